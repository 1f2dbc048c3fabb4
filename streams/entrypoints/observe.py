"""Sampling the systems around the pipeline for /metrics and the status page.

Every `METRICS_SAMPLE_S` seconds the worker and the API each take one `Sample`: consumer lag
(Kafka), dead letters by reason (Kafka), the outbox backlog and the last eviction (PostgreSQL),
the replication slot (PostgreSQL), the Debezium connector (Kafka Connect) and whether each
dependency answered. Each probe has a deadline; a probe that fails marks its dependency down and
leaves its gauges as they were. The API keeps the last hour of samples for `GET /status`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import urllib.request
from collections import Counter, deque
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from prometheus_client.parser import text_string_to_metric_families

from streams import dlq, lag, metrics, topics
from streams.settings import Settings

log = logging.getLogger("memstream.observe")

CONNECT_STATES = ("RUNNING", "PAUSED", "STOPPED", "FAILED", "UNASSIGNED", "RESTARTING", "MISSING")
Probe = Callable[[], Awaitable[bool]]


@dataclass(frozen=True)
class Sample:
    """One look at the systems: unix time, lag, committed offsets by "group/topic/partition"
    (for throughput), mean end-to-end latency per sink since the previous sample, and each
    dependency's state."""

    at: float
    lag_records: int | None = None
    lag_seconds: float | None = None
    consumed: dict[str, int] = field(default_factory=dict)
    e2e_seconds: dict[str, float] = field(default_factory=dict)
    dependencies: dict[str, bool] = field(default_factory=dict)


