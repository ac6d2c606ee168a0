"""The rule-based Nineteen player: a careful club player's habits written down.

Bidding counts trumps (high ones more), honours, kings and short suits, and bids the highest
contract the count supports (eldest bids Partnership when it must). A preference set is taken when
its cards help, unless the hand is strong enough to win anyway: then it plays for the higher level
(it looks at the next set, or goes back to the one before). Discards void short suits and bank
points that would otherwise be lost. Holdings are declared whenever held (the best combination of
them), the Sparrow and Slam only when they are all but certain, and a contra is given on strong
defence. In play it draws trumps when its side is long in them, cashes kings (not into a player
likely to trump them: ``nineteen_leads``), smears points on tricks its side is sure to win, keeps
the Juggler out of tricks the other side can take, and wins cheaply what can be won: with a card
sure to hold, else with its lowest card that beats the trick (every trick, not only those of 5
card points or more: 2,000 duplicate deals of rule players, this against the former, +2.8 a deal,
95% interval [+0.9, +5.0], drawing trumps from 4 instead of 5 with it;
``ai/experiments/README.md``).
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import (
    SUIT_MASKS,
    TAROT_TRUMP_BASE,
    TOMFOOL,
    highest,
    iter_cards,
    lowest,
)
from ..engine.protocol import Action
from ..engine.view import cards_played
from ..engine.words import capital
from ..games.nineteen_names import card_words, plate_card
from ..games.nineteen_scoring import (
    BID_NAMES,
    BIDS,
    HOLDINGS,
    HONOURS,
    JUGGLER,
    KINGS,
    PLAIN_SUITS,
    QUEENS,
    TRUMPS,
    WORLD,
    card_points,
)
from ..games.nineteen_views import NineteenView
from .base import StagedRuleAgent, card_mask
from .nineteen_leads import king_risk, lead_instead, shortest_suit
from .nineteen_reasons import (
    CANNOT_WIN,
    CASH_KING,
    EMPEROR_TRICK,
    HIGH_TRUMPS,
    JUGGLER_SAFE,
    PARTNER_AFTER,
    bid_words,
    cannot_win_words,
    cash_king_words,
    declare_words,
    discard_words,
    set_words,
    short_lead_words,
)
from .playout_nineteen import NineteenCardView

#: hand strength needed for each bid (see ``strength``); calibrated with ``simulate``, and
#: Preferred Three's in duplicate deals (26 against 28: +5.7 a deal, ``experiments/README.md``,
#: "Nineteen: when to contra the bid, and when to bid Preferred Three")
BID_THRESHOLDS = {"partnership": 8.0, "preferred-3": 26.0, "preferred-2": 31.0,
                  "preferred-1": 34.0, "solo": 37.0}
#: said after a bid's reason when eldest, who must bid, bids
ELDEST_BIDS_ANYWAY = "Eldest must bid in any case."
#: a defender contras the bid from this strength up: below it the contra cost the contra'ing
#: player on the real cards (against Partnership, 2,000 deals: −18.6 ± 1.6 a decision at 24 to
#: 26, −12.1 ± 2.0 at 26 to 28, −10.6 ± 3.3 at 28 to 30, +1.6 ± 5.8 at 30 to 32; the command
#: and the other bids in ``experiments/README.md``, "Nineteen: when to contra the bid, ...")
CONTRA_STRENGTH = 30.0
#: a declarer whose hand with a preference set counts this much plays for a higher level
SURE_STRENGTH = 30.0


def search_may_choose(view: Any, action: Action, rule_action: Action) -> bool:
    """Whether the search may choose ``action`` over the rule player's ``rule_action`` (the
    registration's ``search_scope``): not a different contra. The search's imagined deals give
    the declarer random cards, not a hand that bid, so a contra looked good in them: at the
    declarations of 60 seeded four-player games the Expert contra'd where the rule player did
    not in 58 of 122 decisions, and on the real cards each cost its side 111 points on average
    (median 108) against the rule player's choice, the rest of the deal played alike."""
    return action.type != "declare" or action.get("contras") == rule_action.get("contras")


