"""Young Hunter's deal summary lists each player's lines in the order a player reads their deal:
the takings they made, then their announcements that failed, then their contras, each in the order
of play. The rules write them jack by jack (clubs, diamonds, hearts, spades): a tester learning the
game found "Contra on …", "Announced … failed" and "Catch on …" mixed in no order they could
see."""

from __future__ import annotations

import random

import pytest

from tricktable.engine.protocol import DealScored
from tricktable.games import get_rules
from tricktable.presentation.describe import deal_summary

NAMES = ["You", "Ada", "Bob", "Cy"]
SUITS = "♣♦♥♠"


def kind_of(text: str) -> int:
    """0: a taking made, 1: an announcement that failed, 2: a contra (from the line's words)."""
    if text.startswith("Contra on "):
        return 2
    return 1 if text.startswith("Announced ") and text.endswith(" failed") else 0


def jack_in(text: str) -> str:
    """The jack a line is about: every line names exactly one ("J♦")."""
    found = [f"J{s}" for s in SUITS if f"J{s}" in text]
    assert len(found) == 1, text
    return found[0]


def summaries(seed: int):
    """Each deal's summary of a game of random legal moves with contras, with its deal log."""
    rules = get_rules("young-hunter")
    st = rules.new_game(seed, contra=True)
    rng = random.Random(seed)
    while st.to_act is not None and st.deal_number <= 3:
        for e in st.apply(rng.choice(st.legal_actions())):
            if isinstance(e, DealScored):
                log = st.history[-1]
                yield deal_summary("young-hunter", e, NAMES, rules.codec, log), log


@pytest.mark.parametrize("seed", range(1, 7))
def test_a_rows_lines_go_takings_then_failed_announcements_then_contras_in_the_order_of_play(
        seed):
    """Within a row, each line's kind, then the trick its jack fell in, never goes back."""
    codec = get_rules("young-hunter").codec
    for summary, log in summaries(seed):
        fell = {codec.short(c): k for k, (_l, cards, _w) in enumerate(log.tricks)
                for c in cards}
        for row in summary.rows:
            keys = [(kind_of(text), fell[jack_in(text)]) for text, _v in row.lines
                    if text != "No takings"]
            assert keys == sorted(keys), (row.name, row.lines)


def test_the_seeds_above_give_rows_whose_jack_order_is_not_the_order_of_play():
    """The seeds above come to rows of several kinds of lines whose jacks, in the rules' order
    (clubs to spades), fell out of the order of play: the test above would pass on one-line
    rows whatever the order."""
    codec = get_rules("young-hunter").codec
    mixed = 0
    for seed in range(1, 7):
        for summary, log in summaries(seed):
            first = {codec.short(c): k for k, (_l, cards, _w) in enumerate(log.tricks)
                     for c in cards}
            for row in summary.rows:
                jacks = [jack_in(t) for t, _v in row.lines if t != "No takings"]
                by_suit = sorted(jacks, key=lambda j: SUITS.index(j[1]))
                kinds = {kind_of(t) for t, _v in row.lines}
                mixed += len(kinds) > 1 and [first[j] for j in by_suit] != sorted(
                    first[j] for j in by_suit)
    assert mixed >= 3
