"""The deal log's text: what everybody said and did, in sentences, for this deal and the earlier
ones, as the lines of each deal and as the simple HTML the log's window shows.

Bubbles fade after a second or two; the log keeps them. Its lines come from the engine's own
events, got by playing the game's logged actions again on a fresh state dealt the same cards
(so a resumed or opened game has its whole log too, and an undo takes the undone lines away).
Only what the reader saw is written: a looked-at set, a discard or the window's cards are
named by count, never by card, except to the reader they were dealt to (``viewer``: "You take
stock card 5: the 9♥."). The window (``ui/deal_log.py``) only shows the HTML.
"""

from __future__ import annotations

import html

from ..coach import imperative
from ..engine.cards import SUIT_SYMBOLS
from ..engine.protocol import (
    Announced,
    CardPlayed,
    DealPreset,
    DealScored,
    GameOver,
    PhaseChanged,
    TrickTaken,
)
from ..engine.record_write import deal_logs
from ..engine.words import dummy_of, mid, together
from .card_face_plan import suit_colour
from .describe import (
    deal_word,
    log_line,
    own_announcement,
    private_log_line,
    private_said,
    signed,
    spoken,
    with_names,
)


def replayed_events(state) -> list[tuple[int, int, list, str | None]]:
    """(deal number, dealer, events, trump letter) for every deal so far, from the state's logs:
    the logged actions applied again to a fresh state dealt the same hands. Each deal's events
    begin with its opening, what happens as the cards are dealt (two-player Nineteen's
    Partnership and draws, Barbu's declarer): the first deal's from the fresh state, a later
    one's from what followed the scores of the deal before it. Once the game is over its last deal's
    log is the last of the history, not a deal under way."""
    logs = deal_logs(state)
    presets = {log.number: DealPreset(log.dealer, list(log.hands), list(log.stock))
               for log in logs}
    fresh = state.rules.start(dict(state.options), state.seed, presets)
    out = []
    opening: list = list(fresh.last_events)
    for log in logs:
        events, opening, scored = opening, [], False
        for _player, _pos, action in log.actions:
            for e in fresh.apply(action):
                (opening if scored and not isinstance(e, GameOver) else events).append(e)
                scored = scored or isinstance(e, DealScored)
        out.append((log.number, log.dealer, events, log.trump))
    return out


def scored_details(state) -> list:
    """The engine's ``DealScored`` details of every finished deal, in order (the score sheet's
    notes are made from them)."""
    return [e.details for _n, _d, events, _t in replayed_events(state) for e in events
            if isinstance(e, DealScored)]


def _name(names: list[str], p: int | None) -> str:
    if p is None:
        return "?"
    return names[p] if 0 <= p < len(names) else f"Player {p + 1}"


def _said(who: str, text: str, names: list[str]) -> str:
    """ "West passes." / "You pass." from an engine phrase in the third person; a whole
    sentence of the engine ("North chooses Trump.") stays as it is, with the names."""
    text = with_names(text, names).rstrip(".")
    if text[:1].isupper():
        return f"{text}."
    if who == "You":
        text = imperative(text)
    return f"{who} {text}."


def _seat_word(names: list[str], seats, pos: int, players: dict[int, int]) -> str:
    """Who sits at position ``pos``: its player, or a dummy named by who plays it ("your
    dummy", "North's dummy"; ``players`` maps a position to the player seen playing its cards).
    Without ``seats`` (every position is its player's) the position's name."""
    if seats is None or not 0 <= pos < len(seats):
        return _name(names, pos)
    if seats[pos] is not None:
        return _name(names, seats[pos])
    if pos in players:
        return dummy_of(_name(names, players[pos]))
    return "the dummy"


