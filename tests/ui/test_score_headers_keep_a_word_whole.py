"""The score panel's column names in a 1024 x 640 window, for players named "Maximilian
Throckmorton" and "Wilhelmina Featherstonehaugh": each header was cut on both of its lines
("Maxi…" over "Throc…"), and nothing over the column read as the player. The columns now keep
room for a long name's first word at the headers' smallest size, so that word is shown whole
(the second cut short under it, the whole name the tool tip), in every game and player count,
the panel as wide through the game and no column out of sight."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo, QFontMetrics

from tricktable.games.registry import available_games
from tricktable.presentation.score_fit import PADDING
from tricktable.settings import Seat
from window_helpers import hover_header_tip, show_window

NAMES = ("Maximilian Throckmorton", "Wilhelmina Featherstonehaugh")
#: every game, at each of its player counts
GAMES = [("heart-hunter", {"players": 4}, 4), ("heart-hunter", {"players": 3}, 3),
         ("young-hunter", {}, 4), ("sheepshead", {}, 3), ("barbu", {}, 4),
         ("nineteen", {"players": 4}, 4), ("nineteen", {"players": 3}, 3),
         ("nineteen", {"players": 2}, 2)]


@pytest.mark.parametrize("people", [1, 2], ids=["computers", "two-people"])
@pytest.mark.parametrize(("game", "options", "count"), GAMES,
                         ids=[f"{g}-{n}" for g, _o, n in GAMES])
def test_a_long_two_word_name_shows_its_first_word_whole_at_1024_by_640(
        qtbot, worker, home, game, options, count, people):
    if game not in available_games():
        pytest.skip(f"{game} not installed")
    w = show_window(qtbot, worker, size=(1024, 640))
    names = [NAMES[i % 2] for i in range(count)]
    seats = [Seat(n, "human" if i < people else "computer") for i, n in enumerate(names)]
    w.start_game(game, options, seats, seed=5)
    t, panel = w.score_panel.table, w.score_panel
    qtbot.waitUntil(lambda: t.columnCount() == count, timeout=10_000)
    qtbot.wait(300)  # the dock at its width
    head = t.horizontalHeader()
    try:
        assert w.width() <= 1024, "the window grew past its size"
        # every column in sight: the table within the panel, its columns within the table
        assert t.geometry().right() <= panel.width(), (t.geometry(), panel.width())
        assert head.length() <= t.viewport().width(), (head.length(), t.viewport().width())
        for column, whole in enumerate(names):
            item = t.horizontalHeaderItem(column)
            metrics, room = QFontMetrics(item.font()), head.sectionSize(column) - PADDING
            lines = item.text().split("\n")
            assert whole.split()[0] in lines, (item.text(), "no word of the name whole")
            assert all(whole.startswith(line.rstrip("…")) or whole.split(" ", 1)[1]
                       .startswith(line.rstrip("…")) for line in lines), item.text()
            assert all(metrics.horizontalAdvance(line) <= room for line in lines), lines
            assert QFontInfo(item.font()).pixelSize() >= 9, "too small to read"
            assert hover_header_tip(qtbot, t, column) == whole
    finally:
        w.controller.shutdown()
