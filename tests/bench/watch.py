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

from streams.errors import TransientError
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
    each polling round took (the resolution of those times)."""

    users: Sequence[str]
    interval_s: float = 0.1
    first_seen: dict[str, float] = field(default_factory=dict)
    rounds: list[float] = field(default_factory=list)
    errors: int = 0

    async def run(self, stop: asyncio.Event) -> None:
        from streams.entrypoints import wiring

        repo = await wiring.memory_repository()
        index, graph = await wiring.vector_index(), await wiring.graph_writer()
        while not stop.is_set():
            started = time.time()
            try:
                truth, vectors, nodes = await asyncio.gather(
                    repo.stamps(self.users), index.held(self.users), graph.held(self.users))
            except TransientError:
                self.errors += 1
            else:
                now = time.time()
                self.rounds.append(now - started)
                sinks = [{m: (h.live.version, h.live.content_hash)
                          for held in found.values() for m, h in held.items() if h.live}
                         for found in (vectors, nodes)]
                for m in agreed(truth, sinks):
                    self.first_seen.setdefault(m, now)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), self.interval_s)


@dataclass
class OffsetSample:
    """One look at the worker group: per stage topic, the summed end offset, committed offset
    and lag over its partitions, and the oldest unconsumed record's age (s)."""

    at: float
    end: dict[str, int]
    committed: dict[str, int]
    lag: dict[str, int]
    time_lag_s: dict[str, float]


@dataclass
class OffsetWatch:
    """The worker group's offsets every `interval_s` seconds (`connectors.kafka_admin`)."""

    group: str
    bootstrap: str
    interval_s: float = 1.0
    samples: list[OffsetSample] = field(default_factory=list)

    async def sample(self) -> OffsetSample:
        from connectors.kafka_admin import group_offsets
        from streams.lag import lags

        rows = await group_offsets(self.bootstrap, [self.group], head_timeout_s=0.2)
        now = time.time()
        out = OffsetSample(now, {}, {}, {}, {})
        by_topic = {topic: [r for r in rows if r.topic == topic] for _, topic in STAGES}
        for topic, mine in by_topic.items():
            out.end[topic] = sum(r.end for r in mine)
            out.committed[topic] = sum(r.committed or 0 for r in mine)
            lagging = lags(mine, int(now * 1000))
            out.lag[topic] = sum(r.lag for r in lagging)
            out.time_lag_s[topic] = max((r.time_lag_s or 0.0 for r in lagging), default=0.0)
        return out

    async def run(self, stop: asyncio.Event) -> None:
        while not stop.is_set():
            with contextlib.suppress(TransientError):
                self.samples.append(await self.sample())
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), self.interval_s)

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
