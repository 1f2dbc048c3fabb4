"""Pure consolidation planning: decay, merge and evict a batch of memories into one plan, no DB."""

from __future__ import annotations

import itertools
import math
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

import numpy as np
from numpy.typing import NDArray

Index = NDArray[np.intp]


@dataclass(frozen=True)
class MemoryItem:
    """One live memory as the planner sees it (loaded by the executor)."""

    memory_id: str
    user_id: str
    version: int
    canonical_key: str          # e.g. "home_city", "preference", "allergy", or a free-form key
    canonical_value: str        # canonical value for identity comparison
    polarity: int               # +1 / -1
    known_key: bool             # canonical_key comes from the shipped table
    category: str               # identity|preference|fact|episodic|tool_failure|policy|general
    importance: float
    hit_count: int
    created_at: datetime        # aware
    decayed_at: datetime        # when importance was last decayed and written
    last_hit_at: datetime | None
    embedding: Sequence[float]   # may be empty (then it never pairs by similarity)


@dataclass(frozen=True)
class ConsolidationConfig:
    decay_rate: float = 0.995
    min_change: float = 0.01
    ttl_days: float = 30.0
    min_importance: float = 0.3
    duplicate_threshold: float = 0.97   # cosine: the embedding model's calibrated duplicate band
    episodic_idle_days: float = 90.0
    episodic_min_hits: int = 2
    neighbours: int = 8                 # nearest neighbours considered per memory when blocking


@dataclass(frozen=True)
class Update:
    """One row change; the executor checks `expected_version` and bumps the version by one.

    `importance`, when set, is the importance as of the plan's `now` (decayed, or the merged
    maximum), so the executor also sets `decayed_at = now` with it.
    """

    memory_id: str
    expected_version: int
    importance: float | None = None       # new importance (decay or merge), None = unchanged
    hit_count: int | None = None          # new hit count (merge survivor), None = unchanged
    superseded_by: str | None = None      # merged into this survivor
    evict: bool = False                   # soft delete (tombstone)
    reasons: tuple[str, ...] = ()         # decay, merge_survivor, merged, evict_ttl,
                                          # evict_episodic_idle


@dataclass
class ConsolidationPlan:
    updates: list[Update]       # at most one per memory_id, sorted by memory_id
    decayed: int = 0
    merged: int = 0
    evicted: int = 0
    protected: int = 0          # evictions skipped because the memory is protected
    pairs_compared: int = 0     # similarity comparisons the blocking allowed


#: Blocking by random-hyperplane LSH. Fixed constants: a plan is a function of its inputs only.
LSH_SEED = 20260101
LSH_MISS = 1e-3         # target chance that blocking misses a pair exactly at the threshold
LSH_MAX_TABLES = 48     # cost cap: beyond it, recall degrades on very anisotropic vectors
#: Up to this many candidate pairs per user, every pair is compared exactly (cheaper than hashing).
EXACT_PAIRS = 1 << 17
#: float32 cosines this close to the threshold are recomputed in float64 before deciding.
_RECHECK = 1e-4
_CHUNK = 8192
_DAY = 86400.0


def _days(since: datetime, now: datetime) -> float:
    """Fractional days from `since` to `now`; a stamp in the future counts as zero."""
    return max(0.0, (now - since).total_seconds() / _DAY)


def decayed_importance(item: MemoryItem, config: ConsolidationConfig, now: datetime) -> float:
    """importance x decay_rate ** (days since decayed_at): the importance as of `now`."""
    factor: float = config.decay_rate ** _days(item.decayed_at, now)
    return item.importance * factor


def structural_verdict(a: MemoryItem, b: MemoryItem) -> bool | None:
    """What the structure says about two memories of one user: True = the same fact, False =
    distinct facts, None = no answer (at least one free-form key and the keys differ), in
    which case the cosine decides."""
    if a.canonical_key == b.canonical_key:
        return a.canonical_value == b.canonical_value and a.polarity == b.polarity
    if a.known_key and b.known_key:
        return False
    return None


def eviction_reasons(
    item: MemoryItem, importance: float, hit_count: int,
    config: ConsolidationConfig, now: datetime,
) -> tuple[str, ...]:
    """Why the row (with the importance and hit count it has after this plan) is evicted.

    TTL needs age AND a low importance: time alone never evicts an important memory.
    """
    reasons: list[str] = []
    if _days(item.created_at, now) > config.ttl_days and importance < config.min_importance:
        reasons.append("evict_ttl")
    if (item.category == "episodic" and hit_count < config.episodic_min_hits
            and _days(item.last_hit_at or item.created_at, now) > config.episodic_idle_days):
        reasons.append("evict_episodic_idle")
    return tuple(reasons)


