"""The "?" of Nineteen's discard panel, clicked as a tester did at 1024 x 600: for a
Partnership's discard (the partner opposite the declarer, four players; the dealer, two) it
opened the rules at "Preferred Three, Two and One", and the paragraph the player needed
("Discards are limited: never a king or an honour…") lay above, out of view. The page opens
where the limits of the contract being played are written."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from tricktable.engine.protocol import PASS
from tricktable.ui.choice_button import ChoiceButton
from tricktable.ui.rules_browser import RulesBrowser
from window_helpers import first_record, open_past_its_summary, show_window

SIZE = (1024, 600)


def _partnership(action) -> bool:
    return action == PASS or action.get("bid") == "partnership"


def _preferred(action) -> bool:
    return action == PASS or action.get("bid") == "preferred-3" or action.type == "take-set"


def _at_the_persons_discard(qtbot, worker, players: int, wanted, prefer):
    w = show_window(qtbot, worker, size=SIZE)
    doc = first_record("nineteen", {"players": players},
                       lambda st: st.stage == "discard" and st.to_act == 0 and wanted(st),
                       prefer=prefer, steps=400)
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    return w


def _click_the_panels_question_mark(qtbot, w) -> RulesBrowser:
    table = w.table
    helper = next(b for b in table.panel.findChildren(ChoiceButton) if b.label == "?")
    centre = helper.rect().center()
    scene_pt = table.panel_proxy.mapToScene(QPointF(helper.mapTo(table.panel, centre)))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.mapFromScene(scene_pt))
    qtbot.waitUntil(lambda: isinstance(w.last_dialog, RulesBrowser)
                    and w.last_dialog.isVisible(), timeout=5_000)
    return w.last_dialog


def _top_line(dlg: RulesBrowser) -> str:
    """The paragraph at the top of the page as it is scrolled."""
    return dlg.browser.cursorForPosition(QPoint(4, 4)).block().text()


@pytest.mark.parametrize(("players", "wanted", "prefer", "opening"), [
    (4, lambda st: st.declarer != 0 and st.bid == "partnership", _partnership,
     "Discards are limited: you may never discard a king or an honour"),
    (2, lambda st: True, _partnership,
     "Discards are limited: you may never discard a king or an honour"),
    (4, lambda st: st.bid == "preferred-3", _preferred,
     "The declarer then discards, face down, as many cards as were taken"),
], ids=["four-players-partner", "two-players", "preferred"])
def test_the_discard_panels_question_mark_opens_the_rules_at_its_limits(
        qtbot, worker, home, players, wanted, prefer, opening):
    w = _at_the_persons_discard(qtbot, worker, players, wanted, prefer)
    assert w.controller.legal_actions()[0].type == "discard"
    dlg = _click_the_panels_question_mark(qtbot, w)
    assert _top_line(dlg).startswith(opening), _top_line(dlg)
    dlg.close()
    w.controller.shutdown()
