"""The window around the table, driven by keys and clicks: the game-over dialog's safe default,
the score panel showing every deal without scrolling while there is room."""

from __future__ import annotations

import copy
import json
import random
import re

import pytest
from PySide6.QtCore import QObject, QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from tricktable import settings as store
from tricktable.engine.record_write import make_record
from tricktable.games.registry import GAME_IDS, get_rules
from tricktable.ui.deal_log import DealLogPanel
from tricktable.ui.main_window import MainWindow
from window_helpers import (
    click_button,
    each_game_in,
    key_to_window,
    load_at,
    open_past_its_summary,
    show_window,
    wait_for_person,
)


def record_after(game: str, deals: int, seed: int = 1) -> dict:
    """A record of ``game`` played at random (seeded) until ``deals`` deals are scored."""
    st = get_rules(game).new_game(seed=seed)
    rnd = random.Random(seed)
    while st.to_act is not None and len(st.history) < deals:
        st.apply(rnd.choice(st.legal_actions()))
    n = st.num_players
    players = [{"name": "You", "kind": "human"}] + [
        {"name": f"Bot{i}", "kind": "computer", "level": "club"} for i in range(1, n)]
    return make_record(st, players)


def with_computers(doc: dict) -> dict:
    """The record with the computers named as the window names them ("Computer 1"...), whose
    column names are too wide for a four-player panel at its text size."""
    for i, player in enumerate(doc["players"][1:], start=1):
        player["name"] = f"Computer {i}"
    return doc


def test_the_score_panel_shows_seven_deals_without_a_scrollbar_and_row_one_whole(
        qtbot, worker, home):
    w = show_window(qtbot, worker)
    open_past_its_summary(qtbot, w, record_after("barbu", 7))
    qtbot.wait(100)
    t = w.score_panel.table
    assert t.rowCount() == 8
    assert not t.verticalScrollBar().isVisible()
    assert t.rowViewportPosition(0) == 0
    last = t.rowCount() - 1
    assert t.rowViewportPosition(last) + t.rowHeight(last) <= t.viewport().height()
    w.controller.shutdown()


def assert_every_row_in_sight(table) -> None:
    """No scroll bar, and every row (the totals row last) wholly inside the table's viewport."""
    assert not table.verticalScrollBar().isVisible(), "a scroll bar on rows that fit"
    for r in range(table.rowCount()):
        top = table.rowViewportPosition(r)
        assert top >= 0 and top + table.rowHeight(r) <= table.viewport().height(), (
            r, top, table.rowHeight(r), table.viewport().height())


def assert_names_no_smaller_than_needed(table, panel_px: int) -> None:
    """The column names share one size: the panel's, or the size at which the widest just
    fits (a pixel more would not): never smaller than the columns' width asks."""
    from PySide6.QtGui import QFont, QFontMetrics

    heads = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
    sizes = {h.font().pixelSize() for h in heads}
    assert len(sizes) == 1, sizes
    font = heads[0].font()
    if font.pixelSize() >= panel_px:
        return
    bigger = QFont(font)
    bigger.setPixelSize(font.pixelSize() + 1)
    wide = [QFontMetrics(bigger).horizontalAdvance(h.text()) + 8 - table.columnWidth(c)
            for c, h in enumerate(heads)]
    assert max(wide) > 0, (font.pixelSize(), panel_px, wide)


def test_the_score_panel_fits_its_rows_after_the_window_grows_or_shrinks(qtbot, worker, home):
    """Growing the window made the column headers taller after the table's height had been
    fitted: a scroll bar and squeezed columns on the one row of a new Barbu game."""
    w = show_window(qtbot, worker)
    dlg = w.open_new_game_dialog()
    qtbot.waitExposed(dlg)
    dlg.game.setCurrentIndex(dlg.game.findData("barbu"))
    qtbot.mouseClick(dlg.fixed_deal, Qt.MouseButton.LeftButton)
    dlg.deal_number.setValue(9)
    qtbot.mouseClick(dlg.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller.state is not None, timeout=5_000)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=20_000)
    t = w.score_panel.table
    assert t.rowCount() == 1  # the totals row of a game with no deal over yet
    for size in [(1600, 1000), (1920, 1080), (3840, 2160), (1024, 640), (1600, 1000)]:
        w.resize(*size)
        qtbot.wait(150)
        assert w.controller.human_to_act() == 0, "nothing but the size changed"
        assert_every_row_in_sight(t)
        assert_names_no_smaller_than_needed(t, w.score_panel.font().pixelSize())
    w.controller.shutdown()


def test_the_score_panel_uses_its_whole_height_before_it_scrolls(qtbot, worker, home):
    """A whole Barbu game's 28 hands fit a large window without scrolling (the table once took
    only half the room left under it); in a small one it scrolls, with the totals row in sight."""
    w = show_window(qtbot, worker, size=(1920, 1080))
    open_past_its_summary(qtbot, w, with_computers(record_after("barbu", 27)))
    qtbot.wait(150)
    t = w.score_panel.table
    assert t.rowCount() == 28
    assert_every_row_in_sight(t)
    w.resize(1024, 640)
    qtbot.wait(150)
    assert t.verticalScrollBar().isVisible(), "28 rows do not fit a 640-pixel window"
    last = t.rowCount() - 1
    assert t.rowViewportPosition(last) >= 0
    assert t.rowViewportPosition(last) + t.rowHeight(last) <= t.viewport().height()
    w.resize(1920, 1080)  # the scroll bar goes: the names get back the room it took
    qtbot.wait(150)
    assert_every_row_in_sight(t)
    assert_names_no_smaller_than_needed(t, w.score_panel.font().pixelSize())
    w.controller.shutdown()


def test_the_score_panel_leaves_no_empty_line_where_the_phase_has_no_words(qtbot, worker, home):
    """A finished game has no phase line: the table follows "Game over" directly. (Barbu's
    hand 3, then Sheepshead, were the examples until their lines came.)"""
    w = show_window(qtbot, worker)
    open_past_its_summary(qtbot, w, record_after("sheepshead", 10**6))  # played to its end
    qtbot.wait(150)
    panel = w.score_panel
    assert panel.deal.text() == "Game over"
    assert panel.status.text() == ""
    assert not panel.status.isVisible()
    gap = panel.table.geometry().top() - panel.deal.geometry().bottom()
    assert gap <= 2 * panel.layout().spacing() + 2, gap
    w.controller.shutdown()


def test_the_score_panel_says_how_long_the_game_lasts(qtbot, worker, home):
    """"Hand 3" said nothing of a game of 28 hands; a game played to a score says its goal."""
    w = show_window(qtbot, worker)
    open_past_its_summary(qtbot, w, record_after("barbu", 2))
    qtbot.wait(150)
    assert w.score_panel.deal.text() == "Hand 3 of 28"
    open_past_its_summary(qtbot, w, record_after("sheepshead", 2))
    qtbot.wait(150)
    assert w.score_panel.deal.text() == "Deal 3"
    assert w.score_panel.status.text().startswith("The first to reach 10 points wins")
    w.controller.shutdown()


def test_a_tall_narrow_window_keeps_the_score_panels_text_near_the_tables(qtbot, worker, home):
    """Half a 1920 x 1080 screen (960 x 1040): the score panel's text grew with the height to
    20 px beside plates of 11; it grows no more than the width allows now."""
    w = show_window(qtbot, worker, size=(960, 1040))
    open_past_its_summary(qtbot, w, record_after("heart-hunter", 1))
    qtbot.waitUntil(lambda: w.table.model.layout is not None, timeout=5_000)
    panel_px = w.score_panel.font().pixelSize()
    assert panel_px <= max(QApplication.font().pixelSize(), 13, w.table.model.lay.font_px * 1.25)
    wide = show_window(qtbot, worker, size=(1900, 1040))
    assert wide.score_panel.font().pixelSize() > panel_px, "a wide window of that height: larger"
    w.controller.shutdown()
    wide.controller.shutdown()


def test_one_long_name_makes_the_score_panels_names_no_smaller_than_four_fifths(
        qtbot, worker, home):
    """One long name once made every column's name as small as the scores may get, "You" at
    8 px. The names share one size (each fitted alone, "North" stood smaller than "West"),
    never under four fifths of the panel's: a computer's name keeps its room whole."""
    w = show_window(qtbot, worker, size=(1024, 700))
    seats = [store.Seat("You", "human"), store.Seat("Bartholomew", "computer"),
             store.Seat("Al", "computer"), store.Seat("Bo", "computer")]
    w.start_game("barbu", {}, seats, seed=9)
    wait_for_person(qtbot, w)
    t = w.score_panel.table
    qtbot.waitUntil(lambda: t.columnCount() == 4)
    px = w.score_panel.font().pixelSize()
    sizes = [t.horizontalHeaderItem(c).font().pixelSize() for c in range(4)]
    assert len(set(sizes)) == 1 and sizes[0] >= round(px * 0.8), (sizes, px)
    assert [t.horizontalHeaderItem(c).text() for c in range(4)] == ["You", "Barth…", "Al", "Bo"]
    assert_names_no_smaller_than_needed(t, px)
    w.controller.shutdown()


