"""The offline (no-LLM) fact extractor: deterministic rules per language, one fact per key.

Key vocabulary, English turns | Chinese turns ("-": no rule on that side); values are the
user's own words:

- identity: name | 姓名, preferred_name | 称呼, - | 英文名, age | 年龄, birthday | -,
  nationality | -, city (where the user lives) | 城市, work_city | 工作城市, hometown | 家乡,
  employer | 公司, former_employer | 前公司, role | 职位, industry | 行业, school | -,
  major | 专业, timezone | -
- preferences: likes | 喜欢, dislikes | 不喜欢, favorite_<thing> | 最喜欢的<thing>,
  hobby | 爱好, reply_language | 回复语言, reply_style | 回答风格
- rules to respect: constraint | 约束, diet | 饮食, allergy | 过敏
- facts: programming_languages | 编程语言, spoken_languages | -, tools | 工具, pets | 宠物,
  learning | 在学, family | 家庭, schedule | 作息, - | 习惯 (habit), car | -
- episodic: plan | 计划 -- a dated upcoming event (trip, move, interview, exam, wedding); the
  relative date stays in the value here and is made absolute by `compose.normalize_time`.

Policy: only facts about the user themself that stay true beyond the conversation. Questions,
hypotheticals ("if I were..."), reactions to the current answer ("I love it"), one-off task
requests ("translate this"), today's states ("I'm tired today", 今天好累) and other people's
traits yield nothing -- except a family member's stable trait, stored under family | 家庭.
Same-day and routine plans (a meeting tomorrow) are not kept.
"""

from __future__ import annotations

from agents.extract_facts.facts import Fact, merge_same_key
from agents.extract_facts.offline_en import extract_en
from agents.extract_facts.offline_zh import extract_zh


def extract_user_facts(text: str, lang: str) -> list[Fact]:
    """The user-source facts of one message, at most one per key, in a fixed rule order.

    `lang` ("zh" or "en", see `facts.lang_of`) picks the rule set and so the key vocabulary;
    anything but "zh" is treated as English. Deterministic and total: never raises, returns []
    for a message with no stable fact. Values of one key found twice are joined ("、" / ", ").
    """
    if lang == "zh":
        return merge_same_key(extract_zh(text), "、")
    return merge_same_key(extract_en(text), ", ")


def extract_exchange_facts(question: str, answer: str, lang: str) -> list[Fact]:
    """Exchange-source facts of one question/answer pair: always [] for the offline provider.

    Everything in an answer is the assistant's claim, not the user's: telling a settled fact
    ("your staging Postgres listens on 5433") from a guess, a hedge or an example needs a
    model. No pattern we tried was safe without one (even "Noted, ..." acknowledgements only
    repeat what the user said, which `extract_user_facts` already keeps), so the offline
    provider leaves exchanges to the LLM provider and its anchoring check.
    """
    del question, answer, lang
    return []


def extract_turn_facts(message: str, answer: str | None, lang: str) -> list[Fact]:
    """Both sources of one turn, user facts first (the offline `Extractor.turn_facts`)."""
    facts = extract_user_facts(message, lang)
    if answer is not None:
        facts += extract_exchange_facts(message, answer, lang)
    return facts
