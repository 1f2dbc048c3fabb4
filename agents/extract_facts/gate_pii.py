"""Gate PII screening (pure): phone numbers (phonenumbers), checksummed identity and payment
numbers, e-mail; secrets are `gate_secrets`' part."""

from __future__ import annotations

import functools
import itertools
import re

import phonenumbers

from agents.extract_facts.gate_address import home_address
from agents.extract_facts.gate_cards import CARD_HINT, TEST_CARDS, not_a_card
from agents.extract_facts.gate_cn_id import resident_id_ok
from agents.extract_facts.gate_dob import birth_date_on_document, date_groups
from agents.extract_facts.gate_email import email_given, handle_reasons
from agents.extract_facts.gate_ids import iban_spans, id_reasons
from agents.extract_facts.gate_licence import licence_number
from agents.extract_facts.gate_national import luhn_ok
from agents.extract_facts.gate_phone_words import (
    ORDER_WORD,
    PHONE_WORD,
    business_line,
    published,
    without_published,
)
from agents.extract_facts.gate_regex import guarded_rx, hinted_rx
from agents.extract_facts.gate_secrets import secret_reasons
from agents.extract_facts.gate_spoken import (
    NUMERAL_CHAR,
    NUMERAL_DIGITS,
    numeral_reading,
    spoken_readings,
)

# --- numbers ----------------------------------------------------------------------------------
# A digit run: digits with single separators ("138 1234-5678", "(138) 1234.5678"), an optional
# trailing X (ID checksum), not glued to letters (hashes, SKUs, tracking numbers).
_DIGIT_RUN = re.compile(
    r"(?<![0-9a-z_])\d(?:(?:[ .\-–—·•]| [\-–—] |\) ?| ?\()?\d)*(?:[ \-–—]?x)?(?![0-9a-z_])")
_DIGIT_SEP = re.compile(r"[ .\-–—·•()]+")  # (" – " too)
_FOUR_DIGIT_GROUPS = re.compile(r"\d{4}(?:\.\d{4}){2,3}(?:\.\d{1,4})?")
_MOBILE = guarded_rx(r"(?:86|0086)?1[3-9]\d{9}")
# A mobile glued to letters ("wx13812345678") but not inside a longer number or a decimal.
_GLUED_MOBILE = guarded_rx(r"(?<![\d.])(?<!\d[a-z])(?<!\d[a-z]{2})(?:86|0086)?1[3-9]\d{9}(?!\.?\d)")
# Issuer prefixes of payment cards: Visa 4, Mastercard 51-55 and 2221-2720, Amex 34/37, JCB 35,
# Diners 30/36/38, Discover/UnionPay/Maestro 6 and 50/56-58. "2024…" or "1101…" is no card.
_CARD_ISSUER = re.compile(r"4|5[0-8]|59\d{14}|3[04-8]|6|9792|9704"
                          r"|2(?:20[0-4]|22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)")
# (59…: Maestro debit cards of 16 digits or more, not the 13 of a Polish EAN barcode; 9792:
# Turkey's Troy; 9704: Vietnam's Napas)
_LONGEST_PII_DIGITS = 22  # 0086 + 11-digit mobile < 18-char ID + slack; bounds the group scan

_PII_PATTERNS = (("pii:cn_mobile", _GLUED_MOBILE),)


def _classify_number(chars: str, whole_run: bool) -> str | None:
    # One code per number: a valid ID is reported as an ID even when it also passes Luhn.
    if (whole_run or len(chars) != 15) and resident_id_ok(chars):
        return "pii:cn_resident_id"
    if _MOBILE.fullmatch(chars):
        return "pii:cn_mobile"
    if whole_run and chars.isdigit() and 13 <= len(chars) <= 19 and _CARD_ISSUER.match(chars) \
            and luhn_ok(chars) and chars not in TEST_CARDS:
        return "pii:bank_card"
    return None


# Numbers that reach a business, not a person, are not PII ("400-820-8820", "10086").
_UNKNOWN = phonenumbers.PhoneNumberType.UNKNOWN
_NOT_PERSONAL = frozenset({
    phonenumbers.PhoneNumberType.TOLL_FREE, phonenumbers.PhoneNumberType.PREMIUM_RATE,
    phonenumbers.PhoneNumberType.SHARED_COST, phonenumbers.PhoneNumberType.UAN,
    phonenumbers.PhoneNumberType.VOICEMAIL})


