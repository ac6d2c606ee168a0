"""What the window tests do the same way in many files: open a window as the person would see it,
wait until it is the person's turn with the table at rest, click a drawn card at a point where
it is really visible (not under its neighbour), as a mouse does, and write the record of a game
played at random up to a wanted position (loaded to start a test there)."""

from __future__ import annotations

import contextlib
import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from tricktable import settings as store
from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from tricktable.ui.main_window import MainWindow

#: fractions of a card's width and height tried, left to right then top to bottom, for a click
_CLICK_XS = (0.12, 0.25, 0.4, 0.55, 0.7, 0.85)
_CLICK_YS = (0.25, 0.5, 0.75)


def show_window(qtbot, worker, settings: store.Settings | None = None, speed: str = "instant",
                size: tuple[int, int] = (1280, 800)) -> MainWindow:
    """A main window with ``settings`` (defaults if None) at ``speed``, shown at ``size``."""
    s = settings or store.Settings()
    s.speed = speed
    w = MainWindow(s, worker=worker)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w


def person_and_computers() -> list[store.Seat]:
    """The seats most window tests play at: the person ("You") and three computers."""
    return [store.Seat("You", "human"), *(store.Seat(n, "computer") for n in
                                          ("West", "North", "East"))]


def start_a_game_the_person_moved_in(qtbot, window: MainWindow) -> None:
    """A Young Hunter game (seed 3) at ``person_and_computers`` in which the person has made
    one move: a game with the person's moves in it, so leaving it for a new one is asked."""
    c = window.controller
    window.start_game("young-hunter", {}, person_and_computers(), seed=3)
    wait_for_person(qtbot, window, timeout=30_000)
    c.submit(c.legal_actions()[0])  # a move of the person's: leaving it is asked


def wait_for_person(qtbot, window: MainWindow, player: int = 0, timeout: int = 10_000) -> None:
    """Wait until ``player`` (the person) is to act and nothing moves on the table."""
    qtbot.waitUntil(lambda: window.controller.human_to_act() == player
                    and window.table.animations_idle(), timeout=timeout)


def wait_turn_or_pass(qtbot, w: MainWindow, timeout: int = 10_000) -> None:
    """Until the pass screen shows, or a person is to act with the table at rest."""
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.pass_screen
                    or (w.controller.human_to_act() is not None and w.table.animations_idle()),
                    timeout=timeout)


def click_item(qtbot, table, item) -> None:
    """A real mouse click on a visible point of a drawn card."""
    rect = item.sceneBoundingRect()
    for fx in _CLICK_XS:
        for fy in _CLICK_YS:
            pt = table.mapFromScene(QPointF(rect.left() + rect.width() * fx,
                                            rect.top() + rect.height() * fy))
            if table.itemAt(pt) is item:
                qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pt)
                return
    pytest.fail(f"no visible point of {item.accessible_name()} to click")


def click_button(qtbot, table, label: str) -> None:
    """A real click on the decision panel's button of that label, where it is drawn."""
    button = next(b for b in table.panel.buttons if b.label == label)
    centre = button.rect().center()
    scene_pt = table.panel_proxy.mapToScene(QPointF(button.mapTo(table.panel, centre)))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.mapFromScene(scene_pt))


def click_card(qtbot, window: MainWindow, card: int) -> None:
    """A real mouse click on ``card`` in the person's hand."""
    own = window.table.model.hands[0].items
    click_item(qtbot, window.table, next(i for i in own if i.card == card))


def record_where(game: str, options: dict, seed: int, person: int, wanted, steps: int = 400,
                 prefer=None):
    """A record of a game played with random legal moves (among those ``prefer`` keeps, when
    any) up to the first position where ``wanted(state)`` holds, the person sitting as player
    ``person``; None if none came."""
    state = get_rules(game).new_game(seed, **options)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.game_over:
            return None
        if wanted(state):
            players = [{"name": "You", "kind": "human"} if i == person else
                       {"name": f"Bot {i}", "kind": "computer", "level": "rule"}
                       for i in range(state.num_players)]
            return make_record(state, players)
        legal = state.legal_actions()
        kept = [a for a in legal if prefer(a)] if prefer else []
        state.apply(rng.choice(kept or legal))
    return None


