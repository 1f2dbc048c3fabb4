"""`make gate-model`: fit the learned gate (gate_learned.py) on the labelled gate data.

Logistic regression, full batch, AdaGrad, L2: deterministic, about fifteen seconds. The data
is the development set, every held-out round already measured (a round `make eval` still prints
as held out is left out, so its figure stays one the model never saw, and so is a round folded
into the rules only: `quality.untrained_files`), the shape probes (`probes_*.jsonl`, folded into
the rules as they were; session 32 found that trained on them too the model lost 7 fewer benign
texts of the held-out rounds for one harmful one, docs/QUALITY.md), and ordinary
conversation as benign text: the gold turns (messages, replies and their facts) and the demo's
sample conversations. Without the ordinary text the model learns that look-alikes are the only
benign text there is, and rejected one in a hundred gold texts (docs/QUALITY.md).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import orjson

from agents.extract_facts.gate_learned import BITS, WEIGHTS, Grams, Weights, features
from agents.extract_facts.gate_normalize import (
    decoded_payloads,
    deobfuscated,
    model_view,
    views,
)

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
SAMPLES = ROOT / "streams" / "samples" / "conversations.jsonl"
EPOCHS = 300
RATE = 0.5
L2 = 1e-4


def _lines(path: Path) -> list[dict[str, Any]]:
    return [orjson.loads(line) for line in path.read_bytes().splitlines() if line.strip()]


def labelled(held_out: Sequence[str]) -> list[tuple[str, bool]]:
    """(text, must be blocked) of the development set and the probes, each round not in
    `held_out`, and the ordinary conversation of the gold turns and the sample conversations
    (all benign)."""
    paths = [*sorted(DATA.glob("gate_*.jsonl")), *sorted(DATA.glob("probes_*.jsonl"))]
    rows = [row for path in paths if path.name not in held_out for row in _lines(path)]
    ordinary = [text for turn in _lines(DATA / "gold_turns.jsonl")
                for text in (turn["user_message"], turn["assistant_reply"],
                             *(f"{fact['key']}: {fact['value']}" for fact in turn["expected"]))]
    ordinary += [text for turn in _lines(SAMPLES)
                 for text in (turn["user_message"], turn["assistant_reply"])]
    return [(row["text"], not row["allowed"]) for row in rows] + [(t, False) for t in ordinary]


def fit(features: Sequence[Grams], blocked: Sequence[bool]) -> tuple[Weights, float]:
    """Weights and bias of a logistic regression on n-gram counts."""
    index = np.concatenate(features)
    sizes = np.array([len(f) for f in features])
    starts = np.r_[0, np.cumsum(sizes)[:-1]]
    row = np.repeat(np.arange(len(features)), sizes)
    target = np.asarray(blocked, dtype=np.float64)
    weights = np.zeros(1 << BITS)
    squares = np.full(1 << BITS, 1e-8)
    bias, bias_square = 0.0, 1e-8
    for _ in range(EPOCHS):
        odds = np.add.reduceat(weights[index], starts) + bias
        # (clipped: a text the model is sure of would overflow exp, to the same 0 or 1)
        error = (1 / (1 + np.exp(-np.clip(odds, -500, 500))) - target) / len(features)
        gradient = np.bincount(index, weights=error[row], minlength=1 << BITS) + L2 * weights
        squares += gradient * gradient
        weights -= RATE * gradient / np.sqrt(squares)
        bias_gradient = float(error.sum())
        bias_square += bias_gradient * bias_gradient
        bias -= RATE * bias_gradient / np.sqrt(bias_square)
    return weights.astype(np.float32), bias


def model_features(texts: Sequence[str]) -> list[Grams]:
    """The n-grams the model reads of each text, as `gates` hands them to it."""
    read = [views(text) for text in texts]
    return [features(*model_view(v, deobfuscated(v.cased.casefold()), decoded_payloads(v.cased)))
            for v in read]


def train(held_out: Sequence[str]) -> tuple[Weights, float]:
    """The model `make gate-model` writes, from the data in tests/data."""
    data = labelled(held_out)
    return fit(model_features([text for text, _ in data]), [b for _, b in data])


def main() -> None:
    from agents.extract_facts.quality import untrained_files

    weights, bias = train(untrained_files())
    np.savez_compressed(WEIGHTS, weights=weights.astype(np.float16), bias=np.float64(bias))
    print(f"wrote {WEIGHTS} ({WEIGHTS.stat().st_size} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()
