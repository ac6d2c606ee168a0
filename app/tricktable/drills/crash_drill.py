"""``drill --crash N``: the window killed with SIGKILL at N random moments of play (every third
one half-way through an autosave write, held open by the write-pause hook), then started again.

After every kill the drill checks: the window process's AI worker and the resource tracker end
by themselves within 5 s; the settings and statistics load without a word and as they were; at
the next start the game is offered back, having lost at most what came after the last save point
(the trick under way; bids, discards and Dominoes cards are saved one by one) and the save the
kill interrupted. At the end the window is closed politely once more and no
temporary file is left. Everything runs in a throw-away ``TRICKTABLE_HOME``.
"""

from __future__ import annotations

import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

GONE_WITHIN_S = 5.0
START_TIMEOUT_S = 120.0


def alive(pid: int) -> bool:
    """Running and not a zombie waiting to be reaped (``/proc``; where there is none, whether
    the process can be signalled)."""
    try:
        with open(f"/proc/{pid}/status") as f:
            state = next(line for line in f if line.startswith("State:"))
        return "Z" not in state.split()[1]
    except (OSError, StopIteration):
        try:
            os.kill(pid, 0)
        except OSError:
            return False
        return True


def gone_within(pids: list[int], seconds: float) -> bool:
    """Wait up to ``seconds`` for every process of ``pids`` to end; whether they all did."""
    end = time.monotonic() + seconds
    while any(alive(p) for p in pids):
        if time.monotonic() >= end:
            return False
        time.sleep(0.05)
    return True


class _Child:
    """One run of the window (crash_child), its output read as it comes."""

    def __init__(self, seed: int, env: dict) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tricktable.drills.crash_child", str(seed)],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))

    def first(self, word: str, timeout: float) -> list[str] | None:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            for line in list(self.lines):
                if line.split(" ", 1)[0] == word:
                    return line.split()[1:]
            if self.proc.poll() is not None and not self._reader.is_alive():
                return None
            time.sleep(0.02)
        return None

    def states(self) -> list[tuple[int, ...]]:
        return [tuple(int(x) for x in line.split()[1:5]) for line in list(self.lines)
                if line.startswith("state ")]

    def messages(self) -> list[str]:
        return [line for line in list(self.lines) if line.startswith("message ")]


def _save_points(start: int | None, states: list[tuple[int, ...]]) -> list[int]:
    """The move counts, in order, at which a run was seen with no trick under way: the game is
    autosaved at each of them (after a trick, a bid, a discard, a Dominoes card)."""
    out = [start] if start is not None else []
    for moves, _deal, _tricks, in_trick in states:
        if in_trick == 0 and (not out or out[-1] != moves):
            out.append(moves)
    return out


def surely_saved(points: list[int]) -> int:
    """The move a resumed game must reach at least: the save point before the last one seen (the
    kill may have cut the last save's write short), or 0 when the run was killed before any save
    point was seen (on a slow machine a short run can report only positions inside a trick)."""
    if len(points) >= 2:
        return points[-2]
    return points[-1] if points else 0


