"""What the window says after Ctrl+O opens a record, and L at a shared table's pass screen.

Why: after a record was opened the status bar said only "Opened game.json", and the table
settling on the person's turn cleared even that at once: nothing said where play stood. And L
at a pass screen did nothing a person could see and said nothing (the trick was laid behind
the pass screen, which covers the table, and held the game there)."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable.settings import Seat
from window_helpers import (
    first_record,
    in_file_dialog,
    key_to_window,
    open_past_its_summary,
    show_window,
    type_file_name,
)

SHARED = [Seat("Ann", "human"), Seat("West", "computer"), Seat("Bob", "human"),
          Seat("East", "computer")]


def test_ctrl_o_says_what_was_opened_and_where_play_stands(qtbot, worker, home, tmp_path):
    source = show_window(qtbot, worker)
    source.start_game("heart-hunter", {}, [Seat("You", "human")] + [
        Seat(f"Bot {i}", "computer") for i in range(1, 4)], seed=13)
    qtbot.waitUntil(lambda: source.controller.human_to_act() == 0, timeout=10_000)
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(source.controller.record()))
    source.controller.shutdown()
    source.close()

    w = show_window(qtbot, worker)
    in_file_dialog(lambda dialog: type_file_name(qtbot, dialog, str(path)))
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.keyClick(w, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    c = w.controller
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    qtbot.wait(100)  # the table settled on the person's turn: the line stays
    said = w.statusBar().currentMessage()
    assert said.startswith("Opened evening.json: deal 1, trick 1, with you to play"), said
    c.shutdown()


def test_l_at_a_pass_screen_says_why_the_trick_does_not_show_and_holds_nothing(
        qtbot, worker, home):
    """After a trick, L at the pass screen says to pass the device first; the trick shows on
    the table once the pass screen is gone."""
    doc = first_record("young-hunter", {}, lambda st: st.stage == "play"
                       and st.tricks_played >= 1 and st.to_act == 2)
    doc["players"] = [{"name": s.name, "kind": s.kind} for s in SHARED]
    w = show_window(qtbot, worker)
    c = w.controller
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.pass_screen, timeout=10_000)
    key_to_window(qtbot, w, Qt.Key.Key_L)
    said = w.statusBar().currentMessage()
    assert said.startswith(f"Pass the device to {c.names()[c.awaiting_pass]} first"), said
    assert not c.paused and not w.table.felt.overlay  # nothing laid, nothing held, unseen
    c.shutdown()


def test_l_at_the_pass_screen_before_any_trick_says_none_is_finished_yet(
        qtbot, worker, home):
    """Before the deal's first trick L at the pass screen said "Pass the device to Ann first:
    the last trick shows on the table, once the pass screen is gone", of a trick that did not
    exist: it says what L says at the table then."""
    w = show_window(qtbot, worker)
    w.start_game("young-hunter", {}, SHARED, seed=4)
    c = w.controller
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.pass_screen, timeout=10_000)
    key_to_window(qtbot, w, Qt.Key.Key_L)
    said = w.statusBar().currentMessage()
    assert said == "No trick has been completed in this deal yet.", said
    assert not c.paused and not w.table.felt.overlay
    c.shutdown()
