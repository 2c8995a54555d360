"""Fahnder: the sheet (a column per player with Striche, Nuller and net) and the entry panel.

A round: Fahnder (Ctrl+1 … Ctrl+4), partner (Alt+1 … Alt+4), the bid (typed; only the
bids the bidding can produce are accepted, the arrow keys step through them), the
contract (Ctrl+5 … Ctrl+0), the card points of Fahnder and partner (or of the opponents,
or Match: Ctrl+M), Enter. A misdeed: the tab "Nuller" (Alt+N), the player at fault, 1 or
2 Nuller, Enter.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QKeySequence, QPainter, QPaintEvent, QShortcut, QValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from ...core import Board, EntryLine
from ...core.cards import ROUND_POINTS
from ...core.fahnder import (
    BID_STEP,
    FAILED_FAHNDER,
    FAILED_OPPONENT,
    FAILED_PARTNER,
    HIGH_BIDS,
    MADE_FAHNDER,
    MADE_PARTNER,
    MATCH_BID,
    MATCH_EXTRA,
    VALID_BIDS,
    Fahnder,
    FahnderPenalty,
    FahnderRound,
)
from ...drawing.chalk import fit_font
from ...drawing.striche import (
    PAPER_LOOK,
    common_font,
    draw_crown,
    draw_nuller,
    draw_striche,
    join_names,
    nuller_size,
    paint_surface,
    pen,
    tally_height,
)
from ...drawing.suits import suit_icon
from ..controller import MatchController
from ..widgets.entrypanel import EntryPanel, FormError
from ..words import contract_name

CONTRACTS = ("eicheln", "rosen", "schilten", "schellen", "obenabe", "undenufe")
CONTRACT_KEYS = ("Ctrl+5", "Ctrl+6", "Ctrl+7", "Ctrl+8", "Ctrl+9", "Ctrl+0")
MISDEEDS = ("nichtfarben", "vorspielen", "kartenblick", "other")
QUICK_BIDS = (150, 155, 157, MATCH_BID)
SEATS = 4
GOLD = QColor("#e0b022")  # the Fahnder-König's crown


# -- the sheet ---------------------------------------------------------------------------------


class FahnderBoard(QWidget):
    """The Fahnder sheet, as kept on paper: a column per player with his Striche (in groups
    of five), his Nuller (circles) and the net; the Fahnder-König crowned. The marks of the
    last entry are highlighted."""

    look = PAPER_LOOK

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board: Board | None = None
        self.before: Board | None = None  # the board before the last entry
        self.fonts: dict[str, QFont] = {}
        self.setMinimumSize(420, 360)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Fahnder sheet"))

    def set_board(self, board: Board, match: Any = None) -> None:
        self.board = board
        self.before = None
        if match is not None and match.entries:
            self.before = match.board(len(match.entries) - 1)
        self.update()

    def title_text(self) -> tuple[str, str]:
        assert self.board is not None
        figures = self.board.figures
        left = self.tr("Fahnder")
        if self.board.finished:
            names = [self.board.sides[p].name for p in self.board.winners]
            right = self.tr("Fahnder-König: {0}").format(join_names(names))
        else:
            right = self.tr("Round {0} · Fahnder-König at net {1}").format(
                figures["rounds_played"] + 1, figures["target"])
        if figures.get("min_bid") is not None:
            right += " · " + self.tr("minimum bid {0}").format(figures["min_bid"])
        return left, right

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
        title_h = area.height() * 0.075
        left, right = self.title_text()
        title = QRectF(area.left(), area.top(), area.width(), title_h)
        p.setPen(look.ink)
        p.setFont(fit_font(self.font(), left, QRectF(title.left(), title.top(),
                                                      title.width() * 0.3, title.height()),
                           bold=True))
        p.drawText(title, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, left)
        p.setPen(look.win if board.finished else look.dim)
        box = QRectF(title.left() + title.width() * 0.32, title.top(), title.width() * 0.68,
                     title.height())
        p.setFont(fit_font(self.font(), right, box, bold=board.finished,
                           max_px=title.height() * 0.55))
        p.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, right)

        table = QRectF(area.left(), title.bottom() + m * 0.5, area.width(),
                       area.bottom() - title.bottom() - m * 0.5)
        label_w = max(70.0, table.width() * 0.1)
        col_w = (table.width() - label_w) / SEATS
        # rows: name, Striche, Nuller, net, as Fahnder
        fractions = (0.13, 0.40, 0.19, 0.18, 0.10)
        tops = [table.top()]
        for f in fractions:
            tops.append(tops[-1] + table.height() * f)
        rows = [(tops[i], tops[i + 1]) for i in range(len(fractions))]

        for seat in board.winners:  # the Fahnder-König's column
            p.fillRect(QRectF(table.left() + label_w + seat * col_w, table.top(), col_w,
                              table.height()), look.tint)
        # ruled lines: under each row, between the columns, the margin in red
        p.setPen(pen(look, max(1.0, table.height() * 0.002), look.dim))
        for _top, bottom in rows[:-1]:
            p.drawLine(QPointF(table.left(), bottom), QPointF(table.right(), bottom))
        for c in range(1, SEATS):
            x = table.left() + label_w + c * col_w
            p.drawLine(QPointF(x, table.top()), QPointF(x, table.bottom()))
        p.setPen(pen(look, max(1.5, table.height() * 0.003), look.bad))
        x = table.left() + label_w - 4
        p.drawLine(QPointF(x, table.top()), QPointF(x, table.bottom()))

        labels = ("", self.tr("Striche"), self.tr("Nuller"), self.tr("net"),
                  self.tr("as Fahnder"))
        p.setPen(look.dim)
        # labels may wrap between words; every word must fit the margin
        words = [w for label in labels for w in label.split()]
        p.setFont(common_font(self.font(), words, QRectF(0, 0, label_w - 12, 200.0),
                              max_px=max(12.0, table.height() * 0.032)))
        for (top, bottom), label in zip(rows, labels, strict=True):
            box = QRectF(table.left(), top + 4, label_w - 12, bottom - top - 8)
            p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                       | Qt.TextFlag.TextWordWrap, label)

        # one size of Striche and Nuller for every column: equal counts look equal
        pad = col_w * 0.08
        striche_box = QRectF(0, 0, col_w - 2 * pad, rows[1][1] - rows[1][0] - 2 * pad)
        nuller_box = QRectF(0, 0, col_w - 2 * pad, rows[2][1] - rows[2][0] - 2 * pad)
        most_s = max(s.figures["striche"] for s in board.sides)
        most_n = max(s.figures["nuller"] for s in board.sides)
        h = tally_height(max(most_s, 10), striche_box, most=striche_box.height() * 0.45)
        d = nuller_size(max(most_n, 5), nuller_box, most=nuller_box.height() * 0.42)
        # one font per row, so that the columns look alike
        name_h = (rows[0][1] - rows[0][0]) * 0.64
        net_h = (rows[3][1] - rows[3][0])
        foot_h = (rows[4][1] - rows[4][0]) * 0.6
        self.fonts = {
            "name": common_font(self.font(), [s.name for s in board.sides],
                                QRectF(0, 0, col_w - pad, name_h), bold=True),
            "net": common_font(self.font(), [self._net(s) for s in board.sides],
                               QRectF(0, 0, col_w - 2 * pad, net_h * 0.66), bold=True),
            "sub": common_font(self.font(), [self._sub(i, s) for i, s in enumerate(board.sides)],
                               QRectF(0, 0, col_w - pad, net_h * 0.28), bold=True),
            "foot": common_font(self.font(), [self._foot(s) for s in board.sides],
                                QRectF(0, 0, col_w - pad, foot_h)),
        }
        for seat, side in enumerate(board.sides):
            x0 = table.left() + label_w + seat * col_w
            self._paint_column(p, seat, side, x0, col_w, rows, pad, h, d)
        p.end()

    @staticmethod
    def _net(side: Any) -> str:
        net = side.figures["net"]
        return str(net) if net >= 0 else f"−{-net}"

    def _sub(self, seat: int, side: Any) -> str:
        assert self.board is not None
        if side.figures["koenig"]:
            return self.tr("Fahnder-König")
        if self.board.finished:
            return self.tr("rank {0}").format(self.board.ranks[seat])
        return self.tr("{0} to go").format(side.figures["to_koenig"])

    def _foot(self, side: Any) -> str:
        return self.tr("{0}× · made {1}").format(side.figures["as_fahnder"],
                                                 side.figures["made_as_fahnder"])

    def _paint_column(self, p: QPainter, seat: int, side: Any, x0: float, col_w: float,
                      rows: list[tuple[float, float]], pad: float, h: float, d: float) -> None:
        assert self.board is not None
        look = self.look
        f = side.figures
        koenig = f["koenig"]
        centre = Qt.AlignmentFlag.AlignCenter
        # name (crowned for the Fahnder-König)
        top, bottom = rows[0]
        name_box = QRectF(x0 + pad * 0.5, top + (bottom - top) * 0.32, col_w - pad,
                          (bottom - top) * 0.64)
        if koenig:
            crown_h = (bottom - top) * 0.26
            draw_crown(p, QRectF(x0 + col_w / 2 - crown_h * 0.75, top + (bottom - top) * 0.04,
                                 crown_h * 1.5, crown_h), GOLD, look.ink)
        p.setPen(look.win if koenig else look.ink)
        p.setFont(self.fonts["name"])
        p.drawText(name_box, centre, side.name)
        # Striche and Nuller; the marks of the last entry highlighted
        before = self.before.sides[seat].figures if self.before is not None else None
        top, bottom = rows[1]
        draw_striche(p, QRectF(x0 + pad, top + pad, col_w - 2 * pad, bottom - top - 2 * pad),
                     f["striche"], h, look,
                     fresh_from=before["striche"] if before else None, seed=seat * 37)
        top, bottom = rows[2]
        draw_nuller(p, QRectF(x0 + pad, top + pad, col_w - 2 * pad, bottom - top - 2 * pad),
                    f["nuller"], d, look,
                    fresh_from=before["nuller"] if before else None, seed=seat * 41)
        # net, big, and how much is missing
        top, bottom = rows[3]
        text = self._net(side)
        box = QRectF(x0 + pad, top + (bottom - top) * 0.04, col_w - 2 * pad,
                     (bottom - top) * 0.66)
        p.setPen(look.win if koenig else (look.bad if f["net"] < 0 else look.ink))
        p.setFont(self.fonts["net"])
        p.drawText(box, centre, text)
        box = QRectF(x0 + pad * 0.5, box.bottom(), col_w - pad, (bottom - top) * 0.28)
        p.setPen(look.win if koenig else look.dim)
        p.setFont(self.fonts["sub"])
        p.drawText(box, centre, self._sub(seat, side))
        # how often Fahnder, how often made
        top, bottom = rows[4]
        box = QRectF(x0 + pad * 0.5, top + (bottom - top) * 0.15, col_w - pad,
                     (bottom - top) * 0.6)
        p.setPen(look.dim)
        p.setFont(self.fonts["foot"])
        p.drawText(box, centre, self._foot(side))


# -- the entry panel ---------------------------------------------------------------------------


class BidBox(QSpinBox):
    """The bid: only what the bidding can produce (any number below 150, then 150, 155, 157,
    257) and not below the minimum bid. Empty until typed; the arrow keys step by the usual
    raise of 5 below 150, then from bid to bid."""

    NO_BID = 0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bids: list[int] = list(VALID_BIDS)
        self.setRange(self.NO_BID, MATCH_BID)
        self.setSpecialValueText(" ")  # no bid yet
        self.setValue(self.NO_BID)

    def set_minimum_bid(self, low: int | None) -> None:
        self.bids = [b for b in VALID_BIDS if low is None or b >= low]

    def validate(self, text: str, pos: int) -> object:  # Qt override
        if text == self.specialValueText():
            return QValidator.State.Acceptable, text, pos
        t = text.strip()
        if t == "":
            return QValidator.State.Intermediate, text, pos
        if not t.isdigit():
            return QValidator.State.Invalid, text, pos
        if int(t) in self.bids:
            return QValidator.State.Acceptable, text, pos
        if any(str(b).startswith(t) for b in self.bids):
            return QValidator.State.Intermediate, text, pos
        return QValidator.State.Invalid, text, pos

    def stepBy(self, steps: int) -> None:  # noqa: N802 - Qt override
        # the arrow keys walk the usual bids: multiples of 5, then the high ones
        stops = [b for b in self.bids if b % BID_STEP == 0 or b > HIGH_BIDS[0]]
        value = self.value()
        if value in stops:
            index = stops.index(value) + steps
        else:  # no bid yet, or one in between: to the nearest stop in that direction
            higher = [i for i, b in enumerate(stops) if b > value]
            index = (higher[0] if higher else len(stops)) + (steps - 1 if steps > 0
                                                              else steps)
        self.setValue(stops[max(0, min(len(stops) - 1, index))])
        self.selectAll()

    def stepEnabled(self) -> QSpinBox.StepEnabledFlag:  # noqa: N802 - Qt override
        return (QSpinBox.StepEnabledFlag.StepUpEnabled
                | QSpinBox.StepEnabledFlag.StepDownEnabled)

    def bid(self) -> int | None:
        return self.value() if self.value() in self.bids else None


def _big(spin: QSpinBox, extra: int = 8) -> None:
    spin.setMinimumHeight(44)
    font = spin.font()
    font.setPointSize(font.pointSize() + extra)
    font.setBold(True)
    spin.setFont(font)
    spin.setAlignment(Qt.AlignmentFlag.AlignRight)


class FahnderEntryPanel(EntryPanel):
    NO_POINTS = -1


    def keys_help(self) -> str:
        return self.tr(
            "Round: Ctrl+1 … Ctrl+4 Fahnder, Alt+1 … Alt+4 partner, type the bid, Ctrl+5 … "
            "Ctrl+0 contract, the card points or Ctrl+M Match, Enter. Alt+N: Nuller for a "
            "misdeed.")

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._syncing = False
        self.tabs = QTabWidget()
        self.tabs.setObjectName("fahnderTabs")
        round_page = QWidget()
        self._build_round(round_page)
        penalty_page = QWidget()
        self._build_penalty(penalty_page)
        self.tabs.addTab(round_page, self.tr("&Round"))
        self.tabs.addTab(penalty_page, self.tr("&Nuller for a misdeed"))
        self.tabs.setTabToolTip(0, self.tr("A played round (Alt+R)"))
        self.tabs.setTabToolTip(1, self.tr("Not following suit, playing out of turn, looking "
                                           "into cards: 1 or 2 Nuller (Alt+N)"))
        self.tabs.currentChanged.connect(lambda _i: self._tab_changed())
        self.form.addWidget(self.tabs)
        QWidget.setTabOrder(self.bid, self.points)
        QWidget.setTabOrder(self.points, self.opponents)
        QWidget.setTabOrder(self.opponents, self.match)
        self.reset_form()

    # -- building the form ------------------------------------------------------------------

    def _player_row(self, grid: QGridLayout, row: int, label: str, keys: tuple[str, ...],
                    tip: str) -> tuple[QButtonGroup, list[QPushButton]]:
        """A label and one toggle button per player, on *row* of *grid*."""
        head = QLabel(label)
        head.setToolTip(tip.format(f"{keys[0]} … {keys[-1]}"))
        grid.addWidget(head, row, 0)
        group = QButtonGroup(self)
        buttons = []
        for seat, key in enumerate(keys):
            button = QPushButton()
            button.setCheckable(True)
            button.setMinimumHeight(36)
            button.setToolTip(tip.format(key))
            group.addButton(button, seat)
            buttons.append(button)
            grid.addWidget(button, row, 1 + seat * 3, 1, 3)
        return group, buttons

    def _build_round(self, page: QWidget) -> None:
        # twelve narrow columns after the label: players take 3 each, contracts 4 each
        grid = QGridLayout(page)
        grid.setContentsMargins(6, 6, 6, 6)
        grid.setVerticalSpacing(6)
        keys = ("Ctrl+1", "Ctrl+2", "Ctrl+3", "Ctrl+4")
        self.fahnder_group, self.fahnder_buttons = self._player_row(
            grid, 0, self.tr("Fahnder"), keys, self.tr("The highest bidder ({0})"))
        self.fahnder_group.idClicked.connect(lambda _s: self._fahnder_chosen())
        for seat, key in enumerate(keys):
            QShortcut(QKeySequence(key), self, lambda seat=seat: self._shortcut_player(seat))
        keys = ("Alt+1", "Alt+2", "Alt+3", "Alt+4")
        self.partner_group, self.partner_buttons = self._player_row(
            grid, 1, self.tr("Partner"), keys, self.tr("Holds the called card ({0})"))
        self.partner_group.idClicked.connect(lambda _s: self._partner_chosen())
        for seat, key in enumerate(keys):
            QShortcut(QKeySequence(key), self, lambda seat=seat: self._shortcut_partner(seat))

        grid.addWidget(QLabel(self.tr("Bid")), 2, 0)
        self.bid = BidBox()
        self.bid.setObjectName("bid")
        _big(self.bid)
        self.bid.setToolTip(self.tr("Type the bid: any number below 150, then 150, 155, 157 "
                                    "or 257 (Match). Up and Down step by 5, then from bid to "
                                    "bid."))
        self.bid.valueChanged.connect(lambda _v: self._update_preview())
        grid.addWidget(self.bid, 2, 1, 1, 12)
        self.quick_bids: dict[int, QPushButton] = {}
        for i, bid in enumerate(QUICK_BIDS):
            button = QPushButton(self.tr("257 Match") if bid == MATCH_BID else str(bid))
            button.setToolTip(self.tr("bid {0}").format(bid))
            button.setMinimumHeight(36)
            button.clicked.connect(lambda _c=False, bid=bid: self._quick_bid(bid))
            self.quick_bids[bid] = button
            grid.addWidget(button, 3, 1 + i * 3, 1, 3)

        head = QLabel(self.tr("Contract"))
        head.setToolTip(self.tr("Ctrl+5 … Ctrl+0"))
        grid.addWidget(head, 4, 0)
        self.contract_group = QButtonGroup(self)
        self.contract_buttons: dict[str, QPushButton] = {}
        for i, (contract, key) in enumerate(zip(CONTRACTS, CONTRACT_KEYS, strict=True)):
            button = QPushButton()
            button.setCheckable(True)
            button.setIconSize(QSize(22, 22))
            button.setMinimumHeight(34)
            button.setToolTip(key)
            self.contract_group.addButton(button, i)
            button.clicked.connect(self._contract_chosen)
            self.contract_buttons[contract] = button
            grid.addWidget(button, 4 + i // 3, 1 + (i % 3) * 4, 1, 4)
            QShortcut(QKeySequence(key), self, lambda b=button: self._shortcut_contract(b))

        grid.addWidget(QLabel(self.tr("Card points")), 6, 0)
        self.points = QSpinBox()
        self.points.setObjectName("points")
        self.opponents = QSpinBox()
        self.opponents.setObjectName("opponents")
        for t, spin in enumerate((self.points, self.opponents)):
            spin.setRange(self.NO_POINTS, ROUND_POINTS)
            spin.setSpecialValueText(" ")  # empty until typed
            _big(spin)
            spin.valueChanged.connect(lambda value, t=t: self._other_side(t, value))
        self.points.setToolTip(self.tr("Card points of Fahnder and partner together; "
                                       "the opponents' follow (157 in all)"))
        self.opponents.setToolTip(self.tr("Or type the opponents' card points"))
        small = QLabel(self.tr("Fahnder + partner"))
        small.setStyleSheet("color: #555;")
        grid.addWidget(small, 7, 1, 1, 6)
        small = QLabel(self.tr("Opponents"))
        small.setStyleSheet("color: #555;")
        grid.addWidget(small, 7, 7, 1, 6)
        grid.addWidget(self.points, 6, 1, 1, 6)
        grid.addWidget(self.opponents, 6, 7, 1, 6)
        self.match = QPushButton(self.tr("Match (all nine tricks)"))
        self.match.setObjectName("match")
        self.match.setCheckable(True)
        self.match.setMinimumHeight(34)
        self.match.setToolTip(self.tr("Fahnder and partner took every trick (Ctrl+M)"))
        self.match.toggled.connect(self._match_toggled)
        QShortcut(QKeySequence("Ctrl+M"), self, self._shortcut_match)
        grid.addWidget(self.match, 8, 1, 1, 12)

        self.preview = QLabel()
        self.preview.setObjectName("fahnderPreview")
        self.preview.setWordWrap(True)
        self.preview.setStyleSheet("font-weight: bold;")
        grid.addWidget(self.preview, 9, 0, 1, 13)
        for c in range(1, 13):
            grid.setColumnStretch(c, 1)
        grid.setRowStretch(10, 1)

    def _build_penalty(self, page: QWidget) -> None:
        grid = QGridLayout(page)
        grid.setContentsMargins(6, 6, 6, 6)
        self.culprit_group, self.culprit_buttons = self._player_row(
            grid, 0, self.tr("At fault"), ("Ctrl+1", "Ctrl+2", "Ctrl+3", "Ctrl+4"),
            self.tr("The player at fault ({0}, while this tab is open)"))
        grid.addWidget(QLabel(self.tr("Nuller")), 1, 0)
        self.nuller_group = QButtonGroup(self)
        self.nuller_buttons = []
        for n in (1, 2):
            button = QPushButton(self.tr("1 Nuller") if n == 1 else self.tr("2 Nuller"))
            button.setCheckable(True)
            button.setMinimumHeight(36)
            self.nuller_group.addButton(button, n)
            self.nuller_buttons.append(button)
            grid.addWidget(button, 1, 1 + (n - 1) * 6, 1, 6)
        grid.addWidget(QLabel(self.tr("Misdeed")), 2, 0)
        self.misdeed = QComboBox()
        self.misdeed.setObjectName("misdeed")
        self.misdeed.setToolTip(self.tr("Recorded only: every misdeed costs the Nuller chosen"))
        for key in MISDEEDS:
            self.misdeed.addItem(self._misdeed_name(key), key)
        grid.addWidget(self.misdeed, 2, 1, 1, 12)
        for c in range(1, 13):
            grid.setColumnStretch(c, 1)
        grid.setRowStretch(3, 1)

    def _misdeed_name(self, key: str) -> str:
        return {"nichtfarben": self.tr("not following suit"),
                "vorspielen": self.tr("playing out of turn"),
                "kartenblick": self.tr("looking into cards"),
                "other": self.tr("another misdeed")}[key]

    # -- behaviour ---------------------------------------------------------------------------

    def _names(self) -> list[str]:
        return list(self.controller.match.rules.side_names)

    def _rules(self) -> Fahnder:
        rules = self.controller.match.rules
        assert isinstance(rules, Fahnder)
        return rules

    def _penalty_tab(self) -> bool:
        return self.tabs.currentIndex() == 1

    def _shortcut_player(self, seat: int) -> None:
        if self._penalty_tab():
            self.culprit_buttons[seat].click()
        else:
            self.fahnder_buttons[seat].click()

    def _shortcut_partner(self, seat: int) -> None:
        self.tabs.setCurrentIndex(0)
        if self.partner_buttons[seat].isEnabled():
            self.partner_buttons[seat].click()

    def _shortcut_contract(self, button: QPushButton) -> None:
        self.tabs.setCurrentIndex(0)
        button.click()

    def _shortcut_match(self) -> None:
        self.tabs.setCurrentIndex(0)
        self.match.click()

    def _fahnder_chosen(self) -> None:
        """The Fahnder cannot be his own partner: his partner button is switched off."""
        fahnder = self.fahnder_group.checkedId()
        for seat, button in enumerate(self.partner_buttons):
            button.setEnabled(seat != fahnder)
        if fahnder >= 0 and self.partner_group.checkedId() == fahnder:
            self._uncheck(self.partner_group)
        self._update_preview()

    def _partner_chosen(self) -> None:
        """Next comes the bid: the cursor waits there if it is still empty."""
        if self.bid.bid() is None:
            self.bid.setFocus()
            self.bid.selectAll()
        self._update_preview()

    def _contract_chosen(self) -> None:
        """Next come the card points: the cursor waits there."""
        self.points.setFocus()
        self.points.selectAll()

    @staticmethod
    def _uncheck(group: QButtonGroup) -> None:
        group.setExclusive(False)
        for button in group.buttons():
            button.setChecked(False)
        group.setExclusive(True)

    def _quick_bid(self, bid: int) -> None:
        self.bid.setValue(bid)
        self.points.setFocus()
        self.points.selectAll()

    def _other_side(self, side: int, value: int) -> None:
        """One number is enough: the other side has 157 − x."""
        if self._syncing:
            return
        self._syncing = True
        other = self.opponents if side == 0 else self.points
        other.setValue(self.NO_POINTS if value == self.NO_POINTS else ROUND_POINTS - value)
        self._syncing = False
        self._update_preview()

    def _match_toggled(self, on: bool) -> None:
        if on:
            self.points.setValue(ROUND_POINTS)
        self._update_preview()

    def _tab_changed(self) -> None:
        self.show_error("")  # a refusal belongs to the other form
        self._update_preview()
        if self._penalty_tab() and self.culprit_group.checkedId() < 0:
            self.culprit_buttons[0].setFocus()

    def _update_preview(self) -> None:
        """What the round will write, in words, before it is written."""
        try:
            entry = self.build_entry()
        except FormError:
            self.preview.setText("")
            return
        if not isinstance(entry, FahnderRound):
            self.preview.setText("")
            return
        names = self._names()
        fahnder, partner = names[entry.fahnder], names[entry.partner]
        if entry.match and entry.points != ROUND_POINTS:
            self.preview.setText("")
            return
        if Fahnder.is_made(entry):
            extra = MATCH_EXTRA if entry.bid == MATCH_BID else 0
            text = self.tr("made: {0} +{1} Striche, {2} +{3}").format(
                fahnder, MADE_FAHNDER + extra, partner, MADE_PARTNER + extra)
            color = "#1b5e20"
        else:
            others = [names[s] for s in range(SEATS) if s not in (entry.fahnder, entry.partner)]
            text = self.tr("failed: {0} {1} Nuller, {2} {3} Nuller; {4} +{5} Strich each").format(
                fahnder, FAILED_FAHNDER, partner, FAILED_PARTNER, join_names(others),
                FAILED_OPPONENT)
            color = "#b3261e"
        self.preview.setStyleSheet(f"font-weight: bold; color: {color};")
        self.preview.setText(text)

    def reset_form(self) -> None:
        for group in (self.fahnder_group, self.partner_group, self.contract_group,
                      self.culprit_group):
            self._uncheck(group)
        for button in self.partner_buttons:
            button.setEnabled(True)
        self.bid.setValue(BidBox.NO_BID)
        self._syncing = True
        self.points.setValue(self.NO_POINTS)
        self.opponents.setValue(self.NO_POINTS)
        self._syncing = False
        self.match.setChecked(False)
        self.nuller_buttons[1].setChecked(True)
        self.misdeed.setCurrentIndex(self.misdeed.count() - 1)
        self.tabs.setCurrentIndex(0)
        self._update_preview()

    # -- the EntryPanel interface ---------------------------------------------------------------

    def refresh(self, board: Board) -> None:
        rules = self._rules()
        names = self._names()
        for buttons in (self.fahnder_buttons, self.partner_buttons, self.culprit_buttons):
            for seat, button in enumerate(buttons):
                button.setText(names[seat])
        deck = rules.settings.deck
        for contract, button in self.contract_buttons.items():
            button.setIcon(suit_icon(contract, deck))
            button.setText(contract_name(contract, deck))
        low = rules.settings.min_bid
        self.bid.set_minimum_bid(low)
        for bid, button in self.quick_bids.items():
            button.setEnabled(low is None or bid >= low)
        if low is not None:
            self.bid.setToolTip(self.tr("Type the bid: at least {0} (minimum bid); below 150 "
                                        "any number, then 150, 155, 157 or 257 (Match)")
                                .format(low))
        self._update_preview()

    def build_entry(self) -> Any:
        if self._penalty_tab():
            player = self.culprit_group.checkedId()
            if player < 0:
                raise FormError(self.tr("Who is at fault? Choose the player (Ctrl+1 … Ctrl+4)"))
            return FahnderPenalty(player=player, nuller=max(1, self.nuller_group.checkedId()),
                                  misdeed=self.misdeed.currentData())
        fahnder = self.fahnder_group.checkedId()
        if fahnder < 0:
            raise FormError(self.tr("Who is the Fahnder? Choose him (Ctrl+1 … Ctrl+4)"))
        partner = self.partner_group.checkedId()
        if partner < 0:
            raise FormError(self.tr("Who is the partner? Choose him (Alt+1 … Alt+4)"))
        bid = self.bid.bid()
        if bid is None:
            raise FormError(self.tr("Enter the bid"))
        contract = self.contract_group.checkedId()
        if contract < 0:
            raise FormError(self.tr("Choose the contract (Ctrl+5 … Ctrl+0)"))
        points = self.points.value()
        if points == self.NO_POINTS:
            raise FormError(self.tr("Enter the card points of Fahnder and partner (or of the "
                                    "opponents)"))
        return FahnderRound(fahnder=fahnder, partner=partner, bid=bid,
                            contract=CONTRACTS[contract], points=points,
                            match=self.match.isChecked())

    def load_entry(self, entry: Any) -> None:
        self.reset_form()
        if isinstance(entry, FahnderPenalty):
            self.tabs.setCurrentIndex(1)
            self.culprit_buttons[entry.player].setChecked(True)
            self.nuller_buttons[entry.nuller - 1 if entry.nuller in (1, 2) else 1].setChecked(
                True)
            self.misdeed.setCurrentIndex(max(0, self.misdeed.findData(entry.misdeed)))
            return
        self.fahnder_buttons[entry.fahnder].setChecked(True)
        self._fahnder_chosen()
        self.partner_buttons[entry.partner].setChecked(True)
        self.bid.setValue(entry.bid)
        self.contract_buttons[entry.contract].setChecked(True)
        self._syncing = True
        self.points.setValue(entry.points)
        self.opponents.setValue(ROUND_POINTS - entry.points)
        self._syncing = False
        self.match.setChecked(entry.match)
        self._update_preview()
        self.bid.setFocus()
        self.bid.selectAll()

    def reset(self) -> None:
        self.reset_form()
        self.bid.setFocus()
        self.bid.selectAll()

    def describe(self, entry: Any) -> str:
        if isinstance(entry, FahnderPenalty):
            return self.tr("Nuller for {0}").format(self._names()[entry.player])
        return self.tr("round {0}").format(self.controller.board.figures["rounds_played"] + 1)

    def history_text(self, line: EntryLine, entry: Any) -> str:
        names = self._names()
        if isinstance(entry, FahnderPenalty):
            return self.tr("{0}: {1}, {2} Nuller").format(
                names[entry.player], self._misdeed_name(entry.misdeed), entry.nuller)
        deck = self._rules().settings.deck
        bid = self.tr("257 (Match)") if entry.bid == MATCH_BID else str(entry.bid)
        points = self.tr("Match") if entry.match else str(entry.points)
        made = "made" in line.notes
        outcome = self.tr("made") if made else self.tr("failed")
        changes = ", ".join(
            f"{names[s]} {'+' if w > 0 else '−'}{abs(w)}"
            for s, w in sorted(enumerate(line.written), key=lambda sw: -abs(sw[1])) if w)
        text = self.tr("Round {0}: {1} bids {2} in {3}, partner {4}: {5} → {6} ({7})").format(
            line.round, names[entry.fahnder], bid, contract_name(entry.contract, deck),
            names[entry.partner], points, outcome, changes)
        winners = [names[s] for s in self.controller.board.winners]
        if any(note.startswith("Fahnder-König") for note in line.notes) and winners:
            text += " · " + self.tr("Fahnder-König: {0}").format(join_names(winners))
        return text

    def status_text(self, board: Board) -> str:
        names = [s.name for s in board.sides]
        if board.finished:
            winners = [names[p] for p in board.winners]
            if len(winners) > 1:
                return self.tr("{0} are Fahnder-König. The Partie is over.").format(
                    join_names(winners))
            return self.tr("{0} is Fahnder-König. The Partie is over.").format(winners[0])
        figures = board.figures
        text = self.tr("Round {0}: who is the Fahnder?").format(figures["rounds_played"] + 1)
        nets = [s.figures["net"] for s in board.sides]
        best = max(nets)
        leaders = [names[p] for p in range(SEATS) if nets[p] == best]
        if len(leaders) < SEATS:
            text += "  ·  " + self.tr("{0}: net {1} of {2}").format(
                join_names(leaders), best, figures["target"])
        return text
