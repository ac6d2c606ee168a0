"""Barbu's forced double: the panel said "You must double the declarer now", and its one
toggle, the declarer, started unset (Double asking to pick it first; a hint set it). It starts
set, the Double button ready; a double not forced starts with nothing set."""

from __future__ import annotations

from window_helpers import first_record, open_past_its_summary, show_window, wait_for_person


def _at_doubling(forced: bool) -> dict:
    def wanted(st) -> bool:
        if st.stage != "double" or st.to_act != 0:
            return False
        none = any(a.type == "double" and not a.get("targets") for a in st.legal_actions())
        return none != forced

    def no_free_doubles(action) -> bool:
        return action.type != "double" or not action.get("targets")

    return first_record("barbu", {}, wanted, prefer=no_free_doubles)


def test_a_forced_double_opens_with_the_declarer_set_and_double_ready(qtbot, worker, home):
    w = show_window(qtbot, worker)
    open_past_its_summary(qtbot, w, _at_doubling(forced=True))
    wait_for_person(qtbot, w)
    panel, d = w.table.panel, w.controller.view().declarer
    assert panel.checked_keys() == {d}
    assert panel.confirm.isEnabled() and panel.confirm.label == "Double"
    w.controller.shutdown()


def test_a_free_double_opens_with_nothing_set(qtbot, worker, home):
    w = show_window(qtbot, worker)
    open_past_its_summary(qtbot, w, _at_doubling(forced=False))
    wait_for_person(qtbot, w)
    assert w.table.panel.checked_keys() == set()
    w.controller.shutdown()
