"""How Trick Table reads and writes one file without ever losing it, whatever the file holds.

Kept apart from ``settings`` (which knows *which* files there are and what each must contain) so
the settings, the statistics, the tips already shown and saved games all share one careful way:

* every write is atomic (temporary file in the same directory, fsync, ``os.replace``), so a crash
  or a full disk leaves the previous file intact rather than half a file;
* a file that cannot be used (not JSON, not an object, too large, written by a newer version) is
  never overwritten or deleted: it is renamed aside (``settings.json.damaged-20261122-031700``)
  and the caller receives a sentence to show the person.

Qt-free and imports nothing else of Trick Table's.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

#: a JSON file larger than this is not a file Trick Table wrote; refusing it avoids eating memory
MAX_JSON_BYTES = 32 * 1024 * 1024


class StoreError(ValueError):
    """A file that cannot be read or written; the message is for the person."""


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) so that ``path`` holds either the old or the new content, never half
    (``atomic_write_bytes``)."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` so that ``path`` holds either the old or the new content, never half.

    The temporary file is created in the same directory so ``os.replace`` is a rename on one file
    system; it is fsynced before the rename, and removed if anything fails.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        _lock(fd)  # held until the file is closed: a live write is never taken for a stale one
        with os.fdopen(fd, "wb") as handle:
            pause = _drill_pause(path)
            if pause:
                handle.write(data[:len(data) // 2])
                handle.flush()
                time.sleep(pause)
                data = data[len(data) // 2:]
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_dir(path.parent)

TEMP_SUFFIX = ".tmp"
#: a temporary file younger than this is left alone (it may be between creation and lock)
_STALE_AFTER_S = 0.5
#: the crash drill's hook: ``<file name>=<seconds>`` pauses half-way through writing that file
DRILL_PAUSE_ENV = "TRICKTABLE_DRILL_PAUSE_IN_WRITE"


def _drill_pause(path: Path) -> float:
    """Seconds to pause half-way through writing ``path`` (only when the crash drill asks)."""
    spec = os.environ.get(DRILL_PAUSE_ENV, "")
    name, _sep, seconds = spec.partition("=")
    if name != path.name:
        return 0.0
    try:
        return max(0.0, min(float(seconds), 60.0))
    except ValueError:
        return 0.0


def _lock(fd: int) -> None:
    """An exclusive advisory lock on a temporary file while it is written (POSIX)."""
    try:
        import fcntl
    except ImportError:
        return
    with contextlib.suppress(OSError):
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def _abandoned(path: Path) -> bool:
    """A temporary file nobody is writing: its writer was killed (or crashed) mid-write."""
    try:
        if time.time() - path.stat().st_mtime < _STALE_AFTER_S:
            return False
    except OSError:
        return False
    try:
        import fcntl
    except ImportError:
        return True  # no locks here: old enough is the only sign
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False  # a live writer holds it
    finally:
        os.close(fd)
    return True



def _fsync_dir(directory: Path) -> None:
    """Make the rename itself durable where the platform allows it (POSIX); best effort."""
    if os.name != "posix":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _write_json(path: Path, doc: Any) -> None:
    try:
        text = json.dumps(doc, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    except (TypeError, ValueError) as exc:
        raise StoreError(
            f"Could not write {Path(path).name}: the data is not plain JSON ({exc}).") from None
    try:
        atomic_write_text(path, text)
    except OSError as exc:
        raise StoreError(f"Could not write {path}: {_why_not(Path(path), exc)}.") from exc


def _why_not(path: Path, exc: OSError) -> str:
    """Why a file could not be written, in words a person can act on: a file standing where
    one of its folders should be said only "File exists" (the folder could not be made)."""
    blocked = next((p for p in path.parents if p.exists() and not p.is_dir()), None)
    if blocked is not None:
        return f"{blocked} is a file, where a folder should be"
    folder = path.parent
    if folder.is_dir():  # the folder is there, yet takes no file: "No such file or directory"
        # from a system folder such as /proc named a file that was never meant to exist
        if exc.errno in (errno.ENOENT, errno.EINVAL, errno.EPERM, errno.EACCES):
            return f"the folder {folder} does not let Trick Table make files in it"
        if exc.errno == errno.EROFS:
            return f"the folder {folder} is on a disk that can only be read"
    return exc.strerror or str(exc)


def file_size(path: Path, error: type[Exception], shown: str, kind: str = "a file") -> int:
    """The size of the file at ``path``, looked at before anything is read; ``error`` with a
    sentence for the person (naming the file as ``shown``) when it is missing, cannot be read,
    or is a folder (``kind``: what it should have been)."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise error(f"The file {shown} does not exist.") from None
    except OSError as exc:
        raise error(f"The file {shown} cannot be read: {exc.strerror or exc}.") from exc
    if path.is_dir():
        raise error(f"{shown} is a folder, not {kind}.")
    return size


