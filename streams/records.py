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


class OutboxEvent(BaseModel):
    """The payload of one outbox row, as the projections receive it from Kafka.

    The payload is a full snapshot: a projection needs nothing but this record to apply it.
    """

    model_config = ConfigDict(frozen=True, extra="ignore")

    event_id: str
    event_type: EventType
    target: Target
    aggregate_id: str
    user_id: str = Field(min_length=1)
    version: int
    content_hash: str
    memory: dict[str, Any] | None = None
    edges: tuple[dict[str, Any], ...] = ()
