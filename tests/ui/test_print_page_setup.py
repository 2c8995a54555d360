"""The print preview's page setup: what is chosen there (the paper, the orientation) is the
next preview's too, and its *Page setup* button opens a dialog that works for the PDF
printer without Qt's warning on stderr ("QPageSetupDialog: Cannot be used on non-native
printers", a German trial's; pytest-qt fails a test on a Qt warning).

A German Kassierin chose *Querformat*, printed, pressed Ctrl+P again: the preview was back in
*Hochformat*. The preview and Qt's print dialog are the real ones (tests/ui/real_dialogs.py).
"""

import shutil
import subprocess

import pytest
from PySide6.QtGui import QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrintDialog, QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtWidgets import QApplication

from jasstafel.ui.printmenu import ORIENTATION_KEY
from jasstafel.ui.widgets.printpreview import PageSetupDialog

from .keyboard import ctrl, enter, focused, key, shortcut
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_print_preview_keys import button_of, opened, pytestmark, to_file  # noqa: F401

LANDSCAPE = QPageLayout.Orientation.Landscape


def in_preview(qtbot, real_dialogs, act):
    """Ctrl+P, *act(preview)* in the preview (which must close it)."""
    real_dialogs.when(QPrintPreviewDialog, act)
    ctrl(qtbot, "p")
    real_dialogs.check()
    back_in(qtbot, window_of(qtbot))


def back_in(qtbot, widget):
    """*widget* active again, as the window manager makes it when a dialog over it closes."""
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)


def window_of(qtbot):
    from jasstafel.ui.mainwindow import MainWindow

    (window,) = [w for w in QApplication.topLevelWidgets()
                 if isinstance(w, MainWindow) and w.isVisible()]
    return window


def seen(preview, window):
    """The preview's orientation as it shows it: its Landscape button and its printer."""
    return (button_of(preview, "Landscape").isChecked(),
            window.paper._printer.pageLayout().orientation() == LANDSCAPE)


def test_landscape_printed_is_the_next_previews(window, qtbot, real_dialogs, tmp_path):
    opened(window, qtbot)
    pdf = tmp_path / "quer.pdf"
    shown = []

    def turned_and_printed(preview):
        qtbot.mouseClick(button_of(preview, "Landscape"), qtbot_left())
        shown.append(seen(preview, window))
        real_dialogs.when(QPrintDialog, to_file(qtbot, pdf))
        ctrl(qtbot, "p")

    def looked(preview):
        shown.append(seen(preview, window))
        key(qtbot, "Escape")

    in_preview(qtbot, real_dialogs, turned_and_printed)
    in_preview(qtbot, real_dialogs, looked)
    assert shown == [(True, True), (True, True)]
    assert landscape_pdf(pdf)
    assert window.settings.value(ORIENTATION_KEY) == "landscape"  # and after a restart


def test_portrait_again_is_kept_too(window, qtbot, real_dialogs):
    """Turned back to portrait and closed with Esc (nothing printed): portrait next time."""
    window.settings.setValue(ORIENTATION_KEY, "landscape")
    opened(window, qtbot)
    shown = []

    def turned(preview):
        shown.append(seen(preview, window))
        qtbot.mouseClick(button_of(preview, "Portrait"), qtbot_left())
        key(qtbot, "Escape")

    def looked(preview):
        shown.append(seen(preview, window))
        key(qtbot, "Escape")

    in_preview(qtbot, real_dialogs, turned)
    in_preview(qtbot, real_dialogs, looked)
    assert shown == [(True, True), (False, False)]


def test_page_setup_sets_paper_and_orientation_without_a_warning(window, qtbot, real_dialogs):
    """The *Page setup* button: Letter and *Landscape* chosen by keys, Enter; the preview shows
    them at once and the next preview has them too."""
    opened(window, qtbot)
    asked, shown = [], []

    def in_page_setup(dialog):
        asked.append(dialog.windowTitle())
        dialog.paper.setFocus()
        qtbot.keyClicks(focused(), "L")  # the combo box's item that begins with it: Letter
        shortcut(qtbot, "Alt+L")  # &Landscape: its button is clicked a moment later
        qtbot.waitUntil(dialog.landscape.isChecked)
        enter(qtbot)

    def set_up(preview):
        pages = preview.findChild(QPrintPreviewWidget)
        real_dialogs.when(PageSetupDialog, in_page_setup)
        qtbot.mouseClick(button_of(preview, "Page setup"), qtbot_left())
        back_in(qtbot, preview)
        shown.append((*seen(preview, window), paper_of(window), pages.orientation() == LANDSCAPE))
        key(qtbot, "Escape")

    def looked(preview):
        shown.append((*seen(preview, window), paper_of(window), True))
        key(qtbot, "Escape")

    in_preview(qtbot, real_dialogs, set_up)
    in_preview(qtbot, real_dialogs, looked)
    assert asked == ["Page setup"]
    letter = QPageSize.PageSizeId.Letter
    assert shown == [(True, True, letter, True), (True, True, letter, True)]


def paper_of(window):
    return window.paper._printer.pageLayout().pageSize().id()


def qtbot_left():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


def landscape_pdf(pdf):
    """Whether the PDF's first page is wider than high (pdfinfo), or True without pdfinfo."""
    pdfinfo = shutil.which("pdfinfo")
    if pdfinfo is None:
        pytest.skip("pdfinfo (poppler-utils) is not installed")
    info = subprocess.run([pdfinfo, str(pdf)], capture_output=True, text=True,
                          check=True).stdout
    size = next(line for line in info.splitlines() if line.startswith("Page size:"))
    width, _x, height = size.split()[2:5]
    return float(width) > float(height)
