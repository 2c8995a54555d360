"""The autosaving session: every accepted change is on disk; a refusing disk loses nothing."""

import os
import pwd
import shutil
import stat
import tempfile
import traceback
from pathlib import Path

import pytest

from jasstafel.core import MatchFileError, RuleViolation, matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.punktetafel import PunktetafelRound
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


def unprivileged(scenario):
    """Run *scenario* where a read-only folder is really read-only: as root, in a forked
    child that has dropped to the user nobody (root writes into any folder), else here."""
    if os.geteuid() != 0:
        scenario()
        return
    nobody = pwd.getpwnam("nobody")
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        report = b"ok"
        try:
            os.close(read)
            os.setgroups([])
            os.setgid(nobody.pw_gid)
            os.setuid(nobody.pw_uid)
            scenario()
        except BaseException:  # noqa: BLE001 - the parent reports it
            report = traceback.format_exc().encode()
        os.write(write, report)
        os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as f:
        report = f.read()
    os.waitpid(pid, 0)
    assert report == b"ok", report.decode()


@pytest.fixture
def shared_folder():
    """A folder the unprivileged child may use (pytest's tmp_path is root's alone)."""
    folder = Path(tempfile.mkdtemp(prefix="jasstafel-ro-"))
    if os.geteuid() == 0:
        nobody = pwd.getpwnam("nobody")
        os.chown(folder, nobody.pw_uid, nobody.pw_gid)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def test_read_only_folder_keeps_entries_in_memory(shared_folder):
    def scenario():
        folder = shared_folder / "ro"
        folder.mkdir()
        s = Session(new_match("schieber", list("ABCD")), path=folder / "m.jass")
        s.add(rnd())
        folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
        try:
            s.add(rnd((0, 157)))
            assert s.save_error and "permission denied" in s.save_error and s.dirty
            assert len(s.match.entries) == 2
            assert len(matchfile.load(folder / "m.jass").entries) == 1  # the old file is intact
            assert os.listdir(folder) == ["m.jass"]
        finally:
            folder.chmod(stat.S_IRWXU)
        assert s.save() and s.save_error is None
        assert len(matchfile.load(folder / "m.jass").entries) == 2

    unprivileged(scenario)


def test_any_failure_to_save_is_a_save_error(tmp_path, monkeypatch):
    """Not only OSError: a serialization error (a text that cannot be written) too."""
    s = fresh(tmp_path)
    s.add(rnd())
    before = s.autosave.read_bytes()
    for failure in (ValueError("PydanticSerializationError: surrogates not allowed"),
                    UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed"),
                    RecursionError("maximum recursion depth exceeded")):
        def broken(match, path, failure=failure):
            raise failure

        monkeypatch.setattr(matchfile, "save", broken)
        s.add(rnd((0, 157)))
        assert s.save_error and type(failure).__name__ in s.save_error
        assert str(s.autosave) in s.save_error and "\n" not in s.save_error
        assert s.dirty and s.autosave.read_bytes() == before
        s.undo()
    monkeypatch.undo()
    s.add(rnd((57, 100)))
    assert s.save_error is None and not s.dirty
    assert [e.points for e in matchfile.load(s.autosave).entries] == [(100, 57), (57, 100)]


def test_a_document_that_cannot_be_written_keeps_its_entries(tmp_path):
    """A name with a lone surrogate (built around the checks) makes every save fail: the
    entries stay in memory, the message says why, the file is the previous one."""
    s = fresh(tmp_path)
    s.add(rnd())
    before = s.autosave.read_bytes()
    doc = s.match.document
    broken = matchfile.Match(doc.model_copy(update={"players": ["\ud800Anna", *doc.players[1:]]}))
    s.match = broken
    s.add(rnd((0, 157)))
    assert s.save_error and "Player 1: " in s.save_error and "Unicode" in s.save_error
    assert len(s.match.entries) == 2 and s.dirty
    assert s.autosave.read_bytes() == before
    assert not s.save()


