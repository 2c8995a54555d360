"""Keys for Qt's print preview (QPrintPreviewDialog), which has almost none of its own.

A keyboard trial could not print from the preview: Tab went only between the zoom box and the
page number, its tool buttons take no focus, and Ctrl+P in it did nothing. Here every tool
button is reached with Tab (in the order they are shown) and marked where the cursor is; Enter
or Space presses it; Ctrl+P prints (the printer button: the system's print dialog), Ctrl++ and
Ctrl+- zoom, and those buttons' tooltips name their keys. The cursor starts on the pages,
where the arrows and Page Up/Down turn them. Esc closes the preview (a dialog's own key).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QMouseEvent, QPageLayout, QPageSize
from PySide6.QtPrintSupport import (
    QPrintDialog,
    QPrinter,
    QPrintPreviewDialog,
    QPrintPreviewWidget,
)
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGraphicsView,
    QLineEdit,
    QRadioButton,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .keys import enter_presses_button, key_text
from .style import FOCUS_COLOR

#: the preview's buttons given keys, by the (English) words Qt names them with
KEYS = (
    ("Print", QKeySequence.StandardKey.Print),
    ("Zoom in", QKeySequence.StandardKey.ZoomIn),
    ("Zoom out", QKeySequence.StandardKey.ZoomOut),
)

#: the tool button with the cursor, marked as the window's buttons are (widgets/style.py): a
#: frame only, a chosen one (*Fit page*, *Portrait*) still pressed in and the others not (a
#: light blue fill made *Fit width* with the cursor look chosen, and the chosen one with the
#: cursor look as the others)
TOOL_FOCUS_STYLE = (
    f"QToolButton:focus {{ border: 2px solid {FOCUS_COLOR}; border-radius: 3px;"
    " background: transparent; }"
    " QToolButton:focus:checked { background: palette(midlight); }"
)


def tool_buttons(preview: QPrintPreviewDialog) -> dict[str, QToolButton]:
    """The preview's tool buttons by the words Qt names them with, in the window's language
    (Qt's own catalog: "Drucken" in German)."""
    toolbar = preview.findChild(QToolBar)
    if toolbar is None:
        return {}
    found = {}
    for action in toolbar.actions():
        button = toolbar.widgetForAction(action)
        if isinstance(button, QToolButton) and action.text():
            found[action.text()] = button
    return found


def give_keys(preview: QPrintPreviewDialog) -> None:
    """Tab to every tool button, Enter to press it, Ctrl+P to print, the keys in the
    tooltips (see the module's text)."""
    buttons = tool_buttons(preview)
    for each in buttons.values():
        each.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    for word, keys in KEYS:
        button = buttons.get(QCoreApplication.translate("QPrintPreviewDialog", word))
        action = button.defaultAction() if button is not None else None
        if button is None or action is None:
            continue
        # the key clicks the button: Qt zooms on the zoom buttons' clicks (they repeat while
        # held), not on their actions
        shortcut = QAction(preview)
        shortcut.setShortcuts(keys)
        shortcut.triggered.connect(button.click)
        preview.addAction(shortcut)
        action.setToolTip(f"{action.text()} ({key_text(shortcut.shortcut())})")
    pages = preview.findChild(QPrintPreviewWidget)
    view = pages.findChild(QGraphicsView) if pages is not None else None
    if pages is not None and view is not None:
        pages.setFocusProxy(view)  # the cursor starts on the pages: arrows, Page Up/Down scroll
    preview.setStyleSheet(TOOL_FOCUS_STYLE)
    # held by the dialog's Python side too: a filter whose Python object is collected while
    # Qt still calls it is an AttributeError, or a crash (a full test run's segfault)
    preview.enter_presses_ = _EnterPresses(preview)  # type: ignore[attr-defined]
    preview.installEventFilter(preview.enter_presses_)  # type: ignore[attr-defined]


class _EnterPresses(QObject):
    """Enter on the tool button with the cursor presses it, as Space does (a person presses
    Enter on the marked button; Qt's tool buttons let it go by)."""

    # no attribute of its own: Qt called the filter while Python was still making it (a
    # ChildAdded event of the dialog), and "self.preview" was not there yet (a CI run's
    # AttributeError); the dialog is the object watched
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (isinstance(watched, QPrintPreviewDialog) and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)):
            return enter_presses_button(watched, event)
        return False


