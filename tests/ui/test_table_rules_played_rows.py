"""*Bearbeiten → Tischregeln ändern…* of a Coiffeur with rounds: a played row's ✕ and kind are
off and say why, a new row takes no name of a row removed, rows added grow the dialog.

Regula's trial (German, the Jassverein at 1366×768): ✕ on the played *Misère ×7* took the row
away at once; the refusal came only at *Ändern*, and Ctrl+Z did nothing in the dialog, so the
only way back was *Abbrechen → Verwerfen*, every other change lost. Then *+* brought a row
pre-filled *Slalom ×12*, the name of the row just removed, and *Vorlage* said "Slalom ×12
statt ×8" as if the old Slalom had only changed its factor. With eleven rows the dialog
scrolled and cut *Matchbonus* with 160 px of screen free below it.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets import screen

from .keyboard import focused, open_match, tab
from .test_table_rules import PLAYERS, click_ok, error_of, in_rules_dialog, monikas_coiffeur

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

ROOT = Path(__file__).resolve().parents[2]


def regulas_coiffeur():
    """The Jassverein's 11 rows; rounds in Eichel, Schellen and Misère ×7 (entry 3)."""
    m = new_match("coiffeur", PLAYERS, preset="jassverein")
    for team, row, points in ((0, 0, 80), (1, 1, 70), (0, 6, 30)):
        m.add(CoiffeurRound(team=team, row=row, points=points))
    return m


def line_named(rows, name):
    return next(line for line in rows.lines if line.name.currentText() == name)


def settled():
    for _ in range(5):
        QApplication.processEvents()


def test_a_played_rows_x_and_kind_are_off_and_say_why(german_window, qtbot):
    window = german_window
    open_match(qtbot, window, regulas_coiffeur())
    before = window.controller.match.document
    seen = {}

    def look(dialog):
        rows = dialog.form.editors["rows"]
        misere = line_named(rows, "Misère")
        qtbot.mouseClick(misere.remove, Qt.MouseButton.LeftButton)  # nothing happens
        seen.update(rows=len(rows.lines), remove=misere.remove.isEnabled(),
                    remove_tip=misere.remove.toolTip(), kind=misere.kind.isEnabled(),
                    kind_tip=misere.kind.toolTip().splitlines()[0],
                    name=misere.name.isEnabled(), factor=misere.factor.isEnabled())
        slalom = line_named(rows, "Slalom")  # not played: its ✕ and kind as ever
        seen["slalom"] = (slalom.remove.isEnabled(), slalom.kind.isEnabled(),
                          slalom.remove.toolTip())
        dialog.done(0)

    in_rules_dialog(qtbot, window, look, by_mouse=True)
    assert seen == {
        "rows": 11, "remove": False, "kind": False, "name": True, "factor": True,
        "remove_tip": "Zeile Misère ×7 ist gespielt (Eintrag 3): sie kann nicht entfernt werden",
        "kind_tip": "Zeile Misère ×7 ist gespielt (Eintrag 3): ihre Art kann nicht geändert "
                    "werden",
        "slalom": (True, True, "Diese Zeile entfernen")}
    assert window.controller.match.document == before


def test_tab_goes_along_a_played_row_to_the_next(window, qtbot):
    """Name, factor and *+* of the played Misère, then the next row's name: only its greyed
    kind and ✕ are passed."""
    open_match(qtbot, window, regulas_coiffeur())
    seen = []

    def go(dialog):
        rows = dialog.form.editors["rows"]
        misere = line_named(rows, "Misère")
        misere.name.setFocus()
        qtbot.waitUntil(lambda: focused() is misere.name.lineEdit() or focused() is misere.name)
        for _ in range(3):
            tab(qtbot)
            seen.append(focused().objectName())
        dialog.done(0)

    in_rules_dialog(qtbot, window, go)
    assert seen == ["rowFactor6", "insertRow6", "rowName7"]


