"""MemoryCache: a memory is served only for the row version it was read at, least recently
used first out."""

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


def test_the_least_recently_used_goes_first() -> None:
    cache = MemoryCache(2)
    cache.put("m1", 1, 1, memory(1))
    cache.put("m2", 2, 1, memory(2))
    assert cache.get("m1", 1, 1) is not None  # m1 is now the most recent
    cache.put("m3", 3, 1, memory(3))
    assert cache.get("m2", 2, 1) is None
    assert cache.get("m1", 1, 1) is not None and cache.get("m3", 3, 1) is not None


def test_size_zero_keeps_nothing() -> None:
    cache = MemoryCache(0)
    cache.put("m1", 1, 1, memory(1))
    assert len(cache) == 0 and cache.get("m1", 1, 1) is None


def test_a_memory_no_batch_used_for_the_idle_time_is_dropped_at_the_next_batch() -> None:
    now = [0.0]
    cache = MemoryCache(10, idle_s=600, clock=lambda: now[0])
    cache.put("m1", 1, 1, memory(1))
    cache.put("m2", 2, 1, memory(2))
    now[0] = 500.0
    cache.expire()
    assert cache.get("m2", 2, 1) is not None  # used at 500: m2's clock starts again
    now[0] = 1000.0
    cache.expire()  # m1 idle for 1,000 s, m2 for 500 s
    assert len(cache) == 1 and cache.get("m1", 1, 1) is None
    assert cache.get("m2", 2, 1) is not None
