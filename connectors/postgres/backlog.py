"""Governance's last eviction, read from PostgreSQL for /metrics (the outbox backlog is
`connectors.postgres.outbox_prune.outbox_backlog_by_target`)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from connectors.postgres.pool import translated

_LAST_EVICTION = "SELECT max(last_eviction_at) FROM memory_governance"


async def last_eviction(pool: Any) -> datetime | None:
    """When governance last evicted a memory, any user (None: never)."""
    async with translated("last_eviction"), pool.acquire() as conn:
        found: datetime | None = await conn.fetchval(_LAST_EVICTION)
    return found
