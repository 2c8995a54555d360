"""A Passe sat out by the draw counts as the member's own average Passe in every figure
that ranks (docs/club.md: "Sitting out neither helps nor hurts"): the tie-breaks that are
added up too, not only the first figure (a club organiser's trial: a sit-out was given his
Partie won, but not his points, and lost the tie-break on points)."""

import random

from jasstafel.club import PaperResult
from jasstafel.club.export import ranking_rows
from jasstafel.club.models import Evening, Member, Result
from jasstafel.club.ranking import evening_ranking

from . import add_members


def test_the_trials_schieber_to_a_target(club):
    """Five players at a Schieber to 1000: one sits out each Passe. X sat out Passe 1 and won
    Passe 2 with 1062; Y won both, 1005 and 1062, and partnered X in Passe 2."""
    ids = list(add_members(club, ["Anna", "Beat", "Cla", "Dora", "Emil"]).values())
    evening = club.new_evening("2026-09-03", "schieber", preset="einfach_1000", passen=2)
    drawn = club.draw(evening.id, ids, rng=random.Random(5)).passen
    x = drawn[0].sitting_out[0]
    second = drawn[1].tables[0].seats
    mates = second[0::2] if x in second[0::2] else second[1::2]
    y = next(m for m in mates if m != x)
    for passe, winners, points in ((drawn[0], None, 1005), (drawn[1], mates, 1062)):
        seats = passe.tables[0].seats
        team = next(t for t in (seats[0::2], seats[1::2]) if y in t) if winners is None \
            else winners
        club.record_result(evening.id, passe.passe, 1, [
            PaperResult(m, points if m in team else 700, won=m in team) for m in seats])
    rows = {row.member.id: row for row in club.evening_ranking(evening.id).rows}
    # X: 1 Partie won, 1062 points and 0 Matches in one Passe; sat out one: the same again
    assert {k: rows[x].figures[k] for k in ("passen", "wins", "points", "matches")} == {
        "passen": 2, "wins": 2, "points": 2124, "matches": 0}
    assert {k: rows[x].figures[k] for k in ("credit_wins", "credit_points",
                                            "credit_matches")} == {
        "credit_wins": 1, "credit_points": 1062, "credit_matches": 0}
    assert (rows[y].figures["wins"], rows[y].figures["points"]) == (2, 2067)
    assert rows[x].rank == 1 and rows[y].rank == 2
    assert rows[y].decided_by == "Points"


def ranking_of(variant, settings, results, sat_out):
    evening = Evening(1, "2026-01-08", "2026", variant, "standard", settings, 3)
    members = {m: Member(m, name) for m, name in ((1, "Anna"), (2, "Beat"), (3, "Cla"))}
    return evening_ranking(evening, members, results, sat_out)


def test_every_added_figure_gets_the_credit_the_best_passe_none():
    """Molotow: the fewest points, then more Passen won, then the lower best Passe. Anna
    played two Passen (100 and a win with 50) and sat out one: credit 75 points and half a
    Passe won, rounded half up to 1; her best Passe stays 50 (a Passe sat out is no better
    one)."""
    def result(member, passe, points, rank):
        return Result(1, passe, 1, member, points, rank=rank, won=rank == 1)

    results = [result(1, 1, 100, 2), result(1, 2, 50, 1),
               result(2, 1, 80, 1), result(2, 2, 90, 2), result(2, 3, 55, 1),
               result(3, 3, 70, 2)]
    ranking = ranking_of("molotow", {}, results, {1: 1, 3: 2})
    anna = next(r.figures for r in ranking.rows if r.member.name == "Anna")
    assert (anna["points"], anna["wins"], anna["best_passe"]) == (225, 2, 50)
    assert (anna["credit_points"], anna["credit_wins"]) == (75, 1)
    assert "credit_best_passe" not in anna
    cla = next(r.figures for r in ranking.rows if r.member.name == "Cla")
    assert (cla["points"], cla["wins"], cla["credit_points"], cla["credit_wins"]) == (
        210, 0, 140, 0)
    keys = [c.key for c in ranking.columns]
    assert keys[-4:] == ["played", "sat_out", "credit_points", "credit_wins"]


def test_the_csv_names_every_credit_by_its_figure(club):
    def result(member, passe, points, rank):
        return Result(1, passe, 1, member, points, rank=rank, won=rank == 1)

    ranking = ranking_of("molotow", {}, [result(1, 1, 100, 1), result(2, 1, 120, 2),
                                         result(2, 2, 90, 1)], {1: 1})
    header = ranking_rows(ranking)[0]
    assert header[-4:] == ["Sat out", "Sit-out credit: Points", "Sit-out credit: Passen won",
                           "Decided by"]


def test_a_kept_ranking_of_the_earlier_rule_is_replaced_when_the_evening_is_ranked(club,
                                                                                  db_path):
    """An evening ranked by an earlier Jasstafel keeps its standings for the season; ranked
    again (the window shows it, `club ranking evening`), the kept standings follow the
    ranking shown."""
    import sqlite3

    from jasstafel.club.ranking import pack, standings

    test_the_trials_schieber_to_a_target(club)
    fresh = pack(standings(club.evening_ranking(1)))
    stale = pack([(m, 6 - r, p, s) for m, r, p, s in standings(club.evening_ranking(1))])
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute("UPDATE evening_ranks SET standings = ? WHERE evening_id = 1", (stale,))
    conn.close()
    season = club.season_ranking("2026")
    assert season.rows[0].member.id != club.evening_ranking(1).rows[0].member.id
    first = club.evening_ranking(1).rows[0].member.id  # ranked again: the kept follows
    assert club.season_ranking("2026").rows[0].member.id == first
    conn = sqlite3.connect(db_path)
    assert conn.execute("SELECT standings FROM evening_ranks").fetchone()[0] == fresh
    conn.close()
