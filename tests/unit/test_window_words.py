"""The window's words worked out without Qt: the game's facts the window names, the status line,
and the deal log's text (the window only shows them)."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from tricktable import settings as store
from tricktable.autosave import resumable_game
from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from tricktable.presentation.deal_log_text import log_html
from tricktable.presentation.game_facts import game_facts
from tricktable.presentation.status_line import hint_refusal, status_text

NAMES = ["You", "West", "North", "East"]


def _played(game: str, seed: int, moves: int):
    state = get_rules(game).new_game(seed=seed)
    for _ in range(moves):
        state.apply(state.legal_actions()[0])
    return state


def test_a_game_is_in_progress_only_once_a_move_was_made():
    fresh = game_facts(get_rules("heart-hunter").new_game(seed=3))
    assert not fresh.in_progress
    assert (fresh.title, fresh.deal_word, fresh.deal_number, fresh.seed) == (
        "Heart Hunter", "deal", 1, 3)
    assert fresh.lower_wins and not fresh.over and fresh.deals == []
    assert game_facts(_played("heart-hunter", 3, 1)).in_progress


def test_only_a_persons_move_or_a_finished_deal_puts_their_game_in_progress():
    """Leaving a deal where only computers have moved throws nothing of the person's away (the
    game number deals it again), so the window does not ask; a watched game counts every move."""
    state = _played("young-hunter", 3, 1)  # player 2 leads the first card
    assert [a[0] for a in state.deal_log.actions] == [2]
    assert not game_facts(state, [0]).in_progress
    assert game_facts(state, [2]).in_progress
    assert game_facts(state).in_progress
    watched = game_facts(state, [])
    assert watched.in_progress and watched.watched
    assert not game_facts(state, [0]).watched
    state = _played("young-hunter", 3, 0)
    while not state.history:
        state.apply(state.legal_actions()[0])
    assert not any(a[0] == 0 for a in state.deal_log.actions)
    assert game_facts(state, [0]).in_progress  # a finished deal is the person's too


def _controller(facts, **kw):
    seats = [SimpleNamespace(name=n) for n in NAMES]
    base = dict(facts=lambda: facts, seats=seats, awaiting_pass=None, awaiting_continue=False,
                human_to_act=lambda: None, hot_seat=False, paused=False,
                thinking_player=lambda: None, legal_actions=list)
    base.update(kw)
    return SimpleNamespace(**base)


def test_the_status_line_says_whose_turn_it_is_and_how_the_game_ended():
    facts = game_facts(get_rules("heart-hunter").new_game(seed=3))
    assert status_text(_controller(None), lambda: None) == "Choose Game → New game to start."
    waiting = _controller(facts, human_to_act=lambda: None)
    p = facts.to_act
    assert status_text(waiting, lambda: None) == f"{NAMES[p]} to play."
    assert status_text(_controller(facts, paused=True), lambda: None) == (
        f"{NAMES[p]} waits until this dialog is closed.")
    over = SimpleNamespace(**{**facts.__dict__, "over": True, "winners": [1, 3]})
    assert status_text(_controller(over), lambda: None) == "Game over: West, East won."
    done = _controller(facts, awaiting_continue=True)
    assert status_text(done, lambda: None) == (
        "Deal 0 is over: read the summary, then “Next deal”.")
    mine = _controller(facts, human_to_act=lambda: 0,
                       legal_actions=lambda: [SimpleNamespace(type="play")])
    assert status_text(mine, lambda: None) == "Your turn: play a card."
    assert status_text(mine, lambda: "North's hand") == "Your turn: play from North's hand."


def test_a_computer_under_the_name_you_in_a_watched_game_gets_verbs_that_agree():
    facts = game_facts(get_rules("heart-hunter").new_game(seed=3))
    p = facts.to_act
    names = ["West", "North", "East", "Ada"]
    names[p] = "You"  # the person's seat, played by a computer while the person watches
    seats = [SimpleNamespace(name=n) for n in names]
    assert status_text(_controller(facts, seats=seats, paused=True), lambda: None) == (
        "You wait until this dialog is closed.")
    assert status_text(_controller(facts, seats=seats, thinking_player=lambda: p),
                       lambda: None) == "You are thinking…"
    assert status_text(_controller(facts, seats=seats), lambda: None) == "You to play."


def test_the_deal_log_lists_the_newest_deal_first_with_its_dealer_and_escapes_names():
    state = _played("heart-hunter", 5, 8)
    text = log_html(state, ["A<b>", "West", "North", "East"])
    assert text.startswith("<h3>Deal 1 — dealer ")
    assert "A&lt;b&gt;" in text
    assert text.count("<h3>") == 1


def test_the_deal_log_says_who_takes_a_trick_inside_its_sentence():
    """"Trick 6: West 7♣, North 8♣, You A♣; You take it." was the log's line."""
    import re

    for seed in range(1, 20):
        state = _played("heart-hunter", seed, 52)  # a whole deal of 13 tricks
        text = log_html(state, ["You", "West", "North", "East"])
        takers = re.findall(r"; (\w+) (takes?) it\.", text)
        assert len(takers) == 13 and ("You", "take") not in takers
        if ("you", "take") in takers:
            break
    else:
        raise AssertionError("the person took no trick in any deal tried")
    assert all(verb == ("take" if who == "you" else "takes") for who, verb in takers)


