"""A list-like table setting changed from its preset, said as a person says it (a German club
trial: a Coiffeur evening of the Jassverein preset cut from 11 rows to 6 read, under its
title and on its printed ranking, "angepasst: Zeilen, Zeile 6: Misère ×7, Misère statt
Undenufe ×6, ohne Trumpf; Zeilen, Zeile 7: keine Zeile statt Misère ×7, Misère; …", six
clauses for five rows deleted, where the docs promise a count once more than two things
change).

The one-line places (the evening's page, the printed ranking's head, a sheet's head) say
the change short, the rows deleted by their names, "ohne Undenufe, Slalom, …" (not their
number alone, "Zeilen: 6 statt 11", which hid a factor changed: a Romand trial); the places
with room (the statistics' and the terminal's second line, Help → Rules of this match) the
rows as played, "Zeilen: Eicheln ×1, Schellen ×2, …, Misère ×7", a row's kind only where its
name does not say it. A Schieber's factors changed stand under one label, not one label a
factor.

The evening is made through the club's API (it is not what the test is about); the Evenings
tab is clicked and the evening chosen as a person does, in German, French and English."""

import pytest
from PySide6.QtWidgets import QMessageBox

from jasstafel import i18n
from jasstafel.core import find_variant
from jasstafel.core.matchfile import new_match
from jasstafel.printing import club_sheets

from .club_steps import open_tab
from .keyboard import open_match
from .test_rules_help import FOUR, rules_shown

#: the Jassverein preset's rows with Undenufe, Slalom, Gusti/Mery, Wunsch and Coiffeur 3×3
#: deleted, as the trial's evening dialog left them
KEPT = (1, 2, 3, 4, 5, 7)
COIFFEUR = {
    "de": ("Coiffeur · Jassverein (Regelwerk), angepasst: ohne Undenufe, Slalom, Gusti/Mery, "
           "Wunsch, Coiffeur 3×3",
           "Zeilen: Eicheln ×1, Schellen ×2, Schilten ×3, Rosen ×4, Obenabe ×5, Misère ×7"),
    "fr": ("Coiffeur · Règlement de club, modifié\u00a0: sans Undenufe, Zig-zag, Gusti/Mery, "
           "Souhait, Coiffeur 3×3",
           "Lignes\u00a0: Glands ×1, Grelots ×2, Écus ×3, Roses ×4, Obenabe ×5, Misère ×7"),
    "en": ("Coiffeur · Jassverein (rule book), changed: without Undenufe, Slalom, Gusti/Mery, "
           "Wunsch, Coiffeur 3×3",
           "Rows: Acorns ×1, Bells ×2, Shields ×3, Roses ×4, Obenabe ×5, Misère ×7"),
}
#: a Turnier with Eicheln and Rosen ×2: one label for both factors, in the head and below
SCHIEBER = {
    "de": ("Schieber · Turnier (Jassverein), angepasst: Faktoren: Eicheln ×2 statt ×1, "
           "Rosen ×2 statt ×1", "Faktoren: Eicheln ×2, Rosen ×2"),
    "fr": ("Chibre · Tournoi (règlement de club), modifié\u00a0: Facteurs\u00a0: Glands ×2 "
           "au lieu de ×1, Roses ×2 au lieu de ×1", "Facteurs\u00a0: Glands ×2, Roses ×2"),
    "en": ("Schieber · Turnier (Jassverein), changed: Factors: Acorns ×2 instead of ×1, "
           "Roses ×2 instead of ×1", "Factors: Acorns ×2, Roses ×2"),
}


def cut_rows():
    rows = find_variant("coiffeur").PRESETS["jassverein"].model_dump(mode="json")["rows"]
    return [row for row in rows if row["factor"] in KEPT]


def turnier_factors():
    factors = find_variant("schieber").PRESETS["turnier"].model_dump(mode="json")["factors"]
    return {**factors, "eicheln": 2, "rosen": 2}


@pytest.mark.parametrize("language", ["de", "fr", "en"])
@pytest.mark.parametrize("variant", ["coiffeur", "schieber"])
def test_a_changed_list_is_said_short_in_the_head_and_whole_below(
        qapp, qtbot, settings, autosaves, club_path, dialogs, tmp_path, language, variant,
        request):
    from .conftest import window_in

    # English is the window without a catalog (the window fixture's)
    windows = (iter([request.getfixturevalue("window")]) if language == "en"
               else window_in(language, qapp, qtbot, settings))
    main = next(windows)
    try:
        dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
        cw = main.club.show_window()
        cw.resize(1366, 768)
        if variant == "coiffeur":
            changed, (head, below) = {"rows": cut_rows()}, COIFFEUR[language]
            preset = "jassverein"
        else:
            changed, (head, below) = {"factors": turnier_factors()}, SCHIEBER[language]
            preset = "turnier"
        evening = cw.club.new_evening("2026-12-06", variant, passen=1, preset=preset,
                                      settings=changed, title="Abend")
        cw.refresh()
        open_tab(qtbot, cw, cw.evenings)
        cw.evenings.choose(evening.id)
        details = cw.evenings.page.details.text()
        cw.grab().save(str(tmp_path / f"rows-{variant}-{language}.png"))
        assert head in details, details
        # the printed ranking's Variant field says the same
        assert club_sheets.variant_line(cw.club.evening(evening.id)) == head
        # the statistics' and the terminal's second line: the list as played, whole
        stored = cw.club.evening(evening.id).settings
        _title, rules = i18n.table_rules(variant, preset, stored)
        assert rules == below, rules
    finally:
        next(windows, None)


def test_the_rules_help_lists_the_rows_as_played(qtbot, window):
    """Help → Rules of this match: the heading short, the rows whole on their line."""
    open_match(qtbot, window, new_match("coiffeur", FOUR, preset="jassverein",
                                        settings={"rows": cut_rows()}))
    text = rules_shown(qtbot, window)  # Shift+F1
    assert ("Coiffeur · Jassverein (rule book), changed: without Undenufe, Slalom, Gusti/Mery, "
            "Wunsch, Coiffeur 3×3\n") in text, text
    assert ("• Rows: Acorns ×1, Bells ×2, Shields ×3, Roses ×4, Obenabe ×5, Misère ×7\n"
            in text), text
    assert "row 6" not in text and "no row" not in text, text
