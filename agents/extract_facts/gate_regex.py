"""Regex helpers of the gates (pure)."""

from __future__ import annotations

import re
from collections.abc import Iterable


def alternatives(*parts: str, flags: int = 0) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in parts), flags)


def at_words(pattern: str) -> re.Pattern[str]:
    """`pattern`, whose alternatives all start at a word start or on a CJK character, behind a
    one-character look-ahead: Python's engine tries every alternative at every position, and
    the look-ahead turns most positions away in one step (about half the cost on English)."""
    return re.compile(rf"(?=\b[a-z]|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])(?:{pattern})")


def literals(words: Iterable[str]) -> re.Pattern[str]:
    """A pattern that finds any of `words` as a substring: one scan in C instead of a Python
    loop of `in` tests (about five times faster on a list of twenty words)."""
    return re.compile("|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True)))
