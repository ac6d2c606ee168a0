"""Hint and review words for Young Hunter and Heart Hunter that a tester learning the games with
the hints found untrue, ungrammatical or contradicting each other (game number 2043703412 is the
tester's Young Hunter game, everyone a club player)."""

from __future__ import annotations

from tricktable.ai.heart_hunter import RuleAgent as HeartHunterRules
from tricktable.ai.registry import make_agent
from tricktable.ai.young_hunter import RuleAgent as YoungHunterRules
from tricktable.ai.young_hunter import _beats
from tricktable.coach.positions import positions
from tricktable.coach.recommend import hint_for, recommend
from tricktable.coach.review import review_deal
from tricktable.coach.review_sheet import review_sheet
from tricktable.coach.weighing import Comparison, Verdict
from tricktable.engine.cards import DECK_36, DECK_52, SUIT_MASKS, iter_cards
from tricktable.engine.view import cards_played
from tricktable.games import get_rules
from tricktable.games.heart_hunter import POINT_CARDS
from tricktable.games.young_hunter import JACK_MASK

YOUNG = get_rules("young-hunter")
HEARTS = get_rules("heart-hunter")
SEED = 2043703412
NAMES = ["You", "West", "North", "East"]


def _tester_game(until=None, hints: bool = False):
    """The tester's first deal, everyone a club player, the person too: the state where
    ``until(state)`` first holds, else the deal finished; with ``hints``, the hints the person
    was given (asked at every choice, not followed) by their decision's index."""
    st = YOUNG.new_game(SEED)
    agents = [make_agent("rule", "young-hunter", seed=p) for p in range(4)]
    hinted = {}
    while not st.history:
        if until is not None and until(st):
            return st, hinted
        p = st.to_act
        legal = st.legal_actions()
        action = agents[p].choose(st.view(p), legal)
        if hints and p == 0 and len(legal) > 1:
            hinted[len(st.deal_log.actions)] = recommend(st, 0, names=NAMES).verdict
        st.apply(action)
    return st, hinted


def _winning(view) -> int:
    best = view.trick[0]
    for c in view.trick[1:]:
        if _beats(c, best, view.led, view.trumps):
            best = c
    return best


def test_the_review_names_the_hints_card_as_the_experts_with_the_hints_own_figures():
    """The hint said "play the K♠ … about 0.2 points more … than the 5♠" at trick 9, and the
    review of the same decision "The expert's choice: play the 5♠": a smaller search, unable
    to tell the two apart, kept the rule's card. Where the person was given a hint, the review's
    expert chooses as the hint did; a person who played the 5♠ anyway reads the hint's figures
    (the window's own test follows the hint: tests/ui/test_review_beside_hints.py)."""
    st, hinted = _tester_game(hints=True)
    sheet = review_sheet(st, 0, review_deal(st, 0, 0, names=NAMES, hinted=hinted), NAMES)
    notes = [n for row in sheet.rows for n in row.notes]
    assert any(n.startswith("10. Your choice: play the 5♠. The expert's choice: play the K♠: "
                            "over 91 imagined deals, about 0.2 points more for you than the "
                            "5♠.") for n in notes), notes


def _follows():
    """(position, view, legal actions, the rule player's reason) of every card played to a
    trick under way in 300 Young Hunter positions."""
    agent = YoungHunterRules(YOUNG, 1)
    for pos in positions("young-hunter", 300, seed=4):
        view = pos.state.view(pos.player)
        if pos.kind != "play: play" or not view.trick:
            continue
        legal = pos.state.legal_actions()
        yield pos, view, legal, agent.explain(view, legal)[1]


