"""The monkey: the real window driven by random clicks, drags, key presses, resizes and menu
choices, with a person at seat 0 in every game, for a fixed time and seed.

What fails a run: an exception anywhere (``sys.excepthook`` and exceptions in Qt's virtual
methods), a Qt critical or fatal message, a Qt warning that is not on the short list of platform
notices below, or one event taking longer than ``HANG_S`` (a hang). Modal dialogs and menus that a
random key or menu choice opens are closed by a timer that runs inside their own event loop, so
nothing waits for a person who is not there.

Qt is imported here, so this module is only for the window's tests and the drill command.
"""

from __future__ import annotations

import random
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from ..ai.decisions import moves_made

#: one event taking longer than this is a hang
HANG_S = 20.0
#: Qt warnings that say something about the offscreen platform, not about the table
_PLATFORM_NOTICES = ("propagateSizeHints", "QFont::setPointSize", "offscreen",
                     "QWindowsWindow", "This plugin does not support")
KEYS: tuple[tuple[Qt.Key, Qt.KeyboardModifier], ...] = tuple(
    [(k, Qt.KeyboardModifier.NoModifier) for k in (
        Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return,
        Qt.Key.Key_Enter, Qt.Key.Key_Escape, Qt.Key.Key_Space, Qt.Key.Key_H, Qt.Key.Key_L,
        Qt.Key.Key_F11, Qt.Key.Key_F9, Qt.Key.Key_Tab, Qt.Key.Key_1, Qt.Key.Key_2,
        Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Backspace)]
    + [(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
       (Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)])
#: menu entries the monkey never chooses (closing the window ends the run, not a failure)
_NEVER = ("quit", "exit", "close")


@dataclass
class MonkeyReport:
    """What a run did and everything that went wrong."""

    events: int = 0
    games_started: int = 0
    games_finished: int = 0
    summaries_seen: int = 0
    actions_seen: int = 0
    dialogs_closed: int = 0
    failures: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)

    def summary(self) -> str:
        kinds = ", ".join(f"{k} {v}" for k, v in sorted(self.counts.items()))
        return (f"{self.events} events ({kinds}); {self.games_started} games started, "
                f"{self.games_finished} finished, {self.summaries_seen} deal summaries shown, "
                f"{self.actions_seen} actions played; "
                f"{self.dialogs_closed} dialogs closed; "
                f"{len(self.failures)} failures")


class _Watch:
    """Collects exceptions and Qt messages while installed."""

    def __init__(self, report: MonkeyReport) -> None:
        self.report = report
        self._old_hook = None
        self._old_handler = None

    def __enter__(self) -> _Watch:
        self._old_hook = sys.excepthook
        sys.excepthook = self._hook
        self._old_handler = qInstallMessageHandler(self._message)
        return self

    def __exit__(self, *_exc) -> None:
        sys.excepthook = self._old_hook
        qInstallMessageHandler(self._old_handler)

    def _hook(self, kind, value, tb) -> None:
        self.report.failures.append("exception: " + "".join(
            traceback.format_exception(kind, value, tb))[-2000:])

    def _message(self, mode, _context, message) -> None:
        if mode in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            self.report.failures.append(f"Qt critical: {message}")
        elif mode == QtMsgType.QtWarningMsg:
            if any(n in message for n in _PLATFORM_NOTICES):
                self.report.warnings.append(message)
            else:
                self.report.failures.append(f"Qt warning: {message}")


