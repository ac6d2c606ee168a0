"""What the person sees of seats and hands they do not hold, through the real window offscreen:
Nineteen's dummies (whose plate is whose, which hand is to be played and clicked), the secret
partner, and hidden cards that undo must not bring back. Positions are reached by loading a
record (set-up); every act under test is a mouse click at a drawn card or button, or a key."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QLabel

from tricktable.engine.record_write import make_record
from tricktable.games.registry import available_games, get_rules
from tricktable.presentation.status_line import with_hint_cue
from tricktable.settings import Seat
from tricktable.ui.main_window import MainWindow
from tricktable.ui.seat_plate import FeltLabel
from window_helpers import (
    click_button,
    click_item,
    discard_as_a_person,
    load_at,
    record_where,
    show_window,
)

pytestmark = pytest.mark.skipif("nineteen" not in available_games(),
                                reason="Nineteen not installed")


@pytest.fixture
def make_window(qtbot, worker, home):
    def make(size: tuple[int, int] = (1280, 800), speed: str = "instant") -> MainWindow:
        return show_window(qtbot, worker, size=size, speed=speed)

    return make


def partnership_or_pass(action) -> bool:
    """Nineteen auctions that end in a Partnership (the only bid with a call)."""
    return action.type != "bid" or action.get("bid") == "partnership"


def dummy_to_play_for(person: int):
    """A Nineteen play turn where the person plays a dummy (not their own seat)."""
    def wanted(st) -> bool:
        return (st.stage == "play" and st.to_act == person
                and st.seat_player[st.turn] is None and len(st.legal_actions()) > 0)
    return wanted


@pytest.mark.parametrize("person", [0, 1])
def test_two_player_nineteen_seats_the_person_at_their_own_hand_under_their_own_name(
        make_window, qtbot, person):
    window = make_window()
    load_at(qtbot, window, "nineteen", {"players": 2}, person, dummy_to_play_for(person))
    table, view = window.table, window.controller.view()
    seat = view.seat
    assert table.model.bottom_position() == seat
    assert table.model.lay.seat(seat).side == "bottom"
    plates = {p.position: p for p in table.felt.plates}
    assert plates[seat].name == "You"
    assert plates[seat].total == str(view.totals[person])
    for pos in view.dummies:
        assert plates[pos].name.startswith("Dummy"), plates[pos].name
        assert plates[pos].total == ""
    other = view.seat_player.index(1 - person)
    assert plates[other].name == f"Bot {1 - person}"
    own = table.model.hands[seat].items
    assert [i.face_up for i in own] == [True] * len(own)


def test_bubbles_appear_beside_the_speaker_s_own_seat(make_window, qtbot):
    window = make_window()
    load_at(qtbot, window, "nineteen", {"players": 2}, 0, dummy_to_play_for(0))
    view = window.controller.view()
    from tricktable.games.nineteen_events import Called
    from tricktable.presentation.table_events import seat_of_event
    assert seat_of_event(Called(1, view.called), view) == view.seat_player.index(1)


@pytest.mark.parametrize("players", [2, 3])
def test_when_a_dummy_is_to_play_the_person_is_told_so_and_clicks_its_cards(
        make_window, qtbot, players):
    window = make_window(speed="normal")  # the cards fly: what the table shows meanwhile
    load_at(qtbot, window, "nineteen", {"players": players}, 0, dummy_to_play_for(0))
    table, c = window.table, window.controller
    view = c.view()
    turn = view.turn
    side = table.model.lay.seat(turn).side
    where = {"left": "on the left", "right": "on the right", "top": "opposite you"}[side]
    # then the rule that dims some of the dummy's cards, where it has any dimmed
    said = window.status_text()
    line = f"Your turn: play from the dummy {where}."
    assert said == with_hint_cue(line, window.settings.hints) or \
        said.startswith(f"{line} You must follow "), said

    own = table.model.hands[view.seat].items
    before = c.view()
    click_item(qtbot, table, own[len(own) // 2])
    assert table.felt.toast.isVisible()
    assert table.felt.toast.text.startswith(f"Play from the dummy {where}")
    assert "do not hold" not in table.felt.toast.text
    assert c.view() == before

    legal = {a.card for a in c.legal_actions()}
    dummy = table.model.hands[turn].items
    assert all(i.interactive for i in dummy) and not any(i.interactive for i in own)
    pick = next(i for i in dummy if i.card in legal)
    card = pick.card
    click_item(qtbot, table, pick)
    qtbot.waitUntil(lambda: not (c.view().hands[turn] or 0) >> card & 1, timeout=5_000)
    # played: the dummy's other cards are no longer dimmed as unplayable (they stayed so
    # through the card's flight and the trick's pause, as if the dummy were still to play)
    assert not table.animations_idle()
    assert not any(i.dimmed for i in table.model.hands[turn].items)
    qtbot.waitUntil(table.animations_idle, timeout=10_000)


def _call_makes_partner_of(person: int):
    """A four-player Nineteen call by a computer declarer whose called trump the person holds."""
    def wanted(st) -> bool:
        if st.stage != "call" or st.to_act == person:
            return False
        after = st.copy()
        after.apply(st.legal_actions()[0])
        return after.partner == st.player_seat[person]
    return wanted


def _load_call(window, qtbot, wanted, missing: str) -> None:
    """Load the first seeded four-player Nineteen record that reaches a call ``wanted`` accepts
    (fail with ``missing`` if none does) and wait until the call is made and drawn."""
    table, c = window.table, window.controller
    for seed in range(1, 80):
        doc = record_where("nineteen", {"players": 4}, seed, 0, wanted,
                           prefer=partnership_or_pass)
        if doc is not None:
            break
    else:
        pytest.fail(missing)
    c.load_record(doc)
    qtbot.waitUntil(lambda: c.state.called >= 0 and table.animations_idle(), timeout=10_000)


def test_the_holder_of_the_called_trump_is_told_they_are_the_secret_partner(
        make_window, qtbot):
    window = make_window()
    table, c = window.table, window.controller
    toasts: list[str] = []
    show = table.felt.show_toast
    table.felt.show_toast = lambda text, *a, **k: (toasts.append(text), show(text, *a, **k))
    wanted = _call_makes_partner_of(0)
    _load_call(window, qtbot, wanted, "the person never held a called trump")
    qtbot.waitUntil(lambda: any("secret partner" in t for t in toasts), timeout=5_000)
    called = c.rules.codec.short(c.state.called)
    assert any(t.startswith(f"You hold the {called}") for t in toasts)
    view = c.view()
    assert not view.partner_public
    plates = {p.position: p for p in table.felt.plates}
    assert any("Secret partner" in n for n in plates[0].notes)
    assert not any("artner" in n for p in (1, 2, 3) for n in plates[p].notes)
    declarer = plates[view.declarer]
    assert any(f"called the {called}" in n.lower() for n in declarer.notes)


def test_nobody_else_is_told_who_the_secret_partner_is(make_window, qtbot):
    window = make_window()
    table = window.table
    partner_is_1 = _call_makes_partner_of(1)

    def wanted(st) -> bool:
        return st.to_act != 0 and partner_is_1(st)

    _load_call(window, qtbot, wanted, "no call made player 1 the partner")
    assert not any("artner" in n for p in table.felt.plates for n in p.notes)
    assert "secret" not in table.felt.toast.text.lower()


@pytest.mark.skipif("young-hunter" not in available_games(), reason="Young Hunter not installed")
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_young_hunter_announce_toggles_show_their_names_whole(make_window, qtbot, size):
    from PySide6.QtGui import QFontMetricsF

    window = make_window(size)
    load_at(qtbot, window, "young-hunter", {"contra": True}, 0,
            lambda st: st.stage == "announce" and st.to_act == 0
            and max(len(a.get("takings") or ()) for a in st.legal_actions()) >= 4)
    panel = window.table.panel
    assert len(panel.toggles) >= 4
    for t in panel.toggles:
        room = t.width() - 2 * t._px * 0.7 - 3
        assert QFontMetricsF(t._title_f).horizontalAdvance(t.label) <= room, t.label
        assert "hit" in t.label or "catch" in t.label


@pytest.mark.skipif("sheepshead" not in available_games(), reason="Sheepshead not installed")
def test_sheepshead_passes_stay_on_the_plates(make_window, qtbot):
    window = make_window()
    load_at(qtbot, window, "sheepshead", {}, 0,
            lambda st: st.to_act == 0 and st.calls.count("pass") >= 1)
    view = window.controller.view()
    passers = {(view.dealer + 1 + i) % 3 for i, call in enumerate(view.window_calls)
               if call == "pass"}
    plates = {p.position: p for p in window.table.felt.plates}
    for pos in range(3):
        assert ("Passed on the window" in plates[pos].notes) == (pos in passers)


@pytest.mark.skipif("young-hunter" not in available_games(), reason="Young Hunter not installed")
def test_young_hunter_plates_say_who_contrad_whose_taking(make_window, qtbot):
    from tricktable.games.young_hunter import taking_name

    window = make_window((1920, 1080))
    load_at(qtbot, window, "young-hunter", {"contra": True}, 0,
            lambda st: st.to_act == 0 and st.stage == "play"
            and any(a[3] is not None for a in st.announcements))
    view = window.controller.view()
    plates = {p.position: p for p in window.table.felt.plates}
    names = [s.name for s in window.controller.seats]
    for p, jack, kind, by in view.announced_takings:
        if by is None:
            continue
        taking = taking_name(jack, kind, view.trump_suit)
        # the words keep a taking's name whole with no-break spaces
        notes = [n.replace("\xa0", " ") for n in plates[p].notes]
        assert any(f"{taking} (contra'd)" in n for n in notes), notes
        whose = "your" if names[p] == "You" else f"{names[p]}'s"
        assert any(n.startswith("Contra: ") and f"{whose} {taking}" in n
                   for n in plates[by].notes), plates[by].notes
        _font, lines = plates[by].fitted_notes()
        assert any(line.startswith("Contra: ") for line in lines), (by, lines, plates[by].notes)


def _at_the_window_call(qtbot, window) -> None:
    """A Sheepshead deal loaded where the person is first to say whether they take the window."""
    load_at(qtbot, window, "sheepshead", {}, 0,
            lambda st: st.to_act == 0 and st.stage == "window")


def _take_the_window(qtbot, window) -> None:
    """The person clicks "Take the window"; wait until they are to discard, the table at rest."""
    click_button(qtbot, window.table, "Take the window")
    qtbot.waitUntil(lambda: window.controller.view().stage == "discard"
                    and window.table.animations_idle(), timeout=5_000)


@pytest.mark.skipif("sheepshead" not in available_games(), reason="Sheepshead not installed")
def test_sheepshead_window_leaves_the_table_once_taken(make_window, qtbot):
    window = make_window()
    table, c = window.table, window.controller
    _at_the_window_call(qtbot, window)
    assert len(table.model.stock.items) == 2 and not any(i.face_up for i in table.model.stock.items)
    _take_the_window(qtbot, window)
    assert table.model.stock.items == [], "the window's cards went to the hand"
    hand = table.model.hands[0].items
    assert len(hand) == 12
    # the two picked up are marked until the play, as the cards taken from Nineteen's stock
    qtbot.waitUntil(table.animations_idle, timeout=5_000)
    marked = {i.card for i in hand if i.marked}
    assert marked == set(c.view().window) and len(marked) == 2
    for item in (hand[0], hand[1]):
        click_item(qtbot, table, item)
    click_button(qtbot, table, table.panel.confirm.label)
    qtbot.waitUntil(lambda: c.view().stage == "play" and table.animations_idle(),
                    timeout=5_000)
    assert table.model.stock.items == []


@pytest.mark.skipif("sheepshead" not in available_games(), reason="Sheepshead not installed")
def test_the_least_is_shown_for_the_whole_deal(make_window, qtbot):
    window = make_window()
    table = window.table
    load_at(qtbot, window, "sheepshead", {}, 0,
            lambda st: st.to_act == 0 and st.least and st.tricks_played >= 2)
    assert table.felt.badge.isVisible() and table.felt.badge.text == "The Least"
    assert len(table.model.stock.items) == 2 and not any(i.face_up for i in table.model.stock.items)


def _ends_the_game(st) -> bool:
    """The person is to play the game's last card."""
    if st.to_act != 0:
        return False
    after = st.copy()
    after.apply(st.legal_actions()[0])
    return after.game_over


