"""The deal log and the score sheet's notes of a game that is over: every deal told once (the last
deal's log is the last of the history then, not a deal still under way)."""

from __future__ import annotations

import random

import pytest

from tricktable.engine.protocol import GameOver
from tricktable.games.registry import get_rules
from tricktable.presentation.deal_log_text import log_html, replayed_events, scored_details

NAMES = ["You", "West", "North"]


@pytest.fixture(scope="module")
def finished():
    state = get_rules("heart-hunter").new_game(seed=1, players=3, quick=True)
    rng = random.Random(1)
    while state.to_act is not None:
        state.apply(rng.choice(state.legal_actions()))
    assert state.over
    return state


def test_a_finished_games_log_replays_each_deal_once_and_ends_with_the_game_over(finished):
    deals = replayed_events(finished)
    assert [n for n, _d, _e, _t in deals] == [log.number for log in finished.history]
    assert isinstance(deals[-1][2][-1], GameOver)
    assert "Game over" in log_html(finished, NAMES)


def test_a_finished_games_score_sheet_has_a_note_source_for_every_deal(finished):
    assert len(scored_details(finished)) == len(finished.history)


def test_the_game_over_line_agrees_with_the_person_called_you():
    """It read "Game over: You wins." when the person won."""
    from tricktable.presentation.deal_log_text import deal_lines

    codec = get_rules("heart-hunter").codec

    def said(winners):
        return deal_lines("heart-hunter", [GameOver(winners, (0, 0, 0))], NAMES, codec)

    assert said((0,)) == ["Game over: You win."]
    assert said((1,)) == ["Game over: West wins."]
    assert said((0, 2)) == ["Game over: You and North win."]


def test_the_summary_of_the_last_deal_says_who_won_with_the_verb_that_goes_with_them():
    """The last deal's summary was titled "You wins the game" when the person won."""
    from tricktable.engine.protocol import DealScored
    from tricktable.presentation.describe import deal_summary

    codec = get_rules("heart-hunter").codec
    last = DealScored(9, (0, 3, 5), (0, 40, 70), {})

    def title(winners):
        return deal_summary("heart-hunter", last, NAMES, codec,
                            after=[GameOver(winners, last.totals)]).title

    assert title((0,)) == "You win the game"
    assert title((2,)) == "North wins the game"
    assert title((0, 1)) == "You and West win the game"


def test_the_last_deals_summary_ranks_everyone_best_first_and_says_which_end_wins():
    """Its rows stand in seat order; it said only "Final scores after deal 8.", and the places
    were left to the reader (Heart Hunter: the lowest total is best). With the standings box
    gone, the card's line says each place and whether the lowest or the highest total wins."""
    from tricktable.engine.protocol import DealScored
    from tricktable.presentation.describe import deal_summary

    codec = get_rules("heart-hunter").codec
    last = DealScored(9, (0, 3, 5), (55, 40, 70), {})
    notes = deal_summary("heart-hunter", last, NAMES, codec,
                         after=[GameOver((1,), last.totals)]).notes
    assert ("Final standings after deal 9 (the lowest total wins): 1.\u00a0West\u00a040\u00a0· "
            "2.\u00a0You\u00a055\u00a0· 3.\u00a0North\u00a070") in notes
    young = get_rules("young-hunter").codec
    last = DealScored(8, (0, 0, 6, 3), (12, 10, 14, 23), {})
    notes = deal_summary("young-hunter", last, ["Alice", "West", "North", "East"], young,
                         after=[GameOver((3,), last.totals)]).notes
    assert ("Final standings after deal 8 (the highest total wins): 1. East 23 · 2. North 14 · "
            "3. Alice 12 · 4. West 10") in [
        n.replace("\u00a0", " ") for n in notes]


def test_tied_winners_share_the_first_place_and_the_card_sets_the_ranking_apart():
    """Two winners are named together and share place 1, the next player is third; the card
    takes the ranked line out of the notes for its place under the title (as one small note
    under the rows it was the last thing read), leaving the other notes as they were."""
    from tricktable.engine.protocol import DealScored
    from tricktable.presentation.describe import deal_summary
    from tricktable.presentation.summary_sheet import standings_apart

    young = get_rules("young-hunter").codec
    last = DealScored(8, (0, 0, 6, 3), (23, 10, 14, 23), {})
    summary = deal_summary("young-hunter", last, ["Alice", "West", "North", "East"], young,
                           after=[GameOver((0, 3), last.totals)])
    assert summary.title == "Alice and East win the game"
    ranked, others = standings_apart(summary)
    assert ranked.replace("\u00a0", " ").endswith(
        ": 1. Alice 23 · 1. East 23 · 3. North 14 · 4. West 10")
    assert ranked not in others and len(others) == len(summary.notes) - 1
    last = DealScored(7, (0, 0, 6, 3), (23, 10, 14, 23), {})
    going_on = deal_summary("young-hunter", last, ["Alice", "West", "North", "East"], young)
    assert standings_apart(going_on) == ("", going_on.notes)
