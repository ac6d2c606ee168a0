"""What a card face shows, worked out without Qt: every card of every pack has a plan that starts
with the blank card and both corner indices, a numbered card has as many pips as its number (the
lower ones upside down), an ace one large pip, a court its emblem, letter and suit, the tarot
honours their names; the four-colour pack recolours clubs and diamonds; the shapes are closed
outlines in their unit box."""

from __future__ import annotations

import pytest

from tricktable.engine.cards import DECK_52, FRENCH, TAROT, TAROT_DECK, card, iter_cards
from tricktable.presentation import card_face_plan as plan
from tricktable.presentation import paint_steps as st
from tricktable.presentation.card_shapes import SHAPES

BOX = (0.0, 0.0, 71.4, 100.0)


def steps(code: str, codec=FRENCH, four_colour: bool = False) -> list:
    return plan.face_plan(codec.parse(code), codec, four_colour, *BOX)


def of_kind(found: list, kind: type) -> list:
    return [s for s in found if isinstance(s, kind)]


@pytest.mark.parametrize(("deck", "codec"), [(DECK_52, FRENCH), (TAROT_DECK, TAROT)])
def test_every_card_starts_with_the_blank_and_an_index_in_both_corners(deck, codec):
    for c in iter_cards(deck):
        found = plan.face_plan(c, codec, False, *BOX)
        assert isinstance(found[0], st.Blank)
        top, bottom = of_kind(found, st.Turned)
        assert (top.x, top.y, top.upside_down) == (0.0, 0.0, False)
        assert (bottom.x, bottom.y, bottom.upside_down) == (71.4, 100.0, True)
        assert top.steps == bottom.steps
        assert isinstance(top.steps[0], st.Text) and top.steps[0].kind == "index"


def test_a_numbered_card_has_as_many_pips_as_its_number_the_lower_half_turned():
    for rank in range(2, 11):
        found = of_kind(steps(f"{rank}H"), st.Shape)
        assert len(found) == rank and {s.name for s in found} == {"H"}
        for pip in found:
            assert pip.flipped == (pip.y > 50.0 + 1e-9)
            assert 20.0 - 1e-9 <= pip.y <= 80.0 + 1e-9 and 0 < pip.x < 71.4


def test_an_ace_is_one_large_pip_in_the_middle():
    (pip,) = of_kind(steps("AS"), st.Shape)
    assert (pip.name, pip.x, pip.y, pip.height) == ("S", 35.7, 50.0, 36.0)


def test_a_court_shows_its_emblem_its_letter_and_its_suit_on_a_shaded_panel():
    found = steps("KD")
    (frame,) = of_kind(found, st.Frame)
    assert len(frame.fill) == 3  # shaded from top to bottom
    names = [s.name for s in of_kind(found, st.Shape)]
    assert names == ["crown", "lozenge", "D"]
    assert [t.text for t in of_kind(found, st.Text)] == ["K"]
    (rules,) = of_kind(found, st.Lines)
    assert len(rules.segments) == 2  # the divider either side of the small lozenge
    assert of_kind(steps("CC", TAROT), st.Shape)[0].name == "pennant"  # a cavalier


def test_the_tarot_honours_carry_their_names_and_the_tomfool_an_f_in_its_corners():
    texts = {code: [t.text for t in of_kind(steps(code, TAROT), st.Text)]
             for code in ("T1", "T21", "TF", "T7")}
    assert texts["T1"] == ["1", "JUGGLER"]
    assert texts["T21"] == ["21", "WORLD"]
    assert texts["TF"] == ["TOMFOOL"]
    assert texts["T7"] == ["7"]
    tomfool_corner = of_kind(steps("TF", TAROT), st.Turned)[0].steps[0]
    assert tomfool_corner.text == "F"
    assert len(of_kind(steps("T1", TAROT), st.Dots)) == 3  # the Juggler's balls
    (globe,) = of_kind(steps("T21", TAROT), st.Dots)  # the World's, outlined
    assert globe.outline == plan.HONOUR_INK


def test_the_four_colour_pack_recolours_clubs_and_diamonds_only():
    assert plan.suit_colour(0, True) == plan.CLUB_GREEN
    assert plan.suit_colour(1, True) == plan.DIAMOND_BLUE
    assert plan.suit_colour(0, False) == plan.suit_colour(3, True) == plan.BLACK
    assert plan.suit_colour(1, False) == plan.suit_colour(2, True) == plan.RED
    pip = of_kind(steps("5C", four_colour=True), st.Shape)[0]
    assert pip.colour == plan.CLUB_GREEN


def test_a_tint_runs_from_the_base_to_the_colour():
    assert plan.tint(plan.RED, 0.0) == pytest.approx((254 / 255,) * 3)
    assert plan.tint(plan.RED, 1.0) == pytest.approx((0xC6 / 255, 0x28 / 255, 0x28 / 255))
    half = plan.tint("#000000", 0.5, "#ffffff")
    assert half == pytest.approx((0.5, 0.5, 0.5))


def test_a_bit_that_is_no_card_of_the_pack_is_refused():
    with pytest.raises(ValueError, match="not a card"):
        plan.face_plan(card("2C") - 1, FRENCH, False, *BOX)
    with pytest.raises(ValueError, match="not a card"):
        plan.face_plan(200, TAROT, False, *BOX)


def test_every_shape_is_closed_outlines_inside_its_unit_box():
    for name, outlines in SHAPES.items():
        assert outlines, name
        for outline in outlines:
            assert outline[0][0] in "ME", name
            assert outline[-1][0] in "ZE", name
            for letter, *numbers in outline:
                if letter == "E":
                    cx, cy, rx, ry = numbers
                    # a ball on a crown's point may stand a little over the box's edge
                    assert abs(cx) <= 0.5 and abs(cy) <= 0.5 and 0 < rx == ry <= 0.25, name
                else:
                    assert all(abs(n) <= 0.5 + 1e-9 for n in numbers), name


@pytest.mark.parametrize(("deck", "codec"), [(DECK_52, FRENCH), (TAROT_DECK, TAROT)])
def test_every_text_on_a_card_has_fonts_to_be_drawn_in(deck, codec):
    def texts(found):
        for step in found:
            if isinstance(step, st.Turned):
                yield from texts(step.steps)
            elif isinstance(step, st.Text):
                yield step

    for c in iter_cards(deck):
        for text in texts(plan.face_plan(c, codec, False, *BOX)):
            assert plan.FONT_FAMILIES[text.kind], text
