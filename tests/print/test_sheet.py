"""The match sheet: every example prints with its players, every entry's written values
and the running totals; long matches flow over pages with the header repeated."""

import re

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QFontDatabase
from PySide6.QtPrintSupport import QPrinter

from jasstafel.core import JassError, MatchInfo, matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.printing.sheet import paint_sheet, write_pdf

from . import EXAMPLE_FILES, EXAMPLES, is_subsequence, numbers, pdf_pages

CONTRACTS = ["eicheln", "rosen", "schilten", "schellen", "obenabe", "undenufe"]


@pytest.fixture(autouse=True)
def _app(qapp):
    """Painting text needs the QApplication of pytest-qt."""
    return qapp


def long_turnier(rounds):
    """A Schieber Turnier of *rounds* rounds with varied card points."""
    match = new_match("schieber", ["Anna", "Beat", "Cla", "Dora"], preset="turnier",
                      settings={"rounds": rounds},
                      info=MatchInfo(title="Langer Turnier", date="2026-12-01", place="Muri",
                                     table="3"))
    for i in range(rounds):
        a = (i * 37) % 158
        match.add(SchieberRound(contract=CONTRACTS[i % 6], announced_by=i % 2,
                                points=(a, 157 - a), match=a in (0, 157)))
    return match


def entry_rows(text, number):
    """The lines of the entries table that start with entry *number*."""
    return [line for line in text.splitlines() if re.match(rf"\s*{number}\s", line)]


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_example_sheet_has_players_entries_and_totals(path, tmp_path):
    match = matchfile.load(path)
    board = match.board()
    out = tmp_path / "sheet.pdf"
    write_pdf(match, out, club="Jassclub Muri")
    pages = pdf_pages(out)
    text = "\n".join(pages)
    for n, page in enumerate(pages, start=1):  # the header on every page
        assert "Jassclub Muri" in page
        assert match.rules.title in page
        for player in match.document.players:
            assert player in page
        assert f"Page {n} of {len(pages)}" in page
    for line in board.entries:
        # a Fahnder's rows carry the deal's number, as its history says it ("Donne 6"); a
        # misdeed's row has none (test_fahnder_deal_numbers.py looks at those)
        label = line.round if match.variant == "fahnder" else line.number
        if not label:
            continue
        rows = entry_rows(text, label)
        assert rows, f"entry {line.number} is missing"
        # per side what the entry wrote (a mark variant leaves 0 blank) and the total
        wanted = [v for w, t in zip(line.written, line.totals, strict=True)
                  for v in ((w, t) if w else (t,))]
        assert is_subsequence(wanted, [n for row in rows for n in numbers(row)]), (
            line.number, wanted, rows)
    final = text[text.index("Final board" if board.finished else "Board as it stands"):]
    for side, rank in zip(board.sides, board.ranks, strict=True):
        # (?<![\w-]) and not \b before the total: a total can be negative (-50)
        assert re.search(rf"{rank}\s+{re.escape(side.name)}\b.*(?<![\w-]){side.total}\b",
                         final), (
            side.name, rank, side.total)
    for side in board.sides:
        assert f"Signature {side.name}" in final
    if board.finished:
        names = [board.sides[w].name for w in board.winners]
        assert ("Winner: " if len(names) == 1 else "Winners: ") in final
        assert all(name in final for name in names)


def test_schieber_sheet_shows_the_fields_of_each_round(tmp_path):
    match = matchfile.load(EXAMPLES / "schieber-freier-jass.jass")
    write_pdf(match, tmp_path / "s.pdf")
    text = "\n".join(pdf_pages(tmp_path / "s.pdf"))
    # round 1: Schellen ×2 by Team A, 101 : 56, Weis Team A: 50 → 302 : 112
    row = entry_rows(text, 1)[0]
    assert "Bells" in row and "Team A" in row
    assert is_subsequence([2, 101, 50, 302, 302, 56, 112, 112], numbers(row))
    assert "passed" in text  # round 2 was geschoben
    assert "Bedanken by Team A" in text
    # the settings that change the score
    assert "target 4500 points" in text
    assert "Acorns ×5, Roses ×5, Shields ×2, Bells ×2, Obenabe ×3, Undenufe ×4" in text
    assert "157 + 100 = 257" in text
    # the Z of 4519: 45 strokes of 100, the rest 19
    # the breakdown breaks before a "+", which starts the next line
    assert re.search(r"45×100 \+ 0×50\s.*\n\s*\+ 0×20 \+ 19", text)
    assert "Winner: Team A" in text


