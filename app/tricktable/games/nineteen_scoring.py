"""Nineteen's arithmetic: card points, the bids and their multipliers, the preference levels, the
declarations' values and the settlement between sides.

Why a module of its own: the rules, the rule-based player, the rules page's examples and the tests
all need the same sums, and pure functions over card masks are easy to check by hand.

Settlement ruling (also on the rules page): every payment is made between the two *sides*. Each
player of the paying side pays, or each player of the receiving side receives, the value once per
player of the *other* side, exactly as the seed says for the hand ("each defender pays the value");
what a side of several players wins or loses in total is shared equally among its players, and when
it does not divide evenly the odd points go to the first players listed (the declarer first on the
declaring side, the first defender clockwise from the declarer on the other). Every deal's scores
therefore sum to zero. Dummies are positions, not players: they neither pay nor receive.

Holdings (trumps, Honours, Kings, Royal Honours) are paid to the announcer by each other player.
The Sparrow and Slam are settled like the hand, whoever announced them: each defender pays the
value to the declaring side, or is paid it, in favour of the announcer's side when made and against
it when failed.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import TAROT, TAROT_DECK, TAROT_TRUMP_BASE, TAROT_TRUMP_MASK, TOMFOOL, card
from ..engine.words import mid, say_list
from .nineteen_names import cards_words

TRUMPS = TAROT_TRUMP_MASK
JUGGLER = card("T1", TAROT)
WORLD = card("T21", TAROT)
HONOURS = 1 << JUGGLER | 1 << WORLD | 1 << TOMFOOL



def two_player_call(dummy_cards: int) -> int:
    """The trump the Opponent must call with two players, from the two dummies' cards: the
    highest trump below 20 a dummy holds; without one, the highest trump of a dummy; without
    any, a dummy's highest card. Why a function of the dummies alone: they lie face up from
    the deal and draw nothing, so the call, and which dummy each player will play, is known
    to the whole table from the start (the plates say so before the call)."""
    for pool in (dummy_cards & TRUMPS & ((1 << (TAROT_TRUMP_BASE + 20)) - 1),
                 dummy_cards & TRUMPS, dummy_cards):
        if pool:
            return pool.bit_length() - 1
    return -1

def _rank_mask(rank: int) -> int:
    return sum(1 << (suit * 16 + rank) for suit in range(4))


KINGS = _rank_mask(14)
QUEENS = _rank_mask(13)
CAVALIERS = _rank_mask(12)
VALETS = _rank_mask(11)
PLAIN_SUITS = TAROT_DECK & ~TRUMPS
#: the one-point cards: everything that is not an honour or a court card
LOW_CARDS = TAROT_DECK & ~(HONOURS | KINGS | QUEENS | CAVALIERS | VALETS)
#: cards that may never be discarded
NO_DISCARD = KINGS | HONOURS

TRICKS_PER_DEAL = 12
STOCK_SIZE = 6
WIN_POINTS = 60


def card_points(mask: int) -> int:
    """Card points of a set: honours and kings 5, queens 4, cavaliers 3, valets 2, others 1."""
    return (5 * (mask & (HONOURS | KINGS)).bit_count() + 4 * (mask & QUEENS).bit_count()
            + 3 * (mask & CAVALIERS).bit_count() + 2 * (mask & VALETS).bit_count()
            + (mask & LOW_CARDS).bit_count())


#: 106 card points in the pack, plus one per trick: 118 to share in every deal
TOTAL_CARD_POINTS = card_points(TAROT_DECK)
TOTAL_POINTS = TOTAL_CARD_POINTS + TRICKS_PER_DEAL

# ------------------------------------------------------------------------------------- the bids
BIDS = ("partnership", "preferred-3", "preferred-2", "preferred-1", "solo")
BID_NAMES = {
    "partnership": "Partnership", "preferred-3": "Preferred Three", "preferred-2": "Preferred Two",
    "preferred-1": "Preferred One", "solo": "Solo",
}
MULTIPLIER = {"partnership": 1, "preferred-3": 3, "preferred-2": 4, "preferred-1": 5, "solo": 6}
SET_SIZE = {"preferred-3": 3, "preferred-2": 2, "preferred-1": 1}


def preference_level(index: int, back: bool) -> int:
    """The level of a preferred hand: taking set 1 is level 1, taking set k (k ≥ 2) on sight is
    level 2k−2, going back to set k−1 after seeing set k is level 2k−1."""
    if back:
        return 2 * index - 1
    return 1 if index == 1 else 2 * index - 2


def max_level(bid: str) -> int:
    """3, 5 and 11 for Preferred Three, Two and One; 1 for Partnership and Solo."""
    size = SET_SIZE.get(bid)
    return 1 if size is None else preference_level(STOCK_SIZE // size, True)


# ---------------------------------------------------------------------------- the declarations
HOLDINGS = {"eight-trumps": 4, "ten-trumps": 8, "twelve-trumps": 12, "honours": 8, "kings": 8,
            "royal-honours": 12}
ACHIEVEMENTS = {"sparrow": 10, "slam": 20}
DECLARATIONS = ("eight-trumps", "ten-trumps", "twelve-trumps", "honours", "kings",
                "royal-honours", "sparrow", "slam")
DECLARATION_NAMES = {
    "eight-trumps": "Eight Trumps", "ten-trumps": "Ten Trumps", "twelve-trumps": "Twelve Trumps",
    "honours": "Honours", "kings": "Kings", "royal-honours": "Royal Honours",
    "sparrow": "the Sparrow", "slam": "Slam",
}
TRUMP_DECLARATIONS = {"eight-trumps": 8, "ten-trumps": 10, "twelve-trumps": 12}
CONTRA_TARGETS = ("bid", "sparrow", "slam")


def trumps_declaration(hand: int) -> str | None:
    """The one trumps declaration a hand earns (only the highest applies)."""
    n = (hand & TRUMPS).bit_count()
    if n >= 12:
        return "twelve-trumps"
    if n >= 10:
        return "ten-trumps"
    if n >= 8:
        return "eight-trumps"
    return None


def royal_cards(hand: int) -> int:
    """The kings and honours a hand would show for Royal Honours (0 when it does not qualify)."""
    royal = hand & (KINGS | HONOURS)
    if royal & KINGS and royal & HONOURS and royal.bit_count() >= 4:
        return royal
    return 0


def shown_cards(name: str, hand: int) -> int:
    """The cards a holding declaration shows to the table (trump counts show none)."""
    if name == "honours":
        return hand & HONOURS
    if name == "kings":
        return hand & KINGS
    if name == "royal-honours":
        return royal_cards(hand)
    return 0


# -------------------------------------------------------------------------------- settlement
def stakes(bid: str, level: int, contra: bool, use_level: bool) -> int:
    """What the hand's base is multiplied by: the bid's multiplier × the level (when it counts)
    × 2 if contra'd (the settlement and the score panel's line both say it)."""
    return MULTIPLIER[bid] * (level if use_level else 1) * (2 if contra else 1)


def hand_value(points: int, bid: str, level: int, contra: bool,
               use_level: bool) -> tuple[int, dict]:
    """V = (10 + |points − 60|) × bid multiplier × level × 2 if contra'd; and its factors."""
    base = 10 + abs(points - WIN_POINTS)
    factor_level = level if use_level else 1
    value = base * stakes(bid, level, contra, use_level)
    factors = {"base": base, "multiplier": MULTIPLIER[bid], "level": factor_level,
               "contra": 2 if contra else 1}
    return value, factors


