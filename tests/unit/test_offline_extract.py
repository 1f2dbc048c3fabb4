"""The offline extractor, table-driven: what each message yields, exactly (key -> value)."""

import pytest

from agents.extract_facts.facts import Fact, lang_of, merge_same_key
from agents.extract_facts.offline import extract_exchange_facts, extract_user_facts

EN: list[tuple[str, dict[str, str]]] = [
    ("My name is Alice Chen and I'm a data scientist at Spotify.",
     {"name": "Alice Chen", "role": "data scientist", "employer": "Spotify"}),
    ("I'm Bob, by the way.", {"name": "Bob"}),
    ("I'm Dr. Sarah Kim, a pediatrician in Boston.",
     {"name": "Sarah Kim", "role": "pediatrician", "city": "Boston"}),
    ("Just call me Jim.", {"preferred_name": "Jim"}),
    ("I live in San Francisco.", {"city": "San Francisco"}),
    ("I'm based in Berlin but I grew up in Lisbon.", {"city": "Berlin", "hometown": "Lisbon"}),
    ("I work at Acme Robotics as a data engineer.",
     {"employer": "Acme Robotics", "role": "data engineer"}),
    ("I'm a PhD student in biology at UCSD.", {"role": "PhD student in biology", "school": "UCSD"}),
    ("I got promoted to engineering manager yesterday!", {"role": "engineering manager"}),
    ("I'm a nurse and I hate working weekends.", {"role": "nurse", "dislikes": "working weekends"}),
    ("I like mystery novels and jazz.", {"likes": "mystery novels and jazz"}),
    ("I don't like long meetings.", {"dislikes": "long meetings"}),
    ("My favorite database is PostgreSQL.", {"favorite_database": "PostgreSQL"}),
    ("My favourite board game is Catan.", {"favorite_board_game": "Catan"}),
    ("I'm allergic to peanuts, so be careful with recipes.", {"allergy": "peanuts"}),
    ("I'm vegan and allergic to shellfish.", {"diet": "vegan", "allergy": "shellfish"}),
    ("I have a peanut allergy and I'm lactose intolerant.",
     {"allergy": "peanut", "diet": "lactose intolerant"}),
    ("Reply in British English please.", {"reply_language": "British English"}),
    ("Please always answer in Spanish.", {"reply_language": "Spanish"}),
    ("I prefer concise answers with code examples.",
     {"reply_style": "concise answers with code examples"}),
    ("Keep explanations simple.", {"reply_style": "simple"}),
    ("From now on, answer in bullet points.", {"reply_style": "bullet points"}),
    ("Please never suggest Java, our team can't use it.", {"constraint": "never suggest Java"}),
    ("I work night shifts at the hospital.", {"schedule": "night shifts"}),
    ("I mostly write Python and some Go.", {"programming_languages": "Python and some Go"}),
    ("I have two cats, Miso and Tofu.", {"pets": "two cats, Miso and Tofu"}),
    ("I'm learning Japanese for a trip.", {"learning": "Japanese"}),
    ("I'm 34 years old.", {"age": "34"}),
    ("I'm Canadian, originally from Toronto.", {"nationality": "Canadian", "hometown": "Toronto"}),
    ("I'm married with three kids.", {"family": "married with three kids"}),
    ("I speak French and some German.", {"spoken_languages": "French and some German"}),
    ("I have a job interview tomorrow at 10am, wish me luck!",
     {"plan": "job interview tomorrow at 10am"}),
    ("I'm flying to Tokyo next Friday for a conference.",
     {"plan": "flying to Tokyo next Friday for a conference"}),
    ("We just moved to Amsterdam last month.", {"city": "Amsterdam"}),
    ("I'm from Nigeria but live in London now.", {"hometown": "Nigeria", "city": "London"}),
    ("I don't drink alcohol.", {"diet": "don't drink alcohol"}),
    ("Could you keep the answers short? I read on my phone.", {"reply_style": "short"}),
    ("I've been using Linux for 15 years.", {"tools": "Linux"}),
    # corrections and paraphrases: the new state, without the words that date it
    ("I moved to Shenzhen.", {"city": "Shenzhen"}),
    ("I moved to Berlin last month.", {"city": "Berlin"}),
    ("I don't like cats anymore.", {"dislikes": "cats"}),
    ("I no longer like cats.", {"dislikes": "cats"}),
    ("I hate cats now.", {"dislikes": "cats"}),
    ("I stopped liking coffee.", {"dislikes": "coffee"}),
    ("I'm not into hiking anymore, my knees hurt.", {"dislikes": "hiking"}),
    ("I like jazz too.", {"likes": "jazz"}),
    ("I prefer concise replies.", {"reply_style": "concise replies"}),
    # a request addressed to the assistant, kept as a standing style because "answers" is
    # plural (every answer); "a short answer" is about this one
    ("Give me short answers please.", {"reply_style": "short answers"}),
    ("Please give me detailed explanations.", {"reply_style": "detailed explanations"}),
    ("Give me a short answer please.", {}),
    ("I moved the standup to Friday.", {}),
    # nothing stable: chit-chat, questions, today's state, reactions, others, hypotheticals
    ("Could you explain that again?", {}),
    ("I'm so tired today, the standup ran long.", {}),
    ("What's the weather like in Paris tomorrow?", {}),
    ("I love it, thank you so much!", {}),
    ("I'd like a summary of this article, please.", {}),
    ("I'm sure my manager likes Java more than Python.", {}),
    ("If I were a doctor, I would know this already.", {}),
    ("I'm a bit busy right now, let's talk later.", {}),
    ("Sorry, I'm confused.", {}),
    ("My name is not important, just answer.", {}),
    ("I'm thinking about learning Rust, but I'm not sure yet.", {}),
    ("Translate this into French: 'See you tomorrow.'", {}),
    ("I have a meeting in 5 minutes.", {}),
    ("I'm going to be late tomorrow.", {}),
    ("Don't worry about it.", {}),
    ("I'm learning a lot from you.", {}),
]

