"""What the pages of the club window share: dialogs that say what went wrong, questions,
the database path, paper (print preview, PDF) and CSV.

Every change of the club database is one call of the club API (:mod:`jasstafel.club`); a
refused request (a :class:`~jasstafel.club.ClubError`) is shown with the API's message and
changes nothing.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QMarginsF, QSettings, QSize, QStandardPaths, Qt
from PySide6.QtGui import QPagedPaintDevice, QPageLayout
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ...club import DB_NAME, ENV_DB, Club, ClubError, Evening, Member
from ...core import JassError
from ...core.errors import RuleViolation
from ...core.text import printable
from ...i18n import render
from ...printing.club_sheets import evening_name
from ...printing.device import MARGIN_MM, page_size
from ..i18n import error_text, rule_message, sentence, system_reason
from ..widgets.messages import warning
from ..widgets.printpreview import give_keys, print_refusal, refuse_other_files
from ..widgets.savefile import confirm_replace, refused_unless
from ..widgets.screen import fit_to_screen, room
from ..widgets.sentence import SentenceLabel

T = TypeVar("T")

PATH_KEY = "club/path"
ERROR_STYLE = "color: #b3261e; font-weight: bold;"
HINT_STYLE = "color: #4b5563;"


def _t(text: str) -> str:
    return QCoreApplication.translate("club", text)


def one_after_the_other(parts: list[str]) -> str:
    """*parts* listed as the language lists them, by the club's own message: "; " in German
    and English, " ; " in French (a "; " of the code was glued to the word before)."""
    said = parts[0] if parts else ""
    for part in parts[1:]:
        said = _t("{first}; {then}").format(first=said, then=part)
    return said


# -- the database file ------------------------------------------------------------------------


def default_club_path() -> Path:
    """The club database in the user data folder (QStandardPaths' AppDataLocation)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / DB_NAME


def club_path(settings: QSettings) -> Path:
    """The club database the window opens: the file ``$JASSTAFEL_CLUB_DB`` names, as for
    the command line (for this run only: it is not remembered, see :func:`named_by_env`),
    else the one chosen last, else the default."""
    named = named_by_env()
    if named is not None:
        return named
    value = str(settings.value(PATH_KEY, "") or "")
    return Path(value) if value else default_club_path()


def named_by_env() -> Path | None:
    """The club file ``$JASSTAFEL_CLUB_DB`` names, if it names one."""
    value = os.environ.get(ENV_DB, "")
    return Path(value) if value else None


def open_start(settings: QSettings) -> str:
    """Where *Open club…* starts: at the club file used last (chosen, as the file it is),
    else in its folder, else in the home folder. Never a folder that does not exist: Qt
    takes its last part for a file name (the first Open club… offered "Jasstafel", the
    default club's folder not made yet)."""
    path = club_path(settings)
    if path.is_file():
        return str(path)
    return str(path.parent if path.parent.is_dir() else Path.home())


# -- small helpers -------------------------------------------------------------------------


def plain_label(text: str = "") -> QLabel:
    """A label that shows its text as it is: a name such as ``<img src="/dev/zero">`` is
    text, never markup (Qt would otherwise guess rich text and read the image). A sentence
    label: in French, a line it wraps never begins with ";" or ":" (a ranking's rule did)."""
    return SentenceLabel(text, wrap=False)


def member_label(member: Member) -> str:
    """"Anna Muster (Anna)" or just the name."""
    return f"{member.name} ({member.short_name})" if member.short_name else member.name




def message(err: BaseException) -> str:
    """A refusal in the user's language: the club's and the rules' sentences are rendered
    (jasstafel.i18n), a match file's reason too (a match an evening's table cannot begin),
    anything else as it is."""
    if isinstance(err, ClubError):  # written to follow "error:"; said alone: a capital
        said = sentence(err.message)
        if getattr(err, "remedy", None) == "paper":  # how, by the window's own buttons
            way = QCoreApplication.translate(
                "EveningPage", "In this window: Remove result…, then Type paper result… with "
                               "the paper sheet's figures.")
            said = f"{said.rstrip('.')}. {way}"
        return said
    if isinstance(err, RuleViolation):
        return rule_message(err)
    if isinstance(err, OSError) and err.strerror:
        return render(system_reason(err))
    return error_text(err)


def run(parent: QWidget | None, action: Callable[[], Any], title: str = "") -> Any:
    """Call the club API; a refusal is shown (the API's message) and gives None."""
    try:
        return action()
    except (ClubError, JassError, OSError) as err:
        warning(parent, title or _t("Not done"), message(err))
        return None


class RefusalRoom(QWidget):
    """Where a dialog says a refusal: the room of *lines* lines of *label* kept from the start
    (:meth:`keep`), so that a refusal of that many lines moves nothing; a longer one takes
    what it needs."""

    def __init__(self, label: QLabel, lines: int) -> None:
        super().__init__()
        self.setObjectName("clubDialogErrorRoom")
        self.label = label
        self.lines = lines
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(label, 0, Qt.AlignmentFlag.AlignTop)

    def kept_height(self) -> int:
        """The height of *lines* lines of the label in its look (its style sheet's bold)."""
        self.label.ensurePolished()
        margins = self.label.contentsMargins()
        return (self.lines * self.label.fontMetrics().lineSpacing() + margins.top()
                + margins.bottom())

    def keep(self, on: bool) -> None:
        self.setMinimumHeight(self.kept_height() if on else 0)
        self.updateGeometry()


class ClubDialog(QDialog):
    """A dialog whose OK does the change: refused, it says why and stays open.

    Subclasses put their fields into :attr:`body` and implement :meth:`apply`; the dialog
    is opened with ``open()`` (the tests fill it in and call ``accept()``). A change of an
    evening goes through :meth:`write`: the page hands in the club window's writer
    (:attr:`writer`), which leaves a live evening to its server."""

    #: the lines of a refusal kept room for under the fields from the start, where the
    #: screen has the height: a refusal moved Record and Cancel down by its lines, from
    #: under the mouse (an English trial's paper result)
    REFUSAL_LINES = 2

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.body = QVBoxLayout(self)
        self.error = plain_label()
        self.error.setObjectName("clubDialogError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.done_callbacks: list[Callable[[Any], None]] = []
        self.result_value: Any = None
        #: how the change is written: ``writer(action)`` calls ``action(club)`` (the club
        #: window's :meth:`~jasstafel.ui.club.window.ClubWindow.write`); None: this dialog's
        #: own club
        self.writer: Callable[[Callable[[Any], Any]], Any] | None = None
        #: a part that grows with the dialog (the import's table): it gives a refusal its
        #: lines, so that no room is kept empty for one under the fields (an empty band
        #: under the import's reason field, its table short); the buttons stay put all the same
        self.gives_room: QWidget | None = None

    def write(self, action: Callable[[Club], T]) -> T:
        """*action(club)*: the change. It may run in another thread (a live evening's
        server), so it works on plain values read from the fields beforehand, never on
        the widgets."""
        if self.writer is not None:
            written: T = self.writer(action)
            return written
        return action(self.club)  # type: ignore[attr-defined]  # a dialog that writes has one

    def set_texts(self, title: str, ok: str = "") -> None:
        """The window title and the text of the OK button ("Record", "Draw" …)."""
        self.setWindowTitle(title)
        if ok:
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok)

    def finish_layout(self) -> None:
        """Error line (in the room kept for it) and buttons under the fields (call at the
        end of ``__init__``; a subclass inserts more before the last two items)."""
        self.error_room = RefusalRoom(self.error, self.REFUSAL_LINES)
        self.body.addWidget(self.error_room)
        self.body.addWidget(self.buttons)

    def setVisible(self, visible: bool) -> None:  # noqa: N802 - Qt override
        if visible and not self.isVisible() and hasattr(self, "error_room"):
            self._keep_refusal_room()
        super().setVisible(visible)

    def _keep_refusal_room(self) -> None:
        """The room of a refusal kept under the fields where the screen has the height for
        it beside the dialog's least height; on a screen without it, none (a refusal then
        grows the dialog, see :meth:`fail`). A dialog with a part that gives the room keeps
        none: that part has it until a refusal comes."""
        self.error_room.keep(False)
        if self.gives_room is not None:
            return
        self.body.activate()
        least = self.body.totalMinimumSize().height()
        self.error_room.keep(least + self.error_room.kept_height() <= room(self).height())

    def apply(self) -> Any:
        raise NotImplementedError

    def refused(self, err: Exception) -> None:
        """After the refusal *err* is said: a dialog puts the cursor where it is about."""

    def fail(self, message: str) -> None:
        """Say the refusal in its room; a refusal longer than the room has grows the dialog
        by what it lacks (at most to the screen's height), never squeezing the fields it is
        about (a name field of a few pixels, the list of who is here)."""
        had = self.error_room.height()  # before the label shows: showing it lays out anew
        self.error.setText(message)
        self.error.show()
        if not self.isVisible():
            return  # laid out with the refusal when shown
        lacking = self.error.heightForWidth(self.error_room.width()) - had
        if self.gives_room is not None:  # taken from that part where it can spare it
            part = self.gives_room
            lacking -= max(0, part.height() - part.minimumSizeHint().height())
        if lacking > 0:
            self.resize(self.width(), min(self.height() + lacking, room(self).height()))

    def accept(self) -> None:
        try:
            self.result_value = self.apply()
        except (ClubError, JassError) as err:
            self.fail(message(err))
            self.refused(err)
            return
        self.error.hide()
        super().accept()
        for callback in self.done_callbacks:
            callback(self.result_value)


# -- paper -----------------------------------------------------------------------------------


def sheet_club(settings: QSettings) -> str:
    """The club name printed on every sheet (File → Sheet settings…)."""
    return str(settings.value("sheet/club", "") or "")


def sheet_paper(settings: QSettings) -> str:
    return str(settings.value("sheet/paper", "a4") or "a4")


def printer(settings: QSettings, file_name: str) -> QPrinter:
    """A printer for a club sheet; *file_name* ("rangliste-2026-11-26") is the document's
    name, which the print dialog offers for a PDF file: Qt takes what is before its last dot,
    so a title's date ("Rangliste · 26.11.2026") offered "Rangliste · 26.11.pdf"."""
    device = QPrinter(QPrinter.PrinterMode.HighResolution)
    device.setPageLayout(QPageLayout(page_size(sheet_paper(settings)),
                                     QPageLayout.Orientation.Portrait,
                                     QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                                     QPageLayout.Unit.Millimeter))
    device.setDocName(file_name)
    return device


def painted(parent: QWidget, paint: Callable[[QPagedPaintDevice], None],
            device: QPrinter) -> bool:
    """The sheet painted for the preview or the printer; printed to a file of another kind
    (a match file, the club database), refused and said (jasstafel/core/outputs.py): False."""
    problem = print_refusal(device)
    if problem is not None:
        warning(parent, _t("Not printed"), printable(problem))
        return False
    run(parent, lambda: paint(device))
    return True


def print_preview(parent: QWidget, settings: QSettings, title: str,
                  paint: Callable[[QPagedPaintDevice], None], file_name: str) -> None:
    """The sheet in a preview; its Print button opens the system's print dialog, which offers
    *file_name* (as PDF export does, without ".pdf") for a PDF file.

    The printer is held by a name (and by the dialog) for as long as the dialog lives: the
    dialog keeps only a pointer to it, and a printer made inside the call would be freed by
    Python before the preview paints on it (a crash)."""
    device = printer(settings, file_name)
    preview = QPrintPreviewDialog(device, parent)
    preview.printer_ = device  # type: ignore[attr-defined]  # alive as long as the dialog
    preview.setWindowTitle(title)
    refused: list[bool] = []

    def paint_or_refuse(device: QPrinter) -> None:
        if not painted(parent, paint, device):
            refused.append(True)
    preview.paintRequested.connect(paint_or_refuse)
    fit_to_screen(preview, QSize(900, 1000))  # a page, as tall as the screen allows
    give_keys(preview)  # Ctrl+P prints, Tab reaches Print: no mouse needed
    refuse_other_files(preview)  # a match file as the PDF: refused in the print dialog
    # Qt closes its preview once printed: a print to a file refused closed it too, and the
    # sheet was gone for the other name the refusal asks for
    while preview.exec() == QPrintPreviewDialog.DialogCode.Accepted and refused:
        refused.clear()


def last_folder(settings: QSettings) -> Path:
    """Where the club window's files go: the folder last written to, else the club file's
    (the first export went to the home folder, far from the club's files); but not the
    program's own data folder, where the default club lives (a seat list offered to go
    beside "autosave" and "running", hidden from the secretary): the documents folder."""
    own = Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.AppDataLocation)).resolve()
    for key in ("club/folder", "club/path"):
        value = str(settings.value(key, "") or "")
        folder = Path(value) if key == "club/folder" else Path(value).parent
        if value and folder.is_dir() and not folder.resolve().is_relative_to(own):
            return folder
    documents = Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation))
    return documents if documents.is_dir() else Path.home()


