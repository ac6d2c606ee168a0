"""A tester at 960 x 600 (and 1024 x 640) with the scores and the deal log open saw Nineteen's
game end (two players, one hand dealt by each, long names) on a summary card that cut the names
mid-letter ("Konstantino|", no "…"), drew "Royal Honours" over "Partnership" and lost its last
lines at the bottom. In every game, at the game's end with two long names, each label of the
card now lies inside the card, none over another, and each name is whole or ends in "…"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QLabel, QScrollArea

from tricktable.games.registry import available_games
from window_helpers import one_move_from_the_end, open_both_panels, show_window

NAMES = ("Alexandra Konstantinopoulou", "Bartholomew Featherstonehaugh")
GAMES = [("heart-hunter", {}), ("young-hunter", {}), ("sheepshead", {}), ("barbu", {}),
         ("nineteen", {"players": 2, "hands": "one-each"}), ("nineteen", {"players": 4})]
SIZES = [(960, 600), (1024, 640)]


def drawn_rect(label: QLabel, card) -> QRect:
    """Where ``label``'s text is drawn on ``card``: its own rectangle, grown to the size its
    text needs (a label given less is cut there, or drawn over by its neighbour)."""
    if label.wordWrap():
        need = QSize(label.minimumSizeHint().width(), label.heightForWidth(label.width()))
    else:
        need = label.sizeHint()
    size = QSize(max(label.width(), need.width()), max(label.height(), need.height()))
    return QRect(label.mapTo(card, QPoint(0, 0)), size)


def check_card(card) -> None:
    """Every visible label of the summary ``card`` inside it, whole, none over another, each
    long name whole or ending in "…". The card's designed overflow: its words cut from the
    bottom of their scrolled part (and reached by scrolling), the buttons under it whole."""
    labels = [lb for lb in card.findChildren(QLabel) if lb.isVisible() and lb.text()]
    placed = [(lb, drawn_rect(lb, card)) for lb in labels]
    whole = card.rect()
    scroll = card.findChild(QScrollArea)
    seen = QRect(scroll.viewport().mapTo(card, QPoint(0, 0)), scroll.viewport().size()) \
        if scroll is not None else whole
    assert whole.contains(seen), ("the words' part outside the card", seen, whole)
    for label, rect in placed:
        cut = scroll is not None and rect.bottom() > seen.bottom() and scroll.isAncestorOf(label)
        assert whole.contains(rect) or (cut and rect.left() >= seen.left() \
            and rect.right() <= seen.right()), ("outside the card", label.text(), rect, whole)
    for button in (card.button, card.review_button):
        assert whole.contains(QRect(button.mapTo(card, QPoint(0, 0)), button.size()))
    for i, (a, ra) in enumerate(placed):
        for b, rb in placed[i + 1:]:
            assert not ra.intersects(rb), ("overlap", a.text(), b.text(), ra, rb)
    for label in labels:
        shown = label.text().replace("\n", " ").replace("  ★", "")
        for name in NAMES:
            if name.split()[0] in shown and name not in shown:
                assert shown.rstrip().endswith("…"), ("a name cut mid-letter", shown)


@pytest.mark.parametrize("size", SIZES, ids=["960x600", "1024x640"])
@pytest.mark.parametrize(("game", "options"), GAMES,
                         ids=[f"{g}-{o.get('players', '')}" for g, o in GAMES])
def test_long_names_at_the_games_end_at_a_small_window_are_whole_and_lines_never_overlap(
        qtbot, worker, home, game, options, size):
    """The game's last summary card, both side panels open, two long names: every label inside
    the card, none over another, each name whole (wrapped) or ending in "…"."""
    if game not in available_games():
        pytest.skip(f"{game} not installed")
    doc = one_move_from_the_end(game, options, NAMES)
    w = show_window(qtbot, worker, size=size)
    c = w.controller
    with qtbot.waitSignal(c.gameFinished, timeout=20_000):
        c.load_record(doc)
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=10_000)
    open_both_panels(qtbot, w)
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=5_000)
    try:
        check_card(felt.summary_card)
    finally:
        c.shutdown()
