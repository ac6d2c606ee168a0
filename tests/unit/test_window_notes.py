"""The main window's bookkeeping without Qt (presentation/window_notes.py)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from tricktable.engine.protocol import DealScored, PhaseChanged
from tricktable.games.registry import available_games
from tricktable.presentation import window_notes as wn

#: the end of the question asked before a game is left: the menu entry that keeps it, as named
#: in the menu ("Game → Save" named none)
NOT_KEPT = ("It is not kept: Game\u00a0→\u00a0Save\u00a0record\u00a0as… first to come back to it "
            "later.")


def test_the_start_box_is_titled_by_the_files_that_have_something_to_say():
    assert wn.start_box([("Settings", []), ("Statistics", ["a"]), ("Tips", ["b", "c"])]) == (
        "Statistics and tips files", "a\n\nb\n\nc")
    # not "Settings", the Settings dialog's title
    assert wn.start_box([("Settings", ["x"])]) == ("Settings file", "x")
    assert wn.start_box([("Settings", []), ("Statistics", [])]) is None


def test_a_game_without_saved_options_or_with_ones_that_no_longer_hold_gets_its_defaults():
    first = available_games()[0]
    gid, options = wn.game_from_settings("no such game", {})
    assert gid == first and options
    gid2, options2 = wn.game_from_settings(first, {first: {"no such option": 3}})
    assert (gid2, options2) == (gid, options)


def test_a_hint_goes_stale_once_the_decision_it_was_about_is_taken():
    shown = wn.ShownHint()
    assert shown.stale((1, 2)) is None
    shown.show((1, 2), "Hint: play low.")
    assert shown.stale((1, 2)) is None
    assert shown.stale((1, 3)) == "Hint: play low."
    assert shown.stale((1, 4)) is None  # forgotten once taken away


def test_the_status_line_says_the_last_phase_change_and_nothing_without_one():
    events = [PhaseChanged("bidding", "Bidding begins."), PhaseChanged("play", "Play begins.")]
    assert wn.phase_status(None, events, []) == "Play begins."
    assert wn.phase_status(None, [], []) is None
    assert wn.scores_change(events)
    assert not wn.scores_change([])


def test_the_scores_change_when_a_deal_is_scored():
    assert wn.scores_change([DealScored(1, (0, 0), (0, 0), None)])


def test_a_new_name_renames_only_the_persons_seats_called_by_the_old_one():
    seats = [SimpleNamespace(name="Ann", human=True), SimpleNamespace(name="Ann", human=False),
             SimpleNamespace(name="Bob", human=True)]
    assert wn.renamed_seats(seats, "Ann", "Eve", lambda s: s.human) == [0]
    assert wn.renamed_seats(seats, "Ann", "Ann", lambda s: s.human) == []


def test_a_record_is_saved_with_the_json_suffix():
    assert wn.record_path("game") == Path("game.json")
    assert wn.record_path("/tmp/a.JSON") == Path("/tmp/a.JSON")


def test_the_text_beside_the_table_grows_with_the_window_and_the_panel_stays_narrow():
    assert wn.side_text_px(13, 600) == 13
    assert wn.side_text_px(13, 1160) == 20
    assert wn.side_text_px(13, 4000) == 30
    assert wn.side_text_px(13, 1040, 1920) == 18
    assert wn.side_text_px(13, 1040, 960) == 13, "a tall narrow window: as its width allows"
    assert wn.side_text_px(13, 2100, 3800) == 30
    assert wn.dock_width(20, 1000) == 200
    assert wn.dock_width(20, 2000) == 360
    assert wn.dock_width(20, 4000) == 400
    # with the deal log in the column, a quarter of the window (its tricks wrapped in a fifth)
    assert wn.dock_width(13, 1366, log=True) == 327 > wn.dock_width(13, 1366)


def test_a_phase_change_after_a_deals_score_is_the_next_deals_and_waits_for_its_summary():
    scored = DealScored(1, (0, 0), (0, 0), None)
    events = [PhaseChanged("play", "Play begins."), scored,
              PhaseChanged("contract", "Hand 2: West is declarer.")]
    assert wn.phase_status(None, events, []) == "Play begins."
    assert wn.next_deal_phase(None, events, []) == "Hand 2: West is declarer."
    assert wn.phase_status(None, events[1:], []) is None
    assert wn.next_deal_phase(None, events[:1], []) is None


def test_a_watched_game_is_not_called_the_persons_own():
    from tricktable.presentation.game_facts import GameFacts
    mine = GameFacts("barbu", "Barbu", "hand", 3, False, 7, {}, 0)
    watched = GameFacts("barbu", "Barbu", "hand", 3, False, 7, {}, 0, watched=True)
    assert wn.resume_question(mine) == "Resume your Barbu game from hand 3?"
    assert wn.resume_question(watched) == "Resume the watched Barbu game from hand 3?"
    assert wn.replace_question(mine, "Start the new game") == (
        "Your Barbu game is not finished (its first hand under way). Start the new game and "
        "leave it? " + NOT_KEPT)
    assert wn.replace_question(watched, "Open the record") == (
        "The watched Barbu game is not finished (its first hand under way). Open the record and "
        "leave it? " + NOT_KEPT)
    assert (wn.keep_going(mine), wn.keep_going(watched)) == ("Keep playing", "Keep watching")


def test_leaving_a_game_counts_its_finished_deals_not_the_next_deals_number():
    """Once deal 1 is scored the state holds deal 2's number while the table still says "Deal 1
    is over": the question counts what was played."""
    from tricktable.presentation.game_facts import GameFacts
    one = GameFacts("sheepshead", "Three-Hand Sheepshead", "deal", 2, False, 7, {}, 0,
                    deals=[(1, [0, -2, 0], [0, -2, 0])])
    two = GameFacts("barbu", "Barbu", "hand", 3, False, 7, {}, 0,
                    deals=[(1, [0] * 4, [0] * 4), (2, [0] * 4, [0] * 4)])
    assert wn.replace_question(one, "Start the new game") == (
        "Your Three-Hand Sheepshead game is not finished (1 deal finished, deal 2 under way). "
        "Start the new game and leave it? " + NOT_KEPT)
    assert "(2 hands finished, hand 3 under way)" in wn.replace_question(two, "Open the record")