def strength(hand: int) -> float:
    """A rough count of a hand's trick-taking power: about 15 for an average twelve cards."""
    trumps = hand & TRUMPS
    n = trumps.bit_count()
    s = 2.0 * n + 1.5 * (trumps & HIGH_TRUMPS).bit_count()
    s += 3.0 * ((hand >> TOMFOOL & 1) + (hand >> WORLD & 1))
    s += 2.0 * (hand & KINGS).bit_count() + 0.5 * (hand & QUEENS).bit_count()
    if hand >> JUGGLER & 1:
        s += 1.0 if n >= 6 else -1.0
    if n >= 4:
        for lane in SUIT_MASKS:
            length = (hand & lane).bit_count()
            s += 2.5 if length == 0 else 1.0 if length == 1 else 0.0
    return s


def card_value(c: int) -> float:
    """How much a card helps the hand that takes it (for preference sets)."""
    if c >= TAROT_TRUMP_BASE:
        if 1 << c & HONOURS:
            return 4.0 if c != JUGGLER else 1.5
        return 3.0 if 1 << c & HIGH_TRUMPS else 2.0
    if 1 << c & KINGS:
        return 3.0
    return 1.0 if 1 << c & QUEENS else 0.0


def beating(best: int, led: int) -> int:
    """The cards that beat ``best`` in a trick led in ``led`` (``beats`` as a mask): any trump
    above it, or when it is not a trump, any trump and any card of the led suit above it."""
    above = ~((2 << best) - 1)
    if best >= TAROT_TRUMP_BASE:
        return TRUMPS & above
    return TRUMPS | led & above


def _cheap_cost(c: int, keep_juggler: bool) -> tuple:
    """What giving card ``c`` away loses: its points (the Juggler dearer, trumps a little more
    by rank), then its rank."""
    pts: float = card_points(1 << c)
    if c == JUGGLER:
        pts = 20 if keep_juggler else 8
    elif c >= TAROT_TRUMP_BASE:
        pts += 0.5 + (c - TAROT_TRUMP_BASE) / 30
    return (pts, c & 15 if c < TAROT_TRUMP_BASE else c)


#: per card (by index): its card points; the order of giving it away cheaply (without and with
#: the Juggler kept back for a Sparrow); the order of smearing it on a trick the side wins
#: (points, then the lower card; trumps but the Juggler last). Why tables: the rule player
#: chooses every card of every playout of the search, and these keys were worked out per card
#: per choice; the tables hold the same keys, so ``min``/``max`` pick the same card
POINTS = tuple(card_points(1 << c) for c in range(TOMFOOL + 1))
CHEAP_ORDER = tuple(tuple(_cheap_cost(c, keep) for c in range(TOMFOOL + 1))
                    for keep in (False, True))
GIFT_ORDER = tuple((POINTS[c] if c < TAROT_TRUMP_BASE or c == JUGGLER else -1, -c)
                   for c in range(TOMFOOL + 1))


