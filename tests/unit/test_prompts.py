"""Parsing extraction replies: a flat object for one source, two sides for a whole turn."""

from __future__ import annotations

import pytest

from agents.extract_facts.facts import Fact
from agents.extract_facts.prompts import TURN_SYSTEM, parse_facts, parse_turn_facts, turn_messages


def test_flat_reply_keeps_scalars_only() -> None:
    reply = '{"name": "Alice", "age": 30, "vip": true, "pets": ["cat"], "nick": " ", "x": null}'
    assert parse_facts(reply, "user") == [Fact("name", "Alice", "user"), Fact("age", "30", "user")]


def test_turn_reply_gives_user_facts_then_exchange_facts() -> None:
    reply = ('Sure:\n```json\n{"exchange": {"port_answer": "5433"}, "user": {"city": "Oslo"},'
             ' "note": "ignored"}\n```')
    assert parse_turn_facts(reply) == [Fact("city", "Oslo", "user"),
                                       Fact("port_answer", "5433", "exchange")]


@pytest.mark.parametrize("reply, expected", [
    ('{"user": {}, "exchange": {}}', []),
    ('{"user": {"city": "Oslo"}}', [Fact("city", "Oslo", "user")]),
    ('{"user": "Alice", "exchange": {"port_answer": "5433"}}',
     [Fact("port_answer", "5433", "exchange")]),
])
def test_either_side_may_be_empty_or_missing(reply: str, expected: list[Fact]) -> None:
    assert parse_turn_facts(reply) == expected


@pytest.mark.parametrize("reply", [
    '{"city": "Oslo", "port_answer": "5433"}',  # flat: whose facts are these?
    '{"user": "Alice"}',
    "no json here",
    "",
])
def test_a_turn_reply_without_either_side_is_unparseable(reply: str) -> None:
    assert parse_turn_facts(reply) is None


def test_turn_messages_mark_the_two_texts_apart() -> None:
    system, user = turn_messages("Which port?", "5433.")
    assert system == {"role": "system", "content": TURN_SYSTEM}
    assert user["content"] == "User message:\nWhich port?\n\nAssistant answer:\n5433."
