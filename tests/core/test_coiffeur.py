"""Coiffeur, RULES.md section 2. Expected values are worked out by hand in the comments."""

import pytest

from jasstafel.core import RuleViolation, Team
from jasstafel.core.coiffeur import PRESETS, CoiffeurRound, row_word
from jasstafel.core.matchfile import new_match

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]
# Jassverein rows: 0 Eichel 1, 1 Schellen 2, 2 Schilten 3, 3 Rosen 4, 4 Obenabe 5,
# 5 Undenufe 6, 6 Misère 7, 7 Slalom 8, 8 Gusti/Mery 9, 9 Wunsch 10, 10 Coiffeur 3×3 11
EICHEL, ROSEN, OBENABE, MISERE, WUNSCH, COIFFEUR = 0, 3, 4, 6, 9, 10


def coiffeur(preset="jassverein", players=PLAYERS, **settings):
    return new_match("coiffeur", players, preset=preset, settings=settings or None)


def cell(team, row, points=0, **kw):
    return CoiffeurRound(team=team, row=row, points=points, **kw)


def totals(m):
    return [s.total for s in m.board().sides]


def refused(m, entry, rule):
    before = m.board()
    with pytest.raises(RuleViolation) as err:
        m.add(entry)
    assert err.value.rule == rule
    assert m.board() == before


def test_presets_rows_and_factors():
    assert [(r.name, r.factor) for r in PRESETS["jassverein"].rows] == [
        ("Eichel", 1), ("Schellen", 2), ("Schilten", 3), ("Rosen", 4), ("Obenabe", 5),
        ("Undenufe", 6), ("Misère", 7), ("Slalom", 8), ("Gusti/Mery", 9), ("Wunsch", 10),
        ("Coiffeur 3×3", 11),
    ]
    assert [(r.name, r.factor) for r in PRESETS["swisslos_8"].rows] == [
        ("Eichel", 1), ("Rosen", 2), ("Schilten", 3), ("Schellen", 4), ("Obenabe", 5),
        ("Undenufe", 6), ("Joker", 7), ("Joker", 8),
    ]
    assert [(r.name, r.factor) for r in PRESETS["swisslos_10"].rows][8:] == [
        ("Slalom", 9), ("Guschti", 10),
    ]


def test_only_the_announcing_team_is_written():
    # Rosen ×4, Team A 90 -> 360; Team B gets nothing for its 67
    m = coiffeur()
    m.add(cell(0, ROSEN, 90))
    assert totals(m) == [360, 0]
    assert m.board().figures["rows"][ROSEN]["cells"] == [360, None]


def test_stoeck_counts_times_factor():
    # Rosen ×4 with Stöck: (90 + 20) × 4 = 440
    m = coiffeur()
    m.add(cell(0, ROSEN, 90, stoeck=True))
    assert totals(m) == [440, 0]


def test_stoeck_refused_without_trump_or_when_off():
    refused(coiffeur(), cell(0, OBENABE, 90, stoeck=True), "coiffeur.stoeck")
    refused(coiffeur(), cell(0, MISERE, 90, stoeck=True), "coiffeur.stoeck")
    refused(coiffeur(stoeck=False), cell(0, ROSEN, 90, stoeck=True), "coiffeur.stoeck")
    m = coiffeur()
    m.add(cell(0, WUNSCH, 90, stoeck=True))  # Wunsch may be a trump: (90 + 20) × 10 = 1100
    assert totals(m) == [1100, 0]


def test_match_writes_257_times_factor_plus_bonus():
    # Obenabe ×5 Match: 257 × 5 = 1285; with bonus 500: 1785
    m = coiffeur()
    m.add(cell(1, OBENABE, 157, match=True))
    assert totals(m) == [0, 1285]
    m = coiffeur(match_bonus=500)
    m.add(cell(1, OBENABE, 157, match=True))
    assert totals(m) == [0, 1785]
    assert m.board().sides[1].figures["matches"] == 1


