"""Deleting a guest with results gives the advice her buttons allow.

A secretary's evening (German window): *Löschen…* on a guest who had played said "… kann
nicht gelöscht werden: die Ranglisten brauchen sie. Deaktiviert das Mitglied stattdessen.",
but a guest's row of buttons has no *Deaktivieren*: its place is *Zum Mitglied machen*. The
refusal now says what a guest is (drawn only when named again, no place in the season) and
offers what her buttons offer. A member keeps his advice.

The evening and its results are made through the club's API (they are not what the test is
about); the Members tab, its check box, its row and its buttons are clicked, and Qt's own
message boxes answered."""

import html

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from jasstafel.club import PaperResult

from .club_steps import open_club_window, open_tab
from .real_dialogs import button, real_dialogs_fixture  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture
def cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


def played(cw, passen=2):
    """Anna, Beat, Cla and the guest Vreni Gast play *passen* Passen of a Turnier."""
    club = cw.club
    ids = [club.add_member(name, short).id
           for name, short in (("Anna Keller", "Anna"), ("Beat Huber", "Beat"),
                               ("Cla Caduff", "Cla"))]
    vreni = club.add_guest("Vreni Gast")
    evening = club.new_evening("2026-12-03", "schieber", preset="turnier", passen=passen)
    club.draw(evening.id, [*ids, vreni.id])
    for passe in club.drawn(evening.id):
        seats = passe.tables[0].seats
        club.record_result(evening.id, passe.passe, 1, [
            PaperResult(seats[0], 1000), PaperResult(seats[2], 1000),
            PaperResult(seats[1], 884), PaperResult(seats[3], 884)])
    cw.refresh()
    return vreni


def open_members(cw, qtbot):
    open_tab(qtbot, cw, cw.members)
    return cw.members


def click_row(qtbot, page, name):
    row = next(r for r, m in enumerate(page.members) if m.name == name)
    rect = page.table.visualRect(page.table.model().index(row, 0))
    qtbot.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.selected().name == name


def refusal_on_delete(qtbot, page, real_dialogs):
    """Delete… clicked, its question answered Ja: the refusal's text."""
    said = []

    def refusal(box):
        said.append(html.unescape(box.text().removeprefix("<qt>").removesuffix("</qt>")))
        button(box, "OK").click()

    def question(box):
        real_dialogs.when(QMessageBox, refusal)
        button(box, "Ja").click()

    real_dialogs.when(QMessageBox, question)
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    real_dialogs.check()
    return said[0]


@pytest.mark.parametrize("passen", [1, 2])
def test_a_guest_with_results_is_told_what_a_guest_s_buttons_do(cw, qtbot, real_dialogs,
                                                                 passen):
    played(cw, passen)
    page = open_members(cw, qtbot)
    qtbot.mouseClick(page.show_guests, Qt.MouseButton.LeftButton)
    click_row(qtbot, page, "Vreni Gast")
    buttons = [b.text() for b in (page.rename_button, page.active_button, page.delete_button)]
    assert buttons == ["Umbenennen…", "Zum Mitglied machen", "Löschen…"]
    said = refusal_on_delete(qtbot, page, real_dialogs)
    results = "ein Ergebnis" if passen == 1 else "2 Ergebnisse"
    assert said == (
        f"Vreni Gast hat als Gast {results} und kann nicht gelöscht werden: die Ranglisten "
        f"brauchen {'es' if passen == 1 else 'sie'}. Ein Gast wird nur ausgelost, wenn er "
        "wieder genannt wird, und hat keinen Platz in der Saison: sonst ist nichts zu tun "
        "(oder machen Sie den Gast zum Mitglied).")
    assert "Deaktiv" not in said
    assert any(m.name == "Vreni Gast" for m in cw.club.guests())  # not deleted


def test_a_member_with_results_is_still_told_to_deactivate(cw, qtbot, real_dialogs):
    played(cw)
    page = open_members(cw, qtbot)
    click_row(qtbot, page, "Anna Keller")
    assert page.active_button.text() == "Deaktivieren"
    said = refusal_on_delete(qtbot, page, real_dialogs)
    assert said == ("Anna Keller hat 2 Ergebnisse und kann nicht gelöscht werden: die "
                    "Ranglisten brauchen sie. Deaktivieren Sie das Mitglied stattdessen.")
