"""A table's result typed or corrected in the club window keeps the rules: one team wins a
Partie ("won" is rank 1), a corrected Pandur rank takes "won" with it, and a Pandur ends
as a Pandur can (a club organiser's trial: both teams ticked *Won* were taken, a Pandur
fourth stayed a first place, ranks 2 / 1 / 1 / 3 gave 13 rank points)."""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox, QMessageBox

from jasstafel.club import PaperResult
from jasstafel.ui.widgets.numberfield import NumberField


@pytest.fixture
def cw(window, club_path, dialogs):
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    club_window = window.club.show_window()
    assert club_window is not None
    dialogs.shown.clear()
    dialogs.answer = QMessageBox.StandardButton.Discard
    club_window.rng = random.Random(7)
    return club_window


def evening_drawn(cw, variant, preset=None):
    """Four members, an evening of one Passe, drawn: its page, table 1 chosen."""
    ids = [cw.club.add_member(name).id for name in ("Anna", "Beat", "Cla", "Dora")]
    evening = cw.club.new_evening("2026-09-03", variant, preset=preset, passen=1)
    cw.club.draw(evening.id, ids, rng=random.Random(7))
    cw.refresh()
    cw.evenings.choose(evening.id)
    page = cw.evenings.page
    assert page.select(1, 1)
    return evening, page


def type_into(qtbot, spin, text):
    """Select the field's figure and type over it, as a Schreiber does."""
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(spin, text)


def spin(dialog, row, key):
    return dialog.findChild(NumberField, f"paper_{row}_{key}")


def tick(qtbot, box):
    """Tick or untick a check box from the keyboard (Space), as a Schreiber Tabbing does."""
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)


def press_ok(qtbot, dialog):
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)


def test_both_teams_ticked_won_are_refused_in_a_correction(cw, qtbot):
    evening, page = evening_drawn(cw, "schieber", "einfach_1000")
    dialog = page.paper_dialog()
    type_into(qtbot, spin(dialog, 0, "points"), "990")
    for row in (0, 1):  # no Matches: typed, an empty field is not 0
        type_into(qtbot, spin(dialog, row, "matches"), "0")
    type_into(qtbot, spin(dialog, 1, "points"), "700")
    tick(qtbot, dialog.findChild(QCheckBox, "paper_0_won"))
    press_ok(qtbot, dialog)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    before = cw.club.results(evening.id)

    # the trial's correction: A 1100, B 1005, B's Won ticked too (A's still ticked)
    assert page.select(1, 1)
    dialog = page.correct_dialog()
    type_into(qtbot, spin(dialog, 0, "points"), "1100")
    type_into(qtbot, spin(dialog, 1, "points"), "1005")
    b_won = dialog.findChild(QCheckBox, "paper_1_won")
    tick(qtbot, b_won)
    press_ok(qtbot, dialog)
    assert dialog.isVisible()
    assert dialog.error.text().endswith("are both marked as won: one team wins a game (the "
                                        "winner is rank 1 at the table): mark only the team "
                                        "that won")
    assert cw.club.results(evening.id) == before  # nothing changed
    assert spin(dialog, 0, "points").value() == 1100 and b_won.isChecked()  # typing kept

    # A's Won unticked: B bedankte right and ranks first with fewer points
    tick(qtbot, dialog.findChild(QCheckBox, "paper_0_won"))
    press_ok(qtbot, dialog)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    ranks = {(r.side, r.rank, r.won) for r in cw.club.results(evening.id)}
    assert ranks == {(0, 2, False), (1, 1, True)}


def test_a_correction_that_unticks_the_winner_is_refused(cw, qtbot):
    """A Partie to a target has its winner: unticked, nobody would have won."""
    evening, page = evening_drawn(cw, "schieber", "einfach_1000")
    dialog = page.paper_dialog()
    type_into(qtbot, spin(dialog, 0, "points"), "990")
    for row in (0, 1):  # no Matches: typed, an empty field is not 0
        type_into(qtbot, spin(dialog, row, "matches"), "0")
    type_into(qtbot, spin(dialog, 1, "points"), "1010")
    tick(qtbot, dialog.findChild(QCheckBox, "paper_0_won"))  # A bedankte right
    press_ok(qtbot, dialog)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert page.select(1, 1)
    dialog = page.correct_dialog()
    tick(qtbot, dialog.findChild(QCheckBox, "paper_0_won"))
    press_ok(qtbot, dialog)
    assert dialog.isVisible()
    assert dialog.error.text().endswith("are both marked as not won: one team wins a game "
                                        "to a target (the one that called Bedanken); mark it")
    assert {(r.side, r.rank, r.won) for r in cw.club.results(evening.id)} == {
        (0, 1, True), (1, 2, False)}


