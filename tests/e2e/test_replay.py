"""Replaying both outbox topics from offset 0, twice, leaves Milvus and Neo4j as they were."""

from __future__ import annotations

import asyncio
from typing import Any

import orjson
import pytest

from connectors.kafka_admin import iter_topic, read_all
from projections.handlers import project_graph, project_vectors
from projections.replay import ReplayReport, replay
from streams.entrypoints import wiring
from streams.entrypoints.cli import stop_worker
from streams.settings import settings
from streams.topics import OUTBOX_MILVUS, OUTBOX_NEO4J

pytestmark = pytest.mark.e2e


async def users_in_topics() -> list[str]:
    bootstrap = settings().kafka.bootstrap_servers
    users = set()
    for topic in (OUTBOX_MILVUS, OUTBOX_NEO4J):
        for _, value, _ in await read_all(bootstrap, topic):
            try:
                users.add(str(orjson.loads(value or b"{}").get("user_id", "")))
            except orjson.JSONDecodeError:
                continue
    return sorted(u for u in users if u)


async def dumps(users: list[str]) -> tuple[Any, Any]:
    index, graph = await wiring.vector_index(), await wiring.graph_writer()
    return await index.dump(users), await graph.dump(users)


async def replay_both() -> tuple[ReplayReport, ReplayReport]:
    bootstrap = settings().kafka.bootstrap_servers
    index, graph = await wiring.vector_index(), await wiring.graph_writer()
    erased = (await wiring.erasure()).erased
    vectors = await replay(iter_topic(bootstrap, OUTBOX_MILVUS), "milvus",
                           lambda batch: project_vectors(batch, index), erased)
    nodes = await replay(iter_topic(bootstrap, OUTBOX_NEO4J), "neo4j",
                         lambda batch: project_graph(batch, graph), erased)
    return vectors, nodes


async def end_offsets() -> int:
    from aiokafka import AIOKafkaConsumer, TopicPartition

    from connectors.kafka_admin import partition_count

    bootstrap = settings().kafka.bootstrap_servers
    parts = [TopicPartition(t, p) for t in (OUTBOX_MILVUS, OUTBOX_NEO4J)
             for p in range(await partition_count(bootstrap, t))]
    consumer = AIOKafkaConsumer(bootstrap_servers=bootstrap)
    await consumer.start()
    try:
        return sum((await consumer.end_offsets(parts)).values())
    finally:
        await consumer.stop()


async def wait_until_topics_settle(quiet_s: float = 6.0, timeout_s: float = 300.0) -> None:
    """Debezium may still be publishing what earlier tests committed: wait for quiet topics."""
    loop = asyncio.get_running_loop()
    deadline, last, since = loop.time() + timeout_s, -1, loop.time()
    while loop.time() < deadline:
        now = await end_offsets()
        if now != last:
            last, since = now, loop.time()
        elif loop.time() - since >= quiet_s:
            return
        await asyncio.sleep(1)
    raise AssertionError("outbox topics kept growing")


async def test_replaying_twice_changes_nothing(pipeline: None) -> None:
    stop_worker()  # nothing else writes the projections meanwhile
    await wait_until_topics_settle()
    await replay_both()  # catch up: the stores now reflect every event in the topics
    users = await users_in_topics()
    assert users
    before = await dumps(users)
    assert before[0] and before[1]["nodes"] and before[1]["edges"]
    for _ in range(2):
        vectors, nodes = await replay_both()
        assert vectors.read > 0 and nodes.read > 0
        assert vectors.outcome.applied == 0 and nodes.outcome.applied == 0
        assert await dumps(users) == before
