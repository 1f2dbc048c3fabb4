"""National identity numbers (pure): the key word people put before a number, in its language
and in English, then the country's check digits (python-stdnum, or written here where it has
none). Split from gate_ids, which calls `national_id_reasons`."""

from __future__ import annotations

import re
from typing import Any, ClassVar

from stdnum import cl, luhn, mx, verhoeff
from stdnum.ar import cbu, cuit
from stdnum.ar import dni as ar_dni
from stdnum.at import vnr as at_vnr
from stdnum.au import tfn
from stdnum.be import nn as be_nn
from stdnum.bg import egn
from stdnum.br import cpf
from stdnum.ch import ssn as ch_ssn
from stdnum.cn import uscc
from stdnum.cz import bankaccount as cz_account
from stdnum.cz import rc as cz_rc
from stdnum.de import idnr as de_idnr
from stdnum.dk import cpr
from stdnum.do import cedula as do_cedula
from stdnum.ec import ci as ec_ci
from stdnum.ee import ik as ee_ik
from stdnum.es import dni, nie
from stdnum.fi import hetu
from stdnum.fr import nir as fr_nir
from stdnum.gb import nhs
from stdnum.gr import amka
from stdnum.gr import vat as gr_vat
from stdnum.hr import oib
from stdnum.id import nik, npwp
from stdnum.ie import pps
from stdnum.il import idnr as il_idnr
from stdnum.in_ import aadhaar, pan
from stdnum.is_ import kennitala
from stdnum.it import codicefiscale
from stdnum.jp import in_ as jp_in
from stdnum.kr import rrn
from stdnum.lt import asmens
from stdnum.lv import pvn as lv_pvn
from stdnum.my import nric as my_nric
from stdnum.nl import bsn
from stdnum.no import fodselsnummer, kontonr
from stdnum.nz import ird
from stdnum.pl import nip as pl_nip
from stdnum.pl import pesel
from stdnum.pt import nif as pt_nif
from stdnum.ro import cnp
from stdnum.ru import inn
from stdnum.se import personnummer
from stdnum.si import ddv as si_ddv
from stdnum.si import emso
from stdnum.th import pin as th_pin
from stdnum.tr import tckimlik
from stdnum.ua import rntrc
from stdnum.us import itin
from stdnum.us import ssn as us_ssn
from stdnum.za import idnr as za_idnr

from agents.extract_facts.gate_regex import hinted_rx
from agents.extract_facts.gate_words import literals

_LUHN_DOUBLED = (0, 2, 4, 6, 8, 1, 3, 5, 7, 9)  # digit * 2, digits summed


def luhn_ok(digits: str) -> bool:
    return sum(_LUHN_DOUBLED[int(c)] if i % 2 else int(c)
               for i, c in enumerate(reversed(digits))) % 10 == 0


# --- national identity numbers: the key word, then python-stdnum's validator ------------------
# Each country's number is found by the words people put before it (in its language and in
# English) and accepted only when the country's check digits hold (python-stdnum, maintained
# per country). The code is "pii:national_id" for all of them.
# (key word pattern, validators, triggers: the words a key word starts with, "~" marking a
# substring): a text is read for a country only when one of its triggers is in it.
class _PersonKennitala:
    """Iceland's kennitala of a person: a company's has 40 added to its day (4-7 first, rounds
    165 and 167: "Kennitala fyrirtækisins okkar er 540169-5869", printed on its invoices)."""

    @staticmethod
    def is_valid(number: str) -> bool:
        return number[:1] in "0123" and kennitala.is_valid(number)


class _Snils:
    """Russia's СНИЛС: nine digits and two check digits (the nine weighted 9 … 1, mod 101)."""

    @staticmethod
    def is_valid(number: str) -> bool:
        digits = "".join(c for c in number if c.isdigit())
        if len(digits) != 11 or len(set(digits[:9])) == 1:
            return False
        total = sum(int(d) * w for d, w in zip(digits[:9], range(9, 0, -1), strict=True))
        return total % 101 % 100 == int(digits[9:])


class _LuMatricule:
    """Luxembourg's identification number (matricule): the birth date as YYYYMMDD, three
    digits, then a Luhn and a Verhoeff check digit of the eleven before."""

    @staticmethod
    def is_valid(number: str) -> bool:
        if len(number) != 13 or not number.isdigit() or not (
                "01" <= number[4:6] <= "12" and "01" <= number[6:8] <= "31"):
            return False
        return luhn.calc_check_digit(number[:11]) == number[11] \
            and verhoeff.calc_check_digit(number[:11]) == number[12]


