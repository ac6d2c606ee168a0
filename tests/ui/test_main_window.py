"""The main window with the real table: whole games, the person's clicks, the decision panel,
undo, settings, autosave and resume, damaged files, hot-seat, and the layout at two sizes."""

from __future__ import annotations

import itertools
import json
import time

import pytest
from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtWidgets import QApplication

from tricktable import settings as store
from tricktable import stats_store
from tricktable.engine.record import replay
from tricktable.games.registry import available_games, get_rules
from tricktable.presentation import window_notes as wn
from tricktable.settings import Seat
from tricktable.ui.main_window import MainWindow
from window_helpers import (
    click_card,
    click_item,
    in_file_dialog,
    play_shared_deal_to_its_summary,
    show_window,
    type_file_name,
    wait_for_person,
    wait_turn_or_pass,
)

GAME_TIMEOUT_MS = 60_000


@pytest.fixture
def make_window(qtbot, worker, home):
    def make(speed: str = "instant", size: tuple[int, int] = (1280, 800),
             settings: store.Settings | None = None) -> MainWindow:
        return show_window(qtbot, worker, settings, speed, size)

    return make


def computers(n: int) -> list[Seat]:
    return [Seat(f"Bot {i}", "computer") for i in range(n)]


def person_and_computers(n: int = 4) -> list[Seat]:
    return [Seat("You", "human"), *computers(n)[1:]]


def press_next_deal_when_shown(qtbot, window: MainWindow) -> None:
    """Click the table's own "Next deal" button whenever a deal summary is up (not at the end)."""
    table, c = window.table, window.controller

    def press() -> None:
        if c.state is None or c.state.game_over or not c.awaiting_continue:
            return
        if table.felt.summary is not None and table.felt.summary_card.button is not None:
            table.felt.summary_card.button.click()

    c.dealFinished.connect(lambda _e: qtbot.waitUntil(lambda: table.felt.summary is not None
                                                      or c.state.game_over, timeout=5_000))
    c.dealFinished.connect(lambda _e: press())


# --------------------------------------------------------------------------- whole games
GAMES = [("heart-hunter", {"quick": True}, 4, 20), ("young-hunter", {}, 4, 5)]


@pytest.mark.parametrize(("game", "options", "players", "seed"), GAMES)
def test_whole_game_through_window_and_table(qtbot, make_window, game, options, players, seed):
    if game not in available_games():
        pytest.skip(f"{game} is not installed")
    # the size of the window on a 1366 x 768 screen, where the standings at the table's top
    # still covered the summary's headline
    w = make_window(size=(1162, 650))
    press_next_deal_when_shown(qtbot, w)
    with qtbot.waitSignal(w.controller.gameFinished, timeout=GAME_TIMEOUT_MS) as blocker:
        w.start_game(game, options, computers(players), seed)
    totals = tuple(blocker.args[0].totals)
    replayed = replay(w.controller.record(), get_rules)
    assert replayed.result()[1] == totals == tuple(w.controller.state.totals)
    # the game's end is the last deal's summary, no box beside it: who won, then everyone
    # ranked best first on the card
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=10_000)
    from PySide6.QtWidgets import QDialog, QLabel

    assert not [d for d in QApplication.topLevelWidgets() if isinstance(d, QDialog)
                and d.isVisible()], "a box opened beside the game's end"
    line = next(lb.text() for lb in felt.summary_card.findChildren(QLabel)
                if lb.isVisible() and lb.text().startswith("Final standings"))
    names = w.controller.names()
    order = [names.index(entry.split("\u00a0")[1]) for entry in
             line.split(": ", 1)[1].split("\u00a0· ")]
    winners = list(blocker.args[0].winners)
    assert sorted(order) == list(range(players))
    assert sorted(order[:len(winners)]) == sorted(winners)
    rest = [totals[p] for p in order[len(winners):]]
    assert rest == sorted(rest, reverse=game != "heart-hunter"), "best to worst"
    assert w.score_panel.table.rowCount() == len(replayed.history) + 1
    assert [w.score_panel.table.item(w.score_panel.table.rowCount() - 1, c).text()
            for c in range(players)] == [str(t).replace("-", "−") for t in totals]
    assert "Game over" in w.status_text()
    assert w.statusBar().currentMessage() == "", "no older event line hides who won"
    assert w.score_panel.seed.text() == f"Game number {w.controller.state.seed}"
    old_seed = w.controller.state.seed
    felt.summary_card.button.click()  # "Play again"
    st = w.controller.state
    assert st.rules.id == game and st.deal_number == 1 and not st.game_over
    assert st.seed != old_seed, "play again deals new cards"


# --------------------------------------------------------------------------- the person plays
def test_person_clicks_legal_and_illegal_cards(qtbot, make_window):
    w = make_window()
    c = w.controller
    w.start_game("heart-hunter", {}, person_and_computers(), seed=21)
    for _ in range(13):
        wait_for_person(qtbot, w)
        legal = sum(1 << a.card for a in c.legal_actions())
        hand = c.view().hands[0]
        if hand & ~legal:
            break
        click_card(qtbot, w, (legal & -legal).bit_length() - 1)
    else:
        pytest.fail("the person never had to follow suit")
    illegal = ((hand & ~legal) & -(hand & ~legal)).bit_length() - 1
    before = c.record()
    click_card(qtbot, w, illegal)
    reason = w.statusBar().currentMessage()
    assert reason.startswith("You must follow"), reason
    assert w.table.felt.toast.isVisible() and w.table.felt.toast.text == reason
    assert c.record() == before, "the refused card changed nothing"
    card = (legal & -legal).bit_length() - 1
    click_card(qtbot, w, card)
    actions = c.record()["deals"][0]["actions"]
    assert actions[len(before["deals"][0]["actions"])]["card"] == c.rules.codec.code(card)
    assert all(i.card != card for i in w.table.model.hands[0].items)


def test_undo_from_the_menu(qtbot, make_window):
    w = make_window()
    c = w.controller
    w.start_game("heart-hunter", {}, person_and_computers(), seed=8)
    wait_for_person(qtbot, w)
    before = c.record()
    assert not w.act_undo.isEnabled()
    c.submit(c.legal_actions()[-1])
    wait_for_person(qtbot, w)
    assert w.act_undo.isEnabled()
    w.act_undo.trigger()
    assert c.record() == before
    wait_for_person(qtbot, w)
    assert len(w.table.model.hands[0].items) == 13


@pytest.mark.skipif("young-hunter" not in available_games(), reason="Young Hunter not installed")
def test_announcing_in_young_hunter_through_the_decision_panel(qtbot, make_window):
    w = make_window()
    c = w.controller
    w.start_game("young-hunter", {}, person_and_computers(), seed=6)
    wait_for_person(qtbot, w)
    panel = w.table.panel
    assert w.table.panel_proxy.isVisible()
    assert panel.toggles, "announcing is a choice of takings"
    toggle = panel.toggles[0]
    toggle.click()
    assert toggle.isChecked() and panel.confirm.isEnabled()
    panel.confirm.click()
    mine = [a for a in c.record()["deals"][0]["actions"] if a["player"] == 0]
    assert mine[0]["type"] == "announce" and len(mine[0]["takings"]) == 1
    taking = mine[0]["takings"][0]
    assert taking["kind"] in ("hit", "catch")


