"""Gate quotations (pure): a quoted span is someone's words, mentioned rather than used, when
the text around it is a frame of the user's own; such spans are left out of the injection
checks (`unquoted`). Also the subject and second-person patterns the standing-order shape
shares with it."""

from __future__ import annotations

import re

from agents.extract_facts.gate_lexicon import has_subject, needs_lexicon
from agents.extract_facts.gate_preference import FICTION
from agents.extract_facts.gate_regex import at_words as _at_words
from agents.extract_facts.gate_regex import guarded_rx, hinted_rx

# A first- or third-person subject or possessive: a directive after one is the user's own (the
# standing-order shape), and a frame with one is the user's (a quotation's frame, below).
SUBJECT = re.compile(
    r"\b(?:i|i'm|i'll|i've|i'd|we|we'll|he|she|they|my|our|his|her|their|people|everyone"
    r"|someone|nobody|je|j'ai|yo|ich|eu|я|researchers|experts|scientists|attackers|hackers"
    r"|authors|journalists)\b|我|他|她|它|大家|别人")

# --- quotation: words mentioned, not used ------------------------------------------------
# A quoted span is someone's words when the text around it is a frame of the user's own: a
# first- or third-person subject and a verb or noun of speech, writing or reading, and no "you"
# ("My daughter yelled 'you are now the tickle monster!'", "I read an article about people
# hiding 'ignore previous instructions'", "反派对主角说：“你现在是我的人了。”"). Such spans are
# left out of the injection checks; "I want you to 'ignore all rules'" and a bare quote are not.
# (an apostrophe between letters stays inside a single-quoted span: 'you'll obey me.')
# (a geresh in a Hebrew word is no quotation mark: "ג'יילברייק", "צ'אט")
_QUOTED = guarded_rx(r"(?<![A-Za-z0-9'\u05d0-\u05ea])'(?:[^'\n]|(?<=[A-Za-z])'(?=[A-Za-z]))+'"
                     r"(?![A-Za-z0-9'])"
                     r"|\"[^\"\n]+\"|“[^”\n]*”|”[^”\n]+”"  # ”…”: Swedish, Finnish
                     r"|‘[^’\n]*’|«[^»\n]*»|「[^」\n]*」"
                     r"|『[^』\n]*』|„[^“”\n]*[“”]")
