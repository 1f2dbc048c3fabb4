"""Gate phone words (pure): the words that make a number someone's phone ("my cell", "打给我",
"numaram"), and those that make it an order's, a parcel's or an invoice's instead, in the
languages the users write (the data of `gate_pii`'s phone checks)."""

from __future__ import annotations

import re

from agents.extract_facts.gate_regex import Scripted, guarded_rx, hinted_rx, word_led
from agents.extract_facts.gate_words import Hinted, Words, inherit_bits, literals

# an order's number is no card, unless a card is named too ("Bestellnummer … 50593196792207")
# what an order's number is named by after "number" ("número de pedido", "numer zamówienia")
ORDER_KIND = (r"pedido|encomenda|orden|commande|bestell|ordine|zamówien|przesył|faktur"
              r"|rezerwac|sipariş|sifariş|заказ|посылк|замовлен|посилк|відправлен|накладн|đơn hàng"
              r"|pesanan|factura|fattura|rechnung|reserva"
              r"|buchung|invoice|order|tracking|booking|ticket|flight|vuelo|voo|سفارش|رهگیری"
              r"|resi\b|kiriman|paket|на поръчка|на пратка")
ORDER_WORD = hinted_rx(r"order|bestell|commande|pedido|ordine|订单|单号|tracking|sendung"
                        r"|zamówien|заказ|замовлен|накладн|sipariş|sifariş|đơn hàng|pesanan"
                        r"|bestelling|คำสั่งซื้อ"
                        r"|ٹریکنگ|آرڈر|ऑर्डर|অর্ডার|ஆர்டர்|ఆర్డర్|ಆರ್ಡರ್"
                        r"|isbn|issn|serial|\bsku\b|seriennummer|número de serie"
                        r"|auftrag|invoice|rechnung|factura|booking|buchung|réservation"
                        r"|reference|\bref\b|注文|주문|سفارش|رهگیری|\bresi\b"
                        r"|شحنة|الشحنة|رقم الطلب|رقم التتبع|بوليصة"  # Arabic: a parcel
                        # (round 99: Greek, Danish, Czech, Finnish parcels and orders)
                        r"|παραγγελ|αποστολ|pakkenummer|pakkenr|kollinummer|zásilk|lähetystunnus")