# With a phone word, a national "0" number is tried in the regions most users write from.
# Where national numbers are written without a trunk "0" (Russia's trunk is 8).
_NO_TRUNK_REGIONS = ("US", "IN", "BR", "RU", "IT", "MX", "ES", "PT", "GR", "DK", "NO", "SG",
                     "PL", "CZ", "AR", "GE")
_NATIONAL_REGIONS = ("GB", "AU", "DE", "FR", "JP", "IN", "IT", "ES", "NL", "KR", "MY", "TH",
                     "US", "BR", "RU", "ID", "MX", "TR", "VN", "PH", "PT", "PL", "CA", "SG", "KE",
                     "AR", "CO", "ZA", "NG", "EG", "SA", "AE", "PK", "BD", "UA", "CH", "AT",
                     "BE", "SE", "NO", "DK", "FI", "IE", "NZ", "IL", "GR", "CZ", "RO", "HU",
                     # session 27's probe of "my number is …" in 50 languages
                     "MK", "AM", "BG", "RS", "HR", "SK", "SI", "LT", "AL", "AZ", "ET", "IR")


_UK_MOBILE = re.compile(r"07[1-57-9]\d{8}")  # (070 is a personal number, 076 a pager)


def _phone(number: str, region: str | None) -> str | None:
    """A personal phone number's code. With "+" and a country code, the right length for that
    country is enough: libphonenumber's ranges lag behind the operators' (+44 7911 482 036 is
    a UK mobile it calls invalid), and nothing else is written "+44 …"."""
    try:
        parsed = phonenumbers.parse(number, region)
    except phonenumbers.NumberParseException:
        return None
    # (the type of an invalid number is UNKNOWN: one look-up says both, at half the cost of
    # `is_valid_number` and `number_type`, which each find the number's region)
    kind = phonenumbers.number_type(parsed)
    if kind in _NOT_PERSONAL or (kind == _UNKNOWN and not (
            region is None and len(str(parsed.national_number)) >= 8
            and phonenumbers.is_possible_number(parsed))):
        return None
    mobile = kind in (phonenumbers.PhoneNumberType.MOBILE,
                      phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE)
    return "pii:cn_mobile" if mobile and parsed.country_code == 86 else "pii:phone"


def _valid_type(number: str, region: str) -> int | None:
    """The type of a number valid where it is written (libphonenumber), None if invalid."""
    try:
        parsed = phonenumbers.parse(number, region)
    except phonenumbers.NumberParseException:
        return None
    kind = phonenumbers.number_type(parsed)  # (UNKNOWN: invalid, see `_phone`)
    return None if kind == _UNKNOWN else kind


def _mobile(number: str, region: str) -> str | None:
    return "pii:phone" if _valid_type(number, region) == phonenumbers.PhoneNumberType.MOBILE \
        else None


@functools.lru_cache(maxsize=1)  # asked once per digit run of the same text
def _worded(flat: str) -> bool:
    return PHONE_WORD.search(flat) is not None


_NO_DIGITS = str.maketrans("", "", "0123456789")
_NON_DIGIT = re.compile(r"\D+")


def _business(digits: str) -> bool:
    """A mainland business number ("400-820-8820"): no region's reading of it is personal."""
    return _valid_type(digits, "CN") in _NOT_PERSONAL


def _non_geographic(groups: list[str]) -> bool:
    """Grouped 4-3-4, a UK organisation's number ("0345 300 0000": 03, 084, 087) or India's
    toll-free "1800 425 3800" (a mainland mobile is grouped 3-4-4: "180 0425 3800")."""
    digits = "".join(groups)
    return [len(g) for g in groups] == [4, 3, 4] and (digits.startswith("1800") or (
        digits.startswith(("03", "084", "087")) and _valid_type(digits, "GB") in _NOT_PERSONAL))


def _international(flat: str, start: int, groups: list[str]) -> bool:
    """"+" or "00" before the number; a solid run from "00" right after an order's or a
    parcel's word is its number ("nomor resi SiCepat 004812937465")."""
    return flat[max(0, start - 2):start].strip().endswith("+") or (
        groups[0].startswith("00") and not (
            len(groups) == 1 and ORDER_WORD.search(flat, max(0, start - 30), start) is not None))