# --------------------------------------------------------------------------- settings
def test_settings_dialog_round_trip(qtbot, make_window, tmp_path):
    w = make_window("normal")
    w.start_game("heart-hunter", {}, person_and_computers(), seed=2)
    dlg = w.open_settings()
    assert w.controller.paused, "a modal dialog holds the computer players"
    dlg.name.setText("Alice")
    dlg.speed.setCurrentIndex(dlg.speed.findData("fast"))
    assert w.controller.speed == "fast", "changes apply live"
    for i in range(dlg.backs.count()):
        if dlg.backs.item(i).data(Qt.ItemDataRole.UserRole) == "red":
            dlg.backs.setCurrentRow(i)
    assert w.table.art.back == "red"
    dlg.switches["four_colour"].setChecked(True)
    bad = tmp_path / "not-a-picture.png"
    bad.write_text("hello")
    assert not dlg.use_custom_file(bad)
    assert dlg.error.isVisible() and dlg.error.text()
    QApplication.processEvents()
    # the two-line refusal took its room from the spacing: "Custom image…" lay over the
    # bottom of the backs' box (seen at 1280 x 800)
    widgets = [dlg.backs, dlg.custom_button, dlg.error, *dlg.switches.values()]
    for upper, lower in itertools.pairwise(widgets):
        assert upper.geometry().bottom() < lower.geometry().top() or \
            upper.parentWidget() is not lower.parentWidget(), (upper, lower)
    assert dlg.error.height() >= dlg.error.heightForWidth(dlg.error.width()), "cut short"
    dlg.accept()
    assert not w.controller.paused
    saved, messages = store.load_settings()
    assert not messages
    assert (saved.player_name, saved.speed, saved.card_back, saved.four_colour) == \
        ("Alice", "fast", "red", True)
    assert w.controller.seats[0].name == "Alice"
    assert w.table.art.four_colour
    dlg = w.open_settings()
    dlg.speed.setCurrentIndex(dlg.speed.findData("slow"))
    dlg.reject()
    assert w.controller.speed == "fast", "Cancel puts the old settings back"
    w.resize(1111, 700)
    w.close()
    saved, _ = store.load_settings()
    assert (saved.window["width"], saved.window["height"]) == (1111, 700)


def test_the_card_back_picture_chooser_opens_in_the_persons_folders(
        qtbot, make_window, tmp_path, monkeypatch):
    """It opened in the folder the program was started from (the project's own folder when
    run from a checkout): now in Pictures or home, and beside the picture in use once one is."""
    from pathlib import Path

    from PySide6.QtCore import QStandardPaths
    from PySide6.QtGui import QImage

    monkeypatch.chdir(tmp_path)
    w = make_window("instant")
    dlg = w.open_settings()
    pictures = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.PicturesLocation)
    first = dlg.picture_folder()
    assert first in (pictures, str(Path.home())) and first != str(tmp_path)
    folder = tmp_path / "holiday"
    folder.mkdir()
    image = QImage(60, 90, QImage.Format.Format_RGB32)
    image.fill(0x336699)
    assert image.save(str(folder / "back.png"))
    opened_in: list[str] = []

    def choose(dialog) -> None:  # the person picks the picture in the file dialog
        opened_in.append(dialog.directory().absolutePath())
        type_file_name(qtbot, dialog, str(folder / "back.png"))
    in_file_dialog(choose)
    qtbot.mouseClick(dlg.custom_button, Qt.MouseButton.LeftButton)
    assert opened_in == [first]
    assert dlg.custom_back is not None and not dlg.error.isVisible()
    assert dlg.picture_folder() == str(folder)

    def look(dialog) -> None:
        opened_in.append(dialog.directory().absolutePath())
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    in_file_dialog(look)
    qtbot.mouseClick(dlg.custom_button, Qt.MouseButton.LeftButton)
    assert opened_in == [first, str(folder)], "beside the picture in use"
    dlg.reject()


def test_a_click_on_the_empty_picture_place_chooses_a_picture(qtbot, make_window, tmp_path):
    """The place of a picture not yet chosen shows a plus: a click on it opens the chooser
    (it did nothing), and the picture chosen takes the place and becomes the back."""
    from PySide6.QtGui import QImage

    image = QImage(60, 90, QImage.Format.Format_RGB32)
    image.fill(0x993366)
    assert image.save(str(tmp_path / "mine.png"))
    w = make_window("instant")
    dlg = w.open_settings()
    assert dlg.custom_back is None
    in_file_dialog(lambda dialog: type_file_name(qtbot, dialog, str(tmp_path / "mine.png")))
    place = dlg.backs.visualItemRect(dlg.custom_item).center()
    qtbot.mouseClick(dlg.backs.viewport(), Qt.MouseButton.LeftButton, pos=place)
    qtbot.waitUntil(lambda: dlg.custom_back is not None, timeout=5_000)
    assert dlg.backs.currentItem() is dlg.custom_item and dlg.current().card_back == "custom"
    dlg.reject()