def test_pandur_ranks_a_pandur_cannot_end_with_are_refused(cw, qtbot):
    evening, page = evening_drawn(cw, "pandur")
    dialog = page.paper_dialog()
    # the trial's sheet: 16 rank 2, 15 rank 1, 9 rank 1, 15 rank 3
    for row, (points, rank) in enumerate(((16, 2), (15, 1), (9, 1), (15, 3))):
        type_into(qtbot, spin(dialog, row, "points"), str(points))
        type_into(qtbot, spin(dialog, row, "rank"), str(rank))
    press_ok(qtbot, dialog)
    assert dialog.isVisible()
    # each rank said with its player's name: typed from the top down, the suggestion is right
    # whatever order the club lists the players in (a trial typed "1, 1, 4, 3" so)
    a, b, c, d = (group[0].name for group in dialog.groups)
    assert dialog.error.text() == (  # a refusal on its own: with a capital
        f"Ranks {a} 2, {b} 1, {c} 1, {d} 3 are not possible: players who share a place take "
        f"the places after it too (after two first places comes the third): {a} 3, {b} 1, "
        f"{c} 1, {d} 4")
    type_into(qtbot, spin(dialog, 0, "rank"), "3")
    type_into(qtbot, spin(dialog, 3, "rank"), "4")
    press_ok(qtbot, dialog)  # 9 Schreibpunkte at a shared first place
    assert dialog.isVisible()
    assert "rank 1 with 9 score points is not possible: only a player who reached 15 places " \
           "before the loser" in dialog.error.text()
    assert cw.club.results(evening.id) == []
    type_into(qtbot, spin(dialog, 2, "rank"), "4")
    type_into(qtbot, spin(dialog, 3, "rank"), "3")
    type_into(qtbot, spin(dialog, 0, "rank"), "2")
    press_ok(qtbot, dialog)  # 16 second, 15 first, 9 the loser, 15 third
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    # rank points 3 / 4 / 1 / 2, one first place
    rows = {row[1]: row for row in page.ranking.table.rows_text()}
    seats = cw.club.drawn(evening.id)[0].tables[0].seats
    names = [cw.club.member(m).label for m in seats]
    assert [rows[n][3] for n in names] == ["3", "4", "1", "2"]
    assert [rows[n][4] for n in names] == ["0", "1", "0", "0"]


def test_a_corrected_pandur_rank_takes_the_first_place_with_it(cw, qtbot):
    evening, page = evening_drawn(cw, "pandur")
    dialog = page.paper_dialog()
    for row, (points, rank) in enumerate(((16, 2), (15, 1), (9, 4), (15, 3))):
        type_into(qtbot, spin(dialog, row, "points"), str(points))
        type_into(qtbot, spin(dialog, row, "rank"), str(rank))
    press_ok(qtbot, dialog)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert page.select(1, 1)
    dialog = page.correct_dialog()
    type_into(qtbot, spin(dialog, 0, "rank"), "1")  # the first two the other way round
    type_into(qtbot, spin(dialog, 1, "rank"), "2")
    dialog.note.setFocus()
    qtbot.keyClicks(dialog.note, "Raenge vertauscht")
    press_ok(qtbot, dialog)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    seats = cw.club.drawn(evening.id)[0].tables[0].seats
    results = {r.member: r for r in cw.club.results(evening.id)}
    assert [(results[m].rank, results[m].won) for m in seats] == [
        (1, True), (2, False), (4, False), (3, False)]
    rows = {row[1]: row for row in page.ranking.table.rows_text()}
    names = [cw.club.member(m).label for m in seats]
    assert [rows[n][4] for n in names] == ["1", "0", "0", "0"]  # First places


# -- 9. the import dialog offers what its refusal advises ---------------------------------------


