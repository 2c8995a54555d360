"""F6 goes between the form and the history, as browsers and office programs go between their
panes (an English keyboard trial's).

In the Fahnder the trial needed about 19 Tabs from the entry form to reach the history, to
choose an entry and press Del or Ctrl+E. F6 now goes from the form (its field where the next
thing is typed) to the list shown below the board (the history, the chart or the statistics),
the newest entry chosen in the history, and F6 again back to the form; Shift+F6 the other way.
"""

import html
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.ui.variants.coiffeur_board import CoiffeurGrid

from .keyboard import focus, key, open_file, settle, shortcut
from .test_draft_kept import DRAFTS, EXAMPLES
from .test_keys_help_menus import WINDOWS
from .test_statistics_focus_finished import by_the_menu

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

KEPT = 3  # entries of the example kept


def example(tmp_path, variant):
    name = DRAFTS[variant][0]
    doc = json.loads((EXAMPLES / f"{name}.jass").read_text(encoding="utf-8"))
    doc["entries"] = doc["entries"][:KEPT]
    path = tmp_path / f"{variant}.jass"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def opened(qtbot, window, tmp_path, variant):
    open_file(qtbot, window, example(tmp_path, variant))
    settle()
    return focus()


@pytest.mark.parametrize("variant", sorted(DRAFTS))
def test_f6_to_the_history_del_and_f6_back(window, qtbot, tmp_path, variant):
    field = opened(qtbot, window, tmp_path, variant)
    assert window.panel.isAncestorOf(field)
    shortcut(qtbot, "F6")
    history = window.history.list
    assert focus() is history  # framed: the list paints its frame while it has the keys
    assert history.chosen() == KEPT - 1  # the newest entry, chosen: Del and Ctrl+E act on it
    key(qtbot, "Delete")
    qtbot.waitUntil(lambda: len(window.controller.match.entries) == KEPT - 1)
    shortcut(qtbot, "F6")
    assert window.panel.isAncestorOf(focus())
    assert focus() is window.panel.focus_target() or focus() is field


@pytest.mark.parametrize("variant", ["schieber", "coiffeur"])
def test_shift_f6_goes_the_other_way(window, qtbot, tmp_path, variant):
    field = opened(qtbot, window, tmp_path, variant)
    shortcut(qtbot, "Shift+F6")
    assert focus() is window.history.list
    shortcut(qtbot, "Shift+F6")
    assert focus() is field


def test_from_the_coiffeur_grid(window, qtbot, tmp_path):
    """The grid chooses the form's cell: F6 goes on to the history, Shift+F6 back to the
    form's points field."""
    field = opened(qtbot, window, tmp_path, "coiffeur")
    grid = window.board_widget.findChild(CoiffeurGrid)
    for _ in range(20):  # Tab down the form to the grid, as the Schreiber would
        if focus() is grid:
            break
        key(qtbot, "Tab")
    assert focus() is grid
    shortcut(qtbot, "F6")
    assert focus() is window.history.list
    key(qtbot, "Backtab")
    while focus() is not grid and window.tabs.isAncestorOf(focus()):
        key(qtbot, "Backtab")
    assert focus() is grid
    shortcut(qtbot, "Shift+F6")
    assert focus() is field


def test_to_the_statistics_shown_below_the_board(window, qtbot, tmp_path):
    field = opened(qtbot, window, tmp_path, "fahnder")
    by_the_menu(qtbot, window, 2)  # View → Statistics, by Alt and the letters
    assert window.tabs.currentWidget() is window.statistics
    assert focus() is field
    shortcut(qtbot, "F6")
    assert focus() is window.statistics.table
    shortcut(qtbot, "F6")
    assert focus() is field


def test_in_tafel_mode_the_board_alone(window, qtbot, tmp_path):
    opened(qtbot, window, tmp_path, "guggitaler")
    shortcut(qtbot, "F11")
    qtbot.waitUntil(lambda: not window.tabs.isVisible())
    before = focus()
    shortcut(qtbot, "F6")
    assert focus() is before  # nothing hidden takes the keys
    assert len(window.controller.match.entries) == KEPT
    key(qtbot, "Escape")
    qtbot.waitUntil(window.tabs.isVisible)
    assert window.panel.isAncestorOf(focus())


def test_a_finished_match_between_its_buttons_and_the_history(window, qtbot, tmp_path):
    """No form after the Partie: F6 goes between *New match* and the history."""
    path = tmp_path / "fertig.jass"
    path.write_text((EXAMPLES / "fahnder.jass").read_text(encoding="utf-8"), encoding="utf-8")
    window.open_file(path)
    qtbot.waitUntil(lambda: window.finished_box.isVisible())
    settle()
    new_match = window.finished_buttons[0]
    shortcut(qtbot, "F6")
    if focus() is not window.history.list:  # the keys were on the history already
        assert focus() is new_match
    else:
        shortcut(qtbot, "F6")
        assert focus() is new_match
    shortcut(qtbot, "F6")
    assert focus() is window.history.list
    assert window.history.list.chosen() == len(window.controller.match.entries) - 1


def test_nothing_on_the_welcome_page(window, qtbot):
    settle()
    before = QApplication.focusWidget()
    qtbot.keyClick(before or window, Qt.Key.Key_F6)
    settle()
    assert QApplication.focusWidget() is before


@pytest.mark.parametrize(("language", "menu", "said"), [
    ("en", "View: F11 Board only, F6 Next pane, Shift+F6 Previous pane",
     "F6: from the form to the history (or the chart or the statistics shown below the board) "
     "and back; Shift+F6 the other way."),
    ("de", "Ansicht: F11 Tafelmodus (nur die Tafel), F6 Nächster Bereich, Umschalt+F6 "
           "Vorheriger Bereich",
     "F6: vom Formular in den Verlauf (oder in die Grafik oder die Statistik, die unter der "
     "Tafel gezeigt wird) und zurück; Umschalt+F6 in der anderen Richtung."),
    ("fr", "Affichage : F11 Mode ardoise (l’ardoise seule), F6 Zone suivante, Maj+F6 Zone "
           "précédente",
     "F6 : du formulaire à l’historique (ou au graphique ou aux statistiques affichés sous "
     "l’ardoise) et retour ; Maj+F6 dans l’autre sens."),
])
def test_f1_says_it(request, qtbot, tmp_path, dialogs, language, menu, said):
    window = request.getfixturevalue(WINDOWS[language])
    opened(qtbot, window, tmp_path, "fahnder")
    shortcut(qtbot, "F1")
    text = html.unescape(dialogs.shown[-1][1]).replace("\u00a0", " ").replace("\u202f", " ")
    assert menu in text
    assert said in text
