"""Recall: the right few memories of exactly one user for a query, fused from three sources
(vector, keyword, graph), read back from the source of truth, degraded but answering when a
source is down."""

from __future__ import annotations

import asyncio
import logging
import time
from collections import Counter
from collections.abc import Awaitable, Coroutine, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol, TypeVar

from agents.commit_memories.events import cosines
from projections.keywords import tsquery
from projections.ranking import Candidate, Ranked, Source, fuse
from streams.errors import PoisonError, TransientError

log = logging.getLogger("memstream.recall")
T = TypeVar("T")
SEED_HITS = 3          # graph expansion starts from the top vector (or keyword) hits
HOPS = 2
FALLBACK_SCAN = 2000   # vector source without Milvus: the user's newest memories, scored here


class Row(Protocol):
    """What recall reads of a memory from PostgreSQL (see connectors.postgres.reader)."""

    @property
    def memory_id(self) -> str: ...
    @property
    def content(self) -> str: ...
    @property
    def category(self) -> str: ...
    @property
    def importance(self) -> float: ...
    @property
    def embedding(self) -> Sequence[float]: ...
    @property
    def fact_key(self) -> str: ...
    @property
    def fact_value(self) -> str: ...
    @property
    def created_at(self) -> datetime: ...
    @property
    def superseded(self) -> bool: ...


class MemoryReader(Protocol):
    async def rows(self, user_id: str, memory_ids: Sequence[str],
                   include_superseded: bool = False) -> Sequence[Row]: ...
    async def keyword_search(self, user_id: str, query: str | None, limit: int,
                             include_superseded: bool = False,
                             categories: Sequence[str] = ()) -> list[tuple[str, float]]: ...
    async def recent_vectors(self, user_id: str, limit: int, include_superseded: bool = False,
                             categories: Sequence[str] = ()
                             ) -> list[tuple[str, Sequence[float]]]: ...


class VectorSearch(Protocol):
    async def search(self, user_id: str, vector: Sequence[float], limit: int,
                     include_superseded: bool = False,
                     categories: Sequence[str] = ()) -> list[tuple[str, float]]: ...


class GraphExpansion(Protocol):
    async def expand(self, user_id: str, seeds: Sequence[str], hops: int,
                     limit: int) -> list[tuple[str, int]]: ...


class QueryEmbedder(Protocol):
    async def embed_query(self, text: str) -> list[float]: ...


class HitSink(Protocol):
    def add(self, user_id: str, memory_ids: Sequence[str]) -> None: ...


@dataclass(frozen=True)
class RecallQuery:
    user_id: str
    query: str
    top_k: int = 5
    min_score: float | None = None
    categories: tuple[str, ...] = ()
    include_superseded: bool = False


@dataclass(frozen=True)
class Recalled:
    """One recalled memory: the row, its fused rank entry (score = 0.7 sim + 0.3 importance)."""

    row: Row
    ranked: Ranked


@dataclass
class RecallResult:
    items: list[Recalled] = field(default_factory=list)
    degraded: bool = False
    unavailable: list[str] = field(default_factory=list)
    candidates: dict[str, int] = field(default_factory=dict)  # per source: how many it found


