"""A Molotow of six long names on a netbook's unmaximised window (1008×560), typed by keys
in German (a trial's): from round 1 about 75 px stood empty above the *Gibt* bar, the room
of the status line's longest sentence (a tie of all six, four lines), and the sixth player's
row (Köbi Kuhn) was cut; in the doubled last round the six-line preview hid his row, and the
Handweis just typed for him was out of view. The status line keeps no room the whole form
needs, and the field with the cursor is in view at every key."""

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, settle, tab, type_

PLAYERS = ["Hans-Ruedi Zimmermann", "Marie-Claire Aebischer", "Jean-Christophe Baumgartner",
           "Vreni Hürlimann", "Annemarie Schwarzenbach", "Köbi Kuhn"]
#: the trial's rounds: card points (the last player's left to the rest), Handweis, Tischweis
ROUNDS = [([30, 25, 20, 30, 12], [50, 0, 0, 0, 0, 0], [0, 0, 0, 20, 0, 0]),
          ([0, 40, 10, 30, 40], [0, 100, 0, 0, 0, 0], [0, 0, 0, 50, 0, 0]),
          ([30, 20, 17, 40, 50], [0, 0, 0, 0, 0, 20], [0, 0, 0, 0, 20, 0])]

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def in_view(scroll, widget):
    """*widget* whole inside the form's view (not under its edge, not scrolled away)."""
    viewport = scroll.viewport()
    top_left = widget.mapTo(viewport, widget.rect().topLeft())
    bottom_right = widget.mapTo(viewport, widget.rect().bottomRight())
    return viewport.rect().contains(top_left) and viewport.rect().contains(bottom_right)


def test_every_row_and_the_cursor_in_view(german_window, qtbot, tmp_path):
    window = german_window
    window.resize(1008, 560)
    panel, _board = open_match(qtbot, window, new_match(
        "molotow", PLAYERS, settings={"rounds": 3, "last_round_double": True}))
    scroll = panel.form_scroll
    seen = []

    def step(typed=None):
        if typed == "Tab":
            tab(qtbot)
        elif typed is not None:
            type_(qtbot, typed)
        settle()
        focus = QApplication.focusWidget()
        if scroll.widget().isAncestorOf(focus) and not in_view(scroll, focus):
            seen.append((len(window.controller.match.entries) + 1, typed,
                         focus.accessibleName() or focus.objectName()))

    for number, (points, hand, tisch) in enumerate(ROUNDS, 1):
        settle()
        # a round begins: every player's row in view without scrolling
        cut = [name for name, field in zip(PLAYERS, panel.points, strict=True)
               if not in_view(scroll, field)]
        assert cut == [], (number, cut)
        step()
        for value in points:
            step(str(value))
            step("Tab")
        step("Tab")  # the last player's card points: the rest
        for values in (hand, tisch):
            for value in values:
                if value:
                    step(str(value))
                step("Tab")
        window.grab().save(str(tmp_path / f"fix-beat-molotow-{number}.png"))
        enter(qtbot)
    assert seen == []
    assert len(window.controller.match.entries) == 3
    # Köbi's rest of 157 in each round (40, 37, 0), his Handweis 20 doubled in the last
    assert window.controller.board.sides[5].total == 40 + 37 + 2 * (0 - 20)
