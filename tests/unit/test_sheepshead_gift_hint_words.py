"""Sheepshead: where a hint's search overrules the rule player with a sound gift (an ace put on
a trick the partner is winning, or given where the partner, last to play, may still beat the
Player), the hint said only that the card "did better" and gave figures: a learner could not
tell why an ace went where the rule gave nothing. It now says why, from the cards: who can
still beat the trick's winning card, and with what, and where the points go."""

from __future__ import annotations

import random

from tricktable.ai.sheepshead import RuleAgent, beats, best_index
from tricktable.coach.recommend import hint_for
from tricktable.coach.weighing import Comparison, Verdict
from tricktable.engine.cards import FRENCH, cards
from tricktable.engine.cards import card as c_
from tricktable.engine.protocol import PASS, PLAY, Action, DealPreset
from tricktable.engine.view import cards_played
from tricktable.games import get_rules
from tricktable.games.sheepshead import GROUP, TAKE, TRUMP_MASK, card_points

RULES = get_rules("sheepshead")
NAMES = ["You", "West", "East"]


def _position(hands: tuple[str, str, str], plays: str, passes: int):
    """``hands`` (dealer 2, the 7♣ and 8♣ in the window), the window taken after ``passes``
    passes and buried, ``plays`` played."""
    s = RULES.start({}, 1, {1: DealPreset(2, [cards(h) for h in hands],
                                          [c_("7C"), c_("8C")])})
    for _ in range(passes):
        s.apply(PASS)
    s.apply(TAKE)
    s.apply(Action.make("discard", cards=cards("7C 8C")))
    for code in plays.split():
        s.apply(PLAY[c_(code)])
    return s


def _overruled(s, card: str) -> str:
    """The hint's reason where the search chose ``card`` over the rule's choice."""
    me = s.turn
    view = s.view(me)
    rule, why = RuleAgent(RULES, 1).explain(view, s.legal_actions())
    assert rule != PLAY[c_(card)], why
    verdict = Verdict(PLAY[c_(card)], rule, why, PLAY[c_(card)],
                      (Comparison(rule, 0.0, -0.8, 0.4, 0.1, 400, ahead=150, behind=60),))
    advice = hint_for(s, me, verdict, NAMES)
    assert "did better" in advice.reason or "worse off" in advice.reason, advice.reason
    return advice.reason


def test_an_ace_put_on_the_partners_trick_says_what_the_player_could_beat_it_with():
    # East (2) takes the window; You (0) lead the 9♥, West (1) holds the A♥ and the 8♥: the
    # rule gives the 8♥, the Player playing last
    hands = ("9H 7H AC 10C KC 9C AS 10S 8D 7D", "AH 8H 10H QD JH JD KS 9S 8S 7S",
             "QC QS QH JC JS AD 10D KD 9D KH")
    s = _position(hands, "9H", passes=2)
    reason = _overruled(s, "AH")
    assert reason.endswith(
        "The A♥ takes the trick over for your side, and the Player, last to play, can beat it "
        "only if it is out of hearts and trumps it; if it cannot, the A♥'s 11 points are your "
        "side's."), reason


def test_an_ace_given_where_the_partner_may_still_beat_the_player_says_so():
    # You (0) take the window and lead the 8♦; West (1) holds no trump: the rule gives the
    # 7♥; East, last, may beat the 8♦
    hands = ("QC QS JC JS 8D AC 10C KC AS 10S", "AH 10H KH 9H 8H 7H KS 9S 8S 7S",
             "QH QD JH JD AD 10D KD 9D 7D 9C")
    s = _position(hands, "8D", passes=0)
    reason = _overruled(s, "AH")
    assert reason.endswith(
        "Your partner, last to play, can still beat the Player's 8♦ if they hold one of the "
        "12 higher trumps still out; if they do, the A♥'s 11 points are your side's (if not, "
        "the Player's)."), reason


def test_a_gift_in_place_of_the_rules_trump_says_the_trump_is_kept():
    # You (0) lead the K♣; West (1), out of clubs, would beat it with the 9♦
    hands = ("QC QS JC JS KC 8D AS 10S 7S 8S", "QD AH 10H KH 9H 8H 7H KS 9S 9D",
             "QH JH JD AD 10D KD 7D AC 10C 9C")
    s = _position(hands, "KC", passes=0)
    reason = _overruled(s, "AH")
    assert reason.endswith(
        "Your partner, last to play, can still beat the Player's K♣ if they hold the A♣ or "
        "the 10♣ or are out of clubs and trump it; if they do, the A♥'s 11 points are your "
        "side's (if not, the Player's), and you keep the 9♦ for a later trick."), reason


def test_the_words_are_true_for_the_cards_in_played_deals():
    """Wherever a defender could give more points than the rule's card, the words never say
    the Player cannot take a trick it could, never name a card the person holds or has seen
    played as a way to beat it, and say nothing of a Player's own choice."""
    said = 0
    for seed in range(1, 25):
        s = RULES.new_game(seed)
        rng = random.Random(seed)
        while not s.game_over and s.deal_number == 1:
            me, legal = s.turn, s.legal_actions()
            view = s.view(me)
            if s.stage == "play" and view.trick and len(legal) > 1 and not view.least:
                rule = RuleAgent(RULES, 1).choose(view, legal)
                for a in legal:
                    words = RuleAgent.overrule_reason(view, legal, a, rule)
                    if not words:
                        continue
                    said += 1
                    assert view.window_player != me, words
                    assert card_points(1 << a.card) > card_points(1 << rule.card), words
                    ways = words.partition(" if ")[2].partition(";")[0]
                    seen = view.hands[me] | cards_played(view)
                    assert not [c for c in _cards(seen) if f"the {FRENCH.short(c)}" in ways], \
                        words
                    if "cannot beat it" in words:
                        assert not _player_can_beat(s, view, a), (words, s.hands)
            s.apply(rng.choice(legal))
    assert said > 20, said


def _cards(mask: int) -> list[int]:
    return [c for c in range(64) if mask >> c & 1]


def _player_can_beat(s, view, action) -> bool:
    """Whether the Player, still to play to this trick after ``action``, holds a card it may
    play that would win it (on the real cards)."""
    trick = [*view.trick, action.card]
    order = [(view.leader + i) % 3 for i in range(3)]
    if view.window_player not in order[len(trick):]:
        return False
    led = TRUMP_MASK if TRUMP_MASK >> trick[0] & 1 else GROUP[trick[0]]
    best = trick[best_index(trick, led)]
    hand = s.hands[view.window_player]
    return any(beats(c, best, led) for c in _cards(hand & led or hand))
