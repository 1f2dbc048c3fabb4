"""Home addresses: a street with a house number that is someone's home, in several scripts."""

import pytest

from agents.extract_facts.gate_address import home_address
from agents.extract_facts.gate_normalize import views
from agents.extract_facts.gates import inspect


def _home(text: str) -> bool:
    v = views(text)
    return home_address(v.flat, v.cased)


@pytest.mark.parametrize("text", [
    "My address is 512 Birchwood Lane, Portland, OR 97205.",
    "Please ship it to 9 Harbour Street, flat 4, Whitby YO21 3PU.",
    "J'habite au 18 rue des Lilas, 69003 Lyon.",
    "Abito in via Garibaldi 27, interno 5, a Torino.",
    "Wir wohnen in der Kastanienallee 3, 2. OG.",
    "Mieszkam przy ulica Długa 14 m. 6 w Gdańsku.",
    "我住在广州市天河区体育西路103号维多利广场B座1201室",
    "自宅は大阪府大阪市北区梅田3-1-1です",
    # a Turkish door number after the street, a Vietnamese lane, Chinese typed spaced out
    "Adresim Bağdat Caddesi No: 112 Daire 9, Maltepe.",
    "Địa chỉ nhà tôi: số 14 ngách 3 Láng Hạ, Đống Đa.",
    "快递寄到 南 京 市 鼓 楼 区 中 山 路 1 8 号 3 0 2 室",
    "Wyślij to na ulicy Polnej 7/2, 00-625 Warszawa.",
])
def test_a_home_address_is_pii(text: str) -> None:
    assert _home(text)
    assert "pii:address" in inspect(text, learned=False).reasons


@pytest.mark.parametrize("text", [
    "I live in Bristol and work near the harbour.",
    "The Louvre is at Rue de Rivoli, and it opens at 9.",
    "我家在朝阳区，附近有什么好吃的？",
    "我们家在3号楼2单元1502，快递老是送错",
    "I ran 5 miles on the way home today.",
    "Flight 2417 to San Jose leaves from gate 12.",
    "Version 3 Street Fighter came out in 1999.",
    "Bağdat Caddesi is the longest shopping street on the Asian side.",
    "Hôm nay mình đi 3 đường vòng mới tới nơi.",
])
def test_a_place_without_a_homes_door_is_not(text: str) -> None:
    assert not _home(text)


def test_a_compounds_building_unit_and_flat_after_a_district_is_an_address() -> None:
    assert _home("家庭住址：杭州市西湖区翠苑一区15幢3单元402")


def test_a_korean_road_address_with_a_flat_is_an_address() -> None:
    assert _home("집 주소는 부산시 해운대구 센텀중앙로 79, 1203호예요")
    assert not _home("테헤란로에 있는 카페 추천해줘")
