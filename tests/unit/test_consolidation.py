"""Consolidation planning: decay, structural verdicts, merges, eviction, protection, blocking."""

import math
import random
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import pytest

from agents.govern_memories.planning import (
    EXACT_PAIRS,
    ConsolidationConfig,
    ConsolidationPlan,
    MemoryItem,
    Update,
    plan_consolidation,
    similar_pairs,
    structural_verdict,
)
from tests.bench.plan_bench import synthetic_items

NOW = datetime(2026, 6, 1, tzinfo=UTC)
CONFIG = ConsolidationConfig()
DIM = 16


def vec(angle: float = 0.0, axis: int = 0) -> tuple[float, ...]:
    """A unit vector `angle` radians from e0 towards e(1 + axis): cos(a, b) = cos(angle_a - b)
    on one axis, and cos(angle_a) * cos(angle_b) across two axes."""
    v = [0.0] * DIM
    v[0], v[1 + axis] = math.cos(angle), math.sin(angle)
    return tuple(v)


def at(cosine: float) -> float:
    return math.acos(cosine)


def item(memory_id: str = "m1", *, age: float = 0.0, decayed: float | None = None,
         idle: float | None = None, **over: Any) -> MemoryItem:
    """A memory created `age` days ago, last decayed `decayed` days ago (default: at birth),
    last hit `idle` days ago (default: never). Free-form key unique to its id by default."""
    base = MemoryItem(
        memory_id=memory_id, user_id="u1", version=3, canonical_key=f"note_{memory_id}",
        canonical_value=f"value {memory_id}", polarity=1, known_key=False, category="fact",
        importance=0.7, hit_count=0, created_at=NOW - timedelta(days=age),
        decayed_at=NOW - timedelta(days=age if decayed is None else decayed),
        last_hit_at=None if idle is None else NOW - timedelta(days=idle), embedding=(),
    )
    return replace(base, **over)


def by_id(plan: ConsolidationPlan) -> dict[str, Update]:
    return {u.memory_id: u for u in plan.updates}


# -- decay ---------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("importance", "days", "expected"),
    [
        (0.7, 30, 0.7 * 0.995**30),      # ~0.602
        (0.9, 400, 0.9 * 0.995**400),    # ~0.121
        (0.7, 1, None),                  # 0.0035 < min_change: no write
        (0.5, 4.0, None),                # 0.0099: just under min_change
        (0.5, 4.1, 0.5 * 0.995**4.1),    # 0.0102: fractional days count
        (0.7, 0, None),
        (0.7, -3, None),                 # decayed_at in the future: no decay, no error
        (0.0, 900, None),
    ],
)
def test_decay(importance: float, days: float, expected: float | None) -> None:
    plan = plan_consolidation([item(importance=importance, decayed=days)], CONFIG, NOW)
    if expected is None:
        assert plan.updates == [] and plan.decayed == 0
    else:
        (update,) = plan.updates
        assert update.importance == pytest.approx(expected)
        assert update.reasons == ("decay",) and update.expected_version == 3
        assert plan.decayed == 1


def test_decay_after_thirty_days_is_about_point_six() -> None:
    (update,) = plan_consolidation([item(decayed=30)], CONFIG, NOW).updates
    assert update.importance == pytest.approx(0.602, abs=5e-4)


# -- structure -----------------------------------------------------------------------------

def keyed(key: str, value: str = "hangzhou", polarity: int = 1, known: bool = True) -> MemoryItem:
    return item(canonical_key=key, canonical_value=value, polarity=polarity, known_key=known)


