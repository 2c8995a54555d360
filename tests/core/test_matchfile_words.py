"""Every refusal of reading or starting a match, word for word, at the edges of its limits.

A refusal is what the Schreiber reads when a file cannot be opened: each one names the
place, the number and the limit. The expected texts are written out by hand from the
limits (MAX_DEPTH = 32, MAX_NAME = 60, MAX_TEXT = 1000, FORMAT_VERSION = 1)."""

import errno
import json
import os

import pytest

from jasstafel.core import MatchFileError, matchfile
from jasstafel.core.matchfile import check_data, decode, loads, new_match

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]
KNOWN = ("schieber, coiffeur, molotow, handjass, fahnder, pandur, differenzler, punktetafel, "
         "guggitaler")


def refusal_of(call, *args, **kw):
    with pytest.raises(MatchFileError) as err:
        call(*args, **kw)
    return str(err.value)


def a_file(**changes):
    """The JSON data of a new Schieber's file, with *changes* made to it."""
    data = json.loads(matchfile.dumps(new_match("schieber", PLAYERS)))
    data.update(changes)
    return data


def nested(levels):
    """A document whose deepest value is *levels* containers down (the document counts)."""
    value = []
    for _ in range(levels - 2):
        value = [value]
    return {"entries": value}


# -- the JSON itself -----------------------------------------------------------------------

def test_nesting_up_to_32_levels_is_read_and_33_are_refused():
    check_data(nested(32))
    assert refusal_of(check_data, nested(33)) == (
        "not a Jasstafel match file: nested deeper than 32 levels")
    # deeper than Python's parser goes: the same words, not a RecursionError
    assert refusal_of(decode, "[" * 100_000) == (
        "not a Jasstafel match file: nested deeper than 32 levels")


def test_text_that_is_not_json_is_refused_with_its_line_and_column():
    assert refusal_of(decode, '{"a": 1,\n  x}') == (
        "not a Jasstafel match file: not JSON (line 2, column 3)")


def test_bytes_that_are_not_utf8_are_refused_with_their_position_counted_from_one():
    # {"a": " is seven bytes: the eighth cannot be read
    assert refusal_of(decode, b'{"a": "\xff"}') == (
        "not a Jasstafel match file: not JSON (unreadable text at byte 8)")


def test_broken_utf16_is_refused_as_utf16_text():
    """A trial's 9 bytes FF FE {"a":1} were refused "unreadable text at byte 9", while the
    first byte is no UTF-8: the reader took the byte order mark for UTF-16 (a whole UTF-16
    file is read), and its 9th byte is half a UTF-16 character. Said so."""
    assert refusal_of(decode, b'\xff\xfe{"a":1}') == (
        "not a Jasstafel match file: not JSON (unreadable UTF-16 text at byte 9)")
    assert decode('{"a":1}'.encode("utf-16")) == {"a": 1}
    assert refusal_of(decode, '{"a":1}'.encode("utf-32")[:-1]) == (
        "not a Jasstafel match file: not JSON (unreadable UTF-32 text at byte 29)")


def test_another_failure_of_the_json_reader_is_told_in_at_most_120_characters(monkeypatch):
    def fails(*_args, **_kw):
        raise ValueError("w" * 200)

    monkeypatch.setattr(json, "loads", fails)
    assert refusal_of(decode, "{}") == (
        "not a Jasstafel match file: not JSON (" + "w" * 119 + "…)")


# -- the document ----------------------------------------------------------------------------

def test_a_file_of_exactly_the_size_limit_is_read_and_one_byte_more_is_refused(monkeypatch):
    text = matchfile.dumps(new_match("schieber", PLAYERS)).encode("utf-8")
    monkeypatch.setattr(matchfile, "MAX_FILE_BYTES", len(text))
    assert loads(text).document.players == PLAYERS
    monkeypatch.setattr(matchfile, "MAX_FILE_BYTES", len(text) - 1)
    assert refusal_of(loads, text) == (
        f"the file is {len(text)} bytes; a match file is at most {len(text) - 1} bytes")


def test_another_format_and_version_are_refused_by_name():
    assert refusal_of(matchfile.parse_document, a_file(format="jass-app")) == (
        "not a Jasstafel match file (its 'format' is 'jass-app', not 'jasstafel-match')")
    for version in (0, -1):
        assert refusal_of(matchfile.parse_document, a_file(version=version)) == (
            f"invalid format version {version}")
    assert refusal_of(matchfile.parse_document, a_file(version=2)) == (
        "written by a newer Jasstafel (format version 2; this one reads up to 1)")


