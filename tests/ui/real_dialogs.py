"""Real dialogs in the window tests: message boxes, file dialogs, the print preview.

The window tests answer message boxes without showing them (tests/ui/conftest.py, the
``dialogs`` fixture). The tests that open every dialog for real take the ``real_dialogs``
fixture (``from .real_dialogs import real_dialogs_fixture``): Qt's own boxes come back, file
dialogs are Qt's widgets (never a native dialog), and ``modal.when(kind, act)`` runs
*act(dialog)* inside the next modal dialog of that kind once it is shown (a modal dialog runs
its own event loop: the test acts from a timer in it, as tests/ui/keyboard.py
``in_next_dialog`` does). A dialog that fails its *act* is rejected, so that the test fails
instead of hanging; what failed is in ``modal.errors``. A message box or file dialog that
nobody waits for (the test did not expect it, or the window asks on closing at the end of the
test) is rejected too, and said in ``modal.unexpected``. Waiting stops at the end of the test.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMessageBox

from jasstafel.ui.widgets import messages

#: the dialogs that run their own event loop (exec): one nobody waits for would hang the test
BLOCKING = (QMessageBox, QFileDialog)
# taken before any fixture replaces them
REAL_BOXES = {name: QMessageBox.__dict__[name]
              for name in ("question", "warning", "information", "critical", "about")}
REAL_CHOOSE = messages.choose
REAL_ASK = messages.ask


class Modal:
    def __init__(self, qtbot):
        self.qtbot = qtbot
        self.errors: list[BaseException] = []
        self.seen: list[str] = []  # the window titles of the dialogs acted in
        self.unexpected: list[str] = []  # the texts of dialogs nobody waited for
        self.waiting: list[type] = []  # the kinds of dialog a ``when`` waits for
        self.alive = True
        self.guard = QTimer()
        self.guard.setInterval(50)
        self.guard.timeout.connect(self._guard)
        self.guard.start()

    def _guard(self):
        dialog = QApplication.activeModalWidget()
        if (isinstance(dialog, BLOCKING) and dialog.isVisible()
                and not any(isinstance(dialog, kind) for kind in self.waiting)):
            text = dialog.text() if isinstance(dialog, QMessageBox) else ""
            self.unexpected.append(f"{dialog.windowTitle()}: {text}")
            dialog.reject()

    def when(self, kind, act):
        """Run *act(dialog)* in the next shown modal dialog that is a *kind*; *act* must
        close it."""
        self.waiting.append(kind)

        def run():
            if not self.alive:
                return
            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, kind) or not dialog.isVisible():
                QTimer.singleShot(10, run)
                return
            self.seen.append(dialog.windowTitle())
            try:
                dialog.activateWindow()
                self.qtbot.waitUntil(dialog.isActiveWindow)
                act(dialog)
                # the act closes the dialog (a key's button may click a moment later)
                self.qtbot.waitUntil(lambda: not dialog.isVisible())
            except BaseException as err:  # noqa: BLE001 - reported by check()
                self.errors.append(err)
                if dialog.isVisible():
                    # closed without its own reject(), which may ask first (the New match
                    # dialog with typing): the test fails instead of hanging
                    dialog.done(0)
            finally:
                self.waiting.remove(kind)

        QTimer.singleShot(0, run)

    def check(self):
        """Every dialog waited for was shown and answered (a message may come a moment after
        what caused it: the window says "Not saved" once the entry is on the board)."""
        try:
            self.qtbot.waitUntil(lambda: not self.waiting or bool(self.errors), timeout=10_000)
        except Exception:  # noqa: BLE001 - said by the assertions below
            pass
        assert not self.errors, self.errors
        assert not self.unexpected, self.unexpected
        assert not self.waiting, f"never shown: {self.waiting}"


@pytest.fixture(name="real_dialogs")
def real_dialogs_fixture(qtbot, dialogs, monkeypatch):
    """Qt's message boxes and file dialogs, shown and answered as a person does."""
    for name, box in REAL_BOXES.items():
        monkeypatch.setattr(QMessageBox, name, box)
    monkeypatch.setattr(messages, "choose", REAL_CHOOSE)
    monkeypatch.setattr(messages, "ask", REAL_ASK)
    native = QCoreApplication.testAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs)
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs, True)
    modal = Modal(qtbot)
    yield modal
    modal.alive = False
    modal.guard.stop()
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs, native)


def file_name_field(dialog) -> QLineEdit:
    """The file dialog's "File name" field, where the cursor is when it opens."""
    field = dialog.findChild(QLineEdit, "fileNameEdit")
    assert field is not None and field.isVisible()
    return field


def button(box: QMessageBox, text: str):
    """The button of a message box whose text (without the & of its key) is *text*."""
    found = [b for b in box.buttons() if b.text().replace("&", "") == text]
    assert found, [b.text() for b in box.buttons()]
    return found[0]