def test_the_settings_show_every_card_back_whole_in_a_box_one_row_high(qtbot, make_window):
    """Ctrl+, opens the settings (Linux desktops give Preferences no key of their own); the
    backs sit in one row, each whole, in a box no taller than that row needs (at a fixed
    460 px dialog the row sat in a box twice its height)."""
    w = make_window("instant")
    w.start_game("heart-hunter", {}, person_and_computers(), seed=2)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.keyClick(w, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.last_dialog is not None and hasattr(w.last_dialog, "backs")
                    and w.last_dialog.isVisible(), timeout=3_000)
    backs = w.last_dialog.backs
    shown = backs.viewport().rect()
    rows = {backs.visualRect(backs.model().index(i, 0)).top() for i in range(backs.count())}
    assert len(rows) == 1
    for i in range(backs.count()):
        assert shown.contains(backs.visualRect(backs.model().index(i, 0))), i
    tallest = max(backs.visualRect(backs.model().index(i, 0)).height()
                  for i in range(backs.count()))
    assert shown.height() < tallest * 1.3
    # the place of a picture not yet chosen shows a card's outline above its name: it was a
    # grey name under empty space, like a picture that had failed to load
    last = backs.visualRect(backs.model().index(backs.count() - 1, 0))
    image = backs.viewport().grab(last).toImage()
    top = image.copy(0, 0, image.width(), image.height() // 3)
    inks = {top.pixelColor(x, y).lightness() for x in range(top.width())
            for y in range(top.height())}
    assert min(inks) < max(inks) - 60, "a drawn outline, not an empty box"
    w.last_dialog.reject()


def test_damaged_settings_file_shows_a_message_and_uses_defaults(qtbot, make_window, home):
    path = store.paths()["settings"]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ this is not json")
    settings, messages = store.load_settings()
    assert messages and settings == store.Settings()
    w = make_window(settings=settings)
    w.start(messages)
    box = w.last_message
    assert box.isVisible() and "could not be used" in box.text()
    assert not box.isModal(), "start-up messages do not block"
    assert w.controller.state is not None, "a game starts anyway"
    assert list(path.parent.glob("settings.json.damaged-*")), "the damaged file is kept aside"


# --------------------------------------------------------------------------- autosave and files
def autosaved_after_a_trick(qtbot, make_window):
    """A Heart Hunter game autosaved once its first trick is taken, and its window."""
    w = make_window()
    c = w.controller
    w.start_game("heart-hunter", {}, person_and_computers(), seed=13)
    while not c.state.deal_log.tricks:
        wait_for_person(qtbot, w)
        c.submit(c.legal_actions()[0])
    wait_for_person(qtbot, w)
    assert c.flush_autosave()
    return w


def test_autosave_after_a_trick_and_resume_on_restart(qtbot, make_window):
    w = autosaved_after_a_trick(qtbot, make_window)
    c = w.controller
    doc, _ = store.load_autosave()
    assert doc is not None and doc["deals"][0]["tricks"]
    record = c.record()
    trick = len(c.state.deal_log.tricks) + 1  # where it is said to stand ("from deal 1" alone
    w.close()  # read as the deal's start)
    again = make_window()
    again.start()
    box = again.resume_box
    assert box.isVisible() and (f"Resume your Heart Hunter game from deal 1, trick {trick}, "
                                "with you to play?") in box.text()
    assert again.turn_label.text() == wn.RESUME_WAITING
    resume = next(b for b in box.buttons() if b.text().replace("&", "") == "Resume")
    resume.click()
    assert again.controller.record() == record
    wait_for_person(qtbot, again)


def test_the_resume_question_closed_by_its_title_bar_resumes_as_esc_does(qtbot, make_window):
    """Its title bar's close button acted as "New game" (the New game dialog opened): closed,
    the question gives the safe answer, as Esc does."""
    w = autosaved_after_a_trick(qtbot, make_window)
    record = w.controller.record()
    w.close()
    again = make_window()
    again.start()
    again.resume_box.close()  # what the title bar's close button does
    qtbot.waitUntil(lambda: again.controller.facts() is not None, timeout=5_000)
    assert again.controller.record() == record


def test_new_game_at_the_resume_question_opens_the_new_game_dialog(qtbot, make_window):
    """"New game" at the resume question dealt the last game's options at once, the saved game
    thrown away, and no other game could be chosen. It opens the New game dialog; cancelled,
    the saved game is offered again; a game started there replaces it."""
    from PySide6.QtWidgets import QDialogButtonBox

    from tricktable.ui.dialog_new_game import NewGameDialog

    w = autosaved_after_a_trick(qtbot, make_window)
    saved, _ = store.load_autosave()
    w.close()
    again = make_window()
    again.start()
    new = next(b for b in again.resume_box.buttons() if b.text().replace("&", "") == "New game")
    qtbot.mouseClick(new, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog),
                    timeout=3_000)
    dlg = QApplication.activeModalWidget()
    assert again.controller.state is None, "nothing is dealt behind the dialog"
    dlg.reject()  # Cancel
    qtbot.waitUntil(lambda: again.resume_box.isVisible(), timeout=3_000)
    assert again.turn_label.text() == wn.RESUME_WAITING
    assert store.load_autosave()[0] == saved, "the saved game is kept"
    new = next(b for b in again.resume_box.buttons() if b.text().replace("&", "") == "New game")
    qtbot.mouseClick(new, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog),
                    timeout=3_000)
    dlg = QApplication.activeModalWidget()
    dlg.game.setCurrentIndex(dlg.game.findData("barbu"))
    start = dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.controller.state is not None, timeout=3_000)
    assert again.controller.state.rules.id == "barbu"


def test_closing_the_window_while_resume_is_asked_keeps_the_saved_game(qtbot, make_window):
    """A polite kill (log-out, Ctrl+C) closes the window with the question still up: neither
    answer was given, so the saved game stays, and it is offered again at the next start (a
    new game was dealt and autosaved over it)."""
    w = autosaved_after_a_trick(qtbot, make_window)
    saved, _ = store.load_autosave()
    trick = len(w.controller.state.deal_log.tricks) + 1
    w.close()
    again = make_window()
    again.start()
    assert again.resume_box.isVisible()
    again.close()  # what the window's SIGTERM handler does; then, as under X11, the question
    again.resume_box.reject()  # goes with its window, unanswered (finished, no button clicked)
    assert again.controller.state is None, "no game is dealt behind a closed window"
    assert store.load_autosave()[0] == saved
    third = make_window()
    third.start()
    assert f"Resume your Heart Hunter game from deal 1, trick {trick}, with you to play?" in \
        third.resume_box.text()
    next(b for b in third.resume_box.buttons() if b.text().replace("&", "") == "Resume").click()
    assert third.controller.record()["seed"] == saved["seed"]


def test_closing_the_window_on_the_first_starts_question_deals_nothing(qtbot, make_window):
    w = make_window()
    w.start(first_run=True)
    dlg = w.last_dialog
    assert dlg.isVisible()
    w.close()
    dlg.reject()  # the dialog goes with its window
    assert w.controller.state is None and store.load_autosave()[0] is None


