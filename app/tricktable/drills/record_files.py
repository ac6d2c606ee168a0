"""The bad-files drill for game records and autosaves: seeded random damage, every file refused in
one clear line or accepted only when its replay is the record itself.

Why a drill and not only unit tests: the unit tests name each kind of damage found so far; this
throws thousands of random ones (byte flips, truncation, wrong types, huge numbers, deep nesting,
a file over the size limit, edited cards and scores) at the two ways a record is loaded: the
``replay`` path (``load_file`` then ``replay``) and the window's autosave path (``load_autosave``
then ``replay``, a refusal setting the file aside). Pure Python: no window is needed.

    python -m tricktable drill --files 20000 --seed 1
"""

from __future__ import annotations

import copy
import json
import os
import random
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.record import MAX_FILE_BYTES, RecordError, load_file, replay
from ..engine.record_write import make_record
from ..games import get_rules
from .json_paths import drop_at, get_at, key_paths, set_at

#: the records the damage is done to: (game, options, seed, finished deals before stopping)
BASES = (("heart-hunter", {}, 11, 2), ("young-hunter", {"contra": True}, 12, 2),
         ("sheepshead", {}, 13, 3), ("barbu", {}, 14, 2), ("nineteen", {}, 15, 1),
         ("nineteen", {"players": 2, "hands": "one-each"}, 16, 9))

#: keys whose values are replayed, so a changed value must never be accepted
REPLAYED = ("hands", "stock", "dealer", "actions", "tricks", "score", "totals", "controller",
            "trump", "contract")

WRONG_VALUES: tuple[Any, ...] = (None, 0, -1, 7, 1.5, True, "", "x", [], [[]], {}, {"a": 1},
                                 10**400, -(10**3000))


def base_records() -> list[dict]:
    """One record per base: a random game stopped partway into a deal (finished when short)."""
    out = []
    for game, options, seed, deals in BASES:
        rules = get_rules(game)
        state = rules.new_game(seed=seed, **options)
        rng = random.Random(seed)
        while state.to_act is not None and len(state.history) < deals:
            state.apply(rng.choice(state.legal_actions()))
        for _ in range(7):  # a few actions into the next deal
            if state.to_act is None:
                break
            state.apply(rng.choice(state.legal_actions()))
        players = [{"name": f"Seat {i + 1}", "kind": "computer", "level": "rule"}
                   for i in range(state.num_players)]
        out.append(json.loads(json.dumps(make_record(state, players))))
    return out


# --------------------------------------------------------------------------------- the damage



def _played_cards(deal: dict) -> list[str]:
    """Cards played to finished tricks. A card of the trick still in play in an unfinished game is
    left alone: nothing else in the file records it, so another legal card there makes a record
    of a different but legal game, which no check can tell from the real one."""
    in_tricks = {c for t in deal.get("tricks", []) for c in t["cards"]}
    return [a["card"] for a in deal.get("actions", [])
            if a.get("type") == "play" and a["card"] in in_tricks]


