"""The match file's limits at their edges: numbers, the values a message repeats, and new
files created beside the target. Every expected text is worked out from the limits
(matchfile.MAX_DIGITS = 40, ECHO = 60)."""

import errno
import fcntl
import os
import signal
import stat
import sys
import threading
import time

import pytest

from jasstafel.core import MatchFileError, RuleViolation, matchfile
from jasstafel.core.matchfile import (
    check_entry,
    decode,
    echo,
    echo_text,
    file_path,
    new_match,
    place,
)
from jasstafel.core.punktetafel import PunktetafelRound
from jasstafel.core.schieber import SchieberRound

TOO_LONG = ("not a Jasstafel match file: the number {} is too long or not finite "
            "(at most 40 digits)")


def refused(text):
    with pytest.raises(MatchFileError) as err:
        decode(text)
    return str(err.value)


def test_integers_up_to_40_digits():
    assert decode("1" * 40) == int("1" * 40)
    assert decode("-" + "1" * 40) == -int("1" * 40)  # the sign is no digit
    # 41 digits: refused, the number repeated in 24 characters: quote + 22 + "…"
    assert refused("1" * 41) == TOO_LONG.format("'" + "1" * 21 + "…'")


def test_floats_up_to_48_characters_and_finite():
    assert decode("1." + "0" * 46) == 1.0  # 48 characters: 40 digits and 8 for the rest
    assert refused("1." + "0" * 47) == TOO_LONG.format("'1." + "0" * 19 + "…'")
    assert refused("1e999") == TOO_LONG.format("'1e999'")  # infinite
    assert refused("-1e999") == TOO_LONG.format("'-1e999'")
    assert refused("NaN") == TOO_LONG.format("'NaN'")
    assert decode("0.5") == 0.5


def test_a_repeated_value_is_cut_to_60_characters():
    assert echo("a" * 58) == "'" + "a" * 58 + "'"  # 60 with the quotes: as it is
    assert echo("a" * 59) == "'" + "a" * 57 + "…'"  # 61: cut to 60, the quote closed after "…"
    # only the first 61 characters are looked at: a quote after them does not change the
    # quotes repr chooses, one within them does
    assert echo("a" * 61 + "'").startswith("'a")
    assert echo("a" * 60 + "'").startswith('"a')
    assert echo(12345) == "12345" and echo([1, 2]) == "[1, 2]"
    assert echo(list(range(100))) == "[0, 1, 2, 3, ...]"


def rnd_match():
    m = new_match("schieber", ["Anna", "Beat", "Cla", "Dora"])
    m.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)))
    return m


def test_create_links_a_hidden_temporary_file_beside_the_target(tmp_path, monkeypatch):
    linked = []
    link = os.link

    def spy(src, dst):
        linked.append((src, dst))
        link(src, dst)

    monkeypatch.setattr(os, "link", spy)
    target = tmp_path / "neu.jass"
    matchfile.create(rnd_match(), target)
    (src, dst), = linked
    assert os.path.dirname(src) == str(tmp_path) and dst == target
    assert os.path.basename(src).startswith(".neu.jass.") and src.endswith(".tmp")
    # a new file gets the usual permissions, not the temporary file's private ones
    umask = os.umask(0)
    os.umask(umask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask
    assert sorted(p.name for p in tmp_path.iterdir()) == ["neu.jass"]


def test_create_gives_up_on_other_link_errors(tmp_path, monkeypatch):
    def broken(*args):
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "link", broken)
    with pytest.raises(OSError) as err:
        matchfile.create(rnd_match(), tmp_path / "neu.jass")
    assert err.value.errno == errno.EIO
    assert list(tmp_path.iterdir()) == []


def test_a_temporary_file_is_stale_only_when_older_than_the_limit(tmp_path):
    at = 1_700_000_000.0
    older, same, newer = (tmp_path / f".abend.jass.{tag}.tmp"
                          for tag in ("older123", "same1234", "newer123"))
    for path, when in ((older, at - 1), (same, at), (newer, at + 1)):
        path.write_text("x")
        os.utime(path, (when, when))
    assert matchfile.clean_stale_temporaries(tmp_path, before=at) == [older]
    assert same.exists() and newer.exists()  # changed at or after the limit: kept
    # another match's temporary files are left to that match's saves
    assert matchfile.clean_stale_temporaries(tmp_path, match_name="other.jass",
                                             before=at + 10) == []
    assert sorted(matchfile.clean_stale_temporaries(tmp_path, match_name="abend.jass",
                                                    before=at + 10)) == sorted([same, newer])


