"""Which words of the players' names the score panel's column headers keep whole, Qt-free.

Why: at 1024 x 640 a long two-word name was cut on both of its lines ("Maxi…" over "Throc…"),
and nothing in the header read as the person. A column now keeps room for the first word of
such a name at the headers' smallest size, so that its header shows that word whole (the rest
cut on the line under it, the whole name its tool tip). The words are those of the names a
game begins with: renamed during the game, a person leaves the panel as wide (the table beside
it does not move), and a word longer than ``LONGEST_KEPT`` is cut as before (a name of 300
"W"s took 120 px from the table).
"""

from __future__ import annotations

from collections.abc import Callable

from .score_table import short_name

#: the longest word a column keeps room for, as a long first name: wider, it is cut short
LONGEST_KEPT = "Bartholomew"


def kept_words(names: list[str], width: Callable[[str], float]) -> list[str]:
    """The first word of each name of two words or more among ``names`` that the panel would
    cut short (its short name ends in "…"), where it is no wider than ``LONGEST_KEPT`` (both
    measured by ``width``): "Maximilian" for "Maximilian Throckmorton"; nothing for
    "Computer 2", shown as "Comp 2", nor for a name of one word, which is cut on one line as
    before ("Barth…": the other names not made smaller for it)."""
    most = width(LONGEST_KEPT)
    firsts = [name.split()[0] for name in names
              if len(name.split()) > 1 and "…" in short_name(name)]
    return [word for word in firsts if width(word) <= most]
