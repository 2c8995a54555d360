"""A French club organiser's trial of the command line (Les Atouts de la Sarine, in French):
what the terminal said otherwise than the club window and the paper.

- `club draw` listed who sits out in the order of the draw ("Jean-Pierre …" before "Émile
  Bérard"), on the terminal and in its `-o seats.csv`: by name now, as the window and the seat
  list PDF list them (accents folded: "Émile" among the E's, not after "Zoé");
- `club evening new` made evenings with the German cards where the window's *Nouvelle soirée*
  in French starts with the French ones: the same choice now (the language's cards unless the
  preset is made for one deck), and `--deck de|fr` to say it;
- `club result` printed a guest "Sylvie Pasquier 4'800" where the draw, the window and the
  PDF say "Sylvie Pasquier · invité·e": every listing of players marks a guest so;
- `club result --help` named its keys (points, striche, nuller …) without a word of French
  around them: each key is explained in the language now (the keys stay as typed).
"""

import csv
import re

import pytest

from jasstafel.cli import main
from jasstafel.club import Club, sort_key

#: names whose order by code point is not their order by name ("Émile" after "Zoé")
MEMBERS = ["Zoé Progin", "Jean-Pierre Rossier", "Émile Bérard", "Anne Dafflon",
           "Lucie Progin", "Gérald Clerc"]


def run(capsys, *argv, lang="fr"):
    code = main(["--lang", lang, *(str(a) for a in argv)])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


@pytest.fixture
def db(tmp_path, capsys):
    path = tmp_path / "atouts.sqlite"
    for name in MEMBERS:
        run(capsys, "club", "member", "add", name, "--db", path)
    return path


def sitting_out(out):
    """The names the terminal lists as sitting out, per Passe."""
    passen: list[list[str]] = []
    for line in out.splitlines():
        if line.startswith("Manche "):
            passen.append([])
        found = re.fullmatch(r"\s+(?:sits out|au repos)\s+(.+)", line)
        if found:
            passen[-1].append(found.group(1))
    return passen


# -- who sits out, by name -----------------------------------------------------------------


def test_the_draw_lists_who_sits_out_by_name_on_the_terminal_and_in_the_csv(capsys, db,
                                                                           tmp_path):
    run(capsys, "club", "evening", "new", "2026-12-03", "schieber", "--preset", "turnier",
        "--passen", "3", "--db", db)
    seats = tmp_path / "seats.csv"
    out = run(capsys, "club", "draw", "1", "--all-active", "--seed", "2", "-o", seats,
              "--db", db)
    with Club.open(db) as club:
        drawn = [[club.member(m).name for m in p.sitting_out] for p in club.drawn(1)]
    # six players at a Schieber: two sit out each Passe, and the draw put them out of order
    # somewhere (else this test could not fail)
    assert all(len(names) == 2 for names in drawn)
    assert any(names != sorted(names, key=sort_key) for names in drawn), drawn
    by_name = [sorted(names, key=sort_key) for names in drawn]
    listed = sitting_out(out)
    assert listed == by_name, out
    with seats.open(encoding="utf-8-sig", newline="") as f:
        header, *rows = list(csv.reader(f, delimiter=";"))
    table, passe, name = header.index("Table"), header.index("Manche"), header.index("Nom")
    in_file = [[r[name] for r in rows if r[passe] == str(n) and not r[table]]
               for n in range(1, 4)]
    assert in_file == by_name


def test_an_accented_name_sits_out_among_its_letter(capsys, db):
    run(capsys, "club", "evening", "new", "2026-12-03", "schieber", "--passen", "1",
        "--db", db)
    # Émile, Jean-Pierre and Zoé present with one more: at one table of four, one sits out;
    # seven present (with a guest and Anne, Lucie, Gérald) three sit out
    out = run(capsys, "club", "draw", "1", "--all-active", "--guest", "Yves Zbinden",
              "--seed", "5", "--db", db)
    [names] = sitting_out(out)
    bare = [n.removesuffix(" · invité·e") for n in names]
    assert bare == sorted(bare, key=sort_key) and len(bare) == 3, out


# -- the cards of a new evening ----------------------------------------------------------------


def evening_settings(db, evening=1):
    with Club.open(db) as club:
        ev = club.evening(evening)
    return ev.preset, dict(ev.settings)


def test_a_new_evening_in_french_has_the_french_cards_as_the_window_starts_it(capsys, db):
    out = run(capsys, "club", "evening", "new", "2026-12-03", "coiffeur", "--db", db)
    preset, settings = evening_settings(db)
    assert (preset, settings["deck"]) == ("jassverein", "fr")
    # the suit rows named as the French cards name them (the window's form does so too)
    names = [row["name"] for row in settings["rows"]]
    assert "Kreuz" in names and "Eichel" not in names
    assert "modifié" not in out  # the preset's, with the other cards: no change said


def test_a_new_evening_in_german_keeps_the_german_cards(capsys, db):
    run(capsys, "club", "evening", "new", "2026-12-03", "coiffeur", "--db", db, lang="de")
    assert evening_settings(db)[1]["deck"] == "de"


