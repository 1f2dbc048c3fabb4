"""Recall fusion (`projections.ranking`) and the recall measurement's pure parts."""

from itertools import permutations

import pytest

from projections.ranking import Candidate, Method, Ranked, Source, design_score, fuse, rrf
from projections.recall_eval import (
    graph_ranking,
    hit_at_k,
    keyword_ranking,
    mrr,
    recall_at_k,
    reciprocal_rank,
)


def c(memory_id: str, sim: float, imp: float = 0.7, **sources: int) -> Candidate:
    return Candidate(memory_id, sim, imp, sources)  # type: ignore[arg-type]


def ids(ranked: list[Ranked]) -> list[str]:
    return [r.memory_id for r in ranked]


# a user memory (0.7) that matches a little worse than an exchange memory (0.5): the design
# score prefers the user memory, the pool-rescaled hybrid the better match
USER_VS_EXCHANGE = [
    c("user", 0.80, 0.7, vector=1),
    c("exchange", 0.85, 0.5, vector=0, keyword=0),
    c("far", 0.75, 0.7, graph=0),
]


@pytest.mark.parametrize(
    ("candidates", "method", "expected"),
    [
        ([], "hybrid", []),
        (USER_VS_EXCHANGE, "score", ["user", "exchange", "far"]),
        # rrf: the graph's first neighbour (1/61) outranks the vector's second hit (1/62)
        (USER_VS_EXCHANGE, "rrf", ["exchange", "far", "user"]),
        (USER_VS_EXCHANGE, "hybrid", ["exchange", "user", "far"]),
        # rrf: two sources at rank 2 beat one source at rank 0
        ([c("one", 0.9, vector=0), c("two", 0.5, keyword=2, graph=2)], "rrf", ["two", "one"]),
        # score: similarity and importance in the design weights
        ([c("a", 0.90, 0.5), c("b", 0.80, 0.7)], "score", ["a", "b"]),   # 0.78 > 0.77
        ([c("a", 0.85, 0.5), c("b", 0.80, 0.7)], "score", ["b", "a"]),   # 0.745 < 0.77
        # hybrid: a far-off high-importance hit does not outrank the best match...
        ([c("best", 0.86, 0.5), c("mid", 0.80, 0.5), c("low", 0.74, 0.7)], "hybrid",
         ["best", "mid", "low"]),
        # ...but importance still decides between near-equal matches
        ([c("a", 0.85, 0.5), c("b", 0.84, 0.7), c("low", 0.70, 0.5)], "hybrid", ["b", "a", "low"]),
        # ties: equal keys fall to memory_id
        ([c("b", 0.8), c("a", 0.8), c("c", 0.8)], "score", ["a", "b", "c"]),
        ([c("b", 0.8, vector=0), c("a", 0.7, keyword=0)], "rrf", ["b", "a"]),  # rrf tie -> score
        ([c("b", 0.8), c("a", 0.8)], "hybrid", ["a", "b"]),
        # hybrid without a similarity spread (no query embedding): the source ranks decide,
        # importance only breaks their ties
        ([c("kw0", 0.0, 0.5, keyword=0), c("kw1", 0.0, 0.7, keyword=1),
          c("g0", 0.0, 0.7, graph=0)], "hybrid", ["g0", "kw0", "kw1"]),
    ],
)
def test_order(candidates: list[Candidate], method: Method, expected: list[str]) -> None:
    assert ids(fuse(candidates, method=method, top_k=10)) == expected


@pytest.mark.parametrize("method", ["score", "rrf", "hybrid"])
def test_order_does_not_depend_on_input_order(method: Method) -> None:
    pool = [*USER_VS_EXCHANGE, c("tie1", 0.8, 0.7, graph=1), c("tie0", 0.8, 0.7, graph=1)]
    outputs = {tuple(ids(fuse(list(p), method=method, top_k=10))) for p in permutations(pool)}
    assert len(outputs) == 1


@pytest.mark.parametrize("method", ["score", "rrf", "hybrid"])
def test_every_method_reports_the_design_score_and_rrf(method: Method) -> None:
    (top,) = fuse([c("m", 0.8, 0.5, graph=3, vector=0)], method=method, top_k=1)
    assert top == Ranked("m", score=pytest.approx(0.7 * 0.8 + 0.3 * 0.5),  # type: ignore[arg-type]
                         similarity=0.8, importance=0.5,
                         rrf=pytest.approx(1 / 61 + 1 / 64),  # type: ignore[arg-type]
                         sources=("vector", "graph"))


def test_default_method_is_hybrid() -> None:
    assert ids(fuse(USER_VS_EXCHANGE, top_k=3)) == ids(
        fuse(USER_VS_EXCHANGE, method="hybrid", top_k=3))