def mutate(doc: dict, rng: random.Random) -> tuple[str, bytes | None, dict | None]:
    """One random damage: (kind, file bytes, document) — the document when it is still JSON;
    ``None`` bytes stands for a file over the size limit."""
    kind = rng.choice(("flip", "truncate", "wrong-type", "delete", "huge-number", "deep",
                       "edit-card", "edit-score", "swap-cards", "edit-stored", "too-large"))
    text = json.dumps(doc, indent=1, ensure_ascii=False).encode("utf-8")
    if kind == "flip":
        raw = bytearray(text)
        for _ in range(rng.randint(1, 3)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        return kind, bytes(raw), None
    if kind == "truncate":
        return kind, text[: rng.randrange(len(text))], None
    if kind == "too-large":
        return kind, None, None
    new = copy.deepcopy(doc)
    if kind == "huge-number":
        digits = rng.choice((400, 4000, 5000))
        path = rng.choice(key_paths(new))
        set_at(new, path, 10**digits - 1 if digits < 4300 else 0)
        body = json.dumps(new)
        if digits >= 4300:  # too long for Python to read: written straight into the text
            body = body.replace(f'"{path[-1]}": 0', f'"{path[-1]}": ' + "9" * digits, 1) \
                if isinstance(path[-1], str) else body
        return kind, body.encode("utf-8"), new if digits < 4300 else None
    if kind == "deep":
        path = rng.choice(key_paths(new))
        depth = rng.choice((2_000, 100_000))
        body = json.dumps(new)
        marker = "\u0000DEEP\u0000"
        set_at(new, path, marker)
        body = json.dumps(new).replace(json.dumps(marker), "[" * depth + "]" * depth, 1)
        return kind, body.encode("utf-8"), None
    if kind == "wrong-type":
        path = rng.choice(key_paths(new))
        set_at(new, path, copy.deepcopy(rng.choice(WRONG_VALUES)))
    elif kind == "delete":
        path = rng.choice([p for p in key_paths(new) if isinstance(get_at(new, p[:-1]), dict)])
        drop_at(new, path)
    elif kind == "edit-card":
        deal = rng.choice([d for d in new["deals"] if _played_cards(d)])
        played = set(_played_cards(deal))
        plays = [a for a in deal["actions"] if a.get("type") == "play" and a["card"] in played]
        action = rng.choice(plays)
        others = sorted({c for h in deal["hands"] for c in h} - {action["card"]})
        action["card"] = rng.choice(others)
    elif kind == "swap-cards":
        deal = rng.choice([d for d in new["deals"] if _played_cards(d)
                           and set(_played_cards(d)) & {c for h in d["hands"] for c in h}])
        dealt = {c for h in deal["hands"] for c in h}
        played = [c for c in _played_cards(deal) if c in dealt]
        a = rng.choice(played)
        holder = next(h for h in deal["hands"] if a in h)
        b = rng.choice([c for h in deal["hands"] if h is not holder for c in h])
        for h in deal["hands"]:
            for i, c in enumerate(h):
                h[i] = b if c == a else a if c == b else c
    elif kind == "edit-score":
        deal = rng.choice([d for d in new["deals"] if d.get("score") is not None])
        key = rng.choice(("score", "totals"))
        deal[key][rng.randrange(len(deal[key]))] += rng.choice((-5, -1, 1, 2, 10))
    elif kind == "edit-stored":
        deal = rng.choice(new["deals"])
        key = rng.choice(("controller", "trump", "contract", "dealer"))
        deal[key] = rng.choice(({"player": 0, "discards": ["AS", "AH"]}, "H", "Q", None, [0, 0, 0],
                                [1, 0, 2, 3], 1, {"declarer": 1, "name": "trump", "trump": "S"}))
    return kind, json.dumps(new, ensure_ascii=False).encode("utf-8"), new


# -------------------------------------------------------------------------------- the verdict
@dataclass
class Tally:
    refused: Counter = field(default_factory=Counter)
    accepted: Counter = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)


def _differs(doc: Any, state: Any) -> str | None:
    """Why an accepted document is not its own replay (None when it is)."""
    if not isinstance(doc, dict):
        return "a non-object was accepted"
    mine = json.loads(json.dumps(make_record(state, doc.get("players"))))
    for key in ("game", "seed"):
        if key in doc and doc[key] != mine[key]:
            return f"its {key} differs from the replay"
    # an option left out takes its default (older records lack newer options)
    if any(mine["options"].get(k) != v for k, v in (doc.get("options") or {}).items()):
        return "its options differ from the replay"
    if len(doc["deals"]) != len(mine["deals"]):
        return "its deal count differs from the replay"
    for i, (d, m) in enumerate(zip(doc["deals"], mine["deals"], strict=True)):
        for key in REPLAYED:
            value = d.get(key)
            if value is None or (key == "stock" and value == []):
                continue
            if key == "hands":
                value = [sorted(h) for h in value]
                ok = value == [sorted(h) for h in m[key]]
            elif key == "actions":
                ok = isinstance(value, list) and len(value) == len(m[key]) and all(
                    isinstance(a, dict) and all(b.get(k) == v for k, v in a.items())
                    for a, b in zip(value, m[key], strict=True))
            elif key == "tricks":
                ok = value == m[key][: len(value)]
            else:
                ok = value == m[key]
            if not ok:
                return f"deal {i + 1}'s {key} differs from the replay"
    return None


