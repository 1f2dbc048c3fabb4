"""Row mapping and persistence shared by every writer of `long_term_memory` (load, then persist a
plan): the commit path, deletes and consolidation all write through `persist`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

import asyncpg

from agents.commit_memories.events import OutboxRow
from agents.commit_memories.planning import CommitPlan, CommitState, StoredMemory, Write
from connectors.postgres.memory_cache import MemoryCache
from connectors.postgres.vectors import pack, unpack
from projections.keywords import index_text
from streams import metrics
from streams.errors import TransientError
from streams.records import MemorySnapshot
from streams.topics import event_key

COLUMNS = (
    "id, memory_uid, user_id, fact_key, fact_value, canonical_key, canonical_value, polarity,"
    " content, source, importance, category, tags, slot_hint, superseded, superseded_by,"
    " supersedes, quarantined, embedding, embedding_model, embedding_revision, source_turn_id,"
    " session_id, hit_count, version, deleted_at, created_at, updated_at, decayed_at, last_hit_at,"
    " decided_at"
)

#: the columns a plan writes; identity (user, id, source, birth) is written on insert only
_IDENTITY = ("user_id", "memory_uid", "source", "created_at")
_MUTABLE = (
    "fact_key", "fact_value", "canonical_key", "canonical_value", "polarity", "content",
    "importance", "category", "tags", "slot_hint", "superseded", "superseded_by", "supersedes",
    "quarantined", "embedding", "embedding_model", "embedding_revision", "source_turn_id",
    "session_id", "hit_count", "version", "content_hash", "deleted_at", "updated_at",
    "decayed_at", "search_text", "decided_at")
_ALL = _IDENTITY + _MUTABLE
#: no ON CONFLICT: the batch's inserts go in one executemany, and a memory inserted
#: concurrently fails it on this constraint (see `persist`)
_INSERT = (f"INSERT INTO long_term_memory ({', '.join(_ALL)}) VALUES "
           f"({', '.join(f'${i}' for i in range(1, len(_ALL) + 1))})")
_IDENTITY_CONSTRAINT = "long_term_memory_user_uid"
# decayed_at only moves when the plan decayed the importance (NULL keeps it)
_UPDATE = ("UPDATE long_term_memory SET " + ", ".join(
    f"{c} = coalesce(${i}, {c})" if c == "decayed_at" else f"{c} = ${i}"
    for i, c in enumerate(_MUTABLE, 3))
    + f" WHERE user_id = $1 AND memory_uid = $2 AND version = ${len(_MUTABLE) + 3}")
_OUTBOX = """
INSERT INTO memory_outbox (event_id, aggregate_id, user_id, aggregate_version, event_type,
                           target, payload, repair_dedupe_key, event_key)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
"""
#: a row whose event id or dedupe key exists already is skipped (the reconciler's repairs)
OUTBOX_IF_NEW = _OUTBOX + " ON CONFLICT DO NOTHING RETURNING event_id"
_AUDIT = """
INSERT INTO memory_audit (user_id, memory_uid, action, actor, version, diff)
VALUES ($1, $2, $3, $4, $5, $6)
"""


def outbox_args(e: OutboxRow) -> tuple[Any, ...]:
    """The outbox INSERT parameters of one row."""
    return (e.event_id, e.aggregate_id, e.user_id, e.aggregate_version, e.event_type, e.target,
            e.payload, e.repair_dedupe_key, event_key(e.aggregate_id, e.event_type))


def _iso(value: datetime | None) -> str:
    return value.isoformat() if value is not None else ""


def _uuid(value: Any) -> str | None:
    return str(value) if value is not None else None


def stored(row: Any, edges: Sequence[dict[str, Any]] = ()) -> StoredMemory:
    """A `long_term_memory` row (selected with COLUMNS) as planning sees it."""
    snapshot = MemorySnapshot(
        memory_id=str(row["memory_uid"]), user_id=row["user_id"], fact_key=row["fact_key"],
        fact_value=row["fact_value"], canonical_key=row["canonical_key"],
        content=row["content"], source=row["source"], importance=float(row["importance"]),
        category=row["category"], tags=tuple(row["tags"] or ()), slot_hint=row["slot_hint"],
        superseded=row["superseded"], superseded_by=_uuid(row["superseded_by"]),
        supersedes=_uuid(row["supersedes"]), quarantined=row["quarantined"],
        embedding_model=row["embedding_model"] or "",
        embedding_revision=row["embedding_revision"] or "",
        source_turn_id=row["source_turn_id"] or "", session_id=row["session_id"] or "",
        created_at=_iso(row["created_at"]), updated_at=_iso(row["updated_at"]))
    return StoredMemory(snapshot, int(row["version"]), int(row["hit_count"]),
                        row["canonical_value"], int(row["polarity"]),
                        unpack(row["embedding"]), tuple(edges),
                        row["deleted_at"] is not None, row["decided_at"])


async def load_edges(conn: Any, user_ids: Sequence[str],
                     memory_ids: Sequence[str]) -> dict[str, list[dict[str, Any]]]:
    """Each memory's persisted outgoing edge set."""
    rows = await conn.fetch(
        "SELECT src, edge_type, dst, score FROM memory_edge WHERE user_id = ANY($1::text[])"
        " AND src = ANY($2::uuid[]) ORDER BY src, edge_type, dst", list(user_ids),
        list(memory_ids))
    out: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        score = None if r["score"] is None else round(float(r["score"]), 4)
        out.setdefault(str(r["src"]), []).append(
            {"type": r["edge_type"], "to": str(r["dst"]), "score": score})
    return out


