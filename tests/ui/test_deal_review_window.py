"""The deal review in the window, as a person opens it: Ctrl+R or the summary's "Review this deal",
the deal drawn at once with the table's card pictures (every hand, every trick with its leader
and winner), "working it out" while the worker searches, then the expert's choices and "could I
have won?"."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QPixmap, QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from deals import rule_played
from tricktable.ai.decisions import move_seed, moves_made
from tricktable.ai.registry import make_agent
from tricktable.coach.replayed import deal_presets
from tricktable.coach.review import review_game
from tricktable.drills.person_plays import PersonRobot
from tricktable.engine.record_write import make_record
from tricktable.games import get_rules
from tricktable.settings import Seat
from tricktable.ui.dialog_review import ReviewDialog
from tricktable.ui.main_window import MainWindow
from window_helpers import (
    click_card,
    load_at,
    open_past_its_summary,
    play_shared_deal_to_its_summary,
    press_review,
    show_window,
    wait_for_person,
)

#: the review's searches take a few seconds of the worker's CPU; the test machine may be busy
REVIEW_TIMEOUT_MS = 90_000
#: the words are tested here, not the search's strength
SCALE = 0.04


def _finished(game: str, seed: int, **options):
    st = get_rules(game).new_game(seed, **options)
    while not st.history:
        p = st.to_act
        agent = make_agent("rule", st.rules, seed=move_seed(st.seed, p, moves_made(st)))
        st.apply(agent.choose(st.view(p), st.legal_actions()))
    return st


def _press_ctrl_r(qtbot, w: MainWindow) -> None:
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.keyClick(w, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)


def _review_from_the_summary(qtbot, w: MainWindow) -> tuple[ReviewDialog, str]:
    """The summary's "Review" clicked as a person does; the dialog and its text once the
    searches are done."""
    felt = w.table.felt
    qtbot.wait(300)  # the summary card settles in its place
    robot = PersonRobot(w, random.Random(1), curious=0.0)
    robot.hands.click_widget(felt.summary_proxy, felt.summary_card.review_button)
    dlg = _review_dialog(qtbot, w)
    qtbot.waitUntil(lambda: dlg.sheet is not None and dlg.sheet.complete,
                    timeout=REVIEW_TIMEOUT_MS)
    return dlg, dlg.browser.toPlainText()


def _review_dialog(qtbot, w: MainWindow) -> ReviewDialog:
    qtbot.waitUntil(lambda: isinstance(getattr(w, "last_dialog", None), ReviewDialog),
                    timeout=5_000)
    return w.last_dialog


def _drawn_cards(dlg: ReviewDialog) -> list[str]:
    """The card pictures the review's page asks for (a trick's card one by one, a hand's as
    one picture), each checked to be drawn."""
    pictures = re.findall(r'src="((card|hand):([^"?]+)\?[^"]*)"', dlg.browser.toHtml())
    doc = dlg.browser.document()
    for url, _kind, _codes in pictures:
        pix = doc.resource(QTextDocument.ResourceType.ImageResource.value,
                           QUrl(url.replace("&amp;", "&")))
        if pix is not None:
            assert isinstance(pix, QPixmap) and not pix.isNull(), url
    return [code for _url, _kind, codes in pictures for code in codes.split(",")]


def test_the_last_deal_is_drawn_at_once_then_reviewed(qtbot, worker, home):
    """Ctrl+R after a finished deal: the hands and every trick appear at once as card pictures
    while the search works; then each decision has the expert's choice and "could you have done
    better?" its answer."""
    st = _finished("sheepshead", 3)
    log = st.history[0]
    players = [{"name": "You", "kind": "human"}] + [
        {"name": f"Bot{i}", "kind": "computer", "level": "rule"} for i in range(1, 3)]
    w = show_window(qtbot, worker)
    w.controller.review_scale = SCALE
    w.controller.load_record(make_record(st, players))
    # opened where the deal ended: its summary shows again
    qtbot.waitUntil(lambda: w.table.felt.summary_proxy.isVisible(), timeout=10_000)
    _press_ctrl_r(qtbot, w)
    dlg = _review_dialog(qtbot, w)
    assert dlg.sheet is not None  # the deal is there before any search
    quick = dlg.sheet
    assert not quick.complete and dlg.busy.isVisible() and "Working it out" in dlg.status.text()
    codes = _drawn_cards(dlg)
    dealt = sum(h.bit_count() for h in log.hands) + len(log.stock)
    played = sum(len(cards) for _l, cards, _w in log.tricks)
    assert len(codes) == dealt + played  # every card as dealt, and every card of every trick
    qtbot.waitUntil(lambda: dlg.sheet.complete, timeout=REVIEW_TIMEOUT_MS)
    assert not dlg.busy.isVisible()
    text = dlg.browser.toPlainText()
    mine = sum(1 for p, _q, _a in log.actions if p == 0)
    for k in range(1, mine + 1):
        assert f"{k}. Your choice:" in text
    assert "Could you have done better?" in text and "As played, you scored" in text
    for i in range(1, len(log.tricks) + 1):
        assert f"Trick {i}" in text
    assert "led" in text and "won" in text
    assert len(_drawn_cards(dlg)) == dealt + played


