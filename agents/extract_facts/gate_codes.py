"""Gate one-time codes (pure): a bank's or an app's code sent to the user (an SMS code, a TAN,
BLIK, a 2FA code), named by its word in some language, with its digits; and the codes kept for
later: 2FA backup and recovery codes, an authenticator's secret."""

from __future__ import annotations

import re

from agents.extract_facts.gate_regex import hinted_rx
from agents.extract_facts.gate_words import literals

_APPS = ("whatsapp|telegram|signal|google|facebook|instagram|tiktok|uber|paypal|amazon|viber"
         "|discord|steam|snapchat|microsoft|apple"
         # payment apps ("me acaba de llegar el código de Bizum 384172")
         "|bizum|mb way|twint|swish|venmo|revolut|yape|nequi|paytm|phonepe")
_ONE_TIME_CODE = hinted_rx(
    r"(?:验证码|校验码|动态码|短信码|\bverification code|\bone-time code"
    r"|\botp\b"
    r"|\b(?:sms|text|login|security|confirmation|authentication)[ \-]code|[認认]証番号"
    # round 101: a Spanish bank's "código para confirmar", Turkish "onay kodunuz" and "tek
    # kullanımlık şifreniz", the Japanese "セキュリティコード", the Russian "Код: … никому"
    r"|código para confirmar|\bonay kod\w*|tek kullanımlık şifre\w*|セキュリティコード"
    r"|\bbirdəfəlik (?:kod|şifrə)\w*"  # (Azerbaijani, round 116)
    r"|\bsms\W{0,3}კოდ\S*"  # round 99: "TBC-ის SMS კოდი 4829"
    r"|κωδικ[οό][σς] (?:μια[σς] χρήση[σς]|επιβεβαίωση[σς]|επαλήθευση[σς])|código.{0,30}\bsms\b"
    r"|\bsms\b.{0,20}código|код из смс|인증번호|código de verificación|código de acesso"
    # round 80: a Ukrainian SMS code, a Romanian one, 3-D Secure, Iran's dynamic password
    r"|код (?:з|із) (?:смс|sms)|\b(?:смс|sms)\b[^\d\n.]{0,30}?\bкод\b|\bcod(?:ul)?\b.{0,30}\bsms\b"
    r"|\b3-?d ?secure (?:code|kod|codul|código|otp|pin)\b"
    r"|رمز (?:پویا|یکبار مصرف)|کد (?:تایید|تأیید)"
    r"|code de vérification|bestätigungscode|code de confirmation|code de sécurité"
    # a confirmation code in more languages
    r"|код (?:подтверждения|підтвердження|верификации|из sms|для входа)"
    r"|одноразов\w* код|código de confirmação|código de verificação"
    r"|codice di (?:verifica|conferma)|kod (?:weryfikacyjny|potwierdzający"
    r"|sms)|doğrulama kodu|verificatiecode|bekräftelsekod|verifieringskod"
    r"|vahvistuskoodi|ověřovací kód|mã (?:xác nhận|xác thực|otp)"
    # (an Estonian Smart-ID's control code, round 149; Baltic confirmation codes)
    r"|\b(?:smart-?id|mobiil-?id)\W{0,3}(?:kontroll)?kood\w*|\bkinnituskood\w*"
    r"|\b(?:verifikācijas|apstiprinājuma) kods?\b|\bpatvirtinimo kod\w*"
    r"|нэг удаагийн код"  # (a Mongolian one-time code, round 167)
    r"|\bкод(?:от|ът)? за (?:потврда|потвърждение|потврду|верификација|верификация)"
    r"|kode (?:verifikasi|otp)|[認认]証コード|[確确][認认]コード"
    r"|رمز التحقق|קוד ה?אימות|קוד\S*(?: \S+){0,2} ב-?(?:sms|סמס|מסרון)"
    r"|सत्यापन कोड|รหัสยืนยัน|รหัส otp"
    r"|\bcode\b.{0,25}\b(?:texted|sent"
    r"|sms)\b.{0,10}\b(?:is|was)"
    r"|\b2fa code"
    # round 92: a bank's signing or validation code ("Tu código de firma para la operación de
    # 1.250,00 EUR es 804116", "Votre code de validation … est le 592 031"), a BLIK code
    # generated, the Russian "never tell anyone the code"
    r"|\b(?:código de (?:firma|operación|validación)|code de validation)\b[^\n]{0,60}?"
    r"\b(?:es|est(?: le)?|é)(?= ?\d)"
    r"|\b(?:got|received|get) (?:a |the )?(?:code|otp)(?= \d{4,8}\b)|\btan-generator zeigt\w*"
    r"|\bmitid-?kode\w*|\bwygenerowa\w*(?: już)? kod"
    # (session 31's probe: "Autorizační kód", "Jednokratna zaporka", "Enkratno geslo",
    # "engångskod", "Code de validation : 830 164")
    r"|\bautorizační kód|\bjednokratn\w* (?:zaporka|kod)|\benkratn\w* geslo|\bengångskod\w*"
    r"|\bcode de validation\s*:(?=\s*\d)"
    r"|никому не (?:сообщайте|говорите|передавайте) код"
    # round 90: the code as it came ("code reçu par SMS : 583 920"), not a year
    r"|\bcode (?:re[çc]u |envoy[ée] |sent |received )?(?:par|per|via|by) sms\b"
    r"(?=[^\d\n]{0,30}?(?!(?:19|20)\d\d\b)\d)"
    # round 74: a bank's code read out to a caller ("kod BLIK", "TAC",
    # "codul de autorizare", "the bank just texted me 511648")
    r"|\b(?:kod )?blik\b|\b(?:nombor )?tac\b"
    # a German bank's transaction number ("Die TAN für die Überweisung
    # ist 748213"), not a tan line
    r"|\b(?:m|push|sms|chip|photo)?tan(?:-?nummer)?(?: (?:für|aus|von|vom|per sms|per push)"
    r" [^\n]{0,60}?| per sms| per push)?"
    r" ?(?:ist|lautet|lautete|war|:)(?= ?(?!(?:19|20)\d\d\b)\d)"
    r"|\b(?:m|push|sms|chip|photo)?tan (?=\d{6}\b)"
    r"|\bcod(?:ul)?(?: tău)? de (?:autorizare|verificare|confirmare)"
    r"|\bbank (?:just )?(?:texted|sent) me"
    # a code texted with no code word, then what it is for ("they just texted me 482 913 and
    # said it expires in five minutes, … the login page", round 146)
    r"|\btexted me(?= ?\d{3} ?\d{3}\b[^\n]{0,80}\b(?:expires?|log ?in|sign ?in|verif\w*))"
    # round 87: Swahili, a Finnish bank's code list
    r"|\b(?:nambari|namba|msimbo) (?:yako )?ya uthibitisho|\b(?:tunnusluku|avainluku)\w*"
    # round 105: an Urdu text message's code ("بینک سے میسج آیا کوڈ 582913 ہے")
    r"|(?:میسج|ایس ایم ایس|پیغام|sms)[^\d\n]{0,30}?کوڈ(?=\W{0,3}\d)|او ٹی پی(?=\W{0,3}\d)"
    # … a Pashto bank's ("بانک راته کوډ ۵۸۳۹۲۱ راولېږه"), a Ukrainian or Russian code that came
    # from a bank's app ("прийшов код з Приват24: 604817"), round 114-115
    r"|بانک\S*[^\d\n]{0,20}?کوډ(?=\W{0,3}\d)"
    r"|(?:прийшов|надійшов|пришел|пришёл|прислали|надіслали) код (?:з|із|от|від) [^\s:]+:?"
    # session 27, one sentence probed in fifty languages ("the verification code I got by SMS
    # is 482913"): the words for a verification code not yet read, and a code word next to
    # "SMS" in any language
    r"|bekræftelseskode\w*|bekreftelseskode\w*|overovací kód|ellenőrző kód\w*|kod za potvrdu"
    r"|patvirtinimo kod\w*|kinnituskood\w*|apstiprinājuma kod\w*|staðfestingarkóð\w*"
    r"|codi de verificació|təsdiq kod\w*|kodi verifikimi|kod pengesahan|mã xác minh"
    r"|சரிபார்ப்பு குறியீடு|ভেরিফিকেশন কোড|वेरिफिकेशन कोड|የማረጋገጫ ኮ[ድዱ]\S*|lambar tabbatarwa"
    r"|koodhka xaqiijinta|kodi ya uthibitisho"
    # "OTP" written in the Indic scripts and Sinhala ("বিকাশের ওটিপি এসেছে 482190", round 139)
    r"|ওটিপি|ओटीपी|ஓடிபி|ఓటీపీ|ఓటిపి|ઓટીપી|ಒಟಿಪಿ|ഒടിപി|ਓਟੀਪੀ|ଓଟିପି|ඕටීපී"
    # session 29: Slovenian, Welsh, Irish, Basque, Uzbek, Kazakh, Mongolian
    r"|verifikacijsk\w* kod\w*|potrditven\w* kod\w*|cod dilysu|c?h?ód fíoraithe"
    r"|egiaztapen[- ]kode\w*|tasdiqlash kodi|растау коды|баталгаажуулах код"
    r"|\b(?:sms|смс)\S*[^\d\n]{0,30}?(?:\bk[oó]d\w*|\bkode\w*|\bkood\w*|\bcodi\b|\bkóð\w*|კოდ\S*"
    r"|կոդ\S*)"
    r"|(?:\bk[oó]d\w*|\bkode\w*|\bkood\w*|\bcodi\b|\bkóð\w*)[^\d\n]{0,20}?\b(?:sms|смс)\S*)"
    r"[^\d\n]{0,40}?"
    # (not a year alone: "the verification code for Netflix changed in 2021")
    r"(?!(?:19[5-9]\d|20[0-3]\d)(?![\d ]))"
    r"(?:\d{3}[ \-]\d{3}|\d{4,8}|\d(?: \d){3,7}|\d\d \d\d \d\d)(?!\d)"
    # the code first, as the text message has it ("G-730419 is your
    # Google verification code"), and a one-time password in Japanese
    r"|(?<![\d\w])(?:[a-z]-)?\d{4,8} is your (?:[\w\-]+ ){0,3}?(?:verification"
    r"|security|login|sign-in|one-time|confirmation|2fa) code"
    # … in Spanish, Portuguese, French, German ("BBVA: 739201 es tu código para confirmar …")
    # ("me llegó el código 558102 por SMS")
    r"|\bc[oó]d(?:igo|e) (?:\d{3} \d{3}|\d{4,8}) (?:por|par|via|per|by) sms\b"
    r"|(?<![\d\w])\d{4,8} (?:es (?:tu|su)|é o (?:seu|teu)|est votre|ist (?:ihr|dein))"
    r" (?:código|code)"
    r"|ワンタイムパスワード\W{0,3}\d{4,8}(?!\d)"
    r"|\bcode is \d{4,8}\b[^\n]{0,30}\b(?:never|don't|do not) share\b"
    r"|\bкод\W{0,3}\d{4,8}\b[^\n]{0,40}никому не (?:сообщайте|говорите|передавайте)"
    # … in Bengali ("আমার ফোনে 738205 কোডটা এসেছে")
    r"|(?<![\d\w])\d{4,8} (?:কোডটা|কোডটি|ওটিপি|কোড এসেছে)"
    # the code first in Russian and Ukrainian ("Код 4829 для входа в Сбербанк Онлайн")
    r"|\bкод \d{4,8} (?:для (?:входа|подтверждения|оплаты)|від|от)\b"
    # … or the bank's, a transfer's ("il codice 583920 da Poste per confermare il bonifico",
    # "код 662 014 од банката", rounds 118)
    r"|\b(?:codice|código|code|код|kod) (?!(?:19|20)\d\d\b)(?:\d{3} \d{3}|\d{4,8})"
    r" (?:da|dalla|dal|de|from|од|от|od|z) (?:la |the |my )?(?:poste|banca|banco|banque|bank"
    r"|банката|банка|banke|banku)\b"
    # … or texted, then named ("the bank just texted 739 204 as my verification code", round 124)
    r"|\bbank (?:just )?(?:texted|sent)(?: me)? (?!(?:19|20)\d\d\b)(?:\d{3} \d{3}|\d{4,8})"
    r" as (?:my|the|a) (?:[\w\-]+ )?(?:code|otp|pin)\b"
    # an app's login code as its text message names it ("Tu código de WhatsApp: 294-817")
    rf"|\b(?:(?:{_APPS}) (?:code|código|kod|код|codice)|(?:código|codice|code|kod|код)"
    rf" (?:de |di |für |do |для )?(?:{_APPS}))\b[^\d\n]{{0,24}}?"
    r"(?<!\d)(?!(?:19|20)\d\d\b)(?:\d{3}[ \-]\d{3}|\d{4,8})(?![\d\-])")
