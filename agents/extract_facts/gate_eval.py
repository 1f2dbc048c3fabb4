"""Gate evaluation: false-positive / false-negative rates of the detector on labelled cases."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from agents.extract_facts.gates import assess, inspect


@dataclass(frozen=True)
class GateReport:
    """How `inspect` fared on a labelled set.

    A false positive rejects a case labelled allowed, a false negative allows a case labelled
    rejected; `wrong_reason` counts cases rejected as labelled but with a different reason set
    (those texts are in `wrong_reason_texts`). Rates are over the benign (FP) and harmful (FN)
    counts, 0.0 when that count is zero. `misclassified` lists the FP and FN texts in input order.
    """

    total: int
    false_positives: int
    false_negatives: int
    fp_rate: float
    fn_rate: float
    wrong_reason: int
    misclassified: tuple[str, ...]
    wrong_reason_texts: tuple[str, ...]


def evaluate_gates(cases: Iterable[Mapping[str, Any]]) -> GateReport:
    """Run the detector over cases shaped like tests/data/gate_cases.jsonl rows: "text",
    "allowed" and, for rejected cases, optionally "reasons" (compared as a set when present,
    with every reason `assess` finds; `inspect` gives the same verdicts)."""
    total = benign = harmful = fp = fn = 0
    misclassified: list[str] = []
    wrong: list[str] = []
    for case in cases:
        text, expected_allowed = str(case["text"]), bool(case["allowed"])
        verdict = assess(text).verdict
        total += 1
        if expected_allowed:
            benign += 1
            if not verdict.allowed:
                fp += 1
                misclassified.append(text)
            continue
        harmful += 1
        if verdict.allowed:
            fn += 1
            misclassified.append(text)
        elif "reasons" in case and set(case["reasons"]) != set(verdict.reasons):
            wrong.append(text)
    return GateReport(
        total=total, false_positives=fp, false_negatives=fn,
        fp_rate=fp / benign if benign else 0.0, fn_rate=fn / harmful if harmful else 0.0,
        wrong_reason=len(wrong), misclassified=tuple(misclassified),
        wrong_reason_texts=tuple(wrong),
    )


def by_category(cases: Iterable[Mapping[str, Any]], learned: bool = True
                ) -> dict[str, tuple[int, int]]:
    """(judged as labelled, total) per "category" of cases shaped like
    tests/data/gate_heldout.jsonl rows ("pii:…", "secret:…", "injection:…", "benign:…"), by
    the rules and the learned model (`learned=False`: the rules alone)."""
    counts: dict[str, tuple[int, int]] = {}
    for case in cases:
        right, total = counts.get(str(case["category"]), (0, 0))
        ok = inspect(str(case["text"]), learned).allowed is bool(case["allowed"])
        counts[str(case["category"])] = (right + ok, total + 1)
    return dict(sorted(counts.items()))
