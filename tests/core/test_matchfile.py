"""Match files: format, version, validation, atomic saving, schema."""

import json
import os
from pathlib import Path

import pytest

from jasstafel.core import (
    FORMAT_VERSION,
    JassError,
    MatchFileError,
    MatchInfo,
    RuleViolation,
    matchfile,
)
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


def sample():
    m = new_match("schieber", PLAYERS)
    m.add(SchieberRound(contract="rosen", announced_by=1, points=(57, 100), weis=(0, 20)))
    return m


def test_save_and_load_round_trip(tmp_path):
    m = sample()
    path = tmp_path / "m.jass"
    matchfile.save(m, path)
    loaded = matchfile.load(path)
    assert loaded.document == m.document
    assert loaded.board() == m.board()
    data = json.loads(path.read_text("utf-8"))
    assert data["format"] == "jasstafel-match" and data["version"] == FORMAT_VERSION
    assert data["variant"] == "schieber"


def test_save_is_atomic_and_leaves_no_temporary_file(tmp_path):
    path = tmp_path / "m.jass"
    path.write_text("old")
    matchfile.save(sample(), path)
    assert os.listdir(tmp_path) == ["m.jass"]
    assert json.loads(path.read_text())["variant"] == "schieber"


def test_failed_save_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "m.jass"
    path.write_text("old content")

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        matchfile.save(sample(), path)
    assert path.read_text() == "old content"
    assert os.listdir(tmp_path) == ["m.jass"]


def test_save_through_a_symlink_writes_its_file_and_keeps_the_link(tmp_path):
    """A Schreiber keeps ``abend.jass`` as a link into his club folder: saving writes the
    club's file, and the link stays a link (a save used to replace it by a plain file)."""
    club = tmp_path / "club"
    club.mkdir()
    real = club / "abend.jass"
    matchfile.save(sample(), real)
    link = tmp_path / "abend.jass"
    link.symlink_to(real)
    m = matchfile.load(link)
    m.add(SchieberRound(contract="eicheln", announced_by=0, points=(100, 57)))
    matchfile.save(m, link)
    assert link.is_symlink() and link.resolve() == real
    assert len(matchfile.load(real).entries) == 2
    assert sorted(os.listdir(club)) == ["abend.jass"]  # no temporary file left there


def test_save_through_a_link_to_a_device_is_refused_unwritten(tmp_path):
    link = tmp_path / "null.jass"
    link.symlink_to("/dev/null")
    with pytest.raises(JassError, match="not a file"):
        matchfile.save(sample(), link)
    assert link.is_symlink() and os.readlink(link) == "/dev/null"
    assert os.listdir(tmp_path) == ["null.jass"]


@pytest.mark.parametrize(
    "text, message",
    [
        ("not json at all", "not JSON"),
        (b"\xff\xfe\x00", "not JSON"),
        ("[1, 2]", "not a JSON object"),
        ('{"format": "other-app", "version": 1}', "its 'format' is 'other-app'"),
        ('{"format": "jasstafel-match", "version": 99, "variant": "schieber"}', "newer Jasstafel"),
        ('{"format": "jasstafel-match", "version": "1", "variant": "schieber"}',
         "invalid format version"),
        ('{"format": "jasstafel-match", "version": 1, "variant": "poker"}', "unknown variant"),
        ('{"format": "jasstafel-match", "version": 1, "variant": "schieber"}', "players"),
    ],
)
def test_foreign_and_broken_files_are_refused(text, message):
    with pytest.raises(MatchFileError) as err:
        matchfile.loads(text)
    assert message in str(err.value)


def test_malformed_entry_is_named():
    data = json.loads(matchfile.dumps(sample()))
    data["entries"][0]["points"] = "many"
    with pytest.raises(MatchFileError) as err:
        matchfile.loads(json.dumps(data))
    assert "Entry 1 · Card points: " in str(err.value)
    assert str(err.value).endswith("(entries[0].points in the file)")


def test_unknown_field_refused():
    data = json.loads(matchfile.dumps(sample()))
    data["settings"]["bonus_for_fun"] = 5
    with pytest.raises(MatchFileError):
        matchfile.loads(json.dumps(data))