#: what the commit reads of every row it may plan with; the row itself only on a cache miss
_ROW_KEY = "id, memory_uid, user_id, version, xmin::text::bigint AS row_xmin"


async def _memories(conn: Any, keys: Sequence[Any], cache: MemoryCache) -> dict[str, StoredMemory]:
    """The memories of these row keys (`_ROW_KEY`): from the cache where it holds the same row
    version, the rest in one query (and kept)."""
    found: dict[str, StoredMemory] = {}
    missing: dict[str, int] = {}  # memory id -> row id
    cache.expire()
    for k in keys:
        uid = str(k["memory_uid"])
        if uid in found or uid in missing:  # locked and in the window
            continue
        hit = cache.get(uid, k["row_xmin"], k["version"])
        if hit is not None:
            found[uid] = hit
        else:
            missing[uid] = k["id"]
    metrics.inc("commit_cache_hits_total", len(found))
    metrics.inc("commit_cache_misses_total", len(missing))
    if missing:
        rows = await conn.fetch(f"SELECT {COLUMNS}, xmin::text::bigint AS row_xmin"
                                " FROM long_term_memory WHERE id = ANY($1::bigint[])",
                                list(missing.values()))
        for r in rows:
            uid = str(r["memory_uid"])
            found[uid] = stored(r)
            cache.put(uid, r["row_xmin"], int(r["version"]), found[uid])
    return found


async def load_commit_state(conn: Any, user_ids: Sequence[str], memory_ids: Sequence[str],
                            canonical_keys: Sequence[str], candidate_ids: Sequence[str],
                            window: int, cache: MemoryCache) -> CommitState:
    """Lock and load what a batch can touch: its memories by id (any state) and the current
    holders of its canonical keys (FOR UPDATE), each user's recent window (newest first), and
    which candidates were already committed. Rows come from `cache` when it holds the row
    version the database has."""
    users = sorted(set(user_ids))
    # a shared lock per user: an erase (exclusive) either finishes first — then this batch
    # sees the user on the deny-list — or waits for this batch and erases what it wrote
    await conn.execute("SELECT pg_advisory_xact_lock_shared(hashtextextended(u, 7))"
                       " FROM unnest($1::text[]) AS u", users)
    locked = await conn.fetch(
        f"SELECT {_ROW_KEY} FROM long_term_memory WHERE user_id = ANY($1::text[]) AND"
        " (memory_uid = ANY($2::uuid[]) OR (canonical_key = ANY($3::text[])"
        " AND deleted_at IS NULL AND NOT superseded)) ORDER BY id FOR UPDATE",
        users, list(memory_ids), sorted(set(canonical_keys)))
    recent = await conn.fetch(
        f"SELECT m.* FROM unnest($1::text[]) AS u(uid) CROSS JOIN LATERAL (SELECT {_ROW_KEY}"
        " FROM long_term_memory WHERE user_id = u.uid AND deleted_at IS NULL"
        " ORDER BY id DESC LIMIT $2) m", users, window)
    done = await conn.fetch(
        "SELECT candidate_id FROM processed_candidates WHERE candidate_id = ANY($1::uuid[])",
        list(candidate_ids))
    wanted = set(memory_ids)
    edges = await load_edges(conn, users, [str(r["memory_uid"]) for r in locked
                                           if str(r["memory_uid"]) in wanted])
    erased = await conn.fetch("SELECT user_id, erased_at FROM erased_users"
                              " WHERE user_id = ANY($1::text[])", users)
    state = CommitState(processed={str(r["candidate_id"]) for r in done},
                        erased={r["user_id"]: r["erased_at"] for r in erased})
    memories = await _memories(conn, [*locked, *recent], cache)
    for uid, memory in memories.items():
        state.memories[uid] = replace(memory, edges=tuple(edges[uid])) if uid in edges else memory
    for r in sorted(recent, key=lambda r: -int(r["id"])):
        if str(r["memory_uid"]) in memories:
            state.recent.setdefault(r["user_id"], []).append(str(r["memory_uid"]))
    return state


