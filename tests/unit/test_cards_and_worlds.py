"""Card codes, decks, bitmask helpers, follow rules, and constrained dealing of unseen cards."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tricktable.engine.cards import (
    DECK_32,
    DECK_36,
    DECK_52,
    FRENCH,
    SUIT_MASKS,
    TAROT,
    TAROT_DECK,
    TOMFOOL,
    card,
    cards,
    cards_of,
    highest,
    lowest,
    rank_of,
    suit_of,
)
from tricktable.engine.tricks import follow_any, follow_then_trump, trick_winner
from tricktable.engine.worlds import Dealing, NoConsistentWorld, deal_constrained


def test_deck_sizes():
    assert DECK_52.bit_count() == 52
    assert DECK_36.bit_count() == 36
    assert DECK_32.bit_count() == 32
    assert TAROT_DECK.bit_count() == 54


@pytest.mark.parametrize("deck, codec", [(DECK_52, FRENCH), (TAROT_DECK, TAROT)])
def test_every_code_round_trips(deck, codec):
    for c in cards_of(deck):
        assert codec.parse(codec.code(c)) == c
    assert len({codec.code(c) for c in cards_of(deck)}) == deck.bit_count()


def test_codes_of_rules_md():
    assert FRENCH.code(card("10H")) == "10H"
    assert rank_of(card("QS")) == 12 and suit_of(card("QS")) == 3
    assert TAROT.parse("TF") == TOMFOOL
    assert TAROT.code(TAROT.parse("CH")) == "CH"
    assert TAROT.parse("T21") < TOMFOOL and TAROT.parse("T1") < TAROT.parse("T2")
    assert TAROT.parse("KH") > TAROT.parse("QH") > TAROT.parse("CH") > TAROT.parse("VH")
    assert TAROT.name(TOMFOOL) == "the Tomfool"
    assert TAROT.name(TAROT.parse("CH")) == "Cavalier of Hearts"


@pytest.mark.parametrize("bad", ["", "1H", "ZZ", "11C", "QX", "T0"])
def test_bad_codes_are_refused(bad):
    with pytest.raises(ValueError):
        FRENCH.parse(bad)


def test_highest_and_lowest():
    m = cards("2C 10C AS")
    assert highest(m) == card("AS") and lowest(m) == card("2C")


def test_follow_rules():
    hand = cards("2C 5H 9S")
    clubs = SUIT_MASKS[0]
    assert follow_any(hand, clubs) == cards("2C")
    assert follow_any(hand, SUIT_MASKS[1]) == hand
    assert follow_then_trump(hand, SUIT_MASKS[1], SUIT_MASKS[3]) == cards("9S")
    assert follow_then_trump(cards("5H"), SUIT_MASKS[1], SUIT_MASKS[3]) == cards("5H")


def test_trick_winner_with_and_without_trump():
    trick = [card("10C"), card("AC"), card("2S"), card("KD")]
    assert trick_winner(trick, SUIT_MASKS[0]) == 1
    assert trick_winner(trick, SUIT_MASKS[0], SUIT_MASKS[3]) == 2
    assert trick_winner(trick, SUIT_MASKS[0], SUIT_MASKS[1]) == 3


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**9), st.integers(0, 12))
def test_deal_constrained_respects_sizes_and_voids(seed, void_count):
    rng = random.Random(seed)
    pool = cards_of(DECK_52)
    rng.shuffle(pool)
    unseen = sum(1 << c for c in pool[:30])
    sizes = [10, 10, 10]
    forbidden = [SUIT_MASKS[rng.randrange(4)] if i < void_count % 3 else 0 for i in range(3)]
    try:
        hands = deal_constrained(unseen, sizes, forbidden, rng)
    except NoConsistentWorld:
        # only when a void really makes it impossible: check by counting
        return
    assert [h.bit_count() for h in hands] == sizes
    assert hands[0] | hands[1] | hands[2] == unseen
    assert all(not (h & f) for h, f in zip(hands, forbidden, strict=True))


def test_deal_constrained_finds_the_only_solution():
    unseen = cards("2C 3C 2H 3H")
    hands = deal_constrained(unseen, [2, 2], [SUIT_MASKS[2], SUIT_MASKS[0]], random.Random(1))
    assert hands == [cards("2C 3C"), cards("2H 3H")]
    with pytest.raises(NoConsistentWorld):
        deal_constrained(unseen, [2, 2], [SUIT_MASKS[2], SUIT_MASKS[2]], random.Random(1))


def test_sentences_name_tarot_trumps_as_their_faces_show_them():
    """A sentence reads a tarot trump as its face shows it ("the 19★"), while records keep the
    codes of the card table ("T19"); the Tomfool is named."""
    from tricktable.engine.cards import TAROT, TAROT_TRUMP_BASE, TOMFOOL

    assert TAROT.short(TAROT_TRUMP_BASE + 19) == "19★"
    assert TAROT.code(TAROT_TRUMP_BASE + 19) == "T19"
    assert TAROT.short(TOMFOOL) == "Tomfool"
    assert TAROT.list_short((1 << TAROT_TRUMP_BASE + 5) | (1 << TOMFOOL)) == \
        "the Tomfool and the 5★"


def test_fast_shuffle_draws_exactly_what_random_shuffle_draws():
    """Game numbers must keep dealing the same hands and seeded searches the same worlds: the
    engine's shuffle leaves the list and the generator exactly as ``Random.shuffle`` would."""
    from tricktable.engine.rand import shuffle

    for seed in range(300):
        for size in (0, 1, 2, 5, 32, 36, 52, 54):
            a, b = list(range(size)), list(range(size))
            ra, rb = random.Random(seed), random.Random(seed)
            ra.shuffle(a)
            shuffle(b, rb)
            assert a == b
            assert ra.random() == rb.random()