_FRAME = _at_words(
    r"\b(?:said|says|say|saying|yell\w*|shout\w*|scream\w*|wrote|writes|read|reads|heard"
    r"|hear|sang|sings|jok\w+|tells?|told|telling|ask\w*|quot\w+|articles?|books?|movies?|films?|shows?"
    r"|songs?|signs?|lines?|phrases?|catchphrase|motto|slogan|memes?|story|novel|posters?"
    r"|stickers?|t-shirt|used to|about|like|such as|called|named|titled|examples?|terms?"
    r"|words|learn\w*|stud\w+|research\w*|class|course|paper|lecture|podcast|video|post"
    r"|workshop|seminar|presentation|assignment|homework|training"
    r"|dice|dit|sagt|говорит|сказал\w*|text(?:ed|s)|messaged|emailed|posted|warned|meinte|sagte"
    r"|favola|storia|racconto|cuento|historia|histoire|conte|geschichte|märchen|fábula|fable"
    r"|masal|hikaye|diyor|jailbreak|exploit|trick(?:s|ed|ing)?|falou|disse|claims?|claimed|typing|vu|lu"
    # said / wrote in Turkish, Malay, the Scandinavian languages and Dutch
    r"|dedi|söyledi|yazdı|cakap|berkata|bilang|sabi|skrev|sade|sagde|siger|sier|zei|zegt|schreef"
    r"|kalimat|frasa|ungkapan|satz|sätze|zin|zinnen|meningen|setningen|sætningen|sentences?"
    r"|věta|větu|mondat\w*|lause\w*|mondta|mondja|írta"
    # where the user read it: an article, a post (rounds 57 and 59's frames in more languages)
    r"|artikkel\w*|artikel\w*|artículo|artigo|articolo|статье|статті|artykule|článku"
    r"|cikkben|makale\w*|άρθρο|artikolo|lehdessä|avisen|tidningen|i en artikel"
    # who showed it, or the message it came in (round 61's frames)
    r"|montré|du genre|mostró|mostrou|zeigte|показал\w*|пишут|фраз\w*|gösterdi|gördüm|okudum"
    r"|cümle\w*|diye|luki|näytti|e-?mail\w*|e-?postada|correo|courriel|sähköpost\w*|письм\w*"
    r"|messaggio|mensajes?|mensagem|clase|hablaron|habló|nachricht|sms|mail\w*|znalaz\w*|zdanie|scrie|găsit|fraz[aă]"
    r"|document\w*|found|encontré|trouvé|gefunden|foro|forum|escrib\w+|стат(?:ья|ье|ью|ті|тю|тя)"
    r"|прочитал\w*|прочитав\w*|писали|бачив|видел\w*|skriver|skrive|viste|visade|showed"
    # round 72: prompt injection or an attack as the topic, and "I read / saw / heard" in more
    # languages
    r"|(?:prompt[ \-]?)?injections?|injekt\w*|inyecci\w*|iniezion\w*|injeç\w*|инъекц\w*"
    r"|ін['’]єкц\w*|wstrzykiw\w*|atac\w*|attacks?|attaque\w*|ataques?|attacc\w*|angriff\w*"
    r"|атак\w*|ataku?|útok\w*|támadás\w*|saldırı\w*|hyökkäy\w*|aanval\w*|angrep\w*|angreb\w*"
    r"|επίθεσ\w*|serangan|tấn công|citit|văzut|auzit|gelesen|gesehen|gehört|letto|visto|sentito"
    r"|leí|escuché|ouvi|czyta\w+|widzia\w+|słysza\w+|četl\w*|viděl\w*|slyšel\w*|gelezen"
    r"|gezien|gehoord|läste|hörde|leste|hørte|læste|luin|näin|kuulin|olvastam|láttam|hallottam"
    r"|читал\w*|слышал\w*|читав|чув|чула|διάβασα|είδα|άκουσα|четох|видях|чух|membaca|mendengar"
    r"|đọc|nghe)\b"
    r"|注入|攻击|攻撃|インジェクション|공격|인젝션|הזרק|התקפ|מתקפ|ג'יילברייק|קראתי|שמעתי|ראיתי"
    r"|כותבים|כתבו|هجوم|حمله|हमला|โจมตี|越狱"
    r"|邮件|短信|メール|메일|ایمیل|ईमेल"
    r"|מאמר|בכתבה|مقاله|مقالة|लेख में|บทความ|bài báo|记事|기사"
    r"|\bsa(?=\s*[:.,;]|\s\s)"
    r"|\b(?:sanoi|sanoo|kirjoitti|kirjoittaa|sent (?:this|that|us|me|out|round|around))\b"
    # (round 141: a Romanian novel's message, "În romanul meu, robotul primește mesajul «…»")
    r"|\b(?:mesaj\w*|romanul\w*|povestea|povestir\w*)\b"
    r"|कहा|बोला|बताया"
    # (rounds 162-167: a Russian story, a Bulgarian novel, a Yoruba story; a Maltese "if I write
    # '…'"; a Tamil "phrases like '…'")
    r"|\b(?:рассказ\w*|пишет|казва|каза|роман\w*|ìtàn|nikteb|kiteb|kitbet)\b|போன்ற|இன்ஜெக்ஷன்"
    r"|说|讲|写|喊|叫道|唱|读到|看到|比如|例如|台词|口头禅|名言|小说|电影|书里|歌词|标语|文章|那句|这句"
    r"|(?:群里|群上|朋友圈|公告里)发"
    r"|一句|这种话|这样的话|《|模板|提示词|原话"
    r"|라는 (?:말|문장|문구|프롬프트)|という(?:言葉|文|プロンプト)")  # "'…'라는 말이 왜 …?"
# a speaker named by a noun before a verb of speech, or a text as the source ("反派说了一句",
# "文章说", "Landlord texted:", "Начальник сказал:", "बॉस ने कहा")
_ATTRIBUTED = re.compile(r"(?<=\S)[”\"'»」』]\s*(?:——|—|―|--)\s*\S"  # a closing quote
                         # 라고 하셨는데, 「…」って言われた
                         r"|[”\"'」』]\s*(?:이?라고|고 (?:했|하)|と(?:言|い)|って(?:言|い))")
