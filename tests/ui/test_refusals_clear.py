"""A refusal is about the form as it was at Enter: once the Schreiber changes anything, the red
marks and the message go, and the line under the form says what Enter would do now."""

from jasstafel.core.matchfile import new_match

from .keyboard import ctrl, enter, focus, key, open_match, select_all, shortcut, tab, type_


def test_molotow_the_sum_mended_in_another_field_clears_the_refusal(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match(
        "molotow", ["Eva", "Fritz", "Gabi", "Hans"]))
    for value in ("100", "60"):
        type_(qtbot, value)
        tab(qtbot)
    type_(qtbot, "0")  # Gabi; Hans left to the rest
    enter(qtbot)
    gabi = panel.points[2]
    assert window.controller.match.entries == ()
    assert "160" in panel.error_text() and gabi.is_refused()
    assert panel.error.isVisible()
    shortcut(qtbot, "Shift+Tab")
    shortcut(qtbot, "Shift+Tab")
    assert focus() is panel.points[0]
    select_all(qtbot)
    type_(qtbot, "90")  # Eva's points mended: the sum is 150, Hans has the rest
    assert panel.preview_line.kind == "write", panel.preview_line.text()
    assert not gabi.is_refused() and not panel.error.isVisible()
    assert panel.error_text() == ""
    enter(qtbot)
    assert window.controller.match.entries[0].points == [90, 60, 0, 7]


def test_schieber_a_message_above_the_button_goes_when_the_contract_is_chosen(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match(
        "schieber", ["Anna", "Beat", "Cla", "Dora"]))
    type_(qtbot, "100")
    enter(qtbot)
    assert "Choose the contract" in panel.error_text() and panel.error.isVisible()
    ctrl(qtbot, "3")
    assert not panel.error.isVisible() and panel.error_text() == ""
    assert panel.preview_line.kind == "write"


def test_a_refused_field_typed_in_again_is_no_longer_red(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match(
        "schieber", ["Anna", "Beat", "Cla", "Dora"]))
    ctrl(qtbot, "3")
    type_(qtbot, "158")
    enter(qtbot)
    assert panel.points[0].is_refused()
    key(qtbot, "Backspace")
    assert not panel.points[0].is_refused() and panel.error_text() == ""
    assert panel.preview_line.kind == "write"