class RuleAgent(StagedRuleAgent):
    STAGES = {"auction": "_bid", "preference": "_prefer", "discard": "_discard",
              "declare": "_declare"}
    #: a learner's slips per stage (see ai/beginner.py): it bids loosely by the book (a wild
    #: bid costs a whole game), discards and declares carelessly more often, and slips in play
    BEGINNER_CARELESS = {"auction": 0.1, "preference": 0.1, "call": 0.1, "discard": 0.2,
                         "declare": 0.2, "play": 0.2}
    #: a deal's score, not the 118 card points a side needs 60 of: a hint's "about 615 points
    #: more for you than to bid Preferred Three" read like card points
    SCORE_UNIT = "score point"

    @classmethod
    def figures_note(cls, view: NineteenView) -> str:
        """The Sparrow the side promised, while the hand to play still holds the Juggler: a hint
        said "play the 1★ … in the imagined deals this did better" and nothing of the promise
        it gave up. The search may be right (a Sparrow that cannot hold the last trick costs
        10 a defender, the Juggler caught costs its points times the stakes: keeping it on
        tricks the side won cost 3.8 a deal over 527 deals of Sparrows declared on ordinary
        hands), but the person must know the promise goes with it."""
        hand = view.hands[view.turn] if view.stage == "play" and view.turn is not None else None
        if not hand or not hand >> JUGGLER & 1 or hand == 1 << JUGGLER:
            return ""
        if not keeps_juggler(view, sides(view, view.turn)[0]):
            return ""
        return (f"Your side promised the Sparrow: {card_words(JUGGLER)} played before the "
                "last trick gives it up, and the figures count that.")

    # ------------------------------------------------------------------ auction and stock
    def _bid(self, view: NineteenView, legal: list[Action]) -> tuple[Action, str]:
        s = strength(view.hands[view.turn])
        need = {**BID_THRESHOLDS, **self.settings.get("bid_thresholds", {})}
        best = None
        for a in legal:
            if a.type == "bid" and s >= need[a.get("bid")]:
                best = a
        may_pass = any(a.type == "pass" for a in legal)
        if best is not None:
            # eldest, who may not pass, is told so too: "strong enough for Partnership" alone
            # read to a learner as a choice they had
            eldest = "" if may_pass else f" {ELDEST_BIDS_ANYWAY}"
            return best, bid_words(view.hands[view.turn], BID_NAMES[best.get("bid")],
                                   True) + eldest
        bids = [a.get("bid") for a in legal if a.type == "bid"]
        if may_pass:
            if not bids:
                return Action("pass"), "No higher bid is left."
            cheapest = min(bids, key=BIDS.index)
            return Action("pass"), bid_words(view.hands[view.turn], BID_NAMES[cheapest], False,
                                             cheapest=True)
        lowest_bid = min((a for a in legal if a.type == "bid"),
                         key=lambda a: BIDS.index(a.get("bid")))
        return lowest_bid, "Eldest must bid: the cheapest bid risks least."

    def _prefer(self, view: NineteenView, legal: list[Action]) -> tuple[Action, str]:
        size, k = view.set_size, view.set_index
        known = view.stock_known

        def value(index: int) -> float:
            return sum(card_value(c) for c in known[(index - 1) * size:index * size])

        cur = value(k)
        kinds = {a.type for a in legal}
        prev = value(k - 1) if "back-set" in kinds else -1.0
        hand = view.hands[view.turn]
        sure = self.settings.get("sure_strength", SURE_STRENGTH)

        def with_set(index: int) -> float:
            cards = known[(index - 1) * size:index * size]
            return strength(hand | sum(1 << c for c in cards if c is not None))

        # a hand that wins with this set wins more at a higher level: look further or go back
        # (every level multiplies the value; measured in duplicate, see ai/experiments)
        if "next-set" in kinds and with_set(k) >= sure:
            return Action("next-set"), ("The hand is strong enough to win at a higher level: "
                                        "look at the next set.")
        if "back-set" in kinds and with_set(k - 1) >= sure and prev >= cur - 1.0:
            return Action("back-set"), ("The hand still wins with the set before this one: "
                                        "go back to it for the higher level.")
        # every set refused raises the level, which multiplies losses as much as gains: take a
        # set that is about average (a card is worth about 1.2) rather than gamble on the next
        good = 1.0 * size
        if "next-set" not in kinds:
            if prev > cur + 1.0:
                return Action("back-set"), "The set before was clearly better."
            return Action("take-set"), "The last set will do."
        if cur >= good:
            return Action("take-set"), set_words(size, True)
        if prev >= good + 1.0 and prev > cur + 2.0:
            return Action("back-set"), "The set before was better after all."
        return Action("next-set"), set_words(size, False)

    def _discard(self, view: NineteenView | NineteenCardView,
                 legal: list[Action]) -> tuple[Action, str]:
        """Void short suits and bank loose points. Why the terms of a suit are kept by what is
        left in it: a playout's declarer weighs a hundred discards or more, which leave only a
        few different holdings in each suit; each is worked out once, and the terms are added
        in the same order as before, so every score is the same to the last bit."""
        hand = view.hands[view.turn]
        trumps = (hand & TRUMPS).bit_count()
        void_bonus = 4.0 if trumps >= 3 else 1.0
        suits = [(lane, (hand & lane).bit_count(), {}) for lane in SUIT_MASKS]
        best, best_score = legal[0], None
        for a in legal:
            m = a.get("cards")
            rest = hand & ~m
            score = 0.0
            for lane, before, known in suits:
                kept = rest & lane
                terms = known.get(kept)
                if terms is None:
                    after = kept.bit_count()
                    gain = (void_bonus if before and not after
                            else 1.0 if after == 1 and before > 1 else None)
                    # unguarded court cards may be lost
                    loss = 0.3 * card_points(kept) if kept and not kept & KINGS else None
                    terms = known[kept] = (gain, loss)
                gain, loss = terms
                if gain is not None:
                    score += gain
                if loss is not None:
                    score -= loss
            score += 0.5 * card_points(m & PLAIN_SUITS) - 4.0 * (m & TRUMPS).bit_count()
            if best_score is None or score > best_score:
                best, best_score = a, score
        return best, discard_words(hand, best.get("cards"))

    # ------------------------------------------------------------------ declarations
    def _declare(self, view: NineteenView, legal: list[Action]) -> tuple[Action, str]:
        pos = view.turn
        hand = view.hands[pos]
        s = strength(hand)
        contra_at = self.settings.get("contra_strength", CONTRA_STRENGTH)
        trumps = hand & TRUMPS
        n = trumps.bit_count()
        sure_sparrow = bool(hand >> JUGGLER & 1) and n >= 13 and bool(hand >> TOMFOOL & 1)
        plain = hand & PLAIN_SUITS
        sure_slam = n >= 11 and trumps & HIGH_TRUMPS == HIGH_TRUMPS and plain & ~KINGS == 0

        def appeal(a: Action) -> float:
            decls, contras = a.get("declarations"), a.get("contras")
            v = float(sum(HOLDINGS.get(d, 0) for d in decls))
            if "sparrow" in decls:
                v += 10 if sure_sparrow else -30
            if "slam" in decls:
                v += 20 if sure_slam else -50
            for t in contras:
                if t == "bid":
                    v += 3 if s >= contra_at else -3
                elif t == "slam":
                    v += 5
                else:
                    v += 2 if (hand & HIGH_TRUMPS).bit_count() >= 3 else -2
            return v

        best = max(legal, key=appeal)
        return best, declare_words(best, legal, hand)

    # ------------------------------------------------------------------ play
    def _play(self, view: NineteenCardView, legal: list[Action]) -> tuple[Action, str]:
        c, why = self.card(view, card_mask(legal))
        return Action("play", c), why

    def card(self, view: NineteenCardView, mask: int) -> tuple[int, str]:
        """The card to play of the legal cards ``mask`` (two or more), and why. A playout asks
        this directly with the mask the rules allow, without the list of actions.

        Why positions are bit masks here (the sides, the players still to play): this runs for
        every card of every playout of the search, and small sets built per card were a fifth
        of its time; the choices are those of the set-based version (a unit test compares them)."""
        pos = view.turn
        hand = view.hands[pos]
        played = cards_played(view)
        friends, foes = sides(view, pos)
        if view.trick:
            return self._follow(view, hand, mask, played, friends)
        return self._lead(view, hand, mask, played, friends, foes)

    def _lead(self, view: NineteenCardView, hand: int, mask: int, played: int, friends: int,
              foes: int) -> tuple[int, str]:
        trumps = mask & TRUMPS
        out_trumps = TRUMPS & ~played & ~hand
        foes_trump = may_hold_trumps(view, foes) if foes else bool(out_trumps)
        if trumps and friends >> view.declarer & 1 and trumps.bit_count() >= 4 and foes_trump:
            top = highest(trumps)
            if top > highest(out_trumps | 1):
                return top, "Draw trumps with a card nobody can beat."
        if trumps == 1 << JUGGLER and not foes_trump and not keeps_juggler(view, friends):
            return JUGGLER, JUGGLER_SAFE
        # a void of anyone not known to be a friend may trump the king (a defender of a
        # Partnership whose partner is secret cannot tell friend from foe): one shown by a card
        # played, or one in a hand lying face up (a dummy), there for everyone to see
        others = 15 & ~friends
        voids = hidden = 0
        for p in POSITIONS[others]:
            voids |= view.voids[p]
            if view.hands[p] is None:
                hidden |= 1 << p
            else:
                voids |= lacking(view.hands[p])
        held = trumper = 0  # kings kept back from a player likely to trump them
        for lane in SUIT_MASKS:
            mine = mask & lane
            if not mine:
                continue
            top = highest(mine)
            if (1 << top & KINGS and top > highest(lane & PLAIN_SUITS & ~played & ~hand | 1)
                    and not voids & lane):
                risk = trump_risk(view, out_trumps, hidden)
                # the announcements at the table only: a playout's small view holds none
                trumper, quiet = king_risk(view, hidden, not self.in_playouts) if risk \
                    else (-1, False)
                if trumper < 0:
                    return top, cash_king_words(friends | foes == 15, risk, quiet)
                held |= 1 << top
        plain = mask & PLAIN_SUITS
        if held:
            return lead_instead(view, plain & ~held, trumps, held, trumper)
        if plain:
            c = lowest(plain & shortest_suit(plain))
            return c, short_lead_words(plain, c)
        small = trumps & ~(1 << JUGGLER) or trumps
        return lowest(small), "Only trumps left: lead a small one."

    def _follow(self, view: NineteenCardView, hand: int, mask: int, played: int,
                friends: int) -> tuple[int, str]:
        trick, led, leader = view.trick, view.led, view.leader
        trick_mask = 0
        for c in trick:
            trick_mask |= 1 << c
        if trick_mask & TOMFOOL_AND_WORLD == TOMFOOL_AND_WORLD and mask >> JUGGLER & 1:
            return JUGGLER, EMPEROR_TRICK
        best = winning_in(trick_mask, led)
        # the players still to play who are not known to be with us
        danger = STILL_TO_PLAY[leader][len(trick)] & ~friends
        if friends >> (leader + trick.index(best)) % 4 & 1 and (
                not danger or unbeatable(view, led, hand, played, danger) >> best & 1):
            give = mask & ~(1 << JUGGLER) if mask != 1 << JUGGLER else mask
            if not danger and mask >> JUGGLER & 1 and best != JUGGLER:
                give = mask
            top = max(iter_cards(give), key=GIFT_ORDER.__getitem__)
            # the card played may itself take the trick (void, it must trump; the Tomfool
            # never wins): the words say so, not that the side's card holds it
            over = beating(best, led) & ~(1 << TOMFOOL)
            if POINTS[top] > 1:
                return top, (taken_over(best, top, "brings its points to your side", mask, over)
                             if over >> top & 1 else side_holds(best, danger, "give it points"))
            low = cheapest(mask)
            return low, (taken_over(best, low, "costs least", mask, over) if over >> low & 1
                         else side_holds(best, danger, "play low"))
        winners = mask & beating(best, led) & ~(1 << JUGGLER)
        if winners:
            if not danger:
                return lowest(winners), "Win the trick as cheaply as possible."
            safe = winners & unbeatable(view, led, hand, played, danger)
            if safe:
                return lowest(safe), "Win with a card nobody still to play is known to beat."
            return lowest(winners), "Try to take this trick with your lowest card that beats it."
        # "lost" was said of a trick the partner then trumped and won; nobody beats the
        # Tomfool led, and the partner was said to play for it all the same
        partner_after = STILL_TO_PLAY[leader][len(trick)] & friends if beating(best, led) else 0
        return cheapest(mask), cannot_win_words(mask, partner_after, view)


