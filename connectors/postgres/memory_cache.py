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
from collections.abc import Callable

from agents.commit_memories.planning import StoredMemory
from streams.lru import LruCache

#: a memory no batch used for this long leaves the cache at the next batch: the worker keeps
#: no one's memories long after their last use (an erased user's included; docs/OPERATIONS.md)
IDLE_S = 600.0


class MemoryCache:
    """Bounded, least recently used first out; about 4 KB a memory at 384 dimensions (its
    embedding is a `Vector`). Not shared between workers or threads."""

    def __init__(self, size: int, idle_s: float = IDLE_S,
                 clock: Callable[[], float] = time.monotonic) -> None:
        # memory id -> (xmin, version, memory)
        self._entries: LruCache[str, tuple[int, int, StoredMemory]] = LruCache(size, idle_s,
                                                                              clock)

    def __len__(self) -> int:
        return len(self._entries)

    def expire(self) -> None:
        """At the start of a batch: drop the memories no batch used for `idle_s`."""
        self._entries.expire()

    def get(self, memory_id: str, xmin: int, version: int) -> StoredMemory | None:
        """The memory as read at this row version, or None."""
        entry = self._entries.get(memory_id)
        if entry is None or entry[0] != xmin or entry[1] != version:
            return None
        return entry[2]

    def put(self, memory_id: str, xmin: int, version: int, memory: StoredMemory) -> None:
        """Keep `memory` (without its edges: they are loaded for the batch's own ids only)."""
        self._entries.put(memory_id, (xmin, version, memory))