class _SaudiId:
    """Saudi Arabia's national ID (1…) and iqama (2…): ten digits, the last a Luhn check."""

    @staticmethod
    def is_valid(number: str) -> bool:
        return len(number) == 10 and number.isdigit() and number[0] in "12" and luhn_ok(number)


class _NzNhi:
    """New Zealand's National Health Index number (NHI, "JKM2155"): three letters (no I or O),
    three digits and a check digit, the weights 7 to 2 over the letters' places and the
    digits, mod 11 (the 2022 format, ending in a letter, is not checked)."""

    _LETTERS: ClassVar[str] = "abcdefghjklmnpqrstuvwxyz"

    @staticmethod
    def is_valid(number: str) -> bool:
        if len(number) != 7 or not number[3:].isdigit() \
                or not all(c in _NzNhi._LETTERS for c in number[:3]):
            return False
        values = [_NzNhi._LETTERS.index(c) + 1 for c in number[:3]] + [int(d) for d in number[3:6]]
        rest = sum(v * w for v, w in zip(values, range(7, 1, -1), strict=True)) % 11
        return rest != 0 and (11 - rest) % 10 == int(number[6])


class _WeightedCheck:
    """A number of digits whose last is the weighted sum of the others, mod `modulus`
    (python-stdnum has neither of Hungary's)."""

    def __init__(self, weights: tuple[int, ...], modulus: int, first: str = "") -> None:
        self.weights, self.modulus, self.first = weights, modulus, first

    def is_valid(self, number: str) -> bool:
        if len(number) != len(self.weights) + 1 or not number.isdigit() \
                or not number.startswith(self.first):
            return False
        return sum(int(d) * w for d, w in zip(number, self.weights, strict=False)) \
            % self.modulus == int(number[-1])


# Hungary's tax number (adóazonosító jel): ten digits from 8, the first nine weighted 1 … 9,
# mod 11; its social security number (TAJ): nine digits, the first eight weighted 3, 7, … mod 10
_HU_TAX_ID = _WeightedCheck(tuple(range(1, 10)), 11, first="8")
_HU_TAJ = _WeightedCheck((3, 7) * 4, 10)


class _Cccd:
    """Vietnam's citizen ID (CCCD): a province code 001-096, a century-and-sex digit 0-3, the
    birth year's two digits and six more; the older CMND has nine digits."""

    @staticmethod
    def is_valid(number: str) -> bool:
        digits = "".join(c for c in number if c.isdigit())
        if len(digits) == 9:
            return number.isdigit()
        return len(digits) == 12 and 1 <= int(digits[:3]) <= 96 and digits[3] in "0123"


class _IrNationalCode:
    """Iran's national code (کد ملی): ten digits, the last a mod-11 check of the nine before."""

    @staticmethod
    def is_valid(number: str) -> bool:
        number = number.replace("-", "")  # written "262-463571-8" as often as not
        if len(number) != 10 or not number.isdigit() or len(set(number)) == 1:
            return False
        rest = sum(int(d) * (10 - i) for i, d in enumerate(number[:9])) % 11
        return int(number[9]) == (rest if rest < 2 else 11 - rest)


class _EgNationalId:
    """Egypt's national number (الرقم القومي): 14 digits, a century digit (2 or 3), the birth
    date as YYMMDD, a governorate code, four more digits and a check digit (unpublished)."""

    _GOVERNORATES: ClassVar[frozenset[int]] = frozenset((1, 2, 3, 4, *range(11, 20),
                                                          *range(21, 30), *range(31, 36), 88))

    @staticmethod
    def is_valid(number: str) -> bool:
        if len(number) != 14 or not number.isdigit() or number[0] not in "23":
            return False
        month, day = int(number[3:5]), int(number[5:7])
        return 1 <= month <= 12 and 1 <= day <= 31 \
            and int(number[7:9]) in _EgNationalId._GOVERNORATES


