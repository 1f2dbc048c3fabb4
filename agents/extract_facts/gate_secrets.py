"""Gate secrets (pure): passwords and PINs stated with their value (their patterns:
`gate_password_patterns`; one-time and backup codes: `gate_codes`; a wallet's seed phrase:
`gate_seed`), vendor tokens, webhook URLs, and detect-secrets' detectors plus key word and
entropy."""

from __future__ import annotations

import math
import re
from collections import Counter
from itertools import pairwise
from typing import Any

from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
from detect_secrets.plugins.base import RegexBasedDetector

from agents.extract_facts.gate_codes import backup_codes, one_time_code
from agents.extract_facts.gate_lock_codes import LOCK_CODES
from agents.extract_facts.gate_password_patterns import PASSWORD_PATTERNS
from agents.extract_facts.gate_password_words import (
    CHARACTERS_PASSWORD,
    MY_PASSWORD,
    PASSWORD_WORDS,
    talk_about_a_password,
)
from agents.extract_facts.gate_placeholders import PLACEHOLDER, documented_placeholder, placeholder
from agents.extract_facts.gate_regex import guarded_rx, hinted_alternatives
from agents.extract_facts.gate_seed import seed_phrase_given
from agents.extract_facts.gate_spoken import short_digits_read
from agents.extract_facts.gate_words import literals

_PASSWORD = hinted_alternatives(*PASSWORD_PATTERNS, *LOCK_CODES)
_NOT_AFTER_ALNUM = r"(?<![a-z0-9])"
_SECRET = hinted_alternatives(
    # a web session's cookie: "connect.sid=s%3Aku_YNeLq…", "PHPSESSID=…"
    r"\b(?:connect\.sid|phpsessid|jsessionid|sessionid|session_id|session[ _\-]?token"
    r"|session cookie)\s*[=:]\s*[^\s;]{20,}",
    # vendor prefixes, glued or not to the text before ("key是sk-proj-…": no \b after 是)
    rf"{_NOT_AFTER_ALNUM}sk-(?:proj-|ant-|live-|test-|svcacct-|admin-)?[a-z0-9_\-]{{16,}}",
    rf"{_NOT_AFTER_ALNUM}(?:sk|pk|rk)_(?:live|test)_[a-z0-9]{{16,}}",
    rf"{_NOT_AFTER_ALNUM}(?:(?:ghp|gho|ghu|ghs|ghr)_[a-z0-9]{{20,}}|github_pat_[a-z0-9_]{{20,}}"
    r"|glpat-[a-z0-9_\-]{16,})",
    rf"{_NOT_AFTER_ALNUM}(?:(?:akia|asia)[0-9a-z]{{16}}\b|aiza[0-9a-z_\-]{{30,}}"
    r"|ltai[0-9a-z]{12,30}\b|akid[0-9a-z]{24,40}\b)",
    rf"{_NOT_AFTER_ALNUM}(?:xox[abposr]-[a-z0-9\-]{{10,}}|(?:hf|npm)_[a-z0-9]{{30,}})",
    # an Oracle JDBC URL with its password: "jdbc:oracle:thin:user/pass@//host", or the
    # connect string alone ("erp_app/WLnoVB4Ww5wY@//10.8.0.23:1521/ORCLPDB1")
    r"jdbc:oracle:thin:[a-z0-9_.$#]+/[^@\s/]{4,}@|\b[a-z0-9_$#]+/[^@\s/]{6,}@//[\w.\-]+:\d+",
    # Yandex OAuth ("y0_AgAAAAB…") and Facebook access tokens ("EAAB…")
    rf"{_NOT_AFTER_ALNUM}(?:y[0-3]_[a-z0-9_\-]{{40,}}|eaa[a-z0-9]{{100,}})",
    rf"{_NOT_AFTER_ALNUM}eyj[a-z0-9_\-]{{5,}}\.[a-z0-9_\-]{{5,}}\.[a-z0-9_\-]{{5,}}",  # JWT
    r"\bbearer\s+(?!your[\w\-]*\b|x{3,}|placeholder)[a-z0-9._~+/\-]{16,}",
    # Azure AD client secrets: three characters, a digit, "Q~", then 31-34 more
    r"(?<![a-z0-9])[a-z0-9_\-.]{3}\dq~[a-z0-9_\-.~]{31,34}(?![a-z0-9])",
    r"-----begin [a-z ]*private key-----",
    rf"{_NOT_AFTER_ALNUM}do[opr]_v1_[a-f0-9]{{64}}",  # DigitalOcean
    rf"{_NOT_AFTER_ALNUM}shp(?:at|ca|pa|ss)_[a-f0-9]{{32}}",  # Shopify
    # an authenticator's base32 seed after its name ("the TOTP seed … is OTFH6DVPW2AUJH6X…")
    r"\b(?:totp|2fa|mfa|otp|authenticator)\b[^\n.]{0,50}?(?<![a-z0-9])"
    r"(?=[a-z]*[2-7])[a-z2-7]{16,64}(?![a-z0-9])",
    # webhook URLs whose path is the secret
    r"hooks\.zapier\.com/hooks/catch/\d+/[a-z0-9]+|discord(?:app)?\.com/api/webhooks/\d+/[\w\-]+"
    r"|hooks\.slack\.com/(?:services|workflows|triggers)/[a-z0-9/]{8,}"
    r"|maker\.ifttt\.com/trigger/[^/\s]+/with/key/[\w\-]+|hook\.[a-z0-9]+\.make\.com/[a-z0-9]{16,}"
    r"|webhook\.office\.com/webhookb2/\S{16,}|api\.telegram\.org/bot\d+:[\w\-]{20,}"
    r"|open\.(?:feishu\.cn|larksuite\.com)/open-apis/bot/v2/hook/[\w\-]{16,}"
    r"|oapi\.dingtalk\.com/robot/send\?access_token=\w{16,}"
    r"|qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[\w\-]{16,}",
)
# Every secret pattern needs a long unbroken token, a PEM header or a credential URL: one cheap
# scan decides whether the others run at all.
# The token holds a letter: digits and separators alone (a phone, an order number) are no key
# (a bearer token may be digits: its word is looked for instead).
_SECRETISH = re.compile(r"(?<![A-Za-z0-9_\-+/=.!@#$%^&*~])(?=[0-9_\-+/=.!@#$%^&*~]*[A-Za-z])"
                        r"[A-Za-z0-9_\-+/=.!@#$%^&*~]{12,}|-----BEGIN|-----begin|://|(?i:bearer)")