def first_record(game: str, options: dict, wanted, prefer=None, seeds=range(1, 40),
                 steps: int = 3000) -> dict:
    """The record of ``record_where`` (the person as player 0) from the first of ``seeds``
    where such a position comes up."""
    for seed in seeds:
        doc = record_where(game, options, seed, 0, wanted, steps=steps, prefer=prefer)
        if doc is not None:
            return doc
    raise AssertionError("no such position came up")


def load_at(qtbot, window: MainWindow, game: str, options: dict, person: int, wanted,
            seeds=range(1, 40)):
    """Open, in ``window``, the first record of ``record_where`` among ``seeds`` and wait for
    the person's turn with the table at rest."""
    for seed in seeds:
        doc = record_where(game, options, seed, person, wanted)
        if doc is not None:
            open_past_its_summary(qtbot, window, doc)
            qtbot.waitUntil(lambda: window.controller.human_to_act() == person
                            and window.table.animations_idle(), timeout=10_000)
            return doc
    pytest.fail("no such position came up")


def open_settings(qtbot, window: MainWindow):
    """Ctrl+, on the window once it is the active one, as a person opens Settings; the dialog,
    once it is the modal one (it runs its own loop: the test goes on while it is open)."""
    from PySide6.QtWidgets import QApplication

    from tricktable.ui.dialog_settings import SettingsDialog

    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3_000)
    qtbot.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), SettingsDialog),
                    timeout=3_000)
    return QApplication.activeModalWidget()


def hover_header_tip(qtbot, table, column: int) -> str:
    """The tool tip the mouse resting on a column's name brings up (the help event Qt sends
    the header after the mouse rests there: offscreen, no timer of the desktop sends it)."""
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    head = table.horizontalHeader()
    at = QPoint(head.sectionViewportPosition(column) + head.sectionSize(column) // 2,
                head.height() // 2)
    qtbot.mouseMove(head.viewport(), at)
    QApplication.sendEvent(head.viewport(), QHelpEvent(QEvent.Type.ToolTip, at,
                                                       head.viewport().mapToGlobal(at)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=2_000)
    tip = QToolTip.text()
    QToolTip.hideText()
    return tip


def assert_focus_ring_drawn(qtbot, dialog, widget, option_type, why: str,
                            timeout: int = 3_000) -> None:
    """``widget``, focused in ``dialog``, is drawn with the keyboard's focus ring: its style
    option (of ``option_type``) says focus by the keyboard, and it looks different once the
    dialog forgets that the keyboard moved the focus (as Qt does when a window is activated
    again). ``why`` is the failure's message."""
    from PySide6.QtWidgets import QStyle

    def drawn_focused() -> bool:
        option = option_type()
        option.initFrom(widget)
        return bool(option.state & QStyle.StateFlag.State_HasFocus
                    and option.state & QStyle.StateFlag.State_KeyboardFocusChange)

    qtbot.waitUntil(drawn_focused, timeout=timeout)
    ringed = widget.grab().toImage()
    dialog.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, False)
    assert widget.grab().toImage() != ringed, why


def rename_in_settings(qtbot, window: MainWindow, name: str) -> None:
    """Ctrl+, then the new name typed over the old one and Enter (OK), as a person renames
    themselves; returns once the settings dialog has closed."""
    from PySide6.QtWidgets import QApplication

    field = open_settings(qtbot, window).name
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, name)
    qtbot.keyClick(field, Qt.Key.Key_Return)  # OK, the dialog's default
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3_000)


def in_file_dialog(act) -> None:
    """Run ``act(dialog)`` in the next file dialog once it shows. The dialog runs its own event
    loop (the key that opens it returns only when it closes), so the person's part in it is
    scheduled before: ``act`` must close it, by keys or clicks, as a person would."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QFileDialog

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QFileDialog) and dialog.isVisible():
            QTimer.singleShot(15_000, dialog, dialog.reject)  # a test gone wrong fails, not hangs
            act(dialog)
        else:
            QTimer.singleShot(20, poll)
    QTimer.singleShot(0, poll)


def type_file_name(qtbot, dialog, name: str) -> None:
    """Type ``name`` into a file dialog's name box over what is there, and press Return. Typed
    again while the dialog, still reading its folder, puts its own text over it (as a person
    would who saw their words go)."""
    from PySide6.QtWidgets import QLineEdit
    box = dialog.findChild(QLineEdit, "fileNameEdit")
    for attempt in range(1, 6):
        qtbot.wait(100 * attempt)
        box.setFocus()
        box.selectAll()
        qtbot.keyClicks(box, name)
        qtbot.wait(50)
        if box.text() == name:
            break
    popup = box.completer().popup() if box.completer() is not None else None
    if popup is not None and popup.isVisible():  # the names that begin so: the typed one it is
        qtbot.keyClick(popup, Qt.Key.Key_Escape)
    qtbot.keyClick(box, Qt.Key.Key_Return)


@contextlib.contextmanager
def desktop_text(px: int):
    """The desktop's text at ``px`` pixels (a person who chose larger text) while the block
    runs, then as it was; 0 leaves it as it is."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    old = app.font()
    if px:
        font = app.font()
        font.setPixelSize(px)
        app.setFont(font)
    try:
        yield
    finally:
        app.setFont(old)


