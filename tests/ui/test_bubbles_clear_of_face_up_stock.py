"""The computers' words kept clear of the face-up cards of the centre: while the declarer judged
Nineteen's first set, the top seat's "Takes set 1: level 1" lay over the set's face-up
Cavalier, its index hidden; bubbles kept clear of plates, hands, the panel and Dominoes' rows,
never of a stock laid face up (Nineteen's sets, Sheepshead's turned blind) nor the trick. Each
seat's words now move along their plate's side past such cards. Measured on the drawn bubbles
and cards, as a person sees them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from test_nineteen_stock_face_up_window import _sets_face_up

from window_helpers import load_at, open_past_its_summary, show_window

#: what the seats say, the longest of the talk before the play among them
WORDS = ("Takes set\u00a01: level\u00a01", "Declares nothing", "Contra on the 19")


def _face(item) -> QRectF:
    """Where a card's face is drawn in the scene (its bounding box holds its shadow too)."""
    return item.mapToScene(item.shape().boundingRect()).boundingRect()


def _everyone_speaks(table) -> list[tuple[int, str, str]]:
    """Every seat but the person's says each of ``WORDS`` in turn; the face-up stock or trick
    card any of its bubbles lies over, as (seat, words, card)."""
    model = table.model
    up = [i for i in (*model.stock.items, *model.trick.items) if i.face_up and i.isVisible()]
    assert up, "face-up cards in the centre"
    hits = []
    for words in WORDS:
        for seat in range(1, len(model.lay.seats)):
            table.felt.bubble(seat, words)
            said = table.felt.bubbles[seat].sceneBoundingRect()
            hits += [(seat, words, i.accessible_name()) for i in up if said.intersects(_face(i))]
    return hits


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_no_seats_words_cover_the_face_up_set_judged_in_nineteen(qtbot, worker, home, size):
    """The person, the declarer, is asked "Take this set?" with the set's first card face up
    under the top seat's plate: no seat's words lie over it."""
    w = show_window(qtbot, worker, speed="normal", size=size)
    load_at(qtbot, w, "nineteen", {"players": 4}, 0,
            lambda st: st.stage == "preference" and st.to_act == 0)
    assert w.table.model.stock_in_sets()
    assert not _everyone_speaks(w.table)
    w.controller.shutdown()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_no_seats_words_cover_the_stock_laid_face_up_nor_the_trick_in_the_play(
        qtbot, worker, home, size):
    """In the play, sets 1 and 3 face up in the top band and a trick under way: no seat's
    words lie over any of their cards."""
    w = show_window(qtbot, worker, speed="normal", size=size)
    open_past_its_summary(qtbot, w, _sets_face_up(4, 0))
    qtbot.waitUntil(lambda: w.controller.human_to_act() is not None
                    and w.table.animations_idle(), timeout=10_000)
    assert not _everyone_speaks(w.table)
    w.controller.shutdown()
