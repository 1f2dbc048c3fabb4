"""`memstream rebuild --target milvus --blue-green` on a live pipeline: the new generation is
loaded from PostgreSQL, readers switch only once it caught up, memories committed during the
rebuild reach it, recall answers from Milvus throughout, and the old generation is dropped.

The test owns its Milvus name (its own alias and generations) and a projection worker of its
own group writing there; the shared `memories` collection is never touched."""

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
from connectors.postgres.reader import PostgresMemoryReader
from projections.recall import Recall, RecallQuery
from projections.reconciler import reconcile
from streams.entrypoints import wiring
from streams.entrypoints.demo import expected_memory_ids, produce_turns
from streams.settings import settings
from tests.e2e.conftest import LOGS, favorite_turns, run_users, start_worker, stop_process

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(600)]


async def until_in(index: MilvusVectorIndex, users: list[str], expected: set[str],
                   timeout_s: float = 240) -> None:
    """Positive evidence: every expected memory is in the index at PostgreSQL's stamp."""
    source = await wiring.snapshot()
    deadline = asyncio.get_running_loop().time() + timeout_s
    while True:
        held = {m for u in users for m in (await index.held([u]))[u]}
        report = (await reconcile(source, {"milvus": index}, [users],
                                  datetime.now(UTC).isoformat(), repair=False))[0]
        if expected <= held and report.clean:
            return
        assert asyncio.get_running_loop().time() < deadline, (len(expected - held),
                                                              report.as_dict())
        await asyncio.sleep(1)


async def test_blue_green_switches_after_catching_up(worker: Any) -> None:
    conf = settings()
    name, group = f"opsrb_{uuid.uuid4().hex[:8]}", f"memstream-opsrb-{uuid.uuid4().hex[:8]}"
    env = {"MILVUS_COLLECTION": name, "MEMSTREAM_APP_ID": group,
           "MEMSTREAM_AUTO_OFFSET_RESET": "latest"}
    index = MilvusVectorIndex(conf.milvus.uri, name, conf.embedder.dimension, alias_ttl_s=0.5)
    await index.ensure_collection()
    projector = start_worker(LOGS / "e2e-rebuild-projector.log", env, "project_to_milvus")
    generations: list[str] = []
    try:
        deadline = asyncio.get_running_loop().time() + 120
        while not await group_members(conf.kafka.bootstrap_servers, group):
            assert asyncio.get_running_loop().time() < deadline, "projector never joined"
            await asyncio.sleep(1)
        await asyncio.sleep(3)  # the new group's `latest` position is taken on assignment
        users = run_users("rebuild", 3)
        before = favorite_turns(users, 3)
        await produce_turns(before)
        expected = await expected_memory_ids(before)
        await until_in(index, users, expected)

        recall = Recall(PostgresMemoryReader(await wiring.pg_pool()), index, None,
                        wiring.embedder(), source_timeout_s=10)
        answers: list[tuple[bool, int]] = []
        stop = asyncio.Event()

        async def ask() -> None:
            while not stop.is_set():
                for user in users:
                    found = await recall.recall(RecallQuery(user, "favorite number"))
                    answers.append(("vector" not in found.unavailable, len(found.items)))
                await asyncio.sleep(0.1)

        asker = asyncio.create_task(ask())
        cmd = [sys.executable, "-m", "streams.entrypoints.cli", "rebuild", "--target",
               "milvus", "--blue-green", *[a for u in users for a in ("--user", u)]]
        rebuild = await asyncio.create_subprocess_exec(
            *cmd, env={**os.environ, **env}, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE)
        during = [t for t in favorite_turns(users, 6, day=2)  # new memories while it rebuilds
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
        assert answers and all(up and count > 0 for up, count in answers), answers
        names = await index._call("list", lambda c: c.list_collections())
        assert name not in names and result["switched_to"] in names
    finally:
        stop_process(projector)
        for generation in generations:
            await index._call("drop", lambda c, g=generation: c.drop_collection(g))
        await index._call("cleanup", lambda c: (
            c.drop_collection(name), c.drop_collection(index.tombstones),
            c.delete(ALIASES, filter=f'name == "{name}"') if c.has_collection(ALIASES)
            else None))
