"""What the benchmark watches while a run goes on: the sinks (first time each memory agrees
with PostgreSQL in Milvus and Neo4j) and the worker group's offsets (lag and per-stage
throughput). Both run as background tasks until stopped; times are wall-clock (`time.time`).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from aiokafka.errors import KafkaError

from streams.errors import TransientError
from streams.lag import PartitionOffsets, lags
from tests.bench.measure import agreed

#: the worker group's input topic of each stage, in flow order
STAGES: tuple[tuple[str, str], ...] = (
    ("extract_facts", "chat.turns.v1"), ("commit_memories", "memory.candidates.v1"),
    ("project_to_milvus", "memory.outbox.milvus.v1"),
    ("project_to_neo4j", "memory.outbox.neo4j.v1"),
)


@dataclass
class SinkWatch:
    """First time (wall clock, end of the polling round that saw it) each memory id was live in
    PostgreSQL and held at the same (version, content hash) by Milvus and by Neo4j; and how long
    each polling round took (with `interval_s`, the resolution of those times).

    A round reads the users' live rows from PostgreSQL (one indexed query), then asks each sink
    only about the memories not seen agreeing yet (its stamp query by user and memory id, at
    most `batch` of them), so a round stays short however many memories have landed."""

    users: Sequence[str]
    interval_s: float = 0.05
    batch: int = 1000
    first_seen: dict[str, float] = field(default_factory=dict)
    #: the same, per sink alone ("milvus", "neo4j")
    first_in: dict[str, dict[str, float]] = field(
        default_factory=lambda: {"milvus": {}, "neo4j": {}})
    rounds: list[float] = field(default_factory=list)
    errors: int = 0

    async def run(self, stop: asyncio.Event) -> None:
        from streams.entrypoints import wiring

        pool = await wiring.pg_pool()
        index, graph = await wiring.vector_index(), await wiring.graph_writer()
        while not stop.is_set():
            started = time.time()
            try:
                async with pool.acquire() as conn:
                    rows = await conn.fetch(
                        "SELECT user_id, memory_uid::text AS m, version, content_hash"
                        " FROM long_term_memory WHERE user_id = ANY($1::text[])"
                        " AND deleted_at IS NULL", list(self.users))
                truth = {(r["user_id"], r["m"]): (int(r["version"]), r["content_hash"])
                         for r in rows if r["m"] not in self.first_seen}
                keys = sorted(truth)[: self.batch]
                if keys:
                    vectors, (nodes, _) = await asyncio.gather(index.stamps(keys),
                                                               graph.stamps(keys))
                    sinks = [{k[1]: (s.version, s.content_hash) for k, s in found.items()}
                             for found in (vectors, nodes)]
                    now = time.time()
                    wanted = {k[1]: truth[k] for k in keys}
                    for m in agreed(wanted, sinks):
                        self.first_seen.setdefault(m, now)
                    for name, sink in zip(("milvus", "neo4j"), sinks, strict=True):
                        for m in agreed(wanted, [sink]):
                            self.first_in[name].setdefault(m, now)
                self.rounds.append(time.time() - started)
            except TransientError:
                self.errors += 1
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), self.interval_s)


@dataclass
class OffsetSample:
    """One look at the worker group: per stage topic, the summed end offset, committed offset
    and lag over its partitions (`streams.lag`)."""

    at: float
    end: dict[str, int]
    committed: dict[str, int]
    lag: dict[str, int]


@dataclass
class OffsetWatch:
    """The worker group's committed offsets and the stage topics' end offsets every
    `interval_s` seconds, over one admin client and one consumer kept open for the run (a few
    milliseconds a look, so the samples are evenly spaced)."""

    group: str
    bootstrap: str
    interval_s: float = 1.0
    samples: list[OffsetSample] = field(default_factory=list)
    sampled: asyncio.Event = field(default_factory=asyncio.Event)

    async def run(self, stop: asyncio.Event) -> None:
        from aiokafka import AIOKafkaConsumer, TopicPartition
        from aiokafka.admin import AIOKafkaAdminClient

        from connectors.kafka_admin import partition_count

        admin = AIOKafkaAdminClient(bootstrap_servers=self.bootstrap)
        consumer = AIOKafkaConsumer(bootstrap_servers=self.bootstrap, enable_auto_commit=False)
        await admin.start()
        await consumer.start()
        try:
            parts = [TopicPartition(topic, p) for _, topic in STAGES
                     for p in range(await partition_count(self.bootstrap, topic))]
            while not stop.is_set():
                with contextlib.suppress(KafkaError, TransientError):
                    committed = await admin.list_consumer_group_offsets(self.group)
                    ends = await consumer.end_offsets(parts)
                    starts = await consumer.beginning_offsets(parts)
                    self.samples.append(self._sample(time.time(), parts, committed, starts,
                                                     ends))
                    self.sampled.set()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(stop.wait(), self.interval_s)
        finally:
            await consumer.stop()
            await admin.close()

    def _sample(self, now: float, parts: Sequence[Any], committed: dict[Any, Any],
                starts: dict[Any, int], ends: dict[Any, int]) -> OffsetSample:
        rows = lags([PartitionOffsets(self.group, tp.topic, tp.partition,
                                      committed[tp].offset if tp in committed and
                                      committed[tp].offset >= 0 else None,
                                      starts[tp], ends[tp]) for tp in parts], int(now * 1000))
        out = OffsetSample(now, {}, {}, {})
        for _, topic in STAGES:
            mine = [r for r in rows if r.topic == topic]
            out.end[topic] = sum(r.end for r in mine)
            out.committed[topic] = sum(r.committed or 0 for r in mine)
            out.lag[topic] = sum(r.lag for r in mine)
        return out

    async def first(self, timeout_s: float = 30.0) -> None:
        """Return once the first sample is in (the baseline before a run's clock starts)."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.sampled.wait(), timeout_s)

    def series(self, topic: str, what: str = "committed") -> list[tuple[float, int]]:
        """(time, value) of one topic's `end`, `committed` or `lag` over the run."""
        return [(s.at, getattr(s, what)[topic]) for s in self.samples]


class Watching:
    """Run watchers in the background inside `async with`; stops and awaits them on exit."""

    def __init__(self, *watchers: SinkWatch | OffsetWatch) -> None:
        self._watchers = watchers
        self._stop = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []

    async def __aenter__(self) -> Watching:
        self._tasks = [asyncio.create_task(w.run(self._stop)) for w in self._watchers]
        return self

    async def __aexit__(self, *exc: object) -> None:
        self._stop.set()
        await asyncio.gather(*self._tasks)
