"""Stages take their adapters from the ports the entrypoint binds: fakes bound the same way."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from types import SimpleNamespace
from typing import Any

import pytest

from agents.commit_memories import agent as commit
from projections import agents as projections
from streams import codecs
from streams.binding import Binding
from streams.entrypoints.worker import bind_stages
from streams.records import MemoryCandidate


def candidate(user_id: str, n: int) -> MemoryCandidate:
    return MemoryCandidate(candidate_id=f"c{n}", turn_id=f"t{n}", user_id=user_id,
                           session_id="s1", ts=datetime(2026, 11, 30, tzinfo=UTC), source="user",
                           fact_key=f"k{n}", fact_value=f"v{n}", content=f"fact {n}",
                           importance=0.7)


def event(c: MemoryCandidate) -> Any:
    return SimpleNamespace(key=c.user_id.encode(), message=SimpleNamespace(value=codecs.dumps(c)))


@dataclass
class FakeEmbedder:
    model: str = "fake-model"
    revision: str = "r1"
    texts: list[str] = field(default_factory=list)

    async def embed(self, texts: Sequence[str]) -> list[list[float]]:
        self.texts += texts
        return [[float(i)] for i, _ in enumerate(texts)]


@dataclass
class FakeRepository:
    due: list[str]
    calls: list[tuple[int, str, str]] = field(default_factory=list)

    async def commit(self, items: Sequence[tuple[MemoryCandidate, Sequence[float]]],
                     embedding_model: str, embedding_revision: str) -> Any:
        self.calls.append((len(items), embedding_model, embedding_revision))
        return SimpleNamespace(due_users=self.due)


@dataclass
class FakeConsolidator:
    runs: list[list[str]] = field(default_factory=list)

    async def run(self, user_ids: Sequence[str], now: datetime) -> list[object]:
        self.runs.append(list(user_ids))
        return []


class NoneErased:
    async def erased(self, user_ids: Sequence[str]) -> dict[str, datetime]:
        return {}


def test_reading_unbound_ports_names_the_stage() -> None:
    with pytest.raises(RuntimeError, match="some_stage"):
        Binding[object]("some_stage").get()


def test_an_unknown_agent_stops_the_bootstrap() -> None:
    with pytest.raises(SystemExit, match="no_such_agent"):
        bind_stages(["no_such_agent"])


async def test_commit_handler_uses_the_bound_ports() -> None:
    embedder, repo, consolidator = FakeEmbedder(), FakeRepository(["u2", "u1"]), FakeConsolidator()

    async def repository() -> FakeRepository:
        return repo

    async def consolidate() -> FakeConsolidator:
        return consolidator

    commit.bind(commit.CommitPorts(embedder=lambda: embedder, repository=repository,
                                   consolidator=consolidate))
    await commit.handle_candidates([event(candidate("u1", 1)), event(candidate("u2", 2))])
    assert embedder.texts == ["fact 1", "fact 2"]
    assert repo.calls == [(2, "fake-model", "r1")]
    await asyncio.wait_for(commit.due_users.idle(), 10)  # consolidated in the background
    assert consolidator.runs == [["u1", "u2"]]


async def test_a_projection_asks_only_for_its_own_sink() -> None:
    asked: list[str] = []

    async def vector_index() -> Any:
        asked.append("milvus")
        return SimpleNamespace()

    async def graph() -> Any:
        raise AssertionError("the Milvus projection must not wait for Neo4j")

    async def erasure() -> Any:
        asked.append("erasure")
        return NoneErased()

    projections.bind(projections.ProjectionPorts(vector_index=vector_index, graph=graph,
                                                 erasure=erasure))
    await projections.handle_milvus([])  # nothing to project: no sink is written
    assert asked == ["milvus", "erasure"]


async def test_a_compaction_tombstone_is_skipped_not_dead_lettered() -> None:
    async def vector_index() -> Any:
        return SimpleNamespace()

    async def graph() -> Any:
        return SimpleNamespace()

    async def erasure() -> Any:
        return NoneErased()

    projections.bind(projections.ProjectionPorts(vector_index=vector_index, graph=graph,
                                                 erasure=erasure))
    tombstones = [SimpleNamespace(key=b"m:vector", message=SimpleNamespace(value=None))] * 8
    # no DLQ is bound here: a dead letter would fail the call, and so would the batch's cap
    await projections.handle_milvus(tombstones)
