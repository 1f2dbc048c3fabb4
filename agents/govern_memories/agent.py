"""The governance sweep: a periodic job in the worker that consolidates every user in turn.

Ports: a getter for the `Governor` (this stage's consolidation over its own store and graph
Protocols). The worker bootstrap (`streams.entrypoints.worker`) calls `bind(GovernPorts(...))`
before the worker starts; `sweep_memories` reads what was bound.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from agents.govern_memories.handler import Governor
from streams.app import app
from streams.binding import Binding
from streams.errors import TransientError
from streams.settings import settings

log = logging.getLogger("memstream.governance")


@dataclass(frozen=True)
class GovernPorts:
    """What the sweep needs: a getter for the governor (built on first use, then shared)."""

    governor: Callable[[], Awaitable[Governor]]


_ports: Binding[GovernPorts] = Binding("govern_memories")


def bind(ports: GovernPorts) -> None:
    """Install the stage's ports; the worker bootstrap calls this before the worker starts."""
    _ports.bind(ports)


@app.timer(interval=settings().governance.sweep_interval_s)  # type: ignore[untyped-decorator]
async def sweep_memories() -> None:
    """Consolidate the users not consolidated for one sweep interval (decay and eviction need
    no new writes to become due). Workers of one group may all run it: plans are versioned,
    so a concurrent run is rolled back, never applied twice."""
    g = settings().governance
    try:
        outcomes = await (await _ports.get().governor()).sweep(
            datetime.now(UTC), g.sweep_interval_s, g.sweep_users, g.eviction_silence_days)
    except TransientError as exc:  # PostgreSQL down: the next sweep tries again
        log.warning("governance sweep skipped: %s", exc)
        return
    if outcomes:
        log.info("governance sweep: %d users, %d applied", len(outcomes),
                 sum(o.applied for o in outcomes))
