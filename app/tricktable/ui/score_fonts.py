"""The fonts of the panels and dialogs beside the table: a font scaled in the unit the desktop
gives it, and the score panel's column headers at one size (``presentation.score_headers``).
Apart from ``dialogs.py``, which holds the panel, to keep that module within its size."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QTableWidgetItem

from ..presentation.score_fit import PADDING
from ..presentation.score_headers import (
    ROOM_FOR,
    SMALLEST,
    counted,
    faithful,
    header_column,
    header_scale,
    header_texts,
    two_line_texts,
)
from ..presentation.score_table import short_name


def scaled_font(base: QFont, scale: float) -> QFont:
    """``base`` at ``scale`` times its size, in the unit it is given in: a desktop font set in
    pixels has no point size (-1), and scaling that left titles at the body's size."""
    font = QFont(base)
    if base.pixelSize() > 0:
        font.setPixelSize(max(8, round(base.pixelSize() * scale)))
    else:
        font.setPointSizeF(max(6.0, base.pointSizeF() * scale))
    return font


def shrunk(base: QFont, scale: float) -> QFont:
    """``base`` at ``scale`` times its size (``score_fit.fit_scale``), never unreadably small;
    a pixel size rounded down, as the text must fit (rounded up, "−1492" was a pixel too wide
    for its column and read "−14…")."""
    if scale >= 1.0:
        return QFont(base)
    if base.pixelSize() > 0:
        return scaled_font(base, math.floor(base.pixelSize() * scale) / base.pixelSize())
    return scaled_font(base, scale)


#: where a header keeps its whole text while it shows it cut short
WHOLE = Qt.ItemDataRole.UserRole


def _widths(font: QFont, names: list[str], roomy: list[bool]) -> tuple[list[float], float]:
    """The names' widths in ``font`` as the panel counts them, and ``ROOM_FOR``'s."""
    metrics = QFontMetrics(font)
    room_for = metrics.horizontalAdvance(ROOM_FOR)
    return counted([metrics.horizontalAdvance(n) for n in names], roomy, room_for), room_for


def fit_headers(heads: list[QTableWidgetItem], roomy: list[bool], base: QFont,
                avail: float, words: list[str] | None = None) -> float:
    """One font for all of a table's column headers: ``base``, or smaller (down to
    ``score_headers.SMALLEST``) until the widest name counted fits a column ``avail`` wide. A name
    still wider (a person's long one, ``score_headers.counted``) is cut short with "…", its
    tool tip holding it whole: left to the header, it was clipped at both ends (")laxim..").
    The headers' texts are counted; what they show is cut from the whole names, the tool tips
    (``score_headers.header_texts``), on two lines where that shows more of a name
    (``score_headers.two_line_texts``).
    ``words`` (``header_words.kept_words``) are kept whole: the font is smaller still, down to
    the same least size, until each fits, and the columns keep room for each at that size.
    Returns the width a column keeps for its header (``score_headers.header_column``), which
    no name a person may change during a game sets."""
    names = [h.data(WHOLE) or h.text() for h in heads]
    # what a header shows is cut from the player's whole name, its tool tip (where that is
    # the name shortened: a shared table's "You" is shown as "South"), not from the short
    # name the panel is sized by: "Maximiliana Featherstonehaugh Q" read "Maxi Q"
    wholes = [tip if (tip := h.toolTip()) and (short_name(tip) == name or faithful(name, tip))
              else name for h, name in zip(heads, names, strict=True)]
    font = shrunk(base, header_scale(_widths(base, names, roomy)[0], avail))
    floor = shrunk(base, SMALLEST)
    words = words or []

    def widest(f: QFont) -> float:
        """The widest name counted, or word kept whole, in ``f``."""
        metrics = QFontMetrics(f)
        return max([*_widths(f, names, roomy)[0], *map(metrics.horizontalAdvance, words)],
                   default=0.0)

    # in whole pixels the size can come out a hair over the scale asked: a pixel less then
    # (and less again, to the least size, for a word kept whole)
    while font.pixelSize() > floor.pixelSize() and widest(font) + PADDING > avail:
        font.setPixelSize(font.pixelSize() - 1)
    metrics, room = QFontMetrics(font), avail - PADDING
    # (Qt cuts a text exactly as wide as the room: only a wider one is cut here)
    def fits(text: str) -> bool:
        return metrics.horizontalAdvance(text) <= room

    # on two lines where a name cut short on one shows more of itself so (the panel's
    # header is as tall as its most lines, ``ScorePanel._fit_table``)
    texts = two_line_texts(wholes, header_texts(wholes, names, fits), fits)
    for h, name, whole, text in zip(heads, names, wholes, texts, strict=True):
        h.setData(WHOLE, name)
        h.setFont(font)
        h.setText(text)
        if not h.toolTip():
            h.setToolTip(whole)
    widths, room_for = _widths(floor, names, roomy)
    least = QFontMetrics(floor)
    return max([header_column(widths, roomy, room_for),
                *(least.horizontalAdvance(w) + PADDING for w in words)])


def words_width(panel, words: list[str]) -> int:
    """The score panel's least width for its columns to keep ``words`` whole at the headers'
    smallest size (``fit_headers``), counted as ``window_place.steady_side`` counts the
    panel's width for its names: its margins, the rows' numbers, the table's frame and a
    scroll bar's room, and each column. 0 without words."""
    if not words:
        return 0
    table, margins = panel.table, panel.layout().contentsMargins()
    least = QFontMetrics(shrunk(QFont(panel.font()), SMALLEST))
    column = max(least.horizontalAdvance(w) for w in words) + PADDING
    edges = (margins.left() + margins.right() + table.verticalHeader().minimumWidth()
             + 2 * table.frameWidth() + 2 + table.verticalScrollBar().sizeHint().width())
    return math.ceil(edges + max(1, table.columnCount()) * column)
