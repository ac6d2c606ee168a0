"""``python -m tricktable self-test`` runs the real window offscreen and exits 0 when games pass."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

APP = Path(__file__).resolve().parents[2] / "app"


def run_cli(*args: str, home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = str(APP) + os.pathsep + env.get("PYTHONPATH", "")
    env["TRICKTABLE_HOME"] = str(home / "person")  # must stay untouched
    return subprocess.run([sys.executable, "-m", "tricktable", "self-test", *args],
                          capture_output=True, text=True, timeout=120, env=env)


def test_self_test_plays_heart_hunter_through_the_window(tmp_path):
    out = run_cli("--game", "heart-hunter", "--seed", "20", home=tmp_path)
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.strip().splitlines()
    assert lines[0].startswith("heart-hunter: ok — Heart Hunter, seed 20"), lines
    assert lines[-1] == "self-test: all games passed"
    assert not (tmp_path / "person").exists(), "the self-test uses its own temporary home"


def test_self_test_refuses_an_unknown_game(tmp_path):
    out = run_cli("--game", "no-such-game", home=tmp_path)
    assert out.returncode != 0
    assert "unknown or unavailable game" in out.stderr
