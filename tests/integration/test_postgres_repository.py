"""PostgresMemoryRepository on the real PostgreSQL: atomic memory + outbox + audit."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from agents.commit_memories import planning
from connectors.postgres.migrate import migrate
from connectors.postgres.repository import PostgresMemoryRepository
from streams.errors import PoisonError
from streams.records import MemoryCandidate

pytestmark = pytest.mark.integration


def candidate(user: str, n: int, value: str | None = None) -> MemoryCandidate:
    value = value or f"fact number {n}"
    return MemoryCandidate(
        candidate_id=f"00000000-0000-5000-8000-{abs(hash((user, n))) % 10**12:012d}",
        turn_id=f"{user}-t{n}", user_id=user, session_id="s", ts=datetime.now(UTC),
        source="user", fact_key="message", fact_value=value, content=value, importance=0.7,
        tags=("src:user",),
    )


async def test_migrate_is_idempotent(pg_pool: Any) -> None:
    assert await migrate(pg_pool) == []


async def test_commit_writes_memory_outbox_and_audit_together(pg_pool: Any, user_id: str) -> None:
    repo = PostgresMemoryRepository(pg_pool)
    items = [(candidate(user_id, 1), [0.1] * 384), (candidate(user_id, 2), [0.2] * 384)]
    stats = await repo.commit(items, "m", "r")
    assert stats.inserted == 2
    rows = await pg_pool.fetch("SELECT memory_uid, version, content_hash FROM long_term_memory "
                               "WHERE user_id = $1 ORDER BY id", user_id)
    assert len(rows) == 2 and all(r["version"] == 1 and len(r["content_hash"]) == 64 for r in rows)
    events = await pg_pool.fetch(
        "SELECT target, event_type, aggregate_id, payload FROM memory_outbox WHERE user_id = $1",
        user_id)
    kinds = sorted((e["target"], e["event_type"]) for e in events)
    # first memory: vector + node; second: vector + node + FOLLOWS edges to the first
    assert kinds == sorted([("milvus", "upsert_vector"), ("neo4j", "upsert_node")] * 2
                           + [("neo4j", "upsert_edges")])
    edges = next(e for e in events if e["event_type"] == "upsert_edges")
    assert edges["aggregate_id"] == str(rows[1]["memory_uid"])
    assert edges["payload"]["edges"][0]["to"] == str(rows[0]["memory_uid"])
    for e in events:
        if e["event_type"] != "upsert_edges":
            stamp = {str(r["memory_uid"]): r["content_hash"] for r in rows}
            assert e["payload"]["content_hash"] == stamp[e["aggregate_id"]]
    audit = await pg_pool.fetchval("SELECT count(*) FROM memory_audit WHERE user_id = $1", user_id)
    assert audit == 2


async def test_redelivered_candidate_changes_nothing(pg_pool: Any, user_id: str) -> None:
    repo = PostgresMemoryRepository(pg_pool)
    item = (candidate(user_id, 1), [0.5] * 384)
    await repo.commit([item], "m", "r")
    before = await pg_pool.fetchval("SELECT count(*) FROM memory_outbox WHERE user_id=$1", user_id)
    stats = await repo.commit([item, item], "m", "r")
    assert (stats.inserted, stats.redelivered) == (0, 2)
    assert await pg_pool.fetchval(
        "SELECT count(*) FROM long_term_memory WHERE user_id=$1", user_id) == 1
    assert await pg_pool.fetchval(
        "SELECT count(*) FROM memory_outbox WHERE user_id=$1", user_id) == before


async def test_same_fact_from_another_turn_counts_a_hit(pg_pool: Any, user_id: str) -> None:
    repo = PostgresMemoryRepository(pg_pool)
    await repo.commit([(candidate(user_id, 1, "likes tea"), [0.5] * 384)], "m", "r")
    stats = await repo.commit([(candidate(user_id, 2, "Likes  TEA"), [0.5] * 384)], "m", "r")
    assert stats.hits == 1
    row = await pg_pool.fetchrow("SELECT hit_count, version FROM long_term_memory "
                                 "WHERE user_id=$1", user_id)
    assert (row["hit_count"], row["version"]) == (2, 1)


async def test_fault_between_memory_and_outbox_leaves_neither(
    pg_pool: Any, user_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = planning.outbox_rows

    def broken(*args: Any, **kwargs: Any) -> list[planning.OutboxRow]:
        rows = real(*args, **kwargs)
        # an outbox row the database refuses (CHECK on target): the insert after the memory fails
        return [planning.OutboxRow(**{**r.__dict__, "target": "nowhere"}) for r in rows]

    monkeypatch.setattr(planning, "outbox_rows", broken)
    repo = PostgresMemoryRepository(pg_pool)
    with pytest.raises(PoisonError):
        await repo.commit([(candidate(user_id, 1), [0.1] * 384)], "m", "r")
    for table in ("long_term_memory", "memory_outbox", "processed_candidates", "memory_audit"):
        count = await pg_pool.fetchval(f"SELECT count(*) FROM {table} WHERE user_id=$1", user_id)
        assert count == 0, table
