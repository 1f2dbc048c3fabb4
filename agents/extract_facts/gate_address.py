"""Gate home addresses (pure): a street address precise enough to find someone's door.

Policy (docs/QUALITY.md, "Which side the look-alikes fall on"): a street with a house number,
said to be the user's (where they live, their address, where to deliver) or carrying a home's
marks (a flat, a floor, a room, a postcode after it), is PII. A city, a district or a street
alone is not ("I live in Bristol", "我家在朝阳区"), nor is a building and flat without a street
("3号楼2单元1502"), nor a public place's address with nothing that makes it a home.
"""

from __future__ import annotations

import re

from agents.extract_facts.gate_phone_words import COMPANY, LEGAL_FORM, REGISTRY
from agents.extract_facts.gate_regex import guarded_rx, hinted_rx

# A house number next to a street name, in the word orders of the languages that have them.
# Western names are read on the cased text: a street's name is capitalised ("4417 Willow Creek
# Dr", "via Roma 12", "Lindenstraße 14"), "5 miles on the way" is not.
_NAME = r"[A-ZÀ-ÖØ-ÞĀ-Ž][\w'.-]*"
_TYPE_AFTER = (r"Street|St|Road|Rd|Avenue|Ave|Drive|Dr|Lane|Ln|Boulevard|Blvd|Way|Court|Ct"
               r"|Place|Pl|Terrace|Close|Crescent|Parkway|Pkwy|Highway|Hwy|Circle|Cir|Square"
               r"|Sq|Grove|Gardens|Row|Walk|Hill|Mews")
_TYPE_FR = r"rue|avenue|boulevard|bd|chemin|allée|impasse"  # "18 rue des Lilas": number first
_TYPE_BEFORE = (rf"{_TYPE_FR}|place|via|viale|piazza|corso|strada|str"
                r"|calle|avenida|av|paseo|plaza|carrer|rua|rúa|travessa|largo|ulica|ulicy|ul|aleja|alei"
                r"|al|placu"
                r"|sokak|sok|cadde|caddesi|jalan|jl|đường|phố")
_PARTICLES = r"(?:(?:de|la|le|les|du|des|del|di|della|dei|do|da|dos|das|van|von) )*"
_TYPE_SUFFIX = (r"straße|strasse|str|weg|allee|gasse|platz|ring|damm|ufer|chaussee|gracht"
                r"|laan|straat|plein|kade|singel|vägen|gatan|gata|veien|vej|gade|utca|katu|kuja|tie|polku"
                r"|vegi|vegur|götu|stræti|braut")


def _either_case(words: str) -> str:
    """`words` ("a|b") as written and capitalised: a case-sensitive scan costs far less than
    an (?i:) one, which folds the case at every position."""
    return "|".join(w for word in words.split("|") for w in (word, word.capitalize()))