def test_a_file_without_a_variant_or_of_an_unknown_one_names_the_known_ones():
    """A file without "variant" was refused as "unknown variant ''" (a trial's, also for
    {"format": "jasstafel-match", "version": 1, "foo": [1, 2, 3]}): the field is missing, as
    for format and version (docs/match-file.md); the unknown field is refused once the
    variant is known."""
    data = a_file()
    del data["variant"]
    assert refusal_of(matchfile.parse_document, data) == (
        f"invalid match file: the field variant is missing (known: {KNOWN})")
    assert refusal_of(matchfile.parse_document, {**data, "foo": [1, 2, 3]}) == (
        f"invalid match file: the field variant is missing (known: {KNOWN})")
    assert refusal_of(matchfile.parse_document, {**a_file(), "foo": [1, 2, 3]}) == (
        "invalid match file: foo: there is no such field in a match file")
    assert refusal_of(matchfile.parse_document, a_file(variant="bieter")) == (
        f"unknown variant 'bieter' (known: {KNOWN})")
    assert refusal_of(matchfile.parse_document, a_file(variant=7)) == (
        f"unknown variant 7 (known: {KNOWN})")


def test_a_team_name_is_a_name_and_a_title_is_a_text():
    teams = a_file()["teams"]
    teams[0]["name"] = "x" * 61
    assert refusal_of(matchfile.parse_document, a_file(teams=teams)) == (
        "invalid match file: Team 1 · Name: 61 characters; a name has at most 60 "
        "(teams[0].name in the file)")
    teams[0]["name"] = "x" * 60
    assert matchfile.parse_document(a_file(teams=teams)).teams[0].name == "x" * 60
    # a title is no name: up to 1,000 characters
    info = {**a_file()["info"], "title": "t" * 1000}
    assert matchfile.parse_document(a_file(info=info)).info.title == "t" * 1000
    info["title"] = "t" * 1001
    assert refusal_of(matchfile.parse_document, a_file(info=info)) == (
        "invalid match file: Title: 1001 characters; a text has at most 1000 (info.title in "
        "the file)")


def test_a_bug_met_while_replaying_a_file_is_told_in_at_most_120_characters(monkeypatch):
    text = matchfile.dumps(new_match("schieber", PLAYERS))

    def replay(_doc):
        raise RuntimeError("b" * 200)

    monkeypatch.setattr(matchfile, "Match", replay)
    cause = "RuntimeError: " + "b" * (119 - len("RuntimeError: ")) + "…"
    assert refusal_of(loads, text) == (
        f"this match file cannot be read: Jasstafel failed on it ({cause}); please report it")


# -- a new match ---------------------------------------------------------------------------

def test_a_new_match_of_an_unknown_preset_names_the_variant_and_its_presets():
    assert refusal_of(new_match, "schieber", PLAYERS, preset="blitz") == (
        "Schieber has no preset 'blitz' (known: turnier, freier_jass, swisslos_2500, "
        "swisslos_2500_fr, einfach_1000)")


def test_a_new_match_names_the_seat_of_a_name_it_refuses_and_a_wrong_setting():
    assert refusal_of(new_match, "schieber", ["Anna", "B\x01", "Cla", "Dora"]) == (
        "player 2: a control character (U+0001) at character 2: names and texts are one line "
        "of plain text")
    assert refusal_of(new_match, "schieber", PLAYERS, settings={"target": "viel"}) == (
        "invalid match file: Table settings · Target (target mode): expected a whole number")


# -- reading the file ----------------------------------------------------------------------

def grows_after_the_look(monkeypatch, path, extra):
    """os.fstat as reading calls it: the file grows by *extra* bytes right after the first
    look at what was opened, as when another program writes it meanwhile."""
    fstat, looks = os.fstat, []

    def look(fd):
        info = fstat(fd)
        if not looks:
            looks.append(info)
            with open(path, "ab") as f:
                f.write(b"y" * extra)
        return info

    monkeypatch.setattr(os, "fstat", look)


def test_a_file_that_grows_past_the_limit_while_it_is_read_is_refused(tmp_path, monkeypatch):
    """Read in chunks of 1 MiB: a file of exactly the limit (2 MiB) when it was looked at
    and 5 bytes longer when it is read is refused with the size it has now."""
    path = tmp_path / "abend.jass"
    limit = 2 << 20
    path.write_bytes(b"x" * limit)
    grows_after_the_look(monkeypatch, path, 5)
    assert refusal_of(matchfile.read_regular_file, path, limit) == (
        f"{path} is {limit + 5} bytes; a match file is at most {limit} bytes")


def test_a_file_that_cannot_be_read_says_why(tmp_path, monkeypatch):
    path = tmp_path / "abend.jass"
    path.write_text("{}")

    def broken(_fd, _count):
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "read", broken)
    assert refusal_of(matchfile.read_regular_file, path, 100) == (
        f"cannot read {path}: Input/output error")

