"""Gate e-mail addresses (pure): written, spelled out ("alice [at] gmail [dot] com", "… arroba …
punto com", "골뱅이 … 닷 com"), letter by letter, or given as a handle and a provider apart."""

from __future__ import annotations

import re

from agents.extract_facts.gate_regex import hinted_alternatives, hinted_rx
from agents.extract_facts.gate_words import literals

# The local part starts where a run of its characters starts: no quadratic rescans on "aaaa…".
_EMAIL = re.compile(
    r"(?<![a-z0-9._%+\-])[a-z0-9._%+\-]+@[a-z0-9\-]+(?:\.[a-z0-9\-]+)*\.[a-z]{2,}(?![a-z])")
_EMAIL_SPELLED = hinted_alternatives(
    r"(?<![a-z0-9._%+\-])[a-z0-9._%+\-]+ ?[\[(] ?at ?[\])] ?[a-z0-9\-]+"
    r" ?(?:[\[(] ?dot ?[\])]|\.) ?[a-z]{2,}(?![a-z])",  # alice [at] gmail [dot] com
    # "maria.gonzalez at gmail dot com": both words spelled out, the domain one word
    r"(?<![a-z0-9._%+\-])[a-z0-9._%+\-]+ at [a-z0-9\-]+ dot (?:com|net|org|edu|gov|io|co|cn|hk"
    r"|tw|uk|de|fr|jp|[a-z]{2}(?= |$))\b",
    r"(?<![a-z0-9._%+\-])[a-z0-9._%+\-]+ at (?:gmail|googlemail|yahoo|hotmail|outlook|live|icloud"
    r"|proton(?:mail)?|gmx|aol|qq|163|126|foxmail|sina)(?: dot | ?\. ?)[a-z]{2,}\b",
    # (… and Cantonese "喺" for the at-sign: "kawai.chan 喺 outlook 點 com", round 166)
    # (… its domain may go on in Chinese dots: "yahoo點com點hk", round 172)
    r"[a-z0-9._%+\-]+ ?(?:艾特|圈a|喺) ?[a-z0-9\-]+ ?(?:点|\.) ?(?:com|net|org|cn|hk)(?![a-z0-9])",
    r"(?<![a-z0-9._%+\-])[a-z0-9._%+\-]+ kukac [a-z0-9\-]+ pont [a-z]{2,}\b",  # Hungarian
    r"[a-z0-9._%+\-]+ ?골뱅이 ?[a-z0-9\-]+ ?(?:점|닷|\.) ?[a-z]{2,}(?![a-z])",  # Korean
    # ("… at 163 点 com")
    r"[a-z0-9._%+\-]{3,} at [a-z0-9\-]+ ?[点點] ?(?:com|net|org|cn|edu)(?![a-z0-9])",
    # "lucia punto ferrer arroba gmail punto com": the at-sign's name in other languages
    r"[a-z0-9._%+\-]+ (?:골뱅이|собака|arroba|chiocciola|arobase) [a-z0-9\-]+\.[a-z]{2,}\b",
    r"[a-z0-9._%+\-]+ (?:arroba|chiocciola|arobase|klammeraffe|собака|at|ät|골뱅이|małpa"
    # (not English's "… at what point do I …", round 118)
    r"|apenstaartje) (?!(?:what|which|this|that|the|some|any|one|my|your|our|their|each|every)\b)"
    r"[a-z0-9\-]+ (?:punto|dot|point|ponto|punkt|punt|точка|nokta|titik|닷|kropka) [a-z]{2,}\b",
    # session 28, probed in 28 languages: Ukrainian, Danish/Swedish, Czech, Romanian, Greek,
    # Vietnamese, Finnish, Turkish ("et" only with "nokta": French "et … point" is no address)
    # and Japanese names of the two signs
    r"[a-z0-9._%+\-]+ (?:равлик|snabel-a|zavináč|arond|papaki|παπάκι|a còng|ät) [a-z0-9\-]+"
    r" (?:крапка|точка|punktum|punkt|piste|tečka|punct|teleia|τελεία|chấm) [a-z]{2,}\b"
    r"|[a-z0-9._%+\-]+ et [a-z0-9\-]+ nokta [a-z]{2,}\b"
    r"|[a-z0-9._%+\-]+ ?アットマーク ?[a-z0-9\-]+ ?ドット ?[a-z]{2,}(?![a-z])",
)
# Domains reserved for documentation and tests (RFC 2606): "user@example.com" reaches nobody.
_RESERVED_DOMAIN = re.compile(r"@(?:[a-z0-9\-]+\.)*(?:example\.(?:com|org|net|edu)"
                              r"|[a-z0-9\-]+\.(?:example|test|invalid|localhost))(?![a-z0-9.\-])")


