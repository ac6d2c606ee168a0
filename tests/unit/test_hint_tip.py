"""Hints made easy to find (Qt-free): a learner found hints only by the H key or Help → Hint,
and many never did. While the settings offer hints, the table's hint tip comes once for every
game at the person's first real choice with no tip of its own, before the last trick's tip, one
tip at a time; with hints off it never comes, and the status line's turn ends with "H for a
hint." only while they are on."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from tricktable.coach.tips import HINT, LAST_TRICK, shown_key, tip_due, tip_kind, tips_of
from tricktable.games.registry import ENTRIES, game_entry, get_rules
from tricktable.presentation.game_facts import game_facts
from tricktable.presentation.status_line import CUE_ROOM, HINT_CUE, status_text, with_hint_cue


def first_game(entry, hints_on: bool, seed: int = 3, decisions: int = 40):
    """(kind due, its game's own kind, how many legal actions) at each of the first
    ``decisions`` decisions of a person at seat 0 in a game played at random, each due tip
    taken as shown."""
    state, rng = get_rules(entry.id).new_game(seed), random.Random(seed)
    shown: set[str] = set()
    met: list[tuple] = []
    while not state.game_over and len(met) < decisions:
        legal = state.legal_actions()
        if state.to_act == 0:
            view = state.view(0)
            kind = tip_due(entry, view, legal, shown, hints_on=hints_on)
            own = tip_kind(entry, view, legal)
            met.append((kind, own if shown_key(entry, own) not in shown else None, len(legal)))
            if kind is not None:
                shown.add(shown_key(entry, kind))
        state.apply(rng.choice(legal))
    return met


def tips_in_a_first_game(entry, hints_on: bool, seed: int = 3) -> list[str]:
    """The tips shown, in order, in ``first_game``."""
    return [kind for kind, _own, _n in first_game(entry, hints_on, seed) if kind is not None]


@pytest.mark.parametrize("seed", [3, 4])
@pytest.mark.parametrize("entry", ENTRIES, ids=[e.id for e in ENTRIES])
def test_the_hint_tip_comes_once_at_the_first_real_choice_with_no_tip_of_its_own(entry, seed):
    met = first_game(entry, True, seed)
    came = [kind for kind, _own, _n in met if kind is not None]
    assert came.count(HINT) == 1 and came.count(LAST_TRICK) == 1, came
    assert came[0] != HINT, came  # the rule of the first decision comes first
    first_free = next(i for i, (_kind, own, n) in enumerate(met) if own is None and n > 1)
    assert met[first_free][0] == HINT, met[:first_free + 1]
    # before the last trick's tip, unless that came at a card the person had to play
    at = [kind for kind, _own, _n in met].index(LAST_TRICK)
    assert first_free < at or met[at][2] == 1, met[:at + 1]


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.id for e in ENTRIES])
def test_with_hints_off_the_hint_tip_never_comes_and_the_others_do(entry):
    on, off = tips_in_a_first_game(entry, True), tips_in_a_first_game(entry, False)
    assert HINT not in off
    assert off == [kind for kind in on if kind != HINT]


def test_the_hint_tip_is_the_tables_once_for_every_game_and_waits_for_a_real_choice():
    hh, barbu = game_entry("heart-hunter"), game_entry("barbu")
    assert shown_key(hh, HINT) == shown_key(barbu, HINT) == "table/hint"
    state = get_rules("heart-hunter").new_game(1)
    view, legal = state.view(state.to_act), state.legal_actions()
    own = {shown_key(hh, tip_kind(hh, view, legal))}
    assert len(legal) > 1 and tip_due(hh, view, legal, own, hints_on=True) == HINT
    assert tip_due(hh, view, legal, own | {"table/hint"}, hints_on=True) is None
    assert tip_due(hh, view, legal[:1], own, hints_on=True) is None  # one card: no question
    assert tip_due(hh, view, [], own, hints_on=True) is None  # no decision


def test_the_hint_tip_says_the_key_and_the_menu():
    text = tips_of(game_entry("sheepshead"))[HINT].text
    assert "Press H" in text and "Help → Hint" in text
    assert len(text) < 200  # short: read in a glance beside the decision


def person_to_act(game: str, paused: bool = False, hot_seat: bool = False):
    """A controller as the status line reads it: the person at seat 0 to play a card."""
    state = get_rules(game).new_game(1)
    while state.to_act != 0 or any(a.type != "play" for a in state.legal_actions()):
        state.apply(state.legal_actions()[0])
    seats = [SimpleNamespace(name="You" if i == 0 else f"Bot {i}", human=i == 0)
             for i in range(state.num_players)]
    return SimpleNamespace(
        facts=lambda: game_facts(state), seats=seats, awaiting_pass=None,
        awaiting_continue=False, human_to_act=lambda: 0, hot_seat=hot_seat, paused=paused,
        thinking_player=lambda: None, legal_actions=state.legal_actions, to_act=lambda: 0,
        view=lambda: state.view(0), describe_action=state.describe, rules=state.rules)


def test_the_status_line_says_h_on_the_persons_turn_only_while_hints_are_on():
    c = person_to_act("heart-hunter")
    assert status_text(c, lambda: None, hints_on=True) == "Your turn: play a card. H for a hint."
    assert status_text(c, lambda: None, hints_on=False) == "Your turn: play a card."
    assert status_text(c, lambda: None) == "Your turn: play a card."  # by default: off
    paused = person_to_act("heart-hunter", paused=True)  # the pause's words, not the cue
    line = status_text(paused, lambda: None, held="pause", hints_on=True)
    assert HINT_CUE not in line and "paused" in line


def test_the_cue_is_left_out_of_a_line_with_no_room_for_it():
    short, long = "Your turn: bid.", "Your turn: choose the contract — Trump: which suit?" * 2
    assert with_hint_cue(short, True) == f"{short} {HINT_CUE}"
    assert with_hint_cue(short, False) == short
    assert with_hint_cue(long, True) == long
    assert all(len(with_hint_cue("x" * n, True)) <= max(n, CUE_ROOM) for n in range(90))
