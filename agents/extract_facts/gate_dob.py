"""Gate dates of birth read off an identity document (pure).

Policy (docs/QUALITY.md, "Which side the look-alikes fall on"): a birthday alone is a memory
the user may want kept ("my birthday is March 3"); a date of birth tied to an identity
document ("DOB on my driving licence is 14/03/1987", "身份证上的出生日期是1992年7月8日") is
PII: with the document's other fields it identifies the holder. Three things in one sentence
make one: a document, a birth word and a full date with its year. So does the full triple
that banks and forms ask to prove who someone is, given whole (session 29, rounds 112-113):
the user's name, the full date of birth and the place of birth ("I'm Daniel Okafor, born 14
March 1991 in Leeds", "我叫张伟，1990年3月15日出生在河北保定"). The words are matched on the
flat view, where traditional characters read as simplified ("免許証" as "免许証").
"""

from __future__ import annotations

import re

from agents.extract_facts.gate_licence import LICENCE_WORDS
from agents.extract_facts.gate_regex import hinted_rx
from agents.extract_facts.gate_words import literals

# identity documents, case-folded, by stem where the languages inflect them
_DOCUMENT = literals((
    "passport", "passeport", "pasaporte", "passaporto", "passaporte", "reisepass", "paszport",
    "paspoort", "pasaport", "паспорт", "διαβατήριο", "דרכון", "جواز", "گذرنامه",
    "पासपोर्ट", "หนังสือเดินทาง", "hộ chiếu", "护照", "護照", "パスポート", "여권",
    "id card", "identity card", "identity document", "id-kort", "id kort", "personalausweis",
    "ausweis", "carte d'identité", "carte d’identité", "dni", "documento", "carta d'identità",
    "cédula", "cedula", "identiteitskaart", "dowód", "kimlik", "nüfus", "удостоверени",
    "ταυτότητ", "תעודת זהות", "بطاقة الهوية", "الهوية", "کارت ملی", "आधार",
    "aadhaar",
    "บัตรประชาชน", "căn cước", "cccd", "cmnd", "ktp", "občansk", "občank", "legitimation",
    "身份证", "green card", "residence permit", "birth certificate",
    # a birth certificate (round 62: "出生医学证明上写着 2016年3月9日 出生")
    "出生医学证明", "出生证明", "出生证", "geburtsurkunde", "acte de naissance",
    "partida de nacimiento", "acta de nacimiento", "certidão de nascimento", "akt urodzenia",
    "свидетельство о рождении", "свідоцтво про народження", "doğum belgesi", "出生証明",
    "출생증명서", "akta kelahiran", "sijil kelahiran", "giấy khai sinh", "תעודת לידה",
    "身分證", "身分证", "居民证", "在留カード", "マイナンバーカード", "保険証", "주민등록증",
    "신분증", "cartea de identitate", "buletin", "شناسنامه", "mykad", "kad pengenalan",
    "पैन कार्ड", "pan card", "dowodzie", "dowodu",
    "meu rg", "no rg", "do rg", "seu rg",  # Brazil's RG, as a word ("org" is none)
    # a driving licence by the words that name one, or any licence ("DOB on my licence: …")
    *LICENCE_WORDS, "免许証", "免许证", "patente", "license", "licence"))
# a family tree or a will drawn up: a relative's full date of birth given for one is a record of
# who they are (rounds 121, 124, 125: "add my grandmother to the family tree notes: margaret
# ellen doyle was born on 3 november 1951", "我外婆叫李秀英，1939年5月6日出生在湖南湘潭，帮我存着
# 做家谱用"), as on a document
_GENEALOGY = literals((
    "family tree", "genealog", "ancestry", "family history", "家谱", "族谱", "家譜", "族譜",
    "家系図", "족보",
    "stamboom", "stammbaum", "ahnentafel", "arbre généalogique", "árbol genealógico",
    "árvore genealógica", "albero genealogico", "drzewo genealogiczne", "родослов",
    "родовід", "släktträd", "slektstre", "slægtstræ", "sukupuu", "soy ağacı", "شجرة العائلة",
    "will draft", "draft of my will", "my will"))
