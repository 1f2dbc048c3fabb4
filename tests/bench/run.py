"""`make bench`: throughput and latency of each stage and of the whole pipeline, on this machine.

Pure stages run in-process; the end-to-end figure drives a real worker on the local stack
(started if needed). Prints one line per measurement; docs/BENCHMARKS.md records a run.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

import orjson

from agents.extract_facts.gates import inspect
from agents.extract_facts.pipeline import OfflineExtractor, extract_turn
from connectors.embedder import LocalE5Embedder
from streams.records import Turn

DATA = Path(__file__).resolve().parents[1] / "data"


def gold_turns() -> list[Turn]:
    out = []
    for i, line in enumerate((DATA / "gold_turns.jsonl").read_text("utf-8").splitlines()):
        row = orjson.loads(line)
        out.append(Turn(turn_id=f"bench-{i}", user_id=row.get("user_id") or "bench",
                        session_id="s", ts=datetime.fromisoformat(row["ts"]),
                        user_message=row["user_message"],
                        assistant_reply=row.get("assistant_reply"), locale=row.get("locale")))
    return out


async def bench_extraction(rounds: int = 20) -> None:
    turns = gold_turns()
    extractor = OfflineExtractor()
    latencies = []
    started = time.perf_counter()
    for _ in range(rounds):
        for turn in turns:
            t0 = time.perf_counter()
            await extract_turn(turn, extractor)
            latencies.append(time.perf_counter() - t0)
    elapsed = time.perf_counter() - started
    q = statistics.quantiles(latencies, n=100)
    print(f"extract_turn (offline, gates x3, compose, classify): {len(latencies) / elapsed:,.0f} "
          f"turns/s, p50 {q[49] * 1e6:.0f} us, p99 {q[98] * 1e6:.0f} us ({len(latencies)} turns)")
    texts = [t.user_message for t in turns]
    t0 = time.perf_counter()
    for _ in range(rounds):
        for text in texts:
            inspect(text)
    per = (time.perf_counter() - t0) / (rounds * len(texts))
    print(f"gate inspect on gold messages: {per * 1e6:.1f} us/call")
    cases = [orjson.loads(line)["text"] for line in
             (DATA / "gate_cases.jsonl").read_text("utf-8").splitlines() if line.strip()]
    t0 = time.perf_counter()
    for _ in range(100):
        for text in cases:
            inspect(text)
    per = (time.perf_counter() - t0) / (100 * len(cases))
    print(f"gate inspect on gate_cases.jsonl x100: {per * 1e6:.1f} us/call (docs/QUALITY.md)")


async def bench_embedder(n: int = 512) -> None:
    embedder = LocalE5Embedder()
    texts = [f"User favorite number: {i}" for i in range(n)]
    await embedder.embed(texts[:8])  # warm-up
    t0 = time.perf_counter()
    await embedder.embed(texts)
    print(f"embedder {embedder.model} (batch {64}): {n / (time.perf_counter() - t0):,.0f} texts/s")


def bench_governance() -> None:
    """Plan times of governance: consolidation of one user with 10,000 memories, and one
    200-candidate commit batch against full 50-memory windows (both pure, in-process)."""
    from agents.commit_memories.bands import bands_for
    from agents.commit_memories.planning import CommitPolicy, CommitState, fold, plan_commit
    from agents.govern_memories.planning import ConsolidationConfig, plan_consolidation
    from streams.records import MemoryCandidate
    from tests.bench.plan_bench import NOW, synthetic_items

    for lean in (0.0, 0.85):
        items, _ = synthetic_items(10_000, lean=lean)
        timings = []
        for _ in range(3):
            t0 = time.perf_counter()
            plan = plan_consolidation(items, ConsolidationConfig(), NOW)
            timings.append(time.perf_counter() - t0)
        print(f"plan_consolidation, 1 user x 10,000 memories (lean {lean}): median "
              f"{statistics.median(timings) * 1e3:.0f} ms, {plan.pairs_compared:,} cosines "
              f"(all pairs: {10_000 * 9_999 // 2:,}), {len(plan.updates):,} updates")
    policy = CommitPolicy(bands_for("multilingual-e5-small-q4"))
    rng = __import__("numpy").random.default_rng(1)

    def vec() -> list[float]:
        v = rng.standard_normal(384)
        return list(v / __import__("numpy").linalg.norm(v))

    def cand(u: int, i: int, key: str, value: str) -> MemoryCandidate:
        return MemoryCandidate(
            candidate_id=str(uuid.UUID(int=u * 10**6 + i)), turn_id=f"t{u}-{i}",
            user_id=f"u{u}", session_id="s", ts=NOW, source="user", fact_key=key,
            fact_value=value, content=f"User {key}: {value}", importance=0.7,
            category="preference")

    state = CommitState()
    for u in range(20):  # 20 users with a full window of 50 memories each
        history = [(cand(u, i, f"note_{i}", f"value {i}"), vec()) for i in range(50)]
        state = fold(state, plan_commit(state, history, policy, NOW, model="m", revision="r"))
    batch = [(cand(u, 100 + i, "city" if i % 2 else f"topic_{i}", f"value {i}"), vec())
             for i in range(10) for u in range(20)]
    timings = []
    for _ in range(5):
        t0 = time.perf_counter()
        plan_commit(state, batch, policy, NOW, model="m", revision="r")
        timings.append(time.perf_counter() - t0)
    print(f"plan_commit, 200 candidates of 20 users (50-memory windows): median "
          f"{statistics.median(timings) * 1e3:.1f} ms "
          f"({200 / statistics.median(timings):,.0f} candidates/s)")


async def bench_pipeline(users: int = 40, per_user: int = 50) -> None:
    from devstack import stack
    from streams.entrypoints.cli import start_worker_detached, stop_worker, worker_pid
    from streams.entrypoints.cli_ops import cmd_connector
    from streams.entrypoints.demo import expected_memory_ids, produce_turns, wait_until_landed
    from streams.entrypoints.worker import ensure_topics

    await asyncio.to_thread(stack.up)
    await asyncio.to_thread(ensure_topics)
    import argparse

    await asyncio.to_thread(cmd_connector, argparse.Namespace(action="apply", failed_only=False))
    own = worker_pid() is None
    pid = start_worker_detached()
    await asyncio.sleep(15)  # worker start-up and partition assignment are not measured
    run = uuid.uuid4().hex[:8]
    ids = [f"bench-{run}-{n}" for n in range(users)]
    t0 = datetime(2026, 11, 20, tzinfo=UTC)
    turns = [Turn(turn_id=f"{u}-{i}", user_id=u, session_id="s", ts=t0 + timedelta(minutes=i),
                  user_message=f"My favorite number is {i}.") for i in range(per_user) for u in ids]
    expected = await expected_memory_ids(turns)
    started = time.monotonic()
    await produce_turns(turns)
    ok, report = await wait_until_landed(ids, expected, timeout_s=900)
    elapsed = time.monotonic() - started
    status = await asyncio.to_thread(Path(f"/proc/{pid}/status").read_text)
    rss = status.split("VmRSS:")[1].split()[0]
    print(f"end to end ({len(turns)} turns, {users} users, 1 worker, all agents): "
          f"{len(turns) / elapsed:,.1f} turns/s until every memory is in PostgreSQL, Milvus and "
          f"Neo4j ({elapsed:.1f} s, ok={ok}); worker RSS {int(rss) / 1024:.0f} MiB")
    for line in report.lines():
        print("   " + line)
    if own:
        stop_worker()


async def bench_replay() -> None:
    from connectors.kafka_admin import iter_topic
    from projections.handlers import project_graph, project_vectors
    from projections.replay import replay
    from streams.entrypoints import wiring
    from streams.settings import settings
    from streams.topics import OUTBOX_MILVUS, OUTBOX_NEO4J

    bootstrap = settings().kafka.bootstrap_servers
    index, graph = await wiring.vector_index(), await wiring.graph_writer()
    for topic, sink, apply in (
        (OUTBOX_MILVUS, "milvus", lambda b: project_vectors(b, index)),
        (OUTBOX_NEO4J, "neo4j", lambda b: project_graph(b, graph)),
    ):
        t0 = time.monotonic()
        report = await replay(iter_topic(bootstrap, topic), sink, apply)
        elapsed = time.monotonic() - t0
        print(f"replay {topic} (idempotent skip path): {report.read / elapsed:,.0f} events/s "
              f"({report.read} events, applied {report.outcome.applied})")


async def main() -> None:
    print(f"memstream bench, {datetime.now(UTC):%Y-%m-%d %H:%M} UTC, "
          f"python {sys.version.split()[0]}")
    await bench_extraction()
    bench_governance()
    await bench_embedder()
    await bench_pipeline()
    await bench_replay()


if __name__ == "__main__":
    asyncio.run(main())
