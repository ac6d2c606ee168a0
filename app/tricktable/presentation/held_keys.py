"""Which presses of the summary's go keys (Enter, Space) are a key held down, not a fresh press.

Why Qt-free: what a key means is decided from its code, its event's timestamp and whether it
went down or up, numbers the window reads off the event and hands in; kept apart, the rule is
tested without a window. Why a key is tracked at all: a player who held Return on a deal's last
card went straight past its summary. X11 repeats a held key as a release and a press of the same
time, and Qt marks the pair as a repeat only when the press is already queued as it reads the
release (a busy table, at the deal's end, read them apart: the press came as a fresh one).
"""

from __future__ import annotations

#: a key pressed again within this many ms of its release is the key held down repeating (no
#: finger lets a key go and presses it again so fast)
REPEAT_GAP_MS = 2


class HeldKeys:
    """The go keys down now (as seen on the table, from before the summary comes) and when each
    was last let go."""

    def __init__(self) -> None:
        self.down: set[int] = set()
        self.let_go: dict[int, int] = {}

    def seen(self, key: int, when: int, released: bool, repeat: bool) -> bool:
        """Follow a press or release (``released``) of ``key`` at ``when`` ms (0: no time
        known); True for a press of a key held down: marked as a repeat (``repeat``), or of a
        key not let go since it went down (one held as the summary came never goes on: it
        must be let go and pressed again), or pressed again as soon as let go
        (``REPEAT_GAP_MS``)."""
        if released:
            if not repeat:
                self.down.discard(key)
                self.let_go[key] = when
            return False
        if repeat:  # the key went down before: the press that did is its own
            return True
        last = self.let_go.get(key)
        held = key in self.down or (
            bool(when) and last is not None and 0 <= when - last <= REPEAT_GAP_MS)
        self.down.add(key)
        return held

    def let_go_all(self) -> None:
        """The table lost the keyboard: a key let go elsewhere is not known to be down."""
        self.down.clear()


def enter_goes_on(game_over: bool, repeat: bool, in_grace: bool) -> bool:
    """Whether Enter on the summary goes on to the next deal: not a key held down (``repeat``),
    nor one pressed as the summary came (``in_grace``), nor at the game's end, where it would
    start another game (a player pressing Enter deal after deal never saw the final
    standings)."""
    return not game_over and not repeat and not in_grace
