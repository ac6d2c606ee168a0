"""The final standings box at a game's end: opened over the table, placed on the felt beside the
last deal's summary (which says how the game ended), made smaller where the felt has no room
for it whole, kept there as the window changes, forgotten once closed.

Apart from the main window, whose module had no room left; the window keeps the box in its
``game_over_dialog`` (None when there is none) and calls these functions.
"""

from __future__ import annotations

import contextlib
import re

from PySide6.QtCore import QPoint, QPointF, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QLabel, QWidget

from ..presentation import standings_room as room
from ..presentation.standings import STANDINGS_TITLES
from . import dialogs as dg
from .window_place import screen_area

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
    """The final standings on the felt beside the last deal's summary, which says how the game
    ended, at the largest text that fits there (``standings_room``): placed beside the summary
    with the screen's edge as its only limit, the box lay over the score panel (1280 x 720,
    the last deals' scores hidden) and, with no room anywhere, over the summary's rows."""
    dlg = window.game_over_dialog
    if dlg is None or not dlg.isVisible():
        return
    table = window.table
    top = table.mapToGlobal(table.rect().topLeft())
    felt = room.clip((top.x(), top.y(), table.width(), table.height()),
                     screen_area(window).getRect())
    proxy = table.felt.summary_proxy
    if not proxy.isVisible():
        _scale(dlg, 1.0, False)
        dlg.move(top.x() + (table.width() - dlg.width()) // 2, top.y() + 12)
        return
    card = _on_screen(table, proxy.sceneBoundingRect())
    plates = [_on_screen(table, p.sceneBoundingRect()) for p in table.felt.plates
              if p.isVisible()]
    frame = dlg.frameGeometry()  # ``move`` places the frame: its title bar counted
    extra = (frame.width() - dlg.width(), frame.height() - dlg.height())
    scales = room.scales(min(_base(dlg)["px"].values()))
    # as made or its words wrapped beside the summary, off the plates where a little smaller
    # text allows, else over them (``room.tries``' order); as wide as its title bar needs,
    # else (a felt with no room for that beside the summary) narrower, its title cut
    for titled in (True, False):
        for scale, strict, narrow in room.tries(scales):
            size = _scale(dlg, scale, narrow, titled)
            at = room.fitted((size[0] + extra[0], size[1] + extra[1]), felt, card, plates,
                             strict)
            if at is not None:
                dlg.move(*at)
                return
    size = _scale(dlg, scales[-1], False)
    words = [_on_screen(table, proxy.mapRectToScene(QRectF(
        QPointF(label.mapTo(table.felt.summary_card, QPoint(0, 0))), QSizeF(label.size()))))
        for label in _words(table.felt.summary_card)]
    bottom = max((w[1] + w[3] for w in words), default=card[1])
    dlg.move(*room.last_resort((size[0] + extra[0], size[1] + extra[1]), felt, bottom))


def _on_screen(table, scene_rect: QRectF) -> room.Box:
    """``scene_rect`` of the table's scene in screen pixels."""
    r = table.mapFromScene(scene_rect).boundingRect()
    corner = table.mapToGlobal(r.topLeft())
    return corner.x(), corner.y(), r.width(), r.height()


def _words(card: QWidget) -> list[QLabel]:
    """The summary card's words: its shown labels, not those inside its buttons."""
    return [label for label in card.findChildren(QLabel) if label.isVisible()
            and not isinstance(label.parentWidget(), QAbstractButton)]


def _base(dlg: QWidget) -> dict:
    """The box as it was made: its text sizes, table, spacing, least width, whether its lines
    wrap (kept the first time it is fitted, so a larger window makes it whole again)."""
    base = getattr(dlg, "_standings_base", None)
    if base is None:
        layout, texts = dlg.layout(), _texts(dlg)
        base = {"fonts": {w: QFont(w.font()) for w in texts},
                "px": {w: QFontInfo(w.font()).pixelSize() for w in texts},
                "html": {w: w.text() for w in dlg.findChildren(QLabel)
                         if w.textFormat() == Qt.TextFormat.RichText},
                "wrap": {w: w.wordWrap() for w in dlg.findChildren(QLabel)
                         if w.textFormat() != Qt.TextFormat.RichText},
                "spacing": layout.spacing(), "margins": layout.contentsMargins(),
                "min_w": dlg.minimumWidth()}
        dlg._standings_base = base
    return base


def _scale(dlg: QWidget, scale: float, narrow: bool, titled: bool = True) -> tuple[int, int]:
    """The box's text, spacing and least width at ``scale`` of what it was made with; when
    ``narrow``, its lines wrapped, its buttons one above the other and its width the least its
    words take (for the felt's room beside the summary); when ``titled``, never narrower than
    its title bar needs for its shortest title. Returns its size then."""
    base = _base(dlg)
    if getattr(dlg, "_standings_shape", None) == (scale, narrow, titled):
        return dlg.width(), dlg.height()
    dlg._standings_shape = (scale, narrow, titled)
    for widget, font in base["fonts"].items():
        sized = QFont(font)
        sized.setPixelSize(max(1, round(base["px"][widget] * scale)))
        widget.setFont(sized)
    for label, text in base["html"].items():  # the table's cell padding with its text
        label.setText(re.sub(r"cellpadding='(\d+)'", lambda m: "cellpadding='"
                             f"{max(1, round(int(m.group(1)) * scale))}'", text))
    for label, wraps in base["wrap"].items():
        label.setWordWrap(wraps or narrow)
    for box in dlg.findChildren(QDialogButtonBox):
        box.setOrientation(Qt.Orientation.Vertical if narrow else Qt.Orientation.Horizontal)
    layout, m = dlg.layout(), base["margins"]
    layout.setSpacing(round(base["spacing"] * scale))
    layout.setContentsMargins(*(round(v * scale) for v in
                                (m.left(), m.top(), m.right(), m.bottom())))
    # never narrower than its title bar needs for its shortest title (the bar is not drawn
    # smaller with the text: the least width made smaller with it, the bar cut the title,
    # "Heart Hunter: … r — Trick Table")
    title = dg.title_room(dlg, STANDINGS_TITLES[-1]) if titled else 0
    dlg.setMinimumWidth(max(title, 0 if narrow else round(base["min_w"] * scale)))
    layout.invalidate()
    layout.activate()
    if narrow:
        width = max(layout.minimumSize().width(), title)
        dlg.resize(width, layout.totalHeightForWidth(width))
    else:
        dlg.adjustSize()
    # the longest title its title bar says whole at this width
    dlg.setWindowTitle(next((t for t in STANDINGS_TITLES if dg.title_room(dlg, t) <= dlg.width()),
                            STANDINGS_TITLES[-1]))
    return dlg.width(), dlg.height()


def _texts(dlg: QWidget) -> list[QWidget]:
    """The box's labels and buttons: what has words."""
    return [*dlg.findChildren(QLabel), *dlg.findChildren(QAbstractButton)]


def close(window) -> None:
    if window.game_over_dialog is not None:
        with contextlib.suppress(RuntimeError):  # already deleted by Qt
            window.game_over_dialog.close()
        window.game_over_dialog = None
