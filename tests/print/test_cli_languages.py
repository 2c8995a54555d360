"""The command line in the Schreiber's language: ``--lang de|fr|en`` before or after the
command, else the locale; the board table, the printed sheet (pdftotext) and the CSV files
follow it; ``--json`` stays the English data format; the language is restored after a call
(tests and scripts call main() in one process)."""

import csv
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from jasstafel import i18n
from jasstafel.cli import main
from jasstafel.core import matchfile
from jasstafel.core.schieber import SchieberRound

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
SCHIEBER = str(EXAMPLES / "schieber-swisslos-2500.jass")
pdftotext = shutil.which("pdftotext")


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("argv", [["score", SCHIEBER, "--lang", "fr"],
                                  ["--lang", "fr", "score", SCHIEBER],
                                  ["score", "--lang=fr", SCHIEBER]])
def test_score_speaks_french_wherever_lang_stands(capsys, argv):
    code, out, _err = run(capsys, *argv)
    assert code == 0
    assert "Chibre · Swisslos 2500 (cartes allemandes)" in out
    assert "Inscription" in out and "Total" in out
    assert "Undenufe ×3 par Team A : 97 : 60, annonces Team A : 20" in out  # the core's line
    assert "[Berg Team A]" in out and "[Match]" in out
    assert "Matchs 1" in out and "jusqu’au but 0" in out  # the figures in words
    assert out.rstrip().endswith("Victoire de Team A : but atteint")
    assert i18n.language() == "en"  # restored for the next caller


def test_score_in_german_and_english(capsys):
    _code, out, _err = run(capsys, "score", SCHIEBER, "--lang", "de")
    assert out.rstrip().endswith("Sieger: Team A; Ziel erreicht")
    assert "Eintrag" in out and "Matches 1" in out
    _code, out, _err = run(capsys, "score", SCHIEBER, "--lang", "en")
    assert out.rstrip().endswith("Won by Team A: reached the target")


@pytest.mark.parametrize("lang, line", [
    ("de", "Striche: Sieg 0, Berg 1, Match 1, Kontermatsch 0, Schneider 0, gesamt 2"),
    ("fr", "Traits : Victoire 0, Berg 1, Match 1, Contre-match 0, Schneider 0, total 2"),
    ("en", "Striche: Win 0, Berg 1, Match 1, Kontermatsch 0, Schneider 0, total 2"),
])
def test_the_striche_total_is_said_in_the_language(capsys, lang, line):
    """A club programmer's trial: the German line ended in "…, Schneider 0, total 2", an
    English-looking word (the German board CSV heads the same figure "Striche gesamt")."""
    code, out, err = run(capsys, "score", str(EXAMPLES / "schieber-bedanken-zu-frueh.jass"),
                         "--lang", lang)
    assert (code, err) == (0, "")
    team_a = next(text for text in out.splitlines() if "Team A (Ueli, Werner)" in text)
    assert team_a.endswith(line)


def test_json_stays_the_english_data_format(capsys):
    _code, out, _err = run(capsys, "score", SCHIEBER, "--json", "--lang", "fr")
    assert '"status": "Won by Team A: reached the target"' in out


def test_the_locale_chooses_when_no_lang_is_given(capsys, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "de")
    _code, out, _err = run(capsys, "check", SCHIEBER)
    assert "9 Einträge, alle gültig" in out
    monkeypatch.setenv("LANGUAGE", "fr_CH")
    _code, out, _err = run(capsys, "check", SCHIEBER)
    assert "9 inscriptions, toutes valables" in out
    _code, out, _err = run(capsys, "check", SCHIEBER, "--lang", "en")  # --lang wins
    assert "9 entries, all valid" in out


def test_one_entry_is_counted_in_the_singular(capsys, tmp_path):
    match = matchfile.new_match("schieber", ["Anna", "Beat", "Cla", "Dora"])
    match.add(SchieberRound(contract="eicheln", announced_by=0, points=(100, 57)))
    path = tmp_path / "one.jass"
    matchfile.save(match.document, path)
    for lang, expected in (("en", "1 entry, all valid"), ("de", "1 Eintrag, alle gültig"),
                           ("fr", "1 inscription, toutes valables")):
        _code, out, _err = run(capsys, "check", str(path), "--lang", lang)
        assert out.strip().endswith(expected), out


