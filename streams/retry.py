"""Retry with capped exponential backoff for transient failures: the agents' way to pause."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

from streams.errors import RequestFailedError, TransientError

T = TypeVar("T")
log = logging.getLogger("memstream.retry")


def backoff_seconds(attempt: int, cap: float) -> float:
    """0.2 s, 0.4 s, 0.8 s ... capped: the delay before retry number `attempt` (1-based)."""
    return float(min(cap, 0.1 * (2 ** min(attempt, 20))))


async def until_done(op: Callable[[], Awaitable[T]], *, what: str, cap: float = 30.0) -> T:
    """Run `op` until it succeeds, sleeping between TransientErrors.

    This is how an agent pauses while a dependency is down: it holds its batch, commits no
    offset past it, and resumes by itself when the dependency answers again.
    """
    attempt = 0
    while True:
        try:
            return await op()
        except TransientError as exc:
            attempt += 1
            delay = backoff_seconds(attempt, cap)
            log.warning("%s unavailable (attempt %d, retry in %.1fs): %s",
                        what, attempt, delay, exc)
            await asyncio.sleep(delay)


async def bounded(
    op: Callable[[], Awaitable[T]], *, what: str, attempts: int, cap: float = 30.0
) -> T:
    """Like `until_done` for an unreachable dependency (TransientError: wait without limit),
    but a RequestFailedError is retried at most `attempts` times in all, then re-raised so the
    caller dead-letters the record with the reason."""
    failures = 0
    while True:
        try:
            return await until_done(op, what=what, cap=cap)
        except RequestFailedError as exc:
            failures += 1
            if failures >= attempts:
                raise
            delay = backoff_seconds(failures, cap)
            log.warning("%s request failed (%d/%d, retry in %.1fs): %s",
                        what, failures, attempts, delay, exc)
            await asyncio.sleep(delay)
