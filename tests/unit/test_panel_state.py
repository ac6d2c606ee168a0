"""The decision panel's state without Qt (presentation/panel_state.py): its rows, its confirm
button's words, what Enter, Esc and a hint do, and the toggles and discards mapped onto the legal
actions."""

from __future__ import annotations

from dataclasses import replace

from tricktable.engine.panel import Choice, Decision
from tricktable.engine.protocol import PLAY, Action
from tricktable.games import get_rules
from tricktable.presentation import panel_state as ps

DOUBLE = Action.make("double", target=1)
PASS = Action.make("pass")


def buttons(default: bool = False) -> Decision:
    return Decision("buttons", "Double?", "", [Choice("Double", action=DOUBLE),
                                               Choice("Pass", action=PASS, default=default)])


def toggles(skip: bool = True) -> Decision:
    both, one = Action.make("announce", keys=(1, 2)), Action.make("announce", keys=(1,))
    return Decision("toggles", "Announce", "", [Choice("A", key=1), Choice("B", key=2)],
                    confirm="Announce", skip=Choice("Say nothing", action=PASS) if skip else None,
                    options=[both, one, PASS], unit="taking",
                    sets=[(frozenset({1, 2}), both), (frozenset({1}), one), (frozenset(), PASS)],
                    probe=lambda keys: Action.make("announce", keys=tuple(sorted(keys))))


def discard(count: int = 2) -> Decision:
    options = [Action.make("discard", cards=0b0011), Action.make("discard", cards=0b0110)]
    return Decision("discard", "Discard", "", [], confirm="Discard", count=count, options=options)


def test_rows_hold_as_many_buttons_as_fit_and_are_of_even_length():
    # 7 buttons of 100 px (+20 frame, 10 gap) in 530 px: 4 fit, so two rows of 4 and 3
    per_row, width = ps.grid(7, 100, 530, 20, 10)
    assert per_row == 4
    assert width == (530 - 3 * 10) / 4 - 20
    assert ps.grid(6, 100, 670, 20, 10)[0] == 3        # 5 would fit: two rows of 3
    assert ps.grid(9, 10, 5000, 2, 1)[0] == 5          # never more than five a row
    assert ps.grid(9, 10, 5000, 2, 1, most=None)[0] == 9  # toggles have no such limit
    assert ps.grid(3, 1000, 100, 20, 10)[0] == 1       # too wide: one a row


def test_a_second_step_gets_a_back_button_to_the_first():
    first = buttons()
    second = Decision("buttons", "Which?", "", [Choice("X", action=PASS)], back=first)
    assert [c.label for c in ps.button_choices(first)] == ["Double", "Pass"]
    back = ps.button_choices(second)[-1]
    assert (back.label, back.then) == ("Back", first)


def test_the_confirm_button_of_toggles_counts_them_and_says_why_a_set_is_refused():
    state = ps.PanelState(toggles())
    assert state.confirm() == ps.Confirm("pick one first", False)
    state.checked = frozenset({1})
    assert state.confirm() == ps.Confirm("1 taking", True)
    state.checked = frozenset({1, 2})
    assert state.confirm() == ps.Confirm("2 takings", True)
    state.refusal = "You may not announce both."
    assert state.confirm() == ps.Confirm("not allowed", False, "You may not announce both.")


def test_the_discard_button_says_how_many_are_selected_and_waits_for_the_count():
    state = ps.PanelState(discard(count=2))
    assert state.confirm() == ps.Confirm("0 of 2 selected", False)
    state.selected = 2
    assert state.confirm() == ps.Confirm("2 of 2 selected", True)
    state.selected = 3
    assert state.confirm() == ps.Confirm("1 too many selected", False)
    one = ps.PanelState(discard(count=1), selected=1)  # Nineteen's partners draw one card
    assert one.confirm() == ps.Confirm("1 of 1 selected", True)


def test_enter_confirms_toggles_or_says_nothing_and_discards_only_the_right_count():
    state = ps.PanelState(toggles())
    assert state.default() == toggles().skip
    state.checked = frozenset({2})
    assert state.default() == "toggles"
    state = ps.PanelState(discard())
    assert state.default() is None
    state.selected = 2
    assert state.default() == "discard"


