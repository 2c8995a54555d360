"""A name changed in the match (*Edit → Names and details…*) changes the words of the entry
form, not its shape: every field and button stays where it was, as wide as it was.

A trial renamed a Schieber's team "Anna & Claudia" to "Anna & Claudia-Beatrice": the card
points fields got narrower and Match and Kontermatsch moved, because the team's name beside
its field took the room its words asked for.
"""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QWidget

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, tab, type_
from .test_names_dialog import in_form, in_names_dialog
from .test_steady_form import settle

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

PLAYERS = ["Anna", "Beat", "Claudia", "Dora"]


def places(window):
    """Every field and button of the entry form the cursor or the mouse reaches, in the
    form's order: its kind and its rectangle in the form."""
    settle()
    form = window.panel.form_widget
    return [(type(w).__name__, w.objectName(), w.geometry().translated(
        w.parentWidget().mapTo(form, QPoint(0, 0))).getRect())
        for w in form.findChildren(QWidget)
        if w.isVisible() and w.focusPolicy() != Qt.FocusPolicy.NoFocus]


@pytest.mark.parametrize("size", [(1300, 850), (1920, 1080), (1366, 768)])
def test_a_longer_team_name_leaves_the_schieber_form_as_it_was(window, qtbot, size):
    window.resize(*size)
    open_match(qtbot, window, new_match("schieber", PLAYERS))
    before = places(window)
    assert any(name == "points0" for _kind, name, _rect in before)

    def rename(dialog):
        tab(qtbot, 4)  # seats 2, 3 and 4, then team A's name (empty: called after its players)
        type_(qtbot, "Anna & Claudia-Beatrice")
        enter(qtbot)

    in_names_dialog(qtbot, rename)
    in_form(qtbot, window)
    assert window.controller.match.document.teams[0].name == "Anna & Claudia-Beatrice"
    after = places(window)
    assert [p for p in after if p not in before] == [], [p for p in before if p not in after]
