"""A German trial on a netbook (the window 992×520, five long names, keyboard first): after
*Namen und Angaben ändern…* (Ctrl+Shift+N) the Handjass form jumped, the *Gibt* bar 18 px
lower and the last player's row out of view; Undo brought it back. The form keeps its place."""

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from jasstafel.core.handjass import HandjassRound
from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, settle, shortcut, tab, type_
from .test_names_dialog import in_form, in_names_dialog

FIVE = ["Marie-Thérèse Rossier", "Hans-Peter Zimmermann", "Köbi Kuhn",
        "Annemarie Bürgi-Steiner", "Ueli Gasser"]

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def handjass():
    match = new_match("handjass", FIVE)
    for points in ([20, 30, 40, 50, 17], [25, 45, 30, 27, 30], [10, 40, 37, 40, 30]):
        match.add(HandjassRound(points=points))
    return match


def places(window):
    """Where the Gibt bar is, and whether the last player's field is in view."""
    settle()
    panel = window.panel
    last = panel.points[-1]
    viewport = panel.form_scroll.viewport()
    bottom = last.mapTo(viewport, last.rect().bottomLeft())
    return panel.header.mapTo(window, QPoint(0, 0)).y(), viewport.rect().contains(bottom)


def test_the_form_keeps_its_place_after_a_change_of_names(german_window, qtbot, tmp_path):
    window = german_window
    window.resize(992, 520)
    open_match(qtbot, window, handjass())
    before = places(window)
    window.grab().save(str(tmp_path / "fix-netbookform-handjass-before.png"))

    def rename(dialog):
        for _ in range(4):
            tab(qtbot)
        type_(qtbot, "Ueli Gasser-Hofstetter")
        enter(qtbot)

    in_names_dialog(qtbot, rename)
    in_form(qtbot, window)
    assert window.controller.match.rules.side_names[-1] == "Ueli Gasser-Hofstetter"
    window.grab().save(str(tmp_path / "fix-netbookform-handjass-after.png"))
    assert places(window) == before
    shortcut(qtbot, "Ctrl+Z")
    assert places(window) == before
    assert QApplication.focusWidget() is not None