def taken_over(best: int, card: int, why: str, mask: int, over: int) -> str:
    """Why ``card``, which beats the side's winning ``best``, is played onto it: every card of
    ``mask`` (the legal ones) beats it (``over``: void in the suit, it must trump), or it is
    the cheapest all the same. "Your side's K♦ should hold this trick … play low" was said of
    the 6★ that then took the trick."""
    if not mask & ~over:
        return (f"Every card you may play takes this trick over from your side's "
                f"{plate_card(best)}: {card_words(card)} {why}.")
    return (f"{capital(card_words(card))} {why}, and takes this trick over from your side's "
            f"{plate_card(best)}.")


def side_holds(best: int, danger: int, then: str) -> str:
    """Why the side's card now winning lets this one give points or play low: nobody is left to
    play, or nobody still to play (``danger``) is known to beat it. "Your side is winning this
    trick" was said with two defenders still to play, one of whom then trumped it."""
    if not danger:
        return f"Your side wins this trick: {then}."
    return (f"Your side's {plate_card(best)} should hold this trick, as nobody still to play "
            f"is known to beat it: {then}.")


# ---------------------------------------------------------------------- card play, as masks
#: the positions of each four-bit mask of positions, in order
POSITIONS = tuple(tuple(p for p in range(4) if m >> p & 1) for m in range(16))
#: the positions still to play after the card now chosen, by leader and cards already in the
#: trick, as a mask
STILL_TO_PLAY = tuple(tuple(sum(1 << (leader + i) % 4 for i in range(n + 1, 4))
                            for n in range(4)) for leader in range(4))