def swapped_after_the_first_look(monkeypatch, path, swap):
    """os.lstat as the cleaner calls it, with *swap* run right after its first look at
    *path*: another program changes the file between the look and the open."""
    looks = []
    lstat = os.lstat

    def look(target, *args, **kw):
        info = lstat(target, *args, **kw)
        if os.fspath(target) == os.fspath(path) and not looks:
            looks.append(info)
            swap()
        return info

    monkeypatch.setattr(os, "lstat", look)
    return looks


def stale_temporary(tmp_path):
    path = tmp_path / ".abend.jass.swap1234.tmp"
    path.write_text("x")
    os.utime(path, (1_000_000_000, 1_000_000_000))
    # kept by a second name: its inode is not free, so what replaces it gets another one
    os.link(path, tmp_path / "kept")
    return path


def test_a_stale_file_swapped_for_another_before_the_open_is_left_alone(tmp_path, monkeypatch):
    """The file at the name is no longer the one judged stale (another program put a new
    one there): it is neither removed nor said to be."""
    path = stale_temporary(tmp_path)

    def new_file():
        path.unlink()
        path.write_text("a new save")

    swapped_after_the_first_look(monkeypatch, path, new_file)
    assert matchfile.clean_stale_temporaries(tmp_path) == []
    assert path.read_text() == "a new save"


class Stuck(Exception):
    pass


def test_a_stale_file_swapped_for_a_pipe_before_the_open_does_not_hang(tmp_path, monkeypatch):
    """A named pipe at the name when the cleaner opens it: opened without waiting for a
    writer (which would be for ever at start-up), and left alone."""
    path = stale_temporary(tmp_path)

    def pipe():
        path.unlink()
        os.mkfifo(path)

    def stuck(_signal, _frame):  # not an OSError, which the cleaner would pass over
        raise Stuck("the cleaner waits for a writer on the pipe")

    swapped_after_the_first_look(monkeypatch, path, pipe)
    old = signal.signal(signal.SIGALRM, stuck)
    signal.alarm(5)  # a hang fails the test instead of stopping the suite
    try:
        assert matchfile.clean_stale_temporaries(tmp_path) == []
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert stat.S_ISFIFO(os.lstat(path).st_mode)


def test_a_stale_file_swapped_for_a_link_before_the_open_is_not_followed(tmp_path, monkeypatch):
    """A symbolic link at the name when the cleaner opens it: never opened through (here
    it points to a pipe that a writer waits on; opened through, the writer would go on)."""
    path = stale_temporary(tmp_path)
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    through = threading.Event()

    def writer():
        fd = os.open(pipe, os.O_WRONLY)  # waits until the pipe is opened to read
        through.set()
        os.close(fd)

    waiting = threading.Thread(target=writer, daemon=True)
    waiting.start()
    time.sleep(0.2)  # the writer waits in its open

    def link():
        path.unlink()
        os.symlink(pipe, path)

    swapped_after_the_first_look(monkeypatch, path, link)
    try:
        assert matchfile.clean_stale_temporaries(tmp_path) == []
        assert not through.wait(1.0)
    finally:
        os.close(os.open(pipe, os.O_RDONLY | os.O_NONBLOCK))  # lets the writer go
        waiting.join(5)
    assert path.is_symlink()


class Unwritable:
    """An entry whose fields cannot be written at all."""

    def model_dump(self, mode=None):
        raise ValueError("broken")


def test_an_entry_a_match_file_could_not_hold_is_refused_word_for_word():
    tafel = new_match("punktetafel", ["Anna", "Beat"])
    cases = [
        # the bell character (U+0007) is the second character of the note
        (tafel, PunktetafelRound(points=[1, 2], note="a\x07b"), "entry.text",
         "This entry cannot be saved: note: a control character (U+0007) at character 2: "
         "names and texts are one line of plain text"),
        # built without validation: a note of 300 characters, 200 allowed
        (tafel, PunktetafelRound.model_construct(type="round", points=[1, 2], note="x" * 300,
                                                 written_at=None),
         "entry.invalid", "This entry cannot be saved: invalid match file: "
         "entries.0.note: expected at most 200 characters"),
        (new_match("schieber", ["A", "B", "C", "D"]),
         SchieberRound.model_construct(type="round", contract="rosen", announced_by=5,
                                       geschoben=False, points=(100, 57), match=False,
                                       weis=(0, 0), stoeck=None, written_at=None),
         "entry.invalid", "This entry cannot be saved: invalid match file: "
         "entries.0.announced_by: expected at most 1"),
        (tafel, Unwritable(), "entry.invalid", "This entry cannot be saved: ValueError: broken"),
    ]
    for match, entry, rule, message in cases:
        with pytest.raises(RuleViolation) as err:
            check_entry(match, entry)
        assert (err.value.rule, err.value.message) == (rule, message)


