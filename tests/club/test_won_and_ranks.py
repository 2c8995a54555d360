"""Who won a table, and its ranks: "won" is rank 1 at the table, in every variant, when a
result is recorded and when it is corrected (a club organiser's trial found two Schieber
teams both "won", a Pandur fourth still counted as a first place, and Pandur ranks no
Partie can end with)."""

import pytest

from jasstafel import i18n
from jasstafel.club import ClubInputError, PaperResult

from . import add_members


def said(refused):
    return i18n.render(refused.value.message)


def four(club):
    return list(add_members(club, ["Anna", "Beat", "Cla", "Dora"]).values())


# -- 1. one team wins a Partie --------------------------------------------------------------


def test_two_schieber_teams_both_won_are_refused(club):
    a, b, c, d = four(club)
    evening = club.new_evening("2026-09-03", "schieber", preset="einfach_1000")
    with pytest.raises(ClubInputError) as refused:
        club.record_result(evening.id, 1, 1, [
            PaperResult(a, 1100, won=True, side=0), PaperResult(b, 1100, won=True, side=0),
            PaperResult(c, 1005, won=True, side=1), PaperResult(d, 1005, won=True, side=1)])
    assert said(refused) == ("Anna & Beat and Cla & Dora are both marked as won: one team "
                             "wins a game (the winner is rank 1 at the table): mark only "
                             "the team that won")
    assert club.results(evening.id) == []


def test_a_correction_that_leaves_both_teams_won_is_refused(club):
    a, b, c, d = four(club)
    evening = club.new_evening("2026-09-03", "schieber", preset="einfach_1000")
    club.record_result(evening.id, 1, 1, [
        PaperResult(a, 990, won=True, side=0), PaperResult(b, 990, won=True, side=0),
        PaperResult(c, 700, side=1), PaperResult(d, 700, side=1)])
    before = club.results(evening.id)
    # the trial's correction: A 1100, B 1005, B ticked won as well (A still ticked)
    with pytest.raises(ClubInputError, match="both marked as won"):
        club.correct_result(evening.id, 1, 1, [
            PaperResult(a, 1100), PaperResult(b, 1100), PaperResult(c, 1005, won=True),
            PaperResult(d, 1005, won=True)])
    assert club.results(evening.id) == before
    # B won, A not: B ranks first with fewer points (it bedankte right)
    now = club.correct_result(evening.id, 1, 1, [
        PaperResult(a, 1100, won=False), PaperResult(b, 1100, won=False),
        PaperResult(c, 1005, won=True), PaperResult(d, 1005, won=True)])
    assert {r.member: (r.rank, r.won) for r in now} == {
        a: (2, False), b: (2, False), c: (1, True), d: (1, True)}


def test_a_team_said_not_to_have_won_ranks_after_the_other(club):
    a, b, c, d = four(club)
    evening = club.new_evening("2026-09-03", "schieber", preset="einfach_1000")
    stored = club.record_result(evening.id, 1, 1, [
        PaperResult(a, 1100, won=False, side=0), PaperResult(b, 1100, won=False, side=0),
        PaperResult(c, 1005, side=1), PaperResult(d, 1005, side=1)])
    assert [(r.rank, r.won) for r in stored] == [(2, False), (2, False), (1, True), (1, True)]


def test_a_schieber_to_a_target_with_equal_points_needs_the_winner(club):
    a, b, c, d = four(club)
    evening = club.new_evening("2026-09-03", "schieber", preset="einfach_1000")
    with pytest.raises(ClubInputError) as refused:
        club.record_result(evening.id, 1, 1, [
            PaperResult(a, 1005, side=0), PaperResult(b, 1005, side=0),
            PaperResult(c, 1005, side=1), PaperResult(d, 1005, side=1)])
    assert said(refused) == ("Anna & Beat and Cla & Dora have the same points and neither is "
                             "marked as won: one team wins a game to a target (the one "
                             "that called Bedanken); mark it")


@pytest.mark.parametrize(("variant", "preset", "rank_two"), [
    ("molotow", None, 2), ("differenzler", None, 2), ("handjass", None, 2),
    ("schieber", "turnier", 2)])
def test_won_at_a_rank_below_the_first_is_refused(club, variant, preset, rank_two):
    a, b, c, d = four(club)
    evening = club.new_evening("2026-09-03", variant, preset=preset)
    if variant == "schieber":
        entries = [PaperResult(a, 1000, side=0), PaperResult(b, 1000, side=0),
                   PaperResult(c, 884, won=True, side=1), PaperResult(d, 884, won=True, side=1)]
        name = "Cla & Dora"
    else:
        # 16: a Molotow's 8 rounds end as 8 × 157 does, in 6
        entries = [PaperResult(a, 1), PaperResult(b, 2, won=True), PaperResult(c, 3),
                   PaperResult(d, 10)]
        name = "Beat"
    with pytest.raises(ClubInputError) as refused:
        club.record_result(evening.id, 1, 1, entries)
    assert said(refused) == (f"{name}: marked as won at rank {rank_two}: only rank 1 at "
                             "the table has won")
    assert club.results(evening.id) == []


