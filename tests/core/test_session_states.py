"""The session's state as the window reads it (dirty, save_error, path) after each step, and
the match file's atomic save and its error lines, word for word."""

import errno
import json
import os
from typing import Literal

import pytest
from pydantic import TypeAdapter, ValidationError

from jasstafel.core import MatchFileError, matchfile
from jasstafel.core.matchfile import describe_validation, new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.core.session import Session

FOUR = ["Anna", "Beat", "Cla", "Dora"]


def rnd(points=(100, 57)):
    return SchieberRound(contract="eicheln", announced_by=0, points=points)


def schieber():
    return new_match("schieber", FOUR, preset="einfach_1000")


def no_space(*args, **kw):
    raise OSError(28, "No space left on device")


def test_a_new_session_is_clean_and_knows_its_files(tmp_path):
    s = Session(schieber(), path=str(tmp_path / "abend.jass"), autosave=tmp_path / "a.jass")
    assert (s.dirty, s.save_error) == (False, None)
    assert s.path == tmp_path / "abend.jass" and s.autosave == tmp_path / "a.jass"
    assert s.target == s.path  # the named file wins over the autosave
    unnamed = Session(schieber())
    assert (unnamed.path, unnamed.autosave, unnamed.target) == (None, None, None)


def test_a_session_without_any_file_keeps_the_match_and_stays_dirty():
    s = Session(schieber())
    s.add(rnd())
    assert len(s.match.entries) == 1
    assert s.save() is False and s.dirty and s.save_error is None


def test_dirty_until_saved_and_the_error_said_word_for_word(tmp_path, monkeypatch):
    s = Session(schieber(), autosave=tmp_path / "deep" / "er" / "unnamed.jass")
    s.add(rnd())  # the missing folders are made
    assert (s.dirty, s.save_error) == (False, None)
    assert len(matchfile.load(s.autosave).entries) == 1
    monkeypatch.setattr(matchfile, "save", no_space)
    s.add(rnd((0, 157)))
    assert s.dirty and s.save_error == f"{s.autosave}: the disk is full"
    assert s.save() is False
    monkeypatch.undo()
    assert s.save() is True
    assert (s.dirty, s.save_error) == (False, None)


def test_insert_goes_through_the_session_and_its_file(tmp_path):
    s = Session(schieber(), autosave=tmp_path / "unnamed.jass")
    s.add(rnd((100, 57)))
    s.insert(0, rnd((50, 107)))
    assert [e.points for e in matchfile.load(s.autosave).entries] == [(50, 107), (100, 57)]


def test_save_as_to_a_place_that_cannot_be_written_keeps_the_old_name(tmp_path):
    s = Session(schieber(), path=tmp_path / "abend.jass", autosave=tmp_path / "unnamed.jass")
    s.add(rnd())
    s.autosave.write_text("kept")
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    assert s.save_as(blocker / "inside.jass") is False  # its folder is a file
    assert s.path == tmp_path / "abend.jass" and s.save_as_error
    # saved where it was (a trial's window said "not saved" of a match safe in its file)
    assert s.save_error is None and len(matchfile.load(s.path).entries) == 1
    assert s.autosave.read_text() == "kept"  # the autosave stays


def test_save_as_without_an_autosave_and_when_the_autosave_is_the_file(tmp_path):
    s = Session(schieber())
    s.add(rnd())
    assert s.save_as(tmp_path / "abend.jass")
    # a session whose autosave is its own file never deletes it
    same = tmp_path / "same.jass"
    s = Session(schieber(), path=same, autosave=same)
    s.add(rnd())
    s.discard_autosave()
    assert same.exists()
    # an autosave already gone is no error
    gone = Session(schieber(), autosave=tmp_path / "never-written.jass")
    gone.discard_autosave()


# -- matchfile ---------------------------------------------------------------------------------

