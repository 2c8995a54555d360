"""The Coiffeur form's box is headed by what it chooses: the team and the row (trial BH).

A German Schreiberin read the box's heading, the lone word *Feld* (the Tafel's cell), as
"input field". The box's two lists choose the cell of the Tafel the round goes in, so the
heading names them: *Team und Zeile*, *Équipe et ligne*, *Team and row*; whole at a
netbook's 1024×600.
"""

import pytest
from PySide6.QtWidgets import QGroupBox

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import open_match, settle

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

PLAYERS = ["Regula", "Sepp", "Vreni", "Toni"]


def box_of(panel):
    """The box around the team's list, as the Schreiber sees it."""
    widget = panel.team.parentWidget()
    while not isinstance(widget, QGroupBox):
        widget = widget.parentWidget()
    return widget


@pytest.mark.parametrize(("language", "heading"), [
    ("de", "Team und Zeile"),
    ("fr", "Équipe et ligne"),
])
def test_the_box_names_the_team_and_the_row(qapp, qtbot, settings, autosaves, language,
                                            heading, tmp_path):
    windows = window_in(language, qapp, qtbot, settings, size=(1024, 600))
    window = next(windows)
    panel, _board = open_match(qtbot, window, new_match("coiffeur", PLAYERS,
                                                        preset="jassverein"))
    settle()
    box = box_of(panel)
    assert box.title() == heading
    assert box.isVisible()
    assert box.fontMetrics().horizontalAdvance(heading) < box.width()  # whole
    window.grab().save(str(tmp_path / f"fix-startwords-coiffeur-box-{language}.png"))
    next(windows, None)


def test_in_english(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("coiffeur", PLAYERS))
    assert box_of(panel).title() == "Team and row"
