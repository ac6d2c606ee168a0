"""Words on the table: seat plates, the decision panel's choices, the deal summary. Qt-free.

Why a dispatcher: the words are where the games differ most, so each game keeps its own in a
module beside its rules (``games/<game>_words.py``, named by the game's registration); this module
holds what every game shares (the generic decision panel, the summary's frame, the players' names
in engine sentences) and asks the game's words for the rest, never naming a game. A words module
offers any of: ``plate``, ``centre_badge``, ``decision``, ``DECISION_WORDS``, ``ACTION_LINES``,
``action_line``, ``announcement_bubble``, ``event_text``, ``event_bubble``, ``spoken``,
``secret_note``, ``summary``, ``PHASE_CHANGE_IN_SUMMARY``, ``phase_words``, ``deal_rounds``,
``GOAL``, ``OPTION_LINES``, ``DECISION_KINDS``, ``sheet_note``, ``sheet_footer``,
``drawn_words``, ``standings_rule``, ``rules_anchor``; a game without one gets the shared
words.

Everything takes ``names``: the players' display names, indexed by player number.
"""

from __future__ import annotations

from functools import cache
from types import ModuleType
from typing import Any

from ..coach import imperative
from ..engine.cards import SUIT_SYMBOLS, CardCodec
from ..engine.panel import Choice, Decision, Summary, SummaryRow
from ..engine.protocol import (
    Action,
    Announced,
    DealScored,
    DealStarted,
    GameOver,
    PhaseChanged,
)
from ..engine.view import View
from ..engine.words import (
    NBSP,
    Sentence,
    capital,
    counted,
    number,
    possessive,
    signed,
    together,
)
from ..games.registry import available_games, find_entry, get_rules, lower_wins, resolve
from .standings import FINAL_STANDINGS, standings

__all__ = ["Choice", "Decision", "Summary", "SummaryRow", "announcement_bubble", "centre_badge",
           "deal_rounds", "deal_summary", "deal_word", "decision_for", "decision_kind_name",
           "discard_verb", "event_bubble", "event_text", "event_words", "game_words",
           "goal_line", "log_line", "match_discard", "match_toggles", "no_last_trick", "number",
           "own_announcement",
           "phase_line", "plate_lines", "possessive", "rules_anchor", "secret_note", "signed",
           "spoken", "with_names"]


@cache
def game_words(game: str) -> ModuleType | None:
    """The game's own words module, as its registration names it (``None`` if it has none)."""
    entry = find_entry(game)
    return resolve(entry.words) if entry is not None and entry.words else None


def _hook(game: str | None, name: str, default: Any = None) -> Any:
    words = game_words(game) if isinstance(game, str) else None
    return getattr(words, name, default) if words is not None else default


def phase_ends_with_lead(game: str | None) -> bool:
    """Whether the game's words for a new phase go from the felt with the deal's first card
    (``PHASE_ENDS_WITH_LEAD``): Barbu's "No Queens: West leads." stayed over the trick under
    way; Sheepshead's "Everyone passed: this is The Least" holds for the whole deal."""
    return bool(_hook(game, "PHASE_ENDS_WITH_LEAD", False))


# ------------------------------------------------------------------------------ seat plates


def plate_lines(view: View, position: int, codec: CardCodec,
                names: list[str] | None = None) -> tuple[str, list[str]]:
    """The plate's "this deal" line and its notes (announcements, contracts, doubles) for one
    position; ``names`` are the players' names, for notes that name another player."""
    tricks = view.trick_counts[position]
    trick_word = counted(tricks, "trick")
    plate = _hook(view.game, "plate")
    if plate is not None:
        return plate(view, position, codec, trick_word, names or [])
    return trick_word, []


def centre_badge(view: View) -> tuple[str, str]:
    """The badge beside the trick: a big sign and a small caption (trumps, phase)."""
    badge = _hook(view.game, "centre_badge")
    said = badge(view) if badge is not None else None
    if said is not None:
        return said
    suit = view.trump_suit
    if suit is not None and 0 <= suit < 4:
        return SUIT_SYMBOLS[suit], "trumps"
    return "", ""


