"""Replication-slot hygiene: how much WAL a logical slot retains, from pg_replication_slots."""

from __future__ import annotations

from typing import Any

from connectors.postgres.pool import translated

_SLOT = """
SELECT slot_name, plugin, active, wal_status,
       pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)::bigint AS retained_wal_bytes,
       pg_wal_lsn_diff(pg_current_wal_lsn(), confirmed_flush_lsn)::bigint AS confirmed_lag_bytes,
       current_setting('max_slot_wal_keep_size') AS max_slot_wal_keep_size
FROM pg_replication_slots WHERE slot_name = $1
"""


async def slot_status(pool: Any, slot_name: str) -> dict[str, Any] | None:
    """The slot's state and lag in bytes (None when the slot does not exist).

    `retained_wal_bytes` is WAL kept on disk for the slot (grows while the connector is down or
    idle without heartbeats); `confirmed_lag_bytes` is what the connector has not yet confirmed.
    """
    async with translated("slot_status"), pool.acquire() as conn:
        row = await conn.fetchrow(_SLOT, slot_name)
    return dict(row) if row is not None else None