@pytest.mark.parametrize("players", [2, 3])
def test_the_deal_log_names_nineteens_dummies_by_who_plays_them_never_player_3(players):
    """Two-player Nineteen's log read "dealer Player 3" and "Player 4 takes it": positions
    were taken for players. A dummy's card and trick are now its player's dummy's."""
    import random

    names = ["You", "North", "West"][:players]
    seen_dummy = False
    for seed in range(1, 9):
        state = get_rules("nineteen").new_game(seed=seed, players=players)
        rng = random.Random(seed)
        while state.to_act is not None and state.deal_number == 1:
            state.apply(rng.choice(state.legal_actions()))
        text = log_html(state, names)
        assert "Player " not in text, text
        head = text.split("</h3>")[0]
        assert any(head.endswith(f"dealer {n}") for n in names), head
        seen_dummy = seen_dummy or "dummy takes it" in text
    assert seen_dummy


def test_a_hint_is_refused_in_words_when_off_while_cards_move_or_on_anothers_turn():
    facts = game_facts(get_rules("heart-hunter").new_game(seed=3))
    theirs = _controller(facts, to_act=lambda: 2)
    assert hint_refusal(theirs, False, lambda: False).startswith("Hints are off")
    assert hint_refusal(theirs, True, lambda: True).startswith("The cards are still moving")
    assert hint_refusal(theirs, True, lambda: False) == (
        "It is North's turn: a hint is for your own turn.")
    nobody = _controller(facts, to_act=lambda: None)
    assert hint_refusal(nobody, True, lambda: False).startswith("A hint is for your own turn")
    mine = _controller(facts, human_to_act=lambda: 0)
    assert hint_refusal(mine, True, lambda: True) is None
    over = _controller(facts, to_act=lambda: 0, awaiting_continue=True)
    assert hint_refusal(over, True, lambda: True) == (
        "The deal is over: a hint comes with your next decision.")
    # a hot seat, the device not passed yet: "It is You's turn" was said of the next person
    passing = _controller(facts, to_act=lambda: 0, awaiting_pass=0)
    assert hint_refusal(passing, True, lambda: False) == (
        "Pass the device to the South player first: a hint comes once their own cards show "
        "(“I am …”).")


def test_an_autosave_that_does_not_replay_is_set_aside_with_a_message(tmp_path, monkeypatch):
    monkeypatch.setenv("TRICKTABLE_HOME", str(tmp_path))
    path = store.paths()["autosave"]
    path.parent.mkdir(parents=True, exist_ok=True)
    doc = make_record(get_rules("heart-hunter").new_game(seed=4),
                      [{"name": n, "kind": "human"} for n in NAMES])
    doc["deals"][0]["actions"] = [{"player": 0, "type": "play", "card": "ZZ"}]
    path.write_text(json.dumps(doc))
    doc_back, state, notes = resumable_game()
    assert (doc_back, state) == (None, None)
    assert len(notes) == 1 and "does not play back" in notes[0]
    assert resumable_game() == (None, None, [])  # set aside: the next start is clean