def test_the_scores_keep_the_panels_text_size_when_only_the_names_are_too_wide(
        qtbot, worker, home):
    """"Comp 3" does not fit a four-player column at the panel's text size and gets smaller;
    the scores, which do fit, keep the panel's size (they once shrank with the names)."""
    from PySide6.QtGui import QFont, QFontMetrics

    w = show_window(qtbot, worker, size=(1600, 1000))
    open_past_its_summary(qtbot, w, with_computers(record_after("barbu", 2)))
    t = w.score_panel.table

    def cells_at_panel_size() -> bool:
        px = w.score_panel.font().pixelSize()
        # (the scroll bar of the summary's moment, when the rows are refilled, gone too)
        return (t.rowCount() > 0 and not t.verticalScrollBar().isVisible()
                and all(t.item(r, c).font().pixelSize() == px
                        for r in range(t.rowCount()) for c in range(t.columnCount())))

    # the panel takes its text size from the window's final size, which a first window in a
    # fresh process reaches later than 150 ms (a fixed wait failed when the test ran alone)
    qtbot.waitUntil(cells_at_panel_size, timeout=5_000)
    px = w.score_panel.font().pixelSize()
    assert any(t.horizontalHeaderItem(c).font().pixelSize() < px
               for c in range(t.columnCount())), "the names do not fit at full size"
    for r in range(t.rowCount()):
        for c in range(t.columnCount()):
            item = t.item(r, c)
            full = QFont(w.score_panel.font())
            full.setBold(item.font().bold())
            assert QFontMetrics(full).horizontalAdvance(item.text()) + 8 <= t.columnWidth(c)
            assert item.font().pixelSize() == px, item.text()
    w.controller.shutdown()


def make(qtbot, worker, speed: str = "instant") -> MainWindow:
    return show_window(qtbot, worker, speed=speed)


def test_the_first_start_deals_nothing_until_the_new_game_dialog_is_answered(
        qtbot, worker, home):
    w = make(qtbot, worker)
    w.start(first_run=True)
    dlg = w.last_dialog
    assert dlg is not None and dlg.isVisible()
    qtbot.wait(300)
    assert w.controller.state is None
    assert "thinking" not in w.turn_label.text()
    qtbot.mouseClick(dlg.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller.state is not None, timeout=5_000)
    w.controller.shutdown()


def test_the_score_panel_shows_no_empty_table_before_a_game(qtbot, worker, home):
    w = make(qtbot, worker)
    assert w.controller.state is None
    assert not w.score_panel.table.isVisible()
    open_past_its_summary(qtbot, w, record_after("barbu", 1))
    qtbot.waitUntil(lambda: w.score_panel.table.isVisible(), timeout=5_000)
    w.controller.shutdown()


def test_a_new_game_asks_before_replacing_a_game_in_progress(qtbot, worker, home):
    w = make(qtbot, worker)
    open_past_its_summary(qtbot, w, record_after("barbu", 1))
    before = w.controller.state
    dlg = w.open_new_game_dialog()
    qtbot.mouseClick(dlg.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    box = w.replace_box
    assert box.isVisible() and "not finished" in box.text()
    assert w.controller.state is before
    qtbot.keyClick(box, Qt.Key.Key_Return)  # the default keeps the game
    assert w.controller.state is before
    dlg = w.open_new_game_dialog()
    qtbot.mouseClick(dlg.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    yes = next(b for b in w.replace_box.buttons()
               if b.text().replace("&", "") == "Start the new game")
    qtbot.mouseClick(yes, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller.state is not before, timeout=5_000)
    w.controller.shutdown()


def test_the_computers_wait_while_the_person_is_asked_whether_to_leave_the_game(
        qtbot, worker, home):
    """The new-game dialog held the computers, but its "Your Nineteen game is not finished"
    question did not: North bid behind it, and "Keep playing" came back to a changed table."""
    w = make(qtbot, worker)
    c = w.controller
    seats = [store.Seat("You", "human"), *(store.Seat(f"Bot {i}", "computer", "beginner")
                                           for i in range(1, 4))]
    w.start_game("young-hunter", {}, seats, seed=3)
    qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=30_000)
    dlg = w.open_new_game_dialog()
    assert c.submit(c.legal_actions()[0]) is None  # the person moved: now the computers are
    qtbot.mouseClick(dlg.buttons.buttons()[0], Qt.MouseButton.LeftButton)  # Start
    box = w.replace_box
    assert box.isVisible()
    moves = len(c.state.deal_log.actions)
    qtbot.wait(1_500)
    assert len(c.state.deal_log.actions) == moves, "a computer played behind the question"
    assert "waits until this dialog is closed" in w.turn_label.text()
    keep = next(b for b in box.buttons() if b.text().replace("&", "") == "Keep playing")
    qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) > moves, timeout=30_000)
    c.shutdown()


def test_a_game_just_saved_or_opened_is_left_without_asking_until_it_changes(
        qtbot, worker, home, tmp_path):
    """Opening a record right after saving asked "Your Barbu game is not finished … leave
    it?" although its file held every card of it."""
    w = make(qtbot, worker)
    c = w.controller
    open_past_its_summary(qtbot, w, record_after("barbu", 1))
    qtbot.waitUntil(lambda: c.human_to_act() is not None, timeout=30_000)  # nothing moves now
    saved = tmp_path / "barbu.json"
    assert w.save_record_to(saved)
    dlg = w.open_new_game_dialog()
    before = w.controller.state
    qtbot.mouseClick(dlg.buttons.buttons()[0], Qt.MouseButton.LeftButton)  # Start
    qtbot.waitUntil(lambda: w.controller.state is not before, timeout=5_000)
    assert getattr(w, "replace_box", None) is None
    assert w.open_record_file(saved)  # the game just opened is left without asking, too
    opened = c.state
    assert c.human_to_act() is not None
    dlg = w.open_new_game_dialog()
    qtbot.mouseClick(dlg.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.state is not opened, timeout=5_000)
    assert getattr(w, "replace_box", None) is None
    assert w.open_record_file(saved)
    assert c.submit(c.legal_actions()[0]) is None  # changed since it was opened: asked again
    dlg = w.open_new_game_dialog()
    qtbot.mouseClick(dlg.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    assert w.replace_box.isVisible()
    w.replace_box.reject()
    w.controller.shutdown()


def test_a_new_game_is_started_without_asking_when_only_the_computers_have_moved(
        qtbot, worker, home):
    """Two-player Nineteen opens with the computer's bid: "Your Nineteen game is not finished"
    was asked although the person had done nothing in it yet."""
    w = make(qtbot, worker)
    c = w.controller
    seats = [store.Seat("You", "human"), store.Seat("Computer", "computer", "beginner")]
    w.start_game("nineteen", {"players": 2}, seats, seed=1)
    qtbot.waitUntil(lambda: c.human_to_act() is not None, timeout=30_000)
    assert c.state.deal_log.actions  # the computer has bid
    before = c.state
    dlg = w.open_new_game_dialog()
    qtbot.mouseClick(dlg.buttons.buttons()[0], Qt.MouseButton.LeftButton)  # Start
    qtbot.waitUntil(lambda: c.state is not before, timeout=5_000)
    assert getattr(w, "replace_box", None) is None
    c.shutdown()


def test_your_turn_is_said_once_the_computers_cards_have_landed(qtbot, worker, home):
    """At the table's own pace the status line said "Your turn: play a card" while the last
    computer's card still flew to the trick and its plate was lit."""
    w = make(qtbot, worker, speed="normal")
    c = w.controller
    seats = [store.Seat("You", "human"), *(store.Seat(f"Bot {i}", "computer", "beginner")
                                           for i in range(1, 4))]
    w.start_game("young-hunter", {}, seats, seed=3)  # West… leads: computers play first
    qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=30_000)
    seen_early = []
    while not w.table.animations_idle():
        seen_early.append(w.turn_label.text())
        qtbot.wait(20)
    assert seen_early, "the table was still moving when the turn came"
    assert not any(text.startswith("Your turn") for text in seen_early), seen_early
    qtbot.waitUntil(lambda: w.turn_label.text().startswith("Your turn"), timeout=5_000)
    c.shutdown()


def test_a_computers_turn_is_said_once_the_last_card_has_landed(qtbot, worker, home):
    """"West is thinking…" came while South's card still flew to the trick with South's plate
    lit: every line naming whose turn it is is now written with the table at rest, or once the
    card has landed and the plates light the player it names (through a trick's pause, "East
    is thinking…" stayed beside East's card already played and the trick already taken)."""
    w = make(qtbot, worker, speed="normal")
    c = w.controller
    written = []
    set_text = w.turn_label.setText
    shown = [None]  # the position the table has been given (its last eventsApplied)

    def now():
        return c.state.deal_number, len(c.state.deal_log.actions)

    def record(text: str) -> None:
        # at rest, and at rest with the latest move: "North to play" came between a computer's
        # move and its card's flight (the end of its thinking was said before the table knew)
        fresh = now()[1] == 0  # a deal not begun: the table was laid out whole
        at_rest = w.table.animations_idle() and (fresh or shown[0] == now())
        lit = [p.name for p in w.table.felt.plates if p.to_act]
        landed = shown[0] == now() and len(lit) == 1 and text.startswith(lit[0])
        written.append((text, at_rest or landed, landed))
        set_text(text)

    c.eventsApplied.connect(lambda _events: shown.__setitem__(0, now()))
    w.turn_label.setText = record
    seats = [store.Seat(f"Computer {i}", "computer", "beginner") for i in range(4)]
    w.start_game("heart-hunter", {}, seats, seed=5)
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) >= 12, timeout=60_000)
    turns = [(text, ok) for text, ok, _ in written if "thinking" in text or "to play" in text]
    assert len(turns) >= 8, written
    assert all(ok for _text, ok in turns), [t for t in turns if not t[1]]
    # and through a trick's pause the next player is named at once, beside the lit plate
    assert any(landed for _t, _ok, landed in written), written
    w.controller.shutdown()


