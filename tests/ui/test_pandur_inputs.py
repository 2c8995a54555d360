"""The Pandur form's inputs (what the Schreiber typed or chose, for Undo, a correction's
leaving and a match left with typing) are its fields and pressed buttons, named once: the
form's widgets are not looked through five times an entry (docs/performance.md, the
twenty-eighth pass). They are what the base finds among the form's widgets, in every
state the keys bring it to."""

from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.entrypanel import EntryPanel

from .keyboard import enter, open_file, shortcut, tab, type_
from .test_pandur_window import NAMES


def found_among_the_widgets(panel) -> list:
    """The inputs as the base finds them: every field and checkable button of the form."""
    return EntryPanel._inputs(panel)


def test_the_inputs_are_what_the_forms_widgets_hold(window, qtbot, tmp_path):
    panel, _board = open_file(qtbot, window, tmp_path / "p.jass", new_match("pandur", NAMES))
    shortcut(qtbot, "Alt+N")  # a deal written: Beat deals now

    def same() -> bool:
        named = panel._inputs()
        return (dict(named) == dict(found_among_the_widgets(panel))
                and len(named) == len(found_among_the_widgets(panel)))

    assert same()
    shortcut(qtbot, "Ctrl+3")  # Cla declares
    type_(qtbot, "150")
    assert same() and dict(panel._inputs())[panel.declarer_buttons[2]] is True
    assert dict(panel._inputs())[panel.bid] == "150"
    shortcut(qtbot, "Ctrl+M")  # made
    assert same() and dict(panel._inputs())[panel.made_button] is True
    tab(qtbot)
    tab(qtbot)  # past the card points to the Weis
    type_(qtbot, "50")
    shortcut(qtbot, "Ctrl+B")  # beaten
    assert same() and dict(panel._inputs())[panel.beaten] is True
    assert dict(panel._inputs())[panel.weis.field] == "50"
    shortcut(qtbot, "Alt+1")  # a fault by Anna instead of the outcome
    assert same() and dict(panel._inputs())[panel.fault_buttons[0]] is True
    assert panel.has_typing() and panel.has_typed()
    enter(qtbot)
    assert len(window.controller.match.entries) == 2
    assert same() and not panel.has_typing()


def test_an_entry_does_not_look_through_the_forms_widgets(window, qtbot, tmp_path,
                                                          monkeypatch):
    panel, _board = open_file(qtbot, window, tmp_path / "p.jass", new_match("pandur", NAMES))
    looked = []
    find = panel.form_widget.findChildren
    monkeypatch.setattr(panel.form_widget, "findChildren",
                        lambda *args: looked.append(args) or find(*args))
    for keys in ("Alt+N", "Alt+G", "Alt+N"):  # no bid, a misdeal, no bid
        shortcut(qtbot, keys)
    assert len(window.controller.match.entries) == 3
    assert looked == []
