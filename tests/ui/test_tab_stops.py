"""Tab goes from one thing the Schreiber can type into or press to the next: never onto the
form's scroll area, where the cursor was on nothing (found in a trial, in the Handjass,
Molotow and Fahnder windows)."""

import pytest
from PySide6.QtCore import Qt

from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.entrypanel import FormScroll

from .keyboard import focus, open_match, tab

NAMES = ["Anna", "Beat", "Cla", "Dora"]


@pytest.mark.parametrize("variant", ["handjass", "molotow", "fahnder", "schieber", "coiffeur",
                                     "differenzler", "guggitaler", "pandur", "punktetafel"])
def test_tab_never_stops_on_the_forms_scroll_area(window, qtbot, variant):
    open_match(qtbot, window, new_match(variant, NAMES))
    seen = []
    for _ in range(60):  # more than every stop of the window: Tab comes round again
        tab(qtbot)
        seen.append(focus())
    assert not [w for w in seen if isinstance(w, FormScroll)]


def test_tab_never_stops_on_a_scroll_bar_of_the_new_match_dialog(window, settings, qtbot):
    """Between "Tie after Matches" and the title field Tab stopped on the dialog's scroll
    bar, and nothing showed where the cursor was (a trial's)."""
    from PySide6.QtWidgets import QApplication, QScrollBar

    from jasstafel.ui.newmatch import NewMatchDialog

    dialog = NewMatchDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    stops = []
    for _ in range(50):  # round the whole dialog
        qtbot.keyClick(QApplication.focusWidget(), "\t")
        stops.append(QApplication.focusWidget())
    assert not [w for w in stops if isinstance(w, QScrollBar)]


@pytest.mark.parametrize("variant", ["coiffeur", "molotow", "differenzler", "schieber"])
def test_tab_leaves_every_list_and_table_of_the_window(window, qtbot, variant):
    """A trial's keyboard trap in the Coiffeur grid: Qt's tables keep Tab inside, from cell
    to cell. From every list or table of the window (the statistics tab's too) Tab goes on
    to the next thing."""
    from PySide6.QtWidgets import QAbstractItemView

    open_match(qtbot, window, new_match(variant, NAMES))
    views = [v for v in window.findChildren(QAbstractItemView)
             if v.focusPolicy() != Qt.FocusPolicy.NoFocus and v.parent() is not None
             and not v.inherits("QComboBoxListView")]
    assert views
    for view in views:
        view.setFocus()
        if not view.hasFocus():  # a tab not shown now: Qt gives it no cursor
            continue
        tab(qtbot)
        assert focus() is not view, view.objectName() or type(view).__name__


@pytest.mark.parametrize("variant", ["handjass", "molotow", "fahnder", "schieber", "coiffeur",
                                     "differenzler", "guggitaler", "pandur", "punktetafel"])
def test_tab_goes_through_the_form_then_to_write_then_out(window, qtbot, variant):
    """A keyboard trial's Coiffeur: Tab from Stöck went to the board, and Write came only
    after the history; in a Pandur Tab stopped on Write halfway through the form. Every
    form: its fields, Write, then out of the panel, and round again."""
    open_match(qtbot, window, new_match(variant, NAMES))
    panel = window.panel
    kinds = []
    for _ in range(80):
        tab(qtbot)
        widget = focus()
        kinds.append("W" if widget is panel.write_button
                     else "F" if panel.form_widget.isAncestorOf(widget) else "o")
    # one round of the window from the first Write on: form stops, Write, other stops
    start = kinds.index("W")
    end = kinds.index("W", start + 1)
    once = "".join(kinds[start + 1:end + 1])
    assert once.rstrip("W").count("F") > 0
    assert once == "o" * once.count("o") + "F" * once.count("F") + "W", once
