"""Heart Hunter's rule player, on bitmasks: the one place its choices are made.

:class:`tricktable.ai.heart_hunter.RuleAgent` plays ``pick`` from a view (and says why); the
search's playouts play it on the world directly, without building a view for every card.
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import DECK_36, DECK_52, SUIT_MASKS, iter_cards
from ..games.heart_hunter import HEART_MASK, JC, QS, HeartHunterView, card_points

_QS_BIT = 1 << QS
_JC_BIT = 1 << JC
_SPADES = SUIT_MASKS[3]
_PENALTY = HEART_MASK | _QS_BIT | _JC_BIT
_LANES = SUIT_MASKS
_RANK = 1 | 1 << 16 | 1 << 32 | 1 << 48  # one rank in each suit
#: Phase 1: a player who has taken this many points, and nobody else any, may be shooting the
#: moon, and the others stop ducking to stop it (``moon_guard``)
MOON_ALERT = 9
#: Phase 1: a player who has taken this many points, and nobody else any, goes on to shoot the
#: moon itself (``pursue``): ducking now leaves it most of them anyway
PURSUE_AT = 7


def moon_threat(points: list[int]) -> int:
    """The player who has taken every point taken so far, at least ``MOON_ALERT`` of them (a
    moon may be coming), or -1."""
    shooter = -1
    for p, pts in enumerate(points):
        if pts:
            if shooter >= 0:
                return -1
            shooter = p
    return shooter if shooter >= 0 and points[shooter] >= MOON_ALERT else -1


def shooter_at(points: list[int], me: int, leader: int, n: int) -> int:
    """Where the player who may shoot the moon plays in this trick (0 = leads it), or -1 when
    nobody threatens one or ``me`` does."""
    shooter = moon_threat(points)
    return -1 if shooter < 0 or shooter == me else (shooter - leader) % n


def shooting(points: list[int], me: int) -> bool:
    """Whether ``me`` has taken every point so far, at least ``PURSUE_AT`` of them: it goes on
    to take the rest (Phase 1)."""
    return points[me] >= PURSUE_AT and not any(pts for p, pts in enumerate(points) if p != me)


#: Phase 1: how many tricks a player with every point so far may expect to lose and still go
#: on to a moon (``moon_in_reach``): with the hearts under control, and without
MOON_LOSERS = (1, 3)


def _longest(out: int, n: int) -> int:
    """How many of the ``out`` cards of a suit (a count) the longest of the other ``n - 1``
    hands may be expected to hold: the rounds of the suit it takes to draw them all."""
    return min(out, out // (n - 1) + 1)


def moon_in_reach(hand: int, played: int, trick: list[int], led: int, n: int) -> bool:
    """Whether ``hand`` may still take every point card not yet taken (Phase 1), the points so
    far all its own. Not when a point card in this trick goes to another (``trick``, ``led``).
    Else it counts the tricks it may lose: this one, when it cannot win it; in each suit the
    others hold, its cards not above all of theirs among as many as the longest of their
    holdings may be (led from the top, the rest are good after); one more for the Q♠ and one
    for the J♣ when another holds it and the hand no higher card of its suit. The hearts are
    under control when the hand holds the highest of theirs and loses no heart: then it may
    lose three tricks, else one (the others throw points on a trick it loses, and a hand
    without hearts must keep the lead, or they lead theirs). Why: it went for the moon with
    no heart and four tricks to lose while North held most of the hearts, and a hint said so
    ("go for the moon … lead your highest card, the Q♠"), then kept the Q♠, void on a heart
    led. In rule players' deals (40,000, every decision with every point so far its own,
    played on both ways) the moon came in one deal in five or fewer beyond these counts, three
    in ten or more within them; in duplicate deals against the player pursuing on its points
    alone it did within chance (8,000 deals, seed 1000: four players −0.01 a deal, 95%
    interval [−0.04, +0.01], three players −0.02 [−0.04, +0.01]), and against one never going
    for a moon of its own +0.14 [+0.12, +0.17]."""
    deck = DECK_52 if n == 4 else DECK_36
    in_trick = 0
    for c in trick:
        in_trick |= 1 << c
    out = deck & ~played & ~hand & ~in_trick  # the others' cards
    losers = 0
    if trick:
        win = (in_trick & led).bit_length() - 1
        if not hand & led & ~((2 << win) - 1):  # the trick goes to another
            if in_trick & _PENALTY:
                return False
            losers += 1
    losers += bool(out & _QS_BIT and not hand & _OVER_QS) + bool(out & _JC_BIT
                                                                  and not hand & _OVER_JC)
    hearts = True  # under control
    for lane in _LANES:
        mine, theirs = hand & lane, out & lane
        if not theirs:
            continue
        if not mine:
            hearts &= not lane & HEART_MASK
            continue
        above = (mine >> theirs.bit_length()).bit_count()  # above every card of theirs
        short = min(mine.bit_count(), _longest(theirs.bit_count(), n)) - above
        if short > 0:
            losers += short
            hearts &= not lane & HEART_MASK
    return losers <= MOON_LOSERS[hearts]


def choose(w: Any) -> int:
    """The card the rule player would play now in world ``w`` (play stage), as it plays in the
    search's imagined deals: without going for a moon of its own (``RuleAgent.in_playouts``)."""
    played = 0
    for t in w.taken:
        played |= t
    at = shooter_at([card_points(t) for t in w.taken], w.turn, w.leader if w.trick else w.turn,
                    w.n) if w.phase == 1 else -1
    return pick(w.hands[w.turn], w.trick, w.led, w.n, w.phase, played, at)


