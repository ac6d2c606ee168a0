"""The status bar's "Resumed: …, with you to play." stayed its ten seconds after the person and
West had played (a tester). It now stays a few seconds at least, read even when a computer moves
at once, and goes with the first move after that."""

from __future__ import annotations

from tricktable.ui import opened_line
from window_helpers import click_card, load_at, restart_and_resume, show_window, wait_for_person


def _resumed_at_the_persons_card(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="fast")
    load_at(qtbot, w, "heart-hunter", {}, 0, lambda st: st.to_act == 0 and st.stage == "play"
            and len(st.trick) == 1)
    w = restart_and_resume(qtbot, worker, w)
    wait_for_person(qtbot, w)
    line = w.statusBar().currentMessage()
    assert line.startswith("Resumed") and "you to play" in line, line
    return w, line


def test_the_resumed_line_goes_once_read_when_play_has_moved_on(
        qtbot, worker, home, monkeypatch):
    """At once after the resume (the instant speed: the trick done and the person to play
    again before the line was read), and a while after it."""
    monkeypatch.setattr(opened_line, "READ_S", 0.3)
    for wait in (0, 400):
        w, line = _resumed_at_the_persons_card(qtbot, worker, home)
        qtbot.wait(wait)
        click_card(qtbot, w, w.controller.legal_actions()[0].card)
        qtbot.waitUntil(lambda w=w, line=line: w.statusBar().currentMessage() != line,
                        timeout=2_000)
        w.controller.shutdown()


def test_the_resumed_line_stays_a_moment_whatever_moves(qtbot, worker, home):
    w, line = _resumed_at_the_persons_card(qtbot, worker, home)
    click_card(qtbot, w, w.controller.legal_actions()[0].card)  # at once: not yet read
    qtbot.wait(300)
    assert w.statusBar().currentMessage() == line
    w.controller.shutdown()
