"""Long names on the seat plates at the smallest windows (960 x 600 and 1024 x 640), the scores
and the deal log open, as a tester saw them: under every deal's summary the plates cut the
names to one line ("Alexandra Kon…", "Bartholom…") though during the play they showed two
whole lines; Nineteen for 2's dummies read "Dummy · Barthol…" and "Dummy · Alexan…", cut at
the one word that tells them apart; Barbu's "Doubled Alexandra Konstantinopoulou and
Bartholomew Featherstonehaugh" was clipped at the plate's right edge; and names were shrunk
to 9 px beside 11 px lines under them. Every plate now shows its name whole, every line inside
it and clear of the others, and no name smaller than the plate's own lines; only a single
word wider than the plate even so, or a name on a plate given no room to grow (a dummy's), is
a little smaller, never under the plate's small notes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from tricktable.games.registry import available_games
from tricktable.presentation import felt_colours as fc
from tricktable.presentation import text_boxes as tb
from tricktable.ui.seat_plate import MEASURE
from window_helpers import first_record, open_both_panels, open_past_its_summary, show_window

NAMES = ["Alexandra Konstantinopoulou", "Bartholomew Featherstonehaugh",
         "Maximilian Throckmorton", "Alexandra Konstantinopoulou"]
GAMES = [g for g in ("young-hunter", "heart-hunter", "sheepshead", "barbu", "nineteen")
         if g in available_games()]
SIZES = [(960, 600), (1024, 640)]


def _renamed(doc: dict) -> dict:
    for player, name in zip(doc["players"], NAMES, strict=False):
        player["name"] = name
    return doc


def _drawn(line: tb.Line) -> QRectF:
    """Where a line's words are drawn in its plate (not its whole slot)."""
    width = MEASURE.advance(line.font, line.text)
    left = line.x + line.w - width if line.align == "right" else line.x
    return QRectF(left, line.y, width, MEASURE.height(line.font))


def _check_plates(w) -> None:
    """Each visible plate: its name whole on its lines, every line's words inside the plate
    and within their own slot, no two lines over each other, and the name no smaller than
    the plate's body text (a word wider than the plate at that size: not under its notes'
    small size)."""
    for plate in w.table.felt.plates:
        if not plate.isVisible() or not plate.name:
            continue
        laid = plate.layout()
        body_px = tb.plate_fonts(plate._font_px)[1].px
        lines = [line for line in laid.lines if line.text]
        names = [line for line in laid.lines[1:] if line.ink == fc.TEXT and line.text]
        shown = "".join(line.text for line in names)
        assert "…" not in shown and shown.replace(" ", "") == plate.name.replace(" ", ""), \
            (plate.name, [line.text for line in laid.lines])
        inside = plate._rect.adjusted(-0.5, -0.5, 0.5, 0.5)
        for line in lines:
            assert MEASURE.advance(line.font, line.text) <= line.w + 0.5, (plate.name, line)
            assert inside.contains(_drawn(line)), (plate.name, line.text, plate._rect)
        for i, a in enumerate(lines):
            for b in lines[i + 1:]:
                assert not _drawn(a).intersects(_drawn(b)), (plate.name, a.text, b.text)
        inner_w = plate._rect.width() - 2 * plate._font_px * 0.7
        too_wide = any(MEASURE.advance(tb.Font(body_px), word) > inner_w
                       for word in plate.name.split())
        # a plate the layout gives no room to grow (a dummy's) may have no spare line; one
        # to act keeps a place clear for the thinking dots
        fixed = w.table.model.lay.seat(plate.position).plate_room is None or plate.to_act
        least = round(body_px * 0.84) if too_wide or fixed else body_px
        for line in names:
            assert line.font.px >= least, (plate.name, line.font, body_px)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", GAMES)
def test_under_a_deal_s_summary_the_plates_show_long_names_whole(
        qtbot, worker, home, game, size):
    """The record ends on a deal's last move: its summary shows, the plates say that deal's
    result under the names. They were set to the play's first size there, with no room to
    grow, and the names went to one line with "…"."""
    w = show_window(qtbot, worker, size=size)
    doc = first_record(game, {}, lambda st: st.deal_number >= 2, steps=800)
    w.controller.load_record(_renamed(doc))
    qtbot.waitUntil(lambda: w.table.felt.summary_proxy.isVisible(), timeout=5_000)
    open_both_panels(qtbot, w)
    assert w.table.felt.summary_proxy.isVisible()
    _check_plates(w)
    w.controller.shutdown()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", GAMES)
def test_during_the_play_the_plates_show_long_names_whole_and_no_smaller_than_their_lines(
        qtbot, worker, home, game, size):
    """The person to play a card in the second deal: names were drawn at 9 px beside the
    11 px lines under them."""
    w = show_window(qtbot, worker, size=size)
    doc = first_record(game, {}, lambda st: st.deal_number >= 2 and st.to_act == 0
                       and st.stage == "play", steps=1200)
    open_past_its_summary(qtbot, w, _renamed(doc))
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    open_both_panels(qtbot, w)
    _check_plates(w)
    w.controller.shutdown()


@pytest.mark.skipif("nineteen" not in available_games(), reason="Nineteen not installed")
@pytest.mark.parametrize("size", SIZES)
def test_nineteen_for_two_names_each_dummy_s_owner_readably(qtbot, worker, home, size):
    """The dummies' plates read "Dummy · Barthol…" and "Dummy · Alexan…": the owner's name,
    which tells them apart, was cut. They name the owner by a first word no other player
    shares, whole."""
    w = show_window(qtbot, worker, size=size)
    doc = first_record("nineteen", {"players": 2}, lambda st: st.stage == "play"
                       and st.to_act == 0, steps=800)
    open_past_its_summary(qtbot, w, _renamed(doc))
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    open_both_panels(qtbot, w)
    dummies = sorted(p.name for p in w.table.felt.plates if p.name.startswith("Dummy"))
    assert dummies == ["Dummy · Alexandra", "Dummy · Bartholomew"], dummies
    _check_plates(w)
    w.controller.shutdown()


@pytest.mark.parametrize("size", SIZES)
def test_barbu_s_doubles_of_two_long_names_stay_inside_the_plate(qtbot, worker, home, size):
    """"Doubled Alexandra Konstantinopoulou and Bartholomew Featherstonehaugh" took five
    lines, "Konstantinopoulou" wider than the plate on one of its own, its last letter
    clipped at the plate's edge."""
    w = show_window(qtbot, worker, size=size)

    def wanted(st) -> bool:
        return st.stage == "double" and st.to_act == 0 and st.declarer == 1 and any(
            len(a.get("targets") or ()) >= 2 for a in st.legal_actions())

    doc = first_record("barbu", {}, wanted,
                       prefer=lambda a: a.type != "double" or len(a.get("targets") or ()) >= 2)
    open_past_its_summary(qtbot, w, _renamed(doc))
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    open_both_panels(qtbot, w)
    notes = [n for p in w.table.felt.plates for n in p.notes]
    assert any(n.startswith("Doubled") and "Konstantinopoulou" in n for n in notes), notes
    _check_plates(w)
    w.controller.shutdown()
