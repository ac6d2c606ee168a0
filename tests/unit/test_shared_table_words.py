"""Words for a table shared by Ann (South) and Bob (North): L on the pass screen, the status bar
once a record is opened, and what an undo on the pass screen took back.

Why: L on the pass screen did nothing and said nothing (H there says to pass the device first);
a record opened said only "Opened game.json", not where play stood; and an undo on the pass
screen said "Undone: your announcement" of Bob's announcement, read by Ann holding the device.
"""

from __future__ import annotations

from types import SimpleNamespace

from tricktable.games.registry import get_rules
from tricktable.presentation.game_facts import game_facts
from tricktable.presentation.record_words import opened_line
from tricktable.presentation.status_line import last_trick_refusal
from tricktable.presentation.undo_words import undone_line


def _shared(awaiting_pass: int | None) -> SimpleNamespace:
    seats = [SimpleNamespace(name=n, human=n in ("Ann", "Bob"))
             for n in ("Ann", "West", "Bob", "East")]
    facts = game_facts(get_rules("young-hunter").new_game(3), [0, 2])
    return SimpleNamespace(seats=seats, awaiting_pass=awaiting_pass, facts=lambda: facts)


def test_l_on_the_pass_screen_says_to_pass_the_device_first_as_h_does():
    assert last_trick_refusal(_shared(2)) == (
        "Pass the device to Bob first: the last trick shows on the table, once the pass "
        "screen is gone (“I am …”).")
    assert last_trick_refusal(_shared(None)) is None


def test_a_record_opened_says_where_play_stands():
    state = get_rules("young-hunter").new_game(3)
    facts = game_facts(state, [0, 2])
    assert opened_line("game.json", facts, "with Bob to announce") == \
        "Opened game.json: deal 1, with Bob to announce."
    while not state.game_over:
        state.apply(state.legal_actions()[0])
    assert opened_line("game.json", game_facts(state, [0, 2])) == \
        "Opened game.json: the game is over."


def test_an_undo_on_the_pass_screen_names_whose_decision_went():
    state = get_rules("young-hunter").new_game(3)
    kept = state.copy()
    state.apply(state.legal_actions()[0])
    assert undone_line(state, kept, "Bob's").startswith("Undone: Bob's ")
    assert undone_line(state, kept).startswith("Undone: your ")
