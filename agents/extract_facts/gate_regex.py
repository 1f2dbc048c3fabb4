"""Regex helpers of the gates (pure)."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable, Iterator
from re import _constants as _c  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]  # the stdlib's own pattern parser
from typing import Any

import ahocorasick


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
    for branch in _top_level(pattern):
        (led if branch.startswith("\\b") else plain).append(branch)
    if len(led) < 2:
        return pattern
    return "|".join([*plain, "\\b(?:" + "|".join(b[2:] for b in led) + ")"])


def _top_level(pattern: str) -> list[str]:
    """The top-level alternatives of `pattern`'s source (escapes, character classes and
    groups skipped over)."""
    branches: list[str] = []
    depth = start = i = 0
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            i += 1
        elif char == "[":  # a class ends at the first "]" that is not its first member
            i += 2 if pattern[i + 1:i + 2] == "^" else 1
            i += 1 if pattern[i:i + 1] == "]" else 0
            while pattern[i] != "]":
                i += 2 if pattern[i] == "\\" else 1
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            branches.append(pattern[start:i])
            start = i + 1
        i += 1
    return [*branches, pattern[start:]]


# Thai and Lao SARA AM ("คำ", "ຄຳ"): NFKC, every view's normalisation, splits it in two (NIKHAHIT
# and SARA AA), so a pattern or word written with it would never match (session 29)
_AM = str.maketrans({"\u0e33": "\u0e4d\u0e32", "\u0eb3": "\u0ecd\u0eb2"})


def guarded_rx(pattern: str, flags: int = 0) -> re.Pattern[str] | Scripted:
    """`re.compile(pattern, flags)`, `guarded` (same width as `re.compile`, so a definition's
    continuation lines keep their alignment), and `Scripted` where alternatives of it need a
    character past ASCII."""
    return scripted(pattern.translate(_AM), flags,
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


_GLOBAL_FLAGS = re.compile(r"\(\?[aLmsux]+\)")


def _ascii_source(pattern: str, flags: int) -> str | None:
    """`pattern` without its top-level alternatives that cannot match an ASCII text; None when
    fewer than two go (or for a case-insensitive pattern: "K", the Kelvin sign, matches "k")."""
    if flags & re.IGNORECASE or "(?i" in pattern or _GLOBAL_FLAGS.match(pattern):
        return None  # (global flags lead the first alternative, which might go)
    branches = _top_level(pattern)
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
    Cyrillic, Hebrew or Arabic) or on a Thai, CJK or Hangul character, behind a one-character
    look-ahead:
    Python's engine tries every alternative at every position, and the look-ahead turns most
    positions away in one step (about half the cost on English). Behind a scan for the
    literals its matches hold, too, as `hinted_rx` puts it."""
    starts = r"a-z\u00df-\u024f\u0370-\u03ff\u0400-\u04ff\u05d0-\u05ea\u0620-\u06d3"
    lead = rf"(?=\b[{starts}]|[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])"
    rx = scripted(pattern, 0, lambda source: guarded(re.compile(f"{lead}(?:{source})")))
    return _hinted(rx, pattern)


def literals(words: Iterable[str]) -> Words:
    """A pattern that finds any of `words` as a substring, the longest one where several start
    at the same place (see `Words`)."""
    return Words([word.translate(_AM) for word in words])


class Words:
    """Any of a list of words, found as substrings. Every list is one bit of one Aho-Corasick
    automaton over the words of all of them, and a text is scanned by it once, in C, for the
    bits of every list it holds a word of (kept for the last few hundred texts): the gates ask
    some thirty lists of one text whether it holds any of their words, and most texts hold
    none, so each asking costs a dictionary look-up instead of a scan of its own (a regex trie
    cost about a microsecond a list on a chat message, tried character by character). `search`
    returns the match of the words' trie, leftmost and the longest there, run only on a text
    that holds one of them. (The look-up is written out in each caller: it runs some forty
    times a gate call, and a call more each time costs a tenth of the gate's time.)"""

    __slots__ = ("bit", "rx", "words")

    def __init__(self, words: list[str]) -> None:
        if not words or not all(words):
            raise ValueError("Words needs a list of non-empty words")
        self.bit = 1 << len(_WORD_LISTS)
        self.words = words
        self.rx: re.Pattern[str] | None = None  # compiled on the first search that needs it
        _WORD_LISTS.append(words)
        _AUTOMATON.clear()  # built again, with these words, on the next scan
        _BITS.clear()

    def found_in(self, text: str) -> bool:
        bits = _BITS.get(text)
        return ((_scan(text) if bits is None else bits) & self.bit) != 0

    def search(self, text: str) -> re.Match[str] | None:
        bits = _BITS.get(text)
        if not (_scan(text) if bits is None else bits) & self.bit:
            return None
        if self.rx is None:
            self.rx = re.compile(trie(self.words))
        return self.rx.search(text)


_WORD_LISTS: list[list[str]] = []  # every `Words`' list, by its bit
_AUTOMATON: list[ahocorasick.Automaton] = []  # the one automaton, once built
_BITS: dict[str, int] = {}  # the bits of the texts scanned last
_BITS_KEPT = 256


