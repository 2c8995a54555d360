"""Which entries an insertion or a deletion leaves with an announcer out of turn.

A French trial's Schieber: round 5 written as announced by Jérôme & Noël, as the order of
play said; then a forgotten round inserted before it. The deal moves on one seat every round
(RULES.md §1: who deals, who announces, in turn), so by the order round 5 (now entry 6) was
the other team's, but the entry still says Jérôme & Noël and the sheet's statistics count
the trump for them. The program cannot know what was played, and changes nothing; the match
only says which entries the change left out of turn (:meth:`Match.out_of_turn`), and of
those only the ones it put there (:func:`put_out_of_turn`): a round the Schreiber gave to
the other team on purpose (Ctrl+8/9) was out of turn before and is not news.

The variants whose entries record who announced: Schieber (``announced_by``) and Coiffeur
(``team``, the announcer skipping a team with every row filled, RULES.md §2). The Pandur's
and the Fahnder's declarer is found by bidding, not by turn; the others record no announcer.
"""

from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.fahnder import FahnderRound
from jasstafel.core.match import OutOfTurn, put_out_of_turn
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberBedanken, SchieberRound

FOUR = ["Anna", "Beat", "Cla", "Dora"]  # teams Anna & Cla (0), Beat & Dora (1)


def schieber_round(team):
    return SchieberRound(contract="eicheln", announced_by=team, points=(80, 77))


def schieber(*teams):
    m = new_match("schieber", FOUR, preset="einfach_1000")
    for team in teams:
        m.add(schieber_round(team))
    return m


def changed(m, act):
    """*act* done on *m*; the entries it put out of turn."""
    before = m.out_of_turn()
    act()
    return put_out_of_turn(before, m.out_of_turn(), m.undo_change)


def test_rounds_written_in_turn_are_in_turn():
    assert schieber(0, 1, 0, 1).out_of_turn() == []


def test_a_round_given_to_the_other_team_is_out_of_turn():
    assert schieber(0, 0, 0, 1).out_of_turn() == [OutOfTurn(1, 0, 1)]


def test_an_insertion_puts_the_later_rounds_out_of_turn():
    m = schieber(0, 1, 0, 1)
    moved = changed(m, lambda: m.insert(2, schieber_round(0)))
    # the inserted round is in turn; rounds 3 and 4, now entries 4 and 5, are not
    assert moved == [OutOfTurn(3, 0, 1), OutOfTurn(4, 1, 0)]
    assert [e.announced_by for e in m.entries] == [0, 1, 0, 0, 1]  # nothing changed


def test_the_inserted_round_is_not_named():
    """Given to the other team on purpose, it is the Schreiber's choice."""
    m = schieber(0, 1)
    assert changed(m, lambda: m.insert(1, schieber_round(0))) == [OutOfTurn(2, 1, 0)]


def test_a_round_out_of_turn_before_is_not_news():
    m = schieber(0, 1, 1, 1)  # round 3 given to Beat & Dora on purpose
    moved = changed(m, lambda: m.insert(1, schieber_round(1)))
    # round 3 is now in turn; round 2 (entry 3) and round 4 (entry 5) are not
    assert moved == [OutOfTurn(2, 1, 0), OutOfTurn(4, 1, 0)]


def test_a_deletion_puts_the_later_rounds_out_of_turn():
    m = schieber(0, 1, 0, 1)
    moved = changed(m, lambda: m.delete(0))
    assert moved == [OutOfTurn(0, 1, 0), OutOfTurn(1, 0, 1), OutOfTurn(2, 1, 0)]


def test_a_correction_puts_nothing_out_of_turn():
    m = schieber(0, 1, 0)
    assert changed(m, lambda: m.replace(1, schieber_round(0))) == []


def test_a_bedanken_is_no_round_of_the_order():
    m = schieber(0, 1)
    m.add(SchieberBedanken(team=1, stack=0))
    assert m.out_of_turn() == []


def test_an_insertion_at_the_end_puts_nothing_out_of_turn():
    m = schieber(0, 1)
    assert changed(m, lambda: m.insert(2, schieber_round(0))) == []


def test_a_coiffeur_of_three_teams():
    six = ["Anna", "Beat", "Cla", "Dora", "Ueli", "Vreni"]  # teams (0, 3), (1, 4), (2, 5)
    m = new_match("coiffeur", six)
    for row, team in enumerate((0, 1, 2)):
        m.add(CoiffeurRound(team=team, row=row, points=80))
    moved = changed(m, lambda: m.insert(1, CoiffeurRound(team=1, row=5, points=80)))
    assert moved == [OutOfTurn(2, 1, 2), OutOfTurn(3, 2, 0)]


def test_a_fahnder_is_found_by_bidding():
    m = new_match("fahnder", FOUR)
    m.add(FahnderRound(fahnder=2, partner=0, bid=100, contract="eicheln", points=120))
    m.add(FahnderRound(fahnder=3, partner=1, bid=100, contract="eicheln", points=120))
    assert changed(m, lambda: m.delete(0)) == []