def goal_line(game_id: str, options: dict[str, Any] | None = None) -> str:
    """What wins a game played to a score, where its words give it (``GOAL``), then how each
    of the game's ``options`` that is on changes the scoring, where its words give that
    (``OPTION_LINES``: option name -> sentence); else "". Why the options: Sheepshead's
    zero-sum settlement was said nowhere on the table, so the deal's scores, unlike the
    band's values, looked wrong until the summary's last line."""
    lines = _hook(game_id, "OPTION_LINES", {})
    chosen = options or {}
    said = [text for name, text in lines.items() if chosen.get(name)]
    return " ".join(t for t in (_hook(game_id, "GOAL", ""), *said) if t)


def phase_line(view: View | None, game_id: str, names: list[str] | None = None) -> str:
    """Sentences on where the game stands: the phase, the trump suit of the deal. The tarot
    trumps are not named: they are the same every hand, and the panel has little room.
    ``names``: the players' names as the table shows them (Barbu's declarer is named)."""
    if view is None:
        return ""
    phase_words = _hook(game_id, "phase_words")
    parts = list(phase_words(view, names)) if phase_words is not None else []
    trump = view.trump_suit
    if isinstance(trump, int) and 0 <= trump < len(SUIT_SYMBOLS):
        parts.append(f"Trumps:\u00a0{SUIT_SYMBOLS[trump]}.")  # kept together as they wrap
    return " ".join(parts)


# ------------------------------------------------------------------------------ decisions


def decision_for(view: View, legal: list[Action], describe, codec: CardCodec,
                 names: list[str] | None = None) -> Decision | None:
    """The panel for a decision other than playing a card, built from the legal actions.

    ``describe(action)`` is the state's own phrase for an action (``State.describe``).
    """
    everything = legal
    legal = [a for a in legal if a.type != "play"]
    if not legal:
        return None
    game = view.game
    types = {a.type for a in legal}
    own = _hook(game, "decision")
    decision = own(view, legal, codec, names or []) if own is not None else None
    if decision is not None:
        return decision
    if types == {"discard"}:
        sizes = {int(a.get("cards", 0)).bit_count() for a in legal}
        count = max(sizes) if sizes else 0
        # "your side": the cards count for the discarder's side, and "for you" was read by a
        # secret partner, or a two-player dealer, as points of their own
        hint = ("Select it in your hand, then confirm. It counts for your side, face down."
                if count == 1 else
                "Select them in your hand, then confirm. They count for your side, face down.")
        # the cards just drawn, by name: the hand marked them only with a thin line
        drawn = _hook(game, "drawn_words")
        said = drawn(view, codec) if drawn is not None else ""
        # after the instructions: put first, "You drew the 16★ and the V♦. Select them in
        # your hand" read as an order to discard the cards drawn (the 16★ may not be)
        hint = f"{hint} {said}" if said else hint
        # the game's verb: Sheepshead's Player buries (its tip and log said "bury", the
        # panel "Discard")
        verb = discard_verb(game)
        return Decision("discard", f"{verb} {counted(count, 'card')}", hint,
                        [], anchor=rules_anchor(game, "discard", view), confirm=verb,
                        count=count, options=legal)
    with_play = len(legal) < len(everything)
    words = _hook(game, "DECISION_WORDS", {})
    key = "+".join(sorted(types)) + ("+play" if with_play else "")
    said = words.get(key, words.get("+".join(sorted(types)), (_generic_title(types), "", "")))
    # a game's words may depend on the table (Nineteen's partner is secret only with four)
    title, hint, pass_line = said(view) if callable(said) else said
    if [a.type for a in everything] == ["pass"]:
        # a lone pass is made for the person a moment later (the controller's): a Pass button
        # invited a press, and an Enter meant for it came as the pass went by itself and
        # played the card outlined at the person's next turn (a tester, Barbu's Dominoes)
        return Decision("buttons", title, hint, [], anchor=rules_anchor(game, "pass", view),
                        dims_hand=True, options=legal)
    choices = []
    # Enter, and the button drawn as the default, pass where passing is allowed: the first
    # button was a bid (Nineteen's Preferred Two, Sheepshead's taking the window), which a
    # learner read as advice and a stray Enter made
    first = next((i for i, a in enumerate(legal) if a.type == "pass"), 0)
    for i, a in enumerate(legal):
        label = capital(imperative(describe(a)))
        if a.type == "bid" and label.startswith("Bid "):
            label = label[4:]  # the title says "Your bid": the button names the bid
        line = pass_line if a.type == "pass" and pass_line else _action_line(view, a)
        choices.append(Choice(label, line, action=a, default=i == first and not with_play))
    return Decision("buttons", title, hint, choices,
                    anchor=rules_anchor(game, sorted(types)[0], view),
                    dims_hand=key in _hook(game, "HAND_UNPLAYABLE", frozenset()))


