"""What a trial found on the sheets, CSV files and statistics of a Guggitaler and of Schieber
matches played with the table settings of RULES.md §7, in German: each test prints (or
exports) the trial's match and reads it back (pdftotext, the CSV rows)."""

import csv
import json
import re

import pytest

from jasstafel import i18n
from jasstafel.cli import main
from jasstafel.core import find_variant, matchfile
from jasstafel.core.matchfile import find_preset
from jasstafel.core.statistics import statistics
from jasstafel.printing.export import write_board_csv, write_entries_csv

from . import numbers, pdf_pages

# the printer's Qt application is pytest-qt's (see test_cli_wording.py)
pytestmark = pytest.mark.usefixtures("qapp")

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]
TEAMS = [{"name": "Anna & Cla", "players": [0, 2]}, {"name": "Beat & Dora", "players": [1, 3]}]


def document(variant, settings, entries, teams=(), first=0):
    """A match file's data: *settings* over those of their preset."""
    preset = find_preset(find_variant(variant), settings["preset"])
    settings = {**preset.model_dump(mode="json"), **settings}
    return {"format": "jasstafel-match", "version": 1, "variant": variant,
            "info": {"title": "", "date": "2026-12-05", "place": "", "table": ""},
            "players": PLAYERS, "teams": list(teams), "first": first, "settings": settings,
            "entries": entries}


def count(game, *counts):
    return {"type": "count", "game": game, "counts": list(counts)}


def taker(game, player):
    return {"type": "taker", "game": game, "player": player}


#: "Gugg ohne Domino": made from the preset with Domino, Domino unticked, penalties changed,
#: two Guggitaler, Beat deals first
GUGG_WITHOUT_DOMINO = document("guggitaler", {
    "preset": "standard", "tricks": 5, "schellen": 15, "ober": 20, "rosenkoenig": 45,
    "last_trick": 60, "domino": False, "guggitaler": 2, "deck": "de"}, [
    count("tricks", 0, 5, 1, 3), count("schellen", 4, 1, 0, 4), count("ober", 0, 0, 4, 0),
    taker("rosenkoenig", 0), taker("last_trick", 0),
    count("tricks", 2, 2, 2, 3), count("schellen", 0, 9, 0, 0), count("ober", 2, 1, 1, 0),
    taker("rosenkoenig", 3), taker("last_trick", 1)], first=1)

#: "Gugg Domino": one Guggitaler with its Domino
GUGG_DOMINO = document("guggitaler", {
    "preset": "standard", "tricks": 6, "ober": 25, "domino_4": [160, 90, 55, 0]}, [
    count("tricks", 1, 2, 4, 2), count("schellen", 2, 0, 3, 4), count("ober", 1, 2, 0, 1),
    taker("rosenkoenig", 1), taker("last_trick", 3), {"type": "domino", "order": [2, 0, 3, 1]}])


def schieber_round(contract, by, points, weis=(0, 0), stoeck=None, match=False, geschoben=False):
    return {"type": "round", "contract": contract, "announced_by": by, "geschoben": geschoben,
            "points": list(points), "match": match, "weis": list(weis), "stoeck": stoeck}


#: "S2 Turnier Slalom": a Turnier of 4 rounds with Slalom ×3 (no Weis, no Stöck)
TURNIER = document("schieber", {
    "preset": "turnier", "mode": "rounds", "rounds": 4, "weis": False, "match_bonus": 0,
    "factors": {"eicheln": 1, "rosen": 1, "schilten": 1, "schellen": 1, "obenabe": 1,
                "undenufe": 1, "slalom": 3}}, [
    schieber_round("eicheln", 0, (157, 0)), schieber_round("slalom", 1, (19, 138)),
    schieber_round("obenabe", 0, (100, 57)), schieber_round("rosen", 1, (157, 0), match=True)],
    teams=TEAMS)

#: "S3 Doppelt Bonus150": Einfach 1000 with a double deck, a Bedanken with 210 on the stack
BEDANKEN = document("schieber", {
    "preset": "einfach_1000", "double_deck": True, "match_bonus": 150}, [
    schieber_round("eicheln", 0, (200, 114), weis=(0, 100), stoeck=0, geschoben=True),
    schieber_round("obenabe", 1, (0, 314), weis=(0, 50), match=True),
    schieber_round("rosen", 0, (250, 64), weis=(150, 0), stoeck=0),
    {"type": "bedanken", "team": 1, "stack": 210, "contract": "schellen"}],
    teams=[{"name": "Rot", "players": [0, 2]}, {"name": "Blau", "players": [1, 3]}])


def load(data):
    return matchfile.loads(json.dumps(data))


def printed(tmp_path, data, lang="de"):
    """The pages of the sheet of the match *data*, printed in *lang* by the command line."""
    path = tmp_path / "m.jass"
    matchfile.save(load(data), path)
    out = tmp_path / f"{lang}.pdf"
    assert main(["print", str(path), "--lang", lang, "-o", str(out)]) == 0
    return pdf_pages(out)