# A key word, up to three short filler words, then a candidate value checked by _looks_random.
_SECRET_AFTER_KEYWORD = guarded_rx(
    r"(?:\b(?:api ?key|apikey|access ?key(?: ?id)?|secret(?: ?key)?|client ?secret"
    r"|(?:api[ \-]?)?(?:sleutel|schlüssel|chiave|ключ|anahtar|kunci|nyckel|nøgle|avain|klucz"
    r"|clé|chave|clave|cheia|cheie|kulcs\w*|klíč|kľúč|ključ|raktas|atslēga|võti|κλειδί|κλειδι"
    r"|кључ|מפתח|khóa|токен|ключът|ключа)"
    r"|private ?key|(?:access |auth |refresh |bearer )?token|key)s?\b"
    r"|密钥|秘钥|私钥|私鑰|令牌|授权码|トークン|토큰|کلید|مفتاح|कुंजी|คีย์|キー|키)"
    # (each filler is taken whole, an atomic group: a letter is both a separator and a word
    # here, and Thai or Persian text between the key word and no value backtracked for 1.7 s)
    r"(?:(?>[^a-z0-9]{1,4}(?:is|was|are|of|my|the|here|[^\W\d_]{1,12})?)){0,7}?[^a-z0-9]{1,4}"
    r"([a-z0-9+/_\-=.]{20,})")

