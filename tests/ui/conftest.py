"""Fixtures the window tests share: one AI worker process per test module (spawning one costs a
few hundred milliseconds) and a table on a real controller without the window around it (the
temporary ``home`` for settings, autosave and statistics is the whole suite's, in
``tests/conftest.py``)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable import settings as store
from tricktable.ai.decisions import TASKS
from tricktable.ai.worker import AIWorker
from tricktable.controller import GameController
from tricktable.settings import Seat
from tricktable.ui.card_art import CardArt
from tricktable.ui.main_window import MainWindow
from tricktable.ui.summary_card import SummaryCard
from tricktable.ui.table_view import TableView
from window_helpers import show_window


@pytest.fixture(autouse=True)
def no_mouse_button_left_down(qapp):
    """Every window test ends with no mouse button held. Qt keeps the buttons' state for the whole
    process: a test that left one down (QTest's double click ends on a press) made clicks on the
    decision panel fail in whichever test ran next in the same process, far from the cause."""
    yield
    held = QApplication.mouseButtons()
    assert held == Qt.MouseButton.NoButton, (
        f"the test left a mouse button held down ({held}): end every press with a release")


@pytest.fixture(autouse=True)
def summary_takes_enter_at_once(monkeypatch):
    """A deal summary ignores Enter for its first half second (one pressed at the last card);
    the tests press keys as fast as a program can, and wait only where that is what they test
    (``SummaryCard.ENTER_GRACE_MS`` set back)."""
    monkeypatch.setattr(SummaryCard, "ENTER_GRACE_MS", 0)


@pytest.fixture(autouse=True)
def no_reading_holds(monkeypatch):
    """At the instant speed a finished trick stays 600 ms to be seen; the tests play whole games
    at that speed and read the table as a program does (``Pace.reading_holds`` set back where
    the hold is what they test)."""
    from tricktable.presentation.motion import Pace

    monkeypatch.setattr(Pace, "reading_holds", False)


@pytest.fixture(autouse=True)
def no_modal_dialog_left_open(qapp):
    """Every window test closes the modal dialogs it opened. One left open blocks input to every
    other window of the process, so later tests' clicks could go nowhere without saying why."""
    yield
    modal = QApplication.activeModalWidget()
    if modal is not None:
        title = modal.windowTitle()
        modal.close()  # so that the tests after this one start clean
        pytest.fail(f"the test left the modal dialog {title!r} open: close it before the end")


@pytest.fixture(scope="module")
def worker():
    w = AIWorker(TASKS)
    w.start("heart-hunter")
    yield w
    w.shutdown()


@pytest.fixture
def make_table(qtbot, worker, home):
    """Makes tables (controller and view, shown at ``size``); their controllers shut down after."""
    made: list[GameController] = []

    def make(speed: str = "instant", size: tuple[int, int] = (1280, 800)):
        c = GameController(worker=worker, autosave=False)
        c.set_speed(speed)
        table = TableView(c, CardArt())
        table.set_speed(speed)
        qtbot.addWidget(table)
        table.resize(*size)
        table.show()
        qtbot.waitExposed(table)
        made.append(c)
        return c, table

    yield make
    for c in made:
        c.shutdown()


@pytest.fixture
def sheepshead_window(make_table, qtbot):
    """A three-hand Sheepshead table (instant speed) where the person is first to say whether
    they take the window, the table at rest."""
    c, table = make_table()
    seats = [Seat("You", "human"), Seat("Bot 1", "computer"), Seat("Bot 2", "computer")]
    for seed in range(1, 30):
        c.new_game("sheepshead", {}, seats, seed=seed)
        qtbot.waitUntil(lambda: c.human_to_act() is not None or c.view().stage != "window",
                        timeout=20_000)
        if c.human_to_act() == 0 and c.view().stage == "window":
            break
    else:
        pytest.skip("the person never had the window to take")
    qtbot.waitUntil(table.animations_idle, timeout=20_000)
    return c, table


@pytest.fixture
def tips_window(qtbot, worker, home):
    """A maker of main windows with tips on (``make(game, seed, n, tips, size, hints)``),
    started on a game with the person as player 0; shut down after the test."""
    made: list[MainWindow] = []

    def make(game: str, seed: int, n: int = 4, tips: bool = True,
             size: tuple[int, int] = (1280, 800), hints: bool = True) -> MainWindow:
        s = store.Settings()
        s.tips = tips
        s.hints = hints
        w = show_window(qtbot, worker, s, size=size)
        seats = [Seat("You", "human"), *(Seat(f"Bot {i}", "computer") for i in range(1, n))]
        w.start_game(game, {}, seats, seed=seed)
        made.append(w)
        return w

    yield make
    for w in made:
        w.controller.shutdown()