_CODE_WORDS = ("码", "code", "otp", "código", "код", "인증", "blik", "tac", "tan", "cod", "texted",
               "kod", "mã", "コード", "رمز", "קוד", "कोड", "รหัส", "koodi", "ワンタイム", "sent me",
               "secure", "کد", "uthibitisho", "tunnusluku", "avainluku",
               "番号", "κωδικ", "কোড", "ওটিপি", "şifre", "კოდ", "کوڈ", "او ٹی پی", "kód", "kood",
               "kóð", "կոդ", "குறியீடு", "የማረጋገጫ", "lambar", "fíoraithe", "کوډ", "zaporka",
               "geslo", "ओटीपी", "ஓடிபி", "ఓటీపీ", "ఓటిపి", "ઓટીપી", "ಒಟಿಪಿ", "ഒടിപി", "ਓਟੀਪੀ",
               "ଓଟିପି", "ඕටීපී")
_CODE_HINT = literals(_CODE_WORDS)


# what every code `_ONE_TIME_CODE` reads holds: four digits, a space or a dash between them at
# most (the pattern tries its hundred code words at every position: 60 µs on a sentence)
_CODE_DIGITS = re.compile(r"\d(?:[ \-]?\d){3}")


def one_time_code(flat: str) -> bool:
    """Whether `flat` (the case-folded one-line view) gives a one-time code with its digits."""
    return _CODE_HINT.search(flat) is not None and _CODE_DIGITS.search(flat) is not None \
        and _ONE_TIME_CODE.search(flat) is not None