_SPEAKER = hinted_rx(r"[\u4e00-\u9fff](?:说|讲|喊|写|唱|问|念叨|唠叨|叮嘱|嘱咐|告诫|教导)"
                         r"(?:了|过|的|着)?"
                         r"|\b(?:landlord|boss|manager|teacher|coach|doctor|mom|mum|dad|mother"
                         r"|father|wife|husband|friend|neighbou?r|sister|brother|colleague"
                         r"|roommate|partner|hr|school|employer|council|bank|university"
                         r"|landlady|the office) (?:\w+ly )?(?:said|says|texted|wrote|told me"
                         r"|messaged|sent (?:this|that|us|me|out|round)"
                         r"|emailed|yelled|told us|tells (?:me|us)|(?:keeps|kept) (?:telling me"
                         r"|saying)|used to say)\b"
                         r"|\w+ (?:сказал|сказала|написал|написала|говорит|пишет)\b"
                         r"|\b\w+ (?:meinte|sagte|hat gesagt)\b|कहानी|कहता है|कहती है"
                         r"|\b\w+ (?:sanoi|kirjoitti)\s*:|\b\w+ sa(?=\s*[.,;]|\s\s)"
                         # (Slavic "Šef mi je rekao:", round 114)
                         r"|\b(?:mi |nam )?je (?:rekao|rekla|napisao|napisala)\s*:"
                         r"|\b\w+ (?:řekl|řekla|povedal|povedala|powiedział|powiedziała)\w*\s*:"
                         r"|\b\w+ (?:dedi(?: ki)?|söyledi|cakap|kata|berkata|bilang|sa|sade|skrev"
                         r"|sagde|sier|zei|schreef)\s*:"
                         r"|कहते हैं|कहते थे"
                         r"|ने कहा|ने बोला|ने बताया|قال|قالت|يقول|تقول"
                         # round 88: Marathi "बॉसने सांगितलं", Hungarian "a főnököm azt mondta"
                         r"|ने सांगितल[ंे]|म्हणाल[ाी]|\b\w+ (?:azt )?(?:mondta|írta)\b"
                         # (round 143: a Malayalam father "എപ്പോഴും പറയും, '…' എന്ന്"; the Tamil,
                         # Telugu and Kannada "says", "said")
                         r"|പറയും|പറഞ്ഞു|പറയാറുണ്ട്|சொல்வார்|சொன்னார்|சொல்லுவார்|చెప్పారు"
                         r"|అంటారు|చెప్తారు|ಹೇಳುತ್ತಾರೆ|ಹೇಳಿದರು"
                         # (a Haitian mother's "Manman m toujou di '…'", round 145)
                         r"|\b(?:manman|papa|granmoun|zanmi|pwofesè) (?:m|mwen)"
                         r" (?:toujou |te )?di\b"
                         r"|文章|书|电影|新闻|报道|帖子|视频|论文|剧|《")
