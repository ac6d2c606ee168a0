"""The window's status line: whose turn it is and what to do ("Your turn: play a card."), who the
game waits for, or how it ended, and why no hint can be had now. The one place these sentences
are written; Qt-free, so they are asked of the controller (its ``facts()``, turns and seats) and
tested without a window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.cards import FRENCH, iter_cards
from ..engine.protocol import Action
from ..engine.words import Sentence, capital, possessive
from .describe import decision_for, discard_verb, game_words, no_last_trick, play_task
from .game_facts import GameFacts
from .new_game_choices import seat_places
from .table_piles import last_trick


def called(name: str, place: str) -> str:
    """What a person is called where the device passes between people: their seat's name, or
    where they sit ("the South player") when it is the default "You", which read "Pass the
    device to You", "I am You" and "You, your turn" at a hot-seat table."""
    return f"the {place} player" if name.strip().casefold() == "you" else name


def seat_called(c: Any, player: int) -> str:
    """``called`` for the controller's seat ``player`` in its game now."""
    facts = c.facts()
    place = seat_places(facts.game, facts.options)[player] if facts is not None else ""
    return called(c.seats[player].name, place or f"seat {player + 1}")


def summary_line(facts: GameFacts) -> str:
    """The line under a deal's summary ("Deal 1 is over: read the summary, then “Next deal”.")."""
    word = facts.deal_word
    return (f"{word.capitalize()} {facts.deal_number - 1} is over: read the summary, "
            f"then “Next {word}”.")


#: Enter or Space pressed under the game's last summary, where they start nothing (a player
#: pressing Enter deal after deal would never see the game's end): what does
GAME_OVER_KEYS = ("The game is over: Tab to “Play again” (the same game) or “New game…” (another), "
                  "then Enter.")


def dealing_line(facts: GameFacts) -> str:
    """The line while the next deal's cards fly out, before whose turn it is can be said (the
    summary's line stayed there, telling the person to read a summary already gone)."""
    return f"Dealing {facts.deal_word} {facts.deal_number}…"


def trick_taken_line(taker: str) -> str:
    """What the status line says while a trick lies taken on the table, from the taker's plate
    name ("West", "You", "Dummy · North"): nothing named who had taken it, and "West is
    thinking…" stood beside a trick West had just won."""
    if taker.startswith("Dummy · "):
        return f"{capital(possessive(taker.removeprefix('Dummy · ')))} dummy takes the trick."
    if taker == "Dummy":
        return "The dummy takes the trick."
    return f"{taker} {'take' if taker == 'You' else 'takes'} the trick."


#: stages whose name is the verb of what every player does in them, in any game
VERB_STAGES = frozenset({"play", "bid", "announce", "declare"})


def stage_verb(view: Any) -> str | None:
    """The verb of what the player to act is doing in the view's stage: the game's own words
    for it (a words module's ``TURN_VERBS``), a stage named by its verb, the game's verb for a
    discard ("bury"); None when the stage says nothing of it."""
    stage = getattr(view, "stage", None)
    if not isinstance(stage, str):
        return None
    game = getattr(view, "game", None)
    words = game_words(game) if isinstance(game, str) else None
    own = getattr(words, "TURN_VERBS", {}).get(stage)
    if own:
        return own
    if stage == "discard":
        return discard_verb(game).lower()
    return stage if stage in VERB_STAGES else None


def turn_verb(view: Any) -> str:
    """What the player to act is doing, after "North to": ``stage_verb``, else "play". "North
    to play." was said while Nineteen's players discarded, before any card was played."""
    return stage_verb(view) or "play"


def task_words(title: str) -> str | None:
    """A decision panel's title as what the person is to do, after "Your turn: " ("Bury 2
    cards" → "bury 2 cards", "Take the window?" → "take the window?"); None for a title that
    reads wrongly there: one about the person ("Your bid": "Your turn: your bid.") or one
    already in two parts ("Trump: which suit?")."""
    title = title.strip().rstrip(".")
    first = title.split(" ", 1)[0]
    if not title or ":" in title or first.casefold() in ("your", "you"):
        return None
    # a word in capitals keeps them (a name, "NT"); any other first word is lower-cased
    return title if first[1:2].isupper() else title[:1].lower() + title[1:]


