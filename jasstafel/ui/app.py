"""Start the Tafel window: translations, settings, the file to open, the matches to continue
after a crash."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from .. import __version__
from ..core.errors import JassError
from . import i18n
from .mainwindow import MainWindow
from .recovery import autosave_dir

if TYPE_CHECKING:
    from .recovery import RecoveryDialog, Unsaved


def create_app(argv: Sequence[str] = ()) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([sys.argv[0] if sys.argv else "jasstafel", *argv])
    app.setOrganizationName("Jasstafel")
    app.setApplicationName("Jasstafel")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("ch.jasstafel.Jasstafel")
    app.setWindowIcon(app_icon())
    return app


def app_icon() -> QIcon:
    """The slate with the chalk Z, in every size the resources hold."""
    icon = QIcon()
    for png in sorted((i18n.RESOURCES / "icons" / "hicolor").glob("*/ch.jasstafel.Jasstafel.png")):
        icon.addFile(str(png))
    return icon


def offer_recovery(window: MainWindow) -> RecoveryDialog | None:
    """After a crash (a Jasstafel died with a match open, ``ui.running``) that left a match
    to continue: one dialog with every match that can be continued. After a clean quit, or
    a crash that left nothing of its own, nothing is offered: the unsaved
    matches kept on purpose wait under File → Unsaved matches…; a Jasstafel still running
    is no crash, and its match is not offered.

    The crashed program's match stays registered until the Schreiber has chosen (Continue,
    Save as…, Discard, Later): a second crash while the offer is shown offers it again."""
    left = window.running.left_by_crashes()
    if not left:
        return None  # the usual start: nothing to load, nothing to import
    from .recovery import mark_crashed

    for crashed in left:
        if crashed.parent == autosave_dir():
            mark_crashed(window.settings, crashed)  # told apart from the matches kept on purpose
    items = window.unsaved()
    for crashed in left:
        if crashed.parent != autosave_dir():
            items = _with_named(items, crashed)
    if not any(item.crashed or item.rescue for item in items):
        # the crash left nothing to continue (a new match with nothing written, a named
        # file gone since): the start is a clean quit's, the matches kept on purpose wait
        # under File → Unsaved matches… (a trial's offer spoke of a match it did not list)
        _offered(window)
        return None
    dialog = window.show_recovery(items, after_crash=True)
    if dialog is not None:
        dialog.finished.connect(lambda _result: _offered(window))
    return dialog


def _with_named(items: list[Unsaved], crashed: Path) -> list[Unsaved]:
    """A named file open at a crash: its rescue copies first (they hold the entries it
    refused; marked as what the crash left), then the file itself, only if no copy holds all
    it has (else it is that match, stale)."""
    from .recovery import read_unsaved

    copies = [replace(item, crashed=True) for item in items if item.rescue_of == crashed]
    items = copies + [item for item in items if item.rescue_of != crashed]
    named = read_unsaved(crashed, named=True)
    if named is not None and all(copy.file_lacks is None for copy in copies):
        items.insert(len(copies), replace(named, crashed=True))
    return items


def _offered(window: MainWindow) -> None:
    """The Schreiber has chosen (or there was nothing to offer): the crash is answered, and
    the next start asks nothing by itself; File → Unsaved matches… keeps the rest. A match
    continued from the dialog is this program's open one now (registered as such)."""
    window.running.release()


def smoke_test(window: MainWindow, files: list[str], translated: bool) -> int:
    """``jasstafel FILE --smoke-test``, a hidden option for packaging/smoke-test (the bundle):
    open FILE, paint the window once, say what was found and quit; exit status 0 if all is well.
    """
    from ..core import matchfile

    try:
        matchfile.load(files[0] if files else "(no FILE)")  # first: a bad file opens a dialog
    except JassError as err:
        print(f"smoke test: no match opened: {err}", file=sys.stderr)
        return 1
    opened = window.open_file(files[0])
    painted = window.grab()
    icons = len(app_icon().availableSizes())
    print(f"smoke test: {files[0]}: {len(window.controller.match.entries)} entries; painted "
          f"{painted.width()}x{painted.height()}; {icons} icon sizes; translation "
          f"{'loaded' if translated else 'none'}; menu {window.menuBar().actions()[0].text()!r}")
    return 0 if opened and not painted.isNull() and icons else 1


def main(argv: Sequence[str] = ()) -> int:
    app = create_app(argv)
    settings = QSettings()
    # `jasstafel --lang fr` (jasstafel.cli.main passes it as --lang=fr): this start only;
    # else the choice of View → Language, else the system's language
    asked = next((a.partition("=")[2] for a in argv if a.startswith("--lang=")), "")
    language = asked if asked in i18n.LANGUAGES else i18n.chosen_language(settings)
    translator = i18n.install(app, language)
    window = MainWindow(settings)
    window.show()
    files = [a for a in argv if not a.startswith("-")]
    if "--smoke-test" in argv:  # hidden: see smoke_test
        QTimer.singleShot(0, lambda: app.exit(smoke_test(window, files, translator is not None)))
    elif files:
        QTimer.singleShot(0, lambda: window.open_argument(files[0]))
    else:
        QTimer.singleShot(0, lambda: offer_recovery(window))
    return app.exec()
