"""Canonical keys and values: one fact, however the extractor or the language names it."""

import pytest

from agents.commit_memories.canonical import (
    CANONICAL_KEYS,
    CanonicalFact,
    canonicalize,
    cardinality_of,
    clean_value,
    prompt_hint,
)
from agents.extract_facts.classify import _TABLE as CLASSIFY_TABLE


@pytest.mark.parametrize(
    ("key", "value", "expected"),
    [
        # "I don't like cats anymore": the object only, singular, negative
        ("dislikes", "cats anymore", CanonicalFact("preference", "cat", -1, "multi", True)),
        ("喜欢", "猫", CanonicalFact("preference", "猫", 1, "multi", True)),
        ("不喜欢", "猫", CanonicalFact("preference", "猫", -1, "multi", True)),
        ("讨厌", "猫了", CanonicalFact("preference", "猫", -1, "multi", True)),
        ("hates", "Cats now", CanonicalFact("preference", "cat", -1, "multi", True)),
        ("likes", "cats", CanonicalFact("preference", "cat", 1, "multi", True)),
        ("preference", "dislikes cats", CanonicalFact("preference", "cat", -1, "multi", True)),
        ("dislikes", "don't like cats", CanonicalFact("preference", "cat", -1, "multi", True)),
        ("城市", "杭州", CanonicalFact("home_city", "杭州", 1, "single", True)),
        ("city", "Berlin", CanonicalFact("home_city", "berlin", 1, "single", True)),
        ("current-city", "Berlin", CanonicalFact("home_city", "berlin", 1, "single", True)),
        ("用户城市", "杭州市", CanonicalFact("home_city", "杭州", 1, "single", True)),
        ("Athens", "x", CanonicalFact("athens", "x", 1, "multi", False)),
        ("city", "Athens", CanonicalFact("home_city", "athens", 1, "single", True)),
        ("过敏", "花生", CanonicalFact("allergy", "花生", 1, "multi", True)),
        ("allergy", "shellfish", CanonicalFact("allergy", "shellfish", 1, "multi", True)),
        ("allergies", "peanuts", CanonicalFact("allergy", "peanut", 1, "multi", True)),
        ("favorite_number", "7", CanonicalFact("favorite_number", "7", 1, "single", True)),
        ("Favourite Colour", "Blue", CanonicalFact("favorite_color", "blue", 1, "single", True)),
        ("最喜欢的电影", "《肖申克的救赎》",
         CanonicalFact("favorite_movie", "肖申克的救赎", 1, "single", True)),
        ("age", "34 years old", CanonicalFact("age", "34", 1, "single", True)),
        ("年龄", "34岁", CanonicalFact("age", "34", 1, "single", True)),
        ("employer", "Google LLC", CanonicalFact("employer", "google", 1, "single", True)),
        ("爱好", "爬山", CanonicalFact("hobby", "爬山", 1, "multi", True)),
        ("Pet Peeves", "Loud  Music", CanonicalFact("pet_peeves", "loud music", 1, "multi", False)),
        ("", "x", CanonicalFact("", "x", 1, "multi", False)),
    ],
)
def test_canonicalize(key: str, value: str, expected: CanonicalFact) -> None:
    assert canonicalize(key, value) == expected


def _identity(key: str, value: str) -> tuple[str, str, int]:
    c = canonicalize(key, value)
    return c.key, c.value, c.polarity


@pytest.mark.parametrize(
    ("canonical", "facts"),
    [
        ("home_city", [("城市", "x"), ("city", "x"), ("住在", "x"), ("location", "x"),
                       ("所在地", "x"), ("居住地", "x"), ("current_city", "x"),
                       ("home_city", "x")]),
        ("employer", [("公司", "字节跳动"), ("工作单位", "字节跳动"), ("employer", "字节跳动"),
                      ("company", "字节跳动")]),
        ("job_title", [("职位", "x"), ("role", "x"), ("occupation", "x"), ("job", "x"),
                       ("job_title", "x"), ("职业", "x")]),
        ("preference", [("喜欢", "x"), ("likes", "x"), ("love", "x")]),
        ("reply_style", [("reply_style", "concise"), ("回答风格", "简洁"),
                         ("answer_style", "brief"), ("回答风格", "简短一点"),
                         ("reply_style", "short answers"), ("reply_style", "concise replies"),
                         ("reply_style", "no rambling"), ("回答风格", "言简意赅"),
                         ("reply_style", "succinct"), ("回答风格", "精简")]),
        ("reply_language", [("reply_language", "Chinese"), ("回复语言", "中文"),
                            ("回复语言", "简体中文"), ("回复语言", "汉语"),
                            ("回复语言", "普通话")]),
        ("pets", [("pets", "a cat"), ("pets", "cats"), ("pets", "Cat")]),
    ],
)
def test_synonyms_collapse_to_one_identity(canonical: str, facts: list[tuple[str, str]]) -> None:
    identities = {_identity(k, v) for k, v in facts}
    assert len(identities) == 1
    assert identities.pop()[0] == canonical


