"""The governance sweep: a periodic job in the worker that consolidates every user in turn."""

from __future__ import annotations

import logging
from datetime import UTC, datetime

from streams.app import app
from streams.entrypoints import wiring
from streams.errors import TransientError
from streams.settings import settings

log = logging.getLogger("memstream.governance")


@app.timer(interval=settings().governance.sweep_interval_s)  # type: ignore[untyped-decorator]
async def sweep_memories() -> None:
    """Consolidate the users not consolidated for one sweep interval (decay and eviction need
    no new writes to become due). Workers of one group may all run it: plans are versioned,
    so a concurrent run is rolled back, never applied twice."""
    g = settings().governance
    try:
        outcomes = await (await wiring.governor()).sweep(
            datetime.now(UTC), g.sweep_interval_s, g.sweep_users, g.eviction_silence_days)
    except TransientError as exc:  # PostgreSQL down: the next sweep tries again
        log.warning("governance sweep skipped: %s", exc)
        return
    if outcomes:
        log.info("governance sweep: %d users, %d applied", len(outcomes),
                 sum(o.applied for o in outcomes))
