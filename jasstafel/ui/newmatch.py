"""The New match dialog: variant, cards, preset, table settings, players and seats.

A Schieber with the usual club settings starts with: four names, Enter.

The cards (German/Swiss or French deck) come before the preset, because Swisslos pairs the
decks in its own way (RULES.md section 0): the preset list offers the Swisslos presets of the
chosen deck (a Romand player who picks Herz in Swisslos 2500 gets ×1). A window that speaks
French starts with the French deck. A table setting that cannot be used as typed is refused
at Start with a message naming it; the dialog stays open with the typing as it was. What
becomes of the match open in the window is asked at Start too, while the dialog is open
(*leave*): Cancel there comes back to the dialog with everything typed, not to an empty one.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QSettings,
    QSize,
    QStringListModel,
    Qt,
)
from PySide6.QtGui import QFont, QFontMetrics, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from .. import i18n
from ..core import JassError, Match, MatchInfo, Team, find_variant
from ..core.decks import for_deck, preset_deck, twin
from ..core.errors import QT_TRANSLATE_NOOP
from ..core.matchfile import (
    check_names,
    default_teams,
    misleading_team_name,
    new_match,
    seated_teams,
    team_letter,
    text_problem,
)
from ..core.matchfile import team_name as players_team_name
from ..core.text import Text
from .i18n import DECK_KEY, date_text, error_text, remembered_deck, sentence
from .settingsform import (
    RowsEditor,
    SettingError,
    SettingsForm,
    mark_preset,
    option_label,
    preset_title,
    typed_state,
)
from .variants import UI_VARIANTS
from .widgets import messages
from .widgets.discard import empty
from .widgets.elided import ElidedComboBox
from .widgets.entryerrors import FieldError
from .widgets.numberfield import NumberField, parse_number
from .widgets.quiet import guard_wheel
from .widgets.screen import VerticalScroll, fit_to_screen, room
from .widgets.sentence import SentenceLabel
from .widgets.style import FORM_FOCUS_STYLE

MAX_RECENT_NAMES = 40


def team_name(players: list[str], seats: list[int], number: int) -> str:
    """The name a team has until one is typed: its players', "Anna & Cla"; "Team A" where
    that is longer than a team's name may be (the New match dialog's, the Names dialog's;
    the core's rule, :func:`jasstafel.core.matchfile.team_name`, in the window's words)."""
    return players_team_name(players, seats, number,
                             QCoreApplication.translate("NewMatchDialog", "Team {0}"))


def team_placeholder(players: list[str], seats: list[int], number: int) -> str:
    """:func:`team_name` as a team's field shows it in grey while the names are typed: each
    player's name isolated (:func:`jasstafel.i18n.isolate_typed`), so that an override typed
    in one name turns no other around; the name a team gets is :func:`team_name`'s."""
    name = team_name(players, seats, number)
    if name != " & ".join(players[p] for p in seats):  # "Team A"
        return name
    return " & ".join(i18n.isolate_typed(players[p]) for p in seats)


def team_name_warning(number: int, name: str, players: list[str], seats: list[int]) -> str:
    """Team *number*'s line where its *name* names other players of the match than its own
    ("Vreni/Ueli" over Vreni and Margrit: a trial's seats typed in another order), saying
    whom it plays with; empty where it does not (:func:`misleading_team_name`). Only a
    warning: Start is not refused, the name may be meant."""
    if not misleading_team_name(name, players, seats):
        return ""
    return QCoreApplication.translate(
        "NewMatchDialog", "Team {0} is called “{1}” but plays with {2} (seats {3}).").format(
        team_letter(number), name.strip(), i18n.and_names([players[p] for p in seats]),
        i18n.and_names([str(p + 1) for p in seats]))


def team_name_warnings(names: list[str], players: list[str], teams: list[list[int]]) -> str:
    """:func:`team_name_warning` of each team typed a name, a line each."""
    lines = (team_name_warning(t, name, players, seats)
             for t, (name, seats) in enumerate(zip(names, teams, strict=False)))
    return "\n".join(line for line in lines if line)


def team_warning_label(name: str) -> SentenceLabel:
    """The line above the buttons that says a team's name names other players: dark amber,
    a warning and no refusal (a refusal is red and bold)."""
    label = SentenceLabel()
    label.setObjectName(name)
    label.setStyleSheet("color: #8a5300;")
    label.hide()
    return label


def seats_text(seats: list[int]) -> str:
    """A team's seats as people number them: "1 + 4", "1 + 3 + 5"; a team of more than three
    evenly spaced (as :func:`seated_teams` seats them) by its first two: "1 + 3 + …" (the
    seats' rows say the rest: "Seat 7 · A")."""
    numbers = [str(s + 1) for s in seats]
    steps = {b - a for a, b in zip(seats, seats[1:], strict=False)}
    if len(numbers) > 3 and len(steps) == 1:
        numbers = [*numbers[:2], "…"]
    return " + ".join(numbers)


def buddy(text: str, field: QWidget) -> QLabel:
    """The label beside *field*, which names it to a screen reader too: without it the
    seats, the teams and *Says first* were all called by the group around them ("Players in
    seat order"), and a list by its value."""
    label = QLabel(text)
    label.setBuddy(field)
    return label


def team_label(number: int, seats: list[int]) -> str:
    """A team's row: "Team A (seats 1 + 3)"."""
    return QCoreApplication.translate("NewMatchDialog", "Team {0} (seats {1})").format(
        team_letter(number), seats_text(seats))


#: (language, deck, font) -> the width the widest variant's table settings need
_WIDEST: dict[tuple[str, str, str], int] = {}


def widest_settings(deck: str, font: QFont) -> int:
    """The width the table settings of the widest variant need with *deck* (each variant's
    usual preset; a preset changes the values, not the rows), at the width each form asks
    for: at its least, a Guggitaler's form asked for more when it was open behind the dialog,
    and the dialog opened wider for it. Measured once a language, deck and font: the forms
    take some 0.1 s to make."""
    key = (i18n.language(), deck, font.key())
    if key not in _WIDEST:
        widths = []
        for name in UI_VARIANTS:
            cls = find_variant(name)
            preset = for_deck(cls.PRESETS[twin(cls.PRESETS, cls.DEFAULT_PRESET, deck)], deck)
            form = SettingsForm(cls.Settings, preset, show_deck=False)
            form.setFont(font)
            widths.append(form.sizeHint().expandedTo(form.minimumSizeHint()).width())
            form.deleteLater()
        _WIDEST[key] = max(widths)
    return _WIDEST[key]


# (language, font) -> the height the tallest game's players, table settings and lines for
# the sheet need together
_TALLEST: dict[tuple[str, str], int] = {}


class UsualSettings:
    """Settings that remember nothing: every game with its usual preset and no names (the
    dialog measured for :func:`tallest_middle`)."""

    def value(self, _key: str, default: Any = None) -> Any:
        return default


