"""The JSON game record as it is written (RECORD.md): the save file, the autosave and the
hand-history export all come from ``make_record``.

Why a function of the state and not a method of it: the writer reads a state (its options, seed,
deal logs and totals), so it stands above the protocol; were the protocol to call it, the engine
would import itself in a circle (protocol, writer, deal log, protocol). Reading a record
(``record.py``) replays it through the rules and stands above both.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from .cards import CardCodec
from .deal_log import DealLog
from .protocol import State

FORMAT = "tricktable-record"
VERSION = 1


def default_players(n: int) -> list[dict[str, Any]]:
    return [{"name": f"Player {i + 1}", "kind": "computer", "level": "rule"} for i in range(n)]


def deal_to_json(codec: CardCodec, rules: Any, log: DealLog) -> dict[str, Any]:
    return {
        "number": log.number,
        "dealer": log.dealer,
        "hands": [codec.codes(h) for h in log.hands],
        "stock": [codec.code(c) for c in log.stock],
        "controller": list(log.controller),
        "trump": log.trump,
        "contract": log.contract,
        "actions": [
            {"player": player, "position": position, **rules.action_to_json(action)}
            for player, position, action in log.actions
        ],
        "tricks": [
            {"leader": leader, "cards": [codec.code(c) for c in cards], "winner": winner}
            for leader, cards, winner in log.tricks
        ],
        "score": list(log.score) if log.score is not None else None,
        "totals": list(log.totals) if log.totals is not None else None,
    }


def deal_logs(state: Any) -> list:
    """Every deal's log so far, in order: the finished deals' and the one under way (once the
    game is over its last deal's log is the last of the history, not a deal under way). The
    record, the replays, the deal log and the move count all read the deals this way."""
    logs = list(state.history)
    if state.deal_log is not None and (not logs or logs[-1] is not state.deal_log):
        logs.append(state.deal_log)
    return logs


def make_record(state: State, players: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The RECORD.md document of a game as it stands (finished or in progress)."""
    rules = state.rules
    codec = rules.codec
    logs = deal_logs(state)
    n_players = state.num_players
    result = None
    if state.game_over:
        winners, totals = state.result()
        result = {"winners": list(winners), "totals": list(totals)}
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": rules.id,
        "options": dict(state.options),
        "players": players if players is not None else default_players(n_players),
        "seed": state.seed,
        "deals": [deal_to_json(codec, rules, log) for log in logs],
        "result": result,
    }


def deals_digest(state: State, finished: int) -> str:
    """What names the first ``finished`` deals of ``state`` (the game, its options and seed,
    each deal's cards and every action), as a short text: a deal's review or summary
    remembered on disk beside the autosave is found again in the same game resumed or opened
    from a saved record, whichever file it comes from, and in no other game (a game dealt
    alike but played otherwise is another)."""
    rules = state.rules
    named = {"game": rules.id, "options": dict(state.options), "seed": state.seed,
             "deals": [deal_to_json(rules.codec, rules, log) for log in state.history[:finished]]}
    text = json.dumps(named, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