def test_a_jack_is_said_to_be_kept_only_where_it_could_have_been_played():
    """"No jack in the trick yet: the 8♥ costs you least, whether it wins or not, and keep your
    J♠" was said with hearts led, the J♠ no card the person could play; and the order after
    "and" was joined to a statement. The jack is named only when it was playable, in a clause
    that fits its sentence."""
    st, _ = _tester_game(lambda s: s.to_act == 0 and s.trick)
    action, why = YoungHunterRules(YOUNG, 1).explain(st.view(0), st.legal_actions())
    assert YOUNG.codec.short(action.card) == "8♥"
    assert why == ("No jack in the trick yet: the 8♥ costs you least. The J♥, still out, could "
                   "beat it for a hit; against a higher card its holder could simply keep it "
                   "back.")
    said = set()
    for _pos, _view, legal, why in _follows():
        playable = [YOUNG.codec.short(a.card) for a in legal if a.card & 15 == 11]
        if "keep your J" in why:
            named = why.split("keep your ")[1].rstrip(".")
            assert named in playable, (why, playable)
        if "keep your" in why and ": give the card you will miss least" in why:
            assert ", and keep your " in why, why  # an order after an order
            said.add("order")
        elif "keep your" in why:
            assert ", and you keep your " in why, why  # a statement after a statement
            said.add("statement")
    assert said == {"statement", "order"}, said


def test_nothing_worth_taking_is_said_only_where_no_jack_can_still_come():
    """"Nothing worth taking here" was said second to play, East's 7♣ led and jacks still out
    (North then played the J♣ and hit). It is said now only last to play or with no jack left
    with the others; else the reason says why the card goes: the person cannot win the trick
    (so cannot stop a jack that may come), or it is not worth a card that could win it."""
    said = {"nothing": 0, "cannot": 0, "not worth": 0}
    for pos, view, legal, why in _follows():
        out = DECK_52 & ~cards_played(view) & ~view.hands[pos.player]
        can = any(_beats(a.card, _winning(view), view.led, view.trumps) for a in legal)
        if why.startswith("Nothing worth taking here"):
            assert len(view.trick) == 3 or not out & JACK_MASK, why
            said["nothing"] += 1
        elif why.startswith("None of your cards can win this trick, so a jack played to it "
                            "after you is not yours to take"):
            assert not can and len(view.trick) < 3 and out & JACK_MASK, why
            said["cannot"] += 1
        elif why.startswith("No jack in the trick yet, so it is not worth a card"):
            assert can and len(view.trick) < 3 and out & JACK_MASK, why
            said["not worth"] += 1
    assert all(said.values()), said


def test_a_hand_that_can_win_no_trick_is_not_told_to_throw_before_a_card_wins():
    """"Throw your highest card now, before it wins a trick with points later" was said of the
    J♦ beside the 2♦, the last two diamonds: void in the suit led and holding only suits nobody
    else holds, the person can never win a trick again, so (holding no point card) every card
    is as good as another; the hint says so."""
    agent = HeartHunterRules(HEARTS, 1)
    found = 0
    for options in ({}, {"players": 3}):
        for pos in positions("heart-hunter", 300, seed=3, options=options):
            view = pos.state.view(pos.player)
            hand = view.hands[pos.player]
            if not view.trick or view.led & hand:
                continue
            deck = DECK_52 if len(view.hands) == 4 else DECK_36
            others = deck & ~cards_played(view) & ~hand
            if any(hand & lane and others & lane for lane in SUIT_MASKS):
                continue
            action, why = agent.explain(view, pos.state.legal_actions())
            if "shooting the moon" in why or POINT_CARDS >> action.card & 1:
                continue
            held = [s for s in range(4) if hand & SUIT_MASKS[s]]
            assert "before it wins a trick" not in why and "high cards" not in why, why
            assert "cannot follow suit, and nobody else holds any" in why, why
            assert "none of your cards can win a trick any more" in why, why
            assert ("makes no difference which one you throw" in why) == \
                (not hand & POINT_CARDS), why
            assert why.count(" or ") == len(held) - 1, why
            found += 1
    assert found, "no such ending came up"


