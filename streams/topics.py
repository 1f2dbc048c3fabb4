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
    """A topic memstream owns: its name and whether records are keyed by user."""

    name: str
    keyed_by: str


CATALOGUE: tuple[TopicSpec, ...] = (
    TopicSpec(TURNS, "user_id"),
    TopicSpec(TURNS_DLQ, "user_id"),
    TopicSpec(CANDIDATES, "user_id"),
    TopicSpec(CANDIDATES_DLQ, "user_id"),
    TopicSpec(OUTBOX_MILVUS, "aggregate_id"),
    TopicSpec(OUTBOX_NEO4J, "aggregate_id"),
    TopicSpec(PROJECTION_DLQ, "aggregate_id"),
)


def outbox_topic(target: str) -> str:
    """The topic an outbox row with this `target` is routed to (the EventRouter's rule)."""
    return f"memory.outbox.{target}.v1"
