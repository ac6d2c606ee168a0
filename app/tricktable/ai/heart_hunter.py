"""The rule-based Heart Hunter player: a sensible beginner.

Phase 1 it ducks: it stays under the card winning the trick (the Q♠ under a higher spade), throws
the Q♠, J♣ and high hearts (else its highest card) when it cannot follow, and leads low from a
short suit. Phase 2 it hunts: it wins the tricks that hold points (last to play, with a point card
of its own when one wins), leads its lowest card worth nothing and keeps its own point cards away
from the others. Its choices are ``playout_heart_hunter.pick_from``'s, the search's playout
policy; this class says why.
"""

from __future__ import annotations

from ..engine.cards import (
    DECK_36,
    DECK_52,
    FRENCH,
    SUIT_MASKS,
    SUIT_NAMES,
    SUIT_NAMES_SINGULAR,
    highest,
)
from ..engine.protocol import PLAY, Action
from ..engine.view import cards_played
from ..engine.words import Sentence
from ..games.heart_hunter import (
    HEART_MASK,
    JC,
    MOON,
    POINT_CARDS,
    QS,
    HeartHunterView,
    card_points,
)
from .base import Agent, amount, card_mask, only_reason
from .playout_heart_hunter import (
    moon_guard,
    moon_in_reach,
    moon_threat,
    pick_from,
    shooter_at,
    shooting,
    stoppers,
)


def _shortest(hand: int, card: int) -> bool:
    """Whether ``card``'s suit is (one of) the shortest of two or more suits ``hand`` holds
    (of a hand all spades, "your shortest suit … you are void in it sooner" was said)."""
    counts = [(hand & lane).bit_count() for lane in SUIT_MASKS if hand & lane]
    return len(counts) > 1 and (hand & SUIT_MASKS[card >> 4]).bit_count() == min(counts)


def current_winner(trick: list[int], led: int) -> int:
    """The card now winning a no-trump trick."""
    played = 0
    for c in trick:
        played |= 1 << c
    return highest(played & led)


