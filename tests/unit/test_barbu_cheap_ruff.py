"""Barbu's rule player wins a Trump trick with the lowest card that wins it as surely as a higher
one (ai/barbu_overtake.py): a QA tester (an experienced player) saw East ruff a Q♠ with the A♦
while holding the 8♦, and lose the 8♦ under the K♦ two tricks later."""

from __future__ import annotations

import random

from tricktable.ai.barbu import RuleAgent
from tricktable.ai.barbu_overtake import CERTAIN, OPEN, SAFE, later_players, sureness
from tricktable.engine.cards import FRENCH, cards
from tricktable.engine.protocol import DealPreset
from tricktable.games import get_rules
from tricktable.games.barbu import CONTRACT_ACTIONS, CONTRACTS

RULES = get_rules("barbu")

# Record barbu_hand2_east_ruffs_with_ace, hand 2 (dealer South, West declares Trump, diamonds).
RUFF_DEAL = ("4C 6C 8C JC 2D 4D 6D 7D 4H KH 6S 7S 10S",
             "10C AC 5D 9D 10D JD QD KD 9H AH 5S 9S AS",
             "3C 9C KC 3D 2H 5H 6H 8H 3S 4S 8S QS KS",
             "2C 5C 7C QC 8D AD 3H 7H 10H JH QH 2S JS")
# tricks 1-5 as played, then North leads the Q♠ (East, void in spades, holds the A♦ and 8♦)
RUFF_PLAY = ("AC 3C 2C 4C", "AH 2H 3H 4H", "AS 3S 2S 6S", "10C KC 5C 6C", "KS JS 7S 5S", "QS")


def _ruff_position():
    s = RULES.start({}, 1, {1: DealPreset(0, [cards(h) for h in RUFF_DEAL], [])})
    assert s.to_act == 1
    s.apply(next(a for a in s.legal_actions()
                 if a.get("contract") == "trump" and a.get("trump") == "D"))
    while s.stage != "play":
        s.apply(next(a for a in s.legal_actions() if not a.get("targets")))
    for code in " ".join(RUFF_PLAY).split():
        s.apply(next(a for a in s.legal_actions() if FRENCH.code(a.card) == code))
    assert s.to_act == 3
    return s


def test_east_ruffs_the_queen_of_spades_with_the_eight_and_keeps_the_ace():
    """South and West, after East, had followed spades every time: the 8♦ wins as surely as the
    A♦ as far as East can tell, and the A♦ then wins the K♦ that West leads at trick 8."""
    s = _ruff_position()
    action, why = RuleAgent(RULES, 3).explain(s.view(3), s.legal_actions())
    assert FRENCH.code(action.card) == "8D", why
    assert why == ("Ruff with the 8♦, your lowest trump that wins: as far as the cards show, "
                   "nobody after you can overruff it, and your A♦ stays for later.")
    # played on: nobody overruffs, and the A♦ takes West's K♦ at trick 8
    s.apply(action)
    for code in ("10S", "9S", "QC", "8C", "9D", "9C"):
        s.apply(next(a for a in s.legal_actions() if FRENCH.code(a.card) == code))
    assert s.to_act == 1
    s.apply(next(a for a in s.legal_actions() if FRENCH.code(a.card) == "KD"))
    s.apply(next(a for a in s.legal_actions() if FRENCH.code(a.card) == "3D"))
    assert [FRENCH.code(a.card) for a in s.legal_actions()] == ["AD"]


def test_a_shown_void_after_the_ruffer_keeps_the_top_trump():
    """Had West shown a void in spades (it may hold trumps above the 8♦), the 8♦ could be
    overruffed and the A♦ could not."""
    s = _ruff_position()
    view = s.view(3)
    out = RuleAgent(RULES, 3)._outstanding(view, s.hands[3])
    later = later_players(view.leader, len(view.trick))
    assert later == [0, 1]
    eight, ace, spades = FRENCH.parse("8D"), FRENCH.parse("AD"), view.led
    assert sureness(eight, spades, view.trumps, out, later, view.voids) == SAFE
    assert sureness(ace, spades, view.trumps, out, later, view.voids) == CERTAIN
    voids = list(view.voids)
    voids[1] |= spades
    assert sureness(eight, spades, view.trumps, out, later, voids) == OPEN
    assert sureness(ace, spades, view.trumps, out, later, voids) == CERTAIN


