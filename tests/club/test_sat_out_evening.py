"""A member the draw made sit out every Passe of an evening (9 members, 1 Passe of Schieber:
one sits out) keeps the promise of docs/club.md, "Sitting out neither helps nor hurts" (a
club organiser's trial: he had no line in the evening's ranking and 0 season points, as if
he had stayed at home):

- the evening: a line without a rank, "sat out every Passe", not counted among the
  participants (the rank points of the others stay);
- the season: that evening counts as his own average evening (rank points or points) of the
  season's evenings he played, rounded half up, marked; it is an evening he came to.
"""

import random
import sqlite3

from jasstafel.club import PaperResult
from jasstafel.club.export import ranking_rows
from jasstafel.club.models import Evening, Member, Result
from jasstafel.club.ranking import evening_ranking, pack, season_ranking, standings

from . import add_members

NAMES = ["Anna", "Beat", "Cla", "Dora", "Emil", "Fränzi", "Gody", "Hans", "Iris"]


def one_passe_evening(club, date, ids, seed):
    """A Schieber Turnier of 2 rounds and one Passe for the nine: the draw seats eight at two
    tables and one sits out. Team A of table 1 makes 200, team B 114; table 2 100 : 214."""
    evening = club.new_evening(date, "schieber", preset="turnier", passen=1,
                               settings={"rounds": 2})
    drawn = club.draw(evening.id, ids, rng=random.Random(seed)).passen[0]
    for table, (a, b) in zip(drawn.tables, ((200, 114), (100, 214)), strict=True):
        s = table.seats
        club.record_result(evening.id, 1, table.number, [
            PaperResult(m, a if m in s[0::2] else b, side=0 if m in s[0::2] else 1)
            for m in s])
    return evening, drawn.sitting_out[0]


def test_the_evening_gives_him_a_line_without_a_rank(club):
    ids = list(add_members(club, NAMES).values())
    evening, out = one_passe_evening(club, "2026-12-01", ids, seed=4)
    ranking = club.evening_ranking(evening.id)
    # the eight who played: 214 twice 1st, 200 3rd, 114 5th, 100 7th
    assert [row.rank for row in ranking.rows] == [1, 1, 3, 3, 5, 5, 7, 7]
    assert out not in {row.member.id for row in ranking.rows}
    (line,) = ranking.unranked
    assert line.member.id == out and line.rank == 0
    assert line.decided_by == "sat out every Passe"
    # he played none and nothing is counted for him (no Passe of his own to average): Passen
    # 0, not the 1 an evening trial read as "played 1"
    assert {k: line.figures.get(k) for k in ("passen", "played", "sat_out", "points")} == {
        "passen": 0, "played": 0, "sat_out": 1, "points": None}
    # not counted among the participants: the winners get 8 rank points, not 9
    assert {(r, p) for _m, r, p, _s in standings(ranking) if r} == {
        (1, 8), (3, 8), (5, 8), (7, 8)}
    assert (out, 0, 8, 0) in standings(ranking)
    # the CSV file (and the terminal's table): his line at the end, no rank, no figures
    rows = ranking_rows(ranking)
    assert len(rows) == 1 + 9
    header, last = rows[0], rows[-1]
    assert last[:2] == ["", club.member(out).name]
    assert last[header.index("Points")] == ""
    assert last[header.index("Passen")] == 0
    # Played and Sat out are shown (he sat out), the credit not (nobody ranked sat out)
    assert [last[header.index(h)] for h in ("Played", "Sat out")] == [0, 1]
    assert [rows[1][header.index(h)] for h in ("Played", "Sat out")] == [1, 0]
    assert not any(str(h).startswith("Sit-out credit") for h in header)
    assert last[-1] == "sat out every Passe"
    assert "sat out every Passe by the draw has a line without a rank" in ranking.rule


