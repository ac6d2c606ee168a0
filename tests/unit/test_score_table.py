"""The score tables' words without Qt: sheet and panel rows, a record's players and finished
deals, the final standings with shared places."""

from __future__ import annotations

from tricktable.presentation.score_table import (
    player_names,
    score_rows,
    scored_deals,
)
from tricktable.presentation.standings import standings

DEALS = [(1, [3, 0, -2], [3, 0, -2]), (2, [1, 4, 0], [4, 4, -2])]


def test_the_sheet_signs_each_deals_scores_and_runs_the_totals_under_them():
    rows = score_rows(3, DEALS, running=True, notes=["first", "second"])
    assert [r.label for r in rows] == ["Deal 1", "  total", "Deal 2", "  total"]
    assert rows[0].cells == ["+3", "0", "−2"] and rows[0].note == "first"
    assert rows[3].cells == ["4", "4", "−2"] and rows[3].total
    assert rows[3].tip == "Totals after deal 2"


def test_the_panel_numbers_its_rows_and_ends_with_the_totals():
    rows = score_rows(3, DEALS, running=False, compact=True, word="hand")
    assert [r.label for r in rows] == ["1", "2", "Σ"]
    assert rows[0].tip == "Hand 1" and rows[-1].cells == ["4", "4", "−2"]
    assert score_rows(2, [], running=False)[-1].cells == ["0", "0"]


def test_a_records_players_and_finished_deals_are_read_without_trusting_it():
    doc = {"players": [{"name": "Ada"}, "junk"], "deals": [
        {"number": 1, "score": [1, -1], "totals": [1, -1]}, {"number": 2, "score": None}]}
    assert player_names(doc, 3) == ["Ada", "Player 2", "Player 3"]
    assert scored_deals(doc) == [(1, [1, -1], [1, -1])]


def test_winners_come_first_and_tied_totals_share_a_place():
    assert standings([2], [10, 30, 5, 30], lower_is_better=True) == [
        (2, 1), (0, 2), (1, 3), (3, 3)]
    assert standings([1, 3], [10, 30, 5, 30], lower_is_better=False) == [
        (1, 1), (3, 1), (0, 3), (2, 4)]


def test_the_panel_heads_the_deal_in_play_or_the_one_just_over_and_the_end():
    from dataclasses import replace

    from tricktable.games.registry import get_rules
    from tricktable.presentation.game_facts import game_facts
    from tricktable.presentation.score_table import deal_heading, panel_phase

    state = get_rules("heart-hunter").new_game(seed=3)
    facts = game_facts(state)
    assert deal_heading(facts, False) == "Deal 1"
    assert deal_heading(replace(facts, deal_number=3), True) == "Deal 2 is over"
    assert deal_heading(replace(facts, over=True), True) == "Game over"
    assert deal_heading(replace(facts, deal_number=3), False, 28) == "Deal 3 of 28"
    assert deal_heading(replace(facts, deal_number=3), True, 28) == "Deal 2 of 28 is over"
    assert deal_heading(replace(facts, over=True), True, 28) == "Game over"
    line = panel_phase(facts, state.view(0), False)
    assert line and panel_phase(facts, state.view(0), True) == f"Next deal — {line}"
    assert panel_phase(replace(facts, over=True), state.view(0), True) == ""
    sheep = get_rules("sheepshead").new_game(seed=3)
    sheep_facts = game_facts(sheep)
    goal = "The first to reach 10 points wins the match (after 50 deals, the highest total)."
    # the goal holds for every deal: never "Next deal — The first to reach 10 points…"
    assert panel_phase(sheep_facts, sheep.view(0), False) == goal
    assert panel_phase(sheep_facts, sheep.view(0), True) == goal


def test_under_deal_4s_summary_the_panel_names_the_extra_game_that_comes_next():
    """Young Hunter's extra game has no trumps to name: the panel said nothing of it, and under
    deal 4's summary "Next deal —" was missing where other deals had their trumps."""
    import random

    from tricktable.engine.protocol import DealScored
    from tricktable.games.registry import get_rules
    from tricktable.presentation.game_facts import game_facts
    from tricktable.presentation.score_table import panel_phase

    state = get_rules("young-hunter").new_game(seed=5, extra_game="after-4")
    rng = random.Random(5)
    scored = 0
    while scored < 4:
        scored += sum(isinstance(e, DealScored)
                      for e in state.apply(rng.choice(state.legal_actions())))
    view = state.view(0)
    assert view.trump_suit is None
    line = panel_phase(game_facts(state), view, True)
    assert line == "Next deal — Extra game: no trump; the holder of the 2♠ leads."


def test_a_players_default_name_is_not_cut_into_another_word():
    """A record without names calls its players "Player 1"...: the header keeps it whole, where
    it once read "Play 1"; longer names are still shortened, keeping what tells them apart."""
    from tricktable.presentation.score_table import short_names

    assert short_names(["Player 1", "Player 2", "Player 3"]) == ["Player 1", "Player 2", "Player 3"]
    assert short_names(["You", "Computer 1", "Computer 2"]) == ["You", "Comp 1", "Comp 2"]


def test_every_game_says_at_the_table_how_long_it_lasts():
    """A person learning a game could play deal after deal not knowing when it ends: the panel
    gives the number of deals where the rules fix it, and the goal where a score ends it."""
    from tricktable.games.registry import get_rules
    from tricktable.presentation.describe import deal_rounds, goal_line, phase_line

    def view(game: str, **options):
        return get_rules(game).new_game(seed=5, **options).view(0)

    assert deal_rounds("barbu", view("barbu")) == 28
    assert deal_rounds("nineteen", view("nineteen")) == 4
    assert deal_rounds("nineteen", view("nineteen", players=3, hands="one-each")) == 3
    assert deal_rounds("nineteen", view("nineteen", players=2, hands="one-each")) == 2
    assert deal_rounds("young-hunter", view("young-hunter")) in (8, 9)
    for game in ("heart-hunter", "sheepshead"):  # played to a score, not a number of deals
        assert deal_rounds(game, view(game)) is None
    assert goal_line("sheepshead") == (
        "The first to reach 10 points wins the match (after 50 deals, the highest total).")
    assert goal_line("barbu") == ""
    state = get_rules("heart-hunter").new_game(seed=5)
    state.phase = 2
    assert "the lowest score wins" in phase_line(state.view(0), "heart-hunter")
