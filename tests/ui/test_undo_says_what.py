"""Ctrl+Z (Undo) redrew the table and the status bar only said "Your turn": nothing said what had
been taken back, or that the key had done anything. The status bar now says it for a few
seconds: "Undone: your 7♠ and the cards played after it.", "Undone: your announcement."."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.settings import Seat
from window_helpers import click_card, key_to_window, load_at, show_window, wait_for_person


def undo_by_keys(qtbot, w) -> str:
    """Ctrl+Z on the window; the status bar's message once the table is at rest again."""
    key_to_window(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_for_person(qtbot, w)
    qtbot.wait(300)  # the table settled, the turn's line said: the message is still there
    return w.statusBar().currentMessage()


def test_undo_says_which_card_of_yours_it_took_back_and_that_the_others_went_too(
        qtbot, worker, home):
    w = show_window(qtbot, worker)
    w.start_game("heart-hunter", {}, [Seat("You", "human")]
                 + [Seat(f"Bot {i}", "computer") for i in range(1, 4)], 5)
    c = w.controller
    for _turn in range(13):  # the person leads: the others' cards come after theirs
        wait_for_person(qtbot, w)
        if not c.view().trick:
            break
        c.submit(c.legal_actions()[0])
    card = c.legal_actions()[0].card
    click_card(qtbot, w, card)
    qtbot.waitUntil(lambda: not c.view().hands[0] >> card & 1, timeout=10_000)
    wait_for_person(qtbot, w)
    said = undo_by_keys(qtbot, w)
    assert said == f"Undone: your {c.rules.codec.short(card)} and the cards played after it."
    assert c.view().hands[0] >> card & 1, "the card is back in the hand"
    w.controller.shutdown()


def test_undo_of_a_decision_without_a_card_names_its_kind(qtbot, worker, home):
    w = show_window(qtbot, worker)
    load_at(qtbot, w, "young-hunter", {}, 0,
            lambda st: st.to_act == 0 and any(a.type == "announce" for a in st.legal_actions()))
    c = w.controller
    c.submit(next(a for a in c.legal_actions() if a.type == "announce"))
    wait_for_person(qtbot, w)
    said = undo_by_keys(qtbot, w)
    assert said in ("Undone: your announcement.",
                    "Undone: your announcement and what the other players did after it.")
    assert any(a.type == "announce" for a in c.legal_actions()), "to be made again"
    w.controller.shutdown()
