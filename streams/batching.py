"""The agent loop shared by every stage: take a batch, handle it, dead-letter, then ack.

Offsets are acknowledged only after the handler returned, so a crash (even SIGKILL) mid-batch
means redelivery, never loss; handlers are idempotent, so redelivery changes nothing.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from streams import metrics

log = logging.getLogger("memstream.agents")


@dataclass(frozen=True)
class DeadLetter:
    """A record that cannot be processed, with the stable reason code it goes to the DLQ with."""

    key: bytes | None
    value: bytes | None
    reason: str
    detail: str = ""
    extra: tuple[tuple[str, str], ...] = ()


def headers_for(letter: DeadLetter, event: Any | None) -> list[tuple[str, bytes]]:
    headers = [("reason", letter.reason.encode()), ("detail", letter.detail[:1000].encode())]
    if event is not None:
        msg = event.message
        headers += [("source_topic", str(msg.topic).encode()),
                    ("source_partition", str(msg.partition).encode()),
                    ("source_offset", str(msg.offset).encode())]
    headers += [(k, v.encode()) for k, v in letter.extra]
    return headers


async def dead_letter(dlq: Any, letters: Sequence[DeadLetter], event: Any | None = None) -> None:
    """Publish dead letters and wait for the broker's ack (the source offset commits after)."""
    futures = [await dlq.send(key=d.key, value=d.value, headers=headers_for(d, event))
               for d in letters]
    for fut in futures:
        await fut
    for d in letters:
        log.warning("dead-lettered to %s: %s %s", dlq.get_topic_name(), d.reason, d.detail[:200])


async def dead_letter_event(dlq: Any, event: Any, reason: str, detail: str = "",
                            extra: tuple[tuple[str, str], ...] = ()) -> None:
    """Dead-letter one consumed record as it was received, with its source coordinates."""
    await dead_letter(dlq, [DeadLetter(event.key, event.message.value, reason, detail[:500],
                                       extra)], event)


M = TypeVar("M", bound=BaseModel)


async def parse_each(events: Sequence[Any], model: type[M], dlq: Any, reason: str,
                     extra: tuple[tuple[str, str], ...] = ()) -> list[tuple[Any, M]]:
    """(event, record) for every event whose value is a valid `model`; the others are
    dead-lettered with `reason` and the validation message."""
    parsed: list[tuple[Any, M]] = []
    for event in events:
        try:
            parsed.append((event, model.model_validate_json(event.message.value or b"")))
        except ValidationError as exc:
            await dead_letter_event(dlq, event, reason, str(exc), extra)
    return parsed


Handler = Callable[[Sequence[Any]], Awaitable[None]]


async def run_batches(stream: Any, handle: Handler, dlq: Any, *, size: int, within: float) -> None:
    """Drive an agent: batches of events to `handle`, which retries transient failures itself.

    The one broad except of an agent: an unexpected error dead-letters the batch with the
    reason instead of crashing the worker or acknowledging silently.
    """
    agent = _agent_name(stream)
    async for events in stream.noack_take(size, within):
        metrics.AGENT_RECORDS_IN.labels(agent).inc(len(events))
        metrics.AGENT_BATCH_SIZE.labels(agent).observe(len(events))
        started = time.perf_counter()
        try:
            await handle(events)
        except Exception as exc:
            log.exception("unexpected error in %s; dead-lettering %d records", stream, len(events))
            metrics.AGENT_DEAD_LETTERED.labels(agent).inc(len(events))
            for e in events:
                await dead_letter_event(dlq, e, "unexpected_error", repr(exc))
        metrics.AGENT_BATCH_SECONDS.labels(agent).observe(time.perf_counter() - started)
        for e in events:
            await stream.ack(e)
        metrics.AGENT_RECORDS_OUT.labels(agent).inc(len(events))


def _agent_name(stream: Any) -> str:
    """The running agent's short name (the metrics label), else the stream's topics."""
    from faust.agents.agent import current_agent

    agent = current_agent()
    if agent is not None:
        return str(agent.name).rsplit(".", 1)[-1]
    return ",".join(sorted(str(t) for t in getattr(stream.channel, "topics", ()))) or "unknown"
