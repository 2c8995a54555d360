"""Club window, Import match files…: a file that cannot be read says so in its row.

A trial with hostile files: the rows of a truncated file and of a PNG renamed .jass said "as
the evening's" under *Table rules*, and their Passe and table could be changed; only *Import*
refused, naming one of them. Such a row now says why in the row, its Passe and table cannot
be changed, and *Import* records the other files without it (said in the row: "not
imported"); where no file can be read, *Import* cannot be pressed.
"""

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from jasstafel.core import matchfile

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"


@pytest.fixture
def cw(window, club_path, dialogs):
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    club_window = window.club.show_window()
    assert club_window is not None
    dialogs.shown.clear()
    dialogs.answer = QMessageBox.StandardButton.Discard
    return club_window


PLAYED = matchfile.load(EXAMPLES / "schieber-turnier.jass").document  # finished


@pytest.fixture
def evening(cw):
    ids = [cw.club.add_member(name).id for name in ("Anna", "Beat", "Cla", "Dora")]
    evening = cw.club.new_evening("2026-09-03", "schieber", preset="turnier", passen=1,
                                  settings=PLAYED.settings.model_dump())
    cw.club.draw(evening.id, ids, rng=random.Random(7))
    cw.refresh()
    cw.evenings.choose(evening.id)
    return evening


def files(cw, evening, tmp_path):
    """A match of the drawn table, a truncated one, a PNG renamed .jass."""
    (table,) = cw.club.drawn(evening.id)[0].tables
    good = tmp_path / "tisch1.jass"
    matchfile.save(PLAYED.model_copy(update={
        "players": [cw.club.member(m).name for m in table.seats]}), good)
    cut = tmp_path / "cut.jass"
    cut.write_bytes(good.read_bytes()[:40])
    png = tmp_path / "bild.jass"
    png.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(64))
    return good, cut, png


def cell(dialog, row, column):
    return dialog.table.item(row, column).text()


def ok_button(dialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_an_unreadable_file_s_row_says_why_and_is_left_out(cw, evening, tmp_path, qtbot):
    good, cut, png = files(cw, evening, tmp_path)
    dialog = cw.evenings.page.import_dialog([str(good), str(cut), str(png)])
    assert cell(dialog, 0, 5) == "as the evening's"
    assert dialog.passe_spins[0].isEnabled() and dialog.table_spins[0].isEnabled()
    for row, why in ((1, "not JSON"), (2, "a PNG picture, not a match file")):
        assert why in cell(dialog, row, 1)
        assert cell(dialog, row, 4) == "not imported"
        assert cell(dialog, row, 5) == "—"  # no rules to compare: not "as the evening's"
        assert not dialog.passe_spins[row].isEnabled()
        assert not dialog.table_spins[row].isEnabled()
    dialog.grab().save(str(tmp_path / "files-import.png"))
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert {(r.passe, r.table) for r in cw.club.results(evening.id)} == {(1, 1)}


def test_with_no_file_that_can_be_read_import_cannot_be_pressed(cw, evening, tmp_path):
    _good, cut, png = files(cw, evening, tmp_path)
    dialog = cw.evenings.page.import_dialog([str(cut), str(png)])
    assert not ok_button(dialog).isEnabled()
    assert dialog.error.isVisible()
    assert dialog.error.text() == "None of these files can be read: there is nothing to import."
    dialog.reject()
