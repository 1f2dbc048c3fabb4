"""Pure planning of a memory commit: ids, the projected snapshot, its content hash, outbox rows."""

from __future__ import annotations

import hashlib
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import orjson

from streams.records import EventType, MemoryCandidate, Target, derive_id

#: The fields a projection shows. `content_hash` is the SHA-256 of these fields as canonical JSON
#: (sorted keys, no whitespace): two snapshots with the same hash project identically. Version,
#: timestamps, hit counts and the vector itself are excluded (the vector is a function of
#: content + embedding model + revision, which are included).
HASHED_FIELDS: tuple[str, ...] = (
    "memory_id", "user_id", "fact_key", "fact_value", "content", "source", "importance",
    "category", "tags", "slot_hint", "superseded", "superseded_by", "supersedes",
    "quarantined", "embedding_model", "embedding_revision",
)


@dataclass(frozen=True)
class OutboxRow:
    """One `memory_outbox` row to insert in the same transaction as its memory."""

    event_id: str
    aggregate_id: str
    user_id: str
    aggregate_version: int
    event_type: EventType
    target: Target
    payload: dict[str, Any]
    repair_dedupe_key: str


def normalize_value(value: str) -> str:
    """The identity of a fact value: NFKC, case-folded, whitespace collapsed."""
    return " ".join(unicodedata.normalize("NFKC", value).casefold().split())


def memory_uid(candidate: MemoryCandidate) -> str:
    """The deterministic id of the memory a candidate states: same user, key and value, same id."""
    return derive_id(
        "memory", candidate.user_id, candidate.source,
        normalize_value(candidate.fact_key), normalize_value(candidate.fact_value),
    )


def content_hash(snapshot: Mapping[str, Any]) -> str:
    """SHA-256 (hex) of the projected fields of a snapshot; see HASHED_FIELDS."""
    view = {name: snapshot.get(name) for name in HASHED_FIELDS}
    return hashlib.sha256(orjson.dumps(view, option=orjson.OPT_SORT_KEYS)).hexdigest()


def edges_hash(edges: Sequence[Mapping[str, Any]]) -> str:
    """SHA-256 of an edge set, order-independent: the `content_hash` of an upsert_edges event."""
    canon = sorted(orjson.dumps(e, option=orjson.OPT_SORT_KEYS) for e in edges)
    return hashlib.sha256(b"\n".join(canon)).hexdigest()


def _row(
    target: Target, event_type: EventType, snapshot: Mapping[str, Any], version: int,
    digest: str, *, memory: Mapping[str, Any] | None, edges: Sequence[Mapping[str, Any]] = (),
) -> OutboxRow:
    aggregate_id = str(snapshot["memory_id"])
    dedupe_key = f"{target}:{aggregate_id}:{version}:{event_type}:0"
    event_id = derive_id("event", dedupe_key)
    payload = {
        "event_id": event_id, "event_type": event_type, "target": target,
        "aggregate_id": aggregate_id, "user_id": snapshot["user_id"], "version": version,
        "content_hash": digest, "memory": dict(memory) if memory is not None else None,
        "edges": [dict(e) for e in edges],
    }
    return OutboxRow(
        event_id, aggregate_id, str(snapshot["user_id"]), version, event_type, target,
        payload, dedupe_key,
    )


def similar_edges(
    embedding: Sequence[float], recent: Sequence[tuple[str, Sequence[float]]],
    threshold: float, limit: int,
) -> list[dict[str, Any]]:
    """SIMILAR_TO edges to the most similar of the user's recent memories: cosine >= threshold,
    at most `limit`, best first. The threshold belongs to the embedding model (REFERENCE.md:
    e5-small puts unrelated facts near 0.88), so it is a setting, not a constant."""
    usable = [(uid, vec) for uid, vec in recent if len(vec) == len(embedding)]
    if not usable or not embedding:
        return []
    matrix = np.asarray([vec for _, vec in usable], dtype=np.float64)
    query = np.asarray(embedding, dtype=np.float64)
    norms = np.linalg.norm(matrix, axis=1) * (np.linalg.norm(query) or 1.0)
    scores = matrix @ query / np.where(norms == 0, 1.0, norms)
    ranked = sorted(zip(scores.tolist(), (uid for uid, _ in usable), strict=True),
                    key=lambda pair: (-pair[0], pair[1]))
    return [{"type": "SIMILAR_TO", "to": uid, "score": round(score, 4)}
            for score, uid in ranked[:limit] if score >= threshold]


def outbox_rows(
    snapshot: Mapping[str, Any], version: int, digest: str, embedding: Sequence[float],
    follows: str | None, similar: Sequence[Mapping[str, Any]] = (),
) -> list[OutboxRow]:
    """The events of a committed memory version: a vector for Milvus, a node and edges for Neo4j.

    `follows` is the same user's previous memory, if any: the FOLLOWS edge of the chain;
    `similar` are its SIMILAR_TO edges (see `similar_edges`).
    """
    edges: list[dict[str, Any]] = []
    if follows is not None:
        edges.append({"type": "FOLLOWS", "to": follows, "score": None})
    edges.extend(dict(e) for e in similar)
    rows = [
        _row("milvus", "upsert_vector", snapshot, version, digest,
             memory={**snapshot, "embedding": list(embedding)}),
        _row("neo4j", "upsert_node", snapshot, version, digest, memory=snapshot),
    ]
    if edges:
        rows.append(_row("neo4j", "upsert_edges", snapshot, version, edges_hash(edges),
                         memory=None, edges=edges))
    return rows
