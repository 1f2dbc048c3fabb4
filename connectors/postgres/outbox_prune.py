"""Retention of the commit's bookkeeping — delivered memory_outbox rows and committed candidate
ids — and the outbox backlog.

When is a row delivered?
- Fallback relay: when it is `published` (the broker acked it; `processed_at` is set).
- Debezium: it never updates a row, so a row is delivered once the replication slot's
  `confirmed_flush_lsn` has passed the row's commit. The row's commit LSN is not stored, so
  watermarks stand in for it: a mark is `pg_current_wal_lsn()` (L) read at time T; once the
  slot's `confirmed_flush_lsn` >= L, every transaction committed before T is confirmed, so
  every row written at least `COMMIT_MARGIN_S` before T is (an outbox-writing transaction —
  one commit batch — lasts seconds; `occurred_at` is its start time). A prune run waits for
  its own mark to be confirmed; if the slot does not catch up in time it uses the newest mark
  confirmed earlier in this process, and with none (or no slot) no pending row is pruned: the
  WAL is still there and so must the rows be.

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

# the current WAL position and time (a mark), and what the slot has confirmed so far
_MARK = """
SELECT pg_current_wal_lsn() AS lsn, now() AT TIME ZONE 'utc' AS at,
       (SELECT confirmed_flush_lsn FROM pg_replication_slots WHERE slot_name = $1) AS confirmed
"""
#: marks kept per slot while unconfirmed (a scrape every 15 s keeps a few)
_MAX_MARKS = 256
# one small batch of relay-published rows past retention (a range of
# `memory_outbox_published_age`, migration 008) ...
_PRUNE_PUBLISHED = """
DELETE FROM memory_outbox WHERE event_id IN (
    SELECT event_id FROM memory_outbox
    WHERE status = 'published' AND processed_at < now() - $1::interval
    LIMIT $2 FOR UPDATE SKIP LOCKED)
"""
# ... and of pending rows Debezium delivered: written before both the retention cut-off and
# the watermark $4 (a range of `memory_outbox_pending_age`, migration 006). Two statements, so
# that neither is a scan of the whole outbox when nothing is due (one with an OR was)
_PRUNE_DELIVERED = """
DELETE FROM memory_outbox WHERE event_id IN (
    SELECT event_id FROM memory_outbox
    WHERE status = 'pending'
      AND occurred_at < least((now() AT TIME ZONE 'utc') - $1::interval,
                              $4::timestamp - $3::interval)
    LIMIT $2 FOR UPDATE SKIP LOCKED)
"""
# ... and of committed candidate ids past their retention (`processed_candidates_age`,
# migration 010)
_PRUNE_PROCESSED = """
DELETE FROM processed_candidates WHERE candidate_id IN (
    SELECT candidate_id FROM processed_candidates
    WHERE committed_at < now() - $1::interval
    LIMIT $2 FOR UPDATE SKIP LOCKED)
"""
# the pending rows by target, since a watermark when one is known: two statements, so the one
# with a watermark is a range scan of `memory_outbox_pending_age` (migration 006) in every plan
_BACKLOG = """
SELECT target, count(*) AS rows,
       coalesce(extract(epoch FROM (now() AT TIME ZONE 'utc') - min(occurred_at)), 0)::float
           AS oldest_age_s