def test_under_the_last_summary_the_plates_say_the_last_deal_like_every_other(
        make_window, qtbot):
    """After a deal the plates say "This deal: +3"; after the game's last one they went back
    to the deal's play ("1 taking · 2 tricks, catch J♣"), as no next deal came to replace
    them, beside a summary of scores."""
    window = make_window()
    table, c = window.table, window.controller
    doc = next(d for seed in range(1, 40)
               if (d := record_where("young-hunter", {}, seed, 0, _ends_the_game, steps=3000)))
    c.load_record(doc)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(), timeout=10_000)
    click_item(qtbot, table, table.model.hands[0].items[0])  # the last card of the game
    felt = table.felt
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible() and table.animations_idle()
                    and c.state.game_over, timeout=10_000)
    qtbot.wait(100)
    lines = [plate.deal_line for plate in felt.plates]
    assert all(line.startswith("This deal: ") for line in lines), lines


@pytest.mark.skipif("sheepshead" not in available_games(), reason="Sheepshead not installed")
def test_the_least_windows_cards_leave_the_table_with_the_deal(make_window, qtbot):
    """The summary said "The window's 20 card points went to You" while the two cards still
    lay face down at the top of the table; they go with the deal's last trick now, the summary
    names them, and the next deal lays a new window."""
    window = make_window()
    table, c = window.table, window.controller
    load_at(qtbot, window, "sheepshead", {}, 0,
            lambda st: st.to_act == 0 and st.least and st.tricks_played == 9)
    assert len(table.model.stock.items) == 2
    deal = c.view().deal
    click_item(qtbot, table, table.model.hands[0].items[0])  # the last card
    felt = table.felt
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=10_000)
    assert table.model.stock.items == [], "the window is gathered with the deal"
    words = " ".join(label.text() for label in felt.summary_card.findChildren(QLabel))
    assert "The window (the " in words and "who took the last trick" in words, words
    button = felt.summary_card.button
    inside = button.mapTo(felt.summary_proxy.widget(), button.rect().center())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.mapFromScene(felt.summary_proxy.mapToScene(QPointF(inside))))
    qtbot.waitUntil(lambda: not felt.summary_proxy.isVisible() and table.animations_idle(),
                    timeout=10_000)
    assert c.view().deal == deal + 1
    assert len(table.model.stock.items) == 2 and not any(i.face_up for i in table.model.stock.items)


