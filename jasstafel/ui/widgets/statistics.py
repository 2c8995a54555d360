"""The Statistics tab beside the history and the chart: the figures of one match.

Everything shown comes from :func:`jasstafel.core.statistics.statistics`, which reads only the
match's entries and its board: per side (team or player) the rounds played, Matches,
Kontermatsch (a Coiffeur's Matches in its own rows, the Kontermatsch made apart), Weis and
Stöck written, the best round, the Berg, and how often each contract was chosen; for the
whole match the rounds and the time played (from the first to the last entry's
``written_at``). A figure the variant or its table settings do not have (no Weis in Coiffeur,
no Berg and no Weis or Stöck in a Turnier …) is left out; a row appears as soon as one side
has it. Read only: the tab takes no keyboard focus, the cursor stays in the entry form.

The names head the columns whole where they can (:func:`head_text`, on two lines if need be),
and a long row label goes on two lines where the columns would otherwise be too narrow for
them (:func:`labels_text`), decided from the table's width alone so that nothing flips on a
resize.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QStyle,
    QStyleOptionHeader,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ... import i18n
from ...drawing.heads import line_cuts
from ...i18n import number
from .style import frame_focus

if TYPE_CHECKING:
    from ...core import Match
    from ...core.statistics import MatchStatistics

__all__ = ["StatisticsView"]


def _t(text: str) -> str:
    return QCoreApplication.translate("StatisticsView", text)


def head_text(name: str, metrics: QFontMetrics, width: int) -> str:
    """*name* as a column's head *width* wide: on one line; or on two, cut at a space (the
    lines most alike: "Jean-Pierre &" / "Marie-Claude"), or after a hyphen only where no space
    will do ("Marie-" / "Françoise", as the board's heads); shortened with "…" at the end of
    the second line only where two lines are not enough. A French trial's netbook read
    "Jean-Pierre & Marie-Cl…" and "Les Cousins de Tour-d…" on one line."""
    if metrics.horizontalAdvance(name) <= width:
        return name
    cuts = [(first, second, hyphen) for first, second, hyphen in line_cuts(name)
            if first.strip() and second.strip()]
    for after_hyphen in (False, True):
        whole = [(max(metrics.horizontalAdvance(first), metrics.horizontalAdvance(second)),
                  f"{first}\n{second}") for first, second, hyphen in cuts
                 if hyphen == after_hyphen]
        fitting = [cut for cut in whole if cut[0] <= width]
        if fitting:
            return min(fitting)[1]
    # the longest first line that fits, the rest shortened ("Stammtisch zum" / "Goldenen …")
    firsts = [(len(first), first, second) for first, second, _hyphen in cuts
              if metrics.horizontalAdvance(first) <= width]
    if not firsts:
        return metrics.elidedText(name, Qt.TextElideMode.ElideRight, width)
    _length, first, second = max(firsts)
    return f"{first}\n{metrics.elidedText(second, Qt.TextElideMode.ElideRight, width)}"


def head_room(name: str, metrics: QFontMetrics) -> int:
    """The least width in which :func:`head_text` writes *name* whole: on one line, or on
    two where it can be cut ("Marie-" / "Claire"; "Rosemarie" only on one)."""
    widths = [max(metrics.horizontalAdvance(first), metrics.horizontalAdvance(second))
              for first, second, _hyphen in line_cuts(name) if first.strip() and second.strip()]
    return min([metrics.horizontalAdvance(name), *widths])


def labels_text(labels: Sequence[str], width: Callable[[str], int], room: int) -> list[str]:
    """The rows' *labels* as shown: each on one line where the labels' column is no wider
    than *room* with it; else on two, cut at a space. The column is then as wide as the
    narrowest cut of the widest label makes it, and every long label is cut in it with as
    much as fits on its first line: alike, "Gespieltes Angebot:" over "Misère mit" and over
    "Pandur ohne" (cut each at its narrowest, one read "Gespieltes" over "Angebot: Misère
    mit"). *width* is the column's width for a text. Always from the labels on one line: a
    label wrapped is not unwrapped by the room it gave."""
    def cuts(label: str) -> list[str]:
        return [f"{first}\n{second}" for first, second, hyphen in line_cuts(label)
                if not hyphen and first.strip() and second.strip()]

    long = {label for label in labels if width(label) > room}
    column = max([width(label) for label in labels if label not in long]
                 + [width(min(cuts(label), key=width, default=label)) for label in long],
                 default=0)

    def shown(label: str) -> str:
        if label not in long:
            return label
        fitting = [cut for cut in cuts(label) if width(cut) <= column]
        return max(fitting, key=lambda cut: cut.index("\n"), default=label)
    return [shown(label) for label in labels]


class StatisticsView(QWidget):
    """``set_match(match)`` after every change; ``rows()`` gives what is shown (for tests and
    the screen reader): ``[(figure, [value per side]), …]``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.summary = QLabel()
        self.summary.setObjectName("statisticsSummary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # names are never HTML
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet("font-size: 14px; font-weight: bold;")
        layout.addWidget(self.summary)
        self.table = QTableWidget()
        self.table.setObjectName("statisticsTable")
        frame_focus(self.table)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # Tab reaches it (when its tab is shown, in the history's place) and the arrows and
        # page keys scroll it: on a netbook only five rows were in view and no key got
        # further (a keyboard trial's)
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # a team's name without room goes on two lines, and is shortened with "…" only where
        # they are not enough (head_text; its tooltip says it whole): Qt's headers cut it at
        # both ends, "isch zum Goldenen Hirsch" (a netbook trial's), and Qt's own "…" is put
        # on a head of two lines as on one, "Jean-Pierre &" / "Marie-C…" with room to spare
        header = self.table.horizontalHeader()
        header.setTextElideMode(Qt.TextElideMode.ElideNone)
        header.sectionResized.connect(lambda *_args: self._fit_heads())
        # the header narrower (a scroll bar came with the second line): Qt stretches its
        # sections later, without saying so; fitted once it has
        header.installEventFilter(self)
        # the rows' labels are as wide as the longest ("Gespieltes Angebot: Pandur ohne", 231
        # of a netbook's 510 pixels: "Rosema…", a trial's finished Pandur): a long one goes on
        # two lines where the names need the room (_fit_labels), fitted again on a resize
        self.table.installEventFilter(self)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setAlternatingRowColors(True)
        layout.addWidget(self.table, 1)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._takes_clicks = False
        self._rows: list[tuple[str, list[str]]] = []

    def take_clicks(self, take: bool) -> None:
        """Whether a click on the heading (or the margin) gives the table the keys: yes on a
        finished match, where no form waits for them, as a click on the chart does (the
        table itself takes them by a click always)."""
        self._takes_clicks = take

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._takes_clicks:
            self.table.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)

    # -- following the match ----------------------------------------------------------------

    def set_match(self, match: Match) -> None:
        from ...core.statistics import statistics

        stats = statistics(match)
        self._rows = self._figures(match, stats)
        self.summary.setText(self._summary(match, stats))
        names = [side.name for side in stats.sides]
        self.table.clear()
        self.table.setColumnCount(len(names))
        self.table.setRowCount(len(self._rows))
        for column, name in enumerate(names):
            heading = QTableWidgetItem(name)
            heading.setToolTip(name)
            heading.setData(Qt.ItemDataRole.UserRole, name)  # the name, whatever is shown
            self.table.setHorizontalHeaderItem(column, heading)
        for row, (label, _values) in enumerate(self._rows):
            item = QTableWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, label)  # on one line, whatever is shown
            self.table.setVerticalHeaderItem(row, item)
        self._fit_labels()
        self._fit_heads()
        for r, (_label, values) in enumerate(self._rows):
            for c, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)

    def rows(self) -> list[tuple[str, list[str]]]:
        return list(self._rows)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Resize:
            fit = self._fit_labels if watched is self.table else self._fit_heads
            QTimer.singleShot(0, self, fit)
        return super().eventFilter(watched, event)

    def _fit_labels(self) -> None:
        """The rows' labels on one line, or a long one on two (:func:`label_text`) where the
        names' columns would otherwise have less room than their heads need whole
        (:func:`head_room`). Worked out from the table's width alone, the scroll bar counted
        as shown, so that a label wrapped never makes room to be unwrapped at the next
        resize."""
        header = self.table.horizontalHeader()
        metrics = QFontMetrics(header.font())
        names = [self.table.horizontalHeaderItem(c) for c in range(self.table.columnCount())]
        # the columns share the width alike: each as wide as the widest name needs
        widest = max((head_room(item.data(Qt.ItemDataRole.UserRole), metrics)
                      for item in names if item is not None), default=0)
        needed = len(names) * (widest + self._head_margin())
        frame = 2 * self.table.frameWidth()
        bar = self.table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None,
                                             self.table)
        room = self.table.width() - frame - bar - needed
        items = [item for row in range(self.table.rowCount())
                 if (item := self.table.verticalHeaderItem(row)) is not None]
        labels = [item.data(Qt.ItemDataRole.UserRole) for item in items]
        for item, shown in zip(items, labels_text(labels, self._label_width, room), strict=True):
            if shown != item.text():  # the same text again: no layout again
                item.setText(shown)

    def _label_width(self, text: str) -> int:
        """The width of the labels' column for *text*, as Qt sizes it: in bold (the font of
        a highlighted section) with the style's margins."""
        rows = self.table.verticalHeader()
        bold = QFont(rows.font())
        bold.setBold(True)
        option = QStyleOptionHeader()
        option.initFrom(rows)
        option.orientation = Qt.Orientation.Vertical
        option.fontMetrics = QFontMetrics(bold)
        option.text = text
        return rows.style().sizeFromContents(QStyle.ContentsType.CT_HeaderSection, option,
                                             QSize(), rows).width()

    def _head_margin(self) -> int:
        """The style's margin on either side of a head's text, and a pixel of ink beyond it."""
        header = self.table.horizontalHeader()
        return 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None,
                                              header) + 2

    def _fit_heads(self) -> None:
        """Each column's head as it fits its column now (:func:`head_text`)."""
        header = self.table.horizontalHeader()
        metrics = QFontMetrics(header.font())
        margin = self._head_margin()
        for column in range(self.table.columnCount()):
            heading = self.table.horizontalHeaderItem(column)
            if heading is None:
                continue
            name = heading.data(Qt.ItemDataRole.UserRole)
            shown = head_text(name, metrics, header.sectionSize(column) - margin)
            if shown != heading.text():  # the same text again: no layout again
                heading.setText(shown)

    # -- words ---------------------------------------------------------------------------------

    def played_words(self, match: Match) -> tuple[str, str, str]:
        """What the figures call the match's rounds: ("played: {0}", played, best). A
        Guggitaler and a Differenzler are played in games (Spiele), not rounds, as their
        boards and sheets say; a Differenzler's game is a deal in French ("donne", as its
        board says), a Guggitaler's a game of its own ("jeu"): its words are its own. A Pandur
        is played in deals, as its history numbers them ("Deal 9", German "Spiel 9")."""
        if match.variant == "differenzler":
            return (QCoreApplication.translate("differenzler", "Games played: {0}"),
                    QCoreApplication.translate("differenzler", "Games played"),
                    QCoreApplication.translate("differenzler", "Best game"))
        if match.variant == "guggitaler":
            return (self.tr("Games played: {0}"), self.tr("Games played"),
                    self.tr("Best game"))
        if match.variant == "pandur":
            return self.tr("Deals played: {0}"), self.tr("Deals played"), self.tr("Best deal")
        return self.tr("Rounds played: {0}"), self.tr("Rounds played"), self.tr("Best round")

    def match_words(self, match: Match) -> tuple[str, str]:
        """The labels of the Matches and the Kontermatsch, as the sheet's
        (:func:`jasstafel.printing.statistics.match_words`): a Coiffeur's Matches in its own
        rows, the ranking's figure and name, and the Kontermatsch made apart."""
        if match.variant == "coiffeur":
            return self.tr("Matches in own rows"), self.tr("Kontermatsch made")
        return self.tr("Matches"), self.tr("of which Kontermatsch")

    def _summary(self, match: Match, stats: MatchStatistics) -> str:
        from ...printing.statistics import left_out, played_count

        # a Pandur's deals numbered, then those played and nobody played, as the sheet says
        # them ("Deals: 13 (11 played, 1 without a bid, 1 misdeal)")
        said = self.tr("Deals: {0}") if left_out(stats) else self.played_words(match)[0]
        parts = [said.format(played_count(stats))]
        if stats.seconds_played is not None and stats.started_at and stats.ended_at:
            parts.append(self.tr("Time played: {0} ({1} to {2})").format(
                i18n.duration(stats.seconds_played), stats.started_at.strftime("%H:%M"),
                stats.ended_at.strftime("%H:%M")))
        elif stats.started_at is not None:
            parts.append(self.tr("Started at {0}").format(stats.started_at.strftime("%H:%M")))
        elif stats.rounds:
            parts.append(self.tr("Time played: not known (entries without a time)"))
        return " · ".join(parts)

    def _figures(self, match: Match, stats: MatchStatistics) -> list[tuple[str, list[str]]]:
        from ...printing.statistics import figure, weis_label

        _summary, played, best = self.played_words(match)
        matches, kontermatsch = self.match_words(match)
        figures = [
            (played, "rounds"),
            (matches, "matches"), (kontermatsch, "kontermatsch"),
            (weis_label(match), "weis"),  # the sheet's words: "(× factor)" where there is one
            (self.tr("Handweis written"), "hand_weis"),
            # a count of rounds under the Weis, which are points (as the sheet says it)
            (self.tr("Tischweis written"), "tisch_weis"), (self.tr("Rounds with Stöck"), "stoeck"),
            (best, "best_round"),
        ]
        rows: list[tuple[str, list[str]]] = []
        for label, key in figures:
            values = [getattr(side, key) for side in stats.sides]
            if all(v is None for v in values):
                continue
            # the Handweis and the Tischweis with the board's signs, −40 and +20
            rows.append((label, [figure(key, v) for v in values]))
        if any(side.berg is not None for side in stats.sides):
            rows.append((self.tr("Berg"), [
                "" if s.berg is None else (self.tr("yes") if s.berg else self.tr("no"))
                for s in stats.sides]))
        rows += self._striche_rows(stats)
        from ...printing.statistics import contract_order

        # in the sheet's order (a Coiffeur's rows as on its board, not sorted by name)
        for key in contract_order(match, stats.contracts or {}):
            word = self.contract_word(match, key)
            # a Pandur's bid is bid and played, not chosen: as the sheet's "Bids played"
            # ("Bid played: Misère ohne"; "Bid Misère ohne played" read as a bid of its own)
            label = (self.tr("Bid played: {0}") if match.variant == "pandur"
                     else self.tr("{0} chosen"))
            rows.append((label.format(word), [
                "" if s.contracts is None else number(s.contracts.get(key, 0)) if (
                    s.contracts.get(key, 0)) else "–"
                for s in stats.sides]))
        return rows

    def _striche_rows(self, stats: MatchStatistics) -> list[tuple[str, list[str]]]:
        """A Schieber's Striche and what they are made of, in the printed sheet's words
        (*Striche: Win*, *Striche: Schneider* …): the board showed only the count, and a
        trial's 8 said nowhere but on the sheet that Schneider was among them."""
        from ...printing.teams import striche_parts

        striche = [side.striche for side in stats.sides if side.striche is not None]
        if not striche or len(striche) != len(stats.sides):
            return []
        rows = [(QCoreApplication.translate("print", "Striche"),
                 [number(s["total"]) for s in striche])]
        parts = [striche_parts(s, every=True) for s in striche]
        for i, (label, _count) in enumerate(parts[0]):
            counts = [side[i][1] for side in parts]
            if any(counts):  # as the sheet, only what some team has
                rows.append((self.tr("Striche: {0}").format(label), [number(c) for c in counts]))
        return rows

    def contract_word(self, match: Match, key: str) -> str:
        """A contract in the words the entry form uses (Coiffeur: the row's name)."""
        from ... import i18n
        from ...core.pandur import contract_name as pandur_name

        if match.variant in ("schieber", "fahnder"):
            return i18n.contract_name(key, str(getattr(match.document.settings, "deck", "de")))
        if match.variant == "pandur":
            return i18n.render(pandur_name(int(key) if key.isdigit() else key))  # type: ignore[arg-type]
        from ...printing.statistics import row_label

        # a Coiffeur row, as its entry form and board name it; "Joker ×7" and "Joker ×8"
        # where two rows are Jokers (both were one line, "Joker chosen")
        return row_label(match, key)
