"""A refused field stays in its row and the form does not move: the field is marked red, the
message (which names the field) is said in the preview's room above the Write button.

A trial's French Tischweis refusal, said in the field's narrow column, took seven lines and
the red field sat above Chloé's name; said under the row, it still pushed everything below
it down while shown, and the Write button with it, under a mouse."""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .keyboard import enter, key, open_match, shortcut, type_

SIZES = [(1366, 768), (1024, 600)]
NAMES = ["Anne", "Benoît", "Chloé", "Daniel"]


def centre_y(widget, panel):
    return widget.mapTo(panel, QPoint(0, widget.height() // 2)).y()


def type_into(qtbot, field, text):
    """A click into the field, then the keys (after what the window does when a match is
    opened, as for a person, who cannot click that fast)."""
    for _ in range(3):
        QApplication.processEvents()
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    assert field.hasFocus()
    type_(qtbot, text)


def places(window, field, row):
    """Where the field, its row and the Write button are, as laid out on the screen."""
    panel = window.panel
    for _ in range(3):
        QApplication.processEvents()
    field.window().grab()  # laid out as shown
    return [centre_y(w, panel) for w in (field, *row, panel.write_button) if not w.isHidden()]


def assert_in_its_row(window, field, row):
    panel = window.panel
    assert field.is_refused(), panel.error_text()
    assert panel.error.isVisible() and panel.error_text()
    here = centre_y(field, panel)
    for widget in row:
        if widget.isHidden():  # Stöck when the table does not write them
            continue
        assert abs(centre_y(widget, panel) - here) <= 3, (widget, centre_y(widget, panel), here)


def molotow_tisch(qtbot, window):
    panel, _ = open_match(qtbot, window, new_match("molotow", NAMES))
    for p, points in enumerate(("40", "30", "50")):
        type_into(qtbot, panel.points[p], points)
    type_into(qtbot, panel.tisch[2], "30")  # no Weis is 30
    return panel.tisch[2], [panel.name_labels[2], panel.points[2], panel.hand[2],
                            panel.stoeck_buttons[2]]


def molotow_points(qtbot, window):
    panel, _ = open_match(qtbot, window, new_match("molotow", NAMES))
    for p in range(4):
        type_into(qtbot, panel.points[p], "40")
    return panel.points[3], [panel.name_labels[3], panel.hand[3], panel.tisch[3]]


def differenzler_prediction(qtbot, window):
    panel, _ = open_match(qtbot, window, new_match("differenzler", NAMES))
    type_into(qtbot, panel.predictions[1], "160")
    return panel.predictions[1], [panel.name_labels[1], panel.missing[1], panel.points[1]]


def handjass_points(qtbot, window):
    panel, _ = open_match(qtbot, window, new_match("handjass", NAMES))
    type_into(qtbot, panel.points[1], "158")
    return panel.points[1], [panel.point_labels[1]]


def handjass_striche(qtbot, window):
    panel, _ = open_match(qtbot, window, new_match("handjass", NAMES))
    bar = panel.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())  # Striche
    type_into(qtbot, panel.steppers[1], "99")
    return panel.steppers[1], [panel.stepper_labels[1], panel.minus_buttons[1],
                               panel.plus_buttons[1]]


def guggitaler_count(qtbot, window):
    panel, _ = open_match(qtbot, window, new_match("guggitaler", NAMES))
    type_into(qtbot, panel.fields[1], "x1")
    return panel.fields[1], [panel.name_labels[1]]


def punktetafel_points(qtbot, window):
    panel, _ = open_match(qtbot, window, new_match("punktetafel", NAMES))
    type_into(qtbot, panel.points[1], "x1")
    return panel.points[1], [panel.name_labels[1]]


def caption_of(field):
    """The label of the form's grid row that holds *field* (in column 0)."""
    parent = field.parentWidget()
    grid = parent.layout()
    row, _column, _rows, _columns = grid.getItemPosition(grid.indexOf(field))
    return grid.itemAtPosition(row, 0).widget()


def fahnder_bid(qtbot, window):
    panel, _ = open_match(qtbot, window, new_match("fahnder", NAMES))
    shortcut(qtbot, "Ctrl+1")  # the Fahnder
    type_into(qtbot, panel.bid, "x1")
    return panel.bid, [caption_of(panel.bid), panel.quick_bids[150]]


def fahnder_points(qtbot, window):
    panel, _ = open_match(qtbot, window, new_match("fahnder", NAMES))
    shortcut(qtbot, "Ctrl+1")
    type_into(qtbot, panel.bid, "100")
    list(panel.contract_buttons.values())[0].click()
    panel.partner_buttons[1].click()
    type_into(qtbot, panel.points, "158")
    return panel.points, [caption_of(panel.points), panel.opponents]


def pandur_points(qtbot, window):
    panel, _ = open_match(qtbot, window, new_match("pandur", NAMES))
    panel.declarer_buttons[1].click()
    type_into(qtbot, panel.bid, "150")
    type_into(qtbot, panel.points, "158")
    return panel.points, [panel.made_button, panel.failed_button]


def schieber_points(qtbot, window):
    panel, _ = open_match(qtbot, window, new_match("schieber", NAMES))
    type_into(qtbot, panel.points[0], "200")
    return panel.points[0], [panel.point_labels[0], panel.points[1]]


def schieber_weis(qtbot, window):
    panel, _ = open_match(qtbot, window, new_match("schieber", NAMES))
    shortcut(qtbot, "Ctrl+1")
    type_into(qtbot, panel.points[0], "100")
    type_into(qtbot, panel.weis.field, "25")  # no Weis is 25
    return panel.weis.field, [*panel.weis.side_buttons]


def coiffeur_points(qtbot, window):
    panel, _ = open_match(qtbot, window, new_match("coiffeur", NAMES))
    type_into(qtbot, panel.points, "158")
    return panel.points, []


CASES = [schieber_points, schieber_weis, coiffeur_points, fahnder_bid, fahnder_points,
         pandur_points, molotow_tisch, molotow_points, differenzler_prediction, handjass_points,
         handjass_striche, guggitaler_count, punktetafel_points]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("case", CASES, ids=lambda case: case.__name__)
def test_a_refused_field_stays_in_its_row(french_window, qtbot, case, size):
    french_window.resize(*size)
    field, row = case(qtbot, french_window)
    before = places(french_window, field, row)
    enter(qtbot)
    assert_in_its_row(french_window, field, row)
    assert places(french_window, field, row) == before  # nothing moved
    assert field.hasFocus()
    key(qtbot, "Backspace")  # mending it: the refusal goes
    assert not field.is_refused() and french_window.panel.error_text() == ""


# -- a Romand trial at 1024×600: the Write button moved down as the line above it grew ----


def write_y(window):
    for _ in range(3):
        QApplication.processEvents()
    window.grab()  # laid out as shown
    panel = window.panel
    return panel.write_button.mapTo(panel, QPoint(0, 0)).y()


def guggitaler_undo_refused(qtbot, window):
    """Ober typed, then Ctrl+Z: the long refusal of an undo while typing (3 lines)."""
    from .test_focus_seen import guggitaler_at

    panel, _ = open_match(qtbot, window, guggitaler_at("schellen", NAMES))
    for text in ("2", "3", "0"):  # the Bells written in this session: Ctrl+Z could undo them
        type_(qtbot, text)
        key(qtbot, "Tab")
    enter(qtbot)
    yield
    for text in ("0", "2", "2"):
        type_(qtbot, text)
        key(qtbot, "Tab")
        yield
    shortcut(qtbot, "Ctrl+Z")
    assert panel.error_text()
    yield


def molotow_sum_refused(qtbot, window):
    panel, _ = open_match(qtbot, window, new_match("molotow", NAMES))
    yield
    for points in ("40", "25", "60", "40"):
        type_(qtbot, points)
        key(qtbot, "Tab")
        yield
    enter(qtbot)  # 165 card points
    assert panel.error_text()
    yield


def differenzler_preview(qtbot, window):
    """Predictions and card points of four: the preview of the game takes lines."""
    panel, _ = open_match(qtbot, window, new_match("differenzler", NAMES))
    yield
    for text in ("40", "30", "-", "70", "45", "22", "30"):
        type_(qtbot, text)
        key(qtbot, "Tab")
        yield


@pytest.mark.parametrize("size", [(1024, 600), (1014, 556)])
@pytest.mark.parametrize("language", ["fr", "de"])
@pytest.mark.parametrize("steps", [guggitaler_undo_refused, molotow_sum_refused,
                                   differenzler_preview], ids=lambda steps: steps.__name__)
def test_the_write_button_stays_as_the_line_above_it_grows(qapp, qtbot, settings, autosaves,
                                                           steps, language, size):
    """Guggitaler: the 3-line refusal of an undo moved it from y 466 to 482, then 498;
    Molotow: a sum of 165, 458 to 476; Différence: a 3-line preview, 486 to 504. The form
    keeps the room of three lines above it where it has the height, and nothing moves."""
    from .conftest import window_in

    for window in window_in(language, qapp, qtbot, settings, size=size):
        seen = []
        for _ in steps(qtbot, window):
            panel = window.panel
            seen.append((write_y(window), panel.preview_line.text() or panel.error_text()))
        assert len({y[0] for y in seen}) == 1, "\n".join(map(str, seen))
        form = window.panel.form_scroll
        assert form.verticalScrollBar().maximum() == 0  # and the form is not cut for it
