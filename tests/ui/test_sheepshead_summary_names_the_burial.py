"""The deal summary on the felt names what the window held and what the Player buried.

Why: a tester played a whole Sheepshead match and the summary card said only "25 card points
(21 in 3 tricks, 4 in the burial)"; while a computer was the Player its plate said "+ 2 buried
cards" (hidden during the play, rightly), and nothing ever said which. Once the deal is scored
the burial is counted for all to see, as The Least's summary names its window."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from tricktable.engine.cards import FRENCH, cards_of, mask_of
from window_helpers import click_card, open_past_its_summary, record_where, show_window


def _last_card_after_a_computer_took_the_window(st, seen: dict) -> bool:
    """The person (player 0) to play the deal's last card; a computer is the Player (what
    the state holds then kept in ``seen``)."""
    if (st.deal_number == 1 and st.stage == "play" and st.player not in (None, 0)
            and st.to_act == 0 and st.hands[0].bit_count() == 1
            and not st.hands[1] and not st.hands[2]):
        seen.update(window=mask_of(st.window), buried=st.discards, player=st.player,
                    last=st.hands[0].bit_length() - 1)
        return True
    return False


def test_the_summary_card_says_what_the_window_held_and_what_was_buried(
        qtbot, worker, home) -> None:
    seen: dict = {}
    doc = next(d for seed in range(1, 60) if (d := record_where(
        "sheepshead", {}, seed, 0,
        lambda st: _last_card_after_a_computer_took_the_window(st, seen))) is not None)
    window = FRENCH.list_short(seen["window"])
    buried = FRENCH.list_short(seen["buried"])
    assert window != buried
    player = f"Bot {seen['player']}"
    w = show_window(qtbot, worker, size=(1280, 800))
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    felt = w.table.felt
    assert felt.summary is None
    # the burial is not on the table before the deal is scored
    plates = [line.text.replace("\xa0", " ") for plate in felt.plates
              for line in plate.note_lines()]
    assert not any(FRENCH.short(c) in t for c in cards_of(seen["buried"]) for t in plates), \
        plates
    click_card(qtbot, w, seen["last"])
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=10_000)
    texts = [label.text().replace("\xa0", " ") for label in
             felt.summary_card.findChildren(QLabel) if label.isVisible()]
    said = f"The window held {window}; {player} buried " \
           f"{'them both' if window == buried else buried}."
    assert said in texts, texts
    w.controller.shutdown()
