"""The rule-based Barbu player: a sensible club player's habits, one small strategy per contract.

Contract choice: every contract gets an estimate of what this hand scores in it; the player picks
the contract where the hand beats a typical later hand by the most, so hard contracts wait for a
hand that suits them (a long strong suit for Trump, low cards for No Tricks, guarded hearts for the
heart contracts, cards bunched round one rank for Dominoes). Doubling compares the same estimate
with what the other player should score (the declarer is assumed to have chosen well), and always
meets the doubles the rules force. Play: duck under the winning card and throw the dangerous cards
when void in the negative contracts; draw trumps, cash winners and win a trick with the lowest
card that wins it as surely as a higher one in Trump; play connected cards and hold back the cards
that would open rows for others in Dominoes.
"""

from __future__ import annotations

import random
from functools import lru_cache

from ..engine.cards import (
    DECK_52,
    FRENCH,
    SUIT_MASKS,
    SUIT_NAMES,
    SUIT_NAMES_SINGULAR,
    highest,
    lowest,
)
from ..engine.protocol import PASS, PLAY, Action
from ..engine.view import cards_played
from ..engine.words import signed
from ..games.barbu import (
    AH,
    CONTRACT_ACTIONS,
    CONTRACT_TOTALS,
    CONTRACTS,
    HEART_MASK,
    KH,
    QUEENS,
    TITLES,
)
from ..games.barbu_dominoes import open_cards
from ..games.barbu_view import BarbuView
from .barbu_overtake import cheapest_sure, later_players
from .barbu_reasons import _rank_plural, contract_words, lead_words
from .base import StagedRuleAgent, card_mask
from .playout_barbu import BarbuCardView

LANES = tuple(m & DECK_52 for m in SUIT_MASKS)
TOTALS = dict(zip(CONTRACTS, CONTRACT_TOTALS, strict=True))


#: the declarer's relative score in each contract on an ordinary hand (rule players,
#: the declarer's best trump suit or starting rank, doubles included; 500 first hands each,
#: seeds 10000-10499). Choosing a contract spends it: the search weighs a contract by how much
#: better this hand does in it than a later hand would (the rule player reasons the same way).
CONTRACT_BASELINE: dict[str, float] = {
    "no-queens": -8.8,
    "no-tricks": -1.9,
    "no-hearts": -3.2,
    "no-king-of-hearts": -3.6,
    "no-last-two": -6.6,
    "trump": 8.5,
    "dominoes": 5.0,
}


def contract_bias(view: BarbuView, action: Action) -> float:
    """The search's constant for an action (the registration's ``action_bias``): the value of
    keeping a contract for a later hand, on a contract choice; nothing on anything else."""
    if action.type == "choose-contract":
        return -CONTRACT_BASELINE.get(action.get("contract"), 0.0)
    return 0.0


def ranks(mask: int, suit: int) -> list[int]:
    """Ranks (2..14) of ``mask`` in ``suit``, lowest first."""
    lane = mask >> (16 * suit) & 0xFFFF
    return [r for r in range(2, 15) if lane >> r & 1]


