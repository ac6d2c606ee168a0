"""Following the play under Game → Pause one move at a time (N), the move that finished a trick
also gathered it: the trick lingered its usual moment and slid to its winner while the person
was still reading it, so the full trick was never there to look at. Under the pause a finished
trick now stays on the felt, its winner lit, until the next N (or P) gathers it; on the
person's own turn it goes as in unpaused play, so the person's cards never wait behind it."""

from __future__ import annotations

import copy

from PySide6.QtCore import Qt

from pause_helpers import next_move_until_a_trick_finishes, watch_computers
from window_helpers import click_card, key_to_window, load_at, show_window, wait_for_person

#: at the fast speed a trick's card, its look and its gathering take well under this
SETTLED_MS = 1_500


def _lying(w) -> list:
    """The cards of the trick just taken, still on the felt and in sight."""
    return [i for i in w.table.model.leaving.items
            if i.scene() is w.table.scene() and i.isVisible() and i.opacity() == 1.0]


def _lit(w) -> list[int]:
    return [p.position for p in w.table.felt.plates if p.to_act]


def _winner_after(st, card: int) -> int:
    after = copy.deepcopy(st)
    after.apply(next(a for a in st.legal_actions() if a.card == card))
    return after.deal_log.tricks[-1][2]


def _last_card_losing(st) -> bool:
    """The person plays the trick's last card and has one that a computer's card beats."""
    return st.to_act == 0 and len(st.trick) == 3 and any(
        _winner_after(st, a.card) != 0 for a in st.legal_actions())


def _last_card_winning(st) -> bool:
    return st.to_act == 0 and len(st.trick) == 3 and any(
        _winner_after(st, a.card) == 0 for a in st.legal_actions())


def test_a_trick_finished_by_next_move_stays_on_the_felt_until_the_next_n(qtbot, worker, home):
    w = watch_computers(qtbot, worker, "heart-hunter", seed=4, moves=1)
    c = w.controller
    key_to_window(qtbot, w, Qt.Key.Key_P)
    qtbot.wait(SETTLED_MS)  # a move already on its way may still land
    before = next_move_until_a_trick_finishes(qtbot, w)
    _leader, played, winner = c.state.deal_log.tricks[-1]
    qtbot.wait(SETTLED_MS)
    lying = _lying(w)
    assert len(lying) == 4, "the finished trick went in the move that finished it"
    assert sorted(i.card for i in lying) == sorted(played)
    assert _lit(w) == [winner], "its winner is lit, as in unpaused play"
    assert len(c.state.deal_log.actions) == before + 1 and c.paused
    w.resize(1200, 760)  # a resize ends what moves: what the pause keeps stays
    qtbot.wait(200)
    assert len(_lying(w)) == 4
    key_to_window(qtbot, w, Qt.Key.Key_N)  # the trick goes to its winner, and only that
    qtbot.waitUntil(lambda: not w.table.model.leaving.items and w.table.animations_idle(),
                    timeout=5_000)
    assert all(i.scene() is None for i in lying)
    qtbot.wait(SETTLED_MS)
    assert len(c.state.deal_log.actions) == before + 1, "the N that gathered also played"
    key_to_window(qtbot, w, Qt.Key.Key_N)  # and the next N plays the next move
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) == before + 2, timeout=10_000)
    c.shutdown()


def test_the_persons_card_finishing_a_trick_a_computer_takes_keeps_it_until_p(
        qtbot, worker, home):
    """A person plays at their turn under the pause: a trick they finish that a computer takes
    stays too (the computer's lead is what the pause holds), and P lets it go and play on."""
    w = show_window(qtbot, worker, speed="fast")
    load_at(qtbot, w, "heart-hunter", {}, 0, _last_card_losing)
    c = w.controller
    card = next(a.card for a in c.legal_actions() if _winner_after(c.state, a.card) != 0)
    winner = _winner_after(c.state, card)
    key_to_window(qtbot, w, Qt.Key.Key_P)
    before = len(c.state.deal_log.actions)
    click_card(qtbot, w, card)
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) == before + 1, timeout=5_000)
    qtbot.wait(SETTLED_MS)
    assert len(_lying(w)) == 4 and _lit(w) == [winner]
    assert len(c.state.deal_log.actions) == before + 1
    key_to_window(qtbot, w, Qt.Key.Key_P)  # play goes on: the trick first, then the lead
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) > before + 1, timeout=10_000)
    assert not w.table.model.leaving.items or not _lying(w)
    c.shutdown()


def test_the_persons_card_taking_a_trick_under_the_pause_shows_it_then_lets_them_lead(
        qtbot, worker, home):
    """A trick the person takes goes as in unpaused play: their lead does not wait for N."""
    w = show_window(qtbot, worker, speed="fast")
    load_at(qtbot, w, "heart-hunter", {}, 0, _last_card_winning)
    c = w.controller
    card = next(a.card for a in c.legal_actions() if _winner_after(c.state, a.card) == 0)
    key_to_window(qtbot, w, Qt.Key.Key_P)
    click_card(qtbot, w, card)
    qtbot.waitUntil(lambda: len(_lying(w)) == 4, timeout=5_000)  # seen, all four cards
    assert _lit(w) == [0]
    wait_for_person(qtbot, w, timeout=5_000)
    assert not w.table.model.leaving.items and c.paused
    c.shutdown()
