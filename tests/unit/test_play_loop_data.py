"""Voids and trick winners said as data (``MUST_TRUMP``, ``COUP``) give exactly what the games'
former ``_after_card`` and ``_trick_winner_index`` hooks gave: the hooks are kept here as they
were, and a game played through them is compared card by card with the same game on the play
loop's inline path."""

from __future__ import annotations

import random

import pytest

from tricktable.engine.record_write import make_record
from tricktable.engine.tricks import trick_winner
from tricktable.games.nineteen_scoring import HONOURS, JUGGLER, TRUMPS
from tricktable.games.registry import get_rules


def _nineteen_after_card(self, pos: int, card: int) -> None:
    led = self.led
    if not led >> card & 1:
        void = self.voids[pos] | led
        if not TRUMPS >> card & 1:
            void |= TRUMPS
        self.voids[pos] = void


def _nineteen_winner(self) -> int:
    trick = self.trick
    played = 0
    for c in trick:
        played |= 1 << c
    if played & HONOURS == HONOURS:  # the Emperor trick: the Juggler wins it
        return trick.index(JUGGLER)
    return trick_winner(trick, self.led, TRUMPS)


def _young_hunter_after_card(self, pos: int, card: int) -> None:
    led = self.led
    if not (led >> card & 1):
        self.voids[pos] |= led
        if self.trumps and led != self.trumps and not (self.trumps >> card & 1):
            self.voids[pos] |= self.trumps


FORMER_HOOKS = {
    "nineteen": {"_after_card": _nineteen_after_card, "_trick_winner_index": _nineteen_winner},
    "young-hunter": {"_after_card": _young_hunter_after_card},
}


def _play(state, seed: int) -> tuple[list, dict, int]:
    """Random legal actions, an honour whenever one may be played (so that Emperor tricks
    happen); the events and public inferences after each, the record, and the Emperor tricks."""
    rng = random.Random(seed)
    seen = []
    while state.to_act is not None and state.deal_number <= 3:
        legal = state.legal_actions()
        honours = [a for a in legal if a.type == "play" and HONOURS >> a.card & 1]
        action = honours[0] if honours else legal[rng.randrange(len(legal))]
        seen.append(state.apply(action))
        seen.append((list(state.voids), list(state.taken), state.turn, state.led))
    emperor = sum(1 for log in state.history for _, cards, _ in log.tricks
                  if sum(1 << c for c in cards) & HONOURS == HONOURS) if state.history else 0
    return seen, make_record(state), emperor


@pytest.mark.parametrize("game,players", [("nineteen", 4), ("nineteen", 3), ("nineteen", 2),
                                          ("young-hunter", 4)])
def test_a_game_on_the_inline_path_plays_exactly_as_through_its_former_hooks(game, players):
    rules = get_rules(game)
    options = {"players": players} if game == "nineteen" else {}
    emperors = 0
    for seed in range(4):
        inline = rules.new_game(seed=seed, **options)
        former_class = type(f"Former{type(inline).__name__}", (type(inline),),
                            FORMER_HOOKS[game])
        assert former_class._own_after_card
        former = inline.copy()
        former.__class__ = former_class
        a_seen, a_record, emperor = _play(inline, seed)
        b_seen, b_record, _ = _play(former, seed)
        assert a_seen == b_seen
        assert a_record == b_record
        emperors += emperor
    if game == "nineteen":
        assert emperors > 0  # the Juggler's win was met, not only ordinary tricks


def test_nineteens_play_names_the_same_loop_that_super_would_reach():
    """Nineteen's ``_play`` calls ``TrickGameState._play`` by name (no ``super`` object per
    card): that holds only while no class between them in the MRO has its own ``_play``."""
    from tricktable.engine.trick_game import TrickGameState
    from tricktable.games.nineteen import NineteenState

    mro = NineteenState.__mro__
    after = mro[mro.index(NineteenState) + 1:]
    reached = next(k.__dict__["_play"] for k in after if "_play" in k.__dict__)
    assert reached is TrickGameState._play


def test_a_coup_whose_winner_is_not_among_its_cards_is_refused_where_the_game_is_written():
    """``COUP_WINNER`` is looked up in the trick once every ``COUP`` card is in it: a winner
    outside the coup would fail part way through a game, so the class itself is refused."""
    from tricktable.engine.trick_game import TrickGameState

    with pytest.raises(TypeError, match="COUP_WINNER"):
        type("BadCoup", (TrickGameState,), {"COUP": 0b110, "COUP_WINNER": 0})
    with pytest.raises(TypeError, match="COUP_WINNER"):
        type("NoWinner", (TrickGameState,), {"COUP": 0b110})
    good = type("GoodCoup", (TrickGameState,), {"COUP": 0b110, "COUP_WINNER": 2})
    assert good.COUP_WINNER == 2
