"""The benchmark's arithmetic (pure): fixed-rate schedules, percentiles, per-turn end-to-end
latency from first-seen times, rates over time, and the ratio to mem0. No I/O, no clock."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence

#: the bench's modes in report order: *model_uncached* is model mode with the embedder's cache
#: off (EMBEDDER_CACHE_SIZE=0), every stored text embedded: the figure for a load whose facts
#: never repeat, where *model* shows the bench's own load (docs/TUNING.md)
MODES = ("pipeline", "model", "model_uncached")


def schedule(n: int, rate: float | None) -> list[float]:
    """Seconds after the start at which each of `n` turns is sent: evenly spaced at `rate`
    turns/s, or all at 0 when `rate` is None (as fast as the broker takes them)."""
    if rate is not None and rate <= 0:
        raise ValueError(f"rate must be positive, got {rate}")
    return [0.0 if rate is None else i / rate for i in range(n)]


def percentile(values: Sequence[float], p: float) -> float:
    """The p-th percentile (0 ≤ p ≤ 100) with linear interpolation between closest ranks
    (numpy's default); NaN for no values."""
    if not 0 <= p <= 100:
        raise ValueError(f"percentile must be within 0..100, got {p}")
    if not values:
        return math.nan
    ordered = sorted(values)
    rank = (len(ordered) - 1) * p / 100
    low = math.floor(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def summary(values: Sequence[float]) -> dict[str, float]:
    """count, p50, p95, p99 and max of `values`."""
    return {"count": float(len(values)), "p50": percentile(values, 50),
            "p95": percentile(values, 95), "p99": percentile(values, 99),
            "max": max(values) if values else math.nan}


def new_memories(turn_ids: Sequence[str], memories: Mapping[str, Iterable[str]]
                 ) -> dict[str, set[str]]:
    """turn id -> the memory ids it is the first turn of the load to state (a paraphrase of an
    earlier fact states no new memory; neither does chit-chat). `turn_ids` in production order."""
    seen: set[str] = set()
    out: dict[str, set[str]] = {}
    for turn_id in turn_ids:
        fresh = set(memories.get(turn_id, ())) - seen
        seen |= fresh
        if fresh:
            out[turn_id] = fresh
    return out


def turn_latencies(sent_at: Mapping[str, float], fresh: Mapping[str, set[str]],
                   first_seen: Mapping[str, float]) -> tuple[dict[str, float], list[str]]:
    """Per turn that creates memories: from its send time to the moment the last of its new
    memories was first seen agreeing in every sink (seconds). Returns (latencies by turn id,
    turn ids some of whose memories were never seen, e.g. merged away by governance)."""
    out: dict[str, float] = {}
    missing: list[str] = []
    for turn_id, ids in fresh.items():
        seen = [first_seen[m] for m in ids if m in first_seen]
        if len(seen) < len(ids):
            missing.append(turn_id)
        else:
            out[turn_id] = max(seen) - sent_at[turn_id]
    return out, missing


def per_second(times: Iterable[float], start: float, width: float = 1.0) -> list[tuple[float,
                                                                                      float]]:
    """Events per second in consecutive bins of `width` seconds from `start`: (bin start
    relative to `start`, rate). Bins run to the last event; events before `start` are dropped."""
    offsets = [t - start for t in times if t >= start]
    if not offsets:
        return []
    counts = [0] * (int(max(offsets) // width) + 1)
    for off in offsets:
        counts[int(off // width)] += 1
    return [(i * width, c / width) for i, c in enumerate(counts)]


def mean_rate(samples: Sequence[tuple[float, int]], start: float, end: float) -> float:
    """Count per second between `start` and `end`, from the last sample at or before each
    (NaN when the samples do not cover the window)."""
    def at(t: float) -> int | None:
        before = [c for ts, c in samples if ts <= t]
        return before[-1] if before else None

    first, last = at(start), at(end)
    if first is None or last is None or end <= start:
        return math.nan
    return (last - first) / (end - start)


def span_rate(samples: Sequence[tuple[float, int]], lo: float = 0.1, hi: float = 0.9) -> float:
    """Count per second over the middle of a cumulative counter's run: between the first
    samples at which it had done `lo` and `hi` of its total rise (robust to a trickle at either
    end and to counters that move in steps); NaN when it never moved or moved in one step."""
    if len(samples) < 2 or samples[-1][1] <= samples[0][1]:
        return math.nan
    first, rise = samples[0][1], samples[-1][1] - samples[0][1]

    def reached(share: float) -> tuple[float, int]:
        return next((t, c) for t, c in samples if c - first >= share * rise)

    (t0, c0), (t1, c1) = reached(lo), reached(hi)
    return (c1 - c0) / (t1 - t0) if t1 > t0 else math.nan


def ratio(ours: float, peer: float) -> str:
    """"N.N× mem0" (or "n/a" without a peer figure)."""
    if not peer or math.isnan(peer) or math.isnan(ours):
        return "n/a"
    return f"{ours / peer:.1f}× mem0"


def goal(measured: float, target: float, higher_is_better: bool = True) -> str:
    """How a figure stands against its goal: "met (1.3× the goal)" or "missed by 4.2×"."""
    if math.isnan(measured) or measured <= 0:
        return "not measured"
    factor = measured / target if higher_is_better else target / measured
    return f"met ({factor:.1f}× the goal)" if factor >= 1 else f"missed by {1 / factor:.1f}×"


def agreed(truth: Mapping[str, tuple[int, str]],
           sinks: Sequence[Mapping[str, tuple[int, str]]]) -> set[str]:
    """The memory ids every sink holds at PostgreSQL's (version, content hash)."""
    return {m for m, stamp in truth.items() if all(s.get(m) == stamp for s in sinks)}