# A bare eight-digit number is a phone (Hong Kong has no area code) only next to a phone word.
# (asked only whether it matches: `word_led`)
PHONE_WORD = hinted_rx(word_led(
                        r"(?<!\bi)phone|\btel\b|natel|\bfixe\b|mobil|cell|call|text me|whatsapp"
                        r"|signal"
                        r"|打(?= ?\d{4}[ \-]?\d{4}(?!\d))|澳门|澳門|durchwahl"
                        r"|'s (?:phone |mobile |cell |home |work )?number\b"
                        rf"|\bn[úu]mero d[aoe] (?!{ORDER_KIND}|encomenda|processo|cliente"
                        r"|contribuinte|conta|cartão|série|voo|quarto)"
                        r"|handy|telefon"
                        r"|appel|portable|llam|llám|móvil|movil|móbil|celular|chiama|cellulare|anruf"
                        rf"|телефон|звони|номер(?! (?:мого |моєї |моего |моей )?(?:{ORDER_KIND}))"
                        r"|携帯|ケータイ|휴대폰|전화"
                        r"|핸드폰|\bzap\b|\bwa\b"
                        # the payment apps paid to a phone number (Spain, Israel, Portugal,
                        # Sweden, Norway, Denmark, Switzerland, Poland)
                        r"|bizum|\bblik|בביט|(?<!\S)ביט(?!\S)|פייבוקס|\bpaybox\b|\bmb ?way\b"
                        r"|\bswish\b"
                        r"|\bvipps\b|\bmobilepay\b|\btwint\b"
                        r"|\bviber\b|reach me|\breach (?:him|her|them|us|my \w+) (?:on|at)\b"
                        r"|\b(?:work|home|office|direct|private) line\b|festnetz"
                        r"|\bmy digits\b|\bhit me up\b|\bcel\b|m[áa]rcame|\bruf\b|\bnew line\b"
                        r"|\bline\s*:|erreich|\bdial\b|\bsđt\b|\bmy num\b"
                        r"|\b(?:backup|emergency) contact\b"
                        r"|\bbel me\b|bellen|telefoon|hubungi|telepon|\bbereik(?:en|baar)?\b"
                        r"|\bmandar mensagem\b|\bme mand[ae] (?:uma )?mensagem\b|נייד"
                        # (a parcel's waybill, "nomor resi JNE 048319228871", is no phone's)
                        rf"|(?:nomor|nomer)(?! (?:{ORDER_KIND}|rekening|kursi|kamar|antrian|meja))"
                        r"|\btelp\b|\bhp\b|ligue|me liga|landline|\btxt\b|\bmy line\b|\bcelu\b"
                        r"|\bmijn 06\b"
                        r"|area code|(?<!ٹریکنگ )(?<!آرڈر )نمبر"
                        r"|打这个|打给我|打我|拨打|新号|尾号|换号|[제내] 번호"
                        r"|मेरा नंबर|नया नंबर|का नंबर|की नंबर|\b(?:ka|ki) number\b"
                        r"|મારો નંબર|નવો નંબર"  # (Gujarati, round 161)
                        # Catalan, Nepali (round 114: "el meu mòbil nou és el 622 48 19 73",
                        # "मेरो नयाँ नम्बर ९८४१२३७५६० हो")
                        r"|mòbil|मेरो (?:नयाँ )?(?:नम्बर|नंबर|फोन)|नयाँ नम्बर"
                        r"|直通|直線|直线|打過嚟|打俾我|打畀我|致電|致电|\bnombor\b|06-nummer|mobiel"
                        r"|代表番号|電話番号|携帯番号|連絡先"
                        # (a parcel's tracking number: "namba ya kufuatilia mzigo", round 161)
                        r"|\bnamba\b(?! ya (?:oda|order|agizo|tiketi|ankara|kifurushi|kufuatilia"
                        r"|mzigo|risiti))"
                        r"|m-?pesa|me a text"
                        # the mobile wallets paid to a phone number (Pakistan, Bangladesh, the
                        # Philippines, Viet Nam, Africa)
                        r"|easy ?paisa|ایزی ?پیسہ|jazz ?cash|جاز ?کیش|\bbkash\b|বিকাশ|\bnagad\b"
                        r"|নগদ|\bgcash\b|paymaya|\bmomo\b|airtel money|orange money|telebirr"
                        r"|ecocash|\bmtn money\b"
                        r"|telem[óo]vel|liga-me|κινητ|τηλέφων|(?<!অর্ডার )(?<!ট্র্যাকিং )নম্বর|ফোন|மொபைல்"
                        r"|(?<!ஆர்டர் )நம்பர்|போன்"
                        # mobile and phone in Gujarati, Telugu, Kannada, Malayalam, Punjabi
                        r"|મોબાઇલ|મોબાઈલ|ફોન|మొబైల్|ఫోన్|నా నంబర్|నా నెంబర్|ಮೊಬೈಲ್|ಫೋನ್|മൊബൈൽ|ഫോൺ|ਮੋਬਾਈਲ|ਫ਼ੋਨ|ਫੋਨ"
                        r"|شماره(?! سفارش| رهگیری| پیگیری)"
                        r"|موبایل"
                        r"|\b(?:sg|hk|uk|au|nz|ph|th|vn|cn|tw|jp|kr)"
                        r" (?:number|mobile|phone)\b"
                        r"|เบอร์|โทร|số điện thoại"
                        r"|\b(?:my|mera|meu|minha|mi|mon|ma|mein|meine|mijn|mój|moj|moja|min|mitt|benim|new"
                        rf"|contact) (?:(?!{ORDER_KIND}|order|tracking|ticket|invoice|booking"
                        r"|account|member"
                        r"|customer|reference|confirmation|serial|model|part|flight|room|seat"
                        r"|lucky|favou?rite|student|employee|case|policy)[a-z']+ )?"
                        r"(?:number|numero|número|nummer|numéro|numer)\b"
                        rf"(?! (?:de |do |da |di |du |van |of |)(?:{ORDER_KIND}))"
                        r"(?! (?:favorit[oa]|preferid[oa]|preferit[oa]|fortunat[oa]|da sorte"
                        r"|de la suerte)\b)"
                        r"|मोबाइल|मोबाईल|फ़ोन|फोन"
                        r"|dzwo|\bring (?:me|mig)\b|ringa|\bringe? (?:meg|mig)\b|\bmit nummer er\b"
                        r"|جوال|هاتف|מספר(?! ה?הזמנה| מעקב)|טלפון"
                         # (an order's, a parcel's, an invoice's number is no phone's)
                        r"|رقم(?! (?:ال)?(?:طلب|شحن|تتبع|فاتورة|حجز|رحلة|غرفة|مقعد))"
                        r"|(?<!sipariş )(?<!siparis )(?<!takip )(?<!kargo )(?<!fatura )numaram"
                        r"|\bmoje (?:číslo|cislo)\b(?! (?:objednávky|zásilky|faktury|rezervace))"
                        r"|\b(?:za)?volej\b"
                        r"|電話|电话|手机|手機|座机|(?<![票单编账证件运批型序])号码|號碼|联系|聯絡"
                        r"|香港|\bhk\b"
                        # (Cantonese "my number" with the English word: "我個 number 係 …", round
                        # 170)
                        r"|我[个嘅的]? ?(?:new )?number\b"
                        # session 27's probe of "my number is …" in 50 languages (an
                        # order's is no phone's: "ჩემი შეკვეთის ნომერია", "moj broj narudžbe")
                        r"|(?<!შეკვეთის )(?<!ამანათის )ნომერ|ტელეფონ|համարը|համարս|հեռախոս"
                        r"|\bmoj broj\b(?! (?:narudžb\w*|pošiljk\w*|račun\w*))"
                        r"|\bbroj (?:mobitela|telefona)\b|\bмој(?:от)? број\b"
                        r"|(?<!pasūtījuma )(?<!sūtījuma )(?<!rēķina )\bnumurs\b|tālrun"
                        r"|\bminu number\b|síminn|símanúmer|ስልኬ|ስልክ|\blambata\b"
                        # (not an order's: "Sifariş nömrəm …", round 145)
                        r"|(?<!sifariş )(?<!sifarişin )(?<!izləmə )\bnömrə\w*"
                        r"|\blambar waya\b"
                        # session 29: Mongolian, Khmer, Pashto, Maltese, Lao, Burmese
                        r"|утас|ទូរស័ព្ទ|تلیفون|ټیلیفون|\bmowbajl\b|\bnumru tal-|ເບີໂທ|ဖုန်း"))