def test_a_damaged_record_is_refused_before_the_person_is_asked_to_leave_their_game(
        qtbot, make_window, tmp_path):
    """Ctrl+O on a damaged file asked "Your game is not finished … Open the record and leave
    it?" first, and only after "Open the record" said the file could not be opened."""
    w = make_window()
    c = w.controller
    w.start_game("heart-hunter", {}, person_and_computers(), seed=13)
    wait_for_person(qtbot, w)
    assert c.submit(c.legal_actions()[0]) is None  # the person has moved: leaving asks
    wait_for_person(qtbot, w)
    good = tmp_path / "good.json"
    assert w.save_record_to(good)
    assert c.submit(c.legal_actions()[0]) is None
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "tricktable-record", "deals": [')
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    in_file_dialog(lambda dialog: type_file_name(qtbot, dialog, str(broken)))
    qtbot.keyClick(w, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: getattr(w, "last_message", None) is not None
                    and w.last_message.isVisible(),
                    timeout=3_000)
    assert "cannot be opened" in w.last_message.text()
    assert getattr(w, "replace_box", None) is None, "asked before the file was read"
    w.last_message.close()
    # a good record: now the question comes
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    in_file_dialog(lambda dialog: type_file_name(qtbot, dialog, str(good)))
    qtbot.keyClick(w, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: getattr(w, "replace_box", None) is not None
                    and w.replace_box.isVisible(), timeout=3_000)
    w.replace_box.reject()


def test_a_record_is_saved_and_found_again_in_file_dialogs_whose_columns_show_whole(
        qtbot, make_window, home):
    """Ctrl+S and Ctrl+O open the saves folder; Qt's own dialog (shown where the desktop offers
    none) cut its Size, Type and Date Modified columns ("29 11 2…6 08:14"): each is as wide
    as what it holds now."""
    from PySide6.QtWidgets import QTreeView

    from tricktable import settings as store
    w = make_window()
    c = w.controller
    w.start_game("heart-hunter", {}, person_and_computers(), seed=13)
    wait_for_person(qtbot, w)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    seen: dict = {}

    def save(dialog) -> None:
        seen["folder"] = dialog.directory().absolutePath()
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)  # the name offered
    in_file_dialog(save)
    qtbot.keyClick(w, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    saves = store.paths()["saves_dir"]
    assert seen["folder"] == str(saves)
    [saved] = list(saves.glob("heart-hunter-*.json"))

    def open_it(dialog) -> None:
        tree = dialog.findChild(QTreeView)
        qtbot.waitUntil(lambda: tree.model().rowCount(tree.rootIndex()) == 1, timeout=5_000)
        qtbot.wait(100)  # the columns take their widths from the rows once they are shown
        seen["columns"] = [(tree.header().sectionSize(k), tree.sizeHintForColumn(k))
                           for k in range(1, tree.header().count())]
        seen["inside"] = tree.header().length() <= tree.viewport().width()
        type_file_name(qtbot, dialog, saved.name)
    assert c.submit(c.legal_actions()[0]) is None  # the game moved on: leaving it asks
    wait_for_person(qtbot, w)
    in_file_dialog(open_it)
    w.activateWindow()  # back from the dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.keyClick(w, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert len(seen["columns"]) == 3
    assert all(width >= need > 0 for width, need in seen["columns"]), seen["columns"]
    assert seen["inside"], "the columns run past the dialog's list"
    qtbot.waitUntil(lambda: getattr(w, "replace_box", None) is not None
                    and w.replace_box.isVisible(), timeout=3_000)
    w.replace_box.reject()


def test_opening_a_damaged_record_keeps_the_current_game(qtbot, make_window, tmp_path):
    w = make_window()
    c = w.controller
    w.start_game("heart-hunter", {}, person_and_computers(), seed=13)
    wait_for_person(qtbot, w)
    before = c.record()
    edited = c.record()
    edited["deals"][0]["actions"].append({"player": 0, "position": 0, "type": "play",
                                          "card": "XX"})
    bad_record = tmp_path / "edited.json"
    bad_record.write_text(json.dumps(edited))
    not_json = tmp_path / "garbage.json"
    not_json.write_text("garbage")
    for path in (bad_record, not_json):
        assert not w.open_record_file(path)
        assert "cannot be opened" in w.last_message.text()
        assert "Your game goes on" in w.last_message.text()
        assert c.record() == before
    good = tmp_path / "good.json"
    assert w.save_record_to(good)
    w.start_game("heart-hunter", {}, computers(4), seed=1)
    assert w.open_record_file(good)
    assert c.record() == before


def test_score_sheet_and_rules_browser(qtbot, make_window):
    w = make_window()
    press_next_deal_when_shown(qtbot, w)
    c = w.controller
    w.start_game("heart-hunter", {"quick": True}, computers(4), seed=3)
    qtbot.waitUntil(lambda: len(c.state.history) >= 2, timeout=20_000)
    c.pause()
    deals = len(c.state.history)
    dlg = w.open_score_sheet()
    assert dlg.table.rowCount() == 2 * deals
    assert [dlg.table.horizontalHeaderItem(i).text() for i in range(4)] == \
        [s.name for s in c.seats]
    dlg.reject()
    rules = w.open_rules("heart-hunter")
    text = rules.browser.toPlainText()
    assert "Heart Hunter" in text
    rules.close()


def test_new_game_dialog_starts_the_chosen_game(qtbot, make_window):
    if "young-hunter" not in available_games():
        pytest.skip("Young Hunter not installed")
    w = make_window()
    dlg = w.open_new_game_dialog()
    dlg.game.setCurrentIndex(dlg.game.findData("young-hunter"))
    spec_names = {name for name in dlg._option_widgets}
    assert {"direct_jacks", "contra", "extra_game"} <= spec_names
    ok = dlg.buttons.buttons()[0]
    _e, kind, _l = dlg._seat_rows[0]
    kind.setCurrentIndex(kind.findData("computer"))
    assert not ok.isEnabled() and "Watch" in dlg.problem.text()
    dlg.watch.setChecked(True)
    assert ok.isEnabled()
    dlg.watch.setChecked(False)
    kind.setCurrentIndex(kind.findData("human"))
    dlg._option_widgets["contra"][1].setChecked(True)
    dlg.fixed_deal.setChecked(True)
    dlg.deal_number.setValue(4242)
    dlg._accept()
    st = w.controller.state
    assert st.rules.id == "young-hunter" and st.options["contra"] is True and st.seed == 4242
    saved, _ = store.load_settings()
    assert saved.last_game == "young-hunter" and saved.game_options["young-hunter"]["contra"]


def test_new_game_dialog_offers_nineteens_hands_option_and_starts_one_hand_each(
        qtbot, make_window):
    w = make_window()
    dlg = w.open_new_game_dialog()
    dlg.game.setCurrentIndex(dlg.game.findData("nineteen"))
    players = dlg._option_widgets["players"][1]
    players.setCurrentIndex(players.findData(3))
    spec, hands = dlg._option_widgets["hands"]
    assert spec.label == "Hands in a game"
    assert [hands.itemText(i) for i in range(hands.count())] == ["Four", "One dealt by each player"]
    assert hands.currentData() == 4
    hands.setCurrentIndex(hands.findData("one-each"))
    dlg._accept()
    st = w.controller.state
    assert st.rules.id == "nineteen" and st.options["hands"] == "one-each"
    assert st.num_players == 3 and st.deals_in_game == 3


def test_new_game_dialog_offers_the_four_levels_and_seats_an_old_random_choice_as_beginner(
        qtbot, make_window):
    w = make_window()
    dlg = w.open_new_game_dialog()
    dlg.game.setCurrentIndex(dlg.game.findData("heart-hunter"))
    _e, _k, level = dlg._seat_rows[1]
    offered = [level.itemText(i) for i in range(level.count())]
    assert offered == ["Beginner", "Club player", "Advanced", "Expert"]
    dlg.settings.seats["heart-hunter"] = [store.Seat(f"S{i}", "computer", "random")
                                          for i in range(4)]
    dlg._seat_rows.clear()
    dlg._typed.clear()  # laid out afresh from the settings, as a dialog just opened
    dlg._build_seats()
    assert [lv.currentData() for _e, _k, lv in dlg._seat_rows] == ["beginner"] * 4
    dlg.reject()


def _at_a_pass_screen(qtbot, w) -> list[Seat]:
    """A hot-seat Heart Hunter game (Ann and Bea, two computers) at its first pass screen."""
    seats = [Seat("Ann", "human"), Seat("Bot", "computer"), Seat("Bea", "human"),
             Seat("Bot 2", "computer")]
    w.start_game("heart-hunter", {}, seats, seed=3)
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.pass_screen, timeout=5_000)
    return seats


