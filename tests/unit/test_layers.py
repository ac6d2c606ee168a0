"""The layers point one way: engine <- games <- ai <- coach <- presentation <- settings,
stats_store <- controller <- ui <- commands, drills, __main__. Each import (also one inside a
function or under ``TYPE_CHECKING``) may only reach its own layer or one below; and the engine,
games, ai, coach and presentation never import Qt (they run headless, in the worker process too).
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import tricktable

PACKAGE = Path(tricktable.__file__).parent

#: layer of each top-level module or package of ``tricktable``, lowest first. ``resource_files``
#: (where bundled files are) and ``safe_files`` (how any file is written and read without losing
#: it) import nothing of ours and sit at the bottom; ``settings`` and
#: ``stats_store`` (the files the person's choices and results are kept in) are read by the
#: controller and read the presentation's speeds and words, so they sit between the two
LAYERS: dict[str, int] = {
    "__init__": 0, "resource_files": 0, "safe_files": 0,
    "engine": 1,
    "games": 2,
    "ai": 3,
    "coach": 4,
    "presentation": 5,
    "settings": 6, "stats_store": 6, "tips_store": 6, "autosave": 6,
    "controller_coach": 7,
    "controller_table": 7,
    "controller_window": 7,
    "controller_seats": 7,
    "controller_pause": 7,
    "controller_levels": 7,
    "controller_undo": 7,
    "undo_points": 7,
    "controller": 7,
    "ui": 8,
    "commands": 9, "drills": 9, "__main__": 9,
}

#: arrows that still run upward while another part of the restructuring is pending:
#: {(importing module, imported module): what removes it}. Keep it empty when nothing is pending.
PENDING: dict[tuple[str, str], str] = {}


def _top(module: str) -> str:
    """``tricktable.ai.search`` -> ``ai``; the package itself -> ``__init__``."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def _module_name(path: Path) -> str:
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imported(node: ast.AST, module: str, is_package: bool) -> list[str]:
    """The ``tricktable`` modules an import statement names (relative imports resolved)."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names if a.name.split(".")[0] == "tricktable"]
    if not isinstance(node, ast.ImportFrom):
        return []
    if node.level == 0:
        base = node.module or ""
        if base.split(".")[0] != "tricktable":
            return []
    else:
        anchor = module.split(".")
        if not is_package:
            anchor = anchor[:-1]
        anchor = anchor[: len(anchor) - (node.level - 1)]
        base = ".".join(anchor + ([node.module] if node.module else []))
    if base == "tricktable" or not node.module:  # "from . import settings": names are modules
        return [f"{base}.{a.name}" for a in node.names]
    return [base]


def _type_only(tree: ast.AST) -> set[int]:
    """Ids of the import nodes under ``if TYPE_CHECKING:`` (never run, so never a load circle)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) \
                and node.test.id == "TYPE_CHECKING":
            out.update(id(n) for stmt in node.body for n in ast.walk(stmt))
    return out


def imports_of_the_package(run_only: bool = False) -> list[tuple[str, int, str, str]]:
    """(file, line, importing module, imported module) for every import of our own modules;
    ``run_only`` leaves out those under ``TYPE_CHECKING``."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module = _module_name(path)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _type_only(tree) if run_only else set()
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            for target in _imported(node, module, path.name == "__init__.py"):
                found.append((str(path.relative_to(PACKAGE.parent)), node.lineno, module,
                              target))
    return found


def upward_arrows() -> list[str]:
    wrong = []
    for file, line, module, target in imports_of_the_package():
        low, high = _top(target), _top(module)
        if low not in LAYERS or high not in LAYERS:
            wrong.append(f"{file}:{line}: {module} -> {target}: a layer the test does not know "
                         f"(add it to LAYERS)")
        elif LAYERS[low] > LAYERS[high] and (high, low) not in PENDING:
            wrong.append(f"{file}:{line}: {high} -> {low} runs upward ({module} imports "
                         f"{target})")
    return wrong


def test_every_import_points_down_the_layers():
    wrong = upward_arrows()
    assert wrong == [], "imports against the layers:\n" + "\n".join(wrong)


def test_every_pending_exception_is_still_needed():
    """A listed exception whose arrow is gone must leave the list, so none outlives its reason."""
    used = {(_top(m), _top(t)) for _f, _l, m, t in imports_of_the_package()}
    assert [pair for pair in PENDING if pair not in used] == []


def test_the_checker_sees_imports_inside_functions_and_relative_ones(tmp_path):
    """The checker itself: a function-level relative import is resolved to its module."""
    code = "def f():\n    from ..coach.hints import weigh\n    from . import search\n"
    nodes = [n for n in ast.walk(ast.parse(code)) if isinstance(n, ast.ImportFrom)]
    assert _imported(nodes[0], "tricktable.ai.worker", False) == ["tricktable.coach.hints"]
    assert _imported(nodes[1], "tricktable.ai.worker", False) == ["tricktable.ai.search"]
    assert LAYERS[_top("tricktable.coach.hints")] > LAYERS[_top("tricktable.ai.worker")]


def _circles(run_only: bool, within: str = "") -> list[str]:
    """Every chain of imports that comes back to where it started (modules named from
    ``within`` only)."""
    graph: dict[str, set[str]] = {}
    for _f, _l, module, target in imports_of_the_package(run_only=run_only):
        if module != target and module.startswith(within) and target.startswith(within):
            graph.setdefault(module, set()).add(target)
    circles: list[str] = []

    def reach(start: str, node: str, path: list[str], seen: set[str]) -> None:
        for nxt in sorted(graph.get(node, ())):
            if nxt == start:
                circles.append(" -> ".join([*path, nxt]))
            elif nxt not in seen:
                seen.add(nxt)
                reach(start, nxt, [*path, nxt], seen)

    for module in sorted(graph):
        reach(module, module, [module], {module})
    return circles


def test_no_module_imports_one_that_imports_it_back():
    """Within a layer too, imports run one way: the protocol and the record reader once imported
    each other (inside a function, which hid it at load time), and so did the Beginner and the
    registry of levels. Imports under ``TYPE_CHECKING`` never run and do not count here."""
    assert _circles(run_only=True) == []


def test_no_module_names_one_in_a_circle_even_for_type_names():
    """The modules stand in one order even counting the imports only a type checker reads: the
    engine's protocol once named the record writer, which named the deal log, which named the
    protocol (``State.record``), and the deal review's sheet named the review that builds it;
    the writer now takes the state, and the review's data lives in ``coach/reviewed.py``."""
    assert _circles(run_only=False) == []


def test_every_top_level_module_has_a_layer():
    tops = {p.stem for p in PACKAGE.glob("*.py")} | {
        p.parent.name for p in PACKAGE.glob("*/__init__.py")}
    assert sorted(tops - set(LAYERS)) == []


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
