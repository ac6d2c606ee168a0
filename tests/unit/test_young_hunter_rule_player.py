"""The Young Hunter rule player's reasons say what its card is (ai/young_hunter.py)."""

from __future__ import annotations

from tricktable.ai.young_hunter import RuleAgent
from tricktable.coach.positions import positions
from tricktable.games import get_rules

RULES = get_rules("young-hunter")


def test_a_lead_is_called_low_only_when_it_is():
    """The hints command said "play the Q♦ · A low lead gives little away": the rule player's
    cheapest lead may be a high card (its other suits' lowest cards were trumps or left an
    opponent's jack to win). Only a card of 9 or lower is called low now."""
    agent = RuleAgent(RULES, 1)
    high = 0
    for pos in positions("young-hunter", 60, seed=7):
        view = pos.state.view(pos.player)
        if pos.kind != "play: play" or view.trick:
            continue
        action, why = agent.explain(view, pos.state.legal_actions())
        if "low lead" in why:
            assert action.card & 15 <= 9, (RULES.codec.short(action.card), why)
        elif why.startswith(f"The {RULES.codec.short(action.card)} gives least away"):
            high += 1
    assert high, "the seeds reach a high cheapest lead"


def test_a_card_given_to_a_trick_without_a_jack_is_named_as_the_one_missed_least():
    """"The usual rule would play the Q♣ (“Nothing worth taking here: keep your good cards and
    your jacks”)": the reason named no card and told to keep the good ones while giving a
    queen. It names the card the rule gives: the one it will miss least, and the jacks kept
    that could have been played (not those the suit led kept in the hand anyway)."""
    rules = get_rules("young-hunter")
    agent = RuleAgent(rules, 1)
    seen = set()
    for pos in positions("young-hunter", 80, seed=4):
        view = pos.state.view(pos.player)
        legal = pos.state.legal_actions()
        action, why = agent.explain(view, legal)
        if "give the card you will miss least" in why:
            short = rules.codec.short(action.card)
            assert f"the {short}," in why or why.endswith(f"the {short}."), why
            assert action.card & 15 != 11, "a jack is never the card missed least"
            # "keep your jacks" was said to a hand of no jack, and of one
            jacks = [a.card for a in legal if a.card & 15 == 11]
            if not jacks:
                ending = f"the {short}."
            elif len(jacks) == 1:
                ending = f"keep your {rules.codec.short(jacks[0])}."
            else:
                ending = "keep your jacks."
            assert why.endswith(ending), (why, [rules.codec.short(j) for j in jacks])
            seen.add(min(len(jacks), 2))
    assert seen >= {0, 1}, seen


def test_a_lead_reason_names_only_what_the_other_cards_held_would_risk():
    """"Your other leads give more away: a higher card, a trump, or a jack's suit" was said to a
    hand of the J♥ and the J♠ alone, and of the 10♣ led from four clubs, clubs trumps."""
    from tricktable.ai.young_hunter import _low_lead_reason
    from tricktable.engine.cards import card

    clubs = sum(1 << c for c in range(64) if c >> 4 == 0)
    assert _low_lead_reason(card("JH"), [], clubs) == (
        "Only jacks are left: one of them must be led.")
    assert _low_lead_reason(card("10C"), [(card("10C"), False)], clubs) == (
        "Only trumps are left to lead: the lowest gives least away.")
    assert _low_lead_reason(card("QD"), [(card("QD"), False), (card("KH"), False)], clubs) == (
        "The Q♦ gives least away: any other lead would be a higher card.")
    assert _low_lead_reason(card("QD"), [(card("QD"), False), (card("7C"), False),
                                        (card("10S"), True)], clubs) == (
        "The Q♦ gives least away: any other lead would be a trump or in a suit where another "
        "player's jack would hit.")


def test_a_card_that_may_win_a_trick_without_a_jack_is_not_said_to_be_given():
    """"Nothing worth taking here: give the card you will miss least, the A♥" of an A♥ that
    took the trick: a card that beats the trick is said to cost least, win or not."""
    from tricktable.ai.young_hunter import _beats

    agent = RuleAgent(RULES, 1)
    said = {"give": 0, "win": 0}
    for pos in positions("young-hunter", 200, seed=4):
        view = pos.state.view(pos.player)
        if pos.kind != "play: play" or not view.trick:
            continue
        action, why = agent.explain(view, pos.state.legal_actions())
        best = view.trick[0]
        for c in view.trick[1:]:
            if _beats(c, best, view.led, view.trumps):
                best = c
        wins = _beats(action.card, best, view.led, view.trumps)
        if why.startswith("Nothing worth taking here"):
            assert not wins, why
            said["give"] += 1
        elif "costs you least, whether it wins or not" in why:
            assert ("yet" in why) == (len(view.trick) < 3), why
            assert wins and not any(c & 15 == 11 for c in view.trick), why
            said["win"] += 1
    assert said["give"] and said["win"], said


