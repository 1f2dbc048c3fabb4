"""Gate identity numbers (pure): Hong Kong and Taiwan IDs and IBANs by their check digits, and
the numbers that need their key word (passport, SSN, National Insurance, SIN, the French NIR)."""

from __future__ import annotations

import re

from stdnum.us import ssn as us_ssn

from agents.extract_facts.gate_example_ibans import EXAMPLE_IBANS
from agents.extract_facts.gate_national import (
    AADHAAR_NAMES,
    PAN_NAMES,
    luhn_ok,
    national_id_reasons,
)
from agents.extract_facts.gate_regex import guarded_rx, hinted_rx
from agents.extract_facts.gate_unchecked_ids import unchecked_id
from agents.extract_facts.gate_words import literals

_PASSPORT = (r"(?:passport|passeport|pasaporte|passaporto|passaporte|reisepass|paszport"
             r"|(?:personal)?ausweis"
             r"|paspoort|pasaport|pasport|paspor|passnummer|pasnummer|passini|passinumero|útlevél"
             r"|utlevel|διαβατ[ήη]ρ[ιί]\w*|หนังสือเดินทาง[\u0e00-\u0e7f]*|(?:ה)?דרכון"
             r"|جواز(?: سفر\w*)?|گذرنامه\w*|паспорт|パスポート|旅券|여권|护照"
             r"|護照|通行证|通行證|पासपोर्ट|राहदानी|hộ chiếu|անձնագր|шиноснома|пашпарт|ਪਾਸਪੋਰਟ"
             r"|પાસપોર્ટ|পাসপোর্ট|பாஸ்போர்ட்|పాస్‌?పోర్ట్|پاسپورٹ)")  # (round 169)
# Foreign identity numbers have no checksum we can use, so they need their key word.
# a patient's file named in other languages (a Hebrew "מספר תיק רפואי 7733921", round 124)
_MEDICAL_FILES = ("תיק רפואי", "מספר מטופל", "dossier médical", "historia clínica",
                  "patientennummer", "cartella clinica", "prontuário", "медицинской карты",
                  "медкарты", "rekam medis", "hồ sơ bệnh án", "เวชระเบียน", "診察券番号", "환자번호",
                  "الملف الطبي", "پرونده پزشکی", "medisch dossier",
                  "நோயாளர் எண்", "நோயாளி எண்", "मरीज़ संख्या", "मरीज संख्या", "रोगी संख्या",
                  "patient id", "patient number", "patient no")
