"""MemoryCache: a memory is served only for the row version it was read at (its order and
idle time are LruCache's: tests/unit/test_lru.py)."""

from __future__ import annotations

from agents.commit_memories.planning import StoredMemory
from connectors.postgres.memory_cache import MemoryCache
from streams.records import MemorySnapshot


def memory(n: int) -> StoredMemory:
    snapshot = MemorySnapshot(memory_id=f"m{n}", user_id="u", fact_key="k", fact_value=str(n),
                              content=f"k: {n}", source="user", importance=0.7)
    return StoredMemory(snapshot, version=1, hit_count=1, canonical_value=str(n), polarity=1)


def test_a_hit_needs_the_same_xmin_and_version() -> None:
    cache = MemoryCache(10)
    cache.put("m1", 100, 1, memory(1))
    assert cache.get("m1", 100, 1) == memory(1)
    assert cache.get("m1", 101, 1) is None  # updated in place (a recall hit)
    assert cache.get("m1", 100, 2) is None  # the same xmin again after wraparound
    assert cache.get("m2", 100, 1) is None


def test_a_newer_row_version_replaces_the_entry() -> None:
    cache = MemoryCache(10)
    cache.put("m1", 100, 1, memory(1))
    cache.put("m1", 200, 2, memory(2))
    assert cache.get("m1", 200, 2) == memory(2) and cache.get("m1", 100, 1) is None
    assert len(cache) == 1


def test_size_zero_keeps_nothing() -> None:
    cache = MemoryCache(0)
    cache.put("m1", 1, 1, memory(1))
    assert len(cache) == 0 and cache.get("m1", 1, 1) is None
