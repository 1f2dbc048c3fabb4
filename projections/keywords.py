"""Keyword terms for PostgreSQL full-text search (`simple` configuration), Chinese and English.

PostgreSQL's `simple` configuration lower-cases whitespace-separated words and nothing more: it
cannot segment Chinese and does not stem. So memstream analyses text itself, here, and hands
PostgreSQL ready-made terms: the index side stores `index_text(content)` and indexes
`to_tsvector('simple', index_text)`; the query side matches `to_tsquery('simple', tsquery(q))`.
Both sides go through the same `terms`, so whatever it does (bigrams, stems) is symmetric.

Every term consists only of Unicode letters, marks and digits: no spaces, quotes, colons, `&`,
`|`, `!`, `(`, `)`, `*`, `<`, `>` or backslashes, so it is a safe tsvector word and tsquery
operand as it stands. PostgreSQL's parser may still split a term it classifies differently (say
a word mixing scripts); it splits the query term the same way, so matching is unaffected.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import pairwise

#: English words that carry no topic in a memory or a question (kept short on purpose: a
#: keyword search over a few hundred memories per user wants recall, not precision). "user"
#: is the prefix of every composed English user memory (`User {key}: {value}`).
STOPWORDS = frozenset([
    "a", "an", "the", "and", "or", "but", "of", "to", "in", "on", "at", "by", "for", "from",
    "with", "about", "into", "as", "if", "so", "than", "then", "is", "am", "are", "was",
    "were", "be", "been", "being", "do", "does", "did", "doing", "have", "has", "had",
    "having", "i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "you", "your",
    "yours", "he", "him", "his", "she", "her", "it", "its", "they", "them", "their", "this",
    "that", "these", "those", "there", "here", "what", "which", "who", "whom", "whose", "when",
    "where", "why", "how", "can", "could", "should", "would", "will", "shall", "may", "might",
    "must", "any", "some", "all", "no", "not", "just", "also", "very", "too", "user",
])

#: Chinese function characters: they carry no topic, so they split a CJK run instead of
#: joining bigrams (the same set `agents.extract_facts.compose.anchored` ignores).
ZH_FUNCTION = frozenset("的了是我你他她它们在有和吗呢吧啊这那个什么怎么如何请")

#: Chinese words removed like function characters: "用户" opens every composed Chinese user
#: memory (`用户{key}: …`), so it would match everything, and "用户过敏" would add the junk
#: bigram "户过".
ZH_STOPWORDS = ("用户",)


def _is_han(char: str) -> bool:
    """A Han (CJK ideograph) character: the script that is bigrammed instead of split on spaces."""
    code = ord(char)
    return (0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or 0xF900 <= code <= 0xFAFF
            or 0x20000 <= code <= 0x2FA1F)


def _is_word_char(char: str) -> bool:
    """A letter, mark or digit of any script (so "café", "हिन्दी", "x509" stay one word)."""
    return unicodedata.category(char)[0] in "LMN"


def _runs(text: str) -> Iterator[tuple[bool, str]]:
    """Maximal runs of word characters, each flagged Han or not; everything else separates."""
    run: list[str] = []
    han = False
    for char in text:
        if not _is_word_char(char):
            if run:
                yield han, "".join(run)
                run = []
            continue
        char_han = _is_han(char)
        if run and char_han != han:
            yield han, "".join(run)
            run = []
        han = char_han
        run.append(char)
    if run:
        yield han, "".join(run)


def _stem(word: str, *, plural: bool, ing_ed: bool) -> str:
    """A light, symmetric suffix stripper (applied to index and query words alike).

    plural: -ies -> -y (allergies -> allergy), -sses -> -ss, -(x|sh|ch)es -> stem (boxes, matches),
    else a final -s unless the word ends in -ss, -us or -is (bus, analysis stay) and is longer
    than 3 letters (gas, his stay). ing_ed: -ing / -ed dropped when at least 4 letters with a
    vowel remain, a doubled final consonant undoubled (running -> runn -> run, failed -> fail);
    it cannot restore a silent e (updated -> updat, not update), so it is a switch to measure
    (see `projections.recall_eval`), not a given.
    """
    if plural and len(word) > 3 and word.isalpha():
        if word.endswith("ies") and len(word) > 4:
            word = word[:-3] + "y"
        elif word.endswith("sses") or word.endswith(("xes", "shes", "ches")):
            word = word[:-2]
        elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
            word = word[:-1]
    if ing_ed and word.isalpha():
        for suffix in ("ing", "ed"):
            stem = word[: -len(suffix)]
            if word.endswith(suffix) and len(stem) >= 4 and any(v in stem for v in "aeiouy"):
                if stem[-1] == stem[-2] and stem[-1] not in "aeiouylsz":
                    stem = stem[:-1]
                word = stem
                break
    return word


@dataclass(frozen=True)
class Analyzer:
    """One analysis configuration; `DEFAULT` is the one memstream indexes with.

    The switches exist so `projections.recall_eval` can measure each choice on the labelled set.
    Changing the default changes every stored `index_text`: the keyword index must be rebuilt.
    """

    stopwords: bool = True
    plural: bool = True
    ing_ed: bool = False

    def terms(self, text: str) -> list[str]:
        """See the module function `terms`."""
        out: list[str] = []
        for han, run in _runs(unicodedata.normalize("NFKC", text).casefold()):
            if han:
                out.extend(self._han_terms(run))
            else:
                out.extend(self._word_terms(run))
        return out

    def _word_terms(self, run: str) -> list[str]:
        if run.isdecimal():
            return [run]  # numbers are kept whatever their length: "5", "2026", "88213"
        if len(run) < 2 or (self.stopwords and run in STOPWORDS):
            return []
        return [_stem(run, plural=self.plural, ing_ed=self.ing_ed)]

    def _han_terms(self, run: str) -> list[str]:
        if self.stopwords:
            for word in ZH_STOPWORDS:
                run = run.replace(word, " ")
        out: list[str] = []
        for piece in "".join(c if c not in ZH_FUNCTION else " " for c in run).split():
            if len(piece) == 1:
                out.append(piece)
            else:
                out.extend(a + b for a, b in pairwise(piece))
        return out


DEFAULT = Analyzer()


def terms(text: str) -> list[str]:
    """The index/query terms of a text, in text order, repeats kept (ts_rank counts them).

    NFKC then casefold; the text is cut into runs of letters/marks/digits (anything else
    separates, and so do `_` and a change between Han and other scripts: "2026年" -> "2026",
    "年"). Han runs are split at the function characters `ZH_FUNCTION` and at `ZH_STOPWORDS`,
    each piece giving its overlapping bigrams (a one-character piece is kept as itself). Other
    runs are words: all-digit runs are kept at any length, other words need two characters, are
    dropped when in `STOPWORDS` and are stemmed lightly (plurals only, see `_stem`). Total: any
    string, including an empty one, gives a (possibly empty) list.
    """
    return DEFAULT.terms(text)


def index_text(text: str) -> str:
    """The space-joined terms to store beside a memory and index with `to_tsvector('simple', …)`."""
    return " ".join(terms(text))


def tsquery(text: str) -> str | None:
    """The distinct terms OR-ed (`a | b | c`, first-seen order) for `to_tsquery('simple', …)`,
    or None when the text has no term (the caller skips the keyword source: an empty tsquery
    is a PostgreSQL notice and matches nothing)."""
    distinct = list(dict.fromkeys(terms(text)))
    return " | ".join(distinct) if distinct else None
