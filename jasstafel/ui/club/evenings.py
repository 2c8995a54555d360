"""The Evenings tab of the club window: the evenings by season and one evening's page.

An evening's page runs the evening, step by step:

1. **Draw…**: tick the members present; every Passe is drawn at once (tables of four, the
   rest at tables of three or sitting out, no partner twice where possible);
2. the tables of every Passe with who sits where and, once recorded, the result;
3. per table: **Play in Jasstafel** (a new match in the main window with the drawn players
   and the evening's variant and settings; saved to the club when it is finished, or with
   **Save to club**), **Type paper result…**, **Correct result…**, **Remove result…**;
   for the evening: **Import match files…**;
4. the evening's ranking beside it, following every change at once; the seat list and the
   ranking go to paper from here too.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPagedPaintDevice
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...club import (
    Club,
    ClubError,
    DrawResult,
    Evening,
    Member,
    PasseDraw,
    Result,
    partner_guarantee,
    table_layout,
)
from ...club.club import MAX_PASSEN
from ...club.draw import VARIANT_TABLES
from ...core import find_variant
from ...printing import club_sheets
from ..settingsform import SettingsForm
from ..variants import UI_VARIANTS
from .common import (
    HINT_STYLE,
    ClubDialog,
    ask,
    ask_save,
    print_preview,
    run,
    safe_name,
    sheet_club,
    sheet_paper,
    warn,
    written,
)
from .rankings import RankingPanel
from .results import ImportDialog, PaperResultDialog

if TYPE_CHECKING:
    from .window import ClubWindow

OPEN = QColor("#b45309")
DONE = QColor("#166534")
PLAYING = QColor("#1d4ed8")


def club_variants() -> list[str]:
    """The variants a club evening can be of, in the order of the New match dialog."""
    return [v for v in UI_VARIANTS if v in VARIANT_TABLES]


# -- a new evening -------------------------------------------------------------------------------


class NewEveningDialog(ClubDialog):
    """Date, place, title, season, variant, preset and table settings, Passen, tables."""

    def __init__(self, parent: QWidget, club: Club, settings: Any) -> None:
        super().__init__(parent)
        self.set_texts(self.tr("New club evening"), self.tr("Create"))
        self.club = club
        self.settings = settings
        form = QFormLayout()
        self.date = QDateEdit(QDate.currentDate())
        self.date.setObjectName("eveningDate")
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        form.addRow(self.tr("Date"), self.date)
        self.place = QLineEdit(str(settings.value("club/new/place", "") or ""))
        self.place.setObjectName("eveningPlace")
        self.place.setPlaceholderText(self.tr("e.g. Rössli, Muri"))
        form.addRow(self.tr("Place"), self.place)
        self.title = QLineEdit()
        self.title.setObjectName("eveningTitle")
        self.title.setPlaceholderText(self.tr("optional, e.g. Donnschtig-Jass"))
        form.addRow(self.tr("Title"), self.title)
        self.season = QLineEdit()
        self.season.setObjectName("eveningSeason")
        self.season.setPlaceholderText(self.tr("the year of the date, or e.g. 2025/26"))
        form.addRow(self.tr("Season"), self.season)
        self.variant = QComboBox()
        self.variant.setObjectName("eveningVariant")
        for name in club_variants():
            self.variant.addItem(find_variant(name).title, name)
        form.addRow(self.tr("Variant"), self.variant)
        self.preset = QComboBox()
        self.preset.setObjectName("eveningPreset")
        form.addRow(self.tr("Preset"), self.preset)
        self.passen = QSpinBox()
        self.passen.setObjectName("eveningPassen")
        self.passen.setRange(1, MAX_PASSEN)
        self.passen.setValue(int(settings.value("club/new/passen", 3) or 3))
        form.addRow(self.tr("Passen per table"), self.passen)
        self.tables = QSpinBox()
        self.tables.setObjectName("eveningTables")
        self.tables.setRange(0, 200)
        self.tables.setSpecialValueText(self.tr("as the draw gives"))
        form.addRow(self.tr("Tables"), self.tables)
        self.body.addLayout(form)
        box = QGroupBox(self.tr("Table settings"))
        self.settings_area = QScrollArea()
        self.settings_area.setWidgetResizable(True)
        self.settings_area.setMinimumHeight(200)
        QVBoxLayout(box).addWidget(self.settings_area)
        self.body.addWidget(box, 1)
        self.form: SettingsForm | None = None
        self.variant.currentIndexChanged.connect(lambda _i: self._variant_changed())
        self.preset.currentIndexChanged.connect(lambda _i: self._preset_changed())
        last = str(settings.value("club/new/variant", "schieber"))
        self.variant.setCurrentIndex(max(0, self.variant.findData(last)))
        self._variant_changed()
        self.finish_layout()
        self.resize(620, 720)

    @property
    def cls(self) -> Any:
        return find_variant(str(self.variant.currentData()))

    def choose(self, variant: str, preset: str | None = None) -> None:
        self.variant.setCurrentIndex(self.variant.findData(variant))
        if preset is not None:
            self.preset.setCurrentIndex(self.preset.findData(preset))

    def _variant_changed(self) -> None:
        cls = self.cls
        self.preset.blockSignals(True)
        self.preset.clear()
        titles = getattr(cls, "PRESET_TITLES", {})
        for name in cls.PRESETS:
            self.preset.addItem(titles.get(name, name), name)
        last = str(self.settings.value(f"club/new/preset/{cls.name}", cls.DEFAULT_PRESET))
        self.preset.setCurrentIndex(max(0, self.preset.findData(last)))
        self.preset.blockSignals(False)
        self._preset_changed()

    def _preset_changed(self) -> None:
        cls = self.cls
        preset = str(self.preset.currentData())
        self.form = SettingsForm(cls.Settings, cls.PRESETS[preset])
        self.settings_area.setWidget(self.form)

    def apply(self) -> Evening:
        assert self.form is not None
        preset = str(self.preset.currentData())
        evening = self.club.new_evening(
            self.date.date().toString("yyyy-MM-dd"), str(self.variant.currentData()),
            preset=preset, settings=self.form.value(), passen=self.passen.value(),
            tables=self.tables.value(), place=self.place.text(), title=self.title.text(),
            season=self.season.text().strip() or None)
        self.settings.setValue("club/new/variant", evening.variant)
        self.settings.setValue(f"club/new/preset/{evening.variant}", preset)
        self.settings.setValue("club/new/place", evening.place)
        self.settings.setValue("club/new/passen", evening.passen)
        return evening


# -- the draw --------------------------------------------------------------------------------------


class DrawDialog(ClubDialog):
    """Tick the members present; the draw seats them for every Passe (from a Passe on)."""

    def __init__(self, parent: QWidget, club: Club, evening: Evening, rng: Any = None) -> None:
        super().__init__(parent)
        self.set_texts(self.tr("Draw the seats"), self.tr("Draw"))
        self.club, self.evening, self.rng = club, evening, rng
        self.teams, self.allow_three = VARIANT_TABLES[evening.variant]
        drawn = club.drawn(evening.id)
        before = {m for p in drawn for t in p.tables for m in t.seats} | \
                 {m for p in drawn for m in p.sitting_out}
        played = {r.passe for r in club.results(evening.id)}
        self.body.addWidget(QLabel(self.tr("Who is here tonight?")))
        self.list = QListWidget()
        self.list.setObjectName("drawMembers")
        self.members = club.members(active_only=True)
        for member in self.members:
            item = QListWidgetItem(member.name + (f" ({member.short_name})"
                                                  if member.short_name else ""))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if not before or member.id in before
                               else Qt.CheckState.Unchecked)
            item.setData(Qt.ItemDataRole.UserRole, member.id)
            self.list.addItem(item)
        self.list.itemChanged.connect(lambda _item: self._update())
        self.body.addWidget(self.list, 1)
        row = QHBoxLayout()
        every = QPushButton(self.tr("All"))
        every.clicked.connect(lambda: self.check_all(True))
        nobody = QPushButton(self.tr("None"))
        nobody.clicked.connect(lambda: self.check_all(False))
        row.addWidget(every)
        row.addWidget(nobody)
        row.addStretch(1)
        self.body.addLayout(row)
        self.sit_out = QCheckBox(self.tr("Sit out instead of tables of three"))
        self.sit_out.setObjectName("drawSitOut")
        self.sit_out.setVisible(self.allow_three)
        self.sit_out.toggled.connect(lambda _on: self._update())
        self.body.addWidget(self.sit_out)
        form = QFormLayout()
        self.from_passe = QSpinBox()
        self.from_passe.setObjectName("drawFromPasse")
        self.from_passe.setRange(1, evening.passen)
        first_open = next((p for p in range(1, evening.passen + 1) if p not in played),
                          evening.passen)
        self.from_passe.setValue(first_open)
        form.addRow(self.tr("Draw from Passe"), self.from_passe)
        self.body.addLayout(form)
        self.summary = QLabel()
        self.summary.setObjectName("drawSummary")
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet(HINT_STYLE)
        self.body.addWidget(self.summary)
        if drawn:
            note = QLabel(self.tr("The evening is drawn already: drawing again replaces the "
                                  "Passen from the one chosen on (Passen with results stay)."))
            note.setWordWrap(True)
            self.body.addWidget(note)
        self.finish_layout()
        self.resize(440, 620)
        self._update()

    def check_all(self, on: bool) -> None:
        for i in range(self.list.count()):
            self.list.item(i).setCheckState(Qt.CheckState.Checked if on
                                            else Qt.CheckState.Unchecked)

    def set_present(self, member_ids: list[int]) -> None:
        for i in range(self.list.count()):
            item = self.list.item(i)
            present = item.data(Qt.ItemDataRole.UserRole) in member_ids
            item.setCheckState(Qt.CheckState.Checked if present else Qt.CheckState.Unchecked)

    def present(self) -> list[int]:
        return [int(self.list.item(i).data(Qt.ItemDataRole.UserRole))
                for i in range(self.list.count())
                if self.list.item(i).checkState() == Qt.CheckState.Checked]

    def three(self) -> bool:
        return self.allow_three and not self.sit_out.isChecked()

    def _update(self) -> None:
        n = len(self.present())
        try:
            layout = table_layout(n, self.three())
        except ClubError as err:
            self.summary.setText(self.tr("{0} present: {1}").format(n, err))
            return
        parts = [self.tr("{0} present: {1} tables of four").format(n, layout.fours)]
        if layout.threes:
            parts.append(self.tr("{0} of three").format(layout.threes))
        if layout.sitouts:
            parts.append(self.tr("{0} sit out each Passe (in turn)").format(layout.sitouts))
        text = ", ".join(parts) + "."
        if self.teams:
            guaranteed = partner_guarantee(n, self.three())
            if guaranteed is not None:
                text += " " + self.tr("Nobody gets the same partner twice for up to {0} "
                                      "Passen.").format(guaranteed)
        self.summary.setText(text)

    def apply(self) -> DrawResult:
        return self.club.draw(self.evening.id, self.present(), rng=self.rng, three=self.three(),
                              from_passe=self.from_passe.value())


# -- one evening -------------------------------------------------------------------------------


class EveningPage(QWidget):
    """An evening: the draw, its tables and results per Passe, and its ranking."""

    def __init__(self, club_window: ClubWindow) -> None:
        super().__init__()
        self.cw = club_window
        self.evening: Evening | None = None
        self.drawn: list[PasseDraw] = []
        self.results: dict[tuple[int, int], list[Result]] = {}
        self.members: dict[int, Member] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel()
        self.heading.setObjectName("eveningHeading")
        self.heading.setStyleSheet("font-size: 18px; font-weight: bold;")
        layout.addWidget(self.heading)
        self.details = QLabel()
        self.details.setWordWrap(True)
        layout.addWidget(self.details)
        bar = QHBoxLayout()
        self.draw_button = QPushButton(self.tr("Draw…"))
        self.draw_button.clicked.connect(lambda: self.draw_dialog())
        self.import_button = QPushButton(self.tr("Import match files…"))
        self.import_button.clicked.connect(lambda: self.import_dialog())
        self.seats_print_button = QPushButton(self.tr("Print seat list…"))
        self.seats_print_button.clicked.connect(lambda: self.print_seat_list())
        self.seats_pdf_button = QPushButton(self.tr("Seat list PDF…"))
        self.seats_pdf_button.clicked.connect(lambda: self.export_seat_list())
        for b in (self.draw_button, self.import_button, self.seats_print_button,
                  self.seats_pdf_button):
            bar.addWidget(b)
        bar.addStretch(1)
        layout.addLayout(bar)

        split = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        title = QLabel(self.tr("Tables and results"))
        title.setStyleSheet("font-size: 15px; font-weight: bold;")
        left_layout.addWidget(title)
        self.tree = QTreeWidget()
        self.tree.setObjectName("eveningTables")
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels([self.tr("Passe / table"), self.tr("Players"),
                                   self.tr("Result")])
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setAlternatingRowColors(True)
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self.tree.itemSelectionChanged.connect(self._selection_changed)
        self.tree.itemDoubleClicked.connect(lambda _item, _col: self._double_clicked())
        left_layout.addWidget(self.tree, 1)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet(HINT_STYLE)
        left_layout.addWidget(self.hint)
        actions = QHBoxLayout()
        self.play_button = QPushButton(self.tr("Play in Jasstafel"))
        self.play_button.setObjectName("playInJasstafel")
        self.play_button.clicked.connect(lambda: self.play())
        self.save_button = QPushButton(self.tr("Save to club"))
        self.save_button.clicked.connect(lambda: self.save_to_club())
        self.paper_button = QPushButton(self.tr("Type paper result…"))
        self.paper_button.clicked.connect(lambda: self.paper_dialog())
        self.correct_button = QPushButton(self.tr("Correct result…"))
        self.correct_button.clicked.connect(lambda: self.correct_dialog())
        self.remove_button = QPushButton(self.tr("Remove result…"))
        self.remove_button.clicked.connect(lambda: self.remove_result())
        # two rows: the table in the main window, the paper side
        for b in (self.play_button, self.save_button):
            actions.addWidget(b)
        actions.addStretch(1)
        left_layout.addLayout(actions)
        paper = QHBoxLayout()
        for b in (self.paper_button, self.correct_button, self.remove_button):
            paper.addWidget(b)
        paper.addStretch(1)
        left_layout.addLayout(paper)
        split.addWidget(left)
        self.ranking = RankingPanel(club_window.settings, short_names=True)
        split.addWidget(self.ranking)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        split.setSizes([540, 540])
        layout.addWidget(split, 1)
        self._selection_changed()

    # -- showing ---------------------------------------------------------------------------

    def show_evening(self, evening: Evening | None) -> None:
        self.evening = evening
        self.refresh()

    def refresh(self) -> None:
        club, ev = self.cw.club, self.evening
        selected = self.selected()
        self.tree.clear()
        if club is None or ev is None:
            self.heading.setText("")
            self.details.setText("")
            self.ranking.set_ranking(None)
            self._selection_changed()
            return
        evening_id = ev.id
        fresh = run(self, lambda: club.evening(evening_id))
        if fresh is None:
            self.evening = None
            self.refresh()
            return
        self.evening = ev = fresh
        self.members = {m.id: m for m in run(self, club.members) or []}
        self.drawn = run(self, lambda: club.drawn(ev.id)) or []
        results: dict[tuple[int, int], list[Result]] = defaultdict(list)
        for r in run(self, lambda: club.results(ev.id)) or []:
            results[(r.passe, r.table)].append(r)
        self.results = dict(results)
        self.heading.setText(f"{ev.date} · {club_sheets.evening_name(ev)}")
        parts = [club_sheets.variant_line(ev), self.tr("{0} Passen").format(ev.passen)]
        if ev.tables:
            parts.append(self.tr("{0} tables").format(ev.tables))
        if ev.place:
            parts.insert(0, ev.place)
        parts.append(self.tr("season {0}").format(ev.season))
        self.details.setText(" · ".join(parts))
        self._fill_tree()
        if selected is not None:
            self.select(*selected)
        ranking = run(self, lambda: club.evening_ranking(ev.id))
        self.ranking.set_ranking(ranking, evening=ev)
        self._selection_changed()

    def _name(self, member_id: int) -> str:
        member = self.members.get(member_id)
        return member.name if member is not None else f"#{member_id}"

    def _players_text(self, seats: tuple[int, ...], teams: tuple[tuple[int, ...], ...]) -> str:
        """Short names (the full names are in the tooltip): a line per team, "A: Anna & Cla"."""
        if any(len(t) > 1 for t in teams):
            return "\n".join(
                f"{'AB'[i]}: " + " & ".join(self._short(m) for m in team)
                for i, team in enumerate(teams))
        return ", ".join(self._short(m) for m in seats)

    def _result_text(self, passe: int, table: int) -> str:
        results = self.results.get((passe, table))
        if not results:
            return ""
        sides: dict[Any, list[Result]] = defaultdict(list)
        for r in results:
            sides[r.side if r.side is not None else ("member", r.member)].append(r)
        if len(sides) < len(results):  # teams: the team's figure once
            groups = sorted(sides.values(), key=lambda rs: rs[0].side or 0)
            if len(groups) == 2:
                return f"A {groups[0][0].points} : B {groups[1][0].points}"
            return " : ".join(str(rs[0].points) for rs in groups)
        ordered = sorted(results, key=lambda r: (r.rank, self._name(r.member).casefold()))
        return ", ".join(f"{r.rank}. {self._short(r.member)} {r.points}" for r in ordered)

    def _short(self, member_id: int) -> str:
        member = self.members.get(member_id)
        return member.label if member is not None else f"#{member_id}"

    def _source_text(self, passe: int, table: int) -> tuple[str, QColor]:
        results = self.results.get((passe, table))
        if self.cw.link_for(self.evening, passe, table) is not None and not results:
            return self.tr("playing in Jasstafel …"), PLAYING
        if not results:
            return self.tr("open"), OPEN
        if results[0].source == "match":
            return self.tr("from a Jasstafel match"), DONE
        return self.tr("from a paper sheet"), DONE

    def _fill_tree(self) -> None:
        ev = self.evening
        assert ev is not None
        tables: dict[int, dict[int, tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]]] = \
            defaultdict(dict)
        out: dict[int, tuple[int, ...]] = {}
        for drawn in self.drawn:
            for t in drawn.tables:
                tables[drawn.passe][t.number] = (t.seats, t.teams)
            out[drawn.passe] = drawn.sitting_out
        for (number, table), results in self.results.items():
            if table not in tables[number]:  # recorded without a draw
                seats = tuple(r.member for r in results)
                tables[number][table] = (seats, tuple((m,) for m in seats))
        bold = QFont(self.tree.font())
        bold.setBold(True)
        for passe in range(1, ev.passen + 1):
            own = tables.get(passe, {})
            done = sum(1 for t in own if (passe, t) in self.results)
            top = QTreeWidgetItem([self.tr("Passe {0}").format(passe), "",
                                   self.tr("{0} of {1} tables recorded").format(done, len(own))
                                   if own else self.tr("not drawn yet")])
            top.setFont(0, bold)
            top.setData(0, Qt.ItemDataRole.UserRole, None)
            self.tree.addTopLevelItem(top)
            for number, (seats, teams) in sorted(own.items()):
                source, color = self._source_text(passe, number)
                result = self._result_text(passe, number)
                item = QTreeWidgetItem([self.tr("Table {0}").format(number),
                                        self._players_text(seats, teams),
                                        f"{result}\n{source}" if result else source])
                item.setForeground(2, QBrush(color))
                item.setToolTip(1, "\n".join(self._name(m) for m in seats))
                item.setData(0, Qt.ItemDataRole.UserRole, (passe, number))
                top.addChild(item)
            if out.get(passe):
                item = QTreeWidgetItem([self.tr("sits out"),
                                        ", ".join(self._short(m) for m in out[passe]), ""])
                item.setData(0, Qt.ItemDataRole.UserRole, None)
                top.addChild(item)
            top.setExpanded(True)
        if not self.drawn:
            self.hint.setText(self.tr("First draw the seats: Draw… (choose the members "
                                      "present)."))
        else:
            self.hint.setText(self.tr("Choose a table: play it in Jasstafel, type its paper "
                                      "result, or import match files of several tables."))

    def select(self, passe: int, table: int) -> bool:
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            for k in range(top.childCount()):
                child = top.child(k)
                if child.data(0, Qt.ItemDataRole.UserRole) == (passe, table):
                    self.tree.setCurrentItem(child)
                    return True
        return False

    def selected(self) -> tuple[int, int] | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        data = item.data(0, Qt.ItemDataRole.UserRole)
        return tuple(data) if data else None

    def table_text(self, passe: int, table: int) -> tuple[str, str]:
        """(players, result) as the tree shows them (for tests)."""
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            for k in range(top.childCount()):
                child = top.child(k)
                if child.data(0, Qt.ItemDataRole.UserRole) == (passe, table):
                    return child.text(1), child.text(2)
        return "", ""

    def _selection_changed(self) -> None:
        have = self.cw.club is not None and self.evening is not None
        chosen = self.selected() if have else None
        recorded = chosen is not None and chosen in self.results
        drawn = chosen is not None and self.seats(*chosen) is not None
        self.draw_button.setEnabled(have)
        self.import_button.setEnabled(have)
        for b in (self.seats_print_button, self.seats_pdf_button):
            b.setEnabled(have and bool(self.drawn))
        self.play_button.setEnabled(drawn)
        self.save_button.setEnabled(chosen is not None)
        self.paper_button.setEnabled(drawn and not recorded)
        self.correct_button.setEnabled(recorded)
        self.remove_button.setEnabled(recorded)

    def _double_clicked(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        if chosen in self.results:
            self.correct_dialog()
        elif self.seats(*chosen) is not None:
            self.paper_dialog()

    # -- the draw and the tables ---------------------------------------------------------------

    def seats(self, passe: int, table: int) -> tuple[tuple[int, ...],
                                                     tuple[tuple[int, ...], ...]] | None:
        """The drawn seats and teams of a table, or None."""
        for p in self.drawn:
            if p.passe == passe:
                for t in p.tables:
                    if t.number == table:
                        return t.seats, t.teams
        return None

    def draw_dialog(self) -> DrawDialog | None:
        club, ev = self.cw.club, self.evening
        if club is None or ev is None:
            return None
        dialog = DrawDialog(self, club, ev, self.cw.rng)

        def done(result: DrawResult) -> None:
            self.cw.changed()
            if result.partner_repeats:
                pairs = "; ".join(self.tr("Passe {0}: {1} and {2}").format(
                    p, self._name(a), self._name(b)) for p, a, b in result.partner_repeats)
                warn(self, self.tr("Partners again"),
                     self.tr("No draw without a repeated partner was found. Partners again: "
                             "{0}").format(pairs))

        dialog.done_callbacks.append(done)
        dialog.open()
        return dialog

    def paper_dialog(self) -> PaperResultDialog | None:
        return self._result_dialog(correct=False)

    def correct_dialog(self) -> PaperResultDialog | None:
        return self._result_dialog(correct=True)

    def _result_dialog(self, correct: bool) -> PaperResultDialog | None:
        club, ev, chosen = self.cw.club, self.evening, self.selected()
        if club is None or ev is None or chosen is None:
            return None
        passe, table = chosen
        current = self.results.get(chosen)
        if correct and not current:
            return None
        if not correct and current:
            warn(self, self.tr("Already recorded"),
                 self.tr("Passe {0}, table {1} has a result: correct it instead.")
                 .format(passe, table))
            return None
        seats = self.seats(passe, table)
        if seats is not None:
            groups = [[self.members[m] for m in team] for team in seats[1]]
            if current and {r.member for r in current} != set(seats[0]):
                seats = None  # recorded with other players than drawn: theirs count
        if seats is None:
            if not current:
                return None
            by_side: dict[Any, list[Member]] = defaultdict(list)
            for r in current:
                key = r.side if r.side is not None else ("member", r.member)
                by_side[key].append(self.members[r.member])
            groups = list(by_side.values())
        dialog = PaperResultDialog(self, club, ev, passe, table, groups,
                                   current if correct else None)
        dialog.done_callbacks.append(lambda _v: self.cw.changed())
        dialog.open()
        return dialog

    def remove_result(self) -> None:
        club, ev, chosen = self.cw.club, self.evening, self.selected()
        if club is None or ev is None or chosen is None or chosen not in self.results:
            return
        passe, table = chosen
        if not ask(self, self.tr("Remove result"),
                   self.tr("Remove the result of Passe {0}, table {1}? (It stays in the "
                           "corrections log.)").format(passe, table)):
            return
        if run(self, lambda: club.delete_results(ev.id, passe, table,
                                                 note=self.tr("removed in the club window")),
               self.tr("Not removed")) is not None:
            self.cw.changed()

    def import_dialog(self, paths: list[str] | None = None) -> ImportDialog | None:
        club, ev = self.cw.club, self.evening
        if club is None or ev is None:
            return None
        if paths is None:
            folder = str(self.cw.settings.value("club/import", "") or "")
            filters = self.tr("Jass match (*.jass *.json);;All files (*)")
            paths, _f = QFileDialog.getOpenFileNames(self, self.tr("Import match files"),
                                                     folder, filters)
            if not paths:
                return None
        self.cw.settings.setValue("club/import", str(Path(paths[0]).parent))
        dialog: ImportDialog | None = run(self, lambda: ImportDialog(self, club, ev, paths))
        if dialog is None:
            return None
        dialog.done_callbacks.append(lambda _v: self.cw.changed())
        dialog.open()
        return dialog

    # -- playing -------------------------------------------------------------------------------

    def play(self) -> None:
        ev, chosen = self.evening, self.selected()
        if ev is None or chosen is None or self.seats(*chosen) is None:
            return
        passe, table = chosen
        if chosen in self.results and not ask(
                self, self.tr("Play again?"),
                self.tr("Passe {0}, table {1} has a result. Play it again? The new match "
                        "replaces it when it is saved to the club.").format(passe, table)):
            return
        self.cw.play(ev, passe, table)

    def save_to_club(self) -> None:
        ev, chosen = self.evening, self.selected()
        if ev is None or chosen is None:
            return
        self.cw.save_to_club(ev, *chosen)

    # -- paper ---------------------------------------------------------------------------------

    def paint_seat_list(self, device: QPagedPaintDevice) -> None:
        club, ev = self.cw.club, self.evening
        if club is None or ev is None:
            return
        club_sheets.paint_seat_list(device, ev, club.seat_list(ev.id),
                                    sheet_club(self.cw.settings))

    def print_seat_list(self) -> None:
        if self.evening is not None:
            print_preview(self, self.cw.settings, club_sheets.seat_list_title(self.evening),
                          self.paint_seat_list)

    def export_seat_list(self) -> str:
        club, ev = self.cw.club, self.evening
        if club is None or ev is None:
            return ""
        path, _f = ask_save(self, self.cw.settings, self.tr("Seat list as PDF"),
                            safe_name(f"{ev.date}-{self.tr('seats')}") + ".pdf", "PDF (*.pdf)")
        if not path:
            return ""
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        settings = self.cw.settings

        def write() -> bool:
            club_sheets.write_seat_list_pdf(ev, club.seat_list(ev.id), path,
                                            sheet_paper(settings), sheet_club(settings))
            return True

        if run(self, write, self.tr("Not written")):
            written(self, path)
            return path
        return ""


# -- the list of evenings ---------------------------------------------------------------------


class EveningsPage(QWidget):
    """The evenings of a season on the left, the chosen evening's page on the right."""

    def __init__(self, club_window: ClubWindow) -> None:
        super().__init__()
        self.cw = club_window
        self.evenings: list[Evening] = []
        layout = QHBoxLayout(self)
        split = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Season")))
        self.season = QComboBox()
        self.season.setObjectName("eveningSeasons")
        self.season.currentIndexChanged.connect(lambda _i: self._fill_list())
        row.addWidget(self.season, 1)
        left_layout.addLayout(row)
        self.list = QListWidget()
        self.list.setObjectName("eveningList")
        self.list.currentRowChanged.connect(lambda _r: self._chosen())
        left_layout.addWidget(self.list, 1)
        self.new_button = QPushButton(self.tr("New evening…"))
        self.new_button.clicked.connect(lambda: self.new_evening_dialog())
        left_layout.addWidget(self.new_button)
        split.addWidget(left)
        self.stack = QStackedWidget()
        self.empty = QLabel(self.tr("No evening chosen. Create one with New evening…"))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setStyleSheet(HINT_STYLE)
        self.page = EveningPage(club_window)
        self.stack.addWidget(self.empty)
        self.stack.addWidget(self.page)
        split.addWidget(self.stack)
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        split.setSizes([250, 1000])
        layout.addWidget(split)

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
            text = f"{ev.date}  {club_sheets.evening_name(ev)}"
            if ev.place:
                text += f"\n{ev.place}"
            item = QListWidgetItem(text)
            item.setToolTip(club_sheets.variant_line(ev))
            self.list.addItem(item)
        self.list.blockSignals(False)
        self.new_button.setEnabled(club is not None)
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