@pytest.mark.skipif("sheepshead" not in available_games(), reason="Sheepshead not installed")
def test_undo_never_goes_back_past_taking_the_window(make_window, qtbot):
    window = make_window()
    table, c = window.table, window.controller
    _at_the_window_call(qtbot, window)
    _take_the_window(qtbot, window)
    hand_before = c.view().hands[0]
    table.setFocus()
    window.act_undo.trigger()  # Game > Undo
    assert c.view().stage == "discard" and c.view().hands[0] == hand_before
    assert window.act_undo.isEnabled(), "Undo stays pressable, to say why it cannot"
    assert table.felt.toast.isVisible() and "had not seen" in table.felt.toast.text
    assert "had not seen" in window.statusBar().currentMessage()

    # a decision that shows nothing can still be undone
    for item in table.model.hands[0].items[:2]:
        click_item(qtbot, table, item)
    click_button(qtbot, table, table.panel.confirm.label)
    qtbot.waitUntil(lambda: c.view().stage == "play" and c.human_to_act() == 0
                    and table.animations_idle(), timeout=10_000)
    window.act_undo.trigger()  # Game > Undo
    qtbot.waitUntil(lambda: c.view().stage == "discard", timeout=5_000)
    assert c.view().hands[0] == hand_before


def test_undo_never_goes_back_past_looking_at_a_nineteen_preference_set(make_window, qtbot):
    window = make_window()
    table, c = window.table, window.controller
    load_at(qtbot, window, "nineteen", {"players": 4}, 0,
            lambda st: st.to_act == 0 and st.stage == "preference"
            and any(a.type == "next-set" for a in st.legal_actions()))
    before = c.view().stock_known
    button = next(b for b in table.panel.buttons
                  if b.label.lower().startswith(("lay", "look", "next")))
    click_button(qtbot, table, button.label)
    qtbot.waitUntil(lambda: c.view().stock_known != before and table.animations_idle(),
                    timeout=5_000)
    seen = c.view().stock_known
    table.setFocus()
    window.act_undo.trigger()  # Game > Undo
    assert c.view().stock_known == seen
    assert "had not seen" in table.felt.toast.text


