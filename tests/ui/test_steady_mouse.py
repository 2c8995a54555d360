"""What a mouse is about to click stays where it is (docs/window.md): a Romand Schreiber's
trial (LANGUAGE=fr, 1280×800 maximised, mouse and keys) found four things that moved under
the mouse. Each test measures the real window's widgets before and after the user's action.
"""

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, shortcut

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
TRIAL = (1280, 770)  # 1280×800 maximised, less the desktop's panel
ROMANDS = ["Sylvie", "Pascal", "Jean-Marc", "Nadia", "Bernadette", "Christophe"]


def settle():
    for _ in range(5):  # every layout up the window laid out again
        QApplication.processEvents()


def top(window, widget):
    settle()
    return widget.mapTo(window, QPoint(0, 0)).y()


def test_the_handjass_status_of_two_leaders_does_not_move_the_form(french_window, qtbot):
    """The trial's: at round 4 Sylvie and Pascal are closest to full, and the status
    "Donne 4 · le plus près d'être plein : Sylvie et Pascal (3 sur 5)" took a second line:
    *Inscrire (Entrée)* moved from y 541 to 559, and stayed there. The line keeps the room
    of its longest text from the first round on."""
    window = french_window
    window.resize(*TRIAL)
    panel, _board = open_match(qtbot, window, new_match("handjass", ROMANDS[:4],
                                                        settings={"voll": 5}))
    write = [top(window, panel.write_button)]
    for _round in range(3):  # a Strich each for Sylvie and Pascal (Ctrl+1, Ctrl+2), Enter
        shortcut(qtbot, "Ctrl+1")
        shortcut(qtbot, "Ctrl+2")
        enter(qtbot)
        write.append(top(window, panel.write_button))
    status = window.status_label
    assert status.text() == ("Donne 4  ·  le plus près d’être plein : Sylvie et Pascal "
                             "(3\u00a0sur\u00a05)")
    assert status.height() >= status.heightForWidth(status.width())  # nothing of it cut
    assert set(write) == {write[0]}, write


#: an example match (docs/examples) of each variant whose line says names or figures that
#: change (the Schieber's says the round of a number of rounds, the Coiffeur's nothing)
CHANGING = ["differenzler", "fahnder", "guggitaler", "handjass-standard",
            "handjass-gewinnstriche", "molotow", "pandur", "punktetafel-bis-100"]


LONG = ["Marie-Christine", "Jean-Christophe", "Anne-Catherine", "Pierre-Alexandre"]


@pytest.mark.parametrize("example", CHANGING)
def test_no_status_of_a_match_moves_the_form(french_window, qtbot, tmp_path, example):
    """Every variant's line above the form keeps the room of the longest text it can say in
    the match from the start: an example match, with long names at a netbook's width (where
    the line wraps most), opened at each of its entries (File → Open) has the form where the
    match without entries has it. (Without the room, the Differenzler, Fahnder, Guggitaler,
    Handjass, Molotow and Punktetafel each moved it.)"""
    window = french_window
    window.resize(1024, 600)
    data = json.loads((EXAMPLES / f"{example}.jass").read_text())
    data["players"] = LONG[:len(data["players"])]
    entries, tops, said = data.pop("entries"), [], []
    for count in range(len(entries)):
        path = tmp_path / f"{count}.jass"
        path.write_text(json.dumps({**data, "entries": entries[:count]}))
        if matchfile.load(path).board().finished:
            break
        window.open_file(path)
        qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
        tops.append(top(window, window.panel))
        said.append(window.status_label.text())
    assert len(set(tops)) == 1, list(zip(tops, said, strict=True))
