"""Nineteen for three: when nobody at the table holds the called trump (its holder announces it),
all may know it lies in the dummy's hand or among the discards. The table said nothing of it
until the dummy was turned up after the declarations, and a learner could not tell who the
declarer's partner was meanwhile. The call now says so, in the deal log and on the felt."""

from __future__ import annotations

import random

from tricktable.engine.cards import TAROT
from tricktable.games.nineteen_events import CallUnanswered, PartnerRevealed
from tricktable.games.registry import get_rules
from tricktable.presentation import describe
from tricktable.presentation.deal_log_text import deal_lines, replayed_events
from tricktable.presentation.table_events import Saying, sayings

NAMES = ["You", "West", "North", "East"]


def _calls(players: int, seeds=range(1, 120)):
    """(state after the call, the call's events) of each seeded random first deal with a call."""
    for seed in seeds:
        state = get_rules("nineteen").new_game(seed=seed, players=players)
        rng = random.Random(seed)
        while state.deal_number == 1 and state.to_act is not None:
            legal = state.legal_actions()
            # a Partnership bid when one may be made: the call comes only with it
            bids = [a for a in legal if a.type == "bid" and a.get("bid") == "partnership"]
            events = state.apply(rng.choice(bids or legal))
            if state.called >= 0 and any(type(e).__name__ == "Called" for e in events):
                yield state, events
                break


def test_a_call_nobody_at_the_table_answers_is_said_with_three_players():
    said = {"unanswered": 0, "announced": 0}
    for state, events in _calls(3):
        holder = next((p for p in range(4) if state.hands[p] >> state.called & 1), None)
        at_table = holder is not None and state.seat_player[holder] is not None
        unanswered = [e for e in events if isinstance(e, CallUnanswered)]
        announced = [e for e in events if isinstance(e, PartnerRevealed)]
        assert bool(unanswered) == (not at_table), (holder, events)
        assert bool(announced) == at_table
        if unanswered:
            said["unanswered"] += 1
            card = TAROT.short(state.called)
            words = f"Nobody holds the {card}: it lies in the dummy's hand or among the discards."
            view = state.view(state.seat_player.index(0) if 0 in state.seat_player else 0)
            assert describe.event_text(view, unanswered[0], NAMES) == words
            # on the felt: a toast, nobody's words (no seat says it)
            assert sayings(view, unanswered[0], NAMES, TAROT) == [
                Saying(words, where=None, bubble=False)]
            lines = deal_lines("nineteen", replayed_events(state)[-1][2], NAMES, TAROT,
                               replayed_events(state)[-1][3])
            assert words in lines, lines
        else:
            said["announced"] += 1
    assert said["unanswered"] and said["announced"], said


def test_four_players_keep_the_partner_secret():
    """With four the holder of the called trump is the secret partner: nothing is said."""
    for _state, events in _calls(4, range(1, 30)):
        assert not any(isinstance(e, CallUnanswered) for e in events)
