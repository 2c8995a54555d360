"""Digits typed while the cursor is on a button or a check box of an entry form never vanish
without a word. A keyboard trial's Pandur: Ctrl+2 300, Tab 157, Tab 100, Tab 50 — the second
Tab went to *beaten*, the "50" went nowhere, and the preview said "257 < 300: failed"; one
Enter more would have written a failed 300 instead of a made one. The form says that the
digits went into no field, on which button, and (on the Pandur's Weis row) how a second Weis
is written."""

from jasstafel.core.matchfile import new_match

from .keyboard import enter, focus, key, open_file, shortcut, tab, type_
from .test_pandur_window import NAMES


def refusal(panel) -> str:
    return panel.error.text() if panel.error.isVisibleTo(panel) else ""


def test_digits_after_tab_out_of_the_weis_are_said(window, qtbot, tmp_path):
    panel, _board = open_file(qtbot, window, tmp_path / "p.jass", new_match("pandur", NAMES))
    shortcut(qtbot, "Ctrl+2")  # Beat declares
    type_(qtbot, "300")
    tab(qtbot)
    type_(qtbot, "157")
    tab(qtbot)
    type_(qtbot, "100")
    tab(qtbot)
    assert focus() is panel.beaten
    type_(qtbot, "50")
    said = refusal(panel)
    assert said.startswith("50 typed on “beaten (Ctrl+B)” went into no field: digits go "
                           "into a number field")
    assert "type their total (100 + 50: 150)" in said
    # nothing changed behind the words: the Weis as typed, the cursor where it was
    assert panel.weis.field.text() == "100" and not panel.beaten.isChecked()
    assert focus() is panel.beaten
    tab(qtbot)  # on to *Clear Weis*: said there too, its own digits
    assert focus() is panel.weis.clear_button
    type_(qtbot, "5")
    assert refusal(panel).startswith("5 typed on “Clear Weis” went into no field")
    # mended as the words say: back to the Weis field, the total typed; Enter writes it
    key(qtbot, "Backtab", 2)
    assert focus() is panel.weis.field
    type_(qtbot, "\b\b\b150")
    assert panel.weis.field.text() == "150" and refusal(panel) == ""
    enter(qtbot)
    entry = window.controller.match.entries[-1]
    assert (entry.points, entry.weis, entry.weis_beaten) == (157, 150, False)


def test_digits_on_a_players_button_name_it(window, qtbot, tmp_path):
    """The same words on every button of a form: a fault button is named as its row says
    it (its accessible name), with no Weis words, which are the Weis row's."""
    panel, _board = open_file(qtbot, window, tmp_path / "p.jass", new_match("pandur", NAMES))
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "150")
    button = panel.fault_buttons[2]
    for _ in range(12):  # by Tab, past the card points and the Weis row, to Cla's
        if focus() is button:
            break
        tab(qtbot)
    assert focus() is button
    type_(qtbot, "7")
    assert refusal(panel) == ("7 typed on “Fault by Cla” went into no field: digits go into "
                              "a number field (click it, or go back with Shift+Tab).")
    assert not button.isChecked() and window.controller.match.entries == ()
