"""Word lists and the patterns behind them (pure): one Aho-Corasick scan of a text tells
which of the gates' word lists it holds a word of, and a pattern runs only where the literals
its matches need are there (`Hinted`)."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable, Iterator
from re import _constants as _c  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]  # the stdlib's own pattern parser
from typing import Any, Protocol

from ahocorasick_rs import AhoCorasick, Implementation


def top_level(pattern: str) -> list[str]:
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
SARA_AM = str.maketrans({"\u0e33": "\u0e4d\u0e32", "\u0eb3": "\u0ecd\u0eb2"})


GLOBAL_FLAGS = re.compile(r"\(\?[aLmsux]+\)")


def literals(words: Iterable[str]) -> Words:
    """A pattern that finds any of `words` as a substring, the longest one where several start
    at the same place (see `Words`)."""
    return Words([word.translate(SARA_AM) for word in words])


class Words:
    """Any of a list of words, found as substrings. Every list is one bit of one Aho-Corasick
    automaton over the words of all of them (ahocorasick-rs, a DFA), and a text is scanned by
    it once for the bits of every list it holds a word of (kept for the last few hundred
    texts): the gates ask some forty lists of one text whether it holds any of their words,
    and most texts hold none, so each asking costs a dictionary look-up instead of a scan of
    its own (a regex trie cost about a microsecond a list on a chat message; the one scan of
    all 8,150 words costs 1.2 µs, pyahocorasick's 3 µs). `search` returns the match of
    the words' trie, leftmost and the longest there, run only on a text that holds one of
    them."""

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
        return self._trie().search(text)

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return self._trie().finditer(text) if self.found_in(text) else iter(())

    def _trie(self) -> re.Pattern[str]:
        if self.rx is None:
            self.rx = re.compile(trie(self.words))
        return self.rx


_WORD_LISTS: list[list[str]] = []  # every `Words`' list, by its bit
# the one automaton, once built, the bits of each of its words, and the bits of the lists taken
# as found in every text
_AUTOMATON: list[tuple[AhoCorasick, list[int], int]] = []
_BITS: dict[str, int] = {}  # the bits of the texts scanned last
_BITS_KEPT = 256


def found_bits(text: str) -> int:
    """The bits (`Words.bit`) of the word lists `text` holds a word of."""
    bits = _BITS.get(text)
    return _scan(text) if bits is None else bits


def inherit_bits(parent: str, parts: Iterable[str]) -> None:
    """Let each of `parts` that is a substring of `parent` (a sentence, a clause) take the
    parent's bits without a scan of its own: a word in a part is a word in the parent, so the
    bits hold the part's own, and a hint passed on a bit of the parent's alone only runs the
    pattern it guards (the same matches, at the cost of a search)."""
    bits = None
    for part in parts:
        if part not in _BITS and part in parent:
            if bits is None:
                bits = found_bits(parent)
            _BITS[part] = bits


def _scan(text: str) -> int:
    """The bits of the word lists `text` holds a word of, kept in `_BITS`."""
    automaton, word_bits, bits = (_AUTOMATON or _build())[0]
    for word, _, _ in automaton.find_matches_as_indexes(text, overlapping=True):
        bits |= word_bits[word]
    if len(_BITS) >= _BITS_KEPT:
        _BITS.clear()
    _BITS[text] = bits
    return bits


def _build() -> list[tuple[AhoCorasick, list[int], int]]:
    bits: dict[str, int] = {}
    # a list with a word of one ASCII character ("u", "/", a space) is taken as found in every
    # text: nearly every text holds one, and their matches, several a text, would each cost a
    # step of the scan's loop
    everywhere = 0
    for i, words in enumerate(_WORD_LISTS):
        if any(len(word) == 1 and word.isascii() for word in words):
            everywhere |= 1 << i
            continue
        for word in words:
            bits[word] = bits.get(word, 0) | 1 << i
    # (a DFA: the fastest scan, for a few megabytes)
    automaton = AhoCorasick(list(bits), implementation=Implementation.DFA)
    _BITS.clear()
    _AUTOMATON[:] = [(automaton, list(bits.values()), everywhere)]
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


class Searcher(Protocol):
    """What a compiled pattern offers that `Hinted` puts behind its literals (a
    `re.Pattern`, or a `gate_regex.Scripted`). (The defaults are real values, not "...":
    compiled with mypyc, a Protocol's methods are code too.)"""

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize, /) -> re.Match[str] | None:
        ...

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize, /) -> re.Match[str] | None:
        ...

    def fullmatch(self, text: str, pos: int = 0, endpos: int = sys.maxsize,
                  /) -> re.Match[str] | None:
        ...

    def finditer(self, text: str, pos: int = 0, endpos: int = sys.maxsize,
                 /) -> Iterator[re.Match[str]]:
        ...

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0,
            /) -> str:
        ...


class Hinted:
    """A pattern behind a cheaper one: `search` runs `rx` only on a text where `hint` finds
    something. `hint` must find something in every text `rx` matches (a word every match of
    `rx` contains), so the matches are the same."""

    __slots__ = ("bit", "hint", "rx")

    def __init__(self, hint: Words, rx: Searcher) -> None:
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


def required_literals(pattern: str) -> list[str] | None:
    """Strings one of which is in every match of `pattern` (a case-sensitive pattern with no
    global flags): for each top-level alternative, the run of literal characters (or the
    alternation of such runs) it cannot match without, the longest shortest one chosen; None
    when an alternative has none."""
    if GLOBAL_FLAGS.match(pattern) or "(?i" in pattern:
        return None
    found: set[str] = set()
    for branch in top_level(pattern):
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
