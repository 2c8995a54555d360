"""An evening's table rules changed from their preset, said plainly (a German organiser's
trial: the Differenzler evening's line read "Standard (12 Spiele, fehlende Vorhersage 20)
(angepasst: Spiele: 4)", the preset's 12 games beside the 4 played, as if it contradicted
itself). Each change now says what it replaced: "Standard (12 Spiele, …), angepasst: Spiele:
4 statt 12", in the evening page's line and on its printed ranking alike.

The evening is made through the club's API (it is not what the test is about); the Evenings
tab is clicked and the evening chosen as a person does, in German and in French."""

import pytest
from PySide6.QtWidgets import QMessageBox

from jasstafel.printing import club_sheets

from .club_steps import open_tab

WORDS = {
    "de": "Differenzler · Standard (12 Spiele, fehlende Vorhersage 20), angepasst: Spiele: 4 "
          "statt 12",
    "fr": "Différence · Standard (12 donnes, estimation manquante 20), modifié\u00a0: "
          "Donnes\u00a0: 4 au lieu de 12",
}


@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_evenings_changed_rules_say_what_they_replaced(qapp, qtbot, settings, autosaves,
                                                           club_path, dialogs, tmp_path,
                                                           language):
    from .conftest import window_in

    windows = window_in(language, qapp, qtbot, settings)
    main = next(windows)
    try:
        dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
        cw = main.club.show_window()
        cw.resize(1366, 768)
        evening = cw.club.new_evening("2026-12-06", "differenzler", passen=1,
                                      settings={"games": 4}, title="Differenzler-Abend")
        cw.refresh()
        open_tab(qtbot, cw, cw.evenings)
        cw.evenings.choose(evening.id)
        details = cw.evenings.page.details.text()
        cw.grab().save(str(tmp_path / f"changed-rules-{language}.png"))
        assert WORDS[language] in details, details
        # the printed ranking's Variant field says the same
        assert club_sheets.variant_line(cw.club.evening(evening.id)) == WORDS[language]
        # the window's own words, no English left in them
        assert "changed" not in details and "instead" not in details
    finally:
        next(windows, None)
