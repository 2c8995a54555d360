"""Evening and season rankings against hand-worked examples (the arithmetic in comments)."""

import random
import sys
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jasstafel.club import Club, ClubError, ClubInputError, PaperResult
from jasstafel.club.export import ranking_rows, write_csv
from jasstafel.club.models import Column, Evening, Member, Result
from jasstafel.club.ranking import (
    _round_half_up,
    evening_ranking,
    evening_rule,
    pack,
    season_ranking,
    standings,
    unpack,
)
from jasstafel.core import matchfile

from . import EXAMPLES, add_members


def table(ranking):
    """(rank, name, deciding figures..., decided_by) per row."""
    keys = [c.key for c in ranking.columns if c.decides and c.key != "passen"]
    return [(r.rank, r.member.name, *(r.figures[k] for k in keys), r.decided_by)
            for r in ranking.rows]


def ranking_row(club, evening, name):
    return next(r for r in club.evening_ranking(evening.id).rows if r.member.name == name)


def paper(club, evening, passe, number, **points):
    """A paper table: ``Anna=1000`` or ``Anna=(1000, {"matches": 1})``."""
    entries = []
    for name, value in points.items():
        figures, extra = (value if isinstance(value, tuple) else (value, {}))
        entries.append(PaperResult(club.find_member(name).id, figures, **extra))
    club.record_result(evening.id, passe, number, entries)


# -- Schieber Turnier: points, then Matches, then the best Passe --------------------------------


def test_schieber_turnier(club):
    add_members(club, "ABCDEFGH")
    evening = club.new_evening("2026-01-08", "schieber", preset="turnier", passen=2)
    m = {"matches": 1}
    # Passe 1: A+B 1000 (1 Match) : C+D 884;  E+F 968 : G+H 916   (a table makes 12 × 157)
    paper(club, evening, 1, 1, A=(1000, m), B=(1000, m), C=884, D=884)
    paper(club, evening, 1, 2, E=968, F=968, G=916, H=916)
    # Passe 2: A+C 900 : E+G 984 (1 Match);  B+D 952 (1 Match) : F+H 932
    paper(club, evening, 2, 1, A=900, C=900, E=(984, m), G=(984, m))
    paper(club, evening, 2, 2, B=(952, m), D=(952, m), F=932, H=932)
    #      points             Matches  best Passe
    # A    1000 + 900 = 1900  1 + 0    1000
    # B    1000 + 952 = 1952  1 + 1    1000
    # C     884 + 900 = 1784  0        900
    # D     884 + 952 = 1836  0 + 1    952
    # E     968 + 984 = 1952  0 + 1    984
    # F     968 + 932 = 1900  0        968
    # G     916 + 984 = 1900  0 + 1    984
    # H     916 + 932 = 1848  0        932
    # B and E: 1952, B has more Matches. A, G, F: 1900; A and G one Match each, A's best
    # Passe 1000 beats G's 984; F has no Match.
    ranking = club.evening_ranking(evening.id)
    assert table(ranking) == [
        (1, "B", 1952, 2, 1000, None),
        (2, "E", 1952, 1, 984, "Matches"),
        (3, "A", 1900, 1, 1000, "Points"),
        (4, "G", 1900, 1, 984, "Best Passe"),
        (5, "F", 1900, 0, 968, "Matches"),
        (6, "H", 1848, 0, 932, "Points"),
        (7, "D", 1836, 1, 952, "Points"),
        (8, "C", 1784, 0, 900, "Points"),
    ]
    assert "tie: more Matches" in ranking.rule and "best Passe" in ranking.rule
    assert ranking.rows[0].figures["passen"] == 2


def test_schieber_to_a_target_ranks_by_partien_won(club):
    add_members(club, "ABCD")
    evening = club.new_evening("2026-01-08", "schieber", preset="einfach_1000", passen=2)
    # Passe 1: A+B win 1005 : 700;  Passe 2: A+C win 1010 : 990 (B+D lose)
    paper(club, evening, 1, 1, A=1005, B=1005, C=700, D=700)
    paper(club, evening, 2, 1, A=1010, C=1010, B=990, D=990)
    # A 2 wins; B and C 1 win each, B 1005 + 990 = 1995 points, C 700 + 1010 = 1710; D 0
    ranking = club.evening_ranking(evening.id)
    assert table(ranking) == [
        (1, "A", 2, 2015, 0, None),
        (2, "B", 1, 1995, 0, "Games won"),
        (3, "C", 1, 1710, 0, "Points"),
        (4, "D", 0, 1690, 0, "Games won"),
    ]
    # every Passe's points, as the docs promise (a Partie won is counted in its column; the
    # breakdown showed 1 and 0, a trial's)
    assert [(r.figures["passe_1"], r.figures["passe_2"]) for r in ranking.rows] == [
        (1005, 1010), (1005, 990), (700, 1010), (700, 990)]


def test_a_premature_bedanken_loses_with_more_points(club):
    """The board's winner wins the Passe even with fewer points (schieber-bedanken-zu-frueh)."""
    match = matchfile.load(EXAMPLES / "schieber-bedanken-zu-frueh.jass")
    add_members(club, match.document.players)
    evening = club.new_evening("2026-11-27", "schieber", preset="einfach_1000",
                               settings=match.document.settings.model_dump())
    club.record_match(evening.id, 1, 1, match)
    # Team A (Ueli, Werner) 930 bedankte too early: Team B (Vreni, Yvonne) 499 won
    assert [(r.rank, r.member.name) for r in club.evening_ranking(evening.id).rows] == [
        (1, "Vreni"), (1, "Yvonne"), (3, "Ueli"), (3, "Werner")]


# -- the other variants -----------------------------------------------------------------------


