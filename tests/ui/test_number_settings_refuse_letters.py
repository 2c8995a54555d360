"""Letters typed into a number of the New match or the Table rules dialog are refused as
they are typed, the field red and the refusal said above the buttons, as the entry forms'
fields do: a German trial's Molotow took "Köbi Kuhn" as its number of rounds without a word.
Every number of every game (rounds, games, target, Striche …, the number of players and of
teams) is typed into as a person does, with a click and the keys; deleting the letters
takes the refusal back."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match
from jasstafel.ui.newmatch import NewMatchDialog
from jasstafel.ui.rulesdialog import RulesDialog
from jasstafel.ui.variants import UI_VARIANTS
from jasstafel.ui.widgets.numberfield import NumberField

from .keyboard import CTRL, in_next_dialog, key, shortcut, type_
from .test_table_rules import in_rules_dialog

FOUR = ["Anna", "Beat", "Cla", "Dora"]
#: a game whose players and rules have no number to type (the Pandur's four, its fixed rules)
NO_NUMBER = {"pandur"}
#: and whose table rules have none to type as its match has them (their numbers switched off)
NO_RULES_NUMBER = {"handjass", "pandur", "punktetafel"}

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def numbers(dialog):
    """The number fields of the dialog a person can type into now."""
    return [field for field in dialog.findChildren(NumberField)
            if field.isVisibleTo(dialog) and field.isEnabled()]


def letters_into_each(qtbot, dialog, error):
    """Each number field: clicked, "Köbi" typed; what the dialog says, and after Backspace
    over it."""
    seen = []
    for field in numbers(dialog):
        before = field.text()
        qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
        assert QApplication.focusWidget() is field
        qtbot.keyClick(field, Qt.Key.Key_A, CTRL)
        type_(qtbot, "Köbi")
        said = error.text() if error.isVisible() else ""
        refused = field.is_refused() and field.label in said and "not a whole number" in said
        for _ in range(4):
            key(qtbot, "Backspace")
        seen.append((field.label, refused, error.isVisible()))
        type_(qtbot, before)
    return seen


@pytest.mark.parametrize("variant", sorted(UI_VARIANTS))
def test_the_new_match_dialog_refuses_letters_as_typed(window, qtbot, settings, variant):
    settings.setValue("new/variant", variant)
    seen = []

    def look(dialog):
        assert isinstance(dialog, NewMatchDialog) and dialog.cls.name == variant
        seen.extend(letters_into_each(qtbot, dialog, dialog.error))
        dialog.done(0)

    errors = in_next_dialog(qtbot, look)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors
    assert all(field[1:] == (True, False) for field in seen), seen
    assert bool(seen) != (variant in NO_NUMBER), variant


@pytest.mark.parametrize("variant", sorted(UI_VARIANTS))
def test_the_table_rules_refuse_letters_as_typed(window, qtbot, variant):
    window.start(new_match(variant, FOUR))
    qtbot.waitUntil(lambda: window.panel is not None)
    seen = []

    def look(dialog):
        assert isinstance(dialog, RulesDialog)
        seen.extend(letters_into_each(qtbot, dialog, dialog.error))
        dialog.done(0)

    in_rules_dialog(qtbot, window, look)
    assert all(field[1:] == (True, False) for field in seen), seen
    assert bool(seen) != (variant in NO_RULES_NUMBER), variant