def test_a_preset_made_for_one_deck_keeps_it(capsys, db):
    run(capsys, "club", "evening", "new", "2026-12-03", "schieber", "--preset",
        "swisslos_2500", "--db", db)
    assert evening_settings(db)[0] == "swisslos_2500"
    assert evening_settings(db)[1]["deck"] == "de"


@pytest.mark.parametrize("lang, deck, preset, expected", [
    ("fr", "de", "jassverein", ("jassverein", "de")),
    ("en", "fr", "jassverein", ("jassverein", "fr")),
    ("de", "fr", "swisslos_8", ("swisslos_8_fr", "fr")),  # Swisslos's own French twin
    ("fr", "de", "swisslos_8_fr", ("swisslos_8", "de")),
])
def test_deck_says_the_cards(capsys, db, lang, deck, preset, expected):
    run(capsys, "club", "evening", "new", "2026-12-03", "coiffeur", "--preset", preset,
        "--deck", deck, "--db", db, lang=lang)
    chosen, settings = evening_settings(db)
    assert (chosen, settings["deck"]) == expected


def test_deck_of_a_game_without_suits_changes_nothing(capsys, db):
    run(capsys, "club", "evening", "new", "2026-12-03", "pandur", "--deck", "fr", "--db", db)
    assert "deck" not in evening_settings(db)[1]


# -- guests marked -----------------------------------------------------------------------------


@pytest.fixture
def played(capsys, db):
    """Evening 1, one Passe: Anne, Émile, Gérald and the guest Sylvie at table 1."""
    run(capsys, "club", "evening", "new", "2026-12-03", "molotow", "--passen", "1",
        "--db", db)
    run(capsys, "club", "draw", "1", "Anne Dafflon", "Émile Bérard", "Gérald Clerc",
        "--guest", "Sylvie Pasquier", "--seed", "1", "--db", db)
    return db


def test_result_marks_a_guest(capsys, played):
    out = run(capsys, "club", "result", "1", "1", "1", "Sylvie Pasquier=200",
              "Anne Dafflon=300", "Émile Bérard=356", "Gérald Clerc=400", "--db", played)
    assert "Sylvie Pasquier · invité·e 200" in out, out
    assert "Anne Dafflon 300" in out  # a member as she is
    out = run(capsys, "club", "result", "1", "1", "1", "Sylvie Pasquier=210",
              "Anne Dafflon=290", "--correct", "--db", played, lang="de")
    assert "Sylvie Pasquier · Gast 210" in out, out


def test_the_evening_ranking_on_the_terminal_marks_a_guest_as_the_window(capsys, played,
                                                                         tmp_path):
    run(capsys, "club", "result", "1", "1", "1", "Sylvie Pasquier=200", "Anne Dafflon=300",
        "Émile Bérard=356", "Gérald Clerc=400", "--db", played)
    path = tmp_path / "soiree.csv"
    out = run(capsys, "club", "ranking", "evening", "1", "-o", path, "--db", played)
    lines = out.splitlines()
    head = next(line for line in lines if line.startswith("Rang"))
    assert "Invité" not in head  # the name says it, as on screen and paper
    assert any(re.match(r"1\s+Sylvie Pasquier · invité·e\s", line) for line in lines), out
    assert any(re.match(r"2\s+Anne Dafflon\s", line) for line in lines), out
    with path.open(encoding="utf-8-sig", newline="") as f:
        header, *rows = list(csv.reader(f, delimiter=";"))
    guest = header.index("Invité")  # the file keeps its column, 1 and 0
    assert {r[1]: r[guest] for r in rows}["Sylvie Pasquier"] == "1"


def test_the_log_marks_a_guest(capsys, played):
    run(capsys, "club", "result", "1", "1", "1", "Sylvie Pasquier=200", "Anne Dafflon=300",
        "Émile Bérard=356", "Gérald Clerc=400", "--db", played)
    run(capsys, "club", "result", "1", "1", "1", "Sylvie Pasquier=210", "Anne Dafflon=290",
        "--correct", "--note", "addition", "--db", played)
    out = run(capsys, "club", "log", "--db", played)
    assert "Sylvie Pasquier · invité·e" in out, out


# -- club result --help ------------------------------------------------------------------------


def help_of(capsys, lang):
    with pytest.raises(SystemExit) as done:
        main(["--lang", lang, "club", "result", "--help"])
    assert done.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("lang, words", [
    ("fr", {"points": "chiffre compté", "striche": "traits", "nuller": "zéros",
            "rank": "rang", "matches": "matchs", "won": "oui ou non", "side": "équipe"}),
    ("de", {"points": "gezählte Zahl", "striche": "Striche", "nuller": "Nuller",
            "rank": "Rang", "matches": "Matches", "won": "ja oder nein", "side": "Team"}),
])
def test_result_help_explains_every_key_in_the_language(capsys, monkeypatch, lang, words):
    monkeypatch.setenv("COLUMNS", "100")
    said = help_of(capsys, lang)
    for key, word in words.items():  # each key on its own line, said in the language
        line = next((line for line in said.splitlines() if line.split()[:1] == [key]), "")
        assert word in line, (key, said)
