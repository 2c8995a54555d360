"""Results of a club evening that come from outside the window: paper sheets and match files.

* :class:`PaperResultDialog`: the final figures of one table typed from its paper sheet,
  one line per team (Schieber, Coiffeur at a table of four) or per player; the same dialog
  corrects a recorded result (only the figures changed are sent, with a note for the
  corrections log).
* :class:`RemoveResultDialog`: a table's result taken out (recorded at the wrong table),
  with an optional reason for the corrections log, as a correction has;
* :class:`ImportDialog`: match files played on other devices, several at once; the Passe
  and table of each are taken from the draw (the file's players are the players drawn to a
  table) or the file's info (table "2", title "… Passe 1"), and can be changed. All files
  are recorded, or none.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialogButtonBox,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ... import i18n
from ...club import (
    Club,
    ClubError,
    ClubInputError,
    Evening,
    Member,
    PaperResult,
    PasseDraw,
    Result,
    TableMark,
)
from ...club.club import (
    CHANGED_MEANWHILE,
    describe_differences,
    difference_texts,
    rules_differences,
    seen_figures,
)
from ...club.draw import players_at as players_at  # the window places a file by it too
from ...club.draw import tables_of
from ...club.errors import say
from ...club.progress import progress_of, unfinished_words
from ...club.ranking import evening_rule
from ...core import JassError, Match, matchfile
from ...core.errors import QT_TRANSLATE_NOOP as N
from ...core.matchfile import team_letter
from ...core.text import printable
from ..widgets.entryerrors import FieldError
from ..widgets.messages import plain
from ..widgets.numberfield import NumberField
from ..widgets.screen import fit_to_screen
from ..widgets.style import frame_focus
from .common import HINT_STYLE, ClubDialog, message, plain_label
from .marks import mark_tips


def _t(text: str) -> str:
    return QCoreApplication.translate("club", text)


#: per variant: the figures a paper sheet gives per team or player (key, label)
PAPER_FIELDS: dict[str, tuple[tuple[str, str], ...]] = {
    "schieber": (("points", "Points"), ("matches", "Matches")),
    "coiffeur": (("points", "Total"), ("matches", "Matches")),
    "fahnder": (("striche", "Striche"), ("nuller", "Nuller")),
    "pandur": (("points", "Score points"), ("rank", "Rank")),
    "molotow": (("points", "Points"),),
    "differenzler": (("points", "Penalty"),),
    "handjass": (("striche", "Striche"),),
    "punktetafel": (("points", "Points"),),
    "guggitaler": (("points", "Total"),),
}
FIELD_RANGES = {"points": (-999_999, 999_999), "matches": (0, 99), "striche": (0, 9_999),
                "nuller": (0, 9_999), "rank": (1, 8)}


def field_title(key: str, text: str) -> str:
    titles = {"Points": _t("Points"), "Matches": _t("Matches"), "Total": _t("Total"),
              "Striche": _t("Striche"), "Nuller": _t("Nuller"),
              "Score points": _t("Score points"), "Rank": _t("Rank at the table"),
              "Penalty": _t("Penalty"), "Won": _t("Won")}
    return titles.get(text, text)


def result_value(result: Result, key: str) -> Any:
    return getattr(result, key)



def accent_room(label: QLabel) -> QLabel:
    """A label of lines set one under the other (a guest over his mark) keeps room above
    its first line for an accent on a capital: the dots of "Öhri" stand above the font's
    ascent, and a label exactly as high as its lines cut them off ("Heidi Ohri", a
    Winterthur trial's guest)."""
    metrics = QFontMetrics(label.font())
    above = -metrics.boundingRect("ÄÖÜÂÉÈÎ").top() - metrics.ascent()
    if "\n" in label.text() and above > 0:
        label.setContentsMargins(0, above, 0, 0)
    return label

class PaperResultDialog(ClubDialog):
    """The figures of one table: a row per team or player, the evening variant's columns."""

    def __init__(self, parent: QWidget, club: Club, evening: Evening, passe: int, table: int,
                 groups: Sequence[Sequence[Member]],
                 current: Sequence[Result] | None = None,
                 mark: TableMark | None = None) -> None:
        """*mark*: the table was accepted at import against the evening's rules (other
        table rules, unfinished): said under the intro."""
        super().__init__(parent)
        correcting = current is not None
        if correcting:
            self.set_texts(self.tr("Correct result · Passe {0}, table {1}").format(passe, table),
                           self.tr("Correct"))
        else:
            self.set_texts(self.tr("Paper result · Passe {0}, table {1}").format(passe, table),
                           self.tr("Record"))
        self.club, self.evening, self.passe, self.table = club, evening, passe, table
        self.groups = [list(g) for g in groups]
        self.current = {r.member: r for r in current or ()}
        rule = evening_rule(evening.variant, evening.settings)
        fields = list(PAPER_FIELDS.get(evening.variant, (("points", "Points"),)))
        if rule.table_by_wins:  # a Schieber to a target: who won is not in the points
            fields.append(("won", "Won"))
        self.fields = fields
        teams = any(len(g) > 1 for g in self.groups)
        # the table named in the dialog, not only in its title bar: the sheet in the hand
        # checked against it (a trial looked for it on the evening page behind)
        heading = plain_label(self.tr("Passe {0}, table {1} ({2})").format(
            passe, table, self._players(teams)))
        heading.setObjectName("paperHeading")
        heading.setWordWrap(True)
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        self.body.addWidget(heading)
        intro = plain_label(self._intro(teams))
        intro.setObjectName("paperIntro")
        intro.setWordWrap(True)
        self.body.addWidget(intro)
        # the table's own rules, as the evening page's tooltip says them: "the final figures
        # of the sheet" alone hid that an 8-round table is checked as 8 rounds (a trial's)
        tips = mark_tips(passe, table, mark)
        self.mark_note = plain_label("\n".join(tips))
        self.mark_note.setObjectName("paperTableMark")
        self.mark_note.setWordWrap(True)
        self.mark_note.setVisible(bool(tips))
        self.body.addWidget(self.mark_note)
        grid = QGridLayout()
        grid.addWidget(plain_label(self.tr("Team") if teams else self.tr("Player")), 0, 0)
        for c, (key, text) in enumerate(fields, start=1):
            head = QLabel(f"<b>{field_title(key, text)}</b>")
            grid.addWidget(head, 0, c)
        #: per group: key -> number field or check box
        self.inputs: list[dict[str, Any]] = []
        for r, group in enumerate(self.groups, start=1):
            names = " & ".join(m.name for m in group)
            # the letters the evening page names the teams by (a Coiffeur's three: A, B, C)
            label = (self.tr("Team {0}: {1}").format(team_letter(r - 1), self._marked(group))
                     if teams else self._marked(group))
            grid.addWidget(accent_room(plain_label(label)), r, 0)
            who = (self.tr("Team {0} ({1})").format(team_letter(r - 1), names)
                   if teams else names)
            row: dict[str, Any] = {}
            before = self.current.get(group[0].id)
            for c, (key, text) in enumerate(fields, start=1):
                if key == "won":
                    box = QCheckBox()
                    box.setObjectName(f"paper_{r - 1}_won")
                    box.clicked.connect(lambda _on: self.error.hide())  # as typing does
                    if before is not None:
                        box.setChecked(before.won)
                    widget: Any = box
                else:
                    widget = self._number_field(key, field_title(key, text), who)
                    widget.setObjectName(f"paper_{r - 1}_{key}")
                    if before is not None:  # the figures recorded: those were typed
                        widget.set_value(result_value(before, key))
                grid.addWidget(widget, r, c)
                row[key] = widget
            self.inputs.append(row)
        self.body.addLayout(grid)
        hint = plain_label(self._hint(teams))
        hint.setWordWrap(True)
        hint.setStyleSheet(HINT_STYLE)
        self.body.addWidget(hint)
        self.note = QLineEdit()
        self.note.setObjectName("paperNote")
        self.note.setPlaceholderText(self.tr("Why? (kept with the correction, optional)"))
        if correcting:
            self.body.addWidget(self.note)
        self.finish_layout()
        self.setMinimumWidth(560)

    def _players(self, teams: bool) -> str:
        """"Anna & Beat against Cla & Dora", or the players one after the other."""
        names = [" & ".join(m.name for m in group) for group in self.groups]
        if not teams:
            return ", ".join(names)
        said = names[0]
        for team in names[1:]:
            said = self.tr("{0} against {1}").format(said, team)
        return said

    def _intro(self, teams: bool) -> str:
        """What the figures are: from the paper sheet, or a correction of a match played
        in the app, which had no sheet (it said "from the sheet" too, a trial's)."""
        if any(r.source == "match" for r in self.current.values()):
            return (self.tr("The final figures of the match, per team.") if teams
                    else self.tr("The final figures of the match, per player."))
        return (self.tr("The final figures from the sheet, per team.") if teams
                else self.tr("The final figures from the sheet, per player."))

    def _marked(self, group: Sequence[Member]) -> str:
        """The names of a row, a guest marked as the evening's tables list marks him
        ("Franz Imhof · Gast"). The mark takes no width of its own: the dialog is as wide
        as its longest row, and a mark on that line would widen it. A team with a guest
        goes on two lines, a player a line ("Urs Stöckli &" / "Franz Imhof · Gast"); a
        guest playing for himself has the mark under his name, as the ranking beside the
        tables has it."""
        if not any(m.guest for m in group):
            return " & ".join(m.name for m in group)
        if len(group) == 1:
            return i18n.guest_below(group[0].name)
        return " &\n".join(i18n.guest(m.name) if m.guest else m.name for m in group)

    def _number_field(self, key: str, title: str, who: str) -> NumberField:
        """A figure of *who*'s row: empty until typed (an empty field is not 0), read with
        its limits when the dialog is sent."""
        low, high = FIELD_RANGES[key]
        if key == "rank":
            high = len(self.groups)
        label = self.tr("{field} for {who}").format(field=title, who=who)
        number = NumberField(label, minimum=low, maximum=high, big=False, missing=self.tr(
            "{label}: the field is empty; type the figure from the sheet (an empty field is "
            "not 0)").format(label=label))
        number.setMinimumWidth(110 if key == "points" else 70)
        number.changed.connect(number.clear_refusal)
        # typed again, the refusal goes with the field's red mark, as in the main window's
        # forms: it stayed under the mended figures until Enter (a trial's); only typing,
        # not a figure the dialog shows itself (another program's, with its refusal)
        number.textEdited.connect(lambda _text: self.error.hide())
        return number

    def _hint(self, teams: bool) -> str:
        variant = self.evening.variant
        if variant == "fahnder":
            return self.tr("Net Striche (Striche − Nuller) and the ranks at the table are "
                           "worked out.")
        if variant == "pandur":
            return self.tr("Give the rank of every player: the order of reaching 15, which "
                           "is not in the score points. Two who reached 15 in the same deal "
                           "share a place and take the next one too (1, 1, 3, 4); the last one "
                           "left, the loser, ranks last.")
        if variant == "guggitaler":
            return self.tr("The total from the sheet: Domino points − penalty points (without "
                           "Domino: minus the penalty points, e.g. −185). The ranks at the "
                           "table are worked out: the highest total first.")
        if teams:
            return self.tr("Each player of a team gets the team's figures; the ranks at the "
                           "table are worked out from the points.")
        return self.tr("The ranks at the table are worked out from the figures.")

    # -- the values ----------------------------------------------------------------------

    def set_values(self, group: int, **values: Any) -> None:
        """Fill in a row (tests, and a paper sheet read aloud)."""
        for key, value in values.items():
            widget = self.inputs[group][key]
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            else:
                widget.set_value(None if value is None else int(value))

    def _row(self, group: int) -> dict[str, Any]:
        """The row's figures as typed; a field empty or not a number is refused, with the
        cursor put there. Only a correction may leave a field empty whose figure was never
        recorded (a match file without it): there is nothing to keep or to change."""
        out: dict[str, Any] = {}
        before = self.current.get(self.groups[group][0].id)
        for key, widget in self.inputs[group].items():
            if isinstance(widget, QCheckBox):
                out[key] = widget.isChecked()
                continue
            unrecorded = before is not None and result_value(before, key) is None
            try:
                out[key] = widget.value() if unrecorded else widget.number()
            except FieldError as err:
                widget.show_refusal()
                widget.setFocus()
                raise ClubInputError(str(err)) from None
        return out

    def refused(self, err: Exception) -> None:
        """The cursor in the figure the club's rule names, its text selected to be typed
        over, as the match window's refusals do: after "1'010 + 884 = 1'894 is not
        possible" it stayed in the Matches where Enter was pressed (a Romand trial's).
        The side the rule names, else (the table's sum) the first row; the row's first
        figure where it has no such field (a Fahnder's net Striche are its Striche)."""
        field = getattr(err, "field", None)
        if field is None:  # no figure named (an empty field refused has the cursor)
            return
        side = getattr(err, "side", None)
        rows = [r for r, group in enumerate(self.groups)
                if " & ".join(m.name for m in group) == side] or [0]
        numbers = {k: w for k, w in self.inputs[rows[0]].items() if isinstance(w, NumberField)}
        widget = numbers.get(field) or next(iter(numbers.values()), None)
        focused = self.focusWidget()
        if side is None and isinstance(focused, NumberField) and any(
                row.get(field) is focused for row in self.inputs):
            # the table's sum refused with the cursor in one of its figures: it stays there
            # (the sheet's misread figure is as likely the one just typed as the first)
            widget = focused
        if widget is None:
            return
        widget.show_refusal()
        widget.setFocus(Qt.FocusReason.OtherFocusReason)
        widget.selectAll()

    def _figures(self, group: int) -> dict[str, Any]:
        """The PaperResult fields of a row (the counted points worked out where needed)."""
        row = self._row(group)
        variant = self.evening.variant
        if variant == "fahnder" and None not in (row["striche"], row["nuller"]):
            row["points"] = row["striche"] - row["nuller"]
        elif variant == "handjass":
            row["points"] = row["striche"]
        return row

    def apply(self) -> list[Result]:
        teams = any(len(g) > 1 for g in self.groups)
        anybody_won = any(self._row(g).get("won") for g in range(len(self.groups)))
        entries: list[PaperResult] = []
        for g, group in enumerate(self.groups):
            figures = self._figures(g)
            if "won" in figures and not anybody_won and not self.current:
                # nobody ticked on a new result: the winner is worked out from the points
                # (a correction that unticks the winner says so: the club refuses it)
                figures["won"] = None
            for member in group:
                side = g if teams else None
                if not self.current:
                    entries.append(PaperResult(member.id, side=side, **figures))
                    continue
                before = self.current.get(member.id)
                if before is None:
                    raise ClubInputError(self.tr("{0} has no result at this table")
                                         .format(member.name))
                changed = {k: v for k, v in figures.items()
                           if v is not None and v != result_value(before, k)}
                if changed:
                    entries.append(PaperResult(member.id, **changed))
        if self.current and entries and "rank" in self.inputs[0]:
            # ranks typed by hand (Pandur): keep every player's, or the club would work them
            # out again from the points
            changes = {e.member: e for e in entries}
            entries = []
            for g, group in enumerate(self.groups):
                rank = self._row(g)["rank"]
                for member in group:
                    given = changes.get(member.id, PaperResult(member.id))
                    entries.append(replace(given, rank=rank))
        evening, passe, table = self.evening.id, self.passe, self.table
        if not self.current:
            try:
                return self.write(lambda club: club.record_result(evening, passe, table,
                                                                  entries))
            except ClubInputError as err:
                if getattr(err, "remedy", None) != "replace":
                    raise
                # recorded meanwhile (the button is only there for a table without one):
                # the club's sentence is the command line's (--replace), and this dialog
                # replaces nothing; said what this window offers
                raise ClubInputError(self.tr(
                    "Passe {0}, table {1} has a result already, recorded meanwhile: correct "
                    "it with Correct result…, or close this dialog with Cancel and choose "
                    "another table.").format(passe, table)) from None
        if not entries:
            raise ClubInputError(self.tr("Nothing was changed."))
        note = self.note.text().strip()
        seen = [seen_figures(r) for r in self.current.values()]
        try:
            return self.write(lambda club: club.correct_result(evening, passe, table, entries,
                                                               note=note, seen=seen))
        except ClubError as err:
            if err.message.template != CHANGED_MEANWHILE:
                raise
            self._show_changed()
            raise ClubInputError(say(N("club", "{refusal}. The fields you have not changed "
                                               "show it now: press Correct again to write "
                                               "yours over it."), refusal=err.message)) from None

    def _show_changed(self) -> None:
        """The table was changed by another program: read it again, and show its figures in
        every field the Schreiber has not typed in (what he typed stays)."""
        now = {r.member: r for r in self.club.results(self.evening.id, self.passe)
               if r.table == self.table}
        for g, group in enumerate(self.groups):
            before, after = self.current.get(group[0].id), now.get(group[0].id)
            if before is None or after is None:
                continue
            for key, widget in self.inputs[g].items():
                if isinstance(widget, QCheckBox):
                    if widget.isChecked() == before.won:
                        widget.setChecked(after.won)
                elif _untouched(widget, result_value(before, key)):
                    widget.set_value(result_value(after, key))
        self.current = now


class RemoveResultDialog(ClubDialog):
    """Remove a table's result: the question, and why (optional) for the corrections log,
    as *Correct result…* asks it (the removal asked only Yes or No, and the log said
    "removed in the club window" whatever the reason)."""

    def __init__(self, parent: QWidget, evening: Evening, passe: int, table: int) -> None:
        super().__init__(parent)
        self.set_texts(self.tr("Remove result · Passe {0}, table {1}").format(passe, table),
                       self.tr("Remove"))
        self.evening, self.passe, self.table = evening, passe, table
        self.question = plain_label(self.tr("Remove the result of Passe {0}, table {1}? (It "
                                            "stays in the corrections log.)")
                                    .format(passe, table))
        self.question.setWordWrap(True)
        self.body.addWidget(self.question)
        self.note = QLineEdit()
        self.note.setObjectName("removeNote")
        self.note.setPlaceholderText(self.tr("Why? (kept in the corrections log, optional)"))
        self.body.addWidget(self.note)
        self.finish_layout()
        self.setMinimumWidth(520)
        self.note.setFocus()  # the reason typed at once; Enter removes

    def apply(self) -> int:
        # no reason given: where it was removed, as before
        note = self.note.text().strip() or self.tr("removed in the club window")
        evening, passe, table = self.evening.id, self.passe, self.table
        return self.write(lambda club: club.delete_results(evening, passe, table, note=note))


def _untouched(field: NumberField, shown: int | None) -> bool:
    """The field still shows the figure it was given (set_value writes it so)."""
    return field.text() == ("" if shown is None else str(shown))


# -- match files ------------------------------------------------------------------------------


@dataclass
class Planned:
    """A match file to import and where it goes."""

    path: Path
    match: Match | None
    error: str
    passe: int
    table: int
    members: list[int] | None  # in the match's seat order, when the draw names them
    how: str


def info_place(match: Match) -> tuple[int | None, int | None]:
    """(Passe, table) from the match's info: table "2" or "Table 2", title "… Passe 1"."""
    info = match.document.info
    table = re.search(r"\d+", info.table)
    passe = re.search(r"\bPasse\s*(\d+)", info.title, re.IGNORECASE)
    return (int(passe.group(1)) if passe else None, int(table.group()) if table else None)


def plan(path: Path, drawn: Sequence[PasseDraw], members: Mapping[int, Member],
         recorded: set[tuple[int, int]]) -> Planned:
    """Where a match file goes: the drawn table of its players, else its info."""
    try:
        match = matchfile.load(path)
    except JassError as err:
        # said after a colon ("kaputt.jass cannot be read: not a Jasstafel match file …")
        return Planned(path, None, i18n.after_colon(err), 1, 1, None, "")
    names = match.document.players
    info_passe, info_table = info_place(match)
    found = tables_of(names, drawn, members)
    if found:
        def better(item: tuple[int, int, list[int]]) -> tuple[bool, bool, int]:
            passe, table, _ids = item
            return (info_passe is not None and passe != info_passe,
                    (passe, table) in recorded, passe)

        passe, table, seated = min(found, key=better)
        return Planned(path, match, "", passe, table, seated,
                       _t("the players' table in the draw"))
    how = (_t("from the file") if info_table is not None else
           _t("check: the players are not drawn to one table"))
    return Planned(path, match, "", info_passe or 1, info_table or 1, None, how)


def _label(text: str) -> str:
    """A control's label as a sentence names it: without the note in brackets at its end
    ("… (logged with the reason below)")."""
    return re.sub(r"\s*\([^()]*\)\s*$", "", text)


class ImportDialog(ClubDialog):
    """Several match files into one evening: all of them, or none."""

    def __init__(self, parent: QWidget, club: Club, evening: Evening,
                 paths: Sequence[str | Path]) -> None:
        super().__init__(parent)
        self.set_texts(self.tr("Import match files"), self.tr("Import"))
        self.club, self.evening = club, evening
        members = {m.id: m for m in club.members(guests=True)}  # guests are seated too
        drawn = club.drawn(evening.id)
        recorded = {(r.passe, r.table) for r in club.results(evening.id)}
        self.recorded = recorded
        self.planned = [plan(Path(p), drawn, members, recorded) for p in paths]
        intro = plain_label(self.tr("Where each match goes: taken from the draw (the players of a "
                               "table) or from the file (its table and title); change it "
                               "where needed."))
        intro.setWordWrap(True)
        self.body.addWidget(intro)
        self.table = QTableWidget(len(self.planned), 6)
        self.table.setObjectName("importTable")
        frame_focus(self.table)
        # Tab goes through the rows' Passe and Tisch fields and on to the check boxes: with
        # Qt's cell-to-cell Tab it went round the cells and the fields for ever (a trap)
        self.table.setTabKeyNavigation(False)
        self.table.setHorizontalHeaderLabels([self.tr("File"), self.tr("Players"),
                                              self.tr("Passe"), self.tr("Table"),
                                              self.tr("Taken from"),
                                              self.tr("Table rules")])
        self.table.verticalHeader().hide()
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.passe_spins: list[QSpinBox] = []
        self.table_spins: list[QSpinBox] = []
        for r, p in enumerate(self.planned):
            file_item = QTableWidgetItem(printable(p.path.name))  # as the main window's title
            file_item.setToolTip(plain(printable(str(p.path))))
            self.table.setItem(r, 0, file_item)
            players = (", ".join(p.match.document.players) if p.match is not None
                       else self.tr("cannot be read: {0}").format(p.error))
            # two right-to-left names side by side stay two, in the file's order
            self.table.setItem(r, 1, QTableWidgetItem(i18n.isolate_rtl(players)))
            passe = QSpinBox()
            passe.setRange(1, evening.passen)
            passe.setValue(min(p.passe, evening.passen))
            table = QSpinBox()
            table.setRange(1, 200)
            table.setValue(p.table)
            self.table.setCellWidget(r, 2, passe)
            self.table.setCellWidget(r, 3, table)
            # a file that cannot be read: its reason in the row, nothing to place or compare
            # (a trial's truncated file and PNG said "as the evening's", their Passe and
            # table open to change), and Import leaves it out
            unread = p.match is None
            passe.setEnabled(not unread)
            table.setEnabled(not unread)
            self.table.setItem(r, 4, QTableWidgetItem(self.tr("not imported") if unread
                                                      else p.how))
            differences = self.differences(p)
            rules = QTableWidgetItem()  # said by _say_row, with what else needs a box
            if unread:
                for column in (1, 4):
                    cell = self.table.item(r, column)
                    if cell is not None:
                        cell.setForeground(QBrush(QColor("#b3261e")))
            if differences:
                rules.setToolTip(i18n.render(describe_differences(
                    evening.variant, differences, str(evening.settings.get("deck", "de")))))
            self.table.setItem(r, 5, rules)
            self.passe_spins.append(passe)
            self.table_spins.append(table)
            for item in (self.table.item(r, c) for c in (0, 1, 4, 5)):
                if item is not None:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        # a file's reason wraps in its row, never cut with "…" (seven broken files ended in
        # "…" at the dialog's first size): the rows as tall as their lines at the columns'
        # widths, again whenever a column's width changes (the dialog resized)
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        rows = self.table.verticalHeader()
        rows.setMinimumSectionSize(rows.defaultSectionSize())  # a line's row as it was
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.body.addWidget(self.table, 1)
        self.gives_room = self.table  # a refusal's lines come from the table, not a band
        self.replace = QCheckBox(self.tr("Replace results already recorded at these tables "
                                         "(a correction)"))
        self.partial = QCheckBox(self.tr("Accept unfinished matches"))
        self.other_rules = QCheckBox(self.tr("Accept matches played with other table rules "
                                             "than the evening's (logged with the reason "
                                             "below)"))
        self.other_rules.setObjectName("importOtherRules")
        self.other_rules.setVisible(any(self.differences(p) for p in self.planned))
        self.other_players = QCheckBox(self.tr("Accept other players than the draw seated "
                                               "there, e.g. a substitute (logged with the "
                                               "reason below)"))
        self.other_players.setObjectName("importOtherPlayers")
        self.drawn = bool(drawn)
        for r, spins in enumerate(zip(self.passe_spins, self.table_spins, strict=True)):
            self._say_row(r)
            for spin in spins:
                spin.valueChanged.connect(lambda _v, r=r: self._row_moved(r))
        self.note = QLineEdit()
        self.note.setObjectName("importNote")
        self.note.setPlaceholderText(self.tr("Why? (kept in the corrections log)"))
        for w in (self.replace, self.partial, self.other_rules, self.other_players, self.note):
            self.body.addWidget(w)
        self.finish_layout()
        self._offer_other_players()
        if all(p.match is None for p in self.planned):
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            self.fail(self.tr("None of these files can be read: there is nothing to "
                              "import."))
        fit_to_screen(self, QSize(980, 400))
        self._rows_fitted = False

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """At the first show, the columns at their widths: as tall as the table's rows
        need, where the screen has the room (at 400 px, seven broken files showed four rows
        and a half), and as much higher on the screen as it grew, centred again."""
        super().showEvent(event)
        if self._rows_fitted:
            return
        self._rows_fitted = True
        table = self.table
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        lacking = rows - table.viewport().height()
        if lacking <= 0:
            return
        before = self.height()
        fit_to_screen(self, QSize(self.width(), before + lacking))
        screen = (self.screen() or QGuiApplication.primaryScreen()).availableGeometry()
        y = min(self.y() - (self.height() - before) // 2,
                screen.bottom() - self.frameGeometry().height())
        self.move(self.x(), max(screen.top(), y))

    def _moved(self, index: int) -> bool:
        """A file put at another Passe or table than where it was planned."""
        planned = self.planned[index]
        return (self.passe_spins[index].value(), self.table_spins[index].value()) != (
            planned.passe, planned.table)

    def _row_moved(self, index: int) -> None:
        """A row's Passe or table changed: a refusal about where the files went is old (it
        stayed in red under the new values, a trial's), and the row says where it goes now."""
        self.error.hide()
        self._say_row(index)
        self._offer_other_players()

    def _say_row(self, index: int) -> None:
        """The row's *Taken from* (chosen by hand once moved) and, under *Table rules*,
        what a box will have to accept, one a line, before Import: a stopped match showed
        "as the evening's" like a finished one, and Import refused one problem after the
        other (a trial's). The column as wide as the longest line, not all of them."""
        planned, item = self.planned[index], self.table.item(index, 5)
        how = self.table.item(index, 4)
        assert item is not None and how is not None  # set in __init__
        if planned.match is None:
            item.setText("—")
            return
        how.setText(self.tr("chosen by hand") if self._moved(index) else planned.how)
        checks = self._checks(index)
        item.setText("\n".join(checks) or self.tr("as the evening's"))
        item.setForeground(QBrush(QColor("#b3261e")) if checks else QBrush())

    def _checks(self, index: int) -> list[str]:
        """One line per box the row's file needs, in the order of the boxes."""
        planned, checks = self.planned[index], []
        match = planned.match
        assert match is not None
        place = (self.passe_spins[index].value(), self.table_spins[index].value())
        if place in self.recorded:
            checks.append(self.tr("has results already"))
        if not match.finished:
            checks.append(self._unfinished(match))
        said = difference_texts(self.evening.variant, self.differences(planned),
                                str(self.evening.settings.get("deck", "de")))
        checks += (i18n.render(part) for part in said)  # the settings that differ
        if self.drawn and (planned.members is None or self._moved(index)):
            checks.append(self.tr("other players than drawn"))
        return checks

    def _unfinished(self, match: Match) -> str:
        """"not finished: 5 of 11 rows per team", counted and said as the club's refusal
        and its tables list say it (:func:`unfinished_words`)."""
        settings = json.loads(match.document.settings.model_dump_json())
        return i18n.render(unfinished_words(progress_of(match, settings)))

    def _offer_other_players(self) -> None:
        """*Accept other players than the draw seated there* where the refusal would advise
        it: a file whose players are not drawn at one table, or one moved to another table
        than the draw's (its players are then not the ones drawn there)."""
        self.other_players.setVisible(self.drawn and any(
            p.match is not None and (p.members is None or self._moved(i))
            for i, p in enumerate(self.planned)))

    def differences(self, planned: Planned) -> list[tuple[str, Any, Any]]:
        """The table settings in which a planned match differs from the evening."""
        if planned.match is None:
            return []
        settings = json.loads(planned.match.document.settings.model_dump_json())
        return rules_differences(self.evening.settings, settings)

    def _refusal(self, err: JassError) -> str:
        """A file's refusal; one of other table rules names what accepts it here: the box
        to tick and the field for the reason, by their labels (a trial read "confirmed
        with the reason" and found neither)."""
        said = message(err)
        if getattr(err, "remedy", None) != "other_rules":
            return said
        way = self.tr("In this window: tick “{0}” and write the reason in the field “{1}”.")
        return f"{said.rstrip('.')}. " + way.format(_label(self.other_rules.text()),
                                                    _label(self.note.placeholderText()))

    def apply(self) -> list[tuple[str, int, int]]:
        if all(p.match is None for p in self.planned):
            raise ClubInputError(self.tr("None of these files can be read: there is nothing "
                                         "to import."))
        reason = self.note.text().strip()
        # a box ticked, then hidden again (the file moved back to its table) says nothing
        other_players, other_rules = (box.isChecked() and not box.isHidden()
                                      for box in (self.other_players, self.other_rules))
        if (other_players or other_rules) and not reason:
            raise ClubInputError(self.tr("Give the reason (it goes to the corrections log)."))
        replace_, partial = self.replace.isChecked(), self.partial.isChecked()
        plan = []
        for i, (p, passe, table) in enumerate(zip(self.planned, self.passe_spins,
                                                  self.table_spins, strict=True)):
            if p.match is None:  # said in its row: not imported
                continue
            plan.append((p.path.name, p.match, passe.value(), table.value(),
                         None if self._moved(i) else p.members))
        evening = self.evening.id
        given = {"replace": replace_, "partial": partial,
                 "override": reason if other_players else "",
                 "other_rules": reason if other_rules else ""}

        def record(club: Club) -> list[tuple[str, int, int]]:
            done, problems = [], []
            # a live evening's server in another program keeps a refused call in its batch
            # and refuses every later one by it: there, the first refusal only
            every = isinstance(club, Club)
            with club.transaction():
                for name, match, passe, table, members in plan:
                    def one(accepted: dict[str, Any], match: Match = match, passe: int = passe,
                            table: int = table, members: list[int] | None = members) -> None:
                        club.record_match(evening, passe, table, match, members=members,
                                          note=reason, **accepted)

                    said = _problems(one, given) if every else _first_problem(one, given)
                    problems += [(name, self._refusal(err)) for err in said]
                    done.append((name, passe, table))
                    if said and not every:
                        break
                if problems:  # undoes every file recorded
                    raise ClubInputError(self._refused(problems))
            return done

        return self.write(record)

    def _refused(self, problems: Sequence[tuple[str, str]]) -> str:
        """Every problem of every file at once, a line each after what was done: they came
        one refusal at a time (a trial's unfinished match, then its other table rules)."""
        if len(problems) == 1:
            # the file, then what was done, then why: a bracket after the reason's full
            # stop read as an afterthought (a trial's)
            return self.tr("{0}: nothing was imported. {1}").format(*problems[0])
        lines = (self.tr("{0}: {1}").format(name, said) for name, said in problems)
        return "\n".join([self.tr("Nothing was imported."), *lines])


def _first_problem(record: Callable[[dict[str, Any]], object],
                   given: Mapping[str, Any]) -> list[JassError]:
    """The first refusal of one file, if any."""
    try:
        record(dict(given))
    except JassError as err:
        return [err]
    return []


#: what the import passes to accept each refusal the club can name a remedy for
_ACCEPTED: dict[str, Any] = {"replace": True, "partial": True, "override": "(checked)",
                             "other_rules": "(checked)"}


def _problems(record: Callable[[dict[str, Any]], object],
              given: Mapping[str, Any]) -> list[JassError]:
    """The refusals of one file, every one of them: *record(accepted)* tried again with each
    refusal accepted that has a remedy, until it is taken or refused without one. Only in a
    transaction that is undone when any problem is found: the trial's acceptances write."""
    accepted = dict(given)
    refusals: list[JassError] = []
    while True:
        try:
            record(accepted)
            return refusals
        except JassError as err:
            refusals.append(err)
            remedy = getattr(err, "remedy", None)
            if remedy not in _ACCEPTED or accepted[remedy] == _ACCEPTED[remedy]:
                return refusals
            accepted[remedy] = _ACCEPTED[remedy]