def read_json_file(path: str | os.PathLike) -> dict:
    """A JSON object from a file; anything else raises :class:`StoreError` saying what is wrong."""
    path = Path(path)
    size = file_size(path, StoreError, str(path))
    if size > MAX_JSON_BYTES:
        raise StoreError(f"The file {path.name} is too large ({size // (1024 * 1024)} MB) to be "
                         "a Trick Table file.")
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise StoreError(f"The file {path} cannot be read: {exc.strerror or exc}.") from exc
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise StoreError(f"The file {path.name} is not a text file.") from None
    if not text.strip():  # said "not valid JSON (line 1, column 1)", an empty record "empty"
        raise StoreError(f"The file {path.name} is empty.")
    # in the person's words: "not valid JSON (line 45, column 10)" and "does not hold a JSON
    # object" were shown, programmer's words for a file that is damaged
    try:
        doc = json.loads(text, parse_constant=_refuse_constant)
    except (ValueError, RecursionError) as exc:
        where = ""
        if isinstance(exc, json.JSONDecodeError):
            where = f" (its text goes wrong at line {exc.lineno})"
        raise StoreError(f"The file {path.name} is damaged{where}.") from None
    if not isinstance(doc, dict):
        raise StoreError(f"The file {path.name} is damaged: what it holds is not what Trick "
                         "Table writes.")
    return doc


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _aside_name(path: Path, tag: str = "damaged") -> Path:
    """``<name>.<tag>-<timestamp>`` beside ``path``, numbered so it names no existing file."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{tag}-{stamp}")
    n = 2
    while target.exists():
        target = path.with_name(f"{path.name}.{tag}-{stamp}-{n}")
        n += 1
    return target


def _keep_aside(path: Path) -> Path | None:
    """Rename an unusable file to ``<name>.damaged-<timestamp>`` (never overwriting another one).

    Returns the new path, or None if even the rename failed (the caller then says so).
    """
    target = _aside_name(path)
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def _holds_nothing(path: Path) -> bool:
    """Whether the file is empty or only blank (as ``read_json_file`` calls "empty")."""
    try:
        if path.stat().st_size > 4096:
            return False
        return not path.read_bytes().decode("utf-8-sig", "replace").strip()
    except OSError:
        return False


def _set_aside_message(what: str, path: Path, reason: str, consequence: str,
                       failed: str = "could not be used") -> str:
    """Why ``what`` ``failed`` (``reason``), what follows (``consequence``, a sentence or "") and
    where the file was kept. A reason that is a sentence of its own ("The file … is empty.") goes
    on after the colon in small letters ("could not be used: The file…" was seen).

    The file is set aside all the same when it holds nothing (nothing may ever be deleted), but
    the person is not told it was "kept so nothing is lost": an empty file keeps nothing, and
    "nothing is lost" was said of an autosaved game that was lost to the player."""
    if reason.startswith("The "):
        reason = "the " + reason[len("The "):]
    if consequence:
        consequence = " " + consequence[:1].upper() + consequence[1:]
    empty = _holds_nothing(path)
    kept = _keep_aside(path)
    if kept is None:
        return (f"{what} ({path}) {failed}: {reason}{consequence} The file could not be renamed "
                "either, so it was left as it is.")
    if empty:
        return f"{what} {failed}: {reason}{consequence}"
    return (f"{what} {failed}: {reason}{consequence} The file was kept as {kept.name} in "
            f"{kept.parent} in case it is wanted.")


def _load_versioned(path: Path, what: str, version_key: str, newest: int,
                    consequence: str, newer: str = "") -> tuple[dict | None, list[str]]:
    """Read a JSON object whose ``version_key`` must be an int from 1 to ``newest``.

    A missing file gives ``(None, [])``; an unusable one is set aside with a message. With
    ``newer`` (a message, formatted with ``version`` and ``newest``), a file from a newer
    version is read all the same, left where it is, and the message said.
    """
    if not path.exists():
        return None, []
    try:
        doc = read_json_file(path)
    except StoreError as exc:
        return None, [_set_aside_message(what, path, str(exc), consequence)]
    version = doc.get(version_key)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        reason = f"its format version ({version!r}) is missing or not valid."
        return None, [_set_aside_message(what, path, reason, consequence)]
    if version > newest and newer:
        return doc, [newer.format(version=version, newest=newest)]
    if version > newest:
        reason = (f"it was written by a newer version of Trick Table (format {version}; this "
                  f"version reads format {newest}).")
        return None, [_set_aside_message(what, path, reason, consequence)]
    return doc, []



def _copy_aside(path: Path, tag: str = "damaged") -> Path | None:
    """Copy a file to ``<name>.<tag>-<timestamp>`` before repairing it in place (never
    overwriting another copy); None when the copy failed."""
    target = _aside_name(path, tag)
    try:
        shutil.copy2(path, target)
    except OSError:
        return None
    return target


def merge_kept(theirs: dict, read: dict, ours: dict) -> dict:
    """``theirs`` (a newer version's file) with what this version changed in it since it read
    it as ``read``: a key whose value ``ours`` still holds as read keeps the file's value (one
    this version could not use stays for the newer version: "ludicrous" speed was written back
    as "normal"), a changed one takes ours, an object changed goes key by key, and a key this
    version never knew stays. Written this way nothing of the newer version's is lost but what
    the person changed here."""
    out = dict(theirs)
    for key, value in ours.items():
        before = read.get(key)
        if key in read and before == value:
            continue
        mine, kept = isinstance(value, dict), theirs.get(key)
        if mine and isinstance(before, dict) and isinstance(kept, dict):
            out[key] = merge_kept(kept, before, value)
        else:
            out[key] = value
    for key in read.keys() - ours.keys():  # removed here
        out.pop(key, None)
    return out


__all__ = ["DRILL_PAUSE_ENV", "MAX_JSON_BYTES", "TEMP_SUFFIX", "StoreError", "atomic_write_bytes",
           "atomic_write_text", "merge_kept", "read_json_file"]
