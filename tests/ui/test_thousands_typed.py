"""A number typed as the window writes it, with the Swiss thousands mark, is taken.

A trial's Schreiber copied a figure from the board (4'500) into a field: *Cla: «1'234» ist
keine ganze Zahl*, and the New match dialog's *Ziel* said the same. The mark (' or ’) between
groups of three digits is read as the board writes it; one in another place ("12'34") is
refused with the rule, the typing kept, nothing written."""

from PySide6.QtWidgets import QCheckBox

from jasstafel.core.matchfile import new_match
from jasstafel.core.punktetafel import PunktetafelRound
from jasstafel.ui.widgets.numberfield import NumberField

from .keyboard import clear_field, enter, focus, open_match, tab, type_
from .test_newmatch import click, dialog_for, names, setting, type_into

NAMES = ["Anna", "Beat", "Cla", "Dora"]


def test_a_punktetafel_round_typed_with_thousands_marks_is_written(german_window, qtbot):
    window = german_window
    panel, _board = open_match(qtbot, window, new_match("punktetafel", NAMES))
    for typed in ("1'234", "\u22121'234", "10\u2019150"):  # the typographic mark too
        type_(qtbot, typed)
        tab(qtbot)
    type_(qtbot, "0")
    enter(qtbot)
    assert panel.error_text() == ""
    entries = window.controller.match.entries
    assert [e.points for e in entries if isinstance(e, PunktetafelRound)] == [
        [1234, -1234, 10150, 0]]


def test_a_misplaced_thousands_mark_is_refused_with_the_rule(german_window, qtbot):
    window = german_window
    panel, _board = open_match(qtbot, window, new_match("punktetafel", NAMES))
    for typed in ("12'34", "1", "2", "3"):
        type_(qtbot, typed)
        tab(qtbot)
    enter(qtbot)
    assert not window.controller.match.entries
    field = panel.points[0]
    assert focus() is field and field.is_refused() and field.text() == "12'34"
    assert panel.error_text() == (
        "Anna: In «12'34» steht das Tausenderzeichen falsch: es trennt Dreiergruppen von "
        "Ziffern (1'234)")
    clear_field(qtbot)
    type_(qtbot, "1'234")
    enter(qtbot)
    assert [e.points for e in window.controller.match.entries] == [[1234, 1, 2, 3]]


def test_the_new_match_dialogs_target_takes_a_thousands_mark(qtbot, settings):
    """Typed as the trial did: Punktetafel, *Target* ticked, 1'234, Start (Enter)."""
    d = dialog_for(qtbot, settings, "punktetafel")
    names(qtbot, d, NAMES)
    row = setting(d, "target")
    click(qtbot, row.findChild(QCheckBox, "on"))
    field = row.findChild(NumberField)
    type_into(qtbot, field, "1'234")
    enter(qtbot)
    assert d.error.isHidden(), d.error.text()
    assert d.match is not None and d.match.document.settings.target == 1234


def test_a_comma_as_thousands_mark_is_refused_saying_how_to_type_it(window, qtbot):
    """An English Schreiber's "1,000" (a trial's): the refusal said only "not a whole
    number". It says the thousands mark is written 1'000; the typing is kept, nothing
    written. "1.5" is no such number and keeps the plain refusal."""
    panel, _board = open_match(qtbot, window, new_match("punktetafel", ["Mia", "Noa"]))
    type_(qtbot, "1,000")
    tab(qtbot)
    type_(qtbot, "250")
    enter(qtbot)
    assert not window.controller.match.entries
    field = panel.points[0]
    assert focus() is field and field.is_refused() and field.text() == "1,000"
    assert panel.error_text() == (
        "Mia: “1,000” is not a whole number: a thousands mark is written ' (1'000)")
    clear_field(qtbot)
    type_(qtbot, "1.5")
    enter(qtbot)
    assert panel.error_text() == "Mia: “1.5” is not a whole number"
    clear_field(qtbot)
    type_(qtbot, "1'000")
    enter(qtbot)
    assert [e.points for e in window.controller.match.entries] == [[1000, 250]]