def ask_save(parent: QWidget, settings: QSettings, title: str, suggestion: str,
             filters: str, selected: str = "", suffix: str = "") -> tuple[str, str]:
    """Where to write a file: (path, chosen filter); ("", "") when cancelled. *suffix*
    (".csv") is added where the name typed lacks it, and the question whether to replace an
    existing file is asked here, about that file: the file dialog asked about the name typed
    ("verein.sqlite exists. Overwrite?") and then verein.sqlite.csv was written (a trial's).
    No: the file dialog again, as Qt's own question does."""
    start = str(last_folder(settings) / suggestion)
    while True:
        path, chosen = QFileDialog.getSaveFileName(
            parent, title, start, filters, selected,
            QFileDialog.Option.DontConfirmOverwrite)
        if not path:
            return "", ""
        if suffix and not path.lower().endswith(suffix):
            path += suffix
        # a file of another kind there (a match file, another program's) is refused, by the
        # command line's rule (jasstafel/core/outputs.py): the dialog again, for another name
        problem = refused_unless(suffix.lstrip(".") or "csv")(path)
        if problem is not None:
            warning(parent, QCoreApplication.translate("SaveFile", "Not written"),
                    printable(problem))
        elif not os.path.lexists(path) or confirm_replace(parent, path):
            break
        start, selected = path, chosen
    settings.setValue("club/folder", str(Path(path).parent))
    return path, chosen


def safe_name(text: str) -> str:
    """A file name from a title: letters, digits, - and _."""
    name = "".join(c if c.isalnum() or c in "-_" else "-" for c in text.strip())
    while "--" in name:
        name = name.replace("--", "-")
    return name.strip("-") or "club"


#: the most characters of an evening's name in a file name (a long title made a long name)
FILE_NAME_WORDS = 40


def evening_file_name(evening: Evening) -> str:
    """An evening in a file name: its date and its name (title, else variant), in small
    letters, "2026-12-06-molotow-abend": two evenings of one day suggested the same
    "rangliste-2026-12-06.pdf", and the second asked to replace the first (a trial's)."""
    name = safe_name(evening_name(evening).lower())[:FILE_NAME_WORDS].strip("-_")
    return safe_name(f"{evening.date}-{name}")


def written(parent: QWidget, path: str | os.PathLike[str]) -> None:
    """Say where a file went (the club window's status bar)."""
    window = parent.window()
    bar = getattr(window, "statusBar", None)
    if callable(bar):
        bar().showMessage(_t("Written: {0}").format(printable(os.fspath(path))), 8000)
