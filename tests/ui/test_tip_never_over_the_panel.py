"""At the largest text size Nineteen's first preferred set came with a tall panel ("Take the
set", "Lay the set face up and look at the next") under the stock's sets, and the tip about the
sets, with no room between them, lay over the panel's title (a tester). A tip never covers the
decision panel: with no room above it, the tip waits for another decision of its kind."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt

from window_helpers import key_to_window, load_at, show_window


def _first_set_of_three(st) -> bool:
    return st.to_act == 0 and st.set_k == 1 and st.set_size == 3


def _tip_and_panel(w) -> tuple[bool, QRectF, QRectF]:
    guide, panel = w.tip_guide, w.table.panel_proxy
    return guide.visible, guide.proxy.sceneBoundingRect(), panel.sceneBoundingRect()


def test_a_tip_with_no_room_above_the_panel_waits_and_never_covers_it(qtbot, worker, home):
    w = show_window(qtbot, worker, size=(1366, 740))
    for _ in range(3):  # View → Larger text, as a person asks for it
        key_to_window(qtbot, w, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert w.settings.text_size == "largest"
    try:
        load_at(qtbot, w, "nineteen", {}, 0, _first_set_of_three, seeds=range(1, 200))
        qtbot.wait(300)  # the tip's place is worked out a moment after the table settles
        shown, tip, panel = _tip_and_panel(w)
        assert w.table.panel_proxy.isVisible()
        assert not (shown and tip.intersects(panel)), f"the tip {tip} lies over the panel {panel}"
    finally:
        w.text_size.apply("usual")
        w.controller.shutdown()


def test_at_the_usual_text_size_the_sets_tip_shows_clear_of_the_panel(qtbot, worker, home):
    w = show_window(qtbot, worker, size=(1366, 740))
    load_at(qtbot, w, "nineteen", {}, 0, _first_set_of_three, seeds=range(1, 200))
    qtbot.waitUntil(lambda: w.tip_guide.visible, timeout=3_000)
    shown, tip, panel = _tip_and_panel(w)
    assert shown and not tip.intersects(panel), (tip, panel)
    w.controller.shutdown()
