"""Barbu's contract panel keeps its seven buttons in the same places every hand: those the
declarer has played are greyed in their places, and a click on one says why. Between hands the
panel reflowed from seven buttons in three columns to four in two, and a click where "No Tricks"
had sat the hand before landed in a gap and did nothing."""

from __future__ import annotations

from tricktable import settings as store
from tricktable.games.barbu import TITLES
from window_helpers import click_button, load_at, show_window

#: the contracts in their order (Trump, and Dominoes where the rows' rank is chosen, open a
#: second step: "Trump…")
LABELS = list(TITLES)


def _at_contract(qtbot, w, played: int) -> None:
    """The window at the person's choice of contract with ``played`` contracts behind them."""
    load_at(qtbot, w, "barbu", {}, 0,
            lambda st: st.to_act == 0 and st.stage == "contract"
            and st.used[0].bit_count() == played and st.declarer == 0)
    qtbot.waitUntil(lambda: (d := w.table.decisions.decision) is not None
                    and d.title == "Choose the contract", timeout=5_000)


def _places(w) -> dict[str, tuple]:
    # greyed: refused by the rules (not disabled, so that the keys reach it and say why)
    return {b.label.removesuffix("…"): (b.geometry().getRect(), b.refusal is None)
            for b in w.table.panel.buttons}


def test_the_seven_contracts_keep_their_places_and_a_played_one_is_greyed_there(
        qtbot, worker, home):
    w = show_window(qtbot, worker, store.Settings(tips=False, hints=False), size=(1280, 720))
    _at_contract(qtbot, w, 0)
    first = _places(w)
    assert list(first) == LABELS and all(on for _rect, on in first.values())
    _at_contract(qtbot, w, 1)
    later = _places(w)
    assert list(later) == LABELS  # all seven, in the same order
    played = [label for label, (_rect, on) in later.items() if not on]
    assert len(played) == 1
    # every button where it stood in the first hand
    assert {k: r for k, (r, _on) in later.items()} == {k: r for k, (r, _on) in first.items()}
    greyed = next(b for b in w.table.panel.buttons if b.label.startswith(played[0]))
    assert greyed.line == "played already"
    w.controller.shutdown()


def test_a_click_on_a_played_contract_says_why_and_chooses_nothing(qtbot, worker, home):
    w = show_window(qtbot, worker, store.Settings(tips=False, hints=False), size=(1280, 720))
    _at_contract(qtbot, w, 1)
    c, toast = w.controller, w.table.felt.toast
    played = next(b.label for b in w.table.panel.buttons if b.refusal is not None)
    toast.hide()
    click_button(qtbot, w.table, played)
    qtbot.waitUntil(toast.isVisible, timeout=2_000)
    assert toast.text == (f"You have played {played.removesuffix('…')} already: each "
                          "contract is played once "
                          "in your seven hands as declarer.")
    assert c.state.stage == "contract" and c.human_to_act() == 0  # nothing was chosen
    w.controller.shutdown()
