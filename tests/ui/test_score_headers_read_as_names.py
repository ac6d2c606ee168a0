"""The score panel's column headers for long names, through the real window at 1024 x 640: a
tester named himself "Bartholomew Fitzgerald-Jones 30" and West "Maximiliana Featherstonehaugh
Q", and the headers read "Bart …" and "Maxi Q", which looks like another person. A header cut
short is the beginning of the real name and "…", the whole name its tool tip."""

from __future__ import annotations

from tricktable.settings import Seat
from window_helpers import show_window, wait_for_person

ME = "Bartholomew Fitzgerald-Jones 30"
WEST = "Maximiliana Featherstonehaugh Q"


def test_a_long_name_over_a_score_column_is_cut_from_its_beginning(qtbot, worker, home):
    w = show_window(qtbot, worker, size=(1024, 640))
    seats = [Seat(ME, "human"), Seat(WEST, "computer"), Seat("East", "computer")]
    w.start_game("sheepshead", {}, seats, seed=5)
    wait_for_person(qtbot, w)
    t = w.score_panel.table
    qtbot.waitUntil(lambda: t.columnCount() == 3)
    qtbot.wait(100)  # the dock at its width
    heads = [t.horizontalHeaderItem(c) for c in range(3)]
    for head, whole in zip(heads, (ME, WEST, "East"), strict=True):
        # on one line or two (broken between its words), each the beginning of what it shows
        shown, *second = head.text().split("\n")
        assert head.toolTip() == whole
        assert shown == whole or (shown.endswith("…") and len(shown) > 2
                                  and whole.startswith(shown[:-1])) or (
            second and whole.startswith(shown.rstrip("…"))), (shown, whole)
        assert all(whole.split(" ", 1)[1].startswith(line.rstrip("…")) for line in second)
    assert heads[0].text() != ME and heads[1].text() != WEST, "they fit: no test"
    w.controller.shutdown()
