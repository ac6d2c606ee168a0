"""The deal review, the rules and the statistics open at the size the person last left them,
in this run and the next: they opened at their first size every time, and a person who had
widened the review to read its cards widened it again after every deal."""

from __future__ import annotations

from PySide6.QtCore import Qt
from test_statistics_dialog_keys import _open_by_the_menu

from deals import rule_played
from tricktable import settings as store
from tricktable.engine.record_write import make_record
from tricktable.ui.main_window import MainWindow
from tricktable.ui.rules_browser import RulesBrowser
from window_helpers import (
    open_by_menu_keys,
    open_past_its_summary,
    press_review,
    show_window,
)

#: the words are not looked at here, only the window's size
SCALE = 0.04


def _resized_and_closed(qtbot, dlg, size: tuple[int, int]) -> None:
    """The dialog's edge dragged (the window manager resizes it), then Esc, as a person closes
    it."""
    dlg.resize(*size)
    qtbot.waitUntil(lambda: (dlg.width(), dlg.height()) == size, timeout=3_000)
    dlg.activateWindow()
    qtbot.waitUntil(dlg.isActiveWindow, timeout=3_000)
    qtbot.keyClick(dlg, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=3_000)


def _rules_by_the_menu(qtbot, w: MainWindow) -> RulesBrowser:
    """Alt+H, then R, as a person opens Help → Rules without the mouse."""
    return open_by_menu_keys(qtbot, w, Qt.Key.Key_H, Qt.Key.Key_R, RulesBrowser)


def _window_at_a_finished_deal(qtbot, worker, settings=None) -> MainWindow:
    st = rule_played("heart-hunter", 3, 1)
    players = [{"name": "You", "kind": "human"}] + [
        {"name": f"Bot{i}", "kind": "computer", "level": "rule"} for i in range(1, 4)]
    w = show_window(qtbot, worker, settings)
    w.controller.review_scale = SCALE
    open_past_its_summary(qtbot, w, make_record(st, players))
    return w


def test_the_review_opens_at_the_size_it_was_left_in_this_run_and_the_next(
        qtbot, worker, home):
    w = _window_at_a_finished_deal(qtbot, worker)
    first = press_review(qtbot, w)
    wanted = (first.width() - 30, first.height() - 90)
    _resized_and_closed(qtbot, first, wanted)
    again = press_review(qtbot, w)
    assert again is not first
    assert (again.width(), again.height()) == wanted
    _resized_and_closed(qtbot, again, wanted)
    w.close()
    later = _window_at_a_finished_deal(qtbot, worker, store.load_settings()[0])
    third = press_review(qtbot, later)
    assert (third.width(), third.height()) == wanted


def test_the_rules_and_the_statistics_keep_their_sizes_apart(qtbot, worker, home):
    w = show_window(qtbot, worker)
    rules = _rules_by_the_menu(qtbot, w)
    rules_size = (rules.width() - 40, rules.height() - 100)
    _resized_and_closed(qtbot, rules, rules_size)
    stats = _open_by_the_menu(qtbot, w)
    stats_size = (stats.width() - 20, stats.height() - 60)
    _resized_and_closed(qtbot, stats, stats_size)
    rules = _rules_by_the_menu(qtbot, w)
    assert (rules.width(), rules.height()) == rules_size
    stats = _open_by_the_menu(qtbot, w)
    assert (stats.width(), stats.height()) == stats_size
    stats.reject()


def test_a_kept_size_larger_than_the_screen_is_given_within_it(qtbot, worker, home):
    """Left large on a big monitor, then started on a laptop: the review fits the screen."""
    settings = store.Settings()
    settings.window = {**settings.window, "dialogs": {"review": [19000, 15000]}}
    w = _window_at_a_finished_deal(qtbot, worker, settings)
    dlg = press_review(qtbot, w)
    screen = dlg.screen().availableGeometry()
    assert dlg.frameGeometry().width() <= screen.width()
    assert dlg.frameGeometry().height() <= screen.height()


def test_the_sizes_kept_are_checked_when_the_settings_are_read(home):
    """A damaged entry is dropped, the others kept (nothing else of the window is lost)."""
    checked = store._valid_window({"width": 900, "height": 700, "dialogs": {
        "review": [1000, 800], "rules": [5, 800], "statistics": "big", "x": [True, 900]}})
    assert checked["width"] == 900 and checked["dialogs"] == {"review": [1000, 800]}