# ---------------------------------------------------------------------------- hand estimates
def features(name: str, hand: int, trump: int | None = None, start: int = 0) -> list[float]:
    """The few things about a hand that decide how it fares in a contract (see ``WEIGHTS``)."""
    suits = [ranks(hand, s) for s in range(4)]
    lens = sorted(len(x) for x in suits)
    short = sum(1 for x in suits if len(x) <= 1)
    lows = sum(1 for x in suits for r in x if r <= 5)
    high = sum(max(0, r - 8) for x in suits for r in x)
    hearts = suits[2]
    other_tops = sum(1 for s in (0, 1, 3) for r in suits[s] if r >= 13)
    if name == "no-queens":
        queens = [x for x in suits if 12 in x]
        guards = sum(min(sum(1 for r in x if r < 12), 3) for x in queens)
        bare_honours = sum(1 for x in suits if 12 not in x for r in x if r > 12)
        return [len(queens), guards, bare_honours, short, lows, high]
    if name == "no-tricks":
        tops = sum(1 for x in suits for r in x if r >= 13)
        return [high, tops, lows, lens[3], short]
    if name == "no-hearts":
        danger = sum(max(0, r - 7) for r in hearts)
        low_hearts = sum(1 for r in hearts if r <= 6)
        return [danger, len(hearts), low_hearts, 14 in hearts, other_tops, short, lows]
    if name == "no-king-of-hearts":
        king = 13 in hearts
        guard = sum(1 for r in hearts if r < 13)
        return [king, king * min(guard, 4), (14 in hearts) and not king, len(hearts), other_tops,
                short, lows]
    if name == "no-last-two":
        tops = sum(1 for x in suits for r in x if r >= 13)
        voids = sum(1 for x in suits if not x)
        return [lens[3], lens[2], tops, lows, high, voids]
    if name == "trump":
        assert trump is not None
        t = suits[trump]
        side = [s for s in range(4) if s != trump]
        return [len(t), sum(1 for r in t if r >= 12), sum(max(0, r - 9) for r in t),
                sum(1 for s in side if 14 in suits[s]), sum(1 for s in side if 13 in suits[s]),
                sum(1 for s in side if len(suits[s]) <= 1)]
    # dominoes: cards far from the starting rank wait for the rows to grow
    # (how much nearer the start my cards are than the other players' on average)
    mine = sum(abs(r - start) for x in suits for r in x)
    others = (4 * sum(abs(r - start) for r in range(2, 15)) - mine) / 3
    starts = sum(1 for x in suits if start in x)
    return [others - mine, starts]


#: per contract: (constant, feature weights, declarer's extra), fitted by least squares to the raw
#: scores of the 5,600 hands of 200 games of rule-agent self-play (``features`` order), so an
#: estimate reads as points; refit them when the play changes
WEIGHTS: dict[str, tuple[float, tuple[float, ...], float]] = {
    "no-queens": (-2.28, (-4.63, 0.38, -1.0, 0.78, 0.62, -0.04), -1.47),
    "no-tricks": (-3.36, (-0.39, 0.29, 0.68, 0.17, 2.22), -0.08),
    "no-hearts": (-11.46, (-0.12, 0.41, 0.97, 1.08, -2.08, 1.85, 1.21), -1.53),
    "no-king-of-hearts": (-3.79, (0.72, 0.75, 0.99, -0.65, -2.12, 1.86, 0.69), -1.07),
    "no-last-two": (-26.95, (0.87, 0.88, 0.13, 3.11, -0.03, 0.87), -0.85),
    "trump": (-2.4, (2.56, -0.78, 1.1, 4.3, 3.04, 1.39), 3.5),
    "dominoes": (16.37, (0.43, -1.73), 6.46),
}


def estimate(name: str, hand: int, trump: int | None = None, start: int = 0,
             declarer: bool = False) -> float:
    """This hand's expected contract score (raw, before doubles); without a trump suit or a
    starting rank, the best one for the hand."""
    if name == "trump" and trump is None:
        return best_trump(hand)[0] + (WEIGHTS[name][2] if declarer else 0.0)
    if name == "dominoes" and not start:
        return best_start(hand)[0] + (WEIGHTS[name][2] if declarer else 0.0)
    const, weights, bonus = WEIGHTS[name]
    value = const + sum(w * f for w, f in zip(weights, features(name, hand, trump, start),
                                               strict=True))
    return value + (bonus if declarer else 0.0)


@lru_cache(maxsize=1)
def typical_best() -> dict[str, float]:
    """Each contract's estimate for a random hand, with the best suit or starting rank for it:
    what a declarer can expect from a later hand if they keep the contract for later."""
    rng = random.Random(12345)
    deck = [c for c in range(64) if DECK_52 >> c & 1]
    sums = dict.fromkeys(CONTRACTS, 0.0)
    n = 200
    for _ in range(n):
        hand = 0
        for c in rng.sample(deck, 13):
            hand |= 1 << c
        for name in CONTRACTS:
            sums[name] += estimate(name, hand)
    return {k: v / n for k, v in sums.items()}