class _HuAccount:
    """A Hungarian bank account number (számlaszám): 16 or 24 digits in groups of eight, the
    first eight and the rest each weighted 9, 7, 3, 1 over and over, a multiple of ten."""

    @staticmethod
    def is_valid(number: str) -> bool:
        digits = "".join(c for c in number if c.isdigit())
        if len(digits) not in (16, 24) or len(set(digits)) == 1:
            return False
        return all(sum(int(d) * w for d, w in zip(part, (9, 7, 3, 1) * 4, strict=False)) % 10 == 0
                   for part in (digits[:8], digits[8:]))


class _SoleTrader:
    """A unified social credit code registered to an individual business (个体工商户)."""

    @staticmethod
    def is_valid(number: str) -> bool:
        return number[:2] == "92" and uscc.is_valid(number)


class _PersonNif:
    """A Portuguese NIF of a person (1-3, or 45 for a non-resident); a company's (5, 6, 8, 9:
    "O NIF da empresa na fatura é 509281737") is printed on every invoice."""

    @staticmethod
    def is_valid(number: str) -> bool:
        return (number[:1] in ("1", "2", "3") or number[:2] == "45") and pt_nif.is_valid(number)


class _PersonInn:
    """A Russian INN of a person or a sole trader (12 digits); an organisation's (10) is public."""

    @staticmethod
    def is_valid(number: str) -> bool:
        return len(number) == 12 and inn.is_valid(number)


class _LkNic:
    """Sri Lanka's national identity card number (NIC): since 2016 twelve digits, the birth
    year and its day (500 more for a woman), then five more; before, nine digits and V or X,
    the year's last two digits first (no published check digit)."""

    @staticmethod
    def is_valid(number: str) -> bool:
        if len(number) == 12 and number.isdigit():
            year, day = int(number[:4]), int(number[4:7])
        elif len(number) == 10 and number[:9].isdigit() and number[9] in "vx":
            year, day = 1900 + int(number[:2]), int(number[2:5])
        else:
            return False
        return 1900 <= year <= 2030 and (1 <= day <= 366 or 501 <= day <= 866)


class _Tazkira:
    """Afghanistan's electronic tazkira: thirteen digits, "1400-0101-48291", the solar year of
    issue first (no published check digit)."""

    @staticmethod
    def is_valid(number: str) -> bool:
        digits = "".join(c for c in number if c.isdigit())
        return len(digits) == 13 and 1390 <= int(digits[:4]) <= 1420


# Mongolia's civil register number (регистрийн дугаар): two Cyrillic letters, then the birth date
# as YYMMDD (the month plus 20 from 2000) and two digits
_MN_REGISTER = re.compile(r"регистр\w*\W{0,3}(?:дугаар\w*\W{0,3})?(?:[а-яёөү]+\W{1,3}){0,3}?"
                          r"[а-яёөү]{2} ?(\d{2})(\d{2})(\d{2})\d{2}(?!\d)")


def _mn_register(flat: str) -> bool:
    return any((1 <= int(m[2]) <= 12 or 21 <= int(m[2]) <= 32) and 1 <= int(m[3]) <= 31
               for m in _MN_REGISTER.finditer(flat))


