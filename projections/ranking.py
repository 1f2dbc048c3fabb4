"""Recall fusion: one ranked list from the vector, keyword and graph sources. Pure and total."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

Source = Literal["vector", "keyword", "graph"]
Method = Literal["score", "rrf", "hybrid"]

#: the order `Ranked.sources` lists sources in
SOURCES: tuple[Source, ...] = ("vector", "keyword", "graph")
#: the design notes' relevance score:
#: SIMILARITY_WEIGHT x similarity + IMPORTANCE_WEIGHT x importance
SIMILARITY_WEIGHT = 0.7
IMPORTANCE_WEIGHT = 0.3


@dataclass(frozen=True)
class Candidate:
    """One memory some source returned for a query.

    `similarity` is cosine(query embedding, memory embedding), computed for every candidate
    whichever source found it (a keyword or graph hit has one too). `sources` maps each source
    that returned the memory to its 0-based rank in that source's list.
    """

    memory_id: str
    similarity: float
    importance: float
    sources: Mapping[Source, int]


@dataclass(frozen=True)
class Ranked:
    """A fused result. `score` is always the design notes' 0.7 x similarity + 0.3 x importance,
    whatever method ordered the list; `rrf` is the reciprocal-rank-fusion sum; `sources` the
    sources that returned the memory, in `SOURCES` order."""

    memory_id: str
    score: float
    similarity: float
    importance: float
    rrf: float
    sources: tuple[Source, ...]


def design_score(similarity: float, importance: float) -> float:
    """0.7 x similarity + 0.3 x importance."""
    return SIMILARITY_WEIGHT * similarity + IMPORTANCE_WEIGHT * importance


def rrf(sources: Mapping[Source, int], k: int = 60) -> float:
    """Reciprocal rank fusion: the sum over sources of 1 / (k + rank + 1), rank 0-based."""
    return sum(1.0 / (k + max(rank, 0) + 1) for rank in sources.values())


def _finite(x: float) -> float:
    # a NaN would make the sort order depend on input order; an unusable number counts as 0
    return x if math.isfinite(x) else 0.0


def _merge(candidates: Sequence[Candidate]) -> list[Candidate]:
    """One candidate per memory id: the first one's similarity and importance, each source's
    best (lowest) rank over the duplicates. Callers should not send duplicates; this keeps
    `fuse` total if they do."""
    merged: dict[str, Candidate] = {}
    for c in candidates:
        held = merged.get(c.memory_id)
        if held is None:
            merged[c.memory_id] = Candidate(c.memory_id, _finite(c.similarity),
                                            _finite(c.importance), dict(c.sources))
            continue
        ranks = dict(held.sources)
        for source, rank in c.sources.items():
            ranks[source] = min(rank, ranks.get(source, rank))
        merged[c.memory_id] = Candidate(held.memory_id, held.similarity, held.importance, ranks)
    return list(merged.values())


def _ranked(c: Candidate, k: int) -> Ranked:
    return Ranked(
        memory_id=c.memory_id, score=design_score(c.similarity, c.importance),
        similarity=c.similarity, importance=c.importance, rrf=rrf(c.sources, k),
        sources=tuple(s for s in SOURCES if s in c.sources),
    )


def _order(items: list[Ranked], method: Method, pool: tuple[float, float]) -> list[Ranked]:
    """Sort by the method's key; ties fall to the other key, then to memory_id (deterministic)."""
    low, high = pool
    if method == "rrf" or (method == "hybrid" and high <= low):
        # a pool without a similarity spread (one candidate, or no query embedding: every
        # similarity 0) says nothing about relevance; the source ranks still do
        return sorted(items, key=lambda r: (-r.rrf, -r.score, r.memory_id))
    if method == "score":
        return sorted(items, key=lambda r: (-r.score, -r.rrf, r.memory_id))
    return sorted(items, key=lambda r: (-hybrid_key(r.similarity, r.importance, low, high),
                                        -r.score, -r.rrf, r.memory_id))


def hybrid_key(similarity: float, importance: float, low: float, high: float) -> float:
    """The design weights over similarity rescaled to the candidate pool:
    0.7 x (similarity - low) / (high - low) + 0.3 x importance (1.0 for the rescaled term when
    every candidate is equally similar; `fuse` then orders by RRF instead).

    Why: the design notes weigh similarity and importance as if both spanned [0, 1], but a
    sentence embedder's cosines do not (multilingual-e5-small puts a user's related and
    unrelated memories within about 0.1 of each other), so 0.3 x importance would outweigh
    relevance: every user-said memory (0.7) would beat a better-matching exchange memory
    (0.5). Min-max over the pool (as in relative-score hybrid fusion) restores the intended
    balance without a model-specific constant. Source ranks are not added: graph hits are
    neighbours of the vector hits, so counting their rank again double-counts the vector's
    evidence (measured in `projections.recall_eval`); keyword and graph hits compete on their
    own similarity instead.
    """
    spread = high - low
    relative = (similarity - low) / spread if spread > 0 else 1.0
    return SIMILARITY_WEIGHT * relative + IMPORTANCE_WEIGHT * importance


def fuse(
    candidates: Sequence[Candidate], *, method: Method = "hybrid", top_k: int,
    min_score: float | None = None, k: int = 60,
) -> list[Ranked]:
    """The `top_k` best memories, best first.

    method "score": by 0.7 x similarity + 0.3 x importance; "rrf": by reciprocal rank fusion
    of the source ranks (sum of 1 / (k + rank + 1)); "hybrid" (the default, chosen on the
    labelled set by `projections.recall_eval`): by `hybrid_key`, the design weights over
    similarity rescaled to this candidate pool, or by RRF when every candidate is equally
    similar (no query embedding: similarity 0). Every method reports the same `score` and
    `rrf`; ties break on the other keys, then memory_id. `min_score`, when
    given, drops results whose design score is below it before the cut to `top_k` (so fewer
    than `top_k` may come back). Duplicate memory ids are merged (see `_merge`); a
    non-finite similarity or importance counts as 0. `top_k <= 0` gives an empty list.
    """
    if top_k <= 0:
        return []
    items = [_ranked(c, k) for c in _merge(candidates)]
    sims = [r.similarity for r in items]
    pool = (min(sims), max(sims)) if sims else (0.0, 0.0)  # before min_score: the whole pool
    if min_score is not None:
        items = [r for r in items if r.score >= min_score]
    return _order(items, method, pool)[:top_k]