def test_hot_seat_pass_screen(qtbot, make_window):
    w = make_window()
    seats = _at_a_pass_screen(qtbot, w)
    who = w.controller.awaiting_pass
    name = seats[who].name
    assert w.pass_screen.label.text() == f"Pass the device to {name}"
    assert not w.table.isVisible(), "the hands are hidden behind the pass screen"
    qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
    assert w.stack.currentWidget() is w.table
    assert w.controller.human_to_act() == who


def test_at_a_shared_table_a_new_deal_is_shown_only_after_the_device_passes(qtbot, make_window):
    """Everyone reads a deal's summary together; "Next hand" then dealt the last person's new
    hand face up to whoever had pressed it. The pass screen now comes first, for the first
    person to act in the new deal."""
    w = make_window()
    _at_a_pass_screen(qtbot, w)
    c, felt = w.controller, w.table.felt
    play_shared_deal_to_its_summary(qtbot, w)
    button, table = felt.summary_card.button, w.table
    inside = button.mapTo(felt.summary_proxy.widget(), button.rect().center())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.mapFromScene(felt.summary_proxy.mapToScene(QPointF(inside))))
    qtbot.waitUntil(lambda: c.state.deal_number == 2 and not c.awaiting_continue,
                    timeout=5_000)
    assert w.stack.currentWidget() is w.pass_screen, "the new hand showed to whoever pressed"
    assert not w.table.isVisible()
    who = c.awaiting_pass
    assert who in (0, 2) and c.viewer == who
    qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
    assert w.stack.currentWidget() is w.table
    w.controller.shutdown()


def test_at_a_shared_table_the_next_persons_hand_opens_with_no_card_outlined(qtbot,
                                                                             make_window):
    """Bert played from the keyboard; after "I am Anna" Anna's hand opened with a card
    outlined where Bert's had been, and one Enter played it."""
    w = make_window()
    _at_a_pass_screen(qtbot, w)
    c, table = w.controller, w.table
    played_by_keys = None
    for _turn in range(40):
        wait_turn_or_pass(qtbot, w)
        if w.stack.currentWidget() is w.pass_screen:
            qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(table.animations_idle, timeout=5_000)
            if played_by_keys is not None and c.human_to_act() not in (None, played_by_keys):
                assert not [i for p in table.model.hands.values() for i in p.items
                            if i.focused], "a card outlined in the next person's hand"
                return
            continue
        who, done = c.human_to_act(), len(c.state.deal_log.actions)
        table.setFocus()
        qtbot.keyClick(table, Qt.Key.Key_Right)
        qtbot.keyClick(table, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda done=done: len(c.state.deal_log.actions) > done, timeout=5_000)
        played_by_keys = who
    raise AssertionError("the device never passed to the other person")


def test_at_a_shared_table_the_pass_screen_waits_for_the_cards_before_it(qtbot, make_window):
    """Bea played, North (a computer) played the trick's last card, and the pass screen for Ann
    came up at once: nobody saw North's card or who took the trick. The pass screen now comes
    once the table is at rest, the trick's pause after it included."""
    w = make_window(speed="fast")
    c = w.controller
    at_rest: list[bool] = []
    def shown(_player: int) -> None:  # the last move's pause has passed, the table at rest
        from tricktable.presentation import motion

        pause = motion.scaled(c._gap_ms, c.speed) / 1000.0
        at_rest.append(time.monotonic() - c._last_change >= pause
                       and w.table.animations_idle())

    c.passTo.connect(shown)
    seats = [Seat("Ann", "human"), Seat("Bot", "computer"), Seat("Bea", "human"),
             Seat("Bot 2", "computer")]
    w.start_game("heart-hunter", {}, seats, seed=3)
    for _turn in range(12):
        wait_turn_or_pass(qtbot, w, timeout=20_000)
        if w.stack.currentWidget() is w.pass_screen:
            qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
            continue
        done = len(c.state.deal_log.actions)
        c.submit(c.legal_actions()[0])
        qtbot.waitUntil(lambda done=done: len(c.state.deal_log.actions) > done, timeout=5_000)
    # (the first comes at once, as the game is dealt: no hand is drawn before it)
    assert len(at_rest) >= 3 and all(at_rest[1:]), at_rest
    c.shutdown()


def test_at_a_shared_table_undo_takes_back_only_your_own_last_decision(qtbot, make_window):
    """At Ann's turn, Ctrl+Z took back Bea's card and showed Bea's whole hand to Ann, without
    the pass screen. Ann may take back her own card, never another person's; on the pass
    screen for Bea (the device maybe in Bea's hands already) her hand shows again only after
    the pass screen for her."""
    from tricktable.controller_seats import SHARED_UNDO, UNDO_AFTER_PASS
    from window_helpers import undo_key

    w = make_window()
    _at_a_pass_screen(qtbot, w)
    c, table = w.controller, w.table
    undone = refused = False
    for _turn in range(80):
        wait_turn_or_pass(qtbot, w)
        if w.stack.currentWidget() is w.pass_screen:
            last = c._undo[-1].player if c._undo else None
            if last is not None and not undone:  # the one who just played still holds it
                done = len(c.state.deal_log.actions)
                undo_key(qtbot, w)  # asked first whose move it takes back: "Yes"
                qtbot.waitUntil(lambda last=last: c.awaiting_pass == last, timeout=5_000)
                assert len(c.state.deal_log.actions) < done
                assert w.stack.currentWidget() is w.pass_screen and not table.isVisible()
                assert w.pass_screen.player == last
                undone_to = len(c.state.deal_log.actions)  # again, nobody said who they are
                qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
                assert len(c.state.deal_log.actions) == undone_to
                if c._undo:
                    assert w.statusBar().currentMessage() == UNDO_AFTER_PASS
                qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
                assert w.stack.currentWidget() is table and c.human_to_act() == last
                undone = True
                continue
            qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
            continue
        who = c.human_to_act()
        if undone and c._undo and c._undo[-1].player != who:
            done, shown = len(c.state.deal_log.actions), c.viewer
            undo_key(qtbot, w, answer=None)  # the window active again (the question's gone)
            qtbot.wait(100)
            assert len(c.state.deal_log.actions) == done and c.viewer == shown == who
            assert w.statusBar().currentMessage() == SHARED_UNDO.format(
                f"{c.seats[c._undo[-1].player].name}'s")
            assert w.stack.currentWidget() is table
            refused = True
            break
        done = len(c.state.deal_log.actions)
        table.setFocus()
        qtbot.keyClick(table, Qt.Key.Key_Right)
        qtbot.keyClick(table, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda done=done: len(c.state.deal_log.actions) > done, timeout=5_000)
    assert undone and refused
    w.controller.shutdown()


