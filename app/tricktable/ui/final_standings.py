"""The final standings box at a game's end: opened over the table, placed beside the last deal's
summary (which says how the game ended) and kept there as the window changes, forgotten once
closed.

Apart from the main window, whose module had no room left; the window keeps the box in its
``game_over_dialog`` (None when there is none) and calls these functions.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QTimer

from ..presentation.window_geometry import standings_place
from . import dialogs as dg

#: after this long the window manager has framed the box: placed again, its title bar counted
#: (placed at once, a box at the screen's top had its title bar above the screen)
FRAMED_MS = 150


def show(window, event) -> None:
    """The standings of the game ``event`` (``GameOver``) ended, "Play again" starting the same
    game anew."""
    facts = window.controller.facts()
    dlg = dg.GameOverDialog(window.controller.names(), list(event.winners), list(event.totals),
                            facts.title, window, lower_is_better=facts.lower_wins)
    dlg.playAgain.connect(window.play_again)
    # closed, it is deleted: not placed again at the next resize (a RuntimeError each time)
    dlg.finished.connect(lambda _r: forget(window, dlg))
    window.game_over_dialog = dlg
    dg.open_dialog(dlg)
    dlg.adjustSize()
    place(window)
    QTimer.singleShot(FRAMED_MS, window, lambda: place(window))


def forget(window, dlg) -> None:
    if window.game_over_dialog is dlg:
        window.game_over_dialog = None


def place(window) -> None:
    """The final standings beside the last deal's summary, which says how the game ended (in
    the middle they covered its rows; at the table's top, its headline; above it up to the
    screen's top, the window's title bar and North's plate): on the table or beside the
    summary, never over its words (``standings_place``)."""
    dlg = window.game_over_dialog
    if dlg is None or not dlg.isVisible():
        return
    table = window.table
    top = table.mapToGlobal(table.rect().topLeft())
    felt = (top.x(), top.y(), table.width(), table.height())
    proxy = table.felt.summary_proxy
    if not proxy.isVisible():
        dlg.move(top.x() + (table.width() - dlg.width()) // 2, top.y() + 12)
        return
    card = table.mapFromScene(proxy.sceneBoundingRect()).boundingRect()
    corner = table.mapToGlobal(card.topLeft())
    area = window.screen().availableGeometry()
    frame = dlg.frameGeometry()  # ``move`` places the frame
    dlg.move(*standings_place((corner.x(), corner.y(), card.width(), card.height()),
                              (frame.width(), frame.height()),
                              (area.x(), area.y(), area.width(), area.height()), felt))


def close(window) -> None:
    if window.game_over_dialog is not None:
        with contextlib.suppress(RuntimeError):  # already deleted by Qt
            window.game_over_dialog.close()
        window.game_over_dialog = None
