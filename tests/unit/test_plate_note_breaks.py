"""Where a plate's note breaks. North's Nineteen plate read "Called the" over "19★, + 4
discards": the row above gave up its last word so that "+ 4 discards" was not alone, and took
the card from its article and its part of the note. Now an article goes with the word it
names, and a note's comma-separated parts are kept whole where that takes no row more."""

from __future__ import annotations

import random

from mono_metrics import Mono
from tricktable.engine.words import NBSP
from tricktable.games.registry import get_rules
from tricktable.presentation import describe
from tricktable.presentation import seat_plates as sp
from tricktable.presentation import text_boxes as tb


def _advance(text: str) -> float:
    return len(text) * 7.0


def _chars(n: int) -> float:
    return n * 7.0


CALLED = f"Called the 19★, +{NBSP}4{NBSP}discards"  # as the declarer's plate says it


def test_the_card_stays_with_its_article_and_each_part_whole():
    # "19★, + 4 discards" fits a row, the whole note does not: as on North's plate
    assert sp.wrap([CALLED], _advance, _chars(18)) == [
        "Called the 19★,", f"+{NBSP}4{NBSP}discards"]
    assert sp.wrap([CALLED], _advance, _chars(40)) == [CALLED]
    # narrower than a part: "the 19★," still whole on its row
    assert sp.wrap([CALLED], _advance, _chars(12)) == [
        "Called", "the 19★,", f"+{NBSP}4{NBSP}discards"]


def test_no_row_ends_with_an_article():
    for width in range(8, 30):
        for row in sp.wrap(["Passed and took the K♠ from the stock"], _advance, _chars(width)):
            assert row.split(" ")[-1] not in ("the", "a", "an"), (width, row)
    # an ace is not an article: "A" ends a row like any word
    assert sp.word_units("Holds A K") == ["Holds", "A", "K"]
    assert sp.word_units("Called the 19★, the Juggler") == ["Called", "the 19★,", "the Juggler"]


def test_comma_parts_kept_whole_where_that_takes_no_row_more():
    note = "Called the 19★, level 2, bid contra'd"
    # word by word: "Called the 19★, level" over "2, bid contra'd"
    assert sp.wrap([note], _advance, _chars(22)) == ["Called the 19★,", "level 2, bid contra'd"]
    # a part wider than the row breaks at its words; whole parts would take a row more: as before
    long = "Bid contra'd, Royal Honours and Juggler"
    assert sp.wrap([long], _advance, _chars(20)) == ["Bid contra'd, Royal", "Honours and Juggler"]


def _nineteen_declarer_calls_and_discards() -> tuple[object, int]:
    """A Nineteen deal in play whose declarer called a trump and discarded, seen by another
    seat: (the view, the declarer's position)."""
    rules = get_rules("nineteen")
    for seed in range(1, 200):
        st = rules.new_game(seed=seed)
        rnd = random.Random(seed)
        for _ in range(300):
            if st.to_act is None:
                break
            view = st.view(0)
            if view.stage == "play" and view.called >= 0 and view.declarer not in (None, -1, 0) \
                    and view.discard_counts[view.declarer] > 0:
                return view, view.declarer
            st.apply(rnd.choice(st.legal_actions()))
    raise AssertionError("no such deal")


def test_a_nineteen_declarer_s_plate_keeps_the_called_card_whole():
    view, declarer = _nineteen_declarer_calls_and_discards()
    _line, notes = describe.plate_lines(view, declarer, view_codec(), ["You", "W", "N", "E"])
    called = next(n for n in notes if n.startswith("Called the "))
    card = called.split(" ")[2].rstrip(",")
    for width in range(60, 260, 4):
        laid = tb.plate(sp.PlateInfo("North", "−166", "0 points", notes, False, False),
                        width, 400, 12, Mono())
        assert laid.notes, width
        for row in laid.notes:
            assert not row.endswith(" the"), (width, laid.notes)
            assert card not in row or f"the {card}" in row, (width, laid.notes)


def view_codec():
    return get_rules("nineteen").codec


def test_a_cards_number_in_brackets_stays_with_its_name():
    """East's plate read "Royal Honours: … World" over "(21★) …" under a large desktop text."""
    from tricktable.presentation.seat_plates import word_units

    assert word_units("Honours: the World (21★) and the Juggler (1★)") == [
        "Honours:", "the World (21★)", "and", "the Juggler (1★)"]
