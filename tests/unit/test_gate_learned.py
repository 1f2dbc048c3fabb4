"""The learned gate: its n-grams, the committed weights, and where it sits behind the rules."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from agents.extract_facts import gate_learned
from agents.extract_facts.gate_learned import LEARNED_REASON, grams, logit, unsafe
from agents.extract_facts.gate_normalize import views
from agents.extract_facts.gates import assess, inspect

DATA = Path(__file__).resolve().parents[1] / "data"


def test_grams_are_every_one_to_five_character_ngram_with_digits_as_one_class() -> None:
    flat = "pin 4719"
    assert len(grams(flat)) == 5 * (len(flat) + 2)  # five n-grams start at each character
    assert len(grams("x" * 5000)) == 5 * 5002  # past the precomputed windows
    assert sorted(grams("pin 4719")) == sorted(grams("pin 0000"))
    assert sorted(grams("pin 4719")) != sorted(grams("pun 4719"))
    assert grams("").size == 10
    assert grams("\ud800 lone surrogate").size > 0  # any string in, never raises
    assert (grams("記住 каждый раз") < 1 << gate_learned.BITS).all()


@pytest.mark.timeout(300)
def test_the_committed_weights_are_what_make_gate_model_gives() -> None:
    """Retrained from tests/data, every weight is the committed one to within a few float16
    steps. (numpy's releases differ in the last bits of the sums the fit makes: numpy 2.4
    moved 166 of 262,144 weights by up to 0.003 from what an earlier numpy wrote; a model
    fit on other data moves thousands by more than 0.01.)"""
    from agents.extract_facts.gate_train import train
    from agents.extract_facts.quality import untrained_files

    weights, bias = train(untrained_files())
    with np.load(gate_learned.WEIGHTS) as saved:
        committed, committed_bias = saved["weights"].astype(np.float32), float(saved["bias"])
    assert np.abs(committed - weights.astype(np.float16).astype(np.float32)).max() < 0.01
    assert abs(committed_bias - bias) < 1e-3


@pytest.mark.parametrize("text", [
    "Mój PESEL to 92081570298",                 # an ID word, a mistyped check digit
    "TC kimlik numaram 28821067263",
    "meu CPF é 599.965.548-06",
])
def test_the_model_rejects_what_the_rules_let_through(text: str) -> None:
    assert inspect(text, learned=False).allowed
    assert inspect(text).reasons == (LEARNED_REASON,)
    assert assess(text).verdict.reasons == (LEARNED_REASON,)
    assert unsafe(views(text).flat)


def test_the_model_only_speaks_when_the_rules_are_silent() -> None:
    text = "Mój PESEL to 92081570299"  # the check digit is right: the rules name the reason
    assert unsafe(views(text).flat)
    assert inspect(text).reasons == ("pii:national_id",)


def test_without_its_weights_the_rules_decide_alone(monkeypatch: pytest.MonkeyPatch,
                                                    tmp_path: Path) -> None:
    text = "Mój PESEL to 92081570298"
    monkeypatch.setattr(gate_learned, "WEIGHTS", tmp_path / "missing.npz")
    gate_learned._model.cache_clear()
    try:
        assert logit(views(text).flat) == 0.0
        assert inspect(text).allowed
    finally:
        monkeypatch.undo()
        gate_learned._model.cache_clear()
    assert not inspect(text).allowed


@pytest.mark.timeout(120)
def test_ordinary_chat_stays_allowed() -> None:
    """A floor on text written blind and never trained on: under 1 % of ordinary chat rejected
    (0.3 % when it was first measured, docs/QUALITY.md)."""
    chat = [json.loads(line)["text"] for line in
            (DATA / "chat_benign.jsonl").read_text("utf-8").splitlines() if line.strip()]
    rejected = [text for text in chat if not inspect(text).allowed]
    assert len(chat) > 900 and len(rejected) <= len(chat) // 100, rejected


def test_short_texts_are_left_to_the_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(gate_learned, "_LOGIT", -1e9)  # the model would reject anything
    assert not unsafe("x" * (gate_learned.SHORTEST - 1))
    assert unsafe("x" * gate_learned.SHORTEST)