@pytest.mark.parametrize(("game", "word"), [("heart-hunter", "deal"), ("barbu", "hand")])
def test_no_review_before_a_deal_is_finished(qtbot, worker, home, game, word):
    """Before the first deal ends, Game → Review is greyed out (it was offered, and answered
    only in the status bar once chosen): a click on it and Ctrl+R open nothing, and Ctrl+R
    says why (the greyed entry's key said nothing). Barbu plays hands: its entry says so. Once
    a deal ends, the same click and the same key open its review."""
    w = show_window(qtbot, worker)
    w.controller.review_scale = SCALE
    w.start_game(game, {}, [Seat("You", "human"),
                            *(Seat(f"Bot {i}", "computer") for i in range(1, 4))], seed=7)
    wait_for_person(qtbot, w, timeout=20_000)
    entry = w.act_review
    assert entry.text() == f"&Review a {word}…"  # any finished one, not only the last
    menu = _open_game_menu(qtbot, w)
    assert not entry.isEnabled()
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(entry).center())
    menu.close()
    _press_ctrl_r(qtbot, w)
    assert not isinstance(getattr(w, "last_dialog", None), ReviewDialog)
    assert w.statusBar().currentMessage() == (
        f"No {word} is finished yet: Game → Review a {word}… opens once the first {word} is "
        "over."), w.statusBar().currentMessage()
    w.controller.load_record(make_record(_finished(game, 7), [
        {"name": "You", "kind": "human"},
        *({"name": f"Bot {i}", "kind": "computer", "level": "rule"} for i in range(1, 4))]))
    qtbot.waitUntil(entry.isEnabled, timeout=10_000)
    menu = _open_game_menu(qtbot, w)
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(entry).center())
    _review_dialog(qtbot, w).close()
    _press_ctrl_r(qtbot, w)  # the entry's own key, not the explaining one, once it is enabled
    qtbot.waitUntil(lambda: w.last_dialog is not None and w.last_dialog.isVisible(),
                    timeout=5_000)
    w.last_dialog.close()


def _open_game_menu(qtbot, w: MainWindow):
    """The Game menu, opened by a click on its title in the menu bar."""
    bar = w.menuBar()
    game = next(a for a in bar.actions() if a.text() == "&Game")
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(game).center())
    qtbot.waitUntil(game.menu().isVisible, timeout=5_000)
    return game.menu()