ZH: list[tuple[str, dict[str, str]]] = [
    ("我叫小明，今年28岁，在杭州做前端开发。",
     {"姓名": "小明", "年龄": "28岁", "工作城市": "杭州", "职位": "前端开发"}),
    ("我是李华，是一名产品经理。", {"姓名": "李华", "职位": "产品经理"}),
    ("我的名字是张伟。", {"姓名": "张伟"}),
    ("叫我老张就行。", {"称呼": "老张"}),
    ("我住在杭州。", {"城市": "杭州"}),
    ("我在深圳工作。", {"工作城市": "深圳"}),
    ("我在腾讯工作，做产品经理。", {"公司": "腾讯", "职位": "产品经理"}),
    ("我在字节跳动做后端开发。", {"公司": "字节跳动", "职位": "后端开发"}),
    ("我是一名中学数学老师。", {"职位": "中学数学老师"}),
    ("我是杭州人，现在在上海工作。", {"家乡": "杭州", "工作城市": "上海"}),
    ("我老家在四川成都。", {"家乡": "四川成都"}),
    ("我喜欢喝咖啡，不喜欢喝茶。", {"喜欢": "喝咖啡", "不喜欢": "喝茶"}),
    ("我讨厌开长会。", {"不喜欢": "开长会"}),
    ("我最喜欢的电影是《肖申克的救赎》。", {"最喜欢的电影": "肖申克的救赎"}),
    ("我对花生过敏。", {"过敏": "花生"}),
    ("我不吃辣。", {"饮食": "不吃辣"}),
    ("请用中文回复我。", {"回复语言": "中文"}),
    ("以后回答请尽量简短。", {"回答风格": "简短"}),
    ("不要给我推荐Java相关的内容。", {"约束": "不要给我推荐Java相关的内容"}),
    ("我常用的编程语言是Python和Go。", {"编程语言": "Python和Go"}),
    ("我养了一只猫，叫团子。", {"宠物": "一只猫，叫团子"}),
    ("我在学日语。", {"在学": "日语"}),
    ("我的爱好是爬山和摄影。", {"爱好": "爬山和摄影"}),
    ("我有两个孩子，一个儿子一个女儿。", {"家庭": "两个孩子"}),
    ("我妈妈喜欢喝茶。", {"家庭": "妈妈喜欢喝茶"}),
    ("我一般晚上十二点以后才睡。", {"作息": "一般晚上十二点以后才睡"}),
    ("我下周五要去北京出差。", {"计划": "下周五去北京出差"}),
    ("这周六我要去参加朋友的婚礼。", {"计划": "这周六去参加朋友的婚礼"}),
    ("我特别怕冷。", {"不喜欢": "冷"}),
    ("我是一名在校大学生，学的是金融。", {"职位": "在校大学生", "专业": "金融"}),
    ("我主要用Java和Kotlin做安卓开发。", {"编程语言": "Java和Kotlin", "职位": "安卓开发"}),
    ("以后都用英语回答。", {"回复语言": "英语"}),
    # corrections and paraphrases
    ("我搬到深圳了。", {"城市": "深圳"}),
    ("我搬去上海了，还在适应。", {"城市": "上海"}),
    ("我上个月从杭州搬到了成都。", {"城市": "成都"}),
    ("我现在不喜欢猫了。", {"不喜欢": "猫"}),
    ("我已经不再喜欢喝咖啡了。", {"不喜欢": "喝咖啡"}),
    ("回答简洁点。", {"回答风格": "简洁"}),  # no 得: how to answer, not about this answer
    ("以后回答简短一点。", {"回答风格": "简短"}),
    ("我更喜欢简短的回复。", {"回答风格": "简短"}),
    ("我喜欢详细一点的解释。", {"回答风格": "详细"}),
    ("我下个月要搬到上海。", {"计划": "下个月搬到上海"}),  # not done yet: a plan, not a city
    # nothing stable
    ("我怕麻烦你。", {}),
    ("我想做个程序员。", {}),
    ("明天下雨吗？", {}),
    ("今天好累啊，不想上班。", {}),
    ("哈哈哈，太好笑了", {}),
    ("我是你的老用户了。", {}),
    ("我是说，这个方案不太行。", {}),
    ("我在想要不要换工作。", {}),
    ("我在家，有点无聊。", {}),
    ("我朋友对花生过敏，聚餐要注意什么？", {}),
    ("如果我是老师，我会换一种讲法。", {}),
    ("我明天要开会，好烦。", {}),
    ("你觉得Python和Java哪个好？", {}),
    ("我叫了外卖。", {}),
    ("不要担心。", {}),
    ("请回答得详细一点。", {}),
    ("我爱死这个功能了。", {}),
    ("我搬新家了，离公司近多了。", {}),
    ("我搬到新办公室了。", {}),
    ("我想搬到杭州。", {}),
    ("我还没搬到北京。", {}),
    ("这个回答详细点。", {}),
]


