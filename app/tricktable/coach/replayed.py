"""A game's finished deals played again from their logs: a fresh game with the same seed,
options and deals, with the actions before a deal applied.

Why a module of its own: the review weighs each decision in the state it was taken in, and its
sheet says the others' words in the deal they were said in (a taking named with that deal's
trumps); both need the same replay, and the sheet is below the review.
"""

from __future__ import annotations

from ..engine.protocol import DealPreset, State
from ..engine.record_write import deal_logs


def deal_presets(state: State) -> list[tuple[int, tuple[int, ...], tuple[int, ...]]]:
    """Each deal of ``state`` so far as it was dealt (dealer, hands, stock), in order: what a
    replay needs to meet the same cards whether they came from the seed or from a record's
    typed-in hands (RECORD.md), where the seed says nothing about them."""
    return [(log.dealer, tuple(log.hands), tuple(log.stock)) for log in deal_logs(state)]


def start_game(rules, options: dict, seed: int, presets: list) -> State:
    """A fresh game with these options and seed, dealt the given deals (``deal_presets``)."""
    given = {i + 1: DealPreset(dealer, list(hands), list(stock))
             for i, (dealer, hands, stock) in enumerate(presets)}
    return rules.start(dict(options), seed, given)


def replay_to_deal(state: State, deal: int) -> State:
    """A fresh game with ``state``'s seed, options and deals, with every action before deal
    ``deal`` (numbered from 0 in ``state.history``) applied."""
    fresh = start_game(state.rules, state.options, state.seed, deal_presets(state))
    for log in state.history[:deal]:
        for _p, _q, action in log.actions:
            fresh.apply(action)
    return fresh
