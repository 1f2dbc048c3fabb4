"""Gate numbers read out in words (pure): digit by digit ("six one seven, seven seven five",
"7 one 8 - 4 two 9") and in pairs or groups ("zéro sept, vingt-trois, quatre-vingt-onze",
"восемь, девятьсот три, семьсот сорок один"), turned into digits for the digit checks."""

from __future__ import annotations

import re

from agents.extract_facts.gate_regex import hinted_rx
from agents.extract_facts.gate_words import trie

# --- digit by digit --------------------------------------------------------------------------
# Digits spelled out in English ("six one seven, seven seven five, …", "plus four four, …"):
# read as digits, a comma or dash starting a new group; digits may stand among the words.
# (and in French, Spanish, Portuguese, Italian, German and Vietnamese: no word is a different
# digit in another of them)
DIGIT_WORDS = {"zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4",
               "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9",
               "zéro": "0", "un": "1", "deux": "2", "trois": "3", "quatre": "4", "cinq": "5",
               "sept": "7", "huit": "8", "neuf": "9", "cero": "0", "uno": "1", "dos": "2",
               "tres": "3", "cuatro": "4", "cinco": "5", "seis": "6", "siete": "7", "ocho": "8",
               "nueve": "9", "um": "1", "dois": "2", "duas": "2", "três": "3", "sete": "7",
               "oito": "8", "nove": "9", "quatro": "4", "due": "2", "tre": "3", "quattro": "4",
               "cinque": "5",
               "sei": "6", "sette": "7", "otto": "8", "null": "0", "eins": "1", "zwei": "2",
               "drei": "3", "vier": "4", "fünf": "5", "sechs": "6", "sieben": "7", "acht": "8",
               "neun": "9", "không": "0", "một": "1", "hai": "2", "ba": "3", "bốn": "4",
               "năm": "5", "sáu": "6", "bảy": "7", "tám": "8", "chín": "9",
               # Romanian (ș and ş both written), Dutch, Swedish (round 67: "zero șapte doi
               # doi, …"); no word is another digit in the languages above
               "unu": "1", "doi": "2", "două": "2", "trei": "3", "patru": "4", "cinci": "5",
               "șase": "6", "şase": "6", "șapte": "7", "şapte": "7", "opt": "8", "nouă": "9",
               "nul": "0", "een": "1", "twee": "2", "drie": "3", "vijf": "5", "zes": "6",
               "zeven": "7", "negen": "9", "noll": "0", "ett": "1", "två": "2", "fyra": "4",
               "fem": "5", "sju": "7", "åtta": "8", "nio": "9",
               # Malay and Indonesian (round 53: "nombor saya kosong satu tiga lima …")
               "kosong": "0", "nol": "0", "satu": "1", "dua": "2", "tiga": "3", "empat": "4",
               "lima": "5", "enam": "6", "tujuh": "7", "lapan": "8", "delapan": "8",
               "sembilan": "9",
               # Swahili (round 151: "namba yangu ni sifuri saba moja mbili, …")
               "sifuri": "0", "moja": "1", "mbili": "2", "tatu": "3", "nne": "4", "tano": "5",
               "sita": "6", "saba": "7", "nane": "8", "tisa": "9"}
# (digits among the words: "646-four-eight-2-7391")
_DIGIT_WORD = f"(?:{trie(DIGIT_WORDS)}|\\d+)"  # (a trie: shared first letters are tried once)
_DIGITS_SPELLED = re.compile(rf"(?:\bplus )?\b{_DIGIT_WORD}\b(?:[ ,\-.…/()]+{_DIGIT_WORD}\b){{3,}}")
_DIGIT_TOKEN = re.compile(rf"plus|{_DIGIT_WORD}|[,\-.…/()]")


def _spelled_digits(m: re.Match[str]) -> str:
    digits = "".join("+" if t == "plus" else " " if t in ",-.…/()" else DIGIT_WORDS.get(t, t)
                     for t in _DIGIT_TOKEN.findall(m[0]))
    return " ".join(digits.split())  # "two ... three": one separator between the groups


# --- numbers in groups -----------------------------------------------------------------------
# French, Spanish, Portuguese, Italian, Russian and Polish number words up to 999 (phone numbers are
# read in pairs or groups of two and three): units and teens, tens, hundreds.
_UNITS = {w: v for v, words in enumerate((
    "zéro zero cero ноль нуль", "un une uno una um uma один одна одно jeden jedna",
    "deux dos dois duas due два две dwa dwie",
    "trois tres três tre три trzy", "quatre cuatro quatro quattro четыре cztery",
    "cinq cinco cinque пять pięć", "six seis sei шесть sześć", "sept siete sete sette семь siedem",
    "huit ocho oito otto восемь osiem", "neuf nueve nove девять dziewięć",
    "dix diez dez dieci десять dziesięć", "onze once undici одиннадцать jedenaście",
    "douze doce dodici двенадцать dwanaście", "treize trece treze tredici тринадцать trzynaście",
    "quatorze catorce catorze quattordici четырнадцать czternaście",
    "quinze quince quindici пятнадцать piętnaście",
    "seize dieciséis dezesseis dezasseis sedici шестнадцать szesnaście",
    "diecisiete dezessete dezassete diciassette семнадцать siedemnaście",
    "dieciocho dezoito diciotto восемнадцать osiemnaście",
    "diecinueve dezenove dezanove diciannove девятнадцать dziewiętnaście")) for w in words.split()}
