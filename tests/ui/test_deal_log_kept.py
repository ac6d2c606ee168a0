"""The deal log open when the program was left was not open at the next start. It was kept only
as the window closed, so a program killed after the log was opened (its terminal closed) lost
it, and a window closed at the Resume question, before a game came to be logged, wrote it
closed. It is now kept a second after it is opened or closed, as the window's size is, and a
log still waiting for its game keeps what was kept."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from tricktable import settings as store
from tricktable.ui.main_window import MainWindow
from window_helpers import key_to_window


def started(qtbot, worker, settings: store.Settings) -> MainWindow:
    """A main window as the program starts one: placed and its panels as kept, shown, then
    what a start does (the saved game offered back, or a game dealt)."""
    w = MainWindow(settings, worker=worker)
    qtbot.addWidget(w)
    w.restore_size()
    w.show()
    qtbot.waitExposed(w)
    w.start([], False)
    return w


def kept() -> dict:
    return store.load_settings()[0].window if store.paths()["settings"].exists() else {}


def resume_question(qtbot) -> QMessageBox:
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), QMessageBox),
                    timeout=5_000)
    return QApplication.activeModalWidget()


def test_the_deal_log_opened_is_kept_within_a_second_not_only_at_closing(
        qtbot, worker, home):
    w = started(qtbot, worker, store.Settings())
    qtbot.waitUntil(lambda: w.controller.facts() is not None, timeout=5_000)
    assert not kept().get("log")
    key_to_window(qtbot, w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert w.deal_log_panel is not None and w.deal_log_panel.isVisible()
    qtbot.waitUntil(lambda: kept().get("log") is True, timeout=5_000)
    # Ctrl+L on the shown log gives it the keys, and Ctrl+L in it closes it
    for _ in range(2):
        key_to_window(qtbot, w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: kept().get("log") is False, timeout=5_000)
    w.controller.shutdown()


def test_a_window_closed_at_the_resume_question_keeps_the_deal_log_for_the_next_start(
        qtbot, worker, home):
    settings = store.Settings()
    settings.window = {"log": True}
    first = started(qtbot, worker, settings)  # no saved game: one is dealt, the log shows
    c = first.controller
    qtbot.waitUntil(lambda: first.deal_log_panel is not None
                    and first.deal_log_panel.isVisible(), timeout=5_000)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and first.table.animations_idle(),
                    timeout=10_000)
    c.submit(c.legal_actions()[0])  # a game to resume
    first.close()
    second = started(qtbot, worker, store.load_settings()[0])
    left = resume_question(qtbot)
    second.close()  # left at the question: no game was logged in this run
    left.close()
    assert kept().get("log") is True
    third = started(qtbot, worker, store.load_settings()[0])
    box = resume_question(qtbot)
    resume = next(b for b in box.buttons() if b.text().replace("&", "") == "Resume")
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: third.deal_log_panel is not None
                    and third.deal_log_panel.isVisible(), timeout=5_000)
    third.controller.shutdown()
