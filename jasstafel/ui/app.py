"""Start the Tafel window: translations, settings, the file to open, crash recovery."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from .. import __version__
from ..core.errors import JassError
from . import i18n
from .mainwindow import MainWindow, autosave_dir


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


def autosaved_matches() -> list[Path]:
    """Unnamed matches left behind by a crash, newest first."""
    folder = autosave_dir()
    if not folder.is_dir():
        return []
    return sorted(folder.glob("*.jass"), key=lambda p: p.stat().st_mtime, reverse=True)


def offer_recovery(window: MainWindow) -> None:
    """After a crash: offer the match that was open (named or autosaved) back."""
    last = str(window.settings.value("session/open", "") or "")
    candidates = autosaved_matches()
    if last and Path(last).is_file() and Path(last) not in candidates:
        candidates.insert(0, Path(last))
    if not candidates:
        return  # the usual start: nothing to load, nothing to import
    from ..core import matchfile

    for path in candidates:
        try:
            match = matchfile.load(path)
        except JassError:
            continue  # not ours to judge here: left untouched
        if not match.entries:
            if path.parent == autosave_dir():
                path.unlink(missing_ok=True)
            continue
        if window.ask_recover(path, match):
            if path.parent == autosave_dir():
                window.recover(path)
            else:
                window.open_file(path)
            return


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
    translator = i18n.install(app, i18n.chosen_language(settings))
    window = MainWindow(settings)
    window.show()
    files = [a for a in argv if not a.startswith("-")]
    if "--smoke-test" in argv:  # hidden: see smoke_test
        QTimer.singleShot(0, lambda: app.exit(smoke_test(window, files, translator is not None)))
    elif files:
        QTimer.singleShot(0, lambda: window.open_file(files[0]))
    else:
        QTimer.singleShot(0, lambda: offer_recovery(window))
    return app.exec()