# a company's customer-service line or hotline, named right before its number ("Kundenservice
# der Deutschen Bahn: 030 2970", "MÁV ügyfélszolgálat száma +36 1 349 4949"), unless the text
# says the number is someone's own
SERVICE_LINE = literals((
    "hotline", "helpline", "服务中心", "help line",
    "customer service", "customer care", "customer support",
    "support line", "service line", "call cent", "客服", "热线", "熱線", "服务电话", "服務專線",
    "kundenservice", "kundendienst", "service client", "servicio al cliente",
    "atención al cliente", "servizio clienti", "assistenza clienti", "atendimento ao cliente",
    "central de atendimento", "klantenservice", "obsługa klienta", "infolinia", "zákaznick",
    "ügyfélszolgálat", "гаряча лінія", "гарячої лінії", "горячая линия", "горячей линии",
    "служба підтримки", "служба поддержки", "müşteri hizmetleri", "çağrı merkezi", "kundtjänst",
    "kundeservice", "asiakaspalvelu", "εξυπηρέτηση πελατών", "خدمة العملاء", "שירות לקוחות",
    "ग्राहक सेवा", "คอลเซ็นเตอร์", "ฝ่ายบริการลูกค้า", "tổng đài", "chăm sóc khách hàng",
    "layanan pelanggan", "カスタマーサービス", "コールセンター", "お客様窓口", "고객센터",
    "serviciul clienți", "relații cu clienții", "الرقم الموحد", "پشتیبانی",
    # helplines, crisis lines and emergency numbers, in the languages the users write (round
    # 72: "Telefonseelsorge: 0800 111 0 111", "Plavi telefon: 01 4833 888"); not "emergency"
    # alone: an emergency contact is a person
    "crisis line", "crisis text line", "lifeline", "suicide prevention", "samaritans",
    "emergency number", "emergency line", "emergency services", "poison control",
    "telefonseelsorge", "nummer gegen kummer", "hilfetelefon", "krisentelefon", "giftnotruf",
    "notruf", "sos amitié", "numéro vert", "numéro d'urgence", "ligne d'écoute",
    "ligne d'assistance", "teléfono de la esperanza", "línea de ayuda", "línea de crisis",
    "teléfono de emergencia", "telefono amico", "telefono azzurro", "numero verde",
    "linea d'ascolto", "numero di emergenza", "linha de apoio", "linha de ajuda",
    "número de emergência", "voz amiga", "zelfmoordpreventie", "hulplijn", "kindertelefoon",
    "alarmnummer", "luisterlijn", "noodnummer", "telefon zaufania", "numer alarmowy",
    "telefon wsparcia", "linka bezpečí", "linka důvěry", "krizová linka", "tísňov",
    "linka dôvery", "linka pomoci", "tiesňov", "krízová linka", "lelki elsősegély", "segélyhív",
    "krízisvonal", "zöld szám", "linia antisuicid", "linia de urgență", "telverde",
    "linie de sprijin", "numărul de urgență", "linia verde", "telefonul copilului",
    "гореща линия", "телефон на доверието", "телефон за спешни", "телефон доверия",
    "служба спасения", "телефон довіри", "лінія довіри", "plavi telefon", "telefon povjerenja",
    "hitni broj", "hitna služba", "hitna pomoć", "zaupna telefonska", "telefon za pomoč",
    "sos telefon", "γραμμή βοήθειασ", "γραμμή παρέμβασησ", "γραμμή ζωήσ", "γραμμή στήριξησ",
    "έκτακτησ ανάγκησ", "yardım hattı", "destek hattı", "acil çağrı", "ihbar hattı",
    "خط المساعدة", "الخط الساخن", "رقم الطوارئ", "קו חם", "קו סיוע", "ער\"ן", "מוקד חירום",
    "קו תמיכה", "خط کمک", "صدای مشاور", "हेल्पलाइन", "आपातकालीन", "いのちの電話", "相談窓口",
    "ホットライン", "相談ダイヤル", "상담전화", "긴급전화", "자살예방", "핫라인", "생명의전화",
    "心理援助", "求助电话", "心理危机", "急救电话", "报警电话", "đường dây nóng", "cấp cứu",
    "สายด่วน", "layanan darurat", "nomor darurat", "talian kasih", "talian nur",
    "självmordslinjen", "hjälplinje", "jourtelefon", "livslinien", "hjelpetelefon",
    "kirkens sos", "mental helse", "nødnummer", "nødtelefon", "kriisipuhelin",
    "auttava puhelin", "hätänumero", "larmnummer", "børnetelefonen", "hjälptelefon",
    "usaldustelefon", "kriisitelefon", "lasteabi", "hädaabi", "krīzes tālrun",
    "uzticības tālrun", "palīdzības tālrun", "jaunimo linija", "pagalbos linija",
    "vaikų linija", "pagalbos telefon", "simu ya dharura", "nambari ya msaada",
    # round 73: a public desk's line ("Heathrow Terminal 5 lost property: +44 20 …")
    "lost property", "lost and found", "information desk", "info desk", "box office",
    "switchboard", "general enquiries", "fundbüro", "objets trouvés",
    "objetos perdidos", "oggetti smarriti", "失物招领", "遺失物",
    # round 74: "namba ya dharura", "le numéro national de prévention du suicide"
    "namba ya dharura", "prévention du suicide", "conducta suicida", "línea de atención",
    "numéro national", "numero nazionale", "número nacional",
    # round 76: a shop's own landline ("our shop's landline on google maps is 020 …")
    "shop's landline", "shop's number", "store's number", "restaurant's number", "on google maps",
    # round 75: a police station's or a town hall's line ("Poliția Locală e 0264 984 …")
    "police", "polizei", "poliția", "poliției", "poliţia", "poliţiei", "politia", "policía",
    "policia", "polícia", "polizia", "politie", "policja", "policji", "полици", "поліці",
    "gendarmerie", "carabinieri", "guardia civil", "派出所", "公安局", "警察署", "경찰서",
    "town hall", "city hall", "rathaus", "mairie", "ayuntamiento", "prefeitura", "municipio",
    "primăria", "primăriei", "gemeente", "urząd miasta", "embassy", "ambassade", "botschaft",
    "embajada", "embaixada", "ambasciata", "consulate", "konsulat", "consulado", "consolato",
    "посольств", "大使馆", "大使館", "领事馆"))
