"""A keyboard-only tester pressed Enter over and over to play their cards: the press that played
the last card, its repeats and the next press a moment later all came as the deal's summary
showed. None of them may go on to the next deal: not a repeated key (``autorep``), nor a press
within the summary's first half second (it holds them a second); a press after that goes on."""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tricktable.ui.summary_card import SummaryCard
from window_helpers import load_at, show_window

#: the summary's grace as shipped, read before the tests' conftest sets it to 0
SHIPPED_GRACE_MS = SummaryCard.ENTER_GRACE_MS


def test_enter_pressed_again_and_again_through_the_last_card_leaves_the_summary_up(
        qtbot, worker, home, monkeypatch):
    assert SHIPPED_GRACE_MS >= 500, "a press right after the summary came went past it"
    monkeypatch.setattr(SummaryCard, "ENTER_GRACE_MS", SHIPPED_GRACE_MS)
    w = show_window(qtbot, worker, speed="fast", size=(1366, 768))
    load_at(qtbot, w, "heart-hunter", {}, 0, lambda st: st.to_act == 0
            and st.stage == "play" and bin(st.hands[0]).count("1") == 1)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    w.table.setFocus()
    felt = w.table.felt
    # Return every 100 ms: the first outlines the last card, the next plays it, the rest
    # come as the trick is taken and the summary shows
    came = None
    for _ in range(100):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        qtbot.wait(100)
        if felt.summary is not None and came is None:
            came = time.monotonic()
        if came is not None and time.monotonic() - came >= 0.5:
            break
    assert came is not None, "the deal never ended"
    assert felt.summary is not None, "Return pressed as the summary came went past it"
    qtbot.waitUntil(lambda: not felt.summary_card.in_grace(), timeout=3_000)
    # the key held down: its repeats (a release and a press, marked so) never go on
    target = QApplication.focusWidget()
    for _ in range(10):
        for kind in (QEvent.Type.KeyRelease, QEvent.Type.KeyPress):
            QApplication.sendEvent(target, QKeyEvent(kind, Qt.Key.Key_Return,
                                                     Qt.KeyboardModifier.NoModifier, "\r",
                                                     True))
        qtbot.wait(30)
        assert felt.summary is not None, "a repeated Return went past the summary"
    QTest.keyClick(target, Qt.Key.Key_Return)  # a later, fresh press goes on, as before
    qtbot.waitUntil(lambda: felt.summary is None, timeout=5_000)
