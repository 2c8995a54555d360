"""The command line's own wording: options spelled the same way in every command and readable
in --help, in every language (``--lang de|fr``, else the locale)."""

import csv
import re
from pathlib import Path

import pytest

from jasstafel.cli import main
from jasstafel.core import matchfile

# the printer's Qt application is pytest-qt's (a QGuiApplication made first would be in the way
# of the window tests that follow)
pytestmark = pytest.mark.usefixtures("qapp")

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
SCHIEBER = str(EXAMPLES / "schieber-swisslos-2500.jass")


def run(capsys, *argv):
    try:
        code = main([str(a) for a in argv])
    except SystemExit as done:  # --help, argparse's refusals
        code = done.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def club(tmp_path, capsys):
    """A club with one evening, drawn, and one table's result."""
    db = tmp_path / "club.sqlite"
    for name in ("Anna", "Beat", "Cla", "Dora"):
        assert run(capsys, "club", "member", "add", name, "--short", name[:2], "--db", db)[0] == 0
    assert run(capsys, "club", "evening", "new", "2026-12-04", "schieber", "--preset",
               "turnier", "--passen", "1", "--db", db)[0] == 0
    code, out, err = run(capsys, "club", "draw", "1", "--all-active", "--seed", "1", "--db", db)
    assert code == 0, err
    seated = [line.split()[-1] for line in out.splitlines() if "seat" in line]
    code, _, err = run(capsys, "club", "result", "1", "1", "1",
                       *(f"{name}={1000 if i % 2 == 0 else 884}"
                         for i, name in enumerate(seated)), "--db", db)
    assert code == 0, err
    return db


# -- 1. --delimiter in words -------------------------------------------------------------------


@pytest.mark.parametrize("command", [["export"], ["club", "export"], ["club", "draw"],
                                     ["club", "ranking", "evening"]])
def test_the_delimiter_choices_are_readable_in_help(capsys, command):
    code, out, _ = run(capsys, *command, "--help")
    assert code == 0
    assert "{comma,semicolon,tab}" in out
    assert "{,,;,tab}" not in out


@pytest.mark.parametrize("given, sep", [("semicolon", ";"), ("comma", ","), ("tab", "\t"),
                                        (";", ";"), (",", ",")])
def test_the_delimiter_in_words_and_as_documented_before(capsys, tmp_path, club, given, sep):
    out_file = tmp_path / "e.csv"
    code, _, err = run(capsys, "export", SCHIEBER, "-o", out_file, "--delimiter", given)
    assert code == 0, err
    header = out_file.read_text("utf-8-sig").splitlines()[0]
    assert sep in header and len(next(csv.reader([header], delimiter=sep))) > 3
    ranking = tmp_path / "r.csv"
    code, _, err = run(capsys, "club", "ranking", "evening", "1", "--csv", ranking,
                       "--delimiter", given, "--db", club)
    assert code == 0, err
    assert len(next(csv.reader([ranking.read_text("utf-8-sig").splitlines()[0]],
                               delimiter=sep))) > 3


@pytest.mark.parametrize("command", [["export", SCHIEBER, "-o", "x.csv"],
                                     ["club", "export", "1", "--csv", "x.csv"]])
