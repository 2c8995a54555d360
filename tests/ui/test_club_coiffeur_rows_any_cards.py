"""A Coiffeur of the default rows goes to its club evening whatever the language and the
cards it was made with (a Romand helper's finding: a French club evening refused a Coiffeur
made in the French window "for different row names").

The rows of a preset are named as the cards name the suits (RULES.md section 0: Eichel =
Kreuz, Rose = Schaufel, Schilte = Herz, Schelle = Ecken, the deck a display setting only):
the French window starts a new match, and a new evening in the club window, with the French
cards, whose rows say Kreuz, Ecken, Herz, Schaufel where the German cards' say Eichel,
Schellen, Schilten, Rosen. The same contracts at the same factors are the same table rules:
an evening takes such a table as its own, on the command line and in the club window's
import dialog alike."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QFileDialog

from jasstafel.cli import main as cli
from jasstafel.club import Club
from jasstafel.core import matchfile
from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match

from .club_steps import open_tab
from .keyboard import (
    ALT,
    click,
    enter,
    focused,
    in_next_dialog,
    press,
    select_all,
    shortcut,
    tab,
    type_,
    type_text,
)
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_club_tables_list_words import club_window
from .test_dialogs_real import ready, type_name

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

ROMANDS = ["Sylvie", "Pascal", "Jean-Marc", "Elodie"]
#: each team's total with 100 card points in every row of the club rulebook's Coiffeur:
#: 100 × (1 + … + 11), but the Misère ×7 writes (157 − 100) × 7
TOTAL = 100 * (66 - 7) + 57 * 7


def drawn_names(db, evening):
    """The players of Passe 1, table 1 in their seats."""
    with Club.open(db, create=False) as club:
        table = club.drawn(evening)[0].tables[0]
        return [club.member(m).name for m in table.seats]


def coiffeur_of_the_french_window(window, qtbot, real_dialogs, tmp_path, settings, names):
    """Ctrl+N, Coiffeur with what the dialog offers (the French cards, the club rulebook's
    rows), *names* in their seats, Enter; every cell written with 100 card points by keys;
    Save as… table1.jass: its path."""
    def fill(dialog):
        press(qtbot, "j", ALT)  # &Jeu
        type_text(qtbot, "C")  # Coiffeur
        assert dialog.chosen_deck() == "fr"  # a French window plays the French cards
        tab(qtbot, 5)  # past the cards, the preset, the number of players and who announces
        assert focused() is dialog.name_edits[0]
        for name in names:
            type_text(qtbot, name)
            tab(qtbot)
        enter(qtbot)
    errors = in_next_dialog(qtbot, fill)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors
    ready(qtbot, window)
    rows = window.controller.match.rules.settings.rows
    assert [row.name for row in rows][:4] == ["Kreuz", "Ecken", "Herz", "Schaufel"]
    for _cell in range(2 * len(rows)):  # the form goes on to the next team's open row
        type_text(qtbot, "100")
        enter(qtbot)
    assert window.controller.board.finished
    settings.setValue("recent/files", [str(tmp_path / "hier.jass")])  # Save as starts there
    real_dialogs.when(QFileDialog, type_name(qtbot, "table1"))
    shortcut(qtbot, "Ctrl+Shift+S")
    real_dialogs.check()
    saved = tmp_path / "table1.jass"
    assert window.controller.session.path == saved
    return saved


def test_the_french_windows_coiffeur_goes_to_an_evening_made_on_the_command_line(
        french_window, qtbot, real_dialogs, tmp_path, settings, capsys):
    """A Romand club's secretary makes the evening with `jasstafel --lang fr club evening new
    … coiffeur` (docs/cli.md), a table plays in the French window and saves its match, and
    `club import` takes it: it said "joué avec d'autres règles de table que la soirée
    (Lignes : …)" and wanted --other-rules."""
    db = tmp_path / "club.sqlite"
    for name in ROMANDS:
        assert cli(["--lang", "fr", "club", "member", "add", name, "--db", str(db)]) == 0
    assert cli(["--lang", "fr", "club", "evening", "new", "2026-11-26", "coiffeur",
                "--passen", "1", "--db", str(db)]) == 0
    assert cli(["--lang", "fr", "club", "draw", "1", "--all-active", "--seed", "3",
                "--db", str(db)]) == 0
    capsys.readouterr()
    saved = coiffeur_of_the_french_window(french_window, qtbot, real_dialogs, tmp_path,
                                          settings, drawn_names(db, 1))
    code = cli(["--lang", "fr", "club", "import", "1", f"{saved}:1:1", "--db", str(db)])
    err = capsys.readouterr().err
    assert (code, err) == (0, ""), err
    with Club.open(db, create=False) as club:
        assert {r.points for r in club.results(1)} == {TOTAL}
        assert not [c for c in club.corrections(1) if c.kind == "rules"]


def test_a_german_laptops_coiffeur_goes_to_an_evening_of_the_french_club_window(
        french_window, club_path, dialogs, qtbot, tmp_path):
    """The French club window makes its Coiffeur evening with the French cards (Kreuz ×1 …);
    a table played on a German laptop (Eichel ×1 …, the same rules) is imported as the
    evening's: the import dialog said "Lignes" in red and wanted a reason."""
    cw = club_window(french_window, dialogs)
    ids = [cw.club.add_member(name).id for name in ROMANDS]
    cw.refresh()
    open_tab(qtbot, cw, cw.evenings)
    click(qtbot, cw.evenings.new_button)
    dialog = QApplication.activeModalWidget()
    dialog.choose("coiffeur")  # the club rulebook's rows, as the dialog offers them
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    evening = dialog.result_value
    assert evening.settings["deck"] == "fr"
    assert [row["name"] for row in evening.settings["rows"]][:4] == [
        "Kreuz", "Ecken", "Herz", "Schaufel"]
    cw.club.draw(evening.id, ids, rng=random.Random(3))
    cw.refresh()
    cw.evenings.choose(evening.id)
    page = cw.evenings.page
    table = cw.club.drawn(evening.id)[0].tables[0]
    match = new_match("coiffeur", [cw.club.member(m).name for m in table.seats])
    assert match.rules.settings.rows[0].name == "Eichel"  # a German laptop's
    for row in range(len(match.rules.settings.rows)):
        for team in (0, 1):
            match.add(CoiffeurRound(team=team, row=row, points=100))
    played = tmp_path / "tisch1.jass"
    matchfile.save(match, played)
    dialog = page.import_dialog([str(played)])
    said = dialog.table.item(0, 5).text()
    assert said == "comme la soirée", said
    assert not dialog.other_rules.isVisibleTo(dialog)
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert {r.points for r in cw.club.results(evening.id)} == {TOTAL}
    assert not [c for c in cw.club.corrections(evening.id) if c.kind == "rules"]


def test_an_evening_of_the_french_cards_edited_in_french_keeps_its_rows_names(
        french_window, club_path, dialogs, qtbot, capsys):
    """`club evening new … coiffeur --deck de --set deck=fr` (docs/club.md: `--set deck=fr`
    names only the suits) keeps the preset's rows (Eichel …) with the French cards; the
    French club window shows them as the cards name them in French ("Glands" …). Its place
    corrected there, the rows were written back as shown, "Glands", "Grelots", "Écus",
    "Roses": names of no preset, said so in German too."""
    assert cli(["--lang", "fr", "club", "evening", "new", "2026-11-26", "coiffeur",
                "--deck", "de", "--set", "deck=fr", "--db", str(club_path)]) == 0
    capsys.readouterr()
    cw = club_window(french_window, dialogs)
    before = cw.club.evening(1).settings["rows"]
    assert [row["name"] for row in before][:4] == ["Eichel", "Schellen", "Schilten", "Rosen"]
    cw.evenings.choose(1)
    page = cw.evenings.page
    dialog = page.edit_dialog()
    rows = dialog.form.findChild(QComboBox, "rowName0")
    assert rows.currentText() == "Glands"
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.place.setFocus()
    assert focused() is dialog.place
    select_all(qtbot)
    type_(qtbot, "Café du Midi, Bulle")
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    after = cw.club.evening(1)
    assert after.place == "Café du Midi, Bulle"
    assert after.settings["rows"] == before
