"""Barbu's Dominoes rows said nothing of their suits: the layout kept a place before each row for
its sign, and nothing was drawn there, so the first cards came up at scattered places with no
row saying which suit it was for. Each row's sign is now drawn in its place, on the paper of a
card in the suit's ink on the cards (red and black, or the four-colour deck's green and blue),
from the hand's start, on every table colour; no sign is drawn outside Dominoes."""

from __future__ import annotations

import pytest

from tricktable import settings as store
from tricktable.games.barbu import DOMINOES
from tricktable.presentation.felt_colours import FELT_IDS
from window_helpers import first_record, open_past_its_summary, show_window

#: what ink each row's sign must be drawn in, ♣ ♦ ♥ ♠, with each deck
INKS = {False: ("dark", "red", "red", "dark"), True: ("green", "blue", "red", "dark")}


def _kind(r: int, g: int, b: int) -> str:
    """A drawn pixel's kind: the paper of a chip, one of the suits' inks, or anything else."""
    if min(r, g, b) > 225:
        return "paper"
    if max(r, g, b) < 80:
        return "dark"
    if r > g + 70 and r > b + 60:
        return "red"
    if g > r + 40 and g > b + 10:
        return "green"
    if b > r + 60 and b > g + 20:
        return "blue"
    return "other"


def _chips(w) -> list[tuple[tuple[int, int, int, int] | None, dict[str, int]]]:
    """For each label place of the layout: the drawn chip's paper bounds (None: no paper
    there) and the kinds of pixels in its middle, the table drawn as it is shown."""
    table = w.table
    lay = table.model.lay
    image = table.render_to_image(*table.model.size)
    out = []
    for r in lay.domino_labels:
        paper = [(x, y) for x in range(int(r.x), int(r.right))
                 for y in range(int(r.y), int(r.bottom))
                 if _kind(*image.pixelColor(x, y).getRgb()[:3]) == "paper"]
        if not paper:
            out.append((None, {}))
            continue
        x0, x1 = min(x for x, _ in paper), max(x for x, _ in paper)
        y0, y1 = min(y for _, y in paper), max(y for _, y in paper)
        kinds: dict[str, int] = {}
        dx, dy = (x1 - x0) // 4, (y1 - y0) // 4
        for x in range(x0 + dx, x1 - dx + 1):
            for y in range(y0 + dy, y1 - dy + 1):
                kind = _kind(*image.pixelColor(x, y).getRgb()[:3])
                kinds[kind] = kinds.get(kind, 0) + 1
        out.append(((x0, y0, x1, y1), kinds))
    return out


def _at_dominoes_start() -> dict:
    """A Barbu record at a Dominoes hand's first move, the person's, no card in the rows."""
    return first_record("barbu", {}, lambda st: st.stage == "dominoes" and st.to_act == 0
                        and st.table == 0)


@pytest.mark.parametrize("four_colour", [False, True])
def test_each_dominoes_row_has_its_suit_sign_beside_it_on_every_table_colour(
        qtbot, worker, home, four_colour):
    settings = store.Settings(tips=False, hints=False)
    settings.four_colour = four_colour
    w = show_window(qtbot, worker, settings, size=(1366, 768))
    open_past_its_summary(qtbot, w, _at_dominoes_start())
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    lay = w.table.model.lay
    assert len(lay.domino_labels) == 4, "the layout keeps a place for each row's sign"
    for felt in FELT_IDS:
        w.table.set_felt(felt)
        for suit, (bounds, kinds) in enumerate(_chips(w)):
            assert bounds is not None, f"no sign drawn before row {suit} on the {felt} felt"
            x0, y0, x1, y1 = bounds
            row = lay.dominoes[suit]
            assert x1 <= row.x and x0 >= row.x - lay.domino_labels[suit].w, (felt, suit, bounds)
            assert row.y <= y0 and y1 <= row.bottom, (felt, suit, bounds, row)
            assert x1 - x0 >= lay.font_px * 0.8, "a sign too small to read"
            ink = INKS[four_colour][suit]
            assert kinds.get(ink, 0) >= 6, (felt, suit, ink, kinds)
            others = {"dark", "red", "green", "blue"} - {ink}
            assert all(kinds.get(k, 0) < kinds[ink] / 3 for k in others), (felt, suit, kinds)
    w.controller.shutdown()


def test_no_row_sign_is_drawn_outside_dominoes(qtbot, worker, home):
    """At a trick contract's choice, the centre clear, nothing lies in the rows' label places."""
    w = show_window(qtbot, worker, store.Settings(tips=False, hints=False), size=(1366, 768))
    doc = first_record("barbu", {}, lambda st: st.stage == "double" and st.to_act == 0
                       and st.contract != DOMINOES)
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    assert w.table.model.lay.domino_labels
    assert all(bounds is None for bounds, _kinds in _chips(w))
    w.controller.shutdown()
