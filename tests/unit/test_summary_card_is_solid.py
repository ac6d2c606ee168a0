"""The deal's summary card lies over the table: a card left in a hand (Barbu's Dominoes, out last
still holding the 2♠) showed through it between two rows of the summary, as its paper was a
little see-through. Its paper is solid."""

from __future__ import annotations

from tricktable.ui.summary_card import SummaryCard


def test_the_summary_cards_paper_hides_what_lies_under_it():
    assert len(SummaryCard.FILL) == 4 and SummaryCard.FILL[3] == 255
