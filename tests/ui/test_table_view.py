"""The table (ui/table_view.py) on the real controller, offscreen: the deal on the table, playing
by mouse and keyboard, the engine's reasons for illegal cards, Young Hunter's announcement panel,
a whole computer game at instant speed with the table attached (and at fast speed with its
animations), the deal summary, and renders at 1024x640 and 3840x2160 with everything inside."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt

from tricktable.controller import GameController
from tricktable.engine.protocol import PLAY
from tricktable.engine.record import replay
from tricktable.games.registry import available_games, get_rules
from tricktable.settings import Seat
from tricktable.ui.table_view import TableView
from window_helpers import click_item

GAME_TIMEOUT_MS = 60_000


def seats(n: int, human: bool = True) -> list[Seat]:
    out = [Seat(f"Bot {i}", "computer") for i in range(n)]
    if human:
        out[0] = Seat("You", "human")
    return out


def wait_for_person(qtbot, c: GameController, table: TableView) -> None:
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(), timeout=10_000)


def to_a_follow_turn(qtbot, c: GameController, table: TableView) -> None:
    """Play the person's lowest legal card until a turn where some held cards are illegal."""
    for _ in range(60):
        wait_for_person(qtbot, c, table)
        if c.view().trick and len(c.legal_actions()) < c.view().hands[0].bit_count():
            return
        assert c.submit(c.legal_actions()[0]) is None
    pytest.fail("no turn with an illegal card came up")


def test_the_deal_shows_every_seat_its_cards(make_table, qtbot):
    c, table = make_table()
    c.new_game("heart-hunter", {}, seats(4), seed=7)
    qtbot.waitUntil(table.animations_idle, timeout=5_000)
    view = c.view()
    assert len(table.felt.plates) == 4
    for p in range(4):
        items = table.model.hands[p].items
        assert len(items) == view.hand_sizes[p] >= 12
        assert all(i.face_up == (p == 0) for i in items)
    own = table.model.hands[0].items
    assert {i.card for i in own} == {c for c in range(64) if view.hands[0] >> c & 1}
    assert own[0].accessible_name().endswith(("Spades", "Hearts", "Clubs", "Diamonds"))

    c.new_game("heart-hunter", {"players": 3}, seats(3), seed=7)
    qtbot.waitUntil(table.animations_idle, timeout=5_000)
    assert len(table.felt.plates) == 3
    assert [len(table.model.hands[p].items) for p in range(3)] == c.view().hand_sizes
    assert {table.model.lay.seat(p).side for p in range(3)} == {"bottom", "left", "right"}


def test_clicking_cards_plays_or_explains(make_table, qtbot):
    c, table = make_table()
    c.new_game("heart-hunter", {}, seats(4), seed=5)
    to_a_follow_turn(qtbot, c, table)
    legal = {a.card for a in c.legal_actions()}
    hand = table.model.hands[0].items
    illegal = next(i for i in hand if i.card not in legal)
    playable = next(i for i in hand if i.card in legal)
    assert illegal.dimmed and not playable.dimmed and playable.interactive

    before = c.view()
    reason = c.state.why_illegal(PLAY[illegal.card])
    with qtbot.waitSignal(c.message, timeout=2_000) as said:
        click_item(qtbot, table, illegal)
    assert said.args == [reason]
    assert table.felt.toast.isVisible() and table.felt.toast.text == reason
    assert c.view() == before, "an illegal card changes nothing"

    card = playable.card
    click_item(qtbot, table, playable)
    qtbot.waitUntil(lambda: all(i.card != card for i in table.model.hands[0].items), timeout=5_000)
    assert not c.view().hands[0] >> card & 1
    assert any(i.card == card for i in table.model.trick.items) or c.view().trick == [] \
        or table.model.last_trick


def test_keyboard_picks_and_plays_a_card(make_table, qtbot):
    c, table = make_table()
    c.new_game("heart-hunter", {}, seats(4), seed=5)
    to_a_follow_turn(qtbot, c, table)
    table.setFocus()
    legal = {a.card for a in c.legal_actions()}
    target = next(k for k, i in enumerate(table.model.hands[0].items) if i.card in legal)
    card = table.model.hands[0].items[target].card
    # the first press shows the focus on the first card that may be played
    qtbot.keyClick(table, Qt.Key.Key_Right)
    focused = [i for i in table.model.hands[0].items if i.focused]
    assert [i.card for i in focused] == [card]
    assert c.rules.codec.name(card) in table.accessibleDescription()
    with qtbot.waitSignal(table.hintRequested, timeout=1_000):
        qtbot.keyClick(table, Qt.Key.Key_H)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not c.view().hands[0] >> card & 1, timeout=5_000)


