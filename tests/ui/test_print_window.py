"""Paper from the window: preview painting, PDF and CSV export, blank sheets."""

import csv
import shutil
import subprocess

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMessageBox, QToolBar

from jasstafel.core import matchfile
from jasstafel.core.decks import preset_deck
from jasstafel.ui import printmenu

from .test_blank_sheet_menu import shown

pdftotext = shutil.which("pdftotext")


@pytest.fixture
def example(window):
    assert window.open_file("docs/examples/schieber-freier-jass.jass")
    window.settings.setValue("sheet/club", "Jassclub Muri")
    return window


def save_to(monkeypatch, path):
    """The Save dialog answered with *path* (the real dialog: test_dialogs_real.py)."""
    monkeypatch.setattr(printmenu, "ask_save_path", lambda *a, **k: str(path))
    monkeypatch.setattr(printmenu, "ask_save", lambda *a, **k: (str(path), ""))


def text_of(pdf):
    return subprocess.run([pdftotext, "-layout", str(pdf), "-"], capture_output=True,
                          text=True, check=True).stdout


@pytest.mark.skipif(pdftotext is None, reason="pdftotext (poppler-utils) is not installed")
def test_export_pdf_from_the_window(example, tmp_path, monkeypatch):
    pdf = tmp_path / "abend.pdf"
    save_to(monkeypatch, pdf)
    example.paper.pdf_action.trigger()
    text = text_of(pdf)
    assert "Jassclub Muri" in text and "Anna" in text and "4519" in text


def modal_soon(act, errors, kind=QPrintPreviewDialog):
    """Run *act(dialog)* on the next modal dialog of *kind* once it is open; a failure
    rejects it, so that the test fails instead of hanging."""
    def run():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            QTimer.singleShot(10, run)
            return
        try:
            act(dialog)
        except BaseException as err:  # noqa: BLE001 - reported by the test
            errors.append(err)
            dialog.reject()
    QTimer.singleShot(0, run)


def test_print_opens_the_real_preview(example, qtbot):
    """Ctrl+P used to kill the program: the preview was given a printer Python had freed."""
    errors, seen = [], []

    def look(preview):
        assert isinstance(preview, QPrintPreviewDialog)
        seen.append(preview.windowTitle())
        preview.reject()
    modal_soon(look, errors)
    qtbot.keyClick(example, "p", Qt.KeyboardModifier.ControlModifier)
    assert not errors, errors
    assert seen == ["Print match sheet"]
    assert example.paper.preview is None  # closed and let go


@pytest.mark.skipif(pdftotext is None, reason="pdftotext (poppler-utils) is not installed")
# the offscreen platform cannot raise a window or grab the keyboard for the print dialog
@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
def test_print_from_the_preview_to_pdf(example, qtbot, tmp_path):
    """As a user clicks it: Ctrl+P, the preview's Print, the print dialog (no printer here:
    "Print to File (PDF)"), the file name, Enter."""
    pdf = tmp_path / "gedruckt.pdf"
    errors = []

    def in_print_dialog(dialog):
        name = dialog.findChild(QLineEdit, "filename")
        name.setFocus()
        name.selectAll()
        qtbot.keyClicks(name, str(pdf))
        qtbot.keyClick(name, Qt.Key.Key_Return)

    def in_preview(preview):
        toolbar = preview.findChild(QToolBar)
        (print_action,) = [a for a in toolbar.actions() if a.text() == "Print"]
        modal_soon(in_print_dialog, errors, QPrintDialog)
        print_action.trigger()
    modal_soon(in_preview, errors)
    qtbot.keyClick(example, "p", Qt.KeyboardModifier.ControlModifier)
    assert not errors, errors
    text = text_of(pdf)
    assert "Jassclub Muri" in text and "4519" in text


@pytest.mark.skipif(pdftotext is None, reason="pdftotext (poppler-utils) is not installed")
def test_print_preview_paints_the_sheet(example, tmp_path):
    # what the preview (and then the printer) gets: the same painting on a QPrinter
    printer = example.paper.printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    example.paper.paint(printer)
    assert "2676" in text_of(tmp_path / "printed.pdf")


