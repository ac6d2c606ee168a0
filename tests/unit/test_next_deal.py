"""A deal announced at the last card of the one before and dealt when the state is next looked at
(``engine/next_deal.py``): whatever looks first sees exactly the eagerly dealt state."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from tricktable.ai.playout import DealOver, as_world, world_class
from tricktable.engine.next_deal import is_pending
from tricktable.engine.protocol import PLAY, DealPreset, DealStarted, GameOver
from tricktable.engine.record_write import make_record
from tricktable.games.heart_hunter import HeartHunterState
from tricktable.games.registry import get_rules

RULES = get_rules("heart-hunter")


class EagerHeartHunter(HeartHunterState):
    """Heart Hunter dealing every next deal at its predecessor's last card, as before."""

    DEFERS_NEXT_DEAL = False


def _eager(state):
    twin = state.copy()
    twin.__class__ = EagerHeartHunter
    return twin


def _to_deal_end(state, seed: int) -> list:
    """Random cards to the end of the current deal; the last card's events."""
    rng = random.Random(seed)
    number = state.deal_number
    events = []
    while state.deal_number == number and not state.over:
        legal = state.legal_actions()
        events = state.apply(legal[rng.randrange(len(legal))])
    return events


def _pair(players: int, seed: int):
    """The same game twice, one deferring and one eager, both just past deal 1's last card."""
    lazy = RULES.new_game(seed=seed, players=players)
    eager = _eager(lazy)
    return lazy, _to_deal_end(lazy, seed), eager, _to_deal_end(eager, seed)


def _everything(state) -> tuple:
    log = state.deal_log
    return (state.hands, state.stock, state.trick, state.led, state.leader, state.turn,
            state.to_act, state.stage, state.trumps, state.voids, state.taken,
            state.trick_counts, state.tricks_played, state.said, state.totals, state.over,
            state.deal_number, state.dealer, log.hands, log.stock, log.controller, log.trump,
            log.actions, log.tricks, log.number, log.dealer, state.legal_actions(),
            [state.view(p) for p in range(state.n)], make_record(state))


@pytest.mark.parametrize("players", [4, 3])
def test_heart_hunters_last_card_announces_the_next_deal_and_leaves_its_cards_to_be_dealt(
        players):
    lazy, lazy_events, eager, eager_events = _pair(players, seed=5)
    assert lazy_events == eager_events
    assert isinstance(lazy_events[-1], DealStarted) and lazy_events[-1].number == 2
    assert is_pending(lazy) and not is_pending(eager)
    # what dealing does not change reads through without dealing
    assert (lazy.deal_number, lazy.dealer, lazy.totals, lazy.over, lazy.result()) == \
        (eager.deal_number, eager.dealer, eager.totals, eager.over, eager.result())
    assert len(lazy.history) == len(eager.history) == 1 and lazy.last_events == eager.last_events
    assert is_pending(lazy)
    assert type(lazy).__name__ == "HeartHunterState"
    assert repr(lazy).startswith("<tricktable.games.heart_hunter.HeartHunterState object at ")
    assert lazy.to_act == eager.to_act
    assert not is_pending(lazy) and type(lazy) is HeartHunterState
    assert _everything(lazy) == _everything(eager)


#: first looks at a state just past a deal's last card (``card``: a legal card of the next deal)
FIRST_LOOKS = {
    "to_act": lambda s, card: s.to_act,
    "legal list": lambda s, card: s.legal_actions(),
    "view": lambda s, card: s.view(1),
    "copy": lambda s, card: _everything(s.copy()),
    "record": lambda s, card: make_record(s),
    "refusal": lambda s, card: [s.why_illegal(PLAY[c]) for c in range(52)],
    "a card": lambda s, card: s.apply(card),
    "pickle": lambda s, card: _everything(pickle.loads(pickle.dumps(s))),
    "copy module": lambda s, card: _everything(copy.deepcopy(s)),
    "vars": lambda s, card: sorted(vars(s)),
    "a write": lambda s, card: setattr(s, "said", ()),
    "acting position": lambda s, card: s.acting_position,
    "game over": lambda s, card: s.game_over,
    "hands": lambda s, card: list(s.hands),
    "world": lambda s, card: _everything(RULES.sample_world(s.view(s.to_act),
                                                            random.Random(3))),
}


