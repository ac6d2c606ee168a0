"""``drill --bad-files N``: N random mutations each of a settings file and a statistics file
(byte flips, truncation, values of the wrong type, huge numbers, deep nesting, missing and unknown
keys, other format versions) plus a 50 MB file and an empty one, each loaded the way the window
loads it at start.

Every case must end in one of two ways, never in a traceback or a hang:
* accepted without a word, and then everything the file said is what was loaded; or
* refused or repaired with sentences for the person, and the file exactly as it was kept
  (renamed or copied aside); a file from a newer version is refused with its version named.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import tempfile
import time
import traceback
from collections.abc import Callable
from typing import Any

from .json_paths import drop_at, key_paths, set_at

#: one load taking longer than this is a hang
HANG_S = 10.0


def _settings_doc() -> dict:
    seat = lambda name, kind="computer", level="rule": {"name": name, "kind": kind,  # noqa: E731
                                                        "level": level}
    return {
        "version": 1, "player_name": "Ada", "speed": "fast", "card_back": "red",
        "custom_back_path": "/home/ada/back.png", "four_colour": True, "hints": False,
        "last_game": "barbu",
        "seats": {"heart-hunter": [seat("Ada", "human"), seat("W"), seat("N", level="expert"),
                                   seat("E", level="beginner")],
                  "sheepshead": [seat("Ada", "human"), seat("L"), seat("R")]},
        "game_options": {"heart-hunter": {"players": 4}, "barbu": {}, "nineteen": {}},
        "window": {"width": 1400, "height": 900, "maximized": False},
    }


def _statistics_doc() -> dict:
    return {"version": 2, "games": {
        "heart-hunter": {"played": 12, "won": 5, "score_sum": 640, "last_played": "2026-11-02",
                         "deals": 30, "dealt_score_sum": 500, "best": 20, "hints": 4,
                         "recent": [12.5, 20.0], "levels": {
                             "beginner": {"played": 2, "won": 1, "score_sum": 120, "deals": 5,
                                          "dealt_score_sum": 120, "best": 40, "hints": 1,
                                          "recent": [20.0, 28.0]}}},
        "barbu": {"played": 3, "won": 1, "score_sum": -45, "last_played": "2026-10-30"},
        "nineteen": {"played": 1, "won": 0, "score_sum": 7}}}


_ODD_VALUES: list[Any] = [None, True, False, 0, -1, 7, 1.5, "", "x", "fast", "barbu", [], {},
                          [1, 2], {"a": 1}, "a" * 5000, -(10**30), 2**63]





def mutate(base: dict, rng: random.Random) -> tuple[str, bytes]:
    """One random mutation of ``base``: its kind and the file's bytes."""
    kind = rng.choice(("flip", "truncate", "type", "huge", "deep", "drop", "unknown", "version",
                       "type", "flip"))
    doc = json.loads(json.dumps(base))
    if kind in ("flip", "truncate"):
        data = bytearray(json.dumps(doc, indent=2).encode())
        if kind == "flip":
            for _ in range(rng.randint(1, 6)):
                data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        else:
            data = data[:rng.randrange(len(data))]
        return kind, bytes(data)
    paths = key_paths(doc)
    path = rng.choice(paths)
    if kind == "type":
        set_at(doc, path, rng.choice(_ODD_VALUES))
    elif kind == "huge":
        digits = rng.choice((19, 20, 40, 309, 400, 4400))
        text = json.dumps(doc)
        marker = '"__HUGE__"'
        set_at(doc, path, "__HUGE__")
        text = json.dumps(doc).replace(marker, rng.choice(("", "-")) + "9" * digits, 1)
        return kind, text.encode()
    elif kind == "deep":
        depth = rng.choice((50, 999, 5000, 100_000))
        set_at(doc, path, "__DEEP__")
        text = json.dumps(doc).replace('"__DEEP__"', "[" * depth + "]" * depth, 1)
        return kind, text.encode()
    elif kind == "drop":
        drop_at(doc, path)
    elif kind == "unknown":
        target = doc
        for k in path[:-1]:
            target = target[k]
        if isinstance(target, dict):
            target[f"extra{rng.randrange(100)}"] = rng.choice(_ODD_VALUES)
        else:
            set_at(doc, path, {"unexpected": True})
    else:
        doc["version"] = rng.choice((0, -1, 2, 3, 99, 10**6, "1", 1.0, None, [1]))
    return kind, json.dumps(doc).encode()


class _Hang(Exception):
    pass


def _alarm(_sig, _frame) -> None:
    raise _Hang()


def _silently_accepted_settings_ok(doc: Any, loaded) -> bool:
    from ..settings import settings_to_json

    if not isinstance(doc, dict):
        return False
    got = settings_to_json(loaded)
    for key in ("player_name", "speed", "card_back", "custom_back_path", "four_colour", "hints",
                "last_game", "game_options"):
        if key in doc and doc[key] != got[key]:
            return False
    if "seats" in doc:
        if not isinstance(doc["seats"], dict) or set(doc["seats"]) != set(got["seats"]):
            return False
        for gid, seats in doc["seats"].items():
            if [s.get("name") for s in seats] != [s["name"] for s in got["seats"][gid]]:
                return False
    return True