def test_coiffeur_total(club):
    match = matchfile.load(EXAMPLES / "coiffeur-jassverein.jass")
    add_members(club, match.document.players)
    evening = club.new_evening("2026-11-26", "coiffeur")
    club.record_match(evening.id, 1, 1, match)
    # Team B (Beat, Dora) 7314 : Team A (Anna, Cla) 6522, one Match each; partners share
    # their rank, but a tie with one's partner decides nothing (it said "tie" on every line)
    assert table(club.evening_ranking(evening.id)) == [
        (1, "Beat", 7314, 1, 7314, None),
        (1, "Dora", 7314, 1, 7314, None),
        (3, "Anna", 6522, 1, 6522, "Total"),
        (3, "Cla", 6522, 1, 6522, "Total"),
    ]


def test_fahnder_net_striche(club):
    match = matchfile.load(EXAMPLES / "fahnder.jass")
    add_members(club, match.document.players)
    evening = club.new_evening("2024-11-14", "fahnder", passen=2)
    # Passe 1 (the example): net Anna 12 (König, 3 Nuller), Beat 1 (6), Cla 6 (4),
    # Dora 14 (König, 2)
    club.record_match(evening.id, 1, 2, match)
    # Passe 2 on paper: Anna 12 − 0 = 12 (König), Dora 10 − 0, Beat 7 − 0, Cla 5 − 3 = 2
    paper(club, evening, 2, 1, Anna=(None, {"striche": 12, "nuller": 0}),
          Dora=(None, {"striche": 10, "nuller": 0}), Beat=(None, {"striche": 7, "nuller": 0}),
          Cla=(None, {"striche": 5, "nuller": 3}))
    #       net          König  Nuller
    # Anna  12 + 12 = 24  2      3 + 0 = 3
    # Dora  14 + 10 = 24  1      2 + 0 = 2
    # Beat   1 +  7 =  8  0      6 + 0 = 6
    # Cla    6 +  2 =  8  0      4 + 3 = 7
    assert table(club.evening_ranking(evening.id)) == [
        (1, "Anna", 24, 2, 3, None),
        (2, "Dora", 24, 1, 2, "Fahnder-König"),
        (3, "Beat", 8, 0, 6, "Net Striche"),
        (4, "Cla", 8, 0, 7, "Nuller"),
    ]


def test_pandur_rank_points(club):
    first = matchfile.load(EXAMPLES / "pandur.jass")
    second = matchfile.load(EXAMPLES / "pandur-bis-290.jass")
    add_members(club, first.document.players + second.document.players)
    evening = club.new_evening("2026-11-28", "pandur", preset="standard")
    club.record_match(evening.id, 1, 1, first)
    # another preset (no bids of 300 and more), ranked the same way: imported once confirmed
    with pytest.raises(ClubInputError, match="other table rules.*Bids of 300 and more: no"):
        club.record_match(evening.id, 1, 2, second)
    club.record_match(evening.id, 1, 2, second, other_rules="table 2 played bis 290")
    logged = [c for c in club.corrections(evening.id) if c.kind == "rules"]
    assert [(c.table, c.before, c.after, c.note) for c in logged] == [
        (2, {"high_bids": True}, {"high_bids": False}, "table 2 played bis 290")]
    # rank points = 4 + 1 − rank at a table of four
    # table 1: Ruedi 1st (4), Vreni 2nd (3), Margrit 3rd (2), Sepp 4th (1)
    # table 2: Hans and Trudi share 1st (4 each), Heidi 3rd (2), Fritz 4th (1)
    # 4 points: Ruedi, Hans, Trudi, one first place each; Schreibpunkte Hans 16, Ruedi 15,
    # Trudi 15 (shared). 2 points: Margrit 17 before Heidi 15. 1 point: Sepp 14, Fritz 9.
    assert table(club.evening_ranking(evening.id)) == [
        (1, "Hans", 4, 1, 16, None),
        (2, "Ruedi", 4, 1, 15, "tie"),
        (2, "Trudi", 4, 1, 15, "tie"),
        (4, "Vreni", 3, 0, 18, "Rank points"),
        (5, "Margrit", 2, 0, 17, "Rank points"),
        (6, "Heidi", 2, 0, 15, "Score points"),
        (7, "Sepp", 1, 0, 14, "Rank points"),
        (8, "Fritz", 1, 0, 9, "Score points"),
    ]
    # the Passe's column: the Schreibpunkte of his table, not the rank points again
    assert ranking_row(club, evening, "Hans").figures["passe_1"] == 16


def test_molotow_fewest_points(club):
    match = matchfile.load(EXAMPLES / "molotow.jass")
    add_members(club, match.document.players)
    evening = club.new_evening("2026-11-27", "molotow", passen=2)
    # Passe 1 (the example): Anna 265 (won the card draw), Cla 265, Beat 334, Dora 342
    club.record_match(evening.id, 1, 1, match)
    # Passe 2: Beat 231 wins, Dora 255, Anna and Cla 300 (1'086: 8 rounds × 157, give or
    # take tens)
    paper(club, evening, 2, 1, Anna=300, Beat=231, Cla=300, Dora=255)
    #       points            won  best (fewest) Passe
    # Beat  334 + 231 = 565   1    231
    # Anna  265 + 300 = 565   1    265
    # Cla   265 + 300 = 565   0    265
    # Dora  342 + 255 = 597   0    255
    ranking = club.evening_ranking(evening.id)
    # the fewest points and the lowest best Passe rank first
    assert [(c.key, c.lower_is_better) for c in ranking.columns if c.decides] == [
        ("passen", False), ("points", True), ("wins", False), ("best_passe", True)]
    assert ranking.kind == "evening"
    assert table(ranking) == [
        (1, "Beat", 565, 1, 231, None),
        (2, "Anna", 565, 1, 265, "Best Passe"),
        (3, "Cla", 565, 0, 265, "Passen won"),
        (4, "Dora", 597, 0, 255, "Points"),
    ]


