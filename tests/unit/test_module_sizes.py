"""No module of Trick Table is over 600 lines: a module that grows past it holds more than one thing
and is split along what it holds (the developers' guide). The test names each file that is over and
its length, so the finding says where to look."""

from __future__ import annotations

from pathlib import Path

import tricktable

PACKAGE = Path(tricktable.__file__).parent
MAX_LINES = 600

#: modules still over the limit, each with the reason it is not split yet; remove an entry as soon
#: as its module is split (the test also fails on an entry that is no longer over)
PENDING: dict[str, str] = {}


def line_counts() -> dict[str, int]:
    """Lines of every Python module of the package, by path relative to it."""
    return {path.relative_to(PACKAGE).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
            for path in sorted(PACKAGE.rglob("*.py"))}


def test_the_count_sees_every_module_of_the_package():
    counts = line_counts()
    assert "settings.py" in counts and "games/nineteen.py" in counts
    assert all(n > 0 for name, n in counts.items() if not name.endswith("__init__.py"))


def test_no_module_is_over_600_lines():
    over = {name: n for name, n in line_counts().items() if n > MAX_LINES and name not in PENDING}
    listed = ", ".join(f"{name} ({n} lines)" for name, n in sorted(over.items()))
    assert not over, f"modules over {MAX_LINES} lines: {listed}"


def test_every_pending_exception_is_still_over_the_limit():
    counts = line_counts()
    done = [name for name in PENDING if counts.get(name, 0) <= MAX_LINES]
    assert not done, f"no longer over {MAX_LINES} lines, remove from PENDING: {', '.join(done)}"
