"""A yes/no setting changed of the preset says its state in the club window and New match
as *Tischregeln…* does: "Stöck zählen: nein (Vorlage: ja)", not "nein statt ja" ("non au
lieu de oui"), which read as a word corrected. The evening is made through the club's API
(it is not what the test is about) and chosen in the Evenings tab as a person does; New
match is opened by Ctrl+N and the box unticked by Tab and Space. The sheet and the command
line: tests/print/test_preset_states_said.py."""

import pytest
from PySide6.QtWidgets import QMessageBox

from jasstafel.core.matchfile import new_match
from jasstafel.printing import club_sheets

from .club_steps import open_tab
from .keyboard import focus, open_match
from .test_preset_line_changes import FOUR, in_new_match
from .test_table_rules import tab_to

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

SAID = {"de": "angepasst: Stöck zählen: nein (Vorlage: ja)",
        "fr": "modifié\u00a0: Le stöck compte\u00a0: non (règlement\u00a0: oui)"}
NOT_SAID = ("statt ja", "au lieu de oui", "instead of")


@pytest.mark.parametrize("language", list(SAID))
def test_the_evening_page_and_its_sheet_say_the_box_by_its_state(
        qapp, qtbot, settings, autosaves, club_path, dialogs, language):
    from .conftest import window_in

    windows = window_in(language, qapp, qtbot, settings)
    main = next(windows)
    try:
        dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
        cw = main.club.show_window()
        cw.resize(1366, 768)
        evening = cw.club.new_evening("2026-12-06", "coiffeur", preset="jassverein", passen=1,
                                      settings={"stoeck": False}, title="Coiffeur-Abend")
        cw.refresh()
        open_tab(qtbot, cw, cw.evenings)
        cw.evenings.choose(evening.id)
        details = cw.evenings.page.details.text()
        sheet = club_sheets.variant_line(cw.club.evening(evening.id))
        for said in (details, sheet):
            assert SAID[language] in said, said
            assert not any(words in said for words in NOT_SAID), said
    finally:
        next(windows, None)


@pytest.mark.parametrize(("language", "key"), [("german", "de"), ("french", "fr")])
def test_new_match_says_the_box_by_its_state(request, qtbot, language, key):
    window = request.getfixturevalue(f"{language}_window")
    open_match(qtbot, window, new_match("coiffeur", FOUR, preset="jassverein"))
    seen = {}

    def untick(dialog):
        tab_to(qtbot, "stoeck", most=150)  # after the eleven rows
        qtbot.keyClick(focus(), " ")
        seen["line"] = dialog.preset.currentText()
        dialog.done(0)

    in_new_match(qtbot, untick)
    assert SAID[key] in seen["line"], seen["line"]
    assert not any(words in seen["line"] for words in NOT_SAID), seen["line"]