# India's PAN named in Hindi, Marathi and Telugu (gate_ids looks for them too)
PAN_NAMES = ("पैन", "पॅन", "పాన్")
_NATIONAL: tuple[tuple[str, tuple[Any, ...], str], ...] = (
    (r"снилс|\bsnils\b", (_Snils,), "снилс|snils"),
    (r"\bcccd\b|căn cước|\bcmnd\b|số định danh", (_Cccd,), "cccd|cmnd|~căn cước|~số định danh"),
    (r"\bcpf\b|chave pix", (cpf,), "cpf|~chave pix"),  # (a Pix key is often the CPF)
    (r"\b(?:dni|nie|documento nacional)\b", (dni, nie, ar_dni),  # Spain; Argentina, Peru
     "dni|nie|documento"),
    # (Spain's DNI in Basque, with its check letter: "NaN" is a float's too)
    (r"\bnan(?:a|aren|ean)?\b", (dni, nie), "nan|nana|nanaren|nanean"),
    (r"kennital\w*", (_PersonKennitala,), "~kennital"),  # Iceland
    (r"\bnic\b|හැඳුනුම්පත්|ජාතික හැඳුනුම්", (_LkNic,), "nic|~හැඳුනුම්පත්"),  # Sri Lanka
    (r"تذکر\w*|\btazkira\b|\btazkera\b", (_Tazkira,), "~تذکر|tazkira|tazkera"),  # Afghanistan
    (r"マイナンバー|個人番号|\bmy ?number\b", (jp_in,), "number|mynumber|~マイナンバー|~個人番号"),
    (r"주민등록번호|주민번호|\brrn\b|居民登[录錄]号|外国人登[录錄]证|외국인등록"
     r"|resident registration", (rrn,), "rrn|~주민|~居民登|~外国人登|~외국인등록|~resident regis"),
    (r"\b(?:bsn|burgerservicenummer)\b", (bsn,), "bsn|burgerservicenummer"),
    (r"(?<![a-z])pesel(?![a-z])", (pesel,), "~pesel"),
    (r"personnum+(?:er|ret)|personnr|samordningsnummer", (personnummer,),
     "~personnum|~personnr|~samordningsnummer"),
    (r"taj(?:[- ]?szám\w*|\b)", (_HU_TAJ,), "~taj"),
    (r"\b(?:tc kimlik|kimlik no|tckn|tc'?si|tc no|kimlik alan\w*|kimlik numara\w*)\b"
     r"(?: numara\w*)?", (tckimlik,),
     "kimlik|tckn|~tc'si|~tc no"),
    (r"adóazonosító(?: jel)?|adoazonosito", (_HU_TAX_ID,), "~adóazonosító|~adoazonosito"),
    (r"codice fiscale", (codicefiscale,), "~codice fiscale"),
    (r"steuer-?id|steueridentifikationsnummer|identifikationsnummer", (de_idnr,),
     "~steuer|~identifikationsnummer"),
    (r"\bcurp\b", (mx.curp,), "curp"),
    (r"\brut\b|\brun\b", (cl.rut,), "rut|run"),
    (r"\bcpr\b|cpr[-_]?nummer", (cpr,), "cpr|~cpr"),
    (r"henkilötunn\w*|\bhetu\w*", (hetu,), "~hetu|~henkilötunn"),  # ("hetuani", round 126)
    (r"fødselsnummer|fodselsnummer", (fodselsnummer,), "~fødselsnummer|~fodselsnummer"),
    (r"\bcnp\b", (cnp,), "cnp"),
    (r"\b(?:ahv|avs)\b", (ch_ssn,), "ahv|avs"),
    (r"\bmy social\b", (us_ssn,), "social"),  # "SSN …" is matched by its keyword pattern above
    (r"rijksregister\w*|numéro national|registre national|national register", (be_nn,),
     "~rijksregister|~numéro national|~registre national|~national register"),
    (r"\bnif\b|contribuinte", (_PersonNif,), "nif|~contribuinte"),
    (r"teudat zehut|תעודת ה?זהות", (il_idnr,), "~teudat zehut|~תעודת זהות|~תעודת הזהות"),
    (r"บัตรประชาชน|thai id", (th_pin,), "~บัตรประชาชน|~thai id"),
    (r"mykad|\bic (?:number|no|saya|aku)\b|\bno\.? ic\b|kad pengenalan|(?<![a-z])ic ?号码?"
     r"|(?:马来西亚|大马)身份证", (my_nric,),
     "~mykad|ic|~kad pengenalan|~ic号|~马来西亚身份证|~大马身份证"),
    (r"\bnik\b|\bktp\b", (nik,), "nik|ktp"),
    # (a company's NPWP is printed on its invoices: "NPWP perusahaan …")
    (r"\bnpwp\b(?! (?:perusahaan|badan|pt|cv|kantor|toko|usaha|company))", (npwp,), "npwp"),
    (r"rodné číslo|rodne cislo|\brč\b", (cz_rc,), "~rodné číslo|~rodne cislo|rč"),
    (r"\boib\b", (oib,), "oib"),
    (r"\bегн\b|\begn\b", (egn,), "егн|egn"),
    (r"isikukood", (ee_ik,), "~isikukood"),
    (r"asmens kodas", (asmens,), "~asmens kodas"),
    (r"\bemš?o\b", (emso,), "emšo|emso"),
    # the former Yugoslavia's JMBG (Serbia, Bosnia, Montenegro; ЕМБГ in North Macedonia): the
    # same thirteen digits and check as Slovenia's EMŠO (round 114)
    (r"\bjmbg\b|јмбг|ембг|\bmatični broj\b", (emso,), "jmbg|јмбг|ембг|~matični broj"),
    (r"\bsécu\b|sécurité sociale|securite sociale|\bnir\b", (fr_nir,),
     "sécu|~sécurité sociale|~securite sociale|nir"),
    # (Luxembourgish "Matrikelnummer", round 131)
    (r"\bmatricule\b|\bmatrikelnummer\b", (_LuMatricule,), "matricule|matrikelnummer"),
    (r"sozialversicherungsnummer|\bsvnr\b", (at_vnr,), "~sozialversicherungsnummer|svnr"),
    (r"\bppsn?\b", (pps,), "pps|ppsn"),
    (r"\bamka\b|αμκα", (amka,), "amka|~αμκα"),
    (r"рнокпп|\bіпн\b|ідентифікаційний код", (rntrc,), "~рнокпп|іпн|~ідентифікаційний код"),
    (r"\bcui[tl]\b", (cuit,), "cuit|cuil"),
    (r"\bird\b", (ird,), "ird"),  # (and in Māori: "taku nama IRD ko …", round 131)
    (r"\btfn\b|tax file number", (tfn,), "tfn|~tax file number"),
    (r"\bnhs (?:number|no)\b", (nhs,), "nhs"),
    (r"\bnhi\b", (_NzNhi,), "nhi"),  # (Māori: "Ko taku nama NHI ko JKM2155", round 139)
    (r"\bmoj\w* davčn\w*", (si_ddv,), "~davčn"),  # (a person's: "Moja davčna številka je …")
    (r"\bitin\b", (itin,), "itin"),
    (r"\bpan(?: card)?\b|" + "|".join(PAN_NAMES), (pan,),
     "pan|" + "|".join(f"~{name}" for name in PAN_NAMES)),
    (r"الهوية|هوية|هويت|\biqama\b|الإقامة|اقامة", (_SaudiId,),
     "~الهوية|~هوية|~هويت|iqama|~الإقامة|~اقامة"),
    (r"\bинн\b|\binn\b", (_PersonInn,), "инн|inn"),
    (r"کد ?ملی|شماره ملی|code melli", (_IrNationalCode,), "~کد ملی|~کدملی|~شماره ملی|melli"),
    (r"القومي", (_EgNationalId,), "~القومي"),  # "رقمي القومي 29805121401873"
    # bank accounts whose scheme has check digits (their code is pii:bank_account): Norway's
    # "8630.51.47577", the Czech "1962275499/0800", Argentina's 22-digit CBU
    # China's unified social credit code of a sole trader (个体工商户, "92…": a person's tax
    # number; a company's, "91…", is public): 18 characters, GB 32100's check character
    (r"(?:统一)?社会信用代码|信用代码|营业执照|纳税人识别号|税号|\buscc\b", (_SoleTrader,),
     "uscc|~信用代码|~营业执照|~纳税人识别号|~税号"),
    (r"kontonummer|kontonr", (kontonr,), "~kontonummer|kontonr"),
    (r"číslo účtu|cislo uctu|účet|ucet|účtu|uctu", (cz_account,), "~účet|~ucet|~účtu|~uctu"),
    (r"\bcbu\b|\bcvu\b", (cbu,), "cbu|cvu"),
    (r"számlaszám\w*|szamlaszam\w*|bankszáml\w*", (_HuAccount,),
     "~számlaszám|~szamlaszam|~bankszáml"),
    # Poland's tax number (NIP), a person's (a sole trader's) when it is "mine"
    (r"(?:mój|moj|moim|mojego) nip", (pl_nip,), "~mój nip|~moj nip|~moim nip|~mojego nip"),
    # (a sole trader's: "NIP 4415290719 do faktury, działalność na moje nazwisko", round 126)
    (r"\bnip(?=[^;\n]{0,60}(?:działalnoś|jednoosobow|na moje nazwisko))", (pl_nip,),
     "~działalnoś|~jednoosobow|~na moje nazwisko"),
    # Greece's tax number (ΑΦΜ), a person's when it is "mine": a company's is public
    (r"αφμ μου|\bafm mou\b|\bmy afm\b", (gr_vat,), "~αφμ μου|~afm mou|~my afm"),
    # (a sole trader's: "ΑΦΜ 148273960 ως ελεύθερος επαγγελματίας")
    (r"αφμ(?=[^;\n]{0,40}(?:ελεύθερ|ατομικ))", (gr_vat,), "~ελεύθερ|~ατομικ"),
    # an identity number named only as such: any country's scheme whose checks it passes
    (r"\b(?:national id|(?:sa|za|south african) id|id number|id no|id card|identity (?:number|card)"
     r"|identification number|(?:ka)?(?:u)?mazisi|id-?nommer|identiteitsnommer|\w*sazisi"
     # (session 30: an identity card or number named in more languages)
     r"|cédula|carte d'identité|carta d'identità|cartão de cidadão|bilhete de identidade"
     r"|buletin\w*|ταυτότητ\w*|personas kod\w*|osobní číslo|občiansk\w*"
     r"|número de identificación|numéro d'identification|numero di identificazione|nasname\w*)\b",
     (za_idnr, il_idnr, th_pin, nik, be_nn, cz_rc, egn, ee_ik, asmens, oib, pesel,
      personnummer, hetu, cpr, fodselsnummer, cnp, tckimlik, rrn, cpf, dni, nie, cl.rut,
      ec_ci, do_cedula, lv_pvn, amka),
     "national|id|identity|identification|sa|za|mazisi|umazisi|kamazisi|idnommer"
     "|identiteitsnommer|~sazisi|cédula|~carte d'identité|~carta d'identit|~cartão de cidadão"
     "|~bilhete de identidade|~buletin|~ταυτότητ|~personas kod|~osobní číslo|~občiansk"
     "|~número de identificación|~numéro d'identification|~numero di identificazione|~nasname"),
)
_NATIONAL_RX = tuple((re.compile(rf"(?:{word})\w*?\W{{0,4}}(?:(?:number|no|nr|numer|nummer|numero"
                                 rf"|número|numéro|is|es|é|è|är|er|to|は|는|입니다|:|是)\W{{0,3}}"
                                 # (a word: letters, or an Indic word with its vowel signs)
                                 # (the marks are letters here, not separators: read one way
                                 # only, or a Hindi sentence backtracks for minutes, round 79)
                                 # (or a form's name: "для справки 2-НДФЛ, вот он: …")
                                 rf"|(?:\d-)?(?:[^\W\d\u0900-\u0dff]|[\u0900-\u0dff]){{1,20}}"
                                 rf"(?:(?![\u0900-\u0dff])\W){{1,3}}){{0,12}}"
                                 # (a digit among its first seven: words are skipped, not read)
                                 r"((?=[0-9a-z .\-/]{0,6}\d)"
                                 r"[0-9a-z](?:[0-9a-z]|[ .\-/](?=[0-9a-z])){5,25})"), checks)
                     for word, checks, _ in _NATIONAL)
