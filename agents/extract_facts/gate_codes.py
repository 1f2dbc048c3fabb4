"""Gate one-time codes (pure): a bank's or an app's code sent to the user (an SMS code, a TAN,
BLIK, a 2FA code), named by its word in some language, with its digits."""

from __future__ import annotations

from agents.extract_facts.gate_regex import guarded_rx, literals

_ONE_TIME_CODE = guarded_rx(
    r"(?:验证码|校验码|动态码|短信码|\bverification code|\bone-time code"
    r"|\botp\b"
    r"|\b(?:sms|text|login|security|confirmation) code|código.{0,30}\bsms\b"
    r"|\bsms\b.{0,20}código|код из смс|인증번호|código de verificación|código de acesso"
    # round 80: a Ukrainian SMS code, a Romanian one, 3-D Secure, Iran's dynamic password
    r"|код (?:з|із) (?:смс|sms)|\bcod(?:ul)?\b.{0,30}\bsms\b"
    r"|\b3-?d ?secure (?:code|kod|codul|código|otp|pin)\b"
    r"|رمز (?:پویا|یکبار مصرف)|کد (?:تایید|تأیید)"
    r"|code de vérification|bestätigungscode"
    # a confirmation code in more languages
    r"|код (?:подтверждения|підтвердження|верификации|из sms|для входа)"
    r"|одноразов\w* код|código de confirmação|código de verificação"
    r"|codice di (?:verifica|conferma)|kod (?:weryfikacyjny|potwierdzający"
    r"|sms)|doğrulama kodu|verificatiecode|bekräftelsekod|verifieringskod"
    r"|vahvistuskoodi|ověřovací kód|mã (?:xác nhận|xác thực|otp)"
    r"|kode (?:verifikasi|otp)|[認认]証コード|[確确][認认]コード"
    r"|رمز التحقق|קוד אימות"
    r"|सत्यापन कोड|รหัสยืนยัน|รหัส otp"
    r"|\bcode\b.{0,25}\b(?:texted|sent"
    r"|sms)\b.{0,10}\b(?:is|was)"
    r"|\b2fa code"
    # round 74: a bank's code read out to a caller ("kod BLIK", "TAC",
    # "codul de autorizare", "the bank just texted me 511648")
    r"|\b(?:kod )?blik\b|\b(?:nombor )?tac\b"
    # a German bank's transaction number ("Die TAN für die Überweisung
    # ist 748213"), not a tan line
    r"|\b(?:m|push|sms|chip|photo)?tan(?:-?nummer)?(?: (?:für|aus|von|vom|per sms|per push)"
    r" [^\d\n]{0,30}?| per sms| per push)?"
    r" ?(?:ist|lautet|lautete|war|:)(?= ?(?!(?:19|20)\d\d\b)\d)"
    r"|\b(?:m|push|sms|chip|photo)?tan (?=\d{6}\b)"
    r"|\bcod(?:ul)?(?: tău)? de (?:autorizare|verificare|confirmare)"
    r"|\bbank (?:just )?(?:texted|sent) me)[^\d\n]{0,20}?"
    r"(?:\d{3}[ \-]\d{3}|\d{4,8}|\d(?: \d){3,7})(?!\d)"
    # the code first, as the text message has it ("G-730419 is your
    # Google verification code"), and a one-time password in Japanese
    r"|(?<![\d\w])(?:[a-z]-)?\d{4,8} is your (?:[\w\-]+ ){0,3}?(?:verification"
    r"|security|login|sign-in|one-time|confirmation|2fa) code"
    r"|ワンタイムパスワード\W{0,3}\d{4,8}(?!\d)"
    # the code first in Russian and Ukrainian ("Код 4829 для входа в Сбербанк Онлайн")
    r"|\bкод \d{4,8} (?:для (?:входа|подтверждения|оплаты)|від|от)\b")
_CODE_WORDS = ("码", "code", "otp", "código", "код", "인증", "blik", "tac", "tan", "cod", "texted",
               "kod", "mã", "コード", "رمز", "קוד", "कोड", "รหัส", "koodi", "ワンタイム", "sent me",
               "secure", "کد")
_CODE_HINT = literals(_CODE_WORDS)


def one_time_code(flat: str) -> bool:
    """Whether `flat` (the case-folded one-line view) gives a one-time code with its digits."""
    return _CODE_HINT.search(flat) is not None and _ONE_TIME_CODE.search(flat) is not None
