"""The JSON game record: the save file, the autosave, the hand-history export and replay's input.

Loading never trusts the file: every action is replayed through the rules, so an edited or damaged
record cannot produce an illegal position. The first thing that does not fit is reported with its
deal number and action index, and nothing is returned half-loaded.
"""

from __future__ import annotations

import json
import re
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .cards import CardCodec
from .protocol import DealPreset, IllegalAction, OptionError, Rules, State
from .record_write import FORMAT, VERSION, deal_to_json, default_players
from .words import Sentence, literal

#: a record file larger than this is refused before it is read (a real game is a few hundred KB)
MAX_FILE_BYTES = 50 * 1024 * 1024
#: quoted values longer than this are cut in messages, so a refusal stays one readable line
EXCERPT_CHARS = 40
_LONG_TOKEN = re.compile(r"\S{" + str(EXCERPT_CHARS + 20) + ",}")


#: what kind of refusal a RecordError is, told by how its message begins, so that a caller
#: holding only the message (the window's box) can put it in plain words: a record from a newer
#: version or of an unknown game was called "damaged" there. Any other message: DAMAGED.
EMPTY, UNREADABLE, TOO_LARGE = "empty", "unreadable", "too large"
NOT_A_RECORD, NEWER, UNKNOWN_GAME, DAMAGED = "not a record", "newer", "unknown game", "damaged"
KIND_PREFIXES: dict[str, str] = {
    "the file is empty": EMPTY,
    "cannot read the file: ": UNREADABLE,
    "too large to be a game record: ": TOO_LARGE,
    "not a game record: ": NOT_A_RECORD,
    "saved by a newer Trick Table: ": NEWER,
    "unknown game ": UNKNOWN_GAME,
}


def refusal_kind(message: str) -> str:
    """The kind of a refusal's message (``KIND_PREFIXES``; ``DAMAGED`` when none fits)."""
    return next((kind for start, kind in KIND_PREFIXES.items() if message.startswith(start)),
                DAMAGED)


class RecordError(ValueError):
    """A record that cannot be loaded; the message says where and why, in one short line (a huge
    value in the file is quoted only by its first characters). It never names the file: the
    caller does, once (a long path was cut short here, "…/sav… (60 characters)", and the
    count read as the file's length)."""

    def __init__(self, message: str) -> None:
        message = " ".join(str(message).split())
        message = _LONG_TOKEN.sub(
            lambda m: f"{m.group(0)[:EXCERPT_CHARS]}… ({len(m.group(0))} characters)", message)
        if len(message) > 400:
            message = message[:397] + "…"
        super().__init__(message)

    @property
    def kind(self) -> str:
        """What kind of refusal this is (``refusal_kind``)."""
        return refusal_kind(str(self))


