"""Gate password words (pure): the words that name a password, a PIN or a code in the
languages the users write, a story character's password (not the user's), and the words that
follow a password's name in talk about it rather than its value. Every password pattern of
`gate_secrets` holds one of the words, so a text with none skips those patterns (one scan
instead of many)."""

from __future__ import annotations

import re

from agents.extract_facts.gate_regex import hinted_rx

PASSWORD_WORDS: tuple[str, ...] = (
    "pass", "pw", "pin", " code", "code d", "digicode", "السري", "puk",
    "combo", "combination", "säkerhetskod", "sicherheitscode", "pinkod",
    "รหัส", "암호", "كلمة", "पिन", "पासवर्ड", "wifi", "wi-fi", "phrase", "密",
    "口令", "wort", "contrase", "senha", "hasł", "hasl", " / ", "mdp", "비번",
    "mật khẩu", "пароль", "パスワード", "비밀번호", "ifre", "woord", "lösenord",
    "kode", "salasana", "kod", "koodi", "código", "codice", "codi", "kóð", "код", "סיסמ",
    "暗証", "パスコード", "clave", "பாஸ்வேர்ட்", "κωδικ", "رمز", "laluan", "heslo",
    "הקוד", "parola", "пін", "пин", "קוד", "codul", "jelsz", "wpa", "safe",
    "padlock", "lockbox", "комбінац", "комбинац", "nenosiri", "combinazione",
    "lucchetto", "armadietto", "cassaforte", "türcode", "torcode", "keypad",
    "-code", "alarmcode", "tresorcode", "deurcode", "گذرواژه", "sandi",
    "lozinka", "jelsz", "лозинк", "парол", "கடவுச்சொல்", "পাসওয়ার্ড", "పాస్",
    "پاس", "პაროლ", "գաղտնաբառ", "құпия", "পিন", "பின்", "پن", "ፒን",
    "iphasiwedi", "wlan", "schlüssel", "parool", "kód", "비번", "הקוד", "取件码",
    "オートロック", "玄関", "キーボックス", "slaptažod", "parole", "lykilorð", "fjalëkalim",
    "የይለፍ", "sirri", "aṣínà", "ಪಾಸ್", "പാസ്", "પાસવર્ડ", "ਪਾਸਵਰਡ", "şifrə",
    "yfrinair", "pasahitz", "geslo", "gesla", "parol", "нууц үг", "මුරපද",
    "ລະຫັດ", "પિન", "wagwoord", "รหัสตู้", "ପିନ", "ਪਿੰਨ", "పిన్", "ಪಿನ್", "പിൻ",
    # (session 30's probe of lock codes: Serbian, Hindi, Bengali, Urdu, Tamil, Telugu, Marathi,
    # Vietnamese, Swahili)
    "шифр", "šifr", "कोड", "কোড", "کوڈ", "கோட", "కోడ్", "mã ", "namba ya siri",
    "cadeado", "cod ", "clau", "zahlenschloss", "key safe", "keysafe", "key box", "sleutelkluis",
    "hangslot", "kłódk", "szyfr", "kufuli",
    # (round 131: Zulu, Sinhala, Amharic, Tongan, Wolof)
    "ikhodi", "කෝඩ්", "කේතය", "ሚስጥር", "lea fuf", "code secret",
    # (rounds 165-167: Amharic, Irish, Sinhala, Khmer)
    "ፒኔ", "cód an", "පාස්වර්ඩ්", "លេខកូដសម្ងាត់", "ពាក្យសម្ងាត់", "pi\u0307n-i",
    # (round 133: Tok Pisin, West Frisian, Kyrgyz, Tigrinya, Burmese, Xhosa)
    "paswot", "wachtwurd", "сырсөз", "መሕለፊ", "စကားဝှက်", "ikhowudi",
    # (rounds 138-139: Malagasy, Maltese, Estonian, Māori)
    "tenimiafi", "kodiċi", "kood", "waehere",
    "锁", "鎖", "სადარბაზო",  # (a combination lock's: "號碼鎖是 0-5-9-3", round 145)
)


