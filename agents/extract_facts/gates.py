"""One detector, three gates: PII and prompt-injection screening of memory text (pure)."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date
from itertools import pairwise


@dataclass(frozen=True)
class Verdict:
    """A gate decision: `reasons` are stable codes, sorted and deduplicated, empty iff allowed."""

    allowed: bool
    reasons: tuple[str, ...]


# --- normalisation -------------------------------------------------------------------------
# Zero-width and bidi controls are deleted: they split "ign\u200bore" past any pattern.
_INVISIBLE = re.compile("[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]")
_APOSTROPHES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u02bc": "'"})
_HSPACE = re.compile(r"[^\S\n]+")
_NEWLINES = re.compile(r" ?\n[\s]*")
# The compact view drops what composition (`用户{key}: {value}`) and obfuscation insert between
# CJK words; commas and sentence ends stay, they bound the "以后 … 你" window.
_SOFT = re.compile(r"[\s:\"'“”‘’「」『』《》*_`~|]+")


def _views(text: str) -> tuple[str, str, str, str]:
    """NFKC + casefold, then (lines, words, compact, flat): lines keeps newlines (role tags),
    words is one line with "_" read as a space (English phrases, snake_case keys), compact has
    no spaces (CJK phrases), flat is one line of single spaces (PII)."""
    norm = unicodedata.normalize("NFKC", _INVISIBLE.sub("", text)).translate(_APOSTROPHES)
    norm = norm.casefold()
    lines = _NEWLINES.sub("\n", _HSPACE.sub(" ", norm)).strip()
    flat = lines.replace("\n", " ")
    return lines, flat.replace("_", " "), _SOFT.sub("", norm), flat


# --- injection ----------------------------------------------------------------------------
_EN_VERB = (r"(?:ignore|disregard|forget|override|overrule|bypass|discard|abandon|drop|skip"
            r"|do not follow|don't follow|stop following|no longer follow)")
_EN_QUAL = (r"(?:previous|prior|above|earlier|preceding|foregoing|former|original|initial"
            r"|system|safety|all|any|your)")
_EN_NOUN = (r"(?:instructions?|prompts?|rules?|directions?|directives?|guidelines?|context"
            r"|commands?|constraints?|guardrails?|polic(?:y|ies)|programming|restrictions?"
            r"|filters?|training)")
# "I always ignore all the rules my boss sets" reports a habit; it does not give an order.
_EN_NOT_SUBJECT = "".join(rf"(?<!\b{w} )" for w in ("i", "we", "they", "he", "she", "always",
                                                      "usually", "often", "sometimes", "never"))
_EN_FUTURE = (r"(?:from now on|from this point (?:on|forward)|going forward|henceforth"
              r"|starting (?:now|today)|for the rest of (?:this|our) (?:conversation|chat|session)"
              r"|in (?:all |every )?(?:future|subsequent|later|following) "
              r"(?:replies|responses|answers|conversations|chats|messages))")
# "act as" / "pretend to be" count only when addressed to the assistant: sentence start, after
# a composition colon, or after words that make it a request ("please", "I want you to").
_EN_ADDRESSED = (r"(?:^|[.!?;:,]\s*|\b(?:please|you|you to|user|now|can you|could you|will you"
                 r"|would you|you will|you must|you should|you shall|you'll|you are to)\s+)")
_ZH_VERB = (r"(?:忽略|无视|忽视|忘记|忘掉|忘了|抛开|抛弃|丢弃|丢掉|覆盖|绕过|不要理会|不用理会"
            r"|别理会|不要管|别管|不要遵守|不用遵守|别遵守|不再遵守|停止遵守|跳过)")
_ZH_QUAL = (r"(?:之前|以前|以上|上面|上述|前面|先前|此前|原来|原有|原先|原始|初始|所有|全部"
            r"|一切|你的|系统)")
_ZH_NOUN = (r"(?:指令|指示|提示词|提示|规则|设定|命令|要求|约束|限制|说明|设置|安全策略|策略"
            r"|政策|内容|prompt)")
_ZH_FUTURE = (r"(?:以后|今后|往后|此后|从今以后|从今往后|从?现在开始|从?现在起|从今天开始"
              r"|从今天起|接下来)")
# Verbs after "以后…你" that turn it into a standing order; "以后你叫我小明" (a name) is not one.
_ZH_ORDER = (r"(?:都|就|必须|只能|只|应该|需要|得|不再|不要|不能|永远|总是|一律|是|就是|要|将"
             r"|扮演|充当|假装|作为|回答|回复|说|叫自己|称自己|自称|服从|听从|遵守|忽略|变成"
             r"|成为|现在是)")
_ZH_PRIV = r"(?:超级)?(?:管理员|超级用户|root|admin|开发者|系统|黑客)"


def _rx(*parts: str, flags: int = 0) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in parts), flags)


# (code, view, pattern); view 0 = lines, 1 = words, 2 = compact (see _views).
_INJECTION: tuple[tuple[str, int, re.Pattern[str]], ...] = (
    ("injection:override", 1, _rx(
        rf"{_EN_NOT_SUBJECT}\b{_EN_VERB}\W+(?:\w+\W+){{0,3}}?{_EN_QUAL}\W+(?:\w+\W+){{0,2}}?"
        rf"{_EN_NOUN}\b",
        rf"\b(?:previous|prior|above|earlier|preceding|original|initial|system|your)\W+"
        rf"(?:\w+\W+)?{_EN_NOUN}\W+(?:\w+\W+){{0,4}}?(?:ignore|disregard|forget|override|bypass"
        r"|are void|are null|no longer apply|(?:do not|don't) apply|are cancel?led|are revoked)\b",
        r"\b(?:ignore|disregard|forget)\W+(?:all\W+(?:of\W+)?)?(?:the|everything)\W+(?:above"
        r"|foregoing|previous|preceding)(?=\s*(?:$|[.,;:!?]|and\b|then\b))",
        r"\b(?:new|updated|revised) instructions?\s*:",
        r"\b(?:system|admin|developer|safety) override\b",
        r"\b(?:ignore|disregard|forget)\W+(?:everything|all)\W+(?:above|before|so far|previously"
        r"|prior|you(?:'ve| have)? (?:been |were )?(?:told|taught|given))",
    )),
    ("injection:override", 2, _rx(
        rf"{_ZH_VERB}掉?你?{_ZH_QUAL}(?:[^。!?,]{{0,4}}?的)?(?:所有|全部|一切)?的?{_ZH_NOUN}",
        rf"{_ZH_VERB}掉?(?:以上|上述)",  # "忽略以上" needs no noun: it points at the prompt
        rf"{_ZH_QUAL}的?(?:所有|全部|一切)?(?:指令|指示|提示词|规则|设定|系统提示|prompt)"
        r"[^。!?]{0,8}?(?:忽略|无视|忽视|作废|不算数|不作数|不用管|别管|不要管|不用理会|不要遵守"
        r"|不用遵守|失效|废除)",
    )),
    ("injection:persona", 1, _rx(
        r"\byou(?: are|'re) now[\s:,]+(?:a|an|the|my|in|no longer|called|named|known as|going to"
        r"|acting|operating|playing|free|unrestricted|unfiltered|uncensored|jailbroken|dan|root"
        r"|admin|administrator|developer|evil|god)\b",
        r"\byou(?: are|'re) no longer\b",
        r"\byou(?: are|'re) (?:an? )?(?:unrestricted|unfiltered|uncensored|jailbroken)\b",
        r"\byou have no (?:restrictions|rules|limits|limitations|filters|guidelines|boundaries)\b",
        r"\b(?:do anything now|dan mode)\b",
        r"\byou (?:must|will|shall|have to) (?:now |always )?obey\b",
        rf"\b{_EN_FUTURE}\W+(?:\w+\W+){{0,4}}?(?:you're|you'll|you (?:are|will|must|should|shall"
        r"|have to|need to|act|behave|answer|respond|reply|speak|say|talk|only|always|never"
        r"|ignore|pretend|play|obey|follow)|your (?:role|identity|name|persona|answers?|replies"
        r"|responses))\b",
        rf"\b{_EN_FUTURE}\W+(?:(?:always|only|never|please) )?(?:answer|respond|reply|say|speak"
        r"|talk|act|pretend|claim|call yourself|refer to yourself|behave)\b",
        rf"{_EN_ADDRESSED}(?:act|behave|roleplay|role-play|role play|pose|serve|function)"
        r"\s+as\W+\w",
        rf"{_EN_ADDRESSED}pretend\W+(?:to be|you are|you're|that you|as)\W+\w",
        rf"{_EN_ADDRESSED}imagine (?:that )?you(?:'re| are)\b",
        r"\byour (?:new|true|real|actual|updated) (?:role|identity|persona|personality|character"
        r"|name|instructions?|rules|directives?|purpose|prompt)(?: is\b| are\b| will be\b|\s*[:=])",
        r"\byour (?:role|identity|persona|personality|instructions|directives?|system prompt)"
        r" (?:is|are) now\b",
    )),
    ("injection:persona", 2, _rx(
        rf"{_ZH_FUTURE},?[^。!?,;]{{0,8}}?你(?!们){_ZH_ORDER}",
        r"请?记住,?你(?:现在)?(?:是|的身份|的角色|扮演)",
        r"你的(?:新(?:身份|角色|人设|设定|名字)|身份|角色|人设)(?:是|为|改为|改成|变成|就是)"
        r"(?!什么|啥|谁)",
        rf"你(?:现在)?(?:是|就是|成为|变成)了?(?:一个|一名|个)?{_ZH_PRIV}(?!吗|嘛|么)",
        r"你现在是(?:一个|一名|一位|个)",
        r"你(?:现在)?(?:没有|不受|不再受)(?:任何)?的?(?:限制|约束|规则|审查)",
        r"(?:^|[,。!?;]|用户|请你?|你来?|现在|你要|你需要|你必须|让你)来?"
        r"(?:扮演|假装|充当|装作|化身)",
        r"假装(?:你|自己)是",
    )),
    ("injection:role_tag", 0, _rx(
        r"<\|[a-z_]{2,30}\|?>",  # chat-template special tokens: <|system|>, <|im_start|>
        r"<<\s*/?\s*sys\s*>>",
        r"\[\s*/?\s*(?:inst|sys|system|assistant|系统|系统指令|系统提示)\s*\]",
        r"<\s*/?\s*(?:system|assistant|developer|instructions?|sys)\s*>",
        r"【\s*(?:system|系统|系统指令|系统提示)\s*】",
        r"^\s*#{1,6}\s*(?:system|assistant|developer)\b|^\s*#{1,6}\s*instructions?\s*:",
        r"^\s*(?:system|assistant|developer|系统|助手|系统提示|系统指令)\s*:",
        flags=re.MULTILINE,
    )),
    ("injection:prompt_leak", 1, _rx(
        r"\b(?:reveal|show|print|repeat|output|display|tell|give|leak|dump|spell out|what is"
        r"|what's|what are)\W+(?:me\W+)?(?:your\W+(?:(?:system|initial|hidden|original|secret"
        r"|full|exact)\W+)*(?:prompt|instructions)|the\W+(?:system|initial|hidden) prompt)\b",
    )),
    ("injection:prompt_leak", 2, _rx(
        r"(?:输出|告诉我|显示|打印|泄露|重复|透露|给我看|说出|展示)(?:一下)?你的(?:系统)?"
        r"(?:提示词|提示|初始指令|系统指令|指令|设定|prompt)",
        r"把你的(?:系统)?(?:提示词|系统提示|初始指令|系统指令|指令|设定|prompt)[^。!?]{0,8}?"
        r"(?:输出|告诉我|显示|打印|发给我|给我看|说出来|复述|重复)",
    )),
)


# --- PII ----------------------------------------------------------------------------------
# A digit run: digits with single separators ("138 1234-5678", "(138) 1234.5678"), an optional
# trailing X (ID checksum), not glued to letters (hashes, SKUs, tracking numbers).
_DIGIT_RUN = re.compile(
    r"(?<![0-9a-z_])\d(?:(?:[ .\-–—]|\) ?)?\d)*(?:[ \-–—]?x)?(?![0-9a-z_])")
_DIGIT_SEP = re.compile(r"[ .\-–—)]+")
_MOBILE = re.compile(r"(?:86|0086)?1[3-9]\d{9}")
# A mobile glued to letters ("wx13812345678") but not inside a longer number or a decimal.
_GLUED_MOBILE = re.compile(r"(?<![\d.])(?:86|0086)?1[3-9]\d{9}(?!\.?\d)")
_RESIDENT_ID = re.compile(r"[1-8]\d{5}((?:18|19|20)\d{2})(\d{2})(\d{2})\d{3}[\dx]")
_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_LUHN_DOUBLED = (0, 2, 4, 6, 8, 1, 3, 5, 7, 9)  # digit * 2, digits summed
_LONGEST_PII_DIGITS = 22  # 0086 + 11-digit mobile < 18-char ID + slack; bounds the group scan

# The local part starts where a run of its characters starts: no quadratic rescans on "aaaa…".
_EMAIL = _rx(
    r"(?<![a-z0-9._%+\-])[a-z0-9._%+\-]+@[a-z0-9\-]+(?:\.[a-z0-9\-]+)*\.[a-z]{2,}(?![a-z])",
    r"(?<![a-z0-9._%+\-])[a-z0-9._%+\-]+ ?[\[(] ?at ?[\])] ?[a-z0-9\-]+"
    r" ?(?:[\[(] ?dot ?[\])]|\.) ?[a-z]{2,}(?![a-z])",  # alice [at] gmail [dot] com
)
_PASSWORD = _rx(
    r"\b(?:password|passwd|passcode|passphrase|pwd)\b"
    r"(?: (?:for|of|on|to) (?:the |my |our )?[\w\-]+)?(?: (?:is|was)\b ?:?| ?[:=]) ?([^\s,;]+)",
    r"\b(?:changed|set|reset) (?:my |the )?(?:\w+ )?(?:password|passcode) to ([^\s,;]+)",
    r"\bpin(?: code| number)? ?(?:is|:|=) ?(\d{4,8})\b",
    r"(?:密码|口令)(?:是|为|:|=|设置成|设成|设为|改成|改为|换成) ?[\"'“”]?([^\s,。!?;、\"'“”]+)",
    r"(?:密码|口令) ?((?=[a-z!@#$%^&*._\-]*\d)[a-z0-9!@#$%^&*._\-]{4,})",
)
# Words that follow "password is" in talk *about* a password rather than the password itself.
_PASSWORD_NOT_A_VALUE = re.compile(
    r"(?:too|not|very|so|the|an?|weak|strong|long|short|expired|wrong|incorrect|correct|same"
    r"|different|easy|hard|simple|complex|changed|reset|required|needed|missing|saved|stored"
    r"|secure|safe|unsafe|something|in|on|at|for|being|still|now|also|really|quite|pretty|my"
    r"|your|his|her|their|our|it|that|this|invalid|valid|locked|forgotten|lost|blank|empty"
    r"|hidden|encrypted|hashed|old|new|what|unknown|none|null|secret|case-sensitive)")
# Chinese questions and judgements about a password ("密码是什么", "密码是错的") are prefixes.
_PASSWORD_ZH_NOT_A_VALUE = re.compile(
    r"什么|多少|啥|哪|几|不是|正确|错误|对|错|一样|不一样|相同|不同|空|默认|怎么|如何")
# Foreign identity numbers have no checksum we can use, so they need their key word.
_KEYWORD_ID = (
    ("pii:us_ssn", re.compile(r"\b(?:ssn|social security(?: number| no\.?)?)\b\D{0,12}"
                              r"\d{3}[ \-]?\d{2}[ \-]?\d{4}\b")),
    ("pii:passport", re.compile(r"(?:\bpassport(?: number| no\.?| #)?\b|护照(?:号码|号)?)\D{0,6}"
                                r"(?<![a-z])[a-z]{1,2}\d{7,8}\b")),
)
_SECRET = _rx(
    r"\bsk-(?:proj-|ant-|live-|test-)?[a-z0-9_\-]{16,}",
    r"\b(?:sk|pk|rk)_(?:live|test)_[a-z0-9]{16,}",
    r"\b(?:ghp|gho|ghu|ghs|ghr)_[a-z0-9]{20,}|\bgithub_pat_[a-z0-9_]{20,}|\bglpat-[a-z0-9_\-]{16,}",
    r"\b(?:akia|asia)[0-9a-z]{16}\b|\baiza[0-9a-z_\-]{30,}",
    r"\bxox[abposr]-[a-z0-9\-]{10,}|\b(?:hf|npm)_[a-z0-9]{30,}",
    r"\beyj[a-z0-9_\-]{5,}\.[a-z0-9_\-]{5,}\.[a-z0-9_\-]{5,}",  # JWT: base64url({"...
    r"\bbearer\s+[a-z0-9._~+/\-]{16,}",
    r"-----begin [a-z ]*private key-----",
    r"(?:验证码|校验码|动态码|\bverification code|\bone-time code|\botp\b|\b2fa code)"
    r" ?(?:是|为|:|=|is)? ?\d{4,8}(?!\d)",
)
# A key word, up to three short filler words, then a candidate value checked by _looks_random.
_SECRET_AFTER_KEYWORD = re.compile(
    r"(?:\b(?:api ?key|apikey|access ?key(?: ?id)?|secret(?: ?key)?|client ?secret"
    r"|private ?key|(?:access |auth |refresh |bearer )?token|key)s?\b|密钥|秘钥|令牌|授权码)"
    r"(?:[^a-z0-9]{1,4}(?:is|was|are|of|my|the|here|[a-z]{1,8})?){0,3}?[^a-z0-9]{1,4}"
    r"([a-z0-9+/_\-=.]{20,})")
_PII_PATTERNS = (("pii:cn_mobile", _GLUED_MOBILE), ("pii:email", _EMAIL), ("pii:secret", _SECRET),
                 *_KEYWORD_ID)


def _luhn_ok(digits: str) -> bool:
    return sum(_LUHN_DOUBLED[int(c)] if i % 2 else int(c)
               for i, c in enumerate(reversed(digits))) % 10 == 0


def _resident_id_ok(chars: str) -> bool:
    """GB 11643: region digit 1-8, a real YYYYMMDD birth date, ISO 7064 MOD 11-2 check char."""
    m = _RESIDENT_ID.fullmatch(chars)
    if m is None:
        return False
    try:
        date(int(m[1]), int(m[2]), int(m[3]))
    except ValueError:
        return False
    total = sum(int(c) * w for c, w in zip(chars, _ID_WEIGHTS, strict=False))
    return "10x98765432"[total % 11] == chars[17]


def _classify_number(chars: str, whole_run: bool) -> str | None:
    # One code per number: a valid ID is reported as an ID even when it also passes Luhn.
    if _resident_id_ok(chars):
        return "pii:cn_resident_id"
    if _MOBILE.fullmatch(chars):
        return "pii:cn_mobile"
    if whole_run and chars.isdigit() and 13 <= len(chars) <= 19 and _luhn_ok(chars):
        return "pii:bank_card"
    return None


def _number_reasons(flat: str) -> set[str]:
    """Each digit run is judged whole (card, mobile, ID), and every span of its separated groups
    again (mobile, ID only), so "call 13812345678 2 times" still finds the mobile."""
    found: set[str] = set()
    for m in _DIGIT_RUN.finditer(flat):
        groups = _DIGIT_SEP.split(m[0])
        # Cards are written with spaces or dashes; a dotted run is a decimal or a version.
        code = _classify_number("".join(groups), whole_run=not any(c in m[0] for c in ".)"))
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


def _looks_random(value: str) -> bool:
    """Machine-made: long, letters and digits interleaved (hex/base64 keys), unlike model
    names such as gpt-4-turbo-2024-04-09 or words."""
    alnum = [c for c in value if c.isalnum()]
    if len(alnum) < 20 or not any(c.isdigit() for c in alnum):
        return False
    flips = sum(1 for a, b in pairwise(alnum) if a.isdigit() != b.isdigit())
    return flips >= 5


def _password_given(flat: str) -> bool:
    for m in _PASSWORD.finditer(flat):
        value = next((g for g in m.groups() if g), "").strip("\"'“”.。!?)(")
        # "password: weak" is as explicit as it gets; "password is weak" is talk about one.
        explicit = any(c in m[0][: len(m[0]) - len(value)] for c in ":=")
        if value and (explicit or not _PASSWORD_NOT_A_VALUE.fullmatch(value)) \
                and not _PASSWORD_ZH_NOT_A_VALUE.match(value):
            return True
    return False


def _pii_reasons(flat: str) -> set[str]:
    found = _number_reasons(flat)
    found.update(code for code, rx in _PII_PATTERNS if rx.search(flat))
    if _password_given(flat):
        found.add("pii:password")
    if any(_looks_random(m[1]) for m in _SECRET_AFTER_KEYWORD.finditer(flat)):
        found.add("pii:secret")
    return found


def inspect(text: str) -> Verdict:
    """Judge one text (a raw turn, a key or value, or a composed sentence) for PII and
    instruction-like content. Pure and total: any string in, a Verdict out, never raises.

    Codes: pii:{cn_mobile, cn_resident_id, bank_card, email, password, secret, us_ssn,
    passport} and injection:{override, persona, role_tag, prompt_leak}. Rejection is the
    caller's signal to drop the text, not redact it (invariant 4); when in doubt it rejects.
    """
    views = _views(text)
    reasons = _pii_reasons(views[3])
    reasons.update(code for code, view, rx in _INJECTION if rx.search(views[view]))
    return Verdict(allowed=not reasons, reasons=tuple(sorted(reasons)))
