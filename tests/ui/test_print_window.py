"""Paper from the window: preview painting, PDF and CSV export, blank sheets."""

import csv
import shutil
import subprocess

import pytest
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QFileDialog

from jasstafel.core import matchfile

pdftotext = shutil.which("pdftotext")


@pytest.fixture
def example(window):
    assert window.open_file("docs/examples/schieber-freier-jass.jass")
    window.settings.setValue("sheet/club", "Jassclub Muri")
    return window


def save_to(monkeypatch, path):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))


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
    coiffeur = [a for a in blank_menu.actions() if a.text() == "Coiffeur"][0]
    coiffeur.trigger()
    assert (tmp_path / "leer.pdf").read_bytes().startswith(b"%PDF")
    save_to(monkeypatch, tmp_path / "missing-folder" / "x.pdf")
    coiffeur.trigger()
    assert dialogs.shown and dialogs.shown[-1][0] == "Not written"


def test_paper_actions_need_a_match(window):
    assert not window.paper.print_action.isEnabled()
    window.open_file("docs/examples/coiffeur-jassverein.jass")
    assert window.paper.print_action.isEnabled()