def test_an_autosaved_game_with_no_person_at_the_table_is_offered_as_the_watched_one(
        tmp_path, monkeypatch):
    monkeypatch.setenv("TRICKTABLE_HOME", str(tmp_path))
    state = _played("barbu", 3, 6)
    for kinds, watched in ((["computer"] * 4, True), (["human"] + ["computer"] * 3, False)):
        doc = make_record(state, [{"name": n, "kind": k, "level": "beginner"}
                                  for n, k in zip(NAMES, kinds, strict=True)])
        store.save_autosave(doc)
        _doc, facts, _notes = resumable_game()
        assert facts is not None and facts.watched is watched


def test_young_hunters_deal_log_says_each_taking_under_its_trick():
    """The log told every trick's cards and taker, and never that a jack scored in it: each
    taking made follows its trick now ("North makes a catch: the J♦, +1"), one per jack."""
    import random
    import re

    state = get_rules("young-hunter").new_game(seed=3)
    rng = random.Random(3)
    while state.to_act is not None and state.deal_number == 1:
        state.apply(rng.choice(state.legal_actions()))
    page = re.sub("</?span[^>]*>", "", log_html(state, NAMES))  # a suit's ink, in a line
    lines = [x for x in re.sub("<[^>]+>", "\n", page).split("\n") if x]
    takings = [i for i, x in enumerate(lines) if re.search(r"makes? a (hit|catch): the J", x)]
    assert len(takings) == 4, lines  # four jacks, each makes one taking
    for i in takings:
        assert lines[i - 1].startswith("Trick ") and "J" in lines[i - 1], lines[i - 1]
        assert re.search(r": the J[♣♦♥♠], [+−]\d+\.$", lines[i]), lines[i]
    assert any(x.startswith("You make a ") for x in (lines[i] for i in takings))


def test_the_deal_log_inks_the_tarot_trumps_as_on_their_cards():
    from tricktable.presentation.card_face_plan import suit_colour
    from tricktable.presentation.deal_log_text import inked_suits

    assert inked_suits("You 19★, West K♥") == (
        f'You 19<span style="color:{suit_colour(4, False)}">★</span>, West '
        f'K<span style="color:{suit_colour(2, False)}">♥</span>')


def test_sheepsheads_deal_log_says_the_player_buried_two_cards_and_which_only_to_them():
    """The log went from "You take the window." straight to trick 1: the bury is said, by whom
    and how many; the cards stay the Player's secret, named only to the Player ("You bury 2
    cards." told the Player nothing it had not chosen)."""
    import re

    from tricktable.ai.registry import make_agent

    rules = get_rules("sheepshead")
    said = set()
    for seed in range(1, 30):
        state = rules.new_game(seed=seed)
        players = [make_agent("rule", rules, seed=p) for p in range(3)]
        while state.to_act is not None and not state.history:
            p = state.to_act
            state.apply(players[p].choose(state.view(p), state.legal_actions()))
        lines = log_html(state, ["You", "West", "East"]).split("</li>")
        took = [i for i, line in enumerate(lines) if "the window." in line and "take" in line]
        if not took:
            continue  # The Least
        who = "You" if "You take" in lines[took[0]] else lines[took[0]].split("<li>")[-1].split()[0]
        bury = re.sub("<[^>]+>", "", lines[took[0] + 1].split("<li>")[-1])  # the suits' ink
        codec = rules.codec
        buried = codec.list_short(codec.parse_mask(state.history[0].contract["discards"]))
        assert bury == (f"You bury {buried}." if who == "You" else f"{who} buries 2 cards."), bury
        assert lines[took[0] + 2].split("<li>")[-1].startswith("Trick 1:")
        said.add(who == "You")
    assert said == {True, False}, said



@pytest.mark.parametrize(("players", "said"), [
    (3, "holds the called trump: the declarer's partner."),
    (4, "played the called trump: the declarer's partner.")])
def test_nineteens_deal_log_says_who_the_partner_turned_out_to_be(players, said):
    """With three, the holder of the called trump says so, and the table knows: the log went
    from "West calls the 19★" to the declarations without a word of it."""
    for _state, lines in _nineteen_first_deal_logs(players, range(1, 120)):
        if any(line.endswith(said) for line in lines):
            return
    pytest.fail(f"no deal of {players} said {said!r}")


