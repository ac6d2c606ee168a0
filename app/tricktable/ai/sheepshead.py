"""The rule-based Three-Hand Sheepshead player: a sensible club player's habits, no search.

Why these habits: the Player needs 61 of 120 points alone against two, so it takes the window only
with real trump strength, buries points it could not protect (and makes voids to trump into),
draws trumps with its masters, and wins a trick it can win (second to play, a trick left to the
defenders takes the last one's smear) with points rather than a queen or jack. Defenders share
their points: they cash a card the Player cannot beat, smear an ace or ten onto a trick
their partner has won (keeping their queens and jacks), and beat the Player whenever only the
partner plays after them, since then whatever wins is the side's trick. In The Least everybody
ducks under the winning card and throws their heavy cards when they cannot follow.
"""

from __future__ import annotations

from ..engine.cards import DECK_32, FRENCH, SUIT_MASKS, SUIT_NAMES, card, cards_of
from ..engine.protocol import PASS, PLAY, Action
from ..engine.view import cards_played
from ..engine.words import counted
from ..games.sheepshead import GROUP, KEY, PLAIN_MASKS, TAKE, TRUMP_MASK, card_points
from ..games.sheepshead_view import SheepsheadView
from .base import Agent, card_mask, only_reason
from .playout_sheepshead import SheepsheadCardView
from .sheepshead_defender import DefenderPlay
from .sheepshead_least import POWER, GiftWords, LeastPlay
from .sheepshead_least import beats as beats  # the tests and experiments read it here

#: points of each single card
POINTS = [card_points(1 << c) for c in range(64)]
#: the cards the Player lays away after taking the window, unseen by the defenders
BURIED = 2
QC, QS = card("QC"), card("QS")
QUEEN_MASK = sum(1 << (s * 16 + 12) for s in range(4))
JACK_MASK = sum(1 << (s * 16 + 11) for s in range(4))
PLAIN_ACES = sum(1 << (s * 16 + 14) for s in (0, 2, 3))
PLAIN = PLAIN_MASKS[0] | PLAIN_MASKS[2] | PLAIN_MASKS[3]
#: the plain suits (clubs, hearts, spades): diamonds are all trumps
PLAIN_SUITS = (0, 2, 3)


def best_index(trick: list[int], led: int) -> int:
    """Index of the card now winning ``trick``."""
    follow = led | TRUMP_MASK
    best_i, best = 0, KEY[trick[0]]
    for i in range(1, len(trick)):
        c = trick[i]
        if follow >> c & 1 and KEY[c] > best:
            best, best_i = KEY[c], i
    return best_i


def _hand_words(hand: int) -> str:
    """A hand's strength for the window in words: "5 trumps (1 queen and 2 jacks among them)
    and 1 plain ace". The count alone said "with 5 trumps" both ways; the queens and jacks,
    and the plain aces, are what tell two such hands apart (the aces apart: "5 trumps (1
    queen, 3 jacks and 1 plain ace)" read as six trumps)."""
    n = (hand & TRUMP_MASK).bit_count()
    trumps = f"{n} trump" + ("" if n == 1 else "s")
    q, j = (hand & QUEEN_MASK).bit_count(), (hand & JACK_MASK).bit_count()
    aces = (hand & PLAIN_ACES).bit_count()
    high = [f"{k} {word}{'' if k == 1 else 's'}" for k, word in ((q, "queen"), (j, "jack"))
            if k]
    trumps += (f" ({' and '.join(high)} among them)" if high
               else " (no queen or jack among them)")
    if aces:
        trumps += f" and {aces} plain ace{'' if aces == 1 else 's'}"
    return trumps


def _least_if_last(view: SheepsheadCardView) -> str:
    """What the last caller's pass means, after a reason: the hint and the checker weighed
    passing there without saying that it is The Least that is then played."""
    if len(view.window_calls) < 2:
        return ""
    return " Nobody has taken the window, so if you pass, The Least is played."