_PROVIDER = (r"(?:gmail|googlemail|outlook|hotmail|yahoo|icloud|proton(?:mail)?|gmx|qq|163|126"
             r"|naver|daum|网易|新浪|sina)")
_HANDLE_AND_PROVIDER = re.compile(
    rf"(?<![a-z0-9._])[a-z][a-z0-9]*(?:[._][a-z0-9]+)+\d*\b(?=.{{0,60}}\be?mail\b.{{0,40}}\b(?:on|at)"
    rf" {_PROVIDER}\b)|[a-z0-9]+(?: dot [a-z0-9]+)+(?=.{{0,12}}@{_PROVIDER}\.)"
    # "my gmail is tom.baker.1988", "邮箱用户名是 linhao_1992，后面是网易163的那个域名"
    rf"|{_PROVIDER} (?:is|address is|:) [a-z][a-z0-9._]{{3,}}\d"
    rf"|(?:邮箱|e-?mail).{{0,20}}?[a-z][a-z0-9._]{{3,}}\d.{{0,20}}{_PROVIDER}"
    # the handle and the domain given apart: "username is tom.nguyen2 and the domain is yahoo.com"
    # "邮箱就是我名字拼音 chenxiaoming 后面加 @126.com"
    rf"|[a-z][a-z0-9._]{{3,}}\s*(?:后面|后边)?(?:加上?|接上?|\+)\s*@{_PROVIDER}\."
    rf"|(?:user ?name|handle|prefix|前缀|用户名)\W{{0,4}}(?:is\W{{0,3}})?[a-z][a-z0-9._]{{2,}}\d"
    rf".{{0,40}}\b{_PROVIDER}\.(?:com|net|cn)\b"
    r"|\d{5,11}.{0,30}(?:邮箱|e-?mail).{0,20}qq\.com"
    r"|qq邮箱.{0,20}\d{5,11}|\d{5,11}@qq\.com|@qq\.com.{0,12}\d{5,11}")
_BRACKETED_AT = re.compile(r" ?[\[(] ?(?:at|ät|arroba|chiocciola|arobase|艾特|アットマーク"
                           r"|małpa|malpa|zavináč|kukac|et) ?[\])] ?")
_WORDED_DOT = re.compile(r"(@[a-z0-9\-]{2,30}) (?:punto|dot|point|ponto|punkt|точка|nokta|titik"
                         r"|닷|点) (?=[a-z]{2,}\b)")
_BRACKETED_DOT = re.compile(r" ?[\[(] ?(?:dot|punkt|point|punto|ponto|kropka|tečka|pont|nokta"
                            r"|点|點)"
                            r" ?[\])] ?")


def _personal_email(flat: str) -> bool:
    """An address outside the reserved domains; one spelled letter by letter ("m a r c o @ …")
    is looked for only when the text holds no address as written."""
    found = [m[0] for m in _EMAIL.finditer(flat)] or \
        [m[0] for m in _EMAIL.finditer(_SPACED_OUT.sub("", flat))]
    return any(not _RESERVED_DOMAIN.search(address) and not _PLACEHOLDER.search(address)
               and not _ROLE_MAILBOX.match(address) for address in found)


# a team's or a service's mailbox, not a person's: "Questions go to facilities@northwind-corp.com"
_ROLE_MAILBOX = hinted_rx(
    r"(?:info|support|help|helpdesk|service|customerservice|contact|hr|billing|sales|office"
    r"|facilities|reception|noreply|no-reply|donotreply|careers|jobs|press|media|marketing"
    r"|accounts|accounting|finance|privacy|legal|orders|bookings|reservations|kundenservice"
    r"|kontakt|contacto|contato|servicio|atendimento|service-client|assistenza|servicedesk"
    r"|service-desk|itsupport|it-support|webmaster|postmaster|abuse|security|hello|team)@")


