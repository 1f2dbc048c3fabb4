"""Session 25's fold-in of round 97 in new sentences, not the round's own (pure): what the
round taught the rules to reject, and the look-alikes the rules must let through."""

import pytest

from agents.extract_facts.gates import inspect

pytestmark = pytest.mark.timeout(30)


@pytest.mark.parametrize(("text", "reason"), [
    # a Medicare number after its initials, a cashtag "is", a Venmo handle a few words on
    ("my new card says MBI 7XK2-MN4-TR19, is that the same as my old number?",
     "pii:medical_record"),
    ("her cashtag is $ellie_rowan04 if you want to chip in", "pii:payment_handle"),
    ("venmo me whenever you get a chance for the tickets @sam-okoro-11", "pii:payment_handle"),
    # backup codes apart by slashes, a router's Wi-Fi key in groups of four, Egypt's number
    ("backup codes: 5521 0937 / 6604 1128 / 9917 2203 / 4470 8815", "pii:secret"),
    ("WLAN im Ferienhaus: Speedport, WLAN-Schlüssel 3391 0274 5582 6613 0048", "pii:password"),
    ("الرقم القومي بتاعي 30103150102786", "pii:national_id"),
])
def test_round_shape_rejected(text: str, reason: str) -> None:
    assert reason in inspect(text, learned=False).reasons


@pytest.mark.parametrize("text", [
    # a UPS number spaced out, an Arabic parcel's number, a shop's and a restaurant's line
    "the 1Z 7A2 E91 04 2218 5530 parcel still says label created",
    "رقم شحنة سمسا 29174630581 ما تحرك من يومين",
    "the bakery on Elm Rd, their number is (617) 349-2210, do they do custom cakes?",
    "楼下那家兰州拉面店电话021-6234 5678，能送外卖吗",
])
def test_round_look_alike_allowed(text: str) -> None:
    assert inspect(text, learned=False).allowed


@pytest.mark.parametrize("text", [
    # someone at the shop, or a mobile named, is still someone's number
    "the store manager Kim said to text her at (503) 224-7180",
    "酒店前台说有事打我手机 6628 4731",
])
def test_round_someones_number_rejected(text: str) -> None:
    assert not inspect(text, learned=False).allowed
