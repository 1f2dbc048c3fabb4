"""Install/build step: PostgreSQL 15 from apt, JVM service classpaths from Maven Central."""

from __future__ import annotations

import hashlib
import logging
import os
import shutil
import subprocess
from collections.abc import Iterable
from pathlib import Path

from devstack.paths import DEVSTACK_DIR, PG_BIN, REPO_ROOT

log = logging.getLogger("devstack")

# POM folder -> directory its `package` phase fills
OUTPUTS: dict[str, Path] = {
    "kafka": DEVSTACK_DIR / "kafka/target/lib",
    "connect": DEVSTACK_DIR / "connect/target/lib",
    "debezium": DEVSTACK_DIR / "debezium/target/plugins",
    "neo4j": DEVSTACK_DIR / "neo4j/target/lib",
}
# service -> POMs it runs from
POMS_OF: dict[str, tuple[str, ...]] = {
    "kafka": ("kafka",),
    "connect": ("connect", "debezium"),
    "neo4j": ("neo4j",),
}


class StackError(RuntimeError):
    """A service could not be built, started or stopped; the message says why."""


def _run(argv: list[str], what: str, env: dict[str, str] | None = None) -> None:
    out = subprocess.run(argv, check=False, cwd=REPO_ROOT, capture_output=True, text=True, env=env)
    if out.returncode != 0:
        tail = "\n".join((out.stdout + out.stderr).splitlines()[-40:])
        raise StackError(f"{what} failed (exit {out.returncode}):\n{tail}")


def ensure_postgres() -> None:
    """apt-get install PostgreSQL 15 on a machine that lacks it."""
    if (PG_BIN / "postgres").exists():
        return
    if os.geteuid() != 0:
        raise StackError(f"{PG_BIN}/postgres missing: run `apt-get install postgresql` as root")
    log.info("installing PostgreSQL 15 with apt-get")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    _run(["apt-get", "update"], "apt-get update", env)
    _run(["apt-get", "install", "-y", "postgresql"], "apt-get install postgresql", env)


def _stamp(pom: str) -> Path:
    return DEVSTACK_DIR / pom / "target" / "devstack-build.stamp"


def _pom_digest(pom: str) -> str:
    return hashlib.sha256((DEVSTACK_DIR / pom / "pom.xml").read_bytes()).hexdigest()


def is_built(pom: str) -> bool:
    """Output dir filled by a successful build of the current POM (stamp = POM hash)."""
    stamp = _stamp(pom)
    out = OUTPUTS[pom]
    if not (stamp.exists() and out.is_dir() and any(out.iterdir())):
        return False
    return stamp.read_text() == _pom_digest(pom)


def build_pom(pom: str) -> None:
    """mvn package one POM into a clean output dir (stale jars of an older POM would clash)."""
    if shutil.which("mvn") is None:
        raise StackError("mvn not found: install Maven (Debian package `maven`)")
    shutil.rmtree(OUTPUTS[pom], ignore_errors=True)
    _stamp(pom).unlink(missing_ok=True)
    log.info("building %s classpath with Maven", pom)
    pom_path = str((DEVSTACK_DIR / pom / "pom.xml").relative_to(REPO_ROOT))
    _run(["mvn", "-B", "-q", "-f", pom_path, "package"], f"mvn package {pom_path}")
    _stamp(pom).write_text(_pom_digest(pom))


def build_for(services: Iterable[str]) -> None:
    """Install/build what the given services need; a no-op when everything is in place."""
    names = list(services)
    if "postgres" in names:
        ensure_postgres()
    for service in names:
        for pom in POMS_OF.get(service, ()):
            if not is_built(pom):
                build_pom(pom)
