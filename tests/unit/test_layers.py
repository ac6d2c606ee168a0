"""The engine, games, ai, coach and presentation packages never import Qt (they run headless)."""

import subprocess
import sys


def test_core_packages_import_no_qt():
    code = (
        "import sys, pkgutil, importlib\n"
        "import tricktable.engine, tricktable.games, tricktable.ai, tricktable.coach\n"
        "import tricktable.presentation\n"
        "for pkg in (tricktable.engine, tricktable.games, tricktable.ai, tricktable.coach,\n"
        "            tricktable.presentation):\n"
        "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        importlib.import_module(m.name)\n"
        "from tricktable.games import GAME_IDS, available_games\n"
        "for g in available_games():\n"
        "    pass\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "print(bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