def test_export_csv_from_the_window(example, tmp_path, monkeypatch):
    save_to(monkeypatch, tmp_path / "abend.csv")
    example.paper.csv_action.trigger()
    with open(tmp_path / "abend.csv", encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    entries = matchfile.load("docs/examples/schieber-freier-jass.jass").entries
    assert len(rows) == 1 + len(entries)
    assert (tmp_path / "abend-board.csv").exists()


def test_blank_sheet_and_unwritable_place(window, tmp_path, monkeypatch, dialogs):
    save_to(monkeypatch, tmp_path / "leer.pdf")
    blank_menu = [a for a in window.file_menu.actions() if a.menu()][1].menu()
    blank_menu.aboutToShow.emit()  # filled when first opened
    coiffeur = [a for a in blank_menu.actions() if shown(a.text()) == "Coiffeur"][0]
    coiffeur = coiffeur.menu().actions()[0]  # its first preset, Jassverein
    coiffeur.trigger()
    assert (tmp_path / "leer.pdf").read_bytes().startswith(b"%PDF")
    save_to(monkeypatch, tmp_path / "missing-folder" / "x.pdf")
    coiffeur.trigger()
    assert dialogs.shown and dialogs.shown[-1][0] == "Not written"


def choose_in_menu(qtbot, text):
    """Down the open menu to the item *text*, as a Schreiber goes with the arrows."""
    from .keyboard import press

    menu = QApplication.activePopupWidget()
    for _ in range(len(menu.actions()) + 1):
        if menu.activeAction() is not None and shown(menu.activeAction().text()) == text:
            return menu
        press(qtbot, Qt.Key.Key_Down)
    raise AssertionError(f"{text} is not in {[a.text() for a in menu.actions()]}")


@pytest.mark.skipif(pdftotext is None, reason="pdftotext (poppler-utils) is not installed")
# the offscreen platform cannot raise, size or grab the keyboard for a menu's popup
@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard",
                           "does not support propagateSizeHints")
@pytest.mark.parametrize("variant, preset, said, unsaid", [
    ("Schieber", "Turnier (Jassverein)", "Schieber · Turnier (Jassverein)", "target"),
    ("Guggitaler", "Guggitaler without Domino", "Guggitaler · Guggitaler without Domino",
     "Domino points"),
])
def test_the_blank_sheet_of_a_preset_from_the_menu(window, qtbot, tmp_path, monkeypatch,
                                                   variant, preset, said, unsaid):
    """The window's blank sheets had the default preset only; `jasstafel print --blank V
    --preset P` had them all (a trial's). File → Blank sheet (PDF) → the variant → its
    preset, with the keys alone."""
    from .keyboard import ALT, press

    pdf = tmp_path / "leer.pdf"
    asked = []
    monkeypatch.setattr(printmenu, "ask_save_path",
                        lambda *a, **k: asked.append(a[3]) or str(pdf))
    press(qtbot, Qt.Key.Key_F, ALT)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    press(qtbot, Qt.Key.Key_B)  # &Blank sheet (PDF)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not window.file_menu)
    variants = choose_in_menu(qtbot, variant)
    press(qtbot, Qt.Key.Key_Right)  # the variant's presets
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not variants)
    presets = QApplication.activePopupWidget()
    key = printmenu.find_variant(variant.lower())
    # those New match offers with the window's cards, the Swiss German ones in English:
    # Swisslos's German preset, not its French twin (test_blank_sheet_menu.py)
    assert [shown(a.text()) for a in presets.actions()] == [
        printmenu.i18n.preset_title(key, name) for name in key.PRESETS
        if preset_deck(key.PRESETS, name) in (None, "de")]
    choose_in_menu(qtbot, preset)
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    text = " ".join(text_of(pdf).split())
    assert said in text and unsaid not in text
    assert asked and asked[0].startswith(f"{variant.lower()}-") and asked[0].endswith(
        "-blank.pdf") and asked[0] != f"{variant.lower()}-blank.pdf"


