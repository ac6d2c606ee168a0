"""At a game's end: Enter on the table, pressed or held, does not start another game (a player
pressing Enter deal after deal went past the final standings and dealt a new game): the card's
"Play again" is never Enter's, and takes the keys only once Tab brings them to it; "Play again"
works in a game opened from its record. The summary card is the game's end: no box opens."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog

from window_helpers import (
    grabbed_with_and_without_focus,
    press_next_deal,
    record_where,
    show_window,
)


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


def _at_the_end(qtbot, worker):
    """A window, active, at the game's last summary (its last card a computer's)."""
    w = show_window(qtbot, worker)
    with qtbot.waitSignal(w.controller.gameFinished, timeout=20_000):
        w.controller.load_record(_last_card_a_computers())
    qtbot.waitUntil(lambda: w.table.felt.summary_proxy.isVisible(), timeout=10_000)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3_000)
    return w


def _no_box() -> list[str]:
    """The titles of the boxes up (none: the summary card is the game's end)."""
    return [d.windowTitle() for d in QApplication.topLevelWidgets()
            if isinstance(d, QDialog) and d.isVisible()]


def test_enter_at_the_games_end_leaves_the_final_standings_in_sight(qtbot, worker, home):
    """Enter as the end comes, held, and pressed again a while later: the summary with the
    final standings stays, the game is not dealt again; the card laid out anew at a resize
    keeps them; a click on its "Play again" deals the same game anew."""
    w = _at_the_end(qtbot, worker)
    c, felt = w.controller, w.table.felt
    seed = c.state.seed
    w.table.setFocus()
    qtbot.keyClick(w.table, Qt.Key.Key_Return)  # a key pressed for the last play
    qtbot.wait(max(50, felt.summary_card.ENTER_GRACE_MS + 100))
    held = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier,
                     "\r", True)  # held down: the window system repeats it
    for target in (w.table.viewport(), felt.summary_card, felt.summary_card.button):
        QApplication.sendEvent(target, held)
    qtbot.keyClick(w.table, Qt.Key.Key_Return)  # the end seen, Enter again as after a deal
    qtbot.keyClick(w.table, Qt.Key.Key_Space)
    qtbot.wait(200)
    assert c.state.game_over and c.state.seed == seed, "Enter started another game"
    assert felt.summary_proxy.isVisible() and felt.summary.game_over
    assert _no_box() == []
    w.resize(1100, 700)  # the summary is laid out again
    qtbot.wait(200)
    w.resize(1000, 640)
    qtbot.wait(200)
    assert c.state.game_over and felt.summary_proxy.isVisible()
    assert any(n.startswith("Final standings") for n in felt.summary.notes)
    # a click on the summary's "Play again" deals the same game anew (it did nothing in a
    # game opened from its record or resumed: only a game started here was known)
    press_next_deal(qtbot, w)
    qtbot.waitUntil(lambda: not c.state.game_over, timeout=5_000)
    assert c.state.rules.id == "heart-hunter" and c.state.seed != seed
    assert dict(c.state.options).get("quick") is True and c.seats[0].human
    c.shutdown()


def test_play_again_takes_the_keys_only_once_tab_brings_them_and_shows_it(qtbot, worker, home):
    """The box's "Play again" was not its default (Enter closed the box): on the card it is
    never Enter's, and is drawn without the keyboard's ring until Tab comes round to it (past
    "Review this deal"); then Enter on it deals the game anew, as a click does."""
    w = show_window(qtbot, worker)
    c = w.controller
    with qtbot.waitSignal(c.gameFinished, timeout=20_000):
        c.load_record(_last_card_a_computers())
    felt = w.table.felt
    card = felt.summary_card
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=10_000)
    assert not card.button.enter_here(), "Play again is ringed as Enter's choice"
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3_000)
    qtbot.waitUntil(lambda: not card.in_grace(), timeout=3_000)
    seed = c.state.seed
    w.table.setFocus()
    qtbot.keyClick(w.table, Qt.Key.Key_Tab)
    assert card.review_button.hasFocus()
    # past "Review this deal" and "New game…"
    ringed, plain = grabbed_with_and_without_focus(qtbot, card.button, card.new_button)
    assert ringed.toImage() != plain.toImage(), "Play again looks the same with the keys on it"
    card.button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(card.button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not c.state.game_over, timeout=5_000)
    assert c.state.seed != seed
    c.shutdown()


def test_a_finished_games_record_opened_shows_its_end_and_plays_again(qtbot, worker, home):
    """A finished game saved and opened showed an empty table, "Game over" in the status bar
    alone: no last summary, no standings, no "Play again". Its end shows as when it ended."""
    first = show_window(qtbot, worker)
    with qtbot.waitSignal(first.controller.gameFinished, timeout=20_000):
        first.controller.load_record(_last_card_a_computers())
    finished = first.controller.record()
    first.controller.shutdown()
    w = show_window(qtbot, worker)
    c = w.controller
    with qtbot.waitSignal(c.gameFinished, timeout=10_000):
        c.load_record(finished)
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=10_000)
    assert felt.summary.game_over and felt.summary_card.button.label == "Play again"
    assert any(n.startswith("Final standings") for n in felt.summary.notes)
    assert _no_box() == []
    seed = c.state.seed
    press_next_deal(qtbot, w)  # the summary's "Play again"
    qtbot.waitUntil(lambda: not c.state.game_over, timeout=5_000)
    assert c.state.rules.id == "heart-hunter" and c.state.seed != seed
    c.shutdown()