def test_differenzler_lowest_penalty_and_a_shared_rank(club):
    match = matchfile.load(EXAMPLES / "differenzler.jass")
    add_members(club, match.document.players)
    evening = club.new_evening("2026-11-20", "differenzler")
    club.record_match(evening.id, 1, 1, match)
    # Dora 51 wins; Anna and Cla 63, no win, best Passe 63 each: shared; Beat 81
    assert table(club.evening_ranking(evening.id)) == [
        (1, "Dora", 51, 1, 51, None),
        (2, "Anna", 63, 0, 63, "tie"),
        (2, "Cla", 63, 0, 63, "tie"),
        (4, "Beat", 81, 0, 81, "Penalty"),
    ]


def test_handjass_fewest_striche_and_gewinnstriche(club):
    wirtshaus = matchfile.load(EXAMPLES / "handjass-standard.jass")
    add_members(club, wirtshaus.document.players)
    evening = club.new_evening("2024-12-06", "handjass")
    club.record_match(evening.id, 1, 1, wirtshaus)
    # Striche are penalties: Anna 2, Cla 4, Dora 5, Beat 7 (voll)
    assert [(r.rank, r.member.name, r.figures["striche"])
            for r in club.evening_ranking(evening.id).rows] == [
        (1, "Anna", 2), (2, "Cla", 4), (3, "Dora", 5), (4, "Beat", 7)]
    gewinn = matchfile.load(EXAMPLES / "handjass-gewinnstriche.jass")
    evening = club.new_evening("2025-01-03", "handjass", preset="gewinnstriche")
    club.record_match(evening.id, 1, 1, gewinn)
    # Gewinnstriche are win marks: the most first: Anna 7, Cla 6, Beat 4
    ranking = club.evening_ranking(evening.id)
    assert [(r.rank, r.member.name, r.figures["striche"]) for r in ranking.rows] == [
        (1, "Anna", 7), (2, "Cla", 6), (3, "Beat", 4)]
    assert ranking.rule.startswith("Handjass with Gewinnstriche: the most Striche")


def test_punktetafel_lowest_wins(club):
    add_members(club, "ABC")
    evening = club.new_evening("2026-02-01", "punktetafel", preset="tiefste_gewinnt")
    paper(club, evening, 1, 1, A=120, B=80, C=300)
    assert [r.member.name for r in club.evening_ranking(evening.id).rows] == ["B", "A", "C"]


# -- sit-outs and missed Passen ------------------------------------------------------------------


def test_a_passe_sat_out_counts_as_the_members_average(club):
    ids = add_members(club, ["Anna", "Beat", "Cla", "Dora", "Emil"])
    evening = club.new_evening("2026-01-08", "schieber", preset="turnier", passen=2)
    result = club.draw(evening.id, list(ids.values()), rng=random.Random(11))
    # each Passe: team A 1000, team B 884; whoever sits out gets his other Passe again
    points = {}
    for passe in result.passen:
        table_ = passe.tables[0]
        a1, b1, a2, b2 = table_.seats
        club.record_result(evening.id, passe.passe, 1, [
            PaperResult(a1, 1000), PaperResult(b1, 884), PaperResult(a2, 1000),
            PaperResult(b2, 884)])
        for member, value in ((a1, 1000), (b1, 884), (a2, 1000), (b2, 884)):
            points.setdefault(member, []).append(value)
    ranking = club.evening_ranking(evening.id)
    sitters = {m for passe in result.passen for m in passe.sitting_out}
    assert len(sitters) == 2  # fair: two different members sat out
    for row in ranking.rows:
        own = points[row.member.id]
        out = 1 if row.member.id in sitters else 0
        assert (row.figures["played"], row.figures["sat_out"]) == (2 - out, out)
        assert row.figures["passen"] == 2
        # sat out once, played once with p: credit p, total 2 × p
        assert row.figures["credit_points"] == (own[0] if out else 0)
        assert row.figures["points"] == sum(own) + row.figures["credit_points"]


@pytest.mark.parametrize(("variant", "settings", "name"), [
    ("schieber", {"mode": "rounds"}, "schieber-turnier"),
    ("schieber", {"mode": "target"}, "schieber-target"),
    ("schieber", {}, "schieber-target"),
    ("handjass", {"counting": "gewinnstriche"}, "handjass-gewinnstriche"),
    ("handjass", {"counting": "striche"}, "handjass"),
    ("punktetafel", {"wins": "lower"}, "punktetafel-lower"),
    ("punktetafel", {"wins": "higher"}, "punktetafel"),
    ("coiffeur", {"mode": "rounds", "counting": "gewinnstriche", "wins": "lower"}, "coiffeur"),
])
def test_the_evening_rule_of_each_variant(variant, settings, name):
    assert evening_rule(variant, settings).name == name


def test_a_variant_without_a_club_ranking():
    with pytest.raises(ClubInputError) as refused:
        evening_rule("bieter", {})
    assert str(refused.value) == "no club ranking for the variant 'bieter'"


def test_the_credit_is_the_average_rounded_half_up():
    assert _round_half_up(Fraction(1901, 2)) == 951  # 950.5 → 951
    assert _round_half_up(Fraction(-5, 2)) == -2  # −2.5 → −2 (half up)
    assert _round_half_up(Fraction(2834, 3)) == 945  # 944.67 → 945


