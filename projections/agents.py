"""Projection agents: outbox topics -> Milvus and Neo4j, through the versioned rule.

Ports: getters for the vector index, the graph writer and the erased-user deny-list, typed by
the Protocols of `projections.handlers` and `ErasedUsers` below. The worker bootstrap
(`streams.entrypoints.worker`) calls `bind(ProjectionPorts(...))` before the worker starts; the
handlers read what was bound. Each handler asks only for its own sink, so Neo4j being down never
holds the Milvus projection (and the other way round).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

from projections.handlers import (
    GraphWriter,
    Outcome,
    VectorIndex,
    apply_isolating,
    project_graph,
    project_vectors,
    without_erased,
)
from streams import codecs, metrics
from streams.app import app, outbox_milvus_topic, outbox_neo4j_topic, projection_dlq_topic
from streams.batching import DeadLetter, dead_letter, parse_each, run_batches
from streams.binding import Binding
from streams.records import OutboxEvent
from streams.retry import until_done
from streams.settings import settings

log = logging.getLogger("memstream.projections")


class ErasedUsers(Protocol):
    """The erased-user deny-list (see connectors.postgres.erase): user_id -> erased_at for the
    erased users among these. Raises TransientError while PostgreSQL is down."""

    async def erased(self, user_ids: Sequence[str]) -> Mapping[str, datetime]: ...


@dataclass(frozen=True)
class ProjectionPorts:
    """What the projections need: getters for each sink and for the deny-list."""

    vector_index: Callable[[], Awaitable[VectorIndex]]
    graph: Callable[[], Awaitable[GraphWriter]]
    erasure: Callable[[], Awaitable[ErasedUsers]]


_ports: Binding[ProjectionPorts] = Binding("projections")


def bind(ports: ProjectionPorts) -> None:
    """Install the projections' ports; the worker bootstrap calls this before the worker starts."""
    _ports.bind(ports)


async def _project(
    events: Sequence[Any], sink: str, apply: Callable[[list[OutboxEvent]], Awaitable[Outcome]],
) -> None:
    # A null value is a compaction tombstone (the erase path writes them on these compacted
    # topics): a deletion marker, not an event and not poison, so it is skipped.
    events = [e for e in events if e.message.value is not None]
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
    refused = {e.event_id for e, _ in outcome.conflicts} | {e.event_id for e, _ in
                                                            outcome.rejected}
    for seconds in since_turn([e for e in parsed if e.event_id not in refused],
                              datetime.now(UTC)):
        metrics.END_TO_END_SECONDS.labels(sink).observe(seconds)
    log.debug("%s: applied=%d stale=%d duplicates=%d conflicts=%d rejected=%d", sink,
              outcome.applied, outcome.stale, outcome.duplicates, len(outcome.conflicts),
              len(outcome.rejected))


def since_turn(events: Sequence[OutboxEvent], now: datetime) -> list[float]:
    """Seconds from each event's turn `ts` to `now` (events no turn caused are skipped)."""
    out = []
    for e in events:
        if e.memory is not None and e.memory.turn_ts:
            ts = datetime.fromisoformat(e.memory.turn_ts)
            out.append(max(0.0, (now - (ts if ts.tzinfo else ts.replace(tzinfo=UTC)))
                           .total_seconds()))
    return out


async def _not_erased(events: list[OutboxEvent]) -> list[OutboxEvent]:
    erasure = await _ports.get().erasure()
    kept = await without_erased(events, lambda users: until_done(
        lambda: erasure.erased(users), what="postgres"))
    metrics.inc("projection_erased_dropped_total", len(events) - len(kept))
    return kept


async def handle_milvus(events: Sequence[Any]) -> None:
    index = await _ports.get().vector_index()
    await _project(events, "milvus", lambda batch: project_vectors(batch, index))


async def handle_neo4j(events: Sequence[Any]) -> None:
    graph = await _ports.get().graph()
    await _project(events, "neo4j", lambda batch: project_graph(batch, graph))


# concurrency 1 (the default): concurrency > 1 can commit past an in-flight record
@app.agent(outbox_milvus_topic, name="project_to_milvus")
async def project_to_milvus(stream: Any) -> None:
    conf = settings().pipeline
    await run_batches(stream, handle_milvus,
                      size=conf.projection_batch_size, within=conf.projection_batch_seconds)


@app.agent(outbox_neo4j_topic, name="project_to_neo4j")
async def project_to_neo4j(stream: Any) -> None:
    conf = settings().pipeline
    await run_batches(stream, handle_neo4j,
                      size=conf.projection_batch_size, within=conf.projection_batch_seconds)