def test_coiffeur_sheet_shows_the_grid(tmp_path):
    match = matchfile.load(EXAMPLES / "coiffeur-swisslos-8-three-players.jass")
    write_pdf(match, tmp_path / "c.pdf")
    text = "\n".join(pdf_pages(tmp_path / "c.pdf"))
    grid = text[text.index("Board as it stands"):]
    # rows with factor and cells; open cells are "–"
    assert re.search(r"Acorns\s+1\s+90\s+–\s+–", grid)
    assert re.search(r"Joker\s+7\s+–\s+–\s+1799", grid)
    assert re.search(r"Total\s+450\s+1360\s+1979", grid)
    assert "Not finished: the board after 6 entries." in text


def test_a_long_match_flows_over_pages_with_the_header_on_each(tmp_path):
    match = long_turnier(60)
    out = tmp_path / "long.pdf"
    write_pdf(match, out, club="Jassclub Muri")
    pages = pdf_pages(out)
    assert len(pages) >= 2
    for n, page in enumerate(pages, start=1):
        for word in ("Jassclub Muri", "Langer Turnier", "2026-12-01", "Muri", "Anna", "Dora"):
            assert word in page
        assert f"Page {n} of {len(pages)}" in page
    # two pages of entries and board, then the statistics on a page of their own
    assert len(pages) == 3 and "Page 2 of 3" in pages[1] and "Statistics" in pages[2]
    text = "\n".join(pages)
    assert all(entry_rows(text, n) for n in range(1, 61))
    # the column titles are repeated where the table continues
    continued = next(p for p in pages[1:] if entry_rows(p, 60))
    assert "Card points" in continued and "Written" in continued
    board = match.board()
    assert re.search(rf"\b{board.sides[0].total}\b", pages[-2])


def test_an_unfinished_match_prints_the_board_as_it_stands(tmp_path):
    doc = long_turnier(12).document
    running = matchfile.loads(matchfile.dumps(doc.model_copy(
        update={"entries": doc.entries[:3]})))
    write_pdf(running, tmp_path / "r.pdf")
    text = "\n".join(pdf_pages(tmp_path / "r.pdf"))
    assert "Board as it stands" in text
    assert "Not finished: the board after 3 entries." in text
    assert "Round 4 of 12" in text


def test_a_match_without_entries_prints(tmp_path):
    match = new_match("coiffeur", ["Anna", "Beat", "Cla", "Dora"])
    write_pdf(match, tmp_path / "empty.pdf")
    text = "\n".join(pdf_pages(tmp_path / "empty.pdf"))
    assert "No entries yet." in text and "Coiffeur 3×3" in text


def test_the_same_painting_works_on_a_qprinter(tmp_path):
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printer.pdf"))
    printer.setFullPage(True)  # no margins from the printer: the sheet keeps its own
    match = matchfile.load(EXAMPLES / "pandur.jass")
    paint_sheet(printer, match, club="Jassclub Muri")
    text = "\n".join(pdf_pages(tmp_path / "printer.pdf"))
    assert "Ruedi" in text and "Margrit" in text and "Winner: Ruedi" in text


def test_letter_paper_and_unknown_paper(tmp_path):
    match = matchfile.load(EXAMPLES / "fahnder.jass")
    write_pdf(match, tmp_path / "letter.pdf", paper="letter")
    write_pdf(match, tmp_path / "a4.pdf")
    assert b"MediaBox [0 0 612" in (tmp_path / "letter.pdf").read_bytes()
    assert b"MediaBox [0 0 595" in (tmp_path / "a4.pdf").read_bytes()
    with pytest.raises(JassError, match="unknown paper 'a3'"):
        write_pdf(match, tmp_path / "a3.pdf", paper="a3")


def test_a_file_that_cannot_be_written_is_one_clear_error(tmp_path):
    match = matchfile.load(EXAMPLES / "fahnder.jass")
    with pytest.raises(JassError, match="cannot write"):
        write_pdf(match, tmp_path / "missing" / "sheet.pdf")


def test_sheet_strings_go_through_qt_translation(tmp_path):
    class German(QTranslator):
        """Two words of a German translation; everything else stays as it is."""

        def translate(self, context, source, disambiguation=None, n=-1):
            words = {"Page {0} of {1}": "Seite {0} von {1}", "Final board": "Schlusstafel"}
            return words.get(source, source) if context == "print" else source

    translator = German()
    QCoreApplication.installTranslator(translator)
    try:
        write_pdf(matchfile.load(EXAMPLES / "fahnder.jass"), tmp_path / "de.pdf")
    finally:
        QCoreApplication.removeTranslator(translator)
    text = "\n".join(pdf_pages(tmp_path / "de.pdf"))
    assert "Seite 1 von 2" in text and "Schlusstafel" in text and "Page 1" not in text


