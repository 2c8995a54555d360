"""The Tafel window: board and history on the left, who plays and the entry form on the right.

Every change goes through the MatchController (which saves it at once); the window only
follows its ``changed`` signal. The entry form has the whole height of the right side, so
that it fits a 1024×600 netbook; what the Schreiber must do next is always in view (the
form scrolls to the field with the cursor, a finished Partie shows what can be done next).

Leaving a match not saved in a file yet (New, Open, Quit) asks: save it in a file, keep it
among the unsaved matches (File → Unsaved matches…), or discard it; see
:mod:`jasstafel.ui.recovery`. A match the club holds as it is shown (played for a club table)
is left without a question, as a named one; one changed since the club saved it is asked
about saying what the club keeps. The club window is reached only through
:mod:`jasstafel.ui.club.menu`.
"""

from __future__ import annotations

import datetime
import errno
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from PySide6.QtCore import QByteArray, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from .. import __version__, i18n
from ..core.errors import QT_TRANSLATE_NOOP, JassError
from ..core.text import Text, printable, printable_lines
from ..i18n import render
from .club.menu import ClubMenu
from .controller import SETUP_CHANGES, MatchController
from .crashdraft import CrashDraft, put_back
from .crashdraft import move as move_draft
from .crashdraft import remove as remove_draft
from .i18n import LANGUAGES, error_text
from .printmenu import PrintActions
from .recovery import (
    RESCUE_PREFIX,
    RecoveryDialog,
    Unsaved,
    autosave_dir,
    crashed_paths,
    mark_rescue,
    players_said,
    rescued_files,
    rescued_seen,
    saved_words,
    typing_back,
    unmark_crashed,
    unsaved_matches,
    waiting_words,
    with_disagreements,
    with_file,
)
from .running import Running
from .variants import UI_VARIANTS
from .widgets import messages
from .widgets.activation import keep_active
from .widgets.discard import discard
from .widgets.keys import alt_never_types, enter_presses_button, key_text, menu_keys
from .widgets.menubar import keys_before_menu_bar, keys_never_idle_in
from .widgets.mnemonic import no_mnemonic
from .widgets.savefile import Check, ask_save, match_file_name, match_stem, refused_unless
from .widgets.screen import fit_to_screen, open_beside, place_below
from .widgets.sentence import SentenceLabel
from .widgets.status import StatusLine
from .widgets.statusbar import MenuBarStatus, MessageLine, place
from .widgets.style import BUTTON_FOCUS_STYLE, MENU_BAR_STYLE

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent

    from ..core import Match
    from ..core.session import Session
    from .club.host import ClubCopy, LiveCopy
    from .undohistory import UndoHistory
    from .widgets.entrypanel import EntryPanel

__all__ = ["FILE_FILTER", "MainWindow", "autosave_dir"]

MAX_RECENT_FILES = 8
#: the start page offers the first of that many recent files that opens (MainWindow._offer_recent)
RECENT_OFFERED = 3
#: the folder of the last file written or opened: where the file dialogs begin
LAST_FOLDER_KEY = "files/folder"
FILE_FILTER = "Jass match (*.jass);;JSON (*.json);;All files (*)"  # English; see file_filter


class _Step(NamedTuple):
    """What Ctrl+Z (or Ctrl+Y) does now, and so what the Edit menu says (MainWindow._step):
    the own typing of *field*, the form's choices, the match's change, a refusal said when
    it is pressed, or nothing. *words* follow "Undo" and "Undone:" ("" for a plain Undo)."""

    kind: Literal["field", "choices", "match", "refused", "nothing"]
    words: str = ""
    field: QLineEdit | None = None


def _label(name: str, style: str = "") -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.PlainText)  # names and paths are never HTML
    label.setWordWrap(True)
    if style:
        label.setStyleSheet(style)
    return label


def _fits(button: QPushButton, offer: str) -> Callable[[str], bool]:
    """Whether words, said as *offer* says them, fit *button* whole (the start page's
    offers: the players' names whole, else shorter)."""
    def fits(words: str) -> bool:
        button.setText(no_mnemonic(offer.format(words)))
        return button.sizeHint().width() <= button.maximumWidth()
    return fits


def _takes_keys(page: QWidget) -> QWidget | None:
    """The first widget of *page* in view that Tab reaches (None: the page takes no keys,
    as a page of words alone)."""
    for widget in [page, *page.findChildren(QWidget)]:
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisible():
            return widget
    return None


def rescue_path() -> Path:
    """Where a named match goes while its own file cannot be written: beside the autosaves,
    so that the recovery offers it after a crash."""
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    return autosave_dir() / f"{RESCUE_PREFIX}{stamp}.jass"


def _table_remembered(target: Path) -> bool:
    """Was the match in *target* at a live club table (ui/club/live.py remembers it)?"""
    from .crashdraft import table_file

    return table_file(autosave_dir(), target).exists()


def _kept_somewhere(session: Session) -> bool:
    """Is the match left kept where it can be continued, its round begun with it: its file
    (named, or its autosave), or, its named file gone or unwritable, its rescue copy among
    the unsaved matches ("Leave it in the copy": the draft, kept under the named file's key,
    comes back with the copy). Not a match discarded or left to the club: no file."""
    target = session.target
    if target is not None and target.exists():
        return True
    return session.rescued and session.rescue is not None and session.rescue.exists()


def _same_file(one: Path, other: Path) -> bool:
    """*one* and *other* are the same file (both there, or the same path)."""
    try:
        return one.samefile(other)
    except OSError:
        return one.absolute() == other.absolute()



#: the system's errors of a failed save that another place cures (a permission, a read-only
#: file or disk) and those that room cures (a full disk, a full quota)
_DENIED = frozenset({errno.EACCES, errno.EPERM, errno.EROFS})
_FULL = frozenset(code for code in (errno.ENOSPC, getattr(errno, "EDQUOT", None)) if code)


def _save_trouble(session: Session | None) -> str:
    """What the last failed save of *session* met, for the advice said with it: "denied"
    (save it where it may be written), "full" (free some space), else "" (another error, or
    a save refused to keep another window's entries: neither advice; a trial's read-only
    file was told to free some space)."""
    if session is None or session.save_refused:
        return ""
    code = session.save_errno
    return "denied" if code in _DENIED else "full" if code in _FULL else ""


def _reason_of(error: str, path: str) -> str:
    """Why *path* could not be written, without the path the sentence names already (the
    session says "PATH: permission denied": "could not be saved as PATH:\nPATH: …" said it
    twice, a trial's)."""
    if isinstance(error, Text) and error.template == "{path}: {reason}" and (
            error.params.get("path") == str(path)):
        return i18n.render(error.params["reason"])
    if error.startswith(f"{path}: "):
        return error[len(f"{path}: "):]
    return i18n.render(error) if error else str(path)

