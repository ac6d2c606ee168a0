"""Statistics for every person at a shared table (testers: Ben's and Cleo's games were never
recorded, and the dialog named nobody): each person seated at a finished game counts it under
their own name, with their own win, total and hints; the ``games`` block stays the first
person's, as a version without per-person statistics reads it. And the chart's red: only on the
bad side of zero for the game (Heart Hunter's good −1.1 a deal was red)."""

from __future__ import annotations

import json

import pytest

from person_files import write_file
from tricktable.presentation.stats_view import (
    INTRO,
    game_charts,
    game_rows,
    intro,
    opening_person,
    people_names,
    person_stats,
)
from tricktable.settings import paths
from tricktable.stats_store import (
    load_statistics,
    record_result,
    save_unfinished_hints,
    unfinished_hints,
    unfinished_hints_by_seat,
)

#: every test here reads and writes the person's files in a temporary home
pytestmark = pytest.mark.usefixtures("home")


def _write(doc: dict) -> None:
    write_file("statistics", doc)


def _figures(block: dict) -> tuple:
    return (block["played"], block["won"], block["score_sum"], block["hints"], block["deals"])


def test_a_shared_tables_game_counts_for_each_person_under_their_name():
    """Ann (seat 0), Ben (seat 2) and Cleo (seat 3) at Heart Hunter, Ben winning: each has
    their own game, and ``games`` is Ann's alone, as before."""
    record_result("heart-hunter", [2], [0, 2, 3], [30, 44, 10, 16], deals=4, level="rule",
                  players=4, people=[(0, "Ann", 3), (2, "Ben", 1), (3, "Cleo", 0)])
    stats, messages = load_statistics()
    assert messages == []
    people = stats["people"]
    assert set(people) == {"Ann", "Ben", "Cleo"}
    assert _figures(people["Ann"]["heart-hunter"]) == (1, 0, 30, 3, 4)
    assert _figures(people["Ben"]["heart-hunter"]) == (1, 1, 10, 1, 4)
    assert _figures(people["Cleo"]["heart-hunter"]) == (1, 0, 16, 0, 4)
    assert people["Ben"]["heart-hunter"]["levels"]["rule"]["won"] == 1
    assert people["Ben"]["heart-hunter"]["tables"]["4"]["best"] == 10
    assert people["Cleo"]["heart-hunter"]["recent"] == [4.0]
    # the "games" block exactly as before: the first person's game, their total and hints
    hh = stats["games"]["heart-hunter"]
    assert _figures(hh) == (1, 0, 30, 3, 4)
    expected = {"played": 1, "won": 0, "score_sum": 30, "deals": 4, "dealt_score_sum": 30,
                "hints": 3, "recent": [7.5], "best": 30, "last_played": hh["last_played"]}
    assert hh == {**expected, "levels": {"rule": dict(expected)},
                  "tables": {"4": dict(expected)}}
    assert stats["last_person"] == "Ann"
    # the dialog's view: Ben's own row, and whose numbers they are
    assert people_names(stats) == ["Ann", "Ben", "Cleo"]
    ben = next(r for r in game_rows(person_stats(stats, "Ben")) if r[0] == "Heart Hunter")
    assert ben[1:5] == ("1", "1", "100%", "10.0")
    assert "Ben's finished games" in intro("Ben") and "first person" not in intro("Ben")
    assert intro("You").startswith("Your finished games") and "first person" in INTRO


def test_solo_and_shared_games_add_up_under_one_name_matched_without_case_or_spaces():
    """Ann's solo game (her seat "Ann") and a shared game where she typed " ann " add up; the
    name shown is the one used last. A solo game under "You" counts under "You"."""
    record_result("barbu", [0], [0], [40, 0, 0, 0], deals=28, level="expert",
                  people=[(0, "Ann", 2)])
    record_result("barbu", [1], [0, 1], [10, 50, 0, 0], deals=28, level="mixed",
                  people=[(0, "Ben", 0), (1, " ann ", 1)])
    record_result("barbu", [0], [0], [5, 0, 0, 0], deals=28)  # an older caller: "You"
    people = load_statistics()[0]["people"]
    assert set(people) == {"ann", "Ben", "You"}
    assert _figures(people["ann"]["barbu"]) == (2, 2, 90, 3, 56)
    assert _figures(people["Ben"]["barbu"]) == (1, 0, 10, 0, 28)
    assert set(people["ann"]["barbu"]["levels"]) == {"expert", "mixed"}


