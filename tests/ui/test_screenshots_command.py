"""``python -m tricktable screenshots DIR`` renders the real window offscreen at each kind of
decision and at the deal summary: checked on one game and one size, so that it stays fast."""

from __future__ import annotations

import subprocess
from pathlib import Path

from PIL import Image

from cli import run_cli as run_command


def run_cli(*args: str, home: Path) -> subprocess.CompletedProcess:
    """The command under test, offscreen, the person's files under ``home / "person"``."""
    return run_command("screenshots", *args, home=home, timeout=180)


def test_screenshots_of_one_game_are_real_pictures_of_the_table(tmp_path):
    out_dir = tmp_path / "shots"
    out = run_cli(str(out_dir), "--game", "heart-hunter", "--players", "3", "--size", "1024x640",
                  home=tmp_path)
    assert out.returncode == 0, out.stdout + out.stderr
    files = sorted(p.name for p in out_dir.glob("*.png"))
    assert files == ["heart-hunter-3p-deal-summary-1024x640.png",
                     "heart-hunter-3p-play-1024x640.png"], files
    assert out.stdout.strip().splitlines()[-1] == f"screenshots: 2 files in {out_dir}"
    for name in files:
        with Image.open(out_dir / name) as image:
            assert image.format == "PNG"
            assert image.size == (1024, 640)
            rgb = image.convert("RGB")
            colours = rgb.getcolors(maxcolors=1 << 20)
            assert colours is not None and len(colours) > 500, "a drawn table, not a flat fill"
            data = rgb.tobytes()
            pixels = list(zip(data[0::3], data[1::3], data[2::3], strict=True))
            felt = sum(1 for r, g, b in pixels if g > r + 25 and g > b + 10)
            white = sum(1 for r, g, b in pixels if min(r, g, b) > 225)
            assert 0.2 < felt / len(pixels) < 0.95, "the green felt fills much of the window"
            assert white / len(pixels) > 0.02, "cards (or the summary card) are drawn on it"
    assert not (tmp_path / "person").exists(), "the command uses its own temporary home"


def test_screenshots_refuse_a_malformed_size(tmp_path):
    out = run_cli(str(tmp_path / "shots"), "--size", "big", home=tmp_path)
    assert out.returncode == 2
    assert "--size wants WIDTHxHEIGHT" in out.stderr
    assert not (tmp_path / "shots").exists()


def test_screenshots_refuse_an_unknown_game(tmp_path):
    """An unknown game wrote nothing and still said all was well (exit 0)."""
    out = run_cli(str(tmp_path / "shots"), "--game", "no-such-game", home=tmp_path)
    assert out.returncode == 2
    assert "unknown or unavailable game(s): no-such-game" in out.stderr
    assert "heart-hunter" in out.stderr
    assert not (tmp_path / "shots").exists()
