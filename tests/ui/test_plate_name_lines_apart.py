"""A long two-word name on the person's plate at the smallest windows, both side panels open:
"Konstantinopoulou" was drawn over the lower half of "Alexandra", the dealer's D disc over its
"K", and the same plate sometimes read "Alexan…" instead. The name now takes two lines that
never overlap, the disc stays beside the words, never over them, and the plate is laid out the
same way each time it is drawn."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from tricktable.games.registry import available_games
from tricktable.presentation import felt_colours as fc
from tricktable.ui.seat_plate import MEASURE
from window_helpers import open_both_panels, open_past_its_summary, record_where, show_window

LONG = "Alexandra Konstantinopoulou"
GAMES = [g for g in ("young-hunter", "heart-hunter", "sheepshead", "barbu", "nineteen")
         if g in available_games()]


def _open_with_both_panels(qtbot, w, game: str, dealer: bool) -> None:
    """The first record where the person (renamed ``LONG``) is to act and is, or is not, the
    dealer, opened with the scores and the deal log beside the table."""
    def wanted(st) -> bool:
        return st.to_act == 0 and (st.dealer == 0) == dealer

    doc = next(d for seed in range(1, 60)
               if (d := record_where(game, {}, seed, 0, wanted, steps=600)) is not None)
    doc["players"][0]["name"] = LONG
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    open_both_panels(qtbot, w)


def _drawn(line) -> QRectF:
    """Where a line's words are drawn in its plate (not its whole slot)."""
    width = min(MEASURE.advance(line.font, line.text), line.w)
    left = line.x + line.w - width if line.align == "right" else line.x
    return QRectF(left, line.y, width, MEASURE.height(line.font))


def _check_person_plate(w) -> None:
    plate = next(p for p in w.table.felt.plates if p.name == LONG)
    laid = plate.layout()
    assert laid == plate.layout(), "the plate is laid out the same each time"
    words = [line for line in laid.lines[1:] if line.ink == fc.TEXT and line.text]
    assert "".join(line.text for line in words).replace(" ", "") == LONG.replace(" ", ""), \
        [line.text for line in laid.lines]
    rects = [_drawn(line) for line in words]
    inside = plate._rect.adjusted(-0.5, -0.5, 0.5, 0.5)
    for line, rect in zip(words, rects, strict=True):
        assert inside.contains(rect), (line.text, rect, plate._rect)
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.intersects(b), ("name lines overlap", a, b)
    if laid.disc is not None:
        disc = QRectF(laid.disc[0], laid.disc[1], laid.disc[2], laid.disc[2])
        for line in laid.lines:
            if line.text:
                assert not disc.intersects(_drawn(line)), ("the D disc covers", line.text)


@pytest.mark.parametrize("size", [(960, 600), (1024, 640)])
@pytest.mark.parametrize("game", GAMES)
def test_a_long_two_word_name_takes_two_lines_apart_with_the_dealer_disc_beside_them(
        qtbot, worker, home, game, size):
    """The person's plate, dealer and not, in each game at the two smallest window sizes with
    the scores and the deal log open: the two name lines are disjoint, the disc lies clear of
    every word, and every word lies inside the plate."""
    w = show_window(qtbot, worker, size=size)
    for dealer in (True, False):
        _open_with_both_panels(qtbot, w, game, dealer)
        _check_person_plate(w)
    w.controller.shutdown()
