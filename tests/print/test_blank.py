"""Blank sheets for paper play: every variant and preset prints, with what it needs."""

import re

import pytest
from PySide6.QtPrintSupport import QPrinter

from jasstafel.core import VARIANTS, MatchFileError
from jasstafel.printing.blank import paint_blank, write_blank_pdf

from . import pdf_pages


@pytest.fixture(autouse=True)
def _app(qapp):
    """Painting text needs the QApplication of pytest-qt."""
    return qapp


PRESETS = [(v.name, p) for v in VARIANTS for p in v.PRESETS]


@pytest.mark.parametrize(("variant", "preset"), PRESETS, ids=[f"{v}-{p}" for v, p in PRESETS])
def test_every_blank_sheet_prints_on_one_page(variant, preset, tmp_path):
    out = tmp_path / "blank.pdf"
    write_blank_pdf(variant, out, preset=preset)
    pages = pdf_pages(out)
    assert len(pages) == 1
    cls = next(v for v in VARIANTS if v.name == variant)
    text = pages[0]
    assert cls.title in text and cls.PRESET_TITLES[preset] in text
    for word in ("Date:", "Place:", "Table:", "Scorekeeper:", "Table settings", "Signatures",
                 "Page 1 of 1"):
        assert word in text


def test_blank_schieber_has_the_z_and_a_round_per_turnier_round(tmp_path):
    write_blank_pdf("schieber", tmp_path / "s.pdf", preset="turnier")
    text = pdf_pages(tmp_path / "s.pdf")[0]
    assert "Z: a stroke on the top line is 100" in text
    rounds = [int(m) for m in re.findall(r"(?m)^\s*(\d+)\s*$", text)]
    assert rounds == list(range(1, 13))  # the Turnier's 12 rounds, numbered
    assert "Acorns ×1, Roses ×1" in text


def test_blank_coiffeur_has_the_presets_rows_and_factors(tmp_path):
    write_blank_pdf("coiffeur", tmp_path / "c.pdf", preset="jassverein")
    text = pdf_pages(tmp_path / "c.pdf")[0]
    grid = text[text.index("Team A"):]
    for name, factor in (("Acorns", 1), ("Misère", 7), ("Gusti/Mery", 9), ("Wunsch", 10),
                         ("Coiffeur 3×3", 11)):
        assert re.search(rf"{re.escape(name)}\s+{factor}\b", grid)
    assert "Total" in grid and "Behind" in grid  # the window's word
    write_blank_pdf("coiffeur", tmp_path / "c10.pdf", preset="swisslos_10")
    assert re.search(r"Guschti\s+10", pdf_pages(tmp_path / "c10.pdf")[0])


def test_blank_pandur_has_the_ladder_and_the_point_table(tmp_path):
    write_blank_pdf("pandur", tmp_path / "p.pdf")
    text = pdf_pages(tmp_path / "p.pdf")[0]
    assert "Bidding ladder" in text and "Score points" in text
    for word in ("Misère", "ohne", "Pandur", "mit", "300 …", "500"):
        assert word in text
    assert re.search(r"Score points\s+2\s+3\s+4\s+4\s+4\s+4\s+5\s+5\s+5\s+6\s+6", text)
    write_blank_pdf("pandur", tmp_path / "p290.pdf", preset="bis_290")
    low = pdf_pages(tmp_path / "p290.pdf")[0]
    assert "300 …" not in low
    assert re.search(r"Score points\s+2\s+3\s+4\s+4\s+4\s+4\s+5\s+5\s+5\s+6\s*\n", low)


def test_blank_striche_sheets(tmp_path):
    write_blank_pdf("fahnder", tmp_path / "f.pdf")
    text = pdf_pages(tmp_path / "f.pdf")[0]
    assert text.count("Striche") >= 4 and text.count("Nuller") >= 4
    assert "Net (Striche - Nuller)" in text
    write_blank_pdf("handjass", tmp_path / "h.pdf")
    assert pdf_pages(tmp_path / "h.pdf")[0].count("Striche") >= 5


def test_blank_round_tables(tmp_path):
    write_blank_pdf("molotow", tmp_path / "m.pdf", preset="hausjass")
    text = pdf_pages(tmp_path / "m.pdf")[0]
    assert "8 ×2" in text  # the last round counts double
    write_blank_pdf("differenzler", tmp_path / "d.pdf")
    text = pdf_pages(tmp_path / "d.pdf")[0]
    assert text.count("Pred.") >= 6 and re.search(r"(?m)^\s*12\s*$", text)
    write_blank_pdf("punktetafel", tmp_path / "t.pdf", preset="bis_100")
    text = pdf_pages(tmp_path / "t.pdf")[0]
    assert "won only with a lead of 2" in text and "Side 6" in text


def test_blank_sheet_on_a_qprinter_with_a_club(tmp_path):
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "b.pdf"))
    paint_blank(printer, "schieber", "freier_jass", club="Jassclub Muri")
    text = pdf_pages(tmp_path / "b.pdf")[0]
    assert "Jassclub Muri" in text and "Freier Jass" in text


def test_unknown_variant_or_preset(tmp_path):
    with pytest.raises(MatchFileError, match="unknown variant 'jodel'"):
        write_blank_pdf("jodel", tmp_path / "x.pdf")
    with pytest.raises(MatchFileError, match="Schieber has no preset 'schnell'"):
        write_blank_pdf("schieber", tmp_path / "x.pdf", preset="schnell")
    assert not (tmp_path / "x.pdf").exists()


def test_a_club_name_of_thousands_of_characters(tmp_path):
    from jasstafel.printing.blank import write_blank_pdf

    out = tmp_path / "blank.pdf"
    write_blank_pdf("schieber", out, club="Jassclub " + "漢" * 5000)
    pages = pdf_pages(out)
    assert len(pages) == 1 and "Jassclub" in pages[0] and "…" in pages[0]
