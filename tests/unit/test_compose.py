"""Fact composition, relative-date normalization against a fixed turn time, query anchoring."""

from datetime import datetime

import pytest

from agents.extract_facts.compose import anchored, compose, normalize_time
from agents.extract_facts.facts import Fact

MONDAY = datetime.fromisoformat("2026-11-02T09:00:00+08:00")
DEC_30 = datetime.fromisoformat("2026-12-30T18:30:00-08:00")  # a Wednesday
LATE_UTC = datetime.fromisoformat("2026-11-01T23:30:00-08:00")  # already Nov 2 in UTC


@pytest.mark.parametrize(
    ("fact", "lang", "expected"),
    [
        (Fact("城市", "杭州", "user"), "zh", "用户城市: 杭州"),
        (Fact("city", "Seattle", "user"), "en", "User city: Seattle"),
        (Fact("favorite_database", "PostgreSQL", "user"), "en",
         "User favorite database: PostgreSQL"),
        (Fact("staging_postgres_port", "5433", "exchange"), "en", "staging_postgres_port: 5433"),
        (Fact("测试环境端口", "5433", "exchange"), "zh", "测试环境端口: 5433"),
    ],
)
def test_compose(fact: Fact, lang: str, expected: str) -> None:
    assert compose(fact, lang) == expected


@pytest.mark.parametrize(
    ("value", "lang", "expected"),
    [
        ("今天", "zh", "2026-11-02"),
        ("明天去上海", "zh", "2026-11-03去上海"),
        ("后天", "zh", "2026-11-04"),
        ("大后天", "zh", "2026-11-05"),
        ("昨天", "zh", "2026-11-01"),
        ("前天", "zh", "2026-10-31"),
        ("3天后", "zh", "2026-11-05"),
        ("两天后", "zh", "2026-11-04"),
        ("十二天后", "zh", "2026-11-14"),
        ("下周五去北京出差", "zh", "2026-11-13去北京出差"),
        ("下周一", "zh", "2026-11-09"),
        ("下星期天", "zh", "2026-11-15"),
        ("本周五", "zh", "2026-11-06"),
        ("这周五", "zh", "2026-11-06"),
        ("上周三", "zh", "2026-10-28"),
        ("下周", "zh", "2026-W46"),
        ("下周末", "zh", "2026-11-14"),
        ("下个月搬家", "zh", "2026-12搬家"),
        ("上个月", "zh", "2026-10"),
        ("明年去日本留学", "zh", "2027年去日本留学"),
        ("today", "en", "2026-11-02"),
        ("job interview tomorrow at 10am", "en", "job interview 2026-11-03 at 10am"),
        ("Yesterday", "en", "2026-11-01"),
        ("next Friday", "en", "2026-11-13"),  # the Friday of next week, not in 4 days
        ("this Friday", "en", "2026-11-06"),
        ("last Monday", "en", "2026-10-26"),
        ("next week", "en", "2026-W46"),
        ("next month", "en", "2026-12"),
        ("in 3 days", "en", "2026-11-05"),
        ("in three days", "en", "2026-11-05"),
        ("in a week", "en", "2026-11-09"),
        ("the day after tomorrow", "en", "2026-11-04"),
        ("next year", "en", "2027"),
        # no relative date: unchanged (bare weekdays, 周末 alone, seasons are not rewritten)
        ("PostgreSQL", "en", "PostgreSQL"),
        ("周末一般去游泳", "zh", "周末一般去游泳"),
        ("a trip next spring", "en", "a trip next spring"),
        ("之后天气会变冷", "zh", "之后天气会变冷"),
        ("on Friday", "en", "on Friday"),
    ],
)
def test_normalize_time_from_a_monday(value: str, lang: str, expected: str) -> None:
    assert normalize_time(value, MONDAY, lang) == expected


@pytest.mark.parametrize(
    ("value", "lang", "expected"),
    [
        ("tomorrow", "en", "2026-12-31"),
        ("in 3 days", "en", "2027-01-02"),  # year rollover
        ("next month", "en", "2027-01"),
        ("下个月要搬到广州", "zh", "2027-01要搬到广州"),
        ("next Friday", "en", "2027-01-08"),
        ("next week", "en", "2027-W01"),  # ISO week-year
        ("next year", "en", "2027"),
        ("明年", "zh", "2027年"),
        ("后天", "zh", "2027-01-01"),
    ],
)
def test_normalize_time_month_and_year_rollover(value: str, lang: str, expected: str) -> None:
    assert normalize_time(value, DEC_30, lang) == expected


def test_normalize_time_uses_the_turns_own_offset_not_utc() -> None:
    # 23:30 on Nov 1 in California is Nov 2 in UTC; "tomorrow" for that user is Nov 2
    assert normalize_time("tomorrow", LATE_UTC, "en") == "2026-11-02"


def test_normalize_time_is_idempotent() -> None:
    once = normalize_time("下周五去北京出差, next month", MONDAY, "zh")
    assert normalize_time(once, MONDAY, "zh") == once


@pytest.mark.parametrize(
    ("key", "question", "expected"),
    [
        ("staging_postgres_port", "What port does our staging Postgres use?", True),
        ("Postgres port", "which ports are open on the db host?", True),  # plural stem
        ("api_keys_rotation", "How often do we rotate API keys?", True),
        ("deploy_window", "What port does our staging Postgres use?", False),
        ("the_thing", "what is the thing about?", False),  # a stopword and a short token
        ("it", "what is it?", False),
        ("", "anything", False),
        ("   ", "anything", False),
        ("咖啡品牌", "我喜欢的咖啡是什么牌子？", True),  # shares the bigram 咖啡
        ("测试环境端口", "测试环境的数据库端口是多少？", True),
        ("妈妈生日", "我妈妈的生日是哪天？", True),
        ("妈妈", "妈妈呢？", True),  # one distinct character, but a shared bigram
        ("猫", "我的猫叫什么？", False),  # a single character never anchors
        ("部署时间", "数据库端口是多少？", False),
        ("我的什么", "我的什么东西？", False),  # function characters do not count
        ("Redis版本", "线上 Redis 是哪个版本？", True),
    ],
)
def test_anchored(key: str, question: str, expected: bool) -> None:
    assert anchored(key, question) is expected
