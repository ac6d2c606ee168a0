"""The score panel's column names for long names, through the real window at 1024 x 640 and
1280 x 800: each header read four or five letters ("Maxi…", "Barth…"), the whole name only
in its tool tip, though the header could take two lines. A name with a space now shows on
two lines, each as much of its words as the column allows, the tool tip keeping it whole."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QFontMetrics

from tricktable.games.registry import available_games
from tricktable.presentation.score_fit import PADDING
from tricktable.presentation.score_headers import cut_name
from tricktable.settings import Seat
from window_helpers import hover_header_tip, show_window, wait_for_person

NAMES = ["Maximilian Alexanderson", "Bartholomew Fitzgerald", "Christabel Montgomery",
         "Evangeline Whitfield"]


def _inked_rows(head, column: int) -> set[int]:
    """The rows of pixels of a column's header where its text is painted (a pixel far from
    the header's background colour)."""
    image = head.viewport().grab().toImage()
    left = head.sectionViewportPosition(column)
    ground = QColor(image.pixel(left + 2, 1))
    rows = set()
    for y in range(image.height()):
        for x in range(left + 3, left + head.sectionSize(column) - 3):
            c = QColor(image.pixel(x, y))
            if abs(c.lightness() - ground.lightness()) > 80:
                rows.add(y)
                break
    return rows


GAMES = [("heart-hunter", {}), ("nineteen", {"players": 4})]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("game,options", GAMES, ids=[g for g, _o in GAMES])
def test_long_names_over_the_score_columns_take_two_lines(qtbot, worker, home, game, options,
                                                          size):
    if game not in available_games():
        pytest.skip(f"{game} not installed")
    w = show_window(qtbot, worker, size=size)
    seats = [Seat(NAMES[0], "human")] + [Seat(n, "computer") for n in NAMES[1:]]
    w.start_game(game, options, seats, seed=5)
    wait_for_person(qtbot, w)
    t = w.score_panel.table
    qtbot.waitUntil(lambda: t.columnCount() == 4)
    qtbot.wait(100)  # the dock at its width
    head = t.horizontalHeader()
    for column, whole in enumerate(NAMES):
        item = t.horizontalHeaderItem(column)
        metrics = QFontMetrics(item.font())
        room = head.sectionSize(column) - PADDING
        lines = item.text().split("\n")
        one_line = cut_name(whole, lambda text, m=metrics, r=room: m.horizontalAdvance(text) <= r)
        assert len(lines) == 2, (item.text(), one_line)
        first, second = lines
        assert whole.startswith(first.rstrip("…")), first
        assert whole.split(" ", 1)[1].startswith(second.rstrip("…")), second
        assert all(metrics.horizontalAdvance(line) <= room for line in lines), lines
        shown = len((first + second).replace("…", ""))
        assert shown > len(one_line.replace("…", "")), (lines, one_line)
        # both lines painted in the header, one over the other, neither clipped off
        assert head.height() >= 2 * metrics.height(), (head.height(), metrics.height())
        inked = _inked_rows(head, column)
        assert inked and min(inked) < head.height() / 2 < max(inked), sorted(inked)
        assert max(inked) < head.height() - 1 and min(inked) > 0, sorted(inked)
        assert hover_header_tip(qtbot, t, column) == whole
    w.controller.shutdown()