# a date of birth named: in English the abbreviations, elsewhere the words for birth (matched
# case-folded, where a Greek final ς reads σ: "γέννησ")
_BIRTH = literals((
    "date of birth", "date_of_birth", "birth date", "birthdate", "dob", "d.o.b", "born",
    "geburtsdatum", "gebore",
    "geboren", "date de naissance", "né le", "née le", "fecha de nacimiento", "nacid", "nací",
    "data di nascita", "nato il", "nata il", "data de nascimento", "nascid", "nasci",
    "data urodzenia", "datę urodzenia", "urodzenia", "urodzi",
    "doğum", "дата рождения", "родил", "народжен", "народил",
    "ημερομηνία γέννησ", "γεννήθηκα", "datum narození", "narozen", "narodil",
    "fødselsdato", "født", "fædd", "födelsedatum", "född", "geboortedatum", "syntymäaika",
    "תאריך לידה", "נולד", "تاريخ الميلاد", "ميلاد", "مواليد", "تاریخ تولد", "متولد", "जन्म",
    "วันเกิด", "ngày sinh", "tanggal lahir", "tarikh lahir", "lahir",
    "data nașterii", "nașterii", "data nasterii", "născut", "născută", "született", "sinh ngày",
    "nascut", "nascuda", "г.р.", "уроженка", "уроженец", "出世",  # (rounds 118-119)
    "sono nata", "sono nato",  # (round 120)
    # (session 31's probe: Polish, Slovak, Slovenian, Serbo-Croatian, Bulgarian, Hebrew, Bengali,
    # Urdu, Tamil, Telugu, Thai, Tagalog, Swahili, Korean, Italian "nato a")
    "ur.", "nar.", "rojen", "rođen", "рођен", "родена", "роден", "ילידת", "יליד", "נולדתי",
    "জন্ম", "پیدائش", "பிறந்த", "పుట్టిన", "เกิด", "ipinanganak", "zaliwa", "일생", "nato a",
    "nata a", "народження",
    # (round 131: Xhosa and Zulu "ndazalwa", "ngazalwa"; and Yoruba, Hausa, Amharic, Somali)
    "zalwa", "bí mi", "haife ni", "ተወለድኩ", "dhashay",
    "出生", "生日", "日生", "生年月日", "生まれ",
    "생년월일", "태어"))
