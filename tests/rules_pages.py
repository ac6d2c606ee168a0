"""A game's rules page as the rules tests read it: the bundled HTML, checked for its sections."""

from __future__ import annotations

from tricktable.resource_files import resource_path


def rules_page(game: str, sections: tuple[str, ...]) -> str:
    """The HTML of ``game``'s rules page, after checking that it has a section (an element with
    that id) for each name in ``sections``."""
    html = resource_path("rules", f"{game}.html").read_text(encoding="utf-8")
    missing = [s for s in sections if f'id="{s}"' not in html]
    assert not missing, f"the {game} rules page has no section {missing}"
    return html
