"""A projection sink goes away during a load and comes back: nothing is lost, all stores agree."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from devstack import stack as devstack
from streams.entrypoints import wiring
from streams.entrypoints.demo import expected_memory_ids, produce_turns, wait_until_landed
from tests.e2e.conftest import favorite_turns, run_users

pytestmark = pytest.mark.e2e


async def wait_for_postgres(users: list[str], expected: set[str], timeout_s: float) -> None:
    repo = await wiring.memory_repository()
    deadline = asyncio.get_running_loop().time() + timeout_s
    while asyncio.get_running_loop().time() < deadline:
        if expected <= set(await repo.stamps(users)):
            return
        await asyncio.sleep(1)
    raise AssertionError("PostgreSQL did not get every memory while the sink was down")


@pytest.mark.parametrize("service", ["neo4j", "milvus"])
async def test_sink_outage_during_load_loses_nothing(worker: Any, service: str) -> None:
    users = run_users(f"outage-{service}", 20)
    turns = sorted(favorite_turns(users, 100), key=lambda t: t.ts)  # interleave the users
    expected = await expected_memory_ids(turns)
    assert len(expected) == 2000
    await produce_turns(turns[:1000])
    await asyncio.sleep(3)
    await asyncio.to_thread(devstack.down, [service])
    try:
        await produce_turns(turns[1000:])
        # the write path does not depend on the sink: PostgreSQL gets everything meanwhile
        await wait_for_postgres(users, expected, 300)
    finally:
        await asyncio.to_thread(devstack.up, [service])
    ok, report = await wait_until_landed(users, expected, timeout_s=300)
    assert ok, report.lines()
    assert report.postgres == 2000
