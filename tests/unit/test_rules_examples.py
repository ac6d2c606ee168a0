"""Every worked example on the rules pages is checked against the rules: a wrong example fails.

Each example on ``resources/rules/<game>.html`` sits between ``<!--example {json}-->`` and
``<!--/example-->``. The JSON says what the example claims: for a trick, its cards in the order
played and which of them wins (and which are trumps); for a score, the cards each player took
and the scores. A trick is played through the game's own ``apply`` after a real start of the game
(the deal's trumps are the game's, its bidding walked with the choices the example names); the
cards are handed to the players who play them, and a player who does not follow the suit led is
left void in it, so the engine judges both the legality and the winner. A score is worked out by
the game's own deal scoring from the taken cards. The pictures in the example must be the cards
of its claim, in the same order.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest

from tricktable.engine.protocol import PLAY, TrickTaken
from tricktable.engine.trick_game import PLAYING
from tricktable.games.registry import GAME_IDS, get_rules
from tricktable.resource_files import resource_path

EXAMPLE = re.compile(r"<!--example (\{.*?\})-->(.*?)<!--/example-->", re.S)
PICTURE = re.compile(r'<img src="card:([0-9A-Z]+)"')


def examples(game: str) -> list[tuple[dict, str]]:
    page = resource_path("rules", f"{game}.html").read_text(encoding="utf-8")
    return [(json.loads(data), body) for data, body in EXAMPLE.findall(page)]


def started(game: str, ex: dict, variant: dict | None = None):
    """A real game of the example's options, walked to its first card play with the choices
    the example (or one variant of its score) names; the first legal action otherwise."""
    st = get_rules(game).new_game(ex.get("seed", 1), **ex.get("options", {}))
    choose = (variant or {}).get("choose", ex.get("choose", []))
    steps = 0
    while st.stage != PLAYING:
        legal = st.legal_actions()
        pick = next((a for want in choose for a in legal
                     if want in st.describe(a)), legal[0])
        st.apply(pick)
        steps += 1
        assert steps < 200, "the bidding never ended"
    return st


def _hand_to(st, p: int, card: int, keep: int) -> None:
    """Give ``card`` to position ``p``, swapping one of p's other cards (not in ``keep``) to
    wherever the card was, so every hand keeps its size."""
    bit = 1 << card
    if st.hands[p] & bit:
        return
    spare = st.hands[p] & ~keep
    assert spare, "no card to swap"
    x = spare & -spare
    for q in range(len(st.hands)):
        if st.hands[q] & bit:
            st.hands[q] ^= bit | x
            st.hands[p] ^= bit | x
            return
    stock = getattr(st, "stock", [])
    assert card in stock, f"the {get_rules(st.rules.id).codec.code(card)} is out of play"
    stock[stock.index(card)] = x.bit_length() - 1
    st.hands[p] ^= bit | x


def play_trick(game: str, ex: dict) -> tuple[list[int], int]:
    """Play the example's trick; returns the positions that played it and the winner's."""
    st = started(game, ex)
    codec = st.rules.codec
    cards = [codec.parse(c) for c in ex["cards"]]
    trumps = {codec.parse(c) for c in ex.get("trumps", [])}
    for c in cards:
        assert bool(st.trumps >> c & 1) == (c in trumps), \
            f"the {codec.code(c)} is {'' if st.trumps >> c & 1 else 'not '}a trump"
    keep = sum(1 << c for c in cards)
    positions: list[int] = []
    events: list = []
    for i, c in enumerate(cards):
        p = st.turn
        positions.append(p)
        _hand_to(st, p, c, keep)
        if i and not st.led >> c & 1:  # the example says p cannot follow: p is void in it
            void = st.hands[p] & st.led
            st.hands[p] &= ~void
            st.hands[positions[0]] |= void
        reason = st.why_illegal(PLAY[c])
        assert reason is None, f"{codec.code(c)} may not be played: {reason}"
        events = st.apply(PLAY[c])
    taken = [e for e in events if isinstance(e, TrickTaken)]
    assert len(taken) == 1, "the example's cards are not one whole trick"
    return positions, taken[0].winner


def _taken(st, ex: dict) -> None:
    codec = st.rules.codec
    for p, codes in enumerate(ex["taken"]):
        st.taken[p] = codec.parse_mask(codes)


def _heart_hunter(st, ex: dict, variant: dict) -> list[int]:
    _taken(st, ex)
    st.phase = variant["phase"]
    return variant["score"]


def _barbu(st, ex: dict, variant: dict) -> list[int]:
    _taken(st, ex)
    st.doubles = tuple((x, y, bool(r)) for x, y, r in variant["doubles"])
    return variant["score"]


def _sheepshead(st, ex: dict, variant: dict) -> list[int]:
    _taken(st, ex)
    st.player = ex["player"]
    st.trick_counts = list(ex["tricks"])
    st.discards = st.rules.codec.parse_mask(variant.get("discards", ex["discards"]))
    st.zero_sum = variant["zero_sum"]
    return variant["score"]


def _young_hunter(st, ex: dict, variant: dict) -> list[int]:
    codec = st.rules.codec
    st.takings = tuple((codec.parse(j), p, kind) for j, p, kind in ex["takings"])
    st.announcements = tuple((p, codec.parse(j), kind, None) for p, j, kind in ex["announcements"])
    return variant["score"]


def _nineteen(st, ex: dict, variant: dict) -> list[int]:
    """The declarer (whoever the walk made declarer) took the example's cards in its tricks."""
    st.taken = [0] * len(st.taken)
    st.trick_counts = [0] * len(st.trick_counts)
    st.taken[st.declarer] = st.rules.codec.parse_mask(ex["declarer_took"])
    st.trick_counts[st.declarer] = ex["tricks"]
    side, _defenders = st.sides()
    assert side == [st.declarer], "the example is a Solo: the declarer plays alone"
    return [variant["declarer"] if p == st.declarer else variant["defenders"]
            for p in range(st.num_players)]


