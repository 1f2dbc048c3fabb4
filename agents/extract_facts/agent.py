"""The `extract_facts` agent: chat.turns.v1 -> memory.candidates.v1 (bad input -> turns DLQ)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from agents.extract_facts.intake import Rejected, parse_turn
from agents.extract_facts.policy import candidates_for
from streams import codecs
from streams.app import app, candidates_topic, turns_dlq_topic, turns_topic
from streams.batching import DeadLetter, dead_letter, run_batches
from streams.settings import settings


async def handle_turns(events: Sequence[Any]) -> None:
    """Validate each turn, extract its candidates and publish them, waiting for the broker."""
    limit = settings().pipeline.max_message_bytes
    pending = []
    for event in events:
        parsed = parse_turn(event.message.value, limit)
        if isinstance(parsed, Rejected):
            await dead_letter(turns_dlq_topic, [DeadLetter(
                event.key, event.message.value, parsed.reason, parsed.detail)], event)
            continue
        for candidate in candidates_for(parsed):
            pending.append(await candidates_topic.send(
                key=candidate.user_id.encode(), value=codecs.dumps(candidate)))
    for fut in pending:
        await fut


@app.agent(turns_topic, name="extract_facts")
async def extract_facts(stream: Any) -> None:
    conf = settings().pipeline
    await run_batches(stream, handle_turns, turns_dlq_topic,
                      size=conf.commit_batch_size, within=conf.commit_batch_seconds)
