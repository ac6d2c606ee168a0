"""Focus rings a keyboard-only tester still could not see: a Settings check box reached by its
Alt letter took the focus with no ring; the deal review's Close looked the same with the
keyboard on it and off it; a greyed (refused) choice of the decision panel had a faint ring.
Driven with keys, the drawing checked by grabbing the widget with and without its focus."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)

from tricktable.settings import Settings
from tricktable.ui.action_panel import ChoiceButton
from tricktable.ui.dialog_keys import contrast
from tricktable.ui.dialog_settings import SettingsDialog
from window_helpers import (
    assert_focus_ring_drawn,
    grabbed_with_and_without_focus,
    load_at,
    press_review,
    ring_inks,
    show_window,
)

ALT = Qt.KeyboardModifier.AltModifier
FELT = QColor("#1d5a36")


def _active(qtbot, window) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3_000)


def test_a_settings_check_box_reached_by_its_alt_letter_shows_the_keyboards_ring(qtbot, home):
    """Alt+F ticked "Four-colour deck" and Alt+M "Check my plays", each taking the focus with
    nothing drawn round it: a button's own letter clicks it with a plain focus, and Qt rings
    the focus only after a key moved it."""
    dlg = SettingsDialog(Settings())
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    _active(qtbot, dlg)
    for name, letter in (("four_colour", Qt.Key.Key_F), ("check_plays", Qt.Key.Key_M)):
        box = dlg.switches[name]
        was = box.isChecked()
        qtbot.keyClick(dlg, letter, ALT)
        qtbot.waitUntil(lambda b=box, w=was: b.isChecked() != w, timeout=1_000)
        assert box.hasFocus()
        assert_focus_ring_drawn(qtbot, dlg, box, QStyleOptionButton,
                                f"no ring round {box.text()!r} reached by its Alt letter")
    dlg.reject()


def _at_the_last_card_of_deal_2(st) -> bool:
    return len(st.history) == 1 and st.to_act == 0 and st.hands[0].bit_count() == 1


def test_the_deal_reviews_close_button_is_ringed_while_the_keyboard_is_on_it(
        qtbot, worker, home):
    """The review's Close is its default button, and the style draws a focused button as it
    draws the default one: Tab to it changed nothing to see. With the keyboard on it, a ring
    stands out from the window round it."""
    w = show_window(qtbot, worker)
    w.controller.review_scale = 0.04
    load_at(qtbot, w, "heart-hunter", {}, 0, _at_the_last_card_of_deal_2)
    dlg = press_review(qtbot, w)
    _active(qtbot, dlg)
    close = dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    for _ in range(6):
        if close.hasFocus():
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert close.hasFocus()
    qtbot.wait(20)
    ringed = close.grab()
    qtbot.keyClick(close, Qt.Key.Key_Tab)
    assert not close.hasFocus()
    qtbot.wait(20)
    inks = ring_inks(ringed, close.grab())
    back = dlg.palette().color(dlg.backgroundRole())
    assert inks and max(contrast(c, back) for c in inks) >= 3.0, \
        "Close looks the same with the keyboard on it and off it"
    dlg.close()
    w.controller.shutdown()


def _ring_strength(qtbot, holder: QWidget, button: ChoiceButton, other: ChoiceButton) -> float:
    """How far the ring Tab draws round ``button`` stands out from the felt around it: the
    most contrast of a pixel near its edge that the ring changed."""
    ringed, plain = grabbed_with_and_without_focus(qtbot, button, other)
    return max((contrast(c, FELT) for c in ring_inks(ringed, plain, 3)), default=1.0)


def test_a_greyed_choice_with_the_keyboard_on_it_is_ringed_as_strongly_as_a_free_one(qtbot):
    """A choice the rules refuse is greyed yet reached by the keys: its ring was greyed with
    it, a thin dim line beside the white one of a free choice. Only its face and words are
    greyed now; the ring is drawn at full strength."""
    holder = QWidget()
    holder.setStyleSheet(f"background: {FELT.name()};")
    qtbot.addWidget(holder)
    free = ChoiceButton("Pass", "no contract", 16)
    refused = ChoiceButton("Trump", "a contract played already", 16)
    refused.refuse("You have played Trump already.")
    QVBoxLayout(holder)
    for button in (free, refused):
        holder.layout().addWidget(button)
    holder.show()
    qtbot.waitExposed(holder)
    _active(qtbot, holder)
    full = _ring_strength(qtbot, holder, free, refused)
    greyed = _ring_strength(qtbot, holder, refused, free)
    assert full >= 3.0
    assert greyed >= full * 0.9, f"the greyed choice's ring is faint: {greyed:.1f} to {full:.1f}"
