"""The rich-text pages drawn with card pictures: the rules of every game and the deal review.

Both are HTML for a text browser whose ``card:<code>`` images the window's card art draws (the
review's with their height, ``card:QS?h=110``, and its hands each as one picture, ``hand:``: see
``review_cards``, which sizes them to the page the window measures). Why here and not in the window:
which page a game has, what the review lists and how it is marked, and which card a code names in
a game's pack are decided without Qt, and the window only shows the text and draws the pictures.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

from ..coach.review_sheet import Played, ReviewSheet, SheetRow
from ..engine.cards import CardCodec
from ..games.registry import available_games, get_rules
from ..resource_files import resource_path
from .card_face_plan import suit_colour
from .review_cards import (
    DEFAULT_FIT,
    ROW_CELLS,
    WHOLE_TRICK_SHARE,
    PageFit,
    card_address,
    hand_img,
    hands_strip,
    trick_height,
)
from .window_geometry import FRAME_H, FRAME_W

#: card heights in text lines by the size a ``card:`` address names ("": none). A rules
#: example's card is big enough to read its corner and pips, small enough that four cards and
#: their captions sit in the page's width (the review's cards are sized to its page instead:
#: ``review_cards``)
RULES_CARD_LINES = {"": 5.5}
#: the share of the page's width of the trick's column of the whole deal's page
TRICK_PERCENT = round(WHOLE_TRICK_SHARE * 100)
#: the marks on a trick's cards
LEAD_MARK = "led"
WIN_MARK = "won"
MINE_BG = "#eef4ff"
WIN_BG = "#fff3c4"
MATTERED_BG = "#ffe9e0"
#: the ink in those cells: the page's own (the desktop theme's) was white on them in a dark theme
LIGHT_CELL_INK = "#202124"


def game_titles() -> list[tuple[str, str]]:
    """(id, title) of every game, in the order the menus list them."""
    return [(gid, get_rules(gid).title) for gid in available_games()]


def card_in_pack(game_id: str | None, code: str) -> tuple[CardCodec, int] | None:
    """The pack of a game and the card ``code`` names in it, or None for an unknown card."""
    if game_id is None:
        return None
    codec = get_rules(game_id).codec
    try:
        return codec, codec.parse(code)
    except ValueError:
        return None


def rules_page(game_id: str) -> str | None:
    """The HTML rules page of a game shipped with the app, or None when it is not there."""
    try:
        return resource_path("rules", f"{game_id}.html").read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


#: the suit signs as the rules pages write them, by suit (``suit_colour``'s numbers; 4: the
#: tarot trumps' star)
_SIGNS = {0: ("&clubs;", "♣"), 1: ("&diams;", "♦"), 2: ("&hearts;", "♥"), 3: ("&spades;", "♠"),
          4: ("&#9733;", "★")}


def inked_signs(page: str, four_colour: bool = False) -> str:
    """The page with its suit signs in their ink as on the cards: the rules printed ♥ and ♦ in
    black beside red cards (a tester). In the text only, never inside a tag; the black suits
    keep the page's own ink, which a dark theme makes light."""
    black = suit_colour(3, False)
    parts = re.split(r"(<[^>]*>)", page)
    for i in range(0, len(parts), 2):  # the text between the tags
        for suit, signs in _SIGNS.items():
            ink = suit_colour(suit, four_colour)
            for sign in signs if ink != black else ():
                parts[i] = parts[i].replace(sign, f'<span style="color:{ink}">{sign}</span>')
    return "".join(parts)


def rules_html(game_id: str, four_colour: bool = False) -> str:
    """The rules page of a game (its suit signs inked, ``inked_signs``), or its summary and a
    word that the full page is missing."""
    page = rules_page(game_id)
    if page is not None:
        return inked_signs(page, four_colour)
    title = html.escape(get_rules(game_id).title)
    summary = html.escape(get_rules(game_id).summary or "")
    return (f"<h2>{title}</h2><p>{summary}</p><p><i>The full rules page of {title} is "
            "not installed with this copy of Trick Table.</i></p>")


def review_size(base_w: int, base_h: int, screen_w: int, screen_h: int) -> tuple[int, int]:
    """The deal review window's size: most of the main window (``base``), never more than the
    screen with its frame (the same allowance as every dialog), never less than a readable page."""
    width = min(max(760, int(base_w * 0.86)), screen_w - FRAME_W, 1200)
    height = min(max(560, int(base_h * 0.9)), screen_h - FRAME_H)
    return width, height


def rules_title(game_id: str) -> str:
    """The rules window's title while it shows a game."""
    return f"Rules of {get_rules(game_id).title}"


def _e(text: str) -> str:
    return html.escape(text)


def _light_cell(fill: str) -> str:
    """A cell's attributes for a light ``fill`` (none for ""), with a dark ink to read on it."""
    return f' bgcolor="{fill}" style="color:{LIGHT_CELL_INK}"' if fill else ""