TOMFOOL_AND_WORLD = 1 << TOMFOOL | 1 << WORLD
#: one bit per plain suit at each rank: shifted by a rank, the cards of that rank
RANK_ONE = 1 | 1 << 16 | 1 << 32 | 1 << 48


def sides(view: NineteenCardView, pos: int) -> tuple[int, int]:
    """Positions (a mask) known to be with ``pos`` and known to be against it."""
    d = 1 << view.declarer
    if view.bid != "partnership":
        side = d
    elif view.partner_known:
        side = d if view.partner is None else d | 1 << view.partner
    elif pos == view.declarer:
        return d, 0
    else:
        return 1 << pos, d
    if side >> pos & 1:
        return side, 15 & ~side
    return 15 & ~side, side


def keeps_juggler(view: NineteenCardView, friends: int) -> bool:
    """Whether our side announced the Sparrow (the Juggler kept back to win the last trick)."""
    return bool(view.sparrow_by) and bool(friends >> view.sparrow_by[1] & 1)


def may_hold_trumps(view: NineteenCardView, positions: int) -> bool:
    """Whether any of ``positions`` may hold a trump: a hand lying face up (a dummy) when it
    shows one, a hidden hand when it is not known to be void in trumps. (Face-up hands were
    counted as hidden: a dummy showing no trump kept the Juggler back and drew trumps from
    hands that had none.)"""
    for p in POSITIONS[positions]:
        h = view.hands[p]
        if h & TRUMPS if h is not None else view.voids[p] & TRUMPS != TRUMPS:
            return True
    return False


