"""The deal review window is not modal: the game goes on while it is open. Its chooser listed
the deals finished when it opened, and a deal finished meanwhile could be reviewed only after
closing and reopening it; the summary's "Review this deal" opened a second window beside it
(both then showed whichever searched sheet came last); an undo while it searched dropped the
searched sheet (the window said "Working it out" for good); and a new game left it open on the
old game's deals, its chooser asking the new game for them."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tricktable.ui.dialog_new_game import NewGameDialog
from tricktable.ui.dialog_review import ReviewDialog
from window_helpers import click_card, key_to_window, load_at, press_review, show_window

#: the review's searches take a few seconds of the worker's CPU; the test machine may be busy
REVIEW_TIMEOUT_MS = 90_000
#: the window's behaviour is tested here, not the search's strength
SCALE = 0.04


def _at_the_last_card_of_deal_2(st) -> bool:
    return len(st.history) == 1 and st.to_act == 0 and st.hands[0].bit_count() == 1


def _review_open_before_deal_2_ends(qtbot, worker):
    """A Heart Hunter game opened at the person's last card of deal 2, and Ctrl+R: the window
    and its dialog, at deal 1 (the one finished)."""
    w = show_window(qtbot, worker)
    w.controller.review_scale = SCALE
    load_at(qtbot, w, "heart-hunter", {}, 0, _at_the_last_card_of_deal_2)
    dlg = press_review(qtbot, w)
    assert _items(dlg) == ["Deal 1"] and dlg.sheet.title == "Heart Hunter, deal 1"
    return w, dlg


def _items(dlg: ReviewDialog) -> list[str]:
    return [dlg.deal.itemText(i) for i in range(dlg.deal.count())]


def _last_card(qtbot, w) -> None:
    """The person clicks their last card; deal 2's summary shows."""
    click_card(qtbot, w, w.controller.legal_actions()[0].card)
    qtbot.waitUntil(lambda: w.table.felt.summary_proxy.isVisible(), timeout=10_000)
    assert len(w.controller.state.history) == 2


def test_a_deal_finished_while_the_review_is_open_joins_its_chooser_at_once(
        qtbot, worker, home):
    """Deal 2 ends while the review shows deal 1: "Deal 2" is in the chooser at once, and
    deal 1 stays shown, its searched sheet coming as it would. Ctrl+Z at deal 2's summary
    takes deal 2 back: it leaves the chooser."""
    w, dlg = _review_open_before_deal_2_ends(qtbot, worker)
    _last_card(qtbot, w)
    assert _items(dlg) == ["Deal 1", "Deal 2"]
    assert dlg.deal.currentText() == "Deal 1" and dlg.sheet.title == "Heart Hunter, deal 1"
    qtbot.waitUntil(lambda: dlg.sheet.complete, timeout=REVIEW_TIMEOUT_MS)
    assert dlg.sheet.title == "Heart Hunter, deal 1"
    key_to_window(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(w.controller.state.history) == 1, timeout=5_000)
    assert _items(dlg) == ["Deal 1"] and dlg.sheet.title == "Heart Hunter, deal 1"
    assert dlg.isVisible()
    dlg.close()
    w.controller.shutdown()


def test_the_summarys_review_button_brings_the_open_review_to_that_deal(qtbot, worker, home):
    """The review is open at deal 1 when deal 2 ends: its summary's "Review this deal" shows
    deal 2 in that window (a second window opened beside it), and its searched sheet comes."""
    w, dlg = _review_open_before_deal_2_ends(qtbot, worker)
    _last_card(qtbot, w)
    felt, table = w.table.felt, w.table
    qtbot.wait(300)  # the summary card settles in its place
    button = felt.summary_card.review_button  # clicked where it is drawn
    inside = button.mapTo(felt.summary_proxy.widget(), button.rect().center())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.mapFromScene(felt.summary_proxy.mapToScene(QPointF(inside))))
    qtbot.waitUntil(lambda: dlg.deal.currentText() == "Deal 2", timeout=5_000)
    assert [d for d in w.findChildren(ReviewDialog) if d.isVisible()] == [dlg]
    assert w.last_dialog is dlg and dlg.sheet.title == "Heart Hunter, deal 2"
    qtbot.waitUntil(lambda: dlg.sheet.complete, timeout=REVIEW_TIMEOUT_MS)
    assert dlg.sheet.title == "Heart Hunter, deal 2" and not dlg.busy.isVisible()
    dlg.close()
    w.controller.shutdown()


def test_an_undo_while_the_review_searches_still_brings_its_searched_sheet(qtbot, worker, home):
    """Ctrl+Z in deal 2 while the review of deal 1 is still searching: the undo dropped the
    searched sheet, and the window said "Working it out" for good. It comes all the same."""
    w, dlg = _review_open_before_deal_2_ends(qtbot, worker)
    assert not dlg.sheet.complete
    key_to_window(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.controller.state.hands[0].bit_count() == 2, timeout=5_000)
    assert _items(dlg) == ["Deal 1"]
    qtbot.waitUntil(lambda: dlg.sheet.complete, timeout=REVIEW_TIMEOUT_MS)
    assert dlg.sheet.title == "Heart Hunter, deal 1" and not dlg.busy.isVisible()
    dlg.close()
    w.controller.shutdown()


def test_a_new_game_closes_the_review_of_the_old_one_still_searching(qtbot, worker, home):
    """Game → New game while the review of the old game's deal 1 is still searching: the
    window closed nothing and went on saying "Working it out" about a game gone, its chooser
    asking the new game (which has no finished deal) for the old one's deals. It closes: the new
    game has no deal to review, and the old one's late searched sheet shows nowhere."""
    w, dlg = _review_open_before_deal_2_ends(qtbot, worker)
    assert not dlg.sheet.complete
    closed = []
    dlg.finished.connect(lambda _r: closed.append(True))
    key_to_window(qtbot, w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog),
                    timeout=3_000)
    choice = QApplication.activeModalWidget()
    qtbot.keyClick(choice, Qt.Key.Key_Return)  # OK, the dialog's default
    # the game in progress is not saved: "Start the new game" is asked for
    qtbot.waitUntil(lambda: getattr(w, "replace_box", None) is not None
                    and w.replace_box.isVisible(), timeout=3_000)
    start = next(b for b in w.replace_box.findChildren(QPushButton)
                 if b.text().replace("&", "") == "Start the new game")
    qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not w.controller.state.history, timeout=5_000)
    qtbot.waitUntil(lambda: bool(closed), timeout=3_000)
    assert not [d for d in w.findChildren(ReviewDialog) if d.isVisible()]
    qtbot.wait(3_000)  # the old game's search, had it gone on, would have answered by now
    assert not [d for d in w.findChildren(ReviewDialog) if d.isVisible()]
    assert not w.act_review.isEnabled()
    w.controller.shutdown()
