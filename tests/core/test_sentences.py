"""Sentences and names at the edges of the core: the marker, Text's repr and pickling, the
lazy attributes of the package, and an entry error that keeps its cause."""

import json
import pickle

import pytest

import jasstafel.core
from jasstafel.core import EntryError, matchfile, registry
from jasstafel.core.coiffeur import standard_rows
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.core.text import CONCAT, RULES, N, Text


def test_the_marker_returns_its_sentence():
    assert N("Weis") == "Weis"


def test_repr_shows_the_template_and_its_parameters():
    text = Text("{names} and {last}", names="Anna, Beat", last="Cla")
    assert text == "Anna, Beat and Cla"
    assert repr(text) == "Text('{names} and {last}', names='Anna, Beat', last='Cla')"


def test_pickling_keeps_the_english_the_context_and_the_template():
    plain = pickle.loads(pickle.dumps(Text.plain("Anna {not a parameter}")))
    assert plain == "Anna {not a parameter}" and plain.context == ""
    text = pickle.loads(pickle.dumps(Text("{names} and {last}", names="Anna", last="Beat")))
    assert (text, text.context, text.template) == ("Anna and Beat", RULES, "{names} and {last}")
    joined = pickle.loads(pickle.dumps(Text.concat(["Weis", " 50"])))
    assert (joined, joined.context) == ("Weis 50", CONCAT)


def test_the_package_names_its_variants_lazily_and_nothing_else():
    assert [v.name for v in registry.VARIANTS][:1] == ["schieber"]
    with pytest.raises(AttributeError) as err:
        registry.nothing  # noqa: B018
    assert str(err.value) == "nothing"
    with pytest.raises(AttributeError) as err:
        jasstafel.core.nothing  # noqa: B018
    assert str(err.value) == "module 'jasstafel.core' has no attribute 'nothing'"


def test_the_coiffeur_rows_by_name_say_what_they_are():
    rows = {row.key: row for row in standard_rows()}
    assert rows["rosen"].about == "this suit is trump" and rows["rosen"].name == "Rosen"
    assert "schaufel" in {row.key for row in standard_rows("fr")}
    assert "schaufel" not in {row.key for row in standard_rows("something else")}  # German


def test_an_entry_error_keeps_its_cause_and_its_rule():
    m = new_match("schieber", ["A", "B", "C", "D"])
    m.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)))
    doc = json.loads(matchfile.dumps(m))
    doc["entries"][0]["points"] = [100, 50]
    with pytest.raises(EntryError) as err:
        matchfile.loads(json.dumps(doc))
    assert err.value.index == 0 and err.value.rule == "schieber.points"
    assert err.value.cause.rule == "schieber.points"
    assert err.value.message == ("entry 1: The card points of both teams must add up to 157, "
                                 "not 100 + 50")


def test_a_file_s_points_out_of_range_are_refused_by_their_range_not_their_sum():
    """A trial's file with [200, -43] was refused with "must add up to 157, not 200 + -43",
    which they do: the fault is the range, said as the window's field says it."""
    m = new_match("schieber", ["A", "B", "C", "D"])
    m.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)))
    doc = json.loads(matchfile.dumps(m))
    doc["entries"][0]["points"] = [200, -43]
    with pytest.raises(EntryError) as err:
        matchfile.loads(json.dumps(doc))
    assert err.value.rule == "points.range"
    assert err.value.message == "entry 1: Card points must be between 0 and 157, not 200"
