"""A Molotow of six long names on a netbook's unmaximised window (1008×560), in German: the
last round typed by keys ties four players. The status line said the tie over the card draw
in two lines more; undone (Ctrl+Z), the round's form was back and the line kept the tie's
height, the form below it two lines lower (a trial's). The tie is now the board's and the
draw box's to say: the line says nothing over the draw, as high as before, and after the
undo it says again what it said before the round."""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, settle, shortcut, tab, type_

PLAYERS = ["Marie-Thérèse Rossier", "Hans-Peter Zimmermann", "Jean-Christophe Baumgartner",
           "Annemarie Schwarzenbach", "Franziska-Luise Hürlimann", "Köbi Kuhn"]
#: card points of the first five; Köbi Kuhn the rest (37): the first four tied on the fewest
TIED = [20, 20, 20, 20, 40]

#: the window on a netbook's 1008×560 screen without a window manager: as large as it makes
#: itself there (its screen's room, less what a window manager's frame would take)
ON_A_SMALL_SCREEN = (992, 520)

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def test_the_status_line_shrinks_back_after_the_tie_is_undone(german_window, qtbot, tmp_path):
    window = german_window
    window.resize(*ON_A_SMALL_SCREEN)
    panel, _board = open_match(qtbot, window, new_match("molotow", PLAYERS,
                                                        settings={"rounds": 1}))
    settle()
    line = window.status_label
    said, high = line.text(), line.height()
    for points in TIED:
        type_(qtbot, str(points))
        tab(qtbot)
    enter(qtbot)
    settle()
    assert panel.draw_box.isVisible()  # the tie: the card draw
    window.grab().save(str(tmp_path / "fix-smallscreen-molotow-tie.png"))
    assert line.text() == "" and line.height() == high, (line.text(), said)
    shortcut(qtbot, "Ctrl+Z")
    settle()
    assert not window.controller.match.entries
    assert not panel.draw_box.isVisible()
    assert line.text() == said
    window.grab().save(str(tmp_path / "fix-smallscreen-molotow-undone.png"))
    assert line.height() == high, (line.height(), high)