def test_match_needs_157():
    refused(coiffeur(), cell(0, ROSEN, 150, match=True), "coiffeur.match")


def test_157_without_match_is_a_nullstich():
    m = coiffeur()
    m.add(cell(0, EICHEL, 157))  # 157 × 1
    assert totals(m) == [157, 0]
    # the others took a trick worth nothing (RULES.md §0): named, as the Schieber names it
    assert m.board().entries[0].notes == ["Nullstich"]


@pytest.mark.parametrize(("entry", "notes"), [
    (cell(0, ROSEN, 157, match=True), ["Match"]),
    (cell(0, ROSEN, 156), []),
    (cell(0, ROSEN, 1), []),
    # the announcing team took only tricks worth nothing: no Kontermatsch, a Nullstich
    (cell(0, ROSEN, 0), ["Nullstich"]),
    (cell(0, ROSEN, 0, kontermatsch=True), ["Kontermatsch"]),
    # Misère: its Match is no trick at all; 0 card points with a trick is a Nullstich
    (cell(0, MISERE, 0, match=True), ["Match"]),
    (cell(0, MISERE, 0), ["Nullstich"]),
    (cell(0, MISERE, 157), []),
])
def test_the_nullstich_is_named_where_the_others_or_the_team_took_a_trick_worth_nothing(
        entry, notes):
    m = coiffeur()
    m.add(entry)
    assert m.board().entries[0].notes == notes


def test_misere_counts_what_the_others_took():
    # Misère ×7, own points 20: (157 - 20) × 7 = 959
    m = coiffeur()
    m.add(cell(0, MISERE, 20))
    assert totals(m) == [959, 0]


def test_misere_without_a_trick_is_a_match():
    # 257 × 7 = 1799
    m = coiffeur()
    m.add(cell(0, MISERE, 0, match=True))
    assert totals(m) == [1799, 0]
    refused(coiffeur(), cell(0, MISERE, 5, match=True), "coiffeur.misere_match")
    refused(coiffeur(), cell(0, MISERE, 0, kontermatsch=True), "coiffeur.misere_kontermatsch")


def test_misere_with_zero_points_but_a_trick_is_157_times_factor():
    m = coiffeur()
    m.add(cell(0, MISERE, 0))  # 157 × 7 = 1099
    assert totals(m) == [1099, 0]


def test_kontermatsch_writes_zero_and_fills_the_row():
    m = coiffeur()
    m.add(cell(0, COIFFEUR, 0, kontermatsch=True))
    b = m.board()
    assert totals(m) == [0, 0]
    assert b.figures["rows"][COIFFEUR]["cells"] == [0, None]
    assert b.sides[0].figures["open_rows"] == 10
    refused(m, cell(0, COIFFEUR, 50), "coiffeur.row_filled")
    refused(coiffeur(), cell(0, ROSEN, 10, kontermatsch=True), "coiffeur.kontermatsch")


def test_a_row_only_once_per_team():
    m = coiffeur()
    m.add(cell(0, ROSEN, 50))
    refused(m, cell(0, ROSEN, 60), "coiffeur.row_filled")
    m.add(cell(1, ROSEN, 60))  # the other team still has it open


def test_unknown_team_and_row():
    refused(coiffeur(), cell(2, ROSEN, 50), "coiffeur.team")
    refused(coiffeur(), cell(0, 11, 50), "coiffeur.row")
    refused(coiffeur(), cell(0, ROSEN, 158), "points.range")


def test_next_announcer_rotates_by_seat_and_skips_full_teams():
    # rows editable: two rows only
    rows = [{"name": "Eichel", "factor": 1, "kind": "trump"},
            {"name": "Obenabe", "factor": 3, "kind": "notrump"}]
    m = coiffeur(rows=rows)
    nxt = lambda: m.board().figures["next_announcer"]  # noqa: E731
    assert nxt()["player"] == "Anna"
    m.add(cell(0, 0, 100))
    assert nxt()["player"] == "Beat"
    m.add(cell(1, 0, 100))
    assert nxt()["player"] == "Cla"
    m.add(cell(0, 1, 100))  # Team A (Anna, Cla) is full
    assert nxt()["player"] == "Dora"
    assert nxt()["team"] == 1
    m.add(cell(1, 1, 10))
    assert nxt() is None