_CORE_CASED = hinted_rx(
    # (an American street may be numbered: "2241 SW 8th St")
    rf"\b\d{{1,5}}[A-Za-z]?,? (?:{_NAME} |\d{{1,3}}(?:st|nd|rd|th) ){{1,3}}(?:{_TYPE_AFTER})\b"
    rf"|\b\d{{1,5}}(?: bis| ter)?,? (?:{_TYPE_FR}) {_PARTICLES}{_NAME}"
    rf"|\b(?:{_either_case(_TYPE_BEFORE)})\.? {_PARTICLES}(?:{_NAME},? ){{1,3}}?(?:nr\. ?)?"
    # (a postcode and a town after a comma are no house number: "rue de Rivoli, 75001 Paris")
    r"(?!(?<=, )\d{4,5} [A-ZÀ-Þ])\d{1,5}[a-z]?\b"
    rf"|[A-ZÄÖÜÆØÅ][a-zäöüßæøåéáíóúð]+(?:{_TYPE_SUFFIX})\.? ?\d{{1,4}}[a-zA-Z]?\b"
    # session 27, "I live at …" probed in 48 languages: a street's type as a word after its
    # name ("Karl Johans gate 22", "Gedimino pr. 9-12", "Brīvības ielā 55-7", "Pärnu mnt 10-4",
    # "Nizami küçəsi 45"), or before it ("Rrugën e Kavajës 12"); a flat or a house by its word
    # ("բն. 15",
    # "ბინა 5", "mənzil 12", "Nyumba Na. 12", "مکان نمبر 45", "বাড়ি ১২"), a Malay "No. 12, Jalan"
    rf"|{_NAME} (?:gate|gata|vei|veg|g|gatvė|pr|prospektas|iela|ielā|ielu|bulvāris|gatve|mnt"
    r"|tn|pst|tänav|maantee|puiestee|küçəsi|prospekti|cesta|cesti|ulici)\.? \d"
    # (Irish and Welsh put the number first: "12 Sráid Mhór", "14 Heol y Frenhines")
    r"|\b\d{1,5},? (?:Sráid|Bóthar|Ascaill|Heol|Stryd|Ffordd) "
    rf"|\b(?:Rruga|Rrugën|Rr\.)(?: e| i)? {_NAME} \d"
    r"|բն\.? ?\d|ბინა ?\d|(?:ქუჩა|გამზირი) ?\d|\bmənzil ?\d|\bNyumba (?:Na\.?|Namba) ?\d"
    r"|የቤት ቁጥር ?\d|مکان نمبر ?\d|گلی ?\d|বাড়ি ?\d|\bNo\.? ?\d{1,5},? (?:Jalan|Jln|Lorong|Jl)\b"
    r"|خیابان\s[^\n]{2,40}?(?:کوچه|پلاک)\s?\d"
    # a Czech or Slovak house's two numbers: "Vinohradská 1709/12"
    r"|[A-ZÁ-Ž][a-zá-ž]+ \d{1,5}/\d{1,4}[a-z]?\b"
    # … or one number, then a flat or a postcode of three and two digits: "Korunní 52, byt č.
    # 14, 120 00 Praha 2", "Korunní 48, Praha 2, 120 00"
    r"|[A-ZÁ-Ž][a-zá-ž]+ \d{1,4}[a-z]?, (?:byt\b|[^\n]{0,24}?\b\d{3} \d{2}\b(?! ?\d))"
    # a Hungarian road or square with its number: "Rákóczi út 42."
    rf"|{_NAME} (?:út|utca|tér|körút|u\.) \d{{1,4}}\b"
    # a house named by its number: "house no. 297", "मकान नंबर 297", "บ้านเลขที่ 169/12"
    r"|\b(?:[Hh]ouse|H\.) ?(?:[Nn]o\.?|[Nn]umber) ?\d|(?:मकान|हाउस|घर) (?:नंबर|नं\.?|संख्या) ?\d"
    r"|บ้านเลขที่ ?\d|\d{1,4}/\d{1,4} (?:หมู่|ซอย|ถนน)"
    # Hindi: "14 लिंक रोड", "फ्लैट 302"
    r"|\d{1,5},? [\u0900-\u097f]+ (?:रोड|मार्ग|गली|स्ट्रीट)|फ्लैट \d|फ्लॅट \d"
    # a house's or a flat's number in Marathi, Telugu, Bengali: "फ्लॅट नं. 402", "ఇంటి నం. 8-2-293"
    r"|(?:ఇంటి|ఫ్లాట్|फ्लॅट|फ्लैट|मकान|घर|বাড়ি|ফ্ল্যাট) ?(?:నం|नं|नंबर|নং|নম্বর)\.? ?\d"
    # Arabic and Persian: "١٤ شارع الشهيد …", "خیابان آزادی پلاک ۱۲"
    r"|\d{1,5}،? ?(?:شارع|طريق|زقاق)\s|(?:خیابان|کوچه)\s[^\d\n]{2,30}?پلاک\s?\d"
    # Tamil and Bengali: "14, பாரதியார் தெரு", "১২, নেতাজি রোড"
    r"|\d{1,5},? (?:[\u0b80-\u0bff\d]+ ){1,3}(?:தெரு|சாலை|வீதி|நகர்)"
    r"|\d{1,5},? [\u0980-\u09ff]+ (?:রোড|লেন|সরণি)"
    # (Serbian, Macedonian: "у улици Краља Милана 24", round 149; Tajik "кӯчаи Рӯдакӣ 84")
    rf"|(?:{_either_case('улица|улице|улици|ул|проспект|переулок|вулиця|вулиці|вул|кӯчаи')})\.? ?"
    r"[А-ЯЁІЇЄЂЈЉЊЋЏ][\w-]+(?: [А-ЯЁІЇЄЂЈЉЊЋЏ][\w-]+){0,2},? "
    r"(?:(?:д|дом|буд)\.? ?)?\d"
    # a Turkish street with its door number after it: "Moda Caddesi No: 41"
    rf"|(?:{_NAME} ){{1,3}}(?:Caddesi|Cad|Sokak|Sokağı|Sk|Bulvarı|Blv)\.?,? (?:No\.?:? ?)?\d"
    # a Vietnamese house in a lane: "số 27 ngõ 105", "12 hẻm 34"
    r"|(?<!\w)(?:[Ss][ốo] )?\d{1,4}[A-Za-z]?(?:/\d{1,4})* (?:[Nn]g[õo]|[Nn]g[áa]ch|[Hh][ẻe]m"
    r"|[Kk]i[ệe]t|[Đđ]ường|[Dd]uong|[Pp]h[ốo]) \w"
    # Greek, and Greek typed in Latin letters: "οδός Ερμού 62", "stin odo Ermou 62"
    r"|(?:\b[Oo]do[su]?|[Οο]δ(?:ός|ό|ού))\.? [A-ZΑ-Ω][\w]+ \d{1,4}\b"
    # Arabic, Persian and Hebrew: "شارع الأمير سلطان، مبنى ٥٨", "خیابان …، پلاک ۱۲", "רחוב הרצל 12"
    r"|(?:شارع|طريق|خیابان|کوچه)\s[^،,\d\n]{2,30}[،,]?\s*(?:(?:مبنى|عمارة|رقم|منزل|پلاک|فيلا|شقة"
    r"|بيت)\s*(?:رقم\s*)?)?\d"
    r"|(?:רחוב|רח')\s\S+(?:\s\S+)?\s\d{1,4}"
    # a UK postcode after a number and a town: "88 Kingsway, Hove BN3 4FA"
    rf"|\b\d{{1,5}} (?:{_NAME} )*{_NAME}, (?:{_NAME} )*[A-Z]{{1,2}}\d[A-Z\d]? \d[A-Z]{{2}}\b")
