"""The person's statistics file: per game and per opponent level, what Game → Statistics shows.

``statistics.json`` lives in the user data directory beside the autosave. Format 2 (format 1 files,
which had only the per-game counts, load as they are; the first finished game writes format 2)::

    {"version": 2, "games": {game_id: {
        "played", "won", "score_sum",          # games, games won, sum of the person's final totals
        "deals", "dealt_score_sum",            # deals of the games counted since format 2, and
                                               # their final totals: the average score per deal
        "best",                                # the best final total (lowest where lowest wins)
        "hints",                               # decisions the person asked a hint for
        "last_played", "recent",               # date; average per deal of the last games
        "levels": {level: {the same counts}},
        "tables": {players: {the same counts}}}},  # players: "2", "3" … (a JSON key)
     "people": {name: {game_id: {the same as a "games" entry}}},  # each person's own games
     "last_person": name,                      # the first person of the last game counted
     "unfinished": {"game", "seed", "hints",   # hints asked in the autosaved game so far (the
                    "seats": {seat: hints}}}   # first person's), and each person's by seat

``games`` holds the games of the first person seated (the one seated first in the New game
dialog, at the bottom), as it always did: a version without ``people`` reads it as before.
``people`` counts every finished game for each person at the table under their seat's name (a
solo game under the person's, usually "You"), with their own win, total and hints. Names match
case-insensitively after trimming; the key is the name last used. Files written before it have
no such block: the first game counted then gives the games counted so far to that game's first
person, whose statistics they were.

``tables`` keeps a game's games apart by the number of players at the table: Nineteen for 3
and for 4 players score on scales that do not compare. Files written before it have no such
block (still format 2): their games count in the game's own row only, as they did.

``unfinished`` carries the hints counts of a game that is not over across a restart: the game
record (RECORD.md, which is also the autosave) has no place for them and keeps its format
exactly. It counts only for the game of that id and seed and is dropped when that game is
counted. Without ``seats`` (an older file) its ``hints`` are the first person's.

The level is the computer opponents' level when they all play at one (``random`` …
``expert``), ``mixed`` when they differ and ``people`` when nobody at the table is a computer.

The file is read with the same care as the settings (``safe_files._load_versioned``): a file that is
no JSON or is newer is set aside with a message; one damaged game, level or person is copied aside
with the whole file and left out, everything else is kept. Qt-free: the CLI and drills read it.
"""

from __future__ import annotations

import contextlib
import copy
import time
from typing import Any

from .presentation.stats_view import LEVEL_KEYS, LEVEL_WORDS
from .safe_files import StoreError, _copy_aside, _load_versioned, _write_json
from .settings import _is_str, _short_repr, paths

STATISTICS_VERSION = 2

#: the largest count of games and the largest score sum a statistics file may hold: far beyond
#: any person's lifetime at the table, small enough for every division and format to stay exact
MAX_GAMES_COUNTED = 10**7
MAX_SCORE_SUM = 10**12
#: how many of the last games' averages per deal are kept for the chart
RECENT_GAMES = 20

_COUNTS = ("played", "won", "score_sum", "deals", "dealt_score_sum", "hints")


def _empty_statistics() -> dict:
    return {"version": STATISTICS_VERSION, "games": {}}


def _empty_counts() -> dict:
    return dict.fromkeys(_COUNTS, 0)


def opponents_level(levels: list[str]) -> str:
    """The level key of a table whose computer seats play at ``levels`` (see the docstring)."""
    found = set(levels)
    if not found:
        return "people"
    return found.pop() if len(found) == 1 else "mixed"


def _valid_counts(value: Any) -> dict | None:
    """One block of counts (a game's or a level's) checked field by field; None when damaged.

    A field a format-1 file did not have (deals, hints …) counts as zero."""
    if not isinstance(value, dict):
        return None
    out = _empty_counts()
    for key in out:
        v = value.get(key, 0)
        if isinstance(v, bool) or not isinstance(v, int):
            return None
        if "score" not in key and v < 0:
            return None
        if abs(v) > (MAX_SCORE_SUM if "score" in key else MAX_GAMES_COUNTED):
            return None
        out[key] = v
    if out["won"] > out["played"] or (out["deals"] == 0 and out["dealt_score_sum"] != 0):
        return None
    best = value.get("best")
    if best is not None:
        if isinstance(best, bool) or not isinstance(best, int) or abs(best) > MAX_SCORE_SUM:
            return None
        out["best"] = best
    last = value.get("last_played")
    if last is not None and not _is_str(last):
        return None
    if last is not None:
        out["last_played"] = last[:40]
    recent = value.get("recent", [])
    if not isinstance(recent, list) or len(recent) > RECENT_GAMES or not all(
            isinstance(x, int | float) and not isinstance(x, bool) and abs(x) <= MAX_SCORE_SUM
            for x in recent):
        return None
    out["recent"] = [round(float(x), 2) for x in recent]
    return out