def test_invalid_entry_in_a_file_names_it():
    data = json.loads(matchfile.dumps(sample()))
    data["entries"].append(dict(data["entries"][0], weis=[20, 20]))
    with pytest.raises(RuleViolation) as err:
        matchfile.loads(json.dumps(data))
    assert err.value.index == 1
    assert str(err.value).startswith("entry 2: ")


def test_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(MatchFileError) as err:
        matchfile.load(tmp_path / "nope.jass")
    assert "cannot read" in str(err.value)


def test_loading_never_changes_the_file(tmp_path):
    path = tmp_path / "broken.jass"
    path.write_bytes(b'{"format": "jasstafel-match", "version": 1, "variant": "schieber", ')
    before = path.read_bytes(), path.stat().st_mtime_ns
    with pytest.raises(MatchFileError):
        matchfile.load(path)
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


def test_variant_alias_and_presets():
    m = new_match("Schieberjass", PLAYERS, preset="turnier")
    assert m.variant == "schieber" and m.document.settings.rounds == 12
    with pytest.raises(MatchFileError):
        new_match("schieber", PLAYERS, preset="nope")


def test_schema_covers_every_variant_and_matches_the_committed_copy():
    schema = matchfile.json_schema()
    from jasstafel.core import VARIANTS

    text = json.dumps(schema)
    for v in VARIANTS:
        assert f'"{v.name}"' in text
    committed = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "match.schema.json")
    with open(committed, encoding="utf-8") as f:
        assert json.load(f) == schema, "run: jasstafel schema > docs/match.schema.json"


def test_saved_file_keeps_usual_permissions(tmp_path):
    path = tmp_path / "neu.jass"
    matchfile.save(sample(), path)
    umask = os.umask(0)
    os.umask(umask)
    assert path.stat().st_mode & 0o777 == 0o666 & ~umask
    path.chmod(0o640)
    matchfile.save(sample(), path)
    assert path.stat().st_mode & 0o777 == 0o640


# -- hostile files: special files, sizes, nesting, numbers, text (issue 13) -------------------


def sample_data():
    return json.loads(matchfile.dumps(sample()))


def write(tmp_path, data, name="m.jass"):
    path = tmp_path / name
    path.write_text(json.dumps(data, ensure_ascii=True), "utf-8")
    return path


def refused(path):
    """Load *path*: it must be refused with a MatchFileError and stay as it was."""
    before = (path.read_bytes(), path.stat().st_mtime_ns) if path.is_file() else None
    listing = sorted(os.listdir(path.parent))
    with pytest.raises(MatchFileError) as err:
        matchfile.load(path)
    if before is not None:
        assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    assert sorted(os.listdir(path.parent)) == listing
    message = str(err.value)
    assert "\n" not in message and len(message) < 400
    return message


def test_a_fifo_is_refused_without_waiting(tmp_path):
    fifo = tmp_path / "pipe.jass"
    os.mkfifo(fifo)
    assert "named pipe" in refused(fifo)


@pytest.mark.parametrize("content", [b"", b"  \n\t", b"\xef\xbb\xbf"])
def test_an_empty_file_is_said_to_be_empty(tmp_path, content):
    """"not JSON (line 1, column 1)" said nothing a Schreiber could act on (a trial's)."""
    path = tmp_path / "leer.jass"
    path.write_bytes(content)
    assert "the file is empty" in refused(path)
    assert path.read_bytes() == content


def test_a_symlink_to_dev_zero_is_refused(tmp_path):
    link = tmp_path / "zero.jass"
    link.symlink_to("/dev/zero")
    assert "device" in refused(link)


def test_a_folder_is_refused(tmp_path):
    folder = tmp_path / "folder.jass"
    folder.mkdir()
    assert "folder" in refused(folder)


def test_a_dangling_symlink_is_a_clear_error(tmp_path):
    link = tmp_path / "gone.jass"
    link.symlink_to(tmp_path / "nowhere.jass")
    assert "cannot read" in refused(link)


