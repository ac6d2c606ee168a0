"""Hand-made views for tests that look at one field of a position: every field of the shared
``View`` filled with a quiet default, a test naming only what it is about."""

from __future__ import annotations

from typing import Any

from tricktable.engine.view import View


def make_view(cls: type[View] = View, **fields: Any) -> View:
    """A view of a three-hand table with nothing played: position 0 holds two cards, the others
    are hidden; ``fields`` replace any default (and give a game view class its own fields)."""
    n = len(fields.get("hands", [0b1010, None, None]))
    base: dict[str, Any] = {
        "game": "", "options": {}, "deck": 0, "player": 0, "positions": [0],
        "controller": list(range(n)), "trick_positions": [],
        "deal": 1, "dealer": 0, "stage": "play", "totals": [0] * n,
        "hands": [0b1010, None, None], "hand_sizes": [2, 3, 0], "trick": [], "led": 0,
        "leader": 0, "tricks": [], "taken": [0] * n, "trick_counts": [0] * n, "voids": [0] * n,
        "trumps": 0, "trump_suit": None, "seat": 0, "seat_player": list(range(n)), "turn": 0,
        "to_act": 0, "over": False, "winners": [],
    }
    base.update(fields)
    return cls(**base)