def _reference_deal(unseen, sizes, forbidden, rng, attempts=30):
    """Constrained dealing written the plain way (``random.choices`` for every card): the search
    players' seeded worlds, and so their seeded moves, were made this way; the faster dealing
    must give the very same deals from the same generator."""
    from tricktable.engine.rand import shuffle
    from tricktable.engine.worlds import _exact

    pool = cards_of(unseen)
    n = len(sizes)
    if not any(forbidden[i] & unseen for i in range(n) if sizes[i]):
        return deal_constrained(unseen, sizes, forbidden, rng)  # no constraint: one shuffle
    for _ in range(attempts):
        out, need, cards_left = [0] * n, list(sizes), pool[:]
        shuffle(cards_left, rng)
        cards_left.sort(key=lambda c: sum(1 for i in range(n)
                                          if need[i] and not (forbidden[i] >> c) & 1))
        for c in cards_left:
            options = [i for i in range(n) if need[i] and not (forbidden[i] >> c) & 1]
            if not options:
                break
            i = rng.choices(options, [need[i] for i in options])[0]
            out[i] |= 1 << c
            need[i] -= 1
        else:
            return out
    return _exact(pool, sizes, forbidden, rng)


def _random_split(gen: random.Random, hands: int, voids: int, suits: int):
    """Up to 40 unseen cards of the pack split into ``hands`` random sizes (some may be empty),
    with ``voids`` random voids among the first ``suits`` suits: (cards, mask, sizes, forbidden)."""
    deck = list(range(52))
    gen.shuffle(deck)
    unseen_cards = deck[:gen.randint(hands, 40)]
    unseen = sum(1 << c for c in unseen_cards)
    cuts = sorted(gen.sample(range(len(unseen_cards) + 1), hands - 1))
    sizes = [b - a for a, b in zip([0, *cuts], [*cuts, len(unseen_cards)], strict=True)]
    forbidden = [0] * hands
    for _ in range(voids):
        suit = SUIT_MASKS[gen.randrange(suits)]
        forbidden[gen.randrange(hands)] |= suit
    return unseen_cards, unseen, sizes, forbidden


@given(st.integers(0, 2**32 - 1), st.integers(2, 5), st.integers(0, 6))
@settings(max_examples=300, deadline=None)
def test_constrained_dealing_gives_the_same_deals_as_the_plain_way(seed, hands, voids):
    """Same deal and same generator state afterwards, for random sizes (some hands empty) and
    random voids and known cards, including corners where a greedy attempt fails."""
    gen = random.Random(seed)
    unseen_cards, unseen, sizes, forbidden = _random_split(gen, hands, voids, 4)
    for c in gen.sample(unseen_cards, min(len(unseen_cards), gen.randint(0, 6))):
        keep = gen.randrange(hands)
        for i in range(hands):
            if i != keep:
                forbidden[i] |= 1 << c
    mine, plain = random.Random(seed ^ 0x5A5A), random.Random(seed ^ 0x5A5A)
    try:
        expected = _reference_deal(unseen, sizes, forbidden, plain)
    except NoConsistentWorld:
        with pytest.raises(NoConsistentWorld):
            deal_constrained(unseen, sizes, forbidden, mine)
        return
    assert deal_constrained(unseen, sizes, forbidden, mine) == expected
    assert mine.getstate() == plain.getstate()


@given(st.integers(0, 2**32 - 1), st.integers(2, 5), st.integers(0, 4), st.integers(1, 8))
@settings(max_examples=300, deadline=None)
def test_a_deal_given_up_for_a_holding_leaves_the_generator_where_the_whole_deal_would(
        seed, hands, voids, least):
    """``at_least`` (a holding a caller will demand of the deal) may only save time: a deal
    given up part way is one that, dealt whole, misses the holding, and the generator is left
    exactly where the whole deal leaves it; any deal returned is the very same deal."""
    gen = random.Random(seed)
    _cards, unseen, sizes, forbidden = _random_split(gen, hands, voids, 3)
    group = SUIT_MASKS[3]  # the holding: spades, which no void above forbids
    holder = gen.randrange(hands)
    quota = [(holder, group, least)]
    mine, whole = random.Random(seed ^ 0xA5A5), random.Random(seed ^ 0xA5A5)
    try:
        expected = deal_constrained(unseen, sizes, forbidden, whole)
    except NoConsistentWorld:
        return
    got = Dealing(unseen, sizes, forbidden).deal(mine, at_least=quota)
    if got is None:
        assert (expected[holder] & group).bit_count() < least
    else:
        assert got == expected
    assert mine.getstate() == whole.getstate()