@pytest.mark.parametrize(
    ("a", "b", "verdict"),
    [
        (keyed("home_city"), keyed("home_city"), True),
        (keyed("likes_tea", known=False), keyed("likes_tea", known=False), True),
        (keyed("home_city"), keyed("home_city", "shenzhen"), False),
        (keyed("preference", "tea"), keyed("preference", "tea", polarity=-1), False),
        (keyed("likes", "tea", known=False), keyed("likes", "green tea", known=False), False),
        (keyed("home_city"), keyed("employer"), False),
        (keyed("home_city"), keyed("city_i_live_in", known=False), None),
        (keyed("note_a", known=False), keyed("note_b", known=False), None),
    ],
)
def test_structural_verdict(a: MemoryItem, b: MemoryItem, verdict: bool | None) -> None:
    assert structural_verdict(a, b) is verdict
    assert structural_verdict(b, a) is verdict


# -- eviction ------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("memory", "reasons"),
    [
        (item(importance=0.9, age=400), ("decay", "evict_ttl")),       # decays to ~0.12
        (item(importance=0.7, age=31), ("decay",)),                    # ~0.60: kept
        (item(importance=0.25, age=10), ("decay",)),                   # not past the TTL
        (item(importance=0.25, age=31, decayed=0), ("evict_ttl",)),
        (item(importance=0.3, age=31, decayed=0), ()),                 # at the floor: kept
        (item(importance=0.1, age=30, decayed=0), ()),                 # at the TTL: kept
        (item(importance=0.9, age=5000, decayed=0), ()),               # time alone never evicts
        (item(category="episodic", importance=0.9, age=91, decayed=0, hit_count=1),
         ("evict_episodic_idle",)),
        (item(category="episodic", importance=0.9, age=91, decayed=0, hit_count=2), ()),
        (item(category="episodic", importance=0.9, age=89, decayed=0), ()),
        (item(category="episodic", importance=0.9, age=200, decayed=0, idle=10), ()),
        (item(category="episodic", importance=0.9, age=200, decayed=0, idle=95),
         ("evict_episodic_idle",)),
        (item(category="fact", importance=0.9, age=200, decayed=0), ()),
        (item(category="episodic", importance=0.1, age=200, decayed=0),
         ("evict_ttl", "evict_episodic_idle")),
    ],
)
def test_eviction(memory: MemoryItem, reasons: tuple[str, ...]) -> None:
    plan = plan_consolidation([memory], CONFIG, NOW)
    got = plan.updates[0] if plan.updates else None
    assert (got.reasons if got else ()) == reasons
    evicted = any(r.startswith("evict") for r in reasons)
    assert (got is not None and got.evict) is evicted
    assert plan.evicted == int(evicted)


def test_protected_memory_is_never_evicted_but_still_decays() -> None:
    plan = plan_consolidation([item(importance=0.9, age=400)], CONFIG, NOW,
                              protected=frozenset({"m1"}))
    (update,) = plan.updates
    assert update.reasons == ("decay",) and not update.evict
    assert (plan.evicted, plan.protected) == (0, 1)


# -- merge ---------------------------------------------------------------------------------

def test_structural_duplicates_merge_into_the_more_important() -> None:
    a = replace(keyed("home_city"), memory_id="a", importance=0.8, hit_count=1)
    b = replace(keyed("home_city"), memory_id="b", importance=0.6, hit_count=2)
    plan = plan_consolidation([b, a], CONFIG, NOW)
    assert plan.updates == [
        Update("a", 3, hit_count=3, reasons=("merge_survivor",)),
        Update("b", 3, superseded_by="a", reasons=("merged",)),
    ]
    assert plan.merged == 1


@pytest.mark.parametrize(
    ("a", "b", "merges"),
    [
        # structure says distinct: identical vectors do not matter
        (keyed("home_city", "hangzhou"), keyed("home_city", "shenzhen"), False),
        (keyed("preference", "tea"), keyed("preference", "tea", polarity=-1), False),
        (keyed("home_city"), keyed("employer"), False),
        (keyed("likes", "tea", known=False), keyed("likes", "coffee", known=False), False),
        # structure gives no answer: the cosine decides
        (keyed("home_city"), keyed("where_i_live", known=False), True),
        (keyed("note_a", known=False), keyed("note_b", known=False), True),
    ],
)
def test_identical_vectors_merge_only_when_structure_is_silent(
    a: MemoryItem, b: MemoryItem, merges: bool,
) -> None:
    plan = plan_consolidation([replace(a, memory_id="a", embedding=vec()),
                               replace(b, memory_id="b", embedding=vec())], CONFIG, NOW)
    assert plan.merged == int(merges)


