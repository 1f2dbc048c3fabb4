"""Edges keep landing after a restart of every component (stack, connector, worker)."""

from __future__ import annotations

import argparse
import asyncio
from collections import Counter
from typing import Any

import pytest

from devstack import stack as devstack
from streams.entrypoints import wiring
from streams.entrypoints.cli import cmd_connector
from streams.entrypoints.demo import expected_memory_ids, produce_turns, wait_until_landed
from tests.e2e.conftest import LOGS, favorite_turns, run_users, start_worker, stop_process

pytestmark = pytest.mark.e2e


def assert_chains(edges: list[dict[str, Any]], memories: int, users: int) -> None:
    """FOLLOWS forms one chain per user: n-1 edges, no memory followed or following twice."""
    follows = [(e["src"], e["dst"]) for e in edges if e["type"] == "FOLLOWS"]
    assert len(follows) == memories - users
    assert max(Counter(s for s, _ in follows).values()) == 1
    assert max(Counter(d for _, d in follows).values()) == 1


async def test_edges_land_after_every_component_restarts(worker: Any) -> None:
    users = run_users("restart", 4)
    first = favorite_turns(users, 10, day=10)
    await produce_turns(first)
    ok, report = await wait_until_landed(users, await expected_memory_ids(first), 300)
    assert ok, report.lines()
    stop_process(worker)
    await asyncio.to_thread(devstack.down)  # every service of the stack
    await asyncio.to_thread(devstack.up)
    assert await asyncio.to_thread(
        cmd_connector, argparse.Namespace(action="apply", failed_only=False)) == 0
    restarted = start_worker(LOGS / "e2e-worker.log")
    try:
        second = favorite_turns(users, 20, day=10)[10:]  # the next ten turns of each user
        both = first + second
        await produce_turns(both)  # the first half again too: replays change nothing
        ok, report = await wait_until_landed(users, await expected_memory_ids(both), 300)
        assert ok, report.lines()
        assert report.postgres == 4 * 20
        edges = (await (await wiring.graph_writer()).dump(users))["edges"]
        assert_chains(edges, 80, 4)
        assert any(e["type"] == "SIMILAR_TO" and e["score"] >= 0.9 for e in edges)
    finally:
        stop_process(restarted)
