"""The table lets the trick lie over the top of the decision panel's room (three hands' trick
lies low, near the person's hand: ``presentation.layout.three_hand_trick``). That holds only
while no decision but a card's is asked with cards in the trick: checked here for every game
and number of players, in games played at random to their end."""

from __future__ import annotations

import random

import pytest

from tricktable.games.registry import ENTRIES

CASES = [(e.id, n) for e in ENTRIES for n in e.get_rules().player_counts]


@pytest.mark.parametrize(("game", "players"), CASES)
def test_no_panel_is_asked_while_cards_lie_in_a_trick(game, players):
    entry = next(e for e in ENTRIES if e.id == game)
    rules = entry.get_rules()
    options = dict(entry.short_options)
    if any(spec.name == "players" for spec in rules.option_specs):
        options["players"] = players
    for seed in range(4):
        state = rules.new_game(seed=seed, **options)
        rng = random.Random(seed)
        for _ in range(5000):
            if state.game_over or state.to_act is None:
                break
            actions = state.legal_actions()
            if state.view(state.to_act).trick:
                asked = {a.type for a in actions} - {"play"}
                assert not asked, (seed, asked, state.view(state.to_act).trick)
            state.apply(rng.choice(actions))
