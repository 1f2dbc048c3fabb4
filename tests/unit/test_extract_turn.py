"""`extract_turn` with a scripted extractor: both sources in flight together, failures as raised."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest

from agents.extract_facts.facts import Fact
from agents.extract_facts.pipeline import extract_turn
from streams.errors import RequestFailedError
from streams.records import Category, Turn


def _turn(reply: str | None = "Jazz is a music genre.") -> Turn:
    return Turn(turn_id="t-1", user_id="u-1", session_id="s", ts=datetime(2026, 12, 1, tzinfo=UTC),
                user_message="My name is Alice Chen. What is jazz?", assistant_reply=reply,
                locale="en-US")


class Scripted:
    """User facts wait until the exchange request has started: a sequential stage hangs."""

    def __init__(self, fail: str = "") -> None:
        self.exchange_started = asyncio.Event()
        self.fail = fail

    async def user_facts(self, message: str, lang: str) -> list[Fact]:
        await asyncio.wait_for(self.exchange_started.wait(), 1.0)
        if self.fail == "user":
            raise RequestFailedError("user facts: 500")
        return [Fact("name", "Alice Chen", "user")]

    async def exchange_facts(self, question: str, answer: str, lang: str) -> list[Fact]:
        self.exchange_started.set()
        if self.fail == "exchange":
            raise RequestFailedError("exchange facts: 500")
        return [Fact("jazz_answer", "a music genre", "exchange")]

    async def classify(self, fact: Fact) -> Category:
        return "general"


async def test_user_and_exchange_requests_are_in_flight_together() -> None:
    result = await extract_turn(_turn(), Scripted())
    assert [(c.source, c.fact_key) for c in result.candidates] == [
        ("user", "name"), ("exchange", "jazz_answer")]  # user facts first, as before


@pytest.mark.parametrize("fail", ["user", "exchange"])
async def test_a_failed_request_raises_as_it_is(fail: str) -> None:
    with pytest.raises(RequestFailedError, match=fail):
        await extract_turn(_turn(), Scripted(fail))


async def test_without_a_reply_only_the_user_request_is_made() -> None:
    extractor = Scripted()
    extractor.exchange_started.set()  # nothing else would set it
    result = await extract_turn(_turn(reply=None), extractor)
    assert [c.fact_key for c in result.candidates] == ["name"]
