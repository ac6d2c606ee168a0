"""The deal summary's words as a tester read them: "The Sparrow failed: 10 a defender, settled like
the hand" said not who paid whom (nor, later, "10 from each defender" on the row of a defender
who paid it), and "the stock's 5 went to the defenders" not 5 of what."""

from __future__ import annotations

from deals import first_deals_scored
from tricktable.engine.cards import TAROT
from tricktable.games import get_rules
from tricktable.presentation.describe import deal_summary

RULES = get_rules("nineteen")
NAMES = ["Ada", "Bob", "Cy", "Di"]


def _scored(players: int, seeds=range(1, 120)):
    """The first hand's ``DealScored`` of games played with random legal moves."""
    return first_deals_scored("nineteen", seeds, players=players)


def test_a_sparrow_or_slam_settled_says_who_pays_whom():
    """On the announcer's row the words name the defenders and which way the money went: "10
    from each defender, settled like the hand" on the row of a defender whose Sparrow failed
    read as 10 coming to them, when they and their fellow defender each paid it."""
    said = set()
    for players in (4, 3):
        for e in _scored(players):
            d = e.details
            names = ["You", *NAMES[1:players]]
            summary = deal_summary("nineteen", e, names, TAROT)
            defenders = [d["seat_player"][p] for p in d["defenders"]
                         if d["seat_player"][p] is not None]
            said_names = ["you" if names[p] == "You" else names[p] for p in defenders]
            named = (", ".join(said_names[:-1]) + " and " if len(said_names) > 1 else ""
                     ) + said_names[-1]
            for s in d["settlements"]:
                if s["what"] not in ("sparrow", "slam"):
                    continue
                row = summary.rows[s["by"]]
                name = "The Sparrow" if s["what"] == "sparrow" else "Slam"
                text, amount = next((t, a) for t, a in row.lines
                                    if t.startswith(name) and ": " in t)
                assert "a defender" not in text and "from each defender" not in text, text
                each = " each" if len(defenders) > 1 else ""
                paying = f": {named}{each} paid {s['value']} to the declaring side"
                paid = f": the declaring side paid {named} {s['value']}{each}"
                assert text.endswith((paying, paid)), text
                # the defenders pay: an announcer among them pays too
                pays = (s["by"] in defenders) == text.endswith(paying)
                assert (amount < 0) == pays, (text, amount)
                said.add(text.endswith(paying))
    assert said == {True, False}, said


def test_a_defender_whose_sparrow_failed_reads_that_they_paid():
    """The tester's hand: North's Partnership with West, the person (a defender) promised the
    Sparrow and failed. The person's row said "10 from each defender"; it now says that the
    person and East each paid 10 to the declaring side, beside the −10 it shows."""
    from tricktable.engine.panel import SummaryRow
    from tricktable.games.nineteen_words import summary

    details = {"declarer": 2, "partner": 1, "declarer_side": [2, 1], "defenders": [0, 3],
               "seat_player": [0, 1, 2, 3], "bid": "partnership", "value": 28, "won": True,
               "level": 1, "points": {"declarer_side": 78, "defenders": 40},
               "settlements": [{"what": "sparrow", "by": 0, "value": 10, "made": False}]}
    rows = [SummaryRow(n, 0, 0, []) for n in ("You", "West", "North", "East")]
    summary(details, rows, [], [r.name for r in rows], TAROT, None)
    assert ("The Sparrow failed: you and East each paid 10 to the declaring side",
            -10) in rows[0].lines
    assert ("The Sparrow failed, announced by you", 10) in rows[2].lines
    assert ("The Sparrow failed, announced by you", -10) in rows[3].lines


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
