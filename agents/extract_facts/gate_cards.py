"""Gate cards (pure): the published test card numbers and the words that make a card-shaped
number someone's card or not (the data and decision of `gate_pii`'s card checks)."""

from __future__ import annotations

from agents.extract_facts.gate_phone_words import ORDER_WORD
from agents.extract_facts.gate_regex import guarded_rx
from agents.extract_facts.gate_words import literals

# A published test number that is no one's card. (Other networks' test numbers are kept as
# cards: earlier rounds labelled them PII, since people do type them as their own.)
TEST_CARDS = frozenset({"4242424242424242"})  # Stripe's, in every tutorial
# the networks' and processors' published test numbers: no one's card where the text says it
# is testing ("test card 5555 5555 5555 4444 goes through in sandbox")
_PUBLISHED_TEST_CARDS = frozenset({
    "4548812049400004",  # Redsys's
    "4000000000000002", "4000000000009995", "4111111111111111", "4012888888881881",
    "5555555555554444", "5105105105105100", "2223003122003222", "378282246310005",
    "371449635398431", "6011111111111117", "3530111333300000", "4000056655665556",
    "4000002500003155", "4000002760003184", "4000000000003220", "5200828282828210",
    "6200000000000005", "5890040000000016",  # (the last: iyzico's)
    "4811111111111114", "5211111111111117", "4911111111111113",  # Midtrans' sandbox
    "5528790000000008", "4766620000000001"})  # iyzico's
PUBLISHED_CARDS = TEST_CARDS | _PUBLISHED_TEST_CARDS
# a number the text itself calls a test card, just before it ("test kartı olarak 5890 …"), and
# no word that it is a real one ("it's my real card, the sandbox was down")
_TEST_CARD_NAMED = guarded_rx(
    r"\b(?:test ?(?:card|kart\w*|karte|kaart|number)|tarjeta de (?:prueba|test)|cartão de teste"
    r"|carta di (?:prova|test)|carte de test|karta testowa|тестов\w+ карт\w*)\b"
    r"|测试卡|テストカード|테스트 ?카드")
_REAL_CARD = guarded_rx(r"\breal\b|\bechte\b|\bvraie\b|\bvera\b|\bverdadeir|\bреальн"
                        r"|真实|真卡|本物|실제")
# ("測試": the flat view leaves this traditional form as it is, round 157)
# (and the Catalan "targeta de prova", the Hungarian "tesztkártya", the Afrikaans "toetskaart":
# rounds 162, 169)
_TESTING = guarded_rx(r"\btest|sandbox|测试|測試|テスト|prueba|probando|teste|testando|testen"
                      r"|\bprova|\bteszt|\btoets")
_CARD_WORDS = ("card", "visa", "amex", "卡", "tarjeta", "carte", "karte", "cartão", "carta", "карт",
               "half", "halves")
CARD_HINT = literals(_CARD_WORDS)


def not_a_card(flat: str, start: int, digits: str) -> bool:
    """A card-shaped number that is a published test number in a text about testing, or an
    order's number with no card named in the text."""
    if digits in _PUBLISHED_TEST_CARDS and _TESTING.search(flat):
        return True
    if _TEST_CARD_NAMED.search(flat, max(0, start - 40), start) and not _REAL_CARD.search(flat):
        return True
    return ORDER_WORD.search(flat, max(0, start - 40), start) is not None \
        and not (CARD_HINT.search(flat) is not None)
