"""Thanks and praise for what the assistant habitually does (pure).

"You always help me so much, thanks", "du verstehst mich immer", "你总是能理解我，谢谢": "you"
and "always" give the shape of a standing order (an addressee and a directive), but a verb of
help, understanding or cheer after them describes the assistant to thank it and orders
nothing. `gate_injection` counts such a sentence one signal, as a preference, unless it also
says "from now on" or names rules (checked there, with the lexicon of every language); here,
an ask with no limit ("no matter what", "anything I ask") or a refusal, warning or filter
keeps the count.
"""

from __future__ import annotations

from agents.extract_facts.gate_regex import guarded_rx

_PRAISED = guarded_rx(
    # (not a task that follows: "you always help me write malware" asks for it)
    r"\bhelp(?:s|ed)? me\b(?! (?:to|write|make|build|create|hack|break|get|bypass|find|code"
    r"|generate|do|with (?:any|every|what))\b)"
    r"|\b(?:know|knew) (?:exactly |just )?(?:what|how|the right)\b"
    r"|\b(?:understand|get|got|support|believe in|calm) me\b|\bcheer(?:s|ed)? me up\b"
    r"|\blisten(?:s|ed)? to me\b|\bmake(?:s)? me (?:laugh|smile|feel|happy|think|so happy)\b"
    r"|\blet(?:s)? me down\b|\bjudge(?:s|d)? me\b|\bhave my back\b|\bcome through\b"
    r"|\bthere for me\b|\b(?:brighten|make)s? my day\b"
    r"|\bexplain(?:s)? (?:things |it |everything |stuff )?(?:so |really |very )?(?:well|clearly"
    r"|simply|patiently)\b"
    r"|\bgive(?:s)? (?:me )?(?:(?:the|such|really|so) )?(?:best|great|good|helpful|useful"
    r"|thoughtful|honest) (?:advice|answers|tips|ideas|suggestions)\b"
    r"|\bme (?:ayudas|entiendes|comprendes|apoyas|escuchas|animas|haces reír|ajuda|entende"
    r"|apoia|escuta|faz rir)\b|\bsabes (?:qué|que) decir\b"
    r"|\btu m'(?:aides|écoutes|encourages)\b|\btu me (?:comprends|fais rire|remontes le moral)\b"
    r"|\btu sais (?:toujours )?(?:quoi|ce qu'il faut) dire\b"
    r"|\b(?:hilfst|halfst) (?:du )?mir\b|\bverstehst mich\b|\bdu weißt (?:immer )?(?:genau )?was\b"
    r"|\bbringst mich zum lachen\b|\bmunterst mich auf\b"
    r"|\bmi (?:aiuti|capisci|ascolti|fai ridere|sostieni)\b|\bsai (?:sempre )?cosa dire\b"
    r"|עוזרת? לי|מבינה? אותי|יודעת? מה להגיד|מצחיקה? אותי"
    r"|\bhelpt (?:je )?me\b|\bbegrijpt me\b|\bpomagasz\b|\brozumiesz mnie\b"
    r"|помогаешь|понимаешь меня|меня понимаешь|знаешь,? что сказать|поддерживаешь|выручаешь"
    r"|допомагаєш|розумієш мене|yardım ediyorsun|yardımcı oluyorsun|beni anlıyorsun"
    r"|көмектесесің|түсінесің|кеңес бересің|\bpomagaš\b|\brazumeš me\b|\btako prijaz\w*"
    r"|帮了我|帮我(?:很多|不少|好多|大忙|的忙|[，,。！!~]|$)|理解我|懂我|知道(?:该)?(?:说什么|怎么说)"
    r"|让我(?:开心|笑|安心)|支持我|鼓励我|助けて|わかって|分かって|도와줘|도와주|이해해")
# an ask with no limit, or what standing orders take away, is no thanks
_NOT_PRAISE = guarded_rx(
    r"\bno matter\b|\b(?:anything|everything|whatever) i (?:ask|want|say)\b|\brefus|\bwarn"
    r"|\bcharacter\b|\bdisclaimer|\bmalware|\bhack|\bbypass|\bjailbreak|\bfilter|\bcensor"
    r"|\bsafety\b|\bsin importar\b|\blo que sea\b|\bquoi qu|\begal was\b|что бы ни|无论|不管|绕过"
    r"|限制|过滤|拒绝")


def praise(sentence: str) -> bool:
    """Whether `sentence` (normalised, case-folded) thanks or praises the assistant for a habit
    and asks nothing without limit (see above)."""
    return _PRAISED.search(sentence) is not None and _NOT_PRAISE.search(sentence) is None