_TENS = {w: v * 10 for v, words in enumerate((
    "", "", "vingt vingts veinte vinte venti двадцать dwadzieścia",
    "trente treinta trinta trenta тридцать trzydzieści",
    "quarante cuarenta quarenta quaranta сорок czterdzieści",
    "cinquante cincuenta cinquenta cinquanta пятьдесят pięćdziesiąt",
    "soixante sesenta sessenta sessanta шестьдесят sześćdziesiąt",
    "septante setenta settanta семьдесят siedemdziesiąt",
    "huitante octante ochenta oitenta ottanta восемьдесят osiemdziesiąt",
    "nonante noventa novanta девяносто dziewięćdziesiąt"), start=0) for w in words.split()}
_HUNDREDS = {w: v * 100 for v, words in enumerate((
    "", "cent cents cien ciento cem cento сто sto", "doscientos duzentos двести dwieście",
    "trescientos trezentos триста trzysta", "cuatrocientos quatrocentos четыреста czterysta",
    "quinientos quinhentos пятьсот pięćset", "seiscientos seiscentos шестьсот sześćset",
    "setecientos setecentos семьсот siedemset", "ochocientos oitocentos восемьсот osiemset",
    "novecientos novecentos девятьсот dziewięćset")) for w in words.split()}
_AND = frozenset({"et", "y", "e", "и"})
_VALUES = {**_UNITS, **_TENS, **_HUNDREDS}
_WORDS = "|".join(sorted(_VALUES, key=len, reverse=True))
# a run of number words: spaces, hyphens and commas between them, "et"/"y"/"e"/"и" inside
_RUN = hinted_rx(rf"\b(?:{_WORDS})\b(?:[ ,\-]+(?:(?:et|y|e|и)[ \-]+)?(?:{_WORDS})\b)+")
_GROUP_TOKEN = re.compile(r"[^\W\d_]+|,")
SPOKEN = frozenset({*DIGIT_WORDS, *_VALUES})
_SPLIT = re.compile(r"[\s,\-./()]+")


def _numbers(run: str) -> str:
    """The run as digits: each number it holds, a zero on its own as "0", groups apart."""
    out: list[str] = []
    current: int | None = None

    def flush() -> None:
        nonlocal current
        if current is not None:
            out.append(str(current))
        current = None

    for token in _GROUP_TOKEN.findall(run):
        if token == ",":
            flush()
            out.append(" ")
            continue
        if token in _AND:
            continue
        value = _VALUES[token]
        if value == 0:
            flush()
            out.append("0")
        elif current is None:
            current = value
        elif token in _HUNDREDS and current < 10:
            current *= 100  # "trois cents"
        elif token in ("vingt", "vingts") and current == 4:
            current = 80  # "quatre-vingt"
        elif (current % 100 == 0 and value < 100) or (current % 10 == 0 and value < 10) or (
                current in (60, 80) and value < 20):  # "soixante-dix", "quatre-vingt-onze"
            current += value
        else:
            flush()
            current = value
    flush()
    return " ".join("".join(out).split())


# English ways of saying digits that are not one digit a word: "double 2", "thirty one",
# "(dash)"; read as digits before the readings above
_TENS_EN = {"twenty": "2", "thirty": "3", "forty": "4", "fifty": "5", "sixty": "6",
            "seventy": "7", "eighty": "8", "ninety": "9"}
_TEENS_EN = {"ten": "10", "eleven": "11", "twelve": "12", "thirteen": "13", "fourteen": "14",
             "fifteen": "15", "sixteen": "16", "seventeen": "17", "eighteen": "18",
             "nineteen": "19"}
_ONES_EN = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_DASH_WORD = re.compile(r"\(?\s*\b(?:dash|hyphen)\b\s*\)?")
_REPEATED = re.compile(rf"\b(double|triple) ({_DIGIT_WORD})\b")
_TENS_WORD = re.compile(rf"\b({'|'.join(_TENS_EN)})(?:[ \-]({'|'.join(_ONES_EN)}))?\b")
_TEENS_WORD = re.compile(rf"\b(?:{'|'.join(_TEENS_EN)})\b")
_DASHED_O = re.compile(rf"(\b{_DIGIT_WORD}-)o\b|\bo(?=-{_DIGIT_WORD}\b)")
_THEN_SAID = re.compile(rf"\b({_DIGIT_WORD}),? (?:and )?then ({_DIGIT_WORD})\b")
_SAID_ENGLISH = frozenset({"double", "triple", "dash", "hyphen", *_TENS_EN, *_TEENS_EN})