@pytest.mark.parametrize(
    ("cosine", "merges"),
    [(1.0, True), (0.99, True), (0.9701, True), (0.9699, False), (0.9, False), (-1.0, False)],
)
def test_similarity_threshold(cosine: float, merges: bool) -> None:
    a = item("a", embedding=vec())
    b = item("b", embedding=vec(at(cosine)))
    assert plan_consolidation([a, b], CONFIG, NOW).merged == int(merges)


@pytest.mark.parametrize(
    "embedding", [(), (0.0,) * DIM, (math.nan,) + (0.0,) * (DIM - 1), vec()[:8]],
)
def test_unusable_or_mismatched_vectors_never_pair(embedding: tuple[float, ...]) -> None:
    plan = plan_consolidation([item("a", embedding=vec()), item("b", embedding=embedding)],
                              CONFIG, NOW)
    assert plan.merged == 0 and plan.updates == []


def test_never_across_users() -> None:
    same = [item("a", embedding=vec()), item("b", embedding=vec(), user_id="u2"),
            replace(keyed("home_city"), memory_id="c"),
            replace(keyed("home_city"), memory_id="d", user_id="u2")]
    assert plan_consolidation(same, CONFIG, NOW).updates == []


@pytest.mark.parametrize(
    ("a", "b", "survivor"),
    [
        ({"importance": 0.8}, {"importance": 0.7}, "a"),
        ({"importance": 0.7}, {"importance": 0.8}, "b"),
        ({"hit_count": 1}, {"hit_count": 4}, "b"),
        ({"age": 5}, {"age": 9}, "b"),          # older wins (both decay the same: decayed=0)
        ({}, {}, "a"),                          # smaller memory_id
        # importance as of now ranks: 0.8 decayed 60 days (~0.59) loses to a fresh 0.7
        ({"importance": 0.8, "decayed": 60}, {"importance": 0.7}, "b"),
    ],
)
def test_survivor_order(a: dict[str, Any], b: dict[str, Any], survivor: str) -> None:
    items = [item("a", embedding=vec(), **{"decayed": 0, **a}),
             item("b", embedding=vec(), **{"decayed": 0, **b})]
    updates = by_id(plan_consolidation(items, CONFIG, NOW))
    other = "b" if survivor == "a" else "a"
    assert updates[other].superseded_by == survivor
    assert "merge_survivor" in updates[survivor].reasons


def test_survivor_takes_summed_hits_and_the_maximum_importance_as_of_now() -> None:
    old = item("a", importance=0.8, decayed=60, hit_count=2, embedding=vec())  # ~0.593 now
    fresh = item("b", importance=0.7, hit_count=3, embedding=vec())
    updates = by_id(plan_consolidation([old, fresh], CONFIG, NOW))
    assert updates["b"] == Update("b", 3, hit_count=5, reasons=("merge_survivor",))
    assert updates["a"].reasons == ("decay", "merged") and updates["a"].superseded_by == "b"
    assert updates["a"].importance == pytest.approx(0.8 * 0.995**60)


def test_protected_memory_survives_a_merge_and_lifts_to_the_maximum() -> None:
    hub = item("a", importance=0.4, embedding=vec())
    other = item("b", importance=0.9, embedding=vec())
    plan = plan_consolidation([hub, other], CONFIG, NOW, protected=frozenset({"a"}))
    updates = by_id(plan)
    assert updates["a"] == Update("a", 3, importance=0.9, hit_count=0,
                                  reasons=("merge_survivor",))
    assert updates["b"].superseded_by == "a"