@pytest.mark.filterwarnings("ignore::UserWarning")  # pydantic warns about the unknown type
def test_an_entry_holding_what_no_match_file_can_hold_says_so_in_at_most_160_characters():
    """The entry is written as the file would write it (JSON): a value of no JSON type is
    refused there, in the library's words cut to 160 characters, before any other check."""
    odd = AValueThatNoMatchFileCanHoldWhateverItsNameAndWhereverItIsFoundInTheDocument()
    entry = PunktetafelRound.model_construct(type="round", points=[1, 2], note=odd,
                                             written_at=None)
    with pytest.raises(RuleViolation) as err:
        check_entry(new_match("punktetafel", ["Anna", "Beat"]), entry)
    prefix = "This entry cannot be saved: "
    assert err.value.rule == "entry.invalid"
    reason = err.value.message.removeprefix(prefix)
    assert reason.startswith("PydanticSerializationError: Unable to serialize unknown type")
    assert len(reason) == 160 and reason[-1] == "…"


# -- encode: what is written is what loading accepts ----------------------------------------

def schieber_doc():
    return new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]).document


def refused_to_write(doc):
    with pytest.raises(MatchFileError) as err:
        matchfile.encode(doc)
    return str(err.value)


def test_encode_refuses_what_loading_would_refuse():
    doc = schieber_doc()
    long_name = doc.model_copy(update={"players": ["A" * 61, "Beat", "Cla", "Dora"]})
    assert refused_to_write(long_name) == (
        "invalid match file: Player 1: 61 characters; a name has at most 60 (players[0] in the "
        "file)")
    sixty = doc.model_copy(update={"players": ["A" * 60, "Beat", "Cla", "Dora"]})
    assert matchfile.loads(matchfile.encode(sixty)).document.players[0] == "A" * 60
    title = doc.model_copy(update={"info": doc.info.model_copy(update={"title": "x\x01y"})})
    assert refused_to_write(title) == (
        "invalid match file: Title: a control character (U+0001) at character 2: names and "
        "texts are one line of plain text (info.title in the file)")
    surrogate = doc.model_copy(update={"players": ["A\udc80", "Beat", "Cla", "Dora"]})
    assert refused_to_write(surrogate) == (
        "invalid match file: Player 1: text that is not valid Unicode (a lone surrogate "
        "U+DC80 at character 2) (players[0] in the file)")


class AValueThatNoMatchFileCanHoldWhateverItsNameAndWhereverItIsFoundInTheDocument:
    pass


@pytest.mark.filterwarnings("ignore::UserWarning")  # pydantic warns about the unknown type
def test_encode_says_what_failed_in_at_most_160_characters():
    doc = schieber_doc()
    odd = AValueThatNoMatchFileCanHoldWhateverItsNameAndWhereverItIsFoundInTheDocument()
    broken = doc.model_copy(update={"info": doc.info.model_copy(update={"title": odd})})
    message = refused_to_write(broken)
    prefix = "the match cannot be written: PydanticSerializationError: Unable to serialize "
    assert message.startswith(prefix)
    # the library's message is cut to 160 characters: 159 and "…"
    assert len(message) == len("the match cannot be written: ") + 160 and message[-1] == "…"


def test_encode_refuses_a_file_larger_than_the_limit(monkeypatch):
    doc = schieber_doc()
    size = len(matchfile.dumps(doc).encode("utf-8"))
    monkeypatch.setattr(matchfile, "MAX_FILE_BYTES", size)  # exactly the limit: written
    assert len(matchfile.encode(doc)) == size
    monkeypatch.setattr(matchfile, "MAX_FILE_BYTES", size - 1)
    assert refused_to_write(doc) == (
        f"the match file would be {size} bytes; a match file is at most {size - 1} bytes")


def test_places_and_library_messages_as_a_message_shows_them():
    assert place(("entries", 3, "points")) == "entries.3.points"
    assert place(("info", "bad key!")) == "info.'bad key!'"  # not a plain word: its repr
    # a plain word has at most 24 characters; a longer key is its repr cut to 24
    assert place(("x" * 24,)) == "x" * 24
    assert place(("x" * 25,)) == "'" + "x" * 21 + "…'"
    assert echo_text("abc", 3) == "abc" and echo_text("abcd", 3) == "ab…"