class Monkey:
    """Random input to one window; see the module docstring."""

    def __init__(self, window, seed: int, report: MonkeyReport | None = None) -> None:
        self.window = window
        self.rng = random.Random(seed)
        self.report = report or MonkeyReport()
        self._closer = QTimer()
        self._closer.setInterval(150)
        self._closer.timeout.connect(self._close_blocking)

    # ------------------------------------------------------------------ running
    def run(self, game_id: str, options: dict, seconds: float,
            seats_for: Callable[[int], list]) -> MonkeyReport:
        """Play ``game_id`` (new games as each ends) for ``seconds`` of random input."""
        w = self.window
        self._new_game(game_id, options, seats_for)
        end = time.monotonic() + seconds
        summary_up = False
        self._closer.start()
        with _Watch(self.report):
            try:
                while time.monotonic() < end and not self.report.failures:
                    state = w.controller.state
                    if state is None or state.game_over:
                        if state is not None:
                            self.report.games_finished += 1
                            self.report.actions_seen += moves_made(state)
                        self._new_game(game_id, options, seats_for)
                    started = time.monotonic()
                    try:
                        self._one_event()
                    except Exception:
                        self.report.failures.append("exception: "
                                                    + traceback.format_exc()[-2000:])
                    took = time.monotonic() - started
                    if took > HANG_S:
                        self.report.failures.append(f"hang: one event took {took:.1f} s")
                    self.report.events += 1
                    shown = self._summary_shown()
                    if shown and not summary_up:
                        self.report.summaries_seen += 1
                    summary_up = shown
            finally:
                self._closer.stop()
                self._close_blocking()
                state = w.controller.state
                if state is not None and not state.game_over:
                    self.report.actions_seen += moves_made(state)
        return self.report

    def _new_game(self, game_id: str, options: dict, seats_for) -> None:
        from ..games.registry import get_rules

        rules = get_rules(game_id)
        players = rules.players_for(rules.options(**options))
        self.window.start_game(game_id, dict(options), seats_for(players),
                               self.rng.randrange(2**31))
        self.report.games_started += 1

    def _summary_shown(self) -> bool:
        proxy = getattr(self.window.table.felt, "summary_proxy", None)
        return proxy is not None and proxy.isVisible()

    def _count(self, kind: str) -> None:
        self.report.counts[kind] = self.report.counts.get(kind, 0) + 1

    def _one_event(self) -> None:
        held = next((a for a in self._menu_actions() if a.isCheckable() and a.isChecked()
                     and "pause" in a.text().lower()), None)
        if held is not None and self.rng.random() < 0.3:
            held.trigger()  # as a person does, who paused the game a moment (it stayed held)
            self._count("resume")
            return
        roll = self.rng.random()
        if roll < 0.25:
            self._click_something()
        elif roll < 0.35:
            self._play()
        elif roll < 0.40:
            self._drag()
        elif roll < 0.65:
            self._key()
        elif roll < 0.68:
            self._resize()
        elif roll < 0.71:
            self._menu_choice()
        elif roll < 0.80:
            self._follow_hint()
        else:
            self._count("wait")
            QTest.qWait(self.rng.choice((5, 20, 60, 150)))
        QApplication.processEvents()

    # ------------------------------------------------------------------ events
    def _button_points(self) -> list[QPoint]:
        """Where the table's decision panel and deal summary show enabled buttons."""
        table = self.window.table
        points = []
        for proxy in (table.panel_proxy, table.felt.summary_proxy):
            if proxy is None or not proxy.isVisible() or proxy.widget() is None:
                continue
            host = proxy.widget()
            for button in host.findChildren(QAbstractButton):
                if button.isVisible() and button.isEnabled():
                    at = button.mapTo(host, button.rect().center())
                    scene = proxy.mapToScene(QPointF(at.x(), at.y()))
                    points.append(table.mapFromScene(scene))
        return points

    def _viewport_point(self) -> QPoint:
        """A point on something drawn (a button, a card, a plate), else anywhere on the table."""
        table = self.window.table
        vp = table.viewport()
        buttons = self._button_points()
        if buttons and self.rng.random() < 0.5:
            return self.rng.choice(buttons)
        items = [i for i in table.scene().items() if i.isVisible()]
        if items and self.rng.random() < 0.8:
            item = self.rng.choice(items)
            centre = item.sceneBoundingRect().center()
            p = table.mapFromScene(QPointF(centre.x(), centre.y()))
            if 0 <= p.x() < vp.width() and 0 <= p.y() < vp.height():
                return p
        return QPoint(self.rng.randrange(max(1, vp.width())),
                      self.rng.randrange(max(1, vp.height())))

    def _click_something(self) -> None:
        self._count("click")
        vp = self.window.table.viewport()
        button = (Qt.MouseButton.LeftButton if self.rng.random() < 0.9
                  else Qt.MouseButton.RightButton)
        point = self._viewport_point()
        if self.rng.random() < 0.1:
            QTest.mouseDClick(vp, button, Qt.KeyboardModifier.NoModifier, point)
            # QTest's double click ends on the second press: Qt then holds the button down for
            # the rest of the process (QApplication.mouseButtons()), and later clicks on the
            # decision panel's widgets went astray. A person's double click ends with a release.
            QTest.mouseRelease(vp, button, Qt.KeyboardModifier.NoModifier, point)
        else:
            QTest.mouseClick(vp, button, Qt.KeyboardModifier.NoModifier, point)

    def _play(self) -> None:
        """A click on a card the table offers (legal or greyed out) or on an enabled button of
        the decision panel or the deal summary, as a person who plays on does: random clicks
        alone seldom finish a deal, and the summaries and game ends need visiting too."""
        table = self.window.table
        cards = [i for i in table.scene().items()
                 if getattr(i, "interactive", False) and i.isVisible()]
        buttons = self._button_points()
        vp = table.viewport()
        if cards and (not buttons or self.rng.random() < 0.7):
            self._count("play card")
            centre = self.rng.choice(cards).sceneBoundingRect().center()
            point = table.mapFromScene(QPointF(centre.x(), centre.y()))
        elif buttons:
            self._count("play button")
            point = self.rng.choice(buttons)
        else:
            self._count("wait")
            QTest.qWait(20)
            return
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)

    def _drag(self) -> None:
        self._count("drag")
        vp = self.window.table.viewport()
        a, b = self._viewport_point(), self._viewport_point()
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
        for step in range(1, 5):
            QTest.mouseMove(vp, a + (b - a) * step / 4)
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)

    def _key(self) -> None:
        self._count("key")
        key, modifier = self.rng.choice(KEYS)
        target = QApplication.focusWidget() or self.window
        if not target.isVisible():
            target = self.window
        QTest.keyClick(target, key, modifier)

    def _follow_hint(self) -> None:
        """H then Enter, as a person who takes the hint does: keeps the game moving on, so the
        monkey also reaches deal summaries and game ends."""
        self._count("hint+enter")
        target = self.window.table
        QTest.keyClick(target, Qt.Key.Key_H)
        QTest.qWait(10)
        QTest.keyClick(QApplication.focusWidget() or target, Qt.Key.Key_Return)

    def _resize(self) -> None:
        self._count("resize")
        w = self.window
        if w.isFullScreen() and self.rng.random() < 0.5:
            w.showNormal()
        w.resize(self.rng.randrange(800, 1920), self.rng.randrange(500, 1100))

    def _menu_choice(self) -> None:
        actions = [a for a in self._menu_actions() if a.isEnabled() and a.isVisible()
                   and not any(n in a.text().lower() for n in _NEVER)]
        if actions:
            self._count("menu")
            self.rng.choice(actions).trigger()

    def _menu_actions(self) -> list[QAction]:
        found: list[QAction] = []

        def walk(menu_actions) -> None:
            for a in menu_actions:
                if a.menu() is not None:
                    walk(a.menu().actions())
                elif not a.isSeparator():
                    found.append(a)

        walk(self.window.menuBar().actions())
        return found

    # ------------------------------------------------------------------ dialogs
    def _close_blocking(self) -> None:
        """Close what would wait for a person: a popup menu or a modal dialog (after a moment,
        so the dialog has been shown and used a little)."""
        popup = QApplication.activePopupWidget()
        if popup is not None:
            popup.close()
            self.report.dialogs_closed += 1
        modal: QWidget | None = QApplication.activeModalWidget()
        if modal is not None and modal is not self.window:
            if self.rng.random() < 0.5:
                QTest.keyClick(modal, Qt.Key.Key_Escape)
            if modal.isVisible():
                modal.close()
            self.report.dialogs_closed += 1


def person_and_computers(players: int) -> list:
    """The person at seat 0 and rule-based computers elsewhere."""
    from ..settings import Seat

    return [Seat("You", "human")] + [Seat(f"Computer {i}", "computer", "rule")
                                     for i in range(1, players)]
