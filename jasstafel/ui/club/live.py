"""The live evening in the desktop window (Qt): what the club window's *Start live evening*
and the main window's *File → Join club evening* open. :mod:`jasstafel.live` itself has no
widgets (a server needs none); its Qt side lives here, with the club window.

- :class:`LiveEveningDialog`: the Oberjasser's view of a running evening (address, QR code,
  his code, every table's code, the wall and his page in the browser, the end of the evening).
  The server runs in a thread of the window's process (:class:`jasstafel.live.service.
  LiveEvening`); while it runs, the club window writes that evening through it
  (:meth:`~jasstafel.live.service.LiveEvening.write`, docs/club-window.md).
- :func:`join_evening`: a laptop at a table joins as that table; its match is sent after
  every change (:class:`jasstafel.live.client.TableLink`), its autosave keeps working as
  always; what a phone or the Oberjasser writes at the table meanwhile is taken in, no step
  to undo (:meth:`WindowLink._take`), unless the window's own change is on its way.
  Leaving it, the main window asks :meth:`WindowLink.copy_of` what the server holds: every
  entry (left without a question), or not (asked, docs/club-live.md).
- The table is remembered beside the match's autosave (:func:`remember`: the server's
  address, the table's code and the link's view, ``live-KEY.json``), so that a window killed
  at the table joins it again when the match goes on (:class:`Rejoin`: *Continue* after a
  crash, the match opened again), and says in red while the server does not answer.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QFont, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core import JassError
from ..widgets import messages
from ..widgets.screen import fit_to_screen, open_beside
from ..widgets.style import frame_focus
from .host import LiveCopy

if TYPE_CHECKING:
    from .host import MatchHost

#: where the window's live evening listens: every network of the laptop (tests: loopback)
LIVE_HOST = "0.0.0.0"
LIVE_PORT: int | None = None  # None: the server's default port (8765, or the next free one)
# seconds the window waits, before it leaves a live table, for the server's answer to a
# change still on its way (on a working network it comes in milliseconds)
LEAVE_WAIT = 3.0
#: the settings' key of the address joined last (offered by the next Join dialog)
ADDRESS_KEY = "live/address"
#: how often the live evening's window looks at its table codes (milliseconds): a few
#: entries read in memory, no request
CODES_POLL_MS = 1000
#: how often a match that was at a live table tries to join it again while its server does
#: not answer (milliseconds)
REJOIN_MS = 3000
#: how long the window says that it is connected to its table again (milliseconds): a
#: passing message, then the table's resting text
BACK_MS = 5000
#: what the file beside the autosave that remembers a match's live table says it is
TABLE_FORMAT = "jasstafel-live-table"


def _tr(text: str) -> str:
    return QCoreApplication.translate("LiveEveningDialog", text)


def _label(text: str = "", *, big: bool = False, select: bool = False) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)  # names and codes are text, never HTML
    if big:
        font = label.font()
        font.setPointSize(font.pointSize() + 6)
        font.setBold(True)
        label.setFont(font)
    if select:
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class LiveEveningDialog(QDialog):
    """A live evening, started when the dialog opens and ended when it closes, or when the
    Oberjasser's page ends it: the dialog then says so, and only closes.

    A window of its own beside the club window, not a dialog over it: the Oberjasser
    watches the tables and the ranking in the club window while the evening runs (a trial's
    window manager kept the dialog over the club window and minimised both together). It
    stays the club page's child (found by it, closed with it) but has no owner for the
    window manager (:meth:`_own_window`)."""

    stopped = Signal()
    _server_ended = Signal()  # from the server's thread: queued into the window's

    def __init__(self, club_path: str | os.PathLike[str], evening: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        from ...live.service import DEFAULT_PORT, LiveEvening

        self.setWindowTitle(self.tr("Live evening"))
        self._ending = False  # the Oberjasser said yes: the evening ends
        self._told = False  # the window's side of the end done (stopped emitted)
        self._server_ended.connect(self._ended_elsewhere, Qt.ConnectionType.QueuedConnection)
        self.live = LiveEvening(club_path, evening, host=LIVE_HOST,
                                port=DEFAULT_PORT if LIVE_PORT is None else LIVE_PORT,
                                on_stopped=self._server_ended.emit)
        self.live.start()
        try:
            self._build()
        except BaseException:
            self._ending = True  # ended here, not elsewhere: nothing to say in the dialog
            self.live.stop()  # no evening live without the window that ends it
            raise
        self._own_window()

    def _own_window(self) -> None:
        """No transient parent: Qt makes a window with a parent transient for the parent's
        window (X11's WM_TRANSIENT_FOR), and a window manager keeps such a window over its
        owner and minimises it with it. A plain window (Qt.Window, not Qt.Dialog, which X11
        would make transient for the whole program) without it can go behind."""
        self.create()
        handle = self.windowHandle()
        if handle is not None:
            handle.setTransientParent(None)  # type: ignore[arg-type]  # Qt takes nullptr
        # a window without an owner would keep Jasstafel running once its main window is
        # closed (Qt quits with the last such window): it goes with the main window, as the
        # club window does
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.qr = QLabel()
        pixmap = QPixmap()
        pixmap.loadFromData(self.live.qr_png(scale=6))
        self.qr.setPixmap(pixmap)
        top.addWidget(self.qr)
        words = QVBoxLayout()
        self.ended = _label(self.tr("The live evening has ended on the Oberjasser's page: the "
                                    "tables can no longer write. The results in the club "
                                    "stay."), big=True)
        self.ended.setObjectName("liveEnded")
        self.ended.setWordWrap(True)
        self.ended.hide()
        words.addWidget(self.ended)
        self.intro = _label(self.tr("The tables open this address on a phone and type their "
                                    "table's code:"))
        words.addWidget(self.intro)
        self.address = _label(self.live.url, big=True, select=True)
        self.address.setObjectName("liveAddress")
        words.addWidget(self.address)
        self.admin = _label(self.tr("Your own code (the Oberjasser's page): {0}").format(
            self.live.admin_code), select=True)
        self.admin.setObjectName("liveAdminCode")
        words.addWidget(self.admin)
        buttons = QHBoxLayout()
        self.pages: list[QPushButton] = []
        for text, path in ((self.tr("Wall page"), "wall"),
                           (self.tr("Oberjasser's page"), "admin")):
            button = QPushButton(text)
            button.clicked.connect(lambda _c=False, p=path: QDesktopServices.openUrl(
                QUrl(self.live.url + p)))
            buttons.addWidget(button)
            self.pages.append(button)
        words.addLayout(buttons)
        words.addStretch(1)
        top.addLayout(words, 1)
        layout.addLayout(top)
        self.codes = QTableWidget(0, 3)
        self.codes.setObjectName("liveCodes")
        frame_focus(self.codes)
        self.codes.setHorizontalHeaderLabels([self.tr("Passe"), self.tr("Table"),
                                              self.tr("Code")])
        self.codes.verticalHeader().setVisible(False)
        self.codes.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.codes.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self._shown_codes: dict[tuple[int, int], str] = {}
        self._show_codes(self.live.codes())
        layout.addWidget(self.codes, 1)
        # the codes as the evening has them, from now on: one renewed on the Oberjasser's
        # page replaces the dead one here (a trial's window showed the old code to the end)
        self.codes_timer = QTimer(self)
        self.codes_timer.setInterval(CODES_POLL_MS)
        self.codes_timer.timeout.connect(self.follow_codes)
        self.codes_timer.start()
        self.end_button = QPushButton(self.tr("End the live evening"))
        self.end_button.setObjectName("liveEnd")
        self.end_button.clicked.connect(self.end)
        layout.addWidget(self.end_button)
        fit_to_screen(self, QSize(620, 560))

    def _show_codes(self, codes: dict[tuple[int, int], str]) -> None:
        """One row per table and Passe: its number and its code (in place where the tables
        are the same: the Oberjasser's place in the list stays)."""
        mono = QFont("monospace")
        mono.setBold(True)
        if list(codes) != list(self._shown_codes):
            self.codes.setRowCount(0)
            self.codes.setRowCount(len(codes))
        for row, ((passe, table), code) in enumerate(codes.items()):
            for column, value in enumerate((str(passe), str(table), code)):
                item = self.codes.item(row, column)
                if item is None:
                    item = QTableWidgetItem()
                    self.codes.setItem(row, column, item)
                if column == 2:
                    item.setFont(mono)
                item.setText(value)
        self._shown_codes = dict(codes)
        self.codes.resizeColumnsToContents()

    def follow_codes(self) -> None:
        """The table codes as the evening has them now (a table's code renewed): an
        Oberjasser never reads out a code that no longer works."""
        if self._ending:
            return
        codes = self.live.codes()
        if codes and codes != self._shown_codes:  # none: it ended this moment
            self._show_codes(codes)

    def end(self) -> bool:
        """*End the live evening*, once the Oberjasser has said yes (as his web page asks):
        the phones can no longer write. True: it has ended."""
        if self._ending or messages.confirm(
                self, self.tr("Live evening"),
                self.tr("End the live evening? The tables can no longer write on their "
                        "phones; the results in the club stay."), enter_says_no=True):
            self._ending = True
            self.close()
        return self._ending

    def reject(self) -> None:
        """Esc: the same question; No keeps it live. (Qt closes a dialog through here too,
        once the evening ends.)"""
        if self._ending:
            super().reject()
        else:
            self.end()

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        if not self._ending and event.spontaneous() and not self.end():
            event.ignore()  # closed by hand, and the Oberjasser said no
            return
        self._ending = True
        self.live.stop()
        self._tell()
        super().closeEvent(event)

    def _tell(self) -> None:
        if not self._told:
            self._told = True
            self.stopped.emit()

    def _ended_elsewhere(self) -> None:
        """The server stopped without this dialog (the Oberjasser's page ended the evening;
        its marker is gone already): nothing of it is offered any more, the end is said,
        and the button only closes (the tables were told; nothing is asked again)."""
        if self._ending:
            return  # ended here: the dialog closes
        self._ending = True
        for shown in (self.qr, self.intro, self.address, self.admin, self.codes, *self.pages):
            shown.hide()
        self.ended.show()
        self.end_button.setText(self.tr("Close"))
        layout = self.layout()
        if layout is not None:  # no room left empty below the sentence
            self.resize(self.width(), layout.totalHeightForWidth(self.width()))
        self._tell()


def start_live(parent: QWidget, club_path: str | os.PathLike[str],
               evening: int) -> LiveEveningDialog | None:
    """The club window's *Start live evening*: the dialog, or a message why not."""
    try:
        import uvicorn  # noqa: F401
    except ImportError:
        messages.warning(parent, _tr("Live evening"), _tr(
            "The live evening needs its web server: install Jasstafel with the live extra "
            "(pip install 'jasstafel[live]'), or use the bundle."))
        return None
    try:
        dialog = LiveEveningDialog(club_path, evening, parent)
    except JassError as err:  # the evening refused (no draw yet, live elsewhere): its words
        from ...i18n import render

        messages.warning(parent, _tr("Live evening"), render(getattr(err, "message", err)))
        return None
    except Exception as err:  # noqa: BLE001 - the network, or anything else: said to the
        # Oberjasser, not only printed where nobody looks (a trial's start said nothing)
        messages.warning(parent, _tr("Live evening"), _tr(
            "The live evening could not be started: {0}").format(_reason(err)))
        return None
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    # beside the club window, not over it: the Oberjasser watches its tables and ranking
    open_beside(dialog, parent)
    dialog.show()
    return dialog


def _reason(err: Exception) -> str:
    """Why the start failed, to follow a colon: in the user's language where the catalog
    has the words (the server's own, a file's or the network's reason), else the error's
    own, never nothing."""
    from ...core.text import Text
    from ...i18n import render
    from ..i18n import system_reason

    first = err.args[0] if len(err.args) == 1 else None
    if isinstance(first, Text):
        return render(first)
    if isinstance(err, OSError) and err.strerror:
        return render(system_reason(err))
    return str(err) or type(err).__name__


# -- a laptop at a table --------------------------------------------------------------------


class _Status(QObject):
    """The link's news, from its thread into the window's (a queued signal)."""

    said = Signal(bool, str)
    names = Signal(object, object)  # the players and teams as the server names them now
    doubt = Signal(object)  # the round the phones flag as maybe written twice, or None
    table = Signal(object)  # the table's match after another writer's change (client.Taken)


class _TryingDialog(QDialog):
    """A dialog whose OK tries what was typed (:meth:`tried`: "" when it worked, else why
    not) and says the problem in the dialog, the typing kept and the code selected to be typed
    over (a trial's wrong code closed the Join dialog behind a box, and both were typed
    again). Holds :attr:`code`; the subclass lays out its own fields first, then
    :meth:`_finish`."""

    code: QLineEdit

    def _finish(self, form: QFormLayout) -> None:
        self.problem = _label()
        self.problem.setWordWrap(True)
        self.problem.hide()
        form.addRow(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def tried(self) -> str | None:
        """Why what was typed does not work, "" when it did; None: nothing to try here."""
        raise NotImplementedError

    def accept(self) -> None:
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            problem = self.tried()
        finally:
            QApplication.restoreOverrideCursor()
        if not problem:
            super().accept()
            return
        self.problem.setText(problem)
        self.problem.show()
        self.adjustSize()  # the sentence gets its lines
        self.code.selectAll()
        self.code.setFocus()


class JoinDialog(_TryingDialog):
    """The address and the table's code. *try_join* joins with what was typed: "" when it
    opened the table, else why not, said here."""

    def __init__(self, parent: QWidget | None = None,
                 try_join: Callable[[str, str], str] | None = None) -> None:
        super().__init__(parent)
        self.try_join = try_join
        self.setWindowTitle(self.tr("Join club evening"))
        form = QFormLayout(self)
        form.addRow(_label(self.tr("The address the Oberjasser shows, and your table's "
                                   "code.")))
        self.address = QLineEdit()
        self.address.setPlaceholderText("http://192.168.1.20:8765/")
        self.code = QLineEdit()
        form.addRow(self.tr("Address"), self.address)
        form.addRow(self.tr("Table code"), self.code)
        self._finish(form)

    def tried(self) -> str | None:
        if self.try_join is None:
            return None
        return self.try_join(self.address.text(), self.code.text())


class NewCodeDialog(_TryingDialog):
    """The table's new code, asked when the Oberjasser renewed the old one (a phone lost):
    *try_code* tries a code typed, "" when it opens the table, else why not, said here."""

    def __init__(self, parent: QWidget, passe: int, table: int,
                 try_code: Callable[[str], str]) -> None:
        super().__init__(parent)
        self.try_code = try_code
        self.setWindowTitle(self.tr("New table code"))
        form = QFormLayout(self)
        self.said = _label(self.tr(
            "The Oberjasser renewed the code of this table (Passe {0}, table {1}): the old one "
            "no longer works. The entries not yet sent wait on this computer. Type the "
            "table's new code (the Oberjasser has it):").format(passe, table))
        self.said.setWordWrap(True)
        form.addRow(self.said)
        self.code = QLineEdit()
        form.addRow(self.tr("Table code"), self.code)
        self._finish(form)
        # wide enough that its sentence is a few lines, not a narrow column
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 60)
        self.code.setFocus()

    def tried(self) -> str | None:
        return self.try_code(self.code.text())


class WindowLink(QObject):
    """The main window's match at a live table: every change sent, its state in the status
    bar (:meth:`_said`) as long as the window is at the table; it ends when the window opens
    another match."""

    def __init__(self, main: MatchHost, link: Any) -> None:
        super().__init__(main.window())
        self.main = main
        self.link = link
        self.session = main.controller.session
        self._closed = False
        self._asking: NewCodeDialog | None = None  # the new code, while it is asked
        self._code_gone_asked = False  # the dialog shown since the code was found gone
        self._message = ""  # the link's last word (a refusal): said again with a flag
        # the table's match being taken in (client.Taken) and what the window says of it
        self._taking: tuple[Any, str] | None = None
        self._took = ""  # what the window took in last, said until its own next change
        self._offline = False  # "no connection" said: its end is said once (_said)
        self.status = _Status()
        self.status.said.connect(self._said)
        self._said(True, "")  # said from the join on, as long as the window is at the table
        link.on_status = self.status.said.emit
        self.status.names.connect(self._renamed)
        link.on_names = self.status.names.emit
        self.status.doubt.connect(self._doubted)
        link.on_doubt = self.status.doubt.emit
        self.status.table.connect(self._take)
        link.on_table = self.status.table.emit
        main.controller.changed.connect(self._changed)
        link.start()
        link.push(self.session.match)
        self._remember()

    def _remember(self) -> None:
        """The table remembered beside the match's autosave (or file), with the link's view
        as it is now: a window killed at the table joins it again (:class:`Rejoin`)."""
        target = self.session.target
        if target is not None and not self._closed:
            remember(target, self.link)

    def _changed(self) -> None:
        if self.main.controller.session is not self.session:
            self.close()
            return
        taking, self._taking = self._taking, None
        if taking is not None and self.link.adopt(taking[0]):
            self._took = taking[1]  # the table's own entries: nothing to send
        else:  # the window's change (or the table's, taken in too late: sent as any)
            self.link.push(self.session.match)
            if self._took:  # no longer what happened last
                self._took = ""
                self._said(not self.link.problem, self._message)
        if self.link.code_gone:  # the change waits: the new code is asked again
            self._ask_code()
        self._flag()  # the flagged entry may be another one here now, or gone

    def _take(self, taken: Any) -> None:
        """A phone or the Oberjasser changed the table's entries, and the window had nothing
        of its own on the way: the window takes them in, no step of its undo stack (its
        Undo reaches back to here: what others wrote is theirs to take back, and the
        window's Ctrl+Z, sent as any change, took it back at the table), saved by its
        autosave as any change, and says what it took in and who wrote it. Where the
        window changed its match since the link read the table (a round typed that very
        moment), it takes nothing: its round goes to the server, which refuses it, and the
        state says so (nothing is lost)."""
        if self._closed or self.main.controller.session is not self.session:
            return
        from ...live.client import log_of

        before = log_of(self.session.match)
        if before != taken.base:  # the window's own change: the link says the table's
            self.link.declined()
            return
        self._taking = (taken, self._took_words(before, log_of(taken.match), taken.by))
        try:
            self.main.controller.take(taken.match.entries)
        except JassError:  # the window's rules refuse the table's entries: not taken
            self.link.declined()
        self._taking = None
        self._said(not self.link.problem, self._message)

    def _took_words(self, before: list[Any], after: list[Any], by: str) -> str:
        """What the window takes in, going from the entries *before* to *after*, written by
        *by* (a "phone", the "oberjasser", "" not known): an entry written, corrected or
        removed (a phone's Undo or deletion), or else the table's board."""
        kind, number = _difference(before, after)
        if by == "phone":
            words = {"added": self.tr("Entry {0} taken over from a phone"),
                     "corrected": self.tr("Correction of entry {0} taken over from a phone"),
                     "removed": self.tr("Entry {0} removed on a phone, here too"),
                     "": self.tr("The table's board taken over from a phone")}
        elif by == "oberjasser":
            words = {"added": self.tr("Entry {0} taken over from the Oberjasser"),
                     "corrected": self.tr("Correction of entry {0} taken over from the "
                                          "Oberjasser"),
                     "removed": self.tr("Entry {0} removed by the Oberjasser, here too"),
                     "": self.tr("The table's board taken over from the Oberjasser")}
        else:
            words = {"added": self.tr("Entry {0} taken over from the table"),
                     "corrected": self.tr("Correction of entry {0} taken over from the table"),
                     "removed": self.tr("Entry {0} removed at the table, here too"),
                     "": self.tr("The table's board taken over")}
        return words[kind].format(number)

    def _doubted(self, _doubt: Any) -> None:
        """The phones flag a round of the table as maybe written twice, or no longer: said
        in the live status and under that entry in the history, in the Oberjasser's words
        (the window's language), as every page of the table says it."""
        if self._closed:
            return
        self._said(not self.link.problem, self._message)
        self._flag()

    def _flag(self) -> None:
        """The flagged round marked in the history where the window holds that very entry
        at its number (taken in, or there when the window joined); one the window does not
        hold (its own change was on its way: not taken in) is only said in the status."""
        history = getattr(self.main, "history", None)
        if history is None or self._closed or self.main.controller.session is not self.session:
            return
        doubt, entries = self.link.doubt, self.session.match.entries
        row = None if doubt is None else doubt.number - 1
        if row is not None and not (0 <= row < len(entries)
                                    and entries[row].model_dump(mode="json") == doubt.entry):
            row = None
        history.flag(row, doubt.said if doubt is not None else "")

    def _renamed(self, players: list[str], teams: list[str]) -> None:
        """A member renamed in the club: the window names him anew, as every page of the
        evening does (its Undo takes back the last entry, never the name). Names the match
        refuses leave it as it is."""
        if self._closed or self.main.controller.session is not self.session:
            return
        from ...core import matchfile

        match = self.session.match
        try:
            setup = matchfile.renamed(match, players, teams, match.document.info)
            self.main.controller.relabel(setup)
        except (JassError, ValueError):
            pass

    def _ask_code(self) -> None:
        """The table's new code, asked over the window (not waited for: the link's news
        goes on); once it opens the table, the change waiting goes with it."""
        if self._asking is not None or self._closed:
            return
        link = self.link

        def try_code(code: str) -> str:
            from ...live.client import LinkError

            try:
                link.renew(code)
            except LinkError as err:
                return str(err)
            return ""

        self._asking = NewCodeDialog(self.main.window(), link.passe, link.table, try_code)
        self._asking.finished.connect(self._asked)
        self._asking.open()

    def _asked(self) -> None:
        if self._asking is not None:
            self._asking.deleteLater()
            self._asking = None

    def _said(self, ok: bool, message: str) -> None:
        """The link's news (from its thread), as the status bar's resting text while the
        window is at the table: the table, and what is wrong, in the window's language: no
        connection and what this computer keeps, the evening ended, or the server's refusal
        in its own words. Short, to fit right of a netbook's menus; the evening's server and
        the system's reason ("[Errno 111] Connection refused"), or a refusal whole, are in
        its tooltip. No connection is said in red (a trial's small black words were missed),
        and its end once, as a passing message; an evening ended names the table without
        "Live" (it no longer is)."""
        if self._closed:  # news still on its way from a link that ended
            return
        self._remember()  # its view, as the server answered (a new code too)
        self._message = message
        link = self.link
        where = (self.tr("Passe {0}, table {1}") if link.ended
                 else self.tr("Live: Passe {0}, table {1}")).format(link.passe, link.table)
        count, waiting = link.unsent()
        offline = link.unreachable and not link.ended and not link.code_gone
        if link.ended:
            said = (self.tr("Evening ended: %n entries were not sent, they are kept on this "
                            "computer", "", count) if count
                    else self.tr("Evening ended: the last change was not sent, it is kept on "
                                 "this computer") if waiting
                    else self.tr("Evening ended: the server holds every entry of this table"))
        elif link.code_gone:
            said = self.tr("Code renewed: the entries not yet sent wait on this computer for "
                           "the table's new code")
        elif link.unreachable:
            said = (self.tr("No connection: %n entries are kept on this computer and sent "
                            "later", "", count) if count
                    else self.tr("No connection: the last change is kept on this computer and "
                                 "sent later") if waiting
                    else self.tr("No connection: what you write waits on this computer and is "
                                 "sent later"))
        elif _written_over(message):
            # the server's "join the table again" led a trial's Schreiber in a loop: his
            # join kept the window's match; the join now offers the table's board
            said = self.tr("Not written: meanwhile another phone or the Oberjasser wrote at "
                           "this table. File → Join club evening… takes its board; your own "
                           "rounds stay under File → Unsaved matches…")
        else:
            said = message  # the server's refusal, in its words
        tip = self.tr("The evening's server: {0}").format(link.url)
        if link.ended:
            tip = self.tr("The live evening has ended.") + "\n" + tip
        elif link.unreachable:
            tip = self.tr("The evening's server does not answer: {0}").format(link.url)
            if offline:  # the long form of what the line says
                tip += "\n" + self.tr("Keep writing: what you write waits on this computer "
                                      "and is sent when the evening's server answers again.")
        if link.problem and (link.ended or link.unreachable):
            tip += "\n" + link.problem  # the system's words, for whoever looks closer
        refused = not (link.ended or link.code_gone or link.unreachable)
        if refused and said:  # the server's refusal is long: whole here, where the corner
            tip = said + "\n" + tip  # shortens it
        said, tip = self._table_words(said, tip)
        status = self.main.statusBar()
        status.rest(where + " · " + said if said else where, tip, alarm=offline)
        if self._offline and not (offline or link.ended or link.code_gone):
            say_back(self.main)
        self._offline = offline
        # asked once when the code is found gone; after Esc only the next change asks again
        # (_changed): the link's later news (a retry's, a late answer's) opened it again at
        # once on a busy machine, over the form the Schreiber had gone back to
        if link.code_gone and not link.ended and not self._code_gone_asked:
            self._code_gone_asked = True
            self._ask_code()
        elif not link.code_gone:
            self._code_gone_asked = False

    def _table_words(self, said: str, tip: str) -> tuple[str, str]:
        """*said* and *tip* of :meth:`_said` with what the table's pages say: the round the
        phones flag, and that the table's board is no longer the window's (a phone or the
        Oberjasser changed it while the window's own change was on its way, so it was not
        taken in: said until it agrees again, before the flag, after what is wrong with the
        link), or else what the window took in last (after the flag: that one asks for
        something)."""
        link = self.link
        # not while the table's change is being taken in: it flashed "join again" first
        changed = link.changed and not link.ended and not link.offering
        if self._took and not changed:
            tip = self._took + "\n" + tip
        if link.doubt is not None:  # what every page of the table says: here too
            said = said or link.doubt.said
            tip = link.doubt.said + "\n" + tip
        if changed:
            # the way out named (a trial's "join again" led back here): the join by hand
            # offers the table's board, the window's own rounds kept among the unsaved
            changed_words = self.tr("The board of this table changed meanwhile (another "
                                    "phone or the Oberjasser wrote): File → Join club "
                                    "evening… takes it")
            if not said or (link.doubt is not None and said == link.doubt.said):
                said = changed_words
            tip = changed_words + "\n" + tip
        elif self._took:
            said = said or self._took
        return said, tip

    def copy_of(self, session: Any) -> LiveCopy | None:
        """What the evening's server holds of *session*'s match, before the window leaves
        it: None when it is not this table's. A change sent a moment ago is waited for a
        little (:data:`LEAVE_WAIT`), so that a round written just before Ctrl+Q is not
        asked about while its answer is on the way."""
        if self._closed or session is None or session is not self.session:
            return None
        link = self.link
        if link.holds(session.match):
            return LiveCopy(link.passe, link.table, same=True)
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            held = link.holds(session.match, wait=LEAVE_WAIT)
        finally:
            QApplication.restoreOverrideCursor()
        if held:
            return LiveCopy(link.passe, link.table, same=True)
        return LiveCopy(link.passe, link.table, same=False, reason=link.problem,
                        refused=link.refused, said=link.said, unreachable=link.unreachable,
                        ended=link.ended, unsent=link.unsent()[0])

    def close(self) -> None:
        """The link ends (the window opened another match): once, however often asked (the
        session's change closes it, and joining another table asks again)."""
        if self._closed:
            return
        self._closed = True
        if self._asking is not None:  # the window left the table: no code to ask
            self._asking.reject()
        try:
            self.main.controller.changed.disconnect(self._changed)
        except (RuntimeError, TypeError):
            pass
        self.link.close()
        target = self.session.target
        if target is not None and not target.exists():  # the match is gone (the server
            forget(target)  # holds it, or it was discarded): nothing to join again
        self.main.statusBar().rest("")
        history = getattr(self.main, "history", None)
        if history is not None:  # the flag was this table's
            history.flag(None)


def _written_over(said: str) -> bool:
    """Is *said* the server's refusal of a change that would write over another writer's
    (a phone's or the Oberjasser's round written meanwhile), in this program's words?"""
    from ...i18n import render
    from ...live.evening import WRITTEN_OVER

    return bool(said) and said == render(WRITTEN_OVER)


def not_at_table(mine: Any, table: Any) -> list[int]:
    """The numbers (1-based) of the entries of the match *mine* that the table's match
    *table* lacks, where they conflict (neither log goes on from the other's): the window's
    own rounds written over by a phone meanwhile. [] when one simply goes on from the other
    (phones' rounds to take in, or the window's own to send)."""
    from ...live.client import log_of

    own, held = log_of(mine), log_of(table)
    if own[:len(held)] == held or held[:len(own)] == own:
        return []
    first = next(i for i, (a, b) in enumerate(zip(own, held, strict=False)) if a != b)
    return list(range(first + 1, len(own) + 1))


def _rounds_said(numbers: list[int]) -> str:
    """The window's own rounds the table lacks, in a sentence of the question and the status:
    where they stay, and what to do with them."""
    listed = ", ".join(str(number) for number in numbers)
    if len(numbers) == 1:
        return QCoreApplication.translate(
            "WindowLink", "Your round {0} is not at the table: it stays among the unsaved "
            "matches (File → Unsaved matches…). Type it again where it is missing.").format(listed)
    return QCoreApplication.translate(
        "WindowLink", "Your rounds {0} are not at the table: they stay among the unsaved "
        "matches (File → Unsaved matches…). Type them again where they are missing.").format(listed)


def _take_board(main: MatchHost, numbers: list[int]) -> bool:
    """Asked when the Schreiber joins by hand the table whose entries conflict with the
    window's: take the table's board (the window's match kept among the unsaved)?"""
    answer = messages.choose(
        main.window(), QCoreApplication.translate("WindowLink", "Take the table's board?"),
        QCoreApplication.translate(
            "WindowLink", "Another phone or the Oberjasser wrote at this table meanwhile. The "
            "window shows the table's board from now on.") + "\n\n" + _rounds_said(numbers),
        [("take", QCoreApplication.translate("WindowLink", "&Take the table's board")),
         ("cancel", QCoreApplication.translate("WindowLink", "&Cancel"))],
        default="take", escape="cancel")
    return answer == "take"


def _difference(before: list[Any], after: list[Any]) -> tuple[str, int]:
    """How the entries *after* differ from *before* (the core's JSON): one entry "added"
    at the end, one "removed" (its number before), one "corrected" (its number), or else
    "" (several changes at once: 0)."""
    old, new = len(before), len(after)
    if new == old + 1 and after[:old] == before:
        return "added", new
    if old == new + 1:
        gone = next((i for i in range(new) if before[i] != after[i]), new)
        if before[:gone] + before[gone + 1:] == after:
            return "removed", gone + 1
    if old == new:
        differ = [i for i in range(old) if before[i] != after[i]]
        if len(differ) == 1:
            return "corrected", differ[0] + 1
    return "", 0


# -- the table remembered through a crash ---------------------------------------------------


def _memory_file(target: Any) -> Any:
    """Where the live table of the match in *target* (its autosave or file) is remembered:
    beside the autosaves, named as its crash draft is (ui/crashdraft.py)."""
    from pathlib import Path

    from .. import recovery  # its folder as the window's (the tests' own folder too)
    from ..crashdraft import table_file

    return table_file(recovery.autosave_dir(), Path(target))


def remember(target: Any, link: Any) -> None:
    """*link*'s table remembered for the match in *target*: the server's address, the
    table's code, Passe and table, and the link's view (TableLink.memory); nothing else."""
    import json
    from pathlib import Path

    data = {"format": TABLE_FORMAT, "version": 1, "match": str(Path(target).absolute()),
            "url": link.url, "code": link.code, "passe": link.passe, "table": link.table,
            **link.memory()}
    path = _memory_file(target)
    try:
        if path.exists() and json.loads(path.read_text(encoding="utf-8")) == data:
            return  # said already: no write at every news of the link
    except (OSError, ValueError):
        pass
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(".tmp")
        temporary.write_text(json.dumps(data), encoding="utf-8")
        os.replace(temporary, path)
    except OSError:
        pass  # the table is not remembered: the window still sends, as before


def remembered(target: Any) -> dict[str, Any] | None:
    """The live table remembered for the match in *target*, or None (none, broken,
    another match's)."""
    import json
    from pathlib import Path

    try:
        data = json.loads(_memory_file(target).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return None
    if (not isinstance(data, dict) or data.get("format") != TABLE_FORMAT
            or data.get("match") != str(Path(target).absolute())
            or not all(isinstance(data.get(k), str) and data.get(k) for k in ("url", "code"))
            or not all(type(data.get(k)) is int for k in ("passe", "table"))):
        return None
    return data


def forget(target: Any) -> None:
    """The table no longer remembered for the match in *target*."""
    try:
        _memory_file(target).unlink()
    except OSError:
        pass


def say_back(main: MatchHost) -> None:
    """That the window's table answers again, once, over the corner's resting text for a
    moment: a trial's corner simply went back to the table's name, and nothing said the
    link was there again."""
    main.statusBar().showMessage(QCoreApplication.translate(
        "WindowLink", "Connected to the table again"), BACK_MS)


class _Answer(QObject):
    """A try to join again, from its thread into the window's."""

    came = Signal(object, object, str, bool)  # link, the table's match, problem, unreachable


class Rejoin(QObject):
    """A match that was at a live table when its window was killed, going on in a window:
    it joins the table again by itself (tried in a thread: a server gone away may take
    seconds to not answer), and while the server does not answer the status says so in
    red, with how to join by hand, and it is tried again every :data:`REJOIN_MS`. Joined,
    the window's match becomes the table's as when it was joined by hand: what phones
    wrote meanwhile is taken in where the window has nothing of its own beyond it; the
    window's own entries are sent, and refused by the server as always where the table
    changed since the window's last view (nothing is lost: the status says so)."""

    def __init__(self, main: MatchHost, kept: dict[str, Any]) -> None:
        super().__init__(main.window())
        self.main = main
        self.kept = kept
        self.session = main.controller.session
        self.url, self.code = str(kept["url"]), str(kept["code"])
        self.passe, self.table = int(kept["passe"]), int(kept["table"])
        self._closed = False
        self._trying = False
        self._missed = False  # "not connected" said: the join is said once (_joined)
        self.answer = _Answer()
        self.answer.came.connect(self._answered, Qt.ConnectionType.QueuedConnection)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(REJOIN_MS)
        self.timer.timeout.connect(self.attempt)
        main.statusBar().rest(self.tr("Live: Passe {0}, table {1} · joining the table "
                                      "again…").format(self.passe, self.table),
                              self.tr("The evening's server: {0}").format(self.url))
        self.attempt()

    def attempt(self) -> None:
        """One try, in a thread of its own; its answer comes back in :meth:`_answered`."""
        if self._closed or self._trying:
            return
        import threading

        self._trying = True
        threading.Thread(target=self._try, name="jasstafel-live-rejoin", daemon=True).start()

    def _try(self) -> None:
        from ...live.client import LinkError, TableLink

        link = TableLink(self.url, self.code)
        try:
            link.join()
            match = link.match()
        except (LinkError, JassError) as err:
            self.answer.came.emit(None, None, str(err), getattr(err, "unreachable", False))
            return
        except Exception as err:  # noqa: BLE001 - anything else: said, tried again
            self.answer.came.emit(None, None, str(err), True)
            return
        self.answer.came.emit(link, match, "", False)

    def _answered(self, link: Any, match: Any, problem: str, unreachable: bool) -> None:
        self._trying = False
        if self._closed or self.main.controller.session is not self.session:
            if link is not None:  # joined too late: its thread and stream end here
                link.close()
            self.close()
            return
        if link is None:
            self._not_joined(problem, unreachable)
            return
        self._joined(link, match)

    def _not_joined(self, problem: str, unreachable: bool) -> None:
        """Said in red in the status, as long as the table is not joined: which table, and
        how to join it by hand; tried again while the server does not answer (a code it
        refuses is not tried again: each wrong code counts against this computer)."""
        said = self.tr("Not connected to the table (Passe {0}, table {1}): join it again with "
                       "File → Join club evening…").format(self.passe, self.table)
        tip = (self.tr("The evening's server does not answer: {0}").format(self.url)
               if unreachable else problem)
        self.main.statusBar().rest(said, tip + ("\n" + problem if unreachable and problem
                                                else ""), alarm=True)
        self._missed = True
        if unreachable:
            self.timer.start()

    def _joined(self, link: Any, match: Any) -> None:
        """The table joined again: what phones wrote meanwhile taken in where the window's
        own entries are all among the table's; then the link as a join by hand's."""
        from ...live.client import log_of

        mine, table = log_of(self.session.match), log_of(match)
        if len(table) > len(mine) and table[:len(mine)] == mine:
            try:
                self.main.controller.take(match.entries)  # no step to undo (controller.take)
            except JassError:
                pass  # the window's rules refuse them: its log goes, and is refused
        link.resume(self.kept)
        self.close(keep_status=True)
        old = getattr(self.main, "live_link", None)
        if old is not None:
            old.close()
        self.main.live_link = WindowLink(self.main, link)
        if self._missed:  # the red "not connected" ends: said once
            say_back(self.main)

    def copy_of(self) -> LiveCopy:
        """What the server held of the match when the window was killed, as far as it
        knows (the window leaving it before it is joined again): every entry, or not
        (the server not reached since)."""
        from ...live.client import log_of
        from ...live.entries import log_digest

        log = log_of(self.session.match)
        if self.kept.get("held_digest") == log_digest(log):
            return LiveCopy(self.passe, self.table, same=True)
        held = self.kept.get("held")
        unsent = max(0, len(log) - held) if type(held) is int else len(log)
        return LiveCopy(self.passe, self.table, same=False, unreachable=True, unsent=unsent,
                        reason=self.tr("The evening's server: {0}").format(self.url))

    def close(self, keep_status: bool = False) -> None:
        if self._closed:
            return
        self._closed = True
        self.timer.stop()
        if getattr(self.main, "rejoin", None) is self:
            self.main.rejoin = None
        if not keep_status:
            self.main.statusBar().rest("")


def rejoin(main: MatchHost) -> Rejoin | None:
    """The match just opened in *main* was at a live table (remembered beside its
    autosave, :func:`remember`): joined again, unless the window is at a table already.
    (The window closed the re-join of the match before, whatever this one's was.)"""
    session = main.controller.session
    link = getattr(main, "live_link", None)
    if session is None or session.target is None or (
            link is not None and not link._closed and link.session is session):
        return None
    kept = remembered(session.target)
    if kept is None:
        return None
    main.rejoin = Rejoin(main, kept)
    return main.rejoin  # type: ignore[no-any-return]


def join_evening(main: MatchHost, address: str | None = None,
                 code: str | None = None) -> WindowLink | None:
    """*File → Join club evening*: ask for the address and code (unless given: a link such as
    ``http://192.168.1.20:8765/?code=K7M2PQ`` carries both), open the table's match in the
    window and send it from then on. The address of the last join is kept in the settings
    and offered (the next Passe is the same address with a new code)."""
    from ...live.client import LinkError, TableLink, split_link

    joined: dict[str, Any] = {}

    def try_join(typed_address: str, typed_code: str) -> str:
        url, in_link = split_link(typed_address)
        link = TableLink(url, typed_code or in_link)
        try:
            link.join()
            joined.update(link=link, match=link.match(), url=url)
        except (LinkError, JassError) as err:
            return str(err)
        return ""

    if address is not None and code is None:  # a link: its code, if it has one
        code = split_link(address)[1] or None
    waiting = getattr(main, "rejoin", None)  # the match's table, not joined again yet
    at = getattr(main, "live_link", None)  # the table the window is at (refused, perhaps)
    if waiting is None and at is not None and not at._closed and \
            at.session is main.controller.session:
        waiting = at.link  # its address and code offered as the remembered table's
    if address is None or code is None:
        dialog = JoinDialog(main.window(), try_join)
        offered = address if address is not None else waiting.url if waiting else str(
            main.settings.value(ADDRESS_KEY, "") or "")
        if offered:  # the QR code's link opened, or the last address: only the code is asked
            dialog.address.setText(offered)
            dialog.code.setFocus()
        if waiting is not None and address is None:  # its code too, selected to be typed
            dialog.code.setText(waiting.code)  # over (another table's)
            dialog.code.selectAll()
        if not dialog.exec():
            return None
    elif problem := try_join(address, code):  # a link with its code: no dialog to say it in
        messages.warning(main.window(),
                         QCoreApplication.translate("JoinDialog", "Join club evening"), problem)
        return None
    link, match = joined["link"], joined["match"]
    main.settings.setValue(ADDRESS_KEY, joined["url"])  # it answered: offered next time
    session = main.controller.session
    same = waiting is not None and (link.passe, link.table, link.url) == (
        waiting.passe, waiting.table, waiting.url)
    lacking = not_at_table(session.match, match) if same and session is not None else []
    if lacking:  # the window's own rounds conflict with the table's: its board, or nothing
        return _took_board(main, link, match, lacking)
    waiting = getattr(main, "rejoin", None)
    at = getattr(main, "live_link", None)
    if waiting is not None and waiting._closed and at is not None and not at._closed and \
            at.session is main.controller.session and \
            (at.link.passe, at.link.table, at.link.url) == (link.passe, link.table, link.url):
        # joined again by itself while the dialog was open: that link stays, this one goes
        # (taken in twice, the window's link replaced by a second one: a review's)
        link.close()
        return at  # type: ignore[no-any-return]
    if waiting is not None and not waiting._closed and \
            main.controller.session is waiting.session and \
            (link.passe, link.table) == (waiting.passe, waiting.table) and \
            link.url == waiting.url:
        # the match's own table, joined by hand: the match stays, as joined again by
        # itself (its own entries sent, the table's taken in), nothing asked
        waiting._joined(link, match)
        return main.live_link  # type: ignore[no-any-return]
    if not main.leave_match():
        return None
    main.start(match)
    old = getattr(main, "live_link", None)
    if old is not None:
        old.close()
    main.live_link = WindowLink(main, link)
    return main.live_link  # type: ignore[no-any-return]


def _took_board(main: MatchHost, link: Any, match: Any, lacking: list[int]) -> WindowLink | None:
    """The table's board taken over the window's conflicting match, if the Schreiber says so:
    the window's match kept among the unsaved matches (as *Keep unsaved* on leaving keeps it),
    no longer remembered at the table (continued, it would be refused again), and the
    table's match shown and sent from then on; its own rounds named in the status."""
    if not _take_board(main, lacking):
        link.close()
        return None
    session = main.controller.session
    if session.save_error is not None and not session.save():
        link.close()  # nothing could keep the window's rounds: they stay in the window
        messages.warning(main.window(), QCoreApplication.translate(
            "WindowLink", "Take the table's board?"), session.save_error)
        return None
    for old in (getattr(main, "rejoin", None), getattr(main, "live_link", None)):
        if old is not None:
            old.close()
    if session.target is not None:
        forget(session.target)
    main.crash_draft.keep()  # a round begun in the form stays with the kept match
    main.start(match)
    main.live_link = WindowLink(main, link)
    main.live_link._took = _rounds_said(lacking)
    main.live_link._said(True, "")
    return main.live_link  # type: ignore[no-any-return]