def test_a_name_or_note_that_a_file_cannot_hold_is_refused_as_an_entry(tmp_path):
    m = new_match("punktetafel", ["Anna", "Beat"])
    s = Session(m, path=tmp_path / "p.jass")
    s.add(PunktetafelRound(points=[1, 2], note="gut"))
    before = s.path.read_bytes()
    long_note = PunktetafelRound.model_construct(type="round", points=[1, 2], note="x" * 201)
    for entry in (PunktetafelRound(points=[1, 2], note="\x1b[2J"),
                  PunktetafelRound.model_construct(type="round", points=[1, 2], note="a\ud800b"),
                  long_note):
        with pytest.raises(RuleViolation) as err:
            s.add(entry)
        assert err.value.rule in ("entry.text", "entry.invalid") and "note" in err.value.message
        assert len(s.match.entries) == 1 and s.path.read_bytes() == before
    with pytest.raises(RuleViolation):
        s.replace(0, PunktetafelRound(points=[1, 2], note="\u202eevil"))
    assert s.match.entries[0].note == "gut"


def test_the_entry_limit_is_a_rule_when_adding(tmp_path):
    """A match never grows past what a match file may hold: entry 10,001 is refused."""
    doc = new_match("punktetafel", ["Anna", "Beat"]).document
    full = matchfile.Match(doc.model_copy(
        update={"entries": [PunktetafelRound(points=[0, 0])] * matchfile.MAX_ENTRIES}))
    s = Session(full, path=tmp_path / "voll.jass")
    assert s.save()
    before = s.path.read_bytes()
    with pytest.raises(RuleViolation) as err:
        s.add(PunktetafelRound(points=[1, 1]))
    assert err.value.rule == "match.entries" and str(matchfile.MAX_ENTRIES) in err.value.message
    with pytest.raises(RuleViolation):
        s.insert(0, PunktetafelRound(points=[1, 1]))
    assert len(s.match.entries) == matchfile.MAX_ENTRIES and s.path.read_bytes() == before
    s.replace(0, PunktetafelRound(points=[5, 5]))  # a correction is still possible
    assert matchfile.load(s.path).entries[0].points == [5, 5]


def test_a_save_cleans_the_temporaries_a_killed_save_left(tmp_path):
    s = fresh(tmp_path)
    s.add(rnd())
    stale = s.autosave.parent / f".{s.autosave.name}.dead1234.tmp"
    stale.write_text("killed in the middle of a save")
    os.utime(stale, (1_000_000_000, 1_000_000_000))
    s.add(rnd((0, 157)))
    assert sorted(os.listdir(s.autosave.parent)) == [s.autosave.name]


def test_disk_error_keeps_entries_in_memory(tmp_path, monkeypatch):
    s = fresh(tmp_path)
    s.add(rnd())

    def full(*args, **kw):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(matchfile, "save", full)
    s.add(rnd((0, 157)))
    assert s.save_error and "the disk is full" in s.save_error
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


def test_an_entry_that_would_make_the_file_too_large_is_refused(tmp_path):
    """Only with many players and long notes can a match reach the size limit before the
    entry limit: the entry is refused, as a rule, before it is made."""
    players = [f"Spieler {i}" for i in range(99)]
    doc = new_match("punktetafel", players).document
    fat = PunktetafelRound(points=list(range(99)), note="漢" * 200)

    def size(n):
        return len(matchfile.dumps(doc.model_copy(update={"entries": [fat] * n})).encode())

    per = size(2) - size(1)  # each entry adds the same (the first also opens the list)
    base = size(1) - per
    fits = (matchfile.MAX_FILE_BYTES - base) // per  # the most entries a file can hold
    assert fits < matchfile.MAX_ENTRIES and size(fits) <= matchfile.MAX_FILE_BYTES
    s = Session(matchfile.Match(doc.model_copy(update={"entries": [fat] * (fits - 1)})),
                path=tmp_path / "gross.jass")
    assert s.save(), s.save_error
    s.add(fat)  # the last one that fits
    with pytest.raises(RuleViolation) as err:
        s.add(fat)
    assert err.value.rule == "match.size" and str(matchfile.MAX_FILE_BYTES) in err.value.message
    assert s.save_error is None and not s.dirty and len(s.match.entries) == fits
    assert len(matchfile.load(s.path).entries) == fits