_ACCOUNTS = frozenset((kontonr, cz_account, cbu, _HuAccount))
_TOKEN = re.compile(r"\w+")


def _index_triggers() -> tuple[dict[str, tuple[int, ...]], tuple[tuple[str, int], ...]]:
    by_word: dict[str, tuple[int, ...]] = {}
    by_substring: list[tuple[str, int]] = []
    for i, (_, _, triggers) in enumerate(_NATIONAL):
        for trigger in triggers.split("|"):
            if trigger.startswith("~"):
                by_substring.append((trigger[1:], i))
            else:
                by_word[trigger] = (*by_word.get(trigger, ()), i)
    return by_word, tuple(by_substring)


_BY_WORD, _BY_SUBSTRING = _index_triggers()
_ANY_WORD, _ANY_SUBSTRING = literals(_BY_WORD), literals(p for p, _ in _BY_SUBSTRING)  # (1 scan)
_SG_NRIC = re.compile(r"(?<![a-z])(nric|fin|ic)(?![a-z])"
                      r"(?:\W{0,4}(?:is|no|number|号码|號碼|是|为|:|我的是|的是))*\W{0,4}([stfgm]\d{7}[a-z])\b")
_NRIC_ANYWHERE = re.compile(r"\b[stfgm]\d{7}[a-z]\b")