def test_a_variant_without_its_own_sheet_prints_the_entries_text(tmp_path, monkeypatch):
    from jasstafel.printing import variants

    monkeypatch.delitem(variants.SHEETS, "punktetafel")
    match = matchfile.load(EXAMPLES / "punktetafel-bis-100.jass")
    write_pdf(match, tmp_path / "fallback.pdf")
    text = "\n".join(pdf_pages(tmp_path / "fallback.pdf"))
    assert "Entry" in text and "Written" in text
    flat = "".join(text.split())  # pdftotext may drop a narrow space ("4/3")
    for line in match.board().entries:
        assert "".join(line.text.split()) in flat
        assert is_subsequence(line.totals, numbers(entry_rows(text, line.number)[0]))
    assert "Winner: Ruedi" in text


# -- long and wide names (issue 13): shortened with … or wrapped, never a failure --------------

WIDE_NAME = "漢" * 60  # the longest name a match file holds, twice as wide as Latin letters
EMOJI_NAME = "😀" * 2500  # only with the checks bypassed: never from a file
LONG_NAME = "Jasskönig" * 300  # the same, in letters pdftotext gives back


def with_names(path, name):
    """The example at *path* with its first player (and first team) called *name*; built
    around the file checks (model_copy), as a program bug or a future caller might."""
    doc = matchfile.load(path).document
    update = {"players": [name, *doc.players[1:]]}
    if doc.teams:
        update["teams"] = [doc.teams[0].model_copy(update={"name": name}), *doc.teams[1:]]
    return matchfile.Match(doc.model_copy(update=update))


def one_example_per_variant():
    seen, out = set(), []
    for path in EXAMPLE_FILES:
        variant = matchfile.load(path).variant
        if variant not in seen:
            seen.add(variant)
            out.append(path)
    return out


@pytest.mark.parametrize("name", [WIDE_NAME, EMOJI_NAME, LONG_NAME],
                         ids=["60 wide", "2500 emoji", "2700 letters"])
@pytest.mark.parametrize("path", one_example_per_variant(), ids=lambda p: p.stem)
def test_long_and_wide_names_print_in_every_variant(path, name, tmp_path):
    chinese = QFontDatabase.WritingSystem.TraditionalChinese
    if name == WIDE_NAME and not QFontDatabase.families(chinese):
        # without a font for the characters the PDF holds empty boxes, and pdftotext gives
        # nothing back to compare (.ci/run installs fonts-wqy-microhei)
        pytest.skip("no font with Chinese characters (apt-get install fonts-wqy-microhei)")
    match = with_names(path, name)
    out = tmp_path / "long.pdf"
    write_pdf(match, out, club="Jassclub Muri")
    pages = pdf_pages(out)
    text = "".join("\n".join(pages).split())  # pdftotext breaks wrapped names anywhere
    assert 1 <= len(pages) <= 2 * len(pdf_pages_of_example(path, tmp_path))
    assert "Jassclub Muri" in pages[0] and f"Page 1 of {len(pages)}" in pages[0]
    if name == WIDE_NAME:  # 60 characters: all of them in the header, wrapped
        assert f"Players:{WIDE_NAME}" in text or f"Teams:{WIDE_NAME}" in text
    elif name == LONG_NAME:  # cut to 60 characters on paper, marked
        assert LONG_NAME[:59] + "…" in text and LONG_NAME[:61] not in text
    else:
        assert "…" in text
    board = match.board()
    for side in board.sides:  # every total still on the sheet
        assert str(side.total) in text


def pdf_pages_of_example(path, tmp_path):
    out = tmp_path / "plain.pdf"
    write_pdf(matchfile.load(path), out, club="Jassclub Muri")
    return pdf_pages(out)


def test_a_long_club_and_title_print(tmp_path):
    match = new_match("schieber", ["Anna", "Beat", "Cla", "Dora"],
                      info=MatchInfo(title="T" * 1000, place="漢" * 1000))
    write_pdf(match, tmp_path / "t.pdf", club="K" * 5000)
    pages = pdf_pages(tmp_path / "t.pdf")
    write_pdf(new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]), tmp_path / "s.pdf")
    assert len(pages) == len(pdf_pages(tmp_path / "s.pdf"))  # the header takes no more pages
    assert all("…" in page and "T" * 119 + "…" in "".join(page.split()) for page in pages)


