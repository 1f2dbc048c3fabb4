"""In-process counters (by name and labels): gate rejections, skips, parse failures, DLQ sends."""

from __future__ import annotations

import threading
from collections import Counter

_lock = threading.Lock()
_counts: Counter[tuple[str, tuple[tuple[str, str], ...]]] = Counter()


def inc(name: str, amount: int = 1, **labels: str) -> None:
    """Add to a counter; labels must be low-cardinality (never a user id or text)."""
    key = (name, tuple(sorted(labels.items())))
    with _lock:
        _counts[key] += amount


def snapshot() -> dict[str, int]:
    """Every counter as `name{k="v",...}` -> value, Prometheus-style names."""
    with _lock:
        items = list(_counts.items())
    out = {}
    for (name, labels), value in sorted(items):
        rendered = ",".join(f'{k}="{v}"' for k, v in labels)
        out[f"{name}{{{rendered}}}" if rendered else name] = value
    return out


def value(name: str, **labels: str) -> int:
    """One counter's current value (0 if never incremented)."""
    with _lock:
        return _counts[(name, tuple(sorted(labels.items())))]
