"""Barbu's rule player: how readily it doubles, and what it leads (ai/barbu.py)."""

from __future__ import annotations

from tricktable.ai.barbu import RuleAgent
from tricktable.ai.experiments import barbu_doubles as bd
from tricktable.ai.experiments import barbu_lead as bd_lead


def test_the_rule_player_doubles_as_soon_as_its_hand_promises_more():
    """The hints' search doubled everyone where the rule player doubled nobody: it wanted a
    tenth of the contract's total to spare. Doubling as soon as the hand promises more won
    about a point a hand (``ai/experiments/barbu_doubles``)."""
    assert RuleAgent.DOUBLE_MARGIN == 0.0 and bd.Former.DOUBLE_MARGIN == 0.1
    figures = bd.duplicate(60, 1)
    assert len(figures) == 60 and any(f != 0 for f in figures)
    assert sum(figures) > 0
    assert bd.duplicate(20, 1, candidate=bd.Former) == [0.0] * 20


# Game 508528061, hand 3 (dealer West, position 3): position 0 declares No Queens holding the
# Q♣ and the 2♣ and leads.
QUEEN_AND_TWO = ("AS 10S 7S 3S 2S 9H 8H 4H 10D 9D 8D QC 2C",
                 "QS JS 9S 8S 4S AH 10H 2H QD 7D JC 7C 4C",
                 "5S QH 7H 5H AD JD 4D 3D 2D AC 9C 8C 5C",
                 "KS 6S KH JH 6H 3H KD 6D 5D KC 10C 6C 3C")


def _declared(deal: tuple[str, ...], contract: str):
    """``deal`` (position 0 declarer), ``contract`` chosen and the doubles left to the rule
    players: the state at the declarer's lead."""
    from tricktable.engine.cards import cards
    from tricktable.engine.protocol import Action, DealPreset
    from tricktable.games import get_rules

    rules = get_rules("barbu")
    s = rules.start({}, 1, {1: DealPreset(3, [cards(h) for h in deal], [])})
    s.apply(Action.make("choose-contract", contract=contract))
    while s.stage != "play":
        p = s.to_act
        s.apply(RuleAgent(rules, p).choose(s.view(p), s.legal_actions()))
    assert s.to_act == 0
    return s


def test_the_no_queens_declarer_leads_its_two_not_its_queen():
    """"Play the Q♣. Lead the card least likely to win a costly trick", from the Q♣ and the 2♣:
    the others duck under a queen led, so it takes its own trick. The queen led now counts in
    the stake of the trick it leads, as it did only while out."""
    from tricktable.engine.cards import FRENCH

    s = _declared(QUEEN_AND_TWO, "no-queens")
    action, why = RuleAgent(s.rules, 0).explain(s.view(0), s.legal_actions())
    assert FRENCH.code(action.card) != "QC", why
    assert FRENCH.code(bd_lead.Former(s.rules, 0).choose(s.view(0), s.legal_actions()).card) == "QC"


def _leads(agent_class, games: int):
    """Every lead of the rule players (all of ``agent_class``) in the first seven hands of
    ``games`` seeded games, in No Queens and No King of Hearts: (the penalty cards of the
    contract, the hand's legal cards, the card led, the cards still out)."""
    from tricktable.games import get_rules
    from tricktable.games.barbu import KH, QUEENS

    rules = get_rules("barbu")
    found = []
    for seed in range(games):
        s = rules.new_game(seed=seed)
        players = [agent_class(rules, p) for p in range(4)]
        while s.deal_number <= 7 and not s.game_over:
            p = s.to_act
            view, legal = s.view(p), s.legal_actions()
            action = players[p].choose(view, legal)
            if s.stage == "play" and not s.trick and view.contract in ("no-queens",
                                                                          "no-king-of-hearts"):
                penalty = QUEENS if view.contract == "no-queens" else 1 << KH
                cards = sum(1 << a.card for a in legal)
                found.append((penalty, cards, action.card,
                              players[p]._outstanding(view, view.hands[p])))
            s.apply(action)
    return found


def _penalty_led_beside_a_safe_low_card(leads) -> int:
    """How many leads put down a penalty card of the hand's own while it held a card of 6 or
    lower in a suit whose penalty card is not out."""
    from tricktable.ai.barbu import LANES

    count = 0
    for penalty, cards, led, out in leads:
        if not penalty >> led & 1:
            continue
        if any(cards >> c & 1 and (c & 15) <= 6 and not out & penalty & LANES[c >> 4]
               for c in range(64)):
            count += 1
    return count


