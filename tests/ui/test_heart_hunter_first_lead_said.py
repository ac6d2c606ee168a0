"""Heart Hunter's first lead said on the table, not only in the hidden deal log: North led the
8♦ holding the 2♣ and a tester who knew Hearts took it for a broken rule (the bubble that said
why had gone behind the first-card tip); with the 6♣ in their own hand, "Your turn: play a
card." left them looking for the rule. Seen in the window, as the person sees it."""

from __future__ import annotations

import pytest

from tricktable import settings as store
from tricktable.engine.cards import FRENCH, card
from tricktable.games.registry import get_rules
from window_helpers import person_and_computers, record_where, show_window, wait_for_person

LEADS = {4: "2C", 3: "6C"}


def _seats(players: int) -> list[store.Seat]:
    return person_and_computers()[:players]


def _plates(w) -> dict:
    return {p.position: p for p in w.table.felt.plates}


@pytest.mark.parametrize("players", [4, 3])
def test_the_persons_first_lead_says_why_they_lead_and_that_any_card_will_do(
        qtbot, worker, home, players):
    shown = FRENCH.short(card(LEADS[players]))
    rules = get_rules("heart-hunter")
    seed = next(s for s in range(1, 40) if rules.new_game(s, players=players).to_act == 0)
    w = show_window(qtbot, worker, store.Settings(tips=False))
    w.controller.new_game("heart-hunter", {"players": players}, _seats(players), seed=seed)
    wait_for_person(qtbot, w)
    line = w.turn_label.text()
    assert line.startswith(f"Your turn: you were dealt the {shown}, so you lead: any card."), line
    assert f"Dealt the {shown}, so you lead" in _plates(w)[0].notes
    w.controller.shutdown()


def test_a_computers_first_lead_is_said_on_its_plate_through_the_first_trick(
        qtbot, worker, home):
    """North leads a card that is not the 2♣: its plate says it was dealt the 2♣ while the
    trick lies there, and no more once the trick is taken."""
    def north_led_another(st) -> bool:
        view = st.view(0)
        return st.to_act == 0 and not view.tricks and view.trick_positions[:1] == [2] \
            and view.trick[0] != card("2C")

    doc = next(d for seed in range(1, 80) if (d := record_where(
        "heart-hunter", {}, seed, 0, north_led_another)))
    w = show_window(qtbot, worker, store.Settings(tips=False))
    w.controller.load_record(doc)
    wait_for_person(qtbot, w)
    plates = _plates(w)
    assert "Dealt the 2♣, so led" in plates[2].notes, plates[2].notes
    assert not any("Dealt" in n for p in (0, 1, 3) for n in plates[p].notes)
    assert w.turn_label.text().startswith("Your turn: play a card"), "not the person's lead"
    w.controller.shutdown()
