"""Gate secrets (pure): passwords and PINs stated with their value (one-time and backup codes:
`gate_codes`; a wallet's seed phrase: `gate_seed`), vendor tokens, webhook URLs, and detect-secrets'
detectors plus key word and entropy."""

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

_CHAR_SAID = (r"(?:(?:capital|small|uppercase|lowercase|big) )?(?:[a-z\d]|zero|one|two|three|four"
              r"|five|six|seven|eight|nine|exclamation(?: mark| point)?|at(?: sign)?|hash|dollar"
              r"(?: sign)?|underscore|dash|hyphen|dot|period|star|asterisk|percent|ampersand)")
# a character of a password's value: no space, comma or full stop, nor a Chinese or Japanese one
_VALUE_CHAR = r"[^\s,;，。\u3040-\u30ff\u4e00-\u9fff]"
_PASSWORD = hinted_alternatives(
    # spelled out one character at a time ("capital M, a, p, l, e, seven, seven, exclamation
    # mark")
    rf"\b(?:password|passcode|pw|pwd)\b[^.;\n]{{0,30}}?:\s*"
    rf"((?:{_CHAR_SAID}, ){{5,}}{_CHAR_SAID})\b",
    # described from a name given in the text ("the password is the same name with !42")
    r"\bpassword (?:is|was) (?:the )?same (?:name|as (?:the )?(?:network|wifi|ssid|name))\b"
    r"[^.;\n]{0,20}?(?:with|plus|\+|and) ?(\S*\d\S*)",
    # a word given as the password, or its first part ("… password is the word 'tangerine'
    # then my lucky number …")
    r"\b(?:password|passcode|passwd|pwd|pw)\b[^.;\n]{0,20}? (?:is|was) (?:just |simply )?the word"
    r" ['\"‘“]?([a-z]{3,})",
    # a value worked out in words ("pw is the dog's name + birth year, so Biscuit2016")
    r"\b(?:pw|pwd|passwd|password)\b[^.;\n]{0,60}?\b(?:so|i\.e\.|ie|=)\s+"
    r"((?=\S*\d)(?=\S*[a-z])[^\s,;]{6,})",
    # described, then given after a colon ("the password is … plus my birth year: tcerroc1987")
    r"\b(?:pw|pwd|passwd|password|passcode)\b[^.;\n@/:]{0,80}?:\s*((?=\S*\d)(?=\S*[a-z])[^\s,;]{6,})",
    r"\b(?:mot de passe|passwort|contraseña|senha|wachtwoord|lösenord|hasło|heslo|parola|passord"
    r"|salasana|jelszó|cyfrinair|fjalëkalim\w*)\b[^.;\n@/:]{0,60}?:\s*((?=\S*[\d!@#$%^&*])(?=\S*[a-z])[^\s,;]{6,})",
    # a Sinhala password, named or transliterated, a colon or "එක" before its value (round 165)
    r"(?:මුරපදය|පාස්වර්ඩ්(?: එක)?)\s*:?\s*((?=[^\s,;]*\d)(?=[^\s,;]*[^\W\d_])[^\s,;]{6,64})",
    # no colon, in any language: the password word, a few words, then a value with a letter, a
    # digit and a symbol ("رمز ایمیلم Anar@1402 است", "Password akun … saya Melati#2024")
    r"(?:\b(?:password|passwort|mot de passe|contraseña|senha|wachtwoord|lösenord|hasło|heslo"
    r"|parola|passord|salasana|jelsz\w*|kata sandi|adgangskode|kodeord|lozinka|šifr\w*|шифр\w*"
    r"|şifre\w*|şifrem"
    r"|κωδικός|пароль\w*|mật khẩu|лозинк\w*|парол\w*)\b|رمز|گذرواژه|كلمة السر|كلمة المرور|סיסמ"
    r"|पासवर्ड|கடவுச்சொல்|பாஸ்வேர்ட்|পাসওয়ার্ড|పాస్‌?వర్డ్|پاس ?ورڈ|პაროლ|գաղտնաբառ|құпия сөз"
    r"|รหัสผ่าน|密码|口令|パスワード|비밀번호|비번|ពាក្យសម្ងាត់)"
    # (a value given as an example is no one's password: "hasło w stylu 'Kot2024!'"; nor is a
    # placeholder's field: "password=<redacted> host=10.0.3.17")
    r"(?!\s*[:=]\s*[<{\[$])(?![>}\]])"  # (nor the name in a placeholder: "app:<password>@db",
    r"(?!@[a-z0-9.\-]+[:/])"  # "postgres://USER:PASSWORD@localhost:5432/app")
    r"(?![^.;\n]{0,40}?(?:\blike\b|such as|\bw stylu|\be\.g\.|z\. ?b\.|por ejemplo"
    r"|par exemple|per esempio|例如|比如|像是|\bgibi\b|\bzoals\b|t\.ex\.|\bnapř\.))"
    r"[^.;\n]{0,40}?(?<![^\s:：是は])"
    # (a question mark at the end closes the sentence: "…@host:5432/dbname?"; Chinese and
    # Japanese characters end the value: "用 bcrypt 还是 argon2？加盐…")
    rf"((?={_VALUE_CHAR}*\d)(?={_VALUE_CHAR}*[^\W\d_])"
    rf"(?={_VALUE_CHAR}*(?:[!@#$%^&*~+=_]|\?{_VALUE_CHAR}))"
    rf"{_VALUE_CHAR}{{6,64}})(?!{_VALUE_CHAR})",
    # session 27, "my email password is margarita77" probed in 59 languages: a value with a
    # letter and a digit and no symbol, after the password word and the language's copula, or
    # before it where the copula ends the sentence ("… پاس ورڈ margarita77 ہے")
    r"(?:\b(?:passwort|mot de passe|contraseña|contrasenya|senha|wachtwoord|lösenord|hasło|heslo"
    r"|parola|passord|salasana|jelsz\w*|kata sandi|kata laluan|adgangskode|kodeord|lozink\w*"
    r"|şifre\w*|şifrə\w*|κωδικός|пароль\w*|паролата|лозинката|mật khẩu|slaptažodis|parole|parool"
    r"|lykilorð\w*|fjalëkalim\w*|nenosiri|password|(?:c|g|ngh|ch)yfrinair|pasahitz\w*|geslo|parol\w*"
    r"|tenimiafi\w*)\b"
    r"|رمز|گذرواژه|كلمة السر|كلمة المرور|סיסמ|құпия сөз\w*|нууц үг|මුරපදය"
    r"|पासवर्ड|கடவுச்சொல்|পাসওয়ার্ড|పాస్‌?వర్డ్|ಪಾಸ್‌?ವರ್ಡ್|പാസ്‌?വേഡ്|પાસવર્ડ|ਪਾਸਵਰਡ|پاس ?ورڈ"
    r"|პაროლ|գաղտնաբառ|የይለፍ ቃ[ልሌ]|kalmar sirri|ọ̀rọ̀ aṣínà|iphasiwedi|lea fufū|lea fufu"
    r"|\bpaswot\b|\bwachtwurd\b|\bwagwoord\b|сырсөз\w*|መሕለፊ ቃል|စကားဝှက်)"
    # (a question asked next is no copula: "… from the master password? Is PBKDF2 …", round
    # 130; an answer is: "what's my wifi password? it is Kettle-Moon4471")
    r"(?:[^.;?!\n\d]|[?!](?! (?:is|are|was|were|do|does|did|can|could|should|will|would|has"
    r"|have)\b)){0,40}? (?:(?:es|est|c'est|ist|lautet|è|é|är|er|on|je|jest|to|is|este|είναι|ir"
    r"|yra|és|është|е|ni|ay|adalah|ialah|là|คือ|ithi|yw|ydy|ko e|ita ce|shine|mooy|em|dia|:"
    # a Chinese or Cantonese copula after the English word ("屋企 wifi password 係 chan8888",
    # round 174)
    r"|是|係|系) "
    # (a comma may end the value: "Moje geslo je Ljubljana2024!, zapomni si")
    r"((?=\S*\d)(?=\S*[^\W\d_])[^\s,;]{6,64})(?![^\s,;])"
    r"|((?=\S*\d)(?=\S*[^\W\d_])[^\s,;]{6,64}) (?:है|ہے|هست|است|ነው|እዩ|ပါ|आहे|છે|ਹੈ|हो|է|ആണ്"
    r"|da|යි)(?![^\s.,!?;፣።၊။।]))",
    # … or with no copula, the value right after the word and last in the text or its clause
    # ("az e-mail jelszavam margarita77", "ჩემი მეილის პაროლია margarita77", "ನನ್ನ ಇಮೇಲ್ ಪಾಸ್‌ವರ್ಡ್
    # Bengaluru@2024, ನೆನಪಿಟ್ಟುಕೊ")
    r"(?:\bjelsz\w*|\bşifrə\w*|\bparol\w*|\bgeslo\b|құпия сөз\w*|нууц үг|මුරපදය"
    r"|পাসওয়ার্ড|கடவுச்சொல்|పాస్‌?వర్డ్|ಪಾಸ್‌?ವರ್ಡ್|പാസ്‌?വേഡ്|პაროლ\S*"
    r"|\bkalmar sirri\w*(?: \S+){0,2}?) ((?=\S*\d)(?=\S*[^\W\d_])[^\s,;]{6,64}?)(?:[.!]*$|, )",
    r"(?:(?:\b|(?<=_))(?:password|passwd|passcode|passphrase|pwd|pw)|(?<=_)pass|(?<=ssh )pass"
    r"|(?<=wifi )pass|(?<=router )pass|(?<=root )pass|(?<=admin )pass|(?<=netflix )pass"
    r"|(?<=email )pass|(?<=gmail )pass|(?<=login )pass|(?<=laptop )pass|(?<=account )pass)\b"
    r"(?: (?:for|of|on|to|at|in) (?:[\w\-']+ ){0,3}?[\w\-']+)?(?: (?:is|was)\b ?:?|'s| ?[:=]) ?"
    r"([^\s,;]+)",
    r"\b(?:changed|set|reset) (?:my |the )?(?:\w+ )?(?:password|passcode) to ([^\s,;]+)",
    # … or a PIN, its digits after a few words ("set my debit PIN to my lucky number, 1-9-7-3")
    r"\b(?:changed|set|reset) (?:my |the )?(?:\w+ )?pin to\b[^.\n\d]{0,30}?"
    r"(\d(?:[ \-.]?\d){3,7})\b",
    r"(?<!area )(?<!postal )(?<!zip )(?<!post )"
    r"\b(?:pin[12]?(?:[ \-]?code| number)?)(?: [\w\-]+){0,6}? ?(?:is|ist|c'est|est|es|é|è|là|:|=) ?"
    r"(\d(?:[ \-.]?\d){3,7})\b",
    # no copula: "PIN m-banking aku 739201" (not a year: "my pin changed in 2024"); spaced out
    # ("PIN ATM saya 2 0 9 7 5 1"), it is read joined (`short_digits_read`)
    r"(?<!area )(?<!postal )(?<!zip )(?<!post )"
    # (a mobile wallet's MPIN: "JazzCash کا MPIN 5820 ہے")
    r"\bm?pin[12]?\b(?:[ \-][\w\-]+){0,4},? (?!(?:19|20)\d\d\b)(\d{4,8})\b(?![ .,]?\d)",
    # a card's PIN in Spanish, its owners between ("el pin de la tarjeta … con mi hermana: 2794")
    r"\bpin de (?:la |mi |nuestra )?tarjeta\b[^\d\n]{0,60}?[:=] ?(\d{4,6})\b",
    # a Swahili password or PIN with its copula ("Nenosiri langu la M-Pesa ni 4826")
    r"\b(?:nenosiri|pin)\b(?: [\w\-]+){0,4}? ni ((?=[^\s,.;]*\d)[^\s,.;]{4,})"
    r"|\bpin\b(?: [\w\-]+){0,5}? ay (\d{4,8})\b"  # Tagalog: "Ang PIN ng ATM card ko ay 4821"
    # … Hausa, Igbo, Somali ("PIN na katin ATM dina shine 4729", "PIN m bụ …", "… waa …")
    r"|\b(?:pin|kalmar sirri)\b(?: [\w\-]+){0,5}? (?:shine|shi ne|ita ce|bụ|waa)"
    r" ((?=[^\s,.;]*\d)[^\s,.;]{4,})",
    # ("என் ATM பின் நம்பர் 7305", round 153)
    r"(?:पिन|পিন|பின்(?: நம்பர்| எண்)?|پن کوڈ|پن|ፒ[ንኔ](?: ኮ[ድዴ]\w*| ቁጥ\w*)?|ሚስጥር ቁጥ\w*)\W{0,3}"
    r"(\d{4,6})(?!\d)"
    r"|\bupi (?:pin|పిన్|पिन|পিন|பின்|ಪಿನ್|പിൻ|ਪਿੰਨ|ପିନ|પિન)\W{0,3}(\d{4,6})\b"
    r"|\b(?:пін|пин)(?:[ \-]?код)?\b[^.\n\d]{0,30}?(\d{4,6})\b"
    # a password or a card's secret code of digits, no copula needed ("мой пароль 4821",
    # "הקוד הסודי של הכרטיס שלי 4821"); not a year
    r"|(?:\bпарол\w*|סיסמ\w*|הקוד הסודי|קוד סודי)[^.\n\d]{0,30}?(?<!\d)(?!(?:19|20)\d\d\b)"
    r"(\d{4,6})(?!\d)"
    r"|\bm?pin (\d{4,6}) (?:है|hai|हो)(?!\w)|\bpina (\d{4,6}) da\b"  # (Nepali, Basque: r. 165)
    r"|\bpi\u0307?n-?i (\d{4,6})-?d[iıuü]r\b"  # (an Azerbaijani "PİN-i 9034-dür", round 169)
    r"|លេខកូដសម្ងាត់[^\n\d]{0,40}?(\d{4,6})(?!\d)"  # (a Khmer secret code, round 167)
    r"|رمز (?:دوم|اول|کارت|عابر ?بانک)\S*(?: \S+){0,4}? (\d{4,12})\b",
    r"\b(?:admin|root|login|user(?:name)?|credentials?)\b[^/\n]{0,40}?/\s*"
    r"((?=\S*\d)(?=\S*[a-z])\S{6,})",
    r"\bcode (?:de (?:ma|la) carte|pin|secret)\b(?: \w+){0,3}?,? ?(?:c'est|est|mooy|:) ?"
    r"(\d(?: ?\d){3,7})\b",
    r"\b(?:säkerhetskod|sicherheitscode|security code|código de seguridad|code de sécurité"
    r"|pinkod|pin-kod|pinkode|(?:port|dörr|dør|larm|alarm|garage|garasje|grind|tür|tor|tresor)"
    r"kod(?:e|en)?)\b(?: \w+){0,4}? ?(?:is|är|er|ist|es|est|:) ?(\d{4,8})\b",
    # a Hungarian password before its verb ("az ügyfélkapus jelszavam Tulipan.1987 volt"); a
    # Wi-Fi's WPA key ("la clé WPA c'est kXq9Tz4mRvP2hW")
    r"\bjelsza\w*:? ((?=\S*\d)(?=\S*[a-z])[^\s,;]{6,}) (?:volt|van|lesz)\b",
    r"\b(?:(?:clé|cle|clave|chiave|key|schlüssel) wpa2?|wpa2?[ \-](?:key|schlüssel|passwor[dt]"
    r"|password|clé))\b[^\n]{0,10}?(?:c'est|est|is|ist|es|è|:|=) ?"
    r"((?=\S*\d)(?=\S*[a-z])[^\s,;]{8,})",
    # a Wi-Fi password with no copula ("wifi … is BTHub6-8JQX, password kettle-Moon-4471")
    r"\b(?:wi-?fi|red)\b[^.\n]{0,100}?\b(?:password|pass|pw|key|heslo|hasło|passwort|mot de passe"
    r"|contraseña|senha|salasana|lösenord|passord|parool|jelszó|paroly|parol)\b"
    r" ((?=\S*\d)(?=\S*[a-z])[^\s,;]{8,})",
    # a card's PIN in an Indic script, four digits ("મારો ATM પિન 3096 છે"); a "PIN code" is a
    # postcode there
    r"(?:પિન|पिन|পিন|பின்|పిన్|ಪಿನ್|പിൻ|ਪਿੰਨ|ପିନ)(?! ?(?:કોડ|कोड|code|কোড|கோட்|కోడ్|ಕೋಡ್|കോഡ്"
    r"|ਕੋਡ|କୋଡ))\W{0,3}(\d{4})(?!\d)",
    # a password set to a value: "取款密码我设成了081526", "パスワード、Sakura2024!! にした"
    r"(?:密码|口令)(?:我|已经|被)?(?:设成|设为|设置成|设置为|改成|改为|换成)了? ?"
    r"([^\s,，。!?；;]{4,})",
    r"パスワード[、,をは]?\s?((?=\S*\d)(?=\S*[a-z])[^\s、。]{6,})\s?に(?:した|変更|設定)",
    # given in halves: "邮箱密码前半截是 Tiger，后半截是 _88!wx"
    r"(?:密码|口令)[^。\n]{0,8}?前(?:半截|半部分|半段|半|几位|面)(?:是|为) ?([^\s，,。]{2,})",
    r"\bwifi:(?:[^;\n]*;)*?p:([^;\n]{4,});",
    r"\bsshpass -p\s*['\"]?([^\s'\"]{6,})",  # a password on the command line
    # an app password as Google prints one: four groups of four letters
    r"(?:\bapp[ \-]?passwor[dt]|mật khẩu ứng dụng|应用专用密码|mot de passe d'application"
    r"|contraseña de aplicación)[^\n]{0,40}?\b([a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4})\b",
    r"(?:الرقم السري|الرمز السري|رمز pin)\W{0,3}(?:\S+ ){0,4}?(\d{4,6})\b",
    r"(?<![a-z])pin ?码(?:是|为|改成了?|设成|设为|:)? ?(\d{4,8})\b|(?<![a-z])puk(?: ?码)?\W{0,3}"
    r"(?:是|is|:)?\W{0,3}(\d{8})\b",
    r"(?:密码|口令)[^。，,\n]{0,8}?(?:(?:是|为|:|：) ?| )([一二三四五六七八九零〇两]{4,8})",
    r"(?:暗証番号|暗証コード|パスコード|ロック解除コード)[^。\n]{0,6}?(?:は|:|=) ?(\d{4,8})(?!\d)"
    # "暗証番号を0721にしてる": the number it was set to
    r"|(?:暗証番号|パスコード)を ?(\d{4,8}) ?に"
    # a safe's dial: "保险柜密码 左3 右17 左29", "the safe is left 3 right 17 left 29"
    r"|(?:保险柜|保险箱|密码锁|金庫|safe|combination|combo)[^。\n]{0,12}?"
    r"((?:左|右) ?\d{1,2} ?(?:右|左) ?\d{1,2}"
    r"|\b(?:left|right|l|r) ?\d{1,2},? (?:right|left|r|l) ?\d{1,2}\b)"
    r"|暗証(?:番号)?\W{0,3}(\d{4,8})(?!\d)",  # written down: "「暗証 2718」"
    # a card's PIN written down later in the sentence, in a language other than English ("питає
    # PIN до своєї картки, тому я записала їй на папірці 6142")
    r"(?<![a-zа-я])(?:pin|пин|пін)(?![a-zа-я])(?=[^.!?。\n\d]{0,60}?[^\x00-\x7f])[^.!?。\n\d]{0,60}?(?<!\d)"
    r"(?!(?:19|20)\d\d\b)(\d{4,6})(?![\d.,]\d)(?!\d)",
    # a value with letters and digits said after a longer description ("a senha do wi-fi da
    # casa da minha mãe é +SwubNErG8O6")
    r"\b(?:senha|contraseña|contrasena|passwort|kennwort|mot de passe|password|wachtwoord"
    r"|lösenord|hasło|haslo|пароль|şifre|sifre|passord|kode(?:n)? til [\w\-]+"
    r"|κωδικ[οό][σς](?! (?:κράτη|παραγγελ|προϊόντ|προσφορ|έκπτωσ|κουπόν)))\b[^.!?\n:]{0,50}?"
    r"(?: (?:é|es|est|ist|lautet|is|är|er|jest|это)|:) ((?=\S*\d)(?=\S*[a-z])[^\s,;]{8,})",
    r"पासवर्ड\s+((?=\S*\d)\S{6,})\s+(?:है|hai)",
    # a password spelled with spaces: "B a n a n a 7 7 ! without the spaces"
    r"\b(?:password|passwort|passcode|pw|pwd|lösenord\w*|heslo|hasło|contraseña|senha"
    r"|mot de passe)\b[^.\n]{0,40}?((?:\S ){5,}\S)(?= without| no spac| \(?(?:utan mellanslag"
    r"|sans espaces?|sin espacios|ohne leerzeichen|bez mezer|bez spacji|sem espaços))",
    r"(?:passphrase|암호문구|암호|frase de contraseña|phrase secrète)\w*\W{0,6}"
    r"['\"‘“「]([^'\"’”」]{6,})['\"’”」]",
    r"\bpass ?[:=] ?((?=\S*[\d!@#$%^&*])[^\s,;]{6,})",  # "login … / pass: Tr0ub4dor&3x"
    r"\b(?:the|my) pass (?:is|was) ((?=\S*\d)(?=\S*[a-z])[^\s,;]{6,})",  # "the pass is hunter22!q"
    # "password BlueOtter!77": no copula, but a value with a letter, a digit and a symbol
    r"\b(?:password|passwort|pwd|pw) ((?=\S*\d)(?=\S*[a-z])(?=\S*[!@#$%^&*?])[^\s,;]{6,})",
    # the Wi-Fi named, then a value with a letter, a digit and a symbol ("wifi at the cabin is
    # PineCone!Lake42"; a network's name "Home-5G" has none of those symbols)
    r"\bwi-?fi\b[^.!?\n:]{0,30}? (?:is|:) ((?=\S*\d)(?=\S*[a-z])(?=\S*[!@#$%^&*?])[^\s,;]{8,})",
    r"(?:密码|口令|密碼)锁?(?:[（(][^）)]{0,30}[）)])?(?:我|我们|，|,)?"
    r"(?:(?:就|也|还|一直)?是|为|為|係|系(?!统|列)|:|=|设置成|设成|设为|改成|改为|换成|改咗做|改咗|改做"
    r"|设的是|设的|设了|设置的是|设置的|设置了|改的是|改的|改了|用的是)"
    r" ?[\"'“”]?([^\s,。!?;、\"'“”]+)",
    # a combination lock's digits, no unit after them ("置物櫃是 27 號，密碼鎖 0413", round 116)
    r"(?:密码|密碼)(?:锁|鎖) ?(\d{3,8})(?![\d.]| ?(?:年|元|块|位|个|個|款|块钱|塊))",
    # (rounds 118-119: a card's PIN in Portuguese, a Kazakh password, a Spanish bank's "clave",
    # a Catalan Wi-Fi's "clau")
    r"\bsenha\b[^.\n]{0,30}?\bcart[ãa]o\b[^.\n\d]{0,20}?\b(?:é|:) ?(\d{4,6})\b",
    r"құпия ?сөз\w*\W{0,3}((?=\S*\d)(?=\S*[a-z])[^\s,;—]{6,})",
    r"รหัสผ่าน\s?((?=[a-z0-9_!@#$%^&*.\-]*\d)(?=[0-9_!@#$%^&*.\-]*[a-z])[a-z0-9_!@#$%^&*.\-]{6,})",
    r"\b(?:clave|clau) (?:de (?:la |el |mi )?|del |de l'|d'|per a )?(?:banca|banco|wi-?fi|correu"
    r"|correo|cuenta|compte|xarxa|red)\b[^.\n]{0,20}?\b(?:es|és|:) ?((?=\S*\d)[^\s,;]{6,})",
    r"(?:密码|口令) ?((?=[a-z!@#$%^&*._\-]*\d)[a-z0-9!@#$%^&*._\-]{4,})",
    # the password described, then given after a colon ("密码就是我名字拼音加生日…：zhanglei0917!")
    r"(?<!你的)(?<!您的)(?:密码|口令|密钥|秘钥)(?![>}\]])[^。，,\n]{0,30}[:：] ?"
    r"((?=\S*\d)(?=\S*[a-z])[^\s，。]{6,})",
    # other languages: the word, up to four words ("für das Router-Menü"), a copula or ":",
    # then a value with a digit or a symbol in it (so "ist zu kurz" is talk about one)
    r"(?:passwort|kennwort|mot de passe|contraseña|contrasena|senha|hasło|haslo|пароль"
    r"|パスワード|비밀번호|비번|şifre|sifre|wachtwoord|lösenord|adgangskode|salasana|parola"
    r"|mật khẩu|รหัสผ่าน|password|code (?:du |de la )?wi-?fi|clé wi-?fi|wi-?fi (?:code|key|pass)"
    # (a booking's or an order's code is none: "ο κωδικός κράτησης … είναι M7QX2P")
    r"|passord|κωδικ[οό][σς](?! (?:κράτη|παραγγελ|προϊόντ|προσφορ|έκπτωσ|κουπόν))|رمز عبور"
    r"|le wi-?fi|kata laluan|รหัส|heslo|iphasiwedi|parool|wagwoord"
    r"|(?:wlan|wifi|wi-fi|netzwerk)-?(?:schlüssel|passwort|kennwort|key)"
    r"|كلمة المرور|كلمة السر|كلمة سر|पासवर्ड|הסיסמה|סיסמה|סיסמא|ລະຫັດຜ່ານ)"
    r"[\w\u0e00-\u0eff]*"  # Thai and Lao marks
    r"(?![>}\]])"  # (a placeholder's name: "postgres://app:<password>@db")
    r"(?:[ \-](?:[^\s.!?。]|[.!?](?=\S))+){0,4}? ?"
    r"(?:\b(?:ist|is|lautet|est|c'est|es|é|è|er|är|on|jest|это|là|je|είναι|e|ialah|adalah)\b"
    r"|هي|هو|है|は|는|היא|הוא|คือ|ແມ່ນ|ithi|ngu|:|=) ?"
    r"(?:[«»\"'“”„‹›「] ?)?(?:[^\s/]+ ?/ ?)?((?=\S*[\d!@#$%^&*])[^\s,;«»]{6,})",
    # the words people put right before the value ("네이버 비번 qwer1234!@", "mdp netflix : …")
    r"\b(?:kart |atm |banka )?şifre(?:m|si)\W{0,3}(\d{4,6})\b",  # "kart şifrem 6152"
    # a bank password of digits: "a senha do meu banco é 3847"
    r"\b(?:senha|contraseña|clave|passwort|kennwort|mot de passe)\b[^.;,\n]{0,30}?(?: (?:é|es|est"
    r"|ist)|:) ?(\d{4,6})\b",
    r"(?:\bmdp\b|비번|비밀번호|şifrem|sifrem|şifresi|sifresi|parolam|كلمة السر|كلمة المرور|كلمة سر"
    r"|kata laluan(?: [\w\-]+)?"
    r"|пароль|нууц үг)\w*(?: [\w']+){0,4}? ?:? ?"
    r"((?=\S*\d)[^\s,;]{6,})",
    # a router's Wi-Fi key in groups of four digits ("FRITZ!Box 7590, Schlüssel 4817 2296 …")
    r"(?:wlan|wi-?fi)[^\n]{0,40}?(?:schlüssel|key|clé|clave|chave|sleutel|nyckel|kennwort"
    r"|passwort)\W{0,3}((?:\d{4} ){3,4}\d{4})\b",
    *LOCK_CODES,
)
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
