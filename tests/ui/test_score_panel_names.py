"""The names over the score panel's columns, through the real window at 1024 x 640: one size
for every name of the table, a long name cut short with its whole self in the tool tip, and a
panel as wide after a person renames themselves as before."""

from __future__ import annotations

from tricktable.settings import Seat
from window_helpers import hover_header_tip, rename_in_settings, show_window, wait_for_person

LONG = "Maximiliane Bartholomew-Smythe"


def _header_sizes(table) -> list[int]:
    return [table.horizontalHeaderItem(c).font().pixelSize() for c in range(table.columnCount())]


def test_the_score_panels_names_share_one_size_and_a_renamed_person_keeps_its_width(
        qtbot, worker, home):
    """In a four-player table "North" was drawn smaller than "You", "West" and "East" (each
    fitted alone). Renamed "Maximiliane Bartholomew-Smythe", the person's column read
    "Maxim…" at 8 px with nothing to tell the rest, and the panel grew wider, moving the
    table: the names keep one size, the long one is cut short with its whole self as the tool
    tip, and the panel and the table keep their widths."""
    w = show_window(qtbot, worker, size=(1024, 640))
    seats = [Seat("You", "human"), Seat("West", "computer"), Seat("North", "computer"),
             Seat("East", "computer")]
    w.start_game("young-hunter", {}, seats, seed=5)
    wait_for_person(qtbot, w)
    t = w.score_panel.table
    qtbot.waitUntil(lambda: t.columnCount() == 4)
    qtbot.wait(100)  # the dock at its width
    assert [t.horizontalHeaderItem(c).text() for c in range(4)] == \
        ["You", "West", "North", "East"]
    sizes = _header_sizes(t)
    assert len(set(sizes)) == 1, sizes
    widths = (w.dock.width(), w.table.width())

    rename_in_settings(qtbot, w, LONG)
    qtbot.waitUntil(lambda: t.horizontalHeaderItem(0).toolTip() == LONG, timeout=3_000)
    qtbot.wait(100)  # a dock that takes a new width has taken it
    assert (w.dock.width(), w.table.width()) == widths, "the panel kept its width"
    assert _header_sizes(t) == sizes, "the names kept their size"
    shown = t.horizontalHeaderItem(0).text()
    # cut short, on one line or two (broken between its words): its beginning first
    first, *second = shown.split("\n")
    assert shown.endswith("…") and LONG.startswith(first.rstrip("…")), shown
    assert all(LONG.split(" ", 1)[1].startswith(line.rstrip("…")) for line in second), shown
    assert hover_header_tip(qtbot, t, 0) == LONG
    w.controller.shutdown()