def test_end_and_winner():
    rows = [{"name": "Eichel", "factor": 1, "kind": "trump"},
            {"name": "Obenabe", "factor": 3, "kind": "notrump"}]
    m = coiffeur(rows=rows)
    m.add(cell(0, 0, 100))  # 100
    m.add(cell(1, 0, 57))  # 57
    m.add(cell(0, 1, 60))  # 180 -> A 280
    assert not m.board().finished
    m.add(cell(1, 1, 80))  # 240 -> B 297
    b = m.board()
    assert b.finished and b.winners == [1] and b.ranks == [2, 1]
    refused(m, cell(0, 0, 10), "match.finished")


def test_tie_more_matches_then_highest_factor_row():
    rows = [{"name": "Eichel", "factor": 1, "kind": "trump"},
            {"name": "Rosen", "factor": 2, "kind": "trump"}]
    # A: 257 (Match) + 0 (Kontermatsch) = 257; B: 157 + 50 × 2 = 257 -> tie; A has a Match
    m = coiffeur(rows=rows)
    m.add(cell(0, 0, 157, match=True))
    m.add(cell(1, 0, 157))
    m.add(cell(0, 1, 0, kontermatsch=True))
    m.add(cell(1, 1, 50))
    assert totals(m) == [257, 257]
    assert m.board().winners == [0]
    # A: 100 + 50 × 2 = 200, B: 140 + 30 × 2 = 200, no Matches; Rosen ×2: A 100 > B 60 -> A
    m = coiffeur(rows=rows)
    for team, row, pts in [(0, 0, 100), (1, 0, 140), (0, 1, 50), (1, 1, 30)]:
        m.add(cell(team, row, pts))
    assert totals(m) == [200, 200]
    assert m.board().winners == [0]
    # all cells equal -> shared
    m = coiffeur(rows=rows)
    for team, row, pts in [(0, 0, 100), (1, 0, 100), (0, 1, 50), (1, 1, 50)]:
        m.add(cell(team, row, pts))
    assert m.board().winners == [0, 1] and m.board().ranks == [1, 1]


def test_uneinholbar():
    # rows Eichel ×1, Obenabe ×3. A: Eichel Match 257, Obenabe 150 × 3 = 450 -> 707, full.
    # B open: Eichel and Obenabe: max 257 × 1 + 257 × 3 = 1028 > 707: catchable.
    rows = [{"name": "Eichel", "factor": 1, "kind": "trump"},
            {"name": "Obenabe", "factor": 3, "kind": "notrump"}]
    m = coiffeur(rows=rows)
    m.add(cell(0, 0, 157, match=True))
    m.add(cell(0, 1, 150))
    assert m.board().figures["uneinholbar"] is None
    # B Obenabe 0 points (a trick worth 0): B 0, open Eichel max 257; lead 707 > 257 -> A
    m.add(cell(1, 1, 0))
    b = m.board()
    assert b.figures["uneinholbar"] == 0
    assert b.sides[1].figures["still_possible"] == 257
    assert b.figures["difference"] == [0, 707]
    assert "can no longer be caught" in b.status


def test_uneinholbar_needs_strictly_more():
    # lead exactly equal to what is still possible: not yet uneinholbar
    rows = [{"name": "Eichel", "factor": 1, "kind": "trump"},
            {"name": "Rosen", "factor": 1, "kind": "trump"}]
    m = coiffeur(rows=rows)
    m.add(cell(0, 0, 157, match=True))  # 257
    m.add(cell(1, 0, 0, kontermatsch=True))  # B 0, open: Rosen max 257; A open too
    assert m.board().figures["uneinholbar"] is None  # 257 > 257 is false
    m.add(cell(0, 1, 1))  # A 258 > 257
    assert m.board().figures["uneinholbar"] == 0


