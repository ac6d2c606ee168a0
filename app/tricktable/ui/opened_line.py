"""Where play stands in a game brought back (opened or resumed), in the status bar.

Why apart from the window: the line ("Resumed: deal 2, trick 3, with you to play. Last trick:
East took it with the 10♠.") is true only until play moves on. It stayed its ten seconds after
the person and West had played (a tester read "with you to play" with West to play); gone at
the first move, a computer's move at once after a resume took it before it was read. So it
stays a few seconds at least, and goes then if play has moved on meanwhile (else with the first
move after that).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QStatusBar

#: how long the line stays at least (seconds), whatever moves, and at most (ms)
READ_S = 3.0
SHOWN_MS = 10_000


class OpenedLine:
    """The line and when it was said; ``line`` is "" once play has moved on."""

    def __init__(self, bar: QStatusBar) -> None:
        self.bar = bar
        self.line = ""
        self._at = 0.0
        self._later = QTimer(bar)
        self._later.setSingleShot(True)
        self._later.timeout.connect(self._go)

    def say(self, line: str) -> None:
        self.line, self._at = line, time.monotonic()
        self._later.stop()
        self.bar.showMessage(line, SHOWN_MS)

    def play_moved_on(self) -> None:
        """A move was shown: the line goes, once it has been up ``READ_S``."""
        if not self.line:
            return
        left = READ_S - (time.monotonic() - self._at)
        if left > 0:
            self._later.start(int(left * 1000) + 1)
        else:
            self._go()

    def _go(self) -> None:
        if self.bar.currentMessage() == self.line:
            self.bar.clearMessage()
        self.line = ""
