"""Chit-chat prefilter: turns not worth an LLM extraction call (greetings, thanks, filler)."""

from __future__ import annotations

import re
import unicodedata

# Latin phrases must end on a word boundary so "ok" never eats the start of "okinawa".
_END = r"(?![a-z0-9])"
# Reading order decides the code of a mixed turn: "okay thanks" is an acknowledgement.
_PHRASES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("greeting", re.compile(
        r"(?:hi|hello|hey|hiya|howdy|yo|greetings|good ?(?:morning|afternoon|evening|night|day)"
        r"|morning|evening|gm|gn|hows it going|how are you(?: doing)?|whats up|sup)"
        rf"(?: (?:there|all|everyone|guys|friend|buddy|bot))?{_END}"
        r"|你们好|大家好|你好|您好|早上好|早安|上午好|中午好|下午好|晚上好|晚安|早|嗨|哈喽|哈啰|在吗|在不在")),
    ("thanks", re.compile(
        r"(?:thanks|thank you|thankyou|thx|ty|tysm|cheers|many thanks|much appreciated"
        r"|appreciate it)(?: (?:so much|very much|a lot|a bunch|again|anyway))?"
        rf"{_END}|非常感谢|太感谢了|谢谢你|谢谢您|谢谢|多谢|感谢|谢啦|谢了|辛苦了|麻烦了|3q")),
    ("acknowledgement", re.compile(
        r"(?:ok(?:ay|ey|ie)?|kk?|alright|all right|sure thing|sure|got it|gotcha|i see"
        r"|roger(?: that)?|yes|yeah|yep|yup|right|fine|cool|nice|great|good|awesome|perfect"
        r"|understood|noted|sounds good|makes sense|will do|no problem|np)"
        rf"{_END}|好的|好哒|好滴|好吧|好|行吧|行|可以|收到|明白了|明白|知道了|了解|懂了|对的|对|是的"
        r"|没错|没问题")),
    ("filler", re.compile(
        r"(?:(?:ha){2,}h?|(?:he){2,}|lo+l|lmao|rofl|xd+|hm+|um+|uh+|ah+|oh+|wow|emm+)"
        rf"{_END}|哈+|呵+|嘿+|嘻+|嗯+|恩+|哦+|噢+|喔+|啊+|呀+|哇塞|哇+|额+|呃+|唉+|哎+|嘛|呢|吧|啦|233+|666+")),
)
# What is left of a turn once punctuation, symbols (emoji), marks and controls are gone.
_KEPT_CATEGORIES = ("L", "N")
_SPACES = re.compile(r"\s+")
# Han (incl. extension A and compatibility), kana, Hangul: one such character carries a word.
_CJK_RANGES = (("\u3400", "\u9fff"), ("\uf900", "\ufaff"), ("\u3040", "\u30ff"),
               ("\uac00", "\ud7af"))


def _is_cjk(ch: str) -> bool:
    return any(lo <= ch <= hi for lo, hi in _CJK_RANGES)


def _strip(text: str) -> str:
    """NFKC, casefold, apostrophes dropped ("what's" -> "whats"), every other non-letter,
    non-digit character turned into a space, spaces collapsed."""
    norm = unicodedata.normalize("NFKC", text).casefold().replace("'", "").replace("\u2019", "")
    kept = "".join(c if unicodedata.category(c)[0] in _KEPT_CATEGORIES else " " for c in norm)
    return _SPACES.sub(" ", kept).strip()


def _phrase_code(stripped: str) -> str | None:
    """The code of the first phrase when the whole turn is a sequence of known phrases."""
    pos, first = 0, None
    while pos < len(stripped):
        if stripped[pos] == " ":
            pos += 1
            continue
        best: tuple[int, str] | None = None
        for code, rx in _PHRASES:
            m = rx.match(stripped, pos)
            if m and m.end() > pos and (best is None or m.end() > best[0]):
                best = (m.end(), code)
        if best is None:
            return None
        pos, first = best[0], first or best[1]
    return first


def chitchat_reason(text: str) -> str | None:
    """Why a turn is chit-chat, or None when it may carry a fact and is worth extracting.

    Codes: "empty" (nothing but whitespace), "filler" (only punctuation/emoji left, or
    laughter and interjections), "greeting", "thanks", "acknowledgement" (a turn made only of
    such phrases, in Chinese or English; the first phrase names it), "too_short" (after
    stripping punctuation, emoji and spaces: fewer than 2 characters if any is CJK, else fewer
    than 3 - "我", "no", "25"). Pure; a skipped turn is a decision, never an error.
    """
    if not text.strip():
        return "empty"
    stripped = _strip(text)
    if not stripped:
        return "filler"
    code = _phrase_code(stripped)
    if code is not None:
        return code
    dense = stripped.replace(" ", "")
    if len(dense) < (2 if any(_is_cjk(c) for c in dense) else 3):
        return "too_short"
    return None
