"""The rows of the club's CSV files, built by hand from the club's records: what a
spreadsheet shows in each column, also for a guest, a member the records no longer name, a
Passe sat out, dropped season evenings and a result read from a match file."""

from jasstafel.club.draw import PasseDraw, TableDraw
from jasstafel.club.export import decided_by, ranking_rows, result_rows, seat_rows
from jasstafel.club.models import (
    Column,
    Evening,
    Member,
    Ranking,
    RankingRow,
    Result,
    SeatRow,
)

ANNA = Member(1, "Anna Muster", "Anna")
BEAT = Member(2, "Beat Keller", "Beat")
VRENI = Member(3, "Vreni Gast", "", guest=True)
CLA = Member(4, "Cla Caduff", "Cla")
MEMBERS = {m.id: m for m in (ANNA, BEAT, VRENI)}
EVENING = Evening(id=7, date="2026-11-26", season="2026", variant="schieber",
                  preset="turnier", settings={"mode": "rounds", "rounds": 12}, passen=2)


def german(text):
    """A translator that shows which words went through it."""
    return {"yes": "ja", "a Jasstafel match": "eine Jasstafel-Partie",
            "a paper sheet": "ein Papierblatt", "Guest": "Gast",
            "Passe {0}": "Passe {0}.", "2026-12-03": "a date is never translated"}.get(text, text)


# -- results -------------------------------------------------------------------------------------


def test_result_rows_name_teams_guests_and_where_a_result_came_from():
    results = [
        Result(7, 1, 1, 1, 1001, 1, True, matches=1, striche=3, side=0, source="match"),
        Result(7, 1, 1, 3, 1001, 1, True, matches=1, striche=3, side=0, source="match"),
        Result(7, 1, 1, 2, 883, 2, False, side=1),
        Result(7, 1, 1, 99, 883, 2, False, side=1),  # a member the records no longer have
        Result(7, 2, 1, 2, 500, 1, True, nuller=2),  # no side: a team of his own
    ]
    header, *rows = result_rows(EVENING, results, MEMBERS, german)
    assert header[:8] == ["Date", "Evening", "Passe", "Table", "Team", "Member", "Short name",
                          "Gast"]
    assert header[9:] == ["Matches", "Striche", "Nuller", "Rank at the table", "Won", "From"]
    # yes and no are 1 and 0, as in the match CSV: a spreadsheet adds them up (the guests,
    # the tables won), and a script reads them in every language (a programmer's trial)
    assert rows == [
        ["2026-11-26", "Schieber", 1, 1, "Anna Muster & Vreni Gast", "Anna Muster", "Anna", 0,
         1001, 1, 3, "", 1, 1, "eine Jasstafel-Partie"],
        ["2026-11-26", "Schieber", 1, 1, "Anna Muster & Vreni Gast", "Vreni Gast", "", 1,
         1001, 1, 3, "", 1, 1, "eine Jasstafel-Partie"],
        ["2026-11-26", "Schieber", 1, 1, "Beat Keller & 99", "Beat Keller", "Beat", 0,
         883, 0, "", "", 2, 0, "ein Papierblatt"],
        ["2026-11-26", "Schieber", 1, 1, "Beat Keller & 99", "99", "", 0,
         883, 0, "", "", 2, 0, "ein Papierblatt"],
        ["2026-11-26", "Schieber", 2, 1, "Beat Keller", "Beat Keller", "Beat", 0,
         500, 0, "", 2, 1, 1, "ein Papierblatt"],
    ]


def test_a_table_s_rows_follow_its_seats_and_only_a_schieber_or_coiffeur_writes_matches():
    """The rows of a table in the drawn seats' order (they were in the club's order of
    members), a player the draw did not seat there last; a Molotow has no Matches: its
    cell is empty, not 0."""
    molotow = Evening(**{**EVENING.__dict__, "variant": "molotow", "settings": {}})
    drawn = [PasseDraw(1, (TableDraw(1, (3, 1), ((3,), (1,))),), ())]
    results = [Result(7, 1, 1, m, points, rank, rank == 1)
               for m, points, rank in ((1, 40, 2), (2, 90, 3), (3, 20, 1))]
    rows = result_rows(molotow, results, MEMBERS, drawn=drawn)[1:]
    assert [(r[5], r[9]) for r in rows] == [("Vreni Gast", ""), ("Anna Muster", ""),
                                            ("Beat Keller", "")]
    for variant, settings, written in (("schieber", {"mode": "target"}, 0),
                                       ("coiffeur", {}, 0), ("differenzler", {}, ""),
                                       ("fahnder", {}, ""), ("guggitaler", {}, "")):
        evening = Evening(**{**EVENING.__dict__, "variant": variant, "settings": settings})
        header, row = result_rows(evening, [Result(7, 1, 1, 1, 10, 1, True)], MEMBERS)
        assert row[header.index("Matches")] == written, variant