def _spans(token: str) -> list[str]:
    """The token's runs between separators, longest first: "870302-9663 for the form" →
    "870302-9663", "lautet 86 095 742 719" → "86 095 742 719"."""
    cuts = [i for i, c in enumerate(token) if c in " .-/"]
    starts, ends = [0, *(i + 1 for i in cuts)], [*cuts, len(token)]
    spans = [token[a:b] for a in starts for b in ends if b - a >= 6]
    return sorted(spans, key=len, reverse=True)


def sg_nric_ok(chars: str) -> bool:
    weights = (2, 7, 6, 5, 4, 3, 2)
    total = sum(int(c) * w for c, w in zip(chars[1:8], weights, strict=True))
    total += 4 if chars[0] in "tg" else 0
    letters = "jzihgfedcba" if chars[0] in "st" else "xwutrqpnmlk"
    return letters[total % 11] == chars[8]


# a number given in pieces: "die ersten sechs Ziffern sind 47 036 8. Der Rest lautet 92 816"
_PIECES = hinted_rx(r"\b(?:first|rest|starts? with|begins? with|ersten|beginnt|începe|restul"
                     r"|starter med|starter|resten|begynder|then|dann|danach|poi|puis|luego"
                     r"|depois|reszta|zbytek|loput|prvních|za lomítkem|primeiros|últimos"
                     r"|primeros)\b|后面|前面|开头|接着"
                     r"|앞자리|뒷자리")
