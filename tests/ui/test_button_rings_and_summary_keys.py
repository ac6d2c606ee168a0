"""The keyboard's ring on the table's buttons, and Enter under a deal's summary, as a keyboard-
only tester found them: a picked choice (filled gold) lost its gold focus edge into its fill;
"Next deal" showed no ring though Enter pressed it, and the ring on the cream "Review this deal"
was faint; Enter on a focused summary button went on at once, past a summary just come."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
from test_keyboard_outline import keys_to_the_summary, seats

from tricktable.ui.action_panel import ChoiceButton
from tricktable.ui.dialog_keys import contrast
from tricktable.ui.summary_card import SummaryCard
from window_helpers import grabbed_with_and_without_focus

TIMEOUT_MS = 20_000


def _ring_on_fill(with_ring, without) -> float:
    """How far the ring stands out from the button's own fill: the most contrast of a pixel
    the ring changed, near the edge, where the button without it shows its fill (read beside
    its words, left of the middle)."""
    a, b = with_ring.toImage(), without.toImage()
    w, h = a.width(), a.height()
    fill = b.pixelColor(8, h // 2)

    def on_fill(c: QColor) -> bool:
        return max(abs(c.red() - fill.red()), abs(c.green() - fill.green()),
                   abs(c.blue() - fill.blue())) <= 12

    near = [(x, y) for x in range(w) for y in range(h) if min(x, y, w - 1 - x, h - 1 - y) <= 6]
    changed = [a.pixelColor(x, y) for x, y in near
               if on_fill(b.pixelColor(x, y)) and a.pixelColor(x, y) != b.pixelColor(x, y)]
    return max((contrast(c, fill) for c in changed), default=1.0)


def test_a_picked_choice_with_the_keyboard_on_it_shows_a_ring_that_stands_out_from_its_gold(
        qtbot):
    """A picked taking is filled gold, and the focus's edge (gold, then white) was lost in it."""
    holder = QWidget()
    holder.setStyleSheet("background: #1d5a36;")
    qtbot.addWidget(holder)
    button = ChoiceButton("Spade catch", "the spades' holder", 16, checkable=True)
    QVBoxLayout(holder).addWidget(button)
    other = ChoiceButton("No announcement", "", 16)
    holder.layout().addWidget(other)
    button.setChecked(True)
    holder.show()
    qtbot.waitExposed(holder)
    holder.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is holder, timeout=3_000)
    ringed, plain = grabbed_with_and_without_focus(qtbot, button, other)
    assert _ring_on_fill(ringed, plain) >= 3.0, \
        "no ring to see on the picked choice with the keyboard"


def test_next_deal_is_ringed_while_enter_presses_it_and_the_review_ring_stands_out(
        make_table, qtbot):
    """Under the summary, Enter goes to the next deal: "Next deal" is drawn with the ring from
    the start (it had none until Tab came round to it); Tab to "Review this deal" moves the
    ring there, clear on the cream card."""
    c, table = make_table()
    c.new_game("young-hunter", {}, seats(4), seed=3)
    keys_to_the_summary(qtbot, c, table)
    card = table.felt.summary_card
    qtbot.waitUntil(lambda: table.felt.summary_proxy.isVisible(), timeout=TIMEOUT_MS)
    qtbot.wait(50)
    assert not card.button.hasFocus() and not card.review_button.hasFocus()
    next_first, review_plain = card.button.grab(), card.review_button.grab()
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert card.review_button.hasFocus()
    qtbot.wait(50)
    assert _ring_on_fill(next_first, card.button.grab()) >= 3.0, \
        "Next deal showed no ring though Enter presses it"
    assert _ring_on_fill(card.review_button.grab(), review_plain) >= 3.0, \
        "the ring on Review this deal is faint on the cream card"


def test_enter_on_a_focused_summary_button_as_the_summary_comes_is_let_go(
        make_table, qtbot, monkeypatch):
    """Enter on the summary's focused "Next deal" went on at once, the summary's first moments'
    grace skipped: a key pressed for the play went past it. Let go within the grace (nothing
    happens), it goes on after."""
    monkeypatch.setattr(SummaryCard, "ENTER_GRACE_MS", 600)
    c, table = make_table()
    c.new_game("young-hunter", {}, seats(4), seed=3)
    keys_to_the_summary(qtbot, c, table)
    card = table.felt.summary_card
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    qtbot.keyClick(card.review_button, Qt.Key.Key_Tab)
    assert card.button.hasFocus()
    qtbot.keyClick(card.button, Qt.Key.Key_Return)
    qtbot.keyClick(card.button, Qt.Key.Key_Space)
    assert card.in_grace(), "the test was too slow to press within the grace"
    qtbot.wait(100)
    assert table.felt.summary is not None, "Enter as the summary came went past it"
    qtbot.waitUntil(lambda: not card.in_grace(), timeout=3_000)
    qtbot.keyClick(card.button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.felt.summary is None, timeout=TIMEOUT_MS)
