"""A robot that plays like a person: it only clicks what is drawn and presses keys.

Why it exists: the table's other tests drive it through its code, and a real mouse once found what
they could not (a button deleted inside its own click handler, a hand nobody could click). The robot
sees the table as a person does: to play a card it clicks a visible part of that card's picture,
mapped from the scene through the view to the viewport; to decide it clicks the panel's buttons,
again at their place on the screen; hint, undo and the last trick are keys (H, Ctrl+Z, L).

It may ask the state's ``legal_actions()`` which visible thing to click (the robot has to choose
something), and it reads the view to check what it sees, but it never calls a window, table or
controller method to act. Anything a person would notice as broken fails the game: an exception
(``sys.excepthook``), a Qt warning, a hang, a legal move with nothing on the screen to make it, a
click that does nothing, a deal summary without its button, a record that does not replay.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

#: Qt messages that are the offscreen platform's own noise, not the table's
HARMLESS_QT = ("This plugin does not support propagateSizeHints()",
               "This plugin does not support raise()",
               "This plugin does not support grabbing the keyboard")


class RobotFailure(AssertionError):
    """What a person would have seen go wrong (the message says what, where)."""


class Watch:
    """Collects what must never happen while the robot plays: uncaught exceptions (also those
    raised inside Qt slots, which PySide6 hands to ``sys.excepthook``) and Qt warnings."""

    def __init__(self) -> None:
        self.problems: list[str] = []

    @contextmanager
    def installed(self):
        old_hook = sys.excepthook

        def hook(kind, value, tb) -> None:
            import traceback

            self.problems.append("exception: " + "".join(
                traceback.format_exception(kind, value, tb)).strip())

        def qt_message(mode, _context, message: str) -> None:
            if mode == QtMsgType.QtDebugMsg or mode == QtMsgType.QtInfoMsg:
                return
            if any(message.startswith(h) for h in HARMLESS_QT):
                return
            self.problems.append(f"Qt {mode.name}: {message}")

        sys.excepthook = hook
        old_handler = qInstallMessageHandler(qt_message)
        try:
            yield self
        finally:
            sys.excepthook = old_hook
            qInstallMessageHandler(old_handler)


class Hands:
    """The robot's eyes and fingers on one window."""

    def __init__(self, window: Any, watch: Watch, step_timeout_s: float = 20.0) -> None:
        self.window = window
        self.table = window.table
        self.c = window.controller
        self.watch = watch
        self.step_timeout_s = step_timeout_s

    # ------------------------------------------------------------------ waiting
    def pump(self, ms: int = 1) -> None:
        QTest.qWait(ms)
        if self.watch.problems:
            raise RobotFailure(self.watch.problems[0])

    def wait_until(self, ok: Callable[[], bool], what: str, timeout_s: float | None = None) -> None:
        deadline = time.monotonic() + (timeout_s or self.step_timeout_s)
        while not ok():
            if time.monotonic() > deadline:
                raise RobotFailure(f"waited in vain for {what}")
            self.pump(2)

    def settled(self) -> bool:
        """Nothing moves: the person would now see the table as it is."""
        t = self.table
        return t.animations_idle() and t.queue.idle()

    # ------------------------------------------------------------------ clicking
    def viewport_point(self, item: Any, fx: float, fy: float) -> QPoint:
        rect = item.sceneBoundingRect()
        return self.table.mapFromScene(QPointF(rect.left() + rect.width() * fx,
                                               rect.top() + rect.height() * fy))

    def visible_point(self, item: Any) -> QPoint:
        """A point of the viewport where ``item`` is the topmost thing drawn (for an
        overlapped hand card: its uncovered strip); fails when none is visible."""
        vp = self.table.viewport().rect()
        steps = [0.5, *(f / 20 for f in range(1, 20))]
        for fy in (0.3, 0.5, *(f / 40 for f in range(1, 40))):
            for fx in steps:
                pt = self.viewport_point(item, fx, fy)
                if vp.contains(pt) and self.table.itemAt(pt) is item:
                    return pt
        r = item.sceneBoundingRect()
        covers = [(describe_item(i), round(i.zValue()), getattr(i, "focused", None),
                   round(getattr(i, "lift", 0)))
                  for i in self.table.scene().items(r) if i is not item and i.isVisible()
                  and i.zValue() >= item.zValue()]
        raise RobotFailure(f"no visible point of {describe_item(item)} to click (at "
                           f"{r.x():.0f},{r.y():.0f} {r.width():.0f}x{r.height():.0f}, z "
                           f"{item.zValue():.0f}; above it: {covers}; keyboard "
                           f"{self.table.input.keyboard_used}, mouse at "
                           f"{self.table.viewport().mapFromGlobal(QCursor.pos())})")

    def click_viewport(self, pt: QPoint) -> None:
        view = self.table.viewport()
        QTest.mouseMove(view, pt)
        QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pt)
        self.pump(1)

    def click_item(self, item: Any) -> None:
        """Point at the card, let it rise under the mouse as a hand card does, then click
        where it now shows (a person aims again at a card that moved)."""
        view = self.table.viewport()
        # first the mouse goes over the card (the keyboard's raised card drops back)
        centre = self.viewport_point(item, 0.5, 0.5)
        QTest.mouseMove(view, centre + QPoint(3, 3))  # a move even if the mouse was there
        QTest.mouseMove(view, centre)
        self.wait_until(self.table.animations_idle, "the card under the mouse to settle", 5)
        self.pump(1)
        QTest.mouseMove(view, self.visible_point(item))
        self.wait_until(self.table.animations_idle, "the card under the mouse to settle", 5)
        self.pump(1)
        self.click_viewport(self.visible_point(item))

    def widget_point(self, proxy: Any, widget: QWidget) -> QPoint:
        """The viewport point of a widget's centre inside a proxied panel; fails when the
        widget is hidden, disabled, outside the viewport or covered by something else."""
        if not proxy.isVisible() or not widget.isVisible():
            raise RobotFailure(f"the button {label_of(widget)!r} is not shown")
        root = proxy.widget()
        centre = widget.mapTo(root, widget.rect().center())
        scene = proxy.mapToScene(QPointF(centre))
        pt = self.table.mapFromScene(scene)
        if not self.table.viewport().rect().contains(pt):
            raise RobotFailure(f"the button {label_of(widget)!r} is outside the window "
                               f"({pt.x()}, {pt.y()})")
        top = self.table.itemAt(pt)
        if top is not proxy:
            raise RobotFailure(f"the button {label_of(widget)!r} is covered by "
                               f"{type(top).__name__}")
        return pt

    def click_widget(self, proxy: Any, widget: QWidget) -> None:
        if not widget.isEnabled():
            raise RobotFailure(f"the button {label_of(widget)!r} is greyed out")
        self.click_viewport(self.widget_point(proxy, widget))

    def key(self, key: Qt.Key, modifiers=Qt.KeyboardModifier.NoModifier,
            target: QWidget | None = None) -> None:
        """A key press where the keyboard focus is (the table, unless a dialog has it)."""
        widget = target or QApplication.focusWidget() or self.table
        QTest.keyClick(widget, key, modifiers)
        self.pump(1)

    # ------------------------------------------------------------------ what is drawn
    def card_item(self, card: int) -> Any:
        """The face-up picture of ``card`` in a hand on the table."""
        found = [i for items in self.table.model.hands.values() for i in items
                 if i.card == card and i.isVisible()]
        if not found:
            raise RobotFailure(f"the card {self.c.state.codec.short(card)} is not drawn in "
                               "any hand")
        return found[0]

    def panel_buttons(self) -> tuple[list, list]:
        panel = self.table.panel
        return list(panel.toggles), list(panel.buttons)


def label_of(widget: QWidget) -> str:
    return getattr(widget, "label", "") or widget.accessibleName() or type(widget).__name__


def describe_item(item: Any) -> str:
    name = getattr(item, "accessible_name", None)
    return name() if callable(name) else type(item).__name__
