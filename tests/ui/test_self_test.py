"""``python -m tricktable self-test`` runs the real window offscreen and exits 0 when games pass."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from cli import APP
from cli import run_cli as run_command


def run_cli(*args: str, home: Path) -> subprocess.CompletedProcess:
    """The command under test, offscreen, the person's files under ``home / "person"``."""
    return run_command("self-test", *args, home=home, timeout=120)


def test_self_test_plays_heart_hunter_through_the_window(tmp_path):
    out = run_cli("--game", "heart-hunter", "--seed", "20", home=tmp_path)
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.strip().splitlines()
    assert lines[0].startswith("heart-hunter: ok — Heart Hunter, seed 20"), lines
    assert lines[-1] == "self-test: all games passed"
    assert not (tmp_path / "person").exists(), "the self-test uses its own temporary home"


def test_the_self_test_runs_without_qts_test_module_as_the_installed_program_is_built(tmp_path):
    """The installed program leaves out ``PySide6.QtTest`` (``packaging/tricktable.spec``):
    a check of the game's end, imported from the person robot's module, pulled it in, and the
    installed self-test failed at once ("No module named 'PySide6.QtTest'")."""
    blocked = ("import runpy, sys; sys.modules['PySide6.QtTest'] = None; "
               "sys.argv = ['tricktable', 'self-test', '--game', 'heart-hunter', '--seed', "
               "'20']; runpy.run_module('tricktable', run_name='__main__')")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TRICKTABLE_HOME=str(tmp_path),
               PYTHONPATH=str(APP) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", blocked], capture_output=True, text=True,
                         timeout=120, env=env)
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.strip().splitlines()[-1] == "self-test: all games passed"


def test_self_test_refuses_an_unknown_game(tmp_path):
    out = run_cli("--game", "no-such-game", home=tmp_path)
    assert out.returncode != 0
    assert "unknown or unavailable game" in out.stderr


def test_the_person_run_cycles_through_every_game_and_option_set():
    from tricktable.commands.self_test_person import plan, variants

    assert len(variants("nineteen")) == 3 * 2 * 2 * 2  # players, level, contra, hands
    games = ["young-hunter", "heart-hunter", "nineteen"]
    runs = plan(games, 30, seed=5)
    assert [g for g, _o, _s in runs[:3]] == games
    assert len({s for _g, _o, s in runs}) == 30, "every game its own seed"
    nineteen = [tuple(sorted(o.items())) for g, o, _s in runs if g == "nineteen"]
    assert len(set(nineteen)) == 10, "ten different option sets before any repeats"
