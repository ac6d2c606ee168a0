"""The score sheet as words to paste elsewhere (Game → Score sheet → Copy scores): plain text in
columns for a message or a note, and an HTML table that a spreadsheet or a mail takes cell by
cell. Worked out without Qt from the rows the sheet shows (``score_table.score_rows``).

Why: the sheet, the statistics and the deal log could be read but not shared; a tester who
wanted to send an evening's Barbu results had only the game's record file (JSON) to send.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from .score_table import ScoreRow, score_rows


@dataclass(frozen=True)
class SheetCopy:
    """The sheet in two forms: ``text`` (columns aligned with spaces) and ``html`` (a table)."""

    text: str
    html: str


def sheet_copy(title: str, names: list[str], deals: list, word: str = "deal",
               notes: list[str] | None = None, footer: list[str] | None = None,
               seed: int | None = None) -> SheetCopy:
    """The sheet titled ``title`` ("Barbu — score sheet"): a row per finished deal with the
    running totals under it, as the window's sheet has them; each deal's note (what the rules
    scored) after the table in the text, in a last column in the table; then ``footer`` (what
    is still to come) and the game number (``seed``), which deals the same cards again."""
    rows = score_rows(len(names), deals, True, word=word, notes=notes)
    tail = [*(footer or []), *([f"Game number {seed}"] if seed is not None else [])]
    return SheetCopy(_text(title, names, rows, tail), _html(title, names, rows, tail))


def _text(title: str, names: list[str], rows: list[ScoreRow], tail: list[str]) -> str:
    """Right-aligned columns two spaces apart under the names, the rows' labels on the left."""
    label_w = max([len(r.label.strip()) + 3 for r in rows] + [0])
    widths = [max([len(n)] + [len(r.cells[i]) for r in rows]) for i, n in enumerate(names)]
    lines = [title, ""]
    lines.append((" " * label_w + "  ".join(n.rjust(w) for n, w in zip(names, widths,
                                                                      strict=True))).rstrip())
    for row in rows:
        label = row.label.strip()
        label = f"  {label}" if row.total else label
        cells = "  ".join(c.rjust(w) for c, w in zip(row.cells, widths, strict=True))
        lines.append(label.ljust(label_w) + cells)
    said = [f"{r.label.strip()}: {r.note}" for r in rows if r.note]
    if said:
        lines += ["", *said]
    if tail:
        lines += ["", *tail]
    return "\n".join(lines) + "\n"


def _html(title: str, names: list[str], rows: list[ScoreRow], tail: list[str]) -> str:
    """A table with a header row of names, the totals rows in bold, the notes in a last
    column when there are any."""
    noted = any(r.note for r in rows)
    head = "".join(f"<th>{escape(n)}</th>" for n in ["", *names])
    if noted:
        head += "<th>What the rules scored</th>"
    body = []
    for row in rows:
        def bold(text: str, total: bool = row.total) -> str:
            return f"<b>{escape(text)}</b>" if total else escape(text)
        cells = "".join(f'<td align="right">{bold(c)}</td>' for c in row.cells)
        note = f"<td>{escape(row.note)}</td>" if noted else ""
        body.append(f"<tr><td>{bold(row.label.strip())}</td>{cells}{note}</tr>")
    after = "".join(f"<p>{escape(t)}</p>" for t in tail)
    return (f"<p><b>{escape(title)}</b></p><table border=\"1\" cellpadding=\"3\">"
            f"<tr>{head}</tr>{''.join(body)}</table>{after}")
