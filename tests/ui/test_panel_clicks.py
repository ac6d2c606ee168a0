"""Panel buttons clicked the way a person clicks them: a mouse press and release on the table's
viewport at the button's drawn position, so the event travels view -> scene -> proxy -> button
and back out again. A button that rebuilds its own panel must not be deleted while that event is
still being delivered (a real click on Barbu's "Trump…" used to kill the program)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsProxyWidget, QWidget

from tricktable.controller import GameController
from tricktable.engine.cards import FRENCH
from tricktable.engine.record_write import make_record
from tricktable.settings import Seat
from tricktable.ui.table_view import TableView


def seats(n: int) -> list[Seat]:
    return [Seat("You", "human")] + [Seat(f"Bot {i}", "computer") for i in range(1, n)]


def view_point(table: TableView, proxy: QGraphicsProxyWidget, widget: QWidget) -> QPoint:
    """Where ``widget`` (inside the proxy's widget) is drawn, in viewport coordinates."""
    inside = widget.mapTo(proxy.widget(), QPoint(widget.width() // 2, widget.height() // 2))
    return table.mapFromScene(proxy.mapToScene(QPointF(inside)))


def click_in_view(qtbot, table: TableView, proxy: QGraphicsProxyWidget, widget: QWidget) -> None:
    pt = view_point(table, proxy, widget)
    qtbot.mouseMove(table.viewport(), pt)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pt)
    QApplication.processEvents()


def panel_button(table: TableView, label: str):
    return next(b for b in table.panel.buttons if b.label == label)


def test_a_real_click_on_trump_opens_the_suits_without_deleting_the_clicked_button(
        make_table, qtbot):
    c, table = make_table()
    c.new_game("barbu", {}, seats(4), seed=9)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(), timeout=10_000)
    for _ in range(3):
        click_in_view(qtbot, table, table.panel_proxy, panel_button(table, "Trump…"))
        assert [b.label for b in table.panel.buttons][-1] == "Back"
        click_in_view(qtbot, table, table.panel_proxy, panel_button(table, "Back"))
        assert table.panel.buttons[0].label == "No Queens"
    click_in_view(qtbot, table, table.panel_proxy, panel_button(table, "Dominoes…"))
    click_in_view(qtbot, table, table.panel_proxy, table.panel.buttons[0])
    qtbot.waitUntil(lambda: "Dominoes" in (c.view().contract_title or ""),
                    timeout=5_000)


def skip_doubling(qtbot, c: GameController, table: TableView) -> None:
    """Answer the person's doubling turns with their "No double"/"No redouble" button."""
    for _ in range(6):
        qtbot.waitUntil(lambda: table.animations_idle() and (
            c.human_to_act() == 0 or c.view().stage == "dominoes"), timeout=10_000)
        if c.view().stage == "dominoes":
            return
        skip = table.panel.buttons[-1]
        assert skip.label.startswith("No ")
        click_in_view(qtbot, table, table.panel_proxy, skip)
    raise AssertionError("doubling never ended")


def test_the_dominoes_declarer_is_offered_a_pass_on_the_first_turn_though_a_card_fits(
        make_table, qtbot):
    c, table = make_table()
    c.new_game("barbu", {}, seats(4), seed=9)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(), timeout=10_000)
    click_in_view(qtbot, table, table.panel_proxy, panel_button(table, "Dominoes…"))
    hand = c.view().hands[0]
    held = {FRENCH.rank_codes[card & 15] for card in range(64) if hand >> card & 1}
    rank_button = next(b for b, choice in zip(table.panel.buttons, table.decisions.decision.choices,
                                                          strict=False)
                       if choice.action is not None and choice.action.get("start_rank") in held)
    click_in_view(qtbot, table, table.panel_proxy, rank_button)
    skip_doubling(qtbot, c, table)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(), timeout=10_000)
    types = {a.type for a in c.legal_actions()}
    assert types == {"play", "pass"}, "the engine offers the declarer's first-turn pass"
    assert table.panel_proxy.isVisible()
    assert table.decisions.decision.title == "Play a card or pass"
    assert [b.label for b in table.panel.buttons] == ["Pass"]
    click_in_view(qtbot, table, table.panel_proxy, table.panel.buttons[0])
    qtbot.waitUntil(lambda: any(p == 0 and a.type == "pass"
                                for p, _q, a in c.state.deal_log.actions), timeout=5_000)
    assert c.view().hands[0] == hand


