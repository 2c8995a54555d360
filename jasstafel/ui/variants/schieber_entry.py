"""Entering a Schieber round: contract, announcing team, card points, Match, Weis, Stöck;
and Bedanken during or after a round. Keyboard alone or mouse alone.

Who deals and who announces comes from the board (the next player in the order of play
after every round); the Schreiber can give the announcement to the other team for one
round (Ctrl+8 / Ctrl+9), and *geschoben* hands it to the announcer's partner without
changing the order. One team's card points are enough: the other team gets 157 − x (314 − x
with a double deck; shown grey in its field); nothing else is ever filled in.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ... import i18n
from ...core import Board, EntryLine
from ...core.cards import MATCH_POINTS, ROUND_POINTS, SUITS, contract_word
from ...core.errors import RuleViolation
from ...core.schieber import SchieberBedanken, SchieberRound, stoeck_without_trump
from ...drawing.suits import suit_icon
from ...i18n import contract_name, fill, number, render
from ..controller import MatchController
from ..i18n import rule_message
from ..widgets.buttons import CompactButton, set_icon, share_size
from ..widgets.entrypanel import EntryPanel, FieldError, FormError
from ..widgets.keys import key_text, numbered_keys
from ..widgets.messages import tip
from ..widgets.mnemonic import no_mnemonic
from ..widgets.names import TEAM_ASKS, TwoLineName
from ..widgets.numberfield import NumberField
from ..widgets.preview import Shortened, dry_board
from ..widgets.status import what_if
from ..widgets.style import CHOICE_STYLE
from ..widgets.turn import TeamName, turn_seats
from ..widgets.weis import WeisPicker
from .fields import narrow, narrow_width

CONTRACTS = ("eicheln", "rosen", "schilten", "schellen", "obenabe", "undenufe", "slalom")
TEAM_KEYS = ("Ctrl+8", "Ctrl+9")
KEYS = {"geschoben": "Ctrl+G", "match": "Ctrl+M", "kontermatsch": "Ctrl+K", "weis": "Ctrl+W",
        "stoeck": "Ctrl+T", "bedanken": "Ctrl+B"}
# the core's note on a Bedanken line that did not reach the target
BEDANKT_TOO_EARLY = "Bedanken too early"
NULLSTICH = "Nullstich"  # the core's note for 157 : 0 without Match (RULES.md §0)
# which field a refusal of the rules is about
WEIS_RULES = ("weis.amount", "schieber.weis_one_team", "schieber.no_weis")
#: the lines a round's preview may take where the panel has less room under the form: a
#: netbook's form has room for two under it (docs/window.md)
PREVIEW_LINES = 2
STACK_RULES = ("schieber.stack", "schieber.both_over_stack")
#: the fewest letters of a team's name a shortened preview says ("Sta…")
LEAST_LETTERS = 3


def shortened(name: str, letters: int) -> str:
    """*name*, or its first *letters* and "…"."""
    return name if letters >= len(name) else name[:letters].rstrip() + "…"


class SchieberEntryPanel(EntryPanel):
    SHOWS_TURN = True
    SHOWS_PREVIEW = True

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.setStyleSheet(CHOICE_STYLE)
        # the team the Schreiber chose for this round (Ctrl+8 / Ctrl+9, a click), None: the
        # team of the player whose turn it is; kept when an inserted round moves the order
        self.override: int | None = None
        self._setting = False  # the program fills fields: no Match check while it does
        self._loaded: int | None = None  # the team whose points a correction loaded
        #: the team of a Bedanken being corrected: Enter writes its Bedanken, as it was
        #: or with the stack changed (a trial's Enter was refused for card points)
        self._loaded_bedanken: int | None = None
        # the points under a Match's (NumberField.kept: text, typed)
        self._typed_before: tuple[tuple[str, bool], tuple[str, bool]] | None = None
        # the spacing of the rows inside the boxes between them too: the whole form, and a
        # "schreibt: …" of three lines under it, fit beside the board of a 1366×768 laptop
        # at 120 dpi (see _build_bedanken)
        self.form.setSpacing(4)
        self._build_contracts()
        self._build_points()
        self._build_weis()
        self._was_awaiting = False  # both past the target at the last refresh
        self._build_bedanken()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)
        self.watch(*self.points, self.stack, self.geschoben, self.match, self.kontermatsch,
                   self.weis, *self.stoeck_buttons, *self.contract_buttons.values(),
                   *self.team_buttons)
        # the header's lines and height are the match's: a team announcing this round only,
        # or a round geschoben, says a note, and the form below does not move (a trial's)
        rules = controller.match.rules
        # (a team's name only with its first letters: shortened to the line's room, a long
        # one renamed in Names and details… moved the form down by a second line)
        self.header.expect([*rules.doc.players, *map(TeamName, rules.side_names)],
                           [self.tr("Deals"), self.tr("Announces"), self.tr("Chooses"),
                            self.tr("Announced by"), self.tr("Bedanken")])
        self.header.keep_note()
        # and as high as the longest note it may say: a note of two lines at 1024 px moved
        # the form down when the other team announced (Ctrl+8/9; a trial's). The note of a
        # team announcing names the player only where that fits its line (_override_note)
        players = rules.doc.players
        self.header.note.keep_room(
            [self._unnamed_note(team) for team in (0, 1)]
            + [self.tr("passed by {0}").format(player) for player in players])
        self._reserve_preview()

    def _reserve_preview(self) -> None:
        """The preview keeps the room of a long round's words from the start: a Match with
        Weis and Stöck, geschoben, by the team of the longer name (the Write button below did
        not stay where a mouse was about to click it)."""
        rules = self.controller.match.rules
        names, total = rules.side_names, self.round_points()
        team = 0 if len(names[0]) >= len(names[1]) else 1
        contract = max(rules.settings.factors, key=lambda c: rules.settings.factors[c])
        weis = rules.settings.weis
        try:
            entry = SchieberRound(
                contract=contract, announced_by=team, geschoben=True,
                points=(total, 0) if team == 0 else (0, total), match=True,
                weis=((300, 0) if team == 0 else (0, 300)) if weis else (0, 0),
                stoeck=team if weis else None)
            board = dry_board(self.controller.match, entry)
        except (RuleViolation, ValueError):
            return  # a finished match: no round to preview; its rules refuse the sample
        # the Weis added of three: "Weis 300 (150 + 100 + 50)"
        self.preview_line.reserve_write(self._words(board.entries[-1], entry, board,
                                                    (150, 100, 50) if weis else ()))

    # -- building the form ---------------------------------------------------------------------

    def _shortcut(self, key: str, slot: Any) -> None:
        QShortcut(QKeySequence(key), self, slot)

    def _build_contracts(self) -> None:
        self.round_box = QWidget()
        rows = QVBoxLayout(self.round_box)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(4)
        # titled in refresh: the keys of the match's contracts (a Freier Jass without Slalom
        # said "Ctrl+1 … Ctrl+7" over six buttons, a keyboard tester's)
        box, grid = self.group("", QGridLayout)
        self.contract_box = box
        self.contract_group = QButtonGroup(self)
        self.contract_group.idToggled.connect(lambda _i, _on: self._follow_contract())
        self.contract_buttons: dict[str, CompactButton] = {}
        for i, contract in enumerate(CONTRACTS):
            button = CompactButton(min_height=30)  # as high as every button of the form
            button.setCheckable(True)
            button.setIconSize(QSize(20, 20))
            button.setToolTip(key_text(f"Ctrl+{i + 1}"))
            self.contract_group.addButton(button, i)
            self.contract_buttons[contract] = button
            grid.addWidget(button, i // 4, i % 4)
            # a contract's key is its own in every match (Ctrl+5 Obenabe); the key of a
            # contract the match does not play does nothing and is named nowhere
            self._shortcut(f"Ctrl+{i + 1}", lambda b=button: b.isVisibleTo(self) and b.click())
        rows.addWidget(box)

        row = QHBoxLayout()
        row.setSpacing(4)
        row.addWidget(QLabel(self.tr("Announced by")))
        self.team_group = QButtonGroup(self)
        self.team_buttons: list[CompactButton] = []
        for t, key in enumerate(TEAM_KEYS):
            # the form is as wide for any name (steady); a long team name goes on two lines
            # ("Die Trumpfkönige" over "vom Sonnenberg" on a netbook, where it read "Die
            # Trumpfköni…"), "…" only where two have no room either; whole in the tooltip
            button = CompactButton(asks=TEAM_ASKS, steady=True, lines=2)
            button.setCheckable(True)
            self.team_group.addButton(button, t)
            self.team_buttons.append(button)
            row.addWidget(button, 1)
            self._shortcut(key, lambda t=t: self.set_announcing_team(t))
        share_size(self.team_buttons)
        self.team_group.idClicked.connect(self.set_announcing_team)
        self.geschoben = QCheckBox(self.tr("passed ({0})").format(key_text(KEYS["geschoben"])))
        self.geschoben.toggled.connect(lambda _on: self._show_turn())
        self._shortcut(KEYS["geschoben"], self.geschoben.toggle)
        row.addWidget(self.geschoben)
        rows.addLayout(row)
        self.form.addWidget(self.round_box)

    def _build_points(self) -> None:
        self.points_box, grid = self.group("", QGridLayout)  # titled in refresh: 157 or 314
        self.points: list[NumberField] = []
        self.point_labels: list[TwoLineName] = []
        for t in (0, 1):
            # a long team name takes two lines, not a wider form; as wide for any name, so
            # that a name changed leaves the fields where they were; it asks the room of
            # the team's buttons ("Stammtisch zum" over "Goldenen Löwen", which read
            # "Stammtisch / zum Goldenen…" beside a field of room for eight digits)
            label = TwoLineName(asks=TEAM_ASKS)
            field = NumberField(minimum=0, maximum=ROUND_POINTS,  # 314: set in refresh
                                missing=self.tr("Card points missing"))
            field.setObjectName(f"points{t}")
            # as high as its big digits need, no higher: 6 px more took a netbook's second
            # line of the preview from the form with long team names (the Bedanken row cut)
            field.setMinimumHeight(34)
            # 314 and a digit more; any number a field takes (twelve digits) whole in the
            # window's text size, without widening (Match and Write stay under the mouse)
            narrow(field, 4, whole=12)
            # and the name beside it asks for that much less: the form, and so the board
            # beside it, as wide as before ("Anna & Claudia" whole on a netbook's slate)
            label.gives = field.maximumWidth() - narrow_width(field, 4)
            field.changed.connect(lambda t=t: self._points_changed(t))
            label.setBuddy(field)
            self.points.append(field)
            self.point_labels.append(label)
            grid.addWidget(label, 0, 2 * t)
            grid.addWidget(field, 0, 2 * t + 1)
        # the names' columns by their stretch, not by the names: what the narrow fields
        # leave of a team's half
        for column, stretch in enumerate((1, 0, 1, 0)):
            grid.setColumnStretch(column, stretch)
        self.match = CompactButton(self.tr("Match ({0})").format(key_text(KEYS["match"])))
        self.match.setCheckable(True)
        self.match.setToolTip(self.tr("The announcing team took every trick"))
        self.match.clicked.connect(lambda: self._set_match(kontermatsch=False))
        self.kontermatsch = CompactButton(self.tr("Kontermatsch ({0})").format(
            key_text(KEYS["kontermatsch"])))
        self.kontermatsch.setCheckable(True)
        self.kontermatsch.setToolTip(self.tr("The other team took every trick"))
        self.kontermatsch.clicked.connect(lambda: self._set_match(kontermatsch=True))
        self._shortcut(KEYS["match"], self.match.click)
        self._shortcut(KEYS["kontermatsch"], self.kontermatsch.click)
        grid.addWidget(self.match, 2, 0, 1, 2)
        grid.addWidget(self.kontermatsch, 2, 2, 1, 2)
        self.form.addWidget(self.points_box)

    def _build_weis(self) -> None:
        self.weis_box, rows = self.group(
            self.tr("Weis ({0}, again: the other team) and Stöck ({1})").format(
                key_text(KEYS["weis"]), key_text(KEYS["stoeck"])))
        # the sum of the Weis added with the buttons is said by the preview, "Weis 150
        # (100 + 50)": on a line of its own under the buttons it came with the second one
        # and moved Stöck, Bedanken and *Schreiben* down (a Bernese trial's); a line kept
        # from the start would cost a netbook its Bedanken row
        self.weis = WeisPicker(["", ""])
        self.weis.refused.connect(lambda err: self.show_error(str(err), err.field))
        rows.addWidget(self.weis)
        stoeck = QHBoxLayout()
        stoeck.setSpacing(4)
        stoeck.addWidget(QLabel(self.tr("Stöck")))
        self.stoeck_buttons: list[CompactButton] = []
        for t in (0, 1):
            # one line: the row is as wide as the form, and a long name fits it a step
            # smaller (two lines kept 6 px a netbook's preview needed, a Romand trial's)
            button = CompactButton(asks=TEAM_ASKS, steady=True, lines=1)
            button.setCheckable(True)
            button.toggled.connect(lambda on, t=t: on and self.stoeck_buttons[1 - t].setChecked(
                False))
            self.stoeck_buttons.append(button)
            stoeck.addWidget(button, 1)
        share_size(self.stoeck_buttons)
        rows.addLayout(stoeck)
        self._shortcut(KEYS["weis"], self._weis_key)
        self._shortcut(KEYS["stoeck"], self._stoeck_key)
        self.form.addWidget(self.weis_box)

    def _build_bedanken(self) -> None:
        # one line, its name at its start as *Angesagt von* and *Stöck* have it, not a box
        # under a title of its own: a tester's maximised window at 120 dpi on a 1366×768
        # laptop (1093×599 of the window's pixels) had the Bedanken row half below the
        # form's edge once "schreibt: …" said a round in two or three lines
        self.bedanken_box = QWidget()
        rows = QVBoxLayout(self.bedanken_box)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(4)
        self.both_over = QLabel()
        self.both_over.setObjectName("bothOver")
        self.both_over.setTextFormat(Qt.TextFormat.PlainText)
        self.both_over.setWordWrap(True)
        self.both_over.setStyleSheet("font-size: 16px; font-weight: bold; color: #8c1d18;")
        self.both_over.hide()
        rows.addWidget(self.both_over)
        row = QHBoxLayout()
        row.setSpacing(4)
        # its key on a line under the word: the team buttons keep the room of their names,
        # and a team renamed "Stammtisch zum Goldenen Hirschen Bern" made the line, and so
        # the whole form, wider on one line (every button above moved, at 1024×600)
        named = self.tr("Bedanken ({0})").format(key_text(KEYS["bedanken"]))
        self.bedanken_label = QLabel("\n(".join(named.rsplit(" (", 1)))
        row.addWidget(self.bedanken_label)
        row.addSpacing(8)  # the line's name apart from the stack's
        self.stack_label = QLabel(self.tr("Stack"))
        row.addWidget(self.stack_label)
        self.stack = NumberField(self.tr("Stack"), minimum=0, big=False)
        self.stack.setObjectName("stack")
        self.stack.setMinimumHeight(30)
        self.stack.setPlaceholderText(self.tr("after a round"))
        # as wide as its grey words: the team buttons beside it keep the room of their names
        self.stack.setMaximumWidth(min(140, self.stack.fontMetrics().horizontalAdvance(
            self.stack.placeholderText()) + 16))
        self.stack.setToolTip(self.tr("During a round: card points taken so far plus the Weis "
                                      "and Stöck already declared, unmultiplied; the contract "
                                      "chosen above multiplies them. Empty after a round."))
        self.stack_label.setBuddy(self.stack)
        row.addWidget(self.stack)
        self.bedanken_buttons: list[CompactButton] = []
        for t in (0, 1):
            # as the Stöck buttons: the name alone
            button = CompactButton(asks=TEAM_ASKS, steady=True, lines=2)
            button.clicked.connect(lambda _c=False, t=t: self._bedanken(t))
            self.bedanken_buttons.append(button)
            row.addWidget(button, 1)
        share_size(self.bedanken_buttons)
        rows.addLayout(row)
        self._shortcut(KEYS["bedanken"], self._bedanken_key)
        self.form.addWidget(self.bedanken_box)
        self.form.addStretch(1)

    # -- who announces ----------------------------------------------------------------------------

    def round_points(self) -> int:
        """Card points of a round: 157, or 314 with a double deck."""
        return int(getattr(self.controller.match.rules, "round_points", ROUND_POINTS))

    def _override_note(self, team: int, usual: int | None) -> str:
        """The note of a round *team* announces instead of the player at seat *usual* (the
        team's name is in the header's line above): the player named where the note has
        the room of one line for it, else not (a long double name took the note a second
        line, and a netbook's form the height of its preview's third, a Match's)."""
        if usual is None:
            return self._unnamed_note(team)
        player = self.controller.match.rules.doc.players[usual]
        named = self.tr("This round only, instead of {0} ({1} undoes it)").format(
            player, key_text(TEAM_KEYS[1 - team]))
        note = self.header.note
        note.ensurePolished()  # the style sheet's font
        fits = note.fontMetrics().horizontalAdvance(named) <= note.contentsRect().width()
        return named if fits else self._unnamed_note(team)

    def _unnamed_note(self, team: int) -> str:
        """The note of a round *team* announces, without whose turn it was."""
        return self.tr("This round only ({0} undoes it)").format(key_text(TEAM_KEYS[1 - team]))

    def _team_of(self, seat: int) -> int:
        for t, team in enumerate(self.controller.match.rules.doc.teams):
            if seat in team.players:
                return t
        return 0

    def _partner(self, seat: int) -> int:
        team = self.controller.match.rules.doc.teams[self._team_of(seat)]
        return next((s for s in team.players if s != seat), seat)

    def turn(self, board: Board) -> tuple[int | None, int | None]:
        """(dealer, announcer) seats of the next round, as the board says (None when the
        Partie is over): the next player in the order of play announces each round."""
        return turn_seats(board)

    def _usual_team(self) -> int | None:
        """The team whose turn it is to announce the round in the form, as the order of play
        says: the next round's, or the round being corrected or inserted."""
        _dealer, announcer = self.turn(self.turn_board(self.controller.board))
        return self._team_of(announcer) if announcer is not None else None

    def announcing_team(self) -> int:
        """The team that announces this round: the one chosen, else the announcer's team."""
        if self.override is not None:
            return self.override
        usual = self._usual_team()
        return usual if usual is not None else 0

    def set_announcing_team(self, team: int) -> None:
        """Ctrl+8 / Ctrl+9 or a click: this team announces this round (the order goes on).
        The Schreiber's choice, also of the team the order names: it stays his when a round
        inserted meanwhile moves the order on."""
        self.override = team
        self._show_team()
        if self.match.isChecked() or self.kontermatsch.isChecked():
            self._set_match(kontermatsch=self.kontermatsch.isChecked())
        self._show_turn()
        self.update_preview()

    def _show_team(self) -> None:
        team = self.announcing_team()
        self.team_buttons[team].setChecked(True)

    def update_turn(self, board: Board) -> None:
        self._show_turn()

    def draft_restored(self) -> None:
        """The round being typed is back after a correction or an insertion, which may have
        moved the order on: a round left to the order is now the new order's announcer's,
        a team chosen stays. The lit button, the header, a Match's 157 and the preview say
        the team Enter writes."""
        self._show_team()
        if self.match.isChecked() or self.kontermatsch.isChecked():
            self._set_match(kontermatsch=self.kontermatsch.isChecked())
        self._show_turn()

    def _show_turn(self) -> None:
        if self.controller.session is None:
            return
        players = self.controller.match.rules.doc.players
        names = [TeamName(name) for name in self.controller.match.rules.side_names]
        # the dealer of a round corrected does not change: his name as wide as itself, not
        # as the widest dealer's, and the team's name after it whole where the line holds it
        # ("Angesagt von Margrit/Hanspet…" at 1366×768, a German trial's)
        self.header.set_steady_names(self.correcting is None)
        if self.correcting is not None:  # who dealt that round, and who announced it
            dealt, announcer = self.turn(self.turn_board(self.controller.board))
            dealt_by = [(self.tr("Deals"), players[dealt])] if dealt is not None else []
            if self._loaded_bedanken is not None:  # no announcement: whose Bedanken it is
                self.header.set_roles(
                    [*dealt_by, (self.tr("Bedanken"), names[self._loaded_bedanken])])
                return
            self.header.set_roles(
                [*dealt_by, (self.tr("Announced by"), self._announced_by(announcer))])
            return
        board = self.controller.board
        if board.finished:
            self.header.set_roles([])
            return
        dealer, announcer = self.turn(board)
        if board.figures.get("awaiting_bedanken"):
            self.header.set_roles([(self.tr("Next"), self.tr("Bedanken"))])
            return
        roles: list[tuple[str, str]] = []
        if dealer is not None:
            roles.append((self.tr("Deals"), players[dealer]))
        note = ""
        usual = self._team_of(announcer) if announcer is not None else None
        if self.override is not None and self.override != usual:
            roles.append((self.tr("Announces"), names[self.override]))
            note = self._override_note(self.override, announcer)
        elif announcer is not None:
            if self.geschoben.isChecked():
                roles.append((self.tr("Chooses"), players[self._partner(announcer)]))
                note = self.tr("passed by {0}").format(players[announcer])
            else:
                roles.append((self.tr("Announces"), players[announcer]))
        self.header.set_roles(roles, note)

    def _announced_by(self, announcer: int | None) -> str:
        """Who announced the round being corrected, as its header said: the player whose
        turn it was, his partner if geschoben (a trial's correction said "Angesagt von
        Hanna & Rosmarie" where the round had said "Sagt an Rosmarie"); the team's name
        where the other team announced it, as no player of it is known."""
        team = self.announcing_team()
        if announcer is None or self._team_of(announcer) != team:
            return TeamName(self.controller.match.rules.side_names[team])
        seat = self._partner(announcer) if self.geschoben.isChecked() else announcer
        return self.controller.match.rules.doc.players[seat]

    # -- behaviour ------------------------------------------------------------------------------

    def _points_changed(self, team: int) -> None:
        if not self._setting and self._loaded is not None:
            # a correction loaded one team's points: typed into the other team's field, the
            # loaded number gives way (157 − x), as if only that one had been typed
            if team != self._loaded:
                self._setting = True
                self.points[self._loaded].clear_value()
                self._setting = False
            self._loaded = None
        self._show_other_side()
        if not self._setting and (self.match.isChecked() or self.kontermatsch.isChecked()):
            if self._card_points()[self._match_taker()] != self.round_points():
                self.match.setChecked(False)  # typed over the Match: no Match any more
                self.kontermatsch.setChecked(False)
                self._typed_before = None  # and what was under it is gone too

    def _show_other_side(self) -> None:
        """An empty field shows, grey, what it will get: 157 − the other team's points."""
        total = self.round_points()
        for t in (0, 1):
            try:
                other = self.points[1 - t].value()
            except FieldError:
                other = None
            hint = "" if other is None or not self.points[t].is_empty() else str(
                total - other)
            self.points[t].setPlaceholderText(hint)

    def _card_points(self) -> tuple[int | None, int | None]:
        """What the two fields mean, as far as they can be read (None: nothing yet)."""
        try:
            a, b = self.points[0].value(), self.points[1].value()
        except FieldError:
            return None, None
        total = self.round_points()
        if a is None and b is not None:
            a = total - b
        if b is None and a is not None:
            b = total - a
        return a, b

    def _match_taker(self) -> int:
        team = self.announcing_team()
        return 1 - team if self.kontermatsch.isChecked() else team

    def _set_match(self, kontermatsch: bool) -> None:
        button, other = ((self.kontermatsch, self.match) if kontermatsch
                         else (self.match, self.kontermatsch))
        if button.isChecked():
            team = self.announcing_team()
            taker = 1 - team if kontermatsch else team
            key = key_text(KEYS["kontermatsch" if kontermatsch else "match"])
            if self.match_over_typing(button, self.points[1 - taker], key, kontermatsch):
                return  # the other team's points typed stay, and so does the form
        other.setChecked(False)
        if button.isChecked():
            if self._typed_before is None:  # what the Match writes over, for when it goes
                self._typed_before = (self.points[0].kept(), self.points[1].kept())
            self._setting = True
            self.points[taker].set_value(self.round_points())
            self.points[1 - taker].clear_value()
            self._setting = False
        elif self._typed_before is not None:
            # switched off again: the 157 it wrote goes, what was typed comes back (pressed
            # by mistake and again, it left 157 nobody typed); points typed over it stay
            shown = sorted(f.text() for f in self.points)
            if shown == sorted(["", str(self.round_points())]):
                self._setting = True
                for field, kept in zip(self.points, self._typed_before, strict=True):
                    field.put_back(kept)  # typed as before: a click does not select it
                self._setting = False
            self._typed_before = None
        self.update_preview()

    def _weis_key(self) -> None:
        """Ctrl+W: to the Weis field; pressed again there, the Weis is the other team's."""
        if not self.weis_box.isVisibleTo(self):
            self._why_no_weis()
            return
        if self.weis.field.hasFocus():
            self.weis.next_side()  # the total selected: typed over, not added to
            self._say_weis_side()
        else:  # the cursor's arrival says whose it is (_focus_moved)
            self.weis.field.setFocus(Qt.FocusReason.ShortcutFocusReason)
            self.weis.field.selectAll()

    def _say_weis_side(self) -> None:
        """Whose Weis the field's is, said where the eyes are: the field's name is not on
        screen, and no team's button is lit before a Weis is typed (a trial's first Ctrl+W
        gave 100 to Team A, who had not announced, without a word)."""
        names = self.controller.match.rules.side_names
        side = self.weis.side()
        self.preview_line.show_note(fill(self.tr("Weis for {0} ({1} again: {2})"),
                                        names[side], key_text(KEYS["weis"]), names[1 - side]))

    def _stoeck_key(self) -> None:
        """Ctrl+T: Stöck for Team A, again for Team B, again none."""
        if not self.weis_box.isVisibleTo(self):
            self._why_no_weis()
            return
        current = next((t for t in (0, 1) if self.stoeck_buttons[t].isChecked()), None)
        for button in self.stoeck_buttons:
            button.setChecked(False)
        refusal = self._no_stoeck()
        if refusal:  # Obenabe, Undenufe: the rule, not a Stöck Enter would refuse
            self.show_error(refusal)
            return
        if current is None:
            self.stoeck_buttons[0].setChecked(True)
        elif current == 0:
            self.stoeck_buttons[1].setChecked(True)

    def _no_stoeck(self) -> str:
        """Why the contract chosen has no Stöck (Obenabe, Undenufe), or ""."""
        contract = self._contract()
        if contract is None or contract in SUITS:
            return ""
        deck = self.controller.match.rules.settings.deck
        return rule_message(stoeck_without_trump(contract_word(contract, deck)))

    def _follow_contract(self) -> None:
        """Stöck buttons greyed out where the contract has no trump, saying why (as the
        Coiffeur's in a row without trump; a trial clicked them for Obenabe and Enter refused
        them). A Stöck clicked before stays for a trump chosen again; Enter leaves it out."""
        refusal = self._no_stoeck()
        names = self.controller.match.rules.side_names
        for t, button in enumerate(self.stoeck_buttons):
            button.setEnabled(not refusal)
            tip(button, refusal or self.tr("Stöck {0}").format(names[t]))
            # a screen reader says the Stöck's, not only the team's name
            button.setAccessibleName(self.tr("Stöck {0}").format(names[t]))

    def _why_no_weis(self) -> None:
        """The key did nothing, without a word (a trial's): say why."""
        if not self.controller.match.rules.settings.weis:
            self.show_error(self.tr("This table does not write Weis or Stöck (its table "
                                    "settings)."))

    def _bedanken_key(self) -> None:
        if not self.bedanken_box.isVisibleTo(self):
            if self.controller.match.rules.settings.mode != "target":
                self.show_error(self.tr("A match of a fixed number of rounds has no Bedanken: "
                                        "it ends after its last round."))
            return
        target = self.stack if self.stack.isVisibleTo(self) else self.bedanken_buttons[0]
        target.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _bedanken(self, team: int) -> None:
        try:
            entry = self._bedanken_entry(team)
        except FieldError as err:
            self.refuse(str(err), err.field)
            return
        self.submit_entry(entry)

    def _bedanken_entry(self, team: int) -> SchieberBedanken:
        """*team* bedankt with what the stack field holds (FieldError: not a number)."""
        stack = self.stack.value() if self.stack.isVisibleTo(self) else None
        contract = self._contract() if stack else None
        return SchieberBedanken(team=team, stack=stack or 0, contract=contract)

    def _which_team(self) -> str:
        return self.tr("Which team calls Bedanken? Click its button (or Tab to it and press "
                       "Enter).")

    def _focus_moved(self, old: QWidget | None, new: QWidget | None) -> None:
        """The preview follows the cursor onto and off the Bedanken buttons and the stack:
        Enter there does something else than on the round's fields. Into an empty Weis
        field (Ctrl+W, Tab, a click), it says whose Weis is typed there."""
        bedanken = (self.stack, *self.bedanken_buttons)
        if old in bedanken or new in bedanken:
            self.update_preview()
        if new is self.weis.field and self.weis.field.is_empty():
            self._say_weis_side()  # a Weis typed lights its team's button and says it

    def _contract(self) -> str | None:
        checked = self.contract_group.checkedId()
        return CONTRACTS[checked] if checked >= 0 else None

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        focus = QApplication.focusWidget()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if focus in self.bedanken_buttons:  # Enter on "… bedankt" is that Bedanken
                focus.click()
                return
            if focus is self.stack:
                if self._loaded_bedanken is not None:
                    self.bedanken_buttons[self._loaded_bedanken].click()
                else:
                    self.refuse(self._which_team(), self.stack)
                return
        super().keyPressEvent(event)

    # -- the EntryPanel interface --------------------------------------------------------------

    def contract_keys(self) -> str:
        """The keys of the match's contracts: "Ctrl+1 … Ctrl+6" without Slalom, "Ctrl+1 …
        Ctrl+7" with it, "Ctrl+1, Ctrl+5, Ctrl+6" for a table of Eicheln, Obenabe and
        Undenufe."""
        factors = self.controller.match.rules.settings.factors
        return numbered_keys("Ctrl+", [i + 1 for i, contract in enumerate(CONTRACTS)
                                       if contract in factors])

    def keys_help(self) -> str:
        return self.tr(
            "{contracts} contract; the announcing team moves on by itself ({a} / {b}: the "
            "other team, this round only; {g} passed). Type the card points of one team "
            "(the other gets {total} − x); {m} Match, {k} Kontermatsch. {w} Weis: type "
            "the total (or add with the buttons), {w} again: the other team. {t} Stöck: "
            "Team A, again Team B, again none. Enter writes. Bedanken: {d}, the stack "
            "points (empty after a round), Tab to the team's button, Enter.").format(
                contracts=self.contract_keys(), a=key_text(TEAM_KEYS[0]),
                b=key_text(TEAM_KEYS[1]), g=key_text(KEYS["geschoben"]),
                m=key_text(KEYS["match"]), k=key_text(KEYS["kontermatsch"]),
                w=key_text(KEYS["weis"]), t=key_text(KEYS["stoeck"]),
                d=key_text(KEYS["bedanken"]), total=self.round_points())

    def refresh(self, board: Board) -> None:
        rules = self.controller.match.rules
        settings = rules.settings
        names = rules.side_names
        self.contract_box.setTitle(self.tr("Contract ({0})").format(self.contract_keys()))
        for contract, button in self.contract_buttons.items():
            factor = settings.factors.get(contract)
            button.setVisible(factor is not None)
            set_icon(button, suit_icon(contract, settings.deck))
            button.setText(f"{contract_name(contract, settings.deck)} ×{factor}")
        for t in (0, 1):
            shown = no_mnemonic(names[t])  # "Anna & Cla", not "Anna _Cla"
            self.team_buttons[t].setText(shown)
            # the name whole where the button shortens it (two names of 15 letters on a netbook)
            tip(self.team_buttons[t], self.tr("{0} announces this round only ({1})")
                .format(names[t], key_text(TEAM_KEYS[t])))
            self.team_buttons[t].setAccessibleName(self.tr("Announced by {0}").format(names[t]))
            self.point_labels[t].set_name(names[t])  # plain text: "&" is no mnemonic
            self.points[t].label = fill(self.tr("Card points {0}"), names[t])
            self.stoeck_buttons[t].setText(shown)
            tip(self.stoeck_buttons[t], names[t])  # whole where the button shortens it
            # the team's name alone, whole, as on the Stöck buttons: the box says Bedanken
            # ("Bedanken: Hans & R…" at 1366×768, a trial's); the tooltip and the screen
            # reader say what the button does
            said = self.tr("Bedanken: {0}").format(names[t])
            self.bedanken_buttons[t].setText(shown)
            tip(self.bedanken_buttons[t], said)
            self.bedanken_buttons[t].setAccessibleName(said)
        self._follow_contract()
        self.weis.set_sides(names)
        total = self.round_points()
        self.points_box.setTitle(self.tr("Card points: one team is enough, the other gets "
                                         "{0} − x").format(total))
        match_typed = {MATCH_POINTS: self.tr("a Match is written with {0}").format(
            key_text(KEYS["match"]))} if total == ROUND_POINTS else {}
        for field in self.points:
            field.maximum = total
            field.why_maximum = self.tr("double deck") if total != ROUND_POINTS else ""
            field.meant = match_typed
        awaiting = bool(board.figures.get("awaiting_bedanken"))
        # the round that left both past undone (or deleted): the keys on a Bedanken button
        # would write a Bedanken at the next Enter; a trial's digits went nowhere
        give_back = not awaiting and self._was_awaiting and self.bedanken_has_keys()
        self._was_awaiting = awaiting
        # both teams past the target: Bedanken is the only thing to do, and is shown alone
        for box in (self.round_box, self.points_box):
            box.setVisible(not awaiting or self.correcting is not None)
        self.weis_box.setVisible(settings.weis and (not awaiting or self.correcting is not None))
        self.bedanken_box.setVisible(settings.mode == "target")
        self.both_over.setVisible(awaiting)
        self.both_over.setText(self._both_over_text(board) if awaiting else "")
        for widget in (self.stack, self.stack_label):
            widget.setVisible(not awaiting)
        self.write_button.setVisible(not awaiting or self.correcting is not None)
        self._show_team()
        self._show_turn()
        if give_back:
            self.focus_next()

    def bedanken_has_keys(self) -> bool:
        return QApplication.focusWidget() in self.bedanken_buttons

    def _both_over_text(self, board: Board) -> str:
        target = board.figures.get("target")
        if target is None:  # a handicap: each team past its own target
            own = [side.figures.get("target") for side in board.sides]
            return self.tr("Both teams are past their targets ({0} and {1}): which team "
                           "called Bedanken first? Its button, or Tab to it and "
                           "Enter.").format(*(number(t or 0) for t in own))
        return self.tr("Both teams are past {0}: which team called Bedanken first? Its button, or "
                       "Tab to it and Enter.").format(number(target))

    def update_preview(self) -> None:
        awaiting = (self.controller.session is not None and self.correcting is None
                    and self.controller.board.figures.get("awaiting_bedanken"))
        # no round to preview: only Bedanken; and not while a refusal is said in its room
        # (the cursor sent to the stack by a refused Bedanken showed it again, the refusal
        # under it, and *Schreiben* moved down: a Bernese trial's)
        self.preview_line.setVisible(not awaiting and not self.refusal_in_preview_room())
        super().update_preview()

    def preview_entry(self) -> Any:
        """On a Bedanken button Enter writes that Bedanken; in the stack field it asks for
        the team; anywhere else it writes the round."""
        focus = QApplication.focusWidget()
        if focus in self.bedanken_buttons:
            return self._bedanken_entry(self.bedanken_buttons.index(focus))
        if focus is self.stack:
            if self._loaded_bedanken is not None:
                return self._bedanken_entry(self._loaded_bedanken)
            raise FormError(self._which_team())
        return self.build_entry()

    def preview_words(self, line: EntryLine, entry: Any) -> str:
        parts = self.weis.parts() if isinstance(entry, SchieberRound) else []
        words = self._words(line, entry, self.preview_board, parts)
        if not isinstance(entry, SchieberRound) or self.preview_line.fits(words, PREVIEW_LINES):
            return words
        return Shortened(self._shorter_words(line, entry, parts), words)

    def _shorter_words(self, line: EntryLine, entry: SchieberRound,
                       parts: Sequence[int]) -> str:
        """The round in words that fit the room under the form (:meth:`PreviewLine.fits`)
        where long team names do not (a Romand trial's four lines at 1024×600 hid the Stöck
        and Bedanken rows): every team's name, the announcing team's and each side's before
        its figures, shortened to as many letters as fit, never so few that the two read
        alike (said without a name, "angesagt von Han… · 157 + Match 100 → 771 · 0 → 0"
        did not say which team got the 771; a trial's)."""
        # their hyphens non-breaking: "Marie-" / "François…" read as two names
        names = [re.sub(r"(?<=\w)-(?=\w)", "\u2011", name)
                 for name in self.controller.match.rules.side_names]

        def said(letters: int) -> str:
            return self._words(line, entry, self.preview_board, parts,
                               [shortened(name, letters) for name in names])

        longest = max(map(len, names))
        low = next((n for n in range(LEAST_LETTERS, longest)
                    if shortened(names[0], n) != shortened(names[1], n)), longest)
        high = longest  # the most letters of the names that fit, at least *low*
        while low < high:
            middle = (low + high + 1) // 2
            if self.preview_line.fits(said(middle), PREVIEW_LINES):
                low = middle
            else:
                high = middle - 1
        return said(low)

    def focus_target(self) -> QWidget | None:
        board = self.controller.board
        if board.figures.get("awaiting_bedanken") and self.correcting is None:
            return self.bedanken_buttons[0]
        if self._loaded_bedanken is not None:  # Enter there writes it as it was
            return self.bedanken_buttons[self._loaded_bedanken]
        if self.correcting is not None and self._loaded is not None:
            # the field the correction loaded (Team B's Match: its 157), to be typed over
            return self.points[self._loaded]
        return self.points[0]

    def field_for(self, err: RuleViolation) -> QWidget | None:
        if err.rule in ("schieber.points", "schieber.match"):
            return self.points[1] if self.points[0].is_empty() else self.points[0]
        if err.rule in WEIS_RULES:
            return self.weis.field
        if err.rule in STACK_RULES:
            return self.stack
        return None

    def build_entry(self) -> Any:
        contract = self._contract()
        a, b = (field.value() for field in self.points)  # FieldError: 158, "12a" …
        if a is None and b is None:
            raise FieldError(self.points[0], self.tr("Card points missing"))
        if contract is None:
            raise FormError(self.tr("Choose the contract ({0})").format(self.contract_keys()))
        total = self.round_points()
        if a is None:
            a = total - (b or 0)
        if b is None:
            b = total - a
        weis = (0, 0)
        if self.weis_box.isVisibleTo(self):
            picked = self.weis.value()
            if picked is not None:
                side, total = picked
                weis = (total, 0) if side == 0 else (0, total)
        stoeck = next((t for t in (0, 1) if self.stoeck_buttons[t].isChecked()
                       and self.stoeck_buttons[t].isEnabled()), None)
        return SchieberRound(
            contract=contract, announced_by=self.announcing_team(),
            geschoben=self.geschoben.isChecked(), points=(a, b),
            match=self.match.isChecked() or self.kontermatsch.isChecked(),
            weis=weis, stoeck=stoeck if self.weis_box.isVisibleTo(self) else None,
        )

    def load_entry(self, entry: Any) -> None:
        self.reset(focus=False)
        if isinstance(entry, SchieberBedanken):
            self.stack.set_value(entry.stack or None)
            if entry.contract:
                self.contract_buttons[entry.contract].setChecked(True)
            self._loaded_bedanken = entry.team
            return
        self.contract_buttons[entry.contract].setChecked(True)
        self.override = entry.announced_by  # as written, whoever the order says
        self._show_team()
        self.geschoben.setChecked(entry.geschoben)
        match_team = entry.points.index(self.round_points()) if entry.match else None
        # one field, as when it was typed: the other shows 157 − x, and a changed number
        # is not refused for no longer adding up with a stale other field
        shown = match_team if match_team is not None else 0
        self._setting = True
        self.points[shown].set_value(entry.points[shown])
        self._setting = False
        self._loaded = shown
        self.match.setChecked(match_team is not None and match_team == entry.announced_by)
        self.kontermatsch.setChecked(match_team is not None and match_team != entry.announced_by)
        weis_team = 1 if entry.weis[1] else 0
        self.weis.set_value(weis_team, entry.weis[weis_team])
        for t in (0, 1):
            self.stoeck_buttons[t].setChecked(entry.stoeck == t)
        self._show_turn()

    def reset(self, focus: bool = True) -> None:
        self.contract_group.setExclusive(False)
        for button in self.contract_buttons.values():
            button.setChecked(False)
        self.contract_group.setExclusive(True)
        self.geschoben.setChecked(False)
        self._setting = True
        for field in self.points:
            field.clear_value()
        self._setting = False
        self._loaded = None
        self._loaded_bedanken = None
        self.match.setChecked(False)
        self.kontermatsch.setChecked(False)
        self._typed_before = None
        self.weis.clear()
        self.weis.set_side(0)  # the next round's Ctrl+W gives the Weis to Team A again
        for button in self.stoeck_buttons:
            button.setChecked(False)
        self.stack.clear_value()
        self.override = None  # the next round: whoever the order of play says
        if self.controller.session is not None:
            self._show_team()
            self._show_turn()
        if focus:
            self.focus_next()

    def describe(self, entry: Any) -> str:
        if isinstance(entry, SchieberBedanken):  # a noun, with whose: "Annuler : sortie" alone
            # read as "cancel: exit" in a French menu (a trial's)
            return fill(self.tr("Bedanken of {0}", "the entry, as the Edit menu names it: Undo "
                                "Bedanken of Team A"),
                        self.controller.match.rules.side_names[entry.team])
        return self.tr("round {0}").format(self.controller.board.figures["rounds_played"] + 1)

    def history_text(self, line: EntryLine, entry: Any) -> str:
        board = self.controller.board
        return self._words(line, entry, board if len(board.entries) == line.number else None)

    @staticmethod
    def _bedanken_end(line: EntryLine, board: Board | None) -> str:
        """Who a Bedanken makes win, in the core's words, from the *board* it ends: "Won by
        Team B: Bedanken too early by Team A (930 of 1000)", and as well "Won by Team A:
        called Bedanken" (the preview of a valid one said no winner, a trial's). Without
        that board (a line before the last), a Bedanken too early's note; else ""."""
        if board is not None and board.finished:
            return render(board.status)
        if BEDANKT_TOO_EARLY in line.notes:
            return render(line.notes[line.notes.index(BEDANKT_TOO_EARLY)])
        return ""

    def _words(self, line: EntryLine, entry: Any, board: Board | None,
               weis_parts: Sequence[int] = (), said: Sequence[str] | None = None) -> str:
        """The entry in words; *board* is the board after it, if it is the last entry;
        *weis_parts* the single Weis its Weis was added from (the preview: "Weis 150
        (100 + 50)"); *said* the teams' names as a round says them (shortened,
        :meth:`_shorter_words`), else their names."""
        rules = self.controller.match.rules
        names = rules.side_names
        said = names if said is None else said
        deck = rules.settings.deck
        totals = self.tr("score {0} : {1}").format(number(line.totals[0]), number(line.totals[1]))
        if isinstance(entry, SchieberBedanken):
            end = self._bedanken_end(line, board)
            if end:
                totals = f"{end} · {totals}"
            if entry.stack:
                factor = rules.settings.factors.get(entry.contract or "", 1)
                return fill(self.tr("Bedanken by {0} with {1} on the stack ({2} ×{3}) · {4}"),
                            names[entry.team], number(entry.stack),
                            contract_name(entry.contract or "", deck), factor, totals)
            return fill(self.tr("Bedanken by {0} · {1}"), names[entry.team], totals)
        factor = rules.settings.factors.get(entry.contract, 1)
        text = self.tr("Round {0}: {1} ×{2}, announced by {3}").format(
            line.round, contract_name(entry.contract, deck), factor, said[entry.announced_by])
        if entry.geschoben:
            text += " " + self.tr("(passed)")
        sides = []
        for t in (0, 1):
            part = f"{said[t]} {number(entry.points[t])}"
            if (entry.match and entry.points[t] == self.round_points()
                    and rules.settings.match_bonus):
                part += " + " + self.tr("Match {0}").format(number(rules.settings.match_bonus))
            if entry.weis[t]:
                weis = number(entry.weis[t])
                if len(weis_parts) > 1 and sum(weis_parts) == entry.weis[t]:
                    weis += " (" + " + ".join(number(p) for p in weis_parts) + ")"
                part += " + " + self.tr("Weis {0}").format(weis)
            if entry.stoeck == t:
                part += " + " + self.tr("Stöck 20")
            sides.append(f"{part} → {number(line.written[t])}")
        text += " · " + " · ".join(sides)
        if "Kontermatsch" in line.notes:
            text += " · " + self.tr("Kontermatsch")
        elif "Match" in line.notes:
            text += " · " + self.tr("Match")
        elif NULLSTICH in line.notes:  # 157 : 0 and no Match: said in the sheet's words
            text += " · " + render(line.notes[line.notes.index(NULLSTICH)])
        return f"{text} · {totals}"

    def status_room(self, board: Board) -> list[str]:
        """The last round of a number of rounds (to a target nothing is said)."""
        figures = board.figures
        if figures["mode"] != "rounds":
            return []
        return [self.status_text(what_if(board, {"rounds_played": figures["rounds"] - 1,
                                                 "awaiting_bedanken": False}))]

    def status_text(self, board: Board) -> str:
        if board.finished:
            # the rules' sentence says why: at 314 : 314 "Team A won" alone is no answer
            return self.tr("{0}. The match is over.").format(i18n.render(board.status))
        figures = board.figures
        if figures["awaiting_bedanken"]:
            return ""  # the form says it, beside the only thing left to do
        if figures["mode"] == "rounds":
            return self.tr("Round {0} of {1}").format(figures["rounds_played"] + 1,
                                                      figures["rounds"])
        return ""  # the board says under each Z how far the team is from the target
