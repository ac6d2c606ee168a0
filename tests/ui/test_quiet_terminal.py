"""The window says nothing in the terminal it was started from when a game is replaced or the
window closes: PySide printed "RuntimeWarning: libpyside: Failed to disconnect
(_place_game_over) from signal summaryChanged()" every time, the game-over box's signal being
taken off where it had never been put on."""

from __future__ import annotations

import warnings

from tricktable.settings import Seat
from window_helpers import show_window, wait_for_person

SEATS = [Seat("You", "human"), Seat("West", "computer"), Seat("North", "computer"),
         Seat("East", "computer")]


def test_a_new_game_and_closing_the_window_print_no_warning(qtbot, worker, home):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        w = show_window(qtbot, worker)
        w.start_game("heart-hunter", {}, SEATS, seed=3)
        wait_for_person(qtbot, w)
        w.start_game("barbu", {}, SEATS, seed=4)
        wait_for_person(qtbot, w)
        w.close()
    said = [str(x.message) for x in caught if issubclass(x.category, RuntimeWarning)]
    assert said == []
    w.controller.shutdown()