def _scan(text: str) -> int:
    """The bits of the word lists `text` holds a word of, kept in `_BITS`."""
    bits = 0
    for _, word_bits in (_AUTOMATON or _build())[0].iter(text):
        bits |= word_bits
    if len(_BITS) >= _BITS_KEPT:
        _BITS.clear()
    _BITS[text] = bits
    return bits


def _build() -> list[ahocorasick.Automaton]:
    automaton = ahocorasick.Automaton()
    bits: dict[str, int] = {}
    for i, words in enumerate(_WORD_LISTS):
        for word in words:
            bits[word] = bits.get(word, 0) | 1 << i
    for word, word_bits in bits.items():
        automaton.add_word(word, word_bits)
    automaton.make_automaton()
    _BITS.clear()
    _AUTOMATON[:] = [automaton]
    return _AUTOMATON


def trie(words: Iterable[str]) -> str:
    """The alternation of `words` as a trie, for use inside a larger pattern (see `literals`)."""
    root: dict[str, Any] = {}
    for word in words:
        node = root
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}
    return _trie_pattern(root)


def _trie_pattern(node: dict[str, Any]) -> str:
    """The alternation of a trie's words; a word that is a prefix of another is tried after
    it, as an optional tail (greedy, so the longest word wins)."""
    tails = [re.escape(char) + _trie_pattern(child) for char, child in sorted(node.items())
             if char]
    if not tails:
        return ""
    body = tails[0] if len(tails) == 1 else f"(?:{'|'.join(tails)})"
    return f"(?:{body})?" if "" in node else body


class Hinted:
    """A pattern behind a cheaper one: `search` runs `rx` only on a text where `hint` finds
    something. `hint` must find something in every text `rx` matches (a word every match of
    `rx` contains), so the matches are the same."""

    __slots__ = ("bit", "hint", "rx")

    def __init__(self, hint: Words, rx: re.Pattern[str] | Scripted) -> None:
        self.hint = hint
        self.bit = hint.bit
        self.rx = rx

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        bits = _BITS.get(text)
        return self.rx.search(text, pos, endpos) \
            if (_scan(text) if bits is None else bits) & self.bit else None

    def finditer(self, text: str, pos: int = 0,
                 endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        return self.rx.finditer(text, pos, endpos) if self.hint.found_in(text) else iter(())

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.rx.match(text, pos, endpos) if self.hint.found_in(text) else None

    def fullmatch(self, text: str, pos: int = 0,
                  endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.rx.fullmatch(text, pos, endpos) if self.hint.found_in(text) else None

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> str:
        return self.rx.sub(repl, text, count) if self.hint.found_in(text) else text


def hinted_rx(pattern: str, flags: int = 0) -> Hinted | re.Pattern[str] | Scripted:
    """`guarded_rx(pattern)` behind a scan for the literals its matches hold (see
    `required_literals`), or as it is when some alternative holds none. For a costly pattern
    that matches few texts: the scan for its literals is the one every word list shares
    (`Words`), so asking costs a look-up, and a text with none of them is not searched at
    all."""
    rx = guarded_rx(pattern, flags)
    return rx if flags & re.IGNORECASE else _hinted(rx, pattern)


def _hinted(rx: re.Pattern[str] | Scripted, pattern: str) -> Hinted | re.Pattern[str] | Scripted:
    words = required_literals(pattern.translate(_AM))
    return rx if words is None else Hinted(literals(words), rx)


def required_literals(pattern: str) -> list[str] | None:
    """Strings one of which is in every match of `pattern` (a case-sensitive pattern with no
    global flags): for each top-level alternative, the run of literal characters (or the
    alternation of such runs) it cannot match without, the longest shortest one chosen; None
    when an alternative has none."""
    if _GLOBAL_FLAGS.match(pattern) or "(?i" in pattern:
        return None
    found: set[str] = set()
    for branch in _top_level(pattern):
        try:
            options = _literal_options(list(_parser.parse(branch, 0).data))
        except (re.error, ValueError, TypeError, RecursionError):
            return None
        if not options:
            return None
        found |= max(options, key=lambda option: (min(map(len, option)), -len(option)))
    return sorted(found)


def _literal_options(items: list[Any]) -> list[set[str]]:
    """The sets of strings a parsed sequence cannot match without one of (each set one way)."""
    options: list[set[str]] = []
    run: list[str] = []
    for op, arg in items:
        if op is _c.LITERAL:
            run.append(chr(arg))
            continue
        if run:
            options.append({"".join(run)})
            run = []
        if op is _c.SUBPATTERN and not arg[1] & re.IGNORECASE:
            options.extend(_literal_options(list(arg[-1].data)))
        elif op is _c.BRANCH:
            branches = [_literal_options(list(b.data)) for b in arg[1]]
            if all(branches):
                options.append(set().union(*(max(b, key=lambda o: min(map(len, o)))
                                             for b in branches)))
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT) and arg[0] >= 1:
            options.extend(_literal_options(list(arg[2].data)))
    if run:
        options.append({"".join(run)})
    return options
