"""PostgresMemoryRepository and PostgresGovernance on the real PostgreSQL: load -> plan -> persist,
atomic memory + outbox + audit + edges, supersede, delete, consolidation with rollback."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from agents.commit_memories import events
from agents.commit_memories.calibration import Bands
from agents.commit_memories.planning import CommitPolicy, memory_uid
from agents.govern_memories.planning import ConsolidationConfig, plan_consolidation
from connectors.postgres.governance import PostgresGovernance
from connectors.postgres.migrate import migrate
from connectors.postgres.repository import PostgresMemoryRepository
from streams import metrics
from streams.errors import PoisonError
from streams.records import MemoryCandidate

pytestmark = pytest.mark.integration
POLICY = CommitPolicy(Bands(duplicate=0.99, conflict_low=0.9))


def candidate(user: str, n: int, value: str | None = None, key: str = "message",
              at: datetime | None = None) -> MemoryCandidate:
    value = value or f"fact number {n}"
    return MemoryCandidate(
        candidate_id=f"00000000-0000-5000-8000-{abs(hash((user, n))) % 10**12:012d}",
        turn_id=f"{user}-t{n}", user_id=user, session_id="s", ts=at or datetime.now(UTC),
        source="user", fact_key=key, fact_value=value, content=f"User {key}: {value}",
        importance=0.7, tags=("src:user",))


def vec(x: float, y: float = 0.0) -> list[float]:
    return [x, y] + [0.0] * 382


def repo(pool: Any) -> PostgresMemoryRepository:
    return PostgresMemoryRepository(pool, POLICY)


async def outbox(pool: Any, user: str) -> list[Any]:
    return await pool.fetch("SELECT aggregate_id, aggregate_version, event_type, payload"
                            " FROM memory_outbox WHERE user_id = $1 ORDER BY occurred_at,"
                            " aggregate_version, event_type", user)


async def test_migrate_is_idempotent(pg_pool: Any) -> None:
    assert await migrate(pg_pool) == []


async def test_outbox_keeps_the_payload_text_as_written_and_compresses_with_lz4(
    pg_pool: Any, user_id: str
) -> None:
    """Migration 004: Debezium publishes `payload::text`, which must be the writer's compact
    JSON (jsonb would print it re-spaced and reordered after parsing every float), and a
    vector event large enough to be toasted is compressed with lz4 (pglz cost ~4x the CPU)."""
    import orjson

    await repo(pg_pool).commit([(candidate(user_id, 1), [0.123456] * 384)], "m", "r")
    rows = await pg_pool.fetch(
        "SELECT event_type, payload, payload::text AS text, pg_column_compression(payload) AS"
        " method FROM memory_outbox WHERE user_id = $1", user_id)
    assert {r["event_type"] for r in rows} == {"upsert_vector", "upsert_node"}
    assert all(r["text"] == orjson.dumps(r["payload"]).decode() for r in rows)
    vector = next(r for r in rows if r["event_type"] == "upsert_vector")
    assert vector["payload"]["embedding"] == [0.123456] * 384
    assert vector["method"] == "lz4"


async def test_embedding_column_is_float4send_of_each_element(pg_pool: Any, user_id: str) -> None:
    """Migration 005 converted `real[]` rows with `float4send` per element; what the code writes
    and reads (`vectors.pack`) must be that same format, so old and new rows read alike."""
    from connectors.postgres.vectors import pack

    vector = [0.5, -1.25, 3.0e-8, 7.0] + [0.0] * 380
    await repo(pg_pool).commit([(candidate(user_id, 1), vector)], "m", "r")
    stored = await pg_pool.fetchval(
        "SELECT embedding FROM long_term_memory WHERE user_id = $1", user_id)
    converted = await pg_pool.fetchval(
        "SELECT string_agg(float4send(x), ''::bytea ORDER BY i)"
        " FROM unnest($1::real[]) WITH ORDINALITY AS u(x, i)", vector)
    assert stored == converted == pack(vector)


async def test_commit_writes_memory_outbox_edges_and_audit_together(
    pg_pool: Any, user_id: str
) -> None:
    items = [(candidate(user_id, 1), vec(1)), (candidate(user_id, 2), vec(0, 1))]
    result = await repo(pg_pool).commit(items, "m", "r")
    assert result.stats["inserted"] == 2
    rows = await pg_pool.fetch("SELECT memory_uid, version, content_hash, canonical_key"
                               " FROM long_term_memory WHERE user_id = $1 ORDER BY id", user_id)
    assert len(rows) == 2 and all(r["version"] == 1 and len(r["content_hash"]) == 64
                                  and r["canonical_key"] == "message" for r in rows)
    evs = await outbox(pg_pool, user_id)
    assert sorted(e["event_type"] for e in evs) == sorted(
        ["upsert_vector", "upsert_node"] * 2 + ["upsert_edges"])
    first, second = (str(r["memory_uid"]) for r in rows)
    edges = next(e for e in evs if e["event_type"] == "upsert_edges")
    assert edges["aggregate_id"] == second and edges["payload"]["edges"][0]["to"] == first
    stamp = {str(r["memory_uid"]): r["content_hash"] for r in rows}
    assert all(e["payload"]["content_hash"] == stamp[e["aggregate_id"]] for e in evs
               if e["event_type"] != "upsert_edges")
    persisted = await pg_pool.fetch("SELECT src, edge_type, dst FROM memory_edge"
                                    " WHERE user_id = $1", user_id)
    assert [(str(r["src"]), r["edge_type"], str(r["dst"])) for r in persisted] == [
        (second, "FOLLOWS", first)]
    assert await pg_pool.fetchval(
        "SELECT count(*) FROM memory_audit WHERE user_id = $1", user_id) == 2


async def test_redelivered_candidate_changes_nothing(pg_pool: Any, user_id: str) -> None:
    item = (candidate(user_id, 1), vec(0.5))
    await repo(pg_pool).commit([item], "m", "r")
    before = len(await outbox(pg_pool, user_id))
    result = await repo(pg_pool).commit([item, item], "m", "r")
    assert result.stats == {"redelivered": 2}
    assert await pg_pool.fetchval(
        "SELECT count(*) FROM long_term_memory WHERE user_id=$1", user_id) == 1
    assert len(await outbox(pg_pool, user_id)) == before


async def test_same_fact_from_another_turn_counts_a_hit(pg_pool: Any, user_id: str) -> None:
    await repo(pg_pool).commit([(candidate(user_id, 1, "likes tea"), vec(0.5))], "m", "r")
    result = await repo(pg_pool).commit([(candidate(user_id, 2, "Likes  TEA"), vec(0.5))],
                                        "m", "r")
    assert result.stats["hits"] == 1
    row = await pg_pool.fetchrow("SELECT hit_count, version, last_hit_at FROM long_term_memory"
                                 " WHERE user_id=$1", user_id)
    assert (row["hit_count"], row["version"]) == (2, 1) and row["last_hit_at"] is not None


async def test_a_move_supersedes_in_one_transaction(pg_pool: Any, user_id: str) -> None:
    old = candidate(user_id, 1, "杭州", key="城市")
    new = candidate(user_id, 2, "深圳", key="城市")
    await repo(pg_pool).commit([(old, vec(1))], "m", "r")
    result = await repo(pg_pool).commit([(new, vec(1))], "m", "r")  # cosine 1.0: structure wins
    assert result.stats["supersedes"] == 1
    rows = {str(r["memory_uid"]): r for r in await pg_pool.fetch(
        "SELECT memory_uid, version, superseded, superseded_by, supersedes FROM long_term_memory"
        " WHERE user_id = $1", user_id)}
    a, b = memory_uid(old), memory_uid(new)
    assert (rows[a]["version"], rows[a]["superseded"], str(rows[a]["superseded_by"])) == (
        2, True, b)
    assert (rows[b]["version"], rows[b]["superseded"], str(rows[b]["supersedes"])) == (1, False, a)
    evs = [(e["aggregate_id"], e["aggregate_version"], e["event_type"])
           for e in await outbox(pg_pool, user_id)]
    assert (a, 2, "upsert_vector") in evs and (a, 2, "upsert_node") in evs
    assert (b, 1, "upsert_edges") in evs
    assert await pg_pool.fetchval(
        "SELECT count(*) FROM memory_edge WHERE user_id = $1 AND src = $2 AND dst = $3"
        " AND edge_type = 'SUPERSEDES'", user_id, b, a) == 1
    audit = await pg_pool.fetch("SELECT memory_uid, action, version FROM memory_audit"
                                " WHERE user_id = $1 ORDER BY id", user_id)
    assert [(str(r["memory_uid"]), r["action"], r["version"]) for r in audit] == [
        (a, "insert", 1), (b, "insert", 1), (a, "supersede", 2)]


async def test_decided_at_round_trips_and_late_candidates_change_nothing(
        pg_pool: Any, user_id: str) -> None:
    """Migration 009 through the real rows: a hit moves `decided_at` forward (never back), a
    late re-assertion of a retired fact writes only its audit row, and a delete stands against
    a candidate from before it."""
    t0 = datetime(2026, 11, 1, tzinfo=UTC)

    def said(n: int, value: str, hours: int) -> MemoryCandidate:
        return candidate(user_id, n, value, key="城市", at=t0 + timedelta(hours=hours))

    async def decided() -> dict[str, Any]:
        return {r["fact_value"]: (r["decided_at"], r["version"], r["superseded"]) for r in
                await pg_pool.fetch("SELECT fact_value, decided_at, version, superseded FROM"
                                    " long_term_memory WHERE user_id = $1", user_id)}

    await repo(pg_pool).commit([(said(1, "杭州", 0), vec(1))], "m", "r")
    await repo(pg_pool).commit([(said(2, "杭州", 2), vec(1))], "m", "r")  # a hit at hour 2
    await repo(pg_pool).commit([(said(3, "杭州", 1), vec(1))], "m", "r")  # a late hit
    assert (await decided())["杭州"] == (t0 + timedelta(hours=2), 1, False)
    await repo(pg_pool).commit([(said(4, "深圳", 5), vec(1))], "m", "r")
    result = await repo(pg_pool).commit([(said(5, "杭州", 4), vec(1))], "m", "r")
    assert result.stats == {"late": 1}
    assert await decided() == {"杭州": (t0 + timedelta(hours=5), 2, True),
                               "深圳": (t0 + timedelta(hours=5), 1, False)}
    assert await pg_pool.fetchval("SELECT action FROM memory_audit WHERE user_id = $1"
                                  " ORDER BY id DESC LIMIT 1", user_id) == "late"
    shenzhen = memory_uid(said(0, "深圳", 0))
    assert await repo(pg_pool).delete(user_id, shenzhen, actor="test")  # deleted now (2026-12)
    result = await repo(pg_pool).commit([(said(6, "深圳", 6), vec(1))], "m", "r")
    assert result.stats == {"late": 1}
    assert (await decided())["深圳"][1:] == (2, False)  # still the tombstone version

async def test_fault_between_memory_and_outbox_leaves_nothing(
    pg_pool: Any, user_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = events.upsert_rows

    def broken(*args: Any, **kwargs: Any) -> list[events.OutboxRow]:
        # an outbox row the database refuses (CHECK on target): the insert after the memory fails
        return [events.OutboxRow(**{**r.__dict__, "target": "nowhere"})
                for r in real(*args, **kwargs)]

    monkeypatch.setattr(events, "upsert_rows", broken)
    with pytest.raises(PoisonError):
        await repo(pg_pool).commit([(candidate(user_id, 1), vec(0.1))], "m", "r")
    for table in ("long_term_memory", "memory_outbox", "processed_candidates", "memory_audit",
                  "memory_edge", "memory_governance"):
        count = await pg_pool.fetchval(f"SELECT count(*) FROM {table} WHERE user_id=$1", user_id)
        assert count == 0, table


async def test_delete_is_a_versioned_tombstone(pg_pool: Any, user_id: str) -> None:
    c = candidate(user_id, 1, "tea")
    await repo(pg_pool).commit([(c, vec(1))], "m", "r")
    assert await repo(pg_pool).delete(user_id, memory_uid(c), actor="test")
    assert not await repo(pg_pool).delete(user_id, memory_uid(c), actor="test")
    assert not await repo(pg_pool).delete("", memory_uid(c), actor="test")
    row = await pg_pool.fetchrow("SELECT version, deleted_at, content_hash FROM long_term_memory"
                                 " WHERE user_id = $1", user_id)
    assert row["version"] == 2 and row["deleted_at"] is not None
    assert row["content_hash"] == events.tombstone_hash(memory_uid(c), user_id, 2)
    tombs = [e for e in await outbox(pg_pool, user_id) if e["aggregate_version"] == 2]
    assert sorted(e["event_type"] for e in tombs) == ["delete_node", "delete_vector"]
    assert all(e["payload"]["memory"] is None for e in tombs)
    # asserted again later: the same fact comes back as a new version
    result = await repo(pg_pool).commit([(candidate(user_id, 2, "tea"), vec(1))], "m", "r")
    assert result.stats["revived"] == 1
    assert await pg_pool.fetchval("SELECT version FROM long_term_memory WHERE user_id = $1"
                                  " AND deleted_at IS NULL", user_id) == 3


async def test_every_fifth_new_memory_makes_the_user_due(pg_pool: Any, user_id: str) -> None:
    r = PostgresMemoryRepository(pg_pool, POLICY, governance_every=5)
    first = await r.commit([(candidate(user_id, n), vec(1, n)) for n in range(4)], "m", "r")
    assert first.due_users == []
    second = await r.commit([(candidate(user_id, 9), vec(1, 9))], "m", "r")
    assert second.due_users == [user_id]


async def _aged(pool: Any, user: str, days: float, importance: float,
                values: Sequence[str]) -> None:
    await repo(pool).commit([(candidate(user, i, v), vec(1, i)) for i, v in enumerate(values)],
                            "m", "r")
    then = datetime.now(UTC) - timedelta(days=days)
    await pool.execute("UPDATE long_term_memory SET created_at = $2, decayed_at = $2,"
                       " importance = $3 WHERE user_id = $1", user, then, importance)


async def _planned(pool: Any, user: str) -> tuple[PostgresGovernance, Any, Any, datetime]:
    """The user's governance port, its loaded rows, a consolidation plan for them, and now."""
    governance = PostgresGovernance(pool)
    now = datetime.now(UTC)
    loaded = await governance.load(user)
    return governance, loaded, plan_consolidation(loaded.items, ConsolidationConfig(), now), now