def watch_computers(qtbot, w: MainWindow, look, tricks: int, every_ms: int) -> None:
    """Four computers play Heart Hunter (seed 5) in ``w`` until ``tricks`` tricks are taken,
    ``look`` called every ``every_ms`` ms meanwhile, as frames taken of the window."""
    poll = QTimer()
    poll.timeout.connect(look)
    poll.start(every_ms)
    seats = [store.Seat(f"Computer {i}", "computer", "beginner") for i in range(4)]
    w.start_game("heart-hunter", {}, seats, seed=5)
    qtbot.waitUntil(lambda: len(w.controller.state.deal_log.tricks) >= tricks, timeout=60_000)
    poll.stop()


def test_through_a_tricks_pause_the_plates_and_status_leave_the_player_of_its_last_card(
        qtbot, worker, home):
    """With a trick's last card on the table (its pause, then the cards sliding to the winner)
    the last player's plate stayed lit and the status said "East is thinking…" for a second
    and more, the deal log already saying who took it. Now the next to act is lit (the
    winner) and named, and the one who played is neither."""
    w = make(qtbot, worker, speed="normal")
    model = w.table.model
    seen = []

    def look() -> None:
        taken = model.leaving.items  # a trick taken: its pause, then its slide to the winner
        if len(taken) != 4 or w.table.animations_idle() or model.last_winner == taken[-1].position:
            return  # (a trick won by its last card: its player leads next, lit and named)
        plate = next(p for p in w.table.felt.plates if p.position == taken[-1].position)
        seen.append((plate.to_act, w.turn_label.text().startswith(plate.name)))

    watch_computers(qtbot, w, look, tricks=4, every_ms=15)
    assert len(seen) >= 10, seen
    assert not any(lit or named for lit, named in seen), seen
    w.controller.shutdown()


def test_the_thinking_dots_show_only_on_the_lit_plate(qtbot, worker, home):
    """A computer starts thinking while the card before its turn is still flying: the dots lay
    on North while West, whose card it was, stayed lit and named for the card's flight. Dots
    now come with the light (``card_landed``), never on a plate that is not lit."""
    w = make(qtbot, worker, speed="normal")
    felt = w.table.felt
    seen, wrong = [], []

    def look() -> None:
        for plate in felt.plates:
            if plate.thinking:
                seen.append(plate.name)
                if not plate.to_act:
                    wrong.append((plate.name, [p.name for p in felt.plates if p.to_act]))

    watch_computers(qtbot, w, look, tricks=3, every_ms=10)
    assert len(set(seen)) >= 2, seen
    assert not wrong, wrong
    w.controller.shutdown()


def test_a_deals_last_trick_lights_its_taker_and_the_end_is_said_with_the_summary(
        qtbot, worker, home):
    """The last trick of a deal lit no plate through its pause (the view is already in the
    next deal), the status line said "Deal 1 is over: read the summary" and the score panel
    showed the deal's scores a second before the summary came. Now the taker is lit and named
    ("West takes the trick."), and the deal's end comes with its summary."""
    st = get_rules("young-hunter").new_game(seed=5)
    rnd = random.Random(5)
    while not (len(st.deal_log.tricks) == 12 and st.to_act == 0 and not st.trick):
        st.apply(rnd.choice(st.legal_actions()))
    doc = make_record(st, [{"name": "You", "kind": "human"}] + [
        {"name": n, "kind": "computer", "level": "club"} for n in ("West", "North", "East")])
    w = show_window(qtbot, worker, speed="normal", size=(1280, 800))
    w.controller.load_record(doc)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    model, felt = w.table.model, w.table.felt
    rows_before = w.score_panel.table.rowCount()
    seen = []

    def look() -> None:
        if len(model.leaving.items) == 4 and felt.summary is None:
            lit = [p.name for p in felt.plates if p.to_act]
            seen.append((lit, w.turn_label.text(), w.score_panel.table.rowCount()))

    poll = QTimer()
    poll.timeout.connect(look)
    poll.start(15)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    for _ in range(2):  # the outline on the last card, then the card played
        qtbot.keyClick(w.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: felt.summary is not None, timeout=20_000)
    poll.stop()
    assert seen, "the last trick's pause was not seen"
    for lit, text, rows in seen:
        assert len(lit) == 1, seen
        assert text.endswith("the trick.") and text.startswith(lit[0]), seen
        assert "is over" not in text and rows == rows_before, (rows_before, seen[:2])
    qtbot.waitUntil(lambda: "is over" in w.turn_label.text(), timeout=5_000)
    assert w.score_panel.table.rowCount() > rows_before
    w.controller.shutdown()


def click_widget(qtbot, table, proxy, widget) -> None:
    """A mouse click where ``widget`` (inside ``proxy``'s widget on the table) is drawn."""
    inside = widget.mapTo(proxy.widget(), QPoint(widget.width() // 2, widget.height() // 2))
    pt = table.mapFromScene(proxy.mapToScene(QPointF(inside)))
    qtbot.mouseMove(table.viewport(), pt)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pt)


def watch_barbu_to_the_first_summary(qtbot, worker) -> MainWindow:
    w = make(qtbot, worker)
    seats = [store.Seat(f"Computer {i}", "computer", "beginner") for i in range(4)]
    w.start_game("barbu", {}, seats, seed=3)
    qtbot.waitUntil(lambda: w.controller.awaiting_continue
                    and w.table.felt.summary_proxy.isVisible(), timeout=60_000)
    return w


def test_under_a_deal_summary_the_status_line_speaks_of_that_deal_and_of_the_next_after(
        qtbot, worker, home):
    """Barbu's next hand begins (its declarer named) with the last card of the hand before:
    that phase line waits until the summary is closed, instead of speaking of hand 2 under
    hand 1's summary."""
    w = watch_barbu_to_the_first_summary(qtbot, worker)
    assert w.table.felt.summary_card.review_button.accessibleName() == "Review this hand"
    bar = w.statusBar()
    assert not bar.currentMessage().startswith("Hand 2"), bar.currentMessage()
    assert "Hand 1 is over" in w.turn_label.text()
    felt = w.table.felt
    click_widget(qtbot, w.table, felt.summary_proxy, felt.summary_card.button)  # Next hand
    qtbot.waitUntil(lambda: bar.currentMessage().startswith("Hand 2"), timeout=5_000)
    assert "declarer" in bar.currentMessage()
    w.controller.shutdown()


def test_a_resize_with_a_phase_line_up_draws_one_status_sentence_not_two(qtbot, worker, home):
    """The bar says the next hand's phase for a while; the turn line came back on top of it
    when the window was resized."""
    w = watch_barbu_to_the_first_summary(qtbot, worker)
    felt = w.table.felt
    click_widget(qtbot, w.table, felt.summary_proxy, felt.summary_card.button)  # Next hand
    bar = w.statusBar()
    qtbot.waitUntil(lambda: bar.currentMessage().startswith("Hand 2"), timeout=5_000)
    assert not w.turn_label.isVisible()
    for size in [(1600, 1000), (1024, 640)]:
        w.resize(*size)
        qtbot.wait(150)
        # never both (the message lasts 10 s: on a very slow machine it may have gone by now)
        assert not (bar.currentMessage() and w.turn_label.isVisible()), (
            "the turn line is drawn over the message")
    bar.clearMessage()
    assert w.turn_label.isVisible()
    w.controller.shutdown()


def test_leaving_a_watched_game_asks_about_the_watched_game_not_yours(qtbot, worker, home):
    w = make(qtbot, worker)
    seats = [store.Seat(f"Computer {i}", "computer", "beginner") for i in range(4)]
    w.start_game("barbu", {}, seats, seed=3)
    qtbot.waitUntil(lambda: w.controller.facts().in_progress, timeout=30_000)
    dlg = w.open_new_game_dialog()
    qtbot.mouseClick(dlg.buttons.buttons()[0], Qt.MouseButton.LeftButton)  # Start
    box = w.replace_box
    assert box.isVisible()
    assert box.text().startswith("The watched Barbu game is not finished"), box.text()
    assert "Your" not in box.text()
    keep = next(b for b in box.buttons() if b.text().replace("&", "") == "Keep watching")
    qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)
    assert not box.isVisible()
    w.controller.shutdown()


