"""The form's buttons stay where they are for the whole match, as a mouse user clicks them.

A mouse-only trial at 1366×768: the header ("Gibt … · Sagt an …") was one line at one round
and had an empty second line at the next (the note's room, kept once a note had been shown),
and the preview ("schreibt: …") took one line or two; everything below moved by ~16 px, and a
click on *Match* where it had been a moment before landed between the buttons.
"""

import pytest
from PySide6.QtCore import Qt

from jasstafel.core.matchfile import new_match
from jasstafel.core.variant import Team
from jasstafel.ui.widgets.messages import plain

from .conftest import window_in
from .keyboard import settle, top, type_text

NAMES = ["Hans", "Vreni", "Ruedi", "Käthi"]


def start(window, variant, names=NAMES, preset=None, size=(1366, 720)):
    window.resize(*size)  # a 1366×768 screen, less the window manager's bars
    window.start(new_match(variant, names, preset=preset) if preset
                 else new_match(variant, names))
    settle()
    return window.panel


def click(qtbot, widget, pos=None):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton,
                     pos=pos if pos is not None else widget.rect().center())
    settle()


def click_cell(qtbot, grid, row, column):
    rect = grid.visualItemRect(grid.item(row, column))
    click(qtbot, grid.viewport(), rect.center())


def test_the_coiffeur_form_does_not_move_while_rounds_are_clicked(german_window, qtbot):
    """The trial's Coiffeur, by mouse: a cell clicked, the points typed, *Schreiben*
    clicked; once a cell of the team that does not announce (a note in the header), a
    Match, Stöck. *Match* and *Schreiben* are where they were at the first round."""
    window = german_window
    panel = start(window, "coiffeur", preset="swisslos_8")
    grid = window.board_widget.grid
    places = set()

    def look():
        places.add((top(window, panel.match), top(window, panel.stoeck),
                    top(window, panel.write_button)))

    # (row, column of the team, points or "match", Stöck)
    rounds = [(3, 1, "100", True), (4, 2, "match", False), (2, 1, "90", False),
              (0, 1, "60", False),  # Hans & Ruedi again, instead of Vreni & Käthi
              (5, 2, "70", False), (1, 2, "157", False)]
    for row, column, points, stoeck in rounds:
        look()
        click_cell(qtbot, grid, row, column)
        look()
        if points == "match":
            click(qtbot, panel.match)
        else:
            type_text(qtbot, points)
        look()
        if stoeck:
            click(qtbot, panel.stoeck)
            look()
        click(qtbot, panel.write_button)
        look()
    assert len(window.controller.match.entries) == len(rounds)
    assert len(places) == 1, sorted(places)


def test_the_schieber_form_does_not_move_while_rounds_are_clicked(german_window, qtbot):
    """A Schieber by mouse: a contract, the points, once the other team, once geschoben,
    once a Match; the contract buttons and *Schreiben* stay where they were."""
    window = german_window
    panel = start(window, "schieber")
    contracts = list(panel.contract_buttons.values())
    places = set()

    def look():
        places.add((top(window, contracts[0]), top(window, contracts[-1]),
                    top(window, panel.write_button)))

    for contract, team, points, action in [(0, None, "100", None), (1, 1, "80", None),
                                           (2, None, None, "match"), (3, None, "57", "passed"),
                                           (4, 0, "120", None)]:
        look()
        click(qtbot, contracts[contract])
        look()
        if team is not None:
            click(qtbot, panel.team_buttons[team])
            look()
        if action == "passed":
            click(qtbot, panel.geschoben)
            look()
        if action == "match":
            click(qtbot, panel.match)
        else:
            click(qtbot, panel.points[0])
            type_text(qtbot, points)
        look()
        click(qtbot, panel.write_button)
        look()
    assert len(window.controller.match.entries) == 5
    assert len(places) == 1, sorted(places)


@pytest.mark.parametrize("size", [(1366, 720), (1024, 600)])
@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_bedanken_buttons_show_the_team_names_whole(qapp, qtbot, settings, autosaves,
                                                        size, language):
    """A trial's at 1366×768: "Bedanken: Hans & R…" and "Bedanken: Vreni & K…", team names
    of 12 and 13 letters cut off. The buttons in the Bedanken box say the team, whole, as the
    Stöck buttons do; the tooltip says what the button does."""
    teams = [Team(name="Hans & Ruedi", players=[0, 2]), Team(name="Vreni & Käthi", players=[1, 3])]
    for window in window_in(language, qapp, qtbot, settings, size=size):
        window.start(new_match("schieber", NAMES, teams=teams))
        settle()
        assert window.width() == size[0]
        for button, team in zip(window.panel.bedanken_buttons, teams, strict=True):
            assert button.shown_text() == team.name, button.shown_text()
            assert button.accessibleName().endswith(team.name)  # "Bedanken: …", "Sortie : …"
            assert button.toolTip() == plain(button.accessibleName())


