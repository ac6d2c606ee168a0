"""Three-Hand Sheepshead's words on the table: the plates' card points and window calls, the
trumps (or The Least) in the centre, the window decision, the deal summary and the score sheet's
line. Qt-free.

Why beside the rules: the window, its Player and The Least are the game's own; the shared
presentation layer finds these words through the game's registration.
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import FRENCH, SUIT_SYMBOLS, CardCodec
from ..engine.panel import SummaryRow
from ..engine.protocol import DealScored
from ..engine.tips import tip
from ..engine.words import (
    NBSP,
    Sentence,
    and_names,
    counted,
    literal,
    mid,
    signed,
    unbroken,
    who,
)
from .sheepshead import (
    DEAL_LIMIT,
    WIN_AT,
    Buried,
    by_rank,
    card_points,
    say_cards,
    settle_zero_sum,
)
from .sheepshead_view import SheepsheadView

#: a decision's title, hint and the line under Pass, by its action types
DECISION_WORDS: dict[str, tuple[str, str, str]] = {
    "pass+take": ("Take the window?", "", ""),
}

#: the verb of the decision panel's discard: the Player buries (title and button)
DISCARD_VERB = "Bury"

#: what the player to act is doing, by stage, after "North to" on the status line
TURN_VERBS: dict[str, str] = {"window": "take the window or pass"}
#: what Undo names a decision of this game ("Undone: your discard…" was said of a burial)
UNDONE_NOUNS: dict[str, str] = {"discard": "burial"}

#: the line under a button, by action type: passing leaves the window to the next player
ACTION_LINES: dict[str, str] = {
    "pass": "leave the window: if nobody takes it, The Least is played",
    "take": "take the window's cards and play against the other two",
}


def drawn_words(view: SheepsheadView, codec: CardCodec) -> str:
    """The window's cards the Player took, by name, on the Bury panel ("You took the 10♥ and
    the 7♣ from the window."): the hand marked them only with a thin line, and Nineteen's
    panel named the cards drawn where this one said nothing. Only the Player's own view holds
    them; "" anywhere else."""
    if view.stage != "discard" or not view.window:
        return ""
    return f"You took {say_cards(sum(1 << c for c in view.window))} from the window."


def plate(view: SheepsheadView, position: int, codec: CardCodec, trick_word: str,
          names: list[str]) -> tuple[str, list[str]]:
    """Card points and tricks, and at most one short note, so that the Player's plate stays
    three lines (it grew from two to six through the deal, "Player: took the window" over
    "+ 2 buried cards, counted at the end", covering the felt): whether the player passed on
    the window; the Player's "Player: took the window" until the burial, then, on the Player's
    own plate, the two cards buried (nothing else on the table shows them once laid away) and
    their points counted in the plate's card points ("Player · buried 10♣ 10♥" under "62 card
    points"); on the Player's plate seen by the others, the points in tricks alone,
    and that two buried cards will be added, never which ("Player · + 2 buried cards": West
    showed 62 holding 69, and said nothing of the burial). Every Player's plate says "Player"
    all deal long."""
    pts = view.trick_points[position]
    notes = []
    if view.discards and position == view.player:
        buried = " ".join(codec.short(c) for c in by_rank(view.discards))
        pts += card_points(view.discards)
        # "Player" kept all deal: after the burial the note said only "Buried …", and the
        # Player's own plate no longer said who the Player was. The burial's points are in the
        # card points above it: "(20)" after "Player · buried 10♣ 10♥" went on a fourth line
        notes.append("Player · " + unbroken(f"buried {buried}"))
    elif view.window_player == position and view.stage != "discard" and not view.least:
        # kept whole, so that a narrow plate breaks the note before it
        notes.append("Player · " + unbroken("+ 2 buried cards"))
    elif view.window_player == position:
        notes.append("Player: took the window")
    if view.said_by(position, "pass"):  # a pass stays on the plate all deal long
        notes.append("Passed on the window")
    return f"{pts} card points · {trick_word}", notes


def spoken(event) -> tuple[int, str] | None:
    """The Player's bury, for the deal log and a bubble at its seat (the log went from "takes
    the window" straight to the first trick): to everyone else how many, never which; to the
    Player, the person called "You" where it is shown, which ("You bury 2 cards." was all the
    log told the Player who had chosen them). The engine's own wording, filled with no names
    (records, other readers), is the count."""
    if isinstance(event, Buried):
        which = FRENCH.list_short(event.cards)
        return event.player, Sentence(
            f"{{0:buries {counted(event.cards.bit_count(), 'card')}/buries {which}}}",
            event.player)
    return None


def log_line(event) -> str | None:
    """The Least's window, for the deal log: who took it with the last trick, its cards (face
    up once the deal is over) and their points (the log ended with the scores and never said
    who got the window). ``None`` for any other event."""
    if not isinstance(event, DealScored) or not isinstance(event.details, dict) \
            or event.details.get("kind") != "least":
        return None
    to = event.details.get("window_to")
    if not isinstance(to, int) or not 0 <= to < len(event.score):
        return None
    window = _window_cards(event.details.get("window", []), FRENCH)
    return Sentence(f"The window{literal(window)} and its "
                    f"{counted(event.details.get('window_points', 0), 'card point')} went to "
                    "{p0}, who took the last trick.", to)


def centre_badge(view: SheepsheadView) -> tuple[str, str]:
    """The fourteen trumps, the hardest thing for a newcomer to keep in mind; The Least said for
    the whole deal, not only by a toast that fades."""
    if view.least:
        # wrapped, "♦" stayed at the end of the first line, apart from what it says
        return "The Least", f"{unbroken('fewest card points wins')} · {SUIT_SYMBOLS[1]}{NBSP}" \
                            "and every queen and jack are trumps"
    return SUIT_SYMBOLS[1], "trumps, under every queen and jack"


#: the score panel's line on when the match ends (the table said nothing of it, so a person
#: could play deal after deal not knowing what they played for)
GOAL = (f"The first to reach {WIN_AT} points wins the match (after {DEAL_LIMIT} deals, the "
        "highest total).")


def standings_rule(totals: list[int]) -> str:
    """The rule that ended the match, for the final standings' line: "the highest total
    wins" was said of a match that ended because East reached 10; it is the rule only when
    nobody has reached 10 in 50 deals."""
    if max(totals, default=0) >= WIN_AT:
        return f"the first to reach {WIN_AT} points wins"
    return f"nobody reached {WIN_AT} points in {DEAL_LIMIT} deals, so the highest total wins"


#: the score panel's line while the zero-sum option is on (the table said nothing of it)
OPTION_LINES = {"zero_sum": "Zero-sum settlement: each pair of players settles the "
                            "difference of their scores, so the totals add up to zero."}


def summary(details: dict, rows: list[SummaryRow], notes: list[str], names: list[str],
            codec: CardCodec, log: Any) -> str | None:
    """The window player's card points and band, or The Least's counts and who won it."""
    if details.get("kind") not in ("player", "least"):
        return None
    if details["kind"] == "player":
        p = details["player"]
        for q, row in enumerate(rows):
            if q == p:
                # the band's value beside the band: with zero-sum settlement the deal's score
                # differs from it, and the row showed only the settled one
                row.lines.append((_player_count(details), None))
            else:
                row.lines.append(("Defender", None))
        if (held := _window_and_burial(details, rows[p].name, codec)):
            notes.append(held)
        notes.append(f"The defenders took {details.get('defender_points', 0)} card points.")
        plain = [details.get("value", 0) if q == p else 0 for q in range(len(rows))]
        _zero_sum_note(details, plain, rows, notes)
        return f"{rows[p].name} took the window"
    points = details.get("points", [])
    to = details.get("window_to")
    for q, row in enumerate(rows):
        if q < len(points):
            row.lines.append((_least_count(details, q), None))
    if to is not None and 0 <= to < len(rows):
        window = _window_cards(details.get("window", []), codec)
        notes.append(f"The window{window} and its {details.get('window_points', 0)} card "
                     f"points went to {mid(rows[to].name)}, who took the last trick.")
    scored = _least_scored(details, [row.name for row in rows])
    if scored:
        notes.append(scored)
    _zero_sum_note(details, list(details.get("values", [])), rows, notes)
    return "Nobody took the window: The Least (fewest card points wins)"


def _window_and_burial(details: dict, name: str, codec: CardCodec) -> str:
    """What the window held and what the Player buried, once the deal is scored and the
    burial counted for all to see: "The window held the 10♠ and the K♣; West buried the 10♠
    and the 9♥." (the summary said only "4 in the burial", where The Least's named its
    window; who took it is the summary's subtitle); "" when the details name no burial it
    can read."""
    buried = _cards_named(details.get("discards", []), codec)
    if not buried:
        return ""
    window = _cards_named(details.get("window", []), codec)
    if not window:
        return f"{name} buried {buried}."
    return f"The window held {window}; {mid(name)} buried " \
           f"{'them both' if window == buried else buried}."


def _player_count(details: dict) -> str:
    """The Player's count: "61 card points (52 in 6 tricks, 9 in the burial): 61–90, +2" (the
    band's value beside the band). "0 buried" read as "buried no cards"; the value is kept
    with its band by a space no line breaks at ("…: 61–90," ended a summary row's line and
    "+2" stood alone on the next, in every Player's row)."""
    tricks = counted(details["tricks"], "trick")
    return (f"{details['points']} card points ({details['trick_points']} in {tricks}, "
            f"{details['discard_points']} in the burial): {details['band']},{NBSP}"
            f"{signed(details.get('value', 0))}")


def _least_count(details: dict, q: int) -> str:
    """Player ``q``'s card points in The Least: the window's points count to the last trick's
    taker, but lie in no trick ("48 card points in 4 tricks" was said of 34 in tricks and the
    window's 14): "47 card points (40 in 3 tricks, 7 from the window)"."""
    points = details["points"][q]
    tricks = counted(details["tricks"][q], "trick")
    window = details.get("window_points", 0) if q == details.get("window_to") else 0
    return (f"{points} card points ({points - window} in {tricks}, {window} from the window)"
            if window else f"{points} card points in {tricks}")


def _least_scored(details: dict, names: list[str]) -> str:
    """Who scored in The Least and why ("West scores +2 (lowest card points)."), or ""."""
    won = [w for w in details.get("winners", []) if isinstance(w, int) and 0 <= w < len(names)]
    if not details.get("how") or not won:
        return ""
    # "West: one player took no trick." said who, not what it brought them
    value = list(details.get("values", []))[won[0]]
    verb = "score" if len(won) > 1 or names[won[0]] == "You" else "scores"
    return f"{and_names([names[w] for w in won])} {verb} {signed(value)} ({details['how']})."


def _zero_sum_note(details: dict, plain: list[int], rows: list[SummaryRow],
                   notes: list[str]) -> None:
    """With zero-sum settlement, how the plain scores became the deal's ("You −4, West 0, East 0
    settled between each pair"): the rows show only the settled scores."""
    if not details.get("zero_sum") or len(plain) != len(rows):
        return
    said = ", ".join(f"{row.name} {signed(v)}" for row, v in zip(rows, plain, strict=True))
    # "the scores before it (You 0, West −2, East 0)" read as the totals before the deal
    notes.append(f"Zero-sum settlement: before settling, this deal scored {said}; each pair "
                 "of players then settles the difference between them, so the deal's scores "
                 "add up to zero.")


def _window_cards(codes: list[str], codec: CardCodec) -> str:
    """" (the K♠ and the 10♦)": the window's cards, which the table no longer shows under the
    summary; "" when the record names none it can read."""
    cards = _cards_named(codes, codec)
    return f" ({cards})" if cards else ""


def _cards_named(codes: list[str], codec: CardCodec) -> str:
    """"the K♠ and the 10♦" from a record's card codes, or "" where it names none it can
    read."""
    try:
        mask = codec.parse_mask(codes)
    except ValueError:
        return ""
    return codec.list_short(mask) if mask else ""


def sheet_note(details: dict, names: list[str]) -> str:
    """The score sheet's line: who took the window and how it went, or The Least, who scored
    in it and why ("The Least: everyone passed" alone told neither); at a zero-sum table the
    settlement the row shows (its −4 sat beside a note saying −2)."""
    return _played_note(details, names) + _sheet_settlement(details, names)


def _sheet_settlement(details: dict, names: list[str]) -> str:
    plain = details.get("value"), details.get("player")
    values = details.get("values")
    if details.get("kind") == "player" and isinstance(plain[1], int) and 0 <= plain[1] < 3:
        values = [plain[0] if p == plain[1] else 0 for p in range(3)]
    if not details.get("zero_sum") or not isinstance(values, list) or len(values) != 3 \
            or not any(values):
        return ""
    settled = settle_zero_sum(values)
    return "; settled between each pair: " + ", ".join(
        f"{who(names, p)} {signed(v)}" for p, v in enumerate(settled))


def _played_note(details: dict, names: list[str]) -> str:
    if details.get("kind") == "player":
        return (f"{who(names, details.get('player'))} took the window: "
                f"{details.get('points')} card points, band {details.get('band')}, "
                f"{signed(details.get('value', 0))}")
    values, points = details.get("values") or [], details.get("points") or []
    scored = [f"{who(names, p)} {signed(values[p])}" for p in details.get("winners") or []
              if isinstance(p, int) and 0 <= p < min(len(values), len(points))]
    if not scored:
        return "The Least: everyone passed"
    how = details.get("how", "")
    if how == "lowest card points" and len(scored) == 1:
        how = f"the fewest card points, {points[details['winners'][0]]}"
    elif how == "one player took no trick":
        how = "the only player to take no trick"
    return f"The Least: {', '.join(scored)} ({how})"


def review_trick(tricks: tuple, number: int, details: dict, names: list[str],
                 codec: CardCodec) -> str | None:
    """What trick ``number`` carried, for the deal review: its card points and the cards that
    count ("14 card points: the A♠ and the K♦."), or that it had none ("West won it" stood
    alone, with no full stop, beside a trick of sevens, eights and nines). The review showed
    each trick's cards alone, and the deal is won on those points."""
    counting = sum(1 << c for c in tricks[number][1] if card_points(1 << c))
    said = (f"{counted(card_points(counting), 'card point')}: {say_cards(counting)}."
            if counting else "No card points.")
    if details.get("kind") == "least" and number == len(tricks) - 1:
        # the window's points came with the last trick: "You won it. 23 card points" alone
        # left a reader adding up 40 where the summary said 47
        said += f" {_window_with_last_trick(details, names, codec)}"
    return said


def _window_with_last_trick(details: dict, names: list[str], codec: CardCodec) -> str:
    """In The Least, what the last trick's winner took with it: "With it, you also took the
    window (the Q♠ and the K♣) and its 7 card points." """
    window = _window_cards(details.get("window", []), codec)
    taker = mid(who(names, details.get("window_to")))
    points = details.get("window_points", 0)
    worth = f" and its {counted(points, 'card point')}." if points \
        else ", which holds no card points."
    return f"With it, {taker} also took the window{window}{worth}"


def review_after(tricks: tuple, details: dict, names: list[str],
                 codec: CardCodec) -> tuple[str, ...]:
    """The deal's count, as its summary has it, to end the deal review: each player's card
    points in The Least (the window's with the last trick's) and who scored; the Player's
    tricks and buried cards, band and score, and the defenders' points. Why: the trick notes
    alone add up to neither (a Least deal's 40 beside the summary's 47; a Player's deal ended
    after trick 10 with the buried points nowhere)."""
    kind = details.get("kind")
    if kind == "player":
        p = details.get("player")
        buried = _cards_named(details.get("discards", []), codec) or "two cards"
        said = [f"{who(names, p)} took the window and buried {buried} "
                f"({counted(details.get('discard_points', 0), 'card point')}).",
                f"{who(names, p)}: {_player_count(details)}.",
                f"The defenders took {details.get('defender_points', 0)} card points."]
    elif kind == "least":
        points = details.get("points", [])
        said = [f"{names[q]}: {_least_count(details, q)}." for q in range(len(points))
                if q < len(names)]
        said.append(_least_scored(details, names))
    else:
        return ()
    settled = _sheet_settlement(details, names)
    if settled:
        # "settled between each pair" alone, after "West scores +2", did not say it was the
        # deal's score
        scores = settled.split(": ", 1)[1]
        said.append(f"Settled between each pair of players (zero-sum), the deal scored "
                    f"{scores}.")
    return tuple(s for s in said if s)


#: first-game tips, most particular first: the coach shows the first that applies, once per kind
#: the cards dealt to no hand, as the deal review labels them
STOCK_LABEL = "The window"

TIPS = {
    "window": tip(
        "The window: take it or pass",
        "Two cards lie face down in the window. The first player to take it becomes the Player, "
        "adds them to the hand and lays two away; the Player alone plays against the other two "
        "and needs 61 of the 120 card points. Take it with plenty of trumps (queens and jacks "
        "are the highest) or strong aces; pass with a weak hand.",
        "window", stage="window"),
    "discard": tip(
        "Burying two cards",
        "Bury two cards (lay them face down): their points count for you, but they are not "
        "tricks. Bury points that might be lost (a lone 10, a king) or empty a short plain suit "
        "so that you can trump it later. Keep your aces, which win tricks, and your queens and "
        "jacks, which are trumps.",
        "window", stage="discard"),
    "the-least": tip(
        "The Least: everybody passed",
        "Nobody took the window, so this deal is The Least: now the fewest card points wins, "
        "and the window goes to whoever wins the last trick. Best of all is no trick: the only "
        "player without one scores +4, not +2. Get rid of aces and tens when you cannot "
        "follow, and keep low cards to duck under the others' leads.",
        "the-least", stage="play", least=True),
    "play": tip(
        "Your first card",
        "All 14 trumps (queens, jacks and the diamonds) count as one suit: follow the suit led, "
        "trumps included; if you cannot, play anything. Aces and tens carry most of the points: "
        "bring them home in tricks your side wins. The Player draws trumps while holding the "
        "best one left or more than the defenders, else cashes an ace nobody can trump; a "
        "defender cashes an ace while "
        "the Player may still have to follow its suit, never into a suit the Player has shown "
        "it cannot follow.",
        "play", stage="play"),
}


def private_log_line(event, viewer: int, codec: CardCodec) -> str | None:
    """The deal log's line on the window's cards and the burial, for ``viewer``: to the Player
    their own cards, found in the window ("You find the K♠ and the 10♦ in the window.") and
    buried; to anyone else the burial counted, never which cards, whatever the Player's name
    (``spoken`` names them to a Player called "You"). ``None`` for another player's window
    (its announcement says it), or any other event."""
    from .sheepshead import WindowTaken  # here: the module's imports are the plates' too

    if isinstance(event, WindowTaken) and event.player == viewer:
        mask = sum(1 << c for c in event.cards)
        return Sentence(f"{{P0}} {{0:finds/find}} {codec.list_short(mask)} in the window.",
                        event.player)
    if isinstance(event, Buried):
        which = codec.list_short(event.cards) if event.player == viewer else \
            counted(event.cards.bit_count(), "card")
        return Sentence(f"{{P0}} {{0:buries/bury}} {which}.", event.player)
    return None
