"""Match files: format, version, validation, atomic saving, schema."""

import json
import os

import pytest

from jasstafel.core import FORMAT_VERSION, MatchFileError, RuleViolation, matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound

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


@pytest.mark.parametrize(
    "text, message",
    [
        ("not json at all", "not JSON"),
        (b"\xff\xfe\x00", "not JSON"),
        ("[1, 2]", "not a JSON object"),
        ('{"format": "other-app", "version": 1}', "format is 'other-app'"),
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
    assert "entries.0" in str(err.value)


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
