"""The window around the table, driven by keys and clicks: the game-over dialog's safe default,
the score panel showing every deal without scrolling while there is room."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from tricktable import settings as store
from tricktable.games.registry import get_rules
from tricktable.ui.dialogs import GameOverDialog
from tricktable.ui.main_window import MainWindow


def record_after(game: str, deals: int, seed: int = 1) -> dict:
    """A record of ``game`` played at random (seeded) until ``deals`` deals are scored."""
    st = get_rules(game).new_game(seed=seed)
    rnd = random.Random(seed)
    while st.to_act is not None and len(st.history) < deals:
        st.apply(rnd.choice(st.legal_actions()))
    n = st.num_players
    players = [{"name": "You", "kind": "human"}] + [
        {"name": f"Bot{i}", "kind": "computer", "level": "club"} for i in range(1, n)]
    return st.record(players)


def test_enter_on_the_game_over_dialog_closes_it_without_starting_a_new_game(qtbot):
    dlg = GameOverDialog(["You", "West", "North", "East"], [1], [10, 40, -20, 5], "Barbu")
    qtbot.addWidget(dlg)
    again = []
    dlg.playAgain.connect(lambda: again.append(1))
    dlg.show()
    qtbot.waitExposed(dlg)
    qtbot.keyClick(dlg, Qt.Key.Key_Return)
    assert not dlg.isVisible()
    assert again == []
    assert dlg.close_button.isDefault() and not dlg.again.isDefault()


def test_the_score_panel_shows_seven_deals_without_a_scrollbar_and_row_one_whole(
        qtbot, worker, home):
    s = store.Settings()
    s.speed = "instant"
    w = MainWindow(s, worker=worker)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.controller.load_record(record_after("barbu", 7))
    qtbot.wait(100)
    t = w.score_panel.table
    assert t.rowCount() == 8
    assert not t.verticalScrollBar().isVisible()
    assert t.rowViewportPosition(0) == 0
    last = t.rowCount() - 1
    assert t.rowViewportPosition(last) + t.rowHeight(last) <= t.viewport().height()
    w.controller.shutdown()
