"""*Tischregeln…* says every change of the preset whole, a yes/no setting by its state.

Users' netbook (1008×560): with several changes the *Vorlage* list read "Standard,
angepasst: Spiele: 3 statt 12, …", cut in a word at the list's edge, and a check box changed
read "ja statt nein" ("oui au lieu de non"), as if a word had been corrected. Now the list
ends in "…" where it is too narrow (its tooltip the whole text), the line above the buttons
says every change whole, never counted, and a yes/no setting says its state and the
preset's: "Weis und Stöck zählen: nein (Vorlage: ja)"; numbers stay "3'000 statt 2'500".
Typed as a person does: Alt+B, T, Tab to each setting, Space on the boxes, digits typed.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from .keyboard import focus, open_match, select_all, tab, type_text
from .test_table_rules import in_rules_dialog, koebi, tab_to

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

ROOT = Path(__file__).resolve().parents[2]

SAID = {
    "german": ["Gegenüber der Vorlage angepasst: ",
               "Doppelte Karten (314 Punkte pro Runde): ja (Vorlage: nein)",
               "Striche auf der Rückseite: ja (Vorlage: nein)",
               "Ziel (bei Zielpunktzahl): 3'000 statt 2'500",
               "Weis und Stöck zählen: nein (Vorlage: ja)"],
    "french": ["Modifié par rapport au règlement\u00a0: ",
               "Double jeu (314 points par donne)\u00a0: oui (règlement\u00a0: non)",
               "Traits au verso\u00a0: oui (règlement\u00a0: non)",
               "But (jeu au but)\u00a0: 3'000 au lieu de 2'500",
               "Annonces et stöck comptent\u00a0: non (règlement\u00a0: oui)"],
}


def change_four(qtbot):
    """The target typed, Double deck, Weis and Striche switched by Space, down the dialog."""
    tab_to(qtbot, "target")
    select_all(qtbot)
    type_text(qtbot, "3000")
    for setting in ("double_deck", "weis", "striche"):
        tab_to(qtbot, setting)
        qtbot.keyClick(focus(), " ")
    tab(qtbot)  # on, as a person goes


def whole(label):
    """*label* shown, in full view, as tall as its text needs at its width."""
    QApplication.processEvents()
    return (label.isVisible() and label.visibleRegion().boundingRect() == label.rect()
            and label.height() >= label.heightForWidth(label.width()))


@pytest.mark.parametrize("language", list(SAID))
def test_every_change_said_whole_and_a_box_by_its_state(request, qtbot, language):
    window = request.getfixturevalue(f"{language}_window")
    open_match(qtbot, window, koebi())
    seen = {}

    def change(dialog):
        line = dialog.findChild(QLabel, "presetChanges")
        seen["before"] = line.isVisible()
        size = dialog.size()
        change_four(qtbot)
        seen["line"] = line.text()
        seen["whole"] = whole(line)
        seen["list"] = dialog.preset.currentText()
        seen["tip"] = dialog.preset.toolTip()
        seen["same size"] = dialog.size() == size
        # Striche ticked back: the line says one change less and keeps its room, so that
        # no setting moves under the mouse
        weis = dialog.form.editors["weis"]
        at = weis.mapToGlobal(weis.rect().topLeft())
        tab_to(qtbot, "striche")
        qtbot.keyClick(focus(), " ")
        QApplication.processEvents()
        seen["back"] = (line.isVisible(), weis.mapToGlobal(weis.rect().topLeft()) == at,
                        "Striche" in line.text() or "Traits" in line.text())
        dialog.done(0)

    in_rules_dialog(qtbot, window, change)
    head, *changes = SAID[language]
    assert not seen["before"]  # nothing changed yet: no line
    assert seen["line"].startswith(head), seen["line"]
    for said in changes:
        assert said in seen["line"], (said, seen["line"])
    assert " statt ja" not in seen["line"] and " statt nein" not in seen["line"]
    assert "au lieu de oui" not in seen["line"] and "au lieu de non" not in seen["line"]
    assert seen["whole"] and seen["same size"]
    assert seen["tip"] == seen["list"]
    assert seen["back"] == (True, True, False)


@pytest.mark.parametrize("size", [(1008, 560)])
def test_on_a_netbook_screen(tmp_path, size):
    """The checks above on a netbook's screen, in a second pytest whose offscreen screen is
    *size* (as test_newmatch_keeps_height.py runs them)."""
    if QApplication.primaryScreen().availableGeometry().size().toTuple() == size:
        pytest.skip("this is the second pytest")
    width, height = size
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{
        "name": "netbook", "x": 0, "y": 0, "width": width, "height": height,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
         f"{__file__}::test_every_change_said_whole_and_a_box_by_its_state"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=900, check=False)
    summary = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else run.stderr
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    assert "2 passed" in summary, summary
