"""L at a deal's summary showed the last trick's veil with the summary's heading and edges
standing out around it, over the trick's title. The summary now steps aside while the last trick
shows and comes back when it closes, by a key or a click, as the trick's title says."""

from __future__ import annotations

from PySide6.QtCore import Qt

from window_helpers import key_to_window, record_where, show_window


def _at_summary(qtbot, worker, home):
    doc = record_where("young-hunter", {}, 3, 0, lambda st: st.deal_number == 2)
    w = show_window(qtbot, worker)
    w.controller.load_record(doc)
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=10_000)
    key_to_window(qtbot, w, Qt.Key.Key_L)
    qtbot.waitUntil(lambda: bool(felt.overlay), timeout=3_000)
    return w, felt


def test_the_summary_steps_aside_while_the_last_trick_shows_and_returns_after_a_key(
        qtbot, worker, home):
    w, felt = _at_summary(qtbot, worker, home)
    assert not felt.summary_proxy.isVisible()
    qtbot.keyClick(w.table, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not felt.overlay, timeout=3_000)
    assert felt.summary_proxy.isVisible() and felt.summary is not None
    w.controller.shutdown()


def test_a_click_on_the_last_trick_brings_the_summary_back(qtbot, worker, home):
    w, felt = _at_summary(qtbot, worker, home)
    title = felt.overlay[1]
    at = w.table.mapFromScene(title.sceneBoundingRect().center())
    qtbot.mouseClick(w.table.viewport(), Qt.MouseButton.LeftButton, pos=at)
    qtbot.waitUntil(lambda: not felt.overlay, timeout=3_000)
    assert felt.summary_proxy.isVisible()
    assert w.controller.awaiting_continue, "the click went on to the next deal"
    w.controller.shutdown()
