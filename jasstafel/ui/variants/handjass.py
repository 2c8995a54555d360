"""Handjass: the slate (a column per player with his Striche in groups of five) and the
entry panel.

A round is entered as every player's card points (the board decides who gets a Strich,
by the table's counting rule), or, on the tab "Striche" (Alt+S), as the Striche of the
round set directly: − / + per player, Ctrl+1 … Ctrl+5 gives player 1 … 5 one more.
Enter writes.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QKeySequence, QPainter, QPaintEvent, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from ...core import Board, EntryLine, RuleViolation
from ...core.cards import ROUND_POINTS
from ...core.handjass import FULL_DECK_PLAYERS, Handjass, HandjassRound, HandjassStriche
from ...drawing.chalk import fit_font
from ...drawing.striche import (
    SLATE_LOOK,
    common_font,
    count_striche,
    draw_crown,
    draw_stamp,
    draw_striche,
    join_names,
    paint_surface,
    pen,
    tally_height,
)
from ..controller import MatchController
from ..widgets.entrypanel import EntryPanel, FormError

MAX_PLAYERS = 5
GOLD = QColor("#ffd966")


def _t(text: str) -> str:
    return QCoreApplication.translate("handjass", text)


def counting_rule(settings: Any) -> str:
    """The table's way of counting, in one sentence."""
    if settings.counting == "gewinnstriche":
        if settings.rewarded == 1:
            who = _t("The best player of each round gets a Strich (all tied best get one)")
        else:
            who = _t("The best {0} players of each round get a Strich (ties at the edge get "
                     "one too)").format(settings.rewarded)
        return _t("Gewinnstriche: {0}; the first to {1} wins.").format(who, settings.voll)
    if settings.loser == "under":
        who = _t("everyone under {0} card points gets a Strich").format(settings.threshold)
    else:
        who = _t("the fewest card points get a Strich (all tied lowest)")
    return _t("Wirtshaus: {0}; voll at {1} ends the Partie, the fewest Striche win.").format(
        who, settings.voll)


# -- the slate ---------------------------------------------------------------------------------


