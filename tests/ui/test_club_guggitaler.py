"""A Guggitaler club evening in the club window: the evening chosen in the New evening form,
seven members drawn at a table of four and one of three, and the tables' totals typed from
their paper sheets with the keyboard into the result dialog (refused with the rule while they
do not add up, then recorded). Figures: docs/examples/guggitaler.jass (four players: Anna −50,
Beat 40, Cla −80, Dora 90) and guggitaler-zu-dritt-domino-fr.jass (three: −30, −50, 80)."""

import random

import pytest
from PySide6.QtWidgets import QLabel, QMessageBox

from . import keyboard as kb
from .test_club_paper_empty import open_dialog

SEVEN = [("Anna Muster", "Anna"), ("Beat Keller", "Beat"), ("Cla Caduff", "Cla"),
         ("Dora Meier", "Dora"), ("Emil Steiner", "Emil"), ("Fränzi Huber", "Fränzi"),
         ("Gody Brunner", "Gody")]


@pytest.fixture
def cw(window, settings, tmp_path, dialogs):
    settings.setValue("club/path", str(tmp_path / "verein.sqlite"))
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    club_window = window.club.show_window()
    assert club_window is not None
    dialogs.shown.clear()
    dialogs.answer = QMessageBox.StandardButton.Discard
    club_window.rng = random.Random(7)  # a repeatable draw
    for name, short in SEVEN:
        dialog = club_window.members.add_dialog()
        dialog.name.setText(name)
        dialog.short.setText(short)
        dialog.accept()
        assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    return club_window


def open_result_dialog(qtbot, page):
    return open_dialog(qtbot, page.paper_button)


def type_totals(qtbot, totals):
    """Each total into the focused field, Tab to the next, as a Schreiber reads the sheet."""
    for i, total in enumerate(totals):
        if i:
            kb.tab(qtbot)
        kb.select_all(qtbot)
        kb.type_text(qtbot, str(total))


def test_a_guggitaler_evening_typed_from_paper(qtbot, cw, tmp_path):
    dialog = cw.evenings.new_evening_dialog()
    dialog.choose("guggitaler", "standard")
    dialog.passen.setValue(1)
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    evening = dialog.result_value
    assert (evening.variant, evening.preset) == ("guggitaler", "standard")
    page = cw.evenings.page
    draw = page.draw_dialog()
    assert len(draw.present()) == 7
    draw.accept()
    assert draw.result() == draw.DialogCode.Accepted, draw.error.text()
    drawn = cw.club.drawn(evening.id)[0]
    tables = {len(t.seats): t for t in drawn.tables}
    assert sorted(tables) == [3, 4] and drawn.sitting_out == ()
    members = {m.id: m for m in cw.club.members()}

    # -- the table of four: a wrong figure first --------------------------------------------
    four = tables[4]
    assert page.select(1, four.number)
    result = open_result_dialog(qtbot, page)
    assert [key for key, _ in result.fields] == ["points"]
    heads = [w.text() for w in result.findChildren(QLabel)]
    assert "<b>Total</b>" in heads
    assert any("Domino points − penalty points" in text for text in heads)
    # the sheet read aloud: −50, 40, −80 and (misread) 95
    type_totals(qtbot, (-50, 40, -80, 95))
    kb.enter(qtbot)
    assert result.isVisible()
    assert result.error.text() == (
        "1 Guggitaler of 4 players deal out 305 penalty points and 305 Domino points: the "
        "totals add up to 0, not (\u221250) + 40 + (\u221280) + 95 = 5")  # a real minus sign
    assert cw.club.results(evening.id) == []
    result.grab().save(str(tmp_path / "guggitaler-paper.png"))
    # Dora's 90 read again: the cursor is still in her field
    kb.select_all(qtbot)
    kb.type_text(qtbot, "90")
    kb.enter(qtbot)
    assert not result.isVisible(), result.error.text()
    stored = {r.member: r for r in cw.club.results(evening.id)}
    assert [(stored[m].points, stored[m].rank) for m in four.seats] == [
        (-50, 3), (40, 2), (-80, 4), (90, 1)]

    # -- the table of three ----------------------------------------------------------------------
    three = tables[3]
    assert page.select(1, three.number)
    result = open_result_dialog(qtbot, page)
    type_totals(qtbot, (-30, -50, 81))
    kb.enter(qtbot)
    assert result.isVisible() and result.error.text() == (
        f"{members[three.seats[2]].name}: 81 is not possible: every penalty and Domino "
        "value of the evening is a multiple of 5, so is every total")
    kb.select_all(qtbot)
    kb.type_text(qtbot, "80")
    kb.enter(qtbot)
    assert not result.isVisible(), result.error.text()
    stored = {r.member: r for r in cw.club.results(evening.id)}
    assert [(stored[m].points, stored[m].rank) for m in three.seats] == [
        (-30, 2), (-50, 3), (80, 1)]

    # -- the evening's ranking: the highest total first ----------------------------------------
    rows = page.ranking.table.rows_text()
    order = [row[1] for row in rows]
    by_total = sorted(list(four.seats) + list(three.seats),
                      key=lambda m: -stored[m].points)
    assert order[0] == members[four.seats[3]].label  # Dora's 90
    assert [stored[m].points for m in by_total][:3] == [90, 80, 40]


def test_guggitaler_match_files_imported_in_the_window(qtbot, cw, tmp_path):
    """The two tables played on other devices: each file found at its table by its players
    (the French cards are no other rule), recorded with its board's totals."""
    from jasstafel.core import matchfile

    dialog = cw.evenings.new_evening_dialog()
    dialog.choose("guggitaler", "standard")
    dialog.passen.setValue(1)
    dialog.accept()
    evening = dialog.result_value
    page = cw.evenings.page
    page.draw_dialog().accept()
    drawn = cw.club.drawn(evening.id)[0]
    members = {m.id: m for m in cw.club.members()}
    paths = []
    for table in drawn.tables:
        example = ("guggitaler.jass" if len(table.seats) == 4
                   else "guggitaler-zu-dritt-domino-fr.jass")
        doc = matchfile.load(f"docs/examples/{example}").document.model_copy(
            update={"players": [members[m].name for m in table.seats]})
        path = tmp_path / f"tisch{table.number}.jass"
        matchfile.save(doc, path)
        paths.append(str(path))
    dialog = page.import_dialog(paths)
    assert [(dialog.passe_spins[i].value(), dialog.table_spins[i].value())
            for i in range(2)] == [(1, t.number) for t in drawn.tables]
    # the same table rules: nothing to confirm
    assert not dialog.other_rules.isVisibleTo(dialog)
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    stored = {r.member: r for r in cw.club.results(evening.id)}
    totals = {len(t.seats): [stored[m].points for m in t.seats] for t in drawn.tables}
    # the examples' boards: −50, 40, −80, 90 and −30, −50, 80
    assert totals == {4: [-50, 40, -80, 90], 3: [-30, -50, 80]}
    assert all(r.source == "match" for r in stored.values())
