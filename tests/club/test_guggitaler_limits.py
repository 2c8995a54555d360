"""What a Guggitaler table can write (``limits.check_table``, RULES.md section 7), worked by
hand for the evening's table rules.

Standard (Domino), four players: one Guggitaler deals out 9 tricks × 5 + 9 Schellen × 10 +
4 Ober × 20 + Rosenkönig 40 + last trick 50 = 305 penalty points, and the Domino gives back
150 + 100 + 55 + 0 = 305: the totals add up to 0, each between 0 − 305 = −305 and 150, each a
multiple of 5 (every value is). Three players: 12 tricks, so 60 + 90 + 80 + 40 + 50 = 320,
the Domino 150 + 100 + 70 = 320, each total between 70 − 320 = −250 and 150. Without the
Domino the totals are the penalties alone: −305 to 0, adding up to −305 a Guggitaler.
Children (1, 2, 4, 8, 9): 9 + 18 + 16 + 8 + 9 = 60 a Guggitaler, any whole number.
"""

import pytest

from jasstafel import i18n
from jasstafel.club import ClubInputError
from jasstafel.club.limits import Side, check_table
from jasstafel.core.guggitaler import PRESETS

FOUR = ("Anna", "Beat", "Cla", "Dora")


def settings(preset="standard", **changed):
    return {**PRESETS[preset].model_dump(), **changed}


def sides(*points, matches=None):
    return [Side(name, p, matches=matches if i == 0 else None)
            for i, (name, p) in enumerate(zip(FOUR, points, strict=False))]


def refusal(preset, points, games=1, matches=None, **changed):
    with pytest.raises(ClubInputError) as refused:
        check_table("guggitaler", settings(preset, guggitaler=games, **changed),
                    sides(*points, matches=matches))
    return i18n.render(refused.value.args[0])


@pytest.mark.parametrize(("preset", "games", "points"), [
    ("standard", 1, (-50, 100, -60, 10)),
    # the lowest and the highest total a player can have (150 twice was taken: only one
    # player finishes the Domino first)
    ("standard", 1, (-305, 150, 100, 55)),
    ("standard", 1, (-250, 150, 100)),  # three players
    ("standard", 2, (-500, 300, 200)),
    ("ohne_domino", 1, (-305, 0, 0, 0)),
    ("ohne_domino", 2, (-100, -200, -310, 0)),
    ("kinder", 1, (-7, -13, -20, -20)),
])
def test_totals_a_guggitaler_can_give(preset, games, points):
    check_table("guggitaler", settings(preset, guggitaler=games), sides(*points))


def test_a_total_below_the_penalties_or_above_the_best_domino_place():
    said = refusal("standard", (-310, 150, 150, 10))
    assert said == ("Anna: -310 is not possible: 1 Guggitaler with Domino give each of 4 "
                    "players a total (Domino points − penalty points) of -305 to 150")
    said = refusal("standard", (155, -55, -50, -50))
    assert said.startswith("Anna: 155 is not possible: 1 Guggitaler with Domino")
    said = refusal("standard", (-255, 155, 100))  # three players: −250 to 150
    assert said == ("Anna: -255 is not possible: 1 Guggitaler with Domino give each of 3 "
                    "players a total (Domino points − penalty points) of -250 to 150")
    said = refusal("standard", (-505, 305, 200), games=2)
    assert said.endswith("give each of 3 players a total (Domino points − penalty points) of "
                         "-500 to 300")


def test_without_domino_a_total_is_never_above_zero():
    said = refusal("ohne_domino", (5, -310, 0, 0))
    assert said == ("Anna: 5 is not possible: 1 Guggitaler without Domino give only penalty "
                    "points: each of 4 players has a total of -305 to 0")
    said = refusal("ohne_domino", (-615, 0, 0, 5), games=2)
    assert said.endswith("each of 4 players has a total of -610 to 0")


def test_a_total_that_is_no_multiple_of_every_value():
    said = refusal("standard", (-52, 52, 0, 0))
    assert said == ("Anna: -52 is not possible: every penalty and Domino value of the evening "
                    "is a multiple of 5, so is every total")
    # 7 a trick: no common multiple, any total can be; 9 × 7 = 63 penalty points for the
    # tricks, 323 in all, 305 given back: the totals add up to −18
    said = refusal("standard", (-52, 100, -60, 12), tricks=7)
    assert said == ("1 Guggitaler of 4 players deal out 323 penalty points and 305 Domino "
                    "points: the totals add up to -18, not (-52) + 100 + (-60) + 12 = 0")


def test_the_totals_add_up_to_what_the_games_deal_out():
    said = refusal("standard", (-50, 100, -60, 15))
    assert said == ("1 Guggitaler of 4 players deal out 305 penalty points and 305 Domino "
                    "points: the totals add up to 0, not (-50) + 100 + (-60) + 15 = 5")
    said = refusal("ohne_domino", (-100, -200, -300, 0), games=2)
    assert said == ("2 Guggitaler of 4 players deal out 610 penalty points and 0 Domino points: "
                    "the totals add up to -610, not (-100) + (-200) + (-300) + 0 = -600")
    said = refusal("standard", (-250, 150, 95))
    assert said == ("1 Guggitaler of 3 players deal out 320 penalty points and 320 Domino "
                    "points: the totals add up to 0, not (-250) + 150 + 95 = -5")


def test_a_guggitaler_has_no_matches():
    said = refusal("standard", (-50, 100, -60, 10), matches=1)
    assert said == "Anna: Guggitaler has no Matches"


def test_the_domino_places_count_for_the_common_multiple():
    """Domino 150, 100, 53, 0: the values have no common multiple but 1 any more (53), so
    −52 is a total a table can write; the sum is 303 − 305 = −2."""
    check_table("guggitaler", settings(domino_4=(150, 100, 53, 0)), sides(-52, 100, -60, 10))
    said = refusal("standard", (-52, 100, -60, 10), domino_4=(150, 100, 53, 0), tricks=6)
    assert said.startswith("1 Guggitaler of 4 players deal out 314 penalty points and 303")

