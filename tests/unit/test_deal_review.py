"""Deal review's core: every decision of the person in a finished deal, with the expert's choice;
and "could I have won?", never worse than what was played."""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import pairwise

import pytest

from tricktable.ai.decisions import move_seed, moves_made
from tricktable.ai.registry import make_agent
from tricktable.coach.perfect import PerfectSearch, best_results, deal_value
from tricktable.coach.replayed import replay_to_deal
from tricktable.coach.review import review_deal
from tricktable.coach.review_sheet import AFTER_PLAY, review_sheet
from tricktable.engine.protocol import Action
from tricktable.engine.record_write import make_record
from tricktable.games import get_rules
from tricktable.games.registry import review_relative

SCALE = 0.04


def finished_deal(game: str, seed: int, **options):
    """A game whose first deal is over: the person (seat 0) plays at random, the others by rule."""
    st = get_rules(game).new_game(seed, **options)
    while not st.history:
        p = st.to_act
        level = "random" if p == 0 else "rule"
        agent = make_agent(level, st.rules, seed=move_seed(st.seed, p, moves_made(st)))
        st.apply(agent.choose(st.view(p), st.legal_actions()))
    return st


@pytest.mark.parametrize(("game", "seed"), [("heart-hunter", 3), ("sheepshead", 3),
                                            ("barbu", 3), ("young-hunter", 2),
                                            ("nineteen", 2)])
def test_a_review_lists_every_decision_and_could_i_have_won_is_never_worse(game, seed):
    st = finished_deal(game, seed)
    log = st.history[0]
    review = review_deal(st, 0, 0, seconds=120.0, scale=SCALE)
    mine = [(i, a) for i, (p, _q, a) in enumerate(log.actions) if p == 0]
    assert [(d.number, d.played) for d in review.decisions] == mine
    assert all(d.played_words and d.expert_words and d.kind for d in review.decisions)
    for d in review.decisions:
        if d.forced:
            assert d.expert == d.played and d.comparison is None
    assert review.result == deal_value(game, log.score, 0)
    assert review.best >= review.result
    bests = [d.best for d in review.decisions]
    sheet = review_sheet(st, 0, review, ["You", "North", "East", "West"][:st.num_players])
    assert sheet.complete and sheet.verdict[0].startswith("As played, you scored")
    word = "hand" if game in ("barbu", "nineteen") else "deal"  # as the window calls them
    assert f" this {word}" in sheet.verdict[0], sheet.verdict[0]
    if review.best_from is not None:
        index, _action = review.best_from
        assert not review.decisions[index].forced and review.best > review.result
        assert f"decision {index + 1} (" in sheet.verdict[1]
        assert review.decisions[index].played_words in sheet.verdict[1]
        assert sum(r.mattered for r in sheet.rows) == 1
        note = next(n for r in sheet.rows if r.mattered for n in r.notes if "mattered" in n)
        assert "with every card known, the line “" in note
        if review_relative(game):  # against the others' average (a defender scores nothing)
            assert "” would have scored " in note and " the others" in note
        else:
            assert "” would have reached" in note and f"reached a {word} score of" in note
    else:
        assert "could not have done better" in sheet.verdict[1]
        differs = any(d.expert != d.played for d in review.decisions if not d.forced)
        assert ("weighs the deals you could not see" in sheet.verdict[1]) == differs
    later = [*bests[1:], review.result]
    drops = sum(1 for i, (b, after) in enumerate(zip(bests, later, strict=True))
                if after < b and (review.best_from is None or review.best_from[0] != i))
    notes = [n for r in sheet.rows for n in r.notes]
    assert sum("the best still within reach went from" in n for n in notes) == drops
    assert review.hands == tuple(log.hands) and len(review.tricks) == len(log.tricks)
    assert bests[0] == review.best and all(b >= review.result for b in bests)
    assert all(a >= b for a, b in pairwise(bests))  # later decisions can only lose


@pytest.mark.parametrize(("game", "options"), [("heart-hunter", {}), ("sheepshead", {}),
                                               ("barbu", {}), ("young-hunter", {}),
                                               ("nineteen", {}), ("nineteen", {"players": 3})])