def _forced_double_record() -> dict:
    """A Barbu game, played headless, stopped where player 0 must double the declarer (they
    never doubled them before): the doubles they owe equal the hands left."""
    import random

    from tricktable.games.registry import get_rules
    st = get_rules("barbu").new_game(seed=0)
    rnd = random.Random(0)
    for _ in range(20_000):
        legal = st.legal_actions()
        if st.to_act == 0 and legal[0].type == "double":
            if st.declarer != 0 and len(legal) > 1 and all(
                    st.declarer in (a.get("targets") or ()) for a in legal):
                players = [{"name": "You", "kind": "human"}] + [
                    {"name": f"Bot {i}", "kind": "computer", "level": "club"}
                    for i in range(1, 4)]
                return make_record(st, players)
            st.apply(next(a for a in legal if not a.get("targets")))
        else:
            st.apply(rnd.choice(legal))
    raise AssertionError("no forced double came up")


def test_the_double_button_is_greyed_with_the_reason_for_a_choice_the_rules_forbid(
        make_table, qtbot):
    c, table = make_table()
    c.load_record(_forced_double_record())
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(), timeout=10_000)
    declarer = c.view().declarer
    panel = table.panel
    assert panel.decision.kind == "toggles"
    mine = next(t for t in panel.toggles if t.property("key") == declarer)
    assert mine.isChecked(), "the forced double's declarer is set as the panel opens"
    click_in_view(qtbot, table, table.panel_proxy, mine)  # the person lets it go
    other = next(t for t in panel.toggles if t.property("key") != declarer)
    click_in_view(qtbot, table, table.panel_proxy, other)
    assert other.isChecked() and not mine.isChecked()
    assert not panel.confirm.isEnabled()
    assert "You must double the declarer" in table.felt.toast.text
    assert "takings" not in table.felt.toast.text
    assert "You must double the declarer" in panel.confirm.toolTip()
    click_in_view(qtbot, table, table.panel_proxy, mine)
    assert panel.confirm.isEnabled()
    click_in_view(qtbot, table, table.panel_proxy, panel.confirm)
    qtbot.waitUntil(lambda: any(p == 0 and a.type == "double"
                                for p, _q, a in c.state.deal_log.actions), timeout=5_000)


# --------------------------------------------------------------------------- the window's place
def test_a_first_start_takes_most_of_the_screen_centred():
    from tricktable.presentation.window_geometry import EDGE_H, EDGE_W, first_place
    x, y, w, h = first_place((0, 30, 2560, 1410), 960, 600)
    assert (w, h) == (2176, 1198)
    # centred with its frame: the side borders and the title bar with the bottom border
    fx, fy, fw, fh = x - EDGE_W // 2, y - (EDGE_H - EDGE_W // 2), w + EDGE_W, h + EDGE_H
    assert fx + fw // 2 in (1279, 1280) and abs(fy + fh // 2 - (30 + 705)) <= 1
    assert first_place((0, 0, 1024, 640), 960, 600)[2:] == (960, 600)


def press(qtbot, w, key) -> None:
    """A key press on the active window, as the keyboard delivers it (shortcuts included)."""
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.keyClick(w, key)


def test_f11_toggles_full_screen_and_esc_leaves_it(qtbot, worker, home):
    from tricktable import settings as store
    from tricktable.ui.main_window import MainWindow
    w = MainWindow(store.Settings(), worker=worker)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    press(qtbot, w, Qt.Key.Key_F11)
    qtbot.waitUntil(w.isFullScreen, timeout=3_000)
    press(qtbot, w, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not w.isFullScreen(), timeout=3_000)
    press(qtbot, w, Qt.Key.Key_F11)
    qtbot.waitUntil(w.isFullScreen, timeout=3_000)
    press(qtbot, w, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not w.isFullScreen(), timeout=3_000)
    w.controller.shutdown()


