"""At a shared table, the status line named the next person by their seat's name: "You to
play." showed on another person's screen (Bea's hand still up) before the pass screen came.
It names them as the pass screen does ("The South player to play.")."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.presentation import status_line as sl
from tricktable.settings import Seat
from window_helpers import show_window


def test_the_status_line_names_the_next_person_as_the_pass_screen_does(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="normal")
    seats = [Seat("You", "human"), Seat("West", "computer"), Seat("Bea", "human"),
             Seat("East", "computer")]
    w.start_game("heart-hunter", {}, seats, seed=3)
    c = w.controller
    said = []

    def before_the_pass_screen() -> bool:
        """South to play, the table still paced (the last card shown) before the pass screen."""
        if c.to_act() == 0 and c.awaiting_pass is None and c.human_to_act() is None:
            said.append(sl.status_text(c, w.table.model.acting_words))
        return w.stack.currentWidget() is w.pass_screen or c.human_to_act() is not None

    for _turn in range(60):
        qtbot.waitUntil(before_the_pass_screen, timeout=30_000)
        if w.stack.currentWidget() is w.pass_screen:
            qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
            continue
        c.submit(c.legal_actions()[0])
        if said:
            break
    assert said and set(said) == {"The South player to play."}, said
    c.shutdown()
