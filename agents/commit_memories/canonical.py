"""Canonical fact keys and values: what governance compares instead of the surface words.

Two extractors (the offline rules, an LLM) and two languages name one fact many ways: 城市,
city, location, 居住地 and current_city are all where the user lives. `canonicalize` maps a
(fact_key, fact_value) pair to one canonical key from a shipped synonym table, a canonical
value for identity comparisons, a polarity (likes and dislikes share the key `preference`) and
whether the key holds one current value (`single`: a new value supersedes) or many (`multi`: a
new value is added). Keys outside the table keep their normal form and count as `multi`: an
unknown structure never supersedes anything.

Pure: no I/O, no environment, deterministic.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal

Cardinality = Literal["single", "multi"]


@dataclass(frozen=True)
class CanonicalFact:
    """A fact as governance compares it (never shown to users).

    `key`: the canonical key, or the raw key's normal form (NFKC, case-folded, spaces and
    hyphens as "_") when the raw key is not in the table (`known` False). `value`: NFKC,
    case-folded, whitespace collapsed, trailing filler and leading articles stripped, English
    plurals made singular; a token for closed vocabularies (reply_style, reply_language).
    `polarity`: +1, or -1 for a negative preference. `cardinality`: "single" or "multi".
    """

    key: str
    value: str
    polarity: int
    cardinality: Cardinality
    known: bool


#: canonical key -> (cardinality, synonyms). Synonyms are matched after `_normal_key`, so
#: "Current City", "current-city" and "current_city" are one entry.
_TABLE: dict[str, tuple[Cardinality, str]] = {
    "name": ("single", "name full_name real_name 姓名 名字 真名 全名"),
    "preferred_name": ("single", "preferred_name nickname call_me 称呼 昵称 小名"),
    "english_name": ("single", "english_name 英文名 英文名字"),
    "age": ("single", "age 年龄 岁数"),
    "birthday": ("single", "birthday date_of_birth birth_date dob 生日 出生日期"),
    "nationality": ("single", "nationality citizenship 国籍"),
    "home_city": ("single", """home_city city location current_city current_location
        residence lives_in live_in living_in home based_in 城市 住在 所在地 居住地 所在城市
        居住城市 常住地 现居 现居地 住址 居住"""),
    "work_city": ("single", "work_city work_location office_location 工作城市 工作地点 上班地点"),
    "hometown": ("single", "hometown birthplace place_of_birth from 家乡 老家 籍贯 出生地"),
    "employer": ("single", """employer company current_employer current_company workplace
        works_at work_at organization 公司 工作单位 单位 雇主 所在公司 就职公司 东家"""),
    "former_employer": ("multi", "former_employer previous_employer ex_employer 前公司 前东家"),
    "job_title": ("single", """job_title role occupation job profession position
        current_role 职位 职业 岗位 职务 工作岗位"""),
    "industry": ("single", "industry sector 行业 领域"),
    "school": ("single", "school university college alma_mater 学校 大学 院校 母校"),
    "major": ("single", "major field_of_study 专业"),
    "timezone": ("single", "timezone time_zone tz 时区"),
    "reply_language": ("single", """reply_language response_language answer_language
        preferred_language language_preference 回复语言 回答语言"""),
    "reply_style": ("single", """reply_style answer_style response_style communication_style
        reply_format answer_format 回答风格 回复风格 回答方式 回复方式 回答格式 回复格式"""),
    "preference": ("multi", """preference preferences likes like loves love enjoys enjoy
        adores dislikes dislike hates hate detests no_longer_likes 喜欢 爱 热爱 喜爱 偏爱 不喜欢
        讨厌 不爱 反感 厌恶 受不了 不再喜欢"""),
    "hobby": ("multi", "hobby hobbies interests interest pastime 爱好 兴趣 兴趣爱好 业余爱好"),
    "allergy": ("multi", "allergy allergies allergic_to allergen 过敏 过敏源 过敏原 过敏物"),
    "diet": ("multi", "diet dietary_restrictions dietary_restriction 饮食 忌口 饮食习惯"),
    "constraint": ("multi", "constraint constraints rule rules 约束 规则 要求 禁忌"),
    "pets": ("multi", "pets pet 宠物"),
    "skills": ("multi", "skills skill 技能 擅长"),
    "programming_languages": ("multi", """programming_languages programming_language
        coding_languages 编程语言"""),
    "spoken_languages": ("multi", "spoken_languages languages_spoken 会说的语言 外语"),
    "tools": ("multi", "tools tool 工具"),
    "learning": ("multi", "learning studying currently_learning 在学 正在学 学习"),
    "family": ("multi", "family family_members 家庭 家人"),
    "plan": ("multi", "plan plans upcoming 计划 行程"),
    "schedule": ("multi", "schedule routine 作息"),
    "habit": ("multi", "habit habits 习惯"),
    "car": ("multi", "car cars vehicle 车"),
}
def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_NEGATIVE_KEYS = _words("""dislikes dislike hates hate detests no_longer_likes 不喜欢 讨厌 不爱
    反感 厌恶 受不了 不再喜欢""")

CANONICAL_KEYS: Mapping[str, Cardinality] = MappingProxyType(
    {key: cardinality for key, (cardinality, _) in _TABLE.items()})
_BY_SYNONYM = {syn: key for key, (_, syns) in _TABLE.items() for syn in syns.split()}

_FAVORITE = re.compile(r"^(?:my_)?(?:favorite|favourite|fave|fav)_+(.+)$|^最(?:喜欢|爱)的?(.+)$")
#: the thing of a favourite, in one spelling across both languages
_THINGS = {
    "colour": "color", "颜色": "color", "film": "movie", "电影": "movie", "书": "book",
    "数字": "number", "食物": "food", "菜": "dish", "歌": "song", "歌曲": "song",
    "歌手": "singer", "音乐": "music", "运动": "sport", "城市": "city", "水果": "fruit",
    "动物": "animal", "游戏": "game", "作家": "author", "数据库": "database",
    "编程语言": "programming_language", "饮料": "drink", "季节": "season",
    "电视剧": "tv_show", "乐队": "band", "演员": "actor", "花": "flower", "球队": "team",
}

# -- values ------------------------------------------------------------------------------------

_EN_FILLER = re.compile(
    r"(?:[\s,]+(?:any\s*more|any longer|no more|(?:right |for |just )?now|nowadays|these days"
    r"|lately|recently|anyway|either|too|as well|though|actually|honestly|really|at all"
    r"|(?:very |so )?much|a lot|last (?:week|month|year)|this (?:week|month|year)))+$", re.I)
_ZH_PARTICLES = "了啦呢哦喔呀吧嘛咯啊噢哈哟"
_ZH_NUMERALS = "零一二两三四五六七八九十百几0123456789"
#: last characters of adjectives that take a bare 点 softener (简洁点, 短点, 详细点, 正式点)
_SOFTENED = "洁短长快慢细体少多式松单白简"
_EDGE_PUNCT = " \t\n,.;:!?。，、；：！？…~～\"'“”‘’《》「」()（）"


def clean_value(value: str) -> str:
    """The user-visible value without trailing filler: "cats anymore" -> "cats", "Python now"
    -> "Python", "猫了" -> "猫", "深圳啦" -> "深圳", "简洁点" -> "简洁". Case is kept; a value
    that would become empty is returned stripped instead."""
    text = value.strip()
    previous = None
    while text != previous:
        previous = text
        text = _EN_FILLER.sub("", text.rstrip(_EDGE_PUNCT)).rstrip(_EDGE_PUNCT)
        # 了 closes the value unless it is part of a verb: 受不了, 吃不了, 为了, 除了
        if text and text[-1] in _ZH_PARTICLES and not (
                text[-1] == "了" and len(text) > 1 and text[-2] in "不为除"):
            text = text[:-1]
        # softeners after an adjective: 简短一点, 简洁点 (not 十一点, 8点, 分点, 重点)
        m = re.search(r"(?:一点儿?|一些)$", text) or re.search(
            "(?<=[" + _SOFTENED + r"])点儿?$", text)
        if m and m.start() > 0 and "\u4e00" <= text[m.start() - 1] <= "\u9fff" \
                and text[m.start() - 1] not in _ZH_NUMERALS:
            text = text[:m.start()]
    return text or value.strip()


_ARTICLES = re.compile(r"^(?:(?:a|an|the|some|my|one)\s+)+|^一(?:只|条|个|匹|位|种)(?=.)")
_POSITIVE_LEAD = re.compile(r"^(?:likes?|loves?|enjoys?|喜欢|爱|热爱)\s*(?=.)")
_NEGATIVE_LEAD = re.compile(r"^(?:dislikes?|hates?|detests?|(?:do not|don't|does not|doesn't"
                            r"|no longer) (?:like|love|enjoy)s?|not (?:a fan of|into)"
                            r"|不再喜欢|不喜欢|讨厌|不爱|反感)\s*(?=.)")
#: words whose final s is not a plural
_NOT_PLURAL = _words("""news series species always perhaps bus gas yes lens chaos canvas
    kubernetes postgres windows ios macos aws dns jeans pants glasses scissors""")
#: keys whose values are proper names: "Athens", "James" keep their s
_PROPER = _words("""name preferred_name english_name home_city work_city hometown employer
    former_employer school nationality timezone birthday""")
_CORPORATE = re.compile(r"(?:,?\s+(?:inc|llc|ltd|corp|corporation|co|gmbh)\.?"
                        r"|股份有限公司|有限责任公司|有限公司|公司)$")


def _singular(word: str) -> str:
    if len(word) <= 3 or not word.isascii() or not word.isalpha() or word in _NOT_PLURAL:
        return word
    if word.endswith(("ss", "us", "is", "ics", "ous")):
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("sses", "shes", "ches", "xes", "zes")):
        return word[:-2]
    if word.endswith("oes") and word not in ("shoes", "toes"):
        return word[:-2]
    return word[:-1] if word.endswith("s") else word


#: closed vocabulary of reply styles: token -> pattern, matched in order; a matched span is
#: blanked so "不要太详细" is concise and not also detailed
_STYLES: list[tuple[str, str]] = [
    ("concise", r"no rambling|without rambling|don'?t ramble|not too (?:long|detailed|wordy"
     r"|verbose)|(?:不要|别|不)太?(?:啰嗦|啰唆|罗嗦|长篇大论|长|详细)"),
    ("casual", r"\binformal\b|非正式"),
    ("concise", r"\bshort(?:er)?\b|\bbrief(?:er|ly)?\b|\bconcise(?:ly)?\b|\bsuccinct(?:ly)?\b"
     r"|\bterse\b|\bto the point\b|\bbrevity\b|简短|简洁|精简|简明|言简意赅|简单明了|简要|精炼"
     r"|简练|短一?点"),
    ("detailed", r"\bdetailed\b|\bin[- ]depth\b|\bthorough(?:ly)?\b|\bcomprehensive\b"
     r"|\bin detail\b|\blong(?:er)? (?:answers?|repl(?:y|ies)|responses?|explanations?)"
     r"|详细|具体|深入|详尽"),
    ("examples", r"\bexamples?\b|\bfor instance\b|举例|例子|示例|实例|举个例"),
    ("bullets", r"\bbullets?\b|\bbullet points?\b|\bbulleted\b|\blists?\b|\bpoint form\b"
     r"|分点|列表|要点|分条|条列"),
    ("steps", r"\bstep[- ]by[- ]step\b|\bsteps\b|步骤|一步一步|分步"),
    ("simple", r"\bsimple\b|\bsimply\b|\bplain (?:language|english|words)\b|\beli5\b"
     r"|\blayman'?s? terms\b|\beasy to understand\b|通俗|易懂|简单|大白话"),
    ("formal", r"\bformal(?:ly)?\b|\bprofessional\b|正式|书面"),
    ("casual", r"\bcasual(?:ly)?\b|\bconversational\b|\bfriendly\b|口语|随意|轻松"),
]
_STYLE_PATTERNS = [(token, re.compile(pattern, re.I)) for token, pattern in _STYLES]

_LANGUAGES: list[tuple[str, str]] = [
    ("en_gb", r"british english|\bbritish\b|英式英语"),
    ("en_us", r"american english|美式英语"),
    ("zh_hant", r"traditional chinese|繁体中文|繁体|繁體"),
    ("yue", r"cantonese|粤语|广东话"),
    ("zh", r"simplified chinese|\bchinese\b|\bmandarin\b|简体中文|中文|汉语|普通话|华语|简体"),
    ("en", r"\benglish\b|英文|英语"),
    ("ja", r"\bjapanese\b|日语|日文"), ("ko", r"\bkorean\b|韩语|韩文"),
    ("fr", r"\bfrench\b|法语|法文"), ("de", r"\bgerman\b|德语|德文"),
    ("es", r"\bspanish\b|西班牙语"), ("ru", r"\brussian\b|俄语"),
    ("pt", r"\bportuguese\b|葡萄牙语"), ("it", r"\bitalian\b|意大利语"),
    ("ar", r"\barabic\b|阿拉伯语"), ("hi", r"\bhindi\b|印地语"),
    ("vi", r"\bvietnamese\b|越南语"), ("th", r"\bthai\b|泰语"),
]
_LANGUAGE_PATTERNS = [(token, re.compile(pattern, re.I)) for token, pattern in _LANGUAGES]


def _tokens(text: str, patterns: list[tuple[str, re.Pattern[str]]]) -> str | None:
    """Sorted distinct tokens whose patterns match `text` ("+"-joined), or None."""
    found: set[str] = set()
    for token, pattern in patterns:
        if pattern.search(text):
            found.add(token)
            text = pattern.sub(" ", text)
    return "+".join(sorted(found)) if found else None


def _normal(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def _normal_key(key: str) -> str:
    text = _normal(key).replace("-", " ").replace(" ", "_")
    return re.sub(r"_+", "_", text).strip("_")


def _lookup(raw: str) -> tuple[str, Cardinality, bool] | None:
    """(canonical key, cardinality, negative) for a normalised raw key in the table."""
    for candidate in (raw, raw.removeprefix("user_"), raw.removeprefix("用户")):
        if candidate in _BY_SYNONYM:
            key = _BY_SYNONYM[candidate]
            return key, CANONICAL_KEYS[key], candidate in _NEGATIVE_KEYS
        m = _FAVORITE.match(candidate)
        if m:
            thing = _normal_key(m[1] or m[2])
            return "favorite_" + _THINGS.get(thing, thing), "single", False
    return None


def canonicalize(fact_key: str, fact_value: str) -> CanonicalFact:
    """The canonical form of one extracted fact. Total: never raises."""
    raw = _normal_key(fact_key)
    found = _lookup(raw)
    key, cardinality, negative = found if found else (raw, "multi", False)
    value = _normal(clean_value(fact_value)).strip(_EDGE_PUNCT)
    polarity = -1 if negative else 1
    if key == "preference":
        # "dislikes: don't like cats" says it twice, it is not a double negative
        if m := _NEGATIVE_LEAD.match(value):
            polarity, value = -1, value[m.end():]
        elif m := _POSITIVE_LEAD.match(value):
            value = value[m.end():]
    if key == "reply_style":
        value = _tokens(value, _STYLE_PATTERNS) or value
    elif key == "reply_language":
        value = _tokens(value, _LANGUAGE_PATTERNS) or value
    elif key == "age" and (m := re.search(r"\d{1,3}", value)):
        value = m[0]
    else:
        value = _ARTICLES.sub("", value) or value
        if key in ("employer", "former_employer"):
            value = _CORPORATE.sub("", value) or value
        elif key in ("home_city", "work_city", "hometown") and len(value) > 2:
            value = value.removesuffix("市")
        if key not in _PROPER:
            value = re.sub(r"[a-z]+", lambda m: _singular(m[0]), value)
    return CanonicalFact(key, value, polarity, cardinality, found is not None)


def cardinality_of(key: str) -> Cardinality:
    """The cardinality of a canonical key (favorite_<thing> is single); unknown keys: multi."""
    found = _lookup(_normal_key(key))
    return found[1] if found else "multi"


def _zh_name(key: str) -> str:
    """The first Chinese synonym of a canonical key (each table entry lists one)."""
    return next(s for s in _TABLE[key][1].split() if not s.isascii())


def prompt_hint() -> str:
    """One paragraph for the LLM extraction prompt: the canonical keys to prefer.

    Keys are given in both languages, since the prompt asks for keys in the message's language.
    """
    def pairs(cardinality: Cardinality) -> str:
        return ", ".join(f"{k}/{_zh_name(k)}" for k, c in CANONICAL_KEYS.items()
                         if c == cardinality and k != "preference")

    return (
        "Where one fits, use one of these fact keys (English/Chinese). One current value: "
        f"{pairs('single')}, favorite_<thing>/最喜欢的<thing>. Several values: likes/喜欢, "
        f"dislikes/不喜欢, {pairs('multi')}. A likes/dislikes value is only the object "
        "(\"cats\", not \"likes cats\"); a change is stated as the new state (a move to "
        "Shenzhen is home_city: Shenzhen)."
    )
