"""The Sheepshead rule player's habits (ai/sheepshead.py), each on a hand-built position where the
habit picks the card, with the card the player chose before the habit where that differs."""

from __future__ import annotations

from players import sheepshead_rule_choice
from tricktable.ai.experiments import sheepshead_bury
from tricktable.ai.sheepshead import RuleAgent, strength
from tricktable.engine.cards import FRENCH, cards
from tricktable.engine.cards import card as c_
from tricktable.engine.protocol import PASS, PLAY, Action, DealPreset
from tricktable.games import get_rules
from tricktable.games.sheepshead import TAKE, card_points

RULES = get_rules("sheepshead")

# Position 0 (the dealer's left, dealer 2) takes the window and leads; position 1 holds no club,
# the A♦ and J♥ among its trumps and the 7♥, a card worth nothing.
PLAYER_LEADS = ("QC QS QH QD JC JS AC 10C KC 9C", "JH AD 8D 7H AH 10H KH AS 10S KS",
                "JD 10D KD 9D 7D 9H 8H 9S 8S 7S", "8C 7C")
# Position 1 takes the window (position 0 passes); position 2, a defender, holds two trumps, the
# Q♣ and the 9♦, and no heart.
PLAYER_SECOND = ("AH 10H KH 9H 8H 7H 10D KD 7S 9C", "7D 8D QS QH QD JC JS JH JD AD",
                 "QC 9D AS 10S KS 9S 8S AC 10C KC", "8C 7C")
# Position 2 takes the window after two passes; it holds no heart, the A♦ among its trumps.
PLAYER_LAST = ("AH 10H KH 9H 7S 8S 9S 10S KS AS", "8H 7H AC 10C KC 9C JD JH 10D KD",
               "QC QS QH QD JC JS AD 9D 8D 7D", "8C 7C")
# Position 2 takes the window; position 1, a defender, holds no heart; the Player holds four.
DEFENDER_CASHES = ("AH 10H AD 8S 7S KS 9S 8C 9C 7D", "AC 10C KC QD JD 10D KD 9D AS 10S",
                   "KH 9H 8H 7H QC QS QH JC JS JH", "8D 7C")
# The same with the Player's 9♥ and position 0's A♦ the other way round: two hearts unseen.
TWO_HEARTS_UNSEEN = ("AH 10H 9H 8S 7S KS 9S 8C 9C 7D", "AC 10C KC QD JD 10D KD 9D AS 10S",
                     "KH 8H 7H QC QS QH JC JS JH AD", "8D 7C")


def start(deal: tuple[str, str, str, str]) -> object:
    h0, h1, h2, window = deal
    hands = [cards(h0), cards(h1), cards(h2)]
    return RULES.start({}, 1, {1: DealPreset(2, hands, [c_(x) for x in window.split()])})


def taken(deal: tuple[str, str, str, str], passes: int, buried: str) -> object:
    """``deal`` with ``passes`` passes on the window, then taken and ``buried`` laid away."""
    s = start(deal)
    for _ in range(passes):
        s.apply(PASS)
    s.apply(TAKE)
    s.apply(Action.make("discard", cards=cards(buried)))
    return s


def play(state, codes: str) -> None:
    for code in codes.split():
        state.apply(PLAY[c_(code)])


choice = sheepshead_rule_choice


def test_the_defender_after_the_players_lead_beats_it_when_only_the_partner_follows():
    # The Player leads the 9♣ into position 1, who holds no club. Only the partner plays after
    # position 1, so any trump wins the trick for the side: it trumps with its richest trump that
    # is not a queen or jack (the A♦, 11 points). Before, it trumped only with a trump no card
    # still out could beat, and otherwise threw its cheapest card (the 7♥).
    s = taken(PLAYER_LEADS, 0, "8C 7C")
    play(s, "9C")
    card, why = choice(s)
    assert card == "AD"
    assert "only your partner plays after you" in why