@dataclass(frozen=True)
class SimilarPairs:
    """Index pairs (i < j) that structure leaves open and whose cosine reaches the duplicate
    threshold, with that cosine, sorted; `compared` counts the cosines computed to find them."""

    pairs: list[tuple[int, int, float]]
    compared: int


def similar_pairs(items: Sequence[MemoryItem], config: ConsolidationConfig) -> SimilarPairs:
    """One user's near duplicates, found by blocking rather than by comparing all n² pairs.

    Only pairs with at least one free-form key and different keys are candidates (structure
    decides the rest). Small users compare every such pair; larger ones take candidates from
    random-hyperplane LSH tables (see `_lsh_pairs`), compute the exact cosine of those
    only, and let each memory keep its `neighbours` best partners. Vectors that are empty,
    zero or non-finite never pair; vectors of different dimensions never pair.
    """
    key_ids: dict[str, int] = {}
    keys = np.array([key_ids.setdefault(m.canonical_key, len(key_ids)) for m in items],
                    dtype=np.intp)
    free = np.array([not m.known_key for m in items], dtype=bool)
    by_dim: dict[int, list[int]] = defaultdict(list)
    for i, m in enumerate(items):
        if m.embedding:
            by_dim[len(m.embedding)].append(i)
    found: list[tuple[int, int, float]] = []
    compared = 0
    for dim in sorted(by_dim):
        rows = np.array(by_dim[dim], dtype=np.intp)
        if not free[rows].any():
            continue
        unit, rows = _unit_rows([items[i].embedding for i in rows.tolist()], rows)
        n = len(rows)
        row_free, row_keys = free[rows], keys[rows]
        if n * (n - 1) // 2 <= EXACT_PAIRS:
            lo, hi = (a.astype(np.intp) for a in np.triu_indices(n, 1))
            wanted = _open_pairs(row_free, row_keys, lo, hi)
            lo, hi = lo[wanted], hi[wanted]
        else:
            lo, hi = _lsh_pairs(unit.astype(np.float32), config.duplicate_threshold,
                                2 * config.neighbours, row_free, row_keys)
        compared += len(lo)
        cos = _cosines(unit, lo, hi, config.duplicate_threshold)
        near = cos >= config.duplicate_threshold
        lo, hi, cos = _top_k(lo[near], hi[near], cos[near], config.neighbours)
        found.extend(zip(rows[lo].tolist(), rows[hi].tolist(), cos.tolist(), strict=True))
    found.sort()
    return SimilarPairs(found, compared)


def _open_pairs(
    free: NDArray[np.bool_], keys: Index, lo: Index, hi: Index,
) -> NDArray[np.bool_]:
    """Which pairs structure leaves to the cosine: one free-form key at least, different keys."""
    opened: NDArray[np.bool_] = (free[lo] | free[hi]) & (keys[lo] != keys[hi])
    return opened


def _unit_rows(
    vectors: Sequence[tuple[float, ...]], rows: Index,
) -> tuple[NDArray[np.float64], Index]:
    """Normalised vectors (float64) and their row numbers, without zero or non-finite ones."""
    dim = len(vectors[0])
    flat = itertools.chain.from_iterable(vectors)
    m = np.fromiter(flat, dtype=np.float64, count=len(vectors) * dim).reshape(len(vectors), dim)
    with np.errstate(over="ignore", invalid="ignore"):
        norms = np.linalg.norm(m, axis=1)
    ok = np.isfinite(norms) & (norms > 0)
    return m[ok] / norms[ok, None], rows[ok]


