"""The deal summary's words as a tester read them: "The Sparrow failed: 10 a defender, settled like
the hand" said not who paid whom, and "the stock's 5 went to the defenders" not 5 of what."""

from __future__ import annotations

import random
import re

from tricktable.engine.cards import TAROT
from tricktable.engine.protocol import DealScored
from tricktable.games import get_rules
from tricktable.presentation.describe import deal_summary

RULES = get_rules("nineteen")
NAMES = ["Ada", "Bob", "Cy", "Di"]


def _scored(players: int, seeds=range(1, 120)):
    for seed in seeds:
        st = RULES.new_game(seed, players=players)
        rng = random.Random(seed)
        while st.deal_number == 1 and not st.game_over:
            for e in st.apply(rng.choice(st.legal_actions())):
                if isinstance(e, DealScored):
                    yield e


def test_a_sparrow_or_slam_settled_says_who_pays_whom():
    said = set()
    for players in (4, 3):
        for e in _scored(players):
            d = e.details
            summary = deal_summary("nineteen", e, NAMES[:players], TAROT)
            defenders = {d["seat_player"][p] for p in d["defenders"]} - {None}
            for s in d["settlements"]:
                if s["what"] not in ("sparrow", "slam"):
                    continue
                row = summary.rows[s["by"]]
                name = "The Sparrow" if s["what"] == "sparrow" else "Slam"
                text, amount = next((t, a) for t, a in row.lines
                                    if t.startswith(name) and ": " in t)
                assert "a defender" not in text, text
                m = re.search(r": (\d+) (from|to) each defender, settled like the hand$", text)
                assert m and int(m.group(1)) == s["value"], text
                # "from": the defenders pay; an announcer among them pays too
                pays = (s["by"] in defenders) == (m.group(2) == "from")
                assert (amount < 0) == pays, (text, amount)
                said.add(m.group(2))
    assert said == {"from", "to"}, said


def test_the_stocks_points_are_called_points():
    seen = 0
    for e in _scored(4, range(1, 60)):
        stock = e.details.get("stock_points")
        if not stock:
            continue
        notes = " ".join(deal_summary("nineteen", e, NAMES, TAROT).notes)
        word = "point" if stock == 1 else "points"
        assert f"; the stock's {stock} {word} went to the defenders." in notes, notes
        seen += 1
    assert seen, "no stock went to the defenders"