def lone_pass_words(view: View) -> str:
    """What the status line says when the person's only move, a pass, is made for them: the
    game's words for that decision ("None of your cards opens or extends a row: you pass.")."""
    said = _hook(view.game, "DECISION_WORDS", {}).get("pass")
    hint = (said(view) if callable(said) else said)[1] if said else ""
    return hint or "You have nothing to play: you pass."


def rules_anchor(game: str, action_type: str, view: View | None = None) -> str:
    """Where the "?" of a decision opens the game's rules page ("" = at the top): the section
    the game's registration names for this kind of decision, or for this decision at this
    table where the rules for it depend on the contract or the number of players (Nineteen's
    Partnership and Preferred discards have their limits written in different sections)."""
    entry = find_entry(game)
    if entry is None:
        return ""
    # the game's words give it where it depends on the table (``rules_anchor(view, kind)``)
    at_table = _hook(game, "rules_anchor")
    said = at_table(view, action_type) if view is not None and at_table is not None else ""
    return said or entry.rules_anchors.get(action_type, "")


def _generic_title(types: set[str]) -> str:
    if "bid" in types:
        return "Your bid"
    if types & {"double", "redouble"}:
        return "Double whom?"
    if "choose-contract" in types:
        return "Choose the contract"
    if "declare" in types:
        return "Anything to declare?"
    return "Your turn"


#: what passing means, under the Pass button, where the game says nothing of its own
ACTION_LINES = {"pass": "say nothing now"}


def _action_line(view: View, action: Action) -> str:
    """The line under an action's button: the game's line for this very action (its
    ``action_line``, say what a bid commits to), else its line for the action's type."""
    by_action = _hook(view.game, "action_line")
    line = by_action(view, action) if by_action is not None else ""
    own = _hook(view.game, "ACTION_LINES", {})
    return line or own.get(action.type, ACTION_LINES.get(action.type, ""))


def decision_kind_name(game: str, action_type: str) -> str:
    """The name of a kind of decision for a person's coverage count: the action's type, unless
    the game names it more precisely (Barbu's pass is the Dominoes pass)."""
    return _hook(game, "DECISION_KINDS", {}).get(action_type, action_type)


def match_toggles(decision: Decision, keys: set) -> Action | None:
    """The legal action whose toggle keys are exactly the toggled ones (None if none is)."""
    wanted = frozenset(keys)
    return next((a for keyset, a in decision.sets if keyset == wanted), None)



def match_discard(decision: Decision, mask: int) -> Action | None:
    for a in decision.options:
        if a.get("cards") == mask:
            return a
    return None



# ------------------------------------------------------------------------------ announcements


def announcement_bubble(game: str, trump_suit: int | None, event, names: list[str],
                        codec: CardCodec) -> str:
    """A speech bubble for an ``Announced`` event, with the players' own names; ``trump_suit``:
    the deal's trump suit (None: none)."""
    said = own_announcement(game, trump_suit, event, names, codec)
    if said is not None:
        return said
    return with_names(event.text, names) or event.action.type


def own_announcement(game: str, trump_suit: int | None, event, names: list[str],
                     codec: CardCodec) -> str | None:
    """The game's own words for an announcement (Young Hunter names the takings), or ``None``
    where the engine's sentence says it. Given the deal's trump suit rather than a view: the
    deal log tells announcements of deals long past."""
    own = _hook(game, "announcement_bubble")
    return own(trump_suit, event, names, codec) if own is not None else None


def event_text(view: View, event, names: list[str]) -> str:
    """Words for an event other than a card or a trick, with the players' own names where the
    engine's sentence uses seat names."""
    own = _hook(view.game, "event_text")
    said = own(view, event, names) if own is not None else None
    if said is not None:
        return said
    return with_names(event_words(view.game, event), names)


