"""The deal review's cards can be read: a tester at 1920x1080 found "The hands as dealt" 36 px
wide with tiny corner indices ("you have to count pips to read them"). Every card picture of the
review (the hands as dealt, each trick's cards, a step's trick and "The hands now", Dominoes'
rows) has its corner rank at least 13 px tall in the review of a 1920x1080 screen and 11 px in
a 1024x640 one; the cards grow with the window; a hand of 13 fits the page's width without a
sideways scroll bar (overlapped, each card's corner in sight, where the line is short)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPointF, Qt, QUrl
from PySide6.QtGui import QImage, QPainter, QPixmap, QTextDocument
from PySide6.QtTest import QTest

from deals import rule_played
from tricktable.engine.cards import FRENCH
from tricktable.engine.record_write import make_record
from tricktable.presentation.card_pages import review_size
from tricktable.presentation.review_cards import INDEX_SHOWN, card_w, index_px, read_address
from tricktable.ui.rules_browser import CardBrowser
from window_helpers import press_review, show_window

SCALE = 0.04
IMAGE = QTextDocument.ResourceType.ImageResource.value
#: a screen's size, and the least height of a card's corner rank in its review, in px
SCREENS = [((1920, 1080), 13.0), ((1024, 640), 11.0)]


def _review_on(qtbot, worker, game: str, seed: int, deals: int, screen: tuple[int, int]):
    """The review of the last of ``deals`` opened with Ctrl+R, its window as large as on
    ``screen`` (the test's own screen is smaller) and drawn again for it."""
    st = rule_played(game, seed, deals)
    players = [{"name": "You", "kind": "human"}] + [
        {"name": n, "kind": "computer", "level": "rule"}
        for n in ("North", "East", "West")[:st.num_players - 1]]
    w = show_window(qtbot, worker, size=(screen[0], screen[1] - 60))
    w.controller.review_scale = SCALE
    w.controller.load_record(make_record(st, players))
    qtbot.waitUntil(lambda: w.table.felt.summary_proxy.isVisible(), timeout=10_000)
    dlg = press_review(qtbot, w)
    qtbot.waitUntil(lambda: dlg.sheet is not None, timeout=10_000)
    _resize(qtbot, dlg, *review_size(screen[0], screen[1] - 60, *screen))
    return dlg


def _resize(qtbot, dlg, width: int, height: int) -> None:
    """The window dragged to a size: its page drawn again for it a moment later."""
    dlg.resize(width, height)
    qtbot.waitUntil(lambda: getattr(dlg, "drawn_fit", None) == (
        dlg.page_fit().key() if hasattr(dlg, "page_fit") else None), timeout=3_000)


def _pictures(dlg) -> list[tuple[str, str, QPixmap]]:
    """Every card picture of the page: its kind ("card", "hand"), its address and the picture
    the browser drew for it."""
    found = []
    doc = dlg.browser.document()
    for address, kind in re.findall(r'src="((card|hand):[^"]+)"', dlg.browser.toHtml()):
        url = QUrl(address.replace("&amp;", "&"))
        pix = doc.resource(IMAGE, url)
        if pix is None:
            pix = dlg.browser.loadResource(IMAGE, url)
        assert isinstance(pix, QPixmap) and not pix.isNull(), address
        found.append((kind, address, pix))
    return found


def _check_page(dlg, least: float) -> list[int]:
    """The page shown: every card's rank ``least`` px tall or more, every overlapped card's
    corner in sight, no sideways scroll bar; the heights of its hands' cards."""
    QTest.qWait(10)
    where = dlg.where.text()
    assert dlg.browser.horizontalScrollBar().maximum() == 0, f"a sideways scroll bar: {where}"
    heights = []
    pictures = _pictures(dlg)
    assert pictures, where
    for kind, address, pix in pictures:
        height = pix.height() / pix.devicePixelRatio()
        assert index_px(round(height)) >= least, f"{address}: a rank {index_px(height):.1f} px"
        if kind == "hand":
            _codes, _h, step = read_address(address[5:].split("?")[0],
                                           address.split("?")[1].replace("&amp;", "&"))
            assert step >= INDEX_SHOWN * card_w(round(height)), f"a corner hidden: {address}"
            heights.append(round(height))
    return heights


@pytest.mark.parametrize(("screen", "least"), SCREENS)
def test_every_card_of_the_review_reads_at_a_glance_and_a_hand_fits_the_width(
        qtbot, worker, home, screen, least):
    """The whole deal's page, then every step clicked through with Next: each card's rank
    is big enough to read, and nothing runs off to the right."""
    dlg = _review_on(qtbot, worker, "heart-hunter", 2, 1, screen)
    hands = _check_page(dlg, least)
    assert len(hands) == 4 and "The hands as dealt" in dlg.browser.toPlainText()
    while dlg.next.isEnabled():
        QTest.mouseClick(dlg.next, Qt.MouseButton.LeftButton, pos=dlg.next.rect().center())
        _check_page(dlg, least)
    assert "step 53 of 53" in dlg.where.text()


def test_dominoes_rows_and_a_nineteen_deal_fit_a_small_window(qtbot, worker, home):
    """Barbu's Dominoes lays its rows in half the page beside the round, and Nineteen's
    hands and its cards aside: at 1024x640 they fit too, every corner readable."""
    dlg = _review_on(qtbot, worker, "barbu", 1, 7, (1024, 640))
    _check_page(dlg, 11.0)
    for _ in range(40):
        QTest.mouseClick(dlg.next, Qt.MouseButton.LeftButton, pos=dlg.next.rect().center())
    assert "The rows" in dlg.browser.toPlainText()
    _check_page(dlg, 11.0)
    dlg.close()
    dlg = _review_on(qtbot, worker, "nineteen", 2, 1, (1024, 640))
    _check_page(dlg, 11.0)
    QTest.mouseClick(dlg.next, Qt.MouseButton.LeftButton, pos=dlg.next.rect().center())
    _check_page(dlg, 11.0)


def test_the_cards_grow_with_the_window_and_shrink_back(qtbot, worker, home):
    """Dragged larger, the review draws its cards larger (where the page was read stays in
    sight); dragged to a narrow window, a hand of 13 overlaps to fit, its corners showing."""
    dlg = _review_on(qtbot, worker, "heart-hunter", 2, 1, (1024, 640))
    small = _check_page(dlg, 11.0)
    _resize(qtbot, dlg, 1200, 900)
    large = _check_page(dlg, 13.0)
    assert min(large) > max(small)
    _resize(qtbot, dlg, 560, 500)  # narrower than the review opens on any screen
    narrow = _check_page(dlg, 10.0)
    hand = re.search(r'src="hand:([^"?]+)\?h=(\d+)&amp;step=(\d+)"', dlg.browser.toHtml())
    assert len(hand.group(1).split(",")) == 13
    assert int(hand.group(3)) < card_w(int(hand.group(2))), "a narrow window's hand overlaps"
    assert narrow


def test_a_hand_is_one_picture_of_the_tables_cards_each_corner_in_sight(qtbot):
    """``hand:`` draws the card art's own faces, each ``step`` px right of the last, the later
    over the earlier: each card's left strip (its corner) is its own face's, the last whole."""
    browser = CardBrowser()
    qtbot.addWidget(browser)
    browser.game_id = "heart-hunter"
    codes, height, step = ("QS", "10H", "2C"), 100, 30
    pix = browser.loadResource(IMAGE, QUrl(f"hand:{','.join(codes)}?h={height}&step={step}"))
    dpr = pix.devicePixelRatio()
    assert (round(pix.width() / dpr), round(pix.height() / dpr)) == (
        card_w(height) + 2 * step, height)
    laid = QImage(pix.size(), QImage.Format.Format_ARGB32_Premultiplied)
    laid.setDevicePixelRatio(dpr)
    laid.fill(Qt.GlobalColor.transparent)
    painter = QPainter(laid)
    for i, code in enumerate(codes):  # left to right, each over the one before
        painter.drawPixmap(QPointF(i * step, 0),
                           browser.art.pixmap(FRENCH.parse(code), FRENCH, height, dpr))
    painter.end()
    assert pix.toImage().convertToFormat(laid.format()) == laid
    assert browser.loadResource(IMAGE, QUrl("hand:QS,ZZ?h=100&step=30")) in (None, QPixmap())
