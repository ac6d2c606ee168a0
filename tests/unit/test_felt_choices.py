"""The table colours offered in Settings (``felt_colours.FELTS``), checked without Qt: each one
keeps the words on the felt readable, each has its words in the window, and a name this
version lacks (a newer version's) is the green."""

from __future__ import annotations

from tricktable.presentation import felt_colours as fc
from tricktable.presentation.settings_words import FELT_WORDS


def _luminance(c: fc.RGBA) -> float:
    def channel(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a: fc.RGBA, b: fc.RGBA) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_every_table_colour_keeps_the_words_and_the_gold_turn_mark_readable_at_its_centre():
    for name, felt in fc.FELTS.items():
        lightest = felt.stops[0][1]
        assert _contrast(fc.TEXT, lightest) >= 4.5, name
        assert _contrast(fc.GOLD, lightest) >= 3.0, name
        assert _luminance(felt.veil) < _luminance(felt.stops[-1][1]), name


def test_every_table_colour_has_its_words_and_an_unknown_one_is_the_green():
    assert set(FELT_WORDS) == set(fc.FELT_IDS) and fc.FELT_IDS[0] == fc.DEFAULT_FELT == "green"
    assert fc.felt("tartan") == fc.FELTS["green"] and fc.FELTS["green"].stops == fc.FELT_STOPS