def test_undo_and_redo_at_the_games_end_say_why_they_do_nothing(qtbot, worker, home):
    """Ctrl+Z at the end did nothing and said nothing; Redo said there was nothing to redo as
    if the game went on. Both are greyed in the menu then."""
    from window_helpers import key_to_window

    w = show_window(qtbot, worker)
    c = w.controller
    with qtbot.waitSignal(c.gameFinished, timeout=20_000):
        c.load_record(_last_card_a_computers())
    qtbot.waitUntil(lambda: w.table.felt.summary_proxy.isVisible(), timeout=5_000)
    # greyed in the menu (enabled, it looked as if the game could be taken back: a tester);
    # its keys still say why
    assert not w.act_undo.isEnabled() and not w.act_redo.isEnabled()
    ctrl = Qt.KeyboardModifier.ControlModifier
    key_to_window(qtbot, w, Qt.Key.Key_Z, ctrl)
    assert w.statusBar().currentMessage().startswith("The game is over")
    key_to_window(qtbot, w, Qt.Key.Key_Z, ctrl | Qt.KeyboardModifier.ShiftModifier)
    assert w.statusBar().currentMessage() == "The game is over: there is nothing to redo."
    c.shutdown()


def test_enter_at_the_games_end_says_what_starts_another_game(qtbot, worker, home):
    """Enter under the game's last summary starts nothing (as above), and said nothing: the
    person pressed it again and again. The status bar says how to go on."""
    from tricktable.presentation.status_line import GAME_OVER_KEYS

    w = _at_the_end(qtbot, worker)
    c, felt = w.controller, w.table.felt
    w.table.setFocus()
    qtbot.wait(felt.summary_card.ENTER_GRACE_MS + 100)
    assert w.statusBar().currentMessage() != GAME_OVER_KEYS
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.statusBar().currentMessage() == GAME_OVER_KEYS, timeout=3_000)
    assert c.state.game_over and felt.summary_proxy.isVisible()


def test_new_game_on_the_final_standings_opens_the_choice_of_the_next_game(qtbot, worker, home):
    """The final standings offered only "Play again", the same game: a tester who wanted
    another looked for it there. "New game…" lies beside it, Tab goes round the three buttons
    (back with Shift+Tab), and a click on it opens the New game dialog, the standings kept
    behind it until a game is chosen."""
    from tricktable.ui.dialog_new_game import NewGameDialog

    w = _at_the_end(qtbot, worker)
    c, felt = w.controller, w.table.felt
    card = felt.summary_card
    assert card.new_button is not None and card.new_button.isVisible()
    assert card.new_button.label == "New game…"
    qtbot.waitUntil(lambda: not card.in_grace(), timeout=3_000)
    w.table.setFocus()
    qtbot.keyClick(w.table, Qt.Key.Key_Tab)
    assert card.review_button.hasFocus()
    qtbot.keyClick(card.review_button, Qt.Key.Key_Tab)
    assert card.new_button.hasFocus()
    qtbot.keyClick(card.new_button, Qt.Key.Key_Tab)
    assert card.button.hasFocus()
    qtbot.keyClick(card.button, Qt.Key.Key_Backtab)
    assert card.new_button.hasFocus()
    seed = c.state.seed
    centre = card.new_button.mapTo(felt.summary_proxy.widget(), card.new_button.rect().center())
    qtbot.mouseClick(w.table.viewport(), Qt.MouseButton.LeftButton,
                     pos=w.table.mapFromScene(felt.summary_proxy.mapToScene(
                         QPointF(centre))))
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog),
                    timeout=3_000)
    assert c.state.game_over and c.state.seed == seed and felt.summary_proxy.isVisible()
    QApplication.activeModalWidget().reject()
    c.shutdown()


def test_a_deal_that_is_not_the_last_has_no_new_game_button(qtbot, worker, home):
    doc = record_where("heart-hunter", {"quick": True}, 3, 0,
                       lambda st: len(st.history) == 1 and not st.game_over)
    w = show_window(qtbot, worker)
    w.controller.load_record(doc)
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=10_000)
    assert felt.summary_card.new_button is None
    w.controller.shutdown()


def test_play_again_is_not_drawn_as_enters_default_at_the_games_end(qtbot, worker, home):
    """Enter never presses "Play again" (a player pressing Enter went past the standings), yet
    it was drawn filled, as "Next deal" is after every other deal: a tester pressed Enter and
    waited. At the game's end none of the three buttons is drawn as the default."""
    w = _at_the_end(qtbot, worker)
    card = w.table.felt.summary_card
    assert not card.button.enter_here()
    assert not any(b.primary for b in (card.button, card.new_button, card.review_button))
    w.controller.shutdown()