# a company's entry in a register, named right before its number ("HRB 184562", "Registrul
# Comerțului J40/12384/2015", "org.nr 556482-1931"): a company's, public like its service line
REGISTRY = literals((
    "handelsregister", "hrb ", "hra ", "amtsgericht", "registrul comerțului",
    "registrul comertului", "nr. de înregistrare", "număr de înregistrare", "numărul de ordine",
    "org.nr", "org. nr", "org nr", "organisationsnum", "registreringsnum",
    "organisasjonsnummer", "cvr ", "cvr-", "kvk ", "kvk-", "kamer van koophandel", "siren ",
    "siret ", "rcs ", "registro mercantil", "registro delle imprese", "krs ", "regon", "ičo",
    "cégjegyzék", "y-tunnu", "companies house", "company number", "company registration",
    "abn ", "acn ",
    "统一社会信用代码", "营业执照", "法人番号", "사업자등록번호", "cnpj", "εμπορικό μητρώο", "γεμη",
    "ticaret sicil", "mersis", "еик", "егрюл", "огрн", "єдрпоу", "firmenbuch", "zefix",
    "uid-nr", "ח.פ", "ח\"פ", "חברה בע\"מ"))
# a company's tax or VAT number, named right before it, public when the text names a company
# (round 73: "La partita IVA della nostra azienda, … S.r.l., è 36904821463"); a sole trader's
# is the person's (gate_national)
COMPANY_TAX = hinted_rx(
    r"\b(?:vat|tva|iva|btw|moms|mva|alv|dph|dič|nip|cui|cif|nif|oib|pib|gst|vkn|npwp|инн|αφμ"
    r"|ust-?id\w*|ust\.-id\w*|umsatzsteuer\w*|steuernummer|adószám\w*|davčn\w*|tax id|tax number"
    r"|vergi|y-tunnu\w*|org\.? ?nr|mã số thuế|gstin|ntn|strn)\b|税号|纳税人识别号|الرقم الضريبي")