def test_undo_never_goes_back_to_a_bid_once_a_computer_s_pass_showed_the_first_set(
        make_window, qtbot):
    """Preferred One bid, then West's pass ended the auction and set 1 showed the person the
    Q♠: Ctrl+Z went back to the bid, to be made again knowing stock card 1. Cards shown by
    another player's move stop undo as those shown by one's own do (after a restart too)."""
    window = make_window()
    table, c = window.table, window.controller

    def shown_by_a_pass(st) -> bool:
        acts = st.deal_log.actions
        return (st.to_act == 0 and st.stage == "preference" and st.view(0).set_index == 1
                and acts and acts[-1][0] != 0 and any(p == 0 and a.type == "bid"
                                                      for p, _q, a in acts))

    load_at(qtbot, window, "nineteen", {"players": 3}, 0, shown_by_a_pass, range(1, 200))
    done = len(c.state.deal_log.actions)
    table.setFocus()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3_000)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(c.state.deal_log.actions) == done and c.view().stage == "preference"
    assert "had not seen" in window.statusBar().currentMessage()


def test_arrows_stop_only_on_playable_cards_and_the_focus_hides_no_neighbour(
        make_window, qtbot):
    window = make_window()
    table, c = window.table, window.controller

    def follow_turn(st) -> bool:
        if st.to_act != 0 or st.stage != "play" or not st.trick:
            return False
        legal = {a.card for a in st.legal_actions()}
        hand = st.hands[0]
        return 2 <= len(legal) < hand.bit_count() - 1
    load_at(qtbot, window, "heart-hunter", {}, 0, follow_turn)
    items = table.model.hands[0].items
    legal = {a.card for a in c.legal_actions()}
    table.setFocus()
    seen = []
    for _ in range(len(items) + 2):
        qtbot.keyClick(table, Qt.Key.Key_Right)
        focused = [i for i in items if i.focused]
        assert len(focused) == 1
        seen.append(focused[0].card)
        assert focused[0].card in legal and not focused[0].dimmed
    assert set(seen) == legal, "every playable card is reached"
    for _ in range(len(items)):
        qtbot.keyClick(table, Qt.Key.Key_Left)
        assert all(i.card in legal for i in items if i.focused)

    # the focused card stays under its right-hand neighbour: that card's index is in sight
    k = next(k for k, i in enumerate(items[:-1]) if i.focused)
    neighbour = items[k + 1]
    assert items[k].zValue() < neighbour.zValue()
    box = neighbour.boundingRect()
    corner = next(QPointF(box.left() + box.width() * f, box.top() + box.height() * f)
                  for f in (0.06, 0.09, 0.12, 0.15, 0.2)
                  if neighbour.contains(QPointF(box.left() + box.width() * f,
                                                box.top() + box.height() * f)))
    pt = table.mapFromScene(neighbour.mapToScene(corner))
    assert table.itemAt(pt) is neighbour


