"""Health probes: each service counts as up only when it answers a real request."""

from __future__ import annotations

import asyncio
import importlib
import json
import os
import shutil
import socket
import struct
import subprocess
import urllib.request
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from types import ModuleType
from typing import Any, NamedTuple
from urllib.parse import urlparse

from devstack.paths import PG_BIN

POSTGRES_CONNECTOR = "io.debezium.connector.postgresql.PostgresConnector"


class Probe(NamedTuple):
    """Outcome of one health probe."""

    ok: bool
    detail: str


@dataclass(frozen=True)
class Endpoints:
    """Where clients reach each service (same variables and defaults as the app)."""

    postgres_dsn: str
    kafka_bootstrap: str
    connect_url: str
    neo4j_uri: str
    milvus_uri: str

    @classmethod
    def from_env(cls) -> Endpoints:
        env = os.environ.get
        return cls(
            postgres_dsn=env(
                "POSTGRES_DSN", "postgresql://memstream:memstream@127.0.0.1:5432/memstream"
            ),
            kafka_bootstrap=env("KAFKA_BOOTSTRAP_SERVERS", "127.0.0.1:9092"),
            connect_url=env("KAFKA_CONNECT_URL", "http://127.0.0.1:8083").rstrip("/"),
            neo4j_uri=env("NEO4J_URI", "bolt://127.0.0.1:7687"),
            milvus_uri=env("MILVUS_URI", "http://127.0.0.1:19530"),
        )


def _optional(module: str) -> ModuleType | None:
    """Import a client library lazily; None if this interpreter lacks it."""
    try:
        return importlib.import_module(module)
    except ImportError:
        return None


def _host_port(address: str, default_port: int) -> tuple[str, int]:
    parsed = urlparse(address if "://" in address else f"tcp://{address}")
    return parsed.hostname or "127.0.0.1", parsed.port or default_port


def tcp_open(host: str, port: int, timeout: float = 1.0) -> bool:
    """True if something accepts TCP connections on host:port."""
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return True
    except OSError:
        return False


def psql_binary() -> str:
    """psql of PostgreSQL 15, else whichever psql is on PATH."""
    own = PG_BIN / "psql"
    return str(own) if own.exists() else shutil.which("psql") or str(own)


def check_postgres(ep: Endpoints) -> Probe:
    host, port = _host_port(ep.postgres_dsn, 5432)
    if not tcp_open(host, port):
        return Probe(False, f"nothing listens on {host}:{port}")
    query = "SELECT 1, current_setting('wal_level')"
    try:
        out = subprocess.run(
            [psql_binary(), ep.postgres_dsn, "-XtA", "-c", query],
            check=False, capture_output=True, text=True, timeout=15,
            env={**os.environ, "PGCONNECT_TIMEOUT": "3"},
        )  # fmt: skip
    except (OSError, subprocess.TimeoutExpired) as exc:
        return Probe(False, f"psql failed: {exc}")
    if out.returncode != 0:
        return Probe(False, out.stderr.strip().splitlines()[-1] if out.stderr else "psql failed")
    wal_level = out.stdout.strip().partition("|")[2]
    if wal_level != "logical":
        return Probe(False, f"SELECT 1 ok but wal_level={wal_level} (Debezium needs logical)")
    return Probe(True, "SELECT 1 ok, wal_level=logical")


async def _kafka_brokers(bootstrap: str, aiokafka: ModuleType) -> int:
    client = aiokafka.AIOKafkaClient(bootstrap_servers=bootstrap, request_timeout_ms=5000)
    try:
        await client.bootstrap()  # sends a Metadata request
        return len(client.cluster.brokers())
    finally:
        await client.close()