_KEYWORD_ID = (
    # round 99: the Philippines' SSS number ("SSS number ko 34-2918475-6"), Kazakhstan's IIN
    # (ЖСН / ИИН: the birth date, then a century-and-sex digit 1-6)
    ("pii:national_id", re.compile(r"(?<![a-z])sss(?: (?:no\.?|number|num|#))?\D{0,12}"
                                   r"(?<!\d)\d{2}-?\d{7}-?\d(?!\d)"
                                   r"|(?:жсн|иин|\biin\b)\D{0,20}(?<!\d)\d\d(?:0[1-9]|1[0-2])"
                                   r"(?:0[1-9]|[12]\d|3[01])[1-6]\d{5}(?!\d)")),
    ("pii:us_ssn", re.compile(r"(?:(?<![a-z])(?:ssn'?s?|social security(?: number| no\.?)?"
                              r"|social(?= is\b| number\b| no\b|:| #))(?![a-z])"
                              r"|社安号|社会安全(?:号码?|码)|socialförsäkringsnummer)"
                              r"(?:\D|\b[a-z]-\d\b|\b(?:box|line|field|section) \d\d?\b){0,45}"
                              r"(?!000|666|9)\d{3}[ \-]?(?!00)\d{2}[ \-]?(?!0000)\d{4}\b"
                              )),
    # a passport word in some language, a few words ("number is", "no.", "番号は"), then a
    # 6-10 character document number holding at least five digits
    # (a number word after the passport word: then a letter-heavy one too, "Nr.: R4GPVLLRY")
    ("pii:passport", re.compile(
        rf"{_PASSPORT}\w*(?:\W{{1,3}}(?:no|nr|number|num|nummer|numéro|número|numero|is|was"
        r"|ist|lautet|est|es|é|è|番号は?|证件号码?|号码|号码是|号|是|我的是|我的|#|नंबर|नम्बर|का|की|के|er|mitt"
        r"|min|saya|on|שלי|ਨੰਬਰ|નંબર|নম্বর|نمبر"
        r"|nombor|numer|hat|die|der|has|the|tiene|a|o|la|le|el|il|ha|mein\w*|my|mi|mon|ma|meu"
        r"|minha|mine(?:'s)?|it'?s"
        # (Kyrgyz and Armenian: "паспортумдун номерин эстеп кал:", "անձնագրի համարն է")
        r"|номер\w*|эстеп|кал|համար\w*|է|ман|аст|raqam\w*"  # (Uzbek: "pasport raqamim")
        r"|của|mình|tôi|là)){0,4}\W{0,3}"  # (Vietnamese: "hộ chiếu của mình là C4827193")
        r"(?<![a-z0-9])(?=(?:[a-z]*\d){5})[a-z0-9]{6,10}(?![a-z0-9])"
        rf"|{_PASSPORT}\w*\W{{0,3}}(?:no|nr|number|nummer|numéro|número|numero|番号|号码)\W{{1,5}}"
        r"(?:is |ist |est |es |は )?(?<![a-z0-9])(?=[a-z]*\d)[a-z0-9]{8,10}(?![a-z0-9])"
        # right after a colon: "paspoort: NW2L1C9J4" (a Dutch number has four digits)
        rf"|{_PASSPORT}\w*\s?[:：#]\s?(?<![a-z0-9])(?=(?:[a-zα-ω]*\d){{3}})[a-zα-ω0-9]{{8,10}}"
        r"(?![a-z0-9])")),
    # the Philippines' TIN, three groups of three and a branch code ("TIN kay 312-845-907-000")
    ("pii:national_id", re.compile(r"\btin\b\D{0,20}(?<!\d)\d{3}-\d{3}-\d{3}(?:-\d{3,5})?(?!\d)")),
    ("pii:uk_nino", re.compile(r"\b(?:national insurance|ni number|nino|yswiriant gwladol)\b"
                               r"\D{0,60}"  # (yswiriant gwladol: in Welsh, round 116)
                               r"\b[a-z]{2} ?\d{2} ?\d{2} ?\d{2} ?[a-d]\b")),
    # Russia's passports: "загранпаспорт 75 4829163", "паспорт 45 08 123456"
    # … or typed into a form further on ("the passport field. I'm typing Z47381920")
    ("pii:passport", re.compile(rf"{_PASSPORT}\w*[^\n]{{0,60}}?(?:\b(?:typing|typed|entering"
                                r"|entered|put in|putting in|filled in)\b\W{0,3}|(?<=[a-z]): ?)"
                                r"(?<![a-z0-9])(?=(?:[a-z]*\d){5})[a-z0-9]{6,10}(?![a-z0-9])")),
    ("pii:passport", re.compile(r"паспорт\w*\D{0,12}(?<!\d)(?:\d{2} ?\d{7}|\d{2} ?\d{2} ?\d{6})"
                                r"(?!\d)"
                                # "паспорт: серия 45 17 номер 482916", "паспорт РФ: серия …"
                                r"|паспорт\w*\D{0,12}?серия\W{0,3}\d{2} ?\d{2}\W{1,3}"
                                # (NFKC writes № as "No")
                                r"(?:номер|№|no)\W{0,3}\d{6}(?!\d)")),
    # a passport's machine-readable zone pasted as it is printed: "P<GBRHOLLOWAY<<MARCUS<…"
    ("pii:passport", re.compile(r"\bp[a-z<][a-z]{3}[a-z]+<<[a-z<]{10,}"
                                # the zone's second line alone: number, check, nationality,
                                # birth date, check, sex, expiry, check
                                r"|\b[a-z0-9<]{9}\d[a-z<]{3}\d{7}[mf<]\d{7}[a-z0-9<]{14}[\d<]\d\b")),
    ("pii:in_aadhaar", re.compile(r"(?:\baadhaa?r\b|" + "|".join(AADHAAR_NAMES[1:]) + ")"
                                  r"\D{0,20}(?<!\d)\d{4}[ \-]?\d{4}[ \-]?\d{4}(?!\d)")),
    # a hospital's medical record number: no checksum, so its name and six digits or more
    ("pii:medical_record", re.compile(r"(?:\bmrn\b|medical record (?:number|no\b|#)|病历号|病案号"
                                      r"|住院号|病[历歷][号號]|病案號|病人[编編][号號]"
                                      r"|住院號|" + "|".join(_MEDICAL_FILES)
                                      + r")\D{0,30}(?<!\d)\d(?:[ \-]?\d){5,11}(?!\d)")),
    # a social-security or health-insurance card's number ("社保卡号 692465491", "医保个人编号")
    ("pii:medical_record", re.compile(r"(?:(?:社保|医保|社会保障|醫保|社會保障|健保)卡?"
                                      r"(?:卡号|号码?|號碼?|(?:个人|個人)?(?:编号|編號))"
                                      # … and in other languages, card or number named
                                      r"|health ?insurance (?:card |member )?(?:number|no\b|id\b|#)"
                                      r"|insurance card (?:number|no\b)|social security card"
                                      r"|health card (?:number|no\b|#)|\bohip (?:number|no\b|#)"
                                      # (a US insurer's member ID, round 117)
                                      r"|(?:blue ?cross|blue ?shield|bcbs|aetna|cigna|humana|kaiser"
                                      r"|unitedhealth\w*|anthem|medicaid)(?: \w+){0,2}? (?:member"
                                      r"|subscriber|policy) (?:id|number|no\b|#)"
                                      r"|krankenversicherungsnummer|versichertennummer"
                                      r"|carte vitale|tarjeta sanitaria|seguridad social"
                                      r"|tessera sanitaria|cartão (?:do )?sus|número de utente"
                                      r"|numer ubezpieczenia|číslo pojištěn\w*|biztosítási szám\w*"
                                      r"|номер полиса|полис омс|sgk numara\w*|bpjs"
                                      r"|bảo hiểm (?:y tế|xã hội)|bhyt|bhxh|保険証(?:の)?番号"
                                      r"|被保険者番号|건강보험증? ?번호|เลขประกันสังคม)\D{0,20}"
                                      r"(?<![0-9a-z])(?=(?:[a-z \-]*\d){8})"
                                      r"[0-9a-z](?:[0-9a-z]|[ \-](?=[0-9a-z])){7,21}(?![0-9a-z])")),
    # a person's tax reference named as such, its check digit unverified (a typo is still the
    # person's number): a self-employed Briton's UTR, a sole trader's code ("个体工商户，税号是
    # 92…"; a company's "91…" is public)
    # Pakistan's CNIC, Kenya's ID, Bangladesh's NID (10, 13 or 17 digits), Nigeria's NIN (11)
    # and Ghana's card: no check digit, so their names and their formats
    ("pii:national_id", re.compile(r"(?:شناختی کارڈ|شناختي کارت|\bcnic\b|\bnic\b)\D{0,20}(?<!\d)"
                                   r"\d{5}-?\d{7}-?\d(?!\d)|kitambulisho\D{0,30}(?<!\d)\d{7,8}(?!\d)"
                                   r"|(?:জাতীয় পরিচয়|এনআইডি|\bnid\b)\D{0,30}(?<!\d)"
                                   r"(?:\d{17}|\d{13}|\d{10})(?!\d)"
                                   r"|(?:\bnin\b|national identification number|\bbvn\b)\D{0,30}"
                                   r"(?<!\d)\d{11}(?!\d)|\bgha-\d{9}-\d\b"
                                   # Ethiopia's Fayda number, twelve digits (round 106)
                                   r"|(?:ፋይዳ|\bfayda\b)\D{0,20}(?<!\d)\d{4} ?\d{4} ?\d{4}(?!\d)"
                                   # Myanmar's NRC: state/township(kind)six digits (round 114)
                                   r"|မှတ်ပုံတင်\D{0,20}(?<!\d)\d{1,2}/[\u1000-\u109f]{2,12}"
                                   r"\((?:နိုင်|ဧည့်|ပြု|n|e|p)\)\d{6}(?!\d)"
                                   # Kenya's KRA PIN: a letter, nine digits, a letter
                                   r"|\bkra pin\b\D{0,20}\b[ap]\d{9}[a-z]\b"
                                   # a sole trader's own German Steuernummer ("meine
                                   # Steuernummer 21/815/08150"); a company's is public
                                   r"|\bmeine[rn]? steuernummer\D{0,20}(?<!\d)"
                                   r"\d{2,3}/\d{3,4}/\d{4,5}(?!\d)"
                                   # Hong Kong's identity card, its check digit in brackets
                                   r"|(?:\bhkid\b|身份[證证])\D{0,12}(?<![0-9a-z])[a-z]{1,2}\d{6}"
                                   r" ?\([0-9a]\)"
                                   # (round 131: Nepal's citizenship number, Uzbekistan's
                                   # PINFL, Haiti's NIF, Rwanda's national ID)
                                   r"|नागरिकता\D{0,20}(?<!\d)\d{2}-\d{2}-\d{2}-\d{5}(?!\d)"
                                   r"|(?:\bjshshir\b|\bpinfl\b|пинфл|жшшир)\D{0,20}(?<!\d)"
                                   r"\d{14}(?!\d)|\bnif\b\D{0,20}(?<!\d)\d{3}-\d{3}-\d{3}-\d(?!\d)"
                                   r"|indangamuntu\D{0,30}(?<!\d)1 ?(?:19|20)\d\d ?\d ?\d{7} ?\d"
                                   r" ?\d{2}(?!\d)")),
    ("pii:national_id", re.compile(r"\b(?:utr|unique taxpayer reference)\b\D{0,30}"
                                   r"(?<!\d)\d{5} ?\d{5}(?!\d)"
                                   r"|个体[^。\n]{0,20}?(?:税号|信用代码|纳税人识别号)\D{0,8}"
                                   r"(?<![0-9a-z])92[0-9a-z]{16}(?![0-9a-z])"
                                   # a sole proprietor's own US EIN ("my EIN is 84-2917365");
                                   # a company's is public
                                   r"|(?:\bmy|sole (?:proprietor|trader)\w*|self-employed"
                                   r"|freelanc\w*)[^.\n]{0,40}?\b(?:ein|tin|tax id|taxpayer id\w*"
                                   r"|employer identification number)\b\D{0,12}"
                                   r"(?<!\d)\d{2}-?\d{7}(?!\d)")),
)
# a Medicare number: the US beneficiary identifier ("1EG4-TE5-MK72", no S, L, O, I, B or Z),
# the older one of a social-security number and a letter, Australia's ten digits
_MEDICARE = re.compile(
    # (or by its initials: "Medicare card came in the mail, MBI 4TN7-QK2-WF58")
    r"\b(?:medicare|mbi)\b\W{0,3}(?:[^\W\d]{1,12}\W{1,3}){0,4}?(?<![0-9a-z])(?:"
    r"[1-9][ac-hjkmnp-rt-y][ac-hjkmnp-rt-y0-9]\d[ \-]?[ac-hjkmnp-rt-y][ac-hjkmnp-rt-y0-9]\d"
    r"[ \-]?[ac-hjkmnp-rt-y]{2}\d{2}"
    r"|\d{3}[ \-]?\d{2}[ \-]?\d{4}[a-z]\d?"
    r"|[2-6]\d{3} ?\d{5} ?\d(?: ?\d)?)(?![0-9a-z])")