def _nineteen_dealer_short_of_plain_cards() -> dict:
    """A two-player Nineteen record where the person deals and, after drawing the stock's last
    two cards, holds one plain card besides kings, honours and trumps: their discard of two is
    that card and a trump, and a trump the others may not go with is refused."""
    from tricktable.engine.cards import TAROT, TAROT_DECK, iter_cards
    from tricktable.engine.protocol import DealPreset

    rules = get_rules("nineteen")
    mine = ["T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "KH", "KS", "7H"]
    stock = ["8C", "9C", "10C", "VC", "T11", "T12"]
    taken = set(mine) | set(stock)
    deck = [TAROT.code(c) for c in iter_cards(TAROT_DECK)]
    others = [c for c in deck if c not in taken]
    hands = [mine, others[0:12], others[12:24], others[24:36]]
    preset = DealPreset(0, [sum(1 << TAROT.parse(c) for c in h) for h in hands],
                        [TAROT.parse(c) for c in stock])
    state = rules.start(rules.options(players=2), 5, {1: preset})
    while state.to_act != 0 or state.stage != "discard":
        state.apply(state.legal_actions()[0])
    return make_record(state, [{"name": "You", "kind": "human"},
                         {"name": "Bot 1", "kind": "computer", "level": "rule"}])


def test_cards_that_may_not_be_discarded_are_dimmed_and_a_refused_discard_keeps_its_cards(
        make_window, qtbot):
    from tricktable.engine.cards import TAROT

    window = make_window()
    table, c = window.table, window.controller
    c.load_record(_nineteen_dealer_short_of_plain_cards())
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle()
                    and table.decisions.decision is not None, timeout=10_000)
    assert table.decisions.decision.kind == "discard" and table.decisions.decision.count == 2
    by_code = {TAROT.code(i.card): i for i in table.model.hands[0].items}
    for code in ("KH", "KS"):
        assert by_code[code].dimmed, code
    assert not by_code["7H"].dimmed and not by_code["T5"].dimmed

    click_item(qtbot, table, by_code["KH"])
    assert not by_code["KH"].selected_for_choice
    assert table.felt.toast.text == "You may not discard a king or an honour."

    click_item(qtbot, table, by_code["T5"])
    # the refusal of the king goes once the picks change (it stayed over a valid choice)
    assert not table.felt.toast.isVisible()
    click_item(qtbot, table, by_code["T6"])
    hand = c.view().hands[0]
    click_button(qtbot, table, table.panel.confirm.label)
    assert c.view().hands[0] == hand, "refused"
    assert "trump" in table.felt.toast.text
    assert by_code["T5"].selected_for_choice and by_code["T6"].selected_for_choice
    assert table.input.selected == {by_code["T5"].card, by_code["T6"].card}
    assert table.panel.confirm.isEnabled(), "the count agrees with the selection"

    click_item(qtbot, table, by_code["T6"])      # unselect one trump, take the plain card
    click_item(qtbot, table, by_code["7H"])
    click_button(qtbot, table, table.panel.confirm.label)
    qtbot.waitUntil(lambda: c.view().stage != "discard" or c.human_to_act() != 0,
                    timeout=5_000)
    assert c.view().my_discards == (1 << by_code["T5"].card) | (1 << by_code["7H"].card)


def test_nineteen_preferred_stock_sets_are_drawn_and_the_cards_taken_are_marked(
        make_window, qtbot):
    window = make_window()
    table, c = window.table, window.controller
    load_at(qtbot, window, "nineteen", {"players": 4}, 0,
            lambda st: st.to_act == 0 and st.stage == "preference" and st.set_k >= 2
            and st.set_size == 2, seeds=range(1, 200))
    view = c.view()
    k, size = view.set_index, view.set_size
    shown = [i.card if i.face_up else None for i in table.model.stock.items]
    assert shown == view.stock_known, "laid-up and examined sets face up, the rest face down"
    assert all(shown[i] is not None for i in range(k * size))
    assert all(x is None for x in shown[k * size:])
    view_rect = table.viewport().rect()
    for item in table.model.stock.items:
        assert view_rect.contains(table.mapFromScene(item.sceneBoundingRect().center()))
        assert not item.sceneBoundingRect().intersects(table.felt.badge.sceneBoundingRect())
    assert table.felt.badge.text == f"Set {k} of {6 // size}"

    examined = set(view.stock_known[(k - 1) * size:k * size])
    click_button(qtbot, table, "Take the set")
    qtbot.waitUntil(lambda: c.view().stage != "preference" and table.animations_idle(),
                    timeout=5_000)
    marked = {i.card for i in table.model.hands[0].items if i.marked}
    assert marked == examined
    laid = {i.card for i in table.model.stock.items if i.face_up}
    assert laid == set(view.stock_known[:(k - 1) * size]), "the laid-up sets stay in sight"


@pytest.mark.skipif("young-hunter" not in available_games(), reason="Young Hunter not installed")
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_bubbles_are_never_hidden_behind_the_decision_panel(make_window, qtbot, size):
    window = make_window(size)
    table = window.table
    load_at(qtbot, window, "young-hunter", {"contra": True}, 0,
            lambda st: st.stage == "announce" and st.to_act == 0)
    assert table.panel_proxy.isVisible()
    table.set_speed("normal")
    panel = table.panel_proxy.sceneBoundingRect()
    for pos in range(4):
        table.felt.bubble(pos, "Announced trump catch, heart hit, diamond catch")
        bubble = table.felt.bubbles[pos]
        assert (not bubble.sceneBoundingRect().intersects(panel)
                or bubble.zValue() > table.panel_proxy.zValue()), pos


@pytest.mark.parametrize("size", [(1024, 640), (1162, 676)])
def test_bubbles_keep_clear_of_the_dominoes_rows(make_window, qtbot, size):
    """North's "passes" lay over Barbu's clubs row and hid its 6 to 8 ("5 passes 9")."""
    window = make_window(size)
    table = window.table

    def rows_built(st) -> bool:
        view = st.view(0)
        return st.to_act == 0 and view.contract == "dominoes" and \
            (view.row_cards or 0).bit_count() >= 12

    load_at(qtbot, window, "barbu", {}, 0, rows_built)
    table.set_speed("normal")
    cards = [i.sceneBoundingRect() for i in table.model.dominoes]
    assert len(cards) >= 12
    for pos in range(4):
        table.felt.bubble(pos, "passes")
        bubble = table.felt.bubbles[pos].sceneBoundingRect()
        assert not any(bubble.intersects(r) for r in cards), pos