@pytest.mark.parametrize("seed", [11, 12])
def test_could_i_have_won_is_never_worse_than_played_and_its_line_is_real(game, options, seed):
    """The best result with every card known is never below the deal's result, and the line the
    search names, replayed in the real deal, gives exactly that result."""
    st = finished_deal(game, seed, **options)
    log = st.history[0]
    result = deal_value(game, log.score, 0)
    replayed = replay_to_deal(st, 0)
    states, played, forced = [], [], []
    for p, _q, action in log.actions:
        if p == 0:
            states.append(replayed.copy())
            played.append(action)
            forced.append(len(replayed.legal_actions()) == 1)
        replayed.apply(action)
    bests = best_results(states, played, forced, result, PerfectSearch(states[0], 0, samples=2))
    assert all(b.value >= result for b in bests)
    assert bests == best_results(states, played, forced, result,
                                 PerfectSearch(states[0], 0, samples=2))  # the same every time
    top = bests[0]
    if top.departs is None:
        assert top.value == result
        return
    w = states[top.departs].copy()
    for p, action in top.line:
        assert w.to_act == p and w.why_illegal(action) is None
        w.apply(action)
    assert len(w.history) == 1 and deal_value(game, w.history[0].score, 0) == top.value > result


def test_no_better_line_with_the_expert_choosing_otherwise_says_why_both_hold():
    """"Could not have done better" beside "The expert's choice: … about 1.5 points more" read
    as a contradiction: the verdict now says the expert's choices weigh the unseen deals."""
    st = finished_deal("sheepshead", 3)
    review = review_deal(st, 0, 0, seconds=120.0, scale=SCALE)
    free = next(i for i, d in enumerate(review.decisions) if not d.forced)
    decisions = list(review.decisions)
    decisions[free] = replace(decisions[free], expert=Action("another-choice"))
    same = [replace(d, expert=d.played) for d in review.decisions]
    names = ["You", "North", "East"]
    for decided, said in ((decisions, True), (same, False)):
        mine = replace(review, decisions=tuple(decided), best=review.result, best_from=None,
                       best_line=())
        verdict = review_sheet(st, 0, mine, names).verdict[1]
        assert verdict.startswith("With every card known, you could not have done better")
        assert ("Where the expert chose otherwise below, its choice weighs the deals you could "
                "not see, not these cards as they lay." in verdict) == said


def test_a_review_is_the_same_every_time():
    st = finished_deal("young-hunter", 2)
    first = review_deal(st, 0, 0, seconds=120.0, scale=SCALE)
    assert review_deal(st, 0, 0, seconds=120.0, scale=SCALE) == first


def test_a_typed_in_deal_is_reviewed_with_its_own_cards_not_the_seeds():
    """A record whose hands were typed in (here: a real deal whose seed was changed, so the seed
    would deal other cards) is reviewed with the record's hands."""
    from tricktable.coach.replayed import deal_presets
    from tricktable.coach.review import review_game
    from tricktable.engine.record import replay

    st = finished_deal("heart-hunter", 3)
    doc = make_record(st)
    doc["seed"] = 99
    typed = replay(doc, get_rules)
    assert get_rules("heart-hunter").new_game(99).deal_log.hands != typed.history[0].hands
    review = review_deal(typed, 0, 0, seconds=120.0, scale=SCALE)
    assert review.hands == tuple(st.history[0].hands)
    mine = [a for p, _q, a in st.history[0].actions if p == 0]
    assert [d.played for d in review.decisions] == mine
    deals = [[a for _p, _q, a in log.actions] for log in typed.history]
    sheet = review_game("heart-hunter", dict(typed.options), typed.seed, deal_presets(typed),
                        deals, 0, 0, ["You", "B", "C", "D"], True, 120.0, SCALE)
    code = typed.rules.codec.code
    assert sheet.hands[0][0] == "You"
    assert sorted(sheet.hands[0][1]) == sorted(code(c) for c in range(64)
                                               if st.history[0].hands[0] >> c & 1)