def window_as_started(qtbot, worker, settings=None):
    """A main window as the program starts one: sized and placed from ``settings``, shown."""
    from tricktable import settings as store
    from tricktable.ui.main_window import MainWindow
    w = MainWindow(settings or store.Settings(), worker=worker)
    qtbot.addWidget(w)
    w.restore_size()
    w.show()
    qtbot.waitExposed(w)
    return w


def test_the_window_size_and_place_are_kept_between_runs(qtbot, worker, home):
    from tricktable import settings as store
    from tricktable.presentation.window_frame import GUESSED
    from tricktable.ui.main_window import MainWindow
    first = window_as_started(qtbot, worker)
    first.resize(1000, 640)
    first.move(12, 34)
    qtbot.wait(50)
    first.close()
    saved, _msgs = store.load_settings()
    assert saved.window["width"] == 1000 and saved.window["height"] == 640
    assert "x" in saved.window and "y" in saved.window
    second = MainWindow(saved, worker=worker)
    qtbot.addWidget(second)
    second.restore_size()
    area = second.screen().availableGeometry()  # a saved size never exceeds the screen,
    # its frame counted as measured when the window was shown (else as guessed)
    left, top, right, bottom = saved.window.get("frame") or GUESSED
    assert (second.width(), second.height()) == (min(1000, area.width() - left - right),
                                                 min(640, area.height() - top - bottom))
    second.controller.shutdown()


class SmallScreen:
    """A screen's free area as a 1366 x 768 laptop scaled to 150% gives it, less a panel."""

    def __init__(self, real) -> None:
        self.real = real

    def availableGeometry(self):
        from PySide6.QtCore import QRect
        return QRect(0, 0, 911, 480)

    def virtualSiblings(self):
        return [self]


