"""The main window's menu bar: Game, View and Help, each entry with its shortcut.

Built here rather than in ``main_window`` because it is a long list that says only which entry
calls which of the window's slots; the window keeps the actions as attributes (``act_undo``,
``act_hint``...) so it can enable them and tests can trigger them.
"""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from ..presentation.about_text import about_text
from . import window_place
from .dialog_review import open_review
from .dialogs import show_message


def build_menus(w: QMainWindow) -> None:
    """Fill the main window's menu bar and set its ``act_*`` actions and ``full_screen`` helper
    (``w`` is the ``MainWindow``; not imported here, as it imports this module)."""
    bar = w.menuBar()
    game = bar.addMenu("&Game")
    w.act_new = _action(w, game, "&New game…", QKeySequence.StandardKey.New,
                        w.open_new_game_dialog)
    w.act_open = _action(w, game, "&Open record…", QKeySequence.StandardKey.Open,
                         w._open_record_dialog)
    w.act_save = _action(w, game, "&Save record as…", QKeySequence.StandardKey.Save,
                         w._save_record_dialog)
    game.addSeparator()
    w.act_undo = _action(w, game, "&Undo", QKeySequence.StandardKey.Undo, w.undo)
    w.act_last = _action(w, game, "Show &last trick", "L", w.table.felt.show_last_trick)
    w.act_sheet = _action(w, game, "Score s&heet", "Ctrl+H", w.open_score_sheet)
    w.act_log = _action(w, game, "&Deal log", "Ctrl+L", w.open_deal_log)
    w.act_review = _action(w, game, "&Review the last deal…", "Ctrl+R",
                           lambda: open_review(w))
    w.act_stats = _action(w, game, "Stat&istics…", None, w.open_statistics)
    game.addSeparator()
    w.act_settings = _action(w, game, "Se&ttings…", QKeySequence.StandardKey.Preferences,
                             w.open_settings)
    game.addSeparator()
    w.act_quit = _action(w, game, "&Quit", QKeySequence.StandardKey.Quit, w.close)
    view = bar.addMenu("&View")
    toggle = w.dock.toggleViewAction()
    toggle.setText("Score &panel")
    toggle.setShortcut(QKeySequence("F9"))
    view.addAction(toggle)
    w.full_screen = window_place.FullScreen(w)
    w.act_full = _action(w, view, "&Full screen", "F11", w.full_screen.toggle)
    w.act_leave_full = QAction("Leave full screen", w)
    w.act_leave_full.setShortcut(QKeySequence("Esc"))
    w.act_leave_full.triggered.connect(lambda _c=False: w.full_screen.leave())
    w.act_leave_full.setEnabled(False)  # Esc belongs to the table unless full screen
    w.addAction(w.act_leave_full)
    helpm = bar.addMenu("&Help")
    w.act_hint = _action(w, helpm, "&Hint", "H", w.show_hint)
    w.act_tips_again = _action(w, helpm, "Show &tips again", None, w.show_tips_again)
    w.act_rules = _action(w, helpm, "Rules", QKeySequence.StandardKey.HelpContents,
                          lambda: w.open_rules(w._game_id()))
    w.act_browser = _action(w, helpm, "Rules &browser", None, lambda: w.open_rules(None))
    w.act_about = _action(w, helpm, "&About Trick Table", None,
                          lambda: show_message(w, "About Trick Table", about_text()))


def _action(window: QMainWindow, menu, text: str, shortcut, slot) -> QAction:
    """A menu entry with its shortcut, calling ``slot`` with no arguments; owned by the window."""
    act = QAction(text, window)
    if shortcut is not None:
        act.setShortcut(QKeySequence(shortcut) if isinstance(shortcut, str) else shortcut)
    act.triggered.connect(lambda _checked=False: slot())
    menu.addAction(act)
    return act