def event_words(game: str, event) -> str:
    """What an event says in the rules' words, players unnamed ("" for an event that says
    nothing): a change of phase, an announcement, or the game's own event said aloud (its
    ``spoken`` words: Barbu's contract and doubles). By the event's type, never its fields."""
    if isinstance(event, PhaseChanged | Announced):
        return event.text
    own = spoken(game, event)
    return own[1] if own is not None else ""


def event_bubble(game: str, event, codec: CardCodec) -> tuple[str, str] | None:
    """A bubble for one of the game's own events at its player's seat: its words and a second
    line (Young Hunter's taking made, with its value); ``None`` for any other event."""
    own = _hook(game, "event_bubble")
    return own(event, codec) if own is not None else None


def spoken(game: str, event) -> tuple[int, str] | None:
    """Who said one of the game's own events aloud and the rules' words for it (Barbu's contract
    chosen, a double), for the deal log; ``None`` for any other event."""
    own = _hook(game, "spoken")
    return own(event) if own is not None else None


def log_line(game: str, event) -> str | None:
    """A line only the deal log writes for one of the game's own events (Nineteen's stock draws
    and its dummy), players unnamed (a sentence to fill); ``None`` for any other event."""
    own = _hook(game, "log_line")
    return own(event) if own is not None else None


def private_log_line(game: str, event, viewer: int, codec: CardCodec) -> str | None:
    """The deal log's line on one of the game's events that hold cards private to a player
    (a stock card drawn, the window taken), as ``viewer`` may read it: the cards named to
    their own player, counted or left out for anyone else; players unnamed (a sentence to
    fill). ``None``: the event has no such line, its shared one stands."""
    own = _hook(game, "private_log_line")
    return own(event, viewer, codec) if own is not None else None


def private_said(game: str, event, viewer: int, codec: CardCodec) -> str | None:
    """The cards of one of the game's events that the same player's next announcement is
    about ("discards 4 cards"), named for ``viewer`` when they are their own ("the K♣ and the
    7♣"), to end that line; ``None`` for anyone else's, or any other event."""
    own = _hook(game, "private_said")
    return own(event, viewer, codec) if own is not None else None


def play_task(view: View | None) -> str | None:
    """The game's own words for the person's card to play, after "Your turn: " (its
    ``play_task``: Heart Hunter's first lead), else None ("play a card")."""
    own = _hook(view.game, "play_task") if view is not None else None
    return own(view) if own is not None else None


def secret_note(view: View, event, codec: CardCodec) -> str:
    """What an event tells only the viewer, for a toast (the other players learn nothing)."""
    own = _hook(view.game, "secret_note")
    return own(view, event, codec) if own is not None else ""


def with_names(text: str, names: list[str]) -> str:
    """An engine sentence with its players' names: a :class:`Sentence` is filled (the person is
    "You" with the verb that goes with it, "you" inside a sentence, "your" for their things);
    any other text names no player and stays as it is."""
    return text.fill(names) if isinstance(text, Sentence) else text


# ------------------------------------------------------------------------------ deal summary


def deal_word(game: str) -> str:
    """The game's own word for a deal ("deal", or "hand" in Barbu and Nineteen)."""
    return get_rules(game).deal_word if game in available_games() else "deal"


def discard_verb(game: str | None) -> str:
    """The game's verb for laying cards away: "Discard", or Sheepshead's "Bury"."""
    return _hook(game, "DISCARD_VERB", "Discard")


def no_last_trick(view: View) -> str:
    """Why "Show last trick" has nothing to show: no trick yet in this deal, or, in a game's
    own words, none in what is played (Barbu's Dominoes has no tricks at all)."""
    own = _hook(view.game, "no_last_trick")
    said = own(view) if own is not None else None
    return said or f"No trick has been completed in this {deal_word(view.game)} yet."


def deal_rounds(game: str, view: View | None) -> int | None:
    """How many deals the game has, where it says so ("Deal 3 of 9 is over"), else ``None``."""
    rounds = _hook(game, "deal_rounds")
    return rounds(view) if rounds is not None and view else None


