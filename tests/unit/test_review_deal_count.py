"""The deal review ends with the deal's count as the summary has it, and every trick's note is
a sentence.

Why: a tester read a Sheepshead Least deal's review whose last trick said "You won it. 23 card
points" and nothing of the window's 7 points that came with it, so the tricks added up to 40
beside the summary's 47; a Player's deal ended after trick 10 with no count of the tricks and
the buried points. And "West won it" stood without a full stop where a game says nothing more
about a trick (Heart Hunter and Barbu tricks without points)."""

from __future__ import annotations

import re

import pytest

from deals import random_first_deal
from tricktable.coach.review import review_deal
from tricktable.coach.review_sheet import review_sheet
from tricktable.presentation.card_pages import sheet_html

NAMES = ["You", "West", "East", "North"]


def random_deals(game: str, count: int, want=lambda details: True, **options):
    """The first deals of seeded games played with random legal moves whose scored details
    ``want`` accepts: (state, details) each."""
    found = []
    for seed in range(1, 400):
        st, details = random_first_deal(game, seed, **options)
        if want(details):
            found.append((st, details))
            if len(found) == count:
                return found
    raise AssertionError(f"only {len(found)} such deals")


def sheet_of(st, person: bool = True):
    names = NAMES[:st.num_players] if person else ["Ann", "West", "East", "North"][
        :st.num_players]
    return review_sheet(st, 0, review_deal(st, 0, 0, search=False), names, person)


def card_points_said(text: str) -> int:
    """The card points a trick's note gives it, the window's with the last trick's."""
    return sum(int(n) for n in re.findall(r"(\d+) card points?", text))


@pytest.mark.parametrize("zero_sum", [False, True])
def test_a_least_deals_review_counts_the_window_in_the_last_trick_and_ends_with_the_count(
        zero_sum):
    """The last trick's note says that the window and its points came with it, so each
    player's tricks add up to the card points the summary gives them; then a last row gives
    each player's count and who scored, as the summary does."""
    for st, details in random_deals("sheepshead", 4, lambda d: d.get("kind") == "least",
                                    zero_sum=zero_sum):
        sheet = sheet_of(st)
        tricks = [r for r in sheet.rows if r.title.startswith("Trick ")]
        taken = [0, 0, 0]
        for row, (_leader, _cards, winner) in zip(tricks, st.history[0].tricks, strict=True):
            taken[winner] += card_points_said(row.outcome)
        assert taken == details["points"], ([r.outcome for r in tricks], details["points"])
        to = NAMES[details["window_to"]]
        assert f"With it, {'you' if to == 'You' else to} also took the window (" \
            in tricks[-1].outcome, tricks[-1].outcome
        last = sheet.rows[-1]
        assert last.title == "After the play" and not last.cards and not last.mattered
        for q in range(3):
            assert any(n.startswith(f"{NAMES[q]}: {details['points'][q]} card points")
                       for n in last.notes), last.notes
        scored = list(details["winners"])
        assert any(f"{NAMES[scored[0]]} score" in n for n in last.notes), last.notes
        assert any("zero-sum" in n for n in last.notes) == zero_sum, last.notes


def test_a_player_deals_review_ends_with_the_tricks_and_the_buried_points():
    """The review of a deal with a Player ends with the count: what was buried and its points,
    the Player's card points in tricks and buried, band and score, and the defenders'."""
    for st, details in random_deals("sheepshead", 4, lambda d: d.get("kind") == "player"):
        sheet = sheet_of(st, person=False)
        p = details["player"]
        name = ["Ann", "West", "East"][p]
        tricks = [r for r in sheet.rows if r.title.startswith("Trick ")]
        in_tricks = sum(card_points_said(row.outcome) for row, (_l, _c, w) in
                        zip(tricks, st.history[0].tricks, strict=True) if w == p)
        assert in_tricks == details["trick_points"]
        last = sheet.rows[-1]
        assert last.title == "After the play", [r.title for r in sheet.rows]
        assert last.notes[0].startswith(f"{name} took the window and buried the "), last.notes
        assert f"({details['discard_points']} card point" in last.notes[0], last.notes
        assert last.notes[1] == (
            f"{name}: {details['points']} card points ({details['trick_points']} in "
            f"{details['tricks']} trick{'' if details['tricks'] == 1 else 's'}, "
            f"{details['discard_points']} in the burial): {details['band']},\u00a0"
            f"{details['value']:+d}.".replace("-", "−")), last.notes
        assert last.notes[2] == f"The defenders took {120 - details['points']} card points."


@pytest.mark.parametrize("game,options", [("young-hunter", {}), ("nineteen", {}),
                                          ("nineteen", {"players": 3}),
                                          ("nineteen", {"players": 2})])
def test_a_game_without_its_own_count_ends_its_review_with_the_summarys(game, options):
    """A game whose words have no ``review_after`` (Young Hunter, Nineteen) ends its review
    with its summary's heading, notes and each player's lines and score: the review ended on
    its last trick, and what the announcements, the bid and the declarations scored was in
    the summary alone."""
    for st, _details in random_deals(game, 3, **options):
        last = sheet_of(st).rows[-1]
        assert last.title == "After the play", [r.title for r in sheet_of(st).rows]
        names = NAMES[:st.num_players]
        for name, value in zip(names, st.history[0].score, strict=True):
            assert any(n.startswith(f"{name} {signed_words(value)}") and n.endswith(".")
                       for n in last.notes), (name, value, last.notes)


