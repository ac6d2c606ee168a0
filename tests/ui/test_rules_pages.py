"""The rules pages show their worked examples with the table's own card pictures, and the pages
open from the new-game dialog as well as from the menu and the panels' "?"."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QTextDocument, QTextImageFormat
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tricktable import settings as store
from tricktable.games.registry import GAME_IDS, get_rules
from tricktable.presentation.card_face_plan import card_size
from tricktable.presentation.card_pages import rules_page
from tricktable.ui.main_window import MainWindow
from tricktable.ui.rules_browser import RulesBrowser

IMAGE = QTextDocument.ResourceType.ImageResource.value


def pictures_in(doc: QTextDocument) -> list[str]:
    """The image names of the laid-out document, in order."""
    names = []
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isImageFormat():
                names.append(QTextImageFormat(fmt).name())
            it += 1
        block = block.next()
    return names


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_card_of_a_page_is_drawn_by_the_card_art_at_text_size(qtbot, game):
    dlg = RulesBrowser(game)
    qtbot.addWidget(dlg)
    page = rules_page(game)
    wanted = [f"card:{c}" for c in re.findall(r'<img src="card:([0-9A-Z]+)"', page)]
    assert pictures_in(dlg.browser.document()) == wanted
    b = dlg.browser
    line = b.fontMetrics().height()
    codec = get_rules(game).codec
    for name in set(wanted):
        pix = b.loadResource(IMAGE, QUrl(name))
        assert not pix.isNull(), name
        width, height = card_size(b.card_height())
        assert (round(pix.width() / pix.devicePixelRatio()),
                round(pix.height() / pix.devicePixelRatio())) == (width, height)
        assert 4 * line <= height <= 7 * line, "a card is a few text lines tall"
        same = b.art.pixmap(codec.parse(name[5:]), codec, b.card_height(),
                            b.devicePixelRatioF())
        assert pix.toImage() == same.toImage(), f"{name} is not the table's picture"
    assert b.loadResource(IMAGE, QUrl("card:ZZ")) is None or \
        b.loadResource(IMAGE, QUrl("card:ZZ")).isNull()


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_columns_of_a_pages_tables_stand_apart(qtbot, game):
    """Young Hunter's scoring table read as one line ("Taking Value Announced and made
    Announced and failed"), its columns touching: every table of facts pads its cells."""
    from PySide6.QtGui import QTextTable

    dlg = RulesBrowser(game)
    qtbot.addWidget(dlg)
    doc = dlg.browser.document()
    tables = {f.firstPosition(): f for block in _blocks(doc)
              if isinstance(f := doc.frameAt(block.position()), QTextTable)}
    # the worked examples' tables space their cells themselves (``cellspacing``)
    facts = [t for t in tables.values() if t.format().cellSpacing() < 4]
    assert facts, "every page has a table of facts (scores, ranks, trumps)"
    for table in facts:
        cell = table.cellAt(0, 0).format().toTableCellFormat()
        assert cell.rightPadding() >= 10, (game, cell.rightPadding())


def _blocks(doc: QTextDocument):
    block = doc.begin()
    while block.isValid():
        yield block
        block = block.next()


def test_the_new_game_dialog_opens_the_chosen_games_rules(qtbot, worker, home):
    s = store.Settings()
    s.speed = "instant"
    w = MainWindow(s, worker=worker)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    dlg = w.open_new_game_dialog()
    qtbot.waitExposed(dlg)
    dlg.game.setCurrentIndex(dlg.game.findData("heart-hunter"))
    QTest.mouseClick(dlg.rules_button, Qt.MouseButton.LeftButton)
    rules = dlg.rules_dialog
    assert rules is not None and rules.isVisible()
    assert rules.windowTitle() == "Rules of Heart Hunter"
    assert "Worked examples" in rules.browser.toPlainText()
    assert dlg.isVisible(), "the new-game choice stays open beside the rules"
    rules.close()
    dlg.reject()


def open_from_help_menu(qtbot, w: MainWindow, text: str):
    """Help, then the entry ``text``, clicked where the menu bar and the menu draw them."""
    bar = w.menuBar()
    help_action = next(a for a in bar.actions() if a.text() == "&Help")
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(help_action).center())
    menu = help_action.menu()
    qtbot.waitUntil(menu.isVisible, timeout=5_000)
    entry = next(a for a in menu.actions() if a.text() == text)
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(entry).center())
    qtbot.waitUntil(lambda: isinstance(w.last_dialog, RulesBrowser)
                    and w.last_dialog.isVisible(), timeout=5_000)
    return w.last_dialog


def _window_last_choosing(qtbot, worker, game: str) -> MainWindow:
    """A shown window whose settings remember ``game`` as the game last chosen."""
    s = store.Settings()
    s.speed = "instant"
    s.last_game = game
    w = MainWindow(s, worker=worker)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_the_rules_browser_opens_at_the_game_on_the_table_and_still_switches(
        qtbot, worker, home):
    w = _window_last_choosing(qtbot, worker, "heart-hunter")
    w.controller.new_game("barbu", {}, [store.Seat("You", "human")]
                          + [store.Seat(f"Bot {i}", "computer") for i in range(1, 4)], seed=9)
    assert w.act_review.text() == "&Review a hand…"  # Barbu plays hands, not deals
    rules = open_from_help_menu(qtbot, w, "&Rules of Barbu")
    assert rules.games.currentData() == "barbu"
    assert rules.windowTitle() == "Rules of Barbu"
    rules.games.setFocus()
    QTest.keyClick(rules.games, Qt.Key.Key_Down)  # the game box still chooses another game
    assert rules.games.currentData() != "barbu"
    assert rules.windowTitle() != "Rules of Barbu"
    rules.close()


def test_with_no_game_the_rules_browser_opens_at_the_game_last_chosen(qtbot, worker, home):
    w = _window_last_choosing(qtbot, worker, "nineteen")
    assert w.controller.facts() is None
    rules = open_from_help_menu(qtbot, w, "&Rules")
    assert rules.games.currentData() == "nineteen"
    assert rules.windowTitle() == "Rules of Nineteen"
    rules.close()


def test_the_rules_page_has_the_keys_when_it_opens(qtbot, worker, home):
    """Ctrl+End went to the game list and showed the last game's rules: the keys scroll the
    page."""
    w = _window_last_choosing(qtbot, worker, "heart-hunter")
    rules = open_from_help_menu(qtbot, w, "&Rules")
    qtbot.waitExposed(rules)
    rules.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is rules, timeout=3_000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_PageDown)
    assert rules.games.currentData() == "heart-hunter"
    bar = rules.browser.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() > 0
    rules.close()


def test_the_rules_keep_the_place_read_when_the_window_is_resized(qtbot):
    """Scrolled to "Taking the window", made smaller the window showed "The deal", made larger
    "Trumps" with its first line cut (a tester)."""
    dlg = RulesBrowser("sheepshead")
    qtbot.addWidget(dlg)
    dlg.resize(760, 680)
    dlg.show()
    qtbot.waitExposed(dlg)
    b = dlg.browser
    b.scrollToAnchor("window")
    qtbot.wait(50)

    def top_line() -> str:
        return b.cursorForPosition(b.viewport().rect().topLeft()).block().text()

    read = top_line()
    assert "window" in read.lower(), read
    for size in ((520, 420), (1100, 760), (640, 500)):
        dlg.resize(*size)
        qtbot.wait(50)
        assert top_line() == read, (size, top_line())
        first = b.cursorForPosition(b.viewport().rect().topLeft())
        assert b.cursorRect(first).top() >= -2, "the line at the top is whole"
