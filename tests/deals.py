"""Playing a deal out in the rules tests: every decision by one choice function (the first legal
action unless told), to the deal's end or the game's."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tricktable.ai.decisions import move_seed, moves_made
from tricktable.ai.registry import make_agent
from tricktable.engine.protocol import DealScored
from tricktable.games import get_rules


def first_legal(state: Any, legal: list) -> Any:
    """The first legal action (in a hand: its lowest card)."""
    return legal[0]


def deal_events(state: Any, choose: Callable[[Any, list], Any] = first_legal) -> list:
    """Play the current deal to its end (or the game's) with ``choose(state, legal)``; every
    event on the way."""
    number = state.deal_number
    events: list = []
    while state.deal_number == number and state.to_act is not None:
        events += state.apply(choose(state, state.legal_actions()))
    return events


def scored(events: list) -> DealScored:
    """The deal's score among ``events``."""
    return next(e for e in events if isinstance(e, DealScored))


def finish_deal(state: Any, choose: Callable[[Any, list], Any] = first_legal) -> DealScored:
    """Play the current deal to its end with ``choose``; its score."""
    return scored(deal_events(state, choose))


def random_first_deal(game: str, seed: int, **options) -> tuple[Any, dict]:
    """A game whose first deal was played with random legal moves (announcements and contras
    come up far more often than with the rule players), and that deal's scored details."""
    st = get_rules(game).new_game(seed, **options)
    rng = random.Random(seed)
    details: dict = {}
    while not st.history:
        for e in st.apply(rng.choice(st.legal_actions())):
            if isinstance(e, DealScored):
                details = e.details
    return st, details


def first_deals_scored(game: str, seeds, **options):
    """The ``DealScored`` of the first deal of each of ``seeds``' games played with random
    legal moves (``options``: the game's, such as ``players``)."""
    for seed in seeds:
        st = get_rules(game).new_game(seed, **options)
        rng = random.Random(seed)
        while st.deal_number == 1 and not st.game_over:
            for e in st.apply(rng.choice(st.legal_actions())):
                if isinstance(e, DealScored):
                    yield e


def rule_played(game: str, seed: int, deals: int) -> Any:
    """A game of ``game`` played by rule players through its first ``deals`` deals."""
    st = get_rules(game).new_game(seed)
    while len(st.history) < deals:
        p = st.to_act
        agent = make_agent("rule", st.rules, seed=move_seed(st.seed, p, moves_made(st)))
        st.apply(agent.choose(st.view(p), st.legal_actions()))
    return st
