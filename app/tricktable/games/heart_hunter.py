"""Heart Hunter (Hartenjagen): avoid hearts, the J♣ and the Q♠ until a score has reached 100 at
the end of a deal (80 with three players; 50 and 40 in a quick game), then hunt them to bring your
score down to zero.

Rulings (RULES.md): 3 players use 36 cards (6–A), 12 each, and the 6♣ leads; points are counted from
the cards (20 with four, 16 with three); no passing, no "hearts broken" rule; a moon in Phase 1
gives every opponent +20 (+16), in Phase 2 the shooter scores −20 (−16); the game ends at the end
of a Phase 2 deal in which some score is 0 or less, the lowest score winning, ties for lowest played
on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from ..engine.cards import DECK_36, DECK_52, HEARTS, SUIT_MASKS, card
from ..engine.play_loop import LOGGED_PLAYS, MAX_POSITIONS, PLAY_COUNT, PLAYED_EVENTS
from ..engine.protocol import (
    ONE_LANE_PLAYS,
    Action,
    OptionSpec,
    PhaseChanged,
    Rules,
    TrickTaken,
    plays_of,
)
from ..engine.trick_game import TrickGameState
from ..engine.view import View

QS = card("QS")
JC = card("JC")
HEART_MASK = SUIT_MASKS[HEARTS] & DECK_52
POINT_CARDS = HEART_MASK | (1 << QS) | (1 << JC)
_CLUBS, _DIAMONDS, _HEARTS, _SPADES = SUIT_MASKS


def card_points(mask: int) -> int:
    """Penalty points in a set of cards: hearts 1, J♣ 2, Q♠ 5."""
    hearts = (mask & HEART_MASK).bit_count()
    return hearts + (2 if mask >> JC & 1 else 0) + (5 if mask >> QS & 1 else 0)


#: per player count: every point in the pack (a moon's worth), and the card that leads a deal
MOON = {4: card_points(POINT_CARDS & DECK_52), 3: card_points(POINT_CARDS & DECK_36)}
LEADING_CARD = {4: card("2C"), 3: card("6C")}


class LeadingCardHeld(NamedTuple):
    """The deal's first card was played by ``player``, who was dealt the ``card`` that leads
    (2♣, 6♣ with three) and may lead any card: said for the deal log and a bubble, as nothing
    else told a newcomer why East led the 3♦."""

    player: int
    card: int


#: builds an event tuple without the named tuple's own ``__new__`` frame (same object)
_new_tuple = tuple.__new__

#: where a position's own card plays start in the engine's shared per-card tables
_OWN_PLAYS = tuple((p * MAX_POSITIONS + p) * PLAY_COUNT for p in range(MAX_POSITIONS))


@dataclass(kw_only=True)
class HeartHunterView(View):
    """A Heart Hunter view: the phase (1: avoid the points, 2: hunt them), the score that starts
    Phase 2, and the penalty points in each position's tricks."""

    phase: int
    threshold: int
    points: list[int]


