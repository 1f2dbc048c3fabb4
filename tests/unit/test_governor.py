"""The consolidation handler with in-memory fakes: protection, degradation, rollback, silence."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from agents.govern_memories.handler import Governor
from agents.govern_memories.planning import ConsolidationConfig, ConsolidationPlan, MemoryItem
from streams import metrics
from streams.errors import TransientError

NOW = datetime(2026, 11, 30, tzinfo=UTC)


def item(mid: str, days: float, importance: float) -> MemoryItem:
    born = NOW - timedelta(days=days)
    return MemoryItem(mid, "u1", 1, f"note_{mid}", mid, 1, False, "fact", importance, 1, born,
                      born, None, ())


@dataclass
class Loaded:
    items: list[MemoryItem]
    rows: dict[str, Any] = field(default_factory=dict)


@dataclass
class FakeStore:
    items: list[MemoryItem]
    accept: bool = True
    silence: float | None = None
    executed: list[ConsolidationPlan] = field(default_factory=list)

    async def load(self, user_id: str) -> Loaded:
        return Loaded([i for i in self.items if i.user_id == user_id])

    async def execute(self, user_id: str, plan: ConsolidationPlan, rows: dict[str, Any],
                      now: datetime) -> bool:
        self.executed.append(plan)
        return self.accept

    async def due_users(self, now: datetime, every_s: float, limit: int) -> list[str]:
        return ["u1"]

    async def eviction_silence_days(self, now: datetime | None = None) -> float | None:
        return self.silence


class Graph:
    def __init__(self, hubs: list[str] | None) -> None:
        self.hubs = hubs

    async def most_connected(self, user_id: str, limit: int) -> list[str]:
        if self.hubs is None:
            raise TransientError("neo4j down")
        return self.hubs[:limit]


OLD = [item("a", 400, 0.9), item("b", 400, 0.9)]  # both decay below the floor past the TTL


async def test_hubs_are_protected_from_eviction() -> None:
    store = FakeStore(OLD)
    outcome = await Governor(store, Graph(["a"]), ConsolidationConfig()).consolidate("u1", NOW)
    assert outcome.protection and outcome.applied
    assert {u.memory_id for u in outcome.plan.updates if u.evict} == {"b"}
    assert outcome.plan.protected == 1


class CountingGraph(Graph):
    calls = 0

    async def most_connected(self, user_id: str, limit: int) -> list[str]:
        self.calls += 1
        return await super().most_connected(user_id, limit)


async def test_graph_down_skips_protection_not_consolidation_and_is_not_asked_again() -> None:
    skipped = metrics.value("governance_protection_skipped_total")
    store, graph = FakeStore(OLD), CountingGraph(None)
    governor = Governor(store, graph, ConsolidationConfig(), graph_pause_s=60)
    outcome = await governor.consolidate("u1", NOW)
    assert not outcome.protection and outcome.plan.evicted == 2 and store.executed
    again = await governor.consolidate("u1", NOW)  # within the pause: the graph is not asked
    assert not again.protection and graph.calls == 1
    assert metrics.value("governance_protection_skipped_total") == skipped + 2


async def test_a_rolled_back_plan_is_reported_not_raised() -> None:
    outcome = await Governor(FakeStore(OLD, accept=False), None,
                             ConsolidationConfig()).consolidate("u1", NOW)
    assert not outcome.applied and outcome.plan.evicted == 2


async def test_sweep_warns_when_eviction_went_silent_while_writes_continue() -> None:
    warned = metrics.value("governance_eviction_silence_warnings_total")
    governor = Governor(FakeStore([item("c", 1, 0.7)], silence=8.0), None, ConsolidationConfig())
    outcomes = await governor.sweep(NOW, 3600, 10, silence_days=7)
    assert [o.user_id for o in outcomes] == ["u1"]
    assert metrics.value("governance_eviction_silence_warnings_total") == warned + 1
    quiet = Governor(FakeStore([], silence=2.0), None, ConsolidationConfig())
    await quiet.sweep(NOW, 3600, 10, silence_days=7)
    assert metrics.value("governance_eviction_silence_warnings_total") == warned + 1