class MainWindow(QMainWindow):
    def __init__(self, settings: QSettings | None = None) -> None:
        super().__init__()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            alt_never_types(app)  # Alt+C is a menu's or no one's, never a "c" in a field
            keep_active(app)  # a closed dialog's window active again (widgets.activation)
        self.settings = settings or QSettings()
        self.live_link: Any = None  # a table of a live club evening (ui.club.live.WindowLink)
        # the table a match continued after a crash was at, until joined again
        # (ui.club.live.Rejoin)
        self.rejoin: Any = None
        self.controller = MatchController(self)
        # the match's undos since a field last undid its own typing: redone before that
        # typing, the way they came (see redoes_before_fields)
        self._undone_over_typing = 0
        self._step_said = ""  # the last "Undone: …", "Entry 3 deleted: Undo …" said (say_step)
        self.controller.changed.connect(self._changed)
        # a new step of the match (written, corrected, deleted, undone ...): what was said of
        # the last one, and of what Undo would do, is no longer true
        self.controller.undo_stack.indexChanged.connect(self._step_outdated)
        self.controller.matchReplaced.connect(self._match_replaced)
        self.controller.namesChanged.connect(self._names_changed)
        self.controller.saveFailed.connect(self._save_failed)
        self.board_widget: Any = None
        self.panel: EntryPanel | None = None
        self.recovery: RecoveryDialog | None = None
        self.running = Running(self.settings)  # the match open here, for a crash (ui.running)
        # the round being typed, kept beside the autosaves through a crash (ui.crashdraft):
        # after _changed, so that the form has followed the match when it is written
        self.crash_draft = CrashDraft(self.controller, lambda: autosave_dir(), self)
        self.setWindowTitle("Jasstafel")
        fit_to_screen(self, QSize(1280, 800))  # a netbook: its 1024×600, less its panel
        self._refocus = False  # the cursor to the form after the next change is shown
        self._split_variant: str | None = None  # whose board | form split is shown
        self._split_pending: str | None = None
        self._room_of: EntryPanel | None = None  # the panel whose status room is kept
        self._before_tafel: list[int] = []  # the board | history split when Tafel mode began
        self._maximised_before_tafel = False
        self.welcome = self._welcome()
        # the welcome page until a match is open, then the match (the splitter, built then:
        # see _match_page)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.welcome)
        # every button of both pages (New match, Print sheet, the history's) marked as the
        # forms' buttons are: the platform's faint line was hardly seen (a keyboard trial)
        self.pages.setStyleSheet(BUTTON_FOCUS_STYLE)
        self.setCentralWidget(self.pages)
        # the messages ("Écrit : …/coiffeur.pdf") where they move nothing (widgets.statusbar)
        self._status = MenuBarStatus()
        place(self, self._status)
        self._build_menus()
        keys_never_idle_in(self, self._focus_entry)
        self._restore_geometry()

    def statusBar(self) -> MenuBarStatus:  # noqa: N802 - Qt's name
        """Where the window's short messages are said: the menu bar's right corner."""
        return self._status

    def _match_page(self) -> QSplitter:
        """The match's page, built when the first match opens (or Tafel mode is asked for):
        the welcome page starts without the history, the chart, the statistics and the
        form's base, some 15 ms of the start-up (docs/performance.md)."""
        if self.pages.count() == 1:
            self._build_layout()
            self.pages.addWidget(self.splitter)
        return self.splitter

    def _build_layout(self) -> None:
        from .widgets.boundary import LayoutBoundary
        from .widgets.chart import RunningTotalsChart
        from .widgets.history import HistoryView
        from .widgets.statistics import StatisticsView

        # left: the board above, the history (and chart) below
        self.left = QSplitter(Qt.Orientation.Vertical)
        self.board_holder = QWidget()
        self.board_layout = QVBoxLayout(self.board_holder)
        self.board_layout.setContentsMargins(0, 0, 0, 0)
        self.tafel_bar = self._tafel_bar()
        self.board_layout.addWidget(self.tafel_bar)
        self.history = HistoryView(self.controller)
        self.history.list.addAction(self.delete_action)
        self.history.chosenChanged.connect(self._show_chosen)
        self.chart = RunningTotalsChart()
        self.tabs = QTabWidget()
        self.tabs.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the history, not its tab
        self.tabs.tabBar().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tabs.addTab(self.history, self.tr("History"))
        self.tabs.addTab(self.chart, self.tr("Chart"))
        self.statistics = StatisticsView()
        self.tabs.addTab(self.statistics, self.tr("Statistics"))
        self.tabs.currentChanged.connect(lambda _i: self._follow_statistics())
        self.tabs.currentChanged.connect(lambda _i: self._check_page())
        self.tabs.setMinimumHeight(120)
        self.left.addWidget(self.board_holder)
        self.left.addWidget(self.tabs)
        self.left.setStretchFactor(0, 3)
        self.left.setStretchFactor(1, 1)
        self.left.setChildrenCollapsible(False)
        # right: not-saved warning, status, the entry form (or what to do after the Partie)
        self.side = QWidget()
        side = QVBoxLayout(self.side)
        side.setContentsMargins(0, 0, 0, 0)
        side.setSpacing(2)
        self.save_banner = QFrame()
        self.save_banner.setObjectName("saveBanner")
        self.save_banner.setStyleSheet("#saveBanner { background: #b3261e; border-radius: 4px; }"
                                       " QLabel { color: white; font-weight: bold; }")
        banner = QHBoxLayout(self.save_banner)
        banner.setContentsMargins(8, 4, 8, 4)
        self.save_label = _label("saveProblem")
        banner.addWidget(self.save_label, 1)
        save_as = QPushButton(self.tr("Save as…"))
        save_as.clicked.connect(self.save_as)
        banner.addWidget(save_as)
        self.save_banner.hide()
        side.addWidget(self.save_banner)
        self.status_label = StatusLine()
        self.status_label.setObjectName("matchStatus")
        self.status_label.setStyleSheet("font-size: 15px; font-weight: bold; padding: 2px 6px;")
        self.status_label.spare = self._status_spare
        side.addWidget(self.status_label)
        self.finished_buttons: list[QPushButton] = []
        self.finished_box = self._finished_box()
        side.addWidget(self.finished_box)
        # the form's own texts change at every entry: they lay out the form, and the window
        # only when the form asks for other room (widgets.boundary)
        self.panel_holder = LayoutBoundary()
        side.addWidget(self.panel_holder, 1)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.left)
        # the status line's text changes at every entry too: it lays out the side, and the
        # window only when the side asks for other room
        self.side_holder = LayoutBoundary()
        self.side_holder.set_widget(self.side)
        self.splitter.addWidget(self.side_holder)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.splitterMoved.connect(lambda _pos, _i: self._remember_split())

    def _tafel_bar(self) -> QWidget:
        """Under the board in Tafel mode only: how to leave it, and a button that does (a
        mouse user who chose it from the View menu found no way back: only F11 and Esc
        leave it; a trial's), and the window's short messages while they are said."""
        bar = QFrame()
        bar.setObjectName("tafelBar")
        row = QHBoxLayout(bar)
        row.setContentsMargins(8, 2, 8, 2)
        # the window's messages in the hint's place: the menu bar, where they are said,
        # is hidden here (a tester's Ctrl+Z, "Nothing to undo", was said there unseen)
        self.tafel_message = MessageLine(
            self.tr("The board only: {0} or {1} gives the whole window back")
            .format(key_text("Esc"), key_text("F11")), self._status)
        row.addWidget(self.tafel_message, 1)
        back = QPushButton(self.tr("Whole window"))
        back.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay where the Schreiber types
        back.clicked.connect(self._leave_tafel_mode)
        row.addWidget(back)
        bar.hide()
        return bar

    def _finished_box(self) -> QWidget:
        """After the Partie: who won, and what can be done now."""
        box = QFrame()
        box.setObjectName("finishedBox")
        layout = QVBoxLayout(box)
        # a sentence with the winners' names: "Anne-" / "Catherine" never (a French trial's)
        self.finished_label = SentenceLabel()
        self.finished_label.setObjectName("finishedWords")
        self.finished_label.setStyleSheet("font-size: 22px; font-weight: bold;")
        layout.addWidget(self.finished_label)
        hint = _label("finishedHint")
        # both keys said as keys: "press Enter (Ctrl+E)" left a French trial asking which
        hint.setText(self.tr("To correct an entry: select it in the history, then press Enter "
                             "or {0}, or click Correct…").format(key_text("Ctrl+E")))
        layout.addWidget(hint)
        for text, slot in ((self.tr("New match ({0})").format(key_text("Ctrl+N")),
                            self.new_match),
                           (self.tr("Print the sheet ({0})").format(key_text("Ctrl+P")),
                            lambda: self.paper.print_preview())):
            button = QPushButton(text)
            button.setMinimumHeight(40)
            button.clicked.connect(lambda _c=False, s=slot: s())
            layout.addWidget(button)
            self.finished_buttons.append(button)
        box.hide()
        return box

    # -- menus -------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        bar = self.menuBar()
        bar.setStyleSheet(MENU_BAR_STYLE)  # the title with the keys is seen
        file = bar.addMenu(self.tr("&File"))
        self.new_action = self._action(file, self.tr("&New match…"), self.new_match,
                                       QKeySequence.StandardKey.New)
        self._action(file, self.tr("&Open…"), self.open_dialog, QKeySequence.StandardKey.Open)
        self.recent_menu = file.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.unsaved_action = self._action(file, self.tr("&Unsaved matches…"),
                                           self.show_unsaved)
        self._action(file, self.tr("&Join club evening…"), self.join_club_evening)
        file.addSeparator()
        self.save_as_action = self._action(file, self.tr("Save &as…"), self.save_as,
                                           QKeySequence.StandardKey.SaveAs)
        self.save_action = self._action(file, self.tr("&Save now"), self.save_now,
                                        QKeySequence.StandardKey.Save)
        self.file_menu = file
        file.aboutToShow.connect(self._file_menu_shown)
        file.addSeparator()
        quit_action = self._action(file, self.tr("&Quit"), self.close,
                                   QKeySequence.StandardKey.Quit)
        self.paper = PrintActions(self, file, quit_action)

        edit = bar.addMenu(self.tr("&Edit"))
        undo = self._stack_action(redo=False)
        undo.setShortcuts(QKeySequence.StandardKey.Undo)
        redo = self._stack_action(redo=True)
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        for action in (undo, redo):
            edit.addAction(action)
            self.addAction(action)  # Tafel mode hides the menu bar: the keys still work
        self.undo_action, self.redo_action = undo, redo
        self._follow_steps(edit)
        self._steps_keys: list[QAction] = [undo, redo]  # the keys of the undo history too
        for action, redoing in ((undo, False), (redo, True)):
            self._steps_keys.append(self._nothing_to(action, redoing))
        # every step at once, to go back (or on) to one (an English trial missed it)
        self.undo_history_action = self._action(edit, self.tr("Undo &history…"),
                                                self.show_undo_history, QKeySequence("Ctrl+H"))
        self.undo_history_action.setObjectName("undoHistory")
        self.undo_history: UndoHistory | None = None
        edit.addSeparator()
        self._action(edit, self.tr("&Correct selected entry"), self._correct_entry,
                     QKeySequence("Ctrl+E"))
        # Del, as the menu says: a key of the history list (added to it when it is built),
        # never of the window, where Del in a number field deletes a digit
        self.delete_action = self._action(edit, self.tr("&Delete selected entry"),
                                          self._delete_entry, QKeySequence.StandardKey.Delete)
        self.delete_action.setObjectName("deleteEntry")
        self.delete_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        edit.addSeparator()
        # a typo in a name, found after three rounds (a trial's "Slyvie")
        self.names_action = self._action(edit, self.tr("&Names and details…"),
                                         self.change_names, QKeySequence("Ctrl+Shift+N"))
        self.names_action.setObjectName("changeNames")
        # a Schieber begun to 2500 at a Stammtisch that plays to 3000: the rounds stay
        self.rules_change_action = self._action(edit, self.tr("&Table rules…"),
                                                self.change_rules)
        self.rules_change_action.setObjectName("changeRules")
        edit.setToolTipsVisible(True)  # why it is greyed at a live club table
        edit.aboutToShow.connect(self._offer_rules_change)

        view = bar.addMenu(self.tr("&View"))
        self.tafel_action = self._action(view, self.tr("&Board only"),
                                         self.toggle_tafel_mode, QKeySequence("F11"))
        self.tafel_action.setCheckable(True)
        # Esc leaves it as a shortcut of the window, not a key the window is handed: after
        # the menus were used by keys the hidden menu bar kept the keys, and Esc stayed
        # there (a keyboard trial's, stuck in Tafel mode until F11)
        self.leave_tafel_action = QAction(self)
        self.leave_tafel_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.leave_tafel_action.setEnabled(False)
        self.leave_tafel_action.triggered.connect(self._leave_tafel_mode)
        self.addAction(self.leave_tafel_action)
        # F6 / Shift+F6 between the form and the list below the board, as browsers and office
        # programs go between their panes: the history was some 19 Tabs from the Fahnder's
        # form (an English keyboard trial's)
        self.pane_actions = [
            self._action(view, self.tr("&Next pane"), lambda: self.switch_pane(True),
                         QKeySequence("F6")),
            self._action(view, self.tr("&Previous pane"), lambda: self.switch_pane(False),
                         QKeySequence("Shift+F6")),
        ]
        view.addSeparator()
        # the tabs below the board take no focus (Tab goes from the form to the history): the
        # menu is the keyboard's way to the chart and the statistics
        self.page_actions: list[QAction] = []
        pages = QActionGroup(self)  # one tab is shown: ticked as a choice of one
        for index, text in enumerate((self.tr("&History"), self.tr("&Chart"),
                                      self.tr("&Statistics"))):
            action = self._action(view, text, lambda index=index: self._show_page(index))
            action.setCheckable(True)
            pages.addAction(action)
            self.page_actions.append(action)
        view.addSeparator()
        language = view.addMenu(self.tr("&Language"))
        current = str(self.settings.value("language", "auto"))
        for code, name in [("auto", self.tr("Automatic (system)")), *LANGUAGES.items()]:
            action = language.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == current)
            action.triggered.connect(lambda _c=False, code=code: self._set_language(code))

        self.club = ClubMenu(self, bar.addMenu(self.tr("C&lub")))  # Alt+C: Handjass points

        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&Keyboard"), self.show_keys, QKeySequence("F1"))
        # "how much is a Match here?": the open match's table rules and how it scores
        self.rules_action = self._action(help_menu, self.tr("&Rules of this match"),
                                         self.show_rules, QKeySequence("Shift+F1"))
        self.rules_action.setObjectName("rulesOfMatch")
        self._action(help_menu, self.tr("&About Jasstafel"), self.show_about)
        self._match_actions(False)

    def _action(self, menu: Any, text: str, slot: Any, key: Any = None) -> QAction:
        action = QAction(text, self)
        if key is not None:
            action.setShortcut(key)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        self.addAction(action)  # shortcuts work in Tafel mode too, with the menu bar hidden
        return action

    def _correct_entry(self) -> None:
        """Ctrl+E: the selected entry (else the last) into the form; the history in view,
        where its word is said if there is none."""
        if self.controller.session is not None:
            self.tabs.setCurrentWidget(self.history)
            self.history.correct()

    def _choose_entry(self, index: int) -> None:
        """Entry *index* chosen in the history, in view: Ctrl+E, Del and Insert before act on
        it (the cursor stays where it is)."""
        if 0 <= index < self.history.list.count():
            self.tabs.setCurrentWidget(self.history)
            self.history.list.setCurrentRow(index)
            self.history.list.scrollToItem(self.history.list.item(index))

    def _open_entry(self, index: int) -> None:
        """Entry *index* into the form to correct (a filled Coiffeur cell double-clicked),
        chosen in the history first, as Ctrl+E corrects the one chosen."""
        self._choose_entry(index)
        self._correct_entry()

    def _show_chosen(self, index: int) -> None:
        """The entry chosen in the history (-1: none) shown on a board that shows it (a
        Coiffeur's cell highlighted): a cell stayed highlighted long after its entry was
        unchosen (a trial's)."""
        if hasattr(self.board_widget, "show_chosen"):
            self.board_widget.show_chosen(index)

    def _delete_entry(self) -> None:
        if self.controller.session is not None:
            self.tabs.setCurrentWidget(self.history)
            self.history.delete()

    def _show_page(self, index: int) -> None:
        """View › History, Chart, Statistics: that tab below the board. The cursor stays
        where it is, as after a click on the tab; if it was in the page now hidden (the
        history), it goes back to the form."""
        if self.controller.session is None or not self.tabs.isTabVisible(index):
            self._check_page()
            return
        before = QApplication.focusWidget()
        page = self.tabs.widget(index)
        self.tabs.setCurrentIndex(index)
        if before is None:
            self._focus_entry()
            return
        on_page = page is not None and (before is page or page.isAncestorOf(before))
        if self.tabs.isAncestorOf(before) and not on_page:
            self._focus_after_page(page)

    def _focus_after_page(self, page: QWidget | None) -> None:
        """The cursor out of the page just hidden: into the form; without one (a finished
        match) into the page shown where it takes keys (the statistics' table, whose arrows
        scroll it). The finished match's *New match* took it, one Enter from leaving the
        match (a keyboard trial's, after View → Statistics)."""
        form = self.panel is not None and self.panel.isVisibleTo(self)
        keys = None if form or page is None or page is self.history else _takes_keys(page)
        if keys is not None:
            keys.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self._focus_entry()

    def switch_pane(self, forward: bool) -> None:
        """F6 (*forward*) and Shift+F6: the keys from the form to the page shown below the
        board (the history, the chart or the statistics) and back. Two panes, so both keys go
        to the other one; from elsewhere (the Coiffeur's grid, which chooses the form's cell)
        F6 goes on to the page and Shift+F6 back to the form. Tafel mode shows the board
        alone: nothing to go to."""
        if self.controller.session is None or self.tafel_action.isChecked():
            return
        keys = QApplication.focusWidget()
        in_form = keys is not None and self.side.isAncestorOf(keys)
        in_page = keys is not None and self.tabs.isAncestorOf(keys)
        if in_form or (forward and not in_page):
            self._focus_page()
        else:
            self._focus_side()

    def _focus_page(self) -> None:
        """The keys on the page below the board; in the history on an entry, the newest
        unless one is chosen, so that Del and Ctrl+E act at once on the entry they see
        chosen (the arrow keys start there too)."""
        page = self.tabs.currentWidget()
        if page is self.history:
            rows = self.history.list
            if rows.chosen() < 0 and rows.count():
                rows.setCurrentRow(rows.count() - 1)
            rows.setFocus(Qt.FocusReason.ShortcutFocusReason)
            if rows.currentItem() is not None:
                rows.scrollToItem(rows.currentItem())
        elif page is not None and (keys := _takes_keys(page)) is not None:
            keys.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _focus_side(self) -> None:
        """The keys back in the form, in its field where the next thing is typed; after the
        Partie, on its first button (*New match*)."""
        if self.panel is not None and self.panel.isVisibleTo(self):
            self.panel.focus_next()
        elif self.finished_box.isVisibleTo(self):
            self.finished_buttons[0].setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _check_page(self) -> None:
        """The View menu ticks the tab shown below the board."""
        current = self.tabs.currentIndex() if hasattr(self, "tabs") else -1
        for index, action in enumerate(self.page_actions):
            action.setChecked(index == current)

    def _match_actions(self, enabled: bool) -> None:
        # the rules are a match's: on the welcome page there are none to tell
        for action in (self.save_as_action, self.save_action, self.names_action,
                       self.rules_action, self.undo_history_action, *self.page_actions,
                       *self.pane_actions):
            action.setEnabled(enabled)
        self.paper.set_enabled(enabled)
        self._offer_rules_change()

    def _file_menu_shown(self) -> None:
        self.unsaved_action.setEnabled(bool(self._unsaved()))

    def _welcome(self) -> QWidget:
        page = QWidget()
        layout = self.welcome_layout = QVBoxLayout(page)
        layout.addStretch(1)
        title = QLabel("Jasstafel")
        title.setObjectName("welcomeTitle")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setStyleSheet("font-size: 40px; font-weight: bold;")
        layout.addWidget(title)
        self.welcome_title = title
        # the newest match waiting, named (shown by _show_waiting): after a restart a third
        # button "Unsaved matches…" alone did not say that a match was waiting behind it
        # (a German trial's, his laptop's lid closed mid-match)
        self.welcome_continue = QPushButton()
        self.welcome_continue.setObjectName("welcomeContinue")
        self.welcome_continue.clicked.connect(self._continue_waiting)
        self.welcome_continue.hide()
        self._waiting: Unsaved | None = None
        # the match last opened or saved, below it (shown by _offer_recent): a trial's match,
        # saved carefully under a name, was only under File → Open recent after a restart,
        # while kept unsaved it had been offered on this page
        self.welcome_recent = QPushButton()
        self.welcome_recent.setObjectName("welcomeRecent")
        self.welcome_recent.clicked.connect(self._open_recent_offered)
        self.welcome_recent.hide()
        self._recent_offered: Path | None = None
        new = QPushButton(self.tr("New match ({0})").format(key_text("Ctrl+N")))
        new.setObjectName("welcomeNew")
        new.clicked.connect(self.new_match)
        open_ = QPushButton(self.tr("Open a match ({0})").format(key_text("Ctrl+O")))
        open_.clicked.connect(self.open_dialog)
        self.welcome_unsaved = QPushButton(self.tr("Unsaved matches…"))
        self.welcome_unsaved.clicked.connect(self.show_unsaved)
        for b in (self.welcome_continue, self.welcome_recent, new, open_,
                  self.welcome_unsaved):
            b.setMinimumHeight(48)
            b.setMaximumWidth(360)
            layout.addWidget(b, 0, Qt.AlignmentFlag.AlignHCenter)
        for b in (self.welcome_continue, self.welcome_recent):
            # their words are the match's: its name, its players, its entries and a round
            # begun, its time (the names shortened beyond this, a netbook's 1024 pixels)
            b.setMaximumWidth(800)
        layout.addStretch(2)
        QTimer.singleShot(0, self._show_waiting)
        return page

    def _show_waiting(self) -> None:
        """The start page names the match waiting first among the unsaved ones (the one
        a crash left, else the newest), whose it is and whether a round is begun in it, with
        a button to continue it; *Unsaved matches…* below lists them all."""
        items = self._unsaved()
        self._waiting = items[0] if items else None
        self.welcome_unsaved.setVisible(bool(items))
        if self._waiting is not None:
            offer = self.tr("Continue: {0}")
            words = waiting_words(self._waiting, _fits(self.welcome_continue, offer))
            self.welcome_continue.setText(no_mnemonic(offer.format(words)))
            self.welcome_continue.setToolTip(players_said(self._waiting.players))
        self.welcome_continue.setVisible(self._waiting is not None)
        self._order_offers(self._offer_recent(items))

    def _order_offers(self, recent_changed: datetime.datetime | None) -> None:
        """The two offers newest first, the first with the cursor (Enter continues it): an
        older match kept unsaved came first, and Enter continued it instead of the match
        saved and played last (an English keyboard trial's). A match a crash left (or its
        rescue copy) stays first however old: it is the one that was not put away."""
        waiting = self._waiting
        urgent = waiting is not None and (waiting.crashed or waiting.rescue)
        recent_first = (waiting is not None and recent_changed is not None and not urgent
                        and recent_changed > waiting.changed)
        first, second = ((self.welcome_recent, self.welcome_continue) if recent_first
                         else (self.welcome_continue, self.welcome_recent))
        layout = self.welcome_layout
        at = min(layout.indexOf(first), layout.indexOf(second))
        for offset, button in enumerate((first, second)):
            layout.removeWidget(button)
            layout.insertWidget(at + offset, button, 0, Qt.AlignmentFlag.AlignHCenter)
        QWidget.setTabOrder(first, second)  # Tab from the first to the second, as they stand
        keys = QApplication.focusWidget()
        on_page = keys is None or self.welcome.isAncestorOf(keys)
        if self.pages.currentWidget() is self.welcome and on_page:
            for button in (first, second):
                if not button.isHidden():
                    button.setFocus(Qt.FocusReason.OtherFocusReason)
                    break

    def _offer_recent(self, items: list[Unsaved]) -> datetime.datetime | None:
        """The start page offers the match last opened or saved (File → Open recent's first
        that opens) too, beside an unsaved one waiting: *Continue: Dienstagsjass (Anna, Beat,
        Cla, Dora), saved, 6 entries, today 22:41*; one finished is offered to *Open*. Returns
        when its file was last changed (None: none offered)."""
        found = self._recent_match(items)
        self._recent_offered = found[0] if found else None
        if found is not None:
            path, match, changed = found
            offer = self.tr("Open: {0}") if match.finished else self.tr("Continue: {0}")
            words = saved_words(path, match, changed, _fits(self.welcome_recent, offer))
            self.welcome_recent.setText(no_mnemonic(offer.format(words)))
            self.welcome_recent.setToolTip(
                f"{players_said(match.rules.doc.players)}\n{printable(str(path))}")
        self.welcome_recent.setVisible(found is not None)
        return found[2] if found is not None else None

    def _recent_match(self, items: list[Unsaved],
                      ) -> tuple[Path, Match, datetime.datetime] | None:
        """The newest of the last few files opened or saved that is there and opens, and is
        neither the file of an unsaved match offered (a rescue copy's) nor open in another
        running Jasstafel, with when it was last changed; None if none is. A missing or
        broken file is not offered (File → Open recent still has it, and says why it cannot
        be opened), nor one gone meanwhile (its date asked in a timer's slot raised)."""
        offered = {item.rescue_of or item.path for item in items}
        in_use = self.running.in_use()
        for name in self.recent_files()[:RECENT_OFFERED]:
            path = Path(name)
            if path in offered or path.absolute() in in_use or not path.is_file():
                continue
            # only now, with a file to read: a first start loads no rules' models
            # (tests/ui/test_start_imports.py)
            from ..core import matchfile

            try:
                match = matchfile.load(path)
                changed = datetime.datetime.fromtimestamp(path.stat().st_mtime)
            except (JassError, OSError, ValueError, RecursionError):
                continue
            return path, match, changed
        return None

    def _open_recent_offered(self) -> None:
        """The start page's offer of the last file, opened as File → Open recent opens it;
        refused (gone meanwhile), the page offers what is there now."""
        if self._recent_offered is not None and not self.open_file(self._recent_offered):
            self._show_waiting()

    def _continue_waiting(self) -> None:
        """The start page's *Continue*: the match it names, as the dialog's row continues it
        (a crash's offer is a dialog over the page: answered before this can be clicked)."""
        if self._waiting is not None:
            self._continue_unsaved(self._waiting)

    # -- opening and saving ------------------------------------------------------------------

    def new_match(self) -> None:
        from .newmatch import NewMatchDialog  # the dialog builds every variant's settings form

        # the match open here is left (or not) at Start, while the dialog is open: Cancel
        # on that question goes back to the dialog with everything typed (a trial's Esc
        # closed both, and the names and settings typed were gone)
        # it starts from the match open here: "same again", or a setting changed
        current = self.controller.match if self.controller.session is not None else None
        dialog = NewMatchDialog(self.settings, self, leave=self.leave_match, current=current)
        match = dialog.match if dialog.exec() else None
        # gone once answered (deleted when this returns to the event loop, not in the
        # question's): kept, each one was a hidden child of the window for as long as it
        # lived, and answered every focus change of the program
        dialog.deleteLater()
        if match is not None:
            self.start(match)

    def join_club_evening(self, link: str | None = None) -> None:
        """Write this table's match on a live club evening (jasstafel.ui.club.live); *link*
        is the evening's address (the QR code's link), with the table code or without."""
        from .club.live import join_evening

        join_evening(self, link)

    def open_argument(self, argument: str) -> None:
        """What `jasstafel ARGUMENT` opens: a live evening's link (http://…) joins the
        evening, anything else is a match file."""
        if argument.lower().startswith(("http://", "https://")):
            self.join_club_evening(argument)
        else:
            self.open_file(argument)

    def start(self, match: Match) -> None:
        """Open a new, unnamed match: it is autosaved until it gets a name."""
        from ..core.session import Session

        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
        session = Session(match, autosave=autosave_dir() / f"match-{stamp}.jass")
        session.save()
        self._use(session)

    def open_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # see _ask_name

        path, _filter = QFileDialog.getOpenFileName(self, self.tr("Open match"),
                                                    self.last_folder(), self.file_filter())
        if path:
            self.open_file(path)

    def open_file(self, path: str | Path) -> bool:
        """Open a match file; a broken or foreign file is refused with the reason, untouched."""
        from ..core import matchfile
        from ..core.session import Session

        try:
            match = matchfile.load(path)
        except (JassError, OSError, ValueError, RecursionError) as err:
            reason = error_text(err)
            # a reason that names the file already is said alone ("…/huge.jass is too large
            # for a match file": the path said twice, a trial's); a name's controls escaped
            # (a right-to-left override turned the sentence around it backwards)
            said = reason if str(path) in reason else self.tr(
                "{0} cannot be opened:\n{1}").format(path, reason)
            messages.warning(self, self.tr("Cannot open match"), printable_lines(said))
            return False
        if not self.leave_match():
            return False
        self._use(Session(match, path=path, rescue=rescue_path()))
        self._remember_file(str(path))
        self._offer_fuller_copy(Path(path))
        return True

    def _offer_fuller_copy(self, path: Path) -> None:
        """The file just opened lacks entries that a rescue copy waiting among the unsaved
        matches has: said before anything is written here (a trial's reopened file said
        nothing, and a round written into it would have made file and copy disagree)."""
        lacking = [item for item in self.unsaved() if item.rescue_of is not None
                   and item.file_lacks and _same_file(item.rescue_of, path)]
        if not lacking:
            return
        answer = messages.choose(
            self, self.tr("A fuller copy waits"),
            i18n.plural("MainWindow", "{0} lacks %n entry that its rescue copy has (kept "
                        "among the unsaved matches when the file could not take it). "
                        "Continue the copy (File → Unsaved matches…) to have every entry in "
                        "the file; what is written into the file as it is now is not in the "
                        "copy.", max(item.file_lacks or 0 for item in lacking)).format(path),
            [("show", self.tr("&Unsaved matches…")),
             ("file", self.tr("&Continue with the file"))], default="show", escape="file")
        if answer == "show":
            self.show_unsaved()

    def recover(self, path: Path) -> bool:
        """Continue an autosaved, unnamed match."""
        from ..core import matchfile
        from ..core.session import Session

        try:
            match = matchfile.load(path)
        except (JassError, OSError, ValueError, RecursionError) as err:
            messages.warning(self, self.tr("Cannot restore match"), error_text(err))
            return False
        if not self.leave_match():
            return False
        self._use(Session(match, autosave=path))
        return True

    def resume(self, item: Unsaved) -> bool:
        """Continue a rescue copy in its named file (after a crash): every entry, and the
        file written as soon as it can be (the copy then goes); a file written elsewhere
        meanwhile is not written over (core.session.Session.resume)."""
        from ..core import matchfile
        from ..core.session import Session

        assert item.rescue_of is not None
        try:
            match = matchfile.load(item.path)
        except (JassError, OSError, ValueError, RecursionError) as err:
            messages.warning(self, self.tr("Cannot restore match"), error_text(err))
            return False
        if not self.leave_match():
            return False
        self._use(Session.resume(match, path=item.rescue_of, rescue=item.path,
                                 seen=item.file_seen))
        self._remember_file(str(item.rescue_of))
        if self.controller.save():  # the file can be written: it has every entry again
            self._changed()
        return True

    def leave_match(self) -> bool:
        """:meth:`_leave_match`; the round begun in the form stays where the match stays (its
        file, or among the unsaved matches) and comes back when it is opened again: a
        Differenzler's secret predictions cannot be typed again after the game (a trial's
        Schreiberin quit with four typed, and lost them). A match discarded, or left to the
        club or a live evening, takes it along."""
        session = self.controller.session
        left = self._leave_match()
        if left and session is not None and _kept_somewhere(session):
            self.crash_draft.keep()
        elif left:
            self.crash_draft.forget()
        return left

    def _leave_match(self) -> bool:
        """Before another match replaces this one, or the window closes: an unnamed match
        with entries is saved under a name, kept among the unsaved matches, or discarded;
        one the club or a live evening's server holds entry for entry is left as a named
        one is; a match whose entries could not all be saved is never left without a word
        (:meth:`_leave_unsaved`). False: the Schreiber cancelled, stay."""
        session = self.controller.session
        if session is None:
            return True
        if session.path is None and not session.match.entries:
            # a new match nobody wrote in: only what is typed in its form is at stake (a
            # trial's prediction went unasked)
            # kept only where its autosave can be written: else nothing keeps it or its round
            kept = session.save_error is None or session.save()
            answer = self._ask_typing_only(kept) if self._typing_dropped() else "discard"
            if answer == "discard":
                session.discard_autosave()
            return answer != "cancel"
        # played for a club table: what the club holds of it (Club → Club window)
        copy = self.club.copy_of(session) if session.path is None else None
        if copy is not None and copy.same:
            # the club holds every entry, as a named match's file does: nothing is lost, and
            # nothing asked (a trial's question offered to discard "(deleted)" a match safe
            # in the club, and the secretary feared for the club's result)
            if self._typing_dropped() and self._ask_kept_in_club(copy) != "keep":
                return False
            session.discard_autosave()
            return True
        # a table of a live club evening (File → Join club evening): what its server holds
        live = self._live_copy(session) if session.path is None else None
        if live is not None and live.same:
            # the server has confirmed every entry: the evening keeps them, as the club
            # does (a trial's question offered to discard "(deleted)" the table's result)
            if self._typing_dropped() and self._ask_kept_live(live) != "keep":
                return False
            session.discard_autosave()
            return True
        if session.path is None and session.save_error is not None and not session.save():
            answer = self._ask_unnamed_unsaved(session, copy)  # nothing to keep it in
        elif live is not None:
            answer = self._ask_not_sent(live)
        elif session.path is None:
            answer = self._ask_unnamed(session, copy)
        elif self._typing_dropped():
            answer = self._ask_named_typing(session.path)
        else:
            answer = "keep"
        if answer == "save":
            return self.save_as()
        if answer == "discard":
            session.discard_autosave()
            return True
        if answer != "keep":
            return False
        if session.save_error is None or session.save():
            return True
        return self._leave_unsaved(session)

    def _typing_dropped(self) -> str:
        """A paragraph for a question before the match is left, if the form holds something
        typed or chosen and not written (a trial's half round went, unsaid): it stays with
        the match wherever the match is kept (:meth:`leave_match`), or, a correction begun
        (or what cannot be kept as a draft), it goes whatever the answer. Its words name
        what is in the form, not typing: a Schreiberin who had only chosen a row was asked
        about what she had typed."""
        if self.panel is None or not self.panel.has_typing():
            return ""
        if self.crash_draft.keepable():
            return "\n\n" + self.tr("The round begun in the form stays with the match "
                                     "wherever it is kept, and comes back when the match is "
                                     "opened again.")
        return "\n\n" + self.tr("What is in the form and not yet written is dropped.")

    def _ask_named_typing(self, path: Path) -> str:
        """Leaving a named match (saved) with something typed in the form and not written:
        asked, as for an unnamed match (a keyboard trial's half round went unsaid)."""
        if self.crash_draft.keepable():
            said = self.tr("{0} is saved, and the round begun in the form stays with it: it "
                           "comes back when {0} is opened again.")
        else:
            said = self.tr("What is in the form and not yet written is dropped: {0} itself "
                           "is saved.")
        return messages.choose(
            self._asking_over(), self.tr("Leave the match?"), said.format(path.name),
            [("keep", self.tr("&Leave it")), ("cancel", self.tr("S&tay with it"))],
            default="cancel", escape="cancel")

    def _ask_kept_in_club(self, copy: ClubCopy) -> str:
        """Leaving a match the club holds as it is, with something typed in the form and not
        written (a correction begun): asked, as for a named match."""
        return messages.choose(
            self._asking_over(), self.tr("Leave the match?"),
            self.tr("What is in the form and not yet written is dropped: the match "
                    "itself is kept in the club (Passe {0}, table {1}).").format(
                        copy.passe, copy.table),
            [("keep", self.tr("&Leave it")), ("cancel", self.tr("S&tay with it"))],
            default="cancel", escape="cancel")

    def _live_copy(self, session: Session) -> LiveCopy | None:
        """What the live evening's server holds of *session*'s match, if it is the table
        this window joined (ui/club/live.py); None otherwise."""
        link = self.live_link
        copy = link.copy_of(session) if link is not None else None
        waiting = self.rejoin
        if copy is None and waiting is not None and waiting.session is session:
            copy = waiting.copy_of()  # not joined again yet: what it knew of the server
        return copy

    def _ask_kept_live(self, live: LiveCopy) -> str:
        """Leaving a live table whose every entry the server holds, with something typed in
        the form and not written: asked, as for a match the club holds."""
        return messages.choose(
            self._asking_over(), self.tr("Leave the match?"),
            self.tr("What is in the form and not yet written is dropped: the match "
                    "itself is kept on the live evening's server (Passe {0}, table {1}).").format(
                        live.passe, live.table),
            [("keep", self.tr("&Leave it")), ("cancel", self.tr("S&tay with it"))],
            default="cancel", escape="cancel")

    def _ask_not_sent(self, live: LiveCopy) -> str:
        """Leaving a live table with entries its server has not confirmed: said plainly in
        the window's language, as the table's state in the status bar says it (the evening
        ended, no connection, or the server's refusal in its own sentence), and only what
        keeps them is offered (no Discard: they are in this window only). The system's
        reason ("[Errno 111] Connection refused", a trial's German question ended in it) is
        never in the sentence: it is behind the box's *Show Details…*."""
        passe, table = live.passe, live.table
        if live.ended:
            said = (self.tr("The live evening has ended: %n entries of this table (Passe {0}, "
                            "table {1}) were not sent.", "", live.unsent) if live.unsent
                    else self.tr("The live evening has ended: the last change of this table "
                                 "(Passe {0}, table {1}) was not sent."))
        elif live.unreachable:
            said = (self.tr("No connection to the live evening's server: %n entries of this "
                            "table (Passe {0}, table {1}) were not sent.", "", live.unsent)
                    if live.unsent
                    else self.tr("No connection to the live evening's server: the last change "
                                 "of this table (Passe {0}, table {1}) was not sent."))
        elif live.said:  # the server's own sentence, in the evening's language
            said = self.tr("The live evening's server refused the last change of this table "
                           "(Passe {0}, table {1}):\n{2}")
        else:  # no answer yet, or one not of a Jasstafel server: its words are details
            said = self.tr("The live evening's server has not confirmed every entry of this "
                           "table (Passe {0}, table {1}).")
        said = said.format(passe, table, live.said)
        if live.refused or live.ended:  # not sent again (a refusal), or nobody to send to
            then = self.tr("What the server does not hold is only in this window. Save the "
                           "match under a name, keep it among the unsaved matches (File → "
                           "Unsaved matches…), or stay with it?")
        else:
            then = self.tr("What the server does not hold is only in this window. Save the "
                           "match under a name, keep it among the unsaved matches (File → "
                           "Unsaved matches…), or stay with it while the window sends it "
                           "again?")
        details = live.reason if live.reason != live.said else ""
        return messages.choose(
            self._asking_over(), self.tr("Not sent"),
            said + "\n\n" + then + self._typing_dropped(),
            [("save", self.tr("&Save as…")), ("keep", self.tr("&Keep unsaved")),
             ("stay", self.tr("S&tay with it"))],
            default="save", escape="stay", details=details)

    def _club_holds(self, copy: ClubCopy | None) -> str:
        """What the club holds of a match changed since it was saved there (an undo): its
        earlier result stays there whatever the answer, until the match is finished again."""
        if copy is None:
            return ""
        if copy.finished:
            said = self.tr("The club still holds its finished result of Passe {0}, table {1}, "
                           "not the match as it is now.")
        else:
            said = self.tr("The club still holds it as it was saved unfinished for Passe {0}, "
                           "table {1}, not as it is now.")
        said = said.format(copy.passe, copy.table)
        if not self.controller.match.finished:
            said += " " + self.tr("To replace it, cancel and finish the match.")
        return said

    def _ask_typing_only(self, kept: bool = True) -> str:
        """Leaving a new match with no entry but something typed in its form: "keep" it
        among the unsaved matches with the round begun (the first game's predictions),
        "discard" it, or "cancel". Not *kept* (its autosave cannot be written), it is not
        offered: it would be lost, round and all."""
        if not kept or not self.crash_draft.keepable():
            answer = messages.choose(
                self._asking_over(), self.tr("Leave the match?"),
                self.tr("What is in the form and not yet written is dropped."),
                [("keep", self.tr("&Leave it")), ("cancel", self.tr("S&tay with it"))],
                default="cancel", escape="cancel")
            return "discard" if answer == "keep" else answer
        return messages.choose(
            self._asking_over(), self.tr("Keep this match?"),
            self.tr("Nothing is written in this match yet, but a round is begun in its form. "
                    "Keep the match among the unsaved matches (File → Unsaved matches…), and "
                    "the round begun comes back when it is continued, or discard both?"),
            [("keep", self.tr("&Keep unsaved")), ("discard", self.tr("&Discard")),
             ("cancel", self.tr("S&tay with it"))],
            default="keep", escape="cancel")

    def _asking_over(self) -> QWidget:
        """Where a question before the match is left (and the name to save it under) is
        asked: over the dialog that asked to leave it (the New match dialog, open until the
        answer), else over the window."""
        modal = QApplication.activeModalWidget()
        return modal if modal is not None and modal.isVisible() else self

    def _ask_unnamed(self, session: Session, copy: ClubCopy | None = None) -> str:
        """Leaving a match without a name: save, keep, discard or cancel. One the club holds
        as it was before (*copy*: an undo since it was saved there) says what the club
        keeps, whatever the answer."""
        entries, match = len(session.match.entries), self._this_match(session)
        if copy is None:
            text = i18n.plural("MainWindow", "{0} is not saved in a file yet (%n entries). Save "
                               "it in a file, keep it among the unsaved matches (File → Unsaved "
                               "matches…), or discard it (deleted)?", entries).format(match)
        else:
            text = " ".join((
                i18n.plural("MainWindow", "{0} is not saved in a file yet (%n entries).",
                            entries).format(match),
                self._club_holds(copy),
                self.tr("Otherwise save it in a file, keep it among the unsaved matches "
                        "(File → Unsaved matches…), or discard it (deleted here: the club keeps "
                        "the result it holds)?")))
        return messages.choose(
            self._asking_over(), self.tr("Keep this match?"), text + self._typing_dropped(),
            [("save", self.tr("&Save as…")), ("keep", self.tr("&Keep unsaved")),
             ("discard", self.tr("&Discard")), ("cancel", self.tr("&Cancel"))],
            default="save", escape="cancel")

    def _this_match(self, session: Session) -> str:
        """The match a question about leaving it names: by its title where it has one. It
        said "This match has no name yet", meaning its file's, of a match a trial had
        titled «Sonntagsjass» in New match."""
        title = " ".join(session.match.document.info.title.split())
        if title:
            return self.tr("The match “{0}”", "who is not saved in a file yet").format(title)
        return self.tr("This match", "who is not saved in a file yet")

    def _ask_unnamed_unsaved(self, session: Session, copy: ClubCopy | None = None) -> str:
        """Leaving a match without a name whose autosave cannot be written: it cannot be
        kept (the autosave lacks the last entries), and the one question says so (a trial's
        offered "Keep unsaved" first, and only a second box said the entries would be lost)."""
        entries, trouble = len(session.match.entries), _save_trouble(session)
        if trouble == "denied":  # the advice that fits the error
            text = i18n.plural(
                "MainWindow", "{1} is not saved in a file yet (%n entries), and saving it "
                "automatically failed:\n{0}\n\nWhat is not saved is only in this window: "
                "leaving would lose it. Save it in a file with Save as…, in a folder you may "
                "write to, discard it (deleted), or stay with it.", entries)
        elif trouble == "full":
            text = i18n.plural(
                "MainWindow", "{1} is not saved in a file yet (%n entries), and saving it "
                "automatically failed:\n{0}\n\nWhat is not saved is only in this window: "
                "leaving would lose it. Save it in a file with Save as…, discard it (deleted), "
                "or stay with it (if the disk is full, free some space).", entries)
        else:
            text = i18n.plural(
                "MainWindow", "{1} is not saved in a file yet (%n entries), and saving it "
                "automatically failed:\n{0}\n\nWhat is not saved is only in this window: "
                "leaving would lose it. Save it in a file with Save as…, discard it (deleted), "
                "or stay with it.", entries)
        return messages.choose(
            self._asking_over(), self.tr("Not saved"),
            text.format(i18n.render(session.save_error or ""), self._this_match(session))
            + ("\n\n" + self._club_holds(copy) if copy is not None else "")
            + self._typing_dropped(),
            [("save", self.tr("&Save as…")), ("discard", self.tr("&Discard")),
             ("stay", self.tr("S&tay with it"))],
            default="save", escape="stay")

    def _leave_unsaved(self, session: Session) -> bool:
        """Leaving a match whose last entries could not be saved (a full disk, a read-only
        file): asked, whatever leads away (a trial's Ctrl+O left such a match without a
        word, while quitting was refused). Its rescue copy, where it has every entry, may
        keep it (among the unsaved matches); else it is saved elsewhere or stays."""
        reason = i18n.render(session.save_error or "")
        choices = [("save", self.tr("&Save as…"))]
        if session.rescued and session.rescue is not None and session.path is not None:
            mark_rescue(self.settings, session.rescue, session.path, session.seen)
            kept = self.tr("Every entry is in a copy kept among the unsaved matches (File → "
                           "Unsaved matches…).")
            choices.append(("keep", self.tr("&Leave it in the copy")))
        else:
            kept = self.tr("What is not saved is only in this window: leaving would lose it.")
        choices.append(("stay", self.tr("S&tay with it")))
        trouble = _save_trouble(session)  # the advice that fits the error
        if trouble == "denied":
            text = self.tr("The match could not be saved:\n{0}\n\n{1} Save it elsewhere with "
                           "Save as…, in a folder you may write to, or stay with it.")
        elif trouble == "full":
            text = self.tr("The match could not be saved:\n{0}\n\n{1} Save it elsewhere with "
                           "Save as…, or stay with it (if the disk is full, free some space).")
        else:
            text = self.tr("The match could not be saved:\n{0}\n\n{1} Save it elsewhere with "
                           "Save as…, or stay with it.")
        answer = messages.choose(self._asking_over(), self.tr("Not saved"),
                                 text.format(reason, kept), choices, default="save",
                                 escape="stay")
        if answer == "save":
            return self.save_as()
        return answer == "keep"

    def save_as(self) -> bool:
        if self.controller.session is None:
            return False
        session = self.controller.session
        # the match's name offered, as for its PDF and CSV: its file's, else its title; a
        # file that holds what this window did not write, another name beside it
        stem, folder = match_stem(session.match, session.path), None
        if session.written_elsewhere and session.path is not None:
            folder = session.path.parent
            stem = self._copy_stem(folder, stem)
        path = self._ask_name(stem + ".jass", folder, session.match)
        if not path:
            return False
        session = self.controller.session
        if not session.save_as(path):
            self._save_as_failed(path, session)
            self._changed()
            return False
        if session.rescue is None:
            session.rescue = rescue_path()
        self._remember_file(path)
        self.running.note(session.target, session.rescue)
        self._changed()
        # said as Ctrl+S says it (a German trial's Save as… gave no sign that it had saved)
        self.statusBar().showMessage(self.tr("Saved"), 3000)
        return True

    def _save_as_failed(self, path: str, session: Session) -> None:
        """Every Save as… that fails says so, with where the match is now (a trial's said
        nothing when its own file could not be written either: the red line was up)."""
        if session.save_error is None:
            where = self.tr("It is still saved where it was.")
        else:
            self._not_saved_line(session.save_error)
            # the match's own name chosen again fails for the same reason: said once
            where = self._where_entries_are(session) if (
                session.save_error == session.save_as_error) else self._not_saved_either(
                    session)
        messages.warning(self, self.tr("Not saved"), printable_lines(self.tr(
            "The match could not be saved as {0}:\n{1}\n\n{2}").format(
                path, _reason_of(session.save_as_error or "", path), where)))

    def _not_saved_either(self, session: Session) -> str:
        """Where the entries are when neither the new name nor the match's own file could
        be written."""
        reason = i18n.render(session.save_error or "")
        if session.rescued:
            return self.tr("It could not be saved where it was either ({0}): every entry "
                           "stays in this window, and a copy with every entry is kept for the "
                           "recovery after a crash.").format(reason)
        return self.tr("It could not be saved where it was either ({0}): every entry stays "
                       "in this window, but what is not saved is not on disk: a crash now "
                       "would lose it.").format(reason)

    def _where_entries_are(self, session: Session | None) -> str:
        """Where the entries are when the match's own file cannot be written."""
        if session is not None and session.rescued:  # the recovery's copy after a crash
            return self.tr("Every entry stays in this window, and a copy with every entry is "
                           "kept for the recovery after a crash.")
        return self.tr("Every entry stays in this window, but what is not saved is not on "
                       "disk: a crash now would lose it.")

    def _copy_stem(self, folder: Path, stem: str) -> str:
        """A name for a copy of the match *stem* that no file in *folder* has yet: "abend
        (copy)", "abend (copy 2)"…"""
        name, number = self.tr("{0} (copy)").format(stem), 1
        while (folder / f"{name}.jass").exists():
            number += 1
            name = self.tr("{0} (copy {1})").format(stem, number)
        return name

    def _ask_name(self, suggestion: str, folder: Path | None, match: Match,
                  copy: bool = False, strict: Path | None = None) -> str:
        """The path to save *match* as (*copy*: the recovery's copy of it), offering
        *suggestion* in *folder* (else where the last file was); "" if cancelled. A match
        file there that holds entries *match* lacks (*strict*: a file that is no earlier
        state of it) is refused in the dialog, before any question whether to replace it."""
        folder = folder or Path(self.last_folder())
        # the name typed with its ending: "abend" is abend.jass, and so is "abend.sqlite"
        # abend.sqlite.jass (a match is written as a match file); that file is asked about
        # (Qt asked about abend.sqlite, and abend.sqlite.jass was replaced without a word),
        # and a file of another kind there is refused (docs/window.md)
        return ask_save(self._asking_over(), self.tr("Save match as"), str(folder),
                        suggestion, [(self.tr("Jass match (*.jass)"), "jass"),
                                     (self.tr("JSON (*.json)"), "json"),
                                     (self.tr("All files (*)"), "")],
                        refusal=self._refused_over(match, copy, strict),
                        target=match_file_name, ask_folder=True)[0]

    def _refused_over(self, match: Match, copy: bool, strict: Path | None) -> Check:
        """Why *match* must not be written to a file chosen in Save as…: a file of another
        kind (the command line's rule), a file the save could not replace (read-only, in a
        folder that cannot be written), or a match file that holds entries it lacks (or
        cannot be read as a match): said in the dialog, so that the question whether to
        replace a file comes only for a file that would be replaced (a trial's recovery
        asked "replace it?" and refused after Yes). *strict*: the file of a rescue copy,
        refused unless it is an earlier state of the match."""
        from ..core.matchfile import replace_refusal
        from ..core.outputs import existing_kind

        kind = refused_unless("match")

        def check(path: str) -> str | None:
            problem = kind(path)
            if problem is not None or not os.path.isfile(path):
                return problem
            # a file the save could not replace (read-only, its folder not writable): said
            # here, not asked about and then refused (a German trial's)
            cannot = replace_refusal(path)
            if cannot is not None:
                return i18n.render(cannot)
            try:
                if existing_kind(path) != "a Jasstafel match file":
                    return None  # an empty file: nothing lost
            except OSError:
                return None  # said when it is written
            return self._would_lose(Path(path), match, copy, strict=strict is not None
                                    and _same_file(Path(path), strict))
        return check

    def file_filter(self) -> str:
        """The Open and Save dialogs' file types, in the window's language."""
        return ";;".join((self.tr("Jass match (*.jass)"), self.tr("JSON (*.json)"),
                          self.tr("All files (*)")))

    def save_now(self) -> None:
        session = self.controller.session
        if session is not None and session.path is None:
            # a match without a name: asked for one, as everywhere (it said "Saved" into
            # the autosave folder, and the Schreiber looked for his file in vain)
            self.save_as()
            return
        if self.controller.save():
            self.statusBar().showMessage(self.tr("Saved"), 3000)
            self._changed()
        elif session is not None and session.save_error:
            # said where "Saved" is said, with the red line's reason (a trial's Ctrl+S said
            # nothing while the file could not be written: had the key done anything?)
            self.statusBar().showMessage(self.tr("Not saved: {0}").format(
                printable(i18n.render(session.save_error))), 8000)

    def _use(self, session: Session) -> None:
        if session.autosave is not None:  # continued: no longer a crash's leftover
            unmark_crashed(self.settings, session.autosave)
        self.controller.set_session(session)
        self.running.note(session.target, session.rescue)
        # at once, and only now: a second time later (a timer) took the cursor away from a
        # Schreiber who had clicked into another field or pressed Ctrl+W meanwhile, and his
        # next digits went into the first points field. In a window not active yet (a dialog
        # just closed) the cursor waits in the form for the window's activation.
        self._focus_entry()
        self._put_back_typing(session)
        self._rejoin_table(session)

    def _rejoin_table(self, session: Session) -> None:
        """The match was at a live club evening's table when its window was killed (its
        table remembered beside its autosave): joined again (ui/club/live.py)."""
        if self.rejoin is not None:
            self.rejoin.close()
        target = session.target
        if target is None or not _table_remembered(target):
            return
        from .club.live import rejoin

        rejoin(self)

    def _put_back_typing(self, session: Session) -> None:
        """The round a crash left half typed in this match's form, back where it was, and
        said in the line under the form; from now on the draft file follows the form. (Not
        where another running Jasstafel has the file open: the draft is that window's.)"""
        target = session.target
        if target is not None and self.panel is not None and \
                target.absolute() not in self.running.in_use():
            said, back = put_back(self.panel, autosave_dir(), target, session.match)
            if back:
                self.panel.preview_line.show_done(said)
            elif said:
                self.panel.preview_line.show_hint(said)
        self.crash_draft.begin()

    def _focus_entry(self) -> None:
        """The cursor where the next thing is typed: the form, else the history where it is
        in view, else the finished Partie's first button (never a widget out of view: behind
        the Statistics tab the history took Up and Enter, and corrected an entry nobody saw
        selected; a trial's)."""
        if self.panel is not None and self.panel.isVisibleTo(self):
            self.panel.focus_next()
        elif self.controller.session is not None:
            if self.history.list.isVisibleTo(self):
                self.history.list.setFocus()
            elif self.finished_box.isVisibleTo(self):
                self.finished_buttons[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def last_folder(self) -> str:
        """Where the window's file dialogs begin: the folder of the last file written or
        opened (a sheet, a CSV file, a match), else the last match's, else the home folder
        (a trial's unsaved match, its sheet exported: every dialog began in ~ again)."""
        kept = str(self.settings.value(LAST_FOLDER_KEY, "") or "")
        if kept and Path(kept).is_dir():
            return kept
        files = self.recent_files()
        return str(Path(files[0]).parent) if files else str(Path.home())

    def remember_folder(self, path: str) -> None:
        """The folder of *path*, a file just written or opened: the next dialog begins there."""
        if path:
            self.settings.setValue(LAST_FOLDER_KEY, str(Path(path).resolve().parent))

    _last_folder = last_folder  # the name the club and paper actions used

    def recent_files(self) -> list[str]:
        value = self.settings.value("recent/files", [])
        return [str(v) for v in (value if isinstance(value, list) else [value]) if v]

    def _remember_file(self, path: str) -> None:
        path = str(Path(path).resolve())
        files = [path] + [f for f in self.recent_files() if f != path]
        self.settings.setValue("recent/files", files[:MAX_RECENT_FILES])
        self.remember_folder(path)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in self.recent_files():
            action = self.recent_menu.addAction(no_mnemonic(printable(path)))
            action.triggered.connect(lambda _c=False, p=path: self.open_file(p))
        if not self.recent_files():
            self.recent_menu.addAction(self.tr("(none)")).setEnabled(False)

    def _save_failed(self, reason: str) -> None:
        """Shown once as a message, and as a red line until the match is saved again."""
        first = self.save_banner.isHidden()
        session = self.controller.session
        self._not_saved_line(reason)
        if not first:
            return
        reason = printable_lines(i18n.render(reason))  # it names the file
        kept = self._where_entries_are(session)
        trouble = _save_trouble(session)  # the advice that fits the error
        if trouble == "denied":
            said = self.tr("The match could not be saved:\n{0}\n\n{1} Choose File → Save "
                           "as… to save it elsewhere, in a folder you may write to.").format(
                               reason, kept)
        elif trouble == "full":
            said = self.tr("The match could not be saved:\n{0}\n\n{1} Choose File → Save "
                           "as… to save it elsewhere (or, if the disk is full, free some "
                           "space).").format(reason, kept)
        else:
            said = self.tr("The match could not be saved:\n{0}\n\n{1} Choose File → Save "
                           "as… to save it elsewhere.").format(reason, kept)
        # once the entry is written (the board, the history, the form emptied) and a dialog
        # that led here is closed (Continue in the recovery): a trial's box came first, over
        # the board without the entry and over the recovery still shown
        QTimer.singleShot(0, self, lambda: self._say_not_saved(said))

    def _not_saved_line(self, reason: str) -> None:
        """The red line above the form, with the reason, until the match is saved again:
        wrapped, never shortened, and ending with a word, the button's name quoted (it ended
        with "Save as…", whose "…" a German netbook's Schreiber read as the line cut short)."""
        session = self.controller.session
        if session is not None and session.rescued and session.rescue and session.path:
            mark_rescue(self.settings, session.rescue, session.path,
                        session.seen)  # for the recovery
        self.save_label.setText(self.tr(
            "Not saved: {0}. Every entry stays in this window; “Save as…” saves it "
            "elsewhere.").format(printable(i18n.render(reason))))  # the Text, escaped
        self.save_banner.show()
        self._title()

    def _say_not_saved(self, said: str) -> None:
        if self.isVisible():  # (a window closed meanwhile has said it in its question)
            messages.warning(self, self.tr("Not saved"), said)

    # -- unsaved matches -------------------------------------------------------------------------

    def unsaved(self) -> list[Unsaved]:
        """The unsaved matches, except the one open in this window (and its rescue copy):
        those a crash left open first (so marked), then the rescue copies of named files
        that could not take their last entries, then those kept on purpose, newest first
        within each."""
        session = self.controller.session
        current = {session.target, session.rescue} if session is not None else set()
        current |= self.running.in_use()  # another running Jasstafel's, not left over
        crashed = crashed_paths(self.settings)
        files = rescued_files(self.settings, autosave_dir())
        items = []
        for item in unsaved_matches(autosave_dir()):
            if item.path in current:
                continue
            item = replace(item, crashed=item.path in crashed)
            if item.path in files:
                item = with_file(item, files[item.path],
                                 rescued_seen(self.settings, item.path))
            items.append(item)
        items = with_disagreements(items)
        return sorted(items, key=lambda u: 0 if u.crashed else 1 if u.rescue else 2)

    _unsaved = unsaved  # the name the tests and the welcome page used

    def show_unsaved(self) -> RecoveryDialog | None:
        """File → Unsaved matches…"""
        return self.show_recovery(self._unsaved(), after_crash=False)

    def show_recovery(self, items: list[Unsaved], after_crash: bool) -> RecoveryDialog | None:
        """The one dialog with every match to continue (shown, not waited for)."""
        if not items:
            messages.information(self, self.tr("Unsaved matches"),
                                 self.tr("There are no unsaved matches."))
            return None
        if self.recovery is not None:
            self.recovery.close()
        for item in items:
            if item.named:  # where the dialog's "Later" says it waits (and "Discard" too)
                self._remember_file(str(item.path))
        self.recovery = RecoveryDialog(items, self._continue_unsaved, self._name_unsaved,
                                       self._discard_unsaved, after_crash, self)
        self.recovery.setWindowModality(Qt.WindowModality.WindowModal)
        self.recovery.answered.connect(self._row_answered)
        self.recovery.finished.connect(lambda _r: self._recovery_closed())
        self._clear_the_heading(self.recovery)
        self.recovery.show()
        return self.recovery

    def _clear_the_heading(self, dialog: QWidget) -> None:
        """Over the welcome page, *dialog* opens under its heading where the window has room
        for both, else the heading is left out while it is open: centred over the window it
        hid the heading's lower half, which read as a page drawn wrongly (a trial without a
        window manager, 1280×800)."""
        if self.pages.currentWidget() is not self.welcome:
            return
        self.welcome_title.show()
        self.welcome_layout.activate()  # where the heading is now
        if not place_below(dialog, self.welcome_title):
            self.welcome_title.hide()

    def _row_answered(self) -> None:
        """A row named or discarded: a crashed program's match offered in no other row is
        answered (not offered again after another crash)."""
        if self.recovery is None:
            return
        offered = {path for item in self.recovery.items.values()
                   for path in (item.path, item.rescue_of) if path is not None}
        self.running.release_answered(offered)

    def _recovery_closed(self) -> None:
        self.welcome_title.show()
        if self.pages.currentWidget() is self.welcome:
            self._show_waiting()

    def _continue_unsaved(self, item: Unsaved) -> bool:
        if item.rescue_of is not None:
            return self.resume(item)
        if item.named:
            return self.open_file(item.path)
        return self.recover(item.path)

    def _name_unsaved(self, item: Unsaved) -> bool:
        """Save as… in the recovery: the match written under the name chosen (the match's
        name offered, as File → Save as… offers it). A named file stays where it is, as it
        is (a trial's was moved: written anew, the original deleted); an autosave or a
        rescue copy in the user data folder goes, its match having a name now. A rescue
        copy's own file is written over only where it is an earlier state of the copy (a
        trial's held the other window's round, lost). Then said, from what the file written
        holds, with the saved match to open."""
        from ..core import matchfile

        try:
            match = matchfile.load(item.path)
        except (JassError, OSError, ValueError, RecursionError) as err:
            messages.warning(self, self.tr("Cannot restore match"), error_text(err))
            return False
        named = item.path if item.named else item.rescue_of
        folder = named.parent if named is not None else None
        stem = match_stem(match, named)
        if folder is not None and item.rescue_of is not None and \
                self._would_lose(item.rescue_of, match) is not None:
            stem = self._copy_stem(folder, stem)  # not the file that has other entries
        path = self._ask_name(stem + ".jass", folder, match, copy=True, strict=item.rescue_of)
        if not path:
            return False
        target = Path(path)
        written, refusal = self._write_copy(item, match, target)
        if written is None:
            messages.warning(self, self.tr("Not saved"), self.tr(
                "The match could not be saved as {0}:\n{1}\n\n{2}").format(
                    target, refusal, self._still_where(item)))
            return False
        if not item.named and not _same_file(target, item.path):
            item.path.unlink(missing_ok=True)  # ours, in the user data folder: named now
        self._draft_follows(item, target)
        self._remember_file(path)
        self._saved_from_recovery(item, target, len(written.entries))
        return True

    def _draft_follows(self, item: Unsaved, target: Path) -> None:
        """The round begun in a copy saved as *target* from the recovery goes with it, and
        comes back when *target* is opened (kept under the copy's key, the named match
        opened with an empty form and the draft stayed behind for good). A named file's
        round stays with that file, which stays as it was."""
        if item.rescue_of is not None:
            # kept under its named file's key, typed against the copy
            if typing_back(item) and not _same_file(target, item.rescue_of):
                move_draft(autosave_dir(), item.rescue_of, target)
        elif not item.named and not _same_file(target, item.path):
            move_draft(autosave_dir(), item.path, target)

    def _would_lose(self, named: Path, match: Match, copy: bool = True,
                    strict: bool = True) -> str | None:
        """Why writing *match* (*copy*: the recovery's copy of it) over *named* would lose
        entries (the file holds entries it lacks, or cannot be read as a match); None where
        the file is an earlier state of it, or not there. Not *strict*: a file without
        entries is another match's start, replaced after the question."""
        from ..core import matchfile
        from ..core.session import entries_lacking

        if not named.exists():
            return None
        try:
            on_disk = matchfile.load(named)
        except (JassError, OSError, ValueError, RecursionError):
            if copy:
                return self.tr("{0} cannot be read as this match, so it is not written over. "
                               "Save the copy under another name.").format(named.name)
            return self.tr("{0} cannot be read as a match, so it is not written over. Save "
                           "the match under another name.").format(named.name)
        if entries_lacking(on_disk, match) is None and (strict or on_disk.entries):
            if copy:
                return self.tr("{0} holds entries that this copy lacks; writing the copy over "
                               "it would lose them, so it stays as it is. Save the copy under "
                               "another name.").format(named.name)
            return self.tr("{0} holds entries that this match lacks; writing the match over "
                           "it would lose them, so it stays as it is. Save the match under "
                           "another name.").format(named.name)
        return None

    def _write_copy(self, item: Unsaved, match: Match, target: Path,
                    ) -> tuple[Match | None, str]:
        """*match* written to *target* (a named row's own file: left as it is): what the
        file then holds, else None and why not."""
        from ..core import matchfile
        from ..core.session import entries_lacking
        from ..core.text import Text, os_reason

        if item.rescue_of is not None and _same_file(target, item.rescue_of):
            refusal = self._would_lose(item.rescue_of, match)
            if refusal is not None:
                return None, refusal
        try:
            if not _same_file(target, item.path):
                matchfile.save(match, target)
            written = matchfile.load(target)
        except OSError as err:  # the file named, not the save's temporary file
            return None, i18n.render(Text(QT_TRANSLATE_NOOP("rules", "{path}: {reason}"),
                                          path=str(target), reason=os_reason(err)))
        except (JassError, ValueError, RecursionError) as err:
            return None, error_text(err)
        if entries_lacking(written, match) != 0:  # written over by another program at once
            return None, self.tr("{0} holds other entries than were written (another program "
                                 "wrote it at the same moment).").format(target.name)
        return written, ""

    def _still_where(self, item: Unsaved) -> str:
        """Where the match is after a Save as… in the recovery that failed."""
        if item.named:
            return self.tr("{0} stays as it was.").format(item.path.name)
        if item.rescue:
            return self.tr("Every entry is still in the rescue copy in Jasstafel's data folder "
                           "({0}).").format(item.path)
        return self.tr("Every entry is still in the unsaved copy in Jasstafel's data folder "
                       "({0}).").format(item.path)

    def _saved_from_recovery(self, item: Unsaved, target: Path, entries: int) -> None:
        """What Save as… in the recovery did (*entries*: what the file written holds), and
        the saved match to open now or later."""
        said = i18n.plural("MainWindow", "Saved as {0} (%n entries).", entries).format(target)
        if item.named and not _same_file(target, item.path):
            said += " " + self.tr("{0} stays as it was.").format(item.path.name)
        elif item.rescue_of is not None and _same_file(target, item.rescue_of):
            said += " " + self.tr("The rescue copy in Jasstafel's data folder is deleted: {0} "
                                  "has every entry now.").format(item.rescue_of.name)
        elif item.rescue_of is not None:
            said += " " + self.tr("The rescue copy in Jasstafel's data folder is deleted; {0} "
                                  "stays as it is.").format(item.rescue_of.name)
        elif not item.named:
            said += " " + self.tr("The unsaved copy in Jasstafel's data folder is deleted.")
        answer = messages.choose(
            self, self.tr("Saved"), said + "\n\n" + self.tr("Open it now?"),
            [("open", self.tr("&Open it")), ("later", self.tr("&Not now"))],
            default="open", escape="later")
        if answer == "open" and self.open_file(target) and self.recovery is not None:
            self.recovery.accept()  # as Continue does: the match is here now

    def _discard_unsaved(self, item: Unsaved) -> bool:
        """Discard in the recovery. A named file is the Schreiber's own: never deleted, only
        not reopened (a trial's echt.jass was deleted with every entry). What is deleted is
        ours, in the user data folder, and the question says which. Enter says No: a
        trial's one Enter deleted a crashed match and its half-typed deal, with no undo."""
        if item.named:
            return messages.confirm(self, self.tr("Do not reopen this match?"), i18n.plural(
                "MainWindow", "{0} stays as it was saved, with its %n entries: it is only not "
                "reopened now (File → Open recent has it).", item.entries).format(
                    item.path.name), enter_says_no=True)
        # the players in brackets: "Pandur with Rahel, …" read like the bid "Pandur mit"
        who = f"{render(item.variant)} ({i18n.and_names(item.players)})"
        if item.rescue:
            said = self._discard_copy_words(item, who)
        elif typing_back(item):
            said = i18n.plural("MainWindow", "{0}, %n entries and the round being typed: this "
                               "match is deleted with that round, and cannot be brought back.",
                               item.entries).format(who)
        else:
            said = i18n.plural("MainWindow", "{0}, %n entries: this match is deleted, and "
                               "cannot be brought back.", item.entries).format(who)
        if not messages.confirm(self, self.tr("Discard this match?"), said, enter_says_no=True):
            return False
        item.path.unlink(missing_ok=True)
        remove_draft(autosave_dir(), item.path)  # its round being typed goes with it
        if item.rescue_of is not None and typing_back(item):
            # typed against the copy (kept under its file's name): gone with the copy, as said
            remove_draft(autosave_dir(), item.rescue_of)
        return True

    def _discard_copy_words(self, item: Unsaved, who: str) -> str:
        """A rescue copy's discard: which file goes, and what its named file keeps."""
        if item.rescue_of is None:
            return i18n.plural("MainWindow", "{0}: the rescue copy of a named match ({1}), %n "
                               "entries, is deleted.", item.entries).format(who, item.path)
        name = item.rescue_of.name
        said = i18n.plural("MainWindow", "{0}: the rescue copy of {1} ({2}), %n entries, is "
                           "deleted.", item.entries).format(who, name, item.path)
        if typing_back(item):  # typed against the copy: the file alone cannot take it back
            said += " " + self.tr("The round being typed goes with it.")
        if item.file_lacks:
            return said + " " + i18n.plural(
                "MainWindow", "{0} itself stays as it is, without the copy's last %n entries.",
                item.file_lacks).format(name)
        return said + " " + self.tr("{0} itself stays as it is.").format(name)

    # -- following the match -------------------------------------------------------------------

    def _match_replaced(self) -> None:
        """A different match: the board and the panel of its variant."""
        match = self.controller.match
        ui = UI_VARIANTS[match.variant]  # every variant of the core has its window
        self.pages.setCurrentWidget(self._match_page())
        self.status_label.forget()  # the new match's status is as high as its own texts
        self._make_board_and_form()
        self._split_pending = match.variant  # once the form is shown or hidden (_changed)
        self.history.clear()
        self.tabs.setTabVisible(1, ui.chart)
        self.page_actions[1].setVisible(ui.chart)
        self.tabs.setCurrentIndex(0)
        self._check_page()
        self.save_banner.hide()
        self._match_actions(True)

    def _make_board_and_form(self) -> None:
        """The board and the entry form of the open match's variant, made (again)."""
        ui = UI_VARIANTS[self.controller.match.variant]
        for old in (self.board_widget, self.panel):
            if old is not None:
                discard(old)
        self.board_widget = ui.board()
        self.panel = ui.panel(self.controller)
        self.panel_holder.set_widget(self.panel)
        self.panel.write_after_form()
        self.panel.shownChanged.connect(self._panel_shown)
        self.panel.correctingChanged.connect(self._show_status)
        self.panel.statusChanged.connect(self._show_status)  # the form's next step
        if hasattr(self.panel, "connect_board"):  # a board that is clicked (Coiffeur's rows)
            self.panel.connect_board(self.board_widget)
        if hasattr(self.panel, "entryChosen"):  # a filled Coiffeur cell: its entry for Ctrl+E
            self.panel.entryChosen.connect(self._choose_entry)
        if hasattr(self.panel, "entryOpened"):  # one double-clicked: its entry corrected
            self.panel.entryOpened.connect(self._open_entry)
        self.board_layout.insertWidget(0, self.board_widget)  # above Tafel mode's bar
        for widget in (self.board_widget, self.panel):
            widget.show()
        self.history.panel = self.panel
        self.panel.written.connect(self.history.forget_choice)
        self.panel.written.connect(self._step_outdated)
        # a correction opened or left: a field's undo said in it went with its typing, and a
        # promise of what Undo does is not kept while it is open
        self.panel.correctingChanged.connect(self._step_outdated)
        self.panel.correctingChanged.connect(self.history.unsay)
        # Edit → Undo / Redo name what the keys do with the form as it is now
        self.panel.edited.connect(self._say_steps)
        self.panel.correctingChanged.connect(self._say_steps)
        self.panel.refusalChanged.connect(self._form_refusal)
        self.crash_draft.watch(self.panel)

    def _panel_shown(self, shown: bool) -> None:
        """A correction of a finished Partie brings the form back, in place of what is left
        to do; the end of the correction takes it away again."""
        finished = self.controller.session is not None and self.controller.board.finished
        self._show_finished(finished and not shown)

    def _show_finished(self, shown: bool) -> None:
        """What can be done after the Partie, in the form's place (or the form back)."""
        self.finished_box.setVisible(shown)
        # no form to keep the cursor in: a click on the chart or the statistics takes it
        for page in (self.chart, self.statistics):
            page.take_clicks(shown)

    def _restore_split(self, variant: str) -> None:
        """The board | form split as it was last left for this variant (each form needs its
        own width: a Coiffeur's rows, a Schieber's buttons), else the share of the width."""
        self._split_variant = variant
        # (QEvent here, not at the top: its 179 types are made at its first use, 1.2 ms of
        # the start; docs/performance.md)
        from PySide6.QtCore import QEvent

        # the form just shown or hidden: its minimum width first, else the split is clamped
        # to the old one
        before = self.width()
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        if self.width() > before:
            # the form's scroll bar, shown for a moment before the form had its height, asked
            # for its width: the window grew past a netbook's 1024 px and stayed so (a busy
            # machine's test saw 1029)
            QTimer.singleShot(0, self, lambda: self._narrow_back(before))
        state = self.settings.value(f"window/splitter/{variant}")
        if not (isinstance(state, QByteArray) and self.splitter.restoreState(state)):
            self._share_width()

    def _narrow_back(self, width: int) -> None:
        """As wide as *width* again, if what the window holds now needs no more."""
        from PySide6.QtCore import QEvent  # see _restore_split

        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # the bar gone
        width = max(width, self.minimumSizeHint().width())
        if self.width() > width and not self.isFullScreen() and not self.isMaximized():
            self.resize(width, self.height())

    def _remember_split(self) -> None:
        """The split the Schreiber dragged, for the next match of this variant."""
        if self._split_variant is not None:
            self.settings.setValue(f"window/splitter/{self._split_variant}",
                                   self.splitter.saveState())

    def _share_width(self) -> None:
        """The form gets what it needs (about 500 px) and a little more on a wide screen;
        the board the rest."""
        width = max(self.width(), 800)
        form = min(max(500, int(width * 0.4)), 720)
        self.splitter.setSizes([width - form, form])
        height = max(self.height(), 500)
        self.left.setSizes([int(height * 0.68), int(height * 0.32)])  # the board first

    def _stack_action(self, redo: bool) -> QAction:
        """Undo or Redo, saying what the key does now (:meth:`_step`): "Undo round 2",
        "Rückgängig: Runde 2", "Annuler : donne 2", "Undo what was chosen in the form",
        "Undo typing in Weis Noah & Marco"; plain "Undo" where the key takes back nothing
        and says why (clicked, the item says it too). Qt's own sentence ("%1 rückgängig
        machen") began the German menu with the entry's words in lower case ("vor Eintrag 9
        einfügen rückgängig machen"); ours puts the verb first, as a menu does, the entry's
        words a noun where the language needs one ("Rückgängig: Einfügen vor Eintrag 9"),
        and keeps a team's & (no mnemonic). The verb has the menu's letter (*&Rückgängig:
        …*, Alt+B, R), never the entry's words, which change with every entry. Its words
        are said again by :meth:`_say_steps`."""
        action = QAction(self)
        # the keyboard help's word, whatever it undoes
        action.setProperty("keysWords", self.tr("&Redo") if redo else self.tr("&Undo"))
        action.triggered.connect(lambda _checked=False: self._take_step(redo))
        return action

    def _follow_steps(self, edit: QMenu) -> None:
        """Undo and Redo say again what they do whenever that may have changed: after every
        change of the match (``_changed``) and every undo or redo (``_take_step``; the
        stack moves after the match has changed), when the form changes (typed, chosen, a
        correction begun or ended: ``_make_board_and_form``), and when the Edit menu opens
        (the cursor moved on since)."""
        edit.aboutToShow.connect(self._say_steps)
        self._say_steps()

    def _say_steps(self) -> None:
        """The Edit menu's Undo and Redo name what Ctrl+Z and Ctrl+Y do now, and are greyed
        where they do nothing: they said "Undo round 3" while Ctrl+Z took the Weis typed
        out of the form, and "Undo round 7" while it took back choices of the hidden form
        of a won match (an English trial's)."""
        for action, redo in ((self.undo_action, False), (self.redo_action, True)):
            step = self._step(redo)
            if redo:
                bare, template = self.tr("&Redo"), self.tr("&Redo {0}")
            elif step.kind == "nothing" and self._took_in():
                # why it is greyed: the table's entries taken in are no step to undo
                bare, template = self.tr("&Undo (back to the take-over from the table)"), ""
            else:
                bare, template = self.tr("&Undo"), self.tr("&Undo {0}")
            action.setText(template.format(no_mnemonic(step.words)) if step.words else bare)
            action.setEnabled(step.kind != "nothing")
        history = getattr(self, "undo_history", None)  # None, or not yet made at the start
        if history is not None:
            history.starts_at_take_in(self._took_in())

    def _step(self, redo: bool) -> _Step:
        """What Ctrl+Z (*redo*: Ctrl+Y) does now, in this order: the typing of the field with
        the cursor (the field's own keys do it), a refusal while an entry is corrected or
        inserted (also where the match has nothing to undo: right after a match was opened
        it said "Nothing to undo", not the correction open and Esc to leave it, a French
        trial's), the form's choices, then the match's change, refused while the form holds
        typing; else nothing."""
        field = self._own_typing(redo)
        if field is not None:
            return _Step("field", self._typing_in(field), field)
        return self._form_step(redo)

    def _form_step(self, redo: bool) -> _Step:
        """What Ctrl+Z (Ctrl+Y) does where no field takes it for its own typing
        (:meth:`_step`); the undo history's steps are these."""
        panel = self._open_form()
        if panel is not None and panel.correcting is not None:
            return _Step("refused")
        if panel is not None and (panel.can_choose_again() if redo
                                  else panel.can_take_back_choices()):
            return _Step("choices", self.tr("what was chosen in the form"))
        stack = self.controller.undo_stack
        if not (stack.canRedo() if redo else stack.canUndo()):
            return _Step("nothing")
        if panel is not None and panel.has_typed():
            return _Step("refused")
        return _Step("match", stack.redoText() if redo else stack.undoText())

    def _open_form(self) -> EntryPanel | None:
        """The entry form, where it takes entries; not the form a finished match hides: its
        choices are out of play (after a won match, redone over a trump chosen, Ctrl+Z took
        back that unseen trump instead of the round the Edit menu named, an English
        trial's). Tafel mode's form is in play, only not shown."""
        panel = self.panel
        return panel if panel is not None and not panel.isHidden() else None

    def _own_typing(self, redo: bool) -> QLineEdit | None:
        """The field with the cursor (or where it was before Alt+E took the keys to the
        menu bar) if Ctrl+Z (Ctrl+Y) undoes (redoes) its own typing there."""
        field = keys_before_menu_bar(self)
        panel = self._open_form()
        if (panel is not None and panel.correcting is not None and field is not None
                and panel.isAncestorOf(field) and self._own_field(field, redo) is None):
            # anywhere in a correction's form: the typing of its field typed in last
            field = panel.last_field()
        return self._own_field(field, redo)

    def _own_field(self, field: QWidget | None, redo: bool) -> QLineEdit | None:
        """*field* if it is a field of this window whose own typing Ctrl+Z (Ctrl+Y) undoes
        (redoes)."""
        if not isinstance(field, QLineEdit) or field.window() is not self or not (
                field.isVisible()):
            return None
        # imported here, not at the top: the welcome page starts without the entry forms'
        # modules (docs/performance.md, start-up; the menus ask this at start)
        from .widgets.typingfield import TypingField

        if isinstance(field, TypingField):  # a number field, a Punktetafel's note
            own = field.redoes_own() if redo else field.undoes_own()
        else:  # any other line edit: Qt's own undo
            own = not field.isReadOnly() and (
                field.isRedoAvailable() if redo else field.isUndoAvailable())
        return field if own else None

    def _typing_in(self, field: QLineEdit) -> str:
        """The words for a field's typing: "typing in Weis Noah & Marco"."""
        name = getattr(field, "label", "") or field.accessibleName()
        return self.tr("typing in {0}").format(name) if name else self.tr(
            "typing in the form")

    def _take_step(self, redo: bool) -> None:
        """Ctrl+Z or Ctrl+Y (or Edit → Undo / Redo): what :meth:`_step` says, said in the
        window's message place (or, refused, above the Write button). The keys' greyed
        twin (:meth:`_nothing_to`) comes here too."""
        step = self._step(redo)
        if step.kind == "field" and step.field is not None:
            step.field.redo() if redo else step.field.undo()
            self.field_did(step.field, redo)
        elif step.kind == "refused":
            self._refuse_step(redo)
        elif step.kind == "choices":
            self._choices_step(redo)
        elif step.kind == "match":
            self._match_step(redo)
        else:
            self._say_nothing_to(redo)
        self._say_steps()

    def _nothing_to(self, action: QAction, redo: bool) -> QAction:
        """The keys of *action* (Undo or Redo) while it is greyed out: they said nothing
        (a Romand trial's Ctrl+Z right after opening a file, whose undo history starts with
        the session). A second action of the window with the same keys, enabled exactly
        while *action* is not (so that no key is ever ambiguous), says why in the window's
        message place."""
        nothing = QAction(self)
        nothing.setObjectName("nothingToRedo" if redo else "nothingToUndo")
        nothing.setShortcuts(action.shortcuts())
        nothing.setEnabled(not action.isEnabled())
        action.enabledChanged.connect(lambda on: nothing.setEnabled(not on))
        nothing.triggered.connect(lambda _checked=False: self._take_step(redo))
        self.addAction(nothing)  # a key of the window, also in Tafel mode: no menu entry
        return nothing

    def show_undo_history(self) -> None:
        """*Edit → Undo history…* (Ctrl+H): the steps of the match since it was opened, in a
        window beside this one (:mod:`jasstafel.ui.undohistory`), made at its first use."""
        if self.controller.session is None:
            return
        if self.undo_history is None:
            from .undohistory import UndoHistory  # here: the start needs none of it

            self.undo_history = UndoHistory(self.controller.undo_stack, self.go_to_step, self)
            # Ctrl+Z and Ctrl+Y work there too, as here (a window of its own has none)
            self.undo_history.addActions(self._steps_keys)
            self.undo_history.starts_at_take_in(self._took_in())
        if not self.undo_history.isVisible():
            # beside the window, clear of the board: without a window manager it opened at
            # the screen's corner, over the board's rows (a German trial's). Without room
            # beside, over the board's lower part: never over the field typed in, nor the
            # form and its Write button
            open_beside(self.undo_history, self,
                        keep=(self.focusWidget(), self.panel, self.board_widget))
        self.undo_history.show()
        self.undo_history.raise_()
        self._to_undo_history()
        # again once the Edit menu has closed: it gave the keys back to this window
        QTimer.singleShot(0, self.undo_history, self._to_undo_history)

    def _form_refusal(self, said: str) -> None:
        """The form's refusal changed: the undo history's, said with it, goes with it."""
        if self.undo_history is not None:
            self.undo_history.form_refused(said)

    def _to_undo_history(self) -> None:
        """The keys to the undo history's list: its arrows and Enter at once."""
        if self.undo_history is not None and self.undo_history.isVisible():
            self.undo_history.activateWindow()
            self.undo_history.view.setFocus()

    def go_to_step(self, row: int) -> str:
        """The match taken to the undo history's step *row* (0: as it was opened), one step
        at a time as Ctrl+Z (Ctrl+Y) takes it, by the same rules: the form's choices go
        first, and no written entry is taken back (or brought back) while the form holds
        typing or a correction: that is refused as the keys refuse it, the typing kept.
        The refusal said (where it stopped), else ""."""
        stack = self.controller.undo_stack
        refused = ""
        # one more than the steps: the form's choices may come first
        for _ in range(abs(row - stack.index()) + 1):
            if self.controller.session is None or stack.index() == row:
                break
            redo = row > stack.index()
            # a field's own typing is no step of the history: typing refuses the step
            step = self._form_step(redo)
            if step.kind == "choices":
                self._choices_step(redo)
            elif step.kind == "match":
                self._match_step(redo)
            else:
                if step.kind == "refused":
                    self._refuse_step(redo)
                    panel = self._open_form()
                    refused = panel.error_text() if panel is not None else ""
                break
        self._say_steps()
        return refused

    def _took_in(self) -> bool:
        """Undo reaches back to a live table's entries taken in (MatchController.take)."""
        return self.controller.session is not None and self.controller.took_in

    def _say_nothing_to(self, redo: bool) -> None:
        if self.controller.session is None:
            said = self.tr("Nothing to undo or redo: no match is open")
        elif redo:
            said = self.tr("Nothing to redo: Redo brings back only what was undone")
        elif self._took_in():
            # short: the window's message corner, right of the menus, holds it whole
            said = self.tr("Undo reaches back to the take-over from the table: what a phone "
                           "or the Oberjasser wrote is taken back there")
        else:
            said = self.tr("Nothing to undo: Undo reaches back only to when the match was "
                           "opened")
        self.statusBar().showMessage(said, 8000)

    def _refuse_in_form(self, panel: EntryPanel, said: str) -> None:
        """*said* above the form's Write button, where every refusal of the form is said; in
        Tafel mode, which hides the form, under the board too, as the window's messages."""
        panel.show_error(said)
        if self.tafel_action.isChecked():
            self.statusBar().showMessage(said, 8000)

    def _refuse_step(self, redo: bool) -> None:
        """Undo or Redo of a written entry while the form holds a correction or typing: its
        typing stayed, now about the round undone, and Enter wrote it over that round, lost
        (a trial's Ctrl+Z pressed once more than the field had typing); the entry brought
        back by Redo would move it on to the next round. Nothing changes; the form says why
        and the ways on, by their buttons as well as their keys (a mouse-first trial read
        only keys). A correction open: a Ctrl+Z meant for its typing undid the last round,
        and the correction saved then dropped it from Redo (a German trial's)."""
        panel = self._open_form()
        if panel is None:
            return
        if panel.correcting is not None:
            self._refuse_correcting(panel, redo)
        elif redo:
            if not (self._renaming("redo") and self._form_in_use(self._setup_change("redo"))):
                self._refuse_in_form(panel, self.tr(
                    "Redo brings back a written entry only when nothing is typed in the "
                    "form: it holds what you typed for the next entry. Write it (Write or "
                    "Enter) or delete the typing first."))
        else:
            self._refuse_in_form(panel, self.tr(
                "Undo takes back a written entry only when nothing is typed in the form: it "
                "holds what you typed for the next entry. Write it (Write or Enter) or delete "
                "the typing first; Correct… ({0}) corrects the last entry and keeps the "
                "typing.").format(key_text("Ctrl+E")))

    def _choices_step(self, redo: bool) -> None:
        """Buttons chosen alone (a trump, a Match and its 157) are taken back before an entry
        is undone, the form as the last entry left it (a trump chosen by mistake cannot be
        unchosen by a click: Ctrl+Z does it, and the next Ctrl+Z undoes the entry; the trump
        stayed chosen over the round undone, a German trial's); Redo chooses them again
        where they were taken back last (Redo goes back the way Undo came)."""
        panel = self._open_form()
        if panel is not None and (panel.choose_again() if redo else panel.take_back_choices()):
            self._say_choices(redo)

    def _match_step(self, redo: bool) -> None:
        """The match's last change undone (or the one undone last made again), said."""
        stack = self.controller.undo_stack
        if redo:
            with self._saying_unless_said(self.tr("Redone: {0}"), stack.redoText()):
                stack.redo()
            self._undone_over_typing = max(0, self._undone_over_typing - 1)
        else:
            with self._saying_unless_said(self.tr("Undone: {0}"), stack.undoText()):
                stack.undo()
            self._undone_over_typing += 1

    @contextmanager
    def _saying_unless_said(self, template: str, what: str) -> Iterator[None]:
        """After the undo or redo in the block: *template* with *what* in the message place,
        where "Entry 3 deleted: …" stood on for its 8 s while the entry was back (and the
        only word of it in Tafel mode); unless the change said something there itself (the
        club's "still holds the finished result"), which stays. *what* as the undo stack
        holds it, a team's "&" once: the message place is no menu (the menu entry's "&&"
        said "Nathalie && Pascal" there, a Fribourg trial's)."""
        self._step_outdated()  # here, not by the stack's step: that would read as said
        before = self.statusBar().currentMessage()
        yield
        if self.statusBar().currentMessage() == before:
            self.say_step(template.format(what))

    def redoes_before_fields(self) -> bool:
        """Redo is the window's although a field could redo its own typing: the match was
        undone after that typing was (typing 44, Ctrl+Z, Ctrl+Z: the round goes; Ctrl+Y
        brought the 44 back first, and the round could not come back under it, a Romand
        trial's), or the form's choices were taken back after it. Redo goes back the way
        Undo came. Never while a correction is open (the window redoes nothing then). Asked
        by the number fields (:class:`~jasstafel.ui.widgets.numberfield.NumberField`)."""
        panel = self._open_form()
        if panel is not None and panel.correcting is not None:
            return False
        if panel is not None and panel.can_choose_again():
            return True
        return self._undone_over_typing > 0 and self.controller.undo_stack.canRedo()

    def _refuse_correcting(self, panel: EntryPanel, redo: bool) -> None:
        """Undo or Redo while an entry is corrected or inserted: the form is not empty, and
        no written entry is taken back or brought back under it (the field's own typing is
        undone by the field). Said above the Write button with the ways out."""
        number = i18n.number((panel.correcting or 0) + 1)
        esc = key_text("Esc")
        if panel.inserting and redo:
            said = self.tr(
                "Redo brings back a written entry only when nothing is typed in the form: a "
                "new entry before entry {0} is being typed. Insert it (Insert or Enter) or "
                "leave it (Cancel correction or {1}) first.")
        elif panel.inserting:
            said = self.tr(
                "Undo takes back a written entry only when nothing is typed in the form: a "
                "new entry before entry {0} is being typed. Insert it (Insert or Enter) or "
                "leave it (Cancel correction or {1}) first.")
        elif redo:
            said = self.tr(
                "Redo brings back a written entry only when nothing is typed in the form: "
                "entry {0} is being corrected. Save the correction (Save correction or "
                "Enter) or leave it (Cancel correction or {1}) first.")
        else:
            said = self.tr(
                "Undo takes back a written entry only when nothing is typed in the form: "
                "entry {0} is being corrected. Save the correction (Save correction or "
                "Enter) or leave it (Cancel correction or {1}) first.")
        self._refuse_in_form(panel, said.format(number, esc))

    def _say_choices(self, redo: bool) -> None:
        """What Undo or Redo did in the form, said where it says what it did to the match
        (and in Tafel mode, where the form is hidden, under the board)."""
        what = self.tr("what was chosen in the form")
        template = self.tr("Redone: {0}") if redo else self.tr("Undone: {0}")
        self.say_step(template.format(what))

    def say_step(self, said: str, timeout: int = 5000) -> None:
        """*said* ("Undone: round 5", "Entry 3 deleted: Undo (Ctrl+Z) brings it back") in the
        message place, for its seconds or until the match's next step or an entry written
        (_step_outdated). Said through widgets.statusbar.window_says_step."""
        self._step_said = said
        self.statusBar().showMessage(said, timeout)

    def _step_outdated(self) -> None:
        """An entry written, or the match's next step (a correction opened or left, a dialog
        opened that changes the match): an undo or redo said a moment before is
        no longer the news, a promise of what Undo does no longer true. Typed fast, "Undone:
        round 5" stood on under the new round 5, as if that one had been undone (a German
        trial's); "Entry 4 deleted: Undo (Ctrl+Z) brings it back" stood on under the next
        correction, which Ctrl+Z would have undone instead (an English trial's)."""
        if self._step_said and self.statusBar().currentMessage() == self._step_said:
            self.statusBar().clearMessage()
        self._step_said = ""

    def field_did(self, field: QLineEdit, redo: bool) -> None:
        """A field undid (*redo*: redid) its own typing, by its keys or the Edit menu: said
        where an entry's undo is (Ctrl+Z took a Weis out of the form without a word, and
        the preview fell from 660 to 360: an English trial's). Undone, its redo comes
        before the match's undone so far."""
        if not redo:
            self._undone_over_typing = 0
        template = self.tr("Redone: {0}") if redo else self.tr("Undone: {0}")
        what = self._typing_in(field)
        if field.text():
            # what the field holds now: a second Ctrl+Z brought back a 5 erased with
            # Backspace, and said only what the first had said (a German trial's)
            what = self.tr("{0} (now: {1})", "the field's typing undone, and what it holds "
                           "now").format(what, printable(field.text()))
        self.say_step(template.format(what))
        self._say_steps()

    def _setup_change(self, way: str) -> str:
        """The kind of change that undo (or redo) would take back (or make again): "rename",
        "rules", or "" for an entry's or none."""
        if self.controller.session is None:
            return ""
        match = self.controller.match
        change = match.undo_change if way == "undo" else match.redo_change
        return change.kind if change is not None and change.kind in SETUP_CHANGES else ""

    def _renaming(self, way: str) -> bool:
        """The change that undo (or redo) would take back (or make again) is a change of
        names or of the table rules: the form is made again for it."""
        return bool(self._setup_change(way))

    def _form_in_use(self, kind: str = "rename") -> bool:
        """Other names (*kind* "rules": other table rules) make the form again (its buttons
        and labels say the names, its contracts and rows are the rules'): while it holds
        typing or a correction, that would be dropped. True, and said above the Write
        button, when it does."""
        panel = self.panel
        if panel is None or panel.isHidden() or not panel.has_typed():
            return False
        if kind == "rules":
            said = self.tr(
                "The table rules change only when nothing is typed in the form: the form is "
                "made again for them. Write the entry (Enter) or delete the typing first; {0} "
                "leaves a correction.")
        else:
            said = self.tr(
                "The names change only when nothing is typed in the form: the form is made "
                "again for them. Write the entry (Enter) or delete the typing first; {0} "
                "leaves a correction.")
        self._refuse_in_form(panel, said.format(key_text("Esc")))
        return True

    # -- names and details ---------------------------------------------------------------------

    def change_names(self) -> None:
        """*Edit → Names and details…* (Ctrl+Shift+N): the players' and teams' names and the
        lines for the sheet, changed as one step that Ctrl+Z undoes."""
        if self.controller.session is None or self._form_in_use():
            return
        from .namesdialog import NamesDialog

        dialog = NamesDialog(self.controller.match, lambda setup: self.controller.rename(
            setup, self.tr("change of names and details")), self)
        self._step_outdated()  # the dialog's change is the next step: Undo would undo it
        dialog.exec()
        dialog.deleteLater()  # gone once answered (see new_match)
        # at once, and only now: the window is made active again (widgets/activation.py)
        # and Qt gives the keys back to this field; a second time later (a timer) took the
        # cursor from a Schreiber who had clicked into another field meanwhile
        self._focus_entry()

    # -- table rules -----------------------------------------------------------------------------

    def _at_live_table(self) -> bool:
        """The match open is a table of a live club evening (File → Join club evening): its
        rules are the evening's, kept by its server."""
        link = self.live_link
        return (link is not None and self.controller.session is not None
                and getattr(link, "session", None) is self.controller.session)

    def _offer_rules_change(self) -> None:
        """*Table rules…* for any match open, but greyed at a live club table, and its
        tooltip says why (asked again whenever the Edit menu opens)."""
        live = self._at_live_table()
        self.rules_change_action.setEnabled(self.controller.session is not None and not live)
        self.rules_change_action.setToolTip(self.tr(
            "The rules of a live club evening's table are the evening's: the club sets them "
            "for every table") if live else "")

    def change_rules(self) -> None:
        """*Edit → Table rules…*: the table settings of the match open, changed with every
        entry kept, as one step that Ctrl+Z undoes."""
        self._offer_rules_change()
        if (self.controller.session is None or not self.rules_change_action.isEnabled()
                or self._form_in_use("rules")):
            return
        from .rulesdialog import RulesDialog

        dialog = RulesDialog(self.controller.match, lambda setup, rows: (
            self.controller.change_rules(setup, self.tr("table rules"), rows)), self)
        self._step_outdated()  # the dialog's change is the next step: Undo would undo it
        dialog.exec()
        dialog.deleteLater()  # gone once answered (see new_match)
        self._focus_entry()  # at once, and only now (see change_names)

    def _names_changed(self) -> None:
        """Other names or table rules (or the earlier ones again, by undo or redo): the board
        and the form are made again for them (their buttons, labels and headers say the
        names; a Coiffeur's rows and a Schieber's contracts are the rules') and every
        line of the history is written anew; the tab shown and the split stay. The window's
        ``changed`` follows and fills them."""
        before = QApplication.focusWidget()
        in_form = before is not None and self.panel is not None and (
            self.panel.isAncestorOf(before))
        self._make_board_and_form()
        self.history.clear()
        # the cursor was in the old form: into the new one, once it is filled (_changed)
        self._refocus = in_form or before is None

    def _status_spare(self) -> tuple[int, int] | None:
        """The height the status line and the form share now, and the height the whole form
        needs (StatusLine.spare); None without a form shown."""
        panel = self.panel
        if panel is None or not panel.isVisible() or self.panel_holder.height() <= 0:
            return None
        shared = self.status_label.height() + self.panel_holder.height()
        return shared, panel.whole_height()

    def _show_status(self) -> None:
        """The line above the form: the panel's status of the match; while an entry is
        corrected or inserted, of that entry, from the board before it (as the header, which
        says who dealt it), begun with *Correction:* (*Insertion:*)."""
        if self.controller.session is None or self.panel is None:
            return
        board = self.controller.board
        if self._room_of is not self.panel:  # a new match, or its form made again (names)
            self._room_of = self.panel
            texts = self.panel.status_room(board)
            elsewhere = self.panel.status_room_elsewhere(board)
            # and as a correction says them: the form stays where it is when one begins
            self.status_label.keep_room([*texts, *map(self.panel.said_correcting, texts)],
                                        [*elsewhere,
                                         *map(self.panel.said_correcting, elsewhere)])
        status = self.panel.status_now(board)
        self.status_label.setText(status)
        # the room kept (its longest texts) stays also while it says nothing; a finished
        # match's form, back for a correction, has it too (without it the header, fields and
        # button stood a line higher than while the last game was typed: a Romand trial's)
        self.status_label.setVisible((bool(status) or self.status_label.has_room())
                                     and (not board.finished
                                          or self.panel.correcting is not None))

    def _changed(self) -> None:
        if self.controller.session is None:
            return
        session = self.controller.session
        if session.written_again and session.path is not None:
            # a trial's del.jass, deleted while open, came back with the next round without
            # a word: said once, where "Saved" is said
            session.written_again = False
            self.statusBar().showMessage(self.tr(
                "{0} had been deleted or moved; written again with every entry").format(
                    printable(session.path.name)), 8000)
        board = self.controller.board
        if hasattr(self.board_widget, "set_board"):
            self.board_widget.set_board(board, self.controller.match)
        if self.panel is not None:
            self.panel.follow(board)
            # a finished Partie takes no entry: what can be done instead is shown
            correcting = self.panel.correcting is not None
            back = self.panel.isHidden() and not board.finished
            ended = not self.panel.isHidden() and board.finished and not correcting
            if back or ended:
                # the split stays where it is: the form's side, less wide without the form,
                # gave the board its room back (a Romand trial's Différence moved the board
                # from 735 to 748 px at the end); the splitter kept the sizes asked before
                # the form's width had been given, and went back to them
                self.splitter.setSizes(self.splitter.sizes())
            # the winner's sentence in its label before the box is shown: shown first, the
            # box was laid out for the text of before (one line), painted so («Sieger: Dora &
            # Cla; Ziel erreicht. Die»: a trial's), and its buttons moved down a pass later
            self.finished_label.setText(self.panel.status_text(board))
            self.panel.setVisible(not board.finished or correcting)
            if back:  # an undo took the end back: the cursor where the next thing is typed
                self.panel.focus_next()
            self._show_status()
            self._show_finished(board.finished and not correcting)
            if ended:  # the cursor stayed in the hidden form, where digits typed went unseen
                self._focus_entry()
        self.history.set_board(board)
        if self.tabs.isTabVisible(1):
            self.chart.set_board(board, self.controller.match)
        self._follow_statistics()
        if self._split_pending is not None:  # the form's room is known now: shown or not
            self._restore_split(self._split_pending)
            self._split_pending = None
        if self.controller.session.save_error is None:
            self.save_banner.hide()
        self._title()
        if self._refocus:  # the form made again for other names (_names_changed)
            self._refocus = False
            self._focus_entry()
        self._say_steps()  # the form shown or hidden, what it holds followed the match

    def _follow_statistics(self) -> None:
        """The statistics after every change, while the tab is shown (worked out only then:
        they replay the match)."""
        if self.controller.session is not None and self.tabs.currentWidget() is self.statistics:
            self.statistics.set_match(self.controller.match)

    def _title(self) -> None:
        session = self.controller.session
        if session is None:
            return
        # the match's own title first: two unnamed matches are told apart by it
        title = " ".join(self.controller.match.document.info.title.split())
        name = self._where_saved(session, bool(title))
        if session.save_error:
            name += " – " + self.tr("not saved")
        self.setWindowTitle(f"Jasstafel – {title} · {name}" if title else f"Jasstafel – {name}")

    def _where_saved(self, session: Session, titled: bool) -> str:
        """The window title's word for where the match is kept: its file's name, else that
        it is in no file yet. A titled one is not called "unnamed": «Sonntagsjass · Partie
        ohne Namen» read as if the title typed in New match were lost (the question on
        leaving it says *noch in keiner Datei gespeichert*, and so does the title)."""
        if session.path is not None:
            return printable(session.path.name)  # "\u202egnp.jass", never "…ssaj.png"
        # with a save error its autosave lacks the last entries: not "autosaved"
        if titled:
            return (self.tr("not in a file yet") if session.save_error
                    else self.tr("not in a file yet (autosaved)"))
        return (self.tr("unnamed match") if session.save_error
                else self.tr("unnamed match (autosaved)"))

    # -- view ----------------------------------------------------------------------------------

    def toggle_tafel_mode(self) -> None:
        """Board only, full screen: for a second screen or a TV. F11 or Esc leaves it."""
        on = self.tafel_action.isChecked()  # the checkable action has already flipped
        self.leave_tafel_action.setEnabled(on)
        self._match_page()  # its form and history hidden, should a match open in Tafel mode
        if on:
            self._before_tafel = self.left.sizes()
            self._maximised_before_tafel = self.isMaximized()
        for widget in (self.side_holder, self.tabs, self.menuBar(), self.statusBar()):
            widget.setVisible(not on)
        self.tafel_bar.setVisible(on)
        if on:
            self.showFullScreen()
        else:
            # as it was: a maximised window came back smaller, its lowest buttons cut by the
            # screen's edge (a large-text trial's)
            if self._maximised_before_tafel:
                self.showMaximized()
            else:
                self.showNormal()
            if self._before_tafel:
                self.left.setSizes(self._before_tafel)  # the board and history as they were
            self._focus_entry()  # back where the Schreiber types (a key typed went nowhere)

    def _leave_tafel_mode(self) -> None:
        if self.tafel_action.isChecked():
            self.tafel_action.setChecked(False)
            self.toggle_tafel_mode()

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        # Enter on a button with the focus frame (the welcome page's New match, the finished
        # Partie's) presses it: outside a dialog Qt lets it through to here (a trial's did
        # nothing); the form and the history take their Enter before it comes this far
        if enter_presses_button(self, event):
            return
        super().keyPressEvent(event)

    def _set_language(self, code: str) -> None:
        self.settings.setValue("language", code)
        messages.information(self, self.tr("Language"),
                             self.tr("The language changes when Jasstafel starts next."))

    def show_keys(self) -> None:
        # the menus' keys from the menus' actions: a key added to a menu is said here too
        # (Ctrl+S, Ctrl+Shift+S, Ctrl+Q and Ctrl+Shift+K were not: a keyboard tester's)
        menus = "\n".join(self.tr("{menu}: {keys}.").format(menu=menu, keys=", ".join(keys))
                          for menu, keys in menu_keys(self.menuBar()))
        general = self.tr(
            "History: Enter or {e} corrects the selected entry, Del deletes it. Undo and "
            "redo work from anywhere (a number field first undoes its own typing)."
        ).format(e=key_text("Ctrl+E"))
        # the mode by its name in the View menu: "Esc leaves the board only" read as if Esc
        # left the board (an English trial's)
        general += " " + self.tr("{esc}: back from “{mode}” to the form.").format(
            esc=key_text("Esc"), mode=self.tafel_action.text().replace("&", ""))
        general += " " + self.tr("The history, the chart and the statistics below the board: "
                                 "the menu {0}.").format(self.tr("&View").replace("&", ""))
        general += " " + self.tr("{f6}: from the form to the history (or the chart or the "
                                 "statistics shown below the board) and back; {shift_f6} "
                                 "the other way.").format(f6=key_text("F6"),
                                                          shift_f6=key_text("Shift+F6"))
        general = f"{menus}\n\n{general}"
        variant = self.panel.keys_help() if self.panel is not None else ""
        messages.information(self, self.tr("Keyboard"),
                             f"{variant}\n\n{general}" if variant else general)

    def show_rules(self) -> None:
        """Help → Rules of this match: its table settings and how its variant scores."""
        if self.controller.session is None:
            return
        from .rulehelp import RulesDialog  # here: the start needs none of the club's words

        RulesDialog(self.controller.match, self).exec()

    def show_about(self) -> None:
        messages.about(self, self.tr("About Jasstafel"), self.tr(
            "<h3>Jasstafel {0}</h3><p>The Jass scoreboard for the scorekeeper and the club.</p>"
            "<p>Every entry is saved at once; every mistake can be corrected.</p>").format(
                __version__))

    # -- window state --------------------------------------------------------------------------

    def _restore_geometry(self) -> None:
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if not event.spontaneous():
            # shown by the program (at the start): active, where the shortcuts act; without a
            # window manager nobody made it so, and after a restart Ctrl+N did nothing until
            # a click (a trial's). The platform activates it once it is on the screen.
            self.activateWindow()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        if not self.leave_match():
            event.ignore()
            return
        self.settings.setValue("window/geometry", self.saveGeometry())  # the split: when dragged
        self.running.quit()  # a clean exit: nothing to offer back
        super().closeEvent(event)