def refuse_other_files(preview: QPrintPreviewDialog) -> None:
    """In the print dialog the preview opens, a file of another kind as the PDF's name (a
    match file, a club database) is refused when Print is pressed, and the dialog stays for
    another name, as Export PDF…'s file dialog does (jasstafel/core/outputs.py). Qt asked
    "… already exists. Do you want to overwrite it?" first, and the sheet was refused after
    the Yes (an English trial's). :func:`print_refusal` stays, for a name that comes another
    way."""
    preview.file_refusal_ = _WatchPrintDialog(preview)  # type: ignore[attr-defined]
    preview.installEventFilter(preview.file_refusal_)  # type: ignore[attr-defined]


class _WatchPrintDialog(QObject):
    """Guards the preview's print dialog (Qt makes it at the first Print, as the preview's
    child, and keeps it) once it is polished: its name field and its buttons are there."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.ChildPolished:
            child = event.child()  # type: ignore[attr-defined]
            if isinstance(child, QPrintDialog) and not hasattr(child, "file_guard_"):
                guard = _FileGuard(child)
                child.file_guard_ = guard  # type: ignore[attr-defined]
                guard.watch()
        return False


class _FileGuard(QObject):
    """Print (a click, Space or Enter on it, Enter in the dialog) is refused while the name
    field (Print to File) names a file of another kind: said, and nothing pressed."""

    def __init__(self, dialog: QPrintDialog) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.name = dialog.findChild(QLineEdit, "filename")
        box = dialog.findChild(QDialogButtonBox)
        self.ok = box.button(QDialogButtonBox.StandardButton.Ok) if box is not None else None

    def watch(self) -> None:
        for widget in (self.dialog, self.name, self.ok):
            if widget is not None:
                widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        pressed = (kind == QEvent.Type.MouseButtonPress and watched is self.ok
                   and isinstance(event, QMouseEvent)
                   and event.button() == Qt.MouseButton.LeftButton)
        keyed = (kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                 and (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                      or (watched is self.ok and event.key() == Qt.Key.Key_Space)))
        if not (pressed or keyed):
            return False
        problem = self._problem()
        if problem is None:
            return False
        from ...core.text import printable
        from . import messages

        messages.warning(self.dialog, QCoreApplication.translate("PrintActions", "Not printed"),
                         printable(problem))
        if self.name is not None:
            self.name.setFocus()
            self.name.selectAll()
        return True

    def _problem(self) -> str | None:
        if self.name is None or not self.name.isEnabled() or not self.name.text().strip():
            return None
        from .savefile import refused_unless

        return refused_unless("pdf")(self.name.text().strip())


def offer_pdf_name(preview: QPrintPreviewDialog, offer: Callable[[], str]) -> None:
    """The print dialog the preview opens offers *offer()* as its *Print to File (PDF)*
    name while its printer has none yet. Qt offers the current folder only where it is
    under the home folder, and the match's name only on X11: it offered
    ``~/Tableau du café.pdf`` for a match saved elsewhere (a Romand trial's)."""
    preview.pdf_offer_ = _OfferPdfName(preview, offer)  # type: ignore[attr-defined]
    preview.installEventFilter(preview.pdf_offer_)  # type: ignore[attr-defined]


class _OfferPdfName(QObject):
    """Watches the preview for its print dialog, then the dialog for each time it shows."""

    def __init__(self, parent: QObject, offer: Callable[[], str]) -> None:
        super().__init__(parent)
        self.offer = offer

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.Type.ChildPolished:
            child = event.child()  # type: ignore[attr-defined]
            if isinstance(child, QPrintDialog) and not hasattr(child, "pdf_offered_"):
                child.pdf_offered_ = True  # type: ignore[attr-defined]
                child.installEventFilter(self)
        elif kind == QEvent.Type.Show and isinstance(watched, QPrintDialog):
            # Qt has filled the field by now (setVisible); a name printed to before stays
            printer = watched.printer()
            name = watched.findChild(QLineEdit, "filename")
            if name is not None and printer is not None and not printer.outputFileName():
                name.setText(self.offer())
        return False


def print_refusal(printer: QPrinter) -> str | None:
    """Why a sheet must not be printed to the file chosen in Qt's print dialog (Print to File
    (PDF) over a match file, a club database: the rule of Export PDF… and the command line,
    jasstafel/core/outputs.py), or None. Qt's dialog asked only whether to replace the file;
    the preview's own pages are painted on too (a picture, not the PDF engine): never
    refused."""
    from PySide6.QtGui import QPaintEngine

    from .savefile import refused_unless

    path = printer.outputFileName()
    engine = printer.paintEngine()
    if (not path or printer.outputFormat() != QPrinter.OutputFormat.PdfFormat
            or engine is None or engine.type() != QPaintEngine.Type.Pdf):
        return None
    return refused_unless("pdf")(path)


#: the papers the page setup offers: a club's (A4, Letter) and the half sheet and legal size
PAPERS = (("A4", QPageSize.PageSizeId.A4), ("A5", QPageSize.PageSizeId.A5),
          ("Letter", QPageSize.PageSizeId.Letter), ("Legal", QPageSize.PageSizeId.Legal))


class PageSetupDialog(QDialog):
    """The preview's page setup: the paper and its orientation. Qt's own (QPageSetupDialog)
    warns "Cannot be used on non-native printers" on stderr for the printer of a machine
    without one, or after a print to a file (a German trial's), which is the PDF printer
    the preview then has; it set nothing more that the sheet uses (its margins: the sheet
    keeps its own)."""

    def __init__(self, printer: QPrinter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Page setup"))
        form = QFormLayout(self)
        self.paper = QComboBox()
        for name, size in PAPERS:
            self.paper.addItem(name, size)
        size = printer.pageLayout().pageSize().id()
        self.paper.setCurrentIndex(max(0, self.paper.findData(size)))
        form.addRow(self.tr("&Paper"), self.paper)
        self.portrait = QRadioButton(self.tr("Por&trait"))
        self.landscape = QRadioButton(self.tr("&Landscape"))
        wide = printer.pageLayout().orientation() == QPageLayout.Orientation.Landscape
        (self.landscape if wide else self.portrait).setChecked(True)
        turned = QVBoxLayout()
        turned.addWidget(self.portrait)
        turned.addWidget(self.landscape)
        form.addRow(self.tr("Orientation"), turned)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        # letters of their own, as the window's dialogs have (Qt's words have none)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&OK"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("&Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def orientation(self) -> QPageLayout.Orientation:
        if self.landscape.isChecked():
            return QPageLayout.Orientation.Landscape
        return QPageLayout.Orientation.Portrait


def qt_action(preview: QPrintPreviewDialog, word: str) -> QAction | None:
    """The preview's tool button's action Qt names *word* (in English; Qt's catalog has
    its words: a variable, so that ours does not take them)."""
    button = tool_buttons(preview).get(QCoreApplication.translate("QPrintPreviewDialog", word))
    return button.defaultAction() if button is not None else None


def own_page_setup(preview: QPrintPreviewDialog, printer: QPrinter) -> None:
    """The preview's *Page setup* button opens :class:`PageSetupDialog` instead of Qt's;
    what is chosen there is shown at once, as Qt's does."""
    action = qt_action(preview, "Page setup")
    if action is None:
        return
    action.triggered.disconnect()  # Qt's own dialog (QPrintPreviewDialog's private slot)
    action.triggered.connect(lambda _c=False: _page_setup(preview, printer))


def _page_setup(preview: QPrintPreviewDialog, printer: QPrinter) -> None:
    dialog = PageSetupDialog(printer, preview)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return
    printer.setPageSize(QPageSize(dialog.paper.currentData()))
    # the preview's own Portrait or Landscape button: the printer turned, the button
    # checked and the pages drawn again, as after Qt's dialog
    word = ("Landscape" if dialog.orientation() == QPageLayout.Orientation.Landscape
            else "Portrait")
    turn = qt_action(preview, word)
    if turn is not None:
        turn.trigger()
    else:
        printer.setPageOrientation(dialog.orientation())
    pages = preview.findChild(QPrintPreviewWidget)
    if pages is not None:
        pages.updatePreview()  # the paper's size