def test_a_file_above_the_size_limit_is_refused_unread(tmp_path):
    path = tmp_path / "big.jass"
    with open(path, "wb") as f:  # sparse: big on paper, nothing on disk
        f.truncate(matchfile.MAX_FILE_BYTES + 1)
    message = refused(path)  # a byte more than 16 MB: said in bytes, the difference seen
    assert message.endswith(f"is {matchfile.MAX_FILE_BYTES + 1} bytes; a match file is at "
                            f"most {matchfile.MAX_FILE_BYTES} bytes")


def test_a_match_above_the_entry_limit_is_refused(tmp_path):
    data = sample_data()
    data["entries"] = data["entries"] * (matchfile.MAX_ENTRIES + 1)
    message = refused(write(tmp_path, data))
    assert f"{matchfile.MAX_ENTRIES + 1} entries" in message
    assert f"at most {matchfile.MAX_ENTRIES}" in message


def test_a_million_entries_are_refused(tmp_path):
    data = sample_data()
    data["entries"] = [{}] * 1_000_000
    path = tmp_path / "huge.jass"
    path.write_text(json.dumps(data, separators=(",", ":")))
    assert "entries" in refused(path) or "a match file is at most" in refused(path)


@pytest.mark.parametrize("depth", [40, 1_000, 100_000])
def test_deeply_nested_json_is_a_match_file_error(tmp_path, depth):
    data = sample_data()
    path = tmp_path / "deep.jass"
    text = json.dumps(data)
    path.write_text(text[:-1] + ', "x": ' + "[" * depth + "]" * depth + "}")
    assert "nested" in refused(path)


@pytest.mark.parametrize("number", ["9" * 5000, "1" * 41, "-" + "7" * 4301, "1e999",
                                    "-1e400", "NaN", "Infinity", "0." + "5" * 5000])
def test_huge_numbers_are_a_match_file_error(tmp_path, number):
    path = tmp_path / "number.jass"
    text = matchfile.dumps(sample())
    path.write_text(text.replace('"first": 0', f'"first": {number}'))
    assert "number" in refused(path)


@pytest.mark.parametrize("where, field", [
    (("players", 0), "Player 1: "),
    (("teams", 1, "name"), "Team 2 · Name: "),
    (("info", "title"), "Title: "),
])
def test_a_lone_surrogate_is_refused_with_the_field_named(tmp_path, where, field):
    data = sample_data()
    node = data
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = "\ud800Anna"
    message = refused(write(tmp_path, data))
    assert field in message and "Unicode" in message


@pytest.mark.parametrize("char", ["\x00", "\x07", "\x1b", "\t", "\n", "\x7f", "\x9b",
                                  "\u202e", "\u2066", "\u2028"])
def test_control_characters_in_names_are_refused(tmp_path, char):
    data = sample_data()
    data["players"][2] = f"Cla{char}ra"
    message = refused(write(tmp_path, data))
    assert "Player 3: " in message and "control" in message
    assert message.endswith("(players[2] in the file)")


def test_right_to_left_names_are_fine_and_marks_refused(tmp_path):
    data = sample_data()
    data["players"][0] = "\u05e9\u05e8\u05d4"  # Hebrew, no override needed
    assert matchfile.load(write(tmp_path, data)).document.players[0] == "\u05e9\u05e8\u05d4"
    # a right-to-left mark turns the numbers after it around, and is invisible: refused
    # (it was accepted until a tester's "Be\u200bat" beside "Beat")
    data["players"][1] = "Be\u200fat"
    assert "Player 2: a control character (U+200F) at character 3" in refused(
        write(tmp_path, data))


def test_names_above_the_length_limit_are_refused(tmp_path):
    data = sample_data()
    data["players"][3] = "D" * (matchfile.MAX_NAME + 1)
    message = refused(write(tmp_path, data))
    assert "Player 4: " in message and f"at most {matchfile.MAX_NAME}" in message
    data["players"][3] = "漢" * matchfile.MAX_NAME  # 60 wide characters: a name
    assert matchfile.load(write(tmp_path, data)).document.players[3] == "漢" * 60


