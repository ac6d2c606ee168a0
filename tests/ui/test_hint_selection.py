"""Every kind of decision other than a card can be picked out for a hint on the decision panel, so
Enter follows it: the button focused (on a two-step choice, then its second step's button), the
toggles set to exactly the hinted set with the confirm (or skip) button focused, or Discard
focused. Built from seeded positions of every game, for every legal action of each."""

from __future__ import annotations

import pytest

from tricktable.coach.positions import positions
from tricktable.presentation import describe
from tricktable.ui.action_panel import ActionPanel

GAMES = [("young-hunter", {"contra": True}), ("sheepshead", {}), ("barbu", {}),
         ("nineteen", {}), ("nineteen", {"players": 3})]


def _focused(panel: ActionPanel):
    return next((b for b in [*panel.toggles, *panel.buttons] if b.hasFocus()), None)


@pytest.mark.parametrize(("game", "options"), GAMES, ids=[f"{g}-{len(o)}" for g, o in GAMES])
def test_every_non_card_decision_can_be_selected_for_enter(qtbot, game, options):
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.show()
    kinds = set()
    for pos in positions(game, 1, seed=1, options=options):
        st = pos.state
        legal = st.legal_actions()
        names = [f"P{i}" for i in range(st.num_players)]
        decision = describe.decision_for(st.view(pos.player), legal, st.describe,
                                         st.rules.codec, names)
        if decision is None:
            continue
        kinds.add(pos.kind)
        for action in (a for a in legal if a.type != "play"):
            panel.show_decision(decision, 12.0, 900.0)
            panel.activateWindow()
            if decision.kind == "discard":
                panel.set_selected(decision.count)
            assert panel.focus_action(action), (pos.kind, action)
            qtbot.waitUntil(lambda: _focused(panel) is not None, timeout=2_000)
            button = _focused(panel)
            if decision.kind == "toggles":
                keys = panel.checked_keys()
                assert describe.match_toggles(decision, keys) == action
                assert button is (panel.confirm if keys else panel.buttons[-1])
            elif decision.kind == "discard":
                assert button is panel.confirm
            else:
                choice = decision.choices[panel.buttons.index(button)]
                if choice.then is None:
                    assert choice.action == action
                else:  # the second step's button is focused once it opens
                    panel.show_decision(choice.then, 12.0, 900.0)
                    assert panel.focus_action(action)
                    qtbot.waitUntil(lambda: _focused(panel) is not None, timeout=2_000)
                    step = choice.then.choices[panel.buttons.index(_focused(panel))]
                    assert step.action == action
    assert kinds, "the seeded games reached no decision other than a card"


def test_a_hint_to_say_nothing_focuses_its_button_and_leaves_the_persons_picks(qtbot):
    """A taking picked, then H: "announce nothing" left the outline on the "?" (Enter opened
    the rules). Its own button is focused now, the picks stay as the person made them."""
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.show()
    for pos in positions("young-hunter", 1, seed=1, options={"contra": True}):
        st = pos.state
        legal = st.legal_actions()
        decision = describe.decision_for(st.view(pos.player), legal, st.describe,
                                         st.rules.codec, [f"P{i}" for i in range(4)])
        if decision is None or decision.kind != "toggles" or decision.skip is None:
            continue
        panel.show_decision(decision, 12.0, 900.0)
        panel.activateWindow()
        picked = next(t for t in panel.toggles if t.isEnabled())
        picked.setChecked(True)
        assert panel.focus_action(decision.skip.action)
        qtbot.waitUntil(lambda: _focused(panel) is not None, timeout=2_000)
        assert _focused(panel) is panel.buttons[-1]
        assert picked.isChecked(), "the person's pick was taken away"
        return
    pytest.fail("no announcement with a Say nothing button came up")


@pytest.mark.parametrize(("game", "options"), GAMES, ids=[f"{g}-{len(o)}" for g, o in GAMES])
def test_a_panels_grid_of_choices_has_one_height(qtbot, game, options):
    """"Spade catch" (its line wrapped to three) stood taller than "Heart hit" beside it: the
    rows of the grid were ragged."""
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.show()
    grids = 0
    for pos in positions(game, 1, seed=1, options=options):
        st = pos.state
        decision = describe.decision_for(st.view(pos.player), st.legal_actions(), st.describe,
                                         st.rules.codec, [f"P{i}" for i in range(4)])
        if decision is None or decision.kind == "discard":
            continue
        panel.show_decision(decision, 12.0, 520.0)  # narrow: lines wrap
        grid = panel.toggles or [b for b in panel.buttons if b is not panel.skip]
        if len(grid) > 1:
            assert len({b.height() for b in grid}) == 1, [(b.label, b.height()) for b in grid]
            grids += 1
    assert grids, "no decision with a grid of choices came up"


def test_a_hint_that_only_adds_to_the_persons_picks_is_set_and_enter_follows_it(qtbot):
    """East picked on "Double whom?", then H said "double everyone": East alone stayed picked,
    and Enter doubled East. A hint that takes no pick away is set; one that would is not."""
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.show()
    for pos in positions("barbu", 1, seed=1):
        st = pos.state
        legal = st.legal_actions()
        decision = describe.decision_for(st.view(pos.player), legal, st.describe,
                                         st.rules.codec, [f"P{i}" for i in range(4)])
        if decision is None or decision.kind != "toggles":
            continue
        sets = sorted((k for k, _a in decision.sets if len(k) >= 2), key=len)
        if not sets:
            continue
        panel.show_decision(decision, 12.0, 900.0)
        panel.activateWindow()
        whole = sets[-1]
        one = next(iter(whole))
        next(t for t in panel.toggles if t.property("key") == one).setChecked(True)
        action = next(a for k, a in decision.sets if k == whole)
        assert panel.focus_action(action)
        assert panel.checked_keys() == set(whole)
        qtbot.waitUntil(lambda: _focused(panel) is panel.confirm, timeout=2_000)
        # a hint that would take the pick away leaves it
        other = next((a for k, a in decision.sets if k and one not in k), None)
        if other is not None:
            assert not panel.focus_action(other)
            assert one in panel.checked_keys()
        return
    pytest.fail("no doubling with two or more to double came up")
