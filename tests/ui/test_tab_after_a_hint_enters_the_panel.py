"""A keyboard-only tester at Barbu's "Double whom?" pressed H ("Hint: do not double" put the keys
on "No double"), then Tab: the keys went on to the panel's "?" and Space opened the rules instead
of picking a player. Help → Keyboard says Tab goes "into the panel, at its first … choice": a
hint given while the keys were on the table, or where the panel put them as it opened (on its
default, "No double"), leaves Tab coming in at the first choice, the "?" after the choices.
Driven with keys, as that person does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from tricktable.ui.main_window import MainWindow
from window_helpers import first_record, open_past_its_summary, show_window, wait_for_person

#: a hint is worked out by the computer players' process: it may take a while
HINT_MS = 60_000


def _at(qtbot, worker, wanted) -> MainWindow:
    w = show_window(qtbot, worker)
    open_past_its_summary(qtbot, w, first_record("barbu", {}, wanted))
    wait_for_person(qtbot, w)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    w.table.setFocus()
    return w


def _doubling(st) -> bool:
    return st.stage == "double" and st.to_act == 0 and st.declarer != 0


def _contract(st) -> bool:
    return st.stage == "contract" and st.to_act == 0


@pytest.mark.parametrize("keys_on", ["panel", "table"])
@pytest.mark.parametrize("wanted", [_doubling, _contract], ids=["double whom", "contract"])
def test_tab_after_a_hint_lands_on_the_panels_first_choice(qtbot, worker, home, wanted,
                                                           keys_on):
    w = _at(qtbot, worker, wanted)
    table, panel = w.table, w.table.panel
    if keys_on == "table":  # a click on the bare felt: the keys are the table's
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(4, 4))
        assert table.scene().focusItem() is not table.panel_proxy, "the keys are on the table"
    else:
        assert table.scene().focusItem() is table.panel_proxy, "the keys are on the panel"
    qtbot.keyClick(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: table.decisions.hint_action is not None
                    and table.scene().focusItem() is table.panel_proxy
                    and panel.focusWidget() in panel.choices, timeout=HINT_MS)
    hinted = panel.focusWidget()
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    first, landed = panel.choices[0], panel.focusWidget()
    # the first choice, or on from it when the hint's outline was on it already
    wanted = first if hinted is not first else \
        next(b for b in panel._order[1:] if b.isEnabled())
    assert landed is wanted, f"Tab after the hint on {hinted.label!r} went to {landed.label!r}"
    # and on from there, the "?" last, after every choice
    seen = [first] if landed is first else [first, landed]
    for _ in range(len(panel._order) - len(seen)):
        qtbot.keyClick(table, Qt.Key.Key_Tab)
        seen.append(panel.focusWidget())
    enabled = [b for b in panel._order if b.isEnabled()]
    assert seen[len(enabled) - 1].label == "?", "the \"?\" after the choices in the Tab order"


def test_tab_from_a_choice_the_person_moved_to_goes_on_to_the_next(qtbot, worker, home):
    """Once the person is in the panel, Tab is the next button, as before."""
    w = _at(qtbot, worker, _doubling)
    table, panel = w.table, w.table.panel
    qtbot.keyClick(table, Qt.Key.Key_Tab)  # from the default the panel opened on
    assert panel.focusWidget() is panel.choices[0]
    qtbot.keyClick(table, Qt.Key.Key_Right)
    second = panel.focusWidget()
    assert second is not panel.choices[0]
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert panel._order.index(panel.focusWidget()) > panel._order.index(second)
