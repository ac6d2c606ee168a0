"""Long player names on the seat plates, through the real window at 1024 x 640 and 1280 x 800: a
plate with three lines or more (the name, the deal line, a bid or a contract) cut a long name
("Maximilian Alexan…") though the plate could grow or the name take two lines; a plate of two
lines already showed it whole. Each name now shows whole, broken between its words where it
must, the plate grown within its room on the felt, over no card and no other plate."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from tricktable.games.registry import available_games
from tricktable.presentation import felt_colours as fc
from tricktable.ui.seat_plate import MEASURE
from window_helpers import open_past_its_summary, record_where, show_window

#: names of up to 24 characters, each with a space to break at
NAMES = ["Maximilian Alexanderson", "Bartholomew Fitzgeraldson", "Christabel Montgomery",
         "Evangeline Whitfield"]
#: a name of 24 characters whose first word is too wide for a dealer's first line
HYPHENED = "Jean-Christophe Lefebvre"


def _load(qtbot, w, game: str, options: dict, wanted, names=None) -> None:
    """The first record where ``wanted`` holds, its players renamed (``names(state)``, else
    ``NAMES``), opened."""
    state: list = []  # the state ``wanted`` held in, kept for ``names``

    def kept(st) -> bool:
        if wanted(st):
            state.append(st)
            return True
        return False

    doc = next(d for seed in range(1, 40)
               if (d := record_where(game, options, seed, 0, kept, steps=600)) is not None)
    for player, name in zip(doc["players"], names(state[-1]) if names else NAMES, strict=False):
        player["name"] = name
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    qtbot.wait(50)


def _check_plates(w) -> None:
    """Every plate shows its player's name whole, each word of it drawn inside the plate; the
    plate lies within its room, clear of the other plates and of every card on the table."""
    felt = w.table.felt
    cards = [item.sceneBoundingRect() for hand in w.table.model.hands.values()
             for item in hand.items
             if item.isVisible()]
    rects = {p.position: p.mapRectToScene(QRectF(p._rect)) for p in felt.plates}
    for plate in felt.plates:
        laid = plate.layout()
        words = [line for line in laid.lines[1:] if line.ink == fc.TEXT]
        shown = "".join(line.text for line in words)
        assert "…" not in shown and shown.replace(" ", "") == plate.name.replace(" ", ""), \
            (plate.name, [line.text for line in laid.lines])
        rect = rects[plate.position]
        for line in words:
            drawn = plate.mapRectToScene(QRectF(
                line.x, line.y, MEASURE.advance(line.font, line.text), MEASURE.height(line.font)))
            assert MEASURE.advance(line.font, line.text) <= line.w + 0.5, line.text
            assert rect.adjusted(-0.5, -0.5, 0.5, 0.5).contains(drawn), (line.text, drawn, rect)
        seat = w.table.model.lay.seat(plate.position)
        r = seat.plate_room or seat.plate
        room = QRectF(r.x, r.y, r.w, r.h)
        assert room.adjusted(-1, -1, 1, 1).contains(rect), (plate.name, rect, room)
        for other, there in rects.items():
            assert other == plate.position or not rect.intersects(there), (plate.name, other)
        assert not any(rect.intersects(card) for card in cards), plate.name


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_heart_hunter_plates_show_long_names_whole_beside_the_dealer_disc_and_a_total(
        qtbot, worker, home, size):
    """Beside the dealer's disc and a total of two figures "Jean-Christophe" did not fit the
    first line, no break between words held it, and the plate read "Jean-Christo…": the name
    breaks after its hyphen too, "Jean-" over "Christophe Lefebvre"."""
    w = show_window(qtbot, worker, size=size)

    def dealer_named(st) -> list[str]:
        return [HYPHENED if p == st.dealer else NAMES[p] for p in range(4)]

    _load(qtbot, w, "heart-hunter", {},
          lambda st: st.to_act == 0 and st.deal_number >= 2 and st.totals[st.dealer] >= 10,
          dealer_named)
    assert any(p.name == HYPHENED and p.dealer for p in w.table.felt.plates)
    _check_plates(w)
    w.controller.shutdown()


@pytest.mark.skipif("nineteen" not in available_games(), reason="Nineteen not installed")
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_nineteen_plates_with_a_bid_and_a_contract_show_long_names_whole(
        qtbot, worker, home, size):
    """A declarer's plate (the name, "Solo · 0 tricks", its bid and contra lines) read
    "Maximilian Alexan…": the plate grows within its room for the name's second line."""
    w = show_window(qtbot, worker, size=size)
    _load(qtbot, w, "nineteen", {"players": 4},
          lambda st: st.stage == "play" and st.to_act == 0)
    assert any(len(p.notes) >= 1 for p in w.table.felt.plates), "no plate of three lines"
    _check_plates(w)
    w.controller.shutdown()
