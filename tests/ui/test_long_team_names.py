"""A Schreiber's trial with long team names (German window 1280×800): team A "Stammtisch zum
Goldenen Löwen", team B "Dorfbeiz Ämmital", players Jürg, Bärbel, Käthi, Rösli."""

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match
from jasstafel.core.variant import Team
from jasstafel.ui.widgets.messages import plain

from .conftest import window_in
from .keyboard import focus, shortcut

PLAYERS = ["Jürg", "Bärbel", "Käthi", "Rösli"]
TEAMS = [Team(name="Stammtisch zum Goldenen Löwen", players=[0, 2]),
         Team(name="Dorfbeiz Ämmital", players=[1, 3])]
KEYS = {"de": ("Strg+8", "Strg+9"), "fr": ("Ctrl+8", "Ctrl+9"), "en": ("Ctrl+8", "Ctrl+9")}


def settle():
    for _ in range(5):  # every layout up the window laid out again
        QApplication.processEvents()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_coiffeur_team_box_keeps_its_key_whole_and_shortens_the_name(
        qapp, qtbot, settings, autosaves, language, size):
    """The form's *Feld → Team* read "Stammtisch zum Goldenen Löwen (St": cut in the middle
    of its key "(Strg+8)", without "…". The key stays whole, the name is shortened with "…"
    and said whole in the box's tooltip; a name with room is whole, without a tooltip."""
    keys = KEYS[language]
    for window in window_in(language, qapp, qtbot, settings, size=size):
        window.start(new_match("coiffeur", PLAYERS, teams=TEAMS))
        settle()
        box = window.panel.team
        assert box.currentIndex() == 0  # Jürg announces first: team A
        whole = f"{TEAMS[0].name} ({keys[0]})"
        shown = box.shown_text()
        assert box.fontMetrics().horizontalAdvance(shown) <= box.text_room()
        if (language, size) == ("de", (1280, 800)):  # the trial's: no room for it whole
            assert shown != whole
        if shown != whole:
            assert shown.endswith(f"… ({keys[0]})"), shown
            assert TEAMS[0].name.startswith(shown[:-len(f"… ({keys[0]})")]), shown
            assert len(shown) > len(f"Stamm… ({keys[0]})")  # more than a few letters
            assert box.toolTip() == plain(whole)
        shortcut(qtbot, "Ctrl+9")  # this round only: team B, whole
        settle()
        assert box.currentIndex() == 1
        assert box.shown_text() == f"{TEAMS[1].name} ({keys[1]})"
        assert box.toolTip() == ""
        assert focus() is window.panel.points  # typing goes on where it went
