"""The print dialog's *Print to File (PDF)* name (a Romand trial's shot-48): it offered
``~/Tableau du café.pdf`` for a match saved in /tmp/trialBB (Qt offers the current folder
only under the home folder, and the match's name only on X11). It proposes the PDF beside the
match's file, of the same name; for a match without a file, in the folder a PDF was last
written to. Driven as a user prints: Ctrl+P, the preview's Print, the print dialog."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog
from PySide6.QtWidgets import QApplication, QLineEdit, QToolBar

from jasstafel.core import matchfile

from .keyboard import shortcut
from .test_print_window import modal_soon

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def offered(window, qtbot, write_to=None):
    """The name the print dialog offers; *write_to*: then typed there and printed."""
    errors, seen = [], []

    def in_print_dialog(dialog):
        name = dialog.findChild(QLineEdit, "filename")
        seen.append(name.text())
        if write_to is None:
            dialog.reject()
            return
        name.setFocus()
        name.selectAll()
        qtbot.keyClicks(name, str(write_to))
        qtbot.keyClick(name, Qt.Key.Key_Return)

    def in_preview(preview):
        toolbar = preview.findChild(QToolBar)
        (print_action,) = [a for a in toolbar.actions() if a.text() == "Print"]
        modal_soon(in_print_dialog, errors, QPrintDialog)
        print_action.trigger()
        if write_to is None:
            preview.reject()

    modal_soon(in_preview, errors)
    window.activateWindow()  # back from the last preview, as a click on the window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    shortcut(qtbot, "Ctrl+P")
    assert not errors, errors
    return seen[0]


def test_the_pdf_is_offered_beside_the_match_file(window, qtbot, tmp_path):
    folder = tmp_path / "outside home"
    folder.mkdir()
    path = folder / "tableau.jass"
    matchfile.save(matchfile.new_match("punktetafel", ["Jean-Marc", "Sylvie"]).document, path)
    assert window.open_file(str(path))
    assert offered(window, qtbot) == str(folder / "tableau.pdf")


def test_without_a_file_the_folder_a_pdf_was_last_written_to(window, qtbot, tmp_path):
    window.start(matchfile.new_match("punktetafel", ["Jean-Marc", "Sylvie"]))
    sheets = tmp_path / "feuilles"
    sheets.mkdir()
    offered(window, qtbot, write_to=sheets / "premier.pdf")
    assert (sheets / "premier.pdf").exists()
    window.remember_folder(str(tmp_path / "other.csv"))  # a CSV since: not a PDF's folder
    window.start(matchfile.new_match("punktetafel", ["Nadia", "Pascal"]))
    assert offered(window, qtbot).startswith(str(sheets) + "/")
