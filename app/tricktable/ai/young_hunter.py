"""The rule-based Young Hunter player: a sensible beginner.

Bidding: it announces a hit on a jack it holds when the cards above that jack are its own (or
nearly, with length in trumps), and a catch on a jack it lacks when it holds the queen, king and
ace of that suit with length; with the contra option it questions takings its own honours can
defeat. Play: it leads a jack that cannot be beaten, chases the jacks it means to catch with the
master card of their suit, and otherwise leads low; when following it weighs each card by the
chance of winning the trick and what the jacks in it are worth to it (announcements and contras
included), so it wins tricks that hold jacks, never drops a jack into a trick it cannot win when
it can help it, and keeps its high cards when nothing is at stake.
"""

from __future__ import annotations

from ..engine.cards import DECK_52, FRENCH, SUIT_MASKS, SUIT_NAMES, highest, iter_cards, lowest
from ..engine.protocol import PASS, Action
from ..engine.view import cards_played
from ..games.young_hunter import CATCH, HIT, JACK_MASK, JACKS, jack_scores
from ..games.young_hunter_view import YoungHunterView
from .base import StagedRuleAgent, card_mask
from .playout_young_hunter import YoungHunterCardView

#: the queen, king and ace of each suit: the cards that beat its jack
ABOVE_JACK = tuple(0b111 << (s * 16 + 12) for s in range(4))
ANNOUNCE_AT = 0.7  # an announcement pays when it is made more than 2 times in 3
CONTRA_BELOW = 0.4  # a contra pays when the taking fails more often than not


def search_may_choose(view: object, action: Action, rule_action: Action) -> bool:
    """Whether the search may choose ``action`` over the rule player's ``rule_action`` (the
    registration's ``search_scope``): not in a contra decision. The search's imagined deals
    give an announcer random cards besides the jack, not a hand worth announcing on, so a
    contra looked good in them: in the first two deals of 80 seeded games with contra the
    Expert contra'd a hit the rule player let stand at 44 of 342 decisions, each costing it
    2.1 points against the others on the real cards (median 4: the hit was made)."""
    return "contra" not in (action.type, rule_action.type)


def hit_chance(hand: int, jack: int, trump_suit: int | None) -> float:
    """How likely a held jack is to win its trick, judged from the hand alone at the bidding.

    The figures are the rates measured in games between rule players, by the number of cards
    above the jack held by others and the length of the suit: a trump jack with length hits
    very often (its holder can play it last, or trump with it), a plain jack needs its honours.
    """
    s = jack >> 4
    missing = (ABOVE_JACK[s] & ~hand).bit_count()
    length = min((hand & SUIT_MASKS[s]).bit_count(), 7)
    if s == trump_suit:
        return ((0.97,) * 8,
                (0.4, 0.5, 0.6, 0.9, 0.9, 0.9, 0.95, 0.95),
                (0.2, 0.2, 0.3, 0.75, 0.85, 0.9, 0.9, 0.95),
                (0.02, 0.02, 0.15, 0.45, 0.8, 0.9, 0.95, 0.95))[missing][length]
    plain = ((0.9, 0.9, 0.9, 0.9, 0.9, 0.85, 0.75, 0.7),
             (0.7, 0.7, 0.7, 0.7, 0.6, 0.45, 0.25, 0.2),
             (0.5, 0.5, 0.5, 0.35, 0.35, 0.25, 0.15, 0.05),
             (0.3, 0.3, 0.3, 0.3, 0.3, 0.2, 0.1, 0.05))[missing][length]
    return min(plain + 0.05, 0.95) if trump_suit is None else plain  # nobody can trump it


def catch_chance(hand: int, jack: int, trump_suit: int | None) -> float:
    """How likely this hand is to take the trick holding a jack it does not hold (measured as
    for :func:`hit_chance`: catches are hard, as the jack's holder keeps it out of your way)."""
    s = jack >> 4
    honours = (ABOVE_JACK[s] & hand).bit_count()
    length = (hand & SUIT_MASKS[s]).bit_count()
    if s == trump_suit:
        if honours == 3:
            return 0.7 if length >= 6 else 0.6 if length >= 4 else 0.45
        if honours == 2:
            return 0.75 if length >= 7 else 0.5 if length == 6 else 0.28
        return 0.1
    if honours == 3:
        return 0.6 if length <= 3 else 0.35
    if honours == 2:
        return 0.55 if length <= 2 else 0.38 if length == 3 else 0.22
    return 0.1