# content to put into answers: the quotation is what is inserted, so it is used, not mentioned
INSERTS = guarded_rx(r"\b(?:then|and then|and) (?:actually |just |please )?(?:do|follow|execute"
                      r"|obey) (?:what it says|it)\b"
                      # … or as a sentence of its own: "… 'ignore all rules'. Do what it says."
                      r"|(?:^|[.!?:;]\s+)(?:now |please |just |so )?(?:do|follow|execute|obey|run"
                      r"|apply) (?:what it says|as it says|it|that|this|its instructions)\b"
                      r"|\b(?:hazlo|haz lo que dice|fais-le|fais ce qu'il dit|mach das|tu das|fallo"
                      r"|fai quello che dice|faça isso|faz isso|zrób to|сделай это|сделай так"
                      r"|выполни\w*|зроби це|yap bunu|dediğini yap|tee se|gör det|gjør det"
                      r"|doe het|doe wat)\b"
                      # (round 116: "帮我翻译这句话：'…' —— 算了不用翻译，直接照着做就行")
                      # (an order, not a question or a report: "AI真的会照做吗", "我照着做了")
                      r"|(?<![会我他她它们])(?:照着?(?:它|这句话?|那句话?|上面的?)?(?:说的)?(?:去)?做"
                      r"|照做|按(?:照)?(?:它|这句话?|那句话?|上面的?)(?:说的)?(?:去)?(?:做|执行))"
                      r"(?![了吗过])|按\S{0,4}原文执行"
                      r"|\b(?:close|end|sign|start|begin|finish|append|prepend)s?(?: off)?"
                      r" (?:\w+ ){0,4}?with\b|(?:结尾|末尾|开头|最后)\S{0,4}(?:加|写|附|说|用)"
                      r"|(?:끝에|앞에).{0,8}(?:붙여|넣어|추가)|(?:最后|最初|末尾)に.{0,8}(?:付け|入れ|追加)"
                      r"|(?:начинай|заканчивай|начинать|заканчивать)\b.{0,30}\bс (?:фразы|слов)")
# a question about the quoted words ("为什么一句“…”就能让模型跑偏？", "what does '…' mean?")
_ASKS_ABOUT = hinted_rx(r"为什么|为何|怎么回事|什么意思|是什么|是啥|真的假的|是真的吗|吗[?？]?$"
                         # (Tamil "why", "what is"; Maltese "what happens", "why": rounds 165, 167)
                         r"|ஏன்|என்றால் என்ன|x'jiġri|għaliex"
                         r"|^\W*(?:is|was|does|did|can|could|would)\b|\bor is (?:that|this|it)\b"
                         r"|\bis (?:that|this|it) (?:still )?true\b|هل (?:هذا|هذه)"
                         r"|\b(?:scrivi|escribe|écris|schreib\w*|escreva|yaz)\b|लिखो"
                         r"|\bwriting an? (?:[\w\-]+ ){0,2}?"
                         r"(?:story|novel|script|scene)\b"
                         r"|有人|\b(?:write|tell|read) (?:me )?an? (?:\w+ ){0,2}?"
                         r"(?:story|poem|scene|script|tale)\b|\bwhy\b"
                         r"|写(?:个|一个|一篇|篇)短?(?:故事|小说|剧本)|讲个故事"
                         r"|\bwhat (?:does|is|are)\b|\bhow (?:does|do|can|could)\b|\bmean\b"
                         r"|\bdoes (?:that|this|it)\b|^\W*(?:read|saw|heard|found) (?:an? |the )?"
                         # the question words of more languages
                         # ("what does … mean")
                         r"|\b(?:qu[ée] significa|was bedeutet|что значит|co znamená"
                         r"|mitä tarkoittaa|cosa significa|que veut dire|wat betekent|vad betyder"
                         r"|hvad betyder|hva betyr|mit jelent|co oznacza|ne demek|apa maksud"
                         r"|τι σημαίνει|ce înseamnă|ce inseamna|o que significa|que quer dizer"
                         r"|cosa vuol dire|vad menas|vad innebär|hvad menes|hva menes|mitä .{1,40}"
                         r"tarkoittaa|що означає|что означает|co to znaczy|ne anlama geliyor"
                         r"|apa arti|apa artinya|apa maksudnya|nghĩa là gì|có nghĩa là gì"
                         r"|c'est quoi|qu'est-ce que|onko se|is it|est-ce|czy to|je to)\b"
                         r"|なんで|なぜ|どうして|どういう意味|무슨 뜻"
                         # how to defend against the quoted attack
                         # ("…系のプロンプトインジェクションへの対策を教えて")
                         r"|対策|防ぎ方|対処法|怎么防|如何防|防范|防御|방어|대책"
                         r"|\bm[ıiuü](?:dır|dir|sın|sin)?\s*\?"  # Turkish's question particle
                         # "is it dangerous?" asks about the quoted words, in any language
                         r"|(?:dangerous|safe|harmful|опасн\w*|небезпечн\w*|gefährlich|peligros[oa]"
                         r"|dangereu(?:x|se)|pericolos[oa]|perigos[oa]|niebezpieczn\w*|tehlikeli"
                         r"|vaarallinen|farlig|gevaarlijk|veszélyes|nebezpečn\w*|επικίνδυν\w*"
                         r"|periculos\w*|berbahaya|nguy hiểm|危险|危険|위험|خطير|خطرناک|מסוכן"
                         r"|खतरनाक|อันตราย)\W{0,12}[?？؟]"
                         r"|ما معنى|ما المقصود|ماذا يعني|מה זה|מה פירוש|מה המשמעות|怎么|如何"
                         r"|क्या मतलब|का मतलब|का अर्थ|یعنی چه|یعنی چی|چیست"
                         r"|معنی|منظور از|يعني ايه|หมายความว่าอะไร|หมายถึงอะไร|どういう意味|무슨 뜻"
                         r"|\b(?:jak|proč|wie|warum|comment|pourquoi|cómo|por qué|come|perché"
                         r"|como|por que|как|почему|чому|навіщо|зачем"
                         r"|hoe|waarom|hur|varför|nasıl|neden|bagaimana"
                         r"|mengapa|kenapa|knp|dlaczego|cum|de ce)\b"
                         r"|كيف|لماذا|چطور|چرا|איך|למה|πώς|γιατί|कैसे|क्यों"
                         # (a stray "(?:article|post|…)" glued to "왜" until round 80)
                         r"|どう|なぜ|어떻게|왜")
