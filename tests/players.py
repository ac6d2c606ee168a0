"""Computer players for tests: each seat's rule player choosing from that seat's own view, as
``check_game`` asks for a choice, and the Sheepshead rule player's card with its reason."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tricktable.ai.playout_sheepshead import small_view
from tricktable.ai.registry import make_agent
from tricktable.ai.sheepshead import RuleAgent
from tricktable.engine.cards import FRENCH


def rule_players(rules: Any, seed: int, players: int) -> Callable[[Any, list], Any]:
    """``choose(state, legal)`` by the rule player of the seat to act (seeded ``seed + seat``),
    given only that seat's view."""
    agents = [make_agent("rule", rules, seed + i) for i in range(players)]

    def choose(state: Any, legal: list) -> Any:
        p = state.to_act
        return agents[p].choose(state.view(p), legal)

    return choose


def sheepshead_rule_choice(state: Any) -> tuple[str, str]:
    """The Sheepshead rule player's card (its code) and reason, asked with the full view; the
    playouts' small view must give the same card."""
    agent = RuleAgent(state.rules, 1)
    legal = state.legal_actions()
    action, why = agent.explain(state.view(state.turn), legal)
    assert agent.choose(small_view(state, state.turn), legal) == action
    return FRENCH.code(action.card), why
