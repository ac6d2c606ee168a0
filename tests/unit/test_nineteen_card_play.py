"""The Nineteen rule player's card play with positions as bit masks chooses exactly what its
former set-based play chose: that play is kept here as it was (``FormerCardPlay``), and both are
asked for a card in many positions, random ones and those of real playouts, at 4, 3 and 2 players.

Why it matters: every seeded search result depends on the rule player choosing the very same card
(and giving the same reason) in every playout."""

from __future__ import annotations

import contextlib
import random
import re

from tricktable.ai.nineteen import (
    CANNOT_WIN,
    CASH_KING,
    CHEAP_ORDER,
    GIFT_ORDER,
    PARTNER_AFTER,
    POINTS,
    RuleAgent,
    beating,
    cheapest,
    side_holds,
    sides,
    taken_over,
)
from tricktable.ai.nineteen_leads import lead_instead
from tricktable.ai.nineteen_reasons import (
    EMPEROR_TRICK,
    JUGGLER_SAFE,
    cannot_win_words,
    cash_king_words,
    short_lead_words,
)
from tricktable.ai.playout_nineteen import NineteenCardView, NineteenPlayView
from tricktable.engine.cards import (
    SUIT_MASKS,
    TAROT_DECK,
    TAROT_TRUMP_BASE,
    TOMFOOL,
    highest,
    iter_cards,
    lowest,
)
from tricktable.engine.view import cards_played
from tricktable.games import get_rules
from tricktable.games.nineteen_scoring import (
    BIDS,
    HONOURS,
    JUGGLER,
    KINGS,
    PLAIN_SUITS,
    TRUMPS,
    WORLD,
)

DECK = list(iter_cards(TAROT_DECK))


def winning_card(trick: list[int], led: int) -> int:
    """The card now winning a trick (the Emperor rule included)."""
    played = 0
    for c in trick:
        played |= 1 << c
    if played & HONOURS == HONOURS:
        return JUGGLER
    t = played & TRUMPS
    return highest(t) if t else highest(played & led)


def no_trumps(view: NineteenCardView, p: int) -> bool:
    """Whether position ``p`` is known to hold no trump."""
    return view.voids[p] & TRUMPS == TRUMPS