def test_two_passen_sat_out_count_twice_the_average():
    """The sit-out credit is the member's own average Passe times the Passen he sat out,
    rounded half up once (RULES of the club ranking, ranking.py's docstring)."""
    evening = Evening(1, "2026-01-08", "2026", "schieber", "turnier", {"mode": "rounds"}, 5)
    members = {1: Member(1, "Anna"), 2: Member(2, "Beat")}

    def passe(member, number, points):
        return Result(1, number, 1, member, points, rank=1, won=True)

    results = [passe(1, 1, 1000), passe(1, 2, 900), passe(1, 3, 901),
               *(passe(2, n, 950) for n in range(1, 6))]
    ranking = evening_ranking(evening, members, results, {1: 2})
    # Anna: 2801 in 3 Passen, sat out 2: 2801 / 3 × 2 = 1867.33 → 1867; 2801 + 1867 = 4668
    # Beat: 5 × 950 = 4750
    anna = next(r.figures for r in ranking.rows if r.member.name == "Anna")
    assert (anna["played"], anna["sat_out"], anna["credit_points"], anna["points"]) == (
        3, 2, 1867, 4668)
    assert (anna["passen"], anna["best_passe"], anna["passe_2"]) == (5, 1000, 900)
    assert [(r.rank, r.member.name, r.figures["points"]) for r in ranking.rows] == [
        (1, "Beat", 4750), (2, "Anna", 4668)]
    assert ranking.title == "2026-01-08 Schieber"
    # what decides first (the Passen counted, then the rule's keys), each Passe, the sit-outs
    assert ranking.columns == (
        Column("passen", "Passen", True), Column("points", "Points", True),
        Column("matches", "Matches", True), Column("best_passe", "Best Passe", True),
        *(Column(f"passe_{n}", f"Passe {n}") for n in range(1, 6)),
        Column("played", "Played"), Column("sat_out", "Sat out"),
        Column("credit_points", "Points"), Column("credit_matches", "Matches"))
    assert ranking.rule == (
        "Schieber Turnier: the most points over all Passen (each player gets his team's "
        "points); tie: more Matches (Kontermatsch included), then the higher best Passe "
        "(most points in one Passe). A Passe sat out by the draw counts as the member's own "
        "average Passe (rounded to a whole number, 0.5\u00a0up) in every figure that is added up, "
        "the tie-breaks too; a member who missed a Passe otherwise is ranked after those who "
        "played every Passe. Equal in everything: the rank is shared.")
    titled = Evening(1, "2026-01-08", "2026", "schieber", "turnier", {"mode": "rounds"}, 5,
                     title="Chlausjass")
    assert evening_ranking(titled, members, results, {1: 2}).title == "2026-01-08 Chlausjass"


def test_a_member_who_missed_a_passe_is_ranked_after(club):
    add_members(club, "ABCDE")
    evening = club.new_evening("2026-01-08", "molotow", passen=2)
    # E plays only Passe 1 with the fewest points of the evening: still last (each table's
    # points end as 8 rounds × 157 do, in 6)
    paper(club, evening, 1, 1, A=200, B=300, C=400, E=106)
    paper(club, evening, 2, 1, A=200, B=300, C=400, D=506)
    ranking = club.evening_ranking(evening.id)
    assert [(r.rank, r.member.name, r.figures["passen"], r.figures["points"])
            for r in ranking.rows] == [
        (1, "A", 2, 400), (2, "B", 2, 600), (3, "C", 2, 800), (4, "E", 1, 106),
        (5, "D", 1, 506)]
    assert ranking.rows[3].decided_by == "Passen"


def test_a_correction_changes_the_ranking(club):
    add_members(club, "ABCD")
    evening = club.new_evening("2026-01-08", "coiffeur")
    paper(club, evening, 1, 1, A=3000, C=3000, B=2900, D=2900)  # A & C : B & D
    assert [r.member.name for r in club.evening_ranking(evening.id).rows] == list("ACBD")
    club.correct_result(evening.id, 1, 1, [PaperResult(club.find_member(n).id, 3100)
                                           for n in "BD"])
    assert [r.member.name for r in club.evening_ranking(evening.id).rows] == list("BDAC")


def test_ranking_csv_and_table(club, tmp_path):
    add_members(club, ["Anna", "Bärti", "Cla", "Dora"])
    evening = club.new_evening("2026-01-08", "molotow")
    paper(club, evening, 1, 1, Anna=200, Bärti=150, Cla=200, Dora=406)  # 956: 8 rounds
    ranking = club.evening_ranking(evening.id)
    path = tmp_path / "r.csv"
    write_csv(path, ranking_rows(ranking), ";")
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    lines = raw.decode("utf-8-sig").splitlines()
    # nobody sat out: no sit-out columns; the breakdown per Passe
    assert lines[0] == ("Rank;Member;Short name;Passen;Points;Passen won;Best Passe;Passe 1;"
                        "Decided by")
    assert lines[1] == "1;Bärti;;1;150;1;150;150;"
    assert lines[3] == "2;Cla;;1;200;0;200;200;tie"


# -- the season ---------------------------------------------------------------------------------


@pytest.fixture
def season(club):
    """Four Differenzler evenings of one Passe; penalties 10, 20, 30 ... give the ranks.

    ========  ======  ======  ======  ======
    member    1st     2nd     3rd     4th      (rank points: participants + 1 − rank)
    ========  ======  ======  ======  ======
    A         1 → 4   4 → 1   3 → 3   —
    B         2 → 3   1 → 4   5 → 1   2 → 2
    C         3 → 2   2 → 3   4 → 2   1 → 3
    D         4 → 1   —       2 → 4   3 → 1
    E         —       3 → 2   1 → 5   —
    ========  ======  ======  ======  ======
    """
    add_members(club, "ABCDE")
    order = [("2026-01-08", "ABCD"), ("2026-02-05", "BCEA"), ("2026-03-05", "EDACB"),
             ("2026-04-02", "CBD")]
    for date, ranked in order:
        evening = club.new_evening(date, "differenzler")
        paper(club, evening, 1, 1, **{m: 10 * (i + 1) for i, m in enumerate(ranked)})
    return club


RANK_POINTS_RULE = (
    "Each evening gives rank points: participants + 1 − rank (the winner of an evening with "
    "12 members gets 12, the last 1; a shared rank gives each the same); an absence counts 0. "
    "Guests have their place in the evening, not in the season.")
