"""The window on a netbook's 1008×560 screen without a window manager (run by
test_small_screen.py, as netbook_screen.py; not collected by itself): the window is as large
as the program makes it. A German Fahnder of four long names opened 1024 px wide, past the
screen's edge (a trial's): in every variant, German and French, with long names, the window
stays inside the screen."""

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match
from jasstafel.ui.variants import UI_VARIANTS

from .conftest import window_in
from .keyboard import open_match, settle

SCREEN = QSize(1008, 560)
LONG = ["Marie-Thérèse Rossier", "Hans-Peter Zimmermann", "Jean-Christophe Baumgartner",
        "Annemarie Schwarzenbach", "Franziska-Luise Hürlimann", "Köbi Kuhn"]
#: each variant with as many players as it takes (the Guggitaler four, the Handjass five)
PLAYERS = {"schieber": 4, "coiffeur": 6, "molotow": 6, "handjass": 5, "fahnder": 4,
           "pandur": 4, "differenzler": 6, "punktetafel": 6, "guggitaler": 4}

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture(autouse=True)
def _small_screen(qapp):
    if qapp.primaryScreen().availableGeometry().size() != SCREEN:
        pytest.skip("needs the 1008×560 screen of test_small_screen.py")


def test_every_variant_is_covered():
    assert set(PLAYERS) == set(UI_VARIANTS)


@pytest.mark.parametrize("language", ["de", "fr"])
@pytest.mark.parametrize("variant", sorted(PLAYERS))
def test_the_window_stays_on_the_screen(qapp, qtbot, settings, autosaves, variant, language,
                                        tmp_path):
    for window in window_in(language, qapp, qtbot, settings, size=None):
        open_match(qtbot, window, new_match(variant, LONG[:PLAYERS[variant]]))
        settle()
        window.grab().save(str(tmp_path / f"fix-smallscreen-{language}-{variant}.png"))
        screen = QApplication.primaryScreen().availableGeometry()
        assert screen.contains(window.frameGeometry()), (window.frameGeometry(), screen)
