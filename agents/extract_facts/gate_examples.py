"""Gate examples (pure): the published example values (the IBAN registry's and the banks'
example IBANs, the networks' test cards, jwt.io's sample token) left out of what the learned
model reads. They are nobody's; the rules judge them with the words around them (`gate_ids`,
`gate_cards`, `gate_secrets`), and the model, which reads no such list, took them for the
real thing (rounds 104-106: "GB82 WEST 1234 5698 7654 32", 4242 4242 4242 4242 in Japanese,
jwt.io's token to decode)."""

from __future__ import annotations

import re

from agents.extract_facts.gate_cards import PUBLISHED_CARDS
from agents.extract_facts.gate_ids import example_iban_spans
from agents.extract_facts.gate_placeholders import JWT_IO_SAMPLE

_CARD_RUN = re.compile(r"(?<!\d)\d(?:[ \-]?\d){12,18}(?!\d)")
_NOT_DIGIT = re.compile(r"\D")
_JWT = re.compile(r"eyj[\w\-]*\.eyj[\w\-]*\.[\w\-]*")
_FOUR_DIGITS = re.compile(r"\d[ \-]?\d[ \-]?\d[ \-]?\d")  # what an IBAN and a card both hold


def without_examples(flat: str) -> str:
    """`flat` (the case-folded one-line view) without the published examples it holds."""
    if "eyj" not in flat and _FOUR_DIGITS.search(flat) is None:  # (most texts: no scan)
        return flat
    for start, end in reversed(example_iban_spans(flat)):
        flat = f"{flat[:start]} {flat[end:]}"
    if "eyj" in flat and JWT_IO_SAMPLE in flat:
        flat = _JWT.sub(lambda m: " " if JWT_IO_SAMPLE in m[0] else m[0], flat)
    return _CARD_RUN.sub(
        lambda m: " " if _NOT_DIGIT.sub("", m[0]) in PUBLISHED_CARDS else m[0], flat)