def play_shared_deal_to_its_summary(qtbot, w: MainWindow) -> None:
    """At a shared table, each pass screen confirmed and each person's first legal choice made
    until the deal's summary shows."""
    c, felt = w.controller, w.table.felt
    for _turn in range(200):
        qtbot.waitUntil(lambda: felt.summary is not None or w.stack.currentWidget()
                        is w.pass_screen or c.human_to_act() is not None, timeout=10_000)
        if felt.summary is not None:
            break
        if w.stack.currentWidget() is w.pass_screen:
            qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
        else:
            c.submit(c.legal_actions()[0])
    else:
        pytest.fail("the deal never ended")
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=10_000)


def press_next_deal(qtbot, w: MainWindow) -> None:
    """A real click on the deal summary's "Next deal" (or "Next hand"), where it is drawn."""
    felt, table = w.table.felt, w.table
    button = felt.summary_card.button
    inside = button.mapTo(felt.summary_proxy.widget(), button.rect().center())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.mapFromScene(felt.summary_proxy.mapToScene(QPointF(inside))))


def open_past_its_summary(qtbot, w: MainWindow, doc: dict) -> None:
    """Open ``doc`` and, when its last move scored a deal (whose summary shows again), press
    that summary's "Next deal" as a person does: the next deal goes on."""
    w.controller.load_record(doc)
    if w.controller.awaiting_continue:
        qtbot.waitUntil(lambda: w.table.felt.summary_proxy.isVisible(), timeout=5_000)
        press_next_deal(qtbot, w)
        qtbot.waitUntil(lambda: not w.controller.awaiting_continue, timeout=5_000)


def open_new_game(qtbot, window: MainWindow):
    """Ctrl+N pressed on the window, as a person does: the New game dialog it opens, shown."""
    from tricktable.ui.dialog_new_game import NewGameDialog

    key_to_window(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog),
                    timeout=3_000)
    dlg = QApplication.activeModalWidget()
    qtbot.waitExposed(dlg)
    return dlg


def key_to_window(qtbot, window: MainWindow, key, modifier=None) -> None:
    """A shortcut pressed on the window once it is the active one, as a person does."""
    from PySide6.QtWidgets import QApplication

    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3_000)
    qtbot.keyClick(window, key, modifier if modifier is not None
                   else Qt.KeyboardModifier.NoModifier)


def undo_key(qtbot, window: MainWindow, answer: str | None = "Yes") -> str:
    """Ctrl+Z pressed as a person does; at a pass screen whose Undo asks first whose move it
    takes back (``pass_screen.undo_asked``), its button starting with ``answer`` clicked (None:
    no question is expected). What the status bar says then."""
    from PySide6.QtWidgets import QMessageBox

    before = window.last_dialog
    key_to_window(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    box = window.last_dialog
    if answer is not None and isinstance(box, QMessageBox) and box is not before \
            and box.isVisible():
        button = next(b for b in box.buttons() if b.text().replace("&", "").startswith(answer))
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not box.isVisible(), timeout=3_000)
    return window.statusBar().currentMessage()


def restart_and_resume(qtbot, worker, window: MainWindow) -> MainWindow:
    """``window``'s game autosaved and the window closed, as the program quits; then a new
    window started and "Resume" clicked, as the person does at the next start. What comes back
    from disk is tested here, not the game kept in memory. The new window."""
    assert window.controller.flush_autosave()
    window.close()
    again = show_window(qtbot, worker)
    again.start()
    resume = next(b for b in again.resume_box.buttons() if b.text().replace("&", "") == "Resume")
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    return again


def press_review(qtbot, window: MainWindow):
    """Ctrl+R on the window, as a person presses it: the deal review that opens (its searched
    sheet may still be coming)."""
    from PySide6.QtWidgets import QApplication

    from tricktable.ui.dialog_review import ReviewDialog

    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3_000)
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(getattr(window, "last_dialog", None), ReviewDialog),
                    timeout=5_000)
    return window.last_dialog