def test_enter_picks_the_button_drawn_as_the_default_and_no_other():
    """Enter with no button focused took the first button where none was drawn as the
    default (Barbu's "No Queens", unseen): it picks none there and says how to pick."""
    assert ps.PanelState(buttons(default=True)).default().label == "Pass"
    assert ps.PanelState(buttons()).default() is None
    assert "arrow keys or Tab" in ps.PanelState(buttons()).unpicked_words()
    assert "Select 2 cards to discard" in ps.PanelState(discard()).unpicked_words()


def test_escape_undoes_toggles_then_a_selection_then_a_step():
    state = ps.PanelState(toggles())
    assert state.cancel() is None
    state.checked = frozenset({1})
    assert state.cancel() == "untoggle"
    state = ps.PanelState(discard())
    state.selected = 1
    assert state.cancel() == "unselect"
    second = Decision("buttons", "Which?", "", [Choice("X", action=PASS)], back=buttons())
    assert ps.PanelState(second).cancel() == "back"


def test_a_hint_finds_its_button_its_toggles_or_the_button_whose_second_step_holds_it():
    state = ps.PanelState(toggles())
    assert state.hint_target(Action.make("announce", keys=(1,))) == ("confirm", frozenset({1}))
    assert state.hint_target(PASS) == ("skip", frozenset())
    assert ps.PanelState(toggles(skip=False)).hint_target(PASS) == (None, frozenset())
    assert state.hint_target(DOUBLE) == (None, None)
    assert ps.PanelState(buttons()).hint_target(PASS) == (1, None)
    inner = Action.make("contract", name="x")
    second = Decision("buttons", "Which?", "", [Choice("X", action=inner)], options=[inner])
    first = Decision("buttons", "Contract", "", [Choice("Pass", action=PASS),
                                                 Choice("More…", then=second)])
    assert ps.PanelState(first).hint_target(inner) == (1, None)
    assert ps.PanelState(discard()).hint_target(discard().options[0]) == ("confirm", None)


def test_a_refused_toggled_set_is_put_to_the_engine_and_its_words_kept():
    asked = []

    def why(action):
        asked.append(action)
        return "Not both at once."

    d = toggles()
    assert ps.toggles_refusal(d, {1}, why) is None  # a legal set
    assert ps.toggles_refusal(d, set(), why) is None
    assert ps.toggles_refusal(d, {2}, why) == "Not both at once."
    assert asked == [Action.make("announce", keys=(2,))]
    assert ps.toggles_refusal(d, {2}, lambda _a: None) == d.refusal


def test_selected_cards_become_the_legal_discard_or_a_discard_the_engine_refuses():
    d = discard()
    assert ps.discardable(d) == 0b0111
    assert ps.discard_action(d, {0, 1}) is d.options[0]
    assert ps.discard_action(d, {0, 3}) == Action.make("discard", cards=0b1001)
    # a card in no legal discard is asked about with cards that may go, up to the count
    assert ps.discard_probe(d, 5) == Action.make("discard", cards=0b100001)
    assert ps.discard_probe(discard(count=3), 5) == Action.make("discard", cards=0b100011)


def test_the_playable_cards_and_the_scope_of_a_hint_come_from_the_actions():
    assert ps.playable([PLAY[3], PLAY[10], PASS]) == (1 << 3) | (1 << 10)
    assert ps.hint_scope(None) is None
    assert ps.hint_scope(buttons()) is None
    inner = [Action.make("contract", name="x")]
    second = Decision("buttons", "Which?", "", [], options=inner, back=buttons())
    assert ps.hint_scope(second) == inner


def test_a_dummy_the_person_plays_is_named_by_its_side_or_its_owner():
    view = get_rules("sheepshead").new_game(seed=1).view(0)
    names = ["You", "Ada", "Bert"]
    assert ps.acting_words(view, 1, "left", names) == "Ada"
    assert ps.acting_words(view, 2, "right", names[:2]) == "the hand on the right"
    dummy = replace(view, seat_player=[0, None, 2])
    assert ps.acting_words(dummy, 1, "top", names) == "the dummy opposite you"


