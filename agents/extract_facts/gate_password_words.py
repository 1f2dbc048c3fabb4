"""Gate password words (data): the words that name a password, a PIN or a code in the
languages the users write, and a story character's password (not the user's). Every password
pattern of `gate_secrets` holds one of the words, so a text with none skips those patterns
(one scan instead of many)."""

from __future__ import annotations

import re

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
)


# a story's character's password, in the user's story ("In my thriller the villain's vault
# password is literally 'swordfish'", round 113; "我小说里反派的保险箱密码是…")
CHARACTERS_PASSWORD = re.compile(
    r"\b(?:novel|story|thriller|book|screenplay|script|game|campaign|comic|fanfic\w*|play)\b"
    r"[^.!?\n]{0,60}?\b(?:villain|hero|heroine|protagonist|antagonist|character|detective|spy"
    r"|killer|wizard|captain)(?:'s|s') (?:\w+ )?password\b"
    r"|(?:小说|故事|剧本|游戏)里[^。！？\n]{0,8}?(?:反派|主角|男主|女主|角色|侦探|杀手)的?\S{0,4}?密码"
    # (a scene's line: "a noir scene where the hacker … whispers 'the password is swordfish'")
    r"|\b(?:scene|story|script|chapter)\b[^.!?\n]{0,60}?\b(?:says|whispers|said|whispered"
    r"|mutters|muttered|tells|told)\b[^.!?\n]{0,12}?password\b")
MY_PASSWORD = re.compile(r"\bmy (?:\w+ )?password\b|我的\S{0,4}?密码")
