"""Starting the window with files that cannot be used: the person is told once, the file is kept
under a new name, and starting a new game never destroys it."""

from __future__ import annotations

import json
import os
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from tricktable import autosave as autosave_module
from tricktable import settings as store
from tricktable.ui.main_window import MainWindow
from window_helpers import show_window


@pytest.fixture
def make_window(qtbot, worker, home):
    def make() -> MainWindow:
        settings, messages = store.load_settings()
        w = show_window(qtbot, worker, settings)
        w.start(messages)
        return w

    return make


def _autosave_doc() -> dict:
    """An interrupted Heart Hunter game written as the autosave."""
    from tricktable.engine.record_write import make_record
    from tricktable.games.registry import get_rules

    state = get_rules("heart-hunter").new_game(5)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    doc = json.loads(json.dumps(make_record(state)))
    store.save_autosave(doc)
    return doc


def _new_game_dialog(qtbot):
    """The New game dialog, once it is the dialog up."""
    from PySide6.QtWidgets import QApplication

    from tricktable.ui.dialog_new_game import NewGameDialog

    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog),
                    timeout=3_000)
    return QApplication.activeModalWidget()


def test_an_autosave_the_loader_chokes_on_is_kept_told_once_and_survives_a_new_game(
        qtbot, make_window, monkeypatch):
    doc = _autosave_doc()
    autosave = store.paths()["autosave"]

    def broken_replay(_doc, _rules_for):
        raise IndexError("list index out of range")  # a loader defect, not a RecordError

    # only the loader is broken, and only for the first start: the test's home stays in place
    with monkeypatch.context() as patch:
        patch.setattr(autosave_module, "replay", broken_replay)
        w = make_window()
    box = w.last_message
    assert box is not None and box.isVisible() and "could not be read back" in box.text()
    qtbot.keyClick(box, Qt.Key.Key_Return)  # the person reads it and presses Enter
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=3_000)
    kept = list(autosave.parent.glob("autosave.json.damaged-*"))
    assert len(kept) == 1 and json.loads(kept[0].read_text(encoding="utf-8")) == doc
    # the person chooses the next game, as on a first start: a game of the kind chosen last
    # in the dialog was dealt unasked behind the message (Young Hunter after a Heart Hunter)
    dlg = _new_game_dialog(qtbot)
    assert w.controller.state is None, "nothing is dealt behind the New game dialog"
    qtbot.mouseClick(dlg.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller.state is not None, timeout=5_000)
    w.controller.new_game("barbu", {}, w.controller.seats, 9)
    assert w.controller.flush_autosave()
    assert json.loads(kept[0].read_text(encoding="utf-8")) == doc, "never overwritten"
    w.close()
    again = make_window()
    assert getattr(again, "last_message", None) is None, "the same message is not repeated"
    offer = again.resume_box  # what is offered back is the new game, not the broken one
    assert offer.isVisible() and "Barbu" in offer.text()
    resume = next(b for b in offer.buttons() if b.text().replace("&", "") == "Resume")
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not offer.isVisible() and again.controller.facts() is not None,
                    timeout=5_000)
    assert again.controller.facts().game == "barbu"
    assert list(autosave.parent.glob("autosave.json.damaged-*")) == kept, "nothing more set aside"


def test_a_statistics_file_from_a_newer_version_is_told_at_start(qtbot, make_window):
    path = store.paths()["statistics"]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 3, "games": {}}), encoding="utf-8")
    w = make_window()
    box = w.last_message
    assert box is not None and "newer version" in box.text() and "format 3" in box.text()
    assert box.windowTitle().endswith("Statistics file"), "titled by the file it speaks of"
    # left as it is for the newer version (it was set aside and counted from zero again)
    assert not list(path.parent.glob("statistics.json.damaged-*"))
    assert json.loads(path.read_text(encoding="utf-8")) == {"version": 3, "games": {}}


