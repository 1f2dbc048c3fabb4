"""PostgresGovernance: load a user's memories for consolidation, execute a plan atomically, and
the per-user governance clock (who is due, when the last eviction happened)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Any

from agents.commit_memories.planning import (
    Action,
    CommitState,
    PlanBuilder,
    StoredMemory,
    known_key,
)
from agents.govern_memories.planning import ConsolidationPlan, MemoryItem, Update
from connectors.postgres.memory_rows import COLUMNS, persist, stored
from connectors.postgres.pool import translated
from streams import metrics


class _RollbackError(Exception):
    """A row changed between plan and execute: the whole plan rolls back."""


@dataclass(frozen=True)
class Loaded:
    """A user's current memories: the planner's items and the rows they came from."""

    items: list[MemoryItem]
    rows: dict[str, StoredMemory]


def _item(row: Any, memory: StoredMemory) -> MemoryItem:
    s = memory.snapshot
    return MemoryItem(
        memory_id=s.memory_id, user_id=s.user_id, version=memory.version,
        canonical_key=s.canonical_key, canonical_value=memory.canonical_value,
        polarity=memory.polarity, known_key=known_key(s.canonical_key),
        category=s.category, importance=s.importance, hit_count=memory.hit_count,
        created_at=row["created_at"], decayed_at=row["decayed_at"],
        last_hit_at=row["last_hit_at"], embedding=memory.embedding)


def apply_updates(rows: dict[str, StoredMemory], updates: Sequence[Update],
                  now: datetime) -> PlanBuilder:
    """The writes of a consolidation plan: each update is one new version of its memory."""
    builder = PlanBuilder(CommitState(dict(rows)), now)
    for u in updates:
        m = rows[u.memory_id]
        changes: dict[str, Any] = {"updated_at": builder.now}
        if u.importance is not None:
            changes["importance"] = round(u.importance, 6)
        if u.superseded_by is not None:
            changes.update(superseded=True, superseded_by=u.superseded_by)
        memory = replace(m, snapshot=m.snapshot.model_copy(update=changes),
                         hit_count=u.hit_count if u.hit_count is not None else m.hit_count,
                         deleted=u.evict)
        action: Action = "delete" if u.evict else "supersede" if u.superseded_by else "update"
        builder.write(memory, action, diff={"reasons": list(u.reasons)})
    return builder


class PostgresGovernance:
    """Consolidation's side of the source of truth.

    Contract: `execute` locks the plan's rows, compares every expected version, and writes
    every change (new version, content hash, outbox events, audit) in one transaction; if any
    row changed since `load`, or the user was erased since the run began, nothing is written
    and it returns False (counted as `governance_rollbacks_total`).
    """

    def __init__(self, pool: Any, actor: str = "govern_memories") -> None:
        self._pool = pool
        self._actor = actor

    async def load(self, user_id: str) -> Loaded:
        """The user's current (live, not superseded) memories."""
        async with translated("governance load"), self._pool.acquire() as conn:
            rows = await conn.fetch(
                f"SELECT {COLUMNS} FROM long_term_memory WHERE user_id = $1"
                " AND deleted_at IS NULL AND NOT superseded ORDER BY id", user_id)
        memories = {str(r["memory_uid"]): stored(r) for r in rows}
        return Loaded([_item(r, memories[str(r["memory_uid"])]) for r in rows], memories)

    async def execute(self, user_id: str, plan: ConsolidationPlan, rows: dict[str, StoredMemory],
                      now: datetime) -> bool:
        """Apply the plan whole or not at all; also resets the user's governance clock."""
        try:
            async with translated("governance execute"), self._pool.acquire() as conn, \
                    conn.transaction():
                # like a commit, wait for an erase of this user in progress, and write nothing
                # for a user erased since this run began (not even the governance clock)
                await conn.execute("SELECT pg_advisory_xact_lock_shared(hashtextextended($1, 7))",
                                   user_id)
                if await conn.fetchval("SELECT 1 FROM erased_users WHERE user_id = $1"
                                       " AND erased_at >= $2", user_id, now):
                    raise _RollbackError
                if plan.updates:
                    await self._check_versions(conn, user_id, plan.updates)
                    builder = apply_updates(rows, plan.updates, now)
                    decayed = [u.memory_id for u in plan.updates if u.importance is not None]
                    await persist(conn, builder.plan, self._actor, now, decayed)
                await conn.execute(
                    "INSERT INTO memory_governance (user_id, commits_since, last_run_at,"
                    " last_eviction_at) VALUES ($1, 0, $2, $3) ON CONFLICT (user_id) DO UPDATE"
                    " SET commits_since = 0, last_run_at = $2, last_eviction_at ="
                    " coalesce($3, memory_governance.last_eviction_at)",
                    user_id, now, now if plan.evicted else None)
        except _RollbackError:
            metrics.inc("governance_rollbacks_total")
            return False
        for name, value in (("decays", plan.decayed), ("merges", plan.merged),
                            ("evictions", plan.evicted), ("protected", plan.protected)):
            if value:
                metrics.inc(f"governance_{name}_total", value)
        return True

    @staticmethod
    async def _check_versions(conn: Any, user_id: str, updates: Sequence[Update]) -> None:
        expected = {u.memory_id: u.expected_version for u in updates}
        locked = await conn.fetch(
            "SELECT memory_uid, version FROM long_term_memory WHERE user_id = $1 AND"
            " memory_uid = ANY($2::uuid[]) AND deleted_at IS NULL AND NOT superseded"
            " ORDER BY id FOR UPDATE", user_id, list(expected))
        found = {str(r["memory_uid"]): int(r["version"]) for r in locked}
        if found != expected:
            raise _RollbackError

    async def due_users(self, now: datetime, every_s: float, limit: int) -> list[str]:
        """Users whose last consolidation is older than `every_s` (never run first)."""
        async with translated("governance due"), self._pool.acquire() as conn:
            rows = await conn.fetch(
                "SELECT user_id FROM memory_governance WHERE last_run_at IS NULL"
                " OR last_run_at < $1 ORDER BY last_run_at NULLS FIRST LIMIT $2",
                now - timedelta(seconds=every_s), limit)
        return [r["user_id"] for r in rows]

    async def eviction_silence_days(self, now: datetime | None = None) -> float | None:
        """Days since the last eviction anywhere, when writes happened since then (None when
        nothing was written after the last eviction, or nothing was ever written)."""
        now = now or datetime.now(UTC)
        async with translated("governance silence"), self._pool.acquire() as conn:
            row = await conn.fetchrow(
                "SELECT max(last_eviction_at) AS evicted, max(last_write_at) AS written,"
                " min(last_write_at) AS first FROM memory_governance")
        if row is None or row["written"] is None:
            return None
        since = row["evicted"] or row["first"]
        if row["written"] <= since:
            return None
        return float((now - since).total_seconds() / 86400)