_PASSWORD_HINT = literals(PASSWORD_WORDS)
_CODE_SAID = literals(("code", "otp", "tan", "blik"))
def _looks_random(value: str) -> bool:
    """Machine-made: long, letters and digits interleaved (hex/base64 keys), unlike model
    names such as gpt-4-turbo-2024-04-09 or words."""
    alnum = [c for c in value if c.isalnum()]
    if len(alnum) < 20 or not any(c.isdigit() for c in alnum):
        return False
    flips = sum(1 for a, b in pairwise(alnum) if a.isdigit() != b.isdigit())
    return flips >= 5


def _random_letters(cased: str, value: str) -> bool:
    """A key of letters alone in random case ("ElTRXiWHhvGkuJSOhTnXAbau…", found case-folded
    as `value` in `cased`): between a quarter and three quarters capitals, and capitals side
    by side more than CamelCase has them."""
    # (behind a vendor's prefix: "SB-Mid-server-CmuJXSJalizVmOEEheExclei")
    value = max(re.split(r"[\-_.]", value), key=len)
    if len(value) < 24 or not value.isalpha():
        return False
    m = re.search(re.escape(value), cased, re.IGNORECASE)
    if m is None:
        return False
    token = m[0]
    upper = sum(c.isupper() for c in token)
    side_by_side = sum(a.isupper() and b.isupper() for a, b in pairwise(token))
    return len(token) / 4 <= upper <= len(token) * 3 / 4 and side_by_side >= 3


# an Indian PIN code is a postcode of six digits, asked about as a place ("my PIN code is
# 560034 - which area of Bangalore is that?")
_POSTAL_PIN = re.compile(r"\bpin ?(?:code\b|कोड)[^.?!\n]{0,60}(?:\b(?:which|what) (?:area|city"
                         r"|locality|place|district|post office)\b"
                         r"|किस (?:इलाके|जगह|शहर|क्षेत्र|जिले)|कहाँ का)")


# what a character says, in double quotes: its "my password" is the character's (round 158)
_SAID = re.compile(r"\"[^\"\n]*\"|“[^”\n]*”")
# ("my password is literally my cat's name plus the year I got her", round 150)
_FILLER = re.compile(r"literally|basically|actually|honestly|just|simply|kinda")


def _password_given(flat: str) -> bool:
    """A password stated with its value (the caller has found one of `PASSWORD_WORDS`, which
    every `_PASSWORD` pattern holds)."""
    postal = ("code" in flat or "कोड" in flat) and _POSTAL_PIN.search(flat) is not None
    for m in _PASSWORD.finditer(flat):
        value = next((g for g in m.groups() if g), "").strip("\"'“”.。!?)(`")
        if _FILLER.fullmatch(value):  # the word after it is the value or the talk about one
            value = next(iter(flat[m.end():].split()), "").strip("\"'“”.。!?)(`,")
        if postal and len(value) == 6 and value.isdigit():
            continue
        if value and len(set(value)) == 1 and not value[0].isalnum():  # "password: ********"
            continue
        # "password: weak" is as explicit as it gets; "password is weak" is talk about one.
        explicit = any(c in m[0][: len(m[0]) - len(value)] for c in ":=")
        if value and not talk_about_a_password(value, explicit) \
                and not PLACEHOLDER.fullmatch(value):
            return True
    return False


def encoded_password(flat: str, payload: str) -> bool:
    """A password handed over encoded ("senha … em base64: TWFy…"): the text names a password
    and the payload decodes to one token with a letter and a digit."""
    if _PASSWORD_HINT.search(flat) is None or any(c.isspace() for c in payload):
        return False
    # (or a PIN of digits alone: "支付密码我base64了一下：OTIwMzEx")
    return (6 <= len(payload) <= 64 and any(c.isdigit() for c in payload)
            and any(c.isalpha() for c in payload)) or (payload.isdigit() and 4 <= len(payload) <= 8)