def test_leaving_a_game_says_plainly_where_it_stands():
    """"(1 deal played)" was asked while deal 2 was under way, and read as if one deal were
    the whole game: the words name the deal under way, out of how many when the game says so,
    and at a deal's end (its summary up, nothing of the next played) the deals finished."""
    from tricktable.presentation.game_facts import GameFacts
    scored = [(1, [0, -2, 0], [0, -2, 0])]
    under_way = GameFacts("nineteen", "Nineteen", "hand", 2, False, 7, {}, 0, deals=scored)
    at_end = GameFacts("nineteen", "Nineteen", "hand", 2, False, 7, {}, None, deals=scored,
                       at_deal_end=True)
    first = GameFacts("nineteen", "Nineteen", "hand", 1, False, 7, {}, 0)
    assert wn.game_stands(under_way) == "1 hand finished, hand 2 under way"
    assert wn.game_stands(under_way, 5) == "hand 2 of 5 under way"
    assert wn.game_stands(at_end) == "1 hand finished"
    assert wn.game_stands(at_end, 5) == "hand 1 of 5 finished"
    assert wn.game_stands(first) == "its first hand under way"
    assert wn.game_stands(first, 5) == "hand 1 of 5 under way"
    assert wn.replace_question(under_way, "Open the record", 5) == (
        "Your Nineteen game is not finished (hand 2 of 5 under way). Open the record and "
        "leave it? " + NOT_KEPT)


def test_the_play_checker_asks_about_a_bid_as_a_bid_not_a_play():
    """"Pass instead? … than to bid Preferred Two." came with a "Play anyway" button: the box's
    title and go-ahead button name the kind of choice questioned."""
    from tricktable.presentation.window_notes import check_question

    assert check_question("play") == ("Check your play", "Play anyway")
    # the card named: under "Play the 7♣ instead?", "Play anyway" read as yes, the 7♣
    assert check_question("play", card="J♠") == ("Check your play", "Play the J♠ anyway")
    assert check_question("bid") == ("Check your choice", "Bid anyway")
    assert check_question("discard") == ("Check your choice", "Discard anyway")
    # Sheepshead's Player buries (the box said "Discard anyway" under "Bury the … instead?")
    assert check_question("discard", "Bury") == ("Check your choice", "Bury anyway")
    assert check_question("take-set") == ("Check your choice", "Keep my choice")


def test_the_play_checker_keeps_a_no_double_as_a_choice_not_a_double():
    """Barbu's No double, questioned by the checker, came with a "Double anyway" button (which
    kept the No double)."""
    from tricktable.games.barbu_doubling import DOUBLE_ACTIONS
    from tricktable.presentation.window_notes import check_question

    assert check_question(DOUBLE_ACTIONS["double", ()]) == ("Check your choice", "Keep my choice")
    assert check_question(DOUBLE_ACTIONS["redouble", ()])[1] == "Keep my choice"
    assert check_question(DOUBLE_ACTIONS["double", (1, 3)])[1] == "Double anyway"
    assert check_question(DOUBLE_ACTIONS["redouble", (2,)])[1] == "Redouble anyway"