def _nineteen_first_deal_logs(players: int, seeds):
    """(state, the first deal's log lines) of rule players' games of Nineteen, one per seed."""
    from tricktable.ai.registry import make_agent
    from tricktable.presentation.deal_log_text import deal_lines, replayed_events

    rules = get_rules("nineteen")
    for seed in seeds:
        state = rules.new_game(seed=seed, players=players)
        agents = [make_agent("rule", rules, seed=p) for p in range(players)]
        while state.to_act is not None and not state.history:
            state.apply(agents[state.to_act].choose(state.view(state.to_act),
                                                    state.legal_actions()))
        _n, _d, events, trump = replayed_events(state)[0]
        seats = tuple(state.seat_player) if None in state.seat_player else None
        yield state, deal_lines("nineteen", events, NAMES[:players], rules.codec, trump, seats)


@pytest.mark.parametrize("players", [3, 4])
def test_nineteens_deal_log_tells_the_partnership_draws_and_the_dummy(players):
    """The log said "West discards 4 cards" of cards it never said West took, and of three
    players' dummy nothing at all: not its draw, its discard, nor who plays it once it is laid
    face up. A preferred set taken is said once, by its own announcement; a set laid face up
    is named by its cards (a player who missed the moment lost three known cards)."""
    partnership = preferred = dummy_drew = laid_up = 0
    for _state, lines in _nineteen_first_deal_logs(players, range(1, 40)):
        draws = [line for line in lines if " stock card" in line]
        called = [line for line in lines if " call the " in line or " calls the " in line]
        if not called:
            assert not draws, lines
            preferred += any(" set " in line for line in lines)
            # a set laid face up is public: named by its cards, right after the words
            for i, line in enumerate(lines):
                if " face up and look" in line:
                    k = line.split(" set ")[1].split()[0]
                    assert lines[i + 1].startswith(f"Set {k} lies face up: the "), lines
                    laid_up += 1
            continue
        partnership += 1
        declarer = called[0].split()[0]
        take = "take" if declarer == "You" else "takes"
        assert draws[0] == f"{declarer} {take} stock cards 1 to 4.", lines
        assert [line.split(" stock ")[1] for line in draws] == ["cards 1 to 4.", "card 5.",
                                                                "card 6."], lines
        first_discard = next(i for i, line in enumerate(lines)  # the dummy's is at once
                             if " discard" in line and not line.startswith("The dummy"))
        assert lines.index(draws[-1]) < first_discard, lines
        if players == 3:
            # the dummy draws when it sits opposite or left of the declarer
            drew = [line for line in draws if line.startswith("The dummy takes")]
            assert ("The dummy discards 1 card." in lines) == bool(drew), lines
            dummy_drew += bool(drew)
            laid = [line for line in lines if line.startswith("The dummy's cards are laid")]
            plays = "play them." if laid and "and you play" in laid[0] else "plays them."
            assert len(laid) == 1 and laid[0].endswith(plays), lines
            assert "You" not in laid[0], laid  # "…face up: You play them." was written
            who = laid[0].split(", and ")[1].split()[0]
            dummy = "your dummy" if who == "you" else f"{who}'s dummy"
            assert any(line.startswith("Trick") and f"{dummy} ".lower() in line.lower()
                       for line in lines), (who, lines)
            assert lines.index(laid[0]) < next(i for i, line in enumerate(lines)
                                               if line.startswith("Trick 1:"))
    assert partnership >= 3 and preferred >= 1, (partnership, preferred)
    assert dummy_drew >= (players == 3) and laid_up >= 1, (dummy_drew, laid_up)


def test_the_partner_shown_by_the_called_trump_is_said_after_the_trick_it_fell_in():
    """"West played the called trump" sat between tricks 7 and 8, the 19★ having fallen in
    trick 8: a line said during a trick follows that trick's line."""
    seen = 0
    for _state, lines in _nineteen_first_deal_logs(4, range(1, 30)):
        for i, line in enumerate(lines):
            if line.endswith("played the called trump: the declarer's partner."):
                called = next(x for x in lines if " calls the " in x or " call the " in x)
                trump = called.rstrip(".").split(" the ")[-1]
                assert lines[i - 1].startswith("Trick ") and f" {trump}," in \
                    lines[i - 1].replace(";", ","), (trump, lines[i - 1])
                seen += 1
    assert seen >= 3, seen
