"""Gate password patterns (data only): a password, PIN or Wi-Fi key named and given with its
value, in the languages the users write (one group each: the value). `gate_secrets` compiles
them with the lock codes (`gate_lock_codes`) into its password patterns."""

from __future__ import annotations

_CHAR_SAID = (r"(?:(?:capital|small|uppercase|lowercase|big) )?(?:[a-z\d]|zero|one|two|three|four"
              r"|five|six|seven|eight|nine|exclamation(?: mark| point)?|at(?: sign)?|hash|dollar"
              r"(?: sign)?|underscore|dash|hyphen|dot|period|star|asterisk|percent|ampersand)")
# a character of a password's value: no space, comma or full stop, nor a Chinese or Japanese one
_VALUE_CHAR = r"[^\s,;，。\u3040-\u30ff\u4e00-\u9fff]"

PASSWORD_PATTERNS: tuple[str, ...] = (
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
)