def _recv_exact(sock: socket.socket, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = sock.recv(size - len(data))
        if not chunk:
            raise ConnectionError("connection closed mid-response")
        data += chunk
    return data


_API_VERSIONS = 18  # Kafka protocol api key
_CORRELATION = 7


def _kafka_api_versions(host: str, port: int) -> Probe:
    """Raw ApiVersions v0 round trip, for interpreters without aiokafka."""
    client_id = b"devstack"
    body = struct.pack(">hhih", _API_VERSIONS, 0, _CORRELATION, len(client_id)) + client_id
    with socket.create_connection((host, port), timeout=3) as sock:
        sock.sendall(struct.pack(">i", len(body)) + body)
        (size,) = struct.unpack(">i", _recv_exact(sock, 4))
        correlation, error = struct.unpack(">ih", _recv_exact(sock, size)[:6])
    if correlation != _CORRELATION or error != 0:
        return Probe(False, f"ApiVersions answered error {error}")
    return Probe(True, "ApiVersions ok (aiokafka not importable)")


def check_kafka(ep: Endpoints) -> Probe:
    host, port = _host_port(ep.kafka_bootstrap.split(",")[0], 9092)
    if not tcp_open(host, port):
        return Probe(False, f"nothing listens on {host}:{port}")
    aiokafka = _optional("aiokafka")
    try:
        if aiokafka is None:
            return _kafka_api_versions(host, port)
        # own thread + loop: works even when the caller already runs an event loop
        with ThreadPoolExecutor(1) as pool:
            brokers = pool.submit(asyncio.run, _kafka_brokers(ep.kafka_bootstrap, aiokafka))
            count = brokers.result(timeout=20)
    except Exception as exc:  # any client failure means "not answering"
        return Probe(False, f"metadata request failed: {exc!r}")
    return Probe(count > 0, f"metadata ok, {count} broker(s)")


def _get_list(url: str) -> list[Any]:
    with urllib.request.urlopen(url, timeout=5) as resp:
        body: list[Any] = json.load(resp)
    return body


def check_connect(ep: Endpoints) -> Probe:
    try:
        plugins = _get_list(f"{ep.connect_url}/connector-plugins")
        # /connectors answers only once the worker has joined its group and read the config
        # topic (503 before), i.e. when a connector PUT would be accepted
        connectors = _get_list(f"{ep.connect_url}/connectors")
    except (OSError, ValueError) as exc:
        return Probe(False, f"REST not ready: {exc}")
    if POSTGRES_CONNECTOR not in {p.get("class") for p in plugins}:
        return Probe(
            False, f"REST answers but PostgresConnector is not among {len(plugins)} plugins"
        )
    return Probe(True, f"REST ok, PostgresConnector loaded, {len(connectors)} connector(s)")


def check_neo4j(ep: Endpoints) -> Probe:
    host, port = _host_port(ep.neo4j_uri, 7687)
    if not tcp_open(host, port):
        return Probe(False, f"nothing listens on {host}:{port}")
    neo4j = _optional("neo4j")
    if neo4j is None:
        return Probe(True, "bolt port open (neo4j driver not importable)")
    try:
        driver = neo4j.GraphDatabase.driver(ep.neo4j_uri, auth=None, connection_timeout=3)
        # session.run, not execute_query: no 30 s retry loop while the server starts
        with driver, driver.session() as session:
            one = session.run("RETURN 1 AS one").single()["one"]
    except Exception as exc:  # any driver failure means "not answering"
        return Probe(False, f"RETURN 1 failed: {exc!r}")
    return Probe(one == 1, "RETURN 1 ok")


def check_milvus(ep: Endpoints) -> Probe:
    host, port = _host_port(ep.milvus_uri, 19530)
    if not tcp_open(host, port):
        return Probe(False, f"nothing listens on {host}:{port}")
    pymilvus = _optional("pymilvus")
    if pymilvus is None:
        return Probe(True, "gRPC port open (pymilvus not importable)")
    try:
        client = pymilvus.MilvusClient(uri=ep.milvus_uri, timeout=5)
        try:
            collections = client.list_collections()
        finally:
            client.close()
    except Exception as exc:  # any client failure means "not answering"
        return Probe(False, f"list_collections failed: {exc!r}")
    return Probe(True, f"list_collections ok ({len(collections)} collections)")


CHECKS: dict[str, Callable[[Endpoints], Probe]] = {
    "postgres": check_postgres,
    "kafka": check_kafka,
    "connect": check_connect,
    "neo4j": check_neo4j,
    "milvus": check_milvus,
}
