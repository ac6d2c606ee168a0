"""The table layout's self-check: every pair of areas that overlap, and every area outside the
view, for a :class:`~tricktable.presentation.table_geometry.TableLayout`.

Why apart from the layout: the check grew with what comes and goes over the piles (the toast,
the tip card, the stock's sets), and the geometry itself stays a module of arithmetic. Tests run
it at every table size and shape (``tests/unit/test_layout.py``).
"""

from __future__ import annotations

import itertools

from .plane import ASPECT, Rect, bounds_of
from .side_cascade import INDEX_FRAC
from .table_geometry import INDEX_W_FRAC, MIN_INDEX_CAP_PX, TableLayout


def no_overlap_report(lay: TableLayout) -> list[str]:
    """Every pair of areas that overlap, and every area outside the view: empty when the layout
    is sound. Used by the tests at every table size and shape.

    Beside the piles it checks what comes and goes on top of them: the toast (above the hand,
    or above a decision panel of the largest size) must leave the Dominoes rows, the badge, the
    stock and a tip card in sight; a tip card (in each of its places) must leave the badge,
    the stock, the stock's sets and the Dominoes rows in sight."""
    areas: list[tuple[str, Rect]] = []
    for s in lay.seats:
        areas.append((f"hand {s.side}", s.hand))
        areas.append((f"plate {s.side}", s.plate))
    # the stock's room holds its slot: a row face up there hangs into the felt under it
    areas += [("trick", lay.trick_area), ("panel", lay.panel), ("stock", lay.stock_room),
              ("info", lay.info)]
    problems = []
    for name, r in areas:
        if not lay.view.contains(r):
            problems.append(f"{name} {r} is outside the view {lay.width}x{lay.height}")
    for i, (na, ra) in enumerate(areas):
        for nb, rb in areas[i + 1:]:
            if {na, nb} == {"trick", "panel"} and lay.positions in (3, 4):
                continue  # (below: the panel's room is free while cards lie in a trick)
            if ra.intersects(rb):
                problems.append(f"{na} {ra} overlaps {nb} {rb}")
    # three hands' trick lies low, near the person's hand, over the top of the decision
    # panel's room: no decision but a card's is asked while cards lie in a trick
    # (``tests/unit/test_trick_leaves_the_panel_free.py``). Never over the toast's slot
    # above the hand: what is said during the play shows there
    for s in lay.seats:
        card = s.trick.bounds(s.trick.height * 0.06).united(s.trick.bounds())
        if card.intersects(lay.toast):
            problems.append(f"trick card {s.side} {card} covers the toast's slot {lay.toast}")
    fixed = [(n, r) for n, r in areas if n not in ("trick", "panel")]
    rows = [(f"dominoes row {i}", r) for i, r in enumerate(lay.dominoes)]
    for name, r in rows:
        if not lay.centre.contains(r):
            problems.append(f"{name} {r} leaves the centre {lay.centre}")
    toasts = [("toast", lay.toast), ("toast over the panel", lay.toast_over_panel)]
    tips = [("tip", lay.tip_area()), ("tip over the panel", lay.tip_area(lay.panel.y)),
            ("tip in the Dominoes", lay.tip_area(None, dominoes=True))]
    # over the bid panel while the stock is examined set by set (a panel smaller than the
    # largest: the bids take two rows of buttons)
    sets_tip = ("tip over the stock's sets", lay.tip_area(lay.panel.y + 0.3 * lay.card_h,
                                                           sets=True))
    sets = [("stock sets", lay.stock_sets)]
    # the toast over the largest panel may lie over the Dominoes rows' foot: their only panel
    # is a small Pass, the toast above it lower, and it goes after a moment (kept above that
    # toast's place, the rows overlapped by half a card in most windows)
    pairs = [(toasts, fixed + sets), (toasts[:1], rows), ([*tips, sets_tip], fixed),
             ([sets_tip], sets), (tips[::2], toasts[:1]),
             (tips[1:2], toasts[1:]), (tips[2:], rows), (sets, fixed)]
    for movers, under in pairs:
        for na, ra in movers:
            if not lay.view.contains(ra):
                problems.append(f"{na} {ra} is outside the view {lay.width}x{lay.height}")
            for nb, rb in under:
                if ra.intersects(rb):
                    problems.append(f"{na} {ra} covers {nb} {rb}")
    for name, r in [*tips, sets_tip]:
        if r.h < 2.2 * lay.font_px:
            problems.append(f"{name} {r} has no room for a tip")
    return problems + side_dummy_report(lay) + dominoes_report(lay)


def dominoes_report(lay: TableLayout) -> list[str]:
    """Every way Barbu's Dominoes rows fail to be read: cards whose rank is too small, a step
    along a row narrower than a card's index, a row covering the index of the row above it.
    (Four deep at 1024x640 the cards were 44 px high, their rank 6 px.)"""
    h, w = lay.domino_card_h, lay.domino_card_h * ASPECT
    problems = []
    if 0.135 * h < MIN_INDEX_CAP_PX / lay.dpr:
        problems.append(f"dominoes cards {h:.0f} px high: their rank is too small to read")
    if lay.domino_step < INDEX_W_FRAC * w:
        problems.append(f"dominoes step {lay.domino_step:.0f} px hides a card's index")
    for a, b in itertools.combinations(lay.dominoes, 2):
        if a.intersects(b) and abs(a.y - b.y) < INDEX_FRAC * h:
            problems.append(f"dominoes row {b} covers the index of the row {a}")
    return problems


def side_dummy_report(lay: TableLayout) -> list[str]:
    """Every way an exposed dummy at the side fails to be read or clicked, for each number of
    cards it may hold: each card's strip must show the whole corner index (rank and suit) even
    while the card below it is lifted by the pointer, the rank must be tall enough to read,
    and the cards must stay in the dummy's area. (At 1024x640 the strip was a third of a small
    card and the lift of the card below cut the suit mark.)"""
    problems = []
    for seat in lay.seats:
        if seat.position not in lay.dummies or seat.side not in ("left", "right"):
            continue
        for count in range(1, lay.max_hand + 1):
            places = lay.hand_places(seat.position, count, exposed=True)
            if not seat.hand.contains(bounds_of(places)):
                problems.append(f"dummy {seat.side} with {count} cards leaves {seat.hand}")
            h = places[0].height
            if 0.135 * h < MIN_INDEX_CAP_PX / lay.dpr:
                problems.append(f"dummy {seat.side} with {count} cards: {h:.0f} px cards, "
                                "their rank too small to read")
            need = INDEX_FRAC * h + lay.lift
            for a, b in itertools.pairwise(places):
                if abs(a.x - b.x) < 0.5 and b.y - a.y < need:
                    problems.append(f"dummy {seat.side} with {count} cards shows a "
                                    f"{b.y - a.y:.0f} px strip of a card, not its index "
                                    f"({need:.0f} px with the lift)")
                    break
    return problems
