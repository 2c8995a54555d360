"""The paper-result dialog marks a guest as the evening's tables list does (a club
secretary's trial, in German: the list said "B: Urs & Franz Imhof · Gast", the dialog
*Ergebnis vom Blatt* "Team B: Urs Stöckli & Franz Imhof", and nothing told the guest
there), without the dialog growing wider for it.

The evening is made, drawn (the guest typed into the draw dialog) and opened through the
window; the members are added through the club (they are not what the test is about)."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QGridLayout

from jasstafel.ui.club.common import plain_label

from .club_steps import new_evening, ok, open_club_window, type_into

GUEST = "Franz Imhof"
#: a Schieber evening of the trial: eight members and a guest, two tables of four
TEAM_MEMBERS = [("Rösli Müller-Bühler", "Rösli"), ("Marco D'Alessandro", "Marco"),
                ("Hansjörg Zürcher", "Hansjörg"), ("Agnes Bucher", ""), ("Beat Kälin", "Beat"),
                ("Urs Stöckli", "Urs"), ("Toni Brügger", "Toni"),
                ("Heidi Schnyder-Lötscher", "Heidi")]
#: a Molotow evening: three members and the guest, each for himself
PLAYERS = [("Anna Muster", "Anna"), ("Beat Keller", "Beat"), ("Cla Caduff", "Cla")]


@pytest.fixture
def cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


def drawn_with_guest(cw, qtbot, members, variant):
    evening = new_evening(cw, qtbot, members, variant)
    page = cw.evenings.page
    draw = page.draw_dialog()
    type_into(qtbot, draw.guest_name, GUEST)  # typed under the list, Enter adds him
    qtbot.keyClick(draw.guest_name, Qt.Key.Key_Return)
    ok(draw)
    return evening, page


def paper_dialog(page, table):
    """*Type paper result…* for Passe 1, *table*: the dialog, shown."""
    assert page.select(1, table)
    page.paper_button.click()
    dialog = QApplication.activeModalWidget()
    assert dialog is not None and dialog.isVisible()
    QApplication.processEvents()
    return dialog


def row_labels(dialog):
    """The first column's labels, a row per team or player (under the column title)."""
    grid = dialog.findChild(QGridLayout)
    return [grid.itemAtPosition(row, 0).widget() for row in range(1, len(dialog.inputs) + 1)]


def no_wider(label, unmarked):
    """The label needs no more width than its names unmarked on one line, as they were
    written before: the dialog is as wide as its rows, and it is no wider for the mark."""
    before = plain_label(unmarked)
    before.setFont(label.font())
    return label.sizeHint().width() <= before.sizeHint().width()


def test_the_paper_dialog_marks_a_guest_of_a_team(cw, qtbot, tmp_path):
    evening, page = drawn_with_guest(cw, qtbot, TEAM_MEMBERS, "schieber")
    club = cw.club
    name = {m.id: m.name for m in club.members(guests=True)}
    tables = club.drawn(evening.id)[0].tables
    (guest,) = [m.id for m in club.members(guests=True) if m.guest]
    assert any(guest in t.seats for t in tables)  # this draw seats the guest
    for table in tables:
        dialog = paper_dialog(page, table.number)
        s = table.seats
        for label, (letter, first, second) in zip(row_labels(dialog),
                                                   (("A", s[0], s[2]), ("B", s[1], s[3])),
                                                   strict=True):
            unmarked = f"Team {letter}: {name[first]} & {name[second]}"
            if guest == second:  # a player a line, the guest marked
                assert label.text() == f"Team {letter}: {name[first]} &\n{name[guest]} · Gast"
            elif guest == first:
                assert label.text() == f"Team {letter}: {name[guest]} · Gast &\n{name[second]}"
            else:  # no guest: one line, as before
                assert label.text() == unmarked
            assert no_wider(label, unmarked), label.text()
        dialog.grab().save(str(tmp_path / f"clubexp-paper-team-{table.number}.png"))
        dialog.reject()


def test_the_paper_dialog_marks_a_guest_playing_for_himself(cw, qtbot, tmp_path):
    evening, page = drawn_with_guest(cw, qtbot, PLAYERS, "molotow")
    club = cw.club
    (table,) = club.drawn(evening.id)[0].tables
    members = [club.member(m) for m in table.seats]
    assert any(m.guest for m in members)  # this draw seats the guest
    dialog = paper_dialog(page, 1)
    labels = row_labels(dialog)
    # the mark under the guest's name, as the ranking beside the tables has it
    assert [label.text() for label in labels] == [
        f"{m.name}\n· Gast" if m.guest else m.name for m in members]
    assert all(no_wider(label, m.name) for label, m in zip(labels, members, strict=True))
    dialog.grab().save(str(tmp_path / "clubexp-paper-players.png"))
    dialog.reject()