def _phone_code(flat: str, start: int, groups: list[str], spelled: bool) -> str | None:
    """A run written as a phone number is one: "+" or "00" then a country code (any country),
    a national "0" prefix (mainland landlines, Taiwan; near a phone word, a dozen more
    regions), eight digits near a phone word (Hong Kong, Singapore, Macau, a Norwegian mobile),
    or a calling code or area code without "+" in brackets or near a phone word. Prefixes of
    the run are tried too ("+44 20 7946 0958 ext 2"). A number spelled out in words
    (`spelled`) counts as next to a phone word: nobody spells out an order number."""
    international = _international(flat, start, groups)
    if international and len(groups) > 2 and (groups[1] == "0" or groups[:2] == ["52", "1"]):
        groups = [groups[0], *groups[2:]]  # "+49 (0)30 …", Mexico's old mobile "+52 1 55 …"
    if not (international or groups[0].startswith("0")):
        digits = "".join(groups)
        if len(digits) < 8:
            return None
        worded = spelled or _worded(flat)
        if len(digits) == 8 and worded:  # eight digits and no trunk prefix: Hong Kong,
            # Singapore, Macau, and Norway's and Malta's mobiles (4… and 9…, 77/79/99…; their
            # landlines and Denmark's numbers cover too much of eight digits: "phone bill 2024
            # 12 31")
            return _phone(digits, "HK") or _phone(digits, "SG") or _phone(digits, "MO") \
                or _mobile(digits, "NO") or _mobile(digits, "MT")
        # "(852) 2877 3366", "852-5432 1098", "(415) 867-2301": a leading group of 1-3 digits
        # in brackets, or next to a phone word, is a country or area code written without "+"
        bracketed = flat[start - 1:start] == "("
        if (worded or _NANP_WRITTEN.fullmatch(flat, start, start + len(digits) + 2)) \
                and [len(g) for g in groups] == [3, 3, 4] \
                and (code := _phone(digits, "US")):  # 415-867-2301 next to "call", or alone
            return code
        if len(groups) > 1 and len(groups[0]) <= 3 and (bracketed or worded):
            code = None
            if phonenumbers.region_code_for_country_code(int(groups[0])) != "ZZ":
                code = _phone("+" + digits, None)
            if code := code or (_phone(digits, "US") if bracketed else None):
                return code
        # next to a phone word, a number valid where it is written ("333 703 1084" in Italy,
        # "8 905 276 77 19" in Russia with its trunk 8, "(11) 97373-3892" in Brazil)
        if _MOBILE.fullmatch(digits):  # the common case, before a sweep of regions
            return "pii:cn_mobile"
        # a mobile and a word after it ("call 13812345678 2 times"): no sweep needed
        if len(groups) > 1 and any(_MOBILE.fullmatch("".join(groups[:n]))
                                   for n in range(1, len(groups))):
            return "pii:cn_mobile"
        if worded and len(digits) <= 15 and not _business(digits):
            return next(filter(None, (_phone(digits, r) for r in _NO_TRUNK_REGIONS)), None)
        return None
    near_word: bool | None = None  # looked for once, and only when a national number fails
    span = ""
    for group in groups:
        span += group
        if len(span) > 17:
            break
        if len(span) < 8:
            continue
        if international:
            code = _phone("+" + span.removeprefix("00"), None)
        else:
            code = _phone(span, "CN") or _phone(span, "TW") or (
                _phone(span, "GB") if span.startswith("07") else None)  # UK mobiles
            # … and one in a range libphonenumber does not know yet, grouped as UK mobiles
            # are ("07911 483 260": 07 and nine digits, no group under three)
            if code is None and _UK_MOBILE.fullmatch(span) and span == "".join(groups) \
                    and min(map(len, groups)) >= 3:
                code = "pii:phone"
            if code is None and near_word is None:
                near_word = spelled or _worded(flat)
            if code is None and near_word:  # "my UK mobile is 07911 123456"
                code = next(filter(None, (_phone(span, r) for r in _NATIONAL_REGIONS)), None)
            # grouped as a phone number is ("0806 447 2981", "078 642 19 33"), a national
            # mobile number needs no phone word, unless an order, a parcel or a ticket is named
            # (pairs alone are lottery numbers as often: they need the word)
            if code is None and not near_word and len(groups) >= 3 and span == "".join(groups) \
                    and any(len(g) != 2 for g in groups) and not date_groups(groups) \
                    and ORDER_WORD.search(flat) is None:
                code = next(filter(None, (_mobile(span, r) for r in _NATIONAL_REGIONS)), None)
        if code is not None:
            return code
    return None


