"""A game that is over still has its deal log and its score sheet, from the menus."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from window_helpers import show_window


def _finished_record() -> dict:
    state = get_rules("heart-hunter").new_game(seed=1, players=3, quick=True)
    rng = random.Random(1)
    while state.to_act is not None:
        state.apply(rng.choice(state.legal_actions()))
    return make_record(state)


def test_the_deal_log_and_the_score_sheet_open_once_the_game_is_over(qtbot, worker, home):
    w = show_window(qtbot, worker)
    w.controller.load_record(_finished_record())
    qtbot.waitUntil(lambda: w.controller.facts() is not None and w.controller.facts().over,
                    timeout=10_000)
    w.act_log.trigger()  # View > Deal log
    log = w.deal_log_panel
    assert log is not None and log.isVisible()
    assert "Game over" in log.text()
    w.act_sheet.trigger()  # Game > Score sheet
    sheet = w.last_dialog
    qtbot.waitExposed(sheet)
    assert sheet is not log and sheet.isVisible()
    qtbot.keyClick(sheet, Qt.Key.Key_Escape)
    w.controller.shutdown()


def test_a_start_after_a_finished_game_shows_it_and_chooses_the_next_on_that_game(
        qtbot, worker, home):
    """The autosave held a finished Sheepshead game and the next start dealt the last game
    chosen in the dialog (Heart Hunter here) unasked. Its final standings come back, with
    "Play again" and "New game…" and no dialog over them (it covered the winner's card); New
    game… opens the dialog on the game that ended, and Esc there deals nothing new
    (``test_window_start_cancel``): the standings stay."""
    from PySide6.QtCore import QPointF

    from tricktable import settings as store
    from tricktable.ui.dialog_new_game import NewGameDialog

    state = get_rules("sheepshead").new_game(seed=2)
    rng = random.Random(2)
    while state.to_act is not None:
        state.apply(rng.choice(state.legal_actions()))
    store.save_autosave(make_record(state))
    w = show_window(qtbot, worker)
    assert w.settings.last_game == "heart-hunter"
    w.start()
    felt = w.table.felt
    qtbot.waitUntil(felt.summary_proxy.isVisible, timeout=3_000)
    assert QApplication.activeModalWidget() is None, "no dialog over the standings"
    assert w.controller.facts().over and w.controller.state.seed == 2, "nothing new dealt"
    card = felt.summary_card
    assert card.button.text().replace("&", "") == "Play again"
    qtbot.waitUntil(lambda: not card.in_grace(), timeout=3_000)
    centre = card.new_button.mapTo(felt.summary_proxy.widget(), card.new_button.rect().center())
    qtbot.mouseClick(w.table.viewport(), Qt.MouseButton.LeftButton,
                     pos=w.table.mapFromScene(felt.summary_proxy.mapToScene(QPointF(centre))))
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog),
                    timeout=3_000)
    dlg = QApplication.activeModalWidget()
    assert dlg.game.currentData() == "sheepshead"
    qtbot.keyClick(dlg, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3_000)
    assert w.controller.state.game_over and w.controller.state.seed == 2
    assert felt.summary_proxy.isVisible()
    w.controller.shutdown()