#: how each game's score example is set up on a started state (the taken cards and what the
#: deal's scoring reads); the scoring itself is the game's
SCORE_SETUP: dict[str, Callable] = {
    "heart-hunter": _heart_hunter,
    "barbu": _barbu,
    "sheepshead": _sheepshead,
    "young-hunter": _young_hunter,
    "nineteen": _nineteen,
}


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_rules_page_has_a_trick_and_a_score_worked_out(game):
    kinds = [ex["kind"] for ex, _body in examples(game)]
    assert "trick" in kinds and "score" in kinds, kinds
    assert game in SCORE_SETUP


@pytest.mark.parametrize(("game", "ex", "body"),
                         [(g, ex, body) for g in GAME_IDS for ex, body in examples(g)
                          if ex["kind"] == "trick"])
def test_each_example_trick_is_won_by_the_card_the_page_says(game, ex, body):
    assert PICTURE.findall(body) == ex["cards"], "the pictures are not the trick's cards"
    positions, winner = play_trick(game, ex)
    assert winner == positions[ex["winner"]], (
        f"the engine gives the trick to the {ex['cards'][positions.index(winner)]}, the page "
        f"to the {ex['cards'][ex['winner']]}")


@pytest.mark.parametrize(("game", "ex", "body"),
                         [(g, ex, body) for g in GAME_IDS for ex, body in examples(g)
                          if ex["kind"] == "score"])
def test_each_example_score_is_the_games_own_scoring(game, ex, body):
    shown = ex.get("shown") or ([c for codes in ex.get("taken", []) for c in codes]
                                + ex.get("also_shown", []))
    assert PICTURE.findall(body) == shown, "the pictures are not the example's cards"
    assert set(shown) <= set(ex.get("declarer_took", shown)), "a picture of a card not taken"
    for variant in ex["scores"]:
        st = started(game, ex, variant)
        expected = SCORE_SETUP[game](st, ex, variant)
        score, details = st._score_deal()
        assert list(score) == expected, variant
        for key, value in variant.get("details", {}).items():  # e.g. the hunter, the trumps
            assert details[key] == value, (key, details[key])
