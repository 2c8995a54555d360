"""A table imported unfinished keeps its marks in the window (the words under its players'
names, the reason in their tooltip: test_club_accepted_tables_marked.py), and its figures
and the note under the ranking say it as paper does (test_club_unfinished_in_window.py);
the evening ranking the window prints (*Export PDF…*, as *Print…*) marks its players'
figures "408†" and says under the ranking which table, who played and what that means, as
the terminal does (tests/club/test_unfinished_table_in_rankings.py): the sheet on the wall
had four players "losing" with no word of why.

The two match files are imported in the window's import dialog as a person does; the PDF
is written by clicking the ranking's *Export PDF…* beside the tables."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from jasstafel.club import OTHER_RULES_MARK, UNFINISHED_MARK

from .club_steps import open_club_window
from .test_club_accepted_tables_marked import imported
from .texts import pdf_text

SAID = ("Passe 1, table 1 (Anna & Cla, Beat & Dora): imported from an unfinished match (not "
        "finished: 5 of 12 rounds): it has no winner, and its figures count as they stood.")


def test_the_window_shows_what_its_paper_marks(window, club_path, dialogs, qtbot, tmp_path,
                                              monkeypatch):
    cw = open_club_window(window, dialogs)
    _evening, page = imported(cw, qtbot, tmp_path)
    panel = page.ranking
    cells = [panel.table.item(r, c).text() for r in range(panel.table.rowCount())
             for c in range(panel.table.columnCount())]
    assert f"408{UNFINISHED_MARK}" in cells, cells
    assert sum(cell.endswith("\nnot finished") for cell in cells) == 4
    assert panel.note.text().startswith(f"{OTHER_RULES_MARK} Passe 1, table 2")
    assert " ".join(panel.note.text().split()).endswith(f"{UNFINISHED_MARK} {SAID}")

    path = tmp_path / "abend.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    qtbot.mouseClick(panel.pdf_button, Qt.MouseButton.LeftButton)
    text = " ".join(pdf_text(path).split())
    assert f"{UNFINISHED_MARK} {SAID}" in text, text
    assert f"408{UNFINISHED_MARK}" in text and f"320{OTHER_RULES_MARK}" in text, text