# a story's character's password, in the user's story ("In my thriller the villain's vault
# password is literally 'swordfish'", round 113; "我小说里反派的保险箱密码是…")
CHARACTERS_PASSWORD = hinted_rx(
    r"\b(?:novel|story|thriller|book|screenplay|script|game|campaign|comic|fanfic\w*|play)\b"
    r"[^.!?\n]{0,60}?\b(?:villain|hero|heroine|protagonist|antagonist|character|detective|spy"
    r"|killer|wizard|captain)(?:'s|s') (?:\w+ )?password\b"
    r"|(?:小说|故事|剧本|游戏)里[^。！？\n]{0,8}?(?:反派|主角|男主|女主|角色|侦探|杀手)的?\S{0,4}?密码"
    # (a story being written, a character's code: "我在写小说，女主的保险柜密码设成…", "我在寫小說，
    # 女主角的保險箱密碼是…", "Пишу оповідання: хакер вводить пароль …", rounds 124-125)
    r"|^(?:我在|我正在)?(?:写|寫)(?:小说|小說|故事|剧本|劇本)(?:的时候|的時候|时|時)?[，,][^。！？\n]{0,4}?(?:反派|主角|男主|女主|角色|侦探"
    r"|偵探|杀手|殺手)\S{0,1}的\S{0,6}?(?:密码|密碼)"
    r"|^пишу (?:оповідання|роман|повість|історію|рассказ|повесть|историю)\b[^.!?\n]{0,40}?"
    r"\b(?:хакер|герой|героїня|героиня|персонаж|детектив|шпигун|шпион)\w*"
    # (a scene's line: "a noir scene where the hacker … whispers 'the password is swordfish'")
    # ("In my novel the hacker brags: "My password is swordfish …"", round 158)
    r"|\b(?:scene|story|script|chapter|novel|book|screenplay)\b[^.!?\n]{0,60}?\b(?:says|whispers"
    r"|said|whispered|mutters|muttered|tells|told|brags|bragged|boasts|boasted|yells|shouts"
    r"|announces)\b[^.!?\n]{0,12}?password\b"
    # (a film's, a song's or a book's line asked about: "Which film has the line 'the password
    # is swordfish'?", round 131)
    r"|\b(?:film|movie|tv show|series|episode|song|lyric|novel)s?\b[^.!?\n]{0,40}?"
    r"['\"‘“][^'\"’”\n]{0,30}?\bpassword\b")
MY_PASSWORD = re.compile(r"\bmy (?:\w+ )?password\b|我的\S{0,4}?密码")


# Words that follow "password is" in talk *about* a password rather than the password itself.
_PASSWORD_NOT_A_VALUE = re.compile(
    r"(?:too|not|very|so|the|an?|weak|strong|long|short|expired|wrong|incorrect|correct|same"
    r"|different|easy|hard|simple|complex|changed|reset|required|needed|missing|saved|stored"
    r"|secure|safe|unsafe|something|in|on|at|for|being|still|now|also|really|quite|pretty|my"
    r"|your|his|her|their|our|it|that|this|invalid|valid|locked|forgotten|lost|blank|empty"
    r"|hidden|encrypted|hashed|old|new|what|unknown|none|null|secret|case-sensitive"
    # adverbs before a judgement: "way too long", "much longer", "kind of weak"
    r"|way|much|far|getting|kind|sort"
    # where it is kept, not what it is: "the password is under the keyboard" (round 119)
    r"|under|behind|inside|beneath|written|taped|stuck|somewhere"
    # where it is found, how it usually is: "the wifi password is usually on a sticker"
    r"|usually|normally|typically|often|always|sometimes|probably|maybe|printed|written|located"
    r"|listed|shown|somewhere|here|there|generated|set|based"
    # a strength meter's grade: "my password manager says my master password is 'fair'"
    r"|fair|decent|mediocre|average|moderate|excellent|poor)")
# Chinese questions and judgements about a password ("密码是什么", "密码是错的") are prefixes.
_PASSWORD_ZH_NOT_A_VALUE = hinted_rx(
    r"什么|多少|啥|哪|几|不是|正确|错误|对|错|一样|不一样|相同|不同|空|默认|怎么|如何|生日|名字"
    r"|手机号|\S{0,6}吗|安全|新的|旧的|\S{0,2}位数|\S{0,8}的(?:生日|名字|手机号)"
    r"|自己的?(?:生日|名字|手机号)(?!\W?\d)|不知道|不记得|记不住|忘了"
    # a judgement after "设的 / 改的" ("密码设的太简单了")
    r"|太|很|挺|有点|比较|简单|复杂|容易|好记|好猜|难|弱|强")
_READ_AT_RUN_TIME = re.compile(r"(?:input|raw_input|getpass(?:\.getpass)?|os\.getenv|getenv"
                               r"|os\.environ|process\.env|prompt|readline)\b")


def talk_about_a_password(value: str, explicit: bool) -> bool:
    """Whether what follows a password's word is talk about the password, not its value: a
    judgement ("password is weak", unless given after ":" or "="), a Chinese question or
    judgement, code that reads it at run time ("input('Password: ')"), the site it is for."""
    return (not explicit and _PASSWORD_NOT_A_VALUE.fullmatch(value) is not None) \
        or _PASSWORD_ZH_NOT_A_VALUE.match(value) is not None \
        or _READ_AT_RUN_TIME.match(value) is not None \
        or value.startswith(("//", "https://", "www."))
