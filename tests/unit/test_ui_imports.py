"""The table's modules import one another one way only: no circle among the modules of ``ui``
(the table view and its steps once imported each other), and one z-order module for all."""

from __future__ import annotations

import ast
from pathlib import Path

import tricktable.ui

UI = Path(tricktable.ui.__file__).parent


def _ui_imports() -> dict[str, set[str]]:
    """Each ui module's imports of other ui modules, those under ``TYPE_CHECKING`` included."""
    graph: dict[str, set[str]] = {}
    for path in UI.glob("*.py"):
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                if node.module:
                    found.add(node.module.split(".")[0])
                else:
                    found.update(a.name for a in node.names)
        graph[path.stem] = {m for m in found if (UI / f"{m}.py").exists()}
    return graph


def test_no_module_of_the_ui_imports_a_module_that_imports_it_back():
    graph = _ui_imports()
    state: dict[str, int] = {}
    circles: list[list[str]] = []

    def visit(name: str, path: list[str]) -> None:
        state[name] = 1
        for dep in sorted(graph.get(name, ())):
            if state.get(dep) == 1:
                circles.append([*path[path.index(dep):], dep] if dep in path else [name, dep])
            elif dep not in state:
                visit(dep, [*path, dep])
        state[name] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [name])
    assert circles == [], f"import circles in ui: {circles}"


def test_z_values_are_numbers_only_the_z_order_module_holds():
    """A literal z-value anywhere else drifts from the others (they were written three times);
    they are ``presentation.zorder``'s."""
    strays = []
    for path in UI.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "setZValue" and node.args
                    and isinstance(node.args[0], ast.Constant)):
                strays.append(f"{path.name}:{node.lineno}")
    assert strays == []
