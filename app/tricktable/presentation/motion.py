"""Animation timings of UI.md in one place, shared by the table's animations and the controller's
pacing of computer moves (so a person can follow every card). Qt-free on purpose."""

from __future__ import annotations

from ..engine.protocol import CardPlayed, TrickTaken

#: speed setting name -> factor applied to every duration (0 = instant)
SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
SPEED_NAMES: tuple[str, ...] = ("slow", "normal", "fast", "instant")

DEAL_STAGGER_MS = 35
DEAL_FLIGHT_MS = 220
PLAY_MS = 240
TRICK_LINGER_MS = 700
TRICK_GATHER_MS = 300
#: at the instant speed a finished trick stays this long, unmoving, before it goes: no motion,
#: but the time to see who took what (it went with its last card)
INSTANT_TRICK_MS = 600
FLIP_MS = 150
#: a computer player's move is never shown sooner than this after the previous one (normal speed)
MIN_MOVE_GAP_MS = 350
#: how long a played card rests in the trick before the next computer card flies (normal speed):
#: the pause is counted after the flight, so the speed setting shows in every card, not only in
#: the 240 ms flight (slow was barely slower than normal while a computer's thinking hid it)
CARD_REST_MS = 360


def scaled(ms: int, speed: str) -> int:
    """A duration at the given speed setting, in whole milliseconds."""
    return round(ms * SPEEDS.get(speed, 1.0))


class Pace:
    """The table's speed: the setting (an unknown one reads as "normal") and whether motion is
    shown at all; ``forced_instant`` turns it off for a while whatever the setting (a resize, a
    screenshot). The window's animations are built at this pace."""

    #: at the instant speed, a finished trick still stays ``INSTANT_TRICK_MS`` to be seen; off
    #: for runs nobody watches (the self-tests, the benchmarks, the test suite)
    reading_holds = True

    def __init__(self, speed: str = "normal") -> None:
        self.speed = speed if speed in SPEEDS else "normal"
        self.forced_instant = False

    @property
    def instant(self) -> bool:
        return self.forced_instant or SPEEDS[self.speed] == 0.0

    def ms(self, base: int) -> int:
        """A base duration at this pace (0 when instant)."""
        return 0 if self.instant else scaled(base, self.speed)


def nearest_angle(current: object, target: float) -> float:
    """The target angle expressed closest to the current one, so a card never spins around
    (an unreadable current angle leaves the target as it is)."""
    try:
        cur = float(current)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return target
    while target - cur > 180:
        target -= 360
    while cur - target > 180:
        target += 360
    return target


def gap_after(events: list) -> int:
    """The unscaled pause (ms) a person needs to follow what ``events`` showed."""
    gap = MIN_MOVE_GAP_MS
    if any(isinstance(e, TrickTaken) for e in events):
        gap = max(gap, PLAY_MS + TRICK_LINGER_MS + TRICK_GATHER_MS)
    elif any(isinstance(e, CardPlayed) for e in events):
        gap = max(gap, PLAY_MS + CARD_REST_MS)
    return gap