@pytest.mark.parametrize("size", [(1024, 640), (1382, 806)])
def test_bubbles_keep_clear_of_the_toast_above_the_panel(make_window, qtbot, size):
    """The partner's secret told in the toast while the others declare: the toast lies above
    the declarations panel, level with the side seats, and their bubbles go above their
    plates instead of under it (1382 x 806: the table of a 1600 x 1000 screen's window)."""
    window = make_window(size=size)
    table = window.table
    # little to declare: a narrow panel, so the side seats' bubbles clear it and meet the toast
    load_at(qtbot, window, "nineteen", {"players": 4}, 0,
            lambda st: st.stage == "declare" and st.to_act == 0 and len(st.legal_actions()) <= 2)
    assert table.panel_proxy.isVisible()
    table.set_speed("normal")
    table.felt.show_toast("You hold the 19★: you are the declarer's secret partner. Nobody "
                          "else knows until you play it.", ms=0)
    toast = table.felt.toast.sceneBoundingRect()
    for pos in range(4):
        table.felt.bubble(pos, "declares nothing")
        bubble = table.felt.bubbles[pos]
        assert (not bubble.sceneBoundingRect().intersects(toast)
                or bubble.zValue() > table.felt.toast.zValue()), pos


@pytest.mark.parametrize("size", [(1162, 676), (1366, 768)])
def test_words_said_before_the_persons_panel_comes_move_out_from_under_it(
        make_window, qtbot, size):
    """East's "doubles everyone (maximum)" was said beside its plate, then the person's
    "Redouble whom?" panel came up over half of it ("…eryone (maximum)")."""
    window = make_window(size=size)
    table, c = window.table, window.controller
    load_at(qtbot, window, "barbu", {}, 0,
            lambda st: st.to_act == 0 and any(a.type == "choose-contract"
                                               for a in st.legal_actions()),
            seeds=[24])  # East doubles everyone, beside its plate, level with the panel
    table.set_speed("normal")
    click_button(qtbot, table, "No Queens")
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle()
                    and table.panel_proxy.isVisible(), timeout=30_000)
    assert {a.type for a in c.legal_actions()} == {"double"}, "asked to redouble"
    said = dict(table.felt.bubbles)
    assert said, "the doubles were said in bubbles"
    panel = table.panel_proxy.sceneBoundingRect()
    for pos, bubble in said.items():
        assert (not bubble.sceneBoundingRect().intersects(panel)
                or bubble.zValue() > table.panel_proxy.zValue()), (pos, size)


@pytest.mark.skipif("young-hunter" not in available_games(), reason="Young Hunter not installed")
def test_words_still_fading_when_the_summary_comes_do_not_peek_out_from_under_it(
        make_window, qtbot):
    """East's "Catch J♣", said in the last trick, lay under the deal summary and showed past
    its edge beside East's total; "Catch J♠ +1" clear of it stood under North's plate as if
    said after the deal. The words go as the summary comes: it says them."""
    window = make_window(size=(1366, 768))
    table = window.table
    load_at(qtbot, window, "young-hunter", {}, 0,
            lambda st: st.to_act == 0 and bin(st.hands[0]).count("1") == 1
            and any(a.type == "play" for a in st.legal_actions()))
    click_item(qtbot, table, table.model.hands[0].items[0])
    qtbot.waitUntil(lambda: table.felt.summary is not None, timeout=20_000)
    summary = table.felt.summary
    table.felt.hide_summary()  # and again, with words said as the last trick ended
    table.set_speed("normal")
    for pos in range(4):
        table.felt.bubble(pos, "Catch J♣" if pos % 2 else "Pass")
    said = {pos: b.sceneBoundingRect() for pos, b in table.felt.bubbles.items()}
    table.felt.show_summary(summary)
    card = table.felt.summary_proxy.sceneBoundingRect()
    under = {pos for pos, rect in said.items() if rect.intersects(card)}
    assert under, "some words lay where the summary came"
    assert under != set(said), "some lay clear of it"
    assert not table.felt.bubbles, "those clear of it go too"
    assert not any(isinstance(item, FeltLabel) and item.style == "bubble"
                   for item in table.scene().items()), "none is left on the felt"


def test_your_discard_said_in_two_player_nineteen_leaves_your_dummy_s_plate_in_sight(
        make_window, qtbot):
    """Your dummy's plate lies right above yours; "discards 4 cards", said above your plate,
    hid its lower half. Now it goes over the lower part of your own plate."""
    window = make_window()
    table, c = window.table, window.controller
    load_at(qtbot, window, "nineteen", {"players": 2}, 0,
            lambda st: st.stage == "discard" and st.to_act == 0)
    table.set_speed("normal")
    seat = discard_as_a_person(qtbot, table, c)
    qtbot.waitUntil(lambda: seat in table.felt.bubbles, timeout=5_000)
    bubble = table.felt.bubbles[seat].sceneBoundingRect()
    plates = {p.position: p.sceneBoundingRect() for p in table.felt.plates}
    assert table.model.lay.seat(1).side == "left", "the dummy's column is above your plate"
    for pos, rect in plates.items():
        if pos != seat:
            assert not bubble.intersects(rect), pos
    assert bubble.intersects(plates[seat])


