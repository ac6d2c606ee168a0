"""The controller's parts speak through a small stated interface: the coach's requests
(``controller_coach.py``) and the table's questions (``controller_table.py``) use only what their
docstrings list of the controller, never its private attributes."""

from __future__ import annotations

import ast
from pathlib import Path

import tricktable

ROOT = Path(tricktable.__file__).parent

#: what each mixin may use of the controller (besides its own methods and attributes)
ALLOWED = {
    "controller_coach.py": {"state", "seats", "viewer", "autosave_enabled", "check_plays",
                            "check_seconds", "review_scale", "decision_mark", "human_to_act",
                            "human_players", "names", "submit", "decide", "ask_worker",
                            "stop_undo_at_review", "generation", "hintReady",
                            "playQuestioned", "reviewReady", "turnChanged"},
    "controller_table.py": {"state", "seats", "view", "auto_continue", "awaiting_pass"},
}


def _uses_and_own(path: Path) -> tuple[set[str], set[str]]:
    """The ``self.<name>`` a module's class reads or writes, and the names it defines itself
    (methods, and attributes it assigns)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    used, own = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            own.add(node.name)
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and node.value.id == "self":
            (own if isinstance(node.ctx, ast.Store) else used).add(node.attr)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Attribute):
            own.add(node.target.attr)
    return used, own


def test_the_controllers_parts_use_only_their_stated_interface():
    for name, allowed in ALLOWED.items():
        used, own = _uses_and_own(ROOT / name)
        beyond = sorted(used - own - allowed)
        assert beyond == [], f"{name} uses {beyond} of the controller beyond its interface"
        assert not any(n.startswith("_") for n in used & allowed), name