def test_the_last_defender_beats_the_player_without_spending_a_queen():
    # Position 0 leads the 9♥, the Player trumps it with the 7♦; the last defender beats it with
    # the 9♦, not the Q♣ (before: the richest winner, the queen's 3 points).
    s = taken(PLAYER_SECOND, 1, "8C 7C")
    play(s, "9H 7D")
    card, why = choice(s)
    assert card == "9D"
    assert why.startswith("Take the trick from the Player")


def test_a_defender_smears_onto_the_partners_trick_without_its_queens_and_jacks():
    # Position 0 leads the 10♦, the Player follows with the 8♦ and cannot win; the last defender
    # must follow trumps and keeps the Q♣ (before: the queen's 3 points were smeared).
    s = taken(PLAYER_SECOND, 1, "8C 7C")
    play(s, "10D 8D")
    card, why = choice(s)
    assert card == "9D"
    # the 9♦ is worth nothing: no smear ("smear the 8♥ (0 points) onto it" was said)
    assert why == ("Your partner wins this trick, but you have no points to spare for it: play "
                   "the 9♦, and keep your queens and jacks for later tricks.")


def test_a_defender_before_the_player_keeps_its_points_off_the_partners_trick():
    # Position 0 leads the 7♠; position 1, void in spades, plays before the Player, who may
    # trump: it gives its cheapest card and says who plays after it (before: "The Player may
    # still win this", which left the player to guess why the partner's trick was not smeared).
    s = taken(PLAYER_LAST, 2, "8C 7C")
    play(s, "7S")
    card, why = choice(s)
    assert card == "7H"
    assert why == ("Your partner is winning this trick, but the Player plays after you and may "
                   "still take it: give only the 7♥ (0 points).")


def test_the_window_is_taken_from_the_take_threshold_up():
    # The hand's strength against the threshold: from it up the player takes, below it passes.
    s = start(PLAYER_LEADS)
    hand = s.hands[0]
    assert strength(hand) >= RuleAgent.TAKE_AT
    assert RuleAgent(RULES, 1).choose(s.view(0), s.legal_actions()) == TAKE
    weak = cards("JD 10D KD 9D 7D 9H 8H 9S 8S 7S")
    assert strength(weak) < RuleAgent.TAKE_AT
    s.apply(PASS)
    s.apply(PASS)
    assert s.hands[2] == weak
    assert RuleAgent(RULES, 1).choose(s.view(2), s.legal_actions()) == PASS


def test_the_player_last_to_play_wins_with_its_richest_card_but_a_queen_or_jack():
    # The trick is the Player's whatever it plays from its trumps: it takes it with the A♦ (11
    # points safe in its own trick) rather than the 7♦ (before: the lowest winner).
    s = taken(PLAYER_LAST, 2, "8C 7C")
    play(s, "9H 8H")
    card, why = choice(s)
    assert card == "AD"
    assert why.startswith("Win the trick with the")


def test_a_player_winning_last_with_a_queen_or_jack_does_not_say_it_keeps_them():
    """"Win the trick with the Q♥: … take it with points and keep the queens and jacks" was
    said: where only a queen or jack wins, the reason says it is the lowest that does."""
    s = taken(PLAYER_LAST, 2, "8C 7C")
    play(s, "AS JH")  # the J♥ trumps the A♠: only the Player's queens and jacks beat it
    card, why = choice(s)
    assert card == "JS"
    assert why == "Win the trick with the J♠, the lowest card that wins it: nobody plays after you."


def test_the_player_second_to_play_tries_to_win_what_it_cannot_win_for_sure():
    # The Player (position 1) kept two clubs and no heart; the 9♥ is led. No trump of its own is
    # sure against the last defender (the Q♣ is out), but left to lose the trick would take that
    # defender's smear: it trumps with the A♦ (before: its cheapest card, the 7♣, on a trick
    # worth nothing).
    s = taken(PLAYER_SECOND, 1, "8D 7D")
    play(s, "9H")
    card, why = choice(s)
    assert card == "AD"
    assert why == ("Play the A♦: it wins the trick unless the last defender holds the Q♣, and "
                   "you keep your queens and jacks. If you let the trick go, the last defender "
                   "can add their aces and tens to it.")


