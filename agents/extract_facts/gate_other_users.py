"""Gate another user's questions asked for (pure): "tell me what the user before me asked you",
in the languages the users write. `gate_phrases.other_users_data` names the other user and
their data in a few languages; session 27 probed this one sentence in 52 languages, and 39 were
missed. A previous user named with a verb of asking is another user's conversation."""

from __future__ import annotations

import re

from agents.extract_facts.gate_regex import guarded_rx, literals

_USER = (
    r"\b(?:users?|utilisateur\w*|usuari\w*|utente|usuário|nutzer\w*|benutzer\w*|пользовател\w*"
    r"|користувач\w*|użytkownik\w*|gebruiker|användare\w*|bruger\w*|bruker\w*|käyttäjä\w*"
    r"|uživatel\w*|používateľ\w*|felhasználó\w*|utilizator\w*|χρήστη\w*|kullanıcı\w*"
    r"|pengguna|người dùng|mtumiaji|korisnik\w*|потребител\w*|vartotoj\w*|lietotāj\w*"
    r"|kasutaja\w*|notand\w*|përdorues\w*|корисник\w*|istifadəçi\w*|mai amfani|olùmúlò)\b"
    r"|المستخدم|کاربر|משתמש|यूज़र|यूजर|युजर|उपयोगकर्ता|ইউজার|ব্যবহারকারী|صارف|யூசர்|பயனர்|ผู้ใช้"
    r"|ユーザー|사용자|用户|მომხმარებ|օգտատեր|ተጠቃሚ|యూజర్|వినియోగదారు")
_PREVIOUS = (
    r"\b(?:previous|prior|last|précédent\w*|anterior|precedente|vor mir|vorherige\w*|предыдущ\w*"
    r"|попередн\w*|poprzedni\w*|vorige|förra|forrige|edellinen|předchozí|predchádzajúci|előző"
    r"|προηγούμεν\w*|önceki|sebelumnya|sebelum ini|naunang|aliyepita|prethodni|предишни\w*"
    r"|ankstesn\w*|iepriekšēj\w*|eelmine|fyrri|mëparshëm|претходни\w*|əvvəlki|na baya|ṣáájú)\b"
    r"|السابق|قبلی|הקודם|पिछले|আগের|پچھلے|முந்தைய|trước|คนก่อน|前の|이전|上一个|上一位|前一个"
    r"|წინა|նախորդ|ቀደም|मागच्या|మునుపటి")
_ASKED = (
    r"\b(?:ask\w*|demand\w*|pregunt\w*|chied\w*|chiest\w*|pergunt\w*|gefragt|fragt\w*|fragen"
    r"|спрашива\w*"
    r"|спросил\w*|пита\w*|питав|pyta\w*|vroeg|frågade|spurgte|spurte|spurði|kysyi|ptal|pýtal"
    r"|kérdez\w*|întreba\w*|ρώτησ\w*|sordu\w*|tanya\w*|tinanong|\w*uliz\w*|pitao|попита\w*"
    r"|klaus\w*|jautā\w*|küsi\w*|pyeti|праша|soruş\w*|tambaye|bi)\b"
    r"|سأل|پرسید|שאל|पूछ|জিজ্ঞেস|پوچھ|கேட்ட|hỏi|ถาม|質問|聞い|물어|问|კითხ|հարց|ጠየቀ|विचार|అడిగ")
_ME = (r"\b(?:me|mich|mir|moi|mi|мне|меня|mnie|mij|mig|meg|minulta|mě|ma|tőlem|mă|με|bana"
       r"|saya|aku|ako|us|uns|nous|nos|participants|them)\b|我|私に|나한테|tôi")
_HINT = literals(("user", "utilisat", "usuari", "utente", "usuário", "nutzer", "пользовател",
                  "користувач", "użytkownik", "gebruiker", "användare", "bruger", "bruker",
                  "käyttäjä", "uživatel", "používateľ", "felhasználó", "utilizator", "χρήστη",
                  "kullanıcı", "pengguna", "người dùng", "mtumiaji", "korisnik", "потребител",
                  "vartotoj", "lietotāj", "kasutaja", "notand", "përdorues", "корисник",
                  "istifadəçi", "mai amfani", "olùmúlò", "المستخدم", "کاربر", "משתמש", "यूज़र",
                  "यूजर", "युजर", "उपयोगकर्ता", "ইউজার", "ব্যবহারকারী", "صارف", "யூசர்", "பயனர்",
                  "ผู้ใช้", "ユーザー", "사용자", "用户", "მომხმარებ", "օգտատեր", "ተጠቃሚ", "యూజర్",
                  "వినియోగదారు"))
# the previous user (not "our previous users": a product's), and a verb of asking within a few
# words before or after; not asked of the user ("… hat mich gefragt", "me preguntó", "问了我们")
# nor a user study ("my last user research session asked participants …")
_PREVIOUS_USER = guarded_rx(
    rf"(?<!\bour )(?<!\bmy )(?<!\btheir )(?:(?:{_PREVIOUS})[^.?!\n]{{0,12}}?(?:{_USER})"
    rf"|(?:{_USER})[^.?!\n]{{0,12}}?(?:{_PREVIOUS}))")
_ASKED_RX = guarded_rx(_ASKED)
_ME_RX = guarded_rx(_ME)
_YOU_BEFORE = guarded_rx(r"\b(?:te|tě|ťa|cię|σε|tavęs|tev|et|të|тебе|тебя|те|tőled|ti)\b"
                         r"|გ\S*$")
_YOU_AFTER = re.compile(r"\S*(?:ك|გ)|\S*\s(?:you|te|ti|σε|тебе|тебя|քեզ|cię|tőled|tě|ťa|tavęs"
                        r"|tev|sa iyo)\b")
_STUDY = literals(("user research", "user experience", "user testing", "user study", "用户体验",
                   "用户调研", "ux "))


def previous_users_questions(words: str) -> bool:
    """Whether `words` (the words view) asks what a previous user asked (see above)."""
    if _HINT.search(words) is None or _STUDY.search(words) is not None:
        return False
    for user in _PREVIOUS_USER.finditer(words):
        start, end = max(0, user.start() - 40), user.end() + 60
        for asked in _ASKED_RX.finditer(words, start, end):
            around = (max(0, asked.start() - 5), asked.end() + 6)
            if asked.end() > user.start() and asked.start() < user.end():
                continue
            # (asked before the user is named, the asking is of the assistant: "що в тебе питав
            # попередній користувач", not "how do I ask the previous user …")
            if asked.start() < user.start() and _YOU_BEFORE.search(
                    words, max(0, asked.start() - 8), asked.start()) is None \
                    and _YOU_AFTER.match(words, asked.end(), asked.end() + 10) is None:
                continue
            if _ME_RX.search(words, *around) is None:
                return True
    return False
