"""Helpers for tests that ask what may still happen to a trick under way."""

from __future__ import annotations

from tricktable.engine.protocol import TrickTaken


def possible_winners(state) -> set[int]:
    """Who may take the trick under way, over every way the players still to play can finish
    it with the cards they really hold."""
    found: set[int] = set()
    for action in state.legal_actions():
        after = state.copy()
        taken = [e for e in after.apply(action) if isinstance(e, TrickTaken)]
        found |= {taken[0].winner} if taken else possible_winners(after)
    return found