def test_other_text_above_its_limit_is_refused(tmp_path):
    data = sample_data()
    data["info"]["place"] = "x" * (matchfile.MAX_TEXT + 1)
    assert "info.place" in refused(write(tmp_path, data))


@pytest.mark.parametrize("length", [500, 10_000_000])
@pytest.mark.parametrize("key", ["format", "variant", "version"])
def test_echoed_values_are_cut_short(tmp_path, key, length):
    data = sample_data()
    data[key] = "x" * length
    message = refused(write(tmp_path, data))
    assert len(message) < 300 and "x" * 100 not in message
    if length == 500:
        assert "xxxx…" in message


def test_an_unknown_key_of_ten_megabytes_is_cut_short(tmp_path):
    data = sample_data()
    data["settings"]["k" * 10_000_000] = 1
    message = refused(write(tmp_path, data))
    assert len(message) < 300


def test_new_match_refuses_what_load_would_refuse():
    for players in (["A\udcff", "B", "C", "D"], ["A\x1b[2J", "B", "C", "D"],
                    ["A" * 61, "B", "C", "D"]):
        with pytest.raises(MatchFileError):
            new_match("schieber", players)
    with pytest.raises(MatchFileError):
        new_match("schieber", PLAYERS, info=MatchInfo(title="\x1b]0;pwned\x07"))


def test_saving_refuses_what_loading_would_refuse(tmp_path):
    """A document built around the checks (model_copy) is not written: save raises a
    MatchFileError and the file on disk stays as it was."""
    path = tmp_path / "m.jass"
    matchfile.save(sample(), path)
    before = path.read_bytes()
    doc = sample().document
    for bad in (doc.model_copy(update={"players": ["\ud800", "B", "C", "D"]}),
                doc.model_copy(update={"players": ["A\x00", "B", "C", "D"]}),
                doc.model_copy(update={"entries": list(doc.entries) * 10_001})):
        with pytest.raises(MatchFileError):
            matchfile.save(bad, path)
        assert path.read_bytes() == before
        assert os.listdir(tmp_path) == ["m.jass"]


def test_every_failure_of_a_loader_is_a_match_file_error(tmp_path, monkeypatch):
    """A bug met while replaying a file (not a rule) is still a refusal the window shows."""
    from jasstafel.core import match as match_module

    def broken(self, doc):
        raise IndexError("seat 7")

    path = tmp_path / "m.jass"
    path.write_text(matchfile.dumps(sample()))
    monkeypatch.setattr(match_module.Match, "__init__", broken)
    message = refused(path)
    assert "IndexError" in message


def test_stale_temporaries_are_cleaned_at_the_next_save(tmp_path):
    path = tmp_path / "abend.jass"
    stale = [tmp_path / ".abend.jass.k2j4h5g6.tmp", tmp_path / ".abend.jass.zz__99aa.tmp"]
    others = [tmp_path / ".other.jass.k2j4h5g6.tmp", tmp_path / "abend.jass.notes.tmp",
              tmp_path / ".abend.jass.tmp"]
    for p in stale + others:
        p.write_text("half a save")
        os.utime(p, (1_000_000_000, 1_000_000_000))
    matchfile.save(sample(), path)
    assert sorted(os.listdir(tmp_path)) == sorted(["abend.jass", *(p.name for p in others)])


def test_a_temporary_file_still_open_by_a_save_is_left_alone(tmp_path):
    import fcntl

    busy = tmp_path / ".abend.jass.busy1234.tmp"
    busy.write_text("being written")
    os.utime(busy, (1_000_000_000, 1_000_000_000))
    with open(busy, "rb") as f:
        fcntl.flock(f.fileno(), fcntl.LOCK_EX)  # as a running save holds it
        matchfile.save(sample(), tmp_path / "abend.jass")
        assert busy.exists()
    matchfile.save(sample(), tmp_path / "abend.jass")
    assert not busy.exists()