def test_the_schieber_stoeck_buttons_are_off_without_trump(window, qtbot):
    """A trial's: the Stöck buttons could be clicked for Obenabe and Undenufe, and Enter then
    refused them; the Coiffeur greys its button out in a row without trump. So does the
    Schieber now, its tooltip saying why; a Stöck clicked before is kept for a trump chosen
    again, and Ctrl+T says the rule."""
    from .keyboard import ctrl

    panel = start(window, "schieber", names=["Anna", "Beat", "Cla", "Dora"])
    obenabe, eicheln = panel.contract_buttons["obenabe"], panel.contract_buttons["eicheln"]
    click(qtbot, eicheln)
    click(qtbot, panel.stoeck_buttons[0])
    click(qtbot, obenabe)
    for button in panel.stoeck_buttons:
        assert not button.isEnabled()
        assert "Stöck exist only in a trump contract" in button.toolTip()
    assert "Stöck" not in panel.preview_line.text()
    click(qtbot, eicheln)
    assert all(b.isEnabled() for b in panel.stoeck_buttons)
    assert panel.stoeck_buttons[0].isChecked()  # the click before is still there
    click(qtbot, obenabe)
    click(qtbot, panel.points[0])
    type_text(qtbot, "100")
    click(qtbot, panel.write_button)
    (entry,) = window.controller.match.entries
    assert entry.contract == "obenabe" and entry.stoeck is None
    click(qtbot, obenabe)
    ctrl(qtbot, "t")
    assert "Stöck exist only in a trump contract, not in Obenabe" in panel.error_text()
    assert not any(b.isChecked() for b in panel.stoeck_buttons)


def test_the_coiffeur_misere_row_moves_nothing(german_window, qtbot):
    """A second trial's: the Misère row's line ("Misère: je weniger Kartenpunkte …") moved
    *Match*, Kontermatsch, *Stöck* and *Schreiben* down by a line, and they stayed there."""
    window = german_window
    panel = start(window, "coiffeur", preset="jassverein")
    grid = window.board_widget.grid
    misere = next(r for r in range(grid.rowCount())
                  if grid.item(r, 0) is not None and "Misère" in grid.item(r, 0).text())
    places = set()
    for row in (0, misere, 1):
        click_cell(qtbot, grid, row, 1)
        places.add((top(window, panel.match), top(window, panel.write_button)))
    assert panel.misere_hint.isHidden()
    assert len(places) == 1, sorted(places)


def test_a_refusal_of_the_form_takes_the_preview_room(window, qtbot):
    """A second trial's: the form's refusal (here Ctrl+T with Obenabe, in a Pandur a fault key
    on the dealer) was said on a line of its own under the preview: *Write* moved down, in a
    Pandur the form above it lost room and its fault buttons were cut; it is said in the
    preview's room, and everything stays where it was, after it too."""
    from .keyboard import ctrl, shortcut

    panel = start(window, "schieber", names=["Anna", "Beat", "Cla", "Dora"])
    before = top(window, panel.write_button)
    click(qtbot, panel.contract_buttons["obenabe"])
    ctrl(qtbot, "t")
    assert "Stöck exist only in a trump contract" in panel.error_text()
    assert top(window, panel.write_button) == before
    click(qtbot, panel.points[0])
    type_text(qtbot, "100")  # the refusal goes, the preview comes back
    assert panel.error_text() == "" and panel.preview_line.isVisible()
    assert top(window, panel.write_button) == before

    panel = start(window, "pandur", names=["Anna", "Beat", "Cla", "Dora"])
    shortcut(qtbot, "Ctrl+2")
    type_text(qtbot, "130")
    places = {(top(window, panel.fault_buttons[0]), top(window, panel.write_button))}
    shortcut(qtbot, "Alt+1")  # Anna deals and sits out: said why
    assert "Anna does not play this deal" in panel.error_text()
    places.add((top(window, panel.fault_buttons[0]), top(window, panel.write_button)))
    shortcut(qtbot, "Alt+3")
    places.add((top(window, panel.fault_buttons[0]), top(window, panel.write_button)))
    assert len(places) == 1, sorted(places)
