"""A Romand Schreiber's trial at 1024×600 (French window): a finished Differenzler, the
history: Home, Enter. The line above the form ("Donne 1 sur 3 : Sandrine donne") was gone
while the correction lasted, and the header, the fields and the button stood ~24 px higher
than where they had been while the last game was typed, under the mouse. The house rule: a
line keeps its room, nothing moves under the mouse. The line says nothing while the match is
played, nor while a game is corrected (the box, the header and the yellow line say which: a
later Romand trial's screen said each sentence twice); only the button may move up by the
yellow line under it where the form needs the side's whole height (docs/window.md)."""

import pytest

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import click, enter, focus, key, open_match, tab, top, type_

NAMES = ["Sandrine", "Luc", "Mireille", "Pascal"]


@pytest.fixture
def netbook_fr(qapp, qtbot, settings, autosaves):
    yield from window_in("fr", qapp, qtbot, settings, size=(1024, 600))


def test_the_form_stays_where_it_was_when_a_finished_match_is_corrected(netbook_fr, qtbot):
    window = netbook_fr
    panel, _board = open_match(qtbot, window, new_match("differenzler", NAMES,
                                                        settings={"games": 3}))
    status = window.status_label
    for game in range(3):
        for typed in ("40", "35", "50", "30", "38", "41", "47"):
            type_(qtbot, typed)
            tab(qtbot)
        if game == 2:  # the last game typed, the mouse about to click Inscrire
            places = {w: top(window, w) for w in (status, panel.header, panel.predictions[0],
                                                  panel.points[3])}
            button = top(window, panel.write_button)
        enter(qtbot)
    assert window.controller.board.finished and not panel.isVisible()
    click(qtbot, window.history.list.viewport())
    key(qtbot, "Home")
    enter(qtbot)  # game 1 into the form
    assert panel.correcting == 0 and focus() is panel.predictions[0]
    # the game corrected, said by the box and the header
    assert status.text() == "" and panel.box.title() == "Donne 1 sur 3"
    assert {w: top(window, w) for w in places} == places
    moved = button - top(window, panel.write_button)
    # the yellow line under the button takes its room from the form, if anywhere
    assert moved in (0, panel.banner.height() + panel.layout().spacing()), moved
    key(qtbot, "Escape")
    assert panel.correcting is None and not panel.isVisible() and not status.isVisible()