@pytest.mark.parametrize(
    ("top_k", "min_score", "expected"),
    [
        (0, None, []),
        (-1, None, []),
        (1, None, ["exchange"]),
        (2, None, ["exchange", "user"]),
        (10, 0.76, ["user"]),          # design scores: user 0.77, exchange 0.745, far 0.735
        (10, 0.74, ["exchange", "user"]),
        (1, 0.74, ["exchange"]),       # the filter applies before the cut
        (10, 0.9, []),
    ],
)
def test_top_k_and_min_score(top_k: int, min_score: float | None, expected: list[str]) -> None:
    assert ids(fuse(USER_VS_EXCHANGE, top_k=top_k, min_score=min_score)) == expected


def test_min_score_does_not_change_the_hybrid_order_of_what_remains() -> None:
    full = ids(fuse(USER_VS_EXCHANGE, top_k=10))
    kept = ids(fuse(USER_VS_EXCHANGE, top_k=10, min_score=0.74))
    assert kept == [m for m in full if m in kept]


def test_duplicates_are_merged_with_the_best_rank_per_source() -> None:
    (merged,) = fuse([c("m", 0.8, vector=4), c("m", 0.1, vector=2, graph=0)], top_k=5)
    assert merged.similarity == 0.8
    assert merged.sources == ("vector", "graph")
    assert merged.rrf == pytest.approx(1 / 63 + 1 / 61)


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), float("-inf")])
def test_a_non_finite_number_counts_as_zero(bad: float) -> None:
    ranked = fuse([c("bad", bad, vector=0), c("good", 0.5, vector=1)], method="score", top_k=2)
    assert ids(ranked) == ["good", "bad"]
    assert ranked[1].score == pytest.approx(0.3 * 0.7)


@pytest.mark.parametrize(
    ("sources", "k", "expected"),
    [({}, 60, 0.0), ({"vector": 0}, 60, 1 / 61), ({"vector": 0, "keyword": 9}, 60, 1 / 61 + 1 / 70),
     ({"graph": 0}, 0, 1.0)],
)
def test_rrf(sources: dict[Source, int], k: int, expected: float) -> None:
    assert rrf(sources, k) == pytest.approx(expected)


def test_design_score() -> None:
    assert design_score(1.0, 0.0) == pytest.approx(0.7)
    assert design_score(0.0, 1.0) == pytest.approx(0.3)


# --- the measurement's metrics and simulated sources ---------------------------------------

@pytest.mark.parametrize(
    ("results", "expected", "hit1", "hit3", "recall3", "rr"),
    [
        (["a", "b", "c"], {"a"}, True, True, 1.0, 1.0),
        (["x", "b", "a"], {"a", "b"}, False, True, 1.0, 0.5),
        (["x", "y", "z", "a"], {"a", "b"}, False, False, 0.0, 0.25),
        ([], {"a"}, False, False, 0.0, 0.0),
        (["a"], set(), False, False, 1.0, 0.0),
    ],
)
def test_metrics(results: list[str], expected: set[str], hit1: bool, hit3: bool, recall3: float,
                 rr: float) -> None:
    assert hit_at_k(results, expected, 1) is hit1
    assert hit_at_k(results, expected, 3) is hit3
    assert recall_at_k(results, expected, 3) == recall3
    assert reciprocal_rank(results, expected) == rr


def test_mrr() -> None:
    assert mrr([]) == 0.0
    assert mrr([(["a"], {"a"}), (["x", "a"], {"a"}), (["x"], {"a"})]) == pytest.approx(0.5)


def test_graph_ranking_orders_by_hops_then_seed_rank_and_skips_seeds() -> None:
    #  0 - 1 - 2 - 3      seeds 2 and 5: 1, 3 and 4 are one hop away, 0 two hops
    #          5 - 4
    adjacent = {0: {1}, 1: {0, 2}, 2: {1, 3}, 3: {2}, 4: {5}, 5: {4}}
    assert graph_ranking([2, 5], adjacent, depth=10) == [1, 3, 4, 0]
    assert graph_ranking([2, 5], adjacent, depth=10, hops=1) == [1, 3, 4]
    assert graph_ranking([2, 5], adjacent, depth=2) == [1, 3]
    assert graph_ranking([], adjacent, depth=10) == []


def test_keyword_ranking_counts_distinct_shared_terms() -> None:
    contents = ["用户过敏: 花生和芒果", "用户饮食: 不吃辣", "用户爱好: 吃芒果和花生酱",
                "User car: Volvo"]
    assert keyword_ranking("花生芒果过敏", contents, depth=10) == [0, 2]
    assert keyword_ranking("volvo", contents, depth=10) == [3]
    assert keyword_ranking("？", contents, depth=10) == []