class RuleAgent(Agent):
    level = "rule"

    #: a learner's careless cards (see ai/beginner.py): one card in five
    BEGINNER_CARELESS = {"play": 0.2}

    @classmethod
    def score_change(cls, view: HeartHunterView, delta: float) -> str:
        """Said in points taken: Phase 1 adds them to the score, Phase 2 takes them off.
        "about 0.6 fewer points taken" ("about 0.6 points fewer taken" read awkwardly)."""
        taken = delta if view.phase == 1 else -delta
        more = "more" if taken > 0 else "fewer"
        return f"about {amount(taken)} {more} {cls._units(taken)} taken"

    @staticmethod
    def outcome_words(details: dict, player: int) -> str:
        """How a deal's scored ``details`` came about for ``player``, where its score alone
        does not say: "by shooting the moon" (a review said the best line "would have reached
        a deal score of 0 instead of +16", and 0 was only the moon's), else ""."""
        return "by shooting the moon" if details.get("moon") == player else ""

    @classmethod
    def figures_note(cls, view: HeartHunterView) -> str:
        """In Phase 2 more taken is better: said once after the figures (after each one, a
        hint with two figures said "(in Phase 2 they come off your score)" twice). In Phase 1,
        with every point so far the person's own, a moon is why the search takes more: the
        hints said only "about 16 points fewer taken" while the person shot the moon."""
        if view.phase != 1:
            return "In Phase 2 the points you take come off your score."
        if moon_threat(view.points) == view.player:
            return (f"You have taken every point so far ({view.points[view.player]}): take the "
                    f"rest and you shoot the moon, {MOON[len(view.hands)]} points for each of "
                    "the others and none for you.")
        return ""

    def choose(self, view: HeartHunterView, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        played = 0
        for t in view.taken:
            played |= t
        # among the actions given, not the hand's: the coach may weigh a few of them only
        mine = not self.in_playouts and pursuing(view)
        return PLAY[pick_from(card_mask(legal), view.trick, view.led, len(view.hands),
                              view.phase, played, _shooter_at(view), mine)]

    def explain(self, view: HeartHunterView, legal: list[Action]) -> tuple[Action, str]:
        """The card ``choose`` plays and the reason, in a learner's words (for hints)."""
        action = self.choose(view, legal)
        if len(legal) == 1:
            return action, only_reason(action)
        trick, card = view.trick, action.card
        follows = bool(trick) and view.led >> card & 1
        hand = view.hands[view.turn]
        seen = cards_played(view) | hand
        for c in trick:
            seen |= 1 << c
        # no card of the suit left with anyone else: nobody follows it ("the others follow"
        # and "a player still to come may go higher" were said of the last diamond and spades)
        unseen = (DECK_52 if len(view.hands) == 4 else DECK_36) & ~seen  # the others' cards
        alone = not unseen & SUIT_MASKS[card >> 4]
        guard = _moon_reason(view, legal, card)
        shoot = None if self.in_playouts else _pursue_reason(view, card)
        if shoot:
            why: str = shoot
        elif guard:
            why = guard
        elif view.phase == 1 and alone and (not trick or (follows and card > current_winner(
                trick, view.led))):  # under a higher card already in, the trick is not ours
            suit = SUIT_NAMES[card >> 4].lower()
            if not trick:
                why = (f"Nobody else holds any {suit}: the {FRENCH.short(card)} takes the "
                       "trick, with any points the others throw on it; your other leads risk "
                       "more.")
            elif hand & SUIT_MASKS[card >> 4] & ((1 << current_winner(trick, view.led)) - 1):
                # a card of the suit under the one winning: the trick is not ours "whatever"
                why = f"Nobody else holds any {suit}: the {FRENCH.short(card)} takes this trick."
            elif len(trick) < len(view.hands) - 1:
                why = (f"Nobody else holds any {suit}: you take this trick whatever you play, "
                       "with any points the players after you throw on it.")
            else:
                why = f"Nobody else holds any {suit}: this trick is yours whatever you play."
        elif trick and not follows and not card_points(1 << card) and not any(
                hand & lane and unseen & lane for lane in SUIT_MASKS):
            # void in the suit led, and holding only suits nobody else holds: no card of the
            # hand can win a trick again ("throw your highest card now, before it wins a trick
            # with points later" was said of the J♦ beside the 2♦, the last two diamonds; "keep
            # your high cards" would be as untrue)
            held = " or ".join(SUIT_NAMES[s].lower() for s in range(4) if hand & SUIT_MASKS[s])
            phase = "Phase 2: you" if view.phase == 2 else "You"
            why = (f"{phase} cannot follow suit, and nobody else holds any {held}: none of "
                   "your cards can win a trick any more, so it makes no difference which one "
                   "you throw." if not hand & POINT_CARDS else  # Phase 2 keeps its points
                   f"{phase} cannot follow suit, and nobody else holds any {held}: none of "
                   "your cards can win a trick any more; throw your lowest card worth "
                   "nothing.")
        elif view.phase == 1:
            if not trick and card & 15 > 9:  # a king "low" would be said
                why = _high_lead(view.hands[view.turn], card, bool(cards_played(view) >> QS & 1))
            elif not trick and HEART_MASK >> card & 1:  # the others follow with hearts too
                why = (f"Lead a low heart: the {FRENCH.short(card)} seldom wins the trick, so "
                       "its point and the hearts played to it go to whoever takes it.")
            elif not trick and _shortest(view.hands[view.turn], card):
                why = ("Lead low, from your shortest suit: the others follow with higher cards "
                       "instead of throwing points on it, and you are void in it sooner.")
            elif not trick:
                why = "Lead low: a low card seldom wins the trick, so the points go elsewhere."
            elif not follows and card_points(1 << card):
                which = "your highest heart" if HEART_MASK >> card & 1 else "the " + \
                    FRENCH.short(card)
                why = (f"You cannot follow suit: the moment to get rid of {which}, a point card "
                       "someone else then takes.")
            elif not follows:
                why = ("You cannot follow suit and hold no point card: throw your highest card "
                       "now, before it wins a trick with points later.")
            elif card == QS and card < current_winner(trick, view.led):
                why = ("Drop the Q♠ under the higher spade now winning: whoever takes the trick "
                       "takes its 5 points.")
            elif card < current_winner(trick, view.led):
                why = "Stay under the card now winning the trick, with your highest safe card."
            elif len(trick) == len(view.hands) - 1:  # "(never the Q♠)" was said without it
                spare = " (never the Q♠)" if view.hands[view.turn] >> QS & 1 else ""
                why = ("You play last and cannot stay under the winning card: win with your "
                       f"highest card{spare}, to be rid of it.")
            elif card == QS:  # "as cheaply as you can" was said of the Q♠ and its 5 points
                why = (f"You cannot stay under the {FRENCH.short(current_winner(trick, view.led))}"
                       " now winning, and the Q♠ is your lowest spade above it: a player still to "
                       "come may go higher and take it, with its 5 points.")
            else:  # "win as cheaply as you can" was said with two players still to play
                why = (f"You cannot stay under the {FRENCH.short(current_winner(trick, view.led))}"
                       " now winning: go over it as cheaply as you can; a player still to come "
                       "may go higher and take the trick.")
        elif not trick and not card_points(1 << card) and card & 15 <= 9:
            why = ("Phase 2: lead low, keeping your point cards: another player wins the trick "
                   "cheaply and leads the next, and your high cards stay to win tricks with "
                   "points.")
        elif not trick and not card_points(1 << card):  # a jack "low" would be said
            why = ("Phase 2: lead your lowest card worth nothing, and keep your point cards for "
                   "the tricks you win.")
        elif not trick:
            why = "Phase 2: only point cards are left to lead: the lowest of them."
        elif (follows and card_points(1 << card) and len(trick) == len(view.hands) - 1
              and card > current_winner(trick, view.led)):
            why = (f"Phase 2: you play last and win this trick: win it with the "
                   f"{FRENCH.short(card)}, and its points come off your score too.")
        elif not follows and card_points(1 << card):
            why = "Phase 2: you hold only point cards: one of them has to go."
        elif not follows and card & 15 <= 9:
            why = ("Phase 2: keep your point cards and your high cards; throw your lowest card "
                   "worth nothing.")
        elif not follows:  # "keep your high cards" was said of a thrown A♠
            why = "Phase 2: keep your point cards; throw your lowest card worth nothing."
        elif card > current_winner(trick, view.led) and card_points(sum(1 << c for c in trick)):
            why = "Phase 2: this trick holds points: win it, and they come off your score."
        elif card > current_winner(trick, view.led) and len(trick) == len(view.hands) - 1:
            why = ("Phase 2: no points in this trick yet, and even your lowest card wins it: "
                   "play that, and keep your high cards for a trick worth taking.")
        elif card > current_winner(trick, view.led):  # "wins it" was said with two to come
            why = (f"Phase 2: no points in this trick yet, and even your lowest card beats the "
                   f"{FRENCH.short(current_winner(trick, view.led))}: play that, and keep your "
                   "high cards for a trick worth taking.")
        elif card_points(sum(1 << c for c in trick)):
            why = "Phase 2: you cannot win this trick: play low."
        else:
            why = ("Phase 2: no points in this trick yet: play low and keep your high cards for "
                   "a trick worth taking.")
        return action, why


def _moon_reason(view: HeartHunterView, legal: list[Action], card: int) -> Sentence | None:
    """Why ``card`` stands against a moon, when ``moon_guard`` chose it; else None (a card
    the usual rule plays too: "keep your point cards off this trick" was said to a hand
    holding none)."""
    at = _shooter_at(view)
    played = 0
    for t in view.taken:
        played |= t
    hand = card_mask(legal)
    if at < 0 or moon_guard(hand, view.trick, view.led, at, played) != card:
        return None
    n = len(view.hands)
    shooter = (view.leader + at) % n
    head = (f"{{P0}} {{0:has/have}} taken every point so far ({view.points[shooter]}) and may "
            f"be shooting the moon, {MOON[n]} points for each of the others: ")
    to_come = at > len(view.trick)
    if not view.led >> card & 1:
        wins = "may still win" if to_come else "is winning"
        if hand & POINT_CARDS:
            return Sentence(head + f"keep your point cards off this trick, which {{p0}} {wins}.",
                            shooter)
        kept = stoppers(hand, cards_played(view)) & ~(1 << card)
        if not kept:
            return None
        prey = " or the ".join(FRENCH.short(c) for c in (QS, JC)
                               if kept & SUIT_MASKS[c >> 4])
        return Sentence(head + f"keep {FRENCH.list_short(kept)}, which may still take the "
                        f"{prey} from {{p0}}, and throw the {FRENCH.short(card)}.", shooter)
    if to_come:
        return Sentence(head + "win this trick, points and all, with your highest card: {p0} "
                        "still plays to it.", shooter)
    return Sentence(head + "take this trick from {p0}, points and all: a few points for you "
                    "stop the moon.", shooter)


def pursuing(view: HeartHunterView) -> bool:
    """Whether the player to act goes on to a moon of its own (Phase 1): every point so far is
    its own (``shooting``) and its hand may still take the rest (``moon_in_reach``); it gives
    the moon up as soon as it may not."""
    if view.phase != 1 or not shooting(view.points, view.player):
        return False
    played = 0
    for t in view.taken:
        played |= t
    return moon_in_reach(view.hands[view.turn], played, view.trick, view.led, len(view.hands))


def _pursue_reason(view: HeartHunterView, card: int) -> str | None:
    """Why ``card`` goes on to a moon of one's own (``pursue``), when every point so far is the
    player's and the hand may take the rest; else None. "Go for the moon" was said to a hand
    holding no heart while North held most of them: the head says what the moon rests on."""
    if not pursuing(view):
        return None
    head = (f"Every point so far is yours ({view.points[view.player]}), and your high cards "
            f"may take the rest: go for the moon, {MOON[len(view.hands)]} points for each of "
            "the others. ")
    short = FRENCH.short(card)
    if not view.trick:
        return head + f"Lead your highest card, the {short}, to keep winning the tricks."
    if not view.led >> card & 1:
        return head + (f"Throw the {short}, worth nothing: a point card thrown on a trick "
                       "someone else wins ends the moon.")
    if card > current_winner(view.trick, view.led):
        return head + f"Win this trick with the {short}."
    return head + f"The {short} cannot win this trick; the moon needs it to hold no points."


def _shooter_at(view: HeartHunterView) -> int:
    """Where a player who may shoot the moon plays in the current trick, or -1."""
    if view.phase != 1:
        return -1
    leader = view.leader if view.trick else view.turn
    return shooter_at(view.points, view.turn, leader, len(view.hands))


def _high_lead(hand: int, card: int, queen_gone: bool) -> str:
    """Why Phase 1's lead is a high card: a lone card voids its suit at once; a point card led
    may take its own points. "Every other lead risks more" was all it said, of a lone J♣ too,
    which then took its own 2 points when the others played lower clubs; the risks it names are
    those of the cards held ("a high spade while the Q♠ is out" was said to a hand of two
    hearts, the Q♠ long taken)."""
    suit = card >> 4
    one, many = SUIT_NAMES_SINGULAR[suit], SUIT_NAMES[suit].lower()
    others = hand & ~(1 << card)
    if (hand & SUIT_MASKS[suit]).bit_count() == 1:
        why = (f"Lead the {FRENCH.short(card)}, your only {one}: you are void in {many} at "
               f"once, free to throw point cards when {many} are led.")
    else:
        risks = []
        if any(c & 15 > card & 15 for c in range(64) if others >> c & 1):
            risks.append("a higher card")
        if others & HEART_MASK and not HEART_MASK >> card & 1:
            risks.append("a heart")
        if not queen_gone and not hand >> QS & 1 and others & ((1 << QS + 1) | (1 << QS + 2)):
            risks.append("a high spade while the Q♠ is out")
        said = ", ".join(risks[:-1]) + (" or " if len(risks) > 1 else "") + risks[-1] \
            if risks else ""
        why = f"Lead this one: every other lead risks more ({said})." if said else \
            "Lead this one: it risks least of your cards."
    points = card_points(1 << card)
    if points:
        why += (f" If nobody plays a higher {one}, it takes its own {points} "
                f"point{'s' if points != 1 else ''}.")
    return why

