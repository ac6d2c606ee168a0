"""Game → Statistics: a person's record in each game, against each opponent level and at each
number of players, with two plain bar charts per game (games won per level; average score per
deal of the last games). When more than one person has statistics (a shared table), "Player:"
chooses whose; it opens on the first person of the game on the table.

The numbers are kept by ``stats_store.record_result`` whenever a game with a person at the table
ends; this dialog only reads them (rows, bar geometry and colours, whose numbers and the words
come from ``presentation.stats_view``), and says so when a damaged file was set aside.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from .. import stats_store
from ..games.registry import available_games, get_rules
from ..presentation.stats_view import (
    GAME_COLUMNS,
    BarLayout,
    Chart,
    game_charts,
    game_rows,
    intro,
    layout_bars,
    level_columns,
    level_rows,
    no_levels_note,
    opening_person,
    people_names,
    person_stats,
    players_columns,
    players_rows,
)
from .dialogs import button_box, text_label
from .focus_ring import FocusRing, OpeningRing
from .window_place import fit_to_screen

BAR_COLOUR = QColor(46, 110, 160)
#: a bar on the bad side of zero for its game (``Chart.bad``)
BAD_COLOUR = QColor(170, 80, 60)


def _table(columns: tuple[str, ...], rows: list[tuple[str, ...]], name: str,
           parent: QWidget) -> QTableWidget:
    table = QTableWidget(len(rows), len(columns), parent)
    table.setHorizontalHeaderLabels(columns)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    # Tab goes on to the next control (the tabs, Close), the arrows from cell to cell: Tab went
    # round the cells for ever, and a keyboard-only player never reached Close
    table.setTabKeyNavigation(False)
    # the figures as wide as they are, the names take the rest: with the last column
    # stretched, "never" stood alone at the far right of the dialog
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            if c:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)
    table.setAccessibleName(name)
    table.names_whole = NamesWhole(table)  # kept: an event filter held by nothing is lost
    return table


class NamesWhole(QObject):
    """The names' column stretched over the table's spare width, but never narrower than its
    names: where the figures leave too little room (a large text size, a narrow screen) the
    names keep their width and the table scrolls across; they were cut to "Y…" (a tester)."""

    def __init__(self, table: QTableWidget) -> None:
        super().__init__(table)
        self.table = table
        table.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # Qt override
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.FontChange):
            QTimer.singleShot(0, self, self.fit)  # once the figures' columns have their widths
        return False

    def fit(self) -> None:
        table, head = self.table, self.table.horizontalHeader()
        names = max(table.sizeHintForColumn(0), head.sectionSizeHint(0))
        others = sum(head.sectionSize(c) for c in range(1, table.columnCount()))
        room = table.viewport().width() - others
        if room >= names:
            head.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        else:
            head.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
            head.resizeSection(0, names)


def wanted_width(table: QTableWidget) -> int:
    """How wide ``table`` must be to show every column whole: at a large text size the figures
    took the dialog's width and the stretched game names shrank to "Y…" (a tester)."""
    header = table.horizontalHeader()
    cols = range(table.columnCount())
    width = sum(max(table.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in cols)
    return width + 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width()


class BarChart(QWidget):
    """A titled bar chart the app draws itself: one bar per point, its figure above it (below a
    negative bar), its label under the axis. With no points it says that nothing is counted yet."""

    MARGIN = 12

    def __init__(self, chart: Chart, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chart = chart
        self.title, self.points, self.empty = chart.title, chart.points, chart.empty
        self.setMinimumSize(320, 220)
        self.setAccessibleName(chart.title)

    def plot_rect(self) -> QRectF:
        """Where the bars go: below the title and a figure's height, above the labels."""
        line = QFontMetrics(self.font()).height()
        m = self.MARGIN
        top = m + line * 2.2
        return QRectF(m, top, self.width() - 2 * m, self.height() - top - m - line * 2.4)

    def bar_layout(self) -> BarLayout:
        r = self.plot_rect()
        return layout_bars(self.points, r.left(), r.top(), r.width(), r.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        p.fillRect(self.rect(), pal.base())
        fm = QFontMetrics(self.font())
        text_pen = QPen(pal.text().color())
        p.setPen(text_pen)
        title_font = self.font()
        title_font.setBold(True)
        p.setFont(title_font)
        p.drawText(QRectF(self.MARGIN, self.MARGIN / 2, self.width() - 2 * self.MARGIN,
                          fm.height() * 1.4), Qt.AlignmentFlag.AlignLeft, self.title)
        p.setFont(self.font())
        r = self.plot_rect()
        if not self.points:
            p.drawText(r, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty)
            p.end()
            return
        layout = self.bar_layout()
        slot = r.width() / len(self.points)
        for bar in layout.bars:
            colour = BAD_COLOUR if self.chart.bad(bar.value) else BAR_COLOUR
            p.fillRect(QRectF(bar.x, bar.y, bar.width, max(bar.height, 1.0)), colour)
            centre = bar.x + bar.width / 2
            figure_y = bar.y - fm.height() - 2 if bar.value >= 0 else bar.y + bar.height + 2
            p.drawText(QRectF(centre - slot / 2, figure_y, slot, fm.height()),
                       Qt.AlignmentFlag.AlignHCenter, fm.elidedText(
                           bar.text, Qt.TextElideMode.ElideRight, int(slot)))
            p.drawText(QRectF(centre - slot / 2, r.bottom() + fm.height() * 1.2, slot,
                              fm.height()), Qt.AlignmentFlag.AlignHCenter, fm.elidedText(
                                  bar.label, Qt.TextElideMode.ElideRight, int(slot)))
        axis = QPen(pal.text().color())
        axis.setWidthF(1.2)
        p.setPen(axis)
        p.drawLine(r.left(), layout.zero_y, r.right(), layout.zero_y)
        p.end()


class GameStatistics(QWidget):
    """One game's tab: its levels table, its table per number of players (when it was played at
    more than one: their scores do not compare) and its two charts."""

    def __init__(self, game_id: str, entry: dict | None, name: str = "You",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        layout = QVBoxLayout(self)
        rows = level_rows(entry)
        self.table = _table(level_columns(game_id), rows, f"{get_rules(game_id).title} per level",
                            self)
        layout.addWidget(self.table, 1)
        if not rows:
            text_label(self, no_levels_note(entry), layout)
        tables = players_rows(entry)  # none unless played at more than one number of players
        self.players_table: QTableWidget | None = None
        if tables:
            self.players_table = _table(players_columns(game_id), tables,
                                        f"{get_rules(game_id).title} per number of players", self)
            layout.addWidget(self.players_table, 1)
        wins, recent = game_charts(game_id, entry, name)
        charts = QHBoxLayout()
        self.wins_chart = BarChart(wins, self)
        self.recent_chart = BarChart(recent, self)
        charts.addWidget(self.wins_chart, 2)
        charts.addWidget(self.recent_chart, 3)
        layout.addLayout(charts, 2)


class StatisticsDialog(QDialog):
    """The statistics of one person at a time: ``player`` (None with one person or none)
    chooses whose, and every tab follows it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Statistics")
        self.stats, messages = stats_store.load_statistics()
        layout = QVBoxLayout(self)
        names = people_names(self.stats)
        #: whose numbers are shown (None: a file kept before each person was counted)
        self.person = opening_person(self.stats, seated_names(parent))
        self.player: QComboBox | None = None
        if len(names) > 1:
            row = QHBoxLayout()
            label = QLabel("&Player:", self)
            self.player = QComboBox(self)
            self.player.addItems(names)
            self.player.setCurrentIndex(names.index(self.person))
            self.player.setAccessibleName("Player")
            label.setBuddy(self.player)
            row.addWidget(label)
            row.addWidget(self.player)
            row.addStretch(1)
            layout.addLayout(row)
            self.player.currentTextChanged.connect(self.show_person)
        self.intro = text_label(self, intro(self.person), layout)
        for text in messages:  # why a damaged file was set aside
            text_label(self, text, layout)
        self.tabs = QTabWidget(self)
        self.table: QTableWidget
        self.games: dict[str, GameStatistics] = {}
        self._fill()
        layout.addWidget(self.tabs, 1)
        box = button_box(self, layout)
        # rings where the style shows no focus: Close, the default button, is drawn alike
        # focused or not, and the tabs' focus was a faint tint like a selected tab's. Kept: a
        # ring held by nothing in Python lost its fields
        self.rings = [FocusRing(b) for b in box.buttons()] + [FocusRing(self.tabs.tabBar())]
        fit_to_screen(self, max(900, wanted_width(self.table) + 2 * layout.spacing() + 40), 600)
        # the control focused on opening (the Player choice, else the tabs), drawn focused
        self.opening_ring = OpeningRing(self)

    def show_person(self, name: str) -> None:
        """Show the statistics of the person called ``name`` on every tab, the tab on show kept."""
        self.person = name
        self.intro.setText(intro(name))
        self._fill()

    def _fill(self) -> None:
        """The tabs for ``person``: "All games" and one per game."""
        shown = person_stats(self.stats, self.person)
        at = self.tabs.currentIndex()
        old = [self.tabs.widget(i) for i in range(self.tabs.count())]
        self.tabs.clear()
        for page in old:
            page.deleteLater()
        self.table = _table(GAME_COLUMNS, game_rows(shown), "Statistics per game", self)
        self.tabs.addTab(self.table, "All games")
        self.games = {}
        for gid in available_games():
            page = GameStatistics(gid, shown["games"].get(gid), self.person or "You", self)
            self.games[gid] = page
            self.tabs.addTab(page, get_rules(gid).title)
        self.tabs.setCurrentIndex(max(0, at))


def seated_names(parent: QWidget | None) -> list[str]:
    """The names of the people at the game on ``parent``'s table (the main window's), first
    person first, as the statistics count them; none without a game."""
    controller = getattr(parent, "controller", None)
    if controller is None or getattr(controller, "state", None) is None:
        return []
    return [name for _seat, name, _hints in controller.people_counted()]
