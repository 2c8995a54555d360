"""Punktetafel (free board): the entry panel.

Per round one number per side, minus allowed (type -); every side's field is typed, 0
included (an empty field is not 0: Enter says whose points are missing); an optional note;
Enter writes. "Close the board" (Ctrl+Shift+C) ends the Partie where it stands: the only way
to end a board without a target or a number of rounds. The header says who deals (it moves
on over the players, also when they play in teams); the line under the form says exactly
what Enter writes.
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ... import i18n
from ...core import Board, EntryLine
from ...core.punktetafel import MAX_ROUND_POINTS, PunktetafelClose, PunktetafelRound
from ...i18n import and_names, fill
from ..controller import MatchController
from ..widgets.entrypanel import EntryPanel, FieldError
from ..widgets.keys import key_text
from ..widgets.messages import tip as set_tip
from ..widgets.numberfield import NumberField
from ..widgets.points_table import number
from ..widgets.repaint import retitle
from ..widgets.statusbar import window_says_step
from ..widgets.typingfield import TypingField
from .fields import chain_tabs, narrow, plain_label
from .punktetafel_board import rounds_text, rules_text

CLOSE_KEY = "Ctrl+Shift+C"


class PunktetafelEntryPanel(EntryPanel):
    SHOWS_TURN = True
    SHOWS_PREVIEW = True

    def keys_help(self) -> str:
        return self.tr(
            "Punktetafel: type each side's points (0 for none, - for minus points), Tab to "
            "the next side, then the note; Enter writes the round. {close} closes the board "
            "(the totals as they stand decide).").format(close=key_text(CLOSE_KEY))

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.loaded_close = False
        self.points: list[NumberField] = []
        self.name_labels: list[QLabel] = []
        self.box = QGroupBox()
        self.box.setObjectName("punktetafelRound")
        self.grid = QGridLayout(self.box)
        tip = self.tr("Points of the round; minus allowed (type -); 0 when the side made "
                      "none. Tab: next side, Enter: write")
        for i, side in enumerate(controller.board.sides):
            name = plain_label(side.name, "font-size: 15px; font-weight: bold;")
            if len(side.players) > 1:
                set_tip(name, ", ".join(side.players))
            field = NumberField(side.name, minimum=-MAX_ROUND_POINTS, maximum=MAX_ROUND_POINTS)
            field.setObjectName(f"points{i}")
            narrow(field, 7)
            field.setToolTip(tip)
            field.setAccessibleName(fill(self.tr("Points {0}"), side.name))
            self.grid.addWidget(name, i, 0)
            self.grid.addWidget(field, i, 1)
            self.name_labels.append(name)
            self.points.append(field)
        self.grid.setColumnStretch(1, 1)
        n = len(self.points)  # the grid rows of the sides
        note_label = QLabel(self.tr("Note"))
        self.grid.addWidget(note_label, n, 0)
        # the keys of the number fields: Ctrl+Z with no typing of its own here undoes what
        # the Edit menu names, the round (a plain line edit kept the key and did nothing)
        self.note = TypingField(note_label.text())
        self.note.setObjectName("roundNote")
        note_label.setBuddy(self.note)  # its name to a screen reader (it was the round's title)
        self.note.setPlaceholderText(self.tr("optional, e.g. penalty, Match, trump …"))
        self.note.textChanged.connect(lambda _t: self.update_preview())
        self.grid.addWidget(self.note, n, 1)
        self.close_note = plain_label()
        self.close_note.setWordWrap(True)
        self.close_note.hide()
        self.grid.addWidget(self.close_note, n + 1, 0, 1, 2)
        self.form.addWidget(self.box)
        self.form.addStretch(1)
        self.close_button = QPushButton()
        self.close_button.setObjectName("closeBoard")
        self.close_button.setMinimumHeight(36)
        self.close_button.setToolTip(self.tr("End the match where it stands: the totals as "
                                             "they are decide ({0})").format(key_text(CLOSE_KEY)))
        self.close_button.clicked.connect(self.close_board)
        QShortcut(QKeySequence(CLOSE_KEY), self, self.close_board)
        outer = cast(QVBoxLayout, self.layout())
        outer.insertWidget(outer.indexOf(self.write_row) + 1, self.close_button)
        chain_tabs([*self.points, self.note, self.write_button, self.close_button])
        self.watch(*self.points)
        self.refresh(controller.board)

    # -- behaviour -------------------------------------------------------------------------

    def close_board(self) -> bool:
        if self.correcting is not None or not self.close_button.isEnabled():
            return False
        if not self.submit_entry(PunktetafelClose()):
            return False
        # the board closed at once, without a question: said how it opens again
        window_says_step(self, self.tr("Board closed: Undo ({0}) reopens it").format(
            key_text("Ctrl+Z")))
        return True

    def _round_number(self, board: Board) -> int:
        if self.correcting is not None and not self.inserting:
            return board.entries[self.correcting].round or 1
        if self.correcting is not None:
            return 1 + sum(1 for line in board.entries[: self.correcting]
                           if line.kind == "round")
        return int(board.figures["rounds_played"]) + 1

    # -- the EntryPanel interface ----------------------------------------------------------

    def _round_title(self, board: Board) -> str:
        """The box's title: what the line above the form does not say already. "Round 1 of
        6" here too, and under the board, said it three times at once (a Romand trial's);
        the rounds still to play, else the rules. A round corrected is named: the form is
        not the next round's."""
        f = board.figures
        if self.correcting is not None:
            number_ = self._round_number(board)
            title = (self.tr("Round {0} of {1}").format(number(number_), number(f["rounds"]))
                     if f["rounds"] else self.tr("Round {0}").format(number(number_)))
            return title + "  ·  " + rules_text(f)
        if f["rounds"]:
            return i18n.plural("PunktetafelEntryPanel", "%n rounds to play",
                               f["rounds_left"])
        return rules_text(f)

    def refresh(self, board: Board) -> None:
        f = board.figures
        # the title alone painted again, not the whole form (the title changes every round)
        retitle(self.box, self._round_title(board))
        needed = f["target"] is None and not f["rounds"]
        self.close_button.setEnabled(f["rounds_played"] > 0 and self.correcting is None
                                     and not board.finished)
        key = key_text(CLOSE_KEY)
        self.close_button.setText(
            self.tr("Close the board: the only way to end it ({0})").format(key) if needed
            else self.tr("Close the board early ({0})").format(key))
        style = "font-weight: bold;" if needed else ""
        # only when it changes: the same style set again restyles the button, lays the form
        # out and repaints the button at every entry
        if self.close_button.styleSheet() != style:
            self.close_button.setStyleSheet(style)

    def build_entry(self) -> Any:
        if self.loaded_close:
            return PunktetafelClose()
        values = [field.value() for field in self.points]
        missing = [i for i, v in enumerate(values) if v is None]
        if len(missing) == len(values):
            raise FieldError(self.points[0], self.tr(
                "Points missing: type every side's points of the round (0 for none)"))
        if missing:
            names = and_names([self.points[i].label for i in missing])
            raise FieldError(self.points[missing[0]], fill(self.tr(
                "Points missing for {0} (type 0 for none)"), names))
        return PunktetafelRound(points=[v for v in values if v is not None],
                                note=self.note.text().strip())

    def load_entry(self, entry: Any) -> None:
        self._clear()
        if isinstance(entry, PunktetafelClose):
            self.loaded_close = True
            for field in self.points:
                field.setEnabled(False)
            self.note.setEnabled(False)
            self.close_note.setText(self.tr("This entry closes the board. To play on, delete "
                                            "it in the history."))
            self.close_note.show()
            self.write_button.setFocus()
            return
        for field, value in zip(self.points, entry.points, strict=True):
            field.set_value(value)
        self.note.setText(entry.note)
        self.refresh(self.controller.board)
        self.points[0].setFocus()
        self.points[0].selectAll()

    def focus_target(self) -> QWidget | None:
        """The first side whose points are still to type (a half round kept through a
        correction goes on there), else the first."""
        if self.correcting is not None and not self.inserting:
            return self.points[0]
        return next((f for f in self.points if f.isEnabled() and f.is_empty()), self.points[0])

    def _clear(self) -> None:
        self.loaded_close = False
        for field in self.points:
            field.clear_value()
            field.setEnabled(True)
        # set, not cleared: the last round's note is no typing of this one to undo (QLineEdit's
        # clear() is undoable: Ctrl+Z brought it back into the field)
        self.note.setText("")
        self.note.setEnabled(True)
        self.close_note.hide()

    def reset(self) -> None:
        """After a round: every field empty again, the note too (a note is one round's)."""
        self._clear()
        self.refresh(self.controller.board)

    def describe(self, entry: Any) -> str:
        if isinstance(entry, PunktetafelClose):
            return self.tr("closing the board")
        return self.tr("round {0}").format(
            number(self.controller.board.figures["rounds_played"] + 1))

    def history_text(self, line: EntryLine, entry: Any) -> str:
        if isinstance(entry, PunktetafelClose):
            return self.tr("Board closed after {0}").format(rounds_text(line.number - 1))
        names = self.controller.match.rules.side_names
        text = self.tr("Round {0}: {1}").format(number(line.round or 0), ", ".join(
            f"{name} {number(w)}" for name, w in zip(names, line.written, strict=True)))
        if entry.note:
            text += f" – {entry.note}"
        return text + " → " + " : ".join(number(t) for t in line.totals)

    def status_text(self, board: Board) -> str:
        """Nothing above the form while the match is played: the round of how many, the
        target, the lead still needed and who won are the board's, under it
        (:func:`~.punktetafel_board.punktetafel_status`), and what to type next the form's
        own (the line under it, "Points missing: …"); both lines said "Round 2 of 6" at
        once. Once the Partie is over, where the form was, that it is."""
        return self.match_over() if board.finished else ""
