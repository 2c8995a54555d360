"""Entering a Coiffeur round: which team, which of its open rows, its own card points, or
Match / Kontermatsch, and Stöck.

The team is the next announcer's (from the board); another team can be chosen for one
round. Choose the cell on the grid (click, arrow keys and Enter, or just type the points on
it) or with the keys below; only what was typed, or what Match / Kontermatsch make
unambiguous (157, or 0), is written.
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut, QStandardItemModel
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QWidget,
)

from ... import i18n
from ...core import Board, EntryLine
from ...core.cards import MATCH_POINTS, ROUND_POINTS, STOECK
from ...core.coiffeur import CoiffeurRound, can_have_stoeck
from ...core.errors import RuleViolation
from ...i18n import fill
from ..controller import MatchController
from ..widgets.entrypanel import EntryPanel, FieldError, FormError
from ..widgets.keys import key_text
from ..widgets.names import NameBox
from ..widgets.numberfield import NumberField
from ..widgets.preview import dry_board
from ..widgets.quiet import guard_wheel
from ..widgets.style import CHOICE_STYLE
from ..widgets.turn import TeamName, turn_seats

TEAM_KEYS = ("Ctrl+8", "Ctrl+9", "Ctrl+0")
NULLSTICH = "Nullstich"  # the core's note for 157 without Match (RULES.md §0), as the Schieber's
KEYS = {"match": "Ctrl+M", "kontermatsch": "Ctrl+K", "stoeck": "Ctrl+T", "up": "Ctrl+Up",
        "down": "Ctrl+Down"}
POINT_RULES = ("points.range", "coiffeur.match", "coiffeur.misere_match",
               "coiffeur.kontermatsch")


class PickBox(QComboBox):
    """A list the Schreiber picks from. *picked*: an item was chosen from the list dropped
    down (a click on it, or Enter there), and the Schreiber types the points next. The keys
    on the closed box (the arrow keys, an item's first letter) only step through the items:
    the cursor stays on the box for the next step."""

    picked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._stepping = False
        self.activated.connect(self._activated)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        self._stepping = True  # a choice by these keys is said (activated) inside them
        try:
            super().keyPressEvent(event)
        finally:
            self._stepping = False

    def _activated(self, _index: int) -> None:
        if not self._stepping:
            self.picked.emit()


class RowBox(PickBox):
    """The *Row* list (:class:`PickBox`)."""


class TeamBox(PickBox, NameBox):
    """The *Team* list (:class:`PickBox`), a long name shortened before its key
    (:class:`NameBox`)."""


def _stacked(text: str, beside: QLabel) -> str:
    """*text*'s lines broken once more after " / " where one is wider than *beside*'s text:
    German "(Strg+Hoch / Strg+Herunter)" made the labels' column wider than "Eigene
    Kartenpunkte", and the team box beside it cut the team's name."""
    metrics = beside.fontMetrics()
    room = metrics.horizontalAdvance(beside.text())
    return "\n".join(line.replace(" / ", " /\n", 1) if metrics.horizontalAdvance(line) > room
                     else line for line in text.split("\n"))


class CoiffeurEntryPanel(EntryPanel):
    #: a filled cell was chosen on the grid: its entry (index) is chosen in the history
    entryChosen = Signal(int)  # noqa: N815 - Qt's signal names
    entryOpened = Signal(int)  # noqa: N815 - a filled cell double-clicked: its entry corrected
    SHOWS_TURN = True
    SHOWS_PREVIEW = True

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.setStyleSheet(CHOICE_STYLE)
        self._setting = False
        # the points under a Match button's (NumberField.kept: text, typed)
        self._typed_before: tuple[str, bool] | None = None
        # the team the Schreiber chose for this round (Ctrl+8 …, the box, the grid), None:
        # the team of the player whose turn it is; kept when an inserted round moves the order
        self._chosen: int | None = None
        # the cell of the Tafel the round goes in, by the two lists that choose it: the
        # heading "Cell" alone (German "Feld") read as "an input field" to a trial's Schreiberin
        box = QGroupBox(self.tr("Team and row"))
        grid = QGridLayout(box)
        team_label = QLabel(self.tr("Team"))
        grid.addWidget(team_label, 0, 0)
        self.team = TeamBox()  # a long name shortened with "…", its key kept whole
        # each list named by its label to a screen reader (both were the box's title)
        team_label.setBuddy(self.team)
        self.team.setObjectName("coiffeurTeam")
        self.team.currentIndexChanged.connect(lambda _i: self._team_changed())
        self.team.activated.connect(self._team_chosen)  # by the Schreiber, not the program
        # a team clicked in the list: the cursor on to the points, as after Ctrl+8 … (it
        # stayed on the list, and the digits typed next went to its search by letters)
        self.team.picked.connect(self.focus_next)
        grid.addWidget(self.team, 0, 1)
        # its keys on a line under the word: the column of the labels as wide as the
        # points' label, and the team box beside it says "Marie-Françoise &
        # Anne-Catherine (Ctrl+8)" whole at 1024×600 ("… Anne-Cather… (Ctrl+8)", a trial's)
        row_said = self.tr("Row ({0} / {1})").format(key_text(KEYS["up"]), key_text(KEYS["down"]))
        row_label = QLabel("\n(".join(row_said.rsplit(" (", 1)))
        grid.addWidget(row_label, 1, 0)
        self.row = RowBox()
        # a row clicked in the list: the cursor on to the points, as after Ctrl+Up / Ctrl+Down
        # or a cell of the grid (it stayed on the list, and the points typed went nowhere)
        self.row.picked.connect(self.focus_next)
        row_label.setBuddy(self.row)
        self.row.setObjectName("coiffeurRow")
        # the list drops down under the box, every row in view at its own place (the
        # style's list put the row chosen over the box, and the rows moved with the
        # choice), each as high as in the style's list, for the mouse
        self.row.setStyleSheet("QComboBox { combobox-popup: 0; }"
                               " QAbstractItemView::item { padding: 3px 2px; }")
        self.row.setMaxVisibleItems(len(self._rules().settings.rows))
        self.row.currentIndexChanged.connect(lambda _i: self._row_changed())
        grid.addWidget(self.row, 1, 1)
        for combo in (self.team, self.row):  # a long team or row name never widens the form
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(14)
        self.points_label = QLabel(self.tr("Own card points"))
        grid.addWidget(self.points_label, 2, 0)
        row_label.setText(_stacked(row_label.text(), self.points_label))
        self.points = NumberField(minimum=0, maximum=ROUND_POINTS,
                                  missing=self.tr("Card points missing"))
        self.points.meant = {MATCH_POINTS: self.tr("a Match is written with {0}").format(
            key_text(KEYS["match"]))}
        self.points.setObjectName("coiffeurPoints")
        self.points.changed.connect(self._points_changed)
        grid.addWidget(self.points, 2, 1)
        # the Misère row counts the other way round: said on a line of its own, wrapped, so
        # that the label beside the field stays short (a long one pushed the form off the
        # window's right edge)
        self.misere_hint = QLabel(self.tr("Misère: the fewer card points, the better"))
        self.misere_hint.setObjectName("misereHint")
        self.misere_hint.setWordWrap(True)
        self.misere_hint.setStyleSheet("color: #5c4400; font-weight: bold;")
        # its room kept while it is hidden: shown for the Misère row only, it moved Match,
        # Kontermatsch, Stöck and Write down by a line under a mouse (a trial's)
        keep = self.misere_hint.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.misere_hint.setSizePolicy(keep)
        self.misere_hint.hide()
        grid.addWidget(self.misere_hint, 3, 0, 1, 2)
        self.match = QPushButton(self.tr("Match ({0})").format(key_text(KEYS["match"])))
        self.match.setCheckable(True)
        self.match.setToolTip(self.tr("All nine tricks (in Misère: no trick at all)"))
        self.match.toggled.connect(self._match_toggled)
        self.kontermatsch = QPushButton(self.tr("Kontermatsch ({0})").format(
            key_text(KEYS["kontermatsch"])))
        self.kontermatsch.setCheckable(True)
        self.kontermatsch.setToolTip(self.tr("The announcing team took no trick: writes 0"))
        self.kontermatsch.toggled.connect(self._kontermatsch_toggled)
        self.stoeck = QPushButton(self.tr("Stöck ({0})").format(key_text(KEYS["stoeck"])))
        self.stoeck.setCheckable(True)
        grid.addWidget(self.match, 5, 0)
        grid.addWidget(self.kontermatsch, 5, 1)
        grid.addWidget(self.stoeck, 6, 0, 1, 2)
        self.form.addWidget(box)
        self.form.addStretch(1)
        guard_wheel(box)
        for key, slot in ((KEYS["match"], self.match.click),
                          (KEYS["kontermatsch"], self.kontermatsch.click),
                          (KEYS["stoeck"], self._stoeck_key),
                          (KEYS["up"], lambda: self._step_row(-1)),
                          (KEYS["down"], lambda: self._step_row(1))):
            QShortcut(QKeySequence(key), self, slot)
        for t, key in enumerate(TEAM_KEYS):
            QShortcut(QKeySequence(key), self, lambda t=t: self._choose_team(t))
        self.watch(self.points, self.match, self.kontermatsch, self.stoeck, self.team, self.row)
        self._expect_turn()

    def _expect_turn(self) -> None:
        """The header's names and role words for the whole match ("Vreni (Vreni & Käthi)",
        a team announcing this round only and its note): its lines and height are decided
        once, and the form below never moves (a trial's click missed *Match*)."""
        rules = self._rules()
        names = self._team_names()
        shown = [*rules.doc.players, *names]
        for seat, player in enumerate(rules.doc.players):
            team = names[rules.team_of_seat(seat)]
            if team != player:
                shown.append(TeamName(team, f"{player} (", ")"))
        self.header.expect(shown, [self.tr("Deals"), self.tr("Announces"),
                                   self.tr("Announced by")])
        self.header.keep_note()
        # as high as its longest note: one of two lines at 1024 px moved the form down
        self.header.note.keep_room([self._override_note(names, team, usual)
                                    for team in range(len(names))
                                    for usual in range(len(names)) if team != usual])
        self._reserve_preview(names)

    def _override_note(self, names: list[str], team: int, usual: int) -> str:
        """The note of a round *team* announces instead of the *usual* team."""
        return self.tr("This round only: {0} instead of {1} ({2} gives it back)").format(
            names[team], names[usual], key_text(TEAM_KEYS[usual]))

    def _team_names(self) -> list[str]:
        """The teams' names as the header says them: shortened to its line's room (a team
        of one says its player's name, whole)."""
        rules = self._rules()
        return [name if name in rules.doc.players else TeamName(name)
                for name in rules.side_names]

    def _reserve_preview(self, names: list[str]) -> None:
        """The preview keeps a long round's room from the start (the longest name's round
        with card points and Stöck, or a Match, in its longest row): "Kartenpunkte fehlen"
        and "schreibt: …" then take the same room, and *Schreiben* stays where a mouse is
        about to click it."""
        rules = self._rules()
        team = max(range(len(names)), key=lambda t: len(names[t]))
        said = []
        for row in range(len(rules.settings.rows)):
            for entry in (CoiffeurRound(team=team, row=row, points=100, stoeck=True),
                          CoiffeurRound(team=team, row=row, points=ROUND_POINTS, match=True)):
                try:
                    board = dry_board(self.controller.match, entry)
                except RuleViolation:
                    continue  # a row played already, no trump for Stöck, a finished match
                said.append(self.preview_words(board.entries[-1], entry))
        if said:
            self.preview_line.reserve_write(max(said, key=len))

    # -- the grid ----------------------------------------------------------------------------

    def connect_board(self, board_widget: Any) -> None:
        """The window hands over the board: its grid chooses cells."""
        grid = board_widget.grid
        grid.cellChosen.connect(self.choose_cell)
        grid.filledChosen.connect(self.filled_cell)
        grid.filledOpened.connect(self.open_cell)
        grid.typedInto.connect(self.typed_on_cell)

    def choose_cell(self, team: int, row: int) -> None:
        """A cell chosen on the grid: make it the one the form writes."""
        self._choose_team(team, focus=False)
        index = self.row.findData(row)
        if index >= 0:
            self.row.setCurrentIndex(index)
        self.points.setFocus(Qt.FocusReason.OtherFocusReason)
        self.points.selectAll()

    def typed_on_cell(self, team: int, row: int, text: str) -> None:
        """Digits typed on an open cell of the grid go into the points field."""
        self.choose_cell(team, row)
        # the Schreiber's typing, not the program's: a click back into it places the cursor
        self.points.put_back((text, True))

    def _entry_of(self, team: int, row: int) -> int | None:
        """The number (from 1) of the entry that wrote the cell of *team* in *row*."""
        return next((i + 1 for i, e in enumerate(self.controller.match.entries)
                     if e.team == team and e.row == row), None)

    def filled_cell(self, team: int, row: int) -> None:
        """A filled cell: say why nothing can be typed into it, and how to change it; its
        points as the board writes them (1'256: the words said 1256 beside it)."""
        board = self.controller.board
        rows = board.figures["rows"]
        number = self._entry_of(team, row)
        text = self.tr("{0} played {1} already ({2}). To change it: entry {3} is chosen in "
                       "the history; double-click the cell, click Correct… or press "
                       "{4}.").format(
            board.sides[team].name, i18n.row_name(rows[row]["name"]),
            i18n.number(rows[row]["cells"][team]), number, key_text("Ctrl+E"))
        if number is not None:  # Ctrl+E corrects the chosen entry: the one the words name
            self.entryChosen.emit(number - 1)
        # said in grey, not as a refusal: nothing typed was refused, and the form still
        # offers its own team's open row (a red "Rosen schon gespielt …" beside a form
        # ready to write Rosen for the other team read as an error in it, a trial's)
        self.show_error("")
        self.preview_line.show_hint(text)
        focus = QApplication.focusWidget()
        if focus is None or not self.isAncestorOf(focus):
            self.focus_next()

    def open_cell(self, team: int, row: int) -> None:
        """A filled cell double-clicked: its entry corrected, as a history row
        double-clicked is."""
        number = self._entry_of(team, row)
        if number is not None:
            self.entryOpened.emit(number - 1)

    # -- behaviour ----------------------------------------------------------------------------

    def _rules(self) -> Any:
        return self.controller.match.rules

    def _choose_team(self, team: int, focus: bool = True) -> None:
        if 0 <= team < self.team.count():
            self._team_chosen(team)
            self.team.setCurrentIndex(team)
            if focus:
                self.focus_next()

    def _team_chosen(self, team: int) -> None:
        self._chosen = team

    def _team_changed(self) -> None:
        self._fill_rows()
        self._label_points()
        self._show_turn()

    def _label_points(self) -> None:
        names = self._rules().side_names
        self.points.label = fill(self.tr("Card points {0}"),
                                 names[max(self.team.currentIndex(), 0)])

    def _step_row(self, step: int) -> None:
        """The next row to be chosen up or down the list, round the end: written rows are
        passed (as the arrow keys on the box pass them)."""
        count = self.row.count()
        index = self.row.currentIndex()
        for _ in range(count):
            index = (index + step) % count
            if self._open(index):
                self.row.setCurrentIndex(index)
                return

    def _open(self, index: int) -> bool:
        """The list's row *index* can be chosen (not written by the team)."""
        return bool(self.row.model().flags(self.row.model().index(index, 0))
                    & Qt.ItemFlag.ItemIsEnabled)

    def _fill_rows(self, keep: int | None = None) -> None:
        """List every row of the sheet, in its order: those the selected team has written
        marked with their figure and not to be chosen (while correcting, its own row can
        be). A row keeps its place in the list: with the open rows only, everything after
        a written row moved up, and a trial's click where *Misère ×7* had been chose *Slalom
        ×8*."""
        team = self.team.currentIndex()
        if team < 0:
            return
        board = self.controller.board
        current = keep if keep is not None else self.row.currentData()
        self.row.blockSignals(True)
        self.row.clear()
        model = cast(QStandardItemModel, self.row.model())  # a combo box's own
        for i, row in enumerate(board.figures["rows"]):
            name = f"{i18n.row_name(row['name'])} ×{row['factor']}"
            value = row["cells"][team]
            if value is None or i == keep:
                self.row.addItem(name, i)
                continue
            self.row.addItem(self.tr("{0} (played: {1})").format(name, i18n.number(value)), i)
            model.item(i).setEnabled(False)  # greyed; a click and the arrow keys pass it
        index = self.row.findData(current)
        if index < 0 or not self._open(index):  # the first open row (none: nothing to write)
            index = next((i for i in range(self.row.count()) if self._open(i)), -1)
        self.row.setCurrentIndex(index)
        self.row.blockSignals(False)
        self._row_changed()

    def _stoeck_key(self) -> None:
        """Ctrl+T: Stöck, or why this row has none (the key did nothing, without a word)."""
        if self.stoeck.isEnabled():
            self.stoeck.click()
            return
        row = self.row.currentData()
        if not self._rules().settings.stoeck:
            self.show_error(self.tr("This table does not write Stöck (its table settings)."))
        elif row is not None:
            name = i18n.row_name(self._rules().settings.rows[row].name)
            self.show_error(self.tr("{0} has no trump: no Stöck in this row.").format(name))

    def _kind(self) -> str | None:
        row = self.row.currentData()
        return None if row is None else self._rules().settings.rows[row].kind

    def _row_changed(self) -> None:
        kind = self._kind()
        rules = self._rules()
        self.stoeck.setEnabled(kind is not None and rules.settings.stoeck
                               and can_have_stoeck(kind))
        if not self.stoeck.isEnabled():
            self.stoeck.setChecked(False)
        self.kontermatsch.setEnabled(kind not in (None, "misere"))
        if not self.kontermatsch.isEnabled():
            self.kontermatsch.setChecked(False)
        self.misere_hint.setVisible(kind == "misere")
        self.update_preview()

    def _points_changed(self) -> None:
        if self._setting:
            return
        try:
            value = self.points.value()
        except FieldError:  # said at Enter, not while typing
            value = None
        wanted = 0 if self._kind() == "misere" else ROUND_POINTS
        if self.match.isChecked() and value != wanted:
            self.match.setChecked(False)  # typed over the Match: no Match any more
        if self.kontermatsch.isChecked() and value != 0:
            self.kontermatsch.setChecked(False)

    def _set_points(self, value: int) -> None:
        self._setting = True
        self.points.set_value(value)
        self._setting = False

    def _match_toggled(self, on: bool) -> None:
        wanted = 0 if self._kind() == "misere" else ROUND_POINTS
        if on and wanted == 0 and self.match_over_typing(self.match, self.points,
                                                         key_text(KEYS["match"])):
            return  # a Misère's Match: the team took no trick, its points typed stay
        if on:
            self.kontermatsch.setChecked(False)
            self._hold_points(wanted)
        else:
            self._give_back(wanted)

    def _kontermatsch_toggled(self, on: bool) -> None:
        if on and self.match_over_typing(self.kontermatsch, self.points,
                                         key_text(KEYS["kontermatsch"]), kontermatsch=True):
            return  # the announcing team took no trick: its points typed stay
        if on:
            self.match.setChecked(False)
            self.stoeck.setChecked(False)
            self._hold_points(0)
        else:
            self._give_back(0)

    def _hold_points(self, value: int) -> None:
        """A Match button writes its points: what was typed before is kept, for when the
        button is switched off again."""
        if self._typed_before is None:
            self._typed_before = self.points.kept()
        self._set_points(value)

    def _give_back(self, value: int) -> None:
        """The button switched off: the points it wrote go, what was typed before comes
        back (a Match pressed by mistake and pressed again wrote 157 nobody typed). Points
        typed over the button's stay."""
        before, self._typed_before = self._typed_before, None
        if before is not None and self.points.text() == str(value):
            self._setting = True
            self.points.put_back(before)  # typed as before: a click does not select it
            self._setting = False

    # -- who announces --------------------------------------------------------------------------

    def _announcer(self, board: Board) -> int | None:
        _dealer, announcer = turn_seats(board)
        return announcer

    def _usual_team(self) -> int | None:
        """The team whose turn it is to announce the round in the form, as the order of play
        says: the next round's, or the round being inserted."""
        announcer = self._announcer(self.turn_board(self.controller.board))
        return None if announcer is None else int(self._rules().team_of_seat(announcer))

    def update_turn(self, board: Board) -> None:
        self._show_turn()

    def _show_turn(self) -> None:
        if self.controller.session is None:
            return
        board = self.controller.board
        if board.finished and self.correcting is None:
            self.header.set_roles([])
            return
        rules = self._rules()
        names = self._team_names()
        team = self.team.currentIndex()
        # the dealer of a round corrected does not change: the team's name after him has the
        # room of the widest dealer's name (as the Schieber's, schieber_entry._show_turn)
        self.header.set_steady_names(self.correcting is None)
        if self.correcting is not None:  # who dealt that round, and the team the form says
            dealt, _ = turn_seats(self.turn_board(board))
            roles = [(self.tr("Deals"), rules.doc.players[dealt])] if dealt is not None else []
            self.header.set_roles([*roles, (self.tr("Announced by"), names[max(team, 0)])])
            return
        dealer, _ = turn_seats(board)
        announcer = self._announcer(board)
        roles = []
        if dealer is not None:
            roles.append((self.tr("Deals"), rules.doc.players[dealer]))
        note = ""
        usual = rules.team_of_seat(announcer) if announcer is not None else None
        if announcer is not None and usual is not None and team in (usual, -1):
            player = rules.doc.players[announcer]
            shown = (player if rules.team_told(announcer)
                     else TeamName(names[usual], f"{player} (", ")"))
            roles.append((self.tr("Announces"), shown))
        elif team >= 0:
            roles.append((self.tr("Announces"), names[team]))
            if usual is not None:
                note = self._override_note(names, team, usual)
        self.header.set_roles(roles, note)

    # -- the EntryPanel interface ----------------------------------------------------------------

    def keys_help(self) -> str:
        teams = " / ".join(key_text(k) for k in TEAM_KEYS[: max(self.team.count(), 2)])
        return self.tr(
            "The next announcer's team is chosen by itself ({teams}: another team, this round "
            "only). {up} / {down} choose the row, or the arrow keys and Enter on the grid (or "
            "type the points on the cell); type the team's own card points, or {m} Match, {k} "
            "Kontermatsch; {t} Stöck; Enter writes. A filled cell is corrected in the history "
            "({e}).").format(teams=teams, up=key_text(KEYS["up"]), down=key_text(KEYS["down"]),
                             m=key_text(KEYS["match"]), k=key_text(KEYS["kontermatsch"]),
                             t=key_text(KEYS["stoeck"]), e=key_text("Ctrl+E"))

    def refresh(self, board: Board) -> None:
        names = [s.name for s in board.sides]
        current = self.team.currentIndex()
        self.team.blockSignals(True)
        self.team.clear()
        for t, name in enumerate(names):
            self.team.add_name(name, key_text(TEAM_KEYS[t]) if t < len(TEAM_KEYS) else "")
        usual = self._usual_team()
        if self.correcting is not None and not self.inserting:  # the entry loaded
            self.team.setCurrentIndex(max(current, 0))
        elif self._chosen is not None:
            self.team.setCurrentIndex(self._chosen)
        else:
            self.team.setCurrentIndex(usual if usual is not None else max(current, 0))
        self.team.blockSignals(False)
        if self.team.currentIndex() != current:
            # another team announces: its own first open row, not the row the last team chose
            self.row.setCurrentIndex(-1)
        self._fill_rows()
        self._label_points()
        self._show_turn()

    def focus_target(self) -> QWidget | None:
        return self.points

    def field_for(self, err: RuleViolation) -> QWidget | None:
        return self.points if err.rule in POINT_RULES else None

    def build_entry(self) -> Any:
        row = self.row.currentData()
        if row is None:
            raise FormError(self.tr("This team has no open row left"))
        team = self.team.currentIndex()
        points = self.points.number()  # empty: "Card points missing"; 158, "12a": refused
        return CoiffeurRound(team=team, row=row, points=points,
                             match=self.match.isChecked(),
                             kontermatsch=self.kontermatsch.isChecked(),
                             stoeck=self.stoeck.isChecked() and self.stoeck.isEnabled())

    def load_entry(self, entry: Any) -> None:
        self.team.blockSignals(True)
        self.team.setCurrentIndex(entry.team)
        self.team.blockSignals(False)
        self._fill_rows(keep=entry.row)
        self._typed_before = None
        self.match.setChecked(entry.match)
        self.kontermatsch.setChecked(entry.kontermatsch)
        self._set_points(entry.points)
        # a corrected Match switched off: its points go with it, the field is to be typed
        self._typed_before = ("", False) if entry.match or entry.kontermatsch else None
        self.stoeck.setChecked(entry.stoeck)
        self._show_turn()

    def reset(self) -> None:
        for button in (self.match, self.kontermatsch, self.stoeck):
            button.setChecked(False)
        self._typed_before = None
        self.points.clear_value()
        self._chosen = None  # the next round: whoever the order of play says
        self.refresh(self.controller.board)
        self.focus_next()

    def draft_restored(self) -> None:
        """The round being typed is back after a correction or an insertion, which may have
        moved the order on: a round left to the order is now the new order's announcer's
        team (with its first open row), a team chosen stays. The team box, the header and
        the preview say the team Enter writes."""
        self.refresh(self.controller.board)

    def describe(self, entry: Any) -> str:
        row = self._rules().settings.rows[entry.row]
        return self.tr("{0} for {1}").format(i18n.row_name(row.name),
                                             self._rules().side_names[entry.team])

    def history_text(self, line: EntryLine, entry: Any) -> str:
        rules = self._rules()
        row = rules.settings.rows[entry.row]
        team = rules.side_names[entry.team]
        if entry.kontermatsch:
            what = self.tr("Kontermatsch")
        elif entry.match and rules.settings.match_bonus:
            what = self._bonus_words(entry, row.factor, rules.settings.match_bonus)
        elif entry.match:
            what = self.tr("Match")
        else:
            what = self.tr("{0} card points").format(entry.points)
        if entry.stoeck and not (entry.match and rules.settings.match_bonus):
            what += " + " + self.tr("Stöck")
        value = line.written[entry.team]
        text = self.tr("{0}: {1} ×{2}, {3} → {4}").format(team, i18n.row_name(row.name),
                                                         row.factor, what, i18n.number(value))
        if NULLSTICH in line.notes:  # said in the Schieber's and the sheet's words
            text += " · " + i18n.render(line.notes[line.notes.index(NULLSTICH)])
        return text

    def _bonus_words(self, entry: Any, factor: int, bonus: int) -> str:
        """A Match with the table's bonus, said in the order the cell is counted (RULES.md
        §2: (257 + Stöck) × factor + bonus), as the sheet says "257 × factor + 50": without
        the bonus "Match + Stöck → 881" did not add up, and "Match 257 ×3 + 50 + Stöck →
        881" read as 841 (a German trial's)."""
        if entry.stoeck:
            return self.tr("(Match {0} + Stöck {1}) ×{2} + {3}").format(
                i18n.number(MATCH_POINTS), i18n.number(STOECK), factor, i18n.number(bonus))
        return self.tr("Match {0} ×{1} + {2}").format(
            i18n.number(MATCH_POINTS), factor, i18n.number(bonus))

    def status_text(self, board: Board) -> str:
        if board.finished:
            return super().status_text(board)
        return ""  # the header says who announces, the board who is uneinholbar
