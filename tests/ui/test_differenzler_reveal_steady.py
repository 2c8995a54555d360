"""*Vorhersagen zeigen/verbergen* moves nothing when clicked: the button, checked, wore the
chosen buttons' frame, and with the focus the focus frame, each as high as its own, so the
line under it, the hint and *Schreiben* moved by 1–2 px at each click (a German trial's
shots). Four predictions typed, then the real button clicked twice, and Ctrl+R from the
card points; every widget of the form where it was."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from jasstafel.core.matchfile import new_match

from .keyboard import focus, open_match, shortcut, tab, type_

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

NAMES = ["Monika", "Urs", "Vreni", "Hansjörg"]


def places(panel):
    """Where every widget of the form is shown, in the window's coordinates, once the
    layouts have placed them again."""
    QApplication.processEvents()
    window = panel.window()
    return {(type(w).__name__, w.objectName(), n): (w.mapTo(window, w.rect().topLeft()),
                                                     w.size())
            for n, w in enumerate(panel.findChildren(QWidget)) if w.isVisible()}


def moved(before, after):
    return {key: (before.get(key), after.get(key)) for key in {*before, *after}
            if before.get(key) != after.get(key)}


@pytest.mark.parametrize("language", ["german", "french"])
def test_showing_and_hiding_the_predictions_moves_nothing(request, qtbot, tmp_path, language):
    window = request.getfixturevalue(f"{language}_window")
    window.resize(1280, 760)
    panel, _board = open_match(qtbot, window, new_match("differenzler", NAMES))
    for value in (40, 30, 50, 35):
        type_(qtbot, str(value))
        tab(qtbot)
    points = focus()
    before = places(panel)

    qtbot.mouseClick(panel.reveal, Qt.MouseButton.LeftButton)  # shown, the button has the keys
    assert panel.reveal.isChecked() and focus() is panel.reveal
    panel.grab().save(str(tmp_path / f"shown-{language}.png"))
    assert moved(before, places(panel)) == {}
    qtbot.mouseClick(panel.reveal, Qt.MouseButton.LeftButton)  # hidden again
    assert not panel.reveal.isChecked()
    assert moved(before, places(panel)) == {}

    points.setFocus()
    qtbot.waitUntil(lambda: focus() is points)
    shortcut(qtbot, "Ctrl+R")  # shown from the card points: the button without the keys
    assert panel.reveal.isChecked() and focus() is points
    panel.grab().save(str(tmp_path / f"shown-without-keys-{language}.png"))
    assert moved(before, places(panel)) == {}
