"""The game's end is the last deal's summary card, alone: a "Final standings" box opened beside
it said the same again with a second "Play again", and testers found it squeezed to ~130 px,
its title cut to "N…", over a player's plate (1024 x 768 and 1366 x 768, every game). The card
now says all the box said, whole, in every game and at every size: who won, each player's
place and total best first, whether the lowest or the highest total wins, and "Play again"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QDialog, QLabel

from tricktable.games.registry import lower_wins
from tricktable.presentation.describe import game_words, number
from tricktable.presentation.standings import standings
from window_helpers import one_move_from_the_end, show_window

GAMES = [("heart-hunter", {}), ("young-hunter", {}), ("sheepshead", {}), ("barbu", {}),
         ("nineteen", {})]
SIZES = [(1024, 768), (1366, 768), (1024, 640)]


def _within(outer: QRect, widget, card) -> bool:
    """Whether ``widget`` of the summary ``card`` lies wholly inside ``outer`` (the card's own
    rectangle): a label laid out past the card's fixed size is cut off there."""
    return outer.contains(QRect(widget.mapTo(card, QPoint(0, 0)), widget.size()))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("game", "options"), GAMES)
def test_the_games_end_is_the_summary_card_alone_ranking_everyone_whole(
        qtbot, worker, home, game, options, size):
    """No box beside the card; on it, whole and readable: who won, then one ranked line
    ("Final standings after deal 26 (the lowest total wins): 1. Bot 1 −3 · 2. …"), and
    "Play again"."""
    doc = one_move_from_the_end(game, options)
    w = show_window(qtbot, worker, size=size)
    c = w.controller
    with qtbot.waitSignal(c.gameFinished, timeout=20_000) as ended:
        c.load_record(doc)
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=10_000)
    qtbot.wait(300)  # a box opened at the end would be up by now
    try:
        boxes = [d.windowTitle() for d in QApplication.topLevelWidgets()
                 if isinstance(d, QDialog) and d.isVisible()]
        assert boxes == [], f"a box opened beside the game's end: {boxes}"
        card = felt.summary_card
        names = c.names()
        winners, totals = list(ended.args[0].winners), list(ended.args[0].totals)
        title = card.findChildren(QLabel)[0].text()
        assert title.endswith("the game") and all(names[p] in title for p in winners), title
        ranked = [lb for lb in card.findChildren(QLabel) if lb.isVisible()
                  and lb.text().startswith("Final standings")]
        assert len(ranked) == 1, "the card gives no ranked final standings"
        line = ranked[0].text().replace("\u00a0", " ")
        low = lower_wins(game)
        # the rule that decided it, where the game names its own (Sheepshead: the first to 10)
        own = getattr(game_words(game), "standings_rule", None)
        rule = own(totals) if own else "the lowest total wins" if low else "the highest total wins"
        assert f"({rule})" in line, line
        places = " · ".join(f"{place}. {names[p]} {number(totals[p])}"
                            for p, place in standings(winners, totals, low))
        assert line.endswith(": " + places), (line, places)
        whole = card.rect()
        assert _within(whole, ranked[0], card), ("the standings are cut off", line)
        assert QFontInfo(ranked[0].font()).pixelSize() >= 9, "too small to read"
        assert ranked[0].width() >= ranked[0].minimumSizeHint().width(), "cut short"
        again = card.button
        assert again.label == "Play again" and again.isVisible() and _within(whole, again, card)
        view = w.table.viewport().rect()
        corner = w.table.mapFromScene(felt.summary_proxy.sceneBoundingRect().topLeft())
        assert view.contains(QRect(corner, card.size())), "the card is off the table"
        assert "Game over" in w.status_text()
    finally:
        c.shutdown()