def decision_task(c: Any, shown_title: str | None = None) -> str | None:
    """What the person's decision now is, in its panel's title (the game's own words, also
    where its many cards are laid away: "bury 2 cards"), or the verb of the game's stage; None
    when neither says more than "make your choice" (the status line said only that while the
    panel asked to bury 2 cards). ``c`` is the game's controller; ``shown_title``: the title
    of the panel's step on the table (a second step, "Trump: which suit?", where the line
    still said "choose the contract")."""
    view = c.view() if callable(getattr(c, "view", None)) else None
    if shown_title and (said := task_words(shown_title)):
        return said
    describe = getattr(c, "describe_action", None)
    if view is None or describe is None:
        return None
    codec = getattr(getattr(c, "rules", None), "codec", None) or FRENCH
    names = c.names() if callable(getattr(c, "names", None)) else [s.name for s in c.seats]
    decision = decision_for(view, c.legal_actions(), describe, codec, names)
    said = (task_words(decision.title) if decision is not None else None) or stage_verb(view)
    if shown_title and decision is not None and shown_title != decision.title:
        # a second step in two parts: both, "choose the contract — Trump: which suit?"
        return f"{said} — {shown_title}" if said else shown_title
    return said


#: what a computer held by the window waits for, by what holds it (``status_text``'s ``held``);
#: "kept": under the pause a finished trick is kept on the felt, and the next N only gathers it
#: ("or for the next move (N)" was said while that N played no move)
HELD_BY = {"dialog": "until this dialog is closed", "last-trick": "while the last trick shows",
           "pause": "until the game goes on (P), or for the next move (N)",
           "kept": "while the trick is kept: N gathers it, P goes on"}
#: held words that are the Pause command's (``status_text``: the person's turn says them)
PAUSE_HOLDS = frozenset({"pause", "kept"})


#: the cue on the person's turn while hints are offered: a learner found hints only by the H
#: key or the Help menu, and many never did
HINT_CUE = "H for a hint."
#: the longest turn line the cue is added to: the bar's text is not cut at 1024 pixels wide
CUE_ROOM = 60


def with_hint_cue(line: str, hints_on: bool) -> str:
    """``line`` (the person's turn) with ``HINT_CUE`` after it while hints are offered and the
    line leaves room for it; else as it is (hints off, nothing speaks of H)."""
    if not hints_on or len(line) + 1 + len(HINT_CUE) > CUE_ROOM:
        return line
    return f"{line} {HINT_CUE}"


