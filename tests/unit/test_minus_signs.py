"""Every score the engine writes into a sentence carries a true minus sign ("−2"), as the plates,
the score panel and the summaries write theirs: Sheepshead's settlement, Barbu's hand lines and
Dominoes' "goes out last (-5)" wrote a hyphen."""

from __future__ import annotations

import random
import re

import pytest

from tricktable.engine.protocol import Announced, DealScored, PhaseChanged
from tricktable.engine.words import Sentence
from tricktable.games import get_rules

HYPHEN_NUMBER = re.compile(r"(?<![\w-])-\d")
NAMES = ["South", "West", "North", "East"]


def _texts(value) -> list[str]:
    """Every sentence inside an event's details, filled with names."""
    if isinstance(value, Sentence):
        return [value.fill(NAMES)]
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for v in value.values() for t in _texts(v)]
    if isinstance(value, list | tuple):
        return [t for v in value for t in _texts(v)]
    return []


@pytest.mark.parametrize("game", ["sheepshead", "barbu", "young-hunter", "nineteen"])
def test_no_sentence_of_a_deal_writes_a_hyphen_for_a_minus(game):
    rng = random.Random(7)
    seen = 0
    for seed in range(6):
        st = get_rules(game).new_game(seed)
        for _ in range(3000):
            if st.over or len(st.history) >= 3:
                break
            for e in st.apply(rng.choice(st.legal_actions())):
                if isinstance(e, DealScored):
                    texts = _texts(e.details)
                elif isinstance(e, Announced | PhaseChanged):
                    texts = _texts(getattr(e, "text", ""))
                else:
                    continue
                for text in texts:
                    seen += 1
                    assert not HYPHEN_NUMBER.search(text), text
    assert seen > 0