# 张杨路1288弄17号, 阜通东大街6号院; 東京都渋谷区神宮前4-12-8, 神南1丁目19-11
_CORE_CJK = re.compile(
    # (Taiwan's roads have sections: "復興南路一段 390 號", round 116)
    r"[\u4e00-\u9fff](?:路|街|大街|大道|道|巷|胡同|弄) ?(?:[一二三四五六七八九十]段 ?)?"
    r"(?:\d{1,5}|[一二三四五六七八九十百零〇两]{1,6})"
    r" ?(?:号|弄|號)"
    # a lane's number, then the house's (Taiwan: "復興南路一段 219 巷 8 號 5 樓", round 115)
    r"|(?<!\d)\d{1,4} ?(?:巷|弄) ?\d{1,4} ?(?:号|號)"
    r"|(?:都|道|府|県)\S{0,8}?(?:区|市|町|村)\S{0,12}?(?:\d{1,4}|[一二三四五六七八九十]{1,3})"
    r"(?:丁目|[-−‐ー]\d{1,4})|\d{1,4}番地?\d{1,4}号"
    # a city's ward and a block, no prefecture ("名古屋市中区栄3丁目15-27"), or a postcode first
    r"|(?:市|区|町)\S{0,10}?\d{1,4}丁目 ?\d{1,4}(?:[-−‐ー]\d{1,4}|番)"
    r"|〒 ?\d{3}[-−‐ー]\d{4} ?\S{0,20}?(?:市|区|町|村)\S{0,12}?\d{1,4}[-−‐ー]\d{1,4}"
    # a compound's building, unit and flat: "望京西园三区312号楼2单元1101"
    r"|(?:区|园|苑|小区|花园|公寓|村|城|里)\S{0,4}?\d{1,4}(?:号楼|栋|幢|座) ?\d{1,3} ?单元 ?\d{2,5}"
    # a Hong Kong estate's block and flat: "沙田禾輋邨豐和樓1207室" (round 126)
    r"|(?:邨|苑)[^\s,，。]{0,6}?(?:樓|楼|座|閣|阁) ?\d{3,5} ?室"
    # … or by block, floor and flat ("沙田第一城38座21樓F室", round 139)
    r"|(?<!\d)\d{1,3} ?座 ?\d{1,3} ?(?:樓|楼) ?[a-zA-Z\d]{1,4} ?室"
    # a Korean road address: "월드컵북로12길 34", "테헤란로 152"
    r"|[가-힣](?:로|길|대로) ?\d{1,4}(?:번?길)? ?\d{0,4}")
