"""The rule player's card play in The Least (everybody passed the window: fewest card points
wins): everybody ducks under the winning card and throws their heavy cards when they cannot
follow. Apart from ``sheepshead.py`` to keep each module readable (and under the size limit);
so is the sure check of a card given for nothing (``needless_gift``), which the play checker asks,
and the words for a defender's card given to its own side's trick where a hint's search
overrules the rule (``gift_words``).
"""

from __future__ import annotations

from math import comb

from ..engine.cards import DECK_32, FRENCH, SUIT_NAMES, cards_of
from ..engine.protocol import Action
from ..engine.view import cards_played
from ..engine.words import counted
from ..games.sheepshead import GROUP, KEY, TRUMP_MASK, card_points
from ..games.sheepshead_view import SheepsheadView
from .base import card_mask

#: points of each single card
POINTS = [card_points(1 << c) for c in range(64)]
#: the queens and jacks: the eight highest trumps, too strong to spend on a trick won without them
POWER = sum(1 << (s * 16 + r) for s in range(4) for r in (11, 12))


def cheaper_gift(x: int, c: int) -> bool:
    """Is ``x`` surely the better card than ``c`` to give to a trick already lost? It gives
    fewer points and keeps no less: a weaker card of the same suit (or trump), or a plain card
    worth nothing beside an ace or ten. A queen or jack is never called cheaper (its 3 points
    may be worth less than the trump it would win a later trick with), nor a low trump beside
    another suit's ace (it may trump later); nor a ten beside an ace, a point apart, not
    worth interrupting a person for."""
    if POINTS[c] - POINTS[x] < 2 or POWER >> x & 1:
        return False
    if GROUP[x] == GROUP[c]:
        return KEY[x] < KEY[c]
    return not TRUMP_MASK >> x & 1 and not POINTS[x] and POINTS[c] >= 10


def beats(c: int, winner: int, led: int) -> bool:
    """Would ``c`` played now beat the card ``winner`` in a trick led in group ``led``?"""
    if TRUMP_MASK >> c & 1 or led >> c & 1:
        return KEY[c] > KEY[winner]
    return False