# A North American toll-free number written with its "1" apart ("1-800-437-6259") reaches a
# business; glued ("18004376259") it is also a mainland mobile and is judged as one.
_PHONE_LINK = re.compile(r"(?:wa\.me/|tel:|phone=)\+?(\d{8,15})")
_US_TOLL_FREE = re.compile(r"1(?:800|833|844|855|866|877|888)\d{7}")


_NOT_ID_CHAR = re.compile(r"[^\dx]")
# an ID's 17 digits, then its check character said in words: "…，最后一位是大写的X"
_ID_LAST_X = re.compile(r"(?<!\d)(\d{17})(?!\d)\D{0,12}?(?:最后一位|末位|最后一个|最后是"
                        r"|last (?:digit|char\w*)|check (?:digit|character))\S{0,8}?x\b")
# where a mobile split by an aside may be from, when it starts with a trunk 0
_SPLIT_REGIONS = ("US", "CN", "GB", "AU", "IN", "DE", "FR")
# parts of a number joined by "then": "0783 then 429 then 1605", "186，然后0739"
_THEN = re.compile(r"(?<=\d)\s*[,，]?\s*(?:and then|then|然后)\s*(?=\d)")
# digits spaced one by one, read as one run: "… 9651 then 0 6 9 7"
_SPACED_DIGITS = re.compile(r"(?<!\d)(?<!\d )\d(?: \d){3,}(?!\d)")
_NON_DIGIT_RUN_SEP = re.compile(r"(?<=\d)[,，]\s*(?=\d)")
# the words that name a part's place in Chinese ("最后四位", "中间"): no digits of the number
_ID_POSITION_WORDS = re.compile(r"(?:最后|前|后)[一二三四五六七八九十\d]位|中间")
# how many digits a part holds is no part of the number: "前6位510107，…，最后四位4720"
_ID_POSITION = re.compile(r"(?:前|后|最后|末|头|第)\s*\d{1,2}\s*位")
_CN_DATE = re.compile(r"((?:19|20)\d\d)[年\-/.](\d{1,2})[月\-/.](\d{1,2})日?")
# groups of digits with an o or an l among them: "2o6-7l3-4482"
_LOOKALIKE_DIGITS = re.compile(r"(?:\+\d{1,3} )?(?<![a-z0-9])(?=[\dolzi\-. ]*[olzi])"
                               r"(?=(?:[\dolzi]*\d){2})[\dolzi]{2,}"
                               r"(?:[\-. ](?=[\dolzi]*\d)[\dolzi]{2,}){2,}(?![a-z0-9])"
                               # or in one piece: "O74O8235O51"
                               r"|(?<![a-z0-9])(?=[\dol]*[ol])(?=(?:[\dol]*\d){7})[\dol]{9,}"
                               r"(?![a-z0-9])")
_LOOKALIKE_HINT = re.compile(r"\d[olzi]|[olzi]\d")  # a cheap scan first
_AS_DIGITS = str.maketrans("olzi", "0121")
_FICTIONAL = re.compile(r"555\D?01\d\d$")
# the UK's numbers for drama (Ofcom: "07700 900123", "020 7946 0018", "0113 496 0999"), as digits
# with the trunk 0 or the country's 44, when the text is about a film, a script or an example
# (round 111: "is 07700 900123 safe to use in my film script?"); given as someone's, it is
# read as theirs ("call my cousin on +44 20 7946 0958": the writer may not know the range)
_UK_DRAMA = re.compile(r"(?:0|44)(?:7700900|2079460|1(?:1[3-8]|[2-6]1)4960|2896496|2920180"
                       r"|1632960|3069990|8081570|9098790)\d{3}")
_DRAMA = re.compile(r"\b(?:drama|film|movie|script|screenplay|tv|fiction\w*|ofcom|example"
                    r"|placeholder|dummy)s?\b")
_DUMMY_NUMBERS = frozenset({"1234567890", "9876543210"})
_DIGIT_NOT = re.compile(r"\D")
# "416-864-3371", "416.864.3371": North America's written form, one separator throughout
_NANP_WRITTEN = re.compile(r"\d{3}([\-.])\d{3}\1\d{4}")
_IPV4 = re.compile(r"(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)")