FROM memory_outbox WHERE status = 'pending'{since}
GROUP BY target
"""
BACKLOG_ALL = _BACKLOG.format(since="")
BACKLOG_SINCE = _BACKLOG.format(since=" AND occurred_at >= $1::timestamp")


@dataclass(frozen=True)
class PruneResult:
    """What a prune run did: rows deleted, and whether a Debezium watermark was known (False:
    only relay-published rows could be pruned)."""

    deleted: int
    slot_caught_up: bool


class _Watermarks:
    """Per slot: marks (WAL position, time) this process took and the slot has not confirmed
    yet, and the newest confirmed one's time. Every call takes a mark, so a process that asks
    regularly (a metrics scrape, the prune timer) always knows a recent watermark."""

    def __init__(self) -> None:
        self.pending: dict[str, list[tuple[int, datetime]]] = {}
        self.confirmed: dict[str, datetime] = {}

    async def observe(self, pool: Any, slot_name: str) -> tuple[datetime, datetime | None]:
        """Take a mark; (its time, the newest confirmed watermark, None if none/no slot)."""
        async with translated("outbox watermark"):
            row = await pool.fetchrow(_MARK, slot_name)
        marks = self.pending.setdefault(slot_name, [])
        marks.append((int(row["lsn"]), row["at"]))
        if row["confirmed"] is None:  # no slot: nothing is confirmed by Debezium
            marks.clear()
            self.confirmed.pop(slot_name, None)
            return row["at"], None
        done = [at for lsn, at in marks if lsn <= int(row["confirmed"])]
        if done:
            self.confirmed[slot_name] = max(done)
        marks[:] = [m for m in marks if m[0] > int(row["confirmed"])][-_MAX_MARKS:]
        return row["at"], self.confirmed.get(slot_name)


_watermarks = _Watermarks()


async def debezium_watermark(pool: Any, slot_name: str, wait_s: float) -> datetime | None:
    """T (UTC, naive, like `occurred_at`): every transaction committed before T is confirmed
    by the slot. Waits up to `wait_s` for the slot to confirm the current WAL position (with
    heartbeats every 10 s, about 10 s), else the newest watermark this process saw confirmed;
    None when there is none or no slot."""
    started, confirmed = await _watermarks.observe(pool, slot_name)
    deadline = time.monotonic() + wait_s
    while (confirmed is None or confirmed < started) and time.monotonic() < deadline:
        await asyncio.sleep(0.5)
        _, confirmed = await _watermarks.observe(pool, slot_name)
    return confirmed


async def prune_outbox(pool: Any, slot_name: str, retention: timedelta, *, batch: int = 1000,
                       wait_s: float = 120.0) -> PruneResult:
    """Delete delivered rows older than `retention`, `batch` rows per statement, until none is
    left; see the module docstring for what "delivered" means."""
    watermark = await debezium_watermark(pool, slot_name, wait_s)
    deleted = await _prune(pool, _PRUNE_PUBLISHED, retention, batch)
    if watermark is not None:
        deleted += await _prune(pool, _PRUNE_DELIVERED, retention, batch,
                                timedelta(seconds=COMMIT_MARGIN_S), watermark)
    return PruneResult(deleted, watermark is not None)


async def prune_processed(pool: Any, retention: timedelta, *, batch: int = 1000) -> int:
    """Forget committed candidate ids older than `retention`, `batch` per statement; the rows
    deleted. A candidate redelivered after that is decided again: a hit on its memory (its
    `hit_count` + 1), or, when the memory has been retired since, a late candidate that changes
    nothing (agents/commit_memories/planning.py). So keep `retention` at least as long as a
    turn can come again: the retention of chat.turns.v1, memory.candidates.v1 and their DLQs.
    A zero `retention` keeps every id (nothing is deleted)."""
    if retention <= timedelta(0):
        return 0
    return await _prune(pool, _PRUNE_PROCESSED, retention, batch)


async def _prune(pool: Any, statement: str, retention: timedelta, batch: int,
                 *more: Any) -> int:
    """Run one prune statement (its parameters: retention, batch, then `more`) until a batch
    comes back short; the rows deleted."""
    deleted = 0
    while True:
        async with translated("outbox prune"):
            n = int((await pool.execute(statement, retention, batch, *more)).split()[-1])
        deleted += n
        if n < batch:
            return deleted


async def outbox_backlog(pool: Any, slot_name: str, wait_s: float = 0.0) -> dict[str, float]:
    """The outbox backlog for metrics: `pending_rows` not known to be delivered and the
    `oldest_age_seconds` among them (0 when none). Cheap by default (`wait_s` 0: no waiting).

    Relay: the `pending` rows. Debezium: the pending rows written since the newest watermark
    the slot confirmed (see `debezium_watermark`; a process's first call knows none yet and
    counts every pending row, the next ones are exact to within the interval between calls).
    The slot's `confirmed_lag_bytes` (connectors.postgres.slots) is the exact lag in bytes."""
    by_target = await outbox_backlog_by_target(pool, slot_name, wait_s)
    return {"pending_rows": float(sum(rows for rows, _ in by_target.values())),
            "oldest_age_seconds": max((age for _, age in by_target.values()), default=0.0)}


async def outbox_backlog_by_target(pool: Any, slot_name: str, wait_s: float = 0.0
                                   ) -> dict[str, tuple[int, float]]:
    """target -> (rows not known to be delivered, the oldest one's age in seconds); a target
    without such rows is absent. See `outbox_backlog`."""
    since = await debezium_watermark(pool, slot_name, wait_s)
    async with translated("outbox backlog"):
        rows = await (pool.fetch(BACKLOG_ALL) if since is None
                      else pool.fetch(BACKLOG_SINCE, since))
    return {r["target"]: (int(r["rows"]), float(r["oldest_age_s"])) for r in rows}
