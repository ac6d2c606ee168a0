"""A tester playing from the keyboard alone pressed Ctrl+Z, Ctrl+Shift+Z and Ctrl+O: each time
the table was drawn anew with no card outlined, and nothing showed where the arrows and Enter
were until an arrow was pressed (Enter only brought the outline back). A person who was using
the keys gets the outline back on a card they may play once it is their turn again."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable.ui.main_window import MainWindow
from window_helpers import (
    in_file_dialog,
    key_to_window,
    load_at,
    record_where,
    show_window,
    type_file_name,
    wait_for_person,
)

CTRL = Qt.KeyboardModifier.ControlModifier


def outlined(w: MainWindow) -> list:
    """The cards drawn with the keyboard's outline, in every hand."""
    return [i for pile in w.table.model.hands.values() for i in pile.items if i.focused]


def playing_by_keys(qtbot, worker) -> MainWindow:
    """Heart Hunter at a play of the person's with cards to spare, one card played with Right
    and Return, and the person's turn come again with the outline showing."""
    w = show_window(qtbot, worker)
    load_at(qtbot, w, "heart-hunter", {}, 0,
            lambda st: st.to_act == 0 and st.stage == "play"
            and bin(st.hands[0]).count("1") >= 8)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    w.table.setFocus()
    qtbot.keyClick(w.table, Qt.Key.Key_Right)
    done = len(w.controller.state.deal_log.actions)
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(w.controller.state.deal_log.actions) > done, timeout=5_000)
    wait_for_person(qtbot, w)
    assert len(outlined(w)) == 1, "the outline shows on the person's next turn"
    return w


def assert_outline_back(qtbot, w: MainWindow, after: str) -> None:
    wait_for_person(qtbot, w)
    qtbot.waitUntil(lambda: len(outlined(w)) == 1, timeout=3_000)
    card = outlined(w)[0]
    assert card in w.table.model.hands[0].items, after
    assert card.interactive and not card.dimmed, f"{after}: the outline is on a card to play"


def test_after_undo_and_redo_by_keys_the_outline_comes_back_on_a_card_to_play(qtbot, worker,
                                                                              home):
    w = playing_by_keys(qtbot, worker)
    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL)
    assert_outline_back(qtbot, w, "after Ctrl+Z")
    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert_outline_back(qtbot, w, "after Ctrl+Shift+Z")
    # and Enter plays that card at once, as the outline says
    done = len(w.controller.state.deal_log.actions)
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(w.controller.state.deal_log.actions) > done, timeout=5_000)


def test_after_opening_a_record_with_ctrl_o_the_outline_comes_back(qtbot, worker, home,
                                                                   tmp_path):
    w = playing_by_keys(qtbot, worker)
    doc = record_where("heart-hunter", {}, 5, 0,
                       lambda st: st.to_act == 0 and st.stage == "play")
    path = tmp_path / "saved.json"
    path.write_text(json.dumps(doc))
    in_file_dialog(lambda dialog: type_file_name(qtbot, dialog, str(path)))
    key_to_window(qtbot, w, Qt.Key.Key_O, CTRL)
    # "Game in progress": the person has moved in it; Open the record, pressed by its key
    qtbot.waitUntil(lambda: getattr(w, "replace_box", None) is not None
                    and w.replace_box.isVisible(), timeout=10_000)
    go = next(b for b in w.replace_box.buttons() if "Open" in b.text())
    go.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(go, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=10_000)
    qtbot.waitUntil(lambda: len(w.controller.state.deal_log.actions)
                    == len(doc["deals"][-1]["actions"]), timeout=5_000)
    assert_outline_back(qtbot, w, "after Ctrl+O")


def test_a_person_who_moved_the_mouse_gets_no_outline_after_undo(qtbot, worker, home):
    """The outline comes back for a person using the keys, not for one gone back to the mouse."""
    w = playing_by_keys(qtbot, worker)
    qtbot.mouseMove(w.table.viewport(), w.table.viewport().rect().center())
    qtbot.mouseMove(w.table.viewport(), w.table.viewport().rect().center() + w.table.pos())
    qtbot.waitUntil(lambda: not outlined(w), timeout=3_000)
    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL)
    wait_for_person(qtbot, w)
    qtbot.wait(100)
    assert not outlined(w)