# a compound's building where someone lives, numbered in digits or Chinese numerals ("我爸妈
# 住在…望京西园九区二五二号楼"): an office building ("软件园3号楼") is no home
_CJK_BUILDING = re.compile(
    r"(?:区|园|苑|小区|花园|公寓|村|城|里)\S{0,4}?(?:\d{1,4}|[一二三四五六七八九十零〇两百]{1,5})"
    r"(?:号楼|栋|幢)"
    # a named compound's building, unit and flat: "望京西园三区312楼1单元802" (without the
    # compound's name, "3号楼2单元1502" finds no one)
    r"|(?:区|园|苑|小区|花园|公寓|村|城|里)\d{1,4}(?:号楼|楼|栋|幢|座)\d{1,2}(?:单元|门)\d{2,4}")
_CJK_LIVES = re.compile(r"住在|我家|家住|家在|住址|地址|收货|收件|快递|寄到|送到|寄去|寄俾|送去")
_CJK_CHAR = re.compile(r"[\u4e00-\u9fff\uac00-\ud7af]")
_CJK_SPACE = re.compile(r"(?<=[\u4e00-\u9fff\d]) +(?=[\u4e00-\u9fff\d])")
# What makes it a home: the user's own place, or a home's marks.
_HOME = hinted_rx(
    r"\b(?:i live|i'm living|we live|i'm at (?=\d)|i am at (?=\d)"
    r"|my (?:home|house|place|flat|apartment|address)|home address"
    # someone of the user's at home: "Mom's finally settled back home, which … is 2716 …"
    r"|(?:mom|mum|dad|mother|father|parents|grandma|grandpa|grandmother|grandfather|sister"
    r"|brother|friend|aunt|uncle|son|daughter)(?:'s|s') (?:home|house|place|flat|apartment"
    # (a word, then "'s", or "'" after its "s": the word read once, no backtracking in it)
    r"|address)|\b\w++(?:'s|(?<=s)') (?:new |old )?(?:home|house|flat|apartment)\b"
    r"|home,? (?:which|that)\b[^.\n]{0,24}? is\b|\blives? (?:at|on)\b"
    r"|home_address|ship (?:it |them |this )?to|deliver(?:ed)? (?:it |them |this )?to|send (?:it "
    r"|them |this |the \w+ )?to|mail (?:it )?to|apt|apartment|flat \d|unit \d|suite \d"
    r"|wohne|meine adresse|wohnung|(?<=\d\. )og\b|j'habite|mon adresse|appartement|étage|vivo|mi "
    r"dirección|mi domicilio|piso|moro|meu endereço|abito|il mio indirizzo|interno|woon|mijn adres"
    r"|mieszkam|mój adres|m\. ?\d|живу|мой адрес|кв\.?|квартира|мешкаю|моя адреса|oturuyorum"
    r"|adresim|daire(?!si)|bor på|min adress|lägenhet|bydlí\w*|moje adresa|byt|nhà mình|nhà tôi"
    r"|địa chỉ"
    # a relative's home: "Nhà bố mẹ mình ở số 27 ngõ 145 …", "Mijn schoonouders wonen op …"
    r"|nhà (?:bố|ba|mẹ|má|ông|bà|cô|chú|dì|bác|bạn|anh|chị|em)\b|\bwon(?:en|ing)\b|\bwoont\b"
    r"|giao hàng|ship (?:hàng )?về|menw|μένω|orofos|όροφος|διαμέρισμα|diamerisma|διεύθυνσ"
    r"|nha minh|nha toi|dia chi|giao hang|shipper|alamat rumah|alamat saya|alamatku|rumah saya"
    r"|rumahku|kurir|bor i|adresa mea|locuiesc|\bap\. ?\d|\basun\b|osoitteessa"
    r"|szállítási cím|emelet|lakcím|\blgh \d|skicka (?:paketet |det )?till"
    # Tagalog: a house, "deliver it", "my address" ("pakihatid sa bahay ng lola ko: 45 Mabini St.")
    r"|\bbahay (?:ng|namin|ko|nila)\b|\b(?:paki)?hatid\b|\baddress ko\b|\btirahan\b"
    r"|leave (?:it|them|the (?:parcel|package|box)) (?:at|by|outside)"
    r"|मेरा पता|पता:|पत्ता|माझ्या घरी|मेरे घर|घरी पाठव|पार्सल|सोसायटी"
    r"|முகவரி|வீடு|டோர் நம்பர்|கதவு எண்|ঠিকানা|చిరునామా|అడ్రస్|అడ్రెస్|ที่อยู่|ส่งของ|จัดส่ง|택배|\d+동 ?\d+호|\d+호"
    r"|عنوان|شقة|أسكن|منزلي|بيتي|آدرس|پلاک|واحد|דירה|אני גר|הכתובת שלי|הבית שלי|ביתי"
    # session 27 (see `_CORE_CASED`): "I live" and "my address" in the languages not yet read
    r"|\b(?:mình|tôi|em|tớ) ở\b|บ้านฉัน|บ้านผม|บ้านเรา|\b(?:saya|aku) tinggal\b|\btinggal di\b"
    r"|\bnakatira\b|\bnagpuyo (?:ko|ako|mi|kami)\b|\bn?inaishi\b|\bživim (?:u|na)\b"
    r"|\bstanujem\b|\bживея\b|\bживеам\b"
    r"|\bgyvenu\b|\bdzīvoju\b|\belan (?=\w+ (?:mnt|tn|pst|tänav|maantee|puiestee)\b)|\bég bý\b"
    r"|\bvisc\b|\bjetoj\b|ապրում եմ|ვცხოვრობ|\byaşayıram\b|\bünvanım\b|میرا پتہ|پتہ:"
    # session 29 (rounds 112-113): "my address" and "I live" in Igbo, Amharic, Irish, Welsh,
    # Basque, Slovenian, Belarusian, Kazakh, Uzbek, Mongolian, Sinhala, Somali, Pashto, Hausa,
    # Yoruba and Zulu
    r"|\badreesị m\b|\bebe m bi\b|አድራሻዬ|የቤቴ|የምኖረው|mo sheoladh|i mo chónaí|fy nghyfeiriad"
    r"|rwy'n byw|nire helbidea|bizi naiz|\bživim\b|живим|moj naslov|жыву|мой адрас|тұрамын"
    r"|суроғаи ман|суроғаи хона"
    r"|мекенжайым|\byashayman\b|\bmanzilim\b|амьдардаг|миний хаяг|මගේ ලිපිනය|cinwaankeyg"
    r"|\bdeggan\w*|زما پته|\badireshina\b|\bina zaune\b|àdírẹ́sì mi|\bmo ń gbé\b|\bikheli lami\b"
    r"|\bngihlala\b)")
