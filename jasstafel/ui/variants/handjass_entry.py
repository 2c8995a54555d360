"""Handjass: the entry panel.

A round is entered as every player's card points (the board decides who gets a Strich, by
the table's counting rule; with four players the whole deck is dealt, so one empty field
follows from the others' and is shown in the line under the form; a corrected round comes
back so, the last player's field empty, his points grey), or, on the tab
"Striche" (Alt+S), as the Striche of the round set directly: type them, or − / + per
player; Ctrl+1 … Ctrl+5 gives player 1 … 5 one more (and opens the tab). Enter writes.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QTabWidget, QWidget

from ...core import Board, EntryLine
from ...core.cards import ROUND_POINTS
from ...core.handjass import FULL_DECK_PLAYERS, Handjass, HandjassRound, HandjassStriche
from ...drawing.striche import count_striche, with_striche
from ...i18n import and_names, fill, number
from ..controller import MatchController
from ..widgets.entrypanel import EntryPanel, FieldError, FieldRefusal
from ..widgets.keys import key_range, key_text
from ..widgets.messages import tip
from ..widgets.mnemonic import mnemonic_key
from ..widgets.numberfield import NumberField
from ..widgets.status import ROUND_SAID, what_if
from .fields import (
    chain_tabs,
    load_following,
    narrow,
    plain_label,
    rest_of,
    too_many,
)
from .handjass_board import counting_rule

POINTS_TAB, STRICHE_TAB = 0, 1

#: "(3 of 7)" in the status line, kept on one line (a French trial's "(3" / "sur 7)")
_COUNT = re.compile(r"\(\d[^()]*\)")


class HandjassEntryPanel(EntryPanel):
    SHOWS_TURN = True
    SHOWS_PREVIEW = True

    def keys_help(self) -> str:
        n = self._count()
        return self.tr(
            "Handjass: {points} card points: type each player's, Tab to the next (with four "
            "players the last one's follow from the others'); or {striche} Striche: {keys} "
            "gives player 1 … {n} one more Strich, or type them. Enter writes the "
            "round.").format(
                points=key_text(mnemonic_key(self.tabs.tabText(POINTS_TAB))),
                striche=key_text(mnemonic_key(self.tabs.tabText(STRICHE_TAB))),
                keys=key_range("Ctrl+1", f"Ctrl+{n}"), n=n)

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.rule = plain_label()
        self.rule.setObjectName("countingRule")
        self.rule.setWordWrap(True)
        self.rule.setStyleSheet("background: #eef3ea; border-radius: 4px; padding: 6px;")
        self.form.addWidget(self.rule)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("handjassTabs")
        self.tabs.addTab(self._build_points(), self.tr("&Card points"))
        self.tabs.addTab(self._build_steppers(), self.tr("&Striche"))
        self.tabs.setTabToolTip(POINTS_TAB, self.tr(
            "Every player's card points: the board decides who gets a Strich"))
        self.tabs.setTabToolTip(STRICHE_TAB, self.tr(
            "Set the Striche of the round directly, several at once if need be"))
        self.tabs.currentChanged.connect(lambda _i: self._tab_changed())
        self.form.addWidget(self.tabs)
        self.form_scroll.pinned.pin(self.tabs.tabBar())  # in view while the form scrolls
        self.form.addStretch(1)
        for seat in range(self._count()):
            QShortcut(QKeySequence(f"Ctrl+{seat + 1}"), self,
                      lambda seat=seat: self._add_strich(seat))
        self.refresh(controller.board)

    # -- building the form ------------------------------------------------------------------

    def _names(self) -> list[str]:
        return list(self.controller.match.rules.side_names)

    def _count(self) -> int:
        return len(self.controller.match.rules.side_names)

    def _build_points(self) -> QWidget:
        page = QWidget()
        grid = QGridLayout(page)
        self.point_labels: list[QLabel] = []
        self.points: list[NumberField] = []
        for seat, name in enumerate(self._names()):
            label = plain_label(name, "font-size: 16px; font-weight: bold;")
            field = NumberField(fill(self.tr("Card points {0}"), name), minimum=0,
                                maximum=ROUND_POINTS)
            field.setObjectName(f"points{seat}")
            narrow(field)
            tip(field, fill(self.tr("Card points of {0}"), name))
            self.point_labels.append(label)
            self.points.append(field)
            grid.addWidget(label, seat, 0)
            grid.addWidget(field, seat, 1)
            self.watch(field)
            field.changed.connect(self._show_sum)
        self.sum_label = plain_label()
        self.sum_label.setObjectName("pointsSum")
        grid.addWidget(self.sum_label, len(self.points), 0, 1, 2)
        grid.setColumnStretch(1, 1)
        chain_tabs(self.points)
        return page

    def _build_steppers(self) -> QWidget:
        page = QWidget()
        grid = QGridLayout(page)
        voll = self._rules().settings.voll
        self.stepper_labels: list[QLabel] = []
        self.steppers: list[NumberField] = []
        self.minus_buttons: list[QPushButton] = []
        self.plus_buttons: list[QPushButton] = []
        for seat, name in enumerate(self._names()):
            label = plain_label(name, "font-size: 16px; font-weight: bold;")
            field = NumberField(fill(self.tr("Striche {0}"), name), minimum=0, maximum=voll)
            field.setObjectName(f"striche{seat}")
            narrow(field, 2)
            field.setAlignment(Qt.AlignmentFlag.AlignCenter)
            field.setPlaceholderText("0")
            tip(field, self.tr("Striche for {0} this round: 0 … {1}").format(name, voll))
            minus, plus = QPushButton("−"), QPushButton("+")
            for button in (minus, plus):
                button.setMinimumSize(46, 42)
                button.setStyleSheet("font-size: 22px; font-weight: bold;")
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from number to number
            key = f"Ctrl+{seat + 1}"
            tip(plus, self.tr("One more Strich for {0} ({1})").format(name, key_text(key)))
            tip(minus, self.tr("One Strich less for {0}").format(name))
            # what a screen reader says: not "+" and "−"
            plus.setAccessibleName(self.tr("One more Strich for {0}").format(name))
            minus.setAccessibleName(self.tr("One Strich less for {0}").format(name))
            minus.clicked.connect(lambda _c=False, s=seat: self._step(s, -1))
            plus.clicked.connect(lambda _c=False, s=seat: self._step(s, 1))
            self.stepper_labels.append(label)
            self.steppers.append(field)
            self.minus_buttons.append(minus)
            self.plus_buttons.append(plus)
            grid.addWidget(label, seat, 0)
            grid.addWidget(minus, seat, 1)
            grid.addWidget(field, seat, 2)
            grid.addWidget(plus, seat, 3)
            self.watch(field)
        grid.setColumnStretch(2, 1)
        chain_tabs(self.steppers)
        return page

    # -- behaviour ---------------------------------------------------------------------------

    def _rules(self) -> Handjass:
        rules = self.controller.match.rules
        assert isinstance(rules, Handjass)
        return rules

    def _stepper_tab(self) -> bool:
        return self.tabs.currentIndex() == STRICHE_TAB

    def _step(self, seat: int, by: int) -> None:
        """− / + : one Strich less or more, from any whole number typed (8 where voll is 7:
        − gives 7); a field with no whole number in it is left as typed, refused as at
        Enter."""
        try:
            self.steppers[seat].step(by)
        except FieldError as err:
            self.show_error(str(err), err.field)

    def _add_strich(self, seat: int) -> None:
        if not self._stepper_tab():
            self.tabs.setCurrentIndex(STRICHE_TAB)
        self._step(seat, 1)
        self.steppers[seat].setFocus()

    def _tab_changed(self) -> None:
        self.show_error("")  # a refusal belongs to the other form
        self.update_preview()
        self.focus_next()

    def _rest(self) -> tuple[int, int] | None:
        """Four players: every card is dealt, one empty field follows from the others'."""
        if self._count() != FULL_DECK_PLAYERS:
            return None
        return rest_of(self.points)

    def _show_sum(self) -> None:
        rest = self._rest()
        for seat, field in enumerate(self.points):
            field.setPlaceholderText(str(rest[1]) if rest and rest[0] == seat else "")
        total = 0
        for field in self.points:
            try:
                total += field.value() or 0
            except FieldError:
                pass
        if rest is not None:
            # complete with the rest ("135 of 157" beside it read like an error)
            self.sum_label.setText(self.tr("Sum {0} of 157 ({1} has the rest, {2})").format(
                total + rest[1], self._names()[rest[0]], rest[1]))
        elif self._count() == FULL_DECK_PLAYERS:
            self.sum_label.setText(self.tr("Sum {0} of 157").format(total))
        else:
            self.sum_label.setText(self.tr("Sum {0} (at most 157)").format(total))

    # -- the EntryPanel interface ---------------------------------------------------------------

    def refresh(self, board: Board) -> None:
        self.rule.setText(counting_rule(self._rules().settings))
        self._show_sum()

    def build_entry(self) -> Any:
        names = self._names()
        if self._stepper_tab():
            values = [field.value() for field in self.steppers]
            if all(v is None for v in values):
                raise FieldError(self.steppers[0], self.tr(
                    "No Strich given: {0} gives a player one, or type them").format(
                        key_range("Ctrl+1", f"Ctrl+{len(names)}")))
            return HandjassStriche(striche=[v or 0 for v in values])
        values = [field.value() for field in self.points]
        rest = self._rest()
        if rest is not None:
            values[rest[0]] = rest[1]
        over = too_many(self.points, self.focusWidget())
        if over is not None:  # RULES.md §4: no Weis (a table typed 40 card points + 20 Weis)
            raise FieldRefusal(over.field, self.tr(
                "{0}; the Handjass writes card points only, Weis are not counted").format(over))
        missing = [seat for seat, v in enumerate(values) if v is None]
        if len(missing) == len(values):
            raise FieldError(self.points[0], self.tr(
                "Card points missing: type each player's card points of the round"))
        if missing:
            raise FieldError(self.points[missing[0]], fill(self.tr(
                "Card points missing for {0}"), and_names([names[s] for s in missing])))
        return HandjassRound(points=[v for v in values if v is not None])

    def field_for(self, err: Any) -> QWidget | None:
        if err.rule == "handjass.points_sum":
            return self.points[0]
        return None

    def preview_words(self, line: EntryLine, entry: Any) -> str:
        words = self.history_text(line, entry)
        rest = self._rest() if isinstance(entry, HandjassRound) else None
        if rest is not None:
            words += " · " + self.tr("{0} has the rest: {1}").format(self._names()[rest[0]],
                                                                     rest[1])
        return words

    def focus_target(self) -> QWidget | None:
        fields = self.steppers if self._stepper_tab() else self.points
        if self.correcting is not None and not self.inserting:
            return fields[0]
        return next((f for f in fields if f.is_empty()), fields[0])

    def load_entry(self, entry: Any) -> None:
        self._clear()
        if isinstance(entry, HandjassStriche):
            self.tabs.setCurrentIndex(STRICHE_TAB)
            for field, value in zip(self.steppers, entry.striche, strict=False):
                field.set_value(value)
        else:
            self.tabs.setCurrentIndex(POINTS_TAB)
            if self._count() == FULL_DECK_PLAYERS:  # as when writing: the last one follows
                load_following(self.points, entry.points)
            else:
                for field, value in zip(self.points, entry.points, strict=False):
                    field.set_value(value)
        self.update_preview()
        first = self.steppers[0] if self._stepper_tab() else self.points[0]
        first.setFocus()
        first.selectAll()

    def _clear(self) -> None:
        for field in (*self.points, *self.steppers):
            field.clear_value()

    def reset(self) -> None:
        """After a round: every field empty, back to the card points (most rounds are
        written so)."""
        self._clear()
        self.tabs.setCurrentIndex(POINTS_TAB)
        self.refresh(self.controller.board)

    def describe(self, entry: Any) -> str:
        return self.tr("round {0}").format(self.controller.board.figures["rounds_played"] + 1)

    def history_text(self, line: EntryLine, entry: Any) -> str:
        names = self._names()
        given = [(names[s], w) for s, w in enumerate(line.written) if w]
        if isinstance(entry, HandjassStriche):
            what = ", ".join(f"{name} {count_striche(w)}" for name, w in given)
            text = self.tr("Round {0}: Striche set: {1}").format(
                line.round, what or self.tr("none"))
        else:
            # whose points are whose, as the other variants' histories say them (a German
            # trial's "40 · 30 · 20 · 35 · 32" named nobody)
            points = ", ".join(f"{name} {number(v)}"
                               for name, v in zip(names, entry.points, strict=True))
            if given:
                who = self.tr("a Strich for {0}").format(and_names([g[0] for g in given]))
            else:
                who = self.tr("no Strich")
            text = self.tr("Round {0}: {1} → {2}").format(line.round, points, who)
        settings = self._rules().settings
        before = [t - w for t, w in zip(line.totals, line.written, strict=True)]
        reached = [names[s] for s, t in enumerate(line.totals)
                   if t >= settings.voll > before[s]]
        if reached:
            if settings.counting == "gewinnstriche":
                text += " · " + self.tr("{0} reached {1}").format(and_names(reached),
                                                                 settings.voll)
            else:
                text += " · " + self.tr("{0} full").format(and_names(reached))
        return text

    def status_room(self, board: Board) -> list[str]:
        """Nobody with a Strich yet, and every player closest to full (or leading) at once,
        a Strich short of it."""
        voll = board.figures["voll"]
        return [self.status_text(what_if(board, {"rounds_played": ROUND_SAID - 1},
                                         [{"striche": most}] * len(board.sides)))
                for most in (0, voll - 1)]

    def status_text(self, board: Board) -> str:
        names = [s.name for s in board.sides]
        f = board.figures
        counts = [s.figures["striche"] for s in board.sides]
        voll = f["voll"]
        if board.finished:
            winners = [names[p] for p in board.winners]
            score = with_striche(counts[board.winners[0]])
            if len(winners) > 1:
                won = self.tr("{0} win {1}").format(and_names(winners), score)
            else:
                won = self.tr("{0} wins {1}").format(winners[0], score)
            if f["counting"] == "gewinnstriche":
                return self.tr("{0}. The match is over.").format(won)
            full = [names[p] for p in f["voll_players"]]
            verb = self.tr("{0} are full") if len(full) > 1 else self.tr("{0} is full")
            return self.tr("{0}: {1}. The match is over.").format(
                verb.format(and_names(full)), won)
        text = self.tr("Round {0}").format(f["rounds_played"] + 1)
        most = max(counts)
        leaders = and_names([names[p] for p in range(len(names)) if counts[p] == most])
        if most == 0:
            if f["counting"] == "gewinnstriche":
                return text + "  ·  " + self.tr("the first to {0} Striche wins").format(voll)
            return text + "  ·  " + self.tr("nobody has a Strich yet")
        if f["counting"] == "gewinnstriche":
            said = self.tr("leading: {0} ({1} of {2})").format(leaders, most, voll)
        else:
            said = self.tr("closest to full: {0} ({1} of {2})").format(leaders, most, voll)
        return text + "  ·  " + _COUNT.sub(lambda m: m[0].replace(" ", "\u00a0"), said)