def test_a_name_too_long_for_its_box_ends_in_an_ellipsis(tmp_path):
    """A Fahnder box holds three lines of a name, broken at its spaces and hyphens: what
    does not fit is shortened with "…" on the third line, not dropped without a sign."""
    name = "Anna-Katharina Müller-Lüdenscheid von Wattenwyl-Oberholzer"
    write_pdf(new_match("fahnder", [name, "Beat", "Cla", "Dora"]), tmp_path / "f.pdf")
    (page,) = pdf_pages(tmp_path / "f.pdf")
    lines = [line.strip() for line in page.splitlines()]
    box = lines.index("Anna-Katharina")  # the box's first line (the others' boxes beside
    assert lines[box + 1].startswith("Müller-Lüdenscheid ")  # the second)
    third = [line for line in lines if line.startswith("von Wattenwyl-")]
    assert len(third) == 1 and third[0].endswith("…"), third


def test_the_molotow_rules_space_their_semicolon_in_french(tmp_path, qapp):
    """French writes a space before ";": the round score and who wins are one message."""
    from jasstafel.ui import i18n

    i18n.install(qapp, "fr")
    try:
        write_pdf(matchfile.load(EXAMPLES / "molotow-hausjass.jass"), tmp_path / "m.pdf")
    finally:
        i18n.uninstall(qapp)
    text = " ".join(" ".join(page.split()) for page in pdf_pages(tmp_path / "m.pdf"))
    assert "(20) ; le plus petit total gagne" in text


def test_coiffeur_grid_marks_a_match_and_a_kontermatsch_as_the_window_does(tmp_path):
    """The printed grid wrote a Kontermatsch's cell as a bare 0 and a Match's as its number
    only; the window's grid writes "0 KM" and "257 M" (found in a trial)."""
    from jasstafel.core.coiffeur import CoiffeurRound

    match = new_match("coiffeur", ["Anna", "Beat", "Cla", "Dora"])
    match.add(CoiffeurRound(team=0, row=0, points=157, match=True))
    match.add(CoiffeurRound(team=1, row=1, kontermatsch=True))
    match.add(CoiffeurRound(team=0, row=2, points=0))  # a plain 0: no mark
    write_pdf(match, tmp_path / "c.pdf")
    text = "\n".join(pdf_pages(tmp_path / "c.pdf"))
    grid = text[text.index("Board as it stands"):]
    rows = [line.split() for line in grid.splitlines()]
    first, second, third = (next(r for r in rows if r[:1] == [name])
                            for name in ("Acorns", "Bells", "Shields"))
    assert first[1:] == ["1", "257", "M", "–"], first
    assert second[1:] == ["2", "–", "0", "KM"], second
    assert third[1:] == ["3", "0", "–"], third  # Schilten
    assert "M: written with a Match; KM: with a Kontermatsch." in text
    # no mark, no legend
    plain = new_match("coiffeur", ["Anna", "Beat", "Cla", "Dora"])
    plain.add(CoiffeurRound(team=0, row=0, points=90))
    write_pdf(plain, tmp_path / "p.pdf")
    assert "Kontermatsch." not in "\n".join(pdf_pages(tmp_path / "p.pdf"))


def test_a_preset_whose_values_were_changed_says_so(tmp_path):
    """A trial's sheet said "To 100, a lead of 2" right above a margin of 5: the preset's
    name, although its values were changed. Now it says ", changed: …" with what was
    changed and what it replaced; the preset as it is keeps its plain name, also played with
    the other deck."""
    from jasstafel.core import find_variant

    cls = find_variant("punktetafel")
    changed = cls.PRESETS["bis_100"].model_copy(update={"margin": 5})
    for settings, said in ((changed, True), (cls.PRESETS["bis_100"], False)):
        match = new_match("punktetafel", ["Anne", "Bernard"], preset="bis_100",
                          settings=settings.model_dump())
        out = tmp_path / "sheet.pdf"
        write_pdf(match, out)
        text = " ".join(pdf_pages(out)[0].split())
        assert (", changed: Lead needed at the target: 5 instead of 2" in text) == said, \
            text[:300]
        assert "changed" in text or not said
    schieber = new_match("schieber", ["A", "B", "C", "D"], preset="swisslos_2500",
                         settings={"deck": "fr"})
    write_pdf(schieber, tmp_path / "schieber.pdf")
    assert "(changed" not in " ".join(pdf_pages(tmp_path / "schieber.pdf")[0].split())
