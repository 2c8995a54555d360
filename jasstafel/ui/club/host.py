"""The main window as the club's pages see it: the one narrow interface between the two.

The club window plays a table in the main window (*Play in Jasstafel*), records the match
open there and joins live evenings through these few members only; the other way, the main
window learns what the club holds of its match as a :class:`ClubCopy` (asked through the
Club menu, :meth:`jasstafel.ui.club.menu.ClubMenu.copy_of`), and what a live evening's server
holds of a table it joined as a :class:`LiveCopy` (its ``live_link``,
:meth:`jasstafel.ui.club.live.WindowLink.copy_of`). Nothing in
``jasstafel.ui.club`` imports the main window, not even for type hints
(``tests/ui/test_club_house.py``), so that the club's pages are read, tested and changed
apart from it, and no import runs in a circle.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QWidget

    from ...core.match import Match
    from ..widgets.statusbar import MenuBarStatus


class MatchHost(Protocol):
    """What the club needs of the main window (a QMainWindow: also a dialog's parent)."""

    #: the application's settings (the club file chosen last, the CSV's delimiter …)
    settings: QSettings
    #: the open match: ``controller.session`` (a Session, or None) and ``controller.changed``
    #: (a signal after every change of it)
    controller: Any
    #: the link of a table played for a live evening (jasstafel.ui.club.live), or None
    live_link: Any
    #: a live table the open match was at when its window was killed, being joined again
    #: (jasstafel.ui.club.live.Rejoin), or None
    rejoin: Any
    #: the history (:class:`~jasstafel.ui.widgets.history.HistoryView`): a live table's
    #: round the phones flag as maybe written twice is flagged there (its ``flag``)
    history: Any
    #: the round begun in the form (jasstafel.ui.crashdraft): ``keep()`` keeps it with the
    #: match when the match stays among the unsaved matches
    crash_draft: Any

    def start(self, match: Match) -> None:
        """Open *match* as a new, unnamed match (autosaved)."""

    def leave_match(self) -> bool:
        """Close the open match, asking about unsaved work; False if the user stays."""

    def statusBar(self) -> MenuBarStatus:  # noqa: N802 - Qt's name
        """Where a short note is shown (e.g. "written to the club"), and a lasting state
        (a live table's, :meth:`~jasstafel.ui.widgets.statusbar.MenuBarStatus.rest`)."""

    def addAction(self, action: QAction) -> None:  # noqa: N802 - Qt's name
        """A shortcut of the club's menu that works with the menu bar hidden too."""

    def window(self) -> QWidget:
        """Qt's: the main window itself, as the parent of the club's windows and dialogs."""


@dataclass(frozen=True)
class ClubCopy:
    """What the club holds of the match open in the main window, played for one of its
    tables (*Play in Jasstafel*, *Save to club*): asked before the match is left."""

    passe: int
    table: int
    #: the club holds the match exactly as the window shows it, every entry: leaving it
    #: loses nothing
    same: bool
    #: what the club holds is the finished match (else it was saved unfinished, on demand)
    finished: bool


@dataclass(frozen=True)
class LiveCopy:
    """What a live evening's server holds of the match open in the main window, the table
    the window joined (*File → Join club evening*): asked before the match is left."""

    passe: int
    table: int
    #: the server has confirmed every entry as the window shows it: leaving loses nothing
    same: bool
    #: why not: the server's refusal (``refused``: not sent again) or why it cannot be
    #: reached, the system's words ("[Errno 111] Connection refused"); "" when it has not
    #: answered yet
    reason: str = ""
    refused: bool = False
    #: the reason when it is the server's own sentence (its refusal, in the evening's
    #: language), said as it is; "" when it is the system's, which is not said
    said: str = ""
    #: no server answers at the address (the laptop's Wi-Fi gone, the server killed)
    unreachable: bool = False
    #: the server said the evening has ended
    ended: bool = False
    #: the entries of the window's match that the server lacks (0: only a change, an undo)
    unsent: int = 0
