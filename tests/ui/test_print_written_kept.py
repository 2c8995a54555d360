"""After a sheet is printed to a PDF (the preview's Print, Qt's print dialog to a file) or
exported (*Export PDF…*), the window says where it was written, and keeps saying it until
the match changes (the next entry) or another message comes: no time runs it out.

A German Schreiberin at 150 %: after *Drucken* → *In PDF-Datei drucken* the preview closed
and she saw no "Geschrieben: …pdf" (it was said for 5 seconds, while she looked for the
window). The preview and the print dialog are the real ones (tests/ui/real_dialogs.py).
"""

from PySide6.QtCore import QTimer
from PySide6.QtPrintSupport import QPrintDialog, QPrintPreviewDialog

from jasstafel.core.matchfile import new_match

from .keyboard import click, ctrl, enter, focused, open_file, type_text
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_print_preview_keys import pytestmark, to_file  # noqa: F401

PLAYERS = ["Ruth", "Sepp", "Margrit", "Toni"]


def opened(qtbot, window, tmp_path, variant="coiffeur"):
    """A match of *variant* saved and opened, the cursor in its form."""
    open_file(qtbot, window, tmp_path / f"{variant}.jass", new_match(variant, PLAYERS))


def running_out(window):
    """The status bar's timers that would take its message away."""
    return [t for t in window.statusBar().findChildren(QTimer) if t.isActive()]


def printed(qtbot, window, real_dialogs, pdf):
    def in_preview(preview):
        real_dialogs.when(QPrintDialog, to_file(qtbot, pdf))
        ctrl(qtbot, "p")

    real_dialogs.when(QPrintPreviewDialog, in_preview)
    ctrl(qtbot, "p")
    real_dialogs.check()
    assert pdf.read_bytes().startswith(b"%PDF")
    window.activateWindow()  # as the window manager does when the preview closes
    qtbot.waitUntil(window.isActiveWindow)


def an_entry_written(qtbot, window):
    """A Coiffeur round: a click into the points field, 100 typed, Enter."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    entries = len(window.controller.match.entries)
    click(qtbot, window.panel.points)
    assert focused() is window.panel.points
    type_text(qtbot, "100")
    enter(qtbot)
    assert len(window.controller.match.entries) == entries + 1


def test_the_written_pdf_is_said_until_the_next_entry(window, qtbot, real_dialogs, tmp_path):
    opened(qtbot, window, tmp_path)
    pdf = tmp_path / "blatt.pdf"
    printed(qtbot, window, real_dialogs, pdf)
    assert window.statusBar().currentMessage() == f"Written: {pdf}"
    assert not running_out(window), "said until the next action, not for a few seconds"
    an_entry_written(qtbot, window)
    assert window.statusBar().currentMessage() != f"Written: {pdf}"


def test_export_pdf_is_said_until_the_next_entry(window, qtbot, tmp_path, monkeypatch):
    """*Export PDF…* (its file dialog answered with the name) says it the same way."""
    from jasstafel.ui import printmenu

    opened(qtbot, window, tmp_path)
    pdf = tmp_path / "export.pdf"
    monkeypatch.setattr(printmenu.PrintActions, "_ask", lambda self, *args: str(pdf))
    window.paper.pdf_action.trigger()
    assert pdf.read_bytes().startswith(b"%PDF")
    assert window.statusBar().currentMessage() == f"Written: {pdf}"
    assert not running_out(window)
    an_entry_written(qtbot, window)
    assert window.statusBar().currentMessage() != f"Written: {pdf}"


def test_another_match_takes_the_message_away(window, qtbot, real_dialogs, tmp_path):
    opened(qtbot, window, tmp_path)
    pdf = tmp_path / "blatt.pdf"
    printed(qtbot, window, real_dialogs, pdf)
    opened(qtbot, window, tmp_path, "schieber")
    assert window.statusBar().currentMessage() != f"Written: {pdf}"
