"""Where a game brought back stands within its deal, and whose game it is, for the question that
offers to resume it and the status line once a record is opened: "Resume your Heart Hunter game
from deal 1, trick 7, with you to play?" (it asked "from deal 1?" at trick 7, which read as the
start of the deal), "Opened game.json: deal 2, trick 1, with Bob to play.". Qt-free; the game's
own words come through ``describe`` and ``status_line`` (its verb for the part of a deal played
without tricks), never by its name.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import replace
from typing import Any

from ..engine.words import capital, possessive, say_list
from .describe import game_words
from .game_facts import GameFacts, whose_game
from .new_game_choices import seat_places
from .status_line import called, turn_verb
from .table_piles import last_of


def play_stands(state, people: Collection[int], names: list[str]) -> str:
    """After "from deal 1, ": the trick being played and who is to act in it ("trick 7, with
    North to play"); before the first trick, who is to do what ("with North to bid", "with
    you to choose a contract"), in the words of the status line; "" when nobody is to act.
    Who acts is said in both (a shared table's question said "trick 1" alone, and another
    time "with Bob to announce"). ``people``: the players a person decides for (one of them
    alone is "you"); ``names``: every player's name."""
    player = state.to_act
    if player is None or state.game_over:
        return ""
    view = state.view(player)
    words = game_words(view.game)
    no_tricks = getattr(words, "no_last_trick", None)  # a part of a deal played without tricks
    tricks = not (no_tricks is not None and no_tricks(view))  # (Barbu's Dominoes)
    verb = turn_verb(view)
    mine = set(people)
    who = "you" if mine == {player} else names[player] if player < len(names) else ""
    acts = f"with {who} to {verb}" if who else ""
    trick = trick_now(state)
    if trick:
        return f"{trick}, {acts}" if acts else trick
    if tricks and verb == "play":  # a choice before the play the game gives no verb of its own
        return "before the first trick"
    return acts


def last_trick_said(state, people: Collection[int], names: list[str]) -> str:
    """Who took the deal's last trick, and with which card, for a game brought back in the
    middle of a deal: "Last trick: East took it with the 10♠." (after a restart the table
    said whose turn it was, not what had happened: East had led to the next trick, and
    nothing said who took the one before). "" before a deal's first trick is taken."""
    player = state.to_act
    if player is None or state.game_over:
        return ""
    view = state.view(player)
    cards, winner = last_of(view.tricks, len(view.hands))
    card = next((c for p, c in cards if p == winner), None)
    if card is None:
        return ""
    owner = view.controller[winner] if winner < len(view.controller) else winner
    name = "You" if set(people) == {owner} else names[owner] if owner < len(names) else ""
    if not name:
        return ""
    if owner != winner:  # a dummy's hand took it
        name = capital(f"{possessive(name)} dummy")
    return f"Last trick: {name} took it with the {state.rules.codec.short(card)}."


def trick_now(state) -> str:
    """The trick being played ("trick 7"), counting the one about to be led; "" before the
    play of a deal (bids, announcements) and in a part of a deal played without tricks."""
    player = state.to_act
    if player is None or state.game_over:
        return ""
    view = state.view(player)
    no_tricks = getattr(game_words(view.game), "no_last_trick", None)
    if no_tricks is not None and no_tricks(view):  # Barbu's Dominoes
        return ""
    if view.tricks or view.trick or all(a.type == "play" for a in state.legal_actions()):
        return f"trick {len(view.tricks) + 1}"
    return ""


def pass_stands(facts: GameFacts, state, person: str, names: list[str]) -> str:
    """The pass screen's line of where play stands and what the person the device goes to
    does next, "Deal 2 · Bob to announce", "Hand 3, trick 5 · Bob to play": "Pass the device
    to Bob" alone told nobody why, nor what Bob was to do. Before a new deal's first person
    a computer may act: "Deal 2 · West to play, then Bob". ``person``: the name the pass
    screen calls them; ``names``: every player's name as the table says it."""
    if facts.over:
        return ""
    # a pass screen comes once a deal's summary is closed, so it names the deal in play: until
    # somebody acts in a new deal its last events are still the old deal's scores ("The end of
    # hand 1 · Anna to bid" stood over hand 2's first turn, the scores saying "Hand 2 of 4")
    deal = capital(deal_place(replace(facts, at_deal_end=False), trick_now(state)))
    player = state.to_act
    if player is None or player >= len(names):
        return deal
    acts = f"{names[player]} to {turn_verb(state.view(player))}"
    return f"{deal} · {acts}" + ("" if names[player] == person else f", then {person}")


def shared_names(seats: Sequence[Any], game: str, options: dict) -> list[str]:
    """Every seat's name as the questions say it: at a shared table a person is called as the
    pass screen calls them ("the South player" for one left as "You")."""
    places = seat_places(game, options)
    shared = sum(1 for s in seats if s.human) > 1
    return [called(s.name, (places[i] if i < len(places) else "") or f"seat {i + 1}")
            if shared and s.human else s.name for i, s in enumerate(seats)]


def whose_saved_game(facts: GameFacts, people: Sequence[str] = ()) -> str:
    """The game as a sentence names it: "your Young Hunter game", or at a shared table (two or
    more ``people``, by name) "Ann and Bob's shared Young Hunter game": "your game" was read
    by both."""
    if len(people) > 1:
        return f"{say_list(list(people))}'s shared {facts.title} game"
    return whose_game(facts)


def deal_place(facts: GameFacts, where: str = "") -> str:
    """The deal a game stands in and, within it, ``where`` (``play_stands``): "deal 2, trick 1,
    with Bob to play"; "the end of deal 1" when it was left at that deal's summary."""
    if facts.at_deal_end:
        return f"the end of {facts.deal_word} {facts.deal_number - 1}"
    within = f", {where}" if where else ""
    return f"{facts.deal_word} {facts.deal_number}{within}"
