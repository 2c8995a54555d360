"""The club window: members, evenings (draw, tables, results), rankings and statistics.

Opened from the main window's menu *Club → Club window* (the database chosen last, else
``club.sqlite`` in the user data folder) or *Club → Open club…* (another file, e.g. in the
club's shared folder; remembered in the setting ``club/path``). A file that cannot be opened
(not a club database, damaged, written by a newer Jasstafel) is refused with the club's
message and left as it is.

A table played in the main window (*Play in Jasstafel*) stays linked to its Passe and table:
when the match is finished it is recorded in the club at once (with its whole entry log),
and again, replacing the first, if it is corrected afterwards; *Save to club* records the
match in the main window on demand (also unfinished, as a partial result). While an undo
keeps the window's match from what the club holds (open again after it was finished), both
status bars and the table's line say so (:meth:`ClubWindow._follow_club`); before the main
window leaves the match it asks what the club holds of it (:meth:`ClubWindow.copy_of`).

While an evening is live (docs/club-live.md) its server owns it, and every change the window
makes to that evening goes through :meth:`ClubWindow.write`:

- live in **another program** (``jasstafel club serve``, another window; found by its marker,
  :func:`jasstafel.live.marker.find_live`): results typed, corrected, removed or imported
  are sent to that server (:class:`jasstafel.live.client.ServerClub`, with the Oberjasser's
  code from the marker), which writes them as it writes its tables' and refuses as the club
  does; *Play in Jasstafel* joins the table there. A server that no longer runs (its marker
  stale) or cannot be reached is named, and nothing is written;
- live **from this window** (the server is a thread of this process): results typed,
  corrected, removed or imported, and the main window's match, are written by the server's
  own thread on its own connection (:meth:`jasstafel.live.service.LiveEvening.write`), so
  that the evening has one writer and its pages follow; *Play in Jasstafel* joins the table
  on the server. The evening itself and its draw stay as they are until the evening ends
  (the live tables are made from them).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QLabel,
    QMainWindow,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...club import Club, ClubError, ClubFileError, ClubInputError, Evening
from ...club.models import Member, team_name
from ...core import JassError, MatchInfo, matchfile
from ...core.matchfile import default_teams, new_match
from ...core.registry import find_variant
from ...core.session import Session
from ...core.text import printable, printable_lines
from ...core.variant import Team
from ...i18n import and_names, render
from ...printing.club_sheets import evening_name
from ..widgets.keys import enter_presses_button
from ..widgets.menubar import keys_never_idle_in
from ..widgets.messages import confirm, information, warning
from ..widgets.screen import fit_to_screen
from ..widgets.style import BUTTON_FOCUS_STYLE, MENU_BAR_STYLE
from .common import (
    ERROR_STYLE,
    PATH_KEY,
    club_path,
    default_club_path,
    member_label,
    message,
    named_by_env,
    open_start,
    plain_label,
)
from .evenings import EveningsPage
from .host import ClubCopy
from .members import MembersPage
from .rankings import RankingsPage
from .results import players_at
from .stats import StatisticsPage

if TYPE_CHECKING:
    from ...live.client import ServerClub
    from ...live.marker import LiveInfo
    from ...live.service import LiveEvening
    from .host import MatchHost

T = TypeVar("T")


def _teams_named(variant: str, members: list[Member]) -> list[Team] | None:
    """A drawn table's partners (they sit opposite) named by their players, "Anna & Cla",
    as the New match dialog and the live evening name them (the core's "Team A" was English
    in a French window)."""
    if not find_variant(variant).team_game:
        return None
    return [team.model_copy(update={"name": team_name([members[p] for p in team.players])})
            if len(team.players) > 1 else team
            for team in default_teams([m.name for m in members])]


@dataclass
class Link:
    """A match in the main window played for one table of a club evening."""

    evening: int
    passe: int
    table: int
    members: list[int]  # in the match's seat order
    session: Session
    replace: bool = False  # the table had a result: the match replaces it
    saved: str = ""  # the match file as last recorded
    saved_finished: bool = False  # what was last recorded was the finished match
    behind: bool = False  # the match was changed since it was recorded (an undo)
    refused: str = ""  # the match file as last refused (not asked again)
    override: str = ""  # other players than the draw's, confirmed: the reason logged


def _t(text: str) -> str:
    return QCoreApplication.translate("club", text)


def to_front(window: QWidget) -> None:
    """Raise a window over the others (where the platform can: not offscreen)."""
    if QGuiApplication.platformName() not in ("offscreen", "minimal"):
        window.raise_()
    window.activateWindow()


class PathLabel(QLabel):
    """The club file's path in the status bar, shortened in its middle where the window is
    narrower than the path (whole in its tooltip): as wide as the path, a long one made the
    window wider than a netbook's screen, the path itself cut at the screen's edge."""

    LEAST = 120  # the path's end ("…/club.sqlite") at least

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self.setToolTip(text)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self.LEAST), hint.height())

    def shown_text(self) -> str:
        """The path as it is painted: whole, or with "…" in its middle."""
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideMiddle,
                                             self.contentsRect().width())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)  # the style sheet's colour (read only: red)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect(), int(self.alignment()), self.shown_text())


#: what Open club… lists under "Club database" (any other file opens with "All files")
CLUB_SUFFIXES = (".sqlite", ".db")


def with_club_suffix(path: str | Path) -> Path:
    """A new club file's name with its extension: "verein" typed in the New club dialog
    becomes verein.sqlite (Qt's own dialog adds none), so that Open club… lists it later."""
    path = Path(path)
    if path.suffix.lower() in CLUB_SUFFIXES:
        return path
    return path.with_name(path.name + ".sqlite")


def free_club_name(folder: Path, stem: str = "club") -> Path:
    """A club file's name in *folder* that no file has yet: club.sqlite, else club-2.sqlite,
    club-3.sqlite, … (the New club dialog proposed the club.sqlite already there)."""
    for number in range(1, 1000):
        path = folder / (f"{stem}.sqlite" if number == 1 else f"{stem}-{number}.sqlite")
        if not path.exists():
            return path
    return folder / f"{stem}.sqlite"


def open_club(parent: QWidget | None, path: Path, create: bool) -> Club | None:
    """Open (or create) the club database at *path*; a refusal is shown, the file untouched."""
    try:
        if create:
            path.parent.mkdir(parents=True, exist_ok=True)
        club = Club.open(path, create=create)
    except (ClubError, OSError) as err:
        warning(parent, _t("Cannot open the club"), cannot_open_text(path, err))
        return None
    if club.upgrade is not None:  # a laptop with the older Jasstafel needs the copy now
        information(parent, _t("Club file brought up to date"),
                    printable_lines(render(club.upgrade.said(str(path)))))
    return club


def cannot_open_text(path: Path, err: BaseException) -> str:
    """Why *path* was not opened, naming it once: the club's refusals name the file
    themselves ("… is damaged: …"), and the box said it twice."""
    reason = message(err)
    unchanged = _t("The file was not changed.")
    said = (reason if str(path) in reason else
            _t("{0} cannot be opened as a club database:\n{1}").format(path, reason))
    if unchanged not in said:  # a newer Jasstafel's file: its refusal says so already
        said = f"{said.rstrip('.')}.\n\n{unchanged}"
    return printable_lines(said)  # the file's name as the command line shows it


def cannot_read_text(path: Path, err: BaseException) -> str:
    """Why the club file open in the window no longer reads, naming it, and that it was
    not changed and what the window does meanwhile."""
    reason = message(err)
    said = (reason if str(path) in reason else
            _t("{0} can no longer be read as a club database:\n{1}").format(path, reason))
    return printable_lines("\n\n".join((
        f"{said.rstrip('.')}.", _t("The file was not changed."),
        _t("The window shows the club as it was last read, and nothing can be changed, until "
           "the file reads again (F5) or another club file is opened (Club → Open club…)."))))


#: how often the window asks whether another program changed the club (milliseconds)
POLL_MS = 1500


class ClubWindow(QMainWindow):
    """The club's members, evenings, rankings and statistics in one window.

    Another program (the command line, a second window) may change the club meanwhile: a
    timer asks the database whether it changed (``PRAGMA data_version``, one small read) and
    shows the changes at once, with a word in the status bar. It does not ask while a dialog
    of this program is open (nothing moves under the Oberjasser's hands, and no database
    operation runs while a file dialog looks at the club's folder)."""

    def __init__(self, main: MatchHost, club: Club) -> None:
        super().__init__(main.window(), Qt.WindowType.Window)
        self.main = main
        self.settings = main.settings
        self.club: Club | None = club
        self.rng: random.Random | None = None  # the draw's randomness (tests seed it)
        self.links: list[Link] = []
        #: why nothing can be written while the club file is damaged (None: it reads), said
        #: in the line above the pages (:meth:`_file_reads`)
        self.damage: str | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        # as the main window: at 1366×768 its status bar and lowest buttons were below the
        # screen, at 1024×600 its right half
        fit_to_screen(self, QSize(1240, 800))
        self.tabs = QTabWidget()
        self.tabs.setObjectName("clubTabs")
        self.members = MembersPage(self)
        self.evenings = EveningsPage(self)
        self.rankings = RankingsPage(self)
        self.statistics = StatisticsPage(self)
        self.tabs.addTab(self.members, self.tr("Members"))
        self.tabs.addTab(self.evenings, self.tr("Evenings"))
        self.tabs.addTab(self.rankings, self.tr("Rankings"))
        self.tabs.addTab(self.statistics, self.tr("Statistics"))
        self.tabs.setStyleSheet(BUTTON_FOCUS_STYLE)  # the buttons' focus seen, as in the forms
        self.damage_line = plain_label()
        self.damage_line.setObjectName("clubDamaged")
        self.damage_line.setWordWrap(True)
        self.damage_line.setStyleSheet(ERROR_STYLE)
        self.damage_line.setContentsMargins(8, 4, 8, 4)
        self.damage_line.hide()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.damage_line)
        layout.addWidget(self.tabs)
        self.setCentralWidget(central)
        self.path_label = PathLabel()
        self.statusBar().addPermanentWidget(self.path_label)
        self._build_menu()
        main.controller.changed.connect(self._main_changed)
        self._show_path()
        self.seen_version: int | None = None
        # the live evening of this window as last seen: its run, its tables' writes, all its
        # writes to the club
        self.seen_live_writes: tuple[int, int, int] | None = None
        self.seen_live_marker: LiveInfo | None = None  # another program's, last looked at
        self.refresh()
        self.poll_timer = QTimer(self)
        self.poll_timer.setInterval(POLL_MS)
        self.poll_timer.timeout.connect(self.poll)
        self.poll_timer.start()
        self.tabs.setCurrentWidget(self.evenings if self.club_has_members() else self.members)

    def _build_menu(self) -> None:
        self.menuBar().setStyleSheet(MENU_BAR_STYLE)  # the title with the keys is seen
        keys_never_idle_in(self)
        menu = self.menuBar().addMenu(self.tr("&Club"))
        for text, slot, key in (
                (self.tr("&Open club…"), self.open_dialog, None),
                (self.tr("&New club file…"), self.new_file_dialog, None),
                # the club's name on its paper: also here, where a club's organiser looks
                # (it was only in the main window's File menu, and a trial never found it)
                (self.tr("Sheet se&ttings…"), self.sheet_settings, None),
                (self.tr("&Refresh"), self.refresh, QKeySequence.StandardKey.Refresh),
                (self.tr("&Close"), self.close, QKeySequence.StandardKey.Close)):
            action = QAction(text, self)
            if key is not None:
                action.setShortcut(key)
            action.triggered.connect(lambda _c=False, s=slot: s())
            menu.addAction(action)

    def sheet_settings(self) -> None:
        """The club's name printed on every sheet, and the paper: the main window's File →
        Sheet settings…, the same settings."""
        from ..printmenu import edit_sheet_settings  # its form is loaded when first used

        if edit_sheet_settings(self):
            self.rankings.show_club_name()

    def _show_path(self) -> None:
        """The club file in the title and the status line, and whether it can only be read
        (said at once: a trial's read-only file showed nothing of it until a change was
        refused)."""
        path = self.club.path if self.club is not None else None
        shown = printable(str(path)) if path else ""  # never "…lqs.nierev"
        name = printable(path.name) if path else ""
        if self.damage is not None:
            self.path_label.setText(self.tr("{0} – damaged: changes will be refused").format(
                shown))
            self.path_label.setStyleSheet("color: #b3261e;")
            self.setWindowTitle(self.tr("Jasstafel – Club – {0} (damaged)").format(name))
            return
        if self.club is not None and self.club.readonly:
            self.path_label.setText(self.tr("{0} – read only: changes will be refused").format(
                shown))
            self.path_label.setStyleSheet("color: #b3261e;")
            self.setWindowTitle(self.tr("Jasstafel – Club – {0} (read only)").format(name))
            return
        self.path_label.setText(shown)
        self.path_label.setStyleSheet("")
        self.setWindowTitle(self.tr("Jasstafel – Club – {0}").format(name))

    def writable(self) -> bool:
        """Whether the club can be changed here: a club is open and its file can be
        written."""
        return self.club is not None and not self.club.readonly and self.damage is None

    def allow_change(self, button: QWidget, enabled: bool) -> None:
        """A button or action that would change the club file: *enabled* only where the
        file can be written; while it is read-only its tooltip says why (a trial's
        read-only file left every change offered, and only pressing one refused it)."""
        writable = self.writable()
        button.setEnabled(enabled and writable)
        button.setToolTip("" if writable else self.damage if self.damage is not None else
                          self.tr("The club file is read-only: nothing can be changed in it "
                                  "here."))

    def club_has_members(self) -> bool:
        try:
            return self.club is not None and bool(self.club.members())
        except ClubError:
            return False

    # -- the database --------------------------------------------------------------------------

    def use(self, club: Club) -> None:
        """Work on another club database (the links to matches of the old one end)."""
        if self.club is not None and self.club is not club:
            self.club.close()
        self.club = club
        self.links = []
        self.settings.setValue(PATH_KEY, str(club.path))
        self._show_path()
        self.refresh()

    def open_path(self, path: str | Path, create: bool = False) -> bool:
        club = open_club(self, Path(path), create)
        if club is None:
            return False
        self.use(club)
        return True

    def club_filter(self) -> str:
        return self.tr("Club database (*.sqlite *.db);;All files (*)")

    def open_dialog(self) -> None:
        path, _f = QFileDialog.getOpenFileName(self, self.tr("Open club"),
                                               open_start(self.settings), self.club_filter())
        if path:
            self.open_path(path)

    def new_file_dialog(self) -> None:
        folder = club_path(self.settings).parent
        path, _f = QFileDialog.getSaveFileName(
            self, self.tr("New club file"), str(free_club_name(folder)), self.club_filter(),
            options=QFileDialog.Option.DontConfirmOverwrite)
        if not path:
            return
        new = with_club_suffix(path)
        if new.exists():
            # never an existing file taken for a new one: it was opened as it was, without a
            # word, as if it were the new club (Qt's question to replace it is off, since
            # the name gets its extension only here)
            warning(self, self.tr("New club file"), self.tr(
                "{0} exists already. A new club file needs a name of its own; to work on "
                "that club, open it with Open club….\n\nThe file was not changed.").format(
                printable(str(new))))
            return
        self.open_path(new, create=True)

    def refresh(self) -> None:
        """Read everything again (another program may have changed the file); a file
        damaged meanwhile is said once, and the pages keep what they last read
        (:meth:`_file_reads`)."""
        if not self._file_reads():
            return
        # what the live evening wrote so far first: a write of its own between the two
        # readings is then in the version seen, or counted as its own at the next look
        self.seen_live_writes = self._live_seen()
        self.seen_version = self._data_version()
        for page in (self.members, self.evenings, self.rankings, self.statistics):
            page.refresh()

    def _file_reads(self) -> bool:
        """Whether the club file reads as a club database, checked before the pages read it:
        a file damaged since it was opened (cut short from outside, a trial's) was read by
        each page, each saying the damage in a box of its own (seven, naming no file), and
        then showed a club without members. Now it is said once, naming the file; the pages
        keep what they last read, greyed, under a red line that says why, and nothing is
        written (:meth:`write`, :meth:`writable`) until the file reads again (F5) or another
        club file is opened."""
        club = self.club
        if club is None:
            return True
        try:
            club.check()
        except ClubFileError as err:
            path = printable(str(club.path))
            self._show_damage(self.tr(
                "The club file {0} is damaged and was not changed: nothing can be written to "
                "it. The pages show the club as it was last read. Open a backup copy (Club → "
                "Open club…), or press F5 once the file is repaired.").format(path))
            warning(self, self.tr("Club file damaged"), cannot_read_text(club.path, err))
            return False
        if self.damage is not None:
            self._show_damage(None)
        return True

    def _show_damage(self, said: str | None) -> None:
        """The damaged state on (*said*: why) or off: the line above the pages, the pages
        greyed (their tabs still show them), the title and the status line."""
        self.damage = said
        self.damage_line.setText(said or "")
        self.damage_line.setVisible(said is not None)
        for page in (self.members, self.evenings, self.rankings, self.statistics):
            page.setEnabled(said is None)
        self._show_path()

    def _data_version(self) -> int | None:
        try:
            return self.club.data_version() if self.club is not None else None
        except ClubError:
            return None

    def poll(self) -> bool:
        """Refresh if another program changed the club since the window last read it, or
        if its file became writable or read-only since (:meth:`_writable_changed`)."""
        if self.club is None or not self.isVisible() or QApplication.activeModalWidget():
            return False
        if self.damage is not None:
            return False  # F5 reads it again (a box every look would never end)
        if self._writable_changed():
            return True
        self._follow_live_marker()
        version = self._data_version()
        if version is None or version == self.seen_version:
            return False
        # the window's own live evening writes on its own connection: a table's result said
        # as such, not as "another program" (a trial's Oberjasser wondered which), and what
        # else it wrote (the window's own change, the ranking it keeps for the wall) is no
        # news at all (a trial's status bar blamed another program for the window's own);
        # asked before the refresh, which takes what it wrote so far as seen
        wrote = self._live_wrote()
        self.refresh()
        if wrote == "table":
            self.statusBar().showMessage(
                self.tr("Updated: the live evening wrote a table's result."), 8000)
        elif not wrote:
            self.statusBar().showMessage(
                self.tr("Updated: another program changed the club."), 8000)
        return True

    def _follow_live_marker(self) -> None:
        """An evening served live by another program started or ended since the last look:
        the evening page says so and greys what would be refused (a trial's window beside
        `jasstafel club serve` offered Draw… and refused it only when clicked)."""
        seen = self.live_elsewhere()
        if seen != self.seen_live_marker:
            self.seen_live_marker = seen
            self.evenings.page.follow_live()

    def _writable_changed(self) -> bool:
        """The club file given its write permission back (or losing it) while the window
        shows it: opened again as it now is, so that the changes come back (or go), the
        title and the status line follow, and the status bar says it. A file that cannot
        be opened again now (busy) stays as it was, asked again at the next look."""
        club = self.club
        if club is None:
            return False
        try:
            if club.writable_now() is not club.readonly:
                return False  # as it was opened: writable and writable, or neither
            again = Club.open(club.path, create=False)
        except (ClubError, OSError):
            return False
        if again.readonly == club.readonly:
            again.close()
            return False
        club.close()
        self.club = again  # the same file: the matches linked to its tables stay linked
        self._show_path()
        self.refresh()
        self.statusBar().showMessage(
            self.tr("The club file became read-only: changes will be refused.")
            if again.readonly else self.tr("The club file can be written again."), 8000)
        return True

    def _live_seen(self) -> tuple[int, int, int] | None:
        """This window's live evening as it is now: its run, its tables' writes and all its
        writes to the club; None when no evening is live from this window."""
        from ...live.service import running_here

        live = running_here(self.club.path) if self.club is not None else None
        return (id(live), live.table_writes, live.club_commits) if live is not None else None

    def _live_wrote(self) -> str:
        """What this window's live evening wrote since the window last read the club:
        "table" (a table's result), "own" (only the window's own changes it carried and the
        rankings it keeps for its pages), else "" (nothing: the change came from another
        program; one that came in the same moment as the evening's own writes is not told
        apart)."""
        seen, before = self._live_seen(), self.seen_live_writes
        if seen is None:
            return ""
        tables, commits = (before[1], before[2]) if before and before[0] == seen[0] else (0, 0)
        if seen[1] > tables:
            return "table"
        return "own" if seen[2] > commits else ""

    def changed(self) -> None:
        """After every change: the pages (and the rankings) follow at once."""
        self.refresh()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if not enter_presses_button(self, event):
            super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        # hidden, not closed: matches being played stay linked to their tables
        event.accept()

    # -- a live evening ------------------------------------------------------------------------

    def live_here(self, evening: int) -> LiveEvening | None:
        """The server of *evening* if it runs in this process (Start live evening…)."""
        if self.club is None:
            return None
        from ...live.service import running_here

        live = running_here(self.club.path)
        return live if live is not None and live.evening_id == evening else None

    def live_elsewhere(self, evening: int | None = None) -> LiveInfo | None:
        """The server of *evening* (None: of any evening of the club) if another program
        runs it (its marker says where)."""
        if self.club is None:
            return None
        from ...live.marker import find_live
        from ...live.service import running_here

        if running_here(self.club.path) is not None:
            return None  # the marker is this process's own
        info = find_live(self.club.path)
        if info is None or evening is None:
            return info
        return info if info.evening in (evening, 0) else None

    def live_elsewhere_refusal(self, evening: int, info: LiveInfo) -> str:
        """Why the evening itself and its draw are not changed while another program
        serves it live (the refusal, and the greyed buttons' tooltip)."""
        if info.evening == 0:
            return self.tr(
                "An evening of this club is live in another program. Its draw and results are "
                "not changed here while it is live: nothing was changed.")
        # each address on a line of its own: Qt never breaks it (a trial's box broke it
        # after "http://"), and a copied one is the address alone; "or this window"
        # beside the Oberjasser's page read as a place to end the evening
        return self.tr(
            "Evening {0} is live in another program (process {2}) at:\n{1}\nIts tables "
            "play from its draw, so the evening and its draw are not changed while it is "
            "live. Nothing was changed. To change them, first end the live evening, in that "
            "program or on the Oberjasser's page:\n{1}admin\nMeanwhile, results typed, "
            "corrected or imported in this window are written through that server.").format(
                evening, info.url, info.pid)

    def refuse_if_live(self, evening: int, *, draw: bool = False) -> None:
        """ClubInputError, naming the server, when *evening* is live in another program and
        *draw* (a change of the evening itself or its draw: its results go through that
        server), or live from this window and *draw*; and whenever its server no longer
        runs (a stale marker) or its marker cannot be read."""
        info = self.live_elsewhere(evening)
        if info is not None and not draw and info.evening != 0:
            info = None  # its results go through its server (write)
        self.live_writer(evening)  # a server that is gone, a marker unreadable: refused
        if info is not None:
            raise ClubInputError(self.live_elsewhere_refusal(evening, info))
        live = self.live_here(evening) if draw else None
        if live is not None:
            raise ClubInputError(self.tr(  # the address alone on its line, never broken
                "Evening {0} is live from this window, at:\n{1}\nIts tables play from its "
                "draw. End the live evening first (End the live evening, in its window) to "
                "change the evening or its draw.").format(evening, live.url))

    def write(self, evening: int, action: Callable[[Club], T], *, draw: bool = False) -> T:
        """Every change of *evening* the window makes: *action* gets the club to write.

        Not live: the window's own club. Live from this window: run by the server on its own
        connection, so that the evening has one writer and its pages follow. Live in another
        program: *action* gets that server's :class:`~jasstafel.live.client.ServerClub`,
        which sends the club's writes there. A change of the evening itself or its draw
        (*draw*) is refused until the evening ends (:meth:`refuse_if_live`)."""
        club = self.club
        if club is None:
            raise ClubInputError(self.tr("No club is open."))
        if self.damage is not None:
            raise ClubInputError(self.damage)
        self.refuse_if_live(evening, draw=draw)
        live = self.live_here(evening)
        if live is not None:
            return live.write(action)
        server = self.live_writer(evening)
        if server is not None:
            return action(server)  # type: ignore[arg-type]  # the Club's writes, sent
        return action(club)

    def live_writer(self, evening: int) -> ServerClub | None:
        """The server of *evening* live in another program, for its results
        (:func:`jasstafel.live.client.live_writer`): None when it is not live there;
        ClubInputError when its server no longer runs or its marker cannot be read."""
        if self.club is None:
            return None
        from ...live.client import live_writer
        from ...live.service import running_here

        if running_here(self.club.path) is not None:
            return None  # the marker is this process's own
        return live_writer(self.club.path, evening)

    def may_write(self, parent: QWidget, evening: int, *, draw: bool = False) -> bool:
        """Before a dialog opens: False (and the reason shown) if the change would be
        refused because the evening is live."""
        try:
            self.refuse_if_live(evening, draw=draw)
        except ClubInputError as err:
            warning(parent, self.tr("The evening is live"), message(err))
            return False
        return True

    # -- playing in the main window ------------------------------------------------------------

    def link_for(self, evening: Evening | None, passe: int, table: int) -> Link | None:
        """The link of a table whose match is open in the main window now."""
        if evening is None:
            return None
        session = self.main.controller.session
        return next((link for link in self.links
                     if (link.evening, link.passe, link.table) == (evening.id, passe, table)
                     and link.session is session), None)

    def play(self, evening: Evening, passe: int, table: int) -> bool:
        """A new match in the main window with the players drawn to the table."""
        club = self.club
        if club is None:
            return False
        seats = self.evenings.page.seats(passe, table)
        if seats is None:
            return False
        current = self.link_for(evening, passe, table)
        if current is not None:  # already open: just show it
            to_front(self.main.window())
            return True
        if not self.may_write(self, evening.id):
            return False
        live = self.live_here(evening.id)
        if live is not None:
            return self._play_live(live, passe, table)
        server = self.live_writer(evening.id)
        if server is not None:  # live in another program: join the table on its server
            try:
                return self._play_live(server.link, passe, table)
            except ClubError as err:
                warning(self, self.tr("Cannot start the match"), message(err))
                return False
        try:
            members = [club.member(m) for m in seats[0]]
            info = MatchInfo(title=self.tr("{0} · Passe {1}").format(evening_name(evening), passe),
                             date=evening.date, place=evening.place, table=str(table))
            match = new_match(evening.variant, [m.name for m in members], preset=evening.preset,
                              info=info, settings=dict(evening.settings),
                              teams=_teams_named(evening.variant, members))
        except JassError as err:
            warning(self, self.tr("Cannot start the match"), message(err))
            return False
        if not self.main.leave_match():  # the match open there is asked about, as by Open
            return False
        self.main.start(match)
        session = self.main.controller.session
        assert session is not None
        recorded = bool(club.results(evening.id, passe) and any(
            r.table == table for r in club.results(evening.id, passe)))
        self.links = [link for link in self.links
                      if (link.evening, link.passe, link.table) != (evening.id, passe, table)]
        self.links.append(Link(evening.id, passe, table, [m.id for m in members], session,
                               replace=recorded))
        self.main.statusBar().showMessage(
            self.tr("Club: Passe {0}, table {1}. The match is saved to the club when it is "
                    "finished.").format(passe, table), 10000)
        to_front(self.main.window())
        self.refresh()
        return True

    def _play_live(self, live: Any, passe: int, table: int) -> bool:
        """The table of a live evening in the main window: it joins the table on the server
        (as a laptop at the table would), which records the result when it is decided."""
        from .live import join_evening

        code = live.codes().get((passe, table))
        if code is None:
            warning(self, self.tr("Cannot start the match"),
                 self.tr("Passe {0}, table {1} is not a table of the live evening (drawn "
                         "after it started?).").format(passe, table))
            return False
        if join_evening(self.main, live.url, code) is None:
            return False
        to_front(self.main.window())
        return True

    def _main_changed(self) -> None:
        session = self.main.controller.session
        link = next((link for link in self.links if link.session is session), None)
        if link is None or session is None:
            return
        if session.match.finished:
            self._record(link, partial=False)
        self._follow_club(link)

    def _follow_club(self, link: Link) -> None:
        """After a change of a match the club holds: whether it still holds it as the main
        window shows it. An undo after the match was saved (open again) leaves the club the
        figures saved before until the match is finished again, which replaces them: said in
        both status bars at every change while it lasts (a trial's still said "Saved to the
        club" after the undo) and in the table's line; the undo redone, back to what the club
        holds, says it is saved again. A finished match the club refused (its message was
        shown) only changes the table's line."""
        if not link.saved:
            return
        match = link.session.match
        behind = matchfile.dumps(match.document) != link.saved
        was, link.behind = link.behind, behind
        said = ""
        if behind and not match.finished:
            said = (self.tr("The club still holds the finished result of Passe {0}, table {1}: "
                            "finish the match again to replace it.") if link.saved_finished
                    else self.tr("The club still holds Passe {0}, table {1} as it was saved "
                                 "unfinished: finish the match to replace it.")).format(
                        link.passe, link.table)
        elif was and not behind:
            said = self.tr("Saved to the club: Passe {0}, table {1}").format(link.passe,
                                                                             link.table)
        if said:
            self.main.statusBar().showMessage(said, 10000)
            self.statusBar().showMessage(said, 10000)
        if behind != was:
            self.evenings.page.refresh()

    def copy_of(self, session: Session | None) -> ClubCopy | None:
        """What the club holds of *session*'s match, saved to a table from this window: the
        match as the window shows it, or as it was saved before (an undo since); None when
        this window saved nothing of it, or the club holds something else there now (removed,
        typed from paper, another program's match) or cannot be read."""
        link = next((link for link in self.links if link.session is session), None)
        club = self.club
        if link is None or session is None or club is None or not link.saved:
            return None
        try:
            stored = club.match(link.evening, link.passe, link.table)
        except (JassError, OSError):  # a ClubError too
            return None  # the club cannot say: asked as any match
        if stored is None:
            return None
        held, shown = matchfile.dumps(stored.document), matchfile.dumps(session.match.document)
        if held not in (shown, link.saved):
            return None
        return ClubCopy(link.passe, link.table, same=held == shown, finished=stored.finished)

    def _record(self, link: Link, partial: bool) -> bool:
        club = self.club
        if club is None:
            return False
        match = link.session.match
        text = matchfile.dumps(match.document)
        if text == link.saved:
            return True
        replace = link.replace or bool(link.saved)
        note = self.tr("played again in Jasstafel") if replace else ""
        members, override = list(link.members), link.override
        try:
            self.write(link.evening, lambda club: club.record_match(
                link.evening, link.passe, link.table, match, members=members,
                replace=replace, partial=partial, note=note, override=override))
        except ClubError as err:
            if text != link.refused:
                link.refused = text
                warning(self.main.window(), self.tr("Not saved to the club"),
                     self.tr("Passe {0}, table {1}: {2}").format(link.passe, link.table,
                                                                 message(err)))
            return False
        link.saved = text
        link.saved_finished = match.finished
        link.behind = False
        link.replace = True
        self.main.statusBar().showMessage(
            self.tr("Saved to the club: Passe {0}, table {1}").format(link.passe, link.table),
            10000)
        self.statusBar().showMessage(
            self.tr("Saved to the club: Passe {0}, table {1}").format(link.passe, link.table),
            10000)
        self.changed()
        return True

    def save_to_club(self, evening: Evening, passe: int, table: int) -> bool:
        """Record the match open in the main window for this table, on demand."""
        club = self.club
        session = self.main.controller.session
        if club is None:
            return False
        if session is None:
            warning(self, self.tr("No match"),
                 self.tr("No match is open in the main window. Play the table with Play in "
                         "Jasstafel, or import its match file."))
            return False
        if not self.may_write(self, evening.id):
            return False
        match = session.match
        link = next((link for link in self.links if link.session is session), None)
        if link is not None and (link.evening, link.passe, link.table) != \
                (evening.id, passe, table):
            if not confirm(self, self.tr("Another table?"),
                       self.tr("The match in the main window was started for Passe {0}, "
                               "table {1}. Save it to Passe {2}, table {3}?").format(
                           link.passe, link.table, passe, table)):
                return False
            self.links.remove(link)
            link = Link(evening.id, passe, table, link.members, session,
                        override=self.tr("saved to another table than it was started for"))
        if link is None:
            page = self.evenings.page
            seats = page.seats(passe, table)
            members = {m.id: m for m in club.members(guests=True)}  # guests are seated too
            ids = players_at(match.document.players, seats[0], members) if seats else None
            if ids is None:
                # both as a sentence lists them ("Anna, Beat und Cla"), as the rest of the
                # program joins names in a sentence (it wrote commas only)
                drawn = and_names([member_label(members[m]) for m in seats[0]]) if seats else ""
                if not confirm(self, self.tr("Other players"),
                           self.tr("The match in the main window is played by {0}; the draw "
                                   "seats {1} at this table. Save it anyway (the players are "
                                   "found by name)?").format(
                               and_names(match.document.players), drawn or "–")):
                    return False
                try:
                    ids = [club.find_member(name).id for name in match.document.players]
                except ClubError as err:
                    warning(self, self.tr("Not saved to the club"), message(err))
                    return False
                link = Link(evening.id, passe, table, ids, session,
                            override=self.tr("saved from the main window with other players "
                                             "than the draw seated there"))
            else:
                link = Link(evening.id, passe, table, ids, session)
        recorded = any(r.table == table for r in club.results(evening.id, passe))
        if recorded and not link.saved:
            if not confirm(self, self.tr("Replace the result?"),
                       self.tr("Passe {0}, table {1} has a result. Replace it with this match "
                               "(a correction)?").format(passe, table)):
                return False
            link.replace = True
        partial = not match.finished
        if partial and not confirm(self, self.tr("Not finished"),
                               self.tr("The match is not finished. Save it as it stands (a "
                                       "partial result)? When it is finished it is saved "
                                       "again.")):
            return False
        if link not in self.links:
            self.links.append(link)
        return self._record(link, partial=partial)


def show_club_window(main: MatchHost, existing: ClubWindow | None = None,
                     path: Path | None = None) -> ClubWindow | None:
    """Show the club window of *main* (*existing*, if there is one), opening the database at
    *path*, or else the one chosen last (created in the user data folder the first time)."""
    if existing is not None and existing.club is not None and path is None:
        window = existing
    else:
        chosen = path or club_path(main.settings)
        create = False
        if not chosen.exists():
            if chosen != default_club_path() and not confirm(
                    main.window(), _t("No club file"),
                    _t("{0} does not exist (is the shared folder there?). Create a new club "
                       "database there?").format(printable(str(chosen)))):
                return None
            create = True
        club = open_club(main.window(), chosen, create)
        if club is None:
            return None
        if chosen != named_by_env():  # the environment's file is for this run only
            main.settings.setValue(PATH_KEY, str(chosen))
        if existing is not None:
            existing.use(club)
            window = existing
        else:
            window = ClubWindow(main, club)
    window.show()
    to_front(window)
    return window