# a full date with its year: 14/03/1987, 03.11.1979, 1992-07-08, 1992年7月8日, 平成6年5月19日,
# 1990년 3월 5일, "14 March 1987", "March 14, 1987"
_DATE = re.compile(
    r"(?<!\d)\d{1,2}[./\-]\d{1,2}[./\-](?:19|20)?\d{2}(?!\d)"
    r"|(?<!\d)\d{1,2}\. \d{1,2}\. (?:19|20)\d{2}|(?<!\d)(?:19|20)\d{2}\. \d{1,2}\. \d{1,2}\b"
    r"|(?<!\d)(?:19|20|13|14)\d{2}[./\-]\d{1,2}[./\-]\d{1,2}(?!\d)"  # (13xx: the Persian calendar)
    r"|(?:(?<!\d)(?:19|20)\d{2}|昭和|平成|令和|民國|民国) ?\d{0,3} ?年 ?\d{1,2} ?月 ?\d{1,2}"
    r"|(?<!\d)(?:19|20)\d{2} ?년 ?\d{1,2} ?월 ?\d{1,2}"
    r"|[一二三四五六七八九〇零]{4}年[一二三四五六七八九十]{1,3}月[一二三四五六七八九十廿卅]{1,3}"
    # (a month's name in any script, its vowel signs too: "23 जनवरी 2017", "৫ মে ১৯৯৪")
    # (Hausa puts "ga" before the month: "14 ga Maris 1993", round 163)
    r"|(?<!\d)\d{1,2}(?:st|nd|rd|th|er|º)?\.? (?:de |d'|ga )?[^\W\d][^\s\d,.]{1,14}\.?,? (?:de )?"
    r"(?:19|20)\d{2}(?!\d)"
    # (a Hijri date: "14 رجب 1412هـ", round 119; a Persian or a Thai year with its month's
    # name: "۱۵ مهر ۱۳۷۸", "9 กุมภาพันธ์ 2536"; Hungarian, the year first: "2021. május 12")
    r"|(?<!\d)\d{1,2} (?:محرم|صفر|ربيع الأول|ربيع الآخر|ربيع الثاني|جمادى الأولى|جمادى الآخرة|رجب"
    r"|شعبان|رمضان|شوال|ذو القعدة|ذو الحجة) 1[34]\d{2}(?!\d)"
    r"|(?<!\d)\d{1,2} [^\W\d][^\s\d,.]{1,14} (?:1[34]|25)\d{2}(?!\d)"
    r"|(?<!\d)(?:19|20)\d{2}\. [^\W\d]{3,12} \d{1,2}"
    r"|(?:民國|民国)[一二三四五六七八九十百]{1,4}年[一二三四五六七八九十]{1,3}月[一二三四五六七八九十廿卅]{1,3}"
    r"|\b[^\W\d]{3,12}\.? \d{1,2}(?:st|nd|rd|th)?,? (?:19|20)\d{2}(?!\d)"
    # (a Yoruba date in words: "ọjọ́ kẹtàlá oṣù kẹfà ọdún 1990", day, month, year; round 141)
    r"|ọj\S* \S+ oṣ\S* \S+ ọd\S* (?:19|20)\d{2}(?!\d)")
