"""The deal review steps through a finished deal as a person does it: Next and Back clicked, the
→ ← keys, Home and End, and "Whole deal" back to the page of the whole deal. A tester who keeps
their games could not replay a finished deal: Review (Ctrl+R) was one page of the hands as dealt
and the tricks listed. The window stays non-modal and its chooser of deals keeps working."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from deals import rule_played
from tricktable.engine.record_write import make_record
from tricktable.ui.main_window import MainWindow
from window_helpers import press_review, show_window

SCALE = 0.04


def _opened(qtbot, worker, game: str, seed: int, deals: int, size=(1280, 800)):
    st = rule_played(game, seed, deals)
    players = [{"name": "You", "kind": "human"}] + [
        {"name": n, "kind": "computer", "level": "rule"}
        for n in ("North", "East", "West")[:st.num_players - 1]]
    w = show_window(qtbot, worker, size=size)
    w.controller.review_scale = SCALE
    w.controller.load_record(make_record(st, players))
    qtbot.waitUntil(lambda: w.table.felt.summary_proxy.isVisible(), timeout=10_000)
    dlg = press_review(qtbot, w)
    qtbot.waitUntil(lambda: dlg.sheet is not None, timeout=10_000)
    return st, w, dlg


def _click(qtbot, button) -> None:
    assert button.isVisible() and button.isEnabled()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=button.rect().center())


def _key(qtbot, dlg, key) -> None:
    """A key pressed where the keyboard is in the review window."""
    dlg.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dlg, timeout=3_000)
    target = QApplication.focusWidget() or dlg
    qtbot.keyClick(target, key)


def _where(dlg) -> str:
    return dlg.where.text()


def _page_hands(dlg) -> list[str]:
    """The cards of the page's hands (each hand one picture: ``hand:QS,2C?h=..``)."""
    return [code for codes in re.findall(r'src="hand:([^"?]+)\?', dlg.browser.toHtml())
            for code in codes.split(",")]


def test_next_back_and_the_keys_step_through_a_finished_deal(qtbot, worker, home):
    """From the whole deal, Next (clicked) shows the cards as dealt; Next again the first
    card led, with the hands one card fewer; → and ← step on and back wherever the keyboard
    is (the deal chooser has it when the window opens); End goes to the last card, Home to
    the first step; Back from the cards as dealt, or "Whole deal", brings the whole page
    back. The game goes on beside the window (not modal)."""
    st, w, dlg = _opened(qtbot, worker, "heart-hunter", 2, 1)
    log = st.history[0]
    steps = len(log.actions) + 1
    assert not dlg.isModal()
    assert "Could you have done better?" in dlg.browser.toPlainText()
    assert not dlg.back.isEnabled() and dlg.next.isEnabled()
    _click(qtbot, dlg.next)
    assert _where(dlg) == f"As dealt · step 1 of {steps}"
    assert len(_page_hands(dlg)) == 52 and "The hands as dealt" in dlg.browser.toPlainText()
    _click(qtbot, dlg.next)
    text = dlg.browser.toPlainText()
    assert _where(dlg) == f"Trick 1 · step 2 of {steps}"
    leader = log.actions[0][1]
    name = dlg.sheet.hands[leader][0]
    assert f"{name} led the" in text and "led" in text.split("The hands now")[0]
    assert len(_page_hands(dlg)) == 51
    dlg.deal.setFocus()  # where the window opens: the deal chooser
    _key(qtbot, dlg, Qt.Key.Key_Right)
    _key(qtbot, dlg, Qt.Key.Key_Right)
    _key(qtbot, dlg, Qt.Key.Key_Right)
    assert _where(dlg) == f"Trick 1 · step 5 of {steps}"
    assert "won it" in dlg.browser.toPlainText() and len(_page_hands(dlg)) == 48
    assert dlg.deal.currentIndex() == 0  # the chooser stayed on its deal
    dlg.browser.setFocus()
    _key(qtbot, dlg, Qt.Key.Key_Left)
    assert _where(dlg) == f"Trick 1 · step 4 of {steps}"
    _key(qtbot, dlg, Qt.Key.Key_End)
    assert _where(dlg).endswith(f"step {steps} of {steps}") and not dlg.next.isEnabled()
    assert _page_hands(dlg) == []  # every card played
    _key(qtbot, dlg, Qt.Key.Key_Home)
    assert _where(dlg) == f"As dealt · step 1 of {steps}"
    _click(qtbot, dlg.back)
    assert "Could you have done better?" in dlg.browser.toPlainText()
    assert not dlg.whole.isEnabled() and not dlg.back.isEnabled()
    _key(qtbot, dlg, Qt.Key.Key_Right)
    _key(qtbot, dlg, Qt.Key.Key_Right)
    _click(qtbot, dlg.whole)
    assert "Could you have done better?" in dlg.browser.toPlainText()
    assert isinstance(w, MainWindow) and w.isEnabled() and dlg.isVisible()


