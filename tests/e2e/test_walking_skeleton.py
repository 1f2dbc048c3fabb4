"""The whole pipeline, every hop real: Kafka -> worker -> PostgreSQL -> Debezium -> projections."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from connectors.kafka_admin import produce, read_all
from streams import codecs
from streams.demo import expected_memory_ids, gather_report, produce_turns, wait_until_landed
from streams.records import Turn
from streams.settings import settings
from streams.topics import TURNS, TURNS_DLQ

pytestmark = pytest.mark.e2e
LOG = Path(".devstack/logs/e2e-worker.log")


@pytest.fixture(scope="module")
def worker(stack: None) -> Iterator[subprocess.Popen[bytes]]:
    """A real worker process with every agent, and the connector applied."""
    from streams.cli import cmd_connector, ensure_topics

    ensure_topics()
    import argparse

    assert cmd_connector(argparse.Namespace(action="apply", failed_only=False)) == 0
    LOG.parent.mkdir(parents=True, exist_ok=True)
    with LOG.open("ab") as log:
        proc = subprocess.Popen([sys.executable, "-m", "streams.cli", "worker"], stdout=log,
                                stderr=subprocess.STDOUT, start_new_session=True)
    yield proc
    os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)


def turns_for(users: list[str], per_user: int) -> list[Turn]:
    t0 = datetime(2026, 11, 1, tzinfo=UTC)
    return [Turn(turn_id=f"{u}-{i}", user_id=u, session_id=f"{u}-s", ts=t0 + timedelta(minutes=i),
                 user_message=f"My favorite number is {i}.", assistant_reply="Noted.")
            for u in users for i in range(per_user)]


async def test_turns_land_in_every_store_with_matching_versions(worker: Any) -> None:
    run = uuid.uuid4().hex[:8]
    users = [f"e2e-{run}-{n}" for n in range(6)]
    turns = turns_for(users, 20)
    await produce_turns(turns)
    expected = await expected_memory_ids(turns)
    assert len(expected) == 120
    ok, report = await wait_until_landed(users, expected, timeout_s=300)
    assert ok, report.lines()  # type: ignore[attr-defined]
    assert report.postgres == 120  # type: ignore[attr-defined]
    # the FOLLOWS chain: every memory but a user's first follows its predecessor
    from connectors import wiring

    graph = await wiring.graph_writer()
    edges = (await graph.dump(users))["edges"]
    assert sum(e["type"] == "FOLLOWS" for e in edges) == 120 - len(users)
    # replaying the same turns changes nothing anywhere
    await produce_turns(turns)
    await asyncio.sleep(10)
    again = await gather_report(users)
    assert again.ok and again.postgres == 120 and again.outbox == report.outbox  # type: ignore[attr-defined]


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