def test_on_a_screen_smaller_than_its_minimum_the_window_fits_the_screen(qtbot, worker, home):
    """With its 960 x 600 minimum the window was larger than such a screen: its title bar above
    the top edge (out of reach of the mouse) and the hand below the bottom. It fits it now, on a
    first start and with a larger size saved from a larger screen."""
    from tricktable import settings as store
    from tricktable.presentation.window_geometry import EDGE_H, EDGE_W
    from tricktable.ui.main_window import MainWindow
    for saved in ({}, {"x": 40, "y": 30, "width": 1500, "height": 900}):
        w = MainWindow(store.Settings(window=dict(saved)), worker=worker)
        qtbot.addWidget(w)
        small = SmallScreen(w.screen())
        w.screen = lambda small=small: small
        w.restore_size()
        assert w.minimumWidth() + EDGE_W <= 911 and w.minimumHeight() + EDGE_H <= 480
        # the window with its frame: side borders, and the title bar with the bottom border
        # (a saved place is the contents' too: ``window_place.restore``)
        frame = (w.x() - EDGE_W // 2, w.y() - (EDGE_H - EDGE_W // 2))
        assert frame[0] >= 0 and frame[1] >= 0
        assert frame[0] + w.width() + EDGE_W <= 911 and frame[1] + w.height() + EDGE_H <= 480
        w.controller.shutdown()


def test_a_window_moved_onto_a_smaller_screen_may_shrink_to_fit_it(qtbot, worker, home):
    """Dragged onto a smaller (or more scaled) screen, the window kept the minimum of the
    screen it started on and could not be made to fit the new one."""
    from tricktable import settings as store
    from tricktable.presentation.window_geometry import EDGE_H, EDGE_W
    from tricktable.ui.main_window import MainWindow
    w = MainWindow(store.Settings(), worker=worker)
    qtbot.addWidget(w)
    w.restore_size()
    w.show()
    qtbot.waitExposed(w)
    small = SmallScreen(w.screen())
    w.screen = lambda: small  # the screen it is dragged onto
    w.move(w.x() + 5, w.y() + 5)
    qtbot.waitUntil(lambda: w.minimumWidth() + EDGE_W <= 911
                    and w.minimumHeight() + EDGE_H <= 480, timeout=3_000)
    w.controller.shutdown()


def test_a_resized_window_is_kept_before_it_closes_so_a_kill_loses_no_resize(
        qtbot, worker, home):
    """The size and place were written only as the window closed: a run killed or crashed
    came back at the size it had before. A second after a resize or a move they are written."""
    from tricktable import settings as store
    w = window_as_started(qtbot, worker)
    w.resize(1010, 650)

    def kept() -> dict:
        return store.load_settings()[0].window if store.paths()["settings"].exists() else {}
    qtbot.waitUntil(lambda: (kept().get("width"), kept().get("height")) == (1010, 650),
                    timeout=5_000)
    w.resize(990, 630)
    qtbot.wait(300)
    assert kept()["width"] == 1010, "written once the resizing has stopped, not at every step"
    qtbot.waitUntil(lambda: kept().get("width") == 990, timeout=5_000)
    w.controller.shutdown()


def test_the_deal_log_and_the_score_panel_come_back_as_they_were_left(qtbot, worker, home):
    """The deal log, opened with Ctrl+L, was gone at the next start, and a score panel hidden
    with F9 came back: both are kept with the window now."""
    from tricktable import settings as store
    first = window_as_started(qtbot, worker)
    first.new_game_from_settings()
    qtbot.waitUntil(lambda: first.controller.facts() is not None, timeout=5_000)
    first.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is first, timeout=3_000)
    qtbot.keyClick(first, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(first, Qt.Key.Key_F9)
    assert first.deal_log_panel is not None and first.deal_log_panel.isVisible()
    assert first.dock.isHidden()
    first.close()
    saved, _msgs = store.load_settings()
    assert saved.window["log"] is True and saved.window["scores"] is False
    second = window_as_started(qtbot, worker, saved)
    assert second.dock.isHidden() and not second.act_log.isChecked()
    second.new_game_from_settings()  # the log shows again once there is a game to log
    qtbot.waitUntil(lambda: second.deal_log_panel is not None
                    and second.deal_log_panel.isVisible(), timeout=5_000)
    assert second.act_log.isChecked()
    second.controller.shutdown()


def test_the_last_trick_closes_on_a_click_on_its_title_or_its_cards(make_table, qtbot):
    c, table = make_table()
    c.new_game("heart-hunter", {}, seats(4), seed=5)
    while True:
        qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(),
                        timeout=10_000)
        if c.view().tricks:
            break
        c.submit(c.legal_actions()[0])
    for target in ("title", "card", "veil"):
        table.felt.show_last_trick()
        assert table.felt.overlay
        shade, title = table.felt.overlay[0], table.felt.overlay[1]
        card = next(i for i in table.felt.overlay if hasattr(i, "card"))
        item = {"title": title, "card": card, "veil": shade}[target]
        rect = item.sceneBoundingRect()
        point = rect.center() if target != "veil" else rect.topLeft() + QPointF(5, 5)
        pt = table.mapFromScene(point)
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pt)
        assert not table.felt.overlay, f"a click on the {target} left the last trick up"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1116, 786), (1920, 1080)])
def test_the_trump_suits_and_back_show_their_names_whole(make_table, qtbot, size):
    """Barbu's second step lays five buttons in one row: each must be as wide as its name
    ("♦ Diamonds" was cut to "♦ Diamon…": the rows were counted without the buttons' frames)."""
    from PySide6.QtGui import QFontMetricsF

    c, table = make_table(size=size)
    c.new_game("barbu", {}, seats(4), seed=9)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(), timeout=10_000)
    click_in_view(qtbot, table, table.panel_proxy, panel_button(table, "Trump…"))
    labels = [b.label for b in table.panel.buttons]
    assert any("Diamonds" in label for label in labels) and labels[-1] == "Back"
    for b in table.panel.buttons:
        room = b.width() - 2 * b._px * 0.7 - 3
        assert QFontMetricsF(b._title_f).horizontalAdvance(b.label) <= room, b.label


@pytest.mark.parametrize("label", ["Review this hand", "Review this deal", "Next hand",
                                   "Play again"])