@pytest.mark.parametrize("game", ["heart-hunter", "barbu"])
def test_a_trick_the_game_says_nothing_more_about_still_ends_with_a_full_stop(game):
    """"West won it" (no full stop) stood alone beside a Heart Hunter or Barbu trick that
    carried nothing: every trick's note is a sentence."""
    bare = 0
    for st, _details in random_deals(game, 6, lambda d: "dominoes" not in str(
            d.get("contract", ""))):
        for row in (r for r in sheet_of(st).rows if r.title.startswith("Trick ")):
            assert row.outcome.endswith("."), row.outcome
            bare += row.outcome.endswith(" won it.")
    assert bare, "no trick without points came up"


def signed_words(value: int) -> str:
    return f"{value:+d}".replace("-", "−") if value else "0"


def test_a_barbu_hands_review_ends_with_the_contract_scores_the_doubles_and_the_hands_score():
    """A Barbu review ended on the last trick's "−20: the K♥." where the summary said −100 for
    the hand: it now ends with each player's contract score, every doubled pair's settlement
    and, with doubles, what the hand scored, which is the record's score for the hand."""
    doubled = 0
    for st, details in random_deals("barbu", 8, lambda d: "dominoes" not in str(
            d.get("contract", ""))):
        last = sheet_of(st).rows[-1]
        assert last.title == "After the play", [r.title for r in sheet_of(st).rows]
        raw = details["raw"]
        assert last.notes[0] == f"{details['title']}: " + ", ".join(
            f"{'you' if NAMES[p] == 'You' else NAMES[p]} {signed_words(v)}"
            for p, v in enumerate(raw)) + ".", last.notes
        settlements = details["settlements"]
        assert len(last.notes) == 2 + len(settlements), last.notes
        score = st.history[0].score
        if list(score) != raw:
            doubled += 1
            assert last.notes[-1] == "With the doubles, the hand scored: " + ", ".join(
                f"{'you' if NAMES[p] == 'You' else NAMES[p]} {signed_words(v)}"
                for p, v in enumerate(score)) + ".", last.notes
        else:
            assert last.notes[-1].startswith("No doubles changed a score"), last.notes
    assert doubled, "no hand whose doubles changed a score came up"


def test_a_dominoes_review_is_round_by_round_and_ends_with_the_places_and_scores():
    """The Dominoes are played in rounds, not tricks: the review's rows were headed "Trick by
    trick" and ended with the last round, with no places and no scores."""
    (st, details), = random_deals("barbu", 1, lambda d: "dominoes" in str(d.get("contract")))
    sheet = sheet_of(st)
    assert sheet.rows_heading == "Round by round"
    assert "<h3>Round by round</h3>" in sheet_html(sheet)
    assert "Trick by trick" not in sheet_html(sheet)
    last = sheet.rows[-1]
    assert last.title == "After the play", [r.title for r in sheet.rows]
    first, second = details["order"][:2]
    said = last.notes[0]
    assert said.startswith(f"{details['title']}: "), said
    assert f"{'you' if NAMES[first] == 'You' else NAMES[first]} out first " in said, said
    assert f"{'you' if NAMES[second] == 'You' else NAMES[second]} out second " in said, said
    assert sheet_of(random_deals("heart-hunter", 1)[0][0]).rows_heading == "Trick by trick"


def test_a_heart_hunter_review_ends_with_the_points_taken_and_what_the_deal_scored():
    """The last row gives each player's points and the deal's score as the summary adds it
    (the review ended on the last trick's points, the deal's total nowhere)."""
    for st, _details in random_deals("heart-hunter", 3):
        sheet = sheet_of(st)
        last = sheet.rows[-1]
        assert last.title == "After the play"
        scored = ", ".join(f"{'you' if n == 'You' else n} "
                           f"{'+' if v > 0 else ''}{v}" for n, v in zip(
                               NAMES, st.history[0].score, strict=True))
        assert f"The deal scored {scored}." in last.notes, last.notes
        assert any(n.startswith("Points taken: you ") for n in last.notes)


def test_heart_hunters_count_says_the_phase_and_the_moon():
    from tricktable.games.heart_hunter_words import review_after
    names = NAMES
    said = review_after((), {"points": [3, 0, 17, 0], "moon": None, "phase": 2}, names, None)
    assert "Phase 2: the points taken are subtracted from the scores." in said
    assert said[-1] == "The deal scored you −3, West 0, East −17, North 0."
    said = review_after((), {"points": [0, 20, 0, 0], "moon": 1, "phase": 2}, names, None)
    assert said[-1] == "The deal scored you 0, West −20, East 0, North 0."
    assert "20 points subtracted from West's score alone" in said[1]
    said = review_after((), {"points": [20, 0, 0, 0], "moon": 0, "phase": 1}, names, None)
    assert said[-1] == "The deal scored you 0, West +20, East +20, North +20."
    assert review_after((), {}, names, None) == ()
