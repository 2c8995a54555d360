"""A refusal at Start in the New match dialog goes once its cause is changed.

A keyboard trial ticked a Punktetafel's *Ziel*, typed a number Start refused, emptied the field
and unticked *Ziel*: the red frame and *Ziel: «…» ist keine ganze Zahl* stayed, about a setting
no longer used (Start then worked). The refusal goes when the field or the setting it was
about changes; it stays while something else is typed (a name).
"""

from PySide6.QtWidgets import QCheckBox

from jasstafel.ui.widgets.numberfield import NumberField

from .keyboard import key, shortcut, type_
from .test_newmatch import click, dialog_for, names, setting, type_into


def refused_target(qtbot, settings):
    """A Punktetafel with *Ziel* ticked and letters typed into it, Start (Enter) refused."""
    d = dialog_for(qtbot, settings, "punktetafel")
    names(qtbot, d)
    row = setting(d, "target")
    check = row.findChild(QCheckBox, "on")
    click(qtbot, check)
    field = row.findChild(NumberField)
    type_into(qtbot, field, "12x")
    key(qtbot, "Return")
    assert d.match is None and d.isVisible()
    assert field.is_refused() and "12x" in d.error.text() and d.error.isVisible()
    return d, check, field


def test_emptying_the_refused_field_takes_the_refusal_back(qtbot, settings):
    d, check, field = refused_target(qtbot, settings)
    shortcut(qtbot, "Ctrl+A")
    key(qtbot, "Backspace")
    assert not field.is_refused() and d.error.isHidden()
    shortcut(qtbot, "Shift+Tab")  # to Ziel's check box, unticked: Start works
    assert check.hasFocus()
    key(qtbot, "Space")
    assert not check.isChecked() and d.error.isHidden()
    key(qtbot, "Return")
    assert d.match is not None and d.match.document.settings.target is None


def test_unticking_the_setting_takes_the_refusal_back(qtbot, settings):
    d, check, field = refused_target(qtbot, settings)
    shortcut(qtbot, "Shift+Tab")
    key(qtbot, "Space")  # Ziel off: its number is not read any more
    assert not check.isChecked()
    assert not field.is_refused() and d.error.isHidden()
    assert field.text() == "12x"  # the typing stays, greyed


def test_typing_a_name_leaves_the_refusal_of_a_setting(qtbot, settings):
    d, _check, field = refused_target(qtbot, settings)
    type_into(qtbot, d.name_edits[0], "Annemarie")
    assert field.is_refused() and d.error.isVisible()


def test_a_rule_refusal_goes_when_the_number_of_players_changes(qtbot, settings):
    """Five players for a Coiffeur: the rules' refusal (no field of its own) goes when the
    number is typed again."""
    d = dialog_for(qtbot, settings, "coiffeur")
    type_into(qtbot, d.count, "5")
    key(qtbot, "Return")
    assert d.match is None and "Coiffeur is played by 2 or 3 teams" in d.error.text()
    shortcut(qtbot, "Ctrl+A")
    type_(qtbot, "4")
    assert d.error.isHidden()


def test_another_variant_takes_the_refusal_back(qtbot, settings):
    d, _check, _field = refused_target(qtbot, settings)
    shortcut(qtbot, "Alt+V")  # &Variant
    assert d.variant.hasFocus()
    type_(qtbot, "S")  # Schieber: another form, the refused field is gone
    assert d.variant.currentData() == "schieber"
    assert d.error.isHidden()


def test_the_number_of_players_mistyped_again_stays_red(qtbot, settings):
    """The count's own refusal at Start goes as it is typed again, but a number still
    mistyped stays red (the dialog judges the count as it is typed), and its letters are
    said at once, of what is typed now (a trial's Molotow took "Köbi Kuhn" as its rounds)."""
    d = dialog_for(qtbot, settings, "coiffeur")
    type_into(qtbot, d.count, "4x")
    key(qtbot, "Return")
    assert d.match is None and d.count.is_refused() and d.error.isVisible()
    type_(qtbot, "y")
    assert "«4xy»" in d.error.text() or "“4xy”" in d.error.text()
    assert d.error.isVisible() and d.count.is_refused()
    key(qtbot, "Backspace")
    key(qtbot, "Backspace")
    assert d.count.text() == "4" and not d.count.is_refused()