def _row_values(w: Write, now: datetime, decayed: bool) -> dict[str, Any]:
    """Column -> value of a write, in `_ALL` order."""
    m, s = w.memory, w.memory.snapshot
    created = datetime.fromisoformat(s.created_at) if s.created_at else now
    return {
        "user_id": s.user_id, "memory_uid": s.memory_id, "source": s.source,
        "created_at": created, "fact_key": s.fact_key, "fact_value": s.fact_value,
        "canonical_key": s.canonical_key, "canonical_value": m.canonical_value,
        "polarity": m.polarity, "content": s.content, "importance": s.importance,
        "category": s.category, "tags": list(s.tags), "slot_hint": s.slot_hint,
        "superseded": s.superseded, "superseded_by": s.superseded_by,
        "supersedes": s.supersedes, "quarantined": s.quarantined,
        "embedding": pack(m.embedding), "embedding_model": s.embedding_model,
        "embedding_revision": s.embedding_revision, "source_turn_id": s.source_turn_id,
        "session_id": s.session_id, "hit_count": m.hit_count, "version": w.version,
        "content_hash": w.content_hash, "deleted_at": now if m.deleted else None,
        "updated_at": now, "decayed_at": now if decayed or w.expected_version == 0 else None,
        "search_text": index_text(f"{s.fact_key} {s.fact_value} {s.content}"),
        "decided_at": m.decided_at,
    }


async def _replace_edges(conn: Any, writes: Sequence[Write]) -> None:
    """Each write's outgoing edge set replaces the stored one: one DELETE, one executemany."""
    if not writes:
        return
    await conn.execute(
        "DELETE FROM memory_edge WHERE (user_id, src) IN"
        " (SELECT * FROM unnest($1::text[], $2::uuid[]))",
        [w.memory.snapshot.user_id for w in writes], [w.memory.snapshot.memory_id for w in writes])
    edges = [(w.memory.snapshot.user_id, w.memory.snapshot.memory_id, e["type"], e["to"],
              e.get("score"), w.version) for w in writes for e in w.edges or ()]
    if edges:
        await conn.executemany(
            "INSERT INTO memory_edge (user_id, src, edge_type, dst, score, version)"
            " VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING", edges)


async def persist(conn: Any, plan: CommitPlan, actor: str, now: datetime,
                  decayed: Iterable[str] = ()) -> None:
    """Write a plan inside the caller's transaction. Every update is checked against its
    expected version; a row changed underneath (or inserted concurrently) raises
    TransientError, so the caller's transaction rolls back whole and the batch is replanned."""
    if plan.processed:
        rows = await conn.fetch(
            "INSERT INTO processed_candidates (candidate_id, user_id, memory_uid)"
            " SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[])"
            " ON CONFLICT DO NOTHING RETURNING candidate_id",
            *map(list, zip(*plan.processed, strict=True)))
        if len(rows) != len(plan.processed):
            raise TransientError("a candidate was committed concurrently; replanning")
    decayed = set(decayed)
    inserts: list[tuple[Any, ...]] = []
    for w in plan.writes.values():  # updates one by one: each checks its expected version
        s = w.memory.snapshot
        values = _row_values(w, now, s.memory_id in decayed)
        if w.expected_version == 0:
            inserts.append(tuple(values[c] for c in _ALL))
            continue
        status = await conn.execute(_UPDATE, s.user_id, s.memory_id,
                                    *(values[c] for c in _MUTABLE), w.expected_version)
        if status != "UPDATE 1":
            raise TransientError(f"memory {s.memory_id} changed underneath (expected "
                                 f"version {w.expected_version}): {status}")
    if inserts:  # one round trip for the batch's new memories
        try:
            await conn.executemany(_INSERT, inserts)
        except asyncpg.UniqueViolationError as exc:
            if exc.constraint_name != _IDENTITY_CONSTRAINT:
                raise
            raise TransientError(f"a memory was inserted concurrently: {exc}") from exc
    await _replace_edges(conn, [w for w in plan.writes.values() if w.edges is not None])
    if plan.hits:  # greatest(): NULL only when both are (a hit moves decided_at forward only)
        await conn.executemany(
            "UPDATE long_term_memory SET hit_count = hit_count + $3, last_hit_at = $4,"
            " updated_at = $4, decided_at = greatest(decided_at, $5)"
            " WHERE user_id = $1 AND memory_uid = $2",
            [(u, m, n, now, plan.hit_at.get((u, m))) for (u, m), n in plan.hits.items()])
    outbox = plan.outbox()
    if outbox:
        await conn.executemany(_OUTBOX, [outbox_args(e) for e in outbox])
    if plan.audit:
        await conn.executemany(_AUDIT, [(a.user_id, a.memory_id, a.action, actor, a.version,
                                         a.diff) for a in plan.audit])
