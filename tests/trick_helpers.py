"""Helpers for tests that ask what may still happen to a trick under way, or who played what."""

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


def played_by(view, p: int, players: int = 3) -> int:
    """The cards position ``p`` has played this deal (tricks done and the trick in play)."""
    out = 0
    for leader, trick, _winner in view.tricks:
        out |= 1 << trick[(p - leader) % players]
    i = (p - view.leader) % players
    if i < len(view.trick):
        out |= 1 << view.trick[i]
    return out
