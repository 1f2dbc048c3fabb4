"""The classification rule table: category, tags and slot per fact, None when no rule applies."""

import pytest

from agents.extract_facts.classify import Classification, classify, with_source_tag
from agents.extract_facts.facts import Fact
from agents.extract_facts.offline import extract_user_facts


def user(key: str, value: str = "x") -> Fact:
    return Fact(key, value, "user")


@pytest.mark.parametrize(
    ("fact", "category", "slot", "tag"),
    [
        (user("name", "Alice"), "identity", "profile", "identity"),
        (user("姓名", "小明"), "identity", "profile", "identity"),
        (user("City", "Seattle"), "identity", "profile", "identity"),  # case-insensitive
        (user("work city", "Ohio"), "identity", "profile", "identity"),  # spaces as underscores
        (user("工作城市", "杭州"), "identity", "profile", "identity"),
        (user("employer", "Acme"), "identity", "profile", "identity"),
        (user("职位", "产品经理"), "identity", "profile", "identity"),
        (user("age", "34"), "identity", "profile", "identity"),
        (user("likes", "jazz"), "preference", "profile", "preference"),
        (user("不喜欢", "喝茶"), "preference", "profile", "preference"),
        (user("favorite_database", "PostgreSQL"), "preference", "profile", "preference"),
        (user("最喜欢的电影", "肖申克的救赎"), "preference", "profile", "preference"),
        (user("reply_style", "concise"), "preference", "constraints", "reply_format"),
        (user("回复语言", "中文"), "preference", "constraints", "reply_format"),
        (user("constraint", "never suggest Java"), "policy", "constraints", "policy"),
        (user("约束", "不要推荐Java"), "policy", "constraints", "policy"),
        (user("diet", "vegetarian"), "policy", "constraints", "diet"),
        (user("allergy", "peanuts"), "policy", "constraints", "health"),
        (user("过敏", "花生"), "policy", "constraints", "health"),
        (user("programming_languages", "Python"), "fact", "profile", "skill"),
        (user("pets", "two cats"), "fact", "profile", "personal"),
        (user("作息", "晚睡"), "fact", "profile", "routine"),
        (user("plan", "flying to Tokyo 2026-11-13"), "episodic", "planner", "plan"),
        (user("计划", "2026-11-13去北京出差"), "episodic", "planner", "plan"),
        # tool failures win over the key table and need no user vocabulary
        (Fact("search_tool_error", "HTTP 503", "exchange"), "tool_failure", "tool_state",
         "tool_failure"),
        (Fact("weather_api", "timed out after 30 s", "exchange"), "tool_failure", "tool_state",
         "tool_failure"),
        (Fact("tools", "Jenkins keeps failing", "user"), "tool_failure", "tool_state",
         "tool_failure"),
        (Fact("支付接口", "一直超时", "exchange"), "tool_failure", "tool_state", "tool_failure"),
        (Fact("导出报错", "内存不足", "exchange"), "tool_failure", "tool_state", "tool_failure"),
        # an unknown key with an imperative value is a policy
        (user("deploys", "never on Fridays"), "policy", "constraints", "policy"),
        (user("代码风格", "不要用tab缩进"), "policy", "constraints", "policy"),
    ],
)
def test_rules(fact: Fact, category: str, slot: str, tag: str) -> None:
    c = classify(fact)
    assert c is not None
    assert (c.category, c.slot_hint) == (category, slot)
    assert tag in c.tags
    assert not any(t.startswith("src:") for t in c.tags)


@pytest.mark.parametrize(
    "fact",
    [
        user("staging_postgres_port", "5433"),
        user("likes_count", "5"),  # no prefix rule for likes_*
        user("tools_api", "works fine now"),  # a tool word but no error word
        user("notes", "failed my driving exam"),  # an error word without a tool is no failure
        user("", "anything"),
        user("   ", "anything"),
    ],
)
def test_no_rule_leaves_it_to_the_llm(fact: Fact) -> None:
    assert classify(fact) is None


def test_a_liked_thing_that_mentions_failure_is_still_a_preference() -> None:
    c = classify(user("likes", "stories about failed startups"))
    assert c is not None and c.category == "preference"


def test_every_key_the_offline_extractor_produces_is_classified() -> None:
    samples = [
        ("My name is Alice Chen and I'm a data scientist at Spotify.", "en"),
        ("I'm vegan and allergic to shellfish. I have two cats, Miso and Tofu.", "en"),
        ("I'm flying to Tokyo next Friday. My favorite food is ramen.", "en"),
        ("Please never suggest Java. Reply in British English please.", "en"),
        ("我叫小明，今年28岁，在杭州做前端开发。", "zh"),
        ("我喜欢喝咖啡，不喜欢喝茶。我对花生过敏。我不吃辣。", "zh"),
        ("我下周五要去北京出差。我常用的编程语言是Python和Go。", "zh"),
        ("以后回答请尽量简短。不要给我推荐Java相关的内容。", "zh"),
    ]
    for text, lang in samples:
        for fact in extract_user_facts(text, lang):
            assert classify(fact) is not None, fact


@pytest.mark.parametrize(
    ("tags", "source", "expected"),
    [
        (("identity",), "user", ("identity", "src:user")),
        (("identity",), "exchange", ("identity", "src:exchange")),
        (("policy", "src:user"), "exchange", ("policy", "src:exchange")),  # replaced, not added
        (("src:user", "policy"), "user", ("policy", "src:user")),
        ((), "user", ("src:user",)),
    ],
)
def test_with_source_tag(tags: tuple[str, ...], source: str, expected: tuple[str, ...]) -> None:
    c = Classification("identity", tags, "profile")
    tagged = with_source_tag(c, source)  # type: ignore[arg-type]
    assert tagged.tags == expected
    assert (tagged.category, tagged.slot_hint) == ("identity", "profile")
    assert c.tags == tags  # the input is not modified
