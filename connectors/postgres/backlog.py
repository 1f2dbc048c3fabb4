"""Operational figures read from PostgreSQL for /metrics: the outbox backlog and the last
eviction. Read-only, one small query each."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from connectors.postgres.pool import translated

# occurred_at is a UTC timestamp without time zone (Debezium's event timestamp)
_BACKLOG = """
SELECT target, count(*)::bigint AS pending,
       coalesce(extract(epoch FROM (now() AT TIME ZONE 'utc') - min(occurred_at)), 0)::float8
         AS oldest_s
FROM memory_outbox WHERE status = 'pending' GROUP BY target
"""

_LAST_EVICTION = "SELECT max(last_eviction_at) FROM memory_governance"


@dataclass(frozen=True)
class Backlog:
    """Pending outbox rows of one target and the age of the oldest, in seconds."""

    target: str
    pending: int
    oldest_s: float


async def outbox_backlog(pool: Any) -> list[Backlog]:
    """The backlog of every target that has pending rows (a target without is absent)."""
    async with translated("outbox_backlog"), pool.acquire() as conn:
        rows = await conn.fetch(_BACKLOG)
    return [Backlog(r["target"], int(r["pending"]), float(r["oldest_s"])) for r in rows]


async def last_eviction(pool: Any) -> datetime | None:
    """When governance last evicted a memory, any user (None: never)."""
    async with translated("last_eviction"), pool.acquire() as conn:
        found: datetime | None = await conn.fetchval(_LAST_EVICTION)
    return found