def test_a_hint_asked_at_the_pass_screen_says_to_pass_first_and_is_gone_on_the_turn(
        qtbot, make_window):
    """H at "Pass the device to the South player" said "It is You's turn: a hint is for your
    own turn", and the words stayed on the felt and in the status bar over South's own turn."""
    w = make_window()
    seats = [Seat("You", "human"), Seat("Bot", "computer"), Seat("Bea", "human"),
             Seat("Bot 2", "computer")]
    w.start_game("heart-hunter", {}, seats, seed=3)
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.pass_screen, timeout=5_000)
    who = w.controller.awaiting_pass
    called = "the South player" if who == 0 else "Bea"
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.keyClick(w, Qt.Key.Key_H)  # the menu's shortcut: the pass screen's button has focus
    said = f"Pass the device to {called} first: a hint comes once their own cards show"
    assert w.statusBar().currentMessage().startswith(said[:40])
    assert w.table.felt.toast.text.startswith(said)
    assert "You's" not in w.table.felt.toast.text
    qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
    assert w.controller.human_to_act() == who
    qtbot.waitUntil(w.table.animations_idle, timeout=5_000)
    assert not (w.table.felt.toast.isVisible() and "Pass the device" in w.table.felt.toast.text)
    assert "Pass the device" not in w.statusBar().currentMessage()
    assert w.turn_label.isVisible() and "turn: " in w.turn_label.text()


def test_renaming_yourself_while_the_device_passes_renames_the_pass_screen(qtbot, make_window):
    """Seen in the window: renamed in the settings while "Pass the device to Bea" showed, the
    status said "Pass the device to Dee" but the screen and its button kept "Bea"."""
    from window_helpers import rename_in_settings

    w = make_window()
    seats = _at_a_pass_screen(qtbot, w)
    who = w.controller.awaiting_pass
    w.settings.player_name = seats[who].name  # the settings' name is this person's
    rename_in_settings(qtbot, w, "Dee")
    assert w.stack.currentWidget() is w.pass_screen
    assert w.pass_screen.label.text() == "Pass the device to Dee"
    assert w.pass_screen.button.text() == "I am Dee"
    assert w.turn_label.text() == "Pass the device to Dee."
    qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
    assert w.controller.human_to_act() == who


def test_a_person_left_as_you_is_called_by_their_seat_when_the_device_passes(qtbot, make_window):
    """"Pass the device to You" and "I am You" said nothing at a table of two people: the
    person with the default name is called by where they sit."""
    w = make_window("fast")
    seats = [Seat("You", "human"), Seat("Bot", "computer"), Seat("Bea", "human"),
             Seat("Bot 2", "computer")]
    w.start_game("heart-hunter", {}, seats, seed=3)
    c = w.controller
    said = set()
    for _turn in range(30):
        qtbot.waitUntil(lambda: w.stack.currentWidget() is w.pass_screen
                        or c.human_to_act() is not None, timeout=10_000)
        if w.stack.currentWidget() is w.pass_screen:
            said.add((w.pass_screen.label.text(), w.pass_screen.button.text(),
                      w.turn_label.text()))
            qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
            if c.human_to_act() == 0:
                assert w.turn_label.text().startswith("The South player's turn: ")
        else:
            c.submit(c.legal_actions()[0])
        if len(said) == 2:
            break
    assert said == {("Pass the device to the South player", "I am the South player",
                     "Pass the device to the South player."),
                    ("Pass the device to Bea", "I am Bea", "Pass the device to Bea.")}


def test_at_a_shared_table_a_person_left_as_you_is_named_by_their_seat_on_the_table(
        qtbot, make_window):
    """Ann, holding the device, read "You · Passed on the window" on the South player's plate
    and "You" over their column of the score panel: with two people at the table the one
    still called "You" is "South" wherever a name is shown."""
    w = make_window()
    seats = [Seat("You", "human"), Seat("Ann", "human"), Seat("Bot", "computer")]
    w.start_game("sheepshead", {}, seats, seed=3)
    c = w.controller
    assert c.names() == ["South", "Ann", "Bot"]
    for _turn in range(6):  # to Ann's turn, the device passed to her
        qtbot.waitUntil(lambda: w.stack.currentWidget() is w.pass_screen
                        or c.human_to_act() is not None, timeout=10_000)
        if w.stack.currentWidget() is w.pass_screen:
            qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
        if c.human_to_act() == 1:
            break
        if c.human_to_act() == 0:
            c.submit(c.legal_actions()[-1])
    assert c.human_to_act() == 1
    qtbot.waitUntil(w.table.animations_idle, timeout=5_000)
    plates = {p.name for p in w.table.felt.plates}
    assert plates == {"South", "Ann", "Bot"}, plates
    header = [w.score_panel.table.horizontalHeaderItem(i).text()
              for i in range(w.score_panel.table.columnCount())]
    assert "You" not in header and "South" in header
    sheet = w.open_score_sheet()  # the sheet's columns read "You | Ann | Bot" here
    columns = [sheet.table.horizontalHeaderItem(i).text() for i in range(3)]
    assert columns == ["South", "Ann", "Bot"], columns
    sheet.close()


def test_names_with_markup_characters_are_shown_as_typed(qtbot, make_window):
    """"Tom & Jerry" showed as "Tom &amp; Jerry" on the pass screen (the name was escaped for
    a label that Qt then read as plain text), and "<i>Bea</i>" could turn the status line
    italic: every label a name reaches is plain text now."""
    w = make_window()
    seats = [Seat("Tom & Jerry", "human"), Seat("Bot", "computer"), Seat("<i>Bea</i>", "human"),
             Seat("Bot 2", "computer")]
    w.start_game("heart-hunter", {}, seats, seed=3)
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.pass_screen, timeout=5_000)
    name = seats[w.controller.awaiting_pass].name
    for label in (w.pass_screen.label, w.turn_label):
        assert label.textFormat() == Qt.TextFormat.PlainText
        assert name in label.text() and "&amp;" not in label.text()
    assert w.pass_screen.button.text() == f"I am {name}"
    assert all(lab.textFormat() == Qt.TextFormat.PlainText
               for lab in (w.score_panel.title, w.score_panel.deal, w.score_panel.status))


def test_the_pass_screen_shows_nothing_of_the_last_person_s_hand(qtbot, make_window):
    """A refused card's message names the cards the rules want ("you hold the J♦, the 7♦ and
    the 5♦"); it stayed in the status bar, under "Pass the device to Bob", and on the felt, for
    the next person to read. The pass screen now takes both away."""
    from tricktable.engine.cards import iter_cards

    w = make_window("fast")
    seats = [Seat("Ann", "human"), Seat("Bot", "computer"), Seat("Bea", "human"),
             Seat("Bot 2", "computer")]
    w.start_game("heart-hunter", {}, seats, seed=3)
    c, table = w.controller, w.table
    refused = False
    for _turn in range(20):
        wait_turn_or_pass(qtbot, w)
        if w.stack.currentWidget() is w.pass_screen:
            if refused:
                said = w.statusBar().currentMessage()
                assert not any(c.state.rules.codec.short(card) in said
                               for hand in c.state.hands for card in iter_cards(hand)), said
                assert "hold" not in said
                qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
                toast = table.felt.toast  # nor on the felt, when the next person looks
                assert not (toast.isVisible() and "hold" in toast.text), toast.text
                return
            qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
            continue
        legal = {a.card for a in c.legal_actions() if a.type == "play"}
        own = table.model.hands[table.model.bottom_position()].items
        wrong = [i for i in own if legal and i.card not in legal]
        if wrong and not refused:
            click_item(qtbot, table, wrong[0])
            qtbot.waitUntil(lambda: "hold" in w.statusBar().currentMessage(), timeout=3_000)
            refused = True
        done = len(c.state.deal_log.actions)
        if legal:
            click_item(qtbot, table, next(i for i in own if i.card in legal))
        else:  # a pass of cards or another decision: the computers' way, as a test shortcut
            c.submit(c.legal_actions()[0])
        qtbot.waitUntil(lambda done=done: len(c.state.deal_log.actions) != done, timeout=5_000)
    raise AssertionError("no refusal followed by a pass screen in 20 turns")