def each_game_in(qtbot, dlg):
    """Step the New game dialog's game box through every game with the Down key, as a person
    does, from the first; yields each index once it is chosen."""
    dlg.game.setCurrentIndex(0)
    for i in range(dlg.game.count()):
        if i:
            dlg.game.setFocus()
            qtbot.keyClick(dlg.game, Qt.Key.Key_Down)
        qtbot.wait(20)
        assert dlg.game.currentIndex() == i
        yield i


def discard_as_a_person(qtbot, table, controller) -> int:
    """The first legal discard made as a person makes it: each card clicked in the hand, then
    the panel's confirm button. Returns the person's seat (the hand the cards left)."""
    seat = controller.view().seat
    cards = controller.legal_actions()[0].get("cards")
    for item in table.model.hands[seat].items:
        if cards >> item.card & 1:
            click_item(qtbot, table, item)
    click_button(qtbot, table, table.panel.confirm.label)
    return seat


def grabbed_with_and_without_focus(qtbot, button, before):
    """``button`` drawn with the keyboard on it (Tab from ``before``, the widget before it)
    and then without (Tab on): the two images a focus ring is found between."""
    from PySide6.QtCore import Qt

    before.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(before, Qt.Key.Key_Tab)
    assert button.hasFocus()
    ringed = button.grab()
    qtbot.keyClick(button, Qt.Key.Key_Tab)
    assert not button.hasFocus()
    return ringed, button.grab()


def ring_inks(with_ring, without, depth: int = 4) -> list:
    """The colours of the pixels within ``depth`` of a grabbed widget's edge that its focus
    ring changed (``grabbed_with_and_without_focus`` gives the two images)."""
    a, b = with_ring.toImage(), without.toImage()
    w, h = a.width(), a.height()
    near = [(x, y) for x in range(w) for y in range(h)
            if min(x, y, w - 1 - x, h - 1 - y) < depth]
    return [a.pixelColor(x, y) for x, y in near if a.pixelColor(x, y) != b.pixelColor(x, y)]


def dominoes_from_a_missing_rank(qtbot, worker) -> tuple[MainWindow, int]:
    """A Barbu window at normal speed, 1920 x 1080, where the person (0) declared Dominoes by
    clicks, from a rank they hold no card of (so their first turn is a pass): the window and
    that rank."""
    from tricktable.engine.cards import FRENCH

    players = [{"name": "You", "kind": "human"}] + [
        {"name": n, "kind": "computer", "level": "rule"} for n in ("West", "North", "East")]
    doc, rank = None, 0
    for seed in range(1, 200):
        st = get_rules("barbu").new_game(seed)
        missing = [r for r in range(2, 15)
                   if not any(st.hands[0] >> (16 * s + r) & 1 for s in range(4))]
        if st.declarer == 0 and missing:
            doc, rank = make_record(st, players), missing[0]
            break
    assert doc is not None, "no deal with the person declaring and a rank missing"
    w = show_window(qtbot, worker, store.Settings(), speed="normal", size=(1920, 1080))
    c, table = w.controller, w.table
    c.load_record(doc)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(), timeout=20_000)
    click_button(qtbot, table, "Dominoes…")
    click_button(qtbot, table, FRENCH.rank_codes[rank])
    return w, rank


def open_both_panels(qtbot, window: MainWindow) -> None:
    """The scores and the deal log beside the felt, as a person opens them (Ctrl+L for the
    log): the narrowest felt a window of its size has."""
    from PySide6.QtWidgets import QApplication

    if not window.dock.isVisible():
        window.dock.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3_000)
    if window.deal_log_panel is None or not window.deal_log_panel.isVisible():
        qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.deal_log_panel is not None
                    and window.deal_log_panel.isVisible(), timeout=3_000)
    qtbot.wait(100)