def strength(hand: int) -> float:
    """How well a ten-card hand should play as the Player (higher is stronger)."""
    trumps = hand & TRUMP_MASK
    s = 1.0 * trumps.bit_count()
    s += 2.0 * (trumps & QUEEN_MASK).bit_count() + 1.0 * (trumps & JACK_MASK).bit_count()
    s += 1.0 * (hand >> QC & 1) + 1.0 * (hand >> QS & 1)  # the two highest trumps
    s += 1.5 * (hand & PLAIN_ACES).bit_count()
    s += 0.5 * sum(1 for m in PLAIN_MASKS if m & PLAIN and not hand & m)
    return s


class RuleAgent(GiftWords, Agent):
    """Heuristic player. Its figures were tuned with self-play: a void made by the burial is
    worth more than the points buried, and leading a trump that is not the best one left costs
    the Player more than it draws."""

    level = "rule"

    #: a learner's slips per stage (see ai/beginner.py): it takes or passes the window as told
    #: and buries loosely more often than it misjudges the window
    BEGINNER_CARELESS = {"window": 0.1, "discard": 0.2, "play": 0.2}

    #: a deal's score counts game points (the match is played to 10 of them)
    SCORE_UNIT = "game point"

    #: take the window with at least this :func:`strength` (tuned by ``simulate``)
    TAKE_AT = 12.0

    #: what burying a plain ace costs, beyond its points: more than a void and the points of
    #: any pair, so an ace stays in hand while another pair may go. Kept, it wins its trick with
    #: its points and whatever follows it; buried for a void it won +0.16 game points a deal
    #: less (``ai/experiments/sheepshead_bury``, 4,000 duplicate deals)
    ACE_KEPT = 35.0

    #: a defender allows for the Player's unseen burial when it asks whether a card is safe
    #: (+0.022 [+0.010, +0.034] and +0.028 [+0.017, +0.040] game points a deal against the
    #: former player, ``ai/experiments/sheepshead_doubt``, 3,000 duplicate deals, seeds 1 and
    #: 20000)
    DOUBT_BURIAL = True

    @staticmethod
    def left_behind(view: SheepsheadView) -> tuple[str, float]:
        """Who a defender's choice moves, and by how many times the others' average: only the
        Player, by twice it, since the partner scores nothing as the defender does ("with the
        others about 2.0 game points further behind you" counted the partner in). Zero-sum
        scoring moves the defenders too; elsewhere the others, by their average."""
        player = view.window_player
        if player is not None and player != view.seat and not view.least and not view.zero_sum:
            return "the Player", 2.0
        return "the others", 1.0

    @classmethod
    def sure_mistake(cls, view: SheepsheadView, legal: list[Action], action: Action,
                     instead: Action | None = None) -> tuple[Action, str] | None:
        """A card given for nothing (see ``LeastPlay.needless_gift``): the cheaper card and
        why, or None."""
        if view.stage != "play" or view.least or action.type != "play" or action not in legal:
            return None
        played, me = cards_played(view), view.turn
        unseen = DECK_32 & ~played & ~view.hands[me] & ~(view.discards or 0)
        ctx = cls.context_class()(view, me, card_mask(legal), unseen, played)
        found = ctx.needless_gift(action.card, instead.card if instead is not None else -1)
        return None if found is None else (PLAY[found[0]], found[1])

    @staticmethod
    def context_class() -> type:
        """The reasoning about one card play (an experiment gives a variant of it)."""
        return _Context

    def choose(self, view: SheepsheadCardView, legal: list[Action]) -> Action:
        return self.explain(view, legal)[0]

    def explain(self, view: SheepsheadCardView, legal: list[Action]) -> tuple[Action, str]:
        if len(legal) == 1:
            return legal[0], only_reason(legal[0])
        stage = view.stage
        if stage == "window":
            return self._window(view)
        if stage == "discard":
            return self._discard(view, legal)
        mask = card_mask(legal)
        card, why = self._play(view, mask)
        return PLAY[card], why

    # ------------------------------------------------------------------ the window
    def _window(self, view: SheepsheadCardView) -> tuple[Action, str]:
        hand = view.hands[view.turn]
        s = strength(hand)
        need = self.settings.get("take_at", self.TAKE_AT)
        last = len(view.window_calls) == 2
        if last and card_points(hand) >= 45:
            need -= 2  # a heavy hand would suffer in The Least
        trumps = _hand_words(hand)
        if s >= need:
            return TAKE, (f"With {trumps}, your hand is strong enough to play alone against "
                          f"two.{_least_if_last(view)}")
        return PASS, (f"With {trumps}, your hand is too weak to make 61 card points alone "
                      f"against two.{_least_if_last(view)}")

    @staticmethod
    def close_reason(view: SheepsheadView, action: Action) -> str:
        """The rule's reason where the hint's imagined deals found the choice within chance,
        or "" to keep the rule's own. Why: "your hand is strong enough to play alone against
        two" beside "taking the window was about as good as passing (the difference is within
        chance)" contradicted itself; a hand the deals cannot tell apart is a borderline one,
        and the reason says so (and that the rule's choice is the rule's)."""
        if view.stage != "window":
            return ""
        hand = view.hands[view.seat] or 0
        does = "takes the window" if action == TAKE else "passes"
        return (f"With {_hand_words(hand)}, your hand is borderline for playing alone against "
                f"two: the usual rule {does} with it.{_least_if_last(view)}")

    # ------------------------------------------------------------------ burying
    def _discard(self, view: SheepsheadCardView, legal: list[Action]) -> tuple[Action, str]:
        hand = view.hands[view.turn]
        best, best_score = legal[0], None
        for a in legal:
            m = a.get("cards")
            score = self._bury_score(hand, m)
            if best_score is None or score > best_score:
                best, best_score = a, score
        m = best.get("cards")
        rest = hand & ~m
        voids = [SUIT_NAMES[s].lower() for s in PLAIN_SUITS if hand & PLAIN_MASKS[s]
                 and not rest & PLAIN_MASKS[s]]
        points = card_points(m)
        suits = "that suit" if len(voids) == 1 else "those suits"
        # "plain": "with no clubs left" was said to a hand still holding the Q♣ and the J♣,
        # which are trumps; where a queen or jack of a void suit stays, the void is the plain
        # suit's, and the words say so
        plain = "plain " if any(rest & POWER & SUIT_MASKS[s] for s in PLAIN_SUITS
                                if SUIT_NAMES[s].lower() in voids) else ""
        trump_it = (f"with no {plain}{' or '.join(voids)} left you can trump {suits}" if voids
                    else "")
        if points:
            why = f"their {points} points count for you" + (f", and {trump_it}" if voids else "")
        else:  # "their 0 points count for you" was said of two sevens
            why = trump_it or "they are the cards you need least"
        aces = rest & PLAIN_ACES
        keep = (f" Keep {FRENCH.list_short(aces)}: an ace usually wins its trick, and the "
                "points played to it." if aces and not m & PLAIN_ACES else "")
        # "Bury them": the hint's headline names the cards ("discard the 8♠ and the 10♣"); said
        # twice, a four-card discard of Nineteen read as a list read out twice
        return best, f"Bury them: {why}.{keep}"

    @staticmethod
    def _bury_score(hand: int, pair: int, ace_kept: float | None = None) -> float:
        """How good burying ``pair`` from ``hand`` is (``ace_kept``: ``ACE_KEPT`` unless given,
        for the experiment's former player)."""
        rest = hand & ~pair
        kept = RuleAgent.ACE_KEPT if ace_kept is None else ace_kept
        score = float(card_points(pair)) - kept * (pair & PLAIN_ACES).bit_count()
        trumps = pair & TRUMP_MASK
        for c in cards_of(trumps):
            score -= 25 + KEY[c] - 100
        for s in PLAIN_SUITS:
            m = PLAIN_MASKS[s]
            if hand & m and not rest & m:
                score += 20  # a new void: we can trump that suit (worth more than points)
            held = rest & m
            if held and not held >> (s * 16 + 14) & 1:
                score -= 0.5 * card_points(held)  # tens and kings without their ace are at risk
        return score

    # ------------------------------------------------------------------ card play
    def _play(self, view: SheepsheadCardView, legal: int) -> tuple[int, str]:
        me = view.turn
        played = cards_played(view)
        own_extra = view.discards or 0
        hand = view.hands[me]
        unseen = DECK_32 & ~played & ~hand & ~own_extra
        ctx = self.context_class()(view, me, legal, unseen, played)
        ctx.doubt_burial = self.DOUBT_BURIAL
        if view.least:
            return ctx.least()
        if view.window_player == me:
            return ctx.as_player()
        return ctx.as_defender()


