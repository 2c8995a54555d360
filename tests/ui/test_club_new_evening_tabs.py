"""Tab goes through the new evening's dialog in the order its fields are seen, and Ctrl+A
and a digit replace the figure of the field it reached (a club secretary's trial, in
German: for a Differenzler, Tab from *Tische*, Ctrl+A and "2" never reached *Spiele*,
which stayed 12; the digit was lost. Tab went from *Tische* to the frame of the table
settings, then to *Anlegen* and *Abbrechen*, and only then to the settings: a form
built for the variant chosen joined the end of the dialog's Tab chain).

Everything is typed: keys into the field that has the cursor, as the secretary did."""

import pytest
from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton

from .club_steps import open_club_window
from .keyboard import SHIFT, ctrl, enter, focused, press, tab, type_text

#: the dialog's fields from the top, as Tab should reach them (object names; the buttons
#: by their text)
HEAD = ["eveningDate", "eveningPlace", "eveningTitle", "eveningSeason", "eveningVariant",
        "eveningPreset", "eveningPassen", "eveningTables"]
DIFFERENZLER = ["setting_games", "setting_missing_penalty", "setting_deck"]
BUTTONS = ["Anlegen", "Abbrechen"]


@pytest.fixture
def cw(german_window, club_path, dialogs):
    window = open_club_window(german_window, dialogs)
    window.show()
    window.activateWindow()
    return window


def where(dialog):
    """The field with the cursor, by its name (the date field's line edit by the field's)."""
    widget = focused()
    assert dialog.isAncestorOf(widget), widget
    if dialog.date.isAncestorOf(widget):
        return "eveningDate"
    return widget.text() if widget.parent() is dialog.buttons else widget.objectName()


def new_evening_dialog(cw, qtbot):
    bar = cw.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(cw.tabs.indexOf(cw.evenings)).center())
    qtbot.mouseClick(cw.evenings.new_button, Qt.MouseButton.LeftButton)
    dialog = QApplication.activeModalWidget()
    assert dialog is not None
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    assert where(dialog) == "eveningDate"  # the cursor starts at the top
    return dialog


def tab_chain(dialog, qtbot, steps):
    """The fields Tab reaches, *steps* times; each one in view (the table settings scroll
    where the dialog has not the height for them)."""
    seen = []
    for _ in range(steps):
        tab(qtbot)
        seen.append(where(dialog))
        widget = focused()
        viewport = dialog.settings_area.viewport()
        if viewport.isAncestorOf(widget):
            shown = widget.visibleRegion().boundingRect()  # scrolled to: its whole height
            assert (shown.top(), shown.height()) == (0, widget.height()), (seen[-1], shown)
    return seen


def choose_differenzler(dialog, qtbot):
    """Tab on to *Variante*, the variant's first letters typed (a combo box finds it)."""
    for _ in range(60):
        if where(dialog) == "eveningVariant":
            break
        tab(qtbot)
    assert where(dialog) == "eveningVariant"
    type_text(qtbot, "Diff")
    assert dialog.variant.currentData() == "differenzler"


def test_tab_from_tische_reaches_spiele_and_a_digit_replaces_it(cw, qtbot):
    dialog = new_evening_dialog(cw, qtbot)
    choose_differenzler(dialog, qtbot)
    tab(qtbot, 3)  # Vorlage, Passen je Tisch, Tische
    assert where(dialog) == "eveningTables"
    tab(qtbot)
    assert where(dialog) == "setting_games"
    ctrl(qtbot, Qt.Key.Key_A)
    type_text(qtbot, "2")
    games = dialog.form.findChild(type(focused()), "setting_games")
    assert games.text() == "2"
    # Shift+Tab goes back the same way
    press(qtbot, Qt.Key.Key_Backtab, SHIFT)
    assert where(dialog) == "eveningTables"
    # Create, from the keyboard: the evening plays 2 games
    for _ in range(len(DIFFERENZLER) + 1):
        tab(qtbot)
    assert where(dialog) == "Anlegen"
    enter(qtbot)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    (evening,) = cw.club.evenings()
    assert evening.variant == "differenzler" and evening.settings["games"] == 2


