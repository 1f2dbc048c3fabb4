"""Recall quality on the real local stack: the labelled set seeded through the real write path,
queried through the real sources (Milvus, PostgreSQL, Neo4j) and the real `Recall`.

Run: `python -m tests.bench.recall_quality [--cases PATH] [--top-k 5]` (the local stack up:
`memstream stack up`). docs/QUALITY.md ("Recall") records a run.

Each run seeds the set's users afresh under new ids (`<user>-<run id>`), one commit per memory in
the listed order (as turns would arrive), with the local embedder, then applies the users'
outbox rows to Milvus and Neo4j through the projection handlers (as `tests/api/conftest.py`
does: no CDC wait). Write-time governance runs as in production, so a memory of the set may be
collapsed into another (a duplicate: its expected id maps to the memory that absorbed it) or
superseded by a later one (same canonical key: not recallable, counted and reported).

Per query it reports hit@1/3/5 and MRR of each source alone and of the fusion:

- vector: `MilvusVectorIndex.search` with the e5 query embedding;
- keyword: `PostgresMemoryReader.keyword_search` with `keywords.tsquery(query)`;
- graph: `Neo4jGraphWriter.expand` from the top-3 vector hits (2 hops), as `Recall` seeds it;
- recall: `Recall.recall` itself (default fusion "hybrid");
- fuse:score / fuse:rrf / fuse:hybrid: `ranking.fuse` over the same candidate pool `Recall`
  builds (the three lists, rows read back from PostgreSQL, cosine to the query embedding).

Unlike the offline simulation (`projections.recall_eval`, depth 10 per source), each source here
returns `Recall`'s pool size, max(4 x top_k, 20) = 20 at top_k 5.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from agents.commit_memories.events import cosines
from agents.extract_facts.policy import candidate_id
from projections.keywords import tsquery
from projections.ranking import Candidate, Method, Source, fuse
from projections.recall import SEED_HITS, RecallQuery
from projections.recall_eval import CASES, KS, hit_at_k, mrr
from streams.records import MemoryCandidate, OutboxEvent


@dataclass(frozen=True)
class StackQuery:
    id: str
    user_id: str
    text: str
    lang: str
    kind: str
    expected: tuple[str, ...]          # stored memory ids, recallable ones only
    lost: tuple[str, ...]              # expected local ids not recallable (superseded, gone)


@dataclass
class Seeded:
    """What the write path made of one labelled user."""

    user_id: str
    local_to_uid: dict[str, str] = field(default_factory=dict)   # local id -> stored id
    fate: dict[str, str] = field(default_factory=dict)           # local id -> what happened


def split_content(content: str, source: str, lang: str) -> tuple[str, str]:
    """(fact_key, fact_value) that `compose` turns back into `content` (see
    `agents.extract_facts.compose.compose`)."""
    head, _, value = content.partition(": ")
    if source == "exchange":
        return head, value
    if head.startswith("用户"):
        return head.removeprefix("用户"), value
    if head.startswith("User "):
        return head.removeprefix("User ").replace(" ", "_"), value
    return head, value


async def seed_user(raw: dict[str, Any], run_id: str, repo: Any, embedder: Any,
                    pool: Any) -> Seeded:
    user = f"{raw['user_id']}-{run_id}"
    seeded = Seeded(user)
    start = datetime.now(UTC)
    cids: dict[str, str] = {}
    for n, m in enumerate(raw["memories"]):
        key, value = split_content(m["content"], m["source"], m.get("lang", raw["lang"]))
        turn = f"{user}-{n}"
        c = MemoryCandidate(
            candidate_id=candidate_id(turn, m["source"], key), turn_id=turn, user_id=user,
            session_id=f"{user}-s", ts=start + timedelta(milliseconds=n), source=m["source"],
            fact_key=key, fact_value=value, content=m["content"],
            importance=float(m["importance"]), category=m["category"],
            tags=(m["category"], f"src:{m['source']}"),
            locale="zh" if m.get("lang") == "zh" else "en")
        [vector] = await embedder.embed([c.content])
        result = await repo.commit([(c, vector)], embedder.model, embedder.revision)
        cids[m["id"]] = c.candidate_id
        seeded.fate[m["id"]] = ",".join(sorted(result.stats)) or "none"
    # the id the repository gave each candidate (salted per deployment: read it, do not derive)
    processed = await pool.fetch("SELECT candidate_id, memory_uid FROM processed_candidates"
                                 " WHERE user_id = $1", user)
    uids = {str(r["candidate_id"]): str(r["memory_uid"]) for r in processed}
    seeded.local_to_uid = {local: uids[cid] for local, cid in cids.items()}
    # a candidate counted as a hit was absorbed by another memory: follow the audit trail
    hits = await pool.fetch("SELECT memory_uid, diff->>'candidate_id' AS cid FROM memory_audit"
                            " WHERE user_id = $1 AND action = 'hit'", user)
    absorbed = {str(r["cid"]): str(r["memory_uid"]) for r in hits}
    for local, cid in cids.items():
        if cid in absorbed:
            seeded.local_to_uid[local] = absorbed[cid]
    return seeded


async def project_outbox(pool: Any, users: Sequence[str], index: Any, graph: Any) -> None:
    """The users' outbox rows into both sinks through the projection handlers, in order."""
    from projections.handlers import project_graph, project_vectors

    rows = await pool.fetch("SELECT payload FROM memory_outbox WHERE user_id = ANY($1::text[])"
                            " ORDER BY occurred_at, aggregate_version", list(users))
    events = [OutboxEvent.model_validate(r["payload"]) for r in rows]
    await project_vectors([e for e in events if e.target == "milvus"], index)
    await project_graph([e for e in events if e.target == "neo4j"], graph)


