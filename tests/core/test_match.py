"""The match engine: entries, undo and redo, corrections and their conflicts."""

import pytest

from jasstafel.core import EntryConflict, RuleViolation
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberBedanken, SchieberRound


def rnd(points=(100, 57), **kw):
    return SchieberRound(contract="eicheln", announced_by=0, points=points, **kw)


def einfach():
    return new_match("schieber", ["Anna", "Beat", "Cla", "Dora"], preset="einfach_1000")


def totals(m, upto=None):
    return [s.total for s in m.board(upto).sides]


def test_board_after_any_prefix():
    m = einfach()
    for p in [(100, 57), (50, 107), (157, 0)]:
        m.add(rnd(p))
    assert totals(m, 0) == [0, 0]
    assert totals(m, 1) == [100, 57]
    assert totals(m, 2) == [150, 164]
    assert totals(m) == totals(m, 3) == [307, 164]


def test_undo_and_redo():
    m = einfach()
    m.add(rnd((100, 57)))
    m.add(rnd((50, 107)))
    assert m.undo_change.kind == "add" and m.undo_change.index == 1
    m.undo()
    assert totals(m) == [100, 57] and m.can_redo
    m.redo()
    assert totals(m) == [150, 164]
    m.undo()
    m.undo()
    assert totals(m) == [0, 0] and not m.can_undo
    m.redo()
    m.add(rnd((1, 156)))  # a new change clears redo
    assert not m.can_redo
    assert totals(m) == [101, 213]


def test_replace_recomputes_every_later_entry():
    m = einfach()
    for p in [(100, 57), (50, 107), (157, 0)]:
        m.add(rnd(p))
    m.replace(0, rnd((0, 157)))
    assert totals(m) == [207, 264]
    assert m.undo_change.kind == "replace"
    m.undo()
    assert totals(m) == [307, 164]


def test_refused_correction_changes_nothing():
    m = einfach()
    m.add(rnd((100, 57)))
    with pytest.raises(RuleViolation) as err:
        m.replace(0, rnd((100, 50)))
    assert err.value.rule == "schieber.points"
    assert totals(m) == [100, 57] and len(m.entries) == 1


def test_correction_that_ends_the_partie_earlier_conflicts_with_later_entries():
    # Einfach 1000: after a Match-heavy correction of round 1, team B is over 1000 before
    # round 3 would be written: round 3 (entry 3) becomes impossible
    m = einfach()
    m.add(rnd((0, 157), match=True))  # B 257
    m.add(rnd((0, 157), match=True))  # B 514
    m.add(rnd((100, 57)))  # B 571
    with pytest.raises(EntryConflict) as err:
        m.replace(1, rnd((0, 157), match=True, weis=(0, 500)))  # B 257 + 757 = 1014: over
    assert err.value.conflict == 2
    assert "entry 3" in err.value.message
    assert "decided" in err.value.message
    assert totals(m) == [100, 571]


def test_delete_and_its_conflicts():
    m = einfach()
    m.add(rnd((100, 57)))
    m.add(rnd((50, 107)))
    m.delete(0)
    assert totals(m) == [50, 107] and len(m.entries) == 1
    m.undo()
    assert totals(m) == [150, 164] and len(m.entries) == 2
    # deleting the round that made a Bedanken right turns it into a premature one
    m = new_match("schieber", ["A", "B", "C", "D"], preset="einfach_1000",
                  settings={"target": 150})
    m.add(rnd((100, 57)))
    m.add(SchieberBedanken(team=0, stack=60, contract="eicheln"))  # 100 + 60 >= 150
    assert m.board().winners == [0]
    m.delete(0)  # 0 + 60 < 150: too early, team B wins
    assert m.board().winners == [1]


def test_insert_conflict_reports_the_entry_by_its_current_number():
    m = new_match("schieber", ["A", "B", "C", "D"], preset="einfach_1000",
                  settings={"target": 300})
    m.add(rnd((100, 57)))
    m.add(rnd((100, 57)))  # A 200 of 300
    with pytest.raises(EntryConflict) as err:
        # A Match first: 257 + 100 = 357 wins with the old first round, after which the
        # old second round cannot be written
        m.insert(0, rnd((157, 0), match=True))
    assert err.value.conflict == 1  # 0-based: the old entry 2
    assert "entry 2" in err.value.message
    assert len(m.entries) == 2


def test_insert_before_an_entry():
    m = einfach()
    m.add(rnd((100, 57)))
    m.insert(0, rnd((0, 157)))
    assert [e.written for e in m.board().entries] == [[0, 157], [100, 57]]
    assert m.undo_change.kind == "insert"


def test_index_out_of_range():
    m = einfach()
    with pytest.raises(IndexError):
        m.replace(0, rnd())
    with pytest.raises(IndexError):
        m.delete(-1)


def test_document_holds_setup_and_entries():
    m = einfach()
    m.add(rnd())
    doc = m.document
    assert doc.variant == "schieber" and doc.settings.preset == "einfach_1000"
    assert list(doc.entries) == [rnd()]


def test_equal_board_lines_share_one_set_of_given_names_and_each_keeps_its_own(monkeypatch):
    """The memory of a long match (core/board.py, share_fields_set): lines given the same
    fields share one set of their names, and no line answers with another's names."""
    from jasstafel.core import board
    from jasstafel.core.board import EntryLine

    # from no shared sets, as at start-up: each combination is new to the first line given it
    monkeypatch.setattr(board, "_FIELDS_SETS", {})

    def line(number, **given):
        return EntryLine(number=number, kind="round", text="r", written=[1], totals=[1], **given)

    plain, again = line(1), line(2)
    with_round, with_both = line(3, round=3), line(4, round=4, notes=["Match"])
    names = {"number", "kind", "text", "written", "totals"}
    assert plain.model_fields_set == again.model_fields_set == names
    assert plain.__pydantic_fields_set__ is again.__pydantic_fields_set__
    assert with_round.model_fields_set == names | {"round"}
    assert with_both.model_fields_set == names | {"round", "notes"}
    assert line(5, round=5).__pydantic_fields_set__ is with_round.__pydantic_fields_set__
    assert plain.model_dump(exclude_unset=True) == {
        "number": 1, "kind": "round", "text": "r", "written": [1], "totals": [1]}
    assert with_both.model_dump(exclude_unset=True)["notes"] == ["Match"]


def test_a_matchs_entries_share_their_set_of_given_names():
    m = einfach()
    m.add(rnd((100, 57)))
    m.add(rnd((50, 107)))
    first, second = m.entries
    assert first.__pydantic_fields_set__ is second.__pydantic_fields_set__
    assert first.model_fields_set == {"contract", "announced_by", "points"}
