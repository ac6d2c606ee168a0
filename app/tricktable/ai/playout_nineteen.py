"""Nineteen playouts: the rule player itself, asked with a small view during card play, the
discard and the declarations.

Why: Nineteen's full view carries the auction, the stock's slots, the declarations and contras,
which cost more to build than the rule player's card choice. During trick play the rule player
reads only the fields built here (the sides as the deciding player knows them, through the game's
own ``partner_known_to``), so it makes exactly the choice it makes from the full view (a unit test
checks them side by side); the discard and the declarations read only the hand to act, which the
small view holds; the auction, the preference and the call get the full view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..games.nineteen_views import NineteenView
from .playout_steps import PlayView, own_hand, rule_step

#: the stages whose decisions the small view serves: card play, and the discard and the
#: declarations, which read only the hand of the position to act (``RuleAgent._discard`` and
#: ``_declare``). Why those two: in a playout begun in the auction, building the full view for
#: every player's declarations and the declarer's discard took over half of the deal's time
#: outside card play
SMALL_STAGES = frozenset(("play", "discard", "declare"))


@dataclass(slots=True)
class NineteenPlayView(PlayView):
    """``PlayView`` and Nineteen's own fields; positional, as a playout builds one for every
    card (keyword arguments cost more to pass)."""

    declarer: int
    bid: str | None
    partner_known: bool
    partner: int | None
    sparrow_by: list[int] | None


#: what the rule player's card play reads: the full view at the table (and in hints), the small
#: one above in a playout; both hold every field it reads, with the same types
NineteenCardView = NineteenView | NineteenPlayView


def small_view(w: Any, pos: int) -> NineteenPlayView:
    """The fields of the deciding player's view the rule player reads in card play. Of the
    hands, the one to play and, once dummies lie face up (two or three players), the others
    the player sees: the dummies' and their own when they play a dummy (card play weighs what
    a face-up hand can still play). With four players there are none, and working out the
    visible positions for every card was a third of this view's cost, so it is skipped. The
    trick, the taken cards and the voids are the world's own lists, not copies: the view lives
    for the one choice, which only reads them, before the world moves on (the copies were a
    fifth of the view's cost)."""
    player = w.controller[pos]
    known, partner = w.partner_known_to(player)
    hands = own_hand(w, pos)
    if w.dummies and w.exposed and player is not None:
        for p in (w.player_seat[player], *w.dummies):
            hands[p] = w.hands[p]
    return NineteenPlayView(w.stage, pos, player, hands, w.trick, w.led, w.leader,
                            w.taken, w.voids, w.declarer, w.bid, known, partner,
                            list(w.sparrow_by) if w.sparrow_by else None)


def step(w: Any, agent: Any) -> None:
    """One decision by the rule player. In card play the legal cards are taken as the rules'
    mask and the rule player is asked for a card of it (``RuleAgent.card``), the same card its
    ``choose`` gives from the list of play actions (a forced card is played at once there too):
    building that list and the chosen action for every card was a tenth of a playout. The card,
    legal by its making, goes straight onto the trick (``_play``, what ``apply`` does with it
    after checking it; a world's own events are read by nobody)."""
    if w.stage == "play" and not w.over:
        pos = w.turn
        mask = w._play_mask(w.hands[pos])
        if mask & (mask - 1):
            mask = 1 << agent.card(small_view(w, pos), mask)[0]
        w._play(mask.bit_length() - 1, [])
        return
    rule_step(w, agent, small_view, SMALL_STAGES, by_controller=True)


def run(w: Any, agent: Any) -> None:
    """Play the world's hand to its end (``DealOver`` is raised there unless the game ends)."""
    while not w.over:
        step(w, agent)