def test_an_unknown_delimiter_is_one_line_naming_the_choices(capsys, tmp_path, command,
                                                             monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, _, err = run(capsys, *command, "--delimiter", "pipe")
    assert code == 2
    assert "'pipe' is not a column separator: choose comma, semicolon or tab" in err
    assert not (tmp_path / "x.csv").exists()


@pytest.mark.parametrize("how", [["--lang", "de"], ["LANGUAGE=de"], ["--lang", "fr"]])
def test_without_a_delimiter_german_and_french_write_semicolons(capsys, tmp_path, monkeypatch,
                                                                how):
    if how[0].startswith("LANGUAGE="):
        monkeypatch.setenv("LANGUAGE", how[0].partition("=")[2])
        how = []
    out_file = tmp_path / "e.csv"
    code, out, _ = run(capsys, *how, "export", SCHIEBER, "-o", out_file)
    assert code == 0
    assert ";" in out_file.read_text("utf-8-sig").splitlines()[0]
    assert str(out_file) in out


# -- 3. every word the club prints in the language -----------------------------------------------

#: English that the club's commands printed in German and French (column names, raw keys)
ENGLISH = re.compile(r"\b(Id|Short|Active|Title|At|Kind|Before|After|Note|Of|Season points|"
                     r"Cumulative|schieber|turnier|results|evenings|games|Passen, season|"
                     r"member|evening|guest|wrote)\b")


#: the command a refusal begins with ("jasstafel club evening delete: "): a token of the
#: command line, as the program's name is (docs/translating.md), not a word of the language
COMMAND = re.compile(r"^jasstafel(?: [\w-]+)*: ", re.MULTILINE)


def everything(capsys, db, tmp_path, how):
    """Every club subcommand that prints, in the language *how* chooses: all it printed (its
    refusals without the command they begin with)."""
    said = []
    for command in (["member", "list"], ["guest", "list"], ["evening", "list"],
                    ["evening", "edit", "1", "--title", "", "--note", "Tippfehler"],
                    ["draw", "1"], ["ranking", "evening", "1"], ["ranking", "season", "2026"],
                    ["export", "1", "--csv", tmp_path / "r.csv"], ["log"], ["stats", "Anna"],
                    ["evening", "new", "2026-12-11", "coiffeur", "--passen", "1"],
                    ["evening", "delete", "2"], ["evening", "delete", "2", "--yes"]):
        code, out, err = run(capsys, *how, "club", *command, "--db", db)
        assert code in (0, 2), (command, out, err)
        said.append(out + COMMAND.sub("", err))
    return "\n".join(said)


def language(how, monkeypatch):
    if how[0].startswith("LANGUAGE="):
        monkeypatch.setenv("LANGUAGE", how[0].partition("=")[2])
        return []
    return how


@pytest.mark.parametrize("how", [["--lang", "de"], ["LANGUAGE=de"]])
def test_every_club_command_speaks_german(capsys, tmp_path, club, monkeypatch, how):
    assert run(capsys, "club", "guest", "add", "Zora", "--db", club)[0] == 0
    said = everything(capsys, club, tmp_path, language(how, monkeypatch))
    for words in ("Nr.  Name  Kurzname  Aktiv", "Titel", "Vorlage", "Turnier (Jassverein)",
                  "Abend 1: 04.12.2026 Schieber · Turnier (Jassverein), 1 Passe, Saison 2026",
                  "04.12.2026 Schieber", "Zeit", "Art", "Vorher", "Nachher", "Bemerkung",
                  "Saisonpunkte", "Kumuliert", "1 Abend, 1 Passe", "Coiffeur · Jassverein",
                  "(11.12.2026, 0 Ergebnisse)",
                  "Abend 2 gelöscht: 11.12.2026 Coiffeur (das Korrekturprotokoll behält 0 "
                  "Ergebnisse)"):
        assert words in said, words
    assert not ENGLISH.search(said), ENGLISH.search(said)
    assert not re.search(r"\btable\b", said)


@pytest.mark.parametrize("how", [["--lang", "fr"], ["LANGUAGE=fr"]])
def test_every_club_command_speaks_french(capsys, tmp_path, club, monkeypatch, how):
    assert run(capsys, "club", "guest", "add", "Zora", "--db", club)[0] == 0
    said = everything(capsys, club, tmp_path, language(how, monkeypatch))
    for words in ("N°  Nom   Nom court  Actif", "Titre", "Règlement",
                  "Tournoi (règlement de club)",
                  "soirée 1 : 04.12.2026 Chibre · Tournoi (règlement de club), 1 manche, "
                  "saison 2026",
                  "04.12.2026 Chibre", "Moment", "Type", "Avant", "Après", "Remarque",
                  "Points de saison", "Cumul", "1 soirée, 1 manche", "(11.12.2026, 0 résultat)",
                  "soirée 2 supprimée : 11.12.2026 Coiffeur (le journal des corrections garde "
                  "0 résultat)"):
        assert words in said, words
    assert "Schieber" not in said  # Chibre, in the ranking's title too
    assert not ENGLISH.search(said), ENGLISH.search(said)


def test_the_club_in_english_says_one_as_one(capsys, tmp_path, club):
    said = everything(capsys, club, tmp_path, [])
    assert "evening 1: 2026-12-04 Schieber · Turnier (Jassverein), 1 Passe, season 2026" in said
    assert "1 evening, 1 Passe" in said and "(2026-12-11, 0 results)" in said
    assert "Id  Name  Short name  Active" in said


# -- 2. one spelling for the file to write: -o FILE ---------------------------------------------

WRITERS = [["new"], ["print"], ["export"], ["club", "export"], ["club", "sheets"],
           ["club", "draw"], ["club", "ranking", "evening"], ["club", "ranking", "season"]]


@pytest.mark.parametrize("command", WRITERS)
def test_every_command_that_writes_a_file_says_o_file(capsys, command):
    code, out, _ = run(capsys, *command, "--help")
    assert code == 0
    assert "-o " in out and "--output" in out
    assert "--csv" not in out and "--pdf" not in out  # the older spelling: hidden, kept


def test_the_club_writes_with_o_by_the_kind_or_the_name(capsys, tmp_path, club):
    code, out, err = run(capsys, "club", "export", "1", "-o", tmp_path / "results", "--db", club)
    assert code == 0, err  # club export writes CSV: the name needs no ending
    assert (tmp_path / "results").read_text("utf-8-sig").startswith("Date,Evening,Passe")
    assert f"wrote {tmp_path / 'results'}" in out
    code, out, err = run(capsys, "club", "ranking", "evening", "1", "-o", tmp_path / "r.pdf",
                         "-o", tmp_path / "r.CSV", "--db", club)
    assert code == 0, err
    assert (tmp_path / "r.pdf").read_bytes().startswith(b"%PDF-")
    assert (tmp_path / "r.CSV").read_text("utf-8-sig").startswith("Rank,")
    code, _, err = run(capsys, "club", "sheets", "1", "--output", tmp_path / "sheets",
                       "--db", club)
    assert code == 0, err
    assert (tmp_path / "sheets").read_bytes().startswith(b"%PDF-")
    code, _, err = run(capsys, "club", "draw", "1", "-o", tmp_path / "seats.csv", "--db", club)
    assert code == 0, err
    assert (tmp_path / "seats.csv").read_text("utf-8-sig").startswith("Passe,Table,Seat")


def test_the_older_csv_and_pdf_options_still_work(capsys, tmp_path, club):
    code, _, err = run(capsys, "club", "ranking", "evening", "1", "--csv", tmp_path / "r.csv",
                       "--pdf", tmp_path / "r.pdf", "--db", club)
    assert code == 0, err
    assert (tmp_path / "r.csv").is_file() and (tmp_path / "r.pdf").is_file()
    code, _, err = run(capsys, "club", "export", "1", "--csv", tmp_path / "e.csv", "--db", club)
    assert code == 0 and (tmp_path / "e.csv").is_file(), err


@pytest.mark.parametrize("how, words", [
    (["--lang", "de"], ("-o r.txt: der Name endet auf .csv für eine CSV-Datei oder auf .pdf",
                        "eine zu schreibende CSV-Datei ist schon angegeben (",
                        "geben Sie die zu schreibende CSV-Datei an: -o DATEI")),
    (["LANGUAGE=de"], ("-o r.txt: der Name endet auf .csv für eine CSV-Datei oder auf .pdf",
                       "eine zu schreibende CSV-Datei ist schon angegeben (",
                       "geben Sie die zu schreibende CSV-Datei an: -o DATEI")),
    (["--lang", "fr"], ("-o r.txt : terminez le nom par .csv pour un fichier CSV ou par .pdf",
                        "un fichier CSV à écrire est déjà donné (",
                        "donnez le fichier CSV à écrire : -o FICHIER")),
    ([], ("-o r.txt: end the name in .csv for a CSV file or .pdf for a PDF",
          "a CSV file to write is given already (", "give the CSV file to write: -o FILE")),
])
def test_a_file_the_club_cannot_place_is_one_line_in_the_language(capsys, tmp_path, club,
                                                                  monkeypatch, how, words):
    how = language(how, monkeypatch) if how else how
    monkeypatch.chdir(tmp_path)
    unknown, twice, missing = words
    code, _, err = run(capsys, *how, "club", "ranking", "evening", "1", "-o", "r.txt",
                       "--db", club)
    assert code == 2 and unknown in err and err.count("\n") == 1
    code, _, err = run(capsys, *how, "club", "ranking", "evening", "1", "--csv", "a.csv",
                       "-o", "b.csv", "--db", club)
    assert code == 2 and twice in err
    code, _, err = run(capsys, *how, "club", "export", "1", "--db", club)
    assert code == 2 and missing in err
    assert not any(tmp_path.glob("*.csv")) and not (tmp_path / "r.txt").exists()


# -- 6. French typography in what the command line prints ---------------------------------------


@pytest.mark.parametrize("example", sorted(EXAMPLES.glob("*.jass")), ids=lambda p: p.stem)
def test_the_board_in_french_writes_a_space_before_colons_and_semicolons(capsys, example):
    from tests.core.test_french_typography import glued

    code, out, err = run(capsys, "--lang", "fr", "score", example)
    assert code == 0, err
    code, checked, err = run(capsys, "--lang", "fr", "check", example)
    assert code == 0 and f"{example} : " in checked
    said = out + checked
    for entry in matchfile.load(example).entries:  # the Schreiber's own notes, as typed
        said = said.replace(getattr(entry, "note", "") or "\0", "")
    problems = [found for line in said.splitlines() for found in glued(line)]
    assert not problems, problems


def test_the_club_in_french_writes_a_space_before_colons_and_semicolons(capsys, tmp_path,
                                                                        club):
    from tests.core.test_french_typography import glued

    said = everything(capsys, club, tmp_path, ["--lang", "fr"])
    lines = [line for line in said.splitlines() if "{" not in line]  # the log's stored JSON
    problems = [found for line in lines for found in glued(line)]
    assert not problems, problems


# -- the command line's own refusals, in the language -------------------------------------------


GERMAN_REFUSALS = ("ist die Partiedatei, die gelesen wird", "gibt es schon; nicht überschrieben",
                   "print braucht eine Partiedatei",
                   "gibt es schon und ist eine SQLite-Datenbank; nicht ersetzt")


@pytest.mark.parametrize("how, words", [
    (["--lang", "de"], GERMAN_REFUSALS),
    (["LANGUAGE=de"], GERMAN_REFUSALS),
    (["--lang", "fr"], ("est le fichier de match lu", "existe déjà ; pas écrasé",
                        "print demande un fichier de match", "existe et est une base de "
                        "données SQLite ; pas remplacé")),
])
def test_the_match_commands_refuse_in_the_language(capsys, tmp_path, monkeypatch, club, how,
                                                   words):
    how = language(how, monkeypatch)
    read, exists, nothing, other = words
    match = tmp_path / "m.jass"
    match.write_bytes(Path(SCHIEBER).read_bytes())
    before = match.read_bytes()
    code, _, err = run(capsys, *how, "export", match, "-o", match)
    assert code == 2 and read in err and err.count("\n") == 1
    code, _, err = run(capsys, *how, "new", "schieber", "A", "B", "C", "D", "-o", match)
    assert code == 2 and exists in err
    code, _, err = run(capsys, *how, "print", "-o", tmp_path / "x.pdf")
    assert code == 2 and nothing in err
    code, _, err = run(capsys, *how, "print", match, "-o", club)
    assert code == 2 and other in err
    assert match.read_bytes() == before and not (tmp_path / "x.pdf").exists()
