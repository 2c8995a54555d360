"""New match keeps its height while it is open: Start and Cancel stay under the mouse.

Coiffeur rows removed with the dialog scrolled to its end made it shorter (so that the rows
above the one removed stayed where they were), and Start and Cancel jumped up under the
mouse; a game of fewer players or rows chosen must not move them either (a six-player
Molotow, then the Schieber). The dialog keeps the height it has while it is open; the room
the rows removed leave stays empty below the content, above the buttons, and the rows above
still stay where they were. It is never taller than the screen has room for: the same
checks run on a netbook's 1024×600 and 1008×560 screen too.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox

from .keyboard import focus, in_next_dialog, key, shortcut
from .test_newmatch_count_still import players_typed, settle
from .test_newmatch_rows_still import button, click_at, row_names, scroll_to_the_bottom
from .test_newmatch_rows_still import settled as rows_settled

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

ROOT = Path(__file__).resolve().parents[2]


def buttons(dialog):
    """Where Start and Cancel are on the screen, and the dialog's height, once laid out."""
    settle()
    box = dialog.findChild(QDialogButtonBox)
    return tuple(b.mapToGlobal(QPoint(0, 0)).toTuple() for b in box.buttons()), dialog.height()


def fits(dialog):
    """The dialog and its frame inside the screen's room (less a window manager's title
    bar and borders, as :func:`screen.room` counts them)."""
    from jasstafel.ui.widgets.screen import room

    return dialog.height() <= room(dialog).height() and dialog.width() <= room(dialog).width()


def choose_game(qtbot, dialog, game):
    """Back up to the game's list (Shift+Tab) and down it by the arrow keys to *game*."""
    variant = dialog.findChild(QComboBox, "variant")
    for _ in range(12):
        if focus() is variant:
            break
        key(qtbot, "Backtab")
    assert focus() is variant
    key(qtbot, "Home")
    for _ in range(variant.count()):
        if variant.currentData() == game:
            break
        key(qtbot, "Down")
    assert variant.currentData() == game
    settle()


def in_new_match(qtbot, act):
    errors = in_next_dialog(qtbot, act)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors


def test_start_stays_from_a_six_player_molotow_to_a_schieber(window, qtbot, settings):
    settings.setValue("new/variant", "molotow")
    seen = {}

    def switch(dialog):
        players_typed(qtbot, dialog, 6)
        seen["molotow"] = buttons(dialog)
        for game in ("schieber", "pandur", "handjass"):  # fewer players, fewer rows
            choose_game(qtbot, dialog, game)
            seen[game] = buttons(dialog)
        seen["fits"] = fits(dialog)
        dialog.done(0)

    in_new_match(qtbot, switch)
    assert seen.pop("fits")
    assert len(set(seen.values())) == 1, seen


def test_start_stays_while_coiffeur_rows_are_removed(window, qtbot, settings):
    """The Jassverein's eleven rows scrolled to the end, ✕ of rows 11, 10 and 8 clicked
    where they were seen: the rows above stay, so do Start and Cancel."""
    settings.setValue("new/variant", "coiffeur")
    seen = {}

    def remove(dialog):
        scroll_to_the_bottom(qtbot, dialog)
        rows_settled(dialog)
        at = {n: button(dialog, f"removeRow{n - 1}").mapToGlobal(
            button(dialog, f"removeRow{n - 1}").rect().center()) for n in (11, 10, 8)}
        first = button(dialog, "removeRow0")
        seen["before"] = buttons(dialog), first.mapToGlobal(QPoint(0, 0))
        for n in (11, 10, 8):
            click_at(qtbot, dialog, at[n])
            rows_settled(dialog)
        seen["rows"] = len(row_names(dialog))
        seen["after"] = buttons(dialog), first.mapToGlobal(QPoint(0, 0))
        seen["fits"] = fits(dialog)
        dialog.done(0)

    in_new_match(qtbot, remove)
    assert seen["rows"] == 8 and seen["fits"]
    assert seen["after"] == seen["before"]


@pytest.mark.parametrize("size", [(1024, 600), (1008, 560)])
def test_on_a_netbook_screen(tmp_path, size):
    """The checks above on a netbook's screen, in a second pytest whose offscreen screen is
    *size* (as test_small_screen.py runs netbook_screen.py)."""
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
         f"{__file__}::test_start_stays_from_a_six_player_molotow_to_a_schieber",
         f"{__file__}::test_start_stays_while_coiffeur_rows_are_removed"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=900, check=False)
    summary = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else run.stderr
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    assert "2 passed" in summary, summary