def _nineteen_at_the_persons_turn(make_window, qtbot):
    """A four-player Nineteen window at the person's turn, at the speed words are shown."""
    window = make_window()
    load_at(qtbot, window, "nineteen", {"players": 4}, 0, lambda st: st.to_act == 0)
    window.table.set_speed("normal")
    return window, window.table


def test_a_seat_s_new_words_replace_its_earlier_bubble_at_once(make_window, qtbot):
    """"discards 4 cards" still fading under "calls the 19" made both unreadable."""
    _window, table = _nineteen_at_the_persons_turn(make_window, qtbot)
    table.felt.bubble(1, "discards 4 cards")
    first = table.felt.bubbles[1]
    table.felt.bubble(2, "passes")
    table.felt.bubble(1, "calls the 19")
    assert first.scene() is None
    assert table.felt.bubbles[1] is not first and table.felt.bubbles[1].scene() is not None
    assert table.felt.bubbles[2].scene() is not None  # another seat's words stay


def test_words_of_the_game_left_go_with_it(make_window, qtbot):
    """East's words, still fading when a three-player game was started, stayed over the new
    table, and the new game's first message went looking for East's seat, which a table of
    three has not."""
    window, table = _nineteen_at_the_persons_turn(make_window, qtbot)
    table.felt.bubble(3, "doubles everyone (maximum)")
    said = table.felt.bubbles[3]
    seats = [Seat("You", "human"), Seat("West", "computer"), Seat("East", "computer")]
    window.start_game("heart-hunter", {"players": 3}, seats, seed=4)
    assert said.scene() is None and not table.felt.bubbles
    table.felt.show_toast("The first message of the new game")  # no seat 3 to keep clear of
    assert table.felt.toast.isVisible()


@pytest.mark.skipif("barbu" not in available_games(), reason="Barbu not installed")
def test_the_last_card_of_a_dominoes_hand_joins_the_rows(make_window, qtbot):
    from tricktable.engine.protocol import PLAY

    def last_card(st) -> bool:
        if st.stage != "dominoes" or st.to_act != 0 or st.hands[0].bit_count() != 1:
            return False
        legal = [a for a in st.legal_actions() if a.type == "play"]
        if not legal:
            return False
        after = st.copy()
        after.apply(legal[0])
        return after.stage != "dominoes"

    def choose_dominoes(a) -> bool:
        return a.type != "choose-contract" or a.get("contract") == "dominoes"

    window = make_window()
    table, c = window.table, window.controller
    for seed in range(1, 200):
        doc = record_where("barbu", {}, seed, 0, last_card, steps=900, prefer=choose_dominoes)
        if doc is not None:
            break
    else:
        pytest.fail("the person never played the last card of a Dominoes hand")
    c.load_record(doc)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(), timeout=10_000)
    card = next(iter(table.model.hands[0].items)).card
    assert c.state.why_illegal(PLAY[card]) is None
    click_item(qtbot, table, table.model.hands[0].items[0])
    qtbot.waitUntil(lambda: table.felt.summary is not None, timeout=10_000)
    assert card in {i.card for i in table.model.dominoes.items}
    assert card not in {i.card for i in table.model.trick.items}


def test_the_last_trick_shown_again_names_a_dummy_s_card_as_the_dummy_s(make_window, qtbot):
    """Two-hand Nineteen: each player plays their own hand and a dummy, so a trick holds two
    cards of each player's; the last trick shown again (L) names the dummies' cards as their
    plates do ("Dummy · You"), not twice by the player."""
    window = make_window()

    def after_a_trick(st) -> bool:
        return st.stage == "play" and st.tricks_played >= 1 and st.to_act == 0

    load_at(qtbot, window, "nineteen", {"players": 2}, 0, after_a_trick)
    table = window.table
    plates = {p.position: p.name for p in table.felt.plates}
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3_000)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_L)  # Game → Show last trick
    qtbot.waitUntil(lambda: bool(table.felt.overlay), timeout=5_000)
    labels = [i for i in table.felt.overlay if getattr(i, "style", "") == "bubble"]
    # a name may be broken after the dummy's mark to keep the tick ("Dummy ·" over "You  ✓")
    shown = [(pos, label.text.replace("·\n", "·\u00a0"))
             for (pos, _card), label in zip(table.model.last_trick, labels, strict=True)]
    assert len(shown) == 4
    for pos, words in shown:
        assert words.replace("\u00a0", " ").removesuffix("  ✓") == plates[pos], (pos, words)
    assert sum(words.startswith("Dummy\u00a0·\u00a0") for _pos, words in shown) == 2
    qtbot.keyClick(table, Qt.Key.Key_Escape)


