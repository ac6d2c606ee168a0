"""The typed contract between the games and everything that reads a player's view: every game's
``view`` is a ``View`` (its own subclass), the shared fields mean the same in every game, and a
view crosses to the worker process unchanged."""

from __future__ import annotations

import dataclasses
import pickle
import random

import pytest

from tricktable.engine.view import View
from tricktable.games.registry import GAME_IDS, get_rules


def _positions(game: str, seed: int, steps: int):
    state = get_rules(game).new_game(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.to_act is None:
            break
        yield state
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_games_view_is_a_typed_view_with_the_shared_fields_filled(game):
    for state in _positions(game, 3, 60):
        for player in range(state.num_players):
            view = state.view(player)
            assert isinstance(view, View) and type(view) is not View, "the game's own subclass"
            n = len(view.hands)
            assert n == state.n and len(view.hand_sizes) == n and len(view.controller) == n
            assert len(view.seat_player) == n and len(view.totals) == state.num_players
            assert view.hands[view.seat] is not None, "the viewer sees their own hand"
            assert view.owner(view.seat) == player
            assert all(h is None or h & ~state.hands[p] == 0 for p, h in enumerate(view.hands))
            assert len(view.trick) <= n and all(isinstance(c, int) for c in view.trick)
            assert all(c is None or isinstance(c, int) for c in view.stock)
            assert view.turn == state.turn and view.to_act == state.to_act


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_view_crosses_to_the_worker_process_unchanged(game):
    state = next(iter(_positions(game, 5, 1)))
    view = state.view(0)
    again = pickle.loads(pickle.dumps(view))
    assert again == view and type(again) is type(view)
    assert again.fields() == dataclasses.asdict(view)
