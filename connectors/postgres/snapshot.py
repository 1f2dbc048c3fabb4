"""PostgresSnapshot: the source of truth read user by user for the reconciler and rebuilds, and
the reconciler's repair rows written to the outbox (ON CONFLICT DO NOTHING)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from agents.commit_memories.events import OutboxRow
from connectors.postgres.memory_rows import COLUMNS, OUTBOX_IF_NEW, load_edges, outbox_args, stored
from connectors.postgres.pool import translated
from projections.reconcile import Truth


class PostgresSnapshot:
    """Contract: reads are scoped by user id in the query; an empty user list reads nothing.
    Raises TransientError while PostgreSQL is down."""

    def __init__(self, pool: Any) -> None:
        self._pool = pool

    async def users(self, after: str, limit: int) -> list[str]:
        """The next `limit` users holding memories (any state), in user id order after `after`:
        keyset pages, so a run over millions of users holds no long transaction."""
        async with translated("snapshot users"), self._pool.acquire() as conn:
            rows = await conn.fetch(
                "SELECT DISTINCT user_id FROM long_term_memory WHERE user_id > $1"
                " ORDER BY user_id LIMIT $2", after, limit)
        return [r["user_id"] for r in rows]

    async def count(self, user_ids: Sequence[str] = ()) -> int:
        """How many memories (any state) these users, or all users, have: a rebuild's total."""
        async with translated("snapshot count"), self._pool.acquire() as conn:
            if user_ids:
                return int(await conn.fetchval(
                    "SELECT count(*) FROM long_term_memory WHERE user_id = ANY($1::text[])",
                    list(user_ids)))
            return int(await conn.fetchval("SELECT count(*) FROM long_term_memory"))

    async def erased(self, user_ids: Sequence[str] = ()) -> list[str]:
        """Erased users: these among them, or every one when none are named."""
        async with translated("erased users"), self._pool.acquire() as conn:
            if user_ids:
                rows = await conn.fetch("SELECT user_id FROM erased_users"
                                        " WHERE user_id = ANY($1::text[])", list(user_ids))
            else:
                rows = await conn.fetch("SELECT user_id FROM erased_users ORDER BY user_id")
        return [r["user_id"] for r in rows]

    async def truth(self, user_ids: Sequence[str]) -> dict[str, dict[str, Truth]]:
        """user -> memory id -> Truth, every memory of these users (deleted ones included),
        with its persisted edge set and that set's version."""
        users = sorted({u for u in user_ids if u})
        out: dict[str, dict[str, Truth]] = {u: {} for u in users}
        if not users:
            return out
        async with translated("snapshot"), self._pool.acquire() as conn:
            rows = await conn.fetch(
                f"SELECT {COLUMNS}, content_hash FROM long_term_memory"
                " WHERE user_id = ANY($1::text[]) ORDER BY id", users)
            ids = [str(r["memory_uid"]) for r in rows]
            edges = await load_edges(conn, users, ids)
            versions = await conn.fetch(
                "SELECT src, max(version) AS version FROM memory_edge"
                " WHERE user_id = ANY($1::text[]) GROUP BY src", users)
        edge_version = {str(r["src"]): int(r["version"]) for r in versions}
        for r in rows:
            uid = str(r["memory_uid"])
            memory = stored(r, edges.get(uid, ()))
            # `importance` is a float4: 0.7 reads back as 0.699999988; show it as committed
            snapshot = memory.snapshot.model_copy(
                update={"importance": round(memory.snapshot.importance, 6)})
            out[r["user_id"]][uid] = Truth(replace(memory, snapshot=snapshot),
                                           r["content_hash"], edge_version.get(uid, 0))
        return out

    async def enqueue(self, rows: Sequence[OutboxRow], retry_after_s: float) -> int:
        """Insert repair rows, skipping those whose event id or dedupe key exists; returns how
        many were new. One transaction, so a failure enqueues none of them.

        A repair row older than `retry_after_s` was delivered long ago and the sink lost that
        version again: it is deleted and inserted anew (the connector skips deletes and
        publishes the insert), so a repeated loss is repaired too, while a run repeated within
        that time never enqueues the same repair twice."""
        if not rows:
            return 0
        added = 0
        async with translated("enqueue repairs"), self._pool.acquire() as conn, \
                conn.transaction():
            await conn.execute(
                "DELETE FROM memory_outbox WHERE repair_dedupe_key = ANY($1::text[])"
                " AND occurred_at < (now() AT TIME ZONE 'utc') - make_interval(secs => $2)",
                [r.repair_dedupe_key for r in rows], retry_after_s)
            for row in rows:
                if await conn.fetchval(OUTBOX_IF_NEW, *outbox_args(row)) is not None:
                    added += 1
        return added
