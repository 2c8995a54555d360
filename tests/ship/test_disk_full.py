"""Disk full while saving: the window says so, keeps every entry, and saves once it can."""

from __future__ import annotations

import errno

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound

NO_SPACE = "the disk is full"  # ENOSPC in the catalog's words (jasstafel.core.text.os_reason)


def rnd(a: int) -> SchieberRound:
    return SchieberRound(contract="rosen", announced_by=0, points=(a, 157 - a))


def disk_full(monkeypatch) -> list[str]:
    """Every save fails as on a full disk; the calls are counted."""
    calls: list[str] = []

    def full(match, path):
        calls.append(str(path))
        raise OSError(errno.ENOSPC, NO_SPACE)

    monkeypatch.setattr(matchfile, "save", full)
    return calls


def test_disk_full_message_entries_kept_then_saved(window, qtbot, dialogs, tmp_path,
                                                   monkeypatch):
    path = tmp_path / "abend.jass"
    matchfile.save(new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]), path)
    assert window.open_file(path)
    window.controller.add(rnd(100), "round")  # saved normally
    before = path.read_bytes()
    assert len(matchfile.load(path).entries) == 1

    with monkeypatch.context() as disk:
        calls = disk_full(disk)
        window.controller.add(rnd(60), "round")
        # the file, then its rescue copy beside the autosaves (the same full disk here)
        assert calls[0] == str(path) and len(calls) == 2 and "rescue-" in calls[1]
        qtbot.waitUntil(lambda: bool(dialogs.shown))  # said once the entry is on the board
        # the message: titled "Not saved", naming the file and the reason
        title, text = dialogs.shown[-1]
        assert title == window.tr("Not saved")
        assert str(path) in text and NO_SPACE in text
        # the entry is in the window (match, board, history); the file is the previous one
        assert [e.points[0] for e in window.controller.match.entries] == [100, 60]
        # freier Jass: Rosen count fivefold; 100 + 60 = 160 -> 800, 57 + 97 = 154 -> 770
        assert [s.total for s in window.controller.board.sides] == [800, 770]
        assert window.history.list.count() >= 2
        assert window.controller.session.dirty
        assert path.read_bytes() == before
        # a second entry on the full disk: still kept, still refused, the file still intact
        window.controller.add(rnd(30), "round")
        assert len(window.controller.match.entries) == 3 and len(calls) == 4  # file, copy
        assert path.read_bytes() == before
        # quitting now would lose them: the window asks (Esc: stay) and stays open
        shown = len(dialogs.shown)
        window.close()
        assert window.isVisible()
        assert len(dialogs.shown) == shown + 1 and NO_SPACE in dialogs.shown[-1][1]
        assert path.read_bytes() == before

    # space again: File → Save now writes everything, the message goes away
    window.save_now()
    assert window.controller.session.save_error is None
    assert not window.controller.session.dirty
    assert [e.points[0] for e in matchfile.load(path).entries] == [100, 60, 30]
    assert window.statusBar().currentMessage() == window.tr("Saved")
    # and the next entry is saved at once, as before
    window.controller.add(rnd(10), "round")
    assert [e.points[0] for e in matchfile.load(path).entries] == [100, 60, 30, 10]
    assert not [f for f in tmp_path.iterdir() if f.name.endswith(".tmp")]


def test_unnamed_match_autosave_fails_then_recovers(window, qtbot, dialogs, autosaves,
                                                    monkeypatch):
    """A new (unnamed) match on a full disk: the same message, the entry kept; the next
    entry after space is freed saves all of them into the autosave file."""
    window.start(new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]))
    autosave = window.controller.session.autosave
    assert autosave is not None and autosave.parent == autosaves
    with monkeypatch.context() as disk:
        disk_full(disk)
        window.controller.add(rnd(90), "round")
        qtbot.waitUntil(lambda: bool(dialogs.shown))  # said once the entry is on the board
        assert dialogs.shown[-1][0] == window.tr("Not saved")
        assert NO_SPACE in dialogs.shown[-1][1]
        assert len(matchfile.load(autosave).entries) == 0  # the empty match saved at the start
    window.controller.add(rnd(40), "round")  # the disk has room again
    assert [e.points[0] for e in matchfile.load(autosave).entries] == [90, 40]
    assert window.controller.session.save_error is None
    window.controller.session.discard_autosave()  # nothing left behind for the next test


