"""Public interface of the local service stack: build, up, down, status, reset."""

from __future__ import annotations

import contextlib
import fcntl
import logging
import os
import shutil
import signal
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from devstack import builder, launch, postgres, procs
from devstack.builder import StackError
from devstack.checks import CHECKS, Endpoints, Probe, tcp_open
from devstack.paths import CONF_DIR, STACK_HOME, STATE_ROOT, ensure_home, log_file

__all__ = [
    "SERVICES",
    "ServiceStatus",
    "StackError",
    "build",
    "down",
    "format_status",
    "reset",
    "status",
    "up",
]

log = logging.getLogger("devstack")

# start order; down() goes in reverse (Connect must leave before Kafka does)
SERVICES = ("postgres", "kafka", "connect", "neo4j", "milvus")

_STARTERS: dict[str, Callable[[], int]] = {
    "postgres": postgres.start,
    "kafka": launch.start_kafka,
    "connect": launch.start_connect,
    "neo4j": launch.start_neo4j,
    "milvus": launch.start_milvus,
}
_PORTS = {"postgres": 5432, "kafka": 9092, "connect": 8083, "neo4j": 7687, "milvus": 19530}
_NEEDS = {"connect": "kafka"}


@dataclass(frozen=True)
class ServiceStatus:
    """Health of one service; pid is set only for a process this stack started."""

    name: str
    healthy: bool
    detail: str
    pid: int | None


@contextlib.contextmanager
def _exclusive() -> Iterator[None]:
    """Serialise up/down/reset across processes (CLI, test sessions, CI) so none double-starts."""
    ensure_home()
    with (STACK_HOME / "stack.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def _deadline_s() -> float:
    return float(os.environ.get("DEVSTACK_START_TIMEOUT", "180"))


def _select(services: Sequence[str] | None) -> list[str]:
    wanted = list(services) if services else list(SERVICES)
    unknown = sorted(set(wanted) - set(SERVICES))
    if unknown:
        raise StackError(f"unknown service(s) {unknown}; choose from {SERVICES}")
    return [name for name in SERVICES if name in wanted]


def build() -> None:
    """Install PostgreSQL 15 if missing and build every JVM classpath that is not built yet."""
    builder.build_for(SERVICES)


def _failure(name: str, why: str) -> StackError:
    return StackError(
        f"{name}: {why}\n--- last lines of {log_file(name)} ---\n{procs.log_tail(name)}"
    )


def _wait_healthy(name: str, pid: int, ep: Endpoints) -> Probe:
    """Poll until the service answers; fail fast if its process dies."""
    probe: Callable[[Endpoints], Probe] = postgres.settle if name == "postgres" else CHECKS[name]
    deadline = time.monotonic() + _deadline_s()
    result = Probe(False, "not probed")
    while time.monotonic() < deadline:
        if not procs.is_alive(pid):
            raise _failure(name, f"process {pid} exited during start-up ({result.detail})")
        result = probe(ep)
        if result.ok:
            return result
        time.sleep(0.5)
    raise _failure(name, f"not healthy after {_deadline_s():.0f} s: {result.detail}")


def _start(name: str, ep: Endpoints) -> int:
    dependency = _NEEDS.get(name)
    if dependency and not CHECKS[dependency](ep).ok:
        raise StackError(f"{name} needs {dependency}, which is not answering")
    if name != "postgres" and tcp_open("127.0.0.1", _PORTS[name]):
        # postgres.start() handles Debian's own cluster on 5432 itself
        raise StackError(f"{name}: port {_PORTS[name]} is taken by a process that is not healthy")
    return _STARTERS[name]()


def _up_one(name: str, ep: Endpoints) -> None:
    if CHECKS[name](ep).ok:
        log.info("%s: already healthy, left alone", name)
        return
    started = time.monotonic()
    pid = procs.recorded_pid(name) or _start(name, ep)
    result = _wait_healthy(name, pid, ep)
    elapsed = time.monotonic() - started
    log.info("%s: healthy in %.1f s (pid %d): %s", name, elapsed, pid, result.detail)


def up(services: Sequence[str] | None = None) -> None:
    """Start the given services (default all) one after another; healthy ones are left alone.

    Each service gets DEVSTACK_START_TIMEOUT seconds (default 180) to answer its health probe.
    """
    names = _select(services)
    with _exclusive():
        builder.build_for(names)
        ep = Endpoints.from_env()
        for name in names:
            _up_one(name, ep)


def down(services: Sequence[str] | None = None) -> None:
    """Stop the given services (default all), only the processes this stack recorded; SIGKILL a
    group that ignores 30 s of TERM. Stopping one service is how outage tests take it away."""
    names = _select(services)
    with _exclusive():
        for name in reversed(names):
            _stop_one(name)


def _stop_one(name: str) -> None:
    # SIGINT is PostgreSQL's "fast" shutdown; SIGTERM ("smart") would wait for Debezium
    sig = signal.SIGINT if name == "postgres" else signal.SIGTERM
    started = time.monotonic()
    if procs.stop(name, sig):
        log.info("%s: stopped in %.1f s", name, time.monotonic() - started)


def status() -> list[ServiceStatus]:
    """Probe every service; pid/RSS only for processes this stack started."""
    ep = Endpoints.from_env()
    result = []
    for name in SERVICES:
        probe = CHECKS[name](ep)
        pid = procs.recorded_pid(name)
        detail = probe.detail
        if pid is not None:
            detail += f"; rss {procs.group_rss_mib(pid):.0f} MiB"
        elif probe.ok:
            detail += "; not started by devstack"
        result.append(ServiceStatus(name, probe.ok, detail, pid))
    return result


def format_status(statuses: Sequence[ServiceStatus] | None = None) -> str:
    """One line per service: name, up/DOWN, pid, detail."""
    rows = status() if statuses is None else statuses
    return "\n".join(
        f"{s.name:<9} {'up' if s.healthy else 'DOWN':<5} "
        f"{'pid ' + str(s.pid) if s.pid else '-':<11} {s.detail}"
        for s in rows
    )


def reset() -> None:
    """down(), then delete all service data (and rendered configs) under .devstack/."""
    with _exclusive():
        for name in reversed(SERVICES):
            _stop_one(name)
        shutil.rmtree(STATE_ROOT, ignore_errors=True)
        shutil.rmtree(CONF_DIR, ignore_errors=True)
