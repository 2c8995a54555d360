"""Fixtures of the shipping tests: a window with its settings, autosaves and message boxes
kept in a temporary folder (tests/ui/conftest.py is not visible here)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def settings(tmp_path):
    from PySide6.QtCore import QSettings

    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def autosaves(tmp_path, monkeypatch):
    import jasstafel.ui.app as app
    from jasstafel.ui import mainwindow

    folder = tmp_path / "autosave"
    monkeypatch.setattr(mainwindow, "autosave_dir", lambda: folder)
    monkeypatch.setattr(app, "autosave_dir", lambda: folder)
    from jasstafel.ui import recovery

    monkeypatch.setattr(recovery, "autosave_dir", lambda: folder)
    return folder


class Dialogs:
    """Message boxes answered at once without blocking; what was shown is kept in ``shown``."""

    def __init__(self) -> None:
        self.shown: list[tuple[str, str]] = []

    def note(self, parent, title, text, *args, **kw):
        from PySide6.QtWidgets import QMessageBox

        self.shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    def question(self, parent, title, text, *args, **kw):
        from PySide6.QtWidgets import QMessageBox

        self.shown.append((title, text))
        return QMessageBox.StandardButton.Cancel

    def choose(self, parent, title, text, choices, default, escape):
        self.shown.append((title, text))
        return escape

    def ask(self, box):
        """The window's boxes (messages.ask): a question as ``question``, a note as ``note``."""
        from PySide6.QtWidgets import QMessageBox

        said = self.question if box.icon() == QMessageBox.Icon.Question else self.note
        return said(box.parent(), box.windowTitle(), box.text())


@pytest.fixture
def dialogs(monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from jasstafel.ui.widgets import messages

    d = Dialogs()
    monkeypatch.setattr(messages, "ask", d.ask)
    monkeypatch.setattr(QMessageBox, "question", d.question)
    monkeypatch.setattr(messages, "choose", d.choose)
    for name in ("warning", "information", "critical", "about"):
        monkeypatch.setattr(QMessageBox, name, d.note)
    return d


@pytest.fixture
def window(qtbot, settings, autosaves, dialogs):
    from jasstafel.ui.mainwindow import MainWindow

    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    return w
