"""A table imported from a match of other table rules than the evening's (accepted with its
reason, ``other_rules``) is marked in every ranking, not only in the window's evening
ranking (a French secretary's trial: a Kurzturnier of 8 rounds in a 12-round Turnier
evening gave its four players 646 and 610 against 874–1010; the printed evening ranking,
the terminal and the season ranking by points added them without a word, and the season's
note said nothing though docs/club.md promised it).

The ranking itself carries it (``RankingRow.other_rules``, ``Ranking.note``): a mark after
the figures of that table's players and a note under the table, on the terminal and on
paper alike (docs/club.md, "Tables accepted against the evening's rules")."""

import json
import shutil
import subprocess

import pytest

from jasstafel.cli import main
from jasstafel.club import OTHER_RULES_MARK, PaperResult
from jasstafel.core import matchfile

from . import EXAMPLES, add_members

FIRST = ["Anna", "Beat", "Cla", "Dora"]
SECOND = ["Emil", "Franz", "Gody", "Hans"]
pdftotext = shutil.which("pdftotext")


def kurzturnier(players):
    """The example Turnier cut to 8 rounds, *players* at it (A 646, B 610)."""
    data = json.loads((EXAMPLES / "schieber-turnier.jass").read_text("utf-8"))
    data["players"] = players
    data["teams"] = [{"name": f"{players[0]} & {players[2]}", "players": [0, 2]},
                     {"name": f"{players[1]} & {players[3]}", "players": [1, 3]}]
    data["info"]["table"] = "2"
    data["settings"]["rounds"] = 8
    data["entries"] = data["entries"][:8]
    return matchfile.loads(json.dumps(data))


def typed(ids, names, a, b):
    return [PaperResult(ids[n], a if i % 2 == 0 else b, side=i % 2)
            for i, n in enumerate(names)]


@pytest.fixture
def season(club):
    """Two 12-round Turniere of 2 tables; on the second table 2 is the Kurzturnier."""
    ids = add_members(club, FIRST + SECOND)
    first = club.new_evening("2026-11-05", "schieber", preset="turnier", passen=1)
    club.record_result(first.id, 1, 1, typed(ids, FIRST, 1000, 884))
    club.record_result(first.id, 1, 2, typed(ids, SECOND, 1000, 884))
    third = club.new_evening("2026-12-03", "schieber", preset="turnier", passen=1,
                             title="Chibre")
    club.record_result(third.id, 1, 1, typed(ids, FIRST, 1010, 874))
    club.record_match(third.id, 1, 2, kurzturnier(SECOND),
                      other_rules="la table 2 a commencé en retard")
    return club, first, third, ids


def test_the_evening_ranking_marks_the_table_and_says_it_under(season):
    club, _first, third, ids = season
    ranking = club.evening_ranking(third.id)
    marked = {row.member.name: row.other_rules for row in ranking.rows}
    assert {n for n, keys in marked.items() if keys} == set(SECOND)
    # one Passe: his best Passe is that table's too
    assert marked["Emil"] == frozenset({"points", "passe_1", "best_passe"})
    assert str(ranking.note) == (
        f"{OTHER_RULES_MARK} Passe 1, table 2 (Emil & Gody, Franz & Hans): other table rules: "
        "Rounds (fixed rounds): 8 instead of 12; its figures count as they stood. Reason "
        "given at import: la table 2 a commencé en retard")


def test_the_season_ranking_names_the_evening_the_table_and_the_players(season):
    club, _first, third, _ids = season
    for scoring in ("points", "rank_points"):
        ranking = club.season_ranking("2026", scoring=scoring)
        said = (f"{OTHER_RULES_MARK} 2026-12-03 (Chibre), Passe 1, table 2 (Emil & Gody, "
                "Franz & Hans): other table rules: Rounds (fixed rounds): 8 instead of 12; its "
                "figures count as they stood.")
        assert said in str(ranking.note), scoring
        marked = {row.member.name: row.other_rules for row in ranking.rows}
        assert marked["Emil"] == frozenset({f"evening_{third.id}"})
        assert not marked["Anna"]


def test_a_season_without_such_a_table_says_nothing(club):
    ids = add_members(club, FIRST)
    evening = club.new_evening("2026-11-05", "schieber", preset="turnier", passen=1)
    club.record_result(evening.id, 1, 1, typed(ids, FIRST, 1000, 884))
    assert not club.season_ranking("2026", scoring="points").note
    assert not club.evening_ranking(evening.id).note


def run(capsys, lang, *argv):
    code = main(["--lang", lang, *(str(a) for a in argv)])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def pdf_words(path):
    out = subprocess.run([pdftotext, "-layout", str(path), "-"], capture_output=True,
                         text=True, check=True).stdout
    return " ".join(out.split())


@pytest.mark.parametrize("lang, said", [
    ("fr", "autres règles de table : Donnes (nombre fixe) : 8 au lieu de 12"),
    ("de", "andere Tischregeln: Runden (bei fester Rundenzahl): 8 statt 12")])
def test_terminal_and_paper_mark_it(capsys, season, db_path, tmp_path, lang, said, qapp):
    # (*qapp*: the printer uses the session's QApplication, as in the window; a
    # QGuiApplication of the CLI's own would break every later widget test)
    _club, _first, third, _ids = season
    pdf = tmp_path / "soir3.pdf"
    out = run(capsys, lang, "club", "ranking", "evening", third.id, "--db", db_path,
              "--pdf", pdf)
    lines = {line.split()[1]: line for line in out.splitlines()
             if len(line.split()) > 1 and line.split()[1] in FIRST + SECOND}
    assert f"646{OTHER_RULES_MARK}" in lines["Emil"] and OTHER_RULES_MARK not in lines["Anna"]
    assert said in " ".join(out.split())
    out = run(capsys, lang, "club", "ranking", "season", "2026", "--scoring", "points",
              "--db", db_path, "--pdf", tmp_path / "saison.pdf")
    assert said in " ".join(out.split())
    if pdftotext is not None:
        for path in (pdf, tmp_path / "saison.pdf"):
            text = pdf_words(path)
            assert said in text and f"646{OTHER_RULES_MARK}" in text, path