# "my address" in an Indian language, then a six-digit PIN code (round 117: "ನನ್ನ ವಿಳಾಸ: ನಂ. 48,
# … ಬೆಂಗಳೂರು 560011", "ମୋ ଠିକଣା: … ୭୫୧୦୦୭")
_MY_ADDRESS_PIN = guarded_rx(
    r"(?:ನನ್ನ ವಿಳಾಸ|ମୋ ଠିକଣା|मेरा पता|माझा पत्ता|আমার ঠিকানা|என் முகவரி|నా చిరునామా|എന്റെ വിലാസം"
    r"|ਮੇਰਾ ਪਤਾ|મારું સરનામું|మా ఇంటి అడ్రస్|నా అడ్రస్|మా ఇంటి చిరునామా|मेरे घर का पता"
    r"|என் வீட்டு முகவரி)[^\n]{0,120}?(?<!\d)[1-9]\d{5}(?!\d)")
# (a public place's address is none: "故宫博物院地址", "医院地址", "公司地址")
_HOME_CJK = hinted_rx(r"我家|住在|住址|(?<![国大])家(?:在|住)"
                       # "我住台北市中山區南京東路二段118號7樓" (round 151), not "我住院了"
                       r"|我们?住(?![院了过])"
                       # a relative's or a friend's: "我闺蜜小雅的地址：…"
                       r"|(?:闺蜜|朋友|同学|室友|妈|爸|父母|爷爷|奶奶|外公|外婆|姥姥|姥爷|哥|姐|弟|妹"
                       r"|叔|姨|舅|姑|老公|老婆|男友|女友|儿子|女儿|亲戚)[^，。,\s]{0,4}?的?(?:地址|住址)"
                       # (a form's field is no one's: "开发票的时候地址栏这么写对吗")
                       r"|(?:(?<![的院馆园场站店厅司校寺庙宫])|(?<=我的)|(?<=家的))地址(?!栏)"
                       r"|收货|收件|快递|寄到"
                       r"|送到|室|单元|号楼|栋|幢|住所|自宅|号室|〒"
                       # (a flat's number, not "번호": "사업자등록번호 214-87-39012")
                       r"|우리 집|주소|(?:(?<=\d)|(?<=\d ))호\b")
