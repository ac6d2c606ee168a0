"""At the instant speed a finished trick went with its last card: the trick was never seen (a
player's plate jumped to "7 points" without the Q♠ dropped on them ever showing). It lies in
the middle until the next card is played, at no cost in time."""

from __future__ import annotations

import copy

from window_helpers import click_item, load_at, show_window


def _winning_card(st) -> int | None:
    """A card of the person's that takes the trick now, so that the person leads next."""
    for action in st.legal_actions():
        after = copy.deepcopy(st)
        after.apply(action)
        if after.deal_log.tricks and after.deal_log.tricks[-1][2] == 0 and after.to_act == 0:
            return action.card
    return None


def _last_to_play_and_winning(st) -> bool:
    return st.to_act == 0 and len(st.trick) == 3 and _winning_card(st) is not None


def test_a_trick_finished_at_the_instant_speed_lies_until_the_next_card(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="instant")
    load_at(qtbot, w, "heart-hunter", {}, 0, _last_to_play_and_winning)
    table, c = w.table, w.controller
    win = _winning_card(c.state)
    pick = next(i for i in table.model.hands[0].items if i.card == win)
    before = [i.card for i in table.model.trick.items] + [pick.card]
    click_item(qtbot, table, pick)
    qtbot.waitUntil(lambda: c.view().trick_counts != [0, 0, 0, 0] or len(
        table.model.leaving.items) == 4, timeout=5_000)
    qtbot.waitUntil(table.animations_idle, timeout=5_000)
    lying = list(table.model.leaving.items)
    assert sorted(i.card for i in lying) == sorted(before)
    assert all(i.isVisible() and i.opacity() == 1.0 and i.scene() is table.scene()
               for i in lying)
    places = table.model.lay.trick_places([i.position for i in lying])
    assert [(round(i.x()), round(i.y())) for i in lying] == \
        [(round(p.x), round(p.y)) for p in places]
    assert c.human_to_act() == 0 and not c.view().trick, "the person leads the next trick"
    mine = next(i for i in table.model.hands[0].items if i.interactive)
    click_item(qtbot, table, mine)
    qtbot.waitUntil(lambda: bool(c.view().trick) and not table.model.leaving.items,
                    timeout=10_000)
    assert all(i.scene() is None for i in lying), "gone with the next card"
    c.shutdown()
