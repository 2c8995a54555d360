"""The print preview (Ctrl+P) used from the keyboard alone: Ctrl+P in it prints, Tab reaches
its buttons (Print, Page setup …), their tooltips name the keys, Esc closes it.

A keyboard trial at 1024×600 could not print from the preview: Tab went only between the
zoom box and the page number, and Ctrl+P in it did nothing. The preview and Qt's print
dialog are the real ones (tests/ui/real_dialogs.py); keys go to the widget with the cursor.
"""

import shutil
import subprocess

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtPrintSupport import QPrintDialog, QPrintPreviewDialog
from PySide6.QtWidgets import QApplication, QLineEdit, QToolButton

from .keyboard import ctrl, enter, focused, key, tab
from .real_dialogs import real_dialogs_fixture  # noqa: F401

pdftotext = shutil.which("pdftotext")

# the offscreen platform cannot raise a window or let a dialog grab the keyboard
pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def qt_word(text):
    """The preview's own word for *text* ("Print", "Page setup") in the window's language."""
    return QCoreApplication.translate("QPrintPreviewDialog", text)


def opened(window, qtbot):
    assert window.open_file("docs/examples/schieber-freier-jass.jass")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def to_file(qtbot, pdf, offered=None):
    """In Qt's print dialog (no printer here: Print to File (PDF)): the file's name, Enter;
    the name it offered kept in *offered*."""
    def act(dialog):
        name = dialog.findChild(QLineEdit, "filename")
        if offered is not None:
            offered.append(name.text())
        name.setFocus()  # Qt's dialog, not Jasstafel's: its name field is reached so
        name.selectAll()
        qtbot.keyClicks(name, str(pdf))
        enter(qtbot)
    return act


def print_by_keys(qtbot, real_dialogs, pdf):
    """Ctrl+P, the preview's Ctrl+P, the file's name and Enter in Qt's print dialog: the
    sheet printed to *pdf* as a person prints it."""
    def in_preview(preview):
        real_dialogs.when(QPrintDialog, to_file(qtbot, pdf))
        ctrl(qtbot, "p")

    real_dialogs.when(QPrintPreviewDialog, in_preview)
    ctrl(qtbot, "p")
    real_dialogs.check()


def button_of(preview, text):
    (found,) = [b for b in preview.findChildren(QToolButton)
                if b.defaultAction() is not None and b.defaultAction().text() == qt_word(text)]
    return found


@pytest.mark.skipif(pdftotext is None, reason="pdftotext (poppler-utils) is not installed")
def test_ctrl_p_in_the_preview_prints(window, qtbot, real_dialogs, tmp_path):
    opened(window, qtbot)
    pdf = tmp_path / "vom-blatt.pdf"

    offered = []

    def in_preview(preview):
        real_dialogs.when(QPrintDialog, to_file(qtbot, pdf, offered))
        ctrl(qtbot, "p")  # where the cursor is in the preview: its print dialog

    real_dialogs.when(QPrintPreviewDialog, in_preview)
    ctrl(qtbot, "p")
    real_dialogs.check()
    # the name offered is the match's, as PDF export… offers it (a trial's said "Coiffeur"):
    # Qt's dialog builds it from the printer's document name on X11 (offscreen it offers
    # the folder alone), so the name is checked there
    assert offered and window.paper._printer.docName() == "schieber-freier-jass"
    text = subprocess.run([pdftotext, "-layout", str(pdf), "-"], capture_output=True,
                          text=True, check=True).stdout
    assert "Anna" in text and "4519" in text
    assert window.paper.preview is None  # printed, the preview closed
    # and said, as Export PDF… says it (a trial's print to a file showed nothing)
    assert window.statusBar().currentMessage() == f"Written: {pdf}"


def test_tab_reaches_print_and_enter_presses_it(window, qtbot, real_dialogs):
    """Tab walks the preview's buttons in the order they are shown; Enter (or Space) on one
    presses it. The print dialog's Cancel goes back to the preview, Esc closes that."""
    opened(window, qtbot)
    walked, after = [], []

    def in_preview(preview):
        first = focused()
        for _ in range(40):
            tab(qtbot)
            if focused() is first:
                break
            walked.append(focused())
        target = button_of(preview, "Print")
        assert target in walked and button_of(preview, "Page setup") in walked
        while focused() is not target:
            tab(qtbot)
        real_dialogs.when(QPrintDialog, lambda dialog: key(qtbot, "Escape"))
        enter(qtbot)
        preview.activateWindow()  # as the window manager does when the print dialog closes
        qtbot.waitUntil(preview.isActiveWindow)
        after.append((preview.isVisible(), focused()))
        key(qtbot, "Escape")

    real_dialogs.when(QPrintPreviewDialog, in_preview)
    ctrl(qtbot, "p")
    real_dialogs.check()
    # the print dialog cancelled: still in the preview, the cursor on its Print button
    assert [(shown, widget.toolTip()) for shown, widget in after] == [(True, "Print (Ctrl+P)")]
    assert len(real_dialogs.seen) == 2 and real_dialogs.seen[0] == "Print match sheet"
    buttons = [w for w in walked if isinstance(w, QToolButton)]
    assert len(buttons) >= 10  # zoom, page, view, page setup, print: every button


