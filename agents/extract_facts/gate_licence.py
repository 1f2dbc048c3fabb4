"""Gate driving-licence numbers (pure): a licence's number after the words that name it.

A driving licence's number identifies its holder as a passport's does, and no checksum is
public for most of them: it is found by its name ("driver's license", "DL#", "Führerschein",
"운전면허번호", "驾驶证号") followed closely by a token of six to twenty letters, digits and dashes
with five digits or more, that is not a date ("DL# N8327003", "MORRI901075AJ9BM",
"17-94-359927-46"). A licence named without a number ("my licence expires in May") passes.
"""

from __future__ import annotations

import re

from agents.extract_facts.gate_regex import hinted_rx
from agents.extract_facts.gate_words import literals

# the words that name a driving licence (gate_dob reads them as identity documents too)
LICENCE_WORDS = (
    "driver's licen", "driver’s licen", "drivers licen", "driving licen", "driver licen",
    "driver's permit", "dl#", "dl #", "dl no", "dl number", "führerschein", "fuehrerschein",
    "permis de conduire", "licencia de conducir", "carnet de conducir", "permiso de conducir",
    "patente di guida", "numero patente", "numero di patente", "numero della patente",
    "carta de condução", "carteira de motorista", "cnh", "prawo jazdy",
    "rijbewijs", "ehliyet", "водительск", "řidičsk", "körkort", "førerkort", "kørekort",
    "ajokortti", "bằng lái", "giấy phép lái xe", "ใบขับขี่",
    "ड्राइविंग लाइसेंस", "رخصة القيادة", "گواهینامه", "רישיון נהיגה", "δίπλωμα οδήγησης",
    # (the flat view reads traditional characters as simplified: 運転免許 is 運転免许 there)
    "運転免许", "免许証番号", "驾驶证", "驾照", "駕照",
    "驾驶执照", "운전면허", "jogosítvány", "jogositvany", "řidičák", "uk licence", "licence no",
    "license no", "licence no.", "license no.", "license #", "licence #", "license#", "licence#",
    "ca dl", "ny dl", "tx dl", "fl dl", "wa dl", "licence number", "license number",
    "διπλώματοσ οδήγησ", "посвідчення водія", "водійськ")
_LICENCE = literals(LICENCE_WORDS)
# the number: close after the name, six to twenty characters with five digits or more
_NUMBER = re.compile(
    r"(?:no\.|nr\.|[^\n.!?。]){0,30}?(?<![a-z0-9\-])(?=(?:[a-z\-]*\d(?: (?=\d))?){5})"
    # (digits in groups: "档案编号是 3201 0045 8816")
    r"([a-z0-9](?:[a-z0-9\-]|(?<=\d) (?=\d)){4,18}[a-z0-9])"
    r"(?![a-z0-9\-])")
# a US state's licence in its shape, the state named before it, in a text about a licence
# ("my license got swiped at the bar … it's California D4819273")
_STATES = (r"(?:california|illinois|florida|texas|new york|washington|ohio|georgia|arizona"
           r"|nevada|oregon|michigan|pennsylvania|new jersey|virginia|massachusetts|colorado)")
_STATE_LICENCE = re.compile(
    rf"\b{_STATES}\W{{1,3}}(?:dl\W{{1,3}}|licen[cs]e\W{{1,3}})?"
    r"(?:[a-z]\d{6,12}|[a-z]\d{3}-\d{4}-\d{4})\b"
    # … or after it ("it should be D4829173 (California)")
    rf"|\b[a-z]\d{{6,12}}\W{{1,3}}{_STATES}\b")
_DATE = re.compile(r"\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}-\d{2,4}")


def licence_number(flat: str) -> bool:
    """Whether `flat` (the case-folded one-line view) gives a driving licence's number."""
    return any(not _DATE.fullmatch(n[1])
               for m in _LICENCE.finditer(flat) if (n := _NUMBER.match(flat, m.end()))) or (
        "licen" in flat and _STATE_LICENCE.search(flat) is not None)


# A vehicle's licence plate named (a plate is a memory the user keeps, benign since round 57,
# docs/QUALITY.md): the learned model rejects plates in languages it was not trained on
# (rounds 116 and 121: "Мой госномер К482МР 799", "Rhif cofrestru fy nghar yw CY19 FDW"), so a
# text that names one is left to the rules (`gates._assess`). Over every labelled text the
# model caught nothing else in the 399 that name a plate.
_PLATE = hinted_rx(
    r"\b(?:licen[cs]e plate|number plate|plate number|car plate|reg(?:istration)? (?:number|plate)"
    r"|kennzeichen|nummernschild|plaque d'immatriculation|immatriculation|matr[íi]cula|targa"
    r"|placa|rejestracyjn\w*|nummerplade|registreringsnummer|rekisterinumero|rekisterikilpi"
    r"|kenteken|plat nomor|nomor polisi|biển số|spz|rendszám\w*|număr(?:ul)? de înmatriculare"
    r"|πινακίδα|plaka\w*|госномер\w*|номер (?:машины|авто\w*)|номерн\w* знак\w*|cofrestru"
    r"|in-numru tal-karozza|inombolo yepuleti|maşınımın nömrəsi)\b|车牌|車牌|ナンバー|번호판"
    r"|ป้ายทะเบียน|ทะเบียนรถ|नंबर प्लेट|গাড়ির নম্বর|বাইকের নম্বর|پلاک ماشین|מספר רישוי")


def plate_named(flat: str) -> bool:
    """Whether `flat` (the case-folded one-line view) names a vehicle's licence plate."""
    return _PLATE.search(flat) is not None