def test_tab_goes_through_every_field_in_the_order_they_are_seen(cw, qtbot):
    dialog = new_evening_dialog(cw, qtbot)
    # the variant the dialog opened with (a Schieber): the fields, its settings, the buttons
    assert dialog.variant.currentData() == "schieber"
    chain = tab_chain(dialog, qtbot, 60)
    end = chain.index("Anlegen")
    settings = chain[len(HEAD) - 1:end]
    assert chain[:len(HEAD) - 1] == HEAD[1:]
    # every stop a field of the settings (the frame around them took one: "")
    assert settings and all(name and name not in HEAD for name in settings), settings
    assert "setting_mode" in settings and "factor_eicheln" in settings
    assert chain[end:end + 3] == [*BUTTONS, "eveningDate"]  # and round again
    # another variant chosen: its settings take the same place
    choose_differenzler(dialog, qtbot)
    assert tab_chain(dialog, qtbot, 3 + len(DIFFERENZLER) + len(BUTTONS) + 1) == [
        "eveningPreset", "eveningPassen", "eveningTables", *DIFFERENZLER, *BUTTONS,
        "eveningDate"]
    dialog.reject()


def test_the_edit_dialog_too(cw, qtbot):
    """*Edit evening…* is the same dialog with a reason field under the settings: Tab
    reaches it after them, then the buttons."""
    cw.club.new_evening("2026-11-19", "differenzler", passen=1)
    cw.refresh()
    bar = cw.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(cw.tabs.indexOf(cw.evenings)).center())
    page = cw.evenings.page
    qtbot.waitUntil(page.edit_button.isEnabled)
    qtbot.mouseClick(page.edit_button, Qt.MouseButton.LeftButton)
    dialog = QApplication.activeModalWidget()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.date.setFocus()
    save = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).text()
    assert tab_chain(dialog, qtbot, len(HEAD) + len(DIFFERENZLER) + 3) == [
        *HEAD[1:], *DIFFERENZLER, "eveningNote", save, "Abbrechen", "eveningDate"]
    dialog.reject()


def test_a_coiffeur_s_rows_then_add_row_then_the_rest(cw, qtbot):
    """The Coiffeur's rows editor: Tab went to *Zeile hinzufügen* first, above the rows it
    is under. Now row by row (name, factor, kind, +, ✕), then *Zeile hinzufügen*, then the
    settings under it; a row added from the keyboard (Space on the button) takes its place
    after the rows."""
    dialog = new_evening_dialog(cw, qtbot)
    for _ in range(60):
        if where(dialog) == "eveningVariant":
            break
        tab(qtbot)
    type_text(qtbot, "Coif")
    assert dialog.variant.currentData() == "coiffeur"
    rows = len(dialog.form.findChildren(QPushButton, QRegularExpression(r"^removeRow\d+$")))
    assert rows == 11  # the Jassverein's rows

    def row(r, insert=True):
        """A row's Tab stops: its *+* only while a row may be inserted (not at the most)."""
        return [f"rowName{r}", f"rowFactor{r}", f"rowKind{r}",
                *([f"insertRow{r}"] if insert else []), f"removeRow{r}"]

    after = ["setting_stoeck", "setting_match_bonus", "setting_deck", *BUTTONS]
    every_row = [name for r in range(rows) for name in row(r)]
    assert tab_chain(dialog, qtbot, 3 + 5 * rows + 1 + len(after)) == [
        "eveningPreset", "eveningPassen", "eveningTables", *every_row, "addRow", *after]
    # back to the button, Space: a twelfth row, Tab reaches it after the eleventh (the
    # button, at the most rows, takes no more)
    for _ in range(len(after)):
        press(qtbot, Qt.Key.Key_Backtab, SHIFT)
    assert where(dialog) == "addRow"
    press(qtbot, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: dialog.form.findChild(QPushButton, f"removeRow{rows}") is not None)
    assert not dialog.form.findChild(QPushButton, "addRow").isEnabled()
    dialog.form.findChild(QPushButton, f"removeRow{rows - 1}").setFocus()  # a click there
    assert tab_chain(dialog, qtbot, 4 + len(after)) == [*row(rows, insert=False), *after]
    dialog.reject()
