"""Filesystem layout: sources under devstack/, generated state under .devstack/ (git-ignored)."""

from __future__ import annotations

from pathlib import Path

DEVSTACK_DIR = Path(__file__).resolve().parent
REPO_ROOT = DEVSTACK_DIR.parent
STACK_HOME = REPO_ROOT / ".devstack"
STATE_ROOT = STACK_HOME / "state"
CONF_DIR = STACK_HOME / "conf"
LOG_DIR = STACK_HOME / "logs"
PID_DIR = STACK_HOME / "pids"
# Debian's PostgreSQL 15 server binaries (package `postgresql`)
PG_BIN = Path("/usr/lib/postgresql/15/bin")


def state_dir(name: str) -> Path:
    """Data directory of one service."""
    return STATE_ROOT / name


def log_file(name: str) -> Path:
    """Combined stdout/stderr of one service."""
    return LOG_DIR / f"{name}.log"


def pid_file(name: str) -> Path:
    """PID (and start time) of the process the stack started for one service."""
    return PID_DIR / f"{name}.pid"


def ensure_home() -> None:
    """Create .devstack/ with a catch-all .gitignore so state can never be committed by accident."""
    for directory in (STATE_ROOT, CONF_DIR, LOG_DIR, PID_DIR):
        directory.mkdir(parents=True, exist_ok=True)
    ignore = STACK_HOME / ".gitignore"
    if not ignore.exists():
        ignore.write_text("*\n")
