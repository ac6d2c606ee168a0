"""The Barbu rule player's reasons, in facts the person can check in their own cards and on the
table: why a contract suits a hand, and why a lead is the safest.

Why apart from the player: the words grew with each hint a player found untrue of their cards,
and the player's choices read better without them in between.
"""

from __future__ import annotations

from ..engine.cards import FRENCH, SUIT_MASKS, SUIT_NAMES, SUIT_NAMES_SINGULAR
from ..games.barbu import KH, QUEENS


def _rank_plural(rank: int) -> str:
    """ "the 7s", "the jacks": a rank as a row's start."""
    return "the " + {11: "jacks", 12: "queens", 13: "kings", 14: "aces"}.get(rank, f"{rank}s")


def contract_words(name: str, hand: int, trump: int | None, start: int) -> str:
    """Why contract ``name`` suits ``hand``, in facts the person can check in their own
    cards: the hint once gave one fixed phrase per contract ("no high hearts to lose") even
    for a hand holding the A♥."""
    if name == "no-queens":
        return _queens_words(hand)
    if name == "no-king-of-hearts":
        return _king_of_hearts_words(hand)
    if name == "no-hearts":
        hearts = hand & SUIT_MASKS[2]
        n, high = hearts.bit_count(), (hearts >> (16 * 2 + 11)).bit_count()
        if not n:
            return "you hold no heart"
        if n == 1:  # "you hold 1 heart, 1 above the 10"
            return "your one heart is above the 10" if high else "your one heart is 10 or lower"
        if not high:
            return "your hearts are all 10 or lower"
        return f"you hold {n} hearts, {high} above the 10"
    if name == "no-tricks":
        low = sum((hand & SUIT_MASKS[s] & ((1 << (16 * s + 9)) - 1)).bit_count()
                  for s in range(4))
        return f"{low} of your {hand.bit_count()} cards {'is' if low == 1 else 'are'} 8 or lower"
    if name == "no-last-two":
        longest = max((hand & SUIT_MASKS[s]).bit_count() for s in range(4))
        return f"your longest suit has {longest} cards"
    if name == "trump" and trump is not None:
        held = hand & SUIT_MASKS[trump]
        top = (held >> (16 * trump + 11)).bit_count()
        n = held.bit_count()
        if n == 1:  # "1 spades to be trumps, 1 of them above the 10"
            return (f"1 {SUIT_NAMES_SINGULAR[trump]} to be trumps, "
                    f"{'above the 10' if top else '10 or lower'}")
        return (f"{n or 'no'} {SUIT_NAMES[trump].lower()} to be trumps"
                + (f", {top} of them above the 10" if n else ""))
    if name == "dominoes" and start:
        near = sum((hand >> (16 * s + r) & 1) for s in range(4)
                   for r in range(max(2, start - 2), min(14, start + 2) + 1))
        rank = FRENCH.rank_codes.get(start, str(start))
        # "1 of your cards lie": the verb agrees with the count
        return (f"{near or 'none'} of your cards {'lie' if near > 1 else 'lies'} within two "
                f"ranks of the {rank}")
    return "it scores best with these cards"


def _queens_words(hand: int) -> str:
    """Why No Queens suits ``hand``, in facts the person can check in their own cards (the
    hint said "the queens are safe or guarded" whether or not they held any)."""
    held = [s for s in range(4) if hand & QUEENS & SUIT_MASKS[s]]
    if not held:
        return "you hold no queen"
    guarded = all((hand & SUIT_MASKS[s] & ((1 << (16 * s + 12)) - 1)).bit_count() >= 2
                  for s in held)
    if len(held) == 1:
        return "you hold one queen" + (", with two or more lower cards of its suit"
                                       if guarded else "")
    return f"you hold {len(held)} queens" + (", each with two or more lower cards of its suit"
                                             if guarded else "")


def _king_of_hearts_words(hand: int) -> str:
    """Why No King of Hearts suits ``hand``: whether it holds the K♥, and how many hearts
    guard it (the hint said "guarded or absent" either way)."""
    if not hand >> KH & 1:
        return "you do not hold the K♥"
    guards = (hand & SUIT_MASKS[2]).bit_count() - 1
    if not guards:
        return "the K♥ is your only heart"
    return f"the K♥ has {guards} other heart{'s' if guards != 1 else ''} beside it"


def lead_words(card: int, higher_out: int, all_win: bool) -> str:
    """Why the lead ``card`` is the safest: how many higher cards of its suit are still out
    (the bare "the card least likely to win a costly trick" was said of the 3♥ beside the
    2♦, its 2♦ looking the lower; the hearts had more cards out above it). ``all_win``: every
    card the person may lead would win its trick."""
    short = FRENCH.short(card)
    if all_win:
        return f"Every card you can lead would win its trick: the {short} costs least."
    if not higher_out:
        return f"Lead the {short}: it wins its trick, but that trick should cost little."
    # "1 higher spades is still out": the suit's noun agrees with the count, as the verb does
    suit = SUIT_NAMES_SINGULAR[card >> 4] if higher_out == 1 else SUIT_NAMES[card >> 4].lower()
    return (f"Lead the {short}: {higher_out} higher {suit} {'is' if higher_out == 1 else 'are'}"
            " still out, so it is the card least likely to win a costly trick.")
