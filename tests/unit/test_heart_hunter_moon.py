"""Heart Hunter's computers stop a moon: in Phase 1, once one player has taken every point so far
(nine or more), the others stop ducking their way into giving that player the rest.

Why: the rule player always ducked and threw its point cards on whatever trick it could not win,
so a person playing high cards shot the moon against it in 46 of 217 strong hands, 20 points for
each computer every time (``python -m tricktable.ai.experiments.heart_hunter_moon``).

The deal: You lead the 2♣ to trick 1; West takes tricks 1 to 3 with the A♣, A♦ and K♦ while
North, void in clubs and diamonds, throws the Q♠, 3♥ and 4♥ and East the J♣: West has 9 points
and nobody else any, and leads trick 4.
"""

from __future__ import annotations

from tricktable.ai import playout_heart_hunter as policy
from tricktable.ai.heart_hunter import RuleAgent
from tricktable.coach.recommend import hint_for
from tricktable.coach.weighing import rule_verdict
from tricktable.engine.cards import DECK_52, card, cards, cards_of
from tricktable.engine.protocol import PLAY, DealPreset
from tricktable.games import get_rules
from tricktable.games.heart_hunter import card_points

RULES = get_rules("heart-hunter")
NAMES = ["You", "West", "North", "East"]
YOU, WEST, NORTH, EAST = range(4)
#: in the order played: You lead the first, West the others
FIRST_TRICKS = ["2C AC QS JC", "AD 3H 2D 3D", "KD 4H 5D 4D"]


def _deal(fixed: dict[int, str], void: dict[int, str]) -> list[int]:
    """Hands holding the ``fixed`` cards, the rest of the pack shared out among the players
    not ``void`` in a card's suit (letters C, D, H, S)."""
    hands = [cards(fixed.get(p, "")) for p in range(4)]
    taken = 0
    for h in hands:
        taken |= h
    def takers(c: int) -> int:
        return sum("CDHS"[c >> 4] not in void.get(p, "") for p in range(4))

    for c in sorted(cards_of(DECK_52 & ~taken), key=takers):  # the hardest to place first
        suit = "CDHS"[c >> 4]
        room = [p for p in range(4) if hands[p].bit_count() < 13 and suit not in void.get(p, "")]
        p = min(room, key=lambda q: hands[q].bit_count())
        hands[p] |= 1 << c
    assert all(h.bit_count() == 13 for h in hands)
    return hands


def _play(you: str, void_you: str, west: str = "", north: str = "", east: str = "",
          tricks: list[str] = ()):
    """The deal's first three tricks played (and ``tricks`` after them, cards in the order
    played), each player holding the cards given besides those of the first tricks."""
    fixed = {YOU: "2C 3D 4D " + you, WEST: "AC AD KD " + west, NORTH: "QS 3H 4H " + north,
             EAST: "JC 2D 5D " + east}
    hands = _deal(fixed, {YOU: void_you, NORTH: "CD"})
    state = RULES.start({"players": 4}, 1, {1: DealPreset(3, hands, [])})
    for trick in FIRST_TRICKS + list(tricks):
        for c in trick.split():
            assert state.to_act is not None
            state.apply(PLAY[card(c)])
    return state


def _points(state) -> list[int]:
    return [card_points(t) for t in state.taken]


def _rule_card(state) -> tuple[str, str]:
    view = state.view(state.to_act)
    action, why = RuleAgent(RULES, 1).explain(view, state.legal_actions())
    # the playouts play the same card on the world itself
    assert policy.choose(state) == action.card
    return RULES.codec.short(action.card), why


def test_a_void_player_keeps_its_hearts_off_the_trick_the_shooter_is_winning():
    state = _play(you="KC QC AH KH QH 9H 8H 7H", void_you="S", west="AS", north="5S",
                  east="6S", tricks=["AS 5S 6S"])
    assert _points(state)[WEST] == 9 and state.to_act == YOU
    short, why = _rule_card(state)
    assert short == "K♣", why  # the highest card worth nothing, not the A♥
    assert why.startswith("Player 2 has taken every point so far (9) and may be shooting the moon")
    assert "keep your point cards off this trick, which player 2 is winning" in why


