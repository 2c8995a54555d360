"""Mid-evening, a member the draw made sit out every Passe played so far reads "sat out so
far", not "sat out every Passe" (a French club season's tester read "au repos à chaque
manche" beside a member the draw had seated for the next manche); only the finished
evening, every Passe played, says "every Passe". Either way his line has no rank."""

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


def test_the_finished_evening_says_every_passe(club):
    ids = list(add_members(club, NAMES).values())
    evening = club.new_evening("2026-12-01", "schieber", preset="turnier", passen=1,
                               settings={"rounds": 2})
    (drawn,) = club.draw(evening.id, ids, rng=random.Random(4)).passen
    record(club, evening, drawn)
    (line,) = club.evening_ranking(evening.id).unranked
    assert line.decided_by == "sat out every Passe"
