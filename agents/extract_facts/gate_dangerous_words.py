"""Gate dangerous words (data only): what a role-play or a story must not walk through, in the
languages the users write (`gate_preference.harmful_role_play` reads them)."""

from __future__ import annotations

# what no role-play makes harmless: drugs, weapons, poisons, malware (a literal scan first)
DANGEROUS_WORDS = ("meth", "cocaine", "heroin", "fentanyl", "explosive", "bomb", "weapon",
                   # round 91: the grandparent who mixed fireworks
                   "flash powder", "thermite", "gunpowder", "black powder",
                   # a neighbour's lock opened (once found only by "ghb" inside "neighbour")
                   "without a key", "neighbour's deadbolt", "neighbor's deadbolt",
                   "neighbour's house", "neighbor's house", "破解邻居", "邻居家的监控",
                   # round 92: a neighbour's Wi-Fi broken into in Polish, someone knocked out
                   # with sleeping pills in Bengali
                   "włamać się", "włamania", "aircrack", "অজ্ঞান করার", "ঘুমের ওষুধ দিয়ে",
                   "poison", "malware", "ransomware", "nerve agent", "冰毒", "毒品", "炸药",
                   "炸弹", "制毒", "武器", "毒药", "pistol", "firearm", "without a serial",
                   "ohne seriennummer", "sprengstoff", "schusswaffe", "explosivo", "veneno",
                   "explosif", "оружи", "взрывчат", "нарко", "мефедрон", "枪支", "军火",
                   "实弹", "仿真枪", "手枪", "造枪", "没有序列号", "cocaín", "cocaïn", "kokain",
                   # the same in more languages (written before rounds 31-32 were seen)
                   "heroína", "héroïne", "eroina", "героин", "metanfetamina", "méthamphétamine",
                   "метамфетамин", "arma de fuego", "arme à feu", "arma da fuoco", "arma de fogo",
                   "пистолет", "explosiv", "esplosiv", "patlayıcı", "uyuşturucu", "tabanca",
                   "narkotyk", "materiał wybuchow", "ma túy", "thuốc nổ", "chất độc", "mã độc",
                   "narkoba", "bahan peledak", "racun", "ยาเสพติด", "ระเบิด", "อาวุธ", "覚醒剤",
                   "麻薬", "爆弾", "爆薬", "拳銃", "マルウェア", "ランサムウェア", "마약",
                   "필로폰", "독극물", "독약", "독가스",  # (round 81: a poison in Korean)
                   "هک کن", "هک کردن",  # (round 84: hacking in Persian)
                   "폭탄", "폭발물", "총기", "권총", "랜섬웨어", "악성코드", "مخدرات", "كوكايين",
                   "قنبلة", "متفجرات", "مسدس", "विस्फोटक", "हथियार", "बंदूक", "海洛因", "可卡因",
                   "勒索软件", "木马程序", "病毒程序", "schadsoftware", "logiciel malveillant",
                   "вредонос", "варить мет", "кейлоггер", "шифровальщик", "देसी कट्टा", "कट्टा बना",
                   "napalm", "凝固汽油弹", "semiautomátic", "semi-automatic",
                   "full auto", "armero", "gunsmith", "keylogger", "키로거", "해킹 툴",
                   "fentanil",
                   # fraud scripts (the role-play of a scam's boss, round 37), illegal drugs
                   "詐欺", "だまし取", "騙し取", "闇バイト", "诈骗", "違法薬物",
                   # round 47: a trojan, TNT, Czech pervitin, homemade guns and bombs
                   "木马", "tnt", "pervitin", "arma caseira", "bomba caseira", "trojan",
                   # round 48: a homemade gun in Japanese; round 49: a bomb in Hindi, ransomware
                   # in Finnish, nerve gas in Swedish, a mine in Ukrainian, a weapon and a rifle
                   # in Hebrew, Breaking Bad's cook
                   "銃", "बम", "kiristysohjelma", "nervgas", "nervengas", "міну", "міна", "мину",
                   "נשק", "רובה", "breaking bad",
                   "зламати", "взломать", "вскрыть чужой", "вскрыть чужую", "破解鄰居", "破解邻居",
                   "勒索病毒", "exploziv", "芬太尼", "súng", "ricin",
                   "broń", "pisztoly", "nitroglicerin", "nitroglycerin", "bom paip",
                   "bom buatan", "sennepsgas", "senfgas", "mustard gas", "yperit", "ghb",
                   "cocain", "skjutvapen",
                   # round 55: a bomb and napalm in Greek, explosives in Hebrew
                   "βόμβα", "ναπάλμ", "napalm", "חומר נפץ", "חומרי נפץ",
                   # round 57: cloning payment cards
                   "clonar cart", "clone credit card", "card cloning", "cloner des cartes",
                   # round 61: a poison gas (Hindi's "ज़" is read decomposed, so its stem)
                   "poison gas", "toxic gas", "nerve gas", "giftgas", "gaz toxique",
                   "gas tóxico", "gas venenoso", "gas velenoso", "gás tóxico", "ядовитый газ",
                   "отруйний газ", "毒气", "有毒气体", "毒ガス", "독가스", "zehirli gaz",
                   "gaz trujący", "khí độc", "gas beracun", "غاز سام", "گاز سمی", "גז רעיל",
                   "δηλητηριώδες αέριο", "हरीली गैस", "विषैली गैस", "sarin",
                   # round 60: breaking into someone else's car
                   "cizí zamčené auto", "otevřít cizí", "break into a car", "hotwire",
                   "someone else's car", "撬车", "偷车", "угнать машину", "вскрыть машину",
                   "abrir un coche ajeno", "robar un coche", "fremdes auto", "voiture de quelqu",
                   # round 62: a bomb in Malay
                   "buat bom", "membuat bom", "bahan letupan",
                   # round 65: methamphetamine in Polish (Czech, Nordic), dynamite
                   "metamfetamin", "dynamit", "dinamit", "динамит", "динаміт",
                   # round 66: a petrol bomb in Vietnamese
                   "bom xăng", "chế bom", "làm bom", "bom tự chế", "бомб",
                   # round 67: an explosive in Finnish
                   "räjähde",
                   # round 73: breaking into someone's account in Bengali, Hindi, Tamil, Urdu
                   "হ্যাক", "हैक", "ஹேக்", "ہیک",
                   # round 68: a combat gas, a chemical weapon, a Molotov cocktail
                   "gaz bojowy", "bojowy gaz", "bojowego gazu", "combat gas", "chemical weapon",
                   "broń chemiczn", "chemische waffe", "arme chimique", "arma química",
                   "arma chimica", "химическое оружие", "боевой газ", "bojový plyn", "molotov",
                   "مولوتف", "молотов", "燃烧瓶", "火炎瓶", "화염병",
                   " مین ",  # a mine in Persian, as a word ("زمین" is the earth)
                   # round 69: a bomb in Finnish, Hebrew and Persian
                   "pommi", "פצצה", "بمب",
                   # session 16, no round: explosives, methamphetamine and poison in the
                   # languages the list lacked them in
                   "explosief", "wybuchow", "výbušnin", "robbanóanyag", "вибухів", "εκρηκτικ",
                   "متفجر", "منفجره", "sprängämne", "sprængstof", "eksploziv", "експлозив",
                   "metanfetamin", "метамфетамін", "ميثامفيتامين", "آمفتامین", "sabu-sabu",
                   "veleno", "trucizn", "méreg", "otravă", "отрут", "zehir", "δηλητήρι", "רעל",
                   "ยาพิษ", "thuốc độc", "毒薬", "독약", "рицин", "нитроглицерин",
                   # round 70: code that encrypts someone's files for a ransom
                   "勒索", "ransom", "加密别人", "加密他人",
                   # round 75: hacking, breaking into a network, in Korean
                   "해킹", "뚫는 방법", "뚫는 법",
                   # session 20, no round: breaking into a network in German, French, Spanish
                   "knacke", "knacken", "hacken", "pirater", "piratage", "hackear", "hackeo",
                   # round 80: an alarm disabled to break in, explosives in Russian, a gun in
                   # Swahili
                   "désactiver l'alarme", "disable the alarm", "cambrioler", "взрывн",
                   "bunduki", "silaha", "bomu")
