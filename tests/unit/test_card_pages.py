"""The rich-text pages drawn with card pictures, without Qt: a code names a card of the shown
game's pack (or none), a game without its rules page gets its summary and a word that the page is
missing, and the deal review's page marks the lead, the winner, the reviewed player's cards and
the row whose decision mattered, with the hands as dealt in the smaller size."""

from __future__ import annotations

import re

from tricktable.coach.review_sheet import Played, ReviewSheet, SheetRow
from tricktable.engine.cards import FRENCH, TAROT
from tricktable.games.registry import GAME_IDS, get_rules
from tricktable.presentation import card_pages
from tricktable.presentation.card_face_plan import suit_colour


def test_every_game_is_listed_with_its_title():
    titles = dict(card_pages.game_titles())
    assert set(titles) == set(GAME_IDS)
    assert titles["heart-hunter"] == "Heart Hunter"
    assert card_pages.rules_title("barbu") == f"Rules of {get_rules('barbu').title}"


def test_a_code_names_a_card_of_the_shown_games_pack_or_none():
    assert card_pages.card_in_pack("heart-hunter", "QS") == (FRENCH, FRENCH.parse("QS"))
    assert card_pages.card_in_pack("nineteen", "T21") == (TAROT, TAROT.parse("T21"))
    assert card_pages.card_in_pack("heart-hunter", "ZZ") is None
    assert card_pages.card_in_pack(None, "QS") is None


def test_a_game_without_its_rules_page_gets_its_summary_and_a_word_why(monkeypatch):
    assert card_pages.rules_html("barbu") == card_pages.inked_signs(card_pages.rules_page("barbu"))
    monkeypatch.setattr(card_pages, "rules_page", lambda _game: None)
    page = card_pages.rules_html("barbu")
    assert "<h2>Barbu</h2>" in page and "not installed" in page


def test_the_rules_pages_ink_their_suit_signs_as_the_cards_in_the_text_only():
    """The rules printed ♥ and ♦ in black beside red cards (a tester)."""
    red, green = suit_colour(2, False), suit_colour(0, True)
    page = card_pages.rules_html("sheepshead")
    assert f'<span style="color:{red}">&hearts;</span>' in page
    assert f'<span style="color:{suit_colour(1, False)}">&diams;</span>' in page
    bare = re.sub(r"<span style=\"color:[^\"]+\">&(hearts|diams);</span>", "", page)
    assert "&hearts;" not in bare and "&diams;" not in bare
    assert "<span" not in page.split("&clubs;")[0][-30:], "the black suits keep the page's ink"
    assert f'<span style="color:{green}">&clubs;</span>' in card_pages.rules_html(
        "sheepshead", four_colour=True)
    assert "★</span>" in card_pages.rules_html("nineteen") or "&#9733;</span>" in \
        card_pages.rules_html("nineteen")
    # never inside a tag
    assert card_pages.inked_signs('<a title="Q♥">Q♥</a>') == \
        f'<a title="Q♥">Q<span style="color:{red}">♥</span></a>'


def test_the_review_page_marks_the_lead_the_winner_the_players_cards_and_what_mattered():
    trick = SheetRow("Trick 1", (Played("You", "QS", "the Queen of Spades", lead=True,
                                        mine=True),
                                 Played("West", "AS", "the Ace of Spades", win=True),
                                 Played("North", None, "pass")),
                     "West wins", ("1. You played the Queen of Spades <well>.",), mattered=True)
    sheet = ReviewSheet("heart-hunter", "Deal 1", (("You", ("QS", "2C")),), (trick,),
                        ("You could have won.",), complete=True)
    page = card_pages.sheet_html(sheet)
    # the hand as one picture, the trick's cards each in its cell (their sizes: review_cards)
    assert re.search(r'<img src="hand:QS,2C\?h=\d+&amp;step=\d+"/>', page)
    assert re.search(r'<img src="card:QS\?h=\d+" title="the Queen of Spades"/>', page)
    ink = f'style="color:{card_pages.LIGHT_CELL_INK}"'
    assert f'bgcolor="{card_pages.MINE_BG}" {ink}><img src="card:QS?h=' in page
    assert f'bgcolor="{card_pages.WIN_BG}" {ink}><img src="card:AS?h=' in page
    # every light cell has its dark ink: in a dark desktop theme "You" was white on pale yellow
    assert page.count("bgcolor=") == page.count(ink) == 4
    assert "<i>led</i>" in page and "<i>won</i>" in page
    assert "<br/>pass<br/>" in page  # a turn without a card shows its words
    assert page.count(f'bgcolor="{card_pages.MATTERED_BG}"') == 2
    assert "&lt;well&gt;" in page  # the notes are escaped
    assert "<h3>Could you have done better?</h3><p>You could have won.</p>" in page


def test_the_review_window_takes_most_of_the_main_window_within_the_screen():
    assert card_pages.review_size(1000, 800, 1920, 1080) == (860, 720)
    assert card_pages.review_size(3000, 2000, 3840, 2160) == (1200, 1800)  # a page, not a wall
    assert card_pages.review_size(400, 300, 1920, 1080) == (760, 560)  # never unreadably small
    assert card_pages.review_size(1000, 800, 700, 500) == (660, 440)  # never off the screen


def test_a_row_before_the_play_lists_each_turn_on_a_line_of_its_own():
    """The review's "Before the play" row put each decision in a narrow cell: "double everyone
    (the maximum; the declarer's double was forced)" wrapped to seven lines, and a sixth turn
    floated alone under the first. A row without cards lists its turns as lines: who, then
    their words whole, the reviewed player's marked."""
    long = "double everyone (the maximum; the declarer's double was forced)"
    turns = (Played("You", None, "choose No Tricks", mine=True),
             Played("West", None, "double North and East"),
             Played("North", None, "double the declarer (a forced double)"),
             Played("East", None, long),
             Played("You", None, "redouble North and East", mine=True),
             Played("North", None, "do not redouble"))
    row = SheetRow("Before the play", turns, "", ("1. Your choice: choose No Tricks.",))
    sheet = ReviewSheet("barbu", "Hand 7", (("You", ("QS",)),), (row,), (), complete=True)
    page = card_pages.sheet_html(sheet)
    ink = f'style="color:{card_pages.LIGHT_CELL_INK}"'
    mine = f'bgcolor="{card_pages.MINE_BG}" {ink}'
    assert f"<tr><td valign=\"top\">East</td><td valign=\"top\">{long}</td></tr>" \
        .replace("'", "&#x27;") in page
    assert f'<tr><td valign="top" {mine}><b>You</b></td><td valign="top" {mine}>' \
           "choose No Tricks</td></tr>" in page
    # one line each, the sixth among them: no cell of a five-wide grid
    assert page.count('<tr><td valign="top">') + page.count(f'<tr><td valign="top" {mine}>') \
        == len(turns)
    assert 'align="center" valign="bottom"' not in page
