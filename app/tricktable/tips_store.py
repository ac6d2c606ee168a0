"""Which first-game tips the person has seen: ``tips.json`` beside the statistics.

Why a file of its own: the tips shown are not a choice the person makes (the settings hold the
switch, ``Settings.tips``), they are remembered as they happen, a few times in a first game, and
writing them must not race with the settings dialog's copy of the settings. Format 1::

    {"version": 1, "shown": ["heart-hunter/play", "barbu/double", ...]}

Written atomically like every other file (``safe_files._write_json``); a file that cannot be read
is set aside with a message and the tips start again, which loses nothing that matters. Qt-free.
"""

from __future__ import annotations

from .safe_files import StoreError, _load_versioned, _write_json
from .settings import _is_str, paths

TIPS_VERSION = 1
#: a tip key is "<game id>/<kind>": short; more keys than this is not a file Trick Table wrote
MAX_KEYS = 1000
MAX_KEY_LENGTH = 100


def load_shown() -> tuple[set[str], list[str]]:
    """The tip kinds already shown, and sentences for the person about a file that was unusable."""
    doc, messages = _load_versioned(paths()["tips"], "The file of tips already shown", "version",
                                    TIPS_VERSION, "the tips for first games start again.")
    if doc is None:
        return set(), messages
    shown = doc.get("shown")
    if not isinstance(shown, list):
        return set(), messages
    return {k for k in shown[:MAX_KEYS] if _is_str(k) and len(k) <= MAX_KEY_LENGTH}, messages


def save_shown(shown: set[str]) -> None:
    """Write the kinds shown; raises :class:`StoreError` when the disk refuses."""
    _write_json(paths()["tips"], {"version": TIPS_VERSION, "shown": sorted(shown)})


def forget_shown() -> None:
    """Every tip will be shown again ("Show tips again")."""
    save_shown(set())


__all__ = ["StoreError", "forget_shown", "load_shown", "save_shown"]