def test_hint_while_a_computer_is_to_play_names_whose_turn_it_is(qtbot, worker, home):
    w = make(qtbot, worker, speed="slow")
    open_past_its_summary(qtbot, w, record_after("barbu", 1))
    qtbot.waitUntil(lambda: w.controller.human_to_act() is None, timeout=5_000)
    text = w.show_hint()
    assert "nothing of yours is waiting" not in text
    assert "still moving" in text or "'s turn" in text
    w.controller.shutdown()


def test_an_old_status_line_gives_way_when_it_is_the_persons_turn(qtbot, worker, home):
    w = make(qtbot, worker)
    open_past_its_summary(qtbot, w, record_after("barbu", 1))
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    w.statusBar().showMessage("The bidding is over: North leads.", 10_000)
    w.controller.turnChanged.emit()
    assert w.statusBar().currentMessage() == ""
    assert w.turn_label.text().startswith("Your turn")
    w.controller.shutdown()


def test_the_keyboard_is_the_tables_again_after_the_score_sheet(qtbot, worker, home):
    w = make(qtbot, worker)
    open_past_its_summary(qtbot, w, record_after("barbu", 1))
    w.activateWindow()
    qtbot.waitUntil(lambda: w.isActiveWindow(), timeout=3_000)
    w.menuBar().setFocus()
    dlg = w.open_score_sheet()
    qtbot.waitExposed(dlg)
    qtbot.keyClick(dlg, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: w.table.hasFocus(), timeout=3_000)
    w.controller.shutdown()


def _dialog(qtbot, game: str):
    from tricktable.ui.dialog_new_game import NewGameDialog
    dlg = NewGameDialog(store.Settings(), game)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def test_switching_games_in_the_new_game_dialog_never_squashes_the_player_rows(qtbot, home):
    dlg = _dialog(qtbot, "young-hunter")
    dlg.game.setCurrentIndex(dlg.game.findData("sheepshead"))
    qtbot.wait(50)
    assert len(dlg._seat_rows) == 3
    for row in dlg._seat_rows:
        for widget in row:
            assert widget.height() >= widget.sizeHint().height(), widget


def test_a_seats_own_place_name_follows_it_to_another_game_a_typed_name_stays(qtbot, home):
    """Nineteen for three seats South, West, North; chosen next from the list, Sheepshead's
    third seat, East, was named "North". A player the person typed in stays with its row, name
    and all, also through a game with another number of seats (it was lost there)."""
    dlg = _dialog(qtbot, "nineteen")
    players = dlg.option_widget("players")
    players.setCurrentIndex(players.findData(3))
    qtbot.wait(20)
    assert [e.text() for e, _k, _l in dlg.seat_rows()][1:] == ["West", "North"]
    name, kind, _level = dlg.seat_rows()[1]
    name.selectAll()
    qtbot.keyClicks(name, "Ada")
    kind.setCurrentIndex(kind.findData("human"))  # a second person at the table
    dlg.game.setCurrentIndex(dlg.game.findData("sheepshead"))  # as a pick in its list does
    qtbot.wait(20)
    assert [e.text() for e, _k, _l in dlg.seat_rows()][1:] == ["Ada", "East"]
    # through a table of another size (four seats) and back: the typed name stays too
    dlg.game.setCurrentIndex(dlg.game.findData("barbu"))
    qtbot.wait(20)
    assert [e.text() for e, _k, _l in dlg.seat_rows()][1:] == ["Ada", "North", "East"]
    dlg.game.setCurrentIndex(dlg.game.findData("sheepshead"))
    qtbot.wait(20)
    assert [e.text() for e, _k, _l in dlg.seat_rows()][1:] == ["Ada", "East"]
    assert dlg.seat_rows()[1][1].currentData() == "human", "Ada is still a person"
    dlg.reject()


def test_a_row_stays_with_its_place_when_the_number_of_seats_changes(qtbot, home):
    """Nineteen for four, North set to Bob, a person; for two players the seats became "South
    You" and "North North Computer" (the West row had taken North's seat)."""
    dlg = _dialog(qtbot, "nineteen")
    players = dlg.option_widget("players")
    players.setCurrentIndex(players.findData(4))
    qtbot.wait(20)
    name, kind, _level = dlg.seat_rows()[2]  # South, West, North, East
    assert name.text() == "North"
    name.selectAll()
    qtbot.keyClicks(name, "Bob")
    kind.setCurrentIndex(kind.findData("human"))
    players.setCurrentIndex(players.findData(2))
    qtbot.wait(20)
    rows = [(e.text(), k.currentData()) for e, k, _l in dlg.seat_rows()]
    assert rows[1] == ("Bob", "human"), rows
    dlg.reject()


def test_the_new_game_dialog_of_every_game_fits_a_1024_by_640_screen(qtbot, home):
    """Chosen one after another with the keyboard: Nineteen's four options with their help
    lines above four seats made the dialog 658 px tall here, its Start button off the bottom
    of a 1024 x 640 screen; the options now sit beside the players. A window frame's title
    bar is allowed for (40 px). The dialog keeps one width from game to game, so it does not
    jump sideways under the pointer as the game changes."""
    from PySide6.QtWidgets import QDialogButtonBox
    dlg = _dialog(qtbot, GAME_IDS[0])
    dlg.game.setCurrentIndex(0)
    start = dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)
    widths = set()
    for i in range(dlg.game.count()):
        if i:
            dlg.game.setFocus()
            qtbot.keyClick(dlg.game, Qt.Key.Key_Down)
        qtbot.wait(20)
        assert dlg.width() <= 1024 and dlg.height() + 40 <= 640, (dlg.game_id, dlg.size())
        bottom = start.mapTo(dlg, QPoint(0, start.height())).y()
        assert start.isVisible() and bottom <= dlg.height(), dlg.game_id
        widths.add(dlg.width())
    assert len(widths) == 1, widths
    dlg.reject()


def test_tab_goes_through_the_new_game_dialog_as_it_reads(qtbot, home):
    """From the game box, Tab reaches the Rules button, every option of the game, each player's
    name, who plays and level, then Watch, the game number and Start: it went from Rules to
    Watch and Start and reached the options last (Qt's order of making). Checked for each game,
    chosen with the keyboard, and again after the number of players changes the seats."""
    from PySide6.QtWidgets import QDialogButtonBox
    dlg = _dialog(qtbot, GAME_IDS[0])
    dlg.game.setCurrentIndex(0)
    start = dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def tabbed() -> list:
        dlg.game.setFocus()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dlg.game, timeout=2_000)
        seen = []
        while QApplication.focusWidget() is not start and len(seen) < 60:
            seen.append(QApplication.focusWidget())
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        return seen

    def expected() -> list:
        options = [w for _f, w in dlg._option_widgets.values() if w.isEnabled()]
        seats = [w for row in dlg.seat_rows() for w in row if w.isEnabled()]
        return [dlg.game, dlg.rules_button, *options, *seats, dlg.watch, dlg.fixed_deal]

    for i in range(dlg.game.count()):
        if i:
            dlg.game.setFocus()
            qtbot.keyClick(dlg.game, Qt.Key.Key_Down)
        qtbot.wait(20)
        assert tabbed() == expected(), dlg.game_id
    players = dlg.option_widget("players")
    players.setCurrentIndex(players.findData(3))
    qtbot.wait(20)
    assert len(dlg.seat_rows()) == 3
    assert tabbed() == expected()
    dlg.reject()


def test_every_games_options_share_one_left_edge_in_the_new_game_dialog(qtbot, home):
    """Chosen one after another with the keyboard in the game box, every game's option check
    boxes and lists start at the same x (they sat in the field column in one game and at the
    group's edge in another, as the games' labels came)."""
    from PySide6.QtCore import QPoint as Pt
    dlg = _dialog(qtbot, GAME_IDS[0])
    lefts: dict[str, set[int]] = {}
    for _i in each_game_in(qtbot, dlg):
        gid = dlg.game_id
        for name in dlg._option_widgets:
            w = dlg.option_widget(name)
            lefts.setdefault(gid, set()).add(w.mapTo(dlg, Pt(0, 0)).x())
    edges = set().union(*lefts.values())
    assert len(edges) == 1, lefts
    dlg.reject()


