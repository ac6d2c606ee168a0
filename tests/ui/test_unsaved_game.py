"""A game whose autosave cannot be written (a file stands where the data folder should be): the
failure is told when it happens, the person is asked before closing the window on moves saved
nowhere, and what the message says is what the next start does (an older position offered)."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable import settings as store
from tricktable.settings import Seat
from tricktable.ui.main_window import MainWindow
from window_helpers import click_card, in_file_dialog, show_window, type_file_name, wait_for_person

#: a Heart Hunter deal where the person holds the card that leads: nothing is saved between the
#: autosave of the deal and the person's first card
PERSON_LEADS = 2


@pytest.fixture
def make_window(qtbot, worker, home):
    def make() -> MainWindow:
        return show_window(qtbot, worker)

    return make


def _seats() -> list[Seat]:
    return [Seat("You", "human"), *(Seat(n, "computer") for n in ("West", "North", "East"))]


def _break_data_folder():
    """A file where the data folder should be: every autosave write fails. Returns what puts
    the folder back (with what it held)."""
    data = store.paths()["data_dir"]
    data.parent.mkdir(parents=True, exist_ok=True)
    data.mkdir(exist_ok=True)
    aside = data.with_name("data-aside")
    data.rename(aside)
    data.write_text("a file where the folder should be")

    def mend() -> None:
        data.unlink()
        aside.rename(data)
    return mend


def _play_a_trick(qtbot, w: MainWindow) -> None:
    """The person's lowest legal card, each turn, until one more trick is taken."""
    c = w.controller
    tricks = len(c.state.deal_log.tricks)
    while len(c.state.deal_log.tricks) == tricks:
        wait_for_person(qtbot, w)
        legal = sum(1 << a.card for a in c.legal_actions())
        click_card(qtbot, w, (legal & -legal).bit_length() - 1)
        qtbot.waitUntil(lambda: c.human_to_act() is None or w.table.animations_idle(),
                        timeout=5_000)
    wait_for_person(qtbot, w)


def _not_saved_box(w: MainWindow):
    box = getattr(w, "last_message", None)
    return box if box is not None and box.isVisible() and \
        box.windowTitle().startswith("Not saved") else None


def _ask_to_quit(qtbot, w: MainWindow):
    """Game → Quit, as the person quits (its key is the desktop's, none offscreen); the
    question it brings. The title bar's close asks alike (a close from the window system,
    which a test cannot send: checked in a real window)."""
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    w.act_quit.trigger()
    qtbot.waitUntil(lambda: w.closing_box is not None and w.closing_box.isVisible(),
                    timeout=5_000)
    return w.closing_box


def _button(box, text: str):
    return next(b for b in box.buttons() if b.text().replace("&", "") == text)


def test_a_failed_autosave_is_told_when_it_fails_not_at_the_next_save(qtbot, make_window):
    """The writer's failure waited for the next save to be taken: four plays went by, unsaved
    and untold, while the game sat on "Your turn". The failed write wakes the window."""
    _break_data_folder()
    w = make_window()
    w.start_game("heart-hunter", {}, _seats(), seed=PERSON_LEADS)
    wait_for_person(qtbot, w)
    assert not w.controller.state.deal_log.actions, "the person leads: nothing was saved since"
    qtbot.waitUntil(lambda: _not_saved_box(w) is not None, timeout=5_000)
    assert "could not be autosaved" in w.last_message.text()
    w.last_message.close()