def _english_said(flat: str) -> str:
    flat = _DASH_WORD.sub(" - ", _DASHED_O.sub(lambda m: f"{m[1] or ''}0", flat))
    flat = _REPEATED.sub(lambda m: " ".join([m[2]] * (2 if m[1] == "double" else 3)), flat)
    flat = _TENS_WORD.sub(lambda m: _TENS_EN[m[1]] + (DIGIT_WORDS[m[2]] if m[2] else "0"), flat)
    return _TEENS_WORD.sub(lambda m: _TEENS_EN[m[0]], flat)


def short_digits_read(flat: str) -> str | None:
    """`flat` with four digits or more said or spaced out in a row written together ("PIN … is
    four eight two seven", "密码 0 9 1 5 3 8"), for the secret checks; None when there are
    none."""
    if flat.count(" ") < 3 or not _DIGITS_SPELLED.search(flat):
        return None
    return _DIGITS_SPELLED.sub(lambda m: _spelled_digits(m).replace(" ", ""), flat)


def spoken_readings(flat: str) -> list[tuple[str, bool]]:
    """`flat` with its numbers read out in words written as digits: (reading, digit by digit)
    for each reading that holds seven digits or more; none for most texts (a word count
    first)."""
    if flat.count(" ") < 3:
        return []
    words = [w for w in _SPLIT.split(flat) if w]
    if SPOKEN.isdisjoint(words) and _SAID_ENGLISH.isdisjoint(words) \
            and "o-" not in flat and "-o" not in flat:
        return []  # no number word: nothing to read (below, `named` and `said` would be 0)
    named = sum(w in SPOKEN for w in words)
    if " then " in flat:
        flat = _THEN_SAID.sub(r"\1, \2", flat)
        words = [w for w in _SPLIT.split(flat) if w]
    said = sum(w in _SAID_ENGLISH for w in words) + ("o-" in flat or "-o" in flat)
    if said:  # "… 4 double 2 6 1 0", "thirty one", "five-one-O"
        named += said
        flat = _english_said(flat)
        words = [w for w in _SPLIT.split(flat) if w]
    if named < (1 if said else 2) or named + sum(len(w) for w in words if w.isdigit()) < 4:
        return []
    readings: list[tuple[str, bool]] = []
    if (said or any(w in DIGIT_WORDS for w in words)) and _DIGITS_SPELLED.search(flat):
        digits = _DIGITS_SPELLED.sub(_spelled_digits, flat)
        if sum(c.isdigit() for c in digits) >= 7:
            readings.append((digits, True))
    if _RUN.search(flat):
        grouped = _RUN.sub(lambda m: _numbers(m[0]), flat)
        if sum(c.isdigit() for c in grouped) >= 7:
            readings.append((grouped, True))
    return readings


# Numbers read out in Chinese numerals ("一三八 一零七二 六六五九", 幺 for one, the financial
# 壹贰叁…), alone or mixed with digits ("138一二三四5678"), or in Korean ones: seven or more in a
# run. (幺 1, 两 2, 拐 7, 勾 9, 洞 0: digits as they are read aloud, on the phone or in the army)
_NUMERAL = "零〇一二三四五六七八九幺两壹贰貳叁參叄肆伍陆陸柒捌玖拐勾洞공영일이삼사오육칠팔구"
_NUMERAL_RUN = re.compile(rf"[{_NUMERAL}\d](?:[ \-–—.·・･,、]?[{_NUMERAL}\d]){{6,}}")
NUMERAL_CHAR = re.compile(f"[{_NUMERAL}]")
NUMERAL_DIGITS = str.maketrans(_NUMERAL, "0012345678912" "1223334566789" "790"
                               "00123456789")  # Korean: 공/영 0, 일 1 … 구 9
_GROUP_MARKS = str.maketrans(",・･、", "    ")  # read as spaces between the groups
# "…칠오사이에요": the last 이 is "is", not a 2
_KO_COPULA = re.compile(r"이(?=에요|예요|야\b|다\b|고\b|라고)")


def numeral_reading(flat: str) -> str | None:
    """`flat` with its runs of numerals read as digits, or None when it holds no such run."""
    if NUMERAL_CHAR.search(flat) is None or not any(
            NUMERAL_CHAR.search(m[0]) for m in _NUMERAL_RUN.finditer(flat)):
        return None
    return _NUMERAL_RUN.sub(lambda m: m[0].translate(NUMERAL_DIGITS).translate(_GROUP_MARKS),
                            _KO_COPULA.sub("", flat))