def test_stepping_through_barbu_dominoes_and_another_hand_chosen(qtbot, worker, home):
    """Barbu's Dominoes has no tricks: a step is a card laid or a pass, and the rows show;
    another hand chosen at the top while stepping shows that hand from its cards as dealt,
    its tricks step by step."""
    st, _w, dlg = _opened(qtbot, worker, "barbu", 1, 7, size=(1024, 640))
    assert not st.history[-1].tricks, "hand 7 of this game is Dominoes"
    for _ in range(8):
        _click(qtbot, dlg.next)
    text = dlg.browser.toPlainText()
    assert _where(dlg).startswith("Round 1 · step 8 of ")
    assert "The rows" in text and "West: pass." in text  # a pass is a step too
    # the hands low on a small window: scrolled to, they stay in sight step after step
    page = dlg.browser.viewport()
    QTest.mouseClick(page, Qt.MouseButton.LeftButton, pos=page.rect().center())
    _key(qtbot, dlg, Qt.Key.Key_PageDown)
    bar = dlg.browser.verticalScrollBar()
    at = bar.value()
    assert at > 0
    _key(qtbot, dlg, Qt.Key.Key_Right)
    assert " laid the " in dlg.browser.toPlainText() and bar.value() == at
    _click(qtbot, dlg.whole)
    assert bar.value() == 0  # the whole deal's page from its top
    _click(qtbot, dlg.next)
    dlg.deal.setFocus()
    dlg.deal.setCurrentIndex(0)  # hand 1, a trick contract
    qtbot.waitUntil(lambda: dlg.sheet.title.startswith("Barbu, hand 1"), timeout=10_000)
    assert _where(dlg).startswith("As dealt · step 1 of ")
    # a click in the page: End there is the last step's (on the chooser, the last hand's)
    page = dlg.browser.viewport()
    QTest.mouseClick(page, Qt.MouseButton.LeftButton, pos=page.rect().center())
    _key(qtbot, dlg, Qt.Key.Key_End)
    assert _where(dlg).startswith("Trick 13 · ")
    assert "won it" in dlg.browser.toPlainText()


def test_a_hand_picked_from_the_list_hands_the_keys_to_its_page(qtbot, worker, home):
    """Barbu's review is the "Hand review", as every word in it says. A hand picked from the
    list: Home and End then step through it (they picked another hand on the list, which
    still had the keys: a tester)."""
    _st, _w, dlg = _opened(qtbot, worker, "barbu", 1, 2)
    assert dlg.windowTitle() == "Hand review"
    _click(qtbot, dlg.next)  # stepping through hand 2
    dlg.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dlg, timeout=3_000)
    dlg.deal.setFocus()
    qtbot.keyClick(dlg.deal, Qt.Key.Key_Up)  # hand 1, picked with the keys on the list
    qtbot.waitUntil(lambda: dlg.sheet.title.startswith("Barbu, hand 1"), timeout=10_000)
    assert QApplication.focusWidget() is dlg.browser
    assert _where(dlg).startswith("As dealt · step 1 of ")
    _key(qtbot, dlg, Qt.Key.Key_End)
    assert _where(dlg).startswith("Trick 13 · "), _where(dlg)
    assert dlg.deal.currentIndex() == 0, "End stepped; it chose no other hand"
    _key(qtbot, dlg, Qt.Key.Key_Home)
    assert _where(dlg).startswith("As dealt · step 1 of ")