def excerpt(value: Any) -> str:
    """A value as a message may quote it: its repr, cut short when long (huge numbers included)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
        return f"a number of about {int(value.bit_length() * 0.30103) + 1} digits"
    try:
        text = repr(value)
    except (ValueError, RecursionError):
        return f"a {type(value).__name__}"
    return text if len(text) <= EXCERPT_CHARS else text[:EXCERPT_CHARS] + "…"


def load_file(path: str | Path) -> dict[str, Any]:
    """Read a record file as JSON. Anything that is not a readable JSON record of a sane size
    raises RecordError (never another error): empty, too large, not text, not JSON, nested too
    deep, or holding a number too long to read, or no ordinary file at all: a device or a pipe
    (``/dev/zero`` was read without end, the program's memory growing until it was killed)."""
    try:
        info = Path(path).stat()
        if not stat.S_ISREG(info.st_mode):
            raise RecordError("not a game record: it is not an ordinary file (a folder, a "
                              "device or a pipe)")
        if info.st_size > MAX_FILE_BYTES:
            raise RecordError(f"too large to be a game record: the file is "
                              f"{info.st_size / 2**20:.0f} MB, and a record is at most "
                              f"{MAX_FILE_BYTES // 2**20} MB")
        with open(path, "rb") as f:  # no more than the most a record may be, whatever it grew to
            data = f.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise RecordError(f"too large to be a game record: a record is at most "
                              f"{MAX_FILE_BYTES // 2**20} MB")
        text = data.decode("utf-8")
    except OSError as exc:
        why = str(exc.strerror or exc)
        raise RecordError(f"cannot read the file: {why[:1].lower()}{why[1:]}") from exc
    except UnicodeDecodeError as exc:
        raise RecordError("not a game record: it is not a text file") from exc
    return parse_text(text)


def parse_text(text: str) -> Any:
    """JSON text to a document; every way of failing becomes one RecordError, in plain words
    (Python's "Expecting property name enclosed in double quotes" was shown to the person)."""
    if not text.strip():
        raise RecordError("the file is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"not a game record: its text goes wrong at line {exc.lineno}") from exc
    except RecursionError as exc:
        raise RecordError("not a game record: it is nested too deeply") from exc
    except ValueError as exc:  # an integer of more than 4,300 digits
        raise RecordError("not a game record: it holds a number too long to read") from exc


def record_players(doc: dict[str, Any], count: int) -> list[dict[str, Any]]:
    """The record's players, checked: a list of objects whose name, kind and level are text.
    Missing entries are filled with numbered computer players."""
    players = doc.get("players")
    if players is None:
        players = []
    if not isinstance(players, list):
        raise RecordError(f"'players' must be a list, not {excerpt(players)}")
    out = []
    for i, entry in enumerate(players):
        if not isinstance(entry, dict):
            raise RecordError(f"player {i + 1} must be an object, not {excerpt(entry)}")
        for key in ("name", "kind", "level"):
            if key in entry and not isinstance(entry[key], str):
                raise RecordError(f"player {i + 1}'s {key} must be text, not {excerpt(entry[key])}")
        out.append(entry)
    for i in range(len(out), count):
        out.append(default_players(count)[i])
    return out


#: how the engine finds a game's rules by its id: an unknown id raises ``KeyError`` (whose message,
#: if it is a sentence, is shown); the games' registry hands ``get_rules``
RulesLookup = Callable[[str], Rules]


def replay(doc: Any, rules_for: RulesLookup) -> State:
    """Rebuild the state a record describes by replaying every action through the rules.

    ``rules_for`` finds the rules of the record's game: the engine knows no game itself (the
    games are built on it), so its caller hands it the games' registry (``get_rules``).

    Raises RecordError naming the deal and action that do not fit; stored tricks, scores, totals,
    controllers, trumps and contracts that differ from the recomputed ones mark the record as
    edited. RecordError is the only error that leaves here: the window, the autosave and the
    ``replay`` command all rely on that.
    """
    try:
        return _replay(doc, rules_for)
    except RecordError:
        raise
    except RecursionError as exc:
        raise RecordError("not a game record: it is nested too deeply") from exc
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError) as exc:
        # a shape no check above foresaw: still refused in one line (the drill counts these)
        raise RecordError(f"the record does not fit the rules (unexpected {type(exc).__name__}: "
                          f"{exc})") from exc


def _replay(doc: Any, rules_for: RulesLookup) -> State:
    if not isinstance(doc, dict):
        raise RecordError(f"not a game record: it holds {_held(doc)}, not a record's fields")
    if doc.get("format") != FORMAT:
        raise RecordError(f"not a game record: it is not in Trick Table's format (its format is "
                          f"{excerpt(doc.get('format'))})")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError(f"the record's version {excerpt(version)} is not valid")
    if version > VERSION:
        raise RecordError(
            f"saved by a newer Trick Table: the record is of version {version}, and this "
            f"version reads records up to version {VERSION}")
    game = doc.get("game")
    if not isinstance(game, str):
        raise RecordError(f"unknown game {excerpt(game)}")
    try:
        rules = rules_for(game)
    except KeyError as exc:
        said = exc.args[0] if exc.args else None
        raise RecordError(said if isinstance(said, str) and said != game
                          else f"unknown game {excerpt(game)}") from None
    options = doc.get("options") or {}
    if not isinstance(options, dict):
        raise RecordError("'options' must be an object")
    try:
        options = rules.options(**options)
    except OptionError as exc:
        raise RecordError(str(exc)) from exc
    seed = doc.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
        raise RecordError(f"'seed' must be a whole number from 0 to 2**63 - 1, not {excerpt(seed)}")
    deals = doc.get("deals")
    if not isinstance(deals, list):
        raise RecordError("'deals' must be a list")
    codec = rules.codec
    presets: dict[int, DealPreset] = {}
    for i, deal in enumerate(deals):
        if not isinstance(deal, dict):
            raise RecordError(f"deal {i + 1} is not an object")
        number = deal.get("number", i + 1)
        if number != i + 1 or isinstance(number, bool):
            raise RecordError(
                f"deal {i + 1} is numbered {excerpt(number)}; deals must run 1, 2, 3, …")
        presets[number] = _preset(codec, deal, number)
    record_players(doc, 0)
    try:
        state = rules.start(options, seed, presets)
    except (IllegalAction, ValueError) as exc:
        raise RecordError(f"deal 1: {exc}") from exc
    for number, preset in presets.items():
        if number > 1:
            try:
                state.check_preset(preset)
            except (IllegalAction, ValueError) as exc:
                raise RecordError(f"deal {number}: {exc}") from exc
    for i, deal in enumerate(deals):
        _replay_deal(rules, state, deal, i + 1, doc.get("players"))
    stored = doc.get("result")
    if stored is not None:
        if not isinstance(stored, dict):
            raise RecordError(f"'result' must be an object or null, not {excerpt(stored)}")
        if not state.game_over:
            raise RecordError("the record says the game is over, but its deals do not finish it")
        winners, totals = state.result()
        if (stored.get("winners") != list(winners) or stored.get("totals") != list(totals)):
            raise RecordError("the record's result differs from the replayed one: it was edited")
    return state


def _held(doc: Any) -> str:
    """What a file that is no record holds, in a reader's words ("it is JSON text, but not a JSON
    object" was shown)."""
    if isinstance(doc, list):
        return "a list"
    if isinstance(doc, str):
        return "only a piece of text"
    if isinstance(doc, (int, float)) and not isinstance(doc, bool):
        return "only a number"
    return "only a single value"


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
                    raise RecordError(f"deal {number}: the {excerpt(code)} is dealt twice")
                seen |= 1 << c
                m |= 1 << c
            masks.append(m)
        stock = []
        stock_codes = deal.get("stock")
        if stock_codes is not None and not isinstance(stock_codes, list):
            raise RecordError(f"deal {number}: 'stock' must be a list of cards, "
                              f"not {excerpt(stock_codes)}")
        for code in stock_codes or []:
            c = codec.parse(code)
            if (seen >> c) & 1:
                raise RecordError(f"deal {number}: the {excerpt(code)} is dealt twice")
            seen |= 1 << c
            stock.append(c)
    except ValueError as exc:
        if isinstance(exc, RecordError):
            raise
        raise RecordError(f"deal {number}: {exc}") from exc
    dealer = deal.get("dealer")
    if dealer is not None and (not isinstance(dealer, int) or isinstance(dealer, bool)
                               or not 0 <= dealer < len(masks)):
        raise RecordError(f"deal {number}: 'dealer' must be a position number from 0 to "
                          f"{len(masks) - 1}, not {excerpt(dealer)}")
    return DealPreset(dealer=dealer, hands=masks, stock=stock)


#: keys every action may carry besides its own payload
ACTION_KEYS = frozenset(("type", "player", "position"))


def _replay_deal(rules: Any, state: State, deal: dict, number: int, players: Any) -> None:
    if state.game_over:
        raise RecordError(f"deal {number}: the game was already over before this deal")
    if state.deal_number != number:
        raise RecordError(f"deal {number}: the replay is at deal {state.deal_number} here")
    actions = deal.get("actions")
    if actions is None:
        actions = []
    if not isinstance(actions, list):
        raise RecordError(f"deal {number}: 'actions' must be a list, not {excerpt(actions)}")
    log = state.deal_log
    for index, doc in enumerate(actions, start=1):
        where = f"deal {number}, action {index}"
        if not isinstance(doc, dict):
            raise RecordError(f"{where}: an action must be an object, not {excerpt(doc)}")
        if state.game_over or state.deal_number != number:
            raise RecordError(f"{where}: the deal is already over")
        try:
            action = rules.action_from_json(doc)
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            raise RecordError(f"{where}: {exc}") from exc
        _check_action_keys(rules, state, doc, action, where)
        player, position = state.to_act, state.acting_position
        if "player" in doc and (doc["player"] != player or isinstance(doc["player"], bool)):
            raise RecordError(_wrong_turn(where, players, state.num_players, player,
                                          doc["player"]))
        if "position" in doc and (doc["position"] != position
                                  or isinstance(doc["position"], bool)):
            raise RecordError(
                f"{where}: position {position} acts here, not {excerpt(doc['position'])}")
        reason = state.why_illegal(action)
        if reason is not None:  # the rules' words are said to the player acting: quoted
            if isinstance(reason, Sentence):  # the others it names, by the record's names
                reason = reason.fill(_names(players, state.num_players))
            who = _player_name(players, player)
            # "they tell Anna: …" left "they" to be guessed (the rules? the players?)
            raise RecordError(f"{where}: {who} made a move the rules do not allow. The table "
                              f"would have told {'you' if who.lower() == 'you' else who}: "
                              f"“{reason}”")
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise RecordError(f"{where}: {exc}") from exc
    finished = log.score is not None
    mine = _normalised(deal_to_json(rules.codec, rules, log))
    stored_tricks = deal.get("tricks")
    if stored_tricks is not None:
        if not isinstance(stored_tricks, list):
            raise RecordError(
                f"deal {number}: 'tricks' must be a list, not {excerpt(stored_tricks)}")
        if stored_tricks != mine["tricks"][: len(stored_tricks)] or (
                finished and len(stored_tricks) != len(mine["tricks"])):
            raise RecordError(f"deal {number}: the stored tricks differ from the replayed ones: "
                              "the record was edited")
    for key in ("score", "totals"):
        stored = deal.get(key)
        if stored is None:
            continue
        if mine[key] is None or mine[key] != stored:
            replayed = excerpt(mine[key]) if mine[key] is not None else "unfinished deal"
            raise RecordError(f"deal {number}: the stored {key} {excerpt(stored)} differs from the "
                              f"replayed {replayed}: the record was edited")
    for key in ("controller", "trump", "contract"):
        if key in deal and deal[key] != mine[key]:
            raise RecordError(f"deal {number}: the stored {key} {excerpt(deal[key])} differs from "
                              f"the replayed {excerpt(mine[key])}: the record was edited")
    if deal.get("dealer") is not None and log.dealer != deal["dealer"]:
        raise RecordError(f"deal {number}: dealer {excerpt(deal['dealer'])} cannot deal here")


def _player_name(players: Any, player: int) -> str:
    """The player's name as the record's ``players`` gives it, to name the one who broke the
    rules ("player 1's move … (“You must follow spades…”)" said no seat, where the person
    reading sees names); "player N" (counted from 1) where the record names nobody."""
    entry = players[player] if isinstance(players, list) and 0 <= player < len(players) else None
    name = entry.get("name") if isinstance(entry, dict) else None
    if isinstance(name, str) and name.strip():
        return " ".join(name.split())
    return f"player {player + 1}"


def _names(players: Any, count: int) -> list[str]:
    """The record's name of each of ``count`` players ("" where it names none: a sentence
    then says "player 2", counted from 1)."""
    names = [_player_name(players, p) for p in range(count)]
    return ["" if n == f"player {p + 1}" else n for p, n in enumerate(names)]


def _wrong_turn(where: str, players: Any, count: int, player: int, said: Any) -> str:
    """An action that names another player than the one whose turn it is, each by the record's
    names: "it is player 1's turn, not player 3's" counted the players from 0 (while "action
    5" counts from 1), and named nobody the person sees at the table."""
    names = _names(players, count)
    if not isinstance(said, int) or isinstance(said, bool) or not 0 <= said < count:
        return Sentence(f"{literal(where)}: it is {{p0's}} turn, and the action names a player "
                        f"this game does not have ({literal(excerpt(said))})", player).fill(names)
    theirs = "yours" if names[said] == "You" else "{p1's}"  # "not your" was no end
    return Sentence(f"{literal(where)}: it is {{p0's}} turn, not {theirs}", player,
                    said).fill(names)


def _check_action_keys(rules: Any, state: State, doc: dict, action: Any, where: str) -> None:
    """A key the action's type never has (a misspelt ``"pLayer"``) is refused, not ignored: the
    keys allowed are those the legal actions of that type are written with."""
    extra = [k for k in doc if k not in ACTION_KEYS and k != "card" and doc[k] is not None]
    if not extra:
        return
    allowed = {k for a in state.legal_actions() if a.type == action.type
               for k in rules.action_to_json(a)}
    if not allowed:
        return  # not a legal type here at all: why_illegal says why
    unknown = [k for k in extra if k not in allowed]
    if unknown:
        raise RecordError(f"{where}: a {excerpt(action.type)} action has no key "
                          f"{excerpt(unknown[0])} (its keys: "
                          f"{', '.join(sorted(ACTION_KEYS | allowed))})")


def _normalised(doc: Any) -> Any:
    """A document as it reads back from JSON (tuples become lists), for comparing stored fields."""
    return json.loads(json.dumps(doc))
