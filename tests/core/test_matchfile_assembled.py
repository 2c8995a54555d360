"""A long match is written from each entry's JSON, kept from save to save
(matchfile._assembled): the file must be byte for byte what pydantic writes for the whole
document, however the entries came and went."""

from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from jasstafel.core import matchfile
from jasstafel.core.punktetafel import PunktetafelRound
from jasstafel.core.schieber import SchieberRound

EXAMPLES = sorted((Path(__file__).parents[2] / "docs" / "examples").glob("*.jass"))


def plain(doc):
    return doc.model_dump_json(indent=2, exclude_none=False) + "\n"


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_every_example_is_written_as_pydantic_writes_it(path):
    doc = matchfile.load(path).document
    assert matchfile._assembled(doc) == plain(doc)
    assert matchfile._assembled(doc) == plain(doc)  # from the kept JSON


def test_a_long_match_with_odd_names_stays_the_same_bytes_while_it_changes():
    names = ['An"na', "Bé\\at", '"entries": []', "Düra", "Ëve", "Fränzi"]
    match = matchfile.new_match("punktetafel", names)
    start = datetime(2026, 12, 1, 20, 0, tzinfo=timezone(timedelta(hours=1)))
    for n in range(150):
        when = start + timedelta(minutes=n) if n % 3 else None
        match.add(PunktetafelRound(points=[n, -n, 0, 7, n % 5, 1], written_at=when))
    assert len(match.entries) >= matchfile._ASSEMBLE_FROM
    assert matchfile.dumps(match) == plain(match.document)
    match.replace(3, PunktetafelRound(points=[1, 2, 3, 4, 5, 6]))
    match.delete(0)
    match.insert(7, PunktetafelRound(points=[9, 9, 9, 9, 9, 9], written_at=start))
    match.undo()
    assert matchfile.dumps(match) == plain(match.document)
    again = matchfile.loads(matchfile.dumps(match))
    assert again.document == match.document


def test_a_long_schieber_file_loads_back_equal(tmp_path):
    match = matchfile.new_match("schieber", ["Anna", "Beat", "Cla", "Dora"],
                                preset="einfach_1000", settings={"target": 100_000})
    for n in range(100):
        match.add(SchieberRound(contract="rosen", announced_by=n % 2, points=(100, 57),
                                weis=(20, 0) if n % 7 == 0 else (0, 0)))
    matchfile.save(match, tmp_path / "long.jass")
    assert (tmp_path / "long.jass").read_text(encoding="utf-8") == plain(match.document)
    assert matchfile.load(tmp_path / "long.jass").document == match.document


def test_a_kept_entry_equal_to_one_of_the_document_is_not_taken_for_it(monkeypatch):
    """The kept JSON belongs to those very entries: an equal entry, another object (a
    correction that typed the same), is serialized anew."""
    match = matchfile.new_match("punktetafel", ["Anna", "Beat"])
    for n in range(matchfile._ASSEMBLE_FROM):
        match.add(PunktetafelRound(points=[n, 1]))
    twins = [entry.model_copy() for entry in match.entries]
    assert twins == list(match.entries)
    monkeypatch.setattr(matchfile, "_KEPT", (twins, ['    {"wrong": true}'] * len(twins)))
    assert matchfile.dumps(match) == plain(match.document)


def test_a_correction_in_the_middle_keeps_the_json_of_the_entries_after_it(monkeypatch):
    match = matchfile.new_match("punktetafel", ["Anna", "Beat"])
    for n in range(matchfile._ASSEMBLE_FROM + 6):
        match.add(PunktetafelRound(points=[n, 1]))
    matchfile.dumps(match)
    written = []
    serialize = PunktetafelRound.model_dump_json

    def counted(entry, **kwargs):
        written.append(entry)
        return serialize(entry, **kwargs)
    monkeypatch.setattr(PunktetafelRound, "model_dump_json", counted)
    match.replace(3, PunktetafelRound(points=[7, 7]))
    match.insert(0, PunktetafelRound(points=[8, 8]))
    assert matchfile.dumps(match) == plain(match.document)
    assert written.count(match.entries[0]) == 1 and written.count(match.entries[4]) == 1
    assert len(written) == 2  # only the two new entries
