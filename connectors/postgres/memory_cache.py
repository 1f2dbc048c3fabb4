"""MemoryCache: the memories planning read in earlier batches, kept in the worker, each valid
for exactly the row version it was read at.

Every commit loads each of its users' recent window (up to `similar_window` memories, each
with its embedding) to compare the new facts with. Most of that window is the same from one
batch to the next, so converting every row again cost the worker more than planning itself
(docs/BENCHMARKS.md, session 42). The commit now reads only each row's identity, `version`
and `xmin` (the id of the transaction that wrote that row version: any UPDATE of the row,
hit counts included, gives it a new one), and fetches in full only the rows whose pair this
cache does not hold. A row changed by another worker, the recall path or a script is a miss,
never a stale hit; `version` in the key as well guards against an `xmin` reused after
wraparound.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable

from agents.commit_memories.planning import StoredMemory

#: a memory no batch used for this long leaves the cache at the next batch: the worker keeps
#: no one's memories long after their last use (an erased user's included; docs/OPERATIONS.md)
IDLE_S = 600.0


class MemoryCache:
    """Bounded, least recently used first out; about 4 KB a memory at 384 dimensions (its
    embedding is a `Vector`). Not shared between workers or threads."""

    def __init__(self, size: int, idle_s: float = IDLE_S,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.size, self.idle_s = size, idle_s
        self._clock = clock
        self._now = clock()
        # memory id -> (xmin, version, memory, last used), least recently used first
        self._entries: OrderedDict[str, tuple[int, int, StoredMemory, float]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._entries)

    def expire(self) -> None:
        """At the start of a batch: drop the memories no batch used for `idle_s`."""
        self._now = self._clock()
        cutoff = self._now - self.idle_s
        while self._entries and next(iter(self._entries.values()))[3] < cutoff:
            self._entries.popitem(last=False)

    def get(self, memory_id: str, xmin: int, version: int) -> StoredMemory | None:
        """The memory as read at this row version, or None."""
        entry = self._entries.get(memory_id)
        if entry is None or entry[0] != xmin or entry[1] != version:
            return None
        self._entries[memory_id] = (xmin, version, entry[2], self._now)
        self._entries.move_to_end(memory_id)
        return entry[2]

    def put(self, memory_id: str, xmin: int, version: int, memory: StoredMemory) -> None:
        """Keep `memory` (without its edges: they are loaded for the batch's own ids only)."""
        if self.size <= 0:
            return
        self._entries[memory_id] = (xmin, version, memory, self._now)
        self._entries.move_to_end(memory_id)
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)