def test_one_announced_taking_is_said_in_the_singular():
    agent = RuleAgent(RULES, 1)
    seen = set()
    for pos in positions("young-hunter", 200, seed=2):
        view = pos.state.view(pos.player)
        legal = pos.state.legal_actions()
        if not any(a.type == "announce" for a in legal):
            continue
        action, why = agent.explain(view, legal)
        n = len(action.get("takings") or ())
        if n:
            assert ("this taking" in why) == (n == 1), (n, why)
            seen.add(min(n, 2))
    assert 1 in seen, seen


def test_a_forced_choice_is_said_alike_in_every_game():
    """Three games said a forced move three ways ("the only legal move", "the only card you
    may play", "the only thing the rules allow here"): a card is "the only card you may play",
    any other decision "the only thing the rules allow here", at every level that explains."""
    from tricktable.ai.base import ONLY_CARD, ONLY_CHOICE, rule_agent_class
    from tricktable.ai.registry import make_agent
    from tricktable.engine.protocol import PLAY
    from tricktable.games.registry import available_games

    for game in available_games():
        rules = get_rules(game)
        state = rules.new_game(seed=1)
        view = state.view(state.to_act)
        first = state.legal_actions()[0]
        for agent in (rule_agent_class(game)(rules, 1), make_agent("beginner", rules, seed=1)):
            card = next(c for c in range(64) if view.hands[state.to_act] >> c & 1) \
                if view.hands[state.to_act] else None
            if first.type != "play":
                assert agent.explain(view, [first])[1] == ONLY_CHOICE, (game, first)
            if card is not None:
                assert agent.explain(view, [PLAY[card]])[1] == ONLY_CARD, game


def test_an_announcement_names_honours_only_where_the_hand_holds_them():
    """"announce trump hit · Your honours in that suit make this taking likely" was said to a
    hand of the 4♠, 6♠, 8♠ and J♠, spades trumps: no honour above the jack. A single taking
    names the honours held ("Your honours in that suit" was said of a lone K♥ above the J♥)."""
    from tricktable.ai.young_hunter import ABOVE_JACK
    from tricktable.engine.cards import FRENCH, iter_cards

    agent = RuleAgent(RULES, 1)
    said = set()
    for seed in range(1, 200):
        state = RULES.new_game(seed=seed)
        view = state.view(state.to_act)
        action, why = agent.explain(view, state.legal_actions())
        takings = action.get("takings") or ()
        if not takings:
            continue
        hand = view.hands[view.turn]
        held = all(ABOVE_JACK[j >> 4] & hand for j, _k in takings)
        if len(takings) == 1 and held:
            # the honours named, each one the hand holds above the jack, and none else
            jack = takings[0][0]
            above = [FRENCH.short(c) for c in iter_cards(hand & ABOVE_JACK[jack >> 4])]
            named = why.split(" above the ")[0]
            assert all(card in named for card in above), (above, why)
            assert f"above the {FRENCH.short(jack)} make" in why, why
            assert (" makes " in why) == (len(above) == 1), why
            said.add("named")
            continue
        assert why.startswith("Your honours") == held, (takings, why)
        said.add(why.split(" make")[0])
        if len(said) >= 3:
            break
    assert "named" in said and len(said) >= 2, said


def test_a_trick_with_a_jack_the_player_gives_up_is_never_said_to_hold_nothing():
    """"Nothing worth taking here: give the card you will miss least, the Q♣" was said beside
    a J♣ that East had trumped: the reason names the jack and says why it is let go."""
    from tricktable.ai.young_hunter import _beats

    agent = RuleAgent(RULES, 1)
    said = {"cannot": 0, "costly": 0}
    for pos in positions("young-hunter", 300, seed=4):
        view = pos.state.view(pos.player)
        if pos.kind != "play: play" or not any(c & 15 == 11 for c in view.trick):
            continue
        legal = pos.state.legal_actions()
        action, why = agent.explain(view, legal)
        assert not why.startswith("Nothing worth taking"), why
        best = view.trick[0]
        for c in view.trick[1:]:
            if _beats(c, best, view.led, view.trumps):
                best = c
        can = any(_beats(a.card, best, view.led, view.trumps) for a in legal)
        if why.startswith("You cannot win this trick"):
            assert not can, why
            said["cannot"] += 1
        elif why.startswith("Winning this trick would cost"):
            assert can and not _beats(action.card, best, view.led, view.trumps), why
            said["costly"] += 1
    assert said["cannot"], said
