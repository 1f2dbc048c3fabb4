"""SIGKILL the commit worker 3 times while 10,000 candidates flow — new facts, moves that
supersede, moves back that revive: nothing lost, nothing twice."""

from __future__ import annotations

import asyncio
import signal
import time
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from agents.commit_memories.planning import CommitState, fold, memory_uid, plan_commit
from agents.extract_facts.policy import candidate_id
from connectors.kafka_admin import produce
from streams import codecs
from streams.entrypoints import wiring
from streams.entrypoints.cli import stop_worker
from streams.entrypoints.demo import wait_until_landed
from streams.records import MemoryCandidate
from streams.settings import settings
from streams.topics import CANDIDATES
from tests.e2e.conftest import LOGS, run_users, start_worker, stop_process

pytestmark = pytest.mark.e2e
USERS, PER_USER = 50, 200


def candidates(users: list[str]) -> list[MemoryCandidate]:
    """Per user: even turns a new fact, odd turns a move through 7 cities in a loop (each move
    supersedes the current city; from the 8th on each revives an earlier one)."""
    t0 = datetime(2026, 11, 5, tzinfo=UTC)
    out = []
    for i in range(PER_USER):  # interleaved, as a real stream of many users would be
        for u in users:
            key, value = ("crash_fact", f"item {i}") if i % 2 == 0 else (
                "city", f"Town {(i // 2) % 7}")
            out.append(MemoryCandidate(
                candidate_id=candidate_id(f"{u}-{i}", "user", key), turn_id=f"{u}-{i}",
                user_id=u, session_id="s", ts=t0 + timedelta(seconds=i), source="user",
                fact_key=key, fact_value=value, content=f"User {key}: {value}",
                importance=0.7, tags=("src:user",)))
    return out


def model(records: list[MemoryCandidate]) -> dict[str, tuple[int, bool, int]]:
    """memory id -> (version, superseded, hit_count) after committing the records one at a time,
    in order, with the same pure planner: versions count changes, so batching cannot move them."""
    state = CommitState()
    policy = wiring.commit_policy(settings().embedder.model)
    for c in records:
        state = fold(state, plan_commit(state, [(c, [])], policy, datetime.now(UTC),
                                        model="m", revision="r"))
    return {m: (s.version, s.snapshot.superseded, s.hit_count)
            for m, s in state.memories.items()}


async def test_sigkill_three_times_keeps_every_memory_exactly_once(pipeline: None) -> None:
    stop_worker()
    users = run_users("crash", USERS)
    records = candidates(users)
    expected = {memory_uid(c) for c in records}
    assert len(expected) == USERS * (PER_USER // 2 + 7)
    truth = model(records)
    assert sum(superseded for _, superseded, _ in truth.values()) == USERS * 6
    projector = start_worker(LOGS / "crash-projector.log",
                             agents="project_to_milvus,project_to_neo4j")
    committer = start_worker(LOGS / "crash-committer.log", agents="commit_memories")
    repo = await wiring.memory_repository()
    try:
        await produce(settings().kafka.bootstrap_servers, CANDIDATES,
                      [(c.user_id.encode(), codecs.dumps(c)) for c in records])
        kills = 0
        deadline = time.monotonic() + 900
        while kills < 3 and time.monotonic() < deadline:
            # kill only once the worker is committing, so each kill lands mid-stream
            have = len(await repo.stamps(users))
            if have > (kills + 1) * 1200:
                stop_process(committer, signal.SIGKILL)
                kills += 1
                committer = start_worker(LOGS / "crash-committer.log", agents="commit_memories")
            await asyncio.sleep(1)
        assert kills == 3, f"only {kills} kills happened ({have} memories committed)"
        ok, report = await wait_until_landed(users, expected, timeout_s=900)
        assert ok, report.lines()
    finally:
        stop_process(committer)
        stop_process(projector)
    pool: Any = await wiring.pg_pool()
    rows = await pool.fetch(
        "SELECT memory_uid, version, superseded, hit_count FROM long_term_memory"
        " WHERE user_id = ANY($1::text[])", users)
    # exactly once: a lost candidate or a twice-applied one would move a version or a count
    assert {str(r["memory_uid"]): (r["version"], r["superseded"], r["hit_count"])
            for r in rows} == truth
    last = await pool.fetch(
        "SELECT m.memory_uid, count(o.event_id) AS events FROM long_term_memory m"
        " JOIN memory_outbox o ON o.aggregate_id = m.memory_uid::text"
        " AND o.aggregate_version = m.version AND o.event_type IN ('upsert_vector', 'upsert_node')"
        " WHERE m.user_id = ANY($1::text[]) GROUP BY m.memory_uid", users)
    assert len(last) == len(truth) and all(r["events"] == 2 for r in last)
    processed = await pool.fetchval(
        "SELECT count(*) FROM processed_candidates WHERE user_id = ANY($1::text[])", users)
    assert processed == USERS * PER_USER
