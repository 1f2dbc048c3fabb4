"""The benchmark's load: realistic conversation turns for N users, deterministic given a seed.

Pure: no I/O, no clock, no environment. Each user speaks Chinese or English and sends a mix of
greetings and chit-chat (no memory), facts (name, city, employer, job, likes, allergies),
corrections (a city move, a preference flip), paraphrases of an earlier fact and questions that
carry an assistant reply. Turns come out interleaved across users (turn 0 of every user, then
turn 1, ...), each user's timestamps increasing, as a chat platform would produce them.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from streams.records import Turn

#: share of each kind of turn (the rest of a user's turns after the opening facts)
MIX: tuple[tuple[str, float], ...] = (
    ("chitchat", 0.35), ("fact", 0.25), ("correction", 0.12), ("paraphrase", 0.13),
    ("question", 0.15),
)

_EN: dict[str, Any] = {
    "names": ("Alice", "Bob", "Carol", "David", "Emma", "Frank", "Grace", "Henry", "Iris", "Jack",
              "Priya", "Mateo", "Aisha", "Lukas", "Sofia", "Kenji", "Olivia", "Noah", "Fatima",
              "Liam", "Chloe", "Omar", "Hannah", "Diego", "Yuki", "Ethan", "Zara", "Felix",
              "Nadia", "Oscar", "Leah", "Samuel", "Maya", "Ivan", "Ruth", "Tariq"),
    "cities": ("Seattle", "Berlin", "Toronto", "London", "Paris", "Sydney", "Boston", "Madrid",
               "Denver", "Lisbon", "Oslo", "Kyoto", "Dublin", "Austin", "Melbourne", "Vienna",
               "Chicago", "Prague", "Portland", "Edinburgh", "Montreal", "Barcelona",
               "Amsterdam", "Singapore", "Auckland", "Copenhagen"),
    "companies": ("Acme Robotics", "Globex", "Initech", "Umbrella Labs", "Stark Industries",
                  "Northwind Traders", "Contoso", "Hooli", "Vandelay Industries",
                  "Wayne Enterprises", "Tyrell Corp", "Soylent Foods", "Cyberdyne Systems",
                  "Wonka Industries"),
    "jobs": ("data engineer", "nurse", "teacher", "product manager", "designer", "lawyer",
             "marine biologist", "pharmacist", "civil engineer", "barista", "pilot", "plumber",
             "photographer", "chef", "dentist", "journalist", "carpenter", "paramedic",
             "software developer", "librarian", "web developer", "veterinarian"),
    "likes": ("mystery novels", "hiking", "jazz", "chess", "sushi", "cycling", "board games",
              "bouldering", "gardening", "film photography", "sourdough baking", "tennis",
              "podcasts", "birdwatching", "kayaking", "sci-fi movies", "knitting", "ramen",
              "salsa dancing", "crossword puzzles", "trail running", "pottery"),
    "foods": ("peanuts", "shellfish", "gluten", "milk", "sesame", "eggs", "soy", "tree nuts",
              "strawberries", "penicillin"),
    "topics": ("Kafka", "databases", "gardening", "Roman history", "photography", "baking",
               "machine learning", "astronomy", "personal finance", "woodworking", "Spanish",
               "marathon training", "jazz piano", "urban sketching", "home brewing", "Rust"),
    "chitchat": ("Hi there!", "hello", "Good morning", "Thanks!", "ok", "got it",
                 "How's your day going?", "Haha, that's funny.", "Nice weather today.",
                 "Cool, thanks a lot.", "hey", "lol", "Good night!", "Sounds good.",
                 "Thank you so much!", "Interesting.", "Hmm, let me think.", "Sure."),
    "fact": {
        "name": ("My name is {v}.", "Hi, my name is {v}.", "Hello! My name is {v}."),
        "city": ("I live in {v}.", "I live in {v}, by the way.", "These days I live in {v}."),
        "employer": ("I work at {v}.", "I work at {v} these days."),
        "job": ("I'm a {v}.", "I'm a {v} by trade."),
        "like": ("I like {v}.", "I like {v} a lot.", "Lately I like {v}."),
        "allergy": ("I'm allergic to {v}.", "FYI, I'm allergic to {v}."),
    },
    "move": ("I just moved to {v}.", "Actually I live in {v} now.", "I moved to {v} last month."),
    "flip": ("I don't like {v} anymore.", "I no longer like {v}."),
    "paraphrase": {
        "name": ("Just so you know, my name is {v}.", "Call me {v}, that's my name."),
        "city": ("I'm based in {v}.", "{v} is where I live."),
        "employer": ("My employer is {v}.",), "job": ("I work as a {v}.",),
        "like": ("I really enjoy {v}.",), "allergy": ("I have an allergy to {v}.",),
    },
    "question": ("Can you recommend a good book about {v}?",
                 "What should I learn first about {v}?",
                 "How do I get started with {v}?",
                 "Any tips for getting better at {v}?"),
    # an assistant's reply is rarely word for word the same: opening, body and close vary
    "reply": (("Good question!", "Sure.", "Happy to help.", "Great choice.", "Of course."),
              ("A good start for {v} is the classic introduction; read the first three chapters.",
               "For {v}, begin with the basics and practise a little every day.",
               "With {v}, most people do best with a short daily routine and one good guide.",
               "Start {v} with a small project you care about, then widen from there."),
              ("", "Let me know how it goes.", "Want a reading list?",
               "I can suggest a plan if you like.")),
    "ack": ("Noted, thanks for telling me.", "Got it, I'll remember that.", "Thanks for sharing!",
            "Good to know.", "Noted.", "Thanks, that helps me help you."),
}

_ZH: dict[str, Any] = {
    "names": ("小明", "李华", "王芳", "张伟", "刘洋", "陈静", "杨帆", "赵磊", "周杰", "吴敏",
              "郑爽", "孙浩", "马丽", "胡军", "林晓", "何平", "高翔", "罗娟", "梁宇", "宋佳"),
    "cities": ("杭州", "深圳", "北京", "上海", "成都", "南京", "武汉", "西安", "厦门", "青岛",
               "重庆", "苏州", "长沙", "天津", "昆明", "大连", "广州", "合肥"),
    "companies": ("字节跳动", "阿里巴巴", "腾讯", "华为", "美团", "京东", "小米", "百度",
                  "网易", "拼多多"),
    "jobs": ("后端开发", "中学数学老师", "产品经理", "护士", "设计师", "会计", "律师", "医生",
             "摄影师", "工程师", "翻译"),
    "likes": ("喝咖啡", "爬山", "猫", "看电影", "打羽毛球", "火锅", "弹吉他", "游泳", "下围棋",
              "跑步", "读历史书", "做菜", "钓鱼", "旅行"),
    "foods": ("花生", "海鲜", "牛奶", "芒果", "鸡蛋", "小麦"),
    "topics": ("Kafka", "机器学习", "摄影", "历史", "做饭", "理财", "天文", "书法", "日语",
               "健身"),
    "chitchat": ("你好", "谢谢", "嗯嗯", "收到", "哈哈", "今天天气不错", "早上好", "好的",
                 "辛苦了", "明白了", "晚安", "在吗", "好的谢谢", "有意思"),
    "fact": {
        "name": ("我叫{v}。", "你好，我叫{v}。"), "city": ("我住在{v}。", "我现在住在{v}。"),
        "employer": ("我在{v}工作。",), "job": ("我是一名{v}。", "我是{v}。"),
        "like": ("我喜欢{v}。", "我特别喜欢{v}。"), "allergy": ("我对{v}过敏。",),
    },
    "move": ("我搬到{v}了。", "我现在住在{v}。", "我最近搬到了{v}。"),
    "flip": ("我不喜欢{v}了。", "我现在不喜欢{v}。"),
    "paraphrase": {
        "name": ("我的名字是{v}。",), "city": ("我家在{v}。",), "employer": ("我的公司是{v}。",),
        "job": ("我的工作是{v}。",), "like": ("我很喜欢{v}。",), "allergy": ("我{v}过敏。",),
    },
    "question": ("能推荐一本关于{v}的书吗？", "学习{v}应该从哪里开始？", "怎么入门{v}？"),
    "reply": (("好问题！", "当然可以。", "没问题。", ""),
              ("关于{v}，可以先读一本入门书，每天练习一点。", "学习{v}建议先打好基础，再做小项目。",
               "{v}入门最好每天坚持一点，找一本好教材。"),
              ("", "有问题随时问我。", "需要的话我可以给你列个计划。")),
    "ack": ("好的，我记住了。", "收到，我记下了。", "明白，谢谢告诉我。", "好的。"),
}

_POOLS = {"name": "names", "city": "cities", "employer": "companies", "job": "jobs",
          "like": "likes", "allergy": "foods"}
_OPENING = ("name", "city", "like")
_LATER = ("employer", "job", "like", "allergy")  # facts told later on (a name stays)


@dataclass
class _User:
    user_id: str
    lang: str
    facts: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class LoadTurn:
    """One generated turn and the kind of turn it is (for the load's own statistics)."""

    kind: str
    turn: Turn


def _pick(rng: random.Random, pool: Sequence[str], avoid: str = "") -> str:
    choices = [p for p in pool if p != avoid] or list(pool)
    return rng.choice(choices)


def _kind(rng: random.Random) -> str:
    x, acc = rng.random(), 0.0
    for kind, share in MIX:
        acc += share
        if x < acc:
            return kind
    return MIX[-1][0]


def _message(rng: random.Random, user: _User, kind: str, opening: int) -> tuple[str, str, str]:
    """(kind, user message, assistant reply) for the user's next turn; updates the user's facts."""
    t = _EN if user.lang == "en" else _ZH
    if opening < len(_OPENING):
        kind = "fact"
    if kind in ("correction", "paraphrase") and not user.facts:
        kind = "fact"
    if kind == "chitchat":
        return kind, rng.choice(t["chitchat"]), rng.choice(t["chitchat"])
    if kind == "question":
        topic = rng.choice(t["topics"])
        parts = (rng.choice(part).format(v=topic) for part in t["reply"])
        joiner = " " if user.lang == "en" else ""
        return kind, rng.choice(t["question"]).format(v=topic), joiner.join(p for p in parts if p)
    ack = rng.choice(t["ack"])
    if kind == "fact":
        key = _OPENING[opening] if opening < len(_OPENING) else rng.choice(_LATER)
        value = _pick(rng, t[_POOLS[key]], user.facts.get(key, ""))
        user.facts[key] = value
        return kind, rng.choice(t["fact"][key]).format(v=value), ack
    if kind == "correction":
        if "city" in user.facts and (rng.random() < 0.5 or "like" not in user.facts):
            user.facts["city"] = _pick(rng, t["cities"], user.facts["city"])
            return kind, rng.choice(t["move"]).format(v=user.facts["city"]), ack
        if "like" in user.facts:
            liked = user.facts.pop("like")
            return kind, rng.choice(t["flip"]).format(v=liked), ack
        return _message(rng, user, "fact", len(_OPENING))
    key = rng.choice(sorted(user.facts))
    return kind, rng.choice(t["paraphrase"][key]).format(v=user.facts[key]), ack


def generate_with_kinds(users: int, per_user: int, seed: int = 0, prefix: str = "load",
                        start: datetime = datetime(2026, 12, 1, tzinfo=UTC),
                        zh_share: float = 0.4, step: timedelta = timedelta(seconds=30),
                        ) -> list[LoadTurn]:
    """`users × per_user` turns, interleaved across users; the same arguments give the same
    turns (ids, texts, timestamps)."""
    rng = random.Random(seed)
    people = [_User(f"{prefix}-u{n}", "zh" if rng.random() < zh_share else "en")
              for n in range(users)]
    out: list[LoadTurn] = []
    for i in range(per_user):
        for user in people:
            kind, message, reply = _message(rng, user, _kind(rng), i)
            out.append(LoadTurn(kind, Turn(
                turn_id=f"{user.user_id}-t{i}", user_id=user.user_id,
                session_id=f"{user.user_id}-s{i // 20}", ts=start + step * i,
                user_message=message, assistant_reply=reply,
                locale="zh-CN" if user.lang == "zh" else "en-US")))
    return out


def generate(users: int, per_user: int, seed: int = 0, prefix: str = "load") -> list[Turn]:
    """The turns alone (see `generate_with_kinds`)."""
    return [t.turn for t in generate_with_kinds(users, per_user, seed, prefix)]


def kind_counts(turns: Sequence[LoadTurn]) -> dict[str, int]:
    """How many turns of each kind."""
    return dict(Counter(t.kind for t in turns))
