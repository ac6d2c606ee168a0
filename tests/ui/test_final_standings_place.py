"""The final standings box opened at the screen's top when the window sat there (1024 x 640):
over the window's title bar, its menu and North's plate, and on the last summary's headline.
It now goes where the table has room for it, beside or under the summary, never above the
table's top nor over the summary's words."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QPointF, QRect
from PySide6.QtWidgets import QLabel

from tricktable.games.registry import get_rules
from window_helpers import click_card, record_where, show_window, wait_for_person


def _last_card_of_the_game(game: str, seed: int):
    """The position where the person (player 0) holds the last card of the game's last deal,
    found by playing the game out as ``record_where`` does (the same moves)."""
    state, rng = get_rules(game).new_game(seed), random.Random(seed)
    while not state.game_over:
        state.apply(rng.choice(state.legal_actions()))
    last = state.deal_number
    return record_where(game, {}, seed, 0, lambda st: (
        st.deal_number == last and st.to_act == 0 and bin(st.hands[0]).count("1") == 1),
        steps=20_000)


def test_the_final_standings_cover_neither_the_title_bar_nor_the_summarys_words(qtbot, worker):
    """Heart Hunter's last card played in a 1024 x 640 window at the screen's top."""
    doc = _last_card_of_the_game("heart-hunter", 7)
    w = show_window(qtbot, worker, size=(1280, 800))
    w.resize(1024, 640)
    w.move(0, 0)
    w.controller.load_record(doc)
    wait_for_person(qtbot, w)
    click_card(qtbot, w, next(i.card for i in w.table.model.hands[0].items))
    qtbot.waitUntil(lambda: w.game_over_dialog is not None and w.game_over_dialog.isVisible(),
                    timeout=10_000)
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=5_000)
    qtbot.wait(400)  # placed again once framed
    box = w.game_over_dialog.frameGeometry()
    w.game_over_dialog.close()
    table_top = w.table.mapToGlobal(QPoint(0, 0)).y()
    assert box.top() >= table_top, ("over the window's title and menu bars", box, table_top)
    for label in [lb for lb in felt.summary_card.findChildren(QLabel) if lb.isVisible()]:
        at = felt.summary_proxy.mapToScene(QPointF(label.mapTo(felt.summary_card, QPoint(0, 0))))
        words = QRect(w.table.mapToGlobal(w.table.mapFromScene(at)), label.size())
        assert not box.intersects(words), (label.text(), box, words)
    w.controller.shutdown()