def test_the_player_second_to_play_tries_to_win_with_the_higher_of_two_cards_worth_nothing():
    # The 7♣ led; the Player (position 1) holds the 9♣ and the 8♣, both winning it for now, and
    # the last defender may hold a higher club. "Try to win with the 8♣" was said (the weakest
    # of two cards worth the same): the 9♣ beats more of what may come.
    deal = ("7C AH 10H KH 9H 8H 7H AS 10S KS", "9C 8C QC QS QH QD JC JS JH JD",
            "KC AC 10C 9S 8S 7S AD 10D KD 9D", "8D 7D")
    s = taken(deal, 1, "8D 7D")
    play(s, "7C")
    card, why = choice(s)
    assert card == "9C"
    assert why.startswith("Play the 9♣: it wins the trick unless the last defender holds one "
                          "of the 3 higher clubs still out or is out of clubs and trumps it.")


def test_a_defender_cashes_a_sure_ten_though_its_partner_could_trump_it():
    # Position 0 won the A♥; its partner showed no heart. The 10♥ is now the best heart, and of
    # the three hearts unseen the Player's burial could hold only two: the Player still follows
    # hearts, and the defender cashes it (before: only a card the partner could not beat
    # either, so it led its cheapest card).
    s = taken(DEFENDER_CASHES, 2, "8D 7C")
    play(s, "AH AC 7H")
    assert s.turn == 0 and not s.trick
    card, why = choice(s)
    assert card == "10H"
    assert why == ("The 10♥ is the best heart left: cash it while the Player may still have to "
                   "follow hearts.")


def test_a_defender_does_not_cash_a_ten_the_players_burial_may_have_left_unguarded():
    # As above, but only the K♥ and the 8♥ are unseen: the Player could have buried both and
    # trump the 10♥ (a hint said "Make the trick safe" with an A♥ the Player then trumped for
    # 15 points). The defender leads low to its partner instead.
    s = taken(TWO_HEARTS_UNSEEN, 2, "8D 7C")
    play(s, "AH AC 7H")
    card, why = choice(s)
    assert card == "7S"
    # the partner plays second and the Player last: a hope of the partner's trick was untrue
    assert why == ("Lead the 7♠: the Player plays last and may take the trick, and the 7♠ "
                   "gives it no points.")


def test_a_defender_calls_a_trick_safe_only_where_the_player_cannot_beat_it():
    """Whatever the Player holds and buried: where a defender's reason says its card makes the
    trick safe for its side, no card the others really hold takes the trick from the side;
    where it says nobody can beat the Player's card, nobody can."""

    from trick_helpers import possible_winners as winners

    def defending(s) -> bool:
        player = s.view(0).window_player
        return player is not None and s.turn != player

    said = unbeaten = 0
    for seed, s, action, why in _rule_plays(range(1, 300), defending):
        player = s.view(0).window_player
        s.apply(action)
        if why.startswith("Make the trick safe"):
            said += 1
            assert player not in winners(s), (seed, why)
        elif why.startswith("Nobody can beat the Player's"):  # not "leave it to your
            unbeaten += 1                                     # partner", as was said
            assert winners(s) == {player}, (seed, why)
    assert said >= 10 and unbeaten >= 5, (said, unbeaten)


