"""Sheepshead playouts: the rule player itself, asked with a small view during card play.

Why: building the full view (card points of every pile, the window, the calls) costs a third of
a playout, and in trick play the rule player reads only the fields built here, so it makes exactly
the choice it makes from the full view (a unit test checks them side by side); taking the window
and burying get the full view.

Also the imagined worlds' burial (:func:`bury_as_rule`): a world is dealt at random, which lays
two of the Player's cards away at random, but a Player buries to empty a suit and trump it.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from typing import Any

from ..engine.cards import FRENCH, cards_of
from ..engine.worlds import Dealing
from ..games.sheepshead import KEY, PLAIN_MASKS, TRUMP_MASK, card_points
from ..games.sheepshead_view import SheepsheadView
from .playout_steps import PlayView, own_hand, play_args, rule_step

#: the stages whose decisions the small view serves
SMALL_STAGES = frozenset(("play",))


@dataclass(slots=True, kw_only=True)
class SheepsheadPlayView(PlayView):
    least: bool
    window_player: int | None
    window_calls: list[str]
    discards: int | None


#: what the rule player's card play reads: the full view at the table (and in hints), the small
#: one above in a playout; both hold every field it reads, with the same types
SheepsheadCardView = SheepsheadView | SheepsheadPlayView


def small_view(w: Any, pos: int) -> SheepsheadPlayView:
    """The fields of the deciding player's view the rule player reads in card play."""
    mine = w.player is not None and w.player == pos
    return SheepsheadPlayView(*play_args(w, pos, pos, own_hand(w, pos)), least=w.least,
                              window_player=w.player, window_calls=list(w.calls),
                              discards=w.discards if mine else None)


def step(w: Any, agent: Any) -> None:
    """One decision by the rule player."""
    rule_step(w, agent, small_view, SMALL_STAGES)


def run(w: Any, agent: Any) -> None:
    """Play the world's deal to its end (``DealOver`` is raised there unless the match ends)."""
    while not w.over:
        step(w, agent)


#: the plain suits (clubs, hearts, spades: diamonds are all trumps) and each card's points
PLAIN_SUITS = (0, 2, 3)
POINTS = [card_points(1 << c) for c in range(64)]


@functools.lru_cache(maxsize=4096)
def rule_burial(hand: int, ace_kept: float) -> int:
    """The pair the rule player buries from ``hand``, its twelve cards: ``RuleAgent._discard``'s
    choice (the first best pair in the legal actions' order by ``_bury_score`` with
    ``ace_kept``; a unit test compares them), found without scoring the 66 pairs one by one,
    which cost a third of a playout in every imagined world. A pair's score is its cards' own
    figures plus the plain suits' figures, and only the suits of its cards differ from keeping
    everything, so the best pair of two suits (or trumps) is the best card with the best card
    of another. The figures are halves, summed exactly in any order. Remembered: the worlds of
    one decision share the Player's played cards, and half of them its twelve."""
    def figure(s: int, kept: int) -> float:
        """A plain suit's part of the score with ``kept`` of its cards kept."""
        value = 20.0 if hand & PLAIN_MASKS[s] and not kept else 0.0
        if kept and not kept >> (s * 16 + 14) & 1:
            value -= 0.5 * card_points(kept)  # its tens and kings without their ace
        return value

    base = [figure(s, hand & PLAIN_MASKS[s]) for s in range(4)]  # (no plain diamonds: 0)
    held = cards_of(hand)
    own, group, alone = [], [], []
    for k, c in enumerate(held):
        if TRUMP_MASK >> c & 1:
            own.append(POINTS[c] - KEY[c] + 75.0)  # the higher the trump, the dearer to bury
            group.append(-1 - k)  # a group of its own: no suit figure changes
            alone.append(own[-1])
        else:
            s = c >> 4
            own.append(POINTS[c] - (ace_kept if c & 15 == 14 else 0.0))
            group.append(s)
            alone.append(own[-1] + figure(s, hand & PLAIN_MASKS[s] & ~(1 << c)) - base[s])
    n = len(held)
    top = max(range(n), key=alone.__getitem__)
    cross = alone[top] + max(alone[k] for k in range(n) if group[k] != group[top])
    scored = []  # the pairs of one plain suit, each with its own suit figure
    for s in PLAIN_SUITS:
        of_s = [k for k in range(n) if group[k] == s]
        for i, a in enumerate(of_s):
            for b in of_s[i + 1:]:
                kept = hand & PLAIN_MASKS[s] & ~(1 << held[a] | 1 << held[b])
                scored.append((own[a] + own[b] + figure(s, kept) - base[s], a, b))
    best = max([cross] + [score for score, _a, _b in scored])
    ties = [(a, b) for score, a, b in scored if score == best]
    if cross == best:
        near = [k for k in range(n) if alone[k] + alone[top] >= best]
        ties += [(a, b) for i, a in enumerate(near) for b in near[i + 1:]
                 if group[a] != group[b] and alone[a] + alone[b] == best]
    a, b = min(ties)
    return 1 << held[a] | 1 << held[b]


