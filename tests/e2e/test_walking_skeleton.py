"""The whole pipeline, every hop real: Kafka -> worker -> PostgreSQL -> Debezium -> projections."""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

import pytest

from connectors.kafka_admin import produce, read_all
from streams import codecs
from streams.entrypoints.demo import (
    expected_memory_ids,
    gather_report,
    produce_turns,
    wait_until_landed,
)
from streams.settings import settings
from streams.topics import TURNS, TURNS_DLQ
from tests.e2e.conftest import favorite_turns, run_users

pytestmark = pytest.mark.e2e


async def test_turns_land_in_every_store_with_matching_versions(worker: Any) -> None:
    users = run_users("e2e", 6)
    turns = favorite_turns(users, 20)
    await produce_turns(turns)
    expected = await expected_memory_ids(turns)
    assert len(expected) == 120
    ok, report = await wait_until_landed(users, expected, timeout_s=300)
    assert ok, report.lines()
    assert report.postgres == 120
    # the FOLLOWS chain: every memory but a user's first follows its predecessor
    from streams.entrypoints import wiring

    graph = await wiring.graph_writer()
    edges = (await graph.dump(users))["edges"]
    assert sum(e["type"] == "FOLLOWS" for e in edges) == 120 - len(users)
    similar = [e for e in edges if e["type"] == "SIMILAR_TO"]
    assert similar and all(0.9 <= e["score"] <= 1.0 for e in similar)
    # replaying the same turns changes nothing anywhere
    await produce_turns(turns)
    await asyncio.sleep(10)
    again = await gather_report(users)
    assert again.ok and again.postgres == 120 and again.outbox == report.outbox


async def test_bad_turns_go_to_the_dlq_with_a_reason(worker: Any) -> None:
    marker = uuid.uuid4().hex
    bootstrap = settings().kafka.bootstrap_servers
    bad = [(marker.encode(), b"{not json"), (marker.encode(), codecs.dumps({"turn_id": marker}))]
    await produce(bootstrap, TURNS, bad)
    reasons: set[str] = set()
    for _ in range(60):
        reasons = {dict(h)["reason"].decode() for k, _, h in await read_all(bootstrap, TURNS_DLQ)
                   if k == marker.encode()}
        if len(reasons) == 2:
            break
        await asyncio.sleep(1)
    assert reasons == {"malformed_json", "invalid_field:user_id"}