def _rule_plays(seeds, asked=lambda s: True):
    """(seed, state, action, reason) at each card-play turn with a choice that ``asked(state)``
    keeps, in random deals: the rule player's card and reason, not yet played (the caller
    plays it, or any other); every other turn is played at random."""
    import random

    agent = RuleAgent(RULES, 1)
    for seed in seeds:
        s = RULES.new_game(seed=seed)
        rng = random.Random(seed)
        while s.to_act is not None and not s.history:
            legal = s.legal_actions()
            if s.stage != "play" or len(legal) == 1 or not asked(s):
                s.apply(rng.choice(legal))
                continue
            done = len(s.deal_log.actions)
            action, why = agent.explain(s.view(s.turn), legal)
            yield seed, s, action, why
            if len(s.deal_log.actions) == done:
                s.apply(action)


# Position 0 takes the window and holds two small singletons, the 7♠ and (from the window) the 8♣,
# beside eight trumps.
TWO_SINGLETONS = ("QC QS QH QD JC JS JH JD AD 7S", "AC 10C KC 9C 7C AS 10S KS 9S 8S",
                  "AH 10H KH 9H 8H 7H 10D KD 8D 7D", "8C 9D")


def test_burying_two_cards_worth_nothing_says_why_without_counting_their_points():
    """"Bury …: their 0 points count for you" was said, and two suits voided were "that
    suit"."""
    s = start(TWO_SINGLETONS)
    s.apply(TAKE)
    action, why = RuleAgent(RULES, 1).explain(s.view(0), s.legal_actions())
    assert action.get("cards") == cards("7S 8C")
    # the hand keeps club and spade trumps (queens, jacks): the voids are the plain suits'
    assert why == "Bury them: with no plain clubs or spades left you can trump those suits."


# Position 0 takes the window with six trumps, a lone 8♠, the A♣ and the 10♣, and three hearts
# without their ace (the K♥ and the 7♥ from the window).
ACE_AND_TEN = ("QC QS QH JC JD AD 8S AC 10C 9H", "QD JS JH 10D KD AS 10S KS 9S 7S",
               "9D 8D 7D KC 9C 8C 7C AH 10H 8H", "KH 7H")


def test_the_player_keeps_its_ace_and_buries_for_a_void_elsewhere():
    """The A♣ and the 10♣ were buried for 21 points and a club void; an ace in hand usually wins
    its trick and the points played to it, so the 8♠ goes for the void, the 10♣ for its points."""
    s = start(ACE_AND_TEN)
    s.apply(TAKE)
    action, why = RuleAgent(RULES, 1).explain(s.view(0), s.legal_actions())
    assert action.get("cards") == cards("8S 10C")
    assert why == ("Bury them: their 10 points count for you, and with no plain spades "
                   "left you can trump that suit. Keep the A♣: an ace usually wins its trick, "
                   "and the points played to it.")
    former, _why = sheepshead_bury.Former(RULES, 1).explain(s.view(0), s.legal_actions())
    assert former.get("cards") == cards("AC 10C")


def test_the_bury_experiment_measures_todays_player_against_the_former_one():
    figures = sheepshead_bury.duplicate(60, 1)
    assert len(figures) == 60
    assert any(f > 0 for f in figures), "the burial changed nothing in 60 deals"
    assert sheepshead_bury.duplicate(30, 1, field=RuleAgent) == [0.0] * 30


def test_the_player_leads_a_trump_only_holding_the_best_one_left_as_the_play_tip_says():
    """The first-card tip said "The Player draws the others' trumps first", and the hint then
    cashed an A♥: the Player draws trumps only while holding the best trump left, else cashes
    an ace nobody can trump. The tip says that now; this holds the rule player to it. (Since,
    the Player also draws with its highest trump while holding more trumps than the
    defenders, so a cash comes up more rarely: more positions are looked at.)"""
    from tricktable.coach.positions import positions
    from tricktable.games.sheepshead_words import TIPS

    assert "draws trumps while holding the best one left" in TIPS["play"].text
    agent = RuleAgent(RULES, 1)
    kinds = set()
    for pos in positions("sheepshead", 600, seed=3):
        view = pos.state.view(pos.player)
        if view.trick or view.player != pos.player or pos.state.stage != "play":
            continue
        _action, why = agent.explain(view, pos.state.legal_actions())
        if why.endswith("draw trumps with it."):
            kinds.add("draw")
        elif why.endswith("cash it."):
            kinds.add("cash")
    assert kinds == {"draw", "cash"}, kinds


