"""Game → Statistics at a shared table: Ann and Ben finish a Heart Hunter game on one computer,
and each has their own numbers (testers: "at a shared table they count for the first person
seated", naming nobody, and Ben's games were never recorded). The game is finished and the
dialog driven with keys, as a person does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox

from tricktable.ui.dialog_statistics import StatisticsDialog
from window_helpers import key_to_window, one_move_from_the_end, open_by_menu_keys, show_window


def _row(table, title: str) -> list[str]:
    r = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == title)
    return [table.item(r, c).text() for c in range(table.columnCount())]


def _minus(value: int) -> str:
    return f"{value:.1f}".replace("-", "−")


def test_each_person_at_a_shared_table_has_their_own_statistics_chosen_by_keys(
        qtbot, worker, home):
    doc = one_move_from_the_end("heart-hunter", {"quick": True})
    person = next(i for i, p in enumerate(doc["players"]) if p["kind"] == "human")
    mover = (person - 1) % len(doc["players"])  # the computer whose forced move ends the game
    other = next(i for i in range(len(doc["players"])) if i not in (person, mover))
    ann, ben = sorted((person, other))
    for seat, name in ((ann, "Ann"), (ben, "Ben")):
        doc["players"][seat] = {"name": name, "kind": "human"}
    w = show_window(qtbot, worker)
    c = w.controller
    key_to_window(qtbot, w, Qt.Key.Key_P)  # Pause: the last move waits until the record is open
    with qtbot.waitSignal(c.gameFinished, timeout=20_000) as finished:
        c.load_record(doc)
        assert c.human_players() == [ann, ben]
        key_to_window(qtbot, w, Qt.Key.Key_P)
    event = finished.args[0]
    totals, winners = list(event.totals), list(event.winners)
    assert totals[ann] != totals[ben], "pick a record where their totals differ"
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=5_000)

    dlg = open_by_menu_keys(qtbot, w, Qt.Key.Key_G, Qt.Key.Key_I, StatisticsDialog)
    try:
        box = dlg.findChild(QComboBox)
        assert box is not None and box is dlg.player
        assert [box.itemText(i) for i in range(box.count())] == ["Ann", "Ben"]
        assert box.currentText() == "Ann", "opens on the first person at the table"
        assert dlg.intro.text().startswith("Ann's finished games")
        assert "first person" not in dlg.intro.text()
        row = _row(dlg.table, "Heart Hunter")
        assert row[1:3] == ["1", str(int(ann in winners))]
        assert row[4] == _minus(totals[ann])

        # Alt+P takes the keys to the Player choice, Down chooses Ben
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is box, timeout=3_000)
        qtbot.keyClick(box, Qt.Key.Key_Down)
        qtbot.waitUntil(lambda: dlg.person == "Ben", timeout=3_000)
        assert box.currentText() == "Ben" and dlg.intro.text().startswith("Ben's finished")
        row = _row(dlg.table, "Heart Hunter")
        assert row[1:3] == ["1", str(int(ben in winners))]
        assert row[4] == _minus(totals[ben])
        page = dlg.games["heart-hunter"]
        dlg.tabs.setCurrentWidget(page)
        assert _row(page.table, "Club player")[4] == _minus(totals[ben])
        assert page.recent_chart.title.startswith("Ben's average score")
        assert len(page.recent_chart.points) == 1  # Ben's one game
    finally:
        dlg.reject()
        c.shutdown()