@pytest.mark.skipif("young-hunter" not in available_games(), reason="Young Hunter not installed")
def test_young_hunter_panel_offers_the_allowed_takings(make_table, qtbot):
    c, table = make_table()
    c.new_game("young-hunter", {"contra": True}, seats(4), seed=3)
    wait_for_person(qtbot, c, table)
    legal = c.legal_actions()
    assert all(a.type == "announce" for a in legal)
    allowed = {jack: kind for a in legal for jack, kind in a.get("takings")}
    panel = table.panel
    assert table.panel_proxy.isVisible()
    assert {t.property("key") for t in panel.toggles} == set(allowed)
    hand = c.view().hands[0]
    for t in panel.toggles:
        jack = t.property("key")
        assert ("hit" in t.label) == bool(hand >> jack & 1) == (allowed[jack] == "hit")
        # the button names the taking as the rules and plates do: "trump hit", "heart catch"
        suit = "Trump" if jack >> 4 == c.view().trump_suit else \
            ("Club", "Diamond", "Heart", "Spade")[jack >> 4]
        assert t.label.endswith(f"{suit} {allowed[jack]}"), t.label
        assert t.accessibleName().startswith("Announce: ")
    names = {b.accessibleName() for b in panel.buttons}
    assert {"Announce", "Say nothing"} <= names
    assert table.model.lay.view.contains(_rect(table.panel_proxy.sceneBoundingRect()))
    assert not any(table.panel_proxy.sceneBoundingRect().intersects(i.sceneBoundingRect())
                   for i in table.model.hands[0].items), "the panel never covers the hand"

    chosen = sorted(allowed)[:2]
    for t in panel.toggles:
        if t.property("key") in chosen:
            qtbot.mouseClick(t, Qt.MouseButton.LeftButton)
    expected = next(a for a in legal if {j for j, _k in a.get("takings")} == set(chosen))
    qtbot.mouseClick(panel.confirm, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.state.spoken > 0 and any(
        a[0] == 0 for a in c.view().announced_takings), timeout=5_000)
    said = [(j, k) for p, j, k, _by in c.view().announced_takings if p == 0]
    assert tuple(said) == expected.get("takings")
    assert c.state.deal_log.actions[-1][2] == expected or any(
        act == expected for _pl, _pos, act in c.state.deal_log.actions)


def test_whole_quick_heart_hunter_game_at_instant_speed(make_table, qtbot):
    """Computer players only, the table attached; its own "Next deal" button continues."""
    c, table = make_table()
    pressed = []

    def next_deal(_event) -> None:
        def press() -> None:
            if c.awaiting_continue and table.felt.summary is not None:
                pressed.append(table.felt.summary.title)
                table.felt.summary_card.button.click()
        qtbot.waitUntil(lambda: table.felt.summary is not None or c.state.game_over, timeout=5_000)
        press()

    c.dealFinished.connect(next_deal)
    with qtbot.waitSignal(c.gameFinished, timeout=GAME_TIMEOUT_MS) as over:
        c.new_game("heart-hunter", {"quick": True}, seats(4, human=False), seed=11)
    replayed = replay(c.record(), get_rules)
    assert tuple(over.args[0].totals) == replayed.result()[1]
    assert pressed and len(pressed) == len(replayed.history) - 1
    assert table.felt.summary is not None and table.felt.summary.game_over
    assert [r.total for r in table.felt.summary.rows] == list(replayed.result()[1])
    assert table.animations_idle()


def test_animated_play_keeps_in_step(make_table, qtbot):
    """At fast speed the controller waits for the table's animations; once they rest, the
    cards shown are the engine's."""
    c, table = make_table(speed="fast", size=(1024, 640))
    c.new_game("heart-hunter", {"players": 3, "quick": True}, seats(3, human=False), seed=2)
    qtbot.waitUntil(lambda: not table.animations_idle(), timeout=5_000)  # the deal flies in
    qtbot.waitUntil(lambda: len(c.view().tricks) >= 2, timeout=20_000)
    table.skip_animations()
    view = c.view()
    assert [len(table.model.hands[p].items) for p in range(3)] == view.hand_sizes
    assert [i.card for i in table.model.trick.items] == view.trick
    assert all(i.face_up for i in table.model.trick.items)
    own = table.model.hands[0].items
    assert {i.card for i in own} == {x for x in range(64) if view.hands[0] >> x & 1}