def test_a_row_added_takes_no_name_of_a_row_removed(window, qtbot):
    """Monika's Slalom ×8 (unplayed) removed, then *+* above Wunsch: the new row is Joker, a
    standard row never in the list, not Slalom. Misère, Undenufe and Obenabe removed too, rows
    added: Trumpf frei, Blind, Tutti, none of the rows removed; then none such is left, and
    the name is empty with the cursor in it, and *Apply* says so."""
    open_match(qtbot, window, monikas_coiffeur())
    seen = {}

    def remove_and_insert(dialog):
        rows = dialog.form.editors["rows"]
        qtbot.mouseClick(line_named(rows, "Slalom").remove, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(line_named(rows, "Wunsch").insert, Qt.MouseButton.LeftButton)
        seen["inserted"] = [line.name.currentText() for line in rows.lines[7:10]]
        seen["preset"] = dialog.preset.currentText()
        for name in ("Misère", "Undenufe", "Obenabe"):
            qtbot.mouseClick(line_named(rows, name).remove, Qt.MouseButton.LeftButton)
        for _ in range(4):
            qtbot.mouseClick(rows.add_button, Qt.MouseButton.LeftButton)
        seen["added"] = [line.name.currentText() for line in rows.lines[8:]]
        seen["cursor"] = rows.lines[-1].name.isAncestorOf(focused()) or (
            focused() is rows.lines[-1].name)
        click_ok(qtbot, dialog)
        seen.update(open=dialog.isVisible(), said=error_of(dialog))
        dialog.done(0)

    in_rules_dialog(qtbot, window, remove_and_insert, by_mouse=True)
    assert seen["inserted"] == ["Gusti/Mery", "Joker", "Wunsch"]
    assert "without Slalom" in seen["preset"] and "Slalom ×" not in seen["preset"], seen
    assert seen["added"] == ["Trumpf frei", "Blind", "Tutti", ""]
    assert seen["cursor"] and seen["open"]
    assert seen["said"] == "Row 12: the name is missing", seen["said"]


# -- rows added grow the dialog where the screen has room -------------------------------------


def on_screen(widget):
    """*widget* whole on its screen's available room."""
    screen = widget.screen().availableGeometry()
    return screen.contains(QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size()))


def test_rows_added_grow_the_dialog_where_the_screen_has_room(window, qtbot):
    """A Swisslos Coiffeur of eight rows, four added up to twelve: *Matchbonus*, the last
    setting, is in view without scrolling as long as the screen has room for the dialog;
    beyond it the settings scroll; *Ändern* and *Abbrechen* stay on the screen."""
    m = new_match("coiffeur", PLAYERS, preset="swisslos_8")
    m.add(CoiffeurRound(team=0, row=0, points=80))
    open_match(qtbot, window, m)
    seen = []

    def add_rows(dialog):
        rows = dialog.form.editors["rows"]
        last = dialog.form.editors["match_bonus"]
        room = screen.room(dialog).height()
        for _ in range(4):
            qtbot.mouseClick(rows.add_button, Qt.MouseButton.LeftButton)
            settled()
            bar = dialog.area.verticalScrollBar()
            buttons = dialog.findChild(QDialogButtonBox).buttons()
            seen.append({"scrolls": bar.maximum() > 0,
                         "at_most": dialog.height() >= room,
                         "bonus": last.visibleRegion().boundingRect() == last.rect(),
                         "buttons": all(on_screen(b) for b in buttons)})
        dialog.done(0)

    in_rules_dialog(qtbot, window, add_rows)
    for step in seen:
        # in view unless the dialog took the screen's height; the buttons always on screen
        assert step["buttons"], seen
        assert (step["bonus"] and not step["scrolls"]) or step["at_most"], seen


@pytest.mark.parametrize("size", [(1366, 768), (1008, 560)])
def test_on_a_laptop_and_a_netbook_screen(tmp_path, size):
    """The check above on a laptop's and a netbook's screen, in a second pytest whose
    offscreen screen is *size* (as test_newmatch_keeps_height.py runs itself)."""
    if QApplication.primaryScreen().availableGeometry().size().toTuple() == size:
        pytest.skip("this is the second pytest")
    width, height = size
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{
        "name": "screen", "x": 0, "y": 0, "width": width, "height": height,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
         f"{__file__}::test_rows_added_grow_the_dialog_where_the_screen_has_room"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=900, check=False)
    summary = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else run.stderr
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    assert "1 passed" in summary, summary