def best_trump(hand: int) -> tuple[float, int]:
    return max((estimate("trump", hand, s), s) for s in range(4))


def best_start(hand: int) -> tuple[float, int]:
    value, _middle, rank = max((estimate("dominoes", hand, None, r), -abs(r - 8), r)
                               for r in range(2, 15))
    return value, rank


# ---------------------------------------------------------------------------- trick helpers
def winning_card(trick: list[int], led: int, trumps: int) -> int:
    played = 0
    for c in trick:
        played |= 1 << c
    t = played & trumps
    return highest(t) if t else highest(played & led)


def suit_mask(card: int) -> int:
    return LANES[card >> 4]


def top_card(mask: int) -> int:
    """The card with the highest rank in ``mask`` across suits (ties: the shortest suit's)."""
    return max((c & 15, -(mask & suit_mask(c)).bit_count(), c)
               for c in _iter(mask))[2]


def bottom_card(mask: int) -> int:
    return min((c & 15, c) for c in _iter(mask))[1]


def _iter(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _penalty_left(name: str, cards: int) -> bool:
    """Whether the contract ``name`` can still cost anything among ``cards`` (those held and
    out): its penalty cards, or every trick (No Tricks, No Last Two)."""
    mask = {"no-queens": QUEENS, "no-hearts": LANES[2], "no-king-of-hearts": 1 << KH}.get(name)
    return mask is None or bool(cards & mask)


class RuleAgent(StagedRuleAgent):
    """Rule-based Barbu: see the module docstring."""

    STAGES = {"contract": "_contract", "double": "_double", "redouble": "_double",
              "dominoes": "_dominoes"}
    #: a learner's slips per stage (see ai/beginner.py): contracts and doubles mostly as
    #: advised (a double with a reason), careless cards and dominoes more often
    BEGINNER_CARELESS = {"contract": 0.1, "double": 0.1, "redouble": 0.1, "dominoes": 0.2,
                         "play": 0.2}
    #: how much better than a player's expected score (a share of the contract's total) this
    #: hand must promise to double them: 0, as soon as it promises better. At 0.1 it doubled
    #: too seldom: +0.98 points a hand for doubling at 0 (``ai/experiments/barbu_doubles``)
    DOUBLE_MARGIN = 0.0
    #: a lead counts its own penalty card in the trick's stake (``_own_stake``): +1.43 and
    #: +1.29 points a hand against leads that did not (``ai/experiments/barbu_lead``, 3,000
    #: duplicate first hands, seeds 1 and 20000)
    OWN_STAKE = True
    #: Trump: win a trick with the lowest card that wins it as surely as a higher one
    #: (``barbu_overtake``, with its figures); off, the former choice: the lowest card nobody
    #: can beat, else the lowest winner (it ruffed with the A♦ beside the 8♦)
    CHEAPEST_SURE = True

    # ------------------------------------------------------------------ contract choice
    @classmethod
    def beyond_score_words(cls, view: BarbuView, action: Action) -> str:
        if action.type == "choose-contract":
            return ("but each contract is played once: this hand does better in it, against "
                    "what an ordinary hand scores there")
        return super().beyond_score_words(view, action)

    def _contract(self, view: BarbuView, legal: list[Action]) -> tuple[Action, str]:
        hand = view.hands[view.turn]
        typical = typical_best()
        best = None
        for action in legal:
            c, trump, start = CONTRACT_ACTIONS[action]
            name = CONTRACTS[c]
            # how much better than a typical later hand would do in this contract
            value = estimate(name, hand, trump, start) - typical[name]
            key = (value, -abs(start - 8) if start else 0)
            if best is None or key > best[0]:
                best = (key, action, name)
        assert best is not None
        action = best[1]
        _c, trump, start = CONTRACT_ACTIONS[action]
        title = TITLES[CONTRACTS.index(best[2])]
        facts = contract_words(best[2], hand, trump, start)
        if len({CONTRACT_ACTIONS[a][0] for a in legal}) == 1 and len(legal) > 1:
            # the second step (the trump suit, the starting rank): the contract is chosen, and
            # "suits Trump better than the others left" was said right after a hint for another
            if trump is not None:
                return action, (f"If you play {title}, {SUIT_NAMES[trump].lower()} as trumps "
                                f"suit this hand best: {facts}.")
            return action, (f"If you play {title}, rows starting at {_rank_plural(start)} suit "
                            f"this hand best: {facts}.")
        return action, f"This hand suits {title} better than the others left: {facts}."

    # ------------------------------------------------------------------ doubling
    def _double(self, view: BarbuView, legal: list[Action]) -> tuple[Action, str]:
        pos = view.turn
        hand = view.hands[pos]
        name = view.contract
        trump = "CDHS".index(view.contract_trump) if view.contract_trump else None
        start = view.start_rank
        d = view.declarer
        total = TOTALS[name]
        margin = self.DOUBLE_MARGIN * abs(total)
        bonus = WEIGHTS[name][2]
        mine = estimate(name, hand, trump, start, declarer=pos == d)

        def expected(other: int) -> float:
            """An average hand's score; a declarer chose the contract to suit their hand."""
            if other == d:
                return total / 4 + bonus + 0.1 * abs(total)
            return total / 4

        wanted = {t for t in range(4) if t != pos and mine - expected(t) > margin}
        best = None
        for action in legal:
            targets = set(action.get("targets") or ())
            key = (len(targets ^ wanted) * -1, -len(targets))
            if best is None or key > best[0]:
                best = (key, action)
        assert best is not None
        action = best[1]
        targets = action.get("targets") or ()
        forced = view.stage == "double" and view.forced[pos]
        if forced and wanted.isdisjoint({d}):
            return action, "The rules force a double of the declarer in this hand."
        if not targets:
            return action, "This hand does not promise to beat anyone here."
        title = TITLES[CONTRACTS.index(name)]
        # with the table's minus sign: "about -2" was the one hyphen among the window's scores
        return action, (f"This hand should score about {signed(round(mine))} in {title}, better "
                        "than the players named.")

    # ------------------------------------------------------------------ trick play
    def _play(self, view: BarbuCardView, legal: list[Action]) -> tuple[Action, str]:
        pos = view.turn
        hand = view.hands[pos]
        mask = card_mask(legal)
        name = view.contract
        if name == "trump":
            card, why = self._trump_card(view, pos, hand, mask)
        else:
            card, why = self._negative_card(view, pos, hand, mask, name)
        return PLAY[card], why

    def _outstanding(self, view: BarbuCardView, hand: int) -> int:
        return DECK_52 & ~cards_played(view) & ~hand

    def _stake(self, view: BarbuCardView, name: str, suit: int, out: int, pos: int) -> float:
        """Rough penalty for winning a trick of ``suit`` now."""
        lane = LANES[suit]
        tricks_played = len(view.tricks)
        voids = view.voids
        void_others = sum(1 for p in range(4) if p != pos and voids[p] & lane == lane)
        if name == "no-tricks":
            return 2.0
        if name == "no-queens":
            q = 1 << (16 * suit + 12)
            return 0.5 + (6.0 if out & q else 0.0) + 2.0 * void_others * bool(out & QUEENS)
        if name == "no-hearts":
            hearts_out = (out & HEART_MASK).bit_count()
            if suit == 2:
                return 6.0 + (4.0 if out >> AH & 1 else 0.0)
            return 0.5 + 2.0 * void_others * min(hearts_out, 3)
        if name == "no-king-of-hearts":
            kh_out = out >> KH & 1
            if suit == 2:
                return 0.5 + 15.0 * kh_out
            return 0.5 + 6.0 * void_others * kh_out
        # no-last-two
        return 0.2 if tricks_played < 9 else (10.0 if tricks_played < 12 else 20.0)

    def _own_stake(self, name: str, c: int) -> float:
        """What leading ``c`` adds to the penalty of winning its trick: the card itself when it
        is the penalty card (a queen in No Queens, the K♥ in No King of Hearts). ``_stake``
        counts such a card only while it is out, so the Q♣ led from the Q♣ and 2♣ looked like
        the lead "least likely to win a costly trick", and the others duck under it."""
        if not self.OWN_STAKE:
            return 0.0
        if name == "no-queens":
            return 6.0 if QUEENS >> c & 1 else 0.0
        if name == "no-king-of-hearts":
            return 15.0 if c == KH else 0.0
        return 0.0

    def _danger(self, name: str, c: int, hand: int, out: int) -> float:
        """How much a card in hand threatens its holder (discard the most dangerous first)."""
        r = c & 15
        suit = c >> 4
        value = r / 14.0
        lane = LANES[suit]
        low_guard = sum(1 for x in _iter(hand & lane) if (x & 15) < r)
        if name == "no-queens":
            if r == 12:
                value += 10
            elif r > 12 and out & (1 << (16 * suit + 12)):
                value += 4 - low_guard
        elif name == "no-hearts":
            if suit == 2:
                value += 3 + r / 3 + (6 if c == AH else 0)
        elif name == "no-king-of-hearts":
            if c == KH:
                value += 30
            elif c == AH and out >> KH & 1:
                value += 8
            elif out >> KH & 1 and suit != 2 and not (out & lane) >> (c + 1):
                # a card nothing out beats wins its trick, and the K♥ may be thrown on it: a
                # low heart, which the K♥'s holder will not lead to, was thrown first ("the
                # most dangerous") and the A♦ kept took the K♥ with it (a tester, -120)
                value += 2
        elif name == "no-tricks":
            value += r / 4 - 0.3 * low_guard
        return value

    def _negative_card(self, view: BarbuCardView, pos: int, hand: int, legal: int,
                       name: str) -> tuple[int, str]:
        trick = view.trick
        out = self._outstanding(view, hand)
        n_played = len(view.tricks)
        if not trick:
            if name == "no-last-two" and n_played < 9:
                return top_card(legal), ("Early in No Last Two, high cards are shed while tricks "
                                         "cost nothing.")
            best, all_win = None, True
            for c in _iter(legal):
                suit = c >> 4
                lane = LANES[suit]
                higher_out = (out & lane) >> (c + 1)
                higher = higher_out.bit_count()
                p_win = 1.0 if higher == 0 else 1.0 / (1 + higher)
                if not out & lane:
                    p_win = 1.0
                all_win = all_win and p_win == 1.0
                risk = p_win * (self._stake(view, name, suit, out, pos)
                                + self._own_stake(name, c))
                own = self._danger(name, c, hand, out) * 0.05
                key = risk - own * 0.5 + (c & 15) * 0.01
                if best is None or key < best[0]:
                    best = (key, c, higher)
            assert best is not None
            return best[1], lead_words(best[1], best[2], all_win)
        led = view.led
        following = legal & led
        if not following:
            c = max(_iter(legal), key=lambda x: (self._danger(name, x, hand, out), x))
            if not _penalty_left(name, hand | out):  # (the K♥ taken: "the most dangerous")
                return c, "Void in the suit led: no card of yours can cost anything now."
            return c, "Void in the suit led: throw the most dangerous card."
        win = winning_card(trick, led, 0)
        under = following & ((1 << win) - 1)
        last = len(trick) == 3
        if name == "no-last-two" and n_played < 9:
            return highest(following), ("Early in No Last Two, shed high cards while tricks are "
                                        "free.")
        if under:
            return highest(under), ("Duck under the winning card with the highest card that "
                                    "stays under.")
        if last:
            safe = following
            if name == "no-queens":
                safe = following & ~QUEENS or following
            if name == "no-king-of-hearts":
                safe = following & ~(1 << KH) or following
            return highest(safe), "This trick is yours anyway: win it with the highest card."
        return lowest(following), "Cannot duck: play low and hope someone plays higher."

    def _trump_card(self, view: BarbuCardView, pos: int, hand: int, legal: int) -> tuple[int, str]:
        trumps = view.trumps
        trick = view.trick
        out = self._outstanding(view, hand)
        trumps_out = out & trumps
        voids = view.voids
        if not trick:
            mine = legal & trumps
            if mine and trumps_out and highest(mine) > highest(trumps_out):
                return highest(mine), "Draw trumps with the top trump."
            if mine and mine.bit_count() > trumps_out.bit_count() and trumps_out:
                return highest(mine), "With most of the trumps left, draw them."
            for c in sorted(_iter(legal & ~trumps), key=lambda x: -(x & 15)):
                lane = LANES[c >> 4]
                if out & lane and (out & lane) >> (c + 1) == 0:
                    ruffable = trumps_out and any(
                        voids[p] & lane == lane and voids[p] & trumps != trumps
                        for p in range(4) if p != pos)
                    if not ruffable and not trumps_out:
                        return c, ("Cash a sure winner: no card left out beats it, and no "
                                   "trumps are left.")
                    if not ruffable:  # "a sure winner" was said, and a trump took it
                        return c, (f"Cash your top {SUIT_NAMES_SINGULAR[c >> 4]}: nobody has "
                                   "shown a void in the suit yet, so only a trump from a hidden "
                                   "void can beat it.")
            side = legal & ~trumps
            if side:
                suit = min((s for s in range(4) if side & LANES[s]),
                           key=lambda s: ((hand & LANES[s]).bit_count(), s))
                return lowest(side & LANES[suit]), ("Lead the lowest card of your shortest "
                                                    "side suit, to ruff it later.")
            return lowest(legal), "Only trumps left: lead the lowest."
        led = view.led
        win = winning_card(trick, led, trumps)
        last = len(trick) == 3

        def beats(c: int) -> bool:
            if trumps >> c & 1:
                return not (trumps >> win & 1) or c > win
            return (led >> c & 1) and not (trumps >> win & 1) and c > win

        winners = [c for c in _iter(legal) if beats(c)]
        if winners:
            if last:
                return min(winners), "Win the trick as cheaply as possible."
            if self.CHEAPEST_SURE:
                found = cheapest_sure(winners, hand, led, trumps, out,
                                      later_players(view.leader, len(trick)), voids)
                if found:
                    return found
            else:
                sure = [c for c in winners if not (out & suit_mask(c)) >> (c + 1)
                        and (trumps >> c & 1 or not trumps_out)]
                if sure:
                    return min(sure), "Win with a card nobody can beat."
            if any(trumps >> c & 1 for c in winners):
                return min(winners), "Ruff to win the trick."
            return min(winners), "Try to win the trick."
        side = legal & ~trumps
        pool = side if side else legal
        card = bottom_card(pool)
        if side and legal & trumps and not led >> card & 1:
            # "keep the good cards and play the lowest" was said of a K♥ thrown beside low trumps
            which = "your only side card" if side.bit_count() == 1 else "your lowest side card"
            return card, f"Cannot win: keep your trumps for later tricks and throw {which}."
        return card, "Cannot win: keep the good cards and play the lowest."

    # ------------------------------------------------------------------ dominoes
    def _dominoes(self, view: BarbuCardView, legal: list[Action]) -> tuple[Action, str]:
        pos = view.turn
        hand = view.hands[pos]
        table = view.table
        start = view.start_rank
        best = None
        for action in legal:
            if action.type != "play":
                continue
            c = action.card
            after = table | (1 << c)
            newly = open_cards(after, start) & ~view.open
            mine_opened = (newly & hand).bit_count()
            others_opened = (newly & ~hand).bit_count()
            r = c & 15
            lane = LANES[c >> 4] & hand
            if r >= start:
                beyond = sum(1 for x in _iter(lane) if (x & 15) > r)
            else:
                beyond = 0
            if r <= start:
                beyond += sum(1 for x in _iter(lane) if (x & 15) < r)
            score = 2.0 * mine_opened - 1.0 * others_opened + 0.6 * beyond
            if best is None or score > best[0]:
                best = (score, action)
        if best is None:
            return PASS, "No card fits: pass."
        if PASS in legal and best[0] <= -2:
            return PASS, "Passing keeps rows closed that would help the others."
        score, action = best
        if score > 0:
            return action, "This card leads on to more of your own cards."
        # "The clubs card gives the others the least" named a suit, not the card
        return action, (f"Of the cards that fit, the {FRENCH.short(action.card)} helps the others "
                        "least.")