def test_the_deal_summary_offers_the_review_of_that_deal(qtbot, worker, home):
    """Each deal summary has "Review this deal": a click on it (at its place on the screen)
    opens the review of the deal that just ended, while Enter still goes to the next deal."""
    w = show_window(qtbot, worker)
    w.controller.review_scale = SCALE
    robot = PersonRobot(w, random.Random(5), curious=0.0)
    seen = []

    def at_summary(kind: str) -> None:
        if kind != "deal-summary" or seen:
            return
        card = w.table.felt.summary_card
        button = card.review_button
        assert button.isVisible() and button.focusPolicy() == Qt.FocusPolicy.TabFocus
        robot.hands.click_widget(w.table.felt.summary_proxy, button)
        dlg = _review_dialog(qtbot, w)
        qtbot.waitUntil(lambda: dlg.sheet is not None and dlg.sheet.complete,
                        timeout=REVIEW_TIMEOUT_MS)
        seen.append(dlg.browser.toPlainText())
        dlg.close()

    robot.on_sight = at_summary
    seats = [Seat("You", "human"), Seat("Bot 1", "computer", "beginner"),
             Seat("Bot 2", "computer", "beginner")]
    robot.play("sheepshead", {}, 3, seats, max_deals=1, timeout_s=120)
    assert seen and "1. Your choice:" in seen[0] and "Trick 1" in seen[0]


def test_the_summarys_review_button_is_reached_from_the_keyboard(qtbot, worker, home):
    """Tab moves into the summary and between "Review this deal" and "Next deal", as do the
    arrows once there (the review button took no focus: only the mouse or Ctrl+R reached it);
    Enter presses the one in focus."""
    w = show_window(qtbot, worker)
    w.controller.review_scale = SCALE
    load_at(qtbot, w, "heart-hunter", {"players": 3}, 0,
            lambda st: st.to_act == 0 and len(st.trick) == 2 and bin(st.hands[0]).count("1") == 1)
    click_card(qtbot, w, w.controller.legal_actions()[0].card)  # the deal's last card
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=10_000)
    card = felt.summary_card
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    w.table.setFocus()
    seen = set()
    for _ in range(3):
        qtbot.keyClick(w.table, Qt.Key.Key_Tab)
        seen |= {b for b in (card.review_button, card.button) if b.hasFocus()}
    assert seen == {card.review_button, card.button}
    while not card.review_button.hasFocus():
        qtbot.keyClick(w.table, Qt.Key.Key_Left)
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    dlg = _review_dialog(qtbot, w)
    assert w.controller.awaiting_continue, "Enter on the review button went to the next deal"
    dlg.close()
    w.controller.shutdown()


def test_watching_computers_the_review_follows_the_first_seat_by_name(qtbot, worker, home):
    """With every seat a computer there is no "you": the summary still offers the review, and it
    reviews the seat the table is seen from, by its name."""
    w = show_window(qtbot, worker)
    w.controller.review_scale = SCALE
    seats = [Seat("Ann", "computer", "beginner"), Seat("Ben", "computer", "beginner"),
             Seat("Cat", "computer", "beginner")]
    w.start_game("sheepshead", {}, seats, seed=4)
    qtbot.waitUntil(lambda: w.table.felt.summary_proxy.isVisible(), timeout=120_000)
    _dlg, text = _review_from_the_summary(qtbot, w)
    assert "1. Ann's choice:" in text and "As played, Ann scored" in text
    assert "Could Ann have done better?" in text
    assert "Your choice" not in text and "you scored" not in text