# --------------------------------------------------------------------------- layout
@pytest.mark.parametrize("size", [(1024, 640), (3840, 2160)])
def test_window_renders_without_clipping(qtbot, make_window, tmp_path, size):
    w = make_window("instant", size)
    w.start_game("heart-hunter", {}, person_and_computers(), seed=4)
    wait_for_person(qtbot, w)
    QApplication.processEvents()
    assert (w.width(), w.height()) == size
    path = tmp_path / f"window-{size[0]}x{size[1]}.png"
    assert w.grab().save(str(path))
    table = w.table
    viewport = table.viewport().rect()
    items = [*[i for pile in table.model.hands.values() for i in pile.items], *table.felt.plates,
             *table.model.trick.items]
    assert len(items) >= 52
    for item in items:
        box: QRect = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert viewport.adjusted(-1, -1, 1, 1).contains(box), (item, box, viewport)
    table_box = table.geometry().translated(table.parentWidget().mapTo(w, QPointF(0, 0).toPoint()))
    dock_box = w.dock.geometry()
    assert not table_box.intersects(dock_box), "the score panel does not cover the table"
    assert w.dock.width() <= max(340, w.width() * 0.25)
    assert table.width() >= w.width() * 0.7, "the panel does not squeeze the table"


def _score_panel_shown(qtbot, width: int, height: int):
    """A score panel alone on screen at ``width`` x ``height``, its table shown."""
    from tricktable.ui.score_panel import ScorePanel

    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.resize(width, height)
    panel.show()
    qtbot.waitExposed(panel)
    panel.table.show()
    return panel


def test_score_panel_never_cuts_a_score_short(qtbot):
    """Nineteen's four-digit totals in the narrowest panel: the text shrinks to fit its column."""
    from PySide6.QtGui import QFontMetrics

    from tricktable.ui.dialogs import fill_score_table

    panel = _score_panel_shown(qtbot, 184, 300)
    fill_score_table(panel.table, ["You", "Ada", "Bert", "Cleo"],
                     [(1, [-1198, 400, 399, 399], [-1198, 400, 399, 399])],
                     running=False, compact=True)
    panel._fit_numbers()
    t = panel.table
    for r in range(t.rowCount()):
        for c in range(t.columnCount()):
            item = t.item(r, c)
            if item is not None and item.text():
                width = QFontMetrics(item.font()).horizontalAdvance(item.text())
                assert width <= t.columnWidth(c), (item.text(), width, t.columnWidth(c))
                assert item.toolTip() == item.text()


def _scores_shown_whole(t) -> int:
    """Asserts every filled cell of the score table ``t`` fits its column with the cell's
    margins beside it (with less, Qt cuts it: "−30…"); returns how many there are."""
    from PySide6.QtGui import QFontMetrics

    from tricktable.presentation.score_fit import PADDING

    shown = 0
    for r in range(t.rowCount()):
        for c in range(t.columnCount()):
            item = t.item(r, c)
            if item is not None and item.text():
                width = QFontMetrics(item.font()).horizontalAdvance(item.text())
                assert width + PADDING <= t.columnWidth(c), (item.text(), width,
                                                             t.columnWidth(c))
                shown += 1
    return shown


def test_score_panel_keeps_every_score_whole_once_its_rows_scroll(qtbot):
    """Barbu at 1024 x 640: once the rows brought the panel's scroll bar, East's −180 read
    "−1…" (the columns' least width left the bar out)."""
    from tricktable.ui.dialogs import fill_score_table

    panel = _score_panel_shown(qtbot, 150, 260)
    rows = [(k, [-180, -130, -180, -105], [-180 * k, -130 * k, -180 * k, -105 * k])
            for k in range(1, 16)]
    fill_score_table(panel.table, ["You", "West", "North", "East"], rows, running=False,
                     compact=True)
    panel._fit()
    for _ in range(3):  # the bar comes, the columns narrow, the text is fitted again
        QApplication.processEvents()
        panel.resize(150, 260)
        QApplication.processEvents()
    assert panel.table.verticalScrollBar().isVisible()
    assert _scores_shown_whole(panel.table) >= 60


def test_five_digit_totals_stay_whole_in_the_smallest_window(qtbot, make_window):
    """A lost Preferred One at level 11 with a contra: −10560 and +3520 in a 1024 x 640
    window. At the smallest text a total still read "−30…" there; the panel now keeps its
    columns wide enough for their scores, taking the few pixels from the felt."""

    from tricktable.engine.protocol import Action
    from tricktable.engine.record_write import make_record

    st = get_rules("nineteen").new_game(9, players=4)
    st.apply(Action.make("bid", bid="preferred-1"))
    while st.view(0).stage == "auction":
        st.apply(Action("pass"))
    while any(a.type == "next-set" for a in st.legal_actions()):
        st.apply(Action("next-set"))
    st.apply(Action("back-set"))  # level 11
    while not st.history:
        legal = st.legal_actions()
        st.apply(next((a for a in legal if a.type == "contra"), legal[0]))
    assert min(st.history[0].score) <= -10000
    w = make_window(size=(1024, 640))
    players = [{"name": "You", "kind": "human"}] + [
        {"name": n, "kind": "computer", "level": "rule"} for n in ("West", "North", "East")]
    w.controller.load_record(make_record(st, players))
    t = w.score_panel.table
    qtbot.waitUntil(lambda: t.rowCount() >= 2 and t.isVisible(), timeout=5_000)
    qtbot.wait(100)  # the dock takes its new width
    assert _scores_shown_whole(t) >= 8
    assert w.table.width() >= w.width() * 0.7, "the panel does not squeeze the table"
    w.controller.shutdown()


@pytest.mark.parametrize(("size", "text_px"), [((1024, 640), 0), ((1920, 1080), 0),
                                              ((3840, 2160), 0), ((1024, 640), 19)])
def test_score_panel_headers_tell_the_computers_apart_and_fit(qtbot, make_window, size, text_px):
    """The headers read "Compu…" three times, so no column said whose it was: each keeps what
    tells the players apart ("Comp 2") and fits its column, from the smallest window to 4K, and
    with a larger desktop text (19 px: "Comp 1" was cut to "omp" at 1024 x 640)."""
    from window_helpers import desktop_text

    with desktop_text(text_px):
        _check_score_headers(qtbot, make_window(size=size))