def test_quitting_with_moves_saved_nowhere_asks_and_the_older_game_is_offered_as_told(
        qtbot, make_window):
    """Closed with its last moves unsaved, the window closed untold; its message had said the
    game would not be offered back, and the next start offered an older position of it. Quit
    now asks (Cancel keeps the game going), the message says an older position may come, and
    it is the one offered."""
    w = make_window()
    c = w.controller
    w.start_game("heart-hunter", {}, _seats(), seed=PERSON_LEADS)
    _play_a_trick(qtbot, w)
    assert c.flush_autosave()
    older, _ = store.load_autosave()
    mend = _break_data_folder()
    _play_a_trick(qtbot, w)
    qtbot.waitUntil(lambda: _not_saved_box(w) is not None, timeout=5_000)
    told = w.last_message.text()
    assert "will not be offered back" not in told and "older position of this game" in told
    w.last_message.close()
    box = _ask_to_quit(qtbot, w)
    assert "could not be autosaved" in box.text() and w.isVisible()
    qtbot.keyClick(box, Qt.Key.Key_Escape)  # Cancel: the game goes on
    qtbot.waitUntil(lambda: w.closing_box is None, timeout=3_000)
    assert w.isVisible() and c.state is not None and not c.paused
    box = _ask_to_quit(qtbot, w)
    qtbot.mouseClick(_button(box, "Close anyway"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=5_000)
    mend()
    again = make_window()
    again.start()
    offer = again.resume_box
    assert offer.isVisible()
    qtbot.mouseClick(_button(offer, "Resume"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.controller.facts() is not None, timeout=5_000)
    assert again.controller.record() == older, "the position autosaved before the failure"


def test_save_record_as_at_the_question_keeps_the_game_then_closes_the_window(
        qtbot, make_window, tmp_path):
    """"Save record as…" writes the whole game where the person chooses, then the window
    closes."""
    from tricktable.engine.record import load_file

    w = make_window()
    c = w.controller
    w.start_game("heart-hunter", {}, _seats(), seed=PERSON_LEADS)
    _break_data_folder()
    _play_a_trick(qtbot, w)
    qtbot.waitUntil(lambda: _not_saved_box(w) is not None, timeout=5_000)
    w.last_message.close()
    record = c.record()
    box = _ask_to_quit(qtbot, w)
    assert w.isVisible()
    kept = tmp_path / "kept.json"
    in_file_dialog(lambda dialog: type_file_name(qtbot, dialog, str(kept)))
    qtbot.mouseClick(_button(box, "Save record as…"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=10_000)
    assert load_file(kept) == record


def test_a_polite_kill_closes_without_a_question(qtbot, make_window):
    """A kill, TERM or hang-up closes the window (``window.close()``): nobody may be there to
    answer, so it asks nothing, even with moves saved nowhere."""
    w = make_window()
    w.start_game("heart-hunter", {}, _seats(), seed=PERSON_LEADS)
    _break_data_folder()
    _play_a_trick(qtbot, w)
    qtbot.waitUntil(lambda: _not_saved_box(w) is not None, timeout=5_000)
    w.last_message.close()
    w.close()  # what the window's TERM and hang-up handler does
    assert not w.isVisible() and w.closing_box is None


def test_the_close_question_takes_the_place_of_the_not_saved_warning(qtbot, make_window):
    """Left under the question (same title, same place), the "Not saved" warning lost the
    keyboard after Cancel, and Enter made a move on the table, not on the warning: the
    question says what the warning said, and more, so it takes its place."""
    from PySide6.QtWidgets import QMessageBox

    def warnings() -> list[QMessageBox]:
        return [b for b in w.findChildren(QMessageBox) if b.isVisible()
                and b.windowTitle().startswith("Not saved") and b is not w.closing_box]

    w = make_window()
    w.start_game("heart-hunter", {}, _seats(), seed=PERSON_LEADS)
    _break_data_folder()
    _play_a_trick(qtbot, w)
    qtbot.waitUntil(lambda: bool(warnings()), timeout=5_000)  # left up, as the tester did
    box = _ask_to_quit(qtbot, w)
    assert not warnings(), "the warning stayed under the question"
    qtbot.keyClick(box, Qt.Key.Key_Escape)  # Cancel: the game goes on
    qtbot.waitUntil(lambda: w.closing_box is None, timeout=3_000)
    assert not warnings() and w.isVisible()
    assert QApplication.activeModalWidget() is None


def test_the_not_saved_warning_goes_when_the_autosave_works_again(qtbot, make_window):
    """It stayed up saying "could not be autosaved" after the folder was mended and the game
    was saved again."""
    mend = _break_data_folder()
    w = make_window()
    w.start_game("heart-hunter", {}, _seats(), seed=PERSON_LEADS)
    wait_for_person(qtbot, w)
    qtbot.waitUntil(lambda: _not_saved_box(w) is not None, timeout=5_000)
    box = w.last_message
    mend()
    _play_a_trick(qtbot, w)  # a trick taken: the game is saved again
    qtbot.waitUntil(lambda: not shiboken6.isValid(box) or not box.isVisible(), timeout=5_000)
    assert store.paths()["autosave"].exists()
    w.controller.shutdown()