_DIGIT_RUN = re.compile(r"\d+")
_CODICE = re.compile(r"\b[a-z]{6}\d{2}[a-z]\d{2}[a-z]\d{3}[a-z]\b")
# … and, as a codice fiscale, a Spanish DNI or NIE (its check letter) and an Aadhaar (its
# Verhoeff digit, in three groups of four) anywhere in a text that names them (round 88: "el DNI
# escaneado …, y en el formulario online he puesto el número 41734439L")
_DNI = re.compile(r"(?<!\w)(?:\d{8}|[xyz]-?\d{7})-?[a-z](?!\w)")
_AADHAAR = re.compile(r"(?<!\d)[2-9]\d{3}(?: ?- ?| )?\d{4}(?: ?- ?| )?\d{4}(?!\d)")
AADHAAR_NAMES = ("aadhaa", "आधार", "ஆதார்", "ఆధార్", "আধার", "આધાર", "ಆಧಾರ್", "ആധാർ", "ਆਧਾਰ", "ଆଧାର")
_AADHAAR_NAMED = literals(AADHAAR_NAMES)


def national_id_reasons(flat: str) -> set[str]:
    named = {i for word in _TOKEN.findall(flat) for i in _BY_WORD.get(word, ())} \
        if _ANY_WORD.found_in(flat) else set()
    if _ANY_SUBSTRING.search(flat) is not None:
        named.update(i for part, i in _BY_SUBSTRING if part in flat)
    pieces = "".join(_DIGIT_RUN.findall(flat)) if named and _PIECES.search(flat) else ""
    for i in sorted(named):
        rx, checks = _NATIONAL_RX[i]
        candidates = [span.replace(" ", "") for m in rx.finditer(flat) for span in _spans(m[1])]
        # (grouped with dots to be read: "Ο ΑΜΚΑ μου είναι 240.276.742.33")
        candidates += [c.replace(".", "") for c in candidates if "." in c]
        if len(pieces) >= 8:
            candidates.append(pieces)
        if any(check.is_valid(number) for number in candidates for check in checks):
            return {"pii:bank_account" if checks[0] in _ACCOUNTS else "pii:national_id"}
    # an Italian codice fiscale anywhere in a text that names it (its shape and check letter say
    # enough: "Il CAF mi chiede il codice fiscale per il 730, il mio è RSSGLI92D55F205X")
    if "fiscale" in flat and any(codicefiscale.is_valid(m[0]) for m in _CODICE.finditer(flat)):
        return {"pii:national_id"}
    if ("dni" in flat or "nie" in flat) and any(
            dni.is_valid(m[0]) or nie.is_valid(m[0]) for m in _DNI.finditer(flat)):
        return {"pii:national_id"}
    if "регистр" in flat and _mn_register(flat):
        return {"pii:national_id"}
    if _AADHAAR_NAMED.found_in(flat) and any(
            aadhaar.is_valid(m[0]) for m in _AADHAAR.finditer(flat)):
        return {"pii:in_aadhaar"}
    if ("nric" in flat or "fin" in flat or "ic" in flat) and any(sg_nric_ok(m[2])
                                                 for m in _SG_NRIC.finditer(flat)):
        return {"pii:national_id"}
    # … or anywhere in a text that names the NRIC (round 116: "the condo agent wants my NRIC
    # for the booking, it's S8734102Z"), its check letter saying enough
    if "nric" in flat and any(sg_nric_ok(m[0]) for m in _NRIC_ANYWHERE.finditer(flat)):
        return {"pii:national_id"}
    return set()
