"""The conflict judge's prompt and parsing, and the offline rule judge."""

from __future__ import annotations

import pytest

from agents.commit_memories.judge import (
    RuleJudge,
    by_candidate,
    judge_messages,
    parse_verdict,
    rule_contradicts,
)
from agents.commit_memories.planning import Question


@pytest.mark.parametrize(("new", "old", "expected"), [
    ("用户跑步偏好: 不喜欢夜跑", "用户夜跑习惯: 喜欢夜跑", True),
    ("User running: does not enjoy running at night", "User jogging: enjoys running at night",
     False),  # "enjoy" vs "enjoys": no stemming, so left alone (the default is "no")
    ("User tea: no longer drinks green tea", "User drink: drinks green tea", True),
    ("User tea: drinks green tea", "User drink: drinks green tea", False),
    ("User tea: drinks black tea", "User drink: doesn't drink green tea", False),
    ("用户习惯: 不喝咖啡", "用户习惯: 不喝咖啡", False),
])
def test_rule_judge_sees_only_negations_of_the_same_statement(
        new: str, old: str, expected: bool) -> None:
    assert rule_contradicts(new, old) is expected


def test_prompt_numbers_the_stored_memories_and_reasons_first() -> None:
    messages = judge_messages("User city: Shenzhen", ["User city: Hangzhou", "User job: dev"])
    assert messages[1]["content"].endswith("STORED:\n1. User city: Hangzhou\n2. User job: dev")
    assert messages[0]["content"].index('"reasoning"') < messages[0]["content"].index(
        '"contradicted"')


@pytest.mark.parametrize(("reply", "expected"), [
    ('{"reasoning": "moved", "contradicted": [1]}', {1}),
    ('Sure: {"reasoning": "x", "contradicted": [2, 7, 0, "1", true]} ok', {2}),
    ('{"reasoning": "x", "contradicted": []}', set()),
    ("I think number 1 contradicts", set()),
    ('{"contradicted": "1"}', set()),
    ("{broken", set()),
])
def test_parse_verdict_defaults_to_not_contradictory(reply: str, expected: set[int]) -> None:
    assert parse_verdict(reply, 2) == expected


async def test_rule_judge_answers_every_question_grouped_by_candidate() -> None:
    qs = [Question("c1", "用户口味: 不吃辣", "m1", "用户口味: 吃辣", 0.9),
          Question("c1", "用户口味: 不吃辣", "m2", "用户城市: 杭州", 0.88),
          Question("c2", "x: y", "m3", "x: z", 0.9)]
    assert list(by_candidate(qs)) == ["c1", "c2"]
    assert await RuleJudge().judge(qs) == {("c1", "m1"): True, ("c1", "m2"): False,
                                           ("c2", "m3"): False}
