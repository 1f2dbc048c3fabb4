"""PII hidden among emoji, in look-alike letters, or sent encoded, and two more languages."""

import pytest

from agents.extract_facts.gate_normalize import decoded_payloads, pii_readings, views
from agents.extract_facts.gates import inspect


@pytest.mark.parametrize(("text", "reason"), [
    ("mi número es +34 6🌟1🌟2 3🌟4🌟5 6🌟7🌟8, escríbeme", "pii:phone"),
    ("write to me at јоhn.smіth@gmаіl.com", "pii:email"),  # Cyrillic ј о і а
    ("card, base64 so nobody reads it: NDUzOTE0ODgwMzQzNjQ2Nw==", "pii:bank_card"),
    ("รหัสผ่านเฟซบุ๊กของฉันคือ Ploy#2024x", "pii:password"),
    ("मम्मी का नंबर 09876543210 है", "pii:phone"),
])
def test_hidden_pii_is_read(text: str, reason: str) -> None:
    assert reason in inspect(text, learned=False).reasons


def test_ordinary_text_has_no_pii_reading() -> None:
    assert pii_readings(views("Had a great day 🎉 at the beach, 3 hours of sun ☀️").flat) == ()
    assert pii_readings(views("mail me at tom@example.com").flat) == ()


def test_an_encoded_number_is_decoded_but_an_encoded_hash_is_not() -> None:
    assert decoded_payloads("MjAyNDA2MTEwMDM4Mjcx") == ["202406110038271"]
    assert decoded_payloads("q83vEjRWeJA=") == []  # bytes that are no text