def test_the_comparisons_of_announcements_read_in_parallel():
    """"about as good as announcing heart catch, trump hit (…); over 57 deals, about 1.3 points
    more for you than to announce diamond catch, trump hit": after "than" an action reads as
    after "as good as" ("than announcing …")."""
    st, _ = _tester_game(lambda s: s.to_act == 0)
    legal = st.legal_actions()
    pick = {tuple(a.get("takings") or ()): a for a in legal}
    one = next(a for k, a in pick.items() if len(k) == 1)
    two = [a for k, a in pick.items() if len(k) == 2][:2]
    verdict = Verdict(one, one, "A reason.", one, (
        Comparison(two[0], own=0.1, others=0.0, utility=0.1, error=0.3, worlds=125),
        Comparison(two[1], own=1.3, others=0.0, utility=1.3, error=0.2, worlds=57)),
        worlds=125, level="expert")
    figures = hint_for(st, 0, verdict, NAMES).figures
    assert "about as good as announcing " in figures, figures
    assert "more for you than announcing " in figures and "than to " not in figures, figures
    # one announcement of two takings reads as one thing, not as a list of choices
    assert "catch and " in figures and "catch, " not in figures, figures


def test_the_rules_lead_reason_quoted_in_a_hint_names_its_own_card():
    """"The usual rule would play the K♣ (“Your other leads give more away: a trump”)": quoted,
    the reason read as if the K♣ were the trump. It names the card it is a reason for."""
    st, _ = _tester_game(lambda s: s.to_act == 0 and not s.trick
                         and s.hands[0].bit_count() == 3)
    assert YOUNG.codec.list_short(st.hands[0]) == "the A♠, the K♠ and the K♣"
    legal = st.legal_actions()
    action, why = YoungHunterRules(YOUNG, 1).explain(st.view(0), legal)
    assert YOUNG.codec.short(action.card) == "K♣"
    assert why == "The K♣ gives least away: any other lead would be a trump."
    other = next(a for a in legal if a != action)
    verdict = Verdict(other, action, why, other, (
        Comparison(action, own=0.7, others=0.0, utility=0.7, error=0.1, worlds=131),),
        worlds=131, level="expert")
    assert hint_for(st, 0, verdict, NAMES).reason.startswith(
        "The usual rule would play the K♣ (“The K♣ gives least away: any other lead would be "
        "a trump”)")


def test_a_lead_reason_covers_every_other_card_that_could_be_led():
    """"Any other lead would be a trump" must hold of the other cards of the led card's suit
    and of the jacks too, which the reason's list of each suit's lowest card leaves out."""
    from tricktable.ai.young_hunter import _low_lead_reason
    from tricktable.engine.cards import card

    spades = SUIT_MASKS[card("2S") >> 4]
    hand = sum(1 << card(c) for c in ("QD", "KD", "8S"))
    assert _low_lead_reason(card("QD"), [(card("QD"), False), (card("8S"), False)], spades,
                            hand) == ("The Q♦ gives least away: any other lead would be a "
                                      "higher card or a trump.")
    hand = sum(1 << card(c) for c in ("QD", "JH", "8S"))
    assert _low_lead_reason(card("QD"), [(card("QD"), False), (card("8S"), False)], spades,
                            hand) == ("The Q♦ gives least away: any other lead would be a "
                                      "trump or a jack.")


def test_a_cheap_winner_is_never_said_safe_while_a_jack_that_beats_it_is_still_out():
    """"No jack in the trick yet: the 10♦ costs you least, whether it wins or not": North then
    dropped the J♦ on it for a hit, and a learner read the hint as "jacks matter only once
    they are in the trick". Where a jack of the card's own suit that beats it is still out
    and others are still to play, the reason names that jack; "whether it wins or not" only
    where no such jack is out."""
    said = {"jack": 0, "safe": 0}
    for _pos, view, _legal, why in _follows():
        if "costs you least" not in why or not why.startswith("No jack in the trick yet"):
            continue
        card = next(c for c in iter_cards(DECK_52) if f"the {YOUNG.codec.short(c)} costs" in why)
        lane = view.trumps if view.trumps >> card & 1 else SUIT_MASKS[card >> 4]
        seen = view.hands[view.player] | cards_played(view)
        out = [j for j in iter_cards(JACK_MASK & lane & ~seen) if j > card]
        if "still out, could beat it for a hit" in why:
            assert [YOUNG.codec.short(j) for j in out][:1] == [why.split("The ")[1].split(",")[0]]
            said["jack"] += 1
        else:
            assert "whether it wins or not" in why and not out, (why, out)
            said["safe"] += 1
    assert said["jack"] and said["safe"], said