def test_clean_stale_temporaries_of_a_folder(tmp_path):
    """For the autosave folder at start-up: every match's stale temporaries, nothing else."""
    ours = [tmp_path / ".unnamed-1.jass.abcd1234.tmp", tmp_path / ".x y.jass.a_b_c_d_.tmp"]
    kept = [tmp_path / "unnamed-1.jass", tmp_path / ".unnamed-1.jass.abcd1234.tmp.txt",
            tmp_path / ".notes.txt.abcd1234.tmp"]
    for p in ours + kept:
        p.write_text("x")
        os.utime(p, (1_000_000_000, 1_000_000_000))
    (tmp_path / ".dir.jass.abcd1234.tmp").mkdir()  # not a file: left alone
    link = tmp_path / ".link.jass.abcd1234.tmp"
    link.symlink_to(kept[0])
    removed = matchfile.clean_stale_temporaries(tmp_path)
    assert sorted(removed) == sorted([*ours, link])
    assert all(p.exists() for p in kept) and (tmp_path / ".dir.jass.abcd1234.tmp").is_dir()
    assert not link.exists() and not link.is_symlink()  # a symlink is removed, not followed
    assert kept[0].read_text() == "x"
    assert matchfile.clean_stale_temporaries(tmp_path / "no such folder") == []


@pytest.mark.parametrize("key", ["\U000de90e\nNö", "a\x1bb", "k" * 30, "\u202ex"])
def test_keys_are_named_without_controls(tmp_path, key):
    """Found by the fuzzer: an unknown key holding a newline was echoed in the message."""
    data = sample_data()
    data["entries"][0][key] = {"x\n": "\n"}
    message = refused(write(tmp_path, data))
    assert "Entry 1 · " in message and "(entries[0][" in message
    assert "\x1b" not in message and "\u202e" not in message and "\n" not in message


def test_a_top_level_key_is_checked_too(tmp_path):
    data = sample_data()
    data["\ud800"] = 1
    assert "Unicode" in refused(write(tmp_path, data))


@pytest.mark.parametrize("filler", ["[]", "0", '""', "{}"])
def test_a_file_of_millions_of_tiny_values_is_refused(tmp_path, filler):
    """Up to the size limit of [] or 0: refused (an unknown key) without a walk that costs
    more than the parsed file (memory is a benchmark figure, docs/robustness.md)."""
    text = matchfile.dumps(sample())
    count = 1_000_000
    path = tmp_path / "tiny.jass"
    path.write_text(text[:-2] + ', "x": [' + ",".join([filler] * count) + "]}\n")
    assert "x" in refused(path)


@pytest.mark.parametrize(("change", "said"), [
    # a hand-edited file: lax reading made 1 point of true, 93 of 93.0 (a trial's)
    (lambda e: e.__setitem__("points", [True, 56]),
     "Entry 1 · Card points · No. 1: expected a whole number (entries[0].points[0] in the "
     "file)"),
    (lambda e: e.__setitem__("points", [93.0, 64]),
     "Entry 1 · Card points · No. 1: expected a whole number (entries[0].points[0] in the "
     "file)"),
    (lambda e: e.__setitem__("match", 1),
     "Entry 1 · Match: expected true or false (entries[0].match in the file)"),
    (lambda e: e.__setitem__("written_at", 1700000000),
     "Entry 1 · Written at: expected a date and time (ISO 8601) (entries[0].written_at in "
     "the file)"),
    (lambda e: e.__setitem__("written_at", "2026-11-26T20:15:00"),
     "Entry 1 · Written at: expected the time zone (e.g. +01:00) (entries[0].written_at in "
     "the file)"),
])
def test_a_number_or_a_time_is_read_only_as_written(change, said):
    """A whole number is never read from true or 93.0, a yes/no never from 1, a time only
    as ISO 8601 with its UTC offset (docs/match-file.md): nothing the Schreiber did not
    type is made up."""
    doc = json.loads((EXAMPLES / "schieber-freier-jass.jass").read_text(encoding="utf-8"))
    change(doc["entries"][0])
    with pytest.raises(MatchFileError) as err:
        matchfile.loads(json.dumps(doc))
    assert str(err.value) == f"invalid match file: {said}"