def test_a_player_who_can_take_the_shooters_trick_with_points_takes_it_as_cheaply_as_it_can():
    state = _play(you="AH KH 9H", void_you="", west="QH", north="5H", east="6H",
                  tricks=["QH 5H 6H"])
    short, why = _rule_card(state)
    assert short == "K♥", why  # ducking would have played the 9♥
    assert "take this trick from player 2, points and all" in why


def test_with_the_shooter_still_to_come_the_highest_card_takes_the_trick():
    # trick 4 goes to East, empty: East leads the 8♥ with West, the shooter, still to play
    state = _play(you="3S AH 9H 2H", void_you="", west="2S KH", north="4S", east="AS 8H",
                  tricks=["2S 4S AS 3S", "8H"])
    assert state.to_act == YOU and _points(state)[EAST] == 0
    short, why = _rule_card(state)
    assert short == "A♥", why  # ducking would have played the 2♥
    assert "win this trick, points and all, with your highest card: player 2 still plays" in why


def test_the_hint_names_the_shooter():
    state = _play(you="AH KH 9H", void_you="", west="QH", north="5H", east="6H",
                  tricks=["QH 5H 6H"])
    view = state.view(YOU)
    verdict = rule_verdict("heart-hunter", view, state.legal_actions(), seed=1)
    advice = hint_for(state, YOU, verdict, NAMES)
    assert advice.text.startswith("Play the K♥. West has taken every point so far (9)"), \
        advice.text
    assert "take this trick from West" in advice.text


def test_eight_points_or_points_shared_raise_no_alarm():
    assert policy.moon_threat([0, 9, 0, 0]) == WEST
    assert policy.moon_threat([0, 8, 0, 0]) == -1
    assert policy.moon_threat([0, 12, 1, 0]) == -1
    assert policy.shooter_at([0, 9, 0, 0], WEST, WEST, 4) == -1  # not against oneself
    assert policy.shooter_at([0, 9, 0, 0], YOU, EAST, 4) == 2  # East leads, You, then West
    # after two tricks West has 8: You duck under the Q♥ as ever
    early = RULES.start({"players": 4}, 1, {1: DealPreset(3, _deal(
        {YOU: "2C 3D AH KH 9H", WEST: "AC AD QH", NORTH: "QS 3H 5H", EAST: "JC 2D 6H"},
        {NORTH: "CD"}), [])})
    for c in ("2C", "AC", "QS", "JC", "AD", "3H", "2D", "3D", "QH", "5H", "6H"):
        early.apply(PLAY[card(c)])
    assert _points(early)[WEST] == 8
    assert _rule_card(early)[0] == "9♥"


def test_phase_2_has_no_moon_to_stop():
    """In Phase 2 a moon scores what its points would (−20): nothing to stop. (The phase is set
    by hand: a Phase 2 deal would need a whole game played first.)"""
    state = _play(you="AH KH 9H", void_you="", west="QH", north="5H", east="6H")
    state.phase = 2
    for c in ("QH", "5H", "6H"):
        state.apply(PLAY[card(c)])
    assert "moon" not in _rule_card(state)[1]


def test_the_experiment_counts_fewer_moons_with_the_guard(capsys):
    """``heart_hunter_moon`` on a thousand seeded games: the shooter's moons against the rule
    players, with the guard and without (the README's figures come from 4,000)."""
    from tricktable.ai.experiments.heart_hunter_moon import main

    assert main(["--deals", "1000", "--seed", "1000"]) == 0
    without, with_guard = capsys.readouterr().out.splitlines()
    moons = [int(line.split(": ")[1].split()[0]) for line in (without, with_guard)]
    assert moons[1] < moons[0], (without, with_guard)
    assert policy.MOON_ALERT == 9  # put back after the run without the guard