def made_chance(hand: int, jack: int, kind: str, trump_suit: int | None) -> float:
    """From a contra candidate's hand: how likely another player's announced taking is made.
    The announcer is assumed to know what they are doing: only honours of our own (and, for a
    trump hit, the length to outlast the announcer) make a taking look doubtful."""
    s = jack >> 4
    mine = (ABOVE_JACK[s] & hand).bit_count()
    length = (hand & SUIT_MASKS[s]).bit_count()
    if kind == HIT:
        if s == trump_suit:
            return 0.85  # its holder trumps with it, or plays it last: honours rarely stop it
        if mine >= 2:
            return 0.3
        return 0.45 if mine == 1 and length >= 3 else 0.7
    if hand >> jack & 1 and hit_chance(hand, jack, trump_suit) >= 0.9:
        return 0.25
    return 0.6


def _honours_above(hand: int, jack: int) -> str:
    """The start of an announcement's reason naming the honours held above ``jack``: "Your
    K♥ above the J♥ makes", "Your Q♥ and A♥ above the J♥ make". "Your honours in that suit"
    was said of a lone K♥ (a tester)."""
    held = [FRENCH.short(c) for c in iter_cards(hand & ABOVE_JACK[jack >> 4])]
    cards = held[0] if len(held) == 1 else f"{', '.join(held[:-1])} and {held[-1]}"
    verb = "makes" if len(held) == 1 else "make"
    return f"Your {cards} above the {FRENCH.short(jack)} {verb}"


