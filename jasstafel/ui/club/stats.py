"""The Statistics tab of the club window: a member's evenings, games, wins, Matches, average
points, and his season as a chart (QPainter only, in the style of the running-totals chart).

The chart shows per evening the season points it gave (bars: participants + 1 − rank) with
its date and the rank written under it ("Jan 15", "3/8" in English; "15.1.", "3./8" in
German), and the season's running total as a line.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ... import i18n
from ...club import MemberStatistics, SeriesPoint, VariantStatistics
from ...core import JassError, find_variant
from ...i18n import isolate_rtl
from ...printing.club_sheets import label as club_word
from ...printing.club_sheets import short_date
from ..i18n import iso_date_text
from ..widgets.chart import AXIS, BACKGROUND, GRID, PALETTE, TEXT_DIM, nice_ticks
from ..widgets.points_table import number
from ..widgets.style import frame_focus
from .common import HINT_STYLE, member_label, plain_label, run

if TYPE_CHECKING:
    from .window import ClubWindow

BAR = QColor("#9cc3e4")
LINE = PALETTE[1]
# how the legend's words are set: wrapped at the spaces
LEGEND_FLAGS = (Qt.AlignmentFlag.AlignLeft.value | Qt.AlignmentFlag.AlignTop.value
                | Qt.TextFlag.TextWordWrap.value)


@dataclass(frozen=True)
class LegendKey:
    """One key of the season chart's legend: its sample at *x* and its words in *text*."""

    kind: str  # "bar" or "line"
    words: str
    x: float
    text: QRectF


def variant_title(name: str) -> str:
    try:
        return i18n.variant_title(find_variant(name))
    except JassError:
        return name


def rules_title(row: VariantStatistics) -> str:
    """The table rules of a row of the statistics: "Schieber · Turnier (Jassverein)"; where
    the evening's settings differ from its preset, what differs on a second line ("Runden
    (bei fester Rundenzahl): 2"), so that two changed Turniere are told apart."""
    title, changed = i18n.table_rules(row.variant, row.preset, row.settings)
    return f"{title}\n{changed}" if changed else title


class _Split(QSplitter):
    """The figures beside the chart; *resized* is called once the splitter has shared out
    its new width. The page's own resize came too early: while the tab was hidden, the
    splitter's resize waited until it was shown and then shared out the width again, by the
    old proportions (the first member's average was cut to "Durchsc…")."""

    def __init__(self, resized: Callable[[], None]) -> None:
        super().__init__(Qt.Orientation.Horizontal)
        self.resized = resized

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.resized()


class _RulesTable(QTableWidget):
    """The table per table rules: its first column (the rules' name) takes the width the
    figures leave and wraps its words (a netbook's 1024 px scrolled it sideways, the
    average behind the scroll bar); its rows as tall as their lines at every width, and
    *fitted* called when they changed (the table as tall as its rows)."""

    def __init__(self, titles: list[str], fitted: Callable[[], None]) -> None:
        super().__init__(0, len(titles))
        self.fitted = fitted
        self.setHorizontalHeaderLabels(titles)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)  # a word too long shows, not "…"
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # not stretched: a stretched last column is at least 100 px, wider than its figures
        header.setStretchLastSection(False)
        header.sectionResized.connect(lambda *_args: self._rows_fit())

    def _rows_fit(self) -> None:
        self.resizeRowsToContents()
        self.fitted()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._rows_fit()

    def sizeHintForColumn(self, column: int) -> int:  # noqa: N802 - Qt override
        """The rules' column asks for its lines unwrapped (the splitter gives it that where
        the page has the room); the figures' as Qt measures them."""
        if column != 0:
            return super().sizeHintForColumn(column)
        metrics = self.fontMetrics()
        lines = (line for r in range(self.rowCount())
                 for item in [self.item(r, 0)] if item is not None
                 for line in item.text().split("\n"))
        return max((metrics.horizontalAdvance(line) for line in lines), default=0) + 12