class HandjassBoard(QWidget):
    """The Handjass slate: a column per player with his Striche in groups of five; faint
    strokes show how many are still missing to "voll". The Striche of the last round are
    in yellow chalk; who is voll gets a stamp, the winner(s) a crown."""

    look = SLATE_LOOK

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board: Board | None = None
        self.fonts: dict[str, QFont] = {}
        self.setMinimumSize(420, 360)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Handjass slate"))

    def set_board(self, board: Board, match: Any = None) -> None:
        self.board = board
        self.update()

    def title_text(self) -> tuple[str, str]:
        assert self.board is not None
        f = self.board.figures
        if f["counting"] == "gewinnstriche":
            rule = self.tr("Gewinnstriche · the first to {0} wins").format(f["voll"])
        elif f.get("loser") == "under":
            rule = self.tr("Wirtshaus · under {0} points: a Strich · voll at {1}").format(
                f["threshold"], f["voll"])
        else:
            rule = self.tr("Wirtshaus · fewest points: a Strich · voll at {0}").format(f["voll"])
        if self.board.finished:
            right = self.tr("the Partie is over")
        else:
            right = self.tr("Round {0}").format(f["rounds_played"] + 1)
        return rule, right

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        look = self.look
        area = paint_surface(p, QRectF(self.rect()), look)
        if self.board is None:
            p.end()
            return
        board = self.board
        m = max(8.0, min(area.width(), area.height()) * 0.03)
        area = area.adjusted(m, m * 0.6, -m, -m)
        title = QRectF(area.left(), area.top(), area.width(), area.height() * 0.07)
        rule, right = self.title_text()
        left_box = QRectF(title.left(), title.top(), title.width() * 0.74, title.height())
        right_box = QRectF(left_box.right(), title.top(), title.width() * 0.26, title.height())
        p.setPen(look.dim)
        small = title.height() * 0.6
        p.setFont(fit_font(self.font(), rule, left_box, max_px=small))
        p.drawText(left_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, rule)
        p.setPen(look.win if board.finished else look.ink)
        p.setFont(fit_font(self.font(), right, right_box, bold=True, max_px=small))
        p.drawText(right_box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, right)

        table = QRectF(area.left(), title.bottom() + m * 0.5, area.width(),
                       area.bottom() - title.bottom() - m * 0.5)
        n = len(board.sides)
        col_w = table.width() / n
        fractions = (0.14, 0.52, 0.2, 0.14)  # name, Striche, count, stamp / to go
        tops = [table.top()]
        for f in fractions:
            tops.append(tops[-1] + table.height() * f)
        rows = [(tops[i], tops[i + 1]) for i in range(len(fractions))]

        for seat in board.winners:
            p.fillRect(QRectF(table.left() + seat * col_w, table.top(), col_w, table.height()),
                       look.tint)
        p.setPen(pen(look, max(1.5, table.width() * 0.003), look.dim))
        for c in range(1, n):
            x = table.left() + c * col_w
            p.drawLine(QPointF(x, table.top() + m * 0.3), QPointF(x, table.bottom() - m * 0.3))
        y = rows[0][1]
        p.drawLine(QPointF(table.left() + m * 0.3, y), QPointF(table.right() - m * 0.3, y))

        voll = board.figures["voll"]
        pad = col_w * 0.09
        box = QRectF(0, 0, col_w - 2 * pad, rows[1][1] - rows[1][0] - 2 * pad)
        most = max(max(s.figures["striche"] for s in board.sides), voll)
        h = tally_height(most, box, most=box.height() * 0.7)
        last = board.entries[-1].written if board.entries else None
        name_h = (rows[0][1] - rows[0][0]) * 0.62
        count_h = (rows[2][1] - rows[2][0])
        foot = rows[3][1] - rows[3][0]
        self.fonts = {
            "name": common_font(self.font(), [s.name for s in board.sides],
                                QRectF(0, 0, col_w - pad, name_h), bold=True),
            "count": common_font(self.font(), [str(s.figures["striche"]) for s in board.sides],
                                 QRectF(0, 0, col_w - 2 * pad, count_h * 0.72), bold=True),
            "of": common_font(self.font(), [self.tr("of {0}").format(voll)],
                              QRectF(0, 0, col_w - 2 * pad, count_h * 0.26)),
            "foot": common_font(self.font(), [self._foot(i, s) for i, s in enumerate(board.sides)],
                                QRectF(0, 0, col_w - 2 * pad, foot * 0.76),
                                max_px=foot * 0.76 * 0.7),
        }
        for seat, side in enumerate(board.sides):
            fresh = side.figures["striche"] - last[seat] if last else None
            self._paint_column(p, seat, side, table.left() + seat * col_w, col_w, rows, pad, h,
                               fresh)
        p.end()

    def _paint_column(self, p: QPainter, seat: int, side: Any, x0: float, col_w: float,
                      rows: list[tuple[float, float]], pad: float, h: float,
                      fresh: int | None) -> None:
        assert self.board is not None
        board, look = self.board, self.look
        f = side.figures
        voll = board.figures["voll"]
        wins = seat in board.winners
        gewinn = board.figures["counting"] == "gewinnstriche"
        centre = Qt.AlignmentFlag.AlignCenter
        top, bottom = rows[0]
        name_box = QRectF(x0 + pad * 0.5, top + (bottom - top) * 0.34, col_w - pad,
                          (bottom - top) * 0.62)
        if wins:
            crown_h = (bottom - top) * 0.26
            draw_crown(p, QRectF(x0 + col_w / 2 - crown_h * 0.75, top + (bottom - top) * 0.04,
                                 crown_h * 1.5, crown_h), GOLD, QColor("#5c4400"))
        p.setPen(look.win if wins else look.ink)
        p.setFont(self.fonts["name"])
        p.drawText(name_box, centre, side.name)

        top, bottom = rows[1]
        draw_striche(p, QRectF(x0 + pad, top + pad, col_w - 2 * pad, bottom - top - 2 * pad),
                     f["striche"], h, look, fresh_from=fresh,
                     ghost_to=0 if board.finished else voll, seed=seat * 53)

        top, bottom = rows[2]
        count = str(f["striche"])
        box = QRectF(x0 + pad, top, col_w - 2 * pad, (bottom - top) * 0.72)
        bad = f["voll"] and not gewinn
        p.setPen(look.win if wins else (look.bad if bad else look.ink))
        p.setFont(self.fonts["count"])
        p.drawText(box, centre, count)
        sub = self.tr("of {0}").format(voll)
        box = QRectF(x0 + pad, box.bottom(), col_w - 2 * pad, (bottom - top) * 0.26)
        p.setPen(look.dim)
        p.setFont(self.fonts["of"])
        p.drawText(box, centre, sub)

        top, bottom = rows[3]
        box = QRectF(x0 + pad, top + (bottom - top) * 0.12, col_w - 2 * pad,
                     (bottom - top) * 0.76)
        if wins:
            draw_stamp(p, box, self.tr("wins"), look.win, self.font())
        elif bad:
            draw_stamp(p, box, self.tr("voll"), look.bad, self.font())
        else:
            p.setPen(look.dim)
            p.setFont(self.fonts["foot"])
            p.drawText(box, centre, self._foot(seat, side))

    def _foot(self, seat: int, side: Any) -> str:
        """Below the count: the rank once the Partie is over, else what is missing."""
        assert self.board is not None
        if self.board.finished:
            return self.tr("rank {0}").format(self.board.ranks[seat])
        if self.board.figures["counting"] == "gewinnstriche":
            return self.tr("{0} more to win").format(side.figures["to_voll"])
        return self.tr("{0} more to voll").format(side.figures["to_voll"])


