"""Who played a result, against the draw of its Passe (``results.line_up``), worked by hand.

The draw of Passe 2: table 1 seats Anna, Beat, Cla, Dora (Anna and Cla partners, as are
Beat and Dora: seats 1 + 3 and 2 + 4), table 2 seats Emil, Fritz, Gabi, Hans, and Ida sits
out. Each case gives the players of a result (and the sides where the Schreiber gave them)
and what the club makes of it: each player's side, and what differs from the draw.
"""

import pytest

from jasstafel import i18n
from jasstafel.club.draw import PasseDraw, TableDraw
from jasstafel.club.results import line_up

ANNA, BEAT, CLA, DORA, EMIL, FRITZ, GABI, HANS, IDA = range(1, 10)
NAMES = {1: "Anna", 2: "Beat", 3: "Cla", 4: "Dora", 5: "Emil", 6: "Fritz", 7: "Gabi",
         8: "Hans", 9: "Ida", 10: "Vreni", 11: "Werner"}
DRAWN = PasseDraw(passe=2, tables=(
    TableDraw(1, (ANNA, BEAT, CLA, DORA), ((ANNA, CLA), (BEAT, DORA))),
    TableDraw(2, (EMIL, FRITZ, GABI, HANS), ((EMIL, GABI), (FRITZ, HANS))),
), sitting_out=(IDA,))


def said(difference):
    return None if difference is None else i18n.render(difference)


def test_without_a_draw_the_first_two_named_are_a_team():
    sides, difference = line_up(None, 1, [ANNA, BEAT, CLA, DORA], [None] * 4, True, NAMES)
    assert (sides, difference) == ([0, 0, 1, 1], None)


def test_without_a_draw_the_sides_given_stay():
    sides, difference = line_up(None, 1, [ANNA, BEAT, CLA, DORA], [1, 0, 0, 1], True, NAMES)
    assert (sides, difference) == ([1, 0, 0, 1], None)
    sides, difference = line_up(None, 1, [ANNA, BEAT, CLA], [None] * 3, False, NAMES)
    assert (sides, difference) == ([None] * 3, None)


@pytest.mark.parametrize(("ids", "sides"), [
    ([ANNA, BEAT, CLA, DORA], [0, 1, 0, 1]),
    ([CLA, ANNA, DORA, BEAT], [0, 0, 1, 1]),  # named in another order: the draw's teams
    ([DORA, CLA, BEAT, ANNA], [1, 0, 1, 0]),
])
def test_the_draws_line_up_in_any_order_takes_the_draws_teams(ids, sides):
    assert line_up(DRAWN, 1, ids, [None] * 4, True, NAMES) == (sides, None)


def test_sides_given_as_the_draw_has_them_are_the_draws_line_up():
    assert line_up(DRAWN, 1, [ANNA, BEAT, CLA, DORA], [1, 0, 1, 0], True, NAMES) == (
        [1, 0, 1, 0], None)


def test_other_partners_than_the_draws_are_named():
    sides, difference = line_up(DRAWN, 1, [ANNA, BEAT, CLA, DORA], [0, 0, 1, 1], True, NAMES)
    assert sides == [0, 0, 1, 1]
    assert said(difference) == "the draw makes Anna and Cla partners"
    # one side given, the rest from the draw: Beat with Anna is still another pairing
    sides, difference = line_up(DRAWN, 1, [ANNA, BEAT, CLA, DORA], [None, 0, None, None],
                                True, NAMES)
    assert sides == [0, 0, 0, 1]
    assert said(difference) == "the draw makes Anna and Cla partners"


def test_a_substitute_takes_the_side_of_the_drawn_player_he_replaces():
    sides, difference = line_up(DRAWN, 1, [ANNA, BEAT, CLA, 10], [None] * 4, True, NAMES)
    assert sides == [0, 1, 0, 1]  # Vreni in Dora's place
    assert said(difference) == "Vreni is not in this Passe's draw"
    sides, difference = line_up(DRAWN, 1, [10, BEAT, 11, DORA], [None] * 4, True, NAMES)
    assert sides == [0, 1, 0, 1]  # Vreni for Anna, Werner for Cla, in the order named
    sides, difference = line_up(DRAWN, 1, [ANNA, 10, 11, DORA], [None] * 4, True, NAMES)
    assert sides == [0, 1, 0, 1]  # Vreni for Beat (side 1), Werner for Cla (side 0)
    assert said(difference) == "Vreni is not in this Passe's draw"


def test_a_member_without_a_name_is_said_by_his_number():
    _sides, difference = line_up(DRAWN, 1, [ANNA, BEAT, CLA, 42], [None] * 4, True, NAMES)
    assert said(difference) == "42 is not in this Passe's draw"


def test_a_player_of_another_table_or_sitting_out_is_named():
    _sides, difference = line_up(DRAWN, 1, [ANNA, BEAT, CLA, GABI], [None] * 4, True, NAMES)
    assert said(difference) == "Gabi is drawn at table 2"
    _sides, difference = line_up(DRAWN, 2, [EMIL, FRITZ, GABI, ANNA], [None] * 4, True, NAMES)
    assert said(difference) == "Anna is drawn at table 1"
    _sides, difference = line_up(DRAWN, 1, [ANNA, IDA, CLA, DORA], [None] * 4, True, NAMES)
    assert said(difference) == "Ida sits out this Passe by the draw"


def test_a_drawn_player_missing_from_the_result_is_named():
    sides, difference = line_up(DRAWN, 1, [ANNA, BEAT, CLA], [None] * 3, True, NAMES)
    assert sides == [0, 1, 0]
    assert said(difference) == "Dora is drawn at this table"
    _sides, difference = line_up(DRAWN, 2, [FRITZ, GABI, HANS], [None] * 3, False, NAMES)
    assert said(difference) == "Emil is drawn at this table"


def test_a_table_the_draw_has_not():
    sides, difference = line_up(DRAWN, 3, [ANNA, BEAT, CLA, DORA], [None] * 4, True, NAMES)
    assert sides == [0, 0, 1, 1]  # the first two named are a team
    assert said(difference) == "the draw has no table 3 in Passe 2"
    sides, difference = line_up(DRAWN, 3, [ANNA, BEAT, CLA], [None] * 3, False, NAMES)
    assert sides == [None] * 3
    assert said(difference) == "the draw has no table 3 in Passe 2"


def test_each_for_himself_the_draws_players_are_the_line_up_whatever_the_order():
    assert line_up(DRAWN, 2, [HANS, EMIL, GABI, FRITZ], [None] * 4, False, NAMES) == (
        [None] * 4, None)
    # sides given to single players are kept as given
    assert line_up(DRAWN, 2, [HANS, EMIL, GABI, FRITZ], [3, 0, 2, 1], False, NAMES) == (
        [3, 0, 2, 1], None)


def test_a_team_variant_at_a_table_of_three_has_no_partners_to_compare():
    three = PasseDraw(passe=1, tables=(TableDraw(1, (ANNA, BEAT, CLA), ((ANNA,), (BEAT,),
                                                                        (CLA,))),),
                      sitting_out=())
    assert line_up(three, 1, [CLA, ANNA, BEAT], [None] * 3, True, NAMES) == ([None] * 3, None)
    sides, difference = line_up(three, 1, [CLA, ANNA, DORA], [None] * 3, True, NAMES)
    assert sides == [None] * 3  # no side to take over from Beat: not a table of partners
    assert said(difference) == "Dora is not in this Passe's draw"