def pick(hand: int, trick: list[int], led: int, n: int, phase: int, played: int,
         at: int = -1, mine: bool = False) -> int:
    """The rule player's card from ``hand``; ``played`` is the cards of finished tricks, ``at``
    where a player who may shoot the moon plays in this trick (``shooter_at``), ``mine``
    whether this player is on its way to one (``shooting``)."""
    return pick_from((hand & led or hand) if trick else hand, trick, led, n, phase, played, at,
                     mine)


def pick_from(legal: int, trick: list[int], led: int, n: int, phase: int, played: int,
              at: int = -1, mine: bool = False) -> int:
    """The rule player's card among ``legal`` (the coach may offer fewer than the rules)."""
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    if phase == 1:
        if mine:
            return pursue(legal, trick, led)
        if not trick:
            return _lead_low(legal, played)
        if at >= 0:
            guard = moon_guard(legal, trick, led, at, played)
            if guard >= 0:
                return guard
        return _duck(legal, trick, led, n)
    return _hunt(legal, trick, led, n)


#: the cards that beat the Q♠ and the J♣ in their suits
_OVER_QS = _SPADES & ~((_QS_BIT << 1) - 1)
_OVER_JC = SUIT_MASKS[0] & ~((_JC_BIT << 1) - 1)


def stoppers(hand: int, seen: int) -> int:
    """The cards of ``hand`` that may still take the Q♠ or the J♣ from a shooter: its spades
    above the queen while the queen is out with another player, its clubs above the jack while
    the jack is (``seen``: the cards played, this trick's too)."""
    out = 0
    if not (seen | hand) & _QS_BIT:
        out |= hand & _OVER_QS
    if not (seen | hand) & _JC_BIT:
        out |= hand & _OVER_JC
    return out


def moon_guard(legal: int, trick: list[int], led: int, at: int, played: int = 0) -> int:
    """Phase 1's card against a moon: the player at ``at`` in the trick has taken every point
    so far. A player who cannot follow keeps its point cards off a trick the shooter wins or
    may still win, and the high spades and clubs that may still take the Q♠ or the J♣ from
    the shooter (``played``: the cards of finished tricks; it threw the one A♠ that could);
    one who can win a trick with points in it that the shooter wins or may still win takes it
    (the highest card when the shooter is still to come, else the lowest that wins): a few
    points taken stop the 20 a moon gives each of the others. -1: ducking as usual is right
    (the shooter is losing this trick, or it holds nothing to take)."""
    k = len(trick)
    mask = 0
    for c in trick:
        mask |= 1 << c
    win = (mask & led).bit_length() - 1
    if at < k and trick.index(win) != at:
        return -1  # the shooter is losing this trick: points on it stop the moon
    following = legal & led
    if not following:
        safe = legal & ~_PENALTY
        if not safe:
            return -1
        return throw(safe & ~stoppers(legal, played | mask) or safe)
    over = following & ~((1 << (win + 1)) - 1)
    if not over or not mask & _PENALTY:
        return -1
    return over.bit_length() - 1 if at > k else (over & -over).bit_length() - 1


