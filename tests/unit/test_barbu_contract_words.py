"""The Barbu rule player's reason for a contract speaks of the cards in the hand (the hint said
"the K♥ is guarded or absent" and "the queens are safe or guarded" whatever the hand held)."""

from __future__ import annotations

from tricktable.ai.barbu_reasons import _king_of_hearts_words, _queens_words, contract_words
from tricktable.ai.registry import make_agent
from tricktable.engine.cards import cards
from tricktable.games import get_rules
from tricktable.games.barbu import KH, QUEENS


def test_the_king_of_hearts_reason_says_whether_it_is_held_and_how_guarded():
    assert _king_of_hearts_words(cards("2C 5D")) == "you do not hold the K♥"
    assert _king_of_hearts_words(cards("KH 2C")) == "the K♥ is your only heart"
    assert _king_of_hearts_words(cards("KH 2H")) == "the K♥ has 1 other heart beside it"
    assert _king_of_hearts_words(cards("KH 2H 9H AC")) == "the K♥ has 2 other hearts beside it"


def test_the_queens_reason_counts_the_queens_and_their_guards():
    assert _queens_words(cards("2C 5H")) == "you hold no queen"
    assert _queens_words(cards("QC 2H")) == "you hold one queen"
    assert _queens_words(cards("2C 3C QC")) == \
        "you hold one queen, with two or more lower cards of its suit"
    assert _queens_words(cards("2C 3C QC 2S 3S QS")) == \
        "you hold 2 queens, each with two or more lower cards of its suit"
    assert _queens_words(cards("2C 3C QC 2S QS")) == "you hold 2 queens"


def test_every_contracts_reason_is_a_fact_of_the_hand():
    """One fixed phrase per contract ("no high hearts to lose") was given even for a hand
    holding the A♥: each now counts what the hand holds."""
    hand = cards("2H 5H AH KH 3C 4C 8C 9S 10S JS 4D 5D 6D")
    assert contract_words("no-hearts", hand, None, 0) == "you hold 4 hearts, 2 above the 10"
    assert contract_words("no-hearts", cards("2H 3H 4C"), None, 0) == \
        "your hearts are all 10 or lower"
    assert contract_words("no-hearts", cards("4C"), None, 0) == "you hold no heart"
    assert contract_words("no-tricks", hand, None, 0) == "8 of your 13 cards are 8 or lower"
    assert contract_words("no-last-two", hand, None, 0) == "your longest suit has 4 cards"
    assert contract_words("trump", hand, 2, 0) == "4 hearts to be trumps, 2 of them above the 10"
    assert contract_words("dominoes", hand, None, 4) == \
        "7 of your cards lie within two ranks of the 4"
    assert contract_words("no-king-of-hearts", hand, None, 0) == \
        "the K♥ has 3 other hearts beside it"


def test_the_reason_given_at_the_table_agrees_with_the_hand():
    rules = get_rules("barbu")
    checked = 0
    for seed in range(1, 60):
        state = rules.new_game(seed)
        p = state.to_act
        agent = make_agent("rule", rules, seed=seed)
        _action, reason = agent.explain(state.view(p), state.legal_actions())
        hand = state.view(p).hands[p]
        if "K♥" in reason and "King of Hearts" in reason:
            assert ("do not hold" in reason) == (not hand >> KH & 1), reason
            checked += 1
        if "No Queens" in reason:
            assert ("no queen" in reason) == (not hand & QUEENS), reason
            checked += 1
    assert checked, "no hand chose No Queens or No King of Hearts"


def test_the_no_tricks_reason_agrees_with_one_low_card_or_several():
    one = cards("8C 9C 10C JC QC KC AC 9S 10S JS QS KS AS")
    assert contract_words("no-tricks", one, None, 0) == "1 of your 13 cards is 8 or lower"
    two = cards("8C 2D 10C JC QC KC AC 9S 10S JS QS KS AS")
    assert contract_words("no-tricks", two, None, 0) == "2 of your 13 cards are 8 or lower"


def test_the_rule_players_reasons_name_the_card_and_write_scores_as_the_table_does():
    """Seen in hints: "The clubs card gives the others the least" (a suit, not the card) and
    "should score about -2" (a hyphen, where every score on the table has a minus sign)."""
    import random
    import re

    rules = get_rules("barbu")
    said: list[str] = []
    for seed in range(12):
        state = rules.new_game(seed=seed)
        agent = make_agent("rule", rules, seed)
        rng = random.Random(seed)
        while state.to_act is not None and state.deal_number <= 8:
            legal = state.legal_actions()
            action, why = agent.explain(state.view(state.to_act), legal)
            said.append(why)
            state.apply(action if rng.random() < 0.8 else rng.choice(legal))
    scored = [w for w in said if "should score about" in w]
    domino = [w for w in said if "helps the others least" in w]
    assert scored and domino, "the positions reached ask for both reasons"
    assert not [w for w in said if re.search(r"-\d", w)]
    assert any("about −" in w for w in scored), "a negative estimate, with its minus sign"
    assert all(re.search(r"the (10|[2-9JQKA])[♣♦♥♠] helps", w) for w in domino), domino


def test_a_player_who_doubled_you_already_is_said_so_on_the_double_panel():
    """East had doubled the person, and East's toggle said only "another player: you bet to
    score more": doubling back makes the pair's bet count twice (RULES: m = 2 when both
    doubled each other)."""
    import random

    from tricktable.engine.cards import FRENCH
    from tricktable.games.barbu_words import decision
    from tricktable.games.registry import get_rules

    names = ["You", "West", "North", "East"]
    seen = 0
    for seed in range(1, 60):
        state = get_rules("barbu").new_game(seed)
        rng = random.Random(seed)
        while state.stage in ("contract", "double") and state.to_act is not None:
            p, legal = state.to_act, state.legal_actions()
            view = state.view(p)
            if state.stage == "double" and p != view.declarer:
                lines = {c.key: c.line for c in decision(view, legal, FRENCH, names).choices}
                doubled_me = {x for x, y, _r in view.doubles if y == p}
                for q, line in lines.items():
                    assert (line == "doubled you already: doubling back counts twice") == \
                        (q in doubled_me), (q, line, view.doubles)
                    seen += q in doubled_me
            state.apply(rng.choice(legal))
    assert seen >= 5, seen


def test_the_declarers_last_hand_says_every_contract_is_chosen():
    """"contracts still to choose: none: this is the last." read oddly on the seventh hand."""
    from dataclasses import replace

    from tricktable.games.barbu import CONTRACTS
    from tricktable.games.barbu_words import PLACES, phase_words

    view = get_rules("barbu").new_game(seed=2).view(0)
    used = [list(u) for u in view.used]
    used[view.declarer] = list(CONTRACTS)
    last = replace(view, used=used, block_hand=6)
    who = "You declare" if view.declarer == 0 else f"{PLACES[view.declarer]} declares"
    assert phase_words(last) == [f"{who} (hand 7 of 7, the last): every contract has been "
                                 "chosen."]
    assert phase_words(view)[0].endswith("contracts still to choose: all seven.")
