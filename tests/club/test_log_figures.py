"""`jasstafel club log` names a result's figure as the evening's variant names it (a French
organiser's trial: a Differenzler correction, Émile 29 → 27, was logged "Points 29 → Points
27" while the ranking, the result dialog and the statistics say "Pénalité").

The words are the figure's own in the ranking's rule (club/ranking.py, ``result_figure``):
a Schieber's and a Molotow's points, a Differenzler's penalty, a Coiffeur's and a
Guggitaler's total, a Pandur's score points, a Fahnder's net Striche, a Handjass's Striche
(said once: a Handjass result holds them twice, as its points and its Striche).
"""

import pytest

from jasstafel.cli import main
from jasstafel.club import Club, PaperResult

NAMES = ["Émile Bérard", "Anne-Lise Bovet", "Gérald Rey", "Zoé Jaquet"]


def log(capsys, path, lang):
    assert main([f"--lang={lang}", "club", "log", "--db", str(path)]) == 0
    return capsys.readouterr().out.splitlines()


def line_of(lines, note, name="Émile Bérard"):
    return next(line for line in lines if line.rstrip().endswith(note) and name in line)


def figures(line):
    """The columns Before and After of a log line (two spaces or more between columns)."""
    columns = [c for c in line.split("  ") if c.strip()]
    return columns[-3].strip(), columns[-2].strip()


# (variant, preset, settings, the table recorded, Émile's correction; the figures before and
# after in French and in German, as the evening's ranking names its figure)
CASES = [
    ("differenzler", None, {}, [29, 40, 50, 61], {"points": 27},
     ("Pénalité 29", "Pénalité 27"), ("Strafe 29", "Strafe 27")),
    # a Molotow's 8 rounds: 1'256 give or take tens, a sum ending in 6
    ("molotow", None, {}, [29, 40, 50, 57], {"points": 19},
     ("Points 29", "Points 19"), ("Punkte 29", "Punkte 19")),
    ("punktetafel", None, {}, [100, 40, 50, 0], {"points": 90},
     ("Points 100", "Points 90"), ("Punkte 100", "Punkte 90")),
    ("guggitaler", None, {}, [-100, -40, 0, 140], None,
     ("Total −100", "Total −90"), ("Total −100", "Total −90")),
    ("pandur", None, {}, [15, 15, 15, 3], {"points": 16},
     ("Points marqués 15", "Points marqués 16"), ("Schreibpunkte 15", "Schreibpunkte 16")),
    ("fahnder", None, {}, None, {"striche": 6, "nuller": 1},
     ("Traits nets 4, Traits 5", "Traits nets 5, Traits 6"),
     ("Netto-Striche 4, Striche 5", "Netto-Striche 5, Striche 6")),
    ("handjass", None, {}, None, {"points": 6, "striche": 6},
     ("Traits 5", "Traits 6"), ("Striche 5", "Striche 6")),
]


def record(club, variant, preset, settings, table):
    ids = [club.find_member(n).id for n in NAMES]
    ev = club.new_evening("2025-12-04", variant, preset=preset, settings=settings or None,
                          passen=1)
    if variant == "fahnder":
        results = [PaperResult(m, striche=s, nuller=n)
                   for m, s, n in zip(ids, (5, 4, 3, 2), (1, 0, 0, 0), strict=True)]
    elif variant == "handjass":
        results = [PaperResult(m, s, striche=s) for m, s in zip(ids, (5, 4, 3, 2), strict=True)]
    elif variant == "pandur":
        results = [PaperResult(m, p, rank=r)
                   for m, p, r in zip(ids, table, (1, 2, 3, 4), strict=True)]
    else:
        results = [PaperResult(m, p) for m, p in zip(ids, table, strict=True)]
    club.record_result(ev.id, 1, 1, results)
    return ev, ids


@pytest.mark.parametrize(("variant", "preset", "settings", "table", "change", "fr", "de"),
                         CASES, ids=[c[0] for c in CASES])
def test_a_corrected_result_is_logged_in_the_evening_s_words(tmp_path, capsys, variant,
                                                             preset, settings, table, change,
                                                             fr, de):
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        for name in NAMES:
            club.add_member(name)
        ev, ids = record(club, variant, preset, settings, table)
        if change is None:  # a Guggitaler's totals add up to 0: two players corrected
            corrections = [PaperResult(ids[0], -90), PaperResult(ids[3], 130)]
        else:
            rank = {"rank": 1} if variant == "pandur" else {}
            corrections = [PaperResult(ids[0], **change, **rank)]
        club.correct_result(ev.id, 1, 1, corrections, note="Zählfehler")
    assert figures(line_of(log(capsys, path, "fr"), "Zählfehler")) == fr
    assert figures(line_of(log(capsys, path, "de"), "Zählfehler")) == de


def test_a_removed_result_and_a_deleted_evening_keep_their_words(tmp_path, capsys):
    """A removed Differenzler result says its penalty, and so do the lines of an evening
    deleted since (the log keeps it, with its variant) and of an evening whose results were
    removed and whose variant was changed afterwards (its lines were written for the old)."""
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        for name in NAMES:
            club.add_member(name)
        ev, ids = record(club, "differenzler", None, {}, [29, 40, 50, 61])
        club.correct_result(ev.id, 1, 1, [PaperResult(ids[0], 27)], note="erste")
        club.delete_results(ev.id, 1, 1, note="entfernt")
        club.update_evening(ev.id, variant="molotow", note="andere Variante")
        club.record_result(ev.id, 1, 1, [PaperResult(m, p) for m, p in zip(
            ids, (29, 40, 50, 57), strict=True)])  # a Molotow's 8 rounds: ends in 6
        club.correct_result(ev.id, 1, 1, [PaperResult(ids[0], 39)], note="zweite")
        gone, gone_ids = record(club, "differenzler", None, {}, [33, 40, 50, 61])
        club.correct_result(gone.id, 1, 1, [PaperResult(gone_ids[0], 31)], note="dritte")
        club.delete_evening(gone.id, note="Testabend")
    lines = log(capsys, path, "fr")
    assert figures(line_of(lines, "erste")) == ("Pénalité 29", "Pénalité 27")
    removed = figures(line_of(lines, "entfernt"))
    assert removed[0].startswith("Pénalité 27, ") and "Rang 1" in removed[0], removed
    assert figures(line_of(lines, "zweite")) == ("Points 29", "Points 39")  # now a Molotow
    assert figures(line_of(lines, "dritte")) == ("Pénalité 33", "Pénalité 31")


@pytest.mark.parametrize(("variant", "preset", "before", "after", "fr"), [
    ("schieber", "turnier", (1000, 884), (990, 894), ("Points 1'000", "Points 990")),
    ("coiffeur", "jassverein", (3000, 2500), (3100, 2500), ("Total 3'000", "Total 3'100")),
])
def test_a_team_s_corrected_result_is_logged_in_the_evening_s_words(tmp_path, capsys, variant,
                                                                    preset, before, after,
                                                                    fr):
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        ids = [club.add_member(name).id for name in NAMES]
        ev = club.new_evening("2025-12-04", variant, preset=preset, passen=1)
        club.record_result(ev.id, 1, 1, [PaperResult(m, before[i % 2], side=i % 2)
                                         for i, m in enumerate(ids)])
        club.correct_result(ev.id, 1, 1, [PaperResult(m, after[i % 2])
                                          for i, m in enumerate(ids)
                                          if after[i % 2] != before[i % 2]], note="Zählfehler")
    assert figures(line_of(log(capsys, path, "fr"), "Zählfehler")) == fr
