"""DueUsers: consolidation of the users a commit made due, off the commit path.

Consolidating a user reads its memories from PostgreSQL and its hubs from Neo4j, plans and
writes back: tens of milliseconds. When many users fall due together (every `trigger_every`
new memories), consolidating them before the next batch held every commit behind them: in the
bench, 2.5-s stalls of the whole pipeline and an end-to-end p99 of 3.1 s at half the maximum
rate (docs/BENCHMARKS.md, session 41). So the commit hands its due users to one background task
and goes on; the task consolidates them in the order they fell due, a user due again while it
waits once.

A consolidation can now race a later commit of the same user: a plan whose rows changed
underneath is rolled back whole (`governance_rollbacks_total`). Nothing is lost by that, nor by
a worker that stops with users waiting: a user's counter of new memories is reset only by a
consolidation that lands, so the user's next commit makes it due again, and the periodic sweep
consolidates users that write no more. At shutdown (`stop_all`) the worker drops the users still
waiting and lets the consolidation in flight land before it closes its clients.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime
from typing import Protocol

log = logging.getLogger("memstream.governance")
#: how long a stopping worker waits for the consolidation in flight before it cancels it
STOP_WAIT_S = 10.0
_instances: weakref.WeakSet[DueUsers] = weakref.WeakSet()


class Consolidator(Protocol):
    """Consolidates users now (see agents.govern_memories.handler.Governor)."""

    async def run(self, user_ids: Sequence[str], now: datetime) -> Sequence[object]: ...


class DueUsers:
    """Users waiting for consolidation, and the one task that consolidates them."""

    def __init__(self) -> None:
        self._waiting: dict[str, None] = {}  # insertion-ordered set: the order they fell due
        self._task: asyncio.Task[None] | None = None
        self._stopped = False
        _instances.add(self)

    def add(self, user_ids: Sequence[str],
            consolidator: Callable[[], Awaitable[Consolidator]]) -> None:
        """Queue `user_ids` and return at once; the task starts if it is not running."""
        if self._stopped:
            return  # their counters stand: due again at the next commit after a restart
        self._waiting.update(dict.fromkeys(user_ids))
        if self._waiting and (self._task is None or self._task.done()):
            self._task = asyncio.get_running_loop().create_task(self._drain(consolidator))

    async def _drain(self, consolidator: Callable[[], Awaitable[Consolidator]]) -> None:
        while self._waiting:
            users = list(self._waiting)
            self._waiting.clear()
            try:
                await (await consolidator()).run(users, datetime.now(UTC))
            except Exception:  # a failure defers these users to a later trigger or the sweep
                log.exception("consolidation of %d users failed; deferred", len(users))

    async def idle(self) -> None:
        """Return once no user is waiting and no consolidation runs (tests, shutdown)."""
        while self._task is not None and not self._task.done():
            await asyncio.wait({self._task})

    async def stop(self, timeout_s: float = STOP_WAIT_S) -> None:
        """Shutdown: drop the users still waiting, take no more, and give the consolidation
        in flight `timeout_s` to land; past that it is cancelled (its transaction rolls back
        whole, the users' counters stand)."""
        self._stopped = True
        if self._waiting:
            log.info("stopping: %d users due for consolidation left for later",
                     len(self._waiting))
            self._waiting.clear()
        task = self._task
        if task is None or task.done():
            return
        done, _ = await asyncio.wait({task}, timeout=timeout_s)
        if not done:
            log.warning("stopping: a consolidation still ran after %.0f s; cancelled", timeout_s)
            task.cancel()
            await asyncio.wait({task}, timeout=timeout_s)


async def stop_all(timeout_s: float = STOP_WAIT_S) -> None:
    """`stop` every DueUsers of this process (the worker's shutdown, before its clients close)."""
    for due in list(_instances):
        await due.stop(timeout_s)
