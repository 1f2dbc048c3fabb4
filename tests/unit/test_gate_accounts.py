"""Bank accounts with check digits, and identity numbers named a few words before them."""

import pytest

from agents.extract_facts.gates import assess, inspect

pytestmark = pytest.mark.timeout(30)


@pytest.mark.parametrize(("text", "code"), [
    ("Kontonummeret til mora mi er 1234.56.78903.", "pii:bank_account"),
    ("Číslo účtu je 19-2000145399/0800.", "pii:bank_account"),
    ("Mi CBU es 2850590940090418135201, transferime ahí.", "pii:bank_account"),
    # the name of the number several words before it
    ("Il codice fiscale di mio padre è RSSMRA85T10A562S.", "pii:national_id"),
    ("کد ملی پدرم ۰۴۹-۹۰۶۸۲۱-۱ است", "pii:national_id"),
])
def test_numbers_with_their_check_digits_are_pii(text: str, code: str) -> None:
    assert code in assess(text, learned=False).verdict.reasons  # every code, not the first


@pytest.mark.parametrize("text", [
    "Kontonummeret mitt er 1234.56.78900.",  # the check digit is wrong
    "Mi CBU cambió la semana pasada, te aviso cuando tenga el nuevo.",
    "Il codice fiscale di mio padre è scaduto? No, non scade mai.",
])
def test_near_misses_and_talk_pass(text: str) -> None:
    assert inspect(text, learned=False).allowed
