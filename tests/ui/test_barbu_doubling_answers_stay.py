"""Barbu's doubling round: what the computers answered before the person decides stays on their
plates until the round ends. A "does not double" was said only in a bubble: at the instant speed
none showed, after Ctrl+Z back to the person's doubling decision the answers were gone (only the
deal log had them), and at the normal speed a first-game tip hid one and took the next with it
when closed. The person could not tell who had answered what."""

from __future__ import annotations

from PySide6.QtCore import Qt

from window_helpers import (
    click_button,
    first_record,
    key_to_window,
    open_past_its_summary,
    show_window,
    wait_for_person,
)


def _after_two_noes() -> dict:
    """A record at the person's free doubling decision, the two players before them having
    doubled nobody (the declarer at the person's right: the person is asked last)."""
    def wanted(st) -> bool:
        return (st.stage == "double" and st.to_act == 0 and st.declarer == 1
                and len(st.said) >= 3 and any(not a.get("targets") for a in st.legal_actions()))

    def no_doubles(action) -> bool:
        return action.type != "double" or not action.get("targets")

    return first_record("barbu", {}, wanted, prefer=no_doubles)


def _notes(w) -> dict[int, list[str]]:
    return {p.position: list(p.notes) for p in w.table.felt.plates}


def test_the_answers_given_before_the_person_s_double_stay_on_the_plates_after_an_undo(
        qtbot, worker, home):
    w = show_window(qtbot, worker, speed="instant")
    open_past_its_summary(qtbot, w, _after_two_noes())
    wait_for_person(qtbot, w)
    view = w.controller.view()
    answered = [a.player for a in view.announcements if a.kind == "double"]
    assert answered == [2, 3], "North and East answered, in turn from the declarer's left"
    notes = _notes(w)
    for pos in (2, 3):
        assert "Did not double" in notes[pos], (pos, notes)
    assert not any(n.startswith("Did not") for n in notes[1]), "the declarer is still to answer"
    assert [p.deal_line for p in w.table.felt.plates] == [""] * 4, "no trick count yet"

    click_button(qtbot, w.table, "No double")  # nobody doubled: the play starts
    qtbot.waitUntil(lambda: w.controller.view().stage in ("play", "dominoes"), timeout=10_000)
    wait_for_person(qtbot, w)
    assert not any(n.startswith("Did not") for ns in _notes(w).values() for n in ns), \
        "the round over, the noes go"

    key_to_window(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.controller.view().stage == "double", timeout=10_000)
    wait_for_person(qtbot, w)
    notes = _notes(w)
    for pos in (2, 3):
        assert "Did not double" in notes[pos], (pos, notes)
    w.controller.shutdown()