def _game_name(game_id: Any) -> str:
    """A stored game id as the person knows it (its title when it is a game of this table)."""
    from .games.registry import available_games, get_rules

    if isinstance(game_id, str) and game_id in available_games():
        return get_rules(game_id).title
    return _short_repr(game_id)


def _valid_game(game_id: Any, value: Any, damaged: list[str]) -> dict | None:
    """A game's entry with its levels; a damaged level is named in ``damaged`` and left out."""
    checked = _valid_counts(value) if _is_str(game_id) else None
    if checked is None:
        damaged.append(f"the statistics of {_game_name(game_id)}")
        return None
    levels = value.get("levels", {})
    checked["levels"] = {}
    if not isinstance(levels, dict):
        damaged.append(f"the statistics of {_game_name(game_id)} per level")
        return checked
    for level, block in levels.items():
        counts = _valid_counts(block) if level in LEVEL_KEYS else None
        if counts is None:
            name = LEVEL_WORDS.get(level) if isinstance(level, str) else None
            damaged.append(f"the statistics of {_game_name(game_id)} (opponents: "
                           f"{name or _short_repr(level)})")
            continue
        checked["levels"][level] = counts
    _valid_tables(game_id, value.get("tables", {}), checked, damaged)
    return checked


#: the numbers of players a ``tables`` key may name (no game of this table seats more than 4)
MAX_PLAYERS = 10


def _players_key(key: Any) -> bool:
    """A ``tables`` key: a number of players written as JSON writes an int key ("3")."""
    return (isinstance(key, str) and key.isascii() and key.isdigit() and key == str(int(key))
            and 1 <= int(key) <= MAX_PLAYERS)


def _valid_tables(game_id: Any, tables: Any, checked: dict, damaged: list[str]) -> None:
    """A game's counts per number of players into ``checked``; a damaged one is named and left
    out, so one bad table loses neither the game nor its other tables."""
    checked["tables"] = {}
    if not isinstance(tables, dict):
        damaged.append(f"the statistics of {_game_name(game_id)} per number of players")
        return
    for key, block in tables.items():
        counts = _valid_counts(block) if _players_key(key) else None
        if counts is None:
            name = f"{key} players" if _players_key(key) else f"players: {_short_repr(key)}"
            damaged.append(f"the statistics of {_game_name(game_id)} ({name})")
            continue
        checked["tables"][key] = counts


#: a newer version's statistics are shown as far as this version reads them, and left as they
#: are (they were set aside and started again from zero, lost to the newer version)
NEWER_STATISTICS = ("Your statistics file was written by a newer version of Trick Table (format "
                    "{version}; this version reads format {newest}). It is shown as far as this "
                    "version can read it and left as it is: games played with this version are "
                    "not counted.")


def load_statistics() -> tuple[dict, list[str]]:
    """The statistics (format of the module docstring) and sentences for the person.

    A damaged game or level entry is repaired away, but only after the whole file was copied
    aside (the message names the copy), so no later write loses it and the message is given
    once. A clean file of format 1 is read as it is and not rewritten here.
    """
    path = paths()["statistics"]
    doc, messages = _load_versioned(path, "Your statistics file", "version", STATISTICS_VERSION,
                                    "statistics start again from zero.", newer=NEWER_STATISTICS)
    if doc is None:
        return _empty_statistics(), messages
    newer = bool(messages)  # read as far as this version can, and never written here
    games = doc.get("games", {})
    stats = _empty_statistics()
    damaged: list[str] = []
    if not isinstance(games, dict):
        damaged.append("its list of games")
        games = {}
    for game_id, value in games.items():
        checked = _valid_game(game_id, value, damaged)
        if checked is not None:
            stats["games"][game_id] = checked
    if "people" in doc:
        stats["people"] = _valid_people(doc["people"], damaged)
    if _is_str(doc.get("last_person")):  # only which person the dialog opens on: else left out
        stats["last_person"] = doc["last_person"]
    unfinished = _valid_unfinished(doc.get("unfinished"))
    if unfinished is not None:  # a damaged one is only a hint count: left out without a word
        stats["unfinished"] = unfinished
    if newer:
        stats["read_only"] = True
        return stats, messages
    if damaged:
        what = ", ".join(damaged[:5]) + (f" and {len(damaged) - 5} more" if len(damaged) > 5
                                         else "")
        kept = _copy_aside(path)
        if kept is None:
            messages.append(f"In your statistics file, {what} could not be used and are left out "
                            "for now; the file could not be copied aside, so it is not changed.")
            stats["read_only"] = True
        else:
            messages.append(f"In your statistics file, {what} could not be used and start again "
                            f"from zero. The file as it was is kept as {kept.name} in "
                            f"{kept.parent}.")
            with contextlib.suppress(StoreError):
                _write_json(path, stats)
    return stats, messages


