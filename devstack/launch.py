"""Command lines of the JVM services (Kafka, Connect, Neo4j) and the milvus-lite server."""

from __future__ import annotations

import base64
import importlib.util
import os
import shutil
import subprocess
from pathlib import Path

from devstack import procs
from devstack.builder import OUTPUTS, StackError
from devstack.paths import CONF_DIR, DEVSTACK_DIR, STATE_ROOT, ensure_home, log_file, state_dir

MILVUS_LISTEN = "127.0.0.1:19530"

# Modest heaps: four JVM-class services share 2 cores with the app and its tests. The serial
# collector, not G1: with small heaps on a shared 2-core machine it costs the JVMs 20-35 % less
# CPU per turn (no concurrent marking or refinement threads, cheaper write barriers), and its
# young pauses stay in milliseconds at these heap sizes. The C1 compiler only: with C2, JIT
# compilation was 40-70 % of each JVM's CPU for the first 20,000 turns after a start (about
# 60 CPU-s in all), longer than a test run or a bench lasts, while C1's code costs about a fifth
# more on the services' own work. A long-lived deployment with spare cores keeps the JVM's
# default, as the docker-compose images do (docs/BENCHMARKS.md, session 41).
JAVA_OPTS = [
    "-Xms256m", "-Xmx768m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
    "-XX:+ExitOnOutOfMemoryError", "-Djava.awt.headless=true", "-Dfile.encoding=UTF-8",
]  # fmt: skip
LOG4J = f"-Dlog4j2.configurationFile={DEVSTACK_DIR / 'kafka/log4j2.properties'}"
# From Neo4j's default server.jvm.additional: its launcher would add these, we start the entry
# point directly so they must be on our command line (Netty and the page cache need them).
NEO4J_OPTS = [
    "-XX:-OmitStackTraceInFastThrow", "-XX:+DisableExplicitGC",
    "-Djdk.nio.maxCachedBufferSize=1024", "-Dio.netty.tryReflectionSetAccessible=true",
    "--add-opens=java.base/java.nio=ALL-UNNAMED", "--add-opens=java.base/java.io=ALL-UNNAMED",
    "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED", "-Dlog4j2.disable.jmx=true",
]  # fmt: skip
NEO4J_MAIN = "org.neo4j.server.CommunityEntryPoint"


def _java() -> str:
    java = shutil.which("java")
    if java is None:
        raise StackError("java not found: the JVM services need a Java 17 runtime")
    return java


def _classpath(pom: str) -> str:
    return f"{OUTPUTS[pom]}/*"


def _render(template: Path, name: str, values: dict[str, str]) -> Path:
    """Fill @KEY@ placeholders (absolute paths differ per checkout) into .devstack/conf/."""
    text = template.read_text()
    for key, value in values.items():
        text = text.replace(f"@{key}@", value)
    ensure_home()
    target = CONF_DIR / name
    target.write_text(text)
    return target


def _kafka_cluster_id(root: Path) -> str:
    """Cluster id persisted beside the data so restarts reuse the formatted log dir."""
    id_file = root / "cluster.id"
    if id_file.exists():
        return id_file.read_text().strip()
    while True:  # Kafka's Uuid.randomUuid also rejects ids that start with '-'
        cid = base64.urlsafe_b64encode(os.urandom(16)).decode().rstrip("=")
        if not cid.startswith("-"):
            break
    id_file.write_text(cid + "\n")
    return cid


def start_kafka() -> int:
    root = state_dir("kafka")
    root.mkdir(parents=True, exist_ok=True)
    conf = _render(DEVSTACK_DIR / "kafka/server.properties", "server.properties",
                   {"STATE_DIR": str(STATE_ROOT)})  # fmt: skip
    base: list[str | Path] = [_java(), LOG4J, "-cp", _classpath("kafka")]
    if not (root / "data" / "meta.properties").exists():
        fmt = [*base, "kafka.tools.StorageTool", "format", "--ignore-formatted",
               "-t", _kafka_cluster_id(root), "-c", str(conf)]  # fmt: skip
        with log_file("kafka").open("ab") as log:
            done = subprocess.run(fmt, stdout=log, stderr=subprocess.STDOUT, check=False)
        if done.returncode != 0:
            raise StackError(f"kafka storage format failed:\n{procs.log_tail('kafka')}")
    return procs.spawn("kafka", [*base, *JAVA_OPTS, "kafka.Kafka", conf], cwd=root)


def start_connect() -> int:
    root = state_dir("connect")
    root.mkdir(parents=True, exist_ok=True)
    conf = _render(DEVSTACK_DIR / "connect/connect-distributed.properties",
                   "connect-distributed.properties",
                   {"PLUGIN_PATH": str(OUTPUTS["debezium"])})  # fmt: skip
    main = "org.apache.kafka.connect.cli.ConnectDistributed"
    argv: list[str | Path] = [_java(), *JAVA_OPTS, LOG4J, "-cp", _classpath("connect"), main, conf]
    return procs.spawn("connect", argv, cwd=root)


def start_neo4j() -> int:
    home = state_dir("neo4j")
    home.mkdir(parents=True, exist_ok=True)
    argv: list[str | Path] = [
        _java(), *JAVA_OPTS, *NEO4J_OPTS, "-cp", _classpath("neo4j"), NEO4J_MAIN,
        f"--home-dir={home}", f"--config-dir={DEVSTACK_DIR / 'neo4j'}",
        "--console-mode",  # daemon mode would swallow the console log
    ]  # fmt: skip
    return procs.spawn("neo4j", argv, cwd=home)


def _milvus_lib() -> Path:
    """lib/ of the installed milvus-lite wheel: its `milvus` binary and bundled .so files."""
    spec = importlib.util.find_spec("milvus_lite")
    if spec is None or not spec.submodule_search_locations:
        raise StackError("milvus-lite is not installed in this interpreter (pip milvus-lite)")
    return Path(next(iter(spec.submodule_search_locations))) / "lib"


def start_milvus() -> int:
    root = state_dir("milvus")
    root.mkdir(parents=True, exist_ok=True)
    lib = _milvus_lib()
    env = {**os.environ, "LD_LIBRARY_PATH": f"{lib}:{os.environ.get('LD_LIBRARY_PATH', '')}"}
    # milvus_lite.server.Server's own argv: <db> <address> <log level>; given an address the
    # binary serves gRPC on TCP (instead of a per-process unix socket + lock file), so every
    # process can share it through MilvusClient(uri="http://127.0.0.1:19530").
    level = os.environ.get("LOG_LEVEL", "ERROR")
    argv: list[str | Path] = [lib / "milvus", root / "milvus.db", MILVUS_LISTEN, level]
    return procs.spawn("milvus", argv, cwd=root, env=env)
