"""The Nineteen rule player's per-card tables give exactly the choices its per-card keys gave.

The tables (``POINTS``, ``CHEAP_ORDER``, ``GIFT_ORDER``) and the mask ``beating`` replaced keys
and tests worked out card by card in every choice of every playout; seeded search results
depend on the rule player choosing the very same card, so each is compared here with the way it
was worked out before, for every card of the pack."""

from tricktable.ai.nineteen import CHEAP_ORDER, GIFT_ORDER, POINTS, beating
from tricktable.engine.cards import SUIT_MASKS, TAROT_DECK, TAROT_TRUMP_BASE, iter_cards
from tricktable.games.nineteen_scoring import JUGGLER, TRUMPS, card_points

DECK = list(iter_cards(TAROT_DECK))


def beats(c: int, best: int, led: int) -> bool:
    """The per-card test the mask replaced."""
    if c >= TAROT_TRUMP_BASE:
        return best < TAROT_TRUMP_BASE or c > best
    return best < TAROT_TRUMP_BASE and bool(led >> c & 1) and c > best


def cheap_cost(c: int, keep_juggler: bool) -> tuple:
    """The per-card key of the cheapest card to give away, as it was worked out."""
    pts = card_points(1 << c)
    if c == JUGGLER:
        pts = 20 if keep_juggler else 8
    elif c >= TAROT_TRUMP_BASE:
        pts += 0.5 + (c - TAROT_TRUMP_BASE) / 30
    return (pts, c & 15 if c < TAROT_TRUMP_BASE else c)


def test_beating_holds_exactly_the_cards_that_beat_the_winning_card():
    for led in [lane & ~TRUMPS for lane in SUIT_MASKS] + [TRUMPS]:
        for best in DECK:
            mask = beating(best, led)
            assert [c for c in DECK if mask >> c & 1] == [c for c in DECK if beats(c, best, led)]


def test_the_card_tables_hold_the_keys_the_rule_player_worked_out_per_card():
    for c in DECK:
        assert POINTS[c] == card_points(1 << c)
        for keep in (False, True):
            assert CHEAP_ORDER[keep][c] == cheap_cost(c, keep)
        assert GIFT_ORDER[c] == (card_points(1 << c) if c < TAROT_TRUMP_BASE or c == JUGGLER
                                 else -1, -c)


def test_a_nineteen_playout_plays_every_card_the_rule_player_chooses_from_its_full_view():
    """The playout asks the rule player for a card of the rules' mask (``RuleAgent.card``) with
    a small view, and for the discard and the declarations with that small view too; the
    generic playout asks ``choose`` with the full view and the list of play actions. Every
    action of the finished deals (begun in the auction, so through the discard and the
    declarations) must be the same, at 4, 3 and 2 players."""
    import random

    from tricktable.ai.playout import Playout, as_world
    from tricktable.ai.registry import make_agent
    from tricktable.games import get_rules

    rules = get_rules("nineteen")
    rng = random.Random(5)
    checked = 0
    for players in (4, 3, 2):
        fast, slow = Playout(rules, 1, fast=True), Playout(rules, 1, fast=False)
        for seed in range(4):
            state = rules.new_game(seed=seed, players=players)
            rule = make_agent("rule", rules, seed)
            for _ in range(40):  # the auction and a few tricks, a world sampled every step
                if state.to_act is None or state.deal_number > 1:
                    break
                world = as_world(rules.sample_world(state.view(state.to_act), rng))
                a, b = world.copy(), world.copy()
                fast.run(a)
                slow.run(b)
                assert a.history[-1].actions == b.history[-1].actions
                checked += 1
                state.apply(rule.choose(state.view(state.to_act), state.legal_actions()))
    assert checked > 100


def _discard_as_it_was(hand: int, legal: list) -> object:
    """The rule player's discard, each suit's terms worked out anew for every discard."""
    from tricktable.games.nineteen_scoring import KINGS, PLAIN_SUITS

    trumps = (hand & TRUMPS).bit_count()
    best, best_score = legal[0], None
    for a in legal:
        m = a.get("cards")
        rest = hand & ~m
        score = 0.0
        for lane in SUIT_MASKS:
            before, after = (hand & lane).bit_count(), (rest & lane).bit_count()
            if before and not after:
                score += 4.0 if trumps >= 3 else 1.0
            elif after == 1 and before > 1:
                score += 1.0
            kept = rest & lane
            if kept and not kept & KINGS:
                score -= 0.3 * card_points(kept)
        score += 0.5 * card_points(m & PLAIN_SUITS) - 4.0 * (m & TRUMPS).bit_count()
        if best_score is None or score > best_score:
            best, best_score = a, score
    return best


def test_the_discard_weighs_every_choice_as_when_each_suit_was_worked_out_anew():
    """The discard keeps each suit's terms by the holding left in it; the choice must be the
    one worked out discard by discard, for random hands (few trumps and many, voids and long
    suits) and every number of cards to discard."""
    import itertools
    import random
    from types import SimpleNamespace

    from tricktable.ai.nineteen import RuleAgent
    from tricktable.engine.protocol import Action
    from tricktable.games import get_rules
    from tricktable.games.nineteen_scoring import NO_DISCARD

    agent = RuleAgent(get_rules("nineteen"), 0)
    rng = random.Random(3)
    trumps = list(iter_cards(TAROT_DECK & TRUMPS))
    plain = list(iter_cards(TAROT_DECK & ~TRUMPS))
    few_trumps = 0
    for _ in range(300):
        size, t = rng.choice((12, 13, 14, 15, 18)), rng.randint(0, 9)
        hand = sum(1 << c for c in rng.sample(trumps, t) + rng.sample(plain, size - t))
        few_trumps += (hand & TRUMPS).bit_count() < 3
        free = list(iter_cards(hand & ~NO_DISCARD))
        k = rng.randint(1, 4)
        legal = [Action("discard", -1, (("cards", sum(1 << c for c in combo)),))
                 for combo in itertools.combinations(free, k)]
        if len(legal) < 2:
            continue
        view = SimpleNamespace(hands=[hand, None, None, None], turn=0)
        action, _why = agent._discard(view, legal)
        assert action == _discard_as_it_was(hand, legal), (hand, k)
    assert few_trumps > 20