POINTS_RULE = ("Each evening counts with its points from the evening ranking; an absence 0. "
               "Guests have their place in the evening, not in the season.")
SEASON_TIE = ("Tie: more evenings won, then the best single evening, then more evenings "
              "played; still equal: the rank is shared.")


def season_rule(what, counted):
    return f"{what} Counted: {counted} {SEASON_TIE}"


def season_table(ranking):
    return [(r.rank, r.member.name, r.figures["total"], r.decided_by) for r in ranking.rows]


def test_season_all_evenings(season):
    ranking = season.season_ranking("2026")
    # A 4+1+3 = 8; B 3+4+1+2 = 10; C 2+3+2+3 = 10; D 1+4+1 = 6; E 2+5 = 7
    # B and C: one evening won each; best evening B 4, C 3
    assert season_table(ranking) == [
        (1, "B", 10, None), (2, "C", 10, "Best evening"), (3, "A", 8, "Total"),
        (4, "E", 7, "Total"), (5, "D", 6, "Total")]
    assert ranking.rows[0].figures["wins"] == 1
    assert ranking.rows[0].figures["evenings"] == 4
    assert ranking.rule == season_rule(RANK_POINTS_RULE,
                                       "every result of the season's 4 evenings.")
    assert ranking.title == "Season 2026"


def test_season_drop_the_worst(season):
    ranking = season.season_ranking("2026", drop_worst=1)
    # the best 3 of 4 count; an absence is 0 and goes first
    # A [4, 1, 3, 0] → 8;  B [3, 4, 1, 2] → 9 (drops 1);  C [2, 3, 2, 3] → 8 (drops the later 2)
    # D [1, 0, 4, 1] → 6;  E [0, 2, 5, 0] → 7
    # A and C 8, one evening won each: best evening A 4, C 3
    assert season_table(ranking) == [
        (1, "B", 9, None), (2, "A", 8, "Total"), (3, "C", 8, "Best evening"),
        (4, "E", 7, "Total"), (5, "D", 6, "Total")]
    b, a, c = ranking.rows[:3]
    evenings = [col.key for col in ranking.columns if col.key.startswith("evening_")]
    assert b.dropped == {evenings[2]} and a.dropped == frozenset()
    assert c.dropped == {evenings[2]}
    key = {col.label: col.key for col in ranking.columns}
    assert b.figures[key["2026-03-05"]] == 1 and key["2026-03-05"] in b.dropped
    assert a.figures.get(key["2026-04-02"]) is None  # an absence has no figure
    assert ranking.rule == season_rule(
        RANK_POINTS_RULE, "each member's best 3 results of the season's 4 evenings; dropped "
                          "results are marked.")


def test_season_an_absence_dropped_is_named_apart_from_the_results_dropped(season):
    """An absence counts 0 and is dropped first, but it has no value to mark "(0)": the
    ranking names it among the absences dropped, so that the CSV file can name its evening
    too (it named every member's dropped evening but an absent one's: a secretary's trial)."""
    first, second, third, fourth = (c.key for c in season.season_ranking("2026").columns
                                    if c.key.startswith("evening_"))
    rows = {r.member.name: r for r in season.season_ranking("2026", drop_worst=1).rows}
    # A [4, 1, 3, —]: the absence of the 4th dropped, no result;  B [3, 4, 1, 2]: the 1
    # D [1, —, 4, 1]: the absence of the 2nd;  E [—, 2, 5, —]: of two absences the later
    assert {n: (r.dropped, r.dropped_absences) for n, r in rows.items()} == {
        "A": (frozenset(), {fourth}), "B": ({third}, frozenset()),
        "C": ({third}, frozenset()), "D": (frozenset(), {second}),
        "E": (frozenset(), {fourth})}
    # the best 1 of 4: A keeps the 4 of the 1st, drops the 2nd and 3rd and the absence
    rows = {r.member.name: r for r in season.season_ranking("2026", best=1).rows}
    assert (rows["A"].dropped, rows["A"].dropped_absences) == ({second, third}, {fourth})
    assert (rows["E"].dropped, rows["E"].dropped_absences) == ({second}, {first, fourth})
    # nothing dropped: no absence dropped either
    assert not any(r.dropped_absences for r in season.season_ranking("2026").rows)


def test_season_best_n_of_m(season):
    ranking = season.season_ranking("2026", best=2, of=3)
    # the first 3 evenings, the best 2 count:
    # A [4, 1, 3] → 7;  B [3, 4, 1] → 7;  C [2, 3, 2] → 5;  D [1, —, 4] → 5;  E [—, 2, 5] → 7
    # 7: one evening won each; best evening E 5, A and B 4; A and B: 3 evenings each: shared
    # 5: no evening won; best evening D 4, C 3
    assert season_table(ranking) == [
        (1, "E", 7, None), (2, "A", 7, "tie"), (2, "B", 7, "tie"),
        (4, "D", 5, "Total"), (5, "C", 5, "Best evening")]
    assert len([c for c in ranking.columns if c.key.startswith("evening_")]) == 3
    # said once (it read "best 2 of 3 evenings (the first 3 evenings, the best 2)")
    best_two = season_rule(RANK_POINTS_RULE, "each member's best 2 results of the season's "
                                             "first 3 evenings; dropped results are marked.")
    assert ranking.rule == best_two
    # the worst dropped too: the same two results count, said the same way
    assert season.season_ranking("2026", best=2, of=3, drop_worst=1).rule == best_two


