"""The extracted fact value type, the turn-language decision and the one-fact-per-key rule."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from streams.records import Source

Lang = Literal["zh", "en"]

#: below this share of CJK characters among the letters of a text, the text is English
CJK_RATIO = 0.3


@dataclass(frozen=True)
class Fact:
    """One key-value fact about the user, before composition and classification.

    `key` is a short label from the extractor's vocabulary (see `offline`), `value` the fact in
    the user's own words. `source` says who asserted it: the user, or the exchange (an answer
    the assistant gave to the user's question).
    """

    key: str
    value: str
    source: Source


def _is_cjk(char: str) -> bool:
    return "\u4e00" <= char <= "\u9fff" or "\u3400" <= char <= "\u4dbf"


def lang_of(text: str, locale: str | None) -> Lang:
    """The language a turn is processed in: the locale when it names zh or en, else the script.

    A locale wins when it starts with "zh" or "en" (any case, any region). Otherwise the text is
    Chinese when CJK characters are at least `CJK_RATIO` of its letters (punctuation, digits and
    spaces do not count); a text without letters is English.
    """
    if locale:
        head = locale.strip().lower()[:2]
        if head == "zh":
            return "zh"
        if head == "en":
            return "en"
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return "en"
    cjk = sum(1 for c in letters if _is_cjk(c))
    return "zh" if cjk / len(letters) >= CJK_RATIO else "en"


def merge_same_key(facts: Iterable[Fact], joiner: str) -> list[Fact]:
    """At most one fact per (source, key), in first-seen order; repeated keys join their values.

    Candidate ids are derived from (turn, source, key), so two facts with one key in one turn
    would collide downstream. Values equal after case-folding are kept once.
    """
    merged: dict[tuple[Source, str], list[str]] = {}
    for fact in facts:
        values = merged.setdefault((fact.source, fact.key), [])
        if all(fact.value.casefold() != v.casefold() for v in values):
            values.append(fact.value)
    return [
        Fact(key=key, value=joiner.join(values), source=source)
        for (source, key), values in merged.items()
    ]
