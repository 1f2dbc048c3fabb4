"""The fallback relay's pure rules: backoff, the dead decision, Debezium-identical records."""

from __future__ import annotations

import asyncio
from typing import Any

import orjson
import pytest
from aiokafka.errors import KafkaConnectionError, MessageSizeTooLargeError

from connectors.postgres.outbox_relay import (
    OutboxRecord,
    after_failure,
    backoff_seconds,
    kafka_record,
)
from connectors.relay import publish_batch


def record(target: str = "milvus", **kw: Any) -> OutboxRecord:
    fields: dict[str, Any] = {
        "event_id": "7ab7c9e6-57a9-5245-b965-bc11ccb17027",
        "aggregate_id": "228fa8e8-eaac-56a9-aa65-fea141108ee5", "user_id": "u1",
        "aggregate_version": 12, "event_type": "upsert_node", "target": target,
        "payload": {"version": 12, "memory": {"content": "café ☕", "importance": 0.7},
                    "edges": []},
        "attempts": 0,
    }
    return OutboxRecord(**{**fields, **kw})


@pytest.mark.parametrize(("attempts", "seconds"), [
    (0, 1), (1, 2), (2, 4), (5, 32), (9, 512), (10, 1024), (11, 1024), (50, 1024),
])
def test_backoff_doubles_and_caps_at_1024(attempts: int, seconds: int) -> None:
    assert backoff_seconds(attempts) == seconds


@pytest.mark.parametrize(("attempts", "max_attempts", "expected"), [
    (0, 10, (1, "pending", 2)),
    (8, 10, (9, "pending", 512)),
    (9, 10, (10, "dead", 1024)),   # the 10th failure kills it
    (12, 10, (13, "dead", 1024)),  # over the limit (limit lowered since): dead, never negative
    (0, 1, (1, "dead", 2)),
])
def test_a_row_is_dead_when_its_failures_reach_max_attempts(
    attempts: int, max_attempts: int, expected: tuple[int, str, int]
) -> None:
    assert after_failure(attempts, max_attempts) == expected


@pytest.mark.parametrize(("target", "topic"), [
    ("milvus", "memory.outbox.milvus.v1"), ("neo4j", "memory.outbox.neo4j.v1"),
])
def test_kafka_record_routes_by_target(target: str, topic: str) -> None:
    assert kafka_record(record(target))[0] == topic


def test_kafka_record_has_debeziums_key_headers_and_value() -> None:
    rec = record()
    _, key, value, headers = kafka_record(rec)
    assert key == b"228fa8e8-eaac-56a9-aa65-fea141108ee5:node"  # one key per event family
    # names, order and text encodings as the EventRouter writes them
    assert headers == [("id", b"7ab7c9e6-57a9-5245-b965-bc11ccb17027"), ("version", b"12"),
                       ("eventType", b"upsert_node")]
    assert orjson.loads(value) == rec.payload
    assert "café ☕".encode() in value


class FakeProducer:
    """Acks every send, except the event ids told to fail at send or at ack."""

    def __init__(self, at_send: dict[str, Exception], at_ack: dict[str, Exception]) -> None:
        self.at_send, self.at_ack = at_send, at_ack
        self.sent: list[bytes] = []

    async def send(self, topic: str, *, value: bytes, key: bytes,
                   headers: list[tuple[str, bytes]]) -> asyncio.Future[Any]:
        event_id = dict(headers)["id"].decode()
        if event_id in self.at_send:
            raise self.at_send[event_id]
        self.sent.append(key)
        fut: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        if event_id in self.at_ack:
            fut.set_exception(self.at_ack[event_id])
        else:
            fut.set_result(None)
        return fut


def batch(n: int) -> list[OutboxRecord]:
    return [record(event_id=f"e{i}", aggregate_id=f"a{i}") for i in range(n)]


async def test_publish_batch_acks_all_in_claim_order() -> None:
    producer = FakeProducer({}, {})
    out = await publish_batch(producer, batch(3))
    assert (out.acked, out.refused, out.unsent, out.outage) == (["e0", "e1", "e2"], {}, [], None)
    assert producer.sent == [b"a0:node", b"a1:node", b"a2:node"]


async def test_a_record_error_refuses_only_that_row() -> None:
    too_big = MessageSizeTooLargeError()
    out = await publish_batch(FakeProducer({"e1": too_big}, {"e2": too_big}), batch(4))
    assert out.acked == ["e0", "e3"]
    assert sorted(e for ids in out.refused.values() for e in ids) == ["e1", "e2"]
    assert out.outage is None and out.unsent == []


async def test_an_outage_at_send_stops_sending_and_leaves_the_rest_unsent() -> None:
    producer = FakeProducer({"e1": KafkaConnectionError()}, {})
    out = await publish_batch(producer, batch(4))
    assert out.acked == ["e0"] and out.unsent == ["e1", "e2", "e3"]
    assert out.outage is not None and producer.sent == [b"a0:node"]


async def test_an_outage_at_ack_is_unsent_not_refused() -> None:
    out = await publish_batch(FakeProducer({}, {"e0": KafkaConnectionError()}), batch(2))
    assert (out.acked, out.unsent, out.refused) == (["e1"], ["e0"], {})
    assert out.outage is not None
