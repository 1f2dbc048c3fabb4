"""The worker's periodic housekeeping: outbox and candidate-id retention (imported by the worker
bootstrap)."""

from __future__ import annotations

import logging
from datetime import timedelta

from streams import metrics
from streams.app import app
from streams.errors import TransientError
from streams.settings import settings

log = logging.getLogger("memstream.housekeeping")


async def prune_once() -> int:
    """One prune with the configured retentions and batch: delivered outbox rows, then
    committed candidate ids; the rows deleted."""
    from connectors.postgres.outbox_prune import prune_outbox, prune_processed
    from streams.entrypoints import wiring

    conf = settings().pipeline
    pool = await wiring.pg_pool()
    result = await prune_outbox(pool, settings().debezium.slot_name,
                                timedelta(hours=conf.outbox_retention_hours),
                                batch=conf.outbox_prune_batch)
    metrics.inc("outbox_pruned_total", result.deleted)
    if not result.slot_caught_up:
        metrics.inc("outbox_prune_slot_behind_total")
    forgotten = await prune_processed(pool, timedelta(hours=conf.candidate_retention_hours),
                                      batch=conf.outbox_prune_batch)
    metrics.inc("processed_candidates_pruned_total", forgotten)
    log.info("outbox pruned: %d rows deleted (slot caught up: %s); %d committed candidate ids"
             " forgotten", result.deleted, result.slot_caught_up, forgotten)
    return result.deleted + forgotten


@app.timer(interval=settings().pipeline.outbox_prune_interval_s)  # type: ignore[untyped-decorator]
async def prune_outbox_periodically() -> None:
    """Prune the outbox and the candidate ids; PostgreSQL being down only postpones it to the
    next round."""
    try:
        await prune_once()
    except TransientError as exc:
        log.warning("outbox prune postponed: %s", exc)
