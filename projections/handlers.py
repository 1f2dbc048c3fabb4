"""Projection handlers: apply the versioned rule to a batch of outbox events, then write a sink."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import partial
from typing import Any, Protocol

from projections.rule import Plan, Stamp, plan_batch
from streams.errors import PoisonError
from streams.records import OutboxEvent
from streams.retry import until_done

Key = tuple[str, str]


class VectorIndex(Protocol):
    """What the Milvus projection needs of a vector store (see connectors.milvus)."""

    dimension: int

    async def stamps(self, keys: Sequence[Key]) -> dict[Key, Stamp]: ...
    async def upsert(self, rows: Sequence[Mapping[str, Any]]) -> None: ...
    async def insert(self, rows: Sequence[Mapping[str, Any]]) -> None: ...
    async def delete(self, tombstones: Sequence[Mapping[str, Any]]) -> None: ...


class GraphWriter(Protocol):
    """What the Neo4j projection needs of a graph store (see connectors.neo4j)."""

    async def stamps(self, keys: Sequence[Key]) -> tuple[dict[Key, Stamp], dict[Key, Stamp]]: ...
    async def apply(self, nodes: Sequence[Mapping[str, Any]], edges: Sequence[Mapping[str, Any]],
                    deletes: Sequence[Mapping[str, Any]]) -> None: ...


@dataclass
class Outcome:
    """What a batch did: applied count, skips, conflicts (event, stored stamp) and events refused
    before reaching the sink (event, reason) — the last two go to the projection DLQ."""

    applied: int = 0
    stale: int = 0
    duplicates: int = 0
    conflicts: list[tuple[OutboxEvent, Stamp]] = field(default_factory=list)
    rejected: list[tuple[OutboxEvent, str]] = field(default_factory=list)

    def add(self, plan: Plan[OutboxEvent]) -> None:
        self.applied += len(plan.apply)
        self.stale += plan.stale
        self.duplicates += plan.duplicates
        self.conflicts.extend(plan.conflicts)

    def merge(self, other: Outcome) -> None:
        self.applied += other.applied
        self.stale += other.stale
        self.duplicates += other.duplicates
        self.conflicts.extend(other.conflicts)
        self.rejected.extend(other.rejected)


Erased = Callable[[list[str]], Awaitable[Mapping[str, datetime]]]


async def without_erased(events: list[OutboxEvent], erased: Erased) -> list[OutboxEvent]:
    """The events minus those of erased users made before their erase (in flight, or replayed
    from a topic not yet compacted): nothing may bring an erased user back into a sink."""
    gone = await erased(sorted({e.user_id for e in events}))
    if not gone:
        return events
    return [e for e in events if e.user_id not in gone
            or (e.at != "" and datetime.fromisoformat(e.at) > gone[e.user_id])]


def key_of(event: OutboxEvent) -> Key:
    return (event.user_id, event.aggregate_id)


def stamp_of(event: OutboxEvent) -> Stamp:
    return Stamp(event.version, event.content_hash)


def _stamp_row(event: OutboxEvent) -> dict[str, Any]:
    return {"memory_id": event.aggregate_id, "user_id": event.user_id,
            "version": event.version, "content_hash": event.content_hash}


def vector_row(event: OutboxEvent) -> dict[str, Any]:
    """The vector-store row of an upsert_vector event: its stamp, every snapshot field (the
    store keeps the ones its schema has) and the embedding."""
    fields = event.memory.model_dump(mode="json") if event.memory is not None else {}
    return {**fields, **_stamp_row(event), "vector": list(event.embedding)}


def tombstone_row(event: OutboxEvent) -> dict[str, Any]:
    """What a sink keeps of a deleted aggregate: ids, version and hash, no content."""
    return _stamp_row(event)


def node_row(event: OutboxEvent) -> dict[str, Any]:
    """The Neo4j parameters of an upsert_node / delete_node event. Every snapshot field is a
    property; a None removes it (a revived memory loses its `superseded_by`)."""
    props = event.memory.model_dump(mode="json", exclude={"memory_id", "user_id"}) \
        if event.memory is not None else {}
    return {**_stamp_row(event), "props": props}


def edges_row(event: OutboxEvent) -> dict[str, Any]:
    """The Neo4j parameters of an upsert_edges event (the memory's whole outgoing edge set)."""
    return {**_stamp_row(event),
            "edges": [{"type": e["type"], "to": e["to"], "score": e.get("score")}
                      for e in event.edges]}


async def project_vectors(events: Sequence[OutboxEvent], index: VectorIndex) -> Outcome:
    """Apply a batch to the vector store: one stamp read, then an insert for keys the store has
    never held (no row, no tombstone), an upsert for the others, and a delete. A delete leaves a
    tombstone stamp, so an older event replayed later is stale, never a resurrection.

    An upsert whose vector does not have the index's dimension is refused here (`rejected`):
    it could never be written, and it must not hold up the events behind it.
    """
    outcome = Outcome()
    valid = []
    for e in events:
        size = len(e.embedding)
        if e.event_type == "upsert_vector" and size != index.dimension:
            outcome.rejected.append((e, f"vector has {size} dimensions, index has "
                                        f"{index.dimension}"))
        elif e.user_id:
            valid.append(e)
    stored = await index.stamps(sorted({key_of(e) for e in valid}))
    plan = plan_batch(valid, stored, key_of, stamp_of)
    writes = [e for e in plan.apply if e.event_type == "upsert_vector"]
    await index.insert([vector_row(e) for e in writes if key_of(e) not in stored])
    await index.upsert([vector_row(e) for e in writes if key_of(e) in stored])
    await index.delete([tombstone_row(e) for e in plan.apply if e.event_type == "delete_vector"])
    outcome.add(plan)
    return outcome


async def project_graph(events: Sequence[OutboxEvent], graph: GraphWriter) -> Outcome:
    """Apply a batch to the graph: node events and edge-set events are versioned separately."""
    events = [e for e in events if e.user_id]
    node_events = [e for e in events if e.event_type in ("upsert_node", "delete_node")]
    edge_events = [e for e in events if e.event_type == "upsert_edges"]
    node_stamps, edge_stamps = await graph.stamps(sorted({key_of(e) for e in events}))
    nodes = plan_batch(node_events, node_stamps, key_of, stamp_of)
    edges = plan_batch(edge_events, edge_stamps, key_of, stamp_of)
    await graph.apply(
        [node_row(e) for e in nodes.apply if e.event_type == "upsert_node"],
        [edges_row(e) for e in edges.apply],
        [tombstone_row(e) for e in nodes.apply if e.event_type == "delete_node"],
    )
    outcome = Outcome()
    outcome.add(nodes)
    outcome.add(edges)
    return outcome


Apply = Callable[[list[OutboxEvent]], Awaitable[Outcome]]


async def apply_isolating(
    events: list[OutboxEvent], sink: str, apply: Apply, attempts: int = 3, backoff_s: float = 0.5,
) -> Outcome:
    """Apply a batch, pausing (retrying without limit) while the sink is unreachable. When the
    sink refuses the batch, apply event by event; an event refused `attempts` times (with
    backoff, so a flapping sink is not mistaken for bad data) ends up in `rejected`."""
    try:
        return await until_done(partial(apply, events), what=sink)
    except PoisonError:
        outcome = Outcome()
        for event in events:
            for attempt in range(1, attempts + 1):
                try:
                    outcome.merge(await until_done(partial(apply, [event]), what=sink))
                    break
                except PoisonError as exc:
                    if attempt == attempts:
                        outcome.rejected.append((event, f"{exc} (after {attempts} attempts)"))
                    else:
                        await asyncio.sleep(backoff_s * attempt)
        return outcome