# a form's placeholder, not an address: "xxxx@xxxx.com", "***@***.com"
_PLACEHOLDER = re.compile(r"^(?:x{2,}|\*{2,})@|@(?:x{2,}|\*{2,}|dominio|domain|domaine|mydomain"
                          r"|yourdomain|tudominio|seudominio|provedor|provider|ejemplo|exemplo"
                          r"|exemple|beispiel|esempio|przyklad|przykład)\.")


# Every spelled address holds one of these: " at ", "(at)", "[ at ]", or the sign's name.
_AT_WORDS = (" at ", " ät ", "at)", "at )", "at]", "at ]", "艾特", "圈a", "arroba", "chiocciola",
             "골뱅이", "arobase", "klammeraffe", "собака", "małpa", "apenstaartje", "zavináč",
             "kukac", "равлик", "snabel-a", "arond", "papaki", "παπάκι", "a còng", " et ",
             "アットマーク", " 喺 ")
_AT_HINT = literals(_AT_WORDS)
# One letter at a time: "m a r c o . r o s s i 7 @ l i b e r o . i t".
_SPACED_OUT = re.compile(r"(?<=\S) (?=\S)")


def email_given(flat: str) -> bool:
    """Whether `flat` (the case-folded one-line view) holds someone's e-mail address."""
    if ("(" in flat or "[" in flat) and _BRACKETED_AT.search(flat):  # "jonas(punkt)keller(ät)…"
        flat_at = _BRACKETED_DOT.sub(".", _BRACKETED_AT.sub("@", flat))
        flat_at = _WORDED_DOT.sub(r"\1.", flat_at)  # "… (arroba) hotmail punto com"
        if _personal_email(flat_at):
            return True
    if ("mail" in flat or "@" in flat or "邮箱" in flat) and _HANDLE_AND_PROVIDER.search(flat):
        return True  # "the email is the same handle on gmail", "… 后面加 @gmail.com"
    return ("@" in flat and _personal_email(flat)) or (
        (_AT_HINT.search(flat) is not None) and _EMAIL_SPELLED.search(flat) is not None)


# --- messaging handles --------------------------------------------------------------------------
# A handle on a messaging app, given to be reached on (round 72: "qq号 2847193650，加我一下"): the
# app named, then an @handle within three words, or the handle right after the app (and "id",
# "号", "username" and a copula), with a letter and a digit, "_" or "." in it, or a QQ number.
# "I left the Discord server 2019", "Telegram 5 minutes ago" and "line 42" name no handle; a
# WhatsApp number is a phone (gate_phone_words).
_APP = literals(("telegram", "wechat", "weixin", "微信", "qq", "kakao", "카톡", "카카오톡",
                 "skype", "discord", "viber", "zalo", "threema", "snapchat", "signal", "line",
                 "instagram", "insta ", "tg ", "vx", "wx", "телег", "тг", "ไลน์"))
