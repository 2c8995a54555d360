"""The Evenings tab of the club window: the evenings by season beside one evening's page
(:mod:`.evening`), and the New evening dialog (:mod:`.evening_dialogs`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...club import Evening
from ...i18n import isolate_rtl
from ...printing import club_sheets
from ..i18n import iso_date_text
from ..widgets.isolates import WholeLines
from ..widgets.messages import plain
from ..widgets.style import frame_focus
from .common import HINT_STYLE, plain_label, run
from .evening import EveningPage, Split
from .evening_dialogs import NewEveningDialog

if TYPE_CHECKING:
    from .window import ClubWindow


#: the evenings' list where the window has the room (it gives way to the ranking)
LIST_WIDTH = 250
#: the season's choice shows this many letters at least ("2025/26", "Toutes les…")
SEASON_LETTERS = 10


class EveningsPage(QWidget):
    """The evenings of a season on the left, the chosen evening's page on the right."""

    def __init__(self, club_window: ClubWindow) -> None:
        super().__init__()
        self.cw = club_window
        self.evenings: list[Evening] = []
        #: what the list's width was last chosen for: (width, evening, draw)
        self._laid_out: tuple[Any, ...] | None = None
        layout = QHBoxLayout(self)
        self.split = split = Split(self._page_room)
        self.list_side = left = QWidget()  # the season's evenings and New evening…
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        # "Season" over its choice, not beside it: the list's least width is the choice's,
        # and the evening's page keeps the room for its names (a guest marked "(sur
        # invitation)" in a French tables' list on a netbook)
        left_layout.addWidget(plain_label(self.tr("Season")))
        self.season = QComboBox()
        self.season.setObjectName("eveningSeasons")
        self.season.currentIndexChanged.connect(lambda _i: self._fill_list())
        # as narrow as a short season's name: "Toutes les saisons" gave the list its least
        self.season.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.season.setMinimumContentsLength(SEASON_LETTERS)
        left_layout.addWidget(self.season)
        self.list = QListWidget()
        self.list.setObjectName("eveningList")
        frame_focus(self.list)
        self.list.setAlternatingRowColors(True)  # an evening of three lines told from the next
        self.list.setItemDelegate(WholeLines(self.list))  # a right-to-left title: every line
        # a long title or place is cut with "…" (the tooltip has it whole), never a wider
        # list: the list as wide as its longest line pushed the window past a netbook's
        # screen (a 38-letter place made it 1118 px wide)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.currentRowChanged.connect(lambda _r: self._chosen())
        left_layout.addWidget(self.list, 1)
        self.new_button = QPushButton(self.tr("New evening…"))
        self.new_button.clicked.connect(lambda: self.new_evening_dialog())
        left_layout.addWidget(self.new_button)
        split.addWidget(left)
        self.stack = QStackedWidget()
        self.empty = plain_label(self.tr("No evening chosen. Create one with New evening…"))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setStyleSheet(HINT_STYLE)
        self.page = EveningPage(club_window)
        self.page.wants_room = self._page_room
        self.stack.addWidget(self.empty)
        self.stack.addWidget(self.page)
        split.addWidget(self.stack)
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        split.setSizes([LIST_WIDTH, 1000])
        layout.addWidget(split)
        self._tab_order()

    def _tab_order(self) -> None:
        """Tab from the evenings' list goes to the chosen evening's tables first, then to
        what acts on them (the table's buttons, the ranking beside them), then to the
        evening's own buttons and New evening…: in the order the widgets were made, a
        Romand trial Tabbed 9 times through every button to reach the tables."""
        page = self.page
        ranking = page.ranking
        chain = (self.list, page.tree, page.play_button, page.save_button, page.paper_button,
                 page.correct_button, page.remove_button, ranking.table, ranking.csv_button,
                 ranking.print_button, ranking.pdf_button, *page.bar_buttons, self.new_button)
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)

    def _page_room(self) -> None:
        """The evening's ranking whole where the window is wide enough: the evenings' list
        gives way down to its least width (the page's own tables' list gave way first)."""
        sizes = self.split.sizes()
        total = sum(sizes)
        if total <= 0 or self.stack.currentWidget() is not self.page:
            return
        # chosen once for a width, an evening and its draw, not at every result nor at the
        # first: the list went from 260 to 140 px and back, its places cut (a trial's)
        key = (total, *self.page.layout_key()[:2])
        if key == self._laid_out:
            return
        self._laid_out = key
        least = self.list_side.minimumSizeHint().width()
        # the list as wide as it likes (250) where the page has what it needs, else less
        room = max(self.page.room_wanted(), self.page.minimumSizeHint().width())
        listed = max(least, min(LIST_WIDTH, total - room))
        if listed != sizes[0]:
            self.split.setSizes([listed, total - listed])

    def refresh(self) -> None:
        club = self.cw.club
        current = self.season.currentData()
        self.season.blockSignals(True)
        self.season.clear()
        self.season.addItem(self.tr("All seasons"), None)
        if club is not None:
            for season in reversed(run(self, club.seasons) or []):
                self.season.addItem(season, season)
        index = self.season.findData(current) if current is not None else 0
        self.season.setCurrentIndex(max(0, index))
        self.season.blockSignals(False)
        self._fill_list()

    def _fill_list(self) -> None:
        club = self.cw.club
        chosen = self.page.evening.id if self.page.evening is not None else None
        season = self.season.currentData()
        self.evenings = (run(self, lambda: club.evenings(season)) or []) if club else []
        self.list.blockSignals(True)
        self.list.clear()
        for ev in self.evenings:
            # the date, the name and the place a line each, each cut where the list is
            # narrow: the tooltip says them whole, with the variant
            lines = [iso_date_text(ev.date), club_sheets.evening_name(ev), ev.place]
            text = "\n".join(line for line in lines if line)
            item = QListWidgetItem(isolate_rtl(text))  # a right-to-left title: its own order
            item.setToolTip(plain(f"{text}\n{club_sheets.variant_line(ev)}"))
            self.list.addItem(item)
        self.list.blockSignals(False)
        self.cw.allow_change(self.new_button, club is not None)
        row = next((i for i, ev in enumerate(self.evenings) if ev.id == chosen), -1)
        if row < 0 and self.evenings:
            row = len(self.evenings) - 1  # the latest evening
        self.list.setCurrentRow(row)
        self._chosen()

    def _chosen(self) -> None:
        row = self.list.currentRow()
        evening = self.evenings[row] if 0 <= row < len(self.evenings) else None
        self.stack.setCurrentWidget(self.page if evening is not None else self.empty)
        if evening is None or self.page.evening is None or self.page.evening.id != evening.id:
            self.page.show_evening(evening)
        else:
            self.page.refresh()

    def choose(self, evening_id: int) -> None:
        for row, ev in enumerate(self.evenings):
            if ev.id == evening_id:
                self.list.setCurrentRow(row)
                return
        self.season.setCurrentIndex(0)  # in another season: show all
        for row, ev in enumerate(self.evenings):
            if ev.id == evening_id:
                self.list.setCurrentRow(row)
                return

    def new_evening_dialog(self) -> NewEveningDialog | None:
        club = self.cw.club
        if club is None:
            return None
        dialog = NewEveningDialog(self, club, self.cw.settings)

        def done(evening: Evening) -> None:
            self.cw.changed()
            self.choose(evening.id)

        dialog.done_callbacks.append(done)
        dialog.open()
        return dialog
