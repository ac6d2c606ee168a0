"""Where Trick Table keeps its files, and how it reads and writes them without ever losing one.

The person's settings live in ``settings.json`` under appdirs' ``user_config_dir``; the autosave,
saved games and statistics (``stats_store`` reads those) under ``user_data_dir``.
``TRICKTABLE_HOME`` replaces both with
``$TRICKTABLE_HOME/config`` and ``$TRICKTABLE_HOME/data`` so tests and the self-test never touch the
real ones.

Two promises shape this module:

* every write is atomic and a file that cannot be used is never overwritten or deleted, only
  renamed aside with a sentence for the person (how is in ``safe_files``, shared with the
  statistics and the tips already shown); here, defaults are then used;
* files are plain JSON checked field by field (no pickle, no eval). One bad field falls back to its
  default with a message instead of discarding the whole file.

Qt-free on purpose: the settings are read by the CLI and the self-test as well as by the window.
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import appdirs

from .engine import record as _record
from .games.registry import DEFAULT_GAME
from .presentation.felt_colours import DEFAULT_FELT, FELT_IDS
from .presentation.motion import SPEED_NAMES
from .presentation.text_sizes import TEXT_SIZES, USUAL_SIZE
from .safe_files import (
    TEMP_SUFFIX,
    StoreError,
    _abandoned,
    _copy_aside,
    _load_versioned,
    _set_aside_message,
    _write_json,
    merge_kept,
    read_json_file,
)

SCHEMA_VERSION = 1

#: built-in card back ids (first is the default); ``tricktable.ui.card_art.BACKS`` re-exports them
BACK_IDS: tuple[str, ...] = ("blue", "red", "green", "charcoal")
#: the ``card_back`` value meaning "the image at ``custom_back_path``"
CUSTOM_BACK = "custom"

SEAT_KINDS: tuple[str, ...] = ("human", "computer")
#: computer levels (the same names as ``tricktable.ai.registry.LEVELS``, kept here so that reading
#: the settings does not import the AI package)
SEAT_LEVELS: tuple[str, ...] = ("random", "beginner", "rule", "advanced", "expert")

#: opponents' default names by player count, clockwise from the person (who sits at the bottom)
_OPPONENT_NAMES: dict[int, tuple[str, ...]] = {
    2: ("North",),
    3: ("West", "East"),
    4: ("West", "North", "East"),
    5: ("West", "Northwest", "Northeast", "East"),
}
#: the names that say where a seat is, not who sits there
_PLACE_WORDS = frozenset(n for names in _OPPONENT_NAMES.values() for n in names) | {"South"}

_WINDOW_DEFAULT = {"width": 1280, "height": 800, "maximized": False}


@dataclass
class Seat:
    """Who decides for one player: the person (``human``) or a ``computer`` of some level.

    One type for the seats the person chose (kept in ``settings.json`` per game, written field
    by field: name, kind, level) and the seats of the game being played (the controller's)."""

    name: str
    kind: str = "computer"  # "human" | "computer"
    level: str = "rule"

    @property
    def human(self) -> bool:
        return self.kind == "human"


def _default_seats() -> dict[str, list[Seat]]:
    return {}


@dataclass
class Settings:
    """Everything the person chose, as written to ``settings.json``."""

    version: int = SCHEMA_VERSION
    player_name: str = "You"
    speed: str = "normal"
    card_back: str = BACK_IDS[0]
    custom_back_path: str | None = None
    four_colour: bool = False
    #: the table's colour (``felt_colours.FELTS``); files written before it was offered lack it
    felt: str = DEFAULT_FELT
    #: the text's size against the desktop's (``text_sizes.TEXT_SIZES``); older files lack it
    text_size: str = USUAL_SIZE
    hints: bool = True
    #: the play checker: a clearly worse choice is questioned before it goes through
    check_plays: bool = False
    #: a short tip the first time each kind of decision of a game comes (guided first games)
    tips: bool = True
    last_game: str = DEFAULT_GAME
    #: the game whose end was the last thing played: the next start asks for the next game
    #: (the autosave that said so is removed at the game's end, so a new one was dealt unasked)
    ended_game: str = ""
    seats: dict[str, list[Seat]] = field(default_factory=_default_seats)
    game_options: dict[str, dict] = field(default_factory=dict)
    window: dict = field(default_factory=lambda: dict(_WINDOW_DEFAULT))
    #: the folder a game record was last opened from or saved to: the record choosers open
    #: there ("": the saves folder; they always opened there, wherever the person had gone)
    record_folder: str = ""
    #: what the file held that this version does not know (a newer version's settings): written
    #: back as it was, never dropped (opening an older copy once lost them for the newer)
    unknown: dict = field(default_factory=dict, repr=False)
    #: a newer version's file as read ("file") and as this version took it ("read"): written
    #: back with only what was changed here (``merge_kept``), the newer values kept
    newer: dict | None = field(default=None, repr=False, compare=False)

    def seats_for(self, game_id: str, players: int,
                  places: list[str] | None = None) -> list[Seat]:
        """The seats to offer for a new game: the last ones chosen for this game and player count,
        else the person at seat 0 and rule-based computer players named by compass point
        (``places``: where each player sits, when the game seats dummies among them)."""
        stored = self.seats.get(game_id)
        if stored and len(stored) == players:
            # a place's name kept at another place goes back to the seat's own: the new-game
            # dialog once carried Nineteen's "North" to Sheepshead's East, and saved it there
            own = places if places is not None and len(places) == players else None
            return [Seat(own[i] if own and s.name in _PLACE_WORDS and s.name != own[i]
                         else s.name, s.kind, s.level)
                    for i, s in enumerate(stored)]
        return default_seats(players, self.player_name, places)


def default_seats(players: int, player_name: str = "You",
                  places: list[str] | None = None) -> list[Seat]:
    """Seat 0 is the person; the others are computer players named after where they sit
    (``places``, one compass point per player, when the game says; else by player count)."""
    if places is not None and len(places) == players:
        names = tuple(places[1:])
    else:
        names = _OPPONENT_NAMES.get(players, tuple(f"Player {i + 1}" for i in range(1, players)))
    return [Seat(player_name, "human", "rule")] + [Seat(n) for n in names]


def seats_from_players(players: Any, count: int) -> list[Seat]:
    """Seats from a record's ``players`` list; anything missing or odd becomes a computer seat."""
    from .ai.registry import LEVELS

    seats: list[Seat] = []
    items = players if isinstance(players, list) else []
    for i in range(count):
        doc = items[i] if i < len(items) and isinstance(items[i], dict) else {}
        name = doc.get("name")
        if not isinstance(name, str) or not name.strip():
            name = f"Player {i + 1}"
        kind = doc.get("kind") if doc.get("kind") in ("human", "computer") else "computer"
        level = doc.get("level") if doc.get("level") in LEVELS else "rule"
        seats.append(Seat(name.strip()[:40], kind, level))
    return seats


# -------------------------------------------------------------------------------------------- paths


def paths() -> dict[str, Path]:
    """The directories and files Trick Table uses (not created here: writers create them)."""
    home = os.environ.get("TRICKTABLE_HOME")
    if home:
        config_dir = Path(home) / "config"
        data_dir = Path(home) / "data"
    else:
        config_dir = Path(appdirs.user_config_dir("tricktable", "TrickTable"))
        data_dir = Path(appdirs.user_data_dir("tricktable", "TrickTable"))
    return {
        "config_dir": config_dir,
        "data_dir": data_dir,
        "settings": config_dir / "settings.json",
        "autosave": data_dir / "autosave.json",
        "saves_dir": data_dir / "saves",
        "statistics": data_dir / "statistics.json",
        "tips": data_dir / "tips.json",
        "reviewed": data_dir / "reviewed.json",  # the deals whose review was opened (autosave)
        "summaries_read": data_dir / "summaries-read.json",  # the deal summaries closed (same)
        "custom_back": data_dir / "card-back.png",  # the program's copy of the person's picture
    }


#: the files whose temporary copies :func:`remove_stale_temp_files` looks for
_KEPT_FILES = ("settings", "autosave", "statistics", "tips", "reviewed", "summaries_read",
               "custom_back")


def remove_stale_temp_files() -> int:
    """Remove the half-written temporary files a kill during a write left behind (the real file
    was never touched: writes replace it only when complete). Returns how many were removed."""
    p = paths()
    removed = 0
    for key in _KEPT_FILES:
        target = p[key]
        try:
            candidates = list(target.parent.glob(f".{target.name}.*{TEMP_SUFFIX}"))
        except OSError:
            continue
        for tmp in candidates:
            if _abandoned(tmp):
                with contextlib.suppress(OSError):
                    tmp.unlink()
                    removed += 1
    return removed


# ---------------------------------------------------------------------------------------- settings


def _is_str(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value) <= 200


def _is_bool(value: Any) -> bool:
    return isinstance(value, bool)


def _valid_window(value: Any) -> dict | None:
    if not isinstance(value, dict):
        return None
    out = dict(_WINDOW_DEFAULT)
    for key in ("width", "height"):
        v = value.get(key, out[key])
        if isinstance(v, bool) or not isinstance(v, int) or not 200 <= v <= 20000:
            return None
        out[key] = v
    maximized = value.get("maximized", False)
    if not isinstance(maximized, bool):
        return None
    out["maximized"] = maximized
    x, y = value.get("x"), value.get("y")  # where it was left (none before the first close)
    if all(isinstance(v, int) and not isinstance(v, bool) and -20000 <= v <= 20000
           for v in (x, y)):
        out["x"], out["y"] = x, y
    for key in ("scores", "log"):  # the panels beside the table shown at closing
        if isinstance(value.get(key), bool):
            out[key] = value[key]
    frame = value.get("frame")  # the frame's margins as measured (none in older files)
    if isinstance(frame, list) and len(frame) == 4 and all(
            isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 200 for v in frame):
        out["frame"] = list(frame)
    dialogs = value.get("dialogs")  # the dialogs' sizes as last left (none in older files)
    if isinstance(dialogs, dict):
        sizes = {k: list(v) for k, v in dialogs.items() if isinstance(k, str) and len(k) <= 40
                 and isinstance(v, list) and len(v) == 2 and all(
                     isinstance(n, int) and not isinstance(n, bool) and 200 <= n <= 20000
                     for n in v)}
        if sizes:
            out["dialogs"] = sizes
    return out


def _valid_seat(value: Any) -> Seat | None:
    if not isinstance(value, dict):
        return None
    name, kind, level = value.get("name"), value.get("kind", "computer"), value.get("level", "rule")
    if not _is_str(name) or kind not in SEAT_KINDS or level not in SEAT_LEVELS:
        return None
    return Seat(name, kind, level)


def _valid_seats(value: Any) -> dict[str, list[Seat]] | None:
    if not isinstance(value, dict):
        return None
    out: dict[str, list[Seat]] = {}
    for game_id, seats in value.items():
        if not isinstance(seats, list) or not 2 <= len(seats) <= 8:
            return None
        parsed = [_valid_seat(s) for s in seats]
        if any(s is None for s in parsed):
            return None
        out[game_id] = parsed  # type: ignore[assignment]
    return out


def _is_json_scalar(value: Any) -> bool:
    return value is None or isinstance(value, str | bool | int) or (
        isinstance(value, float) and value == value and abs(value) != float("inf"))


def _valid_game_options(value: Any) -> dict[str, dict] | None:
    if not isinstance(value, dict):
        return None
    for options in value.values():
        if not isinstance(options, dict):
            return None
        if not all(_is_json_scalar(v) for v in options.values()):
            return None
    return {gid: dict(opts) for gid, opts in value.items()}


def _check(ok: bool, value: Any) -> Any:
    return value if ok else None


#: field name -> function returning the checked value, or None when it is unusable
_FIELD_CHECKS = {
    "player_name": lambda v: _check(_is_str(v), v),
    "speed": lambda v: _check(v in SPEED_NAMES, v),
    "card_back": lambda v: _check(isinstance(v, str) and (v in BACK_IDS or v == CUSTOM_BACK), v),
    "four_colour": lambda v: _check(_is_bool(v), v),
    "felt": lambda v: _check(v in FELT_IDS, v),
    "text_size": lambda v: _check(v in TEXT_SIZES, v),
    "hints": lambda v: _check(_is_bool(v), v),
    "check_plays": lambda v: _check(_is_bool(v), v),
    "tips": lambda v: _check(_is_bool(v), v),
    "last_game": lambda v: _check(_is_str(v), v),
    "ended_game": lambda v: _check(isinstance(v, str) and len(v) <= 200, v),
    "seats": _valid_seats,
    "game_options": _valid_game_options,
    "window": _valid_window,
    "record_folder": lambda v: _check(isinstance(v, str) and len(v) <= 4096, v),
}


#: how each field is named in messages to the person
FIELD_LABELS = {
    "player_name": "your name", "speed": "animation speed", "card_back": "card back",
    "custom_back_path": "custom card back picture", "four_colour": "four-colour deck",
    "felt": "table colour", "text_size": "text size",
    "hints": "hints", "check_plays": "the play checker", "tips": "tips for first games",
    "last_game": "last game played", "ended_game": "game that ended last",
    "seats": "players at the table",
    "game_options": "game options", "window": "window size",
    "record_folder": "folder of game records",
}


def _short_repr(value: Any) -> str:
    """A value found in a file as a sentence to the person quotes it: text in the quotes the
    app's words use (settings.json's "warp" stood beside “animation speed”), a list or an object
    by what it is (Python's "list" and "dict"), anything else as the file has it; cut short."""
    if isinstance(value, list | dict):
        return "a list" if isinstance(value, list) else "a group of values"
    text = json.dumps(value, ensure_ascii=False) if _is_json_scalar(value) else type(value).__name__
    if isinstance(value, str):
        text = text[1:-1]
    text = text if len(text) <= 40 else text[:37] + "…"
    return f"“{text}”" if isinstance(value, str) else text


def _used_instead(default: Any) -> str:
    """What a setting with an unusable value is now: on or off for a switch (JSON's "true is
    used instead" was said of hints), its default value, or "the default"."""
    if isinstance(default, bool):
        return f"it is {'on' if default else 'off'} instead"
    if _is_json_scalar(default):
        return f"{_short_repr(default)} is used instead"
    return "the default is used instead"


def settings_from_json(doc: dict) -> tuple[Settings, list[str]]:
    """Settings from a parsed ``settings.json`` object, field by field.

    A field that is missing keeps its default silently (older files simply lack newer fields); a
    field with an unusable value falls back to its default and produces a message.
    """
    settings = Settings()
    messages: list[str] = []
    defaults = Settings()
    known = {*_FIELD_CHECKS, "custom_back_path", "version", "unknown"}
    settings.unknown = {k: v for k, v in doc.items() if k not in known}
    for name, check in _FIELD_CHECKS.items():
        if name not in doc:
            continue
        checked = check(doc[name])
        if checked is None:
            messages.append(f"The setting “{FIELD_LABELS[name]}” had an unusable value "
                            f"({_short_repr(doc[name])}); "
                            f"{_used_instead(getattr(defaults, name))}.")
            continue
        setattr(settings, name, checked)
    # custom_back_path is optional, so None is a valid value and needs its own check
    if "custom_back_path" in doc:
        path = doc["custom_back_path"]
        if path is None or (isinstance(path, str) and 0 < len(path) <= 4096):
            settings.custom_back_path = path
        else:
            label = FIELD_LABELS["custom_back_path"]
            messages.append(f"The setting “{label}” had an unusable value "
                            f"({_short_repr(path)}); no custom card back is used.")
    if settings.card_back == CUSTOM_BACK and not settings.custom_back_path:
        settings.card_back = BACK_IDS[0]
        messages.append("The custom card back has no image file; the default back is used.")
    return settings, messages


def settings_to_json(settings: Settings) -> dict:
    doc = asdict(settings)
    unknown, newer = doc.pop("unknown"), doc.pop("newer")
    doc["version"] = SCHEMA_VERSION
    if newer:
        return merge_kept(newer["file"], newer["read"], {**unknown, **doc})
    return {**unknown, **doc}


def _dropped(saved: dict, gid: str, games: list[str], what: str, messages: list[str]) -> bool:
    """Remove what is saved for ``gid`` when it is no game of this table, saying so in
    ``messages``; True when removed."""
    if gid in games:
        return False
    messages.append(f"Saved {what} for an unknown game ({_short_repr(gid)}) were removed.")
    del saved[gid]
    return True


def repair_game_settings(settings: Settings) -> list[str]:
    """Check the per-game parts of the settings against the games this table has: the last game,
    each game's saved options and each game's saved players (as many as the game seats). What
    cannot be used is reset, and each reset is a sentence for the person."""
    from .engine.protocol import OptionError
    from .games.registry import available_games, get_rules

    games = available_games()
    messages: list[str] = []
    if settings.last_game not in games:
        messages.append(f"The last game played ({_short_repr(settings.last_game)}) is not a game "
                        f"of this table; {get_rules(games[0]).title} is offered instead.")
        settings.last_game = games[0]
    for gid in list(settings.game_options):
        if _dropped(settings.game_options, gid, games, "options", messages):
            continue
        try:
            get_rules(gid).options(**settings.game_options[gid])
        except (OptionError, TypeError, ValueError) as exc:
            messages.append(f"The saved options for {get_rules(gid).title} could not be used "
                            f"({str(exc)[:120]}); its default options are used.")
            del settings.game_options[gid]
    for gid in list(settings.seats):
        if _dropped(settings.seats, gid, games, "players", messages):
            continue
        rules = get_rules(gid)
        count = rules.players_for(rules.options(**settings.game_options.get(gid, {})))
        if len(settings.seats[gid]) != count:
            messages.append(f"The saved players for {rules.title} were for "
                            f"{len(settings.seats[gid])} seats but the game has {count}; the "
                            "usual players are seated instead.")
            del settings.seats[gid]
    return messages


#: a settings file from a newer version is read, not set aside: what this version knows is
#: used and the rest kept (it was called damaged, put aside, and every setting reset; then its
#: values this version could not use were called unusable, set aside as "damaged" a second
#: time, and written over with this version's defaults)
NEWER_SETTINGS = ("Your settings file is from a newer version of Trick Table (format "
                  "{version}; this version reads format {newest}).")
#: what follows: the settings this version does not use, or none
NEWER_UNUSED = (" This version cannot use your {}, so it uses its own; the file keeps yours "
                "for the newer version.")
NEWER_ALL_USED = " This version uses the settings it knows and leaves the rest in the file."


#: what follows a settings file that could not be used: "the default settings are used" did
#: not say that the name the person gave and the players chosen for each game went with them
DEFAULTS_USED = (f"The default settings are used: your name is “{Settings().player_name}” "
                 "again and each game has its usual players.")


def load_settings() -> tuple[Settings, list[str]]:
    """The saved settings (defaults when there are none) and sentences to show the person.

    When anything had to be reset, the file as it was is copied aside first (the message names
    the copy) and the repaired settings are written back, so the person is told once.
    """
    path = paths()["settings"]
    doc, messages = _load_versioned(path, "Your settings file", "version", SCHEMA_VERSION,
                                    DEFAULTS_USED, newer=NEWER_SETTINGS)
    if doc is None:
        return Settings(), messages
    settings, field_messages = settings_from_json(doc)
    as_read = copy.deepcopy(settings)
    field_messages += repair_game_settings(settings)
    if messages:  # a newer version's: nothing is "unusable" or "damaged", nothing written
        settings.newer = {"file": doc, "read": settings_to_json(settings)}
        return settings, _newer_told(path, doc, messages[0], _not_used(doc, as_read, settings))
    if field_messages:
        kept = _copy_aside(path)
        if kept is None:
            field_messages.append("Your settings file could not be copied aside, so it is left "
                                  "as it is until you change a setting.")
        else:
            field_messages.append(f"Your settings file as it was is kept as {kept.name} in "
                                  f"{kept.parent}.")
            with contextlib.suppress(StoreError):
                save_settings(settings)
    return settings, messages + field_messages


def _not_used(doc: dict, read: Settings, repaired: Settings) -> list[str]:
    """How the settings of a newer version's file that this version does not use are named: a
    value it cannot use, or one kept for a game this table does not have."""
    names = []
    for name, label in FIELD_LABELS.items():
        if name not in doc:
            continue
        now = getattr(repaired, name)
        if isinstance(now, dict):
            lost = _FIELD_CHECKS[name](doc[name]) is None or now != getattr(read, name)
        else:
            lost = now != doc[name]
        if lost:
            names.append(label)
    return names


def _newer_told(path: Path, doc: dict, first: str, unused: list[str]) -> list[str]:
    """What the person is told of a newer version's settings file: once, with one copy of it
    as it was. Once, because the file keeps its newer version's format even when this version
    writes it, so each start finds it newer again: a copy and the message would come each time."""
    for earlier in path.parent.glob(f"{path.name}.newer-*"):
        with contextlib.suppress(StoreError):
            if read_json_file(earlier).get("version") == doc.get("version"):
                return []
    words = " and ".join([", ".join(unused[:-1]), unused[-1]] if len(unused) > 1 else unused)
    text = first + (NEWER_UNUSED.format(words) if unused else NEWER_ALL_USED)
    kept = _copy_aside(path, "newer")
    if kept is not None:
        text += f" A copy of the file as it was is kept as {kept.name} in {kept.parent}."
    return [text]


def save_settings(settings: Settings) -> None:
    """Write the settings atomically; raises :class:`StoreError` when the disk refuses."""
    _write_json(paths()["settings"], settings_to_json(settings))


# ------------------------------------------------------------------------------- autosave and saves


def save_autosave(doc: dict) -> None:
    """Replace the autosave (a game record, RECORD.md) atomically."""
    _write_json(paths()["autosave"], doc)


def load_autosave() -> tuple[dict | None, list[str]]:
    """The autosaved game document, or None; a damaged autosave is set aside with a message.

    Only the file's shape is checked here (a JSON object; a record's version this program reads);
    replaying the record is what proves its content, and that is the controller's job.
    """
    path = paths()["autosave"]
    if not path.exists():
        return None, []
    try:
        doc = read_json_file(path)
    except StoreError as exc:
        return None, [_autosave_aside(path, str(exc))]
    version = doc.get("version")
    if doc.get("format") == _record.FORMAT and isinstance(version, int) \
            and not isinstance(version, bool) and version > _record.VERSION:
        reason = (f"it was written by a newer version of Trick Table (record version "
                  f"{_record.excerpt(version)}; "
                  f"this version reads up to {_record.VERSION}).")
        return None, [_autosave_aside(path, reason)]
    return doc, []


def _autosave_aside(path: Path, reason: str) -> str:
    """An autosave that cannot be resumed, set aside: said as lost to the player ("it was kept
    … so nothing is lost; the interrupted game cannot be resumed" was shown for a game that was
    lost), the file kept only in case it is wanted."""
    return _set_aside_message("The autosaved game", path, reason, "", failed="cannot be resumed")


def set_autosave_aside(reason: str) -> list[str]:
    """Keep an autosave that loaded but could not be replayed; returns the message."""
    path = paths()["autosave"]
    if not path.exists():
        return []
    return [_autosave_aside(path, reason)]


def save_game(path: str | Path, doc: dict) -> None:
    """Write a game record where the person chose, atomically."""
    _write_json(Path(path), doc)
