"""The rule-based Heart Hunter player: a sensible beginner.

Phase 1 it ducks: it stays under the card winning the trick, throws the Q♠, J♣ and high hearts
when it cannot follow, and leads low. Phase 2 it hunts: it wins tricks that hold points as cheaply
as it can and keeps its own point cards away from the others.
"""

from __future__ import annotations

from ..engine.cards import FRENCH, SUIT_MASKS, highest, lowest
from ..engine.protocol import PLAY, Action
from ..games.heart_hunter import HEART_MASK, JC, QS, HeartHunterView, card_points
from .base import Agent, amount, card_mask
from .playout_heart_hunter import hunt_lead, shed, throw


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
        """Said in points taken: Phase 1 adds them to the score, Phase 2 takes them off."""
        taken = delta if view.phase == 1 else -delta
        more = "more" if taken > 0 else "fewer"
        return f"about {amount(taken)} {cls._units(taken)} {more} taken"

    @classmethod
    def figures_note(cls, view: HeartHunterView) -> str:
        """In Phase 2 more taken is better: said once after the figures (after each one, a
        hint with two figures said "(in Phase 2 they come off your score)" twice)."""
        return "In Phase 2 the points you take come off your score." if view.phase != 1 else ""

    def choose(self, view: HeartHunterView, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        pos = view.turn
        mask = card_mask(legal)
        hand = view.hands[pos]
        trick = view.trick
        if view.phase == 1:
            card = self._duck(view, hand, mask, trick)
        else:
            card = self._hunt(view, hand, mask, trick)
        return PLAY[card]

    def explain(self, view: HeartHunterView, legal: list[Action]) -> tuple[Action, str]:
        """The card ``choose`` plays and the reason, in a learner's words (for hints)."""
        action = self.choose(view, legal)
        if len(legal) == 1:
            return action, "It is the only card you may play."
        trick, card = view.trick, action.card
        follows = bool(trick) and view.led >> card & 1
        if view.phase == 1:
            if not trick and card & 15 > 9:  # a king "low" would be said
                why = ("Lead this one: every other lead risks more (a higher card, a heart, or "
                       "a high spade while the Q♠ is out).")
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
            elif card < current_winner(trick, view.led):
                why = "Stay under the card now winning the trick, with your highest safe card."
            else:
                why = ("You cannot stay under the winning card: win as cheaply as you can, or "
                       "with your highest card when you play last.")
        elif not trick and not card_points(1 << card):
            why = ("Phase 2: lead the highest card of your longest suit, keeping your point "
                   "cards: a high card draws the others' points to you.")
        elif not trick:
            why = "Phase 2: only point cards are left to lead: the highest of your longest suit."
        elif not follows and card_points(1 << card):
            why = "Phase 2: you hold only point cards: one of them has to go."
        elif not follows:
            why = ("Phase 2: keep your point cards and your high cards; throw your lowest card "
                   "worth nothing.")
        elif card > current_winner(trick, view.led):
            why = "Phase 2: win this trick: points you take now come off your score."
        else:
            why = "Phase 2: this trick is not worth winning; play low."
        return action, why

    # ------------------------------------------------------------------ phase 1
    def _duck(self, view: HeartHunterView, hand: int, legal: int, trick: list[int]) -> int:
        if not trick:
            return self._lead_low(view, legal)
        led = view.led
        following = legal & led
        if not following:
            return self._throw(view, legal)
        win = current_winner(trick, led)
        under = following & ((1 << win) - 1)
        last = len(trick) == len(view.hands) - 1
        if under:
            best = highest(under)
            if best == QS and (under & ~(1 << QS)) and not last:
                return highest(under & ~(1 << QS))
            return best
        # must win the trick: if last, win with the highest card (but keep the Q♠ out of it)
        if last:
            safe = following & ~(1 << QS)
            return highest(safe) if safe else highest(following)
        return lowest(following)

    def _throw(self, view: HeartHunterView, legal: int) -> int:
        """Void in the suit led: the worst card to keep goes, the Q♠, the J♣, the highest
        heart, else the card of the highest rank (``playout_heart_hunter.throw``)."""
        for c in (QS, JC):
            if legal >> c & 1:
                return c
        hearts = legal & HEART_MASK
        return highest(hearts) if hearts else throw(legal)

    def _lead_low(self, view: HeartHunterView, legal: int) -> int:
        played = 0
        for t in view.taken:
            played |= t
        qs_out = not (played >> QS & 1) and not (legal >> QS & 1)
        best, best_key = lowest(legal), None
        for s, lane in enumerate(SUIT_MASKS):
            cards = legal & lane
            if not cards:
                continue
            c = lowest(cards)
            key = (c & 15) + (4 if lane & HEART_MASK else 0)
            if s == 3 and qs_out and (c & 15) > 12:
                key += 10  # do not lead a high spade into the queen
            if best_key is None or key < best_key:
                best, best_key = c, key
        return best

    # ------------------------------------------------------------------ phase 2
    def _hunt(self, view: HeartHunterView, hand: int, legal: int, trick: list[int]) -> int:
        if not trick:
            return hunt_lead(legal)
        led = view.led
        following = legal & led
        if not following:
            return self._shed(legal)
        win = current_winner(trick, led)
        over = following & ~((1 << (win + 1)) - 1)
        played = 0
        for c in trick:
            played |= 1 << c
        last = len(trick) == len(view.hands) - 1
        if over and (last or card_points(played) > 0 or len(trick) >= 1):
            return lowest(over) if last else highest(over)
        return lowest(following)

    @staticmethod
    def _shed(legal: int) -> int:
        """Phase 2, void in the suit led: a card worth nothing goes, of the lowest rank
        (``playout_heart_hunter.shed``); the point cards stay while others remain."""
        return shed(legal & ~(HEART_MASK | (1 << QS) | (1 << JC)) or legal)
