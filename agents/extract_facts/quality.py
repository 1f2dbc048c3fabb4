"""`make eval`: extraction precision/recall of the offline provider and the gates' FP/FN rates."""

from __future__ import annotations

from pathlib import Path

import orjson

from agents.extract_facts.evaluate import render, score
from agents.extract_facts.gate_eval import evaluate_gates
from agents.extract_facts.gates import inspect

DATA = Path(__file__).resolve().parents[2] / "tests" / "data"


def main() -> int:
    print(render(score(DATA / "gold_turns.jsonl")))
    cases = [orjson.loads(line) for line in
             (DATA / "gate_cases.jsonl").read_text("utf-8").splitlines() if line.strip()]
    gates = evaluate_gates(cases)
    harmful = sum(not c["allowed"] for c in cases)
    print(f"\ngates on {gates.total} labelled cases ({harmful} harmful, "
          f"{gates.total - harmful} benign): FP rate={gates.fp_rate:.3f} "
          f"({gates.false_positives}) FN rate={gates.fn_rate:.3f} ({gates.false_negatives}) "
          f"wrong reason={gates.wrong_reason}")
    for text in gates.misclassified:
        print(f"  misclassified: {text[:100]}")
    # every gold turn is benign conversation: a rejection there is a false positive in the wild
    gold = [orjson.loads(line) for line in
            (DATA / "gold_turns.jsonl").read_text("utf-8").splitlines() if line.strip()]
    flagged = [g["user_message"] for g in gold if not inspect(g["user_message"]).allowed]
    print(f"gates on {len(gold)} benign gold turns: FP rate={len(flagged) / len(gold):.3f} "
          f"({len(flagged)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