def test_the_first_cannot_be_marked_not_won(club):
    a, b, c, d = four(club)
    evening = club.new_evening("2026-09-03", "molotow")
    with pytest.raises(ClubInputError) as refused:
        club.record_result(evening.id, 1, 1, [PaperResult(a, 1, won=False), PaperResult(b, 2),
                                              PaperResult(c, 3), PaperResult(d, 10)])
    assert said(refused) == "Anna: rank 1 at the table has won: it cannot be marked as not won"


def test_every_fahnder_koenig_ranks_first_and_won(club):
    """RULES.md §5: several players can reach 12 net in the same round, all of them win;
    a paper result ranks them first together, as the app's board does."""
    a, b, c, d = four(club)
    evening = club.new_evening("2026-09-03", "fahnder")
    stored = club.record_result(evening.id, 1, 1, [
        PaperResult(a, striche=13), PaperResult(b, striche=12), PaperResult(c, striche=5),
        PaperResult(d, striche=7, nuller=1)])
    assert [(r.points, r.rank, r.won) for r in stored] == [
        (13, 1, True), (12, 1, True), (5, 4, False), (6, 3, False)]


def test_every_player_at_the_gewinnstriche_goal_ranks_first(club):
    a, b, c, _d = four(club)
    evening = club.new_evening("2026-09-03", "handjass", settings={"counting": "gewinnstriche"})
    stored = club.record_result(evening.id, 1, 1, [
        PaperResult(a, striche=8), PaperResult(b, striche=7), PaperResult(c, striche=3)])
    assert [(r.rank, r.won) for r in stored] == [(1, True), (1, True), (3, False)]


# -- 2. "won" follows the rank when a rank is corrected -------------------------------------


def pandur_table(club, ranks=(2, 1, 1, 4), points=(16, 15, 15, 9)):
    ids = four(club)
    evening = club.new_evening("2026-10-01", "pandur")
    stored = club.record_result(evening.id, 1, 1, [
        PaperResult(m, p, rank=r) for m, p, r in zip(ids, points, ranks, strict=True)])
    return ids, evening, stored


def test_pandur_won_follows_a_corrected_rank(club):
    ids, evening, stored = pandur_table(club, ranks=(3, 1, 2, 4), points=(16, 15, 17, 9))
    assert [r.won for r in stored] == [False, True, False, False]
    # the first and the second exchanged: "won" goes with the first place
    now = club.correct_result(evening.id, 1, 1, [PaperResult(ids[1], rank=2),
                                                 PaperResult(ids[2], rank=1)],
                              note="Ränge falsch")
    assert {r.member: (r.rank, r.won) for r in now} == {
        ids[0]: (3, False), ids[1]: (2, False), ids[2]: (1, True), ids[3]: (4, False)}
    row = {r.member.id: r.figures for r in club.evening_ranking(evening.id).rows}
    assert row[ids[1]]["wins"] == 0 and row[ids[2]]["wins"] == 1
    log = [(c.member, c.before["won"], c.after["won"]) for c in club.corrections(evening.id)]
    assert (ids[1], True, False) in log and (ids[2], False, True) in log


def test_pandur_ranks_stay_when_only_the_points_are_corrected(club):
    """The order of reaching 15 is not in the points: a corrected figure never re-ranks."""
    ids, evening, _ = pandur_table(club, ranks=(3, 1, 2, 4), points=(16, 15, 17, 9))
    now = club.correct_result(evening.id, 1, 1, [PaperResult(ids[3], points=12)])
    assert [(r.points, r.rank, r.won) for r in now] == [
        (16, 3, False), (15, 1, True), (17, 2, False), (12, 4, False)]


# -- 3. Pandur: ranks a Partie can end with --------------------------------------------------