class RuleAgent(StagedRuleAgent):
    """Sensible beginner; ``explain`` gives the reason in words."""

    STAGES = {"announce": "_announce", "contra": "_contra"}
    #: a learner's slips per stage (see ai/beginner.py): announces and contras as advised
    #: more often than it plays the right card
    BEGINNER_CARELESS = {"announce": 0.1, "contra": 0.1, "play": 0.2}

    # ------------------------------------------------------------------ bidding
    def _announce(self, view: YoungHunterView, legal: list[Action]) -> tuple[Action, str]:
        me = view.turn
        hand = view.hands[me]
        trump = view.trump_suit
        wanted = []
        for jack in JACKS:
            if hand >> jack & 1:
                if hit_chance(hand, jack, trump) >= ANNOUNCE_AT:
                    wanted.append((jack, HIT))
            elif catch_chance(hand, jack, trump) >= ANNOUNCE_AT:
                wanted.append((jack, CATCH))
        choice = next((a for a in legal if a.get("takings") == tuple(wanted)), legal[0])
        if not wanted:
            return choice, "No taking is safe enough to announce: a failed one costs double."
        # what makes each likely: honours above the jack, else a trump jack's length ("Your
        # honours" was said of the J♠ with the 4♠, 6♠ and 8♠, spades trumps)
        honours = all(ABOVE_JACK[j >> 4] & hand for j, _k in wanted)
        if len(wanted) == 1:
            jack = wanted[0][0]
            basis = (_honours_above(hand, jack) if honours else
                     "Your length in trumps makes" if jack >> 4 == trump else
                     "Your cards in that suit make")
            return choice, f"{basis} this taking likely; announced, it scores double."
        basis = "Your honours in those suits make" if honours else \
            "Your cards in those suits make"
        return choice, f"{basis} these takings likely; announced, they score double."

    def _contra(self, view: YoungHunterView, legal: list[Action]) -> tuple[Action, str]:
        me = view.turn
        hand = view.hands[me]
        trump = view.trump_suit
        best, best_gain = PASS, 0.0
        for action in legal:
            if action.type != "contra":
                continue
            p = made_chance(hand, action.card, action.get("kind"), trump)
            if p < CONTRA_BELOW:
                gain = 1.0 - 2.0 * p
                if gain > best_gain:
                    best, best_gain = action, gain
        if best is PASS:
            return PASS, "Nothing announced looks likely to fail against your cards."
        return best, "You hold the cards that should defeat that taking."

    # ------------------------------------------------------------------ play
    def _play(self, view: YoungHunterCardView, legal: list[Action]) -> tuple[Action, str]:
        me = view.turn
        hand = view.hands[me]
        mask = card_mask(legal)
        gone = cards_played(view)
        out = DECK_52 & ~hand & ~gone
        if not view.trick:
            c, why = self._lead(view, me, mask, out)
        else:
            c, why = self._follow(view, me, mask, out)
        return next(a for a in legal if a.card == c), why

    def _lead(self, view: YoungHunterCardView, me: int, legal: int, out: int) -> tuple[int, str]:
        trumps = view.trumps
        mine = {a[1] for a in view.announced_takings if a[0] == me}
        # 1. a jack nothing can beat wins its trick: a hit
        for jack in sorted(iter_cards(legal & JACK_MASK), key=lambda j: j not in mine):
            s = jack >> 4
            if ABOVE_JACK[s] & out:
                continue
            lane = SUIT_MASKS[s]
            if trumps & lane or not (trumps & out) or self._suit_safe(view, me, s, out):
                return jack, "Nothing left can beat this jack: it wins its own trick (a hit)."
        # 2. chase a jack we want with the master card of its suit
        best, best_key = -1, None
        for jack in iter_cards(JACK_MASK & out):
            s = jack >> 4
            lane = SUIT_MASKS[s]
            ours = legal & lane & ~JACK_MASK
            if not ours:
                continue
            top = highest(ours)
            if out & lane & ~((1 << (top + 1)) - 1):
                continue  # someone holds a higher card of that suit
            if not (trumps & lane) and trumps & out and not self._suit_safe(view, me, s, out):
                continue
            key = (jack in mine, bool(trumps & lane))
            worth = jack in mine or trumps & lane or (out & lane).bit_count() <= 4
            if worth and (best_key is None or key > best_key):
                best, best_key = top, key
        if best >= 0:
            return best, "Your master card may draw out a jack for you to catch."
        # 3. lead low, away from suits where an opponent's jack would now win
        best, best_key = lowest(legal), None
        leads = []  # each suit's lowest card but a jack, and whether a jack's holder would hit
        for s, lane in enumerate(SUIT_MASKS):
            ours = legal & lane & ~JACK_MASK
            if not ours:
                continue
            c = lowest(ours)
            key = (c & 15) + (6 if trumps & lane else 0)
            their_jack = out >> (s * 16 + 11) & 1
            under_jack = bool(their_jack and not (ABOVE_JACK[s] & (out | legal)))
            if under_jack:
                key += 8  # the jack's holder would hit
            leads.append((c, under_jack))
            if best_key is None or key < best_key:
                best, best_key = c, key
        return best, _low_lead_reason(best, leads, trumps, legal)

    @staticmethod
    def _suit_safe(view: YoungHunterCardView, me: int, suit: int, out: int) -> bool:
        """No opponent is known to be out of ``suit`` while holding trumps, and enough of the
        suit is still out that they will probably follow."""
        lane = SUIT_MASKS[suit]
        trumps = view.trumps
        for p in range(4):
            if p != me and view.voids[p] & lane and not (view.voids[p] & trumps):
                return False
        return (out & lane).bit_count() >= 4

    def _follow(self, view: YoungHunterCardView, me: int, legal: int, out: int) -> tuple[int, str]:
        trick = view.trick
        led, trumps = view.led, view.trumps
        leader = view.leader
        best_i = 0
        for i in range(1, len(trick)):
            if _beats(trick[i], trick[best_i], led, trumps):
                best_i = i
        best_card = trick[best_i]
        best_pos = (leader + best_i) % 4
        later = 3 - len(trick)
        ctx = (view.trump_suit, tuple(tuple(a) for a in view.announced_takings), me)
        hunted = {a[1] for a in view.announced_takings if a[0] != me and a[2] == HIT}
        choice, choice_ev = -1, None
        for c in iter_cards(legal):
            wins_now = _beats(c, best_card, led, trumps)
            p = self._win_chance(view, me, c, later, out) if wins_now else 0.0
            other = (me + 1) % 4 if wins_now else best_pos
            win_u = lose_u = 0.0
            for i, j in enumerate(trick):
                if j & 15 != 11:
                    continue
                win_u += _utility(j, me, CATCH, ctx)
                hit = not wins_now and i == best_i
                lose_u += _utility(j, other, HIT if hit else CATCH, ctx)
            if c & 15 == 11:
                win_u += _utility(c, me, HIT, ctx)
                lose_u += _utility(c, other, CATCH, ctx)
            ev = p * win_u + (1.0 - p) * lose_u - _cost(c, trumps) - _guard_cost(c, out, hunted)
            if c & 15 == 11 and p < 0.95 and legal & ~JACK_MASK:
                ev -= 1.0  # a jack kept may still hit later
            if choice_ev is None or ev > choice_ev:
                choice, choice_ev = c, ev
        if choice & 15 == 11:
            why = "This jack should win the trick: a hit."
        elif any(j & 15 == 11 for j in trick) and _beats(choice, best_card, led, trumps):
            why = "Winning this trick takes the jack in it."
        else:  # the card that costs least to give up ("keep your good cards" was said of a Q♣)
            why = _given_reason(choice, best_card, trick, view, legal, out)
        return choice, why

    @staticmethod
    def _win_chance(view: YoungHunterCardView, me: int, c: int, later: int, out: int) -> float:
        """Chance that ``c``, now the best card of the trick, stays best after the others play."""
        if later == 0:
            return 1.0
        trumps = view.trumps
        lane = trumps if trumps >> c & 1 else SUIT_MASKS[c >> 4]
        above = out & lane & ~((1 << (c + 1)) - 1)
        share = later / 3
        p = (1.0 - share) ** above.bit_count()
        if not (trumps >> c & 1) and trumps & out:
            following = [(me + k) % 4 for k in range(1, later + 1)]
            if any(view.voids[q] & lane and not (view.voids[q] & trumps) for q in following):
                p *= 0.3
            else:
                left = (out & lane).bit_count()
                p *= 0.5 if left < later else 0.8 if left < 2 * later else 1.0
        return max(p, 0.05)


