"""Under Game → Pause a trick finished by a move N let through stays on the felt until the next N
or P gathers it. Only a trick a computer was to lead after was kept: one the person took (their
lead next) was gathered after its usual look, so to someone stepping with N it looked random
whether its last card could be seen. And once the status bar's "N gathers the trick" was gone,
the status line said a computer waited "for the next move (N)" while that N only gathered it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from pause_helpers import next_move_until_a_trick_finishes, watch_computers
from tricktable.engine.cards import suit_of
from window_helpers import click_card, key_to_window, load_at, show_window, wait_for_person

#: at the fast speed a trick's card, its look and its gathering take well under this
SETTLED_MS = 1_500
#: the status bar's own message lasts 4 s; the status line under it is read after it
MESSAGE_MS = 4_000


def _sure_winner(st) -> int | None:
    """A card of the person's, third to a trick, that no card still out in the suit led beats
    (Heart Hunter has no trumps): they take the trick a computer's card finishes."""
    if st.to_act != 0 or len(st.trick) != 2:
        return None
    led = suit_of(st.trick[0])
    out = [c for p in range(1, st.num_players) for c in range(64) if st.hands[p] >> c & 1]
    above = max([c for c in [*out, *st.trick] if suit_of(c) == led], default=-1)
    return next((a.card for a in st.legal_actions()
                 if suit_of(a.card) == led and a.card > above), None)


def _lying(w) -> list:
    """The cards of the trick just taken, still on the felt and in sight."""
    return [i for i in w.table.model.leaving.items
            if i.scene() is w.table.scene() and i.isVisible() and i.opacity() == 1.0]


def test_a_trick_the_person_takes_by_a_computers_card_let_through_by_n_stays_until_n(
        qtbot, worker, home):
    """The N that let the trick's last card through keeps the trick on the felt, as for a trick
    a computer takes; the next N gathers it, and only then does the person's lead come."""
    w = show_window(qtbot, worker, speed="fast")
    load_at(qtbot, w, "heart-hunter", {}, 0, lambda st: _sure_winner(st) is not None)
    c = w.controller
    card = _sure_winner(c.state)
    key_to_window(qtbot, w, Qt.Key.Key_P)
    click_card(qtbot, w, card)
    qtbot.waitUntil(lambda: c.state.to_act != 0 and w.table.animations_idle(), timeout=5_000)
    before = len(c.state.deal_log.actions)
    key_to_window(qtbot, w, Qt.Key.Key_N)  # the last card, a computer's
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) == before + 1, timeout=10_000)
    assert c.state.deal_log.tricks[-1][2] == 0 and c.human_to_act() == 0
    qtbot.wait(SETTLED_MS)
    assert len(_lying(w)) == 4, "the trick the person took went with the card N let through"
    assert w.table.queue.held
    kept = ("Your turn: N gathers the trick, then play a card. "
            "The game is paused: the others wait until P.")
    qtbot.waitUntil(lambda: w.turn_label.text() == kept, timeout=3 * MESSAGE_MS)
    key_to_window(qtbot, w, Qt.Key.Key_N)  # it goes to the person, and their lead comes
    wait_for_person(qtbot, w, timeout=5_000)
    assert not _lying(w) and len(c.state.deal_log.actions) == before + 1 and c.paused
    assert w.turn_label.text() == ("Your turn: play a card. "
                                   "The game is paused: the others wait until P.")
    c.shutdown()


def test_the_status_line_says_n_gathers_the_kept_trick_after_the_bars_message(
        qtbot, worker, home):
    """Under the bar's 4 s message the status line named the next move as what N does; while
    the trick is kept N gathers it, and once it is gone N plays the next move again."""
    w = watch_computers(qtbot, worker, "heart-hunter", seed=4, moves=1)
    c = w.controller
    key_to_window(qtbot, w, Qt.Key.Key_P)
    qtbot.waitUntil(w.table.animations_idle, timeout=5_000)  # a move on its way lands
    next_move_until_a_trick_finishes(qtbot, w)
    qtbot.waitUntil(lambda: w.table.queue.held, timeout=5_000)  # the trick is kept
    # the bar's messages gone (the kept trick's own comes once the table has caught up, which
    # a busy machine makes later than the hold): the status line under them shows again
    qtbot.waitUntil(lambda: not w.statusBar().currentMessage() and w.turn_label.isVisible(),
                    timeout=3 * MESSAGE_MS)
    name = c.seats[c.to_act()].name
    assert w.turn_label.text() == \
        f"{name} waits while the trick is kept: N gathers it, P goes on."
    mark = w.table.felt.pause_mark  # the felt's mark says it too ("N for the next move" was)
    assert mark.isVisible() and "N gathers the trick" in mark.caption, mark.caption
    key_to_window(qtbot, w, Qt.Key.Key_N)  # gathered: N plays the next move again
    qtbot.waitUntil(lambda: not w.table.queue.held and w.table.animations_idle(),
                    timeout=5_000)
    assert w.turn_label.text() == \
        f"{name} waits until the game goes on (P), or for the next move (N)."
    assert "N for the next move" in mark.caption, mark.caption
    c.shutdown()
