"""The classification rule table: a fact's category, tags and slot hint, or None for the LLM."""

from __future__ import annotations

import re
from dataclasses import dataclass

from agents.extract_facts.facts import Fact
from streams.records import Category, SlotHint, Source


@dataclass(frozen=True)
class Classification:
    """Where a fact belongs: its category, its tags and the context slot it should fill."""

    category: Category
    tags: tuple[str, ...]
    slot_hint: SlotHint


IDENTITY = Classification("identity", ("identity",), "profile")
PREFERENCE = Classification("preference", ("preference",), "profile")
#: how to answer applies to every reply, so it goes with the constraints, not the profile
REPLY_FORMAT = Classification("preference", ("preference", "reply_format"), "constraints")
POLICY = Classification("policy", ("policy",), "constraints")
DIET = Classification("policy", ("policy", "diet"), "constraints")
#: an allergy is a health fact every recommendation must respect: a policy, not a preference
HEALTH = Classification("policy", ("policy", "health"), "constraints")
SKILL = Classification("fact", ("skill",), "profile")
PERSONAL = Classification("fact", ("personal",), "profile")
ROUTINE = Classification("fact", ("routine",), "profile")
PLAN = Classification("episodic", ("plan",), "planner")
TOOL_FAILURE = Classification("tool_failure", ("tool_failure",), "tool_state")

_TABLE: dict[Classification, str] = {
    IDENTITY: """name preferred_name nickname age birthday nationality city location work_city
        hometown employer company former_employer role occupation job job_title industry school
        major timezone 姓名 称呼 英文名 昵称 年龄 生日 国籍 城市 所在地 工作城市 家乡 公司
        前公司 职位 职业 行业 学校 专业 时区""",
    PREFERENCE: "likes dislikes hobby hobbies interests 喜欢 不喜欢 爱好 兴趣",
    REPLY_FORMAT: "reply_language reply_style answer_style 回复语言 回答风格",
    POLICY: "constraint constraints rule 约束 规则",
    DIET: "diet 饮食",
    HEALTH: "allergy allergies 过敏",
    SKILL: "programming_languages skills tools learning spoken_languages 编程语言 技能 工具 在学",
    PERSONAL: "pets family car 宠物 家庭",
    ROUTINE: "schedule habit habits routine 作息 习惯",
    PLAN: "plan plans 计划 行程",
}
_BY_KEY = {key: c for c, keys in _TABLE.items() for key in keys.split()}
_PREFIXES = (("favorite_", PREFERENCE), ("favourite_", PREFERENCE), ("最喜欢的", PREFERENCE))

_ERROR_WORDS = re.compile(r"\b(?:errors?|fail(?:s|ed|ing|ure|ures)?|exceptions?|time[sd]? ?out"
                          r"|timeouts?|crash(?:es|ed)?|outage|unavailable|refused|broken)\b"
                          r"|报错|失败|超时|出错|异常|崩溃|挂了", re.IGNORECASE)
_TOOL_WORDS = re.compile(r"\b(?:tools?|api|plugin|command|cli|sdk|service|endpoint|webhook"
                         r"|integration|function)\b|工具|接口|插件|命令|服务", re.IGNORECASE)
_IMPERATIVE = re.compile(r"^(?:never|always|don't|do not|must|不要|别|永远|必须|禁止|务必)",
                         re.IGNORECASE)


def _normal_key(key: str) -> str:
    return "_".join(key.strip().casefold().replace("-", " ").split())


def classify(fact: Fact) -> Classification | None:
    """The first matching rule for a fact, or None when no rule applies (the LLM decides).

    Order: tool failures (an error word in the key, or a tool word in the key and an error
    word in the value: "search_tool: timed out"), then the key table (case, spaces and hyphens
    ignored), then key prefixes (favorite_*, 最喜欢的*), then an imperative value under an
    unknown key ("never ..." / 不要...) as a policy. Source tags are added by
    `with_source_tag`, not here.
    """
    key = _normal_key(fact.key)
    if not key:
        return None
    spaced = key.replace("_", " ")
    if _ERROR_WORDS.search(spaced) or (_TOOL_WORDS.search(spaced)
                                       and _ERROR_WORDS.search(fact.value)):
        return TOOL_FAILURE
    if key in _BY_KEY:
        return _BY_KEY[key]
    for prefix, classification in _PREFIXES:
        if key.startswith(prefix):
            return classification
    if _IMPERATIVE.match(fact.value.strip()):
        return POLICY
    return None


def with_source_tag(c: Classification, source: Source) -> Classification:
    """`c` with exactly one source tag, "src:user" or "src:exchange", last; other tags kept."""
    tags = tuple(t for t in c.tags if not t.startswith("src:"))
    return Classification(c.category, (*tags, f"src:{source}"), c.slot_hint)