def test_three_teams_of_two_and_three_single_players():
    m = coiffeur(players=["A", "B", "C", "D", "E", "F"])
    assert [t.players for t in m.document.teams] == [[0, 3], [1, 4], [2, 5]]
    m.add(cell(2, ROSEN, 100))  # 400
    assert totals(m) == [0, 0, 400]
    m = coiffeur(players=["Ueli", "Vreni", "Werner"])
    assert [s.name for s in m.board().sides] == ["Ueli", "Vreni", "Werner"]
    m.add(cell(1, EICHEL, 57))
    assert totals(m) == [0, 57, 0]
    assert m.board().figures["next_announcer"]["player"] == "Vreni"


def test_setup_refuses_uneven_teams():
    with pytest.raises(RuleViolation):
        new_match("coiffeur", PLAYERS, teams=[Team(name="A", players=[0, 1, 2]),
                                              Team(name="B", players=[3])])
    with pytest.raises(RuleViolation):
        new_match("coiffeur", PLAYERS[:2])


def test_full_jassverein_game():
    # every row once per team; A always 100 card points, B takes its Matches in Wunsch
    m = coiffeur()
    factors = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
    for row in range(11):
        m.add(cell(0, row, 100))
        if row == WUNSCH:
            m.add(cell(1, row, 157, match=True))
        else:
            m.add(cell(1, row, 57))
    # factors add up to 66. A: 100 × (66 - 7) = 5900, Misère (157 - 100) × 7 = 399 -> 6299
    a = sum(100 * f for i, f in enumerate(factors) if i != MISERE) + 57 * 7
    # B: 57 × (66 - 7 - 10) = 2793, Misère (157 - 57) × 7 = 700, Wunsch 257 × 10 = 2570 -> 6063
    b = sum(57 * f for i, f in enumerate(factors) if i not in (MISERE, WUNSCH)) + 700 + 2570
    assert (a, b) == (6299, 6063)
    assert totals(m) == [a, b]
    assert m.board().finished and m.board().winners == [0]


def test_a_written_zero_and_an_empty_cell_rank_alike_during_the_partie():
    """The ranking during the Partie: a cell written with 0 (no points in that row) and a
    cell not written yet weigh the same in the tie-break by cells; so 0 : 0 is a shared
    first place, not one for the team that has not played its highest row yet."""
    m = new_match("coiffeur", PLAYERS)
    rows = m.rules.settings.rows
    top = max(range(len(rows)), key=lambda i: rows[i].factor)
    m.add(CoiffeurRound(team=0, row=top, points=0))
    b = m.board()
    assert [s.total for s in b.sides] == [0, 0] and not b.finished
    assert b.ranks == [1, 1]


def test_a_rows_name_is_the_catalogs_word_or_the_name_as_written():
    assert row_word("Rosen").context == "rules"  # a preset's row: said in the language
    own = row_word("Unser {Spiel}")
    assert own == "Unser {Spiel}" and own.context == ""  # a typed name, never formatted


def test_cell_marks_name_the_cells_written_with_a_match_or_a_kontermatsch():
    from jasstafel.core.coiffeur import cell_marks

    m = coiffeur()
    m.add(cell(0, EICHEL, 157, match=True))
    m.add(cell(1, ROSEN, kontermatsch=True))
    m.add(cell(1, EICHEL, 0))  # no trick but not a Kontermatsch: a plain 0
    m.add(cell(0, OBENABE, 90))
    assert cell_marks(m.entries) == {(0, EICHEL): "match", (1, ROSEN): "kontermatsch"}
    # the entries are the truth: a correction that takes the Match back takes its mark
    m.replace(0, cell(0, EICHEL, 150))
    assert cell_marks(m.entries) == {(1, ROSEN): "kontermatsch"}
    assert cell_marks([]) == {} and cell_marks(["not an entry"]) == {}
