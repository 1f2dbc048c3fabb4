"""Similarity calibration: the shipped pair set, the band rule and the per-model table."""

import math
import re
from collections.abc import Sequence

import pytest

from agents.commit_memories.bands import DEFAULT_BANDS, FALLBACK_BANDS, bands_for
from agents.commit_memories.calibration import (
    DUPLICATE_CAP,
    Bands,
    LabelledPair,
    calibrate,
    cosine,
    load_pairs,
    parse_pairs,
    render,
    suggest_bands,
)

_HAN = re.compile(r"[\u4e00-\u9fff]")
_COMPOSED = re.compile(r"^(?:用户\S.*|User \S.*): \S")


def test_shipped_pairs_cover_every_kind_and_both_languages() -> None:
    pairs = load_pairs()
    assert len(pairs) >= 80
    kinds = {p.kind for p in pairs}
    assert kinds == {"paraphrase", "near_miss", "unrelated"}
    assert all(p.same == (p.kind == "paraphrase") for p in pairs)
    zh = sum(bool(_HAN.search(p.a)) and bool(_HAN.search(p.b)) for p in pairs)
    en = sum(not _HAN.search(p.a) and not _HAN.search(p.b) for p in pairs)
    assert zh >= 20 and en >= 20 and len(pairs) - zh - en >= 10  # the rest is cross-language
    composed = sum(bool(_COMPOSED.match(p.a)) and bool(_COMPOSED.match(p.b)) for p in pairs)
    assert composed >= len(pairs) - 3  # stored-sentence shape; a few raw reference sentences
    assert len({(p.a, p.b) for p in pairs}) == len(pairs)


def test_shipped_pairs_hold_the_reference_traps() -> None:
    pairs = {(p.a, p.b): p.same for p in load_pairs()}
    assert pairs[("用户城市: 杭州", "用户城市: 深圳")] is False
    assert pairs[("用户喜欢: 猫", "用户不喜欢: 猫")] is False
    assert pairs[("用户家庭: 妈妈住在杭州", "用户家庭: 爸爸住在深圳")] is False
    assert pairs[("用户公司: 字节跳动", "用户工作单位: 字节跳动")] is True
    assert pairs[("User reply style: concise", "用户回答风格: 简洁")] is True


@pytest.mark.parametrize(
    "line",
    ['{"a": "x", "b": "y", "same": "yes", "kind": "paraphrase"}',
     '{"a": "x", "b": "y", "same": true, "kind": "synonym"}',
     '{"a": "x", "b": "y", "same": true, "kind": "near_miss"}',
     '{"a": "x", "same": true, "kind": "paraphrase"}',
     "not json"],
)
def test_parse_pairs_rejects_bad_lines(line: str) -> None:
    with pytest.raises(ValueError, match="pair line 2"):
        parse_pairs(['{"a": "x", "b": "y", "same": false, "kind": "unrelated"}', line])


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [([1.0, 0.0], [1.0, 0.0], 1.0), ([1.0, 0.0], [0.0, 2.0], 0.0), ([1.0, 1.0], [-1.0, -1.0], -1.0),
     ([3.0, 4.0], [4.0, 3.0], 0.96), ([0.0, 0.0], [1.0, 0.0], 0.0)],
)
def test_cosine(a: list[float], b: list[float], expected: float) -> None:
    assert math.isclose(cosine(a, b), expected, abs_tol=1e-12)


def test_cosine_rejects_unequal_lengths() -> None:
    with pytest.raises(ValueError):
        cosine([1.0], [1.0, 0.0])


def test_duplicate_sits_just_above_the_highest_different_pair() -> None:
    scored = [(0.99, True), (0.95, True), (0.90, True), (0.86, True),
              (0.962, False), (0.93, False), (0.80, False)]
    bands, report = suggest_bands(scored)
    assert bands.duplicate == 0.967
    assert all(s < bands.duplicate for s, same in scored if not same)
    assert report.max_different == 0.962
    assert report.same_recall == 0.25  # only 0.99 of the four same pairs reaches 0.967
    assert report.separable
    assert bands.conflict_low == 0.86  # the 5th percentile of same-fact scores
    assert (report.same_count, report.different_count, report.total) == (4, 3, 7)