def test_statistics_with_a_huge_score_open_and_say_what_was_reset(qtbot, make_window):
    path = store.paths()["statistics"]
    path.parent.mkdir(parents=True, exist_ok=True)
    games = {"barbu": {"played": 1, "won": 1, "score_sum": 10**350}}
    path.write_text(json.dumps({"version": 1, "games": games}), encoding="utf-8")
    w = make_window()
    assert "Barbu" in w.last_message.text()
    dialog = w.open_statistics()
    assert dialog.isVisible() and dialog.table.rowCount() >= 5
    dialog.close()


def test_a_temporary_file_too_young_to_judge_at_start_is_removed_when_the_window_closes(
        make_window):
    """A kill inside an autosave write just before the next start leaves a half-written copy
    younger than the stale age: the start leaves it (it may be a live write), and the close,
    once it is old enough, removes it (the crash drill once found one left over on a fast
    machine, where the next window started within half a second of the kill)."""
    data = store.paths()["data_dir"]
    data.mkdir(parents=True, exist_ok=True)
    left = data / ".autosave.json.k1ll3d.tmp"
    left.write_text('{"half": ')
    w = make_window()
    assert left.exists(), "too young at the start: it may still be being written"
    old = time.time() - 60
    os.utime(left, (old, old))
    w.close()
    assert not left.exists()


def test_a_starts_warning_is_read_before_the_resume_question(qtbot, make_window):
    """A settings warning and a saved game: the modal Resume question opened over the warning,
    covered its words and left its OK button dead until the question was answered. The
    warning comes first; its OK brings the question."""
    _autosave_doc()
    p = store.paths()
    p["settings"].parent.mkdir(parents=True, exist_ok=True)
    p["settings"].write_text(json.dumps({"version": 1, "speed": "ludicrous"}), encoding="utf-8")
    w = make_window()
    box = w.last_message
    assert box is not None and box.isVisible() and "ludicrous" in box.text()
    assert getattr(w, "resume_box", None) is None, "no question over the warning"
    qtbot.mouseClick(box.button(box.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: getattr(w, "resume_box", None) is not None
                    and w.resume_box.isVisible(), timeout=3_000)
    assert "Heart Hunter game" in w.resume_box.text()
    resume = next(b for b in w.resume_box.buttons() if b.text().replace("&", "") == "Resume")
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller.facts() is not None, timeout=5_000)


def test_an_empty_or_cut_record_file_is_refused_in_plain_words(tmp_path, qtbot):
    from tricktable.ui.record_dialogs import read_record

    empty = tmp_path / "empty.json"
    empty.write_text("\n", encoding="utf-8")
    doc, why = read_record(empty)
    assert doc is None and why.startswith("empty.json cannot be opened: the file is empty.")
    cut = tmp_path / "cut.json"
    cut.write_text(json.dumps(_autosave_doc())[:300], encoding="utf-8")
    doc, why = read_record(cut)
    assert doc is None and "cut short or damaged" in why and "What was found:" in why


def test_a_cut_autosave_is_told_then_the_person_chooses_the_game(qtbot, make_window):
    """Behind the "cannot be resumed" message a game of another kind was already dealt (the
    game last chosen in the New game dialog, Young Hunter, behind a damaged Heart Hunter
    game): after the message comes the New game dialog, as on a first start."""
    doc = _autosave_doc()
    autosave = store.paths()["autosave"]
    autosave.write_text(json.dumps(doc)[:300], encoding="utf-8")  # cut short by a crash
    w = make_window()
    box = w.last_message
    assert box is not None and box.isVisible() and "cannot be resumed" in box.text()
    assert w.controller.state is None, "nothing is dealt behind the message"
    qtbot.mouseClick(box.button(box.StandardButton.Ok), Qt.MouseButton.LeftButton)
    dlg = _new_game_dialog(qtbot)
    assert w.controller.state is None, "nothing is dealt behind the New game dialog"
    qtbot.keyClick(dlg, Qt.Key.Key_Escape)  # as on a first start: the last choices are dealt
    qtbot.waitUntil(lambda: w.controller.state is not None, timeout=5_000)
