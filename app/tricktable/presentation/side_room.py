"""The column beside the table, Qt-free: how wide the score panel keeps a column for a name,
and how the column's height is split between the scores and the deal log. The window measures
(names in its fonts, rows and lines in pixels) and sets what is worked out here.
"""

from __future__ import annotations

#: the widest of the names the game gives its seats, as the panel shortens them ("Northwest"
#: and "Northeast" tell themselves apart as "Nort…st", "Computer 2" reads "Comp 2"): a
#: computer player's name no wider than these is given room in its column; a longer one is
#: cut short in it, whole in its tool tip
USUAL_NAMES = ("Nort…st", "North…", "Comp 99")


def given_room(widths: list[float], roomy: list[bool], usual: float) -> list[bool]:
    """Which columns' names the panel keeps room for: those ``roomy`` (a computer player's,
    fixed for the game) no wider than ``usual`` (the widest of ``USUAL_NAMES``, measured in
    the same font). Why: a record whose West was named with 300 "W"s widened the score panel
    from about 210 to 330 px (its short name "WWWWW…" given room at full width), 120 px
    taken from the table, and the panel stayed that wide in the games after."""
    return [keep and w <= usual for w, keep in zip(widths, roomy, strict=True)]


#: the share of the column the log keeps under the scores as it opens, when the scores'
#: rows do not need more (``scores_height``)
LOG_SHARE = 0.4
#: the least share the log keeps when the scores' rows need more: about ten lines of it at
#: 1366 x 768 (the log follows its newest line, so it gives way before the scores scroll)
LOG_LEAST = 0.25
#: the deals the scores are given room for beyond those already played as the column is
#: split, so that the next few deals' rows come without the table scrolling
ROWS_AHEAD = 3


def scores_height(total: int, rows_now: int | None, whole_game: int | None) -> int:
    """The score panel's height in a column ``total`` pixels tall shared with the log: all
    but ``LOG_SHARE`` of it, or what the rows played so far and ``ROWS_AHEAD`` more need
    (``rows_now``) when that is more, down to the log's ``LOG_LEAST``; never more than the
    whole game's table needs (``whole_game``, where the game has a set number of deals).
    Why: opened after a dozen deals of Sheepshead at 1366 x 768, the log took 40 % of the
    column and the scores' first deals scrolled out of sight above a log that scrolls anyway.
    """
    give = total - round(total * LOG_SHARE)
    if rows_now is not None:
        give = max(give, min(rows_now, total - round(total * LOG_LEAST)))
    if whole_game is not None:
        give = min(give, whole_game)
    return give
