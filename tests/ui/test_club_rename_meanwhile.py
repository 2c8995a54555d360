"""A member renamed by another program while *Rename…* is open is not renamed back without a
word.

A Romand organiser's trial, two club windows on one file (French): window 2 opened
*Renommer…* on "LUCIE PROGIN"; window 1 renamed her "Lucie Progin-Dafflon"; window 2 then
pressed *Renommer* with "Lucie Progin": that name was stored, window 1's lost, and nobody
told. As *Corriger le résultat…* does, the rename now compares the name with the one its
dialog read: refused, saying the new name, the fields not typed in show it, and Rename
again writes over it. *Delete…* compares alike: its question named the old name.

The other program is a second Club on the same file, as the command line is."""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from jasstafel.club import Club
from jasstafel.ui.club.members import MemberDialog

from .club_steps import open_club_window, open_tab, type_into


@pytest.fixture
def cw(french_window, club_path, dialogs):
    return open_club_window(french_window, dialogs)


def click_member(qtbot, page, name):
    """The Members tab's row of *name* clicked."""
    row = next(r for r, m in enumerate(page.members) if m.name == name)
    rect = page.table.visualRect(page.table.model().index(row, 0))
    qtbot.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(rect.left() + 5, rect.center().y()))
    assert page.selected().name == name


def rename_button(dialog):
    return dialog.buttons.button(dialog.buttons.StandardButton.Ok)


def test_a_rename_over_another_programs_rename_is_refused_and_asked_again(cw, club_path,
                                                                            qtbot, tmp_path):
    lucie = cw.club.add_member("LUCIE PROGIN", "Lucie")
    cw.refresh()
    page = cw.members
    open_tab(qtbot, cw, page)
    click_member(qtbot, page, "LUCIE PROGIN")
    qtbot.mouseClick(page.rename_button, Qt.MouseButton.LeftButton)
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, MemberDialog)

    with Club.open(club_path) as other:  # window 1, meanwhile
        other.rename_member(lucie.id, "Lucie Progin-Dafflon", "Lulu")
    type_into(qtbot, dialog.name, "Lucie Progin")
    qtbot.mouseClick(rename_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert dialog.error.text() == (
        "LUCIE PROGIN a été renommé·e entre-temps par un autre programme et s’appelle "
        "maintenant Lucie Progin-Dafflon (Lulu)\u00a0: rien n’a été modifié. Les champs que "
        "vous n’avez pas modifiés le montrent maintenant\u00a0: appuyez de nouveau sur "
        "«\u00a0Renommer\u00a0» pour écrire les vôtres par-dessus.")
    assert (cw.club.member(lucie.id).name, cw.club.member(lucie.id).short_name) == (
        "Lucie Progin-Dafflon", "Lulu")  # window 1's rename kept
    # what was typed stays; the short name not typed in shows the other program's
    assert (dialog.name.text(), dialog.short.text()) == ("Lucie Progin", "Lulu")
    dialog.grab().save(str(tmp_path / "fix-clubfix-rename-meanwhile.png"))

    qtbot.mouseClick(rename_button(dialog), Qt.MouseButton.LeftButton)  # meant: again
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert (cw.club.member(lucie.id).name, cw.club.member(lucie.id).short_name) == (
        "Lucie Progin", "Lulu")


def test_a_rename_nobody_else_made_goes_through_at_once(cw, qtbot):
    lucie = cw.club.add_member("LUCIE PROGIN")
    cw.refresh()
    page = cw.members
    open_tab(qtbot, cw, page)
    click_member(qtbot, page, "LUCIE PROGIN")
    qtbot.mouseClick(page.rename_button, Qt.MouseButton.LeftButton)
    dialog = QApplication.activeModalWidget()
    type_into(qtbot, dialog.name, "Lucie Progin")
    qtbot.mouseClick(rename_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert cw.club.member(lucie.id).name == "Lucie Progin"


def test_delete_is_refused_when_the_member_was_renamed_after_its_question(cw, club_path,
                                                                           dialogs, qtbot):
    """Delete "Gérald Pittet"? Yes, but another program had renamed him meanwhile: the
    question named someone the file no longer has; nothing is deleted, the refusal says."""
    gerald = cw.club.add_member("Gérald Pittet")
    cw.refresh()
    page = cw.members
    open_tab(qtbot, cw, page)
    click_member(qtbot, page, "Gérald Pittet")
    answered = dialogs.question

    def renamed_then_yes(parent, title, text, *args, **kw):
        with Club.open(club_path) as other:  # while the question is open
            other.rename_member(gerald.id, "Gérald Pittet-Rime")
        answered(parent, title, text)
        return QMessageBox.StandardButton.Yes

    dialogs.question = renamed_then_yes
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    title, said = dialogs.shown[-1]
    assert title == "Pas supprimé"
    assert said == (
        "<qt>Gérald Pittet a été renommé·e entre-temps par un autre programme et s’appelle "
        "maintenant Gérald Pittet-Rime\u00a0: rien n’a été modifié</qt>")
    assert cw.club.member(gerald.id).name == "Gérald Pittet-Rime"
