"""The felt's reading text follows the desktop's text size: a person who chose larger text got
larger dialogs, menus and score panel, and the same small decision panel and hints on the felt."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QLabel

from tricktable.settings import Seat
from window_helpers import desktop_text, show_window, wait_for_person


def _panel_title_px(w) -> int:
    title = w.table.panel.findChildren(QLabel)[0]
    return QFontInfo(title.font()).pixelSize()


def test_a_larger_desktop_text_makes_the_panel_and_hints_larger_and_keeps_the_plates(
        qtbot, worker, home):
    app = QApplication.instance()
    old = app.font()
    w = show_window(qtbot, worker)
    try:
        # Young Hunter, the person left of the dealer: the first thing up is their announcement
        seats = [Seat("You", "human"), Seat("West", "computer"), Seat("North", "computer"),
                 Seat("East", "computer")]
        w.start_game("young-hunter", {}, seats, seed=5)
        wait_for_person(qtbot, w)
        qtbot.waitUntil(w.table.panel_proxy.isVisible, timeout=5_000)
        plain_px, plain_w = _panel_title_px(w), w.table.panel_proxy.size().width()
        plate = w.table.felt.plates[0].boundingRect()
        base = w.table.model.lay.font_px

        larger = app.font()
        larger.setPixelSize(round(QFontInfo(old).pixelSize() * 1.45))
        app.setFont(larger)  # the desktop's text made larger while the game is up
        qtbot.waitUntil(lambda: w.table.model.text_scale > 1.2, timeout=3_000)
        qtbot.waitUntil(lambda: _panel_title_px(w) > plain_px * 1.2, timeout=3_000)
        assert w.table.panel_proxy.size().width() > plain_w
        assert w.table.model.lay.font_px == base and \
            w.table.felt.plates[0].boundingRect() == plate, "the plates keep the table's size"

        qtbot.keyClick(w.table, Qt.Key.Key_H)  # a hint, in the larger text too
        toast = w.table.felt.toast
        qtbot.waitUntil(lambda: toast.isVisible() and toast.text.startswith("Hint:"),
                        timeout=15_000)
        assert toast.boundingRect().width() <= w.table.model.lay.toast.w + 1
    finally:
        app.setFont(old)
        w.controller.shutdown()
    qtbot.waitUntil(lambda: w.table.model.text_scale == 1.0, timeout=3_000)


def test_the_final_standings_title_is_larger_also_under_a_desktop_font_set_in_pixels(qtbot):
    """A desktop font given in pixels has no point size (-1): "Final standings" was scaled in
    points, Qt refused the negative size, and the title stood at the body's size."""
    from tricktable.ui.dialogs import GameOverDialog

    with desktop_text(15):
        dlg = GameOverDialog(["You", "West", "North", "East"], [0], [10, 20, 30, 40],
                             "Heart Hunter", None, lower_is_better=True)
        qtbot.addWidget(dlg)
        head = next(label for label in dlg.findChildren(QLabel)
                    if label.text() == "Final standings")
        assert QFontInfo(head.font()).pixelSize() == 24