def test_the_figure_column_is_named_by_what_it_holds():
    """A Schieber to a target ranks by Partien won, a Pandur by rank points, but a result
    holds the table's points (the Schreibpunkte): the column was named "Partien won" over
    1042 points (a trial's)."""
    def figure(variant, settings):
        evening = Evening(**{**EVENING.__dict__, "variant": variant, "settings": settings})
        return result_rows(evening, [Result(7, 1, 1, 1, 1042, 1, True)], MEMBERS)[0][7]
    assert figure("schieber", {"mode": "target", "target": 1000}) == "Points"
    assert figure("schieber", {"mode": "rounds", "rounds": 12}) == "Points"
    assert figure("pandur", {}) == "Score points"
    assert figure("fahnder", {}) == "Net Striche"
    assert figure("differenzler", {}) == "Penalty"


def test_the_guest_column_is_there_only_when_a_guest_played():
    """As docs/club.md says, and as the ranking's and the seat list's rows have it: a guest
    made a member since is a member, and the column of zeros it left said nothing."""
    results = [Result(7, 1, 1, 1, 1000, 1, True, side=0), Result(7, 1, 1, 2, 884, 2, False,
                                                                 side=1)]
    header, *rows = result_rows(EVENING, results, MEMBERS)
    assert header[5:8] == ["Member", "Short name", "Points"]
    assert [row[5:8] for row in rows] == [["Anna Muster", "Anna", 1000],
                                          ["Beat Keller", "Beat", 884]]
    header, *rows = result_rows(EVENING, [*results, Result(7, 1, 1, 3, 884, 2, False, side=1)],
                                MEMBERS)
    assert header[5:9] == ["Member", "Short name", "Guest", "Points"]
    assert [row[7] for row in rows] == [0, 0, 1]


def test_an_evening_with_a_title_is_named_by_it():
    titled = Evening(**{**EVENING.__dict__, "title": "Chlausjass"})
    _header, row = result_rows(titled, [Result(7, 1, 1, 1, 10, 1, True)], MEMBERS)
    assert row[1] == "Chlausjass"


# -- the seat list -------------------------------------------------------------------------------


def seat(passe, table, seat_no, team, member):
    return SeatRow(passe, table, seat_no, team, member.id, member.name, member.short_name)


def test_seat_rows_with_a_guest_and_a_passe_sat_out():
    rows = [seat(1, 1, 1, "A", ANNA), seat(1, 1, 2, "B", VRENI),
            SeatRow(1, None, None, "", 2, "Beat Keller", "Beat"),
            SeatRow(2, 1, 1, "A", 99, "Gone", "")]  # a member the records no longer have
    header, *out = seat_rows(rows, MEMBERS, german)
    assert header == ["Passe", "Table", "Seat", "Team", "Member id", "Name", "Short name",
                      "Gast"]
    assert out == [[1, 1, 1, "A", 1, "Anna Muster", "Anna", 0],
                   [1, 1, 2, "B", 3, "Vreni Gast", "", 1],
                   [1, "", "", "", 2, "Beat Keller", "Beat", 0],
                   [2, 1, 1, "A", 99, "Gone", "", 0]]


def test_seat_rows_without_guests_have_no_guest_column():
    rows = [seat(1, 1, 1, "A", ANNA), seat(1, 1, 2, "B", BEAT)]
    assert seat_rows(rows, MEMBERS) == [
        ["Passe", "Table", "Seat", "Team", "Member id", "Name", "Short name"],
        [1, 1, 1, "A", 1, "Anna Muster", "Anna"], [1, 1, 2, "B", 2, "Beat Keller", "Beat"]]
    assert seat_rows(rows) == seat_rows(rows, MEMBERS)  # no members given: none is a guest


# -- rankings ------------------------------------------------------------------------------------

