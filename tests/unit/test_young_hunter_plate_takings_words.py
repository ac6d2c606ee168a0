"""Young Hunter plates: a taking read "catch J♠" (lower case, terse) in a ♠-trump deal, where the
summary says "Catch on the J♠ (trump)"; the takings now read as takings, capitalised, the trump
jack's named as the rules name it ("Trump catch J♠"). And two failed announcements read
"Announced diamond catch (failed), heart hit (failed)", wrapped with "(failed)" alone on a line:
the failure's note is now "Failed: diamond catch, heart hit"."""

from __future__ import annotations

import random

from tricktable.engine.cards import FRENCH
from tricktable.engine.words import NBSP
from tricktable.games.registry import get_rules
from tricktable.games.young_hunter import taking_name
from tricktable.games.young_hunter_words import note_kind
from tricktable.presentation import describe

NAMES = ["You", "West", "North", "East"]


def _said(notes: list[str]) -> list[str]:
    return [n.replace(NBSP, " ") for n in notes]


def test_a_plates_takings_are_capitalised_and_the_trump_jacks_is_a_trump_taking() -> None:
    seen = {"trump": 0, "plain": 0}
    for seed in range(1, 12):
        state = get_rules("young-hunter").new_game(seed=seed)
        rng = random.Random(seed)
        while state.to_act is not None and state.deal_number == 1:
            state.apply(rng.choice(state.legal_actions()))
            view = state.view(0)
            for pos in range(4):
                made = [t for t in view.takings if t[1] == pos]
                if not made:
                    continue
                note = _said(describe.plate_lines(view, pos, FRENCH, NAMES)[1])[-1]
                assert note[0].isupper(), note
                words = [f"{'trump ' if jack >> 4 == view.trump_suit else ''}{kind} "
                         f"{FRENCH.short(jack)}" for jack, _t, kind in made]
                assert note == (", ".join(words)[:1].upper() + ", ".join(words)[1:]), note
                for jack, _t, _kind in made:
                    seen["trump" if jack >> 4 == view.trump_suit else "plain"] += 1
    assert all(seen.values()), seen


def test_the_trump_jack_caught_in_a_spade_deal_reads_trump_catch() -> None:
    state = get_rules("young-hunter").new_game(seed=1)
    rng = random.Random(1)
    while True:
        view = state.view(0)
        assert state.to_act is not None and state.deal_number == 1
        caught = [t for t in view.takings if t[0] >> 4 == view.trump_suit and t[2] == "catch"]
        if caught:
            break
        state.apply(rng.choice(state.legal_actions()))
    jack, taker, _kind = caught[0]
    notes = _said(describe.plate_lines(view, taker, FRENCH, NAMES)[1])
    assert f"rump catch {FRENCH.short(jack)}" in notes[-1], notes
    assert notes[-1].startswith(("Trump ", "Catch ", "Hit ")), notes


def test_failed_announcements_share_one_short_note_headed_failed() -> None:
    """Two announcements that failed: "Failed: …, …" with no "(failed)" after each, drawn
    in the failure's colour."""
    seen = 0
    for seed in range(1, 40):
        state = get_rules("young-hunter").new_game(seed=seed)
        rng = random.Random(seed)
        while state.to_act is not None and state.deal_number == 1:
            legal = state.legal_actions()
            many = [a for a in legal if a.type == "announce" and len(a.get("takings") or ()) >= 2]
            state.apply(rng.choice(many or legal))
            view = state.view(0)
            fallen = {jack: (taker, kind) for jack, taker, kind in view.takings}
            for pos in range(4):
                failed = [taking_name(a.card, a.name, view.trump_suit) for a in view.announcements
                          if a.kind == "announce" and a.card >= 0 and a.player == pos
                          and a.card in fallen and fallen[a.card] != (pos, a.name)]
                if len(failed) < 2:
                    continue
                notes = describe.plate_lines(view, pos, FRENCH, NAMES)[1]
                mine = [n for n in notes if note_kind(n) == "failed"]
                assert len(mine) == 1, notes
                assert _said(mine)[0].replace(" (contra'd)", "") == \
                    "Failed: " + ", ".join(failed), notes
                seen += 1
        if seen > 5:
            break
    assert seen
