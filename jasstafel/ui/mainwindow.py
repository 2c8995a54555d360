"""The Tafel window: the board on the left, entry and history on the right.

Every change goes through the MatchController (which saves it at once); the
window only follows its ``changed`` signal.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..core.errors import JassError
from .club.menu import ClubMenu
from .controller import MatchController
from .i18n import LANGUAGES
from .printmenu import PrintActions
from .variants import UI_VARIANTS
from .widgets.chart import RunningTotalsChart
from .widgets.entrypanel import EntryPanel
from .widgets.history import HistoryView

if TYPE_CHECKING:
    from ..core import Match
    from ..core.session import Session

MAX_RECENT_FILES = 8
FILE_FILTER = "Jass match (*.jass);;JSON (*.json);;All files (*)"


def autosave_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "autosave"


class MainWindow(QMainWindow):
    def __init__(self, settings: QSettings | None = None) -> None:
        super().__init__()
        self.settings = settings or QSettings()
        self.controller = MatchController(self)
        self.controller.changed.connect(self._changed)
        self.controller.matchReplaced.connect(self._match_replaced)
        self.controller.saveFailed.connect(self._save_failed)
        self.board_widget: Any = None
        self.panel: EntryPanel | None = None
        self.setWindowTitle("Jasstafel")
        self.resize(1280, 800)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.board_holder = QWidget()
        QVBoxLayout(self.board_holder).setContentsMargins(0, 0, 0, 0)
        self.side = QWidget()
        side = QVBoxLayout(self.side)
        side.setContentsMargins(0, 0, 0, 0)
        self.status_label = QLabel()
        self.status_label.setObjectName("matchStatus")
        self.status_label.setWordWrap(True)
        self.status_label.setStyleSheet("font-size: 16px; font-weight: bold; padding: 6px;")
        side.addWidget(self.status_label)
        # entry form above, history below; the Schreiber can move the line between them
        self.side_split = QSplitter(Qt.Orientation.Vertical)
        panel_area = QWidget()
        self.panel_holder = QVBoxLayout(panel_area)
        self.panel_holder.setContentsMargins(0, 0, 0, 0)
        self.history = HistoryView(self.controller)
        self.chart = RunningTotalsChart()
        self.tabs = QTabWidget()
        self.tabs.addTab(self.history, self.tr("History"))
        self.tabs.addTab(self.chart, self.tr("Chart"))
        self.side_split.addWidget(panel_area)
        self.side_split.addWidget(self.tabs)
        # the form first: the history needs only a few lines to show the last rounds
        self.side_split.setStretchFactor(0, 5)
        self.side_split.setStretchFactor(1, 2)
        self.side_split.setSizes([640, 200])
        self.tabs.setMinimumHeight(140)
        side.addWidget(self.side_split, 1)
        self.splitter.addWidget(self.board_holder)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.welcome = self._welcome()
        self.setCentralWidget(self.welcome)
        self._build_menus()
        self._restore_geometry()

    # -- menus -------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file = bar.addMenu(self.tr("&File"))
        self.new_action = self._action(file, self.tr("&New match…"), self.new_match,
                                       QKeySequence.StandardKey.New)
        self._action(file, self.tr("&Open…"), self.open_dialog, QKeySequence.StandardKey.Open)
        self.recent_menu = file.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        file.addSeparator()
        self.save_as_action = self._action(file, self.tr("Save &as…"), self.save_as,
                                           QKeySequence.StandardKey.SaveAs)
        self.save_action = self._action(file, self.tr("&Save now"), self.save_now,
                                        QKeySequence.StandardKey.Save)
        self.file_menu = file
        file.addSeparator()
        quit_action = self._action(file, self.tr("&Quit"), self.close,
                                   QKeySequence.StandardKey.Quit)
        self.paper = PrintActions(self, file, quit_action)

        edit = bar.addMenu(self.tr("&Edit"))
        undo = self.controller.undo_stack.createUndoAction(self, self.tr("Undo"))
        undo.setShortcuts(QKeySequence.StandardKey.Undo)
        redo = self.controller.undo_stack.createRedoAction(self, self.tr("Redo"))
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit.addAction(undo)
        edit.addAction(redo)
        self.undo_action, self.redo_action = undo, redo
        edit.addSeparator()
        self._action(edit, self.tr("&Correct selected entry"), self.history.correct,
                     QKeySequence("Ctrl+E"))
        self._action(edit, self.tr("&Delete selected entry"), self.history.delete)

        view = bar.addMenu(self.tr("&View"))
        self.tafel_action = self._action(view, self.tr("&Tafel mode (board only)"),
                                         self.toggle_tafel_mode, QKeySequence("F11"))
        self.tafel_action.setCheckable(True)
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

    def _match_actions(self, enabled: bool) -> None:
        for action in (self.save_as_action, self.save_action):
            action.setEnabled(enabled)
        self.paper.set_enabled(enabled)

    def _welcome(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addStretch(1)
        title = QLabel("Jasstafel")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setStyleSheet("font-size: 40px; font-weight: bold;")
        layout.addWidget(title)
        new = QPushButton(self.tr("New match (Ctrl+N)"))
        new.setObjectName("welcomeNew")
        new.setMinimumHeight(48)
        new.clicked.connect(self.new_match)
        open_ = QPushButton(self.tr("Open a match (Ctrl+O)"))
        open_.setMinimumHeight(48)
        open_.clicked.connect(self.open_dialog)
        for b in (new, open_):
            b.setMaximumWidth(360)
            layout.addWidget(b, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        return page

    # -- opening and saving ------------------------------------------------------------------

    def new_match(self) -> None:
        from .newmatch import NewMatchDialog  # the dialog builds every variant's settings form

        dialog = NewMatchDialog(self.settings, self)
        if dialog.exec() and dialog.match is not None:
            self.start(dialog.match)

    def start(self, match: Match) -> None:
        """Open a new, unnamed match: it is autosaved until it gets a name."""
        from ..core.session import Session

        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
        session = Session(match, autosave=autosave_dir() / f"match-{stamp}.jass")
        session.save()
        self._use(session)

    def open_dialog(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(self, self.tr("Open match"),
                                                    self._last_folder(), FILE_FILTER)
        if path:
            self.open_file(path)

    def open_file(self, path: str | Path) -> bool:
        """Open a match file; a broken or foreign file is refused with the reason, untouched."""
        from ..core import matchfile
        from ..core.session import Session

        try:
            match = matchfile.load(path)
        except JassError as err:
            QMessageBox.warning(self, self.tr("Cannot open match"),
                                self.tr("{0} cannot be opened:\n{1}").format(path, err))
            return False
        self._use(Session(match, path=path))
        self._remember_file(str(path))
        return True

    def ask_recover(self, path: Path, match: Match) -> bool:
        """After a crash: continue the match found at *path*?"""
        answer = QMessageBox.question(
            self, self.tr("Continue the last match?"),
            self.tr("Jasstafel was not closed properly. A match with {0} entries was found:\n"
                    "{1}\n\nContinue it?").format(len(match.entries), path))
        return answer == QMessageBox.StandardButton.Yes

    def recover(self, path: Path) -> bool:
        """Continue an autosaved, unnamed match (after a crash)."""
        from ..core import matchfile
        from ..core.session import Session

        try:
            match = matchfile.load(path)
        except JassError as err:
            QMessageBox.warning(self, self.tr("Cannot restore match"), str(err))
            return False
        self._use(Session(match, autosave=path))
        return True

    def save_as(self) -> bool:
        if self.controller.session is None:
            return False
        path, _filter = QFileDialog.getSaveFileName(self, self.tr("Save match as"),
                                                    self._last_folder(), FILE_FILTER)
        if not path:
            return False
        if not path.endswith((".jass", ".json")):
            path += ".jass"
        if not self.controller.session.save_as(path):
            self._save_failed(self.controller.session.save_error or path)
            return False
        self._remember_file(path)
        self._changed()
        return True

    def save_now(self) -> None:
        if self.controller.session is not None and self.controller.save():
            self.statusBar().showMessage(self.tr("Saved"), 3000)

    def _use(self, session: Session) -> None:
        self._close_session()
        self.controller.set_session(session)
        self.settings.setValue("session/open", str(session.target or ""))

    def _close_session(self) -> None:
        """Leave the current match: a named file is on disk; an unnamed empty one is dropped."""
        session = self.controller.session
        if session is not None and session.path is None and not session.match.entries:
            session.discard_autosave()

    def _last_folder(self) -> str:
        files = self.recent_files()
        return str(Path(files[0]).parent) if files else str(Path.home())

    def recent_files(self) -> list[str]:
        value = self.settings.value("recent/files", [])
        return [str(v) for v in (value if isinstance(value, list) else [value]) if v]

    def _remember_file(self, path: str) -> None:
        path = str(Path(path).resolve())
        files = [path] + [f for f in self.recent_files() if f != path]
        self.settings.setValue("recent/files", files[:MAX_RECENT_FILES])

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in self.recent_files():
            action = self.recent_menu.addAction(path)
            action.triggered.connect(lambda _c=False, p=path: self.open_file(p))
        if not self.recent_files():
            self.recent_menu.addAction(self.tr("(none)")).setEnabled(False)

    def _save_failed(self, reason: str) -> None:
        QMessageBox.warning(
            self, self.tr("Not saved"),
            self.tr("The match could not be saved:\n{0}\n\nNothing is lost: every entry stays "
                    "in this window. Free some space or choose File → Save as… to save it "
                    "elsewhere.").format(reason))

    # -- following the match -------------------------------------------------------------------

    def _match_replaced(self) -> None:
        """A different match: the board and the panel of its variant."""
        match = self.controller.match
        ui = UI_VARIANTS.get(match.variant)
        if self.centralWidget() is not self.splitter:
            self.takeCentralWidget()
            self.setCentralWidget(self.splitter)
        holder = self.board_holder.layout()
        for old in (self.board_widget, self.panel):
            if old is not None:
                old.setParent(None)
                old.deleteLater()
        if ui is None:
            self.board_widget = QLabel(self.tr("This variant has no window yet: use "
                                               "'jasstafel score'."))
            self.panel = None
        else:
            self.board_widget = ui.board()
            self.panel = ui.panel(self.controller)
            self.panel_holder.addWidget(self.panel)
            self.panel.shownChanged.connect(self._panel_shown)
            if hasattr(self.board_widget, "grid"):
                self.board_widget.grid.cellChosen.connect(self.panel.choose_cell)
        holder.addWidget(self.board_widget)
        self.history.panel = self.panel
        self.history.clear()
        self.tabs.setTabVisible(1, ui is not None and ui.chart)
        self.tabs.setCurrentIndex(0)
        self._match_actions(True)

    def _panel_shown(self, shown: bool) -> None:
        """A finished Partie hides the form: the history takes its room (and gives it back
        when an entry is corrected)."""
        if shown:
            self.side_split.setSizes([640, 200])
        else:
            self.side_split.setSizes([0, 1])

    def _changed(self) -> None:
        if self.controller.session is None:
            return
        board = self.controller.board
        if hasattr(self.board_widget, "set_board"):
            self.board_widget.set_board(board, self.controller.match)
        if self.panel is not None:
            self.panel.follow(board)
            # a finished Partie takes no entry: the form makes room for the history
            self.panel.setVisible(not board.finished or self.panel.correcting is not None)
            self.status_label.setText(self.panel.status_text(board))
        self.history.set_board(board)
        if self.tabs.isTabVisible(1):
            self.chart.set_board(board, self.controller.match)
        session = self.controller.session
        name = session.path.name if session.path else self.tr("unnamed match (autosaved)")
        self.setWindowTitle(f"Jasstafel – {name}")

    # -- view ----------------------------------------------------------------------------------

    def toggle_tafel_mode(self) -> None:
        """Board only, full screen: for a second screen or a TV. F11 or Esc leaves it."""
        on = self.tafel_action.isChecked()  # the checkable action has already flipped
        self.side.setVisible(not on)
        self.menuBar().setVisible(not on)
        self.statusBar().setVisible(not on)
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        if event.key() == Qt.Key.Key_Escape and self.tafel_action.isChecked():
            self.tafel_action.setChecked(False)
            self.toggle_tafel_mode()
            return
        super().keyPressEvent(event)

    def _set_language(self, code: str) -> None:
        self.settings.setValue("language", code)
        QMessageBox.information(self, self.tr("Language"),
                                self.tr("The language changes when Jasstafel starts next."))

    def show_keys(self) -> None:
        general = self.tr(
            "Ctrl+N new match, Ctrl+O open, Ctrl+P print. History: Enter corrects the selected "
            "entry, Del deletes it. Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y redo. F11 Tafel mode, "
            "Esc leaves it.")
        variant = self.panel.keys_help() if self.panel is not None else ""
        QMessageBox.information(self, self.tr("Keyboard"),
                                f"{variant}\n\n{general}" if variant else general)

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About Jasstafel"), self.tr(
            "<h3>Jasstafel {0}</h3><p>The Jass scoreboard for the Schreiber and the club.</p>"
            "<p>Every entry is saved at once; every mistake can be corrected.</p>").format(
                __version__))

    # -- window state --------------------------------------------------------------------------

    def _restore_geometry(self) -> None:
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        state = self.settings.value("window/splitter")
        if isinstance(state, QByteArray):
            self.splitter.restoreState(state)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        session = self.controller.session
        if session is not None and session.path is None and session.match.entries:
            answer = QMessageBox.question(
                self, self.tr("Keep this match?"),
                self.tr("This match has no name yet. Save it under a name?\n"
                        "(Discard deletes it; Cancel returns to the match.)"),
                QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                | QMessageBox.StandardButton.Cancel)
            if answer == QMessageBox.StandardButton.Cancel:
                event.ignore()
                return
            if answer == QMessageBox.StandardButton.Save and not self.save_as():
                event.ignore()
                return
            if answer == QMessageBox.StandardButton.Discard:
                session.discard_autosave()
        elif session is not None and session.path is None:
            session.discard_autosave()
        if session is not None and session.save_error and not session.save():
            self._save_failed(session.save_error)
            event.ignore()
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/splitter", self.splitter.saveState())
        self.settings.setValue("session/open", "")  # a clean exit: nothing to offer back
        super().closeEvent(event)
