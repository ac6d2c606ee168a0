"""At the table, a Young Hunter plate drew a failed announcement in the same yellow as every
other note: its note is now drawn in the failure's colour (``felt_colours.note_ink``), the
other notes in the yellow, as a person sees the plate."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter

from tricktable.presentation import felt_colours as fc
from window_helpers import open_past_its_summary, record_where, show_window


def _failed_somewhere(state) -> bool:
    """The person (player 0) to play, an announcement already failed at some seat and an
    announcement still standing or made (so that the plate has notes of both colours)."""
    if state.stage != "play" or state.to_act != 0:
        return False
    view = state.view(0)
    fallen = {jack: (taker, kind) for jack, taker, kind in view.takings}
    said = [a for a in view.announcements if a.kind == "announce" and a.card >= 0]
    return any(a.card in fallen and fallen[a.card] != (a.player, a.name) for a in said) \
        and len({a.player for a in said}) >= 2


def _announce(action) -> bool:
    return action.type != "announce" or bool(action.get("takings"))


def _painted(plate) -> QImage:
    """The plate as it is painted on the table."""
    box = plate.boundingRect()
    image = QImage(int(box.width()) + 1, int(box.height()) + 1, QImage.Format.Format_ARGB32)
    image.fill(QColor(20, 70, 40))
    painter = QPainter(image)
    painter.translate(-box.x(), -box.y())
    plate.paint(painter, None, None)
    painter.end()
    return image


def _near(image: QImage, ink) -> int:
    """How many pixels are the colour ``ink`` or within a few steps of it (glyph cores)."""
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if max(abs(c.red() - ink[0]), abs(c.green() - ink[1]), abs(c.blue() - ink[2])) <= 8:
                count += 1
    return count


def test_a_failed_announcement_is_drawn_in_a_colour_of_its_own(qtbot, worker, home) -> None:
    w = show_window(qtbot, worker, size=(1280, 800))
    doc = next(d for seed in range(1, 60) if (d := record_where(
        "young-hunter", {}, seed, 0, _failed_somewhere, steps=400, prefer=_announce))
        is not None)
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    failed = [p for p in w.table.felt.plates if "failed" in p.kinds]
    assert failed, [p.notes for p in w.table.felt.plates]
    for plate in w.table.felt.plates:
        inks = {line.text: line.ink for line in plate.note_lines()
                if line.ink in (fc.NOTE, fc.NOTE_FAILED)}
        for note, kind in zip(plate.notes, plate.kinds or ("",) * len(plate.notes),
                              strict=True):
            # each word of the note is on a line of its colour
            ink = fc.note_ink(kind)
            assert all(any(word in text and i == ink for text, i in inks.items())
                       for word in note.split()), (note, kind, inks)
    others = [p for p in w.table.felt.plates if p.notes and "failed" not in p.kinds]
    coral = _near(_painted(failed[0]), fc.NOTE_FAILED)
    # drawn so, not only laid out so (a short note, "Failed: heart catch", has few pixels of
    # the exact colour: the rest of its glyphs' edges are blended with the plate)
    assert coral > 8, coral
    assert all(_near(_painted(p), fc.NOTE_FAILED) == 0 for p in others)
    w.controller.shutdown()