def lacking(hand: int) -> int:
    """The plain suits (their lanes, as a mask) ``hand`` holds no card of: a face-up hand's
    voids, known to everyone before it shows them by a card played."""
    voids = 0
    for lane in SUIT_MASKS:
        if not hand & lane:
            voids |= lane
    return voids & PLAIN_SUITS


def trump_risk(view: NineteenCardView, out_trumps: int, hidden: int) -> bool:
    """Whether a trump may take a king cashed now: one of the hidden hands ``hidden`` (a mask
    of positions not known to be friends) is not known to be void in trumps, and a trump is
    out of their sight (``out_trumps``: not played, not in the leader's hand) and in no hand
    lying face up. A face-up hand against the leader does not count: void in the suit, it
    keeps the king back; holding it, it must follow. "A trump may still take it" was said
    with the trumps left all in the dummies' face-up hands."""
    if not hidden:
        return False
    for p, h in enumerate(view.hands):
        if h is not None and p != view.turn:
            out_trumps &= ~h
    return bool(out_trumps) and may_hold_trumps(view, hidden)


def winning_in(trick_mask: int, led: int) -> int:
    """The card now winning a trick of these cards (the Emperor rule included)."""
    if trick_mask & HONOURS == HONOURS:
        return JUGGLER
    return highest(trick_mask & TRUMPS or trick_mask & led)