def test_a_files_own_path_is_its_keys_and_indexes_as_written():
    """The path said in brackets after a place in words (docs/match-file.md), for whoever
    edits the file: an index in brackets, a key that is no plain word as its repr, cut."""
    assert file_path(("entries", 2, "points", 1)) == "entries[2].points[1]"
    assert file_path(("players", 0)) == "players[0]" and file_path(("info",)) == "info"
    assert file_path(("info", "bad key!")) == "info['bad key!']"
    assert file_path(("x" * 25,)) == "['" + "x" * 21 + "…']"


def test_encode_finds_controls_however_they_are_written():
    doc = schieber_doc()
    # a backslash alone is a text like any other
    backslash = doc.model_copy(update={"players": ["A\\B", "Beat", "Cla", "Dora"]})
    assert matchfile.loads(matchfile.encode(backslash)).document.players[0] == "A\\B"
    # U+0085 (a C1 control) is written by JSON as it is, not as an escape
    nel = doc.model_copy(update={"players": ["A\x85", "Beat", "Cla", "Dora"]})
    assert refused_to_write(nel) == (
        "invalid match file: Player 1: a control character (U+0085) at character 2: names "
        "and texts are one line of plain text (players[0] in the file)")
    tab = doc.model_copy(update={"players": ["A\tB", "Beat", "Cla", "Dora"]})
    assert refused_to_write(tab) == (
        "invalid match file: Player 1: a control character (U+0009) at character 2: names "
        "and texts are one line of plain text (players[0] in the file)")


def test_a_temporary_file_that_a_save_holds_locked_is_left_alone(tmp_path):
    held = tmp_path / ".abend.jass.held1234.tmp"
    held.write_text("x")
    os.utime(held, (1_000_000_000, 1_000_000_000))  # old, but a save still writes it
    with open(held, "rb") as f:
        fcntl.flock(f.fileno(), fcntl.LOCK_EX)
        assert matchfile.clean_stale_temporaries(tmp_path) == []
        assert held.exists()
    assert matchfile.clean_stale_temporaries(tmp_path) == [held]  # the save is gone
    assert not held.exists()


def stale_files(tmp_path, count):
    """*count* temporary files of the match abend.jass, left long ago."""
    paths = [tmp_path / f".abend.jass.old{i:05d}.tmp" for i in range(count)]
    for path in paths:
        path.write_text("x")
        os.utime(path, (1_000_000_000, 1_000_000_000))
    return paths


def test_every_stale_file_is_cleaned_whatever_else_is_in_the_folder(tmp_path):
    """The folder's other files (the matches, another match's temporary files) come in any
    order among the stale ones: the cleaner goes past each of them."""
    for i in range(6):
        (tmp_path / f"abend-{i}.jass").write_text("{}")
        (tmp_path / f".other.jass.keep{i:04d}.tmp").write_text("x")
    stale = stale_files(tmp_path, 6)
    assert sorted(matchfile.clean_stale_temporaries(tmp_path, match_name="abend.jass")) == stale
    assert len(list(tmp_path.iterdir())) == 12


def test_a_stale_file_another_cleaner_took_first_is_passed_over(tmp_path, monkeypatch):
    """Two windows start at once and clean the same folder: a name listed but gone when
    it is looked at is passed over, and the rest are still cleaned."""
    stale = stale_files(tmp_path, 3)
    listdir = os.listdir
    monkeypatch.setattr(os, "listdir", lambda folder: [".abend.jass.gone0000.tmp",
                                                       *sorted(listdir(folder))])
    assert matchfile.clean_stale_temporaries(tmp_path) == stale


def test_encode_refuses_an_entry_more_than_a_match_file_holds_word_for_word():
    doc = new_match("punktetafel", ["Anna", "Beat"]).document
    rounds = [PunktetafelRound(points=[0, 0])] * (matchfile.MAX_ENTRIES + 1)
    assert refused_to_write(doc.model_copy(update={"entries": rounds})) == (
        "the match has 10001 entries; a match file holds at most 10000")


def test_a_backslash_that_only_looks_like_an_escape_is_written():
    """The scan for controls also finds a backslash typed before an n or a u00…: a false
    alarm, which the full check then clears, so the text is written as typed."""
    doc = schieber_doc()
    for typed in ("C:\\neu", "A\\u0001", "\\t"):
        named = doc.model_copy(update={"players": [typed, "Beat", "Cla", "Dora"]})
        assert matchfile.loads(matchfile.encode(named)).document.players[0] == typed


