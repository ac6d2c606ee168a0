"""The JSON game record: the save file, the autosave, the hand-history export and replay's input.

Loading never trusts the file: every action is replayed through the rules, so an edited or damaged
record cannot produce an illegal position. The first thing that does not fit is reported with its
deal number and action index, and nothing is returned half-loaded.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .cards import CardCodec
from .deal_log import DealLog
from .protocol import DealPreset, IllegalAction, OptionError, State

FORMAT = "tricktable-record"
VERSION = 1


class RecordError(ValueError):
    """A record that cannot be loaded; the message says where and why."""


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


def make_record(state: State, players: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The RECORD.md document of a game as it stands (finished or in progress)."""
    rules = state.rules
    codec = rules.codec
    logs = list(state.history)
    if state.deal_log is not None and (not logs or logs[-1] is not state.deal_log):
        logs.append(state.deal_log)
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


def dumps(doc: dict[str, Any]) -> str:
    return json.dumps(doc, indent=1, ensure_ascii=False)


def load_file(path: str | Path) -> dict[str, Any]:
    """Read a record file as JSON; a file that is not JSON raises RecordError."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror or exc}") from exc
    except UnicodeDecodeError as exc:
        raise RecordError(f"{path} is not a text file") from exc
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{path} is not JSON (line {exc.lineno}: {exc.msg})") from exc


def replay(doc: Any) -> State:
    """Rebuild the state a record describes by replaying every action through the rules.

    Raises RecordError naming the deal and action that do not fit; stored tricks, scores and totals
    that differ from the recomputed ones mark the record as edited.
    """
    from ..games.registry import GAME_IDS, get_rules

    if not isinstance(doc, dict):
        raise RecordError("a game record is a JSON object")
    if doc.get("format") != FORMAT:
        raise RecordError(f"not a Trick Table game record (format is {doc.get('format')!r})")
    version = doc.get("version")
    if not isinstance(version, int) or version < 1:
        raise RecordError(f"the record's version {version!r} is not valid")
    if version > VERSION:
        raise RecordError(
            f"this record was written by a newer Trick Table (record version {version}); "
            f"this version reads up to {VERSION}")
    game = doc.get("game")
    if game not in GAME_IDS:
        raise RecordError(f"unknown game {game!r} (known: {', '.join(GAME_IDS)})")
    rules = get_rules(game)
    options = doc.get("options") or {}
    if not isinstance(options, dict):
        raise RecordError("'options' must be an object")
    try:
        options = rules.options(**options)
    except OptionError as exc:
        raise RecordError(str(exc)) from exc
    seed = doc.get("seed", 0)
    if not isinstance(seed, int):
        raise RecordError("'seed' must be a whole number")
    deals = doc.get("deals")
    if not isinstance(deals, list):
        raise RecordError("'deals' must be a list")
    codec = rules.codec
    presets: dict[int, DealPreset] = {}
    for i, deal in enumerate(deals):
        if not isinstance(deal, dict):
            raise RecordError(f"deal {i + 1} is not an object")
        number = deal.get("number", i + 1)
        if number != i + 1:
            raise RecordError(f"deal {i + 1} is numbered {number!r}; deals must run 1, 2, 3, …")
        presets[number] = _preset(codec, deal, number)
    try:
        state = rules.start(options, seed, presets)
    except (IllegalAction, ValueError) as exc:
        raise RecordError(f"deal 1: {exc}") from exc
    for i, deal in enumerate(deals):
        _replay_deal(rules, state, deal, i + 1)
    stored = doc.get("result")
    if stored is not None:
        if not state.game_over:
            raise RecordError("the record says the game is over, but its deals do not finish it")
        winners, totals = state.result()
        if (stored.get("winners") != list(winners) or stored.get("totals") != list(totals)):
            raise RecordError("the record's result differs from the replayed one: it was edited")
    return state


def _preset(codec: CardCodec, deal: dict, number: int) -> DealPreset:
    hands = deal.get("hands")
    if not isinstance(hands, list) or not all(isinstance(h, list) for h in hands):
        raise RecordError(f"deal {number}: 'hands' must be a list of card lists")
    seen = 0
    masks = []
    try:
        for h in hands:
            m = 0
            for code in h:
                c = codec.parse(code)
                if (seen >> c) & 1:
                    raise RecordError(f"deal {number}: the {code} is dealt twice")
                seen |= 1 << c
                m |= 1 << c
            masks.append(m)
        stock = []
        for code in deal.get("stock") or []:
            c = codec.parse(code)
            if (seen >> c) & 1:
                raise RecordError(f"deal {number}: the {code} is dealt twice")
            seen |= 1 << c
            stock.append(c)
    except ValueError as exc:
        if isinstance(exc, RecordError):
            raise
        raise RecordError(f"deal {number}: {exc}") from exc
    dealer = deal.get("dealer")
    if dealer is not None and not isinstance(dealer, int):
        raise RecordError(f"deal {number}: 'dealer' must be a position number")
    return DealPreset(dealer=dealer, hands=masks, stock=stock)


def _replay_deal(rules: Any, state: State, deal: dict, number: int) -> None:
    if state.game_over:
        raise RecordError(f"deal {number}: the game was already over before this deal")
    if state.deal_number != number:
        raise RecordError(f"deal {number}: the replay is at deal {state.deal_number} here")
    actions = deal.get("actions") or []
    if not isinstance(actions, list):
        raise RecordError(f"deal {number}: 'actions' must be a list")
    log = state.deal_log
    for index, doc in enumerate(actions, start=1):
        where = f"deal {number}, action {index}"
        if not isinstance(doc, dict):
            raise RecordError(f"{where}: an action must be an object")
        if state.game_over or state.deal_number != number:
            raise RecordError(f"{where}: the deal is already over")
        try:
            action = rules.action_from_json(doc)
        except (ValueError, TypeError, KeyError) as exc:
            raise RecordError(f"{where}: {exc}") from exc
        player, position = state.to_act, state.acting_position
        if "player" in doc and doc["player"] != player:
            raise RecordError(
                f"{where}: it is player {player}'s turn, not player {doc['player']}'s")
        if "position" in doc and doc["position"] != position:
            raise RecordError(f"{where}: position {position} acts here, not {doc['position']}")
        reason = state.why_illegal(action)
        if reason is not None:
            raise RecordError(f"{where}: {reason}")
        state.apply(action)
    finished = log.score is not None
    codec = rules.codec
    if "tricks" in deal and deal["tricks"] is not None:
        recomputed = deal_to_json(codec, rules, log)["tricks"]
        if deal["tricks"] != recomputed[: len(deal["tricks"])] or (
                finished and len(deal["tricks"]) != len(recomputed)):
            raise RecordError(f"deal {number}: the stored tricks differ from the replayed ones: "
                              "the record was edited")
    for key in ("score", "totals"):
        stored = deal.get(key)
        if stored is None:
            continue
        mine = getattr(log, key)
        if mine is None or list(mine) != stored:
            raise RecordError(f"deal {number}: the stored {key} {stored} differs from the replayed "
                              f"{list(mine) if mine is not None else 'unfinished deal'}: "
                              "the record was edited")
    if deal.get("dealer") is not None and log.dealer != deal["dealer"]:
        raise RecordError(f"deal {number}: dealer {deal['dealer']} cannot deal here")