# a company's legal form ("GmbH", "S.r.l.", "有限公司"): the text names a company
LEGAL_FORM = re.compile(
    r"\b(?:gmbh|s\.? ?r\.? ?l|s\.p\.a|sarl|s\.a\.s|sas|b\.v|n\.v|ltd|llc|inc|plc|llp|corp|oy|oyj"
    r"|aps|a/s|kft|zrt|nyrt|sp\. ?z ?o\.? ?o|s\.r\.o|d\.o\.o|ооо|оао|зао|пао|тов|αε|ικε|επε|ltda"
    r"|eireli|pty|pvt|şti|a\.ş|tbk|jsc|traders)\b|有限公司|株式会社|주식회사|\(주\)|㈜"
    r"|ट्रेडर्स|ట్రేడర్స్|டிரேடர்ஸ்|ট্রেডার্স")  # an Indian firm's name: "Sri Sai Traders"
# … or by a word for a company ("our company", "notre société", "naša firma")
COMPANY = hinted_rx(
    LEGAL_FORM.pattern
    + r"|\b(?:company|firm|business|corporation|enterprise|azienda\w*|ditta"
    # (a receipt is a business's: "Sullo scontrino c'è P.IVA 04729381005")
    r"|scontrino|receipt|kassenbon|quittung|recibo|ticket de caisse"
    r"|società|société|entreprise|firma\w*|unternehmen\w*|empresa|bedrijf|cég\w*|компани\w*"
    r"|организаци\w*|фирм\w*|εταιρ\w*|şirket\w*|företag\w*|bolag\w*|yritykse\w*|yhtiö\w*"
    r"|podjet\w*|poduzeć\w*|perusahaan"
    # an Italian practice ("P.IVA dello studio: … – Studio Associato Rossi & Bianchi", round 111)
    r"|studio (?:associato|legale|notarile|tecnico|dentistico|medico|commercialista))\b"
    r"|\((?:ab|as|sa|ag|kg|se|ae|a\.s\.|pt|cv|spa|bv|nv|oy)\)"
    r"|公司|会社|회사|شرکت|شركة|مؤسسة|החברה|کمپنی|कंपनी")
