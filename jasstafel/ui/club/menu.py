"""The main window's Club menu: *Club window* and *Open club…*.

Kept small so that the main window starts without loading the club window; the club window
(:mod:`.window`) is imported the first time the menu is used. The main window is
known here only as a :class:`.host.MatchHost`; it asks the club, through :meth:`ClubMenu.copy_of`,
what the club holds of its open match before it leaves it (a :class:`.host.ClubCopy`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from .host import ClubCopy, MatchHost
    from .window import ClubWindow

class ClubMenu(QObject):
    """Fills the main window's Club menu; keeps the club window once it is opened."""

    def __init__(self, main: MatchHost, menu: QMenu) -> None:
        super().__init__(main.window())
        self.main = main
        self.menu = menu
        self.club_window: ClubWindow | None = None
        self.window_action = menu.addAction(self.tr("&Club window"))
        self.window_action.setShortcut(QKeySequence("Ctrl+Shift+K"))
        self.window_action.triggered.connect(lambda _c=False: self.show_window())
        self.open_action = menu.addAction(self.tr("&Open club…"))
        self.open_action.triggered.connect(lambda _c=False: self.open_dialog())
        main.addAction(self.window_action)  # the shortcut works in Tafel mode too

    def show_window(self, path: Path | None = None) -> Any:
        """The club window with the club chosen last (or *path*); None if it cannot open."""
        from .window import show_club_window

        window = show_club_window(self.main, self.club_window, path)
        if window is not None:
            self.club_window = window
        return window

    def copy_of(self, session: Any) -> ClubCopy | None:
        """What the club holds of *session*'s match (the main window's), if it was saved to a
        table of the club from this window; None when it was not, or the club cannot say."""
        window = self.club_window
        return window.copy_of(session) if window is not None else None

    def open_dialog(self) -> Any:
        from PySide6.QtWidgets import QFileDialog  # not at start (docs/performance.md)

        from .common import open_start

        filters = self.tr("Club database (*.sqlite *.db);;All files (*)")
        path, _f = QFileDialog.getOpenFileName(self.main.window(), self.tr("Open club"),
                                               open_start(self.main.settings), filters)
        if not path:
            return None
        return self.show_window(Path(path))
