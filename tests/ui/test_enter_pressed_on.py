"""A tester played their cards quickly with Enter and ran on through the hand's summary into the
next hand's contract ("Maggie chooses No Queens") and its redouble, none of them read. Enter now
answers a decision only from a run of presses begun after the decision was put up: presses
going on from before it (each within ``RUN_GAP_S`` of the last) do nothing there; after a pause,
Enter works as before. Driven with real key presses."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable.ui import enter_runs
from window_helpers import first_record, show_window, wait_for_person

#: well inside one run
PRESS_MS = 80


def _announcing(st) -> bool:
    return st.stage == "announce" and st.to_act == 0


def _press(qtbot, w) -> None:
    qtbot.keyClick(QApplication.focusWidget() or w, Qt.Key.Key_Return)


def _mine(w) -> int:
    return sum(1 for p, _pos, _a in w.controller.state.deal_log.actions if p == 0)


def test_enter_pressed_on_from_before_a_decision_does_not_answer_it(qtbot, worker, home):
    w = show_window(qtbot, worker)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    w.table.setFocus()
    doc = first_record("young-hunter", {}, _announcing)
    _press(qtbot, w)  # the run begins: nothing is up to answer yet
    w.controller.load_record(doc)
    while not (w.controller.human_to_act() == 0 and w.table.animations_idle()
               and w.table.panel_proxy.isVisible()):
        qtbot.wait(PRESS_MS)
        _press(qtbot, w)
    before = _mine(w)
    for _ in range(4):  # the person presses on, as fast as before
        qtbot.wait(PRESS_MS)
        _press(qtbot, w)
    qtbot.wait(200)
    assert _mine(w) == before, "Enter pressed on from before the panel answered it"
    qtbot.wait(round(enter_runs.RUN_GAP_S * 1000) + 100)  # a pause: a new run
    _press(qtbot, w)
    qtbot.waitUntil(lambda: _mine(w) > before, timeout=5_000)
    w.controller.shutdown()


def test_a_decision_answers_enter_at_once_when_no_run_was_going_on(qtbot, worker, home):
    w = show_window(qtbot, worker)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    w.table.setFocus()
    w.controller.load_record(first_record("young-hunter", {}, _announcing))
    wait_for_person(qtbot, w)
    qtbot.waitUntil(lambda: w.table.panel_proxy.isVisible(), timeout=5_000)
    before = _mine(w)
    _press(qtbot, w)
    qtbot.waitUntil(lambda: _mine(w) > before, timeout=5_000)
    w.controller.shutdown()
