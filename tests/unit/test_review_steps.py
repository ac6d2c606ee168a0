"""A finished deal step by step in the review (``coach.review_steps``, drawn by
``presentation.review_steps_page``): a tester who keeps their games could not replay a deal,
the review was one page of the hands as dealt and every trick listed. Each step is one action of
the deal's log (a bid, a discard, a set of the stock taken, a card played or laid, a pass) with
every hand as it stood after it, checked here against the deal played again in every game,
Barbu's Dominoes (a card laid, the rows) and Nineteen at three and two (dummies, the stock)
included."""

from __future__ import annotations

import random
import re

import pytest

from tricktable.ai.decisions import move_seed, moves_made
from tricktable.ai.registry import make_agent
from tricktable.coach.replayed import replay_to_deal
from tricktable.coach.review import review_deal
from tricktable.coach.review_sheet import review_sheet
from tricktable.coach.review_steps import AS_DEALT, ASIDE_LABEL, BEFORE_PLAY
from tricktable.games import get_rules
from tricktable.presentation.review_steps_page import (
    BACK,
    FIRST,
    LAST,
    NEXT,
    WHOLE,
    can_move,
    moved,
    place_words,
    step_html,
)

NAMES = ["You", "North", "East", "West"]


def finished(game: str, seed: int, dominoes: bool = False, **options):
    """A game played by the club player's rules to the end of its first deal (``dominoes``:
    to the end of Barbu's first Dominoes hand); the index of that deal."""
    st = get_rules(game).new_game(seed, **options)
    rng = random.Random(seed)
    while True:
        p = st.to_act
        if seed % 2:  # random moves: announcements and contras come up more often
            action = rng.choice(st.legal_actions())
        else:
            agent = make_agent("rule", st.rules, seed=move_seed(st.seed, p, moves_made(st)))
            action = agent.choose(st.view(p), st.legal_actions())
        st.apply(action)
        if st.history and (not dominoes or not st.history[-1].tricks):
            return st, len(st.history) - 1


def sheet_of(st, deal: int):
    return review_sheet(st, deal, review_deal(st, deal, 0, search=False),
                        NAMES[:st.num_players])


GAMES = [("heart-hunter", 2, {}), ("heart-hunter", 3, {"players": 3}),
         ("young-hunter", 1, {}), ("young-hunter", 4, {"contra": True}),
         ("sheepshead", 2, {}), ("sheepshead", 5, {}), ("barbu", 2, {}), ("barbu", 3, {}),
         ("nineteen", 2, {}), ("nineteen", 3, {}), ("nineteen", 4, {"players": 3}),
         ("nineteen", 6, {"players": 2})]


def codes(mask: int, codec) -> set[str]:
    return {codec.code(c) for c in range(mask.bit_length()) if mask >> c & 1}


@pytest.mark.parametrize(("game", "seed", "options"), GAMES)
def test_every_action_is_a_step_with_the_hands_as_they_stood(game, seed, options):
    """The cards as dealt, then one step an action; each step's hands are the deal's hands
    at that moment (the deal played again says so), a card played leaves its player's hand,
    and every card of the deal is in a hand, in no hand, or played, once."""
    st, deal = finished(game, seed, **options)
    log = st.history[deal]
    codec = st.rules.codec
    sheet = sheet_of(st, deal)
    steps = sheet.steps
    assert len(steps) == len(log.actions) + 1
    assert steps[0].title == AS_DEALT and steps[0].hands == sheet.hands[:len(log.hands)]
    if log.stock:
        assert steps[0].aside == sheet.hands[-1]  # the game's word: "The stock", "The window"
    again = replay_to_deal(st, deal)
    everything = set().union(*(set(c) for _l, c in sheet.hands))
    played: set[str] = set()
    for i, (_p, q, action) in enumerate(log.actions):
        step = steps[i + 1]
        again.apply(action)
        if i < len(log.actions) - 1:
            assert [set(c) for _l, c in step.hands] == [codes(h, codec) for h in again.hands]
        if action.type == "play":
            card = codec.code(action.card)
            assert card in steps[i].hands[q][1] and card not in step.hands[q][1]
            assert step.said[0].startswith(step.hands[q][0])
            played.add(card)
        held = [c for _l, cards in step.hands for c in cards]
        assert len(held) == len(set(held))
        assert set(held) | set(step.aside[1]) | played == everything
        assert not (set(held) | set(step.aside[1])) & played
        assert step.title == BEFORE_PLAY or step.title.startswith(("Trick ", "Round "))
    assert [c for _l, cards in steps[-1].hands for c in cards] == [] or log.tricks == []


@pytest.mark.parametrize(("game", "seed", "options"), GAMES)
def test_each_trick_grows_card_by_card_and_says_who_led_and_who_took_it(game, seed, options):
    """A step during the play shows the trick so far: its first card marked led, and, once its
    last card is down, the winner's card marked won and the trick's outcome as the whole
    deal's page says it ("East won it. 4 points: 4 hearts.")."""
    st, deal = finished(game, seed, **options)
    log = st.history[deal]
    sheet = sheet_of(st, deal)
    rows = {r.title: r for r in sheet.rows}
    done = 0
    for step in sheet.steps:
        if not step.title.startswith("Trick ") or not step.said[0].endswith(".") \
                or ": " in step.said[0]:
            continue
        k = int(step.title.split()[1]) - 1
        _leader, cards, winner = log.tricks[k]
        assert [t.card for t in step.table] == \
            [st.rules.codec.code(c) for c in cards[:len(step.table)]]
        assert step.table[0].lead and not any(t.lead for t in step.table[1:])
        if len(step.table) == len(cards):
            done += 1
            assert step.outcome == rows[step.title].outcome
            won = [t for t in step.table if t.win]
            assert len(won) == 1 and won[0].who == step.hands[winner][0]
        else:
            assert not step.outcome and not any(t.win for t in step.table)
    assert done == len(log.tricks)


