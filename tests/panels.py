"""The decision panels met in random games, for tests of the panel's model and keys."""

from __future__ import annotations

import random

from tricktable.engine.cards import FRENCH
from tricktable.games import get_rules
from tricktable.presentation.describe import decision_for

NAMES = ["You", "Ada", "Bert", "Cleo"]


def decisions(game: str, options: dict, seeds: range, deals: int = 2):
    """(view, legal, decision) for every non-card decision met in random games."""
    rules = get_rules(game)
    for seed in seeds:
        state = rules.new_game(seed=seed, **options)
        rng = random.Random(seed)
        while state.to_act is not None and state.deal_number <= deals:
            legal = state.legal_actions()
            if any(a.type != "play" for a in legal):
                view = state.view(state.to_act)
                yield view, legal, decision_for(view, legal, state.describe, FRENCH, NAMES)
            state.apply(rng.choice(legal))