def test_season_best_one_marks_every_other_result_dropped(season):
    ranking = season.season_ranking("2026", best=1)
    # the best 1 of 4 counts; every other result is dropped (marked), an absence is not:
    # A [4, 1, 3, —] → 4, drops 2nd and 3rd;  B [3, 4, 1, 2] → 4, drops 1st, 3rd, 4th
    # C [2, 3, 2, 3] → 3 (the earlier 3), drops 1st, 3rd, 4th;  D [1, —, 4, 1] → 4, drops
    # 1st and 4th;  E [—, 2, 5, —] → 5, drops 2nd
    # 4: A and B one evening won each, best evening 4 each, B played 4 evenings, A 3; D none won
    assert season_table(ranking) == [
        (1, "E", 5, None), (2, "B", 4, "Total"), (3, "A", 4, "Evenings played"),
        (4, "D", 4, "Evenings won"), (5, "C", 3, "Total")]
    first, second, third, fourth = (c.key for c in ranking.columns
                                    if c.key.startswith("evening_"))
    dropped = {r.member.name: r.dropped for r in ranking.rows}
    assert dropped == {"A": {second, third}, "B": {first, third, fourth},
                       "C": {first, third, fourth}, "D": {first, fourth}, "E": {second}}


def test_season_drop_worst_waits_for_enough_evenings(season):
    ranking = season.season_ranking("2026", of=1, drop_worst=1)
    assert [r.figures["total"] for r in ranking.rows] == [4, 3, 2, 1]
    assert ("Counted: every result of the season's first evening. The worst result of each "
            "member is dropped once the season has more than one evening.") in ranking.rule


def test_season_by_points(club):
    add_members(club, "ABCD")
    for date, (ab, cd) in (("2026-01-08", (1000, 884)), ("2026-02-05", (800, 1084))):
        evening = club.new_evening(date, "schieber", preset="turnier")
        paper(club, evening, 1, 1, A=ab, B=ab, C=cd, D=cd)
    ranking = club.season_ranking("2026", scoring="points")
    # A, B 1000 + 800 = 1800;  C, D 884 + 1084 = 1968
    assert season_table(ranking) == [
        (1, "C", 1968, "tie"), (1, "D", 1968, "tie"), (3, "A", 1800, "tie"),
        (3, "B", 1800, "tie")]
    assert ranking.rule == season_rule(POINTS_RULE, "every result of the season's 2 evenings.")


def test_season_by_points_needs_comparable_evenings(season):
    with pytest.raises(ClubInputError) as refused:
        season.season_ranking("2026", scoring="points")
    # the first Differenzler evening is named, with the figure that ranks the lowest first
    assert str(refused.value) == (
        "the evening of 2026-01-08 ranks the lowest first (Penalty): a season of such "
        "evenings can only add rank points")
    # the date as the reader writes it (a trial's German window said "vom 2026-01-08")
    from jasstafel import i18n

    previous = i18n.language()
    try:
        i18n.use("de")
        assert i18n.render(refused.value.message).startswith("am Abend vom 08.01.2026 ")
    finally:
        i18n.use(previous)


def test_season_by_points_needs_one_figure(club):
    """Points of a Schieber Turnier, a Coiffeur total and Fahnder's net Striche do not add
    up: the season's ranking by points is refused, naming the figures in order."""
    add_members(club, "ABCD")
    turnier = club.new_evening("2026-01-08", "schieber", preset="turnier")
    paper(club, turnier, 1, 1, A=1000, B=1000, C=884, D=884)
    coiffeur = club.new_evening("2026-02-05", "coiffeur")
    paper(club, coiffeur, 1, 1, A=3000, B=3000, C=2900, D=2900)
    # two figures: Points and Total
    with pytest.raises(ClubInputError) as refused:
        club.season_ranking("2026", scoring="points")
    assert str(refused.value) == (
        "the season's evenings count different figures (Points, Total): add rank points "
        "instead")
    fahnder = club.new_evening("2026-03-05", "fahnder")
    paper(club, fahnder, 1, 1, A=(None, {"striche": 12, "nuller": 0}),
          B=(None, {"striche": 5, "nuller": 1}), C=(None, {"striche": 3, "nuller": 0}),
          D=(None, {"striche": 2, "nuller": 2}))
    # three: in alphabetical order, each named once
    with pytest.raises(ClubInputError) as refused:
        club.season_ranking("2026", scoring="points")
    assert "different figures (Net Striche, Points, Total):" in str(refused.value)
    # ... and the first two alone, counted up to the second evening, still differ
    with pytest.raises(ClubInputError, match=r"\(Points, Total\)"):
        club.season_ranking("2026", scoring="points", of=2)
    # one evening, one figure: no refusal; its points are the season's
    ranking = club.season_ranking("2026", scoring="points", of=1)
    assert season_table(ranking) == [
        (1, "A", 1000, "tie"), (1, "B", 1000, "tie"), (3, "C", 884, "tie"),
        (3, "D", 884, "tie")]


def test_season_ranking_counts_every_evening_by_default():
    """season_ranking() without best, of, drop_worst: every evening counts, nothing dropped,
    rank points. Members 1 and 2, two evenings of two members each (standings packed as
    the club keeps them: member, rank, participants, score)."""
    members = {1: Member(1, "A"), 2: Member(2, "B")}
    packed = {10: pack([(1, 1, 2, 500), (2, 2, 2, 400)]),
              11: pack([(2, 1, 2, 700), (1, 2, 2, 100)])}
    ranking = season_ranking("2026", [(10, "2026-01-08"), (11, "2026-02-05")], packed,
                             members)
    # A: 2 + 1 = 3, B: 1 + 2 = 3; one evening won each, best evening 2 each, two evenings
    assert season_table(ranking) == [(1, "A", 3, "tie"), (1, "B", 3, "tie")]
    assert all(row.dropped == frozenset() for row in ranking.rows)
    assert "Counted: every result of the season's 2 evenings." in ranking.rule
    assert ranking.columns == (
        Column("total", "Total", True), Column("wins", "Evenings won", True),
        Column("best", "Best evening", True), Column("evenings", "Evenings played", True),
        Column("evening_10", "2026-01-08"), Column("evening_11", "2026-02-05"))
    assert ranking.kind == "season" and ranking.title == "Season 2026"


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"best": 0}, "best N: N must be 1 or more"), ({"of": 0}, "of M: M must be 1 or more"),
    ({"drop_worst": -1}, "the number of worst results to drop cannot be negative"),
    ({"scoring": "goals"}, "unknown season scoring 'goals' (rank_points or points)")])