# --- identity and account numbers with letters -----------------------------------------
# (not the end of a word with accents: "hóa đơn 0012457" is an invoice number)
_HK_ID = re.compile(r"(?<![a-z0-9\u00c0-\u024f\u1e00-\u1eff])([a-z]{1,2}) ?(\d{6}) ?"
                    r"(?:\(([0-9a])\)|([0-9a]))(?![a-z0-9])")
_TW_ID = re.compile(r"(?<![a-z0-9])[a-z](?: ?[ \-] ?)?[1289](?:(?: ?[ \-] ?)?\d){8}(?![a-z0-9])")
# Taiwan's letter codes are not alphabetical past H (I=34, O=35, W=32 ...).
_TW_LETTER = dict(zip("abcdefghjklmnpqrstuvxywzio", range(10, 36), strict=True))
# Written solid or in groups of four ("DE89 3704 0044 0532 0130 00").
_IBAN = re.compile(r"(?<![a-z0-9])[a-z]{2}\d{2}(?:[a-z0-9]{11,30}|(?:[ \-][a-z0-9]{4}){2,7}"
                   r"(?:[ \-][a-z0-9]{1,4})?)(?![a-z0-9])")


def hk_id_ok(letters: str, digits: str, check: str) -> bool:
    """Hong Kong identity card: one or two letters, six digits, a MOD 11 check (0-9 or A)."""
    values = ([36] if len(letters) == 1 else []) + [ord(c) - 87 for c in letters]
    total = sum(v * w for v, w in zip([*values, *map(int, digits)], range(9, 1, -1),
                                      strict=True))
    return "0123456789a"[(11 - total % 11) % 11] == check