# --- secrets ------------------------------------------------------------------------------
# detect-secrets' maintained detectors (cloud keys, tokens, JWTs, private-key blocks) minus
# the public-IP one; they are regexes, compiled once, run on the case-preserving text.
_DETECTOR_CLASSES: list[type[Any]] = list(get_mapping_from_secret_type_to_class().values())
_DETECTORS: tuple[re.Pattern[str], ...] = tuple(
    rx for detector in _DETECTOR_CLASSES
    if issubclass(detector, RegexBasedDetector)
    and detector.__name__ not in ("IPPublicDetector", "BasicAuthDetector")
    for rx in detector().denylist)
# A credential URL ("postgres://app:Zq8!vL2x@db:5432/prod"); its password may hold any
# character but "/" and spaces, "@" included (the host follows the last one).
_URL_CREDENTIAL = re.compile(r"://[^\s:/@]*:([^\s/]{3,})@[^\s/@]+")  # "redis://:pw@host"
# Cheap gate in front of them: a long unbroken token, a PEM header or a credential URL.
# The long token holds a letter, as every detector's token does: a phone number is no key.
_SECRET_SHAPED = re.compile(r"(?<![A-Za-z0-9_\-+/=.])(?=[0-9_\-+/=.]*[A-Za-z])"
                            r"[A-Za-z0-9_\-+/=.]{16,}|-----BEGIN|://[^\s/]*:[^\s/]*@")
# Words are separated by a space or "_" (AZURE_CLIENT_SECRET=…); "ak"/"sk" are the access and
# secret key of Chinese clouds ("AK：… SK：…").
_KEYWORD = guarded_rx(
    r"(?:(?<![A-Za-z])(?:api[ _]?key|access[ _]?key(?:[ _]?id)?"
    r"|secret(?:[ _]access)?(?:[ _]?(?:key|id))?|client[ _]?secret|private[ _]?key"
    r"|(?:(?:access|auth|api|refresh|bearer)[ _])?token|key|password|passwd|pwd|pw|ak|sk"
    r"|credentials?|webhook)s?(?![A-Za-z])|(?<=[a-z])(?:Key|Secret|Token|Password)s?(?![a-z])"
    r"|密钥|秘钥|令牌|授权码|口令|密码|API-kulcs\w*|API 키|API키)"
    r"(?:[^A-Za-z0-9]{1,4}(?:is|was|are|of|my|the|here|[A-Za-z]{1,12})?){0,4}?[^A-Za-z0-9~]{1,4}"
    r"([A-Za-z0-9+/_\-=.!@#$%^&*~]{12,})", re.IGNORECASE)


def _entropy(value: str) -> float:
    """Shannon entropy in bits per character, as detect-secrets computes it."""
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


def _high_entropy(value: str) -> bool:
    """Machine-made next to a key word: long and varied enough to be a key, not a word or a
    model name such as gpt-4-turbo-2024-04-09 (3.3 bits)."""
    has_digit = any(c.isdigit() for c in value)
    return (has_digit and any(c.isalpha() for c in value) and _entropy(value) >= 3.5) \
        or _looks_random(value)


def _secret_reasons(cased: str) -> bool:
    if any(m[1] and "://" not in m[0] and _high_entropy(m[1])
           and not documented_placeholder(cased, m[1])
           and not m[1].startswith(("~/", "/", "./"))  # a file's path: "~/.ssh/id_ed25519.pub"
           for m in _KEYWORD.finditer(cased)):
        return True
    if "://" in cased and any(not placeholder(m[1]) for m in _URL_CREDENTIAL.finditer(cased)):
        return True
    return _SECRET_SHAPED.search(cased) is not None and any(
        not placeholder(m[0]) for rx in _DETECTORS for m in rx.finditer(cased))