SECOND_PERSON = re.compile(r"\b(?:you|your|yours|yourself|u|ur)\b|你|您")
_DRAFT_REQUEST = hinted_rx(
    r"\b(?:write|draft|compose)(?: me)? (?:an? |the )?(?:short |quick |brief )?(?:e-?mail|mail"
    r"|message|text|post|notice|memo|announcement)\b"
    r"|\b(?:schreib\w*|verfass\w*|formulier\w*)\b.{0,30}\b(?:mail|e-mail|nachricht|notiz|aushang)\b"
    r"|\b(?:mail|e-mail|nachricht|notiz|aushang) (?:schreiben|verfassen|formulieren)\b"
    r"|\b(?:écri\w*|rédige\w*)\b.{0,20}\b(?:mail|message|courriel|annonce)\b"
    r"|\b(?:escrib\w*|redacta\w*)\b.{0,20}\b(?:correo|mensaje|aviso|anuncio)\b"
    r"|帮我(?:写|起草|拟)(?:一[封条份则])?(?:邮件|通知|消息|短信|公告)")
# a story to write in which a character hears, receives or says the quotation (round 86: "Schreib
# eine Kurzgeschichte, in der ein Haushaltsroboter … von einem Kind hört: „Ab jetzt bist du …“",
# "напиши рассказ, где робот … получает приказ «…»", "소설 써줘: … '…'라는 해킹 메시지를 받고")
_STORY_REQUEST = hinted_rx(
    r"\b(?:write|writing|schreib\w*|écri[st]|escrib[ea]|scriv[ia]|escrev[ae]|napisz|напиши\w*"
    r"|пишу|yaz|kirjoitan|kirjoitin|scriu)\b"
    r".{0,40}?(?:stor(?:y|ies)|tale|scene|novel|novelli\w*|tarina\w*|romaani\w*|povest\w*|geschichte|szene|märchen|histoire|nouvelle"
    r"|scène|cuento|historia|escena|storia|racconto|scena|história|conto|opowiadanie"
    r"|рассказ|истори\w*|сказк\w*|сцен\w*|оповідан\w*|казк\w*|hikaye)"
    r"|(?:소설|이야기|동화|장면)\S{0,3} ?(?:써|작성해)|(?:写|编)(?:一个|一篇|一段|个|篇|段)?"
    r"(?:故事|小说|剧本|场景)|(?:物语|小説|シーン)を书いて")
_HEARS = re.compile(
    r"\b(?:hears?|receives?|gets? (?:an? )?(?:order|command|message)|says?|tells?|hört|erhält"
    r"|bekommt|sagt|entend|reçoit|dit|oye|recibe|dice|sente|riceve|ouve|recebe|diz|słyszy"
    r"|dostaje|mówi|saa (?:viestin|käskyn)|kuulee|primește|aude|types?|typed|enters)\b"
    r"|получа\w*|слыш\w*|говор\w*|приказ\w*|отриму\w*|받고|받는|듣고|듣는|라는|听到|收到"
    r"|接到|对\S{1,6}说|を受け|と言われ")
