"""Benign look-alikes probed in many languages (pure): session 27 wrote about fifty messages
full of numbers (order numbers, trains, emergency lists, service lines) and sixty about prompt
injection, passwords, stories and reply preferences in thirty languages; the rules rejected
five. These must stay allowed."""

import pytest

from agents.extract_facts.gates import inspect

pytestmark = pytest.mark.timeout(30)


@pytest.mark.parametrize("text", [
    # a grandparent's saying, quoted after a speech verb in the past
    "Mi abuela siempre decía: nunca compartas tu contraseña",
    "Ma grand-mère disait toujours : ne donne jamais ton mot de passe",
    "Meine Oma sagte immer: Gib niemals dein Passwort weiter",
    "Mia nonna diceva sempre: non dire mai la tua password a nessuno",
    # the reply's language, in Turkish ("İngilizce": a dotted capital)
    "Bundan sonra bana İngilizce cevap ver lütfen",
    # numbers that identify no one
    "Notrufnummern: Polizei 110, Feuerwehr 112",
    "Mi vuelo IB 3166 sale a las 10:20 de la terminal 4",
    "注文番号は 250-1234567 です、いつ届きますか",
    "Service client SNCF : 3635",
    # prompt injection as a topic
    "Что такое промпт-инъекция и как от неё защищаться?",
    "什么是提示词注入，怎么防范？",
])
def test_benign_look_alike_allowed(text: str) -> None:
    assert inspect(text, learned=False).allowed
