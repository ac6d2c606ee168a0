"""The final standings box at a game's end, as a person sees it: at 1280 x 720 the window
manager cut its title ("Heart Hunter: … r — Trick Table"), the box made narrower than the title
it was sized for once its text was made smaller to fit the felt; and its buttons, like the
score sheet's Close, looked the same with the keyboard on them and off it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel
from test_final_standings_place import _last_card_of_the_game
from test_score_sheet_long_names import open_sheet

from tricktable.ui.dialog_keys import contrast
from window_helpers import (
    click_card,
    grabbed_with_and_without_focus,
    person_and_computers,
    show_window,
    wait_for_person,
)

#: what a title bar keeps beside its title: its buttons and the window's icon
TITLE_BAR_BUTTONS = 120
#: the name the program gives itself (``app.APP_NAME``), which Qt adds to a window's title
APP = "Trick Table"


def shown_title(dialog) -> str:
    """The title as the window manager is given it: with the application's name after it, as
    Qt adds it unless the title already ends with it."""
    title = dialog.windowTitle()
    return title if title.endswith(APP) else f"{title} — {APP}"


def _standings_at_the_end(qtbot, worker, size: tuple[int, int]):
    """Heart Hunter's last card played by the person in a window of ``size``: the window and
    its final standings box, placed on the felt."""
    doc = _last_card_of_the_game("heart-hunter", 7)
    w = show_window(qtbot, worker, size=size)
    w.controller.load_record(doc)
    wait_for_person(qtbot, w)
    click_card(qtbot, w, next(i.card for i in w.table.model.hands[0].items))
    qtbot.waitUntil(lambda: w.game_over_dialog is not None and w.game_over_dialog.isVisible(),
                    timeout=10_000)
    qtbot.waitUntil(lambda: w.table.felt.summary_proxy.isVisible(), timeout=5_000)
    qtbot.wait(400)  # placed again once framed
    return w, w.game_over_dialog


def test_the_final_standings_title_fits_its_title_bar_at_1280_by_720(qtbot, worker, home):
    """The box is made smaller to fit beside the last summary, and its least width, kept for
    its whole title, was made smaller with its text: the title bar cut the title. The title is
    now short ("Final standings"; the game is named in the box), and the box never narrower
    than its title bar needs."""
    w, dlg = _standings_at_the_end(qtbot, worker, (1280, 720))
    bold = QFont(QApplication.font())
    bold.setBold(True)  # as most title bars draw it
    title = shown_title(dlg)
    widths = [QFontMetrics(f).horizontalAdvance(title) for f in (QApplication.font(), bold)]
    size, words = dlg.width(), [label.text() for label in dlg.findChildren(QLabel)]
    dlg.close()
    w.controller.shutdown()
    assert max(widths) < size - TITLE_BAR_BUTTONS, (title, widths, size)
    assert any("Heart Hunter" in text for text in words), \
        "the box names the game its title no longer names"


def _ring_inks(with_ring, without, depth: int = 4) -> list[QColor]:
    """The colours of the pixels within ``depth`` of the grabbed button's edge that the ring
    changed."""
    a, b = with_ring.toImage(), without.toImage()
    w, h = a.width(), a.height()
    near = [(x, y) for x in range(w) for y in range(h)
            if min(x, y, w - 1 - x, h - 1 - y) < depth]
    return [a.pixelColor(x, y) for x, y in near if a.pixelColor(x, y) != b.pixelColor(x, y)]


def _stands_out(dialog, with_ring, without) -> bool:
    """Whether a ring the keyboard brings stands out from the dialog's background (3:1)."""
    back = dialog.palette().color(dialog.backgroundRole())
    return max((contrast(c, back) for c in _ring_inks(with_ring, without)), default=1.0) >= 3.0


def _active(qtbot, window) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3_000)


def test_tab_between_the_final_standings_buttons_moves_a_ring_that_can_be_seen(
        qtbot, worker, home):
    """"Close" is the box's default button, and the style draws a focused button as it draws
    the default one: Tab to "Play again" and back changed nothing to see on Close. With the
    keyboard on either button, a ring stands out round it."""
    w, dlg = _standings_at_the_end(qtbot, worker, (1280, 800))
    try:
        _active(qtbot, dlg)
        for button, other in ((dlg.close_button, dlg.again), (dlg.again, dlg.close_button)):
            ringed, plain = grabbed_with_and_without_focus(qtbot, button, other)
            assert _stands_out(dlg, ringed, plain), \
                f"{button.text()!r} looks the same with the keyboard on it and off it"
    finally:
        dlg.close()
        w.controller.shutdown()


def test_the_score_sheets_close_is_ringed_while_the_keyboard_is_on_it(qtbot, worker, home):
    """Ctrl+H, then Tab: the sheet's Close (the only thing Tab reaches) looked the same with
    the keyboard on it as after the focus left it."""
    w = show_window(qtbot, worker)
    w.start_game("heart-hunter", {}, person_and_computers(), seed=3)
    wait_for_person(qtbot, w)
    sheet = open_sheet(qtbot, w)
    try:
        _active(qtbot, sheet)
        close = sheet.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
        qtbot.keyClick(QApplication.focusWidget() or sheet, Qt.Key.Key_Tab)
        assert close.hasFocus()
        qtbot.wait(20)
        ringed = close.grab()
        close.clearFocus()  # as when the person's keyboard goes to another window
        qtbot.wait(20)
        assert _stands_out(sheet, ringed, close.grab()), \
            "Close looks the same with the keyboard on it and off it"
    finally:
        sheet.close()
        w.controller.shutdown()
