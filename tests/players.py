"""Computer players for the property tests' games: each seat's rule player choosing from that
seat's own view, as ``check_game`` asks for a choice."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tricktable.ai.registry import make_agent


def rule_players(rules: Any, seed: int, players: int) -> Callable[[Any, list], Any]:
    """``choose(state, legal)`` by the rule player of the seat to act (seeded ``seed + seat``),
    given only that seat's view."""
    agents = [make_agent("rule", rules, seed + i) for i in range(players)]

    def choose(state: Any, legal: list) -> Any:
        p = state.to_act
        return agents[p].choose(state.view(p), legal)

    return choose
