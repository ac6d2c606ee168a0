"""The hot-seat "pass the device" screen: it covers the whole table between two people's turns
so that neither sees the other's hand, and says whom the device goes to, where play stands and
what that person does next ("Deal 2 · Bob to announce"). Apart from ``dialogs`` for room: that
module was at its size limit.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QApplication, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ..presentation import felt_colours as fc
from ..presentation.held_keys import HeldKeys
from .dialogs import question_box, text_label

#: the keys that press the button, as a push button takes them
CONFIRM_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class PassScreen(QWidget):
    """Covers the whole table between two people's turns so neither sees the other's hand."""

    confirmed = Signal(int)

    def __init__(self, parent: QWidget | None = None, controller: Any = None) -> None:
        """``controller``: the game's (its ``pass_place``, ``turnChanged``), for the line of
        where play stands; without one the screen says only whom to pass the device to."""
        super().__init__(parent)
        self.player = -1
        self.controller = controller
        self.setAutoFillBackground(True)
        # a child widget draws its style sheet's background only when told to: without this the
        # screen was the window's grey inside the main window, its light words unreadable
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setObjectName("passScreen")
        self.felt_name = ""
        self._follows = False  # set_felt connected to the table's feltChanged
        self.set_felt(fc.DEFAULT_FELT)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.label = text_label(self, layout=layout)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # where play stands and what the person does next: the screen gave no context at all
        self.place = text_label(self, layout=layout)
        self.place.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.place.setVisible(controller is not None)
        # after an undo, what it took back: the device goes back to that person, and why
        self.undone = text_label(self, layout=layout)
        self.undone.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.undone.setVisible(False)
        layout.addSpacing(8)
        self.note = text_label(self, "Everyone else, please look away.", layout, wrap=False)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addSpacing(24)
        self.button = QPushButton(self)
        self.button.setDefault(True)
        self.button.setMinimumHeight(44)
        self.button.setStyleSheet("padding: 8px 32px;")
        #: the key that pressed the button (Enter, Return or Space), None for the mouse: a
        #: person who confirms from the keyboard gets the keyboard's outline on their hand,
        #: and that key, still down, plays nothing there (``TableInput.keys_after_pass``)
        self.by_key: int | None = None
        #: the confirming keys seen going down and up on the button: the table goes on
        #: from them (a key still down, or let go as a repeat comes)
        self.keys = HeldKeys()
        self.button.installEventFilter(self)
        self.button.clicked.connect(lambda: self.confirmed.emit(self.player))
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(3)
        if controller is not None:
            # a computer may act before the first person of a new deal: the line follows it
            controller.turnChanged.connect(self._show_place)

    def set_player(self, player: int, name: str) -> None:
        """For ``player``, called ``name`` (``status_line.called``)."""
        self.player = player
        self.by_key = None
        self.keys.let_go_all()  # a key let go on the table since was not seen here
        self.label.setText(f"Pass the device to {name}")
        self.button.setText(f"I am {name}")
        self.button.setAccessibleName(f"I am {name}: show my cards")
        self._show_place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        """Which key, if any, is pressing the button (seen before the button handles it). A
        key held down presses nothing: Enter held from the last card played came to the
        button as the screen came up, said "I am Bob" for him and showed his hand to the one
        who had just played. Only a key pressed afresh on the screen confirms it (a repeat
        is told as the summary tells it: ``held_keys.HeldKeys``)."""
        if watched is not self.button:
            return False
        kind = event.type()
        if kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) \
                and event.key() in CONFIRM_KEYS:
            released = kind == QEvent.Type.KeyRelease
            if self.keys.seen(event.key(), event.timestamp(), released, event.isAutoRepeat()) \
                    or event.isAutoRepeat():
                return True
            if not released:
                self.by_key = event.key()
        elif kind in (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress):
            self.by_key = None
        return False

    def _show_place(self) -> None:
        if self.controller is not None:
            self.place.setText(self.controller.pass_place())
            said = self.controller.pass_undone()
            self.undone.setText(said)
            self.undone.setVisible(bool(said))

    def resizeEvent(self, event) -> None:  # Qt override
        self._fit_text()
        super().resizeEvent(event)

    def changeEvent(self, event) -> None:  # Qt override
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            self._fit_text()

    def event(self, event) -> bool:  # Qt override
        if event.type() == QEvent.Type.ApplicationFontChange:  # the Text size changed
            self._fit_text()
        return super().event(event)

    def _fit_text(self) -> None:
        """Text scales with the window, like everything on the table, and is never smaller
        than the program's own text (Text size): at the largest size "Everyone else, please
        look away" and "I am Ann" were smaller than the status line (a tester)."""
        size = max(16.0, min(self.width() / 28, self.height() / 14))
        text = QFontInfo(QApplication.font()).pixelSize()
        font = QFont(self.font())
        font.setPixelSize(int(max(size, text * 2)))
        font.setBold(True)
        self.label.setFont(font)
        small = QFont(self.font())
        small.setPixelSize(int(max(size * 0.5, text * 1.15)))
        self.note.setFont(small)
        self.undone.setFont(small)
        self.button.setFont(small)
        middle = QFont(small)
        middle.setPixelSize(int(max(size * 0.62, text * 1.3)))
        self.place.setFont(middle)

    def set_felt(self, name: str) -> None:
        """The screen in the table's colour (Settings → Table colour; an unknown name is the
        default's): a green screen came up over a burgundy table."""
        if name == self.felt_name:
            return
        self.felt_name = name
        stops = fc.felt(name).stops
        centre, edge = stops[0][1], stops[-1][1]
        self.setStyleSheet(
            "#passScreen { background: qradialgradient(cx:0.5, cy:0.5, radius:0.8, fx:0.5, "
            f"fy:0.5, stop:0 {_css(centre)}, stop:1 {_css(edge)}); }}"
            "#passScreen QLabel { color: #f3f1e7; }")

    def showEvent(self, event) -> None:  # Qt override
        """Shown over the table: in the table's colour as it is now, and as it changes while
        the screen is up (Settings opened at a pass screen left it in the old colour)."""
        table = getattr(self.window(), "table", None)
        self.set_felt(getattr(table, "felt_name", fc.DEFAULT_FELT))
        if table is not None and not self._follows:
            table.feltChanged.connect(self.set_felt)
            self._follows = True
        super().showEvent(event)


def _css(rgba: tuple[int, int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgba[:3])


def undo_asked(window, controller: Any, undo: Callable[[], None]) -> bool:
    """Ask before Undo at a pass screen nobody has answered yet (``pass_undo_question``):
    there it takes back the move of the person who passed the device on, who may no longer
    hold it. True when asked: ``undo`` runs on yes; "No, keep it" (and Esc) keep the move."""
    question = controller.pass_undo_question()
    if question is None:
        return False
    title, text, yes, no = question
    box, yes_button, _no = question_box(window, title, text, yes, no, safe_is_yes=False)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    box.finished.connect(lambda _r: undo() if box.clickedButton() is yes_button else None)
    window.last_dialog = box
    box.open()
    return True