class FormerCardPlay:
    """The rule player's card play as it was before positions became masks (verbatim)."""

    def _sides(self, view: NineteenCardView, pos: int) -> tuple[set[int], set[int]]:
        """Positions known to be with ``pos`` and known to be against it."""
        d = view.declarer
        everyone = {0, 1, 2, 3}
        if view.bid != "partnership":
            side = {d}
        elif view.partner_known:
            side = {d} if view.partner is None else {d, view.partner}
        else:
            if pos == d:
                return {d}, set()
            return {pos}, {d}
        if pos in side:
            return side, everyone - side
        return everyone - side, side

    def card(self, view: NineteenCardView, mask: int) -> tuple[int, str]:
        """The card to play of the legal cards ``mask`` (two or more), and why. A playout asks
        this directly with the mask the rules allow, without the list of actions."""
        pos = view.turn
        hand = view.hands[pos]
        played = cards_played(view)
        friends, foes = self._sides(view, pos)
        keep_juggler = bool(view.sparrow_by) and view.sparrow_by[1] in friends
        if view.trick:
            c, why = self._follow(view, pos, hand, mask, played, friends, foes, keep_juggler)
        else:
            c, why = self._lead(view, pos, hand, mask, played, friends, foes, keep_juggler)
        return c, why

    def _outstanding(self, group: int, hand: int, played: int) -> int:
        # the pack's cards only: a suit's lane also holds ranks the tarot pack lacks (one above
        # the king), which are never out (the one change since the set-based play)
        return group & TAROT_DECK & ~played & ~hand

    def _cheapest(self, mask: int, keep_juggler: bool) -> int:
        """The card we lose least by giving away: fewest points, then lowest rank (the order
        of ``CHEAP_ORDER``)."""
        return min(iter_cards(mask), key=CHEAP_ORDER[keep_juggler].__getitem__)

    def _lead(self, view: NineteenCardView, pos: int, hand: int, mask: int, played: int,
              friends: set[int], foes: set[int], keep_juggler: bool) -> tuple[int, str]:
        trumps = mask & TRUMPS
        out_trumps = self._outstanding(TRUMPS, hand, played)
        # (since: a face-up foe's trumps are seen, not guessed from its voids)
        foes_trump = (any(view.hands[p] & TRUMPS if view.hands[p] is not None
                          else not no_trumps(view, p) for p in foes) if foes
                      else bool(out_trumps))
        if trumps and view.declarer in friends and trumps.bit_count() >= 4 and foes_trump:
            top = highest(trumps)
            if top > highest(out_trumps | 1):
                return top, "Draw trumps with a card nobody can beat."
        if trumps == 1 << JUGGLER and not foes_trump and not keep_juggler:
            return JUGGLER, JUGGLER_SAFE
        held = 0
        for lane in SUIT_MASKS:
            mine = mask & lane
            if not mine:
                continue
            top = highest(mine)
            out = self._outstanding(lane, hand, played)
            # a void of anyone not known to be a friend (a secret partner's defender, or
            # declarer, cannot tell friend from foe); the reason says what the player can know
            # (since: a hand lying face up shows its voids, and its trumps are seen, not out)
            others = [p for p in range(4) if p not in friends]
            hidden = [p for p in others if view.hands[p] is None]
            if (1 << top & KINGS and top > highest(out | 1)
                    and not any(view.voids[p] & lane for p in others)
                    and all(view.hands[p] & lane for p in others if p not in hidden)):
                seen = 0
                for p in range(4):
                    if p != pos and view.hands[p] is not None:
                        seen |= view.hands[p]
                risk = bool(out_trumps & ~seen) and any(not no_trumps(view, p) for p in hidden)
                # (since: kept back from the declarer of a preferred bid or a Solo, a hidden
                # hand to play after, not known to hold no trump, who may trump it; these views
                # hold no declarations, the other reason: ``ai/nineteen_leads.py``)
                d = view.declarer
                if risk and view.bid != "partnership" and d in hidden and not no_trumps(view, d):
                    held |= 1 << top
                    continue
                return top, cash_king_words(len(friends | foes) == 4, risk)
        plain = mask & PLAIN_SUITS
        if held:
            rest = plain & ~held
            if rest:
                lanes = [lane for lane in SUIT_MASKS if rest & lane]
                c = lowest(rest & min(lanes, key=lambda lane: (rest & lane).bit_count()))
            else:
                small = trumps & ~(1 << JUGGLER)
                c = lowest(small) if small else highest(held)
            card, why = lead_instead(view, rest, trumps, held, view.declarer)
            assert card == c
            return c, why
        if plain:
            lanes = [lane for lane in SUIT_MASKS if plain & lane]
            short = min(lanes, key=lambda lane: (plain & lane).bit_count())
            # (the words since: of a single suit beside the trumps, they say so)
            return lowest(plain & short), short_lead_words(plain, lowest(plain & short))
        small = trumps & ~(1 << JUGGLER) or trumps
        return lowest(small), "Only trumps left: lead a small one."

    def _follow(self, view: NineteenCardView, pos: int, hand: int, mask: int, played: int,
                friends: set[int], foes: set[int], keep_juggler: bool) -> tuple[int, str]:
        trick, led, leader = view.trick, view.led, view.leader
        best = winning_card(trick, led)
        win_pos = (leader + trick.index(best)) % 4
        after = [(leader + i) % 4 for i in range(len(trick) + 1, 4)]
        trick_mask = 0
        for c in trick:
            trick_mask |= 1 << c
        if (trick_mask & (1 << TOMFOOL | 1 << WORLD)) == (1 << TOMFOOL | 1 << WORLD) \
                and mask >> JUGGLER & 1:
            return JUGGLER, EMPEROR_TRICK
        danger = [p for p in after if p not in friends]
        if win_pos in friends and self._holds(best, led, hand, played, danger, view):
            give = mask & ~(1 << JUGGLER) if mask != 1 << JUGGLER else mask
            if not danger and mask >> JUGGLER & 1 and best != JUGGLER:
                give = mask
            top = max(iter_cards(give), key=GIFT_ORDER.__getitem__)
            # (the words since: a card that takes the side's trick over says so)
            over = beating(best, led) & ~(1 << TOMFOOL)
            if POINTS[top] > 1:
                return top, (taken_over(best, top, "brings its points to your side", mask, over)
                             if over >> top & 1 else side_holds(best, bool(danger),
                                                                "give it points"))
            low = self._cheapest(mask, keep_juggler)
            return low, (taken_over(best, low, "costs least", mask, over) if over >> low & 1
                         else side_holds(best, bool(danger), "play low"))
        winners = mask & beating(best, led) & ~(1 << JUGGLER)
        if winners:
            if not danger:
                return lowest(winners), "Win the trick as cheaply as possible."
            for c in iter_cards(winners):  # lowest first
                if self._holds(c, led, hand, played, danger, view):
                    return c, "Win with a card nobody still to play is known to beat."
            return lowest(winners), "Try to take this trick with your lowest card that beats it."
        # (since: not under the Tomfool; the words say the Juggler is kept, when it is held)
        partner_after = any(p in friends for p in after) and bool(beating(best, led))
        return self._cheapest(mask, keep_juggler), cannot_win_words(mask, partner_after)

    def _holds(self, c: int, led: int, hand: int, played: int, danger: list[int],
               view: NineteenCardView) -> bool:
        """Whether card ``c`` stays the winner against the players still to play. The one
        change of rule since the set-based play: a hand lying face up (a dummy) is answered
        exactly, by what it may play, and its cards are not out for the hidden hands."""
        if not danger:
            return True
        seen = 0
        for p in range(4):
            if p != view.turn and view.hands[p] is not None:
                seen |= view.hands[p]
        for p in danger:
            if view.hands[p] is None:
                continue
            h = view.hands[p]
            may = [x for x in iter_cards(h) if (1 << x) & led] \
                or [x for x in iter_cards(h) if x >= TAROT_TRUMP_BASE] or list(iter_cards(h))
            for x in may:
                if winning_card([c, x], led) == x:
                    return False
                if x == JUGGLER and {TOMFOOL, WORLD} <= {*view.trick, c}:
                    return False
        hidden = [p for p in danger if view.hands[p] is None]
        if not hidden:
            return True
        if c == JUGGLER and not led >> JUGGLER & 1:
            return False  # it holds only a trick of trumps, with no trump out
        out_trumps = self._outstanding(TRUMPS, hand | seen, played) & ~(1 << JUGGLER)
        if c >= TAROT_TRUMP_BASE:
            return c > highest(out_trumps | 1)
        if out_trumps and any(view.voids[p] & led and not no_trumps(view, p) for p in hidden):
            return False
        return c > highest(self._outstanding(led, hand | seen, played) | 1)


