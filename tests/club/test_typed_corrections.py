"""A table's result typed from the paper sheet, then corrected (``club result --correct``, the
window's *Correct result…*) or typed again over it: ``Club.typed_corrections`` names the
table with the reason of its last change, so that the window says "typed from a paper
sheet · corrected" (a French club season's tester read only "tapé d’une feuille" on a
corrected table). A result removed and typed anew is a fresh one; a table played in
Jasstafel is ``Club.hand_corrections``' (test_hand_corrections.py)."""

from jasstafel.club import PaperResult

from . import add_members
from .test_hand_corrections import one_round


def typed(club, evening, ids, a, b, **kwargs):
    anna, beat, cla, dora = ids
    return club.record_result(evening.id, 1, 1, [
        PaperResult(anna, a, side=0), PaperResult(cla, a, side=0),
        PaperResult(beat, b, side=1), PaperResult(dora, b, side=1)], **kwargs)


def test_a_typed_result_corrected_is_named_with_its_last_reason(club):
    ids = list(add_members(club, ["Anna", "Beat", "Cla", "Dora"]).values())
    anna, beat, cla, dora = ids
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier",
                               settings={"rounds": 1})
    typed(club, evening, ids, 100, 57)
    assert club.typed_corrections(evening.id) == {}
    club.correct_result(evening.id, 1, 1, [PaperResult(anna, 90), PaperResult(cla, 90),
                                           PaperResult(beat, 67), PaperResult(dora, 67)])
    assert club.typed_corrections(evening.id) == {(1, 1): ""}
    club.correct_result(evening.id, 1, 1, [PaperResult(anna, 80), PaperResult(cla, 80),
                                           PaperResult(beat, 77), PaperResult(dora, 77)],
                        note="Additionsfehler")
    assert club.typed_corrections(evening.id) == {(1, 1): "Additionsfehler"}
    # typed again over it: a change too
    typed(club, evening, ids, 70, 87, replace=True, note="falsches Blatt")
    assert club.typed_corrections(evening.id) == {(1, 1): "falsches Blatt"}


def test_removed_and_typed_anew_is_fresh(club):
    ids = list(add_members(club, ["Anna", "Beat", "Cla", "Dora"]).values())
    anna, beat, cla, dora = ids
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier",
                               settings={"rounds": 1})
    typed(club, evening, ids, 100, 57)
    club.correct_result(evening.id, 1, 1, [PaperResult(anna, 90), PaperResult(cla, 90),
                                           PaperResult(beat, 67), PaperResult(dora, 67)])
    club.delete_results(evening.id, 1, 1, note="wrong table")
    assert club.typed_corrections(evening.id) == {}
    typed(club, evening, ids, 100, 57)
    assert club.typed_corrections(evening.id) == {}


def test_a_played_table_is_not_a_typed_one(club):
    ids = add_members(club, ["Anna", "Beat", "Cla", "Dora"])
    anna, beat, cla, dora = ids.values()
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier",
                               settings={"rounds": 1})
    club.record_match(evening.id, 1, 1, one_round(list(ids), 100))
    club.correct_result(evening.id, 1, 1, [PaperResult(anna, 90), PaperResult(cla, 90),
                                           PaperResult(beat, 67), PaperResult(dora, 67)],
                        note="Additionsfehler")
    assert club.typed_corrections(evening.id) == {}
