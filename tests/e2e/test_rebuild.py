"""`memstream rebuild --target milvus|neo4j --blue-green` on a live pipeline: the new generation
is loaded from PostgreSQL, readers switch only once it caught up, memories committed during the
rebuild reach it, recall answers from the sink throughout, and the old generation is dropped.

The test owns its Milvus name / Neo4j graph name (its own alias and generations) and a
projection worker of its own group writing there; the shared collection and graph labels are
never touched."""

from __future__ import annotations

import asyncio
import os
import sys
import uuid
from datetime import UTC, datetime
from typing import Any

import orjson
import pytest

from connectors.kafka_offsets import group_members
from connectors.milvus import ALIASES, MilvusVectorIndex
from connectors.neo4j import Neo4jGraphWriter
from connectors.postgres.reader import PostgresMemoryReader
from projections.recall import Recall, RecallQuery
from projections.reconciler import reconcile
from streams.entrypoints import wiring
from streams.entrypoints.demo import expected_memory_ids, produce_turns
from streams.settings import settings
from tests.e2e.conftest import LOGS, favorite_turns, run_users, start_worker, stop_process

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(600)]


async def landed(index: Any, users: list[str], expected: set[str]) -> tuple[bool, object]:
    """Is every expected memory in the index at PostgreSQL's stamp? (and what is missing)"""
    source = await wiring.snapshot()
    held = {m for u in users for m in (await index.held([u]))[u]}
    target = "milvus" if isinstance(index, MilvusVectorIndex) else "neo4j"
    report = (await reconcile(source, {target: index}, [users],
                              datetime.now(UTC).isoformat(), repair=False))[0]
    return expected <= held and report.clean, (len(expected - held), report.as_dict())


async def until_in(index: Any, users: list[str], expected: set[str],
                   timeout_s: float = 240) -> None:
    """Positive evidence: every expected memory is in the index at PostgreSQL's stamp."""
    deadline = asyncio.get_running_loop().time() + timeout_s
    while True:
        done, missing = await landed(index, users, expected)
        if done:
            return
        assert asyncio.get_running_loop().time() < deadline, missing
        await asyncio.sleep(1)


