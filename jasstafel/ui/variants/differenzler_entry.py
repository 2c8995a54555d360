"""Differenzler: the entry panel.

Before the game the Schreiber types every player's prediction; it is shown as ●●● so that
nobody at the table reads it (Ctrl+R shows them to the Schreiber). A player who made none:
type - (or x) in his field, or tick "none". After the game the card points: the last
player's follow from the others' (157 in all) and are shown in the line under the form,
which says exactly what Enter writes; ONE Enter writes the game. Enter before the card
points are typed says so and puts the cursor into the first card-points field. A game
corrected comes back the same way: the last player's field empty, his points grey.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from ...core import Board, EntryLine
from ...core.cards import ROUND_POINTS
from ...core.differenzler import DifferenzlerGame
from ...i18n import and_names, fill, plural
from ..controller import MatchController
from ..widgets.entrypanel import EntryPanel, FieldError, NextStep
from ..widgets.keys import key_text
from ..widgets.names import TwoLineName
from ..widgets.numberfield import NumberField
from ..widgets.repaint import retitle
from ..widgets.style import CHOICE_STYLE
from .differenzler_board import prediction_said
from .fields import (
    chain_tabs,
    load_following,
    narrow,
    plain_label,
    rest_of,
    too_many,
)

REVEAL_KEY = "Ctrl+R"
#: typed alone into a prediction field: the player made no prediction
NO_PREDICTION = ("-", "\u2212", "x", "X")
#: the most letters of names the hint of missing predictions lists, about a line of a
#: netbook's form (with its own words the hint keeps to two lines): beyond, with more than
#: two players, it counts them (four double names are named, six long names counted)
NAMED_LETTERS = 70


def _dash(text: str) -> bool:
    """*text* says "no prediction" ("-", "x")."""
    return text.strip() in NO_PREDICTION


class DifferenzlerEntryPanel(EntryPanel):
    SHOWS_TURN = True
    SHOWS_PREVIEW = True

    def keys_help(self) -> str:
        return self.tr(
            "Differenzler: type each player's prediction (hidden as ●●●; - or x for none), "
            "Tab to the next; after the game the card points (the last player's follow from "
            "the others'); Enter writes the game. {reveal} shows the predictions.").format(
                reveal=key_text(REVEAL_KEY))

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.predictions: list[NumberField] = []
        self.missing: list[QCheckBox] = []
        self.points: list[NumberField] = []
        self.penalties: list[QLabel] = []
        self.name_labels: list[TwoLineName] = []
        self._marking = False  # "none" ticked by a typed "-", not by the Schreiber
        self.box = QGroupBox()
        self.box.setObjectName("differenzlerGame")
        self.grid = QGridLayout(self.box)
        penalty = controller.match.rules.settings.missing_penalty
        self.tips = (
            self.tr("The player's prediction of his own card points (0 … 157), shown as ●●● "
                    "until the game is played. Type - for no prediction"),
            self.tr("No prediction: {0} penalty points (or type - in the prediction)").format(
                penalty),
            self.tr("Card points the player took (0 … 157); together 157. The last "
                    "player's follow from the others'"),
        )
        for c, text in enumerate((self.tr("Prediction"), "", self.tr("Card points"),
                                  self.tr("Penalty"))):
            label = QLabel(text)
            label.setStyleSheet("font-weight: bold;")
            if c < 3:
                label.setToolTip(self.tips[c])
            self.grid.addWidget(label, 0, 1 + c)
            self.form_scroll.pinned.pin(label)  # in view while the rows scroll (a netbook's)
        self.reveal = QPushButton(self.tr("Show predictions ({0})").format(key_text(REVEAL_KEY)))
        self.reveal.setObjectName("revealPredictions")
        self.reveal.setCheckable(True)
        self.reveal.setStyleSheet(CHOICE_STYLE)  # shown or not: seen from across the table
        self.reveal.setToolTip(self.tr("Show the predictions to the scorekeeper; they are shown "
                                       "anyway once every card point is typed"))
        self.reveal.toggled.connect(lambda _on: self._update())
        QShortcut(QKeySequence(REVEAL_KEY), self, self.reveal.click)  # nothing while shown
        self._fit_reveal()
        self.given_label = plain_label()
        self.given_label.setObjectName("predictionsGiven")
        self.sum_label = plain_label()
        self.sum_label.setObjectName("differenzlerSum")
        self.form.addWidget(self.box)
        self.form.addStretch(1)
        self._build_rows()
        self.refresh(controller.board)

    @property
    def names(self) -> list[str]:
        return list(self.controller.match.rules.side_names)

    def _build_rows(self) -> None:
        n = len(self.names)
        for p, name_text in enumerate(self.names):
            # on two lines where one is not enough, in the room the narrow fields leave (a
            # trial's form read "Annemarie-Lo…" beside an empty right half), as the Molotow's
            name = TwoLineName()
            name.setStyleSheet("font-size: 15px;")
            name.set_name(name_text)
            prediction = NumberField(fill(self.tr("Prediction {0}"), name_text), minimum=0,
                                     maximum=ROUND_POINTS, secret=True)
            prediction.setObjectName(f"prediction{p}")
            narrow(prediction)
            prediction.setEchoMode(QLineEdit.EchoMode.Password)
            prediction.setToolTip(self.tips[0])
            missing = QCheckBox(self.tr("none"))
            missing.setObjectName(f"missing{p}")
            # whose: a screen reader said "none" at all four
            missing.setAccessibleName(fill(self.tr("No prediction {0}"), name_text))
            missing.setToolTip(self.tips[1])
            missing.toggled.connect(lambda on, p=p: self._missing_toggled(p, on))
            points = NumberField(fill(self.tr("Card points {0}"), name_text), minimum=0,
                                 maximum=ROUND_POINTS)
            points.setObjectName(f"points{p}")
            narrow(points)
            points.setToolTip(self.tips[2])
            penalty = QLabel()
            penalty.setObjectName(f"penalty{p}")
            penalty.setMinimumWidth(48)
            penalty.setStyleSheet("font-size: 18px; font-weight: bold;")
            penalty.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            row = 1 + p
            for c, w in enumerate((name, prediction, missing, points, penalty)):
                self.grid.addWidget(w, row, c)
            self.name_labels.append(name)
            self.predictions.append(prediction)
            self.missing.append(missing)
            self.points.append(points)
            self.penalties.append(penalty)
            self.watch(prediction, points, missing)
            prediction.changed.connect(lambda p=p: self._prediction_typed(p))
            for field in (prediction, points):
                field.changed.connect(self._update)
        # the names take the room the narrow fields leave; the fields keep their width
        self.grid.setColumnStretch(0, 1)
        # the button under "none", the card points and the penalty: under the last two only,
        # its words ("Hide predictions (Ctrl+R)") made them wider than their fields and took
        # the names' room
        self.grid.addWidget(self.given_label, 1 + n, 0, 1, 2)
        self.grid.addWidget(self.reveal, 1 + n, 2, 1, 3)
        self.grid.addWidget(self.sum_label, 2 + n, 0, 1, 5)
        chain_tabs([*self.predictions, *self.points, *self.missing, self.reveal,
                    self.write_button])

    # -- behaviour -------------------------------------------------------------------------

    def _missing_toggled(self, p: int, on: bool) -> None:
        field = self.predictions[p]
        if self._marking:  # ticked because "-" was typed: the field keeps it and the cursor
            self._update()
            return
        if on or _dash(field.text()):
            field.clear_value()  # unticked after a "-": the dash goes with it
        field.setEnabled(not on)
        self._update()

    def _prediction_typed(self, p: int) -> None:
        """"-" or "x" alone is no prediction: "none" is ticked at once, so that the form says
        it in words (a masked "-" looked like a one-digit number)."""
        dash = _dash(self.predictions[p].text())
        if dash != self.missing[p].isChecked() and self.predictions[p].isEnabled():
            self._marking = True
            self.missing[p].setChecked(dash)
            self._marking = False

    def _said_none(self, p: int) -> bool:
        """No prediction: ticked, or - / x typed in the field."""
        return self.missing[p].isChecked() or _dash(self.predictions[p].text())

    def _given(self, p: int) -> bool:
        """Player *p*'s prediction is one that can be written: "none", or a number of 0 …
        157. A refused one (200) is not counted: "4 of 4" beside
        the red "at most 157" told the Schreiber the opposite (a German trial's)."""
        if self._said_none(p):
            return True
        try:
            return self.predictions[p].value() is not None
        except FieldError:
            return False

    def _given_words(self, given: int) -> str:
        """How many predictions the form holds, those without one said apart: "4 of 4"
        with one "-" read as four numbers (a German trial's)."""
        without = sum(1 for p in range(len(self.names)) if self._said_none(p))
        if not without:
            return self.tr("Predictions: {0} of {1}").format(given, len(self.names))
        return self.tr("Predictions: {0} of {1}, {2} without").format(
            given - without, len(self.names), without)

    def _name_reveal(self, shown: bool) -> None:
        """The button says what it does now: hide the predictions while they are shown (it
        said "Show predictions" on both, a trial's); nothing, once every card point is typed
        and they are shown for the penalties (it offered to show them, a large-text trial's)."""
        given = self._played()
        if given:
            text = self.tr("Predictions shown ({0})")
        else:
            text = (self.tr("Hide predictions ({0})") if shown
                    else self.tr("Show predictions ({0})"))
        self.reveal.setEnabled(not given)
        self.reveal.setText(text.format(key_text(REVEAL_KEY)))

    def _fit_reveal(self) -> None:
        """Room for the button's longer text in bold, as it is drawn while the predictions
        are shown: its size followed the plain text, and "Hide predictions (Ctrl+R)" was cut
        at both ends (an English trial's)."""
        bold = QFont(self.reveal.font())
        bold.setBold(True)
        widest = max(QFontMetrics(bold).horizontalAdvance(text.format(key_text(REVEAL_KEY)))
                     for text in (self.tr("Hide predictions ({0})"),
                                  self.tr("Show predictions ({0})"),
                                  self.tr("Predictions shown ({0})")))
        self.reveal.setMinimumWidth(widest + 24)  # the frame, its padding and the focus ring
        self.reveal.setFixedHeight(self._reveal_height())

    def _reveal_height(self) -> int:
        """The button's height in its highest look: plain, chosen (its dark frame) or with
        the keys (the focus frame), each as high as its own frame made it, and the line
        under it, the hint and *Write* moved by 1–2 px at each click (a German trial's)."""
        button = self.reveal
        plain = QStyleOptionButton()
        button.initStyleOption(plain)
        bold = QFont(button.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        text = QSize(metrics.horizontalAdvance(button.text()), max(metrics.height(), 14))
        heights = [button.sizeHint().height()]
        for looks in (QStyle.StateFlag.State_On, QStyle.StateFlag.State_HasFocus,
                      QStyle.StateFlag.State_On | QStyle.StateFlag.State_HasFocus):
            option = QStyleOptionButton(plain)
            option.state |= looks
            heights.append(button.style().sizeFromContents(
                QStyle.ContentsType.CT_PushButton, option, text, button).height())
        return max(heights)

    def _all_points(self) -> bool:
        return all(not f.is_empty() for f in self.points) or rest_of(self.points) is not None

    def _played(self) -> bool:
        """The predictions are no secret any more: every card point is in the form, or the
        game corrected was played (its predictions are on the board and in the history; a
        sum mistyped in its correction hid them again, a German trial's)."""
        return self._all_points() or (self.correcting is not None and not self.inserting)

    def _update(self) -> None:
        shown = self.reveal.isChecked() or self._played()
        self._name_reveal(self.reveal.isChecked())
        mode = QLineEdit.EchoMode.Normal if shown else QLineEdit.EchoMode.Password
        for field in self.predictions:
            # "-" is no secret: shown as typed, beside the ticked "none"
            field.setEchoMode(QLineEdit.EchoMode.Normal if _dash(field.text()) else mode)
        rest = rest_of(self.points)
        for i, field in enumerate(self.points):
            field.setPlaceholderText(str(rest[1]) if rest and rest[0] == i else "")
        given = sum(1 for p in range(len(self.names)) if self._given(p))
        self.given_label.setText(self._given_words(given))
        typed = []
        for field in self.points:
            try:
                typed.append(field.value() or 0)
            except FieldError:
                typed.append(0)
        if rest is not None:
            # complete with the rest ("126 of 157" beside it read like an error)
            self.sum_label.setText(self.tr("Card points: {0} of 157 ({1} has the rest, {2})")
                                   .format(sum(typed) + rest[1], self.names[rest[0]], rest[1]))
        else:
            self.sum_label.setText(self.tr("Card points: {0} of 157").format(sum(typed)))
        penalty = self.controller.match.rules.settings.missing_penalty
        for p, label in enumerate(self.penalties):
            label.setText("")
            if not shown:
                continue
            try:
                points = rest[1] if rest and rest[0] == p else self.points[p].value()
                prediction = None if self._said_none(p) else self.predictions[p].value()
            except FieldError:
                continue
            if points is None:
                continue
            if self._said_none(p):
                label.setText(str(penalty))
            elif prediction is not None:
                label.setText(str(abs(prediction - points)))

    # -- the EntryPanel interface ----------------------------------------------------------

    def refresh(self, board: Board) -> None:
        if self.correcting is not None and not self.inserting:
            number_ = board.entries[self.correcting].round or 1
        elif self.correcting is not None:
            number_ = self.correcting + 1
        else:
            number_ = board.figures["games_played"] + 1
        # the title alone painted again, not the whole form (the title changes every game).
        # The game is named above the form: here it said "Game 1 of 12" a third time (as a
        # Romand trial's Punktetafel); the games still to play, a game corrected named
        if self.correcting is not None:
            title = self.tr("Game {0} of {1}").format(number_, board.figures["games"])
        else:
            title = plural("DifferenzlerEntryPanel", "%n games to play",
                           board.figures["games_left"])
        retitle(self.box, title)
        self._update()

    def build_entry(self) -> Any:
        names = self.names
        predictions: list[int | None] = []
        without = []
        for p, field in enumerate(self.predictions):
            if self._said_none(p):
                predictions.append(None)
            elif field.is_empty():
                without.append(p)
                predictions.append(None)
            else:
                predictions.append(field.value())
        if without:
            raise FieldError(self.predictions[without[0]], self._predictions_missing(without))
        values = [field.value() for field in self.points]
        rest = rest_of(self.points)
        if rest is not None:
            values[rest[0]] = rest[1]
        missing = [p for p, v in enumerate(values) if v is None]
        over = too_many(self.points, self.focusWidget())
        if over is not None:
            raise over
        if len(missing) == len(values):
            raise NextStep(self.points[0], self.tr(  # typed, not yet on the board: no fault
                "The predictions are typed; they are written with the card points. After the "
                "game: the card points, {0} first").format(names[0]))
        if missing:
            raise FieldError(self.points[missing[0]], fill(self.tr(
                "Card points missing for {0}"), and_names([names[p] for p in missing])))
        return DifferenzlerGame(predictions=predictions,
                                points=[v for v in values if v is not None])

    def _predictions_missing(self, without: list[int]) -> str:
        """Whose predictions are missing: the players named, or counted where more than
        two names would take more than :data:`NAMED_LETTERS` (the cursor is on the first).
        Six long names took four lines under a netbook's form, and its last prediction was
        out of view from the start of every game (a trial's at 1008×560)."""
        named = and_names([self.names[p] for p in without])
        if len(without) > 2 and len(named) > NAMED_LETTERS:
            return self.tr("{0} predictions missing: type them, or - for no prediction").format(
                len(without))
        # one prediction or several, as French says them ("l'estimation … tapez-la",
        # "les estimations … tapez-les": a trial's four names read "tapez-la")
        return fill(plural("DifferenzlerEntryPanel",
                           "Predictions missing for {0}: type them, or - for no prediction",
                           len(without)), named)

    def field_for(self, err: Any) -> QWidget | None:
        """The card points are refused as a whole (they must add up to 157): the field with
        the cursor, else the first, as a sum too large marks it (:func:`too_many`)."""
        if err.rule == "differenzler.points_sum":
            focus = self.focusWidget()
            return focus if focus in self.points else self.points[0]
        return None

    def preview_words(self, line: EntryLine, entry: Any) -> str:
        words = self.history_text(line, entry)
        rest = rest_of(self.points)
        if rest is not None:
            words += " · " + self.tr("{0} has the rest: {1}").format(self.names[rest[0]],
                                                                     rest[1])
        return words

    def load_entry(self, entry: Any) -> None:
        self._clear()
        for p in range(len(self.names)):
            prediction = entry.predictions[p]
            self.missing[p].setChecked(prediction is None)
            self.predictions[p].set_value(prediction)
        # as when it was written: the last player's points follow from the others' (shown
        # grey), so that a changed number moves them instead of being refused for a sum of
        # the old ones
        load_following(self.points, entry.points)
        self.refresh(self.controller.board)
        first = next((f for f in self.predictions if f.isEnabled()), self.points[0])
        first.setFocus()
        first.selectAll()

    def focus_target(self) -> QWidget | None:
        """The first prediction still to type, else the first card points (a correction:
        the first field)."""
        if self.correcting is not None and not self.inserting:
            return next((f for f in self.predictions if f.isEnabled()), self.points[0])
        for p, field in enumerate(self.predictions):
            if field.isEnabled() and field.is_empty() and not self._said_none(p):
                return field
        return next((f for f in self.points if f.is_empty()), self.points[0])

    def _clear(self) -> None:
        for p in range(len(self.names)):
            self.missing[p].setChecked(False)
            self.predictions[p].clear_value()
            self.points[p].clear_value()
        self.reveal.setChecked(False)

    def reset(self) -> None:
        """After a game: no prediction, no "none", hidden again (the next game is new)."""
        self._clear()
        self.refresh(self.controller.board)

    def describe(self, entry: Any) -> str:
        return self.tr("game {0}").format(self.controller.board.figures["games_played"] + 1)

    def history_text(self, line: EntryLine, entry: Any) -> str:
        parts = []
        for p, name in enumerate(self.names):
            said = prediction_said(entry.predictions[p])  # the board's word: "none→30"
            parts.append(f"{name} {said}→{entry.points[p]} ({line.written[p]})")
        return self.tr("Game {0}: {1}").format(line.round, ", ".join(parts))

    def status_text(self, board: Board) -> str:
        """Nothing above the form while the match is played, as the Molotow's: the game of
        how many and who deals it are the board's (the line under it), the games to play
        the box's, and what is still missing the form's own (the line under it: "Predictions
        missing for …", "Card points missing for …"). A Romand trial's line said "Donne 1 sur
        6 : … donne" as the board did, and "puis les points de cartes" with the card points
        typed before the predictions. A game corrected or inserted is said by the yellow
        line, the box ("Game 3 of 12") and the header (who dealt it). Once the Partie is
        over, where the form was, that it is."""
        return self.match_over() if board.finished else ""

    def draft_restored(self) -> None:
        """The game being typed is back: a game inserted or deleted meanwhile moved its
        number on (the box said the number it had when it was kept)."""
        self.refresh(self.controller.board)