class Observer:
    """Takes samples, sets the system gauges and keeps a ring of the last `history_s`."""

    def __init__(self, conf: Settings, pool: Callable[[], Awaitable[Any]],
                 health: Mapping[str, Probe] | None = None, worker_url: str = "") -> None:
        self._conf = conf
        self._pool = pool
        self._health = dict(health or {})
        self._worker_url = worker_url
        m = conf.metrics
        self.history: deque[Sample] = deque(maxlen=max(2, int(m.history_s / m.sample_s)))
        groups = [g.strip() for g in m.lag_groups.split(",") if g.strip()]
        self._groups = groups or [conf.pipeline.app_id]
        self._dlq_positions: dict[str, dict[int, int]] = {t: {} for t in dlq.DLQS}
        self._dlq_counts: Counter[tuple[str, str]] = Counter()
        self._e2e_prev: dict[str, tuple[float, float]] = {}
        self._worker_seen = False

    async def sample(self) -> Sample:
        """Take one sample (every probe concurrently, each within the probe timeout)."""
        timeout = self._conf.metrics.probe_timeout_s
        probes: dict[str, Awaitable[Any]] = {
            "kafka": self._lag(), "dlq": self._dlq(), "postgres": self._postgres(),
            "connect": self._connector()}
        probes.update({name: check() for name, check in self._health.items()})
        if self._worker_url:
            probes["worker"] = self._worker()
        names = list(probes)
        results = await asyncio.gather(*(asyncio.wait_for(p, timeout) for p in probes.values()),
                                       return_exceptions=True)
        found = dict(zip(names, results, strict=True))
        for name, result in found.items():
            if isinstance(result, BaseException):
                log.debug("probe %s failed: %r", name, result)
        deps = {n: not isinstance(r, BaseException) and r is not False for n, r in found.items()
                if n != "dlq"}
        for name, up in deps.items():
            metrics.DEPENDENCY_UP.labels(name).set(1 if up else 0)
        rows = found["kafka"] if isinstance(found["kafka"], list) else None
        e2e = found.get("worker")
        sample = Sample(
            at=time.time(),
            lag_records=lag.total(rows) if rows is not None else None,
            lag_seconds=max((r.time_lag_s or 0.0 for r in rows), default=0.0)
            if rows is not None else None,
            consumed={f"{r.group}/{r.topic}/{r.partition}": r.committed for r in rows or ()
                      if r.committed is not None},
            e2e_seconds=e2e if isinstance(e2e, dict) else {},
            dependencies=deps)
        self.history.append(sample)
        return sample

    async def run(self) -> None:
        """Sample forever, every METRICS_SAMPLE_S seconds (cancel to stop)."""
        while True:
            started = time.monotonic()
            try:
                await self.sample()
            except Exception:  # a sampling bug must not take the API or the worker down
                log.exception("sampling failed")
            await asyncio.sleep(max(0.0, self._conf.metrics.sample_s -
                                    (time.monotonic() - started)))

    # --- probes -----------------------------------------------------------------------------

    async def _lag(self) -> list[lag.PartitionLag]:
        from connectors.kafka_admin import group_offsets

        offsets = await group_offsets(self._conf.kafka.bootstrap_servers, self._groups)
        rows = lag.lags(offsets, int(time.time() * 1000))
        for gauge in (metrics.CONSUMER_LAG, metrics.CONSUMER_TIME_LAG, metrics.CONSUMER_COMMITTED):
            gauge.clear()
        for r in rows:
            labels = (r.group, r.topic, str(r.partition))
            metrics.CONSUMER_LAG.labels(*labels).set(r.lag)
            if r.time_lag_s is not None:
                metrics.CONSUMER_TIME_LAG.labels(*labels).set(r.time_lag_s)
            if r.committed is not None:
                metrics.CONSUMER_COMMITTED.labels(*labels).set(r.committed)
            metrics.TOPIC_END.labels(r.topic, str(r.partition)).set(r.end)
        return rows

    async def _dlq(self) -> bool:
        from connectors.kafka_admin import read_headers_from

        bootstrap = self._conf.kafka.bootstrap_servers
        for topic in dlq.DLQS:
            headers, self._dlq_positions[topic] = await read_headers_from(
                bootstrap, topic, self._dlq_positions[topic])
            for reason, n in dlq.summarize(headers).items():
                self._dlq_counts[(topic, reason)] += n
        for (topic, reason), n in self._dlq_counts.items():
            metrics.DLQ_DEPTH.labels(topic, reason).set(n)
        return True

    async def _postgres(self) -> bool:
        from connectors.postgres.backlog import last_eviction
        from connectors.postgres.outbox_prune import outbox_backlog_by_target
        from connectors.postgres.slots import slot_status

        pool = await self._pool()
        slot_name = self._conf.debezium.slot_name
        # rows not yet known delivered (relay: unpublished; Debezium: past the slot's watermark)
        backlog = await outbox_backlog_by_target(pool, slot_name)
        for target in topics.OUTBOX_TOPIC_BY_TARGET:
            pending, oldest = backlog.get(target, (0, 0.0))
            metrics.OUTBOX_PENDING.labels(target).set(pending)
            metrics.OUTBOX_OLDEST.labels(target).set(oldest)
        slot = await slot_status(pool, slot_name)
        metrics.SLOT_RETAINED.labels(slot_name).set(
            float(slot["retained_wal_bytes"] or 0) if slot else 0.0)
        metrics.SLOT_ACTIVE.labels(slot_name).set(1 if slot and slot["active"] else 0)
        evicted = await last_eviction(pool)
        if evicted is not None:
            metrics.LAST_EVICTION.set(evicted.timestamp())
        return True

    async def _connector(self) -> bool:
        from connectors.kafka_connect import ConnectError, KafkaConnectClient

        name = self._conf.debezium.connector_name
        client = KafkaConnectClient(self._conf.kafka.connect_url,
                                    timeout_s=self._conf.metrics.probe_timeout_s, attempts=1)
        try:
            status = await asyncio.to_thread(client.status, name)
        except ConnectError as exc:
            if exc.status != 404:
                raise
            status = {"connector": {"state": "MISSING"}, "tasks": []}
        state = str(status.get("connector", {}).get("state", "MISSING"))
        for s in CONNECT_STATES:
            metrics.CONNECTOR_STATE.labels(name, s).set(1 if s == state else 0)
        metrics.CONNECTOR_TASK_STATE.clear()
        for task in status.get("tasks", []):
            for s in CONNECT_STATES:
                metrics.CONNECTOR_TASK_STATE.labels(name, str(task.get("id")), s).set(
                    1 if s == task.get("state") else 0)
        return state == "RUNNING"

    async def _worker(self) -> dict[str, float]:
        """The worker's mean end-to-end latency per sink since the last look (its histogram's
        sum and count deltas); raises when the worker's /metrics does not answer."""
        def get() -> str:
            with urllib.request.urlopen(self._worker_url,
                                        timeout=self._conf.metrics.probe_timeout_s) as resp:
                return bytes(resp.read()).decode()

        text = await asyncio.to_thread(get)
        totals: dict[str, dict[str, float]] = {}
        for family in text_string_to_metric_families(text):
            if family.name == "memstream_end_to_end_latency_seconds":
                for s in family.samples:
                    if s.name.endswith(("_sum", "_count")):
                        part = s.name.rsplit("_", 1)[1]
                        totals.setdefault(s.labels["sink"], {})[part] = s.value
        out: dict[str, float] = {}
        seen_before, self._worker_seen = self._worker_seen, True
        for sink, t in totals.items():
            now = (t.get("sum", 0.0), t.get("count", 0.0))
            # a sink the worker had not observed yet at the last look started from zero
            before = self._e2e_prev.get(sink, (0.0, 0.0) if seen_before else None)
            self._e2e_prev[sink] = now
            if before is not None and now[1] > before[1]:
                out[sink] = (now[0] - before[0]) / (now[1] - before[1])
        return out


def serve_worker_metrics(host: str, port: int) -> bool:
    """Serve the worker's /metrics on `host:port` (a thread of prometheus_client); False, with
    a warning, when the port is taken (another worker on this host serves it)."""
    from prometheus_client import start_http_server

    if port <= 0:
        return False
    try:
        start_http_server(port, addr=host)
    except OSError as exc:
        log.warning("worker /metrics not served: port %d: %s", port, exc)
        return False
    log.info("worker /metrics on %s:%d", host, port)
    return True


def worker_metrics_url(conf: Settings) -> str:
    return conf.metrics.worker_url or f"http://127.0.0.1:{conf.metrics.worker_port}/metrics"


async def stop(task: asyncio.Task[None] | None) -> None:
    """Cancel a sampling task and wait for it."""
    if task is None:
        return
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