class _Context(DefenderPlay, LeastPlay):
    """One card-play decision: the facts every rule below looks at."""

    def __init__(self, view: SheepsheadCardView, me: int, legal: int, unseen: int,
                 played: int) -> None:
        self.me = me
        self.legal = legal
        self.unseen = unseen
        self.trick = view.trick
        self.led = view.led
        self.leader = view.leader
        self.player = view.window_player
        self.voids = view.voids
        self.last = len(self.trick) == 2
        self.doubt_burial = True
        # cards in the hand of a player yet to play to this trick (ten, less the tricks done)
        self.hand_left = 10 - (played.bit_count() - len(self.trick)) // 3
        if self.trick:
            i = best_index(self.trick, self.led)
            self.win_card = self.trick[i]
            self.win_pos = (self.leader + i) % 3
            self.trick_points = sum(POINTS[c] for c in self.trick)
        self.next_pos = (me + 1) % 3

    # -- helpers
    def safe(self, c: int, against: int) -> bool:
        """Can position ``against`` (still to play after us) no longer beat ``c``?"""
        voids = self.voids[against]
        if TRUMP_MASK >> c & 1:
            return not any(KEY[x] > KEY[c] for x in cards_of(self.unseen & TRUMP_MASK & ~voids))
        suit = self.led if self.trick else GROUP[c]
        if not suit >> c & 1:
            return False  # an off-suit card never wins
        if any(KEY[x] > KEY[c] for x in cards_of(suit & self.unseen & ~voids)):
            return False
        # a player who is (or may be) out of the suit may trump it; a defender cannot see the
        # Player's burial, so the Player may be out of it whenever the suit's unseen cards could
        # all lie in the burial and (unless it has shown it is out of the suit) the partner's
        # hand ("Make the trick safe" with the A♥, and the Player trumped it for 15 points;
        # measured in ``ai/experiments/sheepshead_doubt``)
        maybe_void = voids & suit or not suit & self.unseen
        if self.doubt_burial and against == self.player != self.me:
            partner = 3 - self.me - self.player
            elsewhere = BURIED if self.voids[partner] & suit else \
                self.unseen.bit_count() - self.hand_left
            maybe_void = maybe_void or (suit & self.unseen).bit_count() <= elsewhere
        return not (maybe_void and self.unseen & TRUMP_MASK & ~voids)

    def unbeatable(self, c: int, against: int) -> bool:
        """Can ``against`` not beat ``c`` whatever it holds? :meth:`safe` takes a player with
        cards of the suit unseen to follow it, which plays better than doubting everyone, but
        is not a thing to tell the person as certain."""
        return self.safe(c, against) and bool(
            TRUMP_MASK >> c & 1 or not self.unseen & TRUMP_MASK & ~self.voids[against])

    @staticmethod
    def cheapest(cards: list[int]) -> int:
        """Fewest points, then the weakest."""
        return min(cards, key=lambda c: (POINTS[c], KEY[c]))

    @staticmethod
    def richest(cards: list[int]) -> int:
        """Most points, then the weakest (a smear that keeps our power)."""
        return max(cards, key=lambda c: (POINTS[c], -KEY[c]))

    @staticmethod
    def spare(cards: list[int]) -> list[int]:
        """The cards but the queens and jacks, if any others are left: a queen's 3 points or a
        jack's 2 are not worth the trump that would win a later trick."""
        return [c for c in cards if not POWER >> c & 1] or cards

    def take_with(self, win: list[int], contested: bool = False) -> int:
        """The card to win a trick with: the richest that is not a queen or jack (its points are
        safe in our trick), else the lowest winner (keep the big trumps for later tricks). Of
        rich cards worth the same, the weakest; but the strongest where a player after us may
        still beat it (``contested``: "Try to win with the 8♣" was said holding the 9♣)."""
        low = [c for c in win if not POWER >> c & 1]
        if low and contested:
            return max(low, key=lambda c: (POINTS[c], KEY[c]))
        return self.richest(low) if low else min(win, key=KEY.__getitem__)

    def take_or_give(self, win: list[int], legal: list[int], take: str,
                     give: str, contested: bool = False) -> tuple[int, str]:
        """Win with ``take_with`` when a card can, else give the cheapest card; the reason is
        ``take`` or ``give`` with the card named where it says "{card}"."""
        c = self.take_with(win, contested) if win else self.cheapest(legal)
        if not win and POWER >> c & 1:  # "give only the J♠": the deals found the 10♦ as good
            give = give.replace("only the {card}.", "the {card}, your card worth the fewest "
                                f"points ({POINTS[c]}), though it is a trump you could use later.")
        return c, (take if win else give).format(card=FRENCH.short(c))

    # -- the Player
    def draw_first(self, mine: int, out: int) -> tuple[int, str] | None:
        """The Player's highest trump where it holds more trumps (``mine``) than the defenders
        may hold between them (``out``, all the trumps it has not seen), though another is
        higher, and why; None with fewer. Why: a Player with most of the trumps led the 8♣ at
        trick 1 ("it gives little away") and let the defenders keep their trumps for its plain
        cards. Measured with ``first_deals`` against the former rule player, 10,000 deals:
        +0.023 [+0.018, +0.029] game points a deal (seed 1), +0.019 [+0.014, +0.024] (seed
        20000); from an even split up it gained nothing (+0.009 and +0.003), and a cash of a
        sure plain card first was worse (+0.014)."""
        n, k = mine.bit_count(), out.bit_count()
        if n <= k:
            return None
        c = max(cards_of(mine), key=KEY.__getitem__)
        higher = [x for x in cards_of(out) if KEY[x] > KEY[c]]
        said = [f"the {FRENCH.short(x)}" for x in sorted(higher, key=KEY.__getitem__,
                                                          reverse=True)]
        beat = (f"only {said[0]} is higher" if len(said) == 1 else
                f"{', '.join(said[:-1])} and {said[-1]} are higher")
        return c, (f"Lead the {FRENCH.short(c)}, your highest trump: you hold {n} trumps and "
                   f"the defenders {k} between them, so draw theirs before you lead a plain "
                   f"card ({beat}).")

    def as_player(self) -> tuple[int, str]:
        legal = cards_of(self.legal)
        opponents = [p for p in range(3) if p != self.me]
        if not self.trick:
            out_trumps = self.unseen & TRUMP_MASK
            mine = self.legal & TRUMP_MASK
            can_hold = any(not self.voids[p] & TRUMP_MASK for p in opponents)
            top = max(cards_of(mine), key=KEY.__getitem__) if mine else -1
            drawing = bool(mine and out_trumps and can_hold)
            if drawing and all(KEY[top] > KEY[x] for x in cards_of(out_trumps)):
                return top, f"The {FRENCH.short(top)} is the best trump left: draw trumps with it."
            drawn = self.draw_first(mine, out_trumps) if drawing else None
            if drawn:
                return drawn
            for c in sorted(legal, key=lambda x: -POINTS[x]):
                if not TRUMP_MASK >> c & 1 and all(self.safe(c, p) for p in opponents):
                    return c, f"The {FRENCH.short(c)} is the best card left in its suit: cash it."
            plain = [c for c in legal if not TRUMP_MASK >> c & 1]
            c = self.cheapest(plain or legal)
            return c, self.player_lead_words(c, plain, mine, drawing)
        win = self.winners()
        if self.last:
            # "take it with points and keep the queens and jacks" was said of a Q♥ that won (a
            # queen or jack wins only where no other card does), and of a 9♦, 0 points, on a
            # trick of the 7♣ and the 8♣: the words follow the points there
            if not win:
                c = self.cheapest(legal)
                return c, f"You cannot win this trick: give away only the {FRENCH.short(c)}."
            c = self.take_with(win)
            card_ = FRENCH.short(c)
            if POWER >> c & 1 or not POINTS[c]:
                why = f"Win the trick with the {card_}, the lowest card that wins it: nobody " \
                      "plays after you"
            else:
                why = (f"Win the trick with the {card_}: nobody plays after you, so its "
                       f"{counted(POINTS[c], 'point')} are safe in your trick")
            if not POWER >> c & 1 and any(POWER >> x & 1 for x in win):
                why += ", and you keep your queens and jacks"
            return c, f"{why}."
        sure = [c for c in win if self.safe(c, self.next_pos)]
        if sure:
            c = min(sure, key=KEY.__getitem__)
            if self.unbeatable(c, self.next_pos):
                return c, f"The {FRENCH.short(c)} wins the trick whatever comes after."
            # safe() trusts the last defender to follow suit: "wins whatever comes after" was
            # said of a card it may trump
            return c, (f"The {FRENCH.short(c)} should win the trick: the last defender is "
                       "unlikely to beat it.")
        # left to lose, the trick would take the last defender's smear; won, only its follow
        # (or its better trump)
        if not win:
            c = self.cheapest(legal)
            return c, "You cannot win this trick: give away as few points as you can."
        c = self.take_with(win, contested=True)
        return c, self.contested_words(c, win)

    def contested_words(self, c: int, win: list[int]) -> str:
        """Why the Player, second to play, plays ``c``, a card that wins the trick for now but
        that the last defender may beat: what may beat it, and why not let the trick go. "Try
        to win with the 9♦" was said of the lowest trump with five higher still out, and of a
        K♣ the last defender could trump; "smears" was jargon."""
        card_, voids = FRENCH.short(c), self.voids[self.next_pos]
        trumps_out = self.unseen & TRUMP_MASK & ~voids
        group = TRUMP_MASK if TRUMP_MASK >> c & 1 else self.led
        higher = sorted((x for x in cards_of(group & self.unseen & ~voids) if KEY[x] > KEY[c]),
                        key=KEY.__getitem__, reverse=True)
        kind = "trumps" if group == TRUMP_MASK else SUIT_NAMES[c >> 4].lower()
        ways = []
        if len(higher) > 2:
            ways.append(f"holds one of the {len(higher)} higher {kind} still out")
        elif higher:
            ways.append("holds " + " or ".join(f"the {FRENCH.short(x)}" for x in higher))
        if group != TRUMP_MASK and trumps_out:
            ways.append(f"is out of {kind} and trumps it")
        said = (f"Play the {card_}: it wins the trick unless the last defender "
                f"{' or '.join(ways) or 'beats it'}")
        if not POWER >> c & 1 and any(POWER >> x & 1 for x in win):
            said += ", and you keep your queens and jacks"
        return (f"{said}. If you let the trick go, the last defender can add their aces and tens "
                "to it.")

    @staticmethod
    def player_lead_words(c: int, plain: list[int], trumps: int, drawing: bool) -> str:
        """Why the Player leads ``c``, the cheapest of its ``plain`` cards (of its ``trumps``
        when it holds no plain card), where it cannot draw trumps with the best one left
        (``drawing``: the others may still hold trumps) nor cash a sure card: "Lead the 10♥:
        it gives little away" was said of a ten, 10 points, the Player's only plain card."""
        card_ = FRENCH.short(c)
        if not plain:  # trumps only, none of them the best one left, or nobody else has one
            if not drawing:
                return f"Lead the {card_}: nobody else holds a trump, so it wins the trick."
            return (f"Lead the {card_}: none of your trumps is the best one left, and this one "
                    f"puts the fewest points at risk ({counted(POINTS[c], 'point')}).")
        if POINTS[c] < 10:
            return f"Lead the {card_}: it gives little away."
        which = (f"Lead the {card_}, your only plain card" if len(plain) == 1 else
                 f"Lead the {card_}: your plain cards are all aces" if all(
                     POINTS[x] == 11 for x in plain) else
                 f"Lead the {card_}: your plain cards are all aces and tens")
        if not trumps:
            return f"{which}."
        if drawing:
            return (f"{which}. None of your trumps is the best one left, so keep them for later "
                    "tricks.")
        return f"{which}. Nobody else holds a trump, so yours will win later tricks."