@dataclass(frozen=True)
class Run:
    query: StackQuery
    lists: dict[str, list[str]]


async def run_query(q: StackQuery, services: Any, top_k: int) -> Run:
    recall = services.recall
    pool = max(4 * top_k, 20)
    vector = await recall.embedder.embed_query(q.text)
    by_vector = [m for m, _ in await services.milvus.search(q.user_id, vector, pool)]
    by_keyword = [m for m, _ in await services.reader.keyword_search(
        q.user_id, tsquery(q.text), pool)]
    seeds = (by_vector or by_keyword)[:SEED_HITS]
    by_graph = [m for m, _ in await services.neo4j.expand(q.user_id, seeds, 2, pool)]
    found: dict[str, dict[Source, int]] = {}
    sources: tuple[tuple[Source, list[str]], ...] = (
        ("vector", by_vector), ("keyword", by_keyword), ("graph", by_graph))
    for source, ids in sources:
        for rank, mid in enumerate(ids):
            found.setdefault(mid, {}).setdefault(source, rank)
    rows = {r.memory_id: r for r in await services.reader.rows(q.user_id, sorted(found))}
    sims = cosines(vector, [rows[m].embedding for m in rows])
    candidates = [Candidate(m, s, rows[m].importance, found[m])
                  for m, s in zip(rows, sims, strict=True)]
    lists: dict[str, list[str]] = {"src:vector": by_vector, "src:keyword": by_keyword,
                                   "src:graph": by_graph}
    result = await recall.recall(RecallQuery(q.user_id, q.text, top_k))
    lists["recall (hybrid)"] = [i.row.memory_id for i in result.items]
    methods: tuple[Method, ...] = ("score", "rrf", "hybrid")
    for method in methods:
        lists[f"fuse:{method}"] = [r.memory_id for r in fuse(candidates, method=method,
                                                               top_k=top_k)]
    return Run(q, lists)


def table(runs: Sequence[Run], groups: dict[str, Callable[[StackQuery], bool]]) -> str:
    names = list(runs[0].lists) if runs else []
    lines = ["| ranker | " + " | ".join(
        f"{g} (n={sum(1 for r in runs if pick(r.query))}) h@1 / h@3 / h@5 / MRR"
        for g, pick in groups.items()) + " |", "|---|" + "---|" * len(groups)]
    for name in names:
        cells = []
        for pick in groups.values():
            chosen = [(r.lists[name], r.query.expected) for r in runs if pick(r.query)]
            n = len(chosen) or 1
            hits = [sum(hit_at_k(res, exp, k) for res, exp in chosen) / n for k in KS]
            cells.append(" / ".join(f"{v:.3f}" for v in (*hits, mrr(chosen))))
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