# a full name given, the user's or a child's, spouse's or parent's ("i'm daniel okafor, born",
# "my name is …", "full name … is …", "my son ethan james carter was born", "我叫张伟，",
# "我女兒林佳穎，", "我爸叫李建国，"; a form's name line, "quote: michael anthony reyes, born 17
# august 1986 in …", with the birthplace): a first name alone ("my daughter olivia was born")
# is none
# ("i'm" is a name only right before "born": not "i'm so tired, my son was born …")
_NAME_GIVEN = hinted_rx(r"\b(?:my (?:full )?name is|me llamo|je m'appelle|ich hei(?:ß|ss)e"
                         r"|mein name ist|mi chiamo|meu nome é|меня зовут|nazywam się|ik heet|adım"
                         r"|nama saya|nama lengkap saya|tôi tên là|jag heter|jeg hedder|jeg heter"
                         r"|jmenuji se|a nevem"
                         r"|mă numesc|me chamo) [^\W\d]+ [^\W\d]+"
                         r"(?: [^\W\d]+){0,2},"
                         r"|\b(?:i'm|i am) [^\W\d]+ [^\W\d]+(?: [^\W\d]+)?, born\b"
                         # (… or in the third person: "User's name is Daniel Okafor, date of
                         # birth …", round 168)
                         r"|\b(?:the )?(?:user|customer|client|patient)'s (?:full )?name is"
                         r" [^\W\d]+ [^\W\d]+(?: [^\W\d]+){0,2},"
                         # (… and in Afrikaans, Dutch, German, the Nordic languages: "Ek is
                         # Pieter Jacobus van Wyk, gebore op 3 Oktober 1979 in …", round 141)
                         r"|\b(?:ek is|ik ben|ich bin|jag är|jeg er) [^\W\d]+ [^\W\d]+"
                         r"(?: [^\W\d]+){0,2}, (?:gebore|geboren|född|født)\b"
                         r"|\bfull name\b[^.;\n]{0,40}? is [^\W\d]+ [^\W\d]+(?: [^\W\d]+)?,? born\b"
                         # ("my full name's marcus eoin o'donnell and i was born on …", round 120)
                         r"|\bmy (?:full )?name(?: is|'s) [^\s,.;]+(?: [^\s,.;]+){1,3}"
                         r" and i was born\b"
                         r"|\bmy (?:son|daughter|child|kid|baby|wife|husband|partner|mother|mom|mum"
                         r"|father|dad|brother|sister|grandmother|grandfather|grandma|grandpa"
                         r"|aunt|uncle|cousin|nephew|niece|grandson|granddaughter)"
                         r" [^\W\d]+ (?!was )[^\W\d]+"
                         r"(?: (?!was )[^\W\d]+)?,? (?:was )?born\b"
                         r"|(?:^|: )[^\W\d]+ [^\W\d]+(?: [^\W\d]+){0,2}, born [^,;]{6,20} in\b"
                         # (rounds 118-119: "claim draft: sarah jennings cole, dob 11/07/1992",
                         # "jordi puig i ferrer, nascut el … a girona", a Russian name with its
                         # patronymic, "نورة عبدالله القحطاني، من مواليد", "投保人陳嘉欣，")
                         r"|(?:^|: )[^\W\d]+ [^\W\d]+(?: [^\W\d]+)?, (?:dob|d\.o\.b\.?)\b"
                         r"|(?:^|: )[^\W\d]+ [^\W\d]+(?: [^\W\d]+){0,2}, (?:nascut|nascuda"
                         r"|nacid[oa]|née?|nat[oa]|nascid[oa])\b[^;]{4,30}? (?:a|en|à|em|in) \w"
                         r"|(?:^|: )[^\W\d]+ [^\W\d]+ [^\W\d]+(?:вна|вич|чна|ична|ич),"
                         r"|(?:^|: )[\u0600-\u06ff]+ [\u0600-\u06ff]+(?: [\u0600-\u06ff]+)?[،,]"
                         r" من مواليد"
                         r"|^[\u4e00-\u9fff]{2,3}[，,]\s?(?:19|20)\d\d ?年"
                         # (… after a form's label: "履歴書用に：山田花子、1990年4月12日生まれ",
                         # round 144)
                         r"|[:：]\s?[\u4e00-\u9fff]{2,4}[，,、]\s?(?:19|20)\d\d ?年"
                         r"|(?:投保人|被保险人|被保險人|申请人|申請人|姓名[:：]?)[\u4e00-\u9fff]{2,4}[，,]"
                         r"|(?:我叫|本人|我全名(?:是|叫)?|我的?(?:女儿|女兒|儿子|兒子|孩子|老婆|老公|太太|妻子|丈夫|妈妈|媽媽|爸爸"
                         r"|母亲|母親|父亲|父親|爸|妈|外婆|外公|奶奶|爷爷|爺爺|姥姥|姥爷|阿爷|阿爺|阿嫲|阿婆"
                         r"|哥哥|姐姐|弟弟|妹妹|表弟|表妹|表哥|表姐|堂弟|堂妹|堂哥|堂姐|孙子|孙女)叫?)"
                         r"[\u4e00-\u9fff]{2,4}[，,]"
                         # ("full legal name margaret eleanor quinn, born …", "me = …, born …",
                         # "jeg hedder mette louise kjærgaard og er født …": rounds 124-125)
                         r"|\b(?:full (?:legal )?name:?|me ?[=:]) [^\W\d]+ [^\W\d'’]+"
                         r"(?:['’ ][^\W\d]+){0,3}, born\b"
                         r"|\b(?:jeg hedder|jeg heter|jag heter|ik heet|ich hei(?:ß|ss)e|ég heiti)"
                         r" [^\W\d]+ [^\W\d]+(?: [^\W\d]+){0,2} (?:og er|och är|en ben|und bin)"
                         r" (?:født|född|geboren|fædd|fæddur)\b"  # (Icelandic: round 151)
                         # a form's name labelled, then a name (session 31's probe, 40 languages:
                         # "Applicant: …", "Kind: …", "La solicitante, …", "Je soussigné, …",
                         # "Ime i prezime: …", "اینجانب …", "छात्र का नाम …", "ชื่อ …", "申請者 …")
                         r"|(?:\b(?:applicant|solicitante|richiedente|žiadateľ\w*|žadatel\w*"
                         r"|sökande|je soussign\w*|ime i prezime|zovem se|jmenuji se|ako si"
                         r"|jina langu ni|yang bertanda tangan di bawah ini)|зовем се|ονομάζομαι"
                         r"|детето|اسمي|اینجانب|کا نام|का नाम|আমার নাম|என் பெயர்|నా పేరు|ชื่อ"
                         r"|申請者|申请者|申請人|申请人|氏名"
                         r"|\b(?:child|kind|dziecko|otrok|student|name|nombre|nom|naam|namn|navn|neve"
                         # (… a record's field too: '{"name": "priya nair", "dob": …', round 177)
                         r"|jméno|meno|ime)[\"']? ?:|नाव ?:|పేరు ?:|姓名 ?[:：]?)\s*[:：,]?\s*[\"']?"
                         r"(?:[^\W\d][^\s,،]* [^\W\d]|[\u3040-\u9fff\u0e00-\u0e7f]{2})"
                         r"|\bя, [^\W\d]+ [^\W\d]+|אני, \S+ \S+"
                         # (round 131: Xhosa "igama lam ndinguSiphokazi …"; Zulu, Yoruba,
                         # Hausa, Somali, Amharic)
                         r"|\bigama lami? (?:ngingu|ndingu|ngu)[^\W\d]+ [^\W\d]"
                         r"|\b(?:orúkọ mi ni|sunana|magacaygu waa|magacayga(?: oo buuxa)? waa)"
                         r" [^\W\d]\S* [^\W\d]|ስሜ \S+ \S"
                         r"|저는 [가-힣]{2,4}(?:이고|이며|입니다)")
