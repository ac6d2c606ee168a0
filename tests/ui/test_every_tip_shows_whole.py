"""At 1024 x 600 Young Hunter's "Tip · Announcing takings", above the tall announcement panel,
showed a scroll bar and its text stopped at "Announce only what your trumps": a tip must never
need scrolling. Every tip of every game is shown in the window, at the small window and a common
laptop's, with the scores and the deal log open (the narrowest felt), each above the first
decision's panel (for most games the tallest): its whole text shows inside the card, no scroll
bar, and the card keeps clear of the panel, the person's hand and the stock's name."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea

from tricktable import settings as store
from tricktable.coach.tips import tips_of
from tricktable.games.registry import available_games, find_entry
from tricktable.presentation.window_geometry import first_place, window_minimum
from tricktable.settings import Seat
from tricktable.ui.main_window import MIN_H, MIN_W, MainWindow
from window_helpers import until_first_tip

#: the screens, and the window's contents on each: as a first start opens it (on a 1024 x 600
#: screen its least size, 960 x 560, the report's picture) and filling the screen less its frame
SCREENS = {"1024x600": (1024, 600), "1366x768": (1366, 768)}
SIZES = ["first", "full"]

GAMES = [("young-hunter", 4), ("heart-hunter", 4), ("sheepshead", 3), ("barbu", 4),
         ("nineteen", 4)]


def cut_words(card) -> list[str]:
    """What of the card's words does not show: a scroll bar, or a label (or the card) shorter
    than its text laid out at its width."""
    cut = [f"scroll bar over {scroll.widget().accessibleName()[:40]!r}"
           for scroll in card.findChildren(QScrollArea)
           if scroll.isVisible() and scroll.verticalScrollBar().isVisible()]
    for label in card.findChildren(QLabel):
        if not label.isVisible():
            continue
        need = label.heightForWidth(label.width()) if label.wordWrap() \
            else label.sizeHint().height()
        scroll = next((s for s in card.findChildren(QScrollArea) if s.widget() is label), None)
        shown = min(label.height(), scroll.viewport().height()) if scroll else label.height()
        if shown < need - 1 or (label.geometry().bottom() > card.height() and scroll is None):
            cut.append(f"{label.text()[:40]!r}: {shown} of {need} px")
    whole = card.layout().totalHeightForWidth(card.width())
    if card.height() < whole - 1:
        cut.append(f"card {card.height()} of {whole} px")
    return cut


def first_tip_on_a_screen(qtbot, worker, game: str, n: int, screen: tuple[int, int],
                          size: str = "first") -> MainWindow:
    """The window on ``screen`` (its least size lowered to fit, as on that screen) at its first
    start's size or filling the screen (``size``), tips on, ``game`` started (seed 5), the
    scores and the deal log open, once the first tip has come."""
    s = store.Settings()
    s.tips = True
    s.speed = "instant"
    w = MainWindow(s, worker=worker)
    qtbot.addWidget(w)
    area = (0, 0, *screen)
    least = window_minimum(area, MIN_W, MIN_H)
    w.setMinimumSize(*least)
    w.resize(*(first_place(area, *least)[2:] if size == "first"
               else window_minimum(area, 10_000, 10_000)))  # the screen less the frame
    w.show()
    qtbot.waitExposed(w)
    seats = [Seat("You", "human"), *(Seat(f"Bot {i}", "computer") for i in range(1, n))]
    until_first_tip(qtbot, w, game, seats)
    return w


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("screen", list(SCREENS.values()), ids=list(SCREENS))
@pytest.mark.parametrize(("game", "n"), GAMES, ids=[g for g, _n in GAMES])
def test_every_tip_shows_its_whole_text_without_a_scroll_bar(qtbot, worker, home, screen, size,
                                                              game, n):
    """Each tip of the game over its first decision, the window filling a small screen and a
    laptop's: no scroll bar, no line of the text below the card's foot."""
    if game not in available_games():
        pytest.skip(f"{game} not installed")
    w = first_tip_on_a_screen(qtbot, worker, game, n, screen, size)
    assert w.width() <= screen[0] - 16 and w.height() <= screen[1] - 40
    guide, table = w.tip_guide, w.table
    entry = find_entry(game)
    cut: dict[str, list[str]] = {}
    for kind in tips_of(entry):
        guide.hide()
        guide._entry, guide.kind = entry, kind  # this tip on the table, as it would come
        guide.place()
        guide.proxy.show()
        QApplication.processEvents()
        card, tip = guide.card, guide.proxy.sceneBoundingRect()
        if problems := cut_words(card):
            cut[kind] = problems
        if table.panel_proxy.isVisible():
            assert not tip.intersects(table.panel_proxy.sceneBoundingRect()), (kind, "panel")
        for item in table.model.hands[0].items:
            assert not tip.intersects(item.sceneBoundingRect()), (kind, "hand")
        named = table.felt.stock_label_item()  # "The stock" was cut by the auction's tip
        assert not (named.isVisible() and tip.intersects(named.sceneBoundingRect())), kind
        view = table.mapToScene(table.viewport().rect()).boundingRect()
        assert view.contains(tip), (kind, tip, view)
    assert not cut, cut
    w.controller.shutdown()
