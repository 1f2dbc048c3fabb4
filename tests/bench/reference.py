"""The machine's speed while a run is measured: CPU milliseconds of a fixed piece of Python.

The same code gave 2.62 and 3.54 CPU-s per 1,000 turns in runs an hour apart on one machine.
It is a shared VM, and the CPU time of the same work swings by half within a minute on it
(`python -m tests.bench.reference` prints the spread). So a run samples this fixed work once
a second while it measures (`SpeedProbe`, about 1 % of a core), and records the median
beside its CPU figures: when two runs' medians differ by 20 %, so does the machine they ran
on. The work is plain CPython (string formatting, dicts, sorting, the stdlib's JSON and
regex), like most of the worker, and does not depend on memstream's code, so it stays the same
when the code changes.
"""

from __future__ import annotations

import json
import re
import threading
import time
from types import TracebackType

from tests.bench import measure

_DIGITS = re.compile(r"\d+")
UNIT = 4_000  # iterations of the fixed work: about 5 to 10 ms of CPU


def _work(n: int = UNIT) -> int:
    counts: dict[str, int] = {}
    for i in range(n):
        key = f"user-{i % 997}:{i * 31 % 1009}"
        counts[key] = counts.get(key, 0) + len(key)
    text = json.dumps(sorted(counts.items()))
    return len(json.loads(text)) + len(_DIGITS.findall(text))


def unit_ms() -> float:
    """CPU milliseconds this thread spent on one unit of the fixed work."""
    start = time.thread_time()
    _work()
    return (time.thread_time() - start) * 1000


class SpeedProbe:
    """A thread that times one unit of the fixed work every `every_s` seconds while open."""

    def __init__(self, every_s: float = 1.0) -> None:
        self.samples: list[float] = []
        self._every_s = every_s
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="speed-probe", daemon=True)

    def _loop(self) -> None:
        while not self._stop.wait(self._every_s):
            self.samples.append(unit_ms())

    def __enter__(self) -> SpeedProbe:
        self.samples.append(unit_ms())
        self._thread.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self._stop.set()
        self._thread.join()

    @property
    def cpu_s(self) -> float:
        """CPU seconds the probe itself has spent (the bench keeps them out of its own figure)."""
        return sum(self.samples) / 1000

    def summary(self) -> dict[str, float]:
        """count, p10, p50 and p90 of the unit's CPU milliseconds."""
        return {"count": float(len(self.samples)),
                **{f"p{p}": round(measure.percentile(self.samples, p), 2) for p in (10, 50, 90)}}


if __name__ == "__main__":
    with SpeedProbe(0.2) as probe:
        time.sleep(10)
    print(f"reference unit over 10 s: {probe.summary()} CPU-ms")