@pytest.mark.parametrize(("game", "options", "seed"), [
    ("heart-hunter", {}, 3), ("sheepshead", {}, 3), ("young-hunter", {}, 2),
    ("nineteen", {}, 2), ("nineteen", {"players": 3}, 4), ("nineteen", {"players": 2}, 4)])
def test_the_sheet_shows_every_hand_every_trick_and_every_decision_beside_its_trick(
        game, options, seed):
    st = finished_deal(game, seed, **options)
    log = st.history[0]
    review = review_deal(st, 0, 0, search=False)
    sheet = review_sheet(st, 0, review, ["You", "North", "East", "West"][:st.num_players])
    code = st.rules.codec.code
    dealt = [tuple(code(c) for c in range(h.bit_length()) if h >> c & 1) for h in log.hands]
    assert [sorted(cards) for _label, cards in sheet.hands[:len(dealt)]] == [
        sorted(cards) for cards in dealt]
    if log.stock:
        assert sheet.hands[-1][1] == tuple(code(c) for c in log.stock)
    tricks = [r for r in sheet.rows if r.title.startswith("Trick")]
    assert len(tricks) == len(log.tricks)
    for row, (leader, cards, winner) in zip(tricks, log.tricks, strict=True):
        assert [p.card for p in row.cards] == [code(c) for c in cards]
        assert row.cards[0].lead and sum(p.lead for p in row.cards) == 1
        assert sum(p.win for p in row.cards) == 1
        assert row.cards[(winner - leader) % len(log.hands)].win
    # the last row, after the play, holds the deal's count, not decisions
    notes = [n for r in sheet.rows if r.title != AFTER_PLAY for n in r.notes]
    assert [int(n.split(".")[0]) for n in notes] == list(range(1, len(review.decisions) + 1))
    for row in tricks:  # a card decision sits beside the trick its card is in
        for n in row.notes:
            if "play the " in n.split(".")[1]:
                card = n.split("play the ")[1].split(".")[0].split(":")[0].split(" (")[0]
                assert card in [p.words for p in row.cards if p.mine]
    assert any("Working it out" in v for v in sheet.verdict) and not sheet.complete


def test_a_dominoes_deal_shows_the_layout_round_by_round_with_its_passes():
    st = get_rules("barbu").new_game(5)
    while not (st.history and not st.history[-1].tricks):
        p = st.to_act
        agent = make_agent("random" if p == 0 else "rule", st.rules,
                           seed=move_seed(st.seed, p, moves_made(st)))
        st.apply(agent.choose(st.view(p), st.legal_actions()))
    deal = len(st.history) - 1
    log = st.history[deal]
    review = review_deal(st, deal, 0, seconds=120.0, scale=SCALE)
    sheet = review_sheet(st, deal, review, ["You", "North", "East", "West"])
    assert sheet.title.startswith("Barbu, hand 1: Dominoes")
    rounds = [r for r in sheet.rows if r.title.startswith("Round")]
    turns = [p for r in rounds for p in r.cards]
    layout = [a for _p, _q, a in log.actions if a.type in ("play", "pass")]
    assert len(turns) == len(layout) and rounds
    for shown, action in zip(turns, layout, strict=True):
        if action.type == "play":
            assert shown.card == st.rules.codec.code(action.card)
        else:
            assert shown.card is None and shown.words == "pass"
    for r in rounds:  # nobody twice in a round
        assert len({p.who for p in r.cards}) == len(r.cards)
    assert review.best >= review.result


def test_the_verdict_s_verbs_agree_with_whose_deal_it_is():
    """A watched game's review speaks of a computer seat by name: "North chooses", not
    "North choose" (it read so); the person's own review says "you choose"."""
    st = finished_deal("heart-hunter", 3)
    review = review_deal(st, 0, 0, seconds=120.0, scale=SCALE)
    own = review_sheet(st, 0, review, ["You", "North", "East", "West"])
    watched = review_sheet(st, 0, review, ["North", "East", "South", "West"], person=False)
    assert any("; you choose with every card known" in v for v in own.verdict)
    assert any("; North chooses with every card known" in v for v in watched.verdict)
    assert watched.verdict[0].startswith("As played, North scored")


