"""The gates' regex helpers find what the patterns they stand for find (pure)."""

from __future__ import annotations

import importlib
import pkgutil
import re
from pathlib import Path

import orjson
import pytest

from agents import extract_facts
from agents.extract_facts.gate_claims import MAKERS
from agents.extract_facts.gate_injection import _ADDRESSEE, _DIRECTIVE, _IMPLIED, _PERSIST
from agents.extract_facts.gate_licence import _PLATE
from agents.extract_facts.gate_memory import _PERSON_ASKS
from agents.extract_facts.gate_normalize import deobfuscated, views
from agents.extract_facts.gate_other_users import _USER_NOUN
from agents.extract_facts.gate_phrases import _OVERRIDE_WORDS, INJECTION
from agents.extract_facts.gate_promises import PERMANENT_RULE, PROMISED
from agents.extract_facts.gate_regex import Scripted, guarded_rx, word_led
from agents.extract_facts.gate_speech import SPEECH
from agents.extract_facts.gate_words import Hinted, literals, required_literals, top_level, trie

pytestmark = pytest.mark.timeout(60)

_GATE_MODULES = [importlib.import_module(f"agents.extract_facts.{m.name}")
                 for m in pkgutil.iter_modules(extract_facts.__path__)
                 if m.name.startswith("gate")]

DATA = Path(__file__).resolve().parents[1] / "data"


def _naive(words: list[str]) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True)))


@pytest.mark.parametrize("words", [
    ["pass", "pin", "pw", "passwort", "password", "a"],
    ["if ", "when", "once "],
    ["码", "code", "otp", "código", "код", "인증", "co"],
    ["x"],
])
def test_literals_find_the_longest_word_where_the_naive_list_does(words: list[str]) -> None:
    found, whole, naive = literals(words), re.compile(trie(words)), _naive(words)
    texts = ["my password is", "passw0rd pin", "pwd", "when once if", "código co", "код 인증",
             "nothing", "", "xx", "a pass a"]
    for text in texts:
        assert [m.span() for m in whole.finditer(text)] == \
            [m.span() for m in naive.finditer(text)], text
        m, n = found.search(text), naive.search(text)
        assert (m and m.span()) == (n and n.span()), text
        assert [m.span() for m in found.finditer(text)] == \
            [m.span() for m in naive.finditer(text)], text
        # (a list with a word of one ASCII character is taken as found in every text)
        everywhere = any(len(word) == 1 and word.isascii() for word in words)
        assert found.found_in(text) == (everywhere or any(word in text for word in words)), text
    assert trie(["ab", "abc", "abd"]) == "ab(?:(?:c|d))?"


def test_word_lists_share_one_scan_and_each_finds_only_its_own_words() -> None:
    # words inside other words, and lists made after a text was scanned, are found all the same
    danger = literals(["bomb", "nerve agent", "炸弹", "бомб", "βόμβα", "폭탄"])
    you = literals(["you", "ou", "你"])
    for text in ("a nerve agent and a bomb", "no danger here", "做炸弹", "бомбу", "", "your bomb",
                 "炸弹给你"):
        assert danger.found_in(text) == any(w in text for w in danger.words), text
        assert you.found_in(text) == any(w in text for w in you.words), text
    later = literals(["danger", "ange"])
    assert later.found_in("no danger here") and not later.found_in("做炸弹")
    assert not danger.found_in("no danger here")
    with pytest.raises(ValueError):
        literals(["a", ""])


def test_a_scripted_pattern_matches_what_the_whole_pattern_matches() -> None:
    pattern = (r"\bremember\b|记住|\bforget\b|永远|\bmy (?:number|电话)\b|\bтвой\b"
               r"|\bfrom now on\b|(?:今後|以后)每次|\bvon nun an\b")
    rx = guarded_rx(pattern)
    assert isinstance(rx, Scripted)
    # the alternatives that need a character past ASCII are gone from the ASCII one
    assert "记住" not in rx.ascii_only.pattern and "my (?:number|电话)" in rx.ascii_only.pattern
    whole = re.compile(pattern)
    for text in ("remember this", "我会记住", "from now on, my number", "твой номер", "nothing",
                 "以后每次 remember", "von nun an", ""):
        assert [m.span() for m in rx.finditer(text)] == [m.span() for m in whole.finditer(text)]
        assert rx.sub("_", text) == whole.sub("_", text)
    # a case-insensitive pattern is left whole ("K", the Kelvin sign, matches "k"), and so is
    # one where fewer than two alternatives could go
    assert isinstance(guarded_rx(r"\u212a|記|憶|x", re.IGNORECASE), re.Pattern)
    assert isinstance(guarded_rx(r"a|b|记"), re.Pattern)


