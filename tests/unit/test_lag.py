"""Consumer lag (pure): end − committed per partition, time lag from the head record."""

from __future__ import annotations

import pytest

from streams.lag import PartitionOffsets, lag_of, lags, over, table, total

NOW = 1_000_000


@pytest.mark.parametrize(("committed", "beginning", "end", "head", "lag", "time_lag"), [
    (12, 0, 30, NOW - 4_000, 18, 4.0),     # a paused consumer
    (30, 0, 30, None, 0, 0.0),             # caught up: no time lag
    (None, 0, 30, NOW - 1_000, 30, 1.0),   # never committed: replays from the log start
    (5, 10, 30, NOW - 2_000, 20, 2.0),     # committed below the log start (retention)
    (12, 0, 30, None, 18, None),           # lagging, head record unreadable
    (40, 0, 30, None, 0, 0.0),             # committed past the end (topic recreated)
    (12, 0, 30, NOW + 5_000, 18, 0.0),     # clock skew: never negative
])
def test_lag_of(committed: int | None, beginning: int, end: int, head: int | None, lag: int,
                time_lag: float | None) -> None:
    row = lag_of(PartitionOffsets("g", "t", 0, committed, beginning, end, head), NOW)
    assert (row.lag, row.time_lag_s) == (lag, time_lag)


def test_rows_sorted_totals_and_threshold() -> None:
    rows = lags([PartitionOffsets("b", "t", 1, 0, 0, 5), PartitionOffsets("a", "t", 1, 9, 0, 10),
                 PartitionOffsets("a", "t", 0, 0, 0, 3)], NOW)
    assert [(r.group, r.partition) for r in rows] == [("a", 0), ("a", 1), ("b", 1)]
    assert total(rows) == 9
    assert [r.group for r in over(rows, 3)] == ["b"]
    assert over(rows, 5) == []


def test_table_has_one_block_per_group() -> None:
    rows = lags([PartitionOffsets("g1", "topic.a", 0, 12, 0, 30, NOW - 200_000),
                 PartitionOffsets("g2", "topic.b", 3, None, 0, 7, None)], NOW)
    text = table(rows)
    assert "group g1  (total lag 18)" in text and "group g2  (total lag 7)" in text
    assert "topic.a          0         12   30   18      3.3m" in text
    assert "topic.b          3          -    7    7         ?" in text
    assert table([]).startswith("no committed offsets")