def _check_score_headers(qtbot, w) -> None:
    from PySide6.QtGui import QFontMetrics

    seats = [Seat("You", "human"), *[Seat(f"Computer {i}", "computer") for i in (1, 2, 3)]]
    w.start_game("barbu", {}, seats, seed=9)
    wait_for_person(qtbot, w)
    t = w.score_panel.table
    qtbot.waitUntil(lambda: t.columnCount() == 4)
    headers = [t.horizontalHeaderItem(c).text() for c in range(t.columnCount())]
    assert headers == ["You", "Comp 1", "Comp 2", "Comp 3"]
    for c, text in enumerate(headers):
        metrics = QFontMetrics(t.horizontalHeaderItem(c).font())
        assert metrics.horizontalAdvance(text) + 4 <= t.columnWidth(c), (text, t.columnWidth(c))
        assert t.horizontalHeaderItem(c).toolTip() == w.controller.seats[c].name


def test_short_headers_stay_different_when_long_names_share_a_beginning():
    from tricktable.presentation.score_table import short_names

    assert short_names(["Alexandra", "Alexander", "You"]) == ["Alex…ra", "Alex…er", "You"]
    assert short_names(["Ann", "Bob"]) == ["Ann", "Bob"]


def test_statistics_dialog_shows_the_persons_record(qtbot, make_window):
    from tricktable.presentation.stats_view import GAME_COLUMNS

    stats_store.record_result("heart-hunter", [0], [0], [12, 40, 55, 70])
    stats_store.record_result("heart-hunter", [2], [0], [60, 40, 5, 70])
    stats_store.record_result("barbu", [1], [], [0, 0, 0, 0])  # nobody at the table: not counted
    w = make_window()
    dlg = w.open_statistics()
    t = dlg.table
    rows = {t.item(r, 0).text(): [t.item(r, c).text() for c in range(len(GAME_COLUMNS))]
            for r in range(t.rowCount())}
    hh = rows["Heart Hunter"]
    assert hh[1:5] == ["2", "1", "50%", "36.0"]
    assert rows["Barbu"][1] == "0" and rows["Barbu"][GAME_COLUMNS.index("Last played")] == "never"
    dlg.reject()


def test_a_game_that_cannot_be_autosaved_says_so_once_in_a_box(qtbot, make_window):
    """With the autosave's folder unusable (here a file stands where it should be) the failure
    went to the status bar, where "Your turn" wiped it at once: the person played on, unsaved
    and untold. It comes in a box that stays, once, not after every trick."""
    data = store.paths()["data_dir"]
    data.parent.mkdir(parents=True, exist_ok=True)
    data.write_text("not a folder")
    w = make_window()
    c = w.controller
    w.start_game("heart-hunter", {}, person_and_computers(), seed=21)
    from PySide6.QtWidgets import QMessageBox

    told = []
    for _ in range(3):  # three tricks, each autosaved
        wait_for_person(qtbot, w)
        legal = sum(1 << a.card for a in c.legal_actions())
        click_card(qtbot, w, (legal & -legal).bit_length() - 1)
        wait_for_person(qtbot, w)
        for box in QApplication.topLevelWidgets():
            if isinstance(box, QMessageBox) and box.isVisible():
                told.append(box.text())
                box.close()
    assert len(told) == 1, told
    assert "could not be autosaved" in told[0] and "Save record as" in told[0]


def test_settings_that_cannot_be_saved_are_told_once_in_a_box(qtbot, make_window):
    """With the settings' folder unusable (a file where it should be) a change made in Settings
    was told in the status bar, and "Your turn" wiped it at once: the next start had lost it,
    untold. It comes in a box that stays, once until a write works again."""
    from PySide6.QtWidgets import QMessageBox

    from window_helpers import rename_in_settings

    w = make_window()
    w.start_game("heart-hunter", {}, person_and_computers(), seed=21)
    wait_for_person(qtbot, w)
    config = store.paths()["config_dir"]
    config.parent.mkdir(parents=True, exist_ok=True)
    if config.exists():
        for f in config.iterdir():
            f.unlink()
        config.rmdir()
    config.write_text("not a folder")

    def boxes() -> list[str]:
        told = []
        for box in QApplication.topLevelWidgets():
            if isinstance(box, QMessageBox) and box.isVisible():
                told.append(box.text())
                box.close()
        return told

    rename_in_settings(qtbot, w, "Ada")
    qtbot.wait(100)
    told = boxes()
    assert len(told) == 1 and "next start will not have them" in told[0], told
    rename_in_settings(qtbot, w, "Bea")
    qtbot.wait(100)
    assert boxes() == [], "told once, not at every change"
    config.unlink()
    rename_in_settings(qtbot, w, "Cy")  # saved: the folder is back
    assert store.load_settings()[0].player_name == "Cy"
    config.joinpath("settings.json").unlink()
    config.rmdir()
    config.write_text("not a folder")
    rename_in_settings(qtbot, w, "Di")
    qtbot.wait(100)
    assert len(boxes()) == 1, "told again once saving had worked in between"


def test_a_refused_cards_words_leave_the_status_bar_once_a_card_is_played(qtbot, make_window):
    """"You must follow …: you hold …" stayed in the status bar after the person had played
    and while the next player thought: a refusal is about one decision, as a hint is."""
    from window_helpers import click_card

    w = make_window("fast")
    w.start_game("heart-hunter", {}, person_and_computers(), seed=3)
    c, table = w.controller, w.table
    for _turn in range(12):
        qtbot.waitUntil(lambda: c.human_to_act() is not None and table.animations_idle(),
                        timeout=10_000)
        legal = {a.card for a in c.legal_actions()}
        wrong = [i.card for i in table.model.hands[0].items if i.card not in legal]
        if wrong:
            break
        c.submit(next(iter(c.legal_actions())))
    else:
        pytest.fail("the person was never refused a card")
    click_card(qtbot, w, wrong[0])
    said = w.statusBar().currentMessage()
    assert said and "follow" in said
    click_card(qtbot, w, min(legal))
    qtbot.waitUntil(lambda: c.human_to_act() is None, timeout=5_000)
    assert w.statusBar().currentMessage() != said


def test_the_menus_text_grows_with_the_menu_bars_in_a_4k_window(qtbot, make_window):
    """At 3840 x 2160 (100% scaling) the menu bar's words grew with the window (30 px) and the
    menus it opens stayed at 12 px under it: they are windows of their own, which the bar's
    font does not reach. Opened as a person opens one (Alt+G), its entries are the bar's size."""
    from PySide6.QtGui import QFontInfo

    from window_helpers import key_to_window

    w = make_window("instant", (3840, 2160))
    w.start_game("heart-hunter", {}, person_and_computers(), seed=4)
    wait_for_person(qtbot, w)
    bar_px = QFontInfo(w.menuBar().font()).pixelSize()
    assert bar_px > QFontInfo(QApplication.font()).pixelSize(), "the bar grew with the window"
    key_to_window(qtbot, w, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=3_000)
    menu = QApplication.activePopupWidget()
    assert QFontInfo(menu.font()).pixelSize() == bar_px
    menu.close()
