"""A Romand organiser's club paper (Fribourg, a French window at 1280 × 800, a live evening
of two tables): every paper of the evening's *Papier* menu written as PDF, with the members'
long names and a preset changed (a Chibre *Jass libre* played to 1'000).

Her table sheets printed the rules line "Jeu : Chibre · Jass libre (…) (modifié : But (jeu au
but) : 1'000)" on two lines, the second ON TOP of the next line, "Place 1 (A) : Noé
Chappuis", and the second page's team box said "A : Jean-Daniel d'Aubonne & Céline Goth…";
her table cards cut the line under the table's number at both ends ("lanche 1 · Chibre …
1'00"). On every paper now no word is printed over another (pdftotext's boxes), no line is
cut at the edge of its box, and no name is shortened: a line that wraps pushes what follows
down, a team's name over its Z takes two lines.

The members are added through the club (they are not what the test is about); the evening
is made in the *Nouvelle soirée* dialog (the goal typed), drawn in the draw dialog, and the
paper written from the menu's actions, the file dialog answered with a path."""

import shutil

import pytest
from PySide6.QtCore import QDate
from PySide6.QtWidgets import QFileDialog

from jasstafel.ui.widgets.numberfield import NumberField

from .club_steps import type_into
from .test_club_tables_list_words import club_window
from .texts import PaintedBoxes, pdf_words, printed_over

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None,
                                reason="poppler-utils not installed")

MEMBERS = ["Noé Chappuis", "Jean-Daniel d'Aubonne", "Céline Gothuey-Bersier",
           "Mireille Python", "Anne-Laure Vonlanthen", "Pierre-Alain Baeriswyl",
           "Marie-Thérèse Rossier", "Luc Overney"]


@pytest.fixture
def cw(french_window, club_path, dialogs):
    return club_window(french_window, dialogs)


def romand_evening(cw, qtbot):
    """Eight members, a Chibre *Jass libre* to 1'000 of two Passen (the goal typed in the
    dialog), drawn: two tables a Passe."""
    for name in MEMBERS:
        cw.club.add_member(name, "")
    cw.refresh()
    dialog = cw.evenings.new_evening_dialog()
    dialog.date.setDate(QDate(2026, 11, 26))
    dialog.choose("schieber", "freier_jass")
    dialog.passen.setValue(2)
    type_into(qtbot, dialog.form.findChild(NumberField, "setting_target"), "1000")
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    draw = cw.evenings.page.draw_dialog()
    draw.accept()
    assert draw.result() == draw.DialogCode.Accepted, draw.error.text()
    return dialog.result_value


def written(cw, monkeypatch, tmp_path, kind):
    """The paper *kind* from the Papier menu as PDF: its path and what was painted."""
    out = tmp_path / f"{kind}.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    with PaintedBoxes() as painted:
        cw.evenings.page.paper_actions[(kind, "pdf")].trigger()
    assert out.exists()
    return out, painted


@pytest.mark.parametrize("kind", ["sheets", "cards", "map", "seats"])
def test_nothing_is_printed_over_cut_or_shortened(cw, qtbot, monkeypatch, tmp_path, kind):
    evening = romand_evening(cw, qtbot)
    assert evening.settings["target"] == 1000  # the preset changed: "(modifié : …)"
    out, painted = written(cw, monkeypatch, tmp_path, kind)
    pages = pdf_words(out)
    for number, page in enumerate(pages, start=1):
        assert printed_over(page) == [], (kind, number)
    assert painted.cut() == [], kind
    assert [box.text for box in painted.boxes if "…" in box.text] == [], kind
    # every name whole, on one line or on lines painted one after the other (broken at a
    # space or after a hyphen)
    lines = " ".join(box.text for box in painted.boxes).replace("- ", "-")
    for name in MEMBERS:
        assert name in lines, (kind, name)


def test_the_table_sheets_rules_line_wraps_and_pushes_the_seats_down(cw, qtbot, monkeypatch,
                                                                    tmp_path):
    """The rules line of the sheet's head is two lines here (the case of the trial), and the
    seats come under its second line."""
    from jasstafel.printing.club_sheets import variant_line

    evening = romand_evening(cw, qtbot)
    value = variant_line(cw.club.evening(evening.id)).split()
    assert "modifié" in value
    out, _painted = written(cw, monkeypatch, tmp_path, "sheets")
    for page in pdf_words(out):
        jeu = next(w for w in page if w.text == "Jeu")
        line = jeu.bottom - jeu.top
        right = next(w for w in page if w.text == "Secrétaire").left  # the second column
        # the value's words (a label's colon, in the value too, left out)
        rules = [w for w in page if w.text in value and w.text != ":" and jeu.right < w.left
                 and w.right < right and jeu.top - 0.5 < w.top < jeu.top + 2.5 * line]
        # it wraps (onto a third line since it says what the goal replaced)
        assert len({round(w.top) for w in rules}) >= 2, [w.text for w in rules]
        seat = next(w for w in page if w.text == "Place")
        assert seat.top >= max(w.bottom for w in rules) - 0.5, (seat, rules)


def test_a_team_s_name_over_its_z_is_whole_on_two_lines(cw, qtbot, monkeypatch, tmp_path):
    """The team box's title, bold over the Z: on one line where it fits, else on two, never
    shortened (the trial's "A : Jean-Daniel d'Aubonne & Céline Goth…")."""
    evening = romand_evening(cw, qtbot)
    _out, painted = written(cw, monkeypatch, tmp_path, "sheets")
    sides = []
    for passe in cw.club.drawn(evening.id):
        for table in passe.tables:
            names = [cw.club.member(m).name for m in table.seats]
            sides += [f"A : {names[0]} & {names[2]}", f"B : {names[1]} & {names[3]}"]
    titles = [box for box in painted.boxes
              if box.font.bold() and round(box.font.pointSizeF()) == 10]
    shown = [box.text.replace("\u202f", " ") for box in titles]
    for side in sides:
        whole = side in shown or any(
            f"{a} {b}" == side for a, b in zip(shown, shown[1:], strict=False))
        assert whole, (side, shown)
    assert any(side not in shown for side in sides)  # one of them needs two lines
