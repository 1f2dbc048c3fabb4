"""Rebuild a projection from PostgreSQL, optionally blue/green with a live pipeline.

Blue/green (Milvus): a fresh collection is filled, readers switch over once it has caught up,
then the old one is dropped. The order is what makes it correct with writes going on:

1. note the outbox topic's end offsets E0, then load PostgreSQL's snapshot into the new
   generation (every memory as PostgreSQL holds it, deleted ones as tombstones);
2. tail the topic from E0 into the new generation until the lag is small (caught up): events
   committed while the snapshot was read are applied through the same versioned rule, so an
   event older than the snapshot row is stale and one newer wins;
3. switch the alias; wait one alias TTL, so every reader and the live projection agent now
   resolve the new generation; note the ends Es and apply [last position, Es) once more: every
   event before Es reached the new generation from us, every later one from the live agent;
4. wait until the live projection group (if it has members) has committed past Es, so no
   agent still holds a write for the old generation; then drop the old one.

Every step is idempotent: a rebuild that dies before the switch leaves the old generation live
and an orphan collection to drop; after the switch, the new one is complete.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass, field

from projections.handlers import Apply, Erased, Outcome, apply_isolating
from projections.reconcile import SinkName, snapshot_rows
from projections.reconciler import Source
from projections.replay import Record, replay
from streams.records import OutboxEvent

Offsets = dict[tuple[str, int], int]


@dataclass
class Progress:
    """Memories loaded so far, for the progress line (rate and ETA from the start time)."""

    target: str
    total: int
    started: float
    done: int = 0

    def line(self, now: float) -> str:
        elapsed = max(now - self.started, 1e-6)
        rate = self.done / elapsed
        eta = (self.total - self.done) / rate if rate > 0 else float("inf")
        shown = f"{eta:.0f} s" if eta != float("inf") else "?"
        return (f"rebuild {self.target}: {self.done}/{self.total} memories, {rate:.0f}/s,"
                f" ETA {shown}")


def lag(position: Offsets, ends: Offsets) -> int:
    return sum(max(0, end - position.get(key, 0)) for key, end in ends.items())


@dataclass
class TopicTail:
    """The outbox topic as the rebuild reads it: ends, a range reader, and the live group."""

    ends: Callable[[], Awaitable[Offsets]]
    read: Callable[[Offsets, Offsets], AsyncIterator[list[Record]]]
    committed: Callable[[], Awaitable[Offsets]]
    members: Callable[[], Awaitable[int]]


@dataclass
class RebuildReport:
    """What a rebuild did: memories loaded, events tailed, the lag when readers switched."""

    target: str
    loaded: int = 0
    tailed: int = 0
    lag_at_switch: int = -1
    switched_from: str = ""
    switched_to: str = ""
    outcome: Outcome = field(default_factory=Outcome)


def only(users: Sequence[str], apply: Apply) -> Apply:
    """An apply that keeps only these users' events (a targeted rebuild); all when empty."""
    wanted = set(users)

    async def run(events: list[OutboxEvent]) -> Outcome:
        kept = [e for e in events if not wanted or e.user_id in wanted]
        return await apply(kept) if kept else Outcome()

    return run


async def load_snapshot(target: SinkName, source: Source, batches: Sequence[Sequence[str]],
                        apply: Apply, at: str, progress: Progress,
                        report: Callable[[str], None]) -> Outcome:
    """Every memory of these users, as PostgreSQL holds it, into the sink."""
    total = Outcome()
    for batch in batches:
        truth = await source.truth(batch)
        events = [OutboxEvent.model_validate(row.payload) for memories in truth.values()
                  for t in memories.values() for row in snapshot_rows(target, t, at)]
        if events:
            total.merge(await apply_isolating(events, target, apply))
        progress.done += sum(len(m) for m in truth.values())
        report(progress.line(time.monotonic()))
    return total


async def catch_up(tail: TopicTail, position: Offsets, apply: Apply, erased: Erased,
                   sink: str, small: int, passes: int = 50) -> tuple[Offsets, int, int]:
    """Tail the topic from `position` until a pass starts with at most `small` records of lag;
    returns (position, events read, lag left when it stopped)."""
    read = 0
    ends = await tail.ends()
    for _ in range(passes):
        behind = lag(position, ends)
        if behind <= small and read:
            return position, read, behind
        done = await replay(tail.read(position, ends), sink, apply, erased)
        read += done.read
        position = {**position, **ends}
        ends = await tail.ends()
        if lag(position, ends) == 0:
            return position, read, 0
    return position, read, lag(position, ends)


async def blue_green(target: SinkName, source: Source, batches: Sequence[Sequence[str]],
                     apply: Apply, tail: TopicTail, erased: Erased,
                     switch: Callable[[], Awaitable[str]], drop: Callable[[str], Awaitable[None]],
                     settle_s: float, at: str, total: int, report: Callable[[str], None],
                     small: int = 200, group_timeout_s: float = 120.0) -> RebuildReport:
    """Fill the new generation (`apply` writes to it), switch readers, drop the old one.
    `switch` returns the generation it replaced; `settle_s` is the alias TTL plus a margin."""
    out = RebuildReport(target)
    start = await tail.ends()
    progress = Progress(target, total, time.monotonic())
    out.outcome.merge(await load_snapshot(target, source, batches, apply, at, progress, report))
    out.loaded = progress.done
    position, read, behind = await catch_up(tail, start, apply, erased, target, small)
    out.tailed, out.lag_at_switch = read, behind
    report(f"rebuild {target}: caught up ({read} events tailed, lag {behind}); switching")
    out.switched_from = await switch()
    await asyncio.sleep(settle_s)
    ends = await tail.ends()
    out.tailed += (await replay(tail.read(position, ends), target, apply, erased)).read
    deadline = time.monotonic() + group_timeout_s
    while await tail.members():
        committed = await tail.committed()
        # a partition the group never committed on holds no write from before the switch
        # that outlived the alias TTL; the others must have passed the switch point
        if all(committed.get(k, -1) == -1 or committed[k] >= v for k, v in ends.items()):
            break
        if time.monotonic() > deadline:
            report(f"rebuild {target}: the live group did not pass the switch point; keeping"
                   f" {out.switched_from} (drop it by hand once the workers caught up)")
            return out
        await asyncio.sleep(0.5)
    await drop(out.switched_from)
    report(f"rebuild {target}: switched from {out.switched_from}; dropped it")
    return out
