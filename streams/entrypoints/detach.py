"""Background processes started with `--detach` (worker, API): liveness is a held file lock.

A detached process holds an exclusive `flock` on `<run dir>/pids/<name>.lock` for as long as it
lives. The kernel releases the lock when the process's last descriptor closes, which happens as
it dies — before it is a zombie, and whatever later reuses its pid. So "the lock is held" is
the liveness test; `kill(pid, 0)` is not (a zombie or a reused pid answers it). The pid file
only says which process holds the lock, for `--status` and `--stop`.

The parent takes the lock before it spawns the child and hands the locked descriptor over
(`pass_fds`), so two `--detach` at once cannot both start one: the second finds it held.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

#: where the pid, lock and log files live; a test may point a process elsewhere
RUN_DIR_ENV = "MEMSTREAM_RUN_DIR"
#: how long a lock found held is retried: a process SIGKILLed a moment ago still holds it
#: until the kernel has torn it down (milliseconds)
SETTLE_S = 1.0


@dataclass(frozen=True)
class Detached:
    """The files of one kind of background process (`worker`, `api`)."""

    name: str

    @property
    def root(self) -> Path:
        return Path(os.environ.get(RUN_DIR_ENV) or ".devstack")

    @property
    def lock_file(self) -> Path:
        return self.root / "pids" / f"{self.name}.lock"

    @property
    def pid_file(self) -> Path:
        return self.root / "pids" / f"{self.name}.pid"

    @property
    def log_file(self) -> Path:
        return self.root / "logs" / f"{self.name}.log"


@contextlib.contextmanager
def _try_lock(path: Path, settle_s: float) -> Iterator[int | None]:
    """The lock file's descriptor, locked exclusively, or None when another process holds it
    (after retrying for `settle_s`). The lock is released on leaving unless handed over."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + settle_s
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    yield None
                    return
                time.sleep(0.05)
        yield fd
    finally:
        os.close(fd)


def running(kind: Detached, settle_s: float = 0.0) -> int | None:
    """The pid of the live process of this kind (its lock is held), else None."""
    with _try_lock(kind.lock_file, settle_s) as fd:
        if fd is not None:
            return None  # nobody holds it: whatever the pid file says is dead
    try:
        return int(kind.pid_file.read_text().strip() or 0) or None
    except (OSError, ValueError):
        return None


def start(kind: Detached, args: list[str]) -> tuple[int, bool]:
    """Start `memstream <args>` in the background unless one runs: (pid, started)."""
    with _try_lock(kind.lock_file, SETTLE_S) as fd:
        if fd is None:
            return running(kind) or 0, False
        kind.log_file.parent.mkdir(parents=True, exist_ok=True)
        with kind.log_file.open("ab") as log:
            # the child inherits the locked descriptor and keeps it open for its whole life
            proc = subprocess.Popen([sys.executable, "-m", "streams.entrypoints.cli", *args],
                                    stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                    start_new_session=True, pass_fds=(fd,))
        kind.pid_file.write_text(str(proc.pid))
        return proc.pid, True


def stop(kind: Detached, timeout_s: float) -> bool:
    """Stop the background process (SIGTERM to its group, SIGKILL after `timeout_s`) and wait
    until its lock is free. False when none was running."""
    pid = running(kind)
    if pid is None:
        kind.pid_file.unlink(missing_ok=True)
        return False
    with contextlib.suppress(ProcessLookupError):
        os.killpg(pid, signal.SIGTERM)
    if running(kind, settle_s=timeout_s) is not None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(pid, signal.SIGKILL)
        running(kind, settle_s=5.0)
    kind.pid_file.unlink(missing_ok=True)
    return True