async def test_consolidation_decays_and_evicts_through_the_outbox(
    pg_pool: Any, user_id: str
) -> None:
    await _aged(pg_pool, user_id, 400, 0.9, ["old a"])
    governance, loaded, plan, now = await _planned(pg_pool, user_id)
    assert plan.evicted == 1
    assert await governance.execute(user_id, plan, loaded.rows, now)
    row = await pg_pool.fetchrow("SELECT version, deleted_at, importance FROM long_term_memory"
                                 " WHERE user_id = $1", user_id)
    assert row["version"] == 2 and row["deleted_at"] is not None and row["importance"] < 0.3
    kinds = {e["event_type"] for e in await outbox(pg_pool, user_id)
             if e["aggregate_version"] == 2}
    assert kinds == {"delete_vector", "delete_node"}
    clock = await pg_pool.fetchrow("SELECT commits_since, last_run_at, last_eviction_at"
                                   " FROM memory_governance WHERE user_id = $1", user_id)
    assert clock["commits_since"] == 0 and clock["last_eviction_at"] is not None


async def test_a_plan_whose_rows_changed_underneath_rolls_back_whole(
    pg_pool: Any, user_id: str
) -> None:
    await _aged(pg_pool, user_id, 40, 0.7, ["a", "b", "c"])
    governance, loaded, plan, now = await _planned(pg_pool, user_id)
    assert plan.decayed == 3
    # a commit lands between plan and execute: one row's version moves on
    changed = loaded.items[1].memory_id
    await pg_pool.execute("UPDATE long_term_memory SET version = version + 1 WHERE user_id = $1"
                          " AND memory_uid = $2", user_id, changed)
    before = await pg_pool.fetch("SELECT memory_uid, version, importance FROM long_term_memory"
                                 " WHERE user_id = $1 ORDER BY id", user_id)
    rollbacks = metrics.value("governance_rollbacks_total")
    assert not await governance.execute(user_id, plan, loaded.rows, now)
    assert metrics.value("governance_rollbacks_total") == rollbacks + 1
    assert await pg_pool.fetch("SELECT memory_uid, version, importance FROM long_term_memory"
                               " WHERE user_id = $1 ORDER BY id", user_id) == before
    assert all(e["aggregate_version"] == 1 for e in await outbox(pg_pool, user_id))


