"""Game → Statistics keeps the games of one kind played by different numbers of players apart:
Nineteen for 3 and for 4 players were one row, their scores averaged together though they do
not compare. Opened from the Game menu as a person does."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tricktable import stats_store
from tricktable.games.registry import get_rules
from tricktable.ui.dialog_statistics import StatisticsDialog
from window_helpers import click_card, load_at, show_window


def _open_statistics(qtbot, w) -> StatisticsDialog:
    """Game → Statistics, the menu's action, as the other dialog tests open it."""
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    action = next(a for a in w.menuBar().actions()[0].menu().actions()
                  if a.text().replace("&", "").startswith("Statistics"))
    action.trigger()
    qtbot.waitUntil(lambda: isinstance(w.last_dialog, StatisticsDialog)
                    and w.last_dialog.isVisible(), timeout=3_000)
    return w.last_dialog


def _column(table, column: int = 0) -> list[str]:
    return [table.item(r, column).text() for r in range(table.rowCount())]


def test_the_statistics_show_a_row_for_each_number_of_players_nineteen_was_played_by(
        qtbot, worker, home):
    """Two games of Nineteen for 3 players and one for 4: the first tab has a row for each
    number under Nineteen's own, and Nineteen's tab a table of them."""
    stats_store.record_result("nineteen", [0], [0], [90, 10, 0], deals=6, level="rule",
                              players=3)
    stats_store.record_result("nineteen", [1], [0], [30, 70, 0], deals=6, level="rule",
                              players=3)
    stats_store.record_result("nineteen", [0], [0], [200, 10, 0, 5], deals=8, level="rule",
                              players=4)
    w = show_window(qtbot, worker)
    dlg = _open_statistics(qtbot, w)
    try:
        names = _column(dlg.table)
        at = names.index("Nineteen")
        assert names[at:at + 3] == ["Nineteen", "Nineteen, 3 players", "Nineteen, 4 players"]
        played = _column(dlg.table, 1)
        assert played[at:at + 3] == ["3", "2", "1"]
        assert _column(dlg.table, 4)[at + 1:at + 3] == ["60.0", "200.0"]  # average scores
        page = dlg.games["nineteen"]
        dlg.tabs.setCurrentWidget(page)
        qtbot.waitExposed(page)
        assert page.players_table is not None and page.players_table.isVisible()
        assert _column(page.players_table) == ["3 players", "4 players"]
        assert _column(page.players_table, 1) == ["2", "1"]
        assert dlg.games["barbu"].players_table is None, "never played: no such table"
    finally:
        dlg.reject()
        w.controller.shutdown()


def _last_card_ends_the_game(state) -> bool:
    """The person's turn with one card left to play, and playing it ends the game."""
    if state.to_act != 0:
        return False
    legal = state.legal_actions()
    if len(legal) != 1 or getattr(legal[0], "card", None) is None:
        return False
    after = state.copy()
    after.apply(legal[0])
    return after.game_over


def test_a_game_finished_in_the_window_counts_for_its_number_of_players(qtbot, worker, home):
    """A three-player Heart Hunter game ended by the person's last card counts in the
    three-player table, beside an earlier four-player game."""
    stats_store.record_result("heart-hunter", [0], [0], [12, 40, 55, 3], deals=3, level="rule",
                              players=4)
    w = show_window(qtbot, worker)
    load_at(qtbot, w, "heart-hunter", {"players": 3, "quick": True}, 0, _last_card_ends_the_game)
    card = w.controller.legal_actions()[0].card
    click_card(qtbot, w, card)
    qtbot.waitUntil(lambda: w.controller.facts() is not None and w.controller.facts().over,
                    timeout=10_000)
    tables = stats_store.load_statistics()[0]["games"]["heart-hunter"]["tables"]
    assert {n: t["played"] for n, t in tables.items()} == {"3": 1, "4": 1}
    dlg = _open_statistics(qtbot, w)
    try:
        title = get_rules("heart-hunter").title
        names = _column(dlg.table)
        assert f"{title}, 3 players" in names and f"{title}, 4 players" in names
    finally:
        dlg.reject()
        w.controller.shutdown()