def test_scores_in_the_verdict_read_as_the_game_counts_them():
    from tricktable.coach.review_sheet import _score

    hh = get_rules("heart-hunter").new_game(1)  # lower wins: the signed value is turned back
    assert [_score(hh, v) for v in (0.0, -0.0, -18.0, 3.0)] == ["0", "0", "+18", "−3"]


@pytest.mark.parametrize(("game", "options", "seed"), [
    ("sheepshead", {}, 3), ("nineteen", {}, 2), ("heart-hunter", {}, 3), ("young-hunter", {}, 2)])
def test_the_hands_as_dealt_are_sorted_as_the_table_sorts_a_hand(game, options, seed):
    """Sheepshead's queens and jacks are trumps: shown among their suits in the review they
    misled; every hand reads as on the table, suits alternating in colour and the game's fixed
    trumps at the right in their order (a trump suit of one deal is not put there)."""
    st = finished_deal(game, seed, **options)
    sheet = review_sheet(st, 0, review_deal(st, 0, 0, search=False),
                         ["You", "North", "East", "West"][:st.num_players])
    dealt = len(st.history[0].hands)  # the stock after them keeps its order (its sets)
    view = st.view(0)
    codec = st.rules.codec
    for _label, cards in sheet.hands[:dealt]:
        ints = [codec.parse(c) for c in cards]
        trumps = [c for c in ints if view.trumps >> c & 1] if view.trump_order or \
            view.trump_suit == 4 else []
        plain = [c for c in ints if c not in trumps]
        assert ints == plain + trumps, "the fixed trumps lie at the right"
        if view.trump_order:
            order = list(view.trump_order)
            assert trumps == sorted(trumps, key=order.index)
        suits = [c >> 4 for c in plain]
        seen = [s for i, s in enumerate(suits) if i == 0 or suits[i - 1] != s]
        assert len(seen) == len(set(seen)), "each suit lies together"
        assert seen == [s for s in (3, 2, 0, 1) if s in seen], "suits alternate: ♠ ♥ ♣ ♦"


def test_a_young_hunter_review_names_takings_with_the_reviewed_deal_s_trumps():
    """Seen in the window: "contra East's trump hit … about 2.6 points more for you than to
    contra East's spade hit": the comparison and the best line were said in the game's state
    after the deal, whose next deal has other trumps. They are said in the reviewed deal now.
    Seed 4 (contra played): the person's choices and the best line name the trump jack (the
    contra itself is the club player's to weigh, so it has no comparison)."""
    from tricktable.engine.cards import SUIT_NAMES_SINGULAR

    st = finished_deal("young-hunter", 4, contra=True)
    trump = replay_to_deal(st, 0).trump_suit
    assert st.trump_suit != trump  # the game has moved on to the next deal's trumps
    names = ["You", "West", "North", "East"]
    review = review_deal(st, 0, 0, seconds=120.0, scale=SCALE, names=names)
    sheet = review_sheet(st, 0, review, names)
    notes = [n for r in sheet.rows for n in r.notes]
    text = " ".join([*notes, *sheet.verdict])
    suit = SUIT_NAMES_SINGULAR[trump]
    assert f"{suit} hit" not in text and f"{suit} catch" not in text, text
    assert any("Your choice: contra West's trump hit" in n for n in notes), notes
    # a contra is the club player's to choose (search_scope): said so, without figures
    assert any("contra West's trump hit. The expert's choice: pass (the club player's rule: "
               "imagined deals cannot weigh this choice)." in n for n in notes), notes
    assert "trump catch" in sheet.verdict[1] or "trump hit" in sheet.verdict[1], sheet.verdict


