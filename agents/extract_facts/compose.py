"""Fact composition: the embedded sentence, relative-date normalization and query anchoring."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, datetime, timedelta
from functools import partial
from itertools import pairwise

from agents.extract_facts.facts import Fact


def compose(fact: Fact, lang: str) -> str:
    """The sentence stored as `content` and embedded.

    User facts: `用户{key}: {value}` (zh) or `User {key}: {value}` with underscores in the key
    read as spaces (en). Exchange facts: `{key}: {value}` in both languages. Time normalization
    is not applied here: pass a value through `normalize_time` first.
    """
    if fact.source == "exchange":
        return f"{fact.key}: {fact.value}"
    if lang == "zh":
        return f"用户{fact.key}: {fact.value}"
    return f"User {fact.key.replace('_', ' ')}: {fact.value}"


# --- relative dates ------------------------------------------------------------------------

_CN_DIGITS = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
              "八": 8, "九": 9}
_EN_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
               "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
_ZH_WEEKDAY = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
_EN_WEEKDAY = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}
_EN_DAY = (r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday"
           r"|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)")
_N_ZH = r"(\d{1,3}|[零一二两三四五六七八九十]{1,3})"
_N_EN = r"(\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_WEEK_ZH = r"(?:周|星期|礼拜)"


def _zh_number(text: str) -> int:
    """A small Arabic or Chinese numeral (up to 99): 3, 十, 十二, 二十, 两."""
    if text.isdigit():
        return int(text)
    if "十" in text:
        tens, _, ones = text.partition("十")
        return _CN_DIGITS.get(tens, 1) * 10 + _CN_DIGITS.get(ones, 0)
    return _CN_DIGITS.get(text, 0)


def _en_number(text: str) -> int:
    return int(text) if text.isdigit() else _EN_NUMBERS[text.lower()]


def _monday(day: date, weeks: int) -> date:
    return day - timedelta(days=day.weekday()) + timedelta(weeks=weeks)


def _month(day: date, months: int) -> str:
    index = day.year * 12 + day.month - 1 + months
    return f"{index // 12:04d}-{index % 12 + 1:02d}"


def _week(day: date) -> str:
    year, week, _ = day.isocalendar()
    return f"{year:04d}-W{week:02d}"


Rule = tuple[re.Pattern[str], Callable[[re.Match[str], date], str]]


def _rules(year_suffix: str) -> list[Rule]:
    """The rewrite table, longest and most specific phrases first (applied in this order)."""
    shift = {"下": 1, "上": -1, "这": 0, "本": 0, "next": 1, "last": -1, "this": 0}

    def days(n: int) -> Callable[[re.Match[str], date], str]:
        return lambda m, d: (d + timedelta(days=n)).isoformat()

    def zh_weekday(m: re.Match[str], d: date) -> str:
        return (_monday(d, shift[m[1]]) + timedelta(days=_ZH_WEEKDAY[m[2]])).isoformat()

    def en_weekday(m: re.Match[str], d: date) -> str:
        return (_monday(d, shift[m[1].lower()])
                + timedelta(days=_EN_WEEKDAY[m[2].lower()[:3]])).isoformat()

    def year(n: int) -> Callable[[re.Match[str], date], str]:
        return lambda m, d: f"{d.year + n}{year_suffix}"

    i = re.IGNORECASE
    return [
        # Chinese: counted offsets before the bare words they contain (3天后 before 后天)
        (re.compile(_N_ZH + r"(?:天|日)(?:之后|以后|后)"),
         lambda m, d: (d + timedelta(days=_zh_number(m[1]))).isoformat()),
        (re.compile(_N_ZH + r"(?:天|日)(?:之前|以前|前)"),
         lambda m, d: (d - timedelta(days=_zh_number(m[1]))).isoformat()),
        (re.compile(_N_ZH + r"个?" + _WEEK_ZH + r"(?:之后|以后|后)"),
         lambda m, d: (d + timedelta(weeks=_zh_number(m[1]))).isoformat()),
        (re.compile(_N_ZH + r"个月(?:之后|以后|后)"), lambda m, d: _month(d, _zh_number(m[1]))),
        (re.compile(r"(下|上|这|本)个?" + _WEEK_ZH + r"末"),
         lambda m, d: (_monday(d, shift[m[1]]) + timedelta(days=5)).isoformat()),
        (re.compile(r"(下|上|这|本)个?" + _WEEK_ZH + r"([一二三四五六日天])"), zh_weekday),
        (re.compile(r"(下|上|这|本)个?" + _WEEK_ZH), lambda m, d: _week(_monday(d, shift[m[1]]))),
        (re.compile(r"(下|上|这|本)个?月"), lambda m, d: _month(d, shift[m[1]])),
        (re.compile(r"大后天"), days(3)),
        (re.compile(r"大前天"), days(-3)),
        # 之后天气 / 以前天 are not dates
        (re.compile(r"(?<![之以然最])后天"), days(2)),
        (re.compile(r"(?<![之以从])前天"), days(-2)),
        (re.compile(r"明天|明日"), days(1)),
        (re.compile(r"昨天|昨日"), days(-1)),
        (re.compile(r"今天|今日"), days(0)),
        (re.compile(r"后年"), year(2)),
        (re.compile(r"明年"), year(1)),
        (re.compile(r"今年"), year(0)),
        (re.compile(r"去年"), year(-1)),
        (re.compile(r"前年"), year(-2)),
        # English
        (re.compile(r"\bthe day after tomorrow\b", i), days(2)),
        (re.compile(r"\bthe day before yesterday\b", i), days(-2)),
        (re.compile(r"\bin " + _N_EN + r" days?\b|\b" + _N_EN + r" days? from now\b", i),
         lambda m, d: (d + timedelta(days=_en_number(m[1] or m[2]))).isoformat()),
        (re.compile(r"\b" + _N_EN + r" days? ago\b", i),
         lambda m, d: (d - timedelta(days=_en_number(m[1]))).isoformat()),
        (re.compile(r"\bin " + _N_EN + r" weeks?\b", i),
         lambda m, d: (d + timedelta(weeks=_en_number(m[1]))).isoformat()),
        (re.compile(r"\bin " + _N_EN + r" months?\b", i),
         lambda m, d: _month(d, _en_number(m[1]))),
        (re.compile(r"\b(next|last|this) weekend\b", i),
         lambda m, d: (_monday(d, shift[m[1].lower()]) + timedelta(days=5)).isoformat()),
        (re.compile(r"\b(next|last|this) " + _EN_DAY + r"\b", i), en_weekday),
        (re.compile(r"\b(next|last|this) week\b", i),
         lambda m, d: _week(_monday(d, shift[m[1].lower()]))),
        (re.compile(r"\b(next|last|this) month\b", i), lambda m, d: _month(d, shift[m[1].lower()])),
        (re.compile(r"\b(next|last|this) year\b", i),
         lambda m, d: str(d.year + shift[m[1].lower()])),
        (re.compile(r"\btomorrow\b", i), days(1)),
        (re.compile(r"\byesterday\b", i), days(-1)),
        (re.compile(r"\btoday\b", i), days(0)),
    ]


_RULES = {"zh": _rules("年"), "en": _rules("")}


def normalize_time(value: str, ts: datetime, lang: str) -> str:
    """`value` with every relative date phrase replaced by the absolute date it means at `ts`.

    "Now" is the calendar date of `ts` in its own UTC offset (the user's local day), never the
    clock. Rules (weeks start on Monday):

    - days: 今天/today, 明天/tomorrow, 后天/the day after tomorrow, 大后天, 昨天/yesterday,
      前天/the day before yesterday, 大前天, N天后/in N days/N days from now, N天前/N days ago,
      N周后/in N weeks -> `YYYY-MM-DD` (N in digits or words: 3, 三, 两, three, a);
    - weekdays: 下周X/next X -> X of next week (so from a Monday, "next Friday" is 11 days
      ahead, not 4), 这周X/本周X/this X -> X of this week (even if already past), 上周X/last X ->
      X of last week; 下周末/next weekend etc. -> that week's Saturday -> `YYYY-MM-DD`;
    - weeks: 下周/next week, 本周/this week, 上周/last week -> ISO week `YYYY-Www`;
    - months: 下个月/next month, 本月/this month, 上个月/last month, N个月后/in N months ->
      `YYYY-MM`;
    - years: 明年/next year, 今年/this year, 去年/last year, 后年, 前年 -> `YYYY` (zh: `YYYY年`,
      because Chinese writes a bare year with 年).

    Both languages' phrases are rewritten whatever `lang` is (mixed-language values occur);
    `lang` only picks the year format. Bare weekdays ("on Friday", 周五), 周末 alone, seasons,
    "tonight" and clock times are left as they are. A value without a relative date is
    returned unchanged.
    """
    day = ts.date()
    out = value
    for pattern, render in _RULES["zh" if lang == "zh" else "en"]:
        out = pattern.sub(partial(_render, render, day), out)
    return out


def _render(render: Callable[[re.Match[str], date], str], day: date, match: re.Match[str]) -> str:
    return render(match, day)


# --- query anchoring -----------------------------------------------------------------------

_STOPWORDS = frozenset({
    "about", "above", "after", "again", "all", "also", "and", "any", "are", "because", "been",
    "before", "being", "below", "between", "both", "but", "can", "could", "did", "does", "doing",
    "don", "done", "down", "during", "each", "few", "for", "from", "further", "had", "has", "have",
    "having", "her", "here", "hers", "herself", "him", "himself", "his", "how", "into", "its",
    "itself", "just", "know", "let", "like", "make", "many", "may", "mine", "more", "most", "much",
    "must", "myself", "nor", "not", "now", "off", "once", "only", "other", "our", "ours",
    "ourselves", "out", "over", "own", "please", "same", "she", "should", "some", "such", "tell",
    "than", "that", "the", "their", "theirs", "them", "themselves", "then", "there", "these",
    "they", "this", "those", "through", "too", "under", "until", "use", "used", "very", "want",
    "was", "were", "what", "when", "where", "which", "while", "who", "whom", "why", "will", "with",
    "would", "you", "your", "yours", "yourself", "yourselves", "thing", "things", "get", "got",
    "give",
})

#: function characters that carry no topic in a Chinese question
_ZH_FUNCTION = frozenset("的了是我你他她它们在有和吗呢吧啊这那个什么怎么如何请")
_WORD = re.compile(r"[a-z0-9]+")
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")


def _stem(token: str) -> str:
    return token[:-1] if len(token) > 3 and token.endswith("s") and not token.endswith("ss") \
        else token


def _en_terms(text: str) -> set[str]:
    return {_stem(t) for t in _WORD.findall(text.lower()) if len(t) >= 3 and t not in _STOPWORDS}


def _cjk_bigrams(text: str) -> set[str]:
    chars = _CJK.findall(text)
    return {a + b for a, b in pairwise(chars)
            if a not in _ZH_FUNCTION and b not in _ZH_FUNCTION}


def anchored(key: str, question: str) -> bool:
    """Whether an exchange fact's key names a topic of the user's question.

    An exchange fact is only kept when the user asked about it, so its key must share a topic
    term with the question. True when either holds:

    - English: the key's word tokens (split on anything but a-z/0-9, so `_` and spaces split)
      and the question's share one token; tokens are lowercased, at least 3 characters long, not
      stopwords, and a trailing "s" is stripped from tokens longer than 3 ("ports" ~ "port");
    - Chinese: the key and the question share at least 2 distinct CJK characters, or one CJK
      bigram (adjacent in both), ignoring the function characters 的了是我你他她它们在有和吗呢吧
      啊这那个什么怎么如何请. A one-character Chinese key therefore never anchors.

    An empty or blank key is never anchored.
    """
    if not key.strip():
        return False
    if _en_terms(key.replace("_", " ")) & _en_terms(question):
        return True
    key_chars = {c for c in _CJK.findall(key) if c not in _ZH_FUNCTION}
    question_chars = {c for c in _CJK.findall(question) if c not in _ZH_FUNCTION}
    if len(key_chars & question_chars) >= 2:
        return True
    return bool(_cjk_bigrams(key) & _cjk_bigrams(question))
