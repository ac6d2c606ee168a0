"""The deals whose review was opened are kept beside the autosave (``reviewed.json``), so that
undo stops after them again in the same game brought back from disk; the record itself stays as
other programs read it. Kept by what the deals were (``deals_digest``), found only in the same
game, and a missing or damaged file is only a stop forgotten, never an error."""

from __future__ import annotations

import json

from tricktable import autosave
from tricktable import settings as store
from tricktable.engine.record_write import deals_digest
from tricktable.games.registry import get_rules
from tricktable.undo_points import (
    REVIEW_SHOWED,
    apply_keeping_undo,
    review_barrier,
)

PEOPLE = frozenset({0})


def _played(seed: int, deals: int, pick: int = 0) -> tuple[object, list]:
    """A Barbu game played by its ``pick``-th legal action into deal ``deals + 1`` past one of
    the person's decisions there, with its undo points."""
    state = get_rules("barbu").new_game(seed)
    points: list = []
    mine = 0
    while len(state.history) < deals or mine < 1:
        player = state.to_act
        mine += len(state.history) == deals and player == 0
        legal = state.legal_actions()
        apply_keeping_undo(points, state, player, legal[min(pick, len(legal) - 1)], PEOPLE)
    return state, points


def test_a_review_kept_before_the_next_deals_drops_the_points_up_to_its_deal():
    """Reviewed at two finished hands, then played on into a third: brought back, undo stops
    after hand 2 with the words said when the review was opened."""
    state, points = _played(3, 2)
    said = review_barrier(points, state, finished=1)
    assert said == REVIEW_SHOWED.format(deal="hand", number=1)
    assert points and all(len(p.state.history) >= 1 for p in points)
    assert review_barrier(points, state, finished=2) == REVIEW_SHOWED.format(deal="hand",
                                                                             number=2)


def test_the_digest_names_the_deals_as_played_and_only_those(home):
    state, _ = _played(3, 1)
    again, _ = _played(3, 1)
    other, _ = _played(3, 1, pick=1)
    assert deals_digest(state, 1) == deals_digest(again, 1)
    assert deals_digest(state, 1) != deals_digest(other, 1), "played otherwise"
    assert deals_digest(state, 1) != deals_digest(_played(4, 1)[0], 1), "another deal"


def test_reviews_are_kept_by_game_and_seed_and_the_newest_stay(home, monkeypatch):
    assert autosave.reviews_of("barbu", 3) == [], "no file: nothing kept"
    autosave.remember_review("barbu", 3, 1, "a" * 64)
    autosave.remember_review("barbu", 3, 1, "a" * 64)  # asked again: kept once
    autosave.remember_review("barbu", 4, 2, "b" * 64)
    assert autosave.reviews_of("barbu", 3) == [(1, "a" * 64)]
    assert autosave.reviews_of("barbu", 4) == [(2, "b" * 64)]
    monkeypatch.setattr(autosave, "MAX_REVIEWED", 2)
    autosave.remember_review("barbu", 5, 1, "c" * 64)
    assert autosave.reviews_of("barbu", 3) == [], "the oldest goes"
    assert autosave.reviews_of("barbu", 5) == [(1, "c" * 64)]


def test_a_damaged_file_of_reviews_is_set_aside_and_entries_not_written_by_us_skipped(home):
    path = store.paths()["autosave"].with_name("reviewed.json")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[1, 2", encoding="utf-8")
    assert autosave.reviews_of("barbu", 3) == []
    assert not path.exists() and list(path.parent.glob("reviewed.json.damaged-*"))
    path.write_text(json.dumps({"version": 1, "reviewed": [
        {"game": "barbu", "seed": 3, "deals": True, "digest": "a" * 64},
        {"game": "barbu", "seed": 3, "deals": 1, "digest": "short"}, "text",
        {"game": "barbu", "seed": 3, "deals": 2, "digest": "d" * 64}]}), encoding="utf-8")
    assert autosave.reviews_of("barbu", 3) == [(2, "d" * 64)]
    path.write_text(json.dumps({"version": 9, "reviewed": []}), encoding="utf-8")
    assert autosave.reviews_of("barbu", 3) == [], "a newer version's file: set aside"
    autosave.remember_review("barbu", 3, 1, "e" * 64)
    assert autosave.reviews_of("barbu", 3) == [(1, "e" * 64)]


def test_summaries_read_are_kept_apart_from_reviews_and_found_only_for_the_same_deals(home):
    """``summaries-read.json``: a deal's summary closed is found again for the game played
    alike, never for one played otherwise, and is no review (nor a review a summary read)."""
    state, _ = _played(3, 1)
    at_end = state.history  # a game whose last finished deal is the first
    assert len(at_end) == 1 and not autosave.summary_was_read(state)
    autosave.mark_last_deal("read", state)
    assert autosave.summary_was_read(state)
    assert autosave.summary_was_read(_played(3, 1)[0]), "the same game brought back"
    assert not autosave.summary_was_read(_played(3, 1, pick=1)[0]), "played otherwise"
    assert not autosave.summary_was_read(_played(3, 2)[0]), "a later deal's summary"
    assert autosave.reviews_of("barbu", 3) == [], "a summary read is no review"
    four = _played(4, 1)[0]
    autosave.mark_last_deal("reviewed", four)
    assert not autosave.summary_was_read(four), "a review is no summary read"
    assert store.paths()["summaries_read"].exists()
    store.paths()["summaries_read"].write_text("{", encoding="utf-8")
    assert not autosave.summary_was_read(state), "a damaged file: forgotten, never an error"