# a company's imprint (round 77: "Impressum … Klarblick Optik GmbH … Telefon: 030 …"): every
# number of it is published, with a company named
_IMPRINT = literals(("impressum", "imprint", "mentions légales", "aviso legal", "note legali",
                     "colofon", "legal notice"))
# a shop or a restaurant named before a landline-looking number: its line, public on its sign,
# its box or its page (round 97: "Tony's Pizza on Cedar St, their number is (503) 224-7180",
# "海底捞春熙路店…电话028-8666 1234"); a mobile stays someone's
_SHOP = guarded_rx(
    r"\b(?:pizza\w*|restaurant|café|cafe|bakery|diner|bistro|takeaway|pharmacy|drugstore|salon"
    r"|barbershop|hotel|hostel|garage|shop|store|boutique|pub|bar|gym|florist|deli"
    r"|laundromat|restaurante|panadería|farmacia|pizzeria|boulangerie|pharmacie"
    r"|bäckerei|apotheke|friseur|ristorante|trattoria|padaria|farmácia"
    r"|property management|management office|leasing office|letting agents?)\b"
    # (not someone working there: "the store manager Jim")
    r"(?! (?:manager|owner|guy|girl|lady|clerk|worker|employee|staff|assistant|keeper)s?\b)"
    r"|दुकान|(?:店|餐厅|饭店|酒店|药店|药房|门店|分店|火锅|茶餐厅"
    # (the traditional forms the flat view keeps: "茶餐廳喺門口貼住訂位電話 2384 6402", round 142)
    r"|餐廳|飯店|藥房|酒樓|茶樓)(?!长|主|员|長)"
    # (a business by its measure word: "人民广场那家海底捞电话是 021-6351 2288 吗", round 150)
    r"|(?:那家|这家|這家|那間|呢間|嗰間)(?!人|伙|夥|里|裡)"
    r"|ร้าน")  # (a Thai shop's number on its sign: "เบอร์ร้าน 02-245-8817", round 158)
# (a mobile named is someone's: "酒店前台说有问题就打我手机 6628 4731")
_SHOP_MOBILE = literals(("手机", "手機", "mobile", "cell", "handy", "móvil", "movil", "celular",
                        "portable", "cellulare", "whatsapp"))
PERSONAL = re.compile(r"\b(?:my|mine|his|her|personal|private|own)\b|我的|我家|私人|个人|手机号")
# a number and its groups, letters and all ("de428576129", "91440300ma5g8k2r7u", "0800 111 0 111")
_NUMBER = re.compile(r"[a-z]{0,3}\d[a-z0-9./\-–]*(?:[ ()]+\d[a-z0-9./\-–]*)*")
_DIGIT = re.compile(r"\d")
_ID_LENGTH = re.compile(r"\d(?:[ \-./]?\d){4}")