def tw_id_ok(chars: str) -> bool:
    """Taiwan national ID / resident certificate: letter, 1/2 (or 8/9), eight digits, the
    weighted sum of the letter's code and the digits divisible by 10."""
    code = _TW_LETTER[chars[0]]
    weights = (8, 7, 6, 5, 4, 3, 2, 1, 1)
    total = code // 10 + 9 * (code % 10) + sum(int(c) * w for c, w in zip(chars[1:], weights,
                                                                         strict=True))
    return total % 10 == 0


# the countries that issue IBANs (SWIFT's registry, then the French territories and the countries
# whose banks use one in practice): "SF1429837760512" is an SF Express parcel, not an IBAN
_IBAN_COUNTRIES = frozenset((
    "AD", "AE", "AL", "AT", "AZ", "BA", "BE", "BG", "BH", "BI", "BR", "BY", "CH", "CR", "CY",
    "CZ", "DE", "DJ", "DK", "DO", "EE", "EG", "ES", "FI", "FK", "FO", "FR", "GB", "GE", "GI",
    "GL", "GR", "GT", "HN", "HR", "HU", "IE", "IL", "IQ", "IS", "IT", "JO", "KW", "KZ", "LB",
    "LC", "LI", "LT", "LU", "LV", "LY", "MC", "MD", "ME", "MK", "MN", "MR", "MT", "MU", "NI",
    "NL", "NO", "OM", "PK", "PL", "PS", "PT", "QA", "RO", "RS", "RU", "SA", "SC", "SD", "SE",
    "SI", "SK", "SM", "SO", "ST", "SV", "TL", "TN", "TR", "UA", "VA", "VG", "XK", "YE", "GF",
    "GP", "MQ", "RE", "PF", "TF", "YT", "NC", "PM", "WF", "MG", "CI", "SN", "CM", "ML", "BF",
    "BJ", "NE", "TG", "GA", "CG", "TD", "CF", "GQ", "GW", "KM", "AO", "MZ", "CV", "DZ", "IR",
))


def iban_ok(chars: str) -> bool:
    """ISO 13616: 15-34 characters, country letters moved to the end, the number mod 97 is 1."""
    chars = chars.replace(" ", "").replace("-", "")
    if not 15 <= len(chars) <= 34 or chars[:2].upper() not in _IBAN_COUNTRIES:
        return False
    return int("".join(str(int(c, 36)) for c in chars[4:] + chars[:4])) % 97 == 1


_SIX_DIGITS = re.compile(r"\d{6}|\d{4}[ \-]{1,3}\d{4}")
_SPELLED_OUT = re.compile(r"(?<![a-z0-9])[a-z0-9](?: [a-z0-9(][)]?(?![a-z0-9])){6,}")
_BRACKET_NAMED = re.compile(r"括[號号] ?([0-9a])")
_BRACKET_SPACED = re.compile(r"\( ([0-9a]) ?\)|\(([0-9a]) \)")
_IBAN_NAMED = re.compile(r"iban\W{0,4}(?:(?:is|es|est|ist|é|è|jest|:)\W{0,4})?"
                         r"([a-z]{2}\d{2}(?:[ \-]?[a-z0-9]){11,30})(?![a-z0-9])")