def test_after_a_watched_game_the_new_game_dialog_offers_watching_again(qtbot, home):
    from PySide6.QtWidgets import QDialogButtonBox

    from tricktable.ui.dialog_new_game import NewGameDialog
    settings = store.Settings()
    first = NewGameDialog(settings, "heart-hunter")
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    box = first.watch  # its tick box sits at its left edge
    assert first.seats()[0].name == settings.player_name
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert first.watch.isChecked()
    # the computer in the person's seat is not "You" (it won a watched game as "You win")
    assert first.seats()[0].name == "South"
    first.remember()
    kept = copy.deepcopy(settings)  # seats a watched game stored under "You" before this
    kept.seats["heart-hunter"][0].name = settings.player_name
    older = NewGameDialog(kept, "heart-hunter")
    qtbot.addWidget(older)
    assert older.watch.isChecked() and older.seats()[0].name == "South"
    again = NewGameDialog(settings, "heart-hunter")
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    start = again.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert again.watch.isChecked()
    assert start.isEnabled(), again.problem.text()
    assert not again.problem.isVisible()
    # unticked, the person sits at the first seat again and the game can start
    qtbot.mouseClick(again.watch, Qt.MouseButton.LeftButton,
                     pos=QPoint(8, again.watch.height() // 2))
    assert not again.watch.isChecked()
    assert [s.kind for s in again.seats()] == ["human", "computer", "computer", "computer"]
    assert again.seats()[0].name == settings.player_name  # the person's name back with them
    assert start.isEnabled(), again.problem.text()
    # another game chosen first, then the watched one with Watch unticked: the person sits
    # there too ("Seat at least one person" refused it, as its stored seats were computers)
    other = NewGameDialog(settings, "barbu")
    qtbot.addWidget(other)
    other.show()
    qtbot.waitExposed(other)
    assert not other.watch.isChecked()
    other.game.setFocus()
    while other.game_id != "heart-hunter":
        qtbot.keyClick(other.game, Qt.Key.Key_Up)
    assert other.seats()[0].kind == "human"
    assert other.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled(), \
        other.problem.text()


def test_two_player_nineteen_greys_out_the_level_multiplier_and_says_why(qtbot, home):
    dlg = _dialog(qtbot, "nineteen")
    players = dlg._option_widgets["players"][1]
    level = dlg._option_widgets["level_multiplier"][1]
    assert level.isEnabled()
    players.setCurrentIndex(players.findData(2))
    assert not level.isEnabled()
    assert "no level" in dlg._help_labels["level_multiplier"].text()
    players.setCurrentIndex(players.findData(4))
    assert level.isEnabled()
    assert "no level" not in dlg._help_labels["level_multiplier"].text()


def barbu_log_open(qtbot, worker) -> MainWindow:
    """A window at a Barbu game two hands in, its deal log opened with Ctrl+L."""
    w = make(qtbot, worker)
    open_past_its_summary(qtbot, w, record_after("barbu", 2))
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(w.last_dialog, DealLogPanel)
                    and w.last_dialog.isVisible(), timeout=3_000)
    return w


def test_ctrl_l_opens_a_log_of_what_the_computers_said_and_did(qtbot, worker, home):
    w = barbu_log_open(qtbot, worker)
    text = w.last_dialog.text()
    assert "Hand 1 — dealer" in text and "Hand 2 — dealer" in text and "Hand 3" in text
    assert "chooses" in text
    assert "double" in text
    assert "Trick 1:" in text or "lays the" in text
    assert "Scores:" in text
    assert "player 1" not in text.lower()
    w.controller.shutdown()


def test_the_deal_logs_suits_are_inked_as_on_the_cards(qtbot, worker, home):
    """The log printed ♥ and ♦ in black; with the four-colour deck chosen in the settings,
    clubs are green and diamonds blue there as on the cards."""
    from PySide6.QtGui import QColor

    from tricktable.presentation.card_face_plan import suit_colour

    def inks(panel: DealLogPanel) -> dict[str, set[str]]:
        doc, found = panel.browser.document(), {}
        block = doc.begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                part = it.fragment()
                for sign in "♣♦♥♠":
                    if sign in part.text():
                        found.setdefault(sign, set()).add(
                            part.charFormat().foreground().color().name())
                it += 1
            block = block.next()
        return found

    w = barbu_log_open(qtbot, worker)
    panel = w.last_dialog
    found = inks(panel)
    red = QColor(suit_colour(2, False)).name()
    assert found["♥"] == {red} and found["♦"] == {red}, found
    assert red not in found["♠"] | found["♣"]
    choose_four_colours(qtbot, w)
    found = inks(panel)
    assert found["♣"] == {QColor(suit_colour(0, True)).name()}
    assert found["♦"] == {QColor(suit_colour(1, True)).name()}
    w.controller.shutdown()


def choose_four_colours(qtbot, w: MainWindow) -> None:
    """The four-colour deck ticked in the settings dialog, and Ok clicked."""
    from PySide6.QtWidgets import QDialogButtonBox

    dlg = w.open_settings()
    box = dlg.switches["four_colour"]
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center())
    assert box.isChecked()
    ok = dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=3_000)


def test_the_badges_trump_suit_takes_the_four_colour_decks_ink(qtbot, worker, home):
    """Sheepshead's badge ("♦ trumps, under every queen and jack") kept a red ♦ after the
    four-colour deck was chosen, beside blue diamonds on the cards: it turns blue at once."""
    from tricktable.presentation import felt_colours as fc

    w = make(qtbot, worker)
    open_past_its_summary(qtbot, w, record_after("sheepshead", 1))
    badge = w.table.felt.badge
    qtbot.waitUntil(lambda: badge.isVisible() and badge.text == "♦", timeout=3_000)
    assert badge.lines[0].ink == fc.RED_SUIT
    choose_four_colours(qtbot, w)
    assert badge.lines[0].ink == fc.BLUE_SUIT
    image = w.table.render_to_image(w.table.width(), w.table.height())
    r = badge.sceneBoundingRect().toRect()
    blue = sum(1 for x in range(r.left(), r.right(), 2) for y in range(r.top(), r.bottom(), 2)
               if image.pixelColor(x, y).blue() > 200 and image.pixelColor(x, y).red() < 140)
    assert blue > 20, blue  # the sign is drawn in blue, not only set so
    w.controller.shutdown()



def test_the_deal_log_shows_under_the_scores_and_covers_no_seat_at_1024_by_640(
        qtbot, worker, home):
    """As a window of its own, the log opened over the table's right-hand seat on a 1024 x 640
    screen. Now it shares the score panel's column: the table keeps its size, every plate and
    every card of the hands stay in sight, and Ctrl+L hides it again."""
    w = show_window(qtbot, worker, size=(1024, 640))
    open_past_its_summary(qtbot, w, record_after("young-hunter", 1))
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    table = w.table
    # the panels' first layout settled (the score table's least width, set as its scores are
    # fitted, took the dock a few pixels wider at the next layout, whatever came next)
    QApplication.sendPostedEvents()
    w.layout().activate()
    qtbot.wait(100)
    before = table.size()
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    log = w.deal_log_panel
    qtbot.waitUntil(lambda: log is not None and log.isVisible(), timeout=3_000)
    qtbot.wait(50)
    assert QApplication.focusWidget() is focus  # the keys stay with the table
    assert "Deal 1" in log.text() and "Deal 2" in log.text()
    assert table.size() == before
    shown = table.viewport().rect()
    on_window = table.mapTo(w, shown.topLeft()).x(), log.mapTo(w, log.rect().topLeft()).x()
    assert on_window[1] >= on_window[0] + shown.width()  # beside the table, not over it
    for plate in table.felt.plates:
        drawn = table.mapFromScene(plate.sceneBoundingRect()).boundingRect()
        assert shown.contains(drawn), drawn
    assert w.dock.isVisible()  # the scores stay, above it
    assert w.dock.y() + w.dock.height() <= log.y()
    assert w.act_log.isChecked()  # View > Deal log is ticked while it shows
    # Ctrl+L on the shown log gives it the keys, and Ctrl+L in it hides it
    # (test_log_and_list_keys)
    qtbot.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: log.browser.hasFocus(), timeout=3_000)
    qtbot.keyClick(log.browser, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not log.isVisible(), timeout=3_000)
    assert not w.act_log.isChecked()
    qtbot.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: log.isVisible(), timeout=3_000)
    assert w.deal_log_panel is log and w.act_log.isChecked()  # one panel, shown again
    log.close()  # the panel's own close button
    qtbot.waitUntil(lambda: not w.act_log.isChecked(), timeout=3_000)
    w.controller.shutdown()


def log_opened_on(qtbot, worker, st) -> tuple[MainWindow, DealLogPanel]:
    """A 1024 x 640 window on ``st`` (a record of it, the person at South), its deal log
    opened with Ctrl+L as a person does."""
    doc = make_record(st, [{"name": "You", "kind": "human"}] + [
        {"name": f"Bot{i}", "kind": "computer", "level": "club"} for i in range(1, 4)])
    w = show_window(qtbot, worker, size=(1024, 640))
    w.controller.load_record(doc)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.deal_log_panel is not None and w.deal_log_panel.isVisible(),
                    timeout=3_000)
    return w, w.deal_log_panel


def shows(browser, words: str) -> bool:
    """Whether ``words`` are in the text panel's view, whole."""
    found = browser.document().find(words)
    return not found.isNull() and browser.viewport().rect().contains(browser.cursorRect(found))


def test_the_deal_log_keeps_the_newest_trick_in_sight_unless_the_player_scrolled_away(
        qtbot, worker, home):
    """The newest deal is on top and its lines run down: in the narrow column the current
    trick fell below the panel after a few tricks. The log follows the play, unless the player
    scrolled it to read something else."""
    st = get_rules("young-hunter").new_game(seed=3)
    rnd = random.Random(3)
    while not (st.history and st.deal_log.tricks and len(st.deal_log.tricks) >= 9):
        st.apply(rnd.choice(st.legal_actions()))
    w, log = log_opened_on(qtbot, worker, st)
    qtbot.wait(50)
    browser = log.browser
    bar = browser.verticalScrollBar()
    assert bar.maximum() > 0  # more than the panel holds: the test means something

    def in_sight(words: str) -> bool:
        return shows(browser, words)

    newest = f"Trick {len(st.deal_log.tricks)}:"
    assert in_sight(newest)
    for _ in range(3):  # the keys to it, hidden (the keys back) and shown: still following
        qtbot.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: log.isVisible(), timeout=3_000)
    assert in_sight(newest)
    wheel(browser, -120, times=40)  # the player scrolls down to an earlier deal
    assert bar.value() == bar.maximum() and not in_sight(newest)
    log.refresh()  # what a new event does
    assert bar.value() == bar.maximum() and not in_sight(newest)
    w.controller.shutdown()


