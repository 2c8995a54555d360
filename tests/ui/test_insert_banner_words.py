"""The yellow line of an insertion offers to cancel the insertion, not a correction.

A German mouse-first trial: entry 5 chosen, *Davor einfügen…*: the line said "Neuer Eintrag
vor Eintrag 5" and its button "Korrektur abbrechen", though nothing was being corrected. Now
the button says what it ends (*Einfügen abbrechen*, *Annuler l’insertion*, *Cancel
insertion*), Esc and its Alt letter still end it, and the letter is no other of the form's
nor the menu bar's; a correction's button says *Korrektur abbrechen* as before.

Every variant in which something can be inserted (not before a Guggitaler game), in every
language: the entry chosen and *Insert before…* clicked with the mouse, the button ended
by its Alt key, by Esc and by a click.
"""

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from .conftest import window_in
from .keyboard import ALT, focus, key, open_file, settle
from .test_insert_refused import insert_before
from .test_mnemonics import form_letters, letter

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
VARIANTS = ["schieber-freier-jass", "coiffeur-jassverein", "molotow", "handjass-standard",
            "fahnder", "pandur", "differenzler", "punktetafel"]
#: (the insertion's button, the correction's button), as shown (without the Alt mark)
WORDS = {
    "de": ("Einfügen abbrechen", "Korrektur abbrechen"),
    "fr": ("Annuler l’insertion", "Annuler la correction"),
    "en": ("Cancel insertion", "Cancel correction"),
}


@pytest.fixture(params=["de", "fr", "en"])
def any_window(request, qapp, qtbot, settings, autosaves):
    if request.param == "en":  # the source language: no catalog to install
        yield request.getfixturevalue("window")
    else:
        yield from window_in(request.param, qapp, qtbot, settings)


def shown(text):
    """A button's text as it is shown: the Alt mark gone, && as &."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def language(window):
    return {"Datei": "de", "Fichier": "fr"}.get(
        shown(window.menuBar().actions()[0].text()), "en")


@pytest.mark.parametrize("example", VARIANTS)
def test_the_insertion_s_button_cancels_the_insertion(any_window, qtbot, tmp_path, example):
    window = any_window
    code = language(window)
    data = json.loads((EXAMPLES / f"{example}.jass").read_text())
    data["entries"] = data["entries"][:3]
    path = tmp_path / f"{example}.jass"
    path.write_text(json.dumps(data))
    panel, _board = open_file(qtbot, window, path)
    menu = {letter(a.text()) for a in window.menuBar().actions()} - {None}

    insert_before(qtbot, window, 1)  # entry 2 chosen with the mouse, Insert before…
    settle()
    assert panel.inserting and panel.correcting == 1
    button = panel.cancel_button
    assert button.isVisible() and shown(button.text()) == WORDS[code][0]
    mine = form_letters(panel)
    alt = letter(button.text())
    assert alt is not None and alt not in menu, (alt, menu)
    assert mine.count(alt) == 1, (alt, mine)
    # its Alt key ends it, as Esc and a click do
    qtbot.keyClick(focus(), alt.lower(), ALT)
    qtbot.waitUntil(lambda: panel.correcting is None)
    insert_before(qtbot, window, 1)
    assert panel.inserting
    key(qtbot, "Escape")
    assert panel.correcting is None
    insert_before(qtbot, window, 1)
    assert shown(panel.cancel_button.text()) == WORDS[code][0]
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert panel.correcting is None

    # a correction's button says the correction's words again
    history = window.history.list
    rect = history.visualItemRect(history.item(1))
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseClick(window.history.correct_button, Qt.MouseButton.LeftButton)
    settle()
    assert panel.correcting == 1 and not panel.inserting
    assert shown(panel.cancel_button.text()) == WORDS[code][1]
    alt = letter(panel.cancel_button.text())
    assert form_letters(panel).count(alt) == 1 and alt not in menu
    key(qtbot, "Escape")
    assert panel.correcting is None
