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


def _shared(awaiting_pass: int | None, tricks: int = 1) -> SimpleNamespace:
    """A controller at Ann and Bob's table waiting for the device to pass to ``awaiting_pass``
    (None: no pass screen), with ``tricks`` tricks of the first deal finished."""
    seats = [SimpleNamespace(name=n, human=n in ("Ann", "Bob"))
             for n in ("Ann", "West", "Bob", "East")]
    state = get_rules("young-hunter").new_game(3)
    while len(state.view(0).tricks) < tricks:
        state.apply(state.legal_actions()[0])
    facts = game_facts(state, [0, 2])
    return SimpleNamespace(seats=seats, awaiting_pass=awaiting_pass, facts=lambda: facts,
                           view=lambda: state.view(0), unread_deal_end=lambda: [],
                           finished_last_trick=lambda: ([], -1))


def test_l_on_the_pass_screen_says_to_pass_the_device_first_as_h_does():
    assert last_trick_refusal(_shared(2)) == (
        "Pass the device to Bob first: the last trick shows on the table, once the pass "
        "screen is gone (“I am …”).")
    assert last_trick_refusal(_shared(None)) is None


def test_l_on_the_pass_screen_before_any_trick_says_there_is_none_yet():
    """Before the first trick is finished there is no last trick to show once the pass screen
    is gone: L says what it says at the table then, not to pass the device for it."""
    assert last_trick_refusal(_shared(2, tricks=0)) == \
        "No trick has been completed in this deal yet."


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