def random_view(rng: random.Random) -> tuple[NineteenPlayView, int]:
    """A card-play position: some tricks taken, a trick under way, the hand to play and its
    legal cards, voids, the sides as far as known. Honours are put where they make the rule
    player's rarer branches (the Emperor trick, the Juggler kept back, the top trumps) happen."""
    cards = DECK[:]
    rng.shuffle(cards)
    pos, leader = rng.randrange(4), rng.randrange(4)
    in_trick = (pos - leader) % 4
    if rng.random() < 0.3:  # the honours early in the order: in the trick or in the hand
        for h in (JUGGLER, WORLD, TOMFOOL):
            cards.remove(h)
            cards.insert(rng.randrange(in_trick + 3), h)
    trick, rest = cards[:in_trick], cards[in_trick:]
    hand = 0
    for c in rest[:rng.randint(1, 12)]:
        hand |= 1 << c
    rest = rest[12:]
    taken = [0, 0, 0, 0]
    for c in rest[:rng.randrange(len(rest))]:
        taken[rng.randrange(4)] |= 1 << c
    groups = [lane & ~TRUMPS for lane in SUIT_MASKS] + [TRUMPS]
    voids = [sum(g for g in groups if rng.random() < 0.25) if p != pos else 0 for p in range(4)]
    if not trick and rng.random() < 0.1:  # a lead with the Juggler the one trump left
        hand = hand & PLAIN_SUITS | 1 << JUGGLER
        taken = [t & ~(1 << JUGGLER) for t in taken]
        voids = [v | TRUMPS if p != pos and rng.random() < 0.8 else v
                 for p, v in enumerate(voids)]
    led = 0
    if trick:
        led = TRUMPS if trick[0] >= TAROT_TRUMP_BASE else SUIT_MASKS[trick[0] >> 4] & ~TRUMPS
        mask = hand & led or hand & TRUMPS or hand
    else:
        mask = hand
    declarer = rng.randrange(4)
    partner = rng.choice([None, None, *[p for p in range(4) if p != declarer]])
    hands: list[int | None] = [hand if p == pos else None for p in range(4)]
    unseen = [c for c in rest if not any(t >> c & 1 for t in taken)]
    for p in range(4):  # a dummy lying face up now and then (two or three players)
        if p != pos and unseen and rng.random() < 0.25:
            shown = unseen[:rng.randint(1, min(12, len(unseen)))]
            unseen = unseen[len(shown):]
            hands[p] = sum(1 << c for c in shown)
    view = NineteenPlayView(
        stage="play", turn=pos, player=pos, hands=hands,
        trick=trick, led=led, leader=leader, taken=taken, voids=voids, declarer=declarer,
        bid=rng.choice(BIDS), partner_known=rng.random() < 0.5, partner=partner,
        sparrow_by=[0, rng.randrange(4)] if rng.random() < 0.3 else None)
    return view, mask


