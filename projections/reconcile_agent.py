"""The worker's periodic reconciler: every `MEMSTREAM_RECONCILE_INTERVAL_S` it compares
PostgreSQL with Milvus and Neo4j, user batch by user batch, logs one JSON report per target and
(with `MEMSTREAM_RECONCILE_REPAIR`) enqueues repairs. Several workers may run it at once: the
repair rows' dedupe keys make the second copy a no-op."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime

import orjson

from projections.reconcile import Report, SinkName
from projections.reconciler import Inventory, Source, all_users, reconcile
from streams.app import app
from streams.binding import Binding
from streams.errors import TransientError
from streams.settings import settings

log = logging.getLogger("memstream.reconcile")


@dataclass(frozen=True)
class ReconcilePorts:
    """Getters for the source of truth and the sinks to check (the worker bootstrap binds)."""

    source: Callable[[], Awaitable[Source]]
    sinks: Callable[[], Awaitable[Mapping[SinkName, Inventory]]]


_ports: Binding[ReconcilePorts] = Binding("reconcile")


def bind(ports: ReconcilePorts) -> None:
    _ports.bind(ports)


async def run_once(repair: bool) -> list[Report]:
    """One pass over every user; logs and returns the reports."""
    ports = _ports.get()
    source, sinks = await ports.source(), await ports.sinks()
    batches = await all_users(source, settings().pipeline.reconcile_batch_users)
    reports = await reconcile(source, sinks, batches, datetime.now(UTC).isoformat(), repair,
                              settings().pipeline.reconcile_repair_retry_s)
    for report in reports:
        log.info("reconcile %s", orjson.dumps(report.as_dict()).decode())
    return reports


_INTERVAL = settings().pipeline.reconcile_interval_s


if _INTERVAL > 0:
    @app.timer(interval=_INTERVAL, on_leader=False)  # type: ignore[untyped-decorator]
    async def reconcile_projections() -> None:
        """A sink or PostgreSQL down skips this pass (the next one runs on time)."""
        try:
            await run_once(settings().pipeline.reconcile_repair)
        except TransientError as exc:
            log.warning("reconcile skipped: %s", exc)
