"""The autosave written off the GUI thread: the controller hands over the newest game record after
each change and goes on; a helper thread writes it with the same atomic write as every other file.
A module of its own because it is about threads and the disk, not about the game being played, and
it needs no Qt. Reading the autosave back at start (``resumable_game``) is here too, and the
deals whose review was opened (``mark_last_deal``, ``reviews_of``) and whose summary was closed
(``mark_last_deal``, ``summary_was_read``), kept beside the autosave.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from . import settings as store
from .engine.record import RecordError, replay
from .engine.record_write import deals_digest
from .games.registry import get_rules
from .presentation.game_facts import GameFacts, game_facts
from .safe_files import StoreError, _load_versioned, _write_json

#: what the person is told when the autosave cannot be written (once until a write works again):
#: the status bar's line was wiped at once by "Your turn", so the game went unsaved untold. An
#: autosave written before stays on disk and is offered at the next start: "this game will not
#: be offered back" was said, and an older position of it was offered and resumed untold
NOT_SAVED = ("The game could not be autosaved: {} Until saving works again, your moves are not "
             "kept: if the window closes, the next start can offer only what was autosaved "
             "before, an older position of this game or another game. Game → Save record as… "
             "keeps the whole game in a folder you choose.")


class AutosaveWriter:
    """Writes the autosave in a helper thread, so a trick never waits on JSON and the disk.

    Why coalescing: at fast speeds tricks end quicker than a write takes; only the newest game
    record matters, so a save waiting behind a running one is replaced, not queued. A game that
    ended is written too (its last record): the next start shows its final standings behind
    the choice of the next game (they were removed with it, and a person who closed the window
    at the final standings never saw them again).
    """

    def __init__(self, told: Callable[[], None] | None = None) -> None:
        """``told`` is called in the writer's thread when a failure waits in ``take_errors``:
        it wakes the GUI thread, which then shows it at once (it waited for the next save,
        four plays later, while the game sat on "Your turn"); and again when a write works
        after it (``take_recovered``), so that the warning still up goes."""
        self._told_hook = told
        self._cond = threading.Condition()
        self._pending: tuple[Path, dict] | None = None
        self._busy = False
        self._errors: list[str] = []
        #: a failure has been told since the last write that worked: told once, not every trick
        self._told = False
        #: a write worked after a failure was told (``take_recovered``): its warning may go
        self._recovered = False
        self._thread: threading.Thread | None = None

    def save(self, doc: dict) -> None:
        """Queue the write; the file's path is fixed now, in the caller's thread and
        environment."""
        with self._cond:
            self._pending = (store.paths()["autosave"], doc)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._cond.wait_for(lambda: self._pending is not None, timeout=5.0):
                    self._thread = None
                    return
                job, self._pending = self._pending, None
                self._busy = True
            try:
                path, doc = job
                store.save_game(path, doc)
            except (store.StoreError, OSError) as exc:
                with self._cond:
                    new = not self._told
                    if new:
                        self._told = True
                        self._errors.append(NOT_SAVED.format(exc))
                if new and self._told_hook is not None:
                    with contextlib.suppress(OSError):  # its wake-up socket closed at shutdown
                        self._told_hook()
            else:
                with self._cond:
                    recovered, self._told = self._told, False
                    self._recovered = self._recovered or recovered
                if recovered and self._told_hook is not None:  # the warning up may go
                    with contextlib.suppress(OSError):
                        self._told_hook()
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every requested write is on disk (closing the window, tests)."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy,
                                       timeout=timeout)

    def written(self, timeout: float = 10.0) -> bool:
        """Wait for the writes asked, then whether the game is on disk: False when the last
        write failed (the moves since the last one that worked are not saved) or is still
        going. Its failure waiting to be told is dropped: the window closing asks about it."""
        done = self.flush(timeout)
        with self._cond:
            self._errors = []
            return done and not self._told

    def take_recovered(self) -> bool:
        """Whether a write worked since a failure was told (once: the flag is reset)."""
        with self._cond:
            recovered, self._recovered = self._recovered, False
        return recovered

    def take_errors(self) -> list[str]:
        with self._cond:
            errors, self._errors = self._errors, []
        return errors


__all__ = ["AutosaveWriter"]


def resumable_game() -> tuple[dict | None, GameFacts | None, list[str]]:
    """The autosaved game's record and the facts of its state replayed (title, deal, whether it
    is over), with the messages to tell the person; (None, None, messages) when there is none or
    it does not replay (it is then set aside, so the next start does not trip over it again)."""
    doc, notes = store.load_autosave()
    if doc is None:
        return None, None, notes
    try:
        people = [i for i, p in enumerate(doc.get("players", [])) if isinstance(p, dict)
                  and p.get("kind") == "human"]
        state = replay(doc, get_rules)
        facts = game_facts(state, people)
        if facts.at_deal_end and summary_was_read(state):  # it goes on in the next deal
            facts = replace(facts, at_deal_end=False)
        return doc, facts, notes
    except RecordError as exc:
        reason = f"it is damaged and does not play back ({exc})."
    except Exception as exc:
        reason = f"it could not be read back ({type(exc).__name__}: {str(exc)[:200]})."
    return None, None, notes + store.set_autosave_aside(reason)


# ---------------------------------------------------------------------- deals marked
#: Two small files beside the autosave name a game's first deals, each entry by
#: ``engine.record_write.deals_digest`` (a game dealt alike but played otherwise is another):
#: ``reviewed.json``, the deals whose review was opened, which showed every hand, so that undo
#: stops after them in the same game resumed after a restart or opened from a saved record (it
#: went back into the reviewed deal, to be played again knowing every hand); and
#: ``summaries-read.json``, the deals whose summary was closed with "Next deal", so that a game
#: resumed there goes on in the next deal (it showed the summary read already again, and "Next
#: deal" a second time). Files of their own: the record's format is read by other programs and
#: must not change. Format 1::
#:
#:     {"version": 1, "reviewed": [{"game": "barbu", "seed": 7, "deals": 1,
#:                                  "digest": "<64 hex digits>"}, ...]}
#:
#: (``"read"`` for the summaries), the latest last. A file missing, damaged or unwritable never
#: stops a game: its marks are then forgotten, as they were before the file, and a damaged one
#: is set aside (never lost).
REVIEWED_VERSION = 1
#: the newest marks kept: a few saved games' worth, and a small file
MAX_REVIEWED = 200
#: each kind of mark: (the file's key in ``settings.paths()``, its list's key, what it is called)
_MARKS = {"reviewed": ("reviewed", "reviewed", "The file of deals reviewed"),
          "read": ("summaries_read", "read", "The file of summaries read")}


def _valid_mark(entry: object) -> dict | None:
    """An entry as Trick Table writes it, else None (skipped, the others kept)."""
    if not isinstance(entry, dict):
        return None
    game, seed, deals, digest = (entry.get(k) for k in ("game", "seed", "deals", "digest"))
    if not (isinstance(game, str) and isinstance(digest, str) and len(digest) == 64
            and all(isinstance(v, int) and not isinstance(v, bool) for v in (seed, deals))
            and deals > 0):
        return None
    return {"game": game, "seed": seed, "deals": deals, "digest": digest}


def _marks(kind: str) -> list[dict]:
    """The entries of a kind's file; none when it is missing or cannot be used (a damaged file
    is set aside: its sentence is not shown, as its loss changes nothing but a convenience)."""
    path_key, list_key, called = _MARKS[kind]
    try:
        doc, _told = _load_versioned(store.paths()[path_key], called, "version",
                                     REVIEWED_VERSION, "")
    except (StoreError, OSError, ValueError):
        return []
    found = doc.get(list_key) if doc is not None else None
    if not isinstance(found, list):
        return []
    return [e for e in (_valid_mark(x) for x in found[-MAX_REVIEWED:]) if e is not None]


def _remember(kind: str, game: str, seed: int, deals: int, digest: str) -> None:
    path_key, list_key, _called = _MARKS[kind]
    kept = _marks(kind)
    entry = {"game": game, "seed": int(seed), "deals": int(deals), "digest": digest}
    if entry in kept:
        return
    kept = [e for e in kept if e["digest"] != digest] + [entry]
    _write_json(store.paths()[path_key], {"version": REVIEWED_VERSION,
                                          list_key: kept[-MAX_REVIEWED:]})


def _marked(kind: str, game: str, seed: int) -> list[tuple[int, str]]:
    try:
        return [(e["deals"], e["digest"]) for e in _marks(kind)
                if e["game"] == game and e["seed"] == seed]
    except Exception:  # side data: nothing about it may stop a game from loading
        return []


def remember_review(game: str, seed: int, deals: int, digest: str) -> None:
    """Keep that the first ``deals`` deals of this game (``digest``) had their review opened.
    Raises :class:`StoreError` (or ``OSError``) when the disk refuses."""
    _remember("reviewed", game, seed, deals, digest)


def reviews_of(game: str, seed: int) -> list[tuple[int, str]]:
    """(deals finished, digest) of every review kept for a game of this id and seed; an empty
    list when there is none or the file cannot be read (never raises)."""
    return _marked("reviewed", game, seed)


def mark_last_deal(kind: str, state: Any) -> None:
    """Keep that ``state``'s last finished deal was ``"reviewed"`` (its review opened) or
    ``"read"`` (its summary closed); nothing before a deal is finished. Raises
    :class:`StoreError` (or ``OSError``) when the disk refuses."""
    finished = len(state.history)
    if finished:
        _remember(kind, state.rules.id, state.seed, finished, deals_digest(state, finished))


def summary_was_read(state: Any) -> bool:
    """Whether the summary of ``state``'s last finished deal was closed on this computer
    (``mark_last_deal``), in this very game (never raises)."""
    history = getattr(state, "history", None)
    if not history:
        return False
    finished = len(history)
    return any(n == finished and digest == deals_digest(state, n)
               for n, digest in _marked("read", state.rules.id, state.seed))