def test_save_writes_a_hidden_temporary_file_beside_the_target(tmp_path, monkeypatch):
    # the rename is atomic only within one folder (one file system)
    target = tmp_path / "abend.jass"
    renamed = []
    replace = os.replace

    def spy(src, dst):
        renamed.append((src, dst))
        replace(src, dst)

    monkeypatch.setattr(os, "replace", spy)
    matchfile.save(schieber(), target)
    (src, dst), = renamed
    assert os.path.dirname(src) == str(tmp_path) and dst == target
    # hidden, named after the file: a leftover after a crash is recognised (robustness.md)
    assert os.path.basename(src).startswith(".abend.jass.") and src.endswith(".tmp")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["abend.jass"]


def test_a_failed_save_leaves_the_old_file_and_no_temporary_file(tmp_path, monkeypatch):
    target = tmp_path / "abend.jass"
    matchfile.save(schieber(), target)
    before = target.read_bytes()
    monkeypatch.setattr(os, "fsync", no_space)
    m = schieber()
    m.add(rnd())
    with pytest.raises(OSError):
        matchfile.save(m, target)
    assert target.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["abend.jass"]


def test_a_file_that_cannot_be_read_is_named_with_the_reason(tmp_path):
    missing = tmp_path / "nowhere.jass"
    with pytest.raises(MatchFileError) as err:
        matchfile.load(missing)
    # the reason in words of the catalog (Python's own are English in every language)
    assert str(err.value) == f"cannot read {missing}: no such file or folder"


def test_validation_errors_in_one_line():
    # pydantic's first problem, where it is, and how many more there are
    with pytest.raises(MatchFileError) as err:
        matchfile.loads('{"format": "jasstafel-match", "version": 1, "variant": "schieber"}')
    assert str(err.value) == ("invalid match file: Players: the field is missing (and 1 more; "
                              "players in the file)")
    doc = json.loads(matchfile.dumps(schieber()))
    doc["entries"] = 3  # one problem only
    with pytest.raises(MatchFileError) as err:
        matchfile.loads(json.dumps(doc))
    # read as JSON, strictly: "array" is JSON's word for a list
    assert str(err.value) == ("invalid match file: Entries: expected a list ([…]) (entries in "
                              "the file)")
    with pytest.raises(ValidationError) as raw:
        TypeAdapter(int).validate_python("x")  # a problem of the whole document: no place
    assert describe_validation(raw.value) == (
        "invalid match file: document: expected a whole number")


# -- create() on a file system without hard links -----------------------------------------

def no_links(*args, **kw):
    raise OSError(errno.EPERM, "Operation not permitted")


