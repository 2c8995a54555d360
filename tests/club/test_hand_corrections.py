"""A match stored for a table, then its figures corrected by hand (``club result --correct``,
the window's *Correct the result*): the club's figures count, not the match's own Tafel, and
every view says so (``Club.hand_corrections``; a trial's club window still said "from a
Jasstafel match", the phone showed the corrected total above entries that added up to
another)."""

from jasstafel.club import HandCorrection, PaperResult
from jasstafel.core import matchfile
from jasstafel.core.schieber import SchieberRound

from . import add_members


def one_round(names, points_a):
    match = matchfile.new_match("schieber", names, preset="turnier", settings={"rounds": 1})
    match.add(SchieberRound(contract="rosen", announced_by=0, points=(points_a, 157 - points_a)))
    return match


def test_a_stored_match_corrected_by_hand_is_said_with_its_reason(club):
    ids = add_members(club, ["Anna", "Beat", "Cla", "Dora"])
    a, b, c, d = ids.values()
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier",
                               settings={"rounds": 1})
    club.record_match(evening.id, 1, 1, one_round(list(ids), 100))  # Anna & Cla 100 : 57
    assert club.hand_corrections(evening.id) == {}
    club.correct_result(evening.id, 1, 1, [PaperResult(a, 90), PaperResult(c, 90),
                                           PaperResult(b, 67), PaperResult(d, 67)],
                        note="Additionsfehler")
    assert club.hand_corrections(evening.id) == {
        (1, 1): HandCorrection(note="Additionsfehler", match_points=(100, 57))}
    # the match stored again (played again, or corrected at the table): its figures count
    club.record_match(evening.id, 1, 1, one_round(list(ids), 80), replace=True,
                      note="played again")
    assert club.hand_corrections(evening.id) == {}
    # a correction that leaves the figures as the match has them is no hand correction
    club.correct_result(evening.id, 1, 1, [PaperResult(a, 80), PaperResult(c, 80)],
                        note="checked")
    assert club.hand_corrections(evening.id) == {}


def test_a_paper_result_corrected_is_no_hand_correction_of_a_match(club):
    ids = add_members(club, ["Anna", "Beat", "Cla", "Dora"])
    a, b, c, d = ids.values()
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier",
                               settings={"rounds": 1})
    club.record_result(evening.id, 1, 1, [PaperResult(a, 100), PaperResult(c, 100),
                                          PaperResult(b, 57), PaperResult(d, 57)])
    club.correct_result(evening.id, 1, 1, [PaperResult(a, 90), PaperResult(c, 90),
                                           PaperResult(b, 67), PaperResult(d, 67)])
    assert club.hand_corrections(evening.id) == {}