def test_paper_actions_need_a_match(window):
    assert not window.paper.print_action.isEnabled()
    window.open_file("docs/examples/coiffeur-jassverein.jass")
    assert window.paper.print_action.isEnabled()


def export_through_the_file_dialog(window, qtbot, path, choose=None):
    """File → Export CSV… in the real (Qt's own) file dialog: the file type preselected,
    *choose* another one, the name typed, Save. Returns the type it offered first."""
    from tests.ui.keyboard import in_next_dialog

    offered = []

    def act(dialog):
        assert isinstance(dialog, QFileDialog)
        offered.append(dialog.selectedNameFilter())
        if choose is not None:
            dialog.selectNameFilter(next(f for f in dialog.nameFilters() if choose in f))
        # the name in the dialog's own field (typing it would open the field's completer
        # popup, which the offscreen platform cannot show)
        dialog.findChild(QLineEdit, "fileNameEdit").setText(str(path))
        dialog.accept()

    errors = in_next_dialog(qtbot, act)
    window.paper.csv_action.trigger()
    assert not errors, errors
    return offered[0]


def test_csv_for_a_swiss_spreadsheet_from_the_window(example, tmp_path, qtbot):
    from jasstafel import i18n

    # English: commas, unless the Schreiber chooses the semicolon file type; his choice is
    # kept for the next export
    offered = export_through_the_file_dialog(example, qtbot, tmp_path / "a.csv",
                                             choose="semicolon")
    assert "comma" in offered
    with open(tmp_path / "a.csv", encoding="utf-8-sig", newline="") as f:
        header, first, *_ = list(csv.reader(f, delimiter=";"))
    row = dict(zip(header, first, strict=True))
    assert row["Announced by"] == "Team A" and row["Points Team A"] == "101"
    with open(tmp_path / "a-board.csv", encoding="utf-8-sig", newline="") as f:
        assert next(csv.reader(f, delimiter=";"))[:3] == ["Side", "Players", "Rank"]
    assert "semicolon" in export_through_the_file_dialog(example, qtbot, tmp_path / "b.csv")
    # in German the semicolon is the default, and the column names are German
    example.settings.remove("export/csv/delimiter")
    i18n.use("de")
    try:
        offered = export_through_the_file_dialog(example, qtbot, tmp_path / "c.csv")
    finally:
        i18n.use("en")
    assert "Strichpunkt" in offered  # the semicolon file type offered first, in German
    with open(tmp_path / "c.csv", encoding="utf-8-sig", newline="") as f:
        header = next(csv.reader(f, delimiter=";"))
    assert header[:4] == ["Nr.", "Art", "Runde", "Eintrag"] and "Angesagt von" in header


def test_the_boards_csv_beside_is_not_replaced_without_asking(example, tmp_path, qtbot,
                                                               dialogs, monkeypatch):
    """The Save dialog asks about the entries' file; the board's file written beside it
    (NAME-board.csv) is asked about here: No keeps it and writes nothing, Yes replaces it.
    Enter says No, as in the Save dialog's question."""
    from jasstafel.ui.widgets import messages

    board = tmp_path / "abend-board.csv"
    board.write_text("kept\n", encoding="utf-8")
    dialogs.answer = QMessageBox.StandardButton.No
    defaults, asked = [], dialogs.ask
    monkeypatch.setattr(messages, "ask", lambda box: defaults.append(
        box.defaultButton().text().replace("&", "")) or asked(box))
    export_through_the_file_dialog(example, qtbot, tmp_path / "abend.csv")
    assert defaults == ["No"]
    from jasstafel.ui.widgets.messages import plain

    assert [text for _title, text in dialogs.shown] == [plain(
        f"{board} exists already (the board's CSV beside the entries). Replace it?")]
    assert board.read_text("utf-8") == "kept\n" and not (tmp_path / "abend.csv").exists()
    dialogs.answer = QMessageBox.StandardButton.Yes
    export_through_the_file_dialog(example, qtbot, tmp_path / "abend.csv")
    assert (tmp_path / "abend.csv").exists() and "Side" in board.read_text("utf-8-sig")