# Poland's account number (NRB) is its IBAN without "PL": 26 digits
_IBAN_START = re.compile(r"\b([a-z]{2}\d{2})")
_MIDDLE_DOT = re.compile(r" ?· ?")
_SPACED_COUNTRY = re.compile(r"\b([a-z]) ([a-z]) ?(?=\d{2}\b)")
_DIGIT_PIECE = re.compile(r"\d+")
_NRB = re.compile(r"(?<!\d)\d{2}(?: ?\d{4}){6}(?!\d)")
_NRB_WORDS = ("konta", "konto", "rachun", "nrb", "przelew", "iban", "account")
_NRB_HINT = literals(_NRB_WORDS)
_DOCUMENTED = hinted_rx(
    r"exampl|sample|documentation|\bdocs?\b|beispiel|exemple|ejemplo|esempio|exemplo|voorbeeld"
    r"|przykład|příklad|priklad|primjer|primer|példa|exemplu|пример|приклад|παράδειγμα|örnek"
    r"|esimerk|eksempel|exempel|näide|piemēr|pavyzd|contoh|ví dụ|示例|例子|サンプル|예시|مثال|דוגמ"
    r"|उदाहरण|ตัวอย่าง|\btest|dummy|fictional|fiktiv")


# a German health insurance number (Krankenversichertennummer): a letter, eight digits and a
# check digit, named before it
_KVNR = re.compile(r"(?:versichertennummer|versicherten-nr|kvnr|krankenkass)\w*\D{0,40}?"
                   r"(?<![a-z0-9])([a-z]\d{9})(?![a-z0-9])")


def _kvnr_ok(number: str) -> bool:
    """The KVNR's check: the letter as 01–26, then the first eight digits, weighted 1, 2, 1, …,
    each product's digits summed; the total mod 10 is the last digit."""
    digits = f"{ord(number[0]) - 96:02d}{number[1:9]}"
    total = sum(sum(divmod(int(d) * (1 + i % 2), 10)) for i, d in enumerate(digits))
    return total % 10 == int(number[9])


def documented(flat: str) -> bool:
    """Whether the text names documentation, an example or a test (case-folded `flat`)."""
    return _DOCUMENTED.search(flat) is not None


# the next word taken for the IBAN's last group: "… 3011 2874 a nombre de …", "… 2874 albo …"
_WORD_TAIL = re.compile(r"(?:[ \-][a-z]{1,4})+$")


def _account(flat: str, chars: str) -> bool:
    """An IBAN that passes its check and is not a published example named as one."""
    if not iban_ok(chars):
        chars = _WORD_TAIL.sub("", chars)
    return iban_ok(chars) and not (
        chars.replace(" ", "").replace("-", "") in EXAMPLE_IBANS and documented(flat))


def iban_spans(flat: str) -> list[tuple[int, int]]:
    """Where `flat` holds an IBAN that passes its check: its numbers are the IBAN's, judged as
    one (a published example is nobody's), not phones ("NL91 ABNA 0417 1643 00")."""
    return [m.span() for m in _IBAN.finditer(flat) if iban_ok(m[0])]


def example_iban_spans(flat: str) -> list[tuple[int, int]]:
    """Where `flat` holds one of the published example IBANs ("gb82 west 1234 5698 7654 32")."""
    return [(start, end) for start, end in iban_spans(flat)
            if flat[start:end].replace(" ", "").replace("-", "") in EXAMPLE_IBANS]


# a booking's name right before a letters-and-digits code: its reference ("redBus … PNR
# TN4827193"), whatever check digit it happens to pass
_BOOKING_BEFORE = re.compile(r"\b(?:pnr|booking|ticket|order|ref|reference|tracking|awb|flight"
                             r"|invoice)\b\W{0,3}(?:(?:no|number|code)\b\W{0,3})?$")


def _lettered_ids(flat: str) -> set[str]:
    if ("身份" in flat or "identity card" in flat or "hong kong id" in flat or "hkid" in flat
            or "hongkong-id" in flat or "taiwan id" in flat or "台湾身份证" in flat) \
            and _SPELLED_OUT.search(flat):
        # "身份證 C 6 6 8 1 0 4 括號 0": read out one character at a time, the bracket named
        flat = _SPELLED_OUT.sub(lambda m: m[0].replace(" ", ""),
                                _BRACKET_NAMED.sub(r"(\1)", _BRACKET_SPACED.sub(r"(\1)", flat)))
    if not _SIX_DIGITS.search(flat):  # every one of them holds six digits in a row
        return set()
    # (named as an ID all the same: "HKID for the booking: …")
    named = "hkid" in flat or "hong kong id" in flat or "身份" in flat
    found = {"pii:hk_id" for m in _HK_ID.finditer(flat)
             if hk_id_ok(m[1], m[2], m[3] or m[4])
             and (named or not _BOOKING_BEFORE.search(flat, max(0, m.start() - 25), m.start()))}
    found.update("pii:tw_id" for m in _TW_ID.finditer(flat)
                 if tw_id_ok(m[0].replace(" ", "").replace("-", "")))
    found.update("pii:iban" for m in _IBAN.finditer(flat) if _account(flat, m[0]))
    if "iban" in flat:  # "ES10 8829 9412 11 9183975033": grouped as the bank prints it
        found.update("pii:iban" for m in _IBAN_NAMED.finditer(flat) if _account(flat, m[1]))
        # given in pieces: "IBAN fängt mit DE02 an, dann 12030000, Rest ist 1048273956"
        flat = _SPACED_COUNTRY.sub(r"\1\2", flat)  # "IBAN: D E 44 - 5001 - …"
        if (start := _IBAN_START.search(flat)) and _account(
                flat, start[1] + "".join(_DIGIT_PIECE.findall(flat, start.end()))[:30]):
            found.add("pii:iban")
    if (_NRB_HINT.search(flat) is not None):
        found.update("pii:iban" for m in _NRB.finditer(flat)
                     if iban_ok("pl" + m[0].replace(" ", "")))
    return found