def test_a_save_error_says_the_file_and_the_reason_in_one_line(tmp_path, monkeypatch):
    """A refusal of ours is said as it is; another error with its kind; every line break
    and run of spaces of a reason becomes one space."""
    s = fresh(tmp_path)
    s.add(rnd())
    for failure, said in (
            (MatchFileError("invalid match file: players.0: too long"),
             "invalid match file: players.0: too long"),
            (ValueError("two\n  lines"), "ValueError: two lines")):
        def broken(match, path, failure=failure):
            raise failure

        monkeypatch.setattr(matchfile, "save", broken)
        s.add(rnd((0, 157)))
        assert s.save_error == f"{s.autosave}: {said}"
        s.undo()


def test_a_folder_made_by_another_program_just_before_the_save_is_used(tmp_path, monkeypatch):
    """The autosave folder is looked at, then made where it is missing; made meanwhile by
    another program (a second window starting), it is used, not a reason to fail."""
    s = fresh(tmp_path)
    folder = s.autosave.parent
    folder.mkdir()
    is_dir, looks = Path.is_dir, []

    def first_look_misses(path):  # the save's look; mkdir looks again itself
        if path == folder and not looks:
            looks.append(path)
            return False
        return is_dir(path)

    monkeypatch.setattr(Path, "is_dir", first_look_misses)
    s.add(rnd())
    assert s.save_error is None and matchfile.load(s.autosave).entries


@pytest.mark.parametrize(("variant", "players", "first", "entry"), [
    ("schieber", ["Anna", "Beat", "Cla", "Dora"], rnd(), rnd((0, 157))),
    # the smallest entry there is: the margin of the quick look is not taken off its size
    ("punktetafel", ["Anna", "Beat"], PunktetafelRound(points=[1, 2]),
     PunktetafelRound(points=[3, 4])),
])
def test_a_match_file_may_reach_its_largest_size_but_not_pass_it(
        tmp_path, monkeypatch, variant, players, first, entry):
    """The size limit of a match file, at its edge: the entry that makes the file exactly
    as large as it may be is written; one byte less room and it is refused, the match
    and the file as they were."""
    s = Session(new_match(variant, players), autosave=tmp_path / "autosave" / "unnamed.jass")
    s.add(first)
    doc = s.match.document
    after = len(matchfile.dumps(doc.model_copy(update={"entries": [*doc.entries, entry]}))
                .encode("utf-8"))
    before = s.autosave.read_bytes()
    monkeypatch.setattr(matchfile, "MAX_FILE_BYTES", after - 1)
    with pytest.raises(RuleViolation) as refused:
        s.add(entry)
    assert refused.value.rule == "match.size"
    assert str(refused.value) == (f"The match file would be {after} bytes, and a match file "
                                  f"is at most {after - 1} bytes: start a new match")
    assert len(s.match.entries) == 1 and s.autosave.read_bytes() == before
    monkeypatch.setattr(matchfile, "MAX_FILE_BYTES", after)
    s.add(entry)
    assert s.save_error is None and len(s.autosave.read_bytes()) == after


def test_a_long_reason_of_a_save_error_is_cut_at_300_characters(tmp_path, monkeypatch):
    s = fresh(tmp_path)
    s.add(rnd())
    kind = "ValueError: "  # an error not of ours is said with its kind, which counts too
    for reason, said in (("x" * (300 - len(kind)), kind + "x" * (300 - len(kind))),
                         ("x" * (301 - len(kind)), kind + "x" * (299 - len(kind)) + "…")):
        def broken(match, path, reason=reason):
            raise ValueError(reason)

        monkeypatch.setattr(matchfile, "save", broken)
        s.add(rnd((0, 157)))
        assert s.save_error == f"{s.autosave}: {said}"
        s.undo()


def test_a_file_gone_right_after_its_save_still_checks_the_next_entry(tmp_path, monkeypatch):
    """Another program (a cleaner, a sync tool) removes the file between the save and the
    look at its size: the next entry is checked against the size limit the long way, and
    written."""
    s = fresh(tmp_path)
    save = matchfile.save

    def save_then_gone(match, path):
        save(match, path)
        path.unlink()

    monkeypatch.setattr(matchfile, "save", save_then_gone)
    s.add(rnd())
    assert s.save_error is None and not s.autosave.exists()
    monkeypatch.setattr(matchfile, "save", save)
    s.add(rnd((0, 157)))
    assert s.save_error is None and len(matchfile.load(s.autosave).entries) == 2
