"""Scoring of the offline extractor against the labelled gold set (precision, recall, F1).

Gold file: one JSON object per line with `turn_id`, `user_id`, `ts` (RFC 3339, with offset),
`locale`, `user_message`, `assistant_reply` and `expected`, a list of {key, value, source}.
Labelling convention: what a careful human would store, in the key vocabulary of `offline`; a
value is the shortest span of the user's words that carries the fact, with relative dates made
absolute as `compose.normalize_time` does; at most one fact per key per turn.

Matching: a predicted fact matches an expected one when the sources are equal, the keys are
equal after normalization (NFKC, case-folded, `_`/`-`/spaces alike) and the values are equal
after normalization (NFKC, case-folded, punctuation removed, spaces collapsed) or one contains
the other. Each fact matches at most once; exact matches are paired before containments.
Predicted values are passed through `normalize_time` with the turn's `ts` before matching.
"""

from __future__ import annotations

import json
import sys
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Literal

from agents.extract_facts.compose import normalize_time
from agents.extract_facts.facts import Fact, lang_of
from agents.extract_facts.offline import extract_turn_facts

GOLD_PATH = Path(__file__).resolve().parents[2] / "tests" / "data" / "gold_turns.jsonl"


@dataclass(frozen=True)
class GoldTurn:
    """One labelled turn of the gold set."""

    turn_id: str
    ts: datetime
    locale: str | None
    user_message: str
    assistant_reply: str | None
    expected: tuple[Fact, ...]


@dataclass(frozen=True)
class Counts:
    """True/false positives and false negatives. With nothing predicted precision is 1.0, with
    nothing expected recall is 1.0 (no claim is wrong, no fact is missing)."""

    tp: int = 0
    fp: int = 0
    fn: int = 0

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def __add__(self, other: Counts) -> Counts:
        return Counts(self.tp + other.tp, self.fp + other.fp, self.fn + other.fn)


@dataclass(frozen=True)
class Miss:
    """A fact that was expected but not predicted ("missed"), or the reverse ("spurious")."""

    turn_id: str
    kind: Literal["missed", "spurious"]
    fact: Fact


@dataclass(frozen=True)
class ExtractionReport:
    """The score of one run over a gold set: overall, per language ("zh"/"en"), and the errors."""

    turns: int
    counts: Counts
    per_language: dict[str, Counts] = field(default_factory=dict)
    misses: tuple[Miss, ...] = ()

    @property
    def tp(self) -> int:
        return self.counts.tp

    @property
    def fp(self) -> int:
        return self.counts.fp

    @property
    def fn(self) -> int:
        return self.counts.fn

    @property
    def precision(self) -> float:
        return self.counts.precision

    @property
    def recall(self) -> float:
        return self.counts.recall

    @property
    def f1(self) -> float:
        return self.counts.f1


def normalize_key(key: str) -> str:
    """NFKC, case-folded, with `_`, `-` and runs of spaces read as one space."""
    text = unicodedata.normalize("NFKC", key).casefold().replace("_", " ").replace("-", " ")
    return " ".join(text.split())


def normalize_value(value: str) -> str:
    """NFKC, case-folded, punctuation (Unicode category P*) removed, spaces collapsed."""
    text = unicodedata.normalize("NFKC", value).casefold()
    text = "".join(" " if unicodedata.category(c).startswith("P") else c for c in text)
    return " ".join(text.split())


def _same(a: Fact, b: Fact, exact: bool) -> bool:
    if a.source != b.source or normalize_key(a.key) != normalize_key(b.key):
        return False
    va, vb = normalize_value(a.value), normalize_value(b.value)
    if exact or not va or not vb:
        return va == vb
    return va in vb or vb in va


def match_facts(
    predicted: Sequence[Fact], expected: Sequence[Fact]
) -> tuple[list[tuple[Fact, Fact]], list[Fact], list[Fact]]:
    """(matched (predicted, expected) pairs, unmatched predicted, unmatched expected)."""
    free_p, free_e = list(predicted), list(expected)
    pairs: list[tuple[Fact, Fact]] = []
    for exact in (True, False):
        for e in list(free_e):
            hit = next((p for p in free_p if _same(p, e, exact)), None)
            if hit is not None:
                pairs.append((hit, e))
                free_p.remove(hit)
                free_e.remove(e)
    return pairs, free_p, free_e


def predict(turn: GoldTurn) -> list[Fact]:
    """What the offline provider extracts from a turn, values time-normalized at its `ts`."""
    lang = lang_of(turn.user_message, turn.locale)
    facts = extract_turn_facts(turn.user_message, turn.assistant_reply or None, lang)
    return [Fact(f.key, normalize_time(f.value, turn.ts, lang), f.source) for f in facts]


def parse_gold(lines: Iterable[str]) -> list[GoldTurn]:
    """Gold turns from JSON lines (blank lines skipped). Raises ValueError on a bad line."""
    turns = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            expected = tuple(Fact(e["key"], e["value"], e["source"]) for e in row["expected"])
            ts = datetime.fromisoformat(row["ts"])
            turns.append(GoldTurn(row["turn_id"], ts, row.get("locale"), row["user_message"],
                                  row.get("assistant_reply"), expected))
        except (KeyError, TypeError, json.JSONDecodeError) as exc:
            raise ValueError(f"gold line {number}: {exc!r}") from exc
    return turns


def score_turns(turns: Iterable[GoldTurn]) -> ExtractionReport:
    """Run the offline extractor over labelled turns and count matches (pure)."""
    total, per_language, misses, count = Counts(), dict[str, Counts](), list[Miss](), 0
    for turn in turns:
        count += 1
        pairs, spurious, missed = match_facts(predict(turn), turn.expected)
        counts = Counts(len(pairs), len(spurious), len(missed))
        lang = lang_of(turn.user_message, turn.locale)
        total = total + counts
        per_language[lang] = per_language.get(lang, Counts()) + counts
        misses += [Miss(turn.turn_id, "missed", f) for f in missed]
        misses += [Miss(turn.turn_id, "spurious", f) for f in spurious]
    return ExtractionReport(count, total, per_language, tuple(misses))


def score(gold_path: str | Path = GOLD_PATH) -> ExtractionReport:
    """Score the offline extractor on a gold file (the only I/O: reading that file)."""
    with Path(gold_path).open(encoding="utf-8") as lines:
        return score_turns(parse_gold(lines))


def render(report: ExtractionReport) -> str:
    """A short human-readable report."""
    def line(name: str, c: Counts) -> str:
        return (f"{name:<8} P={c.precision:.3f} R={c.recall:.3f} F1={c.f1:.3f} "
                f"(tp={c.tp} fp={c.fp} fn={c.fn})")

    out = [f"offline extractor on {report.turns} gold turns", line("overall", report.counts)]
    out += [line(lang, c) for lang, c in sorted(report.per_language.items())]
    for miss in report.misses:
        out.append(f"  {miss.kind:<8} {miss.turn_id}  {miss.fact.key}: {miss.fact.value}")
    return "\n".join(out)


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m agents.extract_facts.evaluate [gold.jsonl]`: print the report, exit 0."""
    args = list(sys.argv[1:] if argv is None else argv)
    print(render(score(args[0] if args else GOLD_PATH)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
