"""The statistics file per game and per opponent level (format 2): old files load as they were,
figures add up, a restart keeps them, a damaged level loses nothing else, and the chart's bars are
worked out from the figures (the Qt-free part of Game → Statistics)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from person_files import write_file
from tricktable.presentation.stats_view import (
    game_rows,
    layout_bars,
    level_rows,
    recent_per_deal,
    wins_per_level,
)
from tricktable.settings import paths
from tricktable.stats_store import load_statistics, opponents_level, record_result

#: every test here reads and writes the person's files in a temporary home
pytestmark = pytest.mark.usefixtures("home")


def _write(doc: dict) -> None:
    write_file("statistics", doc)


OLD = {"version": 1, "games": {
    "barbu": {"played": 4, "won": 1, "score_sum": -60, "last_played": "2026-10-01"}}}


def test_an_old_format_file_loads_as_it_was_and_is_not_rewritten_until_a_game_ends():
    _write(OLD)
    before = paths()["statistics"].read_bytes()
    stats, messages = load_statistics()
    assert messages == []
    barbu = stats["games"]["barbu"]
    assert (barbu["played"], barbu["won"], barbu["score_sum"]) == (4, 1, -60)
    assert barbu["deals"] == 0 and barbu["hints"] == 0 and barbu["levels"] == {}
    assert paths()["statistics"].read_bytes() == before
    row = dict(zip(("game", "played", "won", "pct", "avg", "deal", "best", "hints", "last"),
                   next(r for r in game_rows(stats) if r[0] == "Barbu"), strict=True))
    # a true minus sign, as the score panel writes its scores (the hyphen read as a dash)
    assert (row["played"], row["avg"], row["deal"], row["best"]) == ("4", "−15.0", "–", "–")
    # the next finished game writes format 2 and keeps the old counts
    record_result("barbu", [0], [0], [40, 0, 0, 0], deals=28, level="rule", hints=3)
    doc = json.loads(paths()["statistics"].read_text(encoding="utf-8"))
    assert doc["version"] == 2
    barbu = load_statistics()[0]["games"]["barbu"]
    assert (barbu["played"], barbu["won"], barbu["score_sum"]) == (5, 2, -20)
    assert (barbu["deals"], barbu["dealt_score_sum"], barbu["hints"]) == (28, 40, 3)
    assert barbu["levels"]["rule"]["played"] == 1


def test_a_newer_versions_file_is_shown_and_never_written():
    """A newer version's statistics were set aside and counted again from zero here, so the
    newer version found only what this one had counted. They are shown as far as this version
    reads them and the file is left as it is: a game finished here is not counted."""
    newer = {"version": 9, "games": OLD["games"], "streaks": {"barbu": 3}}
    _write(newer)
    before = paths()["statistics"].read_bytes()
    stats, messages = load_statistics()
    assert len(messages) == 1 and "newer version" in messages[0] and "format 9" in messages[0]
    assert stats["games"]["barbu"]["played"] == 4
    record_result("barbu", [0], [0], [40, 0, 0, 0], deals=28, level="rule", hints=3)
    assert paths()["statistics"].read_bytes() == before
    assert not list(paths()["statistics"].parent.glob("statistics.json.*"))


def test_per_level_figures_best_game_and_hints_add_up():
    # Heart Hunter: the lowest score wins, so the best game is the lowest total
    record_result("heart-hunter", [0], [0], [12, 40, 55], deals=3, level="beginner", hints=2)
    record_result("heart-hunter", [1], [0], [60, 20, 55], deals=4, level="beginner", hints=0)
    record_result("heart-hunter", [2], [0], [30, 40, 5], deals=2, level="expert", hints=5)
    record_result("nineteen", [0], [0], [90, 10, 0], deals=6, level="mixed")
    stats, messages = load_statistics()
    assert messages == []
    hh = stats["games"]["heart-hunter"]
    beginner, expert = hh["levels"]["beginner"], hh["levels"]["expert"]
    assert (beginner["played"], beginner["won"], beginner["score_sum"]) == (2, 1, 72)
    assert (beginner["deals"], beginner["best"], beginner["hints"]) == (7, 12, 2)
    assert beginner["recent"] == [4.0, 15.0]
    assert (expert["played"], expert["won"], expert["best"], expert["hints"]) == (1, 0, 30, 5)
    assert (hh["played"], hh["best"], hh["hints"], hh["recent"]) == (3, 12, 7, [4.0, 15.0, 15.0])
    assert stats["games"]["nineteen"]["best"] == 90  # the highest wins there
    rows = level_rows(hh)
    assert [r[0] for r in rows] == ["Beginner", "Expert"]
    assert rows[0][1:] == ("2", "1", "50%", "36.0", "10.3", "12", "2")
    assert wins_per_level(hh) == [("Beginner", 50.0, "1 of 2"), ("Expert", 0.0, "0 of 1")]
    assert [v for _label, v, _text in recent_per_deal(hh)] == [4.0, 15.0, 15.0]


def test_the_opponents_level_is_theirs_mixed_or_people_only():
    assert opponents_level(["rule", "rule", "rule"]) == "rule"
    assert opponents_level(["rule", "expert"]) == "mixed"
    assert opponents_level([]) == "people"


def test_statistics_survive_a_restart_in_a_new_process(home):
    record_result("sheepshead", [0], [0], [9, -3, -6], deals=5, level="advanced", hints=1)
    mine = load_statistics()[0]
    code = ("import json; from tricktable.stats_store import load_statistics; "
            "print(json.dumps(load_statistics()))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, check=True)
    theirs, messages = json.loads(out.stdout)
    assert messages == [] and theirs == mine
    assert theirs["games"]["sheepshead"]["levels"]["advanced"]["hints"] == 1


def test_a_damaged_level_is_kept_aside_and_everything_else_stays():
    record_result("barbu", [0], [0], [40, 0, 0, 0], deals=28, level="rule")
    record_result("barbu", [1], [0], [-20, 30, 0, 0], deals=28, level="expert")
    record_result("nineteen", [0], [0], [90, 10, 0], deals=6, level="rule")
    path = paths()["statistics"]
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["games"]["barbu"]["levels"]["expert"]["won"] = "lots"
    doc["games"]["barbu"]["levels"]["godlike"] = {"played": 1}
    path.write_text(json.dumps(doc), encoding="utf-8")
    damaged = path.read_bytes()
    stats, messages = load_statistics()
    assert len(messages) == 1
    assert "Barbu (opponents: Expert)" in messages[0] and "kept as" in messages[0]
    assert set(stats["games"]["barbu"]["levels"]) == {"rule"}
    assert stats["games"]["barbu"]["played"] == 2 and stats["games"]["nineteen"]["played"] == 1
    kept = sorted(path.parent.glob("statistics.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    assert load_statistics()[1] == [], "told once: the repaired file is clean"


def test_a_file_that_is_no_json_is_set_aside_with_a_message():
    path = paths()["statistics"]
    path.parent.mkdir(parents=True)
    path.write_text('{"version": 2, "games": {"barbu": ', encoding="utf-8")
    stats, messages = load_statistics()
    assert stats["games"] == {} and len(messages) == 1 and "statistics" in messages[0]
    assert len(list(path.parent.glob("statistics.json.damaged-*"))) == 1


def test_bars_are_as_high_as_their_values_from_the_zero_line():
    points = [("a", 50.0, "50"), ("b", 100.0, "100"), ("c", 0.0, "0")]
    lay = layout_bars(points, 10, 20, 300, 200)
    assert len(lay.bars) == 3
    assert lay.zero_y == pytest.approx(220)
    assert [b.height for b in lay.bars] == pytest.approx([100, 200, 0])
    assert all(b.y + b.height == pytest.approx(220) for b in lay.bars)
    xs = [b.x for b in lay.bars]
    assert xs == sorted(xs) and all(b.x >= 10 and b.x + b.width <= 310 for b in lay.bars)


def test_negative_bars_hang_below_the_zero_line():
    lay = layout_bars([("1", 3.0, ""), ("2", -1.0, "")], 0, 0, 100, 80)
    up, down = lay.bars
    assert lay.zero_y == pytest.approx(60)
    assert (up.y, up.height) == pytest.approx((0, 60))
    assert (down.y, down.height) == pytest.approx((60, 20))


def test_an_unfinished_games_hints_are_kept_until_that_game_is_counted():
    from tricktable.stats_store import save_unfinished_hints, unfinished_hints

    save_unfinished_hints("barbu", 41, 3)
    assert unfinished_hints("barbu", 41) == 3
    assert unfinished_hints("barbu", 42) == 0 and unfinished_hints("nineteen", 41) == 0
    record_result("barbu", [0], [0], [10, 0, 0, 0], deals=1, hints=5, seed=99)  # another game
    assert unfinished_hints("barbu", 41) == 3
    record_result("barbu", [0], [0], [10, 0, 0, 0], deals=1, hints=5, seed=41)
    assert unfinished_hints("barbu", 41) == 0
    assert load_statistics()[0]["games"]["barbu"]["hints"] == 10


def test_a_damaged_unfinished_hints_entry_is_left_out_and_the_rest_kept():
    from tricktable.stats_store import unfinished_hints

    record_result("barbu", [0], [0], [10, 0, 0, 0], deals=1, hints=2)
    doc = json.loads(paths()["statistics"].read_text())
    doc["unfinished"] = {"game": "barbu", "seed": "x", "hints": -4}
    _write(doc)
    assert unfinished_hints("barbu", 0) == 0
    stats, messages = load_statistics()
    assert "unfinished" not in stats and stats["games"]["barbu"]["hints"] == 2 and not messages


def test_a_game_of_hands_says_per_hand_in_its_tab_and_chart():
    """Barbu's and Nineteen's tabs read "Per deal" beside "hand" everywhere else."""
    from tricktable.presentation.stats_view import game_charts, level_columns

    assert "Per hand" in level_columns("barbu") and "Per deal" not in level_columns("nineteen")
    assert "Per deal" in level_columns("heart-hunter")
    assert "per hand" in game_charts("nineteen", None)[1].title
    assert "per deal" in game_charts("young-hunter", None)[1].title


def test_negative_figures_carry_a_true_minus_sign_as_the_score_panel_does():
    """Seen in the window: the statistics wrote "-1486.0" beside the score panel's "−1306"."""
    record_result("nineteen", [1], [0], [-1486, 800, 686], deals=4, level="rule")
    stats = load_statistics()[0]
    row = next(r for r in game_rows(stats) if r[0] == "Nineteen")
    assert row[4:7] == ("−1486.0", "−371.5", "−1486")
    assert [text for _l, _v, text in recent_per_deal(stats["games"]["nineteen"])] == ["−371.5"]
    assert not any("-" in cell for cell in row[1:-1])  # the last, a date, is 2026-11-29


def test_a_tab_without_levels_says_why_and_speaks_of_older_games_only_when_there_were_some():
    """A new install's empty tab said "(games finished before this version counted only in the
    first tab)", of games nobody had played."""
    from tricktable.presentation.stats_view import NO_GAMES, NO_LEVELS, no_levels_note

    assert no_levels_note(None) == no_levels_note({"played": 0}) == NO_GAMES
    assert no_levels_note({"played": 3, "levels": {}}) == NO_LEVELS