def test_season_settings_refused(season, kwargs, message):
    with pytest.raises(ClubInputError) as refused:
        season.season_ranking("2026", **kwargs)
    assert str(refused.value) == message


def test_season_by_points_counts_an_evening_of_nothing_as_nothing(club):
    """A team without a point in a Turnier (12 × 157 = 1884 : 0) has 0 points, not 1."""
    add_members(club, "ABCD")
    evening = club.new_evening("2026-01-08", "schieber", preset="turnier")
    paper(club, evening, 1, 1, A=1884, B=1884, C=0, D=0)
    assert season_table(club.season_ranking("2026", scoring="points")) == [
        (1, "A", 1884, "tie"), (1, "B", 1884, "tie"), (3, "C", 0, "tie"), (3, "D", 0, "tie")]


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"best": 0}, "best N: N must be 1 or more"), ({"of": 0}, "of M: M must be 1 or more")])
def test_season_ranking_checks_its_settings_itself(kwargs, message):
    """The function refuses what the club's method refuses, for every other caller."""
    with pytest.raises(ClubInputError, match=f"^{message}$"):
        season_ranking("2026", [], {}, {}, **kwargs)


def test_an_evening_without_standings_is_an_absence_for_everyone():
    """Evening 10 has no standings (nothing kept yet): nobody gets anything from it, and
    the evenings after it still count. Two evenings of three members (rank points 3, 2, 1):
    A first twice: 6 and two evenings won; B 2 + 1 = 3 and C 1 + 2 = 3: equal in the total,
    in evenings won (none), the best evening (2) and evenings played (2): shared."""
    members = {1: Member(1, "A"), 2: Member(2, "B"), 3: Member(3, "C")}
    packed = {11: pack([(1, 1, 3, 0), (2, 2, 3, 0), (3, 3, 3, 0)]),
              12: pack([(1, 1, 3, 0), (3, 2, 3, 0), (2, 3, 3, 0)])}
    evenings = [(10, "2026-01-08"), (11, "2026-02-05"), (12, "2026-03-05")]
    ranking = season_ranking("2026", evenings, packed, members)
    assert season_table(ranking) == [(1, "A", 6, None), (2, "B", 3, "tie"),
                                     (2, "C", 3, "tie")]
    a = ranking.rows[0].figures
    assert (a["wins"], a["best"], a["evenings"]) == (2, 3, 2)
    assert (a["evening_10"], a["evening_11"], a["evening_12"]) == (None, 3, 3)


def test_an_unknown_season(season):
    with pytest.raises(ClubInputError, match="no evening with results in the season '1999'"):
        season.season_ranking("1999")


# -- statistics ---------------------------------------------------------------------------------


def test_member_statistics(season):
    c = season.find_member("C")
    stats = season.member_statistics(c.id)
    # C: 4 evenings, one game each, won the 4th; penalties 30, 20, 40, 10 → average 25; no
    # Matches count: a Differenzler has no Matches
    assert (stats.evenings, stats.games, stats.wins, stats.matches) == (4, 4, 1, None)
    assert stats.average_points == 25.0
    assert [(p.date, p.rank, p.participants, p.score, p.season_points, p.cumulative)
            for p in stats.series] == [
        ("2026-01-08", 3, 4, 30, 2, 2), ("2026-02-05", 2, 4, 20, 3, 5),
        ("2026-03-05", 4, 5, 40, 2, 7), ("2026-04-02", 1, 3, 10, 3, 10)]
    assert season.member_statistics(c.id, season="1999").games == 0


def test_statistics_over_several_variants(club):
    add_members(club, "ABCD")
    first = club.new_evening("2026-01-08", "molotow")
    paper(club, first, 1, 1, A=200, B=300, C=400, D=506)  # 1'406: 8 rounds
    second = club.new_evening("2026-01-15", "schieber", preset="turnier")
    paper(club, second, 1, 1, A=(1000, {"matches": 2}), B=(1000, {"matches": 2}), C=884,
          D=884)
    stats = club.member_statistics(club.find_member("A").id)
    assert (stats.evenings, stats.games, stats.wins, stats.matches) == (2, 2, 2, 2)
    assert stats.average_points is None  # points of two variants do not mix
    assert [(v.variant, v.games, v.average_points) for v in stats.by_variant] == [
        ("molotow", 1, 200.0), ("schieber", 1, 1000.0)]


# -- kept evening rankings (schema v4) ------------------------------------------------------------


def kept(club):
    return {e for (e,) in club._conn.execute("SELECT evening_id FROM evening_ranks")}


def test_pack_and_unpack():
    rows = [(7, 1, 4, 1013), (3, 2, 4, -12), (12, 4, 4, 5_000_000_000)]
    data = pack(rows)
    assert len(data) == 8 * 4 * 3
    assert list(unpack(data)) == [v for row in rows for v in row]
    assert pack([(1, 1, 1, 1)])[:8] == b"\x01" + b"\x00" * 7  # little-endian


@pytest.mark.skipif(sys.byteorder != "little", reason="fakes a big-endian machine")
def test_pack_swaps_the_bytes_on_a_big_endian_machine(monkeypatch):
    """The standings are stored little-endian on every machine: a big-endian one swaps the
    bytes of its numbers on the way in and out. Faked here on a little-endian machine, where
    the swap turns the numbers big-endian: the swap is seen, and undone by unpack."""
    monkeypatch.setattr(sys, "byteorder", "big")
    data = pack([(1, 2, 3, 4)])
    assert data[:8] == b"\x00" * 7 + b"\x01"
    assert list(unpack(data)) == [1, 2, 3, 4]