def pursue(legal: int, trick: list[int], led: int) -> int:
    """Phase 1's card on the way to a moon: lead the highest card and follow with the highest,
    to win every trick; unable to follow, throw the lowest card worth nothing (a point card
    thrown goes to the trick's winner, and the moon with it)."""
    following = legal & led if trick else 0
    if trick and not following:
        return shed(legal & ~_PENALTY or legal)
    return throw(following or legal) if not trick else following.bit_length() - 1


def step(w: Any, agent: Any = None) -> None:
    """One card by the rule player, through the engine (for the endgame's branching)."""
    w._play(choose(w), [])


def run(w: Any, agent: Any = None) -> None:
    """Play the world's deal to its end on local bitmasks, then let the game score it.

    Why not ``_play`` per card: the engine's loop also writes the record log, events and voids,
    none of which a playout needs; this loop only moves cards and collects tricks (Heart Hunter
    has no trumps and no other decision), then hands the taken cards to the game's own
    ``_finish_deal``, so the score is the rules' score.
    """
    hands = w.hands
    n = w.n
    taken = w.taken
    counts = w.trick_counts
    phase = w.phase
    trick = list(w.trick)
    led = w.led
    leader = w.leader
    turn = w.turn
    played = 0
    for t in taken:
        played |= t
    # who alone has taken points so far (-2 once two players have: no moon this deal)
    holder, held = -1, 0
    if phase == 1:
        for p, t in enumerate(taken):
            if t & _PENALTY:
                holder, held = (p, card_points(t)) if holder == -1 else (-2, 0)
    shooter = holder if held >= MOON_ALERT else -1
    tricks = w.tricks_played
    while True:
        hand = hands[turn]
        if not trick and not hand:
            break
        at = -1
        if shooter >= 0 and shooter != turn:
            at = shooter - (leader if trick else turn)
            if at < 0:
                at += n
        c = pick(hand, trick, led, n, phase, played, at)  # no moon of its own (``choose``)
        hands[turn] = hand ^ (1 << c)
        if not trick:
            led = _LANES[c >> 4]
            leader = turn
        trick.append(c)
        if len(trick) < n:
            turn = turn + 1 if turn + 1 < n else 0
            continue
        mask = 0
        for x in trick:
            mask |= 1 << x
        win = trick.index((mask & led).bit_length() - 1) + leader
        if win >= n:
            win -= n
        taken[win] |= mask
        counts[win] += 1
        played |= mask
        if holder != -2 and phase == 1 and mask & _PENALTY:
            if holder == -1 or holder == win:
                holder, held = win, held + card_points(mask)
                shooter = win if held >= MOON_ALERT else -1
            else:
                holder, shooter = -2, -1
        tricks += 1
        trick = []
        led = 0
        leader = turn = win
    w.trick = []
    w.led = 0
    w.leader = w.turn = leader
    w.to_act = w.controller[leader]
    w.tricks_played = tricks
    w._finish_deal([])


def _duck(legal: int, trick: list[int], led: int, n: int) -> int:
    following = legal & led
    if not following:
        if legal & _QS_BIT:
            return QS
        if legal & _JC_BIT:
            return JC
        hearts = legal & HEART_MASK
        return hearts.bit_length() - 1 if hearts else throw(legal)
    played = 0
    for c in trick:
        played |= 1 << c
    win = (played & led).bit_length() - 1
    under = following & ((1 << win) - 1)
    last = len(trick) == n - 1
    if under:  # the highest card that stays under; the Q♠ under a higher spade goes too
        return under.bit_length() - 1
    if last:
        safe = following & ~_QS_BIT
        return (safe or following).bit_length() - 1
    return (following & -following).bit_length() - 1


def throw(hand: int) -> int:
    """The card of the highest rank in ``hand``, from the shortest of its suits on a tie (a
    void sooner), then the highest bit: what a void player throws with no point card to lose.
    By rank, not by bit: the highest bit threw a 2♠ and kept an A♦."""
    for rank in range(14, 1, -1):
        at = hand & (_RANK << rank)
        if at & (at - 1):
            return max(iter_cards(at), key=lambda c: (-(hand & _LANES[c >> 4]).bit_count(), c))
        if at:
            return at.bit_length() - 1
    return hand.bit_length() - 1