def flat(pages):
    return " ".join(" ".join(pages).split())


@pytest.fixture
def german():
    assert i18n.use("de")
    yield
    i18n.use("en")


def read(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.reader(f, delimiter=";"))


# -- 1. the title follows the Domino setting ------------------------------------------------------

@pytest.mark.parametrize("lang, without, changed, domino", [
    ("de", "Guggitaler ohne Domino", ", angepasst: 4 Tischregeln", "mit Domino"),
    ("fr", "Guggitaler sans domino", ", modifié : 4 règles de table", "avec domino"),
    ("en", "Guggitaler without Domino", ", changed: 4 table settings", "with Domino"),
])
def test_a_guggitaler_without_domino_is_not_titled_with_domino(tmp_path, lang, without,
                                                               changed, domino):
    """Made from the preset with Domino, Domino unticked: the header said "Guggitaler mit
    Domino (angepasst)" over "Domino: nein"."""
    text = flat(printed(tmp_path, GUGG_WITHOUT_DOMINO, lang))
    assert f"Guggitaler · {without}{changed}" in text, text[:300]
    assert domino not in text
    # Domino unticked and nothing else: the settings are the preset without Domino
    plain = json.loads(json.dumps(GUGG_WITHOUT_DOMINO))
    plain["settings"] = {"preset": "standard", "domino": False}
    plain["entries"] = []
    text = flat(printed(tmp_path, plain, lang))
    assert f"Guggitaler · {without} " in text and changed not in text
    assert domino not in text


def test_the_children_preset_with_domino_is_titled_with_domino(tmp_path):
    kinder = document("guggitaler", {"preset": "kinder", "tricks": 1, "schellen": 2, "ober": 4,
                                     "rosenkoenig": 8, "last_trick": 9, "domino": True}, [])
    text = flat(printed(tmp_path, kinder))
    assert "Guggitaler · Guggitaler mit Domino, angepasst: 5 Tischregeln" in text
    assert "ohne Domino" not in text


# -- 2. the Guggitaler CSV ----------------------------------------------------------------------

def test_each_csv_row_says_its_guggitaler(tmp_path, german):
    """The Runde column ran 1 to 10, nothing said where the second Guggitaler began."""
    write_entries_csv(load(GUGG_WITHOUT_DOMINO), tmp_path / "e.csv")
    header, *rows = read(tmp_path / "e.csv")
    assert header[:5] == ["Nr.", "Art", "Runde", "Guggitaler", "Eintrag"]
    assert [r[3] for r in rows] == ["1"] * 5 + ["2"] * 5
    assert rows[5][1] == "Stiche"
    # one Guggitaler: nothing to tell apart, no such column (as the window says none)
    write_entries_csv(load(GUGG_DOMINO), tmp_path / "one.csv")
    assert "Guggitaler" not in read(tmp_path / "one.csv")[0]


def test_the_board_csv_has_a_domino_column_only_with_a_domino(tmp_path, german):
    write_board_csv(load(GUGG_WITHOUT_DOMINO), tmp_path / "b.csv")
    header, anna, *_ = read(tmp_path / "b.csv")
    assert "Domino" not in header
    assert dict(zip(header, anna, strict=True))["Strafen"] == "215"
    write_board_csv(load(GUGG_DOMINO), tmp_path / "d.csv")
    header, anna, *_ = read(tmp_path / "d.csv")
    assert dict(zip(header, anna, strict=True))["Domino"] == "90"


def test_the_domino_row_names_its_game(tmp_path, german):
    write_entries_csv(load(GUGG_DOMINO), tmp_path / "e.csv")
    header, *rows = read(tmp_path / "e.csv")
    games = [dict(zip(header, r, strict=True))["Spiel"] for r in rows]
    assert games == ["Stiche", "Schellen", "Ober", "Rosenkönig", "Letzter Stich", "Domino"]


# -- 3. a sum per Guggitaler on the sheet -------------------------------------------------------

def test_the_final_sheet_sums_each_guggitaler(tmp_path):
    pages = printed(tmp_path, GUGG_WITHOUT_DOMINO)
    board = "\n".join(pages).split("Schlussstand")[1].split("Rang Spieler")[0].splitlines()
    labels = [line.split("  ")[0].strip() for line in board if line.strip()]
    # after the head (the players' names, and under them the games' column's title "Spiel"):
    # the games, the sums, the total
    assert labels[labels.index("Spiel") + 1:] == [
        "1. Stiche (5)", "1. Schellen (15)", "1. Ober (20)", "1. Rosenkönig (45)",
        "1. Letzter Stich (60)", "Guggitaler 1",
        "2. Stiche (5)", "2. Schellen (15)", "2. Ober (20)", "2. Rosenkönig (45)",
        "2. Letzter Stich (60)", "Guggitaler 2", "Total", "Rang"]
    sums = {line.split("  ")[0].strip(): numbers(line)[1:] for line in board
            if re.match(r"\s*Guggitaler \d", line)}
    assert sums == {"Guggitaler 1": [-165, -40, -85, -75],
                    "Guggitaler 2": [-50, -225, -30, -60]}
    total = next(line for line in board if line.strip().startswith("Total"))
    assert numbers(total) == [-215, -265, -115, -135]