def test_a_member_who_missed_the_passe_otherwise_still_has_no_line(club):
    """Sat out Passe 1 and drawn for Passe 2, whose results name others (he left): no line,
    as before: he missed a Passe."""
    ids = list(add_members(club, NAMES[:5]).values())
    evening = club.new_evening("2026-12-01", "schieber", preset="turnier", passen=2)
    drawn = club.draw(evening.id, ids, rng=random.Random(2)).passen
    out = drawn[0].sitting_out[0]
    for passe in drawn:
        seats = passe.tables[0].seats
        playing = [m for m in seats if m != out] + ([drawn[1].sitting_out[0]]
                                                   if out in seats else [])
        club.record_result(evening.id, passe.passe, 1, [
            PaperResult(m, 1000 if i % 2 == 0 else 884, side=i % 2)
            for i, m in enumerate(playing)], override="he went home")
    ranking = club.evening_ranking(evening.id)
    assert out not in {row.member.id for row in ranking.rows}
    assert ranking.unranked == ()


def test_the_season_credits_his_own_average_evening(club, db_path):
    """A season by hand. 03.11. Molotow: Beat 50, Anna 80, Cla 126 (rank points 3, 2, 1).
    17.11. Schieber Turnier: Beat & Cla 1000 : Anna & Dora 884 (4, 4, 2, 2). 01.12.: the
    nine, one Passe; Beat sits out; Hans & Fränzi 214 (8 of 8 participants), Dora & Emil 200
    (6), Anna & Gody 114 (4), Cla & Iris 100 (2). Beat's 01.12. counts his own average
    evening: (3 + 4) / 2 = 3.5, rounded half up 4; total 3 + 4 + 4 = 11 (as an absence: 7,
    behind four others)."""
    ids = add_members(club, NAMES)
    first = club.new_evening("2026-11-03", "molotow", passen=1)
    club.record_result(first.id, 1, 1, [PaperResult(ids["Beat"], 50),
                                        PaperResult(ids["Anna"], 80),
                                        PaperResult(ids["Cla"], 126)])
    second = club.new_evening("2026-11-17", "schieber", preset="turnier", passen=1)
    club.record_result(second.id, 1, 1, [
        PaperResult(ids[n], 1000 if n in ("Beat", "Cla") else 884,
                    side=0 if n in ("Beat", "Cla") else 1)
        for n in ("Beat", "Anna", "Cla", "Dora")])
    third, out = one_passe_evening(club, "2026-12-01", list(ids.values()), seed=4)
    assert out == ids["Beat"]
    evening = club.evening_ranking(third.id)
    assert [(row.member.name, row.rank) for row in evening.rows] == [
        ("Fränzi", 1), ("Hans", 1), ("Dora", 3), ("Emil", 3), ("Anna", 5), ("Gody", 5),
        ("Cla", 7), ("Iris", 7)]
    assert [row.member.name for row in evening.unranked] == ["Beat"]
    season = club.season_ranking("2026")
    assert [(row.member.name, row.rank, row.figures["total"]) for row in season.rows] == [
        ("Beat", 1, 11), ("Fränzi", 2, 8), ("Hans", 2, 8), ("Dora", 4, 8), ("Anna", 5, 8),
        ("Cla", 6, 7), ("Emil", 7, 6), ("Gody", 8, 4), ("Iris", 9, 2)]
    beat = season.rows[0]
    key = f"evening_{third.id}"
    assert [beat.figures[f"evening_{e.id}"] for e in (first, second, third)] == [3, 4, 4]
    assert beat.credited == frozenset({key})
    assert {k: beat.figures[k] for k in ("wins", "best", "evenings")} == {
        "wins": 2, "best": 4, "evenings": 3}
    assert all(not row.credited for row in season.rows[1:])
    assert "sat out every Passe of an evening" in season.rule
    # a kept ranking of an earlier Jasstafel (without his line) is computed again
    conn = sqlite3.connect(db_path)
    with conn:
        kept = conn.execute("SELECT standings FROM evening_ranks WHERE evening_id = ?",
                            (third.id,)).fetchone()[0]
        stale = pack([s for s in standings(evening) if s[1]])
        assert stale != kept
        conn.execute("UPDATE evening_ranks SET standings = ? WHERE evening_id = ?",
                     (stale, third.id))
    conn.close()
    assert club.season_ranking("2026").rows[0].figures["total"] == 11
    # his statistics: the evenings he played (the sat-out one has no result of his)
    stats = club.member_statistics(ids["Beat"])
    assert (stats.evenings, stats.games) == (2, 2)


MEMBERS = {m: Member(m, name) for m, name in ((1, "Anna"), (2, "Beat"), (3, "Cla"),
                                              (4, "Dora"), (5, "Emil"))}