def test_a_match_moved_to_another_table_can_be_recorded_as_an_exception(cw, qtbot, tmp_path):
    """The file's players are drawn at table 2; moved to table 1 the import is refused as
    not the draw's line-up, "record it as an override, with its reason": the dialog offers
    the way (the check box for other players and the reason), and then it is recorded."""
    from jasstafel.core import matchfile

    played = matchfile.load("docs/examples/schieber-turnier.jass").document
    ids = [cw.club.add_member(name).id
           for name in ("Anna", "Beat", "Cla", "Dora", "Emil", "Fränzi", "Gody", "Hans")]
    evening = cw.club.new_evening("2026-09-03", "schieber", preset="turnier", passen=1,
                                  settings=played.settings.model_dump())
    cw.club.draw(evening.id, ids, rng=random.Random(7))
    seats = next(t for t in cw.club.drawn(evening.id)[0].tables if t.number == 2).seats
    path = tmp_path / "p1t2.jass"
    matchfile.save(played.model_copy(update={
        "players": [cw.club.member(m).name for m in seats]}), path)
    cw.refresh()
    cw.evenings.choose(evening.id)
    dialog = cw.evenings.page.import_dialog([str(path)])
    assert dialog.table_spins[0].value() == 2  # found in the draw
    assert not dialog.other_players.isVisible()  # the draw's line-up: nothing to accept
    type_into(qtbot, dialog.table_spins[0], "1")
    assert dialog.other_players.isVisible()  # moved: another line-up than the draw's
    press_ok(qtbot, dialog)
    assert dialog.isVisible()
    assert "is not the draw's line-up" in dialog.error.text()
    assert cw.club.results(evening.id) == []
    tick(qtbot, dialog.other_players)
    dialog.note.setFocus()
    qtbot.keyClicks(dialog.note, "Tisch 2 spielte an Tisch 1")
    press_ok(qtbot, dialog)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert {r.table for r in cw.club.results(evening.id)} == {1}
    logged = [c for c in cw.club.corrections(evening.id) if c.kind == "lineup"]
    assert len(logged) == 1 and logged[0].note == "Tisch 2 spielte an Tisch 1"


# -- 10. the question before a file is replaced is about the file written ---------------------


def test_exporting_over_the_club_file_asks_about_the_file_written(cw, club_path, monkeypatch,
                                                                 dialogs, qtbot):
    """The club file typed as the CSV file's name: the file dialog asked "verein.sqlite
    exists. Overwrite?", then wrote verein.sqlite.csv (a trial's). Now the dialog asks
    nothing itself; the window adds .csv and asks about that file, if it exists."""
    from PySide6.QtWidgets import QFileDialog

    evening, page = evening_drawn(cw, "molotow")
    cw.club.record_result(evening.id, 1, 1, [
        PaperResult(m, p) for m, p in zip(cw.club.drawn(evening.id)[0].tables[0].seats,
                                          (120, 80, 200, 56), strict=True)])
    answers = [str(club_path)]
    asked_with = []

    def save(_parent, _title, _suggestion, _filters="", _selected="", options=None):
        asked_with.append(options)
        return (answers.pop(0) if answers else ""), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    cw.rankings.refresh()
    cw.rankings.choose("evening", evening.id)
    before = club_path.read_bytes()  # with the evening's ranking kept
    dialogs.shown.clear()
    written = cw.rankings.panel.export_csv()
    assert written == str(club_path) + ".csv"
    assert dialogs.shown == []  # verein.sqlite.csv did not exist: nothing to ask
    assert all(o is not None and o & QFileDialog.Option.DontConfirmOverwrite
               for o in asked_with)
    assert club_path.read_bytes() == before
    # again: now verein.sqlite.csv exists, and the question names it; No asks for another name
    answers[:] = [str(club_path)]
    dialogs.answer = QMessageBox.StandardButton.No
    assert cw.rankings.panel.export_csv() == ""
    assert len(dialogs.shown) == 1
    assert dialogs.shown[0] == ("Replace the file?", "<qt>verein.sqlite.csv already exists. "
                                "Do you want to replace it?</qt>")
    assert len(asked_with) == 3  # the file dialog again, cancelled
    assert club_path.read_bytes() == before
