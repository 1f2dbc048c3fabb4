"""A one-time code from a text message, one sentence in many languages (pure): session 27
probed "the verification code I got by SMS is 482913" in fifty languages and read the ones the
rules missed. A code that did not come, or came without its digits, is no secret."""

import pytest

from agents.extract_facts.gates import inspect

pytestmark = pytest.mark.timeout(30)


@pytest.mark.parametrize("text", [
    "Bekræftelseskoden fra sms'en er 482913",
    "Bekreftelseskoden fra SMS-en er 482913",
    "Ověřovací kód z SMS je 482913",
    "Az SMS-ben kapott ellenőrző kód 482913",
    "एसएमएस से आया वेरिफिकेशन कोड 482913 है",
    "এসএমএস-এ আসা ভেরিফিকেশন কোড 482913",
    "எஸ்எம்எஸ்ஸில் வந்த சரிபார்ப்பு குறியீடு 482913",
    "Mã xác minh trong tin nhắn là 482913",
    "Kod pengesahan dari SMS ialah 482913",
    "Kodi verifikimi nga SMS është 482913",
    "Kod za potvrdu iz SMS-a je 482913",
    "Patvirtinimo kodas iš SMS yra 482913",
    "Kinnituskood SMS-ist on 482913",
    "Apstiprinājuma kods no īsziņas ir 482913",
    "Staðfestingarkóðinn úr SMS er 482913",
    "El codi de verificació de l'SMS és 482913",
    "SMS-ის კოდი არის 482913",
    "SMS-ով ստացած կոդը 482913 է",
    "SMS ilə gələn təsdiq kodu 482913",
    "የማረጋገጫ ኮዱ 482913 ነው",
    "Lambar tabbatarwa daga SMS ita ce 482913",
])
def test_code_from_a_text_message_rejected(text: str) -> None:
    assert "pii:secret" in inspect(text, learned=False).reasons


@pytest.mark.parametrize("text", [
    "Kod SMS nie przyszedł, co robić?",
    "Mój kod pocztowy to 00-950",
    "Ellenőrző kód nem jött meg 2 perce",
    "Kinnituskood ei tulnud, proovisin 3 korda",
    "El codi de l'SMS no funciona, ja l'he provat 5 vegades",
    "Kód z SMS mi vypršel po 10 minutách",
])
def test_code_without_its_digits_allowed(text: str) -> None:
    assert inspect(text, learned=False).allowed
