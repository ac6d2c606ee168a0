"""The one resource lookup finds the shipped files in a checkout, a frozen bundle and a wheel."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tricktable import resource_files
from tricktable.resource_files import resource_dir, resource_path

REPO = Path(__file__).resolve().parents[2]
GAMES = ("young-hunter", "heart-hunter", "sheepshead", "barbu", "nineteen")


def test_a_source_checkout_finds_the_resources_folder_at_the_top_of_the_repository():
    assert resource_dir() == REPO / "resources"
    for game in GAMES:
        assert resource_path("rules", f"{game}.html").is_file()
    assert resource_path("icons", "tricktable.svg").is_file()
    assert resource_path("tricktable.desktop").is_file()


def test_a_frozen_bundle_finds_the_resources_beside_its_own_files(tmp_path, monkeypatch):
    (tmp_path / "resources" / "rules").mkdir(parents=True)
    (tmp_path / "resources" / "rules" / "barbu.html").write_text("<h1>frozen</h1>", "utf-8")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_dir() == tmp_path / "resources"
    assert resource_path("rules", "barbu.html").read_text("utf-8") == "<h1>frozen</h1>"


def test_missing_resources_raise_an_error_that_names_every_place_looked_at(tmp_path, monkeypatch):
    monkeypatch.setattr(resource_files, "_PACKAGE", tmp_path / "app" / "tricktable")
    with pytest.raises(FileNotFoundError) as err:
        resource_dir()
    assert str(tmp_path / "app" / "tricktable" / "_resources") in str(err.value)
    assert str(tmp_path / "resources") in str(err.value)


def test_the_rules_window_reads_its_page_through_the_lookup():
    pytest.importorskip("PySide6")
    from tricktable.presentation.card_pages import rules_page

    assert "barbu" in rules_page("barbu").lower()
    assert rules_page("no-such-game") is None


def test_a_built_wheel_carries_the_resources_and_finds_them_once_installed(tmp_path):
    """Builds the wheel from a copy of the checkout (setup.py's hook copies resources/ into the
    package), unpacks it as pip would, and asks the unpacked package where its resources are."""
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md"):
        shutil.copy2(REPO / name, src / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
    shutil.copytree(REPO / "app", src / "app", ignore=ignore)
    shutil.copytree(REPO / "resources", src / "resources", ignore=ignore)
    out = tmp_path / "wheel"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "-q", "-w", str(out), str(src)], check=True, capture_output=True, timeout=300)
    (wheel,) = out.glob("tricktable-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    for game in GAMES:
        assert f"tricktable/_resources/rules/{game}.html" in names
    assert "tricktable/_resources/icons/tricktable.svg" in names
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    found = subprocess.run(
        [sys.executable, "-c",
         "from tricktable.resource_files import resource_dir; print(resource_dir())"],
        check=True, capture_output=True, text=True, cwd=tmp_path, timeout=60,
        env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"}).stdout.strip()
    assert Path(found) == site / "tricktable" / "_resources"
