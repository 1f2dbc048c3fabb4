"""Rule-based extraction of stable user facts from English messages (the offline provider)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from agents.extract_facts.facts import Fact

# A value runs to the end of its clause: punctuation, a subordinating conjunction, or "and" that
# starts a new first-person clause ("I'm a nurse and I hate ..."). Plain "and" stays inside a
# value ("mystery novels and jazz").
_END_BODY = (r"\s*(?:[,.;:!?)\"]|$)|\s+(?:but|because|since|though|although|so|which|while"
             r"|when|if|unless|whereas|from now on|going forward|please)\b|\s+and\s+(?:i|i'm"
             r"|i've|i'd|my|me|also|we)\b")
_END = "(?=" + _END_BODY + ")"
_VALUE = r"(.+?)" + _END
_IM = r"\b(?:i'm|i am|im)"


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_CAP = r"(?-i:[A-Z][\w'&.-]*)"
#: a capitalised name: "Acme Robotics", "San Francisco", "University of Washington"
_CAPS = "(" + _CAP + r"(?:\s+(?:of\s+|de\s+|&\s+)?" + _CAP + r"){0,3})"
_PERSON = r"(?-i:([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+){0,2}))"
_NAME_END = r"(?=\s*(?:[,.;!?]|$)|\s+(?:and|but|from|here|by)\b)"

_DEMONYMS = _words("""american canadian british english scottish irish welsh australian
chinese japanese korean indian german french spanish italian mexican brazilian dutch swedish
norwegian danish finnish russian polish portuguese vietnamese thai filipino egyptian nigerian
kenyan turkish greek israeli swiss austrian belgian singaporean taiwanese ukrainian argentinian
colombian chilean peruvian indonesian malaysian pakistani iranian""")
_NOT_NAMES = _DEMONYMS | _words("""sorry fine ok okay not just so also here back good great
happy glad done ready still really very sure afraid new the a an in on at from going""")
_ROLE_HEADS = (
    "engineer|developer|programmer|designer|manager|nurse|teacher|doctor|physician|"
    "pediatrician|surgeon|dentist|pharmacist|therapist|psychologist|scientist|analyst|"
    "researcher|student|professor|lecturer|lawyer|attorney|accountant|consultant|architect|"
    "writer|journalist|editor|artist|photographer|musician|chef|baker|farmer|pilot|mechanic|"
    "electrician|plumber|carpenter|intern|founder|co-founder|cofounder|ceo|cto|cfo|director|"
    "lead|officer|administrator|sysadmin|technician|librarian|translator|interpreter|recruiter|"
    "marketer|entrepreneur|freelancer|contractor|veterinarian|paramedic|firefighter|economist|"
    "statistician|mathematician|physicist|chemist|biologist|tutor|coach|trainer|barista|"
    "cashier|secretary|specialist|strategist|tester|sre|devops|postdoc|retiree|owner")
_ROLE = (r"(((?:[\w-]+\s+){0,4}?)(?:" + _ROLE_HEADS + r")(?:s|es)?\b"
         r"(?:\s+(?:in|of)\s+(?!an?\b|the\b|my\b)(?-i:[a-z][\w-]+))?)")
_ROLE_STOP = _words("""to the my your his her their our going see seeing meet meeting with
visit visiting call calling not no like just so very really also still now currently and or
was fan of for at in a an bit""")
_STUDY_HEADS = ("student", "postdoc", "researcher")
_VARIETY = (r"british|american|australian|canadian|simplified|traditional|plain|brazilian"
            r"|european|mexican")
_LANGUAGE = (r"english|chinese|mandarin|cantonese|japanese|korean|spanish|french|german|italian"
             r"|portuguese|russian|arabic|hindi|dutch|swedish|polish|turkish|vietnamese|thai"
             r"|indonesian|hebrew|greek|ukrainian")
_LANGUAGES = r"((?:" + _VARIETY + r")\s+)?(" + _LANGUAGE + r")\b"
_STYLE_WORDS = re.compile(r"\b(answers?|repl(?:y|ies)|responses?|explanations?|examples?|bullet"
                          r"|emojis?|emoticons|jargon|markdown|tables|summar(?:y|ies)|tone"
                          r"|format)\b", re.I)
_STYLE_ADJECTIVES = re.compile(r"\b(?:short|shorter|brief|concise|succinct|detailed|longer|simple"
                               r"|simpler|plain|formal|casual|direct|clear)\b", re.I)
#: objects that make a statement about "it/this" a reaction to the current message, not a fact
_DEICTIC = re.compile(r"^(?:it|that|this|these|those|you|your|them|him|her|the idea|how|what"
                      r"|when|the way|a lot|so much|much|more|about|from)\b", re.I)
_TEMPORARY = re.compile(r"\b(?:today|tonight|right now|at the moment|this morning|this "
                        r"afternoon|this evening)\b", re.I)
_PETS = (r"(?:dog|cat|puppy|kitten|parrot|rabbit|bunny|hamster|turtle|tortoise|fish|goldfish"
         r"|bird|guinea pig|lizard|snake|ferret|horse|retriever|labrador|poodle|corgi|husky"
         r"|beagle|terrier|dachshund|bulldog|shepherd)")
_KIN = (r"(?:wife|husband|partner|son|daughter|kids|children|mom|mother|dad|father|sister"
        r"|brother|parents|grandmother|grandfather|grandma|grandpa|twins|fianc[eé]e?)")
_MONTHS = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
           r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_FUTURE = re.compile(
    r"\b(?:tomorrow|the day after tomorrow|next (?:week|month|year|weekend|monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday)|this (?:weekend|monday|tuesday|wednesday"
    r"|thursday|friday|saturday|sunday)|in (?:\d+|a|an|one|two|three|four|five|six|seven|eight"
    r"|nine|ten) (?:days?|weeks?|months?)|(?:in|on) " + _MONTHS + r")\b", re.I)
_PLAN_EVENTS = (r"(?:interview|exam|surgery|flight|trip|wedding|conference|appointment"
                r"|presentation|deadline|vacation|holiday|move|test|operation|defen[cs]e"
                r"|concert|race|marathon|graduation)")
#: verbs after never/always/don't that make a remark, not a standing rule ("don't worry")
_NOT_STANDING = _words("""worry forget mind bother hesitate be apologize know want feel have
think like care need get the a an my your so too same this that""")
_INTERROGATIVE = _words("""what what's how can could do does did is are was were should
would will why where when who which have has any may shall""")

#: Latin-script programming language names, matched case-sensitively (shared with offline_zh, so
#: the boundaries are ASCII: "是Python和Go" has no \b around the names)
PROGRAMMING_LANGUAGES = re.compile(
    r"(?<![A-Za-z0-9_+#-])(?:Python|Golang|Go|Java|JavaScript|TypeScript|Rust|C\+\+|C#|C|Ruby|PHP"
    r"|Kotlin|Swift|Scala|Haskell|Elixir|Erlang|Clojure|R|Julia|Perl|Lua|Dart|SQL|Bash|Shell"
    r"|MATLAB|Objective-C|OCaml|F#|Zig|Nim|Fortran|COBOL|Groovy|Solidity|Elm)(?![A-Za-z0-9_+#-])")


def language_span(text: str) -> str | None:
    """The span from the first to the last programming language named in `text`, or None."""
    found = list(PROGRAMMING_LANGUAGES.finditer(text))
    return text[found[0].start():found[-1].end()] if found else None


Rule = Callable[[str], Iterator[Fact]]
_RULES: list[Rule] = []


def _rule(fn: Rule) -> Rule:
    _RULES.append(fn)
    return fn


#: a trailing word that dates the statement, not the fact: "cats anymore", "cats now"
_TRAILING = re.compile(r"(?:\s+(?:any\s?more|any longer|(?:right |for )?now|nowadays"
                       r"|these days|either|at all|too|as well))+$", re.I)


def _fact(key: str, value: str) -> Fact:
    value = value.strip(" ,.;:!?\"'")
    return Fact(key=key, value=_TRAILING.sub("", value) or value, source="user")


def _simple(key: str, *patterns: str) -> None:
    """Register a rule that turns group 1 of any pattern into a `key` fact."""
    compiled = [re.compile(p, re.I) for p in patterns]

    def rule(s: str) -> Iterator[Fact]:
        for pattern in compiled:
            for m in pattern.finditer(s):
                if not _DEICTIC.match(m[1]) and not _TEMPORARY.search(m[1]):
                    yield _fact(key, m[1])

    _RULES.append(rule)


_simple("preferred_name", r"\bcall me\s+" + _PERSON + _NAME_END)
_simple("age", _IM + r"\s+(\d{1,2})(?:\s+years?\s+old|\s*y/?o)?(?=\s*(?:[,.;!?]|$)|\s+and\b)",
        r"\bi(?:'ve| have)? just turned (\d{1,2})\b")
_simple("nationality", _IM + r"\s+(?:a\s+)?(" + "|".join(sorted(_DEMONYMS)) + r")\b(?!-)")
_simple("hometown", r"\b(?:originally from|i grew up in|i was born in|i come from|i'm from"
        r"|i am from)\s+" + _CAPS)
_simple("city", r"\b(?:(?:i|and|but) (?:now\s+)?live in|i'm living in|i am living in"
        r"|(?:i|we) (?:just\s+|recently\s+)?(?:moved|relocated) to"
        r"|i(?:'ve| have) lived in|(?:i'm|i am)(?:\s+now|\s+currently)? based in"
        r"|i work remotely from|now (?:i'm|i am|i live) in|i'm now in|i am now in)\s+" + _CAPS)
_simple("work_city", r"\bi work in\s+" + _CAPS)
_simple("industry", r"\bi work in\s+(?!an?\b|the\b|my\b|our\b)(?-i:([a-z][a-z -]*?))" + _END)
_simple("employer", r"\bi(?:'m| am)? (?:work|working|employed) (?:at|for)\s+" + _CAPS,
        r"\bi (?:just )?(?:joined|started at)\s+" + _CAPS)
_simple("former_employer", r"\bi (?:left|quit|used to work (?:at|for))\s+" + _CAPS
        + r"(?!\s+for\b)", r"\bi quit my job at\s+" + _CAPS)
_simple("diet", r"\b(?:i'm|i am|im|i(?:'ve| have) been)\s+(?:a\s+)?(?:strict\s+|mostly\s+)?"
        r"(vegetarian|vegan|pescatarian|pescetarian|lactose[- ]intolerant|gluten[- ]intolerant"
        r"|gluten[- ]free|dairy[- ]free|celiac|coeliac|diabetic|on a keto diet)\b",
        _IM + r"\s+on (?:an?\s+)?([\w-]+ diet)\b", r"\bi (?:keep|eat) (kosher|halal)\b",
        r"\bi\s+((?:don't|do not|never|can't|cannot) (?:eat|drink)\s+.+?)" + _END,
        _IM + r"\s+(?:trying to\s+)?(cut(?:ting)? (?:down on|back on|out)\s+(?:sugar|salt|carbs"
        r"|caffeine|coffee|alcohol|meat|red meat|dairy|gluten|junk food|soda|fried food))")
_simple("allergy",
        r"\bi have (?:an?\s+)?(?:severe\s+|mild\s+|bad\s+)?([\w -]+?)\s+allerg(?:y|ies)\b")
_simple("likes", r"\bi\s+(?:really\s+|absolutely\s+|also\s+|just\s+)?(?:like|love|enjoy|adore)\s+"
        + _VALUE, _IM + r"\s+(?:a\s+)?(?:big\s+|huge\s+|great\s+|massive\s+)?fan of\s+" + _VALUE)
_simple("dislikes", r"\bi\s+(?:really\s+)?(?:don't|do not|dont)\s+(?:really\s+)?(?:like|enjoy"
        r"|love)\s+" + _VALUE, r"\bi\s+(?:really\s+)?(?:hate|dislike|detest|can't stand|cannot "
        r"stand)\s+" + _VALUE, _IM + r"\s+not (?:a\s+)?(?:big\s+|huge\s+)?fan of\s+" + _VALUE,
        # a changed taste: "I no longer like cats", "I'm not into hiking anymore"
        r"\bi\s+(?:no longer|stopped)\s+(?:like|liking|enjoy|enjoying|love"
        r"|loving)\s+" + _VALUE, _IM + r"\s+(?:not|no longer)\s+(?:really\s+)?into\s+" + _VALUE)
_simple("hobby", r"\bmy hobb(?:y is|ies are)\s+" + _VALUE,
        r"\bin my (?:free|spare) time,?\s+i\s+(?:like to\s+|love to\s+|enjoy\s+)?" + _VALUE)
_simple("schedule", r"\bi work (?:the\s+)?((?:night|day|early|late|morning|evening|weekend"
        r"|graveyard|double|long|\d+-hour)\s+shifts?)\b", r"\bi work (nights|weekends)\b",
        _IM + r"\s+((?:not\s+)?an?\s+(?:morning|night) person|an early (?:bird|riser)"
        r"|a night owl)", r"\bi\s+(?:usually|normally|always|typically)\s+((?:wake up|get up"
        r"|go to bed|go to sleep)\s+.+?)" + _END)
_simple("learning", _IM + r"\s+(?:currently\s+|also\s+|now\s+)?(?:learning|studying)\s+(?:to\s+)?"
        r"(.+?)(?=\s+(?:for|at|in order)\b|" + _END_BODY + ")",
        r"\bi(?:'ve| have) (?:been|started) (?:learning|studying)\s+(?:to\s+)?" + _VALUE,
        r"\bi (?:started|began) learning\s+(?:to\s+)?" + _VALUE)
_simple("timezone", _IM + r"\s+(?:on|in)\s+(?:the\s+)?((?-i:[A-Z])[\w/+-]*(?:\s+(?-i:[A-Z])"
        r"[\w/+-]*)?)\s+(?:time\b|time ?zone)", r"\bmy time ?zone is\s+" + _VALUE)
_simple("birthday", r"\bmy birthday is\s+(?:on\s+)?(" + _MONTHS + r"\.?\s+\d{1,2}(?:st|nd|rd|th)?"
        r"|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTHS + r")\b")
_simple("car", r"\bi (?:drive|own) an?\s+((?-i:[A-Z])[\w-]*(?:\s+[\w-]+){0,3}?)" + _END)
_simple("school", r"\bi (?:study|studied|went to school|go to school) at\s+" + _CAPS,
        r"\bi graduated from\s+" + _CAPS)
_simple("major", r"\bi(?:'m| am)? major(?:ed|ing)? in\s+" + _VALUE, r"\bmy major is\s+" + _VALUE)
_simple("pets", r"\bi(?: have|'ve got| have got)\s+((?:a|an|one|two|three|four|five|\d+)\s+(?:[\w-]"
        r"+\s+){0,2}?" + _PETS + r"s?\b(?:,\s*(?-i:[A-Z])\w+(?:\s+and\s+(?-i:[A-Z])\w+)?"
        r"|\s+(?:named|called)\s+(?-i:[A-Z])\w+(?:\s+and\s+(?-i:[A-Z])\w+)?)?)",
        r"\bmy (" + _PETS + r"(?:'s name is| is (?:called|named))\s+(?-i:[A-Z])\w+)",
        r"\bmy (" + _PETS + r",?\s+(?-i:[A-Z])\w+)\b(?=,|\s+is\b)",
        r"\b(?:i|we) (?:just\s+|recently\s+)?adopted\s+(?:a|an|two|three)\s+((?:[\w-]+\s+){0,2}?"
        + _PETS + r"s?\b(?:\s+(?:named|called)\s+(?-i:[A-Z])\w+)?)")
_simple("spoken_languages", r"\bi (?:speak|am fluent in|'m fluent in)\s+((?:(?:some|fluent|basic"
        r"|native)\s+)?(?:" + _LANGUAGE + r")\b(?:(?:,\s*|\s+and\s+|\s+or\s+)"
        r"(?:(?:some|fluent|basic|a little)\s+)?(?:" + _LANGUAGE + r")\b)*)")
_simple("role", r"\bi (?:run|own)\s+((?:a|an|my)\s+(?:[\w-]+\s+){0,2}?(?:bakery|shop|store"
        r"|restaurant|cafe|café|company|business|startup|agency|studio|clinic|practice|firm"
        r"|farm|bar|salon|gym)\b)")
_simple("family", _IM + r"\s+((?:happily\s+)?(?:married|divorced|widowed|engaged|a (?:single\s+)?"
        r"(?:mom|mother|dad|father|parent)(?: (?:of|to) \w+(?:\s+(?:kids|children|boys|girls"
        r"|toddlers|teens|teenagers))?)?)(?:\s+with\s+(?:\w+\s+)?(?:kids|children"
        r"|sons?|daughters?|a (?:son|daughter|kid|baby)))?)",
        r"\bi have\s+((?:a|an|one|two|three|four|five|\d+)\s+(?:little\s+|young\s+|grown\s+"
        r"|teenage\s+)?(?:kids?|children|child|sons?|daughters?|brothers?|sisters?|twins"
        r"|grandkids|grandchildren)\b)",
        r"\bi live\b[^.]*?\bwith my\s+(" + _KIN + r"(?:\s+and\s+(?:my\s+)?(?:\w+\s+)?"
        r"(?:kids|children|sons?|daughters?|cats?|dogs?))?)",
        r"\bmy (" + _KIN + r"(?:'s\s+\w+\s+(?:is|are)|\s+(?:is|are|has|have|just turned))\s+.+?)"
        + _END)


@_rule
def _names(s: str) -> Iterator[Fact]:
    for m in re.finditer(r"\bmy name(?:'s| is)\s+" + _PERSON + _NAME_END, s, re.I):
        yield _fact("name", m[1])
    title = r"(?:(?:dr|mr|mrs|ms|prof)\.?\s+)?"
    for m in re.finditer(_IM + r"\s+" + title + _PERSON + _NAME_END, s, re.I):
        if re.split(r"[\s-]", m[1])[0].lower() not in _NOT_NAMES:
            yield _fact("name", m[1])


@_rule
def _roles(s: str) -> Iterator[Fact]:
    """Role phrases headed by an occupation noun, with the employer, school or city after them."""
    frames = [_IM + r"\s+(?:currently\s+|now\s+|also\s+)?(?:an?\s+|the\s+)",
              r"\bi (?:work|am working|'m working) as\s+(?:an?\s+|the\s+)?",
              r"\bi became\s+(?:an?\s+|the\s+)?", r"\bpromoted to\s+(?:an?\s+|the\s+)?",
              r"\bas\s+an?\s+"]
    if re.match(r"(?:i'm|i am|my name)\b", s, re.I):
        frames.append(r",\s*an?\s+")  # apposition: "I'm Dr Sarah Kim, a pediatrician in Boston"
    for frame in frames:
        for m in re.finditer(frame + _ROLE, s, re.I):
            if any(w in _ROLE_STOP for w in m[2].lower().split()):
                continue
            yield _fact("role", m[1])
            rest = re.split(r"[,.;!?]", s[m.end():], maxsplit=1)[0]
            org = re.search(r"\b(?:at|for)\s+" + _CAPS, rest)
            if org:
                study = any(h in m[1].lower() for h in _STUDY_HEADS)
                yield _fact("school" if study else "employer", org[1])
            place = re.match(r"\s+in\s+" + _CAPS, rest)
            if place:
                yield _fact("city", place[1])
    taught = r"\bi teach\s+((?:[\w-]+\s*){1,4}?)(?=\s+(?:in|at)\s+(?-i:[A-Z])|" + _END_BODY + ")"
    for m in re.finditer(taught, s, re.I):
        yield _fact("role", "teach " + m[1])
        place = re.match(r"\s+in\s+" + _CAPS, s[m.end():])
        if place:
            yield _fact("work_city", place[1])


@_rule
def _favorites(s: str) -> Iterator[Fact]:
    """"My favorite X is Y" -> favorite_x: Y (the thing becomes part of the key)."""
    pattern = (r"\bmy (?:favorite|favourite|fave)\s+((?-i:[a-z]+)(?:\s+(?-i:[a-z]+))?)"
               r"\s+(?:is|are)\s+")
    for m in re.finditer(pattern + _VALUE, s, re.I):
        if not _DEICTIC.match(m[2]):
            yield _fact("favorite_" + "_".join(m[1].split()), m[2])


@_rule
def _allergy(s: str) -> Iterator[Fact]:
    # "I'm vegan and allergic to X" counts; "My wife is allergic to X" does not.
    for m in re.finditer(r"\ballergic to\s+" + _VALUE, s, re.I):
        before = s[:m.start()]
        subject = list(re.finditer(_IM + r"\b", before, re.I))
        if subject and not re.search(r"\b(?:my|his|her|their|our|is|are|he|she|they|we)\b",
                                     before[subject[-1].end():], re.I):
            yield _fact("allergy", m[1])


@_rule
def _reply_prefs(s: str) -> Iterator[Fact]:
    """Reply language and reply style: how the user wants every answer, not one task."""
    if re.search(r"\btranslat", s, re.I):
        return
    # the verb is an imperative: sentence-initial or after please/always/a comma ("I'll write
    # in my journal" is not a reply preference)
    verbs = (r"(?:^|[,;]\s*)(?:(?:please|always|kindly|only|just)\s+)*(?:reply|respond|answer"
             r"|write|talk|speak|communicate)(?:\s+to\s+me)?\s+")
    for m in re.finditer(verbs + r"(?:only\s+)?in\s+" + _LANGUAGES, s, re.I):
        if (m[1] or "").strip().lower() == "plain":
            yield _fact("reply_style", m[0][m.start(1) - m.start():])
        else:
            yield _fact("reply_language", s[m.start(1) if m[1] else m.start(2):m.end()])
    for m in re.finditer(verbs + r"(?:in|with|using)\s+" + _VALUE, s, re.I):
        if not re.match(_LANGUAGES, m[1], re.I):
            yield _fact("reply_style", m[1])
    for m in re.finditer(r"\b(?:please\s+)?(?:always\s+)?use\s+(.+?)\s+in\s+your\s+(?:answers"
                         r"|repl(?:y|ies)|responses|explanations|code)\b", s, re.I):
        yield _fact("reply_style", m[1])
    for m in re.finditer(r"\b(?:keep|make)\s+(?:your\s+|the\s+)?(?:answers?|repl(?:y|ies)"
                         r"|responses?|explanations?)\s+" + _VALUE, s, re.I):
        yield _fact("reply_style", m[1])
    # plural answers: how to answer from now on ("give me a short answer" is about this one)
    for m in re.finditer(r"(?:^|[,;]\s*)(?:(?:please|always|just)\s+)*give me\s+"
                         r"((?!an?\b|the\b)[\w -]*?\b(?:answers|replies|responses"
                         r"|explanations)\b)" + _END, s, re.I):
        if _STYLE_ADJECTIVES.search(m[1]):
            yield _fact("reply_style", m[1])
    for m in re.finditer(r"\bi prefer\s+" + _VALUE, s, re.I):
        yield _fact("reply_style" if _STYLE_WORDS.search(m[1]) else "likes", m[1])
    for m in re.finditer(r"\b((?:don't|do not|never|stop)\s+(?:use|using|add|adding|include)\s+"
                         r"(?:any\s+|so many\s+)?(?:emojis?|emoticons|jargon|markdown|tables"
                         r"|bullet points|headers|exclamation marks))\b", s, re.I):
        yield _fact("reply_style", m[1])


@_rule
def _constraint(s: str) -> Iterator[Fact]:
    """Standing imperatives: "never suggest Java", "always show me the SQL first"."""
    lead = r"(?:^|[,;]\s*|\bplease\s+|\b(?:so|and|but)\s+)"
    for m in re.finditer(lead + r"((?:never|always|don't|do not)\s+.+?)" + _END, s, re.I):
        value = m[1]
        words = value.lower().split()
        rest = words[2:] if words[:2] == ["do", "not"] else words[1:]
        if not rest or rest[0] in _NOT_STANDING:
            continue
        if _STYLE_WORDS.search(value) or re.search(r"\b(?:this|that|it|these|those|yet)\b",
                                                    value, re.I):
            continue
        yield _fact("constraint", value)


@_rule
def _programming(s: str) -> Iterator[Fact]:
    for clause in re.split(r"[,;]", s):
        span = language_span(clause)
        if span is None:
            continue
        if re.search(r"\b(?:learn|learning|thinking|want|wanna|hate|like|don't|never|not|no "
                     r"longer|stopped|suggest|recommend)\b", clause, re.I):
            continue
        if re.search(r"\b(?:write|writing|code|coding|program|programming|develop|use|using"
                     r"|work with|working with|mostly|mainly|primarily|stack|main language)\b",
                     clause, re.I):
            yield _fact("programming_languages", span)


@_rule
def _tools(s: str) -> Iterator[Fact]:
    uses = r"\bi(?: (?:mostly|mainly|usually|only))? use\s+|\bi(?:'ve| have) been using\s+"
    for m in re.finditer("(?:" + uses + ")" + _VALUE, s, re.I):
        # "Linux for 15 years": the duration is not part of the tool
        value = re.split(r"\s+(?:for|since)\b", re.sub(r"\s*,?\s*btw$", "", m[1]))[0]
        if value[:1].isupper() and language_span(value) is None:
            yield _fact("tools", value)


@_rule
def _plans(s: str) -> Iterator[Fact]:
    """Dated upcoming events (trips, moves, interviews); same-day plans are not kept."""
    frames = [_IM + r"\s+((?:flying|traveling|travelling|heading|moving|relocating|visiting"
              r"|getting married|graduating|having surgery|going (?:to (?=(?-i:[A-Z]))"
              r"|on (?:a|an|my)|back to|abroad)|starting (?:a|my|at|school|college|university)"
              r"|leaving for|training for|preparing for|studying for)\b.*?)",
              r"\bi(?:'ll| will)\s+((?:be\s+)?(?:fly|flying|travel|travelling|traveling|move"
              r"|moving|visit|visiting|start|starting|graduate|graduating)\b.*?)",
              r"\bi(?:'ve| have)\s+(?:got\s+)?(?:a|an|my)\s+((?:[\w-]+\s+){0,3}?" + _PLAN_EVENTS
              + r"\b.*?)"]
    for frame in frames:
        for m in re.finditer(frame + _END, s, re.I):
            if _FUTURE.search(m[1]):
                yield _fact("plan", m[1])


def _sentences(text: str) -> Iterator[str]:
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    # titles keep their dot out of the sentence splitter
    text = re.sub(r"\b(Dr|Mr|Mrs|Ms|Prof|St)\.", r"\1", text)
    for part in re.split(r"(?<=[.!?;])\s+|\n+|:\s+", text):
        part = part.strip()
        if part:
            yield part


def _polite_request(sentence: str) -> str | None:
    """"Could you keep the answers short?" -> "keep the answers short": a request, no question."""
    m = re.match(r"(?:could|can|would|will) you (?:please\s+)?((?:always|never|keep|make|reply"
                 r"|respond|answer|write|use|stop|avoid|not)\b.*?)\??$", sentence, re.I)
    return m[1] if m else None


def _skipped(sentence: str) -> bool:
    """Questions and hypotheticals state nothing about the user."""
    first = sentence.split(maxsplit=1)[0].lower().strip(",")
    if sentence.rstrip().endswith("?") and first in _INTERROGATIVE:
        return True
    return bool(re.match(r"(?:if|suppose|imagine|what if|assuming)\b", sentence, re.I))


def extract_en(text: str) -> list[Fact]:
    """All rule matches of every sentence, in rule order (duplicates are merged by the caller)."""
    facts: list[Fact] = []
    for sentence in _sentences(text):
        sentence = _polite_request(sentence) or sentence
        if _skipped(sentence):
            continue
        for rule in _RULES:
            facts.extend(f for f in rule(sentence) if f.value)
    return facts
