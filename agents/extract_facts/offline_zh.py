"""Rule-based extraction of stable user facts from Chinese messages (the offline provider)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from agents.extract_facts.facts import Fact
from agents.extract_facts.offline_en import PROGRAMMING_LANGUAGES, language_span


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


def _alt(text: str) -> str:
    """A non-capturing alternation of space-separated words, longest first."""
    return "(?:" + "|".join(sorted(text.split(), key=len, reverse=True)) + ")"


_HAN = r"\u4e00-\u9fff"
#: adverbs between 我 and the verb: 我[现在]住在, 我[最近]在学, 我[一般]...
_ADV = _alt("""现在 目前 平时 平常 一般 一直 也 还 都 很 非常 特别 比较 最近 已经 本人 其实
    挺 超 真的 从小 从小就 向来 通常 经常 总是 主要 刚 正""") + "*"
_A = "^" + _ADV
_NUM = r"(?:\d+|[一二两三四五六七八九十几]+)"
_CITIES = _words("""北京 上海 天津 重庆 广州 深圳 杭州 南京 苏州 成都 武汉 西安 长沙 郑州
    青岛 厦门 宁波 合肥 福州 济南 大连 沈阳 哈尔滨 长春 昆明 贵阳 南宁 南昌 太原 石家庄
    兰州 乌鲁木齐 呼和浩特 拉萨 西宁 银川 海口 三亚 无锡 佛山 东莞 珠海 温州 常州 烟台
    泉州 嘉兴 绍兴 香港 澳门 台北 新加坡 东京 大阪 首尔 纽约 伦敦 巴黎 旧金山 洛杉矶
    西雅图 悉尼 墨尔本 多伦多 温哥华 柏林 四川 广东 浙江 江苏 山东 河南 河北 湖南 湖北
    福建 安徽 江西 山西 陕西 辽宁 吉林 黑龙江 云南 贵州 广西 海南 甘肃 青海 宁夏 新疆
    西藏 内蒙古 台湾 东北 华北 江南 西北 华南""")
_COMPANIES = _words("""字节跳动 字节 腾讯 阿里巴巴 阿里云 阿里 百度 华为 美团 京东 小米
    网易 拼多多 滴滴 快手 蚂蚁集团 携程 微博 新浪 搜狐 商汤 大疆 比亚迪 蔚来 小鹏 中兴
    联想 微软 谷歌 苹果 亚马逊 英特尔 特斯拉 招商银行 工商银行 建设银行 中国银行 农业银行
    平安""")
_ORG_SUFFIXES = _words("""公司 集团 银行 科技 网络 医院 研究院 研究所 事务所 工作室 大学
    学院 中学 小学 学校 工厂 报社 电视台""")
_ROLE_SUFFIXES = _words("""工程师 开发 开发者 程序员 经理 设计师 老师 教师 教授 讲师 医生
    大夫 护士 律师 会计 运营 销售 测试 架构师 研究员 学生 研究生 博士生 博士 硕士生
    本科生 司机 厨师 编辑 记者 主管 总监 顾问 分析师 产品 实习生 公务员 警察 作家 翻译
    主播 店主 老板 创始人 前端 后端 算法 运维 策划 客服 财务 助理 秘书 科学家 工人 农民
    画家 摄影师 导演 演员 歌手 设计 文员 专员 职员 员工 医师 药剂师 兽医 飞行员 军人 保安
    主任 校长 店长 组长 总裁 合伙人 咨询师 营养师 教练 自由职业者 全职妈妈 全职爸爸 宝妈
    家庭主妇 骑手 外卖员 快递员""")
_SURNAMES = frozenset("""王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓
    曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白
    邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤欧""".replace("\n", ""))
_NOT_IN_NAMES = frozenset("了的吗呢吧啊个们不也都很去来过着说想在")
_KIN = _alt("""妈妈 妈 母亲 爸爸 爸 父亲 老婆 老公 妻子 丈夫 爱人 女儿 儿子 孩子 哥哥 姐姐
    弟弟 妹妹 父母 爷爷 奶奶 外公 外婆 女朋友 男朋友""")
_OTHERS = re.compile("^" + _alt("你 您 他 她 它 我们 咱们 大家 别人 有人 朋友 同事 老板 领导")
                     + "|^我的?" + _alt("朋友 同事 老板 领导 同学 室友 邻居"))
_QUESTION = re.compile(_alt("什么 哪 怎么 怎样 如何 多少 为什么 是否 能不能 可不可以 要不要 有没有")
                       + r"|[吗呢][\s～~]*$")
_TEMPORARY = re.compile(_alt("今天 今晚 今早 刚才 刚刚 这会儿 此刻 这几天 暂时 现在有点"))
_PETS = _alt("""猫 狗 猫咪 小猫 小狗 兔子 仓鼠 鹦鹉 乌龟 金鱼 鱼 柯基 柴犬 橘猫 布偶猫 金毛
    泰迪 哈士奇""")
_LANGS = "(" + _alt("""简体中文 繁体中文 中文 汉语 普通话 粤语 英文 英语 日语 日文 韩语 韩文
    法语 德语 西班牙语 俄语""") + ")"
_STYLE = re.compile(_alt("""简短 简洁 精简 详细 具体 通俗 易懂 直接 口语 正式 例子 举例 分点
    列表 步骤 表格 注释 emoji 表情 啰嗦 长篇 字数 术语"""))
_STYLE_TOPIC = re.compile(_alt("回答 回复 解释 讲解 说明 代码 emoji 表情"))
_DIRECTIVE = re.compile(_alt("请 尽量 尽可能 以后 今后 之后 多 少 别 不要 要 的时候 时 都 一律"))
_PERSISTENT = re.compile(_alt("以后 今后 之后 往后 每次 一律 总是 一直"))
_FUTURE = re.compile(_alt("明天 后天 下周 下星期 下个星期 下礼拜 下月 下个月 明年 后年")
                     + "|" + _NUM + r"(?:天|周|个月)之?后"
                     + r"|(?:这|本)(?:周|个?星期)[一二三四五六日天末]")
_EVENTS = re.compile(_alt("""出差 旅游 旅行 飞 搬 面试 考试 考研 留学 结婚 婚礼 入职 报到
    手术 出国 回国 毕业 答辩 出发 比赛 演出 体检 开学 入学 度假 回老家""")
                     + "|去" + _alt(" ".join(_CITIES)))
#: a preferred reply style stated as a taste: "我更喜欢简短的回复", "我比较喜欢详细一点的解释"
_STYLE_LIKE = re.compile(r"^我?" + _ADV + r"(?:更|还是|比较)?" + _alt("喜欢 偏好 偏爱 倾向于 倾向")
                         + r"(?:看|听)?(" + _STYLE.pattern + r"(?:一?点儿?|一些)?)的?"
                         + _alt("回答 回复 答案 解释 讲解 说明 风格") + "$")
_ROUTINE = re.compile(_alt("开会 上班 上课 加班 值班"))
_TIME_LEAD = re.compile(r"^((?:" + _FUTURE.pattern + r"|今天|周末)[，,]?)我(?!们)")
_SLEEP = re.compile(_alt("睡 起床 早起 晚起 夜班 早班 晚班 熬夜 倒班"))
_HABITUAL = re.compile(_alt("一般 通常 经常 每天 总是 习惯 平时 都 常常 天天"))
_ACTIVITY = re.compile(_alt("跑步 游泳 健身 锻炼 去 练 看 读 写 打 骑 散步 冥想 瑜伽 爬山"))


def _strip(value: str) -> str:
    return value.strip(" ，,。.！!？?；;：:、《》\"'“”").removesuffix("了").strip()


def _unsoften(value: str) -> str:
    """Without the softener after a style word: "简洁点" -> "简洁", "简短一点" -> "简短"."""
    return re.sub("(" + _STYLE.pattern + r")(?:一?点儿?|一些)$", r"\1", _strip(value))


def _fact(key: str, value: str) -> Fact:
    return Fact(key=key, value=_strip(value), source="user")


def _role_like(text: str) -> bool:
    return text.endswith(_ROLE_SUFFIXES)


def _place_prefix(text: str) -> str:
    """The longest run of gazetteer places at the start of `text` ("四川成都", "北京")."""
    end, moved = 0, True
    while moved:
        moved = False
        for place in sorted(_CITIES, key=len, reverse=True):
            if text.startswith(place, end):
                end, moved = end + len(place), True
                break
    return text[:end]


def _city(text: str) -> bool:
    """A place name: gazetteer places only ("四川成都"), or a name ending in 市."""
    return _place_prefix(text) == text or (len(text) > 2 and text.endswith("市"))


def _workplace(text: str) -> Iterator[Fact]:
    """"在X工作" / "在X做Y": X is a city, a company, or a city then a company."""
    place = _place_prefix(text)
    if place:
        yield _fact("工作城市", place)
    org = text[len(place):]
    known = org in _COMPANIES or org.endswith(_ORG_SUFFIXES)
    if org and not org.startswith(("一家", "一个", "某")) and (
            known or re.fullmatch(r"[A-Za-z][\w .&-]*", org)):
        yield _fact("公司", org)


@dataclass(frozen=True)
class _Clause:
    """One comma-separated clause: `body` has the user subject (and a leading time) removed."""

    text: str
    body: str
    explicit: bool  # the clause itself says 我 (names need it: "叫团子" after a pet is no name)
    question: bool


#: (key, pattern on the clause body): group 1 is the value
_SIMPLE: list[tuple[str, str]] = [
    ("英文名", r"^的?英文名字?(?:是|叫)\s*([A-Za-z][A-Za-z .'-]*)"),
    ("年龄", _A + r"(?:今年)?(" + _NUM + r"岁)"),
    ("城市", _A + _alt("住在 生活在 定居在 家住在 家住 家在 定居") + "([" + _HAN
     + r"A-Za-z]{2,12}?)(?:这边|那边|附近)?$"),
    ("家乡", _A + r"(?:的?老家(?:在|是)|来自|出生在|出生于)([" + _HAN + r"A-Za-z]{2,12})"),
    ("公司", _A + r"(?:就职于|任职于)(.{2,12})$"),
    ("专业", _A + r"(?:是)?(?:学|读|念)(.{2,8}?)(?:专业)?的$"),
    ("专业", r"^的?(?:专业是|学的是|读的是|念的是)(.{2,10})$"),
    ("在学", _A + r"(?:在|开始|在自|正在)学(?:习)?(?!校|生)(.{1,10})$"),
    ("爱好", r"^的?(?:兴趣)?爱好(?:是|有)(.+)$"),
    ("过敏", _A + r"对(.{1,12})过敏"),
    ("过敏", _A + r"有?([^对]{1,6})过敏$"),
    ("饮食", _A + r"(?:不抽烟|不吸烟)?(?:也|而且)?((?:不吃|不喝|不碰|吃素|不太能吃|不能吃|吃不了"
     r"|戒了?)["
     + _HAN + r"]{0,6})$"),
    ("习惯", _A + r"(不抽烟|不吸烟|戒烟了?)"),
    ("饮食", _A + r"是(素食主义者|素食者|吃素的)"),
    ("家庭", _A + r"有(" + _NUM + r"个"
     + _alt("孩子 儿子 女儿 哥哥 姐姐 弟弟 妹妹 兄弟姐妹") + ")"),
    ("家庭", _A + r"(结婚了|已婚|离婚了|单身)"),
    ("宠物", r"^的(" + _PETS + r"(?:叫|名字叫)[" + _HAN + r"A-Za-z]{1,6})$"),
    ("前公司", r"从(.{1,10}?)(?:离职|辞职|跳槽)"),
]
_DISLIKE = (_A + r"(?:(?:不太|不怎么|不大|不是很|不那么|不再|不)喜欢|不爱|讨厌|最讨厌|受不了"
            r"|反感)(.+)$"
            r"|" + _A + r"怕([" + _HAN + r"]{1,2})$")  # 怕冷, 怕蛇; not 怕麻烦你
_LIKE = _A + r"(?:喜欢|爱|热爱|喜爱|偏爱|超爱|最爱|迷上了?)(.+)$"
#: a move already made ("我搬到深圳了", "我上个月从杭州搬到了成都"); a planned one is a 计划
_MOVED = re.compile(r"(?<![不没])搬(?:到|去|来|回)了?([" + _HAN + r"A-Za-z]{2,12}?)"
                    r"(?:这边|那边|来|去|住|定居)?(?:了|啦)?$")
_NOT_DONE = re.compile(_alt("想 要 打算 准备 计划 可能 也许 考虑 如果 还没 没有"))
_STUDYING = (_A + r"(?:在.{2,12}?)?(?:在读|读|念)(研究生|博士|本科|大学|高中|初中"
             r"|大[一二三四]|研[一二三])$")


def _names(b: str) -> Iterator[Fact]:
    m = re.match(r"^(?:叫|的?名字(?:是|叫))([" + _HAN + r"]{2,4}?|[A-Za-z][A-Za-z .]{0,30})"
                 r"(?=$|今年|来自|在|是)", b)
    if m and not set(m[1]) & _NOT_IN_NAMES:
        yield _fact("姓名", m[1])
    # 我是李华: a surname first, and not a role, a place or a kind of person (杭州人, 高手)
    m = re.match(r"^是([" + _HAN + r"]{2,3})$", b)
    if (m and m[1][0] in _SURNAMES and not _role_like(m[1]) and not _place_prefix(m[1])
            and not m[1].endswith(("人", "手", "座", "者"))):
        yield _fact("姓名", m[1])


def _statements(c: _Clause, following: str) -> Iterator[Fact]:
    """Facts the user states about themself."""
    b = c.body
    if c.explicit:
        yield from _names(b)
    for key, pattern in _SIMPLE:
        m = re.search(pattern, b)
        if m:
            yield _fact(key, m[1])
    m = re.match(_A + r"的?最喜欢的([" + _HAN + r"]{1,4})(?:是|就是)(.+)$", b)
    if m:
        yield _fact("最喜欢的" + m[1], m[2])
    # "我喜欢你这个回答", "我怕你误会": a reaction to the conversation, not a taste
    deictic = r"[你您这那它他她上人死过]"
    # "我喜欢简短的回复" is a reply style (see _directives), not a taste
    styled = bool(_STYLE_LIKE.search(b))
    m = None if styled else re.match(_DISLIKE, b)
    like = None if m or styled else re.match(_LIKE, b)
    if m and not re.match(deictic, m[1] or m[2]):
        yield _fact("不喜欢", m[1] or m[2])
    elif like and not re.match(deictic, like[1]):
        yield _fact("喜欢", like[1])
    yield from _work(b)
    m = _MOVED.search(b)
    if m and not _FUTURE.search(b) and not _NOT_DONE.search(b) and _city(m[1]):
        yield _fact("城市", m[1])
    m = re.match(_A + r"是(.{2,6})人$", b)
    if m and _place_prefix(m[1]) == m[1]:
        yield _fact("家乡", m[1])
    keeps = _alt("养了 养着 养 有 家里有 家有")
    m = re.match(_A + keeps + "(" + _NUM + r"(?:只|条|匹)[" + _HAN + r"]{0,3}?" + _PETS + ")", b)
    if m:
        named = following if re.match(r"^(?:叫|名字叫)", following) else ""
        yield _fact("宠物", m[1] + ("，" + named if named else ""))
    m = re.match(_A + r"(?:用|使用)([A-Za-z][\w.+-]*(?: [A-Za-z][\w.+-]*)*)"
                 r"(?:比较多|最多|得多)?$", b)
    if m and not PROGRAMMING_LANGUAGES.search(m[1]):
        yield _fact("工具", m[1])
    if _SLEEP.search(b) and _HABITUAL.search(b):
        yield _fact("作息", b)
    elif re.match(_A + _alt("每天 每周 每晚 每周末 每个周末 每月 每个月 周末 平时 天天"), b) \
            and _ACTIVITY.search(b) and not re.search("喜欢|爱", b):
        yield _fact("习惯", b)


def _work(b: str) -> Iterator[Fact]:
    """Role, industry, employer and work city."""
    m = re.match(_A + r"是(?:一名|一个|一位|个|名|位)?(.{2,12})$", b)
    if m and _role_like(_strip(m[1])):
        yield _fact("职位", m[1])
    m = re.match(_A + r"是做(.{1,8})的$", b)
    if m:
        yield _fact("职位" if _role_like(m[1]) else "行业", m[1])
    m = re.match(_A + r"(?:做|当|担任|从事)(.{2,10})$", b)
    if m and _role_like(m[1]):
        yield _fact("职位", m[1])
    m = re.match(_A + r"在(.{2,12}?)(?:工作|上班|任职|实习)$", b)
    if m:
        yield from _workplace(m[1])
    m = re.match(_A + r"在(.{2,12}?)(?:做|当|担任|从事)(.{2,10})$", b)
    if m:
        yield from _workplace(m[1])
        if _role_like(m[2]):
            yield _fact("职位", m[2])
    # "主要用Java做安卓开发": the role closes the clause
    m = re.search(r"(?:做|当)(.{2,8})$", b)
    if m and _role_like(m[1]) and not re.search(r"想|(?<!主)要|打算|希望|将来", b) and not re.match(
            _A + r"(?:在|做|当)", b):
        yield _fact("职位", m[1])
    m = re.match(_STUDYING, b)
    if m:
        yield _fact("职位", m[1] if m[1] in ("研究生", "博士") else m[1] + "学生")


def _directives(c: _Clause) -> Iterator[Fact]:
    """How the user wants to be answered: reply language, reply style, standing constraints."""
    t = c.text
    if "翻译" in t:
        return
    m = re.search(r"(?:用|使用|说)" + _LANGS + r"(?:来)?(?:跟我|和我|与我)?"
                  + _alt("回复 回答 回 说 交流 聊 聊天 沟通 写"), t)
    if m:
        yield _fact("回复语言", m[1])
        return
    m = _STYLE_LIKE.search(t)
    if m and not c.question:
        yield _fact("回答风格", _unsoften(m[1]))
        return
    # "回答得详细一点" asks about this answer; "以后回答得简短一点" and "回答简洁点" (no 得: how
    # to answer, not a comment on this answer) are standing preferences
    one_off = re.search(r"(?:回答|说|写|讲)得", t) and not _PERSISTENT.search(t)
    softened = re.search(_STYLE.pattern + r"(?:一?点儿?|一些)$", t) and not re.match("[这那]", t)
    if _STYLE.search(t) and (_DIRECTIVE.search(t) or softened) and _STYLE_TOPIC.search(t) \
            and not one_off:
        lead = (r"^(?:以后|今后|之后|往后)?(?:你的?)?(?:回答|回复|解释|讲解|写代码)?(?:问题)?"
                r"(?:的时候|时)?[，,]?(?:请你?|麻烦)?(?:尽量|尽可能)?(?:都)?")
        value = re.sub(lead, "", t)
        yield _fact("回答风格", _unsoften(value))
        return
    m = re.match(r"^(?:以后|今后|之后)?(?:请|麻烦)?你?(?:千万|永远|绝对)?((?:不要|别|不许|不准"
                 r"|禁止)(?!担心|着急|急|客气|紧|忘|难过|生气|怕)(?:再)?.+)$", t)
    if m:
        yield _fact("约束", m[1])
    m = re.match(r"^(?:你|您)?(?:可以|就)?叫我([" + _HAN + r"A-Za-z]{1,6}?)"
                 r"(?:就行|就好|就可以了?|吧|好了)?$", t)
    if m:
        yield _fact("称呼", m[1])


def _languages_used(c: _Clause) -> Iterator[Fact]:
    span = language_span(c.text)
    uses = re.search(_alt("写 用 编程 开发 语言 主要 常用 擅长 会 熟悉 精通"), c.text)
    if span and uses and not c.question and not re.search(r"学|不|别|推荐|讨厌", c.text):
        yield _fact("编程语言", span)


def _plan(c: _Clause) -> Iterator[Fact]:
    """A dated upcoming event (trip, move, exam...); routine work items are not kept."""
    b = c.body
    if _FUTURE.search(b) and _EVENTS.search(b) and not _ROUTINE.search(b) and not c.question:
        yield _fact("计划", re.sub(r"就要|将要|准备|打算|计划|要|将|会|想", "", b, count=1))


def _clauses(sentence: str, asks: bool) -> Iterator[tuple[_Clause | None, str, str]]:
    """(clause, raw text, next raw text); the clause is None when it is about someone else."""
    parts = [p.strip() for p in re.split(r"[，,：:]", sentence) if p.strip()]
    for i, text in enumerate(parts):
        text = re.sub(r"^(?:嗯|哦|对了|另外|其实|顺便说一下|补充一下|还有|话说)[，,]?", "", text)
        following = parts[i + 1] if i + 1 < len(parts) else ""
        # in "我下周去北京出差，有什么推荐吗？" only the last clause is the question
        question = bool(_QUESTION.search(text)) or (asks and i == len(parts) - 1)
        lead = _TIME_LEAD.match(text)
        if lead:
            yield _Clause(text, lead[1] + text[lead.end():], True, question), text, following
        elif text.startswith("我") and not _OTHERS.match(text):
            yield _Clause(text, text[1:], True, question), text, following
        elif _OTHERS.match(text):
            yield None, text, following
        else:  # Chinese drops the subject: a subjectless clause speaks for the user
            yield _Clause(text, text, False, question), text, following


def extract_zh(text: str) -> list[Fact]:
    """All rule matches of every clause, in order (duplicates are merged by the caller)."""
    facts: list[Fact] = []
    pieces = re.split(r"([。！？!?；;\n]+)", text)
    for sentence, end in zip(pieces[0::2], [*pieces[1::2], ""], strict=True):
        if re.match(r"^(?:如果|假如|要是|假设|万一)", sentence.strip()):
            continue  # a hypothetical states nothing about the user
        asks = "？" in end or "?" in end
        for clause, raw, following in _clauses(sentence, asks):
            kin = re.match(r"^我的?(" + _KIN + r".+)$", raw)
            if kin and not _TEMPORARY.search(raw) and not _QUESTION.search(raw):
                facts.append(_fact("家庭", kin[1]))  # a family member's stable trait
                continue
            if clause is None or clause.question:
                continue
            facts.extend(_directives(clause))
            facts.extend(_plan(clause))
            if _TEMPORARY.search(clause.text):
                continue
            facts.extend(_languages_used(clause))
            facts.extend(_statements(clause, following))
    return [f for f in facts if f.value]
