"""Writing one of the person's files (settings, statistics) as a test's starting point: a
file as an older version, a damaged disk or a person's own editing left it."""

from __future__ import annotations

import json

from tricktable.settings import paths


def write_file(kind: str, doc: object) -> None:
    """Write ``doc`` as JSON to the person's file of ``kind`` ("settings", "statistics"...,
    ``settings.paths``), its folder made first."""
    path = paths()[kind]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc), encoding="utf-8")