def person_key(name: str) -> str:
    """What two names must share to be one person's: case and surrounding spaces aside."""
    return name.strip().casefold()


def _shown_name(name: Any) -> str:
    """A seat's name as the statistics keep it (trimmed; "You" for none)."""
    return (str(name).strip() or "You")[:200]


def _valid_people(people: Any, damaged: list[str]) -> dict:
    """Each person's games (``people``), checked as the ``games`` block is: a damaged person, or
    one game or level of theirs, is named in ``damaged`` and left out, the rest kept."""
    if not isinstance(people, dict):
        damaged.append("the statistics of each person")
        return {}
    out: dict[str, dict] = {}
    seen: set[str] = set()
    for name, games in people.items():
        key = person_key(name) if _is_str(name) else ""
        if not key or key in seen or not isinstance(games, dict):
            damaged.append(f"the statistics of {_short_repr(name)}")
            continue
        seen.add(key)
        theirs: list[str] = []
        out[name] = {}
        for game_id, value in games.items():
            checked = _valid_game(game_id, value, theirs)
            if checked is not None:
                out[name][game_id] = checked
        damaged.extend(f"{what} for {_short_repr(name)}" for what in theirs)
    return out


def _valid_seat_hints(value: Any) -> dict | None:
    """``unfinished``'s hints by seat ({"0": 2, "2": 1}), or None when damaged."""
    if not isinstance(value, dict) or not all(
            isinstance(k, str) and k.isascii() and k.isdigit() and int(k) < MAX_PLAYERS
            and isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_GAMES_COUNTED
            for k, v in value.items()):
        return None
    return {str(int(k)): v for k, v in value.items()}


def _valid_unfinished(value: Any) -> dict | None:
    if not isinstance(value, dict) or not _is_str(value.get("game")):
        return None
    seed, hints = value.get("seed"), value.get("hints")
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (seed, hints)):
        return None
    if not 0 <= hints <= MAX_GAMES_COUNTED or not 0 <= seed < 2**63:
        return None
    out = {"game": value["game"], "seed": seed, "hints": hints}
    seats = _valid_seat_hints(value.get("seats"))
    if seats is not None:  # damaged: the first person's count is still there
        out["seats"] = seats
    return out


def save_unfinished_hints(game_id: str, seed: int, hints: int,
                          seats: dict[int, int] | None = None) -> None:
    """Keep the hints counts of the game being played (see the module doc): ``hints`` the first
    person's, ``seats`` every person's by seat number."""
    stats, _ = load_statistics()
    if stats.pop("read_only", False):
        return
    stats["unfinished"] = {"game": game_id, "seed": int(seed), "hints": max(0, int(hints))}
    if seats is not None:
        stats["unfinished"]["seats"] = {str(int(s)): max(0, int(n)) for s, n in seats.items()}
    _write_json(paths()["statistics"], stats)


def unfinished_hints(game_id: str, seed: int) -> int:
    """The first person's hints count kept for the unfinished game of this id and seed (0 for
    any other)."""
    kept = load_statistics()[0].get("unfinished")
    if kept is None or kept["game"] != game_id or kept["seed"] != seed:
        return 0
    return kept["hints"]


def unfinished_hints_by_seat(game_id: str, seed: int, first: int) -> dict[int, int]:
    """Each person's hints count kept for the unfinished game of this id and seed, by seat
    (``first``: the first person's seat, whose count an older file kept alone)."""
    kept = load_statistics()[0].get("unfinished")
    if kept is None or kept["game"] != game_id or kept["seed"] != seed:
        return {}
    if "seats" in kept:
        return {int(s): n for s, n in kept["seats"].items()}
    return {first: kept["hints"]}