def test_at_a_shared_table_the_review_is_of_the_person_at_the_device_by_name(
        qtbot, worker, home):
    """Ann and Bea at one device: the review called Ann "you" whoever held it, and never
    reviewed Bea. It reviews the person the table was last turned to, by name."""
    w = show_window(qtbot, worker)
    w.controller.review_scale = SCALE
    c = w.controller
    seats = [Seat("Ann", "human"), Seat("Bot", "computer"), Seat("Bea", "human"),
             Seat("Bot 2", "computer")]
    w.start_game("heart-hunter", {}, seats, seed=3)
    play_shared_deal_to_its_summary(qtbot, w)
    who = seats[c.viewer].name
    dlg, text = _review_from_the_summary(qtbot, w)
    assert f"As played, {who} scored" in text and f"Could {who} have done better?" in text
    assert "Your choice" not in text and "you scored" not in text
    # the other person's decisions, chosen at the top of the review with the keys (the one
    # last to hold the device was the only one who could be reviewed)
    other = "Bea" if who == "Ann" else "Ann"
    assert [dlg.person.itemText(i) for i in range(dlg.person.count())] == ["Ann", "Bea"]
    assert dlg.person.currentText() == who
    dlg.activateWindow()
    qtbot.waitUntil(dlg.isActiveWindow, timeout=3_000)
    qtbot.keyClick(dlg, Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)
    assert dlg.person.hasFocus()
    qtbot.keyClick(dlg.person, Qt.Key.Key_Down if other == "Bea" else Qt.Key.Key_Up)
    assert dlg.person.currentText() == other
    qtbot.waitUntil(lambda: dlg.sheet is not None and dlg.sheet.complete
                    and f"Could {other} have done better?" in dlg.browser.toPlainText(),
                    timeout=REVIEW_TIMEOUT_MS)
    text = dlg.browser.toPlainText()
    assert f"As played, {other} scored" in text and f"Could {who} " not in text
    qtbot.wait(200)  # a searched sheet of the first person, arriving late, is not shown
    assert f"Could {other} have done better?" in dlg.browser.toPlainText()
    # back to the first person: the sheet searched for them shows at once, whole (each switch
    # searched again, and ten quick switches left the last sheet seconds away)
    qtbot.keyClick(dlg.person, Qt.Key.Key_Up if other == "Bea" else Qt.Key.Key_Down)
    assert dlg.person.currentText() == who
    assert dlg.sheet.complete and not dlg.busy.isVisible()
    assert f"Could {who} have done better?" in dlg.browser.toPlainText()
    dlg.close()
    c.review_scale = SCALE / 2  # searched otherwise: not yet known
    got: list = []  # Ann's review asked, then Bea's before Ann's came: only Bea's comes
    c.reviewReady.connect(got.append)
    c.ask_review(0)
    c.ask_review(2)
    qtbot.waitUntil(lambda: bool(got), timeout=REVIEW_TIMEOUT_MS)
    qtbot.wait(500)
    assert [s.question for s in got] == ["Could Bea have done better?"]
    c.shutdown()


@pytest.mark.parametrize(("game", "options", "seed"), [
    ("heart-hunter", {}, 3), ("sheepshead", {}, 3), ("young-hunter", {}, 2), ("barbu", {}, 5),
    ("nineteen", {}, 2), ("nineteen", {"players": 3}, 4), ("nineteen", {"players": 2}, 4)])
def test_the_review_fits_a_1280x800_window_without_sideways_scrolling(qtbot, worker, home,
                                                                       game, options, seed):
    """Every game's review, opened over a 1280x800 window, keeps its cards and words inside the
    dialog's width (it scrolls down only), with every card picture drawn."""
    st = _finished(game, seed, **options)
    w = show_window(qtbot, worker, size=(1280, 800))
    names = ["You", "North", "East", "West"][:st.num_players]
    deals = [[a for _p, _q, a in log.actions] for log in st.history]
    sheet = review_game(game, dict(st.options), st.seed, deal_presets(st), deals, 0, 0, names,
                        True, search=False)
    dlg = ReviewDialog(w)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.show_sheet(sheet)
    qtbot.wait(50)
    assert dlg.width() <= 1280 and dlg.height() <= 800
    assert dlg.browser.horizontalScrollBar().maximum() == 0
    assert len(_drawn_cards(dlg)) > 0


def _words_broken(doc: QTextDocument) -> list[str]:
    """Each word the page's layout breaks between two lines ("Partnershi" / "p")."""
    broken = []
    block = doc.begin()
    while block.isValid():
        text, layout = block.text(), block.layout()
        for i in range(layout.lineCount() - 1):
            line = layout.lineAt(i)
            end = line.textStart() + line.textLength()
            if 0 < end < len(text) and text[end - 1].isalnum() and text[end].isalnum():
                start = text.rfind(" ", 0, end) + 1
                stop = text.find(" ", end)
                broken.append(text[start:stop if stop >= 0 else len(text)])
        block = block.next()
    return broken