def test_an_unknown_language_is_refused(capsys):
    code, _out, err = run(capsys, "score", SCHIEBER, "--lang", "it")
    assert code == 2
    assert "--lang: unknown language 'it' (known: de, fr, en)" in err


@pytest.mark.parametrize("locale, said", [
    ("de", "jasstafel: Fehler: --lang: unbekannte Sprache 'xx' (bekannt: de, fr, en) (siehe: "
           "jasstafel --help)"),
    ("fr_CH", "jasstafel: erreur : --lang : langue inconnue 'xx' (connues : de, fr, en) "
              "(voir : jasstafel --help)"),
])
@pytest.mark.parametrize("where", ["after", "before"])
def test_an_unknown_language_is_refused_in_the_locale_language(capsys, monkeypatch, locale,
                                                               said, where):
    """A trial under LANG=de_CH: every refusal was German but this one."""
    monkeypatch.setenv("LANGUAGE", locale)
    argv = (["score", SCHIEBER, "--lang", "xx"] if where == "after"
            else ["--lang=xx", "score", SCHIEBER])
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err == said + "\n"
    assert i18n.language() == "en"


def test_a_refusal_is_said_in_the_language(capsys, tmp_path):
    bad = tmp_path / "bad.jass"
    bad.write_text("{}", encoding="utf-8")
    code, _out, err = run(capsys, "check", str(bad), "--lang", "fr")
    assert code == 2 and err.startswith(f"jasstafel check: erreur : {bad} : pas un fichier de "
                                        "partie Jasstafel")


@pytest.mark.skipif(pdftotext is None, reason="pdftotext (poppler-utils) is not installed")
@pytest.mark.parametrize("lang, words", [
    ("de", ["Tischregeln", "Schlussstand", "Unterschriften", "Rang", "2'839"]),
    ("fr", ["Règles de la table", "Ardoise finale", "Signatures", "Rang", "2'839",
            "Victoire : Team A"]),
    ("en", ["Table settings", "Final board", "Signatures", "Rank", "2839"]),
])
def test_print_writes_the_sheet_in_the_language(qapp, capsys, tmp_path, lang, words):
    # qapp: pytest-qt's QApplication first, else printing would make a QGuiApplication that
    # later window tests in this process could not use
    out = tmp_path / "x.pdf"
    code, _out, _err = run(capsys, "print", SCHIEBER, "--lang", lang, "-o", str(out))
    assert code == 0
    text = subprocess.run([pdftotext, "-layout", str(out), "-"], capture_output=True,
                          text=True, check=True).stdout
    for word in words:
        assert word in text, (lang, word)


