"""E2E fixtures: a real worker process (all agents) with the topics and the connector in place."""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from streams.records import Turn

LOGS = Path(".devstack/logs")


def spawn(cmd: list[str], log: Path, env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
    """A process in its own group (so a kill reaches its children), output appended to `log`."""
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("ab") as out:
        return subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT,
                                start_new_session=True, env={**os.environ, **(env or {})})


def start_worker(log: Path, env: dict[str, str] | None = None,
                 agents: str = "") -> subprocess.Popen[bytes]:
    cmd = [sys.executable, "-m", "streams.entrypoints.cli", "worker"]
    cmd += ["--agents", agents] if agents else []
    return spawn(cmd, log, env)


def stop_process(proc: subprocess.Popen[bytes], sig: int = signal.SIGTERM) -> None:
    if proc.poll() is None:
        os.killpg(proc.pid, sig)
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(10)


@pytest.fixture(scope="session")
def pipeline(stack: None) -> None:
    """Topics created and the Debezium connector RUNNING: without it no outbox row reaches
    Kafka (a fresh machine has none; every e2e test depends on this, whatever runs first)."""
    from streams.entrypoints.cli import cmd_connector
    from streams.entrypoints.worker import ensure_topics

    ensure_topics()
    assert cmd_connector(argparse.Namespace(action="apply", failed_only=False)) == 0


@pytest.fixture(scope="module")
def worker(pipeline: None) -> Iterator[subprocess.Popen[bytes]]:
    """A real worker with every agent; the background worker (if any) is stopped first so this
    one owns the partitions."""
    from streams.entrypoints.cli import stop_worker

    stop_worker()
    proc = start_worker(LOGS / "e2e-worker.log")
    yield proc
    stop_process(proc)


def favorite_turns(users: list[str], per_user: int, day: int = 1) -> list[Turn]:
    """Turns that each yield exactly one memory with the offline provider."""
    t0 = datetime(2026, 11, day, tzinfo=UTC)
    return [Turn(turn_id=f"{u}-{i}", user_id=u, session_id=f"{u}-s", ts=t0 + timedelta(minutes=i),
                 user_message=f"My favorite number is {i}.", assistant_reply="Noted.")
            for u in users for i in range(per_user)]


def run_users(prefix: str, count: int) -> list[str]:
    run = uuid.uuid4().hex[:8]
    return [f"{prefix}-{run}-{n}" for n in range(count)]