def test_one_guggitaler_has_no_sum_of_its_own(tmp_path):
    board = "\n".join(printed(tmp_path, GUGG_DOMINO)).split("Schlussstand")[1]
    assert not any(re.match(r"\s*Guggitaler \d", line) for line in board.splitlines())


# -- 4. the blank Schieber and Coiffeur sheets say Team A, Team B -------------------------------

@pytest.mark.parametrize("variant, teams", [("schieber", "AB"), ("coiffeur", "ABC")])
def test_the_blank_sheet_names_the_teams_as_everywhere(tmp_path, variant, teams):
    out = tmp_path / "blank.pdf"
    assert main(["print", "--blank", variant, "--lang", "de", "-o", str(out)]) == 0
    text = flat(pdf_pages(out))
    for letter in teams:
        assert f"Team {letter}" in text
    assert "Team 1" not in text and "Team 2" not in text


# -- 5. a Bedanken's stack has its own label ----------------------------------------------------

@pytest.mark.parametrize("lang, stack", [
    ("de", "210 auf dem Stapel (Kartenpunkte, Weis und Stöck)"),
    ("fr", "210 sur le tas (points de cartes, annonces et stöck)"),
    ("en", "210 on the stack (card points, Weis and Stöck)"),
])
def test_the_stack_is_not_printed_as_card_points(tmp_path, lang, stack):
    """The stack (210 with Weis and Stöck in it) stood in Blau's Kartenpunkte column."""
    page = printed(tmp_path, BEDANKEN, lang)[0]
    assert stack in flat([page])
    row = next(line for line in page.splitlines() if line.lstrip().startswith("4 "))
    # what the row wrote and the totals, nothing in Blau's card points: 0 640 | 210 1'002
    assert numbers(row.replace("'", ""))[-4:] == [0, 640, 210, 1002], row
    assert row.count("210") == 1, row


# -- 6. no Weis and Stöck in the statistics of a Turnier -------------------------------------------

def test_the_turnier_statistics_have_no_weis_and_no_stoeck(tmp_path):
    stats = statistics(load(TURNIER))
    assert all(side.weis is None and side.stoeck is None for side in stats.sides)
    page = " ".join(printed(tmp_path, TURNIER)[-1].split())
    page = page[page.index("Statistik"):]  # under the board on its page
    assert "Matches" in page
    assert "Geschriebene Weis" not in page and "Stöck" not in page
    freier = document("schieber", {"preset": "freier_jass"},
                      [schieber_round("schellen", 0, (101, 56), weis=(50, 0))], teams=TEAMS)
    page = " ".join(printed(tmp_path, freier)[-1].split())
    assert "Geschriebene Weis (× Faktor) 100 0" in page and "Stöck 0 0" in page


def test_a_coiffeur_without_stoeck_has_no_stoeck_row(tmp_path):
    coiffeur = document("coiffeur", {"preset": "jassverein", "stoeck": False},
                        [{"type": "round", "team": 0, "row": 0, "points": 80}], teams=TEAMS)
    stats = statistics(load(coiffeur))
    assert all(side.stoeck is None for side in stats.sides)
    last = " ".join(printed(tmp_path, coiffeur)[-1].split())
    assert ", angepasst: Stöck zählen: nein (Vorlage: ja)" in last  # the head says what changed
    assert "Stöck" not in last.partition("Statistik")[2]


# -- 1b. every other client names it the same way -----------------------------------------------

def test_score_names_a_guggitaler_without_domino_as_the_sheet_does(tmp_path, capsys):
    """`jasstafel score` said "Guggitaler mit Domino (angepasst)" for the match the sheet
    calls "ohne Domino" (a trial's): the name is the rules core's, for every client."""
    path = tmp_path / "m.jass"
    matchfile.save(load(GUGG_WITHOUT_DOMINO), path)
    assert main(["score", str(path), "--lang", "de"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first == "Guggitaler · Guggitaler ohne Domino, angepasst: 4 Tischregeln"


def test_a_club_evening_without_domino_is_named_without_domino(german):
    """A club evening's table rules (the club window, `club stats`, the club's sheets and the
    live pages name them by i18n's titles): no "mit Domino" over a Guggitaler without, and the
    differences told against the preset the title names."""
    cls = find_variant("guggitaler")
    plain = find_preset(cls, "standard").model_dump(mode="json") | {"domino": False}
    assert i18n.settings_title(cls, plain) == "Guggitaler ohne Domino"
    assert i18n.table_rules("guggitaler", "standard", plain) == (
        "Guggitaler · Guggitaler ohne Domino", "")
    title, changed = i18n.table_rules("guggitaler", "standard", plain | {"tricks": 7})
    assert title == "Guggitaler · Guggitaler ohne Domino (angepasst)"
    assert "Domino" not in changed and "7" in changed