@pytest.mark.skipif(pdftotext is None, reason="pdftotext (poppler-utils) is not installed")
def test_print_follows_the_locale_in_a_fresh_process(tmp_path):
    """What the issue saw: `jasstafel print` was English with LANG=de_CH.UTF-8."""
    out = tmp_path / "x.pdf"
    env = {"PATH": "/usr/bin:/bin", "LANG": "de_CH.UTF-8", "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-m", "jasstafel", "print", SCHIEBER, "-o",
                             str(out)], capture_output=True, text=True, env=env)
    assert result.returncode == 0, result.stderr
    assert f"{out} geschrieben" in result.stdout
    text = subprocess.run([pdftotext, str(out), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert "Unterschriften" in text


def test_export_in_french_names_the_columns_and_keeps_the_numbers(capsys, tmp_path):
    entries, board = tmp_path / "e.csv", tmp_path / "b.csv"
    code, _out, _err = run(capsys, "export", SCHIEBER, "--lang", "fr", "-o", str(entries),
                           "--board", str(board))
    assert code == 0
    # French writes a semicolon, for a Swiss spreadsheet; the columns are named in French
    with open(entries, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f, delimiter=";"))
    assert rows[0]["Inscription"] == (
        "Undenufe ×3 par Team A\u00a0: 97\u00a0: 60, annonces Team A\u00a0: 20")
    assert rows[0]["Team A inscrit"] == "351"  # (97 + 20) × 3
    assert rows[0]["Team B inscrit"] == "180"  # 60 × 3
    assert rows[0]["Genre"] == "Donne" and rows[0]["Atout"] == "Undenufe"
    assert rows[0]["Points Team A"] == "97" and rows[0]["Annonces Team A"] == "20"
    assert rows[6]["Remarques"] == "Match" and rows[6]["Team A inscrit"] == "771"  # 257 × 3
    assert rows[8]["Team A total"] == "2839"  # a number for computing: no 2'839
    with open(board, encoding="utf-8-sig", newline="") as f:
        sides = list(csv.DictReader(f, delimiter=";"))
    assert sides[0]["Camp"] == "Team A" and sides[0]["Victoire"] == "1"
    assert sides[0]["Total"] == "2839" and sides[0]["But"] == "2500"


#: a Guggitaler played with French cards (deck "fr") and one with the German deck
FRENCH_CARDS = str(EXAMPLES / "guggitaler-zu-dritt-domino-fr.jass")
GERMAN_CARDS = str(EXAMPLES / "guggitaler.jass")


@pytest.mark.parametrize(("lang", "french", "german"), [
    ("de", "nach Spiel: Stiche 20, Herz 30, Dame 40, Kreuzkönig 40, letzter Stich 0",
     "nach Spiel: Stiche 15, Schellen 20, Ober 20, Rosenkönig 0, letzter Stich 50"),
    ("fr", "par jeu : plis 20, Cœur 30, Dame 40, Roi de trèfle 40, dernier pli 0",
     "par jeu : plis 15, Grelots 20, Ober 20, Roi de roses 0, dernier pli 50"),
    ("en", "by game: tricks 20, Hearts 30, Queen 40, King of Clubs 40, last trick 0",
     "by game: tricks 15, Bells 20, Ober 20, King of Roses 0, last trick 50"),
], ids=["de", "fr", "en"])
def test_score_names_the_cards_of_the_matchs_deck(capsys, lang, french, german):
    """A Guggitaler's penalties by game: with French cards Herz, Dame and Kreuzkönig, as its
    entries say them; with the German deck Schellen, Ober and Rosenkönig."""
    code, out, _err = run(capsys, "score", FRENCH_CARDS, "--lang", lang)
    assert code == 0
    assert french in out  # Ueli's line
    for word in ("Schellen", "Ober", "Rosenk", "Grelots", "roses", "Bells", "Roses"):
        assert word not in out, word
    code, out, _err = run(capsys, "score", GERMAN_CARDS, "--lang", lang)
    assert code == 0
    assert german in out  # Anna's line


@pytest.mark.skipif(pdftotext is None, reason="pdftotext (poppler-utils) is not installed")
def test_the_french_coiffeur_sheet_agrees_the_weis_feminine(qapp, capsys, tmp_path):
    """"Annonces : pas inscrites" (annonces is feminine; it said "pas inscrits", the form of
    Stöck's line)."""
    out = tmp_path / "c.pdf"
    code, _out, _err = run(capsys, "print", str(EXAMPLES / "coiffeur-jassverein.jass"),
                           "--lang", "fr", "-o", str(out))
    assert code == 0
    text = " ".join(subprocess.run([pdftotext, str(out), "-"], capture_output=True, text=True,
                                   check=True).stdout.split())
    assert "Annonces : pas inscrites" in text, text[:2000]


@pytest.mark.skipif(pdftotext is None, reason="pdftotext (poppler-utils) is not installed")
def test_the_sheet_counts_matches_as_the_slate_does(qapp, capsys, tmp_path):
    """A Match and a Kontermatsch: the sheet's Tafel says "Matches: 2 (1 Kontermatsch)" as
    the window's slate does (the slate said "Matches: 1 · Kontermatsch: 1", the sheet
    "Matches: 2", the statistics Matches 2 and Kontermatsch 1)."""
    match = matchfile.new_match("schieber", ["Anna", "Beat", "Cla", "Dora"],
                                preset="einfach_1000", settings={"target": 5000})
    # team A's Match, then team A's Kontermatsch (team B announced, A took every trick)
    match.add(SchieberRound(contract="eicheln", announced_by=0, points=(157, 0), match=True))
    match.add(SchieberRound(contract="eicheln", announced_by=1, points=(157, 0), match=True))
    path = tmp_path / "m.jass"
    matchfile.save(match, path)
    out = tmp_path / "m.pdf"
    code, _out, _err = run(capsys, "print", str(path), "--lang", "en", "-o", str(out))
    assert code == 0
    text = " ".join(subprocess.run([pdftotext, str(out), "-"], capture_output=True, text=True,
                                   check=True).stdout.split())
    assert "Matches: 2 (1 Kontermatsch)" in text
