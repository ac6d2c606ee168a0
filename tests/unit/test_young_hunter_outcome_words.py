"""Young Hunter's words once the play has told how an announcement went, from real (seeded)
positions, as a QA tester read them at the table: the announcer's plate still said "Announced
trump hit" after the jack was lost (only the catcher's plate told it); the extra game's panel said
"Trumps: no trumps." under the badge's "No trump"; the score sheet said "3 takings" and named no
jack, where the deal summary names each."""

from __future__ import annotations

import random

from tricktable.engine.cards import FRENCH
from tricktable.engine.protocol import DealScored
from tricktable.engine.words import NBSP
from tricktable.games.registry import get_rules
from tricktable.games.young_hunter import taking_name
from tricktable.presentation import describe
from tricktable.presentation.sheet_words import sheet_note

NAMES = ["You", "West", "North", "East"]
GAME = "young-hunter"


def _announce_one_then_play(seed: int):
    """A deal where the first speaker announces one taking and the others say nothing; yields
    (state, announcer, jack, kind) after every action of the play until that jack has fallen."""
    state = get_rules(GAME).new_game(seed=seed)
    announcer = state.to_act
    rng = random.Random(seed)
    action = rng.choice([a for a in state.legal_actions()
                         if a.type == "announce" and len(a.get("takings") or ()) == 1])
    (jack, kind), = action.get("takings")
    state.apply(action)
    while state.stage == "announce":
        state.apply(next(a for a in state.legal_actions() if not a.get("takings")))
    while True:
        yield state, announcer, jack, kind
        if any(t[0] == jack for t in state.view(0).takings):
            return
        state.apply(rng.choice(state.legal_actions()))


def test_the_announcers_plate_says_made_or_failed_once_the_announced_jack_has_fallen():
    """The QA tester's trump hit was lost to North's K♠ and their plate said "Announced trump
    hit" for the rest of the deal: the rules score it made or failed, and the plate says which
    from the trick its jack fell in (and nothing of it before)."""
    seen = set()
    for seed in range(1, 40):
        for state, announcer, jack, kind in _announce_one_then_play(seed):
            view = state.view(announcer)
            name = taking_name(jack, kind, view.trump_suit)
            notes = _words(describe.plate_lines(view, announcer, FRENCH, NAMES)[1])
            fallen = [t for t in view.takings if t[0] == jack]
            if not fallen:
                assert f"Announced {name}" in notes, notes
                continue
            _jack, taker, took = fallen[0]
            outcome = "made" if (taker, took) == (announcer, kind) else "failed"
            said = f"Made: {name}" if outcome == "made" else f"Failed: {name}"
            assert said in notes, (notes, fallen)
            seen.add(outcome)
            # every player sees it so, not only the announcer
            other = (announcer + 1) % 4
            assert said in _words(
                describe.plate_lines(state.view(other), announcer, FRENCH, NAMES)[1])
        if seen == {"made", "failed"}:
            return
    raise AssertionError(f"only {seen} came up in 40 deals")


def _words(notes: list[str]) -> list[str]:
    """The notes as words: a taking's name is kept on one line by no-break spaces."""
    return [n.replace(NBSP, " ") for n in notes]


def test_the_extra_games_announcement_panel_spells_its_trumps_as_the_badge():
    """"Trumps: no trumps." stood in the panel under the centre's "No trump"."""
    state = get_rules(GAME).new_game(seed=4, extra_game="after-4")
    rng = random.Random(4)
    while not (state.deal_number == 5 and state.stage == "announce"):
        state.apply(rng.choice(state.legal_actions()))
    view = state.view(state.to_act)
    badge, _caption = describe.centre_badge(view)
    panel = describe.decision_for(view, state.legal_actions(), state.describe, FRENCH, NAMES)
    assert badge == "No trump"
    assert panel.hint.startswith("No trump. "), panel.hint
    assert "no trumps" not in panel.hint.lower()


def test_the_score_sheet_names_the_jacks_each_player_took():
    """The sheet said "Anna 3 takings (♣ hit failed)" where the summary named each jack: each
    player's takings are named by their kind and jack, as the plate says them ("catch J♥")."""
    rules = get_rules(GAME)
    checked = 0
    for seed in range(1, 6):
        state = rules.new_game(seed)
        rng = random.Random(seed)
        while state.to_act is not None and state.deal_number <= 2:
            for e in state.apply(rng.choice(state.legal_actions())):
                if not isinstance(e, DealScored):
                    continue
                note = sheet_note(GAME, e.details, NAMES)
                parts = note.split(" · ")
                for p, part in enumerate(parts):
                    mine = [f"{j['kind']} {FRENCH.short(FRENCH.parse(j['jack']))}"
                            for j in e.details["jacks"] if j["taker"] == p]
                    count = len(mine)
                    head = f"{NAMES[p]} {count} taking{'' if count == 1 else 's'}"
                    if mine:
                        head += ": " + ", ".join(mine)
                    assert part.startswith(head), (part, head)
                    checked += bool(mine)
    assert checked