@pytest.mark.parametrize("seed", [1, 2])
def test_a_dominoes_step_is_a_card_laid_or_a_pass_and_the_rows_grow(seed):
    """Barbu's Dominoes has no tricks: a step is a card laid (or a pass), by rounds, and the
    rows on the table hold every card laid so far, each suit's in order."""
    st, deal = finished("barbu", seed, dominoes=True)
    log = st.history[deal]
    sheet = sheet_of(st, deal)
    codec = st.rules.codec
    laid: list[str] = []
    for i, (_p, _q, action) in enumerate(log.actions):
        step = sheet.steps[i + 1]
        if step.title == BEFORE_PLAY:
            continue
        assert step.title.startswith("Round ")
        if action.type == "play":
            laid.append(codec.code(action.card))
            assert " laid the " in step.said[0]
        else:
            assert step.said[0].endswith(": pass.")
        assert sorted(c for row in step.rows for c in row) == sorted(laid)
        for row in step.rows:
            ranks = [codec.parse(c) & 15 for c in row]
            assert ranks == sorted(ranks) and len({c[-1] for c in row}) == 1
        mine = step.table[-1]
        assert mine.card == (codec.code(action.card) if action.type == "play" else None)


@pytest.mark.parametrize(("game", "seed", "options"), GAMES)
def test_the_reviewed_players_decisions_stand_at_their_own_steps(game, seed, options):
    """Each of the reviewed player's decisions (the note the whole page has beside its trick,
    with the expert's choice) shows at the step where they took it, once."""
    st, deal = finished(game, seed, **options)
    sheet = sheet_of(st, deal)
    notes = [n for r in sheet.rows if r.title != "After the play" for n in r.notes]
    at = [s for s in sheet.steps if s.note]
    assert [s.note for s in at] == notes
    for step in at:
        assert step.said[0].startswith(("You ", "You:", "Your dummy"))
    assert sum(s.mattered for s in sheet.steps) == sum(r.mattered for r in sheet.rows)


def test_sheepshead_window_and_bury_move_the_cards():
    """Taking the window puts its two cards in the Player's hand; the bury takes two out, and
    they are said to be in no hand."""
    for seed in range(2, 30):
        st, deal = finished("sheepshead", seed)
        log = st.history[deal]
        kinds = [a.type for _p, _q, a in log.actions]
        if "discard" in kinds:
            break
    sheet = sheet_of(st, deal)
    k = kinds.index("discard") + 1
    taker = log.actions[k - 1][1]
    before, after = sheet.steps[k - 1], sheet.steps[k]
    assert len(before.hands[taker][1]) == len(sheet.steps[0].hands[taker][1]) + 2
    assert not before.aside[1]
    assert len(after.hands[taker][1]) == len(sheet.steps[0].hands[taker][1])
    assert after.aside[0] == ASIDE_LABEL and len(after.aside[1]) == 2


def test_back_next_home_end_and_the_whole_deal():
    """The whole deal's page comes first: Next goes to the cards as dealt, Back from there
    comes back; Back and Next stop at the ends; Home and End go to the first and last step."""
    assert moved(None, 5, NEXT) == 0 and moved(0, 5, BACK) is None
    assert moved(None, 5, BACK) is None and moved(4, 5, NEXT) == 4
    assert moved(2, 5, NEXT) == 3 and moved(2, 5, BACK) == 1
    assert moved(None, 5, FIRST) == 0 and moved(1, 5, LAST) == 4
    assert moved(3, 5, WHOLE) is None and moved(None, 0, NEXT) is None
    assert can_move(None, 5) == (False, True) and can_move(4, 5) == (True, False)
    assert can_move(2, 5) == (True, True) and can_move(None, 0) == (False, False)


def test_a_steps_page_draws_the_hands_the_trick_and_the_decision():
    """A step's page: the deal and the step, what happened, every card in a hand and on the
    table as a picture, the decision; the last ends with the deal's count; beside the
    buttons, where the page is."""
    st, deal = finished("heart-hunter", 2)
    sheet = sheet_of(st, deal)
    for place, step in enumerate(sheet.steps):
        page = step_html(sheet, place)
        drawn = [(code, kind == "hand")
                 for kind, codes in re.findall(r'src="(card|hand):([^"?]+)\?', page)
                 for code in codes.split(",")]
        hands = [c for _l, cards in step.hands for c in cards]
        assert sorted(c for c, small in drawn if small) == sorted(
            hands + [c for row in step.rows for c in row])
        assert [c for c, small in drawn if not small] == [t.card for t in step.table]
        assert f"{sheet.title} · {step.title}" in page
        assert all(s in page for s in step.said)
        assert (step.note.split(":")[0] in page) if step.note else True
        assert place_words(sheet, place) == \
            f"{step.title} · step {place + 1} of {len(sheet.steps)}"
    assert "After the play" in step_html(sheet, len(sheet.steps) - 1) or not any(
        r.title == "After the play" for r in sheet.rows)
    assert place_words(sheet, None, "hand").startswith("The whole hand")