def deal_lines(game: str, events: list, names: list[str], codec,
               trump: str | None = None, seats=None, viewer: int | None = None) -> list[str]:
    """The sentences of one deal: decisions, phase changes, tricks, the deal's scores.
    ``seats``: the player at each position (None for a dummy), where positions are not players
    (Nineteen's dummies); a trick's cards and winner are then named by where they sit.
    ``viewer``: the player reading it, whose own hidden cards are named (a stock card drawn,
    a discard); nobody else's ever are (None: nobody's, for a reader who is no player)."""
    lines: list[str] = []
    plays: list[str] = []
    # said during a trick (Nineteen's partner shown by the called trump): after the trick's
    # line, not before it ("West played the called trump" sat above the trick it fell in)
    after_trick: list[str] = []
    players: dict[int, int] = {}  # a position, and who was seen playing its cards
    # a game of laying cards in rows (Barbu's Dominoes) has no tricks: each card is a line
    trickless = any(isinstance(x, PhaseChanged) and x.phase == "dominoes" for x in events)
    trump_suit = "CDHS".index(trump) if trump in ("C", "D", "H", "S") else None
    named = None  # the viewer's own cards, named at the end of their next announcement
    for e in events:
        if isinstance(e, GameOver):
            lines.append(f"Game over: {together([_name(names, w) for w in e.winners], 'win')}.")
            continue
        if lines and lines[-1].startswith("Scores:"):
            continue  # the next deal's opening belongs to that deal
        if viewer is not None:
            if (mine := private_log_line(game, e, viewer, codec)) is not None:
                lines.append(with_names(mine, names))  # in place of its shared line
                continue
            named = private_said(game, e, viewer, codec) or named
        if isinstance(e, CardPlayed):
            players[e.position] = e.player
            who = _seat_word(names, seats, e.position, players) if seats else \
                _name(names, e.player)
            plays.append(f"{who} {codec.short(e.card)}")
            if trickless:
                lines.append(f"{who} {'lay' if who == 'You' else 'lays'} the "
                             f"{codec.short(e.card)}.")
                plays = []
        elif isinstance(e, Announced) and (said := own_announcement(
                game, trump_suit, e, names, codec)) is not None:
            # the game's own words for it (Young Hunter names the takings, not the seats)
            lines.append(f"{_name(names, e.player)}: {said.rstrip('!')}.")
        elif isinstance(e, TrickTaken):
            who = _seat_word(names, seats, e.winner, players)
            # after the semicolon, inside the sentence: "; you take it", "; your dummy takes it"
            lines.append(f"Trick {e.number}: {', '.join(plays)}; "
                         f"{mid(who)} {'take' if who == 'You' else 'takes'} it.")
            lines.extend(after_trick)
            plays, after_trick = [], []
        elif isinstance(e, Announced):
            said = _said(_name(names, e.player), e.text, names)
            if named:  # "You discard 1 card: the K♣."
                said, named = f"{said[:-1]}: {named}.", None
            lines.append(said)
        elif (own := spoken(game, e)) is not None:  # the game's own (contract, doubles)
            (after_trick if plays else lines).append(_said(_name(names, own[0]), own[1], names))
        elif isinstance(e, DealScored):
            if (note := log_line(game, e)) is not None:  # the game's word on it (a moon)
                lines.append(with_names(note, names))
            scores = ", ".join(f"{_name(names, p)} {signed(v)}" for p, v in enumerate(e.score))
            lines.append(f"Scores: {scores}.")
        elif (note := log_line(game, e)) is not None:  # the stock's draws, the dummy
            lines.append(with_names(note, names))
        elif isinstance(e, PhaseChanged) and e.text:
            lines.append(with_names(e.text, names))
    if plays:  # a trick under way
        lines.append(f"Trick so far: {', '.join(plays)}.")
    return lines + after_trick


#: a deal's only line while nobody has said or played anything in it
NOTHING_YET = "Nothing yet."


def inked_suits(text: str, four_colour: bool = False) -> str:
    """HTML text with each suit sign in its ink as on the cards (the log printed ♥ and ♦ in
    black), the tarot trumps' ★ too; the black suits keep the page's own ink, which a dark
    theme makes light."""
    for suit, sign in enumerate((*SUIT_SYMBOLS, "★")):  # the tarot trumps' star: their ink
        ink = suit_colour(suit, four_colour)
        if ink != suit_colour(3, False):
            text = text.replace(sign, f'<span style="color:{ink}">{sign}</span>')
    return text


def log_html(state, names: list[str], four_colour: bool = False, upto: int | None = None,
             viewer: int | None = None) -> str:
    """The whole log as simple HTML, the newest deal first, the suits in their inks; only
    the deals numbered up to ``upto`` when given; ``viewer``: the player reading it, whose own
    hidden cards it names (``deal_lines``)."""
    game = state.rules.id
    word = deal_word(game).capitalize()
    codec = state.rules.codec
    parts = []
    seats = getattr(state, "seat_player", None)  # positions that are not players (dummies)
    seats = tuple(seats) if seats is not None and None in seats else None
    for number, dealer, events, trump in reversed(replayed_events(state)):
        if upto is not None and number > upto:
            continue
        head = f"{word} {number} — dealer {_seat_word(names, seats, dealer, {})}"
        items = "".join(f"<li>{inked_suits(html.escape(line, quote=False), four_colour)}</li>"
                        for line in deal_lines(game, events, names, codec, trump, seats,
                                               viewer))
        parts.append(f"<h3>{html.escape(head, quote=False)}</h3>"
                     f"<ul>{items or f'<li>{NOTHING_YET}</li>'}</ul>")
    return "".join(parts)