def run(kills: int, seed: int, out=print, game: str = "heart-hunter") -> int:
    from .. import settings as store
    from .. import stats_store
    from ..safe_files import DRILL_PAUSE_ENV
    from ..settings import Seat, Settings

    rng = random.Random(seed)
    home = Path(tempfile.mkdtemp(prefix="tricktable-crash-"))
    env = dict(os.environ, TRICKTABLE_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    os.environ["TRICKTABLE_HOME"] = str(home)  # this process checks the same files
    seats = [Seat("Drill Person", "human")] + [Seat(f"C{i}", "computer", "rule")
                                                     for i in range(1, 4)]
    settings = Settings(player_name="Drill Person", speed="instant", last_game=game,
                        seats={game: seats} if game == "heart-hunter" else {})
    store.save_settings(settings)
    stats_store.record_result(game, [0], [0], [10, 0, 0, 0])
    stats_before = stats_store.load_statistics()[0]
    failures: list[str] = []
    lost_actions: list[int] = []
    offered = 0
    previous: list[tuple[int, ...]] = []
    points: list[int] = []
    killed_in_write = 0
    children: list[_Child] = []
    try:
        for i in range(kills + 1):
            final = i == kills
            in_write = not final and i % 3 == 2
            child_env = dict(env)
            if in_write:
                child_env[DRILL_PAUSE_ENV] = "autosave.json=1.5"
            child = _Child(seed * 1000 + i, child_env)
            children.append(child)
            pids = child.first("pids", START_TIMEOUT_S)
            if pids is None:
                failures.append(f"run {i}: the window did not start")
                child.proc.kill()
                child.proc.wait()
                continue
            for m in child.messages():
                failures.append(f"run {i}: a message at start: {m[8:200]}")
            start = None
            if previous:
                shown = child.first("offered", 1.0)
                if shown is None:
                    failures.append(f"run {i}: the interrupted game was not offered back")
                else:
                    offered += 1
                    start = int(shown[0])
                    lost_actions.append(max(0, previous[-1][0] - start))
                    # lost at most: what came after the last save point (the trick under way) and
                    # the save being written when the kill came
                    must_have = surely_saved(points)
                    if start < must_have:
                        failures.append(f"run {i}: resumed at move {start}, but move {must_have} "
                                        "was saved before the save the kill interrupted")
            if final:
                time.sleep(1.0)
                child.proc.send_signal(signal.SIGTERM)  # a polite close: autosave, worker stopped
                try:
                    child.proc.wait(30)
                except subprocess.TimeoutExpired:
                    failures.append("the window did not close on SIGTERM")
                    child.proc.kill()
                    child.proc.wait()
            else:
                if in_write:
                    deadline = time.monotonic() + 30
                    data = store.paths()["data_dir"]
                    while (time.monotonic() < deadline
                           and not list(data.glob(".autosave.json.*.tmp"))):
                        time.sleep(0.005)
                    if list(data.glob(".autosave.json.*.tmp")):
                        killed_in_write += 1
                    else:
                        failures.append(f"run {i}: no autosave write was caught to kill it in")
                else:
                    time.sleep(rng.uniform(0.2, 3.0))
                child.proc.kill()
                child.proc.wait()
            child._reader.join(5)
            states = child.states()
            if states:
                previous = states
                points = _save_points(start, states)
            _window_pid, worker_pid, tracker_pid = (int(p) for p in pids)
            gone_within([worker_pid, tracker_pid], GONE_WITHIN_S)
            for name, pid in (("AI worker", worker_pid), ("resource tracker", tracker_pid)):
                if alive(pid):
                    failures.append(f"run {i}: the {name} ({pid}) outlived the window")
                    os.kill(pid, signal.SIGKILL)
            loaded, notes = store.load_settings()
            if notes or loaded.player_name != "Drill Person" or loaded.speed != "instant":
                failures.append(f"run {i}: settings changed or damaged: {notes}")
            stats, notes = stats_store.load_statistics()
            played_before = stats_before["games"].get(game, {}).get("played", 0)
            if notes or stats["games"].get(game, {}).get("played", 0) < played_before:
                failures.append(f"run {i}: statistics lost or damaged: {notes}")
            stats_before = stats
    finally:
        # a drill stopped half-way (a test timeout, Ctrl+C) must not leave a window running
        for left in children:
            if left.proc.poll() is None:
                left.proc.kill()
                left.proc.wait()
    leftovers = [p.name for d in (store.paths()["config_dir"], store.paths()["data_dir"])
                 for p in d.glob(".*.tmp")]
    if leftovers:
        failures.append(f"temporary files left: {leftovers}")
    if not store.paths()["autosave"].exists():
        failures.append("no autosave after the final polite close")
    for f in failures:
        out(f"  FAIL {f}")
    spread = (f"{min(lost_actions)}-{max(lost_actions)}, median "
              f"{statistics.median(lost_actions):g}" if lost_actions else "-")
    out(f"crash: {kills} SIGKILLs ({killed_in_write} inside an autosave write) in {game}; "
        f"game offered back {offered} of {kills}; actions lost {spread}; "
        f"{len(failures)} failures")
    return 1 if failures else 0