def test_season_rankings_are_kept_and_follow_every_change(season):
    club = season
    first = club.season_ranking("2026")
    assert len(kept(club)) == 4  # every evening's ranking is kept now
    assert club.season_ranking("2026") == first  # ... and read back the same
    evenings = club.evenings("2026")
    a, e = club.find_member("A").id, club.find_member("E").id

    # a correction: A has the lowest penalty of the second evening (A 4 → 1st: 4 points)
    club.correct_result(evenings[1].id, 1, 1, [PaperResult(a, 5)])
    assert evenings[1].id not in kept(club)
    assert season_table(club.season_ranking("2026"))[0] == (1, "A", 11, None)

    # a table deleted and typed again without E: E keeps only the second evening, where
    # A's correction put him 4th of 4 (A 5, B 10, C 20, E 30): 1 point
    club.delete_results(evenings[2].id, 1, 1)
    assert evenings[2].id not in kept(club)
    paper(club, evenings[2], 1, 1, D=20, A=30, C=40, B=50)
    row = {r.member.id: r for r in club.season_ranking("2026").rows}[e]
    assert row.figures["total"] == 1 and row.figures["evenings"] == 1

    # a draw changes sit-outs, so it clears the kept ranking too
    club.season_ranking("2026")
    ids = [m.id for m in club.members()]
    club.draw(evenings[3].id, ids, rng=random.Random(1), from_passe=2)
    assert evenings[3].id not in kept(club)


def test_a_ranking_computed_before_a_change_is_not_kept(season):
    club = season
    evening = club.evenings("2026")[0]
    club._conn.execute("DELETE FROM evening_ranks")
    computed = club._standings(club._conn, [evening.id])  # read at change count N
    club.correct_result(evening.id, 1, 1, [PaperResult(club.find_member("D").id, 5)])
    club._remember(computed)  # N is outdated: nothing kept
    assert kept(club) == set()
    club._remember(club._standings(club._conn, [evening.id]))
    assert kept(club) == {evening.id}


def test_a_database_that_cannot_keep_rankings_still_ranks(season, monkeypatch):
    club = season
    club._conn.execute("DELETE FROM evening_ranks")
    expected = club.season_ranking("2026", drop_worst=1)
    club._conn.execute("DELETE FROM evening_ranks")

    def refuse():
        raise ClubError("attempt to write a readonly database")

    monkeypatch.setattr(club, "_write", refuse)
    assert club.season_ranking("2026", drop_worst=1) == expected
    assert club.member_statistics(club.find_member("C").id).series
    assert kept(club) == set()


@settings(max_examples=25, deadline=None)
@given(st.data())
def test_kept_rankings_equal_fresh_ones(tmp_path_factory, data):
    """Random seasons: the ranking from kept evening rankings, from none, and from each
    evening's ranking computed again are all the same."""
    path = tmp_path_factory.mktemp("season") / "club.sqlite"
    with Club.open(path) as club:
        ids = list(add_members(club, [f"M{i}" for i in range(8)]).values())
        variant = data.draw(st.sampled_from(["molotow", "coiffeur", "pandur", "fahnder"]))
        for day in range(data.draw(st.integers(1, 5))):
            evening = club.new_evening(f"2026-01-{day + 1:02d}", variant, passen=2)
            for passe in (1, 2):
                players = data.draw(st.permutations(ids))[:4]
                # figures the variant makes possible (Fahnder: net up to 14; Pandur up to 20;
                # Coiffeur: one figure per team of the first two and the last two named)
                points = data.draw(st.lists(st.integers(0, 14), min_size=4, max_size=4))
                ranks: list[int | None] = [None] * 4
                if variant == "coiffeur":
                    points = [points[0], points[0], points[2], points[2]]
                if variant == "molotow":  # the table's sum ends as 8 rounds × 157 do
                    points[-1] += (6 - sum(points)) % 10
                if variant == "pandur":  # how a Pandur can end: 15 or more before the loser
                    ranks = list(data.draw(st.sampled_from([(1, 2, 3, 4), (1, 1, 3, 4),
                                                            (1, 2, 2, 4)])))
                    points = [p if r == 4 else 15 + p % 6
                              for p, r in zip(points, ranks, strict=True)]
                club.record_result(evening.id, passe, 1, [
                    PaperResult(m, p, rank=r)
                    for m, p, r in zip(players, points, ranks, strict=True)])
        best = data.draw(st.none() | st.integers(1, 5))
        drop = data.draw(st.integers(0, 2))
        cold = club.season_ranking("2026", best=best, drop_worst=drop)
        warm = club.season_ranking("2026", best=best, drop_worst=drop)
        assert warm == cold
        evenings = club.evenings("2026")
        fresh = {e.id: pack(standings(club.evening_ranking(e.id))) for e in evenings}
        members = {m.id: m for m in club.members()}
        assert season_ranking("2026", [(e.id, e.date) for e in evenings], fresh, members,
                              best=best, drop_worst=drop) == cold



def test_an_evening_without_a_title_is_named_by_its_variant_in_the_language(club):
    """The ranking's title is the variant's name as the core says it, so a French club
    reads "Différence", not "Differenzler" as plain text."""
    from jasstafel import i18n

    ids = [club.add_member(n).id for n in ("Anna", "Beat", "Cla", "Dora")]
    evening = club.new_evening("2026-11-27", "differenzler", passen=1)
    club.record_result(evening.id, 1, 1, [PaperResult(m, 10 + i) for i, m in enumerate(ids)])
    title = club.evening_ranking(evening.id).title
    previous = i18n.language()
    try:
        for language, said in (("fr", "27.11.2026 Différence"),
                               ("en", "2026-11-27 Differenzler")):
            i18n.use(language)
            assert i18n.render(title) == said
    finally:
        i18n.use(previous)