def test_duplicate_is_capped_and_flagged_when_nothing_separates() -> None:
    bands, report = suggest_bands([(1.0, True), (0.9995, False)])
    assert bands.duplicate == DUPLICATE_CAP
    assert not report.separable


def test_conflict_low_uses_near_misses_and_never_exceeds_duplicate() -> None:
    pairs = [LabelledPair("s1", "t1", True, "paraphrase"), LabelledPair("s2", "t2", True,
             "paraphrase"), LabelledPair("n1", "m1", False, "near_miss"),
             LabelledPair("n2", "m2", False, "near_miss"),
             LabelledPair("u1", "v1", False, "unrelated")]
    scored = [(0.99, True), (0.97, True), (0.95, False), (0.90, False), (0.70, False)]
    bands, report = suggest_bands(scored, pairs)
    assert bands.conflict_low == 0.90  # below the lowest same pair: the lowest near miss
    assert report.by_kind == {"paraphrase": 2, "near_miss": 2, "unrelated": 1}
    assert report.unrelated_in_band == 0
    assert [p.a for p in report.worst_different] == ["n1", "n2", "u1"]
    assert [p.a for p in report.worst_same] == ["s2", "s1"]
    bands, _ = suggest_bands([(0.99, True), (0.98, False)])
    assert bands.conflict_low <= bands.duplicate


@pytest.mark.parametrize("scored", [[], [(0.9, True)], [(0.9, False)]])
def test_suggest_bands_needs_both_classes(scored: list[tuple[float, bool]]) -> None:
    with pytest.raises(ValueError):
        suggest_bands(scored)


def test_render_names_the_bands_and_the_worst_pairs() -> None:
    pairs = [LabelledPair("用户城市: 杭州", "用户城市: 深圳", False, "near_miss"),
             LabelledPair("a", "b", True, "paraphrase")]
    _, report = suggest_bands([(0.972, False), (0.98, True)], pairs)
    text = render(report)
    assert "duplicate=0.977" in text
    assert "用户城市: 杭州 | 用户城市: 深圳" in text
    assert "same-fact recall at duplicate: 1.000" in text


class _FakeEmbedder:
    """Vectors from a table; counts calls so the test sees one batched embed."""

    def __init__(self) -> None:
        self.calls: list[list[str]] = []

    async def embed(self, texts: Sequence[str]) -> list[list[float]]:
        self.calls.append(list(texts))
        # same-fact pairs get identical vectors through their shared value after ": "; the
        # different pairs differ in value, so they score lower
        return [[float(len(t) % 7 + 1), float(len(t.split(": ")[-1]) % 5 + 1), 1.0]
                for t in texts]


async def test_calibrate_embeds_every_text_once_in_one_call() -> None:
    embedder = _FakeEmbedder()
    bands, report = await calibrate(embedder)
    pairs = load_pairs()
    texts = {t for p in pairs for t in (p.a, p.b)}
    assert len(embedder.calls) == 1
    assert sorted(embedder.calls[0]) == sorted(texts)
    assert report.total == len(pairs)
    assert report.bands == bands


def test_bands_table_and_overrides() -> None:
    e5 = DEFAULT_BANDS["multilingual-e5-small-q4"]
    assert bands_for("multilingual-e5-small-q4") == e5
    # the measured traps of REFERENCE.md are not duplicates under the e5 bands
    assert e5.duplicate > 0.972
    assert bands_for("some-new-model") == FALLBACK_BANDS == Bands(0.97, 0.90)
    assert bands_for("some-new-model", duplicate=0.99) == Bands(0.99, 0.90)
    assert bands_for("some-new-model", duplicate=0.85) == Bands(0.85, 0.85)
    assert bands_for("some-new-model", 0.99, 0.5) == Bands(0.99, 0.5)
    with pytest.raises(ValueError):
        bands_for("some-new-model", duplicate=0.9, conflict_low=0.95)
