"""An e-mail address spelled out with the names of "@" and ".", one sentence in many
languages (pure): session 28 wrote "my e-mail is john dot smith at gmail dot com" in 28
languages; the rules alone missed 10 (Ukrainian "равлик … крапка/точка", Turkish "et … nokta",
Japanese "アットマーク … ドット", Vietnamese "a còng … chấm", Swedish and Danish "snabel-a",
Finnish "ät … piste", Czech "zavináč … tečka", Romanian "arond … punct", Greek "papaki …
teleia"). French "et … point" is no address."""

import pytest

from agents.extract_facts.gates import inspect

pytestmark = pytest.mark.timeout(30)


@pytest.mark.parametrize("text", [
    'my email is john dot smith at gmail dot com',
    'write to me at maria [at] outlook [dot] es',
    'mi correo es maria punto lopez arroba gmail punto com',
    "mon mail c'est pierre point dupont arobase orange point fr",
    'meine Mail ist anna punkt schmidt at gmx punkt de',
    'la mia email è luca punto rossi chiocciola libero punto it',
    'meu email é joao ponto silva arroba gmail ponto com',
    'mijn mail is jan punt de vries apenstaartje ziggo punt nl',
    'моя почта ivan собака yandex точка ru',
    'мій імейл olena равлик ukr точка net',
    'mój mail to kasia kropka nowak małpa wp kropka pl',
    'mailim ahmet nokta yilmaz et gmail nokta com',
    '我的邮箱是 zhangwei at 163 dot com',
    'メールは tanaka アットマーク gmail ドット com です',
    '내 이메일은 minsu 골뱅이 naver 닷 com 이야',
    'بريدي ahmed at gmail dot com',
    'ایمیلم ali at yahoo dot com هست',
    'המייל שלי הוא dana at walla dot co dot il',
    'मेरा ईमेल rahul at gmail dot com है',
    'email của tôi là nguyen chấm van a còng gmail chấm com',
    'email saya budi titik santoso at gmail titik com',
    'min mejl är erik punkt svensson snabel-a gmail punkt com',
    'min mail er lars punktum hansen snabel-a gmail punktum dk',
    'sähköpostini on matti piste virtanen ät gmail piste com',
    'můj e-mail je petr tečka novak zavináč seznam tečka cz',
    'az emailem kovacs pont anna kukac gmail pont com',
    'emailul meu este ion punct popescu arond yahoo punct com',
    'το email μου είναι giorgos teleia papadopoulos papaki gmail teleia com',
])
def test_spelled_email_rejected(text: str) -> None:
    assert "pii:email" in inspect(text, learned=False).reasons


@pytest.mark.parametrize("text", [
    "toi et moi point final",
    "Pierre et Marie point de vue",
    "Aynı et lokantası nokta atışı",
])
def test_words_for_at_and_dot_in_chat_allowed(text: str) -> None:
    assert inspect(text, learned=False).allowed