# Numbers with a check digit that still need their key word (nine or fifteen digits are
# everywhere): a Canadian SIN (Luhn) and a French NIR (97 minus the number mod 97).
_SIN = re.compile(r"\b(?:sin|social insurance(?: number| no\.?)?)\b\D{0,40}"
                  r"\b(\d{3})[ \-]?(\d{3})[ \-]?(\d{3})\b")
_NIR = guarded_rx(r"(?:sécu|securite sociale|sécurité sociale|\bnir\b|\binsee\b)\D{0,20}"
                  r"\b([12](?: ?\d){12}) ?(\d{2})\b")


def nir_ok(digits: str, key: str) -> bool:
    return 97 - int(digits) % 97 == int(key)


# Every number below holds six digits with at most one separator between two of them, but a
# passport number (one scan decides whether the rest run at all).
_NHI = re.compile(r"\bnhi\b")  # New Zealand's health number, not Vietnamese "nhiều"
_SIX_DIGITS_LOOSE = re.compile(r"\d(?:[ .\-/]?\d){5}|\d{4} - \d{4}")
_PASSPORT_WORDS = ("pass", "pasa", "pasp", "pasz", "pasn", "útlevél", "utlevel", "διαβατ", "جواز",
                   "राहदानी", "hộ chiếu", "หนังสือเดินทาง", "דרכון", "گذرنامه", "пашпарт",
                   "паспорт", "パスポート", "旅券", "여권", "护照",
                   "護照", "通行证", "通行證", "पासपोर्ट", "ausweis", "անձնագր", "шиноснома",
                   "ਪਾਸਪੋਰਟ", "પાસપોર્ટ", "পাসপোর্ট", "பாஸ்போர்ட்", "పాస్", "پاسپورٹ")
_PASSPORT_HINT = literals(_PASSPORT_WORDS)
# A bank account named as such: the word, a few filler words ("number is", "no.", "号是"),
# then 7-20 digits. Order, tracking and ticket numbers name no account, nor does a membership
# "卡号" (a bank card's number is found by its Luhn digit).
_ACCOUNT = (r"(?:bank account|account|acct|a/c|账号|帐号|账户|帐户|银行卡|kontonummer|konto"
            r"|numéro de compte|compte|número de cuenta|cuenta|conta|rekening|счёт|счет|口座"
            r"|계좌|clabe|振込先|振込口座|खाता|р/с|расч\w* сч\w*|лицев\w* сч\w*|tài khoản|\bstk\b"
            r"|numer konta|rachunku|рахун\w*|tilinumero\w*|no\.? rek\b|חשבון|conto corrente|conto"
            r"|اکاؤنٹ|अकाउंट)")
_ACCOUNT_WORDS = ("account", "acct", "a/c", "账", "帐", "银行卡", "konto", "konta", "rachunk",
                  "compte", "振込", "खाता",
                  "р/с", " сч", "tài khoản", "stk",
                  "cuenta", "conta", "rekening", "счёт", "счет", "口座", "계좌", "clabe", "рахун",
                  "tilinumero", "rek", "חשבון", "conto", "اکاؤنٹ",
                  "अकाउंट")
_ACCOUNT_HINT = literals(_ACCOUNT_WORDS)
_BANK_ACCOUNT = guarded_rx(
    rf"{_ACCOUNT}(?:\W{{0,3}}(?:number|no|nr|num|numero|número|numéro|nummer|nomor|is|es|est|ist"
    r"|bancaria|bancario|bank|banc\w*|corriente"
    r"|é|for|of|my|号码|号|是|为|は|番号|는|번호|संख्या|नंबर|نمبر|מספר|il|n\.?|è"
    r"|[\w\u4e00-\u9fff]{1,12}?[银銀]行(?: ?[\u4e00-\u9fff]{1,8}?(?:分行|支行|支店|本店))?"
    r"(?: ?(?:普通|当座|活期|定期|貯蓄))?"  # 招商银行, 三菱UFJ銀行 渋谷支店 普通
    r"|[a-z]+bank|của (?:mình|tôi|em|anh|chị)"  # "tài khoản Vietcombank của mình"
    r"|(?:[a-z]+ ){1,2}bank|banco (?:[a-z]+ ){0,2}[a-z]+|banque [a-z]+|saya|aku|checking|savings"
    r"|bca|bni|bri|mandiri|hdfc|icici|sbi|chase|citi|hsbc|barclays|santander|bbva|ing|dbs|ocbc"
    r"|uob|maybank|cimb|nubank|revolut|wise|n26|sberbank|tinkoff|kaspi|on|nordea|danske"
    r"|handelsbanken))*\W{0,3}"
    r"(?<!\d)(?!(?:19|20)\d\d-[01]\d-[0-3]\d(?![\d\-]))"  # an ISO date is no account
    r"(\d(?:[ \-]?\d){6,25})(?!\d|[.,]\d)")

