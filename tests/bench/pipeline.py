"""`python -m tests.bench.pipeline`: memstream's own overhead end to end, and mem0 on the same
turns.

Pipeline mode (issue 12): the LLM and the embedder are one local OpenAI-compatible server that
answers at once (`tests.support.fake_openai`: offline-rule extractions, hash embeddings), so
what is measured is Kafka, Faust, the PostgreSQL transaction with outbox, Debezium, both
projections and governance. The load is `tests.bench.load` (Chinese and English users); it is
produced with aiokafka as fast as the broker takes it, and a turn counts once every memory the
write path makes of it is in PostgreSQL and agrees (version + hash) in Milvus and Neo4j.
CPU seconds per process (with its children) are read from /proc before and after the burst.

With `--mem0` the same turns (or the first `--mem0-users` users' turns) then go through
mem0's `add()` in its own virtualenv (`tests/bench/mem0_peer.py`), against the same server.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import time
import urllib.request
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from streams.records import Turn
from tests.bench.knobs import _quantiles, _start, _stop
from tests.bench.load import generate_with_kinds, kind_counts
from tests.support.ports import free_port

BENCH = Path(".bench")
MEM0_PYTHON = BENCH / "mem0-venv" / "bin" / "python"
_TICK = os.sysconf("SC_CLK_TCK")


def _children() -> dict[int, list[int]]:
    tree: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            tree.setdefault(ppid, []).append(int(entry.name))
    return tree


def cpu_seconds(pids: dict[str, int]) -> dict[str, float]:
    """user + system CPU seconds of each process and its live descendants."""
    tree = _children()
    out: dict[str, float] = {}
    for name, root in pids.items():
        total, todo = 0.0, [root]
        while todo:
            pid = todo.pop()
            todo.extend(tree.get(pid, []))
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            total += (int(fields[11]) + int(fields[12])) / _TICK
        out[name] = total
    return out


def service_pids() -> dict[str, int]:
    from devstack import procs
    from devstack.stack import SERVICES

    found = {name: procs.recorded_pid(name) for name in SERVICES}
    return {name: pid for name, pid in found.items() if pid}


def llm_env(base_url: str) -> dict[str, str]:
    """The worker's environment for pipeline mode: LLM and embedder on the instant server."""
    return {"OPENAI_BASE_URL": base_url, "OPENAI_API_KEY": "bench",
            "EMBEDDER_PROVIDER": "openai", "EMBEDDER_BASE_URL": base_url,
            "EMBEDDER_API_KEY": "bench", "EMBEDDER_MODEL": "bench-hash-384",
            "EMBEDDER_DIMENSION": "384"}


async def expected_by_turn(turns: Sequence[Turn], base_url: str | None) -> dict[str, set[str]]:
    """turn id -> the memory ids the worker must produce for it: the same `extract_turn` against
    the same server (`base_url`), or with the offline provider (None, as in model mode)."""
    from agents.commit_memories.planning import memory_uid
    from agents.extract_facts.pipeline import OfflineExtractor, extract_turn
    from connectors.llm import OpenAILlm
    from streams.errors import RequestFailedError
    from streams.settings import OpenAISettings, settings

    llm = (OfflineExtractor() if base_url is None else OpenAILlm(OpenAISettings(
        base_url=base_url, api_key="bench", timeout_s=5.0)))  # type: ignore[arg-type]
    secret = settings().pipeline.id_secret.get_secret_value()
    gate = asyncio.Semaphore(32)  # the server also serves the workers: stay gentle

    async def one(turn: Turn) -> Any:
        async with gate:
            for attempt in range(5):  # the local server now and then leaves a request unanswered
                try:
                    return await extract_turn(turn, llm)
                except RequestFailedError:
                    if attempt == 4:
                        raise
            return None

    try:
        results = await asyncio.gather(*(one(t) for t in turns))
    finally:
        if isinstance(llm, OpenAILlm):
            await llm.aclose()
    return {t.turn_id: {memory_uid(c, secret) for c in r.candidates}
            for t, r in zip(turns, results, strict=True)}