# what every `_BACKUP_CODES` alternative holds: a cheap test before the scan
_BACKUP_WORDS = ("code", "código", "codici", "码", "コード", "कोड", "secret", "key", "키", "kode",
                 "mã", "kod",
                 "코드",
                 "钥",
                 "anahtar",
                 "schlüssel", "chave", "clave", "clé", "chiave", "sleutel", "klucz", "ключ",
                 "nyckel", "nøgle", "nøkkel")
_BACKUP_HINT = literals(_BACKUP_WORDS)
# 2FA backup codes: the word, then several codes of 4-5 characters in pairs
_BACKUP_CODES = hinted_rx(
    r"(?:backup|recovery|wiederherstellungs|récupération|respaldo|recuperação|备用|恢复|バックアップ)"
    r"[ \-]?(?:codes?|códigos|码|代码|コード)[^\n\d]{0,40}"
    # (apart by commas, lines or slashes: "4417 9021 / 8830 1265 / …")
    r"(?:(?:[a-z0-9]{4,5}[ \-][a-z0-9]{4,5}|\d{6,10}|(?=[a-z]*\d)[a-z0-9]{8,10})[ ,;/|\n]*){3,}"
    # "Kode cadangan 2FA …: 52697821, 25041431, …": the word in more languages, 8-digit codes
    r"|(?:kode cadangan|mã dự phòng|yedek kod|códigos? de (?:respaldo|recuperação|backup)"
    r"|codes? de (?:secours|récupération)|backup-codes|백업 코드|恢复码|备用码|kody zapasowe"
    r"|codici di (?:backup|recupero)|back-?upcodes|herstelcodes"
    r"|kody odzyskiwania|(?:रिकवरी|बैकअप) कोड)[^\n]{0,40}?"
    r"(?:(?:\d{4}[ \-]\d{4}|\d{6,10})[ ,;/|\n]*){3,}"
    # a Microsoft-style recovery code: five groups of five
    r"|(?:recovery|恢复|wiederherstellung|récupération|recuperación|recuperação)[^\n]{0,30}?"
    r"\b(?:[a-z0-9]{5}-){4}[a-z0-9]{5}\b"
    # an authenticator's secret in base32
    r"|\b(?:2fa|totp|otp|authenticator|mfa)\b.{0,30}\b(?:secret|seed|key|schlüssel|clave|clé|chave"
    r"|chiave|sleutel)\b.{0,60}?\b[a-z2-7]{16,}\b"
    r"|(?:einrichtungsschlüssel|setup key|chave de configuração|clave de configuración"
    r"|clé de configuration)[^\n]{0,50}?\W(?:[a-z2-7]{4} ){3,}[a-z2-7]{4}\b"
    # in groups of four ("TCFV T5QF VG3M …"), or after a secret key's name in other languages
    r"|(?:验证器|身份验证|二次验证|两步验证|双重验证|2fa|totp|otp|authenticator|mfa|doğrulama|zwei-faktor|autenticação"
    r"|autenticación|authentification)\S*.{0,30}?(?:密钥|秘钥|secret|key|anahtar\w*|schlüssel"
    r"|chave|clave|clé|키)[^\n]{0,50}?[\W是为](?:[a-z2-7]{4} ){3,}[a-z2-7]{4}\b"
    r"|(?:gizli anahtar\w*|geheimer schlüssel|chave secreta|clave secreta|clé secrète|密钥|秘钥"
    r"|kode rahasia|mã bí mật|chiave segreta|geheime sleutel|tajny klucz|секретный ключ"
    r"|секретний ключ|hemlig nyckel|hemmelig nøgle|hemmelig nøkkel)[^\n]{0,60}?\W"
    # (in groups of four: "… di Google Authenticator … era FYVV HY5P JDYV OYRM")
    r"(?:(?=[a-z]*[2-7])[a-z2-7]{16,}|(?=[a-z ]*[2-7])(?:[a-z2-7]{4} ){3,}[a-z2-7]{4})\b")


def backup_codes(flat: str) -> bool:
    """Whether `flat` (the case-folded one-line view) gives 2FA backup or recovery codes, or an
    authenticator's secret."""
    return _BACKUP_HINT.search(flat) is not None and _BACKUP_CODES.search(flat) is not None
