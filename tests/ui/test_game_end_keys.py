"""At a game's end: Enter on the table does not start another game (a player pressing Enter
deal after deal closed the final standings and dealt a new game), the standings box, once
closed, is not placed again at the next resize (a RuntimeError in the terminal each time: the
closed box was deleted), and "Play again" works in a game opened from its record."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from window_helpers import press_next_deal, record_where, show_window


def _last_card_a_computers() -> dict:
    """A quick Heart Hunter game one card from its end, that card a computer's."""
    def last_move_ends_it(state) -> bool:
        legal = state.legal_actions()
        if state.to_act == 0 or len(legal) != 1:
            return False
        after = state.copy()
        after.apply(legal[0])
        return after.game_over

    for seed in range(1, 40):
        doc = record_where("heart-hunter", {"quick": True}, seed, 0, last_move_ends_it,
                           steps=3000)
        if doc is not None:
            return doc
    raise AssertionError("no game came to its end on a computer's card")


def test_enter_at_the_games_end_leaves_the_final_standings_in_sight(qtbot, worker, home):
    w = show_window(qtbot, worker)
    c = w.controller
    with qtbot.waitSignal(c.gameFinished, timeout=20_000):
        c.load_record(_last_card_a_computers())
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=10_000)
    dlg = w.game_over_dialog
    assert dlg is not None and dlg.isVisible()
    seed = c.state.seed
    close = dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.game_over_dialog is None, timeout=3_000)
    qtbot.wait(max(50, felt.summary_card.ENTER_GRACE_MS + 100))  # the closed box deleted
    # the standings closed with Enter, the next Enter falls on the table's summary
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3_000)
    w.table.setFocus()
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    qtbot.wait(200)
    assert c.state.game_over and c.state.seed == seed, "Enter started another game"
    assert felt.summary_proxy.isVisible()
    w.resize(1100, 700)  # the summary is laid out again: nothing left to place above it
    qtbot.wait(200)
    w.resize(1000, 640)
    qtbot.wait(200)
    assert c.state.game_over
    # a click on the summary's "Play again" deals the same game anew (it did nothing in a
    # game opened from its record or resumed: only a game started here was known)
    press_next_deal(qtbot, w)
    qtbot.waitUntil(lambda: not c.state.game_over, timeout=5_000)
    assert c.state.rules.id == "heart-hunter" and c.state.seed != seed
    assert dict(c.state.options).get("quick") is True and c.seats[0].human
    c.shutdown()


def test_a_finished_games_record_opened_shows_its_end_and_plays_again(qtbot, worker, home):
    """A finished game saved and opened showed an empty table, "Game over" in the status bar
    alone: no last summary, no standings, no "Play again". Its end shows as when it ended."""
    first = show_window(qtbot, worker)
    with qtbot.waitSignal(first.controller.gameFinished, timeout=20_000):
        first.controller.load_record(_last_card_a_computers())
    finished = first.controller.record()
    qtbot.waitUntil(lambda: first.game_over_dialog is not None, timeout=5_000)
    first.game_over_dialog.close()
    first.controller.shutdown()
    w = show_window(qtbot, worker)
    c = w.controller
    with qtbot.waitSignal(c.gameFinished, timeout=10_000):
        c.load_record(finished)
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=10_000)
    assert felt.summary.game_over and felt.summary_card.button.label == "Play again"
    dlg = w.game_over_dialog
    assert dlg is not None and dlg.isVisible()
    close = dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    seed = c.state.seed
    press_next_deal(qtbot, w)  # the summary's "Play again"
    qtbot.waitUntil(lambda: not c.state.game_over, timeout=5_000)
    assert c.state.rules.id == "heart-hunter" and c.state.seed != seed
    c.shutdown()


def test_undo_and_redo_at_the_games_end_say_why_they_do_nothing(qtbot, worker, home):
    """Ctrl+Z at the end did nothing and said nothing; Redo said there was nothing to redo as
    if the game went on."""
    from window_helpers import key_to_window

    w = show_window(qtbot, worker)
    c = w.controller
    with qtbot.waitSignal(c.gameFinished, timeout=20_000):
        c.load_record(_last_card_a_computers())
    qtbot.waitUntil(lambda: w.game_over_dialog is not None, timeout=5_000)
    w.game_over_dialog.close()
    ctrl = Qt.KeyboardModifier.ControlModifier
    key_to_window(qtbot, w, Qt.Key.Key_Z, ctrl)
    assert w.statusBar().currentMessage().startswith("The game is over")
    key_to_window(qtbot, w, Qt.Key.Key_Z, ctrl | Qt.KeyboardModifier.ShiftModifier)
    assert w.statusBar().currentMessage() == "The game is over: there is nothing to redo."
    c.shutdown()
