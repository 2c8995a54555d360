"""Mid-evening, a member the draw made sit out every Passe played so far reads "sat out so
far", not "sat out every Passe" (a French club season's tester read "au repos à chaque
manche" beside a member the draw had seated for the next manche); only the finished
evening, every Passe played, says "every Passe". Either way his line has no rank. The rule
under the ranking says the same: mid-evening what is true so far (a line without a rank
for now, the next Passe may seat him), once every Passe is played that he sat out them
all."""

import random

from jasstafel.club import PaperResult

from . import add_members
from .test_sat_out_evening import NAMES


def record(club, evening, drawn, scores=((200, 114), (100, 214))):
    for table, (a, b) in zip(drawn.tables, scores, strict=True):
        s = table.seats
        club.record_result(evening.id, drawn.passe, table.number, [
            PaperResult(m, a if m in s[0::2] else b, side=0 if m in s[0::2] else 1)
            for m in s])


def test_the_line_says_so_far_until_every_passe_is_played(club):
    ids = list(add_members(club, NAMES).values())
    evening = club.new_evening("2026-12-01", "schieber", preset="turnier", passen=2,
                               settings={"rounds": 2})
    first, second = club.draw(evening.id, ids, rng=random.Random(4)).passen
    (out,) = first.sitting_out
    assert out not in second.sitting_out  # he plays the second Passe
    record(club, evening, first)
    (line,) = club.evening_ranking(evening.id).unranked
    assert (line.member.id, line.rank) == (out, 0)
    assert line.decided_by == "sat out so far"
    record(club, evening, second)
    assert club.evening_ranking(evening.id).unranked == ()  # he played the second


#: the rule's sentence on the line without a rank, mid-evening and once every Passe is played
SO_FAR = ("A member who sat out every Passe played so far by the draw has a line without a "
          "rank for now and is not counted among the participants (he has no Passe of his "
          "own to average yet; the next Passe may seat him); in the season that evening "
          "counts as his own average evening as long as he has played none of it.")
EVERY = ("A member who sat out every Passe by the draw has a line without a rank and is not "
         "counted among the participants (he has no Passe to average); in the season that "
         "evening counts as his own average evening.")


def test_mid_evening_the_rule_says_what_is_true_so_far(club):
    """The rule stood "A member who sat out every Passe by the draw has a line without a
    rank … in the season that evening counts as his own average evening" above a line "sat
    out so far" of a member the draw had seated for the next Passe."""
    ids = list(add_members(club, NAMES).values())
    evening = club.new_evening("2026-12-01", "schieber", preset="turnier", passen=2,
                               settings={"rounds": 2})
    first, second = club.draw(evening.id, ids, rng=random.Random(4)).passen
    record(club, evening, first)
    rule = club.evening_ranking(evening.id).rule
    assert rule.endswith(" " + SO_FAR), rule
    assert EVERY not in rule
    record(club, evening, second)  # he played the second: nobody sat out the evening
    assert "without a rank" not in club.evening_ranking(evening.id).rule


def test_the_finished_evening_says_every_passe(club):
    ids = list(add_members(club, NAMES).values())
    evening = club.new_evening("2026-12-01", "schieber", preset="turnier", passen=1,
                               settings={"rounds": 2})
    (drawn,) = club.draw(evening.id, ids, rng=random.Random(4)).passen
    record(club, evening, drawn)
    ranking = club.evening_ranking(evening.id)
    (line,) = ranking.unranked
    assert line.decided_by == "sat out every Passe"
    assert ranking.rule.endswith(" " + EVERY), ranking.rule
    assert "so far" not in ranking.rule