# -- the entry panel ---------------------------------------------------------------------------


def _big(spin: QSpinBox, extra: int = 8) -> None:
    spin.setMinimumHeight(42)
    font = spin.font()
    font.setPointSize(font.pointSize() + extra)
    font.setBold(True)
    spin.setFont(font)
    spin.setAlignment(Qt.AlignmentFlag.AlignRight)


class HandjassEntryPanel(EntryPanel):

    def keys_help(self) -> str:
        return self.tr(
            "Alt+C card points per player (Tab to the next), or Alt+S Striche: Ctrl+1 … Ctrl+5 "
            "gives a player one more Strich; Enter writes.")

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._syncing = False
        self._last_typed = False  # with four players the last field fills itself until typed
        self.rule = QLabel()
        self.rule.setObjectName("countingRule")
        self.rule.setWordWrap(True)
        self.rule.setStyleSheet("background: #eef3ea; border-radius: 4px; padding: 6px;")
        self.form.addWidget(self.rule)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("handjassTabs")
        self.tabs.addTab(self._build_points(), self.tr("&Card points"))
        self.tabs.addTab(self._build_steppers(), self.tr("&Striche"))
        self.tabs.setTabToolTip(0, self.tr("Every player's card points: the board decides who "
                                           "gets a Strich (Alt+C)"))
        self.tabs.setTabToolTip(1, self.tr("Set the Striche of the round directly, several at "
                                           "once if need be (Alt+S; Ctrl+1 … Ctrl+5 adds one)"))
        self.tabs.currentChanged.connect(lambda _i: self._tab_changed())
        self.form.addWidget(self.tabs)
        self.preview = QLabel()
        self.preview.setObjectName("handjassPreview")
        self.preview.setWordWrap(True)
        self.preview.setStyleSheet("font-weight: bold;")
        self.form.addWidget(self.preview)
        for seat in range(MAX_PLAYERS):
            QShortcut(QKeySequence(f"Ctrl+{seat + 1}"), self,
                      lambda seat=seat: self._add_strich(seat))

    # -- building the form ------------------------------------------------------------------

    def _build_points(self) -> QWidget:
        page = QWidget()
        grid = QGridLayout(page)
        self.point_labels: list[QLabel] = []
        self.points: list[QSpinBox] = []
        for seat in range(MAX_PLAYERS):
            label = QLabel()
            label.setStyleSheet("font-size: 16px; font-weight: bold;")
            spin = QSpinBox()
            spin.setObjectName(f"points{seat}")
            spin.setRange(0, ROUND_POINTS)
            _big(spin)
            spin.valueChanged.connect(lambda _v, seat=seat: self._points_changed(seat))
            self.point_labels.append(label)
            self.points.append(spin)
            grid.addWidget(label, seat, 0)
            grid.addWidget(spin, seat, 1)
        self.sum_label = QLabel()
        self.sum_label.setObjectName("pointsSum")
        grid.addWidget(self.sum_label, MAX_PLAYERS, 0, 1, 2)
        for a, b in zip(self.points, self.points[1:], strict=False):
            QWidget.setTabOrder(a, b)
        return page

    def _build_steppers(self) -> QWidget:
        page = QWidget()
        grid = QGridLayout(page)
        self.stepper_labels: list[QLabel] = []
        self.steppers: list[QSpinBox] = []
        self.minus_buttons: list[QPushButton] = []
        self.plus_buttons: list[QPushButton] = []
        for seat in range(MAX_PLAYERS):
            label = QLabel()
            label.setStyleSheet("font-size: 16px; font-weight: bold;")
            minus = QPushButton("−")
            plus = QPushButton("+")
            spin = QSpinBox()
            spin.setObjectName(f"striche{seat}")
            _big(spin)
            spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
            spin.setButtonSymbols(QSpinBox.ButtonSymbols.NoButtons)
            spin.valueChanged.connect(lambda _v: self._update_preview())
            for button in (minus, plus):
                button.setMinimumSize(46, 42)
                button.setStyleSheet("font-size: 22px; font-weight: bold;")
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from number to number
            minus.clicked.connect(lambda _c=False, s=spin: s.stepBy(-1))
            plus.clicked.connect(lambda _c=False, s=spin: s.stepBy(1))
            self.stepper_labels.append(label)
            self.steppers.append(spin)
            self.minus_buttons.append(minus)
            self.plus_buttons.append(plus)
            grid.addWidget(label, seat, 0)
            grid.addWidget(minus, seat, 1)
            grid.addWidget(spin, seat, 2)
            grid.addWidget(plus, seat, 3)
        grid.setColumnStretch(2, 1)
        for a, b in zip(self.steppers, self.steppers[1:], strict=False):
            QWidget.setTabOrder(a, b)
        return page

    # -- behaviour ---------------------------------------------------------------------------

    def _rules(self) -> Handjass:
        rules = self.controller.match.rules
        assert isinstance(rules, Handjass)
        return rules

    def _count(self) -> int:
        return len(self.controller.match.rules.side_names)

    def _stepper_tab(self) -> bool:
        return self.tabs.currentIndex() == 1

    def _add_strich(self, seat: int) -> None:
        if seat >= self._count():
            return
        if not self._stepper_tab():
            self.tabs.setCurrentIndex(1)
        self.steppers[seat].stepBy(1)

    def _tab_changed(self) -> None:
        self.show_error("")  # a refusal belongs to the other form
        self._update_preview()

    def _points_changed(self, seat: int) -> None:
        """With four players the whole deck is dealt: the last player's points follow from
        the others' until the Schreiber types them himself."""
        if self._syncing:
            return
        n = self._count()
        if n == FULL_DECK_PLAYERS:
            if seat == n - 1:
                self._last_typed = True
            elif not self._last_typed:
                rest = ROUND_POINTS - sum(self.points[s].value() for s in range(n - 1))
                self._syncing = True
                self.points[n - 1].setValue(max(0, rest))
                self._syncing = False
        self._update_preview()

    def _update_preview(self) -> None:
        names = list(self.controller.match.rules.side_names)
        n = len(names)
        if not self._stepper_tab():
            total = sum(self.points[s].value() for s in range(n))
            if n == FULL_DECK_PLAYERS:
                text = self.tr("Sum {0} of 157").format(total)
                if total != ROUND_POINTS:
                    text += " · " + (self.tr("{0} missing").format(ROUND_POINTS - total)
                                     if total < ROUND_POINTS
                                     else self.tr("{0} too many").format(total - ROUND_POINTS))
            else:
                text = self.tr("Sum {0} (at most 157)").format(total)
            self.sum_label.setText(text)
        if not self._stepper_tab() and not any(self.points[s].value() for s in range(n)):
            self.preview.setText("")  # nothing typed yet
            return
        try:
            entry = self.build_entry()
            rules = self._rules()
            if isinstance(entry, HandjassRound):
                rules.check_points(entry.points)
                written = rules.round_striche(entry.points)
            else:
                rules.check_striche(entry.striche)
                written = list(entry.striche)
        except (FormError, RuleViolation):
            self.preview.setText("")
            return
        given = [(names[s], w) for s, w in enumerate(written) if w]
        if not given:
            self.preview.setText(self.tr("→ no Strich this round"))
        elif all(w == 1 for _name, w in given):
            self.preview.setText(self.tr("→ a Strich for {0}").format(
                join_names([name for name, _w in given])))
        else:
            self.preview.setText("→ " + ", ".join(
                f"{name} {count_striche(w)}" for name, w in given))

    # -- the EntryPanel interface ---------------------------------------------------------------

    def refresh(self, board: Board) -> None:
        rules = self._rules()
        names = list(rules.side_names)
        n = len(names)
        voll = rules.settings.voll
        self.rule.setText(counting_rule(rules.settings))
        for seat in range(MAX_PLAYERS):
            shown = seat < n
            for widget in (self.point_labels[seat], self.points[seat],
                           self.stepper_labels[seat], self.steppers[seat],
                           self.minus_buttons[seat], self.plus_buttons[seat]):
                widget.setVisible(shown)
            if not shown:
                continue
            self.point_labels[seat].setText(names[seat])
            self.stepper_labels[seat].setText(names[seat])
            self.steppers[seat].setRange(0, voll)
            key = f"Ctrl+{seat + 1}"
            self.plus_buttons[seat].setToolTip(
                self.tr("One more Strich for {0} ({1})").format(names[seat], key))
            self.minus_buttons[seat].setToolTip(
                self.tr("One Strich less for {0}").format(names[seat]))
            self.steppers[seat].setToolTip(
                self.tr("Striche for {0} this round: 0 … {1}; Up/Down or type").format(
                    names[seat], voll))
            self.points[seat].setToolTip(self.tr("Card points of {0}").format(names[seat]))
        if n == FULL_DECK_PLAYERS:
            self.points[n - 1].setToolTip(self.tr(
                "Card points of {0}: filled in from the others (157 in all) until typed").format(
                    names[n - 1]))
        self._update_preview()

    def build_entry(self) -> Any:
        n = self._count()
        if self._stepper_tab():
            return HandjassStriche(striche=[self.steppers[s].value() for s in range(n)])
        return HandjassRound(points=[self.points[s].value() for s in range(n)])

    def load_entry(self, entry: Any) -> None:
        self._clear()
        self._syncing = True
        if isinstance(entry, HandjassStriche):
            self.tabs.setCurrentIndex(1)
            for seat, value in enumerate(entry.striche[:MAX_PLAYERS]):
                self.steppers[seat].setValue(value)
        else:
            self.tabs.setCurrentIndex(0)
            for seat, value in enumerate(entry.points[:MAX_PLAYERS]):
                self.points[seat].setValue(value)
            self._last_typed = True  # the Schreiber corrects what is there
        self._syncing = False
        self._update_preview()
        first = self.steppers[0] if self._stepper_tab() else self.points[0]
        first.setFocus()
        first.selectAll()

    def _clear(self) -> None:
        self._syncing = True
        for spin in (*self.points, *self.steppers):
            spin.setValue(0)
        self._syncing = False
        self._last_typed = False

    def reset(self) -> None:
        self._clear()
        self.tabs.setCurrentIndex(0)
        self._update_preview()
        self.points[0].setFocus()
        self.points[0].selectAll()

    def describe(self, entry: Any) -> str:
        return self.tr("round {0}").format(self.controller.board.figures["rounds_played"] + 1)

    def history_text(self, line: EntryLine, entry: Any) -> str:
        names = list(self.controller.match.rules.side_names)
        given = [(names[s], w) for s, w in enumerate(line.written) if w]
        if isinstance(entry, HandjassStriche):
            what = ", ".join(f"{name} {count_striche(w)}" for name, w in given)
            text = self.tr("Round {0}: Striche set: {1}").format(
                line.round, what or self.tr("none"))
        else:
            points = " · ".join(str(v) for v in entry.points)
            if given:
                who = self.tr("a Strich for {0}").format(join_names([g[0] for g in given]))
            else:
                who = self.tr("no Strich")
            text = self.tr("Round {0}: {1} → {2}").format(line.round, points, who)
        settings = self._rules().settings
        before = [t - w for t, w in zip(line.totals, line.written, strict=True)]
        reached = [names[s] for s, t in enumerate(line.totals)
                   if t >= settings.voll > before[s]]
        if reached:
            if settings.counting == "gewinnstriche":
                text += " · " + self.tr("{0} reached {1}").format(join_names(reached),
                                                                 settings.voll)
            else:
                text += " · " + self.tr("{0} voll").format(join_names(reached))
        return text

    def status_text(self, board: Board) -> str:
        names = [s.name for s in board.sides]
        f = board.figures
        counts = [s.figures["striche"] for s in board.sides]
        voll = f["voll"]
        if board.finished:
            winners = [names[p] for p in board.winners]
            score = count_striche(counts[board.winners[0]])
            if len(winners) > 1:
                won = self.tr("{0} win with {1}").format(join_names(winners), score)
            else:
                won = self.tr("{0} wins with {1}").format(winners[0], score)
            if f["counting"] == "gewinnstriche":
                return self.tr("{0}. The Partie is over.").format(won)
            full = [names[p] for p in f["voll_players"]]
            verb = self.tr("{0} are voll") if len(full) > 1 else self.tr("{0} is voll")
            return self.tr("{0}: {1}. The Partie is over.").format(
                verb.format(join_names(full)), won)
        text = self.tr("Round {0}").format(f["rounds_played"] + 1)
        most = max(counts)
        leaders = join_names([names[p] for p in range(len(names)) if counts[p] == most])
        if most == 0:
            if f["counting"] == "gewinnstriche":
                return text + "  ·  " + self.tr("the first to {0} Striche wins").format(voll)
            return text + "  ·  " + self.tr("nobody has a Strich yet")
        if f["counting"] == "gewinnstriche":
            return text + "  ·  " + self.tr("leading: {0} ({1} of {2})").format(
                leaders, most, voll)
        return text + "  ·  " + self.tr("closest to voll: {0} ({1} of {2})").format(
            leaders, most, voll)
