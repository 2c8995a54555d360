"""*Save to club* of a match played by other players than the draw seated asks first, and
names both sets of players as a sentence lists them, in the window's language ("Anna, Beat,
Cla und Dora", French "… et Dora"), as the rest of the program joins names
(:func:`jasstafel.i18n.and_names`); it joined them with commas only.

The German and the French window; the evening made with the club window's forms, the match
started in the main window, the table chosen and *Save to club* clicked.
"""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from jasstafel.core import matchfile
from jasstafel.core.schieber import SchieberRound

from .test_club_short_dates import club_window
from .test_club_window import add_members, new_turnier

ASKED = {
    "de": ("Andere Spieler",
           "Die Partie im Hauptfenster spielen {0}; die Auslosung setzt {1} an diesen Tisch."),
    "fr": ("D’autres joueurs",
           "La partie de la fenêtre principale est jouée par {0}\u00a0; le tirage place {1} à "
           "cette table."),
}
AND = {"de": "und", "fr": "et"}


@pytest.mark.parametrize("language", ["de", "fr"])
def test_other_players_are_named_as_a_sentence_lists_them(
        language, request, club_path, dialogs, qtbot):
    window = request.getfixturevalue("german_window" if language == "de" else "french_window")
    cw = club_window(qtbot, window, club_path, dialogs)
    members = add_members(cw)
    evening = new_turnier(cw, passen=1, rounds=1)
    cw.club.draw(evening.id, [m.id for m in members.values()], rng=random.Random(3))
    cw.changed()
    tables = cw.club.drawn(evening.id)[0].tables
    # the match of the second table, saved to the first
    others = [cw.club.member(m).name for m in tables[1].seats]
    match = matchfile.new_match(evening.variant, others, preset=evening.preset,
                                settings=dict(evening.settings))
    match.add(SchieberRound(contract="eicheln", announced_by=0, points=(100, 57)))
    window.start(match)
    page = cw.evenings.page
    assert page.select(1, tables[0].number)
    dialogs.shown.clear()
    dialogs.answer = QMessageBox.StandardButton.No  # not saved
    qtbot.mouseClick(page.save_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    title, words = ASKED[language]
    asked = [text.removeprefix("<qt>") for shown_title, text in dialogs.shown
             if shown_title == title]
    assert asked, dialogs.shown
    drawn = [f"{m.name} ({m.short_name})" for m in map(cw.club.member, tables[0].seats)]

    def sentence(names):
        return f"{', '.join(names[:-1])} {AND[language]} {names[-1]}"

    assert asked[0].startswith(words.format(sentence(others), sentence(drawn))), asked[0]
    assert not cw.club.results(evening.id)
