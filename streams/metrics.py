"""Prometheus metrics of memstream (prometheus_client, the default registry): every family the
worker and the API export, and `inc(name, amount, **labels)`, the counter call the stages use.

Names follow Prometheus conventions: `memstream_` prefix, base units (`_seconds`, `_bytes`),
counters end in `_total`. Labels must stay low-cardinality: never a user id or text. The
families below are declared at import, so a scrape shows each of them even before it moves.
"""

from __future__ import annotations

import logging
import threading

from prometheus_client import (
    REGISTRY,
    Counter,
    Gauge,
    Histogram,
    disable_created_metrics,
    generate_latest,
)

PREFIX = "memstream_"
CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
log = logging.getLogger("memstream.metrics")
# `_created` series double every counter's output and no dashboard of ours reads them
disable_created_metrics()  # type: ignore[no-untyped-call]

# --- the pipeline, observed where it runs (the worker) ------------------------------------------

AGENT_RECORDS_IN = Counter("memstream_agent_records_in", "records an agent took from its topic",
                           ["agent"])
AGENT_RECORDS_OUT = Counter(
    "memstream_agent_records_out",
    "records an agent finished and acknowledged (handled or dead-lettered)", ["agent"])
AGENT_DEAD_LETTERED = Counter("memstream_agent_records_dead_lettered",
                              "records an agent dead-lettered (classified poison, within the cap)",
                              ["agent"])
AGENT_BATCH_SIZE = Histogram("memstream_agent_batch_size_records", "records per batch handled",
                             ["agent"], buckets=(1, 2, 5, 10, 20, 50, 100, 200, 500, 1000))
AGENT_BATCH_SECONDS = Histogram(
    "memstream_agent_batch_duration_seconds", "time to handle one batch, retries included",
    ["agent"], buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60))
END_TO_END_SECONDS = Histogram(
    "memstream_end_to_end_latency_seconds",
    "from a turn's ts to its memory's projection in a sink", ["sink"],
    buckets=(0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600, 1800))

# --- the systems around the pipeline, sampled every few seconds ---------------------------------

CONSUMER_LAG = Gauge("memstream_consumer_lag_records", "end offset minus committed offset",
                     ["group", "topic", "partition"])
CONSUMER_TIME_LAG = Gauge(
    "memstream_consumer_lag_seconds",
    "age of the oldest record a group has not committed (0 when caught up)",
    ["group", "topic", "partition"])
CONSUMER_COMMITTED = Gauge("memstream_consumer_committed_offset", "a group's committed offset",
                           ["group", "topic", "partition"])
TOPIC_END = Gauge("memstream_topic_end_offset", "a partition's end (high watermark) offset",
                  ["topic", "partition"])
DLQ_DEPTH = Gauge("memstream_dlq_depth_records", "records in a dead-letter topic, by reason",
                  ["topic", "reason"])
OUTBOX_PENDING = Gauge("memstream_outbox_pending_rows", "outbox rows with status pending",
                       ["target"])
OUTBOX_OLDEST = Gauge("memstream_outbox_oldest_pending_age_seconds",
                      "age of the oldest pending outbox row", ["target"])
SLOT_RETAINED = Gauge("memstream_replication_slot_retained_wal_bytes",
                      "WAL kept on disk for the replication slot", ["slot"])
SLOT_ACTIVE = Gauge("memstream_replication_slot_active", "1 when a client streams from the slot",
                    ["slot"])
CONNECTOR_STATE = Gauge("memstream_connector_state",
                        "1 for a Kafka Connect connector's current state", ["connector", "state"])
CONNECTOR_TASK_STATE = Gauge("memstream_connector_task_state",
                             "1 for a connector task's current state",
                             ["connector", "task", "state"])
LAST_EVICTION = Gauge("memstream_governance_last_eviction_timestamp_seconds",
                      "when governance last evicted a memory (any user), unix time")
DEPENDENCY_UP = Gauge("memstream_dependency_up", "1 when the dependency answered the last sample",
                      ["dependency"])

# --- counters the stages increment by name ------------------------------------------------------

#: counters `inc` knows before they are first used, with their label names
KNOWN: dict[str, tuple[str, ...]] = {
    "gate_rejections_total": ("gate", "reason"),
    "prefilter_skipped_total": ("reason",),
    "turns_dead_lettered_total": ("reason",),
    "candidates_total": (),
    "exchange_unanchored_total": (),
    "llm_unparseable_total": ("source",),
    "gate_screen_rejected_total": (),
    "projection_erased_dropped_total": (),
    "commit_cache_hits_total": (),
    "commit_cache_misses_total": (),
    "embedder_cache_hits_total": (),
    "embedder_cache_misses_total": (),
    **{f"governance_{n}_total": () for n in (
        "inserted", "supersedes", "revived", "deleted", "deletes", "redelivered",
        "erased_dropped", "decays", "merges", "evictions", "protected", "rollbacks",
        "judge_calls", "judge_failures", "protection_skipped", "eviction_silence_warnings",
        "late")},
}

_lock = threading.Lock()
_counters: dict[str, tuple[Counter, tuple[str, ...]]] = {}


def _counter(name: str, labels: tuple[str, ...]) -> tuple[Counter, tuple[str, ...]]:
    with _lock:
        found = _counters.get(name)
        if found is None:
            base = PREFIX + name.removesuffix("_total")
            found = _counters[name] = (Counter(base, name.replace("_", " "), list(labels)),
                                       labels)
        return found


for _name, _labels in KNOWN.items():
    _counter(_name, _labels)


def inc(name: str, amount: int = 1, **labels: str) -> None:
    """Add to a counter (`memstream_<name>`); labels must be low-cardinality (never a user id
    or text). A counter's label names are fixed by its first use: a missing one is recorded as
    "" and an unknown one is dropped (and logged), never an exception in the caller."""
    counter, names = _counter(name, tuple(sorted(labels)))
    extra = set(labels) - set(names)
    if extra:
        log.warning("counter %s has no labels %s; dropped", name, sorted(extra))
    if amount:
        child = counter.labels(*(labels.get(n, "") for n in names)) if names else counter
        child.inc(amount)


def value(name: str, **labels: str) -> int:
    """One counter's current value (0 if never incremented)."""
    found = REGISTRY.get_sample_value(PREFIX + name if name.endswith("_total")
                                      else PREFIX + name + "_total", labels)
    return int(found or 0)


def snapshot() -> dict[str, int]:
    """Every named counter that moved, as `name{k="v",...}` -> value."""
    with _lock:
        counters = [c for c, _ in _counters.values()]
    out: dict[str, int] = {}
    for counter in counters:
        for family in counter.collect():
            for s in family.samples:
                if s.name.endswith("_total") and s.value:
                    rendered = ",".join(f'{k}="{v}"' for k, v in sorted(s.labels.items()))
                    key = s.name.removeprefix(PREFIX)
                    out[f"{key}{{{rendered}}}" if rendered else key] = int(s.value)
    return dict(sorted(out.items()))


def render() -> bytes:
    """The Prometheus text exposition of every family of this process."""
    return bytes(generate_latest(REGISTRY))
