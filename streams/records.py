"""Record schemas on the wire: the input turn, the memory candidate and the outbox event."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

Source = Literal["user", "exchange"]
Category = Literal[
    "identity", "preference", "fact", "episodic", "tool_failure", "policy", "general"
]
SlotHint = Literal[
    "profile", "constraints", "tool_state", "planner", "task_memory", "recall_memory"
]
EventType = Literal["upsert_vector", "delete_vector", "upsert_node", "upsert_edges", "delete_node"]
Target = Literal["milvus", "neo4j"]
#: every edge type of the memory graph; an upsert_edges event carries a memory's whole outgoing
#: set of these: {"type", "to", "score"}
EDGE_TYPES = ("FOLLOWS", "SIMILAR_TO", "CAUSES", "BELONGS_TO", "SUPERSEDES")

#: namespace of every deterministic id memstream derives (candidate ids, memory uids, event ids)
NAMESPACE = uuid.UUID("6f1c9d5e-3b0a-5d7e-9c2f-4a8b1e0d7c53")


def derive_id(*parts: str) -> str:
    """A deterministic UUID (v5) from the parts: the same inputs give the same id on replay."""
    return str(uuid.uuid5(NAMESPACE, "\x1f".join(parts)))


class Turn(BaseModel):
    """One conversation turn on `chat.turns.v1` (key = user_id)."""

    model_config = ConfigDict(strict=True, frozen=True, extra="ignore")

    turn_id: str = Field(min_length=1, max_length=200)
    user_id: str = Field(min_length=1, max_length=200)
    session_id: str = Field(min_length=1, max_length=200)
    ts: datetime
    user_message: str
    assistant_reply: str | None = None
    locale: str | None = None

    @field_validator("turn_id", "user_id", "session_id")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must not be blank")
        return value

    @field_validator("ts")
    @classmethod
    def _aware(cls, value: datetime) -> datetime:
        if value.tzinfo is None:
            raise ValueError("must carry a UTC offset (RFC 3339)")
        return value


class MemoryCandidate(BaseModel):
    """A fact worth remembering, on `memory.candidates.v1` (key = user_id)."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    candidate_id: str
    turn_id: str
    user_id: str = Field(min_length=1)
    session_id: str
    ts: datetime
    source: Source
    fact_key: str
    fact_value: str
    content: str
    importance: float
    category: Category = "general"
    tags: tuple[str, ...] = ()
    slot_hint: SlotHint = "recall_memory"
    locale: str | None = None


class MemorySnapshot(BaseModel):
    """One version of a memory as every projection shows it: the one list of projected fields.

    The content hash (`HASHED_FIELDS`), the outbox payload, the Milvus row and the Neo4j node
    properties are all derived from this model. A deleted memory has no snapshot on the wire:
    its events carry only ids, version and hash (a tombstone).
    """

    model_config = ConfigDict(frozen=True, extra="ignore")

    memory_id: str
    user_id: str = Field(min_length=1)
    fact_key: str
    fact_value: str
    canonical_key: str = ""
    content: str
    source: Source
    importance: float
    category: Category = "general"
    tags: tuple[str, ...] = ()
    slot_hint: SlotHint = "recall_memory"
    superseded: bool = False
    superseded_by: str | None = None
    supersedes: str | None = None
    quarantined: bool = False
    embedding_model: str = ""
    embedding_revision: str = ""
    source_turn_id: str = ""
    session_id: str = ""
    #: the `ts` of the turn that caused this version (RFC 3339; "" when no turn did, e.g.
    #: governance): the start of the end-to-end latency a projection measures
    turn_ts: str = ""
    created_at: str = ""
    updated_at: str = ""


#: snapshot fields that do not change what a projection shows: provenance and timestamps
UNHASHED_FIELDS = frozenset({"source_turn_id", "session_id", "turn_ts", "created_at",
                             "updated_at"})
#: the fields `content_hash` covers, in declaration order
HASHED_FIELDS: tuple[str, ...] = tuple(
    name for name in MemorySnapshot.model_fields if name not in UNHASHED_FIELDS)


class OutboxEvent(BaseModel):
    """The payload of one outbox row, as the projections receive it from Kafka.

    The payload is a full snapshot: a projection needs nothing but this record to apply it.
    `upsert_vector` carries the snapshot and its embedding, `upsert_node` the snapshot,
    `upsert_edges` the memory's whole outgoing edge set, `delete_*` nothing but the stamp.
    """

    model_config = ConfigDict(frozen=True, extra="ignore")

    event_id: str
    event_type: EventType
    target: Target
    aggregate_id: str
    user_id: str = Field(min_length=1)
    version: int
    content_hash: str
    memory: MemorySnapshot | None = None
    embedding: tuple[float, ...] = ()
    edges: tuple[dict[str, Any], ...] = ()
    #: when the version was planned (RFC 3339); an erase drops a user's events made before it
    at: str = ""
