"""Failures that never drain good data, injected into real workers on the real stack.

Each test runs its own consumer group (`MEMSTREAM_APP_ID`, started at the topics' current end)
and its own milvus-lite server, so stalling Milvus never touches the shared one and other runs'
workers never hold our partitions. Every wait is for positive evidence, with a deadline.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Awaitable, Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from agents.commit_memories.planning import memory_uid
from agents.extract_facts.policy import candidate_id
from connectors.kafka_admin import produce, read_all
from connectors.milvus import MilvusVectorIndex
from streams import codecs
from streams.entrypoints import wiring
from streams.records import MemoryCandidate
from streams.settings import settings
from streams.topics import (
    CANDIDATES,
    CANDIDATES_DLQ,
    OUTBOX_MILVUS,
    PROJECTION_DLQ,
    TURNS,
    TURNS_DLQ,
)
from tests.e2e.conftest import LOGS, spawn, start_worker, stop_process
from tests.support.faults import PrivateMilvus, env_for, group_caught_up, start_group_at_end

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(600)]
AGENTS = "commit_memories,project_to_milvus"
BOOTSTRAP = settings().kafka.bootstrap_servers


@pytest.fixture
def milvus(tmp_path: Path) -> Iterator[PrivateMilvus]:
    server = PrivateMilvus(tmp_path / "milvus")
    yield server
    server.close()


def candidates(users: list[str], per_user: int) -> list[MemoryCandidate]:
    """One new memory per candidate (the same multi-valued key as the crash test)."""
    t0 = datetime(2026, 11, 20, tzinfo=UTC)
    return [MemoryCandidate(
        candidate_id=candidate_id(f"{u}-{i}", "user", "crash_fact"), turn_id=f"{u}-{i}",
        user_id=u, session_id="s", ts=t0 + timedelta(seconds=i), source="user",
        fact_key="crash_fact", fact_value=f"item {i}", content=f"User crash_fact: item {i}",
        importance=0.7, tags=("src:user",)) for i in range(per_user) for u in users]


async def produce_candidates(records: list[MemoryCandidate]) -> None:
    await produce(BOOTSTRAP, CANDIDATES, [(c.user_id.encode(), codecs.dumps(c)) for c in records])


async def eventually(check: Callable[[], Awaitable[bool]], timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if await check():
            return
        await asyncio.sleep(1)
    raise AssertionError(f"{what} not seen within {timeout_s}s")


async def in_milvus(server: PrivateMilvus, users: list[str], expected: set[str],
                    timeout_s: float) -> None:
    index = MilvusVectorIndex(server.uri, settings().milvus.collection,
                              settings().embedder.dimension, timeout_s=5)

    async def landed() -> bool:
        try:
            return expected <= {str(r["memory_id"]) for r in await index.dump(users)}
        except Exception:  # the collection is created by the worker
            return False

    await eventually(landed, timeout_s, f"{len(expected)} memories in the private Milvus")


async def wait_for_log(log: Path, text: str, timeout_s: float) -> None:
    def read() -> str:
        return log.read_text(errors="replace") if log.exists() else ""

    async def found() -> bool:
        return text in await asyncio.to_thread(read)

    await eventually(found, timeout_s, f"{text!r} in {log}")


async def dead_letters(topic: str, keys: set[bytes]) -> list[tuple[bytes, bytes | None,
                                                                   dict[str, bytes]]]:
    return [(k, v, dict(h)) for k, v, h in await read_all(BOOTSTRAP, topic)
            if k is not None and k in keys]


async def new_group(kind: str) -> str:
    app_id = f"fault-{kind}-{uuid.uuid4().hex[:8]}"
    await start_group_at_end(BOOTSTRAP, app_id, [TURNS, CANDIDATES, OUTBOX_MILVUS])
    return app_id


async def test_stalled_milvus_dead_letters_nothing_and_catches_up(
        pipeline: None, milvus: PrivateMilvus) -> None:
    app_id = await new_group("slow")
    users = [f"{app_id}-{n}" for n in range(3)]
    records = candidates(users, 20)
    first, second = records[:30], records[30:]
    expected = {memory_uid(c) for c in records}
    log = LOGS / f"{app_id}.log"
    worker = start_worker(log, env=env_for(app_id, milvus.uri), agents=AGENTS)
    try:
        await produce_candidates(first)
        await in_milvus(milvus, users, {memory_uid(c) for c in first}, 300)
        milvus.pause()  # reachable (the port accepts) but answers nothing: every call times out
        try:
            await produce_candidates(second)
            # past projection_max_attempts (3): the old probe-based rule dead-lettered here
            await wait_for_log(log, "milvus unavailable (attempt 5", 180)
        finally:
            milvus.resume()
        await in_milvus(milvus, users, expected, 300)
        assert worker.poll() is None
    finally:
        stop_process(worker)
    assert await dead_letters(PROJECTION_DLQ, {m.encode() for m in expected}) == []
    assert await dead_letters(CANDIDATES_DLQ, {u.encode() for u in users}) == []


async def test_unexpected_error_stops_the_worker_and_the_batch_is_redelivered(
        pipeline: None, milvus: PrivateMilvus, tmp_path: Path) -> None:
    app_id = await new_group("bug")
    users = [f"{app_id}-{n}" for n in range(2)]
    records = candidates(users, 10)
    expected = {memory_uid(c) for c in records}
    flag = tmp_path / "bug-present"
    flag.touch()
    log = LOGS / f"{app_id}.log"
    cmd = [sys.executable, "-m", "tests.support.faulty_worker", str(flag), AGENTS]
    worker = spawn(cmd, log, env_for(app_id, milvus.uri))
    try:
        await produce_candidates(records)
        await eventually(lambda: _exited(worker), 120, "the worker stopping on the bug")
        assert worker.returncode != 0  # loudly: a failing exit status and a critical line
        text = log.read_text(errors="replace")
        assert "STOPPING the worker" in text and "injected bug" in text
        flag.unlink()  # the bug is fixed; the same worker starts again
        worker = spawn(cmd, log, env_for(app_id, milvus.uri))
        await in_milvus(milvus, users, expected, 300)  # the unacked batch came back
    finally:
        stop_process(worker)
    assert await dead_letters(PROJECTION_DLQ, {m.encode() for m in expected}) == []


async def _exited(proc: subprocess.Popen[bytes]) -> bool:
    return proc.poll() is not None


async def test_only_the_poison_record_is_dead_lettered_with_its_reason(
        pipeline: None, milvus: PrivateMilvus) -> None:
    app_id = await new_group("poison")
    users = [f"{app_id}-{n}" for n in range(2)]
    good = candidates(users, 6)
    poison = b'{"candidate_id": "not-a-uuid", "user_id": "' + users[0].encode() + b'"}'
    log = LOGS / f"{app_id}.log"
    worker = start_worker(log, env=env_for(app_id, milvus.uri),
                          agents="extract_facts,commit_memories")
    repo = await wiring.memory_repository()
    try:
        records = [(c.user_id.encode(), codecs.dumps(c)) for c in good]
        await produce(BOOTSTRAP, CANDIDATES,
                      [*records[:6], (users[0].encode(), poison), *records[6:]])
        await produce(BOOTSTRAP, TURNS, [(users[1].encode(), b"{not json")])
        expected = {memory_uid(c) for c in good}

        async def committed() -> bool:
            return expected <= set(await repo.stamps(users))

        await eventually(committed, 300, "every good candidate committed")

        async def letter() -> bool:
            return bool(await dead_letters(CANDIDATES_DLQ, {u.encode() for u in users}))

        await eventually(letter, 120, "the poison record in the candidates DLQ")

        async def turn_letter() -> bool:
            return bool(await dead_letters(TURNS_DLQ, {users[1].encode()}))

        await eventually(turn_letter, 120, "the malformed turn in the turns DLQ")
        # this worker consumed all of it (not only another group's worker)
        await eventually(lambda: group_caught_up(BOOTSTRAP, app_id, [TURNS, CANDIDATES]), 120,
                         "this group's offsets at the end of the topics")
        assert worker.poll() is None
    finally:
        stop_process(worker)
    letters = await dead_letters(CANDIDATES_DLQ, {u.encode() for u in users})
    # (another group's worker may have dead-lettered the same record too: same record, reason)
    assert letters and all(v == poison for _, v, _ in letters)
    assert {h["reason"] for _, _, h in letters} == {b"invalid_candidate"}
    assert all(b"candidate_id" in h["detail"] and h["source_topic"] == CANDIDATES.encode()
               for _, _, h in letters)
    turns = await dead_letters(TURNS_DLQ, {u.encode() for u in users})
    assert turns and all(v == b"{not json" and h["reason"] == b"malformed_json"
                         for _, v, h in turns)


def memstream(run_dir: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "streams.entrypoints.cli", *args],
                          env={**os.environ, **env, "MEMSTREAM_RUN_DIR": str(run_dir)},
                          capture_output=True, text=True, timeout=60)


def _pid(out: str) -> int:
    return int(out.split("pid ")[1].split(",")[0].split()[0])


async def test_sigkilled_detached_worker_is_replaced_at_once_and_drains(
        pipeline: None, milvus: PrivateMilvus, tmp_path: Path) -> None:
    app_id = await new_group("detach")
    env = env_for(app_id, milvus.uri)
    run_dir = tmp_path / "run"
    users = [f"{app_id}-{n}" for n in range(2)]
    records = candidates(users, 10)
    expected = {memory_uid(c) for c in records}
    started = memstream(run_dir, env, "worker", "--detach", "--agents", AGENTS)
    assert "worker started" in started.stdout, started
    first = _pid(started.stdout)
    try:
        status = memstream(run_dir, env, "worker", "--status")
        assert status.returncode == 0 and _pid(status.stdout) == first
        await wait_for_log(run_dir / "logs" / "worker.log", "Worker]: Ready", 180)
        os.killpg(first, signal.SIGKILL)
        again = memstream(run_dir, env, "worker", "--detach", "--agents", AGENTS)
        assert "worker started" in again.stdout, again  # not "already running"
        second = _pid(again.stdout)
        assert second != first
        status = memstream(run_dir, env, "worker", "--status")
        assert status.returncode == 0 and _pid(status.stdout) == second
        await produce_candidates(records)
        await in_milvus(milvus, users, expected, 300)  # the new worker drains the pipeline
    finally:
        stopped = memstream(run_dir, env, "worker", "--stop")
    assert "worker stopped" in stopped.stdout
    status = memstream(run_dir, env, "worker", "--status")
    assert status.returncode == 1 and "no worker running" in status.stdout
    repo: Any = await wiring.memory_repository()
    assert expected <= set(await repo.stamps(users))
