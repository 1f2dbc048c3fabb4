"""`python -m tests.bench.knobs`: the measured effect of each tuning knob (docs/TUNING.md).

Each configuration starts its own worker process(es) with the knob set through the environment,
waits until a warm-up turn has landed in every store (start-up, partition assignment and the
embedding model are not measured), then produces a burst of turns and times how long until every
memory is in PostgreSQL, Milvus and Neo4j. End-to-end latency comes from the worker's own
`memstream_end_to_end_latency_seconds` histogram (turn `ts` → projection). The Debezium part
is `tests.bench.cdc.outbox_latency` without the relay: outbox → topic latency from each row's
`occurred_at` to its receipt, while turns trickle in. Prints one line per configuration.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import time
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
from prometheus_client.parser import text_string_to_metric_families

from streams.records import Turn
from tests.support.ports import free_port

LOGS = Path(".devstack/logs")
CONFIGS: tuple[tuple[str, dict[str, str], int], ...] = (
    ("defaults (batch 200 / 0.05 s, 1 worker)", {}, 1),
    ("commit + projection batch 50", {"MEMSTREAM_COMMIT_BATCH_SIZE": "50",
                                      "MEMSTREAM_PROJECTION_BATCH_SIZE": "50"}, 1),
    ("commit + projection batch 500", {"MEMSTREAM_COMMIT_BATCH_SIZE": "500",
                                       "MEMSTREAM_PROJECTION_BATCH_SIZE": "500"}, 1),
    ("batch window 0.2 s", {"MEMSTREAM_COMMIT_BATCH_SECONDS": "0.2",
                            "MEMSTREAM_PROJECTION_BATCH_SECONDS": "0.2"}, 1),
    ("max_poll_records 50", {"MEMSTREAM_MAX_POLL_RECORDS": "50"}, 1),
    ("producer linger 50 ms", {"MEMSTREAM_PRODUCER_LINGER_S": "0.05"}, 1),
    ("2 workers (4 partitions)", {}, 2),
)


def _turns(users: Sequence[str], per_user: int) -> list[Turn]:
    now = datetime.now(UTC)
    return [Turn(turn_id=f"{u}-{i}", user_id=u, session_id="s",
                 ts=now + timedelta(milliseconds=i), user_message=f"My favorite number is {i}.")
            for i in range(per_user) for u in users]


async def _land(turns: Sequence[Turn], timeout_s: float = 600) -> float:
    from streams.entrypoints.demo import expected_memory_ids, produce_turns, wait_until_landed

    users = sorted({t.user_id for t in turns})
    expected = await expected_memory_ids(turns)
    started = time.monotonic()
    await produce_turns(turns)
    ok, report = await wait_until_landed(users, expected, timeout_s)
    if not ok:
        raise RuntimeError(f"turns did not land: {report.lines()}")
    return time.monotonic() - started


class Worker(subprocess.Popen[bytes]):
    """A `memstream worker` process, and the port it serves its metrics on."""

    metrics_port: int


def _start(env: dict[str, str], port: int) -> Worker:
    LOGS.mkdir(parents=True, exist_ok=True)
    with (LOGS / "bench-knobs-worker.log").open("ab") as log:
        proc = Worker(
            [sys.executable, "-m", "streams.entrypoints.cli", "worker"], stdout=log,
            stderr=subprocess.STDOUT, start_new_session=True,
            env={**os.environ, **env, "METRICS_WORKER_PORT": str(port)})
    proc.metrics_port = port
    return proc


def _stop(procs: Sequence[subprocess.Popen[bytes]]) -> None:
    for proc in procs:
        if proc.poll() is None:
            os.killpg(proc.pid, 15)
    for proc in procs:
        try:
            proc.wait(60)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, 9)
            proc.wait(10)


def _quantiles(ports: Sequence[int], sink: str) -> tuple[float, float]:
    """p50 and p95 of the end-to-end histogram summed over the workers (linear within a bucket)."""
    buckets: dict[float, float] = {}
    for port in ports:
        text = httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=10).text
        for family in text_string_to_metric_families(text):
            if family.name != "memstream_end_to_end_latency_seconds":
                continue
            for s in family.samples:
                if s.name.endswith("_bucket") and s.labels.get("sink") == sink:
                    le = float(s.labels["le"])
                    buckets[le] = buckets.get(le, 0.0) + s.value
    bounds = sorted(buckets)
    total = buckets[bounds[-1]] if bounds else 0.0

    def q(p: float) -> float:
        lower, below = 0.0, 0.0
        for le in bounds:
            if buckets[le] >= p * total:
                if le == float("inf"):
                    return lower
                span = buckets[le] - below
                return lower + (le - lower) * ((p * total - below) / span if span else 1.0)
            lower, below = le, buckets[le]
        return float("nan")

    return q(0.5), q(0.95)


async def measure(name: str, env: dict[str, str], workers: int, users: int, per_user: int
                  ) -> None:
    ports = [free_port() for _ in range(workers)]
    procs = [_start(env, port) for port in ports]
    try:
        run = uuid.uuid4().hex[:6]
        await _land(_turns([f"knob-warm-{run}"], 1), timeout_s=300)  # assignment, model, caches
        elapsed = await _land(_turns([f"knob-{run}-{n}" for n in range(users)], per_user))
        p50, p95 = _quantiles(ports, "milvus")
        n50, n95 = _quantiles(ports, "neo4j")
        print(f"{name}: {users * per_user / elapsed:,.0f} turns/s ({users * per_user} turns, "
              f"{elapsed:.1f} s); end-to-end p50/p95 Milvus {p50:.2f}/{p95:.2f} s, "
              f"Neo4j {n50:.2f}/{n95:.2f} s", flush=True)
    finally:
        _stop(procs)


def _apply_connector(poll_ms: int) -> None:
    subprocess.run([sys.executable, "-m", "streams.entrypoints.cli", "connector", "apply"],
                   check=True, capture_output=True,
                   env={**os.environ, "DEBEZIUM_POLL_INTERVAL_MS": str(poll_ms)})


async def debezium_latency(poll_ms: int, turns: int = 60, every_s: float = 0.25) -> None:
    """Outbox → topic latency with `poll.interval.ms` = poll_ms, turns trickling in."""
    from tests.bench.cdc import outbox_latency

    await asyncio.to_thread(_apply_connector, poll_ms)
    proc = _start({}, free_port())
    try:
        run = uuid.uuid4().hex[:6]
        await _land(_turns([f"knob-dbz-warm-{run}"], 1), timeout_s=300)
        found = await outbox_latency([_turns([f"knob-dbz-{run}-{i}"], 1)[0] for i in range(turns)],
                                     every_s, relay=False)
    finally:
        _stop([proc])
    latencies = sorted(found["debezium"])
    p99 = latencies[int(0.99 * (len(latencies) - 1))] if latencies else float("nan")
    print(f"debezium poll.interval.ms={poll_ms}: outbox → topic p50 "
          f"{statistics.median(latencies) * 1000:.0f} ms, p99 {p99 * 1000:.0f} ms "
          f"({len(latencies)} events)", flush=True)


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--users", type=int, default=40)
    parser.add_argument("--per-user", type=int, default=25)
    parser.add_argument("--skip-debezium", action="store_true")
    args = parser.parse_args()
    from streams.entrypoints.cli import stop_worker

    stop_worker()  # a background worker would share the partitions
    print(f"memstream knobs, {datetime.now(UTC):%Y-%m-%d %H:%M} UTC, {os.cpu_count()} cores",
          flush=True)
    for name, env, workers in CONFIGS:
        await measure(name, env, workers, args.users, args.per_user)
    if args.skip_debezium:
        return
    try:
        for poll_ms in (500, 100, 20):
            await debezium_latency(poll_ms)
    finally:
        await asyncio.to_thread(_apply_connector, 100)


if __name__ == "__main__":
    asyncio.run(main())
