"""A Nineteen hint about a trick the hand cannot win says truly who of its side still plays to
it. QA, two players: the person played from their own dummy, and the hint said "You cannot
win this trick, and your partner still plays to it", the "partner" being the person's own hand
(each of two players plays a hand and a dummy, partners). With three players the dummy is
played by one of its side (a defender, or the declarer whose partner it is): their other hand
is theirs too, not a partner's."""

from __future__ import annotations

import pytest

from tricktable.ai.nineteen import STILL_TO_PLAY, RuleAgent, sides
from tricktable.ai.nineteen_reasons import PARTNER_AFTER
from tricktable.games import get_rules

RULES = get_rules("nineteen")
HEAD = "You cannot win this trick, and "
TAIL = ": give it as few points as you can, and keep your points for a trick your side is sure of."


def position(players: int, seed: int, steps: int):
    """Game ``seed`` of rule players after ``steps`` decisions: the state, and the reason the
    rule player gives the one to act (as a hint gives it), with its card."""
    state = RULES.new_game(seed, players=players)
    agent = RuleAgent(RULES, seed)
    for _ in range(steps):
        action, _why = agent.explain(state.view(state.to_act), state.legal_actions())
        state.apply(action)
    action, why = agent.explain(state.view(state.to_act), state.legal_actions())
    return state, why


@pytest.mark.parametrize(("players", "seed", "steps", "turn", "who"), [
    # two players: the person plays their dummy, their own hand is still to play, and the
    # other way round
    (2, 3, 27, 1, "you still play to it from your hand"),
    (2, 1, 7, 0, "you still play to it from your dummy"),
    # three players: the dummy's player, from the dummy and from their own hand
    (3, 6, 48, 3, "you still play to it from your hand"),
    (3, 7, 24, 2, "you still play to it from the dummy"),
    # the partner and the player's other hand both still to play
    (3, 2, 15, 1, "your partner still plays to it, and so do you from the dummy"),
    (3, 4, 31, 3, "your partner still plays to it, and so do you from your hand"),
])
def test_the_side_still_to_play_is_named_as_who_plays_it(players, seed, steps, turn, who):
    state, why = position(players, seed, steps)
    assert state.turn == turn and state.view(state.to_act).stage == "play"
    assert why.startswith(HEAD + who + TAIL), why
    assert "your partner" in why or "partner" not in why


def test_a_partner_of_another_player_is_still_called_the_partner():
    _state, why = position(3, 3, 23)
    assert why.startswith(PARTNER_AFTER), why


def test_over_whole_deals_the_partner_named_is_another_player_and_you_is_the_one_to_act():
    """Two and three players, rule players' whole first deals: "your partner" only where a
    position of the side still to play is another player's, "you … from your hand" or "from
    the dummy" only where it is the one to act's own."""
    said = {"partner": 0, "own": 0}
    for players in (2, 3):
        for seed in range(1, 13):
            state = RULES.new_game(seed, players=players)
            agent = RuleAgent(RULES, seed)
            while state.to_act is not None and not state.history:
                view = state.view(state.to_act)
                action, why = agent.explain(view, state.legal_actions())
                if why.startswith(HEAD):
                    friends = sides(view, view.turn)[0]
                    after = STILL_TO_PLAY[view.leader][len(view.trick)] & friends
                    theirs = [p for p in range(4) if after >> p & 1]
                    own = [p for p in theirs if view.controller[p] == view.player]
                    assert ("your partner" in why) == (len(own) < len(theirs)), why
                    assert ("so do you" in why or "you still play" in why) == bool(own), why
                    if own:
                        dummy = own[0] in view.dummies
                        assert ("your hand" in why) != dummy, why
                    if players == 2:
                        assert "your partner" not in why, why
                    said["partner" if "your partner" in why else "own"] += 1
                state.apply(action)
    assert said["partner"] and said["own"] > 5, said