# (a date written "14. 2. 1987", "21. prosince 2005" or "2021. május 12" ends no sentence)
_SENTENCE = re.compile(r"(?:[!?。！？\n]|(?<!\d)\.(?! \d))(?:\s|$)|[。！？\n]")


def birth_date_on_document(flat: str) -> bool:
    """Whether `flat` (the case-folded one-line view) gives a date of birth read off an
    identity document (a document, a birth word and a full date in one sentence), or with a
    full name in the same sentence (the pair forms and banks use to tell who someone is), or
    for a family tree or a will."""
    if _BIRTH.search(flat) is None or _DATE.search(flat) is None:
        return False  # (the literal scan first: it costs less)
    # (a document named in one sentence and a name given in another: "Mum's passport renewal?
    # The line should read: 'Applicant: …, born 14 March 1952 in Leeds.'")
    proofs = [rx for rx in (_DOCUMENT, _NAME_GIVEN, _GENEALOGY) if rx.search(flat) is not None]
    return any(_DATE.search(s) and _BIRTH.search(s) and any(rx.search(s) for rx in proofs)
               for s in _SENTENCE.split(flat)) if proofs else False


def date_groups(groups: list[str]) -> bool:
    """Groups that read as a date, year first or last ("2021-11-02", "14.03.2023"): no sweep of
    the regions for a mobile (it costs fifty parses)."""
    if len(groups) != 3:
        return False
    year, *rest = groups if len(groups[0]) == 4 else groups[::-1]
    return len(year) == 4 and year[:2] in ("19", "20") and all(len(g) <= 2 for g in rest) \
        and any(1 <= int(g) <= 12 for g in rest) and all(1 <= int(g) <= 31 for g in rest)
