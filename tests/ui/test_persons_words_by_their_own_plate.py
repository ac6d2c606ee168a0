"""Where the person's own words go: a tester saw Nineteen for two at 1024 x 600 with the
person's "Discards 4 cards" / "Calls the 18★" in the middle-left of the felt, beside the left
dummy's cards and under North's words, where they read as said by the dummy or by North; at
1920 x 1080 they lay between the dummy's plate and the person's, nearer the dummy's. A bubble
must lie nearer its own plate than any other, over no card."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from window_helpers import click_button, discard_as_a_person, load_at, show_window


def _plates(table) -> dict[int, object]:
    """Each visible plate as drawn, less the 3 px of its edge's shadow (as the felt counts it)."""
    return {p.position: p.sceneBoundingRect().adjusted(3, 3, -3, -3)
            for p in table.felt.plates if p.isVisible()}


def _apart(a, b) -> float:
    """How far apart two rectangles lie (0 where they touch or overlap)."""
    dx = max(b.left() - a.right(), a.left() - b.right(), 0.0)
    dy = max(b.top() - a.bottom(), a.top() - b.bottom(), 0.0)
    return (dx * dx + dy * dy) ** 0.5


def _persons_words_after_the_discard(qtbot, worker, players: int, size):
    """A Nineteen window at Normal speed where the person, the declarer, has discarded as a
    person does (and, with two players, called the trump): their words are up beside their
    plate."""
    w = show_window(qtbot, worker, speed="normal", size=size)
    table, c = w.table, w.controller
    load_at(qtbot, w, "nineteen", {"players": players}, 0,
            lambda st: st.stage == "discard" and st.to_act == 0 and st.declarer == 0)
    seat = discard_as_a_person(qtbot, table, c)
    qtbot.waitUntil(lambda: seat in table.felt.bubbles and table.animations_idle(),
                    timeout=10_000)
    if players == 2:  # the call too: two lines, "Discards 4 cards" over "Calls the 18★"
        qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(),
                        timeout=10_000)
        click_button(qtbot, table, table.panel.buttons[0].label)
        qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle()
                        and c.legal_actions()[0].type == "declare", timeout=10_000)
        assert table.felt.bubbles[seat].caption
    return w, table, seat


def _check(table, seat) -> None:
    said = table.felt.bubbles[seat].sceneBoundingRect()
    plates = _plates(table)
    own = _apart(said, plates[seat])
    for pos, plate in plates.items():
        assert not said.intersects(plate), (pos, said, plate)
        if pos != seat:
            assert own < _apart(said, plate), ("nearer another plate", pos, said, plate)
    cards = [i.sceneBoundingRect() for i in table.model.all_cards() if i.isVisible()]
    assert not any(said.intersects(r) for r in cards), ("over a card", said)


@pytest.mark.parametrize("players,size", [
    (2, (1920, 1080)), (3, (1024, 600)), (4, (1024, 600)), (4, (1920, 1080)), (2, (1024, 600)),
])
def test_the_persons_words_lie_nearer_their_own_plate_than_any_other(qtbot, worker, home,
                                                                     players, size):
    """The person's words beside their own plate, as every seat's are: nearer it than any
    other plate, over no plate and no card. At 1024 x 600 with two players no felt by the
    person's plate is free (the left dummy's plate lies 20 px over it, the hand beside it):
    their words were not shown at all, and a discard was said by nothing but the hand. They
    lie over the person's own trick place now, empty before the play, just above the panel
    and clear of it."""
    w, table, seat = _persons_words_after_the_discard(qtbot, worker, players, size)
    said = table.felt.bubbles[seat]
    assert said.isVisible(), "the person's words not shown"
    if (players, size) == (2, (1024, 600)):
        box = said.sceneBoundingRect()
        slot = table.model.lay.seat(seat).trick.bounds()
        assert box.intersects(QRectF(slot.x, slot.y, slot.w, slot.h)), (box, slot)
        assert not box.intersects(table.panel_proxy.sceneBoundingRect())
        for pos, plate in _plates(table).items():
            assert not box.intersects(plate), (pos, box, plate)
        cards = [i.sceneBoundingRect() for i in table.model.all_cards() if i.isVisible()]
        assert not any(box.intersects(r) for r in cards), ("over a card", box)
    else:
        _check(table, seat)
    w.controller.shutdown()