def test_two_protected_memories_are_never_merged() -> None:
    plan = plan_consolidation([item("a", embedding=vec()), item("b", embedding=vec())], CONFIG,
                              NOW, protected=frozenset({"a", "b"}))
    assert plan.updates == []


def test_a_merged_memory_is_not_evicted() -> None:
    weak = item("a", importance=0.1, age=400, embedding=vec())
    strong = item("b", importance=0.9, embedding=vec())
    plan = plan_consolidation([weak, strong], CONFIG, NOW)
    assert by_id(plan)["a"].reasons == ("decay", "merged") and not by_id(plan)["a"].evict
    assert (plan.merged, plan.evicted) == (1, 0)


def test_eviction_judges_the_survivor_after_the_merge() -> None:
    """Two idle episodic duplicates with one hit each: merged, two hits, not idle any more."""
    a = item("a", category="episodic", age=200, decayed=0, hit_count=1, embedding=vec())
    b = item("b", category="episodic", age=200, decayed=0, hit_count=1, embedding=vec())
    alone = plan_consolidation([a], CONFIG, NOW)
    assert alone.evicted == 1
    plan = plan_consolidation([a, b], CONFIG, NOW)
    assert (plan.merged, plan.evicted) == (1, 0)


def test_a_chain_merges_into_its_final_survivor() -> None:
    """a ~ b and b ~ c at 0.98, a and c only 0.92 apart: one group, everything into c."""
    step = at(0.98)
    a = item("a", importance=0.5, hit_count=1, embedding=vec(0.0))
    b = item("b", importance=0.6, hit_count=1, embedding=vec(step))
    c = item("c", importance=0.7, hit_count=1, embedding=vec(2 * step))
    plan = plan_consolidation([a, b, c], CONFIG, NOW)
    updates = by_id(plan)
    assert updates["a"].superseded_by == "c" and updates["b"].superseded_by == "c"
    assert updates["c"] == Update("c", 3, hit_count=3, reasons=("merge_survivor",))
    assert plan.merged == 2


def test_a_link_never_joins_two_structurally_distinct_memories() -> None:
    """A free-form note close to both "preference=tea" (0.99) and "preference=coffee" (0.98):
    the closer link wins, the other would put tea and coffee in one group and is refused."""
    note = item("n", importance=0.9, embedding=vec(0.0))
    tea = replace(keyed("preference", "tea"), memory_id="t", embedding=vec(at(0.99)))
    coffee = replace(keyed("preference", "coffee"), memory_id="c", embedding=vec(-at(0.98)))
    updates = by_id(plan_consolidation([note, tea, coffee], CONFIG, NOW))
    assert updates["t"].superseded_by == "n"
    assert "c" not in updates


def test_merge_groups_respect_one_known_key_per_group() -> None:
    """home_city and employer are distinct, so a note between them joins only one."""
    note = item("n", importance=0.9, embedding=vec(0.0))
    city = replace(keyed("home_city"), memory_id="h", embedding=vec(at(0.975)))
    job = replace(keyed("employer"), memory_id="e", embedding=vec(-at(0.99)))
    updates = by_id(plan_consolidation([note, city, job], CONFIG, NOW))
    assert updates["e"].superseded_by == "n"
    assert "h" not in updates


# -- plan shape ----------------------------------------------------------------------------

def mixed() -> list[MemoryItem]:
    return [
        item("m5", importance=0.9, age=400),
        item("m3", embedding=vec(), decayed=40),
        item("m1", embedding=vec(at(0.99)), importance=0.2, age=100),
        replace(keyed("home_city"), memory_id="m4"),
        replace(keyed("home_city"), memory_id="m2", hit_count=3),
        item("m6", category="episodic", importance=0.8, age=100, decayed=0),
        item("m7", user_id="u2", decayed=10),
    ]


