"""The match engine's changes word for word: which change undo names, which entry a refused
correction names (by the number the Schreiber sees), and entries that do not exist."""

import pytest

from jasstafel.core import EntryConflict, RuleViolation
from jasstafel.core.match import Change
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowDraw, MolotowRound


def molotow(rounds):
    return new_match("molotow", ["Anna", "Beat", "Carla"], settings={"rounds": rounds})


EARLY = "A tie is decided by drawing a card only after the last round (2 rounds, 1 played)"


def test_each_change_is_named_for_undo():
    m = molotow(3)
    m.add(MolotowRound(points=[50, 50, 57]))
    assert m.undo_change == Change("add", 0)
    m.insert(1, MolotowRound(points=[40, 60, 57]))  # at the end: insert may append
    assert m.undo_change == Change("insert", 1) and len(m.entries) == 2
    m.insert(0, MolotowRound(points=[30, 70, 57]))
    assert m.undo_change == Change("insert", 0)
    m.replace(2, MolotowRound(points=[57, 50, 50]))
    assert m.undo_change == Change("replace", 2)
    m.delete(1)
    assert m.undo_change == Change("delete", 1)
    assert [e.points for e in m.entries] == [[30, 70, 57], [57, 50, 50]]
    assert m.undo() == Change("delete", 1) and m.redo_change == Change("delete", 1)


def test_no_such_entry():
    m = molotow(3)
    m.add(MolotowRound(points=[50, 50, 57]))
    m.add(MolotowRound(points=[50, 50, 57]))
    for change in (lambda: m.replace(2, MolotowRound(points=[50, 50, 57])),
                   lambda: m.delete(2), lambda: m.delete(-1)):
        with pytest.raises(IndexError) as err:
            change()
    assert str(err.value) == "no entry 0 in a match of 2"
    with pytest.raises(IndexError) as err:
        m.insert(3, MolotowRound(points=[50, 50, 57]))  # one past the end
    assert str(err.value) == "no entry 4 in a match of 2"
    with pytest.raises(IndexError) as err:
        m.replace(2, MolotowRound(points=[50, 50, 57]))
    assert str(err.value) == "no entry 3 in a match of 2"


def test_a_wrong_correction_is_refused_as_itself():
    # the corrected entry itself breaks a rule: its own refusal, not a conflict
    m = molotow(3)
    m.add(MolotowRound(points=[50, 50, 57]))
    with pytest.raises(RuleViolation) as err:
        m.replace(0, MolotowRound(points=[50, 50, 50]))
    assert not isinstance(err.value, EntryConflict) and err.value.rule == "molotow.points_sum"


def test_deleting_names_the_later_entry_by_its_old_number():
    # two rounds, Anna and Beat tie, they draw (entry 3). Deleting round 1 leaves one round
    # before the draw: the draw (still entry 3 on the sheet) becomes impossible
    m = molotow(2)
    m.add(MolotowRound(points=[50, 50, 57]))
    m.add(MolotowRound(points=[50, 50, 57]))
    m.add(MolotowDraw(order=[0, 1]))
    with pytest.raises(EntryConflict) as err:
        m.delete(0)
    assert (err.value.index, err.value.conflict) == (0, 2)
    assert err.value.rule == "match.conflict"
    assert err.value.message == f"This change makes entry 3 impossible: {EARLY}"
    assert len(m.entries) == 3


def test_deleting_the_entry_just_before_the_one_it_breaks():
    # deleting round 2 (index 1): the draw moves into its place, and is refused there
    m = molotow(2)
    m.add(MolotowRound(points=[50, 50, 57]))
    m.add(MolotowRound(points=[50, 50, 57]))
    m.add(MolotowDraw(order=[0, 1]))
    with pytest.raises(EntryConflict) as err:
        m.delete(1)
    assert (err.value.index, err.value.conflict) == (1, 2)
    assert err.value.message == f"This change makes entry 3 impossible: {EARLY}"


def test_another_writers_entries_are_taken_as_one_change():
    """A live table's log (a phone's round, the Oberjasser's correction) replaces every entry
    in one change: one undo brings the match back, one redo takes them again; entries the
    rules refuse are refused, and nothing changes."""
    m = molotow(2)
    m.add(MolotowRound(points=[50, 50, 57]))
    table = [MolotowRound(points=[40, 60, 57]), MolotowRound(points=[57, 50, 50])]
    m.take(table)
    assert m.undo_change == Change("take", 0)
    assert [e.points for e in m.entries] == [[40, 60, 57], [57, 50, 50]]
    assert m.undo() == Change("take", 0)
    assert [e.points for e in m.entries] == [[50, 50, 57]]
    m.redo()
    assert len(m.entries) == 2
    with pytest.raises(RuleViolation):  # a third round after the last one
        m.take([*table, MolotowRound(points=[50, 50, 57])])
    assert len(m.entries) == 2 and m.undo_change == Change("take", 0)
