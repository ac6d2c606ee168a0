"""The final standings box lay over the score panel beside the table at a game's end in a
1280 x 720 window (placed beside the last summary with the screen's edge as its only limit):
the last deals' scores could not be read while the standings were up. In a 1024 x 640 window
it found room nowhere and covered the summary's rows. It now lies on the felt only, at a
smaller text where the felt has no room for it whole, in every game and at every size."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QAbstractButton, QLabel

from tricktable.games.registry import get_rules
from tricktable.ui.main_window import MainWindow
from window_helpers import record_where, show_window

GAMES = [("heart-hunter", {}), ("young-hunter", {}), ("sheepshead", {}), ("barbu", {}),
         ("nineteen", {})]
SIZES = [(1280, 720), (1024, 640), (1920, 1080)]


class _Desktop:
    """A 1920 x 1080 desktop's screen (the test platform's is 800 x 800, smaller than the
    windows here: what is placed within the screen was placed within that)."""

    def availableGeometry(self) -> QRect:  # Qt's name
        return QRect(0, 0, 1920, 1080)

    def virtualSiblings(self) -> list:  # Qt's name
        return [self]


def _one_move_from_the_end(game: str, options: dict) -> dict:
    """A record of ``game`` played at random to its last move, that move a computer's (the
    person sits after the player to move), for ``record_where`` plays the same moves."""
    for seed in range(1, 20):
        state, rng, moves = get_rules(game).new_game(seed, **options), random.Random(seed), 0
        while not state.game_over:
            state.apply(rng.choice(state.legal_actions()))
            moves += 1
        state, rng = get_rules(game).new_game(seed, **options), random.Random(seed)
        for _ in range(moves - 1):
            state.apply(rng.choice(state.legal_actions()))
        if len(state.legal_actions()) != 1:
            continue  # the computer could play another move, one that does not end the game
        person = (state.to_act + 1) % state.num_players
        count = iter(range(moves + 1))
        doc = record_where(game, options, seed, person,
                           lambda _st, n=count, last=moves - 1: next(n) == last,
                           steps=moves + 1)
        if doc is not None:
            return doc
    raise AssertionError("no game ended on a computer's forced move")


def _in_window(w: MainWindow, widget, rect: QRect | None = None) -> QRect:
    """``widget``'s rectangle (or ``rect``, in its coordinates) in the window's."""
    r = rect if rect is not None else widget.rect()
    return QRect(w.mapFromGlobal(widget.mapToGlobal(r.topLeft())), r.size())


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("game", "options"), GAMES)
def test_the_final_standings_lie_on_the_felt_whole_and_readable(qtbot, worker, home,
                                                                monkeypatch, game, options,
                                                                size):
    """Not over the score sheet, the title and menu bars nor the summary's words; every word of
    the box in sight at a readable size."""
    doc = _one_move_from_the_end(game, options)
    monkeypatch.setattr(MainWindow, "screen", lambda _self: _Desktop())
    w = show_window(qtbot, worker, size=size)
    w.move(0, 0)
    c = w.controller
    with qtbot.waitSignal(c.gameFinished, timeout=20_000):
        c.load_record(doc)
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible() and w.game_over_dialog is not None
                    and w.game_over_dialog.isVisible(), timeout=10_000)
    qtbot.wait(400)  # placed again once framed
    dlg = w.game_over_dialog
    frame = dlg.frameGeometry()
    box = QRect(w.mapFromGlobal(frame.topLeft()), frame.size())
    table = _in_window(w, w.table)
    sheet = _in_window(w, w.score_panel.table)
    try:
        assert not box.intersects(_in_window(w, w.score_panel)), ("over the scores", box, sheet)
        assert table.contains(box), ("off the felt", box, table)
        for label in [lb for lb in felt.summary_card.findChildren(QLabel) if lb.isVisible()
                      and not isinstance(lb.parentWidget(), QAbstractButton)]:
            at = felt.summary_proxy.mapToScene(QPointF(label.mapTo(felt.summary_card,
                                                                   QPoint(0, 0))))
            words = QRect(w.mapFromGlobal(w.table.mapToGlobal(w.table.mapFromScene(at))),
                          label.size())
            assert not box.intersects(words), (label.text(), box, words)
        for part in [*dlg.findChildren(QLabel), *dlg.findChildren(QAbstractButton)]:
            if not part.isVisible():
                continue
            assert QFontInfo(part.font()).pixelSize() >= 9, (part.text(), "too small to read")
            assert dlg.rect().contains(QRect(part.mapTo(dlg, QPoint(0, 0)), part.size()))
            assert part.width() >= part.minimumSizeHint().width(), (part.text(), "cut short")
    finally:
        dlg.close()
        c.shutdown()
