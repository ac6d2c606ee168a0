"""Headless games: seat agents at a state and play to the end (simulate, tests, tournaments)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .protocol import Rules, State


def play_out(state: State, agents: Sequence[Any], max_steps: int = 1_000_000,
             stop_after_deal: bool = False) -> State:
    """Ask each player's agent for its move until the game (or the current deal) is over."""
    start_deal = state.deal_number
    for _ in range(max_steps):
        player = state.to_act
        if player is None or (stop_after_deal and state.deal_number != start_deal):
            return state
        action = agents[player].choose(state.view(player), state.legal_actions())
        state.apply(action)
    raise RuntimeError(f"the game did not finish in {max_steps} steps")


def play_game(rules: Rules, agents: Sequence[Any], seed: int, **options: Any) -> State:
    """One whole game with the given agents (one per player)."""
    return play_out(rules.new_game(seed=seed, **options), agents)
