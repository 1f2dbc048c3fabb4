"""The status page (pure): chart series from samples, and a self-contained document."""

from __future__ import annotations

from streams.entrypoints.observe import Sample
from streams.entrypoints.status_page import charts, consumed_between, page


def sample(at: float, consumed: dict[str, int], **kw: object) -> Sample:
    return Sample(at=at, lag_records=3, lag_seconds=1.5, consumed=consumed, **kw)  # type: ignore[arg-type]


def test_throughput_counts_only_partitions_seen_committed_twice() -> None:
    a = sample(100, {"g/t/0": 10, "g/t/1": 5})
    b = sample(110, {"g/t/0": 30, "g/t/1": 4, "g/t/2": 999})  # 1 reset back, 2 first commit
    assert consumed_between(a, b) == 20
    rate = next(c for c in charts([a, b], 110, 3600) if c["id"] == "throughput")
    assert rate["series"]["consumed"] == [(110, 2.0)]


def test_window_and_series() -> None:
    old = sample(0, {"g/t/0": 0})
    new = [sample(4000 + i, {"g/t/0": i}, e2e_seconds={"milvus": 0.5}) for i in range(3)]
    drawn = {c["id"]: c for c in charts([old, *new], 4002, 3600)}
    assert len(drawn["lag"]["series"]["lag"]) == 3  # the sample older than an hour is gone
    assert drawn["e2e"]["series"] == {"milvus": [(4000, 0.5), (4001, 0.5), (4002, 0.5)]}
    assert drawn["time_lag"]["series"]["time lag"][0] == (4000, 1.5)


def test_page_is_self_contained_and_escapes() -> None:
    html = page([sample(1, {}, dependencies={"<neo4j>": False, "kafka": True})], 2, 3600, 1)
    assert "http://" not in html.replace("http://www.w3.org/2000/svg", "")
    assert "<script src" not in html and "<link" not in html
    assert "&lt;neo4j&gt;" in html and 'class="down"' in html
    assert 'content="15"' in html  # never reloads faster than 15 s
    empty = page([], 0, 3600, 15)
    assert "no sample yet" in empty and empty.count('class="chart"') == 4