def published(flat: str, start: int) -> bool:
    """Whether the number at `start` of `flat` is named just before it (within 40 characters)
    as a company's or a public service's line, a company's entry in a register, or the tax
    number of a company the text names, and the text does not say it is someone's."""
    before = flat[max(0, start - 40):start]
    # a register's or a tax office's number is the first number after its name ("IVA della
    # nostra azienda, … S.r.l., è …"; not the owner's card after "VAT: DE…, and")
    register = flat[max(0, start - 80):start]
    inherit_bits(flat, (before, register))  # (slices of `flat`: its word scan holds for them)
    return (SERVICE_LINE.search(before) is not None or _right_before(REGISTRY, register)
            or ((_right_before(COMPANY_TAX, register) or _IMPRINT.search(flat) is not None)
                and COMPANY.search(flat) is not None)) \
        and PERSONAL.search(flat) is None


def _right_before(words: Words | Hinted | re.Pattern[str] | Scripted, before: str) -> bool:
    """Whether one of `words` is in `before` with no number of an identifier's length (five
    digits or more) after it: a count in between is no other number ("SIRET de ma boîte
    (…, 12 salariés) c'est …", round 75)."""
    m = words.search(before)
    return m is not None and _ID_LENGTH.search(before, m.end()) is None


# … or a line named as a public one, before the number ("non-emergency is 503-823-3333")
# (and a service line named since the learned model was trained, which reads `SERVICE_LINE`'s
# numbers out of its view: "رقم خدمة عملاء الخطوط السعودية 920022222", round 148)
_PUBLIC_LINE = guarded_rx(r"\b(?:non-emergency|appointment line|main line|switchboard)\b"
                          r"|대표전화|代表电话|总机|خدمة عملاء"
                          # (a Taiwanese company's tax number, "統一編號", round 164)
                          r"|[统統]一[编編][号號]")


# an extension dialled after it is someone's desk ("公司总机 020-83456789 转 8012")
_EXTENSION = re.compile(r"\W{0,3}(?:转|轉|分机|分機|ext\.?|extension|x|내선|durchwahl|poste)"
                        r"\W{0,3}\d")


def business_line(flat: str, start: int, end: int) -> bool:
    """Whether the landline-looking number at `start`-`end` of `flat` is a business's: a shop
    or a public line named in the 100 characters before it, or a company named by its legal
    form or its register anywhere in the text (its invoice details, round 98: "Officina Moretti
    S.r.l., P.IVA …, tel. 035 21 48 77"); and nothing in the text says it is someone's."""
    if _SHOP_MOBILE.search(flat) is not None or _EXTENSION.match(flat, end):
        return False
    before = max(0, start - 100)
    if _SHOP.search(flat, before, start) is not None \
            or _PUBLIC_LINE.search(flat, before, start) is not None:
        # (whose it is, said around it: "if my dad has another fall … non-emergency is …")
        return PERSONAL.search(flat, before, start + 40) is None
    return (LEGAL_FORM.search(flat) is not None or REGISTRY.search(flat) is not None) \
        and PERSONAL.search(flat) is None


def without_published(flat: str) -> str:
    """`flat` without the numbers a company or a public service publishes (a service line, a
    helpline, a company's registration, named just before): what the learned model reads, so
    that "Livslinien: 70 201 201" is judged by its words (gate_normalize.model_view)."""
    if _DIGIT.search(flat) is None or (  # (most texts hold no digit: no scan of the words)
            SERVICE_LINE.search(flat) is None and REGISTRY.search(flat) is None
            and COMPANY_TAX.search(flat) is None and _IMPRINT.search(flat) is None):
        return flat
    return _NUMBER.sub(lambda m: " " if published(flat, m.start()) or _short_service(flat, m)
                       else m[0], flat)


def _short_service(flat: str, m: re.Match[str]) -> bool:
    """A short number (3 to 5 digits: no one's phone) with a service line named just after it
    ("Le 3114, c'est bien le numéro national de prévention du suicide ?")."""
    return m[0].isdigit() and 3 <= len(m[0]) <= 5 \
        and SERVICE_LINE.search(flat[m.end():m.end() + 60]) is not None
