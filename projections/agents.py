"""Projection agents: outbox topics -> Milvus and Neo4j, through the versioned rule."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from projections.handlers import (
    Outcome,
    apply_isolating,
    project_graph,
    project_vectors,
    without_erased,
)
from streams import codecs, metrics
from streams.app import app, outbox_milvus_topic, outbox_neo4j_topic, projection_dlq_topic
from streams.batching import DeadLetter, dead_letter, parse_each, run_batches
from streams.entrypoints import wiring
from streams.records import OutboxEvent
from streams.retry import until_done
from streams.settings import settings

log = logging.getLogger("memstream.projections")


async def _project(
    events: Sequence[Any], sink: str, apply: Callable[[list[OutboxEvent]], Awaitable[Outcome]],
) -> None:
    parsed = [e for _, e in await parse_each(events, OutboxEvent, projection_dlq_topic,
                                             "invalid_event", (("sink", sink),))]
    parsed = await _not_erased(parsed)
    if not parsed:
        return
    outcome = await apply_isolating(parsed, sink, apply,
                                    attempts=settings().pipeline.projection_max_attempts)
    # never overwrite: the same version with another hash means two writers disagree
    letters = [DeadLetter(
        e.aggregate_id.encode(), codecs.dumps(e), "projection_conflict",
        f"version {e.version}: incoming {e.content_hash} != stored {stored.content_hash}",
        (("sink", sink), ("stored_hash", stored.content_hash), ("incoming_hash", e.content_hash)))
        for e, stored in outcome.conflicts]
    letters += [DeadLetter(e.aggregate_id.encode(), codecs.dumps(e), "sink_rejected", reason,
                           (("sink", sink),)) for e, reason in outcome.rejected]
    if letters:
        await dead_letter(projection_dlq_topic, letters)
    log.debug("%s: applied=%d stale=%d duplicates=%d conflicts=%d rejected=%d", sink,
              outcome.applied, outcome.stale, outcome.duplicates, len(outcome.conflicts),
              len(outcome.rejected))


async def _not_erased(events: list[OutboxEvent]) -> list[OutboxEvent]:
    erasure = await wiring.erasure()
    kept = await without_erased(events, lambda users: until_done(
        lambda: erasure.erased(users), what="postgres"))
    metrics.inc("projection_erased_dropped_total", len(events) - len(kept))
    return kept


async def handle_milvus(events: Sequence[Any]) -> None:
    index = await wiring.vector_index()
    await _project(events, "milvus", lambda batch: project_vectors(batch, index))


async def handle_neo4j(events: Sequence[Any]) -> None:
    graph = await wiring.graph_writer()
    await _project(events, "neo4j", lambda batch: project_graph(batch, graph))


# concurrency 1 (the default): concurrency > 1 can commit past an in-flight record
@app.agent(outbox_milvus_topic, name="project_to_milvus")
async def project_to_milvus(stream: Any) -> None:
    conf = settings().pipeline
    await run_batches(stream, handle_milvus, projection_dlq_topic,
                      size=conf.projection_batch_size, within=conf.projection_batch_seconds)


@app.agent(outbox_neo4j_topic, name="project_to_neo4j")
async def project_to_neo4j(stream: Any) -> None:
    conf = settings().pipeline
    await run_batches(stream, handle_neo4j, projection_dlq_topic,
                      size=conf.projection_batch_size, within=conf.projection_batch_seconds)