def shares(total: int, players: Sequence[int]) -> list[int]:
    """``total`` split equally among ``players``; the odd points go to the first ones listed."""
    k = len(players)
    q, r = divmod(abs(total), k)
    sign = 1 if total >= 0 else -1
    return [sign * (q + (1 if i < r else 0)) for i in range(k)]


def settle(score: list[int], value: int, side_a: Sequence[int], side_b: Sequence[int],
           a_wins: bool) -> None:
    """Side B's players each pay ``value`` to side A (or are paid it when A loses); side A shares
    the total. ``score`` is changed in place, and always by a zero sum."""
    if not side_a or not side_b:
        return
    sign = 1 if a_wins else -1
    total = sign * value * len(side_b)
    for player, amount in zip(side_a, shares(total, side_a), strict=True):
        score[player] += amount
    for player in side_b:
        score[player] -= sign * value


TARGET_WORDS = {"bid": "the bid", "sparrow": "the Sparrow", "slam": "the Slam"}


def declares_words(declarations: tuple | list, contras: tuple | list,
                   shown: dict[str, int] | None = None) -> str:
    """A declaration as the table says it: "declares Eight Trumps and a contra on the bid",
    "declares nothing" (one wording for the action and the event: they had drifted apart, "a
    contra on the sparrow" beside "contra on the Sparrow"). ``shown``: the cards a holding
    shows, by its name, said after it once declared ("declares Royal Honours (the Tomfool, the
    World (21★) and the K♦)": the table sees them, and "declares Royal Honours" alone told
    nobody which; the honours by name and number, as everywhere, ``nineteen_names``)."""
    shown = shown or {}
    words = [DECLARATION_NAMES.get(d, str(d))
             + (f" ({cards_words(shown[d])})" if shown.get(d) else "")
             for d in declarations]
    words += [f"a contra on {TARGET_WORDS.get(t, t)}" for t in contras]
    return "declares " + say_list(words) if words else "declares nothing"


def paid_words(value: int, side_paid: bool, defenders: Sequence[str]) -> str:
    """Who paid whom for a Sparrow or a Slam, settled like the hand: each of the ``defenders``
    (their names) paid the declaring side (``side_paid``), or was paid by it. "10 from each
    defender, settled like the hand" on the row of a defender whose Sparrow failed read as 10
    coming to them from the others."""
    names = say_list([mid(n) for n in defenders]) or "each defender"
    each = " each" if len(defenders) > 1 else ""
    if side_paid:
        return f"{names}{each} paid {value} to the declaring side"
    return f"the declaring side paid {names} {value}{each}"
