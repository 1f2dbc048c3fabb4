"""/metrics and the status page on real processes: a projection worker of its own consumer
group and a `memstream api`, fed by memories committed to PostgreSQL and carried by Debezium.

Evidence, not sleeps: the test commits a memory every few seconds until the API's samples show
lag, throughput and end-to-end latency for both sinks (deadline), then checks both /metrics
documents with the Prometheus text parser and renders /status in headless Chromium.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from streams.entrypoints import wiring
from tests.api.conftest import fact_candidate
from tests.e2e.conftest import LOGS, spawn, start_worker, stop_process
from tests.support.ports import free_port

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(400)]

RUN = uuid.uuid4().hex[:8]
GROUP = f"test-obs-{RUN}"
#: every family /metrics must hold (counter names without `_total`, as the parser gives them)
FAMILIES = {
    "memstream_consumer_lag_records", "memstream_consumer_lag_seconds",
    "memstream_agent_records_in", "memstream_agent_records_out",
    "memstream_agent_batch_size_records", "memstream_agent_batch_duration_seconds",
    "memstream_end_to_end_latency_seconds", "memstream_gate_rejections",
    "memstream_dlq_depth_records", "memstream_outbox_pending_rows",
    "memstream_outbox_oldest_pending_age_seconds",
    "memstream_replication_slot_retained_wal_bytes", "memstream_connector_state",
    "memstream_connector_task_state", "memstream_governance_evictions",
    "memstream_governance_inserted", "memstream_governance_last_eviction_timestamp_seconds",
}
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync"]


def wait_http(url: str, deadline_s: float, proc: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        assert proc.poll() is None, f"{proc.args} exited with {proc.returncode}"
        try:
            if httpx.get(url, timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    raise AssertionError(f"{url} did not answer within {deadline_s}s")


@pytest.fixture(scope="module")
def processes(pipeline: None) -> Iterator[tuple[str, str]]:
    """(worker /metrics URL, API base URL): a projection-only worker of a fresh group that
    starts at the topics' end (it never competes with the pipeline's own group), and an API
    sampling every second, pointed at that worker and that group."""
    worker_port, api_port = free_port(), free_port()
    worker_url = f"http://127.0.0.1:{worker_port}/metrics"
    env = {"MEMSTREAM_APP_ID": GROUP, "MEMSTREAM_AUTO_OFFSET_RESET": "latest",
           "METRICS_WORKER_PORT": str(worker_port), "METRICS_SAMPLE_S": "1",
           "METRICS_LAG_GROUPS": GROUP, "METRICS_WORKER_URL": worker_url,
           "MEMSTREAM_API_PORT": str(api_port)}
    worker = start_worker(LOGS / "obs-worker.log", env, "project_to_milvus,project_to_neo4j")
    api = spawn([sys.executable, "-m", "streams.entrypoints.cli", "api"], LOGS / "obs-api.log", env)
    try:
        wait_http(worker_url, 120, worker)
        wait_http(f"http://127.0.0.1:{api_port}/healthz", 120, api)
        yield worker_url, f"http://127.0.0.1:{api_port}"
    finally:
        stop_process(api)
        stop_process(worker)


async def commit_one(user: str, n: int) -> None:
    """One new memory (turn ts = now) through the real repository: row + outbox events."""
    repo, embedder = await wiring.memory_repository(), wiring.embedder()
    c = fact_candidate(user, n, "favorite_number", str(n), "preference")
    [vector] = await embedder.embed([c.content])
    await repo.commit([(c, vector)], embedder.model, embedder.revision)


async def wait_for_charts(api: str, deadline_s: float) -> dict[str, Any]:
    """Commit a memory every few seconds until every chart of /status.json has points."""
    user, n = f"obs-{RUN}", 0
    deadline = time.monotonic() + deadline_s
    last: dict[str, Any] = {}
    async with httpx.AsyncClient(timeout=5) as client:
        while time.monotonic() < deadline:
            await commit_one(user, n)
            n += 1
            await asyncio.sleep(3)
            last = (await client.get(f"{api}/status.json")).json()
            points = {c["id"]: {k: len(v) for k, v in c["series"].items()}
                      for c in last["charts"]}
            if (points["lag"]["lag"] >= 2 and points["throughput"]["consumed"] >= 2 and
                    points["e2e"].get("milvus", 0) >= 1 and points["e2e"].get("neo4j", 0) >= 1):
                return last
    raise AssertionError(f"charts still empty after {deadline_s}s: {last}")


def families(text: str) -> dict[str, Any]:
    return {f.name: f for f in text_string_to_metric_families(text)}


async def test_metrics_and_status_page(processes: tuple[str, str], tmp_path: Path) -> None:
    worker_url, api = processes
    status = await wait_for_charts(api, 240)
    assert status["dependencies"]["kafka"] and status["dependencies"]["postgres"]
    assert status["dependencies"]["worker"], status["dependencies"]

    async with httpx.AsyncClient(timeout=5) as client:
        worker = families((await client.get(worker_url)).text)
        served = families((await client.get(f"{api}/metrics")).text)
    for name, found in (("worker", worker), ("api", served)):
        assert set(found) >= FAMILIES, f"{name} lacks {sorted(FAMILIES - set(found))}"
    # the worker measured what it did, per agent and per sink
    agents = {s.labels.get("agent") for s in worker["memstream_agent_records_in"].samples}
    assert {"project_to_milvus", "project_to_neo4j"} <= agents
    sinks = {s.labels["sink"] for s in worker["memstream_end_to_end_latency_seconds"].samples
             if s.name.endswith("_count") and s.value >= 1}
    assert sinks == {"milvus", "neo4j"}
    # both processes sampled the fresh group's lag and the connector
    for found in (worker, served):
        groups = {s.labels["group"] for s in found["memstream_consumer_lag_records"].samples}
        assert groups == {GROUP}
        running = [s for s in found["memstream_connector_state"].samples
                   if s.labels["state"] == "RUNNING"]
        assert [s.value for s in running] == [1.0]

    dom = await asyncio.to_thread(render, f"{api}/status", tmp_path)
    charts = dom.count('class="plot"')
    assert charts == 4, dom[:2000]
    assert 'data-ready="1"' in dom
    for chart in ("lag", "time_lag", "throughput", "e2e"):
        marker = f'data-chart="{chart}" data-points="'
        assert marker in dom, chart
        assert int(dom.split(marker, 1)[1].split('"', 1)[0]) >= 1, chart
    assert dom.count("<polyline") >= 5  # lag, time lag, throughput, milvus, neo4j


def render(url: str, tmp_path: Path) -> str:
    """The page's DOM after its scripts ran in headless Chromium, and a screenshot (kept at
    $MEMSTREAM_STATUS_SCREENSHOT when set, e.g. docs/status-page.png)."""
    binary = shutil.which("chromium")
    assert binary, "chromium is missing: apt-get install chromium (.ci/run does)"
    profile = tempfile.mkdtemp(prefix="chromium-", dir=tmp_path)
    base = [binary, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "--virtual-time-budget=3000"]
    dom = subprocess.run([*base, "--dump-dom", url], capture_output=True, text=True,
                         timeout=90, check=True).stdout
    shot = tmp_path / "status.png"
    subprocess.run([*base, "--window-size=1400,1000", f"--screenshot={shot}", url],
                   capture_output=True, timeout=90, check=True)
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    keep = os.environ.get("MEMSTREAM_STATUS_SCREENSHOT")
    if keep:
        shutil.copyfile(shot, keep)
    return dom