async def expected_ids(turns: Sequence[Turn], base_url: str | None) -> set[str]:
    """Every memory id the worker must produce for these turns (see `expected_by_turn`)."""
    return set[str]().union(*(await expected_by_turn(turns, base_url)).values())


async def land(users: Sequence[str], expected: set[str], timeout_s: float,
               settle_s: float = 20.0) -> tuple[float, int, bool]:
    """Poll until PostgreSQL holds every expected id and both sinks agree with it; returns
    (monotonic time it was first seen so, ids present, ok). When some ids never come (a
    governance merge or eviction took them) it settles: the time is when the stores last
    changed and agreed."""
    from streams.entrypoints import wiring
    from streams.entrypoints.demo import gather_report
    from streams.errors import TransientError

    repo = await wiring.memory_repository()
    deadline = time.monotonic() + timeout_s
    last: dict[str, tuple[int, str]] = {}
    changed = time.monotonic()
    while time.monotonic() < deadline:
        try:
            stamps = await repo.stamps(users)
        except TransientError:
            await asyncio.sleep(0.5)
            continue
        now = time.monotonic()
        if stamps != last:
            last, changed = stamps, now
        present = len(expected & set(stamps))
        if present == len(expected) or now - changed > settle_s:
            report = await gather_report(users)
            if report.ok:
                return (now if present == len(expected) else changed), present, True
        await asyncio.sleep(0.25)
    return time.monotonic(), len(expected & set(last)), False


def batch_sizes(port: int) -> dict[str, float]:
    """(records, batches) per agent from the worker's batch-size histogram (fewer, larger
    batches mean less per-batch work in the worker and in the stores), and its commit cache's
    and its embedder's hits and misses (`cache_commit_hits`, `cache_embedder_misses`, ...)."""
    import httpx
    from prometheus_client.parser import text_string_to_metric_families

    out: dict[str, float] = {}
    text = httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=10).text
    for family in text_string_to_metric_families(text):
        if family.name == "memstream_agent_batch_size_records":
            for s in family.samples:
                if s.name.endswith(("_sum", "_count")):
                    kind = "records" if s.name.endswith("_sum") else "batches"
                    out[f"{kind}_{s.labels['agent']}"] = s.value
        for cache in ("commit", "embedder"):
            for outcome in ("hits", "misses"):
                if family.name == f"memstream_{cache}_cache_{outcome}":
                    out[f"cache_{cache}_{outcome}"] = sum(s.value for s in family.samples
                                                          if s.name.endswith("_total"))
    return out


def _profile(pid: int, seconds: float) -> subprocess.Popen[bytes]:
    """py-spy on the worker for `seconds` (collapsed stacks + a flame graph SVG in .bench/)."""
    BENCH.mkdir(exist_ok=True)
    spy = str(Path(sys.executable).with_name("py-spy"))
    return subprocess.Popen(
        f"{spy} record --nonblocking --format raw -o {BENCH}/worker-profile.txt --pid {pid}"
        f" --duration {int(seconds)} && {spy} record --nonblocking -o {BENCH}/worker-profile.svg"
        f" --pid {pid} --duration 5", shell=True, stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL)