def _given_reason(choice: int, best: int, trick: list[int], view: YoungHunterCardView,
                  legal: int, out: int) -> str:
    """Why the card that costs least goes to a trick that holds no jack worth winning.

    Each clause is true of what can still come to the trick: "Nothing worth taking here" was
    said second to play, with jacks still out (North then dropped the J♣ and hit), so it is
    said only where no jack can come; "and keep your J♠" was said where the J♠ could not be
    played (hearts were led), and joined an order to a statement: a jack is said to be kept
    only when it could have been played, in a clause that fits its sentence."""
    led, trumps = view.led, view.trumps
    kept = [j for j in iter_cards(legal & JACK_MASK) if j != choice]
    kept_words = ("" if not kept else FRENCH.short(kept[0]) if len(kept) == 1
                  else "jacks")  # "your jacks" with none
    name = FRENCH.short(choice)
    later = 3 - len(trick)
    if _beats(choice, best, led, trumps):  # "give" was said of an A♥ that won
        keep = f", and you keep your {kept_words}" if kept else ""
        if not later:
            return _sure_reason(choice, best, led, trumps, legal, keep)
        lane = trumps if trumps >> choice & 1 else SUIT_MASKS[choice >> 4]
        above = out & JACK_MASK & lane & ~((1 << (choice + 1)) - 1)
        if above:
            # "whether it wins or not" was said of a 10♦ that the J♦, still out, then beat for
            # a hit: a learner read it as "jacks matter only once they are in the trick"
            jack = FRENCH.short(lowest(above))
            return (f"No jack in the trick yet: the {name} costs you least{keep}. The {jack}, "
                    "still out, could beat it for a hit; against a higher card its holder "
                    "could simply keep it back.")
        return (f"No jack in the trick yet: the {name} costs you least, whether it wins or "
                f"not{keep}.")
    keep = f", and keep your {kept_words}" if kept else ""
    give = f"give the card you will miss least, the {name}{keep}."
    can = any(_beats(c, best, led, trumps) for c in iter_cards(legal))
    if (jack := next((j for j in trick if j & 15 == 11), None)) is not None:
        # "Nothing worth taking here" was said beside a J♣ trumped by another
        head = ("Winning this trick would cost you more than it brings" if can
                else "You cannot win this trick")
        return f"{head}, the {FRENCH.short(jack)} in it: {give}"
    if not later or not out & JACK_MASK:
        return f"Nothing worth taking here: {give}"
    if not can:
        # "nor stop a jack that may still come to it" was read as a riddle by a learner
        return (f"None of your cards can win this trick, so a jack played to it after you "
                f"is not yours to take: {give}")
    return f"No jack in the trick yet, so it is not worth a card that could win it: {give}"