def test_no_penalty_card_is_led_while_a_safe_low_card_is_there():
    leads = _leads(RuleAgent, 12)
    assert len(leads) > 200
    assert _penalty_led_beside_a_safe_low_card(leads) == 0
    assert _penalty_led_beside_a_safe_low_card(_leads(bd_lead.Former, 12)) > 0


def test_the_lead_experiment_measures_todays_leads_against_the_former_ones():
    assert RuleAgent.OWN_STAKE and not bd_lead.Former.OWN_STAKE
    figures = bd_lead.duplicate(60, 1)
    assert len(figures) == 60 and sum(figures) > 0
    assert bd_lead.duplicate(20, 1, candidate=bd_lead.Former) == [0.0] * 20


def test_a_discard_when_nothing_is_dangerous_any_more_is_not_called_the_most_dangerous():
    """No King of Hearts, the K♥ already taken: "Void in the suit led: throw the most
    dangerous card" was said of a 10♥ that could cost nothing."""
    from tricktable.games.barbu import KH

    seen = 0
    for seed, st, legal in _no_king_of_hearts_follows(range(1, 60), 2):
        _a, why = RuleAgent(st.rules, seed).explain(st.view(st.to_act), legal)
        gone = not any(h >> KH & 1 for h in st.hands)  # taken, or in this trick
        if why.startswith("Void in the suit led"):
            assert ("most dangerous" in why) != gone, why
            seen += gone
    assert seen


def _no_king_of_hearts_follows(seeds, rng_seed: int):
    """(seed, state, legal actions) at every card played to a trick already led, with a
    choice, in the first hand of each of ``seeds``' Barbu games, the first declarer choosing
    No King of Hearts and everyone playing at random."""
    import random

    from tricktable.games import get_rules

    rng = random.Random(rng_seed)
    for seed in seeds:
        st = get_rules("barbu").new_game(seed)
        st.apply(next(a for a in st.legal_actions()
                      if a.get("contract") == "no-king-of-hearts"))
        while st.deal_number == 1 and st.to_act is not None:
            legal = st.legal_actions()
            if st.stage == "play" and st.trick and len(legal) > 1:
                yield seed, st, legal
            st.apply(rng.choice(legal))


def test_a_negative_contracts_lead_says_how_many_higher_cards_of_its_suit_are_out():
    """"Lead the card least likely to win a costly trick" was said of the 3♥ beside the 2♦,
    the 2♦ looking the safer: the reason now says what makes it so, and it is true of the
    table (every card of the suit above it not in the leader's hand, at the first lead)."""
    from tricktable.engine.cards import DECK_52, FRENCH, SUIT_MASKS, SUIT_NAMES

    s = _declared(QUEEN_AND_TWO, "no-queens")
    action, why = RuleAgent(s.rules, 0).explain(s.view(0), s.legal_actions())
    c = action.card
    lane = SUIT_MASKS[c >> 4] & DECK_52 & ~s.hands[0] & ~((2 << c) - 1)
    assert why == (f"Lead the {FRENCH.short(c)}: {lane.bit_count()} higher "
                   f"{SUIT_NAMES[c >> 4].lower()} are still out, so it "
                   "is the card least likely to win a costly trick."), why


def test_void_in_no_king_of_hearts_a_sure_winner_goes_before_a_low_heart():
    """No King of Hearts, void in the suit led, the K♥ still out: "throw the most dangerous
    card" threw the 7♥ and kept the A♦, which later took a trick with the K♥ thrown on it (a
    tester, -120 with the doubles). A low heart is no danger (the K♥'s holder will not lead
    hearts to it); a card nothing out can beat is: it goes first. Rule against beginners,
    before and after, duplicate deals: +0.053 [-0.013, +0.120] (10,000, seed 1) and +0.038
    [-0.003, +0.080] (20,000, seed 2)."""
    from tricktable.games.barbu import KH

    seen = 0
    for seed, st, legal in _no_king_of_hearts_follows(range(1, 120), 3):
        p = st.to_act
        if any(a.card >> 4 == st.trick[0] >> 4 for a in legal):
            continue  # following suit
        out = 0
        for q, h in enumerate(st.hands):
            out |= h if q != p else 0
        sure = [a.card for a in legal if a.card >> 4 != 2 and out >> KH & 1
                and not (out & (0xFFFF << (16 * (a.card >> 4)))) >> (a.card + 1)]
        low_hearts = [a.card for a in legal if a.card >> 4 == 2 and a.card < KH]
        if sure and low_hearts and not st.hands[p] >> KH & 1 and not any(
                a.card >> 4 == 2 and a.card > KH for a in legal):
            action, why = RuleAgent(st.rules, seed).explain(st.view(p), legal)
            assert action.card not in low_hearts, why
            seen += 1
    assert seen