async def run_memstream(turns: Sequence[Turn], base_url: str, timeout_s: float,
                        profile_s: float = 0) -> dict[str, float]:
    from streams.entrypoints.demo import produce_turns

    users = sorted({t.user_id for t in turns})
    expected = await expected_ids(turns, base_url)
    port = free_port()
    proc = _start(llm_env(base_url), port)
    try:
        warm = [t.model_copy(update={"user_id": f"{t.user_id}-warm", "turn_id": f"{t.turn_id}-w"})
                for t in turns[:1]]
        await produce_turns(warm)
        await land([warm[0].user_id], await expected_ids(warm, base_url), 300)
        pids = {"worker": proc.pid, **service_pids()}
        driver = time.process_time()  # this process alone (its children are the worker etc.)
        now = datetime.now(UTC)  # restamped: the histogram then starts at the burst, not at
        turns = [t.model_copy(update={"ts": now + timedelta(milliseconds=i)})  # generation
                 for i, t in enumerate(turns)]
        before, sized, counted = cpu_seconds(pids), batch_sizes(port), server_counts(base_url)
        started = time.monotonic()
        spy = _profile(proc.pid, profile_s) if profile_s else None
        await produce_turns(turns)
        produced = time.monotonic() - started
        landed_at, present, ok = await land(users, expected, timeout_s)
        elapsed = landed_at - started
        after = cpu_seconds(pids)
        driver = time.process_time() - driver
        calls = server_counts(base_url)
        p50, p95 = _quantiles([port], "milvus")
        sizes = {k: v - sized.get(k, 0.0) for k, v in batch_sizes(port).items()}
        if spy is not None:
            await asyncio.to_thread(spy.wait, 120)
    finally:
        _stop([proc])
    result = {"turns": len(turns), "elapsed_s": elapsed, "produce_s": produced,
              "turns_per_s": len(turns) / elapsed, "expected": len(expected),
              "present": present, "ok": float(ok), "e2e_p50_s": p50, "e2e_p95_s": p95}
    for name in pids:
        result[f"cpu_{name}_per_1k"] = (after[name] - before[name]) * 1000 / len(turns)
    result["cpu_bench_driver_per_1k"] = driver * 1000 / len(turns)
    steps = per_turn(result, counted, calls, len(turns))
    print(f"memstream LLM calls in the burst, by step: {steps}", flush=True)
    for key in sorted(k for k in sizes if k.startswith("records_")):
        agent = key.removeprefix("records_")
        result[f"batch_mean_{agent}"] = sizes[key] / max(sizes.get(f"batches_{agent}", 0), 1)
    for cache in ("commit", "embedder"):
        hits = sizes.get(f"cache_{cache}_hits", 0.0)
        result[f"{cache}_cache_hit_share"] = hits / max(
            hits + sizes.get(f"cache_{cache}_misses", 0.0), 1)
    return result


MEM0_PIN = "mem0ai==2.2.1"


def ensure_mem0_venv() -> None:
    """mem0's own virtualenv (.bench/mem0-venv, never memstream's), created on first use."""
    if MEM0_PYTHON.exists():
        return
    BENCH.mkdir(exist_ok=True)
    print(f"creating {MEM0_PYTHON.parents[1]} with {MEM0_PIN} (once)", flush=True)
    subprocess.run([sys.executable, "-m", "venv", str(MEM0_PYTHON.parents[1])], check=True)
    subprocess.run([str(MEM0_PYTHON), "-m", "pip", "install", "-q", MEM0_PIN], check=True)


def run_mem0(turns: Sequence[Turn], base_url: str) -> dict[str, float]:
    ensure_mem0_venv()
    path = BENCH / "mem0-turns.jsonl"
    path.write_text("".join(t.model_dump_json() + "\n" for t in turns), "utf-8")
    out = subprocess.run(
        [str(MEM0_PYTHON), "tests/bench/mem0_peer.py", "--turns", str(path), "--base-url",
         base_url, "--dir", str(BENCH / f"mem0-{uuid.uuid4().hex[:6]}")],
        check=True, capture_output=True, text=True,
        env={**os.environ, "MEM0_TELEMETRY": "False", "PYTHONPATH": ""})
    result: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def _start_server(port: int) -> subprocess.Popen[bytes]:
    """The instant LLM + embedding server, in its own process (its CPU is counted apart)."""
    BENCH.mkdir(exist_ok=True)
    with (BENCH / "llm-server.log").open("ab") as log:  # client disconnects log tracebacks
        return subprocess.Popen([sys.executable, "-m", "tests.support.fake_openai", "--port",
                                 str(port)], start_new_session=True, stdout=log, stderr=log)


def server_counts(base_url: str) -> dict[str, Any]:
    """The instant server's counts so far: chat completions (`calls`, and `kinds` by the first
    words of their system prompt) and embedded texts (`embedded`)."""
    with urllib.request.urlopen(base_url.removesuffix("/v1") + "/_calls", timeout=5) as reply:
        counts: dict[str, Any] = json.loads(reply.read())
    return counts


