"""Nineteen's plates and call words as testers read them: the auction's "Passed" stayed under
West's declarations all through the play ("Royal Honours: K♠ K♥ K♦ Tomfool / Passed" read as a
pass after declaring) and "0 tricks" stood on every plate during the auction; with two players
the dummies' plates said only "Dummy" until the call, though their face-up cards already settle
whose each is; and "the highest trump below the 20 they do not hold" read as "the 20 you do not
hold"."""

from __future__ import annotations

from nineteen_deals import NOTHING, RULES, four_player_deal
from tricktable.ai.registry import make_agent
from tricktable.engine.cards import TAROT
from tricktable.engine.protocol import PASS, Action
from tricktable.games.nineteen_words import TIPS, dummy_player, plate

NAMES = ["You", "West", "North", "East"]


def _start():
    """A four-player deal, position 0 bidding first; position 2 holds the kings and honours
    for Royal Honours."""
    return four_player_deal({2: "TF T21 KS KH KD T2 T3 T4 T5 T6 T7 T8"})


def _plate(s, pos: int) -> tuple[str, list[str]]:
    return plate(s.view(0), pos, TAROT, "0 tricks", NAMES)


def test_the_auctions_calls_go_with_the_auction_and_the_tricks_come_with_the_play():
    """During the auction a plate says the last call, and no trick count; once it is over the
    calls go (a pass under the declarations read as said after them); the declarer's line is
    the bid alone until the first card, then the bid and the tricks."""
    s = _start()
    s.apply(Action.make("bid", bid="partnership"))
    s.apply(PASS)
    assert s.stage == "auction"
    assert _plate(s, 0) == ("", ["Bid Partnership"])
    assert _plate(s, 1) == ("", ["Passed"])
    s.apply(Action.make("bid", bid="solo"))  # nothing outbids Solo: the auction is over
    assert s.stage == "declare"
    assert _plate(s, 2) == ("Solo", [])  # the declarer's bid, no "0 tricks" before the play
    assert _plate(s, 1) == ("", [])
    while s.stage == "declare":
        s.apply(Action.make("declare", declarations=("royal-honours",), contras=())
                if s.to_act == 2 else NOTHING)
    assert s.stage == "play"
    assert _plate(s, 2)[0] == "0 points · 0 tricks · Solo"
    for pos in (0, 1, 3):
        line, notes = _plate(s, pos)
        assert line == "0 points · 0 tricks"
        assert not any(n.startswith(("Passed", "Bid ")) for n in notes), (pos, notes)
    royal = _plate(s, 2)[1]
    assert royal[-1].startswith("Royal Honours"), royal


def test_a_two_player_dummys_plate_says_whose_it_will_be_from_the_deal():
    """Both dummies lie face up from the deal and the call follows from their cards: the
    dummy holding it is the Opponent's partner, the other the dealer's. Each plate says so
    before the call, and it is who plays it after."""
    for seed in range(1, 6):
        s = RULES.new_game(seed=seed, players=2)
        view = s.view(0)
        assert s.stage != "call"
        dummies = list(view.dummies)
        to_come = {d: dummy_player(view, d) for d in dummies}
        assert set(to_come.values()) == {0, 1}
        notes = {d: plate(view, d, TAROT, "0 tricks", ["You", "North"])[1] for d in dummies}
        for d in dummies:
            name = ["You", "North"][to_come[d]]
            opponent = view.seat_player[view.declarer] == to_come[d]
            said = notes[d][-1]
            if opponent:
                assert said.startswith(("Your partner: holds the", "North's partner: holds the"))
                assert said.endswith("to be called")
            else:
                assert said == f"Played by {'you' if name == 'You' else name}, the dealer"
        agents = [make_agent("rule", RULES, seed=p) for p in range(2)]
        while s.called < 0:
            s.apply(agents[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
        assert {d: s.controller[d] for d in dummies} == to_come
        after = s.view(0)
        assert all(dummy_player(after, d) is None for d in dummies)
        assert not any("to be called" in n or n.startswith("Played by")
                       for d in dummies for n in plate(after, d, TAROT, "", ["You", "N"])[1])


def test_the_call_is_said_counting_down_from_the_19():
    """ "The highest trump below the 20 they do not hold" read as "the 20 they do not hold"."""
    texts = [t.text for key, t in TIPS.items() if key.startswith("call")] + [RULES.summary]
    for text in texts:
        assert "below the 20" not in text, text
        assert "counting down from the 19" in text, text
