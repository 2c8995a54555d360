"""A season that adds its evenings' points says where those evenings' table rules differ
(an English club organiser's trial: with *Each evening gives: its points* the season added a
3-round evening's 327 to the 12-round evenings' ~2000 without a word, while the Statistics
tab of the same window kept them apart by table rules).

Not a new rule: the sum stays what the season's rule says; the ranking's ``note`` names the
settings that differ and the evenings of each value, and only where figures are added
(rank points are the same for every evening, whatever its table rules)."""

import pytest

from jasstafel.club import PaperResult

from . import add_members

NOTE = ("Not every evening counted was played with the same table rules; their points are "
        "added as they are. ")


def turnier(club, ids, date, rounds=12, ours=None, **settings):
    """A Schieber Turnier of one Passe at one table: team A (Anna, Cla) *ours*, team B the
    rest of 157 points a round (rounds × 157 in all; RULES.md, Schieber Turnier)."""
    total = 157 * rounds
    ours = total // 2 + 70 if ours is None else ours
    evening = club.new_evening(date, "schieber", preset="turnier", passen=1,
                               settings={"rounds": rounds, **settings})
    four = [ids["Anna"], ids["Beat"], ids["Cla"], ids["Dora"]]
    club.record_result(evening.id, 1, 1, [
        PaperResult(m, ours if i % 2 == 0 else total - ours, side=i % 2)
        for i, m in enumerate(four)])
    return evening


@pytest.fixture
def ids(club):
    return add_members(club, ["Anna", "Beat", "Cla", "Dora"])


def test_a_three_round_evening_among_twelve_round_ones_is_named(club, ids):
    for date in ("2026-01-15", "2026-02-12", "2026-03-12"):
        turnier(club, ids, date, ours=1000)  # 12 rounds: 1000 : 884
    turnier(club, ids, "2026-04-16", rounds=3, ours=327)  # 3 rounds: 327 : 144
    ranking = club.season_ranking("2026", scoring="points")
    # the sum is the rule's: Anna 3 × 1000 + 327 = 3327, Beat 3 × 884 + 144 = 2796
    totals = {row.member.name: row.figures["total"] for row in ranking.rows}
    assert totals == {"Anna": 3327, "Cla": 3327, "Beat": 2796, "Dora": 2796}
    assert ranking.note == NOTE + ("Rounds (fixed rounds): 3 on 2026-04-16; 12 on the other "
                                   "evenings.")
    # the rule itself is unchanged: the note is said beside it
    assert ranking.note not in ranking.rule


def test_rank_points_add_no_figures_and_say_nothing(club, ids):
    turnier(club, ids, "2026-01-15")
    turnier(club, ids, "2026-04-16", rounds=3)
    assert club.season_ranking("2026").note == ""


def test_evenings_of_the_same_table_rules_say_nothing(club, ids):
    turnier(club, ids, "2026-01-15")
    turnier(club, ids, "2026-02-12")
    # the deck only names the suits: the same rules
    turnier(club, ids, "2026-03-12", deck="fr")
    assert club.season_ranking("2026", scoring="points").note == ""


def test_every_value_has_its_evenings_and_the_most_common_is_the_others(club, ids):
    turnier(club, ids, "2026-01-15")
    turnier(club, ids, "2026-02-12", rounds=3)
    turnier(club, ids, "2026-03-12")
    turnier(club, ids, "2026-04-16", rounds=6, weis=True)
    turnier(club, ids, "2026-05-07", rounds=3)
    turnier(club, ids, "2026-06-04")
    note = club.season_ranking("2026", scoring="points").note
    # rounds: 12 on three evenings (the others), 3 on two, 6 on one, in the order of their
    # first evening; Weis (none in the Turnier preset) counted on one evening
    assert note == NOTE + (
        "Rounds (fixed rounds): 3 on 2026-02-12, 2026-05-07; 6 on 2026-04-16; 12 on the "
        "other evenings. Weis and Stöck count: yes on 2026-04-16; no on the other evenings.")


def test_only_the_evenings_counted_are_compared(club, ids):
    turnier(club, ids, "2026-01-15")
    turnier(club, ids, "2026-02-12")
    turnier(club, ids, "2026-04-16", rounds=3)
    assert club.season_ranking("2026", scoring="points", of=2).note == ""
    assert "3 on 2026-04-16" in club.season_ranking("2026", scoring="points", of=3).note


def test_evenings_of_two_variants_that_count_points_are_named_by_variant(club, ids):
    turnier(club, ids, "2026-01-15")
    turnier(club, ids, "2026-02-12")
    board = club.new_evening("2026-03-12", "punktetafel", passen=1)
    club.record_result(board.id, 1, 1, [PaperResult(m, p) for m, p in zip(
        (ids["Anna"], ids["Beat"], ids["Cla"], ids["Dora"]), (120, 80, 60, 40), strict=True)])
    note = club.season_ranking("2026", scoring="points").note
    # each variant's own settings are not compared with the other's (a Punktetafel's
    # rounds are no Schieber's)
    assert note == NOTE + "Variant: Punktetafel on 2026-03-12; Schieber on the other evenings."


def test_the_terminal_says_it_under_the_ranking(club, ids, db_path, capsys):
    from jasstafel.cli import main

    turnier(club, ids, "2026-01-15")
    turnier(club, ids, "2026-04-16", rounds=3)
    assert main(["club", "--db", str(db_path), "ranking", "season", "2026", "--scoring",
                 "points"]) == 0
    out = capsys.readouterr().out
    assert "Rounds (fixed rounds): 3 on 2026-04-16; 12 on the other evenings." in out
    assert out.index("Not every evening counted") < out.index("Each evening counts")
