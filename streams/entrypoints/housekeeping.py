"""The worker's periodic housekeeping: outbox pruning (imported by the worker bootstrap)."""

from __future__ import annotations

import logging
from datetime import timedelta

from streams import metrics
from streams.app import app
from streams.errors import TransientError
from streams.settings import settings

log = logging.getLogger("memstream.housekeeping")


async def prune_once() -> int:
    """One outbox prune with the configured retention and batch; the rows deleted."""
    from connectors.postgres.outbox_prune import prune_outbox
    from streams.entrypoints import wiring

    conf = settings()
    result = await prune_outbox(
        await wiring.pg_pool(), conf.debezium.slot_name,
        timedelta(hours=conf.pipeline.outbox_retention_hours),
        batch=conf.pipeline.outbox_prune_batch)
    metrics.inc("outbox_pruned_total", result.deleted)
    if not result.slot_caught_up:
        metrics.inc("outbox_prune_slot_behind_total")
    log.info("outbox pruned: %d rows deleted (slot caught up: %s)", result.deleted,
             result.slot_caught_up)
    return result.deleted


@app.timer(interval=settings().pipeline.outbox_prune_interval_s)  # type: ignore[untyped-decorator]
async def prune_outbox_periodically() -> None:
    """Prune the outbox; PostgreSQL being down only postpones it to the next round."""
    try:
        await prune_once()
    except TransientError as exc:
        log.warning("outbox prune postponed: %s", exc)