def test_negative_preferences_share_the_key_and_flip_the_polarity() -> None:
    for key in ("不喜欢", "dislikes", "hates", "讨厌"):
        assert _identity(key, "猫") == ("preference", "猫", -1)
    assert _identity("喜欢", "猫") == ("preference", "猫", 1)


def test_different_allergies_are_different_values_of_a_multi_key() -> None:
    a, b = canonicalize("过敏", "花生"), canonicalize("allergy", "shellfish")
    assert a.key == b.key == "allergy"
    assert a.cardinality == b.cardinality == "multi"
    assert a.value != b.value


@pytest.mark.parametrize(
    ("value", "token"),
    [("short answers", "concise"), ("简短", "concise"), ("不要太啰嗦", "concise"),
     ("detailed, in depth", "detailed"), ("详细", "detailed"), ("不要太详细", "concise"),
     ("with examples", "examples"), ("多举例", "examples"), ("bullet points", "bullets"),
     ("分点", "bullets"), ("formal", "formal"), ("正式", "formal"), ("casual", "casual"),
     ("口语化", "casual"), ("informal", "casual"), ("concise answers with code examples",
                                                   "concise+examples"),
     ("no emojis", "no emojis")],
)
def test_reply_style_vocabulary(value: str, token: str) -> None:
    assert canonicalize("reply_style", value).value == token


@pytest.mark.parametrize(
    ("value", "token"),
    [("中文", "zh"), ("Chinese", "zh"), ("英文", "en"), ("英语", "en"), ("English", "en"),
     ("日语", "ja"), ("Japanese", "ja"), ("British English", "en_gb"), ("繁体中文", "zh_hant"),
     ("Klingon", "klingon")],
)
def test_reply_language_vocabulary(value: str, token: str) -> None:
    assert canonicalize("reply_language", value).value == token


@pytest.mark.parametrize(
    ("raw", "cleaned"),
    [("cats anymore", "cats"), ("cats any more", "cats"), ("Python now", "Python"),
     ("猫了", "猫"), ("深圳啦", "深圳"), ("dogs either", "dogs"), ("Berlin last month", "Berlin"),
     ("简洁点", "简洁"), ("简短一点", "简短"), ("详细点", "详细"),
     # normal values are left alone
     ("Cats", "Cats"), ("mystery novels and jazz", "mystery novels and jazz"), ("受不了", "受不了"),
     ("晚上十一点", "晚上十一点"), ("8点", "8点"), ("分点", "分点"), ("重点", "重点"),
     ("Snow", "Snow"), ("know-how", "know-how"),
     # never empty
     ("now", "now"), ("了", "了"), (" anymore ", "anymore")],
)
def test_clean_value(raw: str, cleaned: str) -> None:
    assert clean_value(raw) == cleaned


def test_every_extractor_key_is_known() -> None:
    """The offline and classify vocabularies all land on a canonical key (nothing falls to
    the unknown-multi default by accident)."""
    keys = {k for keys in CLASSIFY_TABLE.values() for k in keys.split()}
    keys |= {"英文名", "former_employer", "前公司", "car", "schedule", "作息", "习惯"}
    unknown = sorted(k for k in keys if not canonicalize(k, "x").known)
    assert unknown == []


def test_cardinality_table() -> None:
    single = {"home_city", "employer", "job_title", "name", "preferred_name", "age", "birthday",
              "school", "major", "hometown", "nationality", "timezone", "work_city",
              "reply_language", "reply_style"}
    multi = {"preference", "allergy", "pets", "skills", "programming_languages",
             "spoken_languages", "tools", "learning", "family", "hobby", "plan", "diet",
             "constraint"}
    assert all(CANONICAL_KEYS[k] == "single" for k in single)
    assert all(CANONICAL_KEYS[k] == "multi" for k in multi)
    assert cardinality_of("最喜欢的书") == "single"
    assert cardinality_of("whatever") == "multi"


def test_prompt_hint_names_the_main_keys() -> None:
    hint = prompt_hint()
    for key in ("home_city", "employer", "job_title", "likes", "dislikes", "reply_style",
                "favorite_<thing>", "城市", "不喜欢"):
        assert key in hint
    assert "\n" not in hint
