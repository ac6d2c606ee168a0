"""Barbu's score panel names the declarer, and the score sheet's footer is whole sentences
(games/barbu_words.py: ``phase_words``, ``sheet_footer``)."""

from __future__ import annotations

from tricktable.games import get_rules
from tricktable.games.barbu_words import phase_words, sheet_footer
from tricktable.presentation import describe

NAMES = ["You", "West", "North", "East"]


def _after_the_first_block(seed: int = 3):
    state = get_rules("barbu").new_game(seed=seed)
    first = state.view(0).declarer
    while state.view(0).declarer == first:
        state.apply(state.legal_actions()[0])
    return first, state.view(0)


def test_the_phase_line_after_a_declarers_seventh_hand_names_the_next_declarer():
    """After hand 7 the panel said "Next hand — The declarer's hand 1 of 7; contracts still
    to choose: all seven." while the declarer changed from You to West, and nothing said so."""
    first, view = _after_the_first_block()
    line = describe.phase_line(view, "barbu")
    assert line.startswith(f"{NAMES[view.declarer]} declares (hand 1 of 7);"), line
    assert NAMES[view.declarer] != NAMES[first]


def test_the_phase_line_says_you_declare_and_uses_the_names_it_is_given():
    """The viewer's own block reads "You declare", and with the players' names it names the
    declarer as the plates do."""
    view = get_rules("barbu").new_game(seed=3).view(0)
    from dataclasses import replace
    mine = replace(view, declarer=0)
    assert phase_words(mine)[0].startswith("You declare (hand 1 of 7);")
    named = ["Ann", "Bo", "Cy", "Di"]
    assert phase_words(view, named)[0].startswith(f"{named[view.declarer]} declares (hand 1")


def test_every_line_of_the_score_sheets_footer_ends_with_a_full_stop():
    """The "still to declare" lines had no final full stop (seen on the score sheet)."""
    _first, view = _after_the_first_block()
    footer = sheet_footer(view, NAMES)
    assert len(footer) == 5
    assert all(line.endswith(".") for line in footer), footer
    assert footer[view.declarer].endswith("still to declare: all seven contracts.")


def test_the_score_panels_phase_line_names_the_declarer_by_the_tables_names():
    """The panel's line (``score_table.panel_phase``) is given the table's names: "North
    declares" stood where the plates said "Bot 2"."""
    from tricktable.presentation.game_facts import game_facts
    from tricktable.presentation.score_table import panel_phase

    state = get_rules("barbu").new_game(seed=3)
    view = state.view(0)
    named = ["You", "Bot 1", "Bot 2", "Bot 3"]
    line = panel_phase(game_facts(state), view, False, named)
    assert line.startswith(f"{named[view.declarer]} declares (hand 1 of 7);"), line
    hunt = get_rules("heart-hunter").new_game(seed=3).view(0)
    assert describe.phase_line(hunt, "heart-hunter", named).startswith("Phase 1: avoid points")