# the pieces named by their place ("尾号", "前三位", "last four", "the first part"): only then
# are they read in another order than written
_PIECE_NAMED = re.compile(r"尾号|尾数|前[三四五]?位|后[四五六]?位|中间|前面|后面|最后|开头"
                          r"|\b(?:first|last|middle|ends? with|starts? with|then|before"
                          r"|after)\b")


# the pieces named by their place in the number, which a phone word need not accompany
_PLACES_NAMED = re.compile(r"前[三四五]位|后[三四五六]位|尾号"
                           r"|\b(?:first|last) (?:three|four|five|3|4|5)\b")


_CARD_DETAILS = re.compile(r"\b(?:cvv|cvc|exp|expiry|card)\b")  # "the card is 47 16 90 23 …"
_PRICE = re.compile(r"[$€£¥₹₦₱₩₺₽฿] ?\d|(?<![\d,])\d{1,3}(?:,\d{3})+(?![\d,])")


def _split_mobile(flat: str) -> set[str]:
    """A mobile split across words next to a phone word ("前三位是159，中间是7866，最后四位
    5384"; "尾号是4417，前面是189 0235": the pieces in any order, up to three of them)."""
    if not (10 <= len(flat) - len(flat.translate(_NO_DIGITS)) <= 15
            and (_worded(flat) or _PLACES_NAMED.search(flat))):
        return set()
    if "/" in flat:  # a reference's fields are no pieces of a number ("trad/dncc/029384/2023")
        flat = _REFERENCE_CODE.sub(" ", flat)
    if _PRICE.search(flat):  # nor are prices ("यह फ़ोन … ₹24,999 … ₹23,499", round 118)
        return set()
    runs = _DIGIT_RUN.findall(flat)
    if len(runs) >= 2:  # a public line's number is no piece of someone's (round 75)
        runs = _DIGIT_RUN.findall(flat := without_published(flat))
    if len(runs) < 2 or any(_non_geographic(_DIGIT_SEP.split(run)) for run in runs):
        return set()
    joined = _NON_DIGIT.sub("", flat)
    if _MOBILE.fullmatch(joined):
        return {"pii:cn_mobile"}
    # "area code 201, then 551…", "0412 — yeah the one I told you about — 918 337"
    regions = _SPLIT_REGIONS if joined.startswith("0") else ("US", "CN")  # a trunk 0: national
    if code := next(filter(None, (_phone(joined, r) for r in regions)), None):
        return {code}
    pieces = [_NON_DIGIT.sub("", r) for r in runs]
    if len(pieces) <= 3 and _PIECE_NAMED.search(flat) and any(
            _MOBILE.fullmatch("".join(p))
            for r in (2, 3) for p in itertools.permutations(pieces, r)):
        return {"pii:cn_mobile"}
    return set()


def _number_reasons(flat: str, spelled: bool = False) -> set[str]:
    """Each digit run is judged whole (card, mobile, ID), and every span of its separated groups
    again (mobile, ID only), so "call 13812345678 2 times" still finds the mobile."""
    found: set[str] = set()
    # a UPS parcel's number, spaced ("1z 4f8 w92 03 7731 2846"), and an IBAN are no phones
    others = iban_spans(flat) + ([p.span() for p in _UPS.finditer(flat)] if "1z" in flat else [])
    for m in _DIGIT_RUN.finditer(flat):
        if any(start <= m.start() < end for start, end in others):
            continue
        groups = _DIGIT_SEP.split(m[0])
        if groups[0] == "1" and len(groups) > 2 and _US_TOLL_FREE.fullmatch("".join(groups)):
            continue
        if len(groups) >= 6 and all(len(g) == 2 for g in groups) and not (
                len(groups) == 8 and _CARD_DETAILS.search(flat)):
            continue  # lottery numbers or a date-time in pairs; a phone has five pairs at most
        if "".join(groups).startswith(("0800", "0808", "0500", "0120", "0570")) \
                or _non_geographic(groups):
            continue  # toll-free in the UK, Taiwan and elsewhere: a business's line
        if published(flat, m.start()):
            continue  # named as a company's service line just before: "MÁV ügyfélszolgálat"
        if _IPV4.fullmatch(m[0]):
            continue  # an address on a network ("192.168.31.105"), not a mainland mobile
        if _FICTIONAL.search(m[0]) or (digits := _DIGIT_NOT.sub("", m[0])) in _DUMMY_NUMBERS \
                or (_UK_DRAMA.fullmatch(digits) and _DRAMA.search(flat)):
            continue  # 555-0100 … 555-0199: North America's numbers for films and examples
        if _REFERENCE_CODE.fullmatch(flat, flat.rfind(" ", 0, m.start()) + 1,
                                     _token_end(flat, m.end())) \
                or _CODE_PREFIX.search(flat, max(0, m.start() - 6), m.start()):
            continue  # a reference code: "INV/20240612/MPL/3384563496", "INV-2024-00318"
        if (code := _phone_code(flat, m.start(), groups, spelled)) is not None:
            if not (code == "pii:phone" and business_line(flat, m.start(), m.end())):
                found.add(code)
            continue
        if _international(flat, m.start(), groups):
            continue  # "+1 415 …" that is no valid number is not a mainland mobile either
        # Cards are written with spaces or dashes; a dotted run is a decimal or a version.
        whole = not any(c in m[0] for c in ".)") or _FOUR_DIGIT_GROUPS.fullmatch(m[0]) is not None
        code = _classify_number("".join(groups), whole_run=whole)
        if code == "pii:bank_card" and not_a_card(flat, m.start(), "".join(groups)):
            continue
        if code:
            found.add(code)
            continue
        for i in range(len(groups)):
            span = ""
            for j in range(i, len(groups)):
                span += groups[j]
                if len(span) > _LONGEST_PII_DIGITS:
                    break
                if (code := _classify_number(span, whole_run=False)) is not None:
                    found.add(code)
    return found