@pytest.mark.parametrize("look", sorted(FIRST_LOOKS))
def test_whatever_looks_first_after_a_deal_sees_the_eagerly_dealt_state(look):
    for seed in range(3):
        lazy, _, eager, _ = _pair(4, seed)
        card = eager.legal_actions()[-1]
        assert is_pending(lazy)
        first = FIRST_LOOKS[look]
        assert first(lazy, card) == first(eager, card)
        assert not is_pending(lazy)
        assert _everything(lazy) == _everything(eager)


def test_whole_deferring_games_play_event_for_event_as_eager_ones():
    for seed in range(3):
        lazy = RULES.new_game(seed=seed, players=4, quick=True)
        eager = _eager(lazy)
        rng_a, rng_b = random.Random(seed), random.Random(seed)
        while lazy.to_act is not None and lazy.deal_number <= 40:
            legal = lazy.legal_actions()
            assert legal == eager.legal_actions()
            assert lazy.apply(legal[rng_a.randrange(len(legal))]) == \
                eager.apply(legal[rng_b.randrange(len(legal))])
        assert make_record(lazy) == make_record(eager)
        assert lazy.result() == eager.result()


def test_a_game_that_ends_deals_nothing_more():
    state = RULES.new_game(seed=2, players=3, quick=True)
    rng = random.Random(2)
    events = []
    while state.to_act is not None and state.deal_number <= 200:
        legal = state.legal_actions()
        events = state.apply(legal[rng.randrange(len(legal))])
    assert state.over and isinstance(events[-1], GameOver)
    assert not is_pending(state) and state.legal_actions() == []


def test_a_given_next_deal_is_taken_at_the_last_card_of_the_deal_before():
    source = RULES.new_game(seed=9, players=4)
    _to_deal_end(source, 9)
    assert source.to_act is not None  # looked at: dealt
    presets = {2: DealPreset(source.dealer, tuple(source.hands), tuple(source.stock))}
    state = RULES.start({"players": 4}, 4, presets)
    _to_deal_end(state, 4)
    assert not is_pending(state) and state.hands == source.hands


def test_an_imagined_world_stops_at_its_deals_end_instead_of_deferring():
    world = RULES.new_game(seed=6, players=4).copy()
    world.__class__ = world_class(HeartHunterState)
    assert not world._defers_next_deal
    with pytest.raises(DealOver):
        _to_deal_end(world, 6)


def test_only_games_whose_deal_start_says_nothing_else_defer():
    from tricktable.games.registry import GAME_IDS

    deferring = [g for g in GAME_IDS if type(get_rules(g).new_game(seed=1))._defers_next_deal]
    assert deferring == ["heart-hunter"]


def test_the_last_actions_events_are_written_and_read_without_dealing():
    lazy, _, eager, _ = _pair(4, seed=7)
    lazy.last_events = eager.last_events = ["written"]
    assert is_pending(lazy) and lazy.last_events == ["written"]
    assert _everything(lazy) == _everything(eager) and lazy.last_events == ["written"]


def test_a_deal_end_that_fails_leaves_the_last_events_as_they_were():
    """As before the deal's end was written out: an error in ending the deal (here: an imagined
    world stopping its playout) leaves ``last_events`` at the previous card's events."""
    world = RULES.new_game(seed=6, players=4).copy()
    world.__class__ = world_class(HeartHunterState)
    rng = random.Random(6)
    with pytest.raises(DealOver):
        while True:
            before = world.last_events
            legal = world.legal_actions()
            world.apply(legal[rng.randrange(len(legal))])
    assert world.last_events is before


def test_a_state_whose_next_deal_waits_becomes_a_world_of_its_own_game_class():
    """``as_world`` on a state just past a deal's end: the world is made from the game's own
    class (the cards dealt first), not from the stand-in class that waits to deal them."""
    lazy, _events, eager, _ = _pair(4, 5)
    assert is_pending(lazy)
    world = as_world(lazy)
    assert type(world) is world_class(HeartHunterState)
    assert world.legal_actions() == eager.legal_actions()
    assert world.hands == eager.hands
