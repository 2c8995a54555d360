"""Molotow: the round-by-round block (fewest points win) and the entry panel.

Per round the Schreiber types every player's card points (Enter moves on to the next
player; with 3, 4 or 6 players the last one gets the rest of 157), and, when they
happened, Handweis (minus), Tischweis (plus) and Stöck. After the last round a tie is
decided by drawing a card: the board draws (Ctrl+D) or the Schreiber clicks the tied
players from the highest card down (Ctrl+1 …).
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core import Board, EntryLine
from ...core.cards import ROUND_POINTS, STOECK
from ...core.molotow import FULL_DECK_PLAYERS, RANK_NAMES, MolotowDraw, MolotowRound, draw_cards
from ...drawing.chalk import INK_RED
from ...drawing.suits import suit_icon
from ..controller import MatchController
from ..widgets.entrypanel import EntryPanel, FormError
from ..widgets.points_table import (
    INK_GREEN,
    ExtraRow,
    NumberEdit,
    PointsTable,
    TableCell,
    TableColumn,
    TableData,
    TableRow,
    leaders,
    match_title,
    number,
)

MAX_WEIS = 2000


def _t(text: str) -> str:
    return QCoreApplication.translate("Molotow", text)


def molotow_status(board: Board) -> str:
    """One sentence: who deals the next round, which tie must draw, who won."""
    names = [s.name for s in board.sides]
    figures = board.figures
    if board.finished:
        w = board.winners[0]
        text = _t("{0} wins with {1}").format(names[w], board.sides[w].total)
        card = board.sides[w].figures.get("card_drawn")
        draw = next((d for d in figures["draws"] if w in d), None)
        if card is not None and draw is not None:
            others = [f"{names[p]} {board.sides[p].figures['card_drawn']['label']}"
                      for p in draw if p != w and "card_drawn" in board.sides[p].figures]
            text += " " + _t("(drew {0} against {1})").format(card["label"], ", ".join(others))
        elif draw is not None:
            text += " " + _t("(drew the higher card)")
        return text
    pending = figures["ties_to_draw"]
    if pending:
        group = pending[0]
        return _t("Tie on {0} between {1}: draw a card").format(
            board.sides[group[0]].total, ", ".join(names[p] for p in group))
    nxt = figures["rounds_played"] + 1
    text = _t("Round {0} of {1}: {2} deals").format(nxt, figures["rounds"],
                                                    names[figures["dealer"]])
    if figures["last_round_double"] and nxt == figures["rounds"]:
        text += " " + _t("(counts double)")
    return text


# -- the board ----------------------------------------------------------------------------------


class MolotowBoard(PointsTable):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Molotow board"))

    def table_data(self, board: Board, match: Any) -> TableData:
        figures = board.figures
        n = len(board.sides)
        entries = list(match.entries) if match is not None else []
        deck = match.rules.settings.deck if match is not None else "de"
        rounds, played = figures["rounds"], figures["rounds_played"]
        double = figures["last_round_double"]
        rows: list[TableRow] = []
        for index, line in enumerate(board.entries):
            if line.kind != "round":
                continue
            entry = entries[index] if index < len(entries) else None
            cells = []
            for p in range(n):
                note, short, color = self._weis_note(entry, p)
                cells.append(TableCell(number(line.written[p]), note, short, note_color=color))
            notes = []
            if line.round == rounds and double:
                notes.append(self.tr("counts double"))
            warn = next((w for w in figures["warnings"]
                         if w.startswith(f"round {line.round}:")), None)
            if warn is not None and isinstance(entry, MolotowRound):
                notes.append(self.tr("{0} of 157 card points").format(sum(entry.points)))
            rows.append(TableRow(str(line.round), cells, "  ".join(notes),
                                 note_color=INK_RED if warn else None))
        for r in range(played + 1, rounds + 1):
            note = self.tr("counts double") if double and r == rounds else ""
            rows.append(TableRow(str(r), [TableCell() for _ in range(n)], note, future=True))

        dealer = figures["dealer"]
        columns = [TableColumn(s.name, self.tr("deals") if p == dealer else "")
                   for p, s in enumerate(board.sides)]
        extras = [
            ExtraRow(self.tr("Handweis"),
                     [f"\u2212{s.figures['hand_weis']}" if s.figures["hand_weis"] else "–"
                      for s in board.sides], color=INK_GREEN),
            ExtraRow(self.tr("Tischweis"),
                     [f"+{s.figures['tisch_weis']}" if s.figures["tisch_weis"] else "–"
                      for s in board.sides], color=INK_RED),
        ]
        if "stoeck" in board.sides[0].figures:
            extras.append(ExtraRow(self.tr("Stöck"),
                                   [f"{s.figures['stoeck']}×" if s.figures["stoeck"] else "–"
                                    for s in board.sides], color=INK_GREEN))
        if figures["draws"]:
            cells, icons = [""] * n, [None] * n
            for draw in figures["draws"]:
                for place, p in enumerate(draw):
                    card = board.sides[p].figures.get("card_drawn")
                    if card is not None:
                        cells[p] = RANK_NAMES[card["rank"]]
                        icons[p] = suit_icon(card["suit"], deck)
                    else:
                        cells[p] = self.tr("{0}. card").format(place + 1)
            extras.append(ExtraRow(self.tr("Card drawn"), cells, icons))
        if board.entries:
            extras.append(ExtraRow(self.tr("Rank"), [f"{r}." for r in board.ranks]))

        if board.finished:
            subtitle = self.tr("{0} rounds played · fewest points win").format(rounds)
        elif figures["ties_to_draw"]:
            subtitle = self.tr("All rounds played · tie: draw a card")
        else:
            subtitle = self.tr("Round {0} of {1} · {2} to play").format(
                played + 1, rounds, figures["rounds_left"])
        return TableData(
            title=match_title("Molotow", match), subtitle=subtitle, columns=columns, rows=rows,
            totals=[number(s.total) for s in board.sides], total_label=self.tr("Total"),
            leaders=leaders(board), finished=board.finished, extras=extras,
            footer=molotow_status(board),
        )

    def _weis_note(self, entry: Any, p: int) -> tuple[str, str, Any]:
        """Handweis (HW, minus), Tischweis (TW, plus) and Stöck (St) beside the points;
        the short form drops the letters. Green: good for the player, red: bad."""
        if not isinstance(entry, MolotowRound):
            return "", "", None
        parts, short = [], []
        hand = entry.hand_weis[p] if entry.hand_weis else 0
        tisch = entry.tisch_weis[p] if entry.tisch_weis else 0
        if hand:
            parts.append(self.tr("HW−{0}").format(hand))
            short.append(f"\u2212{hand}")
        if tisch:
            parts.append(self.tr("TW+{0}").format(tisch))
            short.append(f"+{tisch}")
        if entry.stoeck == p:
            parts.append(self.tr("St−{0}").format(STOECK))
            short.append(f"\u2212{STOECK}")
        bad = tisch and not hand and entry.stoeck != p
        return " ".join(parts), "".join(short), (INK_RED if bad else INK_GREEN)


# -- the entry panel ----------------------------------------------------------------------------


class MolotowEntryPanel(EntryPanel):

    def keys_help(self) -> str:
        return self.tr(
            "Type each player's card points, Enter goes to the next; Tab to Handweis and "
            "Tischweis; Enter writes. A tie after the last round: Ctrl+D lets the board draw "
            "the cards, or click the players from the highest card down.")

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        #: the randomness of the board's card draw (tests set a seeded one)
        self.rng: random.Random | None = None
        self.group: list[int] = []  # the tied players drawing now
        self.order: list[int] = []  # clicked so far, highest card first
        self.loaded_draw: MolotowDraw | None = None
        self.draw_mode = False
        self.points: list[NumberEdit] = []
        self.hand: list[NumberEdit] = []
        self.tisch: list[NumberEdit] = []
        self.stoeck_buttons: list[QPushButton] = []
        self.name_labels: list[QLabel] = []
        self.pick_buttons: list[QPushButton] = []

        self.round_box = QGroupBox()
        self.round_box.setObjectName("molotowRound")
        self.grid = QGridLayout(self.round_box)
        heads = (self.tr("Card points"), self.tr("Handweis −"), self.tr("Tischweis +"),
                 self.tr("Stöck"))
        tips = (self.tr("Card points of the tricks the player took (0 … 157). Enter: next "
                        "player; the last player gets the rest of 157 (3, 4 or 6 players)"),
                self.tr("Weis from the player's own hand: written as minus points "
                        "(20, 50, 100 … or a sum of them)"),
                self.tr("Weis lying in a trick the player took: written as plus points"),
                self.tr("König and Ober of trump: 20 minus points (table setting)"))
        self.heads = []
        for c, (text, tip) in enumerate(zip(heads, tips, strict=True)):
            label = QLabel(text)
            label.setToolTip(tip)
            label.setStyleSheet("font-weight: bold;")
            self.grid.addWidget(label, 0, 1 + c)
            self.heads.append(label)
        self.sum_label = QLabel()
        self.sum_label.setObjectName("molotowSum")
        self.preview = QLabel()
        self.preview.setObjectName("molotowPreview")
        self.preview.setWordWrap(True)
        self.form.addWidget(self.round_box)

        self.draw_box = QGroupBox(self.tr("Tie: draw a card"))
        self.draw_box.setObjectName("molotowDraw")
        draw = QVBoxLayout(self.draw_box)
        self.tie_label = QLabel()
        self.tie_label.setWordWrap(True)
        self.tie_label.setStyleSheet("font-size: 15px; font-weight: bold;")
        draw.addWidget(self.tie_label)
        self.board_draw_button = QPushButton(self.tr("Let the board draw the cards (Ctrl+D)"))
        self.board_draw_button.setObjectName("boardDraw")
        self.board_draw_button.setMinimumHeight(44)
        self.board_draw_button.setToolTip(self.tr(
            "The board draws a card of the 36 for each tied player; the higher card wins "
            "(6 lowest, Ass highest; Eicheln > Rosen > Schilten > Schellen)"))
        self.board_draw_button.clicked.connect(self.board_draw)
        draw.addWidget(self.board_draw_button)
        self.pick_label = QLabel()
        self.pick_label.setWordWrap(True)
        draw.addWidget(self.pick_label)
        self.pick_row = QHBoxLayout()
        draw.addLayout(self.pick_row)
        self.order_label = QLabel()
        self.order_label.setObjectName("drawOrder")
        draw.addWidget(self.order_label)
        self.clear_button = QPushButton(self.tr("Start the order again"))
        self.clear_button.clicked.connect(self._clear_order)
        draw.addWidget(self.clear_button)
        self.drawn_label = QLabel()
        self.drawn_label.setObjectName("cardsDrawn")
        self.drawn_label.setWordWrap(True)
        self.drawn_label.setStyleSheet("font-size: 15px;")
        self.form.addWidget(self.drawn_label)
        self.drawn_label.hide()
        self.form.addWidget(self.draw_box)
        self.draw_box.hide()

        QShortcut(QKeySequence("Ctrl+D"), self,
                  lambda: self.draw_mode and self.board_draw())
        for i in range(6):
            QShortcut(QKeySequence(f"Ctrl+{i + 1}"), self, lambda i=i: self._pick_index(i))
        self._build_rows()
        self.refresh(controller.board)
        if self.points:
            self.points[0].setFocus()

    # -- building --------------------------------------------------------------------------

    @property
    def names(self) -> list[str]:
        return list(self.controller.match.rules.side_names)

    @property
    def settings(self) -> Any:
        return self.controller.match.rules.settings

    def _build_rows(self) -> None:
        n = len(self.names)
        for p in range(n):
            name = QLabel()
            name.setStyleSheet("font-size: 15px;")
            points = NumberEdit(0, ROUND_POINTS)
            points.setObjectName(f"points{p}")
            points.setToolTip(self.heads[0].toolTip())
            hand = NumberEdit(0, MAX_WEIS, size=3)
            hand.setObjectName(f"handWeis{p}")
            hand.setToolTip(self.heads[1].toolTip())
            tisch = NumberEdit(0, MAX_WEIS, size=3)
            tisch.setObjectName(f"tischWeis{p}")
            tisch.setToolTip(self.heads[2].toolTip())
            stoeck = QPushButton(self.tr("Stöck"))
            stoeck.setCheckable(True)
            stoeck.setToolTip(self.heads[3].toolTip())
            stoeck.toggled.connect(lambda on, p=p: self._stoeck_toggled(p, on))
            for edit in (points, hand, tisch):
                edit.textChanged.connect(lambda _t: self._update_preview())
            self.grid.addWidget(name, 1 + p, 0)
            self.grid.addWidget(points, 1 + p, 1)
            self.grid.addWidget(hand, 1 + p, 2)
            self.grid.addWidget(tisch, 1 + p, 3)
            self.grid.addWidget(stoeck, 1 + p, 4)
            self.name_labels.append(name)
            self.points.append(points)
            self.hand.append(hand)
            self.tisch.append(tisch)
            self.stoeck_buttons.append(stoeck)
        self.grid.setColumnStretch(1, 3)
        self.grid.setColumnStretch(2, 2)
        self.grid.setColumnStretch(3, 2)
        self.grid.addWidget(self.sum_label, 1 + n, 0, 1, 5)
        self.grid.addWidget(self.preview, 2 + n, 0, 1, 5)
        # Tab: every player's card points first (each round), then the Weis (now and then)
        chain: list[QWidget] = [*self.points, *self.hand, *self.tisch, *self.stoeck_buttons,
                                self.write_button]
        for a, b in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(a, b)

    # -- behaviour -------------------------------------------------------------------------

    def _stoeck_toggled(self, p: int, on: bool) -> None:
        if on:
            for q, button in enumerate(self.stoeck_buttons):
                if q != p:
                    button.setChecked(False)
        self._update_preview()

    def _auto_rest(self) -> tuple[int, int] | None:
        """With every card dealt, the one empty card-points field gets the rest of 157."""
        if len(self.points) not in FULL_DECK_PLAYERS:
            return None
        empty = [i for i, e in enumerate(self.points) if e.is_empty()]
        if len(empty) != 1:
            return None
        rest = ROUND_POINTS - sum(e.value() or 0 for e in self.points)
        return (empty[0], rest) if 0 <= rest <= ROUND_POINTS else None

    def _next_empty(self) -> NumberEdit | None:
        """Where Enter goes while card points are missing (None: write)."""
        empty = [i for i, e in enumerate(self.points) if e.is_empty()]
        if not empty:
            return None
        focus = self.focusWidget()
        current = self.points.index(focus) if focus in self.points else -1
        auto = self._auto_rest()
        if auto is not None and empty == [auto[0]] and current == auto[0]:
            return None  # Enter on the last field: take the rest shown in it
        later = [i for i in empty if i > current] or empty
        return self.points[later[0]]

    def _update_preview(self) -> None:
        auto = self._auto_rest()
        for i, edit in enumerate(self.points):
            edit.setPlaceholderText(str(auto[1]) if auto and auto[0] == i else "")
        values = [e.value() for e in self.points]
        given = sum(v for v in values if v is not None)
        if auto is not None:
            self.sum_label.setText(self.tr("Card points: {0} of 157 · {1} gets the rest, {2}")
                                   .format(given, self.names[auto[0]], auto[1]))
        else:
            self.sum_label.setText(self.tr("Card points: {0} of 157").format(given))
        try:
            entry = self._round_entry()
        except FormError:
            self.preview.setText("")
            return
        f = self.controller.match.rules.factor(self._round_number())
        hand = entry.hand_weis or [0] * len(values)
        tisch = entry.tisch_weis or [0] * len(values)
        written = [(entry.points[p] - hand[p] + tisch[p] - (STOECK if entry.stoeck == p else 0))
                   * f for p in range(len(values))]
        self.preview.setText(self.tr("writes {0}").format(
            " / ".join(f"{name} {number(w)}" for name, w in zip(self.names, written,
                                                                 strict=True))))

    def _round_number(self) -> int:
        if self.correcting is not None and not self.inserting:
            line = self.controller.board.entries[self.correcting]
            if line.round is not None:
                return line.round
        if self.correcting is not None:  # inserting: the round the new entry becomes
            before = self.controller.board.entries[: self.correcting]
            return 1 + sum(1 for line in before if line.kind == "round")
        return self.controller.board.figures["rounds_played"] + 1

    # -- the card draw ---------------------------------------------------------------------

    def _show_round(self) -> None:
        self.draw_mode = False
        self.group, self.order, self.loaded_draw = [], [], None
        self.drawn_label.hide()
        self.round_box.show()
        self.draw_box.hide()
        self.write_button.show()

    def _show_draw(self, group: list[int], order: list[int] | None = None) -> None:
        self.draw_mode = True
        self.group = list(group)
        self.order = list(order or [])
        self.round_box.hide()
        self.draw_box.show()
        # the buttons write the draw; Write is only for keeping a corrected draw as it was
        self.write_button.setVisible(self.correcting is not None)
        names = self.names
        total = self.controller.board.sides[group[0]].total
        self.tie_label.setText(self.tr("Tie on {0} between {1}").format(
            total, ", ".join(names[p] for p in group)))
        while self.pick_row.count():
            item = self.pick_row.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.pick_buttons = []
        for i, p in enumerate(group):
            button = QPushButton(names[p])
            button.setMinimumHeight(40)
            button.setToolTip(f"Ctrl+{i + 1}")
            button.clicked.connect(lambda _c=False, p=p: self.pick(p))
            self.pick_row.addWidget(button)
            self.pick_buttons.append(button)
        if len(group) == 2:
            self.pick_label.setText(self.tr("Or record the cards drawn at the table: who drew "
                                            "the higher card?"))
        else:
            self.pick_label.setText(self.tr("Or record the cards drawn at the table: click "
                                            "the players from the highest card down"))
        self._show_order()

    def _show_order(self) -> None:
        names = self.names
        for button, p in zip(self.pick_buttons, self.group, strict=True):
            button.setEnabled(p not in self.order)
        self.order_label.setText(" ".join(f"{i + 1}. {names[p]}"
                                          for i, p in enumerate(self.order)))
        self.clear_button.setEnabled(bool(self.order))

    def _clear_order(self) -> None:
        self.order = []
        self._show_order()

    def _pick_index(self, i: int) -> None:
        if self.draw_mode and i < len(self.group):
            self.pick(self.group[i])

    def pick(self, p: int) -> None:
        """The Schreiber names the next-highest card's player; the last one follows."""
        if p in self.order or p not in self.group:
            return
        self.order.append(p)
        self._show_order()
        if len(self.order) >= len(self.group) - 1:
            self.submit()

    def board_draw(self) -> bool:
        """The board draws a card for each tied player and writes the draw."""
        if not self.group:
            return False
        entry = draw_cards(self.group, self.rng)
        ok = self.submit_entry(entry)
        if ok:
            self._show_drawn(entry)
        return ok

    def _show_drawn(self, entry: MolotowDraw) -> None:
        names = self.names
        deck = self.settings.deck
        self.drawn_label.setText(self.tr("Cards drawn: {0}").format(", ".join(
            f"{names[p]} {c.label(deck)}" for p, c in zip(entry.order, entry.cards,
                                                           strict=True))))
        self.drawn_label.show()

    # -- the EntryPanel interface ----------------------------------------------------------

    def refresh(self, board: Board) -> None:
        names = self.names
        dealer = board.figures["dealer"]
        for p, label in enumerate(self.name_labels):
            label.setText(names[p] + ("  " + self.tr("(deals)") if p == dealer else ""))
        stoeck = self.settings.stoeck
        self.heads[3].setVisible(stoeck)
        for button in self.stoeck_buttons:
            button.setVisible(stoeck)
        number_ = self._round_number()
        title = self.tr("Round {0} of {1}").format(number_, board.figures["rounds"])
        if self.controller.match.rules.factor(number_) == 2:
            title += " " + self.tr("(counts double)")
        elif self.correcting is None:
            title += " · " + self.tr("{0} rounds to play").format(board.figures["rounds_left"])
        self.round_box.setTitle(title)
        if self.correcting is None:
            pending = board.figures["ties_to_draw"]
            if pending:
                if sorted(self.group) != sorted(pending[0]):
                    self._show_draw(pending[0])
            else:
                self._show_round()
        self.write_button.setVisible(not self.draw_mode or self.correcting is not None)
        self._update_preview()

    def build_entry(self) -> Any:
        if self.draw_mode:
            if not self.order and self.loaded_draw is not None:
                return self.loaded_draw  # a correction left as it was
            if len(self.order) < len(self.group) - 1:
                raise FormError(self.tr("Click the tied players from the highest card down, "
                                        "or let the board draw (Ctrl+D)"))
            order = self.order + [p for p in self.group if p not in self.order]
            return MolotowDraw(order=order)
        return self._round_entry()

    def _round_entry(self) -> MolotowRound:
        values = [e.value() for e in self.points]
        auto = self._auto_rest()
        if auto is not None:
            values[auto[0]] = auto[1]
        missing = [self.names[i] for i, v in enumerate(values) if v is None]
        if missing:
            raise FormError(self.tr("Card points missing for {0}").format(", ".join(missing)))
        hand = [e.value() or 0 for e in self.hand]
        tisch = [e.value() or 0 for e in self.tisch]
        stoeck = next((p for p, b in enumerate(self.stoeck_buttons) if b.isChecked()), None)
        if not self.settings.stoeck:
            stoeck = None
        return MolotowRound(points=[v for v in values if v is not None],
                            hand_weis=hand if any(hand) else [],
                            tisch_weis=tisch if any(tisch) else [], stoeck=stoeck)

    def load_entry(self, entry: Any) -> None:
        self.drawn_label.hide()
        if isinstance(entry, MolotowDraw):
            # the Schreiber clicks the order again (or draws again); Enter alone keeps it
            self._show_draw(sorted(entry.order))
            self.loaded_draw = entry
            if entry.cards:
                self._show_drawn(entry)
            else:
                self.drawn_label.setText(self.tr("Recorded: {0}").format(
                    " > ".join(self.names[p] for p in entry.order)))
                self.drawn_label.show()
            return
        self._show_round()
        self._clear_fields()
        for p, edit in enumerate(self.points):
            edit.setValue(entry.points[p])
            self.hand[p].setValue(entry.hand_weis[p] if entry.hand_weis and
                                  entry.hand_weis[p] else None)
            self.tisch[p].setValue(entry.tisch_weis[p] if entry.tisch_weis and
                                   entry.tisch_weis[p] else None)
            self.stoeck_buttons[p].setChecked(entry.stoeck == p)
        self.refresh(self.controller.board)
        self.points[0].setFocus()
        self.points[0].selectAll()

    def _clear_fields(self) -> None:
        for edit in (*self.points, *self.hand, *self.tisch):
            edit.clear()
        for button in self.stoeck_buttons:
            button.setChecked(False)

    def reset(self) -> None:
        self._clear_fields()
        self.group, self.order, self.loaded_draw = [], [], None
        if self.correcting is not None:  # inserting a forgotten round
            self._show_round()
        self.refresh(self.controller.board)
        if not self.draw_mode and self.points:
            self.points[0].setFocus()

    def describe(self, entry: Any) -> str:
        if isinstance(entry, MolotowDraw):
            return self.tr("card draw")
        return self.tr("round {0}").format(self.controller.board.figures["rounds_played"] + 1)

    def history_text(self, line: EntryLine, entry: Any) -> str:
        names = self.names
        if isinstance(entry, MolotowDraw):
            total = line.totals[entry.order[0]]
            if entry.cards:
                deck = self.settings.deck
                who = ", ".join(f"{names[p]} {c.label(deck)}"
                                for p, c in zip(entry.order, entry.cards, strict=True))
                return self.tr("Board drew for the tie on {0}: {1}").format(total, who)
            return self.tr("Card draw for the tie on {0}: {1}").format(
                total, " > ".join(names[p] for p in entry.order))
        text = self.tr("Round {0}: {1}").format(line.round, ", ".join(
            f"{name} {number(w)}" for name, w in zip(names, line.written, strict=True)))
        extra = []
        for p in range(len(names)):
            if entry.hand_weis and entry.hand_weis[p]:
                extra.append(self.tr("Handweis {0} {1}").format(names[p], entry.hand_weis[p]))
        for p in range(len(names)):
            if entry.tisch_weis and entry.tisch_weis[p]:
                extra.append(self.tr("Tischweis {0} {1}").format(names[p], entry.tisch_weis[p]))
        if entry.stoeck is not None:
            extra.append(self.tr("Stöck {0}").format(names[entry.stoeck]))
        if extra:
            text += " (" + ", ".join(extra) + ")"
        if "last round counts double" in line.notes:
            text += " " + self.tr("×2")
        return text

    def status_text(self, board: Board) -> str:
        return molotow_status(board)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not self.draw_mode:
            target = self._next_empty()
            if target is not None:
                auto = self._auto_rest()
                if auto is not None and self.points[auto[0]] is target:
                    target.setValue(auto[1])  # shown before it is written
                target.setFocus()
                target.selectAll()
                return
        super().keyPressEvent(event)