def per_turn(ms: dict[str, float], before: dict[str, Any], after: dict[str, Any],
             turns: int) -> dict[str, int]:
    """Pure: the requests a turn cost the LLM and the embedder, into `ms`; returns the chat
    completions by step (the first words of their system prompt)."""
    ms["llm_calls_per_turn"] = (after["calls"] - before["calls"]) / turns
    ms["embedded_texts_per_turn"] = (after["embedded"] - before["embedded"]) / turns
    return {kind: n - before["kinds"].get(kind, 0) for kind, n in after["kinds"].items()
            if n > before["kinds"].get(kind, 0)}


def _line(name: str, r: dict[str, float]) -> str:
    return f"{name}: " + ", ".join(f"{k} {v:,.3f}" if isinstance(v, float) else f"{k} {v}"
                                   for k, v in r.items())


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--users", type=int, default=100)
    parser.add_argument("--per-user", type=int, default=20)
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--mem0", action="store_true")
    parser.add_argument("--mem0-users", type=int, default=0, help="0 = all users")
    parser.add_argument("--skip-memstream", action="store_true")
    parser.add_argument("--timeout", type=float, default=900)
    parser.add_argument("--profile", type=float, default=0,
                        help="py-spy the worker for this many seconds of the burst")
    args = parser.parse_args()
    from streams.entrypoints.cli import stop_worker

    stop_worker()  # a background worker would share the partitions
    run = uuid.uuid4().hex[:6]
    # timestamps a millisecond apart from now: the worker's end-to-end histogram (turn ts →
    # projection) then measures this run
    loaded = generate_with_kinds(args.users, args.per_user, args.seed, prefix=f"pl-{run}",
                                 start=datetime.now(UTC), step=timedelta(milliseconds=1))
    turns = [t.turn for t in loaded]
    print(f"memstream pipeline bench {datetime.now(UTC):%Y-%m-%d %H:%M} UTC, {os.cpu_count()} "
          f"cores, run {run}: {len(turns)} turns of {args.users} users, mix {kind_counts(loaded)}",
          flush=True)
    if not args.skip_memstream:
        from tests.bench.harness import prepare

        await prepare()
    port = free_port()
    fake = _start_server(port)
    base_url = f"http://127.0.0.1:{port}/v1"
    try:
        await asyncio.sleep(2.0)
        if not args.skip_memstream:
            before = cpu_seconds({"llm_server": fake.pid})
            ms = await run_memstream(turns, base_url, args.timeout, args.profile)
            server = cpu_seconds({"llm_server": fake.pid})["llm_server"] - before["llm_server"]
            ms["cpu_llm_server_per_1k"] = server * 1000 / len(turns)
            print(_line("memstream", ms), flush=True)
        if args.mem0:
            chosen = {f"pl-{run}-u{n}" for n in range(args.mem0_users or args.users)}
            subset = [t for t in turns if t.user_id in chosen]
            before = cpu_seconds({"llm_server": fake.pid})
            counted = server_counts(base_url)
            m0 = await asyncio.to_thread(run_mem0, subset, base_url)
            server = cpu_seconds({"llm_server": fake.pid})["llm_server"] - before["llm_server"]
            m0["cpu_llm_server_per_1k"] = server * 1000 / len(subset)
            steps = per_turn(m0, counted, server_counts(base_url), len(subset))
            print(_line("mem0", m0), flush=True)
            print(f"mem0 LLM calls by step: {steps}", flush=True)
            if not args.skip_memstream:
                print(f"memstream / mem0: {ms['turns_per_s'] / m0['turns_per_s']:.1f}x mem0 "
                      f"(turns/s, same turns{'' if len(subset) == len(turns) else ' (subset)'}, "
                      f"same server)", flush=True)
    finally:
        os.killpg(fake.pid, 15)
        fake.wait(10)


if __name__ == "__main__":
    asyncio.run(main())