def test_the_better_line_is_said_with_one_and_whether_it_goes_on_or_ends():
    """"play the K♣, then the 6♣, …, the 7♦ and the 2♠ and so on" had two "and"s."""
    from tricktable.coach.review_sheet import LINE_WORDS, _line_words
    from tricktable.coach.reviewed import Review

    def said(n: int) -> str:
        words = tuple(f"play the {k}♣" for k in range(2, 2 + n))
        return _line_words(Review(0, (), (), (), 0.0, 0.0, line_words=words))

    long = said(LINE_WORDS + 2)
    assert long == "play the 2♣, then the 3♣, the 4♣, the 5♣, the 6♣, the 7♣ and so on"
    assert long.count(" and ") == 1
    assert said(3) == "play the 2♣, then the 3♣ and the 4♣"
    assert said(1) == "play the 2♣"
    # after another kind of action the first card says "play": "declare Eight Trumps, then
    # the K♦" read as a second thing declared
    declared = ("declare Eight Trumps", "play the K♦", "play the 10♦")
    assert _line_words(Review(0, (), (), (), 0.0, 0.0, line_words=declared)) == \
        "declare Eight Trumps, then play the K♦ and the 10♦"
    # the plays after a discard are not in its list: "take the window, then discard the 10♠
    # and the 7♥, the 9♠, the A♣" read as four cards discarded
    window = ("take the window", "discard the 10♠ and the 7♥", "play the 9♠", "play the A♣",
              "play the Q♣")
    assert _line_words(Review(0, (), (), (), 0.0, 0.0, line_words=window)) == \
        "take the window, then discard the 10♠ and the 7♥, then play the 9♠, the A♣ and the Q♣"


def test_a_sheepshead_defenders_review_weighs_the_deal_against_the_others():
    """A defender scores 0 whatever the Player makes (without the zero-sum option), so every
    defender's review said "you could not have done better than that by any line tried". It
    weighs the deal against the others' average now: holding the Player to a loss is better.
    Seed 2: East (player 2) took the window and made +2 against the person and North."""
    st = finished_deal("sheepshead", 2)
    log = st.history[0]
    assert log.contract["player"] == 2 and tuple(log.score) == (0, 0, 2)
    review = review_deal(st, 0, 0, seconds=120.0, scale=SCALE)
    assert review.result == -1.0 and review.own == 0.0 and review.best > review.result
    verdict = review_sheet(st, 0, review, ["You", "North", "East"]).verdict
    assert verdict[0] == ("As played, you scored 0 this deal, 1 game point fewer than the "
                          "others on average.")
    assert verdict[1].startswith("With every card known, you could have scored "), verdict[1]
    assert "more than the others on average" in verdict[1] or "as much as" in verdict[1]


def test_before_the_play_shows_what_everybody_said_in_the_deal_s_own_words():
    """The row before the first trick held only the person's own choices: what the others
    announced could not be seen. It shows each decision before the play, by whom, said in the
    reviewed deal (its trumps: a taking of deal 1 is named as it was, after deal 2 began)."""
    st = finished_deal("young-hunter", 2)
    names = ["You", "West", "North", "East"]
    review = review_deal(st, 0, 0, search=False, names=names)
    sheet = review_sheet(st, 0, review, names)
    row = next(r for r in sheet.rows if r.title == "Before the play")
    log = st.history[0]
    spoken = [(q, a) for q, (_p, _q, a) in enumerate(log.actions) if a.type != "play"]
    assert len(row.cards) == len(spoken) == 4
    assert sorted(p.who for p in row.cards) == sorted(names)
    assert all(p.card is None and p.words for p in row.cards)
    mine = next(p for p in row.cards if p.mine)
    said = row.notes[0].split("Your choice: ")[1].split(":")[0].rstrip(".")
    assert mine.words == said, (mine.words, row.notes)