async def until_consuming(index: Any, timeout_s: float = 120) -> None:
    """Positive evidence that a group starting at `latest` has taken its position: a warm-up
    turn produced after it joined lands in its sink (a new one every few seconds until one
    does: one produced before the position was taken is never read)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout_s
    attempt = 0
    while True:
        warm = run_users(f"rebuild-warm{attempt}", 1)
        turns = favorite_turns(warm, 1)
        await produce_turns(turns)
        expected = await expected_memory_ids(turns)
        for _ in range(5):
            if (await landed(index, warm, expected))[0]:
                return
            await asyncio.sleep(1)
        assert loop.time() < deadline, "the projector never consumed a warm-up turn"
        attempt += 1


async def sink(target: str, name: str) -> Any:
    conf = settings()
    if target == "milvus":
        index = MilvusVectorIndex(conf.milvus.uri, name, conf.embedder.dimension,
                                  alias_ttl_s=0.5)
        await index.ensure_collection()
        return index
    n = conf.neo4j
    graph = Neo4jGraphWriter(n.uri, n.user, n.password.get_secret_value(), n.database,
                             graph=name, alias_ttl_s=0.5)
    await graph.ensure_schema()
    return graph


async def cleanup(target: str, store: Any, name: str, generations: list[str]) -> None:
    """Drop every generation the test made, and its alias."""
    if target == "milvus":
        for generation in generations:
            await store._call("drop", lambda c, g=generation: c.drop_collection(g))
        await store._call("cleanup", lambda c: (
            c.drop_collection(name), c.drop_collection(store.tombstones),
            c.delete(ALIASES, filter=f'name == "{name}"') if c.has_collection(ALIASES)
            else None))
        return
    await store.switch_alias(f"{name}_gone")
    for generation in [name, *generations]:
        await store.drop(generation)
    async with store._driver.session(database=settings().neo4j.database) as s:
        await s.run("MATCH (a:MemstreamAlias {name: $name}) DELETE a", {"name": name})
    await store.close()


@pytest.mark.parametrize("target", ["milvus", "neo4j"])
async def test_blue_green_switches_after_catching_up(worker: Any, target: str) -> None:
    conf = settings()
    name, group = f"opsrb_{uuid.uuid4().hex[:8]}", f"memstream-opsrb-{uuid.uuid4().hex[:8]}"
    env = {"MILVUS_COLLECTION" if target == "milvus" else "NEO4J_GRAPH": name,
           "MEMSTREAM_APP_ID": group, "MEMSTREAM_AUTO_OFFSET_RESET": "latest"}
    index = await sink(target, name)
    projector = start_worker(LOGS / f"e2e-rebuild-{target}.log", env, f"project_to_{target}")
    generations: list[str] = []
    try:
        deadline = asyncio.get_running_loop().time() + 120
        while not await group_members(conf.kafka.bootstrap_servers, group):
            assert asyncio.get_running_loop().time() < deadline, "projector never joined"
            await asyncio.sleep(1)
        await until_consuming(index)  # `latest` is taken on assignment: wait for evidence
        users = run_users("rebuild", 3)
        before = favorite_turns(users, 3)
        await produce_turns(before)
        expected = await expected_memory_ids(before)
        await until_in(index, users, expected)

        reader = PostgresMemoryReader(await wiring.pg_pool())
        recall = Recall(reader, index, None, wiring.embedder(), source_timeout_s=10) \
            if target == "milvus" else \
            Recall(reader, None, index, wiring.embedder(), source_timeout_s=10)
        source = "vector" if target == "milvus" else "graph"
        answers: list[tuple[str, bool, int]] = []
        stop = asyncio.Event()

        async def ask() -> None:
            while not stop.is_set():
                for user in users:
                    found = await recall.recall(RecallQuery(user, "favorite number"))
                    answers.append((user, source not in found.unavailable, len(found.items)))
                await asyncio.sleep(0.1)

        asker = asyncio.create_task(ask())
        cmd = [sys.executable, "-m", "streams.entrypoints.cli", "rebuild", "--target",
               target, "--blue-green", *[a for u in users for a in ("--user", u)]]
        rebuild = await asyncio.create_subprocess_exec(
            *cmd, env={**os.environ, **env}, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE)
        # new memories while it rebuilds, for all users but the last: a user whose memory is
        # being superseded can read none for an instant (recall's two PostgreSQL reads race
        # the commit), so only the quiet user must have an answer every time
        during = [t for t in favorite_turns(users[:-1], 6, day=2)
                  if int(t.turn_id.rsplit("-", 1)[1]) >= 3]
        await produce_turns(during)
        out, err = await asyncio.wait_for(rebuild.communicate(), 300)
        assert rebuild.returncode == 0, err.decode()
        result = orjson.loads(out)
        generations.append(result["switched_to"])
        lines = err.decode().splitlines()
        switching = next(i for i, ln in enumerate(lines) if "caught up" in ln)
        assert any("memories" in ln and "/s" in ln and "ETA" in ln for ln in lines[:switching])
        assert result["switched_from"] == name and result["lag_at_switch"] <= 200
        assert result["loaded"] >= len(expected)

        expected |= await expected_memory_ids(during)
        await until_in(index, users, expected)  # readers resolve the new generation
        assert await index.resolved() == result["switched_to"]
        stop.set()
        await asyncio.wait_for(asker, 60)
        assert answers and all(up for _, up, _ in answers), answers  # the sink answered
        assert all(count > 0 for user, _, count in answers if user == users[-1]), answers
        if target == "milvus":
            names = await index._call("list", lambda c: c.list_collections())
            assert name not in names and result["switched_to"] in names
        else:
            async with index._driver.session(database=conf.neo4j.database) as session:
                left = await (await session.run(
                    f"MATCH (n:Memory_{name}) RETURN count(n) AS n")).single()
            assert left is not None and left["n"] == 0  # the old generation is gone
    finally:
        stop_process(projector)
        await cleanup(target, index, name, generations)
