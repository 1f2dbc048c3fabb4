"""Gate lock codes (data only): a code that opens a door, a gate, an alarm, a safe, a key box
or a lock, named and given with its digits, in the languages the users write. `gate_secrets`
reads these patterns among its password patterns (their one group is the value)."""

from __future__ import annotations

LOCK_CODES: tuple[str, ...] = (
    # a parcel locker's pickup code, which opens the locker (rounds 96, 102, 105: "丰巢取件码
    # 58213906", "kod odbioru z paczkomatu 482913"); a parcel station's shelf code is none
    # ("快递柜取件码 8-3-2041": shelf, row, number, said at the counter; rounds 4-6, 33)
    r"取件码\D{0,6}?(?<![\d\-])(\d{6,8})(?![\d\-])"
    r"|\bkod odbioru\b[^.\n\d]{0,30}?(\d{6})\b|\b(?:parcel |amazon )?locker (?:pick-?up )?code\b"
    r"[^.\n\d]{0,20}?(\d{4,8})\b",
    # a combination lock's digits ("置物櫃 B-114 的密碼鎖是 0-5-9-3", round 145; the flat view
    # keeps "鎖")
    r"(?:密码|密碼|号码|號碼)(?:锁|鎖)\D{0,6}?(?:是|为|為|:)\s*(\d(?:[ \-.]?\d){3,7})(?![\d\-])",
    # a Japanese front door's auto-lock number ("玄関のオートロック番号 0815#")
    # (… or in the next sentence: "オートロックの暗証番号覚えといて。1592#ね", session 30's probe)
    r"(?:オートロック|玄関|ドア|金庫|キーボックス)の?(?:暗証)?(?:番号|コード)\D{0,10}"
    r"(\d(?:[\-‐]?\d){3,7})#?(?!\d)",
    # a key safe, a padlock or a lockbox and what it opens with (session 31's probe: "the key
    # safe by the back door … opens with 4-7-1-9", "de sleutelkluis … gaat open met 8-3-1-5",
    # "szyfr do kłódki od roweru to 8-1-4-6", "namba ya kufuli ya kabati … ni 5-0-8-1")
    r"\b(?:key ?safe|key box|lockbox|padlock|sleutelkluis|hangslot|kłódk\w*|szyfr do \w+"
    r"|namba ya kufuli)\b[^.\n]{0,50}?\b(?:opens with|gaat open met|is|to|ni|:) ?"
    r"(\d(?:[ \-.]?\d){3,7})\b",
    # a key safe's code, digit by digit or not ("Der Schlüsseltresor … hat den Code 2-7-0-9")
    r"\bschlüssel(?:tresor|box|kasten|safe)\b[^.\n]{0,40}?\bcode\W{0,3}(\d(?:[ \-.]?\d){3,7})\b",
    # a door's, a gate's or an alarm's code in Finnish ("Ovikoodi on 2580#")
    r"\b(?:ovi|portti|rappu|hälytys|oven |portin |kassakaapin |lukon )koodi\w*\b(?: \w+){0,3}?"
    r" ?(?:on|:) ?(\d{4,8})#?(?!\d)",
    # a safe's code set to a value ("hotel room safe … I set it to 0619")
    r"\b(?:safe|lockbox|padlock|keypad|alarm)\b[^\n]{0,40}?\b(?:set|changed|reset) (?:it|the code"
    r"|the combo|the pin) to (\d{3,8})\b",
    # a code right after the lock it opens is named ("alarm panel is left of the door, code 4471
    # then press OFF"), a Hebrew "קוד האזעקה … 2580"
    r"\b(?:alarm|keypad|gate|lockbox|garage)\b[^.\n]{0,40}?\bcode(?: is)?\W{0,2}(?!(?:19|20)\d\d\b)"
    r"(\d{4,8})\b(?!\W?\d)",
    r"קוד (?:ה)?(?:אזעקה|דלת|כספת|שער|בניין|כניסה|אינטרקום)[^\d\n]{0,30}?(\d{4,8})\b",
    # (rounds 118-119: a locker's combo, a Galician padlock, a Welsh door's code, a Serbian
    # locker's "šifra", a Hebrew locker's code)
    r"\b(?:locker|padlock|lock)\b[^.\n]{0,20}?\bcombo\W{0,3}(\d{1,2}(?:[ \-.]\d{1,2}){2,3})\b"
    r"|\bcadeado\b[^.\n\d]{0,40}?\b(?:abre co|abre com|é|:) ?(\d(?:[ \-.]?\d){3,7})\b"
    r"|\bcod (?:y |yr )?(?:drws|giât|larwm|clo)\b[^.\n\d]{0,30}?(\d{4,8})#?"
    r"|\bšifr\w* (?:za |od )?(?:mog |moje |mojeg )?(?:ormar\w*|sefa|vrata|kapije|alarma)\b"
    r"[^.\n\d]{0,30}?\b(?:je|:) ?(\d(?:[ \-.]?\d){3,7})\b"
    r"|הקוד של (?:ה)?לוקר[^\d\n]{0,30}?(\d{4,8})\b"
    r"|\bzahlenschloss\w*\W{0,3}(?:ist |hat |: ?)?(\d(?:[ \-.]?\d){2,7})\b",  # (round 120)
    # an Arabic door's, gate's or alarm's code ("رمز باب العمارة 7395")
    r"(?:رمز|كود|الرمز|الكود) (?:ال)?(?:باب|بوابة|إنذار|انذار|خزنة|عمارة|مبنى|دخول)[^\d\n]{0,30}?"
    r"(?<!\d)(\d{4,8})(?!\d)",
    # a shared front door's code in Korean, a Ukrainian "код-пароль", a Hebrew safe's code
    r"(?:공동현관|현관|도어락|대문)\s?(?:비밀번호|비번)[^\d\n]{0,12}?(\d{4,8})\*?(?!\d| ?년)",
    r"\bкод-пароль(?: \w+){0,3}?\W{0,3}(\d{4,8})\b",
    r"הקוד ל(?:כספת|דלת|אזעקה|שער|בניין)[^\d\n]{0,30}?(\d{4,8})\b",
    # a door or safe code in German: "Der Code für die Haustür ist 5821#"
    r"\bcode (?:für|fuer) (?:die |den |das )?[\w\-]+ (?:ist|lautet) (\d{4,8})#?",
    r"\b(?:digicode|code (?:de la porte|d'entrée|du portail|de l'immeuble|d'accès|de l'alarme))\b"
    r"(?:,? [\w'’\-]+){0,5}?,? ?(?:c'est |est |: ?)?((?=(?:[a-z]?\d){3})[\da-z]{3,7})\b",
    # an alarm's or a key box's code with its copula, a year's digits or not (round 76: "la clave
    # de la alarma de casa es 1984", "De code van het sleutelkastje … is 0629")
    r"\b(?:clave|código|codigo|contraseña) (?:de (?:la |el )?|del )?(?:alarma|puerta|portal"
    r"|caja fuerte|candado)\b[^.\n\d]{0,20}?\b(?:es|era|:) ?(\d{4,8})\b"
    r"|\bcode van (?:het|de) (?:sleutelkastje|kluis|alarm|deur|voordeur|poort|garage|slot)"
    r"(?: [\w\-]+){0,4}?(?: is|:) ?(\d{4,8})\b",
    # a Greek alarm's or door's code with its copula, a year's digits or not (round 91: "ο
    # κωδικός του συναγερμού είναι 1953")
    r"κωδικ[οό][σς] (?:του |τη[σς] )?(?:συναγερμ\w*|πόρτα[σς]|πορτα[σς]|χρηματοκιβωτ\w*"
    r"|εισόδου|κλειδαριά[σς]) (?:είναι|ειναι|:) ?(\d{4,8})\b",
    # a Czech safe's or alarm's code, a dial's numbers or digits (round 92: "Kódy k sejfu v chatě
    # si pořád pletu: 3-19-27")
    r"\bkód\w* (?:k|ke|od|do) (?:\w+ )?(?:sejfu|trezoru|alarmu|dveřím|bráně|zámku|schránce"
    r"|vchodu|dveří|brány|domu)\b"
    r"[^.\n\d]{0,40}?(\d{1,2}(?:[ \-.]\d{1,2}){2,3}|\d{4,8})\b",
    # … and a Ukrainian or Russian safe's combination ("комбінація від сейфа 32-8-17")
    r"\b(?:комбінаці\w*|комбинаци\w*|код) (?:від|от|до|для) (?:сейф\w*)\b"
    r"[^.\n\d]{0,30}?(\d{1,2}(?:[ \-.]\d{1,2}){2,3}|\d{4,8})\b",
    # an Italian safe's combination ("la combinazione della cassaforte … l'ho messa 2749")
    r"\bcombinazione (?:della |del |dell')?(?:cassaforte|lucchetto|armadietto)\b[^.\n\d]{0,40}?"
    r"(\d{3,8})\b",
    # … or the padlock, the locker or the safe said to be its digits ("il lucchetto
    # dell'armadietto in palestra è 0-7-3-9", round 111)
    r"\b(?:il |la )?(?:lucchetto|armadietto|cassaforte)\b[^.\n\d]{0,40}?\b(?:è|e'|:) ?"
    r"(\d(?:[ \-.]?\d){3,7})\b",
    # a lock's combination: "the combination for the gym locker is 32-17-08"
    r"\b(?:combination|combo)\b(?: \w+){0,4}? ?(?:is|:|=) ?(\d{1,2}(?:[ \-.]\d{1,2}){2,3})\b",
    r"\b(?:gate|door|entry|access|alarm|building|lockbox|locker|safe|garage|keypad|installer"
    r"|master|duress|engineer)(?: panel| system| keypad| box)? code\b"
    r"(?: \w+){0,4}?"
    r" ?(?:is|:|=) ?[*#]?(\d(?:[ \-.#*]?\d){2,7}#?)"  # ("4#2719": a keypad's mark among the digits)
    # a keypad's digits with no "code" ("garage keypad is 4-8-1-7 then #")
    r"|\b(?:gate|door|garage|alarm|lockbox|front door|building) keypad (?:is|:) ?"
    r"(\d(?:[ \-.]?\d){3,7})\b",
    # a keypad's new code told as a story ("the keypad … kept typing the old code. It's
    # 4-8-1-9-# now", round 115)
    r"\bkeypad\b[^\n]{0,100}?\bcode\b[^\n\d]{0,20}?\bit'?s (\d(?:[ \-.]?\d){3,7})(?:[ \-]?#)?"
    r" now\b",
    # a German door's code given after a colon, a year's digits or not ("Haustür-Code für den
    # Paketboten: 1973")
    r"\b(?:haus)?(?:tür|tor|garagen|alarm|tresor|hof|spind)-?code\b[^.\n\d:]{0,30}?: ?(\d{4,8})\b",
    # a code that opens something, in more languages ("Kod do alarmu w domu to 4147#",
    # "รหัสปลดล็อกโทรศัพท์ของฉันคือ 314999", "ประตูคอนโดรหัส 4719#"); not a year
    r"(?:\bk[oó]d (?:do|od) \w+|\bkod (?:alarmu|drzwi|bramy|sejfu|domofonu)"
    r"|\bcódigo (?:da|do|de la|del) (?:porta|portão|alarme|alarma|puerta|portón|cofre"
    r"|caja fuerte)|\bcodice (?:della |del |dell')?(?:porta|portone|allarme|cassaforte|cancello"
    r"|garage|box|lucchetto|armadietto)"
    r"|\bкод (?:от|від|для|до|домофона|домофону|двери|дверей|сейфа|сигнализации|сигналізації)"
    r"|הקוד של (?:ה)?(?:אזעקה|דלת|כספת|שער|בניין)"
    r"|\bkoden (?:til|till|for|för) \w+|\b(?:dør|dörr|port|alarm|garasje|garage)kod(?:e|en)?\b"
    r"|\b(?:tür|tor|alarm|tresor|deur)code\b|\bcodul (?:de la |de |pentru )?(?:ușa|usa|ușă"
    r"|poart\w*|interfon\w*|alarm\w*|seif\w*)|\briasztó kódja|\b(?:riasztó|ajtó|kapu)kód\w*"
    r"|\bκωδικ[οό][σς]? (?:του |τη[σς] |για (?:την |το |τον )?)?(?:συναγερμ\w*|πόρτα[σς]"
    r"|πορτα[σς]|χρηματοκιβωτ\w*|εισόδου|θυροτηλεφ\w*|κλειδαριά[σς]"
    r"|εξ[ωώ]πορτα[σς]?)"  # (εξώπορτας: round 126)
    r"|รหัส(?:ปลดล็อก|ประตู|เข้า|เปิด|ล็อก)|รหัส(?= ?\d)|รหัส ?(?:atm|เอทีเอ็ม|บัตร|pin)"
    # round 114-115: Catalan, Icelandic, Malay, Kurmanji, Kyrgyz ("El codi del portal … és
    # 1984B", "Kóðinn að útidyrunum … er 2739", "Kod pintu rumah …", "Koda deriyê avahiyê
    # 7391#", "шкафымдын коду 2741")
    r"|\bcodi (?:del |de la |de l'|de l’)?(?:portal|porta|alarma|caixa forta|escala|pàrquing"
    r"|garatge|cadenat|taquilla)|\bkóð(?:i|inn) (?:að|á|fyrir|í) \w+"
    r"|\bkod (?:pintu|pagar|rumah|peti besi|penggera|gerbang|loker)"
    r"|\bkoda (?:derî|deriyê|dergeh\w*|alarm\w*|kasa\w*)"
    r"|(?:шкаф|эшик|эшиг|сейф|дарбаза|дарбоза)\w* коду|รหัสตู้"
    # (rounds 165-167: an Irish door's or gate's "cód", an Afrikaans gate's "hekkode")
    r"|\bcód (?:an |na )?(?:dorais|doras|gheata|geata|aláraim|taisceadáin|sábhála)\b"
    r"|\b(?:hek|deur|alarm|kluis|garage|voordeur)kode\b"
    # (session 30's probe: "кода на входната врата", "шифру од сефа", "kodo za omarico", "رمز در
    # ورودی", "लॉक का कोड", "লকারের কোড", "الارم کا کوڈ", "லாக் கோடை", "గేట్ కోడ్", "लॉकरचा कोड",
    # "mã cửa", "kode brankas", "code ng locker", "namba ya siri ya geti")
    r"|\bкод(?:а|ът)? (?:на|за) (?:\w+ )?(?:врата|вратата|входа|сейфа|алармата|домофона|портата)"
    r"|\b(?:шифр|šifr)\w* (?:од|за|od|za) (?:\w+ )?(?:сеф\w*|врата|капије|аларма|ормарића|sefa"
    r"|vrata|kapije|alarma|ormarića|улаз\w*|ulaz\w*|зград\w*|zgrad\w*)"  # ("улаз": round 161)
    # (round 163: an Azerbaijani door's "qapının kodu")
    r"|\b(?:qapının|qapı|darvazanın|seyfin|siqnalizasiyanın|şkafın|girişin) kodu\b"
    r"|\bkod[oa]? (?:(?:za|od) )?(?:\w+ )?(?:omaric\w*|vrat\w*|alarm\w*|sef\w*|garaž\w*)"
    r"|(?:رمز|کد) (?:در|درب|دزدگیر|گاوصندوق|قفل|پارکینگ)(?!\S)"
    r"|(?:लॉक|लॉकर|अलार्म|गेट|दरवाज़े|दरवाजे|तिजोरी) (?:का|की) (?:कोड|पासवर्ड|पिन)"
    r"|(?:লকারের|দরজার|গেটের|অ্যালার্মের|আলমারির|সিন্দুকের) (?:কোড|পাসওয়ার্ড)"
    r"|(?:الارم|دروازے|گیٹ|لاکر|تجوری|لاک) (?:کا|کی) (?:کوڈ|پاس ورڈ)"
    r"|(?:லாக்|லாக்கர்|கேட்|அலாரம்|கதவு) (?:கோட|கோடு)|(?:గేట్|లాక్|లాకర్|అలారం|తలుపు) కోడ్"
    r"|(?:लॉकरचा|दाराचा|गेटचा|अलार्मचा|लॉकचा|तिजोरीचा) (?:कोड|पासवर्ड)"
    r"|\bmã (?:số )?(?:cửa|cổng|két|tủ|khóa|báo động)"
    r"|\bkode (?:pintu|brankas|gerbang|loker|alarm|kunci|gembok)"
    r"|\bcode ng (?:locker|pinto|gate|alarm|safe|vault|padlock)"
    r"|\bnamba ya siri ya (?:geti|mlango|kabati|kasha|sefu|alarm)"
    # (round 124: a Lithuanian gym locker's "spintelės kodas", a door's "durų kodas")
    r"|\b(?:spintelės|durų|seifo|vartų|signalizacijos|spynos) kod\w*"
    # (round 151: a Latvian stairwell's "durvju kods"; round 153: a Basque entrance's "atariko
    # kodea")
    r"|\b(?:atariko|ateko|atearen|alarmaren|kutxa gotorraren|giltzarrapoaren) kodea\b"
    # (round 156: a Dutch bike locker's "de code van mijn fietskluis")
    r"|\bcode van (?:mijn |de |het |ons |onze )?\w*(?:kluis|slot|deur|poort|alarm|hok"
    r"|stalling|berging|hek)\w*"
    # (round 159: an Icelandic door's "hurðarkóðinn")
    r"|\b(?:hurðar|hliðs|öryggis|geymslu|þjófavarnar)kóð\w*"
    r"|\b(?:durvju|vārtu|seifa|skapīša|signalizācijas|slēdzenes) kods?\b"
    # (round 131: a Zulu gate's "ikhodi yesango", a Luganda door's "koodi y'oluggi", a Sinhala
    # locker's "ලොකර් එකේ කෝඩ් එක")
    r"|\bikho(?:wu)?di (?:yesango|yomnyango|yesisefo|ye-?alamu|yelokha|yekhabethe|yokuvula)\w*"
    r"|\bkoodi y'\w+|(?:ලොකර්|දොර|ගේට්|අලාම්)(?: එකේ)? (?:කෝඩ්|කේතය)"
    # (round 139: a Maltese door's "il-kodiċi tal-bieb", an Estonian stairwell's "uksekood")
    r"|\bkodiċi (?:tal-|tas-|tad-|ta' )?(?:bieb|grada|allarm|kaxxaforti|lokker|garaxx)"
    r"|\b(?:välis|trepikoja |trepikoja|värava|garaaži|seifi|kapi)?uksekood\w*"
    r"|\b(?:värava|signalisatsiooni|seifi|kapi|garaaži|koodluku)kood\w*"
    # (round 145: a Mongolian entrance door's "орцны хаалганы код")
    r"|(?:хаалганы|орцны|домофоны|сейфийн|шүүгээний) код"
    r"|სადარბაზოს კოდ\S*"  # (a Georgian entrance's code, round 147)
    # (a Māori gym locker's "waehere mō taku pouaka raka", round 131)
    r"|\bwaehere (?:mō |o |ki )?(?:taku |tōku |te )?(?:pouaka raka|raka|kūaha|tatau|kēti"
    r"|pouaka haumaru))"
    # (one digit at a time, too: "Kód od skříňky v práci je 4-7-1-9", round 148; "a kapukód 1 9
    # 5 6 #", round 170)
    r"[^.\n]{0,40}?(?<!\d)(?!(?:19|20)\d\d\b(?!#))(\d{4,8}|\d(?:[ \-.]\d){3,7})#?(?!\d)",
)
