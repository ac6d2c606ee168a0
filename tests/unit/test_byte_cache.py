"""The memory-bounded cache of card pictures (presentation/byte_cache.py)."""

from __future__ import annotations

from tricktable.presentation.byte_cache import ByteCache


def test_a_kept_value_comes_back_and_is_counted_once():
    cache = ByteCache(100, len)
    assert cache.get("a") is None
    value = cache.put("a", "xxxx")
    assert cache.get("a") is value and cache.bytes == 4
    cache.put("a", "yyyyyyyy")
    assert cache.get("a") == "xxxx" and cache.bytes == 4 and len(cache) == 1


def test_past_its_bytes_the_least_recently_used_go_first():
    cache = ByteCache(10, len)
    cache.put("a", "aaaa")
    cache.put("b", "bbbb")
    cache.get("a")  # "b" is now the least recently used
    cache.put("c", "cccc")
    assert cache.get("b") is None
    assert cache.get("a") == "aaaa" and cache.get("c") == "cccc" and cache.bytes == 8


def test_the_newest_values_stay_even_when_they_alone_are_too_big():
    cache = ByteCache(10, len, keep=2)
    cache.put("a", "a" * 30)
    cache.put("b", "b" * 30)
    assert len(cache) == 2 and cache.bytes == 60
    cache.put("c", "c" * 3)
    assert cache.get("a") is None and cache.get("b") is not None and cache.get("c") == "ccc"
