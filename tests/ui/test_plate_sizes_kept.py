"""The plates' text size kept from deal to deal (``seat_plate.PlateSizes``): fitted anew each
time, it came and went with the widest plate's words ("D North 24"), every plate jumping in
size from one deal to the next (a tester at the largest text size). It only gets smaller in a
game at one size of the felt, and is fitted anew when the felt's size or text size changes."""

from __future__ import annotations

from types import SimpleNamespace

from tricktable.ui import seat_plate
from tricktable.ui.seat_plate import PlateSizes


def test_the_plates_size_only_gets_smaller_at_one_size_of_the_felt(monkeypatch):
    calls = []

    def fit(plates, lay, seats, most=None):
        """A fitting that takes what the words allow (``lay.wants``), at most ``most``."""
        calls.append(most)
        return min(lay.wants, most if most is not None else lay.wants)

    monkeypatch.setattr(seat_plate, "fit_plates", fit)
    sizes = PlateSizes()
    lay = SimpleNamespace(width=800, height=600, text_px=18, font_px=12, wants=16)
    sizes.fit([], lay, 4)
    assert sizes.px == 16 and calls == [None]
    lay.wants = 14  # a wider plate's words this deal
    sizes.fit([], lay, 4)
    lay.wants = 18  # gone the next deal: the size stays
    sizes.fit([], lay, 4)
    assert sizes.px == 14 and calls[1:] == [16, 14]
    bigger = SimpleNamespace(width=1000, height=700, text_px=18, font_px=13, wants=18)
    sizes.fit([], bigger, 4)  # another size of the felt: fitted anew
    assert sizes.px == 18 and calls[-1] is None