def test_too_few_cards_of_the_suit_led_out_means_someone_after_is_void():
    """Two players after, one spade unseen: one of them holds none and may overruff."""
    trumps = sum(1 << c for c in range(64) if c >> 4 == 1)  # diamonds
    spades = sum(1 << c for c in range(64) if c >> 4 == 3)
    out = cards("2S KD QD")
    eight = FRENCH.parse("8D")
    assert sureness(eight, spades, trumps, out, [0, 1], [0, 0, 0, 0]) == OPEN
    assert sureness(eight, spades, trumps, out | cards("3S"), [0, 1], [0, 0, 0, 0]) == SAFE
    # the last player to play, or none holding a trump above it: nobody can beat it
    assert sureness(eight, spades, trumps, out, [], [0, 0, 0, 0]) == CERTAIN
    assert sureness(eight, spades, trumps, out, [0, 1], [trumps] * 4) == CERTAIN


def test_a_plain_card_follows_the_same_order():
    """Following suit: the A♣ with no higher club out is safe (only an unseen void could ruff
    it); the Q♣ with the K♣ out is open."""
    trumps = sum(1 << c for c in range(64) if c >> 4 == 1)
    clubs = sum(1 << c for c in range(64) if c >> 4 == 0)
    out = cards("KC 5C 3D")
    no_voids = [0, 0, 0, 0]
    assert sureness(FRENCH.parse("AC"), clubs, trumps, out, [2, 3], no_voids) == SAFE
    assert sureness(FRENCH.parse("QC"), clubs, trumps, out, [2, 3], no_voids) == OPEN
    assert sureness(FRENCH.parse("AC"), clubs, trumps, cards("KC 5C"), [2, 3],
                    no_voids) == CERTAIN


def test_every_ruff_reason_is_true_of_the_table():
    """"Ruff with the X, your lowest trump that wins": X is a trump, the lowest that beats the
    trick, no player after it has shown a void in the suit led, and the card it keeps is in the
    hand and higher."""
    trump_kind = CONTRACTS.index("trump")
    said = 0
    for seed in range(1, 80):
        state = RULES.new_game(seed=seed)
        rng = random.Random(seed)
        state.apply(rng.choice([a for a in state.legal_actions()
                                if CONTRACT_ACTIONS[a][0] == trump_kind]))
        while state.to_act is not None and not state.history:
            legal = state.legal_actions()
            view = state.view(state.to_act)
            action, why = RuleAgent(RULES, seed).explain(view, legal)
            if why.startswith("Ruff with the"):
                c, hand, trumps = action.card, view.hands[view.turn], view.trumps
                assert trumps >> c & 1 and not view.led & trumps, why
                best = max((x for x in view.trick if trumps >> x & 1), default=-1)
                assert c > best and not any(best < x < c for x in range(64)
                                            if hand >> x & 1 and trumps >> x & 1), why
                out = RuleAgent(RULES, seed)._outstanding(view, hand)
                for p in later_players(view.leader, len(view.trick)):
                    assert view.voids[p] & view.led != view.led or \
                        not (out & trumps & ~view.voids[p]) >> (c + 1), why
                if "stays for later" in why:
                    name = why.split("your ")[-1].split(" ")[0]
                    kept = [x for x in range(64) if hand >> x & 1 and FRENCH.short(x) == name]
                    assert kept and kept[0] > c and trumps >> kept[0] & 1, why
                said += 1
            state.apply(action if rng.random() < 0.8 else rng.choice(legal))
    assert said
