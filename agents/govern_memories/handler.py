"""Consolidation of one user at a time: load, protect, plan (pure), execute (one transaction)."""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from agents.govern_memories.planning import (
    ConsolidationConfig,
    ConsolidationPlan,
    MemoryItem,
    plan_consolidation,
)
from streams import metrics
from streams.errors import PoisonError, TransientError

log = logging.getLogger("memstream.governance")
PROTECTED_HUBS = 3


class LoadedMemories(Protocol):
    """A user's current memories: the planner's items and the rows the executor needs."""

    @property
    def items(self) -> list[MemoryItem]: ...
    @property
    def rows(self) -> dict[str, Any]: ...


class GovernanceStore(Protocol):
    """What consolidation needs of the source of truth (see connectors.postgres.governance)."""

    async def load(self, user_id: str) -> LoadedMemories: ...
    async def execute(self, user_id: str, plan: ConsolidationPlan, rows: dict[str, Any],
                      now: datetime) -> bool: ...
    async def due_users(self, now: datetime, every_s: float, limit: int) -> list[str]: ...
    async def eviction_silence_days(self, now: datetime | None = None) -> float | None: ...


class GraphCentrality(Protocol):
    """The memory graph's most connected memories of a user (see connectors.neo4j)."""

    async def most_connected(self, user_id: str, limit: int) -> list[str]: ...


@dataclass
class Outcome:
    """What consolidating one user did."""

    user_id: str
    plan: ConsolidationPlan
    applied: bool
    protection: bool


class Governor:
    """Runs consolidation per user. The graph is optional: when Neo4j is down the protection
    of hub memories is skipped (counted), never the consolidation, and the graph is not asked
    again for `graph_pause_s` (consolidation runs on the commit path: an outage must not slow
    it down); a plan whose rows changed underneath is rolled back whole and left to the next
    trigger."""

    def __init__(self, store: GovernanceStore, graph: GraphCentrality | None,
                 config: ConsolidationConfig, graph_pause_s: float = 60.0) -> None:
        self._store, self._graph, self._config = store, graph, config
        self._graph_pause_s = graph_pause_s
        self._graph_down_until = 0.0

    async def _protected(self, user_id: str) -> frozenset[str] | None:
        clock = time.monotonic()
        if self._graph is None or clock < self._graph_down_until:
            if self._graph is not None:
                metrics.inc("governance_protection_skipped_total")
            return None
        try:
            return frozenset(await self._graph.most_connected(user_id, PROTECTED_HUBS))
        except (TransientError, PoisonError) as exc:
            self._graph_down_until = clock + self._graph_pause_s
            metrics.inc("governance_protection_skipped_total")
            log.warning("hub protection skipped for %.0f s (graph unavailable): %s",
                        self._graph_pause_s, exc)
            return None

    async def consolidate(self, user_id: str, now: datetime) -> Outcome:
        loaded = await self._store.load(user_id)
        protected = await self._protected(user_id)
        plan = plan_consolidation(loaded.items, self._config, now, protected or frozenset())
        applied = await self._store.execute(user_id, plan, loaded.rows, now)
        return Outcome(user_id, plan, applied, protected is not None)

    async def run(self, user_ids: Sequence[str], now: datetime) -> list[Outcome]:
        """Consolidate each user; a store outage stops the run (the next trigger retries)."""
        outcomes = []
        for user_id in user_ids:
            try:
                outcomes.append(await self.consolidate(user_id, now))
            except TransientError as exc:
                log.warning("consolidation deferred: %s", exc)
                break
        return outcomes

    async def sweep(self, now: datetime, every_s: float, limit: int,
                    silence_days: float) -> list[Outcome]:
        """The periodic job: every user not consolidated for `every_s`, then the check that
        eviction is still happening while writes continue."""
        outcomes = await self.run(await self._store.due_users(now, every_s, limit), now)
        silent = await self._store.eviction_silence_days(now)
        if silent is not None and silent >= silence_days:
            metrics.inc("governance_eviction_silence_warnings_total")
            log.warning("no memory was evicted for %.1f days while writes continue: check the "
                        "governance settings (TTL, importance floor) and the sweep", silent)
        return outcomes
