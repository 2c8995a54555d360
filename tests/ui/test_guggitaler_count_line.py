"""A Guggitaler of four, started in the New match dialog and played by keys (a tester's trial,
English, 1280×720): while the tricks were corrected, the line under the counts said "Taken: 8
of 9 · Beat has the rest, 1". With the last empty field following from the others' the count
is complete, and "8 of 9" beside it read like an error. The line counts the rest in: "Taken:
9 of 9 (Beat has the rest, 1)"; while counts are missing it still says how many are typed."""

from PySide6.QtWidgets import QApplication

from .keyboard import clear_field, enter, focus, in_next_dialog, shortcut, tab, type_

PLAYERS = ["Urs", "Heidi", "Köbi", "Vreni"]


def start_by_dialog(window, qtbot, settings, variant="guggitaler", players=PLAYERS):
    """Ctrl+N, the players' names typed seat by seat (Tab to the next), Enter: the match
    starts as the New match dialog starts it (*variant* is the one the dialog opens with, as
    the last one chosen)."""
    settings.setValue("new/variant", variant)

    def fill(dialog):
        assert dialog.cls.name == variant
        for i, name in enumerate(players):
            assert focus() is dialog.name_edits[i]
            type_(qtbot, name)
            if i < len(players) - 1:
                tab(qtbot)
        enter(qtbot)

    errors = in_next_dialog(qtbot, fill)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isAncestorOf(
        QApplication.focusWidget()), timeout=10_000)
    assert list(window.controller.match.rules.side_names) == players
    return window.panel


def test_the_count_line_reads_complete_when_the_last_count_follows(window, qtbot, settings):
    panel = start_by_dialog(window, qtbot, settings)
    assert panel.sum_label.text() == "Taken: 0 of 9"
    type_(qtbot, "3")
    tab(qtbot)
    assert panel.sum_label.text() == "Taken: 3 of 9"  # two counts missing: nothing follows
    type_(qtbot, "2")
    tab(qtbot)
    type_(qtbot, "2")
    # Vreni's field is empty: her 2 follows, the count is complete
    assert panel.sum_label.text() == "Taken: 9 of 9 (Vreni has the rest, 2)"
    tab(qtbot)
    enter(qtbot)
    assert [e.counts for e in window.controller.match.entries] == [[3, 2, 2, 2]]

    # the tricks corrected (Ctrl+E: the last game written): Vreni's count follows again
    shortcut(qtbot, "Ctrl+E")
    assert panel.correcting == 0 and focus() is panel.fields[0]
    assert panel.sum_label.text() == "Taken: 9 of 9 (Vreni has the rest, 2)"
    tab(qtbot)
    type_(qtbot, "1")  # Heidi took 1, not 2: Vreni has 3
    assert panel.sum_label.text() == "Taken: 9 of 9 (Vreni has the rest, 3)"
    clear_field(qtbot)  # Heidi's field emptied too: two follow from nothing
    assert panel.sum_label.text() == "Taken: 5 of 9"
    type_(qtbot, "1")
    enter(qtbot)
    assert panel.correcting is None
    assert [e.counts for e in window.controller.match.entries] == [[3, 1, 2, 3]]
