"""Fixtures for the window tests: settings and autosaves in a temporary folder."""

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from jasstafel.ui import controller as _controller
from jasstafel.ui import mainwindow
from jasstafel.ui.widgets import messages

REAL_STAMPED = _controller.stamped


@pytest.fixture(autouse=True)
def _window_clock(monkeypatch):
    """The window stamps every entry with the time it was written (``written_at``). Most
    window tests compare whole entries with the entry they expect, where only that time
    would differ: for them the stamp is left out. A test that asks for ``clock`` gets the
    window's real stamping at a known time."""
    monkeypatch.setattr(_controller, "stamped", lambda entry, at=None: entry)


@pytest.fixture
def clock(monkeypatch):
    """The window's clock, at 20:15:00 on 26.11.2026 (+01:00), moved on by ``advance``."""
    import datetime

    class Clock:
        def __init__(self):
            zone = datetime.timezone(datetime.timedelta(hours=1))
            self.now = datetime.datetime(2026, 11, 26, 20, 15, tzinfo=zone)

        def advance(self, **delta):
            self.now += datetime.timedelta(**delta)

    clock = Clock()
    monkeypatch.setattr(_controller, "now", lambda: clock.now)
    monkeypatch.setattr(_controller, "stamped", REAL_STAMPED)
    return clock


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def autosaves(tmp_path, monkeypatch):
    folder = tmp_path / "autosave"
    monkeypatch.setattr(mainwindow, "autosave_dir", lambda: folder)
    import jasstafel.ui.app as app
    from jasstafel.ui import recovery

    monkeypatch.setattr(app, "autosave_dir", lambda: folder)
    monkeypatch.setattr(recovery, "autosave_dir", lambda: folder)
    return folder


@pytest.fixture
def window(qtbot, settings, autosaves):
    w = mainwindow.MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(1300, 850)
    w.show()
    w.activateWindow()  # shortcuts (Ctrl+1 …) go to the active window
    qtbot.waitUntil(w.isActiveWindow)
    return w


class Dialogs:
    """Message boxes answered without blocking: what was asked is kept in ``shown``."""

    def __init__(self):
        self.shown = []
        self.answer = QMessageBox.StandardButton.Discard
        self.choice = "discard"  # the answer to a question with named answers (messages.choose)
        self.leave_typing = "keep"  # "Leave the match?" (half a round typed): leave it

    def question(self, parent, title, text, *args, **kw):
        self.shown.append((title, text))
        return self.answer

    def choose(self, parent, title, text, choices, default, escape, details=""):
        self.shown.append((title, text))
        keys = [key for key, _label in choices]
        if keys == ["keep", "cancel"] and self.choice not in keys:
            # leaving a named match with half a round typed (a window closed at a test's
            # end): the typing goes, as it did before the question was asked
            return self.leave_typing
        assert self.choice in keys, (self.choice, choices)
        return self.choice

    def note(self, parent, title, text, *args, **kw):
        self.shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    def ask(self, box):
        """The window's boxes (messages.ask): a question answered as ``question``, a note
        as ``note``."""
        said = self.question if box.icon() == QMessageBox.Icon.Question else self.note
        return said(box.parent(), box.windowTitle(), box.text())


@pytest.fixture(autouse=True)
def dialogs(monkeypatch):
    d = Dialogs()
    monkeypatch.setattr(messages, "ask", d.ask)
    monkeypatch.setattr(QMessageBox, "question", d.question)
    monkeypatch.setattr(messages, "choose", d.choose)
    for name in ("warning", "information", "critical", "about"):
        monkeypatch.setattr(QMessageBox, name, d.note)
    return d


def window_in(language, qapp, qtbot, settings, size=(1300, 850)):
    """The window as a user of *language* starts it: the catalogs (Jasstafel's and Qt's
    own) installed before the window is built, removed again afterwards. *size* None: the
    size it gives itself on the screen."""
    from PySide6.QtCore import QTranslator

    from jasstafel.ui import i18n

    before = set(qapp.findChildren(QTranslator))
    assert i18n.install(qapp, language) is not None
    w = mainwindow.MainWindow(settings)
    qtbot.addWidget(w)
    if size is not None:
        w.resize(*size)
    w.show()
    try:
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
        yield w
    finally:
        # also when a test's loop over this generator failed: the next tests are English
        if w.controller.session is not None:
            w.controller.session.discard_autosave()
        i18n.uninstall(qapp)
        for translator in set(qapp.findChildren(QTranslator)) - before:
            qapp.removeTranslator(translator)  # Qt's own too: no "Strg" in the next test


@pytest.fixture
def german_window(qapp, qtbot, settings, autosaves):
    """The window in Swiss German (see :func:`window_in`)."""
    yield from window_in("de", qapp, qtbot, settings)


@pytest.fixture
def french_window(qapp, qtbot, settings, autosaves):
    """The window in French (see :func:`window_in`)."""
    yield from window_in("fr", qapp, qtbot, settings)


@pytest.fixture
def club_path(settings, tmp_path):
    """The club file the window opens (it does not exist yet)."""
    path = tmp_path / "verein.sqlite"
    settings.setValue("club/path", str(path))
    return path