# a postcode after the street: UK, US ZIP with its state, five digits before a city, and
# Poland's "00-625 Warszawa"
_POSTCODE = re.compile(
    r"\b[a-z]{1,2}\d[a-z\d]? \d[a-z]{2}\b|\b[a-z]{2},? \d{5}(?:-\d{4})?\b"
    # (a house number and its street is no postcode and town: "1912 pike place")
    rf"|\b\d{{4,5}} (?![^\W\d]{{3,}} (?:{_TYPE_AFTER.lower()})\b)[^\W\d]{{3,}}"
    r"|\b\d{2}-\d{3} [^\W\d]{3,}"
    r"|\b\d{4} ?[a-z]{2} [^\W\d]{3,}"  # the Netherlands: "1016 GV Amsterdam"
    r"|\b\d{3} \d{2} [^\W\d]{3,}"  # Czechia and Slovakia: "120 00 Praha"
    r"|\b(?:vic|nsw|qld|tas|act|nt|sa|wa) \d{4}\b"  # Australia: "Brunswick VIC 3056"
    # Ireland's Eircode: "Gaillimh, H91 X2P7" (round 145)
    r"|\b(?:[acdefhknprtvwxy]\d{2}|d6w) [0-9acdefhknprtvwxy]{4}\b")


# a public place named: then a postcode alone marks no home ("Le musée du Louvre, rue de
# Rivoli, 75001 Paris", "Our office is at 1600 Amphitheatre Parkway")
_PUBLIC_PLACE = hinted_rx(
    r"\b(?:museum|musée|museo|muzeum|museu|office|station|gare|bahnhof|airport|aéroport"
    r"|aeropuerto|aeroporto|flughafen|hotel|hôtel|restaurant|ristorante|café|university"
    r"|université|universidad|università|hospital|hôpital|ospedale|krankenhaus|church|église"
    r"|iglesia|chiesa|kirche|cathedral|cathédrale|catedral|basilica|colosseo|park|parc|parque"
    r"|stadium|stade|estadio|stadio|library|bibliothèque|biblioteca|theatre|theater|théâtre"
    r"|teatro|embassy|ambassade|embajada|consulate|town hall|city hall|mairie|rathaus"
    r"|headquarters|campus|building|mall|store|shop|boutique|tienda|negozio|geschäft|zoo|castle|château"
    r"|palace|palais|palazzo|tower|tour eiffel|the met|parliament|parlament\w*|országház|tivoli"
    # a business's receipt (round 77: a trattoria's address above the bill)
    r"|trattoria|pizzeria|bistro|bakery|pharmacy|supermarket|subtotal|receipt|kassenbon|quittung"
    r"|clinic|clínica|klinik"
    r"|beleg|reçu|scontrino|recibo)\b"
    r"|\w(?:museum|bahnhof|kirche|galerie)\b")
