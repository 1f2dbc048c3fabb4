"""The API as a real process (`memstream api`) over the real stores: isolation as a property,
a schema-driven fuzz run, and answers while Neo4j or Milvus is down."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from devstack import stack as devstack
from tests.api.conftest import new_user, seed
from tests.support.ports import free_port

pytestmark = pytest.mark.integration
LOGS = Path(".devstack/logs")

# facts several users share words with: each user gets the same keys with their own values,
# so another user's exact fact is always a good query for a memory that must not come back
CITIES = ["Hangzhou", "Shenzhen", "Berlin", "Lisbon", "Osaka", "Denver", "Nairobi", "Lima"]
FOODS = ["peanuts", "shellfish", "gluten", "sesame", "soy", "eggs", "milk", "kiwi"]
JOBS = ["ByteDance", "Tencent", "Siemens", "Nubank", "Toyota", "Zalando", "Safaricom", "Inca"]
USERS = 8



@pytest.fixture(scope="module")
def api_url(stack: None) -> Iterator[str]:
    port = free_port()
    LOGS.mkdir(parents=True, exist_ok=True)
    with (LOGS / "api-test.log").open("ab") as log:
        proc = subprocess.Popen([sys.executable, "-m", "streams.entrypoints.cli", "api"],
                                stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
                                env={**os.environ, "MEMSTREAM_API_PORT": str(port)})
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"{url}/healthz", timeout=2).status_code == 200:
                break
        except httpx.HTTPError:
            time.sleep(0.5)
    else:
        os.killpg(proc.pid, signal.SIGKILL)
        raise AssertionError("the API did not start")
    yield url
    os.killpg(proc.pid, signal.SIGTERM)
    proc.wait(30)


@pytest.fixture(scope="module")
async def population(stack: None) -> dict[str, dict[str, str]]:
    """USERS users, each with a city, an allergy, an employer and a shared-shape plan."""
    out = {}
    for n in range(USERS):
        user = new_user("iso")
        out[user] = await seed(user, [
            ("city", CITIES[n], "identity"), ("allergy", FOODS[n], "policy"),
            ("employer", JOBS[n], "identity"),
            ("plan", f"visit {CITIES[(n + 1) % USERS]} next spring", "episodic")])
    return out


def owner_of(population: dict[str, dict[str, str]]) -> dict[str, str]:
    return {mid: user for user, ids in population.items() for mid in ids.values()}


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_no_response_ever_holds_another_users_memory(
    api_url: str, population: dict[str, dict[str, str]], data: st.DataObject
) -> None:
    users = sorted(population)
    owners = owner_of(population)
    user = data.draw(st.sampled_from(users), label="asking user")
    other = data.draw(st.sampled_from(users), label="whose facts to ask for")
    fact = data.draw(st.sampled_from(sorted(population[other])), label="their fact")
    query = data.draw(st.sampled_from([fact.replace("=", " "), fact.split("=")[1],
                                       f"do I have {fact.split('=')[1]}?"]))
    if data.draw(st.booleans(), label="context instead of recall"):
        schema = data.draw(st.sampled_from(["chat", "tool", "react", "rag"]))
        r = httpx.post(f"{api_url}/v1/context", timeout=30,
                       json={"user_id": user, "query": query, "schema": schema})
        assert r.status_code == 200, r.text
        returned = [i["memory_id"] for s in r.json()["slots"] for i in s["items"]
                    if i["memory_id"]]
        rendered = r.json()["rendered"]
        for other_user in users:
            if other_user != user:
                assert not any(population[other_user].get(k) and k.split("=")[1] in rendered
                               for k in population[other_user]
                               if k.split("=")[1] not in str(population[user]))
    else:
        params: dict[str, Any] = {"user_id": user, "query": query,
                                  "top_k": data.draw(st.integers(1, 50)),
                                  "include_superseded": data.draw(st.booleans())}
        if data.draw(st.booleans()):
            params["categories"] = data.draw(st.lists(st.sampled_from(
                ["identity", "policy", "episodic", "preference"]), min_size=1, max_size=3))
        r = httpx.get(f"{api_url}/v1/recall", params=params, timeout=30)
        assert r.status_code == 200, r.text
        returned = [i["memory_id"] for i in r.json()["items"]]
    assert all(owners.get(m) == user for m in returned), (user, query, returned)


# A fixed seed keeps CI reproducible; set MEMSTREAM_FUZZ_SEED to explore other inputs (three
# further seeds at 300 examples each found nothing after the NUL-in-categories fix).
FUZZ_SEED = os.environ.get("MEMSTREAM_FUZZ_SEED", "184587568478480734231783190826975968641")


def test_a_schema_driven_fuzz_run_finds_no_server_error(
    api_url: str, population: dict[str, dict[str, str]]
) -> None:
    out = subprocess.run(
        [str(Path(sys.executable).with_name("st")), "run", f"{api_url}/openapi.json",
         "--checks", "not_a_server_error", "--max-examples", "40", "--workers", "1",
         "--phases", "examples,coverage,fuzzing", "--seed", FUZZ_SEED],
        capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stdout[-4000:] + out.stderr[-2000:]


def _recall(api_url: str, user: str, query: str) -> dict[str, Any]:
    r = httpx.get(f"{api_url}/v1/recall", params={"user_id": user, "query": query},
                  timeout=60)
    assert r.status_code == 200, r.text
    body: dict[str, Any] = r.json()
    return body


@pytest.mark.parametrize(("service", "source"), [("neo4j", "graph"), ("milvus", "vector")])
def test_recall_answers_degraded_while_a_sink_is_down(
    api_url: str, population: dict[str, dict[str, str]], service: str, source: str
) -> None:
    user = sorted(population)[0]
    city = next(k for k in population[user] if k.startswith("city="))
    assert _recall(api_url, user, "which city do I live in")["degraded"] is False
    devstack.down([service])
    try:
        body = _recall(api_url, user, "which city do I live in")
        assert body["degraded"] is True and source in body["unavailable"]
        assert population[user][city] in [i["memory_id"] for i in body["items"]]
        health = httpx.get(f"{api_url}/healthz", timeout=30).json()
        assert health["status"] == "degraded" and health["dependencies"][service] == "down"
    finally:
        devstack.up([service])
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:  # positive evidence the source is back
        if _recall(api_url, user, "which city do I live in")["degraded"] is False:
            return
        asyncio.run(asyncio.sleep(1))
    raise AssertionError(f"recall stayed degraded after {service} came back")
