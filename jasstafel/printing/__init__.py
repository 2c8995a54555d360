"""Printing: the match sheet, blank sheets for paper play, and CSV export.

* :mod:`.sheet`: ``paint_sheet(printer, match, club)`` paints a match on any
  configured ``QPrinter``/``QPdfWriter``; ``write_pdf(match, path)`` writes a PDF.
* :mod:`.blank`: ``paint_blank(printer, variant, preset)`` / ``write_blank_pdf``: an
  empty sheet per variant (the Schieber Z, the Coiffeur grid, Striche lists ...).
* :mod:`.export`: ``write_entries_csv`` / ``write_board_csv``: plain CSV, no Qt.

How a sheet is made: :mod:`.variants` picks the variant's sheet (:mod:`.teams` for
Schieber and Coiffeur, :mod:`.marks` for Handjass, Fahnder and Pandur, :mod:`.scores`
for Molotow, Differenzler and the Punktetafel, the fallback in :mod:`.base`); it turns
the match into blocks: text, tables (:mod:`.table`) and pictures (:mod:`.draw`);
:mod:`.layout` places them on pages below a header repeated on every page, and
:mod:`.device` provides the Qt application, paper sizes and PDF files.

This package's ``__init__`` imports nothing: ``export`` stays free of Qt, so the
command line writes CSV without loading Qt.
"""
