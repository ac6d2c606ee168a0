"""The decision panel's model (presentation/describe.py, Qt-free): every legal action is reachable
through the buttons, toggles and second steps it builds, and each decision's "?" opens a real
section of the game's rules page."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from panels import NAMES, decisions
from tricktable.engine.cards import FRENCH
from tricktable.engine.protocol import Action
from tricktable.engine.words import mid, signed
from tricktable.games import get_rules
from tricktable.games.registry import GAME_IDS, game_entry
from tricktable.presentation import describe
from tricktable.presentation.describe import Decision, decision_for, match_toggles
from tricktable.resource_files import resource_path


def reachable(decision: Decision) -> set:
    """Every action a person can submit from this decision (through second steps and toggles)."""
    if decision.kind == "toggles":
        got = {a for _keys, a in decision.sets}
        if decision.skip is not None and decision.skip.action is not None:
            got.add(decision.skip.action)
        return got
    if decision.kind == "discard":
        return set(decision.options)
    got = set()
    for choice in decision.choices:
        if choice.then is not None:
            assert choice.then.back is decision
            got |= reachable(choice.then)
        elif choice.action is not None:
            got.add(choice.action)
    return got


@pytest.mark.parametrize(("game", "options"), [
    ("barbu", {}), ("nineteen", {"players": 4}), ("nineteen", {"players": 3}),
    ("nineteen", {"players": 2}), ("sheepshead", {}), ("young-hunter", {"contra": True}),
])
def test_every_legal_action_is_reachable_and_nothing_else(game, options):
    seen = 0
    for _view, legal, decision in decisions(game, options, range(6)):
        assert decision is not None
        if [a.type for a in legal] == ["pass"]:  # a lone pass: made for the person, no button
            assert reachable(decision) == set() and decision.choices == []
            continue
        assert reachable(decision) == {a for a in legal if a.type != "play"}
        seen += 1
    assert seen


def test_toggles_map_each_combination_to_its_action():
    for _view, _legal, decision in decisions("nineteen", {"players": 4}, range(8)):
        if decision.kind != "toggles":
            continue
        for keys, action in decision.sets:
            assert match_toggles(decision, set(keys)) == action
        keys = {c.key for c in decision.choices}
        assert all(k <= keys for k, _a in decision.sets)
        assert decision.skip is not None and not decision.skip.action.get("declarations")


def test_barbu_contract_choice_has_a_second_step_for_trump_and_dominoes():
    state = get_rules("barbu").new_game(seed=9)
    assert state.to_act == 0
    legal = state.legal_actions()
    d = decision_for(state.view(0), legal, state.describe, FRENCH, NAMES)
    labels = [c.label for c in d.choices]
    assert labels == ["No Queens", "No Tricks", "No Hearts", "No King of Hearts", "No Last Two",
                      "Trump…", "Dominoes…"]
    assert all(c.line for c in d.choices)
    # none drawn as the default: "No Queens" so drawn looked chosen, or advised, every time
    assert not any(c.default for c in d.choices)
    trump = d.choices[5].then
    assert [c.label for c in trump.choices] == ["♣ Clubs", "♦ Diamonds", "♥ Hearts", "♠ Spades"]
    assert [c.action.get("trump") for c in trump.choices] == list("CDHS")
    dominoes = d.choices[6].then
    assert [c.label for c in dominoes.choices][:3] == ["2", "3", "4"]
    assert len(dominoes.choices) == 13
    # a contract already played is no longer offered: greyed in its place, with no action
    state.apply(trump.choices[2].action)
    while state.to_act is not None and not any(a.type == "choose-contract"
                                               for a in state.legal_actions()):
        state.apply(state.legal_actions()[0])
    d2 = decision_for(state.view(state.to_act), state.legal_actions(), state.describe, FRENCH,
                      NAMES)
    assert "Trump…" not in [c.label for c in d2.choices]
    assert len(d2.choices) == 7 and d2.choices[5].label == "Trump"
    played = d2.choices[5]
    assert played.action is None and played.then is None and played.refusal
    assert all(not c.refusal for i, c in enumerate(d2.choices) if i != 5)


def test_barbu_doubles_are_toggles_and_a_forced_double_has_no_way_out():
    forced = free = 0
    for _view, legal, decision in decisions("barbu", {}, range(3), deals=10):
        if not any(a.type in ("double", "redouble") for a in legal):
            continue
        assert decision.kind == "toggles"
        assert {c.key for c in decision.choices} == {p for a in legal for p in a.get("targets")}
        if decision.skip is None:
            forced += 1
            assert all(a.get("targets") for a in legal)
            assert "must double" in decision.hint
        else:
            free += 1
            assert decision.skip.action.get("targets") == ()
        for keys, action in decision.sets:
            assert match_toggles(decision, set(keys)) == action
        assert all(c.label in NAMES for c in decision.choices)
    assert free


def test_bid_buttons_name_the_bid():
    for _view, legal, decision in decisions("nineteen", {"players": 4}, range(3), deals=1):
        if any(a.type == "bid" for a in legal):
            labels = [c.label for c in decision.choices]
            assert "Partnership" in labels or "Solo" in labels
            assert not any(label.startswith("Bid ") for label in labels)
            return
    pytest.fail("no bid came up")


@pytest.mark.parametrize("game", GAME_IDS)
def test_rules_anchors_are_sections_of_the_rules_page(game):
    page = resource_path("rules", f"{game}.html").read_text(encoding="utf-8")
    ids = set(re.findall(r'id="([^"]+)"', page))
    for anchor in game_entry(game).rules_anchors.values():
        assert anchor in ids, (game, anchor)
    for anchor in ("bidding", "contra"):
        assert anchor in ids or game != "young-hunter"


@pytest.mark.parametrize(("game", "options"), [
    ("nineteen", {"players": 4}), ("nineteen", {"players": 3}), ("sheepshead", {}), ("barbu", {}),
])
def test_deal_summaries_explain_every_score_in_the_players_names(game, options):
    """Each row says what that player did; notes name players, never "player 2"."""
    from tricktable.ai.registry import make_agent
    from tricktable.engine.protocol import DealScored

    rules = get_rules(game)
    summaries = 0
    for seed in range(1, 5):
        state = rules.new_game(seed=seed, **options)
        agents = [make_agent("rule", rules, seed + p) for p in range(state.num_players)]
        while state.to_act is not None and summaries < seed * 3:
            p = state.to_act
            events = state.apply(agents[p].choose(state.view(p), state.legal_actions())) or []
            for i, e in enumerate(events):
                if not isinstance(e, DealScored):
                    continue
                s = describe.deal_summary(game, e, NAMES, FRENCH, after=events[i + 1:])
                summaries += 1
                assert s.subtitle
                assert all(row.lines for row in s.rows), s
                words = " ".join([s.subtitle, *s.notes,
                                  *(t for row in s.rows for t, _v in row.lines)])
                assert not re.search(r"\b[Pp]layer \d", words), words
                assert not re.search(r"\bposition \d", words), words
                for _line, value in (x for row in s.rows for x in row.lines):
                    assert value is None or isinstance(value, int)
    assert summaries >= 4


def _least_played(seed: int):
    """A Sheepshead deal (game ``seed``) where all pass the window, played at random to its
    score: the state and every event of the play (the last apply's among them)."""
    from tricktable.engine.protocol import DealScored

    state = get_rules("sheepshead").new_game(seed=seed)
    while state.view(0).stage == "window":
        state.apply(Action("pass"))
    rng = random.Random(seed)
    events: list = []
    while True:
        got = state.apply(rng.choice(state.legal_actions())) or []
        events += got
        if any(isinstance(e, DealScored) for e in got):
            return state, events


def test_the_least_summary_says_what_the_winner_scores_and_why():
    """The Least's note read "West: one player took no trick.": who, but not what it brought.
    It says the score now, as the engine's own sentence does ("West scores +4 (…)")."""
    from tricktable.engine.protocol import DealScored

    seen = set()
    for seed in range(1, 40):
        _state, events = _least_played(seed)
        e = next(e for e in events if isinstance(e, DealScored))
        if e.details["kind"] != "least":
            continue
        s = describe.deal_summary("sheepshead", e, NAMES[:3], FRENCH)
        won = e.details["winners"]
        value = e.details["values"][won[0]]
        who = " and ".join(NAMES[w] for w in won)
        verb = "score" if len(won) > 1 or who == "You" else "scores"
        assert f"{who} {verb} +{value} ({e.details['how']})." in s.notes, s.notes
        seen.add(e.details["how"])
    assert "one player took no trick" in seen and "lowest card points" in seen


def test_the_least_counts_the_windows_points_apart_from_the_tricks():
    """The Least's summary said "48 card points in 4 tricks" of the last trick's taker, 14 of
    them the window's: the tricks' own points and the window's are said apart."""
    from tricktable.engine.protocol import DealScored, TrickTaken
    from tricktable.games.sheepshead import card_points

    for seed in range(1, 40):
        _state, events = _least_played(seed)
        taken = [0, 0, 0]
        for t in (e for e in events if isinstance(e, TrickTaken)):
            taken[t.winner] += card_points(sum(1 << c for c in t.cards))
        e = next(e for e in events if isinstance(e, DealScored))
        to = e.details["window_to"]
        window = e.details["window_points"]
        if not window:
            continue
        s = describe.deal_summary("sheepshead", e, NAMES[:3], FRENCH)
        tricks = e.details["tricks"][to]
        line = (f"{taken[to] + window} card points ({taken[to]} in {tricks} "
                f"trick{'' if tricks == 1 else 's'}, {window} from the window)")
        assert line in [text for text, _v in s.rows[to].lines], s.rows[to].lines
        return
    raise AssertionError("no Least with points in the window")


def test_barbu_phase_sentences_name_the_declarer():
    from tricktable.engine.protocol import PhaseChanged
    from tricktable.games.barbu import choose_action

    state = get_rules("barbu").new_game(seed=9)
    opening = next(e for e in state.last_events if isinstance(e, PhaseChanged))
    first = describe.event_text(state.view(0), opening, NAMES)
    assert first == "Hand 1: You are declarer and choose a contract."
    events = state.apply(choose_action("no-queens"))
    while state.stage != "play":
        events = state.apply(state.legal_actions()[0])
    phase = next(e for e in events if isinstance(e, PhaseChanged) and e.phase == "play")
    assert describe.event_text(state.view(0), phase, NAMES) == "No Queens: You lead."


def test_engine_sentences_read_with_the_players_names():
    """The engine numbers players from 1 in words; the person reads the names at the seats."""
    from tricktable.games.barbu_doubling import settlement_sentence

    said = settlement_sentence(1, 3, [1], False, 0, 1)
    assert said.startswith("Player 2 and player 4 (player 2 doubled player 4)")
    assert describe.with_names(said, NAMES).startswith("Ada and Cleo (Ada doubled Cleo)")
    assert describe.with_names("player 7 leads", NAMES) == "player 7 leads"


def test_refused_barbu_doubles_name_the_right_player():
    """A refused double or redouble of player t names t, counted from 1 like the default names."""
    from tricktable.games.barbu_doubling import DOUBLE_ACTIONS

    rules = get_rules("barbu")
    checked = 0
    for seed in range(6):
        state = rules.new_game(seed=seed)
        rng = random.Random(seed)
        while state.to_act is not None and state.deal_number <= 3:
            legal = state.legal_actions()
            if any(a.type in ("double", "redouble") for a in legal):
                for (_kind, targets), action in DOUBLE_ACTIONS.items():
                    if len(targets) != 1 or action in legal:
                        continue
                    reason = state.why_illegal(action)
                    if reason and re.search(r"\bplayer \d", reason, re.I):
                        words = describe.with_names(reason, NAMES)
                        assert NAMES[targets[0]].lower() in words.lower(), (reason, targets)
                        assert not re.search(r"\b[Pp]layer \d", words), words
                        checked += 1
            state.apply(rng.choice(legal))
    assert checked >= 5


def test_nineteen_plates_say_what_each_player_bid_called_declared_and_contrad():
    """The plates are the table's memory of the auction: who bid or passed, the declarer's bid,
    level and called trump, the partner once known, declarations and contras, in random games."""
    from tricktable.engine.cards import TAROT
    from tricktable.games.nineteen_scoring import BID_NAMES, DECLARATION_NAMES

    seen = {"bid": 0, "passed": 0, "called": 0, "declared": 0, "contra": 0, "partner": 0,
            "level": 0}
    rules = get_rules("nineteen")
    for players in (4, 3):
        for seed in range(40):
            state = rules.new_game(seed=seed, players=players)
            rng = random.Random(seed)
            while state.to_act is not None and state.deal_number == 1:
                view = state.view(0)
                for pos in range(len(view.hands)):
                    line, notes = describe.plate_lines(view, pos, TAROT)
                    text = " | ".join([line, *notes])
                    assert len(notes) <= 3, text
                    if view.declarer < 0:
                        said = [b for p, b in view.bids if p == pos]
                        if said and said[-1] == "pass":
                            assert notes == ["Passed"]
                            seen["passed"] += 1
                        elif said:
                            assert notes == [f"Bid {BID_NAMES[said[-1]]}"]
                            seen["bid"] += 1
                        else:
                            assert notes == []
                        continue
                    if pos == view.declarer:
                        # the points and tricks only once the play has begun, the bid after
                        bid = BID_NAMES[view.bid]
                        assert line.endswith(" · " + bid) if view.stage == "play" \
                            else line == bid, text
                        if view.called >= 0:
                            called = TAROT.short(view.called).lower()
                            assert f"called the {called}" in text.lower(), text
                            seen["called"] += 1
                        if view.level > 1:
                            assert f"level {view.level}" in text.lower(), text
                            seen["level"] += 1
                        contrad = view.bid_contra is not None
                        assert ("contra'd" in text.lower()) == contrad, text
                    else:  # points and tricks in the play, else nothing
                        assert re.fullmatch(r"\d+ points? · \d+ tricks?", line) \
                            if view.stage == "play" else line == "", text
                    if view.partner_public and view.partner == pos:
                        assert "Declarer's partner" in notes
                        seen["partner"] += 1
                    for _p, where, name in view.declared:
                        if where == pos:
                            assert DECLARATION_NAMES[name].lower() in text.lower(), text
                            seen["declared"] += 1
                    mine = [k for k, _t, by in view.contras if by == pos]
                    if view.bid_contra == pos:
                        mine.append("bid")
                    if mine:
                        assert "Contra on " in text, text
                        seen["contra"] += 1
                state.apply(rng.choice(state.legal_actions()))
    assert all(seen.values()), seen


def test_pass_buttons_say_what_passing_means_in_each_game():
    """Passing the window, passing in an auction and passing at Dominoes are different moves."""
    lines = {}
    for game, options in (("sheepshead", {}), ("nineteen", {"players": 4})):
        for _view, _legal, decision in decisions(game, options, range(3), deals=1):
            for choice in decision.choices:
                if choice.action is not None and choice.action.type == "pass":
                    lines[game] = choice.line
    assert "The Least" in lines["sheepshead"]
    assert "auction" in lines["nineteen"]


def test_barbu_plates_name_the_doubles_riding_on_the_hand():
    """Each doubler's plate names whom they doubled and who redoubled them, each target's whom
    they redoubled."""
    from tricktable.engine.cards import FRENCH as CODEC

    rules = get_rules("barbu")
    seen = {"doubled": 0, "redoubled": 0, "redoubled by": 0}
    for seed in range(30):
        state = rules.new_game(seed=seed)
        rng = random.Random(seed)
        while state.to_act is not None and state.deal_number <= 2:
            view = state.view(0)
            for pos in range(4):
                _line, notes = describe.plate_lines(view, pos, CODEC, NAMES)
                text = " | ".join(notes)
                for by, target, again in view.doubles:
                    if by == pos:  # the declarer's doubles answer doubles: redoubles
                        word = "Redoubled " if pos == view.declarer else "Doubled "
                        assert word in text and mid(NAMES[target]) in text, text
                        seen["doubled"] += 1
                    if target == pos and again:
                        assert "Redoubled " in text and mid(NAMES[by]) in text, text
                        seen["redoubled"] += 1
                    # the answered doubler's plate says who answered: a redouble, or the
                    # declarer's double back
                    back = target == view.declarer and (target, by, False) in view.doubles
                    if by == pos and (again or back):
                        assert "Redoubled by " in text, text
                        assert mid(NAMES[target]) in text.split("Redoubled by ")[1], text
                        seen["redoubled by"] += 1
                if not any(pos in d[:2] for d in view.doubles):
                    assert "oubled" not in text, text
            state.apply(rng.choice(state.legal_actions()))
    assert all(seen.values()), seen


def test_barbu_plates_count_what_the_contract_has_cost_or_brought_so_far():
    """Nine tricks taken in No Tricks showed "9 tricks" over a total of 0: the plate now says
    "9 tricks · −18 this hand", from the contract's own scores (before doubles)."""
    from tricktable.engine.cards import FRENCH as CODEC

    rules = get_rules("barbu")
    seen = 0
    for seed in range(6):
        state = rules.new_game(seed=seed)
        rng = random.Random(seed)
        while state.to_act is not None and state.deal_number == 1:
            view = state.view(0)
            if view.contract not in (None, "dominoes") and view.stage != "dominoes":
                for pos in range(4):
                    line, _notes = describe.plate_lines(view, pos, CODEC, NAMES)
                    raw = view.raw[pos]
                    if raw:
                        assert line.endswith(f" · {signed(raw)} this hand"), line
                        seen += 1
                    else:
                        assert "this hand" not in line, line
            state.apply(rng.choice(state.legal_actions()))
    assert seen


def test_barbu_plates_say_the_doubles_and_redoubles_in_the_order_they_were_said():
    """The plates read the deal's announcements: each doubler's targets, and on a doubled
    player's plate the doublers they redoubled in the order those doubles were said (Cleo
    doubled Ada before You did), not in seat order."""
    from tricktable.engine.cards import FRENCH as CODEC

    state = get_rules("barbu").new_game(seed=1)
    assert state.declarer == 2  # Bert declares; Cleo, You, Ada double in turn

    def say(kind: str, **data) -> None:
        [action] = [a for a in state.legal_actions()
                    if a.type == kind and all(a.get(k) == v for k, v in data.items())]
        state.apply(action)

    say("choose-contract", contract="no-queens")
    for player, targets in ((3, (1, 2)), (0, (1,)), (1, (2,)), (2, (3,)), (1, (0, 3))):
        assert state.turn == player
        say(state.stage, targets=targets)
    assert state.stage == "play"
    view = state.view(0)
    assert [describe.plate_lines(view, p, CODEC, NAMES)[1] for p in range(4)] == [
        ["Doubled Ada", "Redoubled by Ada"],
        ["Doubled Bert", "Redoubled Cleo and you"],
        # the declarer's double back, as its button says; Ada's double he left unanswered
        ["No Queens", "Redoubled Cleo", "Doubled by Ada"],
        # the answers to Cleo's doubles as they were said: Bert's double back, Ada's redouble
        ["Doubled Ada and Bert", "Redoubled by Bert and Ada"],
    ]


def test_centre_badge_names_each_games_trumps():
    """The badge beside the trick keeps the trumps in view: Sheepshead's diamonds under the queens
    and jacks, Young Hunter's suit of the deal, Heart Hunter's phase."""
    sheep = get_rules("sheepshead").new_game(seed=1)
    assert describe.centre_badge(sheep.view(0)) == ("♦", "trumps, under every queen and jack")
    while not sheep.view(0).least:  # everybody passes: The Least, its words kept together
        sheep.apply(Action("pass"))
    nb = "\u00a0"
    assert describe.centre_badge(sheep.view(0)) == (
        "The Least", f"fewest{nb}card{nb}points{nb}wins · ♦{nb}and every queen and jack are "
                     "trumps")
    young = get_rules("young-hunter").new_game(seed=1).view(0)
    big, small = describe.centre_badge(young)
    assert big in "♣♦♥♠" and small == "trumps · deal 1 of 8"
    hearts = get_rules("heart-hunter").new_game(seed=1, players=4).view(0)
    assert describe.centre_badge(hearts)[0] == "Phase 1"


def test_barbus_badge_shows_the_contract_large_and_what_it_scores():
    """Barbu's badge was the contract's title alone, small and grey; it now reads like the other
    games' badges: the contract (Trump's suit) large, what the hand is played for under it."""
    rules = get_rules("barbu")
    seen = {}
    for seed in range(1, 60):
        state = rules.new_game(seed=seed)
        chooser = state.to_act
        for a in state.legal_actions():
            if a.type != "choose-contract":
                continue
            trial = rules.new_game(seed=seed)
            trial.apply(a)  # the same deal: the action is a value
            seen[(a.get("contract"), a.get("trump"), a.get("start_rank"))] = \
                describe.centre_badge(trial.view(chooser))
        if len(seen) >= 12:
            break
    badges = set(seen.values())
    assert ("No Queens", "−6 for each queen taken") in badges
    assert ("No King of Hearts", "−20 for the K♥") in badges
    # each half kept whole when the badge wraps: the only breakable space is after the "·"
    nb = "\u00a0"
    # the Trump contract named as every other contract is ("♦" over "trumps · …" alone)
    assert any(big in "♣♦♥♠" and small == f"Trump{nb}contract · +5{nb}for{nb}each{nb}trick"
               for big, small in badges)
    assert any(big == "Dominoes" and small.startswith(f"rows{nb}open{nb}at{nb}")
               and small.endswith(f" · first{nb}out{nb}+45") for big, small in badges)


def test_nineteen_summary_shows_what_a_holding_brought_its_announcer():
    """A holding is paid by every other player, so its line shows the whole amount received
    ("Eight Trumps: 4 from each other player", +12 at four): with the hand's share the lines then
    account for the deal score."""
    from tricktable.ai.registry import make_agent
    from tricktable.engine.cards import TAROT
    from tricktable.engine.protocol import DealScored
    from tricktable.games.nineteen_scoring import HOLDINGS

    rules = get_rules("nineteen")
    checked = 0
    for seed in range(1, 40):
        state = rules.new_game(seed=seed, players=4)
        agents = [make_agent("rule", rules, seed + p) for p in range(4)]
        while state.to_act is not None and state.deal_number == 1:
            p = state.to_act
            events = state.apply(agents[p].choose(state.view(p), state.legal_actions())) or []
            for e in events:
                if not isinstance(e, DealScored):
                    continue
                s = describe.deal_summary("nineteen", e, NAMES, TAROT)
                assert (s.deal_word, s.button) == ("hand", "Next hand")  # "This hand" column
                for settled in e.details["settlements"]:
                    if settled["what"] in HOLDINGS:
                        row = s.rows[settled["by"]]
                        want = (f"{settled['value']} from each other player", 3 * settled["value"])
                        assert any(t.endswith(want[0]) and v == want[1] for t, v in row.lines), \
                            row.lines
                        checked += 1
        if checked >= 3:
            break
    assert checked >= 3


def _every_decision(seeds: int = 2):
    """(game, options, view, legal, decision) for each kind of decision random play meets in
    every game and option set."""
    import random

    from tricktable.engine.cards import FRENCH
    from tricktable.games.registry import available_games, get_rules
    seen = set()
    for game in available_games():
        rules = get_rules(game)
        option_sets = [{}] + [{spec.name: v} for spec in rules.option_specs for v in spec.values
                              if v != spec.default]
        for options in option_sets:
            for seed in range(seeds):
                st = rules.new_game(seed=seed, **options)
                rnd = random.Random(seed)
                for _ in range(1500):
                    if st.to_act is None:
                        break
                    legal = st.legal_actions()
                    view = st.view(st.to_act)
                    key = (game, frozenset(a.type for a in legal), view.stage)
                    if key not in seen and any(a.type != "play" for a in legal):
                        seen.add(key)
                        names = ["You", "West", "North", "East"][:st.num_players]
                        yield game, options, view, legal, decision_for(
                            view, legal, st.describe, FRENCH, names)
                    st.apply(rnd.choice(legal))


def test_every_decision_of_every_game_is_titled_in_that_games_own_words():
    kinds = 0
    for game, options, _view, legal, d in _every_decision():
        kinds += 1
        where = f"{game} {options} {sorted({a.type for a in legal})}"
        assert d is not None, where
        assert d.title not in ("Your decision", "Your turn"), where
        if game != "sheepshead":
            assert "window" not in d.title.lower(), where
        for choice in d.choices:
            assert " and looks " not in choice.label, where
    assert kinds >= 14


def test_a_dominoes_pass_speaks_of_rows_not_of_a_window():
    found = [(v, legal, d) for g, _o, v, legal, d in _every_decision()
             if g == "barbu" and {a.type for a in legal} <= {"pass", "play"}]
    assert found
    for _view, _legal, d in found:
        assert "window" not in d.title.lower()
        assert "row" in d.hint or "pass" in d.title.lower()
        # a lone pass is made for the person: words only, no button inviting a press
        lone = [a.type for a in _legal] == ["pass"]
        assert [c.label for c in d.choices] == ([] if lone else ["Pass"])


def test_the_person_is_you_inside_a_sentence_and_the_declarer_redoubles():
    state = get_rules("barbu").new_game(seed=3)
    t = (state.declarer + 1) % 4
    said = state.describe_doubling(state.declarer, "double", (t,), False)
    assert said == f"redoubles player {t + 1}"  # the engine's own words, for logs
    names = ["Ada", "Bert", "Cleo", "Dora"]
    names[t] = "You"
    assert describe.with_names(said, names) == "redoubles you"


def test_a_dominoes_plate_counts_cards_left_or_the_place_out_not_tricks():
    view = replace(get_rules("barbu").new_game(seed=1).view(0), stage="dominoes",
                   contract="dominoes", trick_counts=[0] * 4, hand_sizes=[13, 12, 1, 0], out=[3],
                   declarer=0, contract_title="Dominoes from J", doubles=[])
    lines = [describe.plate_lines(view, p, FRENCH, NAMES)[0] for p in range(4)]
    assert lines == ["13 cards left", "12 cards left", "1 card left", "out first"]
    assert not any("trick" in line for line in lines)


def test_barbu_and_nineteen_say_hand_and_the_others_deal():
    assert describe.deal_word("barbu") == describe.deal_word("nineteen") == "hand"
    assert {describe.deal_word(g) for g in ("heart-hunter", "young-hunter", "sheepshead")} \
        == {"deal"}


def test_the_person_as_subject_of_an_engine_sentence_takes_the_verb_that_goes_with_you():
    from tricktable.engine.protocol import PhaseChanged
    from tricktable.games.barbu import ContractChosen
    from tricktable.presentation.describe import with_names

    names = ["You", "West", "North", "East"]
    state = get_rules("barbu").new_game(seed=3)
    rng = random.Random(3)
    events = list(state.last_events)
    while state.deal_number == 1 and state.to_act is not None:
        events += state.apply(rng.choice(state.legal_actions())) or []
    names = names[-state.declarer:] + names[:-state.declarer]  # the declarer is "You"
    chosen = next(e for e in events if isinstance(e, ContractChosen))
    assert with_names(chosen.text, names).startswith("You choose ")
    assert chosen.text.startswith(f"Player {chosen.declarer + 1} chooses ")
    phases: dict[str, str] = {}
    for e in events:
        if isinstance(e, PhaseChanged):
            phases.setdefault(e.phase, with_names(e.text, names))
    assert phases["contract"] == "Hand 1: You are declarer and choose a contract."
    assert "play" not in phases or phases["play"].endswith(": You lead.")
    assert with_names("Player 2's turn.", names) == "Player 2's turn."  # plain text: no guessing


def test_the_eldests_opening_bid_says_why_there_is_no_pass_button():
    """Nineteen's eldest must bid: the panel has no Pass, and its line under the title says why
    (a player looking for Pass must not think the table forgot it); later bids offer Pass."""
    rules = get_rules("nineteen")
    state = rules.new_game(seed=3, players=4)
    legal = state.legal_actions()
    assert {a.type for a in legal} == {"bid"}
    view = state.view(state.to_act)
    first = decision_for(view, legal, state.describe, FRENCH, NAMES)
    assert first.title == "Your bid"
    assert "eldest" in first.hint and "must" in first.hint
    assert not any(c.action.type == "pass" for c in first.choices)
    state.apply(legal[0])
    later = state.legal_actions()
    assert "pass" in {a.type for a in later}
    second = decision_for(state.view(state.to_act), later, state.describe, FRENCH, NAMES)
    assert "eldest" not in second.hint


def test_where_passing_is_allowed_the_default_button_passes():
    """Enter, and the button drawn as the default, pass wherever a pass is legal (an auction,
    the window, a contra): the first button used to be the default, a bid a learner read as
    advice and a stray Enter made (Nineteen's Preferred Two with two trumps)."""
    met = 0
    for _game, _options, _view, legal, d in _every_decision():
        if d.kind != "buttons" or not any(a.type == "pass" for a in legal):
            continue
        defaults = [c for c in d.choices if c.default]
        if not defaults or len(d.choices) < 2:
            continue  # a pass beside card play (Barbu's Dominoes) or alone: nothing to choose
        assert [c.action.type for c in defaults] == ["pass"], [c.label for c in d.choices]
        met += 1
    assert met >= 3, "auctions, windows and contras were met"


def test_each_nineteen_bid_says_under_its_button_what_it_commits_to():
    """The bare names (Preferred Three, Solo) told a learner nothing; Barbu's contracts each
    say what they cost. Each bid's line names what happens to the stock and its stakes."""
    state = get_rules("nineteen").new_game(seed=4, players=4)
    legal = state.legal_actions()
    d = decision_for(state.view(state.to_act), legal, state.describe, FRENCH, NAMES)
    lines = {c.label: c.line for c in d.choices}
    assert lines["Partnership"] == "draw 4, call a partner · ×1"
    assert lines["Preferred Three"] == "alone, a stock set of 3 · ×3"
    assert lines["Preferred Two"] == "alone, a stock set of 2 · ×4"
    assert lines["Preferred One"] == "alone, one stock card · ×5"
    assert lines["Solo"] == "alone, stock to the others · ×6"
    assert "Pass" not in lines  # the eldest opens: no pass
    state.apply(legal[0])
    later = decision_for(state.view(state.to_act), state.legal_actions(), state.describe, FRENCH,
                         NAMES)
    assert {c.label: c.line for c in later.choices}["Pass"] == "out of the auction for good"


def test_barbu_summary_rows_say_what_each_player_took_and_it_adds_up_to_their_score():
    """Every row read "Trump (diamonds)" with its score, the contract's name four times: nobody
    could see why. Each row now says what the contract counted of what that player took, and
    those words agree with the engine's own score of the contract (worked out here again)."""
    from tricktable.engine.protocol import DealScored

    rules = get_rules("barbu")
    seen: set[str] = set()
    for seed in range(1, 9):
        state = rules.new_game(seed=seed)
        rng = random.Random(seed)
        while state.to_act is not None and len(state.history) < 7:
            events = state.apply(rng.choice(state.legal_actions())) or []
            for e in (e for e in events if isinstance(e, DealScored)):
                contract = e.details["contract"]
                s = describe.deal_summary("barbu", e, NAMES, FRENCH, log=state.history[-1])
                for p, row in enumerate(s.rows):
                    (what, raw), *doubles = row.lines  # then a line per doubled pair
                    if raw is None:  # a lone amount: the row's, said once
                        assert all(v is None for _t, v in doubles), row.lines
                        assert row.score == e.details["raw"][p]
                        raw = row.score
                    assert raw == e.details["raw"][p]
                    seen.add(contract)
                    if contract in ("no-tricks", "trump"):
                        count = int(what.split()[0])
                        assert raw == count * (-2 if contract == "no-tricks" else 5), what
                        assert what.endswith("taken")
                    elif contract == "no-queens":
                        assert raw == -6 * what.count("Q"), what
                    elif contract == "no-hearts":
                        hearts = re.findall(r"(?:10|[2-9JQKA])♥", what)
                        assert raw == -2 * len(hearts) - (4 if "A♥" in hearts else 0), what
                    elif contract == "no-king-of-hearts":
                        assert (raw == -20) == what.startswith("took the K♥"), what
                    elif contract == "no-last-two":
                        assert raw == -10 * ("12" in what) - 20 * ("13" in what), what
                        assert what in ("took neither of the last two tricks", "took trick 12",
                                        "took trick 13", "took tricks 12 and 13"), what
                        seen.add(what)
                    else:  # the Dominoes: the finishing place
                        assert "out" in what
    assert {"no-queens", "no-tricks", "no-hearts", "no-king-of-hearts", "no-last-two",
            "trump", "dominoes"} <= seen


def test_barbu_no_last_two_row_says_tricks_when_one_player_took_both():
    """The summary read "took trick 12 and 13" for a player who took both last tricks."""
    from types import SimpleNamespace

    from tricktable.games.barbu_words import _what_each_took

    tricks = [(0, [4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3], i % 4) for i in range(11)]
    tricks += [(2, [44, 45, 46, 47], 2), (2, [48, 49, 50, 51], 2)]
    lines = _what_each_took("no-last-two", SimpleNamespace(tricks=tricks), FRENCH, 4)
    assert lines[2] == "took tricks 12 and 13"
    assert lines[0] == "took neither of the last two tricks"


def test_barbu_dominoes_summary_shows_the_cards_the_last_player_still_held():
    """The last one out's cards lay face down under the summary: nobody could see what had
    stuck. Their row now names them, and only theirs."""
    from tricktable.engine.protocol import DealScored

    rules = get_rules("barbu")
    checked = 0
    for seed in range(1, 30):
        state = rules.new_game(seed=seed)
        rng = random.Random(seed)
        while state.to_act is not None and not checked and len(state.history) < 7:
            before = list(state.hands)
            for e in state.apply(rng.choice(state.legal_actions())) or []:
                if isinstance(e, DealScored) and e.details["contract"] == "dominoes":
                    s = describe.deal_summary("barbu", e, NAMES, FRENCH, log=state.history[-1])
                    last = e.details["order"][3]
                    held = " ".join(FRENCH.short(c) for c in range(51, -1, -1)
                                    if before[last] >> c & 1)
                    for p, row in enumerate(s.rows):
                        (what, _raw), *_doubles = row.lines
                        if p == last:
                            assert what.endswith(f"out last, still holding {held}"), what
                        else:
                            assert "holding" not in what, what
                    checked += 1
        if checked:
            break
    assert checked


def _preferred_won(bid: str):
    """A four-player Nineteen (seed 5) whose eldest bids ``bid`` and the others pass: the
    state at the first set of the stock, and the declarer."""
    state = get_rules("nineteen").new_game(seed=5, players=4)
    declarer = state.to_act
    state.apply(Action.make("bid", bid=bid))
    while state.view(0).stage == "auction":
        state.apply(Action("pass"))
    return state, declarer


def test_nineteens_badge_says_whose_the_face_up_sets_are_all_hand():
    """A declarer who looks past the first set lays it face up; those cards lie beside the badge
    all hand, so the badge keeps the level and says they score for the defenders after the first
    trick too (it went blank there, leaving three cards on the felt that nothing explained)."""
    state, declarer = _preferred_won("preferred-3")
    state.apply(Action("next-set"))
    state.apply(Action("take-set"))
    badges = []
    while not sum(state.view(0).trick_counts):
        badges.append(describe.centre_badge(state.view(declarer)))
        state.apply(state.legal_actions()[0])
    for _ in range(4):  # into the second trick
        state.apply(state.legal_actions()[0])
    badges.append(describe.centre_badge(state.view((declarer + 1) % 4)))
    nb = "\u00a0"
    assert badges and all(big == "Preferred Three" for big, _small in badges), badges
    assert badges[-1][1] == (f"level{nb}2{nb}reached{nb}in{nb}the{nb}stock · stakes{nb}×6 · the "
                             "cards face up score for the defenders")


def test_nineteens_badge_counts_the_sets_never_seen_for_the_defenders_too():
    """Preferred Two, set 1 laid face up, set 2 seen, then back to set 1: set 2 lies face up
    and set 3, never seen, leaves the table. The badge said only "the cards face up score for
    the defenders", and a player took the unseen set for gone or scoring for nobody."""
    state, declarer = _preferred_won("preferred-2")
    state.apply(Action("next-set"))
    state.apply(Action("back-set"))
    while state.view(0).stage != "play":
        state.apply(state.legal_actions()[0])
    big, small = describe.centre_badge(state.view((declarer + 1) % 4))
    nb = "\u00a0"
    assert big == "Preferred Two"
    assert small == (f"level{nb}3{nb}reached{nb}in{nb}the{nb}stock · stakes{nb}×12 · the rest of "
                     "the stock scores for the defenders: the cards face up and 2 unseen")


def test_nineteens_phase_line_gives_the_contract_its_stakes_and_the_target():
    """The score panel said "Trumps: the tarot trumps" every hand; it now says what the hand is
    played for: the auction, then the bid with its stakes (the level multiplies them)."""
    state = get_rules("nineteen").new_game(seed=5, players=4)
    assert describe.phase_line(state.view(0), "nineteen").startswith(
        "The auction: the highest bid declares, and the declarer's side needs 60 of the 118 points")
    state.apply(Action.make("bid", bid="preferred-3"))
    while state.view(0).stage == "auction":
        state.apply(Action("pass"))
    state.apply(Action("next-set"))
    state.apply(Action("take-set"))  # level 2: ×3 × 2
    assert describe.phase_line(state.view(1), "nineteen").startswith(
        "Preferred Three (stakes ×6): the declarer's side needs 60 of the 118 points")
    two = get_rules("nineteen").new_game(seed=5, players=2)  # no auction: Partnership at once
    assert describe.phase_line(two.view(0), "nineteen").startswith("Partnership (stakes ×1)")


def test_barbus_phase_line_counts_the_declarers_hands_and_the_contracts_left():
    """The score panel said nothing in Barbu; it now gives which of the declarer's seven hands
    is played and the contracts still to choose (the sheet's footer alone told)."""
    state = get_rules("barbu").new_game(seed=3)
    assert describe.phase_line(state.view(0), "barbu") == (
        "North declares (hand 1 of 7); contracts still to choose: all seven.")
    state.apply(Action.make("choose-contract", contract="no-queens"))
    line = describe.phase_line(state.view(1), "barbu")
    assert line == ("North declares (hand 1 of 7); contracts still to choose: No Tricks, "
                    "No Hearts, No King of Hearts, No Last Two, Trump and Dominoes.")
    while state.view(0).block_hand == 0:
        state.apply(state.legal_actions()[0])
    line = describe.phase_line(state.view(0), "barbu")
    assert line.startswith("North declares (hand 2 of 7);") and "No Queens" not in line


def test_the_phase_line_is_whole_sentences_and_names_only_a_deals_own_trumps():
    """Seen in Nineteen's score panel: "… needs 60 of the 118 points.  Trumps: the tarot
    trumps", two spaces and no full stop, naming the trumps every hand has. A trump suit of the
    deal ends in a full stop; the tarot trumps are not named."""
    young = get_rules("young-hunter").new_game(seed=3)
    line = describe.phase_line(young.view(0), "young-hunter")
    assert line == f"Trumps:\u00a0{'♣♦♥♠'[young.view(0).trump_suit]}."
    nineteen = describe.phase_line(get_rules("nineteen").new_game(seed=5).view(0), "nineteen")
    assert nineteen.endswith("of the 118 points.") and "  " not in nineteen


def test_a_discard_panel_speaks_of_one_card_or_of_several():
    """"Discard 1 card: select them in your hand" was seen in Nineteen's partnership."""
    said = {}
    for _view, _legal, d in decisions("nineteen", {"players": 4}, range(1, 40), deals=1):
        if d is not None and d.kind == "discard":
            said[d.count] = (d.title, d.hint)
    # then the cards drawn, by name ("You drew the 10♣."): tests/unit/test_nineteen_discard_panel
    assert said[1][0] == "Discard 1 card"
    assert said[1][1].startswith("Select it in your hand, then confirm. It counts for your side, "
                                 "face down.")
    several = next(c for c in said if c > 1)
    assert said[several][0] == f"Discard {several} cards"
    assert said[several][1].startswith("Select them in your hand, then confirm. They count for "
                                       "your side, face down.")


def test_sheepsheads_player_buries_where_nineteen_discards():
    said = {d.title for _v, _l, d in decisions("sheepshead", {}, range(1, 20), deals=1)
            if d is not None and d.kind == "discard"}
    assert said == {"Bury 2 cards"}


def test_nineteen_summary_says_you_inside_its_sentences():
    """"East and You made 83 of 118 points" and "East 66 and You 66" were seen."""
    from tricktable.ai.registry import make_agent
    from tricktable.engine.cards import TAROT
    from tricktable.engine.protocol import DealScored

    rules = get_rules("nineteen")
    for seed in range(1, 60):
        state = rules.new_game(seed=seed, players=4)
        agent = make_agent("rule", rules, seed)  # random bids are nearly all Solo
        while state.to_act is not None:
            action = agent.choose(state.view(state.to_act), state.legal_actions())
            events = state.apply(action)
            scored = next((e for e in events if isinstance(e, DealScored)), None)
            side = scored.details.get("declarer_side", []) if scored else []
            if len(side) == 2 and scored.details.get("value"):
                names = ["Ada", "Bert", "Cleo", "Dora"]
                names[side[1]] = "You"
                said = describe.deal_summary("nineteen", scored, names, TAROT)
                first = names[side[0]]
                assert f"{first} and you took " in said.notes[0], said.notes
                assert re.search(rf": {first} \d+ and you \d+", said.notes[2]), said.notes
                return
    raise AssertionError("no partnership hand was scored")


def test_nineteens_stock_badge_keeps_each_choice_on_one_line():
    """"taking it: level 2 · back to set" then "1: level 3" on the next line: each choice is
    whole now (its spaces do not break), the line breaks only between them."""
    import random

    rules = get_rules("nineteen")
    seen = 0
    for seed in range(40):
        state, rng = rules.new_game(seed=seed, players=4), random.Random(seed)
        while state.to_act is not None and state.deal_number == 1 and seen < 5:
            view = state.view(state.to_act)
            if view.stage == "preference" and (view.set_index or 0) > 1:
                _big, small = describe.centre_badge(view)
                parts = small.split(" · ")
                assert parts[1].startswith("back\u00a0to\u00a0set"), small
                # the declarer's own set is told from those laid face up for all
                mine = view.seat == view.declarer
                assert len(parts) == 2 + mine, small
                assert (parts[-1] == f"only\u00a0you\u00a0see\u00a0set\u00a0{view.set_index}") \
                    == mine, small
                assert all(" " not in part for part in parts), small
                watcher = state.view((state.to_act + 1) % 4)  # not the declarer: no such word
                assert "only" not in describe.centre_badge(watcher)[1]
                seen += 1
            state.apply(rng.choice(state.legal_actions()))
    assert seen, "no second set of the stock was looked at"


def test_a_dominoes_plate_says_passed_until_the_passers_turn_comes_again():
    """A pass was said in a bubble only: at a shared table it went while the device changed
    hands, and the next person could not tell who had no card that fits."""
    import random

    def plate(state, pos: int) -> str:
        return describe.plate_lines(state.view(0), pos, FRENCH, NAMES)[0]

    rng = random.Random(5)
    for seed in range(1, 30):
        state = get_rules("barbu").new_game(seed=seed)
        state.apply(next(a for a in state.legal_actions() if a.get("contract") == "dominoes"))
        passer = None
        while state.deal_number == 1:
            pos, legal = state.turn, state.legal_actions()
            action = rng.choice(legal)
            state.apply(action)
            if state.deal_number != 1:
                break
            if passer is None and [a.type for a in legal] == ["pass"]:
                passer = pos
                assert plate(state, pos).endswith(" left · passed"), plate(state, pos)
            elif passer is not None and state.turn == passer:
                # their turn again: the pass is behind them (the plate is lit instead)
                assert plate(state, passer).endswith(" left"), plate(state, passer)
                return
    raise AssertionError("no forced Dominoes pass came up")


def test_nineteens_badge_keeps_the_contract_in_view_all_hand():
    """Partnership, or Preferred taken at level 1: the badge went blank once the play began, and
    a tester who came to the table then found the contract only on a plate and the score panel.
    It names the contract and its stakes all hand; in the auction there is none yet."""
    state = get_rules("nineteen").new_game(seed=5, players=4)
    assert not any(describe.centre_badge(state.view(0))), "no contract in the auction"
    state.apply(Action.make("bid", bid="partnership"))
    while state.view(0).stage == "auction":
        state.apply(Action("pass"))
    while not state.view(0).tricks:
        state.apply(state.legal_actions()[0])
    assert describe.centre_badge(state.view(0)) == ("Partnership", "stakes\u00a0×1")