def unbeatable(view: NineteenCardView, led: int, hand: int, played: int, danger: int) -> int:
    """The cards that stay the trick's winner against the positions ``danger`` (a mask, not
    empty), as a mask. Against a hand lying face up (a dummy, with two or three players), an
    exact answer: what that hand may play (follow, else trump) and whether any of it beats the
    card (with only such hands to come, a Juggler winning the trick holds it too). Against a
    hidden hand: the trumps above every trump still out (never the Juggler, the
    lowest trump, which the player keeps out of tricks the others may still take), and the
    cards of the led suit above every one still out, unless a trump is out and one of those
    players has shown a void in the suit without being known to hold no trump (looked at last:
    it is the dearest test); no card lying face up is out. Why the exact answer: a dummy that
    must follow suit cannot trump, yet its trumps counted as out, and the player gave up a trick
    its side held ("The trick is lost: throw the least") and threw low onto it."""
    hands = view.hands
    shown = 0
    seen = 0
    if hands.count(None) < len(hands) - 1:  # a hand besides the one to play lies face up
        for p in range(4):
            if p != view.turn and hands[p] is not None:
                shown |= 1 << p
                seen |= hands[p]
    hidden = danger & ~shown
    keep = TRUMPS & ~(1 << JUGGLER)
    if hidden:
        out = PLAIN_SUITS & ~played & ~hand & ~seen | TRUMPS & ~played & ~hand & ~seen
        out_trumps = out & keep
        safe = keep & ~((2 << highest(out_trumps | 1)) - 1)
        in_suit = led & ~((2 << highest(led & out | 1)) - 1)
        if in_suit and out_trumps and any(
                view.voids[p] & led and view.voids[p] & TRUMPS != TRUMPS
                for p in POSITIONS[hidden]):
            result = safe
        else:
            result = safe | in_suit
    else:  # only face-up hands to come: the Juggler too may hold the trick
        result = TRUMPS | led
    if danger & shown:
        result = _unbeaten_by_shown(view, led, result, danger & shown)
    return result


def _unbeaten_by_shown(view: NineteenCardView, led: int, cards: int, shown: int) -> int:
    """Of ``cards``, those no hand of the face-up positions ``shown`` can beat with a card it
    may play: the led suit when it holds one, else a trump, else anything (the Emperor rule
    too: its Juggler takes a trick holding the Tomfool and the World)."""
    in_trick = 0
    for c in view.trick:
        in_trick |= 1 << c
    for p in POSITIONS[shown]:
        h = view.hands[p]
        may = h & led or h & TRUMPS or h
        for c in iter_cards(cards):
            if beating(c, led) & may or (
                    may >> JUGGLER & 1 and (in_trick | 1 << c) & TOMFOOL_AND_WORLD
                    == TOMFOOL_AND_WORLD):
                cards &= ~(1 << c)
    return cards


def cheapest(mask: int) -> int:
    """The card of ``mask`` we lose least by giving away: the least of ``CHEAP_ORDER`` (fewest
    points, then lowest rank), found without going through the cards. The order rises with
    the rank in every plain suit and with the number among the trumps, and puts the Juggler
    after every other card whether or not it is kept back (8 or 20 against at most 6.3), so
    the least is the lower of the lowest-ranked plain card (lowest suit first) and the lowest
    trump but the Juggler."""
    plain = mask & PLAIN_SUITS
    trumps = mask & TRUMPS & ~(1 << JUGGLER)
    if plain:
        ranks = (plain | plain >> 16 | plain >> 32 | plain >> 48) & 0xFFFF
        c = lowest(plain & RANK_ONE << lowest(ranks))
        if not trumps:
            return c
        t = lowest(trumps)
        return c if CHEAP_ORDER[False][c] < CHEAP_ORDER[False][t] else t
    return lowest(trumps) if trumps else JUGGLER


__all__ = ["BID_THRESHOLDS", "CANNOT_WIN", "CASH_KING", "PARTNER_AFTER", "RuleAgent",
           "discard_words", "strength"]
