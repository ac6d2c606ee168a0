"""The Nineteen rule player's leads beside ``ai/nineteen.py`` (near the size limit): whether a
king is kept back from a player likely to trump it, what is led instead, and the words.

The play: a king, the best card left in its suit, is cashed unless a hidden player after the
leader is likely to trump it: one who announced eight trumps or more (at the table: the search's
imagined deals ask the rule player with a small view holding no declarations), or the declarer
of a preferred bid or a Solo, who plays alone against three on a long trump suit. Void in the
suit, that player trumps the king and takes its 5 points: twice a tester saw a hint cash a king
into Eight Trumps announced by the declarer, who played last to the trick and trumped it. In
duplicate deals of rule players (seeds 1000 on), this player in one seat against the former,
cashing every such king, in the others: four players, 6,000 deals, +1.27 a deal, 95% interval
[+0.09, +2.46] (the preferred declarer alone +0.59 [+0.24, +1.02], the announced trumps alone
+0.68 [−0.44, +1.79]); three players, 4,000 deals, +2.82 [+1.23, +4.48].
"""

from __future__ import annotations

from ..engine.cards import SUIT_MASKS, SUIT_NAMES, highest, lowest
from ..engine.words import Sentence, capital
from ..games.nineteen_names import card_words
from ..games.nineteen_scoring import (
    BID_NAMES,
    DECLARATION_NAMES,
    JUGGLER,
    TRUMP_DECLARATIONS,
    TRUMPS,
)
from .playout_nineteen import NineteenCardView

#: a hand that announced this many trumps or more is likely void in some plain suit
LIKELY_TRUMPS = 8
#: the trumps declaration announced, by the count it claims
_CLAIMED = {n: DECLARATION_NAMES[d] for d, n in TRUMP_DECLARATIONS.items()}


def shortest_suit(plain: int) -> int:
    """The plain suit (its lane) in which ``plain`` holds fewest cards, not none; the first
    in suit order of those as short."""
    short, fewest = 0, 99
    for lane in SUIT_MASKS:
        k = (plain & lane).bit_count()
        if k and k < fewest:
            short, fewest = lane, k
    return short


def claimed_trumps(view: NineteenCardView, pos: int) -> int:
    """The trumps ``pos`` announced (0: none, or a playout's small view, which holds no
    declarations)."""
    claims = getattr(view, "claims", None)
    return claims[pos] if claims else 0


def king_risk(view: NineteenCardView, hidden: int, announced: bool) -> tuple[int, bool]:
    """Who is likely to trump a king led now, and whether nobody announced many trumps, when a
    trump is out of the leader's sight: the position among ``hidden`` (a mask of the hidden
    hands not known to be friends, all of them to play after the leader) likely to trump it,
    or -1; and whether, with ``announced`` (the declarations weighed, from a view that holds
    them), none of them announced eight trumps or more. Likely: one that announced eight or
    more, else the declarer of a preferred bid or a Solo; never one known to hold no trump."""
    announced = announced and getattr(view, "claims", None) is not None
    quiet = announced
    for p in range(4):
        if not hidden >> p & 1 or not announced or claimed_trumps(view, p) < LIKELY_TRUMPS:
            continue
        quiet = False
        if view.voids[p] & TRUMPS != TRUMPS:
            return p, False
    d = view.declarer
    if view.bid not in (None, "partnership") and d >= 0 and hidden >> d & 1 \
            and view.voids[d] & TRUMPS != TRUMPS:
        return d, False
    return -1, quiet


def lead_instead(view: NineteenCardView, rest: int, trumps: int, held: int,
                 trumper: int) -> tuple[int, str]:
    """The lead of a hand keeping the kings ``held`` back from ``trumper``, and why: the lowest
    card of the suit with fewest of the other plain cards ``rest``, else a small trump, else a
    king all the same (the Juggler is kept out of tricks the others may take)."""
    if rest:
        lane = shortest_suit(rest)
        void = "" if lane & held else ", to make a void"
        kings = "the king" if held.bit_count() == 1 else "the kings"
        return lowest(rest & lane), kept_king_words(
            view, held, trumper, f"lead low instead, from the suit where you hold fewest cards "
            f"besides {kings}{void}.")
    small = trumps & ~(1 << JUGGLER)
    if small:
        return lowest(small), kept_king_words(view, held, trumper, "lead a small trump instead.")
    return highest(held), Sentence(f"Cash a king: nothing else is worth leading, though "
                                   f"{_who(view, trumper)} and may trump it.",
                                   _player(view, trumper))


def kept_king_words(view: NineteenCardView, kings: int, trumper: int, then: str) -> str:
    """Why the kings ``kings`` (a mask) stay in hand, ``trumper`` likely to trump them, and
    ``then`` what is led instead. "Cash a king … nobody has shown a void in it yet" was said
    while the declarer, who had announced Eight Trumps, played after the person and trumped
    the king."""
    held = [c for c in range(kings.bit_length()) if kings >> c & 1]
    which = " and ".join(card_words(c) for c in held)
    suit = SUIT_NAMES[held[0] >> 4].lower() if len(held) == 1 else "their suits"
    return Sentence(f"Keep {which} back: {_who(view, trumper)} and plays after you; out of "
                    f"{suit}, {{p0}} would trump {'it' if len(held) == 1 else 'them'}. "
                    f"{capital(then)}", _player(view, trumper))


def _who(view: NineteenCardView, trumper: int) -> str:
    """Why ``trumper`` is likely to trump, in a sentence's template: what it announced, or
    its bid."""
    count = claimed_trumps(view, trumper)
    if count >= LIKELY_TRUMPS:
        return f"{{P0}} announced {_CLAIMED.get(count, f'{count} trumps')}"
    return f"{{P0}} bid {BID_NAMES.get(view.bid, view.bid)} to play alone, likely on many trumps,"


def _player(view: NineteenCardView, pos: int) -> int:
    """The player at ``pos`` (a playout's small view knows positions only)."""
    owner = getattr(view, "owner", None)
    return owner(pos) if owner is not None else pos
