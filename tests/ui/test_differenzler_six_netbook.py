"""A Differenzler of six long names on a netbook's unmaximised window (1008×560), typed by
keys in German (a trial's): its opening hint under the form named all six players whose
predictions were missing, in four lines, and cut the form from the start: Köbi Kuhn's
prediction was out of view before a key was typed. Every prediction field is in view when a
game begins, and the field with the cursor at every key."""

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, settle, tab, type_
from .test_molotow_six_netbook import in_view

PLAYERS = ["Marie-Thérèse Rossier", "Hans-Peter Zimmermann", "Jean-Christophe Baumgartner",
           "Annemarie Schwarzenbach", "Franziska-Luise Hürlimann", "Köbi Kuhn"]
PREDICTIONS = ["40", "25", "-", "60", "10", "22"]
#: the first five players' card points (Köbi Kuhn the rest)
POINTS = ["30", "20", "17", "40", "25"]

#: the window on a netbook's 1008×560 screen without a window manager: as large as it makes
#: itself there (its screen's room, less what a window manager's frame would take)
ON_A_SMALL_SCREEN = (992, 520)

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def test_every_prediction_and_the_cursor_in_view(german_window, qtbot, tmp_path):
    window = german_window
    window.resize(*ON_A_SMALL_SCREEN)
    panel, _board = open_match(qtbot, window, new_match("differenzler", PLAYERS))
    scroll = panel.form_scroll
    cut = []

    def step(typed=None):
        if typed == "Tab":
            tab(qtbot)
        elif typed is not None:
            type_(qtbot, typed)
        settle()
        focus = QApplication.focusWidget()
        if scroll.widget().isAncestorOf(focus) and not in_view(scroll, focus):
            cut.append((typed, focus.accessibleName() or focus.objectName()))

    for game in (1, 2):
        settle()
        window.grab().save(str(tmp_path / f"fix-smallscreen-differenzler-{game}.png"))
        # a game begins: every player's prediction in view without scrolling
        hidden = [name for name, field in zip(PLAYERS, panel.predictions, strict=True)
                  if not in_view(scroll, field)]
        assert hidden == [], (game, hidden, panel.preview_line.text(), panel.error_text())
        step()
        for typed in PREDICTIONS:
            step(typed)
            step("Tab")
        for typed in POINTS:
            step(typed)
            step("Tab")
        enter(qtbot)
        assert len(window.controller.match.entries) == game, panel.error_text()
    assert cut == []