async def test_a_run_writes_nothing_for_a_user_erased_since_it_began(
    pg_pool: Any, user_id: str
) -> None:
    # the e2e erase test caught this: a consolidation planned before an erase and executed
    # after it used to leave the user's governance clock behind
    await _aged(pg_pool, user_id, 40, 0.7, ["a"])
    governance, loaded, plan, now = await _planned(pg_pool, user_id)
    await pg_pool.execute("DELETE FROM long_term_memory WHERE user_id = $1", user_id)
    await pg_pool.execute("DELETE FROM memory_governance WHERE user_id = $1", user_id)
    await pg_pool.execute("INSERT INTO erased_users (user_id, erased_at) VALUES ($1, $2)",
                          user_id, now + timedelta(seconds=1))
    try:
        assert not await governance.execute(user_id, plan, loaded.rows, now)
        assert await pg_pool.fetchval("SELECT count(*) FROM memory_governance"
                                      " WHERE user_id = $1", user_id) == 0
    finally:
        await pg_pool.execute("DELETE FROM erased_users WHERE user_id = $1", user_id)


async def test_the_commit_plans_from_cached_rows_only_while_their_row_version_stands(
    pg_pool: Any, user_id: str
) -> None:
    """One repository (one worker) keeps the rows it planned with. A recall hit updates a row
    without a new memory version; the next plan must still see the hit count it left, so
    a revived memory adds to it instead of writing an old count back."""
    from connectors.postgres.reader import PostgresMemoryReader

    r = repo(pg_pool)
    hangzhou = candidate(user_id, 1, "杭州", key="城市")
    await r.commit([(hangzhou, vec(1))], "m", "r")
    # shenzhen supersedes hangzhou (its version 2)
    await r.commit([(candidate(user_id, 2, "深圳", key="城市"), vec(1))], "m", "r")
    await r.commit([(candidate(user_id, 3, "tea", key="drink"), vec(0, 1))], "m", "r")
    hits, misses = (metrics.value(f"commit_cache_{k}_total") for k in ("hits", "misses"))
    await r.commit([(candidate(user_id, 4, "chess", key="game"), vec(0.3, 1))], "m", "r")
    # the window: both city memories as the last commit read them, and tea (new to the cache)
    assert metrics.value("commit_cache_hits_total") == hits + 2
    assert metrics.value("commit_cache_misses_total") == misses + 1
    a = memory_uid(hangzhou)
    await PostgresMemoryReader(pg_pool).record_hits([(user_id, a, 5)], datetime.now(UTC))
    result = await r.commit([(candidate(user_id, 5, "杭州", key="城市"), vec(1))], "m", "r")
    assert result.stats["revived"] == 1
    row = await pg_pool.fetchrow("SELECT hit_count, version, superseded FROM long_term_memory"
                                 " WHERE user_id = $1 AND memory_uid = $2", user_id, a)
    assert (row["hit_count"], row["version"], row["superseded"]) == (1 + 5 + 1, 3, False)


async def test_the_worker_s_repository_keeps_its_memory_cache_from_batch_to_batch(
    pg_pool: Any, user_id: str
) -> None:
    """The commit agent asks `wiring.memory_repository()` for the repository on every batch;
    the memories one batch read must serve the next (they were fetched anew every batch while
    that getter built a new repository, and a new empty cache, each time)."""
    from streams.entrypoints import wiring

    async def batch(n: int) -> None:
        repository = await wiring.memory_repository()
        unrelated = [1.0 if i == n else 0.0 for i in range(384)]  # no duplicate, no conflict
        await repository.commit([(candidate(user_id, n, key=f"k{n}"), unrelated)], "m", "r")

    for n in (1, 2, 3):
        await batch(n)  # the third reads 1 and 2 (misses) and keeps them
    hits = metrics.value("commit_cache_hits_total")
    await batch(4)
    assert metrics.value("commit_cache_hits_total") - hits >= 2
