"""What a club table can write (``limits.check_table``), worked by hand for the Schieber, the
Coiffeur and the Molotow (the Guggitaler's are in test_guggitaler_limits.py).

A round deals 157 card points; a Match adds the table's Match bonus; one team's Weis is at
most 1,000 and the Stöck 20 (when the table counts Weis); everything times the contract's
factor, the highest one for a most.
"""

import pytest

from jasstafel import i18n
from jasstafel.club import ClubInputError
from jasstafel.club.limits import Side, check_table
from jasstafel.core.coiffeur import PRESETS as COIFFEUR
from jasstafel.core.schieber import PRESETS as SCHIEBER


def refused(variant, settings, sides):
    with pytest.raises(ClubInputError) as caught:
        check_table(variant, settings, sides)
    return i18n.render(caught.value.args[0])


def schieber(preset, **changed):
    return {**SCHIEBER[preset].model_dump(), **changed}


# -- Schieber --------------------------------------------------------------------------------


def test_a_turnier_team_never_writes_below_zero():
    """Turnier: 12 rounds, no Weis, no bonus, every factor 1: 12 × 157 = 1,884 in all, so a
    team writes 0 to 1,884. −10 and 1,894 add up right; −10 is still no score."""
    said = refused("schieber", schieber("turnier"),
                   [Side("Anna & Cla", -10), Side("Beat & Dora", 1894)])
    # the sentence names what is wrong: the minus, not the most (it said "at most 1884")
    assert said == "Anna & Cla: -10 is not possible: the figure cannot be negative"
    assert refused("schieber", schieber("turnier"),
                   [Side("Beat & Dora", 1894), Side("Anna & Cla", -10)]) == (
        "Beat & Dora: 1894 is not possible: a Schieber of 12 rounds writes a team at most "
        "1884 points")


@pytest.mark.parametrize(("variant", "settings"), [
    ("schieber", schieber("freier_jass")), ("coiffeur", COIFFEUR["jassverein"].model_dump()),
    ("differenzler", {}),
    ("handjass", {}), ("pandur", {})])
def test_a_negative_figure_is_refused_as_negative(variant, settings):
    said = refused(variant, settings, [Side("Anna", -1, striche=None), Side("Beat", 0)])
    assert said == "Anna: -1 is not possible: the figure cannot be negative"
    check_table(variant, settings, [Side("Anna", 0), Side("Beat", 0)])  # 0 is


def test_a_molotow_below_its_least_names_its_range_not_a_minus():
    """Molotow's least is not 0 (a Handweis subtracts): its range is said, as before."""
    said = refused("molotow", {}, [Side("Anna", -100_000), Side("Beat", 0)])
    assert "-100000 is not possible: a Molotow of" in said and "between" in said


@pytest.mark.parametrize(("weis", "most"), [
    (True, 999 + 157 + 100 + 1000 + 20),  # the round that crosses 1,000: a Match, all Weis
    (False, 999 + 157 + 100),  # without Weis: the Match alone
])
def test_a_team_to_a_target_ends_in_the_round_that_crosses_it(weis, most):
    settings = schieber("einfach_1000", weis=weis)
    check_table("schieber", settings, [Side("A", most), Side("B", 0)])  # 0: not a point
    said = refused("schieber", settings, [Side("A", most + 1), Side("B", 0)])
    assert said == (f"A: {most + 1} is not possible: a Schieber to 1000 ends in the round "
                    f"that crosses it: a team writes at most {most} points")


# -- Coiffeur --------------------------------------------------------------------------------

#: three rows: Eichel ×1 and Schellen ×2 with Stöck, Obenabe ×3 without; no Match bonus
ROWS = [{"name": "Eichel", "factor": 1, "kind": "trump"},
        {"name": "Schellen", "factor": 2, "kind": "trump"},
        {"name": "Obenabe", "factor": 3, "kind": "obenabe"}]
COIFFEUR = {"rows": ROWS, "stoeck": True, "match_bonus": 0}


def test_a_coiffeur_team_with_a_match_in_every_row():
    """A Match in each of the three rows writes at least 257 + 514 + 771 = 1,542; the most
    a team writes is 277 + 554 + 771 = 1,602 (the Stöck in the trump rows)."""
    check_table("coiffeur", COIFFEUR, [Side("A", 1542, matches=3), Side("B", 0, matches=0)])
    check_table("coiffeur", COIFFEUR, [Side("A", 1602), Side("B", 0)])
    said = refused("coiffeur", COIFFEUR, [Side("A", 1603), Side("B", 0)])
    assert said == ("A: 1603 is not possible: a Coiffeur of 3 rows writes a team at most 1602 "
                    "points (a Match in every row)")
    said = refused("coiffeur", COIFFEUR, [Side("A", 1541, matches=3), Side("B", 0)])
    assert said == "A: 3 Matches write at least 1542 points, more than the 1541 given"


def test_every_coiffeur_team_is_checked_also_after_one_without_matches_given():
    said = refused("coiffeur", COIFFEUR, [Side("A", 100), Side("B", 600, matches=4)])
    assert said == "B: 4 Matches in 3 rows is not possible (at most one per row)"


# -- Molotow ---------------------------------------------------------------------------------


def test_a_molotow_of_twelve_rounds():
    """12 rounds with Stöck: a player takes at most 12 × (157 + 1,000) = 13,884 and writes
    at least −12 × (1,000 + 20) = −12,240 (Handweis and Stöck written as minus)."""
    settings = {"rounds": 12, "stoeck": True, "last_round_double": False}
    check_table("molotow", settings, [Side("Anna", 13884), Side("Beat", -12240)])
    said = refused("molotow", settings, [Side("Anna", 13885), Side("Beat", 0)])
    assert said == ("Anna: 13885 is not possible: a Molotow of 12 rounds gives a player "
                    "between -12240 and 13884 points")
    said = refused("molotow", {**settings, "last_round_double": True},
                   [Side("Anna", 0), Side("Beat", -13261)])  # the last round twice: 13
    assert said.endswith("a Molotow of 13 rounds gives a player between -13260 and 15041 "
                         "points")


def test_the_numbers_of_a_sum_are_written_as_its_total_is():
    """German writes 1'885 with its thousands mark: the terms as the total ("1885 + 0 =
    1'885" mixed the two; found in a trial); a negative term in brackets."""
    def refused(variant, settings, sides):  # said in the language, not the English string
        with pytest.raises(ClubInputError) as caught:
            check_table(variant, settings, sides)
        return i18n.render(caught.value.message)

    previous = i18n.language()
    try:
        i18n.use("de")
        said = refused("schieber", schieber("turnier"), [Side("A", 1885), Side("B", 0)])
        assert said.endswith("1'885 + 0 = 1'885 ist nicht möglich"), said
        from jasstafel.core.guggitaler import PRESETS as GUGGITALER

        five = {**GUGGITALER[next(iter(GUGGITALER))].model_dump(), "guggitaler": 5}
        said = refused("guggitaler", five, [Side(n, p) for n, p in (
            ("A", 700), ("B", -1200), ("C", 300), ("D", 0))])
        assert "nicht 700 + (\u22121'200) + 300 + 0 = \u2212200" in said, said
    finally:
        i18n.use(previous)