def test_last_trick_can_be_shown_again(make_table, qtbot):
    c, table = make_table()
    c.new_game("heart-hunter", {}, seats(4), seed=5)
    table.felt.show_last_trick()
    assert table.felt.toast.isVisible() and not table.felt.overlay
    while True:
        wait_for_person(qtbot, c, table)
        if c.view().tricks:
            break
        c.submit(c.legal_actions()[0])
    table.felt.show_last_trick()
    shown = [i.card for i in table.felt.overlay if hasattr(i, "card")]
    assert shown == c.view().tricks[-1][1]
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert not table.felt.overlay


def test_the_trick_in_play_does_not_show_through_the_last_trick(make_table, qtbot):
    """Under the last trick shown again, a card of the trick in play showed through the veil
    beside the last trick's cards and read as one of them."""
    from PySide6.QtCore import QPointF

    c, table = make_table()
    c.new_game("sheepshead", {}, seats(3), seed=5)  # three: the trick lies beside the last
    while True:
        wait_for_person(qtbot, c, table)
        view = c.view()
        if view.tricks and view.trick:
            break
        c.submit(c.legal_actions()[0])
    table.felt.show_last_trick()
    qtbot.wait(50)
    image = table.viewport().grab().toImage()
    covers = [i.sceneBoundingRect() for i in table.felt.overlay[1:]]  # not the veil
    seen = []
    for item in table.model.trick.items:
        r = item.sceneBoundingRect()
        for fx in (0.2, 0.5, 0.8):
            for fy in (0.2, 0.5, 0.8):
                pt = QPointF(r.left() + r.width() * fx, r.top() + r.height() * fy)
                if any(cover.contains(pt) for cover in covers):
                    continue
                colour = image.pixelColor(table.mapFromScene(pt))
                seen.append((colour.red() + colour.green() + colour.blue()) / 3)
    assert seen, "no point of the trick in play left uncovered by the last trick"
    assert max(seen) < 60, seen  # a white card face under the veil stays dark
    qtbot.keyClick(table, Qt.Key.Key_Space)


def _rect(r: QRectF):
    from tricktable.presentation.layout import Rect

    return Rect(r.x(), r.y(), r.width(), r.height())


@pytest.mark.parametrize("size", [(1024, 640), (3840, 2160)])
def test_renders_with_everything_inside(make_table, qtbot, tmp_path, size):
    c, table = make_table()
    game = "young-hunter" if "young-hunter" in available_games() else "heart-hunter"
    c.new_game(game, {}, seats(4), seed=3)
    wait_for_person(qtbot, c, table)
    table.resize(*size)  # the window at that size: the scene follows the viewport
    qtbot.waitUntil(lambda: (table.viewport().width(), table.viewport().height()) == size)
    image = table.render_to_image(*size)
    path = tmp_path / f"table-{size[0]}x{size[1]}.png"
    assert image.save(str(path)) and path.stat().st_size > 10_000
    assert (image.width(), image.height()) == size
    scene = _rect(table.scene_.sceneRect())
    assert (scene.w, scene.h) == size
    items = [i for hand in table.model.hands.values() for i in hand] + table.felt.plates
    if table.panel_proxy.isVisible():
        items.append(table.panel_proxy)
    for item in items:
        assert scene.contains(_rect(item.sceneBoundingRect()), tol=1.0), item
    for plate in table.felt.plates:
        box = _rect(plate.sceneBoundingRect())
        assert not any(box.intersects(_rect(i.sceneBoundingRect().adjusted(4, 4, -4, -4)))
                       for i in table.model.hands[0].items)
    assert image.pixelColor(size[0] // 2, 3).green() > image.pixelColor(size[0] // 2, 3).red()


@pytest.mark.skipif("young-hunter" not in available_games(), reason="Young Hunter not installed")
def test_decision_panel_from_the_keyboard(make_table, qtbot):
    """The keys are on the panel as it opens, on its default ("Say nothing"); Home goes to the
    first taking, Space toggles, Esc clears, Enter takes the default (here: say nothing), which
    is the matching legal action."""
    c, table = make_table()
    c.new_game("young-hunter", {}, seats(4), seed=3)
    wait_for_person(qtbot, c, table)
    table.setFocus()
    panel = table.panel
    assert panel.skip.hasFocus()
    qtbot.keyClick(table, Qt.Key.Key_Home)
    first = panel.toggles[0]
    assert first.hasFocus()
    qtbot.keyClick(first, Qt.Key.Key_Space)
    assert first.isChecked() and panel.confirm.isEnabled()
    qtbot.keyClick(first, Qt.Key.Key_Escape)
    assert not first.isChecked() and not panel.confirm.isEnabled()
    qtbot.keyClick(first, Qt.Key.Key_Right)
    assert panel.toggles[1].hasFocus() if len(panel.toggles) > 1 else panel.buttons[0].hasFocus()
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(p == 0 for p, *_ in c.state.deal_log.actions), timeout=5_000)
    mine = [a for p, _pos, a in c.state.deal_log.actions if p == 0]
    assert mine[0].type == "announce" and mine[0].get("takings") == ()


