"""DueUsers (agents/commit_memories/due.py): consolidation off the commit path."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from datetime import datetime

import pytest

from agents.commit_memories.due import DueUsers

pytestmark = pytest.mark.timeout(30)


class GatedConsolidator:
    """Records each run; a run waits for `gate` (set = no wait)."""

    def __init__(self, fail_first: bool = False) -> None:
        self.runs: list[list[str]] = []
        self.landed: list[list[str]] = []
        self.started = asyncio.Event()
        self.gate = asyncio.Event()
        self._fail = fail_first

    async def run(self, user_ids: Sequence[str], now: datetime) -> list[object]:
        self.runs.append(list(user_ids))
        self.started.set()
        await self.gate.wait()
        if self._fail:
            self._fail = False
            raise RuntimeError("neo4j went away")
        self.landed.append(list(user_ids))
        return []


async def test_adding_users_returns_while_their_consolidation_is_still_running() -> None:
    due, consolidator = DueUsers(), GatedConsolidator()

    async def get() -> GatedConsolidator:
        return consolidator

    due.add(["u1", "u2"], get)  # returns at once: no await
    await asyncio.wait_for(consolidator.started.wait(), 10)
    assert consolidator.runs == [["u1", "u2"]]  # running, and the caller was not held up
    consolidator.gate.set()
    await asyncio.wait_for(due.idle(), 10)
    assert consolidator.runs == [["u1", "u2"]]


async def test_users_due_during_a_run_are_consolidated_next_once_each_in_order() -> None:
    due, consolidator = DueUsers(), GatedConsolidator()

    async def get() -> GatedConsolidator:
        return consolidator

    due.add(["u1"], get)
    await asyncio.wait_for(consolidator.started.wait(), 10)
    due.add(["u3", "u2"], get)
    due.add(["u2", "u1"], get)  # u2 waits already; u1 is due again after its run started
    consolidator.gate.set()
    await asyncio.wait_for(due.idle(), 10)
    assert consolidator.runs == [["u1"], ["u3", "u2", "u1"]]


async def test_a_failed_run_is_logged_and_later_users_still_run(
        caplog: pytest.LogCaptureFixture) -> None:
    due, consolidator = DueUsers(), GatedConsolidator(fail_first=True)
    consolidator.gate.set()

    async def get() -> GatedConsolidator:
        return consolidator

    due.add(["u1"], get)
    await asyncio.wait_for(due.idle(), 10)
    assert "consolidation of 1 users failed" in caplog.text
    due.add(["u2"], get)
    await asyncio.wait_for(due.idle(), 10)
    assert consolidator.runs == [["u1"], ["u2"]]


async def test_stopping_lets_the_run_in_flight_land_and_drops_the_waiting_users(
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level("INFO", logger="memstream.governance")
    due, consolidator = DueUsers(), GatedConsolidator()

    async def get() -> GatedConsolidator:
        return consolidator

    due.add(["u1"], get)
    await asyncio.wait_for(consolidator.started.wait(), 10)
    due.add(["u2"], get)
    stopping = asyncio.create_task(due.stop(timeout_s=10))
    consolidator.gate.set()
    await asyncio.wait_for(stopping, 10)
    assert consolidator.landed == [["u1"]]  # the run in flight landed before stop returned
    due.add(["u3"], get)  # a stopped worker takes no more
    await asyncio.wait_for(due.idle(), 10)
    assert consolidator.runs == [["u1"]]
    assert "1 users due for consolidation left for later" in caplog.text


async def test_stopping_cancels_a_run_that_outlasts_the_wait(
        caplog: pytest.LogCaptureFixture) -> None:
    due, consolidator = DueUsers(), GatedConsolidator()  # the gate never opens

    async def get() -> GatedConsolidator:
        return consolidator

    due.add(["u1"], get)
    await asyncio.wait_for(consolidator.started.wait(), 10)
    await asyncio.wait_for(due.stop(timeout_s=0.05), 10)
    await asyncio.wait_for(due.idle(), 10)
    assert consolidator.landed == [] and "cancelled" in caplog.text