def test_one_update_per_memory_sorted_and_independent_of_input_order() -> None:
    expected = plan_consolidation(mixed(), CONFIG, NOW)
    ids = [u.memory_id for u in expected.updates]
    assert ids == sorted(set(ids)) == ["m1", "m2", "m3", "m4", "m5", "m6", "m7"]
    for seed in range(5):
        shuffled = mixed()
        random.Random(seed).shuffle(shuffled)
        assert plan_consolidation(shuffled, CONFIG, NOW) == expected
    assert (expected.merged, expected.evicted) == (2, 2)


def test_a_memory_listed_twice_is_planned_once_at_its_highest_version() -> None:
    old, new = item(version=3, decayed=30), item(version=4, decayed=30)
    (update,) = plan_consolidation([new, old], CONFIG, NOW).updates
    assert update.expected_version == 4


def test_empty_input_is_an_empty_plan() -> None:
    assert plan_consolidation([], CONFIG, NOW) == ConsolidationPlan(updates=[])


# -- blocking ------------------------------------------------------------------------------

def brute_force(items: list[MemoryItem], threshold: float) -> set[tuple[int, int]]:
    """Every open pair at or above the threshold, from the full n x n cosine matrix."""
    unit = np.array([m.embedding for m in items])
    unit /= np.linalg.norm(unit, axis=1, keepdims=True)
    free = np.array([not m.known_key for m in items])
    keys = np.array([m.canonical_key for m in items])
    i, j = np.triu_indices(len(items), 1)
    ok = (free[i] | free[j]) & (keys[i] != keys[j]) & ((unit @ unit.T)[i, j] >= threshold)
    return set(zip(i[ok].tolist(), j[ok].tolist(), strict=True))


@pytest.mark.parametrize("lean", [0.0, 0.85])  # isotropic; e5-small-like (unrelated cos ~0.82)
def test_blocking_finds_what_brute_force_finds(lean: float) -> None:
    n = 2000
    assert n * (n - 1) // 2 > EXACT_PAIRS  # the blocked path, not the exact one
    items, planted = synthetic_items(n, lean=lean)
    found = similar_pairs(items, CONFIG)
    truth = brute_force(items, CONFIG.duplicate_threshold)
    assert len(truth) >= len(planted) * 0.9 and set(planted) & truth  # the test can fail
    assert {(i, j) for i, j, _ in found.pairs} == truth
    assert found.compared < n * n // 2 // 20  # blocking, not an all-pairs scan
    assert similar_pairs(items, CONFIG) == found  # seeded: the same pairs every time


def test_neighbours_bound_the_links_and_the_group_still_closes() -> None:
    """Twelve identical notes: each keeps its 3 best partners (not all 66 pairs), and the
    links that remain still join all twelve into one survivor."""
    config = replace(CONFIG, neighbours=3)
    notes = [item(f"m{i:02d}", embedding=vec()) for i in range(12)]
    found = similar_pairs(notes, config)
    assert found.compared == 66 and len(found.pairs) <= 12 * 3 < 66
    plan = plan_consolidation(notes, config, NOW)
    assert plan.merged == 11
    assert {u.superseded_by for u in plan.updates} == {None, "m00"}


@pytest.mark.parametrize(
    ("one_key", "config"),
    [
        (True, CONFIG),                                       # structure decides every pair
        (False, replace(CONFIG, duplicate_threshold=0.2)),    # far below the data's cosines
        (False, replace(CONFIG, duplicate_threshold=1.5)),    # beyond any cosine
        (False, replace(CONFIG, neighbours=0)),
    ],
)
def test_blocked_path_is_total(one_key: bool, config: ConsolidationConfig) -> None:
    items, _ = synthetic_items(600, dim=32, planted=0.0, lean=0.9)  # 600 rows: blocked path
    if one_key:
        items = [replace(m, canonical_key="note", known_key=False) for m in items]
    found = similar_pairs(items, config)
    assert all(i < j for i, j, _ in found.pairs)
    if one_key or config.duplicate_threshold > 1 or config.neighbours == 0:
        assert found.pairs == []
    else:
        assert len(found.pairs) <= len(items) * config.neighbours