def status_text(c: Any, acting_words: Callable[[], str | None], held: str = "dialog",
                shown_title: str | None = None, hints_on: bool = False) -> str:
    """What the status line says: whose turn it is and what they are to do, or what the game
    waits for. ``c`` is the game's controller; ``acting_words`` names the hand a person plays
    from when it is not their own (a dummy), else None; ``held``: what holds the computers'
    moves while the controller is paused (``HELD_BY``: a dialog, the last trick shown again,
    the Pause command, a trick it keeps); ``shown_title``: the title of the panel's step shown
    (``decision_task``); ``hints_on``: the settings offer hints (the person's turn then ends
    with ``HINT_CUE`` where there is room, but not while the game is paused)."""
    facts = c.facts()
    if facts is None:
        return "Choose Game → New game to start."
    seats = c.seats
    if facts.over:
        winners = ", ".join(seats[w].name for w in facts.winners)
        return f"Game over: {winners} won."
    if c.awaiting_pass is not None:
        return f"Pass the device to {seat_called(c, c.awaiting_pass)}."
    if c.awaiting_continue:
        return summary_line(facts)
    me = c.human_to_act()
    if me is not None:
        legal = c.legal_actions()
        cards = all(a.type == "play" for a in legal)
        view = c.view() if cards and callable(getattr(c, "view", None)) else None
        what = (play_task(view) or "play a card") if cards \
            else decision_task(c, shown_title) or "make your choice"
        other = acting_words() if cards else None
        if other is not None:  # a dummy the person plays is to play, not their own hand
            what = f"play from {other}"
        # at a shared table the seat's own turn, by the pass screen's name: "The South player,
        # your turn: play a card." read awkwardly
        who = "Your turn" if not c.hot_seat else f"{capital(possessive(seat_called(c, me)))} turn"
        # paused on the person's own turn: the pause shows (only the menu's tick did)
        held_on = " The game is paused: the others wait until P." if c.paused and \
            held in PAUSE_HOLDS else ""
        if c.paused and held == "kept":  # their cards wait until the trick kept is gathered
            what = f"N gathers the trick, then {what}"
        line = f"{who}: {what}{'' if what.endswith('?') else '.'}"
        if cards and view is not None and not c.paused:
            why = dimmed_reason(c, view, legal)
            if why:  # the rule that dims the others, for a player who never clicks one
                return f"{line} {why}"
        return f"{line}{held_on}" if c.paused else with_hint_cue(line, hints_on)
    p = facts.to_act
    if p is not None and p < len(seats):
        names = said_names(c)
        if c.paused:  # a dialog, the last trick shown again or the Pause command
            said = Sentence(f"{{P0}} {{0:waits/wait}} {HELD_BY.get(held, held)}.", p)
        elif c.thinking_player() == p:
            return thinking_line(c, p)
        else:
            view = c.view() if callable(getattr(c, "view", None)) else None
            said = Sentence(f"{{P0}} to {turn_verb(view)}.", p)
        return capital(said.fill(names))
    return ""


def dimmed_reason(c: Any, view: Any, legal: list[Action]) -> str | None:
    """Why the cards of the hand to play from that may not be played now are dimmed: the
    rules' own sentence (``why_illegal``) when every one of them has the same ("You must
    follow spades: you hold the 8♠ and the 9♠."); None when every card may be played, or when
    each has a reason of its own (Barbu's Dominoes: "The 5♣ does not fit a row" stood in the
    status line turn after turn, about a card never clicked; a tester). Why: the reason was
    given only for a dimmed card clicked, and the arrows pass over dimmed cards, so a keyboard
    player never learnt it (a tester)."""
    if not legal or not callable(getattr(c, "why_illegal", None)):
        return None
    # the hand the legal cards come from (a dummy's, played by the person, is not theirs)
    hand = next((h for h in view.hands if h and (h >> legal[0].card) & 1), None)
    if hand is None:
        return None
    playable = {a.card for a in legal}
    reasons = {c.why_illegal(Action("play", card)) for card in iter_cards(hand)
               if card not in playable}
    return reasons.pop() if len(reasons) == 1 else None


def said_names(c: Any) -> list[str]:
    """The names the status line's sentences fill in. A computer may sit under the name "You"
    (the person's seat in a watched game): the sentences fill names so that the verb agrees
    ("You wait", not "You waits"); at a shared table a person is named as the pass screen names
    them ("You to play." was read by another person, whose hand still showed)."""
    return [seat_called(c, i) if c.hot_seat and s.human else s.name
            for i, s in enumerate(c.seats)]


def thinking_line(c: Any, player: int) -> str:
    """"West is thinking…": what ``status_text`` says of the computer ``player`` at work."""
    return capital(Sentence("{P0} {0:is/are} thinking…", player).fill(said_names(c)))