def test_the_reviews_cells_break_lines_between_words_never_inside_one(qtbot, worker, home):
    """Seen at 1280 x 720: the "Before the play" cell read "bid Partnershi" / "p". The page
    breaks lines at spaces only; a word too long for a cell widens it."""
    for seed in range(1, 40):
        st = _finished("nineteen", seed)
        if any(a.type == "bid" and a.get("bid") == "partnership"
               for _p, _q, a in st.history[0].actions):
            break
    else:
        pytest.fail("no Partnership bid in the first deals")
    players = [{"name": "You", "kind": "human"}] + [
        {"name": n, "kind": "computer", "level": "rule"} for n in ("West", "North", "East")]
    w = show_window(qtbot, worker, size=(1280, 720))
    w.controller.review_scale = SCALE
    w.controller.load_record(make_record(st, players))
    # opened where the deal ended: its summary shows again
    qtbot.waitUntil(lambda: w.table.felt.summary_proxy.isVisible(), timeout=10_000)
    _press_ctrl_r(qtbot, w)
    dlg = _review_dialog(qtbot, w)
    assert "Partnership" in dlg.browser.toPlainText()
    assert _words_broken(dlg.browser.document()) == []
    dlg.close()
    w.controller.shutdown()


def test_the_turns_before_the_play_stand_one_to_a_line_level_with_their_names(
        qtbot, worker, home):
    """Barbu's "Before the play" put each decision in a narrow cell with the name under it:
    "double everyone (the maximum; the declarer's double was forced)" wrapped to six or seven
    lines and a sixth turn floated alone under the first. Each turn is now a line of its own,
    the name level with its words, and the long words take at most two lines."""
    from tricktable.coach.review_sheet import Played, ReviewSheet, SheetRow

    long = "double everyone (the maximum; the declarer's double was forced)"
    turns = (Played("West", None, "choose Trump (clubs)"),
             Played("North", None, "do not double"), Played("East", None, long),
             Played("You", None, "redouble North and East", mine=True),
             Played("South", None, "pass"), Played("Ann", None, "do not redouble"))
    row = SheetRow("Before the play", turns, "", ("1. Your choice: redouble North.",))
    sheet = ReviewSheet("barbu", "Barbu, hand 1: Trump (clubs)", (), (row,), (), True)
    w = show_window(qtbot, worker, size=(1280, 720))
    dlg = ReviewDialog(w)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.show_sheet(sheet)
    doc = dlg.browser.document()
    tops: dict[str, float] = {}
    lines: dict[str, int] = {}
    block = doc.begin()
    while block.isValid():  # a cell is one block
        rect = doc.documentLayout().blockBoundingRect(block)
        tops[block.text()] = rect.top()
        lines[block.text()] = block.layout().lineCount()
        block = block.next()
    for p in turns:
        assert abs(tops[p.who] - tops[p.words]) < 2, (p, tops)
    assert lines[long] <= 2, lines[long]
    assert tops["Ann"] > tops["South"] > tops["You"] > tops["East"] > tops["West"]
    dlg.close()
    w.controller.shutdown()


