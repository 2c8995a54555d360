"""*Edit → Names and details…*: the players' and teams' names and the lines for the sheet of
the open match, changed at any time (a Romand Schreiber's trial typed "Slyvie" for Sylvie,
wrote three rounds and found no way to mend it).

The seats, the teams' players, the variant, the table settings and the entries stay as they
are (the dialog says so). A team named after its players (the New match dialog's "Anna &
Cla") shows an empty field with that name in grey, and follows the players' names typed
above it; a name of its own is in its field. The names are checked as a new match's
(:func:`jasstafel.core.matchfile.renamed`); a refusal is said in the dialog, in the window's
language, the cursor in the field it is about, the typing as it was. Accepted, the change is
one undoable step of the match (the window's :meth:`MatchController.rename`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from .. import i18n
from ..core import JassError, Match, MatchInfo
from ..core.matchfile import renamed, team_letter
from .i18n import error_text, iso_date_text
from .newmatch import (
    team_label,
    team_name,
    team_name_warnings,
    team_placeholder,
    team_warning_label,
)
from .widgets import messages
from .widgets.screen import VerticalScroll, fit_to_screen
from .widgets.sentence import SentenceLabel
from .widgets.style import FORM_FOCUS_STYLE


class NamesDialog(QDialog):
    """The names and the sheet's lines of *match*; *rename* makes the change (it may refuse
    it with a JassError: said in the dialog, which stays open). Nothing changed: OK closes
    the dialog without a change."""

    def __init__(self, match: Match, rename: Callable[[Any], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.match = match
        self.rename = rename
        doc = match.document
        self.doc = doc
        self.setWindowTitle(self.tr("Names and details"))
        # *Change*, the default button, framed when it has the keys (it looked the same
        # without them), as the forms' buttons are
        self.setStyleSheet(FORM_FOCUS_STYLE)
        layout = QVBoxLayout(self)
        note = QLabel(self.tr("The seats, the teams, the variant, the table settings and the "
                              "entries stay as they are."))
        note.setObjectName("namesNote")
        note.setWordWrap(True)
        layout.addWidget(note)

        # the players and the sheet's lines scroll together: 99 Punktetafel players fit too
        area = VerticalScroll()
        middle = QWidget()
        middle_layout = QVBoxLayout(middle)
        middle_layout.setContentsMargins(0, 0, 0, 0)
        area.setWidget(middle)
        layout.addWidget(area, 1)

        players = QGroupBox(self.tr("Players in seat order (the order of play)"))
        grid = QGridLayout(players)
        self.name_edits: list[QLineEdit] = []
        for seat, name in enumerate(doc.players):
            edit = QLineEdit(name)
            edit.setObjectName(f"player{seat}")
            grid.addWidget(QLabel(self.tr("Seat {0}").format(seat + 1)), seat, 0)
            grid.addWidget(edit, seat, 1)
            self.name_edits.append(edit)
        # a team of one (three players each for himself in a Coiffeur) is its player: no
        # field of its own, it follows the player's name (as a new match names it)
        self.team_edits: list[QLineEdit] = []
        if any(len(team.players) > 1 for team in doc.teams):
            for t, team in enumerate(doc.teams):
                edit = QLineEdit("" if team.name == self._default(t) else team.name)
                edit.setObjectName(f"team{t}")
                row = len(doc.players) + t
                # as New match says it (a Punktetafel's Team D, seats 4 + 8, too)
                grid.addWidget(QLabel(team_label(t, team.players)), row, 0)
                grid.addWidget(edit, row, 1)
                self.team_edits.append(edit)
        middle_layout.addWidget(players)

        sheet = QGroupBox(self.tr("For the sheet (optional)"))
        lines = QFormLayout(sheet)
        info = doc.info
        self.title = QLineEdit(info.title)
        self.date = QLineEdit(iso_date_text(info.date))
        self.place = QLineEdit(info.place)
        self.table = QLineEdit(info.table)
        for edit, name, label in ((self.title, "title", self.tr("Title")),
                                  (self.date, "date", self.tr("Date")),
                                  (self.place, "place", self.tr("Place")),
                                  (self.table, "table", self.tr("Table"))):
            edit.setObjectName(name)
            lines.addRow(label, edit)
        middle_layout.addWidget(sheet)
        middle_layout.addStretch(1)

        self.error = SentenceLabel()
        self.error.setObjectName("namesError")
        self.error.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.error.hide()
        self.team_warning = team_warning_label("namesTeamWarning")  # as New match says it
        layout.addWidget(self.team_warning)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Change"))
        # Alt+C is &Change: Cance&l, as in New match
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cance&l"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        # room for a long name ("Marie-Christine & Anne-Catherine") without scrolling in it
        wide = self.fontMetrics().averageCharWidth() * 40
        for edit in self._edits():
            edit.setMinimumWidth(wide)
        for edit in [*self.name_edits, *self.team_edits]:
            edit.textChanged.connect(lambda _t: self._team_placeholders())
        for edit in self._edits():
            edit.textChanged.connect(lambda _t: self.error.hide())  # the refusal was about
        self._team_placeholders()  # ... what was typed before
        self._as_shown = self._typed()
        self._date_shown = self.date.text()
        fit_to_screen(self, self.sizeHint().expandedTo(self.minimumSizeHint()))
        if self.name_edits:  # a typo is typed over, as after Tab
            self.name_edits[0].setFocus()
            self.name_edits[0].selectAll()

    # -- the teams' names ----------------------------------------------------------------------

    def _default(self, number: int, players: list[str] | None = None) -> str:
        """Team *number*'s name after its players (as they are typed, or the match's)."""
        names = list(self.doc.players) if players is None else players
        return team_name(names, self.doc.teams[number].players, number)

    def _team_placeholders(self) -> None:
        players = self.players()
        for t, edit in enumerate(self.team_edits):
            edit.setPlaceholderText(team_placeholder(players, self.doc.teams[t].players, t))
        said = team_name_warnings([edit.text() for edit in self.team_edits], players,
                                  [team.players for team in self.doc.teams])
        self.team_warning.setText(said)
        self.team_warning.setVisible(bool(said))

    # -- what is typed -------------------------------------------------------------------------

    def _edits(self) -> list[QLineEdit]:
        return [*self.name_edits, *self.team_edits, self.title, self.date, self.place,
                self.table]

    def _typed(self) -> list[str]:
        return [edit.text() for edit in self._edits()]

    def players(self) -> list[str]:
        return [edit.text().strip() for edit in self.name_edits]

    def teams(self) -> list[str]:
        """The teams' names as typed; an empty field is the team's players' names."""
        players = self.players()
        if not self.team_edits:  # teams of one: the player's name, where it was
            old = self.doc.players
            return [players[team.players[0]] if team.name == old[team.players[0]] else team.name
                    for team in self.doc.teams]
        return [edit.text().strip() or self._default(t, players)
                for t, edit in enumerate(self.team_edits)]

    def info(self) -> MatchInfo:
        info = self.doc.info
        date = self.date.text()  # a date not touched stays as it was kept (an older file's)
        return MatchInfo(title=self.title.text().strip(),
                         date=info.date if date == self._date_shown
                         else i18n.typed_date(date),
                         place=self.place.text().strip(), table=self.table.text().strip())

    # -- the answer ----------------------------------------------------------------------------

    def accept(self) -> None:
        if self._typed() == self._as_shown:
            super().accept()  # nothing changed: no step to undo
            return
        try:
            setup = renamed(self.match, self.players(), self.teams(), self.info())
            if setup == self.doc.model_copy(update={"entries": []}):
                super().accept()  # spaces typed after a name: the same names
                return
            self.rename(setup)
        except JassError as err:
            self._refuse(err)
            return
        super().accept()

    def _refuse(self, err: JassError) -> None:
        """Said in the dialog; the cursor to the name it is about, the typing as it was."""
        self.error.setText(error_text(err))
        self.error.show()
        # its line below the fields, which keep their room where the screen has more
        fit_to_screen(self, self.size().expandedTo(self.sizeHint()))
        said = err.args[0] if len(err.args) == 1 else None
        params = getattr(said, "params", {})
        field: QLineEdit | None = None
        if isinstance(params.get("seat"), int) and 0 < params["seat"] <= len(self.name_edits):
            field = self.name_edits[params["seat"] - 1]
        elif isinstance(params.get("team"), str) and self.team_edits:
            field = next((edit for t, edit in enumerate(self.team_edits)
                          if team_letter(t) == params["team"]), None)
        if field is not None:
            field.setFocus()

    def reject(self) -> None:
        """Esc, Cancel or ✕: asked first when something was typed (as the New match dialog
        asks: an Esc meant for something else must not drop a name typed)."""
        if self._typed() != self._as_shown:
            if not messages.drop_typing(
                    self, self.tr("Drop the changes?"),
                    self.tr("The names and details typed in this dialog are dropped; the "
                            "match keeps its own.")):
                return
        super().reject()