#: deals of the hidden cards tried for one imagined world before it keeps a random burial
TRIES = 12

#: the last view fitted and what every world of it shares: the viewer's partner, the cards
#: each position has played, and the dealing of the hidden cards (made at the first retry)
_last: tuple[Any, list] = (None, [])


def _shared(view: SheepsheadView, p: int) -> list:
    """What the fit of every world of ``view`` (the Player ``p``) shares, worked out once."""
    global _last
    seen, shared = _last
    if seen is view:
        return shared
    o = next(q for q in range(3) if q != p and view.hands[q] is None)  # the viewer's partner
    played = [0, 0, 0]
    for leader, trick, _winner in view.tricks:
        for i, c in enumerate(trick):
            played[(leader + i) % 3] |= 1 << c
    for i, c in enumerate(view.trick):
        played[(view.leader + i) % 3] |= 1 << c
    shared = [o, played, None]
    _last = (view, shared)
    return shared


def bury_as_rule(world: Any, view: SheepsheadView, agent: Any, rng: random.Random) -> bool:
    """Fit an imagined ``world`` of ``view`` to a Player who buries as the rule player
    ``agent`` does (the game's ``world_fit``, ``games/registry.py``): where the Player is
    another player, its two buried cards are the rule player's choice from its twelve cards in
    the world (its hand, its burial and the cards it has played). Where that choice contradicts
    the table (it buries a card the Player has played since, or keeps one of a suit the Player
    has shown it is out of), the cards hidden from the viewer are dealt again between the other
    two players as the world dealt them (voids respected), up to ``TRIES`` times: rejection, so
    the worlds are those of a rule Player among the ones the table allows. ``False``: none fit,
    and the world keeps its random burial (a Player who buries otherwise).

    Why: a defender's search trusted a smear of the 10♣ that a real Player, out of clubs by
    its burial, trumped. In the first deals of seeds 1 to 500, played by rule players, the
    coach's choices over the rule player's gained the defenders 0.19 game points each on the
    real cards with random burials, and 0.55 with the rule's."""
    p = view.window_player
    if p is None or p in view.positions or view.least or view.stage != "play":
        return True
    shared = _shared(view, p)
    o, played = shared[0], shared[1]
    voids = view.voids[p]
    hands = world.hands
    other, hidden = hands[o], hands[p] | world.discards
    for t in range(TRIES):
        if t:
            dealing = shared[2]
            if dealing is None:  # (every world of the view hides the same cards)
                dealing = shared[2] = Dealing(other | hidden, [other.bit_count(),
                                              hands[p].bit_count(), 2], [view.voids[o], voids, 0])
            other, own, pool = dealing.deal(rng)
            hidden = own | pool
        buried = rule_burial(hidden | played[p], agent.ACE_KEPT)
        if not buried & played[p] and not hidden & ~buried & voids:
            break
    else:
        return False
    hands[p], hands[o] = hidden & ~buried, other
    world.discards = buried
    world.window = tuple(cards_of(buried))
    world.stock = list(world.window)
    log = world.deal_log
    dealt = list(log.hands)
    dealt[p], dealt[o] = hands[p] | played[p], other | played[o]
    log.hands = tuple(dealt)
    log.stock = world.window
    log.contract = {"player": p, "discards": FRENCH.codes(buried)}
    return True