def _lsh_pairs(
    unit: NDArray[np.float32], threshold: float, window: int,
    free: NDArray[np.bool_], keys: Index,
) -> tuple[Index, Index]:
    """Open candidate pairs (i < j, unique): rows that share a bucket in at least one table.

    A table hashes a row to the signs of `bits` random projections. Two rows at cosine c agree
    on one sign with probability q = 1 - arccos(c)/pi, share a bucket with q^bits, and are
    missed by T tables with (1 - q^bits)^T; unrelated rows (q ~ 0.5) share one with 2^-bits.
    `bits` grows with n so buckets stay a few rows; T is chosen so a pair exactly at the
    threshold is missed with p <= LSH_MISS (16 tables for isotropic vectors at 0.97).
    Rows are centred on their mean first: embedding models are anisotropic (all vectors lean
    one way), which would crowd a few buckets. Centring spreads the buckets but widens the
    angle of a close pair (same distance, shorter vectors), hence more tables, up to
    LSH_MAX_TABLES. Within a bucket a row meets at most the next `window` rows, so even a
    degenerate bucket costs O(n * window) per table, never O(n²); a run of identical rows
    still forms a chain, which the merge's connected components close.
    """
    n, dim = unit.shape
    bits = int(np.clip(math.ceil(math.log2(n)) - 2, 6, 16))
    centred = unit - unit.mean(axis=0)
    spread = float(np.mean(np.einsum("ij,ij->i", centred, centred)))
    close = 1.0 - (1.0 - threshold) / max(spread, 1e-9)  # a threshold pair's centred cosine
    hit = (1.0 - math.acos(min(1.0, max(-1.0, close))) / math.pi) ** bits
    if hit >= 1.0:
        tables = 1
    elif hit <= 0.0:
        tables = LSH_MAX_TABLES
    else:
        tables = min(max(math.ceil(math.log(LSH_MISS) / math.log1p(-hit)), 1), LSH_MAX_TABLES)
    rng = np.random.default_rng([LSH_SEED, dim])
    planes = rng.standard_normal((dim, tables * bits)).astype(np.float32)
    signs = (centred @ planes > 0).reshape(n, tables, bits)
    codes = (signs * (np.int64(1) << np.arange(bits, dtype=np.int64))).sum(axis=2)
    los: list[Index] = []
    his: list[Index] = []
    for t in range(tables):
        order = np.argsort(codes[:, t], kind="stable")
        ranked = codes[order, t]
        for k in range(1, window + 1):
            same = ranked[:-k] == ranked[k:]
            if not same.any():  # sorted: no equal pair at distance k, none further either
                break
            a, b = order[:-k][same], order[k:][same]
            wanted = _open_pairs(free, keys, a, b)
            a, b = a[wanted], b[wanted]
            los.append(np.minimum(a, b))
            his.append(np.maximum(a, b))
    flat = np.sort(np.concatenate([*los, np.empty(0, np.intp)]) * n
                   + np.concatenate([*his, np.empty(0, np.intp)]))
    first = np.ones(len(flat), dtype=bool)
    first[1:] = flat[1:] != flat[:-1]  # unique by sorting: faster than np.unique's hashing here
    flat = flat[first]
    return (flat // n).astype(np.intp), (flat % n).astype(np.intp)


def _cosines(
    unit: NDArray[np.float64], lo: Index, hi: Index, threshold: float,
) -> NDArray[np.float64]:
    """Exact cosines of candidate pairs: float32 in chunks, float64 where the decision is close."""
    fast = unit.astype(np.float32)
    out = np.empty(len(lo), dtype=np.float64)
    for s in range(0, len(lo), _CHUNK):
        a, b = lo[s:s + _CHUNK], hi[s:s + _CHUNK]
        out[s:s + _CHUNK] = np.einsum("ij,ij->i", fast[a], fast[b])
    close = np.flatnonzero(np.abs(out - threshold) < _RECHECK)
    out[close] = np.einsum("ij,ij->i", unit[lo[close]], unit[hi[close]])
    return out


def _top_k(
    lo: Index, hi: Index, cos: NDArray[np.float64], k: int,
) -> tuple[Index, Index, NDArray[np.float64]]:
    """Keep a pair when it is among the `k` best (cosine, then row) of either of its rows."""
    m = len(lo)
    node, other = np.concatenate([lo, hi]), np.concatenate([hi, lo])
    score, edge = np.concatenate([cos, cos]), np.concatenate([np.arange(m), np.arange(m)])
    order = np.lexsort((other, -score, node))
    ranked = node[order]
    rank = np.arange(2 * m) - np.searchsorted(ranked, ranked, side="left")
    keep = np.unique(edge[order][rank < k])
    return lo[keep], hi[keep], cos[keep]


@dataclass
class _Group:
    """A merge component under construction, with what its members' structure pins down."""

    members: list[int]
    values: dict[str, tuple[str, int]]  # canonical_key -> (value, polarity): one per key
    known: str | None                   # the only known key a group may hold
    protected: int

    def accepts(self, other: _Group) -> bool:
        """A union never puts two structurally distinct memories, or two protected ones, in
        one group (the link could be transitive: A ~ B and A ~ C while B, C are distinct)."""
        if self.protected + other.protected > 1:
            return False
        if self.known is not None and other.known is not None and self.known != other.known:
            return False
        return all(self.values.get(key, pinned) == pinned for key, pinned in other.values.items())


def merge_groups(
    items: Sequence[MemoryItem], importance: Sequence[float], protected: frozenset[str],
    similar: Sequence[tuple[int, int, float]],
) -> dict[int, list[int]]:
    """Survivor index -> all member indices (survivor included), for groups of two or more.

    Links are structural duplicates first, then similar pairs by descending cosine (ties by
    index); a link joins two groups unless `_Group.accepts` refuses. A chain A ~ B ~ C is one
    group with one survivor: nothing is merged into a memory that is itself merged away.
    Survivor: protected, then higher importance (as of now), more hits, older, smaller id.
    """
    parent = list(range(len(items)))
    groups = {
        i: _Group([i], {m.canonical_key: (m.canonical_value, m.polarity)},
                  m.canonical_key if m.known_key else None, int(m.memory_id in protected))
        for i, m in enumerate(items)
    }

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def link(i: int, j: int) -> None:
        a, b = find(i), find(j)
        if a == b or not groups[a].accepts(groups[b]):
            return
        if len(groups[a].members) < len(groups[b].members):
            a, b = b, a
        merged, gone = groups[a], groups.pop(b)
        parent[b] = a
        merged.members += gone.members
        merged.values.update(gone.values)
        merged.known = merged.known or gone.known
        merged.protected += gone.protected

    structural: dict[tuple[str, str, int], list[int]] = defaultdict(list)
    for i, m in enumerate(items):
        structural[(m.canonical_key, m.canonical_value, m.polarity)].append(i)
    for same in structural.values():
        for j in same[1:]:
            link(same[0], j)
    for i, j, _ in sorted(similar, key=lambda p: (-p[2], p[0], p[1])):
        link(i, j)

    def rank(i: int) -> tuple[bool, float, int, datetime, str]:
        m = items[i]
        return (m.memory_id not in protected, -importance[i], -m.hit_count, m.created_at,
                m.memory_id)

    return {min(g.members, key=rank): sorted(g.members)
            for g in groups.values() if len(g.members) > 1}


def plan_consolidation(
    items: Sequence[MemoryItem], config: ConsolidationConfig, now: datetime,
    protected: frozenset[str] = frozenset(),
) -> ConsolidationPlan:
    """Decay, merge within each user, evict (never a protected memory): one update per row.

    Pure and deterministic: the same items, config, `now` and `protected` give the same plan,
    whatever the input order. If a memory_id appears twice, its highest version is planned.
    """
    latest: dict[str, MemoryItem] = {}
    for item in items:
        held = latest.get(item.memory_id)
        if held is None or item.version > held.version:
            latest[item.memory_id] = item
    users: dict[str, list[MemoryItem]] = defaultdict(list)
    for item in sorted(latest.values(), key=lambda m: m.memory_id):
        users[item.user_id].append(item)
    plan = ConsolidationPlan(updates=[])
    for user_items in users.values():
        _plan_user(user_items, config, now, protected, plan)
    plan.updates.sort(key=lambda u: u.memory_id)
    return plan


def _plan_user(
    items: list[MemoryItem], config: ConsolidationConfig, now: datetime,
    protected: frozenset[str], plan: ConsolidationPlan,
) -> None:
    decayed = [decayed_importance(m, config, now) for m in items]
    similar = similar_pairs(items, config)
    plan.pairs_compared += similar.compared
    groups = merge_groups(items, decayed, protected, similar.pairs)
    survivor_of = {i: s for s, members in groups.items() for i in members if i != s}
    for i, item in enumerate(items):
        decays = item.importance - decayed[i] >= config.min_change
        importance: float | None = decayed[i] if decays else None
        hit_count: int | None = None
        superseded_by: str | None = None
        evict = False
        reasons = ["decay"] if decays else []
        if i in survivor_of:  # merged away: never evicted, never a survivor elsewhere
            superseded_by = items[survivor_of[i]].memory_id
            reasons.append("merged")
            plan.merged += 1
        else:
            after, hits = decayed[i], item.hit_count
            if i in groups:
                after = max(decayed[m] for m in groups[i])
                hits = hit_count = sum(items[m].hit_count for m in groups[i])
                importance = after if after != item.importance else None
                reasons.append("merge_survivor")
            why = eviction_reasons(item, after, hits, config, now)
            if why and item.memory_id in protected:
                plan.protected += 1
            elif why:
                evict = True
                reasons.extend(why)
                plan.evicted += 1
        if reasons:
            plan.decayed += int(decays)
            plan.updates.append(Update(item.memory_id, item.version, importance, hit_count,
                                       superseded_by, evict, tuple(reasons)))
