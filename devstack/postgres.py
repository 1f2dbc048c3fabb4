"""The stack's own PostgreSQL 15 cluster (not Debian's): initdb, start, create role and database."""

from __future__ import annotations

import getpass
import logging
import os
import shutil
import stat
import subprocess
from pathlib import Path
from urllib.parse import unquote, urlparse

from devstack import procs
from devstack.builder import StackError
from devstack.checks import Endpoints, Probe, check_postgres, tcp_open
from devstack.paths import PG_BIN, STATE_ROOT, log_file, state_dir

log = logging.getLogger("devstack")

PORT = 5432
# postgres refuses to run as root, so as root the cluster belongs to the `postgres` OS user;
# a non-root developer runs it as themself.
OS_USER = "postgres" if os.geteuid() == 0 else None
SUPERUSER = "postgres" if OS_USER else getpass.getuser()


def _root() -> Path:
    return state_dir("postgres")


def _data() -> Path:
    return _root() / "data"


def _socket_dir() -> Path:
    return _root() / "run"


def _settings() -> dict[str, str]:
    """Server settings, passed as -c flags so an existing cluster always gets the current ones."""
    return {
        "listen_addresses": "127.0.0.1",
        "port": str(PORT),
        "unix_socket_directories": str(_socket_dir()),
        # Debezium's pgoutput decoding needs logical WAL and replication slots
        "wal_level": "logical",
        "max_replication_slots": "10",
        "max_wal_senders": "10",
        # a forgotten slot must not fill the disk with retained WAL
        "max_slot_wal_keep_size": "1GB",
    }


def _grant_traverse(path: Path) -> None:
    """Let the postgres OS user reach the data dir: o+x on every ancestor that lacks it."""
    for parent in [*reversed(path.parents), path]:
        mode = parent.stat().st_mode
        if not mode & stat.S_IXOTH:
            log.warning("chmod o+x %s so the postgres user can reach its data dir", parent)
            parent.chmod(mode | stat.S_IXOTH)


def _prepare_dirs() -> None:
    for directory in (_root(), _data(), _socket_dir()):
        directory.mkdir(parents=True, exist_ok=True)
        directory.chmod(0o700)
        if OS_USER:
            shutil.chown(directory, OS_USER, OS_USER)
    if OS_USER:
        _grant_traverse(STATE_ROOT)


def _run_as_owner(argv: list[str], stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        argv, check=False, input=stdin, capture_output=True, text=True, cwd=_root(),
        user=OS_USER, group=OS_USER, extra_groups=[] if OS_USER else None,
    )  # fmt: skip


def _initdb() -> None:
    out = _run_as_owner([
        str(PG_BIN / "initdb"), "-D", str(_data()), "-U", SUPERUSER, "-E", "UTF8",
        "--locale=C.UTF-8",
        # peer on the private socket for bootstrap; passwords (scram) for every TCP client,
        # replication included (initdb's pg_hba has host + host replication lines for 127.0.0.1)
        "--auth-local=peer", "--auth-host=scram-sha-256",
    ])  # fmt: skip
    with log_file("postgres").open("a") as fh:
        fh.write(out.stdout + out.stderr)
    if out.returncode != 0:
        raise StackError(f"initdb failed:\n{out.stderr[-2000:]}")


def _free_port() -> None:
    """Stop the Debian system cluster if it holds our port (it lacks wal_level=logical)."""
    if not tcp_open("127.0.0.1", PORT) or shutil.which("pg_lsclusters") is None:
        return
    listing = subprocess.run(
        ["pg_lsclusters", "--no-header"], check=False, capture_output=True, text=True
    )
    for line in listing.stdout.splitlines():
        version, cluster, port, status = line.split()[:4]
        if int(port) == PORT and status.startswith("online"):
            log.warning("stopping Debian cluster %s/%s: it holds port %d", version, cluster, PORT)
            subprocess.run(["pg_ctlcluster", version, cluster, "stop"], check=False)


def start() -> int:
    """initdb on first use, then start the postmaster; returns its PID."""
    _prepare_dirs()
    if not (_data() / "PG_VERSION").exists():
        _initdb()
    _free_port()
    flags = [arg for key, value in _settings().items() for arg in ("-c", f"{key}={value}")]
    argv: list[str | Path] = [PG_BIN / "postgres", "-D", _data(), *flags]
    return procs.spawn("postgres", argv, cwd=_root(), user=OS_USER)


_BOOTSTRAP_SQL = """
SELECT format('CREATE ROLE %I', :'role')
 WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'role') \\gexec
-- SUPERUSER on purpose: Debezium (pgoutput) then may create its publication and read any
-- table without per-table grants. Dev/test stack only.
ALTER ROLE :"role" WITH LOGIN REPLICATION SUPERUSER PASSWORD :'password';
SELECT format('CREATE DATABASE %I OWNER %I', :'db', :'role')
 WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = :'db') \\gexec
"""


def _bootstrap(dsn: str) -> None:
    """Create (or re-sync) the DSN's role and database; idempotent."""
    url = urlparse(dsn)
    role = unquote(url.username or "memstream")
    password = unquote(url.password or "memstream")
    db = url.path.lstrip("/") or role
    argv = [
        str(PG_BIN / "psql"), "-X", "-q", "-v", "ON_ERROR_STOP=1",
        "-h", str(_socket_dir()), "-p", str(PORT), "-U", SUPERUSER, "-d", "postgres",
        "-v", f"role={role}", "-v", f"password={password}", "-v", f"db={db}",
    ]  # fmt: skip
    out = _run_as_owner(argv, stdin=_BOOTSTRAP_SQL)
    if out.returncode != 0:
        raise StackError(f"creating role/database failed:\n{out.stderr[-2000:]}")


def settle(ep: Endpoints) -> Probe:
    """Readiness probe used right after start: once the server accepts, bootstrap, then check."""
    ready = subprocess.run(
        [str(PG_BIN / "pg_isready"), "-q", "-h", "127.0.0.1", "-p", str(PORT)], check=False
    )
    if ready.returncode != 0:
        return Probe(False, "not accepting connections yet")
    _bootstrap(ep.postgres_dsn)
    return check_postgres(ep)
