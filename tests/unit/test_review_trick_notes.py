"""The deal review says what each trick scored, in its game's terms, beside who won it: a tester
learning Young Hunter and Heart Hunter found only the cards of each trick there, and matched the
review against the deal log by hand to see which trick cost the Q♠ or caught a jack. Each game
says it from its own words module (``review_trick``, and Young Hunter's ``review_before`` for
how each announcement turned out); a game without them shows the winner alone."""

from __future__ import annotations

import re

import pytest

from deals import random_first_deal
from tricktable.coach.review import review_deal
from tricktable.coach.review_sheet import review_sheet
from tricktable.games import get_rules, heart_hunter_words

NAMES = ["You", "North", "East", "West"]
JACK_SUITS = "♣♦♥♠"


def quick_sheet(st, person: bool = True):
    """The review's sheet of the first deal as it shows at once (before any search)."""
    names = NAMES[:st.num_players]
    return review_sheet(st, 0, review_deal(st, 0, 0, search=False), names, person)


def trick_rows(sheet):
    return [r for r in sheet.rows if r.title.startswith("Trick ")]


def amounts(text: str) -> list[int]:
    """The signed amounts of a note ("+4", "−2")."""
    return [int(m.replace("−", "-")) for m in re.findall(r"[+−]\d+", text)]


def name_of(st, pos: int) -> str:
    return NAMES[st.history[0].controller[pos]]


@pytest.mark.parametrize("seed", range(1, 7))
def test_each_heart_hunter_trick_says_its_points_and_the_cards_that_made_them(seed):
    """"7 points: the Q♠ and 2 hearts.": the points a trick carried (hearts 1, J♣ 2, Q♠ 5, as
    counted here), after who won it; a trick without a point card says its winner alone."""
    st, _details = random_first_deal("heart-hunter", seed)
    log = st.history[0]
    rows = trick_rows(quick_sheet(st))
    assert len(rows) == len(log.tricks)
    for row, (_leader, cards, winner) in zip(rows, log.tricks, strict=True):
        short = [get_rules("heart-hunter").codec.short(c) for c in cards]
        hearts = sum(s.endswith("♥") for s in short)
        points = hearts + 5 * ("Q♠" in short) + 2 * ("J♣" in short)
        won = f"{name_of(st, winner)} won it"
        if not points:
            assert row.outcome == f"{won}."
            continue
        assert row.outcome.startswith(f"{won}. {points} point{'s' if points > 1 else ''}: ")
        assert ("the Q♠" in row.outcome) == ("Q♠" in short)
        assert ("the J♣" in row.outcome) == ("J♣" in short)
        if hearts:
            assert ("a heart" if hearts == 1 else f"{hearts} hearts") in row.outcome


@pytest.mark.parametrize("seed", range(1, 9))
def test_each_young_hunter_trick_says_the_takings_made_and_missed_in_it(seed):
    """A trick holding a jack says who took it and how ("West caught the J♥, +1"), each
    announcement on it that failed and each contra, with what each brought: the amounts of all
    the tricks add up to the deal's scores. A trick without a jack says its winner alone."""
    st, details = random_first_deal("young-hunter", seed, contra=True)
    log = st.history[0]
    rows = trick_rows(quick_sheet(st))
    codec = get_rules("young-hunter").codec
    total = 0
    for row, (_leader, cards, winner) in zip(rows, log.tricks, strict=True):
        jacks = [codec.short(c) for c in cards if codec.short(c).startswith("J")]
        won = f"{name_of(st, winner)} won it"
        if not jacks:
            assert row.outcome == f"{won}."
            continue
        taker = name_of(st, winner)
        for jack in jacks:
            assert re.search(rf"{taker} (caught|hit with) the {jack}", row.outcome), row.outcome
        total += sum(amounts(row.outcome))
    assert total == sum(log.score), (total, log.score)
    failed = sum(not a["made"] for j in details["jacks"] for a in j["announcements"])
    notes = " ".join(r.outcome for r in rows)
    assert notes.count(" failed, −") == failed