GROUPS: dict[str, Callable[[StackQuery], bool]] = {
    "all": lambda q: True,
    "zh query": lambda q: q.lang == "zh",
    "en query": lambda q: q.lang == "en",
}


async def main_async(raws: list[dict[str, Any]], top_k: int) -> None:
    from streams.entrypoints import wiring
    from streams.entrypoints.api import services_from_settings

    run_id = uuid.uuid4().hex[:8]
    services = await services_from_settings()
    services.recall.hits = None  # an evaluation is not usage: no hit counts
    pool = await wiring.pg_pool()
    repo = await wiring.memory_repository()
    embedder = wiring.embedder()
    t0 = time.perf_counter()
    seeded = [await seed_user(raw, run_id, repo, embedder, pool) for raw in raws]
    await project_outbox(pool, [s.user_id for s in seeded], services.milvus, services.neo4j)
    seed_s = time.perf_counter() - t0

    queries: list[StackQuery] = []
    lost_memories: dict[str, str] = {}
    for raw, s in zip(raws, seeded, strict=True):
        kept = {r.memory_id: r for r in await services.reader.kept(s.user_id)}
        recallable = {local: uid for local, uid in s.local_to_uid.items()
                      if uid in kept and not kept[uid].superseded}
        for local, uid in s.local_to_uid.items():
            if local not in recallable:
                why = "superseded" if uid in kept else "absent"
                lost_memories[f"{raw['user_id']}/{local}"] = why
        for q in raw["queries"]:
            exp = tuple(dict.fromkeys(recallable[e] for e in q["expected"] if e in recallable))
            lost = tuple(e for e in q["expected"] if e not in recallable)
            queries.append(StackQuery(f"{raw['user_id']}/{q['id']}", s.user_id, q["text"],
                                      q["lang"], q["kind"], exp, lost))
    t1 = time.perf_counter()
    runs = [await run_query(q, services, top_k) for q in queries]
    query_s = time.perf_counter() - t1

    n_mem = sum(len(r["memories"]) for r in raws)
    collapsed = sum(1 for s in seeded for local, uid in s.local_to_uid.items()
                    if s.fate.get(local, "").find("inserted") < 0)
    print(f"run {run_id} {datetime.now(UTC):%Y-%m-%d %H:%M} UTC: {len(raws)} users, {n_mem} "
          f"memories seeded in {seed_s:.1f} s; {len(queries)} queries in {query_s:.1f} s; "
          f"top_k {top_k}, pool {max(4 * top_k, 20)} per source")
    print(f"write-time governance: {collapsed} memories not inserted as their own row "
          f"(absorbed into another), {len(lost_memories)} not recallable: "
          + (", ".join(f"{k} ({v})" for k, v in sorted(lost_memories.items())) or "none"))
    touched = [q for q in queries if q.lost]
    print(f"queries with a non-recallable expected memory: {len(touched)} "
          f"({sum(1 for q in touched if not q.expected)} with none left, scored as misses): "
          + ", ".join(f"{q.id} lost {','.join(q.lost)}" for q in touched))
    print()
    print(table(runs, GROUPS))
    print()
    kinds = {k: (lambda q, k=k: q.kind == k) for k in
             ("direct", "paraphrase", "keyword", "cross", "related")}
    print(table(runs, kinds))  # type: ignore[arg-type]
    agree = sum(1 for r in runs if r.lists["recall (hybrid)"] == r.lists["fuse:hybrid"])
    print(f"\nRecall.recall == fuse:hybrid over the replicated pool: {agree}/{len(runs)} queries")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--cases", type=Path, default=CASES)
    parser.add_argument("--top-k", type=int, default=5)
    args = parser.parse_args(argv)
    raws = [json.loads(line) for line in args.cases.read_text("utf-8").splitlines()
            if line.strip()]
    asyncio.run(main_async(raws, args.top_k))


if __name__ == "__main__":
    main()
