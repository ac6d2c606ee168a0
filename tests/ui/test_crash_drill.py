"""The crash drill, short: the real window (in its own process) killed with SIGKILL three times
during play, once half-way through an autosave write, and started again each time. The game is
offered back every time having lost at most the trick in progress and the one being saved, the
settings and statistics are intact, no AI worker or resource tracker outlives its window, and no
temporary file is left. The 30-kill run is ``python -m tricktable drill --crash 30``."""

from __future__ import annotations

import os

import pytest

from tricktable.drills import crash_drill

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL and /proc: POSIX only")


def test_three_kills_during_play_lose_nothing_and_leave_nothing_behind(monkeypatch, tmp_path):
    monkeypatch.setenv("TRICKTABLE_HOME", str(tmp_path))  # restored after the drill's own home
    lines: list[str] = []
    status = crash_drill.run(3, seed=7, out=lines.append)
    assert status == 0, "\n".join(lines)
    assert "game offered back 3 of 3" in lines[-1] and "(1 inside an autosave write)" in lines[-1]


def test_a_drill_stopped_half_way_leaves_no_window_running(monkeypatch, tmp_path):
    """A test timeout or Ctrl+C inside the drill once left its window process running for half
    an hour: whatever stops the drill, the windows it started are gone when it returns."""
    monkeypatch.setenv("TRICKTABLE_HOME", str(tmp_path))
    made = []

    class Recorded(crash_drill._Child):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            made.append(self)

    class Interrupting:
        """The drill's chance: it stops the drill where it picks the moment of the first kill."""

        def __init__(self, _seed) -> None:
            pass

        def uniform(self, _a, _b):
            raise RuntimeError("stopped half-way")

    monkeypatch.setattr(crash_drill, "_Child", Recorded)
    monkeypatch.setattr(crash_drill.random, "Random", Interrupting)
    with pytest.raises(RuntimeError, match="stopped half-way"):
        crash_drill.run(3, seed=7, out=lambda _line: None)
    assert made, "the drill started no window"
    assert all(child.proc.poll() is not None for child in made)


def test_a_run_killed_before_any_save_point_asks_nothing_of_the_next_one():
    # under load a short first run once reported only positions inside a trick, and the drill
    # itself failed with an IndexError instead of checking the next start
    assert crash_drill.surely_saved([]) == 0
    assert crash_drill.surely_saved([12]) == 12
    assert crash_drill.surely_saved([4, 12, 20]) == 12
