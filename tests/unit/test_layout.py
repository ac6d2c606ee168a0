"""The table's geometry (presentation/layout.py), checked without painting: every area inside the
view, no two areas overlapping, the person's hand readable and never clipped, for 2 to 4 positions,
with and without exposed dummies, from 1024x640 to 4K."""

from __future__ import annotations

import itertools
import subprocess
import sys

import pytest

from tricktable.presentation.layout import (
    ASPECT,
    MIN_CARD_H,
    MIN_VISIBLE,
    TRICK_ROT,
    bounds_of,
    no_overlap_report,
    side_of,
    table_layout,
)

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)]
SHAPES = [  # (positions, dummies, max hand): Heart Hunter / Young Hunter / Barbu, Heart Hunter
    (4, (), 13),  # with three, Sheepshead (10 + the 2-card window), Nineteen with exposed
    (3, (), 13),  # dummies and a declarer holding the stock (12 + 4)
    (3, (), 12),
    (4, (2,), 16),
    (4, (1, 3), 16),
    (3, (1,), 16),
    (2, (), 13),
]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("shape", SHAPES)
def test_areas_inside_the_view_and_apart(size, shape):
    n, dummies, max_hand = shape
    lay = table_layout(n, *size, dummies=dummies, max_hand=max_hand)
    assert no_overlap_report(lay) == []
    assert lay.summary.intersects(lay.trick_area)  # the summary takes the centre over
    for seat in lay.seats:
        assert not seat.hand.intersects(lay.panel)
        assert not seat.plate.intersects(lay.summary)


@pytest.mark.parametrize("size", [*SIZES, (800, 600), (1366, 768), (2560, 1080)])
def test_card_size_follows_the_height(size):
    w, h = size
    lay = table_layout(4, w, h)
    assert lay.card_h >= MIN_CARD_H
    if w / h >= 1.6:
        assert lay.card_h == pytest.approx(0.19 * h, rel=0.02)
    assert lay.card_w == pytest.approx(lay.card_h * ASPECT)


@pytest.mark.parametrize("size", [*SIZES, (800, 600)])
@pytest.mark.parametrize("count", [1, 5, 13, 16, 20])
def test_person_hand_fits_and_shows_each_card(size, count):
    lay = table_layout(4, *size, max_hand=16)
    places = lay.hand_places(0, count)
    assert len(places) == count
    box = bounds_of(places, lay.lift).united(bounds_of(places))
    assert lay.view.contains(box), "the hand is never clipped"
    for a, b in itertools.pairwise(places):
        assert b.x - a.x >= MIN_VISIBLE * a.height * ASPECT - 1e-6
    angles = [p.rotation for p in places]
    assert max(angles, default=0) <= 10.01 and min(angles, default=0) >= -10.01
    assert angles == sorted(angles), "a gentle arc, left to right"
    if count <= 16:
        assert lay.seat(0).hand.contains(box)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [3, 4])
def test_opponents_fans_stay_in_their_areas(size, n):
    lay = table_layout(n, *size, max_hand=13)
    for seat in lay.seats[1:]:
        for count in (1, 7, 13):
            places = lay.hand_places(seat.position, count)
            assert seat.hand.contains(bounds_of(places)), (seat.side, count)
            assert all(p.height == pytest.approx(lay.opp_h) for p in places)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("dummies", [(1,), (2,), (3,), (1, 3)])
def test_exposed_dummies_are_face_up_rows_in_their_areas(size, dummies):
    lay = table_layout(4, *size, dummies=dummies, max_hand=16)
    for d in dummies:
        seat = lay.seat(d)
        places = lay.hand_places(d, 12, exposed=True)
        assert all(p.rotation == 0 for p in places), "readable: upright"
        assert seat.hand.contains(bounds_of(places)), seat.side


@pytest.mark.parametrize("size", SIZES)
def test_trick_stock_and_dominoes(size):
    lay = table_layout(4, *size)
    rotations = set()
    centre = (lay.trick_area.cx, lay.trick_area.cy)
    for seat in lay.seats:
        t = seat.trick
        assert lay.trick_area.contains(t.bounds())
        rotations.add(t.rotation)
        assert abs(t.rotation) <= 4 and t.rotation == TRICK_ROT[seat.side]
        # each trick card lies toward its player
        dx, dy = t.x - centre[0], t.y - centre[1]
        ax, ay = seat.anchor[0] - centre[0], seat.anchor[1] - centre[1]
        assert dx * ax + dy * ay > 0
    assert len(rotations) == 4
    assert lay.stock.contains(bounds_of(lay.stock_places(6)))
    for row in range(4):
        cards = [lay.domino_place(row, i) for i in range(13)]
        assert lay.dominoes[row].contains(bounds_of(cards))
        assert lay.centre.contains(bounds_of(cards))
    assert lay.centre.contains(bounds_of(lay.overlay_places(4)))


def test_sides_go_clockwise_from_the_viewer():
    assert [side_of(p, 0, 4) for p in range(4)] == ["bottom", "left", "top", "right"]
    assert [side_of(p, 2, 4) for p in range(4)] == ["top", "right", "bottom", "left"]
    assert [side_of(p, 0, 3) for p in range(3)] == ["bottom", "left", "right"]
    assert [side_of(p, 1, 2) for p in range(2)] == ["top", "bottom"]
    lay = table_layout(4, 1280, 800, viewer=2)
    assert lay.seat(2).side == "bottom" and lay.seat(0).side == "top"
    with pytest.raises(ValueError):
        table_layout(5, 1280, 800)


def test_tiny_views_never_clip_the_hand():
    lay = table_layout(4, 640, 400, max_hand=13)
    box = bounds_of(lay.hand_places(0, 13), lay.lift)
    assert lay.view.contains(box)


def test_layout_is_qt_free():
    code = ("import sys, tricktable.presentation.layout; "
            "sys.exit(1 if any(m.startswith('PySide6') for m in sys.modules) else 0)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
