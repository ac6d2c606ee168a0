"""The felt's reading text follows the desktop's text size: a person who chose larger text got
larger dialogs, menus and score panel, and the same small decision panel and hints on the felt."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QLabel

from tricktable.settings import Seat
from window_helpers import desktop_text, show_window, wait_for_person


def _panel_title_px(w) -> int:
    title = w.table.panel.findChildren(QLabel)[0]
    return QFontInfo(title.font()).pixelSize()


def _at_the_announcement(qtbot, worker, **window):
    """A window on Young Hunter with the person left of the dealer: the first thing up is
    their announcement panel."""
    w = show_window(qtbot, worker, **window)
    seats = [Seat("You", "human"), Seat("West", "computer"), Seat("North", "computer"),
             Seat("East", "computer")]
    w.start_game("young-hunter", {}, seats, seed=5)
    wait_for_person(qtbot, w)
    qtbot.waitUntil(w.table.panel_proxy.isVisible, timeout=5_000)
    return w


def test_a_larger_desktop_text_makes_the_panel_hints_and_plates_larger_within_their_room(
        qtbot, worker, home):
    """The plates' words grow too, within the room each plate has (the table's own size
    unchanged): at the largest text size they had kept 10 px text with half a plate empty."""
    app = QApplication.instance()
    old = app.font()
    w = _at_the_announcement(qtbot, worker)
    try:
        plain_px, plain_w = _panel_title_px(w), w.table.panel_proxy.size().width()
        plates = w.table.felt.plates
        names_px = [plate.layout().name.font.px for plate in plates]
        base = w.table.model.lay.font_px

        larger = app.font()
        larger.setPixelSize(round(QFontInfo(old).pixelSize() * 1.45))
        app.setFont(larger)  # the desktop's text made larger while the game is up
        qtbot.waitUntil(lambda: w.table.model.text_scale > 1.2, timeout=3_000)
        qtbot.waitUntil(lambda: _panel_title_px(w) > plain_px * 1.2, timeout=3_000)
        assert w.table.panel_proxy.size().width() > plain_w
        assert w.table.model.lay.font_px == base, "the table keeps its size"
        qtbot.waitUntil(lambda: all(p.layout().name.font.px > px * 1.2
                                    for p, px in zip(plates, names_px, strict=True)),
                        timeout=3_000)
        lay = w.table.model.lay
        for plate in plates:
            room = lay.seat(plate.position).plate_room or lay.seat(plate.position).plate
            at = plate.mapRectToScene(plate._rect)
            assert room.y - 0.5 <= at.top() and at.bottom() <= room.bottom + 0.5
            laid = plate.layout()
            assert not any(line.text.endswith("…") for line in laid.lines), laid.lines

        qtbot.keyClick(w.table, Qt.Key.Key_H)  # a hint, in the larger text too
        toast = w.table.felt.toast
        qtbot.waitUntil(lambda: toast.isVisible() and toast.text.startswith("Hint:"),
                        timeout=15_000)
        assert toast.boundingRect().width() <= w.table.model.lay.toast.w + 1
    finally:
        app.setFont(old)
        w.controller.shutdown()
    qtbot.waitUntil(lambda: w.table.model.text_scale == 1.0, timeout=3_000)


def _three_to_declare(st) -> bool:
    """The person declares with a contra on the bid and two other things on offer (the panel
    of the screenshot: "Contra the bid", "Slam", "Eight Trumps")."""
    if st.to_act != 0:
        return False
    said = {t for a in st.legal_actions() if a.type == "declare"
            for t in (*a.get("declarations", ()), *a.get("contras", ()))}
    return "bid" in said and len(said) == 3


def test_under_a_larger_desktop_text_a_small_tables_panel_shows_every_label_whole(
        qtbot, make_table):
    """In a 1024 x 640 window with the desktop's text at 19 px (the table about 728 x 583
    beside a score panel of four "Computer N"), Nineteen's declaration panel was wider than its
    room: Qt squeezed its buttons and cut "Contra the bid" to "Contra the …". The panel's text
    gets smaller first now."""
    from tricktable.presentation import text_boxes as tb
    from tricktable.ui.action_panel import MEASURE, ChoiceButton
    from window_helpers import record_where

    with desktop_text(19):
        c, table = make_table(size=(728, 583))
        doc = next(d for seed in range(1, 40) if (d := record_where(
            "nineteen", {"players": 4}, seed, 0, _three_to_declare)) is not None)
        c.load_record(doc)
        qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle()
                        and table.panel_proxy.isVisible(), timeout=10_000)
        # never wider than its room: squeezed, its buttons cut their labels
        assert table.panel.sizeHint().width() <= table.model.lay.panel.w + 0.5
        buttons = table.panel.findChildren(ChoiceButton)
        assert any(b.label.startswith("Contra") for b in buttons)
        for b in buttons:
            title_f = tb.button_fonts(b._px)[0]
            room = b.width() - tb.button_frame(b._px) + 4
            assert MEASURE.elide(title_f, b.label, room) == b.label, (b.label, b.width())


def test_at_the_largest_text_a_tall_panel_grows_up_rather_than_shrink_its_text(
        qtbot, worker, home):
    """Young Hunter's announcement panel (two rows of choices) at the largest text size shrank
    its text to the table's own size to keep to the panel's usual height: its choices read
    smaller than the Contra panel's three (a tester). Its text now shrinks only a little from
    the size chosen, the panel growing upward instead."""
    from window_helpers import key_to_window

    w = _at_the_announcement(qtbot, worker, size=(1280, 800))
    try:
        for _ in range(3):  # Ctrl++ to the largest
            key_to_window(qtbot, w, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
        lay = w.table.model
        qtbot.waitUntil(lambda: lay.text_scale >= 1.4, timeout=3_000)
        # a little smaller than the text chosen (steps of 0.95 down to 0.86 of it), far above
        # the table's own size it came down to
        qtbot.waitUntil(lambda: w.table.panel._px >= 0.8 * lay.lay.text_px, timeout=3_000)
        assert w.table.panel._px > 1.2 * lay.lay.font_px
        assert len(w.table.panel.buttons) + len(w.table.panel.toggles) >= 4, "two rows"
        panel = w.table.panel_proxy.sceneBoundingRect()
        hand_top = min(item.sceneBoundingRect().top() for item in lay.hands[0].items)
        assert panel.bottom() <= hand_top + 1, "never over the hand"
    finally:
        w.text_size.apply("usual")
        w.controller.shutdown()


def test_at_the_largest_text_a_small_tables_tall_panel_never_lies_over_the_hand(
        qtbot, worker, home):
    """Barbu's contract choice (four rows of choices) at the largest text size in a small window
    grew up past the centre's top and lay over the top of the hand, its ranks hidden (a
    tester at 1024 x 640): where growing up is not enough, its text shrinks further."""
    from window_helpers import key_to_window, load_at

    w = show_window(qtbot, worker, size=(800, 560))
    try:
        load_at(qtbot, w, "barbu", {}, 0, lambda st: st.to_act == 0 and any(
            a.type == "choose-contract" for a in st.legal_actions()))
        qtbot.waitUntil(w.table.panel_proxy.isVisible, timeout=5_000)
        for _ in range(3):  # Ctrl++ to the largest
            key_to_window(qtbot, w, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
        model = w.table.model
        qtbot.waitUntil(lambda: model.text_scale >= 1.4, timeout=3_000)
        qtbot.wait(200)
        assert len(w.table.panel.buttons) >= 7, "the seven contracts"
        panel = w.table.panel_proxy.sceneBoundingRect()
        hand_top = min(item.sceneBoundingRect().top() for item in model.hands[0].items)
        assert panel.bottom() <= hand_top + 1, (panel, hand_top)
    finally:
        w.text_size.apply("usual")
        w.controller.shutdown()
