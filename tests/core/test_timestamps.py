"""When an entry was written: optional, stored in the file, never used for scoring."""

import json
from datetime import datetime, timedelta, timezone

import pytest

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.registry import variants
from jasstafel.core.schieber import SchieberRound
from jasstafel.core.variant import Entry

ZURICH = timezone(timedelta(hours=1))


def test_every_entry_model_of_every_variant_has_the_time():
    import typing

    for variant in variants():
        entries = variant.Document.model_fields["entries"].annotation
        union = typing.get_args(typing.get_args(entries)[0])[0]  # Annotated[A | B, ...]
        models = typing.get_args(union) or (union,)
        for model in models:
            assert issubclass(model, Entry), model
            assert "written_at" in model.model_fields


def test_the_time_is_kept_in_the_file_and_does_not_change_the_score():
    at = datetime(2026, 11, 26, 20, 15, 3, tzinfo=ZURICH)
    plain = new_match("schieber", ["A", "B", "C", "D"])
    timed = new_match("schieber", ["A", "B", "C", "D"])
    plain.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)))
    timed.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57), written_at=at))
    assert timed.board() == plain.board()
    text = matchfile.dumps(timed)
    assert '"written_at": "2026-11-26T20:15:03+01:00"' in text
    again = matchfile.loads(text)
    assert again.entries[0].written_at == at
    assert matchfile.dumps(again) == text


def test_an_entry_without_a_time_is_written_without_the_field():
    m = new_match("schieber", ["A", "B", "C", "D"])
    m.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)))
    assert "written_at" not in matchfile.dumps(m)
    assert "written_at" not in m.entries[0].model_dump()


def test_a_time_that_is_no_time_is_refused():
    m = new_match("schieber", ["A", "B", "C", "D"])
    data = json.loads(matchfile.dumps(m))
    data["entries"] = [{"type": "round", "contract": "rosen", "announced_by": 0,
                        "points": [100, 57], "written_at": "gestern Abend"}]
    with pytest.raises(matchfile.MatchFileError, match="written_at"):
        matchfile.loads(json.dumps(data))