EVENINGS = [(1, "2026-01-10"), (2, "2026-02-14"), (3, "2026-03-14"), (4, "2026-04-11")]


def packed_season():
    """Four evenings (rank points, points):

    | | 10.1. | 14.2. | 14.3. | 11.4. |
    |---|---|---|---|---|
    | Anna | 1st of 3 (3; 2000) | sat out | 2nd of 3 (2; 1001) | sat out |
    | Beat | 2nd (2; 1500) | 1st of 3 (3; 1800) | 3rd (1; 800) | – |
    | Cla | 3rd (1; 1000) | 2nd (2; 1700) | – | 1st of 2 (2; 1200) |
    | Dora | – | 3rd (1; 900) | 1st (3; 1600) | 2nd (1; 1100) |
    | Emil | – | sat out | – | – |
    """
    return {
        1: pack([(1, 1, 3, 2000), (2, 2, 3, 1500), (3, 3, 3, 1000)]),
        2: pack([(2, 1, 3, 1800), (3, 2, 3, 1700), (4, 3, 3, 900), (1, 0, 3, 0),
                 (5, 0, 3, 0)]),
        3: pack([(4, 1, 3, 1600), (1, 2, 3, 1001), (2, 3, 3, 800)]),
        4: pack([(3, 1, 2, 1200), (4, 2, 2, 1100), (1, 0, 2, 0)]),
    }


def season(**options):
    ranking = season_ranking("2026", EVENINGS, packed_season(), MEMBERS, **options)
    return {row.member.name: row for row in ranking.rows}, ranking


def line(row):
    return [row.figures[f"evening_{e}"] for e, _ in EVENINGS]


def test_by_hand_every_result_counted():
    """Anna played 3 and 2: her sat-out evenings count (3 + 2) / 2 = 2.5, rounded half up 3
    each: 3 + 3 + 2 + 3 = 11. Emil sat out and played no evening: no line (nothing to
    average)."""
    rows, ranking = season()
    assert list(rows) == ["Anna", "Beat", "Dora", "Cla"]
    assert line(rows["Anna"]) == [3, 3, 2, 3]
    assert rows["Anna"].credited == frozenset({"evening_2", "evening_4"})
    assert {k: rows["Anna"].figures[k] for k in ("total", "wins", "best", "evenings")} == {
        "total": 11, "wins": 1, "best": 3, "evenings": 4}
    assert [rows[n].figures["total"] for n in ("Beat", "Dora", "Cla")] == [6, 5, 5]
    assert rows["Cla"].decided_by == "Best evening"  # Dora's best 3, Cla's 2
    assert "Emil" not in rows
    # on screen and paper the credit is marked; the CSV file names the evenings
    screen = ranking_rows(ranking, brackets=True, figure=str)
    anna = next(r for r in screen if r[1] == "Anna")
    header = screen[0]
    assert [anna[header.index(d)] for _e, d in EVENINGS] == ["3", "3*", "2", "3*"]
    csv = ranking_rows(ranking)
    anna = next(r for r in csv if r[1] == "Anna")
    assert [anna[csv[0].index(d)] for _e, d in EVENINGS] == [3, 3, 2, 3]
    assert anna[csv[0].index("Sat-out evenings")] == "2026-02-14, 2026-04-11"
    beat = next(r for r in csv if r[1] == "Beat")
    assert beat[csv[0].index("Sat-out evenings")] == ""


def test_by_hand_best_two():
    """--best 2: Anna 3 (10.1.) + 3 (14.2., credited): the earlier of equal values first;
    14.3. and 11.4. dropped. Beat 3 + 2, Dora 3 + 1 (14.2., the earlier 1), Cla 2 + 2."""
    rows, _ranking = season(best=2)
    assert [(n, rows[n].figures["total"]) for n in rows] == [
        ("Anna", 6), ("Beat", 5), ("Dora", 4), ("Cla", 4)]
    assert rows["Anna"].dropped == frozenset({"evening_3", "evening_4"})
    assert rows["Anna"].credited == frozenset({"evening_2", "evening_4"})
    assert rows["Dora"].dropped == frozenset({"evening_4"})


