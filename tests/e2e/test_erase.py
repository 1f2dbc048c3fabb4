"""Erasing a user on the live pipeline: nothing of theirs is left in PostgreSQL, Milvus, Neo4j or
the compacted outbox topics' latest values, and candidates in flight do not bring them back."""

from __future__ import annotations

import asyncio
import time
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import orjson
import pytest
from aiokafka import AIOKafkaConsumer, TopicPartition
from aiokafka.admin import AIOKafkaAdminClient

from agents.extract_facts.policy import candidate_id
from connectors.kafka_admin import partition_count, produce, read_all
from streams import codecs
from streams.entrypoints import wiring
from streams.entrypoints.api import create_app, services_from_settings
from streams.entrypoints.demo import expected_memory_ids, produce_turns, wait_until_landed
from streams.records import MemoryCandidate, Turn
from streams.settings import ApiSettings, settings
from streams.topics import CANDIDATES, OUTBOX_MILVUS, OUTBOX_NEO4J
from tests.e2e.conftest import run_users

pytestmark = pytest.mark.e2e
TABLES = ("long_term_memory", "memory_outbox", "processed_candidates", "memory_edge",
          "memory_governance")


async def caught_up(group: str, topics: tuple[str, ...], timeout_s: float) -> None:
    """Wait until `group` has committed every partition of `topics` up to the end offsets
    they have now: positive evidence that what was produced so far was processed."""
    bootstrap = settings().kafka.bootstrap_servers
    parts = [TopicPartition(t, p) for t in topics
             for p in range(await partition_count(bootstrap, t))]
    consumer = AIOKafkaConsumer(bootstrap_servers=bootstrap)
    await consumer.start()
    try:
        ends = await consumer.end_offsets(parts)
    finally:
        await consumer.stop()
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    await admin.start()
    try:
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            committed = await admin.list_consumer_group_offsets(group)
            if all(committed.get(tp) is not None and committed[tp].offset >= ends[tp]
                   for tp in parts if ends[tp] > 0):
                return
            await asyncio.sleep(1)
    finally:
        await admin.close()
    raise AssertionError(f"{group} did not catch up on {topics}")


async def latest_values_of(user: str) -> list[dict[str, Any]]:
    """The latest value of every key of both outbox topics that still names the user."""
    bootstrap = settings().kafka.bootstrap_servers
    found = []
    for topic in (OUTBOX_MILVUS, OUTBOX_NEO4J):
        latest: dict[bytes | None, bytes | None] = {}
        for key, value, _ in await read_all(bootstrap, topic):
            latest[key] = value
        for value in latest.values():
            if value is not None and orjson.loads(value).get("user_id") == user:
                found.append(orjson.loads(value))
    return found


async def test_erase_leaves_nothing_and_in_flight_candidates_bring_nothing_back(
    worker: Any
) -> None:
    [user] = run_users("erase", 1)
    t0 = datetime(2026, 11, 25, tzinfo=UTC)
    turns = [Turn(turn_id=f"{user}-{i}", user_id=user, session_id="s",
                  ts=t0 + timedelta(minutes=i), user_message=m) for i, m in enumerate(
        ["I live in Hangzhou", "I'm allergic to peanuts", "我喜欢猫", "I moved to Shenzhen"])]
    await produce_turns(turns)
    ok, report = await wait_until_landed([user], await expected_memory_ids(turns), 180)
    assert ok, report.lines()
    in_flight = [MemoryCandidate(
        candidate_id=candidate_id(f"{user}-late-{i}", "user", "note"), turn_id=f"{user}-late-{i}",
        user_id=user, session_id="s", ts=datetime.now(UTC), source="user", fact_key=f"note_{i}",
        fact_value=f"late fact {i}", content=f"User note {i}: late fact {i}", importance=0.7)
        for i in range(5)]
    await produce(settings().kafka.bootstrap_servers, CANDIDATES,
                  [(user.encode(), codecs.dumps(c)) for c in in_flight])
    services = await services_from_settings()
    app = create_app(ApiSettings(), services_from_settings)
    app.state.services = services
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://api", timeout=120) as api:
        first = (await api.delete(f"/v1/users/{user}")).json()
        assert first["postgres"]["memories"] >= 1 and first["milvus"]["rows"] >= 1
        assert first["neo4j"]["nodes"] >= 1 and first["kafka"]["tombstones"] >= 3
        # whatever was in flight has now been consumed (and dropped) by the pipeline
        app_id = settings().pipeline.app_id
        await caught_up(app_id, (CANDIDATES,), 180)
        await caught_up(app_id, (OUTBOX_MILVUS, OUTBOX_NEO4J), 180)
        second = (await api.delete(f"/v1/users/{user}")).json()
    assert all(v == 0 for store in ("postgres", "milvus", "neo4j")
               for v in second[store].values()), (first, second)
    assert second["kafka"]["tombstones"] == 0
    pool = await wiring.pg_pool()
    for table in TABLES:
        assert await pool.fetchval(f"SELECT count(*) FROM {table} WHERE user_id = $1",
                                   user) == 0, table
    audit = await pool.fetch("SELECT action, memory_uid, diff FROM memory_audit"
                             " WHERE user_id = $1", user)
    assert [a["action"] for a in audit] == ["erase", "erase"]
    assert all(a["memory_uid"] is None and "content" not in a["diff"] for a in audit)
    index, graph = await wiring.vector_index(), await wiring.graph_writer()
    assert await index.dump([user]) == [] and await index.tombstone_ids([user]) == {}
    dump = await graph.dump([user])
    assert dump["nodes"] == [] and await graph.tombstone_ids([user]) == {}
    assert await latest_values_of(user) == []
