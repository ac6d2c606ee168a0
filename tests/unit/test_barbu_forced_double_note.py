"""A forced double was marked only in the deal log ("a forced double"); the plates said
"Doubled West" as for a free one, though the rules have the table mark it."""

from __future__ import annotations

import random

from tricktable.engine.cards import FRENCH
from tricktable.games import get_rules
from tricktable.presentation import describe

NAMES = ["Ann", "Bob", "Cat", "Dan"]


def _notes(state, pos: int) -> list[str]:
    return describe.plate_lines(state.view(0), pos, FRENCH, NAMES)[1]


def test_a_forced_double_is_marked_on_the_doublers_plate_and_a_free_one_is_not():
    rng = random.Random(3)
    state = get_rules("barbu").new_game(seed=3)
    forced_seen = free_seen = False
    while not state.game_over and not (forced_seen and free_seen):
        pos = state.turn
        legal = state.legal_actions()
        forced = state.stage == "double" and state.double_forced(pos)
        doubling = [a for a in legal if a.type == "double" and a.get("targets")]
        if state.stage == "double":  # a free double in the first hand, then none by choice
            none = [a for a in legal if a.type == "double" and not a.get("targets")]
            action = rng.choice(doubling if state.deal_number == 1 or not none else none)
        else:
            action = rng.choice(legal)
        state.apply(action)
        if action.type == "double" and action.get("targets") and state.deal_log.actions:
            d = state.declarer
            mine = [n for n in _notes(state, pos) if n.startswith("Doubled ")]
            if d in action.get("targets") and forced:
                # named first: "Doubled Dan (forced), Ann and Bob", never "…Bob and Dan (forced)"
                assert mine[0].startswith(f"Doubled {NAMES[d]} (forced)"), mine
                forced_seen = True
            elif d in action.get("targets") and not forced:
                assert f"{NAMES[d]} (forced)" not in mine[0], mine
                free_seen = True
    assert forced_seen and free_seen
