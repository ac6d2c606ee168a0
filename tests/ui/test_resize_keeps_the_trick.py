"""A resize used to take everything moving on the table to its end at once: a trick finished
just before the window was resized, maximized or put full screen went from the felt within a
fifth of a second, unseen (a tester, five times). Now the cards are placed for the new size
and what moves goes on: the finished trick stays its moment, and a card flying when the size
changed ends at its place for the new size."""

from __future__ import annotations

import copy

from window_helpers import click_card, load_at, show_window

#: well inside a finished trick's moment on the table at the slow speed (700 ms x 1.6)
SOON_MS = 250


def _taking_last_card(st) -> bool:
    """The person plays the trick's last card and has one that takes it."""
    if st.to_act != 0 or len(st.trick) != 3:
        return False
    for a in st.legal_actions():
        after = copy.deepcopy(st)
        after.apply(a)
        if after.deal_log.tricks[-1][2] == 0:
            return True
    return False


def _winning_card(st) -> int:
    for a in st.legal_actions():
        after = copy.deepcopy(st)
        after.apply(a)
        if after.deal_log.tricks[-1][2] == 0:
            return a.card
    raise AssertionError("no card takes the trick")


def _lying(w) -> list:
    return [i for i in w.table.model.leaving.items
            if i.scene() is w.table.scene() and i.isVisible() and i.opacity() == 1.0]


def _places(w) -> list[tuple]:
    return [(i.card, round(i.pos().x(), 1), round(i.pos().y(), 1), round(i.rotation(), 1),
             round(i.scale(), 3)) for i in w.table.model.all_cards()]


def test_a_trick_finished_before_a_resize_stays_its_moment(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="slow")
    load_at(qtbot, w, "heart-hunter", {}, 0, _taking_last_card)
    click_card(qtbot, w, _winning_card(w.controller.state))
    qtbot.waitUntil(lambda: len(_lying(w)) == 4, timeout=5_000)  # the full trick, seen
    w.resize(1100, 700)
    qtbot.wait(SOON_MS)
    assert len(_lying(w)) == 4, "the resize took the finished trick away at once"
    qtbot.waitUntil(lambda: not w.table.model.leaving.items and w.table.animations_idle(),
                    timeout=10_000)
    w.controller.shutdown()


def test_a_card_flying_through_a_resize_lands_where_the_new_size_puts_it(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="slow")
    load_at(qtbot, w, "heart-hunter", {}, 0, _taking_last_card)
    click_card(qtbot, w, _winning_card(w.controller.state))
    w.resize(1000, 640)  # the card on its way to the trick, the hand closing up
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=15_000)
    shown = _places(w)
    w.table.model.relayout()  # where the layout of this size puts every card
    assert _places(w) == shown, "cards were left where the old size put them"
    w.controller.shutdown()