def play_steps(state, steps: list[tuple[str, list[str]]]) -> None:
    """Apply ``steps`` to ``state``: (kind, card codes), a discard's cards, a card played or
    called, a declaration's names (none: nothing declared, no contra)."""
    codec = state.rules.codec
    for kind, codes in steps:
        legal = state.legal_actions()
        if kind == "discard":
            state.apply(next(a for a in legal if a.type == kind
                             and a.get("cards") == codec.parse_mask(codes)))
        elif kind == "declare":
            state.apply(next(a for a in legal if a.type == kind
                             and list(a.get("declarations")) == codes and not a.get("contras")))
        else:
            state.apply(next(a for a in legal if a.type == kind
                             and a.card == codec.parse(codes[0])))


def test_the_card_play_chooses_the_card_and_reason_the_former_play_chose_in_random_positions():
    rng = random.Random(19)
    agent, former = RuleAgent(get_rules("nineteen"), 1), FormerCardPlay()
    reasons: dict[str, int] = {}
    for _ in range(20000):
        view, mask = random_view(rng)
        if not mask & (mask - 1):
            continue  # a forced card is never asked for
        chosen = agent.card(view, mask)
        assert chosen == former.card(view, mask), view
        # a card is named "the K♦", "the Tomfool" or "the World (21★)"
        card = r"(?:\w+ \(\d+★\)|\S+)"
        kind = re.sub(rf"^Your side's {card} ", "Your side's card ", chosen[1])
        kind = re.sub(rf"^The {card} (.*) your side's {card}\.$", r"The card \1 your side's card.",
                      re.sub(rf"your side's {card}: the {card} ", "your side's card: the card ",
                             kind))
        # a lead from the only suit beside the trumps names it
        kind = re.sub(r"^(Lead your \w+) \w+,(.*?)(trump \w+\.)?$", r"\1 card,\2", kind)
        # a king kept back from the declarer of a preferred bid names the kings and the player
        kind = re.sub(r"^Keep .* back: .*(Lead low|Lead a small trump).*$", r"Keep back: \1",
                      kind)
        kind = re.sub(r"^Cash a king: nothing else .*$", "Cash a king: nothing else", kind)
        # a card alone in its suit, led to make a void, is named
        kind = re.sub(r"^Lead the .+, your only \w+, to make a void\.$",
                      "Lead the card, alone in its suit, to make a void.", kind)
        reasons[kind] = reasons.get(kind, 0) + 1
    # every branch of the play was taken, many times, "Cash a king" too (it never was while a
    # suit's missing ranks counted as cards still out, above the king), and the side's trick
    # given points or a low card both with nobody left to play and with others still to play,
    # and a trick not to be won said so with and without a partner still to play, and a card
    # taking the side's trick over said so, whether every card would or only the one played;
    # the king cashed in each of its four words (the sides known or not, a trump to fear or not),
    # and a trick not to be won said so with the Juggler kept back and without; a lead from
    # the only suit beside the trumps said so, of one card and of more; a king kept back from
    # the declarer of a preferred bid, a low card or a small trump led instead, or, with nothing
    # else to lead, cashed all the same; a card alone in its suit led to make a void, named
    assert len(reasons) == 30, sorted(reasons.items())
    assert {cash_king_words(k, r) for k in (False, True) for r in (False, True)} <= set(reasons)
    assert CANNOT_WIN in reasons and PARTNER_AFTER in reasons
    assert {cannot_win_words(1 << JUGGLER | 1 << TAROT_TRUMP_BASE + 8, after)
            for after in (False, True)} <= set(reasons)
    assert CASH_KING in reasons
    # (the sides unknown with no trump to fear is rare: a secret partner, every trump out; and
    # a hand of kings and at most the Juggler, leading before the declarer of a preferred bid)
    rare = {cash_king_words(False, False), "Cash a king: nothing else"}
    assert min(v for k, v in reasons.items() if k not in rare) >= 15, sorted(reasons.items())
    assert {"Keep back: Lead low", "Keep back: Lead a small trump"} <= set(reasons)


