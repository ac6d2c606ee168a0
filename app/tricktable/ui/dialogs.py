"""The window's smaller dialogs: score sheet and non-blocking message boxes (the score panel
beside the table is in ``score_panel``, the hot-seat pass screen in ``pass_screen``).

Every dialog here is opened with ``open()`` (window-modal, no nested event loop) so the computer
players' pacing, the tests and the self-test never get stuck behind a blocking ``exec()``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeySequence, QPalette, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from ..games.registry import available_games, get_rules
from ..presentation.form_fields import TEXT_FULL, TEXT_MAX, Field
from ..presentation.menu_entries import with_mnemonics
from ..presentation.score_fit import PADDING
from ..presentation.score_headers import two_lines
from ..presentation.score_table import (
    player_names,
    score_rows,
    scored_deals,
)
from ..presentation.sheet_copy import sheet_copy
from ..presentation.window_notes import keep_going, replace_question
from .copy_button import add_copy_button
from .focus_ring import FocusRing
from .score_fonts import WHOLE
from .window_place import fit_to_screen

if TYPE_CHECKING:
    from ..presentation.game_facts import GameFacts


#: the kinds of line under a dialog's fields (``text_label``'s ``style``): a help line, grey,
#: and a problem, red, each in a shade that reads on the desktop's light or dark theme
GREY, RED = "help", "problem"
OK_CANCEL = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel


def text_label(parent: QWidget, text: str = "", layout: QBoxLayout | None = None,
               style: str = "", wrap: bool = True) -> QLabel:
    """A label that wraps its lines (``style``: ``GREY`` for help, ``RED`` for a problem), at the
    end of ``layout`` when one is given. Plain text: a player's name is never read as markup (Qt
    guesses otherwise; an escaped "Tom &amp; Jerry" showed its "&amp;")."""
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(wrap)
    if style:
        label.setStyleSheet(f"color: {line_ink(label.palette(), style).name()};")
    if layout is not None:
        layout.addWidget(label)
    return label


def line_ink(palette: QPalette, style: str) -> QColor:
    """The ink of a help line (``GREY``) or a problem (``RED``) on ``palette``'s windows. Why
    from the palette: a fixed dark grey was near the background of a dark desktop theme (KDE's
    Breeze Dark: #5f6368 on #2a2e32), the new game dialog's option help unreadable."""
    back = palette.color(QPalette.ColorRole.Window)
    text = palette.color(QPalette.ColorRole.WindowText)
    if style == RED:
        return QColor("#ff8a80") if back.lightness() < 128 else QColor("#c62828")
    # two thirds of the way from the background to the text: quieter than the text, on any theme
    mix = 0.62
    return QColor.fromRgbF(*(b + (t - b) * mix for b, t in zip(
        back.getRgbF()[:3], text.getRgbF()[:3], strict=True)))


def button_box(dialog: QDialog, layout: QBoxLayout,
               buttons: QDialogButtonBox.StandardButton = QDialogButtonBox.StandardButton.Close,
               accept: Callable[[], None] | None = None) -> QDialogButtonBox:
    """The dialog's buttons at the end of ``layout``: Close (and Esc) rejects, Ok runs
    ``accept`` (the dialog's own ``accept`` unless another is given)."""
    box = QDialogButtonBox(buttons, dialog)
    box.accepted.connect(accept or dialog.accept)
    box.rejected.connect(dialog.reject)
    layout.addWidget(box)
    return box


def field_widget(field: Field, value: Any, parent: QWidget,
                 changed: Callable[[], None]) -> QWidget:
    """The widget ``field`` asks for (``Field.kind``: a check box, a drop-down list or a line of
    text), showing ``value``, with the field's help as its tool tip; ``changed`` runs after each
    edit. ``field_value`` reads it back."""
    if field.kind == "check":
        widget: QWidget = QCheckBox(field.label, parent)
        widget.setChecked(bool(value))
        widget.toggled.connect(lambda _c: changed())
    elif field.kind == "text":
        widget = QLineEdit(str(value), parent)
        widget.setMaxLength(TEXT_MAX)
        widget.textChanged.connect(lambda _t: changed())
        widget.inputRejected.connect(lambda w=widget: _say_full(w))
    else:
        widget = QComboBox(parent)
        for v, word in zip(field.values, field.words, strict=True):
            widget.addItem(word, v)
        widget.setCurrentIndex(max(0, widget.findData(value)))
        widget.currentIndexChanged.connect(lambda _i: changed())
    if field.kind != "check":
        widget.setAccessibleName(field.label)
    if field.help:
        widget.setToolTip(field.help)
        widget.setWhatsThis(field.help)
    return widget


def _say_full(widget: QLineEdit) -> None:
    """A key refused by a full line of text: why, under the line (it did nothing at all)."""
    if len(widget.text()) >= widget.maxLength():
        QToolTip.showText(widget.mapToGlobal(widget.rect().bottomLeft()), TEXT_FULL, widget)


def field_value(widget: QWidget) -> Any:
    """What a ``field_widget`` holds now."""
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    return widget.text() if isinstance(widget, QLineEdit) else widget.currentData()


def show_message(parent: QWidget | None, title: str, text: str,
                 icon: QMessageBox.Icon = QMessageBox.Icon.Information) -> QMessageBox:
    """A message box that does not block: it is shown and returned (tests can read and close it)."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    box.setWindowModality(Qt.WindowModality.NonModal)
    box.show()
    return box


def fill_score_table(table: QTableWidget, names: list[str], deals: list, running: bool,
                     compact: bool = False, word: str = "deal",
                     notes: list[str] | None = None) -> None:
    """Rows per deal (the deal's score, and the running total under it when ``running``);
    ``compact`` labels rows by number only and ends with a "Σ" totals row (the side panel),
    each deal's note (what its rules scored) its row's tooltip rather than a column.
    The rows' words are ``score_table.score_rows``'."""
    table.clear()
    column = bool(notes) and not compact  # the side panel says them as its rows' tooltips
    table.setColumnCount(len(names) + (1 if column else 0))
    table.setHorizontalHeaderLabels([*names, *(["What the rules scored"] if column else [])])
    for col, name in enumerate(names):
        table.horizontalHeaderItem(col).setToolTip(name)
    rows = score_rows(len(names), deals, running, compact, word, notes)
    table.setRowCount(len(rows))
    bold = QFont(table.font())
    bold.setBold(True)
    for r, row in enumerate(rows):
        head = QTableWidgetItem(row.label)
        said = f"{row.tip}: {row.note}" if row.note else row.tip
        head.setToolTip(said)
        table.setVerticalHeaderItem(r, head)
        for c, text in enumerate(row.cells):
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if row.note and not column:
                item.setToolTip(f"{text} · {said}")
            if row.total:
                item.setFont(bold)
                if running:
                    item.setBackground(QColor(0, 0, 0, 14))
            table.setItem(r, c, item)
        if column:
            item = QTableWidgetItem(row.note)
            item.setToolTip(row.note)
            if row.total and running:
                item.setBackground(QColor(0, 0, 0, 14))
            table.setItem(r, len(names), item)


def score_grid(parent: QWidget) -> QTableWidget:
    """A table of scores to read, not to edit, select or tab into; its columns share the width."""
    table = QTableWidget(parent)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    return table


def cut_names(table: QTableWidget, count: int, most: int = 0) -> None:
    """The first ``count`` column headers (the names) cut short with "…" to their columns (and
    to ``most`` pixels when given), whole in ``WHOLE`` and the tool tip: left to the header, a
    40-letter name was clipped at both ends ("WWWWWWWWWWWW"), its start out of sight."""
    head, metrics = table.horizontalHeader(), QFontMetrics(table.horizontalHeader().font())
    for col in range(count):
        item = table.horizontalHeaderItem(col)
        name = item.data(WHOLE) or item.text()
        item.setData(WHOLE, name)
        # a column sized to its contents (``most``) follows the text: "South" cut itself to "S…"
        room = (most or head.sectionSize(col)) - PADDING

        def fits(text: str, room: int = room) -> bool:
            return metrics.horizontalAdvance(text) <= room

        # on two lines where that shows more of it ("Bartholomew / the Elder" beside a column
        # of notes with room to spare read "Bartholom…", a tester), as on the score panel
        item.setText(name if fits(name) else two_lines(
            name, metrics.elidedText(name, Qt.TextElideMode.ElideRight, room), fits))


class ScoreSheetDialog(QDialog):
    """Every deal's scores and the running totals of the current game."""

    def __init__(self, doc: dict, count: int, parent: QWidget | None = None,
                 notes: list[str] | None = None, footer: list[str] | None = None,
                 names: list[str] | None = None) -> None:
        """``notes``: a line per finished deal saying what its rules scored; ``footer``: lines
        under the sheet (what is still to come); ``names``: the columns' names as the table
        shows them (at a shared table a person left as "You" is their seat), else the
        record's."""
        super().__init__(parent)
        rules = get_rules(doc["game"]) if doc.get("game") in available_games() else None
        self.setWindowTitle(f"Score sheet — {rules.title}" if rules else "Score sheet")
        names = names or player_names(doc, count)
        deals = scored_deals(doc)
        layout = QVBoxLayout(self)
        word = rules.deal_word if rules else "deal"  # Barbu and Nineteen play hands
        if not deals:
            layout.addWidget(QLabel(f"No {word} has been finished yet in this game."))
        self.table = score_grid(self)
        fill_score_table(self.table, names, deals, running=True, word=word, notes=notes)
        if notes:  # the scores as narrow as their numbers, the notes take the rest
            head = self.table.horizontalHeader()
            head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            head.setSectionResizeMode(count, QHeaderView.ResizeMode.Stretch)
            self.table.setWordWrap(True)
            head.sectionResized.connect(lambda *_a: QTimer.singleShot(
                0, self.table.resizeRowsToContents))  # wrapped notes: rows as tall as their lines
        # beside the notes a name's column is 14 letters wide, or as its longest word (up to
        # 24 letters): "Bartholomew the Elder" read "Bartholom…" over a column of spare room
        metrics = QFontMetrics(self.table.horizontalHeader().font())
        longest = max((metrics.horizontalAdvance(w) for n in names for w in n.split()), default=0)
        most = min(max(14, longest // metrics.averageCharWidth() + 1), 24) \
            * metrics.averageCharWidth() + PADDING if notes else 0
        if most:  # stretched columns are cut once they have their widths (not the first 30 px)
            cut_names(self.table, count, most)
        self.table.horizontalHeader().sectionResized.connect(lambda *_a: QTimer.singleShot(
            0, self.table, lambda: cut_names(self.table, count, most)))
        layout.addWidget(self.table)
        self.footer = text_label(self, "\n".join(footer or []), layout)
        self.footer.setVisible(bool(footer))
        box = button_box(self, layout)
        seed = doc.get("seed") if isinstance(doc.get("seed"), int) else None
        self.copy_button = add_copy_button(box, sheet_copy(
            f"{rules.title} score sheet" if rules else "Score sheet", names, deals, word,
            notes, footer, seed), bool(deals))
        # its Close, focused, was drawn as the default button it is: a ring shows the keyboard
        # on it, as on the deal review's. Kept: a ring held by nothing lost its own fields
        self.button_rings = [FocusRing(b) for b in box.buttons()]
        fit_to_screen(self, max(360, 110 * count + 100) + (440 if notes else 0), 520)
        # the arrows, Page Up/Down, Home and End scroll the sheet. Why: its table takes no focus
        # (nothing in it is chosen) and Close keeps the keys: a keyboard-only player could not
        # read past the deals that fit (Barbu's 28 hands)
        bar = self.table.verticalScrollBar()
        for key, action in _SCROLL_KEYS.items():
            QShortcut(QKeySequence(key), self, lambda a=action: bar.triggerAction(a))
        # it opens at the latest deals, as the panel shows them (it opened at deal 1, the
        # latest total out of sight), until the person scrolls: rows grow as notes wrap
        self._latest = True
        bar.rangeChanged.connect(lambda _lo, hi: bar.setValue(hi) if self._latest else None)
        bar.actionTriggered.connect(lambda _a: setattr(self, "_latest", False))


#: the keys that scroll a read-only table and what each does to its scroll bar
_SCROLL_KEYS = {
    Qt.Key.Key_Down: QAbstractSlider.SliderAction.SliderSingleStepAdd,
    Qt.Key.Key_Up: QAbstractSlider.SliderAction.SliderSingleStepSub,
    Qt.Key.Key_PageDown: QAbstractSlider.SliderAction.SliderPageStepAdd,
    Qt.Key.Key_PageUp: QAbstractSlider.SliderAction.SliderPageStepSub,
    Qt.Key.Key_End: QAbstractSlider.SliderAction.SliderToMaximum,
    Qt.Key.Key_Home: QAbstractSlider.SliderAction.SliderToMinimum,
}


def question_box(parent: QWidget, title: str, text: str, yes: str, no: str,
                 safe_is_yes: bool) -> tuple[QMessageBox, QAbstractButton, QAbstractButton]:
    """A question with a "yes" and a "no" button (in those words); the safe answer is both the
    default (Enter) and Esc's. Returns the box, not yet shown, and its two buttons. Each
    button has an Alt+letter key (``with_mnemonics``; words given one keep it): the Resume
    question at the start had none, reached from the keyboard only by Tab."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text,
                      QMessageBox.StandardButton.NoButton, parent)
    yes, no = with_mnemonics([yes, no])
    yes_button = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    no_button = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    safe = yes_button if safe_is_yes else no_button
    box.setDefaultButton(safe)
    box.setEscapeButton(safe)
    return box, yes_button, no_button


def ask_to_replace(parent: QWidget, facts: GameFacts, doing: str, go: Callable[[], None],
                   on_open: Callable[[], None] | None = None,
                   on_close: Callable[[], None] | None = None) -> QMessageBox:
    """Ask before a game in progress is replaced ("Start the new game", "Open the record");
    ``go`` runs only on yes. "Keep playing" is the default and Esc's answer. ``on_open`` and
    ``on_close`` bracket the question (the window holds the computers' moves meanwhile)."""
    # Alt+letter keys ("&Start the new game", "&Keep playing"): a keyboard-only player
    # reached the buttons only by Tab
    go_text, keep_text = with_mnemonics([doing, keep_going(facts)])
    box, yes, _keep = question_box(
        parent, "Game in progress", replace_question(facts, doing), go_text, keep_text,
        safe_is_yes=False)
    box.finished.connect(lambda _r: go() if box.clickedButton() is yes else None)
    open_dialog(box, on_open, on_close)
    return box


def ask_check_play(parent: QWidget, text: str, words: tuple[str, str],
                   anyway: Callable[[], None], back: Callable[[], None]) -> QMessageBox:
    """The play checker's small prompt: ``text`` names the better choice and the cost, its
    title and go-ahead button in ``words`` ("Play anyway", ``anyway``), then "Take it back"
    (``back``: also Esc and the title bar's close)."""
    title, go = words
    box, anyway_button, _back = question_box(parent, title, text, go, "Take it back",
                                             safe_is_yes=False)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.buttonClicked.connect(lambda button: anyway() if button is anyway_button else back())
    box.show()
    return box


def open_dialog(dialog: QDialog, on_open: Callable[[], None] | None = None,
                on_close: Callable[[], None] | None = None) -> QDialog:
    """Open ``dialog`` window-modal without blocking; callbacks bracket its lifetime."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    if on_open is not None:
        on_open()
    if on_close is not None:
        dialog.finished.connect(lambda _r: on_close())
    dialog.open()
    return dialog

