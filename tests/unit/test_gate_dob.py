"""A date of birth read off an identity document is PII; a birthday alone is a memory."""

import pytest

from agents.extract_facts.gate_dob import birth_date_on_document
from agents.extract_facts.gate_normalize import views
from agents.extract_facts.gates import inspect

pytestmark = pytest.mark.timeout(30)


@pytest.mark.parametrize("text", [
    "My passport says date of birth 07/12/1988, use it for the visa form.",
    "DOB on my driver's license: 1979-04-30.",
    "Im Reisepass steht als Geburtsdatum der 12.06.1985.",
    "Sur ma carte d'identité, je suis née le 3 mars 1991.",
    "Según mi DNI nací el 21/08/1993.",
    "护照上的出生日期是1987年11月2日。",
    "在留カードの生年月日は1990年4月1日です。",
    "주민등록증 생년월일은 1995년 7월 3일이에요.",
    "A data de nascimento no meu RG é 05/11/1990.",
])
def test_a_birth_date_on_a_document_is_pii(text: str) -> None:
    assert birth_date_on_document(views(text).flat)
    assert "pii:date_of_birth" in inspect(text, learned=False).reasons


@pytest.mark.parametrize("text", [
    "My birthday is March 3, remind me to book dinner.",
    "I was born in 1990 in Leeds.",
    "My passport expires on 14/02/2031, remind me in January.",
    "我生日是5月20号，想办个小聚会。",
    "The licence renewal deadline is 2027-01-15.",
    # the three parts in different sentences are not one document's field
    "I renewed my passport. My daughter was born on 02/05/2019!",
])
def test_a_birthday_or_a_documents_other_dates_are_not(text: str) -> None:
    assert not birth_date_on_document(views(text).flat)