def test_a_log_laid_out_small_scrolls_back_to_its_newest_heading_once_taller(qtbot):
    """A resumed game: the log was written while the window came back small, scrolled down to
    its newest line, and stayed so in the tall column (its newest deal's heading and bids out
    of sight above half a panel of empty room)."""
    source = _StandInLog(older=80)  # more than the tall panel holds: it could stay scrolled
    window, panel = _log_window(qtbot, source, (260, 120))
    panel.refresh()
    bar = panel.browser.verticalScrollBar()
    assert bar.value() > 0 and shows(panel.browser, "Trick 8:")
    window.resize(260, 700)
    qtbot.waitUntil(lambda: bar.value() == 0, timeout=2_000)
    assert shows(panel.browser, "Deal 2") and shows(panel.browser, "Trick 8:")


@pytest.mark.parametrize("smaller", [(160, 300), (260, 160)])
def test_a_log_made_narrower_or_shorter_keeps_its_newest_line_in_sight(qtbot, smaller):
    """The column made narrower wraps the lines longer, made shorter it holds fewer: the
    newest line fell below the panel's bottom (the log stopped a line above it) until the next
    card played."""
    source = _StandInLog(older=80)
    window, panel = _log_window(qtbot, source, (260, 300))
    panel.refresh()
    assert shows(panel.browser, "Trick 8:")
    window.resize(*smaller)
    qtbot.waitUntil(lambda: shows(panel.browser, "Trick 8:"), timeout=2_000)


def _log_window(qtbot, source, size: tuple[int, int]):
    """A window holding only a log panel reading ``source``, shown at ``size``."""
    from PySide6.QtWidgets import QMainWindow

    window = QMainWindow()
    qtbot.addWidget(window)
    panel = DealLogPanel(source, window)
    window.setCentralWidget(panel)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window, panel


class _StandInLog(QObject):
    """A controller's deal log as the panel reads it: two deals, the newer growing."""

    eventsApplied = Signal(object)
    stateReset = Signal()
    namesChanged = Signal()
    turnChanged = Signal()
    awaiting_continue = False

    def __init__(self, older: int = 13) -> None:
        super().__init__()
        self.lines = [f"Trick {i}: a card, a card, a card, a card." for i in range(1, 9)]
        self.older = older

    def deal_log_html(self, _four_colour: bool = False) -> str:
        newest = "".join(f"<li>{line}</li>" for line in self.lines)
        older = "".join(f"<li>Trick {i}: an older card.</li>" for i in range(1, self.older + 1))
        return f"<h3>Deal 2</h3><ul>{newest}</ul><h3>Deal 1</h3><ul>{older}</ul>"

    def played(self) -> str:
        self.lines.append(f"Trick {len(self.lines) + 1}: a card, a card, a card, a card.")
        self.eventsApplied.emit([])
        return self.lines[-1]


def test_the_deal_log_follows_on_when_its_column_is_laid_out_anew(qtbot):
    """Whether the log had scrolled itself was told from the bar's value: any other change
    of it (the column laid out anew at another width, the panel resized) stopped the following
    for good, and the log sat still while the play ran on below. Only the player's own
    scrolling holds it now, and scrolling the newest line back into sight lets it follow."""
    source = _StandInLog()
    window, panel = _log_window(qtbot, source, (260, 220))
    browser, bar = panel.browser, panel.browser.verticalScrollBar()

    def in_sight(words: str) -> bool:
        return shows(browser, words)

    panel.refresh()
    assert bar.maximum() > 0 and in_sight("Trick 8:")
    bar.setValue(bar.value() - 20)  # what laying the column out anew does to the bar
    assert in_sight(source.played())
    window.resize(300, 220)  # and the panel made wider
    qtbot.wait(20)
    assert in_sight(source.played())
    wheel(browser, -120, times=40)  # the player reads the older deal: the log stays there
    left = bar.value()
    newest = source.played()
    assert bar.value() == left and not in_sight(newest) and in_sight("an older card")
    for _ in range(40):  # back up until the newest line shows: it follows again
        if in_sight(newest):
            break
        wheel(browser, 120, times=1)
    assert in_sight(source.played())
    wheel(browser, -120, times=40)
    wheel(browser, 120, times=40)  # or all the way up, past it, to the newest deal's heading
    assert in_sight(source.played())


class _NextDealLog(_StandInLog):
    """The stand-in log, with a third deal dealt (nothing in it yet) once ``dealt``."""

    dealt = False

    def deal_log_html(self, _four_colour: bool = False) -> str:
        older = super().deal_log_html()
        return ("<h3>Deal 3</h3><ul><li>Nothing yet.</li></ul>" if self.dealt else "") + older


def test_a_log_scrolled_while_the_summary_showed_follows_the_next_deal(qtbot):
    """Scrolled to read the deal just over while its summary showed, the log stayed on that
    deal's tricks through the whole next deal: "Next deal" brings the new deal into sight."""
    source = _NextDealLog(older=40)
    _window, panel = _log_window(qtbot, source, (260, 220))
    browser = panel.browser
    panel.refresh()
    source.awaiting_continue, source.dealt = True, True  # the summary up, the next deal dealt
    source.turnChanged.emit()
    source.eventsApplied.emit([])
    wheel(browser, -120, times=40)  # the player reads the older deal
    assert not shows(browser, "Deal 3") and shows(browser, "Trick 40: an older card")
    source.awaiting_continue = False  # Next deal
    source.turnChanged.emit()
    assert shows(browser, "Deal 3") and shows(browser, "Nothing yet.")


def test_after_an_undo_into_the_deal_before_its_end_shows_under_its_summary_again(qtbot):
    """"Next deal", then Ctrl+Z back into the deal before and its last card played again: the
    log showed the next deal's "Nothing yet." under the summary, not the end of the deal just
    played."""
    source = _NextDealLog(older=40)
    source.lines += [f"Trick {i}: a card, a card, a card, a card." for i in range(9, 14)]
    window, panel = _log_window(qtbot, source, (260, 160))
    browser = panel.browser
    source.awaiting_continue, source.dealt = True, True  # deal 2 over, deal 3 dealt
    source.turnChanged.emit()
    source.eventsApplied.emit([])
    assert shows(browser, "Trick 13:") and not shows(browser, "Nothing yet.")
    source.awaiting_continue = False  # Next deal: deal 3 opened
    source.turnChanged.emit()
    assert shows(browser, "Nothing yet.")
    source.dealt = False  # Ctrl+Z back into deal 2
    source.stateReset.emit()
    source.awaiting_continue, source.dealt = True, True  # its last card played again
    source.turnChanged.emit()
    source.eventsApplied.emit([])
    assert shows(browser, "Trick 13:") and not shows(browser, "Nothing yet."), window


