"""The notes under a ranking, one paragraph each, and the best Passe marked as its Passe is
(a club secretary's: several "°" notes ran on in one paragraph, and the *Best Passe* of a
player whose best Passe was a table of other rules or an unfinished one had no mark).

An evening of two Passen: in Passe 1 table 2 is a Kurzturnier of 8 rounds (other rules,
646 : 610) and table 1 was broken off after 5 of 12 rounds (unfinished); Passe 2 typed
from paper, so that the best Passe of those players who lost it is the marked one (the
others' best Passe is Passe 2's, unmarked). Terminal and paper (docs/club.md, "Tables
accepted against the evening's rules")."""

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


def turnier(players, table, rounds, played):
    """The example Turnier of *rounds* rounds at *table*, its first *played* rounds."""
    data = json.loads((EXAMPLES / "schieber-turnier.jass").read_text("utf-8"))
    data["players"] = players
    data["teams"] = [{"name": f"{players[0]} & {players[2]}", "players": [0, 2]},
                     {"name": f"{players[1]} & {players[3]}", "players": [1, 3]}]
    data["info"]["table"] = str(table)
    data["settings"]["rounds"] = rounds
    data["entries"] = data["entries"][:played]
    return matchfile.loads(json.dumps(data))


def typed(ids, names, a, b):
    return [PaperResult(ids[n], a if i % 2 == 0 else b, side=i % 2)
            for i, n in enumerate(names)]


@pytest.fixture
def evening(club):
    ids = add_members(club, FIRST + SECOND)
    ev = club.new_evening("2026-12-03", "schieber", preset="turnier", passen=2)
    club.record_match(ev.id, 1, 1, turnier(FIRST, 1, 12, 5), partial=True)
    club.record_match(ev.id, 1, 2, turnier(SECOND, 2, 8, 8),
                      other_rules="la table 2 a commencé en retard")
    club.record_result(ev.id, 2, 1, typed(ids, FIRST, 300, 1584))
    club.record_result(ev.id, 2, 2, typed(ids, SECOND, 300, 1584))
    return club, ev


def row_of(ranking, name):
    return next(row for row in ranking.rows if row.member.name == name)


def test_the_best_passe_carries_the_mark_of_its_passe(evening):
    club, ev = evening
    ranking = club.evening_ranking(ev.id)
    assert "best_passe" in {c.key for c in ranking.columns}
    emil, anna = row_of(ranking, "Emil"), row_of(ranking, "Anna")
    assert emil.figures["best_passe"] == emil.figures["passe_1"] == 646
    assert "best_passe" in emil.other_rules and "best_passe" not in emil.unfinished
    assert "best_passe" in anna.unfinished and "best_passe" not in anna.other_rules


def test_a_best_passe_of_an_unmarked_table_has_no_mark(club):
    """Passe 2 typed from paper with more points than the marked Passe: no mark."""
    ids = add_members(club, FIRST + SECOND)
    ev = club.new_evening("2026-12-03", "schieber", preset="turnier", passen=2)
    club.record_match(ev.id, 1, 1, turnier(FIRST, 1, 12, 12))
    club.record_match(ev.id, 1, 2, turnier(SECOND, 2, 8, 8), other_rules="late")
    club.record_result(ev.id, 2, 1, typed(ids, ["Anna", "Emil", "Cla", "Gody"], 784, 1100))
    club.record_result(ev.id, 2, 2, typed(ids, ["Beat", "Franz", "Dora", "Hans"], 1584, 300))
    ranking = club.evening_ranking(ev.id)
    emil, franz = row_of(ranking, "Emil"), row_of(ranking, "Franz")
    assert emil.figures["best_passe"] == 1100 and "best_passe" not in emil.other_rules
    assert franz.figures["best_passe"] == 610 and "best_passe" in franz.other_rules


def test_each_note_is_a_paragraph_of_its_own(evening):
    club, ev = evening
    ranking = club.evening_ranking(ev.id)
    notes = [str(n) for n in (ranking.note, ranking.unfinished_note)]
    assert [line[:1] for note in notes for line in note.splitlines()] == [
        OTHER_RULES_MARK, UNFINISHED_MARK]
    club.record_match(ev.id, 2, 2, turnier(SECOND, 2, 8, 8),
                      replace=True, other_rules="again late")
    lines = str(club.evening_ranking(ev.id).note).splitlines()
    assert [line[:16] for line in lines] == [f"{OTHER_RULES_MARK} Passe 1, table",
                                             f"{OTHER_RULES_MARK} Passe 2, table"]


def run(capsys, lang, *argv):
    code = main(["--lang", lang, *(str(a) for a in argv)])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


@pytest.mark.parametrize("lang", ["de", "en"])
def test_terminal_and_paper_say_each_note_apart_and_mark_the_best_passe(
        capsys, evening, db_path, tmp_path, lang, qapp):
    # (*qapp*: the printer uses the session's QApplication, see
    # test_other_rules_table_in_rankings.py)
    club, ev = evening
    club.record_match(ev.id, 2, 2, turnier(SECOND, 2, 8, 8),
                      replace=True, other_rules="again late")
    pdf = tmp_path / "abend.pdf"
    out = run(capsys, lang, "club", "ranking", "evening", ev.id, "--db", db_path,
              "--pdf", pdf)
    lines = out.splitlines()
    # every note starts a line of its own (three of them: two "°", one "†")
    starts = [line[:1] for line in lines if line[:1] in (OTHER_RULES_MARK, UNFINISHED_MARK)]
    assert starts == [OTHER_RULES_MARK, OTHER_RULES_MARK, UNFINISHED_MARK], out
    assert sum(line.count(f" {OTHER_RULES_MARK} ") for line in lines) == 0, out
    # Emil's Passen, both of other rules now, and so his best Passe: "646°" three times
    emil = next(line for line in lines if line.split()[1:2] == ["Emil"])
    assert emil.split().count(f"646{OTHER_RULES_MARK}") == 3, emil
    if pdftotext is not None:
        text = subprocess.run([pdftotext, "-layout", str(pdf), "-"], capture_output=True,
                              text=True, check=True).stdout
        starts = [line.strip()[:1] for line in text.splitlines()
                  if line.strip()[:1] in (OTHER_RULES_MARK, UNFINISHED_MARK)]
        assert starts == [OTHER_RULES_MARK, OTHER_RULES_MARK, UNFINISHED_MARK], text
        emil = next(line for line in text.splitlines() if "Emil" in line.split())
        assert emil.split().count(f"646{OTHER_RULES_MARK}") == 3, emil
