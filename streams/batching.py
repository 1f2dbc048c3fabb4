"""The agent loop shared by every stage: take a batch, handle it, dead-letter, then ack.

Offsets are acknowledged only after the handler returned, so a crash (even SIGKILL) mid-batch
means redelivery, never loss; handlers are idempotent, so redelivery changes nothing.

Only classified poison is dead-lettered, and at most a share of each batch (`DeadLetterCap`):
an unexpected exception, or more dead letters than the cap allows, stops the worker loudly
with the batch unacknowledged, so it is redelivered after a restart — a code bug or a broken
dependency never empties a topic into a DLQ.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import math
import os
import threading
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from streams import metrics

log = logging.getLogger("memstream.agents")


@dataclass(frozen=True)
class DeadLetterCap:
    """How much of one batch may be dead-lettered: `max_share` of it, and always `min_allowed`
    letters (so a single bad record in a small batch is still set aside)."""

    max_share: float = 0.5
    min_allowed: int = 5

    def allows(self, batch_size: int, letters: int) -> bool:
        """Pure: may a batch of `batch_size` records send `letters` dead letters in all?"""
        return letters <= max(self.min_allowed, math.floor(self.max_share * batch_size))


class DeadLetterCapError(Exception):
    """More of a batch would be dead-lettered than the cap allows: stop, do not send."""


@dataclass
class _Budget:
    cap: DeadLetterCap
    batch_size: int
    agent: str = "unknown"
    sent: int = 0

    def take(self, letters: int) -> None:
        if not self.cap.allows(self.batch_size, self.sent + letters):
            raise DeadLetterCapError(
                f"{self.sent + letters} of a batch of {self.batch_size} records would be "
                f"dead-lettered (cap: {self.cap.max_share:.0%}, at least "
                f"{self.cap.min_allowed}); stopping instead")
        self.sent += letters


#: the batch being handled by this agent (tasks the handler spawns share it)
_budget: contextvars.ContextVar[_Budget | None] = contextvars.ContextVar("dlq_budget",
                                                                         default=None)


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


async def dead_letter_many(dlq: Any, letters: Sequence[tuple[DeadLetter, Any | None]]) -> None:
    """Publish dead letters (each with the consumed event it came from, if any) and wait for
    the broker's acks (the source offsets commit after). Within `run_batches` the batch's cap
    is checked first for all of them: past it nothing is sent (DeadLetterCapError)."""
    budget = _budget.get()
    if budget is not None and letters:
        budget.take(len(letters))
    futures = [await dlq.send(key=d.key, value=d.value, headers=headers_for(d, event))
               for d, event in letters]
    for fut in futures:
        await fut
    for d, _ in letters:
        log.warning("dead-lettered to %s: %s %s", dlq.get_topic_name(), d.reason, d.detail[:200])
    if budget is not None and letters:
        metrics.AGENT_DEAD_LETTERED.labels(budget.agent).inc(len(letters))


async def dead_letter(dlq: Any, letters: Sequence[DeadLetter], event: Any | None = None) -> None:
    """Publish dead letters that share one source event (or none); see `dead_letter_many`."""
    await dead_letter_many(dlq, [(d, event) for d in letters])


def letter_for(event: Any, reason: str, detail: str = "",
               extra: tuple[tuple[str, str], ...] = ()) -> tuple[DeadLetter, Any]:
    """A consumed record as it was received, as a dead letter with its source coordinates."""
    return DeadLetter(event.key, event.message.value, reason, detail[:500], extra), event


async def dead_letter_event(dlq: Any, event: Any, reason: str, detail: str = "",
                            extra: tuple[tuple[str, str], ...] = ()) -> None:
    """Dead-letter one consumed record as it was received, with its source coordinates."""
    await dead_letter_many(dlq, [letter_for(event, reason, detail, extra)])


M = TypeVar("M", bound=BaseModel)


async def parse_each(events: Sequence[Any], model: type[M], dlq: Any, reason: str,
                     extra: tuple[tuple[str, str], ...] = ()) -> list[tuple[Any, M]]:
    """(event, record) for every event whose value is a valid `model`; the others are
    dead-lettered with `reason` and the validation message."""
    parsed: list[tuple[Any, M]] = []
    invalid = []
    for event in events:
        try:
            parsed.append((event, model.model_validate_json(event.message.value or b"")))
        except ValidationError as exc:
            invalid.append(letter_for(event, reason, str(exc), extra))
    await dead_letter_many(dlq, invalid)  # all at once: past the cap, none
    return parsed


Handler = Callable[[Sequence[Any]], Awaitable[None]]


async def run_batches(stream: Any, handle: Handler, *, size: int, within: float,
                      cap: DeadLetterCap | None = None) -> None:
    """Drive an agent: batches of events to `handle`, which retries transient failures itself
    and dead-letters classified poison (within `cap`, from settings by default); then ack.

    The one broad except of an agent: an unexpected error, or a batch past its dead-letter
    cap, stops the worker loudly with the batch unacknowledged. It is redelivered after a
    restart; nothing is dead-lettered for it.
    """
    if cap is None:
        from streams.settings import settings

        conf = settings().pipeline
        cap = DeadLetterCap(conf.dlq_max_share, conf.dlq_min_allowed)
    agent = _agent_name(stream)
    async for events in stream.noack_take(size, within):
        metrics.AGENT_RECORDS_IN.labels(agent).inc(len(events))
        metrics.AGENT_BATCH_SIZE.labels(agent).observe(len(events))
        started = time.perf_counter()
        token = _budget.set(_Budget(cap, len(events), agent))
        try:
            await handle(events)
        except Exception as exc:
            await stop_worker(stream, exc, len(events))
            raise  # only without an app to stop (stop_worker does not return then)
        finally:
            _budget.reset(token)
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


#: exit status of a worker stopped by `stop_worker` (EX_SOFTWARE)
STOPPED_EXIT_CODE = 70
#: how long the worker may take to stop cleanly before it is made to exit
STOP_GRACE_S = 10.0


async def stop_worker(stream: Any, exc: BaseException, batch_size: int) -> None:
    """Stop the whole worker (not just restart this agent, which would go on past the batch):
    the unacknowledged batch is redelivered when it starts again.

    The Faust app is crashed, which stops it with a failing exit status; faust-streaming can
    hang in its consumer's last commit on that path, so the process also exits by itself
    (status 70) after STOP_GRACE_S. Nothing is lost either way: the batch was not acked."""
    log.critical(
        "STOPPING the worker: %s failed on a batch of %d records with %r. Nothing was "
        "acknowledged or dead-lettered for it; it is redelivered after a restart. Fix the "
        "cause (a bug, an unmapped driver error, or a dependency refusing most records) "
        "before restarting.", getattr(stream, "channel", stream), batch_size, exc,
        exc_info=exc)
    threading.Thread(target=_exit_later, name="memstream-stop", daemon=True).start()
    app = getattr(stream, "app", None)
    if app is not None:
        await app.crash(exc)
        # never return: a returning (or raising) agent is restarted by its supervisor and
        # would consume past the failed batch while the worker stops; the stop cancels this
        await asyncio.Event().wait()


def _exit_later() -> None:
    time.sleep(STOP_GRACE_S)
    log.critical("the worker did not stop within %.0fs; exiting with status %d",
                 STOP_GRACE_S, STOPPED_EXIT_CODE)
    logging.shutdown()
    os._exit(STOPPED_EXIT_CODE)
