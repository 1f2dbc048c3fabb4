"""Governance on the real stack with the offline provider: one current truth per fact in
PostgreSQL, Milvus and Neo4j; deletes that replay from offset 0 cannot undo."""

from __future__ import annotations

import asyncio
import time
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from connectors.postgres.vectors import unpack
from streams.entrypoints import wiring
from streams.entrypoints.demo import produce_turns
from streams.records import Turn
from streams.settings import settings
from streams.topics import TURNS_DLQ
from tests.e2e.governance_scenarios import (
    Scenario,
    check_audit,
    check_projections,
    f,
    produce_scenarios,
    rows,
    uid_of,
    wait_for_scenarios,
)
from tests.e2e.test_redrive import dead_letter
from tests.e2e.test_replay import replay_both

pytestmark = pytest.mark.e2e


async def test_one_current_truth_per_fact_in_every_store(worker: Any) -> None:
    users = await produce_scenarios(uuid.uuid4().hex[:8])
    found = await wait_for_scenarios(users, timeout_s=300)
    assert await check_projections(found) == 7  # 2 moves, cross-language, 2 cats, A-B-A, judge
    await check_audit(found)
    aba = next(r for r in found if r["user_id"].endswith("-a-b-a") and not r["superseded"])
    assert aba["version"] == 3  # inserted, superseded, current again
    # consolidation (also run by the worker every 5 new memories) merges none of the
    # look-alikes: different allergies and relatives' cities at e5 cosine 0.9+ stay apart
    look_alikes = next(u for u in users if u.endswith("-look-alikes"))
    outcome = await (await wiring.governor()).consolidate(look_alikes, datetime.now(UTC))
    assert outcome.applied and outcome.plan.merged == 0 and outcome.plan.evicted == 0
    still = [r for r in await rows([look_alikes]) if not r["superseded"]]
    assert len(still) == 10


async def test_delete_then_replay_from_offset_zero_stays_deleted(worker: Any) -> None:
    users = await produce_scenarios(uuid.uuid4().hex[:8])
    await wait_for_scenarios(users, timeout_s=300)
    user = next(u for u in users if u.endswith("-en-move"))
    target = uid_of(user, "city", "Shenzhen")
    repo = await wiring.memory_repository()
    assert await repo.delete(user, target, actor="e2e")
    index, graph = await wiring.vector_index(), await wiring.graph_writer()
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:  # positive evidence: both sinks hold the tombstone
        if (await index.tombstone_ids([user])).get(target) == 2 and \
                (await graph.tombstone_ids([user])).get(target) == 2:
            break
        await asyncio.sleep(1)
    else:
        raise AssertionError("tombstones did not reach both sinks")
    vectors, nodes = await replay_both()
    assert vectors.read > 0 and nodes.read > 0
    assert target not in {r["memory_id"] for r in await index.dump([user])}
    assert target not in {n["memory_id"] for n in (await graph.dump([user]))["nodes"]}
    pool = await wiring.pg_pool()
    vector = list(unpack(await pool.fetchval("SELECT embedding FROM long_term_memory WHERE"
                                             " memory_uid = $1", target)))
    assert target not in {m for m, _ in await index.search(user, vector, 20,
                                                           include_superseded=True)}
    assert (await index.tombstone_ids([user]))[target] == 2
    assert (await graph.tombstone_ids([user]))[target] == 2


async def test_a_redriven_old_turn_becomes_history_not_the_truth(worker: Any) -> None:
    """Hangzhou, then Berlin (its LLM calls failed: dead-lettered), then Shenzhen. Redriving
    Berlin after the outage must not make it the current city: it lands superseded by
    Shenzhen, which stays as it was (version 1) in every store."""
    from streams.entrypoints.cli_ops import redrive

    user = f"gov-{uuid.uuid4().hex[:8]}-late"
    t0 = datetime(2026, 11, 10, tzinfo=UTC)
    hangzhou, berlin, shenzhen = (
        Turn(turn_id=f"{user}-{i}", user_id=user, session_id=f"{user}-s",
             ts=t0 + timedelta(minutes=i), user_message=m)
        for i, m in enumerate(("I live in Hangzhou", "I moved to Berlin", "I moved to Shenzhen")))
    await produce_turns([hangzhou, shenzhen])
    await wait_for_scenarios({user: Scenario("late", (), f(("city", "Shenzhen")),
                                             f(("city", "Hangzhou")))}, timeout_s=300)
    await dead_letter(berlin)
    sent, _ = await redrive(settings().kafka.bootstrap_servers, TURNS_DLQ, "llm_failed")
    assert sent >= 1
    found = await wait_for_scenarios({user: Scenario(
        "late", (), f(("city", "Shenzhen")), f(("city", "Hangzhou"), ("city", "Berlin")))},
        timeout_s=300)  # and both sinks hold what PostgreSQL holds
    by_value = {r["fact_value"]: r for r in found}
    truth = uid_of(user, "city", "Shenzhen")
    assert str(by_value["Berlin"]["superseded_by"]) == truth
    assert by_value["Shenzhen"]["version"] == 1 and not by_value["Shenzhen"]["superseded"]
    index = await wiring.vector_index()
    vector = list(unpack(by_value["Berlin"]["embedding"]))
    hits = [m for m, _ in await index.search(user, vector, 20)]
    assert hits == [truth]  # Berlin is history: found only when asked for superseded ones
    assert uid_of(user, "city", "Berlin") in {
        m for m, _ in await index.search(user, vector, 20, include_superseded=True)}
    pool = await wiring.pg_pool()
    assert await pool.fetchval(
        "SELECT action FROM memory_audit WHERE user_id = $1 AND memory_uid = $2 ORDER BY id"
        " LIMIT 1", user, uid_of(user, "city", "Berlin")) == "insert"
