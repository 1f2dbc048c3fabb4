"""A learned second opinion: a linear model over character n-grams, trained on the labelled
gate data, that rejects a text the rules let through when it is confident (pure).

The rules name what they find and let look-alikes through by design; what they miss is the
next phrasing. On each of the ten blind rounds 27–36, a model trained only on the rounds
before it caught two thirds of what the rules of that day let through, at nine benign texts
in 1,541 (docs/QUALITY.md). It reads the `flat` view (NFKC, case-folded, traditional Chinese
as simplified) with every digit as 0, as 1- to 5-character n-grams hashed into 2^18 buckets,
and, where the text was obfuscated, the n-grams of its de-obfuscated readings as well (leet,
look-alike letters and spacing undone), and where it held an encoded payload that decodes to
text, the decoded text in place of the encoded run (gate_normalize.model_view): seven numpy
calls a text (docs/QUALITY.md has their cost among the rules' work).
`python -m agents.extract_facts.gate_train` (`make gate-model`) makes the weights from
`tests/data`.
"""

from __future__ import annotations

import logging
import math
import re
from collections.abc import Sequence
from functools import cache
from pathlib import Path

import numpy as np
import numpy.typing as npt

BITS = 18
LONGEST = 5
#: the probability of "must not be stored" at which the model rejects: rounds 27–36 put it at
#: 0.95 (nine benign texts in 1,541 rejected, two thirds of the rules' misses caught)
THRESHOLD = 0.95
#: texts shorter than this (in the flat view) are left to the rules: a few n-grams are little
#: evidence, and no labelled text under 16 characters was ever rejected by the model alone,
#: while most of a turn's gate calls are keys and values that short (3 of 4.8 per gold turn)
SHORTEST = 16
#: the reason a text gets when the model rejects it
LEARNED_REASON = "learned:unsafe"
WEIGHTS = Path(__file__).with_name("gate_learned.npz")

_LOGIT = math.log(THRESHOLD / (1 - THRESHOLD))
_DIGIT = re.compile("[1-9]")  # (str.translate with a table is slow on non-Latin-1 text)
# an n-gram's hash is the sum of its code points times these, one per position in the n-gram,
# mixed by a multiply whose top BITS bits are the bucket; the multiply is linear, so it is
# folded into the constants
_POSITION = np.array([0x9E3779B97F4A7C15, 0xC2B2AE3D27D4EB4F, 0x165667B19E3779F9,
                      0x27D4EB2F165667C5, 0x85EBCA77C2B2AE63], dtype=np.uint64) \
    * np.uint64(0xD6E8FEB86659FD93)
# the n-grams of every length at once: column k of this upper-triangular matrix sums the first
# k + 1 positions (one integer matmul, which wraps mod 2^64 as the sums always did)
_PREFIXES = np.triu(np.broadcast_to(_POSITION[:, None], (LONGEST, LONGEST))).copy()
_SHIFT = np.uint64(64 - BITS)
_WINDOWS = np.arange(4096)[:, None] + np.arange(LONGEST)  # the n-grams' starts and positions
_log = logging.getLogger(__name__)

Grams = npt.NDArray[np.intp]
Weights = npt.NDArray[np.float32]


def grams(flat: str) -> Grams:
    """The bucket of every 1- to 5-character n-gram starting in " flat " with digits read as
    0, one entry per occurrence; the text is padded with spaces, so the n-grams that run past
    its end mark the end."""
    text = " " + _DIGIT.sub("0", flat) + " " + " " * (LONGEST - 1)
    points = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
    starts = len(points) - LONGEST + 1
    windows = _WINDOWS[:starts] if starts <= len(_WINDOWS) else (
        np.arange(starts)[:, None] + np.arange(LONGEST))
    hashes = (points.take(windows) @ _PREFIXES) >> _SHIFT
    return hashes.ravel().view(np.intp)  # under 2^BITS: the same numbers


def features(flat: str, readings: Sequence[str] = ()) -> Grams:
    """The n-grams the model reads: those of `flat` and of each de-obfuscated reading."""
    if not readings:
        return grams(flat)
    return np.concatenate([grams(flat), *(grams(reading) for reading in readings)])


@cache
def _model() -> tuple[npt.NDArray[np.float64], float] | None:
    # (the saved float16 weights held as float64, exactly: the sum is the same, and a quarter
    # cheaper without a cast on every call)
    try:
        with np.load(WEIGHTS) as saved:
            return saved["weights"].astype(np.float64), float(saved["bias"])
    except (OSError, KeyError, ValueError) as exc:  # the rules still decide alone
        _log.warning("learned gate model unavailable (%s): the rules decide alone", exc)
        return None


def logit(flat: str, readings: Sequence[str] = ()) -> float:
    """The model's log-odds that the text must not be stored (0.0 without a model)."""
    model = _model()
    if model is None:
        return 0.0
    weights, bias = model
    # (the ufunc's reduce is the cheapest of numpy's sums on a short array)
    return float(np.add.reduce(weights.take(features(flat, readings)))) + bias


def unsafe(flat: str, readings: Sequence[str] = ()) -> bool:
    """Whether the model is confident (≥ THRESHOLD) that a text of SHORTEST characters or more
    must not be stored (`readings`: its de-obfuscated readings, if any)."""
    return len(flat) >= SHORTEST and logit(flat, readings) >= _LOGIT
