"""Similarity bands per embedding model, measured on labelled pairs of composed memory sentences.

A cosine means nothing on its own: multilingual-e5-small scores a move from Hangzhou to Shenzhen
(0.972) above a paraphrase of a reply style (0.886). So governance decides on the fact's
structure first (see `canonical`) and uses a cosine only where the keys give no answer, with
thresholds measured for the model in use: `calibrate` embeds the shipped pair set
(`calibration_pairs.jsonl`) and `suggest_bands` turns the scores into `Bands`.

Everything here is pure except `load_pairs` (reads package data) and `calibrate` (awaits the
embedder it is given).
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

#: never suggest a duplicate threshold above this: at 1.0 only byte-identical texts would merge
DUPLICATE_CAP = 0.999
#: the duplicate threshold sits this far above the highest-scoring different-fact pair
MARGIN = 0.005
#: the lower edge of the ambiguous band is this percentile of same-fact and near-miss scores
LOW_PERCENTILE = 0.05
PAIRS_RESOURCE = "calibration_pairs.jsonl"
_KINDS = frozenset({"paraphrase", "near_miss", "unrelated"})


@dataclass(frozen=True)
class Bands:
    """Cosine thresholds of one embedding model.

    `duplicate`: at or above it, two facts whose keys give no structural answer are the same
    fact. `[conflict_low, duplicate)`: ambiguous; the judge may be asked (identity, preference
    and fact categories only). Below `conflict_low`: different facts. Raises ValueError unless
    -1 <= conflict_low <= duplicate <= 1.
    """

    duplicate: float
    conflict_low: float

    def __post_init__(self) -> None:
        if not -1.0 <= self.conflict_low <= self.duplicate <= 1.0:
            raise ValueError(f"bands need -1 <= conflict_low <= duplicate <= 1, got {self}")


@dataclass(frozen=True)
class LabelledPair:
    """Two composed memory sentences and whether they state the same fact.

    `kind` is "paraphrase" (same fact, other key or wording), "near_miss" (a different fact that
    reads almost the same: another city, the opposite preference) or "unrelated".
    """

    a: str
    b: str
    same: bool
    kind: str


@dataclass(frozen=True)
class ScoredPair:
    """A labelled pair with its cosine, as listed among the worst pairs of a report."""

    score: float
    same: bool
    kind: str
    a: str = ""
    b: str = ""


@dataclass(frozen=True)
class CalibrationReport:
    """What the suggested bands rest on.

    `same_recall`: the share of same-fact pairs scoring at or above `bands.duplicate` (what the
    cosine alone would merge). `separable`: no different-fact pair reaches `bands.duplicate`
    (False when even the cap could not separate them). `unrelated_in_band`: unrelated pairs
    scoring at or above `bands.conflict_low` (they would reach the judge). `worst_different`:
    the highest-scoring different-fact pairs; `worst_same`: the lowest-scoring same-fact pairs.
    """

    bands: Bands
    total: int
    same_count: int
    different_count: int
    by_kind: dict[str, int]
    same_recall: float
    max_different: float
    min_same: float
    separable: bool
    unrelated_in_band: int
    worst_different: tuple[ScoredPair, ...] = field(default_factory=tuple)
    worst_same: tuple[ScoredPair, ...] = field(default_factory=tuple)


def load_pairs() -> list[LabelledPair]:
    """The shipped labelled pairs. Raises ValueError on a malformed line (a packaging bug)."""
    text = resources.files(__package__ or "agents.commit_memories").joinpath(
        PAIRS_RESOURCE).read_text(encoding="utf-8")
    return parse_pairs(text.splitlines())


def parse_pairs(lines: Sequence[str]) -> list[LabelledPair]:
    """Labelled pairs from JSON lines (blank lines skipped). Raises ValueError on a bad line."""
    pairs = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            pair = LabelledPair(str(row["a"]), str(row["b"]), row["same"], str(row["kind"]))
        except (KeyError, TypeError, json.JSONDecodeError) as exc:
            raise ValueError(f"pair line {number}: {exc!r}") from exc
        if not isinstance(pair.same, bool) or pair.kind not in _KINDS:
            raise ValueError(f"pair line {number}: bad same/kind {pair.same!r}/{pair.kind!r}")
        if pair.same != (pair.kind == "paraphrase"):
            raise ValueError(f"pair line {number}: only paraphrases are the same fact")
        pairs.append(pair)
    return pairs


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    """The cosine of two vectors; 0.0 when either is all zeros. Raises ValueError on unequal
    lengths."""
    if len(a) != len(b):
        raise ValueError(f"vectors of different lengths: {len(a)} and {len(b)}")
    dot = math.fsum(x * y for x, y in zip(a, b, strict=True))
    norm = math.sqrt(math.fsum(x * x for x in a)) * math.sqrt(math.fsum(y * y for y in b))
    return dot / norm if norm else 0.0


def _percentile(values: Sequence[float], share: float) -> float:
    """The lower nearest-rank percentile of a non-empty sequence."""
    ordered = sorted(values)
    return ordered[math.floor(share * (len(ordered) - 1))]


def suggest_bands(
    scored: Sequence[tuple[float, bool]],
    pairs: Sequence[LabelledPair] | None = None,
    worst: int = 5,
) -> tuple[Bands, CalibrationReport]:
    """Bands for one model from (cosine, same-fact) scores (pure).

    `duplicate` is the lowest threshold no different-fact pair reaches: the highest
    different-fact score plus `MARGIN`, rounded up to 3 decimals, capped at `DUPLICATE_CAP`.
    `conflict_low` is the `LOW_PERCENTILE` percentile of the same-fact scores (and of the
    near-miss scores when `pairs` gives the kinds), rounded down to 3 decimals, never above
    `duplicate`. `pairs`, when given, must align with `scored`; it only names the worst pairs
    and counts kinds. Raises ValueError without at least one same and one different pair.
    """
    if pairs is not None and len(pairs) != len(scored):
        raise ValueError(f"{len(pairs)} pairs for {len(scored)} scores")
    rows = [
        ScoredPair(score, same, pairs[i].kind, pairs[i].a, pairs[i].b) if pairs is not None
        else ScoredPair(score, same, "paraphrase" if same else "different")
        for i, (score, same) in enumerate(scored)
    ]
    same = [r.score for r in rows if r.same]
    different = [r.score for r in rows if not r.same]
    if not same or not different:
        raise ValueError("calibration needs at least one same-fact and one different-fact pair")
    max_different = max(different)
    duplicate = min(DUPLICATE_CAP, math.ceil(round((max_different + MARGIN) * 1000, 6)) / 1000)
    near = [r.score for r in rows if r.kind == "near_miss"]
    low = min(_percentile(same, LOW_PERCENTILE), _percentile(near, LOW_PERCENTILE) if near
              else 1.0)
    bands = Bands(duplicate=duplicate,
                  conflict_low=min(math.floor(round(low * 1000, 6)) / 1000, duplicate))
    by_kind: dict[str, int] = {}
    for r in rows:
        by_kind[r.kind] = by_kind.get(r.kind, 0) + 1
    report = CalibrationReport(
        bands=bands, total=len(rows), same_count=len(same), different_count=len(different),
        by_kind=by_kind,
        same_recall=sum(s >= duplicate for s in same) / len(same),
        max_different=max_different, min_same=min(same),
        separable=max_different < duplicate,
        unrelated_in_band=sum(r.kind == "unrelated" and r.score >= bands.conflict_low
                              for r in rows),
        worst_different=tuple(sorted((r for r in rows if not r.same),
                                     key=lambda r: -r.score)[:worst]),
        worst_same=tuple(sorted((r for r in rows if r.same), key=lambda r: r.score)[:worst]),
    )
    return bands, report


def render(report: CalibrationReport) -> str:
    """The report as lines to print."""
    b = report.bands
    kinds = ", ".join(f"{k}={n}" for k, n in sorted(report.by_kind.items()))
    out = [
        f"pairs: {report.total} ({report.same_count} same-fact, {report.different_count} "
        f"different; {kinds})",
        f"suggested bands: duplicate={b.duplicate:.3f} conflict_low={b.conflict_low:.3f}",
        f"same-fact recall at duplicate: {report.same_recall:.3f}",
        f"max different-fact score: {report.max_different:.3f}"
        + ("" if report.separable else " (not separable below the cap: keys must decide)"),
        f"min same-fact score: {report.min_same:.3f}",
        f"unrelated pairs at or above conflict_low: {report.unrelated_in_band}",
        "highest-scoring different-fact pairs:",
    ]
    out += [f"  {p.score:.3f} {p.kind:<9} {p.a} | {p.b}" for p in report.worst_different]
    out.append("lowest-scoring same-fact pairs:")
    out += [f"  {p.score:.3f} {p.kind:<9} {p.a} | {p.b}" for p in report.worst_same]
    return "\n".join(out)


async def calibrate(embedder: Any) -> tuple[Bands, CalibrationReport]:
    """Embed the shipped pairs with `await embedder.embed(texts)` (passage side, one call) and
    suggest bands. Raises what the embedder raises."""
    pairs = load_pairs()
    texts = list(dict.fromkeys(t for p in pairs for t in (p.a, p.b)))
    vectors = dict(zip(texts, await embedder.embed(texts), strict=True))
    scored = [(cosine(vectors[p.a], vectors[p.b]), p.same) for p in pairs]
    return suggest_bands(scored, pairs)
