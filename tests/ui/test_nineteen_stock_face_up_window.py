"""Nineteen's stock cards laid face up, read in the window during the play. Preferred Two gone
back to set 2 leaves sets 1 and 3 face up for the defenders; once the play began they moved
to the top band at the face-down fans' size, four in 130 px, the 3★ and the 20★ cut to a sliver
and their index 8 px high at 1024x640. Measured on the drawn cards, as a person sees them:
each one's corner index in sight (nothing drawn over it) and large enough to read, and no card
of the row over a plate, a hand or the trick."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF, Qt

from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from tricktable.presentation.layout import INDEX_FRAC, INDEX_W_FRAC, MIN_INDEX_CAP_PX
from window_helpers import open_past_its_summary, show_window


def _sets_face_up(players: int, person: int) -> dict:
    """A record in the play, the person to play, after a Preferred Two that looked at sets 1, 2
    and 3 and went back to set 2 (sets 1 and 3 face up: four cards); the rest at random."""
    for seed in range(1, 30):
        state = get_rules("nineteen").new_game(seed, players=players)
        rng = random.Random(seed)
        for _ in range(300):
            if state.game_over:
                break
            view = state.view(person)
            if ((view.tricks or view.trick) and state.to_act == person
                    and sum(c is not None for c in view.stock) >= 4):
                names = [{"name": "You", "kind": "human"} if p == person else
                         {"name": f"Bot {p}", "kind": "computer", "level": "rule"}
                         for p in range(players)]
                return make_record(state, names)
            legal = state.legal_actions()
            steer = [a for a in legal if a.type == "bid" and a.get("bid") == "preferred-2"]
            steer = steer or [a for a in legal if a.type in ("pass", "next-set")]
            steer = steer or [a for a in legal if a.type == "back-set"]
            state.apply(steer[0] if steer else rng.choice(legal))
    raise AssertionError("no such position came up")


def _face(item) -> QRectF:
    """Where a card's face is drawn in the scene (its bounding box holds its shadow too)."""
    return item.mapToScene(item.shape().boundingRect()).boundingRect()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
@pytest.mark.parametrize(("players", "person"), [(4, 0), (3, 0), (3, 2), (3, 1)],
                         ids=["four", "three-dummy-right", "three-dummy-left", "three-dummy-top"])
def test_each_face_up_stock_card_is_read_whole_during_the_play(qtbot, worker, home, size,
                                                              players, person):
    """Four players, and three with the dummy at the right, the left or the top (the person's
    seat decides): each card of the face-up row shows its corner index with nothing over it,
    at least ``MIN_INDEX_CAP_PX`` high, and lies over no plate, hand card or trick card."""
    w = show_window(qtbot, worker, size=size)
    open_past_its_summary(qtbot, w, _sets_face_up(players, person))
    qtbot.waitUntil(lambda: w.controller.human_to_act() is not None
                    and w.table.animations_idle(), timeout=10_000)
    model, scene = w.table.model, w.table.scene()
    stock = list(model.stock.items)
    assert len(stock) == 4 and all(i.face_up for i in stock)
    others = [i for pile in (*model.hands.values(), model.trick) for i in pile.items]
    plates = [p for p in w.table.felt.plates if p.isVisible()]
    for item in stock:
        box = _face(item)
        assert box.height() * 0.135 >= MIN_INDEX_CAP_PX - 0.01, box
        corner = QRectF(box.x(), box.y(), box.width() * INDEX_W_FRAC, box.height() * INDEX_FRAC)
        drawn = scene.items(corner, Qt.ItemSelectionMode.IntersectsItemShape,
                            Qt.SortOrder.DescendingOrder)
        over = [o for o in drawn[:drawn.index(item)] if o.isVisible()
                and o.effectiveOpacity() > 0.01 and not item.isAncestorOf(o)]
        assert not over, (item.accessible_name(), [type(o).__name__ for o in over])
        for thing in [*(_face(i) for i in others), *(p.sceneBoundingRect() for p in plates)]:
            assert not box.intersects(thing), (
                item.accessible_name(), thing)
    w.controller.shutdown()
