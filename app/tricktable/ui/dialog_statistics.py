"""Game → Statistics: the person's record in each game (played, won, average final score).

The numbers are kept by ``settings.record_result`` whenever a game with a person at the table
ends; this dialog only reads them, and says so when a damaged file was set aside.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .. import settings as store
from ..games.registry import available_games, get_rules

COLUMNS = ("Game", "Played", "Won", "Won %", "Average score", "Last played")


def statistics_rows(stats: dict) -> list[tuple[str, ...]]:
    """One row of text per game, in the games' own order; games never played say so."""
    rows = []
    games = stats.get("games", {})
    for gid in available_games():
        g = games.get(gid)
        title = get_rules(gid).title
        if not g or not g.get("played"):
            rows.append((title, "0", "0", "–", "–", "never"))
            continue
        played, won = g["played"], g["won"]
        rows.append((title, str(played), str(won), f"{round(100 * won / played)}%",
                     f"{g['score_sum'] / played:.1f}", g.get("last_played", "–")))
    return rows


class StatisticsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Statistics")
        stats, messages = store.load_statistics()
        layout = QVBoxLayout(self)
        intro = QLabel("Your games at this table (games without a person are not counted). "
                       "The average is of your final scores.", self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        for m in messages:
            note = QLabel(m, self)
            note.setWordWrap(True)
            layout.addWidget(note)
        rows = statistics_rows(stats)
        self.table = QTableWidget(len(rows), len(COLUMNS), self)
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self.table.setAccessibleName("Statistics per game")
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(620, 320)
