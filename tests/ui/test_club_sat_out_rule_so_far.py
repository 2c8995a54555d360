"""The rule under the evening's ranking says what is true of a member the draw made sit out
every Manche so far (French window). Mid-evening (the first of two Manches typed) it stood
"Un membre au repos à chaque manche par le tirage a une ligne sans rang … dans la saison,
cette soirée compte comme sa propre soirée moyenne" under his line "au repos jusqu’ici",
although the draw had seated him for the next Manche: now it says that his line is without
a rank for now and that the next Manche may seat him, on the evening page and on the printed
ranking. Once the evening is over (its Manches cut to the one played, in *Modifier la
soirée…*: the organiser ended it early), he sat out every Manche, and the rule says so again.
The tooltip of his line (what he earns) follows the same way.

The evening is made, drawn, typed from paper and edited through the window's dialogs (keys
into the fields, the dialogs' own buttons); the members are added through the club's API."""

import shutil
import subprocess

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QSpinBox

from jasstafel.ui.widgets.numberfield import NumberField

from . import keyboard as kb
from .club_steps import ok, open_club_window, open_tab, type_into
from .test_club_paper_empty import field, open_dialog, press_ok, type_over
from .test_club_sat_out_evening import MEMBERS

#: the rule's sentence mid-evening (a piece of it), and what it said before, also after
SO_FAR = ("Un membre au repos par le tirage à chaque manche jouée jusqu’ici a pour "
          "l’instant une ligne sans rang")
NEXT = "le tirage peut le placer à une table à la manche suivante"
EVERY = "Un membre au repos à chaque manche par le tirage a une ligne sans rang"
#: the tooltip of his line's figures, mid-evening and once the evening is over (pieces)
TIP_SO_FAR = ("Au repos par le tirage à chaque manche jouée jusqu’ici\u00a0: il n’en a encore "
              "joué aucune, il n’a donc pour l’instant ni rang ni chiffres")
TIP_EVERY = ("Au repos à chaque manche selon le tirage\u00a0: il n’en a joué aucune, il n’a donc "
             "ni rang ni chiffres ce soir")


def tip_of_last_line(table):
    """The tooltip of the last line's Manches (what a member without a rank earns)."""
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    return table.item(table.rowCount() - 1, heads.index("Manches")).toolTip()


@pytest.fixture
def french_cw(french_window, club_path, dialogs):
    return open_club_window(french_window, dialogs)


def flat(text):
    """*text* on one line, every space (a no-break one too) one space: as a reader reads
    a paragraph, wherever it wraps."""
    return " ".join(text.split())


def evening_pdf(cw, qtbot, evening, monkeypatch, path):
    """The Classements tab, the evening chosen, *PDF…* clicked (the file dialog answered
    with *path*): the PDF's text."""
    open_tab(qtbot, cw, cw.rankings)
    cw.rankings.choose("evening", evening.id)
    panel = cw.rankings.panel
    qtbot.waitUntil(lambda: panel.table.rowCount() == 9)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    panel.pdf_button.click()
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True,
                          text=True, check=True).stdout


def test_mid_evening_the_rule_says_so_far_and_after_the_last_manche_every(
        french_cw, qtbot, tmp_path, monkeypatch):
    cw = french_cw
    for name, short in MEMBERS:
        cw.club.add_member(name, short)
    cw.refresh()
    open_tab(qtbot, cw, cw.evenings)
    page = cw.evenings.page
    # Nouvelle soirée…: Chibre Tournoi of 2 rounds, 2 Manches
    cw.evenings.new_button.click()
    dialog = QApplication.activeModalWidget()
    dialog.date.setDate(QDate(2026, 12, 1))
    dialog.choose("schieber", "turnier")
    type_into(qtbot, dialog.passen, "2")
    type_into(qtbot, dialog.form.findChild(NumberField, "setting_rounds"), "2")
    ok(dialog)
    evening = dialog.result_value
    assert evening.passen == 2
    ok(page.draw_dialog())  # the nine drawn: one sits out each Manche
    first, second = cw.club.drawn(evening.id)
    (out,) = first.sitting_out
    assert out not in second.sitting_out  # drawn to play the second Manche

    # the first Manche typed from paper: table 1 A 200 : B 114, table 2 A 100 : B 214
    for table, (a, b) in ((1, ("200", "114")), (2, ("100", "214"))):
        assert page.select(1, table)
        paper = open_dialog(qtbot, page.paper_button)
        for row, points in ((0, a), (1, b)):
            type_over(qtbot, field(paper, row, "points"), points)
            type_over(qtbot, field(paper, row, "matches"), "0")
        press_ok(qtbot, paper)
        assert not paper.isVisible(), paper.error.text()
    table = page.ranking.table
    qtbot.waitUntil(lambda: table.rowCount() == 9)
    cw.resize(1366, 740)
    QApplication.processEvents()
    cw.grab().save(str(tmp_path / "clubwords-so-far.png"))
    assert table.rows_text()[-1][-1] == "au repos jusqu’ici"
    rule = flat(page.ranking.rule.text())
    assert SO_FAR in rule and NEXT in rule, rule
    assert EVERY not in rule, rule
    # the rounding's figure with its words, wherever the label wraps
    # (tests/print/test_rounding_on_one_line.py)
    assert "0,5\u00a0vers\u00a0le\u00a0haut" in page.ranking.rule.text()
    tip = tip_of_last_line(table)
    assert TIP_SO_FAR in tip and NEXT in tip, tip
    if shutil.which("pdftotext"):
        text = flat(evening_pdf(cw, qtbot, evening, monkeypatch, tmp_path / "mi.pdf"))
        assert SO_FAR in text and NEXT in text, text
        assert EVERY not in text, text

    # the organiser ends the evening after this Manche: Modifier la soirée…, Manches 1
    open_tab(qtbot, cw, cw.evenings)
    qtbot.mouseClick(page.edit_button, Qt.MouseButton.LeftButton)
    edit = QApplication.activeModalWidget()
    passen = edit.findChild(QSpinBox, "eveningPassen")
    passen.setFocus()
    qtbot.waitUntil(passen.hasFocus)
    kb.select_all(qtbot)
    kb.type_text(qtbot, "1")
    type_into(qtbot, edit.note, "fin anticipee")
    ok(edit)
    assert cw.club.evening(evening.id).passen == 1
    qtbot.waitUntil(lambda: table.rowCount() == 9
                    and table.rows_text()[-1][-1] == "au repos à chaque manche")
    cw.grab().save(str(tmp_path / "clubwords-every.png"))
    rule = flat(page.ranking.rule.text())
    assert EVERY in rule and "jusqu’ici" not in rule, rule
    assert TIP_EVERY in tip_of_last_line(table)
    if shutil.which("pdftotext"):
        text = flat(evening_pdf(cw, qtbot, evening, monkeypatch, tmp_path / "fin.pdf"))
        assert EVERY in text and "jusqu’ici" not in text, text