def wheel(browser, delta: int, times: int) -> None:
    """The mouse wheel turned over a text panel, one notch at a time."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent

    view = browser.viewport()
    at = QPointF(view.width() / 2, view.height() / 2)
    for _ in range(times):
        event = QWheelEvent(at, QPointF(view.mapToGlobal(at.toPoint())), QPoint(0, 0),
                            QPoint(0, delta), Qt.MouseButton.NoButton,
                            Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(view, event)


def test_while_a_deals_summary_shows_the_log_follows_that_deals_end_not_the_next_deal(
        qtbot, worker, home):
    """The engine deals on at once: with deal 1's summary up, the log's newest entry was
    "Deal 2 — … Nothing yet." and it followed that line, with deal 1's last tricks and its
    scores out of sight below. It follows the end of the deal just played now."""
    for seed in range(5, 40):  # a deal 2 that waits for the person's first word
        st = get_rules("young-hunter").new_game(seed=seed)
        rnd = random.Random(seed)
        while st.deal_number == 1 and not (len(st.deal_log.tricks) == 12 and st.to_act == 0
                                           and not st.trick):
            st.apply(rnd.choice(st.legal_actions()))
        if st.deal_number > 1:
            continue
        after = st.copy()
        while after.deal_number == 1:
            after.apply(after.legal_actions()[0])
        if after.to_act == 0:
            break
    w, log = log_opened_on(qtbot, worker, st)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    for _ in range(2):  # the outline on the last card, then the card played
        qtbot.keyClick(w.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.table.felt.summary is not None, timeout=20_000)
    qtbot.wait(50)
    browser = log.browser

    def in_sight(words: str) -> bool:
        return shows(browser, words)

    # the next deal, dealt at once, is not in the log until "Next deal" (it named the next
    # dealer over the summary of the deal just played)
    assert "Nothing yet." not in log.text() and "Deal 2" not in log.text()
    assert browser.verticalScrollBar().maximum() > 0  # more than the panel holds
    assert in_sight("Scores:") and in_sight("Trick 13:")
    # "Next deal": the new deal's heading shows at once (the log stayed at deal 1's end until
    # something was said in deal 2), and once something happens in it the log follows it
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.table.felt.summary is None, timeout=10_000)
    qtbot.wait(50)
    assert in_sight("Nothing yet.") and not in_sight("Trick 13:")
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    qtbot.keyClick(w.table, Qt.Key.Key_Return)  # the person's first word of deal 2
    qtbot.waitUntil(lambda: "Nothing yet." not in log.text(), timeout=20_000)
    qtbot.wait(50)
    lines = log.text().splitlines()
    heads = [i for i, line in enumerate(lines) if line.startswith("Deal ")]
    newest = lines[heads[1] - 1]  # the newest deal's last line, above the deal before it
    assert in_sight(newest[:20]), newest
    w.controller.shutdown()


def test_the_log_never_names_a_card_that_was_not_shown_to_everyone():
    from tricktable.engine.cards import cards_of
    from tricktable.presentation.deal_log_text import deal_lines, replayed_events
    st = get_rules("sheepshead").new_game(seed=2)
    rnd = random.Random(2)
    while st.to_act is not None and len(st.history) < 2:
        st.apply(rnd.choice(st.legal_actions()))
    codec = st.rules.codec
    checked = 0
    for log, (_n, _d, events, trump) in zip(st.history, replayed_events(st), strict=False):
        played = {codec.short(c) for _l, cards, _w in log.tricks for c in cards}
        # the person ("You") is told only the cards they buried themselves
        buried = {codec.short(c) for p, _pos, a in log.actions if p == 0 and a.get("cards")
                  for c in cards_of(a.get("cards"))}
        for names, known in ((["Ann", "West", "North"], set()),
                             (["You", "West", "North"], buried)):
            text = " ".join(deal_lines("sheepshead", events, names, codec, trump))
            named = set(re.findall(r"(?:10|[2-9AKQJ])[♣♦♥♠]", text))
            assert named and named <= played | known  # the window and the discards unnamed
        checked += 1
    assert checked == 2


def test_ctrl_h_shows_a_barbu_sheet_with_each_hands_contract_and_what_is_still_to_come(
        qtbot, worker, home):
    w = make(qtbot, worker)
    open_past_its_summary(qtbot, w, record_after("barbu", 2))
    key_to_window(qtbot, w, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.last_dialog is not None and w.last_dialog.isVisible(),
                    timeout=3_000)
    sheet = w.last_dialog
    t = sheet.table
    assert t.horizontalHeaderItem(t.columnCount() - 1).text() == "What the rules scored"
    first = t.item(0, t.columnCount() - 1).text()
    assert " by " in first and ("doubled" in first or "no doubles" in first)
    assert "still to declare" in sheet.footer.text()
    assert "Doubles still owed" in sheet.footer.text()
    qtbot.keyClick(sheet, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not sheet.isVisible(), timeout=3_000)
    w.controller.shutdown()


def test_the_status_line_says_a_computer_waits_while_a_dialog_holds_the_play(
        qtbot, worker, home):
    w = make(qtbot, worker, speed="slow")
    open_past_its_summary(qtbot, w, record_after("barbu", 1))
    qtbot.waitUntil(lambda: w.controller.human_to_act() is None
                    and w.controller.to_act() is not None, timeout=10_000)
    dlg = w.open_score_sheet()
    qtbot.waitExposed(dlg)
    assert "waits until this dialog is closed" in w.turn_label.text()
    assert "thinking" not in w.turn_label.text()
    qtbot.keyClick(dlg, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: "waits" not in w.turn_label.text(), timeout=5_000)
    w.controller.shutdown()


def test_help_about_opened_from_the_menu_bar_names_every_registered_game(qtbot, worker, home):
    w = make(qtbot, worker)
    w.activateWindow()  # a menu bar opens its menus in the active window only
    qtbot.waitUntil(lambda: w.isActiveWindow(), timeout=3_000)
    bar = w.menuBar()
    help_menu = next(a.menu() for a in bar.actions() if a.text() == "&Help")
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(help_menu.menuAction()).center())
    qtbot.waitUntil(help_menu.isVisible, timeout=3_000)
    qtbot.mouseClick(help_menu, Qt.MouseButton.LeftButton,
                     pos=help_menu.actionGeometry(w.act_about).center())

    def about_box():
        return next((b for b in w.findChildren(QMessageBox)
                     if b.isVisible() and b.windowTitle() == "About Trick Table"), None)

    qtbot.waitUntil(lambda: about_box() is not None, timeout=3_000)
    box = about_box()
    for game in GAME_IDS:
        assert get_rules(game).title in box.text()
    import tricktable
    assert f"Version {tricktable.__version__}." in box.text()
    assert str(store.paths()["data_dir"]) in box.text()  # where the saved games are
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: about_box() is None, timeout=3_000)
    w.controller.shutdown()


def test_every_dialog_fits_a_1024_by_640_screen(qtbot, worker, home, monkeypatch):
    """On a 1024 x 640 screen the Rules window (760 x 680) had its Close button below the
    screen, and the statistics (600 px tall) reached past it. Each is opened as a person does
    (F1, Ctrl+H, the Game menu)
    with the screen the dialogs see made 1024 x 640 (the offscreen screen is 800 x 800)."""
    from PySide6.QtCore import QRect

    from tricktable.presentation.window_geometry import FRAME_H, FRAME_W
    from tricktable.ui import window_place
    from tricktable.ui.dialog_statistics import StatisticsDialog
    from tricktable.ui.dialogs import ScoreSheetDialog
    from tricktable.ui.rules_browser import RulesBrowser

    screen = QRect(0, 0, 1024, 640)
    monkeypatch.setattr(window_place, "screen_area", lambda _widget: screen)
    w = make(qtbot, worker)
    open_past_its_summary(qtbot, w, record_after("barbu", 2))
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)

    def fits(dlg) -> None:
        assert dlg.width() + FRAME_W <= screen.width(), type(dlg).__name__
        assert dlg.height() + FRAME_H <= screen.height(), type(dlg).__name__

    for key, mods, kind in [(Qt.Key.Key_F1, Qt.KeyboardModifier.NoModifier, RulesBrowser),
                            (Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier,
                             ScoreSheetDialog)]:
        w.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
        qtbot.keyClick(w, key, mods)
        qtbot.waitUntil(lambda kind=kind: isinstance(w.last_dialog, kind)
                        and w.last_dialog.isVisible(), timeout=3_000)
        fits(w.last_dialog)
        w.last_dialog.close()
    stats = next(a for a in w.menuBar().actions()[0].menu().actions()
                 if a.text().replace("&", "").startswith("Statistics"))
    stats.trigger()
    qtbot.waitUntil(lambda: isinstance(w.last_dialog, StatisticsDialog)
                    and w.last_dialog.isVisible(), timeout=3_000)
    fits(w.last_dialog)
    w.last_dialog.close()
    w.controller.shutdown()


def test_the_score_panels_phase_line_follows_nineteens_auction_into_the_contract(
        qtbot, worker, home):
    """Nineteen's phase line changes within a hand (the auction, then the contract and its
    stakes); the panel refreshed it only when a hand began or ended, and still said "The
    auction" while the declarer played. The person passes by a click; at their next decision
    the line names the contract."""
    w = show_window(qtbot, worker)
    load_at(qtbot, w, "nineteen", {"players": 4}, 0,
            lambda st: st.to_act == 0 and st.stage == "auction"
            and any(a.type == "pass" for a in st.legal_actions()))
    status = w.score_panel.status
    assert status.text().startswith("The auction:"), status.text()
    click_button(qtbot, w.table, "Pass")
    qtbot.waitUntil(lambda: w.controller.view().bid is not None
                    and w.controller.view().stage != "auction", timeout=20_000)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 or w.controller.awaiting_continue,
                    timeout=30_000)
    view = w.controller.view()
    bid = {"partnership": "Partnership", "preferred-3": "Preferred Three",
           "preferred-2": "Preferred Two", "preferred-1": "Preferred One", "solo": "Solo"}[view.bid]
    assert status.text().startswith(f"{bid} (stakes ×"), status.text()
    assert status.isVisible()
    w.controller.shutdown()


def test_the_last_trick_key_and_the_score_sheet_before_any_trick_say_hand_in_barbu(
        qtbot, worker, home):
    """L before the first trick said "No trick has been completed in this deal yet" in Barbu,
    whose score panel, summary and review all speak of hands; so did the empty score sheet."""
    for game, word in (("barbu", "hand"), ("heart-hunter", "deal")):
        w = make(qtbot, worker)
        w.controller.new_game(game, {}, [store.Seat("You", "human")] + [
            store.Seat(n, "computer") for n in ("West", "North", "East")], seed=3)
        w.activateWindow()
        qtbot.waitUntil(lambda w=w: QApplication.activeWindow() is w, timeout=3_000)
        qtbot.keyClick(w, Qt.Key.Key_L)
        toast = w.table.felt.toast
        qtbot.waitUntil(lambda toast=toast: toast.isVisible(), timeout=3_000)
        assert toast.text == f"No trick has been completed in this {word} yet."
        qtbot.keyClick(w, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # score sheet
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is not None, timeout=3_000)
        sheet = QApplication.activeModalWidget()
        said = [label.text() for label in sheet.findChildren(QLabel)]
        assert f"No {word} has been finished yet in this game." in said, said
        qtbot.keyClick(sheet, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3_000)
        w.controller.shutdown()


def test_renaming_yourself_under_a_deal_summary_keeps_it_and_play_goes_on(qtbot, worker, home):
    """Seen in the window: Settings → a new name → OK while a deal's summary showed. The table
    was rebuilt from the next deal, the summary was gone, and play waited for a "Next deal"
    that nothing on the table could press any more ("It is not your turn")."""
    from window_helpers import click_card, rename_in_settings

    w = make(qtbot, worker)
    load_at(qtbot, w, "heart-hunter", {}, 0,
            lambda st: st.to_act == 0 and st.hands[0].bit_count() == 1
            and len(st.view(0).trick) == 3)
    last = next(c for c in range(64) if w.controller.view().hands[0] >> c & 1)
    click_card(qtbot, w, last)
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary is not None and felt.summary_proxy.isVisible(),
                    timeout=10_000)
    rename_in_settings(qtbot, w, "Ada")
    qtbot.wait(100)
    assert felt.summary is not None and felt.summary_proxy.isVisible()
    assert felt.summary.rows[0].name == "Ada", "the summary says the new name"
    assert felt.plates[0].name == "Ada", "and so does the plate"
    assert w.controller.awaiting_continue and "read the summary" in w.turn_label.text()
    qtbot.keyClick(w.table, Qt.Key.Key_Return)  # "Next deal", as on the card
    qtbot.waitUntil(lambda: not w.controller.awaiting_continue and felt.summary is None,
                    timeout=5_000)
    qtbot.waitUntil(lambda: len(w.table.model.hands[0].items) == 13, timeout=10_000)
    w.controller.shutdown()


def test_play_again_after_renaming_yourself_seats_you_under_the_new_name(qtbot, worker, home):
    """A helper renamed themselves "Marta" in Settings mid-game: the table said Marta, but
    "Play again" at the game's end seated "You" again (it kept the seats it started with)."""
    from window_helpers import click_card, press_next_deal, record_where, rename_in_settings

    def last_card_ends_the_game(st) -> bool:
        if not (st.to_act == 0 and st.hands[0].bit_count() == 1 and len(st.view(0).trick) == 3):
            return False
        after = st.copy()
        after.apply(after.legal_actions()[0])
        return after.game_over

    docs = (record_where("heart-hunter", {"quick": True}, seed, 0, last_card_ends_the_game,
                         steps=3000) for seed in range(1, 30))
    doc = next(d for d in docs if d is not None)
    path = home / "near-the-end.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    w = make(qtbot, worker)
    assert w.open_record_file(path)  # as Game → Open does, once the file is chosen
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    rename_in_settings(qtbot, w, "Marta")
    last = next(c for c in range(64) if w.controller.view().hands[0] >> c & 1)
    click_card(qtbot, w, last)
    qtbot.waitUntil(lambda: w.controller.state.game_over
                    and w.table.felt.summary_proxy.isVisible(), timeout=10_000)
    press_next_deal(qtbot, w)  # the summary's "Play again"
    qtbot.waitUntil(lambda: not w.controller.state.game_over, timeout=5_000)
    assert w.controller.seats[0].name == "Marta"
    qtbot.waitUntil(lambda: w.table.felt.plates[0].name == "Marta", timeout=5_000)
    w.controller.shutdown()