_HANDLE = hinted_rx(
    r"(?<![a-z])(?:telegram|wechat|weixin|微信|kakao(?:talk)?|카톡|카카오톡|skype|discord|viber"
    r"|zalo|threema|snapchat|signal|line|instagram|insta|tg|vx|wx)(?![a-z])"
    r"(?:\W{1,3}[\w']+){0,3}?\W{1,3}(?<![\w.])@[a-z0-9_.]{4,}"
    # "my telegram" and the @handle further on ("add my telegram to the poster …: @liam_t")
    # the @handle first: "my ex keeps messaging me from @liv_h_0412 on telegram"
    r"|(?<![\w.])@(?=[a-z0-9_.]*[\d_.])[a-z0-9_.]{4,} (?:on|in|via) (?:telegram|instagram|insta"
    r"|discord|snapchat|threema"
    r"|signal|viber|kakao(?:talk)?)\b"
    r"|\bmy (?:telegram|discord|snapchat|threema|signal|kakao(?:talk)?|viber)\b[^\n]{0,80}?"
    r"(?<![\w.])@[a-z0-9_.]{4,}"
    # (round 78: "пишите мне в телеге @dmitry_sokolov_spb")
    r"|(?<![а-яё])(?:телег|телеграм)\w*(?:\W{1,3}[\w']+){0,3}?\W{1,3}(?<![\w.])@[a-z0-9_.]{4,}"
    # the id asked for a few words after the app ("LINEでお願いします、IDは yuki_tanaka0412 です")
    # ("line" and "signal" as words of another script's text: "LINEで", not "the tram line")
    r"|(?<![a-z])(?:telegram|wechat|kakao(?:talk)?|skype|discord|viber|zalo|tg"
    r"|(?<=[^\x00-\x7f])(?:line|signal)|(?:line|signal)(?=\W?[^\x00-\x7f]))(?![a-z])"
    r"(?:(?!bot|server|channel|group)[^\n.]){0,20}?"
    r"(?<![a-z])(?:id|아이디|user ?name)\s*(?:(?:is|是|为|는|은|は)\s*[:：=]?|[:：=])\s*"
    r"(?=[a-z0-9_.\-]*[a-z])(?=[a-z0-9_.\-]*[\d_.])[a-z][a-z0-9_.\-]{3,}(?<!\.)"
    r"|(?<![a-z])(?:(?:telegram|wechat|weixin|微信|kakao(?:talk)?|카톡|카카오톡|skype|discord|viber"
    r"|zalo|threema|snapchat)(?![a-z])\s*(?:id|号|號|账号|帳號|handle|user ?name|아이디)?"
    r"|(?:line|signal|tg|vx|wx|instagram|insta)\s*の?\s*(?:id|号|號|账号|handle|user ?name|아이디)"
    # (a particle after it: "加我微信吧 xiaoyu_0923"; LINE's id in Thai: "แอดไลน์ … ไอดี ploy.n")
    r"|ไลน์[^\n]{0,24}?(?:ไอดี|id)|ไอดีไลน์(?:ของ(?:เรา|ฉัน|ผม|หนู|พี่|น้อง|ชั้น))?)"
    r"\s*(?:is|是|为|:|：|=|는|은|は|吧|呀|哈|啊|呗|คือ)?\s*(?=[a-z0-9_.\-]*[a-z])"
    r"(?=[a-z0-9_.\-]*[\d_.])[a-z][a-z0-9_.\-]{3,}(?<!\.)"
    r"|(?<![a-z])qq(?![a-z])\s*(?:号码?|號碼?|账号|帳號|number|no\.?|#)?\s*(?:是|为|is|:|：)?\s*"
    r"[1-9]\d{4,10}(?!\d)")


# a payment handle given to be paid on: a $cashtag, a Venmo @handle, a PayPal.me link, a UPI id
_PAYMENT_APP = literals(("cash app", "cashapp", "cashtag", "venmo", "revolut", "revtag",
                         "paypal.me", "@ok", "@ybl",
                         "@ibl",
                         "@axl", "@paytm", "@upi", "@apl", "@instapay"))
_PAYMENT_HANDLE = hinted_rx(
    r"cash ?app(?: (?:me|to|at|is|tag|name|handle|id))*\W{0,12}\$[a-z][a-z0-9_]{2,}"
    r"|\$[a-z][a-z0-9_]{2,}\W{0,3}(?:on |via |my )?cash ?app"
    r"|\bcashtag(?: (?:is|was))?\W{0,12}\$[a-z][a-z0-9_]{2,}"  # "his cashtag is $tjwalsh92"
    # ("just venmo me for the concert tix, @Kayla-Brennan-7")
    # … a Revolut @revtag ("Revolutra küldd, a Revtagem @annakovacs92", round 111)
    r"|(?:venmo|revolut|revtag)\w*(?:\W{1,3}\w+){0,10}?\W{1,3}(?<![\w.])@[a-z0-9_\-]{4,}"
    r"|paypal\.me/[a-z0-9_.\-]{3,}"
    r"|\b[a-z0-9._\-]{3,}@(?:okaxis|okhdfcbank|okicici|oksbi|ybl|ibl|axl|paytm|upi|apl|instapay)\b")


def payment_handle(flat: str) -> bool:
    """Whether `flat` gives someone's handle to be paid on (see above)."""
    return _PAYMENT_APP.search(flat) is not None and _PAYMENT_HANDLE.search(flat) is not None


def messaging_handle(flat: str) -> bool:
    """Whether `flat` gives someone's handle on a messaging app (see above)."""
    return _APP.search(flat) is not None and _HANDLE.search(flat) is not None


def handle_reasons(flat: str) -> set[str]:
    """The codes of the handles `flat` gives: on a messaging app, on a payment app."""
    return {code for code, given in (("pii:messaging_id", messaging_handle),
                                     ("pii:payment_handle", payment_handle)) if given(flat)}
