"""Spawn, track and stop the stack's own service processes (one process group per service)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import time
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path

from devstack.paths import ensure_home, log_file, pid_file

# Popen objects of services spawned by this interpreter: kept so they are reaped (no zombies that
# look alive to kill(pid, 0)) and not garbage-collected with a "still running" ResourceWarning.
_CHILDREN: dict[int, subprocess.Popen[bytes]] = {}


def _proc_stat(pid: int) -> list[str] | None:
    """Fields of /proc/<pid>/stat after the command name (index 0 = state), or None if gone."""
    try:
        raw = Path(f"/proc/{pid}/stat").read_text()
        return raw[raw.rindex(")") + 2 :].split()
    except (OSError, ValueError):  # gone, or vanished mid-read
        return None


def _start_ticks(pid: int) -> int | None:
    """Process start time in clock ticks since boot: tells a live PID from a recycled one."""
    fields = _proc_stat(pid)
    return int(fields[19]) if fields else None


def _reap(pid: int) -> None:
    child = _CHILDREN.get(pid)
    if child is not None and child.poll() is not None:
        del _CHILDREN[pid]


def is_alive(pid: int) -> bool:
    """True while the process exists and is not a zombie."""
    _reap(pid)
    fields = _proc_stat(pid)
    return fields is not None and fields[0] != "Z"


def service_processes(pgid: int) -> list[int]:
    """Live processes of a service: its process group plus their descendants that left the group
    (PostgreSQL backends call setsid(), so a group signal or scan alone misses them)."""
    parent_of: dict[int, int] = {}
    found: set[int] = set()
    for entry in Path("/proc").iterdir():
        fields = _proc_stat(int(entry.name)) if entry.name.isdigit() else None
        if fields is None or fields[0] == "Z":
            continue
        parent_of[int(entry.name)] = int(fields[1])
        if int(fields[2]) == pgid:
            found.add(int(entry.name))
    grew = True
    while grew:
        extra = {pid for pid, parent in parent_of.items() if parent in found} - found
        found |= extra
        grew = bool(extra)
    return sorted(found)


def group_rss_mib(pgid: int) -> float:
    """Resident memory of a whole service (see service_processes), in MiB."""
    total_kib = 0
    for pid in service_processes(pgid):
        with contextlib.suppress(OSError):
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total_kib += int(line.split()[1])
    return total_kib / 1024


def _read_pid_file(name: str) -> tuple[int, int] | None:
    try:
        pid_text, ticks_text = pid_file(name).read_text().split()
        return int(pid_text), int(ticks_text)
    except (OSError, ValueError):
        return None


def recorded_pid(name: str) -> int | None:
    """PID from .devstack/pids/<name>.pid if that very process still runs, else None."""
    record = _read_pid_file(name)
    if record is None:
        return None
    pid, ticks = record
    return pid if is_alive(pid) and _start_ticks(pid) == ticks else None


def spawn(
    name: str,
    argv: Sequence[str | Path],
    *,
    cwd: Path,
    env: Mapping[str, str] | None = None,
    user: str | None = None,
) -> int:
    """Start a service in its own session (own process group), log to .devstack/logs/<name>.log."""
    ensure_home()
    args = [str(a) for a in argv]
    with log_file(name).open("ab") as log:
        stamp = datetime.now(UTC).isoformat(timespec="seconds")
        log.write(f"\n=== devstack {stamp} start: {' '.join(args)}\n".encode())
        log.flush()
        proc = subprocess.Popen(
            args,
            cwd=cwd,
            env=dict(env) if env is not None else None,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            # setuid in the child instead of a runuser wrapper: the recorded PID is the server
            user=user,
            group=user,
            extra_groups=[] if user else None,
        )
    _CHILDREN[proc.pid] = proc
    pid_file(name).write_text(f"{proc.pid} {_start_ticks(proc.pid) or 0}\n")
    return proc.pid


def _wait_gone(pgid: int, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        _reap(pgid)
        if not service_processes(pgid):
            _reap(pgid)  # it may have turned zombie since the first poll
            return True
        time.sleep(0.2)
    return False


def _signal_group(pgid: int, sig: signal.Signals) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(pgid, sig)


def _kill_all(pgid: int) -> None:
    # list first: once a parent dies its setsid() children are reparented and untraceable
    victims = service_processes(pgid)
    _signal_group(pgid, signal.SIGKILL)
    for pid in victims:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + 5.0
    while any(is_alive(pid) for pid in victims) and time.monotonic() < deadline:
        time.sleep(0.1)


def stop(name: str, sig: signal.Signals = signal.SIGTERM, timeout: float = 30.0) -> bool:
    """Stop the recorded process group of a service; True if something was running."""
    pid = recorded_pid(name)
    if pid is not None:
        _signal_group(pid, sig)
        if not _wait_gone(pid, timeout):
            _kill_all(pid)
    else:
        record = _read_pid_file(name)
        # leader dead but members left: the kernel does not reuse a PID while a group with that
        # id exists, so anything still in the group is ours (a live PID here = recycled, skip)
        if record is not None and not is_alive(record[0]) and service_processes(record[0]):
            _kill_all(record[0])
    pid_file(name).unlink(missing_ok=True)
    return pid is not None


def log_tail(name: str, lines: int = 40) -> str:
    """Last lines of a service log, for error messages."""
    try:
        text = log_file(name).read_text(errors="replace")
    except OSError:
        return "(no log)"
    return "\n".join(text.splitlines()[-lines:])
