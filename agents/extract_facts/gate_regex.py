"""Regex helpers of the gates (pure)."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from re import _constants as _c  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]  # the stdlib's own pattern parser
from typing import Any

from agents.extract_facts.gate_words import (
    GLOBAL_FLAGS,
    SARA_AM,
    Hinted,
    literals,
    required_literals,
    top_level,
)


def guarded(rx: re.Pattern[str]) -> re.Pattern[str]:
    """`rx` behind a one-character look-ahead of the characters a match of it can start with,
    worked out from the pattern itself. Python's engine tries every alternative at every
    position; the look-ahead turns most positions away in one step (a long alternation of
    words costs about half). The matches are the same: every match starts with one of those
    characters. A pattern that can match the empty string, or whose start is not a plain set
    of characters (a class like \\w or \\d, a back-reference), is returned as it is."""
    try:
        first = _first(list(_parser.parse(rx.pattern, rx.flags).data))
    except (ValueError, TypeError, RecursionError):
        return rx
    if first is None or first[1] or not first[0]:
        return rx
    return re.compile(f"(?=[{_char_class(first[0])}])(?:{rx.pattern})", rx.flags)


_FirstChars = tuple[set[int], bool] | None  # (code points a match can start with, nullable)


def _first(items: list[Any]) -> _FirstChars:
    chars: set[int] = set()
    for item in items:
        found = _first_of(item)
        if found is None:
            return None
        chars |= found[0]
        if not found[1]:
            return chars, False
    return chars, True


def _first_of(item: Any) -> _FirstChars:
    op, arg = item
    if op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):  # zero width: the next item starts the match
        return set(), True
    if op is _c.LITERAL:
        return {arg}, False
    if op is _c.IN:
        chars: set[int] = set()
        for kind, value in arg:
            if kind is _c.LITERAL:
                chars.add(value)
            elif kind is _c.RANGE:
                chars.update(range(value[0], value[1] + 1))
            else:  # a negated set, a category (\\w, \\d): not a plain set of characters
                return None
        return chars, False
    if op is _c.SUBPATTERN:
        return _first(list(arg[-1].data))
    if op is _c.BRANCH:
        branches = [_first(list(branch.data)) for branch in arg[1]]
        if any(b is None for b in branches):
            return None
        return set().union(*(b[0] for b in branches if b)), any(b[1] for b in branches if b)
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
        inner = _first(list(arg[2].data))
        return None if inner is None else (inner[0], arg[0] == 0 or inner[1])
    return None


def _char_class(chars: set[int]) -> str:
    """The code points as a character class body, consecutive ones as ranges."""
    parts: list[str] = []
    ordered = sorted(chars)
    start = prev = ordered[0]
    for point in [*ordered[1:], -2]:
        if point != prev + 1:
            parts.append(re.escape(chr(start)) if start == prev
                         else f"{re.escape(chr(start))}-{re.escape(chr(prev))}")
            start = point
        prev = point
    return "".join(parts)


def word_led(pattern: str) -> str:
    """`pattern` with the top-level alternatives that start with \\b gathered behind one \\b
    ("a|\\bb\\b|\\bc" is "a|\\b(?:b\\b|c)"): the engine tests the word boundary once at each
    position instead of once per alternative (a long list of words costs a third). Only for a
    pattern asked whether it matches: the alternatives change order, so where two match at
    the same place the other one may be the match returned."""
    plain: list[str] = []
    led: list[str] = []
    for branch in top_level(pattern):
        (led if branch.startswith("\\b") else plain).append(branch)
    if len(led) < 2:
        return pattern
    return "|".join([*plain, "\\b(?:" + "|".join(b[2:] for b in led) + ")"])


def guarded_rx(pattern: str, flags: int = 0) -> re.Pattern[str] | Scripted:
    """`re.compile(pattern, flags)`, `guarded` (same width as `re.compile`, so a definition's
    continuation lines keep their alignment), and `Scripted` where alternatives of it need a
    character past ASCII."""
    return scripted(pattern.translate(SARA_AM), flags,
                    lambda source: guarded(re.compile(source, flags)))


def scripted(pattern: str, flags: int = 0, compile_: Callable[[str], re.Pattern[str]] | None = None,
             ) -> re.Pattern[str] | Scripted:
    """`pattern` compiled (by `compile_`, `re.compile` by default) and, when two or more of its
    top-level alternatives need a character past ASCII, a `Scripted` that searches an ASCII
    text without them."""
    build = compile_ or (lambda source: re.compile(source, flags))
    ascii_source = _ascii_source(pattern, flags)
    every = build(pattern)
    return every if ascii_source is None else Scripted(every, build(ascii_source))


def _ascii_source(pattern: str, flags: int) -> str | None:
    """`pattern` without its top-level alternatives that cannot match an ASCII text; None when
    fewer than two go (or for a case-insensitive pattern: "K", the Kelvin sign, matches "k")."""
    if flags & re.IGNORECASE or "(?i" in pattern or GLOBAL_FLAGS.match(pattern):
        return None  # (global flags lead the first alternative, which might go)
    branches = top_level(pattern)
    kept = []
    for branch in branches:
        try:
            other_script = _needs_other_script(list(_parser.parse(branch, flags).data))
        except (re.error, ValueError, TypeError, RecursionError):
            other_script = False  # (a back-reference to another alternative's group)
        if not other_script:
            kept.append(branch)
    if len(branches) - len(kept) < 2 and kept:
        return None
    return "|".join(kept) if kept else "(?!)"


def _needs_other_script(items: list[Any]) -> bool:
    """Whether a parsed sequence matches only where it consumes a character past ASCII (one
    such literal, or a class of only such characters, outside every optional part and
    look-around)."""
    for op, arg in items:
        if op is _c.LITERAL and arg > 127:
            return True
        if op is _c.IN and all((kind is _c.LITERAL and value > 127)
                               or (kind is _c.RANGE and value[0] > 127) for kind, value in arg):
            return True
        if op is _c.SUBPATTERN and _needs_other_script(list(arg[-1].data)):
            return True
        if op is _c.BRANCH and all(_needs_other_script(list(b.data)) for b in arg[1]):
            return True
        if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT) and arg[0] >= 1 \
                and _needs_other_script(list(arg[2].data)):
            return True
    return False


class Scripted:
    """A pattern and, for an ASCII text, the same pattern without the top-level alternatives
    that need a character past ASCII: they cannot match there, so every match is the same,
    and the engine, which tries the alternatives one by one at each place, has fewer to try
    (a third to a half less on the long multilingual word lists, on English text)."""

    def __init__(self, every: re.Pattern[str], ascii_only: re.Pattern[str]) -> None:
        self.every = every
        self.ascii_only = ascii_only
        self.pattern = every.pattern

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return (self.ascii_only if text.isascii() else self.every).search(text, pos, endpos)

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return (self.ascii_only if text.isascii() else self.every).match(text, pos, endpos)

    def fullmatch(self, text: str, pos: int = 0,
                  endpos: int = sys.maxsize) -> re.Match[str] | None:
        return (self.ascii_only if text.isascii() else self.every).fullmatch(text, pos, endpos)

    def finditer(self, text: str, pos: int = 0,
                 endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        return (self.ascii_only if text.isascii() else self.every).finditer(text, pos, endpos)

    def findall(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        return (self.ascii_only if text.isascii() else self.every).findall(text, pos, endpos)

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> str:
        return (self.ascii_only if text.isascii() else self.every).sub(repl, text, count)

    def split(self, text: str, maxsplit: int = 0) -> list[str | Any]:
        return (self.ascii_only if text.isascii() else self.every).split(text, maxsplit)


def alternatives(*parts: str, flags: int = 0) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in parts), flags)


def guarded_alternatives(*parts: str, flags: int = 0) -> re.Pattern[str] | Scripted:
    """`alternatives`, `guarded` and `Scripted` as `guarded_rx` makes them."""
    return guarded_rx("|".join(f"(?:{p})" for p in parts), flags)


def hinted_alternatives(*parts: str, flags: int = 0) -> Hinted | re.Pattern[str] | Scripted:
    """`guarded_alternatives`, behind a scan for the literals its matches hold (`hinted_rx`)
    when it is case-sensitive."""
    source = "|".join(f"(?:{p})" for p in parts)
    return guarded_rx(source, flags) if flags & re.IGNORECASE else hinted_rx(source, flags)


def at_words(pattern: str) -> Hinted | re.Pattern[str] | Scripted:
    """`pattern`, whose alternatives all start at a word start (Latin, with accents, Greek,
    Cyrillic, Armenian, Hebrew or Arabic) or on a Tamil, Thai, CJK or Hangul character, behind
    a one-character look-ahead:
    Python's engine tries every alternative at every position, and the look-ahead turns most
    positions away in one step (about half the cost on English). Behind a scan for the
    literals its matches hold, too, as `hinted_rx` puts it."""
    starts = r"a-z\u00df-\u024f\u0370-\u03ff\u0400-\u04ff\u0561-\u0587\u05d0-\u05ea\u0620-\u06d3"
    lead = rf"(?=\b[{starts}]|[\u0b80-\u0bff\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])"
    rx = scripted(pattern, 0, lambda source: guarded(re.compile(f"{lead}(?:{source})")))
    return _hinted(rx, pattern)


def hinted_rx(pattern: str, flags: int = 0) -> Hinted | re.Pattern[str] | Scripted:
    """`guarded_rx(pattern)` behind a scan for the literals its matches hold (see
    `required_literals`), or as it is when some alternative holds none. For a costly pattern
    that matches few texts: the scan for its literals is the one every word list shares
    (`Words`), so asking costs a look-up, and a text with none of them is not searched at
    all."""
    rx = guarded_rx(pattern, flags)
    return rx if flags & re.IGNORECASE else _hinted(rx, pattern)


def _hinted(rx: re.Pattern[str] | Scripted, pattern: str) -> Hinted | re.Pattern[str] | Scripted:
    words = required_literals(pattern.translate(SARA_AM))
    return rx if words is None else Hinted(literals(words), rx)