def test_the_doubt_experiment_measures_todays_defenders_against_the_former_ones():
    from tricktable.ai.experiments import sheepshead_doubt

    figures = sheepshead_doubt.duplicate(80, 1)
    assert len(figures) == 80
    assert any(f != 0 for f in figures), "doubting the burial changed nothing in 80 deals"


def test_the_window_reason_counts_the_queens_jacks_and_aces_not_the_trumps_alone():
    """"With 5 trumps your hand is too weak" came a deal after "with 5 trumps" took the
    window: what tells such hands apart is said too."""
    import re

    agent = RuleAgent(RULES, 1)
    said = 0
    for pos in positions_of("window", 40):
        _action, why = agent.explain(pos.state.view(pos.player), pos.state.legal_actions())
        found = re.match(r"With (\d+) trumps? \((?:(\d) queens?)?(?: and )?(?:(\d) jacks?)?"
                         r"(no queen or jack)? among them\)( and \d plain aces?)?, your", why)
        assert found, why
        # queens and jacks are trumps: never more of them than trumps (the aces said apart)
        assert int(found[2] or 0) + int(found[3] or 0) <= int(found[1]), why
        said += 1
    assert said >= 10


def test_a_defenders_lead_is_called_low_only_when_it_is_worth_nothing():
    """"Lead the K♣ low": a king, 4 points; "Lead the A♠, your cheapest plain card, and let your
    partner take the trick" was said of an only ace (the Player trumped it): an ace or ten led
    says which plain cards are left, and never "cheapest"."""
    agent = RuleAgent(RULES, 1)
    kinds = set()
    for pos in positions_of("play", 600):
        view = pos.state.view(pos.player)
        if view.trick or view.least or view.window_player in (None, pos.player):
            continue
        action, why = agent.explain(view, pos.state.legal_actions())
        points = card_points(1 << action.card)
        if " low and hope your partner" in why:
            assert points == 0, why
            kinds.add("low")
        elif "your cheapest plain card" in why:
            assert 0 < points < 10, why
            kinds.add("cheapest")
        elif points >= 10 and "cash it while" not in why:
            assert "cheapest" not in why and "your partner can take" not in why, why
            assert "only plain card" in why or "plain cards are all aces" in why, why
            kinds.add("ace or ten")
    assert {"low", "ace or ten"} <= kinds, kinds


def positions_of(stage: str, count: int):
    from tricktable.coach.positions import positions

    return [p for p in positions("sheepshead", count, seed=5) if p.state.stage == stage]


def test_the_leasts_lowest_card_says_its_points():
    """"Play your lowest card, the A♦": in The Least the lowest trump may be an 11-point ace,
    and the reason says so ("… play your lowest, the A♦ (11 points)")."""
    import random

    agent = RuleAgent(RULES, 1)
    said = 0
    for seed in range(1, 200):
        s = RULES.new_game(seed=seed)
        while s.stage == "window":
            s.apply(PASS)
        rng = random.Random(seed)
        while s.to_act is not None and not s.history:
            legal = s.legal_actions()
            action, why = agent.explain(s.view(s.turn), legal)
            if ": play your lowest, the " in why:
                points = card_points(1 << action.card)
                assert (f"({points} points)" in why) == (points > 0), why
                said += points > 0
            s.apply(rng.choice(legal))
        if said >= 2:
            return
    raise AssertionError("no lowest card with points came up")


