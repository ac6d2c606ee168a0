"""Game → Computer players…: each computer seat of the game on the table with its level, changed
in the middle of a game without starting a new one.

Why: a tester who wanted stronger opponents half-way through a Sheepshead match found only Game →
New game, which threw the match away. OK gives the seats their new levels from the next move on
(``GameController.set_levels``: the autosave keeps them) and keeps the table's seats in the
settings, so that New game and Play again offer them; Cancel and Esc change nothing. The level
lists are the New game dialog's own (``dialog_new_game.level_box``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ..presentation.level_words import NO_COMPUTER, TITLE, levels_changed, levels_note
from ..settings import Seat
from .dialog_keys import with_mnemonics
from .dialog_new_game import level_box
from .dialogs import GREY, OK_CANCEL, button_box, text_label
from .focus_ring import OpeningRing

#: the width the line under the seats wraps at
NOTE_WIDTH = 340


class LevelsDialog(QDialog):
    """The computer seats (``seats``: seat number, name, level) of a game of ``game_id``, each
    with its level list; ``levels()`` reads the levels changed."""

    def __init__(self, game_id: str, seats: list[tuple[int, str, str]],
                 over: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(TITLE)
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        layout.addLayout(grid)
        #: seat number → its level list, and the level the list showed on opening
        self.boxes: dict[int, tuple[QComboBox, Any]] = {}
        labels: list[QLabel] = []
        for row, (seat, _name, level) in enumerate(seats):
            box = level_box(seat, game_id, level, self)
            label = QLabel(self)
            label.setTextFormat(Qt.TextFormat.PlainText)  # a name is never markup
            label.setBuddy(box)  # its Alt+letter goes to the list
            grid.addWidget(label, row, 0)
            grid.addWidget(box, row, 1)
            labels.append(label)
            self.boxes[seat] = (box, box.currentData())
        grid.setColumnStretch(1, 1)
        self.note = text_label(self, levels_note(over), layout, GREY)
        self.note.setFixedWidth(NOTE_WIDTH)
        self.note.setMinimumHeight(self.note.heightForWidth(NOTE_WIDTH))
        self.buttons = button_box(self, layout, OK_CANCEL)
        ok, cancel = (self.buttons.button(b) for b in (QDialogButtonBox.StandardButton.Ok,
                                                        QDialogButtonBox.StandardButton.Cancel))
        # a name is the person's words: its "&" is shown, not a key
        names = [name.replace("&", "&&") + ":" for _seat, name, _level in seats]
        texts = with_mnemonics([ok.text(), cancel.text(), *names])
        ok.setText(texts[0])
        cancel.setText(texts[1])
        for label, text in zip(labels, texts[2:], strict=True):
            label.setText(text)
        if self.boxes:
            next(iter(self.boxes.values()))[0].setFocus()
        self.opening_ring = OpeningRing(self)

    def levels(self) -> dict[int, str]:
        """The levels the person changed, by seat (a list left as it opened is left out: a
        level the game no longer offers stays the seat's own)."""
        return {seat: box.currentData() for seat, (box, first) in self.boxes.items()
                if box.currentData() != first}


def open_levels(window) -> LevelsDialog | None:
    """The dialog over ``window`` (the main window), for the game on its table; with no
    computer at the table the status bar says so instead (None)."""
    c = window.controller
    facts = c.facts()
    computers = c.computer_seats()
    if facts is None or not computers:
        window.statusBar().showMessage(NO_COMPUTER, 8000)
        return None
    dlg = LevelsDialog(facts.game,
                       [(i, c.seats[i].name, c.seats[i].level) for i in computers], facts.over,
                       window)

    def accepted() -> None:
        changed = c.set_levels(dlg.levels())
        if changed:
            # New game and Play again offer the table as it is now
            window.settings.seats[facts.game] = [Seat(s.name, s.kind, s.level) for s in c.seats]
            window._remember_choice(facts.game, facts.options, c.seats)
            window.save_settings()
            # the score panel's "Computers: …" line at once (it waited for the deal's end)
            window.score_panel.refresh(c)
        said.append(levels_changed([(c.seats[i].name, c.seats[i].level) for i in changed],
                                   facts.over))

    said: list[str] = []
    dlg.accepted.connect(accepted)
    window._modal(dlg)
    # said once the window is back from the dialog (coming back, it clears the status bar)
    dlg.finished.connect(lambda _r: said and window.statusBar().showMessage(said[0], 8000))
    return dlg
