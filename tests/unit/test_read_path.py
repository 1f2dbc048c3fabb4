"""The read path's pure and in-memory parts: recall over fake ports (fusion input, degraded
answers, paused sources), the erase order and receipt, export, the erased-user filter."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from projections.handlers import without_erased
from projections.recall import HitBuffer, Recall, RecallQuery
from projections.rights import erase_user, export_markdown, topic_keys
from streams.errors import TransientError
from streams.records import OutboxEvent

NOW = datetime(2026, 11, 30, 12, tzinfo=UTC)


@dataclass(frozen=True)
class Row:
    memory_id: str
    content: str
    category: str
    importance: float
    embedding: tuple[float, ...]
    fact_key: str = "k"
    fact_value: str = "v"
    created_at: datetime = NOW
    superseded: bool = False
    updated_at: datetime = NOW


ROWS = {"a": Row("a", "User city: Hangzhou", "identity", 0.7, (1.0, 0.0)),
        "b": Row("b", "User likes: jazz", "preference", 0.7, (0.0, 1.0)),
        "c": Row("c", "User allergy: peanuts", "policy", 0.7, (0.6, 0.8))}


class Reader:
    async def rows(self, user_id: str, memory_ids: Sequence[str],
                   include_superseded: bool = False) -> list[Row]:
        return [ROWS[m] for m in memory_ids if user_id == "u1" and m in ROWS]

    async def keyword_search(self, user_id: str, query: str | None, limit: int,
                             include_superseded: bool = False,
                             categories: Sequence[str] = ()) -> list[tuple[str, float]]:
        return [("c", 0.5)] if query and "peanut" in query else []

    async def recent_vectors(self, user_id: str, limit: int, include_superseded: bool = False,
                             categories: Sequence[str] = ()
                             ) -> list[tuple[str, tuple[float, ...]]]:
        return [(r.memory_id, r.embedding) for r in ROWS.values()]


@dataclass
class Vectors:
    down: bool = False
    calls: int = 0

    async def search(self, user_id: str, vector: Sequence[float], limit: int,
                     include_superseded: bool = False,
                     categories: Sequence[str] = ()) -> list[tuple[str, float]]:
        self.calls += 1
        if self.down:
            raise TransientError("milvus down")
        return [("a", 0.9), ("b", 0.1)]


@dataclass
class Graph:
    down: bool = False

    async def expand(self, user_id: str, seeds: Sequence[str], hops: int,
                     limit: int) -> list[tuple[str, int]]:
        if self.down:
            raise TransientError("neo4j down")
        return [("b", 1)]


class Embedder:
    async def embed_query(self, text: str) -> list[float]:
        return [1.0, 0.1]


def recall(vectors: Vectors, graph: Graph, hits: HitBuffer | None = None) -> Recall:
    return Recall(Reader(), vectors, graph, Embedder(), hits)


async def test_recall_fuses_the_three_sources_and_says_which_found_what() -> None:
    hits = HitBuffer()
    result = await recall(Vectors(), Graph(), hits).recall(RecallQuery("u1", "peanut city", 3))
    sources = {i.row.memory_id: set(i.ranked.sources) for i in result.items}
    assert sources == {"a": {"vector"}, "b": {"vector", "graph"}, "c": {"keyword"}}
    assert result.items[0].row.memory_id == "a" and not result.degraded
    assert sorted(hits.take()) == [("u1", "a", 1), ("u1", "b", 1), ("u1", "c", 1)]


async def test_graph_down_degrades_and_milvus_down_falls_back_to_postgres() -> None:
    no_graph = await recall(Vectors(), Graph(down=True)).recall(RecallQuery("u1", "city"))
    assert no_graph.degraded and no_graph.unavailable == ["graph"] and no_graph.items
    vectors = Vectors(down=True)
    service = recall(vectors, Graph())
    no_milvus = await service.recall(RecallQuery("u1", "city"))
    assert no_milvus.degraded and "vector" in no_milvus.unavailable
    assert no_milvus.items[0].row.memory_id == "a"  # the in-process scan still ranks by vector
    again = await service.recall(RecallQuery("u1", "city"))
    assert vectors.calls == 1 and "vector" in again.unavailable  # paused: not asked again


async def test_recall_reads_nothing_for_an_empty_user_and_only_the_users_rows() -> None:
    assert (await recall(Vectors(), Graph()).recall(RecallQuery("", "city"))).items == []
    assert (await recall(Vectors(), Graph()).recall(RecallQuery("u2", "city"))).items == []


async def test_hit_buffer_keeps_hits_when_the_flush_fails() -> None:
    class Down:
        async def record_hits(self, hits: Sequence[tuple[str, str, int]], at: datetime) -> None:
            raise TransientError("pg down")

    buffer = HitBuffer()
    buffer.add("u1", ["a", "a", "b"])
    with contextlib.suppress(TransientError):
        await buffer.flush(Down(), NOW)
    assert sorted(buffer.take()) == [("u1", "a", 2), ("u1", "b", 1)]


def event(user: str, at: str) -> OutboxEvent:
    return OutboxEvent(event_id="e", event_type="delete_node", target="neo4j", aggregate_id="m",
                       user_id=user, version=2, content_hash="h", at=at)


async def test_events_of_erased_users_made_before_the_erase_are_dropped() -> None:
    async def erased(users: list[str]) -> dict[str, datetime]:
        return {"gone": NOW}

    before = event("gone", (NOW - timedelta(seconds=1)).isoformat())
    after = event("gone", (NOW + timedelta(seconds=1)).isoformat())
    unknown_time = event("gone", "")
    other = event("kept", (NOW - timedelta(days=1)).isoformat())
    kept = await without_erased([before, after, unknown_time, other], erased)
    assert kept == [after, other]


@dataclass
class Erased:
    counts: dict[str, int]
    memory_ids: tuple[str, ...]
    lsn: int = 7


@dataclass
class Source:
    ids: tuple[str, ...]
    log: list[str] = field(default_factory=list)

    async def erase(self, user_id: str, now: datetime) -> Erased:
        self.log.append("postgres")
        ids, self.ids = self.ids, ()
        return Erased({"memories": len(ids), "outbox_events": 2 * len(ids)}, ids)

    async def wait_for_capture(self, lsn: int, slot: str, timeout_s: float) -> bool:
        self.log.append("wait")
        return True

    async def complete(self, user_id: str) -> None:
        self.log.append("complete")


async def test_erase_runs_in_order_and_a_repeat_finds_nothing() -> None:
    source = Source(("m1", "m2"))
    written: list[tuple[str, int]] = []

    class Sink:
        def __init__(self, name: str) -> None:
            self.name = name

        async def erase_user(self, user_id: str) -> dict[str, int]:
            source.log.append(self.name)
            return {"rows": 0}

    async def tombstones(topic: str, keys: Sequence[bytes]) -> int:
        source.log.append("topics")
        written.append((topic, len(keys)))
        return len(keys)

    receipt = await erase_user("u1", NOW, source, Sink("milvus"), Sink("neo4j"), tombstones,
                               "slot")
    assert source.log == ["postgres", "wait", "milvus", "neo4j", "topics", "topics", "complete"]
    assert receipt.kafka == {"tombstones": 6, "cdc_caught_up": True}
    assert written == [("memory.outbox.milvus.v1", 2), ("memory.outbox.neo4j.v1", 4)]
    again = await erase_user("u1", NOW, source, Sink("milvus"), Sink("neo4j"), tombstones,
                             "slot")
    assert again.postgres == {"memories": 0, "outbox_events": 0}
    assert again.kafka == {"tombstones": 0, "cdc_caught_up": True}
    assert "wait" not in source.log[7:]  # nothing was in the outbox: nothing to wait for


def test_topic_keys_cover_every_event_family() -> None:
    assert topic_keys(["m1"]) == {"memory.outbox.milvus.v1": [b"m1:vector"],
                                  "memory.outbox.neo4j.v1": [b"m1:node", b"m1:edges"]}


def test_markdown_export_groups_by_category_with_dates() -> None:
    rows = [Row("a", "User city: Hangzhou", "identity", 0.7, (), superseded=True,
                updated_at=NOW + timedelta(days=3)),
            Row("b", "User city: Shenzhen", "identity", 0.7, ()),
            Row("c", "User allergy: peanuts", "policy", 0.7, ())]
    text = export_markdown("u1", rows, NOW)
    assert "## Identity\n\n- 2026-11-30 User city: Hangzhou (superseded 2026-12-03)" in text
    assert "## Constraints\n\n- 2026-11-30 User allergy: peanuts" in text
    assert text.index("## Identity") < text.index("## Constraints")