def test_a_void_player_keeps_the_high_spades_that_may_still_take_the_queen(monkeypatch):
    """A computer threw its A♠ (the one spade above the shooter's Q♠) on the shooter's heart
    trick, and the moon came home. With the Q♠ still out, a void player keeps its spades above
    it (and its clubs above the J♣ while the J♣ is out) and throws another card. West has
    taken 3 points here, the alarm set at 3 for the test."""
    monkeypatch.setattr(policy, "MOON_ALERT", 3)
    you = cards("2C 3D 4D AS KS 7C 8C 9C 10C 6S 7S 8S 9S")
    hands = _deal({YOU: "2C 3D 4D AS KS 7C 8C 9C 10C 6S 7S 8S 9S", WEST: "AC AD KD QD",
                   NORTH: "2H 3H 4H 5H", EAST: "3C 2D 5D 7D"}, {NORTH: "CD"})
    assert hands[YOU] == you
    state = RULES.start({"players": 4}, 1, {1: DealPreset(3, hands, [])})
    for trick in ("2C AC 2H 3C", "AD 3H 2D 3D", "KD 4H 5D 4D", "QD 5H 7D"):
        for c in trick.split():
            state.apply(PLAY[card(c)])
    assert _points(state)[WEST] == 3 and state.to_act == YOU
    short, why = _rule_card(state)
    assert short == "10♣", why  # not the A♠
    assert "keep the A♠ and the K♠, which may still take the Q♠ from player 2, and throw " \
        "the 10♣" in why, why
    assert "16 points" not in why and "20 points for each" in why
    assert policy.stoppers(you, 0) == cards("AS KS")
    assert policy.stoppers(you, cards("QS")) == 0  # the queen gone, nothing to stop


def test_in_three_the_moon_is_worth_16_and_a_higher_card_in_the_trick_is_not_ours():
    """Three players: "20 points for each of the others" was said of a 16-point moon; and
    "Nobody else holds any spades: this trick is yours whatever you play" under West's A♠."""
    from tricktable.ai.heart_hunter import _moon_reason

    moons = under = 0
    for seed in range(1, 400):
        state = RULES.new_game(seed=seed, players=3)
        agent = RuleAgent(RULES, seed)
        while state.to_act is not None and not state.history:
            view, legal = state.view(state.to_act), state.legal_actions()
            action, why = agent.explain(view, legal)
            if _moon_reason(view, legal, action.card) is not None:
                assert "16 points for each of the others" in why, why
                moons += 1
            if view.trick and any(c < max(x for x in view.trick if view.led >> x & 1)
                                  for c in (a.card for a in legal) if view.led >> c & 1):
                under += why.startswith("Stay under")
                winner = max(c for c in view.trick if view.led >> c & 1)
                if why.startswith("Nobody else holds any"):
                    assert action.card > winner, why
            state.apply(action)
        if moons and under:
            return
    raise AssertionError(f"moons guarded {moons}, tricks ducked {under}")


def test_a_hint_says_the_person_is_on_the_way_to_a_moon_when_every_point_is_theirs():
    """Shooting the moon, a person read only "about 16 points fewer taken" in the figures of the
    hints that took more points: with every point so far theirs the figures' note says why."""
    view = RULES.new_game(seed=1, players=4).view(0)
    view.phase, view.points = 1, [10, 0, 0, 0]
    note = RuleAgent.figures_note(view)
    assert note.startswith("You have taken every point so far (10): take the rest and you "
                           "shoot the moon, 20 points for each of the others"), note
    view.points = [10, 1, 0, 0]
    assert RuleAgent.figures_note(view) == ""
    view.points = [0, 10, 0, 0]  # another's coming moon is the guard's business
    assert RuleAgent.figures_note(view) == ""
    view.phase = 2
    assert RuleAgent.figures_note(view) == "In Phase 2 the points you take come off your score."
