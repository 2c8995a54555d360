"""A guest drawn at a table is seated like a member on every path of the club window that
maps the draw's seats to people: *Save to club* of a match opened in the main window, the
import of match files, and the printed sheets. (A trial found the live evening's lookup of
members only; the window's *Save to club* and *Import* looked the seats up the same way.)"""

import random
import shutil

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from jasstafel.core import matchfile
from jasstafel.core.schieber import SchieberRound

from .test_club_window import add_members, cw, new_turnier, save_to, text_of  # noqa: F401

GUEST = "Vreni O'Gast"


def draw_with_guest(cw):  # noqa: F811
    """The eight members minus one, and a guest, drawn to two tables of one Passe: the
    evening, the guest's id and the guest's table (its seats)."""
    members = add_members(cw)
    evening = new_turnier(cw, passen=1, rounds=1)
    guest = cw.club.add_guest(GUEST)
    ids = [m.id for m in members.values()][:7] + [guest.id]
    cw.club.draw(evening.id, ids, rng=random.Random(3))
    cw.changed()
    table = next(t for t in cw.club.drawn(evening.id)[0].tables if guest.id in t.seats)
    return evening, guest, table


def played(cw, evening, table):  # noqa: F811
    """The table's match as a Schreiber plays it in the main window: the drawn players by
    name, one round (Turnier of one round: finished)."""
    names = [cw.club.member(m).name for m in table.seats]
    match = matchfile.new_match(evening.variant, names, preset=evening.preset,
                                settings=dict(evening.settings))
    match.add(SchieberRound(contract="eicheln", announced_by=0, points=(100, 57)))
    return match


def test_save_to_club_seats_a_guest_from_the_draw(window, cw, dialogs):  # noqa: F811
    evening, guest, table = draw_with_guest(cw)
    window.start(played(cw, evening, table))
    page = cw.evenings.page
    assert page.select(1, table.number)
    dialogs.answer = QMessageBox.StandardButton.Yes
    page.save_button.click()
    QApplication.processEvents()
    # the draw's own players: no question about other players, no override logged
    assert not [text for _title, text in dialogs.shown if "Other players" in _title], \
        dialogs.shown
    results = cw.club.results(evening.id, 1)
    assert guest.id in {r.member for r in results if r.table == table.number}
    assert not [c for c in cw.club.corrections(evening.id) if c.kind == "lineup"]


def test_a_match_file_of_a_guests_table_is_imported_at_that_table(cw, tmp_path):  # noqa: F811
    evening, guest, table = draw_with_guest(cw)
    path = tmp_path / "tisch.jass"
    matchfile.save(played(cw, evening, table).document, path)
    dialog = cw.evenings.page.import_dialog([str(path)])
    (planned,) = dialog.planned
    assert (planned.passe, planned.table) == (1, table.number)
    assert planned.members == list(table.seats)
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    results = cw.club.results(evening.id, 1)
    assert guest.id in {r.member for r in results if r.table == table.number}


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext is not installed")
def test_the_printed_sheets_name_the_guest(cw, monkeypatch, tmp_path):  # noqa: F811
    draw_with_guest(cw)
    page = cw.evenings.page
    for kind in page.PAPERS:
        out = tmp_path / f"{kind}.pdf"
        save_to(monkeypatch, out)
        page.paper_actions[(kind, "pdf")].trigger()
        assert GUEST in text_of(out), kind


def test_an_imported_file_s_name_is_shown_escaped(cw, tmp_path):  # noqa: F811
    evening, _guest, table = draw_with_guest(cw)
    path = tmp_path / "tisch\u202essaj.jass"
    matchfile.save(played(cw, evening, table).document, path)
    dialog = cw.evenings.page.import_dialog([str(path)])
    shown = dialog.table.item(0, 0)
    assert shown.text() == "tisch\\u202essaj.jass"
    assert "\u202e" not in shown.toolTip()
    dialog.reject()
