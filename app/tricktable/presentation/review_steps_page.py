"""The deal review step by step: where Back, Next, Home and End go among a deal's steps
(``coach.review_steps``), what the window says about the step shown, and the page of one step
drawn with card pictures (as the whole deal's page in ``card_pages``: each hand, and each row
laid, one ``hand:`` picture, sized to the page by ``review_cards``).

The whole deal's page stays the first place: Next from it goes to the cards as dealt, Back from
the cards as dealt comes back to it, and the window's "Whole deal" button goes there from any
step. Qt-free: the window only maps its buttons and keys to the moves here and shows the text.
"""

from __future__ import annotations

import html

from ..coach.review_sheet import AFTER_PLAY, ReviewSheet
from ..coach.review_steps import AS_DEALT, DealStep
from .card_pages import LIGHT_CELL_INK, MATTERED_BG, MINE_BG, trick_cards_height, turns_html
from .review_cards import (
    DEFAULT_FIT,
    STEP_TRICK_SHARE,
    PageFit,
    Strip,
    hand_img,
    hands_strip,
    rows_strip,
)

#: the moves, as the window's buttons and keys ask for them
BACK, NEXT, FIRST, LAST, WHOLE = "back", "next", "first", "last", "whole"
#: the buttons' words, with their Alt keys (Alt+W: the whole deal's, ``whole_button``)
BACK_BUTTON = "◀ &Back"
NEXT_BUTTON = "&Next ▶"
#: the first step's line
DEALT_WORDS = "The cards as dealt, before anyone acted."
#: a hand with no card left
NO_CARDS = "no cards left"


def whole_button(deal_word: str = "deal") -> str:
    """The button back to the whole deal's page, in the game's word: "Whole hand" in Barbu."""
    return f"&Whole {deal_word}"


def moved(place: int | None, count: int, how: str) -> int | None:
    """Where a move goes from ``place`` (None: the whole deal's page; else a step's index)
    among ``count`` steps. Next from the whole deal: the cards as dealt; Back from there: the
    whole deal; Home and End: the first and the last step; Back and Next stop at the ends."""
    if count <= 0:
        return None
    if how == WHOLE:
        return None
    if how == FIRST:
        return 0
    if how == LAST:
        return count - 1
    if how == NEXT:
        return 0 if place is None else min(place + 1, count - 1)
    if how == BACK:
        return None if place is None or place == 0 else place - 1
    return place


def can_move(place: int | None, count: int) -> tuple[bool, bool]:
    """Whether Back and Next go anywhere from ``place``."""
    if count <= 0:
        return False, False
    return place is not None, place is None or place < count - 1


def place_words(sheet: ReviewSheet, place: int | None, deal_word: str = "deal") -> str:
    """Beside the buttons: "Trick 3 · step 12 of 53", or how to step from the whole deal."""
    if place is None or not sheet.steps:
        return f"The whole {deal_word}: Next (or →) steps through it from the cards as dealt."
    step = sheet.steps[min(place, len(sheet.steps) - 1)]
    return f"{step.title} · step {place + 1} of {len(sheet.steps)}"


def _e(text: str) -> str:
    return html.escape(text)


def _cards(codes: tuple[str, ...], line: Strip) -> str:
    return hand_img(codes, line) if codes else f"<i>{NO_CARDS}</i>"


def _hands(step: DealStep, first: bool, fit: PageFit) -> str:
    """Every hand as it stands, and the cards in no hand: one size and step for all (their
    cards line up), fitted to the page's width."""
    heading = "The hands as dealt" if first else "The hands now"
    lines = list(step.hands)
    if step.aside[1]:
        lines.append(step.aside)
    line = hands_strip(fit, lines)
    rows = "".join(f'<tr><td valign="middle"><b>{_e(label)}</b>&nbsp;</td>'
                   f"<td>{_cards(codes, line)}</td></tr>" for label, codes in lines)
    return f"<h4>{heading}</h4><table cellspacing='2' cellpadding='2'>{rows}</table>"


def _rows(step: DealStep, fit: PageFit) -> str:
    """The rows laid, in a deal without tricks: in the left half of the page."""
    if not step.rows:
        return ""
    line = rows_strip(fit, step.rows, fit.width * STEP_TRICK_SHARE)
    lines = "".join(f"<tr><td>{_cards(codes, line)}</td></tr>" for codes in step.rows)
    return f"<b>The rows</b><table cellspacing='2' cellpadding='2'>{lines}</table>"


def _note(step: DealStep) -> str:
    if not step.note:
        return ""
    fill = MATTERED_BG if step.mattered else MINE_BG
    return (f'<table width="100%" cellpadding="6"><tr><td bgcolor="{fill}" '
            f'style="color:{LIGHT_CELL_INK}">{_e(step.note)}</td></tr></table>')


def step_html(sheet: ReviewSheet, place: int, fit: PageFit = DEFAULT_FIT) -> str:
    """One step's page: the deal and the step, what happened, the trick (or round, or what
    was said before the play) so far with who led and who took it, the reviewed player's
    decision here with the expert's choice, the rows laid, then every hand as it stands; the
    last step ends with the deal's count where the game says one. The cards are sized to the
    page ``fit`` measures: the trick's as big as its half of the page allows (the same size at
    every step of the deal), the hands' so that the longest fits the page's width."""
    step = sheet.steps[min(place, len(sheet.steps) - 1)]
    first = step.title == AS_DEALT
    said = step.said or ((DEALT_WORDS,) if first else ())
    words = "".join(f"<p style='margin:0 0 4px 0'>{_e(s)}</p>" for s in said)
    outcome = f"<p style='margin:0 0 6px 0'><b>{_e(step.outcome)}</b></p>" \
        if step.outcome else ""
    height = trick_cards_height((r.cards for r in sheet.rows), fit, STEP_TRICK_SHARE)
    trick = turns_html(step.table, height)
    if step.rows:  # the rows first, the round beside them: the hands stay in sight
        left, right = _rows(step, fit), trick + outcome + _note(step)
    else:
        left, right = trick, outcome + _note(step)
    parts = [f"<h3>{_e(sheet.title)} · {_e(step.title)}</h3>", words,
             '<table width="100%" cellspacing="0" cellpadding="4"><tr>'
             f'<td valign="top">{left}</td>'
             f'<td valign="top" width="50%">{right}</td></tr></table>',
             _hands(step, first, fit)]
    if place >= len(sheet.steps) - 1:
        after = next((r for r in sheet.rows if r.title == AFTER_PLAY), None)
        if after is not None:
            parts.append(f"<h4>{_e(AFTER_PLAY)}</h4>")
            parts += [f"<p>{_e(n)}</p>" for n in after.notes]
    return "".join(parts)
