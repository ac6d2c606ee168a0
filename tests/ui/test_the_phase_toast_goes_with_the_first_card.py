"""Barbu's "No Queens: West leads." (the play's phase said in a toast, for 3.5 s) stayed up
over the trick under way, a second and more after West's lead had landed. The phase's words go
when the deal's first card lands, if the toast still says them."""

from __future__ import annotations

from tricktable import settings as store
from tricktable.games.barbu import DOMINOES
from window_helpers import click_button, first_record, open_past_its_summary, show_window


def _last_to_answer() -> dict:
    """A Barbu record at the person's doubling decision, the last before the play (a trick
    contract: West, the declarer at the person's right, leads once it is answered)."""
    def wanted(st) -> bool:
        return (st.stage == "double" and st.to_act == 0 and st.declarer == 1
                and st.contract != DOMINOES and len(st.said) >= 3
                and any(not a.get("targets") for a in st.legal_actions()))

    def no_doubles(action) -> bool:
        return action.type != "double" or not action.get("targets")

    return first_record("barbu", {}, wanted, prefer=no_doubles)


def test_the_plays_toast_is_hidden_once_the_hands_first_card_has_landed(qtbot, worker, home):
    w = show_window(qtbot, worker, store.Settings(tips=False, hints=False), speed="normal")
    open_past_its_summary(qtbot, w, _last_to_answer())
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    table, toast = w.table, w.table.felt.toast
    landed: list[tuple[bool, str]] = []

    def first_card() -> None:
        if len(table.model.trick.items) == 1 and not table.model.last_trick and not landed:
            landed.append((toast.isVisible(), toast.text))

    table.felt.turnShown.connect(first_card)
    click_button(qtbot, table, "No double")  # nobody doubled: the play starts, West leads
    qtbot.waitUntil(lambda: toast.isVisible() and toast.text.endswith("leads."), timeout=5_000)
    said = toast.text
    qtbot.waitUntil(lambda: bool(landed), timeout=10_000)
    assert landed[0] == (False, said), f"{said!r} still up over the trick: {landed[0]}"
    qtbot.wait(200)
    assert not toast.isVisible() or toast.text != said
    w.controller.shutdown()
