"""Dead letters can be redriven to their source topic, each once per reason filter."""

from __future__ import annotations

from typing import Any

import pytest

from agents.commit_memories.planning import memory_uid
from agents.extract_facts.pipeline import OfflineExtractor, extract_turn
from streams import codecs
from streams.entrypoints.demo import wait_until_landed
from streams.topics import TURNS, TURNS_DLQ
from tests.e2e.conftest import favorite_turns, run_users

pytestmark = pytest.mark.e2e


async def test_redrive_sends_dead_letters_back_once(worker: Any) -> None:
    from streams.entrypoints.cli_ops import redrive

    users = run_users("redrive", 1)
    turn = favorite_turns(users, 1, day=12)[0]
    await dead_letter(turn)  # as extract_facts writes a turn whose LLM calls kept failing
    sent, _ = await redrive(_bootstrap(), TURNS_DLQ, "llm_failed")
    assert sent >= 1
    expected = {memory_uid(c) for c in (await extract_turn(turn, OfflineExtractor())).candidates}
    ok, report = await wait_until_landed(users, expected, 120)
    assert ok, report.lines()
    # the redrive group's progress is committed: a second redrive sends nothing again
    assert await redrive(_bootstrap(), TURNS_DLQ, "llm_failed") == (0, 0)


def _bootstrap() -> str:
    from streams.settings import settings

    return settings().kafka.bootstrap_servers


async def dead_letter(turn: Any) -> None:
    """Write `turn` to the turns DLQ as extract_facts does when its LLM calls keep failing."""
    from aiokafka import AIOKafkaProducer

    producer = AIOKafkaProducer(bootstrap_servers=_bootstrap(), acks="all")
    await producer.start()
    try:
        await producer.send_and_wait(
            TURNS_DLQ, codecs.dumps(turn), key=turn.user_id.encode(),
            headers=[("reason", b"llm_failed"), ("detail", b"llm timeout"),
                     ("source_topic", TURNS.encode())])
    finally:
        await producer.stop()
