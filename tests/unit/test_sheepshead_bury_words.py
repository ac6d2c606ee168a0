"""Sheepshead's burial in a tester's words: the Bury button's line, the words after a hint that
selected the cards, and the bubbles of the window and the bury, from real deals."""

from __future__ import annotations

from tricktable.engine.cards import FRENCH, iter_cards
from tricktable.games import get_rules
from tricktable.presentation import table_events as te
from tricktable.presentation import window_notes as wn
from tricktable.presentation.describe import decision_for
from tricktable.presentation.panel_state import Confirm, PanelState

NAMES = ["You", "West", "North"]


def _taken(seed: int = 2):
    """A deal of ``seed`` where the others passed the window to the person (seat 0), who took
    it; and the events of the whole window round, in order."""
    state = get_rules("sheepshead").new_game(seed)
    events = []
    while state.stage == "window" and state.to_act != 0:
        events += state.apply(next(a for a in state.legal_actions() if a.type == "pass"))
    events += state.apply(next(a for a in state.legal_actions() if a.type == "take"))
    assert state.stage == "discard" and state.to_act == 0
    return state, events


def _bury_panel(state) -> PanelState:
    legal = state.legal_actions()
    return PanelState(decision_for(state.view(0), legal, state.describe, FRENCH, NAMES))


def test_the_bury_button_counts_the_cards_up_to_the_last_as_it_did_before():
    """With both cards picked the line said "the selected cards" after "0 of 2" and "1 of 2":
    a different kind of words for the one state the button may be pressed in."""
    panel = _bury_panel(_taken()[0])
    assert panel.decision.confirm == "Bury"
    lines = []
    for count in range(4):
        panel.selected = count
        lines.append(panel.confirm())
    assert lines == [Confirm("0 of 2 selected", False), Confirm("1 of 2 selected", False),
                     Confirm("2 of 2 selected", True), Confirm("1 too many selected", False)]


def test_the_words_after_a_hinted_bury_say_which_button_buries_and_how_to_change_a_card():
    """"They are picked out for you: the button takes them, a click lets one go." was cryptic:
    which button, takes them where? The words name the panel's button and its verb, and what
    a click on a selected card does (another card clicked first makes one too many)."""
    panel = _bury_panel(_taken()[0])
    said = wn.hint_picks(panel.decision.confirm)
    assert said == ("They are selected for you: press Bury to bury them, or click one of them "
                    "to unselect it and pick another.")
    assert "takes them" not in wn.HINT_PICKS and "lets one go" not in wn.HINT_PICKS


def _bubbles(state, events) -> list[str]:
    return [s.text for e in events for s in te.sayings(state.view(0), e, NAMES, FRENCH)
            if s.bubble]


def test_the_window_and_the_bury_are_said_in_bubbles_with_a_capital_as_in_the_other_games():
    """Young Hunter's bubbles read "Pass", Heart Hunter's "Holds the 2♣ and leads", while
    Sheepshead's read "passes", "takes the window", "buries 2 cards"."""
    state, events = _taken()
    burial = next(a for a in state.legal_actions() if len(list(iter_cards(a.get("cards")))) == 2)
    events += state.apply(burial)
    said = _bubbles(state, events)
    assert said[:3] == ["Passes", "Passes", "Takes the window"]
    assert said[3].startswith("Buries the ") and len(said) == 4


def test_a_hint_that_picks_one_card_speaks_of_it_alone():
    """A one-card discard's hint said "They are selected for you: press Discard to discard them,
    or click one of them…"."""
    assert wn.hint_picks("Discard", 1) == ("It is selected for you: press Discard to discard "
                                           "it, or click it to unselect it and pick another.")
