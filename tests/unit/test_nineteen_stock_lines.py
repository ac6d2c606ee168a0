"""Each choice in Nineteen's stock says under its button what it leads to: the three buttons
("Take the set", "Lay the set face up and look at the next", "Go back to the previous set")
said nothing, the level each gave stood only in the badge, and a learner took a set blind."""

from __future__ import annotations

import random

from tricktable.games.nineteen_scoring import preference_level, stakes
from tricktable.games.registry import get_rules
from tricktable.presentation.describe import decision_for

NAMES = ["You", "West", "North", "East"]


def stock_decisions(options: dict):
    """Every stock decision met in seeded games where a preferred bid is made and sets are
    laid face up, with the view it was met in."""
    for seed in range(1, 30):
        state = get_rules("nineteen").new_game(seed, **options)
        rng = random.Random(seed)
        for _ in range(200):
            if state.to_act is None:
                break
            legal = state.legal_actions()
            if {a.type for a in legal} & {"take-set", "next-set", "back-set"}:
                view = state.view(state.to_act)
                yield view, decision_for(view, legal, state.describe, None, NAMES)
            wanted = [a for a in legal if a.type == "bid"
                      and a.get("bid", "").startswith("preferred")] or \
                [a for a in legal if a.type == "next-set"]
            state.apply(rng.choice(wanted or legal))


def test_each_stock_choice_names_the_level_and_stakes_it_leads_to():
    met = 0
    for view, d in stock_decisions({"players": 4}):
        k = view.set_index
        lines = {c.action.type: c.line for c in d.choices}
        contra = view.bid_contra is not None
        take = preference_level(k, False)
        assert lines["take-set"] == f"level {take} · stakes ×{stakes(view.bid, take, contra, True)}"
        if "back-set" in lines:
            back = preference_level(k, True)
            assert lines["back-set"] == \
                f"set {k - 1} at level {back} · stakes ×{stakes(view.bid, back, contra, True)}"
        if "next-set" in lines:
            ahead = preference_level(k + 1, False)
            assert lines["next-set"] == (f"set {k + 1} next: level {ahead} · stakes "
                                         f"×{stakes(view.bid, ahead, contra, True)} if taken")
        met += 1
    assert met >= 5


def test_without_the_level_counted_the_lines_say_the_stakes_only():
    met = 0
    for _view, d in stock_decisions({"players": 4, "level_multiplier": False}):
        lines = {c.action.type: c.line for c in d.choices}
        assert "level" not in lines["take-set"] and "stakes ×" in lines["take-set"]
        met += 1
    assert met
