"""LruCache: bounded, least recently used first out, and idle entries leave at `expire`."""

from __future__ import annotations

from streams.lru import LruCache


def test_the_least_recently_used_goes_first() -> None:
    cache: LruCache[str, int] = LruCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1  # a is now the most recent
    cache.put("c", 3)
    assert cache.get("b") is None
    assert (cache.get("a"), cache.get("c"), len(cache)) == (1, 3, 2)


def test_a_put_replaces_the_value_and_size_zero_keeps_nothing() -> None:
    cache: LruCache[str, int] = LruCache(2)
    cache.put("a", 1)
    cache.put("a", 2)
    assert (cache.get("a"), len(cache)) == (2, 1)
    empty: LruCache[str, int] = LruCache(0)
    empty.put("a", 1)
    assert (empty.get("a"), len(empty)) == (None, 0)


def test_an_entry_idle_for_the_idle_time_leaves_at_the_next_expire() -> None:
    now = [0.0]
    cache: LruCache[str, int] = LruCache(10, idle_s=600, clock=lambda: now[0])
    cache.put("a", 1)
    cache.put("b", 2)
    now[0] = 500.0
    cache.expire()
    assert cache.get("b") == 2  # used at 500: b's clock starts again
    now[0] = 1000.0
    cache.expire()  # a idle for 1,000 s, b for 500 s
    assert (cache.get("a"), cache.get("b"), len(cache)) == (None, 2, 1)


def test_without_an_idle_time_nothing_expires() -> None:
    now = [0.0]
    cache: LruCache[str, int] = LruCache(10, clock=lambda: now[0])
    cache.put("a", 1)
    now[0] = 1e12
    cache.expire()
    assert cache.get("a") == 1