def _count(block: dict, won: bool, total: int, deals: int, hints: int, lower_wins: bool) -> None:
    """Add one finished game to a block of counts."""
    block["played"] += 1
    block["won"] += int(won)
    block["score_sum"] += total
    block["hints"] += hints
    if deals > 0:
        block["deals"] += deals
        block["dealt_score_sum"] += total
        block["recent"] = [*block.get("recent", []), round(total / deals, 2)][-RECENT_GAMES:]
    best = block.get("best")
    if best is None or (total < best if lower_wins else total > best):
        block["best"] = total
    block["last_played"] = time.strftime("%Y-%m-%d")


def _count_game(games: dict, game_id: str, level: str, seats: str, won: bool, total: int,
                deals: int, hints: int, low: bool) -> None:
    """Add one finished game to a ``games`` block: the game's counts, its level's and its
    number of players'."""
    entry = games.setdefault(game_id, {**_empty_counts(), "levels": {}})
    counted = [entry, entry.setdefault("levels", {}).setdefault(level, _empty_counts())]
    tables = entry.setdefault("tables", {})
    if _players_key(seats):  # never a key the next load would call damaged
        counted.append(tables.setdefault(seats, _empty_counts()))
    for counts in counted:
        _count(counts, won, total, deals, hints, low)


def _their_games(people: dict, name: str) -> dict:
    """The games of the person called ``name`` (matched case-insensitively, trimmed), kept from
    now on under ``name`` as written this time."""
    old = next((k for k in people if person_key(k) == person_key(name)), None)
    games = people.pop(old) if old is not None else {}
    people[name] = games
    return games


def record_result(game_id: str, winners: list[int], human_players: list[int],
                  totals: list[int], *, deals: int = 0, level: str = "people",
                  hints: int = 0, seed: int | None = None, players: int | None = None,
                  people: list[tuple[int, str, int]] | None = None) -> None:
    """Count one finished game for the game, for the opponents' ``level`` and for its number of
    ``players`` (one total a seat when not given): played, won (a person's seat among the
    winners), the person's final total, its deals and hints asked (``seed``: the game's, to drop
    its ``unfinished`` hints count).

    ``people``: (seat, name, hints asked) of each person at the table; by default the first
    person, as "You", with ``hints``. Each is counted under their name in ``people`` with their
    own seat's win and total; the ``games`` block counts the first person's, as it always did.

    Games without a person at the table (computer-only demonstrations) are not counted: these are
    the people's statistics. At a shared table the people's totals were once added up and any of
    them winning counted as a win, so a second place was a won game with a meaningless average.
    """
    from .games.registry import lower_wins

    if not human_players:
        return
    stats, _ = load_statistics()
    if stats.pop("read_only", False):
        return  # damaged parts that could not be kept aside: never overwrite them
    if (seed is not None and stats.get("unfinished", {}).get("game") == game_id
            and stats["unfinished"].get("seed") == seed):
        del stats["unfinished"]  # counted now
    if level not in LEVEL_KEYS:
        level = "mixed"
    seats = str(len(totals) if players is None else int(players))
    first = human_players[0]
    if people is None:
        people = [(first, "You", hints)]
    people = [(int(s), _shown_name(n), max(0, int(h))) for s, n, h in people]
    low, deals = lower_wins(game_id), max(0, int(deals))

    def total(seat: int) -> int:
        return int(totals[seat]) if 0 <= seat < len(totals) else 0

    first_name = next((n for s, n, _h in people if s == first), people[0][1])
    if "people" not in stats:  # the first game counted per person: the games counted so far
        # were its first person's (``games``), and stay theirs
        stats["people"] = {first_name: copy.deepcopy(stats["games"])} if stats["games"] else {}
    first_hints = next((h for s, _n, h in people if s == first), max(0, int(hints)))
    _count_game(stats["games"], game_id, level, seats, first in winners, total(first), deals,
                first_hints, low)
    done: set[str] = set()
    for seat, name, asked in people:
        if person_key(name) in done:
            continue  # two seats of one name (a record written by hand): counted once
        done.add(person_key(name))
        _count_game(_their_games(stats["people"], name), game_id, level, seats,
                    seat in winners, total(seat), deals, asked, low)
    stats["last_person"] = first_name
    _write_json(paths()["statistics"], stats)
