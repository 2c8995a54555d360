"""A table imported from an unfinished match (accepted as such, ``partial``) is marked in
the rankings on paper and on the terminal, as the window marks it under its players' names
("not finished") with the reason in their tooltip: the printed evening ranking and the
terminal showed its players' figures, five rounds' worth among whole Turniere, without a
word, and a wall's sheet had them "losing" with no reason given.

As a table of other table rules is (test_other_rules_table_in_rankings.py): a mark after the
figures of that table's players (``RankingRow.unfinished``, :data:`UNFINISHED_MARK`) and a
note under the table (``Ranking.unfinished_note``) saying where, who played and what it
means; a table both unfinished and of other table rules carries both marks, "°†", and both
notes (docs/club.md, "Tables accepted against the evening's rules")."""

import json
import shutil
import subprocess

import pytest

from jasstafel.cli import main
from jasstafel.club import OTHER_RULES_MARK, UNFINISHED_MARK, PaperResult
from jasstafel.core import matchfile

from . import EXAMPLES, add_members

FIRST = ["Anna", "Beat", "Cla", "Dora"]
SECOND = ["Emil", "Franz", "Gody", "Hans"]
pdftotext = shutil.which("pdftotext")


def broken_off(players, rounds=12, entries=5):
    """The example Turnier of *rounds* rounds, *players* at table 2, broken off after
    *entries* rounds."""
    data = json.loads((EXAMPLES / "schieber-turnier.jass").read_text("utf-8"))
    data["players"] = players
    data["teams"] = [{"name": f"{players[0]} & {players[2]}", "players": [0, 2]},
                     {"name": f"{players[1]} & {players[3]}", "players": [1, 3]}]
    data["info"]["table"] = "2"
    data["settings"]["rounds"] = rounds
    data["entries"] = data["entries"][:entries]
    return matchfile.loads(json.dumps(data))


def typed(ids, names, a, b):
    return [PaperResult(ids[n], a if i % 2 == 0 else b, side=i % 2)
            for i, n in enumerate(names)]


def new_season(club, table_two):
    """Two 12-round Turniere of 2 tables; on the second, table 2 is imported from the match
    *table_two* (a function given the club and the evening)."""
    ids = add_members(club, FIRST + SECOND)
    first = club.new_evening("2026-11-05", "schieber", preset="turnier", passen=1)
    club.record_result(first.id, 1, 1, typed(ids, FIRST, 1000, 884))
    club.record_result(first.id, 1, 2, typed(ids, SECOND, 1000, 884))
    third = club.new_evening("2026-12-03", "schieber", preset="turnier", passen=1,
                             title="Chibre")
    club.record_result(third.id, 1, 1, typed(ids, FIRST, 1010, 874))
    table_two(club, third)
    return club, third


@pytest.fixture
def season(club):
    return new_season(club, lambda c, ev: c.record_match(ev.id, 1, 2, broken_off(SECOND),
                                                         partial=True))


@pytest.fixture
def both(club):
    """Table 2 a Kurzturnier of 8 rounds (other table rules) broken off after 5."""
    return new_season(club, lambda c, ev: c.record_match(
        ev.id, 1, 2, broken_off(SECOND, rounds=8), partial=True,
        other_rules="la table 2 a commencé en retard"))


SAID = ("Passe 1, table 2 (Emil & Gody, Franz & Hans): imported from an unfinished match "
        "(not finished: 5 of 12 rounds): it has no winner, and its figures count as they "
        "stood.")


def emil(ranking):
    return next(row for row in ranking.rows if row.member.name == "Emil")


def test_the_evening_ranking_marks_the_table_and_says_it_under(season):
    club, third = season
    ranking = club.evening_ranking(third.id)
    marked = {row.member.name: row.unfinished for row in ranking.rows}
    assert {n for n, keys in marked.items() if keys} == set(SECOND)
    assert marked["Emil"] == frozenset({"points", "passe_1", "best_passe"})
    assert str(ranking.unfinished_note) == f"{UNFINISHED_MARK} {SAID}"
    assert not ranking.note and not any(row.other_rules for row in ranking.rows)


