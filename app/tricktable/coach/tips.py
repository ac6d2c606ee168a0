"""Which first-game tip is due for the decision in front of the person (Qt-free).

Why here: a tip teaches the person the rule behind the decision they now face, the first time
they meet it; which one that is follows from the view's stage and the legal action types, which
the coach reads anyway. The words are each game's own (``TIPS`` in the module its registration
names as ``words``); this module only picks, so a new game brings its tips with its words.

A tip kind is remembered as ``"<game id>/<kind>"`` (:func:`shown_key`) in the person's data, so
"once per kind" holds per game across restarts.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping

from ..engine.protocol import Action
from ..engine.tips import Tip, tip
from ..engine.trick_game import PLAYING
from ..games.registry import GameEntry, resolve

#: the one tip of every game's table rather than its rules, due at the person's first card
#: after a trick was gathered: a trick goes after a moment, and a newcomer, who had not seen
#: it, found nothing on the table saying it could be seen again
LAST_TRICK = "last-trick"
LAST_TRICK_TIP = tip(
    "The last trick",
    "A finished trick stays for a moment, then goes to its taker. Press L (Game → Show last "
    "trick) to see it again, with who played each card and who took it; a slower speed in "
    "Settings keeps each trick longer.", "", stage=PLAYING)
#: the table's other tip, shown once for every game while hints are offered: at the person's
#: first decision with no tip of its own, before the last trick's. A learner found hints only
#: by the H key or the Help menu, and many never did; the same words for any decision
HINT = "hint"
HINT_TIP = tip(
    "Hints",
    "Not sure what to do? Press H (Help → Hint): the coach picks out the card or the choice "
    "it would make and says why; Enter then makes it, or you choose your own.", "")
#: the table's own tips, in the order they come: not a game's, each shown once for all games
TABLE_TIPS = (HINT, LAST_TRICK)


def tips_of(entry: GameEntry) -> Mapping[str, Tip]:
    """The game's tips by kind, most particular first ({} when its words have none), and the
    table's own (``TABLE_TIPS``)."""
    return {**getattr(resolve(entry.words), "TIPS", {}), HINT: HINT_TIP,
            LAST_TRICK: LAST_TRICK_TIP}


def tip_kind(entry: GameEntry, view: Mapping | None, legal: Iterable[Action]) -> str | None:
    """The kind of tip that speaks of this decision: the first of the game's tips that applies
    to the view's stage, its values and the legal action types; None when there is no decision
    (nothing legal) or the game has no tip for it."""
    types = {a.type for a in legal}
    if view is None or not types:
        return None
    for kind, one in getattr(resolve(entry.words), "TIPS", {}).items():
        if one.applies(view, types):
            return kind
    return None


def shown_key(entry: GameEntry, kind: str) -> str:
    """How a shown tip is remembered: per game, as the kinds repeat across games ("play"); the
    table's own tips once for every game (it came again in each game, word for word)."""
    return f"table/{kind}" if kind in TABLE_TIPS else f"{entry.id}/{kind}"


def tip_due(entry: GameEntry, view: Mapping | None, legal: Iterable[Action],
            shown: Collection[str], hints_on: bool = False) -> str | None:
    """The kind of tip to show now, one at a time: the decision's kind, unless it was shown
    before; else, while the settings offer hints (``hints_on``), the hint's tip, once for every
    game, at a real choice (off, it waits: a tip about a key that does nothing would not be
    true; with one card to play, nobody wonders what to do); else, at a
    card to play once a trick has been gathered, the last trick's tip, once for every game.
    None at a lone pass: it is made for the person a moment later, and its tip (Barbu's
    Dominoes) went with it, unread and never shown again; it waits for a decision the person
    makes."""
    legal = list(legal)
    if len(legal) == 1 and legal[0].type == "pass":
        return None
    kind = tip_kind(entry, view, legal)
    if kind is not None and shown_key(entry, kind) not in shown:
        return kind
    if len(legal) > 1 and view is not None and hints_on and shown_key(entry, HINT) not in shown:
        return HINT
    if (view is not None and getattr(view, "tricks", None) and any(a.type == "play"
                                                                   for a in legal)
            and LAST_TRICK_TIP.applies(view, {"play"})
            and shown_key(entry, LAST_TRICK) not in shown):
        return LAST_TRICK
    return None
