"""Keyword terms for PostgreSQL `simple` full-text search: Chinese, English, mixed, edge cases."""

import re

import pytest

from projections.keywords import Analyzer, index_text, terms, tsquery


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # empty, blank, punctuation only
        ("", []),
        ("   \n\t", []),
        ("!!!？。，、……", []),
        # English: casefold, stopwords, words under two letters dropped
        ("User allergy: peanuts and tree nuts", ["allergy", "peanut", "tree", "nut"]),
        ("What am I allergic to?", ["allergic"]),
        ("Tom O'Brien's dog", ["tom", "brien", "dog"]),
        # light plural stemming, and the words it leaves alone
        ("allergies boxes matches classes dogs", ["allergy", "box", "match", "class", "dog"]),
        ("bus gas analysis glass", ["bus", "gas", "analysis", "glass"]),
        # -ing / -ed are not stripped by default
        ("failed failing", ["failed", "failing"]),
        # digits are kept at any length; letters+digits stay one term
        ("Raspberry Pi 5", ["raspberry", "pi", "5"]),
        ("flight CA1502, confirmation 88213", ["flight", "ca1502", "confirmation", "88213"]),
        ("2026-11-11", ["2026", "11", "11"]),
        ("pendulum==2.1.2", ["pendulum", "2", "1", "2"]),
        # underscores and other punctuation separate words
        ("nightly_events quotaExceeded", ["nightly", "event", "quotaexceeded"]),
        ("foo&bar|baz:qux'quux(corge)!*<->\\grault", ["foo", "bar", "baz", "qux", "quux", "corge",
                                                     "grault"]),
        # NFKC and casefold: full-width forms, ß
        ("ＡＢＣ１２３ Straße", ["abc123", "strasse"]),
        # Chinese: bigrams, function characters split runs, one-character pieces kept
        ("我对什么过敏？", ["对", "过敏"]),
        ("柯基叫什么名字", ["柯基", "基叫", "名字"]),
        ("车", ["车"]),
        # the composed-memory prefix 用户 is dropped, so 过敏 is not preceded by 户过
        ("用户过敏: 花生和芒果", ["过敏", "花生", "芒果"]),
        # mixed scripts: a change of script separates, digits split from Han
        ("2026年国庆去成都", ["2026", "年国", "国庆", "庆去", "去成", "成都"]),
        ("iPhone日历同步失败", ["iphone", "日历", "历同", "同步", "步失", "失败"]),
        ("kubectl 报错 x509", ["kubectl", "报错", "x509"]),
        # other scripts are words: letters and combining marks stay together
        ("café हिन्दी", ["café", "हिन्दी"]),
    ],
)
def test_terms(text: str, expected: list[str]) -> None:
    assert terms(text) == expected


_NASTY = [
    "a&b | c:d * e! (f) <-> 'g' \\h", "用户: “引号”『括号』&|!", "x'); DROP TABLE memories; --",
    "tab\there\x00nul", "emoji 🎉 party", "Ⅻ² ﬁ", "𠀀𠀁 rare han", "\u200bzero\u200bwidth",
]


@pytest.mark.parametrize("text", _NASTY)
def test_terms_are_safe_tsquery_operands(text: str) -> None:
    for term in terms(text):
        assert term and not re.search(r"[\s&|!():*<>'\"\\,;_-]", term), term
    query = tsquery(text)
    if query is not None:
        assert all(part.strip() for part in query.split("|"))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", None),
        ("the of and to", None),
        ("？", None),
        ("我对什么过敏？", "对 | 过敏"),
        ("nut nuts NUT", "nut"),
        ("Stripe webhook signature", "stripe | webhook | signature"),
        ("飞书 1254040", "飞书 | 1254040"),
    ],
)
def test_tsquery(text: str, expected: str | None) -> None:
    assert tsquery(text) == expected


def test_index_text_keeps_repeats_in_order() -> None:
    assert index_text("User allergy: peanuts, Peanuts!") == "allergy peanut peanut"
    assert index_text("") == ""


def test_query_and_memory_meet_on_the_same_terms() -> None:
    memory = set(terms("用户宠物: 一只叫豆豆的柯基"))
    assert set(terms("柯基叫什么名字")) & memory == {"柯基"}
    assert set(terms("Which days do I work from home?")) & set(
        terms("User schedule: works remotely on Mondays and Fridays")) == {"work"}


@pytest.mark.parametrize(
    ("analyzer", "text", "expected"),
    [
        (Analyzer(stopwords=False), "User allergy: to", ["user", "allergy", "to"]),
        (Analyzer(stopwords=False), "用户过敏", ["用户", "户过", "过敏"]),
        (Analyzer(plural=False), "peanuts allergies", ["peanuts", "allergies"]),
        (Analyzer(ing_ed=True), "failed failing running updated called",
         ["fail", "fail", "run", "updat", "call"]),
        (Analyzer(ing_ed=True), "red bed sing thing", ["red", "bed", "sing", "thing"]),
    ],
)
def test_analyzer_switches(analyzer: Analyzer, text: str, expected: list[str]) -> None:
    assert analyzer.terms(text) == expected
