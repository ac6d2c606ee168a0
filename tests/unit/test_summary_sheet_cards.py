"""The deal summary's lines that name cards and its names cut short (presentation/summary_sheet):
Heart Hunter's point cards taken were small and grey with the hearts not red, and a long name
cut with "…" could not be read whole."""

from __future__ import annotations

from tricktable.engine.panel import Summary, SummaryRow
from tricktable.presentation import summary_sheet as ss
from tricktable.presentation.card_face_plan import CLUB_GREEN, RED

LONG = "Maximiliane Bartholomew-Smythe-Jones"  # a word longer than a line


def blocks(summary: Summary, four_colour: bool = False) -> list[list[ss.Cell]]:
    return [i.cells for i in ss.sheet(summary, four_colour) if isinstance(i, ss.Block)]


def test_a_line_naming_cards_is_inked_with_its_suits_in_their_colours():
    rows = [SummaryRow("You", 6, 6, [("6 points taken, added", None), ("Q♠ A♥ 3♥", None)]),
            SummaryRow("Ada", 2, 2, [("No points taken", None), ("<b>J♣</b>", None)])]
    you, ada = blocks(Summary("Deal 1 is over", "", rows, [], lower_is_better=True))
    said, cards = you
    assert not said.rich and said.ink == ss.SOFT_INK  # words without points of their own
    assert cards.rich and cards.ink == ss.INK and cards.size >= 1.0
    assert f'<span style="color:{RED}">♥</span>' in cards.text and "Q♠" in cards.text
    assert ada[1].text.startswith("&lt;b&gt;J"), "a line's own text is never read as markup"
    four = blocks(Summary("Deal 1 is over", "", rows, []), four_colour=True)[1][1]
    assert f'<span style="color:{CLUB_GREEN}">♣</span>' in four.text


def test_a_name_cut_short_carries_the_whole_name_for_its_tool_tip():
    rows = [SummaryRow(LONG, 0, 0, []), SummaryRow("Ada", 0, 0, [])]
    names = [i for i in ss.sheet(Summary("Deal 1 is over", "", rows, []))
             if isinstance(i, ss.Cell) and i.col == 0 and i.row > 0]
    assert names[0].text.endswith("…") and names[0].tip == LONG
    assert names[1].text == "Ada" and names[1].tip == ""


def test_a_sentence_naming_a_card_is_the_size_and_ink_of_the_other_players_lines():
    """Barbu Dominoes: the loser's "out last, still holding 2♠" stood larger and darker than
    the other three players' lines; only its suit is coloured."""
    rows = [SummaryRow("You", 5, 5, [("Dominoes from 9: out third", 5)]),
            SummaryRow("North", -5, -5, [("Dominoes from 9: out last, still holding 2♠", -5)])]
    lines = [b[0] for b in blocks(Summary("Hand 1 of 28 is over", "", rows, []))]
    third, last = lines
    assert last.rich and "still holding 2" in last.text
    assert (last.size, last.ink, last.bold) == (third.size, third.ink, third.bold)


def test_a_long_name_in_the_summary_goes_on_two_lines_whole():
    """"Bartholomew Fitzgerald-Jones 30" read "Bartholomew Fitzg…" on a card with room for it
    on two lines: a name is cut only where one of its words is longer than a line."""
    rows = [SummaryRow("Bartholomew Fitzgerald-Jones 30", 0, 0, []),
            SummaryRow("Maximiliana Featherstonehaugh Q", 0, 0, [])]
    names = [i for i in ss.sheet(Summary("Deal 1 is over", "", rows, []))
             if isinstance(i, ss.Cell) and i.col == 0 and i.row > 0]
    assert [n.text for n in names] == ["Bartholomew\nFitzgerald-Jones 30",
                                       "Maximiliana\nFeatherstonehaugh Q"]
    assert all(max(len(line) for line in n.text.split("\n")) <= ss.NAME_CHARS for n in names)
    assert [n.tip for n in names] == ["", ""], "nothing cut: no tool tip needed"
