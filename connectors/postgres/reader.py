"""PostgresMemoryReader: the read side of the source of truth (recall rows, keyword search, what
is kept about a user, hit counts). Every query is scoped by `user_id` in the query itself."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from connectors.postgres.pool import translated
from connectors.postgres.vectors import unpack

_ROW = (
    "memory_uid, fact_key, fact_value, content, source, importance, category, tags, slot_hint,"
    " superseded, superseded_by, supersedes, quarantined, embedding, hit_count, version,"
    " source_turn_id, session_id, created_at, updated_at, last_hit_at"
)


@dataclass(frozen=True)
class MemoryRow:
    """One live memory as the read path shows it (embedding kept for scoring)."""

    memory_id: str
    fact_key: str
    fact_value: str
    content: str
    source: str
    importance: float
    category: str
    tags: tuple[str, ...]
    slot_hint: str
    superseded: bool
    superseded_by: str | None
    supersedes: str | None
    quarantined: bool
    embedding: Sequence[float]
    hit_count: int
    version: int
    source_turn_id: str
    session_id: str
    created_at: datetime
    updated_at: datetime
    last_hit_at: datetime | None


def _row(r: Any) -> MemoryRow:
    def text(v: Any) -> str | None:
        return str(v) if v is not None else None

    return MemoryRow(
        memory_id=str(r["memory_uid"]), fact_key=r["fact_key"], fact_value=r["fact_value"],
        content=r["content"], source=r["source"], importance=float(r["importance"]),
        category=r["category"], tags=tuple(r["tags"] or ()), slot_hint=r["slot_hint"],
        superseded=r["superseded"], superseded_by=text(r["superseded_by"]),
        supersedes=text(r["supersedes"]), quarantined=r["quarantined"],
        embedding=unpack(r["embedding"]), hit_count=r["hit_count"], version=r["version"],
        source_turn_id=r["source_turn_id"] or "", session_id=r["session_id"] or "",
        created_at=r["created_at"], updated_at=r["updated_at"], last_hit_at=r["last_hit_at"])


def _live(include_superseded: bool, categories_param: int | None = None) -> str:
    """The live-memory condition; with a parameter number, also `category = ANY($n)` unless
    that parameter is an empty array."""
    cond = " AND deleted_at IS NULL AND NOT quarantined" + (
        "" if include_superseded else " AND NOT superseded")
    if categories_param is not None:
        n = categories_param
        cond += f" AND (cardinality(${n}::text[]) = 0 OR category = ANY(${n}::text[]))"
    return cond


class PostgresMemoryReader:
    """Contract: an empty `user_id` reads nothing; deleted memories are never returned;
    superseded ones only when asked for. Raises TransientError when PostgreSQL is down."""

    def __init__(self, pool: Any) -> None:
        self._pool = pool

    async def rows(self, user_id: str, memory_ids: Sequence[str],
                   include_superseded: bool = False) -> list[MemoryRow]:
        """These memories of this user (others' ids are simply not found)."""
        if not user_id or not memory_ids:
            return []
        async with translated("read rows"), self._pool.acquire() as conn:
            found = await conn.fetch(
                f"SELECT {_ROW} FROM long_term_memory WHERE user_id = $1"
                f" AND memory_uid = ANY($2::uuid[]){_live(include_superseded)}",
                user_id, list(memory_ids))
        return [_row(r) for r in found]

    async def by_category(self, user_id: str, categories: Sequence[str], limit: int,
                          include_superseded: bool = False) -> list[MemoryRow]:
        """The user's memories of these categories, most important (then newest) first."""
        if not user_id:
            return []
        async with translated("read category"), self._pool.acquire() as conn:
            found = await conn.fetch(
                f"SELECT {_ROW} FROM long_term_memory WHERE user_id = $1"
                f" AND category = ANY($2::text[]){_live(include_superseded)}"
                " ORDER BY importance DESC, id DESC LIMIT $3", user_id, list(categories), limit)
        return [_row(r) for r in found]

    async def keyword_search(self, user_id: str, query: str | None, limit: int,
                             include_superseded: bool = False,
                             categories: Sequence[str] = ()) -> list[tuple[str, float]]:
        """(memory_id, ts_rank) of the user's memories matching any query term (terms from
        `projections.keywords`: words and CJK bigrams), best first."""
        if not user_id or not query:
            return []
        async with translated("keyword search"), self._pool.acquire() as conn:
            found = await conn.fetch(
                "SELECT memory_uid, ts_rank(to_tsvector('simple', search_text), q) AS rank"
                " FROM long_term_memory, to_tsquery('simple', $2) AS q WHERE user_id = $1"
                f" AND to_tsvector('simple', search_text) @@ q{_live(include_superseded, 4)}"
                " ORDER BY rank DESC, id DESC LIMIT $3", user_id, query, limit, list(categories))
        return [(str(r["memory_uid"]), float(r["rank"])) for r in found]

    async def recent_vectors(self, user_id: str, limit: int, include_superseded: bool = False,
                             categories: Sequence[str] = ()
                             ) -> list[tuple[str, Sequence[float]]]:
        """The user's newest memories with their vectors: recall's vector source when the
        vector store is down (scored in process, bounded by `limit`)."""
        if not user_id:
            return []
        async with translated("recent vectors"), self._pool.acquire() as conn:
            found = await conn.fetch(
                "SELECT memory_uid, embedding FROM long_term_memory WHERE user_id = $1"
                f"{_live(include_superseded, 3)} ORDER BY id DESC LIMIT $2", user_id, limit,
                list(categories))
        return [(str(r["memory_uid"]), unpack(r["embedding"])) for r in found]

    async def kept(self, user_id: str, include_deleted: bool = False) -> list[MemoryRow]:
        """Everything kept about the user (current and superseded), oldest first."""
        if not user_id:
            return []
        deleted = "" if include_deleted else " AND deleted_at IS NULL"
        async with translated("read kept"), self._pool.acquire() as conn:
            found = await conn.fetch(
                f"SELECT {_ROW} FROM long_term_memory WHERE user_id = $1{deleted} ORDER BY id",
                user_id)
        return [_row(r) for r in found]

    async def record_hits(self, hits: Sequence[tuple[str, str, int]], at: datetime) -> None:
        """Add recall hits (user_id, memory_id, count) to `hit_count` and set `last_hit_at`:
        one statement for the whole batch. Hit counts are not projected (no new version)."""
        if not hits:
            return
        users, ids, counts = (list(col) for col in zip(*hits, strict=True))
        async with translated("record hits"), self._pool.acquire() as conn:
            await conn.execute(
                "UPDATE long_term_memory m SET hit_count = m.hit_count + h.n, last_hit_at = $4"
                " FROM unnest($1::text[], $2::uuid[], $3::int[]) AS h(u, id, n)"
                " WHERE m.user_id = h.u AND m.memory_uid = h.id", users, ids, counts, at)

    async def healthy(self) -> bool:
        async with translated("health"), self._pool.acquire() as conn:
            return bool(await conn.fetchval("SELECT true"))
