"""The reconciler on the live pipeline: lost sink data is reported missing and repaired through
the outbox, a second run is clean, an injected orphan is removed and a stale version repaired."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import uuid
from datetime import UTC, datetime
from typing import Any

import neo4j
import orjson
import pytest

from projections.reconcile import Report
from projections.reconciler import reconcile
from streams.entrypoints import wiring
from streams.entrypoints.demo import expected_memory_ids, produce_turns, wait_until_landed
from streams.settings import settings
from tests.e2e.conftest import favorite_turns, run_users

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(600)]


def cli_reconcile(user: str, *extra: str) -> dict[str, dict[str, Any]]:
    """`memstream reconcile --user U …` as an operator runs it: target -> its JSON report."""
    out = subprocess.run([sys.executable, "-m", "streams.entrypoints.cli", "reconcile",
                          "--user", user, *extra], capture_output=True, timeout=120, check=False)
    assert out.returncode in (0, 1), out.stderr.decode()
    reports = [orjson.loads(line) for line in out.stdout.decode().splitlines() if line]
    return {r["target"]: r for r in reports}


async def check(users: list[str], repair: bool = False,
                retry_after_s: float = 600) -> dict[str, Report]:
    source, sinks = await wiring.snapshot(), await wiring.inventories()
    reports = await reconcile(source, sinks, [users], datetime.now(UTC).isoformat(), repair,
                              retry_after_s)
    return {r.target: r for r in reports}


async def until_clean(users: list[str], timeout_s: float = 180) -> dict[str, Report]:
    """Positive evidence: both sinks agree with PostgreSQL again, within a deadline."""
    deadline = asyncio.get_running_loop().time() + timeout_s
    while True:
        reports = await check(users)
        if all(r.clean for r in reports.values()):
            return reports
        assert asyncio.get_running_loop().time() < deadline, \
            {t: r.as_dict() for t, r in reports.items()}
        await asyncio.sleep(1)


async def test_reconcile_reports_and_repairs(worker: Any) -> None:
    users = run_users("reconcile", 2)
    turns = favorite_turns(users, 4)
    await produce_turns(turns)
    expected = await expected_memory_ids(turns)
    ok, report = await wait_until_landed(users, expected, timeout_s=300)
    assert ok, report.lines()
    index, graph = await wiring.vector_index(), await wiring.graph_writer()
    total = len(expected)

    # the sinks lose these users' data: every memory is missing from both
    for user in users:
        await index.erase_user(user)
        await graph.erase_user(user)
    found = cli_reconcile(users[0])
    assert {t: (r["checked"], r["missing"], r["repair_enqueued"]) for t, r in found.items()} \
        == {"milvus": (4, 4, 0), "neo4j": (4, 4, 0)}
    lost = await check(users)
    assert lost["milvus"].missing == lost["neo4j"].missing == total

    # --repair enqueues outbox events; the running worker projects them back
    repaired = cli_reconcile(users[0], "--repair")
    assert repaired["milvus"]["repair_enqueued"] == 4
    assert repaired["neo4j"]["repair_enqueued"] >= 4  # nodes, and edge sets where there are
    again = await check(users, repair=True)
    assert again["milvus"].repair_enqueued == 4  # the other user's; the first one's are there
    await until_clean(users)
    ok, report = await wait_until_landed(users, expected, timeout_s=30)
    assert ok, report.lines()
    second = cli_reconcile(users[0], "--repair")
    for r in second.values():
        assert (r["missing"], r["stale"], r["orphan"], r["conflict"], r["repair_enqueued"]) \
            == (0, 0, 0, 0, 0), r

    # an orphan in each sink (no PostgreSQL row) is removed through a delete event
    orphan = str(uuid.uuid4())
    live = (await index.dump([users[1]]))[0]
    await index.upsert([{**live, "memory_id": orphan, "version": 3,
                         "vector": [1.0] + [0.0] * (index.dimension - 1)}])
    await graph.apply([{"memory_id": orphan, "user_id": users[1], "version": 3,
                        "content_hash": "x", "props": {"content": "injected"}}], [], [])
    found_orphans = await check([users[1]], repair=True)
    assert found_orphans["milvus"].orphan == found_orphans["neo4j"].orphan == 1
    await until_clean([users[1]])
    assert orphan not in {r["memory_id"] for r in await index.dump([users[1]])}
    assert orphan not in {n["memory_id"] for n in (await graph.dump([users[1]]))["nodes"]}
    assert (await index.tombstone_ids([users[1]]))[orphan] == 4

    # a stale version in each sink is brought back to PostgreSQL's
    pg = (await (await wiring.snapshot()).truth([users[1]]))[users[1]]
    memory_id, truth = next((k, t) for k, t in pg.items()
                            if t.memory.version >= 2 and not t.memory.deleted)
    row = next(r for r in await index.dump([users[1]]) if r["memory_id"] == memory_id)
    await index.upsert([{**row, "version": truth.memory.version - 1, "content_hash": "old",
                         "vector": [0.0, 1.0] + [0.0] * (index.dimension - 2)}])
    n = settings().neo4j
    auth = (n.user, n.password.get_secret_value()) if n.password.get_secret_value() else None
    async with neo4j.AsyncGraphDatabase.driver(n.uri, auth=auth) as driver:
        await driver.execute_query(
            "MATCH (m:Memory {memory_id: $id, user_id: $user}) SET m.version = m.version - 1,"
            " m.content_hash = 'old'", {"id": memory_id, "user": users[1]},
            database_=n.database)
    # this version was repaired above: within the retry time that repair is not sent twice,
    # past it (0 s here) the sink lost the version again and it is sent anew
    stale = await check([users[1]], repair=True)
    assert stale["milvus"].stale == stale["neo4j"].stale == 1
    assert stale["milvus"].repair_enqueued == stale["neo4j"].repair_enqueued == 0
    stale = await check([users[1]], repair=True, retry_after_s=0)
    assert stale["milvus"].repair_enqueued == stale["neo4j"].repair_enqueued == 1
    await until_clean([users[1]])


async def test_erased_user_residue_is_an_orphan(pipeline: None) -> None:
    user = run_users("reconcile-erased", 1)[0]
    eraser = await wiring.erasure()
    await eraser.erase(user, datetime.now(UTC))
    index, graph = await wiring.vector_index(), await wiring.graph_writer()
    memory_id = str(uuid.uuid4())
    await index.upsert([{"memory_id": memory_id, "user_id": user, "version": 1,
                         "content_hash": "h", "category": "fact", "slot_hint": "recall_memory",
                         "importance": 0.5, "superseded": False, "content": "residue",
                         "created_at": "", "updated_at": "",
                         "vector": [1.0] + [0.0] * (index.dimension - 1)}])
    await graph.apply([{"memory_id": memory_id, "user_id": user, "version": 1,
                        "content_hash": "h", "props": {"content": "residue"}}], [], [])
    found = await check([user], repair=True)
    assert (found["milvus"].orphan, found["neo4j"].orphan) == (1, 1)
    assert (found["milvus"].purged, found["neo4j"].purged) == (1, 1)
    assert await index.dump([user]) == [] and (await graph.dump([user]))["nodes"] == []
    clean = await check([user])
    assert clean["milvus"].clean and clean["neo4j"].clean
