"""LruCache: a bounded in-process cache, least recently used first out, whose entries also
leave after an idle time.

The worker keeps three such caches: the commit's memories, the embedder's vectors and the gate
model check's verdicts. For the first two the idle time (10 minutes) bounds how long anything
derived from a user's text stays in a worker's memory after its last use, an erased user's
included (docs/OPERATIONS.md).
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LruCache(Generic[K, V]):
    """At most `size` entries (0 keeps nothing); `expire()` drops those no `get` or `put` used
    for `idle_s` seconds, as of that call's clock reading. Not shared between threads."""

    def __init__(self, size: int, idle_s: float = math.inf,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.size, self.idle_s = size, idle_s
        self._clock = clock
        self._now = clock()
        # key -> (value, last used), least recently used first
        self._entries: OrderedDict[K, tuple[V, float]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._entries)

    def expire(self) -> None:
        """Read the clock, and drop the entries idle for `idle_s` (the oldest are first)."""
        self._now = self._clock()
        cutoff = self._now - self.idle_s
        while self._entries and next(iter(self._entries.values()))[1] < cutoff:
            self._entries.popitem(last=False)

    def get(self, key: K) -> V | None:
        """The value, now the most recently used; None when absent."""
        entry = self._entries.get(key)
        if entry is None:
            return None
        self._entries[key] = (entry[0], self._now)
        self._entries.move_to_end(key)
        return entry[0]

    def put(self, key: K, value: V) -> None:
        """Keep `value` as the most recently used, dropping the least recently used past
        `size`."""
        if self.size <= 0:
            return
        self._entries[key] = (value, self._now)
        self._entries.move_to_end(key)
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)
