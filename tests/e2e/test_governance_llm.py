"""Governance with the LLM provider: extraction and the conflict judge through the real `openai`
client against the local OpenAI-compatible test server, on the real stack."""

from __future__ import annotations

import asyncio
import uuid

import pytest

from streams.entrypoints.cli import stop_worker
from tests.e2e.conftest import LOGS, start_worker, stop_process
from tests.e2e.governance_scenarios import (
    SCENARIOS,
    check_projections,
    produce_scenarios,
    wait_for_scenarios,
)
from tests.e2e.test_llm_outage import fake_llm, free_port, wait_for

pytestmark = pytest.mark.e2e
CHOSEN = ("zh-move", "en-cats", "a-b-a", "paraphrases", "look-alikes", "judge")


async def test_governance_with_the_llm_extractor_and_judge(pipeline: None) -> None:
    stop_worker()
    run = uuid.uuid4().hex[:8]
    port = free_port()
    llm = fake_llm(port, LOGS / f"gov-llm-{run}.log")
    log = LOGS / f"gov-llm-worker-{run}.log"
    worker = start_worker(log, env={
        "OPENAI_BASE_URL": f"http://127.0.0.1:{port}/v1", "MEMSTREAM_APP_ID": f"gov-llm-{run}",
        "MEMSTREAM_AUTO_OFFSET_RESET": "latest"})
    try:
        wait_for(log, "Worker]: Ready", 90)
        await asyncio.sleep(3)  # partitions assigned: "latest" now means "from here"
        users = await produce_scenarios(run, tuple(s for s in SCENARIOS if s.name in CHOSEN))
        found = await wait_for_scenarios(users, timeout_s=300)
        # the judge scenario supersedes only on the model's verdict (a failed call is "no")
        assert await check_projections(found) == 4
    finally:
        stop_process(worker)
        stop_process(llm)
