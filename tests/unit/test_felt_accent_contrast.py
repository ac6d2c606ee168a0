"""The accents of the table (the decision panel's default button, "Got it", "Next deal") take
the felt's own shade: green ones were left over on the blue, burgundy, brown and charcoal
felts. Each felt's shades must still read: 4.5:1 or more between words and what lies under
them, on every felt; and the green keeps exactly the colours it had."""

from __future__ import annotations

import pytest

from tricktable.presentation import felt_colours as fc
from tricktable.presentation.layout import table_layout
from tricktable.presentation.plane import Rect
from tricktable.ui.summary_card import SummaryCard
from tricktable.ui.tip_card import TipCard


def _luminance(c) -> float:
    def channel(v: int) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a, b) -> float:
    low, high = sorted((_luminance(a), _luminance(b)))
    return (high + 0.05) / (low + 0.05)


def _look(cloth: fc.Felt, **state) -> fc.ButtonLook:
    base = dict(checked=False, primary=True, on_light=False, hover=False, enabled=True,
                focused=False)
    return fc.button_look(**{**base, **state}, cloth=cloth)


@pytest.mark.parametrize("name", fc.FELT_IDS)
def test_every_felts_accents_read_at_four_and_a_half_to_one(name):
    cloth = fc.felt(name)
    primary = _look(cloth)
    assert _contrast(primary.title, primary.fill) >= 4.5      # default button on the felt
    on_light = _look(cloth, on_light=True)
    assert _contrast(on_light.title, on_light.fill) >= 4.5    # "Next deal"
    assert _contrast(fc.WHITE, cloth.accent_hover) >= 4.5     # "Got it" under the mouse
    for paper in (SummaryCard.FILL, TipCard.FILL):            # "Rules…", "Review this deal"
        second = _look(cloth, primary=False, on_light=True)
        assert _contrast(second.title, paper) >= 4.5


@pytest.mark.parametrize("name", [n for n in fc.FELT_IDS if n != "green"])
def test_on_the_other_felts_no_accent_is_the_greens(name):
    green, cloth = fc.felt("green"), fc.felt(name)
    assert _look(cloth).title != _look(green).title
    assert _look(cloth, on_light=True).fill != _look(green, on_light=True).fill
    assert _look(cloth, primary=False, on_light=True).title != green.accent


def test_the_green_felt_keeps_its_accents_exactly():
    green = fc.felt("green")
    assert _look(green).title == (0x13, 0x40, 0x29, 255)
    assert _look(green, on_light=True).fill == fc.DARK_GREEN
    second = _look(green, primary=False, on_light=True)
    assert (second.fill, second.title, second.edge) == ((30, 107, 63, 18), fc.DARK_GREEN,
                                                        (30, 107, 63, 170))
    assert _look(green) == fc.button_look(checked=False, primary=True, on_light=False,
                                          hover=False, enabled=True, focused=False)


def test_the_last_tricks_veil_starts_below_a_badge_hanging_into_the_centre():
    lay = table_layout(3, 745, 560)
    badge = Rect(lay.info.x, lay.info.y, lay.info.w, lay.centre.y + 6 - lay.info.y)
    veil = lay.last_trick_area([badge])
    assert veil.y >= badge.bottom and not veil.intersects(badge)
    assert veil.bottom == lay.centre.bottom and veil.x == lay.centre.x
    assert lay.last_trick_area([]) == lay.centre