_ANY_DIGIT = re.compile(r"\d")
_ID_PIECE = re.compile(r"\d{3,}x?")  # (a numeral in a word, "念一遍", is no piece of an ID)
_UPS = re.compile(r"\b1z(?: ?[0-9a-z]){16}\b")
# letters and a dash glued before the digits: a reference's prefix, not a phone's word
_CODE_PREFIX = re.compile(r"(?<![a-z])(?!tel-|fax-|mob-|ph-|cell-)[a-z]{2,5}-$")
# a code of three or more fields joined by slashes, letters in one of them ("inv/20240612/mpl/
# 3384563496"); not a link
_REFERENCE_CODE = hinted_rx(r"(?!https?:|www\.|wa\.me|tel:)(?=[^\s]*[a-z])[\w\-]+(?:/[\w\-]+){2,}"
                             r"[.,;:!?)]*")


def _token_end(flat: str, at: int) -> int:
    end = flat.find(" ", at)
    return len(flat) if end < 0 else end


def _card_in_parts(flat: str) -> bool:
    """A card named and given in parts ("first 8 are 22217459 and the last 8 are …, CVV
    354"): runs of 3+ digits joined, every consecutive span of them tried."""
    if CARD_HINT.search(flat) is None or len(_DIGIT_RUN.findall(flat)) < 2:
        return False
    # digits spaced one by one are one run: "4994 1892 9651 then 0 6 9 7"
    flat = _SPACED_DIGITS.sub(lambda m: m[0].replace(" ", ""), flat)
    runs = [r for r in _NON_DIGIT.split(flat) if len(r) >= 3]
    for i in range(len(runs)):
        joined = ""
        for run in runs[i:]:
            joined += run
            if len(joined) > 19:
                break
            if _classify_number(joined, whole_run=True) == "pii:bank_card" \
                    and not not_a_card(flat, 0, joined):
                return True
    return False