def _as_dict(facts: list[Fact]) -> dict[str, str]:
    assert all(f.source == "user" for f in facts)
    return {f.key: f.value for f in facts}


@pytest.mark.parametrize(("text", "expected"), EN)
def test_english(text: str, expected: dict[str, str]) -> None:
    assert _as_dict(extract_user_facts(text, "en")) == expected


@pytest.mark.parametrize(("text", "expected"), ZH)
def test_chinese(text: str, expected: dict[str, str]) -> None:
    assert _as_dict(extract_user_facts(text, "zh")) == expected


def test_one_fact_per_key_values_joined() -> None:
    facts = extract_user_facts("I like jazz. I also like hiking.", "en")
    assert facts == [Fact("likes", "jazz, hiking", "user")]
    facts = extract_user_facts("我喜欢爬山。我也喜欢游泳。", "zh")
    assert facts == [Fact("喜欢", "爬山、游泳", "user")]


def test_merge_same_key_keeps_order_and_drops_case_duplicates() -> None:
    facts = [Fact("b", "x", "user"), Fact("a", "y", "user"), Fact("b", "X", "user"),
             Fact("b", "z", "user"), Fact("b", "w", "exchange")]
    assert merge_same_key(facts, ", ") == [
        Fact("b", "x, z", "user"), Fact("a", "y", "user"), Fact("b", "w", "exchange")]


def test_deterministic() -> None:
    text = "我叫小明，今年28岁，在杭州做前端开发。"
    assert extract_user_facts(text, "zh") == extract_user_facts(text, "zh")


def test_empty_and_blank_messages_yield_nothing() -> None:
    for lang in ("en", "zh"):
        assert extract_user_facts("", lang) == []
        assert extract_user_facts("   \n", lang) == []


def test_offline_provider_extracts_nothing_from_exchanges() -> None:
    assert extract_exchange_facts("What port does staging Postgres use?",
                                  "Your staging Postgres listens on 5433.", "en") == []


@pytest.mark.parametrize(
    ("text", "locale", "expected"),
    [
        ("I live in Seattle", "zh-CN", "zh"),  # the locale wins
        ("我住在杭州", "en-US", "en"),
        ("我住在杭州", "ZH_tw", "zh"),
        ("我住在杭州", None, "zh"),
        ("I live in Seattle", None, "en"),
        ("我用Python写后端服务", "fr-FR", "zh"),  # unknown locale: the script decides
        ("I use Python, 谢谢", None, "en"),
        ("12345 !!", None, "en"),
        ("", None, "en"),
    ],
)
def test_lang_of(text: str, locale: str | None, expected: str) -> None:
    assert lang_of(text, locale) == expected
