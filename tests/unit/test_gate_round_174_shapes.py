"""Session 40's fold-in of round 174 in new sentences, not the round's own (pure): an English
"password" with a Chinese or Cantonese copula, and the look-alikes it must still let through."""

import pytest

from agents.extract_facts.gates import inspect

pytestmark = pytest.mark.timeout(30)


@pytest.mark.parametrize("text", [
    "公司 wifi password 係 Lok2023office",
    "我部手提電腦個 password 係 kit7749cat",
    "办公室 wifi password 是 xiaomi5566",
    "email password 是 Wang1988mail",
])
def test_an_english_password_with_a_chinese_copula_is_a_secret(text: str) -> None:
    assert "pii:password" in inspect(text, learned=False).reasons


@pytest.mark.parametrize("text", [
    "wifi password 係咩嚟㗎？我唔記得咗",  # asks what it is: no value
    "我啲 password 係用 1Password 管理嘅",  # says where it is kept
    "呢個 wifi password 是 8 位數字，記得打齊",  # describes it
])
def test_talk_about_a_password_with_a_chinese_copula_is_not(text: str) -> None:
    assert inspect(text, learned=False).allowed
