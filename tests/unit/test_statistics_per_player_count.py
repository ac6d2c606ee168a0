"""Statistics per number of players: Nineteen for 3 and for 4 players (and Heart Hunter for 3
and 4) were counted in one row, though their scores do not compare. Each table size is now
counted apart, and a file written before that (no ``tables`` block) loads as it was."""

from __future__ import annotations

import json

import pytest

from tricktable.presentation import stats_view
from tricktable.presentation.stats_view import game_rows
from tricktable.settings import paths
from tricktable.stats_store import load_statistics, record_result

pytestmark = pytest.mark.usefixtures("home")

ROW = ("game", "played", "won", "pct", "avg", "deal", "best", "hints", "last")


def _rows(stats: dict, start: str) -> dict[str, dict[str, str]]:
    return {r[0]: dict(zip(ROW, r, strict=True)) for r in game_rows(stats)
            if r[0].startswith(start)}


def test_nineteen_for_three_and_for_four_players_get_a_row_each():
    """Their totals were added into one average, mixing two scales of scores."""
    record_result("nineteen", [0], [0], [90, 10, 0], deals=6, level="rule", players=3)
    record_result("nineteen", [1], [0], [30, 70, 0], deals=6, level="rule", players=3)
    record_result("nineteen", [0], [0], [200, 10, 0, 5], deals=8, level="rule", players=4)
    stats, messages = load_statistics()
    assert messages == []
    tables = stats["games"]["nineteen"]["tables"]
    assert set(tables) == {"3", "4"}
    assert (tables["3"]["played"], tables["3"]["won"], tables["3"]["score_sum"]) == (2, 1, 120)
    assert (tables["4"]["played"], tables["4"]["won"], tables["4"]["best"]) == (1, 1, 200)
    rows = _rows(stats, "Nineteen")
    assert list(rows) == ["Nineteen", "Nineteen, 3 players", "Nineteen, 4 players"]
    assert rows["Nineteen"]["played"] == "3", "the game's own row still counts them all"
    # but averages no score across 3 and 4 players: (90 + 30 + 200) / 3 mixed two scales
    assert (rows["Nineteen"]["avg"], rows["Nineteen"]["deal"], rows["Nineteen"]["best"]) \
        == ("–", "–", "–")
    assert (rows["Nineteen"]["won"], rows["Nineteen"]["pct"]) == ("2", "67%")
    assert (rows["Nineteen, 3 players"]["played"], rows["Nineteen, 3 players"]["avg"]) \
        == ("2", "60.0")
    assert (rows["Nineteen, 4 players"]["played"], rows["Nineteen, 4 players"]["avg"]) \
        == ("1", "200.0")
    assert [r[0] for r in stats_view.players_rows(stats["games"]["nineteen"])] == ["3 players",
                                                                       "4 players"]
    assert stats_view.players_columns("nineteen")[0] == "Players"


def test_a_game_played_at_one_number_of_players_keeps_a_single_row():
    record_result("heart-hunter", [0], [0], [12, 40, 55, 3], deals=3, level="rule")
    stats = load_statistics()[0]
    assert stats["games"]["heart-hunter"]["tables"]["4"]["played"] == 1, "one total a seat"
    assert list(_rows(stats, "Heart Hunter")) == ["Heart Hunter"]
    assert stats_view.players_rows(stats["games"]["heart-hunter"]) == []


def test_a_file_written_before_tables_were_kept_loads_and_shows_its_games():
    """A format-2 file without ``tables`` keeps its games: shown in their game's row, and the
    games counted from now on are counted per number of players as well."""
    old = {"version": 2, "games": {"nineteen": {
        "played": 4, "won": 1, "score_sum": 100, "deals": 24, "dealt_score_sum": 100,
        "hints": 0, "best": 60, "last_played": "2026-10-01",
        "levels": {"rule": {"played": 4, "won": 1, "score_sum": 100, "deals": 24,
                            "dealt_score_sum": 100, "hints": 0}}}}}
    path = paths()["statistics"]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(old), encoding="utf-8")
    before = path.read_bytes()
    stats, messages = load_statistics()
    assert messages == [] and path.read_bytes() == before
    nineteen = stats["games"]["nineteen"]
    assert nineteen["played"] == 4 and nineteen["tables"] == {}
    assert _rows(stats, "Nineteen")["Nineteen"]["played"] == "4"
    record_result("nineteen", [0], [0], [90, 10, 0], deals=6, level="rule", players=3)
    record_result("nineteen", [0], [0], [90, 10, 0, 0], deals=6, level="rule", players=4)
    stats = load_statistics()[0]
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 2
    rows = _rows(stats, "Nineteen")
    assert (rows["Nineteen"]["played"], rows["Nineteen, 3 players"]["played"],
            rows["Nineteen, 4 players"]["played"]) == ("6", "1", "1")


def test_a_damaged_table_is_left_out_and_the_rest_of_the_game_kept():
    record_result("nineteen", [0], [0], [90, 10, 0], deals=6, level="rule", players=3)
    record_result("nineteen", [0], [0], [90, 10, 0, 0], deals=6, level="rule", players=4)
    path = paths()["statistics"]
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["games"]["nineteen"]["tables"]["4"]["played"] = "many"
    doc["games"]["nineteen"]["tables"]["eleven"] = {"played": 1}
    path.write_text(json.dumps(doc), encoding="utf-8")
    stats, messages = load_statistics()
    assert len(messages) == 1 and "Nineteen (4 players)" in messages[0]
    nineteen = stats["games"]["nineteen"]
    assert set(nineteen["tables"]) == {"3"} and nineteen["played"] == 2
    assert set(nineteen["levels"]) == {"rule"}