def _silently_accepted_statistics_ok(doc: Any, loaded: dict) -> bool:
    if not isinstance(doc, dict) or not isinstance(doc.get("games", {}), dict):
        return False
    for gid, entry in doc.get("games", {}).items():
        got = loaded["games"].get(gid)
        if got is None or any(entry.get(k, 0) != got[k] for k in ("played", "won", "score_sum")):
            return False
        for level, block in entry.get("levels", {}).items():
            kept = got["levels"].get(level)
            if kept is None or any(block.get(k, 0) != kept[k] for k in ("played", "won", "hints")):
                return False
    return True


def _check_case(which: str, data: bytes) -> str | None:
    """Load one bad file the way the window does: "silent" (accepted as written) or "told"
    (refused or repaired with a message, the file kept) when it behaved, else what went wrong."""
    from .. import settings as store
    from .. import stats_store
    from ..safe_files import MAX_JSON_BYTES

    target = store.paths()[which]
    folder = target.parent
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    target.write_bytes(data)
    doc = None
    if len(data) <= MAX_JSON_BYTES:  # what the file says, to judge a silent load
        try:
            doc = json.loads(data.decode("utf-8-sig"))
        except (ValueError, RecursionError, UnicodeDecodeError):
            doc = None
    try:
        if which == "settings":
            loaded, messages = store.load_settings()
        else:
            loaded, messages = stats_store.load_statistics()
    except _Hang:
        return "hang"
    except Exception:
        return "traceback: " + traceback.format_exc()[-600:]
    if which == "statistics":
        try:  # what Game > Statistics shows must be computable from whatever was loaded
            for g in loaded["games"].values():
                if g["played"]:
                    f"{100 * g['won'] / g['played']:.0f} {g['score_sum'] / g['played']:.1f}"
        except (ArithmeticError, ValueError, TypeError, KeyError) as exc:
            return f"the statistics cannot be shown: {exc!r:.200}"
    if not messages:
        if target.read_bytes() != data:
            return "the file was changed without a word"
        ok = (_silently_accepted_settings_ok(doc, loaded) if which == "settings"
              else _silently_accepted_statistics_ok(doc, loaded))
        return "silent" if ok else "accepted without a word but not as written"
    for m in messages:
        if not isinstance(m, str) or not 20 <= len(m) <= 1200:
            return f"not a clear sentence: {m!r:.200}"
    # kept under another name: the file itself is rewritten by the next save
    kept = [p for p in folder.iterdir()
            if p.is_file() and p.name != target.name and p.stat().st_size == len(data)
            and p.read_bytes() == data]
    untouched = isinstance(loaded, dict) and loaded.get("read_only") and \
        target.read_bytes() == data  # a newer version's statistics, read and never written
    if not kept and not untouched:
        return "the file as it was is not kept aside"
    version = doc.get("version") if isinstance(doc, dict) else None
    newest = store.SCHEMA_VERSION if which == "settings" else stats_store.STATISTICS_VERSION
    newer = isinstance(version, int) and not isinstance(version, bool) and version > newest
    if newer and f"format {version}" not in " ".join(messages):
        return f"a newer version ({version}) is not named"
    return "told"


def run(count: int, seed: int, out: Callable[[str], None] = print) -> int:
    """``count`` mutations each of settings and statistics; 0 when every one behaved."""
    home = tempfile.mkdtemp(prefix="tricktable-files-")
    old_home = os.environ.get("TRICKTABLE_HOME")
    os.environ["TRICKTABLE_HOME"] = home
    use_alarm = hasattr(signal, "SIGALRM")
    previous = signal.signal(signal.SIGALRM, _alarm) if use_alarm else None
    rng = random.Random(seed)
    failures: list[str] = []
    try:
        for which, base in (("settings", _settings_doc()), ("statistics", _statistics_doc())):
            cases: list[tuple[str, bytes]] = [mutate(base, rng) for _ in range(count)]
            big = json.dumps(base).encode()
            cases += [("50 MB", big[:-1] + b" " * (50 * 1024 * 1024) + b"}"), ("empty", b""),
                      ("newer", json.dumps(dict(base, version=2)).encode())]
            outcomes: dict[str, int] = {}
            verdicts = {"silent": 0, "told": 0}
            slowest = 0.0
            for kind, data in cases:
                if use_alarm:
                    signal.setitimer(signal.ITIMER_REAL, HANG_S)
                started = time.perf_counter()
                problem = _check_case(which, data)
                slowest = max(slowest, time.perf_counter() - started)
                if use_alarm:
                    signal.setitimer(signal.ITIMER_REAL, 0)
                outcomes[kind] = outcomes.get(kind, 0) + 1
                if problem in ("silent", "told"):
                    verdicts[problem] += 1
                else:
                    failures.append(f"{which} {kind}: {problem}")
            kinds = ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items()))
            out(f"{which}: {len(cases)} bad files ({kinds}): {verdicts['told']} refused or "
                f"repaired with a message and the file kept, {verdicts['silent']} harmless and "
                f"loaded as written; slowest load {slowest:.2f} s")
    finally:
        if use_alarm:
            signal.signal(signal.SIGALRM, previous)
        if old_home is None:
            os.environ.pop("TRICKTABLE_HOME", None)
        else:
            os.environ["TRICKTABLE_HOME"] = old_home
        shutil.rmtree(home, ignore_errors=True)
    for f in failures[:40]:
        out(f"  FAIL {f}")
    out(f"bad files: {2 * (count + 3)} files, {len(failures)} failures")
    return 1 if failures else 0
