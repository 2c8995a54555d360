"""A refusal said on its own starts with a capital (docs/translating.md): the club's sentences
are written to follow "error:" on the command line ("a member needs a name"), and the club
window's dialogs showed them so, small, in a red line of their own, where the main window's
refusals start with a capital. A name put first stays as typed."""

import pytest
from PySide6.QtWidgets import QMessageBox


@pytest.fixture
def club_window_of(club_path, dialogs):
    def opened(window):
        dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
        cw = window.club.show_window()
        dialogs.shown.clear()
        dialogs.answer = QMessageBox.StandardButton.Discard
        return cw
    return opened


def refused_name(cw, name):
    dialog = cw.members.add_dialog()
    dialog.name.setText(name)
    dialog.accept()
    assert dialog.isVisible()
    text = dialog.error.text()
    dialog.reject()
    return text


@pytest.mark.parametrize("fixture, empty, taken", [
    ("window", "A member needs a name",
     "The name 'anna muster' is taken by the member Anna Muster"),
    ("german_window", "Ein Mitglied braucht einen Namen",
     "Der Name «anna muster» gehört schon dem Mitglied Anna Muster"),
    ("french_window", "Un membre a besoin d’un nom",
     "Le nom «\u00a0anna muster\u00a0» est déjà celui du membre Anna Muster"),
])
def test_a_club_dialog_refusal_starts_with_a_capital(request, club_window_of, fixture, empty,
                                                     taken):
    cw = club_window_of(request.getfixturevalue(fixture))
    cw.club.add_member("Anna Muster")
    cw.changed()
    assert refused_name(cw, "   ") == empty
    assert refused_name(cw, "anna muster") == taken


def test_a_name_put_first_stays_as_typed(window):
    """"{name} is not active: …": the name is the Schreiber's, never capitalised."""
    from jasstafel.club import ClubInputError
    from jasstafel.club.errors import say
    from jasstafel.core.errors import QT_TRANSLATE_NOOP as N
    from jasstafel.ui.club.common import message

    refused = ClubInputError(say(N("club", "{name} is not active: reactivate the member "
                                           "first"), name="anna"))
    assert message(refused) == "anna is not active: reactivate the member first"


@pytest.mark.parametrize("fixture, said", [
    ("window", "The name cannot hold an invisible character (U+200B at character 3)"),
    ("german_window", "Der Name kann kein unsichtbares Zeichen enthalten (U+200B bei Zeichen 3)"),
    ("french_window", "Le nom ne peut pas contenir de caractère invisible (U+200B au "
                      "caractère 3)"),
])
def test_a_refusal_starting_with_a_word_of_the_catalog_starts_with_a_capital(
        request, club_window_of, qtbot, fixture, said):
    """"{what} cannot hold …" with "the name" first: a German secretary's dialog said "der
    Name kann …", small, on a line of its own. A catalog word put first is a word of the
    sentence, capitalised as one (a member's name put first stays as typed, above)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    cw = club_window_of(request.getfixturevalue(fixture))
    dialog = cw.members.add_dialog()
    dialog.show()
    QApplication.clipboard().setText("Be\u200bat")  # pasted from a mail
    dialog.name.setFocus()
    qtbot.keyClick(dialog.name, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert dialog.name.text() == "Be\u200bat"
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert dialog.error.text().startswith(said), dialog.error.text()
    dialog.reject()
