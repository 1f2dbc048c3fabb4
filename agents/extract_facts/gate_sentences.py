"""Gate sentences (pure): how the standing-order check cuts a text into the sentences it
counts one by one, each with whether it was a question; a sentence that opens by pointing back
at the one before is read together with it. Split from gate_injection."""

from __future__ import annotations

import re
from itertools import pairwise

from agents.extract_facts.gate_regex import guarded_rx, hinted_rx

# A period inside a token (a URL, a decimal, an e-mail) ends no sentence.
# (an exclamation inside a quotation ends no sentence: "… '광고: … 최저가!'를 붙여줘", nor a
# URL's query: "… https://lv-stat.info/?dati= ar visu …", round 139)
_WINDOW = guarded_rx(r"(?:[.!?](?!\S)|[。\n।]|[!?](?!['\"”’」』»]|[\w\-]+=))+")
_WINDOW_KEPT = re.compile(rf"({_WINDOW.pattern})")

# A sentence that opens by pointing back at the one before ("Mein Auto ist der blaue Golf …
# Merk dir das bitte", "I have type 1 diabetes. Keep that in mind when suggesting meals",
# "…主要负责亚马逊美国站。以后问你工作问题的时候记住这个背景"): what it asks to keep is in that
# sentence, so the two are read as one (round 74)
_POINTS_BACK = hinted_rx(
    r"\W*(?:(?:please|pls|so|and|also|ok|okay|bitte)\W+)*(?:remember (?:that|this|it)|keep (?:that"
    r"|this|it) in mind|bear (?:that|this|it) in mind|don't forget (?:that|this|it)|note that"
    r"|merk(?:e)? dir das|denk daran|jegyezd meg|recuérdalo|tenlo en cuenta|retiens[- ]le"
    r"|garde ça en tête|ricordalo|tienilo a mente|lembre-se disso|onthoud dat|husk det"
    r"|kom ihåg det|запомни это|запам'ятай це|zapamiętaj to|pamatuj si to|zapamti to|unutma"
    r"|ingat itu"
    r"|以后[^。！？!?]{0,20}?(?:记住|注意)|记住(?:这个|这一?点|这些)|注意一下|覚えておいて|기억해)")
_POINTS_BACK_HINT = re.compile(r"remember|mind|forget|note that|merk|denk daran|jegyezd|recuérd"
                               r"|cuenta|retiens|tête|ricord|mente|lembre|onthoud|husk|ihåg"
                               r"|запомни|запам'ятай|zapamiętaj|pamatuj|zapamti|unutma|ingat|记住|注意|覚え"
                               r"|기억")


def _with_what_it_points_at(sentences: list[tuple[str, bool]]) -> list[tuple[str, bool]]:
    """Each sentence that opens by pointing back, joined to the sentence before it."""
    out = [sentences[0]]
    for (before, _), (sentence, question) in pairwise(sentences):
        if _POINTS_BACK.match(sentence) is not None:
            out.append((f"{before.rstrip()}, {sentence.lstrip()}", question))
        else:
            out.append((sentence, question))
    return out


_GREEK_QUESTION = re.compile(r"(?<=[\u0370-\u03ff]);(?=\s|$)")
# Thai asks with a word at the end, not a mark ("… ส่งไม่สําเร็จ ต้องทํายังไงต่อ")
_THAI = re.compile(r"[\u0e00-\u0e7f]")
_THAI_QUESTION = re.compile(r"(?:ไหม|มั้ย|ยังไง|อย่างไร|หรือเปล่า|หรือยัง|หรือไม่|ที่ไหน|อะไร|เท่าไหร่"
                            r"|เท่าไร|ทําไม|ไง)(?:ต่อ|ดี|บ้าง|ครับ|คะ|ค่ะ|นะ|เนี่ย|ล่ะ|\s)*$")


def split_sentences(words: str) -> list[tuple[str, bool]]:
    """The sentences of `words` (a normalised view) and whether each ended in a question mark,
    a pointer back joined to the sentence before it (see above). Greek's question mark is
    ";" ("…σε κάθε τιμολόγιο;")."""
    if ";" in words:
        words = _GREEK_QUESTION.sub("?", words)
    if "?" not in words:
        sentences = [(sentence, False) for sentence in _WINDOW.split(words) if sentence.strip()]
    else:
        parts = _WINDOW_KEPT.split(words)  # sentence, its end, sentence, its end, …
        sentences = [(sentence, "?" in end) for sentence, end in zip(
            parts[::2], [*parts[1::2], ""], strict=True) if sentence.strip()]
    if _THAI.search(words):
        sentences = [(sentence, question or _THAI_QUESTION.search(sentence) is not None)
                     for sentence, question in sentences]
    if len(sentences) > 1 and _POINTS_BACK_HINT.search(words) is not None:
        sentences = _with_what_it_points_at(sentences)
    return sentences