class LeastPlay:
    """The Least's decisions, for the rule player's ``_Context`` (which holds the facts read
    here: the legal cards, the trick, the cards unseen)."""

    legal: int
    unseen: int
    trick: list[int]
    led: int
    leader: int
    voids: list[int]
    last: bool
    win_card: int
    win_pos: int
    me: int
    player: int | None
    hand_left: int

    def winners(self) -> list[int]:
        return [c for c in cards_of(self.legal) if beats(c, self.win_card, self.led)]

    def unbeatable(self, c: int, against: int) -> bool:
        raise NotImplementedError

    def needless_gift(self, c: int, instead: int = -1) -> tuple[int, str] | None:
        """A cheaper card to play than ``c`` (``instead``, if it is one) where the trick is
        surely lost to ``c``'s side, and why; None where it is not. Why a sure check beside
        the search: a defender's A♦, 11 points, onto the Player's Q♠ nobody after could beat,
        with the 8♦ legal, went unquestioned twice (the imagined deals' figures were not
        clear enough), and swung the deal from −2 to +2 for the Player."""
        if not self.trick or self.player is None or self.winners():
            return None
        if self.me == self.player:  # a defender wins it, whoever of the two plays last
            said = "The defenders have won this trick for sure: the {0} gives them"
        elif self.win_pos == self.player and (
                self.last or self.unbeatable(self.win_card, 3 - self.me - self.player)):
            said = "The Player has won this trick for sure: the {0} gives it"
        else:
            return None
        cheaper = [x for x in cards_of(self.legal) if cheaper_gift(x, c)]
        if not cheaper:
            return None
        x = instead if instead in cheaper else min(cheaper, key=lambda x: (POINTS[x], KEY[x]))
        then = f"only {POINTS[x]}" if POINTS[x] else "none"
        return x, (said.format(FRENCH.short(c)) + f" {counted(POINTS[c], 'point')}, the "
                   f"{FRENCH.short(x)} {then}.")

    def gift_words(self, x: int, r: int) -> str:
        """Why a defender gives ``x`` to this trick, more points than the rule's ``r``, where a
        hint's search overrules the rule: what the points ride on, from the cards ("the A♥ did
        better" and figures alone told a learner nothing of why an ace went onto a trick the
        Player could still take). Said only as facts: who can still beat the trick's winning
        card, and with what ("" where ``x`` is no such gift)."""
        if not self.trick or self.player in (None, self.me) or POINTS[x] <= POINTS[r]:
            return ""
        partner, card_ = 3 - self.me - self.player, FRENCH.short(x)
        after = [(self.leader + i) % 3 for i in range(len(self.trick) + 1, 3)]
        takes = beats(x, self.win_card, self.led)
        points = f"the {card_}'s {counted(POINTS[x], 'point')}"
        if self.win_pos != self.player:  # the side's trick: the Player may be still to play
            head = (f"The {card_} takes the trick over for your side" if takes else
                    f"Your partner's {FRENCH.short(self.win_card)} is winning this trick")
            ways = self.ways_to_beat(x if takes else self.win_card, self.player, False)
            if self.player not in after:
                return f"{head}, and the Player has played to it: {points} are safe there."
            if not ways:
                return (f"{head}, and the Player, last to play, cannot beat it: {points} are "
                        "safe there.")
            return (f"{head}, and the Player, last to play, can beat it only if it {ways}; if "
                    f"it cannot, {points} are your side's.")
        ways = self.ways_to_beat(self.win_card, partner, True)
        if takes or partner not in after or not ways:
            return ""
        said = (f"Your partner, last to play, can still beat the Player's "
                f"{FRENCH.short(self.win_card)} if they {ways}; if they do, {points} are your "
                "side's (if not, the Player's)")
        if beats(r, self.win_card, self.led):  # the rule's card would have won it
            return f"{said}, and you keep the {FRENCH.short(r)} for a later trick."
        return f"{said}."

    def ways_to_beat(self, w: int, pos: int, they: bool) -> str:
        """How position ``pos`` could still beat ``w``, the card winning this trick, from the
        cards it may hold (those unseen, less the suits it has shown it lacks): "holds one of
        the 3 higher hearts still out or is out of hearts and trumps it" (``they``: said of
        the partner, "hold … or are out of …"); "" where it cannot."""
        voids = self.voids[pos]
        trump = bool(TRUMP_MASK >> w & 1)
        group = TRUMP_MASK if trump else GROUP[w]
        higher = sorted((c for c in cards_of(group & self.unseen & ~voids) if KEY[c] > KEY[w]),
                        key=KEY.__getitem__, reverse=True)
        kind = "trumps" if trump else SUIT_NAMES[w >> 4].lower()
        hold = "hold" if they else "holds"
        ways = []
        if len(higher) > 2:
            ways.append(f"{hold} one of the {len(higher)} higher {kind} still out")
        elif higher:
            ways.append(f"{hold} " + " or ".join(f"the {FRENCH.short(c)}" for c in higher))
        if not trump and self.unseen & TRUMP_MASK & ~voids:
            ways.append(f"{'are' if they else 'is'} out of {kind} and "
                        f"{'trump' if they else 'trumps'} it")
        return " or ".join(ways)

    def least_lead_words(self, c: int, legal: list[int]) -> str:
        """Why ``c`` is led in The Least: the rule leads the card with most higher cards of its
        suit (or trumps) still out, up to three, then the cheapest. "Lead the J♣: someone
        else should have to win it" was said of the fifth trump with only two higher still
        out: the words count them."""
        card_ = FRENCH.short(c)
        group = GROUP[c]
        higher = sum(1 << x for x in cards_of(group & self.unseen) if KEY[x] > KEY[c])
        n = higher.bit_count()
        kind = "trumps" if group == TRUMP_MASK else SUIT_NAMES[c >> 4].lower()
        if n >= 3:
            return (f"Lead the {card_}: {n} higher {kind} are still out, so someone else will "
                    "likely have to win it.")
        if n:
            out = f"{FRENCH.list_short(higher)} {'is' if n == 1 else 'are'} still out"
            most = "; no other card of yours has more above it" if len(legal) > 1 else ""
            return f"Lead the {card_}: {out}, so someone else may have to win it{most}."
        return (f"Lead the {card_}: no card still out is higher than any of yours in its "
                "suit or among the trumps, so you will likely win what you lead, and the "
                f"{card_} puts the fewest points into it ({counted(POINTS[c], 'point')}).")

    def least(self) -> tuple[int, str]:
        """The Least's card and its reason (see the module)."""
        legal = cards_of(self.legal)
        if not self.trick:
            def lead_key(c: int) -> tuple:
                group = GROUP[c] & self.unseen
                higher = sum(1 for x in cards_of(group) if KEY[x] > KEY[c])
                return (-min(higher, 3), POINTS[c], KEY[c])
            c = min(legal, key=lead_key)
            return c, self.least_lead_words(c, legal)
        if not self.led & self.legal:
            heaviest = max(legal, key=lambda x: (POINTS[x], KEY[x]))
            off = [c for c in legal if not TRUMP_MASK >> c & 1]
            if self.led == TRUMP_MASK or off:
                # an off-suit card can never win: shed the heaviest one
                richest = max(off, key=lambda x: (POINTS[x], -KEY[x])) if off else heaviest
                c = heaviest if self.led == TRUMP_MASK else richest
                return c, (f"You cannot follow: throw away the {FRENCH.short(c)} "
                           f"({POINTS[c]} points).")
            under = [c for c in legal if not beats(c, self.win_card, self.led)]
            if under:
                c = max(under, key=lambda x: (POINTS[x], KEY[x]))
                return c, f"Trump under the winning card with the {FRENCH.short(c)}."
            c = min(legal, key=lambda x: (POINTS[x], KEY[x]))
            return c, f"You must trump: the {FRENCH.short(c)} costs least."
        under = [c for c in legal if not beats(c, self.win_card, self.led)]
        if under:
            c = max(under, key=lambda x: (POINTS[x], KEY[x]))
            return c, f"Duck under the {FRENCH.short(self.win_card)} with the {FRENCH.short(c)}."
        if self.last:
            c = min(legal, key=lambda x: (POINTS[x], -KEY[x]))
            return c, (f"You must win this trick: do it with the {FRENCH.short(c)} and keep your "
                       "points down.")
        return self.least_over(legal)

    def overtaken(self, c: int) -> float:
        """The chance that the last player beats ``c``, played second in The Least: that the
        cards of the suit led (or trumps) it holds are all higher than ``c``, counted over
        the cards it may hold (those unseen, but of suits it has shown it is out of), as a
        player ducking whenever it can. A player out of a plain suit led, who may trump, is
        taken to throw off (as the rule player does)."""
        q = (self.me + 1) % 3
        pool = self.unseen & ~self.voids[q]
        group = self.led & pool
        higher = sum(1 for x in cards_of(group) if KEY[x] > KEY[c])
        lower = group.bit_count() - higher
        n, k = pool.bit_count(), min(self.hand_left, pool.bit_count())
        if not higher or not k:
            return 0.0
        return (comb(n - lower, k) - comb(n - lower - higher, k)) / comb(n, k)

    def least_over(self, legal: list[int]) -> tuple[int, str]:
        """Second to play in The Least, every card it may play beating the trick's: the card
        with the fewest points to expect in its tricks, weighing the points it puts into the
        trick (with those there and the last player's card) by the chance the last player
        does not beat it. Why: "play your lowest, the A♦ (11 points), and hope to be
        overtaken" was said beside the J♣; the last player, with no higher trump, threw the
        10♦ under it, and the A♦ took 21 points where the J♣ would have taken 12."""
        q = (self.me + 1) % 3
        pool = cards_of(self.unseen & ~self.voids[q])
        follow = sum(POINTS[x] for x in pool) / len(pool) if pool else 0.0
        base = sum(POINTS[x] for x in self.trick) + follow
        chance = {c: self.overtaken(c) for c in legal}
        low = min(legal, key=KEY.__getitem__)
        ways = self.ways_to_beat(low, q, True)
        # of cards alike, the lowest (the likeliest overtaken), or where nobody can beat any,
        # the highest (kept, it would have to win a later trick)
        c = min(legal, key=lambda x: ((1 - chance[x]) * (base + POINTS[x]),
                                      KEY[x] if ways else -KEY[x]))
        kind = "trump" if self.led == TRUMP_MASK else SUIT_NAMES[c >> 4].lower()[:-1]
        head = f"Every {kind} you hold beats the {FRENCH.short(self.win_card)}"
        card_, low_ = FRENCH.short(c), FRENCH.short(low)
        if not ways:  # nobody after can beat any of them: the trick is taken
            worth = f"worth {counted(POINTS[c], 'point')}" if POINTS[c] else "worth nothing"
            return c, (f"{head}, and the last player cannot beat any of them: you take this "
                       f"trick, so play the {card_}, {worth}, the fewest you can.")
        if c != low:
            return c, (f"{head}: play the {card_} ({counted(POINTS[c], 'point')}), not your "
                       f"lowest, the {low_} ({counted(POINTS[low], 'point')}). The last player "
                       f"can beat the {low_} only if they {ways}, and would rather play under "
                       f"it if they can, so you may well take this trick: the {card_} puts "
                       f"{counted(POINTS[low] - POINTS[c], 'point')} fewer into it.")
        # "Play your lowest card, the 10♦" was said of the lowest trump, beside a K♥ and an
        # 8♣ the person could not play: the cards said are those it must follow with; "your
        # lowest card, the A♦" read as the cheapest: it is 11 points
        points = f" ({POINTS[c]} points)" if POINTS[c] else ""
        said = (f"{head}: play your lowest, the {card_}{points}, and hope to be overtaken (the "
                f"last player beats it if they {ways})")
        cheaper = min(legal, key=lambda x: (POINTS[x], -KEY[x]))
        if POINTS[cheaper] < POINTS[c]:
            return c, (f"{said}: that chance is worth more than the "
                       f"{counted(POINTS[c] - POINTS[cheaper], 'point')} the "
                       f"{FRENCH.short(cheaper)} would save if you take the trick.")
        return c, f"{said}."


class GiftWords:
    """The rule player's words for a hint whose search overrules it (``overrule_reason``), for
    the Sheepshead rule player (which gives its ``context_class``)."""

    @staticmethod
    def context_class() -> type:
        raise NotImplementedError

    @classmethod
    def overrule_reason(cls, view: SheepsheadView, legal: list[Action], action: Action,
                        rule_action: Action) -> str:
        """Why ``action``, the search's choice, where the rule chose ``rule_action``, in words
        a learner follows and true for the cards: a defender's point card given to a trick its
        side holds or may still win (``LeastPlay.gift_words``); "" for any other choice."""
        if view.stage != "play" or view.least or action.type != "play" or \
                rule_action.type != "play" or action not in legal:
            return ""
        played, me = cards_played(view), view.turn
        unseen = DECK_32 & ~played & ~view.hands[me] & ~(view.discards or 0)
        ctx = cls.context_class()(view, me, card_mask(legal), unseen, played)
        return ctx.gift_words(action.card, rule_action.card)
