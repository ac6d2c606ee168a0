"""The score sheet as text to paste: its columns line up under the names whatever the widths of
the numbers, each deal's note follows the table, and the table form holds every cell."""

from tricktable.presentation.sheet_copy import sheet_copy


def test_the_columns_line_up_under_the_names_and_the_notes_follow():
    copied = sheet_copy("Barbu score sheet", ["You", "Bartholomew", "N", "East"],
                        [(1, [5, 45, -5, -45], [5, 45, -5, -45]),
                         (2, [-130, 10, 110, 10], [-125, 55, 105, -35])],
                        "hand", ["No Queens: West took two.", ""], ["Still to choose: Trump."],
                        seed=77)
    lines = copied.text.splitlines()
    assert lines[0] == "Barbu score sheet"
    head = next(line for line in lines if "Bartholomew" in line)
    rows = [line for line in lines if line.startswith(("Hand", "  total")) and ":" not in line]
    assert len(rows) == 4
    for name in ("You", "Bartholomew", "N", "East"):  # right-aligned: each column's end
        end = head.index(name) + len(name)
        assert all(row[end - 1] != " " and (len(row) == end or row[end] == " ")
                   for row in rows), name
    assert "Hand 1: No Queens: West took two." in lines and "Hand 2:" not in copied.text
    assert lines[-2:] == ["Still to choose: Trump.", "Game number 77"]
    assert copied.html.count("<tr>") == 5 and "−130" in copied.html
    assert "<b>−125</b>" in copied.html, "a totals row in bold"


def test_names_and_notes_are_escaped_in_the_table():
    copied = sheet_copy("Score sheet", ["<You>", "A&B"], [(1, [1, -1], [1, -1])],
                        notes=["x < y"])
    assert "&lt;You&gt;" in copied.html and "A&amp;B" in copied.html
    assert "x &lt; y" in copied.html and "<You>" in copied.text