def tallest_middle(parent: QWidget | None, font: QFont) -> int:
    """The height the middle of the New match dialog (players, table settings, the lines for
    the sheet) needs for the tallest game, each with its usual preset and number of players:
    the dialog is that tall from the start (as far as the screen has room), whatever game is
    open behind it or chosen in it. Measured once a language and font, in a dialog that is
    never shown (every game's rows made once: some 0.3 s)."""
    key = (i18n.language(), font.key())
    if key not in _TALLEST:
        probe = NewMatchDialog(UsualSettings(), parent, probe=True)  # type: ignore[arg-type]
        probe.setFont(font)
        heights = []
        for index in range(probe.variant.count()):
            probe.variant.setCurrentIndex(index)
            probe.lay_out()
            heights.append(probe.settings_area.sizeHint().height())
        probe.deleteLater()
        _TALLEST[key] = max(heights)
    return _TALLEST[key]


def player_labels(cls: Any, n: int, chosen: list[list[int]] | None = None,
                  ) -> tuple[str | None, list[str], list[str], str]:
    """The labels of the players' rows of *cls* with *n* players, top to bottom: the number
    of players (None where the variant has one number), the seats ("Seat 1 · A" where
    partners sit opposite), the teams ("Team A (seats 1 + 3)") and who begins. *chosen*:
    the seats of the teams chosen where a variant may be played by teams (a Punktetafel's
    *Teams*); the row of that number itself is not among these labels."""
    translate = QCoreApplication.translate
    count = (translate("NewMatchDialog", "Number of players")
             if cls.min_players != cls.max_players else None)
    teams = ([t.players for t in default_teams([f"{i}" for i in range(n)])] if cls.team_game
             else chosen or [])
    # teams of two or three: rows of their own (three single players are no teams to name);
    # teams chosen always
    named = bool(teams) and (len(teams) < n or not cls.team_game)
    team_of = {seat: t for t, team in enumerate(teams) for seat in team}
    seats = [translate("NewMatchDialog", "Seat {0}").format(seat + 1)
             + (f" · {team_letter(team_of[seat])}" if named else "") for seat in range(n)]
    team_rows = [team_label(t, team) for t, team in enumerate(teams)] if named else []
    # the seat the match file calls "first": in Schieber and Coiffeur it announces the first
    # round (the seat before it deals); where nobody announces it deals the first round
    first = (translate("NewMatchDialog", "Announces first") if cls.announcer_first
             else translate("NewMatchDialog", "Deals first"))
    return count, seats, team_rows, first


#: the players' block's row of Seat 1: under the number of players and who deals first
SEAT_ROW = 2
#: the most seats whose room the players' block keeps: every game but the Punktetafel has at
#: most six players; a Punktetafel of more (up to 99: metres of empty rows, kept) grows it
SEATS_KEPT = 6


def rows_kept(cls: Any, n: int, teams_typed: int | None) -> tuple[int, int]:
    """The rows the seats and the team names of *cls* keep with *n* players: the room of the
    most seats the game allows (up to :data:`SEATS_KEPT`, or *n* where more), and of the most
    team rows it has at any of those numbers (a Coiffeur's three teams of six); a game that
    may be played by teams keeps the room of the number of teams typed (*teams_typed*) while
    the players' number makes them no teams, as long as there are seats for them. So nothing
    below a seat moves when the number of players changes (the table settings jumped up a row
    from a Guggitaler of four to three, under a mouse trial's click)."""
    seats = max(n, min(cls.max_players, SEATS_KEPT))
    if cls.team_game:
        teams = max(len(player_labels(cls, k)[2])
                    for k in range(cls.min_players, min(cls.max_players, seats) + 1))
    elif cls.teams_optional and teams_typed is not None and 2 <= teams_typed <= seats:
        teams = teams_typed  # a row each while they are teams (at most one per player)
    else:
        teams = 0
    return seats, teams


# (the labels' words in the window's language, font) -> the width the widest label needs
_WIDEST_LABEL: dict[tuple[tuple[str, ...], str], int] = {}
# the most players of a board of teams whose labels the column is measured for: a larger
# one (21 players in 7 teams: "Team G (seats 7 + 14 + 21)") widens it for its longer labels
TEAMS_MEASURED = 12
# the words the labels of the players' rows are made of (their translations key the cache)
_LABEL_WORDS = ("Number of players", "Seat {0}", "Team {0} (seats {1})", "Announces first",
                "Deals first", "Teams")


def widest_player_label(font: QFont) -> int:
    """The width of the widest label any variant's players' rows have, at any number of
    players (and of teams, where a game may be played by teams): the column of the labels
    is that wide for every game, so that the name fields stay where they are when another
    game is chosen (they moved some 50 px sideways from the Schieber's "Team A (seats 1 +
    3)" to the Pandur's "Seat 1"). Measured once for the labels of a language and a font."""
    words = tuple(QCoreApplication.translate("NewMatchDialog", w) for w in _LABEL_WORDS)
    key = (words, font.key())
    if key not in _WIDEST_LABEL:
        texts: set[str] = {words[-1]}
        for name in UI_VARIANTS:
            cls = find_variant(name)
            for n in range(cls.min_players, cls.max_players + 1):
                count, seats, teams, first = player_labels(cls, n)
                texts.update([*([count] if count else []), *seats, *teams, first])
            if cls.teams_optional:  # any number of teams of up to TEAMS_MEASURED players
                for n in range(2, min(cls.max_players, TEAMS_MEASURED) + 1):
                    for number in range(2, n + 1):
                        _count, seats, teams, _first = player_labels(
                            cls, n, seated_teams(n, number))
                        texts.update([*seats, *teams])
        # as a label measures its one line of text (a QLabel's size hint, made for each
        # text, took 80 ms)
        metrics = QFontMetrics(font)
        _WIDEST_LABEL[key] = max(metrics.boundingRect(
            0, 0, 2000, 2000, Qt.AlignmentFlag.AlignLeft, text).width() for text in texts)
    return _WIDEST_LABEL[key]


def empty_row(height: int) -> QWidget:
    """The room of a row that is not there (a seat the game may have, a team): as tall as a
    name's field, nothing in it."""
    blank = QWidget()
    blank.setFixedHeight(height)
    return blank


def recent_names(settings: QSettings) -> list[str]:
    value = settings.value("recent/names", [])
    return [str(v) for v in (value if isinstance(value, list) else [value]) if v]


def remember_names(settings: QSettings, names: list[str]) -> None:
    known = [n for n in recent_names(settings) if n not in names]
    settings.setValue("recent/names", (names + known)[:MAX_RECENT_NAMES])


class OpenListKeys(QObject):
    """A name field's keys while its completer's list of names is open, the same on every
    platform: Enter takes the name (the one chosen in the list, else the one typed) and closes
    the list, and only the next Enter starts the match; Escape closes the list, not the
    dialog; the arrow keys move in the list. Where the list takes the keys itself (it grabs
    the keyboard) Qt already does this; where it cannot (Wayland, some window managers) the
    keys reach the field, and without this filter Enter started the match with half a name
    and Escape closed the dialog."""

    NAVIGATION = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QLineEdit):
            return False
        completer = watched.completer()
        popup = completer.popup() if completer is not None else None
        if popup is None or not popup.isVisible():
            return False
        key = event.key()  # type: ignore[attr-defined]
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            chosen = popup.currentIndex()
            if chosen.isValid():
                watched.setText(str(chosen.data()))
            popup.hide()
            return True
        if key == Qt.Key.Key_Escape:
            popup.hide()
            return True
        if key in self.NAVIGATION:
            QApplication.sendEvent(popup, event)
            return True
        return False


