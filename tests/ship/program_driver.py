"""One whole Jasstafel (QApplication, the window, the real settings and user data folder of
$HOME), driven by tests/ship/test_two_programs.py through its standard input, one command a
line; each is answered by one line on standard output once done:

    open PATH   the match file opened as File → Open does        → "opened N" (its entries)
    round A B   a Punktetafel round written (A and B points)      → "written"
    offer       what the start offers after a crash               → "offered none", or
                                                                    "offered", a line
                                                                    "row STATE | WORDS" each,
                                                                    "done" (Later clicked)
    saveas N PATH   as offer, then Save as… on row N (from 0), PATH   → "offered", the rows,
                typed into the file dialog, before Later            "asked NAME" (the name
                                                                    the file dialog offered),
                                                                    "done"
    quit        Ctrl+Q (the window's close)                       → "closed"

Message boxes are answered at once (their title and text printed as "box TITLE | TEXT";
a question with named answers: its Cancel). The test kills the process with SIGKILL to
crash it.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QSocketNotifier, QTimer
from PySide6.QtWidgets import QLabel, QPushButton

from jasstafel.core.punktetafel import PunktetafelRound
from jasstafel.ui import app as app_module
from jasstafel.ui.mainwindow import MainWindow
from jasstafel.ui.widgets import messages


def say(*words: object) -> None:
    print(*words, flush=True)


def box(_parent, title: str, text: str) -> None:
    say("box", title, "|", " ".join(text.split()))


def choose(_parent, title: str, text: str, _choices, _default, escape: str,
           _details: str = "") -> str:
    say("box", title, "|", " ".join(text.split()))
    return escape


def main() -> int:
    app = app_module.create_app()
    messages.warning = messages.information = box  # type: ignore[assignment]
    messages.choose = choose  # type: ignore[assignment]
    window = MainWindow(QSettings())
    window.show()

    def offer(save_as: tuple[int, str] | None = None) -> None:
        dialog = app_module.offer_recovery(window)
        if dialog is None:
            say("offered none")
            return
        say("offered")
        for row in dialog.rows.values():
            say("row", row.findChild(QLabel, "recoveryState").text(), "|",
                row.findChild(QLabel, "recoveryWords").text().replace("\u00a0", " "))
        if save_as is not None:
            number, path = save_as

            def typed(suggestion: str = "", folder: Path | None = None, *_match: object,
                      **_how: object) -> str:
                say("asked", Path(folder or "") / suggestion)
                return path

            window._ask_name = typed  # type: ignore[method-assign]
            list(dialog.rows.values())[number].findChild(QPushButton, "saveAs").click()
        if dialog.isVisible():
            dialog.findChild(QPushButton, "recoveryLater").click()
        say("done")

    def command(line: str) -> None:
        word, _, rest = line.strip().partition(" ")
        if word == "open":
            window.open_file(rest)
            say("opened", len(window.controller.match.entries))
        elif word == "round":
            a, b = (int(n) for n in rest.split())
            window.controller.add(PunktetafelRound(points=[a, b]), "round")
            QTimer.singleShot(0, lambda: say("written"))  # after a "Not saved" it brings
        elif word == "offer":
            offer()
        elif word == "saveas":
            number, _, path = rest.partition(" ")
            offer((int(number), path))
        elif word == "quit":
            window.close()
            say("closed")
            app.quit()

    def ready() -> None:
        line = sys.stdin.readline()
        if not line:
            app.quit()
            return
        command(line)

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(lambda _socket: ready())
    say("started")
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