def test_before_the_play_tells_the_three_player_dummy_s_own_draw_and_discard():
    """Three-player Nineteen, a Partnership whose declarer sits opposite the dummy: the dummy
    draws stock card 5 and discards by itself. No one decides it, so the row left it out and
    the dummy's hand changed between the deal and the play unexplained."""
    def dummy_draws(st) -> bool:
        again = replay_to_deal(st, 0)
        events = [e for _p, _q, a in st.history[0].actions for e in again.apply(a) or ()]
        return any(type(e).__name__ == "StockTaken" and e.player is None for e in events)

    st = next(st for seed in range(1, 80)
              if dummy_draws(st := finished_deal("nineteen", seed, players=3)))
    names = ["You", "West", "North"]
    review = review_deal(st, 0, 0, search=False, names=names)
    row = next(r for r in review_sheet(st, 0, review, names).rows if r.title == "Before the play")
    dummy = [p for p in row.cards if "dummy" in p.who.lower()]
    # the cards named: the review shows every hand (the stock's draws said which slot alone,
    # and a learner compared the stock as dealt by hand)
    took, put = [p.words for p in dummy][:2]
    assert re.fullmatch(r"take stock card 5: the \S+", took), row.cards
    assert re.fullmatch(r"discard the \S+", put), row.cards
    drawn = [p for p in row.cards if p.words.startswith("take stock card")]
    assert len(drawn) >= 3, "the declarer's four, card 5 and card 6, each named"
    assert all(": the " in p.words for p in drawn), drawn


def test_a_mattered_decision_the_expert_agreed_with_says_so_and_other_choices_why():
    """"1. Your choice: do not double: the expert's choice too. The first decision that
    mattered: … the line 'double the declarer …' would have reached +50" read as a
    contradiction, as did the expert's other choices beside "the first decision that mattered
    was decision 9": both now say it was the cards as they lay."""
    from tricktable.coach.review_sheet import HINDSIGHT

    st = finished_deal("sheepshead", 3)
    review = review_deal(st, 0, 0, seconds=120.0, scale=SCALE)
    free = [i for i, d in enumerate(review.decisions) if not d.forced]
    k, other = free[-1], free[0]
    decisions = [replace(d, expert=d.played) for d in review.decisions]
    mine = replace(review, decisions=tuple(decisions), best_from=(k, decisions[k].played),
                   best=review.result + 2.0, line_words=("play the A♠",))
    sheet = review_sheet(st, 0, mine, ["You", "North", "East"])
    notes = [n for row in sheet.rows for n in row.notes]
    mattered = next(n for n in notes if "The first decision that mattered:" in n)
    assert "the expert's choice too" in mattered and mattered.endswith(HINDSIGHT.strip())
    assert "Where the expert chose otherwise" not in sheet.verdict[1]
    decisions[other] = replace(decisions[other], expert=Action("another-choice"))
    mine = replace(mine, decisions=tuple(decisions))
    verdict = review_sheet(st, 0, mine, ["You", "North", "East"]).verdict[1]
    # an earlier decision: said by number, and that no choice there did better with these cards
    assert verdict.endswith(f"Decision {other + 1}, where the expert chose otherwise, did not "
                            "matter with every card known: no other choice there did better in "
                            "the lines tried. The expert's choices weigh the deals you could not "
                            "see, not these cards as they lay."), verdict
    decisions[other] = replace(decisions[other], expert=decisions[other].played)
    mine = replace(mine, decisions=tuple(decisions), best_from=(other, decisions[other].played))
    decisions[k] = replace(decisions[k], expert=Action("another-choice"))
    mine = replace(mine, decisions=tuple(decisions))
    verdict = review_sheet(st, 0, mine, ["You", "North", "East"]).verdict[1]
    assert verdict.endswith("Where the expert chose otherwise at another decision, its choice "
                            "weighs the deals you could not see, not these cards as they lay.")


def test_a_preferred_set_taken_is_named_in_the_review():
    """"West take the set" said nothing of which cards: the review names them after it."""
    st = get_rules("nineteen").new_game(3)
    while not st.history:
        legal = st.legal_actions()
        bid = [a for a in legal if a.type == "bid" and a.get("bid") == "preferred-2"]
        passes = [a for a in legal if a.type == "pass"]
        st.apply((bid or passes or legal)[0])
    names = ["You", "West", "North", "East"]
    review = review_deal(st, 0, 0, search=False, names=names)
    row = next(r for r in review_sheet(st, 0, review, names).rows if r.title == "Before the play")
    words = [p.words for p in row.cards]
    at = words.index("take the set")
    assert re.fullmatch(r"the set held the \S+ and the \S+", words[at + 1]), words