EVENING_COLUMNS = (Column("points", "Points", decides=True), Column("passe_1", "Passe 1"),
                   Column("passe_2", "Passe 2"), Column("played", "Played"),
                   Column("sat_out", "Sat out"), Column("credit_points", "Points"))


def test_an_evening_ranking_shows_the_sit_out_columns_only_when_somebody_sat_out():
    nobody = Ranking("evening", "Chlausjass", "points", EVENING_COLUMNS, (
        RankingRow(1, ANNA, {"points": 1900, "passe_1": 1001, "passe_2": 899, "played": 2,
                             "sat_out": 0, "credit_points": 0}),
        RankingRow(2, VRENI, {"points": 1700, "passe_1": 883, "passe_2": 817, "played": 2,
                              "sat_out": None, "credit_points": 0}, decided_by="Points"),
    ))
    assert ranking_rows(nobody, german) == [
        ["Rank", "Member", "Short name", "Gast", "Points", "Passe 1.", "Passe 2.",
         "Decided by"],
        [1, "Anna Muster", "Anna", 0, 1900, 1001, 899, ""],
        # below on the first figure: plain to see, nothing written (as on screen and paper)
        [2, "Vreni Gast", "", 1, 1700, 883, 817, ""],
    ]
    somebody = Ranking("evening", "Chlausjass", "points", EVENING_COLUMNS, (
        RankingRow(1, ANNA, {"points": 2002, "passe_1": 1001, "passe_2": None, "played": 1,
                             "sat_out": 1, "credit_points": 1001}),
        RankingRow(2, BEAT, {"points": 1766, "passe_1": 883, "passe_2": 883, "played": 2,
                             "sat_out": 0, "credit_points": 0}),
    ))
    assert ranking_rows(somebody) == [
        ["Rank", "Member", "Short name", "Points", "Passe 1", "Passe 2", "Played", "Sat out",
         "Sit-out credit: Points", "Decided by"],
        [1, "Anna Muster", "Anna", 2002, 1001, "", 1, 1, 1001, ""],
        [2, "Beat Keller", "Beat", 1766, 883, 883, 2, 0, 0, ""],
    ]


def test_a_season_ranking_names_evenings_by_their_date_and_counts_the_dropped_ones():
    columns = (Column("points", "Points", decides=True), Column("evening_12", "2026-12-03"),
               Column("evening_3", "2026-11-05"), Column("evening_10", "2026-11-26"))
    season = Ranking("season", "2026", "points", columns, (
        RankingRow(1, ANNA, {"points": 90, "evening_12": 40, "evening_3": 7, "evening_10": 50},
                   dropped=frozenset({"evening_12", "evening_3"})),
        RankingRow(2, BEAT, {"points": 60, "evening_12": 30, "evening_3": 30,
                             "evening_10": None}),
    ))
    assert ranking_rows(season, german) == [
        ["Rank", "Member", "Short name", "Points", "2026-12-03", "2026-11-05", "2026-11-26",
         "Dropped evenings", "Decided by"],
        # the dropped evenings in the order they were played (3 before 12), not as sorted text
        [1, "Anna Muster", "Anna", 90, 40, 7, 50, "2026-11-05, 2026-12-03", ""],
        [2, "Beat Keller", "Beat", 60, 30, 30, "", "", ""],
    ]


def test_decided_by_names_only_a_tie_broken_by_a_later_figure():
    """The first figure (after the Passen counted) is never written, in the CSV file as on
    screen and paper; a later figure that broke a tie is, and so are the Passen."""
    columns = (Column("passen", "Passen", decides=True), Column("points", "Total", decides=True),
               Column("wins", "Passen won", decides=True))
    ranking = Ranking("evening", "", "", columns, (
        RankingRow(1, ANNA, {"passen": 2, "points": 80, "wins": 1}),
        RankingRow(2, BEAT, {"passen": 2, "points": 80, "wins": 0}, "Passen won"),
        RankingRow(3, VRENI, {"passen": 2, "points": 0, "wins": 1}, "Total"),
        RankingRow(4, CLA, {"passen": 1, "points": 90, "wins": 1}, "Passen")))
    assert [decided_by(ranking, row) for row in ranking.rows] == ["", "Passen won", "", "Passen"]
    assert [row[-1] for row in ranking_rows(ranking)] == [
        "Decided by", "", "Passen won", "", "Passen"]