def test_a_cleaner_running_while_a_save_writes_leaves_its_temporary_file(tmp_path, monkeypatch):
    """Another window cleans the folder while this one saves (after the save began, so the
    temporary file counts as old to it): the save's lock keeps the file, the save ends."""
    path = tmp_path / "abend.jass"
    fsync, taken = os.fsync, []

    def fsync_then_clean(fd):
        fsync(fd)
        if not taken:
            taken.append(matchfile.clean_stale_temporaries(tmp_path, before=time.time() + 60))

    monkeypatch.setattr(os, "fsync", fsync_then_clean)
    matchfile.save(new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]), path)
    assert taken == [[]]
    assert matchfile.load(path).document.players[0] == "Anna"
    assert [p.name for p in tmp_path.iterdir()] == ["abend.jass"]


def test_without_file_locks_a_temporary_file_is_stale_by_its_age_alone(tmp_path, monkeypatch):
    """Windows has no fcntl (an open file cannot be removed there anyway): what the last
    interrupted save left is still cleaned, and saving works."""
    monkeypatch.setitem(sys.modules, "fcntl", None)  # import fcntl raises ImportError
    stale = stale_files(tmp_path, 1)
    assert matchfile.clean_stale_temporaries(tmp_path) == stale
    matchfile.save(new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]), tmp_path / "a.jass")
    assert [p.name for p in tmp_path.iterdir()] == ["a.jass"]


# -- reading: only a regular file, and at most the limit -------------------------------------

def test_a_file_of_exactly_the_limit_is_read_and_one_byte_more_is_refused(tmp_path):
    path = tmp_path / "abend.jass"
    path.write_bytes(b"x" * 10)
    assert matchfile.read_regular_file(path, 10) == b"x" * 10
    with pytest.raises(MatchFileError) as err:
        matchfile.read_regular_file(path, 9)
    assert str(err.value) == f"{path} is 10 bytes; a match file is at most 9 bytes"
    empty = tmp_path / "leer.jass"
    empty.write_bytes(b"")
    assert matchfile.read_regular_file(empty, 0) == b""  # nothing fits any limit


def test_a_file_of_a_kind_without_a_name_here_is_refused_as_not_a_regular_file(
        tmp_path, monkeypatch):
    """Solaris has doors, BSD whiteouts: a kind the refusals do not name is still refused."""
    path = tmp_path / "abend.jass"
    path.write_text("{}")
    real = os.stat(path)
    door = os.stat_result((0o150644, *tuple(real)[1:]))  # S_IFDOOR on Solaris
    assert not stat.S_ISREG(door.st_mode) and stat.S_IFMT(door.st_mode) == 0o150000
    monkeypatch.setattr(os, "stat", lambda target, *args, **kw: door)
    with pytest.raises(MatchFileError) as err:
        matchfile.read_regular_file(path, 100)
    assert str(err.value) == f"{path} is not a regular file"


def swapped_after_the_stat(monkeypatch, path, make):
    """A match file at *path*; os.stat as reading calls it, with the file replaced by what
    *make* puts at the name (a pipe, another file) right after the look."""
    path.write_text("{}")
    os.link(path, path.with_name("kept"))  # what replaces it gets another inode
    look = os.stat

    def look_then_swap(target, *args, **kw):
        info = look(target, *args, **kw)
        path.unlink()
        make(path)
        return info

    monkeypatch.setattr(os, "stat", look_then_swap)
    return path


def test_a_match_file_swapped_for_a_pipe_before_the_open_does_not_hang(tmp_path, monkeypatch):
    """Another program puts a named pipe at the name between the look and the open: it is
    opened without waiting for a writer (which might be for ever) and refused."""
    path = swapped_after_the_stat(monkeypatch, tmp_path / "abend.jass", os.mkfifo)

    def stuck(_signal, _frame):
        raise Stuck("the open waits for a writer on the pipe")

    old = signal.signal(signal.SIGALRM, stuck)
    signal.alarm(5)  # a hang fails the test instead of stopping the suite
    try:
        with pytest.raises(MatchFileError) as err:
            matchfile.read_regular_file(path, 100)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert str(err.value) == f"{path} is a named pipe (FIFO), not a match file"


def test_a_file_swapped_for_another_between_the_look_and_the_open_is_refused(
        tmp_path, monkeypatch):
    path = swapped_after_the_stat(monkeypatch, tmp_path / "abend.jass",
                                  lambda p: p.write_text("{}"))
    with pytest.raises(MatchFileError) as err:
        matchfile.read_regular_file(path, 100)
    assert str(err.value) == f"cannot read {path}: it changed while being opened"