def test_the_preview_names_its_keys(german_window, qtbot, real_dialogs):
    """The buttons' tooltips say their keys in the window's language (Strg in German)."""
    opened(german_window, qtbot)
    tips = {}

    def in_preview(preview):
        for text in ("Print", "Zoom in", "Zoom out"):
            tips[text] = button_of(preview, text).toolTip()
        key(qtbot, "Escape")

    real_dialogs.when(QPrintPreviewDialog, in_preview)
    ctrl(qtbot, "p")
    real_dialogs.check()
    assert tips["Print"] == "Drucken (Strg+P)"
    assert tips["Zoom in"].startswith("Vergrössern (Strg+") and "Strg+" in tips["Zoom out"]
    assert QApplication.activeModalWidget() is None


def test_the_keys_zoom_and_turn_the_pages(window, qtbot, real_dialogs):
    """The cursor starts on the pages: Page Down shows the next one, Ctrl++ and Ctrl+- zoom
    (Qt zooms on its buttons' clicks, not on their actions: the keys press the buttons)."""
    from PySide6.QtPrintSupport import QPrintPreviewWidget

    from .keyboard import shortcut

    opened(window, qtbot)
    seen = []

    def in_preview(preview):
        pages = preview.findChild(QPrintPreviewWidget)
        qtbot.waitUntil(lambda: pages.pageCount() > 1)
        assert pages.isAncestorOf(focused()) and pages.currentPage() == 1
        key(qtbot, "PageDown")
        seen.append(pages.currentPage())
        before = pages.zoomFactor()
        shortcut(qtbot, "Ctrl++")
        seen.append(pages.zoomFactor() > before)
        shortcut(qtbot, "Ctrl+-")
        shortcut(qtbot, "Ctrl+-")
        seen.append(pages.zoomFactor() < before)
        key(qtbot, "Escape")

    real_dialogs.when(QPrintPreviewDialog, in_preview)
    ctrl(qtbot, "p")
    real_dialogs.check()
    assert seen == [2, True, True]
    assert window.paper.preview is None  # Esc closed it


def test_the_print_dialog_offers_the_matchs_folder(window, qtbot, real_dialogs, tmp_path,
                                                   monkeypatch):
    """Print to File (PDF) offered $HOME/<name>.pdf where Export PDF… offers the match's folder
    (an English trial's sheet went to the home folder): Qt's print dialog builds its offer
    from the current folder (when it is under the home folder), which is the match's folder
    while the preview is open, and the program's own again afterwards."""
    import os

    from jasstafel.core import matchfile

    monkeypatch.setenv("HOME", str(tmp_path))
    folder = tmp_path / "matches"
    folder.mkdir()
    path = folder / "pandur.jass"
    matchfile.save(matchfile.load("docs/examples/schieber-freier-jass.jass"), path)
    before = os.getcwd()
    assert window.open_file(str(path))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    offered = []

    def in_print_dialog(dialog):
        offered.append(dialog.findChild(QLineEdit, "filename").text())
        key(qtbot, "Escape")

    def in_preview(preview):
        real_dialogs.when(QPrintDialog, in_print_dialog)
        ctrl(qtbot, "p")
        preview.activateWindow()
        qtbot.waitUntil(preview.isActiveWindow)
        key(qtbot, "Escape")

    real_dialogs.when(QPrintPreviewDialog, in_preview)
    ctrl(qtbot, "p")
    real_dialogs.check()
    # on X11 "…/matches/pandur.pdf"; offscreen Qt offers the folder alone
    (text,) = offered
    assert text.startswith(str(folder)), text
    assert os.getcwd() == before


def test_a_button_with_the_cursor_looks_chosen_only_when_it_is(window, qtbot, real_dialogs):
    """The preview's buttons with the cursor wore a light blue fill: *Fit width* with the
    cursor looked chosen beside the chosen *Fit page*, and the chosen *Portrait* with the
    cursor looked as *Landscape* did. The cursor is a frame only: a button not chosen keeps
    the toolbar's colour inside it, a chosen one stays pressed in (darker)."""
    opened(window, qtbot)
    looks = {}

    def inside(button):
        QApplication.processEvents()
        image = button.grab().toImage()
        return image.pixelColor(4, image.height() // 2).name()

    def in_preview(preview):
        first = focused()
        for _ in range(40):
            tab(qtbot)
            widget = focused()
            if widget is first:
                break
            if isinstance(widget, QToolButton) and widget.isCheckable():
                with_cursor = inside(widget)
                widget.clearFocus()
                looks[widget.defaultAction().text()] = (widget.isChecked(), with_cursor,
                                                        inside(widget))
                widget.setFocus()
        key(qtbot, "Escape")

    real_dialogs.when(QPrintPreviewDialog, in_preview)
    ctrl(qtbot, "p")
    real_dialogs.check()
    chosen = {with_cursor for checked, with_cursor, _ in looks.values() if checked}
    others = {with_cursor for checked, with_cursor, _ in looks.values() if not checked}
    assert len(looks) >= 6 and chosen and others, looks
    assert not chosen & others, looks  # a chosen one with the cursor looks chosen
    for text, (checked, with_cursor, without) in looks.items():
        if not checked:  # the toolbar's colour inside, with the cursor or not
            assert with_cursor == without, (text, looks)
