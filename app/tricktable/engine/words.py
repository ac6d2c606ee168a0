"""Small pieces of English the games, the coach and the window all use, kept in one place so
every sentence lists things the same way."""

from __future__ import annotations


def say_list(words: list[str]) -> str:
    """"a", "a and b", "a, b and c": a list as a sentence says it (no serial comma)."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]