def after_thinking(c: Any, shown: str, player: int) -> str | None:
    """The status line once the computer ``player`` is done thinking, from the line ``shown``.
    A line naming them as thinking, written while they thought, stayed through their move's
    flight or bubble until the table was at rest ("West is thinking…" beside West's pass, with
    North to bid): once they are no longer to act it says they have chosen, until the table
    names who is next (the card landed, or the table at rest). None: the line stays (any other
    line; theirs while they are still to act, held: the pause's words follow)."""
    if player >= len(c.seats) or shown != thinking_line(c, player) or c.to_act() == player:
        return None
    return capital(Sentence("{P0} {0:has/have} chosen.", player).fill(said_names(c)))


def hint_line(headline: str) -> str:
    """A hint in the status bar: its advice alone ("Hint: play the 10♥."), short enough to be
    read whole in a window 1024 pixels wide; its reason and figures are on the felt, wrapped.
    The whole hint in the bar was cut with "…" at every width, its reason lost once the felt's
    box went."""
    return f"Hint: {headline.strip().rstrip('.')}."


def hint_refusal(c: Any, hints_on: bool, cards_moving: Callable[[], bool]) -> str | None:
    """Why the person cannot have a hint now (None: they may ask): hints are switched off, the
    cards are still moving, or it is not their turn. ``c`` is the game's controller."""
    if not hints_on:
        return "Hints are off: switch on “Offer hints” in Settings."
    if c.human_to_act() is not None:
        return None
    if c.awaiting_pass is not None:  # a hot seat: the next person's cards are not shown yet
        who = seat_called(c, c.awaiting_pass)
        return (f"Pass the device to {who} first: a hint comes once their own cards show "
                "(“I am …”).")
    if c.awaiting_continue:  # "the cards are still moving" was said under the summary
        facts = c.facts()
        word = facts.deal_word if facts is not None else "deal"
        return f"The {word} is over: a hint comes with your next decision."
    if cards_moving():
        return "The cards are still moving: ask again when your turn comes."
    p = c.to_act()
    if p is not None and p < len(c.seats):
        # held (Game → Pause, or the last trick shown again): only "It is West's turn" was
        # said, and the person waited for a turn that was not coming
        held = ", and the game is paused" if c.paused else ""
        return f"It is {seat_called(c, p)}'s turn{held}: a hint is for your own turn."
    return "A hint is for your own turn: nothing of yours is waiting now."


def last_trick_refusal(c: Any) -> str | None:
    """Why L (Game → Show last trick) shows nothing now, said as a hint's refusal is (None: it
    may show): at a shared table the pass screen covers the table the trick is laid on, and
    L did nothing and said nothing there (it laid the trick and held the game behind the
    pass screen). Before any trick of the deal is finished it says what L says at the table
    then ("No trick has been completed in this deal yet."): "the last trick shows … once the
    pass screen is gone" promised a trick that was not there. ``c`` is the game's
    controller."""
    if c.awaiting_pass is None:
        return None
    view = c.view()
    if view is not None:
        # at a deal's summary shown again the table shows that deal's last trick
        trick = c.finished_last_trick() if c.unread_deal_end() else last_trick(view)
        if not trick[0]:
            return no_last_trick(view)
    who = seat_called(c, c.awaiting_pass)
    return (f"Pass the device to {who} first: the last trick shows on the table, once the "
            "pass screen is gone (“I am …”).")


def turn_refusal(c: Any) -> str:
    """Why a card or a choice of the person is refused when it is not their turn: under the
    Pause command it also says the game is paused, and what lets it go on ("It is not your
    turn." alone left the person waiting for a computer that would not move). ``c`` is the
    game's controller; meant for its ``submit`` (a click holds no other hold: a dialog is
    modal, and a click takes the last trick shown again away first)."""
    p = c.to_act()
    if not c.paused or p is None or p >= len(c.seats):
        return "It is not your turn."
    names = said_names(c)
    # a computer may sit under the name "You" (a watched game): "You wait", not "You waits"
    waits = Sentence("{P0} {0:waits/wait}", p).fill(names)
    return (f"It is not your turn: the game is paused, and {waits} "
            "(P goes on, N plays one move).")
