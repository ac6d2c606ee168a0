"""There was no Redo: Ctrl+Shift+Z did nothing and said nothing, and an undo pressed once too
often could be mended only by playing again, the computers thinking anew. Game → Redo plays
again exactly what the undo took back; any other move forgets it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.settings import Seat
from window_helpers import click_card, key_to_window, show_window, wait_for_person

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


def moves(w) -> list:
    return [(p, a) for log in (*w.controller.state.history, w.controller.state.deal_log)
            for p, _pos, a in log.actions]


def test_redo_plays_again_what_undo_took_back_and_a_new_move_forgets_it(qtbot, worker, home):
    w = show_window(qtbot, worker)
    w.start_game("heart-hunter", {}, [Seat("You", "human")] + [
        Seat(f"Bot {i}", "computer") for i in range(1, 4)], seed=6)
    c = w.controller
    wait_for_person(qtbot, w)
    card = next(a.card for a in c.legal_actions() if a.type == "play")
    click_card(qtbot, w, card)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=30_000)
    played = moves(w)
    assert not w.act_redo.isEnabled(), "Redo offered with nothing to redo"
    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL)
    assert len(moves(w)) < len(played)
    qtbot.waitUntil(w.act_redo.isEnabled, timeout=10_000)
    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL | SHIFT)
    assert moves(w) == played, "the redo did not play again what was undone"
    assert w.statusBar().currentMessage().startswith("Redone: your ")
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=30_000)
    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL)  # undone again, then another card played
    wait_for_person(qtbot, w)
    other = [a.card for a in c.legal_actions() if a.type == "play"]
    click_card(qtbot, w, other[-1])
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=30_000)
    now = moves(w)
    assert not w.act_redo.isEnabled()  # greyed, its key still says why
    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL | SHIFT)
    assert moves(w) == now
    assert "nothing to redo" in w.statusBar().currentMessage()
    c.shutdown()


def test_redo_onto_a_deals_summary_leaves_the_next_deal_behind_it_unseen(qtbot, worker, home):
    """Redone at once, the computers' last cards ended the deal in a burst, and the next deal's
    hands lay face up behind the summary, the dealer's button already moved on. A computer's
    move that ends the deal is now left to it, at the table's pace, as it was the first time."""
    from window_helpers import load_at

    w = show_window(qtbot, worker, speed="normal")
    c = w.controller
    load_at(qtbot, w, "heart-hunter", {}, 0, lambda st: st.to_act == 0 and not st.trick
            and st.hands[0].bit_count() == 1)
    card = next(a.card for a in c.legal_actions() if a.type == "play")
    for step in ("play", "undo", "redo"):
        if step == "play":
            click_card(qtbot, w, card)
        elif step == "undo":
            key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL)
            wait_for_person(qtbot, w)
            continue
        else:
            key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL | SHIFT)
        qtbot.waitUntil(lambda: w.table.felt.summary is not None, timeout=30_000)
        qtbot.wait(200)
        held = {p: len(pile.items) for p, pile in w.table.model.hands.items()}
        assert not any(held.values()), f"the next deal lay behind the summary ({step}): {held}"
    c.shutdown()


def test_redo_shows_the_position_it_reached_at_once(qtbot, worker, home):
    """Played through the table's steps, a redo's moves were drawn from the position already
    reached: cards of two tricks lay together, a face-down copy of a card already down flew
    from a hand. The table now shows the redone position at once, as after an undo."""
    w = show_window(qtbot, worker, speed="normal")
    w.start_game("heart-hunter", {}, [Seat("You", "human")] + [
        Seat(f"Bot {i}", "computer") for i in range(1, 4)], seed=6)
    c = w.controller
    for _ in range(2):  # two tricks' cards: the redo crosses a trick's end
        wait_for_person(qtbot, w, timeout=30_000)
        click_card(qtbot, w, next(a.card for a in c.legal_actions() if a.type == "play"))
        qtbot.waitUntil(lambda: c.human_to_act() == 0 and w.table.animations_idle(),
                        timeout=30_000)
    for _ in range(2):
        key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL)
        wait_for_person(qtbot, w)
    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL | SHIFT)
    assert w.table.animations_idle(), "the redo's moves are played out again on the table"
    trick = sorted(i.card for i in w.table.model.trick.items)
    assert trick == sorted(c.view().trick), "the trick shown is not the game's"
    c.shutdown()