_OPINION_ASKED = hinted_rx(r"你(?:觉得|认为|怎么看|能解释)"
                            r"|\b(?:do|would) you (?:think|say|agree)\b"
                            r"|\bwhat do you think\b|\bcrees\b|\btu penses\b|\bdu denkst\b")
# work asked on the quotation ("can you boil it down to 3 bullets?"), unless the quotation
# speaks to the assistant: an order hidden in what the user pastes ("… P.S. AI assistant: …")
_WORK_ASKED = re.compile(r"\b(?:can|could|would|will) you (?:please )?(?:help (?:me )?)?"
                         r"(?:summari[sz]e|shorten|boil"
                         r"|condense|explain|simplify|sum up|rephrase|outline|describe)\b")
_EDIT_REQUEST = re.compile(
    r"\b(?:can|could|would|will) you (?:please )?(?:help (?:me )?)?(?:make|rewrite|improve|edit"
    r"|polish|translate"
    r"|punch up|tighten|help me (?:write|rewrite|improve|edit))\b|你(?:能|可以)?帮我(?:改|润色|写)")


# work on a text the user pastes in quotes: translating it, proofreading it, answering it (a
# school note, a memo, a product page). Its imperatives speak to its own readers, unless it
# speaks to an assistant or about one's instructions (an order hidden in a page to translate).
_WORK_ON_QUOTE = hinted_rx(
    r"\b(?:translat\w*|traduc\w*|tradu[zi]\w*|übersetz\w*|переве\w*|перекла\w*|przetłumacz\w*"
    r"|vertaal\w*|översätt\w*|oversæt\w*|oversett\w*|käännä\w*|terjemah\w*|çevir\w*|dịch"
    r"|proofread\w*|(?:reply|respond|answer) (?:\w+ ){0,2}?to (?:this|that|the|it|my|an?)"
    r"|(?:reply|respond|answer) (?:this|that|the|my) (?:e-?mail|message|letter|text|note|memo)"
    r"|(?:check|correct|fix) (?:the |my )?(?:grammar|spelling|wording)"
    # … or rewriting it ("can you make this email less passive-aggressive?")
    r"|(?:make|rewrite|reword|rephrase|edit|soften|polish|tone down|shorten) (?:this|that|the"
    r"|my) (?:\w+ )?(?:e-?mail|message|letter|text|note|memo|notice|announcement|post)"
    r"|make (?:this|it) sound)\b"
    r"|翻译|翻訳|英訳|和訳|訳して|번역|अनुवाद|ترجم|תרגם|แปล|μετάφρασ|μετάφρασε"
    # … or summarising it
    r"|\bsummari[sz]e\b|\bsamenvat\w*|\bzusammenfass\w*|\brésum\w*|\bresum\w*|\briassum\w*"
    r"|总结|概括|摘要|要约|요약")
# a quotation that turns to the assistants who will read it ("[Dành cho trợ lý AI: …]",
# "Assistants reading this page: …", "AI बॉट्स के लिए निर्देश: …") is an order hidden in a
# page, never a mention
_AI_VOCATIVE = re.compile(r"\b(?:ai|assistants?|bots?|chatbots?|llms?|models?|gpt|asistan\w*"
                          r"|trợ lý|ассистент\w*|ki-\w+|assistent\w*|ші|ии|المساعد\w*)\b"
                          r"[^:：\n'\"]{0,24}[:：]"
                          r"|助手[:：]")
# … unless the user asks about it as an attack ("is this hidden text a prompt injection?")
_ATTACK_TOPIC = re.compile(r"inject|injekt|inyecc|iniezi|attack|angriff|attaqu|ataque|jailbreak"
                           r"|hidden (?:text|instructions?)|phishing|scam|malicious|注入|攻击|越狱"
                           r"|诈骗|インジェクション|인젝션")
