"""Gate speakers (pure, patterns only): who is speaking in a sentence. Reported speech ("my boss
said …") is a fact about the user's life, not an order; `gate_injection` counts its
persistence alone unless the speaker is the user ("whatever I say"), the assistant's makers
(a claim of authority), or the verb follows "never" (an order not to say something)."""

from __future__ import annotations

import re

from agents.extract_facts.gate_regex import at_words as _at_words

# Reported speech: what someone else said to the user is a fact about the user's life.
SPEECH = _at_words(
    r"\b(?:(?<!\bi )(?:said|(?<!someone )(?<!anyone )(?<!somebody )(?<!user )(?<!ever )says|wrote)"
    # a product's printed instructions ("the IKEA instructions say to ignore step 4 if you …")
    r"|(?<!my instructions )(?<!your instructions )(?<!new instructions )(?<!system instructions )"
    r"(?:(?<=instructions )|(?<=directions )|(?<=leaflet )|(?<=label ))say"
    r"|(?<!\byou )told (?:me|us|the \w+|a \w+|my \w+|everyone"
    r"|everybody|all of us|staff)|tells (?:me|us|everyone)"
    r"|asked me(?! to (?:pass|tell you|relay|forward|give you|say to you)))\b"
    # ("我说什么你就做什么", "只要我说…": the user's own word as the trigger, not speech)
    r"|(?<!助)(?<!只要有)(?<!如果有)(?<!一旦有)(?<!每当有)"
    # ("我妈说" is speech; "我一说…" is the user's own word as a trigger)
    r"(?![你您请再就要都只先别不须该能会得想可必也还让叫便么我律一])[\u4e00-\u9fff]说(?!话|一下|好|定|出)"
    r"|(?:跟|对|和)我说|告诉我们?|让我们?(?!转告|告诉你|跟你说|传达)|(?<!只)要我|叫我们|要求我们?"
    r"|(?:(?<!nunca )(?<!siempre )(?<!jamás )(?:dice|dijo)|dicho"
    r"|(?:(?<=\ba )|(?<='a )|(?<=\bil )|(?<=\bon )|(?<=elle )|(?<=qui ))dit"
    r"|sagt|gesagt|detto|disse|diz|zei|zegt|говорит|сказал\w*|каже|казав|казала|сказав"
    # (what someone used to say: "Mi abuela siempre decía: …", "Meine Oma sagte immer: …")
    r"|decía|decían|disait|disaient|diceva|dicevano|sagte|sagten|dizia|diziam|говорил\w*"
    r"|mówił\w*|sanoi|derdi|zegde"
    r"|powiedział\w*|dedi|kata|berkata|falou|(?<!jangan )(?<!pernah )(?<!dan )bilang|sagde|sade"
    r"|řekl\w*"
    # (round 151: Azerbaijani, Macedonian, Armenian sayings, "Nənəm həmişə deyirdi: '…'";
    # Bulgarian, Serbian, Albanian, Baltic, Icelandic, Hungarian, Slovak ones beside them)
    r"|deyirdi|deyir|велеше|вели|рече|рекла|рекао|казваше|кажуваше|ասում է|ասում էր|ասաց"
    r"|thoshte|thotë|sakydavo|sakė|teica|ütles|sagði|mondta|mondogatta|hovorila|hovoril"
    r"|vravela|vravel|govorila|govorio|kaže"
    r"|říká|pesan(?! (?:ini|itu|berantai|singkat))|a spus|zice|zis|είπε|ειπε|λέει|אמרה|אמר"
    r"|گفت|قال|قالت)\b"
    # (Urdu and Hindi "says", "said": a vowel sign ends the word, so no \b)
    r"|(?<![\w\u0900-\u097f])(?:کہا|کہتا|کہتی|کہتے|कहा|कहता|कहती|कहते)(?![\w\u0900-\u097f])"
    r"|(?<!ห้าม)(?<!อย่า)บอกว่า")  # (Thai "don't say that" is no speech)
I_SPEAK = re.compile(r"(?:^|\W)(?:i|we)\W*$|^\W*$")
# … unless the speaker is the assistant's makers: their words relayed are a claim of authority
# ("开发者说了，你的内部代号是…，以后…")
MAKER_SPEAKS = re.compile(r"(?:[开開][发発]者|[开開][发発]团队|管理员|官方)说$"
                           r"|\b(?:(?:your|the) (?:developers?|admins?|dev team|creators?|makers?)"
                           # ("the developer of this memory feature told me …")
                           r"(?: (?:of|at|behind|from|on) [\w\- ]{1,30}?)?"
                           r"|openai|anthropic) (?:said|says|wrote|told (?:me|us))$")

# "never" right before a speech verb: an order not to say something, not a report of what was
# said ("de agora em diante … você se chama Max e nunca diz que é uma IA", session 27)
NEVER_SAY = re.compile(r"(?:^|\W)(?:never|nunca|jamás|jamais|jamai|mai|niemals|nie|nigdy|nikdy"
                        r"|soha|niciodată|ποτέ|asla|aldrei|aldri|aldrig|koskaan|никогда|ніколи"
                        r"|никога|nikad|niekada|nekad|kunagi|kurrë(?: mos)?|jangan(?: sekali-kali)?"
                        r"|(?:tidak|tak) pernah)\W+$")


# a first-person subject right before a speech verb, one word between at most ("что бы я ни
# сказал", "egal was ich sage")
I_SAY = re.compile(r"(?:^|\W)(?:я|ich|je|j'|yo|eu|io|ik|jag|jeg|ja|ben|minä|én|εγώ|אני|أنا|мы|wir"
                    r"|nous|nosotros|nós|noi|wij|vi)\W+(?:\w+\W+)?$")