def _card_cell(p: Played, height: int) -> str:
    """One turn of a trick: the card's picture (or its words), who played it, and its marks."""
    marks = [m for m, on in ((LEAD_MARK, p.lead), (WIN_MARK, p.win)) if on]
    who = f"<b>{_e(p.who)}</b>" if p.mine else _e(p.who)
    mark = f"<br/><i>{' · '.join(marks)}</i>" if marks else "<br/>&nbsp;"
    if p.card is not None:
        face = f'<img src="{_e(card_address(p.card, height))}" title="{_e(p.words)}"/>'
    else:
        # the table's own size: at "large" a cell broke "Partnership" into "Partnersh" / "ip"
        face = f"<div><br/>{_e(p.words)}<br/>&nbsp;</div>"
    fill = WIN_BG if p.win else (MINE_BG if p.mine else "")
    bg = _light_cell(fill)
    # at the bottom: a name under two lines of words lay lower than its neighbours'
    return f'<td align="center" valign="bottom"{bg}>{face}<br/>{who}{mark}</td>'


def _turn_line(p: Played) -> str:
    """A turn without a card as a line of its own: who, then all their words on one wide
    line, the reviewed player's marked as their cards are."""
    marks = [m for m, on in ((LEAD_MARK, p.lead), (WIN_MARK, p.win)) if on]
    who = f"<b>{_e(p.who)}</b>" if p.mine else _e(p.who)
    mark = f" <i>({' · '.join(marks)})</i>" if marks else ""
    bg = _light_cell(MINE_BG if p.mine else "")
    return (f'<tr><td valign="top"{bg}>{who}</td>'
            f'<td valign="top"{bg}>{_e(p.words)}{mark}</td></tr>')


def trick_cards_height(rows: Iterable[tuple[Played, ...]], fit: PageFit, share: float) -> int:
    """The height of the cards of ``rows`` (a deal's tricks, or one) in their ``share`` of the
    page's width: as many cells side by side as the longest row has cards (five at most, as
    ``turns_html`` lays them), their players' names under them."""
    rows = [[p for p in row if p.card is not None] for row in rows]
    names = {p.who for row in rows for p in row}
    return trick_height(fit, max((len(row) for row in rows), default=1), names, share)


def turns_html(cards: tuple[Played, ...], height: int) -> str:
    """A row's turns: a card's picture in a cell of its own (``height`` px tall), five to a
    line (a bidding of many turns, Nineteen's auction, ran off to the right); a row with no
    card at all (the contract and the doubles before the play, an auction) one line per turn,
    its words across the row. In narrow cells "double everyone (the maximum; the declarer's
    double was forced)" wrapped to seven lines, and a sixth turn floated alone under the
    first. (The review's steps draw their trick so far with it too: ``review_steps_page``.)"""
    if not cards:
        return ""
    if all(p.card is None for p in cards):
        return ('<table width="100%" cellspacing="0" cellpadding="4">'
                f'{"".join(_turn_line(p) for p in cards)}</table>')
    lines = ["".join(_card_cell(p, height) for p in cards[i:i + ROW_CELLS])
             for i in range(0, len(cards), ROW_CELLS)]
    return (f'<table cellspacing="4" cellpadding="3">'
            f'{"".join(f"<tr>{cells}</tr>" for cells in lines)}</table>')


def _row(row: SheetRow, height: int) -> str:
    table = turns_html(row.cards, height)
    notes = "".join(f"<p style='margin:0 0 6px 0'>{_e(n)}</p>" for n in row.notes)
    bg = _light_cell(MATTERED_BG if row.mattered else "")
    head = f"<b>{_e(row.title)}</b>"
    if row.outcome:
        head += f"<br/>{_e(row.outcome)}"
    # every column its share: beside a column of no width given, the page's browser took the
    # cards' width twice from the title's and squeezed it to "You / won / it. / 9 / points:"
    return (f'<tr><td valign="top" width="12%"{bg}>{head}</td>'
            f'<td valign="top" width="{TRICK_PERCENT}%">{table}</td>'
            f'<td valign="top" width="42%"{bg}>{notes}</td></tr>')


def sheet_html(sheet: ReviewSheet, fit: PageFit = DEFAULT_FIT) -> str:
    """The deal review as rich text: the verdict, the hands as dealt (each a ``hand:`` picture),
    then trick by trick (or round by round) each turn's card with its marks beside the reviewed
    player's decisions; the cards sized to the page ``fit`` measures."""
    parts = [f"<h2>{_e(sheet.title)}</h2>", f"<h3>{_e(sheet.question)}</h3>"]
    parts += [f"<p>{_e(line)}</p>" for line in sheet.verdict]
    parts.append("<h3>The hands as dealt</h3><table cellspacing='2' cellpadding='2'>")
    line = hands_strip(fit, sheet.hands)
    for label, codes in sheet.hands:
        parts.append(f'<tr><td valign="middle"><b>{_e(label)}</b>&nbsp;</td>'
                     f'<td>{hand_img(codes, line) if codes else ""}</td></tr>')
    parts.append(f"</table><h3>{_e(sheet.rows_heading)}</h3>")
    parts.append('<table width="100%" cellspacing="0" cellpadding="6" border="1" '
                 'style="border-collapse:collapse; border-color:#c8c8c8">')
    height = trick_cards_height((r.cards for r in sheet.rows), fit, WHOLE_TRICK_SHARE)
    parts += [_row(r, height) for r in sheet.rows]
    parts.append("</table>")
    return "".join(parts)