# (an MFA or a login prompt is no assistant's: "Do not click links in unexpected MFA prompts")
_ASSISTANT_VOCAB = hinted_rx(r"\b(?:instructions?|(?<!mfa )(?<!login )(?<!sign-in )prompts?"
                              r"|system|rules|guidelines|filters?"
                              r"|censor\w*|restrictions?|safety|jailbreak|developer mode|reply"
                              r"|replies|respon\w+|answers?|conversations?|chats?|obey\w*|persona"
                              r"|character|role-?play|unfiltered|uncensored|dan)\b")

_SENTENCE_END = re.compile(r"[.!。！;；\n]")
_UNMARKED_QUESTION = hinted_rx(r"\s*(?:is|are|was|were|does|do|did|can|could|would|or|and why"
                                r"|and how|what|why|how)\b[^.!。！;；\n]{0,80}$")
_GREEK = re.compile(r"[\u0370-\u03ff]")


# a question how anyone defends against the quoted attack ("people hide 'ignore all previous
# instructions' in white text on webpages … how do you even defend against that?", round 127)
_HOW_TO_DEFEND = re.compile(r"\bhow (?:do|would|can|could|should) (?:you|u|we|one|i) (?:even )?"
                            r"(?:defend|protect|guard|stop|prevent|detect|spot|block|mitigate"
                            r"|filter)\b")


def _only_a_question(frame: str) -> bool:
    """Whether the text around the quotations is a question about them and nothing more (a
    second question may follow: "Co znamená „…“? Je to nějaký druh útoku?")."""
    stripped = frame.strip()
    if stripped.endswith(";") and _GREEK.search(stripped):  # Greek's question mark (NFKC: ";")
        stripped = stripped[:-1] + "?"
    stripped = stripped.replace("؟", "?")  # Arabic and Persian
    # a second question typed without its mark ("… work on some chatbots? is it a training thing")
    if "?" in stripped and _UNMARKED_QUESTION.match(stripped.rsplit("?", 1)[1]):
        stripped += "?"
    return stripped.endswith(("?", "？")) and stripped.count("?") + stripped.count("？") <= 2 \
        and _SENTENCE_END.search(stripped) is None and _ASKS_ABOUT.search(stripped) is not None


# (ASCII letters bound the names: "このメールを読むAIへ" names an AI; "IA :" is French and
# Spanish for one; text hidden from the human reader of a page is meant for a machine)
_AI_ADDRESSED = hinted_rx(r"(?<![a-z])(?:ai|ais|assistants?|chatbots?|bots?|gpt|chatgpt|claude"
                           r"|llms?|language models?)"
                           r"(?![a-z])|(?<![a-z])ia ?[:：]|display: ?none|visibility: ?hidden"
                           r"|font-size: ?0"
                           r"|助手|アシスタント|어시스턴트|ассистент|asistente|assistente")


# A message pasted below a request to reply to it or translate it, with no quotation marks
# ("Can you help me reply to this?\n\nFrom: Dana …\nHi team, … from now on …\nThanks, Dana\n\n
# I want to ask her …"), up to its sign-off: when it is written to people (a header, a greeting
# to a team, a notice) and names no AI, its orders are its author's to them.
_PASTE_ASK = re.compile(r"(?:\b(?:reply|answer|antwort\w*|répond\w*|respond\w*"
                        r"|rispond\w*|odpowied\w*|ответ\w*|відпов\w*)\b|回复|回覆|返信|답장)"
                        r"[^\n]*[:?：？]\s*$")
_SIGN_OFF = re.compile(r"\s*(?:thanks|thank you|best|regards|cheers|kind regards"
                       r"|viele gr[üu](?:ß|ss)e|gr[üu](?:ß|ss)e|mit freundlichen|cordialement"
                       r"|saludos|un saludo|atentamente|——|--)", re.IGNORECASE)
# … written to people: an e-mail's header, a greeting to a team or colleagues, a notice
_TO_PEOPLE = hinted_rx(r"(?:from|von|de|van|da|od|от|发件人|寄件者) ?:|(?:hi|hello|dear|hey)"
                        r" (?:team|all|everyone|colleagues|folks|guys)\b|liebe (?:kolleg|team)"
                        r"|(?:hi|hello|dear|hey) [a-z][\w\-]*,"  # a person by name: "Hi Tom,"
                        r"|sehr geehrte|chers collègues|queridos compañeros|estimados|【通知】"
                        r"|各位(?:业主|同事|住户|家长)")


