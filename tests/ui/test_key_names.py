"""One name for one key in each language. A trial's French Guggitaler said "Chantal est déjà
dans l’ordre (Effacement reprend le dernier)" (Qt's French name of the key, from key_text)
beside the button "Reprendre le dernier (Retour arrière)" and the F1 help's "Retour arrière
reprend le dernier"."""

import pytest

from jasstafel.core.guggitaler import GuggitalerCount, GuggitalerTaker
from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.keys import key_text

from .keyboard import open_file, type_

#: the keys the window's sentences name in their own words (the F1 help, the buttons), as
#: each catalog writes them: key_text, Qt's name of a key, must say the same
SAID = {
    "fr": {"Backspace": "Retour arrière", "Del": "Suppr", "Esc": "Échap", "Enter": "Entrée",
           "Tab": "Tab"},
    "de": {"Backspace": "Rücktaste", "Del": "Entf", "Esc": "Esc", "Enter": "Enter",
           "Tab": "Tab"},
}


def before_the_domino():
    match = new_match("guggitaler", ["Benoît", "Chantal", "Élodie", "Fabien"],
                      settings={"deck": "fr"})
    for entry in (GuggitalerCount(game="tricks", counts=[3, 2, 4, 0]),
                  GuggitalerCount(game="schellen", counts=[2, 3, 0, 4]),
                  GuggitalerCount(game="ober", counts=[1, 1, 1, 1]),
                  GuggitalerTaker(game="rosenkoenig", player=2),
                  GuggitalerTaker(game="last_trick", player=0)):
        match.add(entry)
    return match


def test_the_domino_names_backspace_as_its_button_and_the_help_do(french_window, qtbot,
                                                                   tmp_path):
    panel, _board = open_file(qtbot, french_window, tmp_path / "domino.jass",
                              before_the_domino())
    for digit in "422":  # Chantal a second time: refused, and the way back is named
        type_(qtbot, digit)
    assert panel.error_text() == "Chantal est déjà dans l’ordre (Retour arrière reprend le dernier)"
    assert panel.back_button.text() == "Reprendre le dernier (Retour arrière)"
    assert "Retour arrière reprend le dernier" in panel.keys_help()


@pytest.mark.parametrize("code", sorted(SAID))
def test_qt_names_every_key_as_the_catalog_does(code, qapp):
    from jasstafel.ui import i18n

    assert i18n.install(qapp, code) is not None
    try:
        assert {k: key_text(k) for k in SAID[code]} == SAID[code]
    finally:
        i18n.uninstall(qapp)
