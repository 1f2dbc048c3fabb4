"""Kafka admin and the Debezium outbox connector on the real Kafka + Kafka Connect."""

from __future__ import annotations

import asyncio
import time
import uuid
from datetime import UTC, datetime
from typing import Any

import orjson
import pytest

from connectors.kafka_admin import ensure_topics, produce, read_all
from connectors.kafka_connect import KafkaConnectClient, apply_connector, connector_config
from connectors.postgres.repository import PostgresMemoryRepository
from streams.errors import ConfigError
from streams.records import MemoryCandidate
from streams.settings import settings
from streams.topics import CATALOGUE, OUTBOX_MILVUS, OUTBOX_NEO4J, event_key

pytestmark = pytest.mark.integration


def client() -> KafkaConnectClient:
    return KafkaConnectClient(settings().kafka.connect_url)


def outbox_config() -> dict[str, str]:
    return connector_config(settings().postgres.dsn.get_secret_value())


@pytest.fixture(scope="module")
def connector(stack: None, pg_pool: Any) -> str:
    k = settings().kafka
    asyncio.run(ensure_topics(k.bootstrap_servers, [t.name for t in CATALOGUE], k.partitions,
                              k.replication_factor))
    name = settings().debezium.connector_name
    apply_connector(client(), name, outbox_config(), 120)
    return name


async def test_ensure_topics_is_idempotent(stack: None) -> None:
    k = settings().kafka
    names = [t.name for t in CATALOGUE]
    await ensure_topics(k.bootstrap_servers, names, k.partitions, k.replication_factor)
    assert await ensure_topics(k.bootstrap_servers, names, k.partitions, 1) == []


async def test_produce_and_read_back(stack: None) -> None:
    topic = f"test.roundtrip.{uuid.uuid4().hex[:8]}"
    bootstrap = settings().kafka.bootstrap_servers
    await ensure_topics(bootstrap, [topic], 2, 1)
    await produce(bootstrap, topic, [(b"k1", b"v1"), (b"k2", b"v2")])
    got = await read_all(bootstrap, topic)
    assert sorted((k, v) for k, v, _ in got) == [(b"k1", b"v1"), (b"k2", b"v2")]


def test_apply_twice_is_a_no_op(connector: str) -> None:
    assert apply_connector(client(), connector, outbox_config(), 60) == "unchanged"


def test_broken_config_shows_the_validation_message(connector: str) -> None:
    broken = {**outbox_config(), "plugin.name": "no_such_decoder"}
    with pytest.raises(ConfigError, match=r"plugin\.name"):
        apply_connector(client(), "memstream-broken", broken, 10)


async def test_outbox_rows_reach_their_topics_with_key_and_headers(
    connector: str, pg_pool: Any, user_id: str
) -> None:
    repo = PostgresMemoryRepository(pg_pool)
    items = [(MemoryCandidate(
        candidate_id=str(uuid.uuid4()), turn_id=f"{user_id}-{n}", user_id=user_id, session_id="s",
        ts=datetime.now(UTC), source="user", fact_key="message", fact_value=f"cdc fact {n}",
        content=f"cdc fact {n}", importance=0.7), [0.3] * 384) for n in range(2)]
    await repo.commit(items, "m", "r")
    expected = {(r["target"], str(r["event_id"])): r for r in await pg_pool.fetch(
        "SELECT * FROM memory_outbox WHERE user_id = $1", user_id)}
    assert len(expected) == 5
    bootstrap = settings().kafka.bootstrap_servers
    found: dict[tuple[str, str], Any] = {}
    deadline = time.monotonic() + 90
    while len(found) < len(expected) and time.monotonic() < deadline:
        for target, topic in (("milvus", OUTBOX_MILVUS), ("neo4j", OUTBOX_NEO4J)):
            for key, value, headers in await read_all(bootstrap, topic):
                h = dict(headers)
                event_id = h.get("id", b"").decode()
                if (target, event_id) in expected:
                    found[(target, event_id)] = (key, value, h)
        await asyncio.sleep(1)
    assert set(found) == set(expected)
    for (_, event_id), (key, value, headers) in found.items():
        row = next(r for (t, e), r in expected.items() if e == event_id)
        assert key.decode() == row["event_key"] == event_key(row["aggregate_id"],
                                                             row["event_type"])
        assert orjson.loads(value) == row["payload"]
        assert headers["version"].decode() == str(row["aggregate_version"])
        assert headers["eventType"].decode() == row["event_type"]


def test_status_reports_the_replication_slot_lag(connector: str) -> None:
    from streams.entrypoints.cli_ops import _slot

    slot = _slot(settings().debezium.slot_name)
    assert isinstance(slot, dict)
    assert slot["plugin"] == "pgoutput"
    assert isinstance(slot["retained_wal_bytes"], int) and slot["retained_wal_bytes"] >= 0
    assert isinstance(slot["confirmed_lag_bytes"], int)
    assert slot["max_slot_wal_keep_size"] == "1GB"
