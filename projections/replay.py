"""Replay an outbox topic from offset 0 into a projection, through the same versioned rule."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass

from pydantic import ValidationError

from projections.handlers import Apply, Erased, Outcome, apply_isolating, without_erased
from streams.records import OutboxEvent

Record = tuple[bytes | None, bytes | None, list[tuple[str, bytes]]]


@dataclass
class ReplayReport:
    """What a replay did: records read, unparseable ones, and the projection outcome."""

    read: int
    invalid: int
    outcome: Outcome


async def replay(batches: AsyncIterator[list[Record]], sink: str, apply: Apply,
                 erased: Erased | None = None) -> ReplayReport:
    """Feed every record of a topic to a projection. Idempotent by the version rule: replaying a
    topic the store already reflects applies nothing (all duplicates or stale). Null values
    (compaction tombstones) count as invalid; with `erased`, erased users' events made before
    their erase are skipped (a topic keeps them until compaction runs)."""
    read = invalid = 0
    total = Outcome()
    async for batch in batches:
        events: list[OutboxEvent] = []
        for _, value, _ in batch:
            read += 1
            try:
                events.append(OutboxEvent.model_validate_json(value or b""))
            except ValidationError:
                invalid += 1
        if events and erased is not None:
            events = await without_erased(events, erased)
        if events:
            total.merge(await apply_isolating(events, sink, apply))
    return ReplayReport(read, invalid, total)
