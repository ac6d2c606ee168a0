"""A keyboard-only tester closed the deal review, opened from a deal's summary, with Esc: the keys
were back on the summary's "Review this deal", and Enter opened the review again instead of
going on to the next deal (the keys' list says Enter under a summary is the next deal). The same
at the game's end with "New game…" and its dialog cancelled with Esc. Back from a dialog opened
there, the keys are the table's again, as before the person moved to the button: Enter goes to
the next deal, or at the game's end does what it did there (it says how to go on). And the
review opens with its focus ringed (two Tabs were needed to see any). Driven with keys."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QStyleOptionComboBox

from tricktable.presentation import status_line as sl
from tricktable.ui.dialog_new_game import NewGameDialog
from tricktable.ui.dialog_review import ReviewDialog
from tricktable.ui.main_window import MainWindow
from window_helpers import (
    assert_focus_ring_drawn,
    click_card,
    load_at,
    one_move_from_the_end,
    show_window,
)

TIMEOUT_MS = 20_000


def press(qtbot, w, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed in ``w``, once it is the active window, to the widget with the keys."""
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.keyClick(QApplication.focusWidget() or w, key, modifier)


def _summary_past_its_grace(qtbot, w: MainWindow) -> None:
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=TIMEOUT_MS)
    qtbot.wait(felt.summary_card.ENTER_GRACE_MS + 100)  # a key now is meant for the summary


def _tab_to(qtbot, w: MainWindow, button) -> None:
    for _ in range(4):
        if button.hasFocus():
            return
        press(qtbot, w, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {button.text()!r}")


def test_enter_after_the_review_closed_with_esc_goes_to_the_next_deal(qtbot, worker, home):
    w = show_window(qtbot, worker)
    w.controller.review_scale = 0.04
    load_at(qtbot, w, "heart-hunter", {"players": 3}, 0,
            lambda st: st.to_act == 0 and len(st.trick) == 2 and bin(st.hands[0]).count("1") == 1)
    click_card(qtbot, w, w.controller.legal_actions()[0].card)  # the deal's last card
    _summary_past_its_grace(qtbot, w)
    card = w.table.felt.summary_card
    w.table.setFocus()
    _tab_to(qtbot, w, card.review_button)
    press(qtbot, w, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: isinstance(getattr(w, "last_dialog", None), ReviewDialog)
                    and w.last_dialog.isVisible(), timeout=5_000)
    review = w.last_dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is review, timeout=3_000)
    qtbot.keyClick(QApplication.focusWidget() or review, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not review.isVisible(), timeout=3_000)
    assert w.controller.awaiting_continue
    assert not card.review_button.hasFocus(), "the keys came back to the review's button"
    press(qtbot, w, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not w.controller.awaiting_continue, timeout=5_000)
    assert not any(isinstance(d, ReviewDialog) and d.isVisible()
                   for d in QApplication.topLevelWidgets()), "Enter opened the review again"
    w.controller.shutdown()


def test_enter_after_new_game_cancelled_at_the_games_end_does_what_it_did_there(
        qtbot, worker, home):
    w = show_window(qtbot, worker)
    with qtbot.waitSignal(w.controller.gameFinished, timeout=TIMEOUT_MS):
        w.controller.load_record(one_move_from_the_end("heart-hunter", {"quick": True}))
    _summary_past_its_grace(qtbot, w)
    card = w.table.felt.summary_card
    w.table.setFocus()
    _tab_to(qtbot, w, card.new_button)
    press(qtbot, w, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog),
                    timeout=3_000)
    dialog = QApplication.activeModalWidget()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=3_000)
    qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3_000)
    assert not card.new_button.hasFocus(), "the keys came back to \"New game…\""
    w.statusBar().clearMessage()
    press(qtbot, w, Qt.Key.Key_Return)
    qtbot.wait(200)
    assert QApplication.activeModalWidget() is None, "Enter opened New game… again"
    assert w.controller.state.game_over and w.table.felt.summary_proxy.isVisible()
    assert w.statusBar().currentMessage() == sl.GAME_OVER_KEYS, "Enter at the end says so"
    w.controller.shutdown()


def test_the_review_opens_with_the_keys_ringed(qtbot, worker, home):
    """Ctrl+R: the review's deal chooser has the keys, and is drawn with the ring at once."""
    w = show_window(qtbot, worker)
    load_at(qtbot, w, "heart-hunter", {"players": 3}, 0,
            lambda st: st.to_act == 0 and len(st.trick) == 2 and bin(st.hands[0]).count("1") == 1)
    click_card(qtbot, w, w.controller.legal_actions()[0].card)
    _summary_past_its_grace(qtbot, w)
    press(qtbot, w, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(getattr(w, "last_dialog", None), ReviewDialog)
                    and w.last_dialog.isVisible(), timeout=5_000)
    review = w.last_dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is review, timeout=3_000)
    focused = review.focusWidget()
    assert isinstance(focused, QComboBox), focused
    assert_focus_ring_drawn(qtbot, review, focused, QStyleOptionComboBox,
                            "the review opened with nothing ringed")
    review.close()
    w.controller.shutdown()
