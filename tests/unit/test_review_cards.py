"""The deal review's cards are sized to its page (``presentation.review_cards``): a tester at
1920x1080 found the hands as dealt 36 px wide with tiny corner indices ("you have to count pips
to read them"). The cards grow with the page, the rank in their corner stays readable in the
smallest window, and a hand of 13 (or a Nineteen hand, or a row of Dominoes in half the page)
fits its line: side by side while there is room, overlapped with each corner in sight when not."""

from __future__ import annotations

import re

import pytest

from tricktable.coach.review_sheet import Played, ReviewSheet, SheetRow
from tricktable.presentation import card_pages, review_cards
from tricktable.presentation.review_cards import (
    GAP,
    INDEX_SHOWN,
    PageFit,
    card_w,
    hand_address,
    hand_height,
    hands_strip,
    index_px,
    read_address,
    strip,
    trick_height,
)

#: the review's page in a 1024x640 window and in one of a 1920x1080 screen (its width less the
#: browser's frame, margins and scroll bar), with a desktop font's line
SMALL = PageFit(800, 560, 17)
LARGE = PageFit(1130, 940, 17)
HAND = tuple(f"{r}S" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"))
NAMES = ("You", "West", "North", "East")


def test_the_hands_cards_grow_with_the_page_and_their_rank_reads_at_a_glance():
    small, large = hand_height(SMALL), hand_height(LARGE)
    assert index_px(small) >= 11 and index_px(large) >= 13.5
    assert large > small
    assert hand_height(PageFit(600, 400, 17)) == small  # never smaller than readable
    # a large desktop font gets larger cards; a low, wide window no giant ones
    assert hand_height(PageFit(800, 560, 26)) > small
    assert hand_height(PageFit(2400, 500, 17)) < hand_height(PageFit(2400, 1400, 17))


@pytest.mark.parametrize("count", [13, 18, 24])
@pytest.mark.parametrize("fit", [SMALL, LARGE, PageFit(640, 500, 17)])
def test_a_hand_fits_its_line_with_every_corner_in_sight(fit, count):
    codes = HAND[:count] if count <= 13 else HAND + HAND[:count - 13]
    lines = [(name, codes) for name in NAMES]
    line = hands_strip(fit, lines)
    label = max(fit.text_w(n) for n in NAMES)
    assert line.width(count) + label + review_cards.HAND_PADDING <= fit.width
    assert line.step >= INDEX_SHOWN * card_w(line.height), "a card's corner is covered"
    assert index_px(line.height) >= 10


def test_cards_lie_side_by_side_while_there_is_room_then_overlap_then_shrink():
    spread = strip(5, 100, 1000)
    assert spread == review_cards.Strip(100, card_w(100) + GAP)
    overlapped = strip(13, 100, 500)
    assert overlapped.height == 100 and overlapped.step < card_w(100)
    assert overlapped.width(13) <= 500
    shrunk = strip(24, 100, 300)
    assert shrunk.height < 100 and shrunk.width(24) <= 300
    assert shrunk.step >= INDEX_SHOWN * card_w(shrunk.height)


def test_a_tricks_cards_fit_their_column_and_are_a_little_larger_than_the_hands():
    for fit in (SMALL, LARGE):
        four = trick_height(fit, 4, NAMES, review_cards.WHOLE_TRICK_SHARE)
        five = trick_height(fit, 5, NAMES, review_cards.WHOLE_TRICK_SHARE)
        assert four >= hand_height(fit) and five <= four
        for cells, height in ((4, four), (5, five)):
            room = fit.width * review_cards.WHOLE_TRICK_SHARE - review_cards.TRICK_PADDING
            assert cells * (card_w(height) + review_cards.CELL_ROOM) <= room


def test_a_pictures_address_names_its_cards_height_and_step():
    line = review_cards.Strip(96, 31)
    assert hand_address(("QS", "10H", "T21"), line) == "hand:QS,10H,T21?h=96&step=31"
    assert read_address("QS,10H,T21", "h=96&step=31") == (("QS", "10H", "T21"), 96, 31)
    assert read_address("QS", "h=110") == (("QS",), 110, None)
    assert read_address("QS", "hand") == (("QS",), None, None)  # a size by name: the lines'
    assert read_address("QS", "h=-5&step=x") == (("QS",), None, None)


def test_the_whole_deals_page_names_every_card_in_its_pictures_sized_to_the_page():
    turns = zip(NAMES, ("QS", "AS", "2S", "3S"), strict=True)
    trick = SheetRow("Trick 1", tuple(Played(n, c, c, lead=n == "You", mine=n == "You")
                                      for n, c in turns), "West won it.", ())
    sheet = ReviewSheet("heart-hunter", "Deal 1", tuple((n, HAND) for n in NAMES), (trick,),
                        (), complete=True)
    pages = {fit: card_pages.sheet_html(sheet, fit) for fit in (SMALL, LARGE)}
    for fit, page in pages.items():
        hands = re.findall(r'src="hand:([^"?]+)\?h=(\d+)&amp;step=(\d+)"', page)
        assert [codes.split(",") for codes, _h, _s in hands] == [list(HAND)] * 4
        assert {(int(h), int(s)) for _c, h, s in hands} == {
            (hands_strip(fit, sheet.hands).height, hands_strip(fit, sheet.hands).step)}
        cards = re.findall(r'src="card:([^"?]+)\?h=(\d+)"', page)
        assert [c for c, _h in cards] == ["QS", "AS", "2S", "3S"]
        assert all(index_px(int(h)) >= 11 for _c, h in cards)
    small = int(re.search(r'hand:[^"]+\?h=(\d+)', pages[SMALL]).group(1))
    large = int(re.search(r'hand:[^"]+\?h=(\d+)', pages[LARGE]).group(1))
    assert large > small