@dataclass
class Recall:
    """Recall over its ports. PostgreSQL is required (it holds the truth and the text); Milvus,
    Neo4j and the keyword index each degrade the answer (`degraded`, `unavailable`) when down.
    Without Milvus the vector source scans the user's newest memories in process.

    A source that fails or takes longer than `source_timeout_s` is not asked again for
    `pause_s` (a down store must not make every request wait for its timeout)."""

    reader: MemoryReader
    vectors: VectorSearch | None
    graph: GraphExpansion | None
    embedder: QueryEmbedder
    hits: HitSink | None = None
    source_timeout_s: float = 2.0
    pause_s: float = 30.0
    _paused_until: dict[str, float] = field(default_factory=dict)

    async def _guarded(self, name: str, call: Awaitable[T], down: list[str]) -> T | None:
        """The source's answer, or None (and `name` in `down`) when it is paused, fails or
        times out."""
        clock = time.monotonic()
        if clock < self._paused_until.get(name, 0.0):
            if isinstance(call, Coroutine):
                call.close()  # never awaited: the paused source is not asked
            down.append(name)
            return None
        try:
            return await asyncio.wait_for(call, self.source_timeout_s)
        except (TransientError, PoisonError, TimeoutError) as exc:
            self._paused_until[name] = clock + self.pause_s
            down.append(name)
            log.warning("%s source unavailable for %.0f s: %r", name, self.pause_s, exc)
            return None

    async def _vector(self, q: RecallQuery, vector: list[float] | None, pool: int,
                      down: list[str]) -> list[str]:
        if vector is None:
            return []
        if self.vectors is not None:
            hits = await self._guarded("vector", self.vectors.search(
                q.user_id, vector, pool, q.include_superseded, q.categories), down)
            if hits is not None:
                return [m for m, _ in hits]
        recent = await self.reader.recent_vectors(q.user_id, FALLBACK_SCAN, q.include_superseded,
                                                  q.categories)
        scores = cosines(vector, [v for _, v in recent])
        ranked = sorted(zip(scores, (m for m, _ in recent), strict=True), key=lambda p: -p[0])
        return [m for _, m in ranked[:pool]]

    async def _keyword(self, q: RecallQuery, pool: int, down: list[str]) -> list[str]:
        try:
            return [m for m, _ in await self.reader.keyword_search(
                q.user_id, tsquery(q.query), pool, q.include_superseded, q.categories)]
        except TransientError as exc:
            down.append("keyword")
            log.warning("keyword search unavailable: %s", exc)
            return []

    async def _graph(self, q: RecallQuery, seeds: list[str], pool: int,
                     down: list[str]) -> list[str]:
        if self.graph is None or not seeds:
            return []
        found = await self._guarded("graph", self.graph.expand(q.user_id, seeds, HOPS, pool),
                                    down)
        return [m for m, _ in found or []]

    async def _embed(self, text: str, down: list[str]) -> list[float] | None:
        try:
            return await self.embedder.embed_query(text)
        except TransientError as exc:
            down.append("embedder")
            log.warning("query embedding unavailable, keyword only: %s", exc)
            return None

    async def recall(self, q: RecallQuery) -> RecallResult:
        """Raises TransientError only when PostgreSQL is down (nothing trustworthy to say)."""
        if not q.user_id:
            return RecallResult()
        down: list[str] = []
        pool = max(4 * q.top_k, 20)
        vector = await self._embed(q.query, down)
        by_vector, by_keyword = await asyncio.gather(self._vector(q, vector, pool, down),
                                                     self._keyword(q, pool, down))
        by_graph = await self._graph(q, (by_vector or by_keyword)[:SEED_HITS], pool, down)
        found: dict[str, dict[Source, int]] = {}
        for source, ids in (("vector", by_vector), ("keyword", by_keyword), ("graph", by_graph)):
            for rank, memory_id in enumerate(ids):
                found.setdefault(memory_id, {}).setdefault(source, rank)  # type: ignore[arg-type]
        rows = {r.memory_id: r for r in await self.reader.rows(
            q.user_id, sorted(found), q.include_superseded)
            if not q.categories or r.category in q.categories}
        sims = cosines(vector or [], [rows[m].embedding for m in rows]) if vector else \
            [0.0] * len(rows)
        candidates = [Candidate(m, s, rows[m].importance, found[m])
                      for m, s in zip(rows, sims, strict=True)]
        ranked = fuse(candidates, top_k=q.top_k, min_score=q.min_score)
        result = RecallResult([Recalled(rows[r.memory_id], r) for r in ranked], bool(down),
                              sorted(set(down)),
                              dict(Counter(s for sources in found.values() for s in sources)))
        if self.hits is not None and result.items:
            self.hits.add(q.user_id, [i.row.memory_id for i in result.items])
        return result


class HitBuffer:
    """Recall hits collected in memory and written to PostgreSQL in batches, off the request
    path (`flush` runs from a background task). A crash loses at most one interval of hit
    counts: they steer decay and eviction, they are not data."""

    def __init__(self) -> None:
        self._pending: Counter[tuple[str, str]] = Counter()

    def add(self, user_id: str, memory_ids: Sequence[str]) -> None:
        for memory_id in memory_ids:
            self._pending[(user_id, memory_id)] += 1

    def take(self) -> list[tuple[str, str, int]]:
        batch = [(u, m, n) for (u, m), n in self._pending.items()]
        self._pending.clear()
        return batch

    async def flush(self, reader: HitWriter, now: datetime) -> int:
        batch = self.take()
        if batch:
            try:
                await reader.record_hits(batch, now)
            except TransientError:
                for u, m, n in batch:  # keep them for the next flush
                    self._pending[(u, m)] += n
                raise
        return len(batch)


class HitWriter(Protocol):
    async def record_hits(self, hits: Sequence[tuple[str, str, int]], at: datetime) -> None: ...
