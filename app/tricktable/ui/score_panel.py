"""The score panel beside the table (in its dock): the game, the deal and its phase, every deal's
scores with the totals under them, the game number and the setup. Each deal's row tells what its
rules scored when the mouse rests on it (the score sheet's note), and a double click opens the
whole score sheet: a newcomer read rows of bare numbers and could not tell which Barbu contract
had scored what.

Why apart from ``dialogs``: that module had reached the size a module may have.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QDockWidget,
    QHeaderView,
    QMainWindow,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..presentation.header_words import kept_words
from ..presentation.score_fit import fit_scale, narrowest_column
from ..presentation.score_table import (
    SEED_TIP,
    deal_heading,
    panel_phase,
    short_names,
)
from ..presentation.table_setup import setup_words
from .dialogs import GREY, fill_score_table, score_grid, text_label
from .score_fonts import fit_headers, scaled_font, shrunk, words_width
from .window_place import DOCK_LEAST, give_back

if TYPE_CHECKING:
    from ..controller import GameController



def score_dock(window: QMainWindow, panel: QWidget) -> QDockWidget:
    """The dock that holds the score panel, on the window's right (the left allowed too)."""
    dock = QDockWidget("Scores", window)
    dock.setObjectName("scoreDock")  # the window's saved state finds it by this name
    dock.setWidget(panel)
    dock.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                         | Qt.DockWidgetArea.RightDockWidgetArea)
    dock.setMinimumWidth(DOCK_LEAST)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    return dock


