"""A yes/no setting changed of the preset says its state wherever a preset's changes are said.

*Tischregeln…* said "Stöck zählen: nein (Vorlage: ja)", but the printed sheet's head, the
club's pages and sheets and the command line still said "nein statt ja" ("non au lieu de
oui"), which read as a word corrected, not as the setting's state. Numbers still say what
they replaced ("Spiele: 3 statt 12"). Here: the sheet printed by the command line, and the
club's command line, in German and French; the club window and New match in
tests/ui/test_preset_states_alike.py."""

import json

import pytest

from jasstafel.cli import main
from jasstafel.core import find_variant, matchfile

from . import pdf_pages

# the printer's Qt application is pytest-qt's (see test_cli_wording.py)
pytestmark = pytest.mark.usefixtures("qapp")

TEAMS = [{"name": "Anna & Cla", "players": [0, 2]}, {"name": "Beat & Dora", "players": [1, 3]}]

SAID = {"de": "angepasst: Stöck zählen: nein (Vorlage: ja)",
        "fr": "modifié\u00a0: Le stöck compte\u00a0: non (règlement\u00a0: oui)"}
NOT_SAID = ("statt ja", "au lieu de oui", "instead of")


def without_stoeck():
    """A Jassverein Coiffeur whose Stöck was unticked, one row played."""
    settings = {**find_variant("coiffeur").PRESETS["jassverein"].model_dump(mode="json"),
                "stoeck": False}
    data = {"format": "jasstafel-match", "version": 1, "variant": "coiffeur",
            "info": {"title": "", "date": "2026-12-05", "place": "", "table": ""},
            "players": ["Anna", "Beat", "Cla", "Dora"], "teams": TEAMS, "first": 0,
            "settings": settings,
            "entries": [{"type": "round", "team": 0, "row": 0, "points": 80}]}
    return matchfile.loads(json.dumps(data))


@pytest.mark.parametrize("lang", list(SAID))
def test_the_sheets_head_says_the_box_by_its_state(tmp_path, lang):
    path = tmp_path / "m.jass"
    matchfile.save(without_stoeck(), path)
    out = tmp_path / f"{lang}.pdf"
    assert main(["print", str(path), "--lang", lang, "-o", str(out)]) == 0
    first = " ".join(pdf_pages(out)[0].split())
    assert " ".join(SAID[lang].split()) in first, first
    assert not any(words in first for words in NOT_SAID), first


@pytest.mark.parametrize("lang", list(SAID))
def test_the_club_command_line_says_the_box_by_its_state(tmp_path, capsys, lang):
    db = tmp_path / "club.sqlite"
    assert main(["--lang", lang, "club", "evening", "new", "2026-12-05", "coiffeur",
                 "--preset", "jassverein", "--set", "stoeck=false", "--db", str(db)]) == 0
    assert main(["--lang", lang, "club", "evening", "list", "--db", str(db)]) == 0
    out = capsys.readouterr().out.replace("\u00a0", " ")  # a terminal's spaces
    assert out.count(SAID[lang].replace("\u00a0", " ")) == 2, out  # as made, and in the list
    assert not any(words in out for words in NOT_SAID), out
