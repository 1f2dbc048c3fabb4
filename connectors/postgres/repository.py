"""PostgresMemoryRepository: memories, their outbox events and audit rows, in one transaction."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from agents.commit_memories import planning
from connectors.postgres.pool import translated
from streams.errors import PoisonError
from streams.records import MemoryCandidate

_INSERT_MEMORY = """
INSERT INTO long_term_memory (
    memory_uid, user_id, fact_key, fact_value, content, source, importance, category, tags,
    slot_hint, embedding, embedding_model, embedding_revision, source_turn_id, session_id)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
ON CONFLICT (user_id, memory_uid) DO UPDATE
    SET hit_count = long_term_memory.hit_count + 1, updated_at = now()
RETURNING id, version, created_at, updated_at, (xmax = 0) AS inserted
"""
_INSERT_OUTBOX = """
INSERT INTO memory_outbox (event_id, aggregate_id, user_id, aggregate_version, event_type,
                           target, payload, repair_dedupe_key)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
"""
_INSERT_AUDIT = """
INSERT INTO memory_audit (user_id, memory_uid, action, actor, version, diff)
VALUES ($1, $2, $3, $4, $5, $6)
"""


@dataclass
class CommitStats:
    """What one batch commit did."""

    inserted: int = 0
    hits: int = 0
    redelivered: int = 0


def _iso(value: datetime) -> str:
    return value.isoformat()


class PostgresMemoryRepository:
    """The write side of the source of truth.

    Contract: `commit` writes every new memory with its content hash, its outbox events and its
    audit row in ONE transaction, or nothing. A candidate seen before (same candidate id) is
    skipped, so redelivery and replay change nothing. Raises TransientError when PostgreSQL is
    unreachable (the caller retries the whole batch) and PoisonError when the data is refused.
    """

    def __init__(
        self, pool: Any, actor: str = "commit_memories", *, similar_window: int = 50,
        similar_threshold: float = 0.9, similar_limit: int = 3,
    ) -> None:
        self._pool = pool
        self._actor = actor
        self._window = similar_window
        self._similar_threshold = similar_threshold
        self._similar_limit = similar_limit

    async def commit(
        self, items: Sequence[tuple[MemoryCandidate, Sequence[float]]],
        embedding_model: str, embedding_revision: str,
    ) -> CommitStats:
        stats = CommitStats()
        # each user's latest memories (uid, vector), newest first: read once per batch and
        # kept current as the batch inserts, instead of re-reading 50 vectors per candidate
        recent: dict[str, list[tuple[str, list[float]]]] = {}
        async with translated("commit"), self._pool.acquire() as conn, conn.transaction():
            for candidate, embedding in items:
                await self._commit_one(conn, candidate, embedding, embedding_model,
                                       embedding_revision, stats, recent)
        return stats

    async def _recent(
        self, conn: Any, user_id: str, cache: dict[str, list[tuple[str, list[float]]]]
    ) -> list[tuple[str, list[float]]]:
        if user_id not in cache:
            rows = await conn.fetch(
                "SELECT memory_uid, embedding FROM long_term_memory WHERE user_id = $1"
                " AND deleted_at IS NULL ORDER BY id DESC LIMIT $2", user_id, self._window)
            cache[user_id] = [(str(r["memory_uid"]), list(r["embedding"] or [])) for r in rows]
        return cache[user_id]

    async def _commit_one(
        self, conn: Any, c: MemoryCandidate, embedding: Sequence[float], model: str,
        revision: str, stats: CommitStats, cache: dict[str, list[tuple[str, list[float]]]],
    ) -> None:
        uid = planning.memory_uid(c)
        first_time = await conn.fetchval(
            "INSERT INTO processed_candidates (candidate_id, user_id, memory_uid)"
            " VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING true",
            c.candidate_id, c.user_id, uid,
        )
        if not first_time:
            stats.redelivered += 1
            return
        recent = await self._recent(conn, c.user_id, cache)
        row = await conn.fetchrow(
            _INSERT_MEMORY, uid, c.user_id, c.fact_key, c.fact_value, c.content, c.source,
            c.importance, c.category, list(c.tags), c.slot_hint, list(embedding), model, revision,
            c.turn_id, c.session_id,
        )
        if not row["inserted"]:
            stats.hits += 1
            await conn.execute(_INSERT_AUDIT, c.user_id, uid, "hit", self._actor, row["version"],
                               {"candidate_id": c.candidate_id})
            return
        snapshot = {
            "memory_id": uid, "user_id": c.user_id, "fact_key": c.fact_key,
            "fact_value": c.fact_value, "content": c.content, "source": c.source,
            "importance": c.importance, "category": c.category, "tags": list(c.tags),
            "slot_hint": c.slot_hint, "superseded": False, "superseded_by": None,
            "supersedes": None, "quarantined": False, "embedding_model": model,
            "embedding_revision": revision, "source_turn_id": c.turn_id,
            "session_id": c.session_id, "created_at": _iso(row["created_at"]),
            "updated_at": _iso(row["updated_at"]),
        }
        digest = planning.content_hash(snapshot)
        status = await conn.execute(
            "UPDATE long_term_memory SET content_hash = $1 WHERE id = $2 AND version = $3",
            digest, row["id"], row["version"],
        )
        if status != "UPDATE 1":
            raise PoisonError(f"content_hash update hit {status!r} for memory {uid}")
        follows = recent[0][0] if recent else None
        similar = planning.similar_edges(embedding, recent, self._similar_threshold,
                                         self._similar_limit)
        events = planning.outbox_rows(snapshot, row["version"], digest, embedding, follows,
                                      similar)
        await conn.executemany(_INSERT_OUTBOX, [
            (e.event_id, e.aggregate_id, e.user_id, e.aggregate_version, e.event_type, e.target,
             e.payload, e.repair_dedupe_key) for e in events
        ])
        await conn.execute(_INSERT_AUDIT, c.user_id, uid, "upsert", self._actor, row["version"],
                           {"candidate_id": c.candidate_id, "content_hash": digest})
        recent.insert(0, (uid, list(embedding)))
        del recent[self._window:]
        stats.inserted += 1

    async def stamps(self, user_ids: Sequence[str]) -> dict[str, tuple[int, str]]:
        """memory_uid -> (version, content_hash) of the live memories of these users."""
        async with translated("stamps"), self._pool.acquire() as conn:
            rows = await conn.fetch(
                "SELECT memory_uid, version, content_hash FROM long_term_memory"
                " WHERE user_id = ANY($1::text[]) AND deleted_at IS NULL",
                [u for u in user_ids if u],
            )
        return {str(r["memory_uid"]): (r["version"], r["content_hash"]) for r in rows}

    async def memories(self, user_id: str, limit: int = 20) -> list[dict[str, Any]]:
        """A user's live memories, newest first (content, category, slot, importance)."""
        if not user_id:
            return []
        async with translated("memories"), self._pool.acquire() as conn:
            rows = await conn.fetch(
                "SELECT content, category, slot_hint, importance, source FROM long_term_memory"
                " WHERE user_id = $1 AND deleted_at IS NULL AND NOT superseded"
                " ORDER BY id DESC LIMIT $2", user_id, limit)
        return [dict(r) for r in rows]

    async def outbox_count(self, user_ids: Sequence[str]) -> int:
        """How many outbox events these users' memories produced."""
        async with translated("outbox_count"), self._pool.acquire() as conn:
            count: int = await conn.fetchval(
                "SELECT count(*) FROM memory_outbox WHERE user_id = ANY($1::text[])",
                [u for u in user_ids if u],
            )
        return count