def _digit_reasons(flat: str) -> set[str]:
    """The codes of the numbers written in digits: runs, links, split mobiles, cards in parts,
    IDs in parts, glued mobiles, numbers typed with look-alike letters."""
    found = _number_reasons(flat)
    if ("wa.me" in flat or "tel:" in flat or "phone=" in flat) and any(
            _phone("+" + m[1], None) for m in _PHONE_LINK.finditer(flat)):
        found.add("pii:phone")  # "wa.me/447463644185", "tel:+44…"
    found |= _split_mobile(flat)
    if ("then" in flat or "然后" in flat) and (joined := _THEN.sub(" ", flat)) != flat:
        found |= _number_reasons(joined)  # the joined number must still be a phone's
    if _card_in_parts(flat):
        found.add("pii:bank_card")
    if ("身份证" in flat or "身分證" in flat or "身分证" in flat) \
            and len(_DIGIT_RUN.findall(flat)) > 1:
        # "身份证前面是1101081992，后面八位1125264X"; a birth date written out goes in as
        # YYYYMMDD ("前六位 330106，生日 1992年8月17日，后四位 0422")
        joined = _NOT_ID_CHAR.sub("", _CN_DATE.sub(
            lambda m: f"{m[1]}{int(m[2]):02}{int(m[3]):02}", _ID_POSITION.sub("", flat)))
        if resident_id_ok(joined):
            found.add("pii:cn_resident_id")
    if "x" in flat and any(resident_id_ok(m[1] + "x") for m in _ID_LAST_X.finditer(flat)):
        found.add("pii:cn_resident_id")
    found.update(code for code, rx in _PII_PATTERNS if rx.search(flat))
    # a number typed with O for 0, l or I for 1, Z for 2 ("2O6-7l3-4482"), next to a phone word
    # or in North America's written form ("8l8-Z7O-4419")
    if _LOOKALIKE_HINT.search(flat) and (m := _LOOKALIKE_DIGITS.search(flat)) and (
            _worded(flat) or m[0][0] == "+" or CARD_HINT.search(flat) is not None
            or _NANP_WRITTEN.fullmatch(m[0].translate(_AS_DIGITS))):
        found |= _number_reasons(_LOOKALIKE_DIGITS.sub(
            lambda m: m[0].translate(_AS_DIGITS), flat))
    return found


def pii_reasons(flat: str, cased: str, exact: bool = True) -> set[str]:
    """The PII and secret codes found in `flat` (the case-folded one-line view) and `cased`
    (the NFKC text before case-folding). A text without a digit skips every check of digits
    (most texts: each check is a scan of the whole text). Not `exact`, the first check that
    finds a code ends the search (enough for a verdict)."""
    digits = _ANY_DIGIT.search(flat) is not None
    found = _digit_reasons(flat) if digits else set()
    if found and not exact:
        return found
    if (read := numeral_reading(flat)) is not None:
        found |= _number_reasons(read) | _split_mobile(read)
        found |= id_reasons(read)  # "IBAN …：DE五三 五〇〇一 …", "SSN是四六三-八二-四七五三"
    if ("身份证" in flat or "身份證" in flat) and NUMERAL_CHAR.search(flat) and resident_id_ok(
            "".join(_ID_PIECE.findall(_ID_POSITION_WORDS.sub("", flat).translate(NUMERAL_DIGITS)))):
        found.add("pii:cn_resident_id")  # "身份证是四四零三零六,然后一九九五一二零九,最后一六三七"
    if "然后" in flat and NUMERAL_CHAR.search(flat) and _worded(flat):
        # short runs of numerals joined by 然后: "一八六，然后零七三九，最后四位二八五一"
        read = _ID_POSITION_WORDS.sub("", flat).translate(NUMERAL_DIGITS)
        found |= _number_reasons(_THEN.sub(" ", _NON_DIGIT_RUN_SEP.sub(" ", read)))
    for reading, spelled in spoken_readings(flat):  # "six one seven …", "zéro sept, vingt-trois …"
        found |= _number_reasons(reading, spelled=spelled)
        if _card_in_parts(reading):  # "four five five six, then 2509 6849 9062"
            found.add("pii:bank_card")
        if "social" in reading or "ssn" in reading or "iban" in reading or "account" in reading:
            # "social is five two nine, thirty one, …", "IBAN … A E five zero, zero three …"
            found.update(id_reasons(reading))
        if "licen" in reading and licence_number(reading):
            found.add("pii:driver_license")  # "the license number is D four eight two dash …"
    if email_given(flat):
        found.add("pii:email")
    found |= handle_reasons(flat)  # a messaging app's or a payment app's handle
    # every identity number and house number holds digits (a compound's building may be
    # numbered in Chinese numerals: "九区二五二号楼")
    if (digits or "号楼" in flat or "栋" in flat) and home_address(flat, cased):
        found.add("pii:address")
    if digits:
        found.update(id_reasons(flat))
        if birth_date_on_document(flat):
            found.add("pii:date_of_birth")
        if licence_number(flat):
            found.add("pii:driver_license")
    elif "年" in flat and birth_date_on_document(flat):  # "一九八七年十月三日", in numerals
        found.add("pii:date_of_birth")
    if found and not exact:
        return found
    found |= secret_reasons(flat, cased)
    if "pii:bank_card" in found:  # a card's number named "卡号"/"account": the card says more
        found.discard("pii:bank_account")
    return found