def deal_summary(game: str, event: DealScored, names: list[str], codec: CardCodec,
                 log: Any = None, after: list | None = None, rounds: int | None = None,
                 ) -> Summary:
    """Who took what and why each score line counts, from the engine's ``DealScored`` details
    (and, for Heart Hunter, the finished deal's tricks in the record log). ``after`` holds the
    events that followed (a phase change, the end of the game)."""
    details = event.details if isinstance(event.details, dict) else {}
    n = len(event.score)
    rows = [SummaryRow(names[p] if p < len(names) else f"Player {p + 1}", event.score[p],
                       event.totals[p], []) for p in range(n)]
    notes: list[str] = []
    subtitle = ""
    summary_low = lower_wins(game)
    own = _hook(game, "summary")
    said = own(details, rows, notes, names, codec, log) if own is not None else None
    if said is not None:
        subtitle = said
    elif isinstance(details.get("lines"), list):
        lines = details["lines"]
        if len(lines) == n and all(isinstance(x, list | tuple) for x in lines):  # per player
            for p, entries in enumerate(lines):
                rows[p].lines = [_line(x) for x in entries]
        else:  # lines about the whole deal
            notes.extend(_line(x)[0] for x in lines)
    _say_lone_amounts_once(rows)
    word = deal_word(game)
    phase_in_summary = _hook(game, "PHASE_CHANGE_IN_SUMMARY", False)
    title = f"{word.capitalize()} {event.number}" + (f" of {rounds}" if rounds else "") \
        + " is over"
    summary = Summary(title, subtitle, rows, notes, lower_is_better=summary_low,
                      button=f"Next {word}", deal_word=word)
    for e in after or []:
        text = event_words(game, e)
        # the next deal speaks for itself when it starts; a change of phase belongs to this
        # deal's story only where the game says so (Heart Hunter: points now subtracted)
        next_deal = isinstance(e, DealStarted) or (isinstance(e, PhaseChanged)
                                                   and not phase_in_summary)
        if text and not next_deal:
            notes.append(text)
        if isinstance(e, GameOver):
            winners = e.winners
            summary.game_over = True
            summary.button = "Play again"
            summary.title = f"{together([names[w] for w in winners if w < len(names)], 'win')}" \
                " the game"
            # ranked, best first (the rows stand in seat order), ties sharing a place, and
            # which end of the scores wins: the card says all the standings box said, which
            # is gone ("1. East 23 · 2. North 14", each place, name, total and the dot after
            # it on one line: a line began with "· 2.")
            # the game's own rule where more than one may end it (the first to a target, or
            # the highest total after so many deals: "the highest total wins" was said of both)
            own_rule = _hook(game, "standings_rule")
            rule = (own_rule(list(e.totals)) if own_rule is not None else "") \
                or ("the lowest total wins" if summary_low else "the highest total wins")
            order = [f"{place}.{NBSP}{names[q]}{NBSP}{number(e.totals[q])}" for q, place in
                     standings(list(winners), list(e.totals), summary_low) if q < len(names)]
            notes.append(f"{FINAL_STANDINGS} after {word} {event.number} ({rule}): "
                         + f"{NBSP}· ".join(order))
            for w in winners:
                if w < n:
                    rows[w].highlight = True
    return summary


def _say_lone_amounts_once(rows: list[SummaryRow]) -> None:
    """Where every row has at most one line with an amount, that line's amount is the row's own
    "this deal", said once there ("Dominoes from 8: out third +5 +5" gave it twice). Where
    some row explains its score over several lines, every line keeps its amount: a lone line
    stripped of it was drawn as a line without points (grey, no amount), Young Hunter's "Catch
    on the J♣, not announced" beside two-line rows dark with their amounts."""
    if any(sum(value is not None for _text, value in row.lines) > 1 for row in rows):
        return
    for row in rows:
        # the lone amount among lines that carry none (Barbu's "doubles with North: same
        # score, nothing changes hands") too: a small grey "0" stood beside "took neither of
        # the last two tricks", in a column no other row had
        valued = [i for i, (_text, value) in enumerate(row.lines) if value is not None]
        if len(valued) == 1 and row.lines[valued[0]][1] == row.score:
            row.lines[valued[0]] = (row.lines[valued[0]][0], None)


def _line(entry) -> tuple[str, int | None]:
    """A score line of a game's details: "text", or [text, value]."""
    if isinstance(entry, list | tuple) and entry:
        value = entry[1] if len(entry) > 1 and isinstance(entry[1], int) else None
        return str(entry[0]), value
    return str(entry), None
