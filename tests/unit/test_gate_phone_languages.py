"""A phone number in its local form, one sentence in many languages (pure): session 27 probed
"my number is …" in 50 languages and read the ones the rules missed (9; India's 98765 43210
is a known dummy, and the Danish eight digits and Icelandic seven are left). An order's number
is no phone's."""

import pytest

from agents.extract_facts.gates import inspect

pytestmark = pytest.mark.timeout(30)


@pytest.mark.parametrize("text", [
    "mans numurs ir 2612 3456",
    "minu number on 5123 4567",
    "мојот број е 070 123 456",
    "ჩემი ნომერია 555 12 34 56",
    "իմ համարը 091 123456 է",
])
def test_phone_rejected(text: str) -> None:
    assert inspect(text, learned=False).reasons


@pytest.mark.parametrize("text", [
    "order number 2612 3456, when will it ship?",
    "ჩემი შეკვეთის ნომერია 555123456",
    "Pasūtījuma numurs ir 26123456",
    "Номер на поръчката ми е 0888123456",
    "my phone bill was 2024 12 31",
])
def test_order_number_allowed(text: str) -> None:
    assert inspect(text, learned=False).allowed