@pytest.mark.parametrize("seed", range(1, 9))
def test_the_review_says_how_each_young_hunter_announcement_turned_out(seed):
    """Before the play, beside the announcements: each one made or failed and in which trick,
    each contra on it won or lost, as the deal's scored details have it."""
    st, details = random_first_deal("young-hunter", seed, contra=True)
    sheet = quick_sheet(st)
    before = next(r for r in sheet.rows if r.title == "Before the play")
    calls = [(j, a) for j in details["jacks"] for a in j["announcements"]]
    if not calls:
        assert before.outcome == ""
        return
    said = before.outcome
    codec = get_rules("young-hunter").codec
    fell = {codec.code(c): k + 1 for k, (_l, cards, _w) in enumerate(st.history[0].tricks)
            for c in cards}
    assert said.count(": made in trick ") == sum(a["made"] for _j, a in calls)
    assert said.count(": failed in trick ") == sum(not a["made"] for _j, a in calls)
    for jack, a in calls:
        outcome = "made" if a["made"] else "failed"
        assert f"{outcome} in trick {fell[jack['jack']]}" in said, (jack, said)
    contras = [a for _j, a in calls if a["contra_by"] is not None]
    assert said.count(" contra lost") == sum(a["made"] for a in contras)
    assert said.count(" contra won") == sum(not a["made"] for a in contras)


@pytest.mark.parametrize("seed", range(1, 5))
def test_sheepshead_and_nineteen_tricks_say_their_card_points(seed):
    """Sheepshead: a trick's card points and the cards that count ("21 card points: the A♠ and
    the 10♠"), "No card points." for a trick of sevens, eights and nines ("West won it" stood
    alone there, with no full stop); Nineteen: its cards' points and
    the one for the trick, the points the declaring side counts towards its 60."""
    from tricktable.games.nineteen_scoring import card_points as tarot_points
    from tricktable.games.sheepshead import card_points

    for game, points, extra, options in (("sheepshead", card_points, 0, {}),
                                         ("nineteen", tarot_points, 1, {}),
                                         ("nineteen", tarot_points, 1, {"players": 3})):
        st, _details = random_first_deal(game, seed, **options)
        log = st.history[0]
        for row, (_l, cards, _w) in zip(trick_rows(quick_sheet(st)), log.tricks, strict=True):
            worth = points(sum(1 << c for c in cards)) + extra
            won = f"{next(p.who for p in row.cards if p.win)} won it"  # dummies included
            if worth:
                assert row.outcome.startswith(f"{won}. {worth} "), (game, row.outcome)
            else:
                assert row.outcome == f"{won}. No card points.", (game, row.outcome)


@pytest.mark.parametrize("seed", range(1, 13))
def test_barbu_tricks_say_what_the_contract_counts_in_them(seed):
    """Barbu: what the hand's contract counts in each trick, before doubles ("−6: the Q♠",
    "−2 for the trick", "−20 for the last trick"): added up, the contract's own scores."""
    st, details = random_first_deal("barbu", seed)
    rows = trick_rows(quick_sheet(st))
    if not rows:  # the Dominoes: no tricks
        assert details["contract"] == "dominoes"
        return
    said = sum(v for r in rows for v in amounts(r.outcome.split(" won it", 1)[1]))
    assert said == sum(details["raw"]), ([r.outcome for r in rows], details["raw"])


def test_a_game_without_the_words_for_its_tricks_shows_the_winner_alone(monkeypatch):
    """The review names no game: where a game's words module has no ``review_trick``, each
    trick says who won it and nothing more, as a sentence ("West won it" had no full stop)."""
    monkeypatch.delattr(heart_hunter_words, "review_trick")
    st, _details = random_first_deal("heart-hunter", 3)
    rows = trick_rows(quick_sheet(st))
    assert [r.outcome for r in rows] == [f"{name_of(st, w)} won it."
                                         for _l, _c, w in st.history[0].tricks]


def test_a_computer_seats_review_names_the_person_by_name():
    """Reviewed for a computer seat (a shared table's other person), the notes use the names
    the review shows: no "You" inside a sentence, "your" only for the one called You."""
    for seed in range(1, 20):
        st, details = random_first_deal("young-hunter", seed, contra=True)
        if any(j["announcements"] for j in details["jacks"]):
            break
    names = ["Ann", "North", "East", "West"]
    sheet = review_sheet(st, 0, review_deal(st, 0, 0, search=False), names, person=False)
    text = " ".join(r.outcome for r in sheet.rows)
    assert "You" not in text and "your" not in text
    assert "Ann" in text or "North" in text or "East" in text or "West" in text