def test_after_next_deal_an_earlier_deal_is_chosen_at_the_top_and_reviewed(qtbot, worker, home):
    """Two Heart Hunter deals finished and "Next deal" pressed: Ctrl+R showed only deal 2, and
    deal 1 could never be reviewed again. The review's chooser lists both, deal 2 first
    chosen; Alt+E and Up choose deal 1 as a person does, its sheet shows at once and then its
    searched one (not deal 2's, still searching when it was left)."""
    st = rule_played("heart-hunter", 3, 2)
    players = [{"name": "You", "kind": "human"}] + [
        {"name": f"Bot{i}", "kind": "computer", "level": "rule"} for i in range(1, 4)]
    w = show_window(qtbot, worker)
    w.controller.review_scale = SCALE
    open_past_its_summary(qtbot, w, make_record(st, players))
    dlg = press_review(qtbot, w)
    chooser = dlg.deal
    assert [chooser.itemText(i) for i in range(chooser.count())] == ["Deal 1", "Deal 2"]
    assert chooser.currentText() == "Deal 2" and dlg.sheet.title == "Heart Hunter, deal 2"
    assert dlg.person is None  # one person at the table: nobody else's decisions to choose
    dlg.activateWindow()
    qtbot.waitUntil(dlg.isActiveWindow, timeout=3_000)
    qtbot.keyClick(dlg, Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
    assert chooser.hasFocus()
    qtbot.keyClick(chooser, Qt.Key.Key_Up)
    assert chooser.currentText() == "Deal 1"
    assert dlg.sheet.title == "Heart Hunter, deal 1" and not dlg.sheet.complete
    assert dlg.busy.isVisible() and "Heart Hunter, deal 1" in dlg.browser.toPlainText()
    log = st.history[0]
    dealt = sum(h.bit_count() for h in log.hands) + len(log.stock)
    played = sum(len(cards) for _l, cards, _w in log.tricks)
    assert len(_drawn_cards(dlg)) == dealt + played  # deal 1's hands and tricks
    qtbot.waitUntil(lambda: dlg.sheet.complete, timeout=REVIEW_TIMEOUT_MS)
    qtbot.wait(300)  # deal 2's searched sheet, arriving late, is not shown over it
    assert dlg.sheet.title == "Heart Hunter, deal 1" and not dlg.busy.isVisible()
    mine = sum(1 for p, _q, _a in log.actions if p == 0)
    text = dlg.browser.toPlainText()
    assert f"{mine}. Your choice:" in text and f"{mine + 1}. Your choice:" not in text
    dlg.close()
    w.controller.shutdown()


def test_barbus_summary_opens_the_chooser_of_hands_at_that_hand_named_by_contract(
        qtbot, worker, home):
    """Barbu plays hands, each with its contract: the summary's "Review this hand" opens at that
    hand, and a click on the chooser and on "Hand 1 · …" in its list shows hand 1's sheet."""
    st = rule_played("barbu", 5, 3)
    players = [{"name": "You", "kind": "human"}] + [
        {"name": f"Bot {i}", "kind": "computer", "level": "rule"} for i in range(1, 4)]
    w = show_window(qtbot, worker)
    w.controller.review_scale = SCALE
    w.controller.load_record(make_record(st, players))
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=10_000)
    qtbot.wait(300)  # the summary card settles in its place
    robot = PersonRobot(w, random.Random(1), curious=0.0)
    robot.hands.click_widget(felt.summary_proxy, felt.summary_card.review_button)
    dlg = _review_dialog(qtbot, w)
    chooser = dlg.deal
    items = [chooser.itemText(i) for i in range(chooser.count())]
    assert [t.split(" · ")[0] for t in items] == ["Hand 1", "Hand 2", "Hand 3"]
    assert all(" · " in t for t in items)  # each named by its contract
    assert chooser.currentIndex() == 2
    assert dlg.sheet.title == "Barbu, hand 3: " + items[2].split(" · ")[1]
    QTest.mouseClick(chooser, Qt.MouseButton.LeftButton)
    view = chooser.view()
    qtbot.waitUntil(view.isVisible, timeout=3_000)
    # a release sooner than a double click's interval after the list opens is not a choice
    qtbot.wait(QApplication.doubleClickInterval() + 100)
    first = view.visualRect(view.model().index(0, 0)).center()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=first)
    qtbot.waitUntil(lambda: chooser.currentIndex() == 0, timeout=3_000)
    assert dlg.sheet.title == "Barbu, hand 1: " + items[0].split(" · ")[1]
    assert dlg.browser.verticalScrollBar().value() == 0
    dlg.close()
    w.controller.shutdown()
