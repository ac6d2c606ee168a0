"""What has been said aloud this deal, in the view every game fills the same way
(``View.announcements``): typed records with player numbers, public, in the order said, cleared
at a new deal, kept by an imagined world, and read by the plates."""

from __future__ import annotations

import random

import pytest

from tricktable.engine.cards import FRENCH
from tricktable.engine.protocol import PASS, Action
from tricktable.engine.view import Announcement
from tricktable.games.registry import GAME_IDS, get_rules
from tricktable.presentation import describe

NAMES = ["You", "West", "North", "East"]


def _said_after(state, action: Action) -> list[Announcement]:
    """The records ``action`` adds to the acting player's view."""
    player = state.to_act
    before = len(state.view(player).announcements)
    state.apply(action)
    return state.view(player).announcements[before:]


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_games_announcements_are_public_typed_records_cleared_at_each_new_deal(game):
    state = get_rules(game).new_game(seed=11)
    rng = random.Random(11)
    for _ in range(120):
        if state.to_act is None:
            break
        deal = state.deal_number
        before = state.view(0).announcements
        state.apply(rng.choice(state.legal_actions()))
        views = [state.view(p) for p in range(state.num_players)]
        said = views[0].announcements
        assert all(v.announcements == said for v in views), "what is said aloud, all hear"
        assert all(isinstance(a, Announcement) and 0 <= a.player < state.num_players
                   and all(0 <= t < state.num_players for t in a.targets) for a in said)
        if state.deal_number == deal:
            assert said[:len(before)] == before, "a deal's announcements only grow"


def test_a_young_hunter_view_lists_each_taking_announced_and_a_contra_with_its_players():
    state = get_rules("young-hunter").new_game(seed=5, contra=True)
    first = state.to_act
    takings = [a for a in state.legal_actions() if a.type == "announce" and a.get("takings")]
    assert takings, "the first player can announce a taking"
    action = takings[0]
    said = _said_after(state, action)
    assert said == [Announcement(first, "announce", kind, jack)
                    for jack, kind in action.get("takings")]
    while state.stage == "announce":
        nothing = next(a for a in state.legal_actions() if not a.get("takings"))
        speaker = state.to_act
        assert _said_after(state, nothing) == [Announcement(speaker, "announce")]
    contra = next(a for a in state.legal_actions() if a.type == "contra")
    who = state.to_act
    assert _said_after(state, contra) == [Announcement(
        who, "contra", contra.get("kind"), contra.card, (contra.get("announcer"),))]


def test_a_sheepshead_view_lists_a_pass_on_the_window_and_the_plate_shows_it():
    state = get_rules("sheepshead").new_game(seed=2)
    first = state.to_act
    assert _said_after(state, PASS) == [Announcement(first, "pass")]
    view = state.view(0)
    _line, notes = describe.plate_lines(view, first, FRENCH, NAMES)
    assert "Passed on the window" in notes
    taker = state.to_act
    assert _said_after(state, Action("take")) == [Announcement(taker, "take")]
    discard = state.legal_actions()[0]
    assert _said_after(state, discard) == [], "the buried cards are not said"


def test_a_barbu_view_lists_the_contract_chosen_and_each_double_with_its_targets():
    state = get_rules("barbu").new_game(seed=4)
    declarer = state.to_act
    choice = next(a for a in state.legal_actions() if a.get("contract") == "no-tricks")
    assert _said_after(state, choice) == [Announcement(declarer, "choose-contract",
                                                       "no-tricks")]
    double = next(a for a in state.legal_actions() if a.get("targets"))
    who = state.to_act
    assert _said_after(state, double) == [Announcement(who, "double",
                                                       targets=double.get("targets"))]


def test_a_nineteen_view_lists_bids_passes_and_declarations_with_their_players():
    state = get_rules("nineteen").new_game(seed=8)
    eldest = state.to_act
    bid = next(a for a in state.legal_actions() if a.type == "bid")
    assert _said_after(state, bid) == [Announcement(eldest, "bid", bid.get("bid"))]
    nxt = state.to_act
    assert _said_after(state, PASS) == [Announcement(nxt, "pass")]
    # four players: each sits at the position of their own number
    _line, notes = describe.plate_lines(state.view(0), nxt, state.rules.codec, NAMES)
    assert "Passed" in notes


def test_an_imagined_world_keeps_what_was_said_this_deal():
    state = get_rules("young-hunter").new_game(seed=5)
    while state.stage == "announce":
        state.apply(state.legal_actions()[-1])
    view = state.view(state.to_act)
    assert view.announcements, "four players have spoken"
    world = state.rules.sample_world(view, random.Random(1))
    assert world.view(state.to_act).announcements == view.announcements


def test_heart_hunter_says_nothing_aloud_in_a_whole_deal():
    state = get_rules("heart-hunter").new_game(seed=1)
    while state.deal_number == 1 and state.to_act is not None:
        state.apply(state.legal_actions()[0])
        assert state.view(0).announcements == []


def test_young_hunter_plates_tell_what_each_player_announced_and_whose_taking_was_contrad():
    from tricktable.games.young_hunter import taking_name

    state = get_rules("young-hunter").new_game(seed=5, contra=True)
    announcer = state.to_act
    action = next(a for a in state.legal_actions() if a.type == "announce" and a.get("takings"))
    state.apply(action)
    silent = []
    while state.stage == "announce":
        silent.append(state.to_act)
        state.apply(next(a for a in state.legal_actions() if not a.get("takings")))
    contra = next(a for a in state.legal_actions() if a.type == "contra")
    by = state.to_act
    state.apply(contra)
    view = state.view(0)
    trump = view.trump_suit
    _line, notes = describe.plate_lines(view, announcer, FRENCH, NAMES)
    notes = [n.replace("\u00a0", " ") for n in notes]  # names kept whole by no-break spaces
    said = [taking_name(j, k, trump) + (" (contra'd)" if j == contra.card else "")
            for j, k in action.get("takings")]
    assert "Announced " + ", ".join(said) in notes
    assert all("No announcement" in describe.plate_lines(view, p, FRENCH, NAMES)[1]
               for p in silent)
    _line, notes = describe.plate_lines(view, by, FRENCH, NAMES)
    questioned = taking_name(contra.card, contra.get("kind"), trump)
    assert f"Contra: {NAMES[announcer]}'s {questioned}" in notes


def test_a_young_hunter_plate_lists_a_players_contras_in_the_order_the_takings_were_announced():
    from tricktable.games.young_hunter import taking_name

    for seed in range(20):
        state = get_rules("young-hunter").new_game(seed=seed, contra=True)
        rng = random.Random(seed)
        while state.stage in ("announce", "contra"):
            state.apply(rng.choice(state.legal_actions()))
        view = state.view(0)
        takings = [(a.player, a.card) for a in view.announcements if a.kind == "announce"]
        for p in range(4):
            made = [(a.targets[0], a.card, a.name) for a in view.said_by(p, "contra")]
            in_order = sorted(made, key=lambda m: takings.index(m[:2]))
            if made != in_order:  # contra'd in another order than announced
                listed = ", ".join(f"{NAMES[q]}'s {taking_name(j, k, view.trump_suit)}"
                                   .replace("You's", "your") for q, j, k in in_order)
                assert f"Contra: {listed}" in describe.plate_lines(view, p, FRENCH, NAMES)[1]
                return
    pytest.fail("no player contra'd two takings out of their announced order in 20 games")
