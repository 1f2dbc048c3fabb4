"""Outbox pruning on the real PostgreSQL and Debezium slot: only delivered rows past retention."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from connectors.postgres.outbox_prune import outbox_backlog, prune_outbox, prune_processed
from streams.settings import settings
from tests.integration.test_postgres_repository import candidate, repo, vec

pytestmark = [pytest.mark.integration, pytest.mark.timeout(300)]
WEEK = timedelta(days=7)


async def rows(pool: Any, user: str) -> dict[str, str]:
    """event_id -> status of the user's outbox rows."""
    return {str(r["event_id"]): r["status"] for r in await pool.fetch(
        "SELECT event_id, status FROM memory_outbox WHERE user_id = $1", user)}


async def generic_plans(pool: Any, statements: dict[str, tuple[str, str, str]]) -> dict[str, str]:
    """name -> the plan of (query, parameter types, values) as a prepared statement's generic
    plan with sequential scans priced out: what an index can serve shows up as its use."""
    plans = {}
    async with pool.acquire() as conn, conn.transaction():
        await conn.execute("SET LOCAL enable_seqscan = off")
        await conn.execute("SET LOCAL plan_cache_mode = force_generic_plan")
        for name, (query, kinds, values) in statements.items():
            await conn.execute(f"PREPARE plan_{name}{kinds} AS {query}")
            plans[name] = "\n".join(r[0] for r in await conn.fetch(
                f"EXPLAIN EXECUTE plan_{name}{values}"))
            await conn.execute(f"DEALLOCATE plan_{name}")
    return plans


async def test_prune_deletes_only_delivered_rows_past_retention(pg_pool: Any, user_id: str) -> None:
    old_user, new_user = f"{user_id}-old", f"{user_id}-new"
    await repo(pg_pool).commit([(candidate(old_user, n), vec(1, n)) for n in range(3)], "m", "r")
    await repo(pg_pool).commit([(candidate(new_user, 1), vec(1))], "m", "r")
    old = await rows(pg_pool, old_user)
    assert len(old) >= 6 and set(old.values()) == {"pending"}
    # a month old; one of them published by the relay, one dead (Debezium ignores updates)
    await pg_pool.execute("UPDATE memory_outbox SET occurred_at = occurred_at - interval '30 days'"
                          " WHERE user_id = $1", old_user)
    published, dead, *_ = sorted(old)
    await pg_pool.execute("UPDATE memory_outbox SET status = 'published', processed_at = now()"
                          " - interval '30 days' WHERE event_id = $1::uuid", published)
    await pg_pool.execute("UPDATE memory_outbox SET status = 'dead' WHERE event_id = $1::uuid",
                          dead)

    # no slot (relay deployment): only what the relay published may go
    result = await prune_outbox(pg_pool, "no_such_slot", WEEK, batch=2, wait_s=0)
    assert not result.slot_caught_up
    left = await rows(pg_pool, old_user)
    assert published not in left and set(left) == set(old) - {published}

    # the Debezium slot confirms the current WAL position: the old pending rows were delivered
    result = await prune_outbox(pg_pool, settings().debezium.slot_name, WEEK, batch=2,
                                wait_s=180)
    assert result.slot_caught_up
    assert await rows(pg_pool, old_user) == {dead: "dead"}  # dead rows wait for an operator
    assert set((await rows(pg_pool, new_user)).values()) == {"pending"}  # inside retention


async def test_backlog_counts_rows_not_known_delivered(pg_pool: Any, user_id: str) -> None:
    await repo(pg_pool).commit([(candidate(user_id, 1), vec(1))], "m", "r")
    mine = len(await rows(pg_pool, user_id))
    # without a slot nothing is known delivered: every pending row counts, ours included
    backlog = await outbox_backlog(pg_pool, "no_such_slot", wait_s=0)
    assert backlog["pending_rows"] >= mine > 0 and backlog["oldest_age_seconds"] >= 0
    # with the caught-up slot, rows confirmed before the watermark no longer count
    confirmed = await outbox_backlog(pg_pool, settings().debezium.slot_name, wait_s=120)
    assert 0 <= confirmed["pending_rows"] < backlog["pending_rows"]


async def test_the_backlog_since_a_watermark_reads_a_range_of_one_index(pg_pool: Any) -> None:
    """With Debezium every row stays pending, so the gauge every process samples each 15 s must
    not scan the outbox: the count since a watermark is a range of `memory_outbox_pending_age`
    in any plan, the generic one a prepared statement ends up with included (a form like
    `$1 IS NULL OR occurred_at >= $1` would scan it all)."""
    from connectors.postgres.outbox_prune import BACKLOG_SINCE

    plan = (await generic_plans(pg_pool, {
        "backlog_since": (BACKLOG_SINCE, "(timestamp)", "('2026-01-01')")}))["backlog_since"]
    assert "memory_outbox_pending_age" in plan and "Index Cond: (occurred_at >= $1)" in plan, plan