def test_cards_in_the_acting_hand_are_live_and_those_that_cannot_be_played_dimmed():
    playable = (1 << 3) | (1 << 5)
    assert ps.card_marks(3, 0, 0, 0, playable, 0, set()) == ps.CardMarks(False, True, False,
                                                                          False)
    assert ps.card_marks(4, 0, 0, 0, playable, 0, set()).dimmed
    assert not ps.card_marks(4, 0, 0, 0, 0, 0, set()).dimmed  # no card to play: none dimmed
    other = ps.card_marks(4, 1, 0, 0, playable, 0, {4})
    assert not other.interactive and not other.dimmed and not other.selected
    assert ps.card_marks(None, 0, 0, 0, playable, 0, set()) == ps.CardMarks(False, True, False,
                                                                             False)


def test_cards_drawn_from_the_stock_are_marked_in_the_person_s_own_hand_only():
    drawn = 1 << 7
    assert ps.card_marks(7, 0, None, 0, 0, drawn, set()).marked
    assert not ps.card_marks(7, 1, None, 0, 0, drawn, set()).marked
    assert ps.card_marks(7, 0, 0, 0, 0, 0, {7}).selected


def test_the_arrow_keys_on_the_panel_skip_greyed_buttons_and_wrap_round():
    enabled = [True, False, True, True]
    assert ps.next_enabled(enabled, 0, 1) == 2
    assert ps.next_enabled(enabled, 0, -1) == 3
    assert ps.next_enabled(enabled, 3, 1) == 0
    assert ps.next_enabled([False, True], 1, 1) == 1  # only itself
    assert ps.next_enabled([False, False], 0, 1) is None


def test_a_repaint_with_the_same_decision_keeps_the_panel_as_it_is():
    assert ps.same_decision(buttons(), buttons())
    assert not ps.same_decision(buttons(), None)
    assert not ps.same_decision(None, buttons())
    assert not ps.same_decision(toggles(), buttons())
    other = buttons()
    other.choices[0] = Choice("Double", action=Action.make("double", target=2))
    assert not ps.same_decision(other, buttons())


def test_the_person_acts_from_the_hand_whose_turn_it_is_when_they_play_it():
    view = get_rules("sheepshead").new_game(seed=1).view(0)
    player = view.controller[view.turn]
    assert ps.acting_position(view, player) == view.turn
    assert ps.acting_position(view, None) is None
    assert ps.acting_position(view, player + 1) is None
    assert ps.acting_position(replace(view, over=True), player) is None


def test_toggles_of_two_kinds_are_counted_by_kind():
    """Nineteen's declarations panel said "Declare · 1 declaration" of a contra picked alone:
    toggles of several kinds are counted each by its own name."""
    d = replace(toggles(), unit={"declare": "declaration", "contra": "contra"},
                choices=[Choice("Eight Trumps", key=("declare", "eight-trumps")),
                         Choice("Contra the bid", key=("contra", "bid"))])
    assert ps.PanelState(d, checked=frozenset({("contra", "bid")})).confirm().line == "1 contra"
    both = frozenset({("contra", "bid"), ("declare", "eight-trumps")})
    assert ps.PanelState(d, checked=both).confirm().line == "1 declaration, 1 contra"


def test_a_click_on_the_greyed_confirm_button_is_told_what_it_waits_for():
    """A greyed Bury, Announce or Double answered a click with nothing at all."""
    state = ps.PanelState(discard(count=2))
    assert state.greyed_words() == "Select 2 cards to discard in your hand first: 0 of 2 selected."
    state.selected = 3
    assert state.greyed_words() == ("Select only 2 cards to discard: 3 are selected, 1 too many. "
                                    "A click on a selected card lets it go.")
    one = ps.PanelState(replace(discard(count=1), confirm="Bury"), selected=0)
    assert one.greyed_words() == "Select 1 card to bury in your hand first: 0 of 1 selected."
    picks = ps.PanelState(toggles())
    assert picks.greyed_words() == ("Nothing is picked yet: pick one or more, then “Announce”. "
                                    "Or choose “Say nothing”.")
    assert ps.PanelState(toggles(skip=False)).greyed_words() == (
        "Nothing is picked yet: pick one or more, then “Announce”.")
    picks.checked, picks.refusal = frozenset({2}), "You may not announce B alone."
    assert not picks.confirm().enabled
    assert picks.greyed_words() == "You may not announce B alone."
