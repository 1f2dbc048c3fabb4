"""The `extract_facts` agent: chat.turns.v1 -> memory.candidates.v1 (bad input -> turns DLQ).

Ports: the stage needs one adapter, the `Extractor` (offline rules or an LLM). The worker
bootstrap (`streams.entrypoints.worker`) calls `bind(ExtractPorts(...))` before the worker
starts; `handle_turns` reads what was bound and never builds an adapter itself.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from agents.extract_facts.intake import Rejected, parse_turn
from agents.extract_facts.pipeline import Extractor, extract_turn
from streams import codecs, metrics
from streams.app import app, candidates_topic, turns_dlq_topic, turns_topic
from streams.batching import dead_letter_event, dead_letter_many, letter_for, run_batches
from streams.binding import Binding
from streams.errors import RequestFailedError
from streams.records import MemoryCandidate, Turn
from streams.retry import bounded
from streams.settings import settings


@dataclass(frozen=True)
class ExtractPorts:
    """What extraction needs: a getter for the extractor (built on first use, then shared)."""

    extractor: Callable[[], Extractor]


_ports: Binding[ExtractPorts] = Binding("extract_facts")


def bind(ports: ExtractPorts) -> None:
    """Install the stage's ports; the worker bootstrap calls this before the worker starts."""
    _ports.bind(ports)


async def _user_turns(
    items: list[tuple[Any, Turn]], extractor: Extractor, attempts: int
) -> list[MemoryCandidate]:
    """One user's turns of the batch, in order. A turn whose LLM requests keep failing is
    dead-lettered with the reason; an unreachable LLM is waited for."""
    out: list[MemoryCandidate] = []
    for event, turn in items:
        try:
            result = await bounded(partial(extract_turn, turn, extractor), what="llm",
                                   attempts=attempts)
        except RequestFailedError as exc:
            metrics.inc("turns_dead_lettered_total", reason="llm_failed")
            await dead_letter_event(turns_dlq_topic, event, "llm_failed", str(exc))
            continue
        out.extend(result.candidates)
    return out


async def handle_turns(events: Sequence[Any]) -> None:
    """Validate, then extract per user concurrently (one user's wait does not hold the others
    in the batch), then publish every candidate and wait for the broker's acks."""
    limit = settings().pipeline.max_message_bytes
    by_user: dict[str, list[tuple[Any, Turn]]] = {}
    rejected = []
    for event in events:
        parsed = parse_turn(event.message.value, limit)
        if isinstance(parsed, Rejected):
            rejected.append(letter_for(event, parsed.reason, parsed.detail))
            continue
        by_user.setdefault(parsed.user_id, []).append((event, parsed))
    await dead_letter_many(turns_dlq_topic, rejected)  # all at once: past the cap, none
    for letter, _ in rejected:
        metrics.inc("turns_dead_lettered_total", reason=letter.reason.split(":")[0])
    extractor = _ports.get().extractor()
    attempts = settings().openai.max_attempts
    batches = await asyncio.gather(*(_user_turns(items, extractor, attempts)
                                     for items in by_user.values()))
    pending = [await candidates_topic.send(key=c.user_id.encode(), value=codecs.dumps(c))
               for batch in batches for c in batch]
    for fut in pending:
        await fut
    metrics.inc("candidates_total", len(pending))


@app.agent(turns_topic, name="extract_facts")
async def extract_facts(stream: Any) -> None:
    conf = settings().pipeline
    await run_batches(stream, handle_turns,
                      size=conf.commit_batch_size, within=conf.commit_batch_seconds)
