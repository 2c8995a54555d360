"""Long names whole in the Differenzler, Fahnder and Molotow forms, on two lines where one
is not enough, as the Schieber's buttons and card points labels write them.

A layout helper's trial (German and French, 1366×768 and 1024×600) of "Annemarie-Louise
Bernasconi" and "Jean-Pierre de la Tour-de-Trême" with Beat and Dora: the Differenzler
form read "Annemarie-Lo…" and "Jean-Pierre de …" beside its narrow fields, with the right
half of the form empty; the Fahnder's player buttons "Annemarie-Lou…" and "Jean-Pierre de
l…"; a Molotow of six with Stöck "Annemarie-Louise / Bernasc…" beside Stöck buttons of the
style's 80 px for a word of 33. Measured with each label's or button's own font against its
own room, and the form steady (its fields and buttons where they were) as the turn goes on.
"""

import pytest

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import enter, open_match, settle, shortcut, tab, type_
from .test_card_points_names_whole import places, whole_in
from .test_molotow_window import type_round as type_molotow_round
from .test_schieber_long_names_on_buttons import cut, read

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

SIZES = [(1366, 738), (1024, 600)]  # 1366×768 maximised (less the panel), a netbook
LONG = ["Annemarie-Louise Bernasconi", "Jean-Pierre de la Tour-de-Trême", "Beat", "Dora"]
#: six at a Molotow table
SIX = [*LONG, "Cla", "Eva"]


@pytest.fixture(params=["de", "fr"])
def opened(request, qapp, qtbot, settings, autosaves):
    """Open *match* in the window in German or French, *size* large."""
    windows = []

    def open_(match, size):
        gen = window_in(request.param, qapp, qtbot, settings, size=size)
        window = next(gen)
        windows.append(gen)
        panel, _board = open_match(qtbot, window, match)
        settle()
        return window, panel

    yield open_
    for gen in windows:
        gen.close()


def labels_whole(labels):
    """Each label's name whole in its room; what is not, with its text and width."""
    settle()
    return [(label.text(), label.contentsRect().width()) for label in labels
            if not whole_in(label)]


def buttons_whole(buttons, names):
    """Each button's name whole (on one line or two) in its room, in bold as a chosen one
    is painted; what is not, with what it shows."""
    settle()
    return [(button.shown_text(), cut(button)) for button, name in zip(buttons, names,
                                                                        strict=True)
            if read(button.shown_text()) != name or cut(button)]


@pytest.mark.parametrize("size", SIZES)
def test_the_differenzlers_names_are_whole(opened, qtbot, size):
    window, panel = opened(new_match("differenzler", LONG), size)
    assert labels_whole(panel.name_labels) == []
    steady = [*panel.name_labels, *panel.predictions, *panel.points, *panel.penalties]
    before = places(window, steady)
    for typed in ("40", "35", "50", "30", "38", "41", "47"):  # four predictions, card points
        type_(qtbot, typed)
        tab(qtbot)
    enter(qtbot)
    assert len(window.controller.match.entries) == 1  # Jean-Pierre deals now
    assert places(window, steady) == before
    assert labels_whole(panel.name_labels) == []


@pytest.mark.parametrize("size", SIZES)
def test_the_fahnders_player_buttons_say_the_names_whole(opened, qtbot, size):
    window, panel = opened(new_match("fahnder", LONG), size)
    buttons = [*panel.fahnder_buttons, *panel.partner_buttons]
    assert buttons_whole(buttons, LONG * 2) == []
    before = places(window, [*buttons, panel.bid, panel.points, panel.match])
    # Annemarie-Louise bids 120 in Eicheln with Jean-Pierre, 130 card points: the turn goes on
    shortcut(qtbot, "Ctrl+1")
    assert buttons_whole(buttons, LONG * 2) == []  # chosen: bold, as whole
    type_(qtbot, "120")
    shortcut(qtbot, "Ctrl+5")
    shortcut(qtbot, "Alt+2")
    type_(qtbot, "130")
    enter(qtbot)
    assert len(window.controller.match.entries) == 1
    assert places(window, [*buttons, panel.bid, panel.points, panel.match]) == before
    assert buttons_whole(buttons, LONG * 2) == []


@pytest.mark.parametrize("size", [*SIZES, (1014, 556)])  # and a netbook's window as it opens
def test_a_molotow_of_six_says_the_names_whole(opened, qtbot, size):
    window, panel = opened(new_match("molotow", SIX, settings={"rounds": 4, "stoeck": True}),
                           size)
    assert labels_whole(panel.name_labels) == []
    steady = [*panel.name_labels, *panel.points, *panel.stoeck_buttons]
    before = places(window, steady)
    type_molotow_round(qtbot, [40, 30, 20, 10, 50, 7], stoeck=1)
    assert len(window.controller.match.entries) == 1
    assert places(window, steady) == before
    assert labels_whole(panel.name_labels) == []