class SeasonChart(QWidget):
    """Season points per evening (bars, the rank above) and their running total (line)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: tuple[SeriesPoint, ...] = ()
        self.setMinimumSize(360, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Season points over the season"))

    def set_series(self, series: Sequence[SeriesPoint]) -> None:
        """The evenings that give season points (a guest's give none)."""
        self.series = tuple(s for s in series if s.season_points is not None)
        self.update()

    def labels(self) -> list[tuple[str, str]]:
        """What is written under each bar: the evening's date, short, as the window's
        language writes it ("Jan 15" in English, "15.1." in German and French; with the
        year where the evenings span two), and the rank of the participants ("3/8" in
        English, "3./8" in German, "3e/8" in French)."""
        with_year = len({s.date[:4] for s in self.series}) > 1
        return [(short_date(s.date, with_year),
                 self.tr("{0}/{1}", "rank of participants").format(i18n.rank(s.rank),
                                                                   s.participants))
                for s in self.series]

    def _font(self, px: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(9, int(px)))
        font.setBold(bold)
        return font

    def _sizes(self) -> tuple[float, float]:
        """The legend's text size in pixels (the axes' is 0.85 of it) and the margin."""
        base = min(18.0, max(11.0, min(self.width(), self.height()) * 0.045))
        return base, base * 0.8

    def legend(self) -> tuple[list[LegendKey], QFont]:
        """Where the legend's samples and words go at the chart's present size, and their
        font (tests: every word inside the chart)."""
        base, m = self._sizes()
        font = self._font(base)
        return self._legend(float(self.width()), base, m, QFontMetricsF(font))[0], font

    def _legend(self, w: float, base: float, m: float,
                fm: QFontMetricsF) -> tuple[list[LegendKey], float]:
        """The bars' and the line's keys, the second beside the first where both fit on a
        row, else under it; a text wider than the room left of the chart's edge wraps (the
        French "Points de saison de la soirée (le rang sous sa date)" was cut at "sa dat"
        beside the figures at the club window's size). Returns the keys and where the
        legend ends."""
        row_h = fm.height() * 1.3
        lead = (row_h - fm.height()) / 2  # above and below a line's words
        x, y, bottom = m, m, m + row_h
        keys = []
        for kind, words, indent in (
                ("bar", self.tr("Season points of the evening (the rank under its date)"), 1.6),
                ("line", self.tr("Running total"), 2.0)):
            wide = fm.horizontalAdvance(words)
            if x > m and x + base * indent + wide > w - m:  # no room beside: a row of its own
                x, y = m, bottom
            room = max(w - m - x - base * indent, base * 4)
            high = fm.boundingRect(QRectF(0, 0, room, 10 * fm.height()), LEGEND_FLAGS,
                                   words).height()
            text = QRectF(x + base * indent, y + lead, room, high)
            keys.append(LegendKey(kind, words, x, text))
            bottom = max(bottom, text.bottom() + lead)
            x = text.left() + min(wide, room) + base * 1.5
        return keys, bottom

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = float(self.width()), float(self.height())
        p.fillRect(self.rect(), BACKGROUND)
        base, m = self._sizes()
        font = self._font(base)
        small = self._font(base * 0.85)
        fm, fs = QFontMetricsF(font), QFontMetricsF(small)
        if not self.series:
            p.setPen(TEXT_DIM)
            p.setFont(font)
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                       self.tr("No evenings with results yet"))
            p.end()
            return

        # legend: bars and line, each text wrapped where the chart is narrower than it
        keys, legend_bottom = self._legend(w, base, m, fm)
        p.setFont(font)
        for key in keys:
            mid = key.text.top() + fm.height() / 2  # the sample beside the first line
            if key.kind == "bar":
                p.fillRect(QRectF(key.x, mid - base * 0.4, base * 1.2, base * 0.8), BAR)
            else:
                p.setPen(QPen(LINE, max(2.5, base * 0.2)))
                p.drawLine(QPointF(key.x, mid), QPointF(key.x + base * 1.6, mid))
            p.setPen(AXIS)
            p.drawText(key.text, LEGEND_FLAGS, key.words)
        top = legend_bottom + m * 0.5

        high = max(max(s.cumulative or 0 for s in self.series), 1)  # never None here
        ticks = nice_ticks(0, high, max(2, min(8, int((h - top) // (fs.height() * 2.4)))))
        y_high = ticks[-1]
        label_w = max(fs.horizontalAdvance(number(int(t))) for t in ticks) + base * 0.6
        plot = QRectF(m + label_w, top, w - 2 * m - label_w,
                      h - top - fs.height() * 2.6 - m)  # two lines under: date and rank
        if plot.width() < 40 or plot.height() < 40:
            p.end()
            return

        def py(v: float) -> float:
            return plot.bottom() - plot.height() * v / (y_high or 1)

        p.setFont(small)
        for t in ticks:
            yy = py(t)
            p.setPen(QPen(AXIS if t == 0 else GRID, 1.6 if t == 0 else 1.0))
            p.drawLine(QPointF(plot.left(), yy), QPointF(plot.right(), yy))
            p.setPen(AXIS)
            p.drawText(QRectF(m, yy - fs.height() / 2, label_w - base * 0.4, fs.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       number(int(t)))
        n = len(self.series)
        slot = plot.width() / n
        bar_w = min(slot * 0.55, base * 3.5)
        labels = self.labels()
        widest = max(fs.horizontalAdvance(text) for pair in labels for text in pair)
        every = max(1, int(widest * 1.3 // slot) + 1)
        points = []
        for i, s in enumerate(self.series):
            cx = plot.left() + slot * (i + 0.5)
            top_y = py(s.season_points or 0)
            p.fillRect(QRectF(cx - bar_w / 2, top_y, bar_w, plot.bottom() - top_y), BAR)
            if i % every == 0:
                under = QRectF(cx - slot * every / 2, plot.bottom() + 2, slot * every,
                               fs.height() * 1.2)
                p.setPen(TEXT_DIM)
                day, rank = labels[i]
                p.drawText(under, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                           day)
                p.setPen(AXIS)
                p.drawText(under.translated(0, fs.height() * 1.1),
                           Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, rank)
            points.append(QPointF(cx, py(s.cumulative or 0)))
        p.setPen(QPen(AXIS, 1.6))
        p.drawLine(plot.bottomLeft(), plot.topLeft())
        pen = QPen(LINE, max(2.0, base * 0.2))
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        path = QPainterPath(points[0])
        for point in points[1:]:
            path.lineTo(point)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.setBrush(LINE)
        p.setPen(Qt.PenStyle.NoPen)
        for point in points:
            p.drawEllipse(point, base * 0.3, base * 0.3)
        p.end()


class StatisticsPage(QWidget):
    """A member's figures (all seasons or one) and his season chart."""

    def __init__(self, club_window: ClubWindow) -> None:
        super().__init__()
        self.cw = club_window
        self.stats: MemberStatistics | None = None
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(plain_label(self.tr("Member")))
        self.member = QComboBox()
        self.member.setObjectName("statsMember")
        self.member.setMinimumWidth(240)
        self.member.currentIndexChanged.connect(lambda _i: self.show_current())
        top.addWidget(self.member)
        top.addSpacing(16)
        top.addWidget(plain_label(self.tr("Season")))
        self.season = QComboBox()
        self.season.setObjectName("statsSeason")
        self.season.currentIndexChanged.connect(lambda _i: self.show_current())
        top.addWidget(self.season)
        top.addStretch(1)
        layout.addLayout(top)

        self.split = split = _Split(self._give_room)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        grid = QGridLayout()
        self.figures: dict[str, QLabel] = {}
        names = (("evenings", self.tr("Evenings")), ("games", self.tr("Passen")),
                 ("wins", self.tr("Won")), ("matches", self.tr("Matches")),
                 ("average", self.tr("Average per game")))
        for row, (key, text) in enumerate(names):
            grid.addWidget(plain_label(text), row, 0)
            value = plain_label()
            value.setObjectName(f"stats_{key}")
            value.setStyleSheet("font-size: 16px; font-weight: bold;")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(value, row, 1)
            self.figures[key] = value
        grid.setColumnStretch(2, 1)
        left_layout.addLayout(grid)
        # a row per table rules: a Turnier's 900 points and a Partie's 4500 are no one
        # average; "Counted" names what the sum and the average add up
        self.variants = _RulesTable([self.tr("Table rules"), self.tr("Passen"), self.tr("Won"),
                                     self.tr("Matches"), self.tr("Counted"), self.tr("Sum"),
                                     self.tr("Average")], lambda: self._fit_height(self.variants))
        self._plain(self.variants, "statisticsRules")
        left_layout.addWidget(plain_label(self.tr("Per table rules")))
        left_layout.addWidget(self.variants)
        left_layout.addWidget(plain_label(self.tr("Evenings")))
        self.evenings = self._table([self.tr("Date"), self.tr("Variant"), self.tr("Rank"),
                                     self.tr("Of"), self.tr("Score"), self.tr("Counted"),
                                     self.tr("Season points"), self.tr("Running total")],
                                    "statisticsEvenings")
        left_layout.addWidget(self.evenings, 1)
        self.hint = plain_label(self.tr("Score: the figure the evening ranks by (Counted says "
                                        "which). Season points: participants + 1 − rank, as "
                                        "the season ranking counts them (before best N / "
                                        "dropped). An evening the draw made him sit out "
                                        "entirely has no result of his: it is not listed here "
                                        "(the season ranking counts it as his average "
                                        "evening)."))
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet(HINT_STYLE)
        left_layout.addWidget(self.hint)
        split.addWidget(left)
        self.chart = SeasonChart()
        split.addWidget(self.chart)
        split.setSizes([560, 560])
        layout.addWidget(split, 1)

    @classmethod
    def _table(cls, titles: list[str], name: str) -> QTableWidget:
        table = QTableWidget(0, len(titles))
        table.setHorizontalHeaderLabels(titles)
        cls._plain(table, name)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        return table

    @staticmethod
    def _plain(table: QTableWidget, name: str) -> None:
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        table.verticalHeader().hide()
        table.setAlternatingRowColors(True)
        table.setObjectName(name)
        frame_focus(table)

    def refresh(self) -> None:
        club = self.cw.club
        member, season = self.member.currentData(), self.season.currentData()
        for combo in (self.member, self.season):
            combo.blockSignals(True)
            combo.clear()
        self.season.addItem(self.tr("All seasons"), None)
        if club is not None:
            for m in run(self, club.members) or []:
                # a right-to-left name isolated: "سامي (سامي)" was shown "(سامي) سامي"
                self.member.addItem(isolate_rtl(member_label(m)), m.id)
            for s in reversed(run(self, club.seasons) or []):
                self.season.addItem(s, s)
        self.member.setCurrentIndex(max(0, self.member.findData(member)))
        self.season.setCurrentIndex(max(0, self.season.findData(season)))
        for combo in (self.member, self.season):
            combo.blockSignals(False)
        self.show_current()

    def choose(self, member_id: int, season: str | None = None) -> None:
        self.season.setCurrentIndex(max(0, self.season.findData(season)))
        self.member.setCurrentIndex(max(0, self.member.findData(member_id)))
        self.show_current()

    def show_current(self) -> None:
        club = self.cw.club
        member_id = self.member.currentData()
        if club is None or member_id is None:
            self.stats = None
        else:
            season = self.season.currentData()
            self.stats = run(self, lambda: club.member_statistics(member_id, season=season))
        stats = self.stats
        average = "–"
        if stats is not None and stats.average_points is not None:
            average = self.tr("{0} ({1})").format(i18n.average(stats.average_points),
                                                 club_word(stats.by_variant[0].figure))
        elif stats is not None and stats.by_variant:
            average = self.tr("per table rules")  # their figures do not mean the same
        values = {"evenings": number(stats.evenings) if stats else "",
                  "games": number(stats.games) if stats else "",
                  "wins": number(stats.wins) if stats else "",
                  # no Matches where none of his games could have one (Differenzler …)
                  "matches": "" if stats is None else "–" if stats.matches is None
                  else number(stats.matches), "average": average}
        for key, label in self.figures.items():
            label.setText(values[key])
        rows = list(stats.by_variant) if stats else []
        self.variants.setRowCount(len(rows))
        for r, v in enumerate(rows):
            cells = [rules_title(v), number(v.games), number(v.wins),
                     "" if v.matches is None else number(v.matches),
                     club_word(v.figure), number(v.points), i18n.average(v.average_points)]
            self._fill(self.variants, r, cells, words=(0, 4))
        # Matches only for table rules that have them: no column of empty cells
        self.variants.setColumnHidden(3, all(v.matches is None for v in rows))
        self.variants.resizeRowsToContents()  # changed rules: what changed on a 2nd line
        self._fit_height(self.variants)
        series = list(stats.series) if stats else []
        self.evenings.setRowCount(len(series))
        for r, s in enumerate(series):
            cells = [iso_date_text(s.date), variant_title(s.variant), i18n.rank(s.rank),
                     number(s.participants), number(s.score), club_word(s.figure),
                     *(number(v) if v is not None else "–"
                       for v in (s.season_points, s.cumulative))]
            self._fill(self.evenings, r, cells, words=(0, 1, 5))
        guest = stats is not None and stats.member.guest
        for column in (6, 7):  # a guest has no season points: no column for them
            self.evenings.setColumnHidden(column, guest)
        self.chart.set_series(series)
        self._give_room()

    def _give_room(self) -> None:
        """The figures' tables as wide as their columns where the page has the room (the
        average per table rules was cut behind a scroll bar at 1280 px); the chart takes
        the rest, never less than its least width."""
        total = sum(self.split.sizes())
        if total <= 0:
            return
        want = max(self._content_width(t) for t in (self.variants, self.evenings))
        left = max(min(want, total - self.chart.minimumWidth()), total // 3)
        if left != self.split.sizes()[0]:
            self.split.setSizes([left, total - left])

    @staticmethod
    def _content_width(table: QTableWidget) -> int:
        header = table.horizontalHeader()
        columns = sum(max(table.sizeHintForColumn(c), header.sectionSizeHint(c))
                      for c in range(table.columnCount()))
        return columns + 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width()

    @staticmethod
    def _fill(table: QTableWidget, row: int, cells: list[str],
              words: tuple[int, ...]) -> None:
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if c not in words:  # the figures, to the right
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, c, item)

    @staticmethod
    def _fit_height(table: QTableWidget) -> None:
        """As tall as its rows (a few: one per table rules), so that the evenings' table
        below keeps the room."""
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        head = table.horizontalHeader().sizeHint().height()
        bar = table.horizontalScrollBar().sizeHint().height()
        table.setFixedHeight(min(head + max(rows, table.verticalHeader().defaultSectionSize())
                                 + bar + 2 * table.frameWidth(), 220))
