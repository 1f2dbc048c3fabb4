"""PostgresErasure: erase a user from the source of truth in one transaction, and the erased-user
deny-list that keeps in-flight candidates and events from bringing them back."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from connectors.postgres.pool import translated

#: the tables holding a user's data, in deletion order, and what the receipt calls them
_TABLES = (("memories", "long_term_memory"), ("outbox_events", "memory_outbox"),
           ("processed_candidates", "processed_candidates"), ("edges", "memory_edge"),
           ("governance", "memory_governance"), ("audit_rows", "memory_audit"))


@dataclass(frozen=True)
class Erased:
    """What the PostgreSQL part of an erase removed, the memory ids it had (for the sinks and
    the topics), and the WAL position of the commit (Debezium must pass it first)."""

    counts: dict[str, int]
    memory_ids: tuple[str, ...]
    lsn: int


class PostgresErasure:
    """Contract: `erase` removes every row of the user from every memstream table, adds the
    user to the deny-list (erased_at = `now`) and leaves one audit record of the erase with
    counts and no content, all in one transaction. Idempotent: a second erase removes nothing
    and records a second audit row. An empty user id is refused (ValueError)."""

    def __init__(self, pool: Any, actor: str = "api") -> None:
        self._pool = pool
        self._actor = actor

    async def erased(self, user_ids: Sequence[str]) -> dict[str, datetime]:
        """user_id -> erased_at for the erased users among these."""
        users = sorted({u for u in user_ids if u})
        if not users:
            return {}
        async with translated("erased users"), self._pool.acquire() as conn:
            rows = await conn.fetch("SELECT user_id, erased_at FROM erased_users"
                                    " WHERE user_id = ANY($1::text[])", users)
        return {r["user_id"]: r["erased_at"] for r in rows}

    async def erase(self, user_id: str, now: datetime) -> Erased:
        if not user_id:
            raise ValueError("user_id must not be empty")
        async with translated("erase"), self._pool.acquire() as conn, conn.transaction():
            # waits for commits of this user in progress (they hold the lock shared)
            await conn.execute("SELECT pg_advisory_xact_lock(hashtextextended($1, 7))", user_id)
            await conn.execute(
                "INSERT INTO erased_users (user_id, erased_at) VALUES ($1, $2)"
                " ON CONFLICT (user_id) DO UPDATE SET erased_at = EXCLUDED.erased_at",
                user_id, now)
            ids = await conn.fetch(
                "SELECT memory_uid::text AS id FROM long_term_memory WHERE user_id = $1"
                " UNION SELECT aggregate_id FROM memory_outbox WHERE user_id = $1", user_id)
            counts = {}
            pending = await conn.fetchval(
                "UPDATE erased_users SET pending_ids = ARRAY(SELECT DISTINCT unnest("
                "pending_ids || $2::text[]) ORDER BY 1) WHERE user_id = $1"
                " RETURNING pending_ids", user_id, [r["id"] for r in ids])
            for name, table in _TABLES:
                # the records of earlier erases stay: they hold counts, no content
                keep = " AND action <> 'erase'" if table == "memory_audit" else ""
                status = await conn.execute(f"DELETE FROM {table} WHERE user_id = $1{keep}",
                                            user_id)
                counts[name] = int(status.split()[-1])
            await conn.execute(
                "INSERT INTO memory_audit (user_id, memory_uid, action, actor, version, diff)"
                " VALUES ($1, NULL, 'erase', $2, NULL, $3)", user_id, self._actor, counts)
            lsn = int(await conn.fetchval("SELECT pg_current_wal_lsn()"))
        return Erased(counts, tuple(pending or ()), lsn)

    async def complete(self, user_id: str) -> None:
        """The sinks and topics are clear too: nothing is pending for this user any more."""
        async with translated("erase complete"), self._pool.acquire() as conn:
            await conn.execute("UPDATE erased_users SET pending_ids = '{}' WHERE user_id = $1",
                               user_id)

    async def wait_for_capture(self, lsn: int, slot: str, timeout_s: float) -> bool:
        """Wait until the CDC slot has confirmed the WAL up to `lsn` (every outbox event made
        before the erase is then in Kafka); False on timeout or when there is no such slot
        (a relay deployment: its rows were deleted with the erase)."""
        deadline = time.monotonic() + timeout_s
        while True:
            async with translated("slot position"), self._pool.acquire() as conn:
                done = await conn.fetchval(
                    "SELECT confirmed_flush_lsn >= $2::pg_lsn FROM pg_replication_slots"
                    " WHERE slot_name = $1", slot, lsn)
            if done is None:
                return False
            if done or time.monotonic() >= deadline:
                return bool(done)
            await asyncio.sleep(0.2)