# an Indian account named by its branch's IFSC; a Brazilian one by its agência and conta
_IFSC_ACCOUNT = re.compile(r"(?<!\d)\d{9,18}(?!\d).{0,40}\bifsc\W{0,4}[a-z]{4}0[a-z0-9]{6}\b"
                           r"|\bifsc\W{0,4}[a-z]{4}0[a-z0-9]{6}\b.{0,40}(?<!\d)\d{9,18}(?!\d)")
_AGENCIA_CONTA = re.compile(r"ag[eê]ncia\W{0,3}\d{3,5}(?:-\d)?\W.{0,30}?conta(?: corrente"
                            r"| poupança)?\W{0,3}\d{3,12}-?[\dx]\b")

_JP_BANK_ACCOUNT = re.compile(r"[銀银]行\s*\S{0,10}?支店[^\n]{0,12}?(?:普通|当座)\s*"
                              r"(?<!\d)\d{7}(?!\d)")
# a UK account: its sort code, then eight digits ("sort code 20-45-77 acc no 43819265")
_UK_ACCOUNT = re.compile(r"\bsort ?code\W{0,3}\d{2}[ \-]?\d{2}[ \-]?\d{2}\b.{0,30}?"
                         r"(?<!\d)\d{8}(?!\d)")
# an Indonesian, a Nigerian or a Vietnamese bank named, then its account's digits ("transfer ke
# BCA 5270481936 a.n. …", "àkọọ́lẹ̀ GTBank mi: 0129483718", "vào Techcombank 19036284710015")
_NAMED_BANK = ("bca", "bni", "bri", "mandiri", "bsi", "gtbank", "gtb", "access bank",
               "zenith bank", "first bank", "uba", "opay", "palmpay", "kuda", "moniepoint",
               "fidelity bank", "wema", "sterling bank", "vietcombank", "techcombank",
               "vietinbank", "agribank", "bidv", "sacombank", "vpbank", "tpbank", "mbbank",
               "mb bank", "acb")
_NAMED_BANK_HINT = literals(_NAMED_BANK)
_NAMED_BANK_ACCOUNT = hinted_rx(rf"\b(?:{'|'.join(_NAMED_BANK)})\b(?:\W{{1,3}}(?:mi|saya|aku|my))?"
                                 # (but a Vietnamese hotline: "tổng đài Vietcombank 1900545413")
                                 r"\W{0,3}(?<!\d)(?!1[89]00\d{6}(?!\d))\d{10,16}(?!\d)"
                                 # … or the bank after a NUBAN ("0123847562 ní GTBank")
                                 rf"|(?<!\d)\d{{10}}(?!\d)\W{{1,3}}(?:\w+\W{{1,3}}){{0,2}}?"
                                 rf"(?:{'|'.join(_NAMED_BANK)})\b")
_KR_BANK_ACCOUNT = re.compile(r"[가-힣]{1,6}(?:은행|뱅크)\W{0,3}\d{2,6}(?:-\d{2,6}){1,3}")
_ROUTING = re.compile(r"routing\W{0,12}(?:number|no|#)?\W{0,3}(\d{9})\b")
_LONG_RUN = re.compile(r"\d(?:[ \-]?\d){5,16}")
_DIGITS = re.compile(r"\d+")
_NOT_DIGIT = re.compile(r"\D+")


def aba_ok(digits: str) -> bool:
    """A US bank routing number (ABA): weights 3, 7, 1 over nine digits, a multiple of 10."""
    total = sum(int(d) * w for d, w in zip(digits, (3, 7, 1) * 3, strict=True))
    return total % 10 == 0 and digits != "000000000"


_KEYED = {"pii:us_ssn": ("ssn", "social", "社安号", "社会安全", "socialförsäkring"),
          "pii:uk_nino": ("insurance", "ni number", "nino", "yswiriant"),
          "pii:in_aadhaar": AADHAAR_NAMES,
          "pii:medical_record": ("mrn", "medical record", "病历号", "病案号", "住院号", "保",
                                 "病人", "病歷", "病案號", "住院號", "member", "subscriber",
                                 "policy", "insurance", "social security card", "versicherten",
                                 "vitale", "sanitaria", "seguridad social", "sus", "utente",
                                 "ubezpiecz", "pojištěn", "biztosítási", "полис", "sgk", "bpjs",
                                 "bảo hiểm", "bhyt", "bhxh", "건강보험", "ประกันสังคม",
                                 "health card", "ohip", *_MEDICAL_FILES),
          "pii:national_id": ("utr", "taxpayer", "个体", "ein", "tin", "tax id",
                                "employer identification", "شناختی", "شناختي", "cnic", "nic",
                                "kitambulisho", "জাতীয় পরিচয়", "এনআইডি", "nid", "nin", "bvn", "kra",
                                "national identification", "gha-", "steuernummer", "hkid",
                                "身份證", "身份证", "sss", "жсн", "иин", "iin", "ፋይዳ", "fayda",
                                "မှတ်ပုံတင်", "नागरिकता", "jshshir", "pinfl", "пинфл", "жшшир",
                                "nif", "indangamuntu")}
_KEYED_HINTS = tuple((code, literals(words)) for code, words in _KEYED.items())


