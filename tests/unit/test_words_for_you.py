"""The words the table shows agree with the person, who is called "You": "You win the game",
not "You wins the game" (the last deal's summary said so), "your heart hit", not "You's".

Random games of every game and table size; at every step the plates, the decision panel, the
announcement bubbles, the event lines and the deal summaries are written with each player in
turn called You, and searched for a third-person verb or a possessive after "You".
"""

from __future__ import annotations

import random
import re

import pytest

from tricktable.engine.protocol import Announced, DealScored, PhaseChanged
from tricktable.games.registry import available_games, get_rules
from tricktable.presentation import describe as d

VERBS = ("is|has|was|takes|plays|leads|bids|passes|wins|declares|chooses|doubles|calls|says|"
         "picks|buries|lays|announces|contras|makes|holds|goes|needs|gets|scores|pays|loses|"
         "keeps")
WRONG = re.compile(rf"\b[Yy]ou (?:{VERBS})\b|\b[Yy]ou's\b")

TABLES = [("young-hunter", {}), ("young-hunter", {"contra": True, "extra_game": "end"}),
          ("heart-hunter", {}), ("heart-hunter", {"players": 3}), ("sheepshead", {}),
          ("barbu", {}), ("nineteen", {}), ("nineteen", {"players": 3}),
          ("nineteen", {"players": 2})]


def shown_words(game: str, options: dict, seed: int) -> list[str]:
    """Every line the table would show over one random game, each player in turn being You."""
    rules = get_rules(game)
    state = rules.new_game(seed=seed, **options)
    rng = random.Random(seed)
    out: list[str] = []
    while state.to_act is not None:
        legal = state.legal_actions()
        events = state.apply(rng.choice(legal))
        view = state.view(state.to_act if state.to_act is not None else 0)
        for me in range(len(view.totals)):
            names = [f"Player {i + 1}" for i in range(len(view.totals))]
            names[me] = "You"
            for pos in range(len(view.hands)):
                line, notes = d.plate_lines(view, pos, rules.codec, names)
                out += [line, *notes]
            if state.to_act is not None:
                panel = d.decision_for(view, state.legal_actions(), state.describe,
                                       rules.codec, names)
                if panel is not None:
                    out += [panel.title, *(str(c) for c in panel.choices)]
            for i, e in enumerate(events):
                if isinstance(e, Announced | PhaseChanged):
                    out.append(d.event_text(view, e, names))
                if isinstance(e, Announced):
                    out.append(d.announcement_bubble(game, getattr(view, "trump_suit", None), e,
                                                     names, rules.codec))
                if isinstance(e, DealScored):
                    summary = d.deal_summary(game, e, names, rules.codec, after=events[i + 1:])
                    out += [summary.title, summary.subtitle, *summary.notes]
                    out += [str(line) for row in summary.rows for line in row.lines]
    return [text for text in out if isinstance(text, str)]


@pytest.mark.parametrize(("game", "options"), TABLES)
def test_no_verb_or_possessive_disagrees_with_the_person_called_you(game, options):
    assert game in available_games()
    for seed in range(2):
        wrong = sorted({m.string for text in shown_words(game, options, seed)
                        for m in WRONG.finditer(text)})
        assert not wrong, wrong[:5]


def test_a_dummy_is_named_by_who_plays_it_in_one_way():
    """The deal log and the review each spelled "X's dummy" their own way; one word now."""
    from tricktable.engine.words import dummy_of

    assert dummy_of("North") == "North's dummy"
    assert dummy_of("You") == "your dummy"
