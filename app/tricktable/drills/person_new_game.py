"""The person robot starts a game as a person does: Ctrl+N, then the new-game dialog.

Why through the dialog: a game started by calling the window's code proves the table, not the
way in. Here the robot presses Ctrl+N, picks the game and each option in the dialog's own
widgets, names the seats and sets who plays them and at what level, ticks "Play game number",
types the number and clicks Start, checking on the way that every widget it needs is shown, not
greyed out and inside the dialog. An option the dialog greys out (it cannot apply with the other
choices) is left as the dialog has it: by the dialog's own words it does not matter then.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QLineEdit,
    QStyle,
    QStyleOptionButton,
    QWidget,
)
from shiboken6 import isValid

from ..ui.dialog_new_game import NewGameDialog
from .person_robot import Hands, RobotFailure


def _name(widget: QWidget) -> str:
    return (widget.accessibleName() or getattr(widget, "text", lambda: "")()
            or type(widget).__name__)


def _reachable(dialog: QWidget, widget: QWidget) -> None:
    """A person can use the widget: shown, not greyed out, and inside the dialog."""
    if not widget.isVisible():
        raise RobotFailure(f"the new-game dialog does not show {_name(widget)!r}")
    if not widget.isEnabled():
        raise RobotFailure(f"{_name(widget)!r} is greyed out in the new-game dialog")
    top_left = widget.mapTo(dialog, QPoint(0, 0))
    if not dialog.rect().contains(top_left) or not dialog.rect().contains(
            top_left + QPoint(widget.width() - 1, widget.height() - 1)):
        raise RobotFailure(f"{_name(widget)!r} is cut off by the new-game dialog's edge")


def _aim(widget: QWidget) -> QPoint:
    """Where a person clicks the widget: a check box on its box (its row may be far wider than
    the box and its words), anything else in its middle."""
    if isinstance(widget, QCheckBox):
        option = QStyleOptionButton()
        option.initFrom(widget)
        return widget.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option,
                                             widget).center()
    return widget.rect().center()


def click(hands: Hands, dialog: QWidget, widget: QWidget) -> None:
    _reachable(dialog, widget)
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     _aim(widget))
    hands.pump(1)


def choose(hands: Hands, dialog: QWidget, combo: QComboBox, value: Any, what: str) -> None:
    """Pick ``value`` in a drop-down list with the arrow keys, as a person tabbing to it does."""
    target = combo.findData(value)
    if target < 0:
        offered = [combo.itemData(i) for i in range(combo.count())]
        raise RobotFailure(f"{what}: {value!r} is not offered (only {offered})")
    if combo.currentIndex() == target:
        return
    _reachable(dialog, combo)
    key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
    for _ in range(abs(target - combo.currentIndex())):
        QTest.keyClick(combo, key)
        hands.pump(1)
    if combo.currentIndex() != target:
        raise RobotFailure(f"{what}: the arrow keys did not reach {value!r}")


def type_into(hands: Hands, dialog: QWidget, field: QLineEdit | QAbstractSpinBox,
              text: str) -> None:
    """Click into the field, select what is there and type over it."""
    click(hands, dialog, field)
    QTest.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(field, text)
    hands.pump(1)


def start_game(hands: Hands, window: Any, game: str, options: dict, seats: list,
               seed: int) -> None:
    """Start ``game`` with ``options``, ``seats`` and game number ``seed`` through the dialog."""
    before = getattr(window, "last_dialog", None)
    # the keys go to the window in front (a person's window is; a test's may not be yet)
    window.activateWindow()
    window.raise_()
    QTest.qWaitForWindowActive(window, 2000)
    hands.key(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier, target=window.table)
    hands.wait_until(lambda: isinstance(window.last_dialog, NewGameDialog)
                     and window.last_dialog is not before and window.last_dialog.isVisible(),
                     "the new-game dialog after Ctrl+N", 10)
    dialog: NewGameDialog = window.last_dialog
    choose(hands, dialog, dialog.game, game, "the game")
    # twice over: the player count rebuilds the seats, and one option can grey out another
    for _ in range(2):
        for name, value in options.items():
            widget = dialog.option_widget(name)
            if not widget.isEnabled():
                continue
            if isinstance(widget, QCheckBox):
                if widget.isChecked() != bool(value):
                    click(hands, dialog, widget)
            else:
                choose(hands, dialog, widget, value, f"the option {name!r}")
    chosen = dialog.options()
    wrong = {n: (chosen.get(n), v) for n, v in options.items()
             if chosen.get(n) != v and dialog.option_widget(n).isEnabled()}
    if wrong:
        raise RobotFailure(f"the dialog's options did not take: {wrong}")
    rows = dialog.seat_rows()
    if len(rows) != len(seats):
        raise RobotFailure(f"the dialog offers {len(rows)} seats for {len(seats)} players")
    for i, (seat, (name, kind, level)) in enumerate(zip(seats, rows, strict=True)):
        if name.text() != seat.name:
            type_into(hands, dialog, name, seat.name)
        choose(hands, dialog, kind, seat.kind, f"who plays seat {i + 1}")
        if seat.kind == "computer":
            choose(hands, dialog, level, seat.level, f"the level of seat {i + 1}")
    if not dialog.fixed_deal.isChecked():
        click(hands, dialog, dialog.fixed_deal)
    type_into(hands, dialog, dialog.deal_number, str(seed))
    if dialog.deal_number.value() != seed:
        raise RobotFailure(f"typing {seed} as the game number gave {dialog.deal_number.value()}")
    start = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    click(hands, dialog, start)
    c = window.controller
    hands.wait_until(lambda: c.state is not None and c.state.seed == seed
                     and c.state.rules.id == game
                     and not (isValid(dialog) and dialog.isVisible()),
                     f"{game} game number {seed} to start after clicking Start", 20)
    got = [(s.name, s.kind) for s in c.seats]
    if got != [(s.name, s.kind) for s in seats]:
        raise RobotFailure(f"the game started with seats {got}")