def test_a_button_given_a_width_still_draws_its_whole_label(qtbot, label):
    """Seen on a Nineteen summary at 1280 x 1024: "Review this ha…". The summary's buttons are
    given a width in ems made for "deal"; the label wants more at most font sizes. A width
    asked for is now the least a button takes, never a cut in its label."""
    from tricktable.presentation import felt_colours as fc
    from tricktable.presentation import text_boxes as tb
    from tricktable.ui.action_panel import MEASURE, ChoiceButton

    look = fc.button_look(checked=False, primary=False, on_light=True, hover=False,
                          enabled=True, focused=False)
    for tenths in range(80, 300, 5):
        px = tenths / 10
        button = ChoiceButton(label, "", px * 0.9, width=px * 8, on_light=True)
        qtbot.addWidget(button)
        button.resize(button.sizeHint())
        drawn = tb.button(label, "", button.width(), button.height(), px * 0.9, look,
                          MEASURE)[1]
        assert drawn[0].text == label, (px, drawn[0].text)


def _forced_dominoes_pass(person: int) -> dict:
    """A record of Barbu at a Dominoes turn of ``person`` where no card fits: a pass only."""
    from window_helpers import record_where

    def forced_pass(state) -> bool:
        return (state.stage == "dominoes" and state.to_act == person
                and [a.type for a in state.legal_actions()] == ["pass"])

    def dominoes(action) -> bool:
        return action.type != "choose-contract" or action.get("contract") == "dominoes"

    return next(d for seed in range(1, 60)
                if (d := record_where("barbu", {}, seed, person, forced_pass, prefer=dominoes)))


def test_a_forced_dominoes_pass_greys_the_whole_hand(make_table, qtbot):
    """"No card fits a row": every card of the hand was drawn bright, where everywhere else a
    card that cannot be played is greyed. The whole hand is greyed now; it is bright again once
    a card fits."""
    doc = _forced_dominoes_pass(0)
    c, table = make_table()
    c.load_record(doc)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(), timeout=10_000)
    assert table.decisions.decision.title == "No card fits a row"
    hand = table.model.hands[0].items
    assert hand and all(item.dimmed for item in hand)
    assert table.panel.buttons == []  # no Pass to press: it is made for the person
    for _ in range(40):  # on until a card of the person's fits a row again
        qtbot.waitUntil(lambda: (c.human_to_act() == 0 and table.animations_idle())
                        or c.state.stage != "dominoes", timeout=10_000)
        if c.state.stage != "dominoes":
            break
        if any(a.type == "play" for a in c.legal_actions()):
            playable = {a.card for a in c.legal_actions() if a.type == "play"}
            assert all(item.dimmed == (item.card not in playable)
                       for item in table.model.hands[0].items)
            break
        assert all(item.dimmed for item in table.model.hands[0].items)
        done = len(c.state.deal_log.actions)
        qtbot.waitUntil(lambda d=done: len(c.state.deal_log.actions) > d, timeout=10_000)


def test_at_a_shared_table_a_forced_dominoes_pass_needs_no_device_handed_over(
        make_table, qtbot):
    """Bea, with no card that fits a row, was handed the device ("Pass the device to Bea",
    "I am Bea") only to press the one button there was. Her forced pass goes through as the
    dummy's forced discard does, said at her seat and in the log; a choice still needs her."""
    doc = _forced_dominoes_pass(2)
    doc["players"] = [{"name": "Ann", "kind": "human"},
                      {"name": "West", "kind": "computer", "level": "rule"},
                      {"name": "Bea", "kind": "human"},
                      {"name": "East", "kind": "computer", "level": "rule"}]
    c, _table = make_table()
    handed: list[int] = []
    c.passTo.connect(handed.append)
    done = len(doc["deals"][-1]["actions"])
    c.load_record(doc)
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) > done, timeout=10_000)
    player, _pos, action = c.state.deal_log.actions[done]
    assert (player, action.type) == (2, "pass")
    assert 2 not in handed[:1], "the device was handed to Bea for her forced pass"
    qtbot.waitUntil(lambda: c.awaiting_pass is not None, timeout=20_000)
    assert [a.type for a in c.legal_actions()] != ["pass"], "a choice still needs its person"
    c.shutdown()