def _judge(tally: Tally, kind: str, path: str, outcome: Any, doc: dict | None) -> None:
    if isinstance(outcome, str):  # a refusal's message
        if "\n" in outcome or len(outcome) > 600 or not outcome.strip():
            tally.failures.append(f"{kind} via {path}: an unclear refusal: {outcome[:200]!r}")
        elif "unexpected" in outcome:
            tally.failures.append(f"{kind} via {path}: refused only by the safety net: {outcome}")
        tally.refused[kind] += 1
        return
    if kind in ("edit-card", "edit-score", "swap-cards", "too-large", "deep", "truncate"):
        tally.failures.append(f"{kind} via {path}: accepted")
        return
    if doc is not None:
        why = _differs(doc, outcome)
        if why:
            tally.failures.append(f"{kind} via {path}: accepted although {why}")
            return
    tally.accepted[kind] += 1


def _replay_path(folder: Path, raw: bytes | None) -> Any:
    """``replay FILE``: load_file then replay; returns the state or the refusal's message."""
    path = folder / "game.json"
    _write(path, raw)
    try:
        return replay(load_file(path), get_rules)
    except RecordError as exc:
        return str(exc)


def _autosave_path(home: Path, raw: bytes | None) -> Any:
    """The window's start: load_autosave, replay, set aside on refusal; the original is kept."""
    from .. import settings as store

    auto = store.paths()["autosave"]
    auto.parent.mkdir(parents=True, exist_ok=True)
    for old in auto.parent.iterdir():
        old.unlink()
    _write(auto, raw)
    doc, notes = store.load_autosave()
    if doc is not None:
        try:
            return replay(doc, get_rules)
        except RecordError as exc:
            notes = notes + store.set_autosave_aside(f"it does not replay ({exc}).")
    kept = [p for p in auto.parent.iterdir() if p.is_file()]
    if raw is not None and not any(p.read_bytes() == raw for p in kept):
        return "\n(the original autosave was not kept)"
    message = " ".join(notes)
    return message if message else "\n(no message)"


def _write(path: Path, raw: bytes | None) -> None:
    if raw is None:
        with open(path, "wb") as f:
            f.truncate(MAX_FILE_BYTES + 1)
    else:
        path.write_bytes(raw)


def run(count: int, seed: int = 1, out: Any = None) -> Tally:
    """Throw ``count`` damaged files at the two loading paths, alternating."""
    rng = random.Random(seed)
    bases = base_records()
    tally = Tally()
    with tempfile.TemporaryDirectory(prefix="tricktable-drill-") as tmp:
        home = Path(tmp) / "home"
        old_home = os.environ.get("TRICKTABLE_HOME")
        os.environ["TRICKTABLE_HOME"] = str(home)
        try:
            for i in range(count):
                kind, raw, doc = mutate(bases[i % len(bases)], rng)
                if i % 2 == 0:
                    outcome, path = _replay_path(Path(tmp), raw), "replay"
                else:
                    outcome, path = _autosave_path(home, raw), "autosave"
                _judge(tally, kind, path, outcome, doc)
        finally:
            if old_home is None:
                os.environ.pop("TRICKTABLE_HOME", None)
            else:
                os.environ["TRICKTABLE_HOME"] = old_home
    return tally


def main(count: int, seed: int) -> int:
    started = time.perf_counter()
    tally = run(count, seed)
    took = time.perf_counter() - started
    refused, accepted = sum(tally.refused.values()), sum(tally.accepted.values())
    print(f"Bad record and autosave files: {count} (seed {seed}) in {took:.1f} s: {refused} "
          f"refused with a one-line reason, {accepted} accepted as identical to their replay, "
          f"{len(tally.failures)} failures")
    for kind in sorted(set(tally.refused) | set(tally.accepted)):
        print(f"  {kind:12} refused {tally.refused[kind]:6}  accepted {tally.accepted[kind]:6}")
    for line in tally.failures[:20]:
        print("  FAILURE " + line)
    return 1 if tally.failures else 0