def test_create_without_hard_links_writes_the_file_exclusively(tmp_path, monkeypatch):
    monkeypatch.setattr(os, "link", no_links)
    m = schieber()
    m.add(rnd())
    target = tmp_path / "neu.jass"
    matchfile.create(m, target)
    assert target.read_bytes() == matchfile.encode(m)
    assert len(matchfile.load(target).entries) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["neu.jass"]  # no temporary file
    umask = os.umask(0)
    os.umask(umask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask  # the usual, never executable
    other = schieber()
    with pytest.raises(FileExistsError):
        matchfile.create(other, target)  # something is there already: never overwritten
    assert target.read_bytes() == matchfile.encode(m)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["neu.jass"]


def test_create_without_hard_links_leaves_nothing_when_the_disk_refuses(tmp_path, monkeypatch):
    monkeypatch.setattr(os, "link", no_links)
    fsyncs = []

    def second_fsync_fails(fd):
        fsyncs.append(fd)
        if len(fsyncs) == 2:  # the first is the temporary file's, the second the new file's
            raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", second_fsync_fails)
    with pytest.raises(OSError):
        matchfile.create(schieber(), tmp_path / "neu.jass")
    assert list(tmp_path.iterdir()) == []


def usual_problems():
    """pydantic's usual problems, one of each kind the catalog has words for."""
    from typing import Annotated

    from pydantic import AwareDatetime, BaseModel, ConfigDict, Field

    class Inner(BaseModel):
        count: int = 0

    class Sample(BaseModel):
        model_config = ConfigDict(extra="forbid", strict=False)
        pair: tuple[int, int] = (0, 0)
        inner: Inner = Inner()
        when: AwareDatetime | None = None
        count: int = 0
        name: str = ""
        flag: bool = False
        items: list[int] = []
        table: dict[str, int] = {}
        low: Annotated[int, Field(le=3)] = 0
        high: Annotated[int, Field(ge=10)] = 10
        below: Annotated[int, Field(lt=3)] = 0
        above: Annotated[int, Field(gt=10)] = 11
        needed: int

    cases = [({}, "missing"), ({"needed": 1, "other": 1}, "extra_forbidden"),
             ({"needed": [1]}, "int_type"), ({"needed": "x"}, "int_parsing"),
             ({"needed": 1.5}, "int_from_float"), ({"needed": 1, "name": 5}, "string_type"),
             ({"needed": 1, "flag": [1]}, "bool_type"), ({"needed": 1, "flag": "vielleicht"},
                                                        "bool_parsing"),
             ({"needed": 1, "items": 3}, "list_type"), ({"needed": 1, "table": 3}, "dict_type"),
             ({"needed": 1, "low": 4}, "less_than_equal"),
             ({"needed": 1, "high": 9}, "greater_than_equal"),
             ({"needed": 1, "below": 3}, "less_than"), ({"needed": 1, "above": 10}, "greater_than")]
    for data, kind in cases:
        with pytest.raises(ValidationError) as raw:
            Sample.model_validate(data)
        yield kind, raw.value
    # a match file is read as JSON, strictly: JSON's words for the same kinds, and a moment
    json_cases = [({"needed": 1, "items": 3}, "list_type"),
                  ({"needed": 1, "table": 3}, "dict_type"),
                  ({"needed": 1, "pair": 3}, "tuple_type"),
                  ({"needed": 1, "inner": 3}, "model_type"),
                  ({"needed": 1, "when": 5}, "datetime_type"),
                  ({"needed": 1, "when": "2026-11-26T20:15:00"}, "timezone_aware")]
    for data, kind in json_cases:
        with pytest.raises(ValidationError) as raw:
            Sample.model_validate_json(json.dumps(data), strict=True)
        yield kind, raw.value


def test_pydantics_usual_problems_are_said_in_the_app_s_own_words():
    """pydantic's own sentences are a library's, and English in every language ("Extra
    inputs are not permitted", a trial's English window said it): each usual kind is said
    in a sentence of the catalog of the app's own ("there is no such field in a match
    file"), with its numbers, so that German and French say the same."""
    seen = set()
    for kind, err in usual_problems():
        assert err.errors()[0]["type"] == kind
        problem = describe_validation(err).params["problem"]
        assert problem.context == "rules", kind
        assert problem.template == matchfile.PYDANTIC_PROBLEMS[kind]
        assert str(problem) != err.errors()[0]["msg"], kind
        limit = {k: v for k, v in (err.errors()[0].get("ctx") or {}).items()}
        assert problem.params == limit, kind
        if kind == "less_than_equal":
            assert problem == "expected at most 3"
        seen.add(kind)
    assert seen <= set(matchfile.PYDANTIC_PROBLEMS)


def test_a_validator_s_own_problem_is_said_in_its_words_cut_short_and_any_other_kind_plainly():
    """A validator's own words (the app's) are said as written, cut short; a kind of
    pydantic's that no match file is expected to meet is said as a value the field does not
    take, never in the library's sentence."""
    from typing import Annotated

    from pydantic import AfterValidator
    from pydantic_core import PydanticCustomError

    def long_words(value):
        raise PydanticCustomError("striche", "s" * 250)

    with pytest.raises(ValidationError) as raw:
        TypeAdapter(Annotated[int, AfterValidator(long_words)]).validate_python(3)
    problem = describe_validation(raw.value).params["problem"]
    assert problem.context == "" and problem == "s" * 199 + "…"
    with pytest.raises(ValidationError) as raw:
        TypeAdapter(bytes).validate_python(3)  # bytes_type: no match file has bytes
    problem = describe_validation(raw.value).params["problem"]
    assert problem == "a value this field does not take" and problem.context == "rules"
    # a value not among the allowed ones: the list without pydantic's English "or"
    many = Literal["eicheln", "rosen", "slalom"]
    with pytest.raises(ValidationError) as raw:
        TypeAdapter(many).validate_python("poker")
    problem = describe_validation(raw.value).params["problem"]
    assert problem == "expected one of 'eicheln', 'rosen', 'slalom'"


def test_a_usual_kind_in_other_words_is_said_in_those_words():
    """A problem of a usual kind whose message is not pydantic's usual one (a validator's
    own words) is said as it was written, not in the catalog's words for the kind."""
    from typing import Annotated

    from pydantic import AfterValidator
    from pydantic_core import PydanticCustomError

    def own_words(value):
        raise PydanticCustomError("int_type", "an odd number of Striche")

    with pytest.raises(ValidationError) as raw:
        TypeAdapter(Annotated[int, AfterValidator(own_words)]).validate_python(3)
    assert raw.value.errors()[0]["type"] == "int_type"
    problem = describe_validation(raw.value).params["problem"]
    assert problem == "an odd number of Striche" and problem.context == ""


def test_a_named_match_that_cannot_be_written_goes_to_its_rescue_copy(tmp_path):
    """While the named file cannot be written, every change goes to the rescue copy too
    (what a crash then leaves is every entry); the first save that works removes it."""
    folder = tmp_path / "abend"
    folder.mkdir()
    s = Session(schieber(), path=folder / "tafel.jass", rescue=tmp_path / "rescue.jass")
    s.add(rnd())
    assert not s.rescue.exists()  # saved: no copy needed
    folder.rename(tmp_path / "weg")
    folder.write_text("")  # the folder is a file now: the named file cannot be written
    s.add(rnd())
    assert s.save_error and len(matchfile.load(s.rescue).entries) == 2
    folder.unlink()
    (tmp_path / "weg").rename(folder)
    s.add(rnd())
    assert s.save_error is None and not s.rescue.exists()
    assert len(matchfile.load(s.path).entries) == 3


def test_a_rescue_copy_that_could_not_follow_is_not_said_to_hold_every_entry(tmp_path):
    """The copy took the first entry the file refused, then the copy's own folder failed:
    the window must not go on promising "a copy with every entry" (a helper's finding)."""
    path = tmp_path / "abend.jass"
    matchfile.save(schieber(), path)
    path.chmod(0o444)
    copies = tmp_path / "rescue"
    s = Session(matchfile.load(path), path=path, rescue=copies / "rescue.jass")
    s.add(rnd())
    assert s.save_error and s.rescued
    copies.rename(tmp_path / "away")
    copies.write_text("")  # the copy's folder is a file now: the copy cannot be written
    s.add(rnd((0, 157)))
    assert s.save_error and not s.rescued  # the copy lacks the last entry
    copies.unlink()
    (tmp_path / "away").rename(copies)
    assert len(matchfile.load(s.rescue).entries) == 1
    s.add(rnd((57, 100)))  # the copy can be written again: it has them all again
    assert s.rescued and len(matchfile.load(s.rescue).entries) == 3
    path.chmod(0o644)
    s.add(rnd((57, 100)))
    assert s.save_error is None and not s.rescue.exists()  # removed with the first good save


def test_a_file_another_program_wrote_meanwhile_is_never_written_over(tmp_path):
    """The same match open in two windows: the second to write replaced the first's round
    without a word (a trial's: the file kept 60, the other window went on showing its 50).
    Now the one that finds the file changed since it read it refuses to write over it,
    says why, and keeps its entries (in the window and in its rescue copy)."""
    path = tmp_path / "abend.jass"
    matchfile.save(schieber(), path)
    one = Session(matchfile.load(path), path=path, rescue=tmp_path / "rescue-1.jass")
    two = Session(matchfile.load(path), path=path, rescue=tmp_path / "rescue-2.jass")
    two.add(rnd())  # written: nobody else wrote since it opened the file
    assert two.save_error is None and len(matchfile.load(path).entries) == 1
    one.add(rnd())
    one.add(rnd())
    assert one.save_error and "changed by another program" in one.save_error
    assert len(matchfile.load(path).entries) == 1  # two's round, not written over
    assert len(matchfile.load(one.rescue).entries) == 2  # one's two, kept
    two.add(rnd())  # the other goes on as before
    assert two.save_error is None and len(matchfile.load(path).entries) == 2
    # Save as… onto its own file is no way around it (a trial's lost the other's round)
    assert one.save_as(path) is False and "changed by another program" in one.save_as_error
    assert len(matchfile.load(path).entries) == 2 and one.path == path
    assert one.save_as(tmp_path / "abend-2.jass")  # a name of its own: saved
    assert one.save_error is None and len(matchfile.load(one.path).entries) == 2
    one.add(rnd())
    assert one.save_error is None  # its own file: written again and again


def test_a_read_only_match_file_is_not_replaced(tmp_path):
    """A file made read-only (chmod 444) was replaced all the same: the save writes a new
    file and renames it over the old one, which the folder allows. It is refused now (said
    as "permission denied"), the file unchanged, the entries kept."""
    path = tmp_path / "abend.jass"
    matchfile.save(schieber(), path)
    path.chmod(0o444)
    before = path.read_bytes()
    s = Session(matchfile.load(path), path=path, rescue=tmp_path / "rescue.jass")
    s.add(rnd())
    assert s.save_error and "permission denied" in s.save_error
    assert path.read_bytes() == before and len(s.match.entries) == 1
    assert len(matchfile.load(s.rescue).entries) == 1


def test_a_rescue_copy_continued_goes_to_its_file_once_that_can_be_written(tmp_path):
    """After a crash the rescue copy is the match with every entry; continued, it belongs in
    its named file (which lacks the last entries) and goes there as soon as the file can be
    written; until then it goes on into the copy. Then the copy is removed."""
    from jasstafel.core.session import entries_lacking

    path = tmp_path / "abend.jass"
    matchfile.save(schieber(), path)
    path.chmod(0o444)
    s = Session(matchfile.load(path), path=path, rescue=tmp_path / "rescue.jass")
    s.add(rnd())
    assert s.save_error and s.rescued  # the process dies here
    copy = matchfile.load(s.rescue)
    assert entries_lacking(matchfile.load(path), copy) == 1
    resumed = Session.resume(copy, path=path, rescue=s.rescue)
    assert resumed.save() is False and resumed.dirty and "permission denied" in resumed.save_error
    resumed.add(rnd((0, 157)))
    assert len(matchfile.load(s.rescue).entries) == 2 and not matchfile.load(path).entries
    path.chmod(0o644)
    resumed.add(rnd((57, 100)))
    assert resumed.save_error is None and not s.rescue.exists()
    assert [e.points for e in matchfile.load(path).entries] == [(100, 57), (0, 157), (57, 100)]


def test_a_copy_whose_table_rules_were_changed_is_a_later_state_of_its_file(tmp_path):
    """Edit → Table rules… while the file could not be written, then a round: the copy is the
    file's match with the rules changed and one entry more (it was another match, offered
    apart from its own file after a crash), and continued it goes into the file, rules and all.
    Without an entry in common, other rules make another match, as other names do."""
    from jasstafel.core.session import entries_lacking

    path = tmp_path / "abend.jass"
    first = schieber()
    first.add(rnd())
    matchfile.save(first, path)
    path.chmod(0o444)
    s = Session(matchfile.load(path), path=path, rescue=tmp_path / "rescue.jass")
    doc = s.match.document
    s.match.change_rules(doc.model_copy(update={"settings": doc.settings.model_copy(
        update={"target": 1500})}))
    s.add(rnd((0, 157)))
    assert s.rescued  # the process dies here
    copy = matchfile.load(s.rescue)
    assert entries_lacking(matchfile.load(path), copy) == 1
    assert entries_lacking(copy, matchfile.load(path)) is None  # the file lacks a round
    resumed = Session.resume(copy, path=path, rescue=s.rescue)
    path.chmod(0o644)
    assert resumed.save() and not s.rescue.exists()
    on_disk = matchfile.load(path)
    assert on_disk.document.settings.target == 1500 and len(on_disk.entries) == 2
    empty = schieber()
    assert entries_lacking(empty, new_match("schieber", FOUR, preset="swisslos_2500")) is None


def test_a_rescue_copy_continued_never_writes_over_a_file_written_elsewhere(tmp_path):
    """Two windows on one file: the second's round went to its copy because the first had
    written the file. Continued after a crash, the copy must not replace the first's round:
    it stays refused, as before the crash, and the copy keeps growing (save it under another
    name). An earlier state of the copy, or the same, is written over."""
    from jasstafel.core.session import entries_lacking

    path = tmp_path / "abend.jass"
    matchfile.save(schieber(), path)
    one = Session(matchfile.load(path), path=path, rescue=tmp_path / "rescue-1.jass")
    two = Session(matchfile.load(path), path=path, rescue=tmp_path / "rescue-2.jass")
    one.add(rnd((0, 157)))
    two.add(rnd())
    assert two.rescued
    copy = matchfile.load(two.rescue)
    assert entries_lacking(matchfile.load(path), copy) is None  # each has a round the other lacks
    assert entries_lacking(copy, copy) == 0
    before = path.read_bytes()
    resumed = Session.resume(copy, path=path, rescue=two.rescue)
    resumed.add(rnd())
    # what is known is said, not who wrote it (a trial's window had written it itself)
    assert resumed.save_error == (f"{path} holds entries that this match lacks: it was not "
                                  "written over (save this match under another name)")
    assert path.read_bytes() == before and len(matchfile.load(two.rescue).entries) == 2
    other = new_match("schieber", ["Eva", "Fritz", "Gabi", "Hans"], preset="einfach_1000")
    assert entries_lacking(other, copy) is None  # other players: no earlier state of it


def test_a_resumed_copy_whose_file_cannot_be_read_says_so(tmp_path):
    """The file at the copy's name is no match any more: not written over, and said as it
    is (not as another program's change)."""
    path = tmp_path / "abend.jass"
    matchfile.save(schieber(), path)
    path.chmod(0o444)
    s = Session(matchfile.load(path), path=path, rescue=tmp_path / "rescue.jass")
    s.add(rnd())
    copy = matchfile.load(s.rescue)
    path.chmod(0o644)
    path.write_text("not a match")
    resumed = Session.resume(copy, path=path, rescue=s.rescue)
    assert resumed.save() is False and resumed.written_elsewhere
    assert resumed.save_error == (f"{path} cannot be read as this match: it was not written "
                                  "over (save this match under another name)")
    assert path.read_text() == "not a match"


def test_a_named_file_deleted_while_open_is_written_again_and_said_once(tmp_path):
    """The window says so (a trial's del.jass came back without a word): ``written_again``
    is true after the save that wrote the missing file, and only after it."""
    path = tmp_path / "del.jass"
    matchfile.save(schieber(), path)
    s = Session(matchfile.load(path), path=path)
    s.add(rnd())
    assert s.written_again is False
    path.unlink()
    s.add(rnd((0, 157)))
    assert s.written_again is True and s.save_error is None
    assert len(matchfile.load(path).entries) == 2
    s.add(rnd())
    assert s.written_again is False
    unnamed = Session(schieber(), autosave=tmp_path / "unnamed.jass")
    unnamed.add(rnd())
    unnamed.autosave.unlink()  # the autosave is the window's own: nothing to say
    unnamed.add(rnd())
    assert unnamed.written_again is False
