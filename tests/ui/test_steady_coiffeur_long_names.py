"""A Coiffeur of long double first names at 1024×600 (a Romand trial's, in French): the
header cut the team after the announcer, *Marie-Françoise (Marie-Françoise & Anne-Cat…)*,
and the *Équipe* box *Marie-Françoise & Anne-Cather… (Ctrl+8)*, while the headline above
the grid had room for them whole. Every name is whole now, on two lines where needed, never
broken at its hyphen; the form stays where it is as the turn goes round.

The match is set up as the Schreiber does it (Ctrl+N, the names typed, Enter), the rounds
typed with keys. Team A has a long name of its own (one named after its players is told by
its announcer's name alone: tests/ui/test_coiffeur_announcer_once.py)."""

import pytest

from .conftest import window_in
from .keyboard import settle
from .test_coiffeur_long_announcer import announcer, buttons, laid_out, lines_painted, written
from .test_sheet_heads import started

PLAYERS = ["Marie-Françoise", "Jean-Christophe", "Anne-Catherine", "Cla"]
TEAM_A = "Les Amies de Saint-Légier-La Chiésaz"
SIZES = [(1024, 600), (1366, 768)]

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture
def window_at(qapp, qtbot, settings, autosaves, request):
    language, size = request.param
    yield from window_in(language, qapp, qtbot, settings, size=size)


@pytest.mark.parametrize("window_at", [(language, size) for language in ("fr", "de")
                                       for size in SIZES], indirect=True)
def test_steady_form_with_every_name_whole(window_at, qtbot, settings, tmp_path):
    window = window_at
    size = window.size()
    started(window, qtbot, settings, "coiffeur", PLAYERS, team=TEAM_A)
    laid_out()
    assert window.size() == size  # a netbook's window no taller than its screen
    panel = window.panel
    first = buttons(window)
    height = panel.header.height()
    seen = {}
    for count in range(1, 5):  # every player announces once
        label, name = announcer(window)
        if count == 1:
            language = "de" if window.menuBar().actions()[0].text().startswith("&Datei") else "fr"
            width = window.width()
            window.grab().save(str(tmp_path / f"fix-netbook2-coiffeur-{language}-{width}.png"))
        # the team box says the team whole, and its key
        assert panel.team.shown_text() == panel.team.currentText(), panel.team.shown_text()
        lines = lines_painted(label)
        seen[name] = lines
        assert " ".join(lines) == name, lines  # whole, no "…"
        assert not any(line.endswith("-") for line in lines), lines
        for line in lines:
            assert label.fontMetrics().horizontalAdvance(line) <= label.contentsRect().width()
        assert label.toolTip() == ""
        written(window, qtbot, count)
        settle()
        assert buttons(window) == first, (count, name)
        assert panel.header.height() == height, (count, name)
    assert f"Marie-Françoise ({TEAM_A})" in seen
    assert "Jean-Christophe" in seen  # team B named after its players: he tells it