def test_a_smear_that_takes_the_partners_trick_over_says_so():
    """"Your partner wins this trick: smear the A♦ onto it" was said of a trump that took the
    partner's K♠ trick over: a smear leaves the trick to the partner."""
    from tricktable.ai.sheepshead import beats, best_index

    smeared = taken_over = 0
    for seed, s, action, why in _rule_plays(range(1, 400)):
        view = s.view(s.turn)
        if why.startswith(("Your partner wins this trick", "Your partner should win this trick")) \
                and view.trick:
            trick = view.trick
            over = beats(action.card, trick[best_index(trick, view.led)], view.led)
            assert ("takes the trick over" in why) == over, (seed, why)
            # a smear gives points: a card worth nothing is played, not smeared (said
            # plainly: "give it the 10♥", "smear" was a word a learner may not know)
            assert ("give it the" in why) == (not over and card_points(1 << action.card) > 0), \
                (seed, why)
            smeared += not over
            taken_over += over
    assert smeared >= 10 and taken_over >= 1, (smeared, taken_over)


# Game number 1, deal 2 (dealer West, position 1; the window the 7♥ and the K♠).
GAME_1_DEAL_2 = ("8C 7D 9D KD AD 8H QH 7S JS AS", "7C JC KC AC 10D JD 10H AH 9S QS",
                 "9C 10C QC 8D QD 9H JH KH 8S 10S", "7H KS")


def test_a_defenders_only_ace_led_into_the_players_void_is_not_called_cheapest():
    """South passed, West took the window and buried the K♠ and the 9♠; West trumped the first
    trick's spades. At trick 5 South, leading, holds the A♠ and five trumps, and the hint said
    "Lead the A♠, your cheapest plain card, and let your partner take the trick"; West trumped
    it for 23 points. The lead stays (a trump led instead lost: ``sheepshead_lead``), and the
    reason says what the person can see: the Player is out of spades."""
    h0, h1, h2, window = GAME_1_DEAL_2
    s = RULES.start({}, 1, {1: DealPreset(1, [cards(h0), cards(h1), cards(h2)],
                                          [c_(x) for x in window.split()])})
    s.apply(PASS)
    s.apply(PASS)
    s.apply(TAKE)
    s.apply(Action.make("discard", cards=cards("KS 9S")))
    play(s, "8S 7S 10D AC 9C 8C AH 9H 8H 10H KH 7D")
    assert s.turn == 0 and not s.trick
    card, why = choice(s)
    assert card == "AS"
    assert "cheapest" not in why and "your partner can take" not in why, why
    assert why.startswith("Lead the A♠, your only plain card.")
    assert "The Player has shown it is out of spades and will likely trump it" in why
    # the measured alternative leads the cheapest trump here
    from tricktable.ai.experiments import sheepshead_lead

    for variant in sheepshead_lead.VARIANTS:
        agent = sheepshead_lead.candidate(variant)(RULES, 1)
        action, _why = agent.explain(s.view(0), s.legal_actions())
        assert FRENCH.code(action.card) == "9D"


def test_the_lead_experiment_measures_a_trump_lead_against_todays_plain_lead():
    from tricktable.ai.experiments import sheepshead_lead

    assert RuleAgent.context_class().lead_instead is not \
        sheepshead_lead.candidate("unsafe").context_class().lead_instead, "today leads plain"
    figures = sheepshead_lead.duplicate(120, 1)
    assert len(figures) == 120 and any(f != 0 for f in figures)


def test_the_take_experiment_measures_todays_take_against_the_former():
    from tricktable.ai.experiments import sheepshead_take

    s = taken(("7C AH 10H KH 9H 8H 7H AS 10S KS", "9C 8C QC QS QH QD JC JS JH JD",
               "KC AC 10C 9S 8S 7S AD 10D KD 9D", "8D 7D"), 1, "8D 7D")
    play(s, "7C")
    former = sheepshead_take.Former(RULES, 1).choose(s.view(1), s.legal_actions())
    assert FRENCH.code(former.card) == "8C", "the former took with the weaker card"
    figures = sheepshead_take.duplicate(60, 1)
    assert len(figures) == 60
