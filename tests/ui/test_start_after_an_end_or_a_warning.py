"""Two starts the window got wrong: a warning about the person's files up with a saved game
waiting behind it, while the status line sent the person to Game → New game; and the start
after a game that ended, which dealt a new game of that kind unasked (the autosave that was to
say "it ended" is removed when the game ends)."""

from __future__ import annotations

import json

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QLabel

from tricktable import settings as store
from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from tricktable.presentation import window_notes as wn
from tricktable.presentation.summary_sheet import FINAL_STANDINGS
from tricktable.ui.dialog_new_game import NewGameDialog
from window_helpers import click_card, load_at, show_window

QUICK = {"players": 3, "quick": True}


def _as_the_app_starts(qtbot, worker):
    """A window started as ``app.main`` starts one: the settings read, then ``start``."""
    first_run = not store.paths()["settings"].exists()
    settings, messages = store.load_settings()
    w = show_window(qtbot, worker, settings)
    w.start(messages, first_run)
    return w


def _last_move_is_the_persons(state) -> bool:
    """The person (player 0) is to act, and after their move the game ends without them."""
    if state.to_act != 0:
        return False
    after = state.copy()
    after.apply(after.legal_actions()[0])
    while after.to_act not in (None, 0):
        after.apply(after.legal_actions()[0])
    return after.game_over


def test_the_status_line_speaks_of_the_saved_game_behind_a_start_warning(qtbot, worker, home):
    """A settings warning up and a saved game waiting behind it: the status line said "Choose
    Game → New game to start.", as if there were nothing to resume."""
    state = get_rules("heart-hunter").new_game(5)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    store.save_autosave(json.loads(json.dumps(make_record(state))))
    path = store.paths()["settings"]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "speed": "ludicrous"}), encoding="utf-8")
    w = _as_the_app_starts(qtbot, worker)
    box = w.last_message
    assert box is not None and box.isVisible()
    assert getattr(w, "resume_box", None) is None
    qtbot.wait(50)
    assert w.turn_label.text() == wn.RESUME_WAITING
    qtbot.mouseClick(box.button(box.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: getattr(w, "resume_box", None) is not None
                    and w.resume_box.isVisible(), timeout=3_000)
    next(b for b in w.resume_box.buttons() if b.text().replace("&", "") == "Resume").click()
    qtbot.waitUntil(lambda: w.controller.facts() is not None, timeout=5_000)


def test_the_start_after_a_game_that_ended_shows_its_final_standings_to_choose_the_next(
        qtbot, worker, home):
    """The person plays a game's last card, sees its final standings and quits; the next start
    dealt a new game of that kind at once (and the standings were lost for good), then opened
    the New game dialog over the standings, covering the winner's card (a tester). The
    standings come back as they were left, nothing dealt and no dialog over them; their "New
    game…" opens the dialog on that game, and Esc there leaves them as they were."""
    store.save_settings(store.Settings())  # not a first start
    w = _as_the_app_starts(qtbot, worker)
    qtbot.waitUntil(lambda: w.controller.facts() is not None, timeout=5_000)
    load_at(qtbot, w, "heart-hunter", QUICK, 0, _last_move_is_the_persons)
    click_card(qtbot, w, w.controller.legal_actions()[0].card)
    qtbot.waitUntil(lambda: w.controller.facts().over and w.table.felt.summary_proxy.isVisible(),
                    timeout=10_000)  # the final standings on the last summary
    totals = list(w.controller.state.totals)
    assert w.controller.flush_autosave()
    w.close()
    again = _as_the_app_starts(qtbot, worker)
    felt = again.table.felt
    qtbot.waitUntil(felt.summary_proxy.isVisible, timeout=5_000)
    qtbot.wait(300)  # a dialog opened over them would be up by now
    assert QApplication.activeModalWidget() is None, "nothing over the standings"
    state = again.controller.state
    assert state.game_over and list(state.totals) == totals, "no game dealt unasked"
    card = felt.summary_card
    assert card.button.text().replace("&", "") == "Play again"
    said = " ".join(label.text() for label in card.findChildren(QLabel))
    assert FINAL_STANDINGS in said
    qtbot.waitUntil(lambda: not card.in_grace(), timeout=3_000)
    centre = card.new_button.mapTo(felt.summary_proxy.widget(), card.new_button.rect().center())
    qtbot.mouseClick(again.table.viewport(), Qt.MouseButton.LeftButton,
                     pos=again.table.mapFromScene(felt.summary_proxy.mapToScene(
                         QPointF(centre))))
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog),
                    timeout=3_000)
    dlg = QApplication.activeModalWidget()
    assert dlg.game.currentData() == "heart-hunter"
    qtbot.keyClick(dlg, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3_000)
    state = again.controller.state  # Esc deals nothing (test_window_start_cancel)
    assert state.game_over and list(state.totals) == totals
    assert felt.summary_proxy.isVisible()