def test_by_hand_drop_worst():
    """--drop-worst 1: Anna's worst is 2 (14.3.), a credit is no absence: 3 + 3 + 3 = 9;
    the others drop an absence."""
    rows, _ranking = season(drop_worst=1)
    assert [(n, rows[n].figures["total"]) for n in rows] == [
        ("Anna", 9), ("Beat", 6), ("Dora", 5), ("Cla", 5)]
    assert rows["Anna"].dropped == frozenset({"evening_3"})


def test_by_hand_the_first_two_evenings():
    """--of 2: Anna played one evening of the two (3): her credit is 3."""
    rows, _ranking = season(of=2)
    assert [rows["Anna"].figures[f"evening_{e}"] for e in (1, 2)] == [3, 3]
    assert rows["Anna"].figures["total"] == 6
    assert rows["Beat"].figures["total"] == 5


def test_by_hand_points():
    """Points: Anna (2000 + 1001) / 2 = 1500.5, rounded half up 1501, twice: 6003."""
    rows, _ranking = season(scoring="points")
    assert line(rows["Anna"]) == [2000, 1501, 1001, 1501]
    assert rows["Anna"].figures["total"] == 6003
    assert rows["Beat"].figures["total"] == 4100


def test_a_guest_who_sat_out_has_no_season():
    members = {**MEMBERS, 1: Member(1, "Anna", guest=True)}
    ranking = season_ranking("2026", EVENINGS, packed_season(), members)
    assert "Anna" not in {row.member.name for row in ranking.rows}


def test_the_pure_evening_ranking():
    evening = Evening(1, "2026-12-01", "2026", "schieber", "turnier", {"mode": "rounds"}, 1)
    members = {m: Member(m, n) for m, n in enumerate(NAMES[:5], start=1)}
    results = [Result(1, 1, 1, m, 200 if m in (1, 3) else 114, rank=1 if m in (1, 3) else 3,
                      won=m in (1, 3), side=0 if m in (1, 3) else 1) for m in (1, 2, 3, 4)]
    ranking = evening_ranking(evening, members, results, {5: 1})
    assert [row.member.name for row in ranking.rows] == ["Anna", "Cla", "Beat", "Dora"]
    assert [row.member.name for row in ranking.unranked] == ["Emil"]
    assert standings(ranking)[-1] == (5, 0, 4, 0)


def test_the_terminal_shows_the_same(club, db_path, capsys):
    """`club ranking evening` and `club ranking season --drop-worst`: his line without a rank
    and the words; the season's value of the evening sat out marked 4* (Beat: 3 and 4 played,
    (3 + 4) / 2 = 3.5, rounded half up 4), his worst (3) dropped: 4 + 4 = 8."""
    from jasstafel.cli.main import main

    ids = add_members(club, NAMES)
    first = club.new_evening("2026-11-03", "molotow", passen=1)
    club.record_result(first.id, 1, 1, [PaperResult(ids["Beat"], 50),
                                        PaperResult(ids["Anna"], 80),
                                        PaperResult(ids["Cla"], 126)])
    second = club.new_evening("2026-11-17", "schieber", preset="turnier", passen=1)
    club.record_result(second.id, 1, 1, [
        PaperResult(ids[n], 1000 if n in ("Beat", "Cla") else 884,
                    side=0 if n in ("Beat", "Cla") else 1)
        for n in ("Beat", "Anna", "Cla", "Dora")])
    third, out = one_passe_evening(club, "2026-12-01", list(ids.values()), seed=4)
    assert out == ids["Beat"]
    assert main(["club", "--db", str(db_path), "ranking", "evening", str(third.id)]) == 0
    lines = capsys.readouterr().out.splitlines()
    beat = next(line for line in lines if line.lstrip().startswith("Beat"))
    assert line_is_unranked(beat) and beat.rstrip().endswith("sat out every Passe")
    assert main(["club", "--db", str(db_path), "ranking", "season", "2026",
                 "--drop-worst"]) == 0
    lines = capsys.readouterr().out.splitlines()
    beat = next(line for line in lines if " Beat " in f" {line} ")
    assert beat.split()[:3] == ["1", "Beat", "8"]
    assert beat.split()[-3:] == ["(3)", "4", "4*"]
    assert any("sat out every Passe of an evening" in line for line in lines)


def line_is_unranked(line):
    """A table line whose rank column is empty: it begins with the name's indentation."""
    return line.startswith(" ")
