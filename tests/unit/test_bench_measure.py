"""The benchmark's arithmetic (tests/bench/measure.py): schedules, percentiles, latencies, rates."""

from __future__ import annotations

import math

import pytest

from tests.bench import measure


@pytest.mark.parametrize(("n", "rate", "expected"), [
    (4, 2.0, [0.0, 0.5, 1.0, 1.5]),
    (3, None, [0.0, 0.0, 0.0]),
    (0, 10.0, []),
    (2, 0.5, [0.0, 2.0]),
])
def test_schedule(n: int, rate: float | None, expected: list[float]) -> None:
    assert measure.schedule(n, rate) == expected


def test_schedule_refuses_a_rate_that_is_not_positive() -> None:
    with pytest.raises(ValueError, match="positive"):
        measure.schedule(3, 0)


@pytest.mark.parametrize(("values", "p", "expected"), [
    ([1.0, 2.0, 3.0, 4.0], 50, 2.5),
    ([1.0, 2.0, 3.0, 4.0], 0, 1.0),
    ([1.0, 2.0, 3.0, 4.0], 100, 4.0),
    ([4.0, 1.0, 3.0, 2.0], 50, 2.5),  # unsorted input
    ([5.0], 99, 5.0),
    (list(map(float, range(1, 101))), 99, 99.01),  # numpy's linear method
])
def test_percentile(values: list[float], p: float, expected: float) -> None:
    assert measure.percentile(values, p) == pytest.approx(expected)


def test_percentile_of_nothing_is_nan_and_out_of_range_refused() -> None:
    assert math.isnan(measure.percentile([], 50))
    with pytest.raises(ValueError, match=r"0\.\.100"):
        measure.percentile([1.0], 101)


def test_summary() -> None:
    s = measure.summary([0.1, 0.2, 0.3])
    assert s["count"] == 3 and s["p50"] == pytest.approx(0.2) and s["max"] == 0.3


def test_new_memories_credits_each_memory_to_the_first_turn_that_states_it() -> None:
    memories = {"t1": {"a", "b"}, "t2": {"a"}, "t3": set(), "t4": {"b", "c"}}
    assert measure.new_memories(["t1", "t2", "t3", "t4"], memories) == {
        "t1": {"a", "b"}, "t4": {"c"}}


def test_turn_latencies_wait_for_the_last_memory_and_list_the_missing() -> None:
    sent = {"t1": 10.0, "t2": 11.0, "t3": 12.0}
    fresh = {"t1": {"a", "b"}, "t2": {"c"}, "t3": {"d"}}
    first_seen = {"a": 10.5, "b": 12.0, "c": 11.25}
    latencies, missing = measure.turn_latencies(sent, fresh, first_seen)
    assert latencies == {"t1": pytest.approx(2.0), "t2": pytest.approx(0.25)}
    assert missing == ["t3"]


def test_per_second_bins_from_the_start() -> None:
    assert measure.per_second([100.2, 100.7, 101.1, 103.9, 99.0], 100.0) == [
        (0.0, 2.0), (1.0, 1.0), (2.0, 0.0), (3.0, 1.0)]
    assert measure.per_second([], 0.0) == []


def test_mean_rate_over_a_window() -> None:
    samples = [(0.0, 0), (1.0, 100), (2.0, 300), (3.0, 300)]
    assert measure.mean_rate(samples, 0.5, 2.5) == pytest.approx(150.0)
    assert math.isnan(measure.mean_rate(samples, -1.0, 2.0))  # not covered


def test_span_rate_measures_the_middle_of_the_run() -> None:
    # a trickle of 10 early on, then 100 records from t=10 to t=14, then nothing
    samples = [(0.0, 0), (1.0, 10), (10.0, 10), (11.0, 35), (12.0, 60), (13.0, 85),
               (14.0, 110), (20.0, 110)]
    # 10 % of 110 = 11 first reached at t=11 (35); 90 % = 99 at t=14 (110)
    assert measure.span_rate(samples) == pytest.approx((110 - 35) / 3)
    assert math.isnan(measure.span_rate([(0.0, 5), (1.0, 5)]))
    assert math.isnan(measure.span_rate([(0.0, 0), (1.0, 100)]))  # one step: no span
    assert math.isnan(measure.span_rate([]))


def test_agreed_needs_every_sink_at_the_truths_stamp() -> None:
    truth = {"a": (1, "h1"), "b": (2, "h2"), "c": (1, "h3")}
    milvus = {"a": (1, "h1"), "b": (1, "old"), "c": (1, "h3")}
    neo4j = {"a": (1, "h1"), "b": (2, "h2")}
    assert measure.agreed(truth, [milvus, neo4j]) == {"a"}


@pytest.mark.parametrize(("ours", "peer", "text"), [
    (112.4, 56.2, "2.0× mem0"), (10.0, 0.0, "n/a"), (math.nan, 5.0, "n/a")])
def test_ratio(ours: float, peer: float, text: str) -> None:
    assert measure.ratio(ours, peer) == text


@pytest.mark.parametrize(("measured", "target", "higher", "text"), [
    (92.0, 1000.0, True, "missed by 10.9×"),
    (1500.0, 1000.0, True, "met (1.5× the goal)"),
    (0.118, 0.2, False, "met (1.7× the goal)"),
    (4.0, 2.0, False, "missed by 2.0×"),
    (math.nan, 2.0, False, "not measured"),
])
def test_goal(measured: float, target: float, higher: bool, text: str) -> None:
    assert measure.goal(measured, target, higher) == text


@pytest.mark.timeout(30)
def test_the_speed_probe_samples_while_open_and_stops_on_exit() -> None:
    import time

    from tests.bench.reference import SpeedProbe

    with SpeedProbe(every_s=0.01) as probe:
        deadline = time.monotonic() + 20
        while len(probe.samples) < 3 and time.monotonic() < deadline:
            time.sleep(0.01)
    taken = len(probe.samples)
    summary = probe.summary()
    assert taken >= 3
    assert summary["count"] == taken and 0 < summary["p10"] <= summary["p50"] <= summary["p90"]
    assert not probe._thread.is_alive()  # joined on exit: no sample is added after it
    assert probe.cpu_s == pytest.approx(sum(probe.samples) / 1000)