def test_the_season_ranking_names_the_evening(season):
    club, third = season
    for scoring in ("points", "rank_points"):
        ranking = club.season_ranking("2026", scoring=scoring)
        assert str(ranking.unfinished_note) == (
            f"{UNFINISHED_MARK} 2026-12-03 (Chibre), {SAID}"), scoring
        marked = {row.member.name: row.unfinished for row in ranking.rows}
        assert marked["Emil"] == frozenset({f"evening_{third.id}"})
        assert not marked["Anna"]


def test_a_table_both_unfinished_and_of_other_rules_has_both_marks(both):
    club, third = both
    ranking = club.evening_ranking(third.id)
    row = emil(ranking)
    assert row.unfinished == row.other_rules == frozenset({"points", "passe_1", "best_passe"})
    assert str(ranking.note).startswith(f"{OTHER_RULES_MARK} Passe 1, table 2")
    assert str(ranking.unfinished_note) == (
        f"{UNFINISHED_MARK} Passe 1, table 2 (Emil & Gody, Franz & Hans): imported from an "
        "unfinished match (not finished: 5 of 8 rounds): it has no winner, and its figures "
        "count as they stood.")


def run(capsys, lang, *argv):
    code = main(["--lang", lang, *(str(a) for a in argv)])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def pdf_words(path):
    out = subprocess.run([pdftotext, "-layout", str(path), "-"], capture_output=True,
                         text=True, check=True).stdout
    return " ".join(out.split())


def named_lines(out):
    return {line.split()[1]: line for line in out.splitlines()
            if len(line.split()) > 1 and line.split()[1] in FIRST + SECOND}


@pytest.mark.parametrize("lang, said", [
    ("en", SAID),
    ("de", "Passe 1, Tisch 2 (Emil & Gody, Franz & Hans): aus einer unbeendeten Partie "
           "importiert (nicht beendet: 5 von 12 Runden): sie hat keinen Sieger, und ihre "
           "Zahlen zählen, wie sie standen."),
    ("fr", "manche 1, table 2 (Emil & Gody, Franz & Hans) : importée d’une partie non "
           "terminée (non terminée : 5 sur 12 donnes) : elle n’a pas de gagnant, et ses "
           "chiffres comptent tels qu’ils étaient.")])
def test_terminal_and_paper_mark_it(capsys, season, db_path, tmp_path, lang, said, qapp):
    # (*qapp*: the printer uses the session's QApplication, as in the window; a
    # QGuiApplication of the CLI's own would break every later widget test)
    club, third = season
    points = emil(club.evening_ranking(third.id)).figures["points"]
    pdf = tmp_path / "soir3.pdf"
    out = run(capsys, lang, "club", "ranking", "evening", third.id, "--db", db_path,
              "--pdf", pdf)
    lines = named_lines(out)
    assert f"{points}{UNFINISHED_MARK}" in lines["Emil"], out
    assert UNFINISHED_MARK not in lines["Anna"]
    # French writes "Manche 1" first in a line, "manche 1" after the evening's date
    assert f"{UNFINISHED_MARK} {said}".lower() in " ".join(out.split()).lower(), out
    out = run(capsys, lang, "club", "ranking", "season", "2026", "--scoring", "points",
              "--db", db_path, "--pdf", tmp_path / "saison.pdf")
    assert said.lower() in " ".join(out.split()).lower(), out
    if pdftotext is not None:
        for path in (pdf, tmp_path / "saison.pdf"):
            text = pdf_words(path).lower()
            assert said.lower() in text and f"{UNFINISHED_MARK} " in text, path
        assert f"{points}{UNFINISHED_MARK}" in pdf_words(pdf)


def test_terminal_and_paper_put_both_marks_on_a_table_that_is_both(capsys, both, db_path,
                                                                   tmp_path, qapp):
    club, third = both
    points = emil(club.evening_ranking(third.id)).figures["points"]
    pdf = tmp_path / "soir3.pdf"
    out = run(capsys, "en", "club", "ranking", "evening", third.id, "--db", db_path,
              "--pdf", pdf)
    assert f"{points}{OTHER_RULES_MARK}{UNFINISHED_MARK}" in named_lines(out)["Emil"], out
    words = " ".join(out.split())
    assert "(not finished: 5 of 8 rounds)" in words and "8 instead of 12" in words
    if pdftotext is not None:
        assert f"{points}{OTHER_RULES_MARK}{UNFINISHED_MARK}" in pdf_words(pdf)
