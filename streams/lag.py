"""Consumer lag (pure): per group and partition, end offset minus committed, and time lag."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class PartitionOffsets:
    """What Kafka says about one partition for one group; `committed` None = never committed,
    `head_ts_ms` = timestamp of the first record past the committed offset (None = none read)."""

    group: str
    topic: str
    partition: int
    committed: int | None
    beginning: int
    end: int
    head_ts_ms: int | None = None


@dataclass(frozen=True)
class PartitionLag:
    """One row of the lag table; `time_lag_s` None = lagging but the head record was unreadable."""

    group: str
    topic: str
    partition: int
    committed: int | None
    end: int
    lag: int
    time_lag_s: float | None


def lag_of(o: PartitionOffsets, now_ms: int) -> PartitionLag:
    """Lag of one partition: a group that never committed starts from the log start (it would
    replay from `earliest`); a caught-up partition has no time lag."""
    start = o.committed if o.committed is not None else o.beginning
    lag = max(0, o.end - max(start, o.beginning))
    if lag == 0:
        time_lag: float | None = 0.0
    elif o.head_ts_ms is None:
        time_lag = None
    else:
        time_lag = max(0.0, (now_ms - o.head_ts_ms) / 1000.0)
    return PartitionLag(o.group, o.topic, o.partition, o.committed, o.end, lag, time_lag)


def lags(offsets: Sequence[PartitionOffsets], now_ms: int) -> list[PartitionLag]:
    """Every partition's lag, sorted by group, topic and partition."""
    return sorted((lag_of(o, now_ms) for o in offsets),
                  key=lambda r: (r.group, r.topic, r.partition))


def total(rows: Sequence[PartitionLag]) -> int:
    return sum(r.lag for r in rows)


def over(rows: Sequence[PartitionLag], max_lag: int) -> list[PartitionLag]:
    """The partitions whose lag exceeds `max_lag`."""
    return [r for r in rows if r.lag > max_lag]


def table(rows: Sequence[PartitionLag]) -> str:
    """A fixed-width table, one block per group (an empty group list says so)."""
    if not rows:
        return "no committed offsets found for the chosen groups\n"
    head = ("topic", "partition", "committed", "end", "lag", "time lag")
    out: list[str] = []
    for group in dict.fromkeys(r.group for r in rows):
        mine = [r for r in rows if r.group == group]
        cells = [(r.topic, str(r.partition), "-" if r.committed is None else str(r.committed),
                  str(r.end), str(r.lag), _seconds(r.time_lag_s)) for r in mine]
        widths = [max(len(h), *(len(c[i]) for c in cells)) for i, h in enumerate(head)]
        out.append(f"group {group}  (total lag {total(mine)})")
        out.append("  ".join(h.ljust(w) if i == 0 else h.rjust(w)
                             for i, (h, w) in enumerate(zip(head, widths, strict=True))))
        out.extend("  ".join(c.ljust(w) if i == 0 else c.rjust(w)
                             for i, (c, w) in enumerate(zip(row, widths, strict=True)))
                   for row in cells)
        out.append("")
    return "\n".join(out)


def _seconds(value: float | None) -> str:
    if value is None:
        return "?"
    return f"{value:.1f}s" if value < 120 else f"{value / 60:.1f}m"