def one_move_from_the_end(game: str, options: dict, names: tuple[str, ...] = ()) -> dict:
    """A record of ``game`` played at random to its last move, that move a computer's forced
    one (the person sits after the player to move), ``record_where`` playing the same moves;
    its first players named ``names``."""
    for seed in range(1, 20):
        state, rng, moves = get_rules(game).new_game(seed, **options), random.Random(seed), 0
        while not state.game_over:
            state.apply(rng.choice(state.legal_actions()))
            moves += 1
        state, rng = get_rules(game).new_game(seed, **options), random.Random(seed)
        for _ in range(moves - 1):
            state.apply(rng.choice(state.legal_actions()))
        if len(state.legal_actions()) != 1:
            continue  # the computer could play a move that does not end the game
        person = (state.to_act + 1) % state.num_players
        count = iter(range(moves + 1))
        doc = record_where(game, options, seed, person,
                           lambda _st, n=count, last=moves - 1: next(n) == last,
                           steps=moves + 1)
        if doc is not None:
            for p, name in enumerate(names):
                doc["players"][p]["name"] = name
            return doc
    raise AssertionError("no game ended on a computer's forced move")


def first_tip_beside_both_panels(qtbot, worker, game: str, seats: list, size) -> MainWindow:
    """A window of ``size`` with tips on, ``game`` started (seed 5) with ``seats``, the scores
    and the deal log open, once the first tip has come for the person's first decision."""
    s = store.Settings()
    s.tips = True
    w = show_window(qtbot, worker, s, size=size)
    until_first_tip(qtbot, w, game, seats)
    return w


def until_first_tip(qtbot, w: MainWindow, game: str, seats: list) -> None:
    """``game`` started in ``w`` (tips on, seed 5) with ``seats``, the scores and the deal log
    open, waited for until the first tip has come for the person's first decision."""
    from PySide6.QtWidgets import QApplication

    w.start_game(game, {}, seats, seed=5)
    open_both_panels(qtbot, w)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=30_000)
    qtbot.waitUntil(lambda: w.tip_guide.visible, timeout=10_000)
    qtbot.waitUntil(lambda: not w.tip_guide._later.isActive(), timeout=5_000)
    QApplication.processEvents()
    qtbot.wait(50)


def play_cards(qtbot, w: MainWindow, count: int) -> list[dict]:
    """The person clicks ``count`` legal cards (the last legal each time); the record before
    each click, in order."""
    c = w.controller
    before = []
    for _ in range(count):
        wait_for_person(qtbot, w)
        before.append(c.record())
        legal = [a.card for a in c.legal_actions() if a.card >= 0]
        click_card(qtbot, w, legal[-1])
        done = len(c.state.deal_log.actions)
        qtbot.waitUntil(lambda done=done: len(c.state.deal_log.actions) > done, timeout=5_000)
    wait_for_person(qtbot, w)
    return before


def at_a_checked_bury(qtbot, worker) -> MainWindow:
    """A window with "Check my plays" on, the person having taken Sheepshead's window (the
    record of ``records.at_the_persons_window(2)``): their bury is the decision up, the table at
    rest."""
    from records import at_the_persons_window

    w = show_window(qtbot, worker, store.Settings(check_plays=True))
    w.controller.check_seconds = 30.0  # a busy test machine must not cut the check short
    w.controller.load_record(at_the_persons_window(2))
    wait_for_person(qtbot, w)
    click_button(qtbot, w.table, "Take the window")
    qtbot.waitUntil(lambda: (d := w.table.decisions.decision) is not None
                    and d.kind == "discard" and w.table.animations_idle(), timeout=10_000)
    return w


def wait_for_tip(qtbot, w: MainWindow, timeout: int = 30_000) -> None:
    """Until the person is to act with the table at rest and the tip due (if any) placed."""
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=timeout)
    # the guide places its tip a turn of the event loop later: on a loaded machine that turn
    # may come after one processEvents, so wait for its timer to have fired
    qtbot.waitUntil(lambda: not w.tip_guide._later.isActive(), timeout=timeout)
    QApplication.processEvents()
    qtbot.wait(20)


def open_by_menu_keys(qtbot, window: MainWindow, menu_key, entry_key, kind):
    """Alt+``menu_key``, then ``entry_key``, as a person opens a dialog without the mouse: the
    dialog of type ``kind`` that opens (modal or not), once it has the keys."""
    from PySide6.QtWidgets import QApplication

    key_to_window(qtbot, window, menu_key, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=3_000)
    qtbot.keyClick(QApplication.activePopupWidget(), entry_key)

    def opened():
        return next((w for w in QApplication.topLevelWidgets()
                     if isinstance(w, kind) and w.isVisible()), None)

    qtbot.waitUntil(lambda: opened() is not None, timeout=5_000)
    dlg = opened()
    dlg.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dlg, timeout=3_000)
    return dlg