# a public place's address in Chinese, Japanese or Korean: the place, then the address word
# ("故宫博物院地址", "東京スカイツリーの住所は", "경복궁 주소는")
_PUBLIC_CJK = re.compile(
    r"(?:博物[馆館院]|美[术術][馆館]|图书馆|図書館|车站|駅|机场|空港|医院|病院|大学|公[园園]|寺|神社"
    r"|[宫宮]|城|塔|タワー|ツリー|ホテル|궁|박물관|미술관|도서관|역|공항|병원|대학교|타워|공원|호텔)"
    r"\s?(?:の|的)?\s?(?:住所|地址|주소)")


def _home(flat: str) -> bool:
    """A home's words or marks in `flat` (three scans: one alternation over all of them
    costs half as much again); a postcode, or a bare "地址", is one only when no public place
    and no company by its legal form is named (round 74: an office manager's invoice header,
    "Atelier Lumen SAS, SIREN …, 14 rue de la République, 69002 Lyon")."""
    # (an office's suite, unit or door number is no home: "our company office is at 350 Fifth
    # Avenue, Suite 4800", a company's "پلاک ۲۳۰" on its invoice)
    company = LEGAL_FORM.search(flat) is not None or REGISTRY.search(flat) is not None
    if any(not m[0].startswith(_OFFICE_MARKS)
           or (_PUBLIC_PLACE.search(flat) is None and not company
               and COMPANY.search(flat) is None)
           for m in _HOME.finditer(flat)):
        return True
    if not flat.isascii() and any(not company or m[0] not in _OFFICE_CJK
                                   for m in _HOME_CJK.finditer(_PUBLIC_CJK.sub(" ", flat))):
        return True
    return _POSTCODE.search(flat) is not None and _PUBLIC_PLACE.search(flat) is None \
        and not company


# a Cambodian house by its number and its street's ("ផ្ទះលេខ ៤៥ ផ្លូវ ២៧១ សង្កាត់…", round 143;
# Khmer digits read as ASCII in the flat view): a house's, so a home's
_KM_HOUSE = re.compile(r"ផ្ទះ(?:លេខ)? ?\d{1,5}[^\n\d]{0,20}?ផ្លូវ(?:លេខ)? ?\d{1,5}")
# a Philippine subdivision's block and lot ("Blk 12 Lot 7, Phase 2, Camella Homes, Brgy. …",
# round 120): a home's, as no office is numbered so
_PH_BLOCK_LOT = re.compile(r"\bblk\.? ?\d{1,4},? lot\.? ?\d{1,4}\b")
_OFFICE_MARKS = ("suite", "پلاک", "واحد")
# a company's address word and its building's marks ("…有限公司，地址…海创园3号楼")
_OFFICE_CJK = ("地址", "주소", "住所", "号楼", "栋", "幢")
_NUMBER = re.compile(r"\d{1,5}")
_REACH = 60  # characters a street's name and type lie from its house number, at most


def home_address(flat: str, cased: str) -> bool:
    """Whether the text gives a home's street address: `flat` is its one-line, case-folded
    view, `cased` the NFKC text before case-folding (see gate_normalize.Views). The street
    patterns run only around the numbers (a whole-text scan tries each at every position),
    and only in a text with a home's words or marks (most texts have none)."""
    if not flat.isascii() and _MY_ADDRESS_PIN.search(flat) is not None:
        return True
    if "blk" in flat and _PH_BLOCK_LOT.search(flat) is not None:
        return True
    if "ផ្ទះ" in flat and _KM_HOUSE.search(flat) is not None:
        return True
    if _CJK_CHAR.search(flat) is not None:
        if " " in flat:  # written one character at a time: "文 三 路 2 5 9 号"
            flat = _CJK_SPACE.sub("", flat)
        if _CORE_CJK.search(flat) is not None:
            return _home(flat)
        if _CJK_LIVES.search(flat) is not None and _CJK_BUILDING.search(flat) is not None:
            return True
    if not _home(flat):
        return False
    spans: list[tuple[int, int]] = []  # the windows round the numbers, overlapping ones joined
    for m in _NUMBER.finditer(cased):
        start, end = max(0, m.start() - _REACH), m.end() + _REACH
        if spans and start <= spans[-1][1]:
            spans[-1] = (spans[-1][0], end)
        else:
            spans.append((start, end))
    return any(_CORE_CASED.search(cased, start, end) is not None for start, end in spans)
