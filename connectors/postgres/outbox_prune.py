"""Outbox retention: delete delivered memory_outbox rows past a retention, and the backlog.

When is a row delivered?
- Fallback relay: when it is `published` (the broker acked it; `processed_at` is set).
- Debezium: it never updates a row, so a row is delivered once the replication slot's
  `confirmed_flush_lsn` has passed the row's commit. The row's commit LSN is not stored, so a
  prune run takes a watermark instead: it reads `pg_current_wal_lsn()` (L0) and the clock (T0),
  then waits until the slot has confirmed L0. Every transaction committed before T0 is then
  confirmed, so every row written at least `COMMIT_MARGIN_S` before T0 is (an outbox-writing
  transaction — one commit batch — lasts seconds; `occurred_at` is its start time). If the
  slot does not catch up within the wait (connector down or far behind), or does not exist,
  no pending row is pruned: the WAL is still there and so must the rows be.

`dead` rows are never pruned: an operator has to look at them. Deletes go in small batches
(`batch` rows per statement, `SKIP LOCKED`), so pruning never holds a long lock on the table
the write path inserts into; Debezium skips deletes (`skipped.operations=d,t`).
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from connectors.postgres.pool import translated

#: an outbox-writing transaction is assumed to commit within this long of its start
COMMIT_MARGIN_S = 300.0

_WATERMARK = "SELECT pg_current_wal_lsn() AS lsn, now() AT TIME ZONE 'utc' AS at"
_CAUGHT_UP = """
SELECT confirmed_flush_lsn IS NOT NULL AND confirmed_flush_lsn >= $2::pg_lsn
FROM pg_replication_slots WHERE slot_name = $1
"""
# one small batch: relay-published rows past retention, and (with a Debezium watermark $4)
# pending rows written before both the retention cut-off and the watermark
_PRUNE = """
DELETE FROM memory_outbox WHERE event_id IN (
    SELECT event_id FROM memory_outbox
    WHERE (status = 'published' AND processed_at < now() - $1::interval)
       OR ($4::timestamp IS NOT NULL AND status = 'pending'
           AND occurred_at < (now() AT TIME ZONE 'utc') - $1::interval
           AND occurred_at < $4::timestamp - $3::interval)
    LIMIT $2 FOR UPDATE SKIP LOCKED)
"""
_BACKLOG = """
SELECT count(*) AS rows,
       coalesce(extract(epoch FROM (now() AT TIME ZONE 'utc') - min(occurred_at)), 0)::float
           AS oldest_age_s
FROM memory_outbox
WHERE status = 'pending' AND ($1::timestamp IS NULL OR occurred_at >= $1::timestamp)
"""


@dataclass(frozen=True)
class PruneResult:
    """What a prune run did: rows deleted, and whether the Debezium slot had caught up (False:
    only relay-published rows could be pruned)."""

    deleted: int
    slot_caught_up: bool


#: slot name -> the newest watermark this process saw confirmed (for the backlog while the
#: slot is behind: rows since then are the ones not known to be delivered)
_last_confirmed: dict[str, datetime] = {}


async def debezium_watermark(pool: Any, slot_name: str, wait_s: float) -> datetime | None:
    """T0 (UTC, naive, like `occurred_at`): every transaction committed before T0 is confirmed
    by the slot. None when the slot is missing or did not confirm the current WAL position
    within `wait_s`."""
    async with translated("outbox watermark"):
        mark = await pool.fetchrow(_WATERMARK)
        deadline = time.monotonic() + wait_s
        while True:
            caught_up = await pool.fetchval(_CAUGHT_UP, slot_name, mark["lsn"])
            if caught_up:
                at: datetime = mark["at"]
                _last_confirmed[slot_name] = at
                return at
            if caught_up is None or time.monotonic() >= deadline:  # no slot, or behind
                return None
            await asyncio.sleep(0.5)


async def prune_outbox(pool: Any, slot_name: str, retention: timedelta, *, batch: int = 1000,
                       wait_s: float = 120.0) -> PruneResult:
    """Delete delivered rows older than `retention`, `batch` rows per statement, until none is
    left; see the module docstring for what "delivered" means."""
    watermark = await debezium_watermark(pool, slot_name, wait_s)
    deleted = 0
    while True:
        async with translated("outbox prune"):
            status = await pool.execute(_PRUNE, retention, batch,
                                        timedelta(seconds=COMMIT_MARGIN_S), watermark)
        n = int(status.split()[-1])
        deleted += n
        if n < batch:
            return PruneResult(deleted, watermark is not None)


async def outbox_backlog(pool: Any, slot_name: str, wait_s: float = 2.0) -> dict[str, float]:
    """The outbox backlog for metrics: `pending_rows` not known to be delivered and the
    `oldest_age_seconds` among them (0 when none).

    Relay: the `pending` rows. Debezium: the pending rows written since the newest watermark
    the slot confirmed (waiting up to `wait_s` for the current one; else the last one this
    process saw, else every pending row). A row still in flight at that instant counts, so
    this is an upper bound; the slot's `confirmed_lag_bytes` (connectors.postgres.slots) is
    the exact lag in bytes."""
    since = await debezium_watermark(pool, slot_name, wait_s) or _last_confirmed.get(slot_name)
    async with translated("outbox backlog"):
        row = await pool.fetchrow(_BACKLOG, since)
    return {"pending_rows": float(row["rows"]), "oldest_age_seconds": float(row["oldest_age_s"])}