@pytest.mark.parametrize(("ranks", "points", "message"), [
    # the trial's: a shared first, then 2 and 3 (competition ranks: 1, 1, 3, 4)
    ((2, 1, 1, 3), (16, 15, 15, 9),
     "ranks Anna 2, Beat 1, Cla 1, Dora 3 are not possible: players who share a place take "
     "the places after it too (after two first places comes the third): Anna 3, Beat 1, "
     "Cla 1, Dora 4"),
    ((1, 2, 2, 2), (15, 15, 15, 9),
     "Beat, Cla and Dora share the last place: in a Pandur the last one left is the loser, "
     "one player"),
    ((1, 1, 1, 4), (15, 15, 15, 9),
     "Anna, Beat and Cla share rank 1: in a Pandur at most two players reach 15 in the same "
     "deal (the two opponents of a failed contract)"),
    ((3, 1, 1, 4), (16, 15, 9, 9),
     "Cla: rank 1 with 9 score points is not possible: only a player who reached 15 places "
     "before the loser"),
    ((3, 1, 2, 4), (16, 15, 17, 15),
     "Dora: 15 score points at the last place is not possible: the loser is the one left "
     "without 15"),
])
def test_impossible_pandur_ranks_are_refused(club, ranks, points, message):
    ids = four(club)
    evening = club.new_evening("2026-10-01", "pandur")
    with pytest.raises(ClubInputError) as refused:
        club.record_result(evening.id, 1, 1, [
            PaperResult(m, p, rank=r) for m, p, r in zip(ids, points, ranks, strict=True)])
    assert said(refused) == message
    assert club.results(evening.id) == []


@pytest.mark.parametrize(("ranks", "points"), [
    ((1, 2, 3, 4), (15, 18, 16, 14)), ((1, 1, 3, 4), (15, 15, 17, 0)),
    ((1, 2, 2, 4), (20, 15, 15, 11))])
def test_every_possible_pandur_finish_is_taken(club, ranks, points):
    """Four at a table: two can share a place (the two opponents of a failed contract), but
    never the last (the loser is the one left) and never three."""
    ids = four(club)
    evening = club.new_evening("2026-10-01", "pandur")
    stored = club.record_result(evening.id, 1, 1, [
        PaperResult(m, p, rank=r) for m, p, r in zip(ids, points, ranks, strict=True)])
    assert [(r.rank, r.won) for r in stored] == [(r, r == 1) for r in ranks]


def test_a_shared_first_place_gives_4_4_2_1_rank_points(club):
    ids, evening, _ = pandur_table(club, ranks=(3, 1, 1, 4), points=(16, 15, 15, 9))
    rows = {r.member.id: r.figures for r in club.evening_ranking(evening.id).rows}
    assert [rows[m]["rank_points"] for m in ids] == [2, 4, 4, 1]
    assert [rows[m]["wins"] for m in ids] == [0, 1, 1, 0]


def test_a_won_below_rank_1_kept_by_an_earlier_jasstafel_counts_no_first_place(club,
                                                                                 db_path):
    """A club file of an earlier Jasstafel may hold a Pandur fourth still marked won (its
    rank corrected, "won" left): the evening ranking counts a first place only at rank 1."""
    import sqlite3

    ids, evening, _ = pandur_table(club, ranks=(3, 1, 2, 4), points=(16, 15, 17, 9))
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute("UPDATE results SET won = 1 WHERE rank = 4")
        conn.execute("UPDATE evenings SET changes = changes + 1")  # no ranking kept from before
        conn.execute("DELETE FROM evening_ranks")
    conn.close()
    assert [r.won for r in club.results(evening.id)].count(True) == 2
    rows = {r.member.id: r.figures for r in club.evening_ranking(evening.id).rows}
    assert [rows[m]["wins"] for m in ids] == [0, 1, 0, 0]


def test_a_corrected_pandur_rank_is_checked_too(club):
    ids, evening, _ = pandur_table(club, ranks=(3, 1, 2, 4), points=(16, 15, 17, 9))
    # Dora (9) first and Beat (15) last: the loser is the one without 15
    with pytest.raises(ClubInputError, match="Beat: 15 score points at the last place"):
        club.correct_result(evening.id, 1, 1, [PaperResult(ids[3], rank=1),
                                               PaperResult(ids[1], rank=4)])
    with pytest.raises(ClubInputError, match="Anna: rank 3 with 12 score points"):
        club.correct_result(evening.id, 1, 1, [PaperResult(ids[0], points=12)])


# -- 6. Pandur without ranks -------------------------------------------------------------------


def test_pandur_without_ranks_is_refused(club):
    ids = four(club)
    evening = club.new_evening("2026-10-01", "pandur")
    with pytest.raises(ClubInputError) as refused:
        club.record_result(evening.id, 1, 2, [
            PaperResult(m, p) for m, p in zip(ids, (15, 12, 15, 16), strict=True)])
    assert said(refused) == ("Pandur: give the rank of every player at the table: the order "
                             "of reaching 15 is not in the score points")
    assert club.results(evening.id) == []


def test_ranks_given_are_competition_ranks_in_every_variant(club):
    ids = four(club)
    evening = club.new_evening("2026-10-01", "molotow")
    with pytest.raises(ClubInputError, match="ranks Anna 1, Beat 1, Cla 2, Dora 3 are not "):
        club.record_result(evening.id, 1, 1, [
            PaperResult(m, 314, rank=r) for m, r in zip(ids, (1, 1, 2, 3), strict=True)])
