"""The built-in card backs as drawing steps, without Qt: each design fills the field inside the
card's white margin and draws its pattern there, an unknown id gets the first design, and a
custom picture is covered (cropped in the middle to the field's shape), never letterboxed."""

from __future__ import annotations

import pytest

from tricktable.presentation import back_designs as designs
from tricktable.presentation import paint_steps as st
from tricktable.settings import BACK_IDS, CUSTOM_BACK

CARD = (10.0, 20.0, 71.4, 100.0)


def inside(x: float, y: float, field: st.Field, slack: float = 0.0) -> bool:
    return (field.x - slack <= x <= field.x + field.w + slack
            and field.y - slack <= y <= field.y + field.h + slack)


def test_the_field_lies_inside_the_card_with_an_even_margin():
    f = designs.field(*CARD)
    margin = 71.4 * 0.055
    assert f.x == pytest.approx(10.0 + margin) and f.y == pytest.approx(20.0 + margin)
    assert f.w == pytest.approx(71.4 - 2 * margin) and f.h == pytest.approx(100.0 - 2 * margin)


@pytest.mark.parametrize("back", BACK_IDS)
def test_every_built_in_back_fills_its_field_and_draws_inside_it(back):
    assert back in designs.DESIGNS
    field, steps = designs.back_plan(back, *CARD)
    assert isinstance(steps[0], st.Fill)
    for step in steps[1:]:
        if isinstance(step, st.RoundBox):
            assert inside(step.x, step.y, field) and inside(step.x + step.w, step.y + step.h,
                                                            field)
        elif isinstance(step, st.Polygons):  # the centre lozenges
            assert all(inside(x, y, field) for poly in step.polygons for x, y in poly)
        else:
            assert isinstance(step, st.Clipped) and step.steps  # a pattern over the edge


def test_the_four_designs_differ_and_an_unknown_back_gets_the_first():
    plans = [designs.back_plan(back, *CARD)[1] for back in BACK_IDS]
    assert len({repr(p) for p in plans}) == len(BACK_IDS)
    assert designs.back_plan("no-such-back", *CARD)[1] == plans[0]


def test_a_lattice_shows_its_dots_only_over_the_field():
    field, steps = designs.back_plan("blue", *CARD)
    (pattern,) = [s for s in steps if isinstance(s, st.Clipped)]
    dots = next(s for s in pattern.steps if isinstance(s, st.Dots))
    assert dots.centres and all(field.x <= x <= field.x + field.w for x, _y in dots.centres)


def test_a_custom_picture_is_covered_from_its_middle_not_letterboxed():
    # a wide picture loses its sides, a tall one its top and bottom; the part has the target shape
    x, y, w, h = designs.cover(400, 100, 50, 100)
    assert (x, y, h) == (175.0, 0.0, 100) and w == pytest.approx(50)
    x, y, w, h = designs.cover(100, 400, 100, 100)
    assert (x, w) == (0.0, 100) and (y, h) == (150.0, 100)


def test_the_back_shown_is_the_chosen_one_or_else_the_default():
    assert BACK_IDS[0] == designs.DEFAULT and designs.CUSTOM == CUSTOM_BACK
    assert designs.back_shown("red", False) == "red"
    assert designs.back_shown(CUSTOM_BACK, True) == CUSTOM_BACK
    assert designs.back_shown(CUSTOM_BACK, False) == BACK_IDS[0]  # the picture is missing
    assert designs.back_shown("no-such-back", True) == BACK_IDS[0]
