"""The deal review's window beyond its sheet: which finished deal its chooser shows as the game
goes on beside it, what it says while the expert's search works, and the summary's button that
opens it. Qt-free, beside ``review_words`` (the chooser's own words): the window
(``ui/dialog_review.py``) and the summary card ask this and show it.

Why the deal shown stays: the window is not modal, the game goes on beside it, and a deal
finished meanwhile joined the chooser by replacing the page the person was reading.
"""

from __future__ import annotations

#: the line over the busy bar until the searched sheet comes
WAITING = ("Working it out: the expert level weighs each of the decisions, and the lines of play "
           "with every card known are tried. This takes a few seconds…")


def deal_to_show(deals: list[int], shown: int | None, choose: int | None = None) -> int:
    """Where in the chooser's ``deals`` (each a deal's index) it stands once they are listed
    again: on ``choose`` (a deal asked for), else on the deal shown; the last when that deal
    is gone (taken back by an undo)."""
    wanted = shown if choose is None else choose
    return deals.index(wanted) if wanted in deals else len(deals) - 1


def review_button(deal_word: str) -> str:
    """The summary's button that opens the review: "Review this hand"."""
    return f"Review this {deal_word}"
