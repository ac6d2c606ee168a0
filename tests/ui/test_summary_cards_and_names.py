"""The deal summary as a person reads it. Heart Hunter's point cards taken were listed in small
grey text, the hearts not red: they are in the sheet's ink now, each suit in its colour as on
the cards (four colours when the deck has them). And a long name was cut short
("Maximiliane Barth…") with no way to read it whole: the whole name is its tool tip (a name
is cut only where a word of it is longer than a line of the name's column)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF
from PySide6.QtGui import QColor, QHelpEvent
from PySide6.QtWidgets import QApplication, QLabel, QToolTip

from tricktable import settings as store
from tricktable.presentation.card_face_plan import CLUB_GREEN, RED
from window_helpers import record_where, show_window

LONG = "Maximiliane Bartholomew-Smythe-Jones"  # a word longer than a line


def _summary_up(qtbot, worker, four_colour: bool = False):
    doc = record_where("heart-hunter", {}, 3, 0, lambda st: st.deal_number == 2)
    doc["players"][0]["name"] = LONG
    settings = store.Settings()
    settings.four_colour = four_colour
    w = show_window(qtbot, worker, settings)
    w.controller.load_record(doc)
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=10_000)
    return w, felt.summary_card


def _ink_near(label: QLabel, colour: str) -> int:
    """How many pixels of the drawn label are in ``colour`` (give or take antialiasing)."""
    image = label.grab().toImage()
    want = QColor(colour)
    return sum(1 for x in range(image.width()) for y in range(image.height())
               if abs(image.pixelColor(x, y).red() - want.red()) < 40
               and abs(image.pixelColor(x, y).green() - want.green()) < 40
               and abs(image.pixelColor(x, y).blue() - want.blue()) < 40)


def _darkest(label: QLabel) -> int:
    image = label.grab().toImage()
    return min(max(c.red(), c.green(), c.blue()) for c in
               (image.pixelColor(x, y) for x in range(image.width())
                for y in range(image.height())))


def _cards_line(card) -> QLabel:
    return next(label for label in card.findChildren(QLabel)
                if "♥" in label.text() and label.isVisible())


def test_the_point_cards_taken_are_in_dark_ink_with_the_hearts_red(qtbot, worker, home):
    w, card = _summary_up(qtbot, worker)
    line = _cards_line(card)
    assert _ink_near(line, RED) > 20, "no heart drawn red"
    assert _darkest(line) < 70, "the cards are drawn in grey"
    taken = next(label for label in card.findChildren(QLabel)
                 if label.text().startswith("18 points taken"))
    assert line.font().pixelSize() >= taken.font().pixelSize()
    w.controller.shutdown()


def test_with_the_four_colour_deck_the_clubs_taken_are_green(qtbot, worker, home):
    w, card = _summary_up(qtbot, worker, four_colour=True)
    clubs = next(label for label in card.findChildren(QLabel)
                 if "♣" in label.text() and label.isVisible())
    assert _ink_near(clubs, CLUB_GREEN) > 20, "the clubs are not green"
    w.controller.shutdown()


def test_a_name_cut_short_in_the_summary_shows_whole_on_hover(qtbot, worker, home):
    w, card = _summary_up(qtbot, worker)
    name = next(label for label in card.findChildren(QLabel)
                if label.text().startswith("Maximiliane\nBarth"))
    assert name.text().endswith("…")
    table = w.table
    proxy = table.felt.summary_proxy
    at = name.mapTo(card, name.rect().center())
    pt = table.mapFromScene(proxy.mapToScene(QPointF(at)))
    qtbot.mouseMove(table.viewport(), pt)
    # the pointer rests there: the tool tip's event, as the window system sends it then
    QApplication.sendEvent(table.viewport(), QHelpEvent(QEvent.Type.ToolTip, pt,
                                                        table.viewport().mapToGlobal(pt)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=5_000)
    assert QToolTip.text() == LONG
    QToolTip.hideText()
    w.controller.shutdown()
