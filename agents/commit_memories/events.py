"""Outbox events of a memory version (pure): its content hash, edges and the rows to insert."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import orjson

from streams.records import HASHED_FIELDS, EventType, MemorySnapshot, Target, derive_id


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


def content_hash(snapshot: MemorySnapshot) -> str:
    """SHA-256 (hex) of the snapshot's HASHED_FIELDS as canonical JSON (sorted keys).

    Two snapshots with the same hash project identically. Provenance, timestamps and hit counts
    are excluded; the vector is covered by content + embedding model + revision.
    """
    view = snapshot.model_dump(mode="json", include=set(HASHED_FIELDS))
    return hashlib.sha256(orjson.dumps(view, option=orjson.OPT_SORT_KEYS)).hexdigest()


def tombstone_hash(memory_id: str, user_id: str, version: int) -> str:
    """The content hash of a deleted version: no content, so ids and version only."""
    view = {"memory_id": memory_id, "user_id": user_id, "deleted": True, "version": version}
    return hashlib.sha256(orjson.dumps(view, option=orjson.OPT_SORT_KEYS)).hexdigest()


def edges_hash(edges: Sequence[Mapping[str, Any]]) -> str:
    """SHA-256 of an edge set, order-independent: the `content_hash` of an upsert_edges event."""
    canon = sorted(orjson.dumps(e, option=orjson.OPT_SORT_KEYS) for e in edges)
    return hashlib.sha256(b"\n".join(canon)).hexdigest()


def _row(
    target: Target, event_type: EventType, memory_id: str, user_id: str, version: int,
    digest: str, *, memory: MemorySnapshot | None = None, embedding: Sequence[float] = (),
    edges: Sequence[Mapping[str, Any]] = (), at: str = "", attempt: str = "0",
) -> OutboxRow:
    dedupe_key = f"{target}:{memory_id}:{version}:{event_type}:{attempt}"
    event_id = derive_id("event", dedupe_key)
    payload = {
        "event_id": event_id, "event_type": event_type, "target": target,
        "aggregate_id": memory_id, "user_id": user_id, "version": version,
        "content_hash": digest,
        "memory": memory.model_dump(mode="json") if memory is not None else None,
        "embedding": list(embedding), "edges": [dict(e) for e in edges], "at": at,
    }
    return OutboxRow(event_id, memory_id, user_id, version, event_type, target, payload,
                     dedupe_key)


def upsert_rows(snapshot: MemorySnapshot, version: int, embedding: Sequence[float],
                at: str = "", attempt: str = "0", digest: str = "") -> list[OutboxRow]:
    """A live version's events: the vector for Milvus and the node for Neo4j. `at` is when
    the version was planned (an erase drops every event of the user made before it).
    `attempt` ends the dedupe key: "0" for the commit, "repair" for the reconciler's copy,
    which also passes the stored `digest` (a float read back from PostgreSQL's float32 column
    would hash differently from the one committed)."""
    digest = digest or content_hash(snapshot)
    m, u = snapshot.memory_id, snapshot.user_id
    return [_row("milvus", "upsert_vector", m, u, version, digest, memory=snapshot,
                 embedding=embedding, at=at, attempt=attempt),
            _row("neo4j", "upsert_node", m, u, version, digest, memory=snapshot, at=at,
                 attempt=attempt)]


def edge_rows(memory_id: str, user_id: str, version: int,
              edges: Sequence[Mapping[str, Any]], at: str = "",
              attempt: str = "0") -> list[OutboxRow]:
    """The memory's whole outgoing edge set at `version` (none when the set is empty)."""
    if not edges:
        return []
    return [_row("neo4j", "upsert_edges", memory_id, user_id, version, edges_hash(edges),
                 edges=edges, at=at, attempt=attempt)]


def delete_rows(memory_id: str, user_id: str, version: int, at: str = "",
                attempt: str = "0") -> list[OutboxRow]:
    """A deleted version's events: a tombstone for each sink, content stripped."""
    digest = tombstone_hash(memory_id, user_id, version)
    return [_row("milvus", "delete_vector", memory_id, user_id, version, digest, at=at,
                 attempt=attempt),
            _row("neo4j", "delete_node", memory_id, user_id, version, digest, at=at,
                 attempt=attempt)]


def edge(kind: str, to: str, score: float | None = None) -> dict[str, Any]:
    """One outgoing edge as events and the `memory_edge` table hold it."""
    return {"type": kind, "to": to, "score": score}


def cosines(query: Sequence[float], vectors: Sequence[Sequence[float]]) -> list[float]:
    """Cosine of `query` with each vector (0.0 where either is empty or of another length)."""
    out = [0.0] * len(vectors)
    usable = [i for i, v in enumerate(vectors) if len(v) == len(query) and len(v) > 0]
    if not usable or not query:
        return out
    matrix = np.asarray([vectors[i] for i in usable], dtype=np.float64)
    q = np.asarray(query, dtype=np.float64)
    norms = np.linalg.norm(matrix, axis=1) * (np.linalg.norm(q) or 1.0)
    scores = matrix @ q / np.where(norms == 0, 1.0, norms)
    for i, score in zip(usable, scores.tolist(), strict=True):
        out[i] = float(score)
    return out


def similar_edges(
    embedding: Sequence[float], recent: Sequence[tuple[str, Sequence[float]]],
    threshold: float, limit: int,
) -> list[dict[str, Any]]:
    """SIMILAR_TO edges to the most similar of the user's recent memories: cosine >= threshold,
    at most `limit`, best first. The threshold belongs to the embedding model (REFERENCE.md:
    e5-small puts unrelated facts near 0.88), so it is a setting, not a constant."""
    scores = cosines(embedding, [vec for _, vec in recent])
    ranked = sorted(((s, uid) for s, (uid, _) in zip(scores, recent, strict=True)),
                    key=lambda pair: (-pair[0], pair[1]))
    return [edge("SIMILAR_TO", uid, round(score, 4))
            for score, uid in ranked[:limit] if score >= threshold]