class ScorePanel(QWidget):
    """Names, totals and every deal's scores of the current game, plus the game's status line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        #: which columns' names the panel gives room to: a computer player's, not a name a
        #: person may change during the game (``fit_headers``); None: every column's
        self.roomy: list[bool] | None = None
        #: the words of the players' names the headers keep whole (``header_words``), and
        #: the game (``game_number``) whose names they were read from as it began
        self.kept: tuple[object, list[str]] = (None, [])
        self.steady = 0  # the least width the window gives it (``setMinimumWidth``)
        #: the least width it had before it needed less room (a new game of fewer players, a
        #: rename, smaller text): the dock gives back what that held, once (``give_back``)
        self._held = 0
        self._give_back = QTimer(self, singleShot=True, interval=0)
        self._give_back.timeout.connect(self._narrow_dock)
        self.title = text_label(self, layout=layout)
        font = scaled_font(self.title.font(), 1.15)
        font.setBold(True)
        self.title.setFont(font)
        self.deal = text_label(self, layout=layout, wrap=False)
        self.status = text_label(self, layout=layout)
        self.table = score_grid(self)
        self.table.horizontalHeader().setMinimumSectionSize(24)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.table.verticalHeader().setMinimumWidth(self.fontMetrics().horizontalAdvance("Σ99"))
        self.table.setAccessibleName("Scores of every deal")
        self.table.hide()  # until a game's scores fill it (an empty frame is all it would show)
        # the table takes the room it needs (up to its maximum, all its rows) before the stretch
        # under it: at its size hint alone it scrolled, with row 1 cut off, from about 7 deals
        layout.addWidget(self.table, 1)
        self.seed = text_label(self, layout=layout, style=GREY)
        # the options chosen and the computers' levels: said nowhere once the game began
        self.setup = text_label(self, layout=layout, style=GREY)
        # the stretch under the table takes only what the table leaves: at an equal stretch
        # factor it took half of the free room, and a long game scrolled in a half-empty panel
        layout.addStretch(0)
        # when the rows outgrow the panel, the totals row stays in sight as the window shrinks
        # (the table's own slot: a Python one could be called while the table is being deleted)
        self.table.verticalScrollBar().rangeChanged.connect(self.table.scrollToBottom)
        # the columns widen when a passing scroll bar goes: their text is fitted again
        self.table.viewport().installEventFilter(self)
        # the whole sheet, each deal's note beside its scores, a double click away (a row
        # double-clicked did nothing)
        self.table.cellDoubleClicked.connect(self._open_sheet)
        self.table.verticalHeader().sectionDoubleClicked.connect(self._open_sheet)

    def _open_sheet(self, *_where) -> None:
        opener = getattr(self.window(), "open_score_sheet", None)
        if opener is not None:
            opener()

    def eventFilter(self, watched, event) -> bool:  # Qt override
        if (event.type() == QEvent.Type.Resize and watched is self.table.viewport()
                and event.size().width() != event.oldSize().width() and self.table.rowCount()):
            self._fit()  # fonts, and the header's height for names on two lines
        return False

    def _fit(self) -> None:
        """The text of names and scores for the columns' width, the table's height for its rows.
        The heights of the header and the rows follow the panel's text size alone, never the
        smaller text ``_fit_numbers`` may give them: when the header's height followed it, a
        larger window left the table a few pixels short of its rows (a scroll bar on two or
        three rows, columns squeezed beside it), and the text fitted while that scroll bar
        showed stayed smaller than it needed to be once the bar went."""
        if self.table.rowCount():
            self._fit_numbers()
        self._fit_table()

    def _fit_table(self) -> None:
        """The table is as tall as its rows (it scrolls only when the panel is full); when it
        scrolls, as tall as a whole number of rows, so that none is cut at its top edge (the
        first row showed half, scrolled under the names)."""
        t = self.table
        # as a row, whatever its text's size, a line for each of a name's lines
        lines = max((h.text().count("\n") + 1 for c in range(t.columnCount())
                     if (h := t.horizontalHeaderItem(c))), default=1)
        header_h = QFontMetrics(self.font()).height() * lines + 6
        t.horizontalHeader().setFixedHeight(header_h)
        edge = header_h + 2 * t.frameWidth() + 2
        sizes = [t.verticalHeader().sectionSize(r) or t.verticalHeader().defaultSectionSize()
                 for r in range(t.rowCount())]
        height = edge + sum(sizes)
        room = self._room_for_table()
        if sizes and room < height:  # the viewport exactly k rows tall (no spare pixels)
            frame = header_h + 2 * t.frameWidth()
            height = frame + max(1, (room - frame) // sizes[-1]) * sizes[-1]
        t.setMaximumHeight(height)

    def _room_for_table(self) -> int:
        """The height the panel's layout can give the table: the panel's, less its lines. A
        wrapped line counts at the panel's width: at its size hint (a narrower width) the title
        took two lines, and the table scrolled with two rows' room free under it."""
        lay = self.layout()
        m = lay.contentsMargins()
        width = self.width() - m.left() - m.right()
        shown = [w for w in (self.title, self.deal, self.status, self.seed, self.setup)
                 if w.isVisible()]
        lines = sum(w.heightForWidth(width) if w.hasHeightForWidth() and width > 0
                    else max(w.height(), w.sizeHint().height()) for w in shown)
        return self.height() - m.top() - m.bottom() - lines - lay.spacing() * len(shown)

    def _fit_numbers(self) -> None:
        """Scores are never cut short ("−1…"): when the widest one does not fit its column in
        the narrow panel, the scores' text gets smaller (down to two thirds), and every cell
        keeps its full value as a tooltip. The column headers are fitted apart from them: a
        header's name ("Comp 3") is wider than most scores, and fitted together it made every
        score in a four-player game a third smaller than the panel's text. They share one
        size (``fit_headers``): each fitted alone, "North" stood smaller than "West"."""
        t = self.table
        base = QFont(self.font())
        # the narrowest column's width: stretched, some are a pixel narrower than the average
        avail = ((t.viewport().width() or self.width() - t.verticalHeader().width() - 20)
                 // max(1, t.columnCount()))
        heads = [h for c in range(t.columnCount()) if (h := t.horizontalHeaderItem(c))]
        roomy = self.roomy if self.roomy and len(self.roomy) == len(heads) else [True] * len(heads)
        t.horizontalHeader().setFont(base)
        names_w = fit_headers(heads, roomy, base, avail, self.kept[1])
        bold = QFont(base)
        bold.setBold(True)
        metrics = {False: QFontMetrics(base), True: QFontMetrics(bold)}
        cells = list(self._cells())

        def width(item: QTableWidgetItem) -> float:
            return metrics[item.font().bold()].horizontalAdvance(item.text())

        font = shrunk(base, fit_scale(cells, width, avail))
        # never narrower than its scores and names at the smallest text: the panel takes the
        # room (with a larger desktop text "Comp 1" was cut to "omp" in a 1024 x 640 window);
        # not a person's name, which may change: the panel widened, moving the table
        column = max(narrowest_column(cells, width), names_w)
        # and the scroll bar's room when the rows outgrow the panel ("−180" read "−1…" once
        # a Barbu game's ninth hand brought the bar)
        bar = t.verticalScrollBar()
        t.setMinimumWidth(math.ceil(t.verticalHeader().width() + 2 * t.frameWidth() + 2
                                    + t.columnCount() * column
                                    + (bar.sizeHint().width() if bar.isVisible() else 0)))
        for item in cells:
            if not item.toolTip():  # a deal's row says what its rules scored
                item.setToolTip(item.text())
            f = QFont(font)
            f.setBold(item.font().bold())
            item.setFont(f)

    def _cells(self) -> Iterator[QTableWidgetItem]:
        """Every filled cell of the panel's table, row by row."""
        t = self.table
        for r in range(t.rowCount()):
            for c in range(t.columnCount()):
                if (item := t.item(r, c)) is not None:
                    yield item

    def resizeEvent(self, event) -> None:  # Qt override
        super().resizeEvent(event)
        self._fit()

    def setMinimumWidth(self, width: int) -> None:  # Qt's, widened for the kept words
        """``width`` (``window_place.steady_side``'s, the same from deal to deal), or wider
        where the first words the headers keep whole need it (``score_fonts.words_width``):
        the table within the panel was wider than it, its last column out of sight."""
        self.steady = width
        before = self.minimumWidth()
        super().setMinimumWidth(max(width, words_width(self, self.kept[1])))
        if self.minimumWidth() < before:  # once the game's other widths are set too
            self._held = max(self._held, before)
            self._give_back.start()

    def _narrow_dock(self) -> None:
        held, self._held = self._held, 0
        dock = self.parentWidget()
        if isinstance(dock, QDockWidget):
            give_back(dock, held)

    def set_pixel_size(self, px: int) -> None:
        """Scale the panel's text (the window calls this as it is resized)."""
        font = QFont(self.font())
        font.setPixelSize(px)
        self.setFont(font)
        title = QFont(font)
        title.setBold(True)
        title.setPixelSize(round(px * 1.15))
        self.title.setFont(title)
        for label in (self.deal, self.status, self.seed, self.setup):
            label.setFont(font)
        header = self.table.verticalHeader()
        header.setDefaultSectionSize(QFontMetrics(font).height() + 6)
        header.setMinimumWidth(QFontMetrics(font).horizontalAdvance("Σ99") + 6)
        self._fit()

    def set_title(self, controller: GameController) -> None:
        """The lines above the table (game, deal, phase), said again on every turn."""
        facts = controller.facts()
        if facts is None:
            return
        self.title.setText(facts.title)
        self.deal.setText(deal_heading(facts, controller.awaiting_continue,
                                    controller.deal_rounds()))
        # the phase line too, on every turn: Nineteen's changes within a hand (the auction,
        # then the contract), and a refresh only when a deal began or ended left it behind
        self.status.setText(panel_phase(facts, controller.view(), controller.awaiting_continue,
                                        controller.names()))
        self.status.setVisible(bool(self.status.text()))  # no empty line above the table

    def refresh(self, controller: GameController) -> None:
        facts = controller.facts()
        if facts is None:
            self.title.setText("No game")
            self.deal.setText("")
            self.status.setText("")
            self.table.hide()
            self.seed.setText("")
            self.setup.hide()
            return
        self.table.show()
        self.set_title(controller)
        names = short_names(controller.names())
        fill_score_table(self.table, names, facts.deals, running=False, compact=True,
                         word=facts.deal_word, notes=controller.score_sheet_words()[0])
        for col, s in enumerate(controller.seats):
            self.table.horizontalHeaderItem(col).setToolTip(s.name)
        from .window_place import roomy_columns

        # a computer player's name as wide as the usual ones: a longer one is cut short in
        # its column, and the panel no wider for it (``window_place.steady_side``)
        self.roomy = roomy_columns(self.font(), names, [not s.human for s in controller.seats])
        game = getattr(controller, "game_number", None)
        if self.kept[0] != game or game is None:  # the names a game began with
            self.kept = (game, kept_words(controller.names(),
                                          QFontMetrics(self.font()).horizontalAdvance))
            self.setMinimumWidth(self.steady)
        self._fit()
        self.table.scrollToBottom()
        self.seed.setText(f"Game number {facts.seed}")
        self.seed.setToolTip(SEED_TIP)
        self.setup.setText(setup_words(facts.game, facts.options, controller.names(),
                                       controller.seats))
        self.setup.setVisible(bool(self.setup.text()))

