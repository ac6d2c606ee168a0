"""The bad-files drill for game records and autosaves, a thousand seeded mutations in CI (the
command runs as many as asked: ``python -m tricktable drill --records N``)."""

from __future__ import annotations

import random

from tricktable.drills.record_files import Tally, _judge, base_records, mutate, run


def test_a_thousand_damaged_records_and_autosaves_are_refused_or_identical_to_their_replay():
    tally = run(1000, seed=3)
    assert tally.failures == []
    assert sum(tally.refused.values()) + sum(tally.accepted.values()) == 1000
    for kind in ("flip", "truncate", "wrong-type", "huge-number", "deep", "edit-card",
                 "edit-score", "swap-cards", "edit-stored", "too-large", "delete"):
        assert tally.refused[kind] > 0, f"no {kind} damage was tried"
    for kind in ("edit-card", "edit-score", "swap-cards", "too-large", "deep", "truncate"):
        assert tally.accepted[kind] == 0


def test_the_drill_fails_an_accepted_edit_and_an_unclear_refusal():
    tally = Tally()
    _judge(tally, "edit-score", "replay", object(), None)
    _judge(tally, "flip", "replay", "two\nlines", None)
    _judge(tally, "flip", "replay", "the record does not fit the rules (unexpected TypeError)",
           None)
    assert len(tally.failures) == 3


def test_every_base_record_is_a_legal_record_the_mutations_start_from():
    from tricktable.engine.record import replay
    from tricktable.games.registry import get_rules

    rng = random.Random(1)
    for doc in base_records():
        replay(doc, get_rules)
        kind, raw, _new = mutate(doc, rng)
        assert kind and (raw is None or isinstance(raw, bytes))