def test_a_long_name_in_the_deal_summary_is_shortened_and_the_title_wraps(make_window, qtbot):
    """"Maximilian-Alexander Featherstonehaugh" ran off the summary's edge with no "…", the
    column of lines beside it squeezed to a word a line, and the last deal's "… wins the game"
    was cut off mid-sentence."""
    from PySide6.QtWidgets import QLabel

    from tricktable.presentation.summary_sheet import NAME_CHARS
    from window_helpers import record_where

    long = "Maximilian-Alexandros Featherstonehaugh"  # a word longer than a line of a name
    window = make_window(size=(960, 600))
    table = window.table
    doc = next(d for seed in range(1, 20) if (d := record_where(
        "heart-hunter", {"quick": True}, seed, 0,
        lambda st: st.to_act == 0 and bin(st.hands[0]).count("1") == 1)))
    doc["players"][0]["name"] = long
    window.controller.load_record(doc)
    qtbot.waitUntil(lambda: window.controller.human_to_act() == 0
                    and table.animations_idle(), timeout=10_000)
    click_item(qtbot, table, table.model.hands[0].items[0])
    qtbot.waitUntil(lambda: table.felt.summary_proxy.isVisible(), timeout=20_000)
    card = table.felt.summary_card
    labels = card.findChildren(QLabel)
    shown = [lb.text() for lb in labels]
    assert long not in " ".join(shown) and any(t.startswith(long[:NAME_CHARS - 1].rstrip(" -"))
                                                and "…" in t for t in shown), shown
    title = labels[0]
    assert title.wordWrap() and title.text() == table.felt.summary.title
    for label in labels:  # nothing drawn past the card's edge
        assert label.mapTo(card, label.rect().topRight()).x() <= card.width(), label.text()


def test_a_card_picked_out_in_the_dummy_at_the_top_stays_in_the_window(make_window, qtbot):
    """Three-player Nineteen, the person (player 1) playing the dummy opposite: the card the
    arrows pick out rose toward its top edge, out of the window (its top 13 px cut off); it
    moves down into the table, wholly in sight."""
    window = make_window()

    def top_dummy_to_play(st) -> bool:
        return (st.stage == "play" and st.to_act == 1 and st.turn == 3
                and len(st.legal_actions()) > 1)

    load_at(qtbot, window, "nineteen", {"players": 3}, 1, top_dummy_to_play)
    table = window.table
    assert table.model.lay.side_of(3) == "top"
    qtbot.keyClick(table, Qt.Key.Key_Right)
    picked = [i for i in table.model.hands[3].items if i.focused]
    assert len(picked) == 1 and picked[0].lift > 0
    painted = picked[0].mapToScene(picked[0].shape()).boundingRect()
    assert painted.top() >= 0, painted
    rest = picked[0].sceneBoundingRect()
    assert painted.bottom() > picked[0].pos().y() + picked[0].height / 2, "moved down"
    assert rest.top() >= 0


@pytest.mark.parametrize("whose", ["mine", "another's"])
def test_a_click_on_a_dummys_card_out_of_its_turn_says_why_nothing_happens(
        make_window, qtbot, whose):
    """Three-player Nineteen: a click on the dummy's cards did nothing, and said nothing,
    while the person's own hand was to play or when another player plays the dummy."""
    window = make_window()

    def wanted(st) -> bool:
        if st.stage != "play" or st.to_act != 0 or st.turn != 0:
            return False
        view = st.view(0)
        return view.hands[3] is not None and (view.controller[3] == 0) == (whose == "mine")

    load_at(qtbot, window, "nineteen", {"players": 3}, 0, wanted, seeds=range(1, 120))
    table, c = window.table, window.controller
    before = c.view()
    dummy = table.model.hands[3].items
    click_item(qtbot, table, dummy[len(dummy) // 2])
    assert table.felt.toast.isVisible()
    if whose == "mine":
        assert table.felt.toast.text == ("Play from your own hand: it is your hand's turn, "
                                         "not the dummy's.")
    else:
        name = c.names()[before.controller[3]]
        assert table.felt.toast.text == f"{name} plays this dummy, not you."
    assert c.view() == before


def test_each_card_of_a_dummy_at_the_side_keeps_its_column_as_it_is_played(make_window, qtbot):
    """Three-player Nineteen: the dummy's two columns were split anew at each card played;
    suits swapped columns and merged into one while the person was choosing a card."""
    window = make_window()

    def exposed_at_the_side(st) -> bool:
        return (st.stage == "play" and st.to_act == 0 and not st.trick
                and st.view(0).hands[3] is not None and bin(st.hands[3]).count("1") >= 10)

    load_at(qtbot, window, "nineteen", {"players": 3}, 0, exposed_at_the_side,
            seeds=range(1, 150))
    table, c = window.table, window.controller
    assert table.model.lay.side_of(3) in ("left", "right")
    column: dict[int, int] = {}
    columns_seen = set()
    for _ in range(40):
        if c.view().stage != "play" or c.awaiting_continue:
            break
        items = table.model.hands[3].items
        xs = sorted({round(i.x()) for i in items})
        columns_seen.add(len(xs))
        for i in items:
            col = round(i.x())
            assert column.setdefault(i.card, col) == col, "a card changed columns"
        if c.human_to_act() == 0:
            pos = table.model.acting_position()
            legal = {a.card for a in c.legal_actions()}
            pick = next(i for i in table.model.hands[pos].items if i.card in legal)
            click_item(qtbot, table, pick)
        qtbot.waitUntil(lambda: c.awaiting_continue or c.view().stage != "play" or (
            table.animations_idle() and c.human_to_act() is not None), timeout=20_000)
    assert 2 in columns_seen and len(column) >= 10
