"""The play checker's sure check of a card given for nothing (``RuleAgent.sure_mistake``): a
defender threw the A♦ (11 points) onto the Player's Q♠ that nobody after could beat, with the
8♦ legal, and "Check my plays" let it through twice (40-checkAD.png, 42-checkAD-again.png): the
search's figures were not clear enough, and the gift swung the deal from −2 to +2 for the
Player. Where the rule is sure, the checker asks whatever the figures say, and says why; it
stays quiet on the rule player's own ordinary choices."""

from __future__ import annotations

import random

from deals import finish_deal
from tricktable.ai.sheepshead import RuleAgent
from tricktable.coach.checker import check_action
from tricktable.coach.recommend import check_words
from tricktable.engine.cards import card as c_
from tricktable.engine.cards import cards
from tricktable.engine.protocol import PASS, PLAY, Action, DealPreset
from tricktable.games import get_rules
from tricktable.games.sheepshead import TAKE

RULES = get_rules("sheepshead")
# Position 0 takes the window and leads the Q♠; position 1 follows with the J♠; position 2,
# last, holds the 8♦, the A♦, the J♣ and the Q♦ among its trumps: none beats the Q♠.
SURE_TRICK = ("QC QS QH JH JD 10D AC 10C KC 9C", "JS KD 9D 7D AS 10S KS 9S 8S 7S",
              "8D AD JC QD AH 10H KH 9H 8H 7H", "8C 7C")


def _position(deal: tuple[str, str, str, str], plays: str, passes: int = 0):
    """``deal`` (dealer 2), the window taken after ``passes`` passes and buried, ``plays``
    played."""
    h0, h1, h2, window = deal
    s = RULES.start({}, 1, {1: DealPreset(2, [cards(h0), cards(h1), cards(h2)],
                                          [c_(x) for x in window.split()])})
    for _ in range(passes):
        s.apply(PASS)
    s.apply(TAKE)
    s.apply(Action.make("discard", cards=cards(window)))
    for code in plays.split():
        s.apply(PLAY[c_(code)])
    return s


def test_an_ace_given_to_the_players_sure_trick_is_a_sure_mistake_with_the_eight_legal():
    s = _position(SURE_TRICK, "QS JS")
    found = RuleAgent.sure_mistake(s.view(2), s.legal_actions(), PLAY[c_("AD")])
    assert found == (PLAY[c_("8D")], "The Player has won this trick for sure: the A♦ gives "
                                     "it 11 points, the 8♦ none."), found
    assert RuleAgent.sure_mistake(s.view(2), s.legal_actions(), PLAY[c_("8D")]) is None
    # a queen given there spends a trump and its 3 points: the 8♦ keeps both
    assert RuleAgent.sure_mistake(s.view(2), s.legal_actions(), PLAY[c_("QD")])[0] == \
        PLAY[c_("8D")]


def test_a_gift_is_not_sure_while_the_partner_after_may_still_beat_the_player():
    # the Player leads the J♦; the defender second holds no higher trump, but the Q♣, Q♠
    # and Q♥ are out, and the partner plays last
    deal = ("JD QD 10D AC 10C KC 9C 8S 7S 9H", "JS KD 9D 7D AS 10S KS 9S AH 10H",
            "8D AD QC QS QH JC JH KH 8H 7H", "8C 7C")
    s = _position(deal, "JD")
    assert RuleAgent.sure_mistake(s.view(1), s.legal_actions(), PLAY[c_("KD")]) is None


def test_the_checker_questions_the_gift_whatever_its_search_says_and_says_why():
    s = _position(SURE_TRICK, "QS JS")
    r = check_action("sheepshead", s.view(2), s.legal_actions(), PLAY[c_("AD")], 7,
                     seconds=30.0, scale=0.05)
    assert r.better == PLAY[c_("8D")], r
    assert r.comparison is not None and r.comparison.action == PLAY[c_("AD")], r
    assert r.why.startswith("The Player has won this trick for sure: the A♦"), r
    # and the question says so, right after what it proposes, before the figures
    text = check_words(s, 2, r.better, r.comparison, why=r.why)
    assert text.startswith(f"Play the 8♦ instead? {r.why} In "), text
    if abs(r.comparison.utility) <= r.comparison.clear * r.comparison.error:
        assert "about as good" not in text, text  # a gift for nothing, whatever the deals


def test_the_player_giving_points_to_a_trick_the_defenders_have_won_is_a_sure_mistake():
    # position 1 takes the window; position 0 leads the A♠, and the Player, second, must
    # follow with the 10♠ or the 7♠: neither beats it, and only a defender plays after
    deal = ("AS KS 9S 8S QC JD 7D AH 8H 9C", "10S 7S QS QH QD JC JS JH AD 10D",
            "KD 9D 8D 10H KH 9H 7H AC 10C KC", "8C 7C")
    s = _position(deal, "AS", passes=1)
    legal = s.legal_actions()
    assert s.turn == 1 and set(legal) == {PLAY[c_("10S")], PLAY[c_("7S")]}, legal
    found = RuleAgent.sure_mistake(s.view(1), legal, PLAY[c_("10S")])
    assert found == (PLAY[c_("7S")], "The defenders have won this trick for sure: the 10♠ "
                                     "gives them 10 points, the 7♠ none."), found


def test_the_rule_players_own_cards_are_never_called_sure_mistakes():
    """The rule gives the cheapest card to a trick it cannot win: the checker stays quiet on
    the rule player's choices (and on a few other cards, one in ten, to vary the deals)."""
    asked = []

    def choose(state, legal):
        view = state.view(state.turn)
        a = RuleAgent(RULES, len(asked)).choose(view, legal)
        if state.stage == "play" and len(legal) > 1:
            asked.append(a)
            assert RuleAgent.sure_mistake(view, legal, a) is None, (view, a)
        return a if rng.random() < 0.9 else legal[rng.randrange(len(legal))]

    for seed in range(8):
        rng = random.Random(seed)
        finish_deal(RULES.new_game(seed), choose)
    assert len(asked) > 100, len(asked)


def test_a_jack_given_to_a_trick_nobody_can_win_is_the_cheapest_card_not_the_only_one():
    """68-auto-1.png: West led the Q♣, nobody could beat it; the hint said "give only the J♠"
    and its figures found the 10♦ about as good. A jack is a trump worth keeping: giving the
    10♦ is no sure mistake, and the rule's words say why it gives the jack all the same."""
    deal = ("QC QS JC JH JD AC 10C AS 10S 9S", "9D KD 8D 7D AH 10H KH 8H 7H 9C",
            "10D AD JS QD QH 8S KS 9H 7C KC", "7S 8C")
    s = _position(deal, "QC 9D")
    legal = s.legal_actions()
    action, why = RuleAgent(RULES, 1).explain(s.view(2), legal)
    assert action == PLAY[c_("JS")], why
    assert why == ("You cannot beat the Player: give the J♠, your card worth the fewest "
                   "points (2), though it is a trump you could use later."), why
    assert RuleAgent.sure_mistake(s.view(2), legal, PLAY[c_("10D")]) is None
    # the A♦ beside the 10♦ is a point apart: not worth a question either
    assert RuleAgent.sure_mistake(s.view(2), legal, PLAY[c_("AD")]) is None
