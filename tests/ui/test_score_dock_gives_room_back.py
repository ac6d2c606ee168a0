"""The Scores dock widened for a four-player game (four columns) and never narrowed again: a
two-player game after it at 1024 x 600 had the felt squeezed (the dock's layout kept the
largest least width its panel ever had). Now a game that needs less room gets the felt back,
down to the width a first game of its kind has; a dock the person dragged wider stays so."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from tricktable.settings import Seat
from window_helpers import show_window


def _seats(n: int) -> list[Seat]:
    return [Seat("You", "human")] + [Seat(name, "computer")
                                     for name in ("West", "North", "East")[:n - 1]]


def _start(qtbot, w, game: str, players: int) -> None:
    w.start_game(game, {"players": players}, _seats(players), seed=5)
    qtbot.waitUntil(lambda: w.score_panel.table.columnCount() == players, timeout=5_000)
    qtbot.wait(200)  # the dock takes its width


def test_a_game_of_fewer_players_gives_the_felt_back(qtbot, worker, home):
    w = show_window(qtbot, worker, size=(1024, 600))
    _start(qtbot, w, "nineteen", 2)
    felt, dock = w.table.width(), w.dock.width()
    _start(qtbot, w, "heart-hunter", 4)
    assert w.dock.width() >= dock and w.table.width() <= felt  # (four columns may need more)
    _start(qtbot, w, "nineteen", 2)
    assert (w.table.width(), w.dock.width()) == (felt, dock)
    # and a narrower window narrows the dock as it did before any four-player game
    _start(qtbot, w, "heart-hunter", 4)
    _start(qtbot, w, "heart-hunter", 3)
    w.resize(960, 600)
    qtbot.wait(200)
    three = w.dock.width()
    w2 = show_window(qtbot, worker, size=(1024, 600))
    _start(qtbot, w2, "heart-hunter", 3)
    w2.resize(960, 600)
    qtbot.wait(200)
    assert three == w2.dock.width()
    w.controller.shutdown()
    w2.controller.shutdown()


def test_a_dock_dragged_wider_keeps_its_width(qtbot, worker, home):
    w = show_window(qtbot, worker, size=(1280, 800))
    _start(qtbot, w, "heart-hunter", 4)
    before = w.dock.width()
    # the person drags the edge between the felt and the dock to the left (the window's
    # own edge between them: the main window moves it)
    x = (w.centralWidget().geometry().right() + w.dock.geometry().left()) // 2
    edge, win = QPoint(x, w.dock.y() + w.dock.height() // 2), w.windowHandle()
    QTest.mouseMove(win, edge)
    QTest.mousePress(win, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, edge)
    for step in range(1, 9):
        QTest.mouseMove(win, edge - QPoint(10 * step, 0))
        qtbot.wait(10)
    QTest.mouseRelease(win, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       edge - QPoint(80, 0))
    qtbot.wait(100)
    dragged = w.dock.width()
    assert dragged >= before + 40, (before, dragged)
    _start(qtbot, w, "nineteen", 2)
    assert w.dock.width() == dragged
    w.controller.shutdown()