def test_the_card_play_chooses_what_the_former_play_chose_in_real_playouts():
    from tricktable.ai import playout_nineteen
    from tricktable.ai.playout import DealOver, as_world

    rules = get_rules("nineteen")
    former = FormerCardPlay()
    asked = []

    class Checked(RuleAgent):
        def card(self, view: NineteenCardView, mask: int) -> tuple[int, str]:
            chosen = super().card(view, mask)
            assert chosen == former.card(view, mask)
            asked.append(chosen)
            return chosen

    rng = random.Random(7)
    for players in (4, 3, 2):
        for seed in range(3):
            state = rules.new_game(seed=seed, players=players)
            rule = RuleAgent(rules, seed)
            while state.stage != "play":
                state.apply(rule.choose(state.view(state.to_act), state.legal_actions()))
            for _ in range(8):
                world = as_world(rules.sample_world(state.view(state.to_act), rng))
                with contextlib.suppress(DealOver):
                    playout_nineteen.run(world, Checked(rules, seed))
    assert len(asked) > 500


def test_sides_as_masks_are_the_sets_the_former_play_worked_out():
    former = FormerCardPlay()
    for bid in BIDS:
        for known in (False, True):
            for declarer in range(4):
                for partner in (None, 0, 1, 2, 3):
                    for pos in range(4):
                        view = NineteenPlayView(
                            stage="play", turn=pos, player=pos, hands=[0] * 4, trick=[], led=0,
                            leader=0, taken=[0] * 4, voids=[0] * 4, declarer=declarer, bid=bid,
                            partner_known=known, partner=partner, sparrow_by=None)
                        friends, foes = sides(view, pos)
                        with_us, against = former._sides(view, pos)
                        assert friends == sum(1 << p for p in with_us)
                        assert foes == sum(1 << p for p in against)


def test_the_cheapest_card_is_the_least_of_the_cheap_order_kept_juggler_or_not():
    rng = random.Random(3)
    for _ in range(20000):
        mask = 0
        for c in rng.sample(DECK, rng.randint(1, 14)):
            mask |= 1 << c
        for keep in (False, True):
            assert cheapest(mask) == min(iter_cards(mask), key=CHEAP_ORDER[keep].__getitem__)


def test_with_two_players_a_trick_held_against_a_dummy_that_must_follow_gets_points():
    """A game seen at the table (two players, game number 1258477039): Bob led the K♣, Ann's
    dummy trumped with the 12; the other dummy, still to play, holds the 7♣ and must follow.
    The trick is Ann's side's, yet the rule player counted that dummy's face-up trumps as out
    and said "The trick is lost: throw the least" (the 8♣). Now it gives the trick points."""
    rules = get_rules("nineteen")
    codec = rules.codec
    state = rules.new_game(seed=1258477039, players=2)
    assert codec.codes(state.hands[1]) and state.hands[1] >> codec.parse("7C") & 1
    steps = [("discard", ["10H", "CH", "7S", "9S"]), ("discard", ["7H", "8S"]),
             ("call", ["T19"]), ("declare", []), ("declare", []), ("play", ["KC"]),
             ("play", ["T12"])]
    play_steps(state, steps)
    assert state.to_act == 0 and state.turn == 0
    view = state.view(0)
    action = RuleAgent(rules, 1).choose(view, state.legal_actions())
    assert codec.code(action.card) == "QC"
    card, why = RuleAgent(rules, 1).card(view, sum(1 << a.card for a in state.legal_actions()))
    assert card == action.card and why == (
        "Your side's 12★ should hold this trick, as nobody still to play is known to beat it: "
        "give it points.")


