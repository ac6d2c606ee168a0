"""The score sheet's notes: each game's line says what its rules scored in that deal, from the
engine's own details of real (random, seeded) deals."""

from __future__ import annotations

import random
import re

from tricktable.engine.protocol import DealScored
from tricktable.games.registry import get_rules
from tricktable.presentation.sheet_words import sheet_footer, sheet_note

NAMES = ["You", "West", "North", "East"]


def finished(game: str, deals: int, seed: int = 5, **options):
    """(state, [details of each finished deal]) after ``deals`` random deals."""
    st = get_rules(game).new_game(seed=seed, **options)
    rnd = random.Random(seed)
    details = []
    while st.to_act is not None and len(details) < deals:
        for e in st.apply(rnd.choice(st.legal_actions())):
            if isinstance(e, DealScored):
                details.append(e.details)
    return st, details


def test_barbu_notes_name_declarer_contract_doubles_and_the_dominoes_order():
    st, details = finished("barbu", 7)
    notes = [sheet_note("barbu", d, NAMES) for d in details]
    for d, note in zip(details, notes, strict=True):
        assert note.startswith(f"{d['title']} by {NAMES[d['declarer']]} · ")
        assert ("doubled" in note) == bool(d["doubles"])
        # with doubles, each player's contract score, then what each doubled pair's settlement
        # moved (without, the row's scores are the contract's)
        contract = note.split(" · ")[1]
        assert contract.startswith("contract: ") == bool(d["settlements"]), note
        if d["settlements"]:
            assert contract == "contract: " + ", ".join(
                f"{n} {'+' if v > 0 else '−' if v < 0 else ''}{abs(v)}"
                for n, v in zip(NAMES, d["raw"], strict=True)), contract
        for s in d["settlements"]:
            a, b = (NAMES[p] for p in s["players"])
            moved = (f"{abs(s['transfer'])} from" if s["transfer"] else "nothing changes hands")
            assert moved in note and a in note and b in note, note
            assert s["transfer"] == 0 or f"×{s['multiplier']}" in note
        if d["contract"] == "dominoes":
            assert re.search(r"out: 1st \w+, 2nd \w+, 3rd \w+, 4th \w+", note)
    assert any("Trump (" in n for n in notes)
    footer = sheet_footer("barbu", st.view(0), NAMES)
    assert len(footer) == 5 and footer[-1].startswith("Doubles still owed to ")
    assert all("still to declare" in line for line in footer[:4])


def test_nineteen_notes_say_bid_level_card_points_and_value():
    """The level only where the contract has one (a Preferred bid): "level 1" was said of a
    Solo and a Partnership, which have none."""
    _st, details = finished("nineteen", 3)
    for d in details:
        note = sheet_note("nineteen", d, NAMES)
        assert re.search(r"\d+ points \((made|lost)\) · value \d+", note), note
        assert ("level " in note) == note.startswith("Preferred"), note


def test_nineteen_notes_name_each_declaration_settled_beside_the_hand():
    """A failed Slam took 20 from a +70 hand: the sheet said "value 70" and nothing of it."""
    seen = 0
    for seed in range(1, 12):
        _st, details = finished("nineteen", 2, seed=seed)
        for d in details:
            note = sheet_note("nineteen", d, NAMES)
            for s in d["settlements"]:
                if s["what"] == "bid":
                    continue
                assert f"({NAMES[s['by']]})" in note, note
                if s["what"] in ("slam", "sparrow"):
                    assert (" made (" if s["made"] else " failed (") in note, note
                seen += 1
    assert seen


def test_young_hunter_notes_say_takings_announced_and_made():
    _st, details = finished("young-hunter", 3)
    notes = [sheet_note("young-hunter", d, NAMES) for d in details]
    assert all(re.search(r"You \d+ taking", n) for n in notes)
    assert any(re.search(r"(made|failed)", n) for n in notes)


def test_young_hunter_notes_say_each_contra_and_how_it_went():
    """A contra's ±4 stood on the sheet beside "North 0 takings" and nothing of it: the
    contra's player and the announcer each have it in their part."""
    from tricktable.engine.words import possessive

    seen = 0
    for seed in range(1, 20):
        _st, details = finished("young-hunter", 2, seed=seed, contra=True)
        for d in details:
            note = sheet_note("young-hunter", d, NAMES)
            parts = dict(p.split(" ", 1) for p in note.split(" · "))
            for jack in d["jacks"]:
                suit = "♣♦♥♠"["CDHS".index(jack["jack"][1])]
                for a in jack["announcements"]:
                    if a.get("contra_by") is None:
                        continue
                    owner = possessive(NAMES[a["player"]]) if NAMES[a["player"]] != "You" \
                        else "your"
                    how = "lost" if a["made"] else "won"
                    name = f"{suit} {'trump ' if jack['trump'] else ''}{a['kind']}"
                    assert f"contra on {owner} {name} {how}" in \
                        parts[NAMES[a["contra_by"]]], note
                    assert f"against {possessive(NAMES[a['contra_by']])} contra" \
                        in parts[NAMES[a["player"]]], note
                    seen += 1
    assert seen >= 5


def test_sheepshead_notes_say_the_players_band_or_the_least():
    _st, details = finished("sheepshead", 6)
    for d in details:
        note = sheet_note("sheepshead", d, NAMES[:3])
        assert ("band" in note) if d["kind"] == "player" else note.startswith("The Least")


def test_the_leasts_note_says_who_scored_and_why():
    """"The Least: everyone passed" was the whole line: who scored, and why, is said."""
    base = {"kind": "least", "points": [16, 40, 64], "values": [2, 0, 0], "winners": [0],
            "how": "lowest card points"}
    assert sheet_note("sheepshead", base, NAMES[:3]) == \
        "The Least: You +2 (the fewest card points, 16)"
    alone = {**base, "values": [0, 4, 0], "winners": [1], "how": "one player took no trick"}
    assert sheet_note("sheepshead", alone, NAMES[:3]) == \
        "The Least: West +4 (the only player to take no trick)"
    tie = {**base, "points": [30, 30, 60], "values": [2, 2, 0], "winners": [0, 1],
           "how": "tie for lowest: every tied player scores"}
    assert sheet_note("sheepshead", tie, NAMES[:3]) == \
        "The Least: You +2, West +2 (tie for lowest: every tied player scores)"
    # a record's details without the figures (or naming no such player) still give a line
    assert sheet_note("sheepshead", {"kind": "least", "winners": [7]}, NAMES[:3]) == \
        "The Least: everyone passed"


def test_heart_hunter_notes_say_phase_and_points():
    _st, details = finished("heart-hunter", 2)
    for d in details:
        assert sheet_note("heart-hunter", d, NAMES).startswith(f"Phase {d['phase']} · points You")


def test_a_zero_sum_sheepshead_note_says_the_settlement_its_row_shows():
    """With zero-sum on, the row showed −4 and the note "…, band 31–60, −2" alone."""
    st, details = finished("sheepshead", 6, seed=3, zero_sum=True)
    names = NAMES[:3]
    for d, log in zip(details, st.history, strict=True):
        note = sheet_note("sheepshead", d, names)
        if any(log.score):
            said = ", ".join(f"{n} {'+' if v > 0 else '−' if v < 0 else ''}{abs(v)}"
                             for n, v in zip(names, log.score, strict=True))
            assert note.endswith(f"; settled between each pair: {said}"), note
        else:
            assert "settled" not in note
    plain = [sheet_note("sheepshead", d, names)
             for d in finished("sheepshead", 6, seed=3)[1]]
    assert not any("settled" in n for n in plain)