class ClickOutsideList(QObject):
    """A click outside a name field's open list of names closes the list and lands where it
    was aimed: in the next seat's field (the list covers half of it), on Cancel, anywhere.
    Qt's completer spends that click on closing the list alone, so a mouse user's next name
    went onto the end of the name before ("HansVreni"). Installed on the list after the
    completer's own filter, it sees the click first."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (event.type() != QEvent.Type.MouseButtonPress or not isinstance(watched, QWidget)
                or not isinstance(event, QMouseEvent)):
            return False
        popup = watched.window()  # the press comes to the list or to its viewport
        at = event.globalPosition().toPoint()
        if popup.geometry().contains(at):
            return False  # a click in the list: the completer takes the name
        popup.hide()
        target = QApplication.widgetAt(at)
        if target is None or QApplication.activeModalWidget() not in (None, target.window()):
            return True
        self.take_focus(target)
        # the click, now to the widget under the mouse: a field puts its cursor at the letter
        # clicked, a button is clicked (Qt drops the release of a press that closed a list)
        local = QPointF(target.mapFromGlobal(at))
        for kind, buttons in ((QEvent.Type.MouseButtonPress, event.buttons()),
                              (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton)):
            click = QMouseEvent(kind, local, event.globalPosition(), event.button(), buttons,
                                event.modifiers(), event.pointingDevice())
            QApplication.sendEvent(target, click)
        return True

    @staticmethod
    def take_focus(target: QWidget) -> None:
        """The cursor to *target* as a click gives it (Qt does this for a press that comes
        from the mouse only): to the nearest widget under the mouse that takes it by a click."""
        widget: QWidget | None = target
        while widget is not None:
            if widget.isEnabled() and widget.focusPolicy() & Qt.FocusPolicy.ClickFocus:
                widget.setFocus(Qt.FocusReason.MouseFocusReason)
                return
            if widget.isWindow():
                return
            widget = widget.parentWidget()

    def watch(self, completer: QCompleter) -> None:
        """Watch *completer*'s list; after the completer's own filter, so this one sees a
        click first."""
        popup = completer.popup()  # made here, with the completer's filter, if not yet
        assert popup is not None
        popup.installEventFilter(self)
        popup.viewport().installEventFilter(self)


class NameList(QObject):
    """The list of names typed before, as a seat's field offers it: never the name exactly
    as typed (a list of that name alone offered nothing, and took a click aimed at the next
    seat), and on the field's own line at its right end, never on the next seats' middle.

    Qt's completer opens the list under the field, over the upper half of the next seat's:
    a mouse user who clicked the middle of Seat 5 took the list's name instead, the cursor
    stayed in Seat 4 and the next name went onto the end of it ("DoraEmil")."""

    MARGIN = 8  # between the list and the field's middle

    def __init__(self, names: list[str], parent: QObject) -> None:
        super().__init__(parent)
        self.names = names
        self.model = QStringListModel(names, self)
        self.completer = QCompleter(self.model, parent)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        popup = self.completer.popup()
        assert popup is not None
        popup.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        popup.setTextElideMode(Qt.TextElideMode.ElideRight)
        popup.installEventFilter(self)

    def serve(self, edit: QLineEdit) -> None:
        edit.setCompleter(self.completer)
        # typed, before the completer looks: the list is then already without the name
        edit.textEdited.connect(self.typed)

    def typed(self, text: str) -> None:
        offered = [name for name in self.names if name != text]
        if offered != self.model.stringList():
            self.model.setStringList(offered)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.Type.Show, QEvent.Type.Move, QEvent.Type.Resize) \
                and isinstance(watched, QWidget) and watched.isWindow():
            place = self.place(watched)
            if place is not None and watched.geometry() != place:
                watched.setGeometry(place)  # Qt placed it under the field: moved at once
        return False

    def place(self, popup: QWidget) -> QRect | None:
        """Where the open list lies: its top on the field's top (its bottom on the field's
        bottom where the screen ends below), its right end on the field's, as wide as the
        names need but never over the field's middle; as high as Qt made it."""
        field = self.completer.widget()
        if field is None or not isinstance(popup, QAbstractItemView):
            return None
        frame = 2 * popup.frameWidth()
        scroll = popup.verticalScrollBar()
        need = popup.sizeHintForColumn(0) + frame + 2 * self.MARGIN
        if scroll is not None and scroll.maximum() > 0:
            need += scroll.sizeHint().width()
        width = max(1, min(need, field.width() // 2 - self.MARGIN))
        height = popup.height()
        top_left = field.mapToGlobal(QPoint(field.width() - width, 0))
        screen = field.screen().availableGeometry()
        if top_left.y() + height > screen.bottom() + 1:
            top_left.setY(top_left.y() + field.height() - height)
        return QRect(top_left, QSize(width, height))


class NewMatchDialog(QDialog):
    """*leave*: asked at Start, once the new match is sound, whether the match open in the
    window may be left; False (the Schreiber cancelled) keeps the dialog open as typed.

    *current*: the match open in the window, whose variant, cards, preset, table settings,
    players, teams, title, place and table the dialog starts from ("same again", or a
    setting changed before the first round); the date is today's. Without it the dialog
    starts from the last variant and preset chosen, with empty names.

    It opens at one size: as wide as the widest game's table settings (with either cards)
    and as tall as the tallest game's rows, as far as the screen has room (*probe*: a dialog
    never shown, only measured for that)."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None,
                 leave: Callable[[], bool] | None = None, current: Match | None = None,
                 probe: bool = False) -> None:
        super().__init__(parent)
        self.settings = settings
        self.leave = leave
        self.current: Any = current.document if current is not None else None
        self.open_match = current  # the note about it follows the game chosen (_note_text)
        self.match: Match | None = None
        self._as_shown: dict[str, Any] | None = None  # what it held when first shown
        self._refused: Any = None  # the setting marked red by the last refusal
        self._cause: QWidget | None = None  # the field the refusal shown is about, if any
        self.list_keys = OpenListKeys(self)
        self.list_clicks = ClickOutsideList(self)
        self.setWindowTitle(self.tr("New match"))
        # the list and the button with the keys framed as in the forms: *Start*, the default
        # button, looked the same with the keys and without, the lists were marked faintly
        self.setStyleSheet(FORM_FOCUS_STYLE)
        # no minimum width of its own: the layout's, which follows the variant's rows (a
        # fixed minimum kept the dialog from widening for French Handjass rows, cut at right)
        layout = QVBoxLayout(self)
        # in the bottom line, beside Start, its room kept without an open match: above the
        # game's row it pushed every row down 25 px when a match was open, and a mouse
        # trial's click where the game's list had been hit this line
        self.note = QLabel(self._note_text(current))
        self.note.setObjectName("fromOpenMatch")
        self.note.setWordWrap(True)
        # two lines' room always: its text changes with the game chosen (the open match's,
        # another one), and a second line came with the other game's text and made the
        # dialog 3 px taller than for the open one (it keeps one size for every game)
        self.note.setMinimumHeight(2 * self.note.fontMetrics().lineSpacing())
        kept = self.note.sizePolicy()
        kept.setRetainSizeWhenHidden(True)
        self.note.setSizePolicy(kept)
        self.note.setVisible(self.current is not None)

        top = QFormLayout()
        self.variant = QComboBox()
        # the lists as wide as the form makes them, never as their longest entry: the
        # presets of another game (or the cards' "any cards") widened the dialog
        self.variant.setObjectName("variant")
        for name in UI_VARIANTS:
            self.variant.addItem(i18n.variant_title(find_variant(name)), name)
        top.addRow(self.tr("&Variant"), self.variant)
        self.deck = QComboBox()
        self.deck.setObjectName("deck")
        for deck in ("de", "fr"):
            self.deck.addItem(option_label(deck), deck)
        self.deck_tip = self.tr(
            "The suit names on the board, and which presets are offered: Swisslos counts the "
            "suits of the French deck differently (Hearts and Diamonds ×1, Spades and Clubs ×2).")
        self.deck.setToolTip(self.deck_tip)
        self.deck_label = QLabel(self.tr("&Cards"))
        self.deck_label.setBuddy(self.deck)
        top.addRow(self.deck_label, self.deck)
        # the preset changed says what changed: "…" where the list is too narrow for it (Qt
        # cut "angepasst: …" in a word), the whole text its tooltip, as in Table rules
        self.preset = ElidedComboBox()
        self.preset.setObjectName("preset")
        top.addRow(self.tr("&Preset"), self.preset)
        for box in (self.variant, self.deck, self.preset):
            box.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(24)
        layout.addLayout(top)

        # players, table settings and the sheet's lines scroll up and down together between
        # the variant and the Start button: on a netbook's 600 px the dialog still fits
        self.settings_area = VerticalScroll()
        # its scroll bar always there (greyed when all of it is seen): the fields stay as wide
        # for a short game (a Pandur) as for a long one, whose rows scroll (a Schieber)
        self.settings_area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        middle = QWidget()
        middle_layout = QVBoxLayout(middle)
        middle_layout.setContentsMargins(0, 0, 0, 0)
        self.settings_area.setWidget(middle)
        layout.addWidget(self.settings_area, 1)

        self.players_box = QGroupBox(self.tr("Players in seat order (the order of play)"))
        self.players_layout = QGridLayout(self.players_box)
        self.count = NumberField(self.tr("Number of players"), big=False, missing=self.tr(
            "The number of players is missing: type it"))
        self.count.setObjectName("playerCount")
        self.count.setMaximumWidth(90)
        # first the refusal at Start goes, then the number is judged again as typed
        self.count.changed.connect(lambda: self._input_changed(self.count))
        self.count.changed.connect(self._count_changed)
        # where a game may be played by teams (the Punktetafel): how many, under the seats;
        # empty, each plays for themselves
        self.team_count = NumberField(self.tr("Teams"), big=False)
        self.team_count.setObjectName("teamCount")
        self.team_count.setMaximumWidth(90)
        self.team_count.setPlaceholderText(self.tr("none"))
        self.team_count.setToolTip(self.tr(
            "Empty: each plays for themselves. A number: the players play in that many teams, "
            "partners sitting that many seats apart (6 players in 3 teams: seats 1 + 4, "
            "2 + 5, 3 + 6); each team's points are typed together."))
        self.team_count.changed.connect(lambda: self._input_changed(self.team_count))
        self.team_count.changed.connect(self._team_count_changed)
        # the dialog's child even where it is never placed (a game without teams): without
        # a parent it outlived the dialog, and the slot above kept the whole dialog alive
        # with it, its forms and the match it started from (some MiB a New match, a trial's)
        self.team_row = QWidget(self)
        self.team_row.hide()
        team_row = QHBoxLayout(self.team_row)
        team_row.setContentsMargins(0, 0, 0, 0)
        team_row.addWidget(self.team_count)
        self.team_note = QLabel(self.tr("empty: each for themselves"))
        self.team_note.setObjectName("teamNote")
        self.team_note.setEnabled(False)  # grey, as a hint is
        # in the room the name fields have anyway: the hint does not widen the dialog (the
        # Punktetafel's opened 27 px narrower than every other game's)
        self.team_note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.team_note.setToolTip(self.team_count.toolTip())
        team_row.addWidget(self.team_note, 1)
        middle_layout.addWidget(self.players_box)

        self.settings_box = QGroupBox(self.tr("Table settings"))
        self.settings_layout = QVBoxLayout(self.settings_box)
        middle_layout.addWidget(self.settings_box)

        info = QGroupBox(self.tr("For the sheet (optional)"))
        info_layout = QHBoxLayout(info)
        self.title = QLineEdit()
        self.title.setPlaceholderText(self.tr("Title"))
        self.date = QLineEdit(date_text(datetime.date.today()))
        self.place = QLineEdit()
        self.place.setPlaceholderText(self.tr("Place"))
        self.table = QLineEdit()
        self.table.setPlaceholderText(self.tr("Table"))
        # the title is the longest of the four ("Jassabend Stammtisch zum Goldenen Löwen"),
        # a table's number the shortest: each gets room to match
        # a screen reader says each field's name (the group's title was said for all four)
        for w, said in ((self.title, self.tr("Title")), (self.date, self.tr("Date")),
                        (self.place, self.tr("Place")), (self.table, self.tr("Table"))):
            w.setAccessibleName(said)
        self.date.setAccessibleDescription(self.tr(
            "The day of the match, as {0}; any other text is printed as typed").format(
            date_text(datetime.date.today())))
        for w, stretch in ((self.title, 6), (self.date, 2), (self.place, 3), (self.table, 1)):
            info_layout.addWidget(w, stretch)
        middle_layout.addWidget(info)
        middle_layout.addStretch(1)
        # the room of Coiffeur rows removed, kept empty at the end while the view would move
        # (_fit_rows); none for a game chosen
        self.kept_room = empty_row(0)
        middle_layout.addWidget(self.kept_room)

        # a sentence label: a French refusal ("« Pénalité par pli » : tapez …") wraps
        # without beginning a line with its colon
        self.error = SentenceLabel()
        self.error.setObjectName("newMatchError")
        self.error.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.error.hide()
        # a team named after other players ("Vreni/Ueli" over Vreni and Margrit): a word
        # before Start, which still starts the match as typed
        self.team_warning = team_warning_label("teamNameWarning")
        layout.addWidget(self.team_warning)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Start"))
        # Alt+C is &Cards: Cance&l (Qt's own "Cancel" had no letter)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cance&l"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.note, 1)
        bottom.addWidget(buttons)
        layout.addLayout(bottom)

        self.name_edits: list[QLineEdit] = []
        self.team_edits: list[QLineEdit] = []
        self.shown_teams: list[list[int]] = []  # the teams whose rows are shown
        self.first = QComboBox()
        self.first.setObjectName("first")
        self.form: SettingsForm | None = None
        # the open match's cards, else the cards chosen last (here or for a blank sheet), else
        # the language's: a match without cards (a Pandur) leaves them as they were (a Romand
        # trial's Schieber after a Pandur got the German cards)
        open_deck = getattr(self.current.settings, "deck", None) if self.current else None
        chosen_deck = str(open_deck or remembered_deck(settings))
        self.deck.setCurrentIndex(max(0, self.deck.findData(chosen_deck)))
        self.deck_kept = chosen_deck  # while a game without suits greys the cards' row
        self.variant.currentIndexChanged.connect(lambda _i: self._variant_changed())
        self.deck.currentIndexChanged.connect(lambda _i: self._deck_changed())
        self.preset.currentIndexChanged.connect(lambda _i: self._preset_changed())
        # every seat's name, those beyond the seats shown too: the open match's, as typed
        # since (_build_players); a six-player Differenzler's last two names were lost for
        # a Punktetafel, whose four seats shown took over only four (a German trial's)
        self.seat_names: list[str] = list(self.current.players) if self.current else []
        last = self.current.variant if self.current else settings.value("new/variant",
                                                                              "schieber")
        self.variant.setCurrentIndex(max(0, self.variant.findData(str(last))))
        self._variant_changed()
        if self.current is not None:
            self._take_over(self.current)
        self._widest_room()
        guard_wheel(self)
        if probe:
            return
        if self.name_edits:  # "four names, Enter": the cursor starts at the first seat
            self.name_edits[0].setFocus()
            self.name_edits[0].selectAll()  # a name taken over is typed over, as after Tab
        fit_to_screen(self, self.opening_size())
        # Tab from the preset (or Shift+Tab from Start) into the scrolled part: the scroll
        # area itself only follows the cursor moving inside it
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._follow_cursor)

    def _note_text(self, current: Match | None, other_game: bool = False) -> str:
        """The bottom line about the open match. One with rounds: they do not come along,
        and *Edit → Table rules…* is the way to other rules with them kept (Köbi changed the
        target here, Start, and had an empty match: a trial's). With *other_game* chosen,
        only the names come from it (the line said "filled in from the open match, without
        its rounds" over a Schieber chosen instead of the Coiffeur open: Anna's trial)."""
        if current is not None and other_game:
            return self.tr("The names come from the open match ({0}); the game and its rules "
                           "are the ones chosen here.").format(i18n.render(current.rules.title))
        if current is None or not current.entries:
            return self.tr("Filled in from the open match: change what should differ.")
        menu = (QCoreApplication.translate("MainWindow", "&Edit"),
                QCoreApplication.translate("MainWindow", "&Table rules…"))
        return self.tr("Filled in from the open match, without its rounds ({0} keeps them "
                       "with other rules).").format(" → ".join(
                           word.replace("&", "") for word in menu))

    def lay_out(self) -> None:
        """Every layout of the dialog laid out now, not when the event loop runs: it is
        measured before it is shown."""
        middle = self.settings_area.widget()
        for layout in (self.players_layout, self.settings_box.layout(),
                       middle.layout() if middle else None, self.layout()):
            if layout is not None:
                layout.activate()
        self.settings_area.updateGeometry()

    def opening_size(self) -> QSize:
        """The size the dialog opens at, the same whatever game is open behind it: the width
        of the widest game's table settings, the height of the tallest game's rows (players,
        table settings, the lines for the sheet) with the line about the open match counted
        in either way (its room is kept without one). A trial's opened 719 px wide and as
        high as the screen without a match, wider from a Guggitaler, shorter from a
        Differenzler; from a Pandur it stayed 520 px high when the Schieber was chosen, whose
        factors then needed the scroll bar."""
        self.lay_out()
        wanted = self.sizeHint().expandedTo(self.minimumSizeHint())
        height = (wanted.height() - self.settings_area.sizeHint().height()
                  + tallest_middle(self.parentWidget(), self.font()))
        return QSize(wanted.width(), max(height, self.minimumSizeHint().height()))

    def _take_over(self, doc: Any) -> None:
        """The open match's players, own team names and lines for the sheet (its variant,
        preset and settings are chosen as the dialog is built: :meth:`_carried`)."""
        for edit, name in zip(self.name_edits, doc.players, strict=False):
            edit.setText(name)
        for edit, team, default in zip(self.team_edits, doc.teams, self.default_team_names(),
                                       strict=False):
            # the name the match gives its team, also "Team A" (as a file made by `jasstafel
            # new` names them, and as the board says): "same again" is the same match; only a
            # team called after its players ("Hans & Ruedi") follows the names typed
            if team.name != default:
                edit.setText(team.name)
        self.title.setText(doc.info.title)
        self.place.setText(doc.info.place)
        self.table.setText(doc.info.table)

    def _carry_title(self, carried: Any) -> None:
        """The open match's title only while its variant is chosen (unless another was
        typed): "Fahnder du vendredi" stayed on a Handjass chosen instead, and so on its
        printed sheet (a trial's). The place and the table are the evening's: they stay."""
        doc = self.current
        if doc is None or not doc.info.title:
            return
        if carried is None and self.title.text() == doc.info.title:
            self.title.clear()
        elif carried is not None and not self.title.text():
            self.title.setText(doc.info.title)

    def _carried(self) -> Any:
        """The open match's document while its variant is chosen, else None."""
        doc = self.current
        return doc if doc is not None and doc.variant == self.cls.name else None

    def _follow_cursor(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and self.settings_area.isAncestorOf(new):
            self.settings_area.ensureWidgetVisible(new)

    # -- building --------------------------------------------------------------------------

    @property
    def cls(self) -> Any:
        return find_variant(str(self.variant.currentData()))

    @property
    def has_deck(self) -> bool:
        return "deck" in self.cls.Settings.model_fields

    def chosen_deck(self) -> str:
        return str(self.deck.currentData()) if self.has_deck else "de"

    def _fill_presets(self, wanted: str) -> None:
        """The presets of the variant that are played with the chosen deck."""
        cls = self.cls
        deck = self.chosen_deck()
        self.preset.blockSignals(True)
        self.preset.clear()
        for name in cls.PRESETS:
            if preset_deck(cls.PRESETS, name) in (None, deck):
                self.preset.addItem(preset_title(cls.name, name), name)
                # whose rules a preset named after a person are (a newcomer's question)
                self.preset.setItemData(self.preset.count() - 1,
                                        i18n.preset_about(cls, name) or None,
                                        Qt.ItemDataRole.ToolTipRole)
        wanted = twin(cls.PRESETS, wanted, deck)
        index = self.preset.findData(wanted)
        if index < 0:
            index = self.preset.findData(twin(cls.PRESETS, cls.DEFAULT_PRESET, deck))
        self.preset.setCurrentIndex(max(0, index))
        self.preset.blockSignals(False)

    def _deck_changed(self) -> None:
        self._fill_presets(str(self.preset.currentData()))
        self._preset_changed()
        self._widest_room()

    def _widest_room(self) -> None:
        """The table settings' box as wide as the widest variant's from the start, as far
        as the screen has room: the dialog kept the width of the variant shown, and grew
        from ~580 to ~715 px when the Handjass was chosen after a Coiffeur, its left edge
        fixed, Start and Cancel moving right under the mouse (a Romand trial's)."""
        if self.form is None:
            return
        around = (self.settings_box.minimumSizeHint().width()
                  - self.form.minimumSizeHint().width())  # the box's frame and margins
        chrome = self.minimumSizeHint().width() - self.settings_box.minimumSizeHint().width()
        # with either cards: a Guggitaler's German cards have longer French labels ("carte
        # de grelots"), and the dialog opened from one was wider (a Romand trial's)
        wanted = max(widest_settings(deck, self.font()) for deck in ("de", "fr")) + around
        self.settings_box.setMinimumWidth(min(wanted, room(self).width() - chrome))
        self.lay_out()  # the dialog is sized by it before it is shown

    def _show_deck(self) -> None:
        """The cards' row for every game, so that the preset and all below stay where they
        are (the row went for a Pandur, and everything below jumped up a row): for a game
        without suits it is greyed and says why, and the cards chosen come back with the
        next game that has suits."""
        without = self.deck.findData("any")
        self.deck.blockSignals(True)
        if self.has_deck and without >= 0:
            self.deck.removeItem(without)
            self.deck.setCurrentIndex(max(0, self.deck.findData(self.deck_kept)))
        elif not self.has_deck and without < 0:
            self.deck_kept = str(self.deck.currentData())
            self.deck.addItem(self.tr("Any cards: the board of this game names no suit"),
                              "any")
            self.deck.setCurrentIndex(self.deck.count() - 1)
        self.deck.blockSignals(False)
        self.deck.setEnabled(self.has_deck)
        self.deck_label.setEnabled(self.has_deck)
        self.deck.setToolTip(self.deck_tip if self.has_deck else self.tr(
            "This game's board names no suit, so the cards make no difference here; the cards "
            "chosen for the other games stay as they were."))

    def _variant_changed(self) -> None:
        cls = self.cls
        self._show_deck()
        carried = self._carried()
        self._carry_title(carried)
        self.note.setText(self._note_text(self.open_match, other_game=carried is None))
        self._fill_presets(carried.settings.preset if carried is not None else str(
            self.settings.value(f"new/preset/{cls.name}", cls.DEFAULT_PRESET)))
        self.count.blockSignals(True)
        self.count.minimum, self.count.maximum = cls.min_players, cls.max_players
        self.count.set_value(len(carried.players) if carried is not None
                             else self.open_count())
        self.count.clear_refusal()
        self.count.blockSignals(False)
        if carried is not None and cls.teams_optional:  # the open match's number of teams
            self.team_count.blockSignals(True)
            self.team_count.set_value(len(carried.teams) or None)
            self.team_count.clear_refusal()
            self.team_count.blockSignals(False)
        self._build_players()
        self._preset_changed()

    def _preset_changed(self) -> None:
        cls = self.cls
        preset = for_deck(cls.PRESETS[self.preset.currentData()], self.chosen_deck())
        carried = self._carried()
        if (carried is not None and carried.settings.preset == self.preset.currentData()
                and getattr(carried.settings, "deck", None) in (None, self.chosen_deck())):
            preset = carried.settings  # the open match's settings, as changed for it
        self._clear_refusal()  # about a form now gone
        self.kept_room.setFixedHeight(0)  # the room of rows of a form now gone
        if self.form is not None:
            self.form.hide()  # gone from view now, deleted when the event loop runs
            self.form.deleteLater()
        self.form = SettingsForm(cls.Settings, preset, show_deck=False)
        self.form.set_players(self.player_count())
        self.settings_layout.addWidget(self.form)
        self.form.show()  # now, not when the event loop runs: the next Tab may come first
        self.settings_area.updateGeometry()  # a wider form widens the dialog
        guard_wheel(self.form)  # scrolling the settings changes none of them
        for rows in self.form.findChildren(RowsEditor):
            rows.rowsChanged.connect(self._tab_order)
            rows.rowsChanged.connect(lambda r=rows: self._watch(r))
            rows.rowsChanged.connect(lambda r=rows: self._fit_rows(r))
        self._watch(self.form)
        self._tab_order()
        self._mark_preset()

    def _mark_preset(self) -> None:
        """*Preset* says "(changed)" where the form is no longer the preset (the open
        match's settings carried over too), as *Edit → Table rules…* does."""
        if self.form is not None:
            mark_preset(self.preset, self.cls, self.form, self.chosen_deck())
        self.preset.setToolTip(self.preset.currentText())  # what its "…" cuts

    def _fit_rows(self, editor: RowsEditor) -> None:
        """Coiffeur rows removed or added: the dialog keeps its size, and the rows above the
        one removed stay under the mouse; scrolled to its end, the room of the rows removed
        stays empty at the end (the dialog came up shorter, and Start and Cancel jumped up
        under the mouse)."""
        self.settings_area.lay_out_from(editor)
        self.settings_area.keep_view(self.kept_room)

    def _build_players(self) -> None:
        typed = [e.text() for e in self.name_edits]
        # the names of the seats shown as typed, the ones beyond kept for more seats
        old = self.seat_names = typed + self.seat_names[len(typed):]
        # the team names typed stay too, for the next variant with teams (a trial's went
        # from Coiffeur to Schieber and lost them)
        old_teams = [e.text() for e in self.team_edits]
        self.players_layout.removeWidget(self.team_row)  # kept, as the number of players
        self.team_row.hide()
        empty(self.players_layout, keep=self.count)
        cls = self.cls
        n = self.player_count()
        names = NameList(recent_names(self.settings), self)
        self.list_clicks.watch(names.completer)
        self.team_count.maximum = n  # a team without players is no team
        count_label, seat_labels, team_labels, first_label = player_labels(
            cls, n, self.chosen_teams())
        # the labels' column as wide for every game: the names stay where they are
        self.players_layout.setColumnMinimumWidth(0, widest_player_label(self.players_box.font()))
        # the number of players' row for every game, so that Seat 1 stays where it is: a
        # game of one number (a Schieber's 4) has it greyed with that number, and Tab passes
        count = QLabel(count_label or self.tr("Number of players"))
        count.setEnabled(count_label is not None)
        self.count.setEnabled(count_label is not None)
        self.count.setToolTip("" if count_label is not None else self.tr(
            "This game is played by {0}.").format(n))
        count.setToolTip(self.count.toolTip())
        count.setBuddy(self.count)
        self.players_layout.addWidget(count, 0, 0)
        self.players_layout.addWidget(self.count, 0, 1)
        # who deals (announces) first: the row under the number, the same for every game;
        # under the seats and the team rows it stood as low as this game's seats and teams
        # reach, and Molotow → Handjass moved it up a row under a mouse trial's click
        self.first = QComboBox()
        self.first.setObjectName("first")
        for seat in range(n):
            self.first.addItem(self.tr("Seat {0}").format(seat + 1), seat)
        self.players_layout.addWidget(buddy(first_label, self.first), 1, 0)
        self.players_layout.addWidget(self.first, 1, 1)
        self.name_edits = []
        for seat, label in enumerate(seat_labels):
            edit = QLineEdit(old[seat] if seat < len(old) else "")
            edit.setObjectName(f"player{seat}")
            edit.setPlaceholderText(self.tr("Player {0}").format(seat + 1))
            names.serve(edit)
            edit.installEventFilter(self.list_keys)
            self.players_layout.addWidget(buddy(label, edit), SEAT_ROW + seat, 0)
            self.players_layout.addWidget(edit, SEAT_ROW + seat, 1)
            self.name_edits.append(edit)
        seat_room, team_room = rows_kept(cls, n, self.typed_teams())
        row_height = self.name_edits[0].sizeHint().height()
        self.team_edits = []
        row = SEAT_ROW + n
        if cls.teams_optional:
            teams_label = QLabel(self.tr("Teams"))
            teams_label.setToolTip(self.team_count.toolTip())
            self.players_layout.addWidget(teams_label, row, 0)
            self.players_layout.addWidget(self.team_row, row, 1)
            row += 1
        for t, label in enumerate(team_labels):
            # empty: the team is called after its players
            edit = QLineEdit(old_teams[t] if t < len(old_teams) else "")
            edit.setObjectName(f"team{t}")
            self.players_layout.addWidget(buddy(label, edit), row, 0)
            self.players_layout.addWidget(edit, row, 1)
            edit.textChanged.connect(lambda _t: self._team_names())
            self.team_edits.append(edit)
            row += 1
        # the room of the seats and teams the game may have besides, empty at the end of the
        # block: what lies below it stays where it is as the number of players changes (as a
        # Coiffeur row removed leaves its room at the end). Right after the last seat, it was
        # an empty band between the seats and *Teams* (a Romand trial's Punktetafel of five)
        for _room in range(len(team_labels) + n, team_room + seat_room):
            self.players_layout.addWidget(empty_row(row_height), row, 1)
            row += 1
        for i in range(self.players_layout.count()):  # now, not when the event loop runs:
            item = self.players_layout.itemAt(i)  # the next Tab may come first
            if item is not None and (widget := item.widget()) is not None:
                widget.show()
        self.shown_teams = self.chosen_teams()
        for edit in self.name_edits:
            edit.textChanged.connect(lambda _t: self._team_names())
        self._team_names()
        self._watch(self.players_box)
        if self.form is not None and self.form.variant == cls.name:
            self.form.set_players(n)  # settings for another table size are greyed
        guard_wheel(self.players_box)
        self.settings_area.updateGeometry()
        self._tab_order()

    def default_count(self) -> int:
        cls = self.cls
        return 4 if cls.min_players <= 4 <= cls.max_players else cls.min_players

    def open_count(self) -> int:
        """The players of another game chosen: the open match's number, as far as the game
        allows (its names come along: the rest of them when the number is raised), else the
        game's usual number."""
        if self.current is None:
            return self.default_count()
        low, high = int(self.cls.min_players), int(self.cls.max_players)
        return min(max(len(self.current.players), low), high)

    def player_count(self) -> int:
        """The number of players typed, while it is one the variant can have; else the rows
        shown stay (Start then says what is wrong with the number)."""
        try:
            n = self.count.value()
        except FieldError:
            n = None
        if n is None:
            return len(self.name_edits) or self.default_count()
        return n

    def _count_changed(self) -> None:
        try:
            n = self.count.value()
        except FieldError:
            self.count.show_refusal()
            return
        self.count.clear_refusal()
        if n is not None and n != len(self.name_edits):
            self._build_players()

    def _team_count_changed(self) -> None:
        """A number of teams typed: the team rows follow (a number that cannot be played
        shows none; Start says why)."""
        try:
            self.team_count.value()
        except FieldError:
            return  # letters, or more teams than players: Start says so
        if self.cls.teams_optional and self.chosen_teams() != self.shown_teams:
            had_focus = self.team_count.hasFocus()
            self._build_players()
            if had_focus:
                self.team_count.setFocus()

    def typed_team_count(self) -> int | None:
        """The number typed in *Teams* where the game may be played by teams, while it is a
        number; None for none (or letters, said at Start)."""
        if not self.cls.teams_optional:
            return None
        try:
            return self.team_count.value()
        except FieldError:
            return None

    def typed_teams(self) -> int | None:
        """The number typed in *Teams* where the game may be played by teams, also one the
        number of players cannot have (more teams than players); None for none or letters."""
        if not self.cls.teams_optional:
            return None
        try:
            return parse_number(self.team_count.text())
        except ValueError:
            return None

    def chosen_teams(self) -> list[list[int]]:
        """The seats of each team chosen in *Teams* (none: each for themselves, or a number
        that cannot be played): the open match's teams while its number of players and of
        teams are typed (a file may seat them otherwise), else team t has seats t, t + T …"""
        number = self.typed_team_count()
        n = self.player_count()
        if number is None or not 2 <= number <= n:
            return []
        carried = self._carried()
        if carried is not None and len(carried.players) == n and len(carried.teams) == number:
            return [list(team.players) for team in carried.teams]
        return seated_teams(n, number)

    def team_seats(self) -> list[list[int]]:
        """The seats of each team of the match as it stands typed: partners opposite in a
        team game, the teams chosen where a game may have them, else none."""
        players = self.players()
        if self.cls.team_game:
            return [team.players for team in default_teams(players)]
        return self.chosen_teams()

    def default_team_names(self) -> list[str]:
        """The players of each team, "Anna & Cla", as the team's name until one is typed."""
        players = self.players()
        return [team_name(players, seats, t) for t, seats in enumerate(self.team_seats())]

    def _team_names(self) -> None:
        players = self.players()
        for t, (edit, seats) in enumerate(zip(self.team_edits, self.team_seats(), strict=False)):
            edit.setPlaceholderText(team_placeholder(players, seats, t))
        said = team_name_warnings([e.text() for e in self.team_edits], players,
                                  self.team_seats())
        self.team_warning.setText(said)
        self.team_warning.setVisible(bool(said))

    # -- a refusal goes with its cause ------------------------------------------------------

    def _watch(self, root: QWidget) -> None:
        """Every field, box and list under *root* says when it changes (once each): a
        refusal about it, or about the settings as they were, is taken back then."""
        for widget in [root, *root.findChildren(QWidget)]:
            if widget.property("watched") or widget in (self.count, self.team_count):
                continue
            widget.setProperty("watched", True)
            if isinstance(widget, NumberField):
                widget.changed.connect(lambda w=widget: self._input_changed(w))
            elif isinstance(widget, QLineEdit):
                widget.textChanged.connect(lambda _t, w=widget: self._input_changed(w))
            elif isinstance(widget, QAbstractButton) and widget.isCheckable():
                widget.toggled.connect(lambda _on, w=widget: self._input_changed(w))
            elif isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(lambda _i, w=widget: self._input_changed(w))
            elif isinstance(widget, RowsEditor):  # a row added or removed
                widget.rowsChanged.connect(lambda w=widget: self._input_changed(w))

    def _seat_refused(self, err: JassError) -> QWidget | None:
        """The name field a refusal of Start is about ("player {seat}: …"), else None."""
        said = err.args[0] if len(err.args) == 1 else None
        seat = getattr(said, "params", {}).get("seat") if isinstance(said, Text) else None
        if isinstance(seat, int) and 0 < seat <= len(self.name_edits):
            return self.name_edits[seat - 1]
        return None

    def _name_too_long(self, source: QWidget) -> bool:
        """A player's name typed past the match file's limit is said at once, the field
        red, what was typed kept whole (never cut: the Schreiber shortens it himself)."""
        if source not in self.name_edits or not isinstance(source, QLineEdit):
            return False
        problem = text_problem(source.text().strip(), name=True)
        if problem is None or not source.text().strip():
            return False
        seat = self.name_edits.index(source) + 1
        self._refuse(sentence(Text(QT_TRANSLATE_NOOP("rules", "player {seat}: {problem}"),
                                   seat=seat, problem=problem)), source)
        return True

    def _input_changed(self, source: QWidget) -> None:
        """*source* changed: the refusal shown goes if it was about *source*'s setting, or
        about a field that is now greyed (not read at Start: a target switched off), or
        about the dialog as a whole (a rule: any change may have mended it). A name too
        long is said as it is typed. A table setting changed: *Preset* says whether the
        settings are still the preset's."""
        if self.form is not None and (source is self.form or self.form.isAncestorOf(source)):
            self._mark_preset()
        if self._name_too_long(source) or self._letters_refused(source):
            return
        if self.error.isHidden() and self._refused is None:
            return
        cause = self._cause
        try:
            gone = cause is None or not cause.isEnabled() or self._same_setting(source, cause)
        except RuntimeError:  # the field was made again since
            gone = True
        if gone:
            self._clear_refusal()

    def _letters_refused(self, source: QWidget) -> bool:
        """Letters typed in a number field are refused as they are typed, the field red, as
        an entry form's are; whether they were."""
        said = source.refusal_as_typed() if isinstance(source, NumberField) else None
        if said is None:
            return False
        self._refuse(said, source)
        return True

    def _same_setting(self, source: QWidget, cause: QWidget) -> bool:
        """*source* and *cause* are one setting: the same field, or one row of the table
        settings (a check box and its number)."""
        if source is cause:
            return True
        rows = self.form.editors.values() if self.form is not None else []
        return any((row is source or row.isAncestorOf(source))
                   and (row is cause or row.isAncestorOf(cause)) for row in rows)

    def _tab_order(self) -> None:
        """Tab goes down the dialog as it reads, also after the player rows were rebuilt."""
        chain: list[QWidget] = [self.variant, *([self.deck] if self.has_deck else []),
                                self.preset]
        if self.cls.min_players != self.cls.max_players:
            chain.append(self.count)
        chain += [self.first, *self.name_edits]
        if self.cls.teams_optional:
            chain.append(self.team_count)
        chain += [*self.team_edits,
                  *(self.form.focus_chain() if self.form is not None else []),
                  self.title, self.date, self.place, self.table]
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)

    # -- result ----------------------------------------------------------------------------

    def players(self) -> list[str]:
        return [e.text().strip() or e.placeholderText() for e in self.name_edits]

    def accept(self) -> None:
        cls = self.cls
        players = self.players()
        teams = None
        team_names = [edit.text().strip() or default for edit, default in zip(
            self.team_edits, self.default_team_names(), strict=True)] if self.team_edits else []
        assert self.form is not None
        self._clear_refusal()
        try:  # a team's name too (61 characters made no Team, and no refusal either)
            check_names(players, team_names)
        except JassError as err:  # a sentence in the window's language, at its field
            self._refuse(error_text(err), self._seat_refused(err))
            return
        if cls.team_game:
            teams = default_teams(players)
            if self.team_edits:
                teams = [Team(name=name, players=team.players)
                         for name, team in zip(team_names, teams, strict=True)]
        try:
            self.count.number()
            number = self.team_count.value() if cls.teams_optional else None
        except FieldError as err:
            self._refuse(str(err), err.field)
            return
        if number is not None:
            # the teams typed; fewer than two are given to the rules as one team of all,
            # which they refuse naming the rule (setup.teams)
            teams = [Team(name=name, players=seats) for name, seats in zip(
                team_names, self.team_seats(), strict=True)] or [
                Team(name=team_name(players, list(range(len(players))), 0),
                     players=list(range(len(players))))]
        try:
            chosen = self.form.value()
        except SettingError as err:
            self._refuse(str(err), err.field)
            return
        try:
            self.match = new_match(
                cls.name, players, preset=str(self.preset.currentData()), teams=teams,
                info=MatchInfo(title=self.title.text().strip(),
                               date=i18n.typed_date(self.date.text()),  # 2026-12-05
                               place=self.place.text().strip(), table=self.table.text().strip()),
                first=int(self.first.currentData() or 0), settings=chosen,
            )
        except JassError as err:
            # a sentence of its own, in the window's language: "Player 1: 62 characters; …"
            # (str() said the core's English words as they go inside another sentence)
            teams_refused = cls.teams_optional and getattr(err, "rule", "") == "setup.teams"
            self._refuse(error_text(err),
                         self.team_count if teams_refused else self._seat_refused(err))
            return
        if self.leave is not None and not self.leave():
            self.match = None  # the old match stays; the dialog too, as it was typed
            return
        remember_names(self.settings, [e.text().strip() for e in self.name_edits
                                       if e.text().strip()])
        self.settings.setValue("new/variant", cls.name)
        if self.has_deck:
            self.settings.setValue(DECK_KEY, self.chosen_deck())
        self.settings.setValue(f"new/preset/{cls.name}", self.preset.currentData())
        super().accept()

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if self._as_shown is None:
            self._as_shown = self._typed_state()

    def _typed_state(self) -> dict[str, Any]:
        """What the dialog holds: the lines for the sheet and every field by its name
        (:func:`settingsform.typed_state`)."""
        return {"title": self.title.text(), "date": self.date.text(),
                "place": self.place.text(), "table": self.table.text()} | typed_state(self)

    def reject(self) -> None:
        """Esc, Cancel or the window's ✕: asked first when something was typed or chosen
        since the dialog opened (a printing trial's Esc, meant for a list of names that was
        not open, dropped the variant chosen and a name typed)."""
        if self._as_shown is not None and self._typed_state() != self._as_shown:
            if not messages.drop_typing(self, self.tr("Drop the new match?"),
                                        self.tr("What is typed in this dialog is dropped.")):
                return
        super().reject()

    def _refuse(self, message: str, field: Any = None) -> None:
        """Say why Start was refused; the cursor to the setting that is wrong (scrolled into
        view, marked red), the typing as it was."""
        self.error.setText(message)
        self.error.show()
        self._cause = field if isinstance(field, QWidget) else None
        if isinstance(field, QWidget):
            if hasattr(field, "show_refusal"):
                field.show_refusal()
                self._refused = field
            if self.settings_area.isAncestorOf(field):
                self.settings_area.ensureWidgetVisible(field)
            field.setFocus()

    def _clear_refusal(self) -> None:
        refused = self._refused
        if refused is not None:
            try:
                refused.clear_refusal()
            except RuntimeError:  # the form was rebuilt since
                pass
            self._refused = None
        self._cause = None
        self.error.hide()
