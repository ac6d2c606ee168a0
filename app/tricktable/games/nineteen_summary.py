"""Nineteen's words at the end of a hand: the deal summary (who declared what with whom, the
points taken against the 60, the value's formula, the payments shared out, each declaration
settled), the score sheet's line and the deal review's words on a trick. Qt-free.

Why apart from ``nineteen_words``: that module, the table's words during the hand, reached the
size a module may have; these are read once the hand is scored, from ``DealScored``'s details.
``nineteen_words`` passes them on to the game's registration.
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import TAROT, CardCodec
from ..engine.panel import SummaryRow
from ..engine.words import and_names, capital, counted, mid, say_list, who
from .nineteen_scoring import (
    BID_NAMES,
    DECLARATION_NAMES,
    HOLDINGS,
    SET_SIZE,
    WIN_POINTS,
    card_points,
    paid_words,
    settle,
    shares,
)


def _made_of(details: dict, names: list[str]) -> str:
    """Where the declaring side's points lay, to check the 60 without the review ("You made 45
    of 118 points" was all the summary said): the cards of its tricks, a point for winning
    each, its own discards; and the points the stock gave the defenders ("the stock's 5": 5
    what?). ``names``: the side's, to say "your" or "their" tricks. "40 came from the cards of
    their 6 tricks, 6 for winning them" was read twice: each part says what it is."""
    made = details.get("made")
    if not isinstance(made, dict):
        return ""
    whose = "your" if "You" in names else "their"
    # a side of two discards from both hands: "8 from your own discards" was the person's 7 and
    # West's 1, read as the person's alone (the details keep the side's sum, not each hand's)
    laid = f"{whose} side's discards" if len(names) > 1 else f"{whose} own discards"
    tricks, discards, cards = made["tricks"], made.get("discards"), made["cards"]
    if tricks:
        total = cards + tricks + (discards or 0)
        parts = [f"{cards} {'was' if cards == 1 else 'were'} in the cards of {whose} "
                 f"{'one trick' if tricks == 1 else counted(tricks, 'trick')}",
                 f"{tricks} came for winning {'it' if tricks == 1 else 'those tricks'}"]
        if discards:
            parts.append(f"{discards} from {laid}")
        text = f" Of the {total}, {say_list(parts)}"
    else:
        text = " No trick was won" + (f"; the {discards} came from {laid}" if discards else "")
    stock = details.get("stock_points")
    if stock:
        text += ("; the" if text else " The") + (f" stock's {counted(stock, 'point')} went to "
                                                 "the defenders")
    return f"{text}." if text else ""


