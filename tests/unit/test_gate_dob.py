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


# Since session 30: a full name and a full date of birth in one sentence, the user's or a
# close relative's, is the pair forms and banks use to tell who someone is (rounds 114 and 115
# labelled five such PII; a birthplace is no longer needed)
@pytest.mark.parametrize("text", [
    "I'm Daniel Okafor, born 14 March 1988 — use that when you draft the forms for me.",
    "Full name for the insurance form is Margaret Ellen Whitfield, born 14 February 1979.",
    "My son Ethan James Carter was born 03/11/2016 — use that for the school registration.",
    "我叫陈思远，1992 年 1 月 6 日出生，帮我写个简历开头的个人信息部分。",
    "我女兒林佳穎，民國 105 年 3 月 12 日生，幫我寫一下幼兒園的報名表。",
    "Ich heiße Jonas Becker, geboren am 12.03.1985 – trag das bitte ins Formular ein.",
    "Me llamo Lucía Fernández Ortega, nacida el 4 de mayo de 1987, rellena el formulario.",
])
def test_a_full_name_with_a_full_birth_date_is_pii(text: str) -> None:
    assert birth_date_on_document(views(text).flat)


@pytest.mark.parametrize("text", [
    "My daughter Olivia was born on 21 August 2019, she loves dinosaurs.",
    "My son was born 03/11/2016 and he starts school next year.",
    "Albert Einstein was born 14 March 1879 in Ulm.",
    "I'm Daniel, born in 1988, so I'm turning 38 this year.",
    "我儿子2018年5月20日出生，今天过生日，帮我想个蛋糕造型。",
    "My name is Sofia and my birthday is 2 July, remind me to plan a party.",
])
def test_a_first_name_a_public_figure_or_a_date_without_a_name_is_not(text: str) -> None:
    assert not birth_date_on_document(views(text).flat)


# … and the name given in more languages ("Nazywam się …", "Tôi tên là …", "A nevem …")
@pytest.mark.parametrize("text", [
    'Nazywam się Anna Kowalska, urodziłam się 12.03.1990, wpisz to do formularza.',
    'Ik heet Pieter de Vries, geboren op 4 mei 1985, vul dat in op het formulier.',
    'Adım Mehmet Yılmaz, doğum tarihim 15.07.1988, forma yaz.',
    'Nama saya Siti Rahmawati, lahir 21 April 1993, tolong isi formulir.',
    'Tôi tên là Nguyễn Văn An, sinh ngày 12/03/1990, điền giúp tôi.',
    'Jag heter Erik Lindqvist, född 1987-06-14, fyll i blanketten.',
    'Jmenuji se Petr Novák, narozen 3. 5. 1982, vyplň to.',
    'A nevem Kovács Anna, született 1991. 04. 12., töltsd ki.',
    'Mă numesc Andrei Popescu, născut pe 9 iunie 1986.',
])
def test_a_full_name_and_birth_date_in_more_languages_is_pii(text: str) -> None:
    assert birth_date_on_document(views(text).flat)


@pytest.mark.parametrize("text", [
    'Nazywam się Anna, urodziłam się w 1990 roku w Krakowie.',
    'Ik heet Pieter en mijn verjaardag is 4 mei.',
    "Adım Mehmet, 1988'de doğdum, 36 yaşındayım.",
    'Nama saya Siti, saya lahir tahun 1993.',
    'Tôi tên là An, sinh năm 1990.',
    'Jag heter Erik och fyller år 14 juni.',
])
def test_a_first_name_with_a_year_or_a_birthday_in_more_languages_is_not(text: str) -> None:
    assert not birth_date_on_document(views(text).flat)