# an SSN read out digit by digit ("6 2 1 - 3 0 - 9 4 5 7") or given in pieces named by their
# place ("last four … 4410 and the first five are 287-65")
_SPELLED_SSN = re.compile(r"(?<!\d)\d(?: ?[\-/ ] ?\d){8}(?![ \-/]?\d)")
_SSN_PIECES = re.compile(r"\b(?:first|last) (?:three|four|five|six|3|4|5|6)\b"
                         r"|\bstarts? with\b[^.]{0,30}\bends? (?:in|with)\b")


def _ssn_in_pieces(flat: str) -> bool:
    if (m := _SPELLED_SSN.search(flat)) and us_ssn.is_valid(_NOT_DIGIT.sub("", m[0])):
        return True
    pieces = _DIGITS.findall(flat)
    if len(pieces) not in (2, 3) or sum(map(len, pieces)) != 9 or not _SSN_PIECES.search(flat):
        return False
    return any(us_ssn.is_valid("".join(p)) for p in (pieces, pieces[::-1]))


def id_reasons(flat: str) -> set[str]:
    """The identity-number codes found in `flat` (the case-folded one-line view)."""
    found: set[str] = set()
    if "·" in flat and "iban" in flat:  # "IBAN: PT · 50 · 00 · 35 · …"
        flat = _MIDDLE_DOT.sub("", flat)
    if ("ssn" in flat or "social" in flat or "社安" in flat) and _ssn_in_pieces(flat):
        found.add("pii:us_ssn")
    if (_PASSPORT_HINT.search(flat) is not None) or "<<" in flat:
        # (a number read out one digit at a time: "passport no is 1 2 1 9 8 4 3 7 0")
        read = _SPELLED_OUT.sub(lambda m: m[0].replace(" ", ""), flat) \
            if _SPELLED_OUT.search(flat) else flat
        found.update(code for code, rx in _KEYWORD_ID if code == "pii:passport" and rx.search(read))
    if ("medicare" in flat or "mbi" in flat) and _MEDICARE.search(flat):
        found.add("pii:medical_record")
    if ("versicherten" in flat or "kvnr" in flat or "krankenkass" in flat) and any(
            _kvnr_ok(m[1]) for m in _KVNR.finditer(flat)):
        found.add("pii:medical_record")  # "Versichertennummer … M482917361"
    if unchecked_id(flat):
        found.add("pii:national_id")
    if not _SIX_DIGITS_LOOSE.search(flat):  # but a codice fiscale or a PAN has fewer in a row
        named = "codice" in flat or "pan" in flat or any(name in flat for name in PAN_NAMES) \
            or ("nhi" in flat and _NHI.search(flat) is not None)
        # an IBAN with letters in its account part ("RO22 BTRL HZWZ GGE8 MMVS QC8O")
        found.update("pii:iban" for m in _IBAN.finditer(flat) if iban_ok(m[0]))
        return found | (national_id_reasons(flat) if named else set())
    keyed = {code for code, hint in _KEYED_HINTS if hint.found_in(flat)}
    found.update(code for code, rx in _KEYWORD_ID if code in keyed and rx.search(flat))
    found |= _lettered_ids(flat)
    if (_ACCOUNT_HINT.search(flat) is not None) and _BANK_ACCOUNT.search(flat):
        found.add("pii:bank_account")
    if "routing" in flat and any(aba_ok(m[1]) for m in _ROUTING.finditer(flat)) \
            and len(_LONG_RUN.findall(flat)) > 1:
        found.add("pii:bank_account")  # "checking #6518 5103 671, routing 121022831"
    if "支店" in flat and _JP_BANK_ACCOUNT.search(flat):
        found.add("pii:bank_account")  # "三菱UFJ銀行 渋谷支店（店番135）普通 4829173"
    if "sort" in flat and _UK_ACCOUNT.search(flat):
        found.add("pii:bank_account")
    if _NAMED_BANK_HINT.search(flat) is not None and _NAMED_BANK_ACCOUNT.search(flat):
        found.add("pii:bank_account")
    if ("은행" in flat or "뱅크" in flat) and _KR_BANK_ACCOUNT.search(flat):
        found.add("pii:bank_account")  # "국민은행 482103-01-573916"
    if ("ifsc" in flat and _IFSC_ACCOUNT.search(flat)) or (
            ("agência" in flat or "agencia" in flat) and _AGENCIA_CONTA.search(flat)):
        found.add("pii:bank_account")
    if "sin" in flat or "social insurance" in flat:
        found.update("pii:ca_sin" for m in _SIN.finditer(flat) if luhn_ok(m[1] + m[2] + m[3]))
    if "sécu" in flat or "nir" in flat or "insee" in flat or "sociale" in flat:
        found.update("pii:fr_nir" for m in _NIR.finditer(flat)
                     if nir_ok(m[1].replace(" ", ""), m[2]))
    if documented(flat) and _EXAMPLE_IDS.search(flat):  # "el 12345678Z de los ejemplos"
        return found
    return found | national_id_reasons(flat)


# national numbers printed as examples in documentation and validators' tests: no one's, in a
# text that names an example or a test
_EXAMPLE_IDS = re.compile(r"(?<![\w.])(?:12345678-?z|x-?1234567-?l|123\.?456\.?789-?09)(?![\w])")