def test_a_card_that_must_take_over_the_sides_trick_is_not_told_to_play_low_under_it():
    """North led the K♦, East (an opponent) played under it, and South, North's partner with
    no diamond, had to trump: the hint said "Your side's K♦ should hold this trick … play low"
    of the 6★ that then took the trick. Where the side's card is said to hold, the card played
    now leaves it winning; where every card takes the trick over, the reason says so."""
    from tricktable.ai.nineteen import winning_in

    rng = random.Random(11)
    rules = get_rules("nineteen")
    over = held = 0
    for seed in range(1, 120):
        state = rules.new_game(seed=seed)
        while state.to_act is not None and not state.history:
            p, legal = state.to_act, state.legal_actions()
            if state.stage != "play" or len(legal) < 2 or not state.trick:
                state.apply(rng.choice(legal))
                continue
            view = state.view(p)
            action, why = RuleAgent(rules, seed).explain(view, legal)
            mask = sum(1 << c for c in (*view.trick, action.card))
            mine = winning_in(mask, view.led) == action.card
            if "takes this trick over from your side's" in why:
                assert mine, why
                over += 1
            elif "should hold this trick" in why or why.startswith("Your side wins"):
                assert not mine, why
                held += 1
            state.apply(action)
    assert over and held


def test_under_the_tomfool_led_the_partner_is_not_said_to_play_for_the_trick():
    """South led the Tomfool, which nothing beats, and the hint told Anna "You cannot win this
    trick, and your partner still plays to it": the partner cannot win it either."""
    from tricktable.ai.nineteen import CANNOT_WIN as cannot

    rng = random.Random(23)
    agent = RuleAgent(get_rules("nineteen"), 1)
    seen = 0
    for _ in range(20000):
        view, mask = random_view(rng)
        if not mask & (mask - 1) or not view.trick or max(view.trick) != TOMFOOL:
            continue
        _card, why = agent.card(view, mask)
        assert why != PARTNER_AFTER
        seen += why == cannot
    assert seen


def test_a_dummy_showing_no_trump_lets_the_juggler_be_led_as_safe():
    """Two players (game number 389): North holds the K♦ and the Juggler, its last trump; of
    the hands against it East's lies face up with the V♥ and Q♥ and no trump, and South is known
    to have none. The rule player counted the face-up hand as possibly holding trumps, kept the
    Juggler back and led the king; nobody against it can take the Juggler now."""
    rules = get_rules("nineteen")
    codec = rules.codec
    state = rules.new_game(seed=389, players=2)
    plays = ["TF", "T6", "T4", "T2", "KD", "QD", "T8", "10D", "KC", "9C", "T7", "CC", "T15",
             "T19", "T21", "T13", "KS", "CS", "T3", "QS", "T20", "T9", "T11", "T14", "VD", "7D",
             "7C", "T16", "10S", "T10", "9S", "7S", "T17", "T5", "7H", "T18", "8H", "T12", "KH",
             "9H"]
    steps = [("discard", ["10C", "CH", "8S", "VS"]), ("discard", ["QC", "8D"]),
             ("call", ["T19"]), ("declare", []), ("declare", ["eight-trumps"])]
    steps += [("play", [code]) for code in plays]
    play_steps(state, steps)
    view = state.view(0)
    assert state.to_act == 0 and not view.trick
    assert sorted(codec.codes(view.hands[0])) == ["CD", "T1"]
    assert view.hands[3] is not None and not view.hands[3] & TRUMPS
    card, why = RuleAgent(rules, 1).card(view, view.hands[0])
    assert (codec.code(card), why) == (
        "T1", "Nobody against you has a trump left: the Juggler (1★) is safe to lead.")
