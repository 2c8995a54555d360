"""The paged devices the sheets are painted on: a Qt application, paper sizes, PDF files."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF
from PySide6.QtGui import QGuiApplication, QPageLayout, QPageSize, QPdfWriter

from .. import i18n
from ..core import JassError
from ..core.errors import QT_TRANSLATE_NOOP
from ..core.matchfile import mode_for, output_target
from ..core.text import Text, os_reason

#: Paper sizes by the names the command line and the window use.
PAPERS: dict[str, QPageSize.PageSizeId] = {
    "a4": QPageSize.PageSizeId.A4,
    "letter": QPageSize.PageSizeId.Letter,
}
#: Page margins of the PDF files (a printer dialog sets its own).
MARGIN_MM = 12.0
#: Resolution of the PDF coordinate system; the PDF itself is vector text and lines.
PDF_DPI = 300

_app: QCoreApplication | None = None  # kept alive for the process when we created it

def ensure_app() -> QCoreApplication:
    """The running Qt application, or a new QGuiApplication (fonts need one).

    Without a display (no ``DISPLAY`` or ``WAYLAND_DISPLAY``) on Linux and other
    Unix systems, Qt's offscreen platform is used, so that ``jasstafel print`` works
    on a server; Windows and macOS print through their own platform without a display.
    A new application gets the catalog of the language chosen with
    :func:`jasstafel.i18n.use` (``jasstafel print --lang de``): the sheet's
    ``QCoreApplication.translate`` speaks it, as in the window.
    """
    global _app
    app = QCoreApplication.instance()
    if app is not None:
        if not isinstance(app, QGuiApplication):
            raise JassError("printing needs a QGuiApplication, not a QCoreApplication")
        return app
    headless = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if headless and sys.platform not in ("win32", "darwin"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication(["jasstafel"])
    i18n.attach()
    return _app


def page_size(paper: str) -> QPageSize:
    """The paper called *paper* (a4, letter)."""
    try:
        return QPageSize(PAPERS[paper.lower()])
    except KeyError:
        known = ", ".join(PAPERS)
        raise JassError(f"unknown paper {paper!r} (known: {known})") from None


class PdfFile:
    """A PDF being painted into memory; :meth:`save` writes it to *path* at the end.

    Painting into a buffer keeps a half-painted sheet off the disk, and a file that
    cannot be written is reported as one clear error instead of a Qt warning.
    """

    def __init__(self, path: str | os.PathLike[str], paper: str = "a4", title: str = "") -> None:
        ensure_app()
        self.path = Path(path)
        self._bytes = QByteArray()
        self._buffer = QBuffer(self._bytes)
        self._buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        self.writer = QPdfWriter(self._buffer)
        self.writer.setResolution(PDF_DPI)
        self.writer.setCreator("Jasstafel")
        self.writer.setTitle(title)
        margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
        self.writer.setPageLayout(QPageLayout(
            page_size(paper), QPageLayout.Orientation.Portrait, margins,
            QPageLayout.Unit.Millimeter))

    def save(self) -> None:
        """Write the painted PDF (the painter must have ended)."""
        self._buffer.close()
        data = bytes(self._bytes.data())
        target = output_target(self.path)  # a symlink: where it points, the link kept
        tmp: Path | None = None
        try:  # a private temporary name: never a fixed one another file might have
            fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp",
                                        dir=target.parent)
            tmp = Path(name)
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.chmod(tmp, mode_for(target))
            os.replace(tmp, target)
        except OSError as err:
            if tmp is not None:
                tmp.unlink(missing_ok=True)
            raise JassError(Text(QT_TRANSLATE_NOOP("print", "cannot write {path}: {reason}"),
                                 context="print", path=str(self.path),
                                 reason=os_reason(err))) from None