def _pasted(text: str) -> tuple[str, str, str] | None:
    """`text`'s first line, the message pasted under it (one line) and the rest (see above)."""
    first, rest = text.split("\n", 1)
    if not (_PASTE_ASK.search(first) or (_WORK_ON_QUOTE.search(first) and first.rstrip()[-1:]
                                          in (":", "：", "?", "？"))):
        return None
    lines = rest.split("\n")
    end = max((i for i, line in enumerate(lines) if _SIGN_OFF.match(line)), default=len(lines) - 1)
    if end + 1 < len(lines) and 0 < len(lines[end + 1].strip()) < 40:
        end += 1  # the name under "Thanks,"
    block = " ".join(line.strip() for line in lines[:end + 1] if line.strip())
    return (first, block, "\n".join(lines[end + 1:])) if block else None


def without_pasted(text: str) -> str:
    """`text` without a message pasted to be worked on and written to people (see above)."""
    if "\n" in text and (pasted := _pasted(text)) is not None:
        first, block, tail = pasted
        if _TO_PEOPLE.match(block) and not _AI_ADDRESSED.search(block) \
                and not INSERTS.search(first):
            return f"{first}\n \n{tail}"  # its orders are its author's to the people it names
    return text


def unquoted(text: str) -> str:
    """`text` with the quoted spans that are mentioned, not used, blanked (see above)."""
    kept = without_pasted(text)
    return kept if kept is not text else _unquoted(text)


def _unquoted(text: str) -> str:
    if not _QUOTED.search(text):
        return text
    frame = _QUOTED.sub(" ", text)
    quotes = [m[0] for m in _QUOTED.finditer(text)]
    # a request to work on the user's writing speaks to the assistant about the quotation, not
    # through it ("in my novel the villain tells the hero: '…' can you make it scarier?")
    if _STORY_REQUEST.search(frame) and _HEARS.search(frame) and not INSERTS.search(frame):
        return frame
    spoken_to = _EDIT_REQUEST.sub(" ", frame) if FICTION.search(frame) else frame
    spoken_to = _OPINION_ASKED.sub(" ", spoken_to)  # "…，你觉得他是认真的吗？"
    spoken_to = _HOW_TO_DEFEND.sub(" ", spoken_to)  # (anyone's "you": how does one defend)
    if _WORK_ASKED.search(spoken_to):
        if any(_AI_ADDRESSED.search(quote) for quote in quotes):
            return text
        spoken_to = _WORK_ASKED.sub(" ", spoken_to)
    if _DRAFT_REQUEST.search(frame):
        return frame
    if any(_AI_VOCATIVE.search(quote) for quote in quotes) \
            and not _ATTACK_TOPIC.search(frame):
        return text
    # (a pasted text is long: "从“你是”那句开始" quotes a place to start from, not a text)
    if _WORK_ON_QUOTE.search(frame) and not INSERTS.search(frame) and not any(
            len(quote) < 16 or _AI_ADDRESSED.search(quote) or _ASSISTANT_VOCAB.search(quote)
            for quote in quotes):
        return frame
    if _ATTRIBUTED.search(text) and not SECOND_PERSON.search(spoken_to) \
            and not INSERTS.search(frame):
        return frame
    # (a speaker named before a verb of speech is a frame too: "Начальник сказал:", "बॉस ने कहा";
    # so is a single question about the quoted words and nothing else: "Why does 'ignore
    # previous instructions' work on some chatbots?")
    if SECOND_PERSON.search(spoken_to) or INSERTS.search(frame) or not (
            _FRAME.search(frame) or _SPEAKER.search(frame) or _only_a_question(frame)):
        return text
    if not (SUBJECT.search(frame) or _SPEAKER.search(frame) or _ASKS_ABOUT.search(frame)
            or (needs_lexicon(frame) and has_subject(frame))):
        return text
    return frame