async def test_a_users_outbox_rows_are_read_through_an_index(pg_pool: Any) -> None:
    """An erase reads and deletes one user's outbox rows, and the report counts a set of users'
    rows: with Debezium the outbox holds every event of the retention window, so each must be a
    lookup of `memory_outbox_user` (migration 007), never a scan of the table, in the generic
    plan a prepared statement ends up with too."""
    plans = await generic_plans(pg_pool, {
        "erase_ids": ("SELECT aggregate_id FROM memory_outbox WHERE user_id = $1", "(text)",
                      "('u')"),
        "erase_rows": ("DELETE FROM memory_outbox WHERE user_id = $1", "(text)", "('u')"),
        "report": ("SELECT count(*) FROM memory_outbox WHERE user_id = ANY($1)", "(text[])",
                   "(ARRAY['u', 'v'])"),
    })
    for name, plan in plans.items():
        assert "memory_outbox_user" in plan and "Seq Scan" not in plan, (name, plan)


async def test_a_prune_with_nothing_due_reads_ranges_of_two_indexes(pg_pool: Any) -> None:
    """Every worker prunes every 10 minutes: relay-published rows are a range of
    `memory_outbox_published_age` (migration 008) and rows Debezium delivered one of
    `memory_outbox_pending_age` (migration 006), in the generic plan too, never a scan of the
    outbox (one statement with an OR of both was)."""
    from connectors.postgres.outbox_prune import _PRUNE_DELIVERED, _PRUNE_PUBLISHED

    plans = await generic_plans(pg_pool, {
        "published": (_PRUNE_PUBLISHED, "(interval, int)", "('7 days', 10)"),
        "delivered": (_PRUNE_DELIVERED, "(interval, int, interval, timestamp)",
                      "('7 days', 10, '5 minutes', '2026-01-01')")})
    for name, index in (("published", "memory_outbox_published_age"),
                        ("delivered", "memory_outbox_pending_age")):
        assert index in plans[name] and "Seq Scan" not in plans[name], (name, plans[name])


async def test_committed_candidate_ids_are_forgotten_past_their_retention(
        pg_pool: Any, user_id: str) -> None:
    old_user, new_user = f"{user_id}-old", f"{user_id}-new"
    await repo(pg_pool).commit([(candidate(old_user, n), vec(1, n)) for n in range(3)], "m", "r")
    await repo(pg_pool).commit([(candidate(new_user, 1), vec(1))], "m", "r")
    # ten years old: past a retention no other test's rows reach, whatever the database holds
    await pg_pool.execute("UPDATE processed_candidates SET committed_at = committed_at"
                          " - interval '3650 days' WHERE user_id = $1", old_user)

    def count(user: str) -> Any:
        return pg_pool.fetchval("SELECT count(*) FROM processed_candidates WHERE user_id = $1",
                                user)

    assert await count(old_user) == 3
    assert await prune_processed(pg_pool, timedelta(days=3000), batch=2) >= 3
    assert await count(old_user) == 0 and await count(new_user) == 1


async def test_candidate_ids_are_pruned_and_erased_through_indexes(pg_pool: Any) -> None:
    """Every worker prunes candidate ids every 10 minutes and an erase deletes a user's: each a
    range of an index of migration 010, in the generic plan too, never a scan of the table
    (which holds every candidate of the retention window)."""
    from connectors.postgres.outbox_prune import _PRUNE_PROCESSED

    plans = await generic_plans(pg_pool, {
        "prune": (_PRUNE_PROCESSED, "(interval, int)", "('7 days', 10)"),
        "erase": ("DELETE FROM processed_candidates WHERE user_id = $1", "(text)", "('u')")})
    for name, index in (("prune", "processed_candidates_age"),
                        ("erase", "processed_candidates_user")):
        assert index in plans[name] and "Seq Scan" not in plans[name], (name, plans[name])


async def test_a_zero_candidate_retention_keeps_every_id(pg_pool: Any, user_id: str) -> None:
    await repo(pg_pool).commit([(candidate(user_id, 1), vec(1))], "m", "r")
    await pg_pool.execute("UPDATE processed_candidates SET committed_at = committed_at"
                          " - interval '3650 days' WHERE user_id = $1", user_id)
    assert await prune_processed(pg_pool, timedelta(0)) == 0
    assert await pg_pool.fetchval("SELECT count(*) FROM processed_candidates WHERE user_id = $1",
                                  user_id) == 1
