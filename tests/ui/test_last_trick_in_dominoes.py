"""L ("Show last trick") in Barbu's Dominoes said "No trick has been completed in this hand
yet", as if one would come: Dominoes has no tricks, and L now says so."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from window_helpers import open_past_its_summary, record_where, show_window, wait_for_person


def test_l_in_dominoes_says_it_has_no_tricks(qtbot, worker, home):
    def dominoes(action) -> bool:
        return action.type != "choose-contract" or action.get("contract") == "dominoes"

    doc = record_where("barbu", {}, 1, 0, lambda st: st.stage == "dominoes"
                       and st.table.bit_count() >= 6 and st.to_act == 0, prefer=dominoes)
    w = show_window(qtbot, worker)
    open_past_its_summary(qtbot, w, doc)
    wait_for_person(qtbot, w)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.keyClick(w, Qt.Key.Key_L)
    toast = w.table.felt.toast
    qtbot.waitUntil(toast.isVisible, timeout=3_000)
    assert toast.text == "Dominoes has no tricks: every card laid lies in its row."
    w.controller.shutdown()
