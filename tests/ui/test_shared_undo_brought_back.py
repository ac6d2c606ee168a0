"""Undo at a shared table's pass screen, in a game brought back (a record opened, the autosave
resumed) and in one played on: Ann at South and Bob at North, both persons.

Why: at "Pass the device to Bob", Ctrl+Z took back Ann's card in a game played on, but after
the record was opened it said Undo waited for the device to pass, and after "I am Bob" that the
last decision was Ann's: her move could never be taken back, though both messages promised it
could. And an undo at the pass screen named the decision taken back "your announcement" where
the device may be in the next person's hands: it was Bob's.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.settings import Seat
from window_helpers import show_window, undo_key

SEATS = [Seat("Ann", "human"), Seat("West", "computer"), Seat("Bob", "human"),
         Seat("East", "computer")]


def _to_pass_screen_after(qtbot, w, who: int, kind: str | None = None) -> None:
    """Play the shared table on (each pass screen confirmed, each person's first legal choice)
    until the pass screen shows right after a decision of ``who`` (of type ``kind``, if
    given) that handed the device to the other person."""
    c = w.controller
    for _turn in range(300):
        qtbot.waitUntil(lambda: w.stack.currentWidget() is w.pass_screen
                        or c.human_to_act() is not None or c.awaiting_continue,
                        timeout=10_000)
        if c.awaiting_continue:
            c.continue_play()
            continue
        if w.stack.currentWidget() is w.pass_screen:
            last = c._undo[-1] if c._undo else None
            moves = c.state.deal_log.actions
            mine = [a for p, _pos, a in moves if p == who]
            if last is not None and last.player == who and c.awaiting_pass != who and mine \
                    and (kind is None or mine[-1].type == kind) \
                    and len(last.state.history) == len(c.state.history):
                return
            qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
            continue
        c.submit(c.legal_actions()[0])
    raise AssertionError("no such pass screen came")


def _undo_key(qtbot, w) -> str:
    """Ctrl+Z pressed as a person does (at a pass screen asked whose move it takes back:
    "Yes"); what the status bar says then."""
    return undo_key(qtbot, w)


def test_a_record_opened_at_a_pass_screen_takes_back_the_last_move_as_a_game_played_on(
        qtbot, worker, home):
    w = show_window(qtbot, worker)
    w.start_game("young-hunter", {}, SEATS, seed=4)
    _to_pass_screen_after(qtbot, w, 0)
    doc = w.controller.record()
    other = show_window(qtbot, worker)
    other.controller.load_record(doc)
    qtbot.waitUntil(lambda: other.stack.currentWidget() is other.pass_screen, timeout=10_000)
    before = len(other.controller.state.deal_log.actions)
    said = _undo_key(qtbot, other)
    played_on = _undo_key(qtbot, w)
    assert said == played_on and said.startswith("Undone: Ann's"), (said, played_on)
    assert len(other.controller.state.deal_log.actions) < before
    assert other.controller.record() == w.controller.record()
    w.controller.shutdown()
    other.controller.shutdown()


def test_an_undo_at_the_pass_screen_names_whose_decision_it_took_back(qtbot, worker, home):
    w = show_window(qtbot, worker)
    w.start_game("young-hunter", {}, SEATS, seed=4)
    _to_pass_screen_after(qtbot, w, 2, kind="announce")
    said = _undo_key(qtbot, w)
    assert said.startswith("Undone: Bob's announcement"), said
    w.controller.shutdown()


def test_a_shared_tables_resume_question_names_both_and_who_is_to_act(qtbot, worker, home):
    """It asked "Resume your Young Hunter game from deal 1, trick 1?" when it was Bob's turn:
    whose game (Ann and Bob's, not "your") and who is to act are said."""
    w = show_window(qtbot, worker)
    w.start_game("young-hunter", {}, SEATS, seed=4)
    _to_pass_screen_after(qtbot, w, 0)
    assert w.controller.flush_autosave()
    w.close()
    again = show_window(qtbot, worker)
    again.start()
    text = again.resume_box.text()
    again.resume_box.reject()  # Esc resumes it: closed before the words are checked
    w.controller.shutdown()
    again.controller.shutdown()
    assert text.startswith("Resume Ann and Bob's shared Young Hunter game from deal 1, "), text
    assert text.endswith((", with Bob to announce?", ", with Bob to play?")), text


def test_a_record_opened_says_where_play_stands_in_the_resume_questions_words(
        qtbot, worker, home):
    w = show_window(qtbot, worker)
    w.start_game("young-hunter", {}, SEATS, seed=4)
    _to_pass_screen_after(qtbot, w, 0)
    other = show_window(qtbot, worker)
    other.controller.load_record(w.controller.record())
    said = other.controller.opened_words("game.json")
    assert said.startswith("Opened game.json: deal 1, ") and "with Bob to " in said, said
    w.controller.shutdown()
    other.controller.shutdown()


def test_a_record_opened_at_a_shared_table_draws_no_hand_before_the_pass_screen(
        qtbot, worker, home):
    """Opened at Bob's turn, the table drew Ann's hand face up for a moment before the pass
    screen for Bob came: whoever held the device saw it. The pass screen now comes before
    any hand is drawn, and the hand behind it is the next person's."""
    w = show_window(qtbot, worker)
    w.start_game("young-hunter", {}, SEATS, seed=4)
    _to_pass_screen_after(qtbot, w, 0)
    doc = w.controller.record()
    other = show_window(qtbot, worker)
    c = other.controller
    drawn: list[tuple[bool, int]] = []
    c.stateReset.connect(lambda: drawn.append((other.stack.currentWidget() is
                                               other.pass_screen, c.viewer)))
    c.load_record(doc)
    assert drawn and all(covered for covered, _viewer in drawn), drawn
    assert c.awaiting_pass == 2 and c.viewer == 2
    w.controller.shutdown()
    c.shutdown()


def test_ctrl_z_with_nothing_to_undo_says_so_though_undo_is_greyed(qtbot, worker, home):
    """At a new shared game's first pass screen Undo is greyed out, and its key did nothing
    and said nothing (Ctrl+Shift+Z said "There is nothing to redo"). It now says so."""
    w = show_window(qtbot, worker)
    w.start_game("young-hunter", {}, SEATS, seed=4)
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.pass_screen, timeout=10_000)
    assert not w.act_undo.isEnabled()
    assert _undo_key(qtbot, w) == "There is nothing to undo."
    w.controller.shutdown()
