"""The chit-chat prefilter: what is skipped before extraction, and what always passes."""

from __future__ import annotations

import pytest

from agents.extract_facts.prefilter import chitchat_reason


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "empty"),
        ("   \n\t", "empty"),
        ("...!!", "filler"),
        ("👍", "filler"),
        ("👍🏻", "filler"),
        ("❤️", "filler"),
        ("哈哈", "filler"),
        ("哈哈哈哈哈", "filler"),
        ("嗯嗯", "filler"),
        ("lol", "filler"),
        ("hahaha", "filler"),
        ("hmm...", "filler"),
        ("你好", "greeting"),
        ("你好呀~", "greeting"),
        ("早上好！", "greeting"),
        ("在吗？", "greeting"),
        ("hi there!", "greeting"),
        ("good morning", "greeting"),
        ("What's up?", "greeting"),
        ("How are you?", "greeting"),
        ("谢谢", "thanks"),
        ("谢谢你！！", "thanks"),
        ("非常感谢", "thanks"),
        ("thanks", "thanks"),
        ("Thank you so much!", "thanks"),
        ("thx a lot", "thanks"),
        ("好的", "acknowledgement"),
        ("收到", "acknowledgement"),
        ("明白了", "acknowledgement"),
        ("对对对", "acknowledgement"),
        ("ok", "acknowledgement"),
        ("ＯＫ", "acknowledgement"),
        ("OK 👍", "acknowledgement"),
        ("got it", "acknowledgement"),
        ("Sure thing!", "acknowledgement"),
        ("okay thanks!", "acknowledgement"),  # mixed: the first phrase names it
        ("好的，谢谢", "acknowledgement"),
        ("我", "too_short"),
        ("猫", "too_short"),
        ("no", "too_short"),
        ("25", "too_short"),
    ],
)
def test_chitchat_is_skipped_with_a_reason(text: str, reason: str) -> None:
    assert chitchat_reason(text) == reason


@pytest.mark.parametrize(
    "text",
    [
        "I live in Seattle",
        "我住在杭州",
        "我叫小明",
        "hello, I live in Seattle",
        "你好，我叫小明",
        "thanks, my daughter starts school on Monday",
        "好的，那我下周三去北京出差",
        "我今年25岁",
        "吃了",
        "okinawa",
        "yoga",
        "super",
        "I'm allergic to peanuts",
        "I see a therapist on Fridays",
        "哈哈我养了一只猫",
    ],
)
def test_content_passes(text: str) -> None:
    assert chitchat_reason(text) is None