_BCRYPT = re.compile(r"\$2[abxy]?\$\d\d\$[./a-z0-9]{53}", re.IGNORECASE)
_SPACED_CHARS = re.compile(r"(?<!\S)\S(?: \S){15,}(?!\S)")
# a value typed one character at a time with dashes between
_DASHED_VALUE = re.compile(r"(?<![^\s:=])[^\s\-](?:-[^\s\-]){5,}(?![^\s,;.])")
# A password on a command line, in the flag each client reads it from: mysql's glued "-p…",
# redis-cli's "-a …", curl's "-u user:…", smbclient's "-U user%…", "--password …" of any
# client, and the environment variables the clients read (PGPASSWORD=…, MYSQL_PWD=…)
_CLI_PASSWORD = guarded_rx(
    r"\b(?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump)\b[^\n|;]{0,80}?(?<!\S)-p([^\s\-]\S{3,})"
    r"|\bredis-cli\b[^\n|;]{0,80}?(?<!\S)(?:-a|--pass)\s+(\S{4,})"
    r"|\b(?:curl|wget)\b[^\n|;]{0,80}?(?<!\S)(?:-u|--user)\s+['\"]?[^\s:'\"]+:([^\s'\"@]{4,})"
    r"|\bsmbclient\b[^\n|;]{0,80}?(?<!\S)-u\s+[^\s%]+%(\S{4,})"
    r"|(?<!\S)--(?:password|passwd|pass|http-password|ftp-password)(?:=|\s+)['\"]?([^\s'\"]{4,})"
    r"|\b(?:mongo|mongosh|docker login|mysqlsh)\b[^\n|;]{0,80}?(?<!\S)-p\s+(\S{4,})"
    r"|\b(?:pgpassword|mysql_pwd|redis_password|rediscli_auth)=['\"]?([^\s'\"]{4,})")


def _cli_password(flat: str) -> bool:
    """A password given to a command-line client (not a placeholder: "-p$DB_PASS", "-a <pw>")."""
    return any(not placeholder(value) for m in _CLI_PASSWORD.finditer(flat)
               for value in m.groups() if value)


_ASCII_STRETCH = re.compile(r"[!-~]{12}")


def secret_reasons(flat: str, cased: str) -> set[str]:
    """pii:password and pii:secret codes of `flat` (case-folded, one line) and `cased`."""
    found: set[str] = set()
    if "$2" in cased:  # a bcrypt hash is what a password becomes, not the password
        cased, flat = _BCRYPT.sub(" ", cased), _BCRYPT.sub(" ", flat)
    # a key typed one character at a time ("A K I A I 2 U T …"): read joined as well
    if cased.count(" ") >= 15 and (_SPACED_CHARS.search(cased)) is not None:
        joined = _SPACED_CHARS.sub(lambda m: m[0].replace(" ", ""), cased)
        found |= secret_reasons(joined.casefold(), joined)
    if _PASSWORD_HINT.search(flat) is not None and (
            # "PIN for my debit card is four eight two seven"
            ((read := short_digits_read(flat)) and _password_given(read))
            or _password_given(flat)
            # "the pass is h-u-n-t-e-r-2-2-!-Q"
            or ("-" in flat and (m := _DASHED_VALUE.search(flat)) is not None
                and _password_given(flat.replace(m[0], m[0].replace("-", ""))))) \
            and (CHARACTERS_PASSWORD.search(flat) is None
                 or MY_PASSWORD.search(_SAID.sub(" ", flat))):
        found.add("pii:password")
    if ("-" in flat or "=" in flat) and _cli_password(flat):
        found.add("pii:password")
    if seed_phrase_given(flat) or backup_codes(flat):
        found.add("pii:secret")
    # (said digit by digit: "the code they sent me is four eight two nine one three")
    one_time = one_time_code(flat) or (
        _CODE_SAID.search(flat) is not None and (read := short_digits_read(flat)) is not None
        and one_time_code(read))
    # (a token is twelve ASCII characters with no space: most texts have no such stretch, and
    # a sentence of Chinese without spaces is none)
    long_stretch = "://" in cased or "-----" in cased or "bearer" in flat \
        or _ASCII_STRETCH.search(cased) is not None
    if one_time or (long_stretch and _SECRETISH.search(cased) and (
            any(not placeholder(m[0]) for m in _SECRET.finditer(flat)) or _secret_reasons(cased)
            or any((_looks_random(m[1]) or _random_letters(cased, m[1])) and not placeholder(m[1])
                   for m in _SECRET_AFTER_KEYWORD.finditer(flat)))):
        found.add("pii:secret")
    return found