def summary(details: dict, rows: list[SummaryRow], notes: list[str], names: list[str],
            codec: CardCodec, log: Any) -> str | None:
    """Who declared what with whom, the card points against 60, the value's formula, how the
    payment is shared, and every declaration or contra settled (Nineteen's ``DealScored``
    details). Sides are positions; rows are players (``seat_player`` maps one to the other:
    with three players the fourth position is the dummy, with two the dummies sit between)."""
    if "declarer" not in details:
        return None
    seat_player = details.get("seat_player") or list(range(max(4, len(rows))))

    def player_at(pos: int | None) -> int | None:
        if pos is None or not 0 <= pos < len(seat_player):
            return None
        pl = seat_player[pos]
        return pl if pl is not None and pl < len(rows) else None

    def name(pos: int) -> str:
        pl = player_at(pos)
        return rows[pl].name if pl is not None else "the dummy"

    declarer = details["declarer"]
    bid = BID_NAMES.get(details.get("bid"), str(details.get("bid")))
    partner = details.get("partner")
    side_pos = list(details.get("declarer_side", [declarer]))
    # every line carries what it moved on its row's score, so that a row's lines add up to its
    # deal score (a summary showed "Royal Honours +24" and "−64" with nothing for the rest)
    side_players = [pl for pl in map(player_at, side_pos) if pl is not None]
    defenders = [pl for pl in map(player_at, details.get("defenders", ())) if pl is not None]

    def settled(value: int, side_wins: bool) -> list[int]:
        moved = [0] * len(rows)
        settle(moved, value, side_players, defenders, side_wins)
        return moved

    value = details.get("value")
    hand = settled(value, bool(details.get("won"))) if isinstance(value, int) else [0] * len(rows)
    for pos in range(len(seat_player)):
        pl = player_at(pos)
        if pl is None:
            continue
        row = rows[pl]
        if pos == declarer:
            row.lines.append((f"Declarer: {bid}", hand[pl]))
        elif pos == partner:
            called = details.get("called")
            card = TAROT.short(TAROT.parse(called)) if called else "trump"
            row.lines.append((f"Partner (held the called {card})", hand[pl]))
        elif pos in details.get("defenders", ()):
            row.lines.append(("Defender", hand[pl]))
    points = details.get("points", {})
    made = points.get("declarer_side", 0)
    total = made + points.get("defenders", 0)
    side_names = [name(p) for p in side_pos]
    verdict = "won" if details.get("won") else "lost"
    # points, not "card points": the 118 count a point for each trick too. "You made 21 of
    # 118 points (60 needed): lost (16 in the cards of 2 tricks, …)" was read as a puzzle
    # "… took 50 of the 118 points and needed 60: lost." read as a note, not a sentence
    they = "you" if "You" in side_names else "they"
    notes.append(f"{capital(and_names(side_names))} took {made} of the {total} points; {they} "
                 f"needed {WIN_POINTS}, so {they} {verdict}.{_made_of(details, side_names)}")
    if details.get("formula"):
        notes.append(f"Value: {details['formula']}.")
    payers, sharers = defenders, side_players
    if isinstance(value, int) and len(sharers) > 1 and payers:
        # each defender pays (or is paid) the value; the declaring side shares the sum, and an
        # odd point falls to the first of them (three players: 19 from one defender is 10 + 9)
        pot = value * len(payers)
        parts = shares(pot, sharers)
        who = and_names([rows[pl].name for pl in payers])
        each = "each " if len(payers) > 1 else ""
        split = " and ".join(f"{mid(rows[pl].name)} {abs(a)}" for pl, a in zip(sharers, parts,
                                                                               strict=True))
        odd = (f" (the odd point to {mid(rows[sharers[0]].name)})"
               if len(set(map(abs, parts))) > 1 else "")
        if details.get("won"):
            notes.append(f"{capital(who)} {each}paid {value}; the declaring side shares "
                         f"{pot}: {split}{odd}.")
        else:
            notes.append(f"{capital(who)} {each}received {value}; the declaring side shares "
                         f"paying {pot}: {split}{odd}.")
    elif isinstance(value, int) and sharers and len(payers) > 1:
        # a declarer alone (or with the dummy) against two or three: each defender still pays
        # the value, the declarer takes them all (with three the summary said nothing of it)
        pot = value * len(payers)
        who = say_list([rows[pl].name if i == 0 else mid(rows[pl].name)
                        for i, pl in enumerate(payers)])
        declarer_name = mid(rows[sharers[0]].name)
        if details.get("won"):
            notes.append(f"{capital(who)} each paid {value}: {pot} to {declarer_name}.")
        else:
            notes.append(f"{capital(who)} each received {value}: {pot} from {declarer_name}.")
    for s in details.get("settlements", []):
        what, by = s.get("what"), s.get("by")
        if what == "bid" or by is None or not 0 <= by < len(rows):
            continue
        words = capital(DECLARATION_NAMES.get(what, str(what)))
        value = s.get("value") or 0
        owned = words  # on the other rows, with who declared it
        if what in HOLDINGS:
            # a holding is paid by every other player: the announcer's line shows all it got
            moved = [-value] * len(rows)
            moved[by] = value * (len(rows) - 1)
            said = f"{words}: {value} from each other player"
        else:
            result = "made" if s.get("made") else "failed"
            contra = " (contra'd)" if s.get("contra") else ""
            # settled like the hand, in favour of the announcer's side when made
            side_paid = bool(s.get("made")) == (by in side_players)  # "10 a defender": whose?
            moved = settled(value, side_paid)
            paid = paid_words(value, side_paid, [rows[pl].name for pl in defenders])
            said = f"{words} {result}{contra}: {paid}"
            owned = f"{owned} {result}{contra}"
        verb = "declared" if what in HOLDINGS else "announced"
        for pl, row in enumerate(rows):
            if moved[pl]:
                # by whom, not whose: "Your Eight Trumps" on West's row read as West's own
                text = said if pl == by else f"{owned}, {verb} by {mid(rows[by].name)}"
                row.lines.append((text, moved[pl]))
    return f"{bid} by {name(declarer)}"


def sheet_note(details: dict, names: list[str]) -> str:
    """The score sheet's line: the bid and its declarer, the level (a preferred hand's: a
    Partnership or a Solo has none), the points, the value, and each declaration settled (a
    holding, a Slam or Sparrow made or failed)."""
    seat_player = details.get("seat_player") or []
    pos = details.get("declarer")
    player = seat_player[pos] if isinstance(pos, int) and pos < len(seat_player) else pos
    bid = BID_NAMES.get(details.get("bid"), str(details.get("bid", "")))
    points = (details.get("points") or {}).get("declarer_side")
    factors = details.get("factors") or {}
    parts = [f"{bid} by {who(names, player)}"]
    if details.get("bid") in SET_SIZE:  # a Partnership or a Solo has no level ("level 1")
        parts.append(f"level {details.get('level', 1)}")
    if points is not None:
        parts.append(f"{points} points ({'made' if details.get('won') else 'lost'})")
    value = details.get("value")
    if value is not None:
        parts.append(f"value {value}" + (" (contra)" if factors.get("contra", 1) > 1 else ""))
    # the declarations settled beside the hand: the sheet's +50 read "value 70" with nothing
    # of the Slam promised and failed that took 20 of it
    for s in details.get("settlements") or []:
        what = s.get("what")
        if what == "bid" or not isinstance(s.get("by"), int):
            continue
        words = capital(DECLARATION_NAMES.get(what, str(what)))
        result = "" if what in HOLDINGS else " made" if s.get("made") else " failed"
        parts.append(f"{words}{result} ({who(names, s['by'])})")
    return " · ".join(parts)


def review_trick(tricks: tuple, number: int, details: dict, names: list[str],
                 codec: CardCodec) -> str | None:
    """What trick ``number`` brought its winner's side, for the deal review: its cards' points
    and the one for the trick ("8 points: 7 in its cards, 1 for the trick."). The review showed
    the cards alone, and the declaring side needs its points from them."""
    cards = card_points(sum(1 << c for c in tricks[number][1]))
    return f"{counted(cards + 1, 'point')}: {cards} in its cards, 1 for the trick."