def test_save_as_elsewhere_when_the_disk_stays_full(window, qtbot, dialogs, tmp_path,
                                                    monkeypatch):
    """The message's advice: File → Save as… on another disk keeps the entries."""
    full_disk = tmp_path / "full"
    full_disk.mkdir()
    path = full_disk / "abend.jass"
    matchfile.save(new_match("schieber", list("ABCD")), path)
    assert window.open_file(path)
    real_save = matchfile.save

    def full_there(match, target):
        if target.parent == full_disk:
            raise OSError(errno.ENOSPC, NO_SPACE)
        real_save(match, target)

    monkeypatch.setattr(matchfile, "save", full_there)
    window.controller.add(rnd(120), "round")
    qtbot.waitUntil(lambda: bool(dialogs.shown))  # said once the entry is on the board
    assert NO_SPACE in dialogs.shown[-1][1]
    elsewhere = tmp_path / "usb" / "abend.jass"
    elsewhere.parent.mkdir()
    # the name chosen in the Save dialog (its own tests: tests/ui/test_save_as_names.py)
    monkeypatch.setattr("jasstafel.ui.mainwindow.ask_save",
                        lambda *a, **k: (str(elsewhere), ""))
    assert window.save_as()
    assert [e.points[0] for e in matchfile.load(elsewhere).entries] == [120]
    assert window.controller.session.path == elsewhere
    assert window.controller.session.save_error is None
    assert len(matchfile.load(path).entries) == 0  # the old file: untouched, not half-written


def test_disk_full_in_the_middle_of_writing(window, qtbot, dialogs, tmp_path, monkeypatch):
    """The real save, failing after the new text went into the temporary file (the disk
    fills up as it is flushed): the old file is untouched and no temporary file stays."""
    path = tmp_path / "abend.jass"
    matchfile.save(new_match("schieber", list("ABCD")), path)
    assert window.open_file(path)
    window.controller.add(rnd(100), "round")
    before = path.read_bytes()

    def fsync_full(fd):
        raise OSError(errno.ENOSPC, NO_SPACE)

    with monkeypatch.context() as disk:
        disk.setattr(matchfile.os, "fsync", fsync_full)
        window.controller.add(rnd(50), "round")
    qtbot.waitUntil(lambda: bool(dialogs.shown))  # said once the entry is on the board
    assert NO_SPACE in dialogs.shown[-1][1]
    assert path.read_bytes() == before
    assert not [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert len(window.controller.match.entries) == 2
    window.save_now()
    assert [e.points[0] for e in matchfile.load(path).entries] == [100, 50]


def test_a_save_that_fails_with_any_error_is_shown_and_loses_nothing(window, qtbot, dialogs,
                                                                      tmp_path, monkeypatch):
    """Not only the disk's errors: a serialization error (issue 13: a name with a lone
    surrogate made every save raise one) is a "Not saved" message, the entries stay."""
    path = tmp_path / "abend.jass"
    matchfile.save(new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]), path)
    assert window.open_file(path)
    window.controller.add(rnd(100), "round")
    before = path.read_bytes()

    def unserializable(match, target):
        raise ValueError("PydanticSerializationError: surrogates not allowed")

    with monkeypatch.context() as broken:
        broken.setattr(matchfile, "save", unserializable)
        window.controller.add(rnd(60), "round")
        qtbot.waitUntil(lambda: bool(dialogs.shown))  # said once the entry is on the board
        title, text = dialogs.shown[-1]
        assert title == window.tr("Not saved")
        assert str(path) in text and "surrogates not allowed" in text
        assert [e.points[0] for e in window.controller.match.entries] == [100, 60]
        assert window.controller.session.dirty and path.read_bytes() == before
    window.save_now()
    assert [e.points[0] for e in matchfile.load(path).entries] == [100, 60]
    assert window.controller.session.save_error is None
