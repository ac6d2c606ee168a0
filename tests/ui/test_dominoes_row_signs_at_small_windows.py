"""Barbu's Dominoes at 960 x 600 with the scores open showed no suit sign at all (closing the
scores brought them back): below about 1024 px of felt the layout found no room beside the rows
and kept no label place, so nothing said which row was for which suit. Where there is no room
beside them each row's sign now lies over the row's own empty places (its start, before its
lowest card, or after its highest), at the size it has beside the rows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from tricktable.presentation.tip_place import READABLE_PX
from tricktable.settings import Settings
from window_helpers import load_at, show_window


def _a_few_cards_in_the_rows(st) -> bool:
    """The person to lay a card in Dominoes, with some cards already in the rows."""
    return st.stage == "dominoes" and st.to_act == 0 and 3 <= bin(st.table).count("1") <= 10


@pytest.mark.parametrize("size", [(960, 600), (1024, 640), (1280, 720)],
                         ids=["960x600", "1024x640", "1280x720"])
def test_every_dominoes_row_shows_its_suit_sign_readable_at_small_windows(
        qtbot, worker, home, size):
    """With the scores open, each of the four rows has its sign drawn, as large as the plates'
    text or more, on no card of the rows and over no other sign."""
    w = show_window(qtbot, worker, Settings(tips=False, hints=False), size=size)
    load_at(qtbot, w, "barbu", {}, 0, _a_few_cards_in_the_rows)
    if not w.dock.isVisible():
        w.dock.show()
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    QApplication.processEvents()
    qtbot.wait(50)
    table = w.table
    lay = table.model.lay
    if size == (960, 600):
        assert lay.width < 820, ("the scores take room from the felt", lay.width)
    signs = table.felt.row_labels
    assert [s.text for s in signs] == ["♣", "♦", "♥", "♠"]
    faces = [lay.domino_place(i.card >> 4, (i.card & 15) - 2).bounds()
             for i in table.model.dominoes.items]  # the cards' faces, without their shadow
    cards = [QRectF(r.x, r.y, r.w, r.h) for r in faces]
    assert cards, "cards lie in the rows"
    chips = []
    for sign in signs:
        assert sign.isVisible() and sign.scene() is table.scene_
        (line,) = sign.lines
        assert line.font.px >= max(lay.font_px, READABLE_PX / lay.dpr) - 0.01, line.font.px
        box = sign.box  # the chip's paper about its centre, without its shadow
        chip = QRectF(sign.x() + box.x, sign.y() + box.y, box.w, box.h)
        assert chip.width() >= line.font.px and chip.height() >= line.font.px
        for card in cards:
            assert not chip.intersects(card), (sign.text, chip, card)
        assert chip.left() >= 0 and chip.right() <= lay.width, chip
        chips.append(chip)
    for i, a in enumerate(chips):
        for b in chips[i + 1:]:
            assert not a.intersects(b), (a, b)
    w.controller.shutdown()
