"""The LLM endpoint dies mid-stream and comes back: each turn yields its candidates exactly once."""

from __future__ import annotations

import asyncio
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

import orjson
import pytest

from agents.extract_facts.pipeline import OfflineExtractor, extract_turn
from connectors.kafka_admin import read_all
from streams.entrypoints.cli import stop_worker
from streams.entrypoints.demo import produce_turns
from streams.records import Turn
from streams.settings import settings
from streams.topics import CANDIDATES
from tests.e2e.conftest import LOGS, spawn, start_worker, stop_process
from tests.support.ports import free_port

pytestmark = pytest.mark.e2e



def wait_for(path: Path, text: str, timeout_s: float) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if path.exists() and text in path.read_text(errors="replace"):
            return
        time.sleep(0.5)
    raise AssertionError(f"{text!r} not in {path} after {timeout_s}s")


def fake_llm(port: int, log: Path) -> subprocess.Popen[bytes]:
    proc = spawn([sys.executable, "-m", "tests.support.fake_openai", "--port", str(port)], log)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return proc
        time.sleep(0.2)
    raise AssertionError("fake LLM did not start")


async def test_llm_down_mid_stream_loses_and_duplicates_nothing(pipeline: None) -> None:
    stop_worker()  # a background worker of another group would add its own candidates
    run = uuid.uuid4().hex[:8]
    port = free_port()
    llm_log, worker_log = LOGS / f"fake-llm-{run}.log", LOGS / f"llm-worker-{run}.log"
    llm = fake_llm(port, llm_log)
    worker = start_worker(worker_log, agents="extract_facts", env={
        "OPENAI_BASE_URL": f"http://127.0.0.1:{port}/v1", "OPENAI_TIMEOUT_S": "2",
        "MEMSTREAM_APP_ID": f"llm-test-{run}", "MEMSTREAM_AUTO_OFFSET_RESET": "latest"})
    try:
        wait_for(worker_log, "Worker]: Ready", 90)
        await asyncio.sleep(2)  # assignment done: "latest" now means "from here"
        users = [f"llm-{run}-{n}" for n in range(3)]
        t0 = datetime(2026, 11, 3, tzinfo=UTC)
        turns = [Turn(turn_id=f"{u}-{i}", user_id=u, session_id="s", ts=t0 + timedelta(minutes=i),
                      user_message=f"My favorite number is {i}.") for u in users for i in range(20)]
        results = [await extract_turn(t, OfflineExtractor()) for t in turns]
        expected = Counter(c.candidate_id for r in results for c in r.candidates)
        assert len(expected) == 60
        await produce_turns(turns[:30])
        await asyncio.sleep(1)
        stop_process(llm, signal.SIGKILL)  # the endpoint vanishes mid-stream
        await produce_turns(turns[30:])
        await asyncio.sleep(8)  # the worker waits (connection refused), committing nothing
        llm = fake_llm(port, llm_log)
        seen: Counter[str] = Counter()
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            seen = Counter(
                orjson.loads(v)["candidate_id"]
                for k, v, _ in await read_all(settings().kafka.bootstrap_servers, CANDIDATES)
                if k is not None and k.decode() in users and v is not None)
            if set(seen) >= set(expected):
                break
            await asyncio.sleep(2)
        await asyncio.sleep(3)  # anything duplicated would show up now
        seen = Counter(
            orjson.loads(v)["candidate_id"]
            for k, v, _ in await read_all(settings().kafka.bootstrap_servers, CANDIDATES)
            if k is not None and k.decode() in users and v is not None)
        assert seen == expected
        assert "llm unavailable" in worker_log.read_text()  # it really waited through an outage
    finally:
        stop_process(worker)
        stop_process(llm)