def test_an_older_file_gives_its_games_to_the_first_person_of_the_next_game():
    """The games counted before were the first person's: they stay theirs, under their name."""
    _write({"version": 2, "games": {
        "barbu": {"played": 4, "won": 1, "score_sum": -60, "last_played": "2026-10-01"}}})
    stats, _ = load_statistics()
    assert "people" not in stats and opening_person(stats, ["Ann"]) is None
    record_result("barbu", [0], [2, 0], [40, 0, 7, 0], deals=28, level="people",
                  people=[(2, "Dee", 0), (0, "Ann", 1)])
    stats = load_statistics()[0]
    assert _figures(stats["people"]["Dee"]["barbu"]) == (5, 1, -53, 0, 28)
    assert _figures(stats["people"]["Ann"]["barbu"]) == (1, 1, 40, 1, 28)
    assert stats["people"]["Dee"]["barbu"] == stats["games"]["barbu"]
    # the dialog opens on the first person at the table, else the last game's first person
    assert opening_person(stats, ["ann", "Dee"]) == "Ann"
    assert opening_person(stats, ["Zed"]) == opening_person(stats, []) == "Dee"


def test_each_persons_hints_are_kept_across_a_restart():
    """The unfinished game's hints by seat; an older file's count is its first person's."""
    save_unfinished_hints("barbu", 41, 2, {0: 2, 2: 5})
    assert unfinished_hints("barbu", 41) == 2
    assert unfinished_hints_by_seat("barbu", 41, 0) == {0: 2, 2: 5}
    assert unfinished_hints_by_seat("barbu", 42, 0) == {}
    doc = json.loads(paths()["statistics"].read_text(encoding="utf-8"))
    assert doc["unfinished"] == {"game": "barbu", "seed": 41, "hints": 2,
                                 "seats": {"0": 2, "2": 5}}
    _write({"version": 2, "games": {}, "unfinished": {"game": "barbu", "seed": 41, "hints": 3}})
    assert unfinished_hints_by_seat("barbu", 41, 1) == {1: 3}
    _write({"version": 2, "games": {}, "unfinished": {"game": "barbu", "seed": 41, "hints": 3,
                                                      "seats": {"0": -1}}})
    assert unfinished_hints_by_seat("barbu", 41, 0) == {0: 3}, "the damaged part left out"


def test_a_damaged_persons_statistics_are_set_aside_and_the_rest_kept():
    """Ben's block damaged, one of Cleo's games damaged, a second "ann": each named and left
    out after the whole file was copied aside; Ann's, Cleo's other game and ``games`` kept."""
    good = {"played": 2, "won": 1, "score_sum": 30, "deals": 8, "dealt_score_sum": 30,
            "hints": 1, "levels": {"rule": {"played": 2, "won": 1, "score_sum": 30}}}
    _write({"version": 2, "games": {"barbu": good},
            "people": {"Ann": {"barbu": good}, "Ben": [1, 2],
                       "Cleo": {"barbu": good, "nineteen": {"played": "many"}},
                       "ann": {"barbu": good}}})
    before = paths()["statistics"].read_bytes()
    stats, messages = load_statistics()
    assert set(stats["people"]) == {"Ann", "Cleo"}
    assert set(stats["people"]["Cleo"]) == {"barbu"}
    assert stats["people"]["Ann"]["barbu"]["played"] == 2
    assert stats["games"]["barbu"]["played"] == 2
    assert len(messages) == 1
    assert "“Ben”" in messages[0] and "Nineteen for “Cleo”" in messages[0]
    assert "“ann”" in messages[0] and "kept as" in messages[0]
    kept = sorted(paths()["statistics"].parent.glob("statistics.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == before
    again, messages = load_statistics()
    assert messages == [] and again["people"] == stats["people"], "told once: repaired"
    # not a group of people at all: left out with the rest kept
    _write({"version": 2, "games": {"barbu": good}, "people": "everyone"})
    stats, messages = load_statistics()
    assert stats["people"] == {} and stats["games"]["barbu"]["played"] == 2
    assert len(messages) == 1 and "each person" in messages[0]


@pytest.mark.parametrize(("game", "lower_better"), [("heart-hunter", True),
                                                    ("young-hunter", False)])
def test_the_charts_red_is_the_bad_side_of_zero_for_the_game(game, lower_better):
    """Heart Hunter (lower wins): −1.1 a deal is good, blue; 2.0 is red. Young Hunter (higher
    wins): the other way round. Games won per level are never red."""
    entry = {"played": 2, "recent": [-1.1, 2.0],
             "levels": {"rule": {"played": 2, "won": 0, "score_sum": 1}}}
    wins, recent = game_charts(game, entry)
    assert [value for _label, value, _text in recent.points] == [-1.1, 2.0]
    assert [recent.bad(v) for _l, v, _t in recent.points] == [not lower_better, lower_better]
    assert not any(wins.bad(v) for _l, v, _t in wins.points) and not wins.bad(-5)
    assert recent.bad(0.0) is False
