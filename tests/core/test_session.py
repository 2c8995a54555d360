"""The autosaving session: every accepted change is on disk; a refusing disk loses nothing."""

import os
import stat

import pytest

from jasstafel.core import RuleViolation, matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.core.session import Session


def rnd(points=(100, 57)):
    return SchieberRound(contract="eicheln", announced_by=0, points=points)


def fresh(tmp_path, **kw):
    m = new_match("schieber", ["Anna", "Beat", "Cla", "Dora"], preset="einfach_1000")
    return Session(m, autosave=tmp_path / "autosave" / "unnamed.jass", **kw)


def test_every_change_is_saved_at_once(tmp_path):
    s = fresh(tmp_path)
    s.add(rnd())
    assert len(matchfile.load(s.autosave).entries) == 1
    s.add(rnd((0, 157)))
    s.undo()
    assert len(matchfile.load(s.autosave).entries) == 1
    s.redo()
    s.replace(0, rnd((50, 107)))
    assert [e.points for e in matchfile.load(s.autosave).entries] == [(50, 107), (0, 157)]
    s.delete(1)
    assert len(matchfile.load(s.autosave).entries) == 1


def test_refused_entry_changes_neither_match_nor_file(tmp_path):
    s = fresh(tmp_path)
    s.add(rnd())
    before = s.autosave.read_bytes()
    with pytest.raises(RuleViolation):
        s.add(rnd((100, 100)))
    assert s.autosave.read_bytes() == before and len(s.match.entries) == 1


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_read_only_folder_keeps_entries_in_memory(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    s = Session(new_match("schieber", list("ABCD")), path=folder / "m.jass")
    s.add(rnd())
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        s.add(rnd((0, 157)))
        assert s.save_error and s.dirty
        assert len(s.match.entries) == 2
        assert len(matchfile.load(folder / "m.jass").entries) == 1  # the old file is intact
    finally:
        folder.chmod(stat.S_IRWXU)
    assert s.save() and s.save_error is None
    assert len(matchfile.load(folder / "m.jass").entries) == 2


def test_disk_error_keeps_entries_in_memory(tmp_path, monkeypatch):
    s = fresh(tmp_path)
    s.add(rnd())

    def full(*args, **kw):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(matchfile, "save", full)
    s.add(rnd((0, 157)))
    assert s.save_error and "No space left" in s.save_error
    assert len(s.match.entries) == 2
    assert len(matchfile.load(s.autosave).entries) == 1
    monkeypatch.undo()
    assert s.save()
    assert len(matchfile.load(s.autosave).entries) == 2


def test_save_as_names_the_match_and_drops_the_autosave(tmp_path):
    s = fresh(tmp_path)
    s.add(rnd())
    named = tmp_path / "abend.jass"
    assert s.save_as(named)
    assert not s.autosave.exists()
    s.add(rnd())
    assert len(matchfile.load(named).entries) == 2