class HeartHunterState(TrickGameState):
    """A whole game of Heart Hunter."""

    VIEW = HeartHunterView
    #: a deal's start says nothing but DealStarted, and there are no trumps
    DEFERS_NEXT_DEAL = True

    def _setup(self, rules: Rules, options: dict, seed: int, presets: dict | None) -> None:
        n = options["players"]
        self._init_common(rules, options, seed, n, n, presets)
        self.DECK = DECK_52 if n == 4 else DECK_36
        self.moon_value = MOON[n]  # 20 or 16
        quick = options["quick"]
        self.threshold = (50 if quick else 100) if n == 4 else (40 if quick else 80)
        self.phase = 1
        self.leading_card = LEADING_CARD[n]

    def _hand_sizes(self) -> list[int]:
        return [13 if self.n == 4 else 12] * self.n

    def _begin_deal(self, events: list) -> None:
        self.stage = "play"
        self.trumps = 0
        for p in range(self.n):
            if self.hands[p] >> self.leading_card & 1:
                self.leader = self.turn = p
                self.to_act = self.controller[p]
                break

    def _play_mask(self, hand: int) -> int:
        # follow_any written out: this runs twice per card of every playout
        if not self.trick:
            return hand
        same = hand & self.led
        return same if same else hand

    def legal_actions(self) -> list[Action]:
        # the base method with the play mask written out (Heart Hunter has no other stage):
        # the legal list is asked for before every card of every playout
        if self.over:
            return []
        hand = self.hands[self.turn]
        if self.trick:
            same = hand & self.led
            if same:  # following suit: one lane, one lookup
                try:
                    return [*ONE_LANE_PLAYS[same]]
                except KeyError:  # a holding not met before
                    return plays_of(same)
        # any card: the four suits' plays joined (what plays_of does for a French hand)
        try:
            return [*ONE_LANE_PLAYS[hand & _CLUBS], *ONE_LANE_PLAYS[hand & _DIAMONDS],
                    *ONE_LANE_PLAYS[hand & _HEARTS], *ONE_LANE_PLAYS[hand & _SPADES]]
        except KeyError:  # a holding not met before
            return plays_of(hand)

    def apply(self, action: Action) -> list:
        """The base method with the play mask and the whole play loop written out (Heart Hunter
        has no trumps, no dummies and no hooks): the protocol call of every card of every
        playout. It does what the base play loop does for a card, a trick's end and a deal's
        end, in the same order; anything else (an illegal card, an action that is not a card,
        the game's end, a deal's first card with its word on the leading card) goes through the
        base method for its checks and words."""
        if action.type == "play" and not self.over:
            c = action.card
            pos = self.turn
            hands = self.hands
            hand = hands[pos]
            if c >= 0 and hand >> c & 1:
                trick = self.trick
                if trick:
                    led = self.led
                    if not led >> c & 1:
                        if hand & led:  # a card that does not follow, held with the suit led
                            return super().apply(action)
                        self.voids[pos] |= led
                else:
                    if not self.tricks_played:  # the deal's first card: ``_play`` says who
                        return super().apply(action)  # held the leading card
                    self.led = SUIT_MASKS[c >> 4]
                    self.leader = pos
                k = _OWN_PLAYS[pos] + c  # every position plays for itself: no dummies
                self.deal_log.actions.append(LOGGED_PLAYS[k])
                hands[pos] = hand ^ 1 << c
                trick.append(c)
                n = self.n
                if len(trick) < n:
                    self.turn = self.to_act = (pos + 1) % n
                    self.last_events = events = [PLAYED_EVENTS[k]]
                    return events
                # the trick's last card: the play loop's end of a trick, without trumps
                if n == 4:
                    a, b, d, e = trick
                    mask = 1 << a | 1 << b | 1 << d | 1 << e
                else:
                    a, b, d = trick
                    mask = 1 << a | 1 << b | 1 << d
                leader = self.leader
                w = (leader + trick.index((mask & self.led).bit_length() - 1)) % n
                cards = tuple(trick)
                self.taken[w] |= mask
                self.trick_counts[w] += 1
                self.tricks_played = number = self.tricks_played + 1
                self.deal_log.tricks.append((leader, cards, w))
                self.trick = []
                self.led = 0
                events = [PLAYED_EVENTS[k], _new_tuple(TrickTaken, (w, leader, cards, number))]
                self.leader = self.turn = self.to_act = w
                if not hands[w]:  # the deal's end: the next deal is dealt when looked at
                    self._finish_deal(events)
                self.last_events = events
                return events
        return super().apply(action)

    def _play(self, c: int, events: list) -> None:
        """A card, and the word that its player held the leading card when it is the deal's
        first (the base loop's ``apply`` plays every first card: this is said once). Said after
        the card: words before it let the table settle for a moment, and the status line named
        the next player while the first card had not yet left the hand."""
        pos = self.turn
        first = not self.tricks_played and not self.trick
        super()._play(c, events)
        if first:
            events.append(LeadingCardHeld(pos, self.leading_card))

    def _score_deal(self) -> tuple[list[int], Any]:
        points = [card_points(t) for t in self.taken]
        shooter = next((p for p in range(self.n) if points[p] == self.moon_value), None)
        sign = 1 if self.phase == 1 else -1
        if shooter is None:
            score = [sign * pts for pts in points]
        elif self.phase == 1:
            score = [0 if p == shooter else self.moon_value for p in range(self.n)]
        else:
            score = [-self.moon_value if p == shooter else 0 for p in range(self.n)]
        details = {"points": points, "moon": shooter, "phase": self.phase}
        return score, details

    def _after_deal(self, events: list) -> None:
        if self.phase == 1:
            if max(self.totals) >= self.threshold:
                self.phase = 2
                events.append(PhaseChanged(
                    "phase-2", f"A score has reached {self.threshold}: Phase 2 begins. "
                    "From now on, points you take are subtracted from your score."))
            return
        low = min(self.totals)
        if low <= 0:
            lowest = [p for p in range(self.n) if self.totals[p] == low]
            if len(lowest) == 1:
                self._end_game(lowest)
            else:
                events.append(PhaseChanged(
                    "tie", "The lowest score is tied: play goes on until one player is lowest."))

    def _view_extra(self, v: dict, player: int) -> None:
        v["phase"] = self.phase
        v["threshold"] = self.threshold
        v["points"] = [card_points(t) for t in self.taken]

    def _restore_extra(self, view: HeartHunterView) -> None:
        self.phase = view.phase


RULES = Rules(
    id="heart-hunter",
    title="Heart Hunter",
    player_counts=(4, 3),
    option_specs=(
        OptionSpec("players", (4, 3), "Players",
                   "Four players with 52 cards, or three with 36 (6 to ace)."),
        OptionSpec("quick", (False, True), "Quick game",
                   "Phase 2 starts at 50 points (40 with three) instead of 100 (80)."),
    ),
    state_class=HeartHunterState,
    summary="Dodge hearts, the Jack of Clubs and the Queen of Spades; from the deal after a "
            "score has reached 100 (80 with three players; 50 and 40 in a quick game), hunt "
            "them to bring your score down to zero.",
)