def line_contrast(button) -> float:
    """How far apart the lightest and the darkest pixel of the lower half of a drawn button (its
    line on its fill) are, as a WCAG contrast ratio; drawn on its panel, as it is seen (alone,
    a see-through button lies on a light grey no table has)."""
    image = button.parentWidget().grab(button.geometry()).toImage()

    def lum(x: int, y: int) -> float:
        def channel(v: int) -> float:
            v /= 255
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        r, g, b = (channel(v) for v in image.pixelColor(x, y).getRgb()[:3])
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    seen = [lum(x, y) for y in range(image.height() // 2, image.height() - 4)
            for x in range(4, image.width() - 4)]
    return (max(seen) + 0.05) / (min(seen) + 0.05)


@pytest.mark.skipif("sheepshead" not in available_games(), reason="Sheepshead not installed")
def test_generic_panel_takes_the_window_and_discards_by_selection(make_table, qtbot):
    """A game without its own panel: one button per legal action in the engine's words, and a
    bury chosen by selecting cards in the hand, then "Bury"."""
    c, table = make_table()
    for seed in range(1, 30):
        c.new_game("sheepshead", {}, seats(3), seed=seed)
        qtbot.waitUntil(lambda: c.human_to_act() is not None or c.view().stage != "window",
                        timeout=5_000)
        if c.human_to_act() == 0 and c.view().stage == "window":
            break
    else:
        pytest.skip("the person never had the window to take")
    qtbot.waitUntil(table.animations_idle)
    labels = {b.label: b for b in table.panel.buttons}
    assert set(labels) == {"Take the window", "Pass"}
    qtbot.mouseClick(labels["Take the window"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: (d := table.decisions.decision) is not None and d.kind == "discard",
                    timeout=5_000)
    assert table.decisions.decision.count == 2 and not table.panel.confirm.isEnabled()
    # the Player buries, as the tip and the log say (the panel said "Discard")
    assert table.decisions.decision.title == "Bury 2 cards"
    assert table.panel.confirm.label == "Bury"
    assert table.panel.confirm.line == "0 of 2 selected"
    # what is missing reads on the greyed button: light words on a dim slot (faded whole, the
    # light button's dark words came to about 1.5:1 on a burgundy felt)
    assert line_contrast(table.panel.confirm) >= 4.5
    hand = table.model.hands[0].items
    assert len(hand) == 12
    chosen = [hand[0], hand[-1]]
    for item in chosen:
        click_item(qtbot, table, item)
    assert all(i.selected_for_choice for i in chosen)
    assert table.panel.confirm.isEnabled()
    qtbot.mouseClick(table.panel.confirm, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.view().stage != "discard", timeout=5_000)
    gone = {i.card for i in chosen}
    assert not any(c.view().hands[0] >> x & 1 for x in gone)
    assert c.view().discards == sum(1 << x for x in gone)


def test_barbu_contract_in_two_steps_with_back(make_table, qtbot):
    """Trump… opens the suits (with Back, and Esc, to the contracts); a suit is the contract."""
    c, table = make_table()
    c.new_game("barbu", {}, seats(4), seed=9)
    wait_for_person(qtbot, c, table)
    labels = [b.label for b in table.panel.buttons]
    assert labels[:5] == ["No Queens", "No Tricks", "No Hearts", "No King of Hearts",
                          "No Last Two"]
    button = {b.label: b for b in table.panel.buttons}
    qtbot.mouseClick(button["Trump…"], Qt.MouseButton.LeftButton)
    assert [b.label for b in table.panel.buttons] == ["♣ Clubs", "♦ Diamonds", "♥ Hearts",
                                                      "♠ Spades", "Back"]
    assert c.state.deal_log.actions == [] or all(a.type != "choose-contract"
                                                 for _p, _q, a in c.state.deal_log.actions)
    qtbot.mouseClick(table.panel.buttons[-1], Qt.MouseButton.LeftButton)
    assert table.panel.buttons[0].label == "No Queens"
    qtbot.mouseClick({b.label: b for b in table.panel.buttons}["Dominoes…"],
                     Qt.MouseButton.LeftButton)
    assert table.panel.buttons[0].label == "2"
    qtbot.keyClick(table.panel, Qt.Key.Key_Escape)
    assert table.panel.buttons[0].label == "No Queens"
    qtbot.mouseClick({b.label: b for b in table.panel.buttons}["Trump…"],
                     Qt.MouseButton.LeftButton)
    qtbot.mouseClick(table.panel.buttons[2], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.view().contract_title == "Trump (hearts)", timeout=5_000)


@pytest.mark.skipif("sheepshead" not in available_games(), reason="Sheepshead not installed")
def test_sheepshead_hand_sorts_trumps_by_strength(make_table, qtbot):
    """The trumps sit together at the right of the hand, weakest to strongest (7♦ … Q♣), as the
    game ranks them, not by suit and rank."""
    from tricktable.games.sheepshead import TRUMP_ORDER

    c, table = make_table()
    c.new_game("sheepshead", {}, seats(3), seed=4)
    qtbot.waitUntil(table.animations_idle, timeout=5_000)
    shown = [i.card for i in table.model.hands[0].items]
    trumps = [x for x in shown if x in TRUMP_ORDER]
    assert len(trumps) >= 2
    assert shown[-len(trumps):] == trumps
    assert trumps == sorted(trumps, key=TRUMP_ORDER.index)


@pytest.mark.parametrize("style", ["badge", "toast", "bubble"])
def test_felt_labels_draw_their_text_on_the_lines_they_measured(qtbot, style):
    """A label's text wraps the same way when drawn as when measured: the box drawn into is not a
    hair narrower than the text (that once pushed the "8" of "deal 1 of 8" onto an unseen line)."""
    from PySide6.QtGui import QFontMetricsF

    from tricktable.ui.seat_plate import FeltLabel, qfont

    wrap = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignHCenter)
    for px in (9.0, 11.5, 13.0, 14.7, 17.3, 22.0, 31.0):
        for caption in ("trumps · deal 1 of 8", "Phase 2 · points you take are subtracted",
                        "announced the ♠ catch"):
            label = FeltLabel(style)
            label.set_content("♠" if style == "badge" else "Your turn", caption, px, px * 30)
            small = qfont(label.lines[-1].font)
            measured = QFontMetricsF(small).boundingRect(
                QRectF(0, 0, px * 30 - 2 * px * 0.8, 4000), wrap, caption).height()
            drawn = QFontMetricsF(small).boundingRect(
                QRectF(0, 0, label.lines[0].w, 4000), wrap, caption).height()
            assert drawn <= measured, (style, px, caption)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_a_busy_plate_fits_its_notes_in_a_smaller_hand_before_cutting_them(qtbot, size):
    """A Nineteen declarer's plate carries the bid, the called trump and the holdings declared:
    at the table's usual sizes every word shows (a smaller hand when needed), and only notes
    that cannot fit at all end in an ellipsis."""
    from tricktable.presentation.layout import table_layout
    from tricktable.ui.seat_plate import SeatPlate

    lay = table_layout(4, *size)
    plate = SeatPlate(0)
    plate.set_geometry(lay.seat(0).plate, lay.font_px)
    notes = ["Called trump 19, level 3", "Eight Trumps, Royal Honours"]
    plate.set_info("You", "0", "Preferred Two · 2 tricks", notes, True, False)
    font, lines = plate.fitted_notes()
    assert " ".join(lines) == " ".join(notes), lines
    assert font.pixelSize() >= 8
    plate.set_info("You", "0", "Partnership · 0 tricks", ["one two three four five six"] * 9,
                   True, False)
    _font, lines = plate.fitted_notes()
    assert lines and lines[-1].endswith("…")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_a_dealer_plate_shows_the_whole_computer_name_in_a_smaller_hand(qtbot, size):
    """Beside the dealer disc and a three-digit total, "Computer 3" was cut to "Compute…", so
    the person could not tell which computer dealt: the name is drawn a little smaller instead."""
    from PySide6.QtGui import QFontMetricsF

    from tricktable.presentation.layout import table_layout
    from tricktable.ui.seat_plate import SeatPlate

    lay = table_layout(4, *size)
    for position in range(4):
        plate = SeatPlate(position)
        plate.set_geometry(lay.seat(position).plate, lay.font_px)
        plate.set_info("Computer 3", "−126", "Doubled You", [], True, False)
        font, rect, text = plate.name_line()
        assert text == "Computer 3", (size, position, text)
        assert QFontMetricsF(font).horizontalAdvance(text) <= rect.width()
        assert font.pixelSize() >= 0.72 * lay.font_px * 1.22 - 1
