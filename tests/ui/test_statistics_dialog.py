"""Game → Statistics per game and per opponent level: figures after games played through the
window by clicks, and the bar charts the dialog draws (checked on the pixels)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QColor

from tricktable import stats_store
from tricktable.drills.person_plays import PersonRobot
from tricktable.settings import Seat
from tricktable.ui.dialog_statistics import BAD_COLOUR, BAR_COLOUR
from tricktable.ui.main_window import MainWindow
from window_helpers import show_window


@pytest.fixture
def window(qtbot, worker, home):
    def make() -> MainWindow:
        w = show_window(qtbot, worker)
        return w

    return make


def _same(a: QColor, b: QColor) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) < 8


def test_the_names_take_the_tables_spare_width_and_the_figures_stay_beside_them(qtbot,
                                                                               window):
    """The last column ("Last played") was stretched: "never" stood alone at the far right."""
    dlg = window().open_statistics()
    try:
        for page, table in ((dlg.table, dlg.table), (dlg.games["barbu"], dlg.games["barbu"].table)):
            dlg.tabs.setCurrentWidget(page)
            qtbot.waitExposed(table)
            head = table.horizontalHeader()
            last = head.count() - 1
            assert head.sectionSize(0) > max(head.sectionSize(c) for c in range(1, last + 1))
            wanted = max(table.sizeHintForColumn(last), head.sectionSizeHint(last))
            assert head.sectionSize(last) <= wanted + 4
    finally:
        dlg.reject()


def test_each_bar_is_drawn_where_its_layout_puts_it(qtbot, window):
    stats_store.record_result("barbu", [0], [0], [56, 0, 0, 0], deals=28, level="rule")
    stats_store.record_result("barbu", [1], [0], [-28, 40, 0, 0], deals=28, level="rule")
    stats_store.record_result("barbu", [0], [0], [84, 0, 0, 0], deals=28, level="expert")
    dlg = window().open_statistics()
    page = dlg.games["barbu"]
    dlg.tabs.setCurrentWidget(page)
    qtbot.waitExposed(page)
    for chart, colours in ((page.wins_chart, [BAR_COLOUR, BAR_COLOUR]),
                           (page.recent_chart, [BAR_COLOUR, BAD_COLOUR, BAR_COLOUR])):
        lay = chart.bar_layout()
        assert [b.value for b in lay.bars] == [p[1] for p in chart.points]
        assert len(lay.bars) == len(colours)
        image = chart.grab().toImage()
        ratio = image.width() / chart.width()
        for bar, colour in zip(lay.bars, colours, strict=True):
            if bar.height < 4:
                continue
            inside = image.pixelColor(int((bar.x + bar.width / 2) * ratio),
                                      int((bar.y + bar.height / 2) * ratio))
            assert _same(inside, colour), (chart.title, bar, inside.name())
            beside = image.pixelColor(int((bar.x - 4) * ratio), int((bar.y + bar.height / 2)
                                                                    * ratio))
            assert not _same(beside, colour), "the bar is no wider than its layout"
    wins = page.wins_chart.bar_layout().bars
    assert [b.label for b in wins] == ["Club player", "Expert"]
    assert wins[1].height == pytest.approx(2 * wins[0].height)  # 100 % against 50 %
    recent = page.recent_chart.bar_layout().bars
    assert recent[0].height == pytest.approx(2 * recent[1].height)  # 2.0 and -1.0 a deal
    assert recent[1].y == pytest.approx(page.recent_chart.bar_layout().zero_y)
    dlg.reject()


def test_per_level_figures_after_short_games_played_through_the_window(qtbot, window):
    """Two quick three-player Heart Hunter games, each against computers of one level, played by
    clicks (hints asked now and then with H): each level's row has that game's figures."""
    results = {}
    for level, seed in (("beginner", 11), ("rule", 12)):
        w = window()
        robot = PersonRobot(w, random.Random(seed), curious=0.3)
        seats = [Seat("You", "human"), Seat("West", "computer", level),
                 Seat("East", "computer", level)]
        result = robot.play("heart-hunter", {"players": 3, "quick": True}, seed, seats,
                            timeout_s=240)
        assert result.finished
        results[level] = (result, list(w.controller.state.winners))
        w.close()
    stats, messages = stats_store.load_statistics()
    assert messages == []
    hh = stats["games"]["heart-hunter"]
    assert hh["played"] == 2
    for level, (result, winners) in results.items():
        block = hh["levels"][level]
        assert block["played"] == 1
        assert block["won"] == int(0 in winners)
        assert block["score_sum"] == block["best"] == result.totals[0]
        assert block["deals"] == result.deals
        assert block["hints"] == result.kinds["hint"]
    assert hh["hints"] == sum(r.kinds["hint"] for r, _ in results.values())
    assert hh["hints"] > 0, "the robot asked no hint: pick other seeds"
    dlg = window().open_statistics()
    table = dlg.games["heart-hunter"].table
    shown = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
    assert shown == {"Beginner": "1", "Club player": "1"}
    dlg.reject()


def test_heart_hunters_good_negative_average_is_blue_and_a_positive_one_red(qtbot, window):
    """Heart Hunter, lower wins: a −1.1 a deal was drawn red as every negative value was."""
    stats_store.record_result("heart-hunter", [0], [0], [-11, 40, 55, 70], deals=10,
                              level="rule")
    stats_store.record_result("heart-hunter", [1], [0], [20, 10, 55, 70], deals=10,
                              level="rule")
    dlg = window().open_statistics()
    page = dlg.games["heart-hunter"]
    dlg.tabs.setCurrentWidget(page)
    qtbot.waitExposed(page)
    chart = page.recent_chart
    bars = chart.bar_layout().bars
    assert [b.value for b in bars] == [-1.1, 2.0]
    image = chart.grab().toImage()
    ratio = image.width() / chart.width()
    for bar, colour in zip(bars, (BAR_COLOUR, BAD_COLOUR), strict=True):
        inside = image.pixelColor(int((bar.x + bar.width / 2) * ratio),
                                  int((bar.y + bar.height / 2) * ratio))
        assert _same(inside, colour), (bar, inside.name())
    dlg.reject()
