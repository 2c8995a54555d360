"""A click into a number field that holds a value the Schreiber did not type in this form (a
correction's old value, a figure the form filled in) selects the whole value, so that what is
typed replaces it, as Tab and the opening of a correction do; a second click puts the cursor
where it clicks (a deliberate edit); the field's own typing is never selected by a click.

A German mouse-first trial at 125 %: a Molotow correction, 35 typed over Heidi's selected 53,
then a click into the middle of Vreni's "20" and 38 typed gave "3820" (refused: at most 157);
a Differenzler's prediction "35" clicked and 45 typed gave "4535", card points "0" and 5
gave "50" (a prediction or a Weis has no sum rule: it would have been written wrong).

Every click is the mouse's, at a point inside the field's digits (its middle), as a person
clicks; every figure is typed with keys into the focused field.
"""

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QLineEdit

from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.numberfield import NumberField

from .keyboard import focus, key, open_file, open_match, settle, shortcut, type_
from .test_correction_selects import CASES
from .test_fahnder_keys import tab_to_history

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"


def inside_text(field: QLineEdit) -> QPoint:
    """A point on the field's digits, where a person clicks into "20": of the points of the
    field's middle line where a click puts the cursor between two digits, the middle one; in
    a one-digit "0", a point on the digit's left half (the cursor goes before it: "50")."""
    settle()  # laid out: the digits where they are shown
    y = field.rect().center().y()
    at = {x: field.cursorPositionAt(QPoint(x, y)) for x in range(field.width())}
    if len(field.text()) == 1:
        middle = min(x for x, position in at.items() if position == 1)  # the digit's middle
        assert at[middle - 2] == 0
        return QPoint(middle - 2, y)
    inside = [x for x, position in at.items() if 0 < position < len(field.text())]
    assert inside, ("no point inside the digits", field.text())
    return QPoint(inside[len(inside) // 2], y)


def click_into(qtbot, field: QLineEdit, point: QPoint | None = None) -> QPoint:
    """A left click at *point* of *field* (default: inside its digits), and what the window
    does after it; returns the point."""
    point = inside_text(field) if point is None else point
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton, pos=point)
    settle()
    assert focus() is field, "the click put the cursor into the field"
    return point


def drag(field: QLineEdit, point: QPoint) -> None:
    """The mouse moved to *point* with the left button held (QTest's own move is not seen as
    a drag by the field)."""
    QApplication.sendEvent(field, QMouseEvent(
        QEvent.Type.MouseMove, QPointF(point), QPointF(field.mapToGlobal(point)),
        Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    settle()


def open_correction(qtbot, window, tmp_path, example, entry, keep=2, players=None):
    data = json.loads((EXAMPLES / f"{example}.jass").read_text())
    data["entries"] = data["entries"][:entry + keep]
    if players is not None:
        data["players"] = players
    path = tmp_path / f"{example}.jass"
    path.write_text(json.dumps(data))
    panel, _board = open_file(qtbot, window, path)
    tab_to_history(qtbot, window)
    key(qtbot, "Home")
    key(qtbot, "Down", entry)
    key(qtbot, "Return")  # correct it
    assert panel.correcting == entry
    settle()
    return panel


@pytest.mark.parametrize(("example", "entry", "loaded"), CASES)
def test_a_click_selects_the_old_value_a_second_click_places_the_cursor(
        window, qtbot, tmp_path, example, entry, loaded):
    """Every variant's form: the cursor taken out of the old value's field (Tab), a click
    into the middle of its digits selects the whole old value, and 5 typed replaces it; a
    second click puts the cursor where it clicked; the field's own typing, left and clicked
    again, stays as typed and takes the next digit where the click put the cursor."""
    panel = open_correction(qtbot, window, tmp_path, example, entry)
    field = focus()
    assert isinstance(field, NumberField) and field.text() == loaded
    key(qtbot, "Tab")  # the cursor goes on: the old value is left as it was
    assert focus() is not field
    point = click_into(qtbot, field)
    assert field.selectedText() == loaded, "the click selected the whole old value"
    type_(qtbot, "5")
    assert field.text() == "5", "typed over the old value, not into it"
    key(qtbot, "Backspace")
    type_(qtbot, "72")
    assert field.text() == "72"
    # a second click is an edit: the cursor where the mouse is, nothing selected
    point = click_into(qtbot, field)
    assert not field.hasSelectedText()
    assert field.cursorPosition() == field.cursorPositionAt(point) == 1
    type_(qtbot, "1")
    assert field.text() == "712"
    # the field's own typing: left and clicked into again, it is not selected away
    key(qtbot, "Tab")
    assert focus() is not field
    point = click_into(qtbot, field)
    assert not field.hasSelectedText(), "a click never selects the Schreiber's own typing"
    at = field.cursorPositionAt(point)
    assert field.cursorPosition() == at and 0 < at < 3
    type_(qtbot, "0")
    assert field.text() == "712"[:at] + "0" + "712"[at:]
    key(qtbot, "Escape")
    assert panel.correcting is None


def test_the_molotow_trial_mouse_from_field_to_field(german_window, qtbot, tmp_path):
    """The trial's Molotow: entry 3 corrected, 35 typed over the first player's selected
    figure, then a click into the middle of the next player's "18" and 38 typed: 38, not
    3818; the entry is written with both new figures (the sum rule's rest follows)."""
    window = german_window
    panel = open_correction(qtbot, window, tmp_path, "molotow", 2,
                            players=["Heidi", "Vreni", "Ueli", "Sepp"])
    heidi, vreni = panel.points[0], panel.points[1]
    assert focus() is heidi and heidi.selectedText() == "40"
    type_(qtbot, "35")
    assert heidi.text() == "35"
    click_into(qtbot, vreni)
    assert vreni.selectedText() == "18"
    type_(qtbot, "38")
    assert vreni.text() == "38"
    # Ueli's field clicked with a hand that moves the mouse a little while the button is
    # down: still the whole old value
    ueli = panel.points[2]
    point = inside_text(ueli)
    qtbot.mousePress(ueli, Qt.MouseButton.LeftButton, pos=point)
    moved = point + QPoint(-3, 0)
    assert ueli.cursorPositionAt(moved) == 1  # a drag to there would select "3"
    drag(ueli, moved)
    qtbot.mouseRelease(ueli, Qt.MouseButton.LeftButton, pos=moved)
    settle()
    assert focus() is ueli and ueli.selectedText() == ueli.text() == "33"
    # the click back into Heidi's field finds her typing as typed
    click_into(qtbot, heidi)
    assert heidi.text() == "35" and not heidi.hasSelectedText()
    key(qtbot, "Return")
    assert panel.correcting is None
    assert window.controller.match.entries[2].points[:2] == [35, 38]


def test_the_differenzler_trial_prediction_and_card_points(window, qtbot, tmp_path):
    """The trial's Differenzler: a prediction clicked and typed over (a prediction has no
    sum rule: "4535" would have been written without a word), then card points of 0."""
    data = json.loads((EXAMPLES / "differenzler.jass").read_text())
    data["entries"] = data["entries"][:2]
    data["entries"][0]["points"] = [0, 41, 47, 69]
    path = tmp_path / "differenzler.jass"
    path.write_text(json.dumps(data))
    panel, _board = open_file(qtbot, window, path)
    tab_to_history(qtbot, window)
    key(qtbot, "Home")
    key(qtbot, "Return")
    assert panel.correcting == 0
    prediction = panel.predictions[1]
    assert prediction.text() == "35"
    click_into(qtbot, prediction)
    assert prediction.selectedText() == "35"
    type_(qtbot, "45")
    assert prediction.text() == "45"
    points = panel.points[0]
    assert points.text() == "0"
    qtbot.mouseClick(points, Qt.MouseButton.LeftButton, pos=points.rect().center())
    settle()
    assert focus() is points and points.selectedText() == "0"
    type_(qtbot, "5")
    assert points.text() == "5"


def test_a_figure_the_form_filled_in_is_selected_by_a_click(window, qtbot):
    """Schieber: Match (Ctrl+M) fills in 157 for the team; a click into it selects it, as
    any value the Schreiber did not type."""
    panel, _board = open_match(qtbot, window, new_match("schieber", ["A", "B", "C", "D"]))
    shortcut(qtbot, "Ctrl+M")
    settle()
    filled = [f for f in panel.points if f.text() == "157"]
    assert len(filled) == 1
    field = filled[0]
    if focus() is field:
        key(qtbot, "Tab")
    click_into(qtbot, field)
    assert field.selectedText() == "157"
