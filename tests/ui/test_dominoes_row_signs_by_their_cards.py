"""Barbu's Dominoes rows' suit signs, as a tester saw them: small chips at each row's left end,
before its 2, while the rows grow from the start rank; the ♦ chip floated between the clubs
row's end and the diamonds' 9, as near the one as the other, and its sign (13 px at 1280 x 720)
was smaller than the plates' names. Each sign now stands just before its row's lowest card (at
the row's left end while the row is empty), at least as large as the plates' names, on no card
and inside the felt. Measured on the drawn chips and cards, as a person sees them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from tricktable import settings as store
from tricktable.presentation import text_boxes as tb
from window_helpers import open_past_its_summary, record_where, show_window


def _rows_grown_past_their_start(st) -> bool:
    """The person to play in Dominoes with some six cards in the rows, a row grown down from
    a start above the 3 (its lowest card is not its 2: its sign must come to it)."""
    if st.stage != "dominoes" or st.to_act != 0 or st.table.bit_count() < 6:
        return False
    return any(st.table >> c & 1 and c & 15 > 3 and not st.table >> (c - 1) & 1
               for c in range(64))


def _face(item) -> QRectF:
    """Where a card's face is drawn in the scene (its bounding box holds its shadow too)."""
    return item.mapToScene(item.shape().boundingRect()).boundingRect()


def _chip(label) -> QRectF:
    """A row sign's chip as drawn: its paper box about the label's place."""
    b = label.box
    return QRectF(label.x() + b.x, label.y() + b.y, b.w, b.h)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_each_rows_sign_stands_just_before_its_lowest_card_and_reads_as_a_plates_name(
        qtbot, worker, home, size):
    """Each chip lies left of its row's cards, within a fifth of a card's width of the lowest
    one (at the row's left end while the row is empty), level with the row, over no card of
    the table and inside the felt; its sign is at least as large as the plates' names."""
    doc = next(d for seed in range(1, 60) if (d := record_where(
        "barbu", {}, seed, 0, _rows_grown_past_their_start, steps=600)) is not None)
    w = show_window(qtbot, worker, store.Settings(tips=False, hints=False), size=size)
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    model = w.table.model
    lay = model.lay
    felt = QRectF(0, 0, *model.size)
    labels = w.table.felt.row_labels
    assert len(labels) == 4 and len(lay.dominoes) == 4
    cards = [(item.card, _face(item)) for item in model.all_cards() if item.isVisible()]
    name_px = tb.plate_fonts(lay.font_px)[0].px
    for suit, (label, row) in enumerate(zip(labels, lay.dominoes, strict=True)):
        chip = _chip(label)
        assert felt.contains(chip), (suit, chip)
        assert label.lines[0].font.px >= name_px, "a sign smaller than the plates' names"
        on = [card for card, face in cards if face.intersects(chip)]
        assert not on, (suit, on)
        own = [_face(i) for i in model.dominoes.items if i.card >> 4 == suit]
        assert row.y - 0.5 <= chip.top() and chip.bottom() <= row.bottom + 0.5, (suit, chip)
        if not own:
            assert row.x - lay.domino_labels[suit].w - 0.5 <= chip.left(), (suit, chip)
            assert chip.right() <= row.x + 0.5, (suit, chip, row)
            continue
        first = min(face.left() for face in own)
        assert chip.right() <= first, (suit, chip, first)
        assert first - chip.right() <= 0.2 * lay.domino_card_h * 0.714, (
            "the sign stands away from its row's first card", suit, chip, first)
    w.controller.shutdown()
