"""The window's status line: whose turn it is and what to do ("Your turn: play a card."), who the
game waits for, or how it ended. Apart from the window because it reads only the controller and
the table, and is the one place these sentences are written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..controller import GameController
    from .table_view import TableView


def status_text(c: GameController, table: TableView) -> str:
    """What the status line says: whose turn it is and what they are to do, or what the game
    waits for."""
    st = c.state
    if st is None:
        return "Choose Game → New game to start."
    seats = c.seats
    if st.game_over:
        winners = ", ".join(seats[w].name for w in st.result()[0])
        return f"Game over: {winners} won."
    if c.awaiting_pass is not None:
        return f"Pass the device to {seats[c.awaiting_pass].name}."
    if c.awaiting_continue:
        word = st.rules.deal_word
        return (f"{word.capitalize()} {st.deal_number - 1} is over: read the summary, "
                f"then “Next {word}”.")
    me = c.human_to_act()
    if me is not None:
        legal = c.legal_actions()
        what = "play a card" if all(a.type == "play" for a in legal) else "make your choice"
        other = table.decisions.acting_words() if what == "play a card" else None
        if other is not None:  # a dummy the person plays is to play, not their own hand
            what = f"play from {other}"
        who = "Your turn" if not c.hot_seat else f"{seats[me].name}, your turn"
        return f"{who}: {what}."
    p = st.to_act
    if p is not None and p < len(seats):
        if c.paused:  # a modal dialog holds the computers' moves
            return f"{seats[p].name} waits until this dialog is closed."
        if c.thinking_player() == p:
            return f"{seats[p].name} is thinking…"
        return f"{seats[p].name} to play."
    return ""