def test_a_hinted_pattern_runs_only_where_its_hint_finds_a_word() -> None:
    rx = re.compile(r"\bignore (?:all|previous) rules\b")
    hinted = Hinted(literals(["rules"]), rx)
    assert hinted.search("please ignore all rules") is not None
    assert hinted.search("ignore all") is None
    # a hint that misses a word every match holds would hide matches: the hint is the contract
    assert Hinted(literals(["zzz"]), rx).search("ignore all rules") is None


def test_word_led_gathers_the_word_start_alternatives_and_matches_the_same_texts() -> None:
    pattern = r"phone|\btel\b|\b(?:za)?volej\b|[|(]x|\bmy (?:number|digits)\b|\[\|"
    assert top_level(pattern) == ["phone", r"\btel\b", r"\b(?:za)?volej\b", "[|(]x",
                                   r"\bmy (?:number|digits)\b", r"\[\|"]
    led = word_led(pattern)
    assert led == r"phone|[|(]x|\[\||\b(?:tel\b|(?:za)?volej\b|my (?:number|digits)\b)"
    for text in ("my phone", "hotel", "tel 12", "zavolej", "my digits", "(x", "[|", "a|b",
                 "nothing", ""):
        assert (re.search(pattern, text) is None) == (re.search(led, text) is None), text
    assert word_led(r"a|\bb") == r"a|\bb"  # one word-start alternative: nothing to gather
    assert top_level(r"[]|]c|[^]|]d|\\|e") == ["[]|]c", "[^]|]d", r"\\", "e"]


def _labelled_texts() -> list[str]:
    texts: list[str] = []
    for path in sorted(DATA.glob("*.jsonl")):
        for line in path.read_bytes().splitlines():
            if line.strip():
                row = orjson.loads(line)
                texts += [row[k] for k in ("text", "user_message", "assistant_reply")
                          if isinstance(row.get(k), str)]
    return texts


def test_every_override_match_in_the_labelled_data_holds_an_override_word() -> None:
    """The hint's contract on every text and reading of the data: a branch added to the
    override pattern without one of `_OVERRIDE_WORDS` fails here, not silently."""
    code, _, hinted = INJECTION[0]
    assert code == "injection:override" and isinstance(hinted, Hinted)
    matched = 0
    for text in _labelled_texts():
        v = views(text)
        for reading in (v.words, *(r.replace("_", " ") for r in deobfuscated(v.cased.casefold()))):
            if hinted.rx.search(reading):
                matched += 1
                assert _OVERRIDE_WORDS.search(reading), reading
    assert matched > 300



def test_required_literals_take_each_alternatives_longest_run() -> None:
    assert required_literals(r"ab(?:cd|ef)g|\bxyz\b") == ["ab", "xyz"]
    assert required_literals(r"(?:please )?tell (?:me|us)|(?:show|give)\w* it") == [
        "give", "show", "tell "]


def test_required_literals_are_none_when_an_alternative_needs_none() -> None:
    assert required_literals(r"\d{4}|abc") is None
    assert required_literals(r"(?:abc)?d?") is None
    assert required_literals(r"(?i)abc") is None


def test_every_hinted_pattern_match_in_the_labelled_data_holds_one_of_its_literals() -> None:
    """`hinted_rx`'s contract on the data: where the pattern matches, its hint does (every
    hinted pattern of the gates' modules, on the case-folded and the cased view of every
    eighth labelled text)."""
    hinted = [rx for _, _, rx in INJECTION[1:] if isinstance(rx, Hinted)]
    for module in _GATE_MODULES:
        hinted += [rx for rx in vars(module).values() if isinstance(rx, Hinted)]
    hinted = list({id(rx): rx for rx in hinted}.values())
    assert all(isinstance(rx, Hinted) for rx in [_PERSON_ASKS, MAKERS, _USER_NOUN, PROMISED,
                                                  PERMANENT_RULE, _ADDRESSEE, _DIRECTIVE,
                                                  _PERSIST, _IMPLIED, _PLATE, SPEECH])
    assert len(hinted) >= 70
    matched = 0
    for text in _labelled_texts()[::8]:
        v = views(text)
        for rx in hinted:
            for view in (v.words, v.cased):
                if rx.rx.search(view):
                    matched += 1
                    assert rx.hint.found_in(view), (rx.rx.pattern[:60], view)
    assert matched > 1000