def test_the_status_line_says_the_next_deal_is_dealt_not_to_read_a_summary_gone(qtbot, worker,
                                                                                 home):
    """Seen in the window: for the second the next deal's cards flew out, the status line still
    said "Deal 1 is over: read the summary, then “Next deal”", a summary no longer there."""
    from window_helpers import click_card

    w = make(qtbot, worker, speed="normal")
    load_at(qtbot, w, "heart-hunter", {}, 0,
            lambda st: st.to_act == 0 and st.hands[0].bit_count() == 1
            and len(st.view(0).trick) == 3)
    click_card(qtbot, w, next(c for c in range(64) if w.controller.view().hands[0] >> c & 1))
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary is not None and felt.summary_proxy.isVisible(),
                    timeout=10_000)
    qtbot.waitUntil(lambda: "read the summary" in w.turn_label.text(), timeout=5_000)
    qtbot.keyClick(w.table, Qt.Key.Key_Return)  # "Next deal", as on the card
    qtbot.waitUntil(lambda: not w.controller.awaiting_continue, timeout=5_000)
    assert not w.table.animations_idle(), "the new deal's cards are still flying"
    number = w.controller.facts().deal_number
    dealing = f"Dealing deal {number}…"
    assert w.turn_label.text() == dealing
    title = w.score_panel.deal.text()  # the deal being dealt, not "Deal 5 is over"
    assert title.startswith(f"Deal {number}") and "over" not in title, title
    qtbot.waitUntil(w.table.animations_idle, timeout=10_000)
    qtbot.waitUntil(lambda: w.turn_label.text() not in ("", dealing), timeout=10_000)
    assert "read the summary" not in w.turn_label.text()
    w.controller.shutdown()


def test_the_new_game_dialogs_help_lines_read_on_a_dark_desktop_theme(qtbot, home):
    """With a dark theme (KDE's Breeze Dark colours) the game's summary and each option's help
    were #5f6368 on #2a2e32, hard to make out: they take their shade from the theme now."""
    from PySide6.QtGui import QColor, QPalette
    app = QApplication.instance()
    old = app.palette()
    dark = QPalette(old)
    role = QPalette.ColorRole
    for r, colour in ((role.Window, "#2a2e32"), (role.WindowText, "#fcfcfc"),
                      (role.Base, "#1b1e20"), (role.Text, "#fcfcfc"),
                      (role.Button, "#31363b"), (role.ButtonText, "#fcfcfc")):
        dark.setColor(r, QColor(colour))
    app.setPalette(dark)
    try:
        dlg = _dialog(qtbot, "heart-hunter")
        image = dlg.summary.grab().toImage()
        back = QColor("#2a2e32").lightness()
        brightest = max(image.pixelColor(x, y).lightness() for x in range(image.width())
                        for y in range(image.height()))
        assert brightest - back > 100, "the help line stands out of the dark background"
    finally:
        app.setPalette(old)


def test_a_hint_asked_under_a_deal_summary_says_the_deal_is_over_and_covers_nothing(
        qtbot, worker, home):
    """H under a summary said "The cards are still moving: ask again when your turn comes" on a
    toast that stayed, over the summary's lines and half its "Next deal" button, and into the
    next deal."""
    w = watch_barbu_to_the_first_summary(qtbot, worker)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.keyClick(w, Qt.Key.Key_H)
    assert w.statusBar().currentMessage().startswith("The hand is over: a hint comes with")
    toast = w.table.felt.toast
    assert not toast.isVisible() or not toast.sceneBoundingRect().intersects(
        w.table.felt.summary_proxy.sceneBoundingRect())
    assert "still moving" not in toast.text


def test_a_computer_is_never_seated_as_you(qtbot, home):
    """A watched game said "You are thinking…" and "You took the window" of the computer in
    South's seat: its name field read "You" (not the person's own name, so Watch left it)."""
    from tricktable.ui.dialog_new_game import NewGameDialog

    settings = store.Settings(player_name="Ada")
    dlg = NewGameDialog(settings, "sheepshead")
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    name = dlg.seat_rows()[0][0]
    name.selectAll()
    qtbot.keyClicks(name, "You")
    qtbot.mouseClick(dlg.watch, Qt.MouseButton.LeftButton, pos=QPoint(8, dlg.watch.height() // 2))
    assert dlg.watch.isChecked()
    assert [s.name for s in dlg.seats()] == ["South", "West", "East"]


@pytest.mark.parametrize("size", [(960, 600), (1366, 768)])
def test_a_score_table_that_scrolls_cuts_no_row(qtbot, worker, home, size):
    """With the deal log open the score table scrolls once its rows outgrow their room: its
    first row showed half, cut under the names. It is as tall as a whole number of rows: the
    top row whole, the totals row whole at the bottom. (18 hands: the scores' room grows with
    their rows when the log opens, and 14 fitted at 1366 x 768.)"""
    w = show_window(qtbot, worker, size=size)
    open_past_its_summary(qtbot, w, record_after("barbu", 18))
    key_to_window(qtbot, w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.deal_log_panel is not None and w.deal_log_panel.isVisible(),
                    timeout=3_000)
    t = w.score_panel.table
    qtbot.wait(200)
    assert t.verticalScrollBar().isVisible(), "the test means a table that scrolls"
    top = t.rowAt(0)
    assert t.rowViewportPosition(top) == 0, (top, t.rowViewportPosition(top))
    last = t.rowCount() - 1
    assert t.rowViewportPosition(last) + t.rowHeight(last) <= t.viewport().height()
    w.controller.shutdown()