def hunt_lead(hand: int) -> int:
    """Phase 2's lead: the lowest card worth nothing, or the lowest point card when nothing
    else is left. A low lead lets another player win the trick cheaply and lead the next; the
    highest card of the longest suit won empty tricks with the cards that later take points
    (0.8 points a deal, ``ai/experiments/heart_hunter_habits.py``), and a led Q♠ or heart is a
    gift to whoever takes the trick."""
    return shed(hand & ~_PENALTY or hand)


def shed(cards: int) -> int:
    """The card of the lowest rank (then the lowest bit): what Phase 2 gives away, keeping
    the high cards that win later tricks with points."""
    for rank in range(2, 15):
        at = cards & (_RANK << rank)
        if at:
            return (at & -at).bit_length() - 1
    return (cards & -cards).bit_length() - 1


def _lead_low(legal: int, played: int) -> int:
    """Phase 1's lead: the lowest card of a suit, the suit chosen by that card's rank (a heart
    and a high spade while the Q♠ is out count higher), plus three for each card of it in the
    hand and one for each already played: a suit the hand is short in and the others still
    hold many of, so that they follow (with higher cards) instead of throwing points, and the
    hand is void sooner. By rank alone it gave 0.46 points a deal away (heart_hunter_habits)."""
    qs_out = not (played & _QS_BIT) and not (legal & _QS_BIT)
    best = (legal & -legal).bit_length() - 1
    best_key = None
    for s in range(4):
        lane = SUIT_MASKS[s]
        cards = legal & lane
        if not cards:
            continue
        c = (cards & -cards).bit_length() - 1
        key = (c & 15) + (4 if lane & HEART_MASK else 0)
        if s == 3 and qs_out and (c & 15) > 12:
            key += 10
        key += 3 * cards.bit_count() + (played & lane).bit_count()
        if best_key is None or key < best_key:
            best, best_key = c, key
    return best


def _hunt(legal: int, trick: list[int], led: int, n: int) -> int:
    if not trick:
        return hunt_lead(legal)
    following = legal & led
    if not following:
        return shed(legal & ~_PENALTY or legal)
    played = 0
    for c in trick:
        played |= 1 << c
    win = (played & led).bit_length() - 1
    over = following & ~((1 << (win + 1)) - 1)
    last = len(trick) == n - 1
    if last and over & _PENALTY:  # the trick is ours with our own points in it
        return _richest(over & _PENALTY)
    # only a trick that holds points is worth winning: taking an empty one spent a high card
    # and gave away the lead (it always overtook: 0.76 points a deal, heart_hunter_habits)
    if over and card_points(played):
        return (over & -over).bit_length() - 1 if last else over.bit_length() - 1
    return (following & -following).bit_length() - 1


def _richest(cards: int) -> int:
    """The point card worth most (the Q♠, then the J♣, then the lowest heart): what a player
    last to a trick it wins plays into it in Phase 2, taking its own points off its score."""
    if cards & _QS_BIT:
        return QS
    if cards & _JC_BIT:
        return JC
    return (cards & -cards).bit_length() - 1


def surprises(world: Any, view: HeartHunterView, limit: int) -> int:
    """How many cards the other players have played this deal that the rule player would not
    have played with the hands this world gives them (counting stops at ``limit``).

    Why: the search assumes the others play like the rule player in its playouts; judging the
    imagined hands by the same model makes the worlds it imagines fit what the others did
    (a player who threw a low club under the ace probably holds no middle club).
    """
    me = view.player
    n = world.n
    phase = world.phase
    hands = list(world.deal_log.hands)
    played = 0
    count = 0
    points = [0] * n
    tricks = view.tricks
    for t in range(len(tricks) + 1):
        winner = -1
        if t < len(tricks):
            leader, cards, winner = tricks[t]
        else:
            leader, cards = view.leader, view.trick
        trick: list[int] = []
        led = 0
        pos = leader
        shooter = moon_threat(points) if phase == 1 else -1
        for c in cards:
            at = -1 if shooter < 0 or shooter == pos else (shooter - leader) % n
            if pos != me and pick(hands[pos], trick, led, n, phase, played, at) != c:
                count += 1
                if count >= limit:
                    return count
            hands[pos] ^= 1 << c
            if not trick:
                led = _LANES[c >> 4]
            trick.append(c)
            pos = pos + 1 if pos + 1 < n else 0
        for c in cards:
            played |= 1 << c
        if winner >= 0:
            points[winner] += card_points(sum(1 << c for c in cards))
    return count
