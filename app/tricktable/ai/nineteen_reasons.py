"""The Nineteen rule player's reasons in words: why it declares, contras, lays cards away, takes
a preference set, cashes a king and gives a trick it cannot win its cheapest card. Apart from
its choices (``ai/nineteen.py``) because the sentences grew with each fix of what they claimed,
and the choices are what playouts run.
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import SUIT_MASKS, SUIT_NAMES, SUIT_NAMES_SINGULAR, TAROT_TRUMP_BASE, TOMFOOL
from ..engine.protocol import Action
from ..engine.words import capital, counted, say_list
from ..games.nineteen_names import card_words
from ..games.nineteen_scoring import JUGGLER, KINGS, PLAIN_SUITS, TRUMPS, WORLD, card_points

HIGH_TRUMPS = sum(1 << (TAROT_TRUMP_BASE + n) for n in range(15, 23))


def hand_words(hand: int) -> str:
    """What the bidding weighs in ``hand``, in cards a player can count: "9 trumps (4 from the
    15★ up), the Tomfool, 2 kings and a void". The reason said "the hand counts 20.5 (trumps,
    high trumps, honours, kings and voids)": a score of the rule player's own that a newcomer
    could neither check nor use. Voids count only beside four trumps or more, as they do in
    the weighing: without trumps an empty suit wins nothing."""
    trumps = hand & TRUMPS
    n, high = trumps.bit_count(), (trumps & HIGH_TRUMPS).bit_count()
    # the Tomfool and the World are trumps from the 15★ up themselves: named among them, not
    # beside them ("7 trumps (1 from the 15★ up), the Tomfool" counted the Tomfool twice)
    # (in brackets by their names alone: "(… the World (21★))" read as brackets in brackets)
    named = [w for c, w in ((TOMFOOL, "the Tomfool"), (WORLD, "the World")) if hand >> c & 1]
    more = high - len(named)
    among = named + ([f"{more} more from the 15★ up" if named else f"{more} from the 15★ up"]
                     if more else [])
    inside = f" ({say_list(among)})" if among else ""
    parts = [counted(n, "trump") + inside if n else "no trump"]
    parts.append(counted((hand & KINGS).bit_count(), "king") if hand & KINGS else "no king")
    voids = sum(1 for lane in SUIT_MASKS if not hand & lane) if n >= 4 else 0
    if voids:
        parts.append("a void" if voids == 1 else f"{voids} voids")
    return say_list(parts)


def bid_words(hand: int, bid: str, enough: bool, cheapest: bool = False) -> str:
    """Why ``bid`` (its name) is bid, or, not ``enough``, why the player passes below it
    (``cheapest``: it is the cheapest bid left)."""
    if enough:
        return f"Your hand has {hand_words(hand)}: strong enough for {bid}."
    left = ", the cheapest bid left" if cheapest else ""
    return f"Your hand has {hand_words(hand)}: not strong enough for {bid}{left}."

#: why a king is led: a belief, not a certainty ("while the others still follow suit" was said
#: of a lone K♣ trumped at once); the sides known, no trump left to fear
CASH_KING = ("Cash a king: the best card left in its suit, and nobody against you has shown a "
             "void in it.")


def cash_king_words(sides_known: bool, trump_risk: bool, none_announced: bool = False) -> str:
    """Why a king is cashed, in what the person can know. "Nobody against you" was said to a
    defender of a Partnership whose called partner was still secret (who is against them is not
    known yet: nobody at all has shown a void in the suit, the test is over every player not
    known to be a friend), and a king cashed while trumps were out was said to be safe, then
    trumped (the K♣ by the 18★; in Preferred One the K♦ by the 6★ at the first trick): with
    22 trumps, a player void in the suit who has not shown it yet may still trump it. The play
    itself is kept: holding the king back while a trump may take it, in 4,000 duplicate first
    deals of rule players (seed 10001), came out within chance of cashing it, whether only in a
    suit already led (+0.27 a deal, 95% interval [−0.29, +0.88]) or with fewer than four of its
    cards out (+0.13 [−0.25, +0.55]); weighing every unknown player's voids, not the known
    foes' alone, +0.00 [−0.02, +0.02] (it matters only while a Partnership's partner is secret).
    A king is no longer cashed into a player likely to trump it (``nineteen_kings``): with a
    trump to fear, the words say what was weighed, that nobody after the leader announced eight
    trumps or more (``none_announced``; a hint cashed the K♣ into Eight Trumps announced)."""
    who = "nobody against you has shown a void in it" if sides_known else \
        "nobody has shown a void in it yet"
    if not trump_risk:
        return f"Cash a king: the best card left in its suit, and {who}."
    if none_announced:
        return (f"Cash a king: the best card left in its suit, and {who}; a trump may still "
                "take it, but nobody who plays after you announced eight trumps or more.")
    return (f"Cash a king: the best card left in its suit, and {who}; but trumps are still out, "
            "and a trump may still take it.")


#: why a trick this hand cannot win gets its cheapest card: "throw the least" was said of the
#: 8★ played while the hand kept the 1★, and read as the lowest card (the Juggler, the lowest
#: trump, is worth 5 and is the last card given away)
CANNOT_WIN = "You cannot win this trick: give it as few points as you can."
#: ... and the side still plays to it (``still_to_play_words``: who, as the person knows it)
GIVE_LITTLE = ("give it as few points as you can, and keep your points for a trick your side "
               "is sure of.")
PARTNER_AFTER = f"You cannot win this trick, and your partner still plays to it: {GIVE_LITTLE}"
KEEP_JUGGLER = (f"{capital(card_words(JUGGLER))} is the lowest trump but worth 5: keep it "
                "out of this trick.")


#: why the Juggler, the last trump, is led: no trump against it is left to take it
JUGGLER_SAFE = (f"Nobody against you has a trump left: {card_words(JUGGLER)} is safe to "
                "lead.")
#: why the Juggler goes on a trick holding the other two honours: the rules give it the trick
#: ("the Emperor trick", the rules' name, told a newcomer nothing)
EMPEROR_TRICK = (f"The Tomfool and {card_words(WORLD)} are in this trick: with all three "
                 f"honours in one trick, {card_words(JUGGLER)} wins it.")


def cannot_win_words(mask: int, partner_after: int, view: Any = None) -> str:
    """Why the cheapest of the legal cards ``mask`` goes to a trick this hand cannot win (and
    ``partner_after``: the partner still plays to it, which may win it; with ``view``, the
    positions of the side still to play, as a mask). The card given away has the fewest points
    of the legal cards (the Juggler counts dearer than its 5, so a tie goes to the other card):
    the words say that, and say the Juggler is kept when it is one of them, since the lowest
    trump is what "the least" suggested."""
    why = (still_to_play_words(view, partner_after) if partner_after and view is not None
           else PARTNER_AFTER if partner_after else CANNOT_WIN)
    if mask >> JUGGLER & 1 and mask != 1 << JUGGLER:
        return f"{why} {KEEP_JUGGLER}"
    return why


def still_to_play_words(view: Any, after: int) -> str:
    """Who of the side still plays to a trick this hand cannot win, said as the person at the
    table knows it: "your partner still plays to it" was said to a two-player person playing
    from their dummy, with their own hand still to play (each of two players plays a hand and
    a dummy, partners), and to a three-player player whose other hand after was the dummy
    they play. ``after``: the side's positions still to play (a mask). A playout's small view
    names nobody's controller: its words are never shown, and stay the partner's."""
    controller = getattr(view, "controller", None)
    if controller is None:
        return PARTNER_AFTER
    mine = [p for p in range(4) if after >> p & 1 and controller[p] == view.player]
    if not mine:
        return PARTNER_AFTER
    dummies = view.dummies
    if mine[0] not in dummies:
        where = "your hand"
    else:
        where = "your dummy" if len(dummies) > 1 else "the dummy"
    who = (f"your partner still plays to it, and so do you from {where}"
           if len(mine) < after.bit_count() else f"you still play to it from {where}")
    return f"You cannot win this trick, and {who}: {GIVE_LITTLE}"


#: why the lowest card of a shortest suit is led (of two or more suits beside the trumps)
SHORT_LEAD = "Lead the lowest card of your shortest suit, to make a void."


def short_lead_words(plain: int, led: int | None = None) -> str:
    """Why ``led``, the lowest of the shortest suit among the cards ``plain`` (no trump) not
    known to be trumped, is led. "Your shortest suit, to make a void" was said of the 7♥ led
    from a hand whose only suit beside its trumps was hearts: it was no shorter than any other,
    and the void was not what the lead was for. Of one suit, the words say so, and that the
    trumps stay in hand; a card alone in its suit is named as such ("the lowest card" was
    said of a lone K♣)."""
    suits = [s for s, lane in enumerate(SUIT_MASKS) if plain & lane]
    if len(suits) != 1:
        if led is not None and (plain & SUIT_MASKS[led >> 4]).bit_count() == 1:
            one = SUIT_NAMES_SINGULAR[led >> 4]
            return f"Lead {card_words(led)}, your only {one}, to make a void."
        return SHORT_LEAD
    one, many = SUIT_NAMES_SINGULAR[suits[0]], SUIT_NAMES[suits[0]].lower()
    if plain.bit_count() == 1:
        return (f"Lead your only {one}, your one card beside the trumps: without it you can "
                f"trump {many}.")
    return (f"Lead your lowest {one}, from the only suit you hold beside the trumps: the trumps "
            "stay in hand for later.")


def set_words(size: int, good: bool) -> str:
    """Why a preference set is taken for what it holds (``good``), or refused: Preferred One's
    set is one card, which "These cards strengthen the hand" called many."""
    if size == 1:
        return "This card strengthens the hand." if good else \
            "This card does not help: look at the next set."
    return "These cards strengthen the hand." if good else \
        "These cards do not help: look at the next set."


#: after a declaration's reason where the figures weigh the declarations and not the contras
#: (``nineteen.search_may_choose``): the hint said "Leave the bid alone: a hand this weak loses
#: a contra more often than it wins one", and its figures compared declaring nothing with a
#: Slam only, as if they had weighed the contra
CONTRA_NOT_WEIGHED = ("The figures leave the contra out: cards dealt at random would not match "
                      "the others' bids and announcements, so the contra follows the rule.")


def declare_words(best: Action, legal: list[Action], hand: int) -> str:
    """Why the declarations chosen, the contras among them: the reason said only "Declare what
    the hand holds" of a contra, and "Nothing worth declaring" where a contra was open and
    left alone, as if there had been none. A contra left alone is said to be the rule's, by
    what it weighs (the hand, as the bidding counts it: ``RuleAgent._declare``); where a
    contra was open and the figures weigh other declarations, that they leave it out."""
    decls, contras = best.get("declarations"), best.get("contras")
    high = (hand & HIGH_TRUMPS).bit_count()
    parts = []
    if decls:
        parts.append("Declare what the hand holds; promise only what is certain.")
    if "bid" in contras:
        parts.append(f"Contra the bid: with {counted(high, 'trump')} from the 15★ up, your "
                     "side should keep the declarer's under 60 points, and the contra doubles "
                     "what they pay.")
    if "sparrow" in contras:
        parts.append(f"Contra the Sparrow: with {counted(high, 'trump')} from the 15★ up you "
                     f"can take the last trick from {card_words(JUGGLER)}.")
    if "slam" in contras:
        parts.append("Contra the Slam: a single trick of your side's breaks it.")
    if not contras and any("bid" in a.get("contras") for a in legal):
        parts.append(f"Leave the bid alone: your hand has {hand_words(hand)}, too weak a "
                     "defence to contra it, and a contra doubles what your side loses if the "
                     "bid is made.")
    if any(a.get("contras") != contras for a in legal) and any(
            a != best and a.get("contras") == contras for a in legal):
        parts.append(CONTRA_NOT_WEIGHED)
    return " ".join(parts) or "Nothing worth declaring here."


def discard_words(hand: int, laid: int) -> str:
    """Why ``laid`` goes to the discard, in what it does to this hand: the suits it empties
    (their cards are for the trumps to take) and the court points it keeps safe. The reason
    was one sentence for every discard ("Void the short suits…"), said of a valet laid away
    beside a ten of its suit that stayed."""
    rest = hand & ~laid
    voids = [SUIT_NAMES[s].lower() for s, lane in enumerate(SUIT_MASKS)
             if hand & lane and not rest & lane]
    court = laid & PLAIN_SUITS & ~KINGS  # kings may not be laid away; the low cards count 1
    parts = []
    if voids:
        suits = "that suit" if len(voids) == 1 else "those suits"
        parts.append(f"with no {' or '.join(voids)} left, your trumps can take {suits}")
    if card_points(court) > court.bit_count():
        their = "its" if laid.bit_count() == 1 else "their"
        # "for your side": a secret partner or a two-player dealer read "for you" as points of
        # their own; the panel and the summary say "your side" too
        parts.append(f"{their} {card_points(laid)} points count for your side, out of the "
                     "others' reach")
    said = ", and ".join(parts) or ("it is the card your hand needs least"
                                    if laid.bit_count() == 1 else
                                    "they are the cards your hand needs least")
    # the hint's headline names the cards ("discard the Q♠, the C♠, …"): not said twice
    return f"Lay {'it' if laid.bit_count() == 1 else 'them'} away: {said}."

