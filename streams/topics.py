"""The topic catalogue: every Kafka topic memstream reads or writes, named `domain.entity.vN`."""

from __future__ import annotations

from dataclasses import dataclass

TURNS = "chat.turns.v1"
TURNS_DLQ = "chat.turns.dlq.v1"
CANDIDATES = "memory.candidates.v1"
CANDIDATES_DLQ = "memory.candidates.dlq.v1"
OUTBOX_MILVUS = "memory.outbox.milvus.v1"
OUTBOX_NEO4J = "memory.outbox.neo4j.v1"
PROJECTION_DLQ = "memory.projection.dlq.v1"

#: outbox `target` column value -> the topic Debezium (or the relay) routes it to
OUTBOX_TOPIC_BY_TARGET = {"milvus": OUTBOX_MILVUS, "neo4j": OUTBOX_NEO4J}


@dataclass(frozen=True)
class TopicSpec:
    """A topic memstream owns: its name, what its records are keyed by, and its cleanup policy.

    The outbox topics are compacted: the latest record of each key (one memory's vector, node
    or edge set) is kept for replay, and an erase writes a tombstone per key. The others keep
    raw text and live under the broker's retention (see docs/OPERATIONS.md, user erasure).
    """

    name: str
    keyed_by: str
    compacted: bool = False


CATALOGUE: tuple[TopicSpec, ...] = (
    TopicSpec(TURNS, "user_id"),
    TopicSpec(TURNS_DLQ, "user_id"),
    TopicSpec(CANDIDATES, "user_id"),
    TopicSpec(CANDIDATES_DLQ, "user_id"),
    TopicSpec(OUTBOX_MILVUS, "aggregate_id:family", compacted=True),
    TopicSpec(OUTBOX_NEO4J, "aggregate_id:family", compacted=True),
    TopicSpec(PROJECTION_DLQ, "aggregate_id"),
)
COMPACTED = tuple(t.name for t in CATALOGUE if t.compacted)


def outbox_topic(target: str) -> str:
    """The topic an outbox row with this `target` is routed to (the EventRouter's rule)."""
    return f"memory.outbox.{target}.v1"


def event_key(aggregate_id: str, event_type: str) -> str:
    """The Kafka key of an outbox event: the aggregate and the event's family (`vector`, `node`,
    `edges`), so a compacted topic keeps the latest record of each family of each memory."""
    family = ("vector" if event_type.endswith("_vector")
              else "edges" if event_type == "upsert_edges" else "node")
    return f"{aggregate_id}:{family}"
