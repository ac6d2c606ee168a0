"""Enter answers a decision only from a run of presses begun after the decision was put up.

Why: a tester playing their cards quickly with Enter ran on through the hand's summary into
the next hand's contract ("Maggie chooses No Queens") and its redouble, none of them read:
the presses meant for the last cards went to decisions that came after them. Presses closer
together than ``RUN_GAP_S`` are one run (a person pressing on as fast as they can); a run
begun before a decision was shown does not answer it, and a pause that long starts a new one,
which does. A held key's repeats are the held-key guards' (``held_keys``).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QWidget

GO_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
#: presses this close together (seconds) are one run
RUN_GAP_S = 0.25


class EnterRuns(QObject):
    """The application's Enter presses, seen before any widget answers them."""

    def __init__(self) -> None:
        super().__init__()
        self.started = self.last = float("-inf")

    def eventFilter(self, watched, event) -> bool:  # Qt override
        if event.type() == QEvent.Type.KeyPress and event.key() in GO_KEYS \
                and not event.isAutoRepeat():
            now = time.monotonic()
            if now - self.last > RUN_GAP_S:
                self.started = now
            self.last = now
        return False


_RUNS: EnterRuns | None = None


def watch_enter_runs() -> EnterRuns:
    """The watcher, on the application from its first call on."""
    global _RUNS
    if _RUNS is None:
        _RUNS = EnterRuns()
        QApplication.instance().installEventFilter(_RUNS)
    return _RUNS


def meant_before(widget: QWidget | None) -> bool:
    """Whether the Enter run under way began before the decision ``widget`` belongs to was put
    up (the first of it and its parents with a ``shown_at``, ``time.monotonic`` seconds)."""
    while widget is not None and getattr(widget, "shown_at", None) is None:
        widget = widget.parentWidget()
    started = watch_enter_runs().started  # -inf: no press seen yet (watched from now on)
    return widget is not None and float("-inf") < started < widget.shown_at