def _sure_reason(choice: int, best: int, led: int, trumps: int, legal: int, keep: str) -> str:
    """Why the cheapest winning card, last to play to a trick with no jack: the trick is
    decided, so the words say how ("whether it wins or not" was said where every club the
    player could play won: "each of your clubs wins; the 8♣ keeps your higher clubs")."""
    name = FRENCH.short(choice)
    cards = list(iter_cards(legal))
    if not all(_beats(c, best, led, trumps) for c in cards):
        return f"No jack in the trick: the {name} wins it and costs you least{keep}."
    suits = {c >> 4 for c in cards}
    them = SUIT_NAMES[choice >> 4].lower() if len(suits) == 1 else "cards"
    each = f"each of your {them}" if len(suits) == 1 else "each card you may play"
    if len(suits) == 1 and all(c > choice for c in cards if c != choice):
        jack = next((c for c in cards if c & 15 == 11 and c != choice), None)
        among = f", the {FRENCH.short(jack)} among them" if jack is not None else ""
        return (f"No jack in the trick: {each} wins it; the {name} keeps your higher "
                f"{them}{among}.")
    return f"No jack in the trick: {each} wins it; the {name} costs you least{keep}."


def _low_lead_reason(best: int, leads: list[tuple[int, bool]], trumps: int,
                     legal: int = 0) -> str:
    """Why the lowest lead, naming only what the other leads held would risk: "Your other
    leads give more away: a higher card, a trump, or a jack's suit" was said of two jacks, the
    only cards left, and of a trump led from a hand of trumps. It names the card it is the
    reason for: quoted in a hint, "The usual rule would play the K♣ (“Your other leads give
    more away: a trump”)" read as if the K♣ were the trump. ``legal``: every card that may be
    led (``leads`` holds only each suit's lowest card but a jack)."""
    if not leads:
        return "Only jacks are left: one of them must be led."
    if (best & 15) <= 9:
        return "A low lead gives little away."
    if all(trumps >> c & 1 for c, _under in leads):
        return "Only trumps are left to lead: the lowest gives least away."
    others = [(c, under) for c, under in leads if c != best]
    higher = legal & SUIT_MASKS[best >> 4] & ~JACK_MASK & ~(1 << best)  # above it: its lowest
    risks = []
    if higher or any(c & 15 > best & 15 for c, _u in others):
        risks.append("a higher card")
    if not trumps >> best & 1 and any(trumps >> c & 1 for c, _u in others):
        risks.append("a trump")
    if legal & JACK_MASK:
        risks.append("a jack")
    if any(under for _c, under in others):
        risks.append("in a suit where another player's jack would hit")
    name = FRENCH.short(best)
    even = [c for c, under in others if not (c & 15 > best & 15 or under
                                             or (trumps >> c & 1 and not trumps >> best & 1))]
    if not risks or even:  # another suit's lead of the same rank, no worse
        return f"The {name} gives as little away as any lead you have."
    said = risks[0] if len(risks) == 1 else ", ".join(risks[:-1]) + " or " + risks[-1]
    return f"The {name} gives least away: any other lead would be {said}."


def _beats(c: int, best: int, led: int, trumps: int) -> bool:
    """Whether card ``c`` beats ``best``, the card now winning a trick led in ``led``."""
    ct, bt = trumps >> c & 1, trumps >> best & 1
    if ct != bt:
        return bool(ct)
    if ct:
        return c > best
    return bool(led >> c & 1) and c > best


def _utility(jack: int, taker: int, kind: str, ctx: tuple) -> float:
    """What a jack's taking is worth to me: my score, less a third of the others' (I play against
    three)."""
    trump_suit, announcements, me = ctx
    deltas = jack_scores(jack, taker, kind, trump_suit, announcements)
    return deltas[me] - (sum(deltas) - deltas[me]) / 3


def _cost(c: int, trumps: int) -> float:
    """The small price of spending a card: high cards and trumps are worth keeping."""
    return 0.04 * (c & 15) + (0.3 if trumps >> c & 1 else 0.0)


def _guard_cost(c: int, out: int, hunted: set[int]) -> float:
    """Spending a queen, king or ace while another player still holds that suit's jack frees
    the jack to hit; more so when its holder announced the hit."""
    if c & 15 < 12:
        return 0.0
    jack = (c & ~15) | 11
    if not (out >> jack & 1):
        return 0.0
    return 1.2 if jack in hunted else 0.4
